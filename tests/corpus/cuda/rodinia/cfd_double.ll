; ModuleID = 'rodinia/cfd_double.cu'
source_filename = "rodinia/cfd_double.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.double3 = type { double, double, double }

@ff_variable = dso_local addrspace(4) externally_initialized constant [5 x double] zeroinitializer, align 8
@ff_flux_contribution_momentum_x = dso_local addrspace(4) externally_initialized constant [1 x %struct.double3] zeroinitializer, align 8
@ff_flux_contribution_momentum_y = dso_local addrspace(4) externally_initialized constant [1 x %struct.double3] zeroinitializer, align 8
@ff_flux_contribution_momentum_z = dso_local addrspace(4) externally_initialized constant [1 x %struct.double3] zeroinitializer, align 8
@ff_flux_contribution_density_energy = dso_local addrspace(4) externally_initialized constant [1 x %struct.double3] zeroinitializer, align 8
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_density_energy to ptr), ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_x to ptr), ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_y to ptr), ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_z to ptr), ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z25cuda_initialize_variablesiPd(i32 noundef %nelr, ptr noundef writeonly captures(none) %variables) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = load double, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), align 8, !tbaa !8
  %idxprom5 = sext i32 %add to i64
  %arrayidx6 = getelementptr inbounds double, ptr %variables, i64 %idxprom5
  store double %3, ptr %arrayidx6, align 8, !tbaa !8
  %4 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 8), align 8, !tbaa !8
  %add4.1 = add nsw i32 %add, %nelr
  %idxprom5.1 = sext i32 %add4.1 to i64
  %arrayidx6.1 = getelementptr inbounds double, ptr %variables, i64 %idxprom5.1
  store double %4, ptr %arrayidx6.1, align 8, !tbaa !8
  %5 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 16), align 8, !tbaa !8
  %mul3.2 = shl nsw i32 %nelr, 1
  %add4.2 = add nsw i32 %add, %mul3.2
  %idxprom5.2 = sext i32 %add4.2 to i64
  %arrayidx6.2 = getelementptr inbounds double, ptr %variables, i64 %idxprom5.2
  store double %5, ptr %arrayidx6.2, align 8, !tbaa !8
  %6 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 24), align 8, !tbaa !8
  %mul3.3 = mul nsw i32 %nelr, 3
  %add4.3 = add nsw i32 %add, %mul3.3
  %idxprom5.3 = sext i32 %add4.3 to i64
  %arrayidx6.3 = getelementptr inbounds double, ptr %variables, i64 %idxprom5.3
  store double %6, ptr %arrayidx6.3, align 8, !tbaa !8
  %7 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 32), align 8, !tbaa !8
  %mul3.4 = shl nsw i32 %nelr, 2
  %add4.4 = add nsw i32 %add, %mul3.4
  %idxprom5.4 = sext i32 %add4.4 to i64
  %arrayidx6.4 = getelementptr inbounds double, ptr %variables, i64 %idxprom5.4
  store double %7, ptr %arrayidx6.4, align 8, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z24cuda_compute_step_factoriPdS_S_(i32 noundef %nelr, ptr noundef readonly captures(none) %variables, ptr noundef readonly captures(none) %areas, ptr noundef writeonly captures(none) %step_factors) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %variables, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %add6 = add nsw i32 %add, %nelr
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds double, ptr %variables, i64 %idxprom7
  %4 = load double, ptr %arrayidx8, align 8, !tbaa !8
  %mul9 = shl nsw i32 %nelr, 1
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds double, ptr %variables, i64 %idxprom11
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %mul13 = mul nsw i32 %nelr, 3
  %add14 = add nsw i32 %mul13, %add
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds double, ptr %variables, i64 %idxprom15
  %6 = load double, ptr %arrayidx16, align 8, !tbaa !8
  %mul17 = shl nsw i32 %nelr, 2
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds double, ptr %variables, i64 %idxprom19
  %7 = load double, ptr %arrayidx20, align 8, !tbaa !8
  %div.i = fdiv contract double %4, %3
  %div2.i = fdiv contract double %5, %3
  %div4.i = fdiv contract double %6, %3
  %mul.i = fmul contract double %div.i, %div.i
  %mul3.i = fmul contract double %div2.i, %div2.i
  %add.i = fadd contract double %mul.i, %mul3.i
  %mul5.i = fmul contract double %div4.i, %div4.i
  %add6.i = fadd contract double %add.i, %mul5.i
  %mul.i49 = fmul contract double %3, 5.000000e-01
  %mul1.i = fmul contract double %mul.i49, %add6.i
  %sub.i = fsub contract double %7, %mul1.i
  %mul2.i = fmul contract double %sub.i, 0x3FD9999999999998
  %mul.i50 = fmul contract double %mul2.i, 1.400000e+00
  %div.i51 = fdiv contract double %mul.i50, %3
  %call.i.i = tail call contract noundef double @__nv_sqrt(double noundef %div.i51) #5
  %arrayidx25 = getelementptr inbounds double, ptr %areas, i64 %idxprom
  %8 = load double, ptr %arrayidx25, align 8, !tbaa !8
  %call.i46 = tail call contract noundef double @__nv_sqrt(double noundef %8) #5
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %add6.i) #5
  %add28 = fadd contract double %call.i.i, %call.i
  %mul29 = fmul contract double %call.i46, %add28
  %div = fdiv contract double 5.000000e-01, %mul29
  %arrayidx31 = getelementptr inbounds double, ptr %step_factors, i64 %idxprom
  store double %div, ptr %arrayidx31, align 8, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17cuda_compute_fluxiPiPdS0_S0_(i32 noundef %nelr, ptr noundef readonly captures(none) %elements_surrounding_elements, ptr noundef readonly captures(none) %normals, ptr noundef readonly captures(none) %variables, ptr noundef writeonly captures(none) %fluxes) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %variables, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %add6 = add nsw i32 %add, %nelr
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds double, ptr %variables, i64 %idxprom7
  %4 = load double, ptr %arrayidx8, align 8, !tbaa !8
  %mul9 = shl nsw i32 %nelr, 1
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds double, ptr %variables, i64 %idxprom11
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %mul13 = mul nsw i32 %nelr, 3
  %add14 = add nsw i32 %mul13, %add
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds double, ptr %variables, i64 %idxprom15
  %6 = load double, ptr %arrayidx16, align 8, !tbaa !8
  %mul17 = shl nsw i32 %nelr, 2
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds double, ptr %variables, i64 %idxprom19
  %7 = load double, ptr %arrayidx20, align 8, !tbaa !8
  %div.i = fdiv contract double %4, %3
  %div2.i = fdiv contract double %5, %3
  %div4.i = fdiv contract double %6, %3
  %mul.i = fmul contract double %div.i, %div.i
  %mul3.i = fmul contract double %div2.i, %div2.i
  %add.i = fadd contract double %mul.i, %mul3.i
  %mul5.i = fmul contract double %div4.i, %div4.i
  %add6.i = fadd contract double %add.i, %mul5.i
  %call.i469 = tail call contract noundef double @__nv_sqrt(double noundef %add6.i) #5
  %mul.i472 = fmul contract double %3, 5.000000e-01
  %mul1.i = fmul contract double %mul.i472, %add6.i
  %sub.i = fsub contract double %7, %mul1.i
  %mul2.i = fmul contract double %sub.i, 0x3FD9999999999998
  %mul.i473 = fmul contract double %mul2.i, 1.400000e+00
  %div.i474 = fdiv contract double %mul.i473, %3
  %call.i.i = tail call contract noundef double @__nv_sqrt(double noundef %div.i474) #5
  %mul.i475 = fmul contract double %4, %div.i
  %add.i476 = fadd contract double %mul.i475, %mul2.i
  %mul4.i = fmul contract double %div.i, %5
  %mul7.i = fmul contract double %div.i, %6
  %mul13.i = fmul contract double %5, %div2.i
  %add14.i = fadd contract double %mul13.i, %mul2.i
  %mul18.i = fmul contract double %div2.i, %6
  %mul26.i = fmul contract double %6, %div4.i
  %add27.i = fadd contract double %mul26.i, %mul2.i
  %add29.i = fadd contract double %7, %mul2.i
  %mul31.i = fmul contract double %div.i, %add29.i
  %mul34.i = fmul contract double %div2.i, %add29.i
  %mul37.i = fmul contract double %div4.i, %add29.i
  %8 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 8), align 8
  %add229 = fadd contract double %4, %8
  %9 = load double, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_density_energy to ptr), align 8
  %add233 = fadd contract double %mul31.i, %9
  %10 = load double, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_x to ptr), align 8
  %add237 = fadd contract double %add.i476, %10
  %11 = load double, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_y to ptr), align 8
  %add242 = fadd contract double %mul4.i, %11
  %12 = load double, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_z to ptr), align 8
  %add247 = fadd contract double %mul7.i, %12
  %13 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 16), align 8
  %add254 = fadd contract double %5, %13
  %14 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_density_energy to ptr), i64 8), align 8
  %add258 = fadd contract double %mul34.i, %14
  %15 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_x to ptr), i64 8), align 8
  %add262 = fadd contract double %mul4.i, %15
  %16 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_y to ptr), i64 8), align 8
  %add267 = fadd contract double %add14.i, %16
  %17 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_z to ptr), i64 8), align 8
  %add272 = fadd contract double %mul18.i, %17
  %18 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_variable to ptr), i64 24), align 8
  %add279 = fadd contract double %6, %18
  %19 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_density_energy to ptr), i64 16), align 8
  %add283 = fadd contract double %mul37.i, %19
  %20 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_x to ptr), i64 16), align 8
  %add287 = fadd contract double %mul7.i, %20
  %21 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_y to ptr), i64 16), align 8
  %add292 = fadd contract double %mul18.i, %21
  %22 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ff_flux_contribution_momentum_z to ptr), i64 16), align 8
  %add297 = fadd contract double %add27.i, %22
  %arrayidx31 = getelementptr inbounds i32, ptr %elements_surrounding_elements, i64 %idxprom
  %23 = load i32, ptr %arrayidx31, align 4, !tbaa !4
  %arrayidx36 = getelementptr inbounds double, ptr %normals, i64 %idxprom
  %24 = load double, ptr %arrayidx36, align 8, !tbaa !8
  %mul39 = shl nsw i32 %nelr, 2
  %add40 = add nsw i32 %mul39, %add
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds double, ptr %normals, i64 %idxprom41
  %25 = load double, ptr %arrayidx42, align 8, !tbaa !8
  %mul45 = shl nsw i32 %nelr, 3
  %add46 = add nsw i32 %mul45, %add
  %idxprom47 = sext i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds double, ptr %normals, i64 %idxprom47
  %26 = load double, ptr %arrayidx48, align 8, !tbaa !8
  %mul52 = fmul contract double %24, %24
  %mul55 = fmul contract double %25, %25
  %add56 = fadd contract double %mul52, %mul55
  %mul59 = fmul contract double %26, %26
  %add60 = fadd contract double %add56, %mul59
  %call.i468 = tail call contract noundef double @__nv_sqrt(double noundef %add60) #5
  %cmp62 = icmp sgt i32 %23, -1
  br i1 %cmp62, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %idxprom65 = zext nneg i32 %23 to i64
  %arrayidx66 = getelementptr inbounds nuw double, ptr %variables, i64 %idxprom65
  %27 = load double, ptr %arrayidx66, align 8, !tbaa !8
  %add68 = add nsw i32 %23, %nelr
  %idxprom69 = sext i32 %add68 to i64
  %arrayidx70 = getelementptr inbounds double, ptr %variables, i64 %idxprom69
  %28 = load double, ptr %arrayidx70, align 8, !tbaa !8
  %add73 = add nsw i32 %23, %mul9
  %idxprom74 = sext i32 %add73 to i64
  %arrayidx75 = getelementptr inbounds double, ptr %variables, i64 %idxprom74
  %29 = load double, ptr %arrayidx75, align 8, !tbaa !8
  %add78 = add nsw i32 %23, %mul13
  %idxprom79 = sext i32 %add78 to i64
  %arrayidx80 = getelementptr inbounds double, ptr %variables, i64 %idxprom79
  %30 = load double, ptr %arrayidx80, align 8, !tbaa !8
  %add83 = add nsw i32 %23, %mul17
  %idxprom84 = sext i32 %add83 to i64
  %arrayidx85 = getelementptr inbounds double, ptr %variables, i64 %idxprom84
  %31 = load double, ptr %arrayidx85, align 8, !tbaa !8
  %div.i479 = fdiv contract double %28, %27
  %div2.i481 = fdiv contract double %29, %27
  %div4.i484 = fdiv contract double %30, %27
  %mul.i486 = fmul contract double %div.i479, %div.i479
  %mul3.i488 = fmul contract double %div2.i481, %div2.i481
  %add.i489 = fadd contract double %mul.i486, %mul3.i488
  %mul5.i491 = fmul contract double %div4.i484, %div4.i484
  %add6.i492 = fadd contract double %add.i489, %mul5.i491
  %mul.i493 = fmul contract double %27, 5.000000e-01
  %mul1.i494 = fmul contract double %mul.i493, %add6.i492
  %sub.i495 = fsub contract double %31, %mul1.i494
  %mul2.i496 = fmul contract double %sub.i495, 0x3FD9999999999998
  %mul.i497 = fmul contract double %mul2.i496, 1.400000e+00
  %div.i498 = fdiv contract double %mul.i497, %27
  %call.i.i499 = tail call contract noundef double @__nv_sqrt(double noundef %div.i498) #5
  %mul.i500 = fmul contract double %28, %div.i479
  %add.i501 = fadd contract double %mul.i500, %mul2.i496
  %mul4.i503 = fmul contract double %div.i479, %29
  %mul7.i506 = fmul contract double %div.i479, %30
  %mul13.i509 = fmul contract double %29, %div2.i481
  %add14.i510 = fadd contract double %mul13.i509, %mul2.i496
  %mul18.i512 = fmul contract double %div2.i481, %30
  %mul26.i516 = fmul contract double %30, %div4.i484
  %add27.i517 = fadd contract double %mul26.i516, %mul2.i496
  %add29.i519 = fadd contract double %31, %mul2.i496
  %mul31.i520 = fmul contract double %div.i479, %add29.i519
  %mul34.i521 = fmul contract double %div2.i481, %add29.i519
  %mul37.i523 = fmul contract double %div4.i484, %add29.i519
  %mul89 = fmul contract double %call.i468, 0xBFC99999A0000000
  %mul90 = fmul contract double %mul89, 5.000000e-01
  %call.i = tail call contract noundef double @__nv_sqrt(double noundef %add6.i492) #5
  %add92 = fadd contract double %call.i469, %call.i
  %add93 = fadd contract double %call.i.i, %add92
  %add94 = fadd contract double %call.i.i499, %add93
  %mul95 = fmul contract double %mul90, %add94
  %sub = fsub contract double %3, %27
  %mul96 = fmul contract double %sub, %mul95
  %add97 = fadd contract double %mul96, 0.000000e+00
  %sub98 = fsub contract double %7, %31
  %mul99 = fmul contract double %sub98, %mul95
  %add100 = fadd contract double %mul99, 0.000000e+00
  %sub103 = fsub contract double %4, %28
  %mul104 = fmul contract double %sub103, %mul95
  %add106 = fadd contract double %mul104, 0.000000e+00
  %sub109 = fsub contract double %5, %29
  %mul110 = fmul contract double %sub109, %mul95
  %add112 = fadd contract double %mul110, 0.000000e+00
  %sub115 = fsub contract double %6, %30
  %mul116 = fmul contract double %sub115, %mul95
  %add118 = fadd contract double %mul116, 0.000000e+00
  %mul120 = fmul contract double %24, 5.000000e-01
  %add123 = fadd contract double %4, %28
  %mul124 = fmul contract double %mul120, %add123
  %add125 = fadd contract double %mul124, %add97
  %add128 = fadd contract double %mul31.i, %mul31.i520
  %mul129 = fmul contract double %mul120, %add128
  %add130 = fadd contract double %add100, %mul129
  %add133 = fadd contract double %add.i476, %add.i501
  %mul134 = fmul contract double %mul120, %add133
  %add136 = fadd contract double %add106, %mul134
  %add139 = fadd contract double %mul4.i, %mul4.i503
  %mul140 = fmul contract double %mul120, %add139
  %add142 = fadd contract double %mul140, %add112
  %add145 = fadd contract double %mul7.i, %mul7.i506
  %mul146 = fmul contract double %mul120, %add145
  %add148 = fadd contract double %mul146, %add118
  %mul150 = fmul contract double %25, 5.000000e-01
  %add153 = fadd contract double %5, %29
  %mul154 = fmul contract double %mul150, %add153
  %add155 = fadd contract double %mul154, %add125
  %add158 = fadd contract double %mul34.i, %mul34.i521
  %mul159 = fmul contract double %mul150, %add158
  %add160 = fadd contract double %mul159, %add130
  %mul164 = fmul contract double %mul150, %add139
  %add166 = fadd contract double %mul164, %add136
  %add169 = fadd contract double %add14.i, %add14.i510
  %mul170 = fmul contract double %mul150, %add169
  %add172 = fadd contract double %mul170, %add142
  %add175 = fadd contract double %mul18.i, %mul18.i512
  %mul176 = fmul contract double %mul150, %add175
  %add178 = fadd contract double %mul176, %add148
  %mul180 = fmul contract double %26, 5.000000e-01
  %add183 = fadd contract double %6, %30
  %mul184 = fmul contract double %mul180, %add183
  %add185 = fadd contract double %mul184, %add155
  %add188 = fadd contract double %mul37.i, %mul37.i523
  %mul189 = fmul contract double %mul180, %add188
  %add190 = fadd contract double %mul189, %add160
  %mul194 = fmul contract double %mul180, %add145
  %add196 = fadd contract double %mul194, %add166
  %mul200 = fmul contract double %mul180, %add175
  %add202 = fadd contract double %mul200, %add172
  %add205 = fadd contract double %add27.i, %add27.i517
  %mul206 = fmul contract double %mul180, %add205
  %add208 = fadd contract double %mul206, %add178
  br label %for.inc

if.else:                                          ; preds = %entry
  switch i32 %23, label %for.inc [
    i32 -1, label %if.then210
    i32 -2, label %if.then225
  ]

if.then210:                                       ; preds = %if.else
  %mul212 = fmul contract double %mul2.i, %24
  %add214 = fadd contract double %mul212, 0.000000e+00
  %mul216 = fmul contract double %mul2.i, %25
  %add218 = fadd contract double %mul216, 0.000000e+00
  %mul220 = fmul contract double %mul2.i, %26
  %add222 = fadd contract double %mul220, 0.000000e+00
  br label %for.inc

if.then225:                                       ; preds = %if.else
  %mul227 = fmul contract double %24, 5.000000e-01
  %mul230 = fmul contract double %mul227, %add229
  %add231 = fadd contract double %mul230, 0.000000e+00
  %mul234 = fmul contract double %mul227, %add233
  %add235 = fadd contract double %mul234, 0.000000e+00
  %mul238 = fmul contract double %mul227, %add237
  %add240 = fadd contract double %mul238, 0.000000e+00
  %mul243 = fmul contract double %mul227, %add242
  %add245 = fadd contract double %mul243, 0.000000e+00
  %mul248 = fmul contract double %mul227, %add247
  %add250 = fadd contract double %mul248, 0.000000e+00
  %mul252 = fmul contract double %25, 5.000000e-01
  %mul255 = fmul contract double %mul252, %add254
  %add256 = fadd contract double %add231, %mul255
  %mul259 = fmul contract double %mul252, %add258
  %add260 = fadd contract double %add235, %mul259
  %mul263 = fmul contract double %mul252, %add262
  %add265 = fadd contract double %add240, %mul263
  %mul268 = fmul contract double %mul252, %add267
  %add270 = fadd contract double %add245, %mul268
  %mul273 = fmul contract double %mul252, %add272
  %add275 = fadd contract double %add250, %mul273
  %mul277 = fmul contract double %26, 5.000000e-01
  %mul280 = fmul contract double %mul277, %add279
  %add281 = fadd contract double %add256, %mul280
  %mul284 = fmul contract double %mul277, %add283
  %add285 = fadd contract double %add260, %mul284
  %mul288 = fmul contract double %mul277, %add287
  %add290 = fadd contract double %add265, %mul288
  %mul293 = fmul contract double %mul277, %add292
  %add295 = fadd contract double %add270, %mul293
  %mul298 = fmul contract double %mul277, %add297
  %add300 = fadd contract double %add275, %mul298
  br label %for.inc

for.inc:                                          ; preds = %if.else, %if.then, %if.then225, %if.then210
  %flux_i_density.1 = phi double [ %add185, %if.then ], [ 0.000000e+00, %if.then210 ], [ %add281, %if.then225 ], [ 0.000000e+00, %if.else ]
  %flux_i_momentum.sroa.38.1 = phi double [ %add208, %if.then ], [ %add222, %if.then210 ], [ %add300, %if.then225 ], [ 0.000000e+00, %if.else ]
  %flux_i_momentum.sroa.20.1 = phi double [ %add202, %if.then ], [ %add218, %if.then210 ], [ %add295, %if.then225 ], [ 0.000000e+00, %if.else ]
  %flux_i_momentum.sroa.0.1 = phi double [ %add196, %if.then ], [ %add214, %if.then210 ], [ %add290, %if.then225 ], [ 0.000000e+00, %if.else ]
  %flux_i_density_energy.1 = phi double [ %add190, %if.then ], [ 0.000000e+00, %if.then210 ], [ %add285, %if.then225 ], [ 0.000000e+00, %if.else ]
  %arrayidx31.1 = getelementptr inbounds i32, ptr %elements_surrounding_elements, i64 %idxprom7
  %32 = load i32, ptr %arrayidx31.1, align 4, !tbaa !4
  %arrayidx36.1 = getelementptr inbounds double, ptr %normals, i64 %idxprom7
  %33 = load double, ptr %arrayidx36.1, align 8, !tbaa !8
  %mul39.1 = mul nsw i32 %nelr, 5
  %add40.1 = add nsw i32 %mul39.1, %add
  %idxprom41.1 = sext i32 %add40.1 to i64
  %arrayidx42.1 = getelementptr inbounds double, ptr %normals, i64 %idxprom41.1
  %34 = load double, ptr %arrayidx42.1, align 8, !tbaa !8
  %mul45.1 = mul nsw i32 %nelr, 9
  %add46.1 = add nsw i32 %mul45.1, %add
  %idxprom47.1 = sext i32 %add46.1 to i64
  %arrayidx48.1 = getelementptr inbounds double, ptr %normals, i64 %idxprom47.1
  %35 = load double, ptr %arrayidx48.1, align 8, !tbaa !8
  %mul52.1 = fmul contract double %33, %33
  %mul55.1 = fmul contract double %34, %34
  %add56.1 = fadd contract double %mul52.1, %mul55.1
  %mul59.1 = fmul contract double %35, %35
  %add60.1 = fadd contract double %add56.1, %mul59.1
  %call.i468.1 = tail call contract noundef double @__nv_sqrt(double noundef %add60.1) #5
  %cmp62.1 = icmp sgt i32 %32, -1
  br i1 %cmp62.1, label %if.then.1, label %if.else.1

if.else.1:                                        ; preds = %for.inc
  switch i32 %32, label %for.inc.1 [
    i32 -1, label %if.then210.1
    i32 -2, label %if.then225.1
  ]

if.then225.1:                                     ; preds = %if.else.1
  %mul227.1 = fmul contract double %33, 5.000000e-01
  %mul230.1 = fmul contract double %mul227.1, %add229
  %add231.1 = fadd contract double %flux_i_density.1, %mul230.1
  %mul234.1 = fmul contract double %mul227.1, %add233
  %add235.1 = fadd contract double %flux_i_density_energy.1, %mul234.1
  %mul238.1 = fmul contract double %mul227.1, %add237
  %add240.1 = fadd contract double %flux_i_momentum.sroa.0.1, %mul238.1
  %mul243.1 = fmul contract double %mul227.1, %add242
  %add245.1 = fadd contract double %flux_i_momentum.sroa.20.1, %mul243.1
  %mul248.1 = fmul contract double %mul227.1, %add247
  %add250.1 = fadd contract double %flux_i_momentum.sroa.38.1, %mul248.1
  %mul252.1 = fmul contract double %34, 5.000000e-01
  %mul255.1 = fmul contract double %mul252.1, %add254
  %add256.1 = fadd contract double %add231.1, %mul255.1
  %mul259.1 = fmul contract double %mul252.1, %add258
  %add260.1 = fadd contract double %add235.1, %mul259.1
  %mul263.1 = fmul contract double %mul252.1, %add262
  %add265.1 = fadd contract double %add240.1, %mul263.1
  %mul268.1 = fmul contract double %mul252.1, %add267
  %add270.1 = fadd contract double %add245.1, %mul268.1
  %mul273.1 = fmul contract double %mul252.1, %add272
  %add275.1 = fadd contract double %add250.1, %mul273.1
  %mul277.1 = fmul contract double %35, 5.000000e-01
  %mul280.1 = fmul contract double %mul277.1, %add279
  %add281.1 = fadd contract double %add256.1, %mul280.1
  %mul284.1 = fmul contract double %mul277.1, %add283
  %add285.1 = fadd contract double %add260.1, %mul284.1
  %mul288.1 = fmul contract double %mul277.1, %add287
  %add290.1 = fadd contract double %add265.1, %mul288.1
  %mul293.1 = fmul contract double %mul277.1, %add292
  %add295.1 = fadd contract double %add270.1, %mul293.1
  %mul298.1 = fmul contract double %mul277.1, %add297
  %add300.1 = fadd contract double %add275.1, %mul298.1
  br label %for.inc.1

if.then210.1:                                     ; preds = %if.else.1
  %mul212.1 = fmul contract double %mul2.i, %33
  %add214.1 = fadd contract double %flux_i_momentum.sroa.0.1, %mul212.1
  %mul216.1 = fmul contract double %mul2.i, %34
  %add218.1 = fadd contract double %flux_i_momentum.sroa.20.1, %mul216.1
  %mul220.1 = fmul contract double %mul2.i, %35
  %add222.1 = fadd contract double %flux_i_momentum.sroa.38.1, %mul220.1
  br label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %idxprom65.1 = zext nneg i32 %32 to i64
  %arrayidx66.1 = getelementptr inbounds nuw double, ptr %variables, i64 %idxprom65.1
  %36 = load double, ptr %arrayidx66.1, align 8, !tbaa !8
  %add68.1 = add nsw i32 %32, %nelr
  %idxprom69.1 = sext i32 %add68.1 to i64
  %arrayidx70.1 = getelementptr inbounds double, ptr %variables, i64 %idxprom69.1
  %37 = load double, ptr %arrayidx70.1, align 8, !tbaa !8
  %add73.1 = add nsw i32 %32, %mul9
  %idxprom74.1 = sext i32 %add73.1 to i64
  %arrayidx75.1 = getelementptr inbounds double, ptr %variables, i64 %idxprom74.1
  %38 = load double, ptr %arrayidx75.1, align 8, !tbaa !8
  %add78.1 = add nsw i32 %32, %mul13
  %idxprom79.1 = sext i32 %add78.1 to i64
  %arrayidx80.1 = getelementptr inbounds double, ptr %variables, i64 %idxprom79.1
  %39 = load double, ptr %arrayidx80.1, align 8, !tbaa !8
  %add83.1 = add nsw i32 %32, %mul17
  %idxprom84.1 = sext i32 %add83.1 to i64
  %arrayidx85.1 = getelementptr inbounds double, ptr %variables, i64 %idxprom84.1
  %40 = load double, ptr %arrayidx85.1, align 8, !tbaa !8
  %div.i479.1 = fdiv contract double %37, %36
  %div2.i481.1 = fdiv contract double %38, %36
  %div4.i484.1 = fdiv contract double %39, %36
  %mul.i486.1 = fmul contract double %div.i479.1, %div.i479.1
  %mul3.i488.1 = fmul contract double %div2.i481.1, %div2.i481.1
  %add.i489.1 = fadd contract double %mul.i486.1, %mul3.i488.1
  %mul5.i491.1 = fmul contract double %div4.i484.1, %div4.i484.1
  %add6.i492.1 = fadd contract double %add.i489.1, %mul5.i491.1
  %mul.i493.1 = fmul contract double %36, 5.000000e-01
  %mul1.i494.1 = fmul contract double %mul.i493.1, %add6.i492.1
  %sub.i495.1 = fsub contract double %40, %mul1.i494.1
  %mul2.i496.1 = fmul contract double %sub.i495.1, 0x3FD9999999999998
  %mul.i497.1 = fmul contract double %mul2.i496.1, 1.400000e+00
  %div.i498.1 = fdiv contract double %mul.i497.1, %36
  %call.i.i499.1 = tail call contract noundef double @__nv_sqrt(double noundef %div.i498.1) #5
  %mul.i500.1 = fmul contract double %37, %div.i479.1
  %add.i501.1 = fadd contract double %mul.i500.1, %mul2.i496.1
  %mul4.i503.1 = fmul contract double %div.i479.1, %38
  %mul7.i506.1 = fmul contract double %div.i479.1, %39
  %mul13.i509.1 = fmul contract double %38, %div2.i481.1
  %add14.i510.1 = fadd contract double %mul13.i509.1, %mul2.i496.1
  %mul18.i512.1 = fmul contract double %div2.i481.1, %39
  %mul26.i516.1 = fmul contract double %39, %div4.i484.1
  %add27.i517.1 = fadd contract double %mul26.i516.1, %mul2.i496.1
  %add29.i519.1 = fadd contract double %40, %mul2.i496.1
  %mul31.i520.1 = fmul contract double %div.i479.1, %add29.i519.1
  %mul34.i521.1 = fmul contract double %div2.i481.1, %add29.i519.1
  %mul37.i523.1 = fmul contract double %div4.i484.1, %add29.i519.1
  %mul89.1 = fmul contract double %call.i468.1, 0xBFC99999A0000000
  %mul90.1 = fmul contract double %mul89.1, 5.000000e-01
  %call.i.1 = tail call contract noundef double @__nv_sqrt(double noundef %add6.i492.1) #5
  %add92.1 = fadd contract double %call.i469, %call.i.1
  %add93.1 = fadd contract double %call.i.i, %add92.1
  %add94.1 = fadd contract double %call.i.i499.1, %add93.1
  %mul95.1 = fmul contract double %mul90.1, %add94.1
  %sub.1 = fsub contract double %3, %36
  %mul96.1 = fmul contract double %sub.1, %mul95.1
  %add97.1 = fadd contract double %flux_i_density.1, %mul96.1
  %sub98.1 = fsub contract double %7, %40
  %mul99.1 = fmul contract double %sub98.1, %mul95.1
  %add100.1 = fadd contract double %flux_i_density_energy.1, %mul99.1
  %sub103.1 = fsub contract double %4, %37
  %mul104.1 = fmul contract double %sub103.1, %mul95.1
  %add106.1 = fadd contract double %flux_i_momentum.sroa.0.1, %mul104.1
  %sub109.1 = fsub contract double %5, %38
  %mul110.1 = fmul contract double %sub109.1, %mul95.1
  %add112.1 = fadd contract double %flux_i_momentum.sroa.20.1, %mul110.1
  %sub115.1 = fsub contract double %6, %39
  %mul116.1 = fmul contract double %sub115.1, %mul95.1
  %add118.1 = fadd contract double %flux_i_momentum.sroa.38.1, %mul116.1
  %mul120.1 = fmul contract double %33, 5.000000e-01
  %add123.1 = fadd contract double %4, %37
  %mul124.1 = fmul contract double %mul120.1, %add123.1
  %add125.1 = fadd contract double %mul124.1, %add97.1
  %add128.1 = fadd contract double %mul31.i, %mul31.i520.1
  %mul129.1 = fmul contract double %mul120.1, %add128.1
  %add130.1 = fadd contract double %add100.1, %mul129.1
  %add133.1 = fadd contract double %add.i476, %add.i501.1
  %mul134.1 = fmul contract double %mul120.1, %add133.1
  %add136.1 = fadd contract double %add106.1, %mul134.1
  %add139.1 = fadd contract double %mul4.i, %mul4.i503.1
  %mul140.1 = fmul contract double %mul120.1, %add139.1
  %add142.1 = fadd contract double %mul140.1, %add112.1
  %add145.1 = fadd contract double %mul7.i, %mul7.i506.1
  %mul146.1 = fmul contract double %mul120.1, %add145.1
  %add148.1 = fadd contract double %mul146.1, %add118.1
  %mul150.1 = fmul contract double %34, 5.000000e-01
  %add153.1 = fadd contract double %5, %38
  %mul154.1 = fmul contract double %mul150.1, %add153.1
  %add155.1 = fadd contract double %mul154.1, %add125.1
  %add158.1 = fadd contract double %mul34.i, %mul34.i521.1
  %mul159.1 = fmul contract double %mul150.1, %add158.1
  %add160.1 = fadd contract double %mul159.1, %add130.1
  %mul164.1 = fmul contract double %mul150.1, %add139.1
  %add166.1 = fadd contract double %mul164.1, %add136.1
  %add169.1 = fadd contract double %add14.i, %add14.i510.1
  %mul170.1 = fmul contract double %mul150.1, %add169.1
  %add172.1 = fadd contract double %mul170.1, %add142.1
  %add175.1 = fadd contract double %mul18.i, %mul18.i512.1
  %mul176.1 = fmul contract double %mul150.1, %add175.1
  %add178.1 = fadd contract double %mul176.1, %add148.1
  %mul180.1 = fmul contract double %35, 5.000000e-01
  %add183.1 = fadd contract double %6, %39
  %mul184.1 = fmul contract double %mul180.1, %add183.1
  %add185.1 = fadd contract double %mul184.1, %add155.1
  %add188.1 = fadd contract double %mul37.i, %mul37.i523.1
  %mul189.1 = fmul contract double %mul180.1, %add188.1
  %add190.1 = fadd contract double %mul189.1, %add160.1
  %mul194.1 = fmul contract double %mul180.1, %add145.1
  %add196.1 = fadd contract double %mul194.1, %add166.1
  %mul200.1 = fmul contract double %mul180.1, %add175.1
  %add202.1 = fadd contract double %mul200.1, %add172.1
  %add205.1 = fadd contract double %add27.i, %add27.i517.1
  %mul206.1 = fmul contract double %mul180.1, %add205.1
  %add208.1 = fadd contract double %mul206.1, %add178.1
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %if.then210.1, %if.then225.1, %if.else.1
  %flux_i_density.1.1 = phi double [ %add185.1, %if.then.1 ], [ %flux_i_density.1, %if.then210.1 ], [ %add281.1, %if.then225.1 ], [ %flux_i_density.1, %if.else.1 ]
  %flux_i_momentum.sroa.38.1.1 = phi double [ %add208.1, %if.then.1 ], [ %add222.1, %if.then210.1 ], [ %add300.1, %if.then225.1 ], [ %flux_i_momentum.sroa.38.1, %if.else.1 ]
  %flux_i_momentum.sroa.20.1.1 = phi double [ %add202.1, %if.then.1 ], [ %add218.1, %if.then210.1 ], [ %add295.1, %if.then225.1 ], [ %flux_i_momentum.sroa.20.1, %if.else.1 ]
  %flux_i_momentum.sroa.0.1.1 = phi double [ %add196.1, %if.then.1 ], [ %add214.1, %if.then210.1 ], [ %add290.1, %if.then225.1 ], [ %flux_i_momentum.sroa.0.1, %if.else.1 ]
  %flux_i_density_energy.1.1 = phi double [ %add190.1, %if.then.1 ], [ %flux_i_density_energy.1, %if.then210.1 ], [ %add285.1, %if.then225.1 ], [ %flux_i_density_energy.1, %if.else.1 ]
  %mul28.2 = shl nsw i32 %nelr, 1
  %add29.2 = add nsw i32 %mul28.2, %add
  %idxprom30.2 = sext i32 %add29.2 to i64
  %arrayidx31.2 = getelementptr inbounds i32, ptr %elements_surrounding_elements, i64 %idxprom30.2
  %41 = load i32, ptr %arrayidx31.2, align 4, !tbaa !4
  %arrayidx36.2 = getelementptr inbounds double, ptr %normals, i64 %idxprom30.2
  %42 = load double, ptr %arrayidx36.2, align 8, !tbaa !8
  %mul39.2 = mul nsw i32 %nelr, 6
  %add40.2 = add nsw i32 %mul39.2, %add
  %idxprom41.2 = sext i32 %add40.2 to i64
  %arrayidx42.2 = getelementptr inbounds double, ptr %normals, i64 %idxprom41.2
  %43 = load double, ptr %arrayidx42.2, align 8, !tbaa !8
  %mul45.2 = mul nsw i32 %nelr, 10
  %add46.2 = add nsw i32 %mul45.2, %add
  %idxprom47.2 = sext i32 %add46.2 to i64
  %arrayidx48.2 = getelementptr inbounds double, ptr %normals, i64 %idxprom47.2
  %44 = load double, ptr %arrayidx48.2, align 8, !tbaa !8
  %mul52.2 = fmul contract double %42, %42
  %mul55.2 = fmul contract double %43, %43
  %add56.2 = fadd contract double %mul52.2, %mul55.2
  %mul59.2 = fmul contract double %44, %44
  %add60.2 = fadd contract double %add56.2, %mul59.2
  %call.i468.2 = tail call contract noundef double @__nv_sqrt(double noundef %add60.2) #5
  %cmp62.2 = icmp sgt i32 %41, -1
  br i1 %cmp62.2, label %if.then.2, label %if.else.2

if.else.2:                                        ; preds = %for.inc.1
  switch i32 %41, label %for.inc.2 [
    i32 -1, label %if.then210.2
    i32 -2, label %if.then225.2
  ]

if.then225.2:                                     ; preds = %if.else.2
  %mul227.2 = fmul contract double %42, 5.000000e-01
  %mul230.2 = fmul contract double %mul227.2, %add229
  %add231.2 = fadd contract double %flux_i_density.1.1, %mul230.2
  %mul234.2 = fmul contract double %mul227.2, %add233
  %add235.2 = fadd contract double %flux_i_density_energy.1.1, %mul234.2
  %mul238.2 = fmul contract double %mul227.2, %add237
  %add240.2 = fadd contract double %flux_i_momentum.sroa.0.1.1, %mul238.2
  %mul243.2 = fmul contract double %mul227.2, %add242
  %add245.2 = fadd contract double %flux_i_momentum.sroa.20.1.1, %mul243.2
  %mul248.2 = fmul contract double %mul227.2, %add247
  %add250.2 = fadd contract double %flux_i_momentum.sroa.38.1.1, %mul248.2
  %mul252.2 = fmul contract double %43, 5.000000e-01
  %mul255.2 = fmul contract double %mul252.2, %add254
  %add256.2 = fadd contract double %add231.2, %mul255.2
  %mul259.2 = fmul contract double %mul252.2, %add258
  %add260.2 = fadd contract double %add235.2, %mul259.2
  %mul263.2 = fmul contract double %mul252.2, %add262
  %add265.2 = fadd contract double %add240.2, %mul263.2
  %mul268.2 = fmul contract double %mul252.2, %add267
  %add270.2 = fadd contract double %add245.2, %mul268.2
  %mul273.2 = fmul contract double %mul252.2, %add272
  %add275.2 = fadd contract double %add250.2, %mul273.2
  %mul277.2 = fmul contract double %44, 5.000000e-01
  %mul280.2 = fmul contract double %mul277.2, %add279
  %add281.2 = fadd contract double %add256.2, %mul280.2
  %mul284.2 = fmul contract double %mul277.2, %add283
  %add285.2 = fadd contract double %add260.2, %mul284.2
  %mul288.2 = fmul contract double %mul277.2, %add287
  %add290.2 = fadd contract double %add265.2, %mul288.2
  %mul293.2 = fmul contract double %mul277.2, %add292
  %add295.2 = fadd contract double %add270.2, %mul293.2
  %mul298.2 = fmul contract double %mul277.2, %add297
  %add300.2 = fadd contract double %add275.2, %mul298.2
  br label %for.inc.2

if.then210.2:                                     ; preds = %if.else.2
  %mul212.2 = fmul contract double %mul2.i, %42
  %add214.2 = fadd contract double %flux_i_momentum.sroa.0.1.1, %mul212.2
  %mul216.2 = fmul contract double %mul2.i, %43
  %add218.2 = fadd contract double %flux_i_momentum.sroa.20.1.1, %mul216.2
  %mul220.2 = fmul contract double %mul2.i, %44
  %add222.2 = fadd contract double %flux_i_momentum.sroa.38.1.1, %mul220.2
  br label %for.inc.2

if.then.2:                                        ; preds = %for.inc.1
  %idxprom65.2 = zext nneg i32 %41 to i64
  %arrayidx66.2 = getelementptr inbounds nuw double, ptr %variables, i64 %idxprom65.2
  %45 = load double, ptr %arrayidx66.2, align 8, !tbaa !8
  %add68.2 = add nsw i32 %41, %nelr
  %idxprom69.2 = sext i32 %add68.2 to i64
  %arrayidx70.2 = getelementptr inbounds double, ptr %variables, i64 %idxprom69.2
  %46 = load double, ptr %arrayidx70.2, align 8, !tbaa !8
  %add73.2 = add nsw i32 %41, %mul9
  %idxprom74.2 = sext i32 %add73.2 to i64
  %arrayidx75.2 = getelementptr inbounds double, ptr %variables, i64 %idxprom74.2
  %47 = load double, ptr %arrayidx75.2, align 8, !tbaa !8
  %add78.2 = add nsw i32 %41, %mul13
  %idxprom79.2 = sext i32 %add78.2 to i64
  %arrayidx80.2 = getelementptr inbounds double, ptr %variables, i64 %idxprom79.2
  %48 = load double, ptr %arrayidx80.2, align 8, !tbaa !8
  %add83.2 = add nsw i32 %41, %mul17
  %idxprom84.2 = sext i32 %add83.2 to i64
  %arrayidx85.2 = getelementptr inbounds double, ptr %variables, i64 %idxprom84.2
  %49 = load double, ptr %arrayidx85.2, align 8, !tbaa !8
  %div.i479.2 = fdiv contract double %46, %45
  %div2.i481.2 = fdiv contract double %47, %45
  %div4.i484.2 = fdiv contract double %48, %45
  %mul.i486.2 = fmul contract double %div.i479.2, %div.i479.2
  %mul3.i488.2 = fmul contract double %div2.i481.2, %div2.i481.2
  %add.i489.2 = fadd contract double %mul.i486.2, %mul3.i488.2
  %mul5.i491.2 = fmul contract double %div4.i484.2, %div4.i484.2
  %add6.i492.2 = fadd contract double %add.i489.2, %mul5.i491.2
  %mul.i493.2 = fmul contract double %45, 5.000000e-01
  %mul1.i494.2 = fmul contract double %mul.i493.2, %add6.i492.2
  %sub.i495.2 = fsub contract double %49, %mul1.i494.2
  %mul2.i496.2 = fmul contract double %sub.i495.2, 0x3FD9999999999998
  %mul.i497.2 = fmul contract double %mul2.i496.2, 1.400000e+00
  %div.i498.2 = fdiv contract double %mul.i497.2, %45
  %call.i.i499.2 = tail call contract noundef double @__nv_sqrt(double noundef %div.i498.2) #5
  %mul.i500.2 = fmul contract double %46, %div.i479.2
  %add.i501.2 = fadd contract double %mul.i500.2, %mul2.i496.2
  %mul4.i503.2 = fmul contract double %div.i479.2, %47
  %mul7.i506.2 = fmul contract double %div.i479.2, %48
  %mul13.i509.2 = fmul contract double %47, %div2.i481.2
  %add14.i510.2 = fadd contract double %mul13.i509.2, %mul2.i496.2
  %mul18.i512.2 = fmul contract double %div2.i481.2, %48
  %mul26.i516.2 = fmul contract double %48, %div4.i484.2
  %add27.i517.2 = fadd contract double %mul26.i516.2, %mul2.i496.2
  %add29.i519.2 = fadd contract double %49, %mul2.i496.2
  %mul31.i520.2 = fmul contract double %div.i479.2, %add29.i519.2
  %mul34.i521.2 = fmul contract double %div2.i481.2, %add29.i519.2
  %mul37.i523.2 = fmul contract double %div4.i484.2, %add29.i519.2
  %mul89.2 = fmul contract double %call.i468.2, 0xBFC99999A0000000
  %mul90.2 = fmul contract double %mul89.2, 5.000000e-01
  %call.i.2 = tail call contract noundef double @__nv_sqrt(double noundef %add6.i492.2) #5
  %add92.2 = fadd contract double %call.i469, %call.i.2
  %add93.2 = fadd contract double %call.i.i, %add92.2
  %add94.2 = fadd contract double %call.i.i499.2, %add93.2
  %mul95.2 = fmul contract double %mul90.2, %add94.2
  %sub.2 = fsub contract double %3, %45
  %mul96.2 = fmul contract double %sub.2, %mul95.2
  %add97.2 = fadd contract double %flux_i_density.1.1, %mul96.2
  %sub98.2 = fsub contract double %7, %49
  %mul99.2 = fmul contract double %sub98.2, %mul95.2
  %add100.2 = fadd contract double %flux_i_density_energy.1.1, %mul99.2
  %sub103.2 = fsub contract double %4, %46
  %mul104.2 = fmul contract double %sub103.2, %mul95.2
  %add106.2 = fadd contract double %flux_i_momentum.sroa.0.1.1, %mul104.2
  %sub109.2 = fsub contract double %5, %47
  %mul110.2 = fmul contract double %sub109.2, %mul95.2
  %add112.2 = fadd contract double %flux_i_momentum.sroa.20.1.1, %mul110.2
  %sub115.2 = fsub contract double %6, %48
  %mul116.2 = fmul contract double %sub115.2, %mul95.2
  %add118.2 = fadd contract double %flux_i_momentum.sroa.38.1.1, %mul116.2
  %mul120.2 = fmul contract double %42, 5.000000e-01
  %add123.2 = fadd contract double %4, %46
  %mul124.2 = fmul contract double %mul120.2, %add123.2
  %add125.2 = fadd contract double %mul124.2, %add97.2
  %add128.2 = fadd contract double %mul31.i, %mul31.i520.2
  %mul129.2 = fmul contract double %mul120.2, %add128.2
  %add130.2 = fadd contract double %add100.2, %mul129.2
  %add133.2 = fadd contract double %add.i476, %add.i501.2
  %mul134.2 = fmul contract double %mul120.2, %add133.2
  %add136.2 = fadd contract double %add106.2, %mul134.2
  %add139.2 = fadd contract double %mul4.i, %mul4.i503.2
  %mul140.2 = fmul contract double %mul120.2, %add139.2
  %add142.2 = fadd contract double %mul140.2, %add112.2
  %add145.2 = fadd contract double %mul7.i, %mul7.i506.2
  %mul146.2 = fmul contract double %mul120.2, %add145.2
  %add148.2 = fadd contract double %mul146.2, %add118.2
  %mul150.2 = fmul contract double %43, 5.000000e-01
  %add153.2 = fadd contract double %5, %47
  %mul154.2 = fmul contract double %mul150.2, %add153.2
  %add155.2 = fadd contract double %mul154.2, %add125.2
  %add158.2 = fadd contract double %mul34.i, %mul34.i521.2
  %mul159.2 = fmul contract double %mul150.2, %add158.2
  %add160.2 = fadd contract double %mul159.2, %add130.2
  %mul164.2 = fmul contract double %mul150.2, %add139.2
  %add166.2 = fadd contract double %mul164.2, %add136.2
  %add169.2 = fadd contract double %add14.i, %add14.i510.2
  %mul170.2 = fmul contract double %mul150.2, %add169.2
  %add172.2 = fadd contract double %mul170.2, %add142.2
  %add175.2 = fadd contract double %mul18.i, %mul18.i512.2
  %mul176.2 = fmul contract double %mul150.2, %add175.2
  %add178.2 = fadd contract double %mul176.2, %add148.2
  %mul180.2 = fmul contract double %44, 5.000000e-01
  %add183.2 = fadd contract double %6, %48
  %mul184.2 = fmul contract double %mul180.2, %add183.2
  %add185.2 = fadd contract double %mul184.2, %add155.2
  %add188.2 = fadd contract double %mul37.i, %mul37.i523.2
  %mul189.2 = fmul contract double %mul180.2, %add188.2
  %add190.2 = fadd contract double %mul189.2, %add160.2
  %mul194.2 = fmul contract double %mul180.2, %add145.2
  %add196.2 = fadd contract double %mul194.2, %add166.2
  %mul200.2 = fmul contract double %mul180.2, %add175.2
  %add202.2 = fadd contract double %mul200.2, %add172.2
  %add205.2 = fadd contract double %add27.i, %add27.i517.2
  %mul206.2 = fmul contract double %mul180.2, %add205.2
  %add208.2 = fadd contract double %mul206.2, %add178.2
  br label %for.inc.2

for.inc.2:                                        ; preds = %if.then.2, %if.then210.2, %if.then225.2, %if.else.2
  %flux_i_density.1.2 = phi double [ %add185.2, %if.then.2 ], [ %flux_i_density.1.1, %if.then210.2 ], [ %add281.2, %if.then225.2 ], [ %flux_i_density.1.1, %if.else.2 ]
  %flux_i_momentum.sroa.38.1.2 = phi double [ %add208.2, %if.then.2 ], [ %add222.2, %if.then210.2 ], [ %add300.2, %if.then225.2 ], [ %flux_i_momentum.sroa.38.1.1, %if.else.2 ]
  %flux_i_momentum.sroa.20.1.2 = phi double [ %add202.2, %if.then.2 ], [ %add218.2, %if.then210.2 ], [ %add295.2, %if.then225.2 ], [ %flux_i_momentum.sroa.20.1.1, %if.else.2 ]
  %flux_i_momentum.sroa.0.1.2 = phi double [ %add196.2, %if.then.2 ], [ %add214.2, %if.then210.2 ], [ %add290.2, %if.then225.2 ], [ %flux_i_momentum.sroa.0.1.1, %if.else.2 ]
  %flux_i_density_energy.1.2 = phi double [ %add190.2, %if.then.2 ], [ %flux_i_density_energy.1.1, %if.then210.2 ], [ %add285.2, %if.then225.2 ], [ %flux_i_density_energy.1.1, %if.else.2 ]
  %arrayidx31.3 = getelementptr inbounds i32, ptr %elements_surrounding_elements, i64 %idxprom15
  %50 = load i32, ptr %arrayidx31.3, align 4, !tbaa !4
  %arrayidx36.3 = getelementptr inbounds double, ptr %normals, i64 %idxprom15
  %51 = load double, ptr %arrayidx36.3, align 8, !tbaa !8
  %mul39.3 = mul nsw i32 %nelr, 7
  %add40.3 = add nsw i32 %mul39.3, %add
  %idxprom41.3 = sext i32 %add40.3 to i64
  %arrayidx42.3 = getelementptr inbounds double, ptr %normals, i64 %idxprom41.3
  %52 = load double, ptr %arrayidx42.3, align 8, !tbaa !8
  %mul45.3 = mul nsw i32 %nelr, 11
  %add46.3 = add nsw i32 %mul45.3, %add
  %idxprom47.3 = sext i32 %add46.3 to i64
  %arrayidx48.3 = getelementptr inbounds double, ptr %normals, i64 %idxprom47.3
  %53 = load double, ptr %arrayidx48.3, align 8, !tbaa !8
  %mul52.3 = fmul contract double %51, %51
  %mul55.3 = fmul contract double %52, %52
  %add56.3 = fadd contract double %mul52.3, %mul55.3
  %mul59.3 = fmul contract double %53, %53
  %add60.3 = fadd contract double %add56.3, %mul59.3
  %call.i468.3 = tail call contract noundef double @__nv_sqrt(double noundef %add60.3) #5
  %cmp62.3 = icmp sgt i32 %50, -1
  br i1 %cmp62.3, label %if.then.3, label %if.else.3

if.else.3:                                        ; preds = %for.inc.2
  switch i32 %50, label %for.inc.3 [
    i32 -1, label %if.then210.3
    i32 -2, label %if.then225.3
  ]

if.then225.3:                                     ; preds = %if.else.3
  %mul227.3 = fmul contract double %51, 5.000000e-01
  %mul230.3 = fmul contract double %mul227.3, %add229
  %add231.3 = fadd contract double %flux_i_density.1.2, %mul230.3
  %mul234.3 = fmul contract double %mul227.3, %add233
  %add235.3 = fadd contract double %flux_i_density_energy.1.2, %mul234.3
  %mul238.3 = fmul contract double %mul227.3, %add237
  %add240.3 = fadd contract double %flux_i_momentum.sroa.0.1.2, %mul238.3
  %mul243.3 = fmul contract double %mul227.3, %add242
  %add245.3 = fadd contract double %flux_i_momentum.sroa.20.1.2, %mul243.3
  %mul248.3 = fmul contract double %mul227.3, %add247
  %add250.3 = fadd contract double %flux_i_momentum.sroa.38.1.2, %mul248.3
  %mul252.3 = fmul contract double %52, 5.000000e-01
  %mul255.3 = fmul contract double %mul252.3, %add254
  %add256.3 = fadd contract double %add231.3, %mul255.3
  %mul259.3 = fmul contract double %mul252.3, %add258
  %add260.3 = fadd contract double %add235.3, %mul259.3
  %mul263.3 = fmul contract double %mul252.3, %add262
  %add265.3 = fadd contract double %add240.3, %mul263.3
  %mul268.3 = fmul contract double %mul252.3, %add267
  %add270.3 = fadd contract double %add245.3, %mul268.3
  %mul273.3 = fmul contract double %mul252.3, %add272
  %add275.3 = fadd contract double %add250.3, %mul273.3
  %mul277.3 = fmul contract double %53, 5.000000e-01
  %mul280.3 = fmul contract double %mul277.3, %add279
  %add281.3 = fadd contract double %add256.3, %mul280.3
  %mul284.3 = fmul contract double %mul277.3, %add283
  %add285.3 = fadd contract double %add260.3, %mul284.3
  %mul288.3 = fmul contract double %mul277.3, %add287
  %add290.3 = fadd contract double %add265.3, %mul288.3
  %mul293.3 = fmul contract double %mul277.3, %add292
  %add295.3 = fadd contract double %add270.3, %mul293.3
  %mul298.3 = fmul contract double %mul277.3, %add297
  %add300.3 = fadd contract double %add275.3, %mul298.3
  br label %for.inc.3

if.then210.3:                                     ; preds = %if.else.3
  %mul212.3 = fmul contract double %mul2.i, %51
  %add214.3 = fadd contract double %flux_i_momentum.sroa.0.1.2, %mul212.3
  %mul216.3 = fmul contract double %mul2.i, %52
  %add218.3 = fadd contract double %flux_i_momentum.sroa.20.1.2, %mul216.3
  %mul220.3 = fmul contract double %mul2.i, %53
  %add222.3 = fadd contract double %flux_i_momentum.sroa.38.1.2, %mul220.3
  br label %for.inc.3

if.then.3:                                        ; preds = %for.inc.2
  %idxprom65.3 = zext nneg i32 %50 to i64
  %arrayidx66.3 = getelementptr inbounds nuw double, ptr %variables, i64 %idxprom65.3
  %54 = load double, ptr %arrayidx66.3, align 8, !tbaa !8
  %add68.3 = add nsw i32 %50, %nelr
  %idxprom69.3 = sext i32 %add68.3 to i64
  %arrayidx70.3 = getelementptr inbounds double, ptr %variables, i64 %idxprom69.3
  %55 = load double, ptr %arrayidx70.3, align 8, !tbaa !8
  %add73.3 = add nsw i32 %50, %mul9
  %idxprom74.3 = sext i32 %add73.3 to i64
  %arrayidx75.3 = getelementptr inbounds double, ptr %variables, i64 %idxprom74.3
  %56 = load double, ptr %arrayidx75.3, align 8, !tbaa !8
  %add78.3 = add nsw i32 %50, %mul13
  %idxprom79.3 = sext i32 %add78.3 to i64
  %arrayidx80.3 = getelementptr inbounds double, ptr %variables, i64 %idxprom79.3
  %57 = load double, ptr %arrayidx80.3, align 8, !tbaa !8
  %add83.3 = add nsw i32 %50, %mul17
  %idxprom84.3 = sext i32 %add83.3 to i64
  %arrayidx85.3 = getelementptr inbounds double, ptr %variables, i64 %idxprom84.3
  %58 = load double, ptr %arrayidx85.3, align 8, !tbaa !8
  %div.i479.3 = fdiv contract double %55, %54
  %div2.i481.3 = fdiv contract double %56, %54
  %div4.i484.3 = fdiv contract double %57, %54
  %mul.i486.3 = fmul contract double %div.i479.3, %div.i479.3
  %mul3.i488.3 = fmul contract double %div2.i481.3, %div2.i481.3
  %add.i489.3 = fadd contract double %mul.i486.3, %mul3.i488.3
  %mul5.i491.3 = fmul contract double %div4.i484.3, %div4.i484.3
  %add6.i492.3 = fadd contract double %add.i489.3, %mul5.i491.3
  %mul.i493.3 = fmul contract double %54, 5.000000e-01
  %mul1.i494.3 = fmul contract double %mul.i493.3, %add6.i492.3
  %sub.i495.3 = fsub contract double %58, %mul1.i494.3
  %mul2.i496.3 = fmul contract double %sub.i495.3, 0x3FD9999999999998
  %mul.i497.3 = fmul contract double %mul2.i496.3, 1.400000e+00
  %div.i498.3 = fdiv contract double %mul.i497.3, %54
  %call.i.i499.3 = tail call contract noundef double @__nv_sqrt(double noundef %div.i498.3) #5
  %mul.i500.3 = fmul contract double %55, %div.i479.3
  %add.i501.3 = fadd contract double %mul.i500.3, %mul2.i496.3
  %mul4.i503.3 = fmul contract double %div.i479.3, %56
  %mul7.i506.3 = fmul contract double %div.i479.3, %57
  %mul13.i509.3 = fmul contract double %56, %div2.i481.3
  %add14.i510.3 = fadd contract double %mul13.i509.3, %mul2.i496.3
  %mul18.i512.3 = fmul contract double %div2.i481.3, %57
  %mul26.i516.3 = fmul contract double %57, %div4.i484.3
  %add27.i517.3 = fadd contract double %mul26.i516.3, %mul2.i496.3
  %add29.i519.3 = fadd contract double %58, %mul2.i496.3
  %mul31.i520.3 = fmul contract double %div.i479.3, %add29.i519.3
  %mul34.i521.3 = fmul contract double %div2.i481.3, %add29.i519.3
  %mul37.i523.3 = fmul contract double %div4.i484.3, %add29.i519.3
  %mul89.3 = fmul contract double %call.i468.3, 0xBFC99999A0000000
  %mul90.3 = fmul contract double %mul89.3, 5.000000e-01
  %call.i.3 = tail call contract noundef double @__nv_sqrt(double noundef %add6.i492.3) #5
  %add92.3 = fadd contract double %call.i469, %call.i.3
  %add93.3 = fadd contract double %call.i.i, %add92.3
  %add94.3 = fadd contract double %call.i.i499.3, %add93.3
  %mul95.3 = fmul contract double %mul90.3, %add94.3
  %sub.3 = fsub contract double %3, %54
  %mul96.3 = fmul contract double %sub.3, %mul95.3
  %add97.3 = fadd contract double %flux_i_density.1.2, %mul96.3
  %sub98.3 = fsub contract double %7, %58
  %mul99.3 = fmul contract double %sub98.3, %mul95.3
  %add100.3 = fadd contract double %flux_i_density_energy.1.2, %mul99.3
  %sub103.3 = fsub contract double %4, %55
  %mul104.3 = fmul contract double %sub103.3, %mul95.3
  %add106.3 = fadd contract double %flux_i_momentum.sroa.0.1.2, %mul104.3
  %sub109.3 = fsub contract double %5, %56
  %mul110.3 = fmul contract double %sub109.3, %mul95.3
  %add112.3 = fadd contract double %flux_i_momentum.sroa.20.1.2, %mul110.3
  %sub115.3 = fsub contract double %6, %57
  %mul116.3 = fmul contract double %sub115.3, %mul95.3
  %add118.3 = fadd contract double %flux_i_momentum.sroa.38.1.2, %mul116.3
  %mul120.3 = fmul contract double %51, 5.000000e-01
  %add123.3 = fadd contract double %4, %55
  %mul124.3 = fmul contract double %mul120.3, %add123.3
  %add125.3 = fadd contract double %mul124.3, %add97.3
  %add128.3 = fadd contract double %mul31.i, %mul31.i520.3
  %mul129.3 = fmul contract double %mul120.3, %add128.3
  %add130.3 = fadd contract double %add100.3, %mul129.3
  %add133.3 = fadd contract double %add.i476, %add.i501.3
  %mul134.3 = fmul contract double %mul120.3, %add133.3
  %add136.3 = fadd contract double %add106.3, %mul134.3
  %add139.3 = fadd contract double %mul4.i, %mul4.i503.3
  %mul140.3 = fmul contract double %mul120.3, %add139.3
  %add142.3 = fadd contract double %mul140.3, %add112.3
  %add145.3 = fadd contract double %mul7.i, %mul7.i506.3
  %mul146.3 = fmul contract double %mul120.3, %add145.3
  %add148.3 = fadd contract double %mul146.3, %add118.3
  %mul150.3 = fmul contract double %52, 5.000000e-01
  %add153.3 = fadd contract double %5, %56
  %mul154.3 = fmul contract double %mul150.3, %add153.3
  %add155.3 = fadd contract double %mul154.3, %add125.3
  %add158.3 = fadd contract double %mul34.i, %mul34.i521.3
  %mul159.3 = fmul contract double %mul150.3, %add158.3
  %add160.3 = fadd contract double %mul159.3, %add130.3
  %mul164.3 = fmul contract double %mul150.3, %add139.3
  %add166.3 = fadd contract double %mul164.3, %add136.3
  %add169.3 = fadd contract double %add14.i, %add14.i510.3
  %mul170.3 = fmul contract double %mul150.3, %add169.3
  %add172.3 = fadd contract double %mul170.3, %add142.3
  %add175.3 = fadd contract double %mul18.i, %mul18.i512.3
  %mul176.3 = fmul contract double %mul150.3, %add175.3
  %add178.3 = fadd contract double %mul176.3, %add148.3
  %mul180.3 = fmul contract double %53, 5.000000e-01
  %add183.3 = fadd contract double %6, %57
  %mul184.3 = fmul contract double %mul180.3, %add183.3
  %add185.3 = fadd contract double %mul184.3, %add155.3
  %add188.3 = fadd contract double %mul37.i, %mul37.i523.3
  %mul189.3 = fmul contract double %mul180.3, %add188.3
  %add190.3 = fadd contract double %mul189.3, %add160.3
  %mul194.3 = fmul contract double %mul180.3, %add145.3
  %add196.3 = fadd contract double %mul194.3, %add166.3
  %mul200.3 = fmul contract double %mul180.3, %add175.3
  %add202.3 = fadd contract double %mul200.3, %add172.3
  %add205.3 = fadd contract double %add27.i, %add27.i517.3
  %mul206.3 = fmul contract double %mul180.3, %add205.3
  %add208.3 = fadd contract double %mul206.3, %add178.3
  br label %for.inc.3

for.inc.3:                                        ; preds = %if.then.3, %if.then210.3, %if.then225.3, %if.else.3
  %flux_i_density.1.3 = phi double [ %add185.3, %if.then.3 ], [ %flux_i_density.1.2, %if.then210.3 ], [ %add281.3, %if.then225.3 ], [ %flux_i_density.1.2, %if.else.3 ]
  %flux_i_momentum.sroa.38.1.3 = phi double [ %add208.3, %if.then.3 ], [ %add222.3, %if.then210.3 ], [ %add300.3, %if.then225.3 ], [ %flux_i_momentum.sroa.38.1.2, %if.else.3 ]
  %flux_i_momentum.sroa.20.1.3 = phi double [ %add202.3, %if.then.3 ], [ %add218.3, %if.then210.3 ], [ %add295.3, %if.then225.3 ], [ %flux_i_momentum.sroa.20.1.2, %if.else.3 ]
  %flux_i_momentum.sroa.0.1.3 = phi double [ %add196.3, %if.then.3 ], [ %add214.3, %if.then210.3 ], [ %add290.3, %if.then225.3 ], [ %flux_i_momentum.sroa.0.1.2, %if.else.3 ]
  %flux_i_density_energy.1.3 = phi double [ %add190.3, %if.then.3 ], [ %flux_i_density_energy.1.2, %if.then210.3 ], [ %add285.3, %if.then225.3 ], [ %flux_i_density_energy.1.2, %if.else.3 ]
  %arrayidx306 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom
  store double %flux_i_density.1.3, ptr %arrayidx306, align 8, !tbaa !8
  %arrayidx311 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom7
  store double %flux_i_momentum.sroa.0.1.3, ptr %arrayidx311, align 8, !tbaa !8
  %arrayidx316 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom11
  store double %flux_i_momentum.sroa.20.1.3, ptr %arrayidx316, align 8, !tbaa !8
  %arrayidx321 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom15
  store double %flux_i_momentum.sroa.38.1.3, ptr %arrayidx321, align 8, !tbaa !8
  %arrayidx325 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom19
  store double %flux_i_density_energy.1.3, ptr %arrayidx325, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14cuda_time_stepiiPdS_S_S_(i32 noundef %j, i32 noundef %nelr, ptr noundef readonly captures(none) %old_variables, ptr noundef writeonly captures(none) %variables, ptr noundef readonly captures(none) %step_factors, ptr noundef readonly captures(none) %fluxes) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %step_factors, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %sub = sub nsw i32 4, %j
  %conv = sitofp i32 %sub to double
  %div = fdiv contract double %3, %conv
  %arrayidx6 = getelementptr inbounds double, ptr %old_variables, i64 %idxprom
  %4 = load double, ptr %arrayidx6, align 8, !tbaa !8
  %arrayidx10 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom
  %5 = load double, ptr %arrayidx10, align 8, !tbaa !8
  %mul11 = fmul contract double %div, %5
  %add12 = fadd contract double %4, %mul11
  %arrayidx16 = getelementptr inbounds double, ptr %variables, i64 %idxprom
  store double %add12, ptr %arrayidx16, align 8, !tbaa !8
  %mul17 = shl nsw i32 %nelr, 2
  %add18 = add nsw i32 %mul17, %add
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds double, ptr %old_variables, i64 %idxprom19
  %6 = load double, ptr %arrayidx20, align 8, !tbaa !8
  %arrayidx24 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom19
  %7 = load double, ptr %arrayidx24, align 8, !tbaa !8
  %mul25 = fmul contract double %div, %7
  %add26 = fadd contract double %6, %mul25
  %arrayidx30 = getelementptr inbounds double, ptr %variables, i64 %idxprom19
  store double %add26, ptr %arrayidx30, align 8, !tbaa !8
  %add32 = add nsw i32 %nelr, %add
  %idxprom33 = sext i32 %add32 to i64
  %arrayidx34 = getelementptr inbounds double, ptr %old_variables, i64 %idxprom33
  %8 = load double, ptr %arrayidx34, align 8, !tbaa !8
  %arrayidx38 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom33
  %9 = load double, ptr %arrayidx38, align 8, !tbaa !8
  %mul39 = fmul contract double %div, %9
  %add40 = fadd contract double %8, %mul39
  %arrayidx44 = getelementptr inbounds double, ptr %variables, i64 %idxprom33
  store double %add40, ptr %arrayidx44, align 8, !tbaa !8
  %mul45 = shl nsw i32 %nelr, 1
  %add46 = add nsw i32 %mul45, %add
  %idxprom47 = sext i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds double, ptr %old_variables, i64 %idxprom47
  %10 = load double, ptr %arrayidx48, align 8, !tbaa !8
  %arrayidx52 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom47
  %11 = load double, ptr %arrayidx52, align 8, !tbaa !8
  %mul53 = fmul contract double %div, %11
  %add54 = fadd contract double %10, %mul53
  %arrayidx58 = getelementptr inbounds double, ptr %variables, i64 %idxprom47
  store double %add54, ptr %arrayidx58, align 8, !tbaa !8
  %mul59 = mul nsw i32 %nelr, 3
  %add60 = add nsw i32 %mul59, %add
  %idxprom61 = sext i32 %add60 to i64
  %arrayidx62 = getelementptr inbounds double, ptr %old_variables, i64 %idxprom61
  %12 = load double, ptr %arrayidx62, align 8, !tbaa !8
  %arrayidx66 = getelementptr inbounds double, ptr %fluxes, i64 %idxprom61
  %13 = load double, ptr %arrayidx66, align 8, !tbaa !8
  %mul67 = fmul contract double %div, %13
  %add68 = fadd contract double %12, %mul67
  %arrayidx72 = getelementptr inbounds double, ptr %variables, i64 %idxprom61
  store double %add68, ptr %arrayidx72, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!9 = !{!"double", !6, i64 0}
