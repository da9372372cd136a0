; ModuleID = 'rodinia/bfs.cu'
source_filename = "rodinia/bfs.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6KernelP4NodePiPbS2_S2_S1_i(ptr noundef readonly captures(none) %g_graph_nodes, ptr noundef readonly captures(none) %g_graph_edges, ptr noundef captures(none) %g_graph_mask, ptr noundef writeonly captures(none) %g_updating_graph_mask, ptr noundef readonly captures(none) %g_graph_visited, ptr noundef captures(none) %g_cost, i32 noundef %no_of_nodes) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 9
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %cmp = icmp slt i32 %add, %no_of_nodes
  br i1 %cmp, label %land.lhs.true, label %if.end26

land.lhs.true:                                    ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr %g_graph_mask, i64 %idxprom
  %2 = load i8, ptr %arrayidx, align 1, !tbaa !8, !range !10, !noundef !11
  %loadedv = trunc nuw i8 %2 to i1
  br i1 %loadedv, label %if.then, label %if.end26

if.then:                                          ; preds = %land.lhs.true
  store i8 0, ptr %arrayidx, align 1, !tbaa !8
  %arrayidx5 = getelementptr inbounds %struct.Node, ptr %g_graph_nodes, i64 %idxprom
  %no_of_edges = getelementptr inbounds nuw i8, ptr %arrayidx5, i64 4
  %3 = load i32, ptr %no_of_edges, align 4, !tbaa !12
  %cmp1242 = icmp sgt i32 %3, 0
  br i1 %cmp1242, label %for.body.lr.ph, label %if.end26

for.body.lr.ph:                                   ; preds = %if.then
  %4 = load i32, ptr %arrayidx5, align 4, !tbaa !14
  %arrayidx20 = getelementptr inbounds i32, ptr %g_cost, i64 %idxprom
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %5 = phi i32 [ %4, %for.body.lr.ph ], [ %10, %if.end ]
  %6 = phi i32 [ %3, %for.body.lr.ph ], [ %11, %if.end ]
  %i.043 = phi i32 [ %4, %for.body.lr.ph ], [ %inc, %if.end ]
  %idxprom13 = sext i32 %i.043 to i64
  %arrayidx14 = getelementptr inbounds i32, ptr %g_graph_edges, i64 %idxprom13
  %7 = load i32, ptr %arrayidx14, align 4, !tbaa !4
  %idxprom15 = sext i32 %7 to i64
  %arrayidx16 = getelementptr inbounds i8, ptr %g_graph_visited, i64 %idxprom15
  %8 = load i8, ptr %arrayidx16, align 1, !tbaa !8, !range !10, !noundef !11
  %loadedv17 = trunc nuw i8 %8 to i1
  br i1 %loadedv17, label %if.end, label %if.then18

if.then18:                                        ; preds = %for.body
  %arrayidx25 = getelementptr inbounds i8, ptr %g_updating_graph_mask, i64 %idxprom15
  %arrayidx23 = getelementptr inbounds i32, ptr %g_cost, i64 %idxprom15
  %9 = load i32, ptr %arrayidx20, align 4, !tbaa !4
  %add21 = add nsw i32 %9, 1
  store i32 %add21, ptr %arrayidx23, align 4, !tbaa !4
  store i8 1, ptr %arrayidx25, align 1, !tbaa !8
  %.pre = load i32, ptr %no_of_edges, align 4, !tbaa !12
  %.pre44 = load i32, ptr %arrayidx5, align 4, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %if.then18, %for.body
  %10 = phi i32 [ %.pre44, %if.then18 ], [ %5, %for.body ]
  %11 = phi i32 [ %.pre, %if.then18 ], [ %6, %for.body ]
  %inc = add nsw i32 %i.043, 1
  %add11 = add nsw i32 %10, %11
  %cmp12 = icmp slt i32 %inc, %add11
  br i1 %cmp12, label %for.body, label %if.end26, !llvm.loop !15

if.end26:                                         ; preds = %if.end, %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7Kernel2PbS_S_S_i(ptr noundef writeonly captures(none) %g_graph_mask, ptr noundef captures(none) %g_updating_graph_mask, ptr noundef writeonly captures(none) %g_graph_visited, ptr noundef writeonly captures(none) %g_over, i32 noundef %no_of_nodes) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 9
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %cmp = icmp slt i32 %add, %no_of_nodes
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr %g_updating_graph_mask, i64 %idxprom
  %2 = load i8, ptr %arrayidx, align 1, !tbaa !8, !range !10, !noundef !11
  %loadedv = trunc nuw i8 %2 to i1
  br i1 %loadedv, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %arrayidx5 = getelementptr inbounds i8, ptr %g_graph_visited, i64 %idxprom
  %arrayidx3 = getelementptr inbounds i8, ptr %g_graph_mask, i64 %idxprom
  store i8 1, ptr %arrayidx3, align 1, !tbaa !8
  store i8 1, ptr %arrayidx5, align 1, !tbaa !8
  store i8 1, ptr %g_over, align 1, !tbaa !8
  store i8 0, ptr %arrayidx, align 1, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!9 = !{!"bool", !6, i64 0}
!10 = !{i8 0, i8 2}
!11 = !{}
!12 = !{!13, !5, i64 4}
!13 = !{!"_ZTS4Node", !5, i64 0, !5, i64 4}
!14 = !{!13, !5, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
