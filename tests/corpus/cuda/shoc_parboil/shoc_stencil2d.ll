; ModuleID = 'shoc_parboil/shoc_stencil2d.cu'
source_filename = "shoc_parboil/shoc_stencil2d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z13StencilKernelIfEvPT_S1_iiS0_S0_S0_ = comdat any

$_Z13StencilKernelIdEvPT_S1_iiS0_S0_S0_ = comdat any

@sh_float = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@sh_double = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11ToGlobalRowiii(i32 noundef %gidRow, i32 noundef %lszRow, i32 noundef %lidRow) local_unnamed_addr #0 {
entry:
  %mul = mul nsw i32 %lszRow, %gidRow
  %add = add nsw i32 %mul, %lidRow
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11ToGlobalColiii(i32 noundef %gidCol, i32 noundef %lszCol, i32 noundef %lidCol) local_unnamed_addr #0 {
entry:
  %mul = mul nsw i32 %lszCol, %gidCol
  %add = add nsw i32 %mul, %lidCol
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z9ToFlatIdxiii(i32 noundef %row, i32 noundef %col, i32 noundef %rowWidth) local_unnamed_addr #0 {
entry:
  %add = add nsw i32 %row, 1
  %add1 = add nsw i32 %rowWidth, 2
  %mul = mul nsw i32 %add1, %add
  %add2 = add nsw i32 %col, 1
  %add3 = add nsw i32 %add2, %mul
  ret i32 %add3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13StencilKernelIfEvPT_S1_iiS0_S0_S0_(ptr noundef readonly captures(none) %data, ptr noundef writeonly captures(none) %newData, i32 noundef %alignment, i32 noundef %nStripItems, float noundef %wCenter, float noundef %wCardinal, float noundef %wDiagonal) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul.i = mul nsw i32 %nStripItems, %0
  %add.i = add nsw i32 %mul.i, %3
  %mul.i234 = mul nuw nsw i32 %5, %1
  %add.i235 = add nuw nsw i32 %mul.i234, %4
  %mul = mul nuw nsw i32 %2, %5
  %add = add nuw nsw i32 %mul, 2
  %rem = srem i32 %add, %alignment
  %cmp = icmp eq i32 %rem, 0
  %sub = sub nsw i32 %alignment, %rem
  %spec.select = select i1 %cmp, i32 0, i32 %sub
  %sub10 = add i32 %spec.select, %mul
  %add12 = add i32 %nStripItems, 2
  %cmp13313 = icmp sgt i32 %nStripItems, -2
  br i1 %cmp13313, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add1.i = add nuw nsw i32 %5, 2
  %add2.i = add nuw nsw i32 %4, 1
  %add1.i239 = add nsw i32 %sub10, 2
  %add2.i241 = add nuw nsw i32 %add.i235, 1
  %smax = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter = and i32 %smax, 1
  %6 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %smax, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %i.0314.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod329 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod329)
  %add.i236.epil = add nuw i32 %i.0314.epil.init, %3
  %mul.i237.epil = mul nsw i32 %add.i236.epil, %add1.i
  %add3.i.epil = add nsw i32 %add2.i, %mul.i237.epil
  %add.i238.epil = add i32 %i.0314.epil.init, %add.i
  %mul.i240.epil = mul nsw i32 %add.i238.epil, %add1.i239
  %add3.i242.epil = add nsw i32 %add2.i241, %mul.i240.epil
  %idxprom.epil = sext i32 %add3.i242.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %data, i64 %idxprom.epil
  %7 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %idxprom20.epil = sext i32 %add3.i.epil to i64
  %arrayidx21.epil = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom20.epil
  store float %7, ptr %arrayidx21.epil, align 4, !tbaa !8
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %cmp22 = icmp eq i32 %4, 0
  br i1 %cmp22, label %for.cond24.preheader, label %if.else

for.cond24.preheader:                             ; preds = %for.cond.cleanup
  br i1 %cmp13313, label %for.body28.lr.ph, label %if.end72

for.body28.lr.ph:                                 ; preds = %for.cond24.preheader
  %add1.i244 = add nuw nsw i32 %5, 2
  %add1.i248 = add nsw i32 %sub10, 2
  %smax324 = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter335 = and i32 %smax324, 1
  %8 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %8, label %for.body28.epil.preheader, label %for.body28.lr.ph.new

for.body28.lr.ph.new:                             ; preds = %for.body28.lr.ph
  %unroll_iter338 = and i32 %smax324, 2147483646
  br label %for.body28

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %i.0314 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add.i236 = add nuw i32 %i.0314, %3
  %mul.i237 = mul nsw i32 %add.i236, %add1.i
  %add3.i = add nsw i32 %add2.i, %mul.i237
  %add.i238 = add nuw i32 %i.0314, %add.i
  %mul.i240 = mul nsw i32 %add.i238, %add1.i239
  %add3.i242 = add nsw i32 %add2.i241, %mul.i240
  %idxprom = sext i32 %add3.i242 to i64
  %arrayidx = getelementptr inbounds float, ptr %data, i64 %idxprom
  %9 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom20 = sext i32 %add3.i to i64
  %arrayidx21 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom20
  store float %9, ptr %arrayidx21, align 4, !tbaa !8
  %inc = or disjoint i32 %i.0314, 1
  %add.i236.1 = add nuw i32 %inc, %3
  %mul.i237.1 = mul nsw i32 %add.i236.1, %add1.i
  %add3.i.1 = add nsw i32 %add2.i, %mul.i237.1
  %add.i238.1 = add nuw i32 %inc, %add.i
  %mul.i240.1 = mul nsw i32 %add.i238.1, %add1.i239
  %add3.i242.1 = add nsw i32 %add2.i241, %mul.i240.1
  %idxprom.1 = sext i32 %add3.i242.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %data, i64 %idxprom.1
  %10 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %idxprom20.1 = sext i32 %add3.i.1 to i64
  %arrayidx21.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom20.1
  store float %10, ptr %arrayidx21.1, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.0314, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

for.body28:                                       ; preds = %for.body28, %for.body28.lr.ph.new
  %i23.0318 = phi i32 [ 0, %for.body28.lr.ph.new ], [ %inc44.1, %for.body28 ]
  %niter339 = phi i32 [ 0, %for.body28.lr.ph.new ], [ %niter339.next.1, %for.body28 ]
  %add.i243 = add nuw i32 %i23.0318, %3
  %mul.i245 = mul nsw i32 %add.i243, %add1.i244
  %add.i247 = add nuw i32 %i23.0318, %add.i
  %mul.i249 = mul nsw i32 %add.i247, %add1.i248
  %add3.i251 = add nsw i32 %mul.i249, %add.i235
  %idxprom39 = sext i32 %add3.i251 to i64
  %arrayidx40 = getelementptr inbounds float, ptr %data, i64 %idxprom39
  %11 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %idxprom41 = sext i32 %mul.i245 to i64
  %arrayidx42 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom41
  store float %11, ptr %arrayidx42, align 4, !tbaa !8
  %inc44 = or disjoint i32 %i23.0318, 1
  %add.i243.1 = add nuw i32 %inc44, %3
  %mul.i245.1 = mul nsw i32 %add.i243.1, %add1.i244
  %add.i247.1 = add nuw i32 %inc44, %add.i
  %mul.i249.1 = mul nsw i32 %add.i247.1, %add1.i248
  %add3.i251.1 = add nsw i32 %mul.i249.1, %add.i235
  %idxprom39.1 = sext i32 %add3.i251.1 to i64
  %arrayidx40.1 = getelementptr inbounds float, ptr %data, i64 %idxprom39.1
  %12 = load float, ptr %arrayidx40.1, align 4, !tbaa !8
  %idxprom41.1 = sext i32 %mul.i245.1 to i64
  %arrayidx42.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom41.1
  store float %12, ptr %arrayidx42.1, align 4, !tbaa !8
  %inc44.1 = add nuw nsw i32 %i23.0318, 2
  %niter339.next.1 = add i32 %niter339, 2
  %niter339.ncmp.1 = icmp eq i32 %niter339.next.1, %unroll_iter338
  br i1 %niter339.ncmp.1, label %if.end72.loopexit.unr-lcssa, label %for.body28, !llvm.loop !12

if.else:                                          ; preds = %for.cond.cleanup
  %sub46 = add nsw i32 %5, -1
  %cmp47 = icmp eq i32 %4, %sub46
  %or.cond = and i1 %cmp47, %cmp13313
  br i1 %or.cond, label %for.body54.lr.ph, label %if.end72

for.body54.lr.ph:                                 ; preds = %if.else
  %add1.i253 = add nuw nsw i32 %5, 2
  %add2.i255 = add nuw nsw i32 %4, 2
  %add1.i258 = add nsw i32 %sub10, 2
  %add2.i260 = add nuw nsw i32 %add.i235, 2
  %smax322 = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter330 = and i32 %smax322, 1
  %13 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %13, label %for.body54.epil.preheader, label %for.body54.lr.ph.new

for.body54.lr.ph.new:                             ; preds = %for.body54.lr.ph
  %unroll_iter333 = and i32 %smax322, 2147483646
  br label %for.body54

for.body54:                                       ; preds = %for.body54, %for.body54.lr.ph.new
  %i49.0316 = phi i32 [ 0, %for.body54.lr.ph.new ], [ %inc70.1, %for.body54 ]
  %niter334 = phi i32 [ 0, %for.body54.lr.ph.new ], [ %niter334.next.1, %for.body54 ]
  %add.i252 = add nuw i32 %i49.0316, %3
  %mul.i254 = mul nsw i32 %add.i252, %add1.i253
  %add3.i256 = add nsw i32 %add2.i255, %mul.i254
  %add.i257 = add nuw i32 %i49.0316, %add.i
  %mul.i259 = mul nsw i32 %add.i257, %add1.i258
  %add3.i261 = add nsw i32 %add2.i260, %mul.i259
  %idxprom65 = sext i32 %add3.i261 to i64
  %arrayidx66 = getelementptr inbounds float, ptr %data, i64 %idxprom65
  %14 = load float, ptr %arrayidx66, align 4, !tbaa !8
  %idxprom67 = sext i32 %add3.i256 to i64
  %arrayidx68 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom67
  store float %14, ptr %arrayidx68, align 4, !tbaa !8
  %inc70 = or disjoint i32 %i49.0316, 1
  %add.i252.1 = add nuw i32 %inc70, %3
  %mul.i254.1 = mul nsw i32 %add.i252.1, %add1.i253
  %add3.i256.1 = add nsw i32 %add2.i255, %mul.i254.1
  %add.i257.1 = add nuw i32 %inc70, %add.i
  %mul.i259.1 = mul nsw i32 %add.i257.1, %add1.i258
  %add3.i261.1 = add nsw i32 %add2.i260, %mul.i259.1
  %idxprom65.1 = sext i32 %add3.i261.1 to i64
  %arrayidx66.1 = getelementptr inbounds float, ptr %data, i64 %idxprom65.1
  %15 = load float, ptr %arrayidx66.1, align 4, !tbaa !8
  %idxprom67.1 = sext i32 %add3.i256.1 to i64
  %arrayidx68.1 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom67.1
  store float %15, ptr %arrayidx68.1, align 4, !tbaa !8
  %inc70.1 = add nuw nsw i32 %i49.0316, 2
  %niter334.next.1 = add i32 %niter334, 2
  %niter334.ncmp.1 = icmp eq i32 %niter334.next.1, %unroll_iter333
  br i1 %niter334.ncmp.1, label %if.end72.loopexit328.unr-lcssa, label %for.body54, !llvm.loop !13

if.end72.loopexit.unr-lcssa:                      ; preds = %for.body28
  %lcmp.mod336.not = icmp eq i32 %xtraiter335, 0
  br i1 %lcmp.mod336.not, label %if.end72, label %for.body28.epil.preheader

for.body28.epil.preheader:                        ; preds = %if.end72.loopexit.unr-lcssa, %for.body28.lr.ph
  %i23.0318.epil.init = phi i32 [ 0, %for.body28.lr.ph ], [ %inc44.1, %if.end72.loopexit.unr-lcssa ]
  %lcmp.mod337 = icmp ne i32 %xtraiter335, 0
  tail call void @llvm.assume(i1 %lcmp.mod337)
  %add.i243.epil = add nuw i32 %i23.0318.epil.init, %3
  %mul.i245.epil = mul nsw i32 %add.i243.epil, %add1.i244
  %add.i247.epil = add i32 %i23.0318.epil.init, %add.i
  %mul.i249.epil = mul nsw i32 %add.i247.epil, %add1.i248
  %add3.i251.epil = add nsw i32 %mul.i249.epil, %add.i235
  %idxprom39.epil = sext i32 %add3.i251.epil to i64
  %arrayidx40.epil = getelementptr inbounds float, ptr %data, i64 %idxprom39.epil
  %16 = load float, ptr %arrayidx40.epil, align 4, !tbaa !8
  %idxprom41.epil = sext i32 %mul.i245.epil to i64
  %arrayidx42.epil = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom41.epil
  store float %16, ptr %arrayidx42.epil, align 4, !tbaa !8
  br label %if.end72

if.end72.loopexit328.unr-lcssa:                   ; preds = %for.body54
  %lcmp.mod331.not = icmp eq i32 %xtraiter330, 0
  br i1 %lcmp.mod331.not, label %if.end72, label %for.body54.epil.preheader

for.body54.epil.preheader:                        ; preds = %if.end72.loopexit328.unr-lcssa, %for.body54.lr.ph
  %i49.0316.epil.init = phi i32 [ 0, %for.body54.lr.ph ], [ %inc70.1, %if.end72.loopexit328.unr-lcssa ]
  %lcmp.mod332 = icmp ne i32 %xtraiter330, 0
  tail call void @llvm.assume(i1 %lcmp.mod332)
  %add.i252.epil = add nuw i32 %i49.0316.epil.init, %3
  %mul.i254.epil = mul nsw i32 %add.i252.epil, %add1.i253
  %add3.i256.epil = add nsw i32 %add2.i255, %mul.i254.epil
  %add.i257.epil = add i32 %i49.0316.epil.init, %add.i
  %mul.i259.epil = mul nsw i32 %add.i257.epil, %add1.i258
  %add3.i261.epil = add nsw i32 %add2.i260, %mul.i259.epil
  %idxprom65.epil = sext i32 %add3.i261.epil to i64
  %arrayidx66.epil = getelementptr inbounds float, ptr %data, i64 %idxprom65.epil
  %17 = load float, ptr %arrayidx66.epil, align 4, !tbaa !8
  %idxprom67.epil = sext i32 %add3.i256.epil to i64
  %arrayidx68.epil = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom67.epil
  store float %17, ptr %arrayidx68.epil, align 4, !tbaa !8
  br label %if.end72

if.end72:                                         ; preds = %for.body54.epil.preheader, %if.end72.loopexit328.unr-lcssa, %for.body28.epil.preheader, %if.end72.loopexit.unr-lcssa, %for.cond24.preheader, %if.else
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp75319 = icmp sgt i32 %nStripItems, 0
  br i1 %cmp75319, label %for.body77.lr.ph, label %for.cond.cleanup76

for.body77.lr.ph:                                 ; preds = %if.end72
  %add78 = add nuw nsw i32 %3, 1
  %add1.i263 = add nuw nsw i32 %5, 2
  %add2.i265 = add nuw nsw i32 %4, 1
  %add84 = add nuw nsw i32 %3, 2
  %add2.i280 = add nuw nsw i32 %4, 2
  %add137 = add nuw i32 %add.i, 1
  %add1.i308 = add nsw i32 %sub10, 2
  %add2.i310 = add nuw nsw i32 %add.i235, 1
  br label %for.body77

for.cond.cleanup76:                               ; preds = %for.body77, %if.end72
  ret void

for.body77:                                       ; preds = %for.body77.lr.ph, %for.body77
  %i73.0320 = phi i32 [ 0, %for.body77.lr.ph ], [ %inc142, %for.body77 ]
  %add.i262 = add nuw nsw i32 %add78, %i73.0320
  %mul.i264 = mul nuw nsw i32 %add.i262, %add1.i263
  %add3.i266 = add nuw nsw i32 %mul.i264, %add2.i265
  %add.i267 = add nuw i32 %i73.0320, %3
  %mul.i269 = mul nsw i32 %add.i267, %add1.i263
  %add3.i271 = add nsw i32 %mul.i269, %add2.i265
  %add.i272 = add nuw nsw i32 %add84, %i73.0320
  %mul.i274 = mul nuw nsw i32 %add.i272, %add1.i263
  %add3.i276 = add nuw nsw i32 %mul.i274, %add2.i265
  %add3.i281 = add nuw nsw i32 %mul.i264, %add2.i280
  %add3.i286 = add nuw nsw i32 %mul.i264, %4
  %add3.i291 = add nsw i32 %mul.i269, %add2.i280
  %add3.i296 = add nuw nsw i32 %mul.i274, %add2.i280
  %add3.i301 = add nsw i32 %mul.i269, %4
  %add3.i306 = add nuw nsw i32 %mul.i274, %4
  %idxprom108 = zext nneg i32 %add3.i266 to i64
  %arrayidx109 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom108
  %18 = load float, ptr %arrayidx109, align 4, !tbaa !8
  %idxprom110 = sext i32 %add3.i271 to i64
  %arrayidx111 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom110
  %19 = load float, ptr %arrayidx111, align 4, !tbaa !8
  %idxprom112 = zext nneg i32 %add3.i276 to i64
  %arrayidx113 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom112
  %20 = load float, ptr %arrayidx113, align 4, !tbaa !8
  %add114 = fadd contract float %19, %20
  %idxprom115 = zext nneg i32 %add3.i281 to i64
  %arrayidx116 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom115
  %21 = load float, ptr %arrayidx116, align 4, !tbaa !8
  %add117 = fadd contract float %add114, %21
  %idxprom118 = zext nneg i32 %add3.i286 to i64
  %arrayidx119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom118
  %22 = load float, ptr %arrayidx119, align 4, !tbaa !8
  %add120 = fadd contract float %add117, %22
  %idxprom121 = sext i32 %add3.i291 to i64
  %arrayidx122 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom121
  %23 = load float, ptr %arrayidx122, align 4, !tbaa !8
  %idxprom123 = zext nneg i32 %add3.i296 to i64
  %arrayidx124 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom123
  %24 = load float, ptr %arrayidx124, align 4, !tbaa !8
  %add125 = fadd contract float %23, %24
  %idxprom126 = sext i32 %add3.i301 to i64
  %arrayidx127 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom126
  %25 = load float, ptr %arrayidx127, align 4, !tbaa !8
  %add128 = fadd contract float %add125, %25
  %idxprom129 = zext nneg i32 %add3.i306 to i64
  %arrayidx130 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_float to ptr), i64 %idxprom129
  %26 = load float, ptr %arrayidx130, align 4, !tbaa !8
  %add131 = fadd contract float %add128, %26
  %mul132 = fmul contract float %wCenter, %18
  %mul133 = fmul contract float %wCardinal, %add120
  %add134 = fadd contract float %mul132, %mul133
  %mul135 = fmul contract float %wDiagonal, %add131
  %add136 = fadd contract float %add134, %mul135
  %add.i307 = add i32 %add137, %i73.0320
  %mul.i309 = mul nsw i32 %add.i307, %add1.i308
  %add3.i311 = add nsw i32 %add2.i310, %mul.i309
  %idxprom139 = sext i32 %add3.i311 to i64
  %arrayidx140 = getelementptr inbounds float, ptr %newData, i64 %idxprom139
  store float %add136, ptr %arrayidx140, align 4, !tbaa !8
  %inc142 = add nuw nsw i32 %i73.0320, 1
  %exitcond326.not = icmp eq i32 %inc142, %nStripItems
  br i1 %exitcond326.not, label %for.cond.cleanup76, label %for.body77, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13StencilKernelIdEvPT_S1_iiS0_S0_S0_(ptr noundef readonly captures(none) %data, ptr noundef writeonly captures(none) %newData, i32 noundef %alignment, i32 noundef %nStripItems, double noundef %wCenter, double noundef %wCardinal, double noundef %wDiagonal) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul.i = mul nsw i32 %nStripItems, %0
  %add.i = add nsw i32 %mul.i, %3
  %mul.i234 = mul nuw nsw i32 %5, %1
  %add.i235 = add nuw nsw i32 %mul.i234, %4
  %mul = mul nuw nsw i32 %2, %5
  %add = add nuw nsw i32 %mul, 2
  %rem = srem i32 %add, %alignment
  %cmp = icmp eq i32 %rem, 0
  %sub = sub nsw i32 %alignment, %rem
  %spec.select = select i1 %cmp, i32 0, i32 %sub
  %sub10 = add i32 %spec.select, %mul
  %add12 = add i32 %nStripItems, 2
  %cmp13313 = icmp sgt i32 %nStripItems, -2
  br i1 %cmp13313, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add1.i = add nuw nsw i32 %5, 2
  %add2.i = add nuw nsw i32 %4, 1
  %add1.i239 = add nsw i32 %sub10, 2
  %add2.i241 = add nuw nsw i32 %add.i235, 1
  %smax = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter = and i32 %smax, 1
  %6 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %6, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %smax, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.lr.ph
  %i.0314.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod329 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod329)
  %add.i236.epil = add nuw i32 %i.0314.epil.init, %3
  %mul.i237.epil = mul nsw i32 %add.i236.epil, %add1.i
  %add3.i.epil = add nsw i32 %add2.i, %mul.i237.epil
  %add.i238.epil = add i32 %i.0314.epil.init, %add.i
  %mul.i240.epil = mul nsw i32 %add.i238.epil, %add1.i239
  %add3.i242.epil = add nsw i32 %add2.i241, %mul.i240.epil
  %idxprom.epil = sext i32 %add3.i242.epil to i64
  %arrayidx.epil = getelementptr inbounds double, ptr %data, i64 %idxprom.epil
  %7 = load double, ptr %arrayidx.epil, align 8, !tbaa !15
  %idxprom20.epil = sext i32 %add3.i.epil to i64
  %arrayidx21.epil = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom20.epil
  store double %7, ptr %arrayidx21.epil, align 8, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %cmp22 = icmp eq i32 %4, 0
  br i1 %cmp22, label %for.cond24.preheader, label %if.else

for.cond24.preheader:                             ; preds = %for.cond.cleanup
  br i1 %cmp13313, label %for.body28.lr.ph, label %if.end72

for.body28.lr.ph:                                 ; preds = %for.cond24.preheader
  %add1.i244 = add nuw nsw i32 %5, 2
  %add1.i248 = add nsw i32 %sub10, 2
  %smax324 = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter335 = and i32 %smax324, 1
  %8 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %8, label %for.body28.epil.preheader, label %for.body28.lr.ph.new

for.body28.lr.ph.new:                             ; preds = %for.body28.lr.ph
  %unroll_iter338 = and i32 %smax324, 2147483646
  br label %for.body28

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %i.0314 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add.i236 = add nuw i32 %i.0314, %3
  %mul.i237 = mul nsw i32 %add.i236, %add1.i
  %add3.i = add nsw i32 %add2.i, %mul.i237
  %add.i238 = add nuw i32 %i.0314, %add.i
  %mul.i240 = mul nsw i32 %add.i238, %add1.i239
  %add3.i242 = add nsw i32 %add2.i241, %mul.i240
  %idxprom = sext i32 %add3.i242 to i64
  %arrayidx = getelementptr inbounds double, ptr %data, i64 %idxprom
  %9 = load double, ptr %arrayidx, align 8, !tbaa !15
  %idxprom20 = sext i32 %add3.i to i64
  %arrayidx21 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom20
  store double %9, ptr %arrayidx21, align 8, !tbaa !15
  %inc = or disjoint i32 %i.0314, 1
  %add.i236.1 = add nuw i32 %inc, %3
  %mul.i237.1 = mul nsw i32 %add.i236.1, %add1.i
  %add3.i.1 = add nsw i32 %add2.i, %mul.i237.1
  %add.i238.1 = add nuw i32 %inc, %add.i
  %mul.i240.1 = mul nsw i32 %add.i238.1, %add1.i239
  %add3.i242.1 = add nsw i32 %add2.i241, %mul.i240.1
  %idxprom.1 = sext i32 %add3.i242.1 to i64
  %arrayidx.1 = getelementptr inbounds double, ptr %data, i64 %idxprom.1
  %10 = load double, ptr %arrayidx.1, align 8, !tbaa !15
  %idxprom20.1 = sext i32 %add3.i.1 to i64
  %arrayidx21.1 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom20.1
  store double %10, ptr %arrayidx21.1, align 8, !tbaa !15
  %inc.1 = add nuw nsw i32 %i.0314, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17

for.body28:                                       ; preds = %for.body28, %for.body28.lr.ph.new
  %i23.0318 = phi i32 [ 0, %for.body28.lr.ph.new ], [ %inc44.1, %for.body28 ]
  %niter339 = phi i32 [ 0, %for.body28.lr.ph.new ], [ %niter339.next.1, %for.body28 ]
  %add.i243 = add nuw i32 %i23.0318, %3
  %mul.i245 = mul nsw i32 %add.i243, %add1.i244
  %add.i247 = add nuw i32 %i23.0318, %add.i
  %mul.i249 = mul nsw i32 %add.i247, %add1.i248
  %add3.i251 = add nsw i32 %mul.i249, %add.i235
  %idxprom39 = sext i32 %add3.i251 to i64
  %arrayidx40 = getelementptr inbounds double, ptr %data, i64 %idxprom39
  %11 = load double, ptr %arrayidx40, align 8, !tbaa !15
  %idxprom41 = sext i32 %mul.i245 to i64
  %arrayidx42 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom41
  store double %11, ptr %arrayidx42, align 8, !tbaa !15
  %inc44 = or disjoint i32 %i23.0318, 1
  %add.i243.1 = add nuw i32 %inc44, %3
  %mul.i245.1 = mul nsw i32 %add.i243.1, %add1.i244
  %add.i247.1 = add nuw i32 %inc44, %add.i
  %mul.i249.1 = mul nsw i32 %add.i247.1, %add1.i248
  %add3.i251.1 = add nsw i32 %mul.i249.1, %add.i235
  %idxprom39.1 = sext i32 %add3.i251.1 to i64
  %arrayidx40.1 = getelementptr inbounds double, ptr %data, i64 %idxprom39.1
  %12 = load double, ptr %arrayidx40.1, align 8, !tbaa !15
  %idxprom41.1 = sext i32 %mul.i245.1 to i64
  %arrayidx42.1 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom41.1
  store double %12, ptr %arrayidx42.1, align 8, !tbaa !15
  %inc44.1 = add nuw nsw i32 %i23.0318, 2
  %niter339.next.1 = add i32 %niter339, 2
  %niter339.ncmp.1 = icmp eq i32 %niter339.next.1, %unroll_iter338
  br i1 %niter339.ncmp.1, label %if.end72.loopexit.unr-lcssa, label %for.body28, !llvm.loop !18

if.else:                                          ; preds = %for.cond.cleanup
  %sub46 = add nsw i32 %5, -1
  %cmp47 = icmp eq i32 %4, %sub46
  %or.cond = and i1 %cmp47, %cmp13313
  br i1 %or.cond, label %for.body54.lr.ph, label %if.end72

for.body54.lr.ph:                                 ; preds = %if.else
  %add1.i253 = add nuw nsw i32 %5, 2
  %add2.i255 = add nuw nsw i32 %4, 2
  %add1.i258 = add nsw i32 %sub10, 2
  %add2.i260 = add nuw nsw i32 %add.i235, 2
  %smax322 = tail call i32 @llvm.smax.i32(i32 %add12, i32 1)
  %xtraiter330 = and i32 %smax322, 1
  %13 = icmp ugt i32 %nStripItems, 2147483645
  br i1 %13, label %for.body54.epil.preheader, label %for.body54.lr.ph.new

for.body54.lr.ph.new:                             ; preds = %for.body54.lr.ph
  %unroll_iter333 = and i32 %smax322, 2147483646
  br label %for.body54

for.body54:                                       ; preds = %for.body54, %for.body54.lr.ph.new
  %i49.0316 = phi i32 [ 0, %for.body54.lr.ph.new ], [ %inc70.1, %for.body54 ]
  %niter334 = phi i32 [ 0, %for.body54.lr.ph.new ], [ %niter334.next.1, %for.body54 ]
  %add.i252 = add nuw i32 %i49.0316, %3
  %mul.i254 = mul nsw i32 %add.i252, %add1.i253
  %add3.i256 = add nsw i32 %add2.i255, %mul.i254
  %add.i257 = add nuw i32 %i49.0316, %add.i
  %mul.i259 = mul nsw i32 %add.i257, %add1.i258
  %add3.i261 = add nsw i32 %add2.i260, %mul.i259
  %idxprom65 = sext i32 %add3.i261 to i64
  %arrayidx66 = getelementptr inbounds double, ptr %data, i64 %idxprom65
  %14 = load double, ptr %arrayidx66, align 8, !tbaa !15
  %idxprom67 = sext i32 %add3.i256 to i64
  %arrayidx68 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom67
  store double %14, ptr %arrayidx68, align 8, !tbaa !15
  %inc70 = or disjoint i32 %i49.0316, 1
  %add.i252.1 = add nuw i32 %inc70, %3
  %mul.i254.1 = mul nsw i32 %add.i252.1, %add1.i253
  %add3.i256.1 = add nsw i32 %add2.i255, %mul.i254.1
  %add.i257.1 = add nuw i32 %inc70, %add.i
  %mul.i259.1 = mul nsw i32 %add.i257.1, %add1.i258
  %add3.i261.1 = add nsw i32 %add2.i260, %mul.i259.1
  %idxprom65.1 = sext i32 %add3.i261.1 to i64
  %arrayidx66.1 = getelementptr inbounds double, ptr %data, i64 %idxprom65.1
  %15 = load double, ptr %arrayidx66.1, align 8, !tbaa !15
  %idxprom67.1 = sext i32 %add3.i256.1 to i64
  %arrayidx68.1 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom67.1
  store double %15, ptr %arrayidx68.1, align 8, !tbaa !15
  %inc70.1 = add nuw nsw i32 %i49.0316, 2
  %niter334.next.1 = add i32 %niter334, 2
  %niter334.ncmp.1 = icmp eq i32 %niter334.next.1, %unroll_iter333
  br i1 %niter334.ncmp.1, label %if.end72.loopexit328.unr-lcssa, label %for.body54, !llvm.loop !19

if.end72.loopexit.unr-lcssa:                      ; preds = %for.body28
  %lcmp.mod336.not = icmp eq i32 %xtraiter335, 0
  br i1 %lcmp.mod336.not, label %if.end72, label %for.body28.epil.preheader

for.body28.epil.preheader:                        ; preds = %if.end72.loopexit.unr-lcssa, %for.body28.lr.ph
  %i23.0318.epil.init = phi i32 [ 0, %for.body28.lr.ph ], [ %inc44.1, %if.end72.loopexit.unr-lcssa ]
  %lcmp.mod337 = icmp ne i32 %xtraiter335, 0
  tail call void @llvm.assume(i1 %lcmp.mod337)
  %add.i243.epil = add nuw i32 %i23.0318.epil.init, %3
  %mul.i245.epil = mul nsw i32 %add.i243.epil, %add1.i244
  %add.i247.epil = add i32 %i23.0318.epil.init, %add.i
  %mul.i249.epil = mul nsw i32 %add.i247.epil, %add1.i248
  %add3.i251.epil = add nsw i32 %mul.i249.epil, %add.i235
  %idxprom39.epil = sext i32 %add3.i251.epil to i64
  %arrayidx40.epil = getelementptr inbounds double, ptr %data, i64 %idxprom39.epil
  %16 = load double, ptr %arrayidx40.epil, align 8, !tbaa !15
  %idxprom41.epil = sext i32 %mul.i245.epil to i64
  %arrayidx42.epil = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom41.epil
  store double %16, ptr %arrayidx42.epil, align 8, !tbaa !15
  br label %if.end72

if.end72.loopexit328.unr-lcssa:                   ; preds = %for.body54
  %lcmp.mod331.not = icmp eq i32 %xtraiter330, 0
  br i1 %lcmp.mod331.not, label %if.end72, label %for.body54.epil.preheader

for.body54.epil.preheader:                        ; preds = %if.end72.loopexit328.unr-lcssa, %for.body54.lr.ph
  %i49.0316.epil.init = phi i32 [ 0, %for.body54.lr.ph ], [ %inc70.1, %if.end72.loopexit328.unr-lcssa ]
  %lcmp.mod332 = icmp ne i32 %xtraiter330, 0
  tail call void @llvm.assume(i1 %lcmp.mod332)
  %add.i252.epil = add nuw i32 %i49.0316.epil.init, %3
  %mul.i254.epil = mul nsw i32 %add.i252.epil, %add1.i253
  %add3.i256.epil = add nsw i32 %add2.i255, %mul.i254.epil
  %add.i257.epil = add i32 %i49.0316.epil.init, %add.i
  %mul.i259.epil = mul nsw i32 %add.i257.epil, %add1.i258
  %add3.i261.epil = add nsw i32 %add2.i260, %mul.i259.epil
  %idxprom65.epil = sext i32 %add3.i261.epil to i64
  %arrayidx66.epil = getelementptr inbounds double, ptr %data, i64 %idxprom65.epil
  %17 = load double, ptr %arrayidx66.epil, align 8, !tbaa !15
  %idxprom67.epil = sext i32 %add3.i256.epil to i64
  %arrayidx68.epil = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom67.epil
  store double %17, ptr %arrayidx68.epil, align 8, !tbaa !15
  br label %if.end72

if.end72:                                         ; preds = %for.body54.epil.preheader, %if.end72.loopexit328.unr-lcssa, %for.body28.epil.preheader, %if.end72.loopexit.unr-lcssa, %for.cond24.preheader, %if.else
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp75319 = icmp sgt i32 %nStripItems, 0
  br i1 %cmp75319, label %for.body77.lr.ph, label %for.cond.cleanup76

for.body77.lr.ph:                                 ; preds = %if.end72
  %add78 = add nuw nsw i32 %3, 1
  %add1.i263 = add nuw nsw i32 %5, 2
  %add2.i265 = add nuw nsw i32 %4, 1
  %add84 = add nuw nsw i32 %3, 2
  %add2.i280 = add nuw nsw i32 %4, 2
  %add137 = add nuw i32 %add.i, 1
  %add1.i308 = add nsw i32 %sub10, 2
  %add2.i310 = add nuw nsw i32 %add.i235, 1
  br label %for.body77

for.cond.cleanup76:                               ; preds = %for.body77, %if.end72
  ret void

for.body77:                                       ; preds = %for.body77.lr.ph, %for.body77
  %i73.0320 = phi i32 [ 0, %for.body77.lr.ph ], [ %inc142, %for.body77 ]
  %add.i262 = add nuw nsw i32 %add78, %i73.0320
  %mul.i264 = mul nuw nsw i32 %add.i262, %add1.i263
  %add3.i266 = add nuw nsw i32 %mul.i264, %add2.i265
  %add.i267 = add nuw i32 %i73.0320, %3
  %mul.i269 = mul nsw i32 %add.i267, %add1.i263
  %add3.i271 = add nsw i32 %mul.i269, %add2.i265
  %add.i272 = add nuw nsw i32 %add84, %i73.0320
  %mul.i274 = mul nuw nsw i32 %add.i272, %add1.i263
  %add3.i276 = add nuw nsw i32 %mul.i274, %add2.i265
  %add3.i281 = add nuw nsw i32 %mul.i264, %add2.i280
  %add3.i286 = add nuw nsw i32 %mul.i264, %4
  %add3.i291 = add nsw i32 %mul.i269, %add2.i280
  %add3.i296 = add nuw nsw i32 %mul.i274, %add2.i280
  %add3.i301 = add nsw i32 %mul.i269, %4
  %add3.i306 = add nuw nsw i32 %mul.i274, %4
  %idxprom108 = zext nneg i32 %add3.i266 to i64
  %arrayidx109 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom108
  %18 = load double, ptr %arrayidx109, align 8, !tbaa !15
  %idxprom110 = sext i32 %add3.i271 to i64
  %arrayidx111 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom110
  %19 = load double, ptr %arrayidx111, align 8, !tbaa !15
  %idxprom112 = zext nneg i32 %add3.i276 to i64
  %arrayidx113 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom112
  %20 = load double, ptr %arrayidx113, align 8, !tbaa !15
  %add114 = fadd contract double %19, %20
  %idxprom115 = zext nneg i32 %add3.i281 to i64
  %arrayidx116 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom115
  %21 = load double, ptr %arrayidx116, align 8, !tbaa !15
  %add117 = fadd contract double %add114, %21
  %idxprom118 = zext nneg i32 %add3.i286 to i64
  %arrayidx119 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom118
  %22 = load double, ptr %arrayidx119, align 8, !tbaa !15
  %add120 = fadd contract double %add117, %22
  %idxprom121 = sext i32 %add3.i291 to i64
  %arrayidx122 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom121
  %23 = load double, ptr %arrayidx122, align 8, !tbaa !15
  %idxprom123 = zext nneg i32 %add3.i296 to i64
  %arrayidx124 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom123
  %24 = load double, ptr %arrayidx124, align 8, !tbaa !15
  %add125 = fadd contract double %23, %24
  %idxprom126 = sext i32 %add3.i301 to i64
  %arrayidx127 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom126
  %25 = load double, ptr %arrayidx127, align 8, !tbaa !15
  %add128 = fadd contract double %add125, %25
  %idxprom129 = zext nneg i32 %add3.i306 to i64
  %arrayidx130 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @sh_double to ptr), i64 %idxprom129
  %26 = load double, ptr %arrayidx130, align 8, !tbaa !15
  %add131 = fadd contract double %add128, %26
  %mul132 = fmul contract double %wCenter, %18
  %mul133 = fmul contract double %wCardinal, %add120
  %add134 = fadd contract double %mul132, %mul133
  %mul135 = fmul contract double %wDiagonal, %add131
  %add136 = fadd contract double %add134, %mul135
  %add.i307 = add i32 %add137, %i73.0320
  %mul.i309 = mul nsw i32 %add.i307, %add1.i308
  %add3.i311 = add nsw i32 %add2.i310, %mul.i309
  %idxprom139 = sext i32 %add3.i311 to i64
  %arrayidx140 = getelementptr inbounds double, ptr %newData, i64 %idxprom139
  store double %add136, ptr %arrayidx140, align 8, !tbaa !15
  %inc142 = add nuw nsw i32 %i73.0320, 1
  %exitcond326.not = icmp eq i32 %inc142, %nStripItems
  br i1 %exitcond326.not, label %for.cond.cleanup76, label %for.body77, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !6, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
