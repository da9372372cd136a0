; ModuleID = 'rodinia/kmeans.cu'
source_filename = "rodinia/kmeans.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14invert_mappingPfS_ii(ptr noundef readonly captures(none) %input, ptr noundef writeonly captures(none) %output, i32 noundef %npoints, i32 noundef %nfeatures) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp slt i32 %add, %npoints
  %cmp317 = icmp sgt i32 %nfeatures, 0
  %or.cond = and i1 %cmp, %cmp317
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %mul4 = mul nsw i32 %nfeatures, %add
  %xtraiter = and i32 %nfeatures, 1
  %3 = icmp eq i32 %nfeatures, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nfeatures, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %i.018 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add5 = add nsw i32 %i.018, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %input, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul6 = mul nsw i32 %i.018, %npoints
  %add7 = add nsw i32 %mul6, %add
  %idxprom8 = sext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %output, i64 %idxprom8
  store float %4, ptr %arrayidx9, align 4, !tbaa !8
  %inc = or disjoint i32 %i.018, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %input, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %mul6.1 = mul nsw i32 %inc, %npoints
  %add7.1 = add nsw i32 %mul6.1, %add
  %idxprom8.1 = sext i32 %add7.1 to i64
  %arrayidx9.1 = getelementptr inbounds float, ptr %output, i64 %idxprom8.1
  store float %5, ptr %arrayidx9.1, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.018, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %i.018.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod19 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod19)
  %add5.epil = add nsw i32 %i.018.epil.init, %mul4
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %input, i64 %idxprom.epil
  %6 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %mul6.epil = mul nsw i32 %i.018.epil.init, %npoints
  %add7.epil = add nsw i32 %mul6.epil, %add
  %idxprom8.epil = sext i32 %add7.epil to i64
  %arrayidx9.epil = getelementptr inbounds float, ptr %output, i64 %idxprom8.epil
  store float %6, ptr %arrayidx9.epil, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
