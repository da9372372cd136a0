; ModuleID = 'gaussian.cu'
source_filename = "gaussian.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13gauss_factorsPfPKfii(ptr noundef writeonly captures(none) %m, ptr noundef readonly captures(none) %a, i32 noundef %n, i32 noundef %t) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %2, 1
  %add2 = add i32 %add, %mul
  %add4 = add i32 %add2, %t
  %cmp = icmp slt i32 %add4, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul5 = mul nsw i32 %add4, %n
  %add6 = add nsw i32 %mul5, %t
  %idxprom = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %t25 = add i32 %n, 1
  %add8 = mul i32 %t, %t25
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %a, i64 %idxprom9
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %div = fdiv contract float %3, %4
  %arrayidx14 = getelementptr inbounds float, ptr %m, i64 %idxprom
  store float %div, ptr %arrayidx14, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12gauss_updatePKfPfS1_ii(ptr noundef readonly captures(none) %m, ptr noundef captures(none) %a, ptr noundef captures(none) %b, i32 noundef %n, i32 noundef %t) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %2, 1
  %add2 = add i32 %add, %mul
  %add4 = add i32 %add2, %t
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul7 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add8 = add nuw nsw i32 %mul7, %5
  %add10 = add i32 %add8, %t
  %cmp.not = icmp slt i32 %add4, %n
  %cmp11.not = icmp slt i32 %add10, %n
  %or.cond = and i1 %cmp11.not, %cmp.not
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul12 = mul nsw i32 %add4, %n
  %add13 = add nsw i32 %mul12, %t
  %idxprom = sext i32 %add13 to i64
  %arrayidx = getelementptr inbounds float, ptr %m, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul14 = mul nsw i32 %t, %n
  %add15 = add nsw i32 %add10, %mul14
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %a, i64 %idxprom16
  %7 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %mul18 = fmul contract float %6, %7
  %add20 = add nsw i32 %mul12, %add10
  %idxprom21 = sext i32 %add20 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %a, i64 %idxprom21
  %8 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %sub = fsub contract float %8, %mul18
  store float %sub, ptr %arrayidx22, align 4, !tbaa !8
  %cmp23 = icmp eq i32 %add8, 0
  br i1 %cmp23, label %if.then24, label %cleanup

if.then24:                                        ; preds = %if.end
  %idxprom25 = sext i32 %t to i64
  %arrayidx26 = getelementptr inbounds float, ptr %b, i64 %idxprom25
  %9 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul27 = fmul contract float %6, %9
  %idxprom28 = sext i32 %add4 to i64
  %arrayidx29 = getelementptr inbounds float, ptr %b, i64 %idxprom28
  %10 = load float, ptr %arrayidx29, align 4, !tbaa !8
  %sub30 = fsub contract float %10, %mul27
  store float %sub30, ptr %arrayidx29, align 4, !tbaa !8
  br label %cleanup

cleanup:                                          ; preds = %if.end, %if.then24, %entry
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
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
