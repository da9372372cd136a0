; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9transposeE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @transpose(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out, i32 noundef %rows, i32 noundef %cols) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %cmp6 = icmp ult i32 %add, %cols
  %idxprom17 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 %idxprom17
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add23 = add nuw nsw i32 %mul3, %1
  %add27 = add i32 %mul, %3
  %cmp33 = icmp ult i32 %add23, %rows
  %idxprom39 = zext nneg i32 %1 to i64
  %arrayidx40 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposeE4tile to ptr), i64 %idxprom39
  br label %for.body32

for.body:                                         ; preds = %entry, %for.inc
  %j.072 = phi i32 [ 0, %entry ], [ %add19, %for.inc ]
  br i1 %cmp6, label %land.lhs.true, label %for.inc

land.lhs.true:                                    ; preds = %for.body
  %add7 = add nuw nsw i32 %add5, %j.072
  %cmp8 = icmp ult i32 %add7, %rows
  br i1 %cmp8, label %if.then, label %for.inc

if.then:                                          ; preds = %land.lhs.true
  %mul10 = mul i32 %add7, %cols
  %add11 = add i32 %mul10, %add
  %idxprom = zext i32 %add11 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add13 = add nuw nsw i32 %j.072, %3
  %idxprom14 = zext nneg i32 %add13 to i64
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom14
  store float %4, ptr %gep, align 4, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %for.body, %land.lhs.true, %if.then
  %add19 = add nuw nsw i32 %j.072, 8
  %cmp = icmp samesign ult i32 %j.072, 24
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

for.cond.cleanup31:                               ; preds = %for.inc51
  ret void

for.body32:                                       ; preds = %for.cond.cleanup, %for.inc51
  %j28.073 = phi i32 [ 0, %for.cond.cleanup ], [ %add52, %for.inc51 ]
  br i1 %cmp33, label %land.lhs.true34, label %for.inc51

land.lhs.true34:                                  ; preds = %for.body32
  %add35 = add i32 %add27, %j28.073
  %cmp36 = icmp ult i32 %add35, %cols
  br i1 %cmp36, label %if.then37, label %for.inc51

if.then37:                                        ; preds = %land.lhs.true34
  %add42 = add nuw nsw i32 %j28.073, %3
  %idxprom43 = zext nneg i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds nuw float, ptr %arrayidx40, i64 %idxprom43
  %5 = load float, ptr %arrayidx44, align 4, !tbaa !8
  %mul46 = mul i32 %add35, %rows
  %add47 = add i32 %mul46, %add23
  %idxprom48 = zext i32 %add47 to i64
  %arrayidx49 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom48
  store float %5, ptr %arrayidx49, align 4, !tbaa !8
  br label %for.inc51

for.inc51:                                        ; preds = %for.body32, %land.lhs.true34, %if.then37
  %add52 = add nuw nsw i32 %j28.073, 8
  %cmp30 = icmp samesign ult i32 %j28.073, 24
  br i1 %cmp30, label %for.body32, label %for.cond.cleanup31, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
