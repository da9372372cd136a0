; ModuleID = 'hecbench/black_scholes.cu'
source_filename = "hecbench/black_scholes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.yieldTermStruct = type { float, float, float, float, float }
%struct.blackVolStruct = type { float, float, float }
%struct.normalDistStruct = type { float, float, float, float, float }
%struct.payoffStruct = type { i32, float }
%struct.blackCalcStruct = type { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float }
%struct.optionInputStruct = type { i32, float, float, float, float, float, float, float, float }

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z26interestRateCompoundFactorf15yieldTermStruct(float noundef %t, ptr noundef readonly byval(%struct.yieldTermStruct) align 4 captures(none) %currYieldTermStruct) local_unnamed_addr #0 {
entry:
  %forward = getelementptr inbounds nuw i8, ptr %currYieldTermStruct, i64 4
  %0 = load float, ptr %forward, align 4, !tbaa !8
  %mul = fmul contract float %t, %0
  %call.i = tail call contract noundef float @__nv_expf(float noundef %mul) #6
  ret float %call.i
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z26interestRateDiscountFactorf15yieldTermStruct(float noundef %t, ptr noundef readonly byval(%struct.yieldTermStruct) align 4 captures(none) %currYieldTermStruct) local_unnamed_addr #0 {
entry:
  %agg.tmp.sroa.2.0.currYieldTermStruct.sroa_idx = getelementptr inbounds nuw i8, ptr %currYieldTermStruct, i64 4
  %agg.tmp.sroa.2.0.copyload = load float, ptr %agg.tmp.sroa.2.0.currYieldTermStruct.sroa_idx, align 4, !tbaa !11
  %mul.i = fmul contract float %t, %agg.tmp.sroa.2.0.copyload
  %call.i.i = tail call contract noundef float @__nv_expf(float noundef %mul.i) #6
  %div = fdiv contract float 1.000000e+00, %call.i.i
  ret float %div
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z19getBlackVolBlackVar14blackVolStruct(ptr noundef readonly byval(%struct.blackVolStruct) align 4 captures(none) %volTS) local_unnamed_addr #1 {
entry:
  %volatility = getelementptr inbounds nuw i8, ptr %volTS, i64 8
  %0 = load float, ptr %volatility, align 4, !tbaa !12
  %mul = fmul contract float %0, %0
  %1 = load float, ptr %volTS, align 4, !tbaa !14
  %mul1 = fmul contract float %mul, %1
  ret float %mul1
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z26getDiscountOnDividendYieldf15yieldTermStruct(float noundef %yearFraction, ptr noundef readonly byval(%struct.yieldTermStruct) align 4 captures(none) %dividendYieldTermStruct) local_unnamed_addr #0 {
entry:
  %agg.tmp.sroa.2.0.dividendYieldTermStruct.sroa_idx = getelementptr inbounds nuw i8, ptr %dividendYieldTermStruct, i64 4
  %agg.tmp.sroa.2.0.copyload = load float, ptr %agg.tmp.sroa.2.0.dividendYieldTermStruct.sroa_idx, align 4, !tbaa !11
  %mul.i.i = fmul contract float %yearFraction, %agg.tmp.sroa.2.0.copyload
  %call.i.i.i = tail call contract noundef float @__nv_expf(float noundef %mul.i.i) #6
  %div.i = fdiv contract float 1.000000e+00, %call.i.i.i
  ret float %div.i
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z25getDiscountOnRiskFreeRatef15yieldTermStruct(float noundef %yearFraction, ptr noundef readonly byval(%struct.yieldTermStruct) align 4 captures(none) %riskFreeRateYieldTermStruct) local_unnamed_addr #0 {
entry:
  %agg.tmp.sroa.2.0.riskFreeRateYieldTermStruct.sroa_idx = getelementptr inbounds nuw i8, ptr %riskFreeRateYieldTermStruct, i64 4
  %agg.tmp.sroa.2.0.copyload = load float, ptr %agg.tmp.sroa.2.0.riskFreeRateYieldTermStruct.sroa_idx, align 4, !tbaa !11
  %mul.i.i = fmul contract float %yearFraction, %agg.tmp.sroa.2.0.copyload
  %call.i.i.i = tail call contract noundef float @__nv_expf(float noundef %mul.i.i) #6
  %div.i = fdiv contract float 1.000000e+00, %call.i.i.i
  ret float %div.i
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z10errorFunct16normalDistStructf(ptr noundef readnone byval(%struct.normalDistStruct) align 4 captures(none) %normDist, float noundef %x) local_unnamed_addr #0 {
entry:
  %call.i228 = tail call contract noundef float @__nv_fabsf(float noundef %x) #6
  %cmp = fcmp contract olt float %call.i228, 8.437500e-01
  br i1 %cmp, label %if.then, label %if.end31

if.then:                                          ; preds = %entry
  %cmp1 = fcmp contract olt float %call.i228, 0x3E30000000000000
  br i1 %cmp1, label %if.then2, label %if.end9

if.then2:                                         ; preds = %if.then
  %cmp3 = fcmp contract olt float %call.i228, 0x3850000000000000
  br i1 %cmp3, label %if.then4, label %if.end

if.then4:                                         ; preds = %if.then2
  %mul = fmul contract float %x, 8.000000e+00
  %mul5 = fmul contract float %x, 0x3FF06EBA80000000
  %add = fadd contract float %mul, %mul5
  %mul6 = fmul contract float %add, 1.250000e-01
  br label %cleanup

if.end:                                           ; preds = %if.then2
  %mul7 = fmul contract float %x, 0x3FC06EBA80000000
  %add8 = fadd contract float %x, %mul7
  br label %cleanup

if.end9:                                          ; preds = %if.then
  %mul10 = fmul contract float %x, %x
  %mul11 = fmul contract float %mul10, 0x3EF8EAD620000000
  %0 = fsub contract float 0xBF77A29120000000, %mul11
  %mul13 = fmul contract float %mul10, %0
  %add14 = fadd contract float %mul13, 0xBF9D2A51E0000000
  %mul15 = fmul contract float %mul10, %add14
  %add16 = fadd contract float %mul15, 0xBFD4CD7D60000000
  %mul17 = fmul contract float %mul10, %add16
  %add18 = fadd contract float %mul17, 0x3FC06EBA80000000
  %mul19 = fmul contract float %mul10, 0x3ED09C4340000000
  %1 = fsub contract float 0x3F215DC920000000, %mul19
  %mul21 = fmul contract float %mul10, %1
  %add22 = fadd contract float %mul21, 0x3F74D022C0000000
  %mul23 = fmul contract float %mul10, %add22
  %add24 = fadd contract float %mul23, 0x3FB0A54C60000000
  %mul25 = fmul contract float %mul10, %add24
  %add26 = fadd contract float %mul25, 0x3FD97779C0000000
  %mul27 = fmul contract float %mul10, %add26
  %add28 = fadd contract float %mul27, 1.000000e+00
  %div = fdiv contract float %add18, %add28
  %mul29 = fmul contract float %x, %div
  %add30 = fadd contract float %x, %mul29
  br label %cleanup

if.end31:                                         ; preds = %entry
  %cmp32 = fcmp contract olt float %call.i228, 1.250000e+00
  br i1 %cmp32, label %if.then33, label %if.end64

if.then33:                                        ; preds = %if.end31
  %sub = fadd contract float %call.i228, -1.000000e+00
  %mul34 = fmul contract float %sub, 0x3F61BF3800000000
  %2 = fsub contract float 0x3FA22A3660000000, %mul34
  %mul36 = fmul contract float %sub, %2
  %add37 = fadd contract float %mul36, 0xBFBC639840000000
  %mul38 = fmul contract float %sub, %add37
  %add39 = fadd contract float %mul38, 0x3FD45FCA80000000
  %mul40 = fmul contract float %sub, %add39
  %add41 = fadd contract float %mul40, 0xBFD7D24100000000
  %mul42 = fmul contract float %sub, %add41
  %add43 = fadd contract float %mul42, 0x3FDA8D00A0000000
  %mul44 = fmul contract float %sub, %add43
  %add45 = fadd contract float %mul44, 0xBF6359B8C0000000
  %mul46 = fmul contract float %sub, 0x3F888B5460000000
  %add47 = fadd contract float %mul46, 0x3F8BEDC260000000
  %mul48 = fmul contract float %sub, %add47
  %add49 = fadd contract float %mul48, 0x3FC02660E0000000
  %mul50 = fmul contract float %sub, %add49
  %add51 = fadd contract float %mul50, 0x3FB2635CE0000000
  %mul52 = fmul contract float %sub, %add51
  %add53 = fadd contract float %mul52, 0x3FE14AF0A0000000
  %mul54 = fmul contract float %sub, %add53
  %add55 = fadd contract float %mul54, 0x3FBB3E6620000000
  %mul56 = fmul contract float %sub, %add55
  %add57 = fadd contract float %mul56, 1.000000e+00
  %cmp58 = fcmp contract ult float %x, 0.000000e+00
  %div62 = fdiv contract float %add45, %add57
  br i1 %cmp58, label %if.else, label %if.then59

if.then59:                                        ; preds = %if.then33
  %add61 = fadd contract float %div62, 0x3FEB0AC160000000
  br label %cleanup

if.else:                                          ; preds = %if.then33
  %sub63 = fsub contract float 0xBFEB0AC160000000, %div62
  br label %cleanup

if.end64:                                         ; preds = %if.end31
  %cmp65 = fcmp contract ult float %call.i228, 6.000000e+00
  br i1 %cmp65, label %if.end70, label %if.then66

if.then66:                                        ; preds = %if.end64
  %cmp67 = fcmp contract ult float %x, 0.000000e+00
  %. = select i1 %cmp67, float -1.000000e+00, float 1.000000e+00
  br label %cleanup

if.end70:                                         ; preds = %if.end64
  %mul71 = fmul contract float %call.i228, %call.i228
  %div72 = fdiv contract float 1.000000e+00, %mul71
  %cmp73 = fcmp contract olt float %call.i228, 0x4006DB6DC0000000
  br i1 %cmp73, label %if.then74, label %if.else105

if.then74:                                        ; preds = %if.end70
  %mul75 = fmul contract float %div72, 0x4023A0EFC0000000
  %3 = fsub contract float 0xC054526560000000, %mul75
  %mul77 = fmul contract float %div72, %3
  %add78 = fadd contract float %mul77, 0xC067135CE0000000
  %mul79 = fmul contract float %div72, %add78
  %add80 = fadd contract float %mul79, 0xC0644CB180000000
  %mul81 = fmul contract float %div72, %add80
  %add82 = fadd contract float %mul81, 0xC04F300AE0000000
  %mul83 = fmul contract float %div72, %add82
  %add84 = fadd contract float %mul83, 0xC0251E0440000000
  %mul85 = fmul contract float %div72, %add84
  %add86 = fadd contract float %mul85, 0xBFE63416E0000000
  %mul87 = fmul contract float %div72, %add86
  %add88 = fadd contract float %mul87, 0xBF84341260000000
  %mul89 = fmul contract float %div72, 0x3FAEEFF2E0000000
  %4 = fsub contract float 0x401A47EF80000000, %mul89
  %mul91 = fmul contract float %div72, %4
  %add92 = fadd contract float %mul91, 0x405B28A3E0000000
  br label %if.end132

if.else105:                                       ; preds = %if.end70
  %mul106 = fmul contract float %div72, 0x407E384EA0000000
  %5 = fsub contract float 0xC090046160000000, %mul106
  %mul108 = fmul contract float %div72, %5
  %add109 = fadd contract float %mul108, 0xC083EC8820000000
  %mul110 = fmul contract float %div72, %add109
  %add111 = fadd contract float %mul110, 0xC064145D40000000
  %mul112 = fmul contract float %div72, %add111
  %add113 = fadd contract float %mul112, 0xC031C20960000000
  %mul114 = fmul contract float %div72, %add113
  %add115 = fadd contract float %mul114, 0xBFE993BA80000000
  %mul116 = fmul contract float %div72, %add115
  %add117 = fadd contract float %mul116, 0xBF84341240000000
  %mul118 = fmul contract float %div72, 0x403670E240000000
  %6 = fsub contract float 0x407DA874E0000000, %mul118
  br label %if.end132

if.end132:                                        ; preds = %if.else105, %if.then74
  %.sink233 = phi float [ %6, %if.else105 ], [ %add92, %if.then74 ]
  %.sink232 = phi float [ 0x40A3F219C0000000, %if.else105 ], [ 0x407AD02160000000, %if.then74 ]
  %.sink231 = phi float [ 0x40A8FFB760000000, %if.else105 ], [ 0x40842B1920000000, %if.then74 ]
  %.sink230 = phi float [ 0x409802EB20000000, %if.else105 ], [ 0x407B290DE0000000, %if.then74 ]
  %.sink229 = phi float [ 0x40745CAE20000000, %if.else105 ], [ 0x4061350C60000000, %if.then74 ]
  %.sink = phi float [ 0x403E568B20000000, %if.else105 ], [ 0x4033A6B9C0000000, %if.then74 ]
  %R.0 = phi float [ %add117, %if.else105 ], [ %add88, %if.then74 ]
  %mul120 = fmul contract float %div72, %.sink233
  %add121 = fadd contract float %mul120, %.sink232
  %mul122 = fmul contract float %div72, %add121
  %add123 = fadd contract float %mul122, %.sink231
  %mul124 = fmul contract float %div72, %add123
  %add125 = fadd contract float %mul124, %.sink230
  %mul126 = fmul contract float %div72, %add125
  %add127 = fadd contract float %mul126, %.sink229
  %mul128 = fmul contract float %div72, %add127
  %add129 = fadd contract float %mul128, %.sink
  %S.0.in = fmul contract float %div72, %add129
  %S.0 = fadd contract float %S.0.in, 1.000000e+00
  %sub134 = fsub contract float -5.625000e-01, %mul71
  %div135 = fdiv contract float %R.0, %S.0
  %add136 = fadd contract float %sub134, %div135
  %call.i = tail call contract noundef float @__nv_expf(float noundef %add136) #6
  %cmp138 = fcmp contract ult float %x, 0.000000e+00
  %div143 = fdiv contract float %call.i, %call.i228
  br i1 %cmp138, label %if.else142, label %if.then139

if.then139:                                       ; preds = %if.end132
  %sub141 = fsub contract float 1.000000e+00, %div143
  br label %cleanup

if.else142:                                       ; preds = %if.end132
  %sub144 = fadd contract float %div143, -1.000000e+00
  br label %cleanup

cleanup:                                          ; preds = %if.then66, %if.else142, %if.then139, %if.else, %if.then59, %if.end9, %if.end, %if.then4
  %retval.0 = phi float [ %mul6, %if.then4 ], [ %add8, %if.end ], [ %add30, %if.end9 ], [ %add61, %if.then59 ], [ %sub63, %if.else ], [ %., %if.then66 ], [ %sub144, %if.else142 ], [ %sub141, %if.then139 ]
  ret float %retval.0
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z13cumNormDistOp16normalDistStructf(ptr noundef readonly byval(%struct.normalDistStruct) align 4 captures(none) %normDist, float noundef %z) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %normDist, align 4, !tbaa !15
  %sub = fsub contract float %z, %0
  %sigma = getelementptr inbounds nuw i8, ptr %normDist, i64 4
  %1 = load float, ptr %sigma, align 4, !tbaa !17
  %div = fdiv contract float %sub, %1
  %mul = fmul contract float %div, 0x3FE6A09E60000000
  %call.i228.i = tail call contract noundef float @__nv_fabsf(float noundef %mul) #6
  %cmp.i = fcmp contract olt float %call.i228.i, 8.437500e-01
  br i1 %cmp.i, label %if.then.i, label %if.end31.i

if.then.i:                                        ; preds = %entry
  %cmp1.i = fcmp contract olt float %call.i228.i, 0x3E30000000000000
  br i1 %cmp1.i, label %if.then2.i, label %if.end9.i

if.then2.i:                                       ; preds = %if.then.i
  %cmp3.i = fcmp contract olt float %call.i228.i, 0x3850000000000000
  br i1 %cmp3.i, label %if.then4.i, label %if.end.i

if.then4.i:                                       ; preds = %if.then2.i
  %mul.i = fmul contract float %mul, 8.000000e+00
  %mul5.i = fmul contract float %mul, 0x3FF06EBA80000000
  %add.i = fadd contract float %mul.i, %mul5.i
  %mul6.i = fmul contract float %add.i, 1.250000e-01
  br label %_Z10errorFunct16normalDistStructf.exit

if.end.i:                                         ; preds = %if.then2.i
  %mul7.i = fmul contract float %mul, 0x3FC06EBA80000000
  %add8.i = fadd contract float %mul, %mul7.i
  br label %_Z10errorFunct16normalDistStructf.exit

if.end9.i:                                        ; preds = %if.then.i
  %mul10.i = fmul contract float %mul, %mul
  %mul11.i = fmul contract float %mul10.i, 0x3EF8EAD620000000
  %2 = fsub contract float 0xBF77A29120000000, %mul11.i
  %mul13.i = fmul contract float %mul10.i, %2
  %add14.i = fadd contract float %mul13.i, 0xBF9D2A51E0000000
  %mul15.i = fmul contract float %mul10.i, %add14.i
  %add16.i = fadd contract float %mul15.i, 0xBFD4CD7D60000000
  %mul17.i = fmul contract float %mul10.i, %add16.i
  %add18.i = fadd contract float %mul17.i, 0x3FC06EBA80000000
  %mul19.i = fmul contract float %mul10.i, 0x3ED09C4340000000
  %3 = fsub contract float 0x3F215DC920000000, %mul19.i
  %mul21.i = fmul contract float %mul10.i, %3
  %add22.i = fadd contract float %mul21.i, 0x3F74D022C0000000
  %mul23.i = fmul contract float %mul10.i, %add22.i
  %add24.i = fadd contract float %mul23.i, 0x3FB0A54C60000000
  %mul25.i = fmul contract float %mul10.i, %add24.i
  %add26.i = fadd contract float %mul25.i, 0x3FD97779C0000000
  %mul27.i = fmul contract float %mul10.i, %add26.i
  %add28.i = fadd contract float %mul27.i, 1.000000e+00
  %div.i = fdiv contract float %add18.i, %add28.i
  %mul29.i = fmul contract float %mul, %div.i
  %add30.i = fadd contract float %mul, %mul29.i
  br label %_Z10errorFunct16normalDistStructf.exit

if.end31.i:                                       ; preds = %entry
  %cmp32.i = fcmp contract olt float %call.i228.i, 1.250000e+00
  br i1 %cmp32.i, label %if.then33.i, label %if.end64.i

if.then33.i:                                      ; preds = %if.end31.i
  %sub.i = fadd contract float %call.i228.i, -1.000000e+00
  %mul34.i = fmul contract float %sub.i, 0x3F61BF3800000000
  %4 = fsub contract float 0x3FA22A3660000000, %mul34.i
  %mul36.i = fmul contract float %sub.i, %4
  %add37.i = fadd contract float %mul36.i, 0xBFBC639840000000
  %mul38.i = fmul contract float %sub.i, %add37.i
  %add39.i = fadd contract float %mul38.i, 0x3FD45FCA80000000
  %mul40.i = fmul contract float %sub.i, %add39.i
  %add41.i = fadd contract float %mul40.i, 0xBFD7D24100000000
  %mul42.i = fmul contract float %sub.i, %add41.i
  %add43.i = fadd contract float %mul42.i, 0x3FDA8D00A0000000
  %mul44.i = fmul contract float %sub.i, %add43.i
  %add45.i = fadd contract float %mul44.i, 0xBF6359B8C0000000
  %mul46.i = fmul contract float %sub.i, 0x3F888B5460000000
  %add47.i = fadd contract float %mul46.i, 0x3F8BEDC260000000
  %mul48.i = fmul contract float %sub.i, %add47.i
  %add49.i = fadd contract float %mul48.i, 0x3FC02660E0000000
  %mul50.i = fmul contract float %sub.i, %add49.i
  %add51.i = fadd contract float %mul50.i, 0x3FB2635CE0000000
  %mul52.i = fmul contract float %sub.i, %add51.i
  %add53.i = fadd contract float %mul52.i, 0x3FE14AF0A0000000
  %mul54.i = fmul contract float %sub.i, %add53.i
  %add55.i = fadd contract float %mul54.i, 0x3FBB3E6620000000
  %mul56.i = fmul contract float %sub.i, %add55.i
  %add57.i = fadd contract float %mul56.i, 1.000000e+00
  %cmp58.i = fcmp contract ult float %mul, 0.000000e+00
  %div62.i = fdiv contract float %add45.i, %add57.i
  br i1 %cmp58.i, label %if.else.i, label %if.then59.i

if.then59.i:                                      ; preds = %if.then33.i
  %add61.i = fadd contract float %div62.i, 0x3FEB0AC160000000
  br label %_Z10errorFunct16normalDistStructf.exit

if.else.i:                                        ; preds = %if.then33.i
  %sub63.i = fsub contract float 0xBFEB0AC160000000, %div62.i
  br label %_Z10errorFunct16normalDistStructf.exit

if.end64.i:                                       ; preds = %if.end31.i
  %cmp65.i = fcmp contract ult float %call.i228.i, 6.000000e+00
  br i1 %cmp65.i, label %if.end70.i, label %if.then66.i

if.then66.i:                                      ; preds = %if.end64.i
  %cmp67.i = fcmp contract ult float %mul, 0.000000e+00
  %..i = select i1 %cmp67.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z10errorFunct16normalDistStructf.exit

if.end70.i:                                       ; preds = %if.end64.i
  %mul71.i = fmul contract float %call.i228.i, %call.i228.i
  %div72.i = fdiv contract float 1.000000e+00, %mul71.i
  %cmp73.i = fcmp contract olt float %call.i228.i, 0x4006DB6DC0000000
  br i1 %cmp73.i, label %if.then74.i, label %if.else105.i

if.then74.i:                                      ; preds = %if.end70.i
  %mul75.i = fmul contract float %div72.i, 0x4023A0EFC0000000
  %5 = fsub contract float 0xC054526560000000, %mul75.i
  %mul77.i = fmul contract float %div72.i, %5
  %add78.i = fadd contract float %mul77.i, 0xC067135CE0000000
  %mul79.i = fmul contract float %div72.i, %add78.i
  %add80.i = fadd contract float %mul79.i, 0xC0644CB180000000
  %mul81.i = fmul contract float %div72.i, %add80.i
  %add82.i = fadd contract float %mul81.i, 0xC04F300AE0000000
  %mul83.i = fmul contract float %div72.i, %add82.i
  %add84.i = fadd contract float %mul83.i, 0xC0251E0440000000
  %mul85.i = fmul contract float %div72.i, %add84.i
  %add86.i = fadd contract float %mul85.i, 0xBFE63416E0000000
  %mul87.i = fmul contract float %div72.i, %add86.i
  %add88.i = fadd contract float %mul87.i, 0xBF84341260000000
  %mul89.i = fmul contract float %div72.i, 0x3FAEEFF2E0000000
  %6 = fsub contract float 0x401A47EF80000000, %mul89.i
  %mul91.i = fmul contract float %div72.i, %6
  %add92.i = fadd contract float %mul91.i, 0x405B28A3E0000000
  br label %if.end132.i

if.else105.i:                                     ; preds = %if.end70.i
  %mul106.i = fmul contract float %div72.i, 0x407E384EA0000000
  %7 = fsub contract float 0xC090046160000000, %mul106.i
  %mul108.i = fmul contract float %div72.i, %7
  %add109.i = fadd contract float %mul108.i, 0xC083EC8820000000
  %mul110.i = fmul contract float %div72.i, %add109.i
  %add111.i = fadd contract float %mul110.i, 0xC064145D40000000
  %mul112.i = fmul contract float %div72.i, %add111.i
  %add113.i = fadd contract float %mul112.i, 0xC031C20960000000
  %mul114.i = fmul contract float %div72.i, %add113.i
  %add115.i = fadd contract float %mul114.i, 0xBFE993BA80000000
  %mul116.i = fmul contract float %div72.i, %add115.i
  %add117.i = fadd contract float %mul116.i, 0xBF84341240000000
  %mul118.i = fmul contract float %div72.i, 0x403670E240000000
  %8 = fsub contract float 0x407DA874E0000000, %mul118.i
  br label %if.end132.i

if.end132.i:                                      ; preds = %if.else105.i, %if.then74.i
  %.sink233.i = phi float [ %8, %if.else105.i ], [ %add92.i, %if.then74.i ]
  %.sink232.i = phi float [ 0x40A3F219C0000000, %if.else105.i ], [ 0x407AD02160000000, %if.then74.i ]
  %.sink231.i = phi float [ 0x40A8FFB760000000, %if.else105.i ], [ 0x40842B1920000000, %if.then74.i ]
  %.sink230.i = phi float [ 0x409802EB20000000, %if.else105.i ], [ 0x407B290DE0000000, %if.then74.i ]
  %.sink229.i = phi float [ 0x40745CAE20000000, %if.else105.i ], [ 0x4061350C60000000, %if.then74.i ]
  %.sink.i = phi float [ 0x403E568B20000000, %if.else105.i ], [ 0x4033A6B9C0000000, %if.then74.i ]
  %R.0.i = phi float [ %add117.i, %if.else105.i ], [ %add88.i, %if.then74.i ]
  %mul120.i = fmul contract float %div72.i, %.sink233.i
  %add121.i = fadd contract float %mul120.i, %.sink232.i
  %mul122.i = fmul contract float %div72.i, %add121.i
  %add123.i = fadd contract float %.sink231.i, %mul122.i
  %mul124.i = fmul contract float %div72.i, %add123.i
  %add125.i = fadd contract float %.sink230.i, %mul124.i
  %mul126.i = fmul contract float %div72.i, %add125.i
  %add127.i = fadd contract float %.sink229.i, %mul126.i
  %mul128.i = fmul contract float %div72.i, %add127.i
  %add129.i = fadd contract float %.sink.i, %mul128.i
  %S.0.in.i = fmul contract float %div72.i, %add129.i
  %S.0.i = fadd contract float %S.0.in.i, 1.000000e+00
  %sub134.i = fsub contract float -5.625000e-01, %mul71.i
  %div135.i = fdiv contract float %R.0.i, %S.0.i
  %add136.i = fadd contract float %sub134.i, %div135.i
  %call.i.i = tail call contract noundef float @__nv_expf(float noundef %add136.i) #6
  %cmp138.i = fcmp contract ult float %mul, 0.000000e+00
  %div143.i = fdiv contract float %call.i.i, %call.i228.i
  br i1 %cmp138.i, label %if.else142.i, label %if.then139.i

if.then139.i:                                     ; preds = %if.end132.i
  %sub141.i = fsub contract float 1.000000e+00, %div143.i
  br label %_Z10errorFunct16normalDistStructf.exit

if.else142.i:                                     ; preds = %if.end132.i
  %sub144.i = fadd contract float %div143.i, -1.000000e+00
  br label %_Z10errorFunct16normalDistStructf.exit

_Z10errorFunct16normalDistStructf.exit:           ; preds = %if.then4.i, %if.end.i, %if.end9.i, %if.then59.i, %if.else.i, %if.then66.i, %if.then139.i, %if.else142.i
  %retval.0.i = phi float [ %mul6.i, %if.then4.i ], [ %add8.i, %if.end.i ], [ %add30.i, %if.end9.i ], [ %add61.i, %if.then59.i ], [ %sub63.i, %if.else.i ], [ %..i, %if.then66.i ], [ %sub144.i, %if.else142.i ], [ %sub141.i, %if.then139.i ]
  %add = fadd contract float %retval.0.i, 1.000000e+00
  %mul1 = fmul contract float %add, 5.000000e-01
  ret float %mul1
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z21gaussianFunctNormDist16normalDistStructf(ptr noundef readonly byval(%struct.normalDistStruct) align 4 captures(none) %normDist, float noundef %x) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %normDist, align 4, !tbaa !15
  %sub = fsub contract float %x, %0
  %1 = fneg contract float %sub
  %fneg = fmul contract float %sub, %1
  %denominator = getelementptr inbounds nuw i8, ptr %normDist, i64 8
  %2 = load float, ptr %denominator, align 4, !tbaa !18
  %div = fdiv contract float %fneg, %2
  %cmp = fcmp contract ugt float %div, -6.900000e+02
  br i1 %cmp, label %cond.false, label %cond.end

cond.false:                                       ; preds = %entry
  %normalizationFactor = getelementptr inbounds nuw i8, ptr %normDist, i64 16
  %3 = load float, ptr %normalizationFactor, align 4, !tbaa !19
  %call.i = tail call contract noundef float @__nv_expf(float noundef %div) #6
  %mul1 = fmul contract float %3, %call.i
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.false
  %cond = phi contract float [ %mul1, %cond.false ], [ 0.000000e+00, %entry ]
  ret float %cond
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z16cumNormDistDeriv16normalDistStructf(ptr noundef readonly byval(%struct.normalDistStruct) align 4 captures(none) %normDist, float noundef %x) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %normDist, align 4, !tbaa !15
  %sub = fsub contract float %x, %0
  %sigma = getelementptr inbounds nuw i8, ptr %normDist, i64 4
  %1 = load float, ptr %sigma, align 4, !tbaa !17
  %div = fdiv contract float %sub, %1
  %agg.tmp.sroa.3.0.normDist.sroa_idx = getelementptr inbounds nuw i8, ptr %normDist, i64 8
  %agg.tmp.sroa.3.0.copyload = load float, ptr %agg.tmp.sroa.3.0.normDist.sroa_idx, align 4, !tbaa !11
  %sub.i = fsub contract float %div, %0
  %2 = fneg contract float %sub.i
  %fneg.i = fmul contract float %sub.i, %2
  %div.i = fdiv contract float %fneg.i, %agg.tmp.sroa.3.0.copyload
  %cmp.i = fcmp contract ugt float %div.i, -6.900000e+02
  br i1 %cmp.i, label %cond.false.i, label %_Z21gaussianFunctNormDist16normalDistStructf.exit

cond.false.i:                                     ; preds = %entry
  %agg.tmp.sroa.5.0.normDist.sroa_idx = getelementptr inbounds nuw i8, ptr %normDist, i64 16
  %agg.tmp.sroa.5.0.copyload = load float, ptr %agg.tmp.sroa.5.0.normDist.sroa_idx, align 4, !tbaa !11
  %call.i.i = tail call contract noundef float @__nv_expf(float noundef %div.i) #6
  %mul1.i = fmul contract float %agg.tmp.sroa.5.0.copyload, %call.i.i
  br label %_Z21gaussianFunctNormDist16normalDistStructf.exit

_Z21gaussianFunctNormDist16normalDistStructf.exit: ; preds = %entry, %cond.false.i
  %cond.i = phi contract float [ %mul1.i, %cond.false.i ], [ 0.000000e+00, %entry ]
  %div2 = fdiv contract float %cond.i, %1
  ret float %div2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z15initCumNormDistR16normalDistStruct(ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(20) initializes((0, 20)) %currCumNormDist) local_unnamed_addr #2 {
entry:
  store float 0.000000e+00, ptr %currCumNormDist, align 4, !tbaa !15
  %sigma = getelementptr inbounds nuw i8, ptr %currCumNormDist, i64 4
  store float 1.000000e+00, ptr %sigma, align 4, !tbaa !17
  %normalizationFactor = getelementptr inbounds nuw i8, ptr %currCumNormDist, i64 16
  store float 0x3FD9884540000000, ptr %normalizationFactor, align 4, !tbaa !19
  %derNormalizationFactor = getelementptr inbounds nuw i8, ptr %currCumNormDist, i64 12
  store float 1.000000e+00, ptr %derNormalizationFactor, align 4, !tbaa !20
  %denominator = getelementptr inbounds nuw i8, ptr %currCumNormDist, i64 8
  store float 2.000000e+00, ptr %denominator, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z17initBlackCalcVarsR15blackCalcStruct12payoffStruct(ptr noundef nonnull align 4 captures(none) dereferenceable(72) initializes((20, 28), (44, 72)) %blackCalculator, ptr noundef readonly byval(%struct.payoffStruct) align 4 captures(none) %payoff) local_unnamed_addr #0 {
entry:
  %forward = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 4
  %0 = load float, ptr %forward, align 4, !tbaa !21
  %1 = load float, ptr %blackCalculator, align 4, !tbaa !23
  %div = fdiv contract float %0, %1
  %call.i69 = tail call contract noundef float @__nv_logf(float noundef %div) #6
  %stdDev = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 8
  %2 = load float, ptr %stdDev, align 4, !tbaa !24
  %div1 = fdiv contract float %call.i69, %2
  %mul = fmul contract float %2, 5.000000e-01
  %add = fadd contract float %div1, %mul
  %d1 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 20
  store float %add, ptr %d1, align 4, !tbaa !25
  %sub = fsub contract float %add, %2
  %d2 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 24
  store float %sub, ptr %d2, align 4, !tbaa !26
  %mul.i = fmul contract float %add, 0x3FE6A09E60000000
  %call.i228.i.i = tail call contract noundef float @__nv_fabsf(float noundef %mul.i) #6
  %cmp.i.i = fcmp contract olt float %call.i228.i.i, 8.437500e-01
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end31.i.i

if.then.i.i:                                      ; preds = %entry
  %cmp1.i.i = fcmp contract olt float %call.i228.i.i, 0x3E30000000000000
  br i1 %cmp1.i.i, label %if.then2.i.i, label %if.end9.i.i

if.then2.i.i:                                     ; preds = %if.then.i.i
  %cmp3.i.i = fcmp contract olt float %call.i228.i.i, 0x3850000000000000
  br i1 %cmp3.i.i, label %if.then4.i.i, label %if.end.i.i

if.then4.i.i:                                     ; preds = %if.then2.i.i
  %mul.i.i = fmul contract float %mul.i, 8.000000e+00
  %mul5.i.i = fmul contract float %mul.i, 0x3FF06EBA80000000
  %add.i.i = fadd contract float %mul.i.i, %mul5.i.i
  %mul6.i.i = fmul contract float %add.i.i, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.end.i.i:                                       ; preds = %if.then2.i.i
  %mul7.i.i = fmul contract float %mul.i, 0x3FC06EBA80000000
  %add8.i.i = fadd contract float %mul.i, %mul7.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.end9.i.i:                                      ; preds = %if.then.i.i
  %mul10.i.i = fmul contract float %mul.i, %mul.i
  %mul11.i.i = fmul contract float %mul10.i.i, 0x3EF8EAD620000000
  %3 = fsub contract float 0xBF77A29120000000, %mul11.i.i
  %mul13.i.i = fmul contract float %mul10.i.i, %3
  %add14.i.i = fadd contract float %mul13.i.i, 0xBF9D2A51E0000000
  %mul15.i.i = fmul contract float %mul10.i.i, %add14.i.i
  %add16.i.i = fadd contract float %mul15.i.i, 0xBFD4CD7D60000000
  %mul17.i.i = fmul contract float %mul10.i.i, %add16.i.i
  %add18.i.i = fadd contract float %mul17.i.i, 0x3FC06EBA80000000
  %mul19.i.i = fmul contract float %mul10.i.i, 0x3ED09C4340000000
  %4 = fsub contract float 0x3F215DC920000000, %mul19.i.i
  %mul21.i.i = fmul contract float %mul10.i.i, %4
  %add22.i.i = fadd contract float %mul21.i.i, 0x3F74D022C0000000
  %mul23.i.i = fmul contract float %mul10.i.i, %add22.i.i
  %add24.i.i = fadd contract float %mul23.i.i, 0x3FB0A54C60000000
  %mul25.i.i = fmul contract float %mul10.i.i, %add24.i.i
  %add26.i.i = fadd contract float %mul25.i.i, 0x3FD97779C0000000
  %mul27.i.i = fmul contract float %mul10.i.i, %add26.i.i
  %add28.i.i = fadd contract float %mul27.i.i, 1.000000e+00
  %div.i.i = fdiv contract float %add18.i.i, %add28.i.i
  %mul29.i.i = fmul contract float %mul.i, %div.i.i
  %add30.i.i = fadd contract float %mul.i, %mul29.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.end31.i.i:                                     ; preds = %entry
  %cmp32.i.i = fcmp contract olt float %call.i228.i.i, 1.250000e+00
  br i1 %cmp32.i.i, label %if.then33.i.i, label %if.end64.i.i

if.then33.i.i:                                    ; preds = %if.end31.i.i
  %sub.i.i = fadd contract float %call.i228.i.i, -1.000000e+00
  %mul34.i.i = fmul contract float %sub.i.i, 0x3F61BF3800000000
  %5 = fsub contract float 0x3FA22A3660000000, %mul34.i.i
  %mul36.i.i = fmul contract float %sub.i.i, %5
  %add37.i.i = fadd contract float %mul36.i.i, 0xBFBC639840000000
  %mul38.i.i = fmul contract float %sub.i.i, %add37.i.i
  %add39.i.i = fadd contract float %mul38.i.i, 0x3FD45FCA80000000
  %mul40.i.i = fmul contract float %sub.i.i, %add39.i.i
  %add41.i.i = fadd contract float %mul40.i.i, 0xBFD7D24100000000
  %mul42.i.i = fmul contract float %sub.i.i, %add41.i.i
  %add43.i.i = fadd contract float %mul42.i.i, 0x3FDA8D00A0000000
  %mul44.i.i = fmul contract float %sub.i.i, %add43.i.i
  %add45.i.i = fadd contract float %mul44.i.i, 0xBF6359B8C0000000
  %mul46.i.i = fmul contract float %sub.i.i, 0x3F888B5460000000
  %add47.i.i = fadd contract float %mul46.i.i, 0x3F8BEDC260000000
  %mul48.i.i = fmul contract float %sub.i.i, %add47.i.i
  %add49.i.i = fadd contract float %mul48.i.i, 0x3FC02660E0000000
  %mul50.i.i = fmul contract float %sub.i.i, %add49.i.i
  %add51.i.i = fadd contract float %mul50.i.i, 0x3FB2635CE0000000
  %mul52.i.i = fmul contract float %sub.i.i, %add51.i.i
  %add53.i.i = fadd contract float %mul52.i.i, 0x3FE14AF0A0000000
  %mul54.i.i = fmul contract float %sub.i.i, %add53.i.i
  %add55.i.i = fadd contract float %mul54.i.i, 0x3FBB3E6620000000
  %mul56.i.i = fmul contract float %sub.i.i, %add55.i.i
  %add57.i.i = fadd contract float %mul56.i.i, 1.000000e+00
  %cmp58.i.i = fcmp contract ult float %mul.i, 0.000000e+00
  %div62.i.i = fdiv contract float %add45.i.i, %add57.i.i
  br i1 %cmp58.i.i, label %if.else.i.i, label %if.then59.i.i

if.then59.i.i:                                    ; preds = %if.then33.i.i
  %add61.i.i = fadd contract float %div62.i.i, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.else.i.i:                                      ; preds = %if.then33.i.i
  %sub63.i.i = fsub contract float 0xBFEB0AC160000000, %div62.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.end64.i.i:                                     ; preds = %if.end31.i.i
  %cmp65.i.i = fcmp contract ult float %call.i228.i.i, 6.000000e+00
  br i1 %cmp65.i.i, label %if.end70.i.i, label %if.then66.i.i

if.then66.i.i:                                    ; preds = %if.end64.i.i
  %cmp67.i.i = fcmp contract ult float %mul.i, 0.000000e+00
  %..i.i = select i1 %cmp67.i.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.end70.i.i:                                     ; preds = %if.end64.i.i
  %mul71.i.i = fmul contract float %call.i228.i.i, %call.i228.i.i
  %div72.i.i = fdiv contract float 1.000000e+00, %mul71.i.i
  %cmp73.i.i = fcmp contract olt float %call.i228.i.i, 0x4006DB6DC0000000
  br i1 %cmp73.i.i, label %if.then74.i.i, label %if.else105.i.i

if.then74.i.i:                                    ; preds = %if.end70.i.i
  %mul75.i.i = fmul contract float %div72.i.i, 0x4023A0EFC0000000
  %6 = fsub contract float 0xC054526560000000, %mul75.i.i
  %mul77.i.i = fmul contract float %div72.i.i, %6
  %add78.i.i = fadd contract float %mul77.i.i, 0xC067135CE0000000
  %mul79.i.i = fmul contract float %div72.i.i, %add78.i.i
  %add80.i.i = fadd contract float %mul79.i.i, 0xC0644CB180000000
  %mul81.i.i = fmul contract float %div72.i.i, %add80.i.i
  %add82.i.i = fadd contract float %mul81.i.i, 0xC04F300AE0000000
  %mul83.i.i = fmul contract float %div72.i.i, %add82.i.i
  %add84.i.i = fadd contract float %mul83.i.i, 0xC0251E0440000000
  %mul85.i.i = fmul contract float %div72.i.i, %add84.i.i
  %add86.i.i = fadd contract float %mul85.i.i, 0xBFE63416E0000000
  %mul87.i.i = fmul contract float %div72.i.i, %add86.i.i
  %add88.i.i = fadd contract float %mul87.i.i, 0xBF84341260000000
  %mul89.i.i = fmul contract float %div72.i.i, 0x3FAEEFF2E0000000
  %7 = fsub contract float 0x401A47EF80000000, %mul89.i.i
  %mul91.i.i = fmul contract float %div72.i.i, %7
  %add92.i.i = fadd contract float %mul91.i.i, 0x405B28A3E0000000
  br label %if.end132.i.i

if.else105.i.i:                                   ; preds = %if.end70.i.i
  %mul106.i.i = fmul contract float %div72.i.i, 0x407E384EA0000000
  %8 = fsub contract float 0xC090046160000000, %mul106.i.i
  %mul108.i.i = fmul contract float %div72.i.i, %8
  %add109.i.i = fadd contract float %mul108.i.i, 0xC083EC8820000000
  %mul110.i.i = fmul contract float %div72.i.i, %add109.i.i
  %add111.i.i = fadd contract float %mul110.i.i, 0xC064145D40000000
  %mul112.i.i = fmul contract float %div72.i.i, %add111.i.i
  %add113.i.i = fadd contract float %mul112.i.i, 0xC031C20960000000
  %mul114.i.i = fmul contract float %div72.i.i, %add113.i.i
  %add115.i.i = fadd contract float %mul114.i.i, 0xBFE993BA80000000
  %mul116.i.i = fmul contract float %div72.i.i, %add115.i.i
  %add117.i.i = fadd contract float %mul116.i.i, 0xBF84341240000000
  %mul118.i.i = fmul contract float %div72.i.i, 0x403670E240000000
  %9 = fsub contract float 0x407DA874E0000000, %mul118.i.i
  br label %if.end132.i.i

if.end132.i.i:                                    ; preds = %if.else105.i.i, %if.then74.i.i
  %.sink233.i.i = phi float [ %9, %if.else105.i.i ], [ %add92.i.i, %if.then74.i.i ]
  %.sink232.i.i = phi float [ 0x40A3F219C0000000, %if.else105.i.i ], [ 0x407AD02160000000, %if.then74.i.i ]
  %.sink231.i.i = phi float [ 0x40A8FFB760000000, %if.else105.i.i ], [ 0x40842B1920000000, %if.then74.i.i ]
  %.sink230.i.i = phi float [ 0x409802EB20000000, %if.else105.i.i ], [ 0x407B290DE0000000, %if.then74.i.i ]
  %.sink229.i.i = phi float [ 0x40745CAE20000000, %if.else105.i.i ], [ 0x4061350C60000000, %if.then74.i.i ]
  %.sink.i.i = phi float [ 0x403E568B20000000, %if.else105.i.i ], [ 0x4033A6B9C0000000, %if.then74.i.i ]
  %R.0.i.i = phi float [ %add117.i.i, %if.else105.i.i ], [ %add88.i.i, %if.then74.i.i ]
  %mul120.i.i = fmul contract float %div72.i.i, %.sink233.i.i
  %add121.i.i = fadd contract float %mul120.i.i, %.sink232.i.i
  %mul122.i.i = fmul contract float %div72.i.i, %add121.i.i
  %add123.i.i = fadd contract float %.sink231.i.i, %mul122.i.i
  %mul124.i.i = fmul contract float %div72.i.i, %add123.i.i
  %add125.i.i = fadd contract float %.sink230.i.i, %mul124.i.i
  %mul126.i.i = fmul contract float %div72.i.i, %add125.i.i
  %add127.i.i = fadd contract float %.sink229.i.i, %mul126.i.i
  %mul128.i.i = fmul contract float %div72.i.i, %add127.i.i
  %add129.i.i = fadd contract float %.sink.i.i, %mul128.i.i
  %S.0.in.i.i = fmul contract float %div72.i.i, %add129.i.i
  %S.0.i.i = fadd contract float %S.0.in.i.i, 1.000000e+00
  %sub134.i.i = fsub contract float -5.625000e-01, %mul71.i.i
  %div135.i.i = fdiv contract float %R.0.i.i, %S.0.i.i
  %add136.i.i = fadd contract float %sub134.i.i, %div135.i.i
  %call.i.i.i = tail call contract noundef float @__nv_expf(float noundef %add136.i.i) #6
  %cmp138.i.i = fcmp contract ult float %mul.i, 0.000000e+00
  %div143.i.i = fdiv contract float %call.i.i.i, %call.i228.i.i
  br i1 %cmp138.i.i, label %if.else142.i.i, label %if.then139.i.i

if.then139.i.i:                                   ; preds = %if.end132.i.i
  %sub141.i.i = fsub contract float 1.000000e+00, %div143.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit

if.else142.i.i:                                   ; preds = %if.end132.i.i
  %sub144.i.i = fadd contract float %div143.i.i, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit

_Z13cumNormDistOp16normalDistStructf.exit:        ; preds = %if.then4.i.i, %if.end.i.i, %if.end9.i.i, %if.then59.i.i, %if.else.i.i, %if.then66.i.i, %if.then139.i.i, %if.else142.i.i
  %retval.0.i.i = phi float [ %mul6.i.i, %if.then4.i.i ], [ %add8.i.i, %if.end.i.i ], [ %add30.i.i, %if.end9.i.i ], [ %add61.i.i, %if.then59.i.i ], [ %sub63.i.i, %if.else.i.i ], [ %..i.i, %if.then66.i.i ], [ %sub144.i.i, %if.else142.i.i ], [ %sub141.i.i, %if.then139.i.i ]
  %add.i = fadd contract float %retval.0.i.i, 1.000000e+00
  %mul1.i = fmul contract float %add.i, 5.000000e-01
  %cum_d1 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 48
  store float %mul1.i, ptr %cum_d1, align 4, !tbaa !27
  %10 = load float, ptr %d2, align 4, !tbaa !26
  %mul.i76 = fmul contract float %10, 0x3FE6A09E60000000
  %call.i228.i.i77 = tail call contract noundef float @__nv_fabsf(float noundef %mul.i76) #6
  %cmp.i.i78 = fcmp contract olt float %call.i228.i.i77, 8.437500e-01
  br i1 %cmp.i.i78, label %if.then.i.i184, label %if.end31.i.i79

if.then.i.i184:                                   ; preds = %_Z13cumNormDistOp16normalDistStructf.exit
  %cmp1.i.i185 = fcmp contract olt float %call.i228.i.i77, 0x3E30000000000000
  br i1 %cmp1.i.i185, label %if.then2.i.i207, label %if.end9.i.i186

if.then2.i.i207:                                  ; preds = %if.then.i.i184
  %cmp3.i.i208 = fcmp contract olt float %call.i228.i.i77, 0x3850000000000000
  br i1 %cmp3.i.i208, label %if.then4.i.i212, label %if.end.i.i209

if.then4.i.i212:                                  ; preds = %if.then2.i.i207
  %mul.i.i213 = fmul contract float %mul.i76, 8.000000e+00
  %mul5.i.i214 = fmul contract float %mul.i76, 0x3FF06EBA80000000
  %add.i.i215 = fadd contract float %mul.i.i213, %mul5.i.i214
  %mul6.i.i216 = fmul contract float %add.i.i215, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.end.i.i209:                                    ; preds = %if.then2.i.i207
  %mul7.i.i210 = fmul contract float %mul.i76, 0x3FC06EBA80000000
  %add8.i.i211 = fadd contract float %mul.i76, %mul7.i.i210
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.end9.i.i186:                                   ; preds = %if.then.i.i184
  %mul10.i.i187 = fmul contract float %mul.i76, %mul.i76
  %mul11.i.i188 = fmul contract float %mul10.i.i187, 0x3EF8EAD620000000
  %11 = fsub contract float 0xBF77A29120000000, %mul11.i.i188
  %mul13.i.i189 = fmul contract float %mul10.i.i187, %11
  %add14.i.i190 = fadd contract float %mul13.i.i189, 0xBF9D2A51E0000000
  %mul15.i.i191 = fmul contract float %mul10.i.i187, %add14.i.i190
  %add16.i.i192 = fadd contract float %mul15.i.i191, 0xBFD4CD7D60000000
  %mul17.i.i193 = fmul contract float %mul10.i.i187, %add16.i.i192
  %add18.i.i194 = fadd contract float %mul17.i.i193, 0x3FC06EBA80000000
  %mul19.i.i195 = fmul contract float %mul10.i.i187, 0x3ED09C4340000000
  %12 = fsub contract float 0x3F215DC920000000, %mul19.i.i195
  %mul21.i.i196 = fmul contract float %mul10.i.i187, %12
  %add22.i.i197 = fadd contract float %mul21.i.i196, 0x3F74D022C0000000
  %mul23.i.i198 = fmul contract float %mul10.i.i187, %add22.i.i197
  %add24.i.i199 = fadd contract float %mul23.i.i198, 0x3FB0A54C60000000
  %mul25.i.i200 = fmul contract float %mul10.i.i187, %add24.i.i199
  %add26.i.i201 = fadd contract float %mul25.i.i200, 0x3FD97779C0000000
  %mul27.i.i202 = fmul contract float %mul10.i.i187, %add26.i.i201
  %add28.i.i203 = fadd contract float %mul27.i.i202, 1.000000e+00
  %div.i.i204 = fdiv contract float %add18.i.i194, %add28.i.i203
  %mul29.i.i205 = fmul contract float %mul.i76, %div.i.i204
  %add30.i.i206 = fadd contract float %mul.i76, %mul29.i.i205
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.end31.i.i79:                                   ; preds = %_Z13cumNormDistOp16normalDistStructf.exit
  %cmp32.i.i80 = fcmp contract olt float %call.i228.i.i77, 1.250000e+00
  br i1 %cmp32.i.i80, label %if.then33.i.i153, label %if.end64.i.i81

if.then33.i.i153:                                 ; preds = %if.end31.i.i79
  %sub.i.i154 = fadd contract float %call.i228.i.i77, -1.000000e+00
  %mul34.i.i155 = fmul contract float %sub.i.i154, 0x3F61BF3800000000
  %13 = fsub contract float 0x3FA22A3660000000, %mul34.i.i155
  %mul36.i.i156 = fmul contract float %sub.i.i154, %13
  %add37.i.i157 = fadd contract float %mul36.i.i156, 0xBFBC639840000000
  %mul38.i.i158 = fmul contract float %sub.i.i154, %add37.i.i157
  %add39.i.i159 = fadd contract float %mul38.i.i158, 0x3FD45FCA80000000
  %mul40.i.i160 = fmul contract float %sub.i.i154, %add39.i.i159
  %add41.i.i161 = fadd contract float %mul40.i.i160, 0xBFD7D24100000000
  %mul42.i.i162 = fmul contract float %sub.i.i154, %add41.i.i161
  %add43.i.i163 = fadd contract float %mul42.i.i162, 0x3FDA8D00A0000000
  %mul44.i.i164 = fmul contract float %sub.i.i154, %add43.i.i163
  %add45.i.i165 = fadd contract float %mul44.i.i164, 0xBF6359B8C0000000
  %mul46.i.i166 = fmul contract float %sub.i.i154, 0x3F888B5460000000
  %add47.i.i167 = fadd contract float %mul46.i.i166, 0x3F8BEDC260000000
  %mul48.i.i168 = fmul contract float %sub.i.i154, %add47.i.i167
  %add49.i.i169 = fadd contract float %mul48.i.i168, 0x3FC02660E0000000
  %mul50.i.i170 = fmul contract float %sub.i.i154, %add49.i.i169
  %add51.i.i171 = fadd contract float %mul50.i.i170, 0x3FB2635CE0000000
  %mul52.i.i172 = fmul contract float %sub.i.i154, %add51.i.i171
  %add53.i.i173 = fadd contract float %mul52.i.i172, 0x3FE14AF0A0000000
  %mul54.i.i174 = fmul contract float %sub.i.i154, %add53.i.i173
  %add55.i.i175 = fadd contract float %mul54.i.i174, 0x3FBB3E6620000000
  %mul56.i.i176 = fmul contract float %sub.i.i154, %add55.i.i175
  %add57.i.i177 = fadd contract float %mul56.i.i176, 1.000000e+00
  %cmp58.i.i178 = fcmp contract ult float %mul.i76, 0.000000e+00
  %div62.i.i179 = fdiv contract float %add45.i.i165, %add57.i.i177
  br i1 %cmp58.i.i178, label %if.else.i.i182, label %if.then59.i.i180

if.then59.i.i180:                                 ; preds = %if.then33.i.i153
  %add61.i.i181 = fadd contract float %div62.i.i179, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.else.i.i182:                                   ; preds = %if.then33.i.i153
  %sub63.i.i183 = fsub contract float 0xBFEB0AC160000000, %div62.i.i179
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.end64.i.i81:                                   ; preds = %if.end31.i.i79
  %cmp65.i.i82 = fcmp contract ult float %call.i228.i.i77, 6.000000e+00
  br i1 %cmp65.i.i82, label %if.end70.i.i89, label %if.then66.i.i83

if.then66.i.i83:                                  ; preds = %if.end64.i.i81
  %cmp67.i.i84 = fcmp contract ult float %mul.i76, 0.000000e+00
  %..i.i85 = select i1 %cmp67.i.i84, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.end70.i.i89:                                   ; preds = %if.end64.i.i81
  %mul71.i.i90 = fmul contract float %call.i228.i.i77, %call.i228.i.i77
  %div72.i.i91 = fdiv contract float 1.000000e+00, %mul71.i.i90
  %cmp73.i.i92 = fcmp contract olt float %call.i228.i.i77, 0x4006DB6DC0000000
  br i1 %cmp73.i.i92, label %if.then74.i.i136, label %if.else105.i.i93

if.then74.i.i136:                                 ; preds = %if.end70.i.i89
  %mul75.i.i137 = fmul contract float %div72.i.i91, 0x4023A0EFC0000000
  %14 = fsub contract float 0xC054526560000000, %mul75.i.i137
  %mul77.i.i138 = fmul contract float %div72.i.i91, %14
  %add78.i.i139 = fadd contract float %mul77.i.i138, 0xC067135CE0000000
  %mul79.i.i140 = fmul contract float %div72.i.i91, %add78.i.i139
  %add80.i.i141 = fadd contract float %mul79.i.i140, 0xC0644CB180000000
  %mul81.i.i142 = fmul contract float %div72.i.i91, %add80.i.i141
  %add82.i.i143 = fadd contract float %mul81.i.i142, 0xC04F300AE0000000
  %mul83.i.i144 = fmul contract float %div72.i.i91, %add82.i.i143
  %add84.i.i145 = fadd contract float %mul83.i.i144, 0xC0251E0440000000
  %mul85.i.i146 = fmul contract float %div72.i.i91, %add84.i.i145
  %add86.i.i147 = fadd contract float %mul85.i.i146, 0xBFE63416E0000000
  %mul87.i.i148 = fmul contract float %div72.i.i91, %add86.i.i147
  %add88.i.i149 = fadd contract float %mul87.i.i148, 0xBF84341260000000
  %mul89.i.i150 = fmul contract float %div72.i.i91, 0x3FAEEFF2E0000000
  %15 = fsub contract float 0x401A47EF80000000, %mul89.i.i150
  %mul91.i.i151 = fmul contract float %div72.i.i91, %15
  %add92.i.i152 = fadd contract float %mul91.i.i151, 0x405B28A3E0000000
  br label %if.end132.i.i106

if.else105.i.i93:                                 ; preds = %if.end70.i.i89
  %mul106.i.i94 = fmul contract float %div72.i.i91, 0x407E384EA0000000
  %16 = fsub contract float 0xC090046160000000, %mul106.i.i94
  %mul108.i.i95 = fmul contract float %div72.i.i91, %16
  %add109.i.i96 = fadd contract float %mul108.i.i95, 0xC083EC8820000000
  %mul110.i.i97 = fmul contract float %div72.i.i91, %add109.i.i96
  %add111.i.i98 = fadd contract float %mul110.i.i97, 0xC064145D40000000
  %mul112.i.i99 = fmul contract float %div72.i.i91, %add111.i.i98
  %add113.i.i100 = fadd contract float %mul112.i.i99, 0xC031C20960000000
  %mul114.i.i101 = fmul contract float %div72.i.i91, %add113.i.i100
  %add115.i.i102 = fadd contract float %mul114.i.i101, 0xBFE993BA80000000
  %mul116.i.i103 = fmul contract float %div72.i.i91, %add115.i.i102
  %add117.i.i104 = fadd contract float %mul116.i.i103, 0xBF84341240000000
  %mul118.i.i105 = fmul contract float %div72.i.i91, 0x403670E240000000
  %17 = fsub contract float 0x407DA874E0000000, %mul118.i.i105
  br label %if.end132.i.i106

if.end132.i.i106:                                 ; preds = %if.else105.i.i93, %if.then74.i.i136
  %.sink233.i.i107 = phi float [ %17, %if.else105.i.i93 ], [ %add92.i.i152, %if.then74.i.i136 ]
  %.sink232.i.i108 = phi float [ 0x40A3F219C0000000, %if.else105.i.i93 ], [ 0x407AD02160000000, %if.then74.i.i136 ]
  %.sink231.i.i109 = phi float [ 0x40A8FFB760000000, %if.else105.i.i93 ], [ 0x40842B1920000000, %if.then74.i.i136 ]
  %.sink230.i.i110 = phi float [ 0x409802EB20000000, %if.else105.i.i93 ], [ 0x407B290DE0000000, %if.then74.i.i136 ]
  %.sink229.i.i111 = phi float [ 0x40745CAE20000000, %if.else105.i.i93 ], [ 0x4061350C60000000, %if.then74.i.i136 ]
  %.sink.i.i112 = phi float [ 0x403E568B20000000, %if.else105.i.i93 ], [ 0x4033A6B9C0000000, %if.then74.i.i136 ]
  %R.0.i.i113 = phi float [ %add117.i.i104, %if.else105.i.i93 ], [ %add88.i.i149, %if.then74.i.i136 ]
  %mul120.i.i114 = fmul contract float %div72.i.i91, %.sink233.i.i107
  %add121.i.i115 = fadd contract float %mul120.i.i114, %.sink232.i.i108
  %mul122.i.i116 = fmul contract float %div72.i.i91, %add121.i.i115
  %add123.i.i117 = fadd contract float %.sink231.i.i109, %mul122.i.i116
  %mul124.i.i118 = fmul contract float %div72.i.i91, %add123.i.i117
  %add125.i.i119 = fadd contract float %.sink230.i.i110, %mul124.i.i118
  %mul126.i.i120 = fmul contract float %div72.i.i91, %add125.i.i119
  %add127.i.i121 = fadd contract float %.sink229.i.i111, %mul126.i.i120
  %mul128.i.i122 = fmul contract float %div72.i.i91, %add127.i.i121
  %add129.i.i123 = fadd contract float %.sink.i.i112, %mul128.i.i122
  %S.0.in.i.i124 = fmul contract float %div72.i.i91, %add129.i.i123
  %S.0.i.i125 = fadd contract float %S.0.in.i.i124, 1.000000e+00
  %sub134.i.i126 = fsub contract float -5.625000e-01, %mul71.i.i90
  %div135.i.i127 = fdiv contract float %R.0.i.i113, %S.0.i.i125
  %add136.i.i128 = fadd contract float %sub134.i.i126, %div135.i.i127
  %call.i.i.i129 = tail call contract noundef float @__nv_expf(float noundef %add136.i.i128) #6
  %cmp138.i.i130 = fcmp contract ult float %mul.i76, 0.000000e+00
  %div143.i.i131 = fdiv contract float %call.i.i.i129, %call.i228.i.i77
  br i1 %cmp138.i.i130, label %if.else142.i.i134, label %if.then139.i.i132

if.then139.i.i132:                                ; preds = %if.end132.i.i106
  %sub141.i.i133 = fsub contract float 1.000000e+00, %div143.i.i131
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

if.else142.i.i134:                                ; preds = %if.end132.i.i106
  %sub144.i.i135 = fadd contract float %div143.i.i131, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217

_Z13cumNormDistOp16normalDistStructf.exit217:     ; preds = %if.then4.i.i212, %if.end.i.i209, %if.end9.i.i186, %if.then59.i.i180, %if.else.i.i182, %if.then66.i.i83, %if.then139.i.i132, %if.else142.i.i134
  %retval.0.i.i86 = phi float [ %mul6.i.i216, %if.then4.i.i212 ], [ %add8.i.i211, %if.end.i.i209 ], [ %add30.i.i206, %if.end9.i.i186 ], [ %add61.i.i181, %if.then59.i.i180 ], [ %sub63.i.i183, %if.else.i.i182 ], [ %..i.i85, %if.then66.i.i83 ], [ %sub144.i.i135, %if.else142.i.i134 ], [ %sub141.i.i133, %if.then139.i.i132 ]
  %add.i87 = fadd contract float %retval.0.i.i86, 1.000000e+00
  %mul1.i88 = fmul contract float %add.i87, 5.000000e-01
  %cum_d2 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 56
  store float %mul1.i88, ptr %cum_d2, align 4, !tbaa !28
  %18 = load float, ptr %d1, align 4, !tbaa !25
  %19 = fneg contract float %18
  %fneg.i.i = fmul contract float %18, %19
  %div.i.i223 = fmul contract float %fneg.i.i, 5.000000e-01
  %cmp.i.i224 = fcmp contract ugt float %div.i.i223, -6.900000e+02
  br i1 %cmp.i.i224, label %cond.false.i.i, label %_Z16cumNormDistDeriv16normalDistStructf.exit

cond.false.i.i:                                   ; preds = %_Z13cumNormDistOp16normalDistStructf.exit217
  %call.i.i.i225 = tail call contract noundef float @__nv_expf(float noundef %div.i.i223) #6
  %mul1.i.i = fmul contract float %call.i.i.i225, 0x3FD9884540000000
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit

_Z16cumNormDistDeriv16normalDistStructf.exit:     ; preds = %_Z13cumNormDistOp16normalDistStructf.exit217, %cond.false.i.i
  %cond.i.i = phi contract float [ %mul1.i.i, %cond.false.i.i ], [ 0.000000e+00, %_Z13cumNormDistOp16normalDistStructf.exit217 ]
  %n_d1 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 44
  store float %cond.i.i, ptr %n_d1, align 4, !tbaa !29
  %20 = load float, ptr %d2, align 4, !tbaa !26
  %21 = fneg contract float %20
  %fneg.i.i233 = fmul contract float %20, %21
  %div.i.i234 = fmul contract float %fneg.i.i233, 5.000000e-01
  %cmp.i.i235 = fcmp contract ugt float %div.i.i234, -6.900000e+02
  br i1 %cmp.i.i235, label %cond.false.i.i238, label %_Z16cumNormDistDeriv16normalDistStructf.exit243

cond.false.i.i238:                                ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit
  %call.i.i.i241 = tail call contract noundef float @__nv_expf(float noundef %div.i.i234) #6
  %mul1.i.i242 = fmul contract float %call.i.i.i241, 0x3FD9884540000000
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit243

_Z16cumNormDistDeriv16normalDistStructf.exit243:  ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit, %cond.false.i.i238
  %cond.i.i236 = phi contract float [ %mul1.i.i242, %cond.false.i.i238 ], [ 0.000000e+00, %_Z16cumNormDistDeriv16normalDistStructf.exit ]
  %n_d2 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 52
  store float %cond.i.i236, ptr %n_d2, align 4, !tbaa !30
  %strike16 = getelementptr inbounds nuw i8, ptr %payoff, i64 4
  %22 = load float, ptr %strike16, align 4, !tbaa !31
  %x = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 60
  store float %22, ptr %x, align 4, !tbaa !33
  %DxDstrike = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 68
  store float 1.000000e+00, ptr %DxDstrike, align 4, !tbaa !34
  %DxDs = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 64
  store float 0.000000e+00, ptr %DxDs, align 4, !tbaa !35
  %23 = load i32, ptr %payoff, align 4, !tbaa !36
  switch i32 %23, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb23
  ]

sw.bb:                                            ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243
  %24 = load float, ptr %cum_d1, align 4, !tbaa !27
  %alpha = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 28
  store float %24, ptr %alpha, align 4, !tbaa !37
  %25 = load float, ptr %n_d1, align 4, !tbaa !29
  %DalphaDd1 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 36
  store float %25, ptr %DalphaDd1, align 4, !tbaa !38
  %26 = load float, ptr %cum_d2, align 4, !tbaa !28
  %mul20 = fneg contract float %26
  br label %sw.epilog.sink.split

sw.bb23:                                          ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243
  %27 = load float, ptr %cum_d1, align 4, !tbaa !27
  %add25 = fadd contract float %27, -1.000000e+00
  %alpha26 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 28
  store float %add25, ptr %alpha26, align 4, !tbaa !37
  %28 = load float, ptr %n_d1, align 4, !tbaa !29
  %DalphaDd128 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 36
  store float %28, ptr %DalphaDd128, align 4, !tbaa !38
  %29 = load float, ptr %cum_d2, align 4, !tbaa !28
  %sub30 = fsub contract float 1.000000e+00, %29
  br label %sw.epilog.sink.split

sw.epilog.sink.split:                             ; preds = %sw.bb, %sw.bb23
  %sub30.sink = phi float [ %sub30, %sw.bb23 ], [ %mul20, %sw.bb ]
  %beta31 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 32
  store float %sub30.sink, ptr %beta31, align 4, !tbaa !39
  %mul33 = fneg contract float %cond.i.i236
  %DbetaDd234 = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 40
  store float %mul33, ptr %DbetaDd234, align 4, !tbaa !40
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.epilog.sink.split, %_Z16cumNormDistDeriv16normalDistStructf.exit243
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff(ptr noundef nonnull align 4 captures(none) dereferenceable(72) initializes((0, 28), (44, 72)) %blackCalc, ptr noundef readonly byval(%struct.payoffStruct) align 4 captures(none) %payoff, float noundef %forwardPrice, float noundef %stdDev, float noundef %riskFreeDiscount) local_unnamed_addr #0 {
entry:
  %strike = getelementptr inbounds nuw i8, ptr %payoff, i64 4
  %0 = load float, ptr %strike, align 4, !tbaa !31
  store float %0, ptr %blackCalc, align 4, !tbaa !23
  %forward = getelementptr inbounds nuw i8, ptr %blackCalc, i64 4
  store float %forwardPrice, ptr %forward, align 4, !tbaa !21
  %stdDev2 = getelementptr inbounds nuw i8, ptr %blackCalc, i64 8
  store float %stdDev, ptr %stdDev2, align 4, !tbaa !24
  %discount = getelementptr inbounds nuw i8, ptr %blackCalc, i64 12
  store float %riskFreeDiscount, ptr %discount, align 4, !tbaa !41
  %mul = fmul contract float %stdDev, %stdDev
  %variance = getelementptr inbounds nuw i8, ptr %blackCalc, i64 16
  store float %mul, ptr %variance, align 4, !tbaa !42
  %1 = load i64, ptr %payoff, align 4
  %agg.tmp.sroa.0.sroa.0.0.extract.trunc = trunc i64 %1 to i32
  %agg.tmp.sroa.0.sroa.2.0.extract.shift = lshr i64 %1, 32
  %agg.tmp.sroa.0.sroa.2.0.extract.trunc = trunc nuw i64 %agg.tmp.sroa.0.sroa.2.0.extract.shift to i32
  %div.i = fdiv contract float %forwardPrice, %0
  %call.i69.i = tail call contract noundef float @__nv_logf(float noundef %div.i) #6
  %2 = load float, ptr %stdDev2, align 4, !tbaa !24
  %div1.i = fdiv contract float %call.i69.i, %2
  %mul.i = fmul contract float %2, 5.000000e-01
  %add.i = fadd contract float %div1.i, %mul.i
  %d1.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 20
  store float %add.i, ptr %d1.i, align 4, !tbaa !25
  %sub.i = fsub contract float %add.i, %2
  %d2.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 24
  store float %sub.i, ptr %d2.i, align 4, !tbaa !26
  %mul.i.i = fmul contract float %add.i, 0x3FE6A09E60000000
  %call.i228.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %mul.i.i) #6
  %cmp.i.i.i = fcmp contract olt float %call.i228.i.i.i, 8.437500e-01
  br i1 %cmp.i.i.i, label %if.then.i.i.i, label %if.end31.i.i.i

if.then.i.i.i:                                    ; preds = %entry
  %cmp1.i.i.i = fcmp contract olt float %call.i228.i.i.i, 0x3E30000000000000
  br i1 %cmp1.i.i.i, label %if.then2.i.i.i, label %if.end9.i.i.i

if.then2.i.i.i:                                   ; preds = %if.then.i.i.i
  %cmp3.i.i.i = fcmp contract olt float %call.i228.i.i.i, 0x3850000000000000
  br i1 %cmp3.i.i.i, label %if.then4.i.i.i, label %if.end.i.i.i

if.then4.i.i.i:                                   ; preds = %if.then2.i.i.i
  %mul.i.i.i = fmul contract float %mul.i.i, 8.000000e+00
  %mul5.i.i.i = fmul contract float %mul.i.i, 0x3FF06EBA80000000
  %add.i.i.i = fadd contract float %mul.i.i.i, %mul5.i.i.i
  %mul6.i.i.i = fmul contract float %add.i.i.i, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.end.i.i.i:                                     ; preds = %if.then2.i.i.i
  %mul7.i.i.i = fmul contract float %mul.i.i, 0x3FC06EBA80000000
  %add8.i.i.i = fadd contract float %mul.i.i, %mul7.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.end9.i.i.i:                                    ; preds = %if.then.i.i.i
  %mul10.i.i.i = fmul contract float %mul.i.i, %mul.i.i
  %mul11.i.i.i = fmul contract float %mul10.i.i.i, 0x3EF8EAD620000000
  %3 = fsub contract float 0xBF77A29120000000, %mul11.i.i.i
  %mul13.i.i.i = fmul contract float %mul10.i.i.i, %3
  %add14.i.i.i = fadd contract float %mul13.i.i.i, 0xBF9D2A51E0000000
  %mul15.i.i.i = fmul contract float %mul10.i.i.i, %add14.i.i.i
  %add16.i.i.i = fadd contract float %mul15.i.i.i, 0xBFD4CD7D60000000
  %mul17.i.i.i = fmul contract float %mul10.i.i.i, %add16.i.i.i
  %add18.i.i.i = fadd contract float %mul17.i.i.i, 0x3FC06EBA80000000
  %mul19.i.i.i = fmul contract float %mul10.i.i.i, 0x3ED09C4340000000
  %4 = fsub contract float 0x3F215DC920000000, %mul19.i.i.i
  %mul21.i.i.i = fmul contract float %mul10.i.i.i, %4
  %add22.i.i.i = fadd contract float %mul21.i.i.i, 0x3F74D022C0000000
  %mul23.i.i.i = fmul contract float %mul10.i.i.i, %add22.i.i.i
  %add24.i.i.i = fadd contract float %mul23.i.i.i, 0x3FB0A54C60000000
  %mul25.i.i.i = fmul contract float %mul10.i.i.i, %add24.i.i.i
  %add26.i.i.i = fadd contract float %mul25.i.i.i, 0x3FD97779C0000000
  %mul27.i.i.i = fmul contract float %mul10.i.i.i, %add26.i.i.i
  %add28.i.i.i = fadd contract float %mul27.i.i.i, 1.000000e+00
  %div.i.i.i = fdiv contract float %add18.i.i.i, %add28.i.i.i
  %mul29.i.i.i = fmul contract float %mul.i.i, %div.i.i.i
  %add30.i.i.i = fadd contract float %mul.i.i, %mul29.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.end31.i.i.i:                                   ; preds = %entry
  %cmp32.i.i.i = fcmp contract olt float %call.i228.i.i.i, 1.250000e+00
  br i1 %cmp32.i.i.i, label %if.then33.i.i.i, label %if.end64.i.i.i

if.then33.i.i.i:                                  ; preds = %if.end31.i.i.i
  %sub.i.i.i = fadd contract float %call.i228.i.i.i, -1.000000e+00
  %mul34.i.i.i = fmul contract float %sub.i.i.i, 0x3F61BF3800000000
  %5 = fsub contract float 0x3FA22A3660000000, %mul34.i.i.i
  %mul36.i.i.i = fmul contract float %sub.i.i.i, %5
  %add37.i.i.i = fadd contract float %mul36.i.i.i, 0xBFBC639840000000
  %mul38.i.i.i = fmul contract float %sub.i.i.i, %add37.i.i.i
  %add39.i.i.i = fadd contract float %mul38.i.i.i, 0x3FD45FCA80000000
  %mul40.i.i.i = fmul contract float %sub.i.i.i, %add39.i.i.i
  %add41.i.i.i = fadd contract float %mul40.i.i.i, 0xBFD7D24100000000
  %mul42.i.i.i = fmul contract float %sub.i.i.i, %add41.i.i.i
  %add43.i.i.i = fadd contract float %mul42.i.i.i, 0x3FDA8D00A0000000
  %mul44.i.i.i = fmul contract float %sub.i.i.i, %add43.i.i.i
  %add45.i.i.i = fadd contract float %mul44.i.i.i, 0xBF6359B8C0000000
  %mul46.i.i.i = fmul contract float %sub.i.i.i, 0x3F888B5460000000
  %add47.i.i.i = fadd contract float %mul46.i.i.i, 0x3F8BEDC260000000
  %mul48.i.i.i = fmul contract float %sub.i.i.i, %add47.i.i.i
  %add49.i.i.i = fadd contract float %mul48.i.i.i, 0x3FC02660E0000000
  %mul50.i.i.i = fmul contract float %sub.i.i.i, %add49.i.i.i
  %add51.i.i.i = fadd contract float %mul50.i.i.i, 0x3FB2635CE0000000
  %mul52.i.i.i = fmul contract float %sub.i.i.i, %add51.i.i.i
  %add53.i.i.i = fadd contract float %mul52.i.i.i, 0x3FE14AF0A0000000
  %mul54.i.i.i = fmul contract float %sub.i.i.i, %add53.i.i.i
  %add55.i.i.i = fadd contract float %mul54.i.i.i, 0x3FBB3E6620000000
  %mul56.i.i.i = fmul contract float %sub.i.i.i, %add55.i.i.i
  %add57.i.i.i = fadd contract float %mul56.i.i.i, 1.000000e+00
  %cmp58.i.i.i = fcmp contract ult float %mul.i.i, 0.000000e+00
  %div62.i.i.i = fdiv contract float %add45.i.i.i, %add57.i.i.i
  br i1 %cmp58.i.i.i, label %if.else.i.i.i, label %if.then59.i.i.i

if.then59.i.i.i:                                  ; preds = %if.then33.i.i.i
  %add61.i.i.i = fadd contract float %div62.i.i.i, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.else.i.i.i:                                    ; preds = %if.then33.i.i.i
  %sub63.i.i.i = fsub contract float 0xBFEB0AC160000000, %div62.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.end64.i.i.i:                                   ; preds = %if.end31.i.i.i
  %cmp65.i.i.i = fcmp contract ult float %call.i228.i.i.i, 6.000000e+00
  br i1 %cmp65.i.i.i, label %if.end70.i.i.i, label %if.then66.i.i.i

if.then66.i.i.i:                                  ; preds = %if.end64.i.i.i
  %cmp67.i.i.i = fcmp contract ult float %mul.i.i, 0.000000e+00
  %..i.i.i = select i1 %cmp67.i.i.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.end70.i.i.i:                                   ; preds = %if.end64.i.i.i
  %mul71.i.i.i = fmul contract float %call.i228.i.i.i, %call.i228.i.i.i
  %div72.i.i.i = fdiv contract float 1.000000e+00, %mul71.i.i.i
  %cmp73.i.i.i = fcmp contract olt float %call.i228.i.i.i, 0x4006DB6DC0000000
  br i1 %cmp73.i.i.i, label %if.then74.i.i.i, label %if.else105.i.i.i

if.then74.i.i.i:                                  ; preds = %if.end70.i.i.i
  %mul75.i.i.i = fmul contract float %div72.i.i.i, 0x4023A0EFC0000000
  %6 = fsub contract float 0xC054526560000000, %mul75.i.i.i
  %mul77.i.i.i = fmul contract float %div72.i.i.i, %6
  %add78.i.i.i = fadd contract float %mul77.i.i.i, 0xC067135CE0000000
  %mul79.i.i.i = fmul contract float %div72.i.i.i, %add78.i.i.i
  %add80.i.i.i = fadd contract float %mul79.i.i.i, 0xC0644CB180000000
  %mul81.i.i.i = fmul contract float %div72.i.i.i, %add80.i.i.i
  %add82.i.i.i = fadd contract float %mul81.i.i.i, 0xC04F300AE0000000
  %mul83.i.i.i = fmul contract float %div72.i.i.i, %add82.i.i.i
  %add84.i.i.i = fadd contract float %mul83.i.i.i, 0xC0251E0440000000
  %mul85.i.i.i = fmul contract float %div72.i.i.i, %add84.i.i.i
  %add86.i.i.i = fadd contract float %mul85.i.i.i, 0xBFE63416E0000000
  %mul87.i.i.i = fmul contract float %div72.i.i.i, %add86.i.i.i
  %add88.i.i.i = fadd contract float %mul87.i.i.i, 0xBF84341260000000
  %mul89.i.i.i = fmul contract float %div72.i.i.i, 0x3FAEEFF2E0000000
  %7 = fsub contract float 0x401A47EF80000000, %mul89.i.i.i
  %mul91.i.i.i = fmul contract float %div72.i.i.i, %7
  %add92.i.i.i = fadd contract float %mul91.i.i.i, 0x405B28A3E0000000
  br label %if.end132.i.i.i

if.else105.i.i.i:                                 ; preds = %if.end70.i.i.i
  %mul106.i.i.i = fmul contract float %div72.i.i.i, 0x407E384EA0000000
  %8 = fsub contract float 0xC090046160000000, %mul106.i.i.i
  %mul108.i.i.i = fmul contract float %div72.i.i.i, %8
  %add109.i.i.i = fadd contract float %mul108.i.i.i, 0xC083EC8820000000
  %mul110.i.i.i = fmul contract float %div72.i.i.i, %add109.i.i.i
  %add111.i.i.i = fadd contract float %mul110.i.i.i, 0xC064145D40000000
  %mul112.i.i.i = fmul contract float %div72.i.i.i, %add111.i.i.i
  %add113.i.i.i = fadd contract float %mul112.i.i.i, 0xC031C20960000000
  %mul114.i.i.i = fmul contract float %div72.i.i.i, %add113.i.i.i
  %add115.i.i.i = fadd contract float %mul114.i.i.i, 0xBFE993BA80000000
  %mul116.i.i.i = fmul contract float %div72.i.i.i, %add115.i.i.i
  %add117.i.i.i = fadd contract float %mul116.i.i.i, 0xBF84341240000000
  %mul118.i.i.i = fmul contract float %div72.i.i.i, 0x403670E240000000
  %9 = fsub contract float 0x407DA874E0000000, %mul118.i.i.i
  br label %if.end132.i.i.i

if.end132.i.i.i:                                  ; preds = %if.else105.i.i.i, %if.then74.i.i.i
  %.sink233.i.i.i = phi float [ %9, %if.else105.i.i.i ], [ %add92.i.i.i, %if.then74.i.i.i ]
  %.sink232.i.i.i = phi float [ 0x40A3F219C0000000, %if.else105.i.i.i ], [ 0x407AD02160000000, %if.then74.i.i.i ]
  %.sink231.i.i.i = phi float [ 0x40A8FFB760000000, %if.else105.i.i.i ], [ 0x40842B1920000000, %if.then74.i.i.i ]
  %.sink230.i.i.i = phi float [ 0x409802EB20000000, %if.else105.i.i.i ], [ 0x407B290DE0000000, %if.then74.i.i.i ]
  %.sink229.i.i.i = phi float [ 0x40745CAE20000000, %if.else105.i.i.i ], [ 0x4061350C60000000, %if.then74.i.i.i ]
  %.sink.i.i.i = phi float [ 0x403E568B20000000, %if.else105.i.i.i ], [ 0x4033A6B9C0000000, %if.then74.i.i.i ]
  %R.0.i.i.i = phi float [ %add117.i.i.i, %if.else105.i.i.i ], [ %add88.i.i.i, %if.then74.i.i.i ]
  %mul120.i.i.i = fmul contract float %div72.i.i.i, %.sink233.i.i.i
  %add121.i.i.i = fadd contract float %mul120.i.i.i, %.sink232.i.i.i
  %mul122.i.i.i = fmul contract float %div72.i.i.i, %add121.i.i.i
  %add123.i.i.i = fadd contract float %.sink231.i.i.i, %mul122.i.i.i
  %mul124.i.i.i = fmul contract float %div72.i.i.i, %add123.i.i.i
  %add125.i.i.i = fadd contract float %.sink230.i.i.i, %mul124.i.i.i
  %mul126.i.i.i = fmul contract float %div72.i.i.i, %add125.i.i.i
  %add127.i.i.i = fadd contract float %.sink229.i.i.i, %mul126.i.i.i
  %mul128.i.i.i = fmul contract float %div72.i.i.i, %add127.i.i.i
  %add129.i.i.i = fadd contract float %.sink.i.i.i, %mul128.i.i.i
  %S.0.in.i.i.i = fmul contract float %div72.i.i.i, %add129.i.i.i
  %S.0.i.i.i = fadd contract float %S.0.in.i.i.i, 1.000000e+00
  %sub134.i.i.i = fsub contract float -5.625000e-01, %mul71.i.i.i
  %div135.i.i.i = fdiv contract float %R.0.i.i.i, %S.0.i.i.i
  %add136.i.i.i = fadd contract float %sub134.i.i.i, %div135.i.i.i
  %call.i.i.i.i = tail call contract noundef float @__nv_expf(float noundef %add136.i.i.i) #6
  %cmp138.i.i.i = fcmp contract ult float %mul.i.i, 0.000000e+00
  %div143.i.i.i = fdiv contract float %call.i.i.i.i, %call.i228.i.i.i
  br i1 %cmp138.i.i.i, label %if.else142.i.i.i, label %if.then139.i.i.i

if.then139.i.i.i:                                 ; preds = %if.end132.i.i.i
  %sub141.i.i.i = fsub contract float 1.000000e+00, %div143.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

if.else142.i.i.i:                                 ; preds = %if.end132.i.i.i
  %sub144.i.i.i = fadd contract float %div143.i.i.i, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i

_Z13cumNormDistOp16normalDistStructf.exit.i:      ; preds = %if.else142.i.i.i, %if.then139.i.i.i, %if.then66.i.i.i, %if.else.i.i.i, %if.then59.i.i.i, %if.end9.i.i.i, %if.end.i.i.i, %if.then4.i.i.i
  %retval.0.i.i.i = phi float [ %mul6.i.i.i, %if.then4.i.i.i ], [ %add8.i.i.i, %if.end.i.i.i ], [ %add30.i.i.i, %if.end9.i.i.i ], [ %add61.i.i.i, %if.then59.i.i.i ], [ %sub63.i.i.i, %if.else.i.i.i ], [ %..i.i.i, %if.then66.i.i.i ], [ %sub144.i.i.i, %if.else142.i.i.i ], [ %sub141.i.i.i, %if.then139.i.i.i ]
  %add.i.i = fadd contract float %retval.0.i.i.i, 1.000000e+00
  %mul1.i.i = fmul contract float %add.i.i, 5.000000e-01
  %cum_d1.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 48
  store float %mul1.i.i, ptr %cum_d1.i, align 4, !tbaa !27
  %10 = load float, ptr %d2.i, align 4, !tbaa !26
  %mul.i76.i = fmul contract float %10, 0x3FE6A09E60000000
  %call.i228.i.i77.i = tail call contract noundef float @__nv_fabsf(float noundef %mul.i76.i) #6
  %cmp.i.i78.i = fcmp contract olt float %call.i228.i.i77.i, 8.437500e-01
  br i1 %cmp.i.i78.i, label %if.then.i.i184.i, label %if.end31.i.i79.i

if.then.i.i184.i:                                 ; preds = %_Z13cumNormDistOp16normalDistStructf.exit.i
  %cmp1.i.i185.i = fcmp contract olt float %call.i228.i.i77.i, 0x3E30000000000000
  br i1 %cmp1.i.i185.i, label %if.then2.i.i207.i, label %if.end9.i.i186.i

if.then2.i.i207.i:                                ; preds = %if.then.i.i184.i
  %cmp3.i.i208.i = fcmp contract olt float %call.i228.i.i77.i, 0x3850000000000000
  br i1 %cmp3.i.i208.i, label %if.then4.i.i212.i, label %if.end.i.i209.i

if.then4.i.i212.i:                                ; preds = %if.then2.i.i207.i
  %mul.i.i213.i = fmul contract float %mul.i76.i, 8.000000e+00
  %mul5.i.i214.i = fmul contract float %mul.i76.i, 0x3FF06EBA80000000
  %add.i.i215.i = fadd contract float %mul.i.i213.i, %mul5.i.i214.i
  %mul6.i.i216.i = fmul contract float %add.i.i215.i, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.end.i.i209.i:                                  ; preds = %if.then2.i.i207.i
  %mul7.i.i210.i = fmul contract float %mul.i76.i, 0x3FC06EBA80000000
  %add8.i.i211.i = fadd contract float %mul.i76.i, %mul7.i.i210.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.end9.i.i186.i:                                 ; preds = %if.then.i.i184.i
  %mul10.i.i187.i = fmul contract float %mul.i76.i, %mul.i76.i
  %mul11.i.i188.i = fmul contract float %mul10.i.i187.i, 0x3EF8EAD620000000
  %11 = fsub contract float 0xBF77A29120000000, %mul11.i.i188.i
  %mul13.i.i189.i = fmul contract float %mul10.i.i187.i, %11
  %add14.i.i190.i = fadd contract float %mul13.i.i189.i, 0xBF9D2A51E0000000
  %mul15.i.i191.i = fmul contract float %mul10.i.i187.i, %add14.i.i190.i
  %add16.i.i192.i = fadd contract float %mul15.i.i191.i, 0xBFD4CD7D60000000
  %mul17.i.i193.i = fmul contract float %mul10.i.i187.i, %add16.i.i192.i
  %add18.i.i194.i = fadd contract float %mul17.i.i193.i, 0x3FC06EBA80000000
  %mul19.i.i195.i = fmul contract float %mul10.i.i187.i, 0x3ED09C4340000000
  %12 = fsub contract float 0x3F215DC920000000, %mul19.i.i195.i
  %mul21.i.i196.i = fmul contract float %mul10.i.i187.i, %12
  %add22.i.i197.i = fadd contract float %mul21.i.i196.i, 0x3F74D022C0000000
  %mul23.i.i198.i = fmul contract float %mul10.i.i187.i, %add22.i.i197.i
  %add24.i.i199.i = fadd contract float %mul23.i.i198.i, 0x3FB0A54C60000000
  %mul25.i.i200.i = fmul contract float %mul10.i.i187.i, %add24.i.i199.i
  %add26.i.i201.i = fadd contract float %mul25.i.i200.i, 0x3FD97779C0000000
  %mul27.i.i202.i = fmul contract float %mul10.i.i187.i, %add26.i.i201.i
  %add28.i.i203.i = fadd contract float %mul27.i.i202.i, 1.000000e+00
  %div.i.i204.i = fdiv contract float %add18.i.i194.i, %add28.i.i203.i
  %mul29.i.i205.i = fmul contract float %mul.i76.i, %div.i.i204.i
  %add30.i.i206.i = fadd contract float %mul.i76.i, %mul29.i.i205.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.end31.i.i79.i:                                 ; preds = %_Z13cumNormDistOp16normalDistStructf.exit.i
  %cmp32.i.i80.i = fcmp contract olt float %call.i228.i.i77.i, 1.250000e+00
  br i1 %cmp32.i.i80.i, label %if.then33.i.i153.i, label %if.end64.i.i81.i

if.then33.i.i153.i:                               ; preds = %if.end31.i.i79.i
  %sub.i.i154.i = fadd contract float %call.i228.i.i77.i, -1.000000e+00
  %mul34.i.i155.i = fmul contract float %sub.i.i154.i, 0x3F61BF3800000000
  %13 = fsub contract float 0x3FA22A3660000000, %mul34.i.i155.i
  %mul36.i.i156.i = fmul contract float %sub.i.i154.i, %13
  %add37.i.i157.i = fadd contract float %mul36.i.i156.i, 0xBFBC639840000000
  %mul38.i.i158.i = fmul contract float %sub.i.i154.i, %add37.i.i157.i
  %add39.i.i159.i = fadd contract float %mul38.i.i158.i, 0x3FD45FCA80000000
  %mul40.i.i160.i = fmul contract float %sub.i.i154.i, %add39.i.i159.i
  %add41.i.i161.i = fadd contract float %mul40.i.i160.i, 0xBFD7D24100000000
  %mul42.i.i162.i = fmul contract float %sub.i.i154.i, %add41.i.i161.i
  %add43.i.i163.i = fadd contract float %mul42.i.i162.i, 0x3FDA8D00A0000000
  %mul44.i.i164.i = fmul contract float %sub.i.i154.i, %add43.i.i163.i
  %add45.i.i165.i = fadd contract float %mul44.i.i164.i, 0xBF6359B8C0000000
  %mul46.i.i166.i = fmul contract float %sub.i.i154.i, 0x3F888B5460000000
  %add47.i.i167.i = fadd contract float %mul46.i.i166.i, 0x3F8BEDC260000000
  %mul48.i.i168.i = fmul contract float %sub.i.i154.i, %add47.i.i167.i
  %add49.i.i169.i = fadd contract float %mul48.i.i168.i, 0x3FC02660E0000000
  %mul50.i.i170.i = fmul contract float %sub.i.i154.i, %add49.i.i169.i
  %add51.i.i171.i = fadd contract float %mul50.i.i170.i, 0x3FB2635CE0000000
  %mul52.i.i172.i = fmul contract float %sub.i.i154.i, %add51.i.i171.i
  %add53.i.i173.i = fadd contract float %mul52.i.i172.i, 0x3FE14AF0A0000000
  %mul54.i.i174.i = fmul contract float %sub.i.i154.i, %add53.i.i173.i
  %add55.i.i175.i = fadd contract float %mul54.i.i174.i, 0x3FBB3E6620000000
  %mul56.i.i176.i = fmul contract float %sub.i.i154.i, %add55.i.i175.i
  %add57.i.i177.i = fadd contract float %mul56.i.i176.i, 1.000000e+00
  %cmp58.i.i178.i = fcmp contract ult float %mul.i76.i, 0.000000e+00
  %div62.i.i179.i = fdiv contract float %add45.i.i165.i, %add57.i.i177.i
  br i1 %cmp58.i.i178.i, label %if.else.i.i182.i, label %if.then59.i.i180.i

if.then59.i.i180.i:                               ; preds = %if.then33.i.i153.i
  %add61.i.i181.i = fadd contract float %div62.i.i179.i, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.else.i.i182.i:                                 ; preds = %if.then33.i.i153.i
  %sub63.i.i183.i = fsub contract float 0xBFEB0AC160000000, %div62.i.i179.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.end64.i.i81.i:                                 ; preds = %if.end31.i.i79.i
  %cmp65.i.i82.i = fcmp contract ult float %call.i228.i.i77.i, 6.000000e+00
  br i1 %cmp65.i.i82.i, label %if.end70.i.i89.i, label %if.then66.i.i83.i

if.then66.i.i83.i:                                ; preds = %if.end64.i.i81.i
  %cmp67.i.i84.i = fcmp contract ult float %mul.i76.i, 0.000000e+00
  %..i.i85.i = select i1 %cmp67.i.i84.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.end70.i.i89.i:                                 ; preds = %if.end64.i.i81.i
  %mul71.i.i90.i = fmul contract float %call.i228.i.i77.i, %call.i228.i.i77.i
  %div72.i.i91.i = fdiv contract float 1.000000e+00, %mul71.i.i90.i
  %cmp73.i.i92.i = fcmp contract olt float %call.i228.i.i77.i, 0x4006DB6DC0000000
  br i1 %cmp73.i.i92.i, label %if.then74.i.i136.i, label %if.else105.i.i93.i

if.then74.i.i136.i:                               ; preds = %if.end70.i.i89.i
  %mul75.i.i137.i = fmul contract float %div72.i.i91.i, 0x4023A0EFC0000000
  %14 = fsub contract float 0xC054526560000000, %mul75.i.i137.i
  %mul77.i.i138.i = fmul contract float %div72.i.i91.i, %14
  %add78.i.i139.i = fadd contract float %mul77.i.i138.i, 0xC067135CE0000000
  %mul79.i.i140.i = fmul contract float %div72.i.i91.i, %add78.i.i139.i
  %add80.i.i141.i = fadd contract float %mul79.i.i140.i, 0xC0644CB180000000
  %mul81.i.i142.i = fmul contract float %div72.i.i91.i, %add80.i.i141.i
  %add82.i.i143.i = fadd contract float %mul81.i.i142.i, 0xC04F300AE0000000
  %mul83.i.i144.i = fmul contract float %div72.i.i91.i, %add82.i.i143.i
  %add84.i.i145.i = fadd contract float %mul83.i.i144.i, 0xC0251E0440000000
  %mul85.i.i146.i = fmul contract float %div72.i.i91.i, %add84.i.i145.i
  %add86.i.i147.i = fadd contract float %mul85.i.i146.i, 0xBFE63416E0000000
  %mul87.i.i148.i = fmul contract float %div72.i.i91.i, %add86.i.i147.i
  %add88.i.i149.i = fadd contract float %mul87.i.i148.i, 0xBF84341260000000
  %mul89.i.i150.i = fmul contract float %div72.i.i91.i, 0x3FAEEFF2E0000000
  %15 = fsub contract float 0x401A47EF80000000, %mul89.i.i150.i
  %mul91.i.i151.i = fmul contract float %div72.i.i91.i, %15
  %add92.i.i152.i = fadd contract float %mul91.i.i151.i, 0x405B28A3E0000000
  br label %if.end132.i.i106.i

if.else105.i.i93.i:                               ; preds = %if.end70.i.i89.i
  %mul106.i.i94.i = fmul contract float %div72.i.i91.i, 0x407E384EA0000000
  %16 = fsub contract float 0xC090046160000000, %mul106.i.i94.i
  %mul108.i.i95.i = fmul contract float %div72.i.i91.i, %16
  %add109.i.i96.i = fadd contract float %mul108.i.i95.i, 0xC083EC8820000000
  %mul110.i.i97.i = fmul contract float %div72.i.i91.i, %add109.i.i96.i
  %add111.i.i98.i = fadd contract float %mul110.i.i97.i, 0xC064145D40000000
  %mul112.i.i99.i = fmul contract float %div72.i.i91.i, %add111.i.i98.i
  %add113.i.i100.i = fadd contract float %mul112.i.i99.i, 0xC031C20960000000
  %mul114.i.i101.i = fmul contract float %div72.i.i91.i, %add113.i.i100.i
  %add115.i.i102.i = fadd contract float %mul114.i.i101.i, 0xBFE993BA80000000
  %mul116.i.i103.i = fmul contract float %div72.i.i91.i, %add115.i.i102.i
  %add117.i.i104.i = fadd contract float %mul116.i.i103.i, 0xBF84341240000000
  %mul118.i.i105.i = fmul contract float %div72.i.i91.i, 0x403670E240000000
  %17 = fsub contract float 0x407DA874E0000000, %mul118.i.i105.i
  br label %if.end132.i.i106.i

if.end132.i.i106.i:                               ; preds = %if.else105.i.i93.i, %if.then74.i.i136.i
  %.sink233.i.i107.i = phi float [ %17, %if.else105.i.i93.i ], [ %add92.i.i152.i, %if.then74.i.i136.i ]
  %.sink232.i.i108.i = phi float [ 0x40A3F219C0000000, %if.else105.i.i93.i ], [ 0x407AD02160000000, %if.then74.i.i136.i ]
  %.sink231.i.i109.i = phi float [ 0x40A8FFB760000000, %if.else105.i.i93.i ], [ 0x40842B1920000000, %if.then74.i.i136.i ]
  %.sink230.i.i110.i = phi float [ 0x409802EB20000000, %if.else105.i.i93.i ], [ 0x407B290DE0000000, %if.then74.i.i136.i ]
  %.sink229.i.i111.i = phi float [ 0x40745CAE20000000, %if.else105.i.i93.i ], [ 0x4061350C60000000, %if.then74.i.i136.i ]
  %.sink.i.i112.i = phi float [ 0x403E568B20000000, %if.else105.i.i93.i ], [ 0x4033A6B9C0000000, %if.then74.i.i136.i ]
  %R.0.i.i113.i = phi float [ %add117.i.i104.i, %if.else105.i.i93.i ], [ %add88.i.i149.i, %if.then74.i.i136.i ]
  %mul120.i.i114.i = fmul contract float %div72.i.i91.i, %.sink233.i.i107.i
  %add121.i.i115.i = fadd contract float %mul120.i.i114.i, %.sink232.i.i108.i
  %mul122.i.i116.i = fmul contract float %div72.i.i91.i, %add121.i.i115.i
  %add123.i.i117.i = fadd contract float %.sink231.i.i109.i, %mul122.i.i116.i
  %mul124.i.i118.i = fmul contract float %div72.i.i91.i, %add123.i.i117.i
  %add125.i.i119.i = fadd contract float %.sink230.i.i110.i, %mul124.i.i118.i
  %mul126.i.i120.i = fmul contract float %div72.i.i91.i, %add125.i.i119.i
  %add127.i.i121.i = fadd contract float %.sink229.i.i111.i, %mul126.i.i120.i
  %mul128.i.i122.i = fmul contract float %div72.i.i91.i, %add127.i.i121.i
  %add129.i.i123.i = fadd contract float %.sink.i.i112.i, %mul128.i.i122.i
  %S.0.in.i.i124.i = fmul contract float %div72.i.i91.i, %add129.i.i123.i
  %S.0.i.i125.i = fadd contract float %S.0.in.i.i124.i, 1.000000e+00
  %sub134.i.i126.i = fsub contract float -5.625000e-01, %mul71.i.i90.i
  %div135.i.i127.i = fdiv contract float %R.0.i.i113.i, %S.0.i.i125.i
  %add136.i.i128.i = fadd contract float %sub134.i.i126.i, %div135.i.i127.i
  %call.i.i.i129.i = tail call contract noundef float @__nv_expf(float noundef %add136.i.i128.i) #6
  %cmp138.i.i130.i = fcmp contract ult float %mul.i76.i, 0.000000e+00
  %div143.i.i131.i = fdiv contract float %call.i.i.i129.i, %call.i228.i.i77.i
  br i1 %cmp138.i.i130.i, label %if.else142.i.i134.i, label %if.then139.i.i132.i

if.then139.i.i132.i:                              ; preds = %if.end132.i.i106.i
  %sub141.i.i133.i = fsub contract float 1.000000e+00, %div143.i.i131.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

if.else142.i.i134.i:                              ; preds = %if.end132.i.i106.i
  %sub144.i.i135.i = fadd contract float %div143.i.i131.i, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i

_Z13cumNormDistOp16normalDistStructf.exit217.i:   ; preds = %if.else142.i.i134.i, %if.then139.i.i132.i, %if.then66.i.i83.i, %if.else.i.i182.i, %if.then59.i.i180.i, %if.end9.i.i186.i, %if.end.i.i209.i, %if.then4.i.i212.i
  %retval.0.i.i86.i = phi float [ %mul6.i.i216.i, %if.then4.i.i212.i ], [ %add8.i.i211.i, %if.end.i.i209.i ], [ %add30.i.i206.i, %if.end9.i.i186.i ], [ %add61.i.i181.i, %if.then59.i.i180.i ], [ %sub63.i.i183.i, %if.else.i.i182.i ], [ %..i.i85.i, %if.then66.i.i83.i ], [ %sub144.i.i135.i, %if.else142.i.i134.i ], [ %sub141.i.i133.i, %if.then139.i.i132.i ]
  %add.i87.i = fadd contract float %retval.0.i.i86.i, 1.000000e+00
  %mul1.i88.i = fmul contract float %add.i87.i, 5.000000e-01
  %cum_d2.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 56
  store float %mul1.i88.i, ptr %cum_d2.i, align 4, !tbaa !28
  %18 = load float, ptr %d1.i, align 4, !tbaa !25
  %19 = fneg contract float %18
  %fneg.i.i.i = fmul contract float %18, %19
  %div.i.i223.i = fmul contract float %fneg.i.i.i, 5.000000e-01
  %cmp.i.i224.i = fcmp contract ugt float %div.i.i223.i, -6.900000e+02
  br i1 %cmp.i.i224.i, label %cond.false.i.i.i, label %_Z16cumNormDistDeriv16normalDistStructf.exit.i

cond.false.i.i.i:                                 ; preds = %_Z13cumNormDistOp16normalDistStructf.exit217.i
  %call.i.i.i225.i = tail call contract noundef float @__nv_expf(float noundef %div.i.i223.i) #6
  %mul1.i.i.i = fmul contract float %call.i.i.i225.i, 0x3FD9884540000000
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit.i

_Z16cumNormDistDeriv16normalDistStructf.exit.i:   ; preds = %cond.false.i.i.i, %_Z13cumNormDistOp16normalDistStructf.exit217.i
  %cond.i.i.i = phi contract float [ %mul1.i.i.i, %cond.false.i.i.i ], [ 0.000000e+00, %_Z13cumNormDistOp16normalDistStructf.exit217.i ]
  %n_d1.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 44
  store float %cond.i.i.i, ptr %n_d1.i, align 4, !tbaa !29
  %20 = load float, ptr %d2.i, align 4, !tbaa !26
  %21 = fneg contract float %20
  %fneg.i.i233.i = fmul contract float %20, %21
  %div.i.i234.i = fmul contract float %fneg.i.i233.i, 5.000000e-01
  %cmp.i.i235.i = fcmp contract ugt float %div.i.i234.i, -6.900000e+02
  br i1 %cmp.i.i235.i, label %cond.false.i.i238.i, label %_Z16cumNormDistDeriv16normalDistStructf.exit243.i

cond.false.i.i238.i:                              ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit.i
  %call.i.i.i241.i = tail call contract noundef float @__nv_expf(float noundef %div.i.i234.i) #6
  %mul1.i.i242.i = fmul contract float %call.i.i.i241.i, 0x3FD9884540000000
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit243.i

_Z16cumNormDistDeriv16normalDistStructf.exit243.i: ; preds = %cond.false.i.i238.i, %_Z16cumNormDistDeriv16normalDistStructf.exit.i
  %cond.i.i236.i = phi contract float [ %mul1.i.i242.i, %cond.false.i.i238.i ], [ 0.000000e+00, %_Z16cumNormDistDeriv16normalDistStructf.exit.i ]
  %n_d2.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 52
  store float %cond.i.i236.i, ptr %n_d2.i, align 4, !tbaa !30
  %x.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 60
  store i32 %agg.tmp.sroa.0.sroa.2.0.extract.trunc, ptr %x.i, align 4, !tbaa !33
  %DxDstrike.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 68
  store float 1.000000e+00, ptr %DxDstrike.i, align 4, !tbaa !34
  %DxDs.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 64
  store float 0.000000e+00, ptr %DxDs.i, align 4, !tbaa !35
  switch i32 %agg.tmp.sroa.0.sroa.0.0.extract.trunc, label %_Z17initBlackCalcVarsR15blackCalcStruct12payoffStruct.exit [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb23.i
  ]

sw.bb.i:                                          ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243.i
  %22 = load float, ptr %cum_d1.i, align 4, !tbaa !27
  %alpha.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 28
  store float %22, ptr %alpha.i, align 4, !tbaa !37
  %23 = load float, ptr %n_d1.i, align 4, !tbaa !29
  %DalphaDd1.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 36
  store float %23, ptr %DalphaDd1.i, align 4, !tbaa !38
  %24 = load float, ptr %cum_d2.i, align 4, !tbaa !28
  %mul20.i = fneg contract float %24
  br label %sw.epilog.sink.split.i

sw.bb23.i:                                        ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243.i
  %25 = load float, ptr %cum_d1.i, align 4, !tbaa !27
  %add25.i = fadd contract float %25, -1.000000e+00
  %alpha26.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 28
  store float %add25.i, ptr %alpha26.i, align 4, !tbaa !37
  %26 = load float, ptr %n_d1.i, align 4, !tbaa !29
  %DalphaDd128.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 36
  store float %26, ptr %DalphaDd128.i, align 4, !tbaa !38
  %27 = load float, ptr %cum_d2.i, align 4, !tbaa !28
  %sub30.i = fsub contract float 1.000000e+00, %27
  br label %sw.epilog.sink.split.i

sw.epilog.sink.split.i:                           ; preds = %sw.bb23.i, %sw.bb.i
  %sub30.sink.i = phi float [ %sub30.i, %sw.bb23.i ], [ %mul20.i, %sw.bb.i ]
  %beta31.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 32
  store float %sub30.sink.i, ptr %beta31.i, align 4, !tbaa !39
  %mul33.i = fneg contract float %cond.i.i236.i
  %DbetaDd234.i = getelementptr inbounds nuw i8, ptr %blackCalc, i64 40
  store float %mul33.i, ptr %DbetaDd234.i, align 4, !tbaa !40
  br label %_Z17initBlackCalcVarsR15blackCalcStruct12payoffStruct.exit

_Z17initBlackCalcVarsR15blackCalcStruct12payoffStruct.exit: ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243.i, %sw.epilog.sink.split.i
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z12getResultVal15blackCalcStruct(ptr noundef readonly byval(%struct.blackCalcStruct) align 4 captures(none) %blackCalculator) local_unnamed_addr #1 {
entry:
  %discount = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 12
  %0 = load float, ptr %discount, align 4, !tbaa !41
  %forward = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 4
  %1 = load float, ptr %forward, align 4, !tbaa !21
  %alpha = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 28
  %2 = load float, ptr %alpha, align 4, !tbaa !37
  %mul = fmul contract float %1, %2
  %x = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 60
  %3 = load float, ptr %x, align 4, !tbaa !33
  %beta = getelementptr inbounds nuw i8, ptr %blackCalculator, i64 32
  %4 = load float, ptr %beta, align 4, !tbaa !39
  %mul1 = fmul contract float %3, %4
  %add = fadd contract float %mul, %mul1
  %mul2 = fmul contract float %0, %add
  ret float %mul2
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15getOutValOptionPK17optionInputStructPfi(ptr noundef readonly captures(none) %options, ptr noundef writeonly captures(none) %outputVals, i32 noundef %numVals) local_unnamed_addr #3 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %numVals
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.optionInputStruct, ptr %options, i64 %idxprom
  %threadOption.sroa.0.0.copyload = load i32, ptr %arrayidx, align 4, !tbaa !4
  %threadOption.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %threadOption.sroa.4.0.copyload = load float, ptr %threadOption.sroa.4.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %threadOption.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %threadOption.sroa.5.0.copyload = load float, ptr %threadOption.sroa.5.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %threadOption.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %threadOption.sroa.6.0.copyload = load float, ptr %threadOption.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %threadOption.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %threadOption.sroa.7.0.copyload = load float, ptr %threadOption.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %threadOption.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 20
  %threadOption.sroa.8.0.copyload = load float, ptr %threadOption.sroa.8.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %threadOption.sroa.12.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %threadOption.sroa.12.0.copyload = load float, ptr %threadOption.sroa.12.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %mul.i = fmul contract float %threadOption.sroa.12.0.copyload, %threadOption.sroa.12.0.copyload
  %mul1.i = fmul contract float %threadOption.sroa.8.0.copyload, %mul.i
  %mul.i.i.i = fmul contract float %threadOption.sroa.6.0.copyload, %threadOption.sroa.8.0.copyload
  %call.i.i.i.i = tail call contract noundef float @__nv_expf(float noundef %mul.i.i.i) #6
  %div.i.i = fdiv contract float 1.000000e+00, %call.i.i.i.i
  %mul.i.i.i46 = fmul contract float %threadOption.sroa.7.0.copyload, %threadOption.sroa.8.0.copyload
  %call.i.i.i.i47 = tail call contract noundef float @__nv_expf(float noundef %mul.i.i.i46) #6
  %div.i.i48 = fdiv contract float 1.000000e+00, %call.i.i.i.i47
  %mul27 = fmul contract float %threadOption.sroa.5.0.copyload, %div.i.i
  %div = fdiv contract float %mul27, %div.i.i48
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %mul1.i) #6
  %div.i.i51 = fdiv contract float %div, %threadOption.sroa.4.0.copyload
  %call.i69.i.i = tail call contract noundef float @__nv_logf(float noundef %div.i.i51) #6
  %div1.i.i = fdiv contract float %call.i69.i.i, %call.i
  %mul.i.i = fmul contract float %call.i, 5.000000e-01
  %add.i.i = fadd contract float %mul.i.i, %div1.i.i
  %sub.i.i = fsub contract float %add.i.i, %call.i
  %mul.i.i.i52 = fmul contract float %add.i.i, 0x3FE6A09E60000000
  %call.i228.i.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %mul.i.i.i52) #6
  %cmp.i.i.i.i = fcmp contract olt float %call.i228.i.i.i.i, 8.437500e-01
  br i1 %cmp.i.i.i.i, label %if.then.i.i.i.i, label %if.end31.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.then
  %cmp1.i.i.i.i = fcmp contract olt float %call.i228.i.i.i.i, 0x3E30000000000000
  br i1 %cmp1.i.i.i.i, label %if.then2.i.i.i.i, label %if.end9.i.i.i.i

if.then2.i.i.i.i:                                 ; preds = %if.then.i.i.i.i
  %cmp3.i.i.i.i = fcmp contract olt float %call.i228.i.i.i.i, 0x3850000000000000
  br i1 %cmp3.i.i.i.i, label %if.then4.i.i.i.i, label %if.end.i.i.i.i

if.then4.i.i.i.i:                                 ; preds = %if.then2.i.i.i.i
  %mul.i.i.i.i = fmul contract float %mul.i.i.i52, 8.000000e+00
  %mul5.i.i.i.i = fmul contract float %mul.i.i.i52, 0x3FF06EBA80000000
  %add.i.i.i.i = fadd contract float %mul.i.i.i.i, %mul5.i.i.i.i
  %mul6.i.i.i.i = fmul contract float %add.i.i.i.i, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.end.i.i.i.i:                                   ; preds = %if.then2.i.i.i.i
  %mul7.i.i.i.i = fmul contract float %mul.i.i.i52, 0x3FC06EBA80000000
  %add8.i.i.i.i = fadd contract float %mul.i.i.i52, %mul7.i.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.end9.i.i.i.i:                                  ; preds = %if.then.i.i.i.i
  %mul10.i.i.i.i = fmul contract float %mul.i.i.i52, %mul.i.i.i52
  %mul11.i.i.i.i = fmul contract float %mul10.i.i.i.i, 0x3EF8EAD620000000
  %3 = fsub contract float 0xBF77A29120000000, %mul11.i.i.i.i
  %mul13.i.i.i.i = fmul contract float %mul10.i.i.i.i, %3
  %add14.i.i.i.i = fadd contract float %mul13.i.i.i.i, 0xBF9D2A51E0000000
  %mul15.i.i.i.i = fmul contract float %mul10.i.i.i.i, %add14.i.i.i.i
  %add16.i.i.i.i = fadd contract float %mul15.i.i.i.i, 0xBFD4CD7D60000000
  %mul17.i.i.i.i = fmul contract float %mul10.i.i.i.i, %add16.i.i.i.i
  %add18.i.i.i.i = fadd contract float %mul17.i.i.i.i, 0x3FC06EBA80000000
  %mul19.i.i.i.i = fmul contract float %mul10.i.i.i.i, 0x3ED09C4340000000
  %4 = fsub contract float 0x3F215DC920000000, %mul19.i.i.i.i
  %mul21.i.i.i.i = fmul contract float %mul10.i.i.i.i, %4
  %add22.i.i.i.i = fadd contract float %mul21.i.i.i.i, 0x3F74D022C0000000
  %mul23.i.i.i.i = fmul contract float %mul10.i.i.i.i, %add22.i.i.i.i
  %add24.i.i.i.i = fadd contract float %mul23.i.i.i.i, 0x3FB0A54C60000000
  %mul25.i.i.i.i = fmul contract float %mul10.i.i.i.i, %add24.i.i.i.i
  %add26.i.i.i.i = fadd contract float %mul25.i.i.i.i, 0x3FD97779C0000000
  %mul27.i.i.i.i = fmul contract float %mul10.i.i.i.i, %add26.i.i.i.i
  %add28.i.i.i.i = fadd contract float %mul27.i.i.i.i, 1.000000e+00
  %div.i.i.i.i = fdiv contract float %add18.i.i.i.i, %add28.i.i.i.i
  %mul29.i.i.i.i = fmul contract float %mul.i.i.i52, %div.i.i.i.i
  %add30.i.i.i.i = fadd contract float %mul.i.i.i52, %mul29.i.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.end31.i.i.i.i:                                 ; preds = %if.then
  %cmp32.i.i.i.i = fcmp contract olt float %call.i228.i.i.i.i, 1.250000e+00
  br i1 %cmp32.i.i.i.i, label %if.then33.i.i.i.i, label %if.end64.i.i.i.i

if.then33.i.i.i.i:                                ; preds = %if.end31.i.i.i.i
  %sub.i.i.i.i = fadd contract float %call.i228.i.i.i.i, -1.000000e+00
  %mul34.i.i.i.i = fmul contract float %sub.i.i.i.i, 0x3F61BF3800000000
  %5 = fsub contract float 0x3FA22A3660000000, %mul34.i.i.i.i
  %mul36.i.i.i.i = fmul contract float %sub.i.i.i.i, %5
  %add37.i.i.i.i = fadd contract float %mul36.i.i.i.i, 0xBFBC639840000000
  %mul38.i.i.i.i = fmul contract float %sub.i.i.i.i, %add37.i.i.i.i
  %add39.i.i.i.i = fadd contract float %mul38.i.i.i.i, 0x3FD45FCA80000000
  %mul40.i.i.i.i = fmul contract float %sub.i.i.i.i, %add39.i.i.i.i
  %add41.i.i.i.i = fadd contract float %mul40.i.i.i.i, 0xBFD7D24100000000
  %mul42.i.i.i.i = fmul contract float %sub.i.i.i.i, %add41.i.i.i.i
  %add43.i.i.i.i = fadd contract float %mul42.i.i.i.i, 0x3FDA8D00A0000000
  %mul44.i.i.i.i = fmul contract float %sub.i.i.i.i, %add43.i.i.i.i
  %add45.i.i.i.i = fadd contract float %mul44.i.i.i.i, 0xBF6359B8C0000000
  %mul46.i.i.i.i = fmul contract float %sub.i.i.i.i, 0x3F888B5460000000
  %add47.i.i.i.i = fadd contract float %mul46.i.i.i.i, 0x3F8BEDC260000000
  %mul48.i.i.i.i = fmul contract float %sub.i.i.i.i, %add47.i.i.i.i
  %add49.i.i.i.i = fadd contract float %mul48.i.i.i.i, 0x3FC02660E0000000
  %mul50.i.i.i.i = fmul contract float %sub.i.i.i.i, %add49.i.i.i.i
  %add51.i.i.i.i = fadd contract float %mul50.i.i.i.i, 0x3FB2635CE0000000
  %mul52.i.i.i.i = fmul contract float %sub.i.i.i.i, %add51.i.i.i.i
  %add53.i.i.i.i = fadd contract float %mul52.i.i.i.i, 0x3FE14AF0A0000000
  %mul54.i.i.i.i = fmul contract float %sub.i.i.i.i, %add53.i.i.i.i
  %add55.i.i.i.i = fadd contract float %mul54.i.i.i.i, 0x3FBB3E6620000000
  %mul56.i.i.i.i = fmul contract float %sub.i.i.i.i, %add55.i.i.i.i
  %add57.i.i.i.i = fadd contract float %mul56.i.i.i.i, 1.000000e+00
  %cmp58.i.i.i.i = fcmp contract ult float %mul.i.i.i52, 0.000000e+00
  %div62.i.i.i.i = fdiv contract float %add45.i.i.i.i, %add57.i.i.i.i
  br i1 %cmp58.i.i.i.i, label %if.else.i.i.i.i, label %if.then59.i.i.i.i

if.then59.i.i.i.i:                                ; preds = %if.then33.i.i.i.i
  %add61.i.i.i.i = fadd contract float %div62.i.i.i.i, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.else.i.i.i.i:                                  ; preds = %if.then33.i.i.i.i
  %sub63.i.i.i.i = fsub contract float 0xBFEB0AC160000000, %div62.i.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.end64.i.i.i.i:                                 ; preds = %if.end31.i.i.i.i
  %cmp65.i.i.i.i = fcmp contract ult float %call.i228.i.i.i.i, 6.000000e+00
  br i1 %cmp65.i.i.i.i, label %if.end70.i.i.i.i, label %if.then66.i.i.i.i

if.then66.i.i.i.i:                                ; preds = %if.end64.i.i.i.i
  %cmp67.i.i.i.i = fcmp contract ult float %mul.i.i.i52, 0.000000e+00
  %..i.i.i.i = select i1 %cmp67.i.i.i.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.end70.i.i.i.i:                                 ; preds = %if.end64.i.i.i.i
  %mul71.i.i.i.i = fmul contract float %call.i228.i.i.i.i, %call.i228.i.i.i.i
  %div72.i.i.i.i = fdiv contract float 1.000000e+00, %mul71.i.i.i.i
  %cmp73.i.i.i.i = fcmp contract olt float %call.i228.i.i.i.i, 0x4006DB6DC0000000
  br i1 %cmp73.i.i.i.i, label %if.then74.i.i.i.i, label %if.else105.i.i.i.i

if.then74.i.i.i.i:                                ; preds = %if.end70.i.i.i.i
  %mul75.i.i.i.i = fmul contract float %div72.i.i.i.i, 0x4023A0EFC0000000
  %6 = fsub contract float 0xC054526560000000, %mul75.i.i.i.i
  %mul77.i.i.i.i = fmul contract float %div72.i.i.i.i, %6
  %add78.i.i.i.i = fadd contract float %mul77.i.i.i.i, 0xC067135CE0000000
  %mul79.i.i.i.i = fmul contract float %div72.i.i.i.i, %add78.i.i.i.i
  %add80.i.i.i.i = fadd contract float %mul79.i.i.i.i, 0xC0644CB180000000
  %mul81.i.i.i.i = fmul contract float %div72.i.i.i.i, %add80.i.i.i.i
  %add82.i.i.i.i = fadd contract float %mul81.i.i.i.i, 0xC04F300AE0000000
  %mul83.i.i.i.i = fmul contract float %div72.i.i.i.i, %add82.i.i.i.i
  %add84.i.i.i.i = fadd contract float %mul83.i.i.i.i, 0xC0251E0440000000
  %mul85.i.i.i.i = fmul contract float %div72.i.i.i.i, %add84.i.i.i.i
  %add86.i.i.i.i = fadd contract float %mul85.i.i.i.i, 0xBFE63416E0000000
  %mul87.i.i.i.i = fmul contract float %div72.i.i.i.i, %add86.i.i.i.i
  %add88.i.i.i.i = fadd contract float %mul87.i.i.i.i, 0xBF84341260000000
  %mul89.i.i.i.i = fmul contract float %div72.i.i.i.i, 0x3FAEEFF2E0000000
  %7 = fsub contract float 0x401A47EF80000000, %mul89.i.i.i.i
  %mul91.i.i.i.i = fmul contract float %div72.i.i.i.i, %7
  %add92.i.i.i.i = fadd contract float %mul91.i.i.i.i, 0x405B28A3E0000000
  br label %if.end132.i.i.i.i

if.else105.i.i.i.i:                               ; preds = %if.end70.i.i.i.i
  %mul106.i.i.i.i = fmul contract float %div72.i.i.i.i, 0x407E384EA0000000
  %8 = fsub contract float 0xC090046160000000, %mul106.i.i.i.i
  %mul108.i.i.i.i = fmul contract float %div72.i.i.i.i, %8
  %add109.i.i.i.i = fadd contract float %mul108.i.i.i.i, 0xC083EC8820000000
  %mul110.i.i.i.i = fmul contract float %div72.i.i.i.i, %add109.i.i.i.i
  %add111.i.i.i.i = fadd contract float %mul110.i.i.i.i, 0xC064145D40000000
  %mul112.i.i.i.i = fmul contract float %div72.i.i.i.i, %add111.i.i.i.i
  %add113.i.i.i.i = fadd contract float %mul112.i.i.i.i, 0xC031C20960000000
  %mul114.i.i.i.i = fmul contract float %div72.i.i.i.i, %add113.i.i.i.i
  %add115.i.i.i.i = fadd contract float %mul114.i.i.i.i, 0xBFE993BA80000000
  %mul116.i.i.i.i = fmul contract float %div72.i.i.i.i, %add115.i.i.i.i
  %add117.i.i.i.i = fadd contract float %mul116.i.i.i.i, 0xBF84341240000000
  %mul118.i.i.i.i = fmul contract float %div72.i.i.i.i, 0x403670E240000000
  %9 = fsub contract float 0x407DA874E0000000, %mul118.i.i.i.i
  br label %if.end132.i.i.i.i

if.end132.i.i.i.i:                                ; preds = %if.else105.i.i.i.i, %if.then74.i.i.i.i
  %.sink233.i.i.i.i = phi float [ %9, %if.else105.i.i.i.i ], [ %add92.i.i.i.i, %if.then74.i.i.i.i ]
  %.sink232.i.i.i.i = phi float [ 0x40A3F219C0000000, %if.else105.i.i.i.i ], [ 0x407AD02160000000, %if.then74.i.i.i.i ]
  %.sink231.i.i.i.i = phi float [ 0x40A8FFB760000000, %if.else105.i.i.i.i ], [ 0x40842B1920000000, %if.then74.i.i.i.i ]
  %.sink230.i.i.i.i = phi float [ 0x409802EB20000000, %if.else105.i.i.i.i ], [ 0x407B290DE0000000, %if.then74.i.i.i.i ]
  %.sink229.i.i.i.i = phi float [ 0x40745CAE20000000, %if.else105.i.i.i.i ], [ 0x4061350C60000000, %if.then74.i.i.i.i ]
  %.sink.i.i.i.i = phi float [ 0x403E568B20000000, %if.else105.i.i.i.i ], [ 0x4033A6B9C0000000, %if.then74.i.i.i.i ]
  %R.0.i.i.i.i = phi float [ %add117.i.i.i.i, %if.else105.i.i.i.i ], [ %add88.i.i.i.i, %if.then74.i.i.i.i ]
  %mul120.i.i.i.i = fmul contract float %div72.i.i.i.i, %.sink233.i.i.i.i
  %add121.i.i.i.i = fadd contract float %mul120.i.i.i.i, %.sink232.i.i.i.i
  %mul122.i.i.i.i = fmul contract float %div72.i.i.i.i, %add121.i.i.i.i
  %add123.i.i.i.i = fadd contract float %.sink231.i.i.i.i, %mul122.i.i.i.i
  %mul124.i.i.i.i = fmul contract float %div72.i.i.i.i, %add123.i.i.i.i
  %add125.i.i.i.i = fadd contract float %.sink230.i.i.i.i, %mul124.i.i.i.i
  %mul126.i.i.i.i = fmul contract float %div72.i.i.i.i, %add125.i.i.i.i
  %add127.i.i.i.i = fadd contract float %.sink229.i.i.i.i, %mul126.i.i.i.i
  %mul128.i.i.i.i = fmul contract float %div72.i.i.i.i, %add127.i.i.i.i
  %add129.i.i.i.i = fadd contract float %.sink.i.i.i.i, %mul128.i.i.i.i
  %S.0.in.i.i.i.i = fmul contract float %div72.i.i.i.i, %add129.i.i.i.i
  %S.0.i.i.i.i = fadd contract float %S.0.in.i.i.i.i, 1.000000e+00
  %sub134.i.i.i.i = fsub contract float -5.625000e-01, %mul71.i.i.i.i
  %div135.i.i.i.i = fdiv contract float %R.0.i.i.i.i, %S.0.i.i.i.i
  %add136.i.i.i.i = fadd contract float %sub134.i.i.i.i, %div135.i.i.i.i
  %call.i.i.i.i.i = tail call contract noundef float @__nv_expf(float noundef %add136.i.i.i.i) #6
  %cmp138.i.i.i.i = fcmp contract ult float %mul.i.i.i52, 0.000000e+00
  %div143.i.i.i.i = fdiv contract float %call.i.i.i.i.i, %call.i228.i.i.i.i
  br i1 %cmp138.i.i.i.i, label %if.else142.i.i.i.i, label %if.then139.i.i.i.i

if.then139.i.i.i.i:                               ; preds = %if.end132.i.i.i.i
  %sub141.i.i.i.i = fsub contract float 1.000000e+00, %div143.i.i.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

if.else142.i.i.i.i:                               ; preds = %if.end132.i.i.i.i
  %sub144.i.i.i.i = fadd contract float %div143.i.i.i.i, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit.i.i

_Z13cumNormDistOp16normalDistStructf.exit.i.i:    ; preds = %if.else142.i.i.i.i, %if.then139.i.i.i.i, %if.then66.i.i.i.i, %if.else.i.i.i.i, %if.then59.i.i.i.i, %if.end9.i.i.i.i, %if.end.i.i.i.i, %if.then4.i.i.i.i
  %retval.0.i.i.i.i = phi float [ %mul6.i.i.i.i, %if.then4.i.i.i.i ], [ %add8.i.i.i.i, %if.end.i.i.i.i ], [ %add30.i.i.i.i, %if.end9.i.i.i.i ], [ %add61.i.i.i.i, %if.then59.i.i.i.i ], [ %sub63.i.i.i.i, %if.else.i.i.i.i ], [ %..i.i.i.i, %if.then66.i.i.i.i ], [ %sub144.i.i.i.i, %if.else142.i.i.i.i ], [ %sub141.i.i.i.i, %if.then139.i.i.i.i ]
  %add.i.i.i = fadd contract float %retval.0.i.i.i.i, 1.000000e+00
  %mul1.i.i.i = fmul contract float %add.i.i.i, 5.000000e-01
  %mul.i76.i.i = fmul contract float %sub.i.i, 0x3FE6A09E60000000
  %call.i228.i.i77.i.i = tail call contract noundef float @__nv_fabsf(float noundef %mul.i76.i.i) #6
  %cmp.i.i78.i.i = fcmp contract olt float %call.i228.i.i77.i.i, 8.437500e-01
  br i1 %cmp.i.i78.i.i, label %if.then.i.i184.i.i, label %if.end31.i.i79.i.i

if.then.i.i184.i.i:                               ; preds = %_Z13cumNormDistOp16normalDistStructf.exit.i.i
  %cmp1.i.i185.i.i = fcmp contract olt float %call.i228.i.i77.i.i, 0x3E30000000000000
  br i1 %cmp1.i.i185.i.i, label %if.then2.i.i207.i.i, label %if.end9.i.i186.i.i

if.then2.i.i207.i.i:                              ; preds = %if.then.i.i184.i.i
  %cmp3.i.i208.i.i = fcmp contract olt float %call.i228.i.i77.i.i, 0x3850000000000000
  br i1 %cmp3.i.i208.i.i, label %if.then4.i.i212.i.i, label %if.end.i.i209.i.i

if.then4.i.i212.i.i:                              ; preds = %if.then2.i.i207.i.i
  %mul.i.i213.i.i = fmul contract float %mul.i76.i.i, 8.000000e+00
  %mul5.i.i214.i.i = fmul contract float %mul.i76.i.i, 0x3FF06EBA80000000
  %add.i.i215.i.i = fadd contract float %mul.i.i213.i.i, %mul5.i.i214.i.i
  %mul6.i.i216.i.i = fmul contract float %add.i.i215.i.i, 1.250000e-01
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.end.i.i209.i.i:                                ; preds = %if.then2.i.i207.i.i
  %mul7.i.i210.i.i = fmul contract float %mul.i76.i.i, 0x3FC06EBA80000000
  %add8.i.i211.i.i = fadd contract float %mul.i76.i.i, %mul7.i.i210.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.end9.i.i186.i.i:                               ; preds = %if.then.i.i184.i.i
  %mul10.i.i187.i.i = fmul contract float %mul.i76.i.i, %mul.i76.i.i
  %mul11.i.i188.i.i = fmul contract float %mul10.i.i187.i.i, 0x3EF8EAD620000000
  %10 = fsub contract float 0xBF77A29120000000, %mul11.i.i188.i.i
  %mul13.i.i189.i.i = fmul contract float %mul10.i.i187.i.i, %10
  %add14.i.i190.i.i = fadd contract float %mul13.i.i189.i.i, 0xBF9D2A51E0000000
  %mul15.i.i191.i.i = fmul contract float %mul10.i.i187.i.i, %add14.i.i190.i.i
  %add16.i.i192.i.i = fadd contract float %mul15.i.i191.i.i, 0xBFD4CD7D60000000
  %mul17.i.i193.i.i = fmul contract float %mul10.i.i187.i.i, %add16.i.i192.i.i
  %add18.i.i194.i.i = fadd contract float %mul17.i.i193.i.i, 0x3FC06EBA80000000
  %mul19.i.i195.i.i = fmul contract float %mul10.i.i187.i.i, 0x3ED09C4340000000
  %11 = fsub contract float 0x3F215DC920000000, %mul19.i.i195.i.i
  %mul21.i.i196.i.i = fmul contract float %mul10.i.i187.i.i, %11
  %add22.i.i197.i.i = fadd contract float %mul21.i.i196.i.i, 0x3F74D022C0000000
  %mul23.i.i198.i.i = fmul contract float %mul10.i.i187.i.i, %add22.i.i197.i.i
  %add24.i.i199.i.i = fadd contract float %mul23.i.i198.i.i, 0x3FB0A54C60000000
  %mul25.i.i200.i.i = fmul contract float %mul10.i.i187.i.i, %add24.i.i199.i.i
  %add26.i.i201.i.i = fadd contract float %mul25.i.i200.i.i, 0x3FD97779C0000000
  %mul27.i.i202.i.i = fmul contract float %mul10.i.i187.i.i, %add26.i.i201.i.i
  %add28.i.i203.i.i = fadd contract float %mul27.i.i202.i.i, 1.000000e+00
  %div.i.i204.i.i = fdiv contract float %add18.i.i194.i.i, %add28.i.i203.i.i
  %mul29.i.i205.i.i = fmul contract float %mul.i76.i.i, %div.i.i204.i.i
  %add30.i.i206.i.i = fadd contract float %mul.i76.i.i, %mul29.i.i205.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.end31.i.i79.i.i:                               ; preds = %_Z13cumNormDistOp16normalDistStructf.exit.i.i
  %cmp32.i.i80.i.i = fcmp contract olt float %call.i228.i.i77.i.i, 1.250000e+00
  br i1 %cmp32.i.i80.i.i, label %if.then33.i.i153.i.i, label %if.end64.i.i81.i.i

if.then33.i.i153.i.i:                             ; preds = %if.end31.i.i79.i.i
  %sub.i.i154.i.i = fadd contract float %call.i228.i.i77.i.i, -1.000000e+00
  %mul34.i.i155.i.i = fmul contract float %sub.i.i154.i.i, 0x3F61BF3800000000
  %12 = fsub contract float 0x3FA22A3660000000, %mul34.i.i155.i.i
  %mul36.i.i156.i.i = fmul contract float %sub.i.i154.i.i, %12
  %add37.i.i157.i.i = fadd contract float %mul36.i.i156.i.i, 0xBFBC639840000000
  %mul38.i.i158.i.i = fmul contract float %sub.i.i154.i.i, %add37.i.i157.i.i
  %add39.i.i159.i.i = fadd contract float %mul38.i.i158.i.i, 0x3FD45FCA80000000
  %mul40.i.i160.i.i = fmul contract float %sub.i.i154.i.i, %add39.i.i159.i.i
  %add41.i.i161.i.i = fadd contract float %mul40.i.i160.i.i, 0xBFD7D24100000000
  %mul42.i.i162.i.i = fmul contract float %sub.i.i154.i.i, %add41.i.i161.i.i
  %add43.i.i163.i.i = fadd contract float %mul42.i.i162.i.i, 0x3FDA8D00A0000000
  %mul44.i.i164.i.i = fmul contract float %sub.i.i154.i.i, %add43.i.i163.i.i
  %add45.i.i165.i.i = fadd contract float %mul44.i.i164.i.i, 0xBF6359B8C0000000
  %mul46.i.i166.i.i = fmul contract float %sub.i.i154.i.i, 0x3F888B5460000000
  %add47.i.i167.i.i = fadd contract float %mul46.i.i166.i.i, 0x3F8BEDC260000000
  %mul48.i.i168.i.i = fmul contract float %sub.i.i154.i.i, %add47.i.i167.i.i
  %add49.i.i169.i.i = fadd contract float %mul48.i.i168.i.i, 0x3FC02660E0000000
  %mul50.i.i170.i.i = fmul contract float %sub.i.i154.i.i, %add49.i.i169.i.i
  %add51.i.i171.i.i = fadd contract float %mul50.i.i170.i.i, 0x3FB2635CE0000000
  %mul52.i.i172.i.i = fmul contract float %sub.i.i154.i.i, %add51.i.i171.i.i
  %add53.i.i173.i.i = fadd contract float %mul52.i.i172.i.i, 0x3FE14AF0A0000000
  %mul54.i.i174.i.i = fmul contract float %sub.i.i154.i.i, %add53.i.i173.i.i
  %add55.i.i175.i.i = fadd contract float %mul54.i.i174.i.i, 0x3FBB3E6620000000
  %mul56.i.i176.i.i = fmul contract float %sub.i.i154.i.i, %add55.i.i175.i.i
  %add57.i.i177.i.i = fadd contract float %mul56.i.i176.i.i, 1.000000e+00
  %cmp58.i.i178.i.i = fcmp contract ult float %mul.i76.i.i, 0.000000e+00
  %div62.i.i179.i.i = fdiv contract float %add45.i.i165.i.i, %add57.i.i177.i.i
  br i1 %cmp58.i.i178.i.i, label %if.else.i.i182.i.i, label %if.then59.i.i180.i.i

if.then59.i.i180.i.i:                             ; preds = %if.then33.i.i153.i.i
  %add61.i.i181.i.i = fadd contract float %div62.i.i179.i.i, 0x3FEB0AC160000000
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.else.i.i182.i.i:                               ; preds = %if.then33.i.i153.i.i
  %sub63.i.i183.i.i = fsub contract float 0xBFEB0AC160000000, %div62.i.i179.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.end64.i.i81.i.i:                               ; preds = %if.end31.i.i79.i.i
  %cmp65.i.i82.i.i = fcmp contract ult float %call.i228.i.i77.i.i, 6.000000e+00
  br i1 %cmp65.i.i82.i.i, label %if.end70.i.i89.i.i, label %if.then66.i.i83.i.i

if.then66.i.i83.i.i:                              ; preds = %if.end64.i.i81.i.i
  %cmp67.i.i84.i.i = fcmp contract ult float %mul.i76.i.i, 0.000000e+00
  %..i.i85.i.i = select i1 %cmp67.i.i84.i.i, float -1.000000e+00, float 1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.end70.i.i89.i.i:                               ; preds = %if.end64.i.i81.i.i
  %mul71.i.i90.i.i = fmul contract float %call.i228.i.i77.i.i, %call.i228.i.i77.i.i
  %div72.i.i91.i.i = fdiv contract float 1.000000e+00, %mul71.i.i90.i.i
  %cmp73.i.i92.i.i = fcmp contract olt float %call.i228.i.i77.i.i, 0x4006DB6DC0000000
  br i1 %cmp73.i.i92.i.i, label %if.then74.i.i136.i.i, label %if.else105.i.i93.i.i

if.then74.i.i136.i.i:                             ; preds = %if.end70.i.i89.i.i
  %mul75.i.i137.i.i = fmul contract float %div72.i.i91.i.i, 0x4023A0EFC0000000
  %13 = fsub contract float 0xC054526560000000, %mul75.i.i137.i.i
  %mul77.i.i138.i.i = fmul contract float %div72.i.i91.i.i, %13
  %add78.i.i139.i.i = fadd contract float %mul77.i.i138.i.i, 0xC067135CE0000000
  %mul79.i.i140.i.i = fmul contract float %div72.i.i91.i.i, %add78.i.i139.i.i
  %add80.i.i141.i.i = fadd contract float %mul79.i.i140.i.i, 0xC0644CB180000000
  %mul81.i.i142.i.i = fmul contract float %div72.i.i91.i.i, %add80.i.i141.i.i
  %add82.i.i143.i.i = fadd contract float %mul81.i.i142.i.i, 0xC04F300AE0000000
  %mul83.i.i144.i.i = fmul contract float %div72.i.i91.i.i, %add82.i.i143.i.i
  %add84.i.i145.i.i = fadd contract float %mul83.i.i144.i.i, 0xC0251E0440000000
  %mul85.i.i146.i.i = fmul contract float %div72.i.i91.i.i, %add84.i.i145.i.i
  %add86.i.i147.i.i = fadd contract float %mul85.i.i146.i.i, 0xBFE63416E0000000
  %mul87.i.i148.i.i = fmul contract float %div72.i.i91.i.i, %add86.i.i147.i.i
  %add88.i.i149.i.i = fadd contract float %mul87.i.i148.i.i, 0xBF84341260000000
  %mul89.i.i150.i.i = fmul contract float %div72.i.i91.i.i, 0x3FAEEFF2E0000000
  %14 = fsub contract float 0x401A47EF80000000, %mul89.i.i150.i.i
  %mul91.i.i151.i.i = fmul contract float %div72.i.i91.i.i, %14
  %add92.i.i152.i.i = fadd contract float %mul91.i.i151.i.i, 0x405B28A3E0000000
  br label %if.end132.i.i106.i.i

if.else105.i.i93.i.i:                             ; preds = %if.end70.i.i89.i.i
  %mul106.i.i94.i.i = fmul contract float %div72.i.i91.i.i, 0x407E384EA0000000
  %15 = fsub contract float 0xC090046160000000, %mul106.i.i94.i.i
  %mul108.i.i95.i.i = fmul contract float %div72.i.i91.i.i, %15
  %add109.i.i96.i.i = fadd contract float %mul108.i.i95.i.i, 0xC083EC8820000000
  %mul110.i.i97.i.i = fmul contract float %div72.i.i91.i.i, %add109.i.i96.i.i
  %add111.i.i98.i.i = fadd contract float %mul110.i.i97.i.i, 0xC064145D40000000
  %mul112.i.i99.i.i = fmul contract float %div72.i.i91.i.i, %add111.i.i98.i.i
  %add113.i.i100.i.i = fadd contract float %mul112.i.i99.i.i, 0xC031C20960000000
  %mul114.i.i101.i.i = fmul contract float %div72.i.i91.i.i, %add113.i.i100.i.i
  %add115.i.i102.i.i = fadd contract float %mul114.i.i101.i.i, 0xBFE993BA80000000
  %mul116.i.i103.i.i = fmul contract float %div72.i.i91.i.i, %add115.i.i102.i.i
  %add117.i.i104.i.i = fadd contract float %mul116.i.i103.i.i, 0xBF84341240000000
  %mul118.i.i105.i.i = fmul contract float %div72.i.i91.i.i, 0x403670E240000000
  %16 = fsub contract float 0x407DA874E0000000, %mul118.i.i105.i.i
  br label %if.end132.i.i106.i.i

if.end132.i.i106.i.i:                             ; preds = %if.else105.i.i93.i.i, %if.then74.i.i136.i.i
  %.sink233.i.i107.i.i = phi float [ %16, %if.else105.i.i93.i.i ], [ %add92.i.i152.i.i, %if.then74.i.i136.i.i ]
  %.sink232.i.i108.i.i = phi float [ 0x40A3F219C0000000, %if.else105.i.i93.i.i ], [ 0x407AD02160000000, %if.then74.i.i136.i.i ]
  %.sink231.i.i109.i.i = phi float [ 0x40A8FFB760000000, %if.else105.i.i93.i.i ], [ 0x40842B1920000000, %if.then74.i.i136.i.i ]
  %.sink230.i.i110.i.i = phi float [ 0x409802EB20000000, %if.else105.i.i93.i.i ], [ 0x407B290DE0000000, %if.then74.i.i136.i.i ]
  %.sink229.i.i111.i.i = phi float [ 0x40745CAE20000000, %if.else105.i.i93.i.i ], [ 0x4061350C60000000, %if.then74.i.i136.i.i ]
  %.sink.i.i112.i.i = phi float [ 0x403E568B20000000, %if.else105.i.i93.i.i ], [ 0x4033A6B9C0000000, %if.then74.i.i136.i.i ]
  %R.0.i.i113.i.i = phi float [ %add117.i.i104.i.i, %if.else105.i.i93.i.i ], [ %add88.i.i149.i.i, %if.then74.i.i136.i.i ]
  %mul120.i.i114.i.i = fmul contract float %div72.i.i91.i.i, %.sink233.i.i107.i.i
  %add121.i.i115.i.i = fadd contract float %mul120.i.i114.i.i, %.sink232.i.i108.i.i
  %mul122.i.i116.i.i = fmul contract float %div72.i.i91.i.i, %add121.i.i115.i.i
  %add123.i.i117.i.i = fadd contract float %.sink231.i.i109.i.i, %mul122.i.i116.i.i
  %mul124.i.i118.i.i = fmul contract float %div72.i.i91.i.i, %add123.i.i117.i.i
  %add125.i.i119.i.i = fadd contract float %.sink230.i.i110.i.i, %mul124.i.i118.i.i
  %mul126.i.i120.i.i = fmul contract float %div72.i.i91.i.i, %add125.i.i119.i.i
  %add127.i.i121.i.i = fadd contract float %.sink229.i.i111.i.i, %mul126.i.i120.i.i
  %mul128.i.i122.i.i = fmul contract float %div72.i.i91.i.i, %add127.i.i121.i.i
  %add129.i.i123.i.i = fadd contract float %.sink.i.i112.i.i, %mul128.i.i122.i.i
  %S.0.in.i.i124.i.i = fmul contract float %div72.i.i91.i.i, %add129.i.i123.i.i
  %S.0.i.i125.i.i = fadd contract float %S.0.in.i.i124.i.i, 1.000000e+00
  %sub134.i.i126.i.i = fsub contract float -5.625000e-01, %mul71.i.i90.i.i
  %div135.i.i127.i.i = fdiv contract float %R.0.i.i113.i.i, %S.0.i.i125.i.i
  %add136.i.i128.i.i = fadd contract float %sub134.i.i126.i.i, %div135.i.i127.i.i
  %call.i.i.i129.i.i = tail call contract noundef float @__nv_expf(float noundef %add136.i.i128.i.i) #6
  %cmp138.i.i130.i.i = fcmp contract ult float %mul.i76.i.i, 0.000000e+00
  %div143.i.i131.i.i = fdiv contract float %call.i.i.i129.i.i, %call.i228.i.i77.i.i
  br i1 %cmp138.i.i130.i.i, label %if.else142.i.i134.i.i, label %if.then139.i.i132.i.i

if.then139.i.i132.i.i:                            ; preds = %if.end132.i.i106.i.i
  %sub141.i.i133.i.i = fsub contract float 1.000000e+00, %div143.i.i131.i.i
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

if.else142.i.i134.i.i:                            ; preds = %if.end132.i.i106.i.i
  %sub144.i.i135.i.i = fadd contract float %div143.i.i131.i.i, -1.000000e+00
  br label %_Z13cumNormDistOp16normalDistStructf.exit217.i.i

_Z13cumNormDistOp16normalDistStructf.exit217.i.i: ; preds = %if.else142.i.i134.i.i, %if.then139.i.i132.i.i, %if.then66.i.i83.i.i, %if.else.i.i182.i.i, %if.then59.i.i180.i.i, %if.end9.i.i186.i.i, %if.end.i.i209.i.i, %if.then4.i.i212.i.i
  %retval.0.i.i86.i.i = phi float [ %mul6.i.i216.i.i, %if.then4.i.i212.i.i ], [ %add8.i.i211.i.i, %if.end.i.i209.i.i ], [ %add30.i.i206.i.i, %if.end9.i.i186.i.i ], [ %add61.i.i181.i.i, %if.then59.i.i180.i.i ], [ %sub63.i.i183.i.i, %if.else.i.i182.i.i ], [ %..i.i85.i.i, %if.then66.i.i83.i.i ], [ %sub144.i.i135.i.i, %if.else142.i.i134.i.i ], [ %sub141.i.i133.i.i, %if.then139.i.i132.i.i ]
  %add.i87.i.i = fadd contract float %retval.0.i.i86.i.i, 1.000000e+00
  %mul1.i88.i.i = fmul contract float %add.i87.i.i, 5.000000e-01
  %17 = fneg contract float %add.i.i
  %fneg.i.i.i.i = fmul contract float %add.i.i, %17
  %div.i.i223.i.i = fmul contract float %fneg.i.i.i.i, 5.000000e-01
  %cmp.i.i224.i.i = fcmp contract ugt float %div.i.i223.i.i, -6.900000e+02
  br i1 %cmp.i.i224.i.i, label %cond.false.i.i.i.i, label %_Z16cumNormDistDeriv16normalDistStructf.exit.i.i

cond.false.i.i.i.i:                               ; preds = %_Z13cumNormDistOp16normalDistStructf.exit217.i.i
  %call.i.i.i225.i.i = tail call contract noundef float @__nv_expf(float noundef %div.i.i223.i.i) #6
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit.i.i

_Z16cumNormDistDeriv16normalDistStructf.exit.i.i: ; preds = %cond.false.i.i.i.i, %_Z13cumNormDistOp16normalDistStructf.exit217.i.i
  %18 = fneg contract float %sub.i.i
  %fneg.i.i233.i.i = fmul contract float %sub.i.i, %18
  %div.i.i234.i.i = fmul contract float %fneg.i.i233.i.i, 5.000000e-01
  %cmp.i.i235.i.i = fcmp contract ugt float %div.i.i234.i.i, -6.900000e+02
  br i1 %cmp.i.i235.i.i, label %cond.false.i.i238.i.i, label %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i

cond.false.i.i238.i.i:                            ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit.i.i
  %call.i.i.i241.i.i = tail call contract noundef float @__nv_expf(float noundef %div.i.i234.i.i) #6
  br label %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i

_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i: ; preds = %cond.false.i.i238.i.i, %_Z16cumNormDistDeriv16normalDistStructf.exit.i.i
  switch i32 %threadOption.sroa.0.0.copyload, label %_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff.exit [
    i32 0, label %sw.bb.i.i
    i32 1, label %sw.bb23.i.i
  ]

sw.bb.i.i:                                        ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i
  %mul20.i.i = fneg contract float %mul1.i88.i.i
  br label %_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff.exit

sw.bb23.i.i:                                      ; preds = %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i
  %add25.i.i = fadd contract float %mul1.i.i.i, -1.000000e+00
  %sub30.i.i = fsub contract float 1.000000e+00, %mul1.i88.i.i
  br label %_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff.exit

_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff.exit: ; preds = %sw.bb.i.i, %sw.bb23.i.i, %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i
  %blackCalc.sroa.18.1 = phi float [ undef, %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i ], [ %mul1.i.i.i, %sw.bb.i.i ], [ %add25.i.i, %sw.bb23.i.i ]
  %blackCalc.sroa.21.0 = phi float [ undef, %_Z16cumNormDistDeriv16normalDistStructf.exit243.i.i ], [ %mul20.i.i, %sw.bb.i.i ], [ %sub30.i.i, %sw.bb23.i.i ]
  %mul.i55 = fmul contract float %div, %blackCalc.sroa.18.1
  %mul1.i56 = fmul contract float %threadOption.sroa.4.0.copyload, %blackCalc.sroa.21.0
  %add.i = fadd contract float %mul.i55, %mul1.i56
  %mul2.i = fmul contract float %div.i.i48, %add.i
  %arrayidx34 = getelementptr inbounds float, ptr %outputVals, i64 %idxprom
  store float %mul2.i, ptr %arrayidx34, align 4, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %_Z19initBlackCalculatorR15blackCalcStruct12payoffStructfff.exit, %entry
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!8 = !{!9, !10, i64 4}
!9 = !{!"_ZTS15yieldTermStruct", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16}
!10 = !{!"float", !6, i64 0}
!11 = !{!10, !10, i64 0}
!12 = !{!13, !10, i64 8}
!13 = !{!"_ZTS14blackVolStruct", !10, i64 0, !10, i64 4, !10, i64 8}
!14 = !{!13, !10, i64 0}
!15 = !{!16, !10, i64 0}
!16 = !{!"_ZTS16normalDistStruct", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16}
!17 = !{!16, !10, i64 4}
!18 = !{!16, !10, i64 8}
!19 = !{!16, !10, i64 16}
!20 = !{!16, !10, i64 12}
!21 = !{!22, !10, i64 4}
!22 = !{!"_ZTS15blackCalcStruct", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !10, i64 32, !10, i64 36, !10, i64 40, !10, i64 44, !10, i64 48, !10, i64 52, !10, i64 56, !10, i64 60, !10, i64 64, !10, i64 68}
!23 = !{!22, !10, i64 0}
!24 = !{!22, !10, i64 8}
!25 = !{!22, !10, i64 20}
!26 = !{!22, !10, i64 24}
!27 = !{!22, !10, i64 48}
!28 = !{!22, !10, i64 56}
!29 = !{!22, !10, i64 44}
!30 = !{!22, !10, i64 52}
!31 = !{!32, !10, i64 4}
!32 = !{!"_ZTS12payoffStruct", !5, i64 0, !10, i64 4}
!33 = !{!22, !10, i64 60}
!34 = !{!22, !10, i64 68}
!35 = !{!22, !10, i64 64}
!36 = !{!32, !5, i64 0}
!37 = !{!22, !10, i64 28}
!38 = !{!22, !10, i64 36}
!39 = !{!22, !10, i64 32}
!40 = !{!22, !10, i64 40}
!41 = !{!22, !10, i64 12}
!42 = !{!22, !10, i64 16}
