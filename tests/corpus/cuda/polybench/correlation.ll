; ModuleID = 'polybench/correlation.cu'
source_filename = "polybench/correlation.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mean_kerneliiPfS_(i32 noundef %m, i32 noundef %n, ptr noundef writeonly captures(none) %mean, ptr noundef readonly captures(none) %data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %mean, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp321 = icmp sgt i32 %n, 0
  br i1 %cmp321, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  %invariant.op = add i32 264, %add
  %invariant.op25 = add i32 528, %add
  %invariant.op26 = add i32 792, %add
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %4 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add10.3, %for.body ]
  %i.022 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nuw nsw i32 %i.022, 264
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %data, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %add10 = fadd contract float %5, %4
  store float %add10, ptr %arrayidx, align 4, !tbaa !8
  %6 = mul nuw i32 %i.022, 264
  %add5.1.reass = add i32 %6, %invariant.op
  %idxprom6.1 = sext i32 %add5.1.reass to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %data, i64 %idxprom6.1
  %7 = load float, ptr %arrayidx7.1, align 4, !tbaa !8
  %add10.1 = fadd contract float %7, %add10
  store float %add10.1, ptr %arrayidx, align 4, !tbaa !8
  %8 = mul nuw i32 %i.022, 264
  %add5.2.reass = add i32 %8, %invariant.op25
  %idxprom6.2 = sext i32 %add5.2.reass to i64
  %arrayidx7.2 = getelementptr inbounds float, ptr %data, i64 %idxprom6.2
  %9 = load float, ptr %arrayidx7.2, align 4, !tbaa !8
  %add10.2 = fadd contract float %9, %add10.1
  store float %add10.2, ptr %arrayidx, align 4, !tbaa !8
  %10 = mul nuw i32 %i.022, 264
  %add5.3.reass = add i32 %10, %invariant.op26
  %idxprom6.3 = sext i32 %add5.3.reass to i64
  %arrayidx7.3 = getelementptr inbounds float, ptr %data, i64 %idxprom6.3
  %11 = load float, ptr %arrayidx7.3, align 4, !tbaa !8
  %add10.3 = fadd contract float %11, %add10.2
  store float %add10.3, ptr %arrayidx, align 4, !tbaa !8
  %inc.3 = add nuw nsw i32 %i.022, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add10.3, %for.end.loopexit.unr-lcssa ]
  %i.022.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod24 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod24)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %12 = phi float [ %add10.epil, %for.body.epil ], [ %.epil.init, %for.body.epil.preheader ]
  %i.022.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.022.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %mul4.epil = mul nuw nsw i32 %i.022.epil, 264
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %data, i64 %idxprom6.epil
  %13 = load float, ptr %arrayidx7.epil, align 4, !tbaa !8
  %add10.epil = fadd contract float %13, %12
  store float %add10.epil, ptr %arrayidx, align 4, !tbaa !8
  %inc.epil = add nuw nsw i32 %i.022.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !12

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %if.then
  %14 = phi float [ 0.000000e+00, %if.then ], [ %add10.3, %for.end.loopexit.unr-lcssa ], [ %add10.epil, %for.body.epil ]
  %div = fdiv contract float %14, 0x414885C200000000
  store float %div, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10std_kerneliiPfS_S_(i32 noundef %m, i32 noundef %n, ptr noundef readonly captures(none) %mean, ptr noundef writeonly captures(none) %std, ptr noundef readonly captures(none) %data) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %if.then, label %if.end34

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %std, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp358 = icmp sgt i32 %n, 0
  br i1 %cmp358, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %if.then
  %arrayidx9 = getelementptr inbounds float, ptr %mean, i64 %idxprom
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %n, 2147483646
  %invariant.op = add i32 264, %add
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %4 = phi float [ 0.000000e+00, %for.body.lr.ph.new ], [ %add20.1, %for.body ]
  %i.059 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %mul4 = mul nuw nsw i32 %i.059, 264
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %data, i64 %idxprom6
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sub = fsub contract float %5, %6
  %mul17 = fmul contract float %sub, %sub
  %add20 = fadd contract float %4, %mul17
  store float %add20, ptr %arrayidx, align 4, !tbaa !8
  %7 = mul nuw i32 %i.059, 264
  %add5.1.reass = add i32 %7, %invariant.op
  %idxprom6.1 = sext i32 %add5.1.reass to i64
  %arrayidx7.1 = getelementptr inbounds float, ptr %data, i64 %idxprom6.1
  %8 = load float, ptr %arrayidx7.1, align 4, !tbaa !8
  %9 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sub.1 = fsub contract float %8, %9
  %mul17.1 = fmul contract float %sub.1, %sub.1
  %add20.1 = fadd contract float %add20, %mul17.1
  store float %add20.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.059, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !14

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add20.1, %for.end.loopexit.unr-lcssa ]
  %i.059.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod61 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod61)
  %mul4.epil = mul nuw nsw i32 %i.059.epil.init, 264
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds float, ptr %data, i64 %idxprom6.epil
  %10 = load float, ptr %arrayidx7.epil, align 4, !tbaa !8
  %11 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %sub.epil = fsub contract float %10, %11
  %mul17.epil = fmul contract float %sub.epil, %sub.epil
  %add20.epil = fadd contract float %.epil.init, %mul17.epil
  store float %add20.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %for.end

for.end:                                          ; preds = %for.body.epil.preheader, %for.end.loopexit.unr-lcssa, %if.then
  %12 = phi float [ 0.000000e+00, %if.then ], [ %add20.1, %for.end.loopexit.unr-lcssa ], [ %add20.epil, %for.body.epil.preheader ]
  %div = fdiv contract float %12, 0x414885C200000000
  store float %div, ptr %arrayidx, align 4, !tbaa !8
  %call.i57 = tail call contract noundef float @__nv_sqrtf(float noundef %div) #5
  %cmp30 = fcmp contract ugt float %call.i57, 0x3F747AE140000000
  %storemerge = select i1 %cmp30, float %call.i57, float 1.000000e+00
  store float %storemerge, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end34

if.end34:                                         ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13reduce_kerneliiPfS_S_(i32 noundef %m, i32 noundef %n, ptr noundef readonly captures(none) %mean, ptr noundef readonly captures(none) %std, ptr noundef captures(none) %data) local_unnamed_addr #1 {
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
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %m
  %or.cond = and i1 %cmp8, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %mean, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul9 = mul nuw nsw i32 %add7, 264
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %data, i64 %idxprom11
  %7 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %sub = fsub contract float %7, %6
  store float %sub, ptr %arrayidx12, align 4, !tbaa !8
  %call.i28 = tail call contract noundef float @__nv_sqrtf(float noundef 0x414885C200000000) #5
  %arrayidx15 = getelementptr inbounds float, ptr %std, i64 %idxprom
  %8 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %mul16 = fmul contract float %call.i28, %8
  %9 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %div = fdiv contract float %9, %mul16
  store float %div, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11corr_kerneliiPfS_(i32 noundef %m, i32 noundef %n, ptr noundef writeonly captures(none) %symmat, ptr noundef readonly captures(none) %data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %sub = add nsw i32 %m, -1
  %cmp = icmp slt i32 %add, %sub
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i32 %add, 264
  %add4 = mul i32 %add, 265
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds float, ptr %symmat, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %j2.064 = add nsw i32 %add, 1
  %cmp665 = icmp slt i32 %j2.064, %m
  br i1 %cmp665, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %cmp1262 = icmp sgt i32 %n, 0
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  %unroll_iter = and i32 %n, 2147483646
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %lcmp.mod68 = icmp ne i32 %xtraiter, 0
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.end
  %j2.066 = phi i32 [ %j2.064, %for.body.lr.ph ], [ %j2.0, %for.end ]
  %add8 = add nsw i32 %j2.066, %mul3
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %symmat, i64 %idxprom9
  store float 0.000000e+00, ptr %arrayidx10, align 4, !tbaa !8
  br i1 %cmp1262, label %for.body13.preheader, label %for.end

for.body13.preheader:                             ; preds = %for.body
  br i1 %3, label %for.body13.epil.preheader, label %for.body13

for.body13:                                       ; preds = %for.body13.preheader, %for.body13
  %4 = phi float [ %add27.1, %for.body13 ], [ 0.000000e+00, %for.body13.preheader ]
  %i.063 = phi i32 [ %inc.1, %for.body13 ], [ 0, %for.body13.preheader ]
  %niter = phi i32 [ %niter.next.1, %for.body13 ], [ 0, %for.body13.preheader ]
  %mul14 = mul nuw nsw i32 %i.063, 264
  %add15 = add nsw i32 %mul14, %add
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %data, i64 %idxprom16
  %5 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %add19 = add nsw i32 %mul14, %j2.066
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %data, i64 %idxprom20
  %6 = load float, ptr %arrayidx21, align 4, !tbaa !8
  %mul22 = fmul contract float %5, %6
  %add27 = fadd contract float %4, %mul22
  store float %add27, ptr %arrayidx10, align 4, !tbaa !8
  %7 = mul nuw i32 %i.063, 264
  %mul14.1 = add nuw i32 %7, 264
  %add15.1 = add nsw i32 %mul14.1, %add
  %idxprom16.1 = sext i32 %add15.1 to i64
  %arrayidx17.1 = getelementptr inbounds float, ptr %data, i64 %idxprom16.1
  %8 = load float, ptr %arrayidx17.1, align 4, !tbaa !8
  %add19.1 = add nsw i32 %mul14.1, %j2.066
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr %data, i64 %idxprom20.1
  %9 = load float, ptr %arrayidx21.1, align 4, !tbaa !8
  %mul22.1 = fmul contract float %8, %9
  %add27.1 = fadd contract float %add27, %mul22.1
  store float %add27.1, ptr %arrayidx10, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.063, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body13, !llvm.loop !15

for.end.loopexit.unr-lcssa:                       ; preds = %for.body13
  br i1 %lcmp.mod.not, label %for.end, label %for.body13.epil.preheader

for.body13.epil.preheader:                        ; preds = %for.end.loopexit.unr-lcssa, %for.body13.preheader
  %.epil.init = phi float [ 0.000000e+00, %for.body13.preheader ], [ %add27.1, %for.end.loopexit.unr-lcssa ]
  %i.063.epil.init = phi i32 [ 0, %for.body13.preheader ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod68)
  %mul14.epil = mul nuw nsw i32 %i.063.epil.init, 264
  %add15.epil = add nsw i32 %mul14.epil, %add
  %idxprom16.epil = sext i32 %add15.epil to i64
  %arrayidx17.epil = getelementptr inbounds float, ptr %data, i64 %idxprom16.epil
  %10 = load float, ptr %arrayidx17.epil, align 4, !tbaa !8
  %add19.epil = add nsw i32 %mul14.epil, %j2.066
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr %data, i64 %idxprom20.epil
  %11 = load float, ptr %arrayidx21.epil, align 4, !tbaa !8
  %mul22.epil = fmul contract float %10, %11
  %add27.epil = fadd contract float %.epil.init, %mul22.epil
  store float %add27.epil, ptr %arrayidx10, align 4, !tbaa !8
  br label %for.end

for.end:                                          ; preds = %for.body13.epil.preheader, %for.end.loopexit.unr-lcssa, %for.body
  %12 = phi float [ 0.000000e+00, %for.body ], [ %add27.1, %for.end.loopexit.unr-lcssa ], [ %add27.epil, %for.body13.epil.preheader ]
  %mul32 = mul nsw i32 %j2.066, 264
  %add33 = add nsw i32 %mul32, %add
  %idxprom34 = sext i32 %add33 to i64
  %arrayidx35 = getelementptr inbounds float, ptr %symmat, i64 %idxprom34
  store float %12, ptr %arrayidx35, align 4, !tbaa !8
  %j2.0 = add nsw i32 %j2.066, 1
  %cmp6 = icmp slt i32 %j2.0, %m
  br i1 %cmp6, label %for.body, label %if.end, !llvm.loop !16

if.end:                                           ; preds = %for.end, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
