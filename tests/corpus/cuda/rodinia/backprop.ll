; ModuleID = 'rodinia/backprop.cu'
source_filename = "rodinia/backprop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z22bpnn_layerforward_CUDAPfS_S_S_ii(ptr noundef readonly captures(none) %input_cuda, ptr noundef readnone captures(none) %output_hidden_cuda, ptr noundef captures(none) %input_hidden_cuda, ptr noundef writeonly captures(none) %hidden_partial_sum, i32 noundef %in, i32 noundef %hid) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add nsw i32 %hid, 1
  %mul3 = shl nuw nsw i32 %0, 4
  %reass.add = add nuw nsw i32 %mul3, %2
  %reass.mul = mul i32 %reass.add, %add
  %add7 = add nuw nsw i32 %1, 1
  %add8 = add i32 %add7, %add
  %add10 = add i32 %add8, %reass.mul
  %cmp = icmp eq i32 %1, 0
  %idxprom14 = zext nneg i32 %2 to i64
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 %idxprom14
  %3 = zext nneg i32 %reass.add to i64
  %4 = getelementptr float, ptr %input_cuda, i64 %3
  %arrayidx = getelementptr i8, ptr %4, i64 4
  %5 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %5, ptr %arrayidx15, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %entry, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom16 = sext i32 %add10 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %input_hidden_cuda, i64 %idxprom16
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %arrayidx19 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 %idxprom14
  %idxprom20 = zext nneg i32 %1 to i64
  %arrayidx21 = getelementptr inbounds nuw float, ptr %arrayidx19, i64 %idxprom20
  store float %6, ptr %arrayidx21, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE10input_node to ptr), i64 %idxprom14
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %mul28 = fmul contract float %7, %8
  store float %mul28, ptr %arrayidx21, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %invariant.gep = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 %idxprom20
  br label %for.cond

for.cond:                                         ; preds = %if.end54, %if.end
  %i.0 = phi i32 [ 1, %if.end ], [ %inc, %if.end54 ]
  %conv = uitofp nneg i32 %i.0 to float
  %call.i = tail call contract noundef float @__nv_fast_log2f(float noundef 1.600000e+01) #4
  %cmp34 = fcmp contract ult float %call.i, %conv
  br i1 %cmp34, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.cond
  %9 = load float, ptr %arrayidx21, align 4, !tbaa !8
  store float %9, ptr %arrayidx17, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then62, label %if.end71

for.body:                                         ; preds = %for.cond
  %call.i105 = tail call contract noundef float @__nv_fast_powf(float noundef 2.000000e+00, float noundef %conv) #4
  %conv37 = fptosi float %call.i105 to i32
  %rem = srem i32 %2, %conv37
  %cmp38 = icmp eq i32 %rem, 0
  br i1 %cmp38, label %if.then39, label %if.end54

if.then39:                                        ; preds = %for.body
  %10 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %div = sdiv i32 %conv37, 2
  %add44 = add nsw i32 %div, %2
  %idxprom45 = sext i32 %add44 to i64
  %gep = getelementptr [16 x float], ptr %invariant.gep, i64 %idxprom45
  %11 = load float, ptr %gep, align 4, !tbaa !8
  %add49 = fadd contract float %10, %11
  store float %add49, ptr %arrayidx21, align 4, !tbaa !8
  br label %if.end54

if.end54:                                         ; preds = %if.then39, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc = add nuw nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !10

if.then62:                                        ; preds = %for.cond.cleanup
  %mul67 = mul nsw i32 %hid, %0
  %add68 = add nsw i32 %mul67, %2
  %idxprom69 = sext i32 %add68 to i64
  %arrayidx70 = getelementptr inbounds float, ptr %hidden_partial_sum, i64 %idxprom69
  %arrayidx64 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22bpnn_layerforward_CUDAPfS_S_S_iiE13weight_matrix to ptr), i64 %idxprom20
  %arrayidx66 = getelementptr inbounds nuw float, ptr %arrayidx64, i64 %idxprom14
  %12 = load float, ptr %arrayidx66, align 4, !tbaa !8
  store float %12, ptr %arrayidx70, align 4, !tbaa !8
  br label %if.end71

if.end71:                                         ; preds = %if.then62, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z24bpnn_adjust_weights_cudaPfiS_iS_S_(ptr noundef readonly captures(none) %delta, i32 noundef %hid, ptr noundef readonly captures(none) %ly, i32 noundef %in, ptr noundef captures(none) %w, ptr noundef captures(none) %oldw) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add = add nsw i32 %hid, 1
  %mul3 = shl nuw nsw i32 %0, 4
  %reass.add = add nuw nsw i32 %mul3, %2
  %reass.mul = mul i32 %reass.add, %add
  %add7 = add nuw nsw i32 %1, 1
  %add8 = add i32 %add7, %add
  %add10 = add i32 %add8, %reass.mul
  %idxprom = zext nneg i32 %add7 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %delta, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %conv = fpext contract float %3 to double
  %mul15 = fmul contract double %conv, 3.000000e-01
  %4 = zext nneg i32 %reass.add to i64
  %5 = getelementptr float, ptr %ly, i64 %4
  %arrayidx17 = getelementptr i8, ptr %5, i64 4
  %6 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %conv18 = fpext contract float %6 to double
  %mul19 = fmul contract double %mul15, %conv18
  %idxprom20 = sext i32 %add10 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %oldw, i64 %idxprom20
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %conv22 = fpext contract float %7 to double
  %mul23 = fmul contract double %conv22, 3.000000e-01
  %add24 = fadd contract double %mul19, %mul23
  %arrayidx26 = getelementptr inbounds float, ptr %w, i64 %idxprom20
  %8 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %conv27 = fpext contract float %8 to double
  %add28 = fadd contract double %add24, %conv27
  %conv29 = fptrunc contract double %add28 to float
  store float %conv29, ptr %arrayidx26, align 4, !tbaa !8
  %9 = load float, ptr %arrayidx, align 4, !tbaa !8
  %conv32 = fpext contract float %9 to double
  %mul33 = fmul contract double %conv32, 3.000000e-01
  %10 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %conv36 = fpext contract float %10 to double
  %mul37 = fmul contract double %mul33, %conv36
  %11 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %conv40 = fpext contract float %11 to double
  %mul41 = fmul contract double %conv40, 3.000000e-01
  %add42 = fadd contract double %mul37, %mul41
  %conv43 = fptrunc contract double %add42 to float
  store float %conv43, ptr %arrayidx21, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = or i32 %2, %0
  %or.cond = icmp eq i32 %12, 0
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %13 = load float, ptr %arrayidx, align 4, !tbaa !8
  %conv49 = fpext contract float %13 to double
  %mul50 = fmul contract double %conv49, 3.000000e-01
  %arrayidx52 = getelementptr inbounds nuw float, ptr %oldw, i64 %idxprom
  %14 = load float, ptr %arrayidx52, align 4, !tbaa !8
  %conv53 = fpext contract float %14 to double
  %mul54 = fmul contract double %conv53, 3.000000e-01
  %add55 = fadd contract double %mul50, %mul54
  %arrayidx57 = getelementptr inbounds nuw float, ptr %w, i64 %idxprom
  %15 = load float, ptr %arrayidx57, align 4, !tbaa !8
  %conv58 = fpext contract float %15 to double
  %add59 = fadd contract double %add55, %conv58
  %conv60 = fptrunc contract double %add59 to float
  store float %conv60, ptr %arrayidx57, align 4, !tbaa !8
  %16 = load float, ptr %arrayidx, align 4, !tbaa !8
  %conv63 = fpext contract float %16 to double
  %mul64 = fmul contract double %conv63, 3.000000e-01
  %17 = load float, ptr %arrayidx52, align 4, !tbaa !8
  %conv67 = fpext contract float %17 to double
  %mul68 = fmul contract double %conv67, 3.000000e-01
  %add69 = fadd contract double %mul64, %mul68
  %conv70 = fptrunc contract double %add69 to float
  store float %conv70, ptr %arrayidx52, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_log2f(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_powf(float noundef, float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nounwind }

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
