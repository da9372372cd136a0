; ModuleID = 'polybench/two_mm.cu'
source_filename = "polybench/two_mm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mm2_kernel1iiiiffPfS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, float noundef %alpha, float noundef %beta, ptr noundef writeonly captures(none) %tmp, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B) local_unnamed_addr #0 {
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
  %cmp = icmp slt i32 %add7, %ni
  %cmp8 = icmp slt i32 %add, %nj
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 80
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %tmp, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp1137 = icmp sgt i32 %nk, 0
  br i1 %cmp1137, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i32 %add7, 40
  %xtraiter = and i32 %nk, 1
  %6 = icmp eq i32 %nk, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add26.1, %for.body ]
  %k.038 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add13 = add nuw nsw i32 %k.038, %mul12
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = fmul contract float %alpha, %8
  %mul17 = mul nuw nsw i32 %k.038, 80
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %B, i64 %idxprom19
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %mul21 = fmul contract float %mul16, %9
  %add26 = fadd contract float %7, %mul21
  store float %add26, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %k.038, 1
  %add13.1 = add nuw nsw i32 %inc, %mul12
  %idxprom14.1 = zext nneg i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14.1
  %10 = load float, ptr %arrayidx15.1, align 4, !tbaa !8
  %mul16.1 = fmul contract float %alpha, %10
  %mul17.1 = mul nuw nsw i32 %inc, 80
  %add18.1 = add nsw i32 %mul17.1, %add
  %idxprom19.1 = sext i32 %add18.1 to i64
  %arrayidx20.1 = getelementptr inbounds float, ptr %B, i64 %idxprom19.1
  %11 = load float, ptr %arrayidx20.1, align 4, !tbaa !8
  %mul21.1 = fmul contract float %mul16.1, %11
  %add26.1 = fadd contract float %add26, %mul21.1
  store float %add26.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.038, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add26.1, %if.end.loopexit.unr-lcssa ]
  %k.038.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod39 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod39)
  %add13.epil = add nuw nsw i32 %k.038.epil.init, %mul12
  %idxprom14.epil = zext nneg i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14.epil
  %12 = load float, ptr %arrayidx15.epil, align 4, !tbaa !8
  %mul16.epil = fmul contract float %alpha, %12
  %mul17.epil = mul nuw nsw i32 %k.038.epil.init, 80
  %add18.epil = add nsw i32 %mul17.epil, %add
  %idxprom19.epil = sext i32 %add18.epil to i64
  %arrayidx20.epil = getelementptr inbounds float, ptr %B, i64 %idxprom19.epil
  %13 = load float, ptr %arrayidx20.epil, align 4, !tbaa !8
  %mul21.epil = fmul contract float %mul16.epil, %13
  %add26.epil = fadd contract float %.epil.init, %mul21.epil
  store float %add26.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mm2_kernel2iiiiffPfS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, float noundef %alpha, float noundef %beta, ptr noundef readonly captures(none) %tmp, ptr noundef readonly captures(none) %C, ptr noundef captures(none) %D) local_unnamed_addr #0 {
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
  %cmp = icmp slt i32 %add7, %ni
  %cmp8 = icmp slt i32 %add, %nl
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 88
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %D, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul11 = fmul contract float %beta, %6
  store float %mul11, ptr %arrayidx, align 4, !tbaa !8
  %cmp1237 = icmp sgt i32 %nj, 0
  br i1 %cmp1237, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, 80
  %xtraiter = and i32 %nj, 1
  %7 = icmp eq i32 %nj, 1
  br i1 %7, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nj, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi float [ %mul11, %for.body.lr.ph.new ], [ %add26.1, %for.body ]
  %k.038 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add14 = add nuw nsw i32 %k.038, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds nuw float, ptr %tmp, i64 %idxprom15
  %9 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = mul nuw nsw i32 %k.038, 88
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %C, i64 %idxprom19
  %10 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %mul21 = fmul contract float %9, %10
  %add26 = fadd contract float %8, %mul21
  store float %add26, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %k.038, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds nuw float, ptr %tmp, i64 %idxprom15.1
  %11 = load float, ptr %arrayidx16.1, align 4, !tbaa !8
  %mul17.1 = mul nuw nsw i32 %inc, 88
  %add18.1 = add nsw i32 %mul17.1, %add
  %idxprom19.1 = sext i32 %add18.1 to i64
  %arrayidx20.1 = getelementptr inbounds float, ptr %C, i64 %idxprom19.1
  %12 = load float, ptr %arrayidx20.1, align 4, !tbaa !8
  %mul21.1 = fmul contract float %11, %12
  %add26.1 = fadd contract float %add26, %mul21.1
  store float %add26.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.038, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !12

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ %mul11, %for.body.lr.ph ], [ %add26.1, %if.end.loopexit.unr-lcssa ]
  %k.038.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod39 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod39)
  %add14.epil = add nuw nsw i32 %k.038.epil.init, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds nuw float, ptr %tmp, i64 %idxprom15.epil
  %13 = load float, ptr %arrayidx16.epil, align 4, !tbaa !8
  %mul17.epil = mul nuw nsw i32 %k.038.epil.init, 88
  %add18.epil = add nsw i32 %mul17.epil, %add
  %idxprom19.epil = sext i32 %add18.epil to i64
  %arrayidx20.epil = getelementptr inbounds float, ptr %C, i64 %idxprom19.epil
  %14 = load float, ptr %arrayidx20.epil, align 4, !tbaa !8
  %mul21.epil = fmul contract float %13, %14
  %add26.epil = fadd contract float %.epil.init, %mul21.epil
  store float %add26.epil, ptr %arrayidx, align 4, !tbaa !8
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
