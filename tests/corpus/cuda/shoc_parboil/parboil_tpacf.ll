; ModuleID = 'shoc_parboil/parboil_tpacf.cu'
source_filename = "shoc_parboil/parboil_tpacf.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cartesian = type { float, float, float }

@dev_binb = dso_local addrspace(4) externally_initialized constant [21 x float] zeroinitializer, align 4
@_ZZ9gen_histsPmPfS0_S0_iiE6data_s = internal unnamed_addr addrspace(3) global [256 x %struct.cartesian] undef, align 4
@_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists = internal addrspace(3) global [20 x [128 x i32]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @dev_binb to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9gen_histsPmPfS0_S0_ii(ptr noundef writeonly captures(none) %histograms, ptr noundef readonly captures(none) %all_x_data, ptr noundef readonly captures(none) %all_y_data, ptr noundef readonly captures(none) %all_z_data, i32 noundef %NUM_SETS, i32 noundef %NUM_ELEMENTS) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = and i32 %0, 127
  %idxprom7 = zext nneg i32 %rem to i64
  %invariant.gep = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %idxprom7
  %div282 = lshr i32 %0, 7
  %idxprom = zext nneg i32 %div282 to i64
  %gep = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom
  store i32 0, ptr %gep, align 4, !tbaa !4
  %add3.1 = add nuw nsw i32 %0, 256
  %div282.1 = lshr i32 %add3.1, 7
  %idxprom.1 = zext nneg i32 %div282.1 to i64
  %gep.1 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.1
  store i32 0, ptr %gep.1, align 4, !tbaa !4
  %add3.2 = add nuw nsw i32 %0, 512
  %div282.2 = lshr i32 %add3.2, 7
  %idxprom.2 = zext nneg i32 %div282.2 to i64
  %gep.2 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.2
  store i32 0, ptr %gep.2, align 4, !tbaa !4
  %add3.3 = add nuw nsw i32 %0, 768
  %div282.3 = lshr i32 %add3.3, 7
  %idxprom.3 = zext nneg i32 %div282.3 to i64
  %gep.3 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.3
  store i32 0, ptr %gep.3, align 4, !tbaa !4
  %add3.4 = lshr i32 %0, 7
  %1 = zext nneg i32 %add3.4 to i64
  %2 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %1
  %gep.4 = getelementptr inbounds nuw i8, ptr %2, i64 4096
  store i32 0, ptr %gep.4, align 4, !tbaa !4
  %add3.5 = add nuw nsw i32 %0, 1280
  %div282.5 = lshr i32 %add3.5, 7
  %idxprom.5 = zext nneg i32 %div282.5 to i64
  %gep.5 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.5
  store i32 0, ptr %gep.5, align 4, !tbaa !4
  %add3.6 = add nuw nsw i32 %0, 1536
  %div282.6 = lshr i32 %add3.6, 7
  %idxprom.6 = zext nneg i32 %div282.6 to i64
  %gep.6 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.6
  store i32 0, ptr %gep.6, align 4, !tbaa !4
  %cmp4.7 = icmp samesign ult i32 %0, 768
  br i1 %cmp4.7, label %if.then.7, label %for.inc.7

if.then.7:                                        ; preds = %entry
  %add3.7 = add nuw nsw i32 %0, 1792
  %div282.7 = lshr i32 %add3.7, 7
  %idxprom.7 = zext nneg i32 %div282.7 to i64
  %gep.7 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.7
  store i32 0, ptr %gep.7, align 4, !tbaa !4
  br label %for.inc.7

for.inc.7:                                        ; preds = %if.then.7, %entry
  %add3.8 = or disjoint i32 %0, 2048
  %cmp4.8 = icmp samesign ult i32 %add3.8, 2560
  br i1 %cmp4.8, label %if.then.8, label %for.inc.8

if.then.8:                                        ; preds = %for.inc.7
  %div282.8 = lshr i32 %add3.8, 7
  %idxprom.8 = zext nneg i32 %div282.8 to i64
  %gep.8 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %idxprom.8
  store i32 0, ptr %gep.8, align 4, !tbaa !4
  br label %for.inc.8

for.inc.8:                                        ; preds = %if.then.8, %for.inc.7
  %cmp4.9 = icmp samesign ult i32 %0, 256
  br i1 %cmp4.9, label %if.then.9, label %for.inc.9

if.then.9:                                        ; preds = %for.inc.8
  %add3.9 = lshr i32 %0, 7
  %3 = zext nneg i32 %add3.9 to i64
  %4 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep, i64 %3
  %gep.9 = getelementptr inbounds nuw i8, ptr %4, i64 9216
  store i32 0, ptr %gep.9, align 4, !tbaa !4
  br label %for.inc.9

for.inc.9:                                        ; preds = %if.then.9, %for.inc.8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add nsw i32 %NUM_SETS, 1
  %cmp = icmp ult i32 %5, %add
  br i1 %cmp, label %if.else, label %if.then10

if.then10:                                        ; preds = %for.inc.9
  %sub = sub nsw i32 %5, %NUM_SETS
  %mul = mul i32 %NUM_ELEMENTS, %sub
  %idx.ext = zext i32 %mul to i64
  br label %if.end28

if.else:                                          ; preds = %for.inc.9
  %mul19 = mul i32 %NUM_ELEMENTS, %5
  %idx.ext20 = zext i32 %mul19 to i64
  %add.ptr21 = getelementptr inbounds nuw float, ptr %all_x_data, i64 %idx.ext20
  %add.ptr24 = getelementptr inbounds nuw float, ptr %all_y_data, i64 %idx.ext20
  %add.ptr27 = getelementptr inbounds nuw float, ptr %all_z_data, i64 %idx.ext20
  br label %if.end28

if.end28:                                         ; preds = %if.else, %if.then10
  %6 = phi i64 [ %idx.ext20, %if.else ], [ %idx.ext, %if.then10 ]
  %data_z.0 = phi ptr [ %add.ptr27, %if.else ], [ %all_z_data, %if.then10 ]
  %data_y.0 = phi ptr [ %add.ptr24, %if.else ], [ %all_y_data, %if.then10 ]
  %data_x.0 = phi ptr [ %add.ptr21, %if.else ], [ %all_x_data, %if.then10 ]
  %cmp30297.not = icmp eq i32 %NUM_ELEMENTS, 0
  br i1 %cmp30297.not, label %for.cond.cleanup31, label %for.body32.lr.ph

for.body32.lr.ph:                                 ; preds = %if.end28
  %idxprom45 = zext nneg i32 %0 to i64
  %arrayidx46 = getelementptr inbounds nuw %struct.cartesian, ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE6data_s to ptr), i64 %idxprom45
  %ref.tmp.sroa.4.0.arrayidx46.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx46, i64 4
  %ref.tmp.sroa.5.0.arrayidx46.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx46, i64 8
  %7 = getelementptr inbounds nuw float, ptr %all_z_data, i64 %6
  %8 = getelementptr inbounds nuw float, ptr %all_y_data, i64 %6
  %9 = getelementptr inbounds nuw float, ptr %all_x_data, i64 %6
  %div98280 = lshr i32 %0, 1
  %idxprom116 = zext nneg i32 %div98280 to i64
  %invariant.gep288 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %idxprom116
  br label %for.body32

for.cond.cleanup31:                               ; preds = %for.cond.cleanup52, %if.end28
  %and = and i32 %0, 63
  %div130279 = lshr i32 %0, 6
  %idxprom147 = zext nneg i32 %and to i64
  %idxprom145 = zext nneg i32 %div130279 to i64
  %arrayidx146 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %idxprom145
  %arrayidx148 = getelementptr inbounds nuw i32, ptr %arrayidx146, i64 %idxprom147
  %10 = zext nneg i32 %div130279 to i64
  %11 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %10
  %arrayidx146.1 = getelementptr inbounds nuw i8, ptr %11, i64 2048
  %arrayidx148.1 = getelementptr inbounds nuw i32, ptr %arrayidx146.1, i64 %idxprom147
  %cmp142.2 = icmp samesign ugt i32 %0, 767
  %12 = zext nneg i32 %div130279 to i64
  %13 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %12
  %arrayidx146.2 = getelementptr inbounds nuw i8, ptr %13, i64 4096
  %arrayidx148.2 = getelementptr inbounds nuw i32, ptr %arrayidx146.2, i64 %idxprom147
  %cmp142.3 = icmp samesign ugt i32 %0, 511
  %14 = zext nneg i32 %div130279 to i64
  %15 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %14
  %arrayidx146.3 = getelementptr inbounds nuw i8, ptr %15, i64 6144
  %arrayidx148.3 = getelementptr inbounds nuw i32, ptr %arrayidx146.3, i64 %idxprom147
  %add141.4 = or disjoint i32 %div130279, 16
  %cmp142.4 = icmp samesign ugt i32 %add141.4, 19
  %idxprom145.4 = zext nneg i32 %add141.4 to i64
  %arrayidx146.4 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %idxprom145.4
  %arrayidx148.4 = getelementptr inbounds nuw i32, ptr %arrayidx146.4, i64 %idxprom147
  br label %for.cond135.preheader

for.body32:                                       ; preds = %for.body32.lr.ph, %for.cond.cleanup52
  %i.0301 = phi i32 [ 0, %for.body32.lr.ph ], [ %add127, %for.cond.cleanup52 ]
  %random_z_s.0300 = phi float [ undef, %for.body32.lr.ph ], [ %random_z_s.1.lcssa, %for.cond.cleanup52 ]
  %random_y_s.0299 = phi float [ undef, %for.body32.lr.ph ], [ %random_y_s.1.lcssa, %for.cond.cleanup52 ]
  %random_x_s.0298 = phi float [ undef, %for.body32.lr.ph ], [ %random_x_s.1.lcssa, %for.cond.cleanup52 ]
  %add33 = add i32 %i.0301, %0
  %cmp34 = icmp ult i32 %add33, %NUM_ELEMENTS
  br i1 %cmp34, label %if.then35, label %if.end47

if.then35:                                        ; preds = %for.body32
  %idxprom37 = zext i32 %add33 to i64
  %arrayidx38 = getelementptr inbounds nuw float, ptr %data_x.0, i64 %idxprom37
  %16 = load float, ptr %arrayidx38, align 4, !tbaa !8
  %arrayidx41 = getelementptr inbounds nuw float, ptr %data_y.0, i64 %idxprom37
  %17 = load float, ptr %arrayidx41, align 4, !tbaa !8
  %arrayidx44 = getelementptr inbounds nuw float, ptr %data_z.0, i64 %idxprom37
  %18 = load float, ptr %arrayidx44, align 4, !tbaa !8
  store float %16, ptr %arrayidx46, align 4, !tbaa !8
  store float %17, ptr %ref.tmp.sroa.4.0.arrayidx46.sroa_idx, align 4, !tbaa !8
  store float %18, ptr %ref.tmp.sroa.5.0.arrayidx46.sroa_idx, align 4, !tbaa !8
  br label %if.end47

if.end47:                                         ; preds = %if.then35, %for.body32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add49 = or disjoint i32 %i.0301, 1
  %cond = select i1 %cmp, i32 %add49, i32 0
  %cmp51290 = icmp ult i32 %cond, %NUM_ELEMENTS
  br i1 %cmp51290, label %for.body53, label %for.cond.cleanup52

for.cond.cleanup52:                               ; preds = %for.cond.cleanup71, %if.end47
  %random_x_s.1.lcssa = phi float [ %random_x_s.0298, %if.end47 ], [ %random_x_s.2, %for.cond.cleanup71 ]
  %random_y_s.1.lcssa = phi float [ %random_y_s.0299, %if.end47 ], [ %random_y_s.2, %for.cond.cleanup71 ]
  %random_z_s.1.lcssa = phi float [ %random_z_s.0300, %if.end47 ], [ %random_z_s.2, %for.cond.cleanup71 ]
  %add127 = add i32 %i.0301, 256
  %cmp30 = icmp ult i32 %add127, %NUM_ELEMENTS
  br i1 %cmp30, label %for.body32, label %for.cond.cleanup31, !llvm.loop !10

for.body53:                                       ; preds = %if.end47, %for.cond.cleanup71
  %random_z_s.1294 = phi float [ %random_z_s.2, %for.cond.cleanup71 ], [ %random_z_s.0300, %if.end47 ]
  %random_y_s.1293 = phi float [ %random_y_s.2, %for.cond.cleanup71 ], [ %random_y_s.0299, %if.end47 ]
  %random_x_s.1292 = phi float [ %random_x_s.2, %for.cond.cleanup71 ], [ %random_x_s.0298, %if.end47 ]
  %j.0291 = phi i32 [ %add124, %for.cond.cleanup71 ], [ %cond, %if.end47 ]
  %add54 = add i32 %j.0291, %0
  %cmp55 = icmp uge i32 %add54, %NUM_ELEMENTS
  br i1 %cmp55, label %if.end66, label %if.then56

if.then56:                                        ; preds = %for.body53
  %idxprom58 = zext i32 %add54 to i64
  %arrayidx65 = getelementptr inbounds nuw float, ptr %7, i64 %idxprom58
  %arrayidx62 = getelementptr inbounds nuw float, ptr %8, i64 %idxprom58
  %arrayidx59 = getelementptr inbounds nuw float, ptr %9, i64 %idxprom58
  %19 = load float, ptr %arrayidx59, align 4, !tbaa !8
  %20 = load float, ptr %arrayidx62, align 4, !tbaa !8
  %21 = load float, ptr %arrayidx65, align 4, !tbaa !8
  br label %if.end66

if.end66:                                         ; preds = %if.then56, %for.body53
  %random_x_s.2 = phi float [ %19, %if.then56 ], [ %random_x_s.1292, %for.body53 ]
  %random_y_s.2 = phi float [ %20, %if.then56 ], [ %random_y_s.1293, %for.body53 ]
  %random_z_s.2 = phi float [ %21, %if.then56 ], [ %random_z_s.1294, %for.body53 ]
  br label %land.rhs

land.rhs:                                         ; preds = %if.end66, %if.end119
  %k.0287 = phi i32 [ 0, %if.end66 ], [ %add121, %if.end119 ]
  %add69 = or disjoint i32 %k.0287, %i.0301
  %cmp70 = icmp ult i32 %add69, %NUM_ELEMENTS
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71

for.cond.cleanup71:                               ; preds = %if.end119, %land.rhs
  %add124 = add i32 %j.0291, 256
  %cmp51 = icmp ult i32 %add124, %NUM_ELEMENTS
  br i1 %cmp51, label %for.body53, label %for.cond.cleanup52, !llvm.loop !12

for.body72:                                       ; preds = %land.rhs
  %idxprom73 = zext nneg i32 %k.0287 to i64
  %arrayidx74 = getelementptr inbounds nuw %struct.cartesian, ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE6data_s to ptr), i64 %idxprom73
  %22 = load float, ptr %arrayidx74, align 4, !tbaa !13
  %mul76 = fmul contract float %random_x_s.2, %22
  %y79 = getelementptr inbounds nuw i8, ptr %arrayidx74, i64 4
  %23 = load float, ptr %y79, align 4, !tbaa !15
  %mul80 = fmul contract float %random_y_s.2, %23
  %add81 = fadd contract float %mul76, %mul80
  %z84 = getelementptr inbounds nuw i8, ptr %arrayidx74, i64 8
  %24 = load float, ptr %z84, align 4, !tbaa !16
  %mul85 = fmul contract float %random_z_s.2, %24
  %add86 = fadd contract float %add81, %mul85
  br label %while.body

while.body:                                       ; preds = %for.body72, %while.body
  %max.0286 = phi i32 [ 20, %for.body72 ], [ %max.0.div90281, %while.body ]
  %min.0285 = phi i32 [ 0, %for.body72 ], [ %div90281.min.0, %while.body ]
  %add89 = add nuw i32 %max.0286, %min.0285
  %div90281 = lshr i32 %add89, 1
  %idxprom91 = zext nneg i32 %div90281 to i64
  %arrayidx92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @dev_binb to ptr), i64 %idxprom91
  %25 = load float, ptr %arrayidx92, align 4, !tbaa !8
  %cmp93 = fcmp contract ult float %add86, %25
  %div90281.min.0 = select i1 %cmp93, i32 %div90281, i32 %min.0285
  %max.0.div90281 = select i1 %cmp93, i32 %max.0286, i32 %div90281
  %add87 = add nuw i32 %div90281.min.0, 1
  %cmp88 = icmp ugt i32 %max.0.div90281, %add87
  br i1 %cmp88, label %while.body, label %while.end, !llvm.loop !17

while.end:                                        ; preds = %while.body
  %sub97 = add nsw i32 %max.0.div90281, -1
  %idxprom99 = zext nneg i32 %div90281.min.0 to i64
  %arrayidx100 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @dev_binb to ptr), i64 %idxprom99
  %26 = load float, ptr %arrayidx100, align 4, !tbaa !8
  %cmp101 = fcmp contract olt float %add86, %26
  br i1 %cmp101, label %land.lhs.true, label %if.end119

land.lhs.true:                                    ; preds = %while.end
  %idxprom102 = zext nneg i32 %max.0.div90281 to i64
  %arrayidx103 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @dev_binb to ptr), i64 %idxprom102
  %27 = load float, ptr %arrayidx103, align 4, !tbaa !8
  %cmp104 = fcmp contract ult float %add86, %27
  br i1 %cmp104, label %if.end119, label %land.lhs.true105

land.lhs.true105:                                 ; preds = %land.lhs.true
  %cmp109 = icmp ule i32 %add54, %add69
  %or.cond.not283 = and i1 %cmp, %cmp109
  %brmerge = or i1 %cmp55, %or.cond.not283
  br i1 %brmerge, label %if.end119, label %if.then113

if.then113:                                       ; preds = %land.lhs.true105
  %idxprom114 = zext i32 %sub97 to i64
  %gep289 = getelementptr inbounds nuw [128 x i32], ptr %invariant.gep288, i64 %idxprom114
  %28 = atomicrmw add ptr %gep289, i32 1 seq_cst, align 4
  br label %if.end119

if.end119:                                        ; preds = %land.lhs.true105, %if.then113, %land.lhs.true, %while.end
  %add121 = add nuw nsw i32 %k.0287, 1
  %exitcond.not = icmp eq i32 %add121, 256
  br i1 %exitcond.not, label %for.cond.cleanup71, label %land.rhs, !llvm.loop !18

for.cond135.preheader:                            ; preds = %for.cond.cleanup31, %for.inc163.4
  %offset.0303 = phi i32 [ 64, %for.cond.cleanup31 ], [ %shr, %for.inc163.4 ]
  %cmp139 = icmp samesign uge i32 %and, %offset.0303
  %add152 = add nuw nsw i32 %offset.0303, %and
  %idxprom153 = zext nneg i32 %add152 to i64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp139, label %for.inc163, label %if.then143

for.cond.cleanup133:                              ; preds = %for.inc163.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp171 = icmp samesign ult i32 %0, 20
  br i1 %cmp171, label %if.then172, label %if.end179

if.then143:                                       ; preds = %for.cond135.preheader
  %arrayidx154 = getelementptr inbounds nuw i32, ptr %arrayidx146, i64 %idxprom153
  %29 = load i32, ptr %arrayidx148, align 4, !tbaa !4
  %30 = load i32, ptr %arrayidx154, align 4, !tbaa !4
  %add155 = add i32 %30, %29
  store i32 %add155, ptr %arrayidx148, align 4, !tbaa !4
  br label %for.inc163

for.inc163:                                       ; preds = %for.cond135.preheader, %if.then143
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp139, label %for.inc163.1, label %if.then143.1

if.then143.1:                                     ; preds = %for.inc163
  %arrayidx154.1 = getelementptr inbounds nuw i32, ptr %arrayidx146.1, i64 %idxprom153
  %31 = load i32, ptr %arrayidx148.1, align 4, !tbaa !4
  %32 = load i32, ptr %arrayidx154.1, align 4, !tbaa !4
  %add155.1 = add i32 %32, %31
  store i32 %add155.1, ptr %arrayidx148.1, align 4, !tbaa !4
  br label %for.inc163.1

for.inc163.1:                                     ; preds = %if.then143.1, %for.inc163
  %brmerge305 = phi i1 [ %cmp142.2, %if.then143.1 ], [ true, %for.inc163 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %brmerge305, label %for.inc163.2, label %if.then143.2

if.then143.2:                                     ; preds = %for.inc163.1
  %arrayidx154.2 = getelementptr inbounds nuw i32, ptr %arrayidx146.2, i64 %idxprom153
  %33 = load i32, ptr %arrayidx148.2, align 4, !tbaa !4
  %34 = load i32, ptr %arrayidx154.2, align 4, !tbaa !4
  %add155.2 = add i32 %34, %33
  store i32 %add155.2, ptr %arrayidx148.2, align 4, !tbaa !4
  br label %for.inc163.2

for.inc163.2:                                     ; preds = %for.inc163.1, %if.then143.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %brmerge307 = select i1 %cmp139, i1 true, i1 %cmp142.3
  br i1 %brmerge307, label %for.inc163.3, label %if.then143.3

if.then143.3:                                     ; preds = %for.inc163.2
  %arrayidx154.3 = getelementptr inbounds nuw i32, ptr %arrayidx146.3, i64 %idxprom153
  %35 = load i32, ptr %arrayidx148.3, align 4, !tbaa !4
  %36 = load i32, ptr %arrayidx154.3, align 4, !tbaa !4
  %add155.3 = add i32 %36, %35
  store i32 %add155.3, ptr %arrayidx148.3, align 4, !tbaa !4
  br label %for.inc163.3

for.inc163.3:                                     ; preds = %for.inc163.2, %if.then143.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %brmerge309 = select i1 %cmp139, i1 true, i1 %cmp142.4
  br i1 %brmerge309, label %for.inc163.4, label %if.then143.4

if.then143.4:                                     ; preds = %for.inc163.3
  %arrayidx154.4 = getelementptr inbounds nuw i32, ptr %arrayidx146.4, i64 %idxprom153
  %37 = load i32, ptr %arrayidx148.4, align 4, !tbaa !4
  %38 = load i32, ptr %arrayidx154.4, align 4, !tbaa !4
  %add155.4 = add i32 %38, %37
  store i32 %add155.4, ptr %arrayidx148.4, align 4, !tbaa !4
  br label %for.inc163.4

for.inc163.4:                                     ; preds = %for.inc163.3, %if.then143.4
  %shr = lshr i32 %offset.0303, 1
  %cmp132.not = icmp eq i32 %shr, 0
  br i1 %cmp132.not, label %for.cond.cleanup133, label %for.cond135.preheader, !llvm.loop !19

if.then172:                                       ; preds = %for.cond.cleanup133
  %mul168 = mul i32 %5, 20
  %idx.ext169 = zext i32 %mul168 to i64
  %add.ptr170 = getelementptr inbounds nuw i64, ptr %histograms, i64 %idx.ext169
  %idxprom173 = zext nneg i32 %0 to i64
  %arrayidx178 = getelementptr inbounds nuw i64, ptr %add.ptr170, i64 %idxprom173
  %arrayidx174 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9gen_histsPmPfS0_S0_iiE10warp_hists to ptr), i64 %idxprom173
  %39 = load i32, ptr %arrayidx174, align 4, !tbaa !4
  %conv176 = zext i32 %39 to i64
  store i64 %conv176, ptr %arrayidx178, align 8, !tbaa !20
  br label %if.end179

if.end179:                                        ; preds = %if.then172, %for.cond.cleanup133
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

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
!12 = distinct !{!12, !11}
!13 = !{!14, !9, i64 0}
!14 = !{!"_ZTS9cartesian", !9, i64 0, !9, i64 4, !9, i64 8}
!15 = !{!14, !9, i64 4}
!16 = !{!14, !9, i64 8}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !6, i64 0}
