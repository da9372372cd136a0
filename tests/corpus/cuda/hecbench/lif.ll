; ModuleID = 'hecbench/lif.cu'
source_filename = "hecbench/lif.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3lifmifPKfPfS1_ffS0_S0_S1_(i64 noundef %numNeurons, i32 noundef %neurons_per_item, float noundef %dt, ptr noalias noundef readonly captures(none) %encode_result, ptr noalias noundef captures(none) %voltage_array, ptr noalias noundef captures(none) %reftime_array, float noundef %tau_rc, float noundef %tau_ref, ptr noalias noundef readonly captures(none) %bias, ptr noalias noundef readonly captures(none) %gain, ptr noalias noundef writeonly captures(none) %spikes) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %conv2 = zext nneg i32 %1 to i64
  %mul = mul nuw nsw i64 %conv, %conv2
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv4 = zext nneg i32 %2 to i64
  %add = add nuw nsw i64 %mul, %conv4
  %cmp = icmp ult i64 %add, %numNeurons
  br i1 %cmp, label %if.then, label %if.end41

if.then:                                          ; preds = %entry
  %conv5 = sext i32 %neurons_per_item to i64
  %div = udiv i64 %add, %conv5
  %3 = mul i64 %div, %conv5
  %rem.decomposed = sub i64 %add, %3
  %arrayidx = getelementptr inbounds nuw float, ptr %voltage_array, i64 %add
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds nuw float, ptr %reftime_array, i64 %add
  %5 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sext = shl i64 %rem.decomposed, 32
  %idxprom = ashr exact i64 %sext, 32
  %arrayidx10 = getelementptr inbounds float, ptr %bias, i64 %idxprom
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %arrayidx12 = getelementptr inbounds float, ptr %gain, i64 %idxprom
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %sext69 = shl i64 %div, 32
  %8 = ashr exact i64 %sext69, 30
  %arrayidx14 = getelementptr inbounds i8, ptr %encode_result, i64 %8
  %9 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul15 = fmul contract float %7, %9
  %add16 = fadd contract float %6, %mul15
  %fneg = fneg contract float %dt
  %div17 = fdiv contract float %fneg, %tau_rc
  %call.i = tail call contract noundef float @__nv_expm1f(float noundef %div17) #3
  %fneg19 = fneg contract float %call.i
  %sub = fsub contract float %add16, %4
  %mul20 = fmul contract float %sub, %fneg19
  %add21 = fadd contract float %4, %mul20
  %call.i71 = tail call contract noundef float @__nv_fmaxf(float noundef %add21, float noundef 0.000000e+00) #3
  %sub23 = fsub contract float %5, %dt
  %div24 = fdiv contract float 1.000000e+00, %dt
  %mul25 = fmul contract float %div24, %sub23
  %10 = fsub contract float 1.000000e+00, %mul25
  %call.i72 = tail call contract noundef float @__nv_fminf(float noundef %10, float noundef 1.000000e+00) #3
  %call.i70 = tail call contract noundef float @__nv_fmaxf(float noundef %call.i72, float noundef 0.000000e+00) #3
  %mul29 = fmul contract float %call.i71, %call.i70
  %cmp30 = fcmp contract ogt float %mul29, 1.000000e+00
  br i1 %cmp30, label %if.then31, label %if.end

if.then31:                                        ; preds = %if.then
  %sub33 = fadd contract float %mul29, -1.000000e+00
  %div34 = fdiv contract float %sub33, %mul20
  %sub35 = fsub contract float 1.000000e+00, %div34
  %mul36 = fmul contract float %dt, %sub35
  %add37 = fadd contract float %tau_ref, %mul36
  br label %if.end

if.end:                                           ; preds = %if.then, %if.then31
  %ref_time.0 = phi float [ %add37, %if.then31 ], [ %sub23, %if.then ]
  %spike.0 = phi float [ %div24, %if.then31 ], [ 0.000000e+00, %if.then ]
  %voltage.0 = phi float [ 0.000000e+00, %if.then31 ], [ %mul29, %if.then ]
  store float %ref_time.0, ptr %arrayidx9, align 4, !tbaa !8
  store float %voltage.0, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx40 = getelementptr inbounds nuw float, ptr %spikes, i64 %add
  store float %spike.0, ptr %arrayidx40, align 4, !tbaa !8
  br label %if.end41

if.end41:                                         ; preds = %if.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expm1f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fminf(float noundef, float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
