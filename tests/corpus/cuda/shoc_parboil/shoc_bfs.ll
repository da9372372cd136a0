; ModuleID = 'shoc_parboil/shoc_bfs.cu'
source_filename = "shoc_parboil/shoc_bfs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_mutex = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_mutex2 = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_q_offsets = dso_local addrspace(1) externally_initialized global [1 x i32] zeroinitializer, align 4
@g_q_size = dso_local addrspace(1) externally_initialized global [1 x i32] zeroinitializer, align 4
@s_mem = external dso_local addrspace(3) global [0 x i32], align 4
@_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE8b_offset = internal addrspace(3) global [1 x i32] undef, align 4
@_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length = internal addrspace(3) global [1 x i32] undef, align 4
@_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length = internal addrspace(3) global [1 x i32] undef, align 4
@_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset = internal addrspace(3) global [1 x i32] undef, align 4
@b_q = external dso_local addrspace(3) global [0 x i32], align 4
@_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length = internal addrspace(3) global [1 x i32] undef, align 4
@_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset = internal addrspace(3) global [1 x i32] undef, align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), ptr addrspacecast (ptr addrspace(1) @g_mutex2 to ptr), ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15BFS_kernel_warpPjS_S_iijiPi(ptr noundef captures(none) %levels, ptr noundef readonly captures(none) %edgeArray, ptr noundef readonly captures(none) %edgeArrayAux, i32 noundef %W_SZ, i32 noundef %CHUNK_SZ, i32 noundef %numVertices, i32 noundef %curr, ptr noundef writeonly captures(none) %flag) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %div = sdiv i32 %add, %W_SZ
  %3 = mul i32 %div, %W_SZ
  %rem.decomposed = sub i32 %add, %3
  %mul7 = mul nsw i32 %div, %CHUNK_SZ
  %add9 = add nsw i32 %mul7, %CHUNK_SZ
  %cmp.not = icmp ult i32 %add9, %numVertices
  %sub = add i32 %numVertices, 1
  %add10 = sub i32 %sub, %mul7
  %spec.store.select = tail call i32 @llvm.smax.i32(i32 %add10, i32 0)
  %4 = add nsw i32 %spec.store.select, -1
  %chk_sz.0 = select i1 %cmp.not, i32 %CHUNK_SZ, i32 %4
  %add15 = add nsw i32 %chk_sz.0, %mul7
  %cmp1673 = icmp sgt i32 %chk_sz.0, 0
  br i1 %cmp1673, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add39 = add nsw i32 %curr, 1
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc45, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.inc45
  %v.074 = phi i32 [ %mul7, %for.body.lr.ph ], [ %inc, %for.inc45 ]
  %idxprom = sext i32 %v.074 to i64
  %arrayidx = getelementptr inbounds i32, ptr %levels, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %cmp17 = icmp eq i32 %5, %curr
  br i1 %cmp17, label %if.then18, label %for.inc45

if.then18:                                        ; preds = %for.body
  %6 = getelementptr i32, ptr %edgeArray, i64 %idxprom
  %arrayidx21 = getelementptr i8, ptr %6, i64 4
  %7 = load i32, ptr %arrayidx21, align 4, !tbaa !4
  %8 = load i32, ptr %6, align 4, !tbaa !4
  %sub24 = sub i32 %7, %8
  %cmp2871 = icmp ult i32 %rem.decomposed, %sub24
  br i1 %cmp2871, label %for.body30, label %for.inc45

for.body30:                                       ; preds = %if.then18, %if.end42
  %i.072 = phi i32 [ %add43, %if.end42 ], [ %rem.decomposed, %if.then18 ]
  %add32 = add i32 %i.072, %8
  %idxprom33 = zext i32 %add32 to i64
  %arrayidx34 = getelementptr inbounds nuw i32, ptr %edgeArrayAux, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !4
  %idxprom35 = sext i32 %9 to i64
  %arrayidx36 = getelementptr inbounds i32, ptr %levels, i64 %idxprom35
  %10 = load i32, ptr %arrayidx36, align 4, !tbaa !4
  %cmp37 = icmp eq i32 %10, -1
  br i1 %cmp37, label %if.then38, label %if.end42

if.then38:                                        ; preds = %for.body30
  store i32 %add39, ptr %arrayidx36, align 4, !tbaa !4
  store i32 1, ptr %flag, align 4, !tbaa !4
  br label %if.end42

if.end42:                                         ; preds = %if.then38, %for.body30
  %add43 = add nsw i32 %i.072, %W_SZ
  %cmp28 = icmp ult i32 %add43, %sub24
  br i1 %cmp28, label %for.body30, label %for.inc45, !llvm.loop !8

for.inc45:                                        ; preds = %if.end42, %if.then18, %for.body
  %inc = add nsw i32 %v.074, 1
  %cmp16 = icmp slt i32 %inc, %add15
  br i1 %cmp16, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10__gpu_synci(i32 noundef %blocks_to_synch) local_unnamed_addr #1 {
entry:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), i32 1 seq_cst, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %if.then
  %2 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), align 4, !tbaa !4
  %cmp2 = icmp slt i32 %2, %blocks_to_synch
  br i1 %cmp2, label %while.cond, label %if.end, !llvm.loop !11

if.end:                                           ; preds = %while.cond, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z23Reset_kernel_parametersPj(ptr noundef writeonly captures(none) initializes((0, 4)) %frontier_length) local_unnamed_addr #3 {
entry:
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_mutex2 to ptr), align 4, !tbaa !4
  store i32 0, ptr %frontier_length, align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z13Frontier_copyPjS_S_(ptr noundef writeonly captures(none) %frontier, ptr noundef readonly captures(none) %frontier2, ptr noundef readonly captures(none) %frontier_length) local_unnamed_addr #4 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = load i32, ptr %frontier_length, align 4, !tbaa !4
  %cmp = icmp ult i32 %add, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx4 = getelementptr inbounds nuw i32, ptr %frontier, i64 %idxprom
  %arrayidx = getelementptr inbounds nuw i32, ptr %frontier2, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %4, ptr %arrayidx4, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %cmp5 = icmp eq i32 %add, 0
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %if.end
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_mutex2 to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  br label %if.end7

if.end7:                                          ; preds = %if.then6, %if.end
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_j(ptr noundef %frontier, i32 noundef %frontier_len, ptr noundef %cost, ptr noundef %visited, ptr noundef readonly captures(none) %edgeArray, ptr noundef readonly captures(none) %edgeArrayAux, i32 noundef %numVertices, i32 noundef %numEdges, ptr noundef %frontier_length, i32 noundef %max_local_mem) local_unnamed_addr #5 {
entry:
  %idxprom = zext i32 %max_local_mem to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_mem to ptr), i64 %idxprom
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %0, %frontier_len
  %idxprom1 = zext nneg i32 %0 to i64
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx4 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_mem to ptr), i64 %idxprom1
  %arrayidx2 = getelementptr inbounds nuw i32, ptr %frontier, i64 %idxprom1
  %1 = load volatile i32, ptr %arrayidx2, align 4, !tbaa !4
  store i32 %1, ptr %arrayidx4, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %entry, %if.then
  %cmp5 = icmp eq i32 %0, 0
  %arrayidx11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_mem to ptr), i64 %idxprom1
  %cmp51 = icmp ult i32 %0, %max_local_mem
  %arrayidx54 = getelementptr inbounds nuw i32, ptr %arrayidx, i64 %idxprom1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %while.cond

while.cond:                                       ; preds = %if.end82, %if.end
  %f_len.0 = phi i32 [ %frontier_len, %if.end ], [ %22, %if.end82 ]
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %while.cond
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  br label %if.end7

if.end7:                                          ; preds = %if.then6, %while.cond
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp8 = icmp ult i32 %0, %f_len.0
  br i1 %cmp8, label %if.then9, label %if.end50

if.then9:                                         ; preds = %if.end7
  %3 = load volatile i32, ptr %arrayidx11, align 4, !tbaa !4
  %idxprom12 = zext i32 %3 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom12
  store volatile i32 0, ptr %arrayidx13, align 4, !tbaa !4
  %arrayidx15 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom12
  %4 = load i32, ptr %arrayidx15, align 4, !tbaa !4
  %add = add i32 %3, 1
  %idxprom16 = zext i32 %add to i64
  %arrayidx17 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom16
  %5 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  %cmp19125 = icmp ult i32 %4, %5
  br i1 %cmp19125, label %while.body20.lr.ph, label %if.end50

while.body20.lr.ph:                               ; preds = %if.then9
  %arrayidx26 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom12
  br label %while.body20

while.body20:                                     ; preds = %while.body20.lr.ph, %if.end49
  %offset.0126 = phi i32 [ %4, %while.body20.lr.ph ], [ %inc, %if.end49 ]
  %idxprom21 = zext i32 %offset.0126 to i64
  %arrayidx22 = getelementptr inbounds nuw i32, ptr %edgeArrayAux, i64 %idxprom21
  %6 = load i32, ptr %arrayidx22, align 4, !tbaa !4
  %idxprom23 = zext i32 %6 to i64
  %arrayidx24 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom23
  %7 = load volatile i32, ptr %arrayidx26, align 4, !tbaa !4
  %add27 = add i32 %7, 1
  %8 = atomicrmw umin ptr %arrayidx24, i32 %add27 seq_cst, align 4
  %9 = load volatile i32, ptr %arrayidx26, align 4, !tbaa !4
  %add31 = add i32 %9, 1
  %cmp32 = icmp ugt i32 %8, %add31
  br i1 %cmp32, label %if.then33, label %if.end49

if.then33:                                        ; preds = %while.body20
  %arrayidx35 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom23
  %10 = atomicrmw xchg ptr %arrayidx35, i32 1 seq_cst, align 4
  %cmp37 = icmp eq i32 %10, 0
  br i1 %cmp37, label %if.then38, label %if.end49

if.then38:                                        ; preds = %if.then33
  %11 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), i32 1 seq_cst, align 4
  %cmp40 = icmp ult i32 %11, %max_local_mem
  br i1 %cmp40, label %if.then41, label %if.else

if.then41:                                        ; preds = %if.then38
  %idxprom42 = zext i32 %11 to i64
  %arrayidx43 = getelementptr inbounds nuw i32, ptr %arrayidx, i64 %idxprom42
  store i32 %6, ptr %arrayidx43, align 4, !tbaa !4
  br label %if.end49

if.else:                                          ; preds = %if.then38
  %12 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE8b_offset to ptr), i32 1 seq_cst, align 4
  %idxprom45 = sext i32 %12 to i64
  %arrayidx46 = getelementptr inbounds i32, ptr %frontier, i64 %idxprom45
  store volatile i32 %6, ptr %arrayidx46, align 4, !tbaa !4
  br label %if.end49

if.end49:                                         ; preds = %if.then33, %if.else, %if.then41, %while.body20
  %inc = add i32 %offset.0126, 1
  %exitcond.not = icmp eq i32 %inc, %5
  br i1 %exitcond.not, label %if.end50, label %while.body20, !llvm.loop !12

if.end50:                                         ; preds = %if.end49, %if.then9, %if.end7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp51, label %if.then52, label %if.end57

if.then52:                                        ; preds = %if.end50
  %13 = load volatile i32, ptr %arrayidx54, align 4, !tbaa !4
  store i32 %13, ptr %arrayidx11, align 4, !tbaa !4
  br label %if.end57

if.end57:                                         ; preds = %if.then52, %if.end50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp58 = icmp eq i32 %14, 0
  br i1 %cmp58, label %if.then59, label %if.else64

if.then59:                                        ; preds = %if.end57
  br i1 %cmp5, label %cleanup.sink.split, label %cleanup

if.else64:                                        ; preds = %if.end57
  %15 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp66 = icmp ugt i32 %15, %2
  br i1 %cmp66, label %if.then68, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.else64
  %16 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp67 = icmp ugt i32 %16, %max_local_mem
  br i1 %cmp67, label %if.then68, label %if.end82

if.then68:                                        ; preds = %lor.lhs.false, %if.else64
  %17 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %18 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  %sub = sub i32 %17, %18
  %cmp69 = icmp ult i32 %0, %sub
  br i1 %cmp69, label %if.then70, label %if.end76

if.then70:                                        ; preds = %if.then68
  %19 = load volatile i32, ptr %arrayidx11, align 4, !tbaa !4
  %20 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  %add73 = add i32 %20, %0
  %idxprom74 = zext i32 %add73 to i64
  %arrayidx75 = getelementptr inbounds nuw i32, ptr %frontier, i64 %idxprom74
  store volatile i32 %19, ptr %arrayidx75, align 4, !tbaa !4
  br label %if.end76

if.end76:                                         ; preds = %if.then70, %if.then68
  br i1 %cmp5, label %if.then78, label %cleanup

if.then78:                                        ; preds = %if.end76
  %21 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  br label %cleanup.sink.split

if.end82:                                         ; preds = %lor.lhs.false
  %22 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ26BFS_kernel_one_block_spillPVjjS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %while.cond, !llvm.loop !13

cleanup.sink.split:                               ; preds = %if.then59, %if.then78
  %.sink = phi i32 [ %21, %if.then78 ], [ 0, %if.then59 ]
  store volatile i32 %.sink, ptr %frontier_length, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %cleanup.sink.split, %if.end76, %if.then59
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_j(ptr noundef %frontier, ptr noundef %frontier2, i32 noundef %frontier_len, ptr noundef %cost, ptr noundef %visited, ptr noundef readonly captures(none) %edgeArray, ptr noundef readonly captures(none) %edgeArrayAux, i32 noundef %numVertices, i32 noundef %numEdges, ptr noundef %frontier_length, i32 noundef %max_local_mem) local_unnamed_addr #5 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_mutex2 to ptr), align 4, !tbaa !4
  %cmp = icmp eq i32 %0, 0
  %idxprom = zext i32 %add to i64
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %cmp67 = icmp eq i32 %add, 0
  %idxprom80 = zext nneg i32 %0 to i64
  %arrayidx81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @b_q to ptr), i64 %idxprom80
  %mul93 = mul i32 %1, %4
  br label %while.cond

while.cond:                                       ; preds = %if.end96, %entry
  %f_len.0 = phi i32 [ %frontier_len, %entry ], [ %27, %if.end96 ]
  %l_mutex.0 = phi i32 [ %3, %entry ], [ %add88, %if.end96 ]
  %loop_index.0 = phi i32 [ 0, %entry ], [ %rem, %if.end96 ]
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %while.cond
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %while.cond
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp4 = icmp ult i32 %add, %f_len.0
  br i1 %cmp4, label %if.then5, label %if.end57

if.then5:                                         ; preds = %if.end
  %cmp6 = icmp eq i32 %loop_index.0, 0
  %node_to_process.0.in.v = select i1 %cmp6, ptr %frontier, ptr %frontier2
  %node_to_process.0.in = getelementptr inbounds nuw i32, ptr %node_to_process.0.in.v, i64 %idxprom
  %node_to_process.0 = load volatile i32, ptr %node_to_process.0.in, align 4, !tbaa !4
  %idxprom11 = zext i32 %node_to_process.0 to i64
  %arrayidx12 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom11
  store volatile i32 0, ptr %arrayidx12, align 4, !tbaa !4
  %arrayidx14 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom11
  %5 = load i32, ptr %arrayidx14, align 4, !tbaa !4
  %add15 = add i32 %node_to_process.0, 1
  %idxprom16 = zext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom16
  %6 = load i32, ptr %arrayidx17, align 4, !tbaa !4
  %cmp19165 = icmp ult i32 %5, %6
  br i1 %cmp19165, label %while.body20.lr.ph, label %if.end57

while.body20.lr.ph:                               ; preds = %if.then5
  %arrayidx26 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom11
  br label %while.body20

while.body20:                                     ; preds = %while.body20.lr.ph, %if.end56
  %offset.0166 = phi i32 [ %5, %while.body20.lr.ph ], [ %inc, %if.end56 ]
  %idxprom21 = zext i32 %offset.0166 to i64
  %arrayidx22 = getelementptr inbounds nuw i32, ptr %edgeArrayAux, i64 %idxprom21
  %7 = load i32, ptr %arrayidx22, align 4, !tbaa !4
  %idxprom23 = zext i32 %7 to i64
  %arrayidx24 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom23
  %8 = load volatile i32, ptr %arrayidx26, align 4, !tbaa !4
  %add27 = add i32 %8, 1
  %9 = atomicrmw umin ptr %arrayidx24, i32 %add27 seq_cst, align 4
  %10 = load volatile i32, ptr %arrayidx26, align 4, !tbaa !4
  %add31 = add i32 %10, 1
  %cmp32 = icmp ugt i32 %9, %add31
  br i1 %cmp32, label %if.then33, label %if.end56

if.then33:                                        ; preds = %while.body20
  %arrayidx35 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom23
  %11 = atomicrmw xchg ptr %arrayidx35, i32 1 seq_cst, align 4
  %cmp37 = icmp eq i32 %11, 0
  br i1 %cmp37, label %if.then38, label %if.end56

if.then38:                                        ; preds = %if.then33
  %12 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), i32 1 seq_cst, align 4
  %cmp40 = icmp ult i32 %12, %max_local_mem
  br i1 %cmp40, label %if.then41, label %if.else44

if.then41:                                        ; preds = %if.then38
  %idxprom42 = zext i32 %12 to i64
  %arrayidx43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @b_q to ptr), i64 %idxprom42
  store volatile i32 %7, ptr %arrayidx43, align 4, !tbaa !4
  br label %if.end56

if.else44:                                        ; preds = %if.then38
  %13 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), i32 1 seq_cst, align 4
  %idxprom48 = sext i32 %13 to i64
  br i1 %cmp6, label %if.then47, label %if.else50

if.then47:                                        ; preds = %if.else44
  %arrayidx49 = getelementptr inbounds i32, ptr %frontier2, i64 %idxprom48
  store volatile i32 %7, ptr %arrayidx49, align 4, !tbaa !4
  br label %if.end56

if.else50:                                        ; preds = %if.else44
  %arrayidx52 = getelementptr inbounds i32, ptr %frontier, i64 %idxprom48
  store volatile i32 %7, ptr %arrayidx52, align 4, !tbaa !4
  br label %if.end56

if.end56:                                         ; preds = %if.then33, %if.then47, %if.else50, %if.then41, %while.body20
  %inc = add i32 %offset.0166, 1
  %exitcond.not = icmp eq i32 %inc, %6
  br i1 %exitcond.not, label %if.end57, label %while.body20, !llvm.loop !14

if.end57:                                         ; preds = %if.end56, %if.then5, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then59, label %if.end64

if.then59:                                        ; preds = %if.end57
  %14 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp60 = icmp ugt i32 %14, %max_local_mem
  br i1 %cmp60, label %if.then61, label %if.end62

if.then61:                                        ; preds = %if.then59
  store volatile i32 %max_local_mem, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  br label %if.end62

if.end62:                                         ; preds = %if.then61, %if.then59
  %15 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), i32 %15 seq_cst, align 4
  store volatile i32 %16, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  br label %if.end64

if.end64:                                         ; preds = %if.end62, %if.end57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add66 = add i32 %l_mutex.0, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then.i, label %_Z10__gpu_synci.exit

if.then.i:                                        ; preds = %if.end64
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), i32 1 seq_cst, align 4
  br label %while.cond.i

while.cond.i:                                     ; preds = %while.cond.i, %if.then.i
  %18 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), align 4, !tbaa !4
  %cmp2.i = icmp slt i32 %18, %add66
  br i1 %cmp2.i, label %while.cond.i, label %_Z10__gpu_synci.exit, !llvm.loop !11

_Z10__gpu_synci.exit:                             ; preds = %while.cond.i, %if.end64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp67, label %if.then68, label %if.end69

if.then68:                                        ; preds = %_Z10__gpu_synci.exit
  %19 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), align 4, !tbaa !4
  store volatile i32 %19, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(1) @g_q_offsets to ptr), align 4, !tbaa !4
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %_Z10__gpu_synci.exit
  %20 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp70 = icmp ult i32 %0, %20
  br i1 %cmp70, label %if.then71, label %if.end86

if.then71:                                        ; preds = %if.end69
  %cmp72 = icmp eq i32 %loop_index.0, 0
  %21 = load volatile i32, ptr %arrayidx81, align 4, !tbaa !4
  %22 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25BFS_kernel_SM_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  %add76 = add i32 %22, %0
  %idxprom77 = zext i32 %add76 to i64
  %frontier2.frontier = select i1 %cmp72, ptr %frontier2, ptr %frontier
  %arrayidx78 = getelementptr inbounds nuw i32, ptr %frontier2.frontier, i64 %idxprom77
  store volatile i32 %21, ptr %arrayidx78, align 4, !tbaa !4
  br label %if.end86

if.end86:                                         ; preds = %if.then71, %if.end69
  %add88 = add i32 %add66, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then.i161, label %_Z10__gpu_synci.exit164

if.then.i161:                                     ; preds = %if.end86
  %23 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), i32 1 seq_cst, align 4
  br label %while.cond.i162

while.cond.i162:                                  ; preds = %while.cond.i162, %if.then.i161
  %24 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_mutex to ptr), align 4, !tbaa !4
  %cmp2.i163 = icmp slt i32 %24, %add88
  br i1 %cmp2.i163, label %while.cond.i162, label %_Z10__gpu_synci.exit164, !llvm.loop !11

_Z10__gpu_synci.exit164:                          ; preds = %while.cond.i162, %if.end86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  %cmp90 = icmp ult i32 %25, %1
  br i1 %cmp90, label %while.end98, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %_Z10__gpu_synci.exit164
  %26 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  %cmp94 = icmp ugt i32 %26, %mul93
  br i1 %cmp94, label %while.end98, label %if.end96

if.end96:                                         ; preds = %lor.lhs.false
  %rem = xor i32 %loop_index.0, 1
  %27 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  br label %while.cond, !llvm.loop !15

while.end98:                                      ; preds = %_Z10__gpu_synci.exit164, %lor.lhs.false
  %cmp99 = icmp eq i32 %loop_index.0, 0
  br i1 %cmp99, label %for.cond.preheader, label %if.end110

for.cond.preheader:                               ; preds = %while.end98
  %28 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  %cmp101167 = icmp slt i32 %add, %28
  br i1 %cmp101167, label %for.body, label %if.end110

for.body:                                         ; preds = %for.cond.preheader, %for.body
  %i.0168 = phi i32 [ %add109, %for.body ], [ %add, %for.cond.preheader ]
  %idxprom102 = sext i32 %i.0168 to i64
  %arrayidx103 = getelementptr inbounds i32, ptr %frontier2, i64 %idxprom102
  %29 = load volatile i32, ptr %arrayidx103, align 4, !tbaa !4
  %arrayidx105 = getelementptr inbounds i32, ptr %frontier, i64 %idxprom102
  store volatile i32 %29, ptr %arrayidx105, align 4, !tbaa !4
  %add109 = add i32 %i.0168, %mul93
  %30 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  %cmp101 = icmp slt i32 %add109, %30
  br i1 %cmp101, label %for.body, label %if.end110, !llvm.loop !16

if.end110:                                        ; preds = %for.body, %for.cond.preheader, %while.end98
  br i1 %cmp67, label %if.then112, label %if.end114

if.then112:                                       ; preds = %if.end110
  %31 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @g_q_size to ptr), align 4, !tbaa !4
  store volatile i32 %31, ptr %frontier_length, align 4, !tbaa !4
  br label %if.end114

if.end114:                                        ; preds = %if.then112, %if.end110
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_j(ptr noundef %frontier, ptr noundef %frontier2, i32 noundef %frontier_len, ptr noundef %cost, ptr noundef %visited, ptr noundef readonly captures(none) %edgeArray, ptr noundef readonly captures(none) %edgeArrayAux, i32 noundef %numVertices, i32 noundef %numEdges, ptr noundef captures(none) %frontier_length, i32 noundef %max_local_mem) local_unnamed_addr #5 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp4 = icmp ult i32 %add, %frontier_len
  br i1 %cmp4, label %if.then5, label %if.end43

if.then5:                                         ; preds = %if.end
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %frontier, i64 %idxprom
  %3 = load volatile i32, ptr %arrayidx, align 4, !tbaa !4
  %idxprom6 = zext i32 %3 to i64
  %arrayidx7 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom6
  store volatile i32 0, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom6
  %4 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  %add10 = add i32 %3, 1
  %idxprom11 = zext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds nuw i32, ptr %edgeArray, i64 %idxprom11
  %5 = load i32, ptr %arrayidx12, align 4, !tbaa !4
  %cmp1382 = icmp ult i32 %4, %5
  br i1 %cmp1382, label %while.body.lr.ph, label %if.end43

while.body.lr.ph:                                 ; preds = %if.then5
  %arrayidx19 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom6
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %if.end42
  %offset.083 = phi i32 [ %4, %while.body.lr.ph ], [ %inc, %if.end42 ]
  %idxprom14 = zext i32 %offset.083 to i64
  %arrayidx15 = getelementptr inbounds nuw i32, ptr %edgeArrayAux, i64 %idxprom14
  %6 = load i32, ptr %arrayidx15, align 4, !tbaa !4
  %idxprom16 = zext i32 %6 to i64
  %arrayidx17 = getelementptr inbounds nuw i32, ptr %cost, i64 %idxprom16
  %7 = load volatile i32, ptr %arrayidx19, align 4, !tbaa !4
  %add20 = add i32 %7, 1
  %8 = atomicrmw umin ptr %arrayidx17, i32 %add20 seq_cst, align 4
  %9 = load volatile i32, ptr %arrayidx19, align 4, !tbaa !4
  %add24 = add i32 %9, 1
  %cmp25 = icmp ugt i32 %8, %add24
  br i1 %cmp25, label %if.then26, label %if.end42

if.then26:                                        ; preds = %while.body
  %arrayidx28 = getelementptr inbounds nuw i32, ptr %visited, i64 %idxprom16
  %10 = atomicrmw xchg ptr %arrayidx28, i32 1 seq_cst, align 4
  %cmp30 = icmp eq i32 %10, 0
  br i1 %cmp30, label %if.then31, label %if.end42

if.then31:                                        ; preds = %if.then26
  %11 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), i32 1 seq_cst, align 4
  %cmp33 = icmp ult i32 %11, %max_local_mem
  br i1 %cmp33, label %if.then34, label %if.else

if.then34:                                        ; preds = %if.then31
  %idxprom35 = zext i32 %11 to i64
  %arrayidx36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @b_q to ptr), i64 %idxprom35
  store volatile i32 %6, ptr %arrayidx36, align 4, !tbaa !4
  br label %if.end42

if.else:                                          ; preds = %if.then31
  %12 = atomicrmw add ptr %frontier_length, i32 1 seq_cst, align 4
  %idxprom38 = sext i32 %12 to i64
  %arrayidx39 = getelementptr inbounds i32, ptr %frontier2, i64 %idxprom38
  store volatile i32 %6, ptr %arrayidx39, align 4, !tbaa !4
  br label %if.end42

if.end42:                                         ; preds = %if.then26, %if.else, %if.then34, %while.body
  %inc = add i32 %offset.083, 1
  %exitcond.not = icmp eq i32 %inc, %5
  br i1 %exitcond.not, label %if.end43, label %while.body, !llvm.loop !17

if.end43:                                         ; preds = %if.end42, %if.then5, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then45, label %if.end50

if.then45:                                        ; preds = %if.end43
  %13 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp46 = icmp ugt i32 %13, %max_local_mem
  br i1 %cmp46, label %if.then47, label %if.end48

if.then47:                                        ; preds = %if.then45
  store volatile i32 %max_local_mem, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  br label %if.end48

if.end48:                                         ; preds = %if.then47, %if.then45
  %14 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %15 = atomicrmw add ptr %frontier_length, i32 %14 seq_cst, align 4
  store volatile i32 %15, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  br label %if.end50

if.end50:                                         ; preds = %if.end48, %if.end43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE10b_q_length to ptr), align 4, !tbaa !4
  %cmp51 = icmp ult i32 %0, %16
  br i1 %cmp51, label %if.then52, label %if.end58

if.then52:                                        ; preds = %if.end50
  %idxprom53 = zext nneg i32 %0 to i64
  %arrayidx54 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @b_q to ptr), i64 %idxprom53
  %17 = load volatile i32, ptr %arrayidx54, align 4, !tbaa !4
  %18 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ28BFS_kernel_multi_block_spillPVjS0_jS0_PViPjS3_jjS0_jE8b_offset to ptr), align 4, !tbaa !4
  %add55 = add i32 %18, %0
  %idxprom56 = zext i32 %add55 to i64
  %arrayidx57 = getelementptr inbounds nuw i32, ptr %frontier2, i64 %idxprom56
  store volatile i32 %17, ptr %arrayidx57, align 4, !tbaa !4
  br label %if.end58

if.end58:                                         ; preds = %if.then52, %if.end50
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: write, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
