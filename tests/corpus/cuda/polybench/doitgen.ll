; ModuleID = 'polybench/doitgen.cu'
source_filename = "polybench/doitgen.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15doitgen_kernel1iiiPfS_S_i(i32 noundef %nr, i32 noundef %nq, i32 noundef %np, ptr noundef writeonly captures(none) %sum, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %C4, i32 noundef %r) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add, %np
  %cmp8 = icmp slt i32 %add7, %nq
  %or.cond = and i1 %cmp8, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul10 = mul i32 %r, %nq
  %reass.add = add i32 %mul10, %add7
  %reass.mul = mul i32 %reass.add, %np
  %add13 = add nsw i32 %reass.mul, %add
  %idxprom = sext i32 %add13 to i64
  %arrayidx = getelementptr inbounds float, ptr %sum, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp1472 = icmp sgt i32 %np, 0
  br i1 %cmp1472, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %np, 1
  %6 = icmp eq i32 %np, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %np, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %add3474 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add34.1, %for.body ]
  %s.073 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %add26 = add nsw i32 %s.073, %reass.mul
  %idxprom27 = sext i32 %add26 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %A, i64 %idxprom27
  %7 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %mul29 = mul nuw nsw i32 %s.073, %np
  %add30 = add nsw i32 %mul29, %add
  %idxprom31 = sext i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %C4, i64 %idxprom31
  %8 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %mul33 = fmul contract float %7, %8
  %add34 = fadd contract float %add3474, %mul33
  store float %add34, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %s.073, 1
  %add26.1 = add nsw i32 %inc, %reass.mul
  %idxprom27.1 = sext i32 %add26.1 to i64
  %arrayidx28.1 = getelementptr inbounds float, ptr %A, i64 %idxprom27.1
  %9 = load float, ptr %arrayidx28.1, align 4, !tbaa !8
  %mul29.1 = mul nuw nsw i32 %inc, %np
  %add30.1 = add nsw i32 %mul29.1, %add
  %idxprom31.1 = sext i32 %add30.1 to i64
  %arrayidx32.1 = getelementptr inbounds float, ptr %C4, i64 %idxprom31.1
  %10 = load float, ptr %arrayidx32.1, align 4, !tbaa !8
  %mul33.1 = fmul contract float %9, %10
  %add34.1 = fadd contract float %add34, %mul33.1
  store float %add34.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %s.073, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.preheader
  %add3474.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add34.1, %if.end.loopexit.unr-lcssa ]
  %s.073.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod75 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod75)
  %add26.epil = add nsw i32 %s.073.epil.init, %reass.mul
  %idxprom27.epil = sext i32 %add26.epil to i64
  %arrayidx28.epil = getelementptr inbounds float, ptr %A, i64 %idxprom27.epil
  %11 = load float, ptr %arrayidx28.epil, align 4, !tbaa !8
  %mul29.epil = mul nuw nsw i32 %s.073.epil.init, %np
  %add30.epil = add nsw i32 %mul29.epil, %add
  %idxprom31.epil = sext i32 %add30.epil to i64
  %arrayidx32.epil = getelementptr inbounds float, ptr %C4, i64 %idxprom31.epil
  %12 = load float, ptr %arrayidx32.epil, align 4, !tbaa !8
  %mul33.epil = fmul contract float %11, %12
  %add34.epil = fadd contract float %add3474.epil.init, %mul33.epil
  store float %add34.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15doitgen_kernel2iiiPfS_S_i(i32 noundef %nr, i32 noundef %nq, i32 noundef %np, ptr noundef readonly captures(none) %sum, ptr noundef writeonly captures(none) %A, ptr noundef readnone captures(none) %C4, i32 noundef %r) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add, %np
  %cmp8 = icmp slt i32 %add7, %nq
  %or.cond = and i1 %cmp8, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul10 = mul i32 %r, %nq
  %reass.add = add i32 %mul10, %add7
  %reass.mul = mul i32 %reass.add, %np
  %add13 = add i32 %reass.mul, %add
  %idxprom = sext i32 %add13 to i64
  %arrayidx = getelementptr inbounds float, ptr %sum, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx20 = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float %6, ptr %arrayidx20, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
