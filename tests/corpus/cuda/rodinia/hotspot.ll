; ModuleID = 'rodinia/hotspot.cu'
source_filename = "rodinia/hotspot.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14calculate_tempiPfS_S_iiiiffffff(i32 noundef %iteration, ptr noundef readonly captures(none) %power, ptr noundef readonly captures(none) %temp_src, ptr noundef writeonly captures(none) %temp_dst, i32 noundef %grid_cols, i32 noundef %grid_rows, i32 noundef %border_cols, i32 noundef %border_rows, float noundef %Cap, float noundef %Rx, float noundef %Ry, float noundef %Rz, float noundef %step, float noundef %time_elapsed) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %div = fdiv contract float %step, %Cap
  %div4 = fdiv contract float 1.000000e+00, %Rx
  %div5 = fdiv contract float 1.000000e+00, %Ry
  %div6 = fdiv contract float 1.000000e+00, %Rz
  %mul = shl nsw i32 %iteration, 1
  %sub = sub nsw i32 16, %mul
  %mul9 = mul nsw i32 %sub, %1
  %sub10 = sub nsw i32 %mul9, %border_rows
  %mul11 = mul nsw i32 %sub, %0
  %sub12 = sub nsw i32 %mul11, %border_cols
  %sub13 = add nsw i32 %sub10, 15
  %sub15 = add nsw i32 %sub12, 15
  %add16 = add nsw i32 %sub10, %3
  %add17 = add nsw i32 %sub12, %2
  %mul18 = mul nsw i32 %add16, %grid_cols
  %add19 = add nsw i32 %mul18, %add17
  %cmp = icmp sgt i32 %add16, -1
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %cmp21 = icmp slt i32 %add16, %grid_rows
  %cmp23 = icmp sgt i32 %add17, -1
  %cmp26.not.not = icmp slt i32 %add17, %grid_cols
  %4 = and i1 %cmp23, %cmp26.not.not
  %or.cond284 = select i1 %cmp21, i1 %4, i1 false
  br i1 %or.cond284, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %idxprom = sext i32 %add19 to i64
  %arrayidx = getelementptr inbounds float, ptr %temp_src, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom27 = zext nneg i32 %3 to i64
  %arrayidx28 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 %idxprom27
  %idxprom29 = zext nneg i32 %2 to i64
  %arrayidx30 = getelementptr inbounds nuw float, ptr %arrayidx28, i64 %idxprom29
  store float %5, ptr %arrayidx30, align 4, !tbaa !8
  %arrayidx32 = getelementptr inbounds float, ptr %power, i64 %idxprom
  %6 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %arrayidx34 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 %idxprom27
  %arrayidx36 = getelementptr inbounds nuw float, ptr %arrayidx34, i64 %idxprom29
  store float %6, ptr %arrayidx36, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp87292 = icmp sgt i32 %iteration, 0
  br i1 %cmp87292, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %add66 = add nuw nsw i32 %2, 1
  %cmp55.not = icmp slt i32 %sub15, %grid_cols
  %7 = xor i32 %sub12, -1
  %sub59 = add i32 %grid_cols, %7
  %cond62 = select i1 %cmp55.not, i32 15, i32 %sub59
  %cond86 = tail call i32 @llvm.smin.i32(i32 %add66, i32 %cond62)
  %sub65 = add nsw i32 %2, -1
  %cmp48 = icmp slt i32 %sub12, 0
  %sub50 = sub nsw i32 0, %sub12
  %cond53 = select i1 %cmp48, i32 %sub50, i32 0
  %cond81 = tail call i32 @llvm.smax.i32(i32 %sub65, i32 %cond53)
  %add64 = add nuw nsw i32 %3, 1
  %cmp40.not = icmp slt i32 %sub13, %grid_rows
  %8 = xor i32 %sub10, -1
  %sub44 = add i32 %grid_rows, %8
  %cond47 = select i1 %cmp40.not, i32 15, i32 %sub44
  %cond76 = tail call i32 @llvm.smin.i32(i32 %add64, i32 %cond47)
  %sub63 = add nsw i32 %3, -1
  %cmp37 = icmp slt i32 %sub10, 0
  %sub38 = sub nsw i32 0, %sub10
  %cond = select i1 %cmp37, i32 %sub38, i32 0
  %cond71 = tail call i32 @llvm.smax.i32(i32 %sub63, i32 %cond)
  %cmp102.not = icmp slt i32 %2, %cond53
  %cmp104.not = icmp sgt i32 %2, %cond62
  %cmp106.not = icmp slt i32 %3, %cond
  %cmp108.not = icmp sgt i32 %3, %cond47
  %idxprom110 = zext nneg i32 %3 to i64
  %arrayidx111 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 %idxprom110
  %idxprom112 = zext nneg i32 %2 to i64
  %arrayidx113 = getelementptr inbounds nuw float, ptr %arrayidx111, i64 %idxprom112
  %conv114 = fpext contract float %div to double
  %arrayidx116 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE13power_on_cuda to ptr), i64 %idxprom110
  %arrayidx118 = getelementptr inbounds nuw float, ptr %arrayidx116, i64 %idxprom112
  %idxprom120 = sext i32 %cond76 to i64
  %arrayidx121 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 %idxprom120
  %arrayidx123 = getelementptr inbounds nuw float, ptr %arrayidx121, i64 %idxprom112
  %idxprom124 = sext i32 %cond71 to i64
  %arrayidx125 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE12temp_on_cuda to ptr), i64 %idxprom124
  %arrayidx127 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %idxprom112
  %conv137 = fpext contract float %div5 to double
  %idxprom142 = sext i32 %cond86 to i64
  %arrayidx143 = getelementptr inbounds float, ptr %arrayidx111, i64 %idxprom142
  %idxprom146 = sext i32 %cond81 to i64
  %arrayidx147 = getelementptr inbounds float, ptr %arrayidx111, i64 %idxprom146
  %conv157 = fpext contract float %div4 to double
  %arrayidx172 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 %idxprom110
  %arrayidx174 = getelementptr inbounds nuw float, ptr %arrayidx172, i64 %idxprom112
  %sub176 = add nsw i32 %iteration, -1
  br label %for.body

for.body:                                         ; preds = %if.end189, %for.body.lr.ph
  %i.0293 = phi i32 [ 0, %for.body.lr.ph ], [ %add88, %if.end189 ]
  %add88 = add nuw nsw i32 %i.0293, 1
  %cmp89.not.not = icmp samesign ugt i32 %2, %i.0293
  br i1 %cmp89.not.not, label %land.lhs.true90, label %if.end175

land.lhs.true90:                                  ; preds = %for.body
  %sub92 = sub nsw i32 14, %i.0293
  %cmp93.not = icmp sgt i32 %2, %sub92
  %cmp96.not.not = icmp samesign ule i32 %3, %i.0293
  %or.cond285.not291 = or i1 %cmp96.not.not, %cmp93.not
  %cmp100.not = icmp sgt i32 %3, %sub92
  %or.cond286 = or i1 %cmp100.not, %or.cond285.not291
  %or.cond287 = select i1 %or.cond286, i1 true, i1 %cmp102.not
  %or.cond288 = select i1 %or.cond287, i1 true, i1 %cmp104.not
  %or.cond289 = select i1 %or.cond288, i1 true, i1 %cmp106.not
  %or.cond290 = select i1 %or.cond289, i1 true, i1 %cmp108.not
  br i1 %or.cond290, label %if.end175, label %if.then109

if.then109:                                       ; preds = %land.lhs.true90
  %9 = load float, ptr %arrayidx113, align 4, !tbaa !8
  %conv = fpext contract float %9 to double
  %10 = load float, ptr %arrayidx118, align 4, !tbaa !8
  %conv119 = fpext contract float %10 to double
  %11 = load float, ptr %arrayidx123, align 4, !tbaa !8
  %12 = load float, ptr %arrayidx127, align 4, !tbaa !8
  %add128 = fadd contract float %11, %12
  %conv129 = fpext contract float %add128 to double
  %mul135 = fmul contract double %conv, 2.000000e+00
  %sub136 = fsub contract double %conv129, %mul135
  %mul138 = fmul contract double %sub136, %conv137
  %add139 = fadd contract double %mul138, %conv119
  %13 = load float, ptr %arrayidx143, align 4, !tbaa !8
  %14 = load float, ptr %arrayidx147, align 4, !tbaa !8
  %add148 = fadd contract float %13, %14
  %conv149 = fpext contract float %add148 to double
  %sub156 = fsub contract double %conv149, %mul135
  %mul158 = fmul contract double %sub156, %conv157
  %add159 = fadd contract double %add139, %mul158
  %sub164 = fsub contract float 8.000000e+01, %9
  %mul165 = fmul contract float %div6, %sub164
  %conv166 = fpext contract float %mul165 to double
  %add167 = fadd contract double %add159, %conv166
  %mul168 = fmul contract double %add167, %conv114
  %add169 = fadd contract double %mul168, %conv
  %conv170 = fptrunc contract double %add169 to float
  store float %conv170, ptr %arrayidx174, align 4, !tbaa !8
  br label %if.end175

if.end175:                                        ; preds = %if.then109, %land.lhs.true90, %for.body
  %computed.1.off0 = phi i1 [ true, %if.then109 ], [ false, %land.lhs.true90 ], [ false, %for.body ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp177 = icmp eq i32 %i.0293, %sub176
  br i1 %cmp177, label %cleanup, label %if.end179

if.end179:                                        ; preds = %if.end175
  br i1 %computed.1.off0, label %if.then180, label %if.end189

if.then180:                                       ; preds = %if.end179
  %15 = load float, ptr %arrayidx174, align 4, !tbaa !8
  store float %15, ptr %arrayidx113, align 4, !tbaa !8
  br label %if.end189

if.end189:                                        ; preds = %if.then180, %if.end179
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body

cleanup:                                          ; preds = %if.end175, %if.end
  %computed.2.off0 = phi i1 [ undef, %if.end ], [ %computed.1.off0, %if.end175 ]
  br i1 %computed.2.off0, label %if.then191, label %if.end198

if.then191:                                       ; preds = %cleanup
  %idxprom196 = sext i32 %add19 to i64
  %arrayidx197 = getelementptr inbounds float, ptr %temp_dst, i64 %idxprom196
  %idxprom192 = zext nneg i32 %3 to i64
  %arrayidx193 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14calculate_tempiPfS_S_iiiiffffffE6temp_t to ptr), i64 %idxprom192
  %idxprom194 = zext nneg i32 %2 to i64
  %arrayidx195 = getelementptr inbounds nuw float, ptr %arrayidx193, i64 %idxprom194
  %16 = load float, ptr %arrayidx195, align 4, !tbaa !8
  store float %16, ptr %arrayidx197, align 4, !tbaa !8
  br label %if.end198

if.end198:                                        ; preds = %if.then191, %cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
