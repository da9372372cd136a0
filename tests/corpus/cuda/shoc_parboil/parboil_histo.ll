; ModuleID = 'shoc_parboil/parboil_histo.cu'
source_filename = "shoc_parboil/parboil_histo.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint2 = type { i32, i32 }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.ushort4 = type { i16, i16, i16, i16 }
%struct.uint4 = type { i32, i32, i32, i32 }

@_ZZ20histo_prescan_kernelPjiS_E3Avg = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ20histo_prescan_kernelPjiS_E6StdDev = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ17histo_main_kernelP6uchar4jjjjjPjS1_S1_E9sub_histo = internal addrspace(3) global [24 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20histo_prescan_kernelPjiS_(ptr noundef readonly captures(none) %input, i32 noundef %size, ptr noundef captures(none) %minmax) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %div = udiv i32 %size, %0
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %div, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %div5 = sdiv i32 %div, 8
  %add6 = add i32 %mul, %div5
  %cmp188 = icmp slt i32 %add, %add6
  br i1 %cmp188, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %while.body
  %addr.0191 = phi i32 [ %add, %while.body.lr.ph ], [ %add9, %while.body ]
  %avg.0190 = phi float [ 0.000000e+00, %while.body.lr.ph ], [ %add7, %while.body ]
  %count.0189 = phi i32 [ 0, %while.body.lr.ph ], [ %inc, %while.body ]
  %idxprom = sext i32 %addr.0191 to i64
  %arrayidx = getelementptr inbounds i32, ptr %input, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %conv = uitofp i32 %4 to float
  %add7 = fadd contract float %avg.0190, %conv
  %inc = add i32 %count.0189, 1
  %add9 = add i32 %addr.0191, %3
  %cmp = icmp slt i32 %add9, %add6
  br i1 %cmp, label %while.body, label %while.end.loopexit, !llvm.loop !8

while.end.loopexit:                               ; preds = %while.body
  %5 = uitofp i32 %inc to float
  br label %while.end

while.end:                                        ; preds = %while.end.loopexit, %entry
  %count.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %5, %while.end.loopexit ]
  %avg.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add7, %while.end.loopexit ]
  %div11 = fdiv contract float %avg.0.lcssa, %count.0.lcssa
  %idxprom13 = zext nneg i32 %2 to i64
  %arrayidx14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom13
  store float %div11, ptr %arrayidx14, align 4, !tbaa !10
  br i1 %cmp188, label %while.body21.lr.ph, label %while.end33

while.body21.lr.ph:                               ; preds = %while.end
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %while.body21

while.body21:                                     ; preds = %while.body21.lr.ph, %while.body21
  %stddev.0195 = phi float [ 0.000000e+00, %while.body21.lr.ph ], [ %add30, %while.body21 ]
  %addr2.0194 = phi i32 [ %add, %while.body21.lr.ph ], [ %add32, %while.body21 ]
  %idxprom22 = sext i32 %addr2.0194 to i64
  %arrayidx23 = getelementptr inbounds i32, ptr %input, i64 %idxprom22
  %7 = load i32, ptr %arrayidx23, align 4, !tbaa !4
  %conv24 = uitofp i32 %7 to float
  %sub = fsub contract float %conv24, %div11
  %mul29 = fmul contract float %sub, %sub
  %add30 = fadd contract float %stddev.0195, %mul29
  %add32 = add i32 %addr2.0194, %6
  %cmp20 = icmp slt i32 %add32, %add6
  br i1 %cmp20, label %while.body21, label %while.end33, !llvm.loop !12

while.end33:                                      ; preds = %while.body21, %while.end
  %stddev.0.lcssa = phi float [ 0.000000e+00, %while.end ], [ %add30, %while.body21 ]
  %div35 = fdiv contract float %stddev.0.lcssa, %count.0.lcssa
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %div35) #10
  %arrayidx39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom13
  store float %call.i, ptr %arrayidx39, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp43 = icmp samesign ult i32 %2, 256
  br i1 %cmp43, label %if.then, label %for.inc

if.then:                                          ; preds = %while.end33
  %add45 = or disjoint i32 %2, 256
  %idxprom46 = zext nneg i32 %add45 to i64
  %arrayidx47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom46
  %8 = load float, ptr %arrayidx47, align 4, !tbaa !10
  %9 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add51 = fadd contract float %8, %9
  store float %add51, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom46
  %10 = load float, ptr %arrayidx55, align 4, !tbaa !10
  %11 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add59 = fadd contract float %10, %11
  store float %add59, ptr %arrayidx39, align 4, !tbaa !10
  br label %for.inc

for.inc:                                          ; preds = %while.end33, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp43.1 = icmp samesign ult i32 %2, 128
  br i1 %cmp43.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %add45.1 = or disjoint i32 %2, 128
  %idxprom46.1 = zext nneg i32 %add45.1 to i64
  %arrayidx47.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom46.1
  %12 = load float, ptr %arrayidx47.1, align 4, !tbaa !10
  %13 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add51.1 = fadd contract float %12, %13
  store float %add51.1, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx55.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom46.1
  %14 = load float, ptr %arrayidx55.1, align 4, !tbaa !10
  %15 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add59.1 = fadd contract float %14, %15
  store float %add59.1, ptr %arrayidx39, align 4, !tbaa !10
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp43.2 = icmp samesign ult i32 %2, 64
  br i1 %cmp43.2, label %if.then.2, label %for.inc.2

if.then.2:                                        ; preds = %for.inc.1
  %add45.2 = or disjoint i32 %2, 64
  %idxprom46.2 = zext nneg i32 %add45.2 to i64
  %arrayidx47.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom46.2
  %16 = load float, ptr %arrayidx47.2, align 4, !tbaa !10
  %17 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add51.2 = fadd contract float %16, %17
  store float %add51.2, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx55.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom46.2
  %18 = load float, ptr %arrayidx55.2, align 4, !tbaa !10
  %19 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add59.2 = fadd contract float %18, %19
  store float %add59.2, ptr %arrayidx39, align 4, !tbaa !10
  br label %for.inc.2

for.inc.2:                                        ; preds = %if.then.2, %for.inc.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp43.3 = icmp samesign ult i32 %2, 32
  br i1 %cmp43.3, label %if.then.3, label %for.inc.3

if.then.3:                                        ; preds = %for.inc.2
  %add45.3 = or disjoint i32 %2, 32
  %idxprom46.3 = zext nneg i32 %add45.3 to i64
  %arrayidx47.3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom46.3
  %20 = load float, ptr %arrayidx47.3, align 4, !tbaa !10
  %21 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add51.3 = fadd contract float %20, %21
  store float %add51.3, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx55.3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom46.3
  %22 = load float, ptr %arrayidx55.3, align 4, !tbaa !10
  %23 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add59.3 = fadd contract float %22, %23
  store float %add59.3, ptr %arrayidx39, align 4, !tbaa !10
  br label %for.inc.3

for.inc.3:                                        ; preds = %if.then.3, %for.inc.2
  %cmp61 = icmp samesign ult i32 %2, 16
  br i1 %cmp61, label %if.then62, label %if.end79

if.then62:                                        ; preds = %for.inc.3
  %add64 = or disjoint i32 %2, 16
  %idxprom65 = zext nneg i32 %add64 to i64
  %arrayidx66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom65
  %24 = load float, ptr %arrayidx66, align 4, !tbaa !10
  %25 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add70 = fadd contract float %24, %25
  store float %add70, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom65
  %26 = load float, ptr %arrayidx74, align 4, !tbaa !10
  %27 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add78 = fadd contract float %26, %27
  store float %add78, ptr %arrayidx39, align 4, !tbaa !10
  br label %if.end79

if.end79:                                         ; preds = %if.then62, %for.inc.3
  %cmp81 = icmp samesign ult i32 %2, 8
  br i1 %cmp81, label %if.then82, label %if.end99

if.then82:                                        ; preds = %if.end79
  %add84 = or disjoint i32 %2, 8
  %idxprom85 = zext nneg i32 %add84 to i64
  %arrayidx86 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom85
  %28 = load float, ptr %arrayidx86, align 4, !tbaa !10
  %29 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add90 = fadd contract float %28, %29
  store float %add90, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom85
  %30 = load float, ptr %arrayidx94, align 4, !tbaa !10
  %31 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add98 = fadd contract float %30, %31
  store float %add98, ptr %arrayidx39, align 4, !tbaa !10
  br label %if.end99

if.end99:                                         ; preds = %if.then82, %if.end79
  %cmp101 = icmp samesign ult i32 %2, 4
  br i1 %cmp101, label %if.then102, label %if.end119

if.then102:                                       ; preds = %if.end99
  %add104 = or disjoint i32 %2, 4
  %idxprom105 = zext nneg i32 %add104 to i64
  %arrayidx106 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom105
  %32 = load float, ptr %arrayidx106, align 4, !tbaa !10
  %33 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add110 = fadd contract float %32, %33
  store float %add110, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom105
  %34 = load float, ptr %arrayidx114, align 4, !tbaa !10
  %35 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add118 = fadd contract float %34, %35
  store float %add118, ptr %arrayidx39, align 4, !tbaa !10
  br label %if.end119

if.end119:                                        ; preds = %if.then102, %if.end99
  %cmp121 = icmp samesign ult i32 %2, 2
  br i1 %cmp121, label %if.then122, label %if.end139

if.then122:                                       ; preds = %if.end119
  %add124 = or disjoint i32 %2, 2
  %idxprom125 = zext nneg i32 %add124 to i64
  %arrayidx126 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 %idxprom125
  %36 = load float, ptr %arrayidx126, align 4, !tbaa !10
  %37 = load float, ptr %arrayidx14, align 4, !tbaa !10
  %add130 = fadd contract float %36, %37
  store float %add130, ptr %arrayidx14, align 4, !tbaa !10
  %arrayidx134 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 %idxprom125
  %38 = load float, ptr %arrayidx134, align 4, !tbaa !10
  %39 = load float, ptr %arrayidx39, align 4, !tbaa !10
  %add138 = fadd contract float %38, %39
  store float %add138, ptr %arrayidx39, align 4, !tbaa !10
  br label %if.end139

if.end139:                                        ; preds = %if.then122, %if.end119
  %cmp141 = icmp eq i32 %2, 0
  br i1 %cmp141, label %if.then142, label %if.end159

if.then142:                                       ; preds = %if.end139
  %40 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), align 4, !tbaa !10
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E3Avg to ptr), i64 4), align 4, !tbaa !10
  %add144 = fadd contract float %40, %41
  %div145 = fmul contract float %add144, 0x3F60000000000000
  %42 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), align 4, !tbaa !10
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20histo_prescan_kernelPjiS_E6StdDev to ptr), i64 4), align 4, !tbaa !10
  %add147 = fadd contract float %42, %43
  %div148 = fmul contract float %add147, 0x3F60000000000000
  %mul149 = fmul contract float %div148, 1.000000e+01
  %sub150 = fsub contract float %div145, %mul149
  %conv151 = fptoui float %sub150 to i32
  %div152 = udiv i32 %conv151, 24576
  %44 = atomicrmw umin ptr %minmax, i32 %div152 seq_cst, align 4
  %add.ptr = getelementptr inbounds nuw i8, ptr %minmax, i64 4
  %add155 = fadd contract float %div145, %mul149
  %conv156 = fptoui float %add155 to i32
  %div157 = udiv i32 %conv156, 24576
  %45 = atomicrmw umax ptr %add.ptr, i32 %div157 seq_cst, align 4
  br label %if.end159

if.end159:                                        ; preds = %if.then142, %if.end139
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z12calculateBinjP6uchar4(i32 noundef %bin, ptr noundef writeonly captures(none) initializes((0, 4)) %sm_mapping) local_unnamed_addr #2 {
entry:
  %shr = lshr i32 %bin, 2
  %conv2 = trunc i32 %shr to i8
  %shr3 = lshr i32 %bin, 10
  %rem4 = urem i32 %shr3, 24
  %conv5 = trunc nuw nsw i32 %rem4 to i8
  %div = udiv i32 %bin, 24576
  %conv6 = trunc i32 %div to i8
  %bin.tr = trunc i32 %bin to i8
  %0 = shl i8 %bin.tr, 3
  %conv8 = and i8 %0, 24
  store i8 %conv6, ptr %sm_mapping, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %sm_mapping, i64 1
  store i8 %conv5, ptr %sm.sroa.4.0..sroa_idx, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %sm_mapping, i64 2
  store i8 %conv2, ptr %sm.sroa.5.0..sroa_idx, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %sm_mapping, i64 3
  store i8 %conv8, ptr %sm.sroa.6.0..sroa_idx, align 1, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z26histo_intermediates_kernelP5uint2jjjP6uchar4(ptr noundef readonly captures(none) %input, i32 noundef %height, i32 noundef %width, i32 noundef %input_pitch, ptr noundef writeonly captures(none) %sm_mappings) local_unnamed_addr #3 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 4
  %mul1 = mul i32 %input_pitch, %mul
  %idx.ext = zext i32 %mul1 to i64
  %add.ptr = getelementptr inbounds nuw %struct.uint2, ptr %input, i64 %idx.ext
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx.ext3 = zext nneg i32 %1 to i64
  %add.ptr4 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr, i64 %idx.ext3
  %mul5 = mul i32 %width, %mul
  %add = add i32 %mul5, %1
  %rem = and i32 %width, 1
  %tobool.not = icmp ne i32 %rem, 0
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sub = add nsw i32 %2, -1
  %cmp = icmp eq i32 %1, %sub
  %spec.select = select i1 %tobool.not, i1 %cmp, i1 false
  %idx.ext14 = zext i32 %input_pitch to i64
  %bin_value.sroa.0.0.copyload = load i32, ptr %add.ptr4, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %add.ptr4, i64 4
  %bin_value.sroa.4.0.copyload = load i32, ptr %bin_value.sroa.4.0..sroa_idx, align 4, !tbaa !4
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom
  %shr.i = lshr i32 %bin_value.sroa.0.0.copyload, 2
  %conv2.i = trunc i32 %shr.i to i8
  %shr3.i = lshr i32 %bin_value.sroa.0.0.copyload, 10
  %rem4.i = urem i32 %shr3.i, 24
  %conv5.i = trunc nuw nsw i32 %rem4.i to i8
  %div.i = udiv i32 %bin_value.sroa.0.0.copyload, 24576
  %conv6.i = trunc i32 %div.i to i8
  %bin.tr.i = trunc i32 %bin_value.sroa.0.0.copyload to i8
  %3 = shl i8 %bin.tr.i, 3
  %conv8.i = and i8 %3, 24
  store i8 %conv6.i, ptr %arrayidx, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1
  store i8 %conv5.i, ptr %sm.sroa.4.0..sroa_idx.i, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2
  store i8 %conv2.i, ptr %sm.sroa.5.0..sroa_idx.i, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx, i64 3
  store i8 %conv8.i, ptr %sm.sroa.6.0..sroa_idx.i, align 1, !tbaa !13
  br i1 %spec.select, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %add11 = add i32 %add, %2
  %idxprom12 = zext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12
  %shr.i26 = lshr i32 %bin_value.sroa.4.0.copyload, 2
  %conv2.i27 = trunc i32 %shr.i26 to i8
  %shr3.i28 = lshr i32 %bin_value.sroa.4.0.copyload, 10
  %rem4.i29 = urem i32 %shr3.i28, 24
  %conv5.i30 = trunc nuw nsw i32 %rem4.i29 to i8
  %div.i31 = udiv i32 %bin_value.sroa.4.0.copyload, 24576
  %conv6.i32 = trunc i32 %div.i31 to i8
  %bin.tr.i33 = trunc i32 %bin_value.sroa.4.0.copyload to i8
  %4 = shl i8 %bin.tr.i33, 3
  %conv8.i34 = and i8 %4, 24
  store i8 %conv6.i32, ptr %arrayidx13, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35 = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 1
  store i8 %conv5.i30, ptr %sm.sroa.4.0..sroa_idx.i35, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36 = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 2
  store i8 %conv2.i27, ptr %sm.sroa.5.0..sroa_idx.i36, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37 = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 3
  store i8 %conv8.i34, ptr %sm.sroa.6.0..sroa_idx.i37, align 1, !tbaa !13
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %add.ptr15 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr4, i64 %idx.ext14
  %add16 = add i32 %add, %width
  %bin_value.sroa.0.0.copyload.1 = load i32, ptr %add.ptr15, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.1 = getelementptr inbounds nuw i8, ptr %add.ptr15, i64 4
  %bin_value.sroa.4.0.copyload.1 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.1, align 4, !tbaa !4
  %idxprom.1 = zext i32 %add16 to i64
  %arrayidx.1 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.1
  %shr.i.1 = lshr i32 %bin_value.sroa.0.0.copyload.1, 2
  %conv2.i.1 = trunc i32 %shr.i.1 to i8
  %shr3.i.1 = lshr i32 %bin_value.sroa.0.0.copyload.1, 10
  %rem4.i.1 = urem i32 %shr3.i.1, 24
  %conv5.i.1 = trunc nuw nsw i32 %rem4.i.1 to i8
  %div.i.1 = udiv i32 %bin_value.sroa.0.0.copyload.1, 24576
  %conv6.i.1 = trunc i32 %div.i.1 to i8
  %bin.tr.i.1 = trunc i32 %bin_value.sroa.0.0.copyload.1 to i8
  %5 = shl i8 %bin.tr.i.1, 3
  %conv8.i.1 = and i8 %5, 24
  store i8 %conv6.i.1, ptr %arrayidx.1, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.1 = getelementptr inbounds nuw i8, ptr %arrayidx.1, i64 1
  store i8 %conv5.i.1, ptr %sm.sroa.4.0..sroa_idx.i.1, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.1 = getelementptr inbounds nuw i8, ptr %arrayidx.1, i64 2
  store i8 %conv2.i.1, ptr %sm.sroa.5.0..sroa_idx.i.1, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.1 = getelementptr inbounds nuw i8, ptr %arrayidx.1, i64 3
  store i8 %conv8.i.1, ptr %sm.sroa.6.0..sroa_idx.i.1, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.1, label %if.then.1

if.then.1:                                        ; preds = %if.end
  %add11.1 = add i32 %add16, %2
  %idxprom12.1 = zext i32 %add11.1 to i64
  %arrayidx13.1 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.1
  %shr.i26.1 = lshr i32 %bin_value.sroa.4.0.copyload.1, 2
  %conv2.i27.1 = trunc i32 %shr.i26.1 to i8
  %shr3.i28.1 = lshr i32 %bin_value.sroa.4.0.copyload.1, 10
  %rem4.i29.1 = urem i32 %shr3.i28.1, 24
  %conv5.i30.1 = trunc nuw nsw i32 %rem4.i29.1 to i8
  %div.i31.1 = udiv i32 %bin_value.sroa.4.0.copyload.1, 24576
  %conv6.i32.1 = trunc i32 %div.i31.1 to i8
  %bin.tr.i33.1 = trunc i32 %bin_value.sroa.4.0.copyload.1 to i8
  %6 = shl i8 %bin.tr.i33.1, 3
  %conv8.i34.1 = and i8 %6, 24
  store i8 %conv6.i32.1, ptr %arrayidx13.1, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.1 = getelementptr inbounds nuw i8, ptr %arrayidx13.1, i64 1
  store i8 %conv5.i30.1, ptr %sm.sroa.4.0..sroa_idx.i35.1, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.1 = getelementptr inbounds nuw i8, ptr %arrayidx13.1, i64 2
  store i8 %conv2.i27.1, ptr %sm.sroa.5.0..sroa_idx.i36.1, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.1 = getelementptr inbounds nuw i8, ptr %arrayidx13.1, i64 3
  store i8 %conv8.i34.1, ptr %sm.sroa.6.0..sroa_idx.i37.1, align 1, !tbaa !13
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  %add.ptr15.1 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15, i64 %idx.ext14
  %add16.1 = add i32 %add16, %width
  %bin_value.sroa.0.0.copyload.2 = load i32, ptr %add.ptr15.1, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.2 = getelementptr inbounds nuw i8, ptr %add.ptr15.1, i64 4
  %bin_value.sroa.4.0.copyload.2 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.2, align 4, !tbaa !4
  %idxprom.2 = zext i32 %add16.1 to i64
  %arrayidx.2 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.2
  %shr.i.2 = lshr i32 %bin_value.sroa.0.0.copyload.2, 2
  %conv2.i.2 = trunc i32 %shr.i.2 to i8
  %shr3.i.2 = lshr i32 %bin_value.sroa.0.0.copyload.2, 10
  %rem4.i.2 = urem i32 %shr3.i.2, 24
  %conv5.i.2 = trunc nuw nsw i32 %rem4.i.2 to i8
  %div.i.2 = udiv i32 %bin_value.sroa.0.0.copyload.2, 24576
  %conv6.i.2 = trunc i32 %div.i.2 to i8
  %bin.tr.i.2 = trunc i32 %bin_value.sroa.0.0.copyload.2 to i8
  %7 = shl i8 %bin.tr.i.2, 3
  %conv8.i.2 = and i8 %7, 24
  store i8 %conv6.i.2, ptr %arrayidx.2, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.2 = getelementptr inbounds nuw i8, ptr %arrayidx.2, i64 1
  store i8 %conv5.i.2, ptr %sm.sroa.4.0..sroa_idx.i.2, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.2 = getelementptr inbounds nuw i8, ptr %arrayidx.2, i64 2
  store i8 %conv2.i.2, ptr %sm.sroa.5.0..sroa_idx.i.2, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.2 = getelementptr inbounds nuw i8, ptr %arrayidx.2, i64 3
  store i8 %conv8.i.2, ptr %sm.sroa.6.0..sroa_idx.i.2, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.2, label %if.then.2

if.then.2:                                        ; preds = %if.end.1
  %add11.2 = add i32 %add16.1, %2
  %idxprom12.2 = zext i32 %add11.2 to i64
  %arrayidx13.2 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.2
  %shr.i26.2 = lshr i32 %bin_value.sroa.4.0.copyload.2, 2
  %conv2.i27.2 = trunc i32 %shr.i26.2 to i8
  %shr3.i28.2 = lshr i32 %bin_value.sroa.4.0.copyload.2, 10
  %rem4.i29.2 = urem i32 %shr3.i28.2, 24
  %conv5.i30.2 = trunc nuw nsw i32 %rem4.i29.2 to i8
  %div.i31.2 = udiv i32 %bin_value.sroa.4.0.copyload.2, 24576
  %conv6.i32.2 = trunc i32 %div.i31.2 to i8
  %bin.tr.i33.2 = trunc i32 %bin_value.sroa.4.0.copyload.2 to i8
  %8 = shl i8 %bin.tr.i33.2, 3
  %conv8.i34.2 = and i8 %8, 24
  store i8 %conv6.i32.2, ptr %arrayidx13.2, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.2 = getelementptr inbounds nuw i8, ptr %arrayidx13.2, i64 1
  store i8 %conv5.i30.2, ptr %sm.sroa.4.0..sroa_idx.i35.2, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.2 = getelementptr inbounds nuw i8, ptr %arrayidx13.2, i64 2
  store i8 %conv2.i27.2, ptr %sm.sroa.5.0..sroa_idx.i36.2, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.2 = getelementptr inbounds nuw i8, ptr %arrayidx13.2, i64 3
  store i8 %conv8.i34.2, ptr %sm.sroa.6.0..sroa_idx.i37.2, align 1, !tbaa !13
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  %add.ptr15.2 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.1, i64 %idx.ext14
  %add16.2 = add i32 %add16.1, %width
  %bin_value.sroa.0.0.copyload.3 = load i32, ptr %add.ptr15.2, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.3 = getelementptr inbounds nuw i8, ptr %add.ptr15.2, i64 4
  %bin_value.sroa.4.0.copyload.3 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.3, align 4, !tbaa !4
  %idxprom.3 = zext i32 %add16.2 to i64
  %arrayidx.3 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.3
  %shr.i.3 = lshr i32 %bin_value.sroa.0.0.copyload.3, 2
  %conv2.i.3 = trunc i32 %shr.i.3 to i8
  %shr3.i.3 = lshr i32 %bin_value.sroa.0.0.copyload.3, 10
  %rem4.i.3 = urem i32 %shr3.i.3, 24
  %conv5.i.3 = trunc nuw nsw i32 %rem4.i.3 to i8
  %div.i.3 = udiv i32 %bin_value.sroa.0.0.copyload.3, 24576
  %conv6.i.3 = trunc i32 %div.i.3 to i8
  %bin.tr.i.3 = trunc i32 %bin_value.sroa.0.0.copyload.3 to i8
  %9 = shl i8 %bin.tr.i.3, 3
  %conv8.i.3 = and i8 %9, 24
  store i8 %conv6.i.3, ptr %arrayidx.3, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.3 = getelementptr inbounds nuw i8, ptr %arrayidx.3, i64 1
  store i8 %conv5.i.3, ptr %sm.sroa.4.0..sroa_idx.i.3, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.3 = getelementptr inbounds nuw i8, ptr %arrayidx.3, i64 2
  store i8 %conv2.i.3, ptr %sm.sroa.5.0..sroa_idx.i.3, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.3 = getelementptr inbounds nuw i8, ptr %arrayidx.3, i64 3
  store i8 %conv8.i.3, ptr %sm.sroa.6.0..sroa_idx.i.3, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.3, label %if.then.3

if.then.3:                                        ; preds = %if.end.2
  %add11.3 = add i32 %add16.2, %2
  %idxprom12.3 = zext i32 %add11.3 to i64
  %arrayidx13.3 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.3
  %shr.i26.3 = lshr i32 %bin_value.sroa.4.0.copyload.3, 2
  %conv2.i27.3 = trunc i32 %shr.i26.3 to i8
  %shr3.i28.3 = lshr i32 %bin_value.sroa.4.0.copyload.3, 10
  %rem4.i29.3 = urem i32 %shr3.i28.3, 24
  %conv5.i30.3 = trunc nuw nsw i32 %rem4.i29.3 to i8
  %div.i31.3 = udiv i32 %bin_value.sroa.4.0.copyload.3, 24576
  %conv6.i32.3 = trunc i32 %div.i31.3 to i8
  %bin.tr.i33.3 = trunc i32 %bin_value.sroa.4.0.copyload.3 to i8
  %10 = shl i8 %bin.tr.i33.3, 3
  %conv8.i34.3 = and i8 %10, 24
  store i8 %conv6.i32.3, ptr %arrayidx13.3, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.3 = getelementptr inbounds nuw i8, ptr %arrayidx13.3, i64 1
  store i8 %conv5.i30.3, ptr %sm.sroa.4.0..sroa_idx.i35.3, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.3 = getelementptr inbounds nuw i8, ptr %arrayidx13.3, i64 2
  store i8 %conv2.i27.3, ptr %sm.sroa.5.0..sroa_idx.i36.3, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.3 = getelementptr inbounds nuw i8, ptr %arrayidx13.3, i64 3
  store i8 %conv8.i34.3, ptr %sm.sroa.6.0..sroa_idx.i37.3, align 1, !tbaa !13
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  %add.ptr15.3 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.2, i64 %idx.ext14
  %add16.3 = add i32 %add16.2, %width
  %bin_value.sroa.0.0.copyload.4 = load i32, ptr %add.ptr15.3, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.4 = getelementptr inbounds nuw i8, ptr %add.ptr15.3, i64 4
  %bin_value.sroa.4.0.copyload.4 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.4, align 4, !tbaa !4
  %idxprom.4 = zext i32 %add16.3 to i64
  %arrayidx.4 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.4
  %shr.i.4 = lshr i32 %bin_value.sroa.0.0.copyload.4, 2
  %conv2.i.4 = trunc i32 %shr.i.4 to i8
  %shr3.i.4 = lshr i32 %bin_value.sroa.0.0.copyload.4, 10
  %rem4.i.4 = urem i32 %shr3.i.4, 24
  %conv5.i.4 = trunc nuw nsw i32 %rem4.i.4 to i8
  %div.i.4 = udiv i32 %bin_value.sroa.0.0.copyload.4, 24576
  %conv6.i.4 = trunc i32 %div.i.4 to i8
  %bin.tr.i.4 = trunc i32 %bin_value.sroa.0.0.copyload.4 to i8
  %11 = shl i8 %bin.tr.i.4, 3
  %conv8.i.4 = and i8 %11, 24
  store i8 %conv6.i.4, ptr %arrayidx.4, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.4 = getelementptr inbounds nuw i8, ptr %arrayidx.4, i64 1
  store i8 %conv5.i.4, ptr %sm.sroa.4.0..sroa_idx.i.4, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.4 = getelementptr inbounds nuw i8, ptr %arrayidx.4, i64 2
  store i8 %conv2.i.4, ptr %sm.sroa.5.0..sroa_idx.i.4, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.4 = getelementptr inbounds nuw i8, ptr %arrayidx.4, i64 3
  store i8 %conv8.i.4, ptr %sm.sroa.6.0..sroa_idx.i.4, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.4, label %if.then.4

if.then.4:                                        ; preds = %if.end.3
  %add11.4 = add i32 %add16.3, %2
  %idxprom12.4 = zext i32 %add11.4 to i64
  %arrayidx13.4 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.4
  %shr.i26.4 = lshr i32 %bin_value.sroa.4.0.copyload.4, 2
  %conv2.i27.4 = trunc i32 %shr.i26.4 to i8
  %shr3.i28.4 = lshr i32 %bin_value.sroa.4.0.copyload.4, 10
  %rem4.i29.4 = urem i32 %shr3.i28.4, 24
  %conv5.i30.4 = trunc nuw nsw i32 %rem4.i29.4 to i8
  %div.i31.4 = udiv i32 %bin_value.sroa.4.0.copyload.4, 24576
  %conv6.i32.4 = trunc i32 %div.i31.4 to i8
  %bin.tr.i33.4 = trunc i32 %bin_value.sroa.4.0.copyload.4 to i8
  %12 = shl i8 %bin.tr.i33.4, 3
  %conv8.i34.4 = and i8 %12, 24
  store i8 %conv6.i32.4, ptr %arrayidx13.4, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.4 = getelementptr inbounds nuw i8, ptr %arrayidx13.4, i64 1
  store i8 %conv5.i30.4, ptr %sm.sroa.4.0..sroa_idx.i35.4, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.4 = getelementptr inbounds nuw i8, ptr %arrayidx13.4, i64 2
  store i8 %conv2.i27.4, ptr %sm.sroa.5.0..sroa_idx.i36.4, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.4 = getelementptr inbounds nuw i8, ptr %arrayidx13.4, i64 3
  store i8 %conv8.i34.4, ptr %sm.sroa.6.0..sroa_idx.i37.4, align 1, !tbaa !13
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  %add.ptr15.4 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.3, i64 %idx.ext14
  %add16.4 = add i32 %add16.3, %width
  %bin_value.sroa.0.0.copyload.5 = load i32, ptr %add.ptr15.4, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.5 = getelementptr inbounds nuw i8, ptr %add.ptr15.4, i64 4
  %bin_value.sroa.4.0.copyload.5 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.5, align 4, !tbaa !4
  %idxprom.5 = zext i32 %add16.4 to i64
  %arrayidx.5 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.5
  %shr.i.5 = lshr i32 %bin_value.sroa.0.0.copyload.5, 2
  %conv2.i.5 = trunc i32 %shr.i.5 to i8
  %shr3.i.5 = lshr i32 %bin_value.sroa.0.0.copyload.5, 10
  %rem4.i.5 = urem i32 %shr3.i.5, 24
  %conv5.i.5 = trunc nuw nsw i32 %rem4.i.5 to i8
  %div.i.5 = udiv i32 %bin_value.sroa.0.0.copyload.5, 24576
  %conv6.i.5 = trunc i32 %div.i.5 to i8
  %bin.tr.i.5 = trunc i32 %bin_value.sroa.0.0.copyload.5 to i8
  %13 = shl i8 %bin.tr.i.5, 3
  %conv8.i.5 = and i8 %13, 24
  store i8 %conv6.i.5, ptr %arrayidx.5, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.5 = getelementptr inbounds nuw i8, ptr %arrayidx.5, i64 1
  store i8 %conv5.i.5, ptr %sm.sroa.4.0..sroa_idx.i.5, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.5 = getelementptr inbounds nuw i8, ptr %arrayidx.5, i64 2
  store i8 %conv2.i.5, ptr %sm.sroa.5.0..sroa_idx.i.5, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.5 = getelementptr inbounds nuw i8, ptr %arrayidx.5, i64 3
  store i8 %conv8.i.5, ptr %sm.sroa.6.0..sroa_idx.i.5, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.5, label %if.then.5

if.then.5:                                        ; preds = %if.end.4
  %add11.5 = add i32 %add16.4, %2
  %idxprom12.5 = zext i32 %add11.5 to i64
  %arrayidx13.5 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.5
  %shr.i26.5 = lshr i32 %bin_value.sroa.4.0.copyload.5, 2
  %conv2.i27.5 = trunc i32 %shr.i26.5 to i8
  %shr3.i28.5 = lshr i32 %bin_value.sroa.4.0.copyload.5, 10
  %rem4.i29.5 = urem i32 %shr3.i28.5, 24
  %conv5.i30.5 = trunc nuw nsw i32 %rem4.i29.5 to i8
  %div.i31.5 = udiv i32 %bin_value.sroa.4.0.copyload.5, 24576
  %conv6.i32.5 = trunc i32 %div.i31.5 to i8
  %bin.tr.i33.5 = trunc i32 %bin_value.sroa.4.0.copyload.5 to i8
  %14 = shl i8 %bin.tr.i33.5, 3
  %conv8.i34.5 = and i8 %14, 24
  store i8 %conv6.i32.5, ptr %arrayidx13.5, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.5 = getelementptr inbounds nuw i8, ptr %arrayidx13.5, i64 1
  store i8 %conv5.i30.5, ptr %sm.sroa.4.0..sroa_idx.i35.5, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.5 = getelementptr inbounds nuw i8, ptr %arrayidx13.5, i64 2
  store i8 %conv2.i27.5, ptr %sm.sroa.5.0..sroa_idx.i36.5, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.5 = getelementptr inbounds nuw i8, ptr %arrayidx13.5, i64 3
  store i8 %conv8.i34.5, ptr %sm.sroa.6.0..sroa_idx.i37.5, align 1, !tbaa !13
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  %add.ptr15.5 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.4, i64 %idx.ext14
  %add16.5 = add i32 %add16.4, %width
  %bin_value.sroa.0.0.copyload.6 = load i32, ptr %add.ptr15.5, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.6 = getelementptr inbounds nuw i8, ptr %add.ptr15.5, i64 4
  %bin_value.sroa.4.0.copyload.6 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.6, align 4, !tbaa !4
  %idxprom.6 = zext i32 %add16.5 to i64
  %arrayidx.6 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.6
  %shr.i.6 = lshr i32 %bin_value.sroa.0.0.copyload.6, 2
  %conv2.i.6 = trunc i32 %shr.i.6 to i8
  %shr3.i.6 = lshr i32 %bin_value.sroa.0.0.copyload.6, 10
  %rem4.i.6 = urem i32 %shr3.i.6, 24
  %conv5.i.6 = trunc nuw nsw i32 %rem4.i.6 to i8
  %div.i.6 = udiv i32 %bin_value.sroa.0.0.copyload.6, 24576
  %conv6.i.6 = trunc i32 %div.i.6 to i8
  %bin.tr.i.6 = trunc i32 %bin_value.sroa.0.0.copyload.6 to i8
  %15 = shl i8 %bin.tr.i.6, 3
  %conv8.i.6 = and i8 %15, 24
  store i8 %conv6.i.6, ptr %arrayidx.6, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.6 = getelementptr inbounds nuw i8, ptr %arrayidx.6, i64 1
  store i8 %conv5.i.6, ptr %sm.sroa.4.0..sroa_idx.i.6, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.6 = getelementptr inbounds nuw i8, ptr %arrayidx.6, i64 2
  store i8 %conv2.i.6, ptr %sm.sroa.5.0..sroa_idx.i.6, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.6 = getelementptr inbounds nuw i8, ptr %arrayidx.6, i64 3
  store i8 %conv8.i.6, ptr %sm.sroa.6.0..sroa_idx.i.6, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.6, label %if.then.6

if.then.6:                                        ; preds = %if.end.5
  %add11.6 = add i32 %add16.5, %2
  %idxprom12.6 = zext i32 %add11.6 to i64
  %arrayidx13.6 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.6
  %shr.i26.6 = lshr i32 %bin_value.sroa.4.0.copyload.6, 2
  %conv2.i27.6 = trunc i32 %shr.i26.6 to i8
  %shr3.i28.6 = lshr i32 %bin_value.sroa.4.0.copyload.6, 10
  %rem4.i29.6 = urem i32 %shr3.i28.6, 24
  %conv5.i30.6 = trunc nuw nsw i32 %rem4.i29.6 to i8
  %div.i31.6 = udiv i32 %bin_value.sroa.4.0.copyload.6, 24576
  %conv6.i32.6 = trunc i32 %div.i31.6 to i8
  %bin.tr.i33.6 = trunc i32 %bin_value.sroa.4.0.copyload.6 to i8
  %16 = shl i8 %bin.tr.i33.6, 3
  %conv8.i34.6 = and i8 %16, 24
  store i8 %conv6.i32.6, ptr %arrayidx13.6, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.6 = getelementptr inbounds nuw i8, ptr %arrayidx13.6, i64 1
  store i8 %conv5.i30.6, ptr %sm.sroa.4.0..sroa_idx.i35.6, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.6 = getelementptr inbounds nuw i8, ptr %arrayidx13.6, i64 2
  store i8 %conv2.i27.6, ptr %sm.sroa.5.0..sroa_idx.i36.6, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.6 = getelementptr inbounds nuw i8, ptr %arrayidx13.6, i64 3
  store i8 %conv8.i34.6, ptr %sm.sroa.6.0..sroa_idx.i37.6, align 1, !tbaa !13
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  %add.ptr15.6 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.5, i64 %idx.ext14
  %add16.6 = add i32 %add16.5, %width
  %bin_value.sroa.0.0.copyload.7 = load i32, ptr %add.ptr15.6, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.7 = getelementptr inbounds nuw i8, ptr %add.ptr15.6, i64 4
  %bin_value.sroa.4.0.copyload.7 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.7, align 4, !tbaa !4
  %idxprom.7 = zext i32 %add16.6 to i64
  %arrayidx.7 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.7
  %shr.i.7 = lshr i32 %bin_value.sroa.0.0.copyload.7, 2
  %conv2.i.7 = trunc i32 %shr.i.7 to i8
  %shr3.i.7 = lshr i32 %bin_value.sroa.0.0.copyload.7, 10
  %rem4.i.7 = urem i32 %shr3.i.7, 24
  %conv5.i.7 = trunc nuw nsw i32 %rem4.i.7 to i8
  %div.i.7 = udiv i32 %bin_value.sroa.0.0.copyload.7, 24576
  %conv6.i.7 = trunc i32 %div.i.7 to i8
  %bin.tr.i.7 = trunc i32 %bin_value.sroa.0.0.copyload.7 to i8
  %17 = shl i8 %bin.tr.i.7, 3
  %conv8.i.7 = and i8 %17, 24
  store i8 %conv6.i.7, ptr %arrayidx.7, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.7 = getelementptr inbounds nuw i8, ptr %arrayidx.7, i64 1
  store i8 %conv5.i.7, ptr %sm.sroa.4.0..sroa_idx.i.7, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.7 = getelementptr inbounds nuw i8, ptr %arrayidx.7, i64 2
  store i8 %conv2.i.7, ptr %sm.sroa.5.0..sroa_idx.i.7, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.7 = getelementptr inbounds nuw i8, ptr %arrayidx.7, i64 3
  store i8 %conv8.i.7, ptr %sm.sroa.6.0..sroa_idx.i.7, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.7, label %if.then.7

if.then.7:                                        ; preds = %if.end.6
  %add11.7 = add i32 %add16.6, %2
  %idxprom12.7 = zext i32 %add11.7 to i64
  %arrayidx13.7 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.7
  %shr.i26.7 = lshr i32 %bin_value.sroa.4.0.copyload.7, 2
  %conv2.i27.7 = trunc i32 %shr.i26.7 to i8
  %shr3.i28.7 = lshr i32 %bin_value.sroa.4.0.copyload.7, 10
  %rem4.i29.7 = urem i32 %shr3.i28.7, 24
  %conv5.i30.7 = trunc nuw nsw i32 %rem4.i29.7 to i8
  %div.i31.7 = udiv i32 %bin_value.sroa.4.0.copyload.7, 24576
  %conv6.i32.7 = trunc i32 %div.i31.7 to i8
  %bin.tr.i33.7 = trunc i32 %bin_value.sroa.4.0.copyload.7 to i8
  %18 = shl i8 %bin.tr.i33.7, 3
  %conv8.i34.7 = and i8 %18, 24
  store i8 %conv6.i32.7, ptr %arrayidx13.7, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.7 = getelementptr inbounds nuw i8, ptr %arrayidx13.7, i64 1
  store i8 %conv5.i30.7, ptr %sm.sroa.4.0..sroa_idx.i35.7, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.7 = getelementptr inbounds nuw i8, ptr %arrayidx13.7, i64 2
  store i8 %conv2.i27.7, ptr %sm.sroa.5.0..sroa_idx.i36.7, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.7 = getelementptr inbounds nuw i8, ptr %arrayidx13.7, i64 3
  store i8 %conv8.i34.7, ptr %sm.sroa.6.0..sroa_idx.i37.7, align 1, !tbaa !13
  br label %if.end.7

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  %add.ptr15.7 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.6, i64 %idx.ext14
  %add16.7 = add i32 %add16.6, %width
  %bin_value.sroa.0.0.copyload.8 = load i32, ptr %add.ptr15.7, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.8 = getelementptr inbounds nuw i8, ptr %add.ptr15.7, i64 4
  %bin_value.sroa.4.0.copyload.8 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.8, align 4, !tbaa !4
  %idxprom.8 = zext i32 %add16.7 to i64
  %arrayidx.8 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.8
  %shr.i.8 = lshr i32 %bin_value.sroa.0.0.copyload.8, 2
  %conv2.i.8 = trunc i32 %shr.i.8 to i8
  %shr3.i.8 = lshr i32 %bin_value.sroa.0.0.copyload.8, 10
  %rem4.i.8 = urem i32 %shr3.i.8, 24
  %conv5.i.8 = trunc nuw nsw i32 %rem4.i.8 to i8
  %div.i.8 = udiv i32 %bin_value.sroa.0.0.copyload.8, 24576
  %conv6.i.8 = trunc i32 %div.i.8 to i8
  %bin.tr.i.8 = trunc i32 %bin_value.sroa.0.0.copyload.8 to i8
  %19 = shl i8 %bin.tr.i.8, 3
  %conv8.i.8 = and i8 %19, 24
  store i8 %conv6.i.8, ptr %arrayidx.8, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.8 = getelementptr inbounds nuw i8, ptr %arrayidx.8, i64 1
  store i8 %conv5.i.8, ptr %sm.sroa.4.0..sroa_idx.i.8, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.8 = getelementptr inbounds nuw i8, ptr %arrayidx.8, i64 2
  store i8 %conv2.i.8, ptr %sm.sroa.5.0..sroa_idx.i.8, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.8 = getelementptr inbounds nuw i8, ptr %arrayidx.8, i64 3
  store i8 %conv8.i.8, ptr %sm.sroa.6.0..sroa_idx.i.8, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.8, label %if.then.8

if.then.8:                                        ; preds = %if.end.7
  %add11.8 = add i32 %add16.7, %2
  %idxprom12.8 = zext i32 %add11.8 to i64
  %arrayidx13.8 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.8
  %shr.i26.8 = lshr i32 %bin_value.sroa.4.0.copyload.8, 2
  %conv2.i27.8 = trunc i32 %shr.i26.8 to i8
  %shr3.i28.8 = lshr i32 %bin_value.sroa.4.0.copyload.8, 10
  %rem4.i29.8 = urem i32 %shr3.i28.8, 24
  %conv5.i30.8 = trunc nuw nsw i32 %rem4.i29.8 to i8
  %div.i31.8 = udiv i32 %bin_value.sroa.4.0.copyload.8, 24576
  %conv6.i32.8 = trunc i32 %div.i31.8 to i8
  %bin.tr.i33.8 = trunc i32 %bin_value.sroa.4.0.copyload.8 to i8
  %20 = shl i8 %bin.tr.i33.8, 3
  %conv8.i34.8 = and i8 %20, 24
  store i8 %conv6.i32.8, ptr %arrayidx13.8, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.8 = getelementptr inbounds nuw i8, ptr %arrayidx13.8, i64 1
  store i8 %conv5.i30.8, ptr %sm.sroa.4.0..sroa_idx.i35.8, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.8 = getelementptr inbounds nuw i8, ptr %arrayidx13.8, i64 2
  store i8 %conv2.i27.8, ptr %sm.sroa.5.0..sroa_idx.i36.8, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.8 = getelementptr inbounds nuw i8, ptr %arrayidx13.8, i64 3
  store i8 %conv8.i34.8, ptr %sm.sroa.6.0..sroa_idx.i37.8, align 1, !tbaa !13
  br label %if.end.8

if.end.8:                                         ; preds = %if.then.8, %if.end.7
  %add.ptr15.8 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.7, i64 %idx.ext14
  %add16.8 = add i32 %add16.7, %width
  %bin_value.sroa.0.0.copyload.9 = load i32, ptr %add.ptr15.8, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.9 = getelementptr inbounds nuw i8, ptr %add.ptr15.8, i64 4
  %bin_value.sroa.4.0.copyload.9 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.9, align 4, !tbaa !4
  %idxprom.9 = zext i32 %add16.8 to i64
  %arrayidx.9 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.9
  %shr.i.9 = lshr i32 %bin_value.sroa.0.0.copyload.9, 2
  %conv2.i.9 = trunc i32 %shr.i.9 to i8
  %shr3.i.9 = lshr i32 %bin_value.sroa.0.0.copyload.9, 10
  %rem4.i.9 = urem i32 %shr3.i.9, 24
  %conv5.i.9 = trunc nuw nsw i32 %rem4.i.9 to i8
  %div.i.9 = udiv i32 %bin_value.sroa.0.0.copyload.9, 24576
  %conv6.i.9 = trunc i32 %div.i.9 to i8
  %bin.tr.i.9 = trunc i32 %bin_value.sroa.0.0.copyload.9 to i8
  %21 = shl i8 %bin.tr.i.9, 3
  %conv8.i.9 = and i8 %21, 24
  store i8 %conv6.i.9, ptr %arrayidx.9, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.9 = getelementptr inbounds nuw i8, ptr %arrayidx.9, i64 1
  store i8 %conv5.i.9, ptr %sm.sroa.4.0..sroa_idx.i.9, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.9 = getelementptr inbounds nuw i8, ptr %arrayidx.9, i64 2
  store i8 %conv2.i.9, ptr %sm.sroa.5.0..sroa_idx.i.9, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.9 = getelementptr inbounds nuw i8, ptr %arrayidx.9, i64 3
  store i8 %conv8.i.9, ptr %sm.sroa.6.0..sroa_idx.i.9, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.9, label %if.then.9

if.then.9:                                        ; preds = %if.end.8
  %add11.9 = add i32 %add16.8, %2
  %idxprom12.9 = zext i32 %add11.9 to i64
  %arrayidx13.9 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.9
  %shr.i26.9 = lshr i32 %bin_value.sroa.4.0.copyload.9, 2
  %conv2.i27.9 = trunc i32 %shr.i26.9 to i8
  %shr3.i28.9 = lshr i32 %bin_value.sroa.4.0.copyload.9, 10
  %rem4.i29.9 = urem i32 %shr3.i28.9, 24
  %conv5.i30.9 = trunc nuw nsw i32 %rem4.i29.9 to i8
  %div.i31.9 = udiv i32 %bin_value.sroa.4.0.copyload.9, 24576
  %conv6.i32.9 = trunc i32 %div.i31.9 to i8
  %bin.tr.i33.9 = trunc i32 %bin_value.sroa.4.0.copyload.9 to i8
  %22 = shl i8 %bin.tr.i33.9, 3
  %conv8.i34.9 = and i8 %22, 24
  store i8 %conv6.i32.9, ptr %arrayidx13.9, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.9 = getelementptr inbounds nuw i8, ptr %arrayidx13.9, i64 1
  store i8 %conv5.i30.9, ptr %sm.sroa.4.0..sroa_idx.i35.9, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.9 = getelementptr inbounds nuw i8, ptr %arrayidx13.9, i64 2
  store i8 %conv2.i27.9, ptr %sm.sroa.5.0..sroa_idx.i36.9, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.9 = getelementptr inbounds nuw i8, ptr %arrayidx13.9, i64 3
  store i8 %conv8.i34.9, ptr %sm.sroa.6.0..sroa_idx.i37.9, align 1, !tbaa !13
  br label %if.end.9

if.end.9:                                         ; preds = %if.then.9, %if.end.8
  %add.ptr15.9 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.8, i64 %idx.ext14
  %add16.9 = add i32 %add16.8, %width
  %bin_value.sroa.0.0.copyload.10 = load i32, ptr %add.ptr15.9, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.10 = getelementptr inbounds nuw i8, ptr %add.ptr15.9, i64 4
  %bin_value.sroa.4.0.copyload.10 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.10, align 4, !tbaa !4
  %idxprom.10 = zext i32 %add16.9 to i64
  %arrayidx.10 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.10
  %shr.i.10 = lshr i32 %bin_value.sroa.0.0.copyload.10, 2
  %conv2.i.10 = trunc i32 %shr.i.10 to i8
  %shr3.i.10 = lshr i32 %bin_value.sroa.0.0.copyload.10, 10
  %rem4.i.10 = urem i32 %shr3.i.10, 24
  %conv5.i.10 = trunc nuw nsw i32 %rem4.i.10 to i8
  %div.i.10 = udiv i32 %bin_value.sroa.0.0.copyload.10, 24576
  %conv6.i.10 = trunc i32 %div.i.10 to i8
  %bin.tr.i.10 = trunc i32 %bin_value.sroa.0.0.copyload.10 to i8
  %23 = shl i8 %bin.tr.i.10, 3
  %conv8.i.10 = and i8 %23, 24
  store i8 %conv6.i.10, ptr %arrayidx.10, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.10 = getelementptr inbounds nuw i8, ptr %arrayidx.10, i64 1
  store i8 %conv5.i.10, ptr %sm.sroa.4.0..sroa_idx.i.10, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.10 = getelementptr inbounds nuw i8, ptr %arrayidx.10, i64 2
  store i8 %conv2.i.10, ptr %sm.sroa.5.0..sroa_idx.i.10, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.10 = getelementptr inbounds nuw i8, ptr %arrayidx.10, i64 3
  store i8 %conv8.i.10, ptr %sm.sroa.6.0..sroa_idx.i.10, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.10, label %if.then.10

if.then.10:                                       ; preds = %if.end.9
  %add11.10 = add i32 %add16.9, %2
  %idxprom12.10 = zext i32 %add11.10 to i64
  %arrayidx13.10 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.10
  %shr.i26.10 = lshr i32 %bin_value.sroa.4.0.copyload.10, 2
  %conv2.i27.10 = trunc i32 %shr.i26.10 to i8
  %shr3.i28.10 = lshr i32 %bin_value.sroa.4.0.copyload.10, 10
  %rem4.i29.10 = urem i32 %shr3.i28.10, 24
  %conv5.i30.10 = trunc nuw nsw i32 %rem4.i29.10 to i8
  %div.i31.10 = udiv i32 %bin_value.sroa.4.0.copyload.10, 24576
  %conv6.i32.10 = trunc i32 %div.i31.10 to i8
  %bin.tr.i33.10 = trunc i32 %bin_value.sroa.4.0.copyload.10 to i8
  %24 = shl i8 %bin.tr.i33.10, 3
  %conv8.i34.10 = and i8 %24, 24
  store i8 %conv6.i32.10, ptr %arrayidx13.10, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.10 = getelementptr inbounds nuw i8, ptr %arrayidx13.10, i64 1
  store i8 %conv5.i30.10, ptr %sm.sroa.4.0..sroa_idx.i35.10, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.10 = getelementptr inbounds nuw i8, ptr %arrayidx13.10, i64 2
  store i8 %conv2.i27.10, ptr %sm.sroa.5.0..sroa_idx.i36.10, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.10 = getelementptr inbounds nuw i8, ptr %arrayidx13.10, i64 3
  store i8 %conv8.i34.10, ptr %sm.sroa.6.0..sroa_idx.i37.10, align 1, !tbaa !13
  br label %if.end.10

if.end.10:                                        ; preds = %if.then.10, %if.end.9
  %add.ptr15.10 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.9, i64 %idx.ext14
  %add16.10 = add i32 %add16.9, %width
  %bin_value.sroa.0.0.copyload.11 = load i32, ptr %add.ptr15.10, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.11 = getelementptr inbounds nuw i8, ptr %add.ptr15.10, i64 4
  %bin_value.sroa.4.0.copyload.11 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.11, align 4, !tbaa !4
  %idxprom.11 = zext i32 %add16.10 to i64
  %arrayidx.11 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.11
  %shr.i.11 = lshr i32 %bin_value.sroa.0.0.copyload.11, 2
  %conv2.i.11 = trunc i32 %shr.i.11 to i8
  %shr3.i.11 = lshr i32 %bin_value.sroa.0.0.copyload.11, 10
  %rem4.i.11 = urem i32 %shr3.i.11, 24
  %conv5.i.11 = trunc nuw nsw i32 %rem4.i.11 to i8
  %div.i.11 = udiv i32 %bin_value.sroa.0.0.copyload.11, 24576
  %conv6.i.11 = trunc i32 %div.i.11 to i8
  %bin.tr.i.11 = trunc i32 %bin_value.sroa.0.0.copyload.11 to i8
  %25 = shl i8 %bin.tr.i.11, 3
  %conv8.i.11 = and i8 %25, 24
  store i8 %conv6.i.11, ptr %arrayidx.11, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.11 = getelementptr inbounds nuw i8, ptr %arrayidx.11, i64 1
  store i8 %conv5.i.11, ptr %sm.sroa.4.0..sroa_idx.i.11, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.11 = getelementptr inbounds nuw i8, ptr %arrayidx.11, i64 2
  store i8 %conv2.i.11, ptr %sm.sroa.5.0..sroa_idx.i.11, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.11 = getelementptr inbounds nuw i8, ptr %arrayidx.11, i64 3
  store i8 %conv8.i.11, ptr %sm.sroa.6.0..sroa_idx.i.11, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.11, label %if.then.11

if.then.11:                                       ; preds = %if.end.10
  %add11.11 = add i32 %add16.10, %2
  %idxprom12.11 = zext i32 %add11.11 to i64
  %arrayidx13.11 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.11
  %shr.i26.11 = lshr i32 %bin_value.sroa.4.0.copyload.11, 2
  %conv2.i27.11 = trunc i32 %shr.i26.11 to i8
  %shr3.i28.11 = lshr i32 %bin_value.sroa.4.0.copyload.11, 10
  %rem4.i29.11 = urem i32 %shr3.i28.11, 24
  %conv5.i30.11 = trunc nuw nsw i32 %rem4.i29.11 to i8
  %div.i31.11 = udiv i32 %bin_value.sroa.4.0.copyload.11, 24576
  %conv6.i32.11 = trunc i32 %div.i31.11 to i8
  %bin.tr.i33.11 = trunc i32 %bin_value.sroa.4.0.copyload.11 to i8
  %26 = shl i8 %bin.tr.i33.11, 3
  %conv8.i34.11 = and i8 %26, 24
  store i8 %conv6.i32.11, ptr %arrayidx13.11, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.11 = getelementptr inbounds nuw i8, ptr %arrayidx13.11, i64 1
  store i8 %conv5.i30.11, ptr %sm.sroa.4.0..sroa_idx.i35.11, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.11 = getelementptr inbounds nuw i8, ptr %arrayidx13.11, i64 2
  store i8 %conv2.i27.11, ptr %sm.sroa.5.0..sroa_idx.i36.11, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.11 = getelementptr inbounds nuw i8, ptr %arrayidx13.11, i64 3
  store i8 %conv8.i34.11, ptr %sm.sroa.6.0..sroa_idx.i37.11, align 1, !tbaa !13
  br label %if.end.11

if.end.11:                                        ; preds = %if.then.11, %if.end.10
  %add.ptr15.11 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.10, i64 %idx.ext14
  %add16.11 = add i32 %add16.10, %width
  %bin_value.sroa.0.0.copyload.12 = load i32, ptr %add.ptr15.11, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.12 = getelementptr inbounds nuw i8, ptr %add.ptr15.11, i64 4
  %bin_value.sroa.4.0.copyload.12 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.12, align 4, !tbaa !4
  %idxprom.12 = zext i32 %add16.11 to i64
  %arrayidx.12 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.12
  %shr.i.12 = lshr i32 %bin_value.sroa.0.0.copyload.12, 2
  %conv2.i.12 = trunc i32 %shr.i.12 to i8
  %shr3.i.12 = lshr i32 %bin_value.sroa.0.0.copyload.12, 10
  %rem4.i.12 = urem i32 %shr3.i.12, 24
  %conv5.i.12 = trunc nuw nsw i32 %rem4.i.12 to i8
  %div.i.12 = udiv i32 %bin_value.sroa.0.0.copyload.12, 24576
  %conv6.i.12 = trunc i32 %div.i.12 to i8
  %bin.tr.i.12 = trunc i32 %bin_value.sroa.0.0.copyload.12 to i8
  %27 = shl i8 %bin.tr.i.12, 3
  %conv8.i.12 = and i8 %27, 24
  store i8 %conv6.i.12, ptr %arrayidx.12, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.12 = getelementptr inbounds nuw i8, ptr %arrayidx.12, i64 1
  store i8 %conv5.i.12, ptr %sm.sroa.4.0..sroa_idx.i.12, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.12 = getelementptr inbounds nuw i8, ptr %arrayidx.12, i64 2
  store i8 %conv2.i.12, ptr %sm.sroa.5.0..sroa_idx.i.12, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.12 = getelementptr inbounds nuw i8, ptr %arrayidx.12, i64 3
  store i8 %conv8.i.12, ptr %sm.sroa.6.0..sroa_idx.i.12, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.12, label %if.then.12

if.then.12:                                       ; preds = %if.end.11
  %add11.12 = add i32 %add16.11, %2
  %idxprom12.12 = zext i32 %add11.12 to i64
  %arrayidx13.12 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.12
  %shr.i26.12 = lshr i32 %bin_value.sroa.4.0.copyload.12, 2
  %conv2.i27.12 = trunc i32 %shr.i26.12 to i8
  %shr3.i28.12 = lshr i32 %bin_value.sroa.4.0.copyload.12, 10
  %rem4.i29.12 = urem i32 %shr3.i28.12, 24
  %conv5.i30.12 = trunc nuw nsw i32 %rem4.i29.12 to i8
  %div.i31.12 = udiv i32 %bin_value.sroa.4.0.copyload.12, 24576
  %conv6.i32.12 = trunc i32 %div.i31.12 to i8
  %bin.tr.i33.12 = trunc i32 %bin_value.sroa.4.0.copyload.12 to i8
  %28 = shl i8 %bin.tr.i33.12, 3
  %conv8.i34.12 = and i8 %28, 24
  store i8 %conv6.i32.12, ptr %arrayidx13.12, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.12 = getelementptr inbounds nuw i8, ptr %arrayidx13.12, i64 1
  store i8 %conv5.i30.12, ptr %sm.sroa.4.0..sroa_idx.i35.12, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.12 = getelementptr inbounds nuw i8, ptr %arrayidx13.12, i64 2
  store i8 %conv2.i27.12, ptr %sm.sroa.5.0..sroa_idx.i36.12, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.12 = getelementptr inbounds nuw i8, ptr %arrayidx13.12, i64 3
  store i8 %conv8.i34.12, ptr %sm.sroa.6.0..sroa_idx.i37.12, align 1, !tbaa !13
  br label %if.end.12

if.end.12:                                        ; preds = %if.then.12, %if.end.11
  %add.ptr15.12 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.11, i64 %idx.ext14
  %add16.12 = add i32 %add16.11, %width
  %bin_value.sroa.0.0.copyload.13 = load i32, ptr %add.ptr15.12, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.13 = getelementptr inbounds nuw i8, ptr %add.ptr15.12, i64 4
  %bin_value.sroa.4.0.copyload.13 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.13, align 4, !tbaa !4
  %idxprom.13 = zext i32 %add16.12 to i64
  %arrayidx.13 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.13
  %shr.i.13 = lshr i32 %bin_value.sroa.0.0.copyload.13, 2
  %conv2.i.13 = trunc i32 %shr.i.13 to i8
  %shr3.i.13 = lshr i32 %bin_value.sroa.0.0.copyload.13, 10
  %rem4.i.13 = urem i32 %shr3.i.13, 24
  %conv5.i.13 = trunc nuw nsw i32 %rem4.i.13 to i8
  %div.i.13 = udiv i32 %bin_value.sroa.0.0.copyload.13, 24576
  %conv6.i.13 = trunc i32 %div.i.13 to i8
  %bin.tr.i.13 = trunc i32 %bin_value.sroa.0.0.copyload.13 to i8
  %29 = shl i8 %bin.tr.i.13, 3
  %conv8.i.13 = and i8 %29, 24
  store i8 %conv6.i.13, ptr %arrayidx.13, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.13 = getelementptr inbounds nuw i8, ptr %arrayidx.13, i64 1
  store i8 %conv5.i.13, ptr %sm.sroa.4.0..sroa_idx.i.13, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.13 = getelementptr inbounds nuw i8, ptr %arrayidx.13, i64 2
  store i8 %conv2.i.13, ptr %sm.sroa.5.0..sroa_idx.i.13, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.13 = getelementptr inbounds nuw i8, ptr %arrayidx.13, i64 3
  store i8 %conv8.i.13, ptr %sm.sroa.6.0..sroa_idx.i.13, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.13, label %if.then.13

if.then.13:                                       ; preds = %if.end.12
  %add11.13 = add i32 %add16.12, %2
  %idxprom12.13 = zext i32 %add11.13 to i64
  %arrayidx13.13 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.13
  %shr.i26.13 = lshr i32 %bin_value.sroa.4.0.copyload.13, 2
  %conv2.i27.13 = trunc i32 %shr.i26.13 to i8
  %shr3.i28.13 = lshr i32 %bin_value.sroa.4.0.copyload.13, 10
  %rem4.i29.13 = urem i32 %shr3.i28.13, 24
  %conv5.i30.13 = trunc nuw nsw i32 %rem4.i29.13 to i8
  %div.i31.13 = udiv i32 %bin_value.sroa.4.0.copyload.13, 24576
  %conv6.i32.13 = trunc i32 %div.i31.13 to i8
  %bin.tr.i33.13 = trunc i32 %bin_value.sroa.4.0.copyload.13 to i8
  %30 = shl i8 %bin.tr.i33.13, 3
  %conv8.i34.13 = and i8 %30, 24
  store i8 %conv6.i32.13, ptr %arrayidx13.13, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.13 = getelementptr inbounds nuw i8, ptr %arrayidx13.13, i64 1
  store i8 %conv5.i30.13, ptr %sm.sroa.4.0..sroa_idx.i35.13, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.13 = getelementptr inbounds nuw i8, ptr %arrayidx13.13, i64 2
  store i8 %conv2.i27.13, ptr %sm.sroa.5.0..sroa_idx.i36.13, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.13 = getelementptr inbounds nuw i8, ptr %arrayidx13.13, i64 3
  store i8 %conv8.i34.13, ptr %sm.sroa.6.0..sroa_idx.i37.13, align 1, !tbaa !13
  br label %if.end.13

if.end.13:                                        ; preds = %if.then.13, %if.end.12
  %add.ptr15.13 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.12, i64 %idx.ext14
  %add16.13 = add i32 %add16.12, %width
  %bin_value.sroa.0.0.copyload.14 = load i32, ptr %add.ptr15.13, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.14 = getelementptr inbounds nuw i8, ptr %add.ptr15.13, i64 4
  %bin_value.sroa.4.0.copyload.14 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.14, align 4, !tbaa !4
  %idxprom.14 = zext i32 %add16.13 to i64
  %arrayidx.14 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.14
  %shr.i.14 = lshr i32 %bin_value.sroa.0.0.copyload.14, 2
  %conv2.i.14 = trunc i32 %shr.i.14 to i8
  %shr3.i.14 = lshr i32 %bin_value.sroa.0.0.copyload.14, 10
  %rem4.i.14 = urem i32 %shr3.i.14, 24
  %conv5.i.14 = trunc nuw nsw i32 %rem4.i.14 to i8
  %div.i.14 = udiv i32 %bin_value.sroa.0.0.copyload.14, 24576
  %conv6.i.14 = trunc i32 %div.i.14 to i8
  %bin.tr.i.14 = trunc i32 %bin_value.sroa.0.0.copyload.14 to i8
  %31 = shl i8 %bin.tr.i.14, 3
  %conv8.i.14 = and i8 %31, 24
  store i8 %conv6.i.14, ptr %arrayidx.14, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.14 = getelementptr inbounds nuw i8, ptr %arrayidx.14, i64 1
  store i8 %conv5.i.14, ptr %sm.sroa.4.0..sroa_idx.i.14, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.14 = getelementptr inbounds nuw i8, ptr %arrayidx.14, i64 2
  store i8 %conv2.i.14, ptr %sm.sroa.5.0..sroa_idx.i.14, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.14 = getelementptr inbounds nuw i8, ptr %arrayidx.14, i64 3
  store i8 %conv8.i.14, ptr %sm.sroa.6.0..sroa_idx.i.14, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.14, label %if.then.14

if.then.14:                                       ; preds = %if.end.13
  %add11.14 = add i32 %add16.13, %2
  %idxprom12.14 = zext i32 %add11.14 to i64
  %arrayidx13.14 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.14
  %shr.i26.14 = lshr i32 %bin_value.sroa.4.0.copyload.14, 2
  %conv2.i27.14 = trunc i32 %shr.i26.14 to i8
  %shr3.i28.14 = lshr i32 %bin_value.sroa.4.0.copyload.14, 10
  %rem4.i29.14 = urem i32 %shr3.i28.14, 24
  %conv5.i30.14 = trunc nuw nsw i32 %rem4.i29.14 to i8
  %div.i31.14 = udiv i32 %bin_value.sroa.4.0.copyload.14, 24576
  %conv6.i32.14 = trunc i32 %div.i31.14 to i8
  %bin.tr.i33.14 = trunc i32 %bin_value.sroa.4.0.copyload.14 to i8
  %32 = shl i8 %bin.tr.i33.14, 3
  %conv8.i34.14 = and i8 %32, 24
  store i8 %conv6.i32.14, ptr %arrayidx13.14, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.14 = getelementptr inbounds nuw i8, ptr %arrayidx13.14, i64 1
  store i8 %conv5.i30.14, ptr %sm.sroa.4.0..sroa_idx.i35.14, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.14 = getelementptr inbounds nuw i8, ptr %arrayidx13.14, i64 2
  store i8 %conv2.i27.14, ptr %sm.sroa.5.0..sroa_idx.i36.14, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.14 = getelementptr inbounds nuw i8, ptr %arrayidx13.14, i64 3
  store i8 %conv8.i34.14, ptr %sm.sroa.6.0..sroa_idx.i37.14, align 1, !tbaa !13
  br label %if.end.14

if.end.14:                                        ; preds = %if.then.14, %if.end.13
  %add.ptr15.14 = getelementptr inbounds nuw %struct.uint2, ptr %add.ptr15.13, i64 %idx.ext14
  %add16.14 = add i32 %add16.13, %width
  %bin_value.sroa.0.0.copyload.15 = load i32, ptr %add.ptr15.14, align 8, !tbaa !4
  %bin_value.sroa.4.0..sroa_idx.15 = getelementptr inbounds nuw i8, ptr %add.ptr15.14, i64 4
  %bin_value.sroa.4.0.copyload.15 = load i32, ptr %bin_value.sroa.4.0..sroa_idx.15, align 4, !tbaa !4
  %idxprom.15 = zext i32 %add16.14 to i64
  %arrayidx.15 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom.15
  %shr.i.15 = lshr i32 %bin_value.sroa.0.0.copyload.15, 2
  %conv2.i.15 = trunc i32 %shr.i.15 to i8
  %shr3.i.15 = lshr i32 %bin_value.sroa.0.0.copyload.15, 10
  %rem4.i.15 = urem i32 %shr3.i.15, 24
  %conv5.i.15 = trunc nuw nsw i32 %rem4.i.15 to i8
  %div.i.15 = udiv i32 %bin_value.sroa.0.0.copyload.15, 24576
  %conv6.i.15 = trunc i32 %div.i.15 to i8
  %bin.tr.i.15 = trunc i32 %bin_value.sroa.0.0.copyload.15 to i8
  %33 = shl i8 %bin.tr.i.15, 3
  %conv8.i.15 = and i8 %33, 24
  store i8 %conv6.i.15, ptr %arrayidx.15, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i.15 = getelementptr inbounds nuw i8, ptr %arrayidx.15, i64 1
  store i8 %conv5.i.15, ptr %sm.sroa.4.0..sroa_idx.i.15, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i.15 = getelementptr inbounds nuw i8, ptr %arrayidx.15, i64 2
  store i8 %conv2.i.15, ptr %sm.sroa.5.0..sroa_idx.i.15, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i.15 = getelementptr inbounds nuw i8, ptr %arrayidx.15, i64 3
  store i8 %conv8.i.15, ptr %sm.sroa.6.0..sroa_idx.i.15, align 1, !tbaa !13
  br i1 %spec.select, label %if.end.15, label %if.then.15

if.then.15:                                       ; preds = %if.end.14
  %add11.15 = add i32 %add16.14, %2
  %idxprom12.15 = zext i32 %add11.15 to i64
  %arrayidx13.15 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom12.15
  %shr.i26.15 = lshr i32 %bin_value.sroa.4.0.copyload.15, 2
  %conv2.i27.15 = trunc i32 %shr.i26.15 to i8
  %shr3.i28.15 = lshr i32 %bin_value.sroa.4.0.copyload.15, 10
  %rem4.i29.15 = urem i32 %shr3.i28.15, 24
  %conv5.i30.15 = trunc nuw nsw i32 %rem4.i29.15 to i8
  %div.i31.15 = udiv i32 %bin_value.sroa.4.0.copyload.15, 24576
  %conv6.i32.15 = trunc i32 %div.i31.15 to i8
  %bin.tr.i33.15 = trunc i32 %bin_value.sroa.4.0.copyload.15 to i8
  %34 = shl i8 %bin.tr.i33.15, 3
  %conv8.i34.15 = and i8 %34, 24
  store i8 %conv6.i32.15, ptr %arrayidx13.15, align 4, !tbaa !13
  %sm.sroa.4.0..sroa_idx.i35.15 = getelementptr inbounds nuw i8, ptr %arrayidx13.15, i64 1
  store i8 %conv5.i30.15, ptr %sm.sroa.4.0..sroa_idx.i35.15, align 1, !tbaa !13
  %sm.sroa.5.0..sroa_idx.i36.15 = getelementptr inbounds nuw i8, ptr %arrayidx13.15, i64 2
  store i8 %conv2.i27.15, ptr %sm.sroa.5.0..sroa_idx.i36.15, align 2, !tbaa !13
  %sm.sroa.6.0..sroa_idx.i37.15 = getelementptr inbounds nuw i8, ptr %arrayidx13.15, i64 3
  store i8 %conv8.i34.15, ptr %sm.sroa.6.0..sroa_idx.i37.15, align 1, !tbaa !13
  br label %if.end.15

if.end.15:                                        ; preds = %if.then.15, %if.end.14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z19testIncrementGlobalPjjj6uchar4(ptr noundef captures(none) %global_histo, i32 noundef %sm_range_min, i32 noundef %sm_range_max, ptr noundef readonly byval(%struct.uchar4) align 4 captures(none) %sm) local_unnamed_addr #4 {
entry:
  %0 = load i8, ptr %sm, align 4, !tbaa !14
  %conv = zext i8 %0 to i32
  %cmp = icmp ugt i32 %sm_range_min, %conv
  %cmp4 = icmp ult i32 %sm_range_max, %conv
  %or.cond = or i1 %cmp, %cmp4
  br i1 %or.cond, label %if.then, label %if.end17

if.then:                                          ; preds = %entry
  %w = getelementptr inbounds nuw i8, ptr %sm, i64 3
  %1 = load i8, ptr %w, align 1, !tbaa !16
  %z = getelementptr inbounds nuw i8, ptr %sm, i64 2
  %2 = load i8, ptr %z, align 2, !tbaa !17
  %conv2 = zext i8 %2 to i32
  %y = getelementptr inbounds nuw i8, ptr %sm, i64 1
  %3 = load i8, ptr %y, align 1, !tbaa !18
  %conv1 = zext i8 %3 to i32
  %mul = mul nuw nsw i32 %conv, 24576
  %4 = lshr i8 %1, 3
  %div = zext nneg i8 %4 to i32
  %add = or disjoint i32 %mul, %div
  %shl = shl nuw nsw i32 %conv2, 2
  %add5 = add nuw nsw i32 %add, %shl
  %shl6 = shl nuw nsw i32 %conv1, 10
  %add7 = add nuw nsw i32 %add5, %shl6
  %div824 = lshr i32 %add7, 1
  %rem = shl nuw nsw i32 %div, 4
  %cond = and i32 %rem, 16
  %idxprom = zext nneg i32 %div824 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %global_histo, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %shr = lshr i32 %5, %cond
  %conv11 = and i32 %shr, 65535
  %cmp12 = icmp samesign ult i32 %conv11, 255
  br i1 %cmp12, label %if.then13, label %if.end17

if.then13:                                        ; preds = %if.then
  %shl16 = shl nuw nsw i32 1, %cond
  %6 = atomicrmw add ptr %arrayidx, i32 %shl16 seq_cst, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then, %if.then13, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z18testIncrementLocalPjPA256_jj6uchar4(ptr noundef captures(none) %global_overflow, ptr noundef captures(none) %smem, i32 noundef %myRange, ptr noundef readonly byval(%struct.uchar4) align 4 captures(none) %sm) local_unnamed_addr #4 {
entry:
  %0 = load i8, ptr %sm, align 4, !tbaa !14
  %conv = zext i8 %0 to i32
  %y = getelementptr inbounds nuw i8, ptr %sm, i64 1
  %1 = load i8, ptr %y, align 1, !tbaa !18
  %conv1 = zext i8 %1 to i32
  %z = getelementptr inbounds nuw i8, ptr %sm, i64 2
  %2 = load i8, ptr %z, align 2, !tbaa !17
  %conv2 = zext i8 %2 to i32
  %w = getelementptr inbounds nuw i8, ptr %sm, i64 3
  %3 = load i8, ptr %w, align 1, !tbaa !16
  %conv3 = zext i8 %3 to i32
  %cmp = icmp eq i32 %myRange, %conv
  br i1 %cmp, label %if.then, label %if.end81

if.then:                                          ; preds = %entry
  %shl = shl nuw i32 1, %conv3
  %idxprom = zext i8 %1 to i64
  %arrayidx = getelementptr inbounds nuw [256 x i32], ptr %smem, i64 %idxprom
  %idxprom4 = zext i8 %2 to i64
  %arrayidx5 = getelementptr inbounds nuw i32, ptr %arrayidx, i64 %idxprom4
  %4 = atomicrmw add ptr %arrayidx5, i32 %shl seq_cst, align 4
  %shr = lshr i32 %4, %conv3
  %and = and i32 %shr, 255
  %cmp6 = icmp eq i32 %and, 255
  br i1 %cmp6, label %if.then7, label %if.end81

if.then7:                                         ; preds = %if.then
  %mul = mul nuw nsw i32 %myRange, 24576
  %div110 = lshr i32 %conv3, 3
  %shl9 = shl nuw nsw i32 %conv2, 2
  %shl11 = shl nuw nsw i32 %conv1, 10
  %add8 = add nuw nsw i32 %shl11, %mul
  %add10 = or disjoint i32 %add8, %shl9
  %add12 = add nuw nsw i32 %add10, %div110
  %cmp13 = icmp ult i8 %3, 24
  %cmp14 = icmp ult i8 %3, 16
  %cmp17 = icmp ult i8 %3, 8
  %add20 = add nuw nsw i32 %conv3, 8
  %shr21 = lshr i32 %4, %add20
  %and22 = and i32 %shr21, 255
  %add23 = add nuw nsw i32 %conv3, 16
  %shr24 = lshr i32 %4, %add23
  %and25 = and i32 %shr24, 255
  %add26 = add nuw nsw i32 %conv3, 24
  %shr27 = lshr i32 %4, %add26
  %cmp33 = icmp eq i32 %and22, 255
  %or.cond82 = select i1 %cmp14, i1 %cmp33, i1 false
  %cmp38 = icmp eq i32 %and25, 255
  %or.cond83 = select i1 %cmp17, i1 %cmp38, i1 false
  %cond49 = select i1 %cmp38, i32 255, i32 -1
  %cmp53 = icmp samesign ult i32 %shr27, 255
  %cond54 = select i1 %cmp53, i32 -1, i32 255
  %idxprom56 = zext nneg i32 %add12 to i64
  %arrayidx57 = getelementptr inbounds nuw i32, ptr %global_overflow, i64 %idxprom56
  %5 = atomicrmw add ptr %arrayidx57, i32 256 seq_cst, align 4
  br i1 %cmp13, label %if.then60, label %if.end65

if.then60:                                        ; preds = %if.then7
  %arrayidx63 = getelementptr inbounds nuw i8, ptr %arrayidx57, i64 4
  %cond44 = select i1 %cmp33, i32 255, i32 -1
  %6 = atomicrmw add ptr %arrayidx63, i32 %cond44 seq_cst, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then60, %if.then7
  br i1 %or.cond82, label %if.then67, label %if.end72

if.then67:                                        ; preds = %if.end65
  %arrayidx70 = getelementptr inbounds nuw i8, ptr %arrayidx57, i64 8
  %7 = atomicrmw add ptr %arrayidx70, i32 %cond49 seq_cst, align 4
  br label %if.end72

if.end72:                                         ; preds = %if.then67, %if.end65
  br i1 %or.cond83, label %if.then74, label %if.end81

if.then74:                                        ; preds = %if.end72
  %arrayidx77 = getelementptr inbounds nuw i8, ptr %arrayidx57, i64 12
  %8 = atomicrmw add ptr %arrayidx77, i32 %cond54 seq_cst, align 4
  br label %if.end81

if.end81:                                         ; preds = %if.then, %if.then74, %if.end72, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z11clearMemoryPA256_j(ptr noundef writeonly captures(none) %smem) local_unnamed_addr #5 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.04 = phi i32 [ %0, %entry ], [ %add, %for.body ]
  %idxprom = zext nneg i32 %i.04 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %smem, i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !4
  %add = add nuw nsw i32 %i.04, %1
  %cmp = icmp samesign ult i32 %add, 6144
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10copyMemoryPjPA256_j(ptr noundef writeonly captures(none) %dst, ptr noundef readonly captures(none) %src) local_unnamed_addr #6 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.07 = phi i32 [ %0, %entry ], [ %add, %for.body ]
  %idxprom = zext nneg i32 %i.07 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %src, i64 %idxprom
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds nuw i32, ptr %dst, i64 %idxprom
  store i32 %2, ptr %arrayidx2, align 4, !tbaa !4
  %add = add nuw nsw i32 %i.07, %1
  %cmp = icmp samesign ult i32 %add, 6144
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17histo_main_kernelP6uchar4jjjjjPjS1_S1_(ptr noundef readonly captures(none) %sm_mappings, i32 noundef %num_elements, i32 noundef %sm_range_min, i32 noundef %sm_range_max, i32 noundef %histo_height, i32 noundef %histo_width, ptr noundef writeonly captures(none) %global_subhisto, ptr noundef captures(none) %global_histo, ptr noundef captures(none) %global_overflow) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %entry
  %i.04.i = phi i32 [ %1, %entry ], [ %add.i, %for.body.i ]
  %idxprom.i = zext nneg i32 %i.04.i to i64
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17histo_main_kernelP6uchar4jjjjjPjS1_S1_E9sub_histo to ptr), i64 %idxprom.i
  store i32 0, ptr %arrayidx.i, align 4, !tbaa !4
  %add.i = add nuw nsw i32 %i.04.i, %0
  %cmp.i = icmp samesign ult i32 %add.i, 6144
  br i1 %cmp.i, label %for.body.i, label %_Z11clearMemoryPA256_j.exit, !llvm.loop !19

_Z11clearMemoryPA256_j.exit:                      ; preds = %for.body.i
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %add = add i32 %sm_range_min, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %3, %0
  %add4 = add i32 %mul, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp = icmp eq i32 %2, 0
  %cmp6128 = icmp ult i32 %add4, %num_elements
  br i1 %cmp, label %while.cond.preheader, label %while.cond12.preheader

while.cond12.preheader:                           ; preds = %_Z11clearMemoryPA256_j.exit
  br i1 %cmp6128, label %while.body14.lr.ph, label %if.end

while.body14.lr.ph:                               ; preds = %while.cond12.preheader
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul20 = mul i32 %0, %4
  %mul.i83 = mul nuw nsw i32 %add, 24576
  br label %while.body14

while.cond.preheader:                             ; preds = %_Z11clearMemoryPA256_j.exit
  br i1 %cmp6128, label %while.body.lr.ph, label %if.end

while.body.lr.ph:                                 ; preds = %while.cond.preheader
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul9 = mul i32 %0, %5
  %mul.i = mul nuw nsw i32 %sm_range_min, 24576
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %_Z19testIncrementGlobalPjjj6uchar4.exit
  %local_scan_load.0129 = phi i32 [ %add4, %while.body.lr.ph ], [ %add10, %_Z19testIncrementGlobalPjjj6uchar4.exit ]
  %idxprom = zext i32 %local_scan_load.0129 to i64
  %arrayidx = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom
  %6 = load i32, ptr %arrayidx, align 4
  %add10 = add i32 %local_scan_load.0129, %mul9
  %agg.tmp45.sroa.4.0.extract.shift = lshr i32 %6, 8
  %agg.tmp45.sroa.5.0.extract.shift = lshr i32 %6, 16
  %agg.tmp45.sroa.6.0.extract.shift = lshr i32 %6, 24
  %conv.i = and i32 %6, 255
  %conv1.i = and i32 %agg.tmp45.sroa.4.0.extract.shift, 255
  %conv2.i = and i32 %agg.tmp45.sroa.5.0.extract.shift, 255
  %cmp.i46 = icmp eq i32 %add, %conv.i
  br i1 %cmp.i46, label %if.then.i, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit

if.then.i:                                        ; preds = %while.body
  %shl.i = shl nuw i32 1, %agg.tmp45.sroa.6.0.extract.shift
  %idxprom.i47 = zext nneg i32 %conv1.i to i64
  %arrayidx.i48 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17histo_main_kernelP6uchar4jjjjjPjS1_S1_E9sub_histo to ptr), i64 %idxprom.i47
  %idxprom4.i = zext nneg i32 %conv2.i to i64
  %arrayidx5.i = getelementptr inbounds nuw i32, ptr %arrayidx.i48, i64 %idxprom4.i
  %7 = atomicrmw add ptr %arrayidx5.i, i32 %shl.i seq_cst, align 4
  %shr.i = lshr i32 %7, %agg.tmp45.sroa.6.0.extract.shift
  %and.i = and i32 %shr.i, 255
  %cmp6.i = icmp eq i32 %and.i, 255
  br i1 %cmp6.i, label %if.then7.i, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit

if.then7.i:                                       ; preds = %if.then.i
  %div110.i = lshr i32 %6, 27
  %shl9.i = shl nuw nsw i32 %conv2.i, 2
  %shl11.i = shl nuw nsw i32 %conv1.i, 10
  %add10.i = or disjoint i32 %div110.i, %mul.i
  %add8.i = add nuw nsw i32 %add10.i, %shl11.i
  %add12.i = add nuw nsw i32 %add8.i, %shl9.i
  %cmp13.i = icmp ult i32 %6, 402653184
  %cmp14.i = icmp ult i32 %6, 268435456
  %cmp17.i = icmp ult i32 %6, 134217728
  %add20.i = add nuw nsw i32 %agg.tmp45.sroa.6.0.extract.shift, 8
  %shr21.i = lshr i32 %7, %add20.i
  %and22.i = and i32 %shr21.i, 255
  %add23.i = add nuw nsw i32 %agg.tmp45.sroa.6.0.extract.shift, 16
  %shr24.i = lshr i32 %7, %add23.i
  %and25.i = and i32 %shr24.i, 255
  %add26.i = add nuw nsw i32 %agg.tmp45.sroa.6.0.extract.shift, 24
  %shr27.i = lshr i32 %7, %add26.i
  %cmp33.i = icmp eq i32 %and22.i, 255
  %or.cond82.i = select i1 %cmp14.i, i1 %cmp33.i, i1 false
  %cmp38.i = icmp eq i32 %and25.i, 255
  %or.cond83.i = select i1 %cmp17.i, i1 %cmp38.i, i1 false
  %cond49.i = select i1 %cmp38.i, i32 255, i32 -1
  %cmp53.i = icmp samesign ult i32 %shr27.i, 255
  %cond54.i = select i1 %cmp53.i, i32 -1, i32 255
  %idxprom56.i = zext nneg i32 %add12.i to i64
  %arrayidx57.i = getelementptr inbounds nuw i32, ptr %global_overflow, i64 %idxprom56.i
  %8 = atomicrmw add ptr %arrayidx57.i, i32 256 seq_cst, align 4
  br i1 %cmp13.i, label %if.then60.i, label %if.end65.i

if.then60.i:                                      ; preds = %if.then7.i
  %cond44.i = select i1 %cmp33.i, i32 255, i32 -1
  %arrayidx63.i = getelementptr inbounds nuw i8, ptr %arrayidx57.i, i64 4
  %9 = atomicrmw add ptr %arrayidx63.i, i32 %cond44.i seq_cst, align 4
  br label %if.end65.i

if.end65.i:                                       ; preds = %if.then60.i, %if.then7.i
  br i1 %or.cond82.i, label %if.then67.i, label %if.end72.i

if.then67.i:                                      ; preds = %if.end65.i
  %arrayidx70.i = getelementptr inbounds nuw i8, ptr %arrayidx57.i, i64 8
  %10 = atomicrmw add ptr %arrayidx70.i, i32 %cond49.i seq_cst, align 4
  br label %if.end72.i

if.end72.i:                                       ; preds = %if.then67.i, %if.end65.i
  br i1 %or.cond83.i, label %if.then74.i, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit

if.then74.i:                                      ; preds = %if.end72.i
  %arrayidx77.i = getelementptr inbounds nuw i8, ptr %arrayidx57.i, i64 12
  %11 = atomicrmw add ptr %arrayidx77.i, i32 %cond54.i seq_cst, align 4
  br label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit

_Z18testIncrementLocalPjPA256_jj6uchar4.exit:     ; preds = %while.body, %if.then.i, %if.end72.i, %if.then74.i
  %cmp.i51 = icmp ugt i32 %sm_range_min, %conv.i
  %cmp4.i = icmp ult i32 %sm_range_max, %conv.i
  %or.cond.i = or i1 %cmp.i51, %cmp4.i
  br i1 %or.cond.i, label %if.then.i52, label %_Z19testIncrementGlobalPjjj6uchar4.exit

if.then.i52:                                      ; preds = %_Z18testIncrementLocalPjPA256_jj6uchar4.exit
  %mul.i58 = mul nuw nsw i32 %conv.i, 24576
  %sum.shift = lshr i32 %6, 27
  %add.i59 = or disjoint i32 %mul.i58, %sum.shift
  %shl.i60 = shl nuw nsw i32 %conv2.i, 2
  %add5.i = add nuw nsw i32 %add.i59, %shl.i60
  %shl6.i = shl nuw nsw i32 %conv1.i, 10
  %add7.i = add nuw nsw i32 %add5.i, %shl6.i
  %div824.i = lshr i32 %add7.i, 1
  %rem.i = shl nuw nsw i32 %sum.shift, 4
  %cond.i = and i32 %rem.i, 16
  %idxprom.i61 = zext nneg i32 %div824.i to i64
  %arrayidx.i62 = getelementptr inbounds nuw i32, ptr %global_histo, i64 %idxprom.i61
  %12 = load i32, ptr %arrayidx.i62, align 4, !tbaa !4
  %shr.i63 = lshr i32 %12, %cond.i
  %conv11.i = and i32 %shr.i63, 65535
  %cmp12.i = icmp samesign ult i32 %conv11.i, 255
  br i1 %cmp12.i, label %if.then13.i, label %_Z19testIncrementGlobalPjjj6uchar4.exit

if.then13.i:                                      ; preds = %if.then.i52
  %shl16.i = shl nuw nsw i32 1, %cond.i
  %13 = atomicrmw add ptr %arrayidx.i62, i32 %shl16.i seq_cst, align 4
  br label %_Z19testIncrementGlobalPjjj6uchar4.exit

_Z19testIncrementGlobalPjjj6uchar4.exit:          ; preds = %_Z18testIncrementLocalPjPA256_jj6uchar4.exit, %if.then.i52, %if.then13.i
  %cmp6 = icmp ult i32 %add10, %num_elements
  br i1 %cmp6, label %while.body, label %if.end, !llvm.loop !21

while.body14:                                     ; preds = %while.body14.lr.ph, %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119
  %local_scan_load.1127 = phi i32 [ %add4, %while.body14.lr.ph ], [ %add21, %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119 ]
  %idxprom16 = zext i32 %local_scan_load.1127 to i64
  %arrayidx17 = getelementptr inbounds nuw %struct.uchar4, ptr %sm_mappings, i64 %idxprom16
  %14 = load i32, ptr %arrayidx17, align 4
  %add21 = add i32 %local_scan_load.1127, %mul20
  %agg.tmp2264.sroa.4.0.extract.shift = lshr i32 %14, 8
  %agg.tmp2264.sroa.5.0.extract.shift = lshr i32 %14, 16
  %agg.tmp2264.sroa.6.0.extract.shift = lshr i32 %14, 24
  %conv.i65 = and i32 %14, 255
  %cmp.i72 = icmp eq i32 %add, %conv.i65
  br i1 %cmp.i72, label %if.then.i73, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119

if.then.i73:                                      ; preds = %while.body14
  %shl.i74 = shl nuw i32 1, %agg.tmp2264.sroa.6.0.extract.shift
  %15 = and i32 %agg.tmp2264.sroa.4.0.extract.shift, 255
  %idxprom.i75 = zext nneg i32 %15 to i64
  %arrayidx.i76 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17histo_main_kernelP6uchar4jjjjjPjS1_S1_E9sub_histo to ptr), i64 %idxprom.i75
  %16 = and i32 %agg.tmp2264.sroa.5.0.extract.shift, 255
  %idxprom4.i77 = zext nneg i32 %16 to i64
  %arrayidx5.i78 = getelementptr inbounds nuw i32, ptr %arrayidx.i76, i64 %idxprom4.i77
  %17 = atomicrmw add ptr %arrayidx5.i78, i32 %shl.i74 seq_cst, align 4
  %shr.i79 = lshr i32 %17, %agg.tmp2264.sroa.6.0.extract.shift
  %and.i80 = and i32 %shr.i79, 255
  %cmp6.i81 = icmp eq i32 %and.i80, 255
  br i1 %cmp6.i81, label %if.then7.i82, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119

if.then7.i82:                                     ; preds = %if.then.i73
  %div110.i84 = lshr i32 %14, 27
  %conv2.i69 = shl nuw nsw i32 %agg.tmp2264.sroa.5.0.extract.shift, 2
  %shl9.i85 = and i32 %conv2.i69, 1020
  %conv1.i67 = shl i32 %agg.tmp2264.sroa.4.0.extract.shift, 10
  %shl11.i86 = and i32 %conv1.i67, 261120
  %add10.i88 = or disjoint i32 %div110.i84, %mul.i83
  %add8.i87 = add nuw nsw i32 %add10.i88, %shl11.i86
  %add12.i89 = add nuw nsw i32 %add8.i87, %shl9.i85
  %cmp13.i90 = icmp ult i32 %14, 402653184
  %cmp14.i91 = icmp ult i32 %14, 268435456
  %cmp17.i92 = icmp ult i32 %14, 134217728
  %add20.i93 = add nuw nsw i32 %agg.tmp2264.sroa.6.0.extract.shift, 8
  %shr21.i94 = lshr i32 %17, %add20.i93
  %and22.i95 = and i32 %shr21.i94, 255
  %add23.i96 = add nuw nsw i32 %agg.tmp2264.sroa.6.0.extract.shift, 16
  %shr24.i97 = lshr i32 %17, %add23.i96
  %and25.i98 = and i32 %shr24.i97, 255
  %add26.i99 = add nuw nsw i32 %agg.tmp2264.sroa.6.0.extract.shift, 24
  %shr27.i100 = lshr i32 %17, %add26.i99
  %cmp33.i101 = icmp eq i32 %and22.i95, 255
  %or.cond82.i102 = select i1 %cmp14.i91, i1 %cmp33.i101, i1 false
  %cmp38.i103 = icmp eq i32 %and25.i98, 255
  %or.cond83.i104 = select i1 %cmp17.i92, i1 %cmp38.i103, i1 false
  %cond49.i105 = select i1 %cmp38.i103, i32 255, i32 -1
  %cmp53.i106 = icmp samesign ult i32 %shr27.i100, 255
  %cond54.i107 = select i1 %cmp53.i106, i32 -1, i32 255
  %idxprom56.i108 = zext nneg i32 %add12.i89 to i64
  %arrayidx57.i109 = getelementptr inbounds nuw i32, ptr %global_overflow, i64 %idxprom56.i108
  %18 = atomicrmw add ptr %arrayidx57.i109, i32 256 seq_cst, align 4
  br i1 %cmp13.i90, label %if.then60.i116, label %if.end65.i110

if.then60.i116:                                   ; preds = %if.then7.i82
  %cond44.i118 = select i1 %cmp33.i101, i32 255, i32 -1
  %arrayidx63.i117 = getelementptr inbounds nuw i8, ptr %arrayidx57.i109, i64 4
  %19 = atomicrmw add ptr %arrayidx63.i117, i32 %cond44.i118 seq_cst, align 4
  br label %if.end65.i110

if.end65.i110:                                    ; preds = %if.then60.i116, %if.then7.i82
  br i1 %or.cond82.i102, label %if.then67.i114, label %if.end72.i111

if.then67.i114:                                   ; preds = %if.end65.i110
  %arrayidx70.i115 = getelementptr inbounds nuw i8, ptr %arrayidx57.i109, i64 8
  %20 = atomicrmw add ptr %arrayidx70.i115, i32 %cond49.i105 seq_cst, align 4
  br label %if.end72.i111

if.end72.i111:                                    ; preds = %if.then67.i114, %if.end65.i110
  br i1 %or.cond83.i104, label %if.then74.i112, label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119

if.then74.i112:                                   ; preds = %if.end72.i111
  %arrayidx77.i113 = getelementptr inbounds nuw i8, ptr %arrayidx57.i109, i64 12
  %21 = atomicrmw add ptr %arrayidx77.i113, i32 %cond54.i107 seq_cst, align 4
  br label %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119

_Z18testIncrementLocalPjPA256_jj6uchar4.exit119:  ; preds = %while.body14, %if.then.i73, %if.end72.i111, %if.then74.i112
  %cmp13 = icmp ult i32 %add21, %num_elements
  br i1 %cmp13, label %while.body14, label %if.end, !llvm.loop !22

if.end:                                           ; preds = %_Z18testIncrementLocalPjPA256_jj6uchar4.exit119, %_Z19testIncrementGlobalPjjj6uchar4.exit, %while.cond12.preheader, %while.cond.preheader
  %mul25 = mul i32 %histo_width, %histo_height
  %div43 = lshr i32 %mul25, 2
  %mul26 = mul i32 %div43, %3
  %mul27 = mul i32 %add, 24576
  %div2844 = lshr exact i32 %mul27, 2
  %add29 = add i32 %mul26, %div2844
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom30 = zext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom30
  br label %for.body.i120

for.body.i120:                                    ; preds = %for.body.i120, %if.end
  %i.07.i = phi i32 [ %1, %if.end ], [ %add.i123, %for.body.i120 ]
  %idxprom.i121 = zext nneg i32 %i.07.i to i64
  %arrayidx.i122 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17histo_main_kernelP6uchar4jjjjjPjS1_S1_E9sub_histo to ptr), i64 %idxprom.i121
  %22 = load i32, ptr %arrayidx.i122, align 4, !tbaa !4
  %arrayidx2.i = getelementptr inbounds nuw i32, ptr %arrayidx31, i64 %idxprom.i121
  store i32 %22, ptr %arrayidx2.i, align 4, !tbaa !4
  %add.i123 = add nuw nsw i32 %i.07.i, %0
  %cmp.i124 = icmp samesign ult i32 %add.i123, 6144
  br i1 %cmp.i124, label %for.body.i120, label %_Z10copyMemoryPjPA256_j.exit, !llvm.loop !20

_Z10copyMemoryPjPA256_j.exit:                     ; preds = %for.body.i120
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18histo_final_kerneljjjjPjS_S_S_(i32 noundef %sm_range_min, i32 noundef %sm_range_max, i32 noundef %histo_height, i32 noundef %histo_width, ptr noundef readonly captures(none) %global_subhisto, ptr noundef captures(none) %global_histo, ptr noundef captures(none) %global_overflow, ptr noundef writeonly captures(none) %final_histo) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %mul3 = mul i32 %sm_range_min, 24576
  %sub = sub i32 %sm_range_max, %sm_range_min
  %3 = mul i32 %sub, 24576
  %div227 = lshr exact i32 %mul3, 2
  %cmp242 = icmp ult i32 %add, %div227
  br i1 %cmp242, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul39 = mul i32 %4, %2
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %add43 = add i32 %div227, %add
  %mul5 = add i32 %mul3, 24576
  %add45 = add i32 %mul5, %3
  %div46228 = lshr exact i32 %add45, 2
  %cmp47249 = icmp ult i32 %add43, %div46228
  %mul67 = mul i32 %histo_width, %histo_height
  br i1 %cmp47249, label %for.body49.lr.ph, label %for.cond.cleanup.for.cond.cleanup48_crit_edge

for.cond.cleanup.for.cond.cleanup48_crit_edge:    ; preds = %for.cond.cleanup
  %.pre254 = lshr i32 %mul67, 2
  br label %for.cond.cleanup48

for.body49.lr.ph:                                 ; preds = %for.cond.cleanup
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul119 = mul i32 %5, %2
  %div69230.1 = lshr i32 %mul67, 2
  %6 = lshr i32 %mul67, 1
  %div69230.2 = and i32 %6, 1073741823
  %mul68.3 = mul i32 %mul67, 3
  %div69230.3 = lshr i32 %mul68.3, 2
  %mul68.4 = and i32 %mul67, 1073741823
  %mul68.5 = mul i32 %mul67, 5
  %div69230.5 = lshr i32 %mul68.5, 2
  %mul68.6 = mul i32 %mul67, 6
  %div69230.6 = lshr i32 %mul68.6, 2
  %mul68.7 = mul i32 %mul67, 7
  %div69230.7 = lshr i32 %mul68.7, 2
  %7 = shl i32 %mul67, 1
  %div69230.8 = and i32 %7, 1073741822
  %mul68.9 = mul i32 %mul67, 9
  %div69230.9 = lshr i32 %mul68.9, 2
  %mul68.10 = mul i32 %mul67, 10
  %div69230.10 = lshr i32 %mul68.10, 2
  %mul68.11 = mul i32 %mul67, 11
  %div69230.11 = lshr i32 %mul68.11, 2
  %mul68.12 = mul i32 %mul67, 12
  %div69230.12 = lshr exact i32 %mul68.12, 2
  %mul68.13 = mul i32 %mul67, 13
  %div69230.13 = lshr i32 %mul68.13, 2
  br label %for.body49

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.0243 = phi i32 [ %add, %for.body.lr.ph ], [ %add40, %for.body ]
  %idxprom = zext nneg i32 %i.0243 to i64
  %arrayidx = getelementptr inbounds nuw %struct.ushort4, ptr %global_histo, i64 %idxprom
  %global_histo_data.sroa.0.0.copyload = load i16, ptr %arrayidx, align 8, !tbaa !23
  %global_histo_data.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2
  %global_histo_data.sroa.6.0.copyload = load i16, ptr %global_histo_data.sroa.6.0.arrayidx.sroa_idx, align 2, !tbaa !23
  %global_histo_data.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %global_histo_data.sroa.9.0.copyload = load i16, ptr %global_histo_data.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa !23
  %global_histo_data.sroa.12.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 6
  %global_histo_data.sroa.12.0.copyload = load i16, ptr %global_histo_data.sroa.12.0.arrayidx.sroa_idx, align 2, !tbaa !23
  store i64 0, ptr %arrayidx, align 8
  %conv = zext i16 %global_histo_data.sroa.0.0.copyload to i32
  %call.i237 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv, i32 noundef 255) #10
  %conv11 = zext i16 %global_histo_data.sroa.6.0.copyload to i32
  %call.i236 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv11, i32 noundef 255) #10
  %conv15 = zext i16 %global_histo_data.sroa.9.0.copyload to i32
  %call.i235 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv15, i32 noundef 255) #10
  %conv19 = zext i16 %global_histo_data.sroa.12.0.copyload to i32
  %call.i234 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv19, i32 noundef 255) #10
  %arrayidx36 = getelementptr inbounds nuw %struct.uchar4, ptr %final_histo, i64 %idxprom
  %8 = insertelement <4 x i32> poison, i32 %call.i237, i64 0
  %9 = insertelement <4 x i32> %8, i32 %call.i236, i64 1
  %10 = insertelement <4 x i32> %9, i32 %call.i235, i64 2
  %11 = insertelement <4 x i32> %10, i32 %call.i234, i64 3
  %12 = trunc <4 x i32> %11 to <4 x i8>
  store <4 x i8> %12, ptr %arrayidx36, align 4, !tbaa !13
  %add40 = add i32 %i.0243, %mul39
  %cmp = icmp ult i32 %add40, %div227
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !25

for.cond.cleanup48:                               ; preds = %for.body49, %for.cond.cleanup.for.cond.cleanup48_crit_edge
  %div128229.pre-phi = phi i32 [ %.pre254, %for.cond.cleanup.for.cond.cleanup48_crit_edge ], [ %div69230.1, %for.body49 ]
  %add125 = add i32 %div46228, %add
  %cmp129252 = icmp ult i32 %add125, %div128229.pre-phi
  br i1 %cmp129252, label %for.body131.lr.ph, label %for.cond.cleanup130

for.body131.lr.ph:                                ; preds = %for.cond.cleanup48
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul175 = mul i32 %13, %2
  br label %for.body131

for.body49:                                       ; preds = %for.body49.lr.ph, %for.body49
  %i41.0250 = phi i32 [ %add43, %for.body49.lr.ph ], [ %add120, %for.body49 ]
  %idxprom51 = zext nneg i32 %i41.0250 to i64
  %arrayidx52 = getelementptr inbounds nuw %struct.uint4, ptr %global_overflow, i64 %idxprom51
  %global_histo_data50.sroa.0.0.copyload = load i32, ptr %arrayidx52, align 16, !tbaa !4
  %global_histo_data50.sroa.4.0.arrayidx52.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 4
  %global_histo_data50.sroa.4.0.copyload = load i32, ptr %global_histo_data50.sroa.4.0.arrayidx52.sroa_idx, align 4, !tbaa !4
  %global_histo_data50.sroa.5.0.arrayidx52.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 8
  %global_histo_data50.sroa.5.0.copyload = load i32, ptr %global_histo_data50.sroa.5.0.arrayidx52.sroa_idx, align 8, !tbaa !4
  %global_histo_data50.sroa.6.0.arrayidx52.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 12
  %global_histo_data50.sroa.6.0.copyload = load i32, ptr %global_histo_data50.sroa.6.0.arrayidx52.sroa_idx, align 4, !tbaa !4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %arrayidx52, i8 0, i64 16, i1 false)
  %arrayidx72 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom51
  %14 = load i32, ptr %arrayidx72, align 4, !tbaa !4
  %and = and i32 %14, 255
  %add74 = add i32 %and, %global_histo_data50.sroa.0.0.copyload
  %shr75 = lshr i32 %14, 8
  %and76 = and i32 %shr75, 255
  %add78 = add i32 %and76, %global_histo_data50.sroa.4.0.copyload
  %shr79 = lshr i32 %14, 16
  %and80 = and i32 %shr79, 255
  %add82 = add i32 %and80, %global_histo_data50.sroa.5.0.copyload
  %shr83 = lshr i32 %14, 24
  %add86 = add i32 %shr83, %global_histo_data50.sroa.6.0.copyload
  %add70.1 = add nuw nsw i32 %div69230.1, %i41.0250
  %idxprom71.1 = zext nneg i32 %add70.1 to i64
  %arrayidx72.1 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.1
  %15 = load i32, ptr %arrayidx72.1, align 4, !tbaa !4
  %and.1 = and i32 %15, 255
  %add74.1 = add i32 %and.1, %add74
  %shr75.1 = lshr i32 %15, 8
  %and76.1 = and i32 %shr75.1, 255
  %add78.1 = add i32 %and76.1, %add78
  %shr79.1 = lshr i32 %15, 16
  %and80.1 = and i32 %shr79.1, 255
  %add82.1 = add i32 %and80.1, %add82
  %shr83.1 = lshr i32 %15, 24
  %add86.1 = add i32 %shr83.1, %add86
  %add70.2 = add nuw nsw i32 %div69230.2, %i41.0250
  %idxprom71.2 = zext nneg i32 %add70.2 to i64
  %arrayidx72.2 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.2
  %16 = load i32, ptr %arrayidx72.2, align 4, !tbaa !4
  %and.2 = and i32 %16, 255
  %add74.2 = add i32 %and.2, %add74.1
  %shr75.2 = lshr i32 %16, 8
  %and76.2 = and i32 %shr75.2, 255
  %add78.2 = add i32 %and76.2, %add78.1
  %shr79.2 = lshr i32 %16, 16
  %and80.2 = and i32 %shr79.2, 255
  %add82.2 = add i32 %and80.2, %add82.1
  %shr83.2 = lshr i32 %16, 24
  %add86.2 = add i32 %shr83.2, %add86.1
  %add70.3 = add nuw nsw i32 %div69230.3, %i41.0250
  %idxprom71.3 = zext nneg i32 %add70.3 to i64
  %arrayidx72.3 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.3
  %17 = load i32, ptr %arrayidx72.3, align 4, !tbaa !4
  %and.3 = and i32 %17, 255
  %add74.3 = add i32 %and.3, %add74.2
  %shr75.3 = lshr i32 %17, 8
  %and76.3 = and i32 %shr75.3, 255
  %add78.3 = add i32 %and76.3, %add78.2
  %shr79.3 = lshr i32 %17, 16
  %and80.3 = and i32 %shr79.3, 255
  %add82.3 = add i32 %and80.3, %add82.2
  %shr83.3 = lshr i32 %17, 24
  %add86.3 = add i32 %shr83.3, %add86.2
  %add70.4 = add nuw nsw i32 %mul68.4, %i41.0250
  %idxprom71.4 = zext nneg i32 %add70.4 to i64
  %arrayidx72.4 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.4
  %18 = load i32, ptr %arrayidx72.4, align 4, !tbaa !4
  %and.4 = and i32 %18, 255
  %add74.4 = add i32 %and.4, %add74.3
  %shr75.4 = lshr i32 %18, 8
  %and76.4 = and i32 %shr75.4, 255
  %add78.4 = add i32 %and76.4, %add78.3
  %shr79.4 = lshr i32 %18, 16
  %and80.4 = and i32 %shr79.4, 255
  %add82.4 = add i32 %and80.4, %add82.3
  %shr83.4 = lshr i32 %18, 24
  %add86.4 = add i32 %shr83.4, %add86.3
  %add70.5 = add nuw nsw i32 %div69230.5, %i41.0250
  %idxprom71.5 = zext nneg i32 %add70.5 to i64
  %arrayidx72.5 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.5
  %19 = load i32, ptr %arrayidx72.5, align 4, !tbaa !4
  %and.5 = and i32 %19, 255
  %add74.5 = add i32 %and.5, %add74.4
  %shr75.5 = lshr i32 %19, 8
  %and76.5 = and i32 %shr75.5, 255
  %add78.5 = add i32 %and76.5, %add78.4
  %shr79.5 = lshr i32 %19, 16
  %and80.5 = and i32 %shr79.5, 255
  %add82.5 = add i32 %and80.5, %add82.4
  %shr83.5 = lshr i32 %19, 24
  %add86.5 = add i32 %shr83.5, %add86.4
  %add70.6 = add nuw nsw i32 %div69230.6, %i41.0250
  %idxprom71.6 = zext nneg i32 %add70.6 to i64
  %arrayidx72.6 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.6
  %20 = load i32, ptr %arrayidx72.6, align 4, !tbaa !4
  %and.6 = and i32 %20, 255
  %add74.6 = add i32 %and.6, %add74.5
  %shr75.6 = lshr i32 %20, 8
  %and76.6 = and i32 %shr75.6, 255
  %add78.6 = add i32 %and76.6, %add78.5
  %shr79.6 = lshr i32 %20, 16
  %and80.6 = and i32 %shr79.6, 255
  %add82.6 = add i32 %and80.6, %add82.5
  %shr83.6 = lshr i32 %20, 24
  %add86.6 = add i32 %shr83.6, %add86.5
  %add70.7 = add nuw nsw i32 %div69230.7, %i41.0250
  %idxprom71.7 = zext nneg i32 %add70.7 to i64
  %arrayidx72.7 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.7
  %21 = load i32, ptr %arrayidx72.7, align 4, !tbaa !4
  %and.7 = and i32 %21, 255
  %add74.7 = add i32 %and.7, %add74.6
  %shr75.7 = lshr i32 %21, 8
  %and76.7 = and i32 %shr75.7, 255
  %add78.7 = add i32 %and76.7, %add78.6
  %shr79.7 = lshr i32 %21, 16
  %and80.7 = and i32 %shr79.7, 255
  %add82.7 = add i32 %and80.7, %add82.6
  %shr83.7 = lshr i32 %21, 24
  %add86.7 = add i32 %shr83.7, %add86.6
  %add70.8 = add nuw nsw i32 %div69230.8, %i41.0250
  %idxprom71.8 = zext nneg i32 %add70.8 to i64
  %arrayidx72.8 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.8
  %22 = load i32, ptr %arrayidx72.8, align 4, !tbaa !4
  %and.8 = and i32 %22, 255
  %add74.8 = add i32 %and.8, %add74.7
  %shr75.8 = lshr i32 %22, 8
  %and76.8 = and i32 %shr75.8, 255
  %add78.8 = add i32 %and76.8, %add78.7
  %shr79.8 = lshr i32 %22, 16
  %and80.8 = and i32 %shr79.8, 255
  %add82.8 = add i32 %and80.8, %add82.7
  %shr83.8 = lshr i32 %22, 24
  %add86.8 = add i32 %shr83.8, %add86.7
  %add70.9 = add nuw nsw i32 %div69230.9, %i41.0250
  %idxprom71.9 = zext nneg i32 %add70.9 to i64
  %arrayidx72.9 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.9
  %23 = load i32, ptr %arrayidx72.9, align 4, !tbaa !4
  %and.9 = and i32 %23, 255
  %add74.9 = add i32 %and.9, %add74.8
  %shr75.9 = lshr i32 %23, 8
  %and76.9 = and i32 %shr75.9, 255
  %add78.9 = add i32 %and76.9, %add78.8
  %shr79.9 = lshr i32 %23, 16
  %and80.9 = and i32 %shr79.9, 255
  %add82.9 = add i32 %and80.9, %add82.8
  %shr83.9 = lshr i32 %23, 24
  %add86.9 = add i32 %shr83.9, %add86.8
  %add70.10 = add nuw nsw i32 %div69230.10, %i41.0250
  %idxprom71.10 = zext nneg i32 %add70.10 to i64
  %arrayidx72.10 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.10
  %24 = load i32, ptr %arrayidx72.10, align 4, !tbaa !4
  %and.10 = and i32 %24, 255
  %add74.10 = add i32 %and.10, %add74.9
  %shr75.10 = lshr i32 %24, 8
  %and76.10 = and i32 %shr75.10, 255
  %add78.10 = add i32 %and76.10, %add78.9
  %shr79.10 = lshr i32 %24, 16
  %and80.10 = and i32 %shr79.10, 255
  %add82.10 = add i32 %and80.10, %add82.9
  %shr83.10 = lshr i32 %24, 24
  %add86.10 = add i32 %shr83.10, %add86.9
  %add70.11 = add nuw nsw i32 %div69230.11, %i41.0250
  %idxprom71.11 = zext nneg i32 %add70.11 to i64
  %arrayidx72.11 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.11
  %25 = load i32, ptr %arrayidx72.11, align 4, !tbaa !4
  %and.11 = and i32 %25, 255
  %add74.11 = add i32 %and.11, %add74.10
  %shr75.11 = lshr i32 %25, 8
  %and76.11 = and i32 %shr75.11, 255
  %add78.11 = add i32 %and76.11, %add78.10
  %shr79.11 = lshr i32 %25, 16
  %and80.11 = and i32 %shr79.11, 255
  %add82.11 = add i32 %and80.11, %add82.10
  %shr83.11 = lshr i32 %25, 24
  %add86.11 = add i32 %shr83.11, %add86.10
  %add70.12 = add nuw nsw i32 %div69230.12, %i41.0250
  %idxprom71.12 = zext nneg i32 %add70.12 to i64
  %arrayidx72.12 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.12
  %26 = load i32, ptr %arrayidx72.12, align 4, !tbaa !4
  %and.12 = and i32 %26, 255
  %add74.12 = add i32 %and.12, %add74.11
  %shr75.12 = lshr i32 %26, 8
  %and76.12 = and i32 %shr75.12, 255
  %add78.12 = add i32 %and76.12, %add78.11
  %shr79.12 = lshr i32 %26, 16
  %and80.12 = and i32 %shr79.12, 255
  %add82.12 = add i32 %and80.12, %add82.11
  %shr83.12 = lshr i32 %26, 24
  %add86.12 = add i32 %shr83.12, %add86.11
  %add70.13 = add nuw nsw i32 %div69230.13, %i41.0250
  %idxprom71.13 = zext nneg i32 %add70.13 to i64
  %arrayidx72.13 = getelementptr inbounds nuw i32, ptr %global_subhisto, i64 %idxprom71.13
  %27 = load i32, ptr %arrayidx72.13, align 4, !tbaa !4
  %and.13 = and i32 %27, 255
  %add74.13 = add i32 %and.13, %add74.12
  %shr75.13 = lshr i32 %27, 8
  %and76.13 = and i32 %shr75.13, 255
  %add78.13 = add i32 %and76.13, %add78.12
  %shr79.13 = lshr i32 %27, 16
  %and80.13 = and i32 %shr79.13, 255
  %add82.13 = add i32 %and80.13, %add82.12
  %shr83.13 = lshr i32 %27, 24
  %add86.13 = add i32 %shr83.13, %add86.12
  %call.i.i = tail call noundef i32 @__nv_umin(i32 noundef %add74.13, i32 noundef 255) #10
  %call.i.i238 = tail call noundef i32 @__nv_umin(i32 noundef %add78.13, i32 noundef 255) #10
  %call.i.i239 = tail call noundef i32 @__nv_umin(i32 noundef %add82.13, i32 noundef 255) #10
  %call.i.i240 = tail call noundef i32 @__nv_umin(i32 noundef %add86.13, i32 noundef 255) #10
  %arrayidx115 = getelementptr inbounds nuw %struct.uchar4, ptr %final_histo, i64 %idxprom51
  %28 = insertelement <4 x i32> poison, i32 %call.i.i, i64 0
  %29 = insertelement <4 x i32> %28, i32 %call.i.i238, i64 1
  %30 = insertelement <4 x i32> %29, i32 %call.i.i239, i64 2
  %31 = insertelement <4 x i32> %30, i32 %call.i.i240, i64 3
  %32 = trunc <4 x i32> %31 to <4 x i8>
  store <4 x i8> %32, ptr %arrayidx115, align 4, !tbaa !13
  %add120 = add i32 %i41.0250, %mul119
  %cmp47 = icmp ult i32 %add120, %div46228
  br i1 %cmp47, label %for.body49, label %for.cond.cleanup48, !llvm.loop !26

for.cond.cleanup130:                              ; preds = %for.body131, %for.cond.cleanup48
  ret void

for.body131:                                      ; preds = %for.body131.lr.ph, %for.body131
  %i122.0253 = phi i32 [ %add125, %for.body131.lr.ph ], [ %add176, %for.body131 ]
  %idxprom133 = zext nneg i32 %i122.0253 to i64
  %arrayidx134 = getelementptr inbounds nuw %struct.ushort4, ptr %global_histo, i64 %idxprom133
  %global_histo_data132.sroa.0.0.copyload = load i16, ptr %arrayidx134, align 8, !tbaa !23
  %global_histo_data132.sroa.6.0.arrayidx134.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx134, i64 2
  %global_histo_data132.sroa.6.0.copyload = load i16, ptr %global_histo_data132.sroa.6.0.arrayidx134.sroa_idx, align 2, !tbaa !23
  %global_histo_data132.sroa.9.0.arrayidx134.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx134, i64 4
  %global_histo_data132.sroa.9.0.copyload = load i16, ptr %global_histo_data132.sroa.9.0.arrayidx134.sroa_idx, align 4, !tbaa !23
  %global_histo_data132.sroa.12.0.arrayidx134.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx134, i64 6
  %global_histo_data132.sroa.12.0.copyload = load i16, ptr %global_histo_data132.sroa.12.0.arrayidx134.sroa_idx, align 2, !tbaa !23
  store i64 0, ptr %arrayidx134, align 8
  %conv138 = zext i16 %global_histo_data132.sroa.0.0.copyload to i32
  %call.i233 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv138, i32 noundef 255) #10
  %conv143 = zext i16 %global_histo_data132.sroa.6.0.copyload to i32
  %call.i232 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv143, i32 noundef 255) #10
  %conv148 = zext i16 %global_histo_data132.sroa.9.0.copyload to i32
  %call.i231 = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv148, i32 noundef 255) #10
  %conv153 = zext i16 %global_histo_data132.sroa.12.0.copyload to i32
  %call.i = tail call noundef i32 @__nv_min(i32 noundef range(i32 0, 65536) %conv153, i32 noundef 255) #10
  %arrayidx171 = getelementptr inbounds nuw %struct.uchar4, ptr %final_histo, i64 %idxprom133
  %33 = insertelement <4 x i32> poison, i32 %call.i233, i64 0
  %34 = insertelement <4 x i32> %33, i32 %call.i232, i64 1
  %35 = insertelement <4 x i32> %34, i32 %call.i231, i64 2
  %36 = insertelement <4 x i32> %35, i32 %call.i, i64 3
  %37 = trunc <4 x i32> %36 to <4 x i8>
  store <4 x i8> %37, ptr %arrayidx171, align 4, !tbaa !13
  %add176 = add i32 %i122.0253, %mul175
  %cmp129 = icmp ult i32 %add176, %div128229.pre-phi
  br i1 %cmp129, label %for.body131, label %for.cond.cleanup130, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #8

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_min(i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umin(i32 noundef, i32 noundef) local_unnamed_addr #9

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #10 = { convergent nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!6, !6, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"_ZTS6uchar4", !6, i64 0, !6, i64 1, !6, i64 2, !6, i64 3}
!16 = !{!15, !6, i64 3}
!17 = !{!15, !6, i64 2}
!18 = !{!15, !6, i64 1}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = !{!24, !24, i64 0}
!24 = !{!"short", !6, i64 0}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
