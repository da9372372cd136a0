; ModuleID = 'hecbench/convolution1d.cu'
source_filename = "hecbench/convolution1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z6conv1dIdEvPKT_PS0_ii = comdat any

$_Z12conv1d_tiledIdEvPKT_PS0_ii = comdat any

$_Z20conv1d_tiled_cachingIdEvPKT_PS0_ii = comdat any

$_Z6conv1dIfEvPKT_PS0_ii = comdat any

$_Z12conv1d_tiledIfEvPKT_PS0_ii = comdat any

$_Z20conv1d_tiled_cachingIfEvPKT_PS0_ii = comdat any

$_Z6conv1dIsEvPKT_PS0_ii = comdat any

$_Z12conv1d_tiledIsEvPKT_PS0_ii = comdat any

$_Z20conv1d_tiled_cachingIsEvPKT_PS0_ii = comdat any

$_Z4maskIdE = comdat any

$_Z4maskIfE = comdat any

$_Z4maskIsE = comdat any

@_Z4maskIdE = linkonce_odr dso_local addrspace(4) externally_initialized constant [10 x double] zeroinitializer, comdat, align 8
@smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i8], align 1
@_Z4maskIfE = linkonce_odr dso_local addrspace(4) externally_initialized constant [10 x float] zeroinitializer, comdat, align 4
@_Z4maskIsE = linkonce_odr dso_local addrspace(4) externally_initialized constant [10 x i16] zeroinitializer, comdat, align 2
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6conv1dIdEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %div.neg = sdiv i32 %mask_width, -2
  %sub = add i32 %div.neg, %add
  %cmp24 = icmp sgt i32 %mask_width, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %mask_width, 1
  %3 = icmp eq i32 %mask_width, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask_width, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.026.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.025.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod28 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod28)
  %add3.epil = add nsw i32 %sub, %j.026.epil.init
  %cmp4.epil = icmp sgt i32 %add3.epil, -1
  %cmp6.epil = icmp slt i32 %add3.epil, %input_width
  %or.cond.epil = and i1 %cmp4.epil, %cmp6.epil
  br i1 %or.cond.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil.preheader
  %idxprom8.epil = zext nneg i32 %j.026.epil.init to i64
  %arrayidx9.epil = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom8.epil
  %idxprom.epil = zext nneg i32 %add3.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw double, ptr %in, i64 %idxprom.epil
  %4 = load double, ptr %arrayidx.epil, align 8, !tbaa !8
  %5 = load double, ptr %arrayidx9.epil, align 8, !tbaa !8
  %mul10.epil = fmul contract double %4, %5
  %add11.epil = fadd contract double %s.025.epil.init, %mul10.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil.preheader, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add11.epil, %if.then.epil ], [ %s.025.epil.init, %for.body.epil.preheader ]
  %idxprom12 = sext i32 %add to i64
  %arrayidx13 = getelementptr inbounds double, ptr %out, i64 %idxprom12
  store double %s.0.lcssa, ptr %arrayidx13, align 8, !tbaa !8
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %j.026 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.inc.1 ]
  %s.025 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %add3 = add nsw i32 %sub, %j.026
  %cmp4 = icmp sgt i32 %add3, -1
  %cmp6 = icmp slt i32 %add3, %input_width
  %or.cond = and i1 %cmp4, %cmp6
  br i1 %or.cond, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %idxprom8 = zext nneg i32 %j.026 to i64
  %arrayidx9 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom8
  %idxprom = zext nneg i32 %add3 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %in, i64 %idxprom
  %6 = load double, ptr %arrayidx, align 8, !tbaa !8
  %7 = load double, ptr %arrayidx9, align 8, !tbaa !8
  %mul10 = fmul contract double %6, %7
  %add11 = fadd contract double %s.025, %mul10
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %s.1 = phi double [ %add11, %if.then ], [ %s.025, %for.body ]
  %inc = or disjoint i32 %j.026, 1
  %add3.1 = add nsw i32 %sub, %inc
  %cmp4.1 = icmp sgt i32 %add3.1, -1
  %cmp6.1 = icmp slt i32 %add3.1, %input_width
  %or.cond.1 = and i1 %cmp4.1, %cmp6.1
  br i1 %or.cond.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom8.1
  %idxprom.1 = zext nneg i32 %add3.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw double, ptr %in, i64 %idxprom.1
  %8 = load double, ptr %arrayidx.1, align 8, !tbaa !8
  %9 = load double, ptr %arrayidx9.1, align 8, !tbaa !8
  %mul10.1 = fmul contract double %8, %9
  %add11.1 = fadd contract double %s.1, %mul10.1
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %s.1.1 = phi double [ %add11.1, %if.then.1 ], [ %s.1, %for.inc ]
  %inc.1 = add nuw nsw i32 %j.026, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12conv1d_tiledIdEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %div = sdiv i32 %mask_width, 2
  %sub10 = sub nsw i32 %2, %div
  %cmp.not = icmp ult i32 %0, %sub10
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %sub = add nsw i32 %1, -1
  %mul5 = mul i32 %sub, %2
  %add7 = add i32 %mul5, %0
  %cmp11 = icmp slt i32 %add7, 0
  br i1 %cmp11, label %cond.end, label %cond.false

cond.false:                                       ; preds = %if.then
  %idxprom = zext nneg i32 %add7 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %in, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  br label %cond.end

cond.end:                                         ; preds = %if.then, %cond.false
  %cond = phi contract double [ %3, %cond.false ], [ 0.000000e+00, %if.then ]
  %sub14.neg = sub nsw i32 %0, %2
  %sub15 = add nsw i32 %sub14.neg, %div
  %idxprom16 = zext i32 %sub15 to i64
  %arrayidx17 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom16
  store double %cond, ptr %arrayidx17, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  %mul20 = mul i32 %1, %2
  %add22 = add i32 %mul20, %0
  %idxprom23 = zext i32 %add22 to i64
  %arrayidx24 = getelementptr inbounds nuw double, ptr %in, i64 %idxprom23
  %4 = load double, ptr %arrayidx24, align 8, !tbaa !8
  %add26 = add nsw i32 %div, %0
  %idxprom27 = zext i32 %add26 to i64
  %arrayidx28 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom27
  store double %4, ptr %arrayidx28, align 8, !tbaa !8
  %cmp36 = icmp ult i32 %0, %div
  br i1 %cmp36, label %if.then37, label %if.end51

if.then37:                                        ; preds = %if.end
  %add30 = add nuw nsw i32 %1, 1
  %mul32 = mul i32 %add30, %2
  %add34 = add i32 %mul32, %0
  %cmp38.not = icmp slt i32 %add34, %input_width
  br i1 %cmp38.not, label %cond.false40, label %cond.end43

cond.false40:                                     ; preds = %if.then37
  %idxprom41 = sext i32 %add34 to i64
  %arrayidx42 = getelementptr inbounds double, ptr %in, i64 %idxprom41
  %5 = load double, ptr %arrayidx42, align 8, !tbaa !8
  br label %cond.end43

cond.end43:                                       ; preds = %if.then37, %cond.false40
  %cond44 = phi contract double [ %5, %cond.false40 ], [ 0.000000e+00, %if.then37 ]
  %add48 = add nsw i32 %add26, %2
  %idxprom49 = zext i32 %add48 to i64
  %arrayidx50 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom49
  store double %cond44, ptr %arrayidx50, align 8, !tbaa !8
  br label %if.end51

if.end51:                                         ; preds = %cond.end43, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp5279 = icmp sgt i32 %mask_width, 0
  br i1 %cmp5279, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.end51
  %xtraiter = and i32 %mask_width, 1
  %6 = icmp eq i32 %mask_width, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask_width, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.081.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.080.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %add60.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod83 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod83)
  %add54.epil = add nuw i32 %j.081.epil.init, %0
  %idxprom55.epil = zext i32 %add54.epil to i64
  %arrayidx56.epil = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55.epil
  %7 = load double, ptr %arrayidx56.epil, align 8, !tbaa !8
  %idxprom57.epil = zext nneg i32 %j.081.epil.init to i64
  %arrayidx58.epil = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom57.epil
  %8 = load double, ptr %arrayidx58.epil, align 8, !tbaa !8
  %mul59.epil = fmul contract double %7, %8
  %add60.epil = fadd contract double %s.080.epil.init, %mul59.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %if.end51
  %s.0.lcssa = phi double [ 0.000000e+00, %if.end51 ], [ %add60.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add60.epil, %for.body.epil.preheader ]
  %idxprom61 = sext i32 %add22 to i64
  %arrayidx62 = getelementptr inbounds double, ptr %out, i64 %idxprom61
  store double %s.0.lcssa, ptr %arrayidx62, align 8, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %j.081 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %s.080 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add60.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %add54 = add nuw i32 %j.081, %0
  %idxprom55 = zext i32 %add54 to i64
  %arrayidx56 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55
  %9 = load double, ptr %arrayidx56, align 8, !tbaa !8
  %idxprom57 = zext nneg i32 %j.081 to i64
  %arrayidx58 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom57
  %10 = load double, ptr %arrayidx58, align 8, !tbaa !8
  %mul59 = fmul contract double %9, %10
  %add60 = fadd contract double %s.080, %mul59
  %inc = or disjoint i32 %j.081, 1
  %add54.1 = add nuw i32 %inc, %0
  %idxprom55.1 = zext i32 %add54.1 to i64
  %arrayidx56.1 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55.1
  %11 = load double, ptr %arrayidx56.1, align 8, !tbaa !8
  %idxprom57.1 = zext nneg i32 %inc to i64
  %arrayidx58.1 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom57.1
  %12 = load double, ptr %arrayidx58.1, align 8, !tbaa !8
  %mul59.1 = fmul contract double %11, %12
  %add60.1 = fadd contract double %add60, %mul59.1
  %inc.1 = add nuw nsw i32 %j.081, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !12
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20conv1d_tiled_cachingIdEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %idxprom4 = zext nneg i32 %0 to i64
  %arrayidx5 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom4
  store double %3, ptr %arrayidx5, align 8, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add10 = add nuw nsw i32 %1, 1
  %mul12 = mul i32 %add10, %2
  %div = sdiv i32 %mask_width, 2
  %sub = sub nsw i32 %add, %div
  %cmp57 = icmp sgt i32 %mask_width, 0
  br i1 %cmp57, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add21 = sub nsw i32 %0, %div
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end36, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %s.1, %if.end36 ]
  %arrayidx38 = getelementptr inbounds double, ptr %out, i64 %idxprom
  store double %s.0.lcssa, ptr %arrayidx38, align 8, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end36
  %s.059 = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %s.1, %if.end36 ]
  %j.058 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %if.end36 ]
  %add13 = add nsw i32 %j.058, %sub
  %cmp14 = icmp sgt i32 %add13, -1
  %cmp15 = icmp slt i32 %add13, %input_width
  %or.cond = and i1 %cmp14, %cmp15
  br i1 %or.cond, label %if.then, label %if.end36

if.then:                                          ; preds = %for.body
  %cmp16.not = icmp sge i32 %add13, %mul
  %cmp18 = icmp slt i32 %add13, %mul12
  %or.cond56 = and i1 %cmp16.not, %cmp18
  %sub23 = add i32 %add21, %j.058
  %sub23.sink = select i1 %or.cond56, i32 %sub23, i32 %add13
  %.sink = select i1 %or.cond56, ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %in
  %idxprom24 = zext i32 %sub23.sink to i64
  %arrayidx25 = getelementptr inbounds nuw double, ptr %.sink, i64 %idxprom24
  %4 = load double, ptr %arrayidx25, align 8, !tbaa !8
  %idxprom26 = zext nneg i32 %j.058 to i64
  %arrayidx27 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(4) @_Z4maskIdE to ptr), i64 %idxprom26
  %5 = load double, ptr %arrayidx27, align 8, !tbaa !8
  %mul28 = fmul contract double %4, %5
  %add29 = fadd contract double %s.059, %mul28
  br label %if.end36

if.end36:                                         ; preds = %if.then, %for.body
  %s.1 = phi double [ %s.059, %for.body ], [ %add29, %if.then ]
  %inc = add nuw nsw i32 %j.058, 1
  %exitcond.not = icmp eq i32 %inc, %mask_width
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6conv1dIfEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %div.neg = sdiv i32 %mask_width, -2
  %sub = add i32 %div.neg, %add
  %cmp24 = icmp sgt i32 %mask_width, 0
  br i1 %cmp24, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %mask_width, 1
  %3 = icmp eq i32 %mask_width, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask_width, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.026.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.025.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod28 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod28)
  %add3.epil = add nsw i32 %sub, %j.026.epil.init
  %cmp4.epil = icmp sgt i32 %add3.epil, -1
  %cmp6.epil = icmp slt i32 %add3.epil, %input_width
  %or.cond.epil = and i1 %cmp4.epil, %cmp6.epil
  br i1 %or.cond.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil.preheader
  %idxprom8.epil = zext nneg i32 %j.026.epil.init to i64
  %arrayidx9.epil = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom8.epil
  %idxprom.epil = zext nneg i32 %add3.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !14
  %5 = load float, ptr %arrayidx9.epil, align 4, !tbaa !14
  %mul10.epil = fmul contract float %4, %5
  %add11.epil = fadd contract float %s.025.epil.init, %mul10.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil.preheader, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add11.epil, %if.then.epil ], [ %s.025.epil.init, %for.body.epil.preheader ]
  %idxprom12 = sext i32 %add to i64
  %arrayidx13 = getelementptr inbounds float, ptr %out, i64 %idxprom12
  store float %s.0.lcssa, ptr %arrayidx13, align 4, !tbaa !14
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %j.026 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.inc.1 ]
  %s.025 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %add3 = add nsw i32 %sub, %j.026
  %cmp4 = icmp sgt i32 %add3, -1
  %cmp6 = icmp slt i32 %add3, %input_width
  %or.cond = and i1 %cmp4, %cmp6
  br i1 %or.cond, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %idxprom8 = zext nneg i32 %j.026 to i64
  %arrayidx9 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom8
  %idxprom = zext nneg i32 %add3 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !14
  %7 = load float, ptr %arrayidx9, align 4, !tbaa !14
  %mul10 = fmul contract float %6, %7
  %add11 = fadd contract float %s.025, %mul10
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %s.1 = phi float [ %add11, %if.then ], [ %s.025, %for.body ]
  %inc = or disjoint i32 %j.026, 1
  %add3.1 = add nsw i32 %sub, %inc
  %cmp4.1 = icmp sgt i32 %add3.1, -1
  %cmp6.1 = icmp slt i32 %add3.1, %input_width
  %or.cond.1 = and i1 %cmp4.1, %cmp6.1
  br i1 %or.cond.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom8.1
  %idxprom.1 = zext nneg i32 %add3.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.1
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !14
  %9 = load float, ptr %arrayidx9.1, align 4, !tbaa !14
  %mul10.1 = fmul contract float %8, %9
  %add11.1 = fadd contract float %s.1, %mul10.1
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %s.1.1 = phi float [ %add11.1, %if.then.1 ], [ %s.1, %for.inc ]
  %inc.1 = add nuw nsw i32 %j.026, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12conv1d_tiledIfEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %div = sdiv i32 %mask_width, 2
  %sub10 = sub nsw i32 %2, %div
  %cmp.not = icmp ult i32 %0, %sub10
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %sub = add nsw i32 %1, -1
  %mul5 = mul i32 %sub, %2
  %add7 = add i32 %mul5, %0
  %cmp11 = icmp slt i32 %add7, 0
  br i1 %cmp11, label %cond.end, label %cond.false

cond.false:                                       ; preds = %if.then
  %idxprom = zext nneg i32 %add7 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !14
  br label %cond.end

cond.end:                                         ; preds = %if.then, %cond.false
  %cond = phi contract float [ %3, %cond.false ], [ 0.000000e+00, %if.then ]
  %sub14.neg = sub nsw i32 %0, %2
  %sub15 = add nsw i32 %sub14.neg, %div
  %idxprom16 = zext i32 %sub15 to i64
  %arrayidx17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom16
  store float %cond, ptr %arrayidx17, align 4, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  %mul20 = mul i32 %1, %2
  %add22 = add i32 %mul20, %0
  %idxprom23 = zext i32 %add22 to i64
  %arrayidx24 = getelementptr inbounds nuw float, ptr %in, i64 %idxprom23
  %4 = load float, ptr %arrayidx24, align 4, !tbaa !14
  %add26 = add nsw i32 %div, %0
  %idxprom27 = zext i32 %add26 to i64
  %arrayidx28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom27
  store float %4, ptr %arrayidx28, align 4, !tbaa !14
  %cmp36 = icmp ult i32 %0, %div
  br i1 %cmp36, label %if.then37, label %if.end51

if.then37:                                        ; preds = %if.end
  %add30 = add nuw nsw i32 %1, 1
  %mul32 = mul i32 %add30, %2
  %add34 = add i32 %mul32, %0
  %cmp38.not = icmp slt i32 %add34, %input_width
  br i1 %cmp38.not, label %cond.false40, label %cond.end43

cond.false40:                                     ; preds = %if.then37
  %idxprom41 = sext i32 %add34 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %in, i64 %idxprom41
  %5 = load float, ptr %arrayidx42, align 4, !tbaa !14
  br label %cond.end43

cond.end43:                                       ; preds = %if.then37, %cond.false40
  %cond44 = phi contract float [ %5, %cond.false40 ], [ 0.000000e+00, %if.then37 ]
  %add48 = add nsw i32 %add26, %2
  %idxprom49 = zext i32 %add48 to i64
  %arrayidx50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom49
  store float %cond44, ptr %arrayidx50, align 4, !tbaa !14
  br label %if.end51

if.end51:                                         ; preds = %cond.end43, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp5279 = icmp sgt i32 %mask_width, 0
  br i1 %cmp5279, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.end51
  %xtraiter = and i32 %mask_width, 1
  %6 = icmp eq i32 %mask_width, 1
  br i1 %6, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask_width, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.081.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.080.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add60.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod83 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod83)
  %add54.epil = add nuw i32 %j.081.epil.init, %0
  %idxprom55.epil = zext i32 %add54.epil to i64
  %arrayidx56.epil = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55.epil
  %7 = load float, ptr %arrayidx56.epil, align 4, !tbaa !14
  %idxprom57.epil = zext nneg i32 %j.081.epil.init to i64
  %arrayidx58.epil = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom57.epil
  %8 = load float, ptr %arrayidx58.epil, align 4, !tbaa !14
  %mul59.epil = fmul contract float %7, %8
  %add60.epil = fadd contract float %s.080.epil.init, %mul59.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %if.end51
  %s.0.lcssa = phi float [ 0.000000e+00, %if.end51 ], [ %add60.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add60.epil, %for.body.epil.preheader ]
  %idxprom61 = sext i32 %add22 to i64
  %arrayidx62 = getelementptr inbounds float, ptr %out, i64 %idxprom61
  store float %s.0.lcssa, ptr %arrayidx62, align 4, !tbaa !14
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %j.081 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %s.080 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add60.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %add54 = add nuw i32 %j.081, %0
  %idxprom55 = zext i32 %add54 to i64
  %arrayidx56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55
  %9 = load float, ptr %arrayidx56, align 4, !tbaa !14
  %idxprom57 = zext nneg i32 %j.081 to i64
  %arrayidx58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom57
  %10 = load float, ptr %arrayidx58, align 4, !tbaa !14
  %mul59 = fmul contract float %9, %10
  %add60 = fadd contract float %s.080, %mul59
  %inc = or disjoint i32 %j.081, 1
  %add54.1 = add nuw i32 %inc, %0
  %idxprom55.1 = zext i32 %add54.1 to i64
  %arrayidx56.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom55.1
  %11 = load float, ptr %arrayidx56.1, align 4, !tbaa !14
  %idxprom57.1 = zext nneg i32 %inc to i64
  %arrayidx58.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom57.1
  %12 = load float, ptr %arrayidx58.1, align 4, !tbaa !14
  %mul59.1 = fmul contract float %11, %12
  %add60.1 = fadd contract float %add60, %mul59.1
  %inc.1 = add nuw nsw i32 %j.081, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20conv1d_tiled_cachingIfEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !14
  %idxprom4 = zext nneg i32 %0 to i64
  %arrayidx5 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom4
  store float %3, ptr %arrayidx5, align 4, !tbaa !14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add10 = add nuw nsw i32 %1, 1
  %mul12 = mul i32 %add10, %2
  %div = sdiv i32 %mask_width, 2
  %sub = sub nsw i32 %add, %div
  %cmp57 = icmp sgt i32 %mask_width, 0
  br i1 %cmp57, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add21 = sub nsw i32 %0, %div
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end36, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %s.1, %if.end36 ]
  %arrayidx38 = getelementptr inbounds float, ptr %out, i64 %idxprom
  store float %s.0.lcssa, ptr %arrayidx38, align 4, !tbaa !14
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end36
  %s.059 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %s.1, %if.end36 ]
  %j.058 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %if.end36 ]
  %add13 = add nsw i32 %j.058, %sub
  %cmp14 = icmp sgt i32 %add13, -1
  %cmp15 = icmp slt i32 %add13, %input_width
  %or.cond = and i1 %cmp14, %cmp15
  br i1 %or.cond, label %if.then, label %if.end36

if.then:                                          ; preds = %for.body
  %cmp16.not = icmp sge i32 %add13, %mul
  %cmp18 = icmp slt i32 %add13, %mul12
  %or.cond56 = and i1 %cmp16.not, %cmp18
  %sub23 = add i32 %add21, %j.058
  %sub23.sink = select i1 %or.cond56, i32 %sub23, i32 %add13
  %.sink = select i1 %or.cond56, ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %in
  %idxprom24 = zext i32 %sub23.sink to i64
  %arrayidx25 = getelementptr inbounds nuw float, ptr %.sink, i64 %idxprom24
  %4 = load float, ptr %arrayidx25, align 4, !tbaa !14
  %idxprom26 = zext nneg i32 %j.058 to i64
  %arrayidx27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @_Z4maskIfE to ptr), i64 %idxprom26
  %5 = load float, ptr %arrayidx27, align 4, !tbaa !14
  %mul28 = fmul contract float %4, %5
  %add29 = fadd contract float %s.059, %mul28
  br label %if.end36

if.end36:                                         ; preds = %if.then, %for.body
  %s.1 = phi float [ %s.059, %for.body ], [ %add29, %if.then ]
  %inc = add nuw nsw i32 %j.058, 1
  %exitcond.not = icmp eq i32 %inc, %mask_width
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6conv1dIsEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %div.neg = sdiv i32 %mask_width, -2
  %sub = add i32 %div.neg, %add
  %cmp27 = icmp sgt i32 %mask_width, 0
  br i1 %cmp27, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %mask_width, 1
  %3 = icmp eq i32 %mask_width, 1
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %mask_width, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %j.029.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.028.epil.init = phi i16 [ 0, %for.body.preheader ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod31 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod31)
  %add3.epil = add nsw i32 %sub, %j.029.epil.init
  %cmp4.epil = icmp sgt i32 %add3.epil, -1
  %cmp6.epil = icmp slt i32 %add3.epil, %input_width
  %or.cond.epil = and i1 %cmp4.epil, %cmp6.epil
  br i1 %or.cond.epil, label %if.then.epil, label %for.cond.cleanup

if.then.epil:                                     ; preds = %for.body.epil.preheader
  %idxprom8.epil = zext nneg i32 %j.029.epil.init to i64
  %arrayidx9.epil = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %idxprom8.epil
  %idxprom.epil = zext nneg i32 %add3.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw i16, ptr %in, i64 %idxprom.epil
  %4 = load i16, ptr %arrayidx.epil, align 2, !tbaa !19
  %5 = load i16, ptr %arrayidx9.epil, align 2, !tbaa !19
  %mul11.epil = mul i16 %5, %4
  %add13.epil = add i16 %mul11.epil, %s.028.epil.init
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil.preheader, %entry
  %s.0.lcssa = phi i16 [ 0, %entry ], [ %s.1.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add13.epil, %if.then.epil ], [ %s.028.epil.init, %for.body.epil.preheader ]
  %idxprom15 = sext i32 %add to i64
  %arrayidx16 = getelementptr inbounds i16, ptr %out, i64 %idxprom15
  store i16 %s.0.lcssa, ptr %arrayidx16, align 2, !tbaa !19
  ret void

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %j.029 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.inc.1 ]
  %s.028 = phi i16 [ 0, %for.body.preheader.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  %add3 = add nsw i32 %sub, %j.029
  %cmp4 = icmp sgt i32 %add3, -1
  %cmp6 = icmp slt i32 %add3, %input_width
  %or.cond = and i1 %cmp4, %cmp6
  br i1 %or.cond, label %if.then, label %for.inc

if.then:                                          ; preds = %for.body
  %idxprom8 = zext nneg i32 %j.029 to i64
  %arrayidx9 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %idxprom8
  %idxprom = zext nneg i32 %add3 to i64
  %arrayidx = getelementptr inbounds nuw i16, ptr %in, i64 %idxprom
  %6 = load i16, ptr %arrayidx, align 2, !tbaa !19
  %7 = load i16, ptr %arrayidx9, align 2, !tbaa !19
  %mul11 = mul i16 %7, %6
  %add13 = add i16 %mul11, %s.028
  br label %for.inc

for.inc:                                          ; preds = %for.body, %if.then
  %s.1 = phi i16 [ %add13, %if.then ], [ %s.028, %for.body ]
  %inc = or disjoint i32 %j.029, 1
  %add3.1 = add nsw i32 %sub, %inc
  %cmp4.1 = icmp sgt i32 %add3.1, -1
  %cmp6.1 = icmp slt i32 %add3.1, %input_width
  %or.cond.1 = and i1 %cmp4.1, %cmp6.1
  br i1 %or.cond.1, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %idxprom8.1 = zext nneg i32 %inc to i64
  %arrayidx9.1 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %idxprom8.1
  %idxprom.1 = zext nneg i32 %add3.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw i16, ptr %in, i64 %idxprom.1
  %8 = load i16, ptr %arrayidx.1, align 2, !tbaa !19
  %9 = load i16, ptr %arrayidx9.1, align 2, !tbaa !19
  %mul11.1 = mul i16 %9, %8
  %add13.1 = add i16 %mul11.1, %s.1
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %s.1.1 = phi i16 [ %add13.1, %if.then.1 ], [ %s.1, %for.inc ]
  %inc.1 = add nuw nsw i32 %j.029, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12conv1d_tiledIsEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %div = sdiv i32 %mask_width, 2
  %sub10 = sub nsw i32 %2, %div
  %cmp.not = icmp ult i32 %0, %sub10
  br i1 %cmp.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %sub = add nsw i32 %1, -1
  %mul5 = mul i32 %sub, %2
  %add7 = add i32 %mul5, %0
  %cmp11 = icmp slt i32 %add7, 0
  br i1 %cmp11, label %cond.end, label %cond.false

cond.false:                                       ; preds = %if.then
  %idxprom = zext nneg i32 %add7 to i64
  %arrayidx = getelementptr inbounds nuw i16, ptr %in, i64 %idxprom
  %3 = load i16, ptr %arrayidx, align 2, !tbaa !19
  br label %cond.end

cond.end:                                         ; preds = %if.then, %cond.false
  %cond = phi i16 [ %3, %cond.false ], [ 0, %if.then ]
  %sub15.neg = sub nsw i32 %0, %2
  %sub16 = add nsw i32 %sub15.neg, %div
  %idxprom17 = zext i32 %sub16 to i64
  %arrayidx18 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom17
  store i16 %cond, ptr %arrayidx18, align 2, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  %mul21 = mul i32 %1, %2
  %add23 = add i32 %mul21, %0
  %idxprom24 = zext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds nuw i16, ptr %in, i64 %idxprom24
  %4 = load i16, ptr %arrayidx25, align 2, !tbaa !19
  %add27 = add nsw i32 %div, %0
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom28
  store i16 %4, ptr %arrayidx29, align 2, !tbaa !19
  %cmp37 = icmp ult i32 %0, %div
  br i1 %cmp37, label %if.then38, label %if.end54

if.then38:                                        ; preds = %if.end
  %add31 = add nuw nsw i32 %1, 1
  %mul33 = mul i32 %add31, %2
  %add35 = add i32 %mul33, %0
  %cmp39.not = icmp slt i32 %add35, %input_width
  br i1 %cmp39.not, label %cond.false41, label %cond.end45

cond.false41:                                     ; preds = %if.then38
  %idxprom42 = sext i32 %add35 to i64
  %arrayidx43 = getelementptr inbounds i16, ptr %in, i64 %idxprom42
  %5 = load i16, ptr %arrayidx43, align 2, !tbaa !19
  br label %cond.end45

cond.end45:                                       ; preds = %if.then38, %cond.false41
  %cond46 = phi i16 [ %5, %cond.false41 ], [ 0, %if.then38 ]
  %add51 = add nsw i32 %add27, %2
  %idxprom52 = zext i32 %add51 to i64
  %arrayidx53 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom52
  store i16 %cond46, ptr %arrayidx53, align 2, !tbaa !19
  br label %if.end54

if.end54:                                         ; preds = %cond.end45, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp5586 = icmp sgt i32 %mask_width, 0
  br i1 %cmp5586, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %if.end54
  %min.iters.check = icmp eq i32 %mask_width, 1
  br i1 %min.iters.check, label %for.body.preheader90, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i32 %mask_width, 2147483646
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x i16> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %6 = add nuw i32 %index, %0
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %7
  %wide.load = load <2 x i16>, ptr %8, align 2, !tbaa !19
  %9 = zext nneg i32 %index to i64
  %10 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %9
  %wide.load89 = load <2 x i16>, ptr %10, align 2, !tbaa !19
  %11 = mul <2 x i16> %wide.load89, %wide.load
  %12 = add <2 x i16> %11, %vec.phi
  %index.next = add nuw i32 %index, 2
  %13 = icmp eq i32 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %14 = tail call i16 @llvm.vector.reduce.add.v2i16(<2 x i16> %12)
  %cmp.n = icmp eq i32 %mask_width, %n.vec
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader90

for.body.preheader90:                             ; preds = %for.body.preheader, %middle.block
  %j.088.ph = phi i32 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.087.ph = phi i16 [ 0, %for.body.preheader ], [ %14, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %if.end54
  %s.0.lcssa = phi i16 [ 0, %if.end54 ], [ %14, %middle.block ], [ %add66, %for.body ]
  %idxprom68 = sext i32 %add23 to i64
  %arrayidx69 = getelementptr inbounds i16, ptr %out, i64 %idxprom68
  store i16 %s.0.lcssa, ptr %arrayidx69, align 2, !tbaa !19
  ret void

for.body:                                         ; preds = %for.body.preheader90, %for.body
  %j.088 = phi i32 [ %inc, %for.body ], [ %j.088.ph, %for.body.preheader90 ]
  %s.087 = phi i16 [ %add66, %for.body ], [ %s.087.ph, %for.body.preheader90 ]
  %add57 = add nuw i32 %j.088, %0
  %idxprom58 = zext i32 %add57 to i64
  %arrayidx59 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom58
  %15 = load i16, ptr %arrayidx59, align 2, !tbaa !19
  %idxprom61 = zext nneg i32 %j.088 to i64
  %arrayidx62 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %idxprom61
  %16 = load i16, ptr %arrayidx62, align 2, !tbaa !19
  %mul64 = mul i16 %16, %15
  %add66 = add i16 %mul64, %s.087
  %inc = add nuw nsw i32 %j.088, 1
  %exitcond.not = icmp eq i32 %inc, %mask_width
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20conv1d_tiled_cachingIsEvPKT_PS0_ii(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out, i32 noundef %input_width, i32 noundef %mask_width) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i16, ptr %in, i64 %idxprom
  %3 = load i16, ptr %arrayidx, align 2, !tbaa !19
  %idxprom4 = zext nneg i32 %0 to i64
  %arrayidx5 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %idxprom4
  store i16 %3, ptr %arrayidx5, align 2, !tbaa !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add10 = add nuw nsw i32 %1, 1
  %mul12 = mul i32 %add10, %2
  %div = sdiv i32 %mask_width, 2
  %sub = sub nsw i32 %add, %div
  %cmp64 = icmp sgt i32 %mask_width, 0
  br i1 %cmp64, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add21 = sub nsw i32 %0, %div
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end43, %entry
  %s.0.lcssa = phi i16 [ 0, %entry ], [ %s.1, %if.end43 ]
  %arrayidx45 = getelementptr inbounds i16, ptr %out, i64 %idxprom
  store i16 %s.0.lcssa, ptr %arrayidx45, align 2, !tbaa !19
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end43
  %s.066 = phi i16 [ 0, %for.body.lr.ph ], [ %s.1, %if.end43 ]
  %j.065 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %if.end43 ]
  %add13 = add nsw i32 %j.065, %sub
  %cmp14 = icmp sgt i32 %add13, -1
  %cmp15 = icmp slt i32 %add13, %input_width
  %or.cond = and i1 %cmp14, %cmp15
  br i1 %or.cond, label %if.then, label %if.end43

if.then:                                          ; preds = %for.body
  %cmp16.not = icmp sge i32 %add13, %mul
  %cmp18 = icmp slt i32 %add13, %mul12
  %or.cond63 = and i1 %cmp16.not, %cmp18
  %sub23 = add i32 %add21, %j.065
  %sub23.sink = select i1 %or.cond63, i32 %sub23, i32 %add13
  %.sink = select i1 %or.cond63, ptr addrspacecast (ptr addrspace(3) @smem to ptr), ptr %in
  %idxprom24 = zext i32 %sub23.sink to i64
  %arrayidx25 = getelementptr inbounds nuw i16, ptr %.sink, i64 %idxprom24
  %4 = load i16, ptr %arrayidx25, align 2, !tbaa !19
  %idxprom26 = zext nneg i32 %j.065 to i64
  %arrayidx27 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(4) @_Z4maskIsE to ptr), i64 %idxprom26
  %5 = load i16, ptr %arrayidx27, align 2, !tbaa !19
  %mul29 = mul i16 %5, %4
  %add31 = add i16 %mul29, %s.066
  br label %if.end43

if.end43:                                         ; preds = %if.then, %for.body
  %s.1 = phi i16 [ %s.066, %for.body ], [ %add31, %if.then ]
  %inc = add nuw nsw i32 %j.065, 1
  %exitcond.not = icmp eq i32 %inc, %mask_width
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v2i16(<2 x i16>) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"double", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !6, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = distinct !{!25, !11, !24, !23}
!26 = distinct !{!26, !11}
