; ModuleID = 'shoc_parboil/shoc_sort.cu'
source_filename = "shoc_parboil/shoc_sort.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint2 = type { i32, i32 }
%struct.uint4 = type { i32, i32, i32, i32 }

@_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E7numtrue = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@sRadix1 = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE6sKeys2 = internal unnamed_addr addrspace(3) global [256 x %struct.uint2] undef, align 8
@_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sValues2 = internal unnamed_addr addrspace(3) global [256 x %struct.uint2] undef, align 8
@_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE13sBlockOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ4scanPjS_S_ibbE6s_data = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ17vectorAddUniform4PjPKjiE3uni.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z7scanLSBjPj(i32 noundef %val, ptr noundef captures(none) %s_data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %s_data, i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %add = add nuw nsw i32 %0, %1
  %idxprom2 = zext nneg i32 %add to i64
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %s_data, i64 %idxprom2
  store i32 %val, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx5 = getelementptr i8, ptr %arrayidx3, i64 -4
  %2 = load i32, ptr %arrayidx5, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add8 = add i32 %3, %2
  store i32 %add8, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx11 = getelementptr i8, ptr %arrayidx3, i64 -8
  %4 = load i32, ptr %arrayidx11, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add14 = add i32 %5, %4
  store i32 %add14, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx17 = getelementptr i8, ptr %arrayidx3, i64 -16
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add20 = add i32 %7, %6
  store i32 %add20, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx23 = getelementptr i8, ptr %arrayidx3, i64 -32
  %8 = load i32, ptr %arrayidx23, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add26 = add i32 %9, %8
  store i32 %add26, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx29 = getelementptr i8, ptr %arrayidx3, i64 -64
  %10 = load i32, ptr %arrayidx29, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add32 = add i32 %11, %10
  store i32 %add32, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx35 = getelementptr i8, ptr %arrayidx3, i64 -128
  %12 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add38 = add i32 %13, %12
  store i32 %add38, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx41 = getelementptr i8, ptr %arrayidx3, i64 -256
  %14 = load i32, ptr %arrayidx41, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add44 = add i32 %15, %14
  store i32 %add44, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %sub47 = sub i32 %16, %val
  ret i32 %sub47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local %struct.uint4 @_Z5scan45uint4Pj(ptr noundef readonly byval(%struct.uint4) align 16 captures(none) %idata, ptr noundef captures(none) %ptr) local_unnamed_addr #0 {
entry:
  %retval.sroa.0.0.copyload = load i32, ptr %idata, align 16, !tbaa !4
  %retval.sroa.4.0.idata.sroa_idx = getelementptr inbounds nuw i8, ptr %idata, i64 4
  %retval.sroa.4.0.copyload = load i32, ptr %retval.sroa.4.0.idata.sroa_idx, align 4, !tbaa !4
  %retval.sroa.7.0.idata.sroa_idx = getelementptr inbounds nuw i8, ptr %idata, i64 8
  %retval.sroa.7.0.copyload = load i32, ptr %retval.sroa.7.0.idata.sroa_idx, align 8, !tbaa !4
  %retval.sroa.10.0.idata.sroa_idx = getelementptr inbounds nuw i8, ptr %idata, i64 12
  %retval.sroa.10.0.copyload = load i32, ptr %retval.sroa.10.0.idata.sroa_idx, align 4, !tbaa !4
  %add = add i32 %retval.sroa.4.0.copyload, %retval.sroa.0.0.copyload
  %add5 = add i32 %retval.sroa.7.0.copyload, %add
  %add8 = add i32 %retval.sroa.10.0.copyload, %add5
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom.i = zext nneg i32 %0 to i64
  %arrayidx.i = getelementptr inbounds nuw i32, ptr %ptr, i64 %idxprom.i
  store i32 0, ptr %arrayidx.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %add.i = add nuw nsw i32 %0, %1
  %idxprom2.i = zext nneg i32 %add.i to i64
  %arrayidx3.i = getelementptr inbounds nuw i32, ptr %ptr, i64 %idxprom2.i
  store i32 %add8, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx5.i = getelementptr i8, ptr %arrayidx3.i, i64 -4
  %2 = load i32, ptr %arrayidx5.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add8.i = add i32 %3, %2
  store i32 %add8.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx11.i = getelementptr i8, ptr %arrayidx3.i, i64 -8
  %4 = load i32, ptr %arrayidx11.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add14.i = add i32 %5, %4
  store i32 %add14.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx17.i = getelementptr i8, ptr %arrayidx3.i, i64 -16
  %6 = load i32, ptr %arrayidx17.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add20.i = add i32 %7, %6
  store i32 %add20.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx23.i = getelementptr i8, ptr %arrayidx3.i, i64 -32
  %8 = load i32, ptr %arrayidx23.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add26.i = add i32 %9, %8
  store i32 %add26.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx29.i = getelementptr i8, ptr %arrayidx3.i, i64 -64
  %10 = load i32, ptr %arrayidx29.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add32.i = add i32 %11, %10
  store i32 %add32.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx35.i = getelementptr i8, ptr %arrayidx3.i, i64 -128
  %12 = load i32, ptr %arrayidx35.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add38.i = add i32 %13, %12
  store i32 %add38.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx41.i = getelementptr i8, ptr %arrayidx3.i, i64 -256
  %14 = load i32, ptr %arrayidx41.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add44.i = add i32 %15, %14
  store i32 %add44.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %sub47.i = sub i32 %16, %add8
  %add11 = add i32 %sub47.i, %retval.sroa.0.0.copyload
  %add14 = add i32 %sub47.i, %add
  %add17 = add i32 %sub47.i, %add5
  %.fca.0.insert = insertvalue %struct.uint4 poison, i32 %sub47.i, 0
  %.fca.1.insert = insertvalue %struct.uint4 %.fca.0.insert, i32 %add11, 1
  %.fca.2.insert = insertvalue %struct.uint4 %.fca.1.insert, i32 %add14, 2
  %.fca.3.insert = insertvalue %struct.uint4 %.fca.2.insert, i32 %add17, 3
  ret %struct.uint4 %.fca.3.insert
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15radixSortBlocksjjP5uint4S0_S0_S0_(i32 noundef %nbits, i32 noundef %startbit, ptr noundef writeonly captures(none) %keysOut, ptr noundef writeonly captures(none) %valuesOut, ptr noundef readonly captures(none) %keysIn, ptr noundef readonly captures(none) %valuesIn) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw %struct.uint4, ptr %keysIn, i64 %idxprom
  %key.sroa.0.0.copyload = load i32, ptr %arrayidx, align 16, !tbaa !4
  %key.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %key.sroa.7.0.copyload = load i32, ptr %key.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa !4
  %key.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %key.sroa.10.0.copyload = load i32, ptr %key.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa !4
  %key.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %key.sroa.13.0.copyload = load i32, ptr %key.sroa.13.0.arrayidx.sroa_idx, align 4, !tbaa !4
  %arrayidx6 = getelementptr inbounds nuw %struct.uint4, ptr %valuesIn, i64 %idxprom
  %value.sroa.0.0.copyload = load i32, ptr %arrayidx6, align 16, !tbaa !4
  %value.sroa.6.0.arrayidx6.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx6, i64 4
  %value.sroa.6.0.copyload = load i32, ptr %value.sroa.6.0.arrayidx6.sroa_idx, align 4, !tbaa !4
  %value.sroa.8.0.arrayidx6.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx6, i64 8
  %value.sroa.8.0.copyload = load i32, ptr %value.sroa.8.0.arrayidx6.sroa_idx, align 8, !tbaa !4
  %value.sroa.10.0.arrayidx6.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx6, i64 12
  %value.sroa.10.0.copyload = load i32, ptr %value.sroa.10.0.arrayidx6.sroa_idx, align 4, !tbaa !4
  %add7 = add i32 %startbit, %nbits
  %cmp252 = icmp ult i32 %startbit, %add7
  br i1 %cmp252, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idxprom.i.i = zext nneg i32 %0 to i64
  %arrayidx.i.i = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom.i.i
  %add.i.i = add nuw nsw i32 %0, %2
  %idxprom2.i.i = zext nneg i32 %add.i.i to i64
  %arrayidx3.i.i = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom2.i.i
  %arrayidx5.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -4
  %arrayidx11.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -8
  %arrayidx17.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -16
  %arrayidx23.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -32
  %arrayidx29.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -64
  %arrayidx35.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -128
  %arrayidx41.i.i = getelementptr i8, ptr %arrayidx3.i.i, i64 -256
  %sub = add nsw i32 %2, -1
  %cmp28 = icmp eq i32 %0, %sub
  %mul32 = shl nuw nsw i32 %0, 2
  %mul119 = shl nuw nsw i32 %2, 1
  %add120 = add nuw nsw i32 %mul119, %0
  %idxprom121 = zext nneg i32 %add120 to i64
  %arrayidx122 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom121
  %mul124 = mul nuw nsw i32 %2, 3
  %add125 = add nuw nsw i32 %mul124, %0
  %idxprom126 = zext nneg i32 %add125 to i64
  %arrayidx127 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom126
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %value.sroa.0.0.lcssa = phi i32 [ %value.sroa.0.0.copyload, %entry ], [ %28, %if.end ]
  %value.sroa.6.0.lcssa = phi i32 [ %value.sroa.6.0.copyload, %entry ], [ %29, %if.end ]
  %value.sroa.8.0.lcssa = phi i32 [ %value.sroa.8.0.copyload, %entry ], [ %30, %if.end ]
  %value.sroa.10.0.lcssa = phi i32 [ %value.sroa.10.0.copyload, %entry ], [ %31, %if.end ]
  %key.sroa.0.0.lcssa = phi i32 [ %key.sroa.0.0.copyload, %entry ], [ %24, %if.end ]
  %key.sroa.7.0.lcssa = phi i32 [ %key.sroa.7.0.copyload, %entry ], [ %25, %if.end ]
  %key.sroa.10.0.lcssa = phi i32 [ %key.sroa.10.0.copyload, %entry ], [ %26, %if.end ]
  %key.sroa.13.0.lcssa = phi i32 [ %key.sroa.13.0.copyload, %entry ], [ %27, %if.end ]
  %arrayidx183 = getelementptr inbounds nuw %struct.uint4, ptr %keysOut, i64 %idxprom
  store i32 %key.sroa.0.0.lcssa, ptr %arrayidx183, align 16, !tbaa !4
  %key.sroa.7.0.arrayidx183.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx183, i64 4
  store i32 %key.sroa.7.0.lcssa, ptr %key.sroa.7.0.arrayidx183.sroa_idx, align 4, !tbaa !4
  %key.sroa.10.0.arrayidx183.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx183, i64 8
  store i32 %key.sroa.10.0.lcssa, ptr %key.sroa.10.0.arrayidx183.sroa_idx, align 8, !tbaa !4
  %key.sroa.13.0.arrayidx183.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx183, i64 12
  store i32 %key.sroa.13.0.lcssa, ptr %key.sroa.13.0.arrayidx183.sroa_idx, align 4, !tbaa !4
  %arrayidx185 = getelementptr inbounds nuw %struct.uint4, ptr %valuesOut, i64 %idxprom
  store i32 %value.sroa.0.0.lcssa, ptr %arrayidx185, align 16, !tbaa !4
  %value.sroa.6.0.arrayidx185.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx185, i64 4
  store i32 %value.sroa.6.0.lcssa, ptr %value.sroa.6.0.arrayidx185.sroa_idx, align 4, !tbaa !4
  %value.sroa.8.0.arrayidx185.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx185, i64 8
  store i32 %value.sroa.8.0.lcssa, ptr %value.sroa.8.0.arrayidx185.sroa_idx, align 8, !tbaa !4
  %value.sroa.10.0.arrayidx185.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx185, i64 12
  store i32 %value.sroa.10.0.lcssa, ptr %value.sroa.10.0.arrayidx185.sroa_idx, align 4, !tbaa !4
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %key.sroa.13.0261 = phi i32 [ %key.sroa.13.0.copyload, %for.body.lr.ph ], [ %27, %if.end ]
  %key.sroa.10.0260 = phi i32 [ %key.sroa.10.0.copyload, %for.body.lr.ph ], [ %26, %if.end ]
  %key.sroa.7.0259 = phi i32 [ %key.sroa.7.0.copyload, %for.body.lr.ph ], [ %25, %if.end ]
  %key.sroa.0.0258 = phi i32 [ %key.sroa.0.0.copyload, %for.body.lr.ph ], [ %24, %if.end ]
  %value.sroa.10.0257 = phi i32 [ %value.sroa.10.0.copyload, %for.body.lr.ph ], [ %31, %if.end ]
  %value.sroa.8.0256 = phi i32 [ %value.sroa.8.0.copyload, %for.body.lr.ph ], [ %30, %if.end ]
  %value.sroa.6.0255 = phi i32 [ %value.sroa.6.0.copyload, %for.body.lr.ph ], [ %29, %if.end ]
  %value.sroa.0.0254 = phi i32 [ %value.sroa.0.0.copyload, %for.body.lr.ph ], [ %28, %if.end ]
  %shift.0253 = phi i32 [ %startbit, %for.body.lr.ph ], [ %inc, %if.end ]
  %3 = shl nuw i32 1, %shift.0253
  %4 = and i32 %key.sroa.0.0258, %3
  %tobool.not = icmp eq i32 %4, 0
  %conv = zext i1 %tobool.not to i32
  %5 = and i32 %key.sroa.7.0259, %3
  %tobool11.not = icmp eq i32 %5, 0
  %conv13 = zext i1 %tobool11.not to i32
  %6 = and i32 %key.sroa.10.0260, %3
  %tobool17.not = icmp eq i32 %6, 0
  %conv19 = zext i1 %tobool17.not to i32
  %7 = and i32 %key.sroa.13.0261, %3
  %tobool23.not = icmp eq i32 %7, 0
  %conv25 = zext i1 %tobool23.not to i32
  %add.i = add nuw nsw i32 %conv13, %conv
  %add5.i = add nuw nsw i32 %add.i, %conv19
  %add8.i = add nuw nsw i32 %add5.i, %conv25
  store i32 0, ptr %arrayidx.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %add8.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add8.i.i = add i32 %9, %8
  store i32 %add8.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = load i32, ptr %arrayidx11.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add14.i.i = add i32 %11, %10
  store i32 %add14.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load i32, ptr %arrayidx17.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add20.i.i = add i32 %13, %12
  store i32 %add20.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load i32, ptr %arrayidx23.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add26.i.i = add i32 %15, %14
  store i32 %add26.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load i32, ptr %arrayidx29.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add32.i.i = add i32 %17, %16
  store i32 %add32.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load i32, ptr %arrayidx35.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add38.i.i = add i32 %19, %18
  store i32 %add38.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load i32, ptr %arrayidx41.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %add44.i.i = add i32 %21, %20
  store i32 %add44.i.i, ptr %arrayidx3.i.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %sub47.i.i = sub i32 %22, %add8.i
  %add11.i = add i32 %sub47.i.i, %conv
  %add14.i = add i32 %sub47.i.i, %add.i
  %add17.i = add i32 %sub47.i.i, %add5.i
  br i1 %cmp28, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %add31 = add i32 %add17.i, %conv25
  store i32 %add31, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E7numtrue to ptr), align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E7numtrue to ptr), align 4
  %add36 = add i32 %23, %mul32
  %sub38 = sub i32 %add36, %sub47.i.i
  %cond = select i1 %tobool.not, i32 %sub47.i.i, i32 %sub38
  %reass.sub = sub i32 %add36, %add11.i
  %sub48 = add i32 %reass.sub, 1
  %cond50 = select i1 %tobool11.not, i32 %add11.i, i32 %sub48
  %reass.sub269 = sub i32 %add36, %add14.i
  %sub60 = add i32 %reass.sub269, 2
  %cond62 = select i1 %tobool17.not, i32 %add14.i, i32 %sub60
  %reass.sub270 = sub i32 %add36, %add17.i
  %sub72 = add i32 %reass.sub270, 3
  %cond74 = select i1 %tobool23.not, i32 %add17.i, i32 %sub72
  %and78 = and i32 %cond, 3
  %mul79 = mul nuw nsw i32 %and78, %2
  %shr81 = lshr i32 %cond, 2
  %add82 = add nuw nsw i32 %mul79, %shr81
  %idxprom83 = zext nneg i32 %add82 to i64
  %arrayidx84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom83
  store i32 %key.sroa.0.0258, ptr %arrayidx84, align 4, !tbaa !4
  %and87 = and i32 %cond50, 3
  %mul88 = mul nuw nsw i32 %and87, %2
  %shr90 = lshr i32 %cond50, 2
  %add91 = add nuw nsw i32 %mul88, %shr90
  %idxprom92 = zext nneg i32 %add91 to i64
  %arrayidx93 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom92
  store i32 %key.sroa.7.0259, ptr %arrayidx93, align 4, !tbaa !4
  %and96 = and i32 %cond62, 3
  %mul97 = mul nuw nsw i32 %and96, %2
  %shr99 = lshr i32 %cond62, 2
  %add100 = add nuw nsw i32 %mul97, %shr99
  %idxprom101 = zext nneg i32 %add100 to i64
  %arrayidx102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom101
  store i32 %key.sroa.10.0260, ptr %arrayidx102, align 4, !tbaa !4
  %and105 = and i32 %cond74, 3
  %mul106 = mul nuw nsw i32 %and105, %2
  %shr108 = lshr i32 %cond74, 2
  %add109 = add nuw nsw i32 %mul106, %shr108
  %idxprom110 = zext nneg i32 %add109 to i64
  %arrayidx111 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radixSortBlocksjjP5uint4S0_S0_S0_E4sMem to ptr), i64 %idxprom110
  store i32 %key.sroa.13.0261, ptr %arrayidx111, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %25 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %26 = load i32, ptr %arrayidx122, align 4, !tbaa !4
  %27 = load i32, ptr %arrayidx127, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 %value.sroa.0.0254, ptr %arrayidx84, align 4, !tbaa !4
  store i32 %value.sroa.6.0255, ptr %arrayidx93, align 4, !tbaa !4
  store i32 %value.sroa.8.0256, ptr %arrayidx102, align 4, !tbaa !4
  store i32 %value.sroa.10.0257, ptr %arrayidx111, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %29 = load i32, ptr %arrayidx3.i.i, align 4, !tbaa !4
  %30 = load i32, ptr %arrayidx122, align 4, !tbaa !4
  %31 = load i32, ptr %arrayidx127, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc = add i32 %shift.0253, 1
  %exitcond.not = icmp eq i32 %inc, %add7
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !8
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16findRadixOffsetsP5uint2PjS1_jjj(ptr noundef readonly captures(none) %keys, ptr noundef writeonly captures(none) %counters, ptr noundef writeonly captures(none) %blockOffsets, i32 noundef %startbit, i32 noundef %numElements, i32 noundef %totalBlocks) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %2
  %add = add i32 %mul, %1
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw %struct.uint2, ptr %keys, i64 %idxprom
  %radix2.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa !4
  %radix2.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %radix2.sroa.4.0.copyload = load i32, ptr %radix2.sroa.4.0.arrayidx.sroa_idx, align 4, !tbaa !4
  %shr = lshr i32 %radix2.sroa.0.0.copyload, %startbit
  %and = and i32 %shr, 15
  %mul6 = shl nuw nsw i32 %1, 1
  %idxprom7 = zext nneg i32 %mul6 to i64
  %arrayidx8 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 %idxprom7
  store i32 %and, ptr %arrayidx8, align 4, !tbaa !4
  %shr9 = lshr i32 %radix2.sroa.4.0.copyload, %startbit
  %and10 = and i32 %shr9, 15
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 4
  store i32 %and10, ptr %arrayidx14, align 4, !tbaa !4
  %cmp = icmp samesign ult i32 %1, 16
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom15 = zext nneg i32 %1 to i64
  %arrayidx16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom15
  store i32 0, ptr %arrayidx16, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp17.not = icmp eq i32 %1, 0
  br i1 %cmp17.not, label %if.end28, label %land.lhs.true

land.lhs.true:                                    ; preds = %if.end
  %idxprom18 = zext nneg i32 %1 to i64
  %arrayidx19 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 %idxprom18
  %3 = load i32, ptr %arrayidx19, align 4, !tbaa !4
  %arrayidx21 = getelementptr i8, ptr %arrayidx19, i64 -4
  %4 = load i32, ptr %arrayidx21, align 4, !tbaa !4
  %cmp22.not = icmp eq i32 %3, %4
  br i1 %cmp22.not, label %if.end28, label %if.then23

if.then23:                                        ; preds = %land.lhs.true
  %idxprom26 = zext i32 %3 to i64
  %arrayidx27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom26
  store i32 %1, ptr %arrayidx27, align 4, !tbaa !4
  br label %if.end28

if.end28:                                         ; preds = %if.then23, %land.lhs.true, %if.end
  %add29 = add nuw nsw i32 %1, %2
  %idxprom30 = zext nneg i32 %add29 to i64
  %arrayidx31 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 %idxprom30
  %5 = load i32, ptr %arrayidx31, align 4, !tbaa !4
  %arrayidx35 = getelementptr i8, ptr %arrayidx31, i64 -4
  %6 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  %cmp36.not = icmp eq i32 %5, %6
  br i1 %cmp36.not, label %if.end44, label %if.then37

if.then37:                                        ; preds = %if.end28
  %idxprom42 = zext i32 %5 to i64
  %arrayidx43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom42
  store i32 %add29, ptr %arrayidx43, align 4, !tbaa !4
  br label %if.end44

if.end44:                                         ; preds = %if.then37, %if.end28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then46, label %if.end53

if.then46:                                        ; preds = %if.end44
  %mul49 = shl i32 %0, 4
  %add50 = or disjoint i32 %mul49, %1
  %idxprom51 = zext i32 %add50 to i64
  %arrayidx52 = getelementptr inbounds nuw i32, ptr %blockOffsets, i64 %idxprom51
  %idxprom47 = zext nneg i32 %1 to i64
  %arrayidx48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !4
  store i32 %7, ptr %arrayidx52, align 4, !tbaa !4
  br label %if.end53

if.end53:                                         ; preds = %if.then46, %if.end44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.not, label %if.end74, label %land.lhs.true55

land.lhs.true55:                                  ; preds = %if.end53
  %idxprom56 = zext nneg i32 %1 to i64
  %arrayidx57 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 %idxprom56
  %8 = load i32, ptr %arrayidx57, align 4, !tbaa !4
  %arrayidx60 = getelementptr i8, ptr %arrayidx57, i64 -4
  %9 = load i32, ptr %arrayidx60, align 4, !tbaa !4
  %cmp61.not = icmp eq i32 %8, %9
  br i1 %cmp61.not, label %if.end74, label %if.then62

if.then62:                                        ; preds = %land.lhs.true55
  %idxprom66 = zext i32 %9 to i64
  %arrayidx67 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom66
  %10 = load i32, ptr %arrayidx67, align 4, !tbaa !4
  %sub68 = sub i32 %1, %10
  store i32 %sub68, ptr %arrayidx67, align 4, !tbaa !4
  br label %if.end74

if.end74:                                         ; preds = %if.then62, %land.lhs.true55, %if.end53
  %11 = load i32, ptr %arrayidx31, align 4, !tbaa !4
  %12 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  %cmp82.not = icmp eq i32 %11, %12
  br i1 %cmp82.not, label %if.end98, label %if.then83

if.then83:                                        ; preds = %if.end74
  %idxprom89 = zext i32 %12 to i64
  %arrayidx90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom89
  %13 = load i32, ptr %arrayidx90, align 4, !tbaa !4
  %sub91 = sub i32 %add29, %13
  store i32 %sub91, ptr %arrayidx90, align 4, !tbaa !4
  br label %if.end98

if.end98:                                         ; preds = %if.then83, %if.end74
  %sub99 = add nsw i32 %2, -1
  %cmp100 = icmp eq i32 %1, %sub99
  br i1 %cmp100, label %if.then101, label %if.end116

if.then101:                                       ; preds = %if.end98
  %mul102 = shl nuw nsw i32 %2, 1
  %14 = zext nneg i32 %mul102 to i64
  %15 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sRadix1 to ptr), i64 %14
  %arrayidx106 = getelementptr i8, ptr %15, i64 -4
  %16 = load i32, ptr %arrayidx106, align 4, !tbaa !4
  %idxprom107 = zext i32 %16 to i64
  %arrayidx108 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom107
  %17 = load i32, ptr %arrayidx108, align 4, !tbaa !4
  %sub109 = sub i32 %mul102, %17
  store i32 %sub109, ptr %arrayidx108, align 4, !tbaa !4
  br label %if.end116

if.end116:                                        ; preds = %if.then101, %if.end98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then118, label %if.end125

if.then118:                                       ; preds = %if.end116
  %mul121 = mul i32 %totalBlocks, %1
  %add122 = add i32 %mul121, %0
  %idxprom123 = zext i32 %add122 to i64
  %arrayidx124 = getelementptr inbounds nuw i32, ptr %counters, i64 %idxprom123
  %idxprom119 = zext nneg i32 %1 to i64
  %arrayidx120 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16findRadixOffsetsP5uint2PjS1_jjjE14sStartPointers to ptr), i64 %idxprom119
  %18 = load i32, ptr %arrayidx120, align 4, !tbaa !4
  store i32 %18, ptr %arrayidx124, align 4, !tbaa !4
  br label %if.end125

if.end125:                                        ; preds = %if.then118, %if.end116
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11reorderDatajPjS_P5uint2S1_S_S_S_j(i32 noundef %startbit, ptr noundef writeonly captures(none) %outKeys, ptr noundef writeonly captures(none) %outValues, ptr noundef readonly captures(none) %keys, ptr noundef readonly captures(none) %values, ptr noundef readonly captures(none) %blockOffsets, ptr noundef readonly captures(none) %offsets, ptr noundef readnone captures(none) %sizes, i32 noundef %totalBlocks) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw %struct.uint2, ptr %keys, i64 %idxprom
  %idxprom5 = zext nneg i32 %2 to i64
  %arrayidx6 = getelementptr inbounds nuw %struct.uint2, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE6sKeys2 to ptr), i64 %idxprom5
  %3 = load i64, ptr %arrayidx, align 8
  store i64 %3, ptr %arrayidx6, align 8
  %arrayidx8 = getelementptr inbounds nuw %struct.uint2, ptr %values, i64 %idxprom
  %arrayidx11 = getelementptr inbounds nuw %struct.uint2, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sValues2 to ptr), i64 %idxprom5
  %4 = load i64, ptr %arrayidx8, align 8
  store i64 %4, ptr %arrayidx11, align 8
  %cmp = icmp samesign ult i32 %2, 16
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul14 = mul i32 %totalBlocks, %2
  %add15 = add i32 %mul14, %1
  %idxprom16 = zext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds nuw i32, ptr %offsets, i64 %idxprom16
  %5 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  %arrayidx20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sOffsets to ptr), i64 %idxprom5
  store i32 %5, ptr %arrayidx20, align 4, !tbaa !4
  %mul21 = shl i32 %1, 4
  %add23 = or disjoint i32 %mul21, %2
  %idxprom24 = zext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds nuw i32, ptr %blockOffsets, i64 %idxprom24
  %6 = load i32, ptr %arrayidx25, align 4, !tbaa !4
  %arrayidx28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE13sBlockOffsets to ptr), i64 %idxprom5
  store i32 %6, ptr %arrayidx28, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE6sKeys2 to ptr), i64 %idxprom5
  %7 = load i32, ptr %arrayidx31, align 4, !tbaa !4
  %shr = lshr i32 %7, %startbit
  %and = and i32 %shr, 15
  %idxprom32 = zext nneg i32 %and to i64
  %arrayidx33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sOffsets to ptr), i64 %idxprom32
  %8 = load i32, ptr %arrayidx33, align 4, !tbaa !4
  %add35 = add i32 %8, %2
  %arrayidx37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE13sBlockOffsets to ptr), i64 %idxprom32
  %9 = load i32, ptr %arrayidx37, align 4, !tbaa !4
  %sub = sub i32 %add35, %9
  %idxprom41 = zext i32 %sub to i64
  %arrayidx42 = getelementptr inbounds nuw i32, ptr %outKeys, i64 %idxprom41
  store i32 %7, ptr %arrayidx42, align 4, !tbaa !4
  %arrayidx45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sValues2 to ptr), i64 %idxprom5
  %10 = load i32, ptr %arrayidx45, align 4, !tbaa !4
  %arrayidx47 = getelementptr inbounds nuw i32, ptr %outValues, i64 %idxprom41
  store i32 %10, ptr %arrayidx47, align 4, !tbaa !4
  %add49 = add nuw nsw i32 %2, %0
  %idxprom50 = zext nneg i32 %add49 to i64
  %arrayidx51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE6sKeys2 to ptr), i64 %idxprom50
  %11 = load i32, ptr %arrayidx51, align 4, !tbaa !4
  %shr52 = lshr i32 %11, %startbit
  %and53 = and i32 %shr52, 15
  %idxprom54 = zext nneg i32 %and53 to i64
  %arrayidx55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sOffsets to ptr), i64 %idxprom54
  %12 = load i32, ptr %arrayidx55, align 4, !tbaa !4
  %arrayidx60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE13sBlockOffsets to ptr), i64 %idxprom54
  %13 = load i32, ptr %arrayidx60, align 4, !tbaa !4
  %add58 = add i32 %add49, %12
  %sub61 = sub i32 %add58, %13
  %idxprom66 = zext i32 %sub61 to i64
  %arrayidx67 = getelementptr inbounds nuw i32, ptr %outKeys, i64 %idxprom66
  store i32 %11, ptr %arrayidx67, align 4, !tbaa !4
  %arrayidx71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_P5uint2S1_S_S_S_jE8sValues2 to ptr), i64 %idxprom50
  %14 = load i32, ptr %arrayidx71, align 4, !tbaa !4
  %arrayidx73 = getelementptr inbounds nuw i32, ptr %outValues, i64 %idxprom66
  store i32 %14, ptr %arrayidx73, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef i32 @_Z12scanLocalMemjPj(i32 noundef %val, ptr noundef captures(none) %s_data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %s_data, i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %add = add nuw nsw i32 %0, %1
  %idxprom2 = zext nneg i32 %add to i64
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %s_data, i64 %idxprom2
  store i32 %val, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx5 = getelementptr i8, ptr %arrayidx3, i64 -4
  %2 = load i32, ptr %arrayidx5, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add8 = add i32 %3, %2
  store i32 %add8, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx11 = getelementptr i8, ptr %arrayidx3, i64 -8
  %4 = load i32, ptr %arrayidx11, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add14 = add i32 %5, %4
  store i32 %add14, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx17 = getelementptr i8, ptr %arrayidx3, i64 -16
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add20 = add i32 %7, %6
  store i32 %add20, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx23 = getelementptr i8, ptr %arrayidx3, i64 -32
  %8 = load i32, ptr %arrayidx23, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add26 = add i32 %9, %8
  store i32 %add26, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx29 = getelementptr i8, ptr %arrayidx3, i64 -64
  %10 = load i32, ptr %arrayidx29, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add32 = add i32 %11, %10
  store i32 %add32, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx35 = getelementptr i8, ptr %arrayidx3, i64 -128
  %12 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add38 = add i32 %13, %12
  store i32 %add38, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx41 = getelementptr i8, ptr %arrayidx3, i64 -256
  %14 = load i32, ptr %arrayidx41, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add44 = add i32 %15, %14
  store i32 %add44, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx47 = getelementptr i8, ptr %arrayidx3, i64 -512
  %16 = load i32, ptr %arrayidx47, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %add50 = add i32 %17, %16
  store i32 %add50, ptr %arrayidx3, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load i32, ptr %arrayidx5, align 4, !tbaa !4
  ret i32 %18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4scanPjS_S_ibb(ptr noundef writeonly captures(none) %g_odata, ptr noundef readonly captures(none) %g_idata, ptr noundef writeonly captures(none) %g_blockSums, i32 noundef %n, i1 noundef zeroext %fullBlock, i1 noundef zeroext %storeSum) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %mul5 = shl nsw i32 %add, 2
  %add6 = or disjoint i32 %mul5, 3
  %cmp = icmp slt i32 %add6, %n
  %or.cond = select i1 %fullBlock, i1 true, i1 %cmp
  br i1 %or.cond, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.uint4, ptr %g_idata, i64 %idxprom
  %tempData.sroa.0.0.copyload = load i32, ptr %arrayidx, align 16, !tbaa !4
  %tempData.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %tempData.sroa.7.0.copyload = load i32, ptr %tempData.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa !4
  %tempData.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %tempData.sroa.10.0.copyload = load i32, ptr %tempData.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa !4
  %tempData.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %tempData.sroa.13.0.copyload = load i32, ptr %tempData.sroa.13.0.arrayidx.sroa_idx, align 4, !tbaa !4
  %add9 = add i32 %tempData.sroa.7.0.copyload, %tempData.sroa.0.0.copyload
  %add12 = add i32 %tempData.sroa.10.0.copyload, %add9
  %add15 = add i32 %tempData.sroa.13.0.copyload, %add12
  br label %if.end

if.else:                                          ; preds = %entry
  %cmp18 = icmp slt i32 %mul5, %n
  br i1 %cmp18, label %cond.true, label %cond.end

cond.true:                                        ; preds = %if.else
  %idxprom19 = sext i32 %mul5 to i64
  %arrayidx20 = getelementptr inbounds i32, ptr %g_idata, i64 %idxprom19
  %3 = load i32, ptr %arrayidx20, align 4, !tbaa !4
  %conv = uitofp i32 %3 to float
  %4 = fptoui float %conv to i32
  br label %cond.end

cond.end:                                         ; preds = %if.else, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ 0, %if.else ]
  %add23 = or disjoint i32 %mul5, 1
  %cmp24 = icmp slt i32 %add23, %n
  br i1 %cmp24, label %cond.true25, label %cond.end31

cond.true25:                                      ; preds = %cond.end
  %idxprom27 = sext i32 %add23 to i64
  %arrayidx28 = getelementptr inbounds i32, ptr %g_idata, i64 %idxprom27
  %5 = load i32, ptr %arrayidx28, align 4, !tbaa !4
  %conv29 = uitofp i32 %5 to float
  br label %cond.end31

cond.end31:                                       ; preds = %cond.end, %cond.true25
  %cond32 = phi contract float [ %conv29, %cond.true25 ], [ 0.000000e+00, %cond.end ]
  %conv34 = uitofp i32 %cond to float
  %add35 = fadd contract float %cond32, %conv34
  %conv36 = fptoui float %add35 to i32
  %add38 = or disjoint i32 %mul5, 2
  %cmp39 = icmp slt i32 %add38, %n
  br i1 %cmp39, label %cond.true40, label %cond.end61

cond.true40:                                      ; preds = %cond.end31
  %idxprom42 = sext i32 %add38 to i64
  %arrayidx43 = getelementptr inbounds i32, ptr %g_idata, i64 %idxprom42
  %6 = load i32, ptr %arrayidx43, align 4, !tbaa !4
  %conv44 = uitofp i32 %6 to float
  br label %cond.end61

cond.end61:                                       ; preds = %cond.true40, %cond.end31
  %cond47 = phi contract float [ %conv44, %cond.true40 ], [ 0.000000e+00, %cond.end31 ]
  %conv49 = uitofp i32 %conv36 to float
  %add50 = fadd contract float %cond47, %conv49
  %conv51 = fptoui float %add50 to i32
  br label %if.end

if.end:                                           ; preds = %cond.end61, %if.then
  %threadScanT.sroa.12.0 = phi i32 [ %add12, %if.then ], [ %conv51, %cond.end61 ]
  %threadScanT.sroa.7.0 = phi i32 [ %add9, %if.then ], [ %conv36, %cond.end61 ]
  %threadScanT.sroa.0.0 = phi i32 [ %tempData.sroa.0.0.copyload, %if.then ], [ %cond, %cond.end61 ]
  %threadScanT.sroa.17.0 = phi i32 [ %add15, %if.then ], [ %conv51, %cond.end61 ]
  %idxprom.i = zext nneg i32 %2 to i64
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %idxprom.i
  store i32 0, ptr %arrayidx.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add.i = add nuw nsw i32 %2, %1
  %idxprom2.i = zext nneg i32 %add.i to i64
  %arrayidx3.i = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanPjS_S_ibbE6s_data to ptr), i64 %idxprom2.i
  store i32 %threadScanT.sroa.17.0, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx5.i = getelementptr i8, ptr %arrayidx3.i, i64 -4
  %7 = load i32, ptr %arrayidx5.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add8.i = add i32 %8, %7
  store i32 %add8.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx11.i = getelementptr i8, ptr %arrayidx3.i, i64 -8
  %9 = load i32, ptr %arrayidx11.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add14.i = add i32 %10, %9
  store i32 %add14.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx17.i = getelementptr i8, ptr %arrayidx3.i, i64 -16
  %11 = load i32, ptr %arrayidx17.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add20.i = add i32 %12, %11
  store i32 %add20.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx23.i = getelementptr i8, ptr %arrayidx3.i, i64 -32
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add26.i = add i32 %14, %13
  store i32 %add26.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx29.i = getelementptr i8, ptr %arrayidx3.i, i64 -64
  %15 = load i32, ptr %arrayidx29.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add32.i = add i32 %16, %15
  store i32 %add32.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx35.i = getelementptr i8, ptr %arrayidx3.i, i64 -128
  %17 = load i32, ptr %arrayidx35.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add38.i = add i32 %18, %17
  store i32 %add38.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx41.i = getelementptr i8, ptr %arrayidx3.i, i64 -256
  %19 = load i32, ptr %arrayidx41.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add44.i = add i32 %20, %19
  store i32 %add44.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx47.i = getelementptr i8, ptr %arrayidx3.i, i64 -512
  %21 = load i32, ptr %arrayidx47.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = load i32, ptr %arrayidx3.i, align 4, !tbaa !4
  %add50.i = add i32 %22, %21
  store i32 %add50.i, ptr %arrayidx3.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load i32, ptr %arrayidx5.i, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sub = add nsw i32 %1, -1
  %cmp72 = icmp eq i32 %2, %sub
  %or.cond175 = select i1 %storeSum, i1 %cmp72, i1 false
  br i1 %or.cond175, label %if.then73, label %if.end79

if.then73:                                        ; preds = %if.end
  %idxprom77 = zext nneg i32 %0 to i64
  %arrayidx78 = getelementptr inbounds nuw i32, ptr %g_blockSums, i64 %idxprom77
  %add75 = add i32 %23, %threadScanT.sroa.17.0
  store i32 %add75, ptr %arrayidx78, align 4, !tbaa !4
  br label %if.end79

if.end79:                                         ; preds = %if.then73, %if.end
  %add82 = add i32 %23, %threadScanT.sroa.0.0
  %add85 = add i32 %23, %threadScanT.sroa.7.0
  br i1 %or.cond, label %if.then94, label %if.else97

if.then94:                                        ; preds = %if.end79
  %add88 = add i32 %23, %threadScanT.sroa.12.0
  %idxprom95 = sext i32 %add to i64
  %arrayidx96 = getelementptr inbounds %struct.uint4, ptr %g_odata, i64 %idxprom95
  store i32 %23, ptr %arrayidx96, align 16, !tbaa !4
  %tempData.sroa.7.0.arrayidx96.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx96, i64 4
  store i32 %add82, ptr %tempData.sroa.7.0.arrayidx96.sroa_idx, align 4, !tbaa !4
  %tempData.sroa.10.0.arrayidx96.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx96, i64 8
  store i32 %add85, ptr %tempData.sroa.10.0.arrayidx96.sroa_idx, align 8, !tbaa !4
  %tempData.sroa.13.0.arrayidx96.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx96, i64 12
  store i32 %add88, ptr %tempData.sroa.13.0.arrayidx96.sroa_idx, align 4, !tbaa !4
  br label %if.end120

if.else97:                                        ; preds = %if.end79
  %cmp98 = icmp slt i32 %mul5, %n
  br i1 %cmp98, label %if.then99, label %if.end120

if.then99:                                        ; preds = %if.else97
  %idxprom101 = sext i32 %mul5 to i64
  %arrayidx102 = getelementptr inbounds i32, ptr %g_odata, i64 %idxprom101
  store i32 %23, ptr %arrayidx102, align 4, !tbaa !4
  %add103 = or disjoint i32 %mul5, 1
  %cmp104 = icmp slt i32 %add103, %n
  br i1 %cmp104, label %if.then105, label %if.end120

if.then105:                                       ; preds = %if.then99
  %idxprom108 = sext i32 %add103 to i64
  %arrayidx109 = getelementptr inbounds i32, ptr %g_odata, i64 %idxprom108
  store i32 %add82, ptr %arrayidx109, align 4, !tbaa !4
  %add110 = or disjoint i32 %mul5, 2
  %cmp111 = icmp slt i32 %add110, %n
  br i1 %cmp111, label %if.then112, label %if.end120

if.then112:                                       ; preds = %if.then105
  %idxprom115 = sext i32 %add110 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %g_odata, i64 %idxprom115
  store i32 %add85, ptr %arrayidx116, align 4, !tbaa !4
  br label %if.end120

if.end120:                                        ; preds = %if.else97, %if.then105, %if.then112, %if.then99, %if.then94
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17vectorAddUniform4PjPKji(ptr noundef captures(none) %d_vector, ptr noundef readonly captures(none) %d_uniforms, i32 noundef %n) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp eq i32 %0, 0
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %1 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %d_uniforms, i64 %idxprom
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %2, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %entry, %if.then
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = shl nuw nsw i32 %3, 2
  %mul5 = mul i32 %mul, %1
  %add = add i32 %mul5, %0
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp716 = icmp ult i32 %add, %n
  br i1 %cmp716, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %4 = load i32, ptr addrspace(3) @_ZZ17vectorAddUniform4PjPKjiE3uni.0, align 4, !tbaa !4
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.018 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %address.017 = phi i32 [ %add, %for.body.lr.ph ], [ %add12, %for.body ]
  %idxprom8 = zext i32 %address.017 to i64
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %d_vector, i64 %idxprom8
  %5 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  %add10 = add i32 %5, %4
  store i32 %add10, ptr %arrayidx9, align 4, !tbaa !4
  %add12 = add i32 %address.017, %3
  %inc = add nuw nsw i32 %i.018, 1
  %cmp6 = icmp samesign ult i32 %i.018, 3
  %cmp7 = icmp ult i32 %add12, %n
  %6 = and i1 %cmp6, %cmp7
  br i1 %6, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !9}
