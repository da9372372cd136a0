; ModuleID = 'cuda-samples/fdtd3d.cu'
source_filename = "cuda-samples/fdtd3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stencil = dso_local addrspace(4) externally_initialized constant [5 x float] [float 5.000000e-01, float 0x3FC99999A0000000, float 0x3FB99999A0000000, float 0x3FA99999A0000000, float 0x3F999999A0000000], align 4
@_ZZ23FiniteDifferencesKernelPfPKfiiiE4tile = internal unnamed_addr addrspace(3) global [24 x [40 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @stencil to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z23FiniteDifferencesKernelPfPKfiii(ptr noundef writeonly captures(none) %output, ptr noundef readonly captures(none) %input, i32 noundef %dimx, i32 noundef %dimy, i32 noundef %dimz) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !8
  %add13 = add nsw i32 %dimx, 8
  %add14 = add nsw i32 %dimy, 8
  %mul15 = mul nsw i32 %add14, %add13
  %mul16 = shl nsw i32 %add13, 2
  %mul19 = mul nsw i32 %add13, %add7
  %add20 = add i32 %add, 4
  %add17 = add i32 %add20, %mul16
  %add21 = add i32 %add17, %mul19
  %add24 = add nsw i32 %dimx, 4
  %cmp.not = icmp slt i32 %add, %add24
  %add25 = add nsw i32 %dimy, 4
  %cmp26.not = icmp slt i32 %add7, %add25
  %or.cond = select i1 %cmp.not, i1 %cmp26.not, i1 false
  br i1 %or.cond, label %if.then33, label %if.end36

if.then33:                                        ; preds = %entry
  %idxprom = sext i32 %add21 to i64
  %arrayidx = getelementptr inbounds float, ptr %input, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !9
  br label %if.end36

if.end36:                                         ; preds = %if.then33, %entry
  %behind.sroa.10.0 = phi float [ %7, %if.then33 ], [ undef, %entry ]
  %add37 = add nsw i32 %add21, %mul15
  br i1 %or.cond, label %if.then33.1, label %if.end36.1

if.then33.1:                                      ; preds = %if.end36
  %idxprom.1 = sext i32 %add37 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %input, i64 %idxprom.1
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !9
  br label %if.end36.1

if.end36.1:                                       ; preds = %if.then33.1, %if.end36
  %behind.sroa.6.1 = phi float [ %8, %if.then33.1 ], [ undef, %if.end36 ]
  %add37.1 = add nsw i32 %add37, %mul15
  br i1 %or.cond, label %if.then33.2, label %if.end36.2

if.then33.2:                                      ; preds = %if.end36.1
  %idxprom.2 = sext i32 %add37.1 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %input, i64 %idxprom.2
  %9 = load float, ptr %arrayidx.2, align 4, !tbaa !9
  br label %if.end36.2

if.end36.2:                                       ; preds = %if.then33.2, %if.end36.1
  %behind.sroa.0.1 = phi float [ %9, %if.then33.2 ], [ undef, %if.end36.1 ]
  %add37.2 = add nsw i32 %add37.1, %mul15
  %add22 = add nuw nsw i32 %2, 4
  %cmp27.not = icmp slt i32 %add, %dimx
  %cmp29.not = icmp slt i32 %add7, %dimy
  %or.cond277 = and i1 %cmp27.not, %cmp29.not
  br i1 %or.cond, label %if.then39, label %if.end42

if.then39:                                        ; preds = %if.end36.2
  %idxprom40 = sext i32 %add37.2 to i64
  %arrayidx41 = getelementptr inbounds float, ptr %input, i64 %idxprom40
  %10 = load float, ptr %arrayidx41, align 4, !tbaa !9
  br label %if.end42

if.end42:                                         ; preds = %if.then39, %if.end36.2
  %current.0 = phi float [ %10, %if.then39 ], [ undef, %if.end36.2 ]
  %inputIndex.1282 = add nsw i32 %add37.2, %mul15
  br i1 %or.cond, label %if.then50, label %if.end55

for.cond64.preheader.lr.ph:                       ; preds = %if.end55.3
  %cmp98 = icmp samesign ult i32 %5, 4
  %idxprom104 = zext nneg i32 %5 to i64
  %arrayidx105 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23FiniteDifferencesKernelPfPKfiiiE4tile to ptr), i64 %idxprom104
  %idxprom106 = zext nneg i32 %add22 to i64
  %arrayidx107 = getelementptr inbounds nuw float, ptr %arrayidx105, i64 %idxprom106
  %mul108 = mul nsw i32 %add13, %4
  %add112 = add nuw nsw i32 %5, %4
  %11 = zext nneg i32 %add112 to i64
  %12 = getelementptr [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23FiniteDifferencesKernelPfPKfiiiE4tile to ptr), i64 %11
  %arrayidx115 = getelementptr i8, ptr %12, i64 640
  %arrayidx117 = getelementptr inbounds nuw float, ptr %arrayidx115, i64 %idxprom106
  %cmp119 = icmp samesign ult i32 %2, 4
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23FiniteDifferencesKernelPfPKfiiiE4tile to ptr), i64 %13
  %arrayidx125 = getelementptr inbounds nuw i8, ptr %14, i64 640
  %idxprom126 = zext nneg i32 %2 to i64
  %arrayidx127 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %idxprom126
  %add133 = add nuw nsw i32 %2, %1
  %15 = zext nneg i32 %add133 to i64
  %16 = getelementptr float, ptr %arrayidx125, i64 %15
  %arrayidx136 = getelementptr i8, ptr %16, i64 16
  %arrayidx141 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %idxprom106
  %17 = load float, ptr addrspacecast (ptr addrspace(4) @stencil to ptr), align 4
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ23FiniteDifferencesKernelPfPKfiiiE4tile to ptr), i64 %idxprom106
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @stencil to ptr), i64 4), align 4
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %19
  %gep = getelementptr inbounds nuw i8, ptr %20, i64 480
  %21 = zext nneg i32 %5 to i64
  %22 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %21
  %gep288 = getelementptr inbounds nuw i8, ptr %22, i64 800
  %23 = zext nneg i32 %2 to i64
  %24 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %23
  %arrayidx173 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %25 = zext nneg i32 %2 to i64
  %26 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %25
  %arrayidx179 = getelementptr inbounds nuw i8, ptr %26, i64 20
  %27 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @stencil to ptr), i64 8), align 4
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %28
  %gep.1 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %30 = zext nneg i32 %5 to i64
  %31 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %30
  %gep288.1 = getelementptr inbounds nuw i8, ptr %31, i64 960
  %32 = zext nneg i32 %2 to i64
  %33 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %32
  %arrayidx173.1 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %34 = zext nneg i32 %2 to i64
  %35 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %34
  %arrayidx179.1 = getelementptr inbounds nuw i8, ptr %35, i64 24
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @stencil to ptr), i64 12), align 4
  %37 = zext nneg i32 %5 to i64
  %38 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %37
  %gep.2 = getelementptr inbounds nuw i8, ptr %38, i64 160
  %39 = zext nneg i32 %5 to i64
  %40 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %39
  %gep288.2 = getelementptr inbounds nuw i8, ptr %40, i64 1120
  %41 = zext nneg i32 %2 to i64
  %42 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %41
  %arrayidx173.2 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %43 = zext nneg i32 %2 to i64
  %44 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %43
  %arrayidx179.2 = getelementptr inbounds nuw i8, ptr %44, i64 28
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @stencil to ptr), i64 16), align 4
  %gep.3 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %idxprom104
  %46 = zext nneg i32 %5 to i64
  %47 = getelementptr inbounds nuw [40 x float], ptr %invariant.gep, i64 %46
  %gep288.3 = getelementptr inbounds nuw i8, ptr %47, i64 1280
  %48 = zext nneg i32 %2 to i64
  %49 = getelementptr inbounds nuw float, ptr %arrayidx125, i64 %48
  %arrayidx179.3 = getelementptr inbounds nuw i8, ptr %49, i64 32
  br label %for.cond64.preheader

if.then50:                                        ; preds = %if.end42
  %idxprom51 = sext i32 %inputIndex.1282 to i64
  %arrayidx52 = getelementptr inbounds float, ptr %input, i64 %idxprom51
  %50 = load float, ptr %arrayidx52, align 4, !tbaa !9
  br label %if.end55

if.end55:                                         ; preds = %if.then50, %if.end42
  %infront.sroa.0.0 = phi float [ %50, %if.then50 ], [ undef, %if.end42 ]
  %inputIndex.1 = add nsw i32 %inputIndex.1282, %mul15
  br i1 %or.cond, label %if.then50.1, label %if.end55.1

if.then50.1:                                      ; preds = %if.end55
  %idxprom51.1 = sext i32 %inputIndex.1 to i64
  %arrayidx52.1 = getelementptr inbounds float, ptr %input, i64 %idxprom51.1
  %51 = load float, ptr %arrayidx52.1, align 4, !tbaa !9
  br label %if.end55.1

if.end55.1:                                       ; preds = %if.then50.1, %if.end55
  %infront.sroa.6.1 = phi float [ %51, %if.then50.1 ], [ undef, %if.end55 ]
  %inputIndex.1.1 = add nsw i32 %inputIndex.1, %mul15
  br i1 %or.cond, label %if.then50.2, label %if.end55.2

if.then50.2:                                      ; preds = %if.end55.1
  %idxprom51.2 = sext i32 %inputIndex.1.1 to i64
  %arrayidx52.2 = getelementptr inbounds float, ptr %input, i64 %idxprom51.2
  %52 = load float, ptr %arrayidx52.2, align 4, !tbaa !9
  br label %if.end55.2

if.end55.2:                                       ; preds = %if.then50.2, %if.end55.1
  %infront.sroa.10.1 = phi float [ %52, %if.then50.2 ], [ undef, %if.end55.1 ]
  %inputIndex.1.2 = add nsw i32 %inputIndex.1.1, %mul15
  br i1 %or.cond, label %if.then50.3, label %if.end55.3

if.then50.3:                                      ; preds = %if.end55.2
  %idxprom51.3 = sext i32 %inputIndex.1.2 to i64
  %arrayidx52.3 = getelementptr inbounds float, ptr %input, i64 %idxprom51.3
  %53 = load float, ptr %arrayidx52.3, align 4, !tbaa !9
  br label %if.end55.3

if.end55.3:                                       ; preds = %if.then50.3, %if.end55.2
  %infront.sroa.14.2 = phi float [ %53, %if.then50.3 ], [ undef, %if.end55.2 ]
  %cmp60291 = icmp sgt i32 %dimz, 0
  br i1 %cmp60291, label %for.cond64.preheader.lr.ph, label %for.cond.cleanup61

for.cond64.preheader:                             ; preds = %for.cond64.preheader.lr.ph, %if.end190
  %infront.sroa.10.0 = phi float [ %infront.sroa.10.1, %for.cond64.preheader.lr.ph ], [ %infront.sroa.14.1, %if.end190 ]
  %infront.sroa.6.0 = phi float [ %infront.sroa.6.1, %for.cond64.preheader.lr.ph ], [ %infront.sroa.10.0, %if.end190 ]
  %infront.sroa.0.1 = phi float [ %infront.sroa.0.0, %for.cond64.preheader.lr.ph ], [ %infront.sroa.6.0, %if.end190 ]
  %infront.sroa.14.1 = phi float [ %infront.sroa.14.2, %for.cond64.preheader.lr.ph ], [ %infront.sroa.14.0, %if.end190 ]
  %behind.sroa.10.1 = phi float [ %behind.sroa.10.0, %for.cond64.preheader.lr.ph ], [ %behind.sroa.6.0, %if.end190 ]
  %behind.sroa.6.0 = phi float [ %behind.sroa.6.1, %for.cond64.preheader.lr.ph ], [ %behind.sroa.0.0, %if.end190 ]
  %behind.sroa.0.0 = phi float [ %behind.sroa.0.1, %for.cond64.preheader.lr.ph ], [ %current.1294, %if.end190 ]
  %iz.0295 = phi i32 [ 0, %for.cond64.preheader.lr.ph ], [ %inc192, %if.end190 ]
  %current.1294 = phi float [ %current.0, %for.cond64.preheader.lr.ph ], [ %infront.sroa.0.1, %if.end190 ]
  %outputIndex.0293 = phi i32 [ %add37.2, %for.cond64.preheader.lr.ph ], [ %add97, %if.end190 ]
  %inputIndex.1.2.pn = phi i32 [ %inputIndex.1.2, %for.cond64.preheader.lr.ph ], [ %inputIndex.2292, %if.end190 ]
  %inputIndex.2292 = add nsw i32 %inputIndex.1.2.pn, %mul15
  br i1 %or.cond, label %if.then91, label %if.end95

for.cond.cleanup61:                               ; preds = %if.end190, %if.end55.3
  ret void

if.then91:                                        ; preds = %for.cond64.preheader
  %idxprom92 = sext i32 %inputIndex.2292 to i64
  %arrayidx93 = getelementptr inbounds float, ptr %input, i64 %idxprom92
  %54 = load float, ptr %arrayidx93, align 4, !tbaa !9
  br label %if.end95

if.end95:                                         ; preds = %if.then91, %for.cond64.preheader
  %infront.sroa.14.0 = phi float [ %54, %if.then91 ], [ %infront.sroa.14.1, %for.cond64.preheader ]
  %add97 = add nsw i32 %outputIndex.0293, %mul15
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %cmp98, label %if.then99, label %if.end118

if.then99:                                        ; preds = %if.end95
  %sub101 = sub nsw i32 %add97, %mul16
  %idxprom102 = sext i32 %sub101 to i64
  %arrayidx103 = getelementptr inbounds float, ptr %input, i64 %idxprom102
  %55 = load float, ptr %arrayidx103, align 4, !tbaa !9
  store float %55, ptr %arrayidx107, align 4, !tbaa !9
  %add109 = add nsw i32 %add97, %mul108
  %idxprom110 = sext i32 %add109 to i64
  %arrayidx111 = getelementptr inbounds float, ptr %input, i64 %idxprom110
  %56 = load float, ptr %arrayidx111, align 4, !tbaa !9
  store float %56, ptr %arrayidx117, align 4, !tbaa !9
  br label %if.end118

if.end118:                                        ; preds = %if.then99, %if.end95
  br i1 %cmp119, label %if.then120, label %if.end137

if.then120:                                       ; preds = %if.end118
  %57 = sext i32 %add97 to i64
  %58 = getelementptr float, ptr %input, i64 %57
  %arrayidx123 = getelementptr i8, ptr %58, i64 -16
  %59 = load float, ptr %arrayidx123, align 4, !tbaa !9
  store float %59, ptr %arrayidx127, align 4, !tbaa !9
  %add128 = add nsw i32 %add97, %1
  %idxprom129 = sext i32 %add128 to i64
  %arrayidx130 = getelementptr inbounds float, ptr %input, i64 %idxprom129
  %60 = load float, ptr %arrayidx130, align 4, !tbaa !9
  store float %60, ptr %arrayidx136, align 4, !tbaa !9
  br label %if.end137

if.end137:                                        ; preds = %if.then120, %if.end118
  store float %infront.sroa.0.1, ptr %arrayidx141, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %or.cond277, label %if.then187, label %if.end190

if.then187:                                       ; preds = %if.end137
  %mul142 = fmul contract float %infront.sroa.0.1, %17
  %add156 = fadd contract float %infront.sroa.6.0, %current.1294
  %61 = load float, ptr %gep, align 4, !tbaa !9
  %add162 = fadd contract float %add156, %61
  %62 = load float, ptr %gep288, align 4, !tbaa !9
  %add168 = fadd contract float %add162, %62
  %63 = load float, ptr %arrayidx173, align 4, !tbaa !9
  %add174 = fadd contract float %add168, %63
  %64 = load float, ptr %arrayidx179, align 4, !tbaa !9
  %add180 = fadd contract float %add174, %64
  %mul181 = fmul contract float %18, %add180
  %add182 = fadd contract float %mul142, %mul181
  %add156.1 = fadd contract float %infront.sroa.10.0, %behind.sroa.0.0
  %65 = load float, ptr %gep.1, align 4, !tbaa !9
  %add162.1 = fadd contract float %add156.1, %65
  %66 = load float, ptr %gep288.1, align 4, !tbaa !9
  %add168.1 = fadd contract float %add162.1, %66
  %67 = load float, ptr %arrayidx173.1, align 4, !tbaa !9
  %add174.1 = fadd contract float %add168.1, %67
  %68 = load float, ptr %arrayidx179.1, align 4, !tbaa !9
  %add180.1 = fadd contract float %add174.1, %68
  %mul181.1 = fmul contract float %27, %add180.1
  %add182.1 = fadd contract float %add182, %mul181.1
  %add156.2 = fadd contract float %infront.sroa.14.1, %behind.sroa.6.0
  %69 = load float, ptr %gep.2, align 4, !tbaa !9
  %add162.2 = fadd contract float %add156.2, %69
  %70 = load float, ptr %gep288.2, align 4, !tbaa !9
  %add168.2 = fadd contract float %add162.2, %70
  %71 = load float, ptr %arrayidx173.2, align 4, !tbaa !9
  %add174.2 = fadd contract float %add168.2, %71
  %72 = load float, ptr %arrayidx179.2, align 4, !tbaa !9
  %add180.2 = fadd contract float %add174.2, %72
  %mul181.2 = fmul contract float %36, %add180.2
  %add182.2 = fadd contract float %add182.1, %mul181.2
  %add156.3 = fadd contract float %infront.sroa.14.0, %behind.sroa.10.1
  %73 = load float, ptr %gep.3, align 4, !tbaa !9
  %add162.3 = fadd contract float %add156.3, %73
  %74 = load float, ptr %gep288.3, align 4, !tbaa !9
  %add168.3 = fadd contract float %add162.3, %74
  %75 = load float, ptr %arrayidx127, align 4, !tbaa !9
  %add174.3 = fadd contract float %add168.3, %75
  %76 = load float, ptr %arrayidx179.3, align 4, !tbaa !9
  %add180.3 = fadd contract float %add174.3, %76
  %mul181.3 = fmul contract float %45, %add180.3
  %add182.3 = fadd contract float %add182.2, %mul181.3
  %idxprom188 = sext i32 %add97 to i64
  %arrayidx189 = getelementptr inbounds float, ptr %output, i64 %idxprom188
  store float %add182.3, ptr %arrayidx189, align 4, !tbaa !9
  br label %if.end190

if.end190:                                        ; preds = %if.then187, %if.end137
  %inc192 = add nuw nsw i32 %iz.0295, 1
  %exitcond.not = icmp eq i32 %inc192, %dimz
  br i1 %exitcond.not, label %for.cond.cleanup61, label %for.cond64.preheader, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

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
!8 = !{i64 2163515411, i64 2163515415, i64 2163515452, i64 2163515492, i64 2163515553, i64 2163515589, i64 2163515639}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.count", i32 9}
