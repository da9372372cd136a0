; ModuleID = 'polybench/three_mm.cu'
source_filename = "polybench/three_mm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mm3_kernel1iiiiiPfS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, i32 noundef %nm, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef writeonly captures(none) %E) local_unnamed_addr #0 {
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
  %mul9 = mul nuw nsw i32 %add7, 60
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %E, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp1136 = icmp sgt i32 %nk, 0
  br i1 %cmp1136, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i32 %add7, 40
  %xtraiter = and i32 %nk, 1
  %6 = icmp eq i32 %nk, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add25.1, %for.body ]
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add13 = add nuw nsw i32 %k.037, %mul12
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = mul nuw nsw i32 %k.037, 60
  %add17 = add nsw i32 %mul16, %add
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %B, i64 %idxprom18
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %mul20 = fmul contract float %8, %9
  %add25 = fadd contract float %7, %mul20
  store float %add25, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %k.037, 1
  %add13.1 = add nuw nsw i32 %inc, %mul12
  %idxprom14.1 = zext nneg i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14.1
  %10 = load float, ptr %arrayidx15.1, align 4, !tbaa !8
  %mul16.1 = mul nuw nsw i32 %inc, 60
  %add17.1 = add nsw i32 %mul16.1, %add
  %idxprom18.1 = sext i32 %add17.1 to i64
  %arrayidx19.1 = getelementptr inbounds float, ptr %B, i64 %idxprom18.1
  %11 = load float, ptr %arrayidx19.1, align 4, !tbaa !8
  %mul20.1 = fmul contract float %10, %11
  %add25.1 = fadd contract float %add25, %mul20.1
  store float %add25.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.037, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add25.1, %if.end.loopexit.unr-lcssa ]
  %k.037.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod38 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod38)
  %add13.epil = add nuw nsw i32 %k.037.epil.init, %mul12
  %idxprom14.epil = zext nneg i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds nuw float, ptr %A, i64 %idxprom14.epil
  %12 = load float, ptr %arrayidx15.epil, align 4, !tbaa !8
  %mul16.epil = mul nuw nsw i32 %k.037.epil.init, 60
  %add17.epil = add nsw i32 %mul16.epil, %add
  %idxprom18.epil = sext i32 %add17.epil to i64
  %arrayidx19.epil = getelementptr inbounds float, ptr %B, i64 %idxprom18.epil
  %13 = load float, ptr %arrayidx19.epil, align 4, !tbaa !8
  %mul20.epil = fmul contract float %12, %13
  %add25.epil = fadd contract float %.epil.init, %mul20.epil
  store float %add25.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mm3_kernel2iiiiiPfS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, i32 noundef %nm, ptr noundef readonly captures(none) %C, ptr noundef readonly captures(none) %D, ptr noundef writeonly captures(none) %F) local_unnamed_addr #0 {
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
  %cmp = icmp slt i32 %add7, %nj
  %cmp8 = icmp slt i32 %add, %nl
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 56
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %F, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp1136 = icmp sgt i32 %nm, 0
  br i1 %cmp1136, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i32 %add7, 48
  %xtraiter = and i32 %nm, 1
  %6 = icmp eq i32 %nm, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nm, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add25.1, %for.body ]
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add13 = add nuw nsw i32 %k.037, %mul12
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds nuw float, ptr %C, i64 %idxprom14
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = mul nuw nsw i32 %k.037, 56
  %add17 = add nsw i32 %mul16, %add
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %D, i64 %idxprom18
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %mul20 = fmul contract float %8, %9
  %add25 = fadd contract float %7, %mul20
  store float %add25, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %k.037, 1
  %add13.1 = add nuw nsw i32 %inc, %mul12
  %idxprom14.1 = zext nneg i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds nuw float, ptr %C, i64 %idxprom14.1
  %10 = load float, ptr %arrayidx15.1, align 4, !tbaa !8
  %mul16.1 = mul nuw nsw i32 %inc, 56
  %add17.1 = add nsw i32 %mul16.1, %add
  %idxprom18.1 = sext i32 %add17.1 to i64
  %arrayidx19.1 = getelementptr inbounds float, ptr %D, i64 %idxprom18.1
  %11 = load float, ptr %arrayidx19.1, align 4, !tbaa !8
  %mul20.1 = fmul contract float %10, %11
  %add25.1 = fadd contract float %add25, %mul20.1
  store float %add25.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.037, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !12

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add25.1, %if.end.loopexit.unr-lcssa ]
  %k.037.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod38 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod38)
  %add13.epil = add nuw nsw i32 %k.037.epil.init, %mul12
  %idxprom14.epil = zext nneg i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds nuw float, ptr %C, i64 %idxprom14.epil
  %12 = load float, ptr %arrayidx15.epil, align 4, !tbaa !8
  %mul16.epil = mul nuw nsw i32 %k.037.epil.init, 56
  %add17.epil = add nsw i32 %mul16.epil, %add
  %idxprom18.epil = sext i32 %add17.epil to i64
  %arrayidx19.epil = getelementptr inbounds float, ptr %D, i64 %idxprom18.epil
  %13 = load float, ptr %arrayidx19.epil, align 4, !tbaa !8
  %mul20.epil = fmul contract float %12, %13
  %add25.epil = fadd contract float %.epil.init, %mul20.epil
  store float %add25.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mm3_kernel3iiiiiPfS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, i32 noundef %nl, i32 noundef %nm, ptr noundef readonly captures(none) %E, ptr noundef readonly captures(none) %F, ptr noundef writeonly captures(none) %G) local_unnamed_addr #0 {
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
  %mul9 = mul nuw nsw i32 %add7, 56
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %G, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp1136 = icmp sgt i32 %nj, 0
  br i1 %cmp1136, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul12 = mul nuw nsw i32 %add7, 60
  %xtraiter = and i32 %nj, 1
  %6 = icmp eq i32 %nj, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nj, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %7 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add25.1, %for.body ]
  %k.037 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add13 = add nuw nsw i32 %k.037, %mul12
  %idxprom14 = zext nneg i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds nuw float, ptr %E, i64 %idxprom14
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = mul nuw nsw i32 %k.037, 56
  %add17 = add nsw i32 %mul16, %add
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %F, i64 %idxprom18
  %9 = load float, ptr %arrayidx19, align 4, !tbaa !8
  %mul20 = fmul contract float %8, %9
  %add25 = fadd contract float %7, %mul20
  store float %add25, ptr %arrayidx, align 4, !tbaa !8
  %inc = or disjoint i32 %k.037, 1
  %add13.1 = add nuw nsw i32 %inc, %mul12
  %idxprom14.1 = zext nneg i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds nuw float, ptr %E, i64 %idxprom14.1
  %10 = load float, ptr %arrayidx15.1, align 4, !tbaa !8
  %mul16.1 = mul nuw nsw i32 %inc, 56
  %add17.1 = add nsw i32 %mul16.1, %add
  %idxprom18.1 = sext i32 %add17.1 to i64
  %arrayidx19.1 = getelementptr inbounds float, ptr %F, i64 %idxprom18.1
  %11 = load float, ptr %arrayidx19.1, align 4, !tbaa !8
  %mul20.1 = fmul contract float %10, %11
  %add25.1 = fadd contract float %add25, %mul20.1
  store float %add25.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.037, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !13

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add25.1, %if.end.loopexit.unr-lcssa ]
  %k.037.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod38 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod38)
  %add13.epil = add nuw nsw i32 %k.037.epil.init, %mul12
  %idxprom14.epil = zext nneg i32 %add13.epil to i64
  %arrayidx15.epil = getelementptr inbounds nuw float, ptr %E, i64 %idxprom14.epil
  %12 = load float, ptr %arrayidx15.epil, align 4, !tbaa !8
  %mul16.epil = mul nuw nsw i32 %k.037.epil.init, 56
  %add17.epil = add nsw i32 %mul16.epil, %add
  %idxprom18.epil = sext i32 %add17.epil to i64
  %arrayidx19.epil = getelementptr inbounds float, ptr %F, i64 %idxprom18.epil
  %13 = load float, ptr %arrayidx19.epil, align 4, !tbaa !8
  %mul20.epil = fmul contract float %12, %13
  %add25.epil = fadd contract float %.epil.init, %mul20.epil
  store float %add25.epil, ptr %arrayidx, align 4, !tbaa !8
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
!13 = distinct !{!13, !11}
