; ModuleID = 'cuda-samples/black_scholes.cu'
source_filename = "cuda-samples/black_scholes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15BlackScholesGPUP6float2S0_S0_S0_S0_ffi(ptr noalias noundef writeonly captures(none) %d_CallResult, ptr noalias noundef writeonly captures(none) %d_PutResult, ptr noalias noundef readonly captures(none) %d_StockPrice, ptr noalias noundef readonly captures(none) %d_OptionStrike, ptr noalias noundef readonly captures(none) %d_OptionYears, float noundef %Riskfree, float noundef %Volatility, i32 noundef %optN) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %div = sdiv i32 %optN, 2
  %cmp = icmp slt i32 %add, %div
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.float2, ptr %d_StockPrice, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 8, !tbaa !8
  %arrayidx4 = getelementptr inbounds %struct.float2, ptr %d_OptionStrike, i64 %idxprom
  %4 = load float, ptr %arrayidx4, align 8, !tbaa !8
  %arrayidx7 = getelementptr inbounds %struct.float2, ptr %d_OptionYears, i64 %idxprom
  %5 = load float, ptr %arrayidx7, align 8, !tbaa !8
  %call.i39.i = tail call contract noundef float @__nv_rsqrtf(float noundef %5) #3
  %call.i38.i = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %call.i39.i) #3
  %div.i = fdiv contract float %3, %4
  %call.i40.i = tail call contract noundef float @__nv_fast_logf(float noundef %div.i) #3
  %mul.i = fmul contract float %Volatility, 5.000000e-01
  %mul3.i = fmul contract float %Volatility, %mul.i
  %add.i = fadd contract float %Riskfree, %mul3.i
  %mul4.i = fmul contract float %add.i, %5
  %add5.i = fadd contract float %mul4.i, %call.i40.i
  %mul6.i = fmul contract float %Volatility, %call.i38.i
  %call.i.i = tail call contract noundef float @__nv_fast_fdividef(float noundef %add5.i, float noundef %mul6.i) #3
  %sub.i = fsub contract float %call.i.i, %mul6.i
  %call.i25.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i) #3
  %mul.i.i = fmul contract float %call.i25.i.i, 0x3FCDA67120000000
  %add.i.i = fadd contract float %mul.i.i, 1.000000e+00
  %call.i.i.i = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %add.i.i) #3
  %mul2.i.i = fmul contract float %call.i.i, -5.000000e-01
  %mul3.i.i = fmul contract float %call.i.i, %mul2.i.i
  %call.i24.i.i = tail call contract noundef float @__nv_fast_expf(float noundef %mul3.i.i) #3
  %mul5.i.i = fmul contract float %call.i24.i.i, 0x3FD9884540000000
  %mul6.i.i = fmul contract float %call.i.i.i, 0x3FF548CDE0000000
  %add7.i.i = fadd contract float %mul6.i.i, 0xBFFD23DD40000000
  %mul8.i.i = fmul contract float %call.i.i.i, %add7.i.i
  %add9.i.i = fadd contract float %mul8.i.i, 0x3FFC80EF00000000
  %mul10.i.i = fmul contract float %call.i.i.i, %add9.i.i
  %add11.i.i = fadd contract float %mul10.i.i, 0xBFD6D1F0E0000000
  %mul12.i.i = fmul contract float %call.i.i.i, %add11.i.i
  %add13.i.i = fadd contract float %mul12.i.i, 0x3FD470BF40000000
  %mul14.i.i = fmul contract float %call.i.i.i, %add13.i.i
  %mul15.i.i = fmul contract float %mul5.i.i, %mul14.i.i
  %cmp.i.i = fcmp contract ogt float %call.i.i, 0.000000e+00
  %sub.i.i = fsub contract float 1.000000e+00, %mul15.i.i
  %cnd.0.i.i = select i1 %cmp.i.i, float %sub.i.i, float %mul15.i.i
  %call.i25.i42.i = tail call contract noundef float @__nv_fabsf(float noundef %sub.i) #3
  %mul.i43.i = fmul contract float %call.i25.i42.i, 0x3FCDA67120000000
  %add.i44.i = fadd contract float %mul.i43.i, 1.000000e+00
  %call.i.i45.i = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %add.i44.i) #3
  %mul2.i46.i = fmul contract float %sub.i, -5.000000e-01
  %mul3.i47.i = fmul contract float %sub.i, %mul2.i46.i
  %call.i24.i48.i = tail call contract noundef float @__nv_fast_expf(float noundef %mul3.i47.i) #3
  %mul5.i49.i = fmul contract float %call.i24.i48.i, 0x3FD9884540000000
  %mul6.i50.i = fmul contract float %call.i.i45.i, 0x3FF548CDE0000000
  %add7.i51.i = fadd contract float %mul6.i50.i, 0xBFFD23DD40000000
  %mul8.i52.i = fmul contract float %call.i.i45.i, %add7.i51.i
  %add9.i53.i = fadd contract float %mul8.i52.i, 0x3FFC80EF00000000
  %mul10.i54.i = fmul contract float %call.i.i45.i, %add9.i53.i
  %add11.i55.i = fadd contract float %mul10.i54.i, 0xBFD6D1F0E0000000
  %mul12.i56.i = fmul contract float %call.i.i45.i, %add11.i55.i
  %add13.i57.i = fadd contract float %mul12.i56.i, 0x3FD470BF40000000
  %mul14.i58.i = fmul contract float %call.i.i45.i, %add13.i57.i
  %mul15.i59.i = fmul contract float %mul5.i49.i, %mul14.i58.i
  %cmp.i60.i = fcmp contract ogt float %sub.i, 0.000000e+00
  %sub.i61.i = fsub contract float 1.000000e+00, %mul15.i59.i
  %cnd.0.i62.i = select i1 %cmp.i60.i, float %sub.i61.i, float %mul15.i59.i
  %fneg.i = fneg contract float %Riskfree
  %mul11.i = fmul contract float %5, %fneg.i
  %call.i41.i = tail call contract noundef float @__nv_fast_expf(float noundef %mul11.i) #3
  %mul13.i = fmul contract float %3, %cnd.0.i.i
  %mul14.i = fmul contract float %4, %call.i41.i
  %mul15.i = fmul contract float %mul14.i, %cnd.0.i62.i
  %sub16.i = fsub contract float %mul13.i, %mul15.i
  %sub18.i = fsub contract float 1.000000e+00, %cnd.0.i62.i
  %mul19.i = fmul contract float %mul14.i, %sub18.i
  %sub20.i = fsub contract float 1.000000e+00, %cnd.0.i.i
  %mul21.i = fmul contract float %3, %sub20.i
  %sub22.i = fsub contract float %mul19.i, %mul21.i
  %y = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %6 = load float, ptr %y, align 4, !tbaa !11
  %y13 = getelementptr inbounds nuw i8, ptr %arrayidx4, i64 4
  %7 = load float, ptr %y13, align 4, !tbaa !11
  %y16 = getelementptr inbounds nuw i8, ptr %arrayidx7, i64 4
  %8 = load float, ptr %y16, align 4, !tbaa !11
  %call.i39.i37 = tail call contract noundef float @__nv_rsqrtf(float noundef %8) #3
  %call.i38.i38 = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %call.i39.i37) #3
  %div.i39 = fdiv contract float %6, %7
  %call.i40.i40 = tail call contract noundef float @__nv_fast_logf(float noundef %div.i39) #3
  %mul4.i44 = fmul contract float %add.i, %8
  %add5.i45 = fadd contract float %mul4.i44, %call.i40.i40
  %mul6.i46 = fmul contract float %Volatility, %call.i38.i38
  %call.i.i47 = tail call contract noundef float @__nv_fast_fdividef(float noundef %add5.i45, float noundef %mul6.i46) #3
  %sub.i48 = fsub contract float %call.i.i47, %mul6.i46
  %call.i25.i.i49 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i47) #3
  %mul.i.i50 = fmul contract float %call.i25.i.i49, 0x3FCDA67120000000
  %add.i.i51 = fadd contract float %mul.i.i50, 1.000000e+00
  %call.i.i.i52 = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %add.i.i51) #3
  %mul2.i.i53 = fmul contract float %call.i.i47, -5.000000e-01
  %mul3.i.i54 = fmul contract float %call.i.i47, %mul2.i.i53
  %call.i24.i.i55 = tail call contract noundef float @__nv_fast_expf(float noundef %mul3.i.i54) #3
  %mul5.i.i56 = fmul contract float %call.i24.i.i55, 0x3FD9884540000000
  %mul6.i.i57 = fmul contract float %call.i.i.i52, 0x3FF548CDE0000000
  %add7.i.i58 = fadd contract float %mul6.i.i57, 0xBFFD23DD40000000
  %mul8.i.i59 = fmul contract float %call.i.i.i52, %add7.i.i58
  %add9.i.i60 = fadd contract float %mul8.i.i59, 0x3FFC80EF00000000
  %mul10.i.i61 = fmul contract float %call.i.i.i52, %add9.i.i60
  %add11.i.i62 = fadd contract float %mul10.i.i61, 0xBFD6D1F0E0000000
  %mul12.i.i63 = fmul contract float %call.i.i.i52, %add11.i.i62
  %add13.i.i64 = fadd contract float %mul12.i.i63, 0x3FD470BF40000000
  %mul14.i.i65 = fmul contract float %call.i.i.i52, %add13.i.i64
  %mul15.i.i66 = fmul contract float %mul5.i.i56, %mul14.i.i65
  %cmp.i.i67 = fcmp contract ogt float %call.i.i47, 0.000000e+00
  %sub.i.i68 = fsub contract float 1.000000e+00, %mul15.i.i66
  %cnd.0.i.i69 = select i1 %cmp.i.i67, float %sub.i.i68, float %mul15.i.i66
  %call.i25.i42.i70 = tail call contract noundef float @__nv_fabsf(float noundef %sub.i48) #3
  %mul.i43.i71 = fmul contract float %call.i25.i42.i70, 0x3FCDA67120000000
  %add.i44.i72 = fadd contract float %mul.i43.i71, 1.000000e+00
  %call.i.i45.i73 = tail call contract noundef float @__nv_fast_fdividef(float noundef 1.000000e+00, float noundef %add.i44.i72) #3
  %mul2.i46.i74 = fmul contract float %sub.i48, -5.000000e-01
  %mul3.i47.i75 = fmul contract float %sub.i48, %mul2.i46.i74
  %call.i24.i48.i76 = tail call contract noundef float @__nv_fast_expf(float noundef %mul3.i47.i75) #3
  %mul5.i49.i77 = fmul contract float %call.i24.i48.i76, 0x3FD9884540000000
  %mul6.i50.i78 = fmul contract float %call.i.i45.i73, 0x3FF548CDE0000000
  %add7.i51.i79 = fadd contract float %mul6.i50.i78, 0xBFFD23DD40000000
  %mul8.i52.i80 = fmul contract float %call.i.i45.i73, %add7.i51.i79
  %add9.i53.i81 = fadd contract float %mul8.i52.i80, 0x3FFC80EF00000000
  %mul10.i54.i82 = fmul contract float %call.i.i45.i73, %add9.i53.i81
  %add11.i55.i83 = fadd contract float %mul10.i54.i82, 0xBFD6D1F0E0000000
  %mul12.i56.i84 = fmul contract float %call.i.i45.i73, %add11.i55.i83
  %add13.i57.i85 = fadd contract float %mul12.i56.i84, 0x3FD470BF40000000
  %mul14.i58.i86 = fmul contract float %call.i.i45.i73, %add13.i57.i85
  %mul15.i59.i87 = fmul contract float %mul5.i49.i77, %mul14.i58.i86
  %cmp.i60.i88 = fcmp contract ogt float %sub.i48, 0.000000e+00
  %sub.i61.i89 = fsub contract float 1.000000e+00, %mul15.i59.i87
  %cnd.0.i62.i90 = select i1 %cmp.i60.i88, float %sub.i61.i89, float %mul15.i59.i87
  %mul11.i92 = fmul contract float %8, %fneg.i
  %call.i41.i93 = tail call contract noundef float @__nv_fast_expf(float noundef %mul11.i92) #3
  %mul13.i94 = fmul contract float %6, %cnd.0.i.i69
  %mul14.i95 = fmul contract float %7, %call.i41.i93
  %mul15.i96 = fmul contract float %mul14.i95, %cnd.0.i62.i90
  %sub16.i97 = fsub contract float %mul13.i94, %mul15.i96
  %sub18.i98 = fsub contract float 1.000000e+00, %cnd.0.i62.i90
  %mul19.i99 = fmul contract float %mul14.i95, %sub18.i98
  %sub20.i100 = fsub contract float 1.000000e+00, %cnd.0.i.i69
  %mul21.i101 = fmul contract float %6, %sub20.i100
  %sub22.i102 = fsub contract float %mul19.i99, %mul21.i101
  %arrayidx19 = getelementptr inbounds %struct.float2, ptr %d_CallResult, i64 %idxprom
  store float %sub16.i, ptr %arrayidx19, align 8, !tbaa !12
  %ref.tmp.sroa.4.0.arrayidx19.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx19, i64 4
  store float %sub16.i97, ptr %ref.tmp.sroa.4.0.arrayidx19.sroa_idx, align 4, !tbaa !12
  %arrayidx23 = getelementptr inbounds %struct.float2, ptr %d_PutResult, i64 %idxprom
  store float %sub22.i, ptr %arrayidx23, align 8, !tbaa !12
  %ref.tmp20.sroa.4.0.arrayidx23.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx23, i64 4
  store float %sub22.i102, ptr %ref.tmp20.sroa.4.0.arrayidx23.sroa_idx, align 4, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_fdividef(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_expf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS6float2", !10, i64 0, !10, i64 4}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!10, !10, i64 0}
