; ModuleID = 'polybench/gemver.cu'
source_filename = "polybench/gemver.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14gemver_kernel1iffPfS_S_S_S_(i32 noundef %n, float noundef %alpha, float noundef %beta, ptr noundef captures(none) %a, ptr noundef readonly captures(none) %v1, ptr noundef readonly captures(none) %v2, ptr noundef readonly captures(none) %u1, ptr noundef readonly captures(none) %u2) local_unnamed_addr #0 {
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
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %add7 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %u1, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %v1, i64 %idxprom9
  %7 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %mul11 = fmul contract float %6, %7
  %arrayidx13 = getelementptr inbounds nuw float, ptr %u2, i64 %idxprom
  %8 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds float, ptr %v2, i64 %idxprom9
  %9 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = fmul contract float %8, %9
  %add17 = fadd contract float %mul11, %mul16
  %mul18 = mul nuw nsw i32 %add7, 264
  %add19 = add nsw i32 %mul18, %add
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %a, i64 %idxprom20
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %add22 = fadd contract float %10, %add17
  store float %add22, ptr %arrayidx21, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14gemver_kernel2iffPfS_S_S_(i32 noundef %n, float noundef %alpha, float noundef %beta, ptr noundef readonly captures(none) %a, ptr noundef captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef readonly captures(none) %z) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp327 = icmp sgt i32 %n, 0
  %idxprom10 = sext i32 %add to i64
  %arrayidx11 = getelementptr inbounds float, ptr %x, i64 %idxprom10
  %arrayidx11.promoted = load float, ptr %arrayidx11, align 4, !tbaa !8
  br i1 %cmp327, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %add1229 = phi float [ %arrayidx11.promoted, %for.body.preheader.new ], [ %add12.1, %for.body ]
  %j.028 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %mul4 = mul nuw nsw i32 %j.028, 264
  %add5 = add nsw i32 %mul4, %add
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul6 = fmul contract float %beta, %4
  %idxprom7 = zext nneg i32 %j.028 to i64
  %arrayidx8 = getelementptr inbounds nuw float, ptr %y, i64 %idxprom7
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %mul9 = fmul contract float %mul6, %5
  %add12 = fadd contract float %add1229, %mul9
  store float %add12, ptr %arrayidx11, align 4, !tbaa !8
  %inc = or disjoint i32 %j.028, 1
  %mul4.1 = mul nuw nsw i32 %inc, 264
  %add5.1 = add nsw i32 %mul4.1, %add
  %idxprom.1 = sext i32 %add5.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %mul6.1 = fmul contract float %beta, %6
  %idxprom7.1 = zext nneg i32 %inc to i64
  %arrayidx8.1 = getelementptr inbounds nuw float, ptr %y, i64 %idxprom7.1
  %7 = load float, ptr %arrayidx8.1, align 4, !tbaa !8
  %mul9.1 = fmul contract float %mul6.1, %7
  %add12.1 = fadd contract float %add12, %mul9.1
  store float %add12.1, ptr %arrayidx11, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %j.028, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %add1229.epil.init = phi float [ %arrayidx11.promoted, %for.body.preheader ], [ %add12.1, %for.end.loopexit.unr-lcssa ]
  %j.028.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod31 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod31)
  %mul4.epil = mul nuw nsw i32 %j.028.epil.init, 264
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil
  %8 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %mul6.epil = fmul contract float %beta, %8
  %idxprom7.epil = zext nneg i32 %j.028.epil.init to i64
  %arrayidx8.epil = getelementptr inbounds nuw float, ptr %y, i64 %idxprom7.epil
  %9 = load float, ptr %arrayidx8.epil, align 4, !tbaa !8
  %mul9.epil = fmul contract float %mul6.epil, %9
  %add12.epil = fadd contract float %add1229.epil.init, %mul9.epil
  store float %add12.epil, ptr %arrayidx11, align 4, !tbaa !8
  br label %for.end

for.end:                                          ; preds = %for.body.epil.preheader, %for.end.loopexit.unr-lcssa, %for.cond.preheader
  %10 = phi float [ %arrayidx11.promoted, %for.cond.preheader ], [ %add12.1, %for.end.loopexit.unr-lcssa ], [ %add12.epil, %for.body.epil.preheader ]
  %arrayidx14 = getelementptr inbounds float, ptr %z, i64 %idxprom10
  %11 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx16 = getelementptr inbounds float, ptr %x, i64 %idxprom10
  %add17 = fadd contract float %11, %10
  store float %add17, ptr %arrayidx16, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14gemver_kernel3iffPfS_S_(i32 noundef %n, float noundef %alpha, float noundef %beta, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %w) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp sgt i32 %add, -1
  %cmp3 = icmp slt i32 %add, %n
  %or.cond = and i1 %cmp, %cmp3
  %cmp421 = icmp sgt i32 %n, 0
  %or.cond24 = and i1 %or.cond, %cmp421
  br i1 %or.cond24, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %mul5 = mul nuw nsw i32 %add, 264
  %idxprom11 = zext nneg i32 %add to i64
  %arrayidx12 = getelementptr inbounds nuw float, ptr %w, i64 %idxprom11
  %arrayidx12.promoted = load float, ptr %arrayidx12, align 4, !tbaa !8
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %add1323 = phi float [ %arrayidx12.promoted, %for.body.lr.ph.new ], [ %add13.1, %for.body ]
  %j.022 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add6 = add nuw nsw i32 %j.022, %mul5
  %idxprom = zext nneg i32 %add6 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul7 = fmul contract float %alpha, %4
  %idxprom8 = zext nneg i32 %j.022 to i64
  %arrayidx9 = getelementptr inbounds nuw float, ptr %x, i64 %idxprom8
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %mul10 = fmul contract float %mul7, %5
  %add13 = fadd contract float %add1323, %mul10
  store float %add13, ptr %arrayidx12, align 4, !tbaa !8
  %inc = or disjoint i32 %j.022, 1
  %add6.1 = add nuw nsw i32 %inc, %mul5
  %idxprom.1 = zext nneg i32 %add6.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %mul7.1 = fmul contract float %alpha, %6
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds nuw float, ptr %x, i64 %idxprom8.1
  %7 = load float, ptr %arrayidx9.1, align 4, !tbaa !8
  %mul10.1 = fmul contract float %mul7.1, %7
  %add13.1 = fadd contract float %add13, %mul10.1
  store float %add13.1, ptr %arrayidx12, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %j.022, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !12

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %add1323.epil.init = phi float [ %arrayidx12.promoted, %for.body.lr.ph ], [ %add13.1, %if.end.loopexit.unr-lcssa ]
  %j.022.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod25 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod25)
  %add6.epil = add nuw nsw i32 %j.022.epil.init, %mul5
  %idxprom.epil = zext nneg i32 %add6.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.epil
  %8 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %mul7.epil = fmul contract float %alpha, %8
  %idxprom8.epil = zext nneg i32 %j.022.epil.init to i64
  %arrayidx9.epil = getelementptr inbounds nuw float, ptr %x, i64 %idxprom8.epil
  %9 = load float, ptr %arrayidx9.epil, align 4, !tbaa !8
  %mul10.epil = fmul contract float %mul7.epil, %9
  %add13.epil = fadd contract float %add1323.epil.init, %mul10.epil
  store float %add13.epil, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %entry
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!12 = distinct !{!12, !11}
