; ModuleID = 'shoc_parboil/shoc_fft.cu'
source_filename = "shoc_parboil/shoc_fft.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2 = type { float, float }
%struct.double2 = type { double, double }

$_Z13FFT512_deviceI6float2fEvPT_ = comdat any

$_Z13FFT512_deviceI7double2dEvPT_ = comdat any

$_Z14IFFT512_deviceI6float2fEvPT_ = comdat any

$_Z14IFFT512_deviceI7double2dEvPT_ = comdat any

$_Z13chk512_deviceI6float2EvPKT_iPc = comdat any

$_Z13chk512_deviceI7double2EvPKT_iPc = comdat any

$_Z14norm512_deviceI6float2EvPT_ = comdat any

$_Z14norm512_deviceI7double2EvPT_ = comdat any

$_ZZ13FFT512_deviceI6float2fEvPT_E4smem = comdat any

$_ZZ13FFT512_deviceI7double2dEvPT_E4smem = comdat any

$_ZZ14IFFT512_deviceI6float2fEvPT_E4smem = comdat any

$_ZZ14IFFT512_deviceI7double2dEvPT_E4smem = comdat any

@_ZZ13FFT512_deviceI6float2fEvPT_E4smem = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [576 x float] undef, comdat, align 4
@_ZZ13FFT512_deviceI7double2dEvPT_E4smem = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [576 x double] undef, comdat, align 8
@_ZZ14IFFT512_deviceI6float2fEvPT_E4smem = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [576 x float] undef, comdat, align 4
@_ZZ14IFFT512_deviceI7double2dEvPT_E4smem = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [576 x double] undef, comdat, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13FFT512_deviceI6float2fEvPT_(ptr noundef captures(none) %work) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %shr = lshr i32 %0, 3
  %and = and i32 %0, 7
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.float2, ptr %work, i64 %idx.ext
  %4 = load float, ptr %add.ptr, align 8
  %add.ptr.sroa_idx540 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %5 = load float, ptr %add.ptr.sroa_idx540, align 4
  %arrayidx.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 512
  %6 = load float, ptr %arrayidx.1.i, align 8
  %arrayidx.1.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 516
  %7 = load float, ptr %arrayidx.1.i.sroa_idx, align 4
  %arrayidx.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %8 = load float, ptr %arrayidx.2.i, align 8
  %arrayidx.2.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1028
  %9 = load float, ptr %arrayidx.2.i.sroa_idx, align 4
  %arrayidx.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1536
  %10 = load float, ptr %arrayidx.3.i, align 8
  %arrayidx.3.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1540
  %11 = load float, ptr %arrayidx.3.i.sroa_idx, align 4
  %arrayidx.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %12 = load float, ptr %arrayidx.4.i, align 8
  %arrayidx.4.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2052
  %13 = load float, ptr %arrayidx.4.i.sroa_idx, align 4
  %arrayidx.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2560
  %14 = load float, ptr %arrayidx.5.i, align 8
  %arrayidx.5.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2564
  %15 = load float, ptr %arrayidx.5.i.sroa_idx, align 4
  %arrayidx.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %16 = load float, ptr %arrayidx.6.i, align 8
  %arrayidx.6.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3076
  %17 = load float, ptr %arrayidx.6.i.sroa_idx, align 4
  %arrayidx.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3584
  %18 = load float, ptr %arrayidx.7.i, align 8
  %arrayidx.7.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3588
  %19 = load float, ptr %arrayidx.7.i.sroa_idx, align 4
  %add.i.i.i = fadd contract float %4, %12
  %add3.i.i.i = fadd contract float %5, %13
  %sub.i.i.i = fsub contract float %4, %12
  %sub3.i.i.i = fsub contract float %5, %13
  %add.i.i65.i = fadd contract float %6, %14
  %add3.i.i66.i = fadd contract float %7, %15
  %sub.i.i71.i = fsub contract float %6, %14
  %sub3.i.i72.i = fsub contract float %7, %15
  %add.i.i80.i = fadd contract float %8, %16
  %add3.i.i81.i = fadd contract float %9, %17
  %sub.i.i86.i = fsub contract float %8, %16
  %sub3.i.i87.i = fsub contract float %9, %17
  %add.i.i95.i = fadd contract float %10, %18
  %add3.i.i96.i = fadd contract float %11, %19
  %sub.i.i101.i = fsub contract float %10, %18
  %sub3.i.i102.i = fsub contract float %11, %19
  %sub.i.i = fadd contract float %sub.i.i71.i, %sub3.i.i72.i
  %add.i.i = fsub contract float %sub3.i.i72.i, %sub.i.i71.i
  %mul.i107.i = fmul contract float %sub.i.i, 0x3FE6A09E60000000
  %mul1.i.i = fmul contract float %add.i.i, 0x3FE6A09E60000000
  %mul.i113.i = fmul contract float %sub.i.i86.i, 0.000000e+00
  %sub.i117.i = fadd contract float %mul.i113.i, %sub3.i.i87.i
  %mul9.i119.i = fmul contract float %sub3.i.i87.i, 0.000000e+00
  %add.i120.i = fsub contract float %mul9.i119.i, %sub.i.i86.i
  %mul.i125.i = fneg contract float %sub.i.i101.i
  %sub.i129.i = fsub contract float %sub3.i.i102.i, %sub.i.i101.i
  %add.i132.i = fsub contract float %mul.i125.i, %sub3.i.i102.i
  %mul.i136.i = fmul contract float %sub.i129.i, 0x3FE6A09E60000000
  %mul1.i138.i = fmul contract float %add.i132.i, 0x3FE6A09E60000000
  %add.i.i.i.i = fadd contract float %add.i.i.i, %add.i.i80.i
  %add3.i.i.i.i = fadd contract float %add3.i.i.i, %add3.i.i81.i
  %sub.i.i.i.i = fsub contract float %add.i.i.i, %add.i.i80.i
  %sub3.i.i.i.i = fsub contract float %add3.i.i.i, %add3.i.i81.i
  %add.i.i15.i.i = fadd contract float %add.i.i65.i, %add.i.i95.i
  %add3.i.i16.i.i = fadd contract float %add3.i.i66.i, %add3.i.i96.i
  %sub.i.i21.i.i = fsub contract float %add.i.i65.i, %add.i.i95.i
  %sub3.i.i22.i.i = fsub contract float %add3.i.i66.i, %add3.i.i96.i
  %mul.i.i.i = fmul contract float %sub.i.i21.i.i, 0.000000e+00
  %sub.i.i144.i = fadd contract float %mul.i.i.i, %sub3.i.i22.i.i
  %mul9.i.i.i = fmul contract float %sub3.i.i22.i.i, 0.000000e+00
  %add.i.i145.i = fsub contract float %mul9.i.i.i, %sub.i.i21.i.i
  %add.i.i32.i.i = fadd contract float %add.i.i.i.i, %add.i.i15.i.i
  %add3.i.i33.i.i = fadd contract float %add3.i.i.i.i, %add3.i.i16.i.i
  %sub.i.i38.i.i = fsub contract float %add.i.i.i.i, %add.i.i15.i.i
  %sub3.i.i39.i.i = fsub contract float %add3.i.i.i.i, %add3.i.i16.i.i
  %add.i.i47.i.i = fadd contract float %sub.i.i.i.i, %sub.i.i144.i
  %add3.i.i48.i.i = fadd contract float %sub3.i.i.i.i, %add.i.i145.i
  %sub.i.i53.i.i = fsub contract float %sub.i.i.i.i, %sub.i.i144.i
  %sub3.i.i54.i.i = fsub contract float %sub3.i.i.i.i, %add.i.i145.i
  %add.i.i.i152.i = fadd contract float %sub.i.i.i, %sub.i117.i
  %add3.i.i.i153.i = fadd contract float %sub3.i.i.i, %add.i120.i
  %sub.i.i.i158.i = fsub contract float %sub.i.i.i, %sub.i117.i
  %sub3.i.i.i159.i = fsub contract float %sub3.i.i.i, %add.i120.i
  %add.i.i15.i167.i = fadd contract float %mul.i107.i, %mul.i136.i
  %add3.i.i16.i168.i = fadd contract float %mul1.i.i, %mul1.i138.i
  %sub.i.i21.i173.i = fsub contract float %mul.i107.i, %mul.i136.i
  %sub3.i.i22.i174.i = fsub contract float %mul1.i.i, %mul1.i138.i
  %mul.i.i179.i = fmul contract float %sub.i.i21.i173.i, 0.000000e+00
  %sub.i.i180.i = fadd contract float %sub3.i.i22.i174.i, %mul.i.i179.i
  %mul9.i.i181.i = fmul contract float %sub3.i.i22.i174.i, 0.000000e+00
  %add.i.i182.i = fsub contract float %mul9.i.i181.i, %sub.i.i21.i173.i
  %add.i.i32.i189.i = fadd contract float %add.i.i.i152.i, %add.i.i15.i167.i
  %add3.i.i33.i190.i = fadd contract float %add3.i.i.i153.i, %add3.i.i16.i168.i
  %sub.i.i38.i194.i = fsub contract float %add.i.i.i152.i, %add.i.i15.i167.i
  %sub3.i.i39.i195.i = fsub contract float %add3.i.i.i153.i, %add3.i.i16.i168.i
  %add.i.i47.i202.i = fadd contract float %sub.i.i.i158.i, %sub.i.i180.i
  %add3.i.i48.i203.i = fadd contract float %sub3.i.i.i159.i, %add.i.i182.i
  %sub.i.i53.i207.i = fsub contract float %sub.i.i.i158.i, %sub.i.i180.i
  %sub3.i.i54.i208.i = fsub contract float %sub3.i.i.i159.i, %add.i.i182.i
  %conv3.i = uitofp nneg i32 %0 to double
  %mul4.i = fmul contract double %conv3.i, 0xBFA921FB54442D18
  %conv5.i = fptrunc contract double %mul4.i to float
  %call.i.i.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.i) #5
  %call.i4.i.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.i) #5
  %mul.i.i = fmul contract float %call.i.i.i, %sub.i.i38.i.i
  %mul3.i.i = fmul contract float %call.i4.i.i, %sub3.i.i39.i.i
  %sub.i.i41 = fsub contract float %mul.i.i, %mul3.i.i
  %mul6.i.i = fmul contract float %call.i4.i.i, %sub.i.i38.i.i
  %mul9.i.i = fmul contract float %call.i.i.i, %sub3.i.i39.i.i
  %add.i.i42 = fadd contract float %mul6.i.i, %mul9.i.i
  %mul4.1.i = fmul contract double %conv3.i, 0xBF9921FB54442D18
  %conv5.1.i = fptrunc contract double %mul4.1.i to float
  %call.i.i.1.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.1.i) #5
  %call.i4.i.1.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.1.i) #5
  %mul.i.1.i = fmul contract float %call.i.i.1.i, %add.i.i47.i.i
  %mul3.i.1.i = fmul contract float %call.i4.i.1.i, %add3.i.i48.i.i
  %sub.i.1.i = fsub contract float %mul.i.1.i, %mul3.i.1.i
  %mul6.i.1.i = fmul contract float %call.i4.i.1.i, %add.i.i47.i.i
  %mul9.i.1.i = fmul contract float %call.i.i.1.i, %add3.i.i48.i.i
  %add.i.1.i = fadd contract float %mul6.i.1.i, %mul9.i.1.i
  %mul4.2.i = fmul contract double %conv3.i, 0xBFB2D97C7F3321D2
  %conv5.2.i = fptrunc contract double %mul4.2.i to float
  %call.i.i.2.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.2.i) #5
  %call.i4.i.2.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.2.i) #5
  %mul.i.2.i = fmul contract float %sub.i.i53.i.i, %call.i.i.2.i
  %mul3.i.2.i = fmul contract float %sub3.i.i54.i.i, %call.i4.i.2.i
  %sub.i.2.i = fsub contract float %mul.i.2.i, %mul3.i.2.i
  %mul6.i.2.i = fmul contract float %sub.i.i53.i.i, %call.i4.i.2.i
  %mul9.i.2.i = fmul contract float %call.i.i.2.i, %sub3.i.i54.i.i
  %add.i.2.i = fadd contract float %mul9.i.2.i, %mul6.i.2.i
  %mul4.3.i = fmul contract double %conv3.i, 0xBF8921FB54442D18
  %conv5.3.i = fptrunc contract double %mul4.3.i to float
  %call.i.i.3.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.3.i) #5
  %call.i4.i.3.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.3.i) #5
  %mul.i.3.i = fmul contract float %add.i.i32.i189.i, %call.i.i.3.i
  %mul3.i.3.i = fmul contract float %add3.i.i33.i190.i, %call.i4.i.3.i
  %sub.i.3.i = fsub contract float %mul.i.3.i, %mul3.i.3.i
  %mul6.i.3.i = fmul contract float %add.i.i32.i189.i, %call.i4.i.3.i
  %mul9.i.3.i = fmul contract float %add3.i.i33.i190.i, %call.i.i.3.i
  %add.i.3.i = fadd contract float %mul9.i.3.i, %mul6.i.3.i
  %mul4.4.i = fmul contract double %conv3.i, 0xBFAF6A7A2955385E
  %conv5.4.i = fptrunc contract double %mul4.4.i to float
  %call.i.i.4.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.4.i) #5
  %call.i4.i.4.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.4.i) #5
  %mul.i.4.i = fmul contract float %sub.i.i38.i194.i, %call.i.i.4.i
  %mul3.i.4.i = fmul contract float %sub3.i.i39.i195.i, %call.i4.i.4.i
  %sub.i.4.i = fsub contract float %mul.i.4.i, %mul3.i.4.i
  %mul6.i.4.i = fmul contract float %sub.i.i38.i194.i, %call.i4.i.4.i
  %mul9.i.4.i = fmul contract float %sub3.i.i39.i195.i, %call.i.i.4.i
  %add.i.4.i = fadd contract float %mul9.i.4.i, %mul6.i.4.i
  %mul4.5.i = fmul contract double %conv3.i, 0xBFA2D97C7F3321D2
  %conv5.5.i = fptrunc contract double %mul4.5.i to float
  %call.i.i.5.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.5.i) #5
  %call.i4.i.5.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.5.i) #5
  %mul.i.5.i = fmul contract float %add.i.i47.i202.i, %call.i.i.5.i
  %mul3.i.5.i = fmul contract float %add3.i.i48.i203.i, %call.i4.i.5.i
  %sub.i.5.i = fsub contract float %mul.i.5.i, %mul3.i.5.i
  %mul6.i.5.i = fmul contract float %add.i.i47.i202.i, %call.i4.i.5.i
  %mul9.i.5.i = fmul contract float %add3.i.i48.i203.i, %call.i.i.5.i
  %add.i.5.i = fadd contract float %mul9.i.5.i, %mul6.i.5.i
  %mul4.6.i = fmul contract double %conv3.i, 0xBFB5FDBBE9BBA775
  %conv5.6.i = fptrunc contract double %mul4.6.i to float
  %call.i.i.6.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.6.i) #5
  %call.i4.i.6.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.6.i) #5
  %mul.i.6.i = fmul contract float %sub.i.i53.i207.i, %call.i.i.6.i
  %mul3.i.6.i = fmul contract float %sub3.i.i54.i208.i, %call.i4.i.6.i
  %sub.i.6.i = fsub contract float %mul.i.6.i, %mul3.i.6.i
  %mul6.i.6.i = fmul contract float %sub.i.i53.i207.i, %call.i4.i.6.i
  %mul9.i.6.i = fmul contract float %sub3.i.i54.i208.i, %call.i.i.6.i
  %add.i.6.i = fadd contract float %mul9.i.6.i, %mul6.i.6.i
  %mul9 = and i32 %0, 1016
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom
  %mul11 = mul nuw nsw i32 %and, 66
  %add12 = add nuw nsw i32 %mul11, %shr
  %idxprom13 = zext nneg i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom13
  store float %add.i.i32.i.i, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3.1.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 264
  store float %sub.i.3.i, ptr %arrayidx3.1.i.i, align 4, !tbaa !8
  %arrayidx3.2.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 528
  store float %sub.i.1.i, ptr %arrayidx3.2.i.i, align 4, !tbaa !8
  %arrayidx3.3.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 792
  store float %sub.i.5.i, ptr %arrayidx3.3.i.i, align 4, !tbaa !8
  %arrayidx3.4.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1056
  store float %sub.i.i41, ptr %arrayidx3.4.i.i, align 4, !tbaa !8
  %arrayidx3.5.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1320
  store float %sub.i.4.i, ptr %arrayidx3.5.i.i, align 4, !tbaa !8
  %arrayidx3.6.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1584
  store float %sub.i.2.i, ptr %arrayidx3.6.i.i, align 4, !tbaa !8
  %arrayidx3.7.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1848
  store float %sub.i.6.i, ptr %arrayidx3.7.i.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx.1.i23.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 32
  %21 = load float, ptr %arrayidx.1.i23.i, align 4, !tbaa !8
  %arrayidx.2.i25.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 64
  %22 = load float, ptr %arrayidx.2.i25.i, align 4, !tbaa !8
  %arrayidx.3.i27.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 96
  %23 = load float, ptr %arrayidx.3.i27.i, align 4, !tbaa !8
  %arrayidx.4.i29.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 128
  %24 = load float, ptr %arrayidx.4.i29.i, align 4, !tbaa !8
  %arrayidx.5.i31.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 160
  %25 = load float, ptr %arrayidx.5.i31.i, align 4, !tbaa !8
  %arrayidx.6.i33.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 192
  %26 = load float, ptr %arrayidx.6.i33.i, align 4, !tbaa !8
  %arrayidx.7.i35.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 224
  %27 = load float, ptr %arrayidx.7.i35.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %add3.i.i33.i.i, ptr %arrayidx, align 4, !tbaa !8
  store float %add.i.3.i, ptr %arrayidx3.1.i.i, align 4, !tbaa !8
  store float %add.i.1.i, ptr %arrayidx3.2.i.i, align 4, !tbaa !8
  store float %add.i.5.i, ptr %arrayidx3.3.i.i, align 4, !tbaa !8
  store float %add.i.i42, ptr %arrayidx3.4.i.i, align 4, !tbaa !8
  store float %add.i.4.i, ptr %arrayidx3.5.i.i, align 4, !tbaa !8
  store float %add.i.2.i, ptr %arrayidx3.6.i.i, align 4, !tbaa !8
  store float %add.i.6.i, ptr %arrayidx3.7.i.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %29 = load float, ptr %arrayidx.1.i23.i, align 4, !tbaa !8
  %30 = load float, ptr %arrayidx.2.i25.i, align 4, !tbaa !8
  %31 = load float, ptr %arrayidx.3.i27.i, align 4, !tbaa !8
  %32 = load float, ptr %arrayidx.4.i29.i, align 4, !tbaa !8
  %33 = load float, ptr %arrayidx.5.i31.i, align 4, !tbaa !8
  %34 = load float, ptr %arrayidx.6.i33.i, align 4, !tbaa !8
  %35 = load float, ptr %arrayidx.7.i35.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add.i.i.i56 = fadd contract float %20, %24
  %add3.i.i.i57 = fadd contract float %28, %32
  %sub.i.i.i59 = fsub contract float %20, %24
  %sub3.i.i.i60 = fsub contract float %28, %32
  %add.i.i65.i70 = fadd contract float %21, %25
  %add3.i.i66.i71 = fadd contract float %29, %33
  %sub.i.i71.i73 = fsub contract float %21, %25
  %sub3.i.i72.i74 = fsub contract float %29, %33
  %add.i.i80.i84 = fadd contract float %22, %26
  %add3.i.i81.i85 = fadd contract float %30, %34
  %sub.i.i86.i87 = fsub contract float %22, %26
  %sub3.i.i87.i88 = fsub contract float %30, %34
  %add.i.i95.i98 = fadd contract float %23, %27
  %add3.i.i96.i99 = fadd contract float %31, %35
  %sub.i.i101.i101 = fsub contract float %23, %27
  %sub3.i.i102.i102 = fsub contract float %31, %35
  %sub.i.i107 = fadd contract float %sub.i.i71.i73, %sub3.i.i72.i74
  %add.i.i108 = fsub contract float %sub3.i.i72.i74, %sub.i.i71.i73
  %mul.i107.i109 = fmul contract float %sub.i.i107, 0x3FE6A09E60000000
  %mul1.i.i110 = fmul contract float %add.i.i108, 0x3FE6A09E60000000
  %mul.i113.i114 = fmul contract float %sub.i.i86.i87, 0.000000e+00
  %sub.i117.i115 = fadd contract float %mul.i113.i114, %sub3.i.i87.i88
  %mul9.i119.i116 = fmul contract float %sub3.i.i87.i88, 0.000000e+00
  %add.i120.i117 = fsub contract float %mul9.i119.i116, %sub.i.i86.i87
  %mul.i125.i121 = fneg contract float %sub.i.i101.i101
  %sub.i129.i122 = fsub contract float %sub3.i.i102.i102, %sub.i.i101.i101
  %add.i132.i123 = fsub contract float %mul.i125.i121, %sub3.i.i102.i102
  %mul.i136.i124 = fmul contract float %sub.i129.i122, 0x3FE6A09E60000000
  %mul1.i138.i125 = fmul contract float %add.i132.i123, 0x3FE6A09E60000000
  %add.i.i.i.i132 = fadd contract float %add.i.i.i56, %add.i.i80.i84
  %add3.i.i.i.i133 = fadd contract float %add3.i.i.i57, %add3.i.i81.i85
  %sub.i.i.i.i134 = fsub contract float %add.i.i.i56, %add.i.i80.i84
  %sub3.i.i.i.i135 = fsub contract float %add3.i.i.i57, %add3.i.i81.i85
  %add.i.i15.i.i142 = fadd contract float %add.i.i65.i70, %add.i.i95.i98
  %add3.i.i16.i.i143 = fadd contract float %add3.i.i66.i71, %add3.i.i96.i99
  %sub.i.i21.i.i144 = fsub contract float %add.i.i65.i70, %add.i.i95.i98
  %sub3.i.i22.i.i145 = fsub contract float %add3.i.i66.i71, %add3.i.i96.i99
  %mul.i.i.i149 = fmul contract float %sub.i.i21.i.i144, 0.000000e+00
  %sub.i.i144.i150 = fadd contract float %mul.i.i.i149, %sub3.i.i22.i.i145
  %mul9.i.i.i151 = fmul contract float %sub3.i.i22.i.i145, 0.000000e+00
  %add.i.i145.i152 = fsub contract float %mul9.i.i.i151, %sub.i.i21.i.i144
  %add.i.i32.i.i159 = fadd contract float %add.i.i.i.i132, %add.i.i15.i.i142
  %add3.i.i33.i.i160 = fadd contract float %add3.i.i.i.i133, %add3.i.i16.i.i143
  %sub.i.i38.i.i161 = fsub contract float %add.i.i.i.i132, %add.i.i15.i.i142
  %sub3.i.i39.i.i162 = fsub contract float %add3.i.i.i.i133, %add3.i.i16.i.i143
  %add.i.i47.i.i169 = fadd contract float %sub.i.i.i.i134, %sub.i.i144.i150
  %add3.i.i48.i.i170 = fadd contract float %sub3.i.i.i.i135, %add.i.i145.i152
  %sub.i.i53.i.i171 = fsub contract float %sub.i.i.i.i134, %sub.i.i144.i150
  %sub3.i.i54.i.i172 = fsub contract float %sub3.i.i.i.i135, %add.i.i145.i152
  %add.i.i.i152.i179 = fadd contract float %sub.i.i.i59, %sub.i117.i115
  %add3.i.i.i153.i180 = fadd contract float %sub3.i.i.i60, %add.i120.i117
  %sub.i.i.i158.i181 = fsub contract float %sub.i.i.i59, %sub.i117.i115
  %sub3.i.i.i159.i182 = fsub contract float %sub3.i.i.i60, %add.i120.i117
  %add.i.i15.i167.i189 = fadd contract float %mul.i107.i109, %mul.i136.i124
  %add3.i.i16.i168.i190 = fadd contract float %mul1.i.i110, %mul1.i138.i125
  %sub.i.i21.i173.i191 = fsub contract float %mul.i107.i109, %mul.i136.i124
  %sub3.i.i22.i174.i192 = fsub contract float %mul1.i.i110, %mul1.i138.i125
  %mul.i.i179.i196 = fmul contract float %sub.i.i21.i173.i191, 0.000000e+00
  %sub.i.i180.i197 = fadd contract float %sub3.i.i22.i174.i192, %mul.i.i179.i196
  %mul9.i.i181.i198 = fmul contract float %sub3.i.i22.i174.i192, 0.000000e+00
  %add.i.i182.i199 = fsub contract float %mul9.i.i181.i198, %sub.i.i21.i173.i191
  %add.i.i32.i189.i206 = fadd contract float %add.i.i.i152.i179, %add.i.i15.i167.i189
  %add3.i.i33.i190.i207 = fadd contract float %add3.i.i.i153.i180, %add3.i.i16.i168.i190
  %sub.i.i38.i194.i208 = fsub contract float %add.i.i.i152.i179, %add.i.i15.i167.i189
  %sub3.i.i39.i195.i209 = fsub contract float %add3.i.i.i153.i180, %add3.i.i16.i168.i190
  %add.i.i47.i202.i216 = fadd contract float %sub.i.i.i158.i181, %sub.i.i180.i197
  %add3.i.i48.i203.i217 = fadd contract float %sub3.i.i.i159.i182, %add.i.i182.i199
  %sub.i.i53.i207.i218 = fsub contract float %sub.i.i.i158.i181, %sub.i.i180.i197
  %sub3.i.i54.i208.i219 = fsub contract float %sub3.i.i.i159.i182, %add.i.i182.i199
  %conv3.i220 = uitofp nneg i32 %shr to double
  %mul4.i225 = fmul contract double %conv3.i220, 0xBFD921FB54442D18
  %conv5.i226 = fptrunc contract double %mul4.i225 to float
  %call.i.i.i227 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.i226) #5
  %call.i4.i.i228 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.i226) #5
  %mul.i.i229 = fmul contract float %sub.i.i38.i.i161, %call.i.i.i227
  %mul3.i.i230 = fmul contract float %call.i4.i.i228, %sub3.i.i39.i.i162
  %sub.i.i231 = fsub contract float %mul.i.i229, %mul3.i.i230
  %mul6.i.i232 = fmul contract float %sub.i.i38.i.i161, %call.i4.i.i228
  %mul9.i.i233 = fmul contract float %call.i.i.i227, %sub3.i.i39.i.i162
  %add.i.i234 = fadd contract float %mul9.i.i233, %mul6.i.i232
  %mul4.1.i240 = fmul contract double %conv3.i220, 0xBFC921FB54442D18
  %conv5.1.i241 = fptrunc contract double %mul4.1.i240 to float
  %call.i.i.1.i242 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.1.i241) #5
  %call.i4.i.1.i243 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.1.i241) #5
  %mul.i.1.i244 = fmul contract float %call.i.i.1.i242, %add.i.i47.i.i169
  %mul3.i.1.i245 = fmul contract float %call.i4.i.1.i243, %add3.i.i48.i.i170
  %sub.i.1.i246 = fsub contract float %mul.i.1.i244, %mul3.i.1.i245
  %mul6.i.1.i247 = fmul contract float %add.i.i47.i.i169, %call.i4.i.1.i243
  %mul9.i.1.i248 = fmul contract float %call.i.i.1.i242, %add3.i.i48.i.i170
  %add.i.1.i249 = fadd contract float %mul9.i.1.i248, %mul6.i.1.i247
  %mul4.2.i255 = fmul contract double %conv3.i220, 0xBFE2D97C7F3321D2
  %conv5.2.i256 = fptrunc contract double %mul4.2.i255 to float
  %call.i.i.2.i257 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.2.i256) #5
  %call.i4.i.2.i258 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.2.i256) #5
  %mul.i.2.i259 = fmul contract float %sub.i.i53.i.i171, %call.i.i.2.i257
  %mul3.i.2.i260 = fmul contract float %sub3.i.i54.i.i172, %call.i4.i.2.i258
  %sub.i.2.i261 = fsub contract float %mul.i.2.i259, %mul3.i.2.i260
  %mul6.i.2.i262 = fmul contract float %sub.i.i53.i.i171, %call.i4.i.2.i258
  %mul9.i.2.i263 = fmul contract float %sub3.i.i54.i.i172, %call.i.i.2.i257
  %add.i.2.i264 = fadd contract float %mul9.i.2.i263, %mul6.i.2.i262
  %mul4.3.i270 = fmul contract double %conv3.i220, 0xBFB921FB54442D18
  %conv5.3.i271 = fptrunc contract double %mul4.3.i270 to float
  %call.i.i.3.i272 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.3.i271) #5
  %call.i4.i.3.i273 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.3.i271) #5
  %mul.i.3.i274 = fmul contract float %add.i.i32.i189.i206, %call.i.i.3.i272
  %mul3.i.3.i275 = fmul contract float %add3.i.i33.i190.i207, %call.i4.i.3.i273
  %sub.i.3.i276 = fsub contract float %mul.i.3.i274, %mul3.i.3.i275
  %mul6.i.3.i277 = fmul contract float %add.i.i32.i189.i206, %call.i4.i.3.i273
  %mul9.i.3.i278 = fmul contract float %add3.i.i33.i190.i207, %call.i.i.3.i272
  %add.i.3.i279 = fadd contract float %mul9.i.3.i278, %mul6.i.3.i277
  %mul4.4.i285 = fmul contract double %conv3.i220, 0xBFDF6A7A2955385E
  %conv5.4.i286 = fptrunc contract double %mul4.4.i285 to float
  %call.i.i.4.i287 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.4.i286) #5
  %call.i4.i.4.i288 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.4.i286) #5
  %mul.i.4.i289 = fmul contract float %sub.i.i38.i194.i208, %call.i.i.4.i287
  %mul3.i.4.i290 = fmul contract float %sub3.i.i39.i195.i209, %call.i4.i.4.i288
  %sub.i.4.i291 = fsub contract float %mul.i.4.i289, %mul3.i.4.i290
  %mul6.i.4.i292 = fmul contract float %sub.i.i38.i194.i208, %call.i4.i.4.i288
  %mul9.i.4.i293 = fmul contract float %sub3.i.i39.i195.i209, %call.i.i.4.i287
  %add.i.4.i294 = fadd contract float %mul9.i.4.i293, %mul6.i.4.i292
  %mul4.5.i300 = fmul contract double %conv3.i220, 0xBFD2D97C7F3321D2
  %conv5.5.i301 = fptrunc contract double %mul4.5.i300 to float
  %call.i.i.5.i302 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.5.i301) #5
  %call.i4.i.5.i303 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.5.i301) #5
  %mul.i.5.i304 = fmul contract float %add.i.i47.i202.i216, %call.i.i.5.i302
  %mul3.i.5.i305 = fmul contract float %add3.i.i48.i203.i217, %call.i4.i.5.i303
  %sub.i.5.i306 = fsub contract float %mul.i.5.i304, %mul3.i.5.i305
  %mul6.i.5.i307 = fmul contract float %add.i.i47.i202.i216, %call.i4.i.5.i303
  %mul9.i.5.i308 = fmul contract float %add3.i.i48.i203.i217, %call.i.i.5.i302
  %add.i.5.i309 = fadd contract float %mul9.i.5.i308, %mul6.i.5.i307
  %mul4.6.i315 = fmul contract double %conv3.i220, 0xBFE5FDBBE9BBA775
  %conv5.6.i316 = fptrunc contract double %mul4.6.i315 to float
  %call.i.i.6.i317 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.6.i316) #5
  %call.i4.i.6.i318 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.6.i316) #5
  %mul.i.6.i319 = fmul contract float %sub.i.i53.i207.i218, %call.i.i.6.i317
  %mul3.i.6.i320 = fmul contract float %sub3.i.i54.i208.i219, %call.i4.i.6.i318
  %sub.i.6.i321 = fsub contract float %mul.i.6.i319, %mul3.i.6.i320
  %mul6.i.6.i322 = fmul contract float %sub.i.i53.i207.i218, %call.i4.i.6.i318
  %mul9.i.6.i323 = fmul contract float %sub3.i.i54.i208.i219, %call.i.i.6.i317
  %add.i.6.i324 = fadd contract float %mul9.i.6.i323, %mul6.i.6.i322
  %mul23 = mul nuw nsw i32 %mul9, 9
  %add24 = or disjoint i32 %mul23, %and
  %idxprom25 = zext nneg i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom25
  store float %add.i.i32.i.i159, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3.1.i.i327 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 288
  store float %sub.i.3.i276, ptr %arrayidx3.1.i.i327, align 4, !tbaa !8
  %arrayidx3.2.i.i329 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 576
  store float %sub.i.1.i246, ptr %arrayidx3.2.i.i329, align 4, !tbaa !8
  %arrayidx3.3.i.i331 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 864
  store float %sub.i.5.i306, ptr %arrayidx3.3.i.i331, align 4, !tbaa !8
  %arrayidx3.4.i.i333 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1152
  store float %sub.i.i231, ptr %arrayidx3.4.i.i333, align 4, !tbaa !8
  %arrayidx3.5.i.i335 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1440
  store float %sub.i.4.i291, ptr %arrayidx3.5.i.i335, align 4, !tbaa !8
  %arrayidx3.6.i.i337 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1728
  store float %sub.i.2.i261, ptr %arrayidx3.6.i.i337, align 4, !tbaa !8
  %arrayidx3.7.i.i339 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2016
  store float %sub.i.6.i321, ptr %arrayidx3.7.i.i339, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %arrayidx.1.i23.i340 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 32
  %37 = load float, ptr %arrayidx.1.i23.i340, align 4, !tbaa !8
  %arrayidx.2.i25.i341 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 64
  %38 = load float, ptr %arrayidx.2.i25.i341, align 4, !tbaa !8
  %arrayidx.3.i27.i342 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 96
  %39 = load float, ptr %arrayidx.3.i27.i342, align 4, !tbaa !8
  %arrayidx.4.i29.i343 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 128
  %40 = load float, ptr %arrayidx.4.i29.i343, align 4, !tbaa !8
  %arrayidx.5.i31.i344 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 160
  %41 = load float, ptr %arrayidx.5.i31.i344, align 4, !tbaa !8
  %arrayidx.6.i33.i345 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 192
  %42 = load float, ptr %arrayidx.6.i33.i345, align 4, !tbaa !8
  %arrayidx.7.i35.i346 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 224
  %43 = load float, ptr %arrayidx.7.i35.i346, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %add3.i.i33.i.i160, ptr %arrayidx, align 4, !tbaa !8
  store float %add.i.3.i279, ptr %arrayidx3.1.i.i327, align 4, !tbaa !8
  store float %add.i.1.i249, ptr %arrayidx3.2.i.i329, align 4, !tbaa !8
  store float %add.i.5.i309, ptr %arrayidx3.3.i.i331, align 4, !tbaa !8
  store float %add.i.i234, ptr %arrayidx3.4.i.i333, align 4, !tbaa !8
  store float %add.i.4.i294, ptr %arrayidx3.5.i.i335, align 4, !tbaa !8
  store float %add.i.2.i264, ptr %arrayidx3.6.i.i337, align 4, !tbaa !8
  store float %add.i.6.i324, ptr %arrayidx3.7.i.i339, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %45 = load float, ptr %arrayidx.1.i23.i340, align 4, !tbaa !8
  %46 = load float, ptr %arrayidx.2.i25.i341, align 4, !tbaa !8
  %47 = load float, ptr %arrayidx.3.i27.i342, align 4, !tbaa !8
  %48 = load float, ptr %arrayidx.4.i29.i343, align 4, !tbaa !8
  %49 = load float, ptr %arrayidx.5.i31.i344, align 4, !tbaa !8
  %50 = load float, ptr %arrayidx.6.i33.i345, align 4, !tbaa !8
  %51 = load float, ptr %arrayidx.7.i35.i346, align 4, !tbaa !8
  %add.i.i.i362 = fadd contract float %36, %40
  %add3.i.i.i363 = fadd contract float %44, %48
  %sub.i.i.i365 = fsub contract float %36, %40
  %sub3.i.i.i366 = fsub contract float %44, %48
  %add.i.i65.i376 = fadd contract float %37, %41
  %add3.i.i66.i377 = fadd contract float %45, %49
  %sub.i.i71.i379 = fsub contract float %37, %41
  %sub3.i.i72.i380 = fsub contract float %45, %49
  %add.i.i80.i390 = fadd contract float %38, %42
  %add3.i.i81.i391 = fadd contract float %46, %50
  %sub.i.i86.i393 = fsub contract float %38, %42
  %sub3.i.i87.i394 = fsub contract float %46, %50
  %add.i.i95.i404 = fadd contract float %39, %43
  %add3.i.i96.i405 = fadd contract float %47, %51
  %sub.i.i101.i407 = fsub contract float %39, %43
  %sub3.i.i102.i408 = fsub contract float %47, %51
  %sub.i.i413 = fadd contract float %sub.i.i71.i379, %sub3.i.i72.i380
  %add.i.i414 = fsub contract float %sub3.i.i72.i380, %sub.i.i71.i379
  %mul.i107.i415 = fmul contract float %sub.i.i413, 0x3FE6A09E60000000
  %mul1.i.i416 = fmul contract float %add.i.i414, 0x3FE6A09E60000000
  %mul.i113.i420 = fmul contract float %sub.i.i86.i393, 0.000000e+00
  %sub.i117.i421 = fadd contract float %mul.i113.i420, %sub3.i.i87.i394
  %mul9.i119.i422 = fmul contract float %sub3.i.i87.i394, 0.000000e+00
  %add.i120.i423 = fsub contract float %mul9.i119.i422, %sub.i.i86.i393
  %mul.i125.i427 = fneg contract float %sub.i.i101.i407
  %sub.i129.i428 = fsub contract float %sub3.i.i102.i408, %sub.i.i101.i407
  %add.i132.i429 = fsub contract float %mul.i125.i427, %sub3.i.i102.i408
  %mul.i136.i430 = fmul contract float %sub.i129.i428, 0x3FE6A09E60000000
  %mul1.i138.i431 = fmul contract float %add.i132.i429, 0x3FE6A09E60000000
  %add.i.i.i.i438 = fadd contract float %add.i.i.i362, %add.i.i80.i390
  %add3.i.i.i.i439 = fadd contract float %add3.i.i.i363, %add3.i.i81.i391
  %sub.i.i.i.i440 = fsub contract float %add.i.i.i362, %add.i.i80.i390
  %sub3.i.i.i.i441 = fsub contract float %add3.i.i.i363, %add3.i.i81.i391
  %add.i.i15.i.i448 = fadd contract float %add.i.i65.i376, %add.i.i95.i404
  %add3.i.i16.i.i449 = fadd contract float %add3.i.i66.i377, %add3.i.i96.i405
  %sub.i.i21.i.i450 = fsub contract float %add.i.i65.i376, %add.i.i95.i404
  %sub3.i.i22.i.i451 = fsub contract float %add3.i.i66.i377, %add3.i.i96.i405
  %mul.i.i.i455 = fmul contract float %sub.i.i21.i.i450, 0.000000e+00
  %sub.i.i144.i456 = fadd contract float %mul.i.i.i455, %sub3.i.i22.i.i451
  %mul9.i.i.i457 = fmul contract float %sub3.i.i22.i.i451, 0.000000e+00
  %add.i.i145.i458 = fsub contract float %mul9.i.i.i457, %sub.i.i21.i.i450
  %add.i.i32.i.i465 = fadd contract float %add.i.i.i.i438, %add.i.i15.i.i448
  %add3.i.i33.i.i466 = fadd contract float %add3.i.i.i.i439, %add3.i.i16.i.i449
  %sub.i.i38.i.i467 = fsub contract float %add.i.i.i.i438, %add.i.i15.i.i448
  %sub3.i.i39.i.i468 = fsub contract float %add3.i.i.i.i439, %add3.i.i16.i.i449
  %add.i.i47.i.i475 = fadd contract float %sub.i.i.i.i440, %sub.i.i144.i456
  %add3.i.i48.i.i476 = fadd contract float %sub3.i.i.i.i441, %add.i.i145.i458
  %sub.i.i53.i.i477 = fsub contract float %sub.i.i.i.i440, %sub.i.i144.i456
  %sub3.i.i54.i.i478 = fsub contract float %sub3.i.i.i.i441, %add.i.i145.i458
  %add.i.i.i152.i485 = fadd contract float %sub.i.i.i365, %sub.i117.i421
  %add3.i.i.i153.i486 = fadd contract float %sub3.i.i.i366, %add.i120.i423
  %sub.i.i.i158.i487 = fsub contract float %sub.i.i.i365, %sub.i117.i421
  %sub3.i.i.i159.i488 = fsub contract float %sub3.i.i.i366, %add.i120.i423
  %add.i.i15.i167.i495 = fadd contract float %mul.i107.i415, %mul.i136.i430
  %add3.i.i16.i168.i496 = fadd contract float %mul1.i.i416, %mul1.i138.i431
  %sub.i.i21.i173.i497 = fsub contract float %mul.i107.i415, %mul.i136.i430
  %sub3.i.i22.i174.i498 = fsub contract float %mul1.i.i416, %mul1.i138.i431
  %mul.i.i179.i502 = fmul contract float %sub.i.i21.i173.i497, 0.000000e+00
  %sub.i.i180.i503 = fadd contract float %sub3.i.i22.i174.i498, %mul.i.i179.i502
  %mul9.i.i181.i504 = fmul contract float %sub3.i.i22.i174.i498, 0.000000e+00
  %add.i.i182.i505 = fsub contract float %mul9.i.i181.i504, %sub.i.i21.i173.i497
  %add.i.i32.i189.i512 = fadd contract float %add.i.i.i152.i485, %add.i.i15.i167.i495
  %add3.i.i33.i190.i513 = fadd contract float %add3.i.i.i153.i486, %add3.i.i16.i168.i496
  %sub.i.i38.i194.i514 = fsub contract float %add.i.i.i152.i485, %add.i.i15.i167.i495
  %sub3.i.i39.i195.i515 = fsub contract float %add3.i.i.i153.i486, %add3.i.i16.i168.i496
  %add.i.i47.i202.i522 = fadd contract float %sub.i.i.i158.i487, %sub.i.i180.i503
  %add3.i.i48.i203.i523 = fadd contract float %sub3.i.i.i159.i488, %add.i.i182.i505
  %sub.i.i53.i207.i524 = fsub contract float %sub.i.i.i158.i487, %sub.i.i180.i503
  %sub3.i.i54.i208.i525 = fsub contract float %sub3.i.i.i159.i488, %add.i.i182.i505
  store float %add.i.i32.i.i465, ptr %add.ptr, align 8
  store float %add3.i.i33.i.i466, ptr %add.ptr.sroa_idx540, align 4
  store float %add.i.i32.i189.i512, ptr %arrayidx.1.i, align 8
  store float %add3.i.i33.i190.i513, ptr %arrayidx.1.i.sroa_idx, align 4
  store float %add.i.i47.i.i475, ptr %arrayidx.2.i, align 8
  store float %add3.i.i48.i.i476, ptr %arrayidx.2.i.sroa_idx, align 4
  store float %add.i.i47.i202.i522, ptr %arrayidx.3.i, align 8
  store float %add3.i.i48.i203.i523, ptr %arrayidx.3.i.sroa_idx, align 4
  store float %sub.i.i38.i.i467, ptr %arrayidx.4.i, align 8
  store float %sub3.i.i39.i.i468, ptr %arrayidx.4.i.sroa_idx, align 4
  store float %sub.i.i38.i194.i514, ptr %arrayidx.5.i, align 8
  store float %sub3.i.i39.i195.i515, ptr %arrayidx.5.i.sroa_idx, align 4
  store float %sub.i.i53.i.i477, ptr %arrayidx.6.i, align 8
  store float %sub3.i.i54.i.i478, ptr %arrayidx.6.i.sroa_idx, align 4
  store float %sub.i.i53.i207.i524, ptr %arrayidx.7.i, align 8
  store float %sub3.i.i54.i208.i525, ptr %arrayidx.7.i.sroa_idx, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13FFT512_deviceI7double2dEvPT_(ptr noundef captures(none) %work) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %shr = lshr i32 %0, 3
  %and = and i32 %0, 7
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.double2, ptr %work, i64 %idx.ext
  %a.sroa.0.0.copyload = load double, ptr %add.ptr, align 16, !tbaa !10
  %a.sroa.14.0.add.ptr.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 8
  %a.sroa.14.0.copyload = load double, ptr %a.sroa.14.0.add.ptr.sroa_idx, align 8, !tbaa !10
  %arrayidx.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %a.sroa.24.16.copyload = load double, ptr %arrayidx.1.i, align 16, !tbaa !10
  %a.sroa.40.16.arrayidx.1.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1032
  %a.sroa.40.16.copyload = load double, ptr %a.sroa.40.16.arrayidx.1.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %a.sroa.54.32.copyload = load double, ptr %arrayidx.2.i, align 16, !tbaa !10
  %a.sroa.70.32.arrayidx.2.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2056
  %a.sroa.70.32.copyload = load double, ptr %a.sroa.70.32.arrayidx.2.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %a.sroa.84.48.copyload = load double, ptr %arrayidx.3.i, align 16, !tbaa !10
  %a.sroa.100.48.arrayidx.3.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3080
  %a.sroa.100.48.copyload = load double, ptr %a.sroa.100.48.arrayidx.3.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4096
  %a.sroa.114.64.copyload = load double, ptr %arrayidx.4.i, align 16, !tbaa !10
  %a.sroa.130.64.arrayidx.4.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4104
  %a.sroa.130.64.copyload = load double, ptr %a.sroa.130.64.arrayidx.4.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5120
  %a.sroa.144.80.copyload = load double, ptr %arrayidx.5.i, align 16, !tbaa !10
  %a.sroa.160.80.arrayidx.5.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5128
  %a.sroa.160.80.copyload = load double, ptr %a.sroa.160.80.arrayidx.5.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6144
  %a.sroa.174.96.copyload = load double, ptr %arrayidx.6.i, align 16, !tbaa !10
  %a.sroa.190.96.arrayidx.6.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6152
  %a.sroa.190.96.copyload = load double, ptr %a.sroa.190.96.arrayidx.6.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7168
  %a.sroa.204.112.copyload = load double, ptr %arrayidx.7.i, align 16, !tbaa !10
  %a.sroa.220.112.arrayidx.7.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7176
  %a.sroa.220.112.copyload = load double, ptr %a.sroa.220.112.arrayidx.7.i.sroa_idx, align 8, !tbaa !10
  %add.i.i.i = fadd contract double %a.sroa.0.0.copyload, %a.sroa.114.64.copyload
  %add3.i.i.i = fadd contract double %a.sroa.14.0.copyload, %a.sroa.130.64.copyload
  %sub.i.i.i = fsub contract double %a.sroa.0.0.copyload, %a.sroa.114.64.copyload
  %sub3.i.i.i = fsub contract double %a.sroa.14.0.copyload, %a.sroa.130.64.copyload
  %add.i.i65.i = fadd contract double %a.sroa.24.16.copyload, %a.sroa.144.80.copyload
  %add3.i.i66.i = fadd contract double %a.sroa.40.16.copyload, %a.sroa.160.80.copyload
  %sub.i.i69.i = fsub contract double %a.sroa.24.16.copyload, %a.sroa.144.80.copyload
  %sub3.i.i70.i = fsub contract double %a.sroa.40.16.copyload, %a.sroa.160.80.copyload
  %add.i.i77.i = fadd contract double %a.sroa.54.32.copyload, %a.sroa.174.96.copyload
  %add3.i.i78.i = fadd contract double %a.sroa.70.32.copyload, %a.sroa.190.96.copyload
  %sub.i.i81.i = fsub contract double %a.sroa.54.32.copyload, %a.sroa.174.96.copyload
  %sub3.i.i82.i = fsub contract double %a.sroa.70.32.copyload, %a.sroa.190.96.copyload
  %add.i.i89.i = fadd contract double %a.sroa.84.48.copyload, %a.sroa.204.112.copyload
  %add3.i.i90.i = fadd contract double %a.sroa.100.48.copyload, %a.sroa.220.112.copyload
  %sub.i.i93.i = fsub contract double %a.sroa.84.48.copyload, %a.sroa.204.112.copyload
  %sub3.i.i94.i = fsub contract double %a.sroa.100.48.copyload, %a.sroa.220.112.copyload
  %sub.i.i = fadd contract double %sub.i.i69.i, %sub3.i.i70.i
  %add.i.i = fsub contract double %sub3.i.i70.i, %sub.i.i69.i
  %mul.i98.i = fmul contract double %sub.i.i, 0x3FE6A09E667F3BCD
  %mul1.i.i = fmul contract double %add.i.i, 0x3FE6A09E667F3BCD
  %mul.i104.i = fmul contract double %sub.i.i81.i, 0.000000e+00
  %sub.i108.i = fadd contract double %mul.i104.i, %sub3.i.i82.i
  %mul9.i110.i = fmul contract double %sub3.i.i82.i, 0.000000e+00
  %add.i111.i = fsub contract double %mul9.i110.i, %sub.i.i81.i
  %mul.i116.i = fneg contract double %sub.i.i93.i
  %sub.i120.i = fsub contract double %sub3.i.i94.i, %sub.i.i93.i
  %add.i123.i = fsub contract double %mul.i116.i, %sub3.i.i94.i
  %mul.i127.i = fmul contract double %sub.i120.i, 0x3FE6A09E667F3BCD
  %mul1.i129.i = fmul contract double %add.i123.i, 0x3FE6A09E667F3BCD
  %add.i.i.i.i = fadd contract double %add.i.i.i, %add.i.i77.i
  %add3.i.i.i.i = fadd contract double %add3.i.i.i, %add3.i.i78.i
  %sub.i.i.i.i = fsub contract double %add.i.i.i, %add.i.i77.i
  %sub3.i.i.i.i = fsub contract double %add3.i.i.i, %add3.i.i78.i
  %add.i.i15.i.i = fadd contract double %add.i.i65.i, %add.i.i89.i
  %add3.i.i16.i.i = fadd contract double %add3.i.i66.i, %add3.i.i90.i
  %sub.i.i19.i.i = fsub contract double %add.i.i65.i, %add.i.i89.i
  %sub3.i.i20.i.i = fsub contract double %add3.i.i66.i, %add3.i.i90.i
  %mul.i.i.i = fmul contract double %sub.i.i19.i.i, 0.000000e+00
  %sub.i.i132.i = fadd contract double %mul.i.i.i, %sub3.i.i20.i.i
  %mul9.i.i.i = fmul contract double %sub3.i.i20.i.i, 0.000000e+00
  %add.i.i133.i = fsub contract double %mul9.i.i.i, %sub.i.i19.i.i
  %add.i.i29.i.i = fadd contract double %add.i.i.i.i, %add.i.i15.i.i
  %add3.i.i30.i.i = fadd contract double %add3.i.i.i.i, %add3.i.i16.i.i
  %sub.i.i33.i.i = fsub contract double %add.i.i.i.i, %add.i.i15.i.i
  %sub3.i.i34.i.i = fsub contract double %add3.i.i.i.i, %add3.i.i16.i.i
  %add.i.i41.i.i = fadd contract double %sub.i.i.i.i, %sub.i.i132.i
  %add3.i.i42.i.i = fadd contract double %sub3.i.i.i.i, %add.i.i133.i
  %sub.i.i45.i.i = fsub contract double %sub.i.i.i.i, %sub.i.i132.i
  %sub3.i.i46.i.i = fsub contract double %sub3.i.i.i.i, %add.i.i133.i
  %add.i.i.i140.i = fadd contract double %sub.i.i.i, %sub.i108.i
  %add3.i.i.i141.i = fadd contract double %sub3.i.i.i, %add.i111.i
  %sub.i.i.i144.i = fsub contract double %sub.i.i.i, %sub.i108.i
  %sub3.i.i.i145.i = fsub contract double %sub3.i.i.i, %add.i111.i
  %add.i.i15.i152.i = fadd contract double %mul.i98.i, %mul.i127.i
  %add3.i.i16.i153.i = fadd contract double %mul1.i.i, %mul1.i129.i
  %sub.i.i19.i156.i = fsub contract double %mul.i98.i, %mul.i127.i
  %sub3.i.i20.i157.i = fsub contract double %mul1.i.i, %mul1.i129.i
  %mul.i.i158.i = fmul contract double %sub.i.i19.i156.i, 0.000000e+00
  %sub.i.i159.i = fadd contract double %sub3.i.i20.i157.i, %mul.i.i158.i
  %mul9.i.i160.i = fmul contract double %sub3.i.i20.i157.i, 0.000000e+00
  %add.i.i161.i = fsub contract double %mul9.i.i160.i, %sub.i.i19.i156.i
  %add.i.i29.i166.i = fadd contract double %add.i.i.i140.i, %add.i.i15.i152.i
  %add3.i.i30.i167.i = fadd contract double %add3.i.i.i141.i, %add3.i.i16.i153.i
  %sub.i.i33.i170.i = fsub contract double %add.i.i.i140.i, %add.i.i15.i152.i
  %sub3.i.i34.i171.i = fsub contract double %add3.i.i.i141.i, %add3.i.i16.i153.i
  %add.i.i41.i176.i = fadd contract double %sub.i.i.i144.i, %sub.i.i159.i
  %add3.i.i42.i177.i = fadd contract double %sub3.i.i.i145.i, %add.i.i161.i
  %sub.i.i45.i180.i = fsub contract double %sub.i.i.i144.i, %sub.i.i159.i
  %sub3.i.i46.i181.i = fsub contract double %sub3.i.i.i145.i, %add.i.i161.i
  %conv3.i = uitofp nneg i32 %0 to double
  %mul4.i = fmul contract double %conv3.i, 0xBFA921FB54442D18
  %conv.i.i = fptrunc contract double %mul4.i to float
  %call.i.i.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.i) #5
  %conv1.i.i = fpext contract float %call.i.i.i to double
  %call.i7.i.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.i) #5
  %conv4.i.i = fpext contract float %call.i7.i.i to double
  %mul.i.i = fmul contract double %sub.i.i33.i.i, %conv1.i.i
  %mul3.i.i = fmul contract double %sub3.i.i34.i.i, %conv4.i.i
  %sub.i.i41 = fsub contract double %mul.i.i, %mul3.i.i
  %mul6.i.i = fmul contract double %sub.i.i33.i.i, %conv4.i.i
  %mul9.i.i = fmul contract double %sub3.i.i34.i.i, %conv1.i.i
  %add.i.i42 = fadd contract double %mul9.i.i, %mul6.i.i
  %mul4.1.i = fmul contract double %conv3.i, 0xBF9921FB54442D18
  %conv.i.1.i = fptrunc contract double %mul4.1.i to float
  %call.i.i.1.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.1.i) #5
  %conv1.i.1.i = fpext contract float %call.i.i.1.i to double
  %call.i7.i.1.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.1.i) #5
  %conv4.i.1.i = fpext contract float %call.i7.i.1.i to double
  %mul.i.1.i = fmul contract double %add.i.i41.i.i, %conv1.i.1.i
  %mul3.i.1.i = fmul contract double %add3.i.i42.i.i, %conv4.i.1.i
  %sub.i.1.i = fsub contract double %mul.i.1.i, %mul3.i.1.i
  %mul6.i.1.i = fmul contract double %add.i.i41.i.i, %conv4.i.1.i
  %mul9.i.1.i = fmul contract double %add3.i.i42.i.i, %conv1.i.1.i
  %add.i.1.i = fadd contract double %mul9.i.1.i, %mul6.i.1.i
  %mul4.2.i = fmul contract double %conv3.i, 0xBFB2D97C7F3321D2
  %conv.i.2.i = fptrunc contract double %mul4.2.i to float
  %call.i.i.2.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.2.i) #5
  %conv1.i.2.i = fpext contract float %call.i.i.2.i to double
  %call.i7.i.2.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.2.i) #5
  %conv4.i.2.i = fpext contract float %call.i7.i.2.i to double
  %mul.i.2.i = fmul contract double %sub.i.i45.i.i, %conv1.i.2.i
  %mul3.i.2.i = fmul contract double %sub3.i.i46.i.i, %conv4.i.2.i
  %sub.i.2.i = fsub contract double %mul.i.2.i, %mul3.i.2.i
  %mul6.i.2.i = fmul contract double %sub.i.i45.i.i, %conv4.i.2.i
  %mul9.i.2.i = fmul contract double %sub3.i.i46.i.i, %conv1.i.2.i
  %add.i.2.i = fadd contract double %mul9.i.2.i, %mul6.i.2.i
  %mul4.3.i = fmul contract double %conv3.i, 0xBF8921FB54442D18
  %conv.i.3.i = fptrunc contract double %mul4.3.i to float
  %call.i.i.3.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.3.i) #5
  %conv1.i.3.i = fpext contract float %call.i.i.3.i to double
  %call.i7.i.3.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.3.i) #5
  %conv4.i.3.i = fpext contract float %call.i7.i.3.i to double
  %mul.i.3.i = fmul contract double %add.i.i29.i166.i, %conv1.i.3.i
  %mul3.i.3.i = fmul contract double %add3.i.i30.i167.i, %conv4.i.3.i
  %sub.i.3.i = fsub contract double %mul.i.3.i, %mul3.i.3.i
  %mul6.i.3.i = fmul contract double %add.i.i29.i166.i, %conv4.i.3.i
  %mul9.i.3.i = fmul contract double %add3.i.i30.i167.i, %conv1.i.3.i
  %add.i.3.i = fadd contract double %mul9.i.3.i, %mul6.i.3.i
  %mul4.4.i = fmul contract double %conv3.i, 0xBFAF6A7A2955385E
  %conv.i.4.i = fptrunc contract double %mul4.4.i to float
  %call.i.i.4.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.4.i) #5
  %conv1.i.4.i = fpext contract float %call.i.i.4.i to double
  %call.i7.i.4.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.4.i) #5
  %conv4.i.4.i = fpext contract float %call.i7.i.4.i to double
  %mul.i.4.i = fmul contract double %sub.i.i33.i170.i, %conv1.i.4.i
  %mul3.i.4.i = fmul contract double %sub3.i.i34.i171.i, %conv4.i.4.i
  %sub.i.4.i = fsub contract double %mul.i.4.i, %mul3.i.4.i
  %mul6.i.4.i = fmul contract double %sub.i.i33.i170.i, %conv4.i.4.i
  %mul9.i.4.i = fmul contract double %sub3.i.i34.i171.i, %conv1.i.4.i
  %add.i.4.i = fadd contract double %mul9.i.4.i, %mul6.i.4.i
  %mul4.5.i = fmul contract double %conv3.i, 0xBFA2D97C7F3321D2
  %conv.i.5.i = fptrunc contract double %mul4.5.i to float
  %call.i.i.5.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.5.i) #5
  %conv1.i.5.i = fpext contract float %call.i.i.5.i to double
  %call.i7.i.5.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.5.i) #5
  %conv4.i.5.i = fpext contract float %call.i7.i.5.i to double
  %mul.i.5.i = fmul contract double %add.i.i41.i176.i, %conv1.i.5.i
  %mul3.i.5.i = fmul contract double %add3.i.i42.i177.i, %conv4.i.5.i
  %sub.i.5.i = fsub contract double %mul.i.5.i, %mul3.i.5.i
  %mul6.i.5.i = fmul contract double %add.i.i41.i176.i, %conv4.i.5.i
  %mul9.i.5.i = fmul contract double %add3.i.i42.i177.i, %conv1.i.5.i
  %add.i.5.i = fadd contract double %mul9.i.5.i, %mul6.i.5.i
  %mul4.6.i = fmul contract double %conv3.i, 0xBFB5FDBBE9BBA775
  %conv.i.6.i = fptrunc contract double %mul4.6.i to float
  %call.i.i.6.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.6.i) #5
  %conv1.i.6.i = fpext contract float %call.i.i.6.i to double
  %call.i7.i.6.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.6.i) #5
  %conv4.i.6.i = fpext contract float %call.i7.i.6.i to double
  %mul.i.6.i = fmul contract double %sub.i.i45.i180.i, %conv1.i.6.i
  %mul3.i.6.i = fmul contract double %sub3.i.i46.i181.i, %conv4.i.6.i
  %sub.i.6.i = fsub contract double %mul.i.6.i, %mul3.i.6.i
  %mul6.i.6.i = fmul contract double %sub.i.i45.i180.i, %conv4.i.6.i
  %mul9.i.6.i = fmul contract double %sub3.i.i46.i181.i, %conv1.i.6.i
  %add.i.6.i = fadd contract double %mul9.i.6.i, %mul6.i.6.i
  %mul9 = and i32 %0, 1016
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom
  %mul11 = mul nuw nsw i32 %and, 66
  %add12 = add nuw nsw i32 %mul11, %shr
  %idxprom13 = zext nneg i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom13
  store double %add.i.i29.i.i, ptr %arrayidx, align 8, !tbaa !10
  %arrayidx3.1.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 528
  store double %sub.i.3.i, ptr %arrayidx3.1.i.i, align 8, !tbaa !10
  %arrayidx3.2.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1056
  store double %sub.i.1.i, ptr %arrayidx3.2.i.i, align 8, !tbaa !10
  %arrayidx3.3.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1584
  store double %sub.i.5.i, ptr %arrayidx3.3.i.i, align 8, !tbaa !10
  %arrayidx3.4.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2112
  store double %sub.i.i41, ptr %arrayidx3.4.i.i, align 8, !tbaa !10
  %arrayidx3.5.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2640
  store double %sub.i.4.i, ptr %arrayidx3.5.i.i, align 8, !tbaa !10
  %arrayidx3.6.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3168
  store double %sub.i.2.i, ptr %arrayidx3.6.i.i, align 8, !tbaa !10
  %arrayidx3.7.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3696
  store double %sub.i.6.i, ptr %arrayidx3.7.i.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4 = load double, ptr %arrayidx14, align 8, !tbaa !10
  %arrayidx.1.i23.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 64
  %5 = load double, ptr %arrayidx.1.i23.i, align 8, !tbaa !10
  %arrayidx.2.i25.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 128
  %6 = load double, ptr %arrayidx.2.i25.i, align 8, !tbaa !10
  %arrayidx.3.i27.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 192
  %7 = load double, ptr %arrayidx.3.i27.i, align 8, !tbaa !10
  %arrayidx.4.i29.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 256
  %8 = load double, ptr %arrayidx.4.i29.i, align 8, !tbaa !10
  %arrayidx.5.i31.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 320
  %9 = load double, ptr %arrayidx.5.i31.i, align 8, !tbaa !10
  %arrayidx.6.i33.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 384
  %10 = load double, ptr %arrayidx.6.i33.i, align 8, !tbaa !10
  %arrayidx.7.i35.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 448
  %11 = load double, ptr %arrayidx.7.i35.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store double %add3.i.i30.i.i, ptr %arrayidx, align 8, !tbaa !10
  store double %add.i.3.i, ptr %arrayidx3.1.i.i, align 8, !tbaa !10
  store double %add.i.1.i, ptr %arrayidx3.2.i.i, align 8, !tbaa !10
  store double %add.i.5.i, ptr %arrayidx3.3.i.i, align 8, !tbaa !10
  store double %add.i.i42, ptr %arrayidx3.4.i.i, align 8, !tbaa !10
  store double %add.i.4.i, ptr %arrayidx3.5.i.i, align 8, !tbaa !10
  store double %add.i.2.i, ptr %arrayidx3.6.i.i, align 8, !tbaa !10
  store double %add.i.6.i, ptr %arrayidx3.7.i.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load double, ptr %arrayidx14, align 8, !tbaa !10
  %13 = load double, ptr %arrayidx.1.i23.i, align 8, !tbaa !10
  %14 = load double, ptr %arrayidx.2.i25.i, align 8, !tbaa !10
  %15 = load double, ptr %arrayidx.3.i27.i, align 8, !tbaa !10
  %16 = load double, ptr %arrayidx.4.i29.i, align 8, !tbaa !10
  %17 = load double, ptr %arrayidx.5.i31.i, align 8, !tbaa !10
  %18 = load double, ptr %arrayidx.6.i33.i, align 8, !tbaa !10
  %19 = load double, ptr %arrayidx.7.i35.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add.i.i.i56 = fadd contract double %4, %8
  %add3.i.i.i57 = fadd contract double %12, %16
  %sub.i.i.i58 = fsub contract double %4, %8
  %sub3.i.i.i59 = fsub contract double %12, %16
  %add.i.i65.i68 = fadd contract double %5, %9
  %add3.i.i66.i69 = fadd contract double %13, %17
  %sub.i.i69.i70 = fsub contract double %5, %9
  %sub3.i.i70.i71 = fsub contract double %13, %17
  %add.i.i77.i80 = fadd contract double %6, %10
  %add3.i.i78.i81 = fadd contract double %14, %18
  %sub.i.i81.i82 = fsub contract double %6, %10
  %sub3.i.i82.i83 = fsub contract double %14, %18
  %add.i.i89.i92 = fadd contract double %7, %11
  %add3.i.i90.i93 = fadd contract double %15, %19
  %sub.i.i93.i94 = fsub contract double %7, %11
  %sub3.i.i94.i95 = fsub contract double %15, %19
  %sub.i.i96 = fadd contract double %sub.i.i69.i70, %sub3.i.i70.i71
  %add.i.i97 = fsub contract double %sub3.i.i70.i71, %sub.i.i69.i70
  %mul.i98.i98 = fmul contract double %sub.i.i96, 0x3FE6A09E667F3BCD
  %mul1.i.i99 = fmul contract double %add.i.i97, 0x3FE6A09E667F3BCD
  %mul.i104.i100 = fmul contract double %sub.i.i81.i82, 0.000000e+00
  %sub.i108.i101 = fadd contract double %mul.i104.i100, %sub3.i.i82.i83
  %mul9.i110.i102 = fmul contract double %sub3.i.i82.i83, 0.000000e+00
  %add.i111.i103 = fsub contract double %mul9.i110.i102, %sub.i.i81.i82
  %mul.i116.i104 = fneg contract double %sub.i.i93.i94
  %sub.i120.i105 = fsub contract double %sub3.i.i94.i95, %sub.i.i93.i94
  %add.i123.i106 = fsub contract double %mul.i116.i104, %sub3.i.i94.i95
  %mul.i127.i107 = fmul contract double %sub.i120.i105, 0x3FE6A09E667F3BCD
  %mul1.i129.i108 = fmul contract double %add.i123.i106, 0x3FE6A09E667F3BCD
  %add.i.i.i.i109 = fadd contract double %add.i.i.i56, %add.i.i77.i80
  %add3.i.i.i.i110 = fadd contract double %add3.i.i.i57, %add3.i.i78.i81
  %sub.i.i.i.i111 = fsub contract double %add.i.i.i56, %add.i.i77.i80
  %sub3.i.i.i.i112 = fsub contract double %add3.i.i.i57, %add3.i.i78.i81
  %add.i.i15.i.i113 = fadd contract double %add.i.i65.i68, %add.i.i89.i92
  %add3.i.i16.i.i114 = fadd contract double %add3.i.i66.i69, %add3.i.i90.i93
  %sub.i.i19.i.i115 = fsub contract double %add.i.i65.i68, %add.i.i89.i92
  %sub3.i.i20.i.i116 = fsub contract double %add3.i.i66.i69, %add3.i.i90.i93
  %mul.i.i.i117 = fmul contract double %sub.i.i19.i.i115, 0.000000e+00
  %sub.i.i132.i118 = fadd contract double %mul.i.i.i117, %sub3.i.i20.i.i116
  %mul9.i.i.i119 = fmul contract double %sub3.i.i20.i.i116, 0.000000e+00
  %add.i.i133.i120 = fsub contract double %mul9.i.i.i119, %sub.i.i19.i.i115
  %add.i.i29.i.i121 = fadd contract double %add.i.i.i.i109, %add.i.i15.i.i113
  %add3.i.i30.i.i122 = fadd contract double %add3.i.i.i.i110, %add3.i.i16.i.i114
  %sub.i.i33.i.i123 = fsub contract double %add.i.i.i.i109, %add.i.i15.i.i113
  %sub3.i.i34.i.i124 = fsub contract double %add3.i.i.i.i110, %add3.i.i16.i.i114
  %add.i.i41.i.i125 = fadd contract double %sub.i.i.i.i111, %sub.i.i132.i118
  %add3.i.i42.i.i126 = fadd contract double %sub3.i.i.i.i112, %add.i.i133.i120
  %sub.i.i45.i.i127 = fsub contract double %sub.i.i.i.i111, %sub.i.i132.i118
  %sub3.i.i46.i.i128 = fsub contract double %sub3.i.i.i.i112, %add.i.i133.i120
  %add.i.i.i140.i129 = fadd contract double %sub.i.i.i58, %sub.i108.i101
  %add3.i.i.i141.i130 = fadd contract double %sub3.i.i.i59, %add.i111.i103
  %sub.i.i.i144.i131 = fsub contract double %sub.i.i.i58, %sub.i108.i101
  %sub3.i.i.i145.i132 = fsub contract double %sub3.i.i.i59, %add.i111.i103
  %add.i.i15.i152.i133 = fadd contract double %mul.i98.i98, %mul.i127.i107
  %add3.i.i16.i153.i134 = fadd contract double %mul1.i.i99, %mul1.i129.i108
  %sub.i.i19.i156.i135 = fsub contract double %mul.i98.i98, %mul.i127.i107
  %sub3.i.i20.i157.i136 = fsub contract double %mul1.i.i99, %mul1.i129.i108
  %mul.i.i158.i137 = fmul contract double %sub.i.i19.i156.i135, 0.000000e+00
  %sub.i.i159.i138 = fadd contract double %sub3.i.i20.i157.i136, %mul.i.i158.i137
  %mul9.i.i160.i139 = fmul contract double %sub3.i.i20.i157.i136, 0.000000e+00
  %add.i.i161.i140 = fsub contract double %mul9.i.i160.i139, %sub.i.i19.i156.i135
  %add.i.i29.i166.i141 = fadd contract double %add.i.i.i140.i129, %add.i.i15.i152.i133
  %add3.i.i30.i167.i142 = fadd contract double %add3.i.i.i141.i130, %add3.i.i16.i153.i134
  %sub.i.i33.i170.i143 = fsub contract double %add.i.i.i140.i129, %add.i.i15.i152.i133
  %sub3.i.i34.i171.i144 = fsub contract double %add3.i.i.i141.i130, %add3.i.i16.i153.i134
  %add.i.i41.i176.i145 = fadd contract double %sub.i.i.i144.i131, %sub.i.i159.i138
  %add3.i.i42.i177.i146 = fadd contract double %sub3.i.i.i145.i132, %add.i.i161.i140
  %sub.i.i45.i180.i147 = fsub contract double %sub.i.i.i144.i131, %sub.i.i159.i138
  %sub3.i.i46.i181.i148 = fsub contract double %sub3.i.i.i145.i132, %add.i.i161.i140
  %conv3.i149 = uitofp nneg i32 %shr to double
  %mul4.i154 = fmul contract double %conv3.i149, 0xBFD921FB54442D18
  %conv.i.i155 = fptrunc contract double %mul4.i154 to float
  %call.i.i.i156 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.i155) #5
  %conv1.i.i157 = fpext contract float %call.i.i.i156 to double
  %call.i7.i.i158 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.i155) #5
  %conv4.i.i159 = fpext contract float %call.i7.i.i158 to double
  %mul.i.i160 = fmul contract double %sub.i.i33.i.i123, %conv1.i.i157
  %mul3.i.i161 = fmul contract double %sub3.i.i34.i.i124, %conv4.i.i159
  %sub.i.i162 = fsub contract double %mul.i.i160, %mul3.i.i161
  %mul6.i.i163 = fmul contract double %sub.i.i33.i.i123, %conv4.i.i159
  %mul9.i.i164 = fmul contract double %sub3.i.i34.i.i124, %conv1.i.i157
  %add.i.i165 = fadd contract double %mul9.i.i164, %mul6.i.i163
  %mul4.1.i170 = fmul contract double %conv3.i149, 0xBFC921FB54442D18
  %conv.i.1.i171 = fptrunc contract double %mul4.1.i170 to float
  %call.i.i.1.i172 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.1.i171) #5
  %conv1.i.1.i173 = fpext contract float %call.i.i.1.i172 to double
  %call.i7.i.1.i174 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.1.i171) #5
  %conv4.i.1.i175 = fpext contract float %call.i7.i.1.i174 to double
  %mul.i.1.i176 = fmul contract double %add.i.i41.i.i125, %conv1.i.1.i173
  %mul3.i.1.i177 = fmul contract double %add3.i.i42.i.i126, %conv4.i.1.i175
  %sub.i.1.i178 = fsub contract double %mul.i.1.i176, %mul3.i.1.i177
  %mul6.i.1.i179 = fmul contract double %add.i.i41.i.i125, %conv4.i.1.i175
  %mul9.i.1.i180 = fmul contract double %add3.i.i42.i.i126, %conv1.i.1.i173
  %add.i.1.i181 = fadd contract double %mul9.i.1.i180, %mul6.i.1.i179
  %mul4.2.i186 = fmul contract double %conv3.i149, 0xBFE2D97C7F3321D2
  %conv.i.2.i187 = fptrunc contract double %mul4.2.i186 to float
  %call.i.i.2.i188 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.2.i187) #5
  %conv1.i.2.i189 = fpext contract float %call.i.i.2.i188 to double
  %call.i7.i.2.i190 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.2.i187) #5
  %conv4.i.2.i191 = fpext contract float %call.i7.i.2.i190 to double
  %mul.i.2.i192 = fmul contract double %sub.i.i45.i.i127, %conv1.i.2.i189
  %mul3.i.2.i193 = fmul contract double %sub3.i.i46.i.i128, %conv4.i.2.i191
  %sub.i.2.i194 = fsub contract double %mul.i.2.i192, %mul3.i.2.i193
  %mul6.i.2.i195 = fmul contract double %sub.i.i45.i.i127, %conv4.i.2.i191
  %mul9.i.2.i196 = fmul contract double %sub3.i.i46.i.i128, %conv1.i.2.i189
  %add.i.2.i197 = fadd contract double %mul9.i.2.i196, %mul6.i.2.i195
  %mul4.3.i202 = fmul contract double %conv3.i149, 0xBFB921FB54442D18
  %conv.i.3.i203 = fptrunc contract double %mul4.3.i202 to float
  %call.i.i.3.i204 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.3.i203) #5
  %conv1.i.3.i205 = fpext contract float %call.i.i.3.i204 to double
  %call.i7.i.3.i206 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.3.i203) #5
  %conv4.i.3.i207 = fpext contract float %call.i7.i.3.i206 to double
  %mul.i.3.i208 = fmul contract double %add.i.i29.i166.i141, %conv1.i.3.i205
  %mul3.i.3.i209 = fmul contract double %add3.i.i30.i167.i142, %conv4.i.3.i207
  %sub.i.3.i210 = fsub contract double %mul.i.3.i208, %mul3.i.3.i209
  %mul6.i.3.i211 = fmul contract double %add.i.i29.i166.i141, %conv4.i.3.i207
  %mul9.i.3.i212 = fmul contract double %add3.i.i30.i167.i142, %conv1.i.3.i205
  %add.i.3.i213 = fadd contract double %mul9.i.3.i212, %mul6.i.3.i211
  %mul4.4.i218 = fmul contract double %conv3.i149, 0xBFDF6A7A2955385E
  %conv.i.4.i219 = fptrunc contract double %mul4.4.i218 to float
  %call.i.i.4.i220 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.4.i219) #5
  %conv1.i.4.i221 = fpext contract float %call.i.i.4.i220 to double
  %call.i7.i.4.i222 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.4.i219) #5
  %conv4.i.4.i223 = fpext contract float %call.i7.i.4.i222 to double
  %mul.i.4.i224 = fmul contract double %sub.i.i33.i170.i143, %conv1.i.4.i221
  %mul3.i.4.i225 = fmul contract double %sub3.i.i34.i171.i144, %conv4.i.4.i223
  %sub.i.4.i226 = fsub contract double %mul.i.4.i224, %mul3.i.4.i225
  %mul6.i.4.i227 = fmul contract double %sub.i.i33.i170.i143, %conv4.i.4.i223
  %mul9.i.4.i228 = fmul contract double %sub3.i.i34.i171.i144, %conv1.i.4.i221
  %add.i.4.i229 = fadd contract double %mul9.i.4.i228, %mul6.i.4.i227
  %mul4.5.i234 = fmul contract double %conv3.i149, 0xBFD2D97C7F3321D2
  %conv.i.5.i235 = fptrunc contract double %mul4.5.i234 to float
  %call.i.i.5.i236 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.5.i235) #5
  %conv1.i.5.i237 = fpext contract float %call.i.i.5.i236 to double
  %call.i7.i.5.i238 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.5.i235) #5
  %conv4.i.5.i239 = fpext contract float %call.i7.i.5.i238 to double
  %mul.i.5.i240 = fmul contract double %add.i.i41.i176.i145, %conv1.i.5.i237
  %mul3.i.5.i241 = fmul contract double %add3.i.i42.i177.i146, %conv4.i.5.i239
  %sub.i.5.i242 = fsub contract double %mul.i.5.i240, %mul3.i.5.i241
  %mul6.i.5.i243 = fmul contract double %add.i.i41.i176.i145, %conv4.i.5.i239
  %mul9.i.5.i244 = fmul contract double %add3.i.i42.i177.i146, %conv1.i.5.i237
  %add.i.5.i245 = fadd contract double %mul9.i.5.i244, %mul6.i.5.i243
  %mul4.6.i250 = fmul contract double %conv3.i149, 0xBFE5FDBBE9BBA775
  %conv.i.6.i251 = fptrunc contract double %mul4.6.i250 to float
  %call.i.i.6.i252 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.6.i251) #5
  %conv1.i.6.i253 = fpext contract float %call.i.i.6.i252 to double
  %call.i7.i.6.i254 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.6.i251) #5
  %conv4.i.6.i255 = fpext contract float %call.i7.i.6.i254 to double
  %mul.i.6.i256 = fmul contract double %sub.i.i45.i180.i147, %conv1.i.6.i253
  %mul3.i.6.i257 = fmul contract double %sub3.i.i46.i181.i148, %conv4.i.6.i255
  %sub.i.6.i258 = fsub contract double %mul.i.6.i256, %mul3.i.6.i257
  %mul6.i.6.i259 = fmul contract double %sub.i.i45.i180.i147, %conv4.i.6.i255
  %mul9.i.6.i260 = fmul contract double %sub3.i.i46.i181.i148, %conv1.i.6.i253
  %add.i.6.i261 = fadd contract double %mul9.i.6.i260, %mul6.i.6.i259
  %mul23 = mul nuw nsw i32 %mul9, 9
  %add24 = or disjoint i32 %mul23, %and
  %idxprom25 = zext nneg i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ13FFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom25
  store double %add.i.i29.i.i121, ptr %arrayidx, align 8, !tbaa !10
  %arrayidx3.1.i.i263 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 576
  store double %sub.i.3.i210, ptr %arrayidx3.1.i.i263, align 8, !tbaa !10
  %arrayidx3.2.i.i265 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1152
  store double %sub.i.1.i178, ptr %arrayidx3.2.i.i265, align 8, !tbaa !10
  %arrayidx3.3.i.i267 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1728
  store double %sub.i.5.i242, ptr %arrayidx3.3.i.i267, align 8, !tbaa !10
  %arrayidx3.4.i.i269 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2304
  store double %sub.i.i162, ptr %arrayidx3.4.i.i269, align 8, !tbaa !10
  %arrayidx3.5.i.i271 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2880
  store double %sub.i.4.i226, ptr %arrayidx3.5.i.i271, align 8, !tbaa !10
  %arrayidx3.6.i.i273 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3456
  store double %sub.i.2.i194, ptr %arrayidx3.6.i.i273, align 8, !tbaa !10
  %arrayidx3.7.i.i275 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4032
  store double %sub.i.6.i258, ptr %arrayidx3.7.i.i275, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load double, ptr %arrayidx26, align 8, !tbaa !10
  %arrayidx.1.i23.i276 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 64
  %21 = load double, ptr %arrayidx.1.i23.i276, align 8, !tbaa !10
  %arrayidx.2.i25.i277 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 128
  %22 = load double, ptr %arrayidx.2.i25.i277, align 8, !tbaa !10
  %arrayidx.3.i27.i278 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 192
  %23 = load double, ptr %arrayidx.3.i27.i278, align 8, !tbaa !10
  %arrayidx.4.i29.i279 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 256
  %24 = load double, ptr %arrayidx.4.i29.i279, align 8, !tbaa !10
  %arrayidx.5.i31.i280 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 320
  %25 = load double, ptr %arrayidx.5.i31.i280, align 8, !tbaa !10
  %arrayidx.6.i33.i281 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 384
  %26 = load double, ptr %arrayidx.6.i33.i281, align 8, !tbaa !10
  %arrayidx.7.i35.i282 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 448
  %27 = load double, ptr %arrayidx.7.i35.i282, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store double %add3.i.i30.i.i122, ptr %arrayidx, align 8, !tbaa !10
  store double %add.i.3.i213, ptr %arrayidx3.1.i.i263, align 8, !tbaa !10
  store double %add.i.1.i181, ptr %arrayidx3.2.i.i265, align 8, !tbaa !10
  store double %add.i.5.i245, ptr %arrayidx3.3.i.i267, align 8, !tbaa !10
  store double %add.i.i165, ptr %arrayidx3.4.i.i269, align 8, !tbaa !10
  store double %add.i.4.i229, ptr %arrayidx3.5.i.i271, align 8, !tbaa !10
  store double %add.i.2.i197, ptr %arrayidx3.6.i.i273, align 8, !tbaa !10
  store double %add.i.6.i261, ptr %arrayidx3.7.i.i275, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = load double, ptr %arrayidx26, align 8, !tbaa !10
  %29 = load double, ptr %arrayidx.1.i23.i276, align 8, !tbaa !10
  %30 = load double, ptr %arrayidx.2.i25.i277, align 8, !tbaa !10
  %31 = load double, ptr %arrayidx.3.i27.i278, align 8, !tbaa !10
  %32 = load double, ptr %arrayidx.4.i29.i279, align 8, !tbaa !10
  %33 = load double, ptr %arrayidx.5.i31.i280, align 8, !tbaa !10
  %34 = load double, ptr %arrayidx.6.i33.i281, align 8, !tbaa !10
  %35 = load double, ptr %arrayidx.7.i35.i282, align 8, !tbaa !10
  %add.i.i.i298 = fadd contract double %20, %24
  %add3.i.i.i299 = fadd contract double %28, %32
  %sub.i.i.i300 = fsub contract double %20, %24
  %sub3.i.i.i301 = fsub contract double %28, %32
  %add.i.i65.i310 = fadd contract double %21, %25
  %add3.i.i66.i311 = fadd contract double %29, %33
  %sub.i.i69.i312 = fsub contract double %21, %25
  %sub3.i.i70.i313 = fsub contract double %29, %33
  %add.i.i77.i322 = fadd contract double %22, %26
  %add3.i.i78.i323 = fadd contract double %30, %34
  %sub.i.i81.i324 = fsub contract double %22, %26
  %sub3.i.i82.i325 = fsub contract double %30, %34
  %add.i.i89.i334 = fadd contract double %23, %27
  %add3.i.i90.i335 = fadd contract double %31, %35
  %sub.i.i93.i336 = fsub contract double %23, %27
  %sub3.i.i94.i337 = fsub contract double %31, %35
  %sub.i.i338 = fadd contract double %sub.i.i69.i312, %sub3.i.i70.i313
  %add.i.i339 = fsub contract double %sub3.i.i70.i313, %sub.i.i69.i312
  %mul.i98.i340 = fmul contract double %sub.i.i338, 0x3FE6A09E667F3BCD
  %mul1.i.i341 = fmul contract double %add.i.i339, 0x3FE6A09E667F3BCD
  %mul.i104.i342 = fmul contract double %sub.i.i81.i324, 0.000000e+00
  %sub.i108.i343 = fadd contract double %mul.i104.i342, %sub3.i.i82.i325
  %mul9.i110.i344 = fmul contract double %sub3.i.i82.i325, 0.000000e+00
  %add.i111.i345 = fsub contract double %mul9.i110.i344, %sub.i.i81.i324
  %mul.i116.i346 = fneg contract double %sub.i.i93.i336
  %sub.i120.i347 = fsub contract double %sub3.i.i94.i337, %sub.i.i93.i336
  %add.i123.i348 = fsub contract double %mul.i116.i346, %sub3.i.i94.i337
  %mul.i127.i349 = fmul contract double %sub.i120.i347, 0x3FE6A09E667F3BCD
  %mul1.i129.i350 = fmul contract double %add.i123.i348, 0x3FE6A09E667F3BCD
  %add.i.i.i.i351 = fadd contract double %add.i.i.i298, %add.i.i77.i322
  %add3.i.i.i.i352 = fadd contract double %add3.i.i.i299, %add3.i.i78.i323
  %sub.i.i.i.i353 = fsub contract double %add.i.i.i298, %add.i.i77.i322
  %sub3.i.i.i.i354 = fsub contract double %add3.i.i.i299, %add3.i.i78.i323
  %add.i.i15.i.i355 = fadd contract double %add.i.i65.i310, %add.i.i89.i334
  %add3.i.i16.i.i356 = fadd contract double %add3.i.i66.i311, %add3.i.i90.i335
  %sub.i.i19.i.i357 = fsub contract double %add.i.i65.i310, %add.i.i89.i334
  %sub3.i.i20.i.i358 = fsub contract double %add3.i.i66.i311, %add3.i.i90.i335
  %mul.i.i.i359 = fmul contract double %sub.i.i19.i.i357, 0.000000e+00
  %sub.i.i132.i360 = fadd contract double %mul.i.i.i359, %sub3.i.i20.i.i358
  %mul9.i.i.i361 = fmul contract double %sub3.i.i20.i.i358, 0.000000e+00
  %add.i.i133.i362 = fsub contract double %mul9.i.i.i361, %sub.i.i19.i.i357
  %add.i.i29.i.i363 = fadd contract double %add.i.i.i.i351, %add.i.i15.i.i355
  %add3.i.i30.i.i364 = fadd contract double %add3.i.i.i.i352, %add3.i.i16.i.i356
  %sub.i.i33.i.i365 = fsub contract double %add.i.i.i.i351, %add.i.i15.i.i355
  %sub3.i.i34.i.i366 = fsub contract double %add3.i.i.i.i352, %add3.i.i16.i.i356
  %add.i.i41.i.i367 = fadd contract double %sub.i.i.i.i353, %sub.i.i132.i360
  %add3.i.i42.i.i368 = fadd contract double %sub3.i.i.i.i354, %add.i.i133.i362
  %sub.i.i45.i.i369 = fsub contract double %sub.i.i.i.i353, %sub.i.i132.i360
  %sub3.i.i46.i.i370 = fsub contract double %sub3.i.i.i.i354, %add.i.i133.i362
  %add.i.i.i140.i371 = fadd contract double %sub.i.i.i300, %sub.i108.i343
  %add3.i.i.i141.i372 = fadd contract double %sub3.i.i.i301, %add.i111.i345
  %sub.i.i.i144.i373 = fsub contract double %sub.i.i.i300, %sub.i108.i343
  %sub3.i.i.i145.i374 = fsub contract double %sub3.i.i.i301, %add.i111.i345
  %add.i.i15.i152.i375 = fadd contract double %mul.i98.i340, %mul.i127.i349
  %add3.i.i16.i153.i376 = fadd contract double %mul1.i.i341, %mul1.i129.i350
  %sub.i.i19.i156.i377 = fsub contract double %mul.i98.i340, %mul.i127.i349
  %sub3.i.i20.i157.i378 = fsub contract double %mul1.i.i341, %mul1.i129.i350
  %mul.i.i158.i379 = fmul contract double %sub.i.i19.i156.i377, 0.000000e+00
  %sub.i.i159.i380 = fadd contract double %sub3.i.i20.i157.i378, %mul.i.i158.i379
  %mul9.i.i160.i381 = fmul contract double %sub3.i.i20.i157.i378, 0.000000e+00
  %add.i.i161.i382 = fsub contract double %mul9.i.i160.i381, %sub.i.i19.i156.i377
  %add.i.i29.i166.i383 = fadd contract double %add.i.i.i140.i371, %add.i.i15.i152.i375
  %add3.i.i30.i167.i384 = fadd contract double %add3.i.i.i141.i372, %add3.i.i16.i153.i376
  %sub.i.i33.i170.i385 = fsub contract double %add.i.i.i140.i371, %add.i.i15.i152.i375
  %sub3.i.i34.i171.i386 = fsub contract double %add3.i.i.i141.i372, %add3.i.i16.i153.i376
  %add.i.i41.i176.i387 = fadd contract double %sub.i.i.i144.i373, %sub.i.i159.i380
  %add3.i.i42.i177.i388 = fadd contract double %sub3.i.i.i145.i374, %add.i.i161.i382
  %sub.i.i45.i180.i389 = fsub contract double %sub.i.i.i144.i373, %sub.i.i159.i380
  %sub3.i.i46.i181.i390 = fsub contract double %sub3.i.i.i145.i374, %add.i.i161.i382
  store double %add.i.i29.i.i363, ptr %add.ptr, align 16, !tbaa !10
  store double %add3.i.i30.i.i364, ptr %a.sroa.14.0.add.ptr.sroa_idx, align 8, !tbaa !10
  store double %add.i.i29.i166.i383, ptr %arrayidx.1.i, align 16, !tbaa !10
  store double %add3.i.i30.i167.i384, ptr %a.sroa.40.16.arrayidx.1.i.sroa_idx, align 8, !tbaa !10
  store double %add.i.i41.i.i367, ptr %arrayidx.2.i, align 16, !tbaa !10
  store double %add3.i.i42.i.i368, ptr %a.sroa.70.32.arrayidx.2.i.sroa_idx, align 8, !tbaa !10
  store double %add.i.i41.i176.i387, ptr %arrayidx.3.i, align 16, !tbaa !10
  store double %add3.i.i42.i177.i388, ptr %a.sroa.100.48.arrayidx.3.i.sroa_idx, align 8, !tbaa !10
  store double %sub.i.i33.i.i365, ptr %arrayidx.4.i, align 16, !tbaa !10
  store double %sub3.i.i34.i.i366, ptr %a.sroa.130.64.arrayidx.4.i.sroa_idx, align 8, !tbaa !10
  store double %sub.i.i33.i170.i385, ptr %arrayidx.5.i, align 16, !tbaa !10
  store double %sub3.i.i34.i171.i386, ptr %a.sroa.160.80.arrayidx.5.i.sroa_idx, align 8, !tbaa !10
  store double %sub.i.i45.i.i369, ptr %arrayidx.6.i, align 16, !tbaa !10
  store double %sub3.i.i46.i.i370, ptr %a.sroa.190.96.arrayidx.6.i.sroa_idx, align 8, !tbaa !10
  store double %sub.i.i45.i180.i389, ptr %arrayidx.7.i, align 16, !tbaa !10
  store double %sub3.i.i46.i181.i390, ptr %a.sroa.220.112.arrayidx.7.i.sroa_idx, align 8, !tbaa !10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14IFFT512_deviceI6float2fEvPT_(ptr noundef captures(none) %work) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %shr = lshr i32 %0, 3
  %and = and i32 %0, 7
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.float2, ptr %work, i64 %idx.ext
  %add.ptr.sroa_idx549 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %4 = load i64, ptr %add.ptr, align 8
  %arrayidx.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 512
  %arrayidx.1.i.sroa_idx551 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 516
  %5 = load i64, ptr %arrayidx.1.i, align 8
  %arrayidx.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %arrayidx.2.i.sroa_idx553 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1028
  %6 = load i64, ptr %arrayidx.2.i, align 8
  %arrayidx.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1536
  %arrayidx.3.i.sroa_idx555 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1540
  %7 = load i64, ptr %arrayidx.3.i, align 8
  %arrayidx.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %arrayidx.4.i.sroa_idx557 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2052
  %8 = load i64, ptr %arrayidx.4.i, align 8
  %arrayidx.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2560
  %arrayidx.5.i.sroa_idx559 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2564
  %9 = load i64, ptr %arrayidx.5.i, align 8
  %arrayidx.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %arrayidx.6.i.sroa_idx561 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3076
  %10 = load i64, ptr %arrayidx.6.i, align 8
  %arrayidx.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3584
  %arrayidx.7.i.sroa_idx563 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3588
  %11 = load i64, ptr %arrayidx.7.i, align 8
  %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i.i = trunc i64 %4 to i32
  %agg.tmp.sroa.0.sroa.2.0.extract.shift.i.i = lshr i64 %4, 32
  %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i.i = trunc nuw i64 %agg.tmp.sroa.0.sroa.2.0.extract.shift.i.i to i32
  %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i.i = trunc i64 %8 to i32
  %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i.i = lshr i64 %8, 32
  %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i.i = trunc nuw i64 %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i.i to i32
  %12 = bitcast i32 %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i.i to float
  %13 = bitcast i32 %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i.i to float
  %14 = bitcast i32 %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i.i to float
  %15 = bitcast i32 %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i.i to float
  %add.i.i.i = fadd contract float %14, %12
  %add3.i.i.i = fadd contract float %15, %13
  %sub.i.i.i = fsub contract float %14, %12
  %sub3.i.i.i = fsub contract float %15, %13
  %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i59.i = trunc i64 %5 to i32
  %agg.tmp.sroa.0.sroa.2.0.extract.shift.i60.i = lshr i64 %5, 32
  %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i61.i = trunc nuw i64 %agg.tmp.sroa.0.sroa.2.0.extract.shift.i60.i to i32
  %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i62.i = trunc i64 %9 to i32
  %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i63.i = lshr i64 %9, 32
  %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i64.i = trunc nuw i64 %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i63.i to i32
  %16 = bitcast i32 %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i62.i to float
  %17 = bitcast i32 %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i64.i to float
  %18 = bitcast i32 %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i59.i to float
  %19 = bitcast i32 %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i61.i to float
  %add.i.i65.i = fadd contract float %18, %16
  %add3.i.i66.i = fadd contract float %19, %17
  %sub.i.i71.i = fsub contract float %18, %16
  %sub3.i.i72.i = fsub contract float %19, %17
  %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i74.i = trunc i64 %6 to i32
  %agg.tmp.sroa.0.sroa.2.0.extract.shift.i75.i = lshr i64 %6, 32
  %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i76.i = trunc nuw i64 %agg.tmp.sroa.0.sroa.2.0.extract.shift.i75.i to i32
  %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i77.i = trunc i64 %10 to i32
  %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i78.i = lshr i64 %10, 32
  %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i79.i = trunc nuw i64 %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i78.i to i32
  %20 = bitcast i32 %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i77.i to float
  %21 = bitcast i32 %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i79.i to float
  %22 = bitcast i32 %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i74.i to float
  %23 = bitcast i32 %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i76.i to float
  %add.i.i80.i = fadd contract float %22, %20
  %add3.i.i81.i = fadd contract float %23, %21
  %sub.i.i86.i = fsub contract float %22, %20
  %sub3.i.i87.i = fsub contract float %23, %21
  %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i89.i = trunc i64 %7 to i32
  %agg.tmp.sroa.0.sroa.2.0.extract.shift.i90.i = lshr i64 %7, 32
  %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i91.i = trunc nuw i64 %agg.tmp.sroa.0.sroa.2.0.extract.shift.i90.i to i32
  %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i92.i = trunc i64 %11 to i32
  %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i93.i = lshr i64 %11, 32
  %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i94.i = trunc nuw i64 %agg.tmp1.sroa.0.sroa.2.0.extract.shift.i93.i to i32
  %24 = bitcast i32 %agg.tmp1.sroa.0.sroa.0.0.extract.trunc.i92.i to float
  %25 = bitcast i32 %agg.tmp1.sroa.0.sroa.2.0.extract.trunc.i94.i to float
  %26 = bitcast i32 %agg.tmp.sroa.0.sroa.0.0.extract.trunc.i89.i to float
  %27 = bitcast i32 %agg.tmp.sroa.0.sroa.2.0.extract.trunc.i91.i to float
  %add.i.i95.i = fadd contract float %26, %24
  %add3.i.i96.i = fadd contract float %27, %25
  %sub.i.i101.i = fsub contract float %26, %24
  %sub3.i.i102.i = fsub contract float %27, %25
  %sub.i.i = fsub contract float %sub.i.i71.i, %sub3.i.i72.i
  %add.i.i = fadd contract float %sub.i.i71.i, %sub3.i.i72.i
  %mul.i107.i = fmul contract float %sub.i.i, 0x3FE6A09E60000000
  %mul1.i.i = fmul contract float %add.i.i, 0x3FE6A09E60000000
  %mul.i113.i = fmul contract float %sub.i.i86.i, 0.000000e+00
  %sub.i117.i = fsub contract float %mul.i113.i, %sub3.i.i87.i
  %mul9.i119.i = fmul contract float %sub3.i.i87.i, 0.000000e+00
  %add.i120.i = fadd contract float %mul9.i119.i, %sub.i.i86.i
  %mul.i125.i = fneg contract float %sub.i.i101.i
  %sub.i129.i = fsub contract float %mul.i125.i, %sub3.i.i102.i
  %add.i132.i = fsub contract float %sub.i.i101.i, %sub3.i.i102.i
  %mul.i136.i = fmul contract float %sub.i129.i, 0x3FE6A09E60000000
  %mul1.i138.i = fmul contract float %add.i132.i, 0x3FE6A09E60000000
  %add.i.i.i.i = fadd contract float %add.i.i.i, %add.i.i80.i
  %add3.i.i.i.i = fadd contract float %add3.i.i.i, %add3.i.i81.i
  %sub.i.i.i.i = fsub contract float %add.i.i.i, %add.i.i80.i
  %sub3.i.i.i.i = fsub contract float %add3.i.i.i, %add3.i.i81.i
  %add.i.i15.i.i = fadd contract float %add.i.i65.i, %add.i.i95.i
  %add3.i.i16.i.i = fadd contract float %add3.i.i66.i, %add3.i.i96.i
  %sub.i.i21.i.i = fsub contract float %add.i.i65.i, %add.i.i95.i
  %sub3.i.i22.i.i = fsub contract float %add3.i.i66.i, %add3.i.i96.i
  %mul.i.i.i = fmul contract float %sub.i.i21.i.i, 0.000000e+00
  %sub.i.i144.i = fsub contract float %mul.i.i.i, %sub3.i.i22.i.i
  %mul9.i.i.i = fmul contract float %sub3.i.i22.i.i, 0.000000e+00
  %add.i.i145.i = fadd contract float %mul9.i.i.i, %sub.i.i21.i.i
  %add.i.i32.i.i = fadd contract float %add.i.i.i.i, %add.i.i15.i.i
  %add3.i.i33.i.i = fadd contract float %add3.i.i.i.i, %add3.i.i16.i.i
  %sub.i.i38.i.i = fsub contract float %add.i.i.i.i, %add.i.i15.i.i
  %sub3.i.i39.i.i = fsub contract float %add3.i.i.i.i, %add3.i.i16.i.i
  %add.i.i47.i.i = fadd contract float %sub.i.i.i.i, %sub.i.i144.i
  %add3.i.i48.i.i = fadd contract float %sub3.i.i.i.i, %add.i.i145.i
  %sub.i.i53.i.i = fsub contract float %sub.i.i.i.i, %sub.i.i144.i
  %sub3.i.i54.i.i = fsub contract float %sub3.i.i.i.i, %add.i.i145.i
  %add.i.i.i152.i = fadd contract float %sub.i.i.i, %sub.i117.i
  %add3.i.i.i153.i = fadd contract float %sub3.i.i.i, %add.i120.i
  %sub.i.i.i158.i = fsub contract float %sub.i.i.i, %sub.i117.i
  %sub3.i.i.i159.i = fsub contract float %sub3.i.i.i, %add.i120.i
  %add.i.i15.i167.i = fadd contract float %mul.i107.i, %mul.i136.i
  %add3.i.i16.i168.i = fadd contract float %mul1.i.i, %mul1.i138.i
  %sub.i.i21.i173.i = fsub contract float %mul.i107.i, %mul.i136.i
  %sub3.i.i22.i174.i = fsub contract float %mul1.i.i, %mul1.i138.i
  %mul.i.i179.i = fmul contract float %sub.i.i21.i173.i, 0.000000e+00
  %sub.i.i180.i = fsub contract float %mul.i.i179.i, %sub3.i.i22.i174.i
  %mul9.i.i181.i = fmul contract float %sub3.i.i22.i174.i, 0.000000e+00
  %add.i.i182.i = fadd contract float %mul9.i.i181.i, %sub.i.i21.i173.i
  %add.i.i32.i189.i = fadd contract float %add.i.i.i152.i, %add.i.i15.i167.i
  %add3.i.i33.i190.i = fadd contract float %add3.i.i.i153.i, %add3.i.i16.i168.i
  %sub.i.i38.i194.i = fsub contract float %add.i.i.i152.i, %add.i.i15.i167.i
  %sub3.i.i39.i195.i = fsub contract float %add3.i.i.i153.i, %add3.i.i16.i168.i
  %add.i.i47.i202.i = fadd contract float %sub.i.i.i158.i, %sub.i.i180.i
  %add3.i.i48.i203.i = fadd contract float %sub3.i.i.i159.i, %add.i.i182.i
  %sub.i.i53.i207.i = fsub contract float %sub.i.i.i158.i, %sub.i.i180.i
  %sub3.i.i54.i208.i = fsub contract float %sub3.i.i.i159.i, %add.i.i182.i
  %conv3.i = uitofp nneg i32 %0 to double
  %mul4.i = fmul contract double %conv3.i, 0x3FA921FB54442D18
  %conv5.i = fptrunc contract double %mul4.i to float
  %call.i.i.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.i) #5
  %call.i4.i.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.i) #5
  %mul.i.i = fmul contract float %call.i.i.i, %sub.i.i38.i.i
  %mul3.i.i = fmul contract float %call.i4.i.i, %sub3.i.i39.i.i
  %sub.i.i49 = fsub contract float %mul.i.i, %mul3.i.i
  %mul6.i.i = fmul contract float %call.i4.i.i, %sub.i.i38.i.i
  %mul9.i.i = fmul contract float %call.i.i.i, %sub3.i.i39.i.i
  %add.i.i50 = fadd contract float %mul6.i.i, %mul9.i.i
  %mul4.1.i = fmul contract double %conv3.i, 0x3F9921FB54442D18
  %conv5.1.i = fptrunc contract double %mul4.1.i to float
  %call.i.i.1.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.1.i) #5
  %call.i4.i.1.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.1.i) #5
  %mul.i.1.i = fmul contract float %call.i.i.1.i, %add.i.i47.i.i
  %mul3.i.1.i = fmul contract float %call.i4.i.1.i, %add3.i.i48.i.i
  %sub.i.1.i = fsub contract float %mul.i.1.i, %mul3.i.1.i
  %mul6.i.1.i = fmul contract float %call.i4.i.1.i, %add.i.i47.i.i
  %mul9.i.1.i = fmul contract float %call.i.i.1.i, %add3.i.i48.i.i
  %add.i.1.i = fadd contract float %mul6.i.1.i, %mul9.i.1.i
  %mul4.2.i = fmul contract double %conv3.i, 0x3FB2D97C7F3321D2
  %conv5.2.i = fptrunc contract double %mul4.2.i to float
  %call.i.i.2.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.2.i) #5
  %call.i4.i.2.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.2.i) #5
  %mul.i.2.i = fmul contract float %call.i.i.2.i, %sub.i.i53.i.i
  %mul3.i.2.i = fmul contract float %call.i4.i.2.i, %sub3.i.i54.i.i
  %sub.i.2.i = fsub contract float %mul.i.2.i, %mul3.i.2.i
  %mul6.i.2.i = fmul contract float %call.i4.i.2.i, %sub.i.i53.i.i
  %mul9.i.2.i = fmul contract float %call.i.i.2.i, %sub3.i.i54.i.i
  %add.i.2.i = fadd contract float %mul6.i.2.i, %mul9.i.2.i
  %mul4.3.i = fmul contract double %conv3.i, 0x3F8921FB54442D18
  %conv5.3.i = fptrunc contract double %mul4.3.i to float
  %call.i.i.3.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.3.i) #5
  %call.i4.i.3.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.3.i) #5
  %mul.i.3.i = fmul contract float %call.i.i.3.i, %add.i.i32.i189.i
  %mul3.i.3.i = fmul contract float %call.i4.i.3.i, %add3.i.i33.i190.i
  %sub.i.3.i = fsub contract float %mul.i.3.i, %mul3.i.3.i
  %mul6.i.3.i = fmul contract float %call.i4.i.3.i, %add.i.i32.i189.i
  %mul9.i.3.i = fmul contract float %call.i.i.3.i, %add3.i.i33.i190.i
  %add.i.3.i = fadd contract float %mul6.i.3.i, %mul9.i.3.i
  %mul4.4.i = fmul contract double %conv3.i, 0x3FAF6A7A2955385E
  %conv5.4.i = fptrunc contract double %mul4.4.i to float
  %call.i.i.4.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.4.i) #5
  %call.i4.i.4.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.4.i) #5
  %mul.i.4.i = fmul contract float %call.i.i.4.i, %sub.i.i38.i194.i
  %mul3.i.4.i = fmul contract float %call.i4.i.4.i, %sub3.i.i39.i195.i
  %sub.i.4.i = fsub contract float %mul.i.4.i, %mul3.i.4.i
  %mul6.i.4.i = fmul contract float %call.i4.i.4.i, %sub.i.i38.i194.i
  %mul9.i.4.i = fmul contract float %call.i.i.4.i, %sub3.i.i39.i195.i
  %add.i.4.i = fadd contract float %mul6.i.4.i, %mul9.i.4.i
  %mul4.5.i = fmul contract double %conv3.i, 0x3FA2D97C7F3321D2
  %conv5.5.i = fptrunc contract double %mul4.5.i to float
  %call.i.i.5.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.5.i) #5
  %call.i4.i.5.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.5.i) #5
  %mul.i.5.i = fmul contract float %call.i.i.5.i, %add.i.i47.i202.i
  %mul3.i.5.i = fmul contract float %call.i4.i.5.i, %add3.i.i48.i203.i
  %sub.i.5.i = fsub contract float %mul.i.5.i, %mul3.i.5.i
  %mul6.i.5.i = fmul contract float %call.i4.i.5.i, %add.i.i47.i202.i
  %mul9.i.5.i = fmul contract float %call.i.i.5.i, %add3.i.i48.i203.i
  %add.i.5.i = fadd contract float %mul6.i.5.i, %mul9.i.5.i
  %mul4.6.i = fmul contract double %conv3.i, 0x3FB5FDBBE9BBA775
  %conv5.6.i = fptrunc contract double %mul4.6.i to float
  %call.i.i.6.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.6.i) #5
  %call.i4.i.6.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.6.i) #5
  %mul.i.6.i = fmul contract float %call.i.i.6.i, %sub.i.i53.i207.i
  %mul3.i.6.i = fmul contract float %call.i4.i.6.i, %sub3.i.i54.i208.i
  %sub.i.6.i = fsub contract float %mul.i.6.i, %mul3.i.6.i
  %mul6.i.6.i = fmul contract float %call.i4.i.6.i, %sub.i.i53.i207.i
  %mul9.i.6.i = fmul contract float %call.i.i.6.i, %sub3.i.i54.i208.i
  %add.i.6.i = fadd contract float %mul6.i.6.i, %mul9.i.6.i
  %mul9 = and i32 %0, 1016
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom
  %mul11 = mul nuw nsw i32 %and, 66
  %add12 = add nuw nsw i32 %mul11, %shr
  %idxprom13 = zext nneg i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom13
  store float %add.i.i32.i.i, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3.1.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 264
  store float %sub.i.3.i, ptr %arrayidx3.1.i.i, align 4, !tbaa !8
  %arrayidx3.2.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 528
  store float %sub.i.1.i, ptr %arrayidx3.2.i.i, align 4, !tbaa !8
  %arrayidx3.3.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 792
  store float %sub.i.5.i, ptr %arrayidx3.3.i.i, align 4, !tbaa !8
  %arrayidx3.4.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1056
  store float %sub.i.i49, ptr %arrayidx3.4.i.i, align 4, !tbaa !8
  %arrayidx3.5.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1320
  store float %sub.i.4.i, ptr %arrayidx3.5.i.i, align 4, !tbaa !8
  %arrayidx3.6.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1584
  store float %sub.i.2.i, ptr %arrayidx3.6.i.i, align 4, !tbaa !8
  %arrayidx3.7.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1848
  store float %sub.i.6.i, ptr %arrayidx3.7.i.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %arrayidx.1.i23.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 32
  %29 = load float, ptr %arrayidx.1.i23.i, align 4, !tbaa !8
  %arrayidx.2.i25.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 64
  %30 = load float, ptr %arrayidx.2.i25.i, align 4, !tbaa !8
  %arrayidx.3.i27.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 96
  %31 = load float, ptr %arrayidx.3.i27.i, align 4, !tbaa !8
  %arrayidx.4.i29.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 128
  %32 = load float, ptr %arrayidx.4.i29.i, align 4, !tbaa !8
  %arrayidx.5.i31.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 160
  %33 = load float, ptr %arrayidx.5.i31.i, align 4, !tbaa !8
  %arrayidx.6.i33.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 192
  %34 = load float, ptr %arrayidx.6.i33.i, align 4, !tbaa !8
  %arrayidx.7.i35.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 224
  %35 = load float, ptr %arrayidx.7.i35.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %add3.i.i33.i.i, ptr %arrayidx, align 4, !tbaa !8
  store float %add.i.3.i, ptr %arrayidx3.1.i.i, align 4, !tbaa !8
  store float %add.i.1.i, ptr %arrayidx3.2.i.i, align 4, !tbaa !8
  store float %add.i.5.i, ptr %arrayidx3.3.i.i, align 4, !tbaa !8
  store float %add.i.i50, ptr %arrayidx3.4.i.i, align 4, !tbaa !8
  store float %add.i.4.i, ptr %arrayidx3.5.i.i, align 4, !tbaa !8
  store float %add.i.2.i, ptr %arrayidx3.6.i.i, align 4, !tbaa !8
  store float %add.i.6.i, ptr %arrayidx3.7.i.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %37 = load float, ptr %arrayidx.1.i23.i, align 4, !tbaa !8
  %38 = load float, ptr %arrayidx.2.i25.i, align 4, !tbaa !8
  %39 = load float, ptr %arrayidx.3.i27.i, align 4, !tbaa !8
  %40 = load float, ptr %arrayidx.4.i29.i, align 4, !tbaa !8
  %41 = load float, ptr %arrayidx.5.i31.i, align 4, !tbaa !8
  %42 = load float, ptr %arrayidx.6.i33.i, align 4, !tbaa !8
  %43 = load float, ptr %arrayidx.7.i35.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add.i.i.i64 = fadd contract float %28, %32
  %add3.i.i.i65 = fadd contract float %36, %40
  %sub.i.i.i67 = fsub contract float %28, %32
  %sub3.i.i.i68 = fsub contract float %36, %40
  %add.i.i65.i78 = fadd contract float %29, %33
  %add3.i.i66.i79 = fadd contract float %37, %41
  %sub.i.i71.i81 = fsub contract float %29, %33
  %sub3.i.i72.i82 = fsub contract float %37, %41
  %add.i.i80.i92 = fadd contract float %30, %34
  %add3.i.i81.i93 = fadd contract float %38, %42
  %sub.i.i86.i95 = fsub contract float %30, %34
  %sub3.i.i87.i96 = fsub contract float %38, %42
  %add.i.i95.i106 = fadd contract float %31, %35
  %add3.i.i96.i107 = fadd contract float %39, %43
  %sub.i.i101.i109 = fsub contract float %31, %35
  %sub3.i.i102.i110 = fsub contract float %39, %43
  %sub.i.i115 = fsub contract float %sub.i.i71.i81, %sub3.i.i72.i82
  %add.i.i116 = fadd contract float %sub.i.i71.i81, %sub3.i.i72.i82
  %mul.i107.i117 = fmul contract float %sub.i.i115, 0x3FE6A09E60000000
  %mul1.i.i118 = fmul contract float %add.i.i116, 0x3FE6A09E60000000
  %mul.i113.i122 = fmul contract float %sub.i.i86.i95, 0.000000e+00
  %sub.i117.i123 = fsub contract float %mul.i113.i122, %sub3.i.i87.i96
  %mul9.i119.i124 = fmul contract float %sub3.i.i87.i96, 0.000000e+00
  %add.i120.i125 = fadd contract float %mul9.i119.i124, %sub.i.i86.i95
  %mul.i125.i129 = fneg contract float %sub.i.i101.i109
  %sub.i129.i130 = fsub contract float %mul.i125.i129, %sub3.i.i102.i110
  %add.i132.i131 = fsub contract float %sub.i.i101.i109, %sub3.i.i102.i110
  %mul.i136.i132 = fmul contract float %sub.i129.i130, 0x3FE6A09E60000000
  %mul1.i138.i133 = fmul contract float %add.i132.i131, 0x3FE6A09E60000000
  %add.i.i.i.i140 = fadd contract float %add.i.i.i64, %add.i.i80.i92
  %add3.i.i.i.i141 = fadd contract float %add3.i.i.i65, %add3.i.i81.i93
  %sub.i.i.i.i142 = fsub contract float %add.i.i.i64, %add.i.i80.i92
  %sub3.i.i.i.i143 = fsub contract float %add3.i.i.i65, %add3.i.i81.i93
  %add.i.i15.i.i150 = fadd contract float %add.i.i65.i78, %add.i.i95.i106
  %add3.i.i16.i.i151 = fadd contract float %add3.i.i66.i79, %add3.i.i96.i107
  %sub.i.i21.i.i152 = fsub contract float %add.i.i65.i78, %add.i.i95.i106
  %sub3.i.i22.i.i153 = fsub contract float %add3.i.i66.i79, %add3.i.i96.i107
  %mul.i.i.i157 = fmul contract float %sub.i.i21.i.i152, 0.000000e+00
  %sub.i.i144.i158 = fsub contract float %mul.i.i.i157, %sub3.i.i22.i.i153
  %mul9.i.i.i159 = fmul contract float %sub3.i.i22.i.i153, 0.000000e+00
  %add.i.i145.i160 = fadd contract float %mul9.i.i.i159, %sub.i.i21.i.i152
  %add.i.i32.i.i167 = fadd contract float %add.i.i.i.i140, %add.i.i15.i.i150
  %add3.i.i33.i.i168 = fadd contract float %add3.i.i.i.i141, %add3.i.i16.i.i151
  %sub.i.i38.i.i169 = fsub contract float %add.i.i.i.i140, %add.i.i15.i.i150
  %sub3.i.i39.i.i170 = fsub contract float %add3.i.i.i.i141, %add3.i.i16.i.i151
  %add.i.i47.i.i177 = fadd contract float %sub.i.i.i.i142, %sub.i.i144.i158
  %add3.i.i48.i.i178 = fadd contract float %sub3.i.i.i.i143, %add.i.i145.i160
  %sub.i.i53.i.i179 = fsub contract float %sub.i.i.i.i142, %sub.i.i144.i158
  %sub3.i.i54.i.i180 = fsub contract float %sub3.i.i.i.i143, %add.i.i145.i160
  %add.i.i.i152.i187 = fadd contract float %sub.i.i.i67, %sub.i117.i123
  %add3.i.i.i153.i188 = fadd contract float %sub3.i.i.i68, %add.i120.i125
  %sub.i.i.i158.i189 = fsub contract float %sub.i.i.i67, %sub.i117.i123
  %sub3.i.i.i159.i190 = fsub contract float %sub3.i.i.i68, %add.i120.i125
  %add.i.i15.i167.i197 = fadd contract float %mul.i107.i117, %mul.i136.i132
  %add3.i.i16.i168.i198 = fadd contract float %mul1.i.i118, %mul1.i138.i133
  %sub.i.i21.i173.i199 = fsub contract float %mul.i107.i117, %mul.i136.i132
  %sub3.i.i22.i174.i200 = fsub contract float %mul1.i.i118, %mul1.i138.i133
  %mul.i.i179.i204 = fmul contract float %sub.i.i21.i173.i199, 0.000000e+00
  %sub.i.i180.i205 = fsub contract float %mul.i.i179.i204, %sub3.i.i22.i174.i200
  %mul9.i.i181.i206 = fmul contract float %sub3.i.i22.i174.i200, 0.000000e+00
  %add.i.i182.i207 = fadd contract float %mul9.i.i181.i206, %sub.i.i21.i173.i199
  %add.i.i32.i189.i214 = fadd contract float %add.i.i.i152.i187, %add.i.i15.i167.i197
  %add3.i.i33.i190.i215 = fadd contract float %add3.i.i.i153.i188, %add3.i.i16.i168.i198
  %sub.i.i38.i194.i216 = fsub contract float %add.i.i.i152.i187, %add.i.i15.i167.i197
  %sub3.i.i39.i195.i217 = fsub contract float %add3.i.i.i153.i188, %add3.i.i16.i168.i198
  %add.i.i47.i202.i224 = fadd contract float %sub.i.i.i158.i189, %sub.i.i180.i205
  %add3.i.i48.i203.i225 = fadd contract float %sub3.i.i.i159.i190, %add.i.i182.i207
  %sub.i.i53.i207.i226 = fsub contract float %sub.i.i.i158.i189, %sub.i.i180.i205
  %sub3.i.i54.i208.i227 = fsub contract float %sub3.i.i.i159.i190, %add.i.i182.i207
  %conv3.i228 = uitofp nneg i32 %shr to double
  %mul4.i233 = fmul contract double %conv3.i228, 0x3FD921FB54442D18
  %conv5.i234 = fptrunc contract double %mul4.i233 to float
  %call.i.i.i235 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.i234) #5
  %call.i4.i.i236 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.i234) #5
  %mul.i.i237 = fmul contract float %call.i.i.i235, %sub.i.i38.i.i169
  %mul3.i.i238 = fmul contract float %call.i4.i.i236, %sub3.i.i39.i.i170
  %sub.i.i239 = fsub contract float %mul.i.i237, %mul3.i.i238
  %mul6.i.i240 = fmul contract float %call.i4.i.i236, %sub.i.i38.i.i169
  %mul9.i.i241 = fmul contract float %call.i.i.i235, %sub3.i.i39.i.i170
  %add.i.i242 = fadd contract float %mul6.i.i240, %mul9.i.i241
  %mul4.1.i248 = fmul contract double %conv3.i228, 0x3FC921FB54442D18
  %conv5.1.i249 = fptrunc contract double %mul4.1.i248 to float
  %call.i.i.1.i250 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.1.i249) #5
  %call.i4.i.1.i251 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.1.i249) #5
  %mul.i.1.i252 = fmul contract float %call.i.i.1.i250, %add.i.i47.i.i177
  %mul3.i.1.i253 = fmul contract float %call.i4.i.1.i251, %add3.i.i48.i.i178
  %sub.i.1.i254 = fsub contract float %mul.i.1.i252, %mul3.i.1.i253
  %mul6.i.1.i255 = fmul contract float %call.i4.i.1.i251, %add.i.i47.i.i177
  %mul9.i.1.i256 = fmul contract float %call.i.i.1.i250, %add3.i.i48.i.i178
  %add.i.1.i257 = fadd contract float %mul6.i.1.i255, %mul9.i.1.i256
  %mul4.2.i263 = fmul contract double %conv3.i228, 0x3FE2D97C7F3321D2
  %conv5.2.i264 = fptrunc contract double %mul4.2.i263 to float
  %call.i.i.2.i265 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.2.i264) #5
  %call.i4.i.2.i266 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.2.i264) #5
  %mul.i.2.i267 = fmul contract float %call.i.i.2.i265, %sub.i.i53.i.i179
  %mul3.i.2.i268 = fmul contract float %call.i4.i.2.i266, %sub3.i.i54.i.i180
  %sub.i.2.i269 = fsub contract float %mul.i.2.i267, %mul3.i.2.i268
  %mul6.i.2.i270 = fmul contract float %call.i4.i.2.i266, %sub.i.i53.i.i179
  %mul9.i.2.i271 = fmul contract float %call.i.i.2.i265, %sub3.i.i54.i.i180
  %add.i.2.i272 = fadd contract float %mul6.i.2.i270, %mul9.i.2.i271
  %mul4.3.i278 = fmul contract double %conv3.i228, 0x3FB921FB54442D18
  %conv5.3.i279 = fptrunc contract double %mul4.3.i278 to float
  %call.i.i.3.i280 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.3.i279) #5
  %call.i4.i.3.i281 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.3.i279) #5
  %mul.i.3.i282 = fmul contract float %call.i.i.3.i280, %add.i.i32.i189.i214
  %mul3.i.3.i283 = fmul contract float %call.i4.i.3.i281, %add3.i.i33.i190.i215
  %sub.i.3.i284 = fsub contract float %mul.i.3.i282, %mul3.i.3.i283
  %mul6.i.3.i285 = fmul contract float %call.i4.i.3.i281, %add.i.i32.i189.i214
  %mul9.i.3.i286 = fmul contract float %call.i.i.3.i280, %add3.i.i33.i190.i215
  %add.i.3.i287 = fadd contract float %mul6.i.3.i285, %mul9.i.3.i286
  %mul4.4.i293 = fmul contract double %conv3.i228, 0x3FDF6A7A2955385E
  %conv5.4.i294 = fptrunc contract double %mul4.4.i293 to float
  %call.i.i.4.i295 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.4.i294) #5
  %call.i4.i.4.i296 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.4.i294) #5
  %mul.i.4.i297 = fmul contract float %call.i.i.4.i295, %sub.i.i38.i194.i216
  %mul3.i.4.i298 = fmul contract float %call.i4.i.4.i296, %sub3.i.i39.i195.i217
  %sub.i.4.i299 = fsub contract float %mul.i.4.i297, %mul3.i.4.i298
  %mul6.i.4.i300 = fmul contract float %call.i4.i.4.i296, %sub.i.i38.i194.i216
  %mul9.i.4.i301 = fmul contract float %call.i.i.4.i295, %sub3.i.i39.i195.i217
  %add.i.4.i302 = fadd contract float %mul6.i.4.i300, %mul9.i.4.i301
  %mul4.5.i308 = fmul contract double %conv3.i228, 0x3FD2D97C7F3321D2
  %conv5.5.i309 = fptrunc contract double %mul4.5.i308 to float
  %call.i.i.5.i310 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.5.i309) #5
  %call.i4.i.5.i311 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.5.i309) #5
  %mul.i.5.i312 = fmul contract float %call.i.i.5.i310, %add.i.i47.i202.i224
  %mul3.i.5.i313 = fmul contract float %call.i4.i.5.i311, %add3.i.i48.i203.i225
  %sub.i.5.i314 = fsub contract float %mul.i.5.i312, %mul3.i.5.i313
  %mul6.i.5.i315 = fmul contract float %call.i4.i.5.i311, %add.i.i47.i202.i224
  %mul9.i.5.i316 = fmul contract float %call.i.i.5.i310, %add3.i.i48.i203.i225
  %add.i.5.i317 = fadd contract float %mul6.i.5.i315, %mul9.i.5.i316
  %mul4.6.i323 = fmul contract double %conv3.i228, 0x3FE5FDBBE9BBA775
  %conv5.6.i324 = fptrunc contract double %mul4.6.i323 to float
  %call.i.i.6.i325 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv5.6.i324) #5
  %call.i4.i.6.i326 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv5.6.i324) #5
  %mul.i.6.i327 = fmul contract float %call.i.i.6.i325, %sub.i.i53.i207.i226
  %mul3.i.6.i328 = fmul contract float %call.i4.i.6.i326, %sub3.i.i54.i208.i227
  %sub.i.6.i329 = fsub contract float %mul.i.6.i327, %mul3.i.6.i328
  %mul6.i.6.i330 = fmul contract float %call.i4.i.6.i326, %sub.i.i53.i207.i226
  %mul9.i.6.i331 = fmul contract float %call.i.i.6.i325, %sub3.i.i54.i208.i227
  %add.i.6.i332 = fadd contract float %mul6.i.6.i330, %mul9.i.6.i331
  %mul23 = mul nuw nsw i32 %mul9, 9
  %add24 = or disjoint i32 %mul23, %and
  %idxprom25 = zext nneg i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI6float2fEvPT_E4smem to ptr), i64 %idxprom25
  store float %add.i.i32.i.i167, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3.1.i.i335 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 288
  store float %sub.i.3.i284, ptr %arrayidx3.1.i.i335, align 4, !tbaa !8
  %arrayidx3.2.i.i337 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 576
  store float %sub.i.1.i254, ptr %arrayidx3.2.i.i337, align 4, !tbaa !8
  %arrayidx3.3.i.i339 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 864
  store float %sub.i.5.i314, ptr %arrayidx3.3.i.i339, align 4, !tbaa !8
  %arrayidx3.4.i.i341 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1152
  store float %sub.i.i239, ptr %arrayidx3.4.i.i341, align 4, !tbaa !8
  %arrayidx3.5.i.i343 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1440
  store float %sub.i.4.i299, ptr %arrayidx3.5.i.i343, align 4, !tbaa !8
  %arrayidx3.6.i.i345 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1728
  store float %sub.i.2.i269, ptr %arrayidx3.6.i.i345, align 4, !tbaa !8
  %arrayidx3.7.i.i347 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2016
  store float %sub.i.6.i329, ptr %arrayidx3.7.i.i347, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %44 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %arrayidx.1.i23.i348 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 32
  %45 = load float, ptr %arrayidx.1.i23.i348, align 4, !tbaa !8
  %arrayidx.2.i25.i349 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 64
  %46 = load float, ptr %arrayidx.2.i25.i349, align 4, !tbaa !8
  %arrayidx.3.i27.i350 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 96
  %47 = load float, ptr %arrayidx.3.i27.i350, align 4, !tbaa !8
  %arrayidx.4.i29.i351 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 128
  %48 = load float, ptr %arrayidx.4.i29.i351, align 4, !tbaa !8
  %arrayidx.5.i31.i352 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 160
  %49 = load float, ptr %arrayidx.5.i31.i352, align 4, !tbaa !8
  %arrayidx.6.i33.i353 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 192
  %50 = load float, ptr %arrayidx.6.i33.i353, align 4, !tbaa !8
  %arrayidx.7.i35.i354 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 224
  %51 = load float, ptr %arrayidx.7.i35.i354, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %add3.i.i33.i.i168, ptr %arrayidx, align 4, !tbaa !8
  store float %add.i.3.i287, ptr %arrayidx3.1.i.i335, align 4, !tbaa !8
  store float %add.i.1.i257, ptr %arrayidx3.2.i.i337, align 4, !tbaa !8
  store float %add.i.5.i317, ptr %arrayidx3.3.i.i339, align 4, !tbaa !8
  store float %add.i.i242, ptr %arrayidx3.4.i.i341, align 4, !tbaa !8
  store float %add.i.4.i302, ptr %arrayidx3.5.i.i343, align 4, !tbaa !8
  store float %add.i.2.i272, ptr %arrayidx3.6.i.i345, align 4, !tbaa !8
  store float %add.i.6.i332, ptr %arrayidx3.7.i.i347, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %53 = load float, ptr %arrayidx.1.i23.i348, align 4, !tbaa !8
  %54 = load float, ptr %arrayidx.2.i25.i349, align 4, !tbaa !8
  %55 = load float, ptr %arrayidx.3.i27.i350, align 4, !tbaa !8
  %56 = load float, ptr %arrayidx.4.i29.i351, align 4, !tbaa !8
  %57 = load float, ptr %arrayidx.5.i31.i352, align 4, !tbaa !8
  %58 = load float, ptr %arrayidx.6.i33.i353, align 4, !tbaa !8
  %59 = load float, ptr %arrayidx.7.i35.i354, align 4, !tbaa !8
  %add.i.i.i370 = fadd contract float %44, %48
  %add3.i.i.i371 = fadd contract float %52, %56
  %sub.i.i.i373 = fsub contract float %44, %48
  %sub3.i.i.i374 = fsub contract float %52, %56
  %add.i.i65.i384 = fadd contract float %45, %49
  %add3.i.i66.i385 = fadd contract float %53, %57
  %sub.i.i71.i387 = fsub contract float %45, %49
  %sub3.i.i72.i388 = fsub contract float %53, %57
  %add.i.i80.i398 = fadd contract float %46, %50
  %add3.i.i81.i399 = fadd contract float %54, %58
  %sub.i.i86.i401 = fsub contract float %46, %50
  %sub3.i.i87.i402 = fsub contract float %54, %58
  %add.i.i95.i412 = fadd contract float %47, %51
  %add3.i.i96.i413 = fadd contract float %55, %59
  %sub.i.i101.i415 = fsub contract float %47, %51
  %sub3.i.i102.i416 = fsub contract float %55, %59
  %sub.i.i421 = fsub contract float %sub.i.i71.i387, %sub3.i.i72.i388
  %add.i.i422 = fadd contract float %sub.i.i71.i387, %sub3.i.i72.i388
  %mul.i107.i423 = fmul contract float %sub.i.i421, 0x3FE6A09E60000000
  %mul1.i.i424 = fmul contract float %add.i.i422, 0x3FE6A09E60000000
  %mul.i113.i428 = fmul contract float %sub.i.i86.i401, 0.000000e+00
  %sub.i117.i429 = fsub contract float %mul.i113.i428, %sub3.i.i87.i402
  %mul9.i119.i430 = fmul contract float %sub3.i.i87.i402, 0.000000e+00
  %add.i120.i431 = fadd contract float %mul9.i119.i430, %sub.i.i86.i401
  %mul.i125.i435 = fneg contract float %sub.i.i101.i415
  %sub.i129.i436 = fsub contract float %mul.i125.i435, %sub3.i.i102.i416
  %add.i132.i437 = fsub contract float %sub.i.i101.i415, %sub3.i.i102.i416
  %mul.i136.i438 = fmul contract float %sub.i129.i436, 0x3FE6A09E60000000
  %mul1.i138.i439 = fmul contract float %add.i132.i437, 0x3FE6A09E60000000
  %add.i.i.i.i446 = fadd contract float %add.i.i.i370, %add.i.i80.i398
  %add3.i.i.i.i447 = fadd contract float %add3.i.i.i371, %add3.i.i81.i399
  %sub.i.i.i.i448 = fsub contract float %add.i.i.i370, %add.i.i80.i398
  %sub3.i.i.i.i449 = fsub contract float %add3.i.i.i371, %add3.i.i81.i399
  %add.i.i15.i.i456 = fadd contract float %add.i.i65.i384, %add.i.i95.i412
  %add3.i.i16.i.i457 = fadd contract float %add3.i.i66.i385, %add3.i.i96.i413
  %sub.i.i21.i.i458 = fsub contract float %add.i.i65.i384, %add.i.i95.i412
  %sub3.i.i22.i.i459 = fsub contract float %add3.i.i66.i385, %add3.i.i96.i413
  %mul.i.i.i463 = fmul contract float %sub.i.i21.i.i458, 0.000000e+00
  %sub.i.i144.i464 = fsub contract float %mul.i.i.i463, %sub3.i.i22.i.i459
  %mul9.i.i.i465 = fmul contract float %sub3.i.i22.i.i459, 0.000000e+00
  %add.i.i145.i466 = fadd contract float %mul9.i.i.i465, %sub.i.i21.i.i458
  %add.i.i32.i.i473 = fadd contract float %add.i.i.i.i446, %add.i.i15.i.i456
  %add3.i.i33.i.i474 = fadd contract float %add3.i.i.i.i447, %add3.i.i16.i.i457
  %sub.i.i38.i.i475 = fsub contract float %add.i.i.i.i446, %add.i.i15.i.i456
  %sub3.i.i39.i.i476 = fsub contract float %add3.i.i.i.i447, %add3.i.i16.i.i457
  %add.i.i47.i.i483 = fadd contract float %sub.i.i.i.i448, %sub.i.i144.i464
  %add3.i.i48.i.i484 = fadd contract float %sub3.i.i.i.i449, %add.i.i145.i466
  %sub.i.i53.i.i485 = fsub contract float %sub.i.i.i.i448, %sub.i.i144.i464
  %sub3.i.i54.i.i486 = fsub contract float %sub3.i.i.i.i449, %add.i.i145.i466
  %add.i.i.i152.i493 = fadd contract float %sub.i.i.i373, %sub.i117.i429
  %add3.i.i.i153.i494 = fadd contract float %sub3.i.i.i374, %add.i120.i431
  %sub.i.i.i158.i495 = fsub contract float %sub.i.i.i373, %sub.i117.i429
  %sub3.i.i.i159.i496 = fsub contract float %sub3.i.i.i374, %add.i120.i431
  %add.i.i15.i167.i503 = fadd contract float %mul.i107.i423, %mul.i136.i438
  %add3.i.i16.i168.i504 = fadd contract float %mul1.i.i424, %mul1.i138.i439
  %sub.i.i21.i173.i505 = fsub contract float %mul.i107.i423, %mul.i136.i438
  %sub3.i.i22.i174.i506 = fsub contract float %mul1.i.i424, %mul1.i138.i439
  %mul.i.i179.i510 = fmul contract float %sub.i.i21.i173.i505, 0.000000e+00
  %sub.i.i180.i511 = fsub contract float %mul.i.i179.i510, %sub3.i.i22.i174.i506
  %mul9.i.i181.i512 = fmul contract float %sub3.i.i22.i174.i506, 0.000000e+00
  %add.i.i182.i513 = fadd contract float %mul9.i.i181.i512, %sub.i.i21.i173.i505
  %add.i.i32.i189.i520 = fadd contract float %add.i.i.i152.i493, %add.i.i15.i167.i503
  %add3.i.i33.i190.i521 = fadd contract float %add3.i.i.i153.i494, %add3.i.i16.i168.i504
  %sub.i.i38.i194.i522 = fsub contract float %add.i.i.i152.i493, %add.i.i15.i167.i503
  %sub3.i.i39.i195.i523 = fsub contract float %add3.i.i.i153.i494, %add3.i.i16.i168.i504
  %add.i.i47.i202.i530 = fadd contract float %sub.i.i.i158.i495, %sub.i.i180.i511
  %add3.i.i48.i203.i531 = fadd contract float %sub3.i.i.i159.i496, %add.i.i182.i513
  %sub.i.i53.i207.i532 = fsub contract float %sub.i.i.i158.i495, %sub.i.i180.i511
  %sub3.i.i54.i208.i533 = fsub contract float %sub3.i.i.i159.i496, %add.i.i182.i513
  %div = fmul contract float %add.i.i32.i.i473, 0x3F60000000000000
  %div32 = fmul contract float %add3.i.i33.i.i474, 0x3F60000000000000
  %div.1 = fmul contract float %sub.i.i38.i.i475, 0x3F60000000000000
  %div32.1 = fmul contract float %sub3.i.i39.i.i476, 0x3F60000000000000
  %div.2 = fmul contract float %add.i.i47.i.i483, 0x3F60000000000000
  %div32.2 = fmul contract float %add3.i.i48.i.i484, 0x3F60000000000000
  %div.3 = fmul contract float %sub.i.i53.i.i485, 0x3F60000000000000
  %div32.3 = fmul contract float %sub3.i.i54.i.i486, 0x3F60000000000000
  %div.4 = fmul contract float %add.i.i32.i189.i520, 0x3F60000000000000
  %div32.4 = fmul contract float %add3.i.i33.i190.i521, 0x3F60000000000000
  %div.5 = fmul contract float %sub.i.i38.i194.i522, 0x3F60000000000000
  %div32.5 = fmul contract float %sub3.i.i39.i195.i523, 0x3F60000000000000
  %div.6 = fmul contract float %add.i.i47.i202.i530, 0x3F60000000000000
  %div32.6 = fmul contract float %add3.i.i48.i203.i531, 0x3F60000000000000
  %div.7 = fmul contract float %sub.i.i53.i207.i532, 0x3F60000000000000
  %div32.7 = fmul contract float %sub3.i.i54.i208.i533, 0x3F60000000000000
  store float %div, ptr %add.ptr, align 8
  store float %div32, ptr %add.ptr.sroa_idx549, align 4
  store float %div.4, ptr %arrayidx.1.i, align 8
  store float %div32.4, ptr %arrayidx.1.i.sroa_idx551, align 4
  store float %div.2, ptr %arrayidx.2.i, align 8
  store float %div32.2, ptr %arrayidx.2.i.sroa_idx553, align 4
  store float %div.6, ptr %arrayidx.3.i, align 8
  store float %div32.6, ptr %arrayidx.3.i.sroa_idx555, align 4
  store float %div.1, ptr %arrayidx.4.i, align 8
  store float %div32.1, ptr %arrayidx.4.i.sroa_idx557, align 4
  store float %div.5, ptr %arrayidx.5.i, align 8
  store float %div32.5, ptr %arrayidx.5.i.sroa_idx559, align 4
  store float %div.3, ptr %arrayidx.6.i, align 8
  store float %div32.3, ptr %arrayidx.6.i.sroa_idx561, align 4
  store float %div.7, ptr %arrayidx.7.i, align 8
  store float %div32.7, ptr %arrayidx.7.i.sroa_idx563, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14IFFT512_deviceI7double2dEvPT_(ptr noundef captures(none) %work) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %shr = lshr i32 %0, 3
  %and = and i32 %0, 7
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.double2, ptr %work, i64 %idx.ext
  %a.sroa.0.0.copyload = load double, ptr %add.ptr, align 16, !tbaa !10
  %a.sroa.16.0.add.ptr.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 8
  %a.sroa.16.0.copyload = load double, ptr %a.sroa.16.0.add.ptr.sroa_idx, align 8, !tbaa !10
  %arrayidx.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %a.sroa.27.16.copyload = load double, ptr %arrayidx.1.i, align 16, !tbaa !10
  %a.sroa.43.16.arrayidx.1.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1032
  %a.sroa.43.16.copyload = load double, ptr %a.sroa.43.16.arrayidx.1.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %a.sroa.56.32.copyload = load double, ptr %arrayidx.2.i, align 16, !tbaa !10
  %a.sroa.74.32.arrayidx.2.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2056
  %a.sroa.74.32.copyload = load double, ptr %a.sroa.74.32.arrayidx.2.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %a.sroa.89.48.copyload = load double, ptr %arrayidx.3.i, align 16, !tbaa !10
  %a.sroa.107.48.arrayidx.3.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3080
  %a.sroa.107.48.copyload = load double, ptr %a.sroa.107.48.arrayidx.3.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4096
  %a.sroa.122.64.copyload = load double, ptr %arrayidx.4.i, align 16, !tbaa !10
  %a.sroa.140.64.arrayidx.4.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4104
  %a.sroa.140.64.copyload = load double, ptr %a.sroa.140.64.arrayidx.4.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5120
  %a.sroa.155.80.copyload = load double, ptr %arrayidx.5.i, align 16, !tbaa !10
  %a.sroa.173.80.arrayidx.5.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5128
  %a.sroa.173.80.copyload = load double, ptr %a.sroa.173.80.arrayidx.5.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6144
  %a.sroa.188.96.copyload = load double, ptr %arrayidx.6.i, align 16, !tbaa !10
  %a.sroa.206.96.arrayidx.6.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6152
  %a.sroa.206.96.copyload = load double, ptr %a.sroa.206.96.arrayidx.6.i.sroa_idx, align 8, !tbaa !10
  %arrayidx.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7168
  %a.sroa.221.112.copyload = load double, ptr %arrayidx.7.i, align 16, !tbaa !10
  %a.sroa.237.112.arrayidx.7.i.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7176
  %a.sroa.237.112.copyload = load double, ptr %a.sroa.237.112.arrayidx.7.i.sroa_idx, align 8, !tbaa !10
  %add.i.i.i = fadd contract double %a.sroa.0.0.copyload, %a.sroa.122.64.copyload
  %add3.i.i.i = fadd contract double %a.sroa.16.0.copyload, %a.sroa.140.64.copyload
  %sub.i.i.i = fsub contract double %a.sroa.0.0.copyload, %a.sroa.122.64.copyload
  %sub3.i.i.i = fsub contract double %a.sroa.16.0.copyload, %a.sroa.140.64.copyload
  %add.i.i65.i = fadd contract double %a.sroa.27.16.copyload, %a.sroa.155.80.copyload
  %add3.i.i66.i = fadd contract double %a.sroa.43.16.copyload, %a.sroa.173.80.copyload
  %sub.i.i69.i = fsub contract double %a.sroa.27.16.copyload, %a.sroa.155.80.copyload
  %sub3.i.i70.i = fsub contract double %a.sroa.43.16.copyload, %a.sroa.173.80.copyload
  %add.i.i77.i = fadd contract double %a.sroa.56.32.copyload, %a.sroa.188.96.copyload
  %add3.i.i78.i = fadd contract double %a.sroa.74.32.copyload, %a.sroa.206.96.copyload
  %sub.i.i81.i = fsub contract double %a.sroa.56.32.copyload, %a.sroa.188.96.copyload
  %sub3.i.i82.i = fsub contract double %a.sroa.74.32.copyload, %a.sroa.206.96.copyload
  %add.i.i89.i = fadd contract double %a.sroa.89.48.copyload, %a.sroa.221.112.copyload
  %add3.i.i90.i = fadd contract double %a.sroa.107.48.copyload, %a.sroa.237.112.copyload
  %sub.i.i93.i = fsub contract double %a.sroa.89.48.copyload, %a.sroa.221.112.copyload
  %sub3.i.i94.i = fsub contract double %a.sroa.107.48.copyload, %a.sroa.237.112.copyload
  %sub.i.i = fsub contract double %sub.i.i69.i, %sub3.i.i70.i
  %add.i.i = fadd contract double %sub.i.i69.i, %sub3.i.i70.i
  %mul.i98.i = fmul contract double %sub.i.i, 0x3FE6A09E667F3BCD
  %mul1.i.i = fmul contract double %add.i.i, 0x3FE6A09E667F3BCD
  %mul.i104.i = fmul contract double %sub.i.i81.i, 0.000000e+00
  %sub.i108.i = fsub contract double %mul.i104.i, %sub3.i.i82.i
  %mul9.i110.i = fmul contract double %sub3.i.i82.i, 0.000000e+00
  %add.i111.i = fadd contract double %sub.i.i81.i, %mul9.i110.i
  %mul.i116.i = fneg contract double %sub.i.i93.i
  %sub.i120.i = fsub contract double %mul.i116.i, %sub3.i.i94.i
  %add.i123.i = fsub contract double %sub.i.i93.i, %sub3.i.i94.i
  %mul.i127.i = fmul contract double %sub.i120.i, 0x3FE6A09E667F3BCD
  %mul1.i129.i = fmul contract double %add.i123.i, 0x3FE6A09E667F3BCD
  %add.i.i.i.i = fadd contract double %add.i.i.i, %add.i.i77.i
  %add3.i.i.i.i = fadd contract double %add3.i.i.i, %add3.i.i78.i
  %sub.i.i.i.i = fsub contract double %add.i.i.i, %add.i.i77.i
  %sub3.i.i.i.i = fsub contract double %add3.i.i.i, %add3.i.i78.i
  %add.i.i15.i.i = fadd contract double %add.i.i65.i, %add.i.i89.i
  %add3.i.i16.i.i = fadd contract double %add3.i.i66.i, %add3.i.i90.i
  %sub.i.i19.i.i = fsub contract double %add.i.i65.i, %add.i.i89.i
  %sub3.i.i20.i.i = fsub contract double %add3.i.i66.i, %add3.i.i90.i
  %mul.i.i.i = fmul contract double %sub.i.i19.i.i, 0.000000e+00
  %sub.i.i132.i = fsub contract double %mul.i.i.i, %sub3.i.i20.i.i
  %mul9.i.i.i = fmul contract double %sub3.i.i20.i.i, 0.000000e+00
  %add.i.i133.i = fadd contract double %sub.i.i19.i.i, %mul9.i.i.i
  %add.i.i29.i.i = fadd contract double %add.i.i.i.i, %add.i.i15.i.i
  %add3.i.i30.i.i = fadd contract double %add3.i.i.i.i, %add3.i.i16.i.i
  %sub.i.i33.i.i = fsub contract double %add.i.i.i.i, %add.i.i15.i.i
  %sub3.i.i34.i.i = fsub contract double %add3.i.i.i.i, %add3.i.i16.i.i
  %add.i.i41.i.i = fadd contract double %sub.i.i.i.i, %sub.i.i132.i
  %add3.i.i42.i.i = fadd contract double %sub3.i.i.i.i, %add.i.i133.i
  %sub.i.i45.i.i = fsub contract double %sub.i.i.i.i, %sub.i.i132.i
  %sub3.i.i46.i.i = fsub contract double %sub3.i.i.i.i, %add.i.i133.i
  %add.i.i.i140.i = fadd contract double %sub.i.i.i, %sub.i108.i
  %add3.i.i.i141.i = fadd contract double %sub3.i.i.i, %add.i111.i
  %sub.i.i.i144.i = fsub contract double %sub.i.i.i, %sub.i108.i
  %sub3.i.i.i145.i = fsub contract double %sub3.i.i.i, %add.i111.i
  %add.i.i15.i152.i = fadd contract double %mul.i98.i, %mul.i127.i
  %add3.i.i16.i153.i = fadd contract double %mul1.i.i, %mul1.i129.i
  %sub.i.i19.i156.i = fsub contract double %mul.i98.i, %mul.i127.i
  %sub3.i.i20.i157.i = fsub contract double %mul1.i.i, %mul1.i129.i
  %mul.i.i158.i = fmul contract double %sub.i.i19.i156.i, 0.000000e+00
  %sub.i.i159.i = fsub contract double %mul.i.i158.i, %sub3.i.i20.i157.i
  %mul9.i.i160.i = fmul contract double %sub3.i.i20.i157.i, 0.000000e+00
  %add.i.i161.i = fadd contract double %sub.i.i19.i156.i, %mul9.i.i160.i
  %add.i.i29.i166.i = fadd contract double %add.i.i.i140.i, %add.i.i15.i152.i
  %add3.i.i30.i167.i = fadd contract double %add3.i.i.i141.i, %add3.i.i16.i153.i
  %sub.i.i33.i170.i = fsub contract double %add.i.i.i140.i, %add.i.i15.i152.i
  %sub3.i.i34.i171.i = fsub contract double %add3.i.i.i141.i, %add3.i.i16.i153.i
  %add.i.i41.i176.i = fadd contract double %sub.i.i.i144.i, %sub.i.i159.i
  %add3.i.i42.i177.i = fadd contract double %sub3.i.i.i145.i, %add.i.i161.i
  %sub.i.i45.i180.i = fsub contract double %sub.i.i.i144.i, %sub.i.i159.i
  %sub3.i.i46.i181.i = fsub contract double %sub3.i.i.i145.i, %add.i.i161.i
  %conv3.i = uitofp nneg i32 %0 to double
  %mul4.i = fmul contract double %conv3.i, 0x3FA921FB54442D18
  %conv.i.i = fptrunc contract double %mul4.i to float
  %call.i.i.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.i) #5
  %conv1.i.i = fpext contract float %call.i.i.i to double
  %call.i7.i.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.i) #5
  %conv4.i.i = fpext contract float %call.i7.i.i to double
  %mul.i.i = fmul contract double %sub.i.i33.i.i, %conv1.i.i
  %mul3.i.i = fmul contract double %sub3.i.i34.i.i, %conv4.i.i
  %sub.i.i49 = fsub contract double %mul.i.i, %mul3.i.i
  %mul6.i.i = fmul contract double %sub.i.i33.i.i, %conv4.i.i
  %mul9.i.i = fmul contract double %sub3.i.i34.i.i, %conv1.i.i
  %add.i.i50 = fadd contract double %mul9.i.i, %mul6.i.i
  %mul4.1.i = fmul contract double %conv3.i, 0x3F9921FB54442D18
  %conv.i.1.i = fptrunc contract double %mul4.1.i to float
  %call.i.i.1.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.1.i) #5
  %conv1.i.1.i = fpext contract float %call.i.i.1.i to double
  %call.i7.i.1.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.1.i) #5
  %conv4.i.1.i = fpext contract float %call.i7.i.1.i to double
  %mul.i.1.i = fmul contract double %add.i.i41.i.i, %conv1.i.1.i
  %mul3.i.1.i = fmul contract double %add3.i.i42.i.i, %conv4.i.1.i
  %sub.i.1.i = fsub contract double %mul.i.1.i, %mul3.i.1.i
  %mul6.i.1.i = fmul contract double %add.i.i41.i.i, %conv4.i.1.i
  %mul9.i.1.i = fmul contract double %add3.i.i42.i.i, %conv1.i.1.i
  %add.i.1.i = fadd contract double %mul9.i.1.i, %mul6.i.1.i
  %mul4.2.i = fmul contract double %conv3.i, 0x3FB2D97C7F3321D2
  %conv.i.2.i = fptrunc contract double %mul4.2.i to float
  %call.i.i.2.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.2.i) #5
  %conv1.i.2.i = fpext contract float %call.i.i.2.i to double
  %call.i7.i.2.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.2.i) #5
  %conv4.i.2.i = fpext contract float %call.i7.i.2.i to double
  %mul.i.2.i = fmul contract double %sub.i.i45.i.i, %conv1.i.2.i
  %mul3.i.2.i = fmul contract double %sub3.i.i46.i.i, %conv4.i.2.i
  %sub.i.2.i = fsub contract double %mul.i.2.i, %mul3.i.2.i
  %mul6.i.2.i = fmul contract double %sub.i.i45.i.i, %conv4.i.2.i
  %mul9.i.2.i = fmul contract double %sub3.i.i46.i.i, %conv1.i.2.i
  %add.i.2.i = fadd contract double %mul9.i.2.i, %mul6.i.2.i
  %mul4.3.i = fmul contract double %conv3.i, 0x3F8921FB54442D18
  %conv.i.3.i = fptrunc contract double %mul4.3.i to float
  %call.i.i.3.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.3.i) #5
  %conv1.i.3.i = fpext contract float %call.i.i.3.i to double
  %call.i7.i.3.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.3.i) #5
  %conv4.i.3.i = fpext contract float %call.i7.i.3.i to double
  %mul.i.3.i = fmul contract double %add.i.i29.i166.i, %conv1.i.3.i
  %mul3.i.3.i = fmul contract double %add3.i.i30.i167.i, %conv4.i.3.i
  %sub.i.3.i = fsub contract double %mul.i.3.i, %mul3.i.3.i
  %mul6.i.3.i = fmul contract double %add.i.i29.i166.i, %conv4.i.3.i
  %mul9.i.3.i = fmul contract double %add3.i.i30.i167.i, %conv1.i.3.i
  %add.i.3.i = fadd contract double %mul9.i.3.i, %mul6.i.3.i
  %mul4.4.i = fmul contract double %conv3.i, 0x3FAF6A7A2955385E
  %conv.i.4.i = fptrunc contract double %mul4.4.i to float
  %call.i.i.4.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.4.i) #5
  %conv1.i.4.i = fpext contract float %call.i.i.4.i to double
  %call.i7.i.4.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.4.i) #5
  %conv4.i.4.i = fpext contract float %call.i7.i.4.i to double
  %mul.i.4.i = fmul contract double %sub.i.i33.i170.i, %conv1.i.4.i
  %mul3.i.4.i = fmul contract double %sub3.i.i34.i171.i, %conv4.i.4.i
  %sub.i.4.i = fsub contract double %mul.i.4.i, %mul3.i.4.i
  %mul6.i.4.i = fmul contract double %sub.i.i33.i170.i, %conv4.i.4.i
  %mul9.i.4.i = fmul contract double %sub3.i.i34.i171.i, %conv1.i.4.i
  %add.i.4.i = fadd contract double %mul9.i.4.i, %mul6.i.4.i
  %mul4.5.i = fmul contract double %conv3.i, 0x3FA2D97C7F3321D2
  %conv.i.5.i = fptrunc contract double %mul4.5.i to float
  %call.i.i.5.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.5.i) #5
  %conv1.i.5.i = fpext contract float %call.i.i.5.i to double
  %call.i7.i.5.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.5.i) #5
  %conv4.i.5.i = fpext contract float %call.i7.i.5.i to double
  %mul.i.5.i = fmul contract double %add.i.i41.i176.i, %conv1.i.5.i
  %mul3.i.5.i = fmul contract double %add3.i.i42.i177.i, %conv4.i.5.i
  %sub.i.5.i = fsub contract double %mul.i.5.i, %mul3.i.5.i
  %mul6.i.5.i = fmul contract double %add.i.i41.i176.i, %conv4.i.5.i
  %mul9.i.5.i = fmul contract double %add3.i.i42.i177.i, %conv1.i.5.i
  %add.i.5.i = fadd contract double %mul9.i.5.i, %mul6.i.5.i
  %mul4.6.i = fmul contract double %conv3.i, 0x3FB5FDBBE9BBA775
  %conv.i.6.i = fptrunc contract double %mul4.6.i to float
  %call.i.i.6.i = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.6.i) #5
  %conv1.i.6.i = fpext contract float %call.i.i.6.i to double
  %call.i7.i.6.i = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.6.i) #5
  %conv4.i.6.i = fpext contract float %call.i7.i.6.i to double
  %mul.i.6.i = fmul contract double %sub.i.i45.i180.i, %conv1.i.6.i
  %mul3.i.6.i = fmul contract double %sub3.i.i46.i181.i, %conv4.i.6.i
  %sub.i.6.i = fsub contract double %mul.i.6.i, %mul3.i.6.i
  %mul6.i.6.i = fmul contract double %sub.i.i45.i180.i, %conv4.i.6.i
  %mul9.i.6.i = fmul contract double %sub3.i.i46.i181.i, %conv1.i.6.i
  %add.i.6.i = fadd contract double %mul9.i.6.i, %mul6.i.6.i
  %mul9 = and i32 %0, 1016
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom
  %mul11 = mul nuw nsw i32 %and, 66
  %add12 = add nuw nsw i32 %mul11, %shr
  %idxprom13 = zext nneg i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom13
  store double %add.i.i29.i.i, ptr %arrayidx, align 8, !tbaa !10
  %arrayidx3.1.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 528
  store double %sub.i.3.i, ptr %arrayidx3.1.i.i, align 8, !tbaa !10
  %arrayidx3.2.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1056
  store double %sub.i.1.i, ptr %arrayidx3.2.i.i, align 8, !tbaa !10
  %arrayidx3.3.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1584
  store double %sub.i.5.i, ptr %arrayidx3.3.i.i, align 8, !tbaa !10
  %arrayidx3.4.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2112
  store double %sub.i.i49, ptr %arrayidx3.4.i.i, align 8, !tbaa !10
  %arrayidx3.5.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2640
  store double %sub.i.4.i, ptr %arrayidx3.5.i.i, align 8, !tbaa !10
  %arrayidx3.6.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3168
  store double %sub.i.2.i, ptr %arrayidx3.6.i.i, align 8, !tbaa !10
  %arrayidx3.7.i.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3696
  store double %sub.i.6.i, ptr %arrayidx3.7.i.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4 = load double, ptr %arrayidx14, align 8, !tbaa !10
  %arrayidx.1.i23.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 64
  %5 = load double, ptr %arrayidx.1.i23.i, align 8, !tbaa !10
  %arrayidx.2.i25.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 128
  %6 = load double, ptr %arrayidx.2.i25.i, align 8, !tbaa !10
  %arrayidx.3.i27.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 192
  %7 = load double, ptr %arrayidx.3.i27.i, align 8, !tbaa !10
  %arrayidx.4.i29.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 256
  %8 = load double, ptr %arrayidx.4.i29.i, align 8, !tbaa !10
  %arrayidx.5.i31.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 320
  %9 = load double, ptr %arrayidx.5.i31.i, align 8, !tbaa !10
  %arrayidx.6.i33.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 384
  %10 = load double, ptr %arrayidx.6.i33.i, align 8, !tbaa !10
  %arrayidx.7.i35.i = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 448
  %11 = load double, ptr %arrayidx.7.i35.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store double %add3.i.i30.i.i, ptr %arrayidx, align 8, !tbaa !10
  store double %add.i.3.i, ptr %arrayidx3.1.i.i, align 8, !tbaa !10
  store double %add.i.1.i, ptr %arrayidx3.2.i.i, align 8, !tbaa !10
  store double %add.i.5.i, ptr %arrayidx3.3.i.i, align 8, !tbaa !10
  store double %add.i.i50, ptr %arrayidx3.4.i.i, align 8, !tbaa !10
  store double %add.i.4.i, ptr %arrayidx3.5.i.i, align 8, !tbaa !10
  store double %add.i.2.i, ptr %arrayidx3.6.i.i, align 8, !tbaa !10
  store double %add.i.6.i, ptr %arrayidx3.7.i.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load double, ptr %arrayidx14, align 8, !tbaa !10
  %13 = load double, ptr %arrayidx.1.i23.i, align 8, !tbaa !10
  %14 = load double, ptr %arrayidx.2.i25.i, align 8, !tbaa !10
  %15 = load double, ptr %arrayidx.3.i27.i, align 8, !tbaa !10
  %16 = load double, ptr %arrayidx.4.i29.i, align 8, !tbaa !10
  %17 = load double, ptr %arrayidx.5.i31.i, align 8, !tbaa !10
  %18 = load double, ptr %arrayidx.6.i33.i, align 8, !tbaa !10
  %19 = load double, ptr %arrayidx.7.i35.i, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add.i.i.i64 = fadd contract double %4, %8
  %add3.i.i.i65 = fadd contract double %12, %16
  %sub.i.i.i66 = fsub contract double %4, %8
  %sub3.i.i.i67 = fsub contract double %12, %16
  %add.i.i65.i76 = fadd contract double %5, %9
  %add3.i.i66.i77 = fadd contract double %13, %17
  %sub.i.i69.i78 = fsub contract double %5, %9
  %sub3.i.i70.i79 = fsub contract double %13, %17
  %add.i.i77.i88 = fadd contract double %6, %10
  %add3.i.i78.i89 = fadd contract double %14, %18
  %sub.i.i81.i90 = fsub contract double %6, %10
  %sub3.i.i82.i91 = fsub contract double %14, %18
  %add.i.i89.i100 = fadd contract double %7, %11
  %add3.i.i90.i101 = fadd contract double %15, %19
  %sub.i.i93.i102 = fsub contract double %7, %11
  %sub3.i.i94.i103 = fsub contract double %15, %19
  %sub.i.i104 = fsub contract double %sub.i.i69.i78, %sub3.i.i70.i79
  %add.i.i105 = fadd contract double %sub.i.i69.i78, %sub3.i.i70.i79
  %mul.i98.i106 = fmul contract double %sub.i.i104, 0x3FE6A09E667F3BCD
  %mul1.i.i107 = fmul contract double %add.i.i105, 0x3FE6A09E667F3BCD
  %mul.i104.i108 = fmul contract double %sub.i.i81.i90, 0.000000e+00
  %sub.i108.i109 = fsub contract double %mul.i104.i108, %sub3.i.i82.i91
  %mul9.i110.i110 = fmul contract double %sub3.i.i82.i91, 0.000000e+00
  %add.i111.i111 = fadd contract double %sub.i.i81.i90, %mul9.i110.i110
  %mul.i116.i112 = fneg contract double %sub.i.i93.i102
  %sub.i120.i113 = fsub contract double %mul.i116.i112, %sub3.i.i94.i103
  %add.i123.i114 = fsub contract double %sub.i.i93.i102, %sub3.i.i94.i103
  %mul.i127.i115 = fmul contract double %sub.i120.i113, 0x3FE6A09E667F3BCD
  %mul1.i129.i116 = fmul contract double %add.i123.i114, 0x3FE6A09E667F3BCD
  %add.i.i.i.i117 = fadd contract double %add.i.i.i64, %add.i.i77.i88
  %add3.i.i.i.i118 = fadd contract double %add3.i.i.i65, %add3.i.i78.i89
  %sub.i.i.i.i119 = fsub contract double %add.i.i.i64, %add.i.i77.i88
  %sub3.i.i.i.i120 = fsub contract double %add3.i.i.i65, %add3.i.i78.i89
  %add.i.i15.i.i121 = fadd contract double %add.i.i65.i76, %add.i.i89.i100
  %add3.i.i16.i.i122 = fadd contract double %add3.i.i66.i77, %add3.i.i90.i101
  %sub.i.i19.i.i123 = fsub contract double %add.i.i65.i76, %add.i.i89.i100
  %sub3.i.i20.i.i124 = fsub contract double %add3.i.i66.i77, %add3.i.i90.i101
  %mul.i.i.i125 = fmul contract double %sub.i.i19.i.i123, 0.000000e+00
  %sub.i.i132.i126 = fsub contract double %mul.i.i.i125, %sub3.i.i20.i.i124
  %mul9.i.i.i127 = fmul contract double %sub3.i.i20.i.i124, 0.000000e+00
  %add.i.i133.i128 = fadd contract double %sub.i.i19.i.i123, %mul9.i.i.i127
  %add.i.i29.i.i129 = fadd contract double %add.i.i.i.i117, %add.i.i15.i.i121
  %add3.i.i30.i.i130 = fadd contract double %add3.i.i.i.i118, %add3.i.i16.i.i122
  %sub.i.i33.i.i131 = fsub contract double %add.i.i.i.i117, %add.i.i15.i.i121
  %sub3.i.i34.i.i132 = fsub contract double %add3.i.i.i.i118, %add3.i.i16.i.i122
  %add.i.i41.i.i133 = fadd contract double %sub.i.i.i.i119, %sub.i.i132.i126
  %add3.i.i42.i.i134 = fadd contract double %sub3.i.i.i.i120, %add.i.i133.i128
  %sub.i.i45.i.i135 = fsub contract double %sub.i.i.i.i119, %sub.i.i132.i126
  %sub3.i.i46.i.i136 = fsub contract double %sub3.i.i.i.i120, %add.i.i133.i128
  %add.i.i.i140.i137 = fadd contract double %sub.i.i.i66, %sub.i108.i109
  %add3.i.i.i141.i138 = fadd contract double %sub3.i.i.i67, %add.i111.i111
  %sub.i.i.i144.i139 = fsub contract double %sub.i.i.i66, %sub.i108.i109
  %sub3.i.i.i145.i140 = fsub contract double %sub3.i.i.i67, %add.i111.i111
  %add.i.i15.i152.i141 = fadd contract double %mul.i98.i106, %mul.i127.i115
  %add3.i.i16.i153.i142 = fadd contract double %mul1.i.i107, %mul1.i129.i116
  %sub.i.i19.i156.i143 = fsub contract double %mul.i98.i106, %mul.i127.i115
  %sub3.i.i20.i157.i144 = fsub contract double %mul1.i.i107, %mul1.i129.i116
  %mul.i.i158.i145 = fmul contract double %sub.i.i19.i156.i143, 0.000000e+00
  %sub.i.i159.i146 = fsub contract double %mul.i.i158.i145, %sub3.i.i20.i157.i144
  %mul9.i.i160.i147 = fmul contract double %sub3.i.i20.i157.i144, 0.000000e+00
  %add.i.i161.i148 = fadd contract double %sub.i.i19.i156.i143, %mul9.i.i160.i147
  %add.i.i29.i166.i149 = fadd contract double %add.i.i.i140.i137, %add.i.i15.i152.i141
  %add3.i.i30.i167.i150 = fadd contract double %add3.i.i.i141.i138, %add3.i.i16.i153.i142
  %sub.i.i33.i170.i151 = fsub contract double %add.i.i.i140.i137, %add.i.i15.i152.i141
  %sub3.i.i34.i171.i152 = fsub contract double %add3.i.i.i141.i138, %add3.i.i16.i153.i142
  %add.i.i41.i176.i153 = fadd contract double %sub.i.i.i144.i139, %sub.i.i159.i146
  %add3.i.i42.i177.i154 = fadd contract double %sub3.i.i.i145.i140, %add.i.i161.i148
  %sub.i.i45.i180.i155 = fsub contract double %sub.i.i.i144.i139, %sub.i.i159.i146
  %sub3.i.i46.i181.i156 = fsub contract double %sub3.i.i.i145.i140, %add.i.i161.i148
  %conv3.i157 = uitofp nneg i32 %shr to double
  %mul4.i162 = fmul contract double %conv3.i157, 0x3FD921FB54442D18
  %conv.i.i163 = fptrunc contract double %mul4.i162 to float
  %call.i.i.i164 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.i163) #5
  %conv1.i.i165 = fpext contract float %call.i.i.i164 to double
  %call.i7.i.i166 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.i163) #5
  %conv4.i.i167 = fpext contract float %call.i7.i.i166 to double
  %mul.i.i168 = fmul contract double %sub.i.i33.i.i131, %conv1.i.i165
  %mul3.i.i169 = fmul contract double %sub3.i.i34.i.i132, %conv4.i.i167
  %sub.i.i170 = fsub contract double %mul.i.i168, %mul3.i.i169
  %mul6.i.i171 = fmul contract double %sub.i.i33.i.i131, %conv4.i.i167
  %mul9.i.i172 = fmul contract double %sub3.i.i34.i.i132, %conv1.i.i165
  %add.i.i173 = fadd contract double %mul9.i.i172, %mul6.i.i171
  %mul4.1.i178 = fmul contract double %conv3.i157, 0x3FC921FB54442D18
  %conv.i.1.i179 = fptrunc contract double %mul4.1.i178 to float
  %call.i.i.1.i180 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.1.i179) #5
  %conv1.i.1.i181 = fpext contract float %call.i.i.1.i180 to double
  %call.i7.i.1.i182 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.1.i179) #5
  %conv4.i.1.i183 = fpext contract float %call.i7.i.1.i182 to double
  %mul.i.1.i184 = fmul contract double %add.i.i41.i.i133, %conv1.i.1.i181
  %mul3.i.1.i185 = fmul contract double %add3.i.i42.i.i134, %conv4.i.1.i183
  %sub.i.1.i186 = fsub contract double %mul.i.1.i184, %mul3.i.1.i185
  %mul6.i.1.i187 = fmul contract double %add.i.i41.i.i133, %conv4.i.1.i183
  %mul9.i.1.i188 = fmul contract double %add3.i.i42.i.i134, %conv1.i.1.i181
  %add.i.1.i189 = fadd contract double %mul9.i.1.i188, %mul6.i.1.i187
  %mul4.2.i194 = fmul contract double %conv3.i157, 0x3FE2D97C7F3321D2
  %conv.i.2.i195 = fptrunc contract double %mul4.2.i194 to float
  %call.i.i.2.i196 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.2.i195) #5
  %conv1.i.2.i197 = fpext contract float %call.i.i.2.i196 to double
  %call.i7.i.2.i198 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.2.i195) #5
  %conv4.i.2.i199 = fpext contract float %call.i7.i.2.i198 to double
  %mul.i.2.i200 = fmul contract double %sub.i.i45.i.i135, %conv1.i.2.i197
  %mul3.i.2.i201 = fmul contract double %sub3.i.i46.i.i136, %conv4.i.2.i199
  %sub.i.2.i202 = fsub contract double %mul.i.2.i200, %mul3.i.2.i201
  %mul6.i.2.i203 = fmul contract double %sub.i.i45.i.i135, %conv4.i.2.i199
  %mul9.i.2.i204 = fmul contract double %sub3.i.i46.i.i136, %conv1.i.2.i197
  %add.i.2.i205 = fadd contract double %mul9.i.2.i204, %mul6.i.2.i203
  %mul4.3.i210 = fmul contract double %conv3.i157, 0x3FB921FB54442D18
  %conv.i.3.i211 = fptrunc contract double %mul4.3.i210 to float
  %call.i.i.3.i212 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.3.i211) #5
  %conv1.i.3.i213 = fpext contract float %call.i.i.3.i212 to double
  %call.i7.i.3.i214 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.3.i211) #5
  %conv4.i.3.i215 = fpext contract float %call.i7.i.3.i214 to double
  %mul.i.3.i216 = fmul contract double %add.i.i29.i166.i149, %conv1.i.3.i213
  %mul3.i.3.i217 = fmul contract double %add3.i.i30.i167.i150, %conv4.i.3.i215
  %sub.i.3.i218 = fsub contract double %mul.i.3.i216, %mul3.i.3.i217
  %mul6.i.3.i219 = fmul contract double %add.i.i29.i166.i149, %conv4.i.3.i215
  %mul9.i.3.i220 = fmul contract double %add3.i.i30.i167.i150, %conv1.i.3.i213
  %add.i.3.i221 = fadd contract double %mul9.i.3.i220, %mul6.i.3.i219
  %mul4.4.i226 = fmul contract double %conv3.i157, 0x3FDF6A7A2955385E
  %conv.i.4.i227 = fptrunc contract double %mul4.4.i226 to float
  %call.i.i.4.i228 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.4.i227) #5
  %conv1.i.4.i229 = fpext contract float %call.i.i.4.i228 to double
  %call.i7.i.4.i230 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.4.i227) #5
  %conv4.i.4.i231 = fpext contract float %call.i7.i.4.i230 to double
  %mul.i.4.i232 = fmul contract double %sub.i.i33.i170.i151, %conv1.i.4.i229
  %mul3.i.4.i233 = fmul contract double %sub3.i.i34.i171.i152, %conv4.i.4.i231
  %sub.i.4.i234 = fsub contract double %mul.i.4.i232, %mul3.i.4.i233
  %mul6.i.4.i235 = fmul contract double %sub.i.i33.i170.i151, %conv4.i.4.i231
  %mul9.i.4.i236 = fmul contract double %sub3.i.i34.i171.i152, %conv1.i.4.i229
  %add.i.4.i237 = fadd contract double %mul9.i.4.i236, %mul6.i.4.i235
  %mul4.5.i242 = fmul contract double %conv3.i157, 0x3FD2D97C7F3321D2
  %conv.i.5.i243 = fptrunc contract double %mul4.5.i242 to float
  %call.i.i.5.i244 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.5.i243) #5
  %conv1.i.5.i245 = fpext contract float %call.i.i.5.i244 to double
  %call.i7.i.5.i246 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.5.i243) #5
  %conv4.i.5.i247 = fpext contract float %call.i7.i.5.i246 to double
  %mul.i.5.i248 = fmul contract double %add.i.i41.i176.i153, %conv1.i.5.i245
  %mul3.i.5.i249 = fmul contract double %add3.i.i42.i177.i154, %conv4.i.5.i247
  %sub.i.5.i250 = fsub contract double %mul.i.5.i248, %mul3.i.5.i249
  %mul6.i.5.i251 = fmul contract double %add.i.i41.i176.i153, %conv4.i.5.i247
  %mul9.i.5.i252 = fmul contract double %add3.i.i42.i177.i154, %conv1.i.5.i245
  %add.i.5.i253 = fadd contract double %mul9.i.5.i252, %mul6.i.5.i251
  %mul4.6.i258 = fmul contract double %conv3.i157, 0x3FE5FDBBE9BBA775
  %conv.i.6.i259 = fptrunc contract double %mul4.6.i258 to float
  %call.i.i.6.i260 = tail call contract noundef float @__nv_fast_cosf(float noundef %conv.i.6.i259) #5
  %conv1.i.6.i261 = fpext contract float %call.i.i.6.i260 to double
  %call.i7.i.6.i262 = tail call contract noundef float @__nv_fast_sinf(float noundef %conv.i.6.i259) #5
  %conv4.i.6.i263 = fpext contract float %call.i7.i.6.i262 to double
  %mul.i.6.i264 = fmul contract double %sub.i.i45.i180.i155, %conv1.i.6.i261
  %mul3.i.6.i265 = fmul contract double %sub3.i.i46.i181.i156, %conv4.i.6.i263
  %sub.i.6.i266 = fsub contract double %mul.i.6.i264, %mul3.i.6.i265
  %mul6.i.6.i267 = fmul contract double %sub.i.i45.i180.i155, %conv4.i.6.i263
  %mul9.i.6.i268 = fmul contract double %sub3.i.i46.i181.i156, %conv1.i.6.i261
  %add.i.6.i269 = fadd contract double %mul9.i.6.i268, %mul6.i.6.i267
  %mul23 = mul nuw nsw i32 %mul9, 9
  %add24 = or disjoint i32 %mul23, %and
  %idxprom25 = zext nneg i32 %add24 to i64
  %arrayidx26 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14IFFT512_deviceI7double2dEvPT_E4smem to ptr), i64 %idxprom25
  store double %add.i.i29.i.i129, ptr %arrayidx, align 8, !tbaa !10
  %arrayidx3.1.i.i271 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 576
  store double %sub.i.3.i218, ptr %arrayidx3.1.i.i271, align 8, !tbaa !10
  %arrayidx3.2.i.i273 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1152
  store double %sub.i.1.i186, ptr %arrayidx3.2.i.i273, align 8, !tbaa !10
  %arrayidx3.3.i.i275 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1728
  store double %sub.i.5.i250, ptr %arrayidx3.3.i.i275, align 8, !tbaa !10
  %arrayidx3.4.i.i277 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2304
  store double %sub.i.i170, ptr %arrayidx3.4.i.i277, align 8, !tbaa !10
  %arrayidx3.5.i.i279 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2880
  store double %sub.i.4.i234, ptr %arrayidx3.5.i.i279, align 8, !tbaa !10
  %arrayidx3.6.i.i281 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3456
  store double %sub.i.2.i202, ptr %arrayidx3.6.i.i281, align 8, !tbaa !10
  %arrayidx3.7.i.i283 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4032
  store double %sub.i.6.i266, ptr %arrayidx3.7.i.i283, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load double, ptr %arrayidx26, align 8, !tbaa !10
  %arrayidx.1.i23.i284 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 64
  %21 = load double, ptr %arrayidx.1.i23.i284, align 8, !tbaa !10
  %arrayidx.2.i25.i285 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 128
  %22 = load double, ptr %arrayidx.2.i25.i285, align 8, !tbaa !10
  %arrayidx.3.i27.i286 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 192
  %23 = load double, ptr %arrayidx.3.i27.i286, align 8, !tbaa !10
  %arrayidx.4.i29.i287 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 256
  %24 = load double, ptr %arrayidx.4.i29.i287, align 8, !tbaa !10
  %arrayidx.5.i31.i288 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 320
  %25 = load double, ptr %arrayidx.5.i31.i288, align 8, !tbaa !10
  %arrayidx.6.i33.i289 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 384
  %26 = load double, ptr %arrayidx.6.i33.i289, align 8, !tbaa !10
  %arrayidx.7.i35.i290 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 448
  %27 = load double, ptr %arrayidx.7.i35.i290, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store double %add3.i.i30.i.i130, ptr %arrayidx, align 8, !tbaa !10
  store double %add.i.3.i221, ptr %arrayidx3.1.i.i271, align 8, !tbaa !10
  store double %add.i.1.i189, ptr %arrayidx3.2.i.i273, align 8, !tbaa !10
  store double %add.i.5.i253, ptr %arrayidx3.3.i.i275, align 8, !tbaa !10
  store double %add.i.i173, ptr %arrayidx3.4.i.i277, align 8, !tbaa !10
  store double %add.i.4.i237, ptr %arrayidx3.5.i.i279, align 8, !tbaa !10
  store double %add.i.2.i205, ptr %arrayidx3.6.i.i281, align 8, !tbaa !10
  store double %add.i.6.i269, ptr %arrayidx3.7.i.i283, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = load double, ptr %arrayidx26, align 8, !tbaa !10
  %29 = load double, ptr %arrayidx.1.i23.i284, align 8, !tbaa !10
  %30 = load double, ptr %arrayidx.2.i25.i285, align 8, !tbaa !10
  %31 = load double, ptr %arrayidx.3.i27.i286, align 8, !tbaa !10
  %32 = load double, ptr %arrayidx.4.i29.i287, align 8, !tbaa !10
  %33 = load double, ptr %arrayidx.5.i31.i288, align 8, !tbaa !10
  %34 = load double, ptr %arrayidx.6.i33.i289, align 8, !tbaa !10
  %35 = load double, ptr %arrayidx.7.i35.i290, align 8, !tbaa !10
  %add.i.i.i306 = fadd contract double %20, %24
  %add3.i.i.i307 = fadd contract double %28, %32
  %sub.i.i.i308 = fsub contract double %20, %24
  %sub3.i.i.i309 = fsub contract double %28, %32
  %add.i.i65.i318 = fadd contract double %21, %25
  %add3.i.i66.i319 = fadd contract double %29, %33
  %sub.i.i69.i320 = fsub contract double %21, %25
  %sub3.i.i70.i321 = fsub contract double %29, %33
  %add.i.i77.i330 = fadd contract double %22, %26
  %add3.i.i78.i331 = fadd contract double %30, %34
  %sub.i.i81.i332 = fsub contract double %22, %26
  %sub3.i.i82.i333 = fsub contract double %30, %34
  %add.i.i89.i342 = fadd contract double %23, %27
  %add3.i.i90.i343 = fadd contract double %31, %35
  %sub.i.i93.i344 = fsub contract double %23, %27
  %sub3.i.i94.i345 = fsub contract double %31, %35
  %sub.i.i346 = fsub contract double %sub.i.i69.i320, %sub3.i.i70.i321
  %add.i.i347 = fadd contract double %sub3.i.i70.i321, %sub.i.i69.i320
  %mul.i98.i348 = fmul contract double %sub.i.i346, 0x3FE6A09E667F3BCD
  %mul1.i.i349 = fmul contract double %add.i.i347, 0x3FE6A09E667F3BCD
  %mul.i104.i350 = fmul contract double %sub.i.i81.i332, 0.000000e+00
  %sub.i108.i351 = fsub contract double %mul.i104.i350, %sub3.i.i82.i333
  %mul9.i110.i352 = fmul contract double %sub3.i.i82.i333, 0.000000e+00
  %add.i111.i353 = fadd contract double %mul9.i110.i352, %sub.i.i81.i332
  %mul.i116.i354 = fneg contract double %sub.i.i93.i344
  %sub.i120.i355 = fsub contract double %mul.i116.i354, %sub3.i.i94.i345
  %add.i123.i356 = fsub contract double %sub.i.i93.i344, %sub3.i.i94.i345
  %mul.i127.i357 = fmul contract double %sub.i120.i355, 0x3FE6A09E667F3BCD
  %mul1.i129.i358 = fmul contract double %add.i123.i356, 0x3FE6A09E667F3BCD
  %add.i.i.i.i359 = fadd contract double %add.i.i.i306, %add.i.i77.i330
  %add3.i.i.i.i360 = fadd contract double %add3.i.i.i307, %add3.i.i78.i331
  %sub.i.i.i.i361 = fsub contract double %add.i.i.i306, %add.i.i77.i330
  %sub3.i.i.i.i362 = fsub contract double %add3.i.i.i307, %add3.i.i78.i331
  %add.i.i15.i.i363 = fadd contract double %add.i.i65.i318, %add.i.i89.i342
  %add3.i.i16.i.i364 = fadd contract double %add3.i.i66.i319, %add3.i.i90.i343
  %sub.i.i19.i.i365 = fsub contract double %add.i.i65.i318, %add.i.i89.i342
  %sub3.i.i20.i.i366 = fsub contract double %add3.i.i66.i319, %add3.i.i90.i343
  %mul.i.i.i367 = fmul contract double %sub.i.i19.i.i365, 0.000000e+00
  %sub.i.i132.i368 = fsub contract double %mul.i.i.i367, %sub3.i.i20.i.i366
  %mul9.i.i.i369 = fmul contract double %sub3.i.i20.i.i366, 0.000000e+00
  %add.i.i133.i370 = fadd contract double %mul9.i.i.i369, %sub.i.i19.i.i365
  %add.i.i29.i.i371 = fadd contract double %add.i.i.i.i359, %add.i.i15.i.i363
  %add3.i.i30.i.i372 = fadd contract double %add3.i.i.i.i360, %add3.i.i16.i.i364
  %sub.i.i33.i.i373 = fsub contract double %add.i.i.i.i359, %add.i.i15.i.i363
  %sub3.i.i34.i.i374 = fsub contract double %add3.i.i.i.i360, %add3.i.i16.i.i364
  %add.i.i41.i.i375 = fadd contract double %sub.i.i.i.i361, %sub.i.i132.i368
  %add3.i.i42.i.i376 = fadd contract double %sub3.i.i.i.i362, %add.i.i133.i370
  %sub.i.i45.i.i377 = fsub contract double %sub.i.i.i.i361, %sub.i.i132.i368
  %sub3.i.i46.i.i378 = fsub contract double %sub3.i.i.i.i362, %add.i.i133.i370
  %add.i.i.i140.i379 = fadd contract double %sub.i.i.i308, %sub.i108.i351
  %add3.i.i.i141.i380 = fadd contract double %sub3.i.i.i309, %add.i111.i353
  %sub.i.i.i144.i381 = fsub contract double %sub.i.i.i308, %sub.i108.i351
  %sub3.i.i.i145.i382 = fsub contract double %sub3.i.i.i309, %add.i111.i353
  %add.i.i15.i152.i383 = fadd contract double %mul.i98.i348, %mul.i127.i357
  %add3.i.i16.i153.i384 = fadd contract double %mul1.i.i349, %mul1.i129.i358
  %sub.i.i19.i156.i385 = fsub contract double %mul.i98.i348, %mul.i127.i357
  %sub3.i.i20.i157.i386 = fsub contract double %mul1.i.i349, %mul1.i129.i358
  %mul.i.i158.i387 = fmul contract double %sub.i.i19.i156.i385, 0.000000e+00
  %sub.i.i159.i388 = fsub contract double %mul.i.i158.i387, %sub3.i.i20.i157.i386
  %mul9.i.i160.i389 = fmul contract double %sub3.i.i20.i157.i386, 0.000000e+00
  %add.i.i161.i390 = fadd contract double %sub.i.i19.i156.i385, %mul9.i.i160.i389
  %add.i.i29.i166.i391 = fadd contract double %add.i.i.i140.i379, %add.i.i15.i152.i383
  %add3.i.i30.i167.i392 = fadd contract double %add3.i.i.i141.i380, %add3.i.i16.i153.i384
  %sub.i.i33.i170.i393 = fsub contract double %add.i.i.i140.i379, %add.i.i15.i152.i383
  %sub3.i.i34.i171.i394 = fsub contract double %add3.i.i.i141.i380, %add3.i.i16.i153.i384
  %add.i.i41.i176.i395 = fadd contract double %sub.i.i.i144.i381, %sub.i.i159.i388
  %add3.i.i42.i177.i396 = fadd contract double %sub3.i.i.i145.i382, %add.i.i161.i390
  %sub.i.i45.i180.i397 = fsub contract double %sub.i.i.i144.i381, %sub.i.i159.i388
  %sub3.i.i46.i181.i398 = fsub contract double %sub3.i.i.i145.i382, %add.i.i161.i390
  %div = fmul contract double %add.i.i29.i.i371, 0x3F60000000000000
  %div32 = fmul contract double %add3.i.i30.i.i372, 0x3F60000000000000
  %div.1 = fmul contract double %sub.i.i33.i.i373, 0x3F60000000000000
  %div32.1 = fmul contract double %sub3.i.i34.i.i374, 0x3F60000000000000
  %div.2 = fmul contract double %add.i.i41.i.i375, 0x3F60000000000000
  %div32.2 = fmul contract double %add3.i.i42.i.i376, 0x3F60000000000000
  %div.3 = fmul contract double %sub.i.i45.i.i377, 0x3F60000000000000
  %div32.3 = fmul contract double %sub3.i.i46.i.i378, 0x3F60000000000000
  %div.4 = fmul contract double %add.i.i29.i166.i391, 0x3F60000000000000
  %div32.4 = fmul contract double %add3.i.i30.i167.i392, 0x3F60000000000000
  %div.5 = fmul contract double %sub.i.i33.i170.i393, 0x3F60000000000000
  %div32.5 = fmul contract double %sub3.i.i34.i171.i394, 0x3F60000000000000
  %div.6 = fmul contract double %add.i.i41.i176.i395, 0x3F60000000000000
  %div32.6 = fmul contract double %add3.i.i42.i177.i396, 0x3F60000000000000
  %div.7 = fmul contract double %sub.i.i45.i180.i397, 0x3F60000000000000
  %div32.7 = fmul contract double %sub3.i.i46.i181.i398, 0x3F60000000000000
  store double %div, ptr %add.ptr, align 16, !tbaa !10
  store double %div32, ptr %a.sroa.16.0.add.ptr.sroa_idx, align 8, !tbaa !10
  store double %div.4, ptr %arrayidx.1.i, align 16, !tbaa !10
  store double %div32.4, ptr %a.sroa.43.16.arrayidx.1.i.sroa_idx, align 8, !tbaa !10
  store double %div.2, ptr %arrayidx.2.i, align 16, !tbaa !10
  store double %div32.2, ptr %a.sroa.74.32.arrayidx.2.i.sroa_idx, align 8, !tbaa !10
  store double %div.6, ptr %arrayidx.3.i, align 16, !tbaa !10
  store double %div32.6, ptr %a.sroa.107.48.arrayidx.3.i.sroa_idx, align 8, !tbaa !10
  store double %div.1, ptr %arrayidx.4.i, align 16, !tbaa !10
  store double %div32.1, ptr %a.sroa.140.64.arrayidx.4.i.sroa_idx, align 8, !tbaa !10
  store double %div.5, ptr %arrayidx.5.i, align 16, !tbaa !10
  store double %div32.5, ptr %a.sroa.173.80.arrayidx.5.i.sroa_idx, align 8, !tbaa !10
  store double %div.3, ptr %arrayidx.6.i, align 16, !tbaa !10
  store double %div32.3, ptr %a.sroa.206.96.arrayidx.6.i.sroa_idx, align 8, !tbaa !10
  store double %div.7, ptr %arrayidx.7.i, align 16, !tbaa !10
  store double %div32.7, ptr %a.sroa.237.112.arrayidx.7.i.sroa_idx, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13chk512_deviceI6float2EvPKT_iPc(ptr noalias noundef readonly captures(none) %work, i32 noundef %half_n_cmplx, ptr noalias noundef writeonly captures(none) %fail) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.float2, ptr %work, i64 %idx.ext
  %4 = load float, ptr %add.ptr, align 8
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 512
  %5 = load float, ptr %arrayidx.1, align 8
  %arrayidx.1.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 516
  %6 = load float, ptr %arrayidx.1.sroa_idx, align 4
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %7 = load float, ptr %arrayidx.2, align 8
  %arrayidx.2.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1028
  %8 = load float, ptr %arrayidx.2.sroa_idx, align 4
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1536
  %9 = load float, ptr %arrayidx.3, align 8
  %arrayidx.3.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1540
  %10 = load float, ptr %arrayidx.3.sroa_idx, align 4
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %11 = load float, ptr %arrayidx.4, align 8
  %arrayidx.4.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2052
  %12 = load float, ptr %arrayidx.4.sroa_idx, align 4
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2560
  %13 = load float, ptr %arrayidx.5, align 8
  %arrayidx.5.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2564
  %14 = load float, ptr %arrayidx.5.sroa_idx, align 4
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %15 = load float, ptr %arrayidx.6, align 8
  %arrayidx.6.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3076
  %16 = load float, ptr %arrayidx.6.sroa_idx, align 4
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3584
  %17 = load float, ptr %arrayidx.7, align 8
  %arrayidx.7.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3588
  %18 = load float, ptr %arrayidx.7.sroa_idx, align 4
  %idxprom14 = sext i32 %half_n_cmplx to i64
  %arrayidx15 = getelementptr inbounds %struct.float2, ptr %add.ptr, i64 %idxprom14
  %19 = load float, ptr %arrayidx15, align 8
  %20 = sext i32 %half_n_cmplx to i64
  %21 = getelementptr %struct.float2, ptr %add.ptr, i64 %20
  %arrayidx15.1 = getelementptr i8, ptr %21, i64 512
  %22 = load float, ptr %arrayidx15.1, align 8
  %arrayidx15.1.sroa_idx = getelementptr i8, ptr %21, i64 516
  %23 = load float, ptr %arrayidx15.1.sroa_idx, align 4
  %24 = sext i32 %half_n_cmplx to i64
  %25 = getelementptr %struct.float2, ptr %add.ptr, i64 %24
  %arrayidx15.2 = getelementptr i8, ptr %25, i64 1024
  %26 = load float, ptr %arrayidx15.2, align 8
  %arrayidx15.2.sroa_idx = getelementptr i8, ptr %25, i64 1028
  %27 = load float, ptr %arrayidx15.2.sroa_idx, align 4
  %28 = sext i32 %half_n_cmplx to i64
  %29 = getelementptr %struct.float2, ptr %add.ptr, i64 %28
  %arrayidx15.3 = getelementptr i8, ptr %29, i64 1536
  %30 = load float, ptr %arrayidx15.3, align 8
  %arrayidx15.3.sroa_idx = getelementptr i8, ptr %29, i64 1540
  %31 = load float, ptr %arrayidx15.3.sroa_idx, align 4
  %32 = sext i32 %half_n_cmplx to i64
  %33 = getelementptr %struct.float2, ptr %add.ptr, i64 %32
  %arrayidx15.4 = getelementptr i8, ptr %33, i64 2048
  %34 = load float, ptr %arrayidx15.4, align 8
  %arrayidx15.4.sroa_idx = getelementptr i8, ptr %33, i64 2052
  %35 = load float, ptr %arrayidx15.4.sroa_idx, align 4
  %36 = sext i32 %half_n_cmplx to i64
  %37 = getelementptr %struct.float2, ptr %add.ptr, i64 %36
  %arrayidx15.5 = getelementptr i8, ptr %37, i64 2560
  %38 = load float, ptr %arrayidx15.5, align 8
  %arrayidx15.5.sroa_idx = getelementptr i8, ptr %37, i64 2564
  %39 = load float, ptr %arrayidx15.5.sroa_idx, align 4
  %40 = sext i32 %half_n_cmplx to i64
  %41 = getelementptr %struct.float2, ptr %add.ptr, i64 %40
  %arrayidx15.6 = getelementptr i8, ptr %41, i64 3072
  %42 = load float, ptr %arrayidx15.6, align 8
  %arrayidx15.6.sroa_idx = getelementptr i8, ptr %41, i64 3076
  %43 = load float, ptr %arrayidx15.6.sroa_idx, align 4
  %44 = sext i32 %half_n_cmplx to i64
  %45 = getelementptr %struct.float2, ptr %add.ptr, i64 %44
  %arrayidx15.7 = getelementptr i8, ptr %45, i64 3584
  %46 = load float, ptr %arrayidx15.7, align 8
  %arrayidx15.7.sroa_idx = getelementptr i8, ptr %45, i64 3588
  %47 = load float, ptr %arrayidx15.7.sroa_idx, align 4
  %cmp29 = fcmp contract une float %4, %19
  br i1 %cmp29, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 4
  %48 = load float, ptr %arrayidx15.sroa_idx, align 4
  %add.ptr.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %49 = load float, ptr %add.ptr.sroa_idx, align 4
  %cmp35 = fcmp contract une float %49, %48
  br i1 %cmp35, label %if.then, label %for.inc36

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i8 1, ptr %fail, align 1, !tbaa !12
  br label %for.inc36

for.inc36:                                        ; preds = %lor.lhs.false, %if.then
  %cmp29.1 = fcmp contract une float %5, %22
  %cmp35.1 = fcmp contract une float %6, %23
  %or.cond = select i1 %cmp29.1, i1 true, i1 %cmp35.1
  %cmp29.2 = fcmp contract une float %7, %26
  %cmp35.2 = fcmp contract une float %8, %27
  %or.cond57 = select i1 %cmp29.2, i1 true, i1 %cmp35.2
  %50 = or i1 %or.cond, %or.cond57
  %cmp29.3 = fcmp contract une float %9, %30
  %cmp35.3 = fcmp contract une float %10, %31
  %or.cond58 = select i1 %cmp29.3, i1 true, i1 %cmp35.3
  %51 = or i1 %50, %or.cond58
  %cmp29.4 = fcmp contract une float %11, %34
  %cmp35.4 = fcmp contract une float %12, %35
  %or.cond59 = select i1 %cmp29.4, i1 true, i1 %cmp35.4
  %52 = or i1 %51, %or.cond59
  %cmp29.5 = fcmp contract une float %13, %38
  %cmp35.5 = fcmp contract une float %14, %39
  %or.cond60 = select i1 %cmp29.5, i1 true, i1 %cmp35.5
  %53 = or i1 %52, %or.cond60
  %cmp29.6 = fcmp contract une float %15, %42
  %cmp35.6 = fcmp contract une float %16, %43
  %or.cond61 = select i1 %cmp29.6, i1 true, i1 %cmp35.6
  %54 = or i1 %53, %or.cond61
  %cmp29.7 = fcmp contract une float %17, %46
  %cmp35.7 = fcmp contract une float %18, %47
  %or.cond62 = select i1 %cmp29.7, i1 true, i1 %cmp35.7
  %55 = or i1 %54, %or.cond62
  br i1 %55, label %56, label %57

56:                                               ; preds = %for.inc36
  store i8 1, ptr %fail, align 1, !tbaa !12
  br label %57

57:                                               ; preds = %for.inc36, %56
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13chk512_deviceI7double2EvPKT_iPc(ptr noalias noundef readonly captures(none) %work, i32 noundef %half_n_cmplx, ptr noalias noundef writeonly captures(none) %fail) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.double2, ptr %work, i64 %idx.ext
  %a.sroa.0.0.copyload = load double, ptr %add.ptr, align 16, !tbaa !10
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %a.sroa.5.16.copyload = load double, ptr %arrayidx.1, align 16, !tbaa !10
  %a.sroa.7.16.arrayidx.1.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1032
  %a.sroa.7.16.copyload = load double, ptr %a.sroa.7.16.arrayidx.1.sroa_idx, align 8, !tbaa !10
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %a.sroa.8.32.copyload = load double, ptr %arrayidx.2, align 16, !tbaa !10
  %a.sroa.10.32.arrayidx.2.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2056
  %a.sroa.10.32.copyload = load double, ptr %a.sroa.10.32.arrayidx.2.sroa_idx, align 8, !tbaa !10
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %a.sroa.11.48.copyload = load double, ptr %arrayidx.3, align 16, !tbaa !10
  %a.sroa.13.48.arrayidx.3.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3080
  %a.sroa.13.48.copyload = load double, ptr %a.sroa.13.48.arrayidx.3.sroa_idx, align 8, !tbaa !10
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4096
  %a.sroa.14.64.copyload = load double, ptr %arrayidx.4, align 16, !tbaa !10
  %a.sroa.16.64.arrayidx.4.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4104
  %a.sroa.16.64.copyload = load double, ptr %a.sroa.16.64.arrayidx.4.sroa_idx, align 8, !tbaa !10
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5120
  %a.sroa.17.80.copyload = load double, ptr %arrayidx.5, align 16, !tbaa !10
  %a.sroa.19.80.arrayidx.5.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5128
  %a.sroa.19.80.copyload = load double, ptr %a.sroa.19.80.arrayidx.5.sroa_idx, align 8, !tbaa !10
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6144
  %a.sroa.20.96.copyload = load double, ptr %arrayidx.6, align 16, !tbaa !10
  %a.sroa.22.96.arrayidx.6.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6152
  %a.sroa.22.96.copyload = load double, ptr %a.sroa.22.96.arrayidx.6.sroa_idx, align 8, !tbaa !10
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7168
  %a.sroa.23.112.copyload = load double, ptr %arrayidx.7, align 16, !tbaa !10
  %a.sroa.25.112.arrayidx.7.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7176
  %a.sroa.25.112.copyload = load double, ptr %a.sroa.25.112.arrayidx.7.sroa_idx, align 8, !tbaa !10
  %idxprom14 = sext i32 %half_n_cmplx to i64
  %arrayidx15 = getelementptr inbounds %struct.double2, ptr %add.ptr, i64 %idxprom14
  %b.sroa.0.0.copyload = load double, ptr %arrayidx15, align 16, !tbaa !10
  %4 = sext i32 %half_n_cmplx to i64
  %5 = getelementptr %struct.double2, ptr %add.ptr, i64 %4
  %arrayidx15.1 = getelementptr i8, ptr %5, i64 1024
  %b.sroa.5.16.copyload = load double, ptr %arrayidx15.1, align 16, !tbaa !10
  %b.sroa.7.16.arrayidx15.1.sroa_idx = getelementptr i8, ptr %5, i64 1032
  %b.sroa.7.16.copyload = load double, ptr %b.sroa.7.16.arrayidx15.1.sroa_idx, align 8, !tbaa !10
  %6 = sext i32 %half_n_cmplx to i64
  %7 = getelementptr %struct.double2, ptr %add.ptr, i64 %6
  %arrayidx15.2 = getelementptr i8, ptr %7, i64 2048
  %b.sroa.8.32.copyload = load double, ptr %arrayidx15.2, align 16, !tbaa !10
  %b.sroa.10.32.arrayidx15.2.sroa_idx = getelementptr i8, ptr %7, i64 2056
  %b.sroa.10.32.copyload = load double, ptr %b.sroa.10.32.arrayidx15.2.sroa_idx, align 8, !tbaa !10
  %8 = sext i32 %half_n_cmplx to i64
  %9 = getelementptr %struct.double2, ptr %add.ptr, i64 %8
  %arrayidx15.3 = getelementptr i8, ptr %9, i64 3072
  %b.sroa.11.48.copyload = load double, ptr %arrayidx15.3, align 16, !tbaa !10
  %b.sroa.13.48.arrayidx15.3.sroa_idx = getelementptr i8, ptr %9, i64 3080
  %b.sroa.13.48.copyload = load double, ptr %b.sroa.13.48.arrayidx15.3.sroa_idx, align 8, !tbaa !10
  %10 = sext i32 %half_n_cmplx to i64
  %11 = getelementptr %struct.double2, ptr %add.ptr, i64 %10
  %arrayidx15.4 = getelementptr i8, ptr %11, i64 4096
  %b.sroa.14.64.copyload = load double, ptr %arrayidx15.4, align 16, !tbaa !10
  %b.sroa.16.64.arrayidx15.4.sroa_idx = getelementptr i8, ptr %11, i64 4104
  %b.sroa.16.64.copyload = load double, ptr %b.sroa.16.64.arrayidx15.4.sroa_idx, align 8, !tbaa !10
  %12 = sext i32 %half_n_cmplx to i64
  %13 = getelementptr %struct.double2, ptr %add.ptr, i64 %12
  %arrayidx15.5 = getelementptr i8, ptr %13, i64 5120
  %b.sroa.17.80.copyload = load double, ptr %arrayidx15.5, align 16, !tbaa !10
  %b.sroa.19.80.arrayidx15.5.sroa_idx = getelementptr i8, ptr %13, i64 5128
  %b.sroa.19.80.copyload = load double, ptr %b.sroa.19.80.arrayidx15.5.sroa_idx, align 8, !tbaa !10
  %14 = sext i32 %half_n_cmplx to i64
  %15 = getelementptr %struct.double2, ptr %add.ptr, i64 %14
  %arrayidx15.6 = getelementptr i8, ptr %15, i64 6144
  %b.sroa.20.96.copyload = load double, ptr %arrayidx15.6, align 16, !tbaa !10
  %b.sroa.22.96.arrayidx15.6.sroa_idx = getelementptr i8, ptr %15, i64 6152
  %b.sroa.22.96.copyload = load double, ptr %b.sroa.22.96.arrayidx15.6.sroa_idx, align 8, !tbaa !10
  %16 = sext i32 %half_n_cmplx to i64
  %17 = getelementptr %struct.double2, ptr %add.ptr, i64 %16
  %arrayidx15.7 = getelementptr i8, ptr %17, i64 7168
  %b.sroa.23.112.copyload = load double, ptr %arrayidx15.7, align 16, !tbaa !10
  %b.sroa.25.112.arrayidx15.7.sroa_idx = getelementptr i8, ptr %17, i64 7176
  %b.sroa.25.112.copyload = load double, ptr %b.sroa.25.112.arrayidx15.7.sroa_idx, align 8, !tbaa !10
  %cmp29 = fcmp contract une double %a.sroa.0.0.copyload, %b.sroa.0.0.copyload
  br i1 %cmp29, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %b.sroa.4.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 8
  %b.sroa.4.0.copyload = load double, ptr %b.sroa.4.0.arrayidx15.sroa_idx, align 8, !tbaa !10
  %a.sroa.4.0.add.ptr.sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 8
  %a.sroa.4.0.copyload = load double, ptr %a.sroa.4.0.add.ptr.sroa_idx, align 8, !tbaa !10
  %cmp35 = fcmp contract une double %a.sroa.4.0.copyload, %b.sroa.4.0.copyload
  br i1 %cmp35, label %if.then, label %for.inc36

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i8 1, ptr %fail, align 1, !tbaa !12
  br label %for.inc36

for.inc36:                                        ; preds = %lor.lhs.false, %if.then
  %cmp29.1 = fcmp contract une double %a.sroa.5.16.copyload, %b.sroa.5.16.copyload
  %cmp35.1 = fcmp contract une double %a.sroa.7.16.copyload, %b.sroa.7.16.copyload
  %or.cond = select i1 %cmp29.1, i1 true, i1 %cmp35.1
  %cmp29.2 = fcmp contract une double %a.sroa.8.32.copyload, %b.sroa.8.32.copyload
  %cmp35.2 = fcmp contract une double %a.sroa.10.32.copyload, %b.sroa.10.32.copyload
  %or.cond57 = select i1 %cmp29.2, i1 true, i1 %cmp35.2
  %18 = or i1 %or.cond, %or.cond57
  %cmp29.3 = fcmp contract une double %a.sroa.11.48.copyload, %b.sroa.11.48.copyload
  %cmp35.3 = fcmp contract une double %a.sroa.13.48.copyload, %b.sroa.13.48.copyload
  %or.cond58 = select i1 %cmp29.3, i1 true, i1 %cmp35.3
  %19 = or i1 %18, %or.cond58
  %cmp29.4 = fcmp contract une double %a.sroa.14.64.copyload, %b.sroa.14.64.copyload
  %cmp35.4 = fcmp contract une double %a.sroa.16.64.copyload, %b.sroa.16.64.copyload
  %or.cond59 = select i1 %cmp29.4, i1 true, i1 %cmp35.4
  %20 = or i1 %19, %or.cond59
  %cmp29.5 = fcmp contract une double %a.sroa.17.80.copyload, %b.sroa.17.80.copyload
  %cmp35.5 = fcmp contract une double %a.sroa.19.80.copyload, %b.sroa.19.80.copyload
  %or.cond60 = select i1 %cmp29.5, i1 true, i1 %cmp35.5
  %21 = or i1 %20, %or.cond60
  %cmp29.6 = fcmp contract une double %a.sroa.20.96.copyload, %b.sroa.20.96.copyload
  %cmp35.6 = fcmp contract une double %a.sroa.22.96.copyload, %b.sroa.22.96.copyload
  %or.cond61 = select i1 %cmp29.6, i1 true, i1 %cmp35.6
  %22 = or i1 %21, %or.cond61
  %cmp29.7 = fcmp contract une double %a.sroa.23.112.copyload, %b.sroa.23.112.copyload
  %cmp35.7 = fcmp contract une double %a.sroa.25.112.copyload, %b.sroa.25.112.copyload
  %or.cond62 = select i1 %cmp29.7, i1 true, i1 %cmp35.7
  %23 = or i1 %22, %or.cond62
  br i1 %23, label %24, label %25

24:                                               ; preds = %for.inc36
  store i8 1, ptr %fail, align 1, !tbaa !12
  br label %25

25:                                               ; preds = %for.inc36, %24
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14norm512_deviceI6float2EvPT_(ptr noalias noundef captures(none) %work) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.float2, ptr %work, i64 %idx.ext
  %4 = load float, ptr %add.ptr, align 8, !tbaa !13
  %div = fmul contract float %4, 0x3F60000000000000
  store float %div, ptr %add.ptr, align 8, !tbaa !13
  %y = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %5 = load float, ptr %y, align 4, !tbaa !15
  %div10 = fmul contract float %5, 0x3F60000000000000
  store float %div10, ptr %y, align 4, !tbaa !15
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 512
  %6 = load float, ptr %arrayidx.1, align 8, !tbaa !13
  %div.1 = fmul contract float %6, 0x3F60000000000000
  store float %div.1, ptr %arrayidx.1, align 8, !tbaa !13
  %y.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 516
  %7 = load float, ptr %y.1, align 4, !tbaa !15
  %div10.1 = fmul contract float %7, 0x3F60000000000000
  store float %div10.1, ptr %y.1, align 4, !tbaa !15
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %8 = load float, ptr %arrayidx.2, align 8, !tbaa !13
  %div.2 = fmul contract float %8, 0x3F60000000000000
  store float %div.2, ptr %arrayidx.2, align 8, !tbaa !13
  %y.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1028
  %9 = load float, ptr %y.2, align 4, !tbaa !15
  %div10.2 = fmul contract float %9, 0x3F60000000000000
  store float %div10.2, ptr %y.2, align 4, !tbaa !15
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1536
  %10 = load float, ptr %arrayidx.3, align 8, !tbaa !13
  %div.3 = fmul contract float %10, 0x3F60000000000000
  store float %div.3, ptr %arrayidx.3, align 8, !tbaa !13
  %y.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1540
  %11 = load float, ptr %y.3, align 4, !tbaa !15
  %div10.3 = fmul contract float %11, 0x3F60000000000000
  store float %div10.3, ptr %y.3, align 4, !tbaa !15
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %12 = load float, ptr %arrayidx.4, align 8, !tbaa !13
  %div.4 = fmul contract float %12, 0x3F60000000000000
  store float %div.4, ptr %arrayidx.4, align 8, !tbaa !13
  %y.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2052
  %13 = load float, ptr %y.4, align 4, !tbaa !15
  %div10.4 = fmul contract float %13, 0x3F60000000000000
  store float %div10.4, ptr %y.4, align 4, !tbaa !15
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2560
  %14 = load float, ptr %arrayidx.5, align 8, !tbaa !13
  %div.5 = fmul contract float %14, 0x3F60000000000000
  store float %div.5, ptr %arrayidx.5, align 8, !tbaa !13
  %y.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2564
  %15 = load float, ptr %y.5, align 4, !tbaa !15
  %div10.5 = fmul contract float %15, 0x3F60000000000000
  store float %div10.5, ptr %y.5, align 4, !tbaa !15
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %16 = load float, ptr %arrayidx.6, align 8, !tbaa !13
  %div.6 = fmul contract float %16, 0x3F60000000000000
  store float %div.6, ptr %arrayidx.6, align 8, !tbaa !13
  %y.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3076
  %17 = load float, ptr %y.6, align 4, !tbaa !15
  %div10.6 = fmul contract float %17, 0x3F60000000000000
  store float %div10.6, ptr %y.6, align 4, !tbaa !15
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3584
  %18 = load float, ptr %arrayidx.7, align 8, !tbaa !13
  %div.7 = fmul contract float %18, 0x3F60000000000000
  store float %div.7, ptr %arrayidx.7, align 8, !tbaa !13
  %y.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3588
  %19 = load float, ptr %y.7, align 4, !tbaa !15
  %div10.7 = fmul contract float %19, 0x3F60000000000000
  store float %div10.7, ptr %y.7, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14norm512_deviceI7double2EvPT_(ptr noalias noundef captures(none) %work) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = shl i32 %add, 9
  %add5 = add i32 %mul4, %0
  %idx.ext = zext i32 %add5 to i64
  %add.ptr = getelementptr inbounds nuw %struct.double2, ptr %work, i64 %idx.ext
  %4 = load double, ptr %add.ptr, align 16, !tbaa !16
  %div = fmul contract double %4, 0x3F60000000000000
  store double %div, ptr %add.ptr, align 16, !tbaa !16
  %y = getelementptr inbounds nuw i8, ptr %add.ptr, i64 8
  %5 = load double, ptr %y, align 8, !tbaa !18
  %div10 = fmul contract double %5, 0x3F60000000000000
  store double %div10, ptr %y, align 8, !tbaa !18
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1024
  %6 = load double, ptr %arrayidx.1, align 16, !tbaa !16
  %div.1 = fmul contract double %6, 0x3F60000000000000
  store double %div.1, ptr %arrayidx.1, align 16, !tbaa !16
  %y.1 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1032
  %7 = load double, ptr %y.1, align 8, !tbaa !18
  %div10.1 = fmul contract double %7, 0x3F60000000000000
  store double %div10.1, ptr %y.1, align 8, !tbaa !18
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %8 = load double, ptr %arrayidx.2, align 16, !tbaa !16
  %div.2 = fmul contract double %8, 0x3F60000000000000
  store double %div.2, ptr %arrayidx.2, align 16, !tbaa !16
  %y.2 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2056
  %9 = load double, ptr %y.2, align 8, !tbaa !18
  %div10.2 = fmul contract double %9, 0x3F60000000000000
  store double %div10.2, ptr %y.2, align 8, !tbaa !18
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3072
  %10 = load double, ptr %arrayidx.3, align 16, !tbaa !16
  %div.3 = fmul contract double %10, 0x3F60000000000000
  store double %div.3, ptr %arrayidx.3, align 16, !tbaa !16
  %y.3 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3080
  %11 = load double, ptr %y.3, align 8, !tbaa !18
  %div10.3 = fmul contract double %11, 0x3F60000000000000
  store double %div10.3, ptr %y.3, align 8, !tbaa !18
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4096
  %12 = load double, ptr %arrayidx.4, align 16, !tbaa !16
  %div.4 = fmul contract double %12, 0x3F60000000000000
  store double %div.4, ptr %arrayidx.4, align 16, !tbaa !16
  %y.4 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4104
  %13 = load double, ptr %y.4, align 8, !tbaa !18
  %div10.4 = fmul contract double %13, 0x3F60000000000000
  store double %div10.4, ptr %y.4, align 8, !tbaa !18
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5120
  %14 = load double, ptr %arrayidx.5, align 16, !tbaa !16
  %div.5 = fmul contract double %14, 0x3F60000000000000
  store double %div.5, ptr %arrayidx.5, align 16, !tbaa !16
  %y.5 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5128
  %15 = load double, ptr %y.5, align 8, !tbaa !18
  %div10.5 = fmul contract double %15, 0x3F60000000000000
  store double %div10.5, ptr %y.5, align 8, !tbaa !18
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6144
  %16 = load double, ptr %arrayidx.6, align 16, !tbaa !16
  %div.6 = fmul contract double %16, 0x3F60000000000000
  store double %div.6, ptr %arrayidx.6, align 16, !tbaa !16
  %y.6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6152
  %17 = load double, ptr %y.6, align 8, !tbaa !18
  %div10.6 = fmul contract double %17, 0x3F60000000000000
  store double %div10.6, ptr %y.6, align 8, !tbaa !18
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7168
  %18 = load double, ptr %arrayidx.7, align 16, !tbaa !16
  %div.7 = fmul contract double %18, 0x3F60000000000000
  store double %div.7, ptr %arrayidx.7, align 16, !tbaa !16
  %y.7 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7176
  %19 = load double, ptr %y.7, align 8, !tbaa !18
  %div10.7 = fmul contract double %19, 0x3F60000000000000
  store double %div10.7, ptr %y.7, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nocallback nounwind }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !9, i64 0}
!14 = !{!"_ZTS6float2", !9, i64 0, !9, i64 4}
!15 = !{!14, !9, i64 4}
!16 = !{!17, !11, i64 0}
!17 = !{!"_ZTS7double2", !11, i64 0, !11, i64 8}
!18 = !{!17, !11, i64 8}
