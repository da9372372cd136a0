; ModuleID = 'cuda-samples/matrix_mul.cu'
source_filename = "cuda-samples/matrix_mul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z13MatrixMulCUDAILi16EEvPfS0_S0_ii = comdat any

$_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii = comdat any

$_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2As = comdat any

$_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2Bs = comdat any

$_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As = comdat any

$_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs = comdat any

@_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [16 x float]] undef, comdat, align 4
@_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13MatrixMulCUDAILi16EEvPfS0_S0_ii(ptr noundef writeonly captures(none) %C, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %mul = shl nsw i32 %wA, 4
  %mul4 = mul nsw i32 %mul, %1
  %add = add nsw i32 %mul4, %wA
  %mul5 = shl nsw i32 %0, 4
  %mul6 = shl nsw i32 %wB, 4
  %cmp.not.not77 = icmp sgt i32 %wA, 0
  br i1 %cmp.not.not77, label %for.body.lr.ph, label %entry.for.cond.cleanup_crit_edge

entry.for.cond.cleanup_crit_edge:                 ; preds = %entry
  %.pre = mul nsw i32 %wB, %3
  br label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul7 = mul nuw nsw i32 %wA, %3
  %add8 = add nuw i32 %mul7, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %arrayidx11 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2As to ptr), i64 %idxprom10
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr %arrayidx11, i64 %idxprom12
  %mul14 = mul nsw i32 %wB, %3
  %add15 = add i32 %mul14, %2
  %arrayidx20 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2Bs to ptr), i64 %idxprom10
  %arrayidx22 = getelementptr inbounds nuw float, ptr %arrayidx20, i64 %idxprom12
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi16EEvPfS0_S0_iiE2Bs to ptr), i64 %idxprom12
  %arrayidx30.1 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %arrayidx30.2 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %arrayidx30.3 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  %arrayidx30.4 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %arrayidx30.5 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  %arrayidx30.6 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %arrayidx30.7 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  %arrayidx30.8 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %arrayidx30.9 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  %arrayidx30.10 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %arrayidx30.11 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  %arrayidx30.12 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %arrayidx30.13 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  %arrayidx30.14 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %arrayidx30.15 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry.for.cond.cleanup_crit_edge
  %mul45.pre-phi = phi i32 [ %.pre, %entry.for.cond.cleanup_crit_edge ], [ %mul14, %for.body ]
  %Csub.0.lcssa = phi float [ 0.000000e+00, %entry.for.cond.cleanup_crit_edge ], [ %add36.15, %for.body ]
  %mul42 = mul nsw i32 %mul6, %1
  %add44 = add nuw i32 %mul5, %2
  %add46 = add i32 %add44, %mul45.pre-phi
  %add47 = add i32 %add46, %mul42
  %idxprom48 = sext i32 %add47 to i64
  %arrayidx49 = getelementptr inbounds float, ptr %C, i64 %idxprom48
  store float %Csub.0.lcssa, ptr %arrayidx49, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %Csub.080 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add36.15, %for.body ]
  %b.079 = phi i32 [ %mul5, %for.body.lr.ph ], [ %add39, %for.body ]
  %a.078 = phi i32 [ %mul4, %for.body.lr.ph ], [ %add38, %for.body ]
  %add9 = add i32 %add8, %a.078
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %4, ptr %arrayidx13, align 4, !tbaa !8
  %add16 = add i32 %add15, %b.079
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %B, i64 %idxprom17
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !8
  store float %5, ptr %arrayidx22, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %7 = load float, ptr %invariant.gep, align 4, !tbaa !8
  %mul35 = fmul contract float %6, %7
  %add36 = fadd contract float %Csub.080, %mul35
  %8 = load float, ptr %arrayidx30.1, align 4, !tbaa !8
  %9 = load float, ptr %gep.1, align 4, !tbaa !8
  %mul35.1 = fmul contract float %8, %9
  %add36.1 = fadd contract float %add36, %mul35.1
  %10 = load float, ptr %arrayidx30.2, align 4, !tbaa !8
  %11 = load float, ptr %gep.2, align 4, !tbaa !8
  %mul35.2 = fmul contract float %10, %11
  %add36.2 = fadd contract float %add36.1, %mul35.2
  %12 = load float, ptr %arrayidx30.3, align 4, !tbaa !8
  %13 = load float, ptr %gep.3, align 4, !tbaa !8
  %mul35.3 = fmul contract float %12, %13
  %add36.3 = fadd contract float %add36.2, %mul35.3
  %14 = load float, ptr %arrayidx30.4, align 4, !tbaa !8
  %15 = load float, ptr %gep.4, align 4, !tbaa !8
  %mul35.4 = fmul contract float %14, %15
  %add36.4 = fadd contract float %add36.3, %mul35.4
  %16 = load float, ptr %arrayidx30.5, align 4, !tbaa !8
  %17 = load float, ptr %gep.5, align 4, !tbaa !8
  %mul35.5 = fmul contract float %16, %17
  %add36.5 = fadd contract float %add36.4, %mul35.5
  %18 = load float, ptr %arrayidx30.6, align 4, !tbaa !8
  %19 = load float, ptr %gep.6, align 4, !tbaa !8
  %mul35.6 = fmul contract float %18, %19
  %add36.6 = fadd contract float %add36.5, %mul35.6
  %20 = load float, ptr %arrayidx30.7, align 4, !tbaa !8
  %21 = load float, ptr %gep.7, align 4, !tbaa !8
  %mul35.7 = fmul contract float %20, %21
  %add36.7 = fadd contract float %add36.6, %mul35.7
  %22 = load float, ptr %arrayidx30.8, align 4, !tbaa !8
  %23 = load float, ptr %gep.8, align 4, !tbaa !8
  %mul35.8 = fmul contract float %22, %23
  %add36.8 = fadd contract float %add36.7, %mul35.8
  %24 = load float, ptr %arrayidx30.9, align 4, !tbaa !8
  %25 = load float, ptr %gep.9, align 4, !tbaa !8
  %mul35.9 = fmul contract float %24, %25
  %add36.9 = fadd contract float %add36.8, %mul35.9
  %26 = load float, ptr %arrayidx30.10, align 4, !tbaa !8
  %27 = load float, ptr %gep.10, align 4, !tbaa !8
  %mul35.10 = fmul contract float %26, %27
  %add36.10 = fadd contract float %add36.9, %mul35.10
  %28 = load float, ptr %arrayidx30.11, align 4, !tbaa !8
  %29 = load float, ptr %gep.11, align 4, !tbaa !8
  %mul35.11 = fmul contract float %28, %29
  %add36.11 = fadd contract float %add36.10, %mul35.11
  %30 = load float, ptr %arrayidx30.12, align 4, !tbaa !8
  %31 = load float, ptr %gep.12, align 4, !tbaa !8
  %mul35.12 = fmul contract float %30, %31
  %add36.12 = fadd contract float %add36.11, %mul35.12
  %32 = load float, ptr %arrayidx30.13, align 4, !tbaa !8
  %33 = load float, ptr %gep.13, align 4, !tbaa !8
  %mul35.13 = fmul contract float %32, %33
  %add36.13 = fadd contract float %add36.12, %mul35.13
  %34 = load float, ptr %arrayidx30.14, align 4, !tbaa !8
  %35 = load float, ptr %gep.14, align 4, !tbaa !8
  %mul35.14 = fmul contract float %34, %35
  %add36.14 = fadd contract float %add36.13, %mul35.14
  %36 = load float, ptr %arrayidx30.15, align 4, !tbaa !8
  %37 = load float, ptr %gep.15, align 4, !tbaa !8
  %mul35.15 = fmul contract float %36, %37
  %add36.15 = fadd contract float %add36.14, %mul35.15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add38 = add nuw nsw i32 %a.078, 16
  %add39 = add nsw i32 %b.079, %mul6
  %cmp.not.not = icmp slt i32 %add38, %add
  br i1 %cmp.not.not, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13MatrixMulCUDAILi32EEvPfS0_S0_ii(ptr noundef writeonly captures(none) %C, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, i32 noundef %wA, i32 noundef %wB) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %mul = shl nsw i32 %wA, 5
  %mul4 = mul nsw i32 %mul, %1
  %add = add nsw i32 %mul4, %wA
  %mul5 = shl nsw i32 %0, 5
  %mul6 = shl nsw i32 %wB, 5
  %cmp.not.not77 = icmp sgt i32 %wA, 0
  br i1 %cmp.not.not77, label %for.body.lr.ph, label %entry.for.cond.cleanup_crit_edge

entry.for.cond.cleanup_crit_edge:                 ; preds = %entry
  %.pre = mul nsw i32 %wB, %3
  br label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul7 = mul nuw nsw i32 %wA, %3
  %add8 = add nuw i32 %mul7, %2
  %idxprom10 = zext nneg i32 %3 to i64
  %arrayidx11 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2As to ptr), i64 %idxprom10
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr %arrayidx11, i64 %idxprom12
  %mul14 = mul nsw i32 %wB, %3
  %add15 = add i32 %mul14, %2
  %arrayidx20 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 %idxprom10
  %arrayidx22 = getelementptr inbounds nuw float, ptr %arrayidx20, i64 %idxprom12
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13MatrixMulCUDAILi32EEvPfS0_S0_iiE2Bs to ptr), i64 %idxprom12
  %arrayidx30.1 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %arrayidx30.2 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %arrayidx30.3 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %arrayidx30.4 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %arrayidx30.5 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %arrayidx30.6 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %arrayidx30.7 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %arrayidx30.8 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1024
  %arrayidx30.9 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1152
  %arrayidx30.10 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1280
  %arrayidx30.11 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1408
  %arrayidx30.12 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1536
  %arrayidx30.13 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1664
  %arrayidx30.14 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1792
  %arrayidx30.15 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1920
  %arrayidx30.16 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 64
  %gep.16 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2048
  %arrayidx30.17 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 68
  %gep.17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2176
  %arrayidx30.18 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 72
  %gep.18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2304
  %arrayidx30.19 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 76
  %gep.19 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2432
  %arrayidx30.20 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 80
  %gep.20 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2560
  %arrayidx30.21 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 84
  %gep.21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2688
  %arrayidx30.22 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 88
  %gep.22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2816
  %arrayidx30.23 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 92
  %gep.23 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2944
  %arrayidx30.24 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 96
  %gep.24 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3072
  %arrayidx30.25 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 100
  %gep.25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3200
  %arrayidx30.26 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 104
  %gep.26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3328
  %arrayidx30.27 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 108
  %gep.27 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3456
  %arrayidx30.28 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 112
  %gep.28 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3584
  %arrayidx30.29 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 116
  %gep.29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3712
  %arrayidx30.30 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 120
  %gep.30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3840
  %arrayidx30.31 = getelementptr inbounds nuw i8, ptr %arrayidx11, i64 124
  %gep.31 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3968
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry.for.cond.cleanup_crit_edge
  %mul45.pre-phi = phi i32 [ %.pre, %entry.for.cond.cleanup_crit_edge ], [ %mul14, %for.body ]
  %Csub.0.lcssa = phi float [ 0.000000e+00, %entry.for.cond.cleanup_crit_edge ], [ %add36.31, %for.body ]
  %mul42 = mul nsw i32 %mul6, %1
  %add44 = add nuw i32 %mul5, %2
  %add46 = add i32 %add44, %mul45.pre-phi
  %add47 = add i32 %add46, %mul42
  %idxprom48 = sext i32 %add47 to i64
  %arrayidx49 = getelementptr inbounds float, ptr %C, i64 %idxprom48
  store float %Csub.0.lcssa, ptr %arrayidx49, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %Csub.080 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add36.31, %for.body ]
  %b.079 = phi i32 [ %mul5, %for.body.lr.ph ], [ %add39, %for.body ]
  %a.078 = phi i32 [ %mul4, %for.body.lr.ph ], [ %add38, %for.body ]
  %add9 = add i32 %add8, %a.078
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %4, ptr %arrayidx13, align 4, !tbaa !8
  %add16 = add i32 %add15, %b.079
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %B, i64 %idxprom17
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !8
  store float %5, ptr %arrayidx22, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %7 = load float, ptr %invariant.gep, align 4, !tbaa !8
  %mul35 = fmul contract float %6, %7
  %add36 = fadd contract float %Csub.080, %mul35
  %8 = load float, ptr %arrayidx30.1, align 4, !tbaa !8
  %9 = load float, ptr %gep.1, align 4, !tbaa !8
  %mul35.1 = fmul contract float %8, %9
  %add36.1 = fadd contract float %add36, %mul35.1
  %10 = load float, ptr %arrayidx30.2, align 4, !tbaa !8
  %11 = load float, ptr %gep.2, align 4, !tbaa !8
  %mul35.2 = fmul contract float %10, %11
  %add36.2 = fadd contract float %add36.1, %mul35.2
  %12 = load float, ptr %arrayidx30.3, align 4, !tbaa !8
  %13 = load float, ptr %gep.3, align 4, !tbaa !8
  %mul35.3 = fmul contract float %12, %13
  %add36.3 = fadd contract float %add36.2, %mul35.3
  %14 = load float, ptr %arrayidx30.4, align 4, !tbaa !8
  %15 = load float, ptr %gep.4, align 4, !tbaa !8
  %mul35.4 = fmul contract float %14, %15
  %add36.4 = fadd contract float %add36.3, %mul35.4
  %16 = load float, ptr %arrayidx30.5, align 4, !tbaa !8
  %17 = load float, ptr %gep.5, align 4, !tbaa !8
  %mul35.5 = fmul contract float %16, %17
  %add36.5 = fadd contract float %add36.4, %mul35.5
  %18 = load float, ptr %arrayidx30.6, align 4, !tbaa !8
  %19 = load float, ptr %gep.6, align 4, !tbaa !8
  %mul35.6 = fmul contract float %18, %19
  %add36.6 = fadd contract float %add36.5, %mul35.6
  %20 = load float, ptr %arrayidx30.7, align 4, !tbaa !8
  %21 = load float, ptr %gep.7, align 4, !tbaa !8
  %mul35.7 = fmul contract float %20, %21
  %add36.7 = fadd contract float %add36.6, %mul35.7
  %22 = load float, ptr %arrayidx30.8, align 4, !tbaa !8
  %23 = load float, ptr %gep.8, align 4, !tbaa !8
  %mul35.8 = fmul contract float %22, %23
  %add36.8 = fadd contract float %add36.7, %mul35.8
  %24 = load float, ptr %arrayidx30.9, align 4, !tbaa !8
  %25 = load float, ptr %gep.9, align 4, !tbaa !8
  %mul35.9 = fmul contract float %24, %25
  %add36.9 = fadd contract float %add36.8, %mul35.9
  %26 = load float, ptr %arrayidx30.10, align 4, !tbaa !8
  %27 = load float, ptr %gep.10, align 4, !tbaa !8
  %mul35.10 = fmul contract float %26, %27
  %add36.10 = fadd contract float %add36.9, %mul35.10
  %28 = load float, ptr %arrayidx30.11, align 4, !tbaa !8
  %29 = load float, ptr %gep.11, align 4, !tbaa !8
  %mul35.11 = fmul contract float %28, %29
  %add36.11 = fadd contract float %add36.10, %mul35.11
  %30 = load float, ptr %arrayidx30.12, align 4, !tbaa !8
  %31 = load float, ptr %gep.12, align 4, !tbaa !8
  %mul35.12 = fmul contract float %30, %31
  %add36.12 = fadd contract float %add36.11, %mul35.12
  %32 = load float, ptr %arrayidx30.13, align 4, !tbaa !8
  %33 = load float, ptr %gep.13, align 4, !tbaa !8
  %mul35.13 = fmul contract float %32, %33
  %add36.13 = fadd contract float %add36.12, %mul35.13
  %34 = load float, ptr %arrayidx30.14, align 4, !tbaa !8
  %35 = load float, ptr %gep.14, align 4, !tbaa !8
  %mul35.14 = fmul contract float %34, %35
  %add36.14 = fadd contract float %add36.13, %mul35.14
  %36 = load float, ptr %arrayidx30.15, align 4, !tbaa !8
  %37 = load float, ptr %gep.15, align 4, !tbaa !8
  %mul35.15 = fmul contract float %36, %37
  %add36.15 = fadd contract float %add36.14, %mul35.15
  %38 = load float, ptr %arrayidx30.16, align 4, !tbaa !8
  %39 = load float, ptr %gep.16, align 4, !tbaa !8
  %mul35.16 = fmul contract float %38, %39
  %add36.16 = fadd contract float %add36.15, %mul35.16
  %40 = load float, ptr %arrayidx30.17, align 4, !tbaa !8
  %41 = load float, ptr %gep.17, align 4, !tbaa !8
  %mul35.17 = fmul contract float %40, %41
  %add36.17 = fadd contract float %add36.16, %mul35.17
  %42 = load float, ptr %arrayidx30.18, align 4, !tbaa !8
  %43 = load float, ptr %gep.18, align 4, !tbaa !8
  %mul35.18 = fmul contract float %42, %43
  %add36.18 = fadd contract float %add36.17, %mul35.18
  %44 = load float, ptr %arrayidx30.19, align 4, !tbaa !8
  %45 = load float, ptr %gep.19, align 4, !tbaa !8
  %mul35.19 = fmul contract float %44, %45
  %add36.19 = fadd contract float %add36.18, %mul35.19
  %46 = load float, ptr %arrayidx30.20, align 4, !tbaa !8
  %47 = load float, ptr %gep.20, align 4, !tbaa !8
  %mul35.20 = fmul contract float %46, %47
  %add36.20 = fadd contract float %add36.19, %mul35.20
  %48 = load float, ptr %arrayidx30.21, align 4, !tbaa !8
  %49 = load float, ptr %gep.21, align 4, !tbaa !8
  %mul35.21 = fmul contract float %48, %49
  %add36.21 = fadd contract float %add36.20, %mul35.21
  %50 = load float, ptr %arrayidx30.22, align 4, !tbaa !8
  %51 = load float, ptr %gep.22, align 4, !tbaa !8
  %mul35.22 = fmul contract float %50, %51
  %add36.22 = fadd contract float %add36.21, %mul35.22
  %52 = load float, ptr %arrayidx30.23, align 4, !tbaa !8
  %53 = load float, ptr %gep.23, align 4, !tbaa !8
  %mul35.23 = fmul contract float %52, %53
  %add36.23 = fadd contract float %add36.22, %mul35.23
  %54 = load float, ptr %arrayidx30.24, align 4, !tbaa !8
  %55 = load float, ptr %gep.24, align 4, !tbaa !8
  %mul35.24 = fmul contract float %54, %55
  %add36.24 = fadd contract float %add36.23, %mul35.24
  %56 = load float, ptr %arrayidx30.25, align 4, !tbaa !8
  %57 = load float, ptr %gep.25, align 4, !tbaa !8
  %mul35.25 = fmul contract float %56, %57
  %add36.25 = fadd contract float %add36.24, %mul35.25
  %58 = load float, ptr %arrayidx30.26, align 4, !tbaa !8
  %59 = load float, ptr %gep.26, align 4, !tbaa !8
  %mul35.26 = fmul contract float %58, %59
  %add36.26 = fadd contract float %add36.25, %mul35.26
  %60 = load float, ptr %arrayidx30.27, align 4, !tbaa !8
  %61 = load float, ptr %gep.27, align 4, !tbaa !8
  %mul35.27 = fmul contract float %60, %61
  %add36.27 = fadd contract float %add36.26, %mul35.27
  %62 = load float, ptr %arrayidx30.28, align 4, !tbaa !8
  %63 = load float, ptr %gep.28, align 4, !tbaa !8
  %mul35.28 = fmul contract float %62, %63
  %add36.28 = fadd contract float %add36.27, %mul35.28
  %64 = load float, ptr %arrayidx30.29, align 4, !tbaa !8
  %65 = load float, ptr %gep.29, align 4, !tbaa !8
  %mul35.29 = fmul contract float %64, %65
  %add36.29 = fadd contract float %add36.28, %mul35.29
  %66 = load float, ptr %arrayidx30.30, align 4, !tbaa !8
  %67 = load float, ptr %gep.30, align 4, !tbaa !8
  %mul35.30 = fmul contract float %66, %67
  %add36.30 = fadd contract float %add36.29, %mul35.30
  %68 = load float, ptr %arrayidx30.31, align 4, !tbaa !8
  %69 = load float, ptr %gep.31, align 4, !tbaa !8
  %mul35.31 = fmul contract float %68, %69
  %add36.31 = fadd contract float %add36.30, %mul35.31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add38 = add nuw nsw i32 %a.078, 32
  %add39 = add nsw i32 %b.079, %mul6
  %cmp.not.not = icmp slt i32 %add38, %add
  br i1 %cmp.not.not, label %for.body, label %for.cond.cleanup, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
