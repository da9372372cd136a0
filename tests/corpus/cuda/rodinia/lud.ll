; ModuleID = 'rodinia/lud.cu'
source_filename = "rodinia/lud.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalPfiiE6shadow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalPfiiE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12lud_diagonalPfii(ptr noundef captures(none) %m, i32 noundef %matrix_dim, i32 noundef %offset) local_unnamed_addr #0 {
entry:
  %offset129 = add i32 %matrix_dim, 1
  %add = mul i32 %offset, %offset129
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom5 = zext nneg i32 %0 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 %idxprom5
  %add1 = add i32 %add, %0
  %idxprom = zext i32 %add1 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %m, i64 %idxprom
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %1, ptr %invariant.gep, align 4, !tbaa !8
  %add7 = add nsw i32 %add, %matrix_dim
  %add1.1 = add i32 %add7, %0
  %idxprom.1 = zext i32 %add1.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.1
  %2 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  store float %2, ptr %gep.1, align 4, !tbaa !8
  %add7.1 = add nsw i32 %add7, %matrix_dim
  %add1.2 = add i32 %add7.1, %0
  %idxprom.2 = zext i32 %add1.2 to i64
  %arrayidx.2 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.2
  %3 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  store float %3, ptr %gep.2, align 4, !tbaa !8
  %add7.2 = add nsw i32 %add7.1, %matrix_dim
  %add1.3 = add i32 %add7.2, %0
  %idxprom.3 = zext i32 %add1.3 to i64
  %arrayidx.3 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.3
  %4 = load float, ptr %arrayidx.3, align 4, !tbaa !8
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  store float %4, ptr %gep.3, align 4, !tbaa !8
  %add7.3 = add nsw i32 %add7.2, %matrix_dim
  %add1.4 = add i32 %add7.3, %0
  %idxprom.4 = zext i32 %add1.4 to i64
  %arrayidx.4 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.4
  %5 = load float, ptr %arrayidx.4, align 4, !tbaa !8
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  store float %5, ptr %gep.4, align 4, !tbaa !8
  %add7.4 = add nsw i32 %add7.3, %matrix_dim
  %add1.5 = add i32 %add7.4, %0
  %idxprom.5 = zext i32 %add1.5 to i64
  %arrayidx.5 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.5
  %6 = load float, ptr %arrayidx.5, align 4, !tbaa !8
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  store float %6, ptr %gep.5, align 4, !tbaa !8
  %add7.5 = add nsw i32 %add7.4, %matrix_dim
  %add1.6 = add i32 %add7.5, %0
  %idxprom.6 = zext i32 %add1.6 to i64
  %arrayidx.6 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.6
  %7 = load float, ptr %arrayidx.6, align 4, !tbaa !8
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  store float %7, ptr %gep.6, align 4, !tbaa !8
  %add7.6 = add nsw i32 %add7.5, %matrix_dim
  %add1.7 = add i32 %add7.6, %0
  %idxprom.7 = zext i32 %add1.7 to i64
  %arrayidx.7 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.7
  %8 = load float, ptr %arrayidx.7, align 4, !tbaa !8
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  store float %8, ptr %gep.7, align 4, !tbaa !8
  %add7.7 = add nsw i32 %add7.6, %matrix_dim
  %add1.8 = add i32 %add7.7, %0
  %idxprom.8 = zext i32 %add1.8 to i64
  %arrayidx.8 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.8
  %9 = load float, ptr %arrayidx.8, align 4, !tbaa !8
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  store float %9, ptr %gep.8, align 4, !tbaa !8
  %add7.8 = add nsw i32 %add7.7, %matrix_dim
  %add1.9 = add i32 %add7.8, %0
  %idxprom.9 = zext i32 %add1.9 to i64
  %arrayidx.9 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.9
  %10 = load float, ptr %arrayidx.9, align 4, !tbaa !8
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  store float %10, ptr %gep.9, align 4, !tbaa !8
  %add7.9 = add nsw i32 %add7.8, %matrix_dim
  %add1.10 = add i32 %add7.9, %0
  %idxprom.10 = zext i32 %add1.10 to i64
  %arrayidx.10 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.10
  %11 = load float, ptr %arrayidx.10, align 4, !tbaa !8
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  store float %11, ptr %gep.10, align 4, !tbaa !8
  %add7.10 = add nsw i32 %add7.9, %matrix_dim
  %add1.11 = add i32 %add7.10, %0
  %idxprom.11 = zext i32 %add1.11 to i64
  %arrayidx.11 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.11
  %12 = load float, ptr %arrayidx.11, align 4, !tbaa !8
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  store float %12, ptr %gep.11, align 4, !tbaa !8
  %add7.11 = add nsw i32 %add7.10, %matrix_dim
  %add1.12 = add i32 %add7.11, %0
  %idxprom.12 = zext i32 %add1.12 to i64
  %arrayidx.12 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.12
  %13 = load float, ptr %arrayidx.12, align 4, !tbaa !8
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  store float %13, ptr %gep.12, align 4, !tbaa !8
  %add7.12 = add nsw i32 %add7.11, %matrix_dim
  %add1.13 = add i32 %add7.12, %0
  %idxprom.13 = zext i32 %add1.13 to i64
  %arrayidx.13 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.13
  %14 = load float, ptr %arrayidx.13, align 4, !tbaa !8
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  store float %14, ptr %gep.13, align 4, !tbaa !8
  %add7.13 = add nsw i32 %add7.12, %matrix_dim
  %add1.14 = add i32 %add7.13, %0
  %idxprom.14 = zext i32 %add1.14 to i64
  %arrayidx.14 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.14
  %15 = load float, ptr %arrayidx.14, align 4, !tbaa !8
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  store float %15, ptr %gep.14, align 4, !tbaa !8
  %add7.14 = add nsw i32 %add7.13, %matrix_dim
  %add1.15 = add i32 %add7.14, %0
  %idxprom.15 = zext i32 %add1.15 to i64
  %arrayidx.15 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom.15
  %16 = load float, ptr %arrayidx.15, align 4, !tbaa !8
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  store float %16, ptr %gep.15, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx18 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 %idxprom5
  br label %for.body10

for.body10:                                       ; preds = %entry, %if.end71
  %indvars.iv = phi i32 [ 1, %entry ], [ %indvars.iv.next, %if.end71 ]
  %i.1139 = phi i32 [ 0, %entry ], [ %inc73, %if.end71 ]
  %cmp12 = icmp samesign ugt i32 %0, %i.1139
  br i1 %cmp12, label %for.cond13.preheader, label %if.end

for.cond13.preheader:                             ; preds = %for.body10
  %cmp14132.not = icmp eq i32 %i.1139, 0
  br i1 %cmp14132.not, label %for.cond13.preheader.for.end33_crit_edge, label %for.body15.lr.ph

for.cond13.preheader.for.end33_crit_edge:         ; preds = %for.cond13.preheader
  %.pre = load float, ptr %arrayidx18, align 4, !tbaa !8
  br label %for.end33

for.body15.lr.ph:                                 ; preds = %for.cond13.preheader
  %idxprom23 = zext nneg i32 %i.1139 to i64
  %invariant.gep134 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 %idxprom23
  %arrayidx30 = getelementptr inbounds nuw float, ptr %arrayidx18, i64 %idxprom23
  %arrayidx30.promoted = load float, ptr %arrayidx30, align 4, !tbaa !8
  %xtraiter = and i32 %i.1139, 1
  %17 = icmp eq i32 %i.1139, 1
  br i1 %17, label %for.body15.epil.preheader, label %for.body15.lr.ph.new

for.body15.lr.ph.new:                             ; preds = %for.body15.lr.ph
  %unroll_iter = and i32 %i.1139, 2147483646
  br label %for.body15

for.body15:                                       ; preds = %for.body15, %for.body15.lr.ph.new
  %18 = phi float [ %arrayidx30.promoted, %for.body15.lr.ph.new ], [ %sub.1, %for.body15 ]
  %j.0133 = phi i32 [ 0, %for.body15.lr.ph.new ], [ %inc32.1, %for.body15 ]
  %niter = phi i32 [ 0, %for.body15.lr.ph.new ], [ %niter.next.1, %for.body15 ]
  %idxprom19 = zext nneg i32 %j.0133 to i64
  %arrayidx20 = getelementptr inbounds nuw float, ptr %arrayidx18, i64 %idxprom19
  %19 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %gep135 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep134, i64 %idxprom19
  %20 = load float, ptr %gep135, align 4, !tbaa !8
  %mul25 = fmul contract float %19, %20
  %sub = fsub contract float %18, %mul25
  store float %sub, ptr %arrayidx30, align 4, !tbaa !8
  %inc32 = or disjoint i32 %j.0133, 1
  %idxprom19.1 = zext nneg i32 %inc32 to i64
  %arrayidx20.1 = getelementptr inbounds nuw float, ptr %arrayidx18, i64 %idxprom19.1
  %21 = load float, ptr %arrayidx20.1, align 4, !tbaa !8
  %gep135.1 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep134, i64 %idxprom19.1
  %22 = load float, ptr %gep135.1, align 4, !tbaa !8
  %mul25.1 = fmul contract float %21, %22
  %sub.1 = fsub contract float %sub, %mul25.1
  store float %sub.1, ptr %arrayidx30, align 4, !tbaa !8
  %inc32.1 = add nuw nsw i32 %j.0133, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end33.loopexit.unr-lcssa, label %for.body15, !llvm.loop !10

for.end33.loopexit.unr-lcssa:                     ; preds = %for.body15
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end33, label %for.body15.epil.preheader

for.body15.epil.preheader:                        ; preds = %for.end33.loopexit.unr-lcssa, %for.body15.lr.ph
  %.epil.init = phi float [ %arrayidx30.promoted, %for.body15.lr.ph ], [ %sub.1, %for.end33.loopexit.unr-lcssa ]
  %j.0133.epil.init = phi i32 [ 0, %for.body15.lr.ph ], [ %inc32.1, %for.end33.loopexit.unr-lcssa ]
  %lcmp.mod150 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod150)
  %idxprom19.epil = zext nneg i32 %j.0133.epil.init to i64
  %arrayidx20.epil = getelementptr inbounds nuw float, ptr %arrayidx18, i64 %idxprom19.epil
  %23 = load float, ptr %arrayidx20.epil, align 4, !tbaa !8
  %gep135.epil = getelementptr inbounds nuw [16 x float], ptr %invariant.gep134, i64 %idxprom19.epil
  %24 = load float, ptr %gep135.epil, align 4, !tbaa !8
  %mul25.epil = fmul contract float %23, %24
  %sub.epil = fsub contract float %.epil.init, %mul25.epil
  store float %sub.epil, ptr %arrayidx30, align 4, !tbaa !8
  br label %for.end33

for.end33:                                        ; preds = %for.body15.epil.preheader, %for.end33.loopexit.unr-lcssa, %for.cond13.preheader.for.end33_crit_edge
  %idxprom34.pre-phi = phi i64 [ 0, %for.cond13.preheader.for.end33_crit_edge ], [ %idxprom23, %for.end33.loopexit.unr-lcssa ], [ %idxprom23, %for.body15.epil.preheader ]
  %25 = phi float [ %.pre, %for.cond13.preheader.for.end33_crit_edge ], [ %sub.1, %for.end33.loopexit.unr-lcssa ], [ %sub.epil, %for.body15.epil.preheader ]
  %arrayidx35 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 %idxprom34.pre-phi
  %arrayidx37 = getelementptr inbounds nuw float, ptr %arrayidx35, i64 %idxprom34.pre-phi
  %26 = load float, ptr %arrayidx37, align 4, !tbaa !8
  %arrayidx42 = getelementptr inbounds nuw float, ptr %arrayidx18, i64 %idxprom34.pre-phi
  %div = fdiv contract float %25, %26
  store float %div, ptr %arrayidx42, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end33, %for.body10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp12, label %for.cond46.preheader, label %if.end71

for.cond46.preheader:                             ; preds = %if.end
  %27 = zext nneg i32 %i.1139 to i64
  %28 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalPfiiE6shadow to ptr), i64 %27
  %arrayidx52 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %arrayidx66 = getelementptr inbounds nuw float, ptr %arrayidx52, i64 %idxprom5
  %arrayidx66.promoted = load float, ptr %arrayidx66, align 4, !tbaa !8
  %xtraiter151 = and i32 %indvars.iv, 1
  %29 = icmp eq i32 %i.1139, 0
  br i1 %29, label %for.body49.epil.preheader, label %for.cond46.preheader.new

for.cond46.preheader.new:                         ; preds = %for.cond46.preheader
  %unroll_iter156 = and i32 %indvars.iv, 2147483646
  br label %for.body49

for.body49:                                       ; preds = %for.body49, %for.cond46.preheader.new
  %j.1138 = phi i32 [ 0, %for.cond46.preheader.new ], [ %inc69.1, %for.body49 ]
  %30 = phi float [ %arrayidx66.promoted, %for.cond46.preheader.new ], [ %sub67.1, %for.body49 ]
  %niter157 = phi i32 [ 0, %for.cond46.preheader.new ], [ %niter157.next.1, %for.body49 ]
  %idxprom53 = zext nneg i32 %j.1138 to i64
  %arrayidx54 = getelementptr inbounds nuw float, ptr %arrayidx52, i64 %idxprom53
  %31 = load float, ptr %arrayidx54, align 4, !tbaa !8
  %gep137 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep, i64 %idxprom53
  %32 = load float, ptr %gep137, align 4, !tbaa !8
  %mul60 = fmul contract float %31, %32
  %sub67 = fsub contract float %30, %mul60
  store float %sub67, ptr %arrayidx66, align 4, !tbaa !8
  %inc69 = or disjoint i32 %j.1138, 1
  %idxprom53.1 = zext nneg i32 %inc69 to i64
  %arrayidx54.1 = getelementptr inbounds nuw float, ptr %arrayidx52, i64 %idxprom53.1
  %33 = load float, ptr %arrayidx54.1, align 4, !tbaa !8
  %gep137.1 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep, i64 %idxprom53.1
  %34 = load float, ptr %gep137.1, align 4, !tbaa !8
  %mul60.1 = fmul contract float %33, %34
  %sub67.1 = fsub contract float %sub67, %mul60.1
  store float %sub67.1, ptr %arrayidx66, align 4, !tbaa !8
  %inc69.1 = add nuw nsw i32 %j.1138, 2
  %niter157.next.1 = add i32 %niter157, 2
  %niter157.ncmp.1 = icmp eq i32 %niter157.next.1, %unroll_iter156
  br i1 %niter157.ncmp.1, label %if.end71.loopexit.unr-lcssa, label %for.body49, !llvm.loop !12

if.end71.loopexit.unr-lcssa:                      ; preds = %for.body49
  %lcmp.mod154.not = icmp eq i32 %xtraiter151, 0
  br i1 %lcmp.mod154.not, label %if.end71, label %for.body49.epil.preheader

for.body49.epil.preheader:                        ; preds = %if.end71.loopexit.unr-lcssa, %for.cond46.preheader
  %j.1138.epil.init = phi i32 [ 0, %for.cond46.preheader ], [ %inc69.1, %if.end71.loopexit.unr-lcssa ]
  %.epil.init153 = phi float [ %arrayidx66.promoted, %for.cond46.preheader ], [ %sub67.1, %if.end71.loopexit.unr-lcssa ]
  %lcmp.mod155 = icmp ne i32 %xtraiter151, 0
  tail call void @llvm.assume(i1 %lcmp.mod155)
  %idxprom53.epil = zext nneg i32 %j.1138.epil.init to i64
  %arrayidx54.epil = getelementptr inbounds nuw float, ptr %arrayidx52, i64 %idxprom53.epil
  %35 = load float, ptr %arrayidx54.epil, align 4, !tbaa !8
  %gep137.epil = getelementptr inbounds nuw [16 x float], ptr %invariant.gep, i64 %idxprom53.epil
  %36 = load float, ptr %gep137.epil, align 4, !tbaa !8
  %mul60.epil = fmul contract float %35, %36
  %sub67.epil = fsub contract float %.epil.init153, %mul60.epil
  store float %sub67.epil, ptr %arrayidx66, align 4, !tbaa !8
  br label %if.end71

if.end71:                                         ; preds = %for.body49.epil.preheader, %if.end71.loopexit.unr-lcssa, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc73 = add nuw nsw i32 %i.1139, 1
  %indvars.iv.next = add nuw nsw i32 %indvars.iv, 1
  %exitcond146.not = icmp eq i32 %inc73, 15
  br i1 %exitcond146.not, label %for.end74, label %for.body10, !llvm.loop !13

for.end74:                                        ; preds = %if.end71
  %add75 = add nsw i32 %offset, 1
  %mul76 = mul nsw i32 %add75, %matrix_dim
  %add77 = add nsw i32 %mul76, %offset
  %37 = load float, ptr %gep.1, align 4, !tbaa !8
  %add87 = add i32 %add77, %0
  %idxprom88 = zext i32 %add87 to i64
  %arrayidx89 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88
  store float %37, ptr %arrayidx89, align 4, !tbaa !8
  %add90 = add nsw i32 %add77, %matrix_dim
  %38 = load float, ptr %gep.2, align 4, !tbaa !8
  %add87.1 = add i32 %add90, %0
  %idxprom88.1 = zext i32 %add87.1 to i64
  %arrayidx89.1 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.1
  store float %38, ptr %arrayidx89.1, align 4, !tbaa !8
  %add90.1 = add nsw i32 %add90, %matrix_dim
  %39 = load float, ptr %gep.3, align 4, !tbaa !8
  %add87.2 = add i32 %add90.1, %0
  %idxprom88.2 = zext i32 %add87.2 to i64
  %arrayidx89.2 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.2
  store float %39, ptr %arrayidx89.2, align 4, !tbaa !8
  %add90.2 = add nsw i32 %add90.1, %matrix_dim
  %40 = load float, ptr %gep.4, align 4, !tbaa !8
  %add87.3 = add i32 %add90.2, %0
  %idxprom88.3 = zext i32 %add87.3 to i64
  %arrayidx89.3 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.3
  store float %40, ptr %arrayidx89.3, align 4, !tbaa !8
  %add90.3 = add nsw i32 %add90.2, %matrix_dim
  %41 = load float, ptr %gep.5, align 4, !tbaa !8
  %add87.4 = add i32 %add90.3, %0
  %idxprom88.4 = zext i32 %add87.4 to i64
  %arrayidx89.4 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.4
  store float %41, ptr %arrayidx89.4, align 4, !tbaa !8
  %add90.4 = add nsw i32 %add90.3, %matrix_dim
  %42 = load float, ptr %gep.6, align 4, !tbaa !8
  %add87.5 = add i32 %add90.4, %0
  %idxprom88.5 = zext i32 %add87.5 to i64
  %arrayidx89.5 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.5
  store float %42, ptr %arrayidx89.5, align 4, !tbaa !8
  %add90.5 = add nsw i32 %add90.4, %matrix_dim
  %43 = load float, ptr %gep.7, align 4, !tbaa !8
  %add87.6 = add i32 %add90.5, %0
  %idxprom88.6 = zext i32 %add87.6 to i64
  %arrayidx89.6 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.6
  store float %43, ptr %arrayidx89.6, align 4, !tbaa !8
  %add90.6 = add nsw i32 %add90.5, %matrix_dim
  %44 = load float, ptr %gep.8, align 4, !tbaa !8
  %add87.7 = add i32 %add90.6, %0
  %idxprom88.7 = zext i32 %add87.7 to i64
  %arrayidx89.7 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.7
  store float %44, ptr %arrayidx89.7, align 4, !tbaa !8
  %add90.7 = add nsw i32 %add90.6, %matrix_dim
  %45 = load float, ptr %gep.9, align 4, !tbaa !8
  %add87.8 = add i32 %add90.7, %0
  %idxprom88.8 = zext i32 %add87.8 to i64
  %arrayidx89.8 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.8
  store float %45, ptr %arrayidx89.8, align 4, !tbaa !8
  %add90.8 = add nsw i32 %add90.7, %matrix_dim
  %46 = load float, ptr %gep.10, align 4, !tbaa !8
  %add87.9 = add i32 %add90.8, %0
  %idxprom88.9 = zext i32 %add87.9 to i64
  %arrayidx89.9 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.9
  store float %46, ptr %arrayidx89.9, align 4, !tbaa !8
  %add90.9 = add nsw i32 %add90.8, %matrix_dim
  %47 = load float, ptr %gep.11, align 4, !tbaa !8
  %add87.10 = add i32 %add90.9, %0
  %idxprom88.10 = zext i32 %add87.10 to i64
  %arrayidx89.10 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.10
  store float %47, ptr %arrayidx89.10, align 4, !tbaa !8
  %add90.10 = add nsw i32 %add90.9, %matrix_dim
  %48 = load float, ptr %gep.12, align 4, !tbaa !8
  %add87.11 = add i32 %add90.10, %0
  %idxprom88.11 = zext i32 %add87.11 to i64
  %arrayidx89.11 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.11
  store float %48, ptr %arrayidx89.11, align 4, !tbaa !8
  %add90.11 = add nsw i32 %add90.10, %matrix_dim
  %49 = load float, ptr %gep.13, align 4, !tbaa !8
  %add87.12 = add i32 %add90.11, %0
  %idxprom88.12 = zext i32 %add87.12 to i64
  %arrayidx89.12 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.12
  store float %49, ptr %arrayidx89.12, align 4, !tbaa !8
  %add90.12 = add nsw i32 %add90.11, %matrix_dim
  %50 = load float, ptr %gep.14, align 4, !tbaa !8
  %add87.13 = add i32 %add90.12, %0
  %idxprom88.13 = zext i32 %add87.13 to i64
  %arrayidx89.13 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.13
  store float %50, ptr %arrayidx89.13, align 4, !tbaa !8
  %add90.13 = add nsw i32 %add90.12, %matrix_dim
  %51 = load float, ptr %gep.15, align 4, !tbaa !8
  %add87.14 = add i32 %add90.13, %0
  %idxprom88.14 = zext i32 %add87.14 to i64
  %arrayidx89.14 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom88.14
  store float %51, ptr %arrayidx89.14, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13lud_perimeterPfii(ptr noundef captures(none) %m, i32 noundef %matrix_dim, i32 noundef %offset) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp samesign ult i32 %0, 16
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %offset275 = add i32 %matrix_dim, 1
  %add = mul i32 %offset, %offset275
  %idxprom6 = zext nneg i32 %0 to i64
  %invariant.gep285 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 %idxprom6
  %add3 = add nsw i32 %add, %0
  %idxprom = sext i32 %add3 to i64
  %arrayidx = getelementptr inbounds float, ptr %m, i64 %idxprom
  %1 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %1, ptr %invariant.gep285, align 4, !tbaa !8
  %add8 = add nsw i32 %add, %matrix_dim
  %add3.1 = add nsw i32 %add8, %0
  %idxprom.1 = sext i32 %add3.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %m, i64 %idxprom.1
  %2 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %gep286.1 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 64
  store float %2, ptr %gep286.1, align 4, !tbaa !8
  %add8.1 = add nsw i32 %add8, %matrix_dim
  %add3.2 = add nsw i32 %add8.1, %0
  %idxprom.2 = sext i32 %add3.2 to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %m, i64 %idxprom.2
  %3 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %gep286.2 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 128
  store float %3, ptr %gep286.2, align 4, !tbaa !8
  %add8.2 = add nsw i32 %add8.1, %matrix_dim
  %add3.3 = add nsw i32 %add8.2, %0
  %idxprom.3 = sext i32 %add3.3 to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %m, i64 %idxprom.3
  %4 = load float, ptr %arrayidx.3, align 4, !tbaa !8
  %gep286.3 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 192
  store float %4, ptr %gep286.3, align 4, !tbaa !8
  %add8.3 = add nsw i32 %add8.2, %matrix_dim
  %add3.4 = add nsw i32 %add8.3, %0
  %idxprom.4 = sext i32 %add3.4 to i64
  %arrayidx.4 = getelementptr inbounds float, ptr %m, i64 %idxprom.4
  %5 = load float, ptr %arrayidx.4, align 4, !tbaa !8
  %gep286.4 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 256
  store float %5, ptr %gep286.4, align 4, !tbaa !8
  %add8.4 = add nsw i32 %add8.3, %matrix_dim
  %add3.5 = add nsw i32 %add8.4, %0
  %idxprom.5 = sext i32 %add3.5 to i64
  %arrayidx.5 = getelementptr inbounds float, ptr %m, i64 %idxprom.5
  %6 = load float, ptr %arrayidx.5, align 4, !tbaa !8
  %gep286.5 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 320
  store float %6, ptr %gep286.5, align 4, !tbaa !8
  %add8.5 = add nsw i32 %add8.4, %matrix_dim
  %add3.6 = add nsw i32 %add8.5, %0
  %idxprom.6 = sext i32 %add3.6 to i64
  %arrayidx.6 = getelementptr inbounds float, ptr %m, i64 %idxprom.6
  %7 = load float, ptr %arrayidx.6, align 4, !tbaa !8
  %gep286.6 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 384
  store float %7, ptr %gep286.6, align 4, !tbaa !8
  %add8.6 = add nsw i32 %add8.5, %matrix_dim
  %add3.7 = add nsw i32 %add8.6, %0
  %idxprom.7 = sext i32 %add3.7 to i64
  %arrayidx.7 = getelementptr inbounds float, ptr %m, i64 %idxprom.7
  %8 = load float, ptr %arrayidx.7, align 4, !tbaa !8
  %gep286.7 = getelementptr inbounds nuw i8, ptr %invariant.gep285, i64 448
  store float %8, ptr %gep286.7, align 4, !tbaa !8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add15 = shl i32 %9, 4
  %mul16 = or disjoint i32 %0, 16
  %add17 = add i32 %mul16, %add15
  %invariant.gep289 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 %idxprom6
  %add18 = add i32 %add17, %add
  %idxprom19 = zext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19
  %10 = load float, ptr %arrayidx20, align 4, !tbaa !8
  store float %10, ptr %invariant.gep289, align 4, !tbaa !8
  %add18.1 = add i32 %add17, %add8
  %idxprom19.1 = zext i32 %add18.1 to i64
  %arrayidx20.1 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.1
  %11 = load float, ptr %arrayidx20.1, align 4, !tbaa !8
  %gep290.1 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 64
  store float %11, ptr %gep290.1, align 4, !tbaa !8
  %add18.2 = add i32 %add17, %add8.1
  %idxprom19.2 = zext i32 %add18.2 to i64
  %arrayidx20.2 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.2
  %12 = load float, ptr %arrayidx20.2, align 4, !tbaa !8
  %gep290.2 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 128
  store float %12, ptr %gep290.2, align 4, !tbaa !8
  %add18.3 = add i32 %add17, %add8.2
  %idxprom19.3 = zext i32 %add18.3 to i64
  %arrayidx20.3 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.3
  %13 = load float, ptr %arrayidx20.3, align 4, !tbaa !8
  %gep290.3 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 192
  store float %13, ptr %gep290.3, align 4, !tbaa !8
  %add18.4 = add i32 %add17, %add8.3
  %idxprom19.4 = zext i32 %add18.4 to i64
  %arrayidx20.4 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.4
  %14 = load float, ptr %arrayidx20.4, align 4, !tbaa !8
  %gep290.4 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 256
  store float %14, ptr %gep290.4, align 4, !tbaa !8
  %add18.5 = add i32 %add17, %add8.4
  %idxprom19.5 = zext i32 %add18.5 to i64
  %arrayidx20.5 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.5
  %15 = load float, ptr %arrayidx20.5, align 4, !tbaa !8
  %gep290.5 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 320
  store float %15, ptr %gep290.5, align 4, !tbaa !8
  %add18.6 = add i32 %add17, %add8.5
  %idxprom19.6 = zext i32 %add18.6 to i64
  %arrayidx20.6 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.6
  %16 = load float, ptr %arrayidx20.6, align 4, !tbaa !8
  %gep290.6 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 384
  store float %16, ptr %gep290.6, align 4, !tbaa !8
  %add18.7 = add i32 %add17, %add8.6
  %idxprom19.7 = zext i32 %add18.7 to i64
  %arrayidx20.7 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.7
  %17 = load float, ptr %arrayidx20.7, align 4, !tbaa !8
  %gep290.7 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 448
  store float %17, ptr %gep290.7, align 4, !tbaa !8
  %add25.7 = add nsw i32 %add8.6, %matrix_dim
  %add18.8 = add i32 %add17, %add25.7
  %idxprom19.8 = zext i32 %add18.8 to i64
  %arrayidx20.8 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.8
  %18 = load float, ptr %arrayidx20.8, align 4, !tbaa !8
  %gep290.8 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 512
  store float %18, ptr %gep290.8, align 4, !tbaa !8
  %add25.8 = add nsw i32 %add25.7, %matrix_dim
  %add18.9 = add i32 %add17, %add25.8
  %idxprom19.9 = zext i32 %add18.9 to i64
  %arrayidx20.9 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.9
  %19 = load float, ptr %arrayidx20.9, align 4, !tbaa !8
  %gep290.9 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 576
  store float %19, ptr %gep290.9, align 4, !tbaa !8
  %add25.9 = add nsw i32 %add25.8, %matrix_dim
  %add18.10 = add i32 %add17, %add25.9
  %idxprom19.10 = zext i32 %add18.10 to i64
  %arrayidx20.10 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.10
  %20 = load float, ptr %arrayidx20.10, align 4, !tbaa !8
  %gep290.10 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 640
  store float %20, ptr %gep290.10, align 4, !tbaa !8
  %add25.10 = add nsw i32 %add25.9, %matrix_dim
  %add18.11 = add i32 %add17, %add25.10
  %idxprom19.11 = zext i32 %add18.11 to i64
  %arrayidx20.11 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.11
  %21 = load float, ptr %arrayidx20.11, align 4, !tbaa !8
  %gep290.11 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 704
  store float %21, ptr %gep290.11, align 4, !tbaa !8
  %add25.11 = add nsw i32 %add25.10, %matrix_dim
  %add18.12 = add i32 %add17, %add25.11
  %idxprom19.12 = zext i32 %add18.12 to i64
  %arrayidx20.12 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.12
  %22 = load float, ptr %arrayidx20.12, align 4, !tbaa !8
  %gep290.12 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 768
  store float %22, ptr %gep290.12, align 4, !tbaa !8
  %add25.12 = add nsw i32 %add25.11, %matrix_dim
  %add18.13 = add i32 %add17, %add25.12
  %idxprom19.13 = zext i32 %add18.13 to i64
  %arrayidx20.13 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.13
  %23 = load float, ptr %arrayidx20.13, align 4, !tbaa !8
  %gep290.13 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 832
  store float %23, ptr %gep290.13, align 4, !tbaa !8
  %add25.13 = add nsw i32 %add25.12, %matrix_dim
  %add18.14 = add i32 %add17, %add25.13
  %idxprom19.14 = zext i32 %add18.14 to i64
  %arrayidx20.14 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom19.14
  %24 = load float, ptr %arrayidx20.14, align 4, !tbaa !8
  %gep290.14 = getelementptr inbounds nuw i8, ptr %invariant.gep289, i64 896
  store float %24, ptr %gep290.14, align 4, !tbaa !8
  %add25.14 = add nsw i32 %add25.13, %matrix_dim
  %add18.15 = add i32 %add17, %add25.14
  %idxprom19.15 = zext i32 %add18.15 to i64
  br label %if.end

if.else:                                          ; preds = %entry
  %sub = add nsw i32 %0, -16
  %add30 = add nsw i32 %offset, 8
  %mul31 = mul nsw i32 %add30, %matrix_dim
  %add32 = add nsw i32 %mul31, %offset
  %idxprom41 = zext nneg i32 %sub to i64
  %invariant.gep = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 %idxprom41
  %add36 = add nsw i32 %add32, %sub
  %idxprom37 = sext i32 %add36 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %m, i64 %idxprom37
  %25 = load float, ptr %arrayidx38, align 4, !tbaa !8
  %gep = getelementptr i8, ptr %invariant.gep, i64 512
  store float %25, ptr %gep, align 4, !tbaa !8
  %add43 = add nsw i32 %add32, %matrix_dim
  %add36.1 = add nsw i32 %add43, %sub
  %idxprom37.1 = sext i32 %add36.1 to i64
  %arrayidx38.1 = getelementptr inbounds float, ptr %m, i64 %idxprom37.1
  %26 = load float, ptr %arrayidx38.1, align 4, !tbaa !8
  %gep.1 = getelementptr i8, ptr %invariant.gep, i64 576
  store float %26, ptr %gep.1, align 4, !tbaa !8
  %add43.1 = add nsw i32 %add43, %matrix_dim
  %add36.2 = add nsw i32 %add43.1, %sub
  %idxprom37.2 = sext i32 %add36.2 to i64
  %arrayidx38.2 = getelementptr inbounds float, ptr %m, i64 %idxprom37.2
  %27 = load float, ptr %arrayidx38.2, align 4, !tbaa !8
  %gep.2 = getelementptr i8, ptr %invariant.gep, i64 640
  store float %27, ptr %gep.2, align 4, !tbaa !8
  %add43.2 = add nsw i32 %add43.1, %matrix_dim
  %add36.3 = add nsw i32 %add43.2, %sub
  %idxprom37.3 = sext i32 %add36.3 to i64
  %arrayidx38.3 = getelementptr inbounds float, ptr %m, i64 %idxprom37.3
  %28 = load float, ptr %arrayidx38.3, align 4, !tbaa !8
  %gep.3 = getelementptr i8, ptr %invariant.gep, i64 704
  store float %28, ptr %gep.3, align 4, !tbaa !8
  %add43.3 = add nsw i32 %add43.2, %matrix_dim
  %add36.4 = add nsw i32 %add43.3, %sub
  %idxprom37.4 = sext i32 %add36.4 to i64
  %arrayidx38.4 = getelementptr inbounds float, ptr %m, i64 %idxprom37.4
  %29 = load float, ptr %arrayidx38.4, align 4, !tbaa !8
  %gep.4 = getelementptr i8, ptr %invariant.gep, i64 768
  store float %29, ptr %gep.4, align 4, !tbaa !8
  %add43.4 = add nsw i32 %add43.3, %matrix_dim
  %add36.5 = add nsw i32 %add43.4, %sub
  %idxprom37.5 = sext i32 %add36.5 to i64
  %arrayidx38.5 = getelementptr inbounds float, ptr %m, i64 %idxprom37.5
  %30 = load float, ptr %arrayidx38.5, align 4, !tbaa !8
  %gep.5 = getelementptr i8, ptr %invariant.gep, i64 832
  store float %30, ptr %gep.5, align 4, !tbaa !8
  %add43.5 = add nsw i32 %add43.4, %matrix_dim
  %add36.6 = add nsw i32 %add43.5, %sub
  %idxprom37.6 = sext i32 %add36.6 to i64
  %arrayidx38.6 = getelementptr inbounds float, ptr %m, i64 %idxprom37.6
  %31 = load float, ptr %arrayidx38.6, align 4, !tbaa !8
  %gep.6 = getelementptr i8, ptr %invariant.gep, i64 896
  store float %31, ptr %gep.6, align 4, !tbaa !8
  %add43.6 = add nsw i32 %add43.5, %matrix_dim
  %add36.7 = add nsw i32 %add43.6, %sub
  %idxprom37.7 = sext i32 %add36.7 to i64
  %arrayidx38.7 = getelementptr inbounds float, ptr %m, i64 %idxprom37.7
  %32 = load float, ptr %arrayidx38.7, align 4, !tbaa !8
  %gep.7 = getelementptr i8, ptr %invariant.gep, i64 960
  store float %32, ptr %gep.7, align 4, !tbaa !8
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add48 = shl i32 %33, 4
  %mul49 = add i32 %add48, 16
  %add50 = add i32 %mul49, %offset
  %mul51 = mul i32 %add50, %matrix_dim
  %add52 = add i32 %mul51, %offset
  %invariant.gep281 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 %idxprom41
  %add56 = add nsw i32 %add52, %sub
  %idxprom57 = sext i32 %add56 to i64
  %arrayidx58 = getelementptr inbounds float, ptr %m, i64 %idxprom57
  %34 = load float, ptr %arrayidx58, align 4, !tbaa !8
  store float %34, ptr %invariant.gep281, align 4, !tbaa !8
  %add63 = add nsw i32 %add52, %matrix_dim
  %add56.1 = add nsw i32 %add63, %sub
  %idxprom57.1 = sext i32 %add56.1 to i64
  %arrayidx58.1 = getelementptr inbounds float, ptr %m, i64 %idxprom57.1
  %35 = load float, ptr %arrayidx58.1, align 4, !tbaa !8
  %gep282.1 = getelementptr i8, ptr %invariant.gep281, i64 64
  store float %35, ptr %gep282.1, align 4, !tbaa !8
  %add63.1 = add nsw i32 %add63, %matrix_dim
  %add56.2 = add nsw i32 %add63.1, %sub
  %idxprom57.2 = sext i32 %add56.2 to i64
  %arrayidx58.2 = getelementptr inbounds float, ptr %m, i64 %idxprom57.2
  %36 = load float, ptr %arrayidx58.2, align 4, !tbaa !8
  %gep282.2 = getelementptr i8, ptr %invariant.gep281, i64 128
  store float %36, ptr %gep282.2, align 4, !tbaa !8
  %add63.2 = add nsw i32 %add63.1, %matrix_dim
  %add56.3 = add nsw i32 %add63.2, %sub
  %idxprom57.3 = sext i32 %add56.3 to i64
  %arrayidx58.3 = getelementptr inbounds float, ptr %m, i64 %idxprom57.3
  %37 = load float, ptr %arrayidx58.3, align 4, !tbaa !8
  %gep282.3 = getelementptr i8, ptr %invariant.gep281, i64 192
  store float %37, ptr %gep282.3, align 4, !tbaa !8
  %add63.3 = add nsw i32 %add63.2, %matrix_dim
  %add56.4 = add nsw i32 %add63.3, %sub
  %idxprom57.4 = sext i32 %add56.4 to i64
  %arrayidx58.4 = getelementptr inbounds float, ptr %m, i64 %idxprom57.4
  %38 = load float, ptr %arrayidx58.4, align 4, !tbaa !8
  %gep282.4 = getelementptr i8, ptr %invariant.gep281, i64 256
  store float %38, ptr %gep282.4, align 4, !tbaa !8
  %add63.4 = add nsw i32 %add63.3, %matrix_dim
  %add56.5 = add nsw i32 %add63.4, %sub
  %idxprom57.5 = sext i32 %add56.5 to i64
  %arrayidx58.5 = getelementptr inbounds float, ptr %m, i64 %idxprom57.5
  %39 = load float, ptr %arrayidx58.5, align 4, !tbaa !8
  %gep282.5 = getelementptr i8, ptr %invariant.gep281, i64 320
  store float %39, ptr %gep282.5, align 4, !tbaa !8
  %add63.5 = add nsw i32 %add63.4, %matrix_dim
  %add56.6 = add nsw i32 %add63.5, %sub
  %idxprom57.6 = sext i32 %add56.6 to i64
  %arrayidx58.6 = getelementptr inbounds float, ptr %m, i64 %idxprom57.6
  %40 = load float, ptr %arrayidx58.6, align 4, !tbaa !8
  %gep282.6 = getelementptr i8, ptr %invariant.gep281, i64 384
  store float %40, ptr %gep282.6, align 4, !tbaa !8
  %add63.6 = add nsw i32 %add63.5, %matrix_dim
  %add56.7 = add nsw i32 %add63.6, %sub
  %idxprom57.7 = sext i32 %add56.7 to i64
  %arrayidx58.7 = getelementptr inbounds float, ptr %m, i64 %idxprom57.7
  %41 = load float, ptr %arrayidx58.7, align 4, !tbaa !8
  %gep282.7 = getelementptr i8, ptr %invariant.gep281, i64 448
  store float %41, ptr %gep282.7, align 4, !tbaa !8
  %add63.7 = add nsw i32 %add63.6, %matrix_dim
  %add56.8 = add nsw i32 %add63.7, %sub
  %idxprom57.8 = sext i32 %add56.8 to i64
  %arrayidx58.8 = getelementptr inbounds float, ptr %m, i64 %idxprom57.8
  %42 = load float, ptr %arrayidx58.8, align 4, !tbaa !8
  %gep282.8 = getelementptr i8, ptr %invariant.gep281, i64 512
  store float %42, ptr %gep282.8, align 4, !tbaa !8
  %add63.8 = add nsw i32 %add63.7, %matrix_dim
  %add56.9 = add nsw i32 %add63.8, %sub
  %idxprom57.9 = sext i32 %add56.9 to i64
  %arrayidx58.9 = getelementptr inbounds float, ptr %m, i64 %idxprom57.9
  %43 = load float, ptr %arrayidx58.9, align 4, !tbaa !8
  %gep282.9 = getelementptr i8, ptr %invariant.gep281, i64 576
  store float %43, ptr %gep282.9, align 4, !tbaa !8
  %add63.9 = add nsw i32 %add63.8, %matrix_dim
  %add56.10 = add nsw i32 %add63.9, %sub
  %idxprom57.10 = sext i32 %add56.10 to i64
  %arrayidx58.10 = getelementptr inbounds float, ptr %m, i64 %idxprom57.10
  %44 = load float, ptr %arrayidx58.10, align 4, !tbaa !8
  %gep282.10 = getelementptr i8, ptr %invariant.gep281, i64 640
  store float %44, ptr %gep282.10, align 4, !tbaa !8
  %add63.10 = add nsw i32 %add63.9, %matrix_dim
  %add56.11 = add nsw i32 %add63.10, %sub
  %idxprom57.11 = sext i32 %add56.11 to i64
  %arrayidx58.11 = getelementptr inbounds float, ptr %m, i64 %idxprom57.11
  %45 = load float, ptr %arrayidx58.11, align 4, !tbaa !8
  %gep282.11 = getelementptr i8, ptr %invariant.gep281, i64 704
  store float %45, ptr %gep282.11, align 4, !tbaa !8
  %add63.11 = add nsw i32 %add63.10, %matrix_dim
  %add56.12 = add nsw i32 %add63.11, %sub
  %idxprom57.12 = sext i32 %add56.12 to i64
  %arrayidx58.12 = getelementptr inbounds float, ptr %m, i64 %idxprom57.12
  %46 = load float, ptr %arrayidx58.12, align 4, !tbaa !8
  %gep282.12 = getelementptr i8, ptr %invariant.gep281, i64 768
  store float %46, ptr %gep282.12, align 4, !tbaa !8
  %add63.12 = add nsw i32 %add63.11, %matrix_dim
  %add56.13 = add nsw i32 %add63.12, %sub
  %idxprom57.13 = sext i32 %add56.13 to i64
  %arrayidx58.13 = getelementptr inbounds float, ptr %m, i64 %idxprom57.13
  %47 = load float, ptr %arrayidx58.13, align 4, !tbaa !8
  %gep282.13 = getelementptr i8, ptr %invariant.gep281, i64 832
  store float %47, ptr %gep282.13, align 4, !tbaa !8
  %add63.13 = add nsw i32 %add63.12, %matrix_dim
  %add56.14 = add nsw i32 %add63.13, %sub
  %idxprom57.14 = sext i32 %add56.14 to i64
  %arrayidx58.14 = getelementptr inbounds float, ptr %m, i64 %idxprom57.14
  %48 = load float, ptr %arrayidx58.14, align 4, !tbaa !8
  %gep282.14 = getelementptr i8, ptr %invariant.gep281, i64 896
  store float %48, ptr %gep282.14, align 4, !tbaa !8
  %add63.14 = add nsw i32 %add63.13, %matrix_dim
  %add56.15 = add nsw i32 %add63.14, %sub
  %idxprom57.15 = sext i32 %add56.15 to i64
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %idxprom57.15.sink = phi i64 [ %idxprom57.15, %if.else ], [ %idxprom19.15, %if.then ]
  %invariant.gep281.sink = phi ptr [ %invariant.gep281, %if.else ], [ %invariant.gep289, %if.then ]
  %arrayidx58.15 = getelementptr inbounds float, ptr %m, i64 %idxprom57.15.sink
  %49 = load float, ptr %arrayidx58.15, align 4, !tbaa !8
  %gep282.15 = getelementptr i8, ptr %invariant.gep281.sink, i64 960
  store float %49, ptr %gep282.15, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom83 = zext nneg i32 %0 to i64
  br i1 %cmp, label %for.cond71.preheader, label %if.else97

for.cond71.preheader:                             ; preds = %if.end
  %invariant.gep298 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 %idxprom83
  br label %for.cond74.preheader

for.cond74.preheader:                             ; preds = %for.cond71.preheader, %for.inc94
  %indvar = phi i32 [ 0, %for.cond71.preheader ], [ %indvar.next, %for.inc94 ]
  %i.4303 = phi i32 [ 1, %for.cond71.preheader ], [ %inc95, %for.inc94 ]
  %idxprom77 = zext nneg i32 %i.4303 to i64
  %arrayidx78 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 %idxprom77
  %gep302 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep298, i64 %idxprom77
  %arrayidx89.promoted = load float, ptr %gep302, align 4, !tbaa !8
  %xtraiter325 = and i32 %i.4303, 1
  %50 = icmp eq i32 %indvar, 0
  br i1 %50, label %for.body76.epil.preheader, label %for.cond74.preheader.new

for.cond74.preheader.new:                         ; preds = %for.cond74.preheader
  %unroll_iter330 = and i32 %i.4303, 2147483646
  br label %for.body76

for.body76:                                       ; preds = %for.body76, %for.cond74.preheader.new
  %j.0300 = phi i32 [ 0, %for.cond74.preheader.new ], [ %inc92.1, %for.body76 ]
  %51 = phi float [ %arrayidx89.promoted, %for.cond74.preheader.new ], [ %sub90.1, %for.body76 ]
  %niter331 = phi i32 [ 0, %for.cond74.preheader.new ], [ %niter331.next.1, %for.body76 ]
  %idxprom79 = zext nneg i32 %j.0300 to i64
  %arrayidx80 = getelementptr inbounds nuw float, ptr %arrayidx78, i64 %idxprom79
  %52 = load float, ptr %arrayidx80, align 4, !tbaa !8
  %gep299 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep298, i64 %idxprom79
  %53 = load float, ptr %gep299, align 4, !tbaa !8
  %mul85 = fmul contract float %52, %53
  %sub90 = fsub contract float %51, %mul85
  store float %sub90, ptr %gep302, align 4, !tbaa !8
  %inc92 = or disjoint i32 %j.0300, 1
  %idxprom79.1 = zext nneg i32 %inc92 to i64
  %arrayidx80.1 = getelementptr inbounds nuw float, ptr %arrayidx78, i64 %idxprom79.1
  %54 = load float, ptr %arrayidx80.1, align 4, !tbaa !8
  %gep299.1 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep298, i64 %idxprom79.1
  %55 = load float, ptr %gep299.1, align 4, !tbaa !8
  %mul85.1 = fmul contract float %54, %55
  %sub90.1 = fsub contract float %sub90, %mul85.1
  store float %sub90.1, ptr %gep302, align 4, !tbaa !8
  %inc92.1 = add nuw nsw i32 %j.0300, 2
  %niter331.next.1 = add i32 %niter331, 2
  %niter331.ncmp.1 = icmp eq i32 %niter331.next.1, %unroll_iter330
  br i1 %niter331.ncmp.1, label %for.inc94.unr-lcssa, label %for.body76, !llvm.loop !14

for.inc94.unr-lcssa:                              ; preds = %for.body76
  %lcmp.mod328.not = icmp eq i32 %xtraiter325, 0
  br i1 %lcmp.mod328.not, label %for.inc94, label %for.body76.epil.preheader

for.body76.epil.preheader:                        ; preds = %for.inc94.unr-lcssa, %for.cond74.preheader
  %j.0300.epil.init = phi i32 [ 0, %for.cond74.preheader ], [ %inc92.1, %for.inc94.unr-lcssa ]
  %.epil.init327 = phi float [ %arrayidx89.promoted, %for.cond74.preheader ], [ %sub90.1, %for.inc94.unr-lcssa ]
  %lcmp.mod329 = icmp ne i32 %xtraiter325, 0
  tail call void @llvm.assume(i1 %lcmp.mod329)
  %idxprom79.epil = zext nneg i32 %j.0300.epil.init to i64
  %arrayidx80.epil = getelementptr inbounds nuw float, ptr %arrayidx78, i64 %idxprom79.epil
  %56 = load float, ptr %arrayidx80.epil, align 4, !tbaa !8
  %gep299.epil = getelementptr inbounds nuw [16 x float], ptr %invariant.gep298, i64 %idxprom79.epil
  %57 = load float, ptr %gep299.epil, align 4, !tbaa !8
  %mul85.epil = fmul contract float %56, %57
  %sub90.epil = fsub contract float %.epil.init327, %mul85.epil
  store float %sub90.epil, ptr %gep302, align 4, !tbaa !8
  br label %for.inc94

for.inc94:                                        ; preds = %for.inc94.unr-lcssa, %for.body76.epil.preheader
  %inc95 = add nuw nsw i32 %i.4303, 1
  %exitcond317.not = icmp eq i32 %inc95, 16
  %indvar.next = add i32 %indvar, 1
  br i1 %exitcond317.not, label %if.end134, label %for.cond74.preheader, !llvm.loop !15

if.else97:                                        ; preds = %if.end
  %58 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 %idxprom83
  %arrayidx128 = getelementptr i8, ptr %58, i64 -1024
  br label %for.cond103.preheader

for.cond103.preheader:                            ; preds = %if.else97, %for.end122
  %i.5297 = phi i32 [ 0, %if.else97 ], [ %inc132, %for.end122 ]
  %cmp104293.not = icmp eq i32 %i.5297, 0
  br i1 %cmp104293.not, label %for.cond103.preheader.for.end122_crit_edge, label %for.body105.lr.ph

for.cond103.preheader.for.end122_crit_edge:       ; preds = %for.cond103.preheader
  %.pre = load float, ptr %arrayidx128, align 4, !tbaa !8
  br label %for.end122

for.body105.lr.ph:                                ; preds = %for.cond103.preheader
  %idxprom112 = zext nneg i32 %i.5297 to i64
  %invariant.gep295 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 %idxprom112
  %arrayidx118 = getelementptr inbounds nuw float, ptr %arrayidx128, i64 %idxprom112
  %arrayidx118.promoted = load float, ptr %arrayidx118, align 4, !tbaa !8
  %xtraiter = and i32 %i.5297, 1
  %59 = icmp eq i32 %i.5297, 1
  br i1 %59, label %for.body105.epil.preheader, label %for.body105.lr.ph.new

for.body105.lr.ph.new:                            ; preds = %for.body105.lr.ph
  %unroll_iter = and i32 %i.5297, 2147483646
  br label %for.body105

for.body105:                                      ; preds = %for.body105, %for.body105.lr.ph.new
  %60 = phi float [ %arrayidx118.promoted, %for.body105.lr.ph.new ], [ %sub119.1, %for.body105 ]
  %j.1294 = phi i32 [ 0, %for.body105.lr.ph.new ], [ %inc121.1, %for.body105 ]
  %niter = phi i32 [ 0, %for.body105.lr.ph.new ], [ %niter.next.1, %for.body105 ]
  %idxprom108 = zext nneg i32 %j.1294 to i64
  %arrayidx109 = getelementptr inbounds nuw float, ptr %arrayidx128, i64 %idxprom108
  %61 = load float, ptr %arrayidx109, align 4, !tbaa !8
  %gep296 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep295, i64 %idxprom108
  %62 = load float, ptr %gep296, align 4, !tbaa !8
  %mul114 = fmul contract float %61, %62
  %sub119 = fsub contract float %60, %mul114
  store float %sub119, ptr %arrayidx118, align 4, !tbaa !8
  %inc121 = or disjoint i32 %j.1294, 1
  %idxprom108.1 = zext nneg i32 %inc121 to i64
  %arrayidx109.1 = getelementptr inbounds nuw float, ptr %arrayidx128, i64 %idxprom108.1
  %63 = load float, ptr %arrayidx109.1, align 4, !tbaa !8
  %gep296.1 = getelementptr inbounds nuw [16 x float], ptr %invariant.gep295, i64 %idxprom108.1
  %64 = load float, ptr %gep296.1, align 4, !tbaa !8
  %mul114.1 = fmul contract float %63, %64
  %sub119.1 = fsub contract float %sub119, %mul114.1
  store float %sub119.1, ptr %arrayidx118, align 4, !tbaa !8
  %inc121.1 = add nuw nsw i32 %j.1294, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end122.loopexit.unr-lcssa, label %for.body105, !llvm.loop !16

for.end122.loopexit.unr-lcssa:                    ; preds = %for.body105
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end122, label %for.body105.epil.preheader

for.body105.epil.preheader:                       ; preds = %for.end122.loopexit.unr-lcssa, %for.body105.lr.ph
  %.epil.init = phi float [ %arrayidx118.promoted, %for.body105.lr.ph ], [ %sub119.1, %for.end122.loopexit.unr-lcssa ]
  %j.1294.epil.init = phi i32 [ 0, %for.body105.lr.ph ], [ %inc121.1, %for.end122.loopexit.unr-lcssa ]
  %lcmp.mod324 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod324)
  %idxprom108.epil = zext nneg i32 %j.1294.epil.init to i64
  %arrayidx109.epil = getelementptr inbounds nuw float, ptr %arrayidx128, i64 %idxprom108.epil
  %65 = load float, ptr %arrayidx109.epil, align 4, !tbaa !8
  %gep296.epil = getelementptr inbounds nuw [16 x float], ptr %invariant.gep295, i64 %idxprom108.epil
  %66 = load float, ptr %gep296.epil, align 4, !tbaa !8
  %mul114.epil = fmul contract float %65, %66
  %sub119.epil = fsub contract float %.epil.init, %mul114.epil
  store float %sub119.epil, ptr %arrayidx118, align 4, !tbaa !8
  br label %for.end122

for.end122:                                       ; preds = %for.body105.epil.preheader, %for.end122.loopexit.unr-lcssa, %for.cond103.preheader.for.end122_crit_edge
  %idxprom123.pre-phi = phi i64 [ 0, %for.cond103.preheader.for.end122_crit_edge ], [ %idxprom112, %for.end122.loopexit.unr-lcssa ], [ %idxprom112, %for.body105.epil.preheader ]
  %67 = phi float [ %.pre, %for.cond103.preheader.for.end122_crit_edge ], [ %sub119.1, %for.end122.loopexit.unr-lcssa ], [ %sub119.epil, %for.body105.epil.preheader ]
  %arrayidx124 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE3dia to ptr), i64 %idxprom123.pre-phi
  %arrayidx126 = getelementptr inbounds nuw float, ptr %arrayidx124, i64 %idxprom123.pre-phi
  %68 = load float, ptr %arrayidx126, align 4, !tbaa !8
  %arrayidx130 = getelementptr inbounds nuw float, ptr %arrayidx128, i64 %idxprom123.pre-phi
  %div = fdiv contract float %67, %68
  store float %div, ptr %arrayidx130, align 4, !tbaa !8
  %inc132 = add nuw nsw i32 %i.5297, 1
  %exitcond315.not = icmp eq i32 %inc132, 16
  br i1 %exitcond315.not, label %if.end134, label %for.cond103.preheader, !llvm.loop !17

if.end134:                                        ; preds = %for.end122, %for.inc94
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then137, label %if.else160

if.then137:                                       ; preds = %if.end134
  %add139 = add nsw i32 %offset, 1
  %mul140 = mul nsw i32 %add139, %matrix_dim
  %add141 = add nsw i32 %mul140, %offset
  %idxprom147 = zext nneg i32 %0 to i64
  %invariant.gep308 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_row to ptr), i64 %idxprom147
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add150 = shl i32 %69, 4
  %mul151 = or disjoint i32 %0, 16
  %add152 = add i32 %mul151, %add150
  %gep309 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 64
  %70 = load float, ptr %gep309, align 4, !tbaa !8
  %add153 = add i32 %add152, %add141
  %idxprom154 = zext i32 %add153 to i64
  %arrayidx155 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154
  store float %70, ptr %arrayidx155, align 4, !tbaa !8
  %add156 = add nsw i32 %add141, %matrix_dim
  %gep309.1 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 128
  %71 = load float, ptr %gep309.1, align 4, !tbaa !8
  %add153.1 = add i32 %add152, %add156
  %idxprom154.1 = zext i32 %add153.1 to i64
  %arrayidx155.1 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.1
  store float %71, ptr %arrayidx155.1, align 4, !tbaa !8
  %add156.1 = add nsw i32 %add156, %matrix_dim
  %gep309.2 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 192
  %72 = load float, ptr %gep309.2, align 4, !tbaa !8
  %add153.2 = add i32 %add152, %add156.1
  %idxprom154.2 = zext i32 %add153.2 to i64
  %arrayidx155.2 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.2
  store float %72, ptr %arrayidx155.2, align 4, !tbaa !8
  %add156.2 = add nsw i32 %add156.1, %matrix_dim
  %gep309.3 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 256
  %73 = load float, ptr %gep309.3, align 4, !tbaa !8
  %add153.3 = add i32 %add152, %add156.2
  %idxprom154.3 = zext i32 %add153.3 to i64
  %arrayidx155.3 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.3
  store float %73, ptr %arrayidx155.3, align 4, !tbaa !8
  %add156.3 = add nsw i32 %add156.2, %matrix_dim
  %gep309.4 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 320
  %74 = load float, ptr %gep309.4, align 4, !tbaa !8
  %add153.4 = add i32 %add152, %add156.3
  %idxprom154.4 = zext i32 %add153.4 to i64
  %arrayidx155.4 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.4
  store float %74, ptr %arrayidx155.4, align 4, !tbaa !8
  %add156.4 = add nsw i32 %add156.3, %matrix_dim
  %gep309.5 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 384
  %75 = load float, ptr %gep309.5, align 4, !tbaa !8
  %add153.5 = add i32 %add152, %add156.4
  %idxprom154.5 = zext i32 %add153.5 to i64
  %arrayidx155.5 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.5
  store float %75, ptr %arrayidx155.5, align 4, !tbaa !8
  %add156.5 = add nsw i32 %add156.4, %matrix_dim
  %gep309.6 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 448
  %76 = load float, ptr %gep309.6, align 4, !tbaa !8
  %add153.6 = add i32 %add152, %add156.5
  %idxprom154.6 = zext i32 %add153.6 to i64
  %arrayidx155.6 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.6
  store float %76, ptr %arrayidx155.6, align 4, !tbaa !8
  %add156.6 = add nsw i32 %add156.5, %matrix_dim
  %gep309.7 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 512
  %77 = load float, ptr %gep309.7, align 4, !tbaa !8
  %add153.7 = add i32 %add152, %add156.6
  %idxprom154.7 = zext i32 %add153.7 to i64
  %arrayidx155.7 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.7
  store float %77, ptr %arrayidx155.7, align 4, !tbaa !8
  %add156.7 = add nsw i32 %add156.6, %matrix_dim
  %gep309.8 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 576
  %78 = load float, ptr %gep309.8, align 4, !tbaa !8
  %add153.8 = add i32 %add152, %add156.7
  %idxprom154.8 = zext i32 %add153.8 to i64
  %arrayidx155.8 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.8
  store float %78, ptr %arrayidx155.8, align 4, !tbaa !8
  %add156.8 = add nsw i32 %add156.7, %matrix_dim
  %gep309.9 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 640
  %79 = load float, ptr %gep309.9, align 4, !tbaa !8
  %add153.9 = add i32 %add152, %add156.8
  %idxprom154.9 = zext i32 %add153.9 to i64
  %arrayidx155.9 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.9
  store float %79, ptr %arrayidx155.9, align 4, !tbaa !8
  %add156.9 = add nsw i32 %add156.8, %matrix_dim
  %gep309.10 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 704
  %80 = load float, ptr %gep309.10, align 4, !tbaa !8
  %add153.10 = add i32 %add152, %add156.9
  %idxprom154.10 = zext i32 %add153.10 to i64
  %arrayidx155.10 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.10
  store float %80, ptr %arrayidx155.10, align 4, !tbaa !8
  %add156.10 = add nsw i32 %add156.9, %matrix_dim
  %gep309.11 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 768
  %81 = load float, ptr %gep309.11, align 4, !tbaa !8
  %add153.11 = add i32 %add152, %add156.10
  %idxprom154.11 = zext i32 %add153.11 to i64
  %arrayidx155.11 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.11
  store float %81, ptr %arrayidx155.11, align 4, !tbaa !8
  %add156.11 = add nsw i32 %add156.10, %matrix_dim
  %gep309.12 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 832
  %82 = load float, ptr %gep309.12, align 4, !tbaa !8
  %add153.12 = add i32 %add152, %add156.11
  %idxprom154.12 = zext i32 %add153.12 to i64
  %arrayidx155.12 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.12
  store float %82, ptr %arrayidx155.12, align 4, !tbaa !8
  %add156.12 = add nsw i32 %add156.11, %matrix_dim
  %gep309.13 = getelementptr inbounds nuw i8, ptr %invariant.gep308, i64 896
  %83 = load float, ptr %gep309.13, align 4, !tbaa !8
  %add153.13 = add i32 %add152, %add156.12
  %idxprom154.13 = zext i32 %add153.13 to i64
  %arrayidx155.13 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom154.13
  store float %83, ptr %arrayidx155.13, align 4, !tbaa !8
  %add156.13 = add nsw i32 %add156.12, %matrix_dim
  %add153.14 = add i32 %add152, %add156.13
  %idxprom154.14 = zext i32 %add153.14 to i64
  br label %if.end183

if.else160:                                       ; preds = %if.end134
  %sub162 = add nsw i32 %0, -16
  %84 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add164 = shl i32 %84, 4
  %mul165 = add i32 %add164, 16
  %add166 = add i32 %mul165, %offset
  %mul167 = mul i32 %add166, %matrix_dim
  %add168 = add i32 %mul167, %offset
  %idxprom174 = zext nneg i32 %sub162 to i64
  %invariant.gep304 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterPfiiE8peri_col to ptr), i64 %idxprom174
  %85 = load float, ptr %invariant.gep304, align 4, !tbaa !8
  %add176 = add nsw i32 %add168, %sub162
  %idxprom177 = sext i32 %add176 to i64
  %arrayidx178 = getelementptr inbounds float, ptr %m, i64 %idxprom177
  store float %85, ptr %arrayidx178, align 4, !tbaa !8
  %add179 = add nsw i32 %add168, %matrix_dim
  %gep305.1 = getelementptr i8, ptr %invariant.gep304, i64 64
  %86 = load float, ptr %gep305.1, align 4, !tbaa !8
  %add176.1 = add nsw i32 %add179, %sub162
  %idxprom177.1 = sext i32 %add176.1 to i64
  %arrayidx178.1 = getelementptr inbounds float, ptr %m, i64 %idxprom177.1
  store float %86, ptr %arrayidx178.1, align 4, !tbaa !8
  %add179.1 = add nsw i32 %add179, %matrix_dim
  %gep305.2 = getelementptr i8, ptr %invariant.gep304, i64 128
  %87 = load float, ptr %gep305.2, align 4, !tbaa !8
  %add176.2 = add nsw i32 %add179.1, %sub162
  %idxprom177.2 = sext i32 %add176.2 to i64
  %arrayidx178.2 = getelementptr inbounds float, ptr %m, i64 %idxprom177.2
  store float %87, ptr %arrayidx178.2, align 4, !tbaa !8
  %add179.2 = add nsw i32 %add179.1, %matrix_dim
  %gep305.3 = getelementptr i8, ptr %invariant.gep304, i64 192
  %88 = load float, ptr %gep305.3, align 4, !tbaa !8
  %add176.3 = add nsw i32 %add179.2, %sub162
  %idxprom177.3 = sext i32 %add176.3 to i64
  %arrayidx178.3 = getelementptr inbounds float, ptr %m, i64 %idxprom177.3
  store float %88, ptr %arrayidx178.3, align 4, !tbaa !8
  %add179.3 = add nsw i32 %add179.2, %matrix_dim
  %gep305.4 = getelementptr i8, ptr %invariant.gep304, i64 256
  %89 = load float, ptr %gep305.4, align 4, !tbaa !8
  %add176.4 = add nsw i32 %add179.3, %sub162
  %idxprom177.4 = sext i32 %add176.4 to i64
  %arrayidx178.4 = getelementptr inbounds float, ptr %m, i64 %idxprom177.4
  store float %89, ptr %arrayidx178.4, align 4, !tbaa !8
  %add179.4 = add nsw i32 %add179.3, %matrix_dim
  %gep305.5 = getelementptr i8, ptr %invariant.gep304, i64 320
  %90 = load float, ptr %gep305.5, align 4, !tbaa !8
  %add176.5 = add nsw i32 %add179.4, %sub162
  %idxprom177.5 = sext i32 %add176.5 to i64
  %arrayidx178.5 = getelementptr inbounds float, ptr %m, i64 %idxprom177.5
  store float %90, ptr %arrayidx178.5, align 4, !tbaa !8
  %add179.5 = add nsw i32 %add179.4, %matrix_dim
  %gep305.6 = getelementptr i8, ptr %invariant.gep304, i64 384
  %91 = load float, ptr %gep305.6, align 4, !tbaa !8
  %add176.6 = add nsw i32 %add179.5, %sub162
  %idxprom177.6 = sext i32 %add176.6 to i64
  %arrayidx178.6 = getelementptr inbounds float, ptr %m, i64 %idxprom177.6
  store float %91, ptr %arrayidx178.6, align 4, !tbaa !8
  %add179.6 = add nsw i32 %add179.5, %matrix_dim
  %gep305.7 = getelementptr i8, ptr %invariant.gep304, i64 448
  %92 = load float, ptr %gep305.7, align 4, !tbaa !8
  %add176.7 = add nsw i32 %add179.6, %sub162
  %idxprom177.7 = sext i32 %add176.7 to i64
  %arrayidx178.7 = getelementptr inbounds float, ptr %m, i64 %idxprom177.7
  store float %92, ptr %arrayidx178.7, align 4, !tbaa !8
  %add179.7 = add nsw i32 %add179.6, %matrix_dim
  %gep305.8 = getelementptr i8, ptr %invariant.gep304, i64 512
  %93 = load float, ptr %gep305.8, align 4, !tbaa !8
  %add176.8 = add nsw i32 %add179.7, %sub162
  %idxprom177.8 = sext i32 %add176.8 to i64
  %arrayidx178.8 = getelementptr inbounds float, ptr %m, i64 %idxprom177.8
  store float %93, ptr %arrayidx178.8, align 4, !tbaa !8
  %add179.8 = add nsw i32 %add179.7, %matrix_dim
  %gep305.9 = getelementptr i8, ptr %invariant.gep304, i64 576
  %94 = load float, ptr %gep305.9, align 4, !tbaa !8
  %add176.9 = add nsw i32 %add179.8, %sub162
  %idxprom177.9 = sext i32 %add176.9 to i64
  %arrayidx178.9 = getelementptr inbounds float, ptr %m, i64 %idxprom177.9
  store float %94, ptr %arrayidx178.9, align 4, !tbaa !8
  %add179.9 = add nsw i32 %add179.8, %matrix_dim
  %gep305.10 = getelementptr i8, ptr %invariant.gep304, i64 640
  %95 = load float, ptr %gep305.10, align 4, !tbaa !8
  %add176.10 = add nsw i32 %add179.9, %sub162
  %idxprom177.10 = sext i32 %add176.10 to i64
  %arrayidx178.10 = getelementptr inbounds float, ptr %m, i64 %idxprom177.10
  store float %95, ptr %arrayidx178.10, align 4, !tbaa !8
  %add179.10 = add nsw i32 %add179.9, %matrix_dim
  %gep305.11 = getelementptr i8, ptr %invariant.gep304, i64 704
  %96 = load float, ptr %gep305.11, align 4, !tbaa !8
  %add176.11 = add nsw i32 %add179.10, %sub162
  %idxprom177.11 = sext i32 %add176.11 to i64
  %arrayidx178.11 = getelementptr inbounds float, ptr %m, i64 %idxprom177.11
  store float %96, ptr %arrayidx178.11, align 4, !tbaa !8
  %add179.11 = add nsw i32 %add179.10, %matrix_dim
  %gep305.12 = getelementptr i8, ptr %invariant.gep304, i64 768
  %97 = load float, ptr %gep305.12, align 4, !tbaa !8
  %add176.12 = add nsw i32 %add179.11, %sub162
  %idxprom177.12 = sext i32 %add176.12 to i64
  %arrayidx178.12 = getelementptr inbounds float, ptr %m, i64 %idxprom177.12
  store float %97, ptr %arrayidx178.12, align 4, !tbaa !8
  %add179.12 = add nsw i32 %add179.11, %matrix_dim
  %gep305.13 = getelementptr i8, ptr %invariant.gep304, i64 832
  %98 = load float, ptr %gep305.13, align 4, !tbaa !8
  %add176.13 = add nsw i32 %add179.12, %sub162
  %idxprom177.13 = sext i32 %add176.13 to i64
  %arrayidx178.13 = getelementptr inbounds float, ptr %m, i64 %idxprom177.13
  store float %98, ptr %arrayidx178.13, align 4, !tbaa !8
  %add179.13 = add nsw i32 %add179.12, %matrix_dim
  %gep305.14 = getelementptr i8, ptr %invariant.gep304, i64 896
  %99 = load float, ptr %gep305.14, align 4, !tbaa !8
  %add176.14 = add nsw i32 %add179.13, %sub162
  %idxprom177.14 = sext i32 %add176.14 to i64
  %arrayidx178.14 = getelementptr inbounds float, ptr %m, i64 %idxprom177.14
  store float %99, ptr %arrayidx178.14, align 4, !tbaa !8
  %add179.14 = add nsw i32 %add179.13, %matrix_dim
  %add176.15 = add nsw i32 %add179.14, %sub162
  %idxprom177.15 = sext i32 %add176.15 to i64
  br label %if.end183

if.end183:                                        ; preds = %if.else160, %if.then137
  %idxprom177.15.sink = phi i64 [ %idxprom177.15, %if.else160 ], [ %idxprom154.14, %if.then137 ]
  %invariant.gep304.pn = phi ptr [ %invariant.gep304, %if.else160 ], [ %invariant.gep308, %if.then137 ]
  %.sink.in = getelementptr i8, ptr %invariant.gep304.pn, i64 960
  %.sink = load float, ptr %.sink.in, align 4, !tbaa !8
  %arrayidx178.15 = getelementptr inbounds float, ptr %m, i64 %idxprom177.15.sink
  store float %.sink, ptr %arrayidx178.15, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12lud_internalPfii(ptr noundef captures(none) %m, i32 noundef %matrix_dim, i32 noundef %offset) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %add = shl nuw nsw i32 %0, 4
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add3 = shl i32 %1, 4
  %mul4 = add i32 %offset, 16
  %add5 = add i32 %mul4, %add3
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add i32 %offset, %2
  %mul8 = mul i32 %add7, %matrix_dim
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add9 = add i32 %add5, %3
  %add11 = add i32 %add9, %mul8
  %idxprom = zext i32 %add11 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %m, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom13 = zext nneg i32 %2 to i64
  %arrayidx14 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 %idxprom13
  %idxprom16 = zext nneg i32 %3 to i64
  %arrayidx17 = getelementptr inbounds nuw float, ptr %arrayidx14, i64 %idxprom16
  store float %4, ptr %arrayidx17, align 4, !tbaa !8
  %add1 = add i32 %mul4, %2
  %add19 = add i32 %add1, %add
  %mul20 = mul i32 %add19, %matrix_dim
  %add21 = add i32 %mul20, %3
  %add23 = add i32 %add21, %offset
  %idxprom24 = zext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom24
  %5 = load float, ptr %arrayidx25, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_col to ptr), i64 %idxprom13
  %arrayidx31 = getelementptr inbounds nuw float, ptr %arrayidx28, i64 %idxprom16
  store float %5, ptr %arrayidx31, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalPfiiE8peri_row to ptr), i64 %idxprom16
  %6 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %7 = load float, ptr %invariant.gep, align 4, !tbaa !8
  %mul42 = fmul contract float %6, %7
  %add43 = fadd contract float %mul42, 0.000000e+00
  %arrayidx36.1 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 4
  %8 = load float, ptr %arrayidx36.1, align 4, !tbaa !8
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 64
  %9 = load float, ptr %gep.1, align 4, !tbaa !8
  %mul42.1 = fmul contract float %8, %9
  %add43.1 = fadd contract float %add43, %mul42.1
  %arrayidx36.2 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 8
  %10 = load float, ptr %arrayidx36.2, align 4, !tbaa !8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %11 = load float, ptr %gep.2, align 4, !tbaa !8
  %mul42.2 = fmul contract float %10, %11
  %add43.2 = fadd contract float %add43.1, %mul42.2
  %arrayidx36.3 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 12
  %12 = load float, ptr %arrayidx36.3, align 4, !tbaa !8
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 192
  %13 = load float, ptr %gep.3, align 4, !tbaa !8
  %mul42.3 = fmul contract float %12, %13
  %add43.3 = fadd contract float %add43.2, %mul42.3
  %arrayidx36.4 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 16
  %14 = load float, ptr %arrayidx36.4, align 4, !tbaa !8
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %15 = load float, ptr %gep.4, align 4, !tbaa !8
  %mul42.4 = fmul contract float %14, %15
  %add43.4 = fadd contract float %add43.3, %mul42.4
  %arrayidx36.5 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 20
  %16 = load float, ptr %arrayidx36.5, align 4, !tbaa !8
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 320
  %17 = load float, ptr %gep.5, align 4, !tbaa !8
  %mul42.5 = fmul contract float %16, %17
  %add43.5 = fadd contract float %add43.4, %mul42.5
  %arrayidx36.6 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 24
  %18 = load float, ptr %arrayidx36.6, align 4, !tbaa !8
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %19 = load float, ptr %gep.6, align 4, !tbaa !8
  %mul42.6 = fmul contract float %18, %19
  %add43.6 = fadd contract float %add43.5, %mul42.6
  %arrayidx36.7 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 28
  %20 = load float, ptr %arrayidx36.7, align 4, !tbaa !8
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 448
  %21 = load float, ptr %gep.7, align 4, !tbaa !8
  %mul42.7 = fmul contract float %20, %21
  %add43.7 = fadd contract float %add43.6, %mul42.7
  %arrayidx36.8 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 32
  %22 = load float, ptr %arrayidx36.8, align 4, !tbaa !8
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %23 = load float, ptr %gep.8, align 4, !tbaa !8
  %mul42.8 = fmul contract float %22, %23
  %add43.8 = fadd contract float %add43.7, %mul42.8
  %arrayidx36.9 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 36
  %24 = load float, ptr %arrayidx36.9, align 4, !tbaa !8
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 576
  %25 = load float, ptr %gep.9, align 4, !tbaa !8
  %mul42.9 = fmul contract float %24, %25
  %add43.9 = fadd contract float %add43.8, %mul42.9
  %arrayidx36.10 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 40
  %26 = load float, ptr %arrayidx36.10, align 4, !tbaa !8
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %27 = load float, ptr %gep.10, align 4, !tbaa !8
  %mul42.10 = fmul contract float %26, %27
  %add43.10 = fadd contract float %add43.9, %mul42.10
  %arrayidx36.11 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 44
  %28 = load float, ptr %arrayidx36.11, align 4, !tbaa !8
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 704
  %29 = load float, ptr %gep.11, align 4, !tbaa !8
  %mul42.11 = fmul contract float %28, %29
  %add43.11 = fadd contract float %add43.10, %mul42.11
  %arrayidx36.12 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 48
  %30 = load float, ptr %arrayidx36.12, align 4, !tbaa !8
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %31 = load float, ptr %gep.12, align 4, !tbaa !8
  %mul42.12 = fmul contract float %30, %31
  %add43.12 = fadd contract float %add43.11, %mul42.12
  %arrayidx36.13 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 52
  %32 = load float, ptr %arrayidx36.13, align 4, !tbaa !8
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 832
  %33 = load float, ptr %gep.13, align 4, !tbaa !8
  %mul42.13 = fmul contract float %32, %33
  %add43.13 = fadd contract float %add43.12, %mul42.13
  %arrayidx36.14 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 56
  %34 = load float, ptr %arrayidx36.14, align 4, !tbaa !8
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %35 = load float, ptr %gep.14, align 4, !tbaa !8
  %mul42.14 = fmul contract float %34, %35
  %add43.14 = fadd contract float %add43.13, %mul42.14
  %arrayidx36.15 = getelementptr inbounds nuw i8, ptr %arrayidx28, i64 60
  %36 = load float, ptr %arrayidx36.15, align 4, !tbaa !8
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 960
  %37 = load float, ptr %gep.15, align 4, !tbaa !8
  %mul42.15 = fmul contract float %36, %37
  %add43.15 = fadd contract float %add43.14, %mul42.15
  %add49 = add i32 %add9, %mul20
  %idxprom50 = zext i32 %add49 to i64
  %arrayidx51 = getelementptr inbounds nuw float, ptr %m, i64 %idxprom50
  %38 = load float, ptr %arrayidx51, align 4, !tbaa !8
  %sub = fsub contract float %38, %add43.15
  store float %sub, ptr %arrayidx51, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
