; ModuleID = 'heat3d.cu'
source_filename = "heat3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @heat3d_step(ptr noundef readonly captures(none) %power, ptr noundef readonly captures(none) %temp_in, ptr noundef writeonly captures(none) %temp_out, float noundef %dt_cap, i32 noundef %nx, i32 noundef %ny, i32 noundef %nz, float noundef %c_west, float noundef %c_east, float noundef %c_north, float noundef %c_south, float noundef %c_below, float noundef %c_above, float noundef %c_self) local_unnamed_addr #0 {
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
  %cmp.not = icmp slt i32 %add, %nx
  %cmp8.not = icmp slt i32 %add7, %ny
  %or.cond = and i1 %cmp.not, %cmp8.not
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul9 = mul nsw i32 %ny, %nx
  %cmp12 = icmp sgt i32 %add, 0
  %cond = sext i1 %cmp12 to i32
  %sub = add nsw i32 %nx, -1
  %cmp13 = icmp slt i32 %add, %sub
  %cond14 = zext i1 %cmp13 to i32
  %sub18 = add nsw i32 %ny, -1
  %cmp19 = icmp samesign ult i32 %add7, %sub18
  %cond23 = select i1 %cmp19, i32 %nx, i32 0
  %cmp24102 = icmp sgt i32 %nz, 0
  br i1 %cmp24102, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %mul10 = mul nsw i32 %nx, %add7
  %add11 = add nsw i32 %mul10, %add
  %idxprom = sext i32 %add11 to i64
  %arrayidx = getelementptr inbounds float, ptr %temp_in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %cmp15.not = icmp eq i32 %add7, 0
  %sub25 = add nsw i32 %nz, -1
  %7 = select i1 %cmp15.not, i32 0, i32 %nx
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cond.end32
  %at.0106 = phi i32 [ %add11, %for.body.lr.ph ], [ %add28, %cond.end32 ]
  %z.0105 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %cond.end32 ]
  %below.0104 = phi float [ %6, %for.body.lr.ph ], [ %here.0103, %cond.end32 ]
  %here.0103 = phi float [ %6, %for.body.lr.ph ], [ %cond33, %cond.end32 ]
  %cmp26 = icmp slt i32 %z.0105, %sub25
  %add28 = add nsw i32 %at.0106, %mul9
  br i1 %cmp26, label %cond.true27, label %cond.end32

cond.true27:                                      ; preds = %for.body
  %idxprom29 = sext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds float, ptr %temp_in, i64 %idxprom29
  %8 = load float, ptr %arrayidx30, align 4, !tbaa !8
  br label %cond.end32

cond.end32:                                       ; preds = %for.body, %cond.true27
  %cond33 = phi contract float [ %8, %cond.true27 ], [ %here.0103, %for.body ]
  %mul34 = fmul contract float %c_self, %here.0103
  %add35 = add nsw i32 %at.0106, %cond
  %idxprom36 = sext i32 %add35 to i64
  %arrayidx37 = getelementptr inbounds float, ptr %temp_in, i64 %idxprom36
  %9 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %mul38 = fmul contract float %c_west, %9
  %add39 = fadd contract float %mul34, %mul38
  %add40 = add nsw i32 %at.0106, %cond14
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %temp_in, i64 %idxprom41
  %10 = load float, ptr %arrayidx42, align 4, !tbaa !8
  %mul43 = fmul contract float %c_east, %10
  %add44 = fadd contract float %add39, %mul43
  %add45101 = sub i32 %at.0106, %7
  %idxprom46 = sext i32 %add45101 to i64
  %arrayidx47 = getelementptr inbounds float, ptr %temp_in, i64 %idxprom46
  %11 = load float, ptr %arrayidx47, align 4, !tbaa !8
  %mul48 = fmul contract float %c_north, %11
  %add49 = fadd contract float %add44, %mul48
  %add50 = add nsw i32 %at.0106, %cond23
  %idxprom51 = sext i32 %add50 to i64
  %arrayidx52 = getelementptr inbounds float, ptr %temp_in, i64 %idxprom51
  %12 = load float, ptr %arrayidx52, align 4, !tbaa !8
  %mul53 = fmul contract float %c_south, %12
  %add54 = fadd contract float %add49, %mul53
  %mul55 = fmul contract float %c_below, %below.0104
  %add56 = fadd contract float %mul55, %add54
  %mul57 = fmul contract float %c_above, %cond33
  %add58 = fadd contract float %mul57, %add56
  %idxprom59 = sext i32 %at.0106 to i64
  %arrayidx60 = getelementptr inbounds float, ptr %power, i64 %idxprom59
  %13 = load float, ptr %arrayidx60, align 4, !tbaa !8
  %mul61 = fmul contract float %dt_cap, %13
  %add62 = fadd contract float %mul61, %add58
  %arrayidx64 = getelementptr inbounds float, ptr %temp_out, i64 %idxprom59
  store float %add62, ptr %arrayidx64, align 4, !tbaa !8
  %inc = add nuw nsw i32 %z.0105, 1
  %exitcond.not = icmp eq i32 %inc, %nz
  br i1 %exitcond.not, label %cleanup, label %for.body, !llvm.loop !10

cleanup:                                          ; preds = %cond.end32, %if.end, %entry
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
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
