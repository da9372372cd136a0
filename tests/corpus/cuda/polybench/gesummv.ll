; ModuleID = 'polybench/gesummv.cu'
source_filename = "polybench/gesummv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14gesummv_kerneliffPfS_S_S_S_(i32 noundef %n, float noundef %alpha, float noundef %beta, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef captures(none) %tmp, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp348 = icmp sgt i32 %n, 0
  br i1 %cmp348, label %for.body.lr.ph, label %for.cond.preheader.for.end_crit_edge

for.cond.preheader.for.end_crit_edge:             ; preds = %for.cond.preheader
  %idxprom22.phi.trans.insert = sext i32 %add to i64
  %arrayidx26.phi.trans.insert = getelementptr inbounds float, ptr %y, i64 %idxprom22.phi.trans.insert
  %.pre = load float, ptr %arrayidx26.phi.trans.insert, align 4, !tbaa !8
  br label %for.end

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %mul4 = mul nsw i32 %add, 300
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds float, ptr %tmp, i64 %idxprom9
  %arrayidx20 = getelementptr inbounds float, ptr %y, i64 %idxprom9
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %j.049 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %add5 = add nsw i32 %j.049, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom6 = zext nneg i32 %j.049 to i64
  %arrayidx7 = getelementptr inbounds nuw float, ptr %x, i64 %idxprom6
  %4 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %mul8 = fmul contract float %3, %4
  %5 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add11 = fadd contract float %5, %mul8
  store float %add11, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx15 = getelementptr inbounds float, ptr %B, i64 %idxprom
  %6 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %7 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %mul18 = fmul contract float %6, %7
  %8 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %add21 = fadd contract float %8, %mul18
  store float %add21, ptr %arrayidx20, align 4, !tbaa !8
  %inc = add nuw nsw i32 %j.049, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !10

for.end:                                          ; preds = %for.body, %for.cond.preheader.for.end_crit_edge
  %idxprom22.pre-phi = phi i64 [ %idxprom22.phi.trans.insert, %for.cond.preheader.for.end_crit_edge ], [ %idxprom9, %for.body ]
  %9 = phi float [ %.pre, %for.cond.preheader.for.end_crit_edge ], [ %add21, %for.body ]
  %arrayidx23 = getelementptr inbounds float, ptr %tmp, i64 %idxprom22.pre-phi
  %10 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %mul24 = fmul contract float %alpha, %10
  %arrayidx26 = getelementptr inbounds float, ptr %y, i64 %idxprom22.pre-phi
  %mul27 = fmul contract float %beta, %9
  %add28 = fadd contract float %mul24, %mul27
  store float %add28, ptr %arrayidx26, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
