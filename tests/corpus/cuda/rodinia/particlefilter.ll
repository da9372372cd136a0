; ModuleID = 'rodinia/particlefilter.cu'
source_filename = "rodinia/particlefilter.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24normalize_weights_kernelPdiS_S_S_PiE2u1 = internal unnamed_addr addrspace(3) global double undef, align 8
@_ZZ24normalize_weights_kernelPdiS_S_S_PiE10sumWeights = internal unnamed_addr addrspace(3) global double undef, align 8
@_ZZ17likelihood_kernelPdS_S_S_S_PiS0_S_PhS_S_iiiiiiS0_S_E6buffer = internal unnamed_addr addrspace(3) global [512 x double] undef, align 8

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z17calcLikelihoodSumPhPiii(ptr noundef readonly captures(none) %I, ptr noundef readonly captures(none) %ind, i32 noundef %numOnes, i32 noundef %index) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %numOnes, 0
  br i1 %cmp28, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nsw i32 %index, %numOnes
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %x.030 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %likelihoodSum.029 = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %add15, %for.body ]
  %add = add nsw i32 %x.030, %mul
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %ind, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %idxprom1 = sext i32 %0 to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %I, i64 %idxprom1
  %1 = load i8, ptr %arrayidx2, align 1, !tbaa !8
  %conv = zext i8 %1 to i32
  %sub = add nsw i32 %conv, -100
  %conv3 = sitofp i32 %sub to double
  %call.i26 = tail call contract noundef double @__nv_powi(double noundef %conv3, i32 noundef 2) #9
  %2 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %idxprom8 = sext i32 %2 to i64
  %arrayidx9 = getelementptr inbounds i8, ptr %I, i64 %idxprom8
  %3 = load i8, ptr %arrayidx9, align 1, !tbaa !8
  %conv10 = zext i8 %3 to i32
  %sub11 = add nsw i32 %conv10, -228
  %conv12 = sitofp i32 %sub11 to double
  %call.i27 = tail call contract noundef double @__nv_powi(double noundef %conv12, i32 noundef 2) #9
  %sub14 = fsub contract double %call.i26, %call.i27
  %div = fdiv contract double %sub14, 5.000000e+01
  %add15 = fadd contract double %likelihoodSum.029, %div
  %inc = add nuw nsw i32 %x.030, 1
  %exitcond.not = icmp eq i32 %inc, %numOnes
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !9

for.end:                                          ; preds = %for.body, %entry
  %likelihoodSum.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add15, %for.body ]
  ret double %likelihoodSum.0.lcssa
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7cdfCalcPdS_i(ptr noundef captures(none) initializes((0, 8)) %CDF, ptr noundef readonly captures(none) %weights, i32 noundef %Nparticles) local_unnamed_addr #1 {
entry:
  %0 = load double, ptr %weights, align 8, !tbaa !11
  store double %0, ptr %CDF, align 8, !tbaa !11
  %cmp14 = icmp sgt i32 %Nparticles, 1
  br i1 %cmp14, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %load_initial = load double, ptr %CDF, align 8
  %1 = add nsw i32 %Nparticles, -1
  %2 = add nsw i32 %Nparticles, -2
  %xtraiter = and i32 %1, 3
  %3 = icmp ult i32 %2, 3
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %1, -4
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %store_forwarded = phi double [ %load_initial, %for.body.preheader.new ], [ %add.3, %for.body ]
  %x.015 = phi i32 [ 1, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %idxprom = zext nneg i32 %x.015 to i64
  %arrayidx2 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom
  %4 = load double, ptr %arrayidx2, align 8, !tbaa !11
  %5 = getelementptr double, ptr %CDF, i64 %idxprom
  %add = fadd contract double %4, %store_forwarded
  store double %add, ptr %5, align 8, !tbaa !11
  %inc = add nuw nsw i32 %x.015, 1
  %idxprom.1 = zext nneg i32 %inc to i64
  %arrayidx2.1 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.1
  %6 = load double, ptr %arrayidx2.1, align 8, !tbaa !11
  %7 = getelementptr double, ptr %CDF, i64 %idxprom.1
  %add.1 = fadd contract double %6, %add
  store double %add.1, ptr %7, align 8, !tbaa !11
  %inc.1 = add nuw nsw i32 %x.015, 2
  %idxprom.2 = zext nneg i32 %inc.1 to i64
  %arrayidx2.2 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.2
  %8 = load double, ptr %arrayidx2.2, align 8, !tbaa !11
  %9 = getelementptr double, ptr %CDF, i64 %idxprom.2
  %add.2 = fadd contract double %8, %add.1
  store double %add.2, ptr %9, align 8, !tbaa !11
  %inc.2 = add nuw nsw i32 %x.015, 3
  %idxprom.3 = zext nneg i32 %inc.2 to i64
  %arrayidx2.3 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.3
  %10 = load double, ptr %arrayidx2.3, align 8, !tbaa !11
  %11 = getelementptr double, ptr %CDF, i64 %idxprom.3
  %add.3 = fadd contract double %10, %add.2
  store double %add.3, ptr %11, align 8, !tbaa !11
  %inc.3 = add nuw nsw i32 %x.015, 4
  %niter.next.3 = add nuw i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !13

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %store_forwarded.epil.init = phi double [ %load_initial, %for.body.preheader ], [ %add.3, %for.end.loopexit.unr-lcssa ]
  %x.015.epil.init = phi i32 [ 1, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod16)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %store_forwarded.epil = phi double [ %store_forwarded.epil.init, %for.body.epil.preheader ], [ %add.epil, %for.body.epil ]
  %x.015.epil = phi i32 [ %x.015.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %epil.iter = phi i32 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %idxprom.epil = zext nneg i32 %x.015.epil to i64
  %arrayidx2.epil = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.epil
  %12 = load double, ptr %arrayidx2.epil, align 8, !tbaa !11
  %13 = getelementptr double, ptr %CDF, i64 %idxprom.epil
  %add.epil = fadd contract double %12, %store_forwarded.epil
  store double %add.epil, ptr %13, align 8, !tbaa !11
  %inc.epil = add nuw nsw i32 %x.015.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !14

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z7d_randuPii(ptr noundef captures(none) %seed, i32 noundef %index) local_unnamed_addr #0 {
entry:
  %idxprom = sext i32 %index to i64
  %arrayidx = getelementptr inbounds i32, ptr %seed, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %mul = mul nsw i32 %0, 1103515245
  %add = add nsw i32 %mul, 12345
  %rem = srem i32 %add, 2147483647
  store i32 %rem, ptr %arrayidx, align 4, !tbaa !4
  %conv = sitofp i32 %rem to double
  %div = fdiv contract double %conv, 0x41DFFFFFFFC00000
  %call.i = tail call contract noundef double @__nv_fabs(double noundef %div) #9
  ret double %call.i
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z7d_randnPii(ptr noundef captures(none) %seed, i32 noundef %index) local_unnamed_addr #0 {
entry:
  %idxprom.i = sext i32 %index to i64
  %arrayidx.i = getelementptr inbounds i32, ptr %seed, i64 %idxprom.i
  %0 = load i32, ptr %arrayidx.i, align 4, !tbaa !4
  %mul.i = mul nsw i32 %0, 1103515245
  %add.i = add nsw i32 %mul.i, 12345
  %rem.i = srem i32 %add.i, 2147483647
  store i32 %rem.i, ptr %arrayidx.i, align 4, !tbaa !4
  %conv.i = sitofp i32 %rem.i to double
  %div.i = fdiv contract double %conv.i, 0x41DFFFFFFFC00000
  %call.i.i = tail call contract noundef double @__nv_fabs(double noundef %div.i) #9
  %1 = load i32, ptr %arrayidx.i, align 4, !tbaa !4
  %mul.i14 = mul nsw i32 %1, 1103515245
  %add.i15 = add nsw i32 %mul.i14, 12345
  %rem.i16 = srem i32 %add.i15, 2147483647
  store i32 %rem.i16, ptr %arrayidx.i, align 4, !tbaa !4
  %conv.i17 = sitofp i32 %rem.i16 to double
  %div.i18 = fdiv contract double %conv.i17, 0x41DFFFFFFFC00000
  %call.i.i19 = tail call contract noundef double @__nv_fabs(double noundef %div.i18) #9
  %mul2 = fmul contract double %call.i.i19, 0x401921FB54442D18
  %call.i = tail call contract noundef double @__nv_cos(double noundef %mul2) #9
  %call.i10 = tail call contract noundef double @__nv_log(double noundef %call.i.i) #9
  %mul5 = fmul contract double %call.i10, -2.000000e+00
  %call.i11 = tail call contract noundef double @__nv_sqrt(double noundef %mul5) #9
  %mul7 = fmul contract double %call.i, %call.i11
  ret double %mul7
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z13updateWeightsPdS_i(ptr noundef captures(none) %weights, ptr noundef readonly captures(none) %likelihood, i32 noundef %Nparticles) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %Nparticles, 0
  br i1 %cmp15, label %for.body, label %for.end

for.body:                                         ; preds = %entry, %for.body
  %sum.017 = phi double [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %x.016 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %idxprom = zext nneg i32 %x.016 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8, !tbaa !11
  %arrayidx2 = getelementptr inbounds nuw double, ptr %likelihood, i64 %idxprom
  %1 = load double, ptr %arrayidx2, align 8, !tbaa !11
  %call.i = tail call contract noundef double @__nv_exp(double noundef %1) #9
  %mul = fmul contract double %0, %call.i
  store double %mul, ptr %arrayidx, align 8, !tbaa !11
  %add = fadd contract double %sum.017, %mul
  %inc = add nuw nsw i32 %x.016, 1
  %exitcond.not = icmp eq i32 %inc, %Nparticles
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !16

for.end:                                          ; preds = %for.body, %entry
  %sum.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add, %for.body ]
  ret double %sum.0.lcssa
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z12findIndexBinPdiid(ptr noundef readonly captures(none) %CDF, i32 noundef %beginIndex, i32 noundef %endIndex, double noundef %value) local_unnamed_addr #2 {
entry:
  %cmp163 = icmp sgt i32 %endIndex, %beginIndex
  br i1 %cmp163, label %while.body, label %return

while.body:                                       ; preds = %entry, %if.end26
  %endIndex.addr.065 = phi i32 [ %endIndex.addr.1, %if.end26 ], [ %endIndex, %entry ]
  %beginIndex.addr.064 = phi i32 [ %beginIndex.addr.1, %if.end26 ], [ %beginIndex, %entry ]
  %sub = sub nsw i32 %endIndex.addr.065, %beginIndex.addr.064
  %div62 = lshr i32 %sub, 1
  %add = add nsw i32 %div62, %beginIndex.addr.064
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %CDF, i64 %idxprom
  %0 = load double, ptr %arrayidx, align 8, !tbaa !11
  %cmp2 = fcmp contract ult double %0, %value
  br i1 %cmp2, label %if.end26, label %if.then3

if.then3:                                         ; preds = %while.body
  %cmp4 = icmp eq i32 %add, 0
  br i1 %cmp4, label %return, label %if.else

if.else:                                          ; preds = %if.then3
  %arrayidx8 = getelementptr i8, ptr %arrayidx, i64 -8
  %1 = load double, ptr %arrayidx8, align 8, !tbaa !11
  %cmp9 = fcmp contract olt double %1, %value
  br i1 %cmp9, label %return, label %if.else11

if.else11:                                        ; preds = %if.else
  %cmp15 = fcmp contract oeq double %1, %value
  br i1 %cmp15, label %while.cond17, label %if.end26

while.cond17:                                     ; preds = %if.else11, %while.cond17
  %middleIndex.0 = phi i32 [ %dec, %while.cond17 ], [ %add, %if.else11 ]
  %idxprom18 = sext i32 %middleIndex.0 to i64
  %arrayidx19 = getelementptr inbounds double, ptr %CDF, i64 %idxprom18
  %2 = load double, ptr %arrayidx19, align 8, !tbaa !11
  %cmp20 = fcmp contract oeq double %2, %value
  %cmp21 = icmp sgt i32 %middleIndex.0, -1
  %3 = and i1 %cmp21, %cmp20
  %dec = add nsw i32 %middleIndex.0, -1
  br i1 %3, label %while.cond17, label %while.end, !llvm.loop !17

while.end:                                        ; preds = %while.cond17
  %inc = add nsw i32 %middleIndex.0, 1
  br label %return

if.end26:                                         ; preds = %if.else11, %while.body
  %cmp29 = fcmp contract ogt double %0, %value
  %sub31 = add nsw i32 %add, -1
  %add33 = add nsw i32 %add, 1
  %beginIndex.addr.1 = select i1 %cmp29, i32 %beginIndex.addr.064, i32 %add33
  %endIndex.addr.1 = select i1 %cmp29, i32 %sub31, i32 %endIndex.addr.065
  %cmp1 = icmp sgt i32 %endIndex.addr.1, %beginIndex.addr.1
  br i1 %cmp1, label %while.body, label %return, !llvm.loop !18

return:                                           ; preds = %if.end26, %if.else, %if.then3, %while.end, %entry
  %retval.1 = phi i32 [ -1, %entry ], [ %inc, %while.end ], [ -1, %if.end26 ], [ %add, %if.else ], [ 0, %if.then3 ]
  ret i32 %retval.1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @_Z16dev_round_doubled(double noundef %value) local_unnamed_addr #3 {
entry:
  %conv = fptosi double %value to i32
  %conv1 = sitofp i32 %conv to double
  ret double %conv1
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17find_index_kernelPdS_S_S_S_S_S_i(ptr noundef readonly captures(none) %arrayX, ptr noundef readonly captures(none) %arrayY, ptr noundef readonly captures(none) %CDF, ptr noundef readonly captures(none) %u, ptr noundef writeonly captures(none) %xj, ptr noundef writeonly captures(none) %yj, ptr noundef readnone captures(none) %weights, i32 noundef %Nparticles) local_unnamed_addr #4 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %Nparticles
  br i1 %cmp, label %for.cond.preheader, label %if.end19

for.cond.preheader:                               ; preds = %entry
  %cmp330 = icmp sgt i32 %Nparticles, 0
  %idxprom4 = sext i32 %add to i64
  br i1 %cmp330, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %arrayidx5 = getelementptr inbounds double, ptr %u, i64 %idxprom4
  %3 = load double, ptr %arrayidx5, align 8, !tbaa !11
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %x.031 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %idxprom = zext nneg i32 %x.031 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %CDF, i64 %idxprom
  %4 = load double, ptr %arrayidx, align 8, !tbaa !11
  %cmp6 = fcmp contract ult double %4, %3
  br i1 %cmp6, label %for.inc, label %for.end

for.inc:                                          ; preds = %for.body
  %inc = add nuw nsw i32 %x.031, 1
  %exitcond.not = icmp eq i32 %inc, %Nparticles
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !19

for.end:                                          ; preds = %for.inc, %for.body, %for.cond.preheader
  %index.0 = phi i32 [ -1, %for.cond.preheader ], [ -1, %for.inc ], [ %x.031, %for.body ]
  %cmp8 = icmp eq i32 %index.0, -1
  %sub = add nsw i32 %Nparticles, -1
  %spec.select = select i1 %cmp8, i32 %sub, i32 %index.0
  %idxprom11 = sext i32 %spec.select to i64
  %arrayidx12 = getelementptr inbounds double, ptr %arrayX, i64 %idxprom11
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !11
  %arrayidx14 = getelementptr inbounds double, ptr %xj, i64 %idxprom4
  store double %5, ptr %arrayidx14, align 8, !tbaa !11
  %arrayidx16 = getelementptr inbounds double, ptr %arrayY, i64 %idxprom11
  %6 = load double, ptr %arrayidx16, align 8, !tbaa !11
  %arrayidx18 = getelementptr inbounds double, ptr %yj, i64 %idxprom4
  store double %6, ptr %arrayidx18, align 8, !tbaa !11
  br label %if.end19

if.end19:                                         ; preds = %for.end, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z24normalize_weights_kernelPdiS_S_S_Pi(ptr noundef captures(none) %weights, i32 noundef %Nparticles, ptr noundef readonly captures(none) %partial_sums, ptr noundef captures(none) %CDF, ptr noundef captures(none) %u, ptr noundef captures(none) %seed) local_unnamed_addr #4 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp eq i32 %2, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load double, ptr %partial_sums, align 8, !tbaa !11
  store double %3, ptr addrspacecast (ptr addrspace(3) @_ZZ24normalize_weights_kernelPdiS_S_S_PiE10sumWeights to ptr), align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp4 = icmp slt i32 %add, %Nparticles
  br i1 %cmp4, label %if.then5, label %if.end9

if.then5:                                         ; preds = %if.end
  %idxprom = sext i32 %add to i64
  %arrayidx6 = getelementptr inbounds double, ptr %weights, i64 %idxprom
  %4 = load double, ptr %arrayidx6, align 8, !tbaa !11
  %5 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ24normalize_weights_kernelPdiS_S_S_PiE10sumWeights to ptr), align 8, !tbaa !11
  %div = fdiv contract double %4, %5
  store double %div, ptr %arrayidx6, align 8, !tbaa !11
  br label %if.end9

if.end9:                                          ; preds = %if.then5, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp10 = icmp eq i32 %add, 0
  br i1 %cmp10, label %if.then11, label %if.end16

if.then11:                                        ; preds = %if.end9
  %6 = load double, ptr %weights, align 8, !tbaa !11
  store double %6, ptr %CDF, align 8, !tbaa !11
  %cmp14.i = icmp sgt i32 %Nparticles, 1
  br i1 %cmp14.i, label %for.body.i.preheader, label %_Z7cdfCalcPdS_i.exit

for.body.i.preheader:                             ; preds = %if.then11
  %load_initial = load double, ptr %CDF, align 8
  %7 = add nsw i32 %Nparticles, -1
  %8 = add nsw i32 %Nparticles, -2
  %xtraiter = and i32 %7, 3
  %9 = icmp ult i32 %8, 3
  br i1 %9, label %for.body.i.epil.preheader, label %for.body.i.preheader.new

for.body.i.preheader.new:                         ; preds = %for.body.i.preheader
  %unroll_iter = and i32 %7, -4
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %for.body.i.preheader.new
  %store_forwarded = phi double [ %load_initial, %for.body.i.preheader.new ], [ %add.i.3, %for.body.i ]
  %x.015.i = phi i32 [ 1, %for.body.i.preheader.new ], [ %inc.i.3, %for.body.i ]
  %niter = phi i32 [ 0, %for.body.i.preheader.new ], [ %niter.next.3, %for.body.i ]
  %idxprom.i = zext nneg i32 %x.015.i to i64
  %arrayidx2.i = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.i
  %10 = load double, ptr %arrayidx2.i, align 8, !tbaa !11
  %11 = getelementptr double, ptr %CDF, i64 %idxprom.i
  %add.i = fadd contract double %10, %store_forwarded
  store double %add.i, ptr %11, align 8, !tbaa !11
  %inc.i = add nuw nsw i32 %x.015.i, 1
  %idxprom.i.1 = zext nneg i32 %inc.i to i64
  %arrayidx2.i.1 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.i.1
  %12 = load double, ptr %arrayidx2.i.1, align 8, !tbaa !11
  %13 = getelementptr double, ptr %CDF, i64 %idxprom.i.1
  %add.i.1 = fadd contract double %12, %add.i
  store double %add.i.1, ptr %13, align 8, !tbaa !11
  %inc.i.1 = add nuw nsw i32 %x.015.i, 2
  %idxprom.i.2 = zext nneg i32 %inc.i.1 to i64
  %arrayidx2.i.2 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.i.2
  %14 = load double, ptr %arrayidx2.i.2, align 8, !tbaa !11
  %15 = getelementptr double, ptr %CDF, i64 %idxprom.i.2
  %add.i.2 = fadd contract double %14, %add.i.1
  store double %add.i.2, ptr %15, align 8, !tbaa !11
  %inc.i.2 = add nuw nsw i32 %x.015.i, 3
  %idxprom.i.3 = zext nneg i32 %inc.i.2 to i64
  %arrayidx2.i.3 = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.i.3
  %16 = load double, ptr %arrayidx2.i.3, align 8, !tbaa !11
  %17 = getelementptr double, ptr %CDF, i64 %idxprom.i.3
  %add.i.3 = fadd contract double %16, %add.i.2
  store double %add.i.3, ptr %17, align 8, !tbaa !11
  %inc.i.3 = add nuw nsw i32 %x.015.i, 4
  %niter.next.3 = add nuw i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa, label %for.body.i, !llvm.loop !13

_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa:          ; preds = %for.body.i
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_Z7cdfCalcPdS_i.exit, label %for.body.i.epil.preheader

for.body.i.epil.preheader:                        ; preds = %_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa, %for.body.i.preheader
  %store_forwarded.epil.init = phi double [ %load_initial, %for.body.i.preheader ], [ %add.i.3, %_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa ]
  %x.015.i.epil.init = phi i32 [ 1, %for.body.i.preheader ], [ %inc.i.3, %_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa ]
  %lcmp.mod47 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod47)
  br label %for.body.i.epil

for.body.i.epil:                                  ; preds = %for.body.i.epil, %for.body.i.epil.preheader
  %store_forwarded.epil = phi double [ %store_forwarded.epil.init, %for.body.i.epil.preheader ], [ %add.i.epil, %for.body.i.epil ]
  %x.015.i.epil = phi i32 [ %x.015.i.epil.init, %for.body.i.epil.preheader ], [ %inc.i.epil, %for.body.i.epil ]
  %epil.iter = phi i32 [ 0, %for.body.i.epil.preheader ], [ %epil.iter.next, %for.body.i.epil ]
  %idxprom.i.epil = zext nneg i32 %x.015.i.epil to i64
  %arrayidx2.i.epil = getelementptr inbounds nuw double, ptr %weights, i64 %idxprom.i.epil
  %18 = load double, ptr %arrayidx2.i.epil, align 8, !tbaa !11
  %19 = getelementptr double, ptr %CDF, i64 %idxprom.i.epil
  %add.i.epil = fadd contract double %18, %store_forwarded.epil
  store double %add.i.epil, ptr %19, align 8, !tbaa !11
  %inc.i.epil = add nuw nsw i32 %x.015.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_Z7cdfCalcPdS_i.exit, label %for.body.i.epil, !llvm.loop !20

_Z7cdfCalcPdS_i.exit:                             ; preds = %_Z7cdfCalcPdS_i.exit.loopexit.unr-lcssa, %for.body.i.epil, %if.then11
  %conv = sitofp i32 %Nparticles to double
  %div12 = fdiv contract double 1.000000e+00, %conv
  %20 = load i32, ptr %seed, align 4, !tbaa !4
  %mul.i = mul nsw i32 %20, 1103515245
  %add.i46 = add nsw i32 %mul.i, 12345
  %rem.i = srem i32 %add.i46, 2147483647
  store i32 %rem.i, ptr %seed, align 4, !tbaa !4
  %conv.i = sitofp i32 %rem.i to double
  %div.i = fdiv contract double %conv.i, 0x41DFFFFFFFC00000
  %call.i.i = tail call contract noundef double @__nv_fabs(double noundef %div.i) #9
  %mul14 = fmul contract double %div12, %call.i.i
  store double %mul14, ptr %u, align 8, !tbaa !11
  br label %if.end16

if.end16:                                         ; preds = %_Z7cdfCalcPdS_i.exit, %if.end9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then19, label %if.end21

if.then19:                                        ; preds = %if.end16
  %21 = load double, ptr %u, align 8, !tbaa !11
  store double %21, ptr addrspacecast (ptr addrspace(3) @_ZZ24normalize_weights_kernelPdiS_S_S_PiE2u1 to ptr), align 8, !tbaa !11
  br label %if.end21

if.end21:                                         ; preds = %if.then19, %if.end16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp4, label %if.then23, label %if.end30

if.then23:                                        ; preds = %if.end21
  %22 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ24normalize_weights_kernelPdiS_S_S_PiE2u1 to ptr), align 8, !tbaa !11
  %conv24 = sitofp i32 %add to double
  %conv25 = sitofp i32 %Nparticles to double
  %div26 = fdiv contract double %conv24, %conv25
  %add27 = fadd contract double %div26, %22
  %idxprom28 = sext i32 %add to i64
  %arrayidx29 = getelementptr inbounds double, ptr %u, i64 %idxprom28
  store double %add27, ptr %arrayidx29, align 8, !tbaa !11
  br label %if.end30

if.end30:                                         ; preds = %if.then23, %if.end21
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10sum_kernelPdi(ptr noundef captures(none) %partial_sums, i32 noundef %Nparticles) local_unnamed_addr #4 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = sub nsw i32 0, %2
  %cmp = icmp eq i32 %mul, %add
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %conv = sitofp i32 %Nparticles to double
  %div = fmul contract double %conv, 0x3F60000000000000
  %call.i = tail call contract noundef double @__nv_ceil(double noundef %div) #9
  %conv4 = fptosi double %call.i to i32
  %cmp512 = icmp sgt i32 %conv4, 0
  br i1 %cmp512, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %conv4, 3
  %3 = icmp ult i32 %conv4, 4
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %conv4, 2147483644
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %x.014 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %sum.013 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add6.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %idxprom = zext nneg i32 %x.014 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %partial_sums, i64 %idxprom
  %4 = load double, ptr %arrayidx, align 8, !tbaa !11
  %add6 = fadd contract double %sum.013, %4
  %5 = zext nneg i32 %x.014 to i64
  %6 = getelementptr inbounds nuw double, ptr %partial_sums, i64 %5
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %7 = load double, ptr %arrayidx.1, align 8, !tbaa !11
  %add6.1 = fadd contract double %add6, %7
  %8 = zext nneg i32 %x.014 to i64
  %9 = getelementptr inbounds nuw double, ptr %partial_sums, i64 %8
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %10 = load double, ptr %arrayidx.2, align 8, !tbaa !11
  %add6.2 = fadd contract double %add6.1, %10
  %11 = zext nneg i32 %x.014 to i64
  %12 = getelementptr inbounds nuw double, ptr %partial_sums, i64 %11
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %13 = load double, ptr %arrayidx.3, align 8, !tbaa !11
  %add6.3 = fadd contract double %add6.2, %13
  %inc.3 = add nuw nsw i32 %x.014, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !21

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %x.014.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %sum.013.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %add6.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod16 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod16)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %x.014.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %x.014.epil.init, %for.body.epil.preheader ]
  %sum.013.epil = phi double [ %add6.epil, %for.body.epil ], [ %sum.013.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %idxprom.epil = zext nneg i32 %x.014.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw double, ptr %partial_sums, i64 %idxprom.epil
  %14 = load double, ptr %arrayidx.epil, align 8, !tbaa !11
  %add6.epil = fadd contract double %sum.013.epil, %14
  %inc.epil = add nuw nsw i32 %x.014.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !22

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %if.then
  %sum.0.lcssa = phi double [ 0.000000e+00, %if.then ], [ %add6.3, %for.end.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ]
  store double %sum.0.lcssa, ptr %partial_sums, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17likelihood_kernelPdS_S_S_S_PiS0_S_PhS_S_iiiiiiS0_S_(ptr noundef captures(none) %arrayX, ptr noundef captures(none) %arrayY, ptr noundef readonly captures(none) %xj, ptr noundef readonly captures(none) %yj, ptr noundef readnone captures(none) %CDF, ptr noundef captures(none) %ind, ptr noundef readonly captures(none) %objxy, ptr noundef writeonly captures(none) %likelihood, ptr noundef readonly captures(none) %I, ptr noundef readnone captures(none) %u, ptr noundef captures(none) %weights, i32 noundef %Nparticles, i32 noundef %countOnes, i32 noundef %max_size, i32 noundef %k, i32 noundef %IszY, i32 noundef %Nfr, ptr noundef captures(none) %seed, ptr noundef writeonly captures(none) %partial_sums) local_unnamed_addr #4 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %Nparticles
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %xj, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !11
  %arrayidx4 = getelementptr inbounds double, ptr %arrayX, i64 %idxprom
  store double %3, ptr %arrayidx4, align 8, !tbaa !11
  %arrayidx6 = getelementptr inbounds double, ptr %yj, i64 %idxprom
  %4 = load double, ptr %arrayidx6, align 8, !tbaa !11
  %arrayidx8 = getelementptr inbounds double, ptr %arrayY, i64 %idxprom
  store double %4, ptr %arrayidx8, align 8, !tbaa !11
  %conv = sitofp i32 %Nparticles to double
  %div = fdiv contract double 1.000000e+00, %conv
  %arrayidx10 = getelementptr inbounds double, ptr %weights, i64 %idxprom
  store double %div, ptr %arrayidx10, align 8, !tbaa !11
  %5 = load double, ptr %arrayidx4, align 8, !tbaa !11
  %add13 = fadd contract double %5, 1.000000e+00
  %arrayidx.i.i = getelementptr inbounds i32, ptr %seed, i64 %idxprom
  %6 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %mul.i.i = mul nsw i32 %6, 1103515245
  %add.i.i = add nsw i32 %mul.i.i, 12345
  %rem.i.i = srem i32 %add.i.i, 2147483647
  store i32 %rem.i.i, ptr %arrayidx.i.i, align 4, !tbaa !4
  %conv.i.i = sitofp i32 %rem.i.i to double
  %div.i.i = fdiv contract double %conv.i.i, 0x41DFFFFFFFC00000
  %call.i.i.i = tail call contract noundef double @__nv_fabs(double noundef %div.i.i) #9
  %7 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %mul.i14.i = mul nsw i32 %7, 1103515245
  %add.i15.i = add nsw i32 %mul.i14.i, 12345
  %rem.i16.i = srem i32 %add.i15.i, 2147483647
  store i32 %rem.i16.i, ptr %arrayidx.i.i, align 4, !tbaa !4
  %conv.i17.i = sitofp i32 %rem.i16.i to double
  %div.i18.i = fdiv contract double %conv.i17.i, 0x41DFFFFFFFC00000
  %call.i.i19.i = tail call contract noundef double @__nv_fabs(double noundef %div.i18.i) #9
  %mul2.i = fmul contract double %call.i.i19.i, 0x401921FB54442D18
  %call.i.i = tail call contract noundef double @__nv_cos(double noundef %mul2.i) #9
  %call.i10.i = tail call contract noundef double @__nv_log(double noundef %call.i.i.i) #9
  %mul5.i = fmul contract double %call.i10.i, -2.000000e+00
  %call.i11.i = tail call contract noundef double @__nv_sqrt(double noundef %mul5.i) #9
  %mul7.i = fmul contract double %call.i.i, %call.i11.i
  %mul15 = fmul contract double %mul7.i, 5.000000e+00
  %add16 = fadd contract double %add13, %mul15
  store double %add16, ptr %arrayidx4, align 8, !tbaa !11
  %8 = load double, ptr %arrayidx8, align 8, !tbaa !11
  %sub = fadd contract double %8, -2.000000e+00
  %9 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %mul.i.i190 = mul nsw i32 %9, 1103515245
  %add.i.i191 = add nsw i32 %mul.i.i190, 12345
  %rem.i.i192 = srem i32 %add.i.i191, 2147483647
  store i32 %rem.i.i192, ptr %arrayidx.i.i, align 4, !tbaa !4
  %conv.i.i193 = sitofp i32 %rem.i.i192 to double
  %div.i.i194 = fdiv contract double %conv.i.i193, 0x41DFFFFFFFC00000
  %call.i.i.i195 = tail call contract noundef double @__nv_fabs(double noundef %div.i.i194) #9
  %10 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !4
  %mul.i14.i196 = mul nsw i32 %10, 1103515245
  %add.i15.i197 = add nsw i32 %mul.i14.i196, 12345
  %rem.i16.i198 = srem i32 %add.i15.i197, 2147483647
  store i32 %rem.i16.i198, ptr %arrayidx.i.i, align 4, !tbaa !4
  %conv.i17.i199 = sitofp i32 %rem.i16.i198 to double
  %div.i18.i200 = fdiv contract double %conv.i17.i199, 0x41DFFFFFFFC00000
  %call.i.i19.i201 = tail call contract noundef double @__nv_fabs(double noundef %div.i18.i200) #9
  %mul2.i202 = fmul contract double %call.i.i19.i201, 0x401921FB54442D18
  %call.i.i203 = tail call contract noundef double @__nv_cos(double noundef %mul2.i202) #9
  %call.i10.i204 = tail call contract noundef double @__nv_log(double noundef %call.i.i.i195) #9
  %mul5.i205 = fmul contract double %call.i10.i204, -2.000000e+00
  %call.i11.i206 = tail call contract noundef double @__nv_sqrt(double noundef %mul5.i205) #9
  %mul7.i207 = fmul contract double %call.i.i203, %call.i11.i206
  %mul22 = fmul contract double %mul7.i207, 2.000000e+00
  %add23 = fadd contract double %sub, %mul22
  store double %add23, ptr %arrayidx8, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %for.cond.preheader, label %if.end86

for.cond.preheader:                               ; preds = %if.end
  %cmp28211 = icmp sgt i32 %countOnes, 0
  br i1 %cmp28211, label %for.body.lr.ph, label %_Z17calcLikelihoodSumPhPiii.exit

for.body.lr.ph:                                   ; preds = %for.cond.preheader
  %idxprom29 = sext i32 %add to i64
  %arrayidx30 = getelementptr inbounds double, ptr %arrayX, i64 %idxprom29
  %arrayidx40 = getelementptr inbounds double, ptr %arrayY, i64 %idxprom29
  %mul54 = mul nsw i32 %countOnes, %add
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %y.0212 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %11 = load double, ptr %arrayidx30, align 8, !tbaa !11
  %conv.i = fptosi double %11 to i32
  %mul32 = shl nuw nsw i32 %y.0212, 1
  %12 = zext nneg i32 %mul32 to i64
  %13 = getelementptr inbounds nuw i32, ptr %objxy, i64 %12
  %arrayidx35 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %14 = load i32, ptr %arrayidx35, align 4, !tbaa !4
  %add37217 = add i32 %14, %conv.i
  %15 = load double, ptr %arrayidx40, align 8, !tbaa !11
  %conv.i208 = fptosi double %15 to i32
  %16 = load i32, ptr %13, align 4, !tbaa !4
  %add46216 = add i32 %16, %conv.i208
  %mul48 = mul nsw i32 %IszY, %add37217
  %mul49186 = add i32 %mul48, %add46216
  %add51 = mul i32 %mul49186, %Nfr
  %add52 = add nsw i32 %add51, %k
  %call.i187 = tail call noundef i32 @__nv_abs(i32 noundef %add52) #9
  %add55 = add nsw i32 %y.0212, %mul54
  %idxprom56 = sext i32 %add55 to i64
  %arrayidx57 = getelementptr inbounds i32, ptr %ind, i64 %idxprom56
  %cmp62.not = icmp slt i32 %call.i187, %max_size
  %spec.select = select i1 %cmp62.not, i32 %call.i187, i32 0
  store i32 %spec.select, ptr %arrayidx57, align 4, !tbaa !4
  %inc = add nuw nsw i32 %y.0212, 1
  %exitcond.not = icmp eq i32 %inc, %countOnes
  br i1 %exitcond.not, label %for.body.lr.ph.i, label %for.body, !llvm.loop !23

for.body.lr.ph.i:                                 ; preds = %for.body
  %mul.i = mul nsw i32 %countOnes, %add
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %for.body.lr.ph.i
  %x.030.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc.i, %for.body.i ]
  %likelihoodSum.029.i = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %add15.i, %for.body.i ]
  %add.i = add nsw i32 %x.030.i, %mul.i
  %idxprom.i = sext i32 %add.i to i64
  %arrayidx.i = getelementptr inbounds i32, ptr %ind, i64 %idxprom.i
  %17 = load i32, ptr %arrayidx.i, align 4, !tbaa !4
  %idxprom1.i = sext i32 %17 to i64
  %arrayidx2.i = getelementptr inbounds i8, ptr %I, i64 %idxprom1.i
  %18 = load i8, ptr %arrayidx2.i, align 1, !tbaa !8
  %conv.i210 = zext i8 %18 to i32
  %sub.i = add nsw i32 %conv.i210, -100
  %conv3.i = sitofp i32 %sub.i to double
  %call.i26.i = tail call contract noundef double @__nv_powi(double noundef %conv3.i, i32 noundef 2) #9
  %19 = load i32, ptr %arrayidx.i, align 4, !tbaa !4
  %idxprom8.i = sext i32 %19 to i64
  %arrayidx9.i = getelementptr inbounds i8, ptr %I, i64 %idxprom8.i
  %20 = load i8, ptr %arrayidx9.i, align 1, !tbaa !8
  %conv10.i = zext i8 %20 to i32
  %sub11.i = add nsw i32 %conv10.i, -228
  %conv12.i = sitofp i32 %sub11.i to double
  %call.i27.i = tail call contract noundef double @__nv_powi(double noundef %conv12.i, i32 noundef 2) #9
  %sub14.i = fsub contract double %call.i26.i, %call.i27.i
  %div.i = fdiv contract double %sub14.i, 5.000000e+01
  %add15.i = fadd contract double %likelihoodSum.029.i, %div.i
  %inc.i = add nuw nsw i32 %x.030.i, 1
  %exitcond.not.i = icmp eq i32 %inc.i, %countOnes
  br i1 %exitcond.not.i, label %_Z17calcLikelihoodSumPhPiii.exit, label %for.body.i, !llvm.loop !9

_Z17calcLikelihoodSumPhPiii.exit:                 ; preds = %for.body.i, %for.cond.preheader
  %likelihoodSum.0.lcssa.i = phi double [ 0.000000e+00, %for.cond.preheader ], [ %add15.i, %for.body.i ]
  %idxprom70 = sext i32 %add to i64
  %arrayidx71 = getelementptr inbounds double, ptr %likelihood, i64 %idxprom70
  %conv74 = sitofp i32 %countOnes to double
  %div75 = fdiv contract double %likelihoodSum.0.lcssa.i, %conv74
  store double %div75, ptr %arrayidx71, align 8, !tbaa !11
  %arrayidx79 = getelementptr inbounds double, ptr %weights, i64 %idxprom70
  %21 = load double, ptr %arrayidx79, align 8, !tbaa !11
  %call.i = tail call contract noundef double @__nv_exp(double noundef %div75) #9
  %mul83 = fmul contract double %21, %call.i
  store double %mul83, ptr %arrayidx79, align 8, !tbaa !11
  br label %if.end86

if.end86:                                         ; preds = %_Z17calcLikelihoodSumPhPiii.exit, %if.end
  %idxprom88 = zext nneg i32 %2 to i64
  %arrayidx89 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17likelihood_kernelPdS_S_S_S_PiS0_S_PhS_S_iiiiiiS0_S_E6buffer to ptr), i64 %idxprom88
  store double 0.000000e+00, ptr %arrayidx89, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then91, label %if.end97

if.then91:                                        ; preds = %if.end86
  %idxprom92 = sext i32 %add to i64
  %arrayidx93 = getelementptr inbounds double, ptr %weights, i64 %idxprom92
  %22 = load double, ptr %arrayidx93, align 8, !tbaa !11
  store double %22, ptr %arrayidx89, align 8, !tbaa !11
  br label %if.end97

if.end97:                                         ; preds = %if.then91, %if.end86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s.0213 = lshr i32 %1, 1
  %cmp101.not214 = icmp eq i32 %s.0213, 0
  br i1 %cmp101.not214, label %for.cond.cleanup, label %for.body102

for.cond.cleanup:                                 ; preds = %if.end114, %if.end97
  %cmp118 = icmp eq i32 %2, 0
  br i1 %cmp118, label %if.then119, label %if.end123

for.body102:                                      ; preds = %if.end97, %if.end114
  %s.0215 = phi i32 [ %s.0, %if.end114 ], [ %s.0213, %if.end97 ]
  %cmp104 = icmp samesign ult i32 %2, %s.0215
  br i1 %cmp104, label %if.then105, label %if.end114

if.then105:                                       ; preds = %for.body102
  %add107 = add nuw nsw i32 %s.0215, %2
  %idxprom108 = zext nneg i32 %add107 to i64
  %arrayidx109 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17likelihood_kernelPdS_S_S_S_PiS0_S_PhS_S_iiiiiiS0_S_E6buffer to ptr), i64 %idxprom108
  %23 = load double, ptr %arrayidx109, align 8, !tbaa !11
  %24 = load double, ptr %arrayidx89, align 8, !tbaa !11
  %add113 = fadd contract double %23, %24
  store double %add113, ptr %arrayidx89, align 8, !tbaa !11
  br label %if.end114

if.end114:                                        ; preds = %if.then105, %for.body102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %s.0 = lshr i32 %s.0215, 1
  %cmp101.not = icmp eq i32 %s.0, 0
  br i1 %cmp101.not, label %for.cond.cleanup, label %for.body102, !llvm.loop !24

if.then119:                                       ; preds = %for.cond.cleanup
  %idxprom121 = zext nneg i32 %0 to i64
  %arrayidx122 = getelementptr inbounds nuw double, ptr %partial_sums, i64 %idxprom121
  %25 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ17likelihood_kernelPdS_S_S_S_PiS0_S_PhS_S_iiiiiiS0_S_E6buffer to ptr), align 8, !tbaa !11
  store double %25, ptr %arrayidx122, align 8, !tbaa !11
  br label %if.end123

if.end123:                                        ; preds = %if.then119, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local double @__nv_powi(double noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local double @__nv_fabs(double noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local double @__nv_cos(double noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: convergent nounwind
declare dso_local double @__nv_ceil(double noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_abs(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind }

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
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !6, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
