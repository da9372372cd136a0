; ModuleID = 'black_scholes.cu'
source_filename = "black_scholes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @black_scholes(ptr noundef writeonly captures(none) %call, ptr noundef writeonly captures(none) %put, ptr noundef readonly captures(none) %spot, ptr noundef readonly captures(none) %strike, ptr noundef readonly captures(none) %years, float noundef %riskfree, float noundef %volatility, i32 noundef %count) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp83 = icmp slt i32 %add, %count
  br i1 %cmp83, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul10 = fmul contract float %volatility, 5.000000e-01
  %mul11 = fmul contract float %volatility, %mul10
  %add12 = fadd contract float %riskfree, %mul11
  %fneg = fneg contract float %riskfree
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul36 = mul i32 %1, %3
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.084 = phi i32 [ %add, %for.body.lr.ph ], [ %add37, %for.body ]
  %idxprom = sext i32 %i.084 to i64
  %arrayidx = getelementptr inbounds float, ptr %spot, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds float, ptr %strike, i64 %idxprom
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds float, ptr %years, i64 %idxprom
  %6 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %6) #3
  %mul9 = fmul contract float %volatility, %call.i
  %div = fdiv contract float %4, %5
  %call.i57 = tail call contract noundef float @__nv_logf(float noundef %div) #3
  %mul14 = fmul contract float %add12, %6
  %add15 = fadd contract float %mul14, %call.i57
  %div16 = fdiv contract float %add15, %mul9
  %sub = fsub contract float %div16, %mul9
  %mul17 = fmul contract float %6, %fneg
  %call.i58 = tail call contract noundef float @__nv_expf(float noundef %mul17) #3
  %mul19 = fmul contract float %5, %call.i58
  %call.i81 = tail call contract noundef float @__nv_fabsf(float noundef %div16) #3
  %mul.i61 = fmul contract float %call.i81, 0x3FCDA67120000000
  %add.i62 = fadd contract float %mul.i61, 1.000000e+00
  %div.i63 = fdiv contract float 1.000000e+00, %add.i62
  %mul1.i64 = fmul contract float %div.i63, 0x3FF548CDE0000000
  %add2.i65 = fadd contract float %mul1.i64, 0xBFFD23DD40000000
  %mul3.i66 = fmul contract float %div.i63, %add2.i65
  %add4.i67 = fadd contract float %mul3.i66, 0x3FFC80EF00000000
  %mul5.i68 = fmul contract float %div.i63, %add4.i67
  %add6.i69 = fadd contract float %mul5.i68, 0xBFD6D1F0E0000000
  %mul7.i70 = fmul contract float %div.i63, %add6.i69
  %add8.i71 = fadd contract float %mul7.i70, 0x3FD470BF40000000
  %mul9.i72 = fmul contract float %div.i63, %add8.i71
  %mul10.i73 = fmul contract float %call.i81, -5.000000e-01
  %mul11.i74 = fmul contract float %call.i81, %mul10.i73
  %call.i.i75 = tail call contract noundef float @__nv_expf(float noundef %mul11.i74) #3
  %mul13.i76 = fmul contract float %call.i.i75, 0x3FD9884540000000
  %mul14.i77 = fmul contract float %mul13.i76, %mul9.i72
  %cmp.i78 = fcmp contract oge float %div16, 0.000000e+00
  %sub.i79 = fsub contract float 1.000000e+00, %mul14.i77
  %cond.i80 = select contract i1 %cmp.i78, float %sub.i79, float %mul14.i77
  %call.i82 = tail call contract noundef float @__nv_fabsf(float noundef %sub) #3
  %mul.i = fmul contract float %call.i82, 0x3FCDA67120000000
  %add.i = fadd contract float %mul.i, 1.000000e+00
  %div.i = fdiv contract float 1.000000e+00, %add.i
  %mul1.i = fmul contract float %div.i, 0x3FF548CDE0000000
  %add2.i = fadd contract float %mul1.i, 0xBFFD23DD40000000
  %mul3.i = fmul contract float %div.i, %add2.i
  %add4.i = fadd contract float %mul3.i, 0x3FFC80EF00000000
  %mul5.i = fmul contract float %div.i, %add4.i
  %add6.i = fadd contract float %mul5.i, 0xBFD6D1F0E0000000
  %mul7.i = fmul contract float %div.i, %add6.i
  %add8.i = fadd contract float %mul7.i, 0x3FD470BF40000000
  %mul9.i = fmul contract float %div.i, %add8.i
  %mul10.i = fmul contract float %call.i82, -5.000000e-01
  %mul11.i = fmul contract float %call.i82, %mul10.i
  %call.i.i = tail call contract noundef float @__nv_expf(float noundef %mul11.i) #3
  %mul13.i = fmul contract float %call.i.i, 0x3FD9884540000000
  %mul14.i = fmul contract float %mul13.i, %mul9.i
  %cmp.i = fcmp contract oge float %sub, 0.000000e+00
  %sub.i = fsub contract float 1.000000e+00, %mul14.i
  %cond.i = select contract i1 %cmp.i, float %sub.i, float %mul14.i
  %mul22 = fmul contract float %4, %cond.i80
  %mul23 = fmul contract float %mul19, %cond.i
  %sub24 = fsub contract float %mul22, %mul23
  %arrayidx26 = getelementptr inbounds float, ptr %call, i64 %idxprom
  store float %sub24, ptr %arrayidx26, align 4, !tbaa !8
  %sub27 = fsub contract float 1.000000e+00, %cond.i
  %mul28 = fmul contract float %mul19, %sub27
  %sub29 = fsub contract float 1.000000e+00, %cond.i80
  %mul30 = fmul contract float %4, %sub29
  %sub31 = fsub contract float %mul28, %mul30
  %arrayidx33 = getelementptr inbounds float, ptr %put, i64 %idxprom
  store float %sub31, ptr %arrayidx33, align 4, !tbaa !8
  %add37 = add i32 %i.084, %mul36
  %cmp = icmp slt i32 %add37, %count
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" }
attributes #3 = { convergent nounwind }

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
