; ModuleID = 'rodinia/nw.cu'
source_filename = "rodinia/nw.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20needle_cuda_shared_1PiS_iiiiE4temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_1PiS_iiiiE3ref = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_2PiS_iiiiE4temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZ20needle_cuda_shared_2PiS_iiiiE3ref = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z7maximumiii(i32 noundef %a, i32 noundef %b, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %a.b = tail call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %retval.0 = tail call i32 @llvm.smax.i32(i32 %a.b, i32 %c)
  ret i32 %retval.0
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20needle_cuda_shared_1PiS_iiii(ptr noundef readonly captures(none) %referrence, ptr noundef captures(none) %matrix_cuda, i32 noundef %cols, i32 noundef %penalty, i32 noundef %i, i32 noundef %block_width) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = xor i32 %0, -1
  %sub2 = add i32 %i, %2
  %mul = shl nsw i32 %cols, 4
  %mul3 = mul nsw i32 %mul, %sub2
  %mul4 = shl nsw i32 %0, 4
  %add = add nsw i32 %mul3, %mul4
  %add5 = add nsw i32 %add, %1
  %add6 = add nsw i32 %cols, 1
  %add7 = add nsw i32 %add6, %add5
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %3, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %idxprom33 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 %idxprom33
  %idxprom29 = sext i32 %add7 to i64
  %arrayidx30 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29
  %4 = load i32, ptr %arrayidx30, align 4, !tbaa !4
  store i32 %4, ptr %invariant.gep, align 4, !tbaa !4
  %add28.1 = add nsw i32 %cols, %add7
  %idxprom29.1 = sext i32 %add28.1 to i64
  %arrayidx30.1 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.1
  %5 = load i32, ptr %arrayidx30.1, align 4, !tbaa !4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  store i32 %5, ptr %gep.1, align 4, !tbaa !4
  %mul27.2 = shl nsw i32 %cols, 1
  %add28.2 = add nsw i32 %mul27.2, %add7
  %idxprom29.2 = sext i32 %add28.2 to i64
  %arrayidx30.2 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.2
  %6 = load i32, ptr %arrayidx30.2, align 4, !tbaa !4
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  store i32 %6, ptr %gep.2, align 4, !tbaa !4
  %mul27.3 = mul nsw i32 %cols, 3
  %add28.3 = add nsw i32 %mul27.3, %add7
  %idxprom29.3 = sext i32 %add28.3 to i64
  %arrayidx30.3 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.3
  %7 = load i32, ptr %arrayidx30.3, align 4, !tbaa !4
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  store i32 %7, ptr %gep.3, align 4, !tbaa !4
  %mul27.4 = shl nsw i32 %cols, 2
  %add28.4 = add nsw i32 %mul27.4, %add7
  %idxprom29.4 = sext i32 %add28.4 to i64
  %arrayidx30.4 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.4
  %8 = load i32, ptr %arrayidx30.4, align 4, !tbaa !4
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  store i32 %8, ptr %gep.4, align 4, !tbaa !4
  %mul27.5 = mul nsw i32 %cols, 5
  %add28.5 = add nsw i32 %mul27.5, %add7
  %idxprom29.5 = sext i32 %add28.5 to i64
  %arrayidx30.5 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.5
  %9 = load i32, ptr %arrayidx30.5, align 4, !tbaa !4
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  store i32 %9, ptr %gep.5, align 4, !tbaa !4
  %mul27.6 = mul nsw i32 %cols, 6
  %add28.6 = add nsw i32 %mul27.6, %add7
  %idxprom29.6 = sext i32 %add28.6 to i64
  %arrayidx30.6 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.6
  %10 = load i32, ptr %arrayidx30.6, align 4, !tbaa !4
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  store i32 %10, ptr %gep.6, align 4, !tbaa !4
  %mul27.7 = mul nsw i32 %cols, 7
  %add28.7 = add nsw i32 %mul27.7, %add7
  %idxprom29.7 = sext i32 %add28.7 to i64
  %arrayidx30.7 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.7
  %11 = load i32, ptr %arrayidx30.7, align 4, !tbaa !4
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  store i32 %11, ptr %gep.7, align 4, !tbaa !4
  %mul27.8 = shl nsw i32 %cols, 3
  %add28.8 = add nsw i32 %mul27.8, %add7
  %idxprom29.8 = sext i32 %add28.8 to i64
  %arrayidx30.8 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.8
  %12 = load i32, ptr %arrayidx30.8, align 4, !tbaa !4
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  store i32 %12, ptr %gep.8, align 4, !tbaa !4
  %mul27.9 = mul nsw i32 %cols, 9
  %add28.9 = add nsw i32 %mul27.9, %add7
  %idxprom29.9 = sext i32 %add28.9 to i64
  %arrayidx30.9 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.9
  %13 = load i32, ptr %arrayidx30.9, align 4, !tbaa !4
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  store i32 %13, ptr %gep.9, align 4, !tbaa !4
  %mul27.10 = mul nsw i32 %cols, 10
  %add28.10 = add nsw i32 %mul27.10, %add7
  %idxprom29.10 = sext i32 %add28.10 to i64
  %arrayidx30.10 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.10
  %14 = load i32, ptr %arrayidx30.10, align 4, !tbaa !4
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  store i32 %14, ptr %gep.10, align 4, !tbaa !4
  %mul27.11 = mul nsw i32 %cols, 11
  %add28.11 = add nsw i32 %mul27.11, %add7
  %idxprom29.11 = sext i32 %add28.11 to i64
  %arrayidx30.11 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.11
  %15 = load i32, ptr %arrayidx30.11, align 4, !tbaa !4
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  store i32 %15, ptr %gep.11, align 4, !tbaa !4
  %mul27.12 = mul nsw i32 %cols, 12
  %add28.12 = add nsw i32 %mul27.12, %add7
  %idxprom29.12 = sext i32 %add28.12 to i64
  %arrayidx30.12 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.12
  %16 = load i32, ptr %arrayidx30.12, align 4, !tbaa !4
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  store i32 %16, ptr %gep.12, align 4, !tbaa !4
  %mul27.13 = mul nsw i32 %cols, 13
  %add28.13 = add nsw i32 %mul27.13, %add7
  %idxprom29.13 = sext i32 %add28.13 to i64
  %arrayidx30.13 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.13
  %17 = load i32, ptr %arrayidx30.13, align 4, !tbaa !4
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  store i32 %17, ptr %gep.13, align 4, !tbaa !4
  %mul27.14 = mul nsw i32 %cols, 14
  %add28.14 = add nsw i32 %mul27.14, %add7
  %idxprom29.14 = sext i32 %add28.14 to i64
  %arrayidx30.14 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.14
  %18 = load i32, ptr %arrayidx30.14, align 4, !tbaa !4
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  store i32 %18, ptr %gep.14, align 4, !tbaa !4
  %mul27.15 = mul nsw i32 %cols, 15
  %add28.15 = add nsw i32 %mul27.15, %add7
  %idxprom29.15 = sext i32 %add28.15 to i64
  %arrayidx30.15 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom29.15
  %19 = load i32, ptr %arrayidx30.15, align 4, !tbaa !4
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  store i32 %19, ptr %gep.15, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cols228 = add nuw nsw i32 %1, 1
  %add18 = mul i32 %cols, %cols228
  %add36 = add i32 %add18, %add
  %idxprom37 = sext i32 %add36 to i64
  %arrayidx38 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom37
  %20 = load i32, ptr %arrayidx38, align 4, !tbaa !4
  %idxprom40 = zext nneg i32 %cols228 to i64
  %arrayidx41 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 %idxprom40
  store i32 %20, ptr %arrayidx41, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = sext i32 %add5 to i64
  %22 = getelementptr i32, ptr %matrix_cuda, i64 %21
  %arrayidx44 = getelementptr i8, ptr %22, i64 4
  %23 = load i32, ptr %arrayidx44, align 4, !tbaa !4
  %arrayidx47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 %idxprom40
  store i32 %23, ptr %arrayidx47, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body51

for.cond92.preheader:                             ; preds = %if.end87
  %add99 = add nuw nsw i32 %1, 16
  %sub102 = sub nsw i32 16, %1
  %sub103 = sub nsw i32 15, %1
  %idxprom104 = sext i32 %sub103 to i64
  %arrayidx105 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 %idxprom104
  %arrayidx111 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE3ref to ptr), i64 %idxprom104
  %idxprom116 = sext i32 %sub102 to i64
  %arrayidx117 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 %idxprom116
  br label %for.body95

for.body51:                                       ; preds = %if.end, %if.end87
  %m.0221 = phi i32 [ 0, %if.end ], [ %inc89, %if.end87 ]
  %cmp52.not = icmp samesign ugt i32 %1, %m.0221
  br i1 %cmp52.not, label %if.end87, label %if.then53

if.then53:                                        ; preds = %for.body51
  %sub55 = sub nuw nsw i32 %m.0221, %1
  %idxprom58 = zext nneg i32 %sub55 to i64
  %arrayidx59 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_1PiS_iiiiE4temp to ptr), i64 %idxprom58
  %arrayidx62 = getelementptr inbounds nuw i32, ptr %arrayidx59, i64 %idxprom33
  %24 = load i32, ptr %arrayidx62, align 4, !tbaa !4
  %gep223 = getelementptr inbounds nuw [16 x i32], ptr %invariant.gep, i64 %idxprom58
  %25 = load i32, ptr %gep223, align 4, !tbaa !4
  %add69 = add nsw i32 %25, %24
  %arrayidx71 = getelementptr inbounds nuw i8, ptr %arrayidx59, i64 68
  %arrayidx74 = getelementptr inbounds nuw i32, ptr %arrayidx71, i64 %idxprom33
  %26 = load i32, ptr %arrayidx74, align 4, !tbaa !4
  %sub75 = sub nsw i32 %26, %penalty
  %arrayidx80 = getelementptr inbounds nuw i32, ptr %arrayidx59, i64 %idxprom40
  %27 = load i32, ptr %arrayidx80, align 4, !tbaa !4
  %sub81 = sub nsw i32 %27, %penalty
  %a.b.i = tail call i32 @llvm.smax.i32(i32 %add69, i32 %sub75)
  %retval.0.i = tail call noundef i32 @llvm.smax.i32(i32 %a.b.i, i32 %sub81)
  %arrayidx86 = getelementptr inbounds nuw i32, ptr %arrayidx71, i64 %idxprom40
  store i32 %retval.0.i, ptr %arrayidx86, align 4, !tbaa !4
  br label %if.end87

if.end87:                                         ; preds = %if.then53, %for.body51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc89 = add nuw nsw i32 %m.0221, 1
  %exitcond.not = icmp eq i32 %inc89, 16
  br i1 %exitcond.not, label %for.cond92.preheader, label %for.body51, !llvm.loop !8

for.cond137.preheader:                            ; preds = %if.end133
  %gep226 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 68
  %28 = load i32, ptr %gep226, align 4, !tbaa !4
  %arrayidx150 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29
  store i32 %28, ptr %arrayidx150, align 4, !tbaa !4
  %gep226.1 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 136
  %29 = load i32, ptr %gep226.1, align 4, !tbaa !4
  %arrayidx150.1 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.1
  store i32 %29, ptr %arrayidx150.1, align 4, !tbaa !4
  %gep226.2 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 204
  %30 = load i32, ptr %gep226.2, align 4, !tbaa !4
  %arrayidx150.2 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.2
  store i32 %30, ptr %arrayidx150.2, align 4, !tbaa !4
  %gep226.3 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 272
  %31 = load i32, ptr %gep226.3, align 4, !tbaa !4
  %arrayidx150.3 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.3
  store i32 %31, ptr %arrayidx150.3, align 4, !tbaa !4
  %gep226.4 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 340
  %32 = load i32, ptr %gep226.4, align 4, !tbaa !4
  %arrayidx150.4 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.4
  store i32 %32, ptr %arrayidx150.4, align 4, !tbaa !4
  %gep226.5 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 408
  %33 = load i32, ptr %gep226.5, align 4, !tbaa !4
  %arrayidx150.5 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.5
  store i32 %33, ptr %arrayidx150.5, align 4, !tbaa !4
  %gep226.6 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 476
  %34 = load i32, ptr %gep226.6, align 4, !tbaa !4
  %arrayidx150.6 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.6
  store i32 %34, ptr %arrayidx150.6, align 4, !tbaa !4
  %gep226.7 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 544
  %35 = load i32, ptr %gep226.7, align 4, !tbaa !4
  %arrayidx150.7 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.7
  store i32 %35, ptr %arrayidx150.7, align 4, !tbaa !4
  %gep226.8 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 612
  %36 = load i32, ptr %gep226.8, align 4, !tbaa !4
  %arrayidx150.8 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.8
  store i32 %36, ptr %arrayidx150.8, align 4, !tbaa !4
  %gep226.9 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 680
  %37 = load i32, ptr %gep226.9, align 4, !tbaa !4
  %arrayidx150.9 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.9
  store i32 %37, ptr %arrayidx150.9, align 4, !tbaa !4
  %gep226.10 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 748
  %38 = load i32, ptr %gep226.10, align 4, !tbaa !4
  %arrayidx150.10 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.10
  store i32 %38, ptr %arrayidx150.10, align 4, !tbaa !4
  %gep226.11 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 816
  %39 = load i32, ptr %gep226.11, align 4, !tbaa !4
  %arrayidx150.11 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.11
  store i32 %39, ptr %arrayidx150.11, align 4, !tbaa !4
  %gep226.12 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 884
  %40 = load i32, ptr %gep226.12, align 4, !tbaa !4
  %arrayidx150.12 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.12
  store i32 %40, ptr %arrayidx150.12, align 4, !tbaa !4
  %gep226.13 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 952
  %41 = load i32, ptr %gep226.13, align 4, !tbaa !4
  %arrayidx150.13 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.13
  store i32 %41, ptr %arrayidx150.13, align 4, !tbaa !4
  %gep226.14 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 1020
  %42 = load i32, ptr %gep226.14, align 4, !tbaa !4
  %arrayidx150.14 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.14
  store i32 %42, ptr %arrayidx150.14, align 4, !tbaa !4
  %gep226.15 = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 1088
  %43 = load i32, ptr %gep226.15, align 4, !tbaa !4
  %arrayidx150.15 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom29.15
  store i32 %43, ptr %arrayidx150.15, align 4, !tbaa !4
  ret void

for.body95:                                       ; preds = %for.cond92.preheader, %if.end133
  %m91.0224 = phi i32 [ 14, %for.cond92.preheader ], [ %dec, %if.end133 ]
  %cmp96.not = icmp samesign ugt i32 %1, %m91.0224
  br i1 %cmp96.not, label %if.end133, label %if.then97

if.then97:                                        ; preds = %for.body95
  %sub100 = sub nuw nsw i32 %add99, %m91.0224
  %sub106 = add nsw i32 %sub100, -1
  %idxprom107 = sext i32 %sub106 to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %arrayidx105, i64 %idxprom107
  %44 = load i32, ptr %arrayidx108, align 4, !tbaa !4
  %arrayidx114 = getelementptr inbounds i32, ptr %arrayidx111, i64 %idxprom107
  %45 = load i32, ptr %arrayidx114, align 4, !tbaa !4
  %add115 = add nsw i32 %45, %44
  %arrayidx120 = getelementptr inbounds i32, ptr %arrayidx117, i64 %idxprom107
  %46 = load i32, ptr %arrayidx120, align 4, !tbaa !4
  %sub121 = sub nsw i32 %46, %penalty
  %idxprom125 = zext nneg i32 %sub100 to i64
  %arrayidx126 = getelementptr inbounds nuw i32, ptr %arrayidx105, i64 %idxprom125
  %47 = load i32, ptr %arrayidx126, align 4, !tbaa !4
  %sub127 = sub nsw i32 %47, %penalty
  %a.b.i218 = tail call i32 @llvm.smax.i32(i32 %add115, i32 %sub121)
  %retval.0.i219 = tail call noundef i32 @llvm.smax.i32(i32 %a.b.i218, i32 %sub127)
  %arrayidx132 = getelementptr inbounds nuw i32, ptr %arrayidx117, i64 %idxprom125
  store i32 %retval.0.i219, ptr %arrayidx132, align 4, !tbaa !4
  br label %if.end133

if.end133:                                        ; preds = %if.then97, %for.body95
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %dec = add nsw i32 %m91.0224, -1
  %cmp93.not = icmp eq i32 %m91.0224, 0
  br i1 %cmp93.not, label %for.cond137.preheader, label %for.body95, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20needle_cuda_shared_2PiS_iiii(ptr noundef readonly captures(none) %referrence, ptr noundef captures(none) %matrix_cuda, i32 noundef %cols, i32 noundef %penalty, i32 noundef %i, i32 noundef %block_width) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = sub i32 %0, %i
  %sub = add i32 %add, %block_width
  %2 = xor i32 %0, -1
  %sub3 = add i32 %block_width, %2
  %mul = shl nsw i32 %cols, 4
  %mul4 = mul nsw i32 %mul, %sub3
  %mul5 = shl nsw i32 %sub, 4
  %add6 = add nsw i32 %mul4, %mul5
  %add7 = add nsw i32 %add6, %1
  %add8 = add nsw i32 %cols, 1
  %add9 = add nsw i32 %add8, %add7
  %idxprom29 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 %idxprom29
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds i32, ptr %referrence, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %3, ptr %invariant.gep, align 4, !tbaa !4
  %add26.1 = add nsw i32 %cols, %add9
  %idxprom.1 = sext i32 %add26.1 to i64
  %arrayidx.1 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.1
  %4 = load i32, ptr %arrayidx.1, align 4, !tbaa !4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  store i32 %4, ptr %gep.1, align 4, !tbaa !4
  %mul25.2 = shl nsw i32 %cols, 1
  %add26.2 = add nsw i32 %mul25.2, %add9
  %idxprom.2 = sext i32 %add26.2 to i64
  %arrayidx.2 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.2
  %5 = load i32, ptr %arrayidx.2, align 4, !tbaa !4
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  store i32 %5, ptr %gep.2, align 4, !tbaa !4
  %mul25.3 = mul nsw i32 %cols, 3
  %add26.3 = add nsw i32 %mul25.3, %add9
  %idxprom.3 = sext i32 %add26.3 to i64
  %arrayidx.3 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.3
  %6 = load i32, ptr %arrayidx.3, align 4, !tbaa !4
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  store i32 %6, ptr %gep.3, align 4, !tbaa !4
  %mul25.4 = shl nsw i32 %cols, 2
  %add26.4 = add nsw i32 %mul25.4, %add9
  %idxprom.4 = sext i32 %add26.4 to i64
  %arrayidx.4 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.4
  %7 = load i32, ptr %arrayidx.4, align 4, !tbaa !4
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  store i32 %7, ptr %gep.4, align 4, !tbaa !4
  %mul25.5 = mul nsw i32 %cols, 5
  %add26.5 = add nsw i32 %mul25.5, %add9
  %idxprom.5 = sext i32 %add26.5 to i64
  %arrayidx.5 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.5
  %8 = load i32, ptr %arrayidx.5, align 4, !tbaa !4
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  store i32 %8, ptr %gep.5, align 4, !tbaa !4
  %mul25.6 = mul nsw i32 %cols, 6
  %add26.6 = add nsw i32 %mul25.6, %add9
  %idxprom.6 = sext i32 %add26.6 to i64
  %arrayidx.6 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.6
  %9 = load i32, ptr %arrayidx.6, align 4, !tbaa !4
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  store i32 %9, ptr %gep.6, align 4, !tbaa !4
  %mul25.7 = mul nsw i32 %cols, 7
  %add26.7 = add nsw i32 %mul25.7, %add9
  %idxprom.7 = sext i32 %add26.7 to i64
  %arrayidx.7 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.7
  %10 = load i32, ptr %arrayidx.7, align 4, !tbaa !4
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  store i32 %10, ptr %gep.7, align 4, !tbaa !4
  %mul25.8 = shl nsw i32 %cols, 3
  %add26.8 = add nsw i32 %mul25.8, %add9
  %idxprom.8 = sext i32 %add26.8 to i64
  %arrayidx.8 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.8
  %11 = load i32, ptr %arrayidx.8, align 4, !tbaa !4
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  store i32 %11, ptr %gep.8, align 4, !tbaa !4
  %mul25.9 = mul nsw i32 %cols, 9
  %add26.9 = add nsw i32 %mul25.9, %add9
  %idxprom.9 = sext i32 %add26.9 to i64
  %arrayidx.9 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.9
  %12 = load i32, ptr %arrayidx.9, align 4, !tbaa !4
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  store i32 %12, ptr %gep.9, align 4, !tbaa !4
  %mul25.10 = mul nsw i32 %cols, 10
  %add26.10 = add nsw i32 %mul25.10, %add9
  %idxprom.10 = sext i32 %add26.10 to i64
  %arrayidx.10 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.10
  %13 = load i32, ptr %arrayidx.10, align 4, !tbaa !4
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  store i32 %13, ptr %gep.10, align 4, !tbaa !4
  %mul25.11 = mul nsw i32 %cols, 11
  %add26.11 = add nsw i32 %mul25.11, %add9
  %idxprom.11 = sext i32 %add26.11 to i64
  %arrayidx.11 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.11
  %14 = load i32, ptr %arrayidx.11, align 4, !tbaa !4
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  store i32 %14, ptr %gep.11, align 4, !tbaa !4
  %mul25.12 = mul nsw i32 %cols, 12
  %add26.12 = add nsw i32 %mul25.12, %add9
  %idxprom.12 = sext i32 %add26.12 to i64
  %arrayidx.12 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.12
  %15 = load i32, ptr %arrayidx.12, align 4, !tbaa !4
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  store i32 %15, ptr %gep.12, align 4, !tbaa !4
  %mul25.13 = mul nsw i32 %cols, 13
  %add26.13 = add nsw i32 %mul25.13, %add9
  %idxprom.13 = sext i32 %add26.13 to i64
  %arrayidx.13 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.13
  %16 = load i32, ptr %arrayidx.13, align 4, !tbaa !4
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  store i32 %16, ptr %gep.13, align 4, !tbaa !4
  %mul25.14 = mul nsw i32 %cols, 14
  %add26.14 = add nsw i32 %mul25.14, %add9
  %idxprom.14 = sext i32 %add26.14 to i64
  %arrayidx.14 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.14
  %17 = load i32, ptr %arrayidx.14, align 4, !tbaa !4
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  store i32 %17, ptr %gep.14, align 4, !tbaa !4
  %mul25.15 = mul nsw i32 %cols, 15
  %add26.15 = add nsw i32 %mul25.15, %add9
  %idxprom.15 = sext i32 %add26.15 to i64
  %arrayidx.15 = getelementptr inbounds i32, ptr %referrence, i64 %idxprom.15
  %18 = load i32, ptr %arrayidx.15, align 4, !tbaa !4
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  store i32 %18, ptr %gep.15, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp31 = icmp eq i32 %1, 0
  br i1 %cmp31, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom32 = sext i32 %add6 to i64
  %arrayidx33 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom32
  %19 = load i32, ptr %arrayidx33, align 4, !tbaa !4
  store i32 %19, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %cols231 = add nuw nsw i32 %1, 1
  %add20 = mul i32 %cols, %cols231
  %add38 = add i32 %add20, %add6
  %idxprom39 = sext i32 %add38 to i64
  %arrayidx40 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom39
  %20 = load i32, ptr %arrayidx40, align 4, !tbaa !4
  %idxprom42 = zext nneg i32 %cols231 to i64
  %arrayidx43 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 %idxprom42
  store i32 %20, ptr %arrayidx43, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = sext i32 %add7 to i64
  %22 = getelementptr i32, ptr %matrix_cuda, i64 %21
  %arrayidx46 = getelementptr i8, ptr %22, i64 4
  %23 = load i32, ptr %arrayidx46, align 4, !tbaa !4
  %arrayidx49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 %idxprom42
  store i32 %23, ptr %arrayidx49, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body53

for.cond94.preheader:                             ; preds = %if.end89
  %add101 = add nuw nsw i32 %1, 16
  %sub104 = sub nsw i32 16, %1
  %sub105 = sub nsw i32 15, %1
  %idxprom106 = sext i32 %sub105 to i64
  %arrayidx107 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 %idxprom106
  %arrayidx113 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE3ref to ptr), i64 %idxprom106
  %idxprom118 = sext i32 %sub104 to i64
  %arrayidx119 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 %idxprom118
  br label %for.body97

for.body53:                                       ; preds = %if.end, %if.end89
  %m.0224 = phi i32 [ 0, %if.end ], [ %inc91, %if.end89 ]
  %cmp54.not = icmp samesign ugt i32 %1, %m.0224
  br i1 %cmp54.not, label %if.end89, label %if.then55

if.then55:                                        ; preds = %for.body53
  %sub57 = sub nuw nsw i32 %m.0224, %1
  %idxprom60 = zext nneg i32 %sub57 to i64
  %arrayidx61 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20needle_cuda_shared_2PiS_iiiiE4temp to ptr), i64 %idxprom60
  %arrayidx64 = getelementptr inbounds nuw i32, ptr %arrayidx61, i64 %idxprom29
  %24 = load i32, ptr %arrayidx64, align 4, !tbaa !4
  %gep226 = getelementptr inbounds nuw [16 x i32], ptr %invariant.gep, i64 %idxprom60
  %25 = load i32, ptr %gep226, align 4, !tbaa !4
  %add71 = add nsw i32 %25, %24
  %arrayidx73 = getelementptr inbounds nuw i8, ptr %arrayidx61, i64 68
  %arrayidx76 = getelementptr inbounds nuw i32, ptr %arrayidx73, i64 %idxprom29
  %26 = load i32, ptr %arrayidx76, align 4, !tbaa !4
  %sub77 = sub nsw i32 %26, %penalty
  %arrayidx82 = getelementptr inbounds nuw i32, ptr %arrayidx61, i64 %idxprom42
  %27 = load i32, ptr %arrayidx82, align 4, !tbaa !4
  %sub83 = sub nsw i32 %27, %penalty
  %a.b.i = tail call i32 @llvm.smax.i32(i32 %add71, i32 %sub77)
  %retval.0.i = tail call noundef i32 @llvm.smax.i32(i32 %a.b.i, i32 %sub83)
  %arrayidx88 = getelementptr inbounds nuw i32, ptr %arrayidx73, i64 %idxprom42
  store i32 %retval.0.i, ptr %arrayidx88, align 4, !tbaa !4
  br label %if.end89

if.end89:                                         ; preds = %if.then55, %for.body53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc91 = add nuw nsw i32 %m.0224, 1
  %exitcond.not = icmp eq i32 %inc91, 16
  br i1 %exitcond.not, label %for.cond94.preheader, label %for.body53, !llvm.loop !11

for.cond139.preheader:                            ; preds = %if.end135
  %gep229 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 68
  %28 = load i32, ptr %gep229, align 4, !tbaa !4
  %arrayidx152 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom
  store i32 %28, ptr %arrayidx152, align 4, !tbaa !4
  %gep229.1 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 136
  %29 = load i32, ptr %gep229.1, align 4, !tbaa !4
  %arrayidx152.1 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.1
  store i32 %29, ptr %arrayidx152.1, align 4, !tbaa !4
  %gep229.2 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 204
  %30 = load i32, ptr %gep229.2, align 4, !tbaa !4
  %arrayidx152.2 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.2
  store i32 %30, ptr %arrayidx152.2, align 4, !tbaa !4
  %gep229.3 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 272
  %31 = load i32, ptr %gep229.3, align 4, !tbaa !4
  %arrayidx152.3 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.3
  store i32 %31, ptr %arrayidx152.3, align 4, !tbaa !4
  %gep229.4 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 340
  %32 = load i32, ptr %gep229.4, align 4, !tbaa !4
  %arrayidx152.4 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.4
  store i32 %32, ptr %arrayidx152.4, align 4, !tbaa !4
  %gep229.5 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 408
  %33 = load i32, ptr %gep229.5, align 4, !tbaa !4
  %arrayidx152.5 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.5
  store i32 %33, ptr %arrayidx152.5, align 4, !tbaa !4
  %gep229.6 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 476
  %34 = load i32, ptr %gep229.6, align 4, !tbaa !4
  %arrayidx152.6 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.6
  store i32 %34, ptr %arrayidx152.6, align 4, !tbaa !4
  %gep229.7 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 544
  %35 = load i32, ptr %gep229.7, align 4, !tbaa !4
  %arrayidx152.7 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.7
  store i32 %35, ptr %arrayidx152.7, align 4, !tbaa !4
  %gep229.8 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 612
  %36 = load i32, ptr %gep229.8, align 4, !tbaa !4
  %arrayidx152.8 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.8
  store i32 %36, ptr %arrayidx152.8, align 4, !tbaa !4
  %gep229.9 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 680
  %37 = load i32, ptr %gep229.9, align 4, !tbaa !4
  %arrayidx152.9 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.9
  store i32 %37, ptr %arrayidx152.9, align 4, !tbaa !4
  %gep229.10 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 748
  %38 = load i32, ptr %gep229.10, align 4, !tbaa !4
  %arrayidx152.10 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.10
  store i32 %38, ptr %arrayidx152.10, align 4, !tbaa !4
  %gep229.11 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 816
  %39 = load i32, ptr %gep229.11, align 4, !tbaa !4
  %arrayidx152.11 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.11
  store i32 %39, ptr %arrayidx152.11, align 4, !tbaa !4
  %gep229.12 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 884
  %40 = load i32, ptr %gep229.12, align 4, !tbaa !4
  %arrayidx152.12 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.12
  store i32 %40, ptr %arrayidx152.12, align 4, !tbaa !4
  %gep229.13 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 952
  %41 = load i32, ptr %gep229.13, align 4, !tbaa !4
  %arrayidx152.13 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.13
  store i32 %41, ptr %arrayidx152.13, align 4, !tbaa !4
  %gep229.14 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 1020
  %42 = load i32, ptr %gep229.14, align 4, !tbaa !4
  %arrayidx152.14 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.14
  store i32 %42, ptr %arrayidx152.14, align 4, !tbaa !4
  %gep229.15 = getelementptr inbounds nuw i8, ptr %arrayidx49, i64 1088
  %43 = load i32, ptr %gep229.15, align 4, !tbaa !4
  %arrayidx152.15 = getelementptr inbounds i32, ptr %matrix_cuda, i64 %idxprom.15
  store i32 %43, ptr %arrayidx152.15, align 4, !tbaa !4
  ret void

for.body97:                                       ; preds = %for.cond94.preheader, %if.end135
  %m93.0227 = phi i32 [ 14, %for.cond94.preheader ], [ %dec, %if.end135 ]
  %cmp98.not = icmp samesign ugt i32 %1, %m93.0227
  br i1 %cmp98.not, label %if.end135, label %if.then99

if.then99:                                        ; preds = %for.body97
  %sub102 = sub nuw nsw i32 %add101, %m93.0227
  %sub108 = add nsw i32 %sub102, -1
  %idxprom109 = sext i32 %sub108 to i64
  %arrayidx110 = getelementptr inbounds i32, ptr %arrayidx107, i64 %idxprom109
  %44 = load i32, ptr %arrayidx110, align 4, !tbaa !4
  %arrayidx116 = getelementptr inbounds i32, ptr %arrayidx113, i64 %idxprom109
  %45 = load i32, ptr %arrayidx116, align 4, !tbaa !4
  %add117 = add nsw i32 %45, %44
  %arrayidx122 = getelementptr inbounds i32, ptr %arrayidx119, i64 %idxprom109
  %46 = load i32, ptr %arrayidx122, align 4, !tbaa !4
  %sub123 = sub nsw i32 %46, %penalty
  %idxprom127 = zext nneg i32 %sub102 to i64
  %arrayidx128 = getelementptr inbounds nuw i32, ptr %arrayidx107, i64 %idxprom127
  %47 = load i32, ptr %arrayidx128, align 4, !tbaa !4
  %sub129 = sub nsw i32 %47, %penalty
  %a.b.i221 = tail call i32 @llvm.smax.i32(i32 %add117, i32 %sub123)
  %retval.0.i222 = tail call noundef i32 @llvm.smax.i32(i32 %a.b.i221, i32 %sub129)
  %arrayidx134 = getelementptr inbounds nuw i32, ptr %arrayidx119, i64 %idxprom127
  store i32 %retval.0.i222, ptr %arrayidx134, align 4, !tbaa !4
  br label %if.end135

if.end135:                                        ; preds = %if.then99, %for.body97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %dec = add nsw i32 %m93.0227, -1
  %cmp95.not = icmp eq i32 %m93.0227, 0
  br i1 %cmp95.not, label %for.cond139.preheader, label %for.body97, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
