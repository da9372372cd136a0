; ModuleID = 'rodinia/srad_v1.cu'
source_filename = "rodinia/srad_v1.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6reduceliiPfS_E6d_psum = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ6reduceliiPfS_E7d_psum2 = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7extractlPf(i64 noundef %d_Ne, ptr noundef captures(none) %d_I) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %conv = zext nneg i32 %add to i64
  %cmp = icmp sgt i64 %d_Ne, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw float, ptr %d_I, i64 %conv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !8
  %div = fdiv contract float %2, 2.550000e+02
  %call.i8 = tail call contract noundef float @__nv_expf(float noundef %div) #5
  store float %call.i8, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7preparelPfS_S_(i64 noundef %d_Ne, ptr noundef readonly captures(none) %d_I, ptr noundef writeonly captures(none) %d_sums, ptr noundef writeonly captures(none) %d_sums2) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %conv = zext nneg i32 %add to i64
  %cmp = icmp sgt i64 %d_Ne, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw float, ptr %d_I, i64 %conv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3 = getelementptr inbounds nuw float, ptr %d_sums, i64 %conv
  store float %2, ptr %arrayidx3, align 4, !tbaa !8
  %mul8 = fmul contract float %2, %2
  %arrayidx10 = getelementptr inbounds nuw float, ptr %d_sums2, i64 %conv
  store float %mul8, ptr %arrayidx10, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reduceliiPfS_(i64 noundef %d_Ne, i32 noundef %d_no, i32 noundef %d_mul, ptr noundef captures(none) %d_sums, ptr noundef captures(none) %d_sums2) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul3 = shl i32 %2, 9
  %sub.neg = sub i32 %d_no, %mul3
  %sub4 = add i32 %sub.neg, 512
  %cmp = icmp slt i32 %add, %d_no
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom6 = zext nneg i32 %1 to i64
  %arrayidx12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom6
  %mul5 = mul nsw i32 %d_mul, %add
  %idxprom = sext i32 %mul5 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %d_sums2, i64 %idxprom
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom6
  %arrayidx = getelementptr inbounds float, ptr %d_sums, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %3, ptr %arrayidx7, align 4, !tbaa !8
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  store float %4, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp13 = icmp eq i32 %d_no, %mul3
  br i1 %cmp13, label %for.cond.preheader, label %if.else

for.cond.preheader:                               ; preds = %if.end
  %add16 = add nuw nsw i32 %1, 1
  %idxprom19 = zext nneg i32 %1 to i64
  %arrayidx20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom19
  %arrayidx28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom19
  %5 = and i32 %1, 1
  %cmp17.not = icmp eq i32 %5, 0
  br i1 %cmp17.not, label %if.end36, label %if.then18

if.then18:                                        ; preds = %for.cond.preheader
  %6 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21 = add nsw i32 %1, -1
  %idxprom22 = zext nneg i32 %sub21 to i64
  %arrayidx23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22
  %7 = load float, ptr %arrayidx23, align 4, !tbaa !8
  %add24 = fadd contract float %6, %7
  store float %add24, ptr %arrayidx20, align 4, !tbaa !8
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22
  %9 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %add33 = fadd contract float %8, %9
  store float %add33, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36

if.end36:                                         ; preds = %if.then18, %for.cond.preheader
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = and i32 %add16, 3
  %cmp17.1 = icmp eq i32 %10, 0
  br i1 %cmp17.1, label %if.then18.1, label %if.end36.1

if.then18.1:                                      ; preds = %if.end36
  %11 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.1 = add nsw i32 %1, -2
  %idxprom22.1 = sext i32 %sub21.1 to i64
  %arrayidx23.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.1
  %12 = load float, ptr %arrayidx23.1, align 4, !tbaa !8
  %add24.1 = fadd contract float %11, %12
  store float %add24.1, ptr %arrayidx20, align 4, !tbaa !8
  %13 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.1
  %14 = load float, ptr %arrayidx32.1, align 4, !tbaa !8
  %add33.1 = fadd contract float %13, %14
  store float %add33.1, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.1

if.end36.1:                                       ; preds = %if.then18.1, %if.end36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = and i32 %add16, 7
  %cmp17.2 = icmp eq i32 %15, 0
  br i1 %cmp17.2, label %if.then18.2, label %if.end36.2

if.then18.2:                                      ; preds = %if.end36.1
  %16 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.2 = add nsw i32 %1, -4
  %idxprom22.2 = sext i32 %sub21.2 to i64
  %arrayidx23.2 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.2
  %17 = load float, ptr %arrayidx23.2, align 4, !tbaa !8
  %add24.2 = fadd contract float %16, %17
  store float %add24.2, ptr %arrayidx20, align 4, !tbaa !8
  %18 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.2 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.2
  %19 = load float, ptr %arrayidx32.2, align 4, !tbaa !8
  %add33.2 = fadd contract float %18, %19
  store float %add33.2, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.2

if.end36.2:                                       ; preds = %if.then18.2, %if.end36.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = and i32 %add16, 15
  %cmp17.3 = icmp eq i32 %20, 0
  br i1 %cmp17.3, label %if.then18.3, label %if.end36.3

if.then18.3:                                      ; preds = %if.end36.2
  %21 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.3 = add nsw i32 %1, -8
  %idxprom22.3 = sext i32 %sub21.3 to i64
  %arrayidx23.3 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.3
  %22 = load float, ptr %arrayidx23.3, align 4, !tbaa !8
  %add24.3 = fadd contract float %21, %22
  store float %add24.3, ptr %arrayidx20, align 4, !tbaa !8
  %23 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.3 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.3
  %24 = load float, ptr %arrayidx32.3, align 4, !tbaa !8
  %add33.3 = fadd contract float %23, %24
  store float %add33.3, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.3

if.end36.3:                                       ; preds = %if.then18.3, %if.end36.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = and i32 %add16, 31
  %cmp17.4 = icmp eq i32 %25, 0
  br i1 %cmp17.4, label %if.then18.4, label %if.end36.4

if.then18.4:                                      ; preds = %if.end36.3
  %26 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.4 = add nsw i32 %1, -16
  %idxprom22.4 = sext i32 %sub21.4 to i64
  %arrayidx23.4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.4
  %27 = load float, ptr %arrayidx23.4, align 4, !tbaa !8
  %add24.4 = fadd contract float %26, %27
  store float %add24.4, ptr %arrayidx20, align 4, !tbaa !8
  %28 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.4
  %29 = load float, ptr %arrayidx32.4, align 4, !tbaa !8
  %add33.4 = fadd contract float %28, %29
  store float %add33.4, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.4

if.end36.4:                                       ; preds = %if.then18.4, %if.end36.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = and i32 %add16, 63
  %cmp17.5 = icmp eq i32 %30, 0
  br i1 %cmp17.5, label %if.then18.5, label %if.end36.5

if.then18.5:                                      ; preds = %if.end36.4
  %31 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.5 = add nsw i32 %1, -32
  %idxprom22.5 = sext i32 %sub21.5 to i64
  %arrayidx23.5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.5
  %32 = load float, ptr %arrayidx23.5, align 4, !tbaa !8
  %add24.5 = fadd contract float %31, %32
  store float %add24.5, ptr %arrayidx20, align 4, !tbaa !8
  %33 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.5
  %34 = load float, ptr %arrayidx32.5, align 4, !tbaa !8
  %add33.5 = fadd contract float %33, %34
  store float %add33.5, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.5

if.end36.5:                                       ; preds = %if.then18.5, %if.end36.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = and i32 %add16, 127
  %cmp17.6 = icmp eq i32 %35, 0
  br i1 %cmp17.6, label %if.then18.6, label %if.end36.6

if.then18.6:                                      ; preds = %if.end36.5
  %36 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.6 = add nsw i32 %1, -64
  %idxprom22.6 = sext i32 %sub21.6 to i64
  %arrayidx23.6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.6
  %37 = load float, ptr %arrayidx23.6, align 4, !tbaa !8
  %add24.6 = fadd contract float %36, %37
  store float %add24.6, ptr %arrayidx20, align 4, !tbaa !8
  %38 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.6
  %39 = load float, ptr %arrayidx32.6, align 4, !tbaa !8
  %add33.6 = fadd contract float %38, %39
  store float %add33.6, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.6

if.end36.6:                                       ; preds = %if.then18.6, %if.end36.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = and i32 %add16, 255
  %cmp17.7 = icmp eq i32 %40, 0
  br i1 %cmp17.7, label %if.then18.7, label %if.end36.7

if.then18.7:                                      ; preds = %if.end36.6
  %41 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.7 = add nsw i32 %1, -128
  %idxprom22.7 = sext i32 %sub21.7 to i64
  %arrayidx23.7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.7
  %42 = load float, ptr %arrayidx23.7, align 4, !tbaa !8
  %add24.7 = fadd contract float %41, %42
  store float %add24.7, ptr %arrayidx20, align 4, !tbaa !8
  %43 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.7
  %44 = load float, ptr %arrayidx32.7, align 4, !tbaa !8
  %add33.7 = fadd contract float %43, %44
  store float %add33.7, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.7

if.end36.7:                                       ; preds = %if.then18.7, %if.end36.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = and i32 %add16, 511
  %cmp17.8 = icmp eq i32 %45, 0
  br i1 %cmp17.8, label %if.then18.8, label %if.end36.8

if.then18.8:                                      ; preds = %if.end36.7
  %46 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %sub21.8 = add nsw i32 %1, -256
  %idxprom22.8 = sext i32 %sub21.8 to i64
  %arrayidx23.8 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom22.8
  %47 = load float, ptr %arrayidx23.8, align 4, !tbaa !8
  %add24.8 = fadd contract float %46, %47
  store float %add24.8, ptr %arrayidx20, align 4, !tbaa !8
  %48 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx32.8 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom22.8
  %49 = load float, ptr %arrayidx32.8, align 4, !tbaa !8
  %add33.8 = fadd contract float %48, %49
  store float %add33.8, ptr %arrayidx28, align 4, !tbaa !8
  br label %if.end36.8

if.end36.8:                                       ; preds = %if.then18.8, %if.end36.7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp38 = icmp eq i32 %1, 511
  br i1 %cmp38, label %if.then39, label %if.end181

if.then39:                                        ; preds = %if.end36.8
  %mul42 = mul nsw i32 %d_mul, %0
  %mul43 = shl nsw i32 %mul42, 9
  %idxprom44 = sext i32 %mul43 to i64
  %arrayidx51 = getelementptr inbounds float, ptr %d_sums2, i64 %idxprom44
  %arrayidx45 = getelementptr inbounds float, ptr %d_sums, i64 %idxprom44
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 2044), align 4, !tbaa !8
  store float %50, ptr %arrayidx45, align 4, !tbaa !8
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 2044), align 4, !tbaa !8
  store float %51, ptr %arrayidx51, align 4, !tbaa !8
  br label %if.end181

if.else:                                          ; preds = %if.end
  %sub54 = add nsw i32 %2, -1
  %cmp55.not = icmp eq i32 %0, %sub54
  br i1 %cmp55.not, label %for.body104.preheader, label %for.cond57.preheader

for.body104.preheader:                            ; preds = %if.else
  %cmp105.not = icmp slt i32 %sub4, 2
  %spec.select = select i1 %cmp105.not, i32 0, i32 2
  %cmp105.not.1 = icmp slt i32 %sub4, 4
  %spec.select.1 = select i1 %cmp105.not.1, i32 %spec.select, i32 4
  %cmp105.not.2 = icmp slt i32 %sub4, 8
  %spec.select.2 = select i1 %cmp105.not.2, i32 %spec.select.1, i32 8
  %cmp105.not.3 = icmp slt i32 %sub4, 16
  %spec.select.3 = select i1 %cmp105.not.3, i32 %spec.select.2, i32 16
  %cmp105.not.4 = icmp slt i32 %sub4, 32
  %spec.select.4 = select i1 %cmp105.not.4, i32 %spec.select.3, i32 32
  %cmp105.not.5 = icmp slt i32 %sub4, 64
  %spec.select.5 = select i1 %cmp105.not.5, i32 %spec.select.4, i32 64
  %cmp105.not.6 = icmp slt i32 %sub4, 128
  %spec.select.6 = select i1 %cmp105.not.6, i32 %spec.select.5, i32 128
  %cmp105.not.7 = icmp slt i32 %sub4, 256
  %spec.select.7 = select i1 %cmp105.not.7, i32 %spec.select.6, i32 256
  %cmp105.not.8 = icmp ugt i32 %sub.neg, 2147483135
  %spec.select.8 = select i1 %cmp105.not.8, i32 %spec.select.7, i32 512
  %cmp112.not276 = icmp eq i32 %spec.select.8, 0
  br i1 %cmp112.not276, label %for.end140, label %for.body113.lr.ph

for.cond57.preheader:                             ; preds = %if.else
  %add60 = add nuw nsw i32 %1, 1
  %idxprom64 = zext nneg i32 %1 to i64
  %arrayidx65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom64
  %arrayidx74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom64
  %52 = and i32 %1, 1
  %cmp62.not = icmp eq i32 %52, 0
  br i1 %cmp62.not, label %if.end82, label %if.then63

if.then63:                                        ; preds = %for.cond57.preheader
  %53 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67 = add nsw i32 %1, -1
  %idxprom68 = zext nneg i32 %sub67 to i64
  %arrayidx69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68
  %54 = load float, ptr %arrayidx69, align 4, !tbaa !8
  %add70 = fadd contract float %53, %54
  store float %add70, ptr %arrayidx65, align 4, !tbaa !8
  %55 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68
  %56 = load float, ptr %arrayidx78, align 4, !tbaa !8
  %add79 = fadd contract float %55, %56
  store float %add79, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82

if.end82:                                         ; preds = %if.then63, %for.cond57.preheader
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %57 = and i32 %add60, 3
  %cmp62.1 = icmp eq i32 %57, 0
  br i1 %cmp62.1, label %if.then63.1, label %if.end82.1

if.then63.1:                                      ; preds = %if.end82
  %58 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.1 = add nsw i32 %1, -2
  %idxprom68.1 = sext i32 %sub67.1 to i64
  %arrayidx69.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.1
  %59 = load float, ptr %arrayidx69.1, align 4, !tbaa !8
  %add70.1 = fadd contract float %58, %59
  store float %add70.1, ptr %arrayidx65, align 4, !tbaa !8
  %60 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.1
  %61 = load float, ptr %arrayidx78.1, align 4, !tbaa !8
  %add79.1 = fadd contract float %60, %61
  store float %add79.1, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.1

if.end82.1:                                       ; preds = %if.then63.1, %if.end82
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = and i32 %add60, 7
  %cmp62.2 = icmp eq i32 %62, 0
  br i1 %cmp62.2, label %if.then63.2, label %if.end82.2

if.then63.2:                                      ; preds = %if.end82.1
  %63 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.2 = add nsw i32 %1, -4
  %idxprom68.2 = sext i32 %sub67.2 to i64
  %arrayidx69.2 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.2
  %64 = load float, ptr %arrayidx69.2, align 4, !tbaa !8
  %add70.2 = fadd contract float %63, %64
  store float %add70.2, ptr %arrayidx65, align 4, !tbaa !8
  %65 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.2 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.2
  %66 = load float, ptr %arrayidx78.2, align 4, !tbaa !8
  %add79.2 = fadd contract float %65, %66
  store float %add79.2, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.2

if.end82.2:                                       ; preds = %if.then63.2, %if.end82.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = and i32 %add60, 15
  %cmp62.3 = icmp eq i32 %67, 0
  br i1 %cmp62.3, label %if.then63.3, label %if.end82.3

if.then63.3:                                      ; preds = %if.end82.2
  %68 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.3 = add nsw i32 %1, -8
  %idxprom68.3 = sext i32 %sub67.3 to i64
  %arrayidx69.3 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.3
  %69 = load float, ptr %arrayidx69.3, align 4, !tbaa !8
  %add70.3 = fadd contract float %68, %69
  store float %add70.3, ptr %arrayidx65, align 4, !tbaa !8
  %70 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.3 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.3
  %71 = load float, ptr %arrayidx78.3, align 4, !tbaa !8
  %add79.3 = fadd contract float %70, %71
  store float %add79.3, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.3

if.end82.3:                                       ; preds = %if.then63.3, %if.end82.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %72 = and i32 %add60, 31
  %cmp62.4 = icmp eq i32 %72, 0
  br i1 %cmp62.4, label %if.then63.4, label %if.end82.4

if.then63.4:                                      ; preds = %if.end82.3
  %73 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.4 = add nsw i32 %1, -16
  %idxprom68.4 = sext i32 %sub67.4 to i64
  %arrayidx69.4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.4
  %74 = load float, ptr %arrayidx69.4, align 4, !tbaa !8
  %add70.4 = fadd contract float %73, %74
  store float %add70.4, ptr %arrayidx65, align 4, !tbaa !8
  %75 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.4
  %76 = load float, ptr %arrayidx78.4, align 4, !tbaa !8
  %add79.4 = fadd contract float %75, %76
  store float %add79.4, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.4

if.end82.4:                                       ; preds = %if.then63.4, %if.end82.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = and i32 %add60, 63
  %cmp62.5 = icmp eq i32 %77, 0
  br i1 %cmp62.5, label %if.then63.5, label %if.end82.5

if.then63.5:                                      ; preds = %if.end82.4
  %78 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.5 = add nsw i32 %1, -32
  %idxprom68.5 = sext i32 %sub67.5 to i64
  %arrayidx69.5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.5
  %79 = load float, ptr %arrayidx69.5, align 4, !tbaa !8
  %add70.5 = fadd contract float %78, %79
  store float %add70.5, ptr %arrayidx65, align 4, !tbaa !8
  %80 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.5 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.5
  %81 = load float, ptr %arrayidx78.5, align 4, !tbaa !8
  %add79.5 = fadd contract float %80, %81
  store float %add79.5, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.5

if.end82.5:                                       ; preds = %if.then63.5, %if.end82.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = and i32 %add60, 127
  %cmp62.6 = icmp eq i32 %82, 0
  br i1 %cmp62.6, label %if.then63.6, label %if.end82.6

if.then63.6:                                      ; preds = %if.end82.5
  %83 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.6 = add nsw i32 %1, -64
  %idxprom68.6 = sext i32 %sub67.6 to i64
  %arrayidx69.6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.6
  %84 = load float, ptr %arrayidx69.6, align 4, !tbaa !8
  %add70.6 = fadd contract float %83, %84
  store float %add70.6, ptr %arrayidx65, align 4, !tbaa !8
  %85 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.6
  %86 = load float, ptr %arrayidx78.6, align 4, !tbaa !8
  %add79.6 = fadd contract float %85, %86
  store float %add79.6, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.6

if.end82.6:                                       ; preds = %if.then63.6, %if.end82.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = and i32 %add60, 255
  %cmp62.7 = icmp eq i32 %87, 0
  br i1 %cmp62.7, label %if.then63.7, label %if.end82.7

if.then63.7:                                      ; preds = %if.end82.6
  %88 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.7 = add nsw i32 %1, -128
  %idxprom68.7 = sext i32 %sub67.7 to i64
  %arrayidx69.7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.7
  %89 = load float, ptr %arrayidx69.7, align 4, !tbaa !8
  %add70.7 = fadd contract float %88, %89
  store float %add70.7, ptr %arrayidx65, align 4, !tbaa !8
  %90 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.7
  %91 = load float, ptr %arrayidx78.7, align 4, !tbaa !8
  %add79.7 = fadd contract float %90, %91
  store float %add79.7, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.7

if.end82.7:                                       ; preds = %if.then63.7, %if.end82.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = and i32 %add60, 511
  %cmp62.8 = icmp eq i32 %92, 0
  br i1 %cmp62.8, label %if.then63.8, label %if.end82.8

if.then63.8:                                      ; preds = %if.end82.7
  %93 = load float, ptr %arrayidx65, align 4, !tbaa !8
  %sub67.8 = add nsw i32 %1, -256
  %idxprom68.8 = sext i32 %sub67.8 to i64
  %arrayidx69.8 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom68.8
  %94 = load float, ptr %arrayidx69.8, align 4, !tbaa !8
  %add70.8 = fadd contract float %93, %94
  store float %add70.8, ptr %arrayidx65, align 4, !tbaa !8
  %95 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx78.8 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom68.8
  %96 = load float, ptr %arrayidx78.8, align 4, !tbaa !8
  %add79.8 = fadd contract float %95, %96
  store float %add79.8, ptr %arrayidx74, align 4, !tbaa !8
  br label %if.end82.8

if.end82.8:                                       ; preds = %if.then63.8, %if.end82.7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp86 = icmp eq i32 %1, 511
  br i1 %cmp86, label %if.then87, label %if.end181

if.then87:                                        ; preds = %if.end82.8
  %mul90 = mul nsw i32 %d_mul, %0
  %mul91 = shl nsw i32 %mul90, 9
  %idxprom92 = sext i32 %mul91 to i64
  %arrayidx99 = getelementptr inbounds float, ptr %d_sums2, i64 %idxprom92
  %arrayidx93 = getelementptr inbounds float, ptr %d_sums, i64 %idxprom92
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 2044), align 4, !tbaa !8
  store float %97, ptr %arrayidx93, align 4, !tbaa !8
  %98 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 2044), align 4, !tbaa !8
  store float %98, ptr %arrayidx99, align 4, !tbaa !8
  br label %if.end181

for.body113.lr.ph:                                ; preds = %for.body104.preheader
  %add114 = add nuw nsw i32 %1, 1
  %cmp117 = icmp samesign ult i32 %1, %spec.select.8
  %idxprom119 = zext nneg i32 %1 to i64
  %arrayidx120 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom119
  %arrayidx129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom119
  br label %for.body113

for.body113:                                      ; preds = %for.body113.lr.ph, %if.end137
  %i.3277 = phi i32 [ 2, %for.body113.lr.ph ], [ %mul139, %if.end137 ]
  %99 = add i32 %i.3277, 2047
  %100 = and i32 %99, %add114
  %cmp116 = icmp eq i32 %100, 0
  %or.cond = and i1 %cmp116, %cmp117
  br i1 %or.cond, label %if.then118, label %if.end137

if.then118:                                       ; preds = %for.body113
  %101 = load float, ptr %arrayidx120, align 4, !tbaa !8
  %div121 = lshr exact i32 %i.3277, 1
  %sub122 = sub nsw i32 %1, %div121
  %idxprom123 = sext i32 %sub122 to i64
  %arrayidx124 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom123
  %102 = load float, ptr %arrayidx124, align 4, !tbaa !8
  %add125 = fadd contract float %101, %102
  store float %add125, ptr %arrayidx120, align 4, !tbaa !8
  %103 = load float, ptr %arrayidx129, align 4, !tbaa !8
  %arrayidx133 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom123
  %104 = load float, ptr %arrayidx133, align 4, !tbaa !8
  %add134 = fadd contract float %103, %104
  store float %add134, ptr %arrayidx129, align 4, !tbaa !8
  br label %if.end137

if.end137:                                        ; preds = %if.then118, %for.body113
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %mul139 = shl nsw i32 %i.3277, 1
  %cmp112.not = icmp samesign ugt i32 %mul139, %spec.select.8
  br i1 %cmp112.not, label %for.end140, label %for.body113, !llvm.loop !10

for.end140:                                       ; preds = %if.end137, %for.body104.preheader
  %sub141 = add nsw i32 %spec.select.8, -1
  %cmp142 = icmp eq i32 %1, %sub141
  br i1 %cmp142, label %if.then143, label %if.end181

if.then143:                                       ; preds = %for.end140
  %add148 = add nsw i32 %sub4, %mul
  %cmp149278 = icmp slt i32 %spec.select.8, %sub4
  br i1 %cmp149278, label %for.body150.lr.ph, label %if.then143.for.end166_crit_edge

if.then143.for.end166_crit_edge:                  ; preds = %if.then143
  %idxprom167.phi.trans.insert = zext nneg i32 %1 to i64
  %arrayidx168.phi.trans.insert = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom167.phi.trans.insert
  %.pre = load float, ptr %arrayidx168.phi.trans.insert, align 4, !tbaa !8
  %arrayidx174.phi.trans.insert = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom167.phi.trans.insert
  %.pre282 = load float, ptr %arrayidx174.phi.trans.insert, align 4, !tbaa !8
  br label %for.end166

for.body150.lr.ph:                                ; preds = %if.then143
  %add145 = add nuw nsw i32 %spec.select.8, %mul
  %idxprom151 = zext nneg i32 %1 to i64
  %arrayidx152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E6d_psum to ptr), i64 %idxprom151
  %arrayidx159 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceliiPfS_E7d_psum2 to ptr), i64 %idxprom151
  %arrayidx152.promoted = load float, ptr %arrayidx152, align 4, !tbaa !8
  %arrayidx159.promoted = load float, ptr %arrayidx159, align 4, !tbaa !8
  br label %for.body150

for.body150:                                      ; preds = %for.body150.lr.ph, %for.body150
  %105 = phi float [ %arrayidx159.promoted, %for.body150.lr.ph ], [ %add162, %for.body150 ]
  %106 = phi float [ %arrayidx152.promoted, %for.body150.lr.ph ], [ %add155, %for.body150 ]
  %i.4279 = phi i32 [ %add145, %for.body150.lr.ph ], [ %inc, %for.body150 ]
  %idxprom153 = zext nneg i32 %i.4279 to i64
  %arrayidx154 = getelementptr inbounds nuw float, ptr %d_sums, i64 %idxprom153
  %107 = load float, ptr %arrayidx154, align 4, !tbaa !8
  %add155 = fadd contract float %106, %107
  %arrayidx161 = getelementptr inbounds nuw float, ptr %d_sums2, i64 %idxprom153
  %108 = load float, ptr %arrayidx161, align 4, !tbaa !8
  %add162 = fadd contract float %105, %108
  %inc = add nuw nsw i32 %i.4279, 1
  %cmp149 = icmp slt i32 %inc, %add148
  br i1 %cmp149, label %for.body150, label %for.cond146.for.end166_crit_edge, !llvm.loop !12

for.cond146.for.end166_crit_edge:                 ; preds = %for.body150
  store float %add155, ptr %arrayidx152, align 4, !tbaa !8
  store float %add162, ptr %arrayidx159, align 4, !tbaa !8
  br label %for.end166

for.end166:                                       ; preds = %if.then143.for.end166_crit_edge, %for.cond146.for.end166_crit_edge
  %109 = phi float [ %.pre282, %if.then143.for.end166_crit_edge ], [ %add162, %for.cond146.for.end166_crit_edge ]
  %110 = phi float [ %.pre, %if.then143.for.end166_crit_edge ], [ %add155, %for.cond146.for.end166_crit_edge ]
  %mul169 = mul nsw i32 %d_mul, %0
  %mul170 = shl nsw i32 %mul169, 9
  %idxprom171 = sext i32 %mul170 to i64
  %arrayidx172 = getelementptr inbounds float, ptr %d_sums, i64 %idxprom171
  store float %110, ptr %arrayidx172, align 4, !tbaa !8
  %arrayidx178 = getelementptr inbounds float, ptr %d_sums2, i64 %idxprom171
  store float %109, ptr %arrayidx178, align 4, !tbaa !8
  br label %if.end181

if.end181:                                        ; preds = %if.then87, %if.end82.8, %for.end166, %for.end140, %if.end36.8, %if.then39
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4sradfiilPiS_S_S_PfS0_S0_S0_fS0_S0_(float noundef %d_lambda, i32 noundef %d_Nr, i32 noundef %d_Nc, i64 noundef %d_Ne, ptr noundef readonly captures(none) %d_iN, ptr noundef readonly captures(none) %d_iS, ptr noundef readonly captures(none) %d_jE, ptr noundef readonly captures(none) %d_jW, ptr noundef writeonly captures(none) %d_dN, ptr noundef writeonly captures(none) %d_dS, ptr noundef writeonly captures(none) %d_dE, ptr noundef writeonly captures(none) %d_dW, float noundef %d_q0sqr, ptr noundef writeonly captures(none) %d_c, ptr noundef readonly captures(none) %d_I) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %conv = zext nneg i32 %add to i64
  %cmp10 = icmp sgt i64 %d_Ne, %conv
  br i1 %cmp10, label %if.then11, label %if.end90

if.then11:                                        ; preds = %entry
  %add2 = add nuw nsw i32 %add, 1
  %div = sdiv i32 %add2, %d_Nr
  %2 = mul i32 %div, %d_Nr
  %rem.decomposed = sub i32 %add2, %2
  %cmp = icmp eq i32 %rem.decomposed, 0
  %spec.select144 = select i1 %cmp, i32 %d_Nr, i32 %rem.decomposed
  %sub9 = sext i1 %cmp to i32
  %spec.select = add nsw i32 %div, %sub9
  %row.0 = add nsw i32 %spec.select144, -1
  %arrayidx = getelementptr inbounds nuw float, ptr %d_I, i64 %conv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom12 = sext i32 %row.0 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %d_iN, i64 %idxprom12
  %4 = load i32, ptr %arrayidx13, align 4, !tbaa !4
  %mul14 = mul nsw i32 %spec.select, %d_Nr
  %add15 = add nsw i32 %mul14, %4
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %d_I, i64 %idxprom16
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %sub18 = fsub contract float %5, %3
  %arrayidx20 = getelementptr inbounds i32, ptr %d_iS, i64 %idxprom12
  %6 = load i32, ptr %arrayidx20, align 4, !tbaa !4
  %add22 = add nsw i32 %6, %mul14
  %idxprom23 = sext i32 %add22 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %d_I, i64 %idxprom23
  %7 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %sub25 = fsub contract float %7, %3
  %idxprom26 = sext i32 %spec.select to i64
  %arrayidx27 = getelementptr inbounds i32, ptr %d_jW, i64 %idxprom26
  %8 = load i32, ptr %arrayidx27, align 4, !tbaa !4
  %mul28 = mul nsw i32 %8, %d_Nr
  %add29 = add nsw i32 %mul28, %row.0
  %idxprom30 = sext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %d_I, i64 %idxprom30
  %9 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %sub32 = fsub contract float %9, %3
  %arrayidx34 = getelementptr inbounds i32, ptr %d_jE, i64 %idxprom26
  %10 = load i32, ptr %arrayidx34, align 4, !tbaa !4
  %mul35 = mul nsw i32 %10, %d_Nr
  %add36 = add nsw i32 %mul35, %row.0
  %idxprom37 = sext i32 %add36 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %d_I, i64 %idxprom37
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !8
  %sub39 = fsub contract float %11, %3
  %mul40 = fmul contract float %sub18, %sub18
  %mul41 = fmul contract float %sub25, %sub25
  %add42 = fadd contract float %mul40, %mul41
  %mul43 = fmul contract float %sub32, %sub32
  %add44 = fadd contract float %add42, %mul43
  %mul45 = fmul contract float %sub39, %sub39
  %add46 = fadd contract float %add44, %mul45
  %mul47 = fmul contract float %3, %3
  %div48 = fdiv contract float %add46, %mul47
  %add49 = fadd contract float %sub18, %sub25
  %add50 = fadd contract float %add49, %sub32
  %add51 = fadd contract float %add50, %sub39
  %div52 = fdiv contract float %add51, %3
  %conv53 = fpext contract float %div48 to double
  %mul54 = fmul contract double %conv53, 5.000000e-01
  %mul55 = fmul contract float %div52, %div52
  %conv56 = fpext contract float %mul55 to double
  %mul57 = fmul contract double %conv56, 6.250000e-02
  %sub58 = fsub contract double %mul54, %mul57
  %conv59 = fptrunc contract double %sub58 to float
  %conv60 = fpext contract float %div52 to double
  %mul61 = fmul contract double %conv60, 2.500000e-01
  %add62 = fadd contract double %mul61, 1.000000e+00
  %conv63 = fptrunc contract double %add62 to float
  %mul64 = fmul contract float %conv63, %conv63
  %div65 = fdiv contract float %conv59, %mul64
  %sub66 = fsub contract float %div65, %d_q0sqr
  %add67 = fadd contract float %d_q0sqr, 1.000000e+00
  %mul68 = fmul contract float %d_q0sqr, %add67
  %div69 = fdiv contract float %sub66, %mul68
  %conv70 = fpext contract float %div69 to double
  %add71 = fadd contract double %conv70, 1.000000e+00
  %div72 = fdiv contract double 1.000000e+00, %add71
  %cmp74 = fcmp contract olt double %div72, 0xB690000000000000
  br i1 %cmp74, label %if.end79, label %if.else

if.else:                                          ; preds = %if.then11
  %conv73 = fptrunc contract double %div72 to float
  %cmp76 = fcmp contract ogt double %div72, 0x3FF0000010000000
  br i1 %cmp76, label %if.then77, label %if.end79

if.then77:                                        ; preds = %if.else
  br label %if.end79

if.end79:                                         ; preds = %if.then11, %if.else, %if.then77
  %d_c_loc.0 = phi float [ %conv73, %if.else ], [ 1.000000e+00, %if.then77 ], [ 0.000000e+00, %if.then11 ]
  %arrayidx81 = getelementptr inbounds nuw float, ptr %d_dN, i64 %conv
  store float %sub18, ptr %arrayidx81, align 4, !tbaa !8
  %arrayidx83 = getelementptr inbounds nuw float, ptr %d_dS, i64 %conv
  store float %sub25, ptr %arrayidx83, align 4, !tbaa !8
  %arrayidx85 = getelementptr inbounds nuw float, ptr %d_dW, i64 %conv
  store float %sub32, ptr %arrayidx85, align 4, !tbaa !8
  %arrayidx87 = getelementptr inbounds nuw float, ptr %d_dE, i64 %conv
  store float %sub39, ptr %arrayidx87, align 4, !tbaa !8
  %arrayidx89 = getelementptr inbounds nuw float, ptr %d_c, i64 %conv
  store float %d_c_loc.0, ptr %arrayidx89, align 4, !tbaa !8
  br label %if.end90

if.end90:                                         ; preds = %if.end79, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5srad2fiilPiS_S_S_PfS0_S0_S0_S0_S0_(float noundef %d_lambda, i32 noundef %d_Nr, i32 noundef %d_Nc, i64 noundef %d_Ne, ptr noundef readnone captures(none) %d_iN, ptr noundef readonly captures(none) %d_iS, ptr noundef readonly captures(none) %d_jE, ptr noundef readnone captures(none) %d_jW, ptr noundef readonly captures(none) %d_dN, ptr noundef readonly captures(none) %d_dS, ptr noundef readonly captures(none) %d_dE, ptr noundef readonly captures(none) %d_dW, ptr noundef readonly captures(none) %d_c, ptr noundef captures(none) %d_I) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %conv = zext nneg i32 %add to i64
  %cmp10 = icmp sgt i64 %d_Ne, %conv
  br i1 %cmp10, label %if.then11, label %if.end52

if.then11:                                        ; preds = %entry
  %add2 = add nuw nsw i32 %add, 1
  %div = sdiv i32 %add2, %d_Nr
  %2 = mul i32 %div, %d_Nr
  %rem.decomposed = sub i32 %add2, %2
  %cmp = icmp eq i32 %rem.decomposed, 0
  %spec.select76 = select i1 %cmp, i32 %d_Nr, i32 %rem.decomposed
  %sub9 = sext i1 %cmp to i32
  %spec.select = add nsw i32 %div, %sub9
  %row.0 = add nsw i32 %spec.select76, -1
  %arrayidx = getelementptr inbounds nuw float, ptr %d_c, i64 %conv
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom12 = sext i32 %row.0 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %d_iS, i64 %idxprom12
  %4 = load i32, ptr %arrayidx13, align 4, !tbaa !4
  %mul14 = mul nsw i32 %spec.select, %d_Nr
  %add15 = add nsw i32 %mul14, %4
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %d_c, i64 %idxprom16
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %idxprom20 = sext i32 %spec.select to i64
  %arrayidx21 = getelementptr inbounds i32, ptr %d_jE, i64 %idxprom20
  %6 = load i32, ptr %arrayidx21, align 4, !tbaa !4
  %mul22 = mul nsw i32 %6, %d_Nr
  %add23 = add nsw i32 %mul22, %row.0
  %idxprom24 = sext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds float, ptr %d_c, i64 %idxprom24
  %7 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx27 = getelementptr inbounds nuw float, ptr %d_dN, i64 %conv
  %8 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %mul28 = fmul contract float %3, %8
  %arrayidx30 = getelementptr inbounds nuw float, ptr %d_dS, i64 %conv
  %9 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %mul31 = fmul contract float %5, %9
  %add32 = fadd contract float %mul28, %mul31
  %arrayidx34 = getelementptr inbounds nuw float, ptr %d_dW, i64 %conv
  %10 = load float, ptr %arrayidx34, align 4, !tbaa !8
  %mul35 = fmul contract float %3, %10
  %add36 = fadd contract float %add32, %mul35
  %arrayidx38 = getelementptr inbounds nuw float, ptr %d_dE, i64 %conv
  %11 = load float, ptr %arrayidx38, align 4, !tbaa !8
  %mul39 = fmul contract float %7, %11
  %add40 = fadd contract float %add36, %mul39
  %arrayidx42 = getelementptr inbounds nuw float, ptr %d_I, i64 %conv
  %12 = load float, ptr %arrayidx42, align 4, !tbaa !8
  %conv43 = fpext contract float %12 to double
  %conv44 = fpext contract float %d_lambda to double
  %mul45 = fmul contract double %conv44, 2.500000e-01
  %conv46 = fpext contract float %add40 to double
  %mul47 = fmul contract double %mul45, %conv46
  %add48 = fadd contract double %mul47, %conv43
  %conv49 = fptrunc contract double %add48 to float
  store float %conv49, ptr %arrayidx42, align 4, !tbaa !8
  br label %if.end52

if.end52:                                         ; preds = %if.then11, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8compresslPf(i64 noundef %d_Ne, ptr noundef captures(none) %d_I) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = shl nsw i32 %0, 9
  %add = add nuw nsw i32 %mul, %1
  %conv = zext nneg i32 %add to i64
  %cmp = icmp sgt i64 %d_Ne, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds nuw float, ptr %d_I, i64 %conv
  %2 = load float, ptr %arrayidx, align 4, !tbaa !8
  %call.i9 = tail call contract noundef float @__nv_logf(float noundef %2) #5
  %mul3 = fmul contract float %call.i9, 2.550000e+02
  store float %mul3, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
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
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
