; ModuleID = 'cuda-samples/histogram256.cu'
source_filename = "cuda-samples/histogram256.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18histogram256KernelPjS_jE6s_Hist = internal addrspace(3) global [1536 x i32] undef, align 4
@_ZZ23mergeHistogram256KernelPjS_jE4data = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18histogram256KernelPjS_j(ptr noundef writeonly captures(none) %d_PartialHistograms, ptr noundef readonly captures(none) %d_Data, i32 noundef %dataCount) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %1 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !4
  %2 = zext nneg i32 %1 to i64
  %3 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %2
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %3, i64 768
  store i32 0, ptr %arrayidx.1, align 4, !tbaa !4
  %4 = zext nneg i32 %1 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %4
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %5, i64 1536
  store i32 0, ptr %arrayidx.2, align 4, !tbaa !4
  %6 = zext nneg i32 %1 to i64
  %7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %6
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %7, i64 2304
  store i32 0, ptr %arrayidx.3, align 4, !tbaa !4
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %8
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %9, i64 3072
  store i32 0, ptr %arrayidx.4, align 4, !tbaa !4
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %10
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %11, i64 3840
  store i32 0, ptr %arrayidx.5, align 4, !tbaa !4
  %12 = zext nneg i32 %1 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %12
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %13, i64 4608
  store i32 0, ptr %arrayidx.6, align 4, !tbaa !4
  %14 = zext nneg i32 %1 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %14
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %15, i64 5376
  store i32 0, ptr %arrayidx.7, align 4, !tbaa !4
  %16 = shl nuw nsw i32 %1, 3
  %mul = and i32 %16, 7936
  %idx.ext = zext nneg i32 %mul to i64
  %add.ptr = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %idx.ext
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul7 = mul i32 %17, %18
  %add9 = add i32 %mul7, %1
  %cmp1160 = icmp ult i32 %add9, %dataCount
  br i1 %cmp1160, label %for.body13.lr.ph, label %for.cond.cleanup12

for.body13.lr.ph:                                 ; preds = %entry
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul19 = mul i32 %18, %19
  br label %for.body13

for.cond.cleanup12:                               ; preds = %for.body13, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp2464 = icmp samesign ult i32 %1, 256
  br i1 %cmp2464, label %for.cond28.preheader.lr.ph, label %for.cond.cleanup25

for.cond28.preheader.lr.ph:                       ; preds = %for.cond.cleanup12
  %mul41 = shl i32 %17, 8
  br label %for.cond28.preheader

for.body13:                                       ; preds = %for.body13.lr.ph, %for.body13
  %pos.061 = phi i32 [ %add9, %for.body13.lr.ph ], [ %add20, %for.body13 ]
  %idxprom14 = zext i32 %pos.061 to i64
  %arrayidx15 = getelementptr inbounds nuw i32, ptr %d_Data, i64 %idxprom14
  %20 = load i32, ptr %arrayidx15, align 4, !tbaa !4
  %and.i = and i32 %20, 255
  %idx.ext.i.i = zext nneg i32 %and.i to i64
  %add.ptr.i.i = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idx.ext.i.i
  %21 = atomicrmw add ptr %add.ptr.i.i, i32 1 seq_cst, align 4
  %shr1.i = lshr i32 %20, 8
  %and2.i = and i32 %shr1.i, 255
  %idx.ext.i16.i = zext nneg i32 %and2.i to i64
  %add.ptr.i17.i = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idx.ext.i16.i
  %22 = atomicrmw add ptr %add.ptr.i17.i, i32 1 seq_cst, align 4
  %shr3.i = lshr i32 %20, 16
  %and4.i = and i32 %shr3.i, 255
  %idx.ext.i18.i = zext nneg i32 %and4.i to i64
  %add.ptr.i19.i = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idx.ext.i18.i
  %23 = atomicrmw add ptr %add.ptr.i19.i, i32 1 seq_cst, align 4
  %shr5.i = lshr i32 %20, 24
  %idx.ext.i20.i = zext nneg i32 %shr5.i to i64
  %add.ptr.i21.i = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idx.ext.i20.i
  %24 = atomicrmw add ptr %add.ptr.i21.i, i32 1 seq_cst, align 4
  %add20 = add i32 %pos.061, %mul19
  %cmp11 = icmp ult i32 %add20, %dataCount
  br i1 %cmp11, label %for.body13, label %for.cond.cleanup12, !llvm.loop !9

for.cond28.preheader:                             ; preds = %for.cond28.preheader.lr.ph, %for.cond28.preheader
  %bin.065 = phi i32 [ %1, %for.cond28.preheader.lr.ph ], [ %add46, %for.cond28.preheader ]
  %idxprom34 = zext nneg i32 %bin.065 to i64
  %arrayidx35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %idxprom34
  %25 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  %26 = zext nneg i32 %bin.065 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %26
  %arrayidx35.1 = getelementptr inbounds nuw i8, ptr %27, i64 1024
  %28 = load i32, ptr %arrayidx35.1, align 4, !tbaa !4
  %add36.1 = add i32 %28, %25
  %29 = zext nneg i32 %bin.065 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %29
  %arrayidx35.2 = getelementptr inbounds nuw i8, ptr %30, i64 2048
  %31 = load i32, ptr %arrayidx35.2, align 4, !tbaa !4
  %add36.2 = add i32 %31, %add36.1
  %32 = zext nneg i32 %bin.065 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %32
  %arrayidx35.3 = getelementptr inbounds nuw i8, ptr %33, i64 3072
  %34 = load i32, ptr %arrayidx35.3, align 4, !tbaa !4
  %add36.3 = add i32 %34, %add36.2
  %35 = zext nneg i32 %bin.065 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %35
  %arrayidx35.4 = getelementptr inbounds nuw i8, ptr %36, i64 4096
  %37 = load i32, ptr %arrayidx35.4, align 4, !tbaa !4
  %add36.4 = add i32 %37, %add36.3
  %38 = zext nneg i32 %bin.065 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram256KernelPjS_jE6s_Hist to ptr), i64 %38
  %arrayidx35.5 = getelementptr inbounds nuw i8, ptr %39, i64 5120
  %40 = load i32, ptr %arrayidx35.5, align 4, !tbaa !4
  %add36.5 = add i32 %40, %add36.4
  %add42 = add nuw nsw i32 %bin.065, %mul41
  %idxprom43 = zext i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds nuw i32, ptr %d_PartialHistograms, i64 %idxprom43
  store i32 %add36.5, ptr %arrayidx44, align 4, !tbaa !4
  %add46 = add nuw nsw i32 %bin.065, 192
  %cmp24 = icmp samesign ult i32 %bin.065, 64
  br i1 %cmp24, label %for.cond28.preheader, label %for.cond.cleanup25, !llvm.loop !11

for.cond.cleanup25:                               ; preds = %for.cond28.preheader, %for.cond.cleanup12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z23mergeHistogram256KernelPjS_j(ptr noundef writeonly captures(none) %d_Histogram, ptr noundef readonly captures(none) %d_PartialHistograms, i32 noundef %histogramCount) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp38 = icmp ult i32 %1, %histogramCount
  br i1 %cmp38, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %sum.0.lcssa = phi i32 [ 0, %entry ], [ %add3, %for.body ]
  %idxprom6 = zext nneg i32 %1 to i64
  %arrayidx7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %idxprom6
  store i32 %sum.0.lcssa, ptr %arrayidx7, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13 = icmp samesign ult i32 %1, 128
  br i1 %cmp13, label %if.then, label %for.inc22

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.040 = phi i32 [ %1, %for.body.lr.ph ], [ %add4, %for.body ]
  %sum.039 = phi i32 [ 0, %for.body.lr.ph ], [ %add3, %for.body ]
  %mul = shl i32 %i.040, 8
  %add = add i32 %mul, %2
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %d_PartialHistograms, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %add3 = add i32 %3, %sum.039
  %add4 = add nuw i32 %i.040, 256
  %cmp = icmp ult i32 %add4, %histogramCount
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !12

if.then:                                          ; preds = %for.cond.cleanup
  %4 = zext nneg i32 %1 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %4
  %arrayidx17 = getelementptr inbounds nuw i8, ptr %5, i64 512
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  %7 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21 = add i32 %7, %6
  store i32 %add21, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22

for.inc22:                                        ; preds = %for.cond.cleanup, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.1 = icmp samesign ult i32 %1, 64
  br i1 %cmp13.1, label %if.then.1, label %for.inc22.1

if.then.1:                                        ; preds = %for.inc22
  %8 = zext nneg i32 %1 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %8
  %arrayidx17.1 = getelementptr inbounds nuw i8, ptr %9, i64 256
  %10 = load i32, ptr %arrayidx17.1, align 4, !tbaa !4
  %11 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.1 = add i32 %11, %10
  store i32 %add21.1, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.1

for.inc22.1:                                      ; preds = %if.then.1, %for.inc22
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.2 = icmp samesign ult i32 %1, 32
  br i1 %cmp13.2, label %if.then.2, label %for.inc22.2

if.then.2:                                        ; preds = %for.inc22.1
  %12 = zext nneg i32 %1 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %12
  %arrayidx17.2 = getelementptr inbounds nuw i8, ptr %13, i64 128
  %14 = load i32, ptr %arrayidx17.2, align 4, !tbaa !4
  %15 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.2 = add i32 %15, %14
  store i32 %add21.2, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.2

for.inc22.2:                                      ; preds = %if.then.2, %for.inc22.1
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.3 = icmp samesign ult i32 %1, 16
  br i1 %cmp13.3, label %if.then.3, label %for.inc22.3

if.then.3:                                        ; preds = %for.inc22.2
  %16 = zext nneg i32 %1 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %16
  %arrayidx17.3 = getelementptr inbounds nuw i8, ptr %17, i64 64
  %18 = load i32, ptr %arrayidx17.3, align 4, !tbaa !4
  %19 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.3 = add i32 %19, %18
  store i32 %add21.3, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.3

for.inc22.3:                                      ; preds = %if.then.3, %for.inc22.2
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.4 = icmp samesign ult i32 %1, 8
  br i1 %cmp13.4, label %if.then.4, label %for.inc22.4

if.then.4:                                        ; preds = %for.inc22.3
  %20 = zext nneg i32 %1 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %20
  %arrayidx17.4 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %22 = load i32, ptr %arrayidx17.4, align 4, !tbaa !4
  %23 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.4 = add i32 %23, %22
  store i32 %add21.4, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.4

for.inc22.4:                                      ; preds = %if.then.4, %for.inc22.3
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.5 = icmp samesign ult i32 %1, 4
  br i1 %cmp13.5, label %if.then.5, label %for.inc22.5

if.then.5:                                        ; preds = %for.inc22.4
  %24 = zext nneg i32 %1 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %24
  %arrayidx17.5 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %26 = load i32, ptr %arrayidx17.5, align 4, !tbaa !4
  %27 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.5 = add i32 %27, %26
  store i32 %add21.5, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.5

for.inc22.5:                                      ; preds = %if.then.5, %for.inc22.4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp13.6 = icmp samesign ult i32 %1, 2
  br i1 %cmp13.6, label %if.then.6, label %for.inc22.6

if.then.6:                                        ; preds = %for.inc22.5
  %28 = zext nneg i32 %1 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 %28
  %arrayidx17.6 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %30 = load i32, ptr %arrayidx17.6, align 4, !tbaa !4
  %31 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.6 = add i32 %31, %30
  store i32 %add21.6, ptr %arrayidx7, align 4, !tbaa !4
  br label %for.inc22.6

for.inc22.6:                                      ; preds = %if.then.6, %for.inc22.5
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cond = icmp eq i32 %1, 0
  br i1 %cond, label %if.then.7, label %if.end30

if.then.7:                                        ; preds = %for.inc22.6
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), i64 4), align 4, !tbaa !4
  %33 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add21.7 = add i32 %33, %32
  store i32 %add21.7, ptr %arrayidx7, align 4, !tbaa !4
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom28 = zext nneg i32 %34 to i64
  %arrayidx29 = getelementptr inbounds nuw i32, ptr %d_Histogram, i64 %idxprom28
  %35 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23mergeHistogram256KernelPjS_jE4data to ptr), align 4, !tbaa !4
  store i32 %35, ptr %arrayidx29, align 4, !tbaa !4
  br label %if.end30

if.end30:                                         ; preds = %for.inc22.6, %if.then.7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind memory(none) }

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
!8 = !{i64 2163515032, i64 2163515036, i64 2163515073, i64 2163515113, i64 2163515174, i64 2163515210, i64 2163515260}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
