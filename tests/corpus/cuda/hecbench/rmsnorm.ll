; ModuleID = 'hecbench/rmsnorm.cu'
source_filename = "hecbench/rmsnorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z27rmsnorm_fwd_two_scan_kernelIfLi4EEvPKT_S2_PS0_lf = comdat any

$_Z27rmsnorm_fwd_two_scan_kernelIfLi1EEvPKT_S2_PS0_lf = comdat any

$_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem = comdat any

@_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z27rmsnorm_fwd_two_scan_kernelIfLi4EEvPKT_S2_PS0_lf(ptr noalias noundef readonly captures(none) %input, ptr noalias noundef readonly captures(none) %gamma, ptr noundef writeonly captures(none) %output, i64 noundef %inner_len, float noundef %epsilon) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv = zext nneg i32 %1 to i64
  %mul = mul nsw i64 %inner_len, %conv
  %add.ptr = getelementptr inbounds float, ptr %input, i64 %mul
  %add.ptr6 = getelementptr inbounds float, ptr %output, i64 %mul
  %div83 = shl nuw nsw i32 %2, 2
  %conv10 = zext nneg i32 %div83 to i64
  %cmp87 = icmp sgt i64 %inner_len, %conv10
  br i1 %cmp87, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul19 = shl nuw nsw i32 %0, 2
  %conv20 = zext nneg i32 %mul19 to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %local_squares_sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add17.3, %for.body ]
  %sub.i = add nuw nsw i32 %0, 31
  %div22.i = lshr i32 %sub.i, 5
  %div223.i = lshr i32 %2, 5
  %rem.i = and i32 %2, 31
  %3 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %local_squares_sum.0.lcssa, i32 16, i32 31)
  %add.i.i.i = fadd contract float %local_squares_sum.0.lcssa, %3
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.i.i, i32 8, i32 31)
  %add.i.1.i.i = fadd contract float %add.i.i.i, %4
  %5 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.1.i.i, i32 4, i32 31)
  %add.i.2.i.i = fadd contract float %add.i.1.i.i, %5
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.2.i.i, i32 2, i32 31)
  %add.i.3.i.i = fadd contract float %add.i.2.i.i, %6
  %7 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.3.i.i, i32 1, i32 31)
  %cmp.i = icmp eq i32 %rem.i, 0
  br i1 %cmp.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.cond.cleanup
  %add.i.4.i.i = fadd contract float %add.i.3.i.i, %7
  %idxprom.i = zext nneg i32 %div223.i to i64
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), i64 %idxprom.i
  store float %add.i.4.i.i, ptr %arrayidx.i, align 4, !tbaa !8
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp7.i = icmp eq i32 %div223.i, 0
  br i1 %cmp7.i, label %if.then8.i, label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

if.then8.i:                                       ; preds = %if.end.i
  %cmp9.i = icmp samesign ult i32 %rem.i, %div22.i
  br i1 %cmp9.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %if.then8.i
  %idxprom10.i = zext nneg i32 %rem.i to i64
  %arrayidx11.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), i64 %idxprom10.i
  %8 = load float, ptr %arrayidx11.i, align 4, !tbaa !8
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %if.then8.i
  %cond.i = phi contract float [ %8, %cond.true.i ], [ 0.000000e+00, %if.then8.i ]
  %9 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i, i32 16, i32 31)
  %add.i.i24.i = fadd contract float %cond.i, %9
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.i24.i, i32 8, i32 31)
  %add.i.1.i25.i = fadd contract float %add.i.i24.i, %10
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.1.i25.i, i32 4, i32 31)
  %add.i.2.i26.i = fadd contract float %add.i.1.i25.i, %11
  %12 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.2.i26.i, i32 2, i32 31)
  %add.i.3.i27.i = fadd contract float %add.i.2.i26.i, %12
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.3.i27.i, i32 1, i32 31)
  br i1 %cmp.i, label %if.then15.i, label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

if.then15.i:                                      ; preds = %cond.end.i
  %add.i.4.i28.i = fadd contract float %add.i.3.i27.i, %13
  store float %add.i.4.i28.i, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), align 4, !tbaa !8
  br label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

_Z11BlockReduceI5SumOpfET0_RKS1_.exit:            ; preds = %if.end.i, %cond.end.i, %if.then15.i
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), align 4, !tbaa !8
  %conv24 = sitofp i64 %inner_len to float
  %div25 = fdiv contract float %14, %conv24
  %add26 = fadd contract float %epsilon, %div25
  %call.i = tail call contract noundef float @__nv_rsqrtf(float noundef %add26) #5
  br i1 %cmp87, label %for.body33.lr.ph, label %for.cond.cleanup32

for.body33.lr.ph:                                 ; preds = %_Z11BlockReduceI5SumOpfET0_RKS1_.exit
  %mul58 = shl nuw nsw i32 %0, 2
  %conv59 = zext nneg i32 %mul58 to i64
  br label %for.body33

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %offset.089 = phi i64 [ %conv10, %for.body.lr.ph ], [ %add21, %for.body ]
  %local_squares_sum.088 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17.3, %for.body ]
  %add.ptr11 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %offset.089
  %ld_input_regs.sroa.0.0.copyload = load float, ptr %add.ptr11, align 16, !tbaa !4
  %ld_input_regs.sroa.6.0.add.ptr11.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr11, i64 4
  %ld_input_regs.sroa.6.0.copyload = load float, ptr %ld_input_regs.sroa.6.0.add.ptr11.sroa_idx, align 4, !tbaa !4
  %ld_input_regs.sroa.8.0.add.ptr11.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr11, i64 8
  %ld_input_regs.sroa.8.0.copyload = load float, ptr %ld_input_regs.sroa.8.0.add.ptr11.sroa_idx, align 8, !tbaa !4
  %ld_input_regs.sroa.10.0.add.ptr11.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr11, i64 12
  %ld_input_regs.sroa.10.0.copyload = load float, ptr %ld_input_regs.sroa.10.0.add.ptr11.sroa_idx, align 4, !tbaa !4
  %mul16 = fmul contract float %ld_input_regs.sroa.0.0.copyload, %ld_input_regs.sroa.0.0.copyload
  %add17 = fadd contract float %local_squares_sum.088, %mul16
  %mul16.1 = fmul contract float %ld_input_regs.sroa.6.0.copyload, %ld_input_regs.sroa.6.0.copyload
  %add17.1 = fadd contract float %add17, %mul16.1
  %mul16.2 = fmul contract float %ld_input_regs.sroa.8.0.copyload, %ld_input_regs.sroa.8.0.copyload
  %add17.2 = fadd contract float %add17.1, %mul16.2
  %mul16.3 = fmul contract float %ld_input_regs.sroa.10.0.copyload, %ld_input_regs.sroa.10.0.copyload
  %add17.3 = fadd contract float %add17.2, %mul16.3
  %add21 = add nuw nsw i64 %offset.089, %conv20
  %cmp = icmp slt i64 %add21, %inner_len
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

for.cond.cleanup32:                               ; preds = %for.body33, %_Z11BlockReduceI5SumOpfET0_RKS1_.exit
  ret void

for.body33:                                       ; preds = %for.body33.lr.ph, %for.body33
  %offset28.092 = phi i64 [ %conv10, %for.body33.lr.ph ], [ %add60, %for.body33 ]
  %add.ptr34 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %offset28.092
  %ld_input_regs.sroa.0.0.copyload94 = load float, ptr %add.ptr34, align 16, !tbaa !4
  %ld_input_regs.sroa.6.0.add.ptr34.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr34, i64 4
  %ld_input_regs.sroa.6.0.copyload95 = load float, ptr %ld_input_regs.sroa.6.0.add.ptr34.sroa_idx, align 4, !tbaa !4
  %ld_input_regs.sroa.8.0.add.ptr34.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr34, i64 8
  %ld_input_regs.sroa.8.0.copyload97 = load float, ptr %ld_input_regs.sroa.8.0.add.ptr34.sroa_idx, align 8, !tbaa !4
  %ld_input_regs.sroa.10.0.add.ptr34.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr34, i64 12
  %ld_input_regs.sroa.10.0.copyload99 = load float, ptr %ld_input_regs.sroa.10.0.add.ptr34.sroa_idx, align 4, !tbaa !4
  %add.ptr36 = getelementptr inbounds nuw float, ptr %gamma, i64 %offset28.092
  %ld_gamma_regs.sroa.0.0.copyload = load float, ptr %add.ptr36, align 16, !tbaa !4
  %ld_gamma_regs.sroa.4.0.add.ptr36.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr36, i64 4
  %ld_gamma_regs.sroa.4.0.copyload = load float, ptr %ld_gamma_regs.sroa.4.0.add.ptr36.sroa_idx, align 4, !tbaa !4
  %ld_gamma_regs.sroa.5.0.add.ptr36.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr36, i64 8
  %ld_gamma_regs.sroa.5.0.copyload = load float, ptr %ld_gamma_regs.sroa.5.0.add.ptr36.sroa_idx, align 8, !tbaa !4
  %ld_gamma_regs.sroa.6.0.add.ptr36.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr36, i64 12
  %ld_gamma_regs.sroa.6.0.copyload = load float, ptr %ld_gamma_regs.sroa.6.0.add.ptr36.sroa_idx, align 4, !tbaa !4
  %mul46 = fmul contract float %call.i, %ld_input_regs.sroa.0.0.copyload94
  %mul49 = fmul contract float %mul46, %ld_gamma_regs.sroa.0.0.copyload
  %mul46.1 = fmul contract float %call.i, %ld_input_regs.sroa.6.0.copyload95
  %mul49.1 = fmul contract float %mul46.1, %ld_gamma_regs.sroa.4.0.copyload
  %mul46.2 = fmul contract float %call.i, %ld_input_regs.sroa.8.0.copyload97
  %mul49.2 = fmul contract float %mul46.2, %ld_gamma_regs.sroa.5.0.copyload
  %mul46.3 = fmul contract float %call.i, %ld_input_regs.sroa.10.0.copyload99
  %mul49.3 = fmul contract float %mul46.3, %ld_gamma_regs.sroa.6.0.copyload
  %add.ptr55 = getelementptr inbounds nuw float, ptr %add.ptr6, i64 %offset28.092
  store float %mul49, ptr %add.ptr55, align 16, !tbaa !4
  %st_regs.sroa.4.0.add.ptr55.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr55, i64 4
  store float %mul49.1, ptr %st_regs.sroa.4.0.add.ptr55.sroa_idx, align 4, !tbaa !4
  %st_regs.sroa.5.0.add.ptr55.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr55, i64 8
  store float %mul49.2, ptr %st_regs.sroa.5.0.add.ptr55.sroa_idx, align 8, !tbaa !4
  %st_regs.sroa.6.0.add.ptr55.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr55, i64 12
  store float %mul49.3, ptr %st_regs.sroa.6.0.add.ptr55.sroa_idx, align 4, !tbaa !4
  %add60 = add nuw nsw i64 %offset28.092, %conv59
  %cmp31 = icmp slt i64 %add60, %inner_len
  br i1 %cmp31, label %for.body33, label %for.cond.cleanup32, !llvm.loop !12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z27rmsnorm_fwd_two_scan_kernelIfLi1EEvPKT_S2_PS0_lf(ptr noalias noundef readonly captures(none) %input, ptr noalias noundef readonly captures(none) %gamma, ptr noundef writeonly captures(none) %output, i64 noundef %inner_len, float noundef %epsilon) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = and i32 %2, 31
  %conv = zext nneg i32 %1 to i64
  %mul = mul nsw i64 %inner_len, %conv
  %add.ptr = getelementptr inbounds float, ptr %input, i64 %mul
  %add.ptr6 = getelementptr inbounds float, ptr %output, i64 %mul
  %conv10 = zext nneg i32 %2 to i64
  %cmp87 = icmp sgt i64 %inner_len, %conv10
  br i1 %cmp87, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %conv20 = zext nneg i32 %0 to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %local_squares_sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add17, %for.body ]
  %sub.i = add nuw nsw i32 %0, 31
  %div22.i = lshr i32 %sub.i, 5
  %div223.i = lshr i32 %2, 5
  %3 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %local_squares_sum.0.lcssa, i32 16, i32 31)
  %add.i.i.i = fadd contract float %local_squares_sum.0.lcssa, %3
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.i.i, i32 8, i32 31)
  %add.i.1.i.i = fadd contract float %add.i.i.i, %4
  %5 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.1.i.i, i32 4, i32 31)
  %add.i.2.i.i = fadd contract float %add.i.1.i.i, %5
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.2.i.i, i32 2, i32 31)
  %add.i.3.i.i = fadd contract float %add.i.2.i.i, %6
  %7 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.3.i.i, i32 1, i32 31)
  %cmp.i = icmp eq i32 %rem, 0
  br i1 %cmp.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.cond.cleanup
  %add.i.4.i.i = fadd contract float %add.i.3.i.i, %7
  %idxprom.i = zext nneg i32 %div223.i to i64
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), i64 %idxprom.i
  store float %add.i.4.i.i, ptr %arrayidx.i, align 4, !tbaa !8
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp7.i = icmp eq i32 %div223.i, 0
  br i1 %cmp7.i, label %if.then8.i, label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

if.then8.i:                                       ; preds = %if.end.i
  %cmp9.i = icmp samesign ult i32 %rem, %div22.i
  br i1 %cmp9.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %if.then8.i
  %idxprom10.i = zext nneg i32 %rem to i64
  %arrayidx11.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), i64 %idxprom10.i
  %8 = load float, ptr %arrayidx11.i, align 4, !tbaa !8
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %if.then8.i
  %cond.i = phi contract float [ %8, %cond.true.i ], [ 0.000000e+00, %if.then8.i ]
  %9 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i, i32 16, i32 31)
  %add.i.i24.i = fadd contract float %cond.i, %9
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.i24.i, i32 8, i32 31)
  %add.i.1.i25.i = fadd contract float %add.i.i24.i, %10
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.1.i25.i, i32 4, i32 31)
  %add.i.2.i26.i = fadd contract float %add.i.1.i25.i, %11
  %12 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.2.i26.i, i32 2, i32 31)
  %add.i.3.i27.i = fadd contract float %add.i.2.i26.i, %12
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i.3.i27.i, i32 1, i32 31)
  br i1 %cmp.i, label %if.then15.i, label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

if.then15.i:                                      ; preds = %cond.end.i
  %add.i.4.i28.i = fadd contract float %add.i.3.i27.i, %13
  store float %add.i.4.i28.i, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), align 4, !tbaa !8
  br label %_Z11BlockReduceI5SumOpfET0_RKS1_.exit

_Z11BlockReduceI5SumOpfET0_RKS1_.exit:            ; preds = %if.end.i, %cond.end.i, %if.then15.i
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11BlockReduceI5SumOpfET0_RKS1_E4smem to ptr), align 4, !tbaa !8
  %conv24 = sitofp i64 %inner_len to float
  %div25 = fdiv contract float %14, %conv24
  %add26 = fadd contract float %epsilon, %div25
  %call.i = tail call contract noundef float @__nv_rsqrtf(float noundef %add26) #5
  br i1 %cmp87, label %for.body33.lr.ph, label %for.cond.cleanup32

for.body33.lr.ph:                                 ; preds = %_Z11BlockReduceI5SumOpfET0_RKS1_.exit
  %conv59 = zext nneg i32 %0 to i64
  br label %for.body33

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %offset.089 = phi i64 [ %conv10, %for.body.lr.ph ], [ %add21, %for.body ]
  %local_squares_sum.088 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add17, %for.body ]
  %add.ptr11 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %offset.089
  %15 = load float, ptr %add.ptr11, align 4, !tbaa !4
  %mul16 = fmul contract float %15, %15
  %add17 = fadd contract float %mul16, %local_squares_sum.088
  %add21 = add nuw nsw i64 %offset.089, %conv20
  %cmp = icmp slt i64 %add21, %inner_len
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !13

for.cond.cleanup32:                               ; preds = %for.body33, %_Z11BlockReduceI5SumOpfET0_RKS1_.exit
  ret void

for.body33:                                       ; preds = %for.body33.lr.ph, %for.body33
  %offset28.091 = phi i64 [ %conv10, %for.body33.lr.ph ], [ %add60, %for.body33 ]
  %add.ptr34 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %offset28.091
  %16 = load float, ptr %add.ptr34, align 4, !tbaa !4
  %add.ptr36 = getelementptr inbounds nuw float, ptr %gamma, i64 %offset28.091
  %17 = load float, ptr %add.ptr36, align 4, !tbaa !4
  %mul46.le = fmul contract float %call.i, %16
  %mul49.le = fmul contract float %mul46.le, %17
  %add.ptr55 = getelementptr inbounds nuw float, ptr %add.ptr6, i64 %offset28.091
  store float %mul49.le, ptr %add.ptr55, align 4, !tbaa !4
  %add60 = add nuw nsw i64 %offset28.091, %conv59
  %cmp31 = icmp slt i64 %add60, %inner_len
  br i1 %cmp31, label %for.body33, label %for.cond.cleanup32, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
