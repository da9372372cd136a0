; ModuleID = 'polybench/bicg.cu'
source_filename = "polybench/bicg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12bicg_kernel1iiPfS_S_(i32 noundef %nx, i32 noundef %ny, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %r, ptr noundef writeonly captures(none) %s) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %ny
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %s, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp321 = icmp sgt i32 %nx, 0
  br i1 %cmp321, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %nx, 1
  %3 = icmp eq i32 %nx, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %nx, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %4 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add13.1, %for.body ]
  %i.022 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %idxprom4 = zext nneg i32 %i.022 to i64
  %arrayidx5 = getelementptr inbounds nuw float, ptr %r, i64 %idxprom4
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %mul6 = mul nuw nsw i32 %i.022, 300
  %add7 = add nsw i32 %mul6, %add
  %idxprom8 = sext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %A, i64 %idxprom8
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul10 = fmul contract float %5, %6
  %add13 = fadd contract float %4, %mul10
  store float %add13, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %i.022, 1
  %idxprom4.1 = zext nneg i32 %inc to i64
  %arrayidx5.1 = getelementptr inbounds nuw float, ptr %r, i64 %idxprom4.1
  %7 = load float, ptr %arrayidx5.1, align 4, !tbaa !8
  %mul6.1 = mul nuw nsw i32 %inc, 300
  %add7.1 = add nsw i32 %mul6.1, %add
  %idxprom8.1 = sext i32 %add7.1 to i64
  %arrayidx9.1 = getelementptr inbounds float, ptr %A, i64 %idxprom8.1
  %8 = load float, ptr %arrayidx9.1, align 4, !tbaa !8
  %mul10.1 = fmul contract float %7, %8
  %add13.1 = fadd contract float %add13, %mul10.1
  store float %add13.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.022, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.preheader
  %.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add13.1, %if.end.loopexit.unr-lcssa ]
  %i.022.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod23 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod23)
  %idxprom4.epil = zext nneg i32 %i.022.epil.init to i64
  %arrayidx5.epil = getelementptr inbounds nuw float, ptr %r, i64 %idxprom4.epil
  %9 = load float, ptr %arrayidx5.epil, align 4, !tbaa !8
  %mul6.epil = mul nuw nsw i32 %i.022.epil.init, 300
  %add7.epil = add nsw i32 %mul6.epil, %add
  %idxprom8.epil = sext i32 %add7.epil to i64
  %arrayidx9.epil = getelementptr inbounds float, ptr %A, i64 %idxprom8.epil
  %10 = load float, ptr %arrayidx9.epil, align 4, !tbaa !8
  %mul10.epil = fmul contract float %9, %10
  %add13.epil = fadd contract float %.epil.init, %mul10.epil
  store float %add13.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12bicg_kernel2iiPfS_S_(i32 noundef %nx, i32 noundef %ny, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %p, ptr noundef writeonly captures(none) %q) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %nx
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %q, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp321 = icmp sgt i32 %ny, 0
  br i1 %cmp321, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul4 = mul nsw i32 %add, 300
  %xtraiter = and i32 %ny, 1
  %3 = icmp eq i32 %ny, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %ny, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %4 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add13.1, %for.body ]
  %j.022 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add5 = add nsw i32 %j.022, %mul4
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %A, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %idxprom8 = zext nneg i32 %j.022 to i64
  %arrayidx9 = getelementptr inbounds nuw float, ptr %p, i64 %idxprom8
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul10 = fmul contract float %5, %6
  %add13 = fadd contract float %4, %mul10
  store float %add13, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %j.022, 1
  %add5.1 = add nsw i32 %inc, %mul4
  %idxprom6.1 = sext i32 %add5.1 to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %A, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !8
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds nuw float, ptr %p, i64 %idxprom8.1
  %8 = load float, ptr %arrayidx9.1, align 4, !tbaa !8
  %mul10.1 = fmul contract float %7, %8
  %add13.1 = fadd contract float %add13, %mul10.1
  store float %add13.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %j.022, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !12

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add13.1, %if.end.loopexit.unr-lcssa ]
  %j.022.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod23 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod23)
  %add5.epil = add nsw i32 %j.022.epil.init, %mul4
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %A, i64 %idxprom6.epil
  %9 = load float, ptr %arrayidx7.epil, align 4, !tbaa !8
  %idxprom8.epil = zext nneg i32 %j.022.epil.init to i64
  %arrayidx9.epil = getelementptr inbounds nuw float, ptr %p, i64 %idxprom8.epil
  %10 = load float, ptr %arrayidx9.epil, align 4, !tbaa !8
  %mul10.epil = fmul contract float %9, %10
  %add13.epil = fadd contract float %.epil.init, %mul10.epil
  store float %add13.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!12 = distinct !{!12, !11}
