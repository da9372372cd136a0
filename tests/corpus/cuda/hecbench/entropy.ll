; ModuleID = 'hecbench/entropy.cu'
source_filename = "hecbench/entropy.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z11entropy_optILi16ELi16EEvPfPKcPKfii = comdat any

$_ZZ11entropy_optILi16ELi16EEvPfPKcPKfiiE8sd_count = comdat any

@_ZZ11entropy_optILi16ELi16EEvPfPKcPKfiiE8sd_count = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [256 x i32]] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7entropyPfPKcii(ptr noalias noundef writeonly captures(none) %d_entropy, ptr noalias noundef readonly captures(none) %d_val, i32 noundef %height, i32 noundef %width) local_unnamed_addr #0 {
entry:
  %count = alloca [16 x i8], align 1
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul6 = mul nuw nsw i32 %4, %5
  %add7 = add nuw nsw i32 %mul6, %3
  %cmp.not = icmp slt i32 %add7, %height
  %cmp8.not = icmp slt i32 %add, %width
  %or.cond88 = and i1 %cmp.not, %cmp8.not
  br i1 %or.cond88, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr nonnull %count) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %count, i8 0, i64 16, i1 false)
  %add18 = add nsw i32 %add, -2
  %cmp20 = icmp sgt i32 %add, 1
  %cmp25 = icmp slt i32 %add18, %width
  %cmp20.1 = icmp sgt i32 %add, 0
  %add18.1 = add nsw i32 %add, -1
  %cmp20.2 = icmp sgt i32 %add, -1
  %add18.3 = add nsw i32 %add, 1
  %cmp20.3 = icmp sgt i32 %add, -2
  %cmp25.3 = icmp slt i32 %add18.3, %width
  %add18.4 = add nsw i32 %add, 2
  %cmp20.4 = icmp sgt i32 %add, -3
  %cmp25.4 = icmp slt i32 %add18.4, %width
  br label %for.cond14.preheader

for.cond14.preheader:                             ; preds = %if.end, %if.end35.4
  %total.096 = phi i8 [ %total.2.4, %if.end35.4 ], [ 0, %if.end ]
  %dy.095 = phi i32 [ %inc40, %if.end35.4 ], [ -2, %if.end ]
  %add19 = add nsw i32 %dy.095, %add7
  %cmp21 = icmp sgt i32 %add19, -1
  %cmp23 = icmp slt i32 %add19, %height
  %6 = and i1 %cmp21, %cmp23
  %mul27 = mul nsw i32 %add19, %width
  %or.cond89 = select i1 %cmp20, i1 %6, i1 false
  %or.cond90 = and i1 %cmp25, %or.cond89
  br i1 %or.cond90, label %if.then26, label %if.end35

for.cond.cleanup12:                               ; preds = %if.end35.4
  %cmp42 = icmp slt i8 %total.2.4, 1
  br i1 %cmp42, label %if.end58, label %for.cond44.preheader

for.cond44.preheader:                             ; preds = %for.cond.cleanup12
  %conv51 = uitofp nneg i8 %total.2.4 to float
  br label %for.body47

if.then26:                                        ; preds = %for.cond14.preheader
  %add28 = add nuw nsw i32 %add18, %mul27
  %idxprom29 = zext nneg i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom29
  %7 = load i8, ptr %arrayidx30, align 1, !tbaa !8
  %idxprom31 = sext i8 %7 to i64
  %arrayidx32 = getelementptr inbounds i8, ptr %count, i64 %idxprom31
  %8 = load i8, ptr %arrayidx32, align 1, !tbaa !8
  %inc33 = add i8 %8, 1
  store i8 %inc33, ptr %arrayidx32, align 1, !tbaa !8
  %inc34 = add i8 %total.096, 1
  br label %if.end35

if.end35:                                         ; preds = %if.then26, %for.cond14.preheader
  %total.2 = phi i8 [ %inc34, %if.then26 ], [ %total.096, %for.cond14.preheader ]
  %or.cond89.1 = select i1 %cmp20.1, i1 %6, i1 false
  br i1 %or.cond89.1, label %if.then26.1, label %if.end35.1

if.then26.1:                                      ; preds = %if.end35
  %add28.1 = add nuw nsw i32 %add18.1, %mul27
  %idxprom29.1 = zext nneg i32 %add28.1 to i64
  %arrayidx30.1 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom29.1
  %9 = load i8, ptr %arrayidx30.1, align 1, !tbaa !8
  %idxprom31.1 = sext i8 %9 to i64
  %arrayidx32.1 = getelementptr inbounds i8, ptr %count, i64 %idxprom31.1
  %10 = load i8, ptr %arrayidx32.1, align 1, !tbaa !8
  %inc33.1 = add i8 %10, 1
  store i8 %inc33.1, ptr %arrayidx32.1, align 1, !tbaa !8
  %inc34.1 = add i8 %total.2, 1
  br label %if.end35.1

if.end35.1:                                       ; preds = %if.then26.1, %if.end35
  %total.2.1 = phi i8 [ %inc34.1, %if.then26.1 ], [ %total.2, %if.end35 ]
  %or.cond89.2 = select i1 %cmp20.2, i1 %6, i1 false
  br i1 %or.cond89.2, label %if.then26.2, label %if.end35.2

if.then26.2:                                      ; preds = %if.end35.1
  %add28.2 = add nuw nsw i32 %add, %mul27
  %idxprom29.2 = zext nneg i32 %add28.2 to i64
  %arrayidx30.2 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom29.2
  %11 = load i8, ptr %arrayidx30.2, align 1, !tbaa !8
  %idxprom31.2 = sext i8 %11 to i64
  %arrayidx32.2 = getelementptr inbounds i8, ptr %count, i64 %idxprom31.2
  %12 = load i8, ptr %arrayidx32.2, align 1, !tbaa !8
  %inc33.2 = add i8 %12, 1
  store i8 %inc33.2, ptr %arrayidx32.2, align 1, !tbaa !8
  %inc34.2 = add i8 %total.2.1, 1
  br label %if.end35.2

if.end35.2:                                       ; preds = %if.then26.2, %if.end35.1
  %total.2.2 = phi i8 [ %inc34.2, %if.then26.2 ], [ %total.2.1, %if.end35.1 ]
  %or.cond89.3 = select i1 %cmp20.3, i1 %6, i1 false
  %or.cond90.3 = and i1 %cmp25.3, %or.cond89.3
  br i1 %or.cond90.3, label %if.then26.3, label %if.end35.3

if.then26.3:                                      ; preds = %if.end35.2
  %add28.3 = add nuw nsw i32 %add18.3, %mul27
  %idxprom29.3 = zext nneg i32 %add28.3 to i64
  %arrayidx30.3 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom29.3
  %13 = load i8, ptr %arrayidx30.3, align 1, !tbaa !8
  %idxprom31.3 = sext i8 %13 to i64
  %arrayidx32.3 = getelementptr inbounds i8, ptr %count, i64 %idxprom31.3
  %14 = load i8, ptr %arrayidx32.3, align 1, !tbaa !8
  %inc33.3 = add i8 %14, 1
  store i8 %inc33.3, ptr %arrayidx32.3, align 1, !tbaa !8
  %inc34.3 = add i8 %total.2.2, 1
  br label %if.end35.3

if.end35.3:                                       ; preds = %if.then26.3, %if.end35.2
  %total.2.3 = phi i8 [ %inc34.3, %if.then26.3 ], [ %total.2.2, %if.end35.2 ]
  %or.cond89.4 = select i1 %cmp20.4, i1 %6, i1 false
  %or.cond90.4 = and i1 %cmp25.4, %or.cond89.4
  br i1 %or.cond90.4, label %if.then26.4, label %if.end35.4

if.then26.4:                                      ; preds = %if.end35.3
  %add28.4 = add nuw nsw i32 %add18.4, %mul27
  %idxprom29.4 = zext nneg i32 %add28.4 to i64
  %arrayidx30.4 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom29.4
  %15 = load i8, ptr %arrayidx30.4, align 1, !tbaa !8
  %idxprom31.4 = sext i8 %15 to i64
  %arrayidx32.4 = getelementptr inbounds i8, ptr %count, i64 %idxprom31.4
  %16 = load i8, ptr %arrayidx32.4, align 1, !tbaa !8
  %inc33.4 = add i8 %16, 1
  store i8 %inc33.4, ptr %arrayidx32.4, align 1, !tbaa !8
  %inc34.4 = add i8 %total.2.3, 1
  br label %if.end35.4

if.end35.4:                                       ; preds = %if.then26.4, %if.end35.3
  %total.2.4 = phi i8 [ %inc34.4, %if.then26.4 ], [ %total.2.3, %if.end35.3 ]
  %inc40 = add nsw i32 %dy.095, 1
  %exitcond.not = icmp eq i32 %inc40, 3
  br i1 %exitcond.not, label %for.cond.cleanup12, label %for.cond14.preheader, !llvm.loop !9

for.body47:                                       ; preds = %for.body47, %for.cond44.preheader
  %k.098 = phi i32 [ 0, %for.cond44.preheader ], [ %inc56.1, %for.body47 ]
  %entropy.097 = phi float [ 0.000000e+00, %for.cond44.preheader ], [ %sub.1, %for.body47 ]
  %idxprom48 = zext nneg i32 %k.098 to i64
  %arrayidx49 = getelementptr inbounds nuw i8, ptr %count, i64 %idxprom48
  %17 = load i8, ptr %arrayidx49, align 1, !tbaa !8
  %conv50 = sitofp i8 %17 to float
  %call.i = tail call contract noundef float @__nv_fast_fdividef(float noundef %conv50, float noundef %conv51) #6
  %call.i91 = tail call contract noundef float @__nv_fast_log2f(float noundef %call.i) #6
  %mul54 = fmul contract float %call.i, %call.i91
  %sub = fsub contract float %entropy.097, %mul54
  %18 = zext nneg i32 %k.098 to i64
  %19 = getelementptr inbounds nuw i8, ptr %count, i64 %18
  %arrayidx49.1 = getelementptr inbounds nuw i8, ptr %19, i64 1
  %20 = load i8, ptr %arrayidx49.1, align 1, !tbaa !8
  %conv50.1 = sitofp i8 %20 to float
  %call.i.1 = tail call contract noundef float @__nv_fast_fdividef(float noundef %conv50.1, float noundef %conv51) #6
  %call.i91.1 = tail call contract noundef float @__nv_fast_log2f(float noundef %call.i.1) #6
  %mul54.1 = fmul contract float %call.i.1, %call.i91.1
  %sub.1 = fsub contract float %sub, %mul54.1
  %inc56.1 = add nuw nsw i32 %k.098, 2
  %exitcond99.not.1 = icmp eq i32 %inc56.1, 16
  br i1 %exitcond99.not.1, label %if.end58, label %for.body47, !llvm.loop !11

if.end58:                                         ; preds = %for.body47, %for.cond.cleanup12
  %entropy.1 = phi float [ 0.000000e+00, %for.cond.cleanup12 ], [ %sub.1, %for.body47 ]
  %mul59 = mul nsw i32 %width, %add7
  %add60 = add nsw i32 %mul59, %add
  %idxprom61 = sext i32 %add60 to i64
  %arrayidx62 = getelementptr inbounds float, ptr %d_entropy, i64 %idxprom61
  store float %entropy.1, ptr %arrayidx62, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(ptr nonnull %count) #5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end58
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11entropy_optILi16ELi16EEvPfPKcPKfii(ptr noalias noundef writeonly captures(none) %d_entropy, ptr noalias noundef readonly captures(none) %d_val, ptr noalias noundef readonly captures(none) %d_logTable, i32 noundef %height, i32 noundef %width) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul6 = mul nuw nsw i32 %4, %5
  %add7 = add nuw nsw i32 %mul6, %3
  %cmp.not = icmp slt i32 %add7, %height
  %cmp8.not = icmp slt i32 %add, %width
  %or.cond98 = and i1 %cmp.not, %cmp8.not
  br i1 %or.cond98, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul10 = shl nuw nsw i32 %3, 4
  %add12 = add nuw nsw i32 %mul10, %0
  %idxprom14 = zext nneg i32 %add12 to i64
  %invariant.gep = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11entropy_optILi16ELi16EEvPfPKcPKfiiE8sd_count to ptr), i64 %idxprom14
  store i32 0, ptr %invariant.gep, align 4, !tbaa !4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1024
  store i32 0, ptr %gep.1, align 4, !tbaa !4
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2048
  store i32 0, ptr %gep.2, align 4, !tbaa !4
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3072
  store i32 0, ptr %gep.3, align 4, !tbaa !4
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4096
  store i32 0, ptr %gep.4, align 4, !tbaa !4
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 5120
  store i32 0, ptr %gep.5, align 4, !tbaa !4
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 6144
  store i32 0, ptr %gep.6, align 4, !tbaa !4
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 7168
  store i32 0, ptr %gep.7, align 4, !tbaa !4
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 8192
  store i32 0, ptr %gep.8, align 4, !tbaa !4
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 9216
  store i32 0, ptr %gep.9, align 4, !tbaa !4
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 10240
  store i32 0, ptr %gep.10, align 4, !tbaa !4
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 11264
  store i32 0, ptr %gep.11, align 4, !tbaa !4
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 12288
  store i32 0, ptr %gep.12, align 4, !tbaa !4
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 13312
  store i32 0, ptr %gep.13, align 4, !tbaa !4
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 14336
  store i32 0, ptr %gep.14, align 4, !tbaa !4
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 15360
  store i32 0, ptr %gep.15, align 4, !tbaa !4
  %add24 = add nsw i32 %add, -2
  %cmp26 = icmp sgt i32 %add, 1
  %cmp31 = icmp slt i32 %add24, %width
  %cmp26.1 = icmp sgt i32 %add, 0
  %add24.1 = add nsw i32 %add, -1
  %cmp26.2 = icmp sgt i32 %add, -1
  %add24.3 = add nsw i32 %add, 1
  %cmp26.3 = icmp sgt i32 %add, -2
  %cmp31.3 = icmp slt i32 %add24.3, %width
  %add24.4 = add nsw i32 %add, 2
  %cmp26.4 = icmp sgt i32 %add, -3
  %cmp31.4 = icmp slt i32 %add24.4, %width
  br label %for.cond20.preheader

for.cond20.preheader:                             ; preds = %if.end, %if.end43.4
  %dy.0107 = phi i32 [ -2, %if.end ], [ %inc48, %if.end43.4 ]
  %total.0106 = phi i8 [ 0, %if.end ], [ %total.2.4, %if.end43.4 ]
  %add25 = add nsw i32 %dy.0107, %add7
  %cmp27 = icmp sgt i32 %add25, -1
  %cmp29 = icmp slt i32 %add25, %height
  %6 = and i1 %cmp27, %cmp29
  %mul33 = mul nsw i32 %add25, %width
  %or.cond99 = select i1 %cmp26, i1 %6, i1 false
  %or.cond100 = and i1 %cmp31, %or.cond99
  br i1 %or.cond100, label %if.then32, label %if.end43

for.cond50.preheader:                             ; preds = %if.end43.4
  %7 = load i32, ptr %invariant.gep, align 4, !tbaa !4
  %idxprom58 = sext i32 %7 to i64
  %arrayidx59 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58
  %8 = load float, ptr %arrayidx59, align 4, !tbaa !12
  %sub = fsub contract float 0.000000e+00, %8
  %9 = load i32, ptr %gep.1, align 4, !tbaa !4
  %idxprom58.1 = sext i32 %9 to i64
  %arrayidx59.1 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.1
  %10 = load float, ptr %arrayidx59.1, align 4, !tbaa !12
  %sub.1 = fsub contract float %sub, %10
  %11 = load i32, ptr %gep.2, align 4, !tbaa !4
  %idxprom58.2 = sext i32 %11 to i64
  %arrayidx59.2 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.2
  %12 = load float, ptr %arrayidx59.2, align 4, !tbaa !12
  %sub.2 = fsub contract float %sub.1, %12
  %13 = load i32, ptr %gep.3, align 4, !tbaa !4
  %idxprom58.3 = sext i32 %13 to i64
  %arrayidx59.3 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.3
  %14 = load float, ptr %arrayidx59.3, align 4, !tbaa !12
  %sub.3 = fsub contract float %sub.2, %14
  %15 = load i32, ptr %gep.4, align 4, !tbaa !4
  %idxprom58.4 = sext i32 %15 to i64
  %arrayidx59.4 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.4
  %16 = load float, ptr %arrayidx59.4, align 4, !tbaa !12
  %sub.4 = fsub contract float %sub.3, %16
  %17 = load i32, ptr %gep.5, align 4, !tbaa !4
  %idxprom58.5 = sext i32 %17 to i64
  %arrayidx59.5 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.5
  %18 = load float, ptr %arrayidx59.5, align 4, !tbaa !12
  %sub.5 = fsub contract float %sub.4, %18
  %19 = load i32, ptr %gep.6, align 4, !tbaa !4
  %idxprom58.6 = sext i32 %19 to i64
  %arrayidx59.6 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.6
  %20 = load float, ptr %arrayidx59.6, align 4, !tbaa !12
  %sub.6 = fsub contract float %sub.5, %20
  %21 = load i32, ptr %gep.7, align 4, !tbaa !4
  %idxprom58.7 = sext i32 %21 to i64
  %arrayidx59.7 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.7
  %22 = load float, ptr %arrayidx59.7, align 4, !tbaa !12
  %sub.7 = fsub contract float %sub.6, %22
  %23 = load i32, ptr %gep.8, align 4, !tbaa !4
  %idxprom58.8 = sext i32 %23 to i64
  %arrayidx59.8 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.8
  %24 = load float, ptr %arrayidx59.8, align 4, !tbaa !12
  %sub.8 = fsub contract float %sub.7, %24
  %25 = load i32, ptr %gep.9, align 4, !tbaa !4
  %idxprom58.9 = sext i32 %25 to i64
  %arrayidx59.9 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.9
  %26 = load float, ptr %arrayidx59.9, align 4, !tbaa !12
  %sub.9 = fsub contract float %sub.8, %26
  %27 = load i32, ptr %gep.10, align 4, !tbaa !4
  %idxprom58.10 = sext i32 %27 to i64
  %arrayidx59.10 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.10
  %28 = load float, ptr %arrayidx59.10, align 4, !tbaa !12
  %sub.10 = fsub contract float %sub.9, %28
  %29 = load i32, ptr %gep.11, align 4, !tbaa !4
  %idxprom58.11 = sext i32 %29 to i64
  %arrayidx59.11 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.11
  %30 = load float, ptr %arrayidx59.11, align 4, !tbaa !12
  %sub.11 = fsub contract float %sub.10, %30
  %31 = load i32, ptr %gep.12, align 4, !tbaa !4
  %idxprom58.12 = sext i32 %31 to i64
  %arrayidx59.12 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.12
  %32 = load float, ptr %arrayidx59.12, align 4, !tbaa !12
  %sub.12 = fsub contract float %sub.11, %32
  %33 = load i32, ptr %gep.13, align 4, !tbaa !4
  %idxprom58.13 = sext i32 %33 to i64
  %arrayidx59.13 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.13
  %34 = load float, ptr %arrayidx59.13, align 4, !tbaa !12
  %sub.13 = fsub contract float %sub.12, %34
  %35 = load i32, ptr %gep.14, align 4, !tbaa !4
  %idxprom58.14 = sext i32 %35 to i64
  %arrayidx59.14 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.14
  %36 = load float, ptr %arrayidx59.14, align 4, !tbaa !12
  %sub.14 = fsub contract float %sub.13, %36
  %37 = load i32, ptr %gep.15, align 4, !tbaa !4
  %idxprom58.15 = sext i32 %37 to i64
  %arrayidx59.15 = getelementptr inbounds float, ptr %d_logTable, i64 %idxprom58.15
  %38 = load float, ptr %arrayidx59.15, align 4, !tbaa !12
  %sub.15 = fsub contract float %sub.14, %38
  %conv63 = sitofp i8 %total.2.4 to float
  %div = fdiv contract float %sub.15, %conv63
  %call.i = tail call contract noundef float @__nv_fast_log2f(float noundef %conv63) #6
  %add66 = fadd contract float %div, %call.i
  %mul67 = mul nsw i32 %width, %add7
  %add68 = add nsw i32 %mul67, %add
  %idxprom69 = sext i32 %add68 to i64
  %arrayidx70 = getelementptr inbounds float, ptr %d_entropy, i64 %idxprom69
  store float %add66, ptr %arrayidx70, align 4, !tbaa !12
  br label %cleanup

if.then32:                                        ; preds = %for.cond20.preheader
  %add34 = add nuw nsw i32 %add24, %mul33
  %idxprom35 = zext nneg i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom35
  %39 = load i8, ptr %arrayidx36, align 1, !tbaa !8
  %idxprom37 = sext i8 %39 to i64
  %gep105 = getelementptr [256 x i32], ptr %invariant.gep, i64 %idxprom37
  %40 = load i32, ptr %gep105, align 4, !tbaa !4
  %inc41 = add nsw i32 %40, 1
  store i32 %inc41, ptr %gep105, align 4, !tbaa !4
  %inc42 = add i8 %total.0106, 1
  br label %if.end43

if.end43:                                         ; preds = %if.then32, %for.cond20.preheader
  %total.2 = phi i8 [ %inc42, %if.then32 ], [ %total.0106, %for.cond20.preheader ]
  %or.cond99.1 = select i1 %cmp26.1, i1 %6, i1 false
  br i1 %or.cond99.1, label %if.then32.1, label %if.end43.1

if.then32.1:                                      ; preds = %if.end43
  %add34.1 = add nuw nsw i32 %add24.1, %mul33
  %idxprom35.1 = zext nneg i32 %add34.1 to i64
  %arrayidx36.1 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom35.1
  %41 = load i8, ptr %arrayidx36.1, align 1, !tbaa !8
  %idxprom37.1 = sext i8 %41 to i64
  %gep105.1 = getelementptr [256 x i32], ptr %invariant.gep, i64 %idxprom37.1
  %42 = load i32, ptr %gep105.1, align 4, !tbaa !4
  %inc41.1 = add nsw i32 %42, 1
  store i32 %inc41.1, ptr %gep105.1, align 4, !tbaa !4
  %inc42.1 = add i8 %total.2, 1
  br label %if.end43.1

if.end43.1:                                       ; preds = %if.then32.1, %if.end43
  %total.2.1 = phi i8 [ %inc42.1, %if.then32.1 ], [ %total.2, %if.end43 ]
  %or.cond99.2 = select i1 %cmp26.2, i1 %6, i1 false
  br i1 %or.cond99.2, label %if.then32.2, label %if.end43.2

if.then32.2:                                      ; preds = %if.end43.1
  %add34.2 = add nuw nsw i32 %add, %mul33
  %idxprom35.2 = zext nneg i32 %add34.2 to i64
  %arrayidx36.2 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom35.2
  %43 = load i8, ptr %arrayidx36.2, align 1, !tbaa !8
  %idxprom37.2 = sext i8 %43 to i64
  %gep105.2 = getelementptr [256 x i32], ptr %invariant.gep, i64 %idxprom37.2
  %44 = load i32, ptr %gep105.2, align 4, !tbaa !4
  %inc41.2 = add nsw i32 %44, 1
  store i32 %inc41.2, ptr %gep105.2, align 4, !tbaa !4
  %inc42.2 = add i8 %total.2.1, 1
  br label %if.end43.2

if.end43.2:                                       ; preds = %if.then32.2, %if.end43.1
  %total.2.2 = phi i8 [ %inc42.2, %if.then32.2 ], [ %total.2.1, %if.end43.1 ]
  %or.cond99.3 = select i1 %cmp26.3, i1 %6, i1 false
  %or.cond100.3 = and i1 %cmp31.3, %or.cond99.3
  br i1 %or.cond100.3, label %if.then32.3, label %if.end43.3

if.then32.3:                                      ; preds = %if.end43.2
  %add34.3 = add nuw nsw i32 %add24.3, %mul33
  %idxprom35.3 = zext nneg i32 %add34.3 to i64
  %arrayidx36.3 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom35.3
  %45 = load i8, ptr %arrayidx36.3, align 1, !tbaa !8
  %idxprom37.3 = sext i8 %45 to i64
  %gep105.3 = getelementptr [256 x i32], ptr %invariant.gep, i64 %idxprom37.3
  %46 = load i32, ptr %gep105.3, align 4, !tbaa !4
  %inc41.3 = add nsw i32 %46, 1
  store i32 %inc41.3, ptr %gep105.3, align 4, !tbaa !4
  %inc42.3 = add i8 %total.2.2, 1
  br label %if.end43.3

if.end43.3:                                       ; preds = %if.then32.3, %if.end43.2
  %total.2.3 = phi i8 [ %inc42.3, %if.then32.3 ], [ %total.2.2, %if.end43.2 ]
  %or.cond99.4 = select i1 %cmp26.4, i1 %6, i1 false
  %or.cond100.4 = and i1 %cmp31.4, %or.cond99.4
  br i1 %or.cond100.4, label %if.then32.4, label %if.end43.4

if.then32.4:                                      ; preds = %if.end43.3
  %add34.4 = add nuw nsw i32 %add24.4, %mul33
  %idxprom35.4 = zext nneg i32 %add34.4 to i64
  %arrayidx36.4 = getelementptr inbounds nuw i8, ptr %d_val, i64 %idxprom35.4
  %47 = load i8, ptr %arrayidx36.4, align 1, !tbaa !8
  %idxprom37.4 = sext i8 %47 to i64
  %gep105.4 = getelementptr [256 x i32], ptr %invariant.gep, i64 %idxprom37.4
  %48 = load i32, ptr %gep105.4, align 4, !tbaa !4
  %inc41.4 = add nsw i32 %48, 1
  store i32 %inc41.4, ptr %gep105.4, align 4, !tbaa !4
  %inc42.4 = add i8 %total.2.3, 1
  br label %if.end43.4

if.end43.4:                                       ; preds = %if.then32.4, %if.end43.3
  %total.2.4 = phi i8 [ %inc42.4, %if.then32.4 ], [ %total.2.3, %if.end43.3 ]
  %inc48 = add nsw i32 %dy.0107, 1
  %exitcond.not = icmp eq i32 %inc48, 3
  br i1 %exitcond.not, label %for.cond50.preheader, label %for.cond20.preheader, !llvm.loop !14

cleanup:                                          ; preds = %entry, %for.cond50.preheader
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_fdividef(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_log2f(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

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
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = distinct !{!14, !10}
