; ModuleID = 'shoc_parboil/shoc_scan.cu'
source_filename = "shoc_parboil/shoc_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.double4 = type { double, double, double, double }

$_Z6reduceIfLi256EEvPKT_PS0_i = comdat any

$_Z6reduceIdLi256EEvPKT_PS0_i = comdat any

$_Z17scan_single_blockIfLi256EEvPT_i = comdat any

$_Z17scan_single_blockIdLi256EEvPT_i = comdat any

$_Z11bottom_scanIf6float4Li256EEvPKT_PS1_S3_i = comdat any

$_Z11bottom_scanId7double4Li256EEvPKT_PS1_S3_i = comdat any

$_ZZ11bottom_scanIf6float4Li256EEvPKT_PS1_S3_iE6s_seed = comdat any

$_ZZ11bottom_scanId7double4Li256EEvPKT_PS1_S3_iE6s_seed = comdat any

@_ZZ11bottom_scanIf6float4Li256EEvPKT_PS1_S3_iE6s_seed = linkonce_odr dso_local local_unnamed_addr addrspace(3) global float undef, comdat, align 4
@_ZZ11bottom_scanId7double4Li256EEvPKT_PS1_S3_iE6s_seed = linkonce_odr dso_local local_unnamed_addr addrspace(3) global double undef, comdat, align 8
@s_float = external dso_local addrspace(3) global [0 x float], align 4
@s_double = external dso_local addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reduceIfLi256EEvPKT_PS0_i(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %div = sdiv i32 %n, 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %div1 = udiv i32 %div, %0
  %mul = shl i32 %div1, 2
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = mul i32 %mul, %1
  %sub = add nsw i32 %0, -1
  %cmp = icmp eq i32 %1, %sub
  %add = add nsw i32 %mul3, %mul
  %cond = select i1 %cmp, i32 %n, i32 %add
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add nsw i32 %mul3, %2
  %cmp9120 = icmp slt i32 %add7, %cond
  br i1 %cmp9120, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %sum.0122 = phi float [ %add10, %while.body ], [ 0.000000e+00, %entry ]
  %i.0121 = phi i32 [ %add11, %while.body ], [ %add7, %entry ]
  %idxprom = sext i32 %i.0121 to i64
  %arrayidx = getelementptr inbounds float, ptr %g_idata, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add10 = fadd contract float %sum.0122, %3
  %add11 = add nsw i32 %i.0121, 256
  %cmp9 = icmp slt i32 %add11, %cond
  br i1 %cmp9, label %while.body, label %while.end, !llvm.loop !10

while.end:                                        ; preds = %while.body, %entry
  %sum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add10, %while.body ]
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %idxprom12
  store volatile float %sum.0.lcssa, ptr %arrayidx13, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp14 = icmp samesign ult i32 %2, 128
  br i1 %cmp14, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx17 = getelementptr i8, ptr %arrayidx13, i64 512
  %4 = load volatile float, ptr %arrayidx17, align 4, !tbaa !8
  %5 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add20 = fadd contract float %4, %5
  store volatile float %add20, ptr %arrayidx13, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp21 = icmp samesign ult i32 %2, 64
  br i1 %cmp21, label %if.then22, label %if.end29

if.then22:                                        ; preds = %if.end
  %arrayidx25 = getelementptr i8, ptr %arrayidx13, i64 256
  %6 = load volatile float, ptr %arrayidx25, align 4, !tbaa !8
  %7 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add28 = fadd contract float %6, %7
  store volatile float %add28, ptr %arrayidx13, align 4, !tbaa !8
  br label %if.end29

if.end29:                                         ; preds = %if.then22, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp30 = icmp samesign ult i32 %2, 32
  br i1 %cmp30, label %if.then31, label %if.end68

if.then31:                                        ; preds = %if.end29
  %arrayidx34 = getelementptr i8, ptr %arrayidx13, i64 128
  %8 = load volatile float, ptr %arrayidx34, align 4, !tbaa !8
  %9 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add37 = fadd contract float %8, %9
  store volatile float %add37, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx40 = getelementptr i8, ptr %arrayidx13, i64 64
  %10 = load volatile float, ptr %arrayidx40, align 4, !tbaa !8
  %11 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add43 = fadd contract float %10, %11
  store volatile float %add43, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx46 = getelementptr i8, ptr %arrayidx13, i64 32
  %12 = load volatile float, ptr %arrayidx46, align 4, !tbaa !8
  %13 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add49 = fadd contract float %12, %13
  store volatile float %add49, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx52 = getelementptr i8, ptr %arrayidx13, i64 16
  %14 = load volatile float, ptr %arrayidx52, align 4, !tbaa !8
  %15 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add55 = fadd contract float %14, %15
  store volatile float %add55, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx58 = getelementptr i8, ptr %arrayidx13, i64 8
  %16 = load volatile float, ptr %arrayidx58, align 4, !tbaa !8
  %17 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add61 = fadd contract float %16, %17
  store volatile float %add61, ptr %arrayidx13, align 4, !tbaa !8
  %arrayidx64 = getelementptr i8, ptr %arrayidx13, i64 4
  %18 = load volatile float, ptr %arrayidx64, align 4, !tbaa !8
  %19 = load volatile float, ptr %arrayidx13, align 4, !tbaa !8
  %add67 = fadd contract float %18, %19
  store volatile float %add67, ptr %arrayidx13, align 4, !tbaa !8
  br label %if.end68

if.end68:                                         ; preds = %if.then31, %if.end29
  %cmp69 = icmp eq i32 %2, 0
  br i1 %cmp69, label %if.then70, label %if.end75

if.then70:                                        ; preds = %if.end68
  %idxprom73 = zext nneg i32 %1 to i64
  %arrayidx74 = getelementptr inbounds nuw float, ptr %g_odata, i64 %idxprom73
  %20 = load volatile float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), align 4, !tbaa !8
  store float %20, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end75

if.end75:                                         ; preds = %if.then70, %if.end68
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reduceIdLi256EEvPKT_PS0_i(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %div = sdiv i32 %n, 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %div1 = udiv i32 %div, %0
  %mul = shl i32 %div1, 2
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = mul i32 %mul, %1
  %sub = add nsw i32 %0, -1
  %cmp = icmp eq i32 %1, %sub
  %add = add nsw i32 %mul3, %mul
  %cond = select i1 %cmp, i32 %n, i32 %add
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add nsw i32 %mul3, %2
  %cmp9120 = icmp slt i32 %add7, %cond
  br i1 %cmp9120, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %sum.0122 = phi double [ %add10, %while.body ], [ 0.000000e+00, %entry ]
  %i.0121 = phi i32 [ %add11, %while.body ], [ %add7, %entry ]
  %idxprom = sext i32 %i.0121 to i64
  %arrayidx = getelementptr inbounds double, ptr %g_idata, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !12
  %add10 = fadd contract double %sum.0122, %3
  %add11 = add nsw i32 %i.0121, 256
  %cmp9 = icmp slt i32 %add11, %cond
  br i1 %cmp9, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %entry
  %sum.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add10, %while.body ]
  %idxprom12 = zext nneg i32 %2 to i64
  %arrayidx13 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %idxprom12
  store volatile double %sum.0.lcssa, ptr %arrayidx13, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp14 = icmp samesign ult i32 %2, 128
  br i1 %cmp14, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx17 = getelementptr i8, ptr %arrayidx13, i64 1024
  %4 = load volatile double, ptr %arrayidx17, align 8, !tbaa !12
  %5 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add20 = fadd contract double %4, %5
  store volatile double %add20, ptr %arrayidx13, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp21 = icmp samesign ult i32 %2, 64
  br i1 %cmp21, label %if.then22, label %if.end29

if.then22:                                        ; preds = %if.end
  %arrayidx25 = getelementptr i8, ptr %arrayidx13, i64 512
  %6 = load volatile double, ptr %arrayidx25, align 8, !tbaa !12
  %7 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add28 = fadd contract double %6, %7
  store volatile double %add28, ptr %arrayidx13, align 8, !tbaa !12
  br label %if.end29

if.end29:                                         ; preds = %if.then22, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp30 = icmp samesign ult i32 %2, 32
  br i1 %cmp30, label %if.then31, label %if.end68

if.then31:                                        ; preds = %if.end29
  %arrayidx34 = getelementptr i8, ptr %arrayidx13, i64 256
  %8 = load volatile double, ptr %arrayidx34, align 8, !tbaa !12
  %9 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add37 = fadd contract double %8, %9
  store volatile double %add37, ptr %arrayidx13, align 8, !tbaa !12
  %arrayidx40 = getelementptr i8, ptr %arrayidx13, i64 128
  %10 = load volatile double, ptr %arrayidx40, align 8, !tbaa !12
  %11 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add43 = fadd contract double %10, %11
  store volatile double %add43, ptr %arrayidx13, align 8, !tbaa !12
  %arrayidx46 = getelementptr i8, ptr %arrayidx13, i64 64
  %12 = load volatile double, ptr %arrayidx46, align 8, !tbaa !12
  %13 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add49 = fadd contract double %12, %13
  store volatile double %add49, ptr %arrayidx13, align 8, !tbaa !12
  %arrayidx52 = getelementptr i8, ptr %arrayidx13, i64 32
  %14 = load volatile double, ptr %arrayidx52, align 8, !tbaa !12
  %15 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add55 = fadd contract double %14, %15
  store volatile double %add55, ptr %arrayidx13, align 8, !tbaa !12
  %arrayidx58 = getelementptr i8, ptr %arrayidx13, i64 16
  %16 = load volatile double, ptr %arrayidx58, align 8, !tbaa !12
  %17 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add61 = fadd contract double %16, %17
  store volatile double %add61, ptr %arrayidx13, align 8, !tbaa !12
  %arrayidx64 = getelementptr i8, ptr %arrayidx13, i64 8
  %18 = load volatile double, ptr %arrayidx64, align 8, !tbaa !12
  %19 = load volatile double, ptr %arrayidx13, align 8, !tbaa !12
  %add67 = fadd contract double %18, %19
  store volatile double %add67, ptr %arrayidx13, align 8, !tbaa !12
  br label %if.end68

if.end68:                                         ; preds = %if.then31, %if.end29
  %cmp69 = icmp eq i32 %2, 0
  br i1 %cmp69, label %if.then70, label %if.end75

if.then70:                                        ; preds = %if.end68
  %idxprom73 = zext nneg i32 %1 to i64
  %arrayidx74 = getelementptr inbounds nuw double, ptr %g_odata, i64 %idxprom73
  %20 = load volatile double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), align 8, !tbaa !12
  store double %20, ptr %arrayidx74, align 8, !tbaa !12
  br label %if.end75

if.end75:                                         ; preds = %if.then70, %if.end68
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17scan_single_blockIfLi256EEvPT_i(ptr noalias noundef captures(none) %g_block_sums, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %0, %n
  %idxprom = zext nneg i32 %0 to i64
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds nuw float, ptr %g_block_sums, i64 %idxprom
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %1, %cond.true ], [ 0.000000e+00, %entry ]
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %idxprom
  store volatile float 0.000000e+00, ptr %arrayidx.i, align 4, !tbaa !8
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 1024
  store volatile float %cond, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx4.i = getelementptr i8, ptr %arrayidx.i, i64 1020
  %2 = load volatile float, ptr %arrayidx4.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add7.i = fadd contract float %2, %3
  store volatile float %add7.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx10.i = getelementptr i8, ptr %arrayidx.i, i64 1016
  %4 = load volatile float, ptr %arrayidx10.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add13.i = fadd contract float %4, %5
  store volatile float %add13.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx16.i = getelementptr i8, ptr %arrayidx.i, i64 1008
  %6 = load volatile float, ptr %arrayidx16.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add19.i = fadd contract float %6, %7
  store volatile float %add19.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx22.i = getelementptr i8, ptr %arrayidx.i, i64 992
  %8 = load volatile float, ptr %arrayidx22.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add25.i = fadd contract float %8, %9
  store volatile float %add25.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx28.i = getelementptr i8, ptr %arrayidx.i, i64 960
  %10 = load volatile float, ptr %arrayidx28.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add31.i = fadd contract float %10, %11
  store volatile float %add31.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx34.i = getelementptr i8, ptr %arrayidx.i, i64 896
  %12 = load volatile float, ptr %arrayidx34.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add37.i = fadd contract float %12, %13
  store volatile float %add37.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx40.i = getelementptr i8, ptr %arrayidx.i, i64 768
  %14 = load volatile float, ptr %arrayidx40.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add43.i = fadd contract float %14, %15
  store volatile float %add43.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx46.i = getelementptr i8, ptr %arrayidx.i, i64 512
  %16 = load volatile float, ptr %arrayidx46.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add49.i = fadd contract float %16, %17
  store volatile float %add49.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load volatile float, ptr %arrayidx4.i, align 4, !tbaa !8
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %arrayidx8 = getelementptr inbounds nuw float, ptr %g_block_sums, i64 %idxprom
  store float %18, ptr %arrayidx8, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17scan_single_blockIdLi256EEvPT_i(ptr noalias noundef captures(none) %g_block_sums, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %0, %n
  %idxprom = zext nneg i32 %0 to i64
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %arrayidx = getelementptr inbounds nuw double, ptr %g_block_sums, i64 %idxprom
  %1 = load double, ptr %arrayidx, align 8, !tbaa !12
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract double [ %1, %cond.true ], [ 0.000000e+00, %entry ]
  %arrayidx.i = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %idxprom
  store volatile double 0.000000e+00, ptr %arrayidx.i, align 8, !tbaa !12
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 2048
  store volatile double %cond, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx4.i = getelementptr i8, ptr %arrayidx.i, i64 2040
  %2 = load volatile double, ptr %arrayidx4.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add7.i = fadd contract double %2, %3
  store volatile double %add7.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx10.i = getelementptr i8, ptr %arrayidx.i, i64 2032
  %4 = load volatile double, ptr %arrayidx10.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add13.i = fadd contract double %4, %5
  store volatile double %add13.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx16.i = getelementptr i8, ptr %arrayidx.i, i64 2016
  %6 = load volatile double, ptr %arrayidx16.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add19.i = fadd contract double %6, %7
  store volatile double %add19.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx22.i = getelementptr i8, ptr %arrayidx.i, i64 1984
  %8 = load volatile double, ptr %arrayidx22.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add25.i = fadd contract double %8, %9
  store volatile double %add25.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx28.i = getelementptr i8, ptr %arrayidx.i, i64 1920
  %10 = load volatile double, ptr %arrayidx28.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add31.i = fadd contract double %10, %11
  store volatile double %add31.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx34.i = getelementptr i8, ptr %arrayidx.i, i64 1792
  %12 = load volatile double, ptr %arrayidx34.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add37.i = fadd contract double %12, %13
  store volatile double %add37.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx40.i = getelementptr i8, ptr %arrayidx.i, i64 1536
  %14 = load volatile double, ptr %arrayidx40.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add43.i = fadd contract double %14, %15
  store volatile double %add43.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx46.i = getelementptr i8, ptr %arrayidx.i, i64 1024
  %16 = load volatile double, ptr %arrayidx46.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add49.i = fadd contract double %16, %17
  store volatile double %add49.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load volatile double, ptr %arrayidx4.i, align 8, !tbaa !12
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %arrayidx8 = getelementptr inbounds nuw double, ptr %g_block_sums, i64 %idxprom
  store double %18, ptr %arrayidx8, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11bottom_scanIf6float4Li256EEvPKT_PS1_S3_i(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_block_sums, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %div = sdiv i32 %n, 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %div2 = udiv i32 %div, %0
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %div2, %1
  %sub = add nsw i32 %0, -1
  %cmp = icmp eq i32 %1, %sub
  %add = add nsw i32 %mul, %div2
  %cond = select i1 %cmp, i32 %div, i32 %add
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add i32 %mul, %2
  %cmp9 = icmp eq i32 %2, 0
  br i1 %cmp9, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %1 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %g_block_sums, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %3, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIf6float4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp1179 = icmp slt i32 %mul, %cond
  br i1 %cmp1179, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %if.end
  %idxprom.i = zext nneg i32 %2 to i64
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %idxprom.i
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 1024
  %arrayidx4.i = getelementptr i8, ptr %arrayidx.i, i64 1020
  %arrayidx10.i = getelementptr i8, ptr %arrayidx.i, i64 1016
  %arrayidx16.i = getelementptr i8, ptr %arrayidx.i, i64 1008
  %arrayidx22.i = getelementptr i8, ptr %arrayidx.i, i64 992
  %arrayidx28.i = getelementptr i8, ptr %arrayidx.i, i64 960
  %arrayidx34.i = getelementptr i8, ptr %arrayidx.i, i64 896
  %arrayidx40.i = getelementptr i8, ptr %arrayidx.i, i64 768
  %arrayidx46.i = getelementptr i8, ptr %arrayidx.i, i64 512
  %cmp46 = icmp eq i32 %2, 255
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %if.end49
  %i.081 = phi i32 [ %add7, %while.body.lr.ph ], [ %add51, %if.end49 ]
  %window.080 = phi i32 [ %mul, %while.body.lr.ph ], [ %add50, %if.end49 ]
  %cmp12 = icmp slt i32 %i.081, %cond
  br i1 %cmp12, label %if.then13, label %if.end16

if.then13:                                        ; preds = %while.body
  %idxprom14 = sext i32 %i.081 to i64
  %arrayidx15 = getelementptr inbounds %struct.float4, ptr %g_idata, i64 %idxprom14
  %val_4.sroa.0.0.copyload = load float, ptr %arrayidx15, align 16, !tbaa !8
  %val_4.sroa.8.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 4
  %val_4.sroa.8.0.copyload = load float, ptr %val_4.sroa.8.0.arrayidx15.sroa_idx, align 4, !tbaa !8
  %val_4.sroa.14.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 8
  %val_4.sroa.14.0.copyload = load float, ptr %val_4.sroa.14.0.arrayidx15.sroa_idx, align 8, !tbaa !8
  %val_4.sroa.20.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 12
  %val_4.sroa.20.0.copyload = load float, ptr %val_4.sroa.20.0.arrayidx15.sroa_idx, align 4, !tbaa !8
  %4 = fadd contract float %val_4.sroa.0.0.copyload, %val_4.sroa.8.0.copyload
  %5 = fadd contract float %val_4.sroa.14.0.copyload, %4
  %6 = fadd contract float %val_4.sroa.20.0.copyload, %5
  br label %if.end16

if.end16:                                         ; preds = %while.body, %if.then13
  %val_4.sroa.20.0 = phi float [ %6, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.14.0 = phi float [ %5, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.8.0 = phi float [ %4, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.0.0 = phi float [ %val_4.sroa.0.0.copyload, %if.then13 ], [ 0.000000e+00, %while.body ]
  store volatile float 0.000000e+00, ptr %arrayidx.i, align 4, !tbaa !8
  store volatile float %val_4.sroa.20.0, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load volatile float, ptr %arrayidx4.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add7.i = fadd contract float %7, %8
  store volatile float %add7.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load volatile float, ptr %arrayidx10.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add13.i = fadd contract float %9, %10
  store volatile float %add13.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load volatile float, ptr %arrayidx16.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add19.i = fadd contract float %11, %12
  store volatile float %add19.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load volatile float, ptr %arrayidx22.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add25.i = fadd contract float %13, %14
  store volatile float %add25.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load volatile float, ptr %arrayidx28.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add31.i = fadd contract float %15, %16
  store volatile float %add31.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load volatile float, ptr %arrayidx34.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add37.i = fadd contract float %17, %18
  store volatile float %add37.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = load volatile float, ptr %arrayidx40.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add43.i = fadd contract float %19, %20
  store volatile float %add43.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = load volatile float, ptr %arrayidx46.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = load volatile float, ptr %arrayidx2.i, align 4, !tbaa !8
  %add49.i = fadd contract float %21, %22
  store volatile float %add49.i, ptr %arrayidx2.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load volatile float, ptr %arrayidx4.i, align 4, !tbaa !8
  %24 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIf6float4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !8
  %add28 = fadd contract float %23, %24
  %add39 = fadd contract float %val_4.sroa.20.0, %add28
  br i1 %cmp12, label %if.then41, label %if.end44

if.then41:                                        ; preds = %if.end16
  %idxprom42 = sext i32 %i.081 to i64
  %arrayidx43 = getelementptr inbounds %struct.float4, ptr %g_odata, i64 %idxprom42
  %val_4.sroa.20.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 12
  %val_4.sroa.14.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 8
  %val_4.sroa.8.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 4
  %add30 = fadd contract float %val_4.sroa.0.0, %add28
  %add33 = fadd contract float %val_4.sroa.8.0, %add28
  %add36 = fadd contract float %val_4.sroa.14.0, %add28
  store float %add30, ptr %arrayidx43, align 16, !tbaa !8
  store float %add33, ptr %val_4.sroa.8.0.arrayidx43.sroa_idx, align 4, !tbaa !8
  store float %add36, ptr %val_4.sroa.14.0.arrayidx43.sroa_idx, align 8, !tbaa !8
  store float %add39, ptr %val_4.sroa.20.0.arrayidx43.sroa_idx, align 4, !tbaa !8
  br label %if.end44

if.end44:                                         ; preds = %if.then41, %if.end16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp46, label %if.then47, label %if.end49

if.then47:                                        ; preds = %if.end44
  store float %add39, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanIf6float4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 4, !tbaa !8
  br label %if.end49

if.end49:                                         ; preds = %if.then47, %if.end44
  %add50 = add nsw i32 %window.080, 256
  %add51 = add nsw i32 %i.081, 256
  %cmp11 = icmp slt i32 %add50, %cond
  br i1 %cmp11, label %while.body, label %while.end, !llvm.loop !15

while.end:                                        ; preds = %if.end49, %if.end
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11bottom_scanId7double4Li256EEvPKT_PS1_S3_i(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_block_sums, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %div = sdiv i32 %n, 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %div2 = udiv i32 %div, %0
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %div2, %1
  %sub = add nsw i32 %0, -1
  %cmp = icmp eq i32 %1, %sub
  %add = add nsw i32 %mul, %div2
  %cond = select i1 %cmp, i32 %div, i32 %add
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add7 = add i32 %mul, %2
  %cmp9 = icmp eq i32 %2, 0
  br i1 %cmp9, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %1 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %g_block_sums, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !12
  store double %3, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanId7double4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp1179 = icmp slt i32 %mul, %cond
  br i1 %cmp1179, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %if.end
  %idxprom.i = zext nneg i32 %2 to i64
  %arrayidx.i = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %idxprom.i
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 2048
  %arrayidx4.i = getelementptr i8, ptr %arrayidx.i, i64 2040
  %arrayidx10.i = getelementptr i8, ptr %arrayidx.i, i64 2032
  %arrayidx16.i = getelementptr i8, ptr %arrayidx.i, i64 2016
  %arrayidx22.i = getelementptr i8, ptr %arrayidx.i, i64 1984
  %arrayidx28.i = getelementptr i8, ptr %arrayidx.i, i64 1920
  %arrayidx34.i = getelementptr i8, ptr %arrayidx.i, i64 1792
  %arrayidx40.i = getelementptr i8, ptr %arrayidx.i, i64 1536
  %arrayidx46.i = getelementptr i8, ptr %arrayidx.i, i64 1024
  %cmp46 = icmp eq i32 %2, 255
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %if.end49
  %i.081 = phi i32 [ %add7, %while.body.lr.ph ], [ %add51, %if.end49 ]
  %window.080 = phi i32 [ %mul, %while.body.lr.ph ], [ %add50, %if.end49 ]
  %cmp12 = icmp slt i32 %i.081, %cond
  br i1 %cmp12, label %if.then13, label %if.end16

if.then13:                                        ; preds = %while.body
  %idxprom14 = sext i32 %i.081 to i64
  %arrayidx15 = getelementptr inbounds %struct.double4, ptr %g_idata, i64 %idxprom14
  %val_4.sroa.0.0.copyload = load double, ptr %arrayidx15, align 16, !tbaa !12
  %val_4.sroa.8.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 8
  %val_4.sroa.8.0.copyload = load double, ptr %val_4.sroa.8.0.arrayidx15.sroa_idx, align 8, !tbaa !12
  %val_4.sroa.14.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 16
  %val_4.sroa.14.0.copyload = load double, ptr %val_4.sroa.14.0.arrayidx15.sroa_idx, align 16, !tbaa !12
  %val_4.sroa.20.0.arrayidx15.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx15, i64 24
  %val_4.sroa.20.0.copyload = load double, ptr %val_4.sroa.20.0.arrayidx15.sroa_idx, align 8, !tbaa !12
  %4 = fadd contract double %val_4.sroa.0.0.copyload, %val_4.sroa.8.0.copyload
  %5 = fadd contract double %val_4.sroa.14.0.copyload, %4
  %6 = fadd contract double %val_4.sroa.20.0.copyload, %5
  br label %if.end16

if.end16:                                         ; preds = %while.body, %if.then13
  %val_4.sroa.20.0 = phi double [ %6, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.14.0 = phi double [ %5, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.8.0 = phi double [ %4, %if.then13 ], [ 0.000000e+00, %while.body ]
  %val_4.sroa.0.0 = phi double [ %val_4.sroa.0.0.copyload, %if.then13 ], [ 0.000000e+00, %while.body ]
  store volatile double 0.000000e+00, ptr %arrayidx.i, align 8, !tbaa !12
  store volatile double %val_4.sroa.20.0, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load volatile double, ptr %arrayidx4.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add7.i = fadd contract double %7, %8
  store volatile double %add7.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load volatile double, ptr %arrayidx10.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add13.i = fadd contract double %9, %10
  store volatile double %add13.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load volatile double, ptr %arrayidx16.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add19.i = fadd contract double %11, %12
  store volatile double %add19.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load volatile double, ptr %arrayidx22.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add25.i = fadd contract double %13, %14
  store volatile double %add25.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load volatile double, ptr %arrayidx28.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add31.i = fadd contract double %15, %16
  store volatile double %add31.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load volatile double, ptr %arrayidx34.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add37.i = fadd contract double %17, %18
  store volatile double %add37.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = load volatile double, ptr %arrayidx40.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add43.i = fadd contract double %19, %20
  store volatile double %add43.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = load volatile double, ptr %arrayidx46.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = load volatile double, ptr %arrayidx2.i, align 8, !tbaa !12
  %add49.i = fadd contract double %21, %22
  store volatile double %add49.i, ptr %arrayidx2.i, align 8, !tbaa !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load volatile double, ptr %arrayidx4.i, align 8, !tbaa !12
  %24 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanId7double4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 8, !tbaa !12
  %add28 = fadd contract double %23, %24
  %add39 = fadd contract double %val_4.sroa.20.0, %add28
  br i1 %cmp12, label %if.then41, label %if.end44

if.then41:                                        ; preds = %if.end16
  %idxprom42 = sext i32 %i.081 to i64
  %arrayidx43 = getelementptr inbounds %struct.double4, ptr %g_odata, i64 %idxprom42
  %val_4.sroa.20.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 24
  %val_4.sroa.14.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 16
  %val_4.sroa.8.0.arrayidx43.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx43, i64 8
  %add30 = fadd contract double %val_4.sroa.0.0, %add28
  %add33 = fadd contract double %val_4.sroa.8.0, %add28
  %add36 = fadd contract double %val_4.sroa.14.0, %add28
  store double %add30, ptr %arrayidx43, align 16, !tbaa !12
  store double %add33, ptr %val_4.sroa.8.0.arrayidx43.sroa_idx, align 8, !tbaa !12
  store double %add36, ptr %val_4.sroa.14.0.arrayidx43.sroa_idx, align 16, !tbaa !12
  store double %add39, ptr %val_4.sroa.20.0.arrayidx43.sroa_idx, align 8, !tbaa !12
  br label %if.end44

if.end44:                                         ; preds = %if.then41, %if.end16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp46, label %if.then47, label %if.end49

if.then47:                                        ; preds = %if.end44
  store double %add39, ptr addrspacecast (ptr addrspace(3) @_ZZ11bottom_scanId7double4Li256EEvPKT_PS1_S3_iE6s_seed to ptr), align 8, !tbaa !12
  br label %if.end49

if.end49:                                         ; preds = %if.then47, %if.end44
  %add50 = add nsw i32 %window.080, 256
  %add51 = add nsw i32 %i.081, 256
  %cmp11 = icmp slt i32 %add50, %cond
  br i1 %cmp11, label %while.body, label %while.end, !llvm.loop !16

while.end:                                        ; preds = %if.end49, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
