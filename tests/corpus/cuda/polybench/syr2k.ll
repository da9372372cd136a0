; ModuleID = 'polybench/syr2k.cu'
source_filename = "polybench/syr2k.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12syr2k_kerneliiffPfS_S_(i32 noundef %ni, i32 noundef %nj, float noundef %alpha, float noundef %beta, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef captures(none) %c) local_unnamed_addr #0 {
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
  %cmp = icmp samesign ult i32 %add7, 72
  %cmp8 = icmp slt i32 %add, 72
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 72
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %c, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul11 = fmul contract float %beta, %6
  store float %mul11, ptr %arrayidx, align 4, !tbaa !8
  %mul13 = mul nuw nsw i32 %add7, 40
  %mul18 = mul nsw i32 %add, 40
  br label %for.body

for.body:                                         ; preds = %if.then, %for.body
  %k.056 = phi i32 [ 0, %if.then ], [ %inc, %for.body ]
  %7 = phi float [ %mul11, %if.then ], [ %add38, %for.body ]
  %add14 = add nuw nsw i32 %k.056, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom15
  %8 = load float, ptr %arrayidx16, align 4, !tbaa !8
  %mul17 = fmul contract float %alpha, %8
  %add19 = add nsw i32 %k.056, %mul18
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %b, i64 %idxprom20
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul contract float %mul17, %9
  %arrayidx26 = getelementptr inbounds nuw float, ptr %b, i64 %idxprom15
  %10 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %mul27 = fmul contract float %alpha, %10
  %arrayidx31 = getelementptr inbounds float, ptr %a, i64 %idxprom20
  %11 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %mul32 = fmul contract float %mul27, %11
  %add33 = fadd contract float %mul22, %mul32
  %add38 = fadd contract float %7, %add33
  store float %add38, ptr %arrayidx, align 4, !tbaa !8
  %inc = add nuw nsw i32 %k.056, 1
  %exitcond.not = icmp eq i32 %inc, 40
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !10

if.end:                                           ; preds = %for.body, %entry
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
