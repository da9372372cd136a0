; ModuleID = 'cuda-samples/bitonic_sort.cu'
source_filename = "cuda-samples/bitonic_sort.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17bitonicSortSharedPjS_S_S_jj(ptr noundef writeonly captures(none) %d_DstKey, ptr noundef writeonly captures(none) %d_DstVal, ptr noundef readonly captures(none) %d_SrcKey, ptr noundef readonly captures(none) %d_SrcVal, i32 noundef %arrayLength, i32 noundef %dir) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #3, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 10
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = or disjoint i32 %mul, %2
  %idx.ext = zext i32 %add to i64
  %add.ptr = getelementptr inbounds nuw i32, ptr %d_SrcKey, i64 %idx.ext
  %add.ptr8 = getelementptr inbounds nuw i32, ptr %d_SrcVal, i64 %idx.ext
  %3 = load i32, ptr %add.ptr, align 4, !tbaa !4
  %idxprom = zext nneg i32 %2 to i64
  %arrayidx23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom
  store i32 %3, ptr %arrayidx23, align 4, !tbaa !4
  %4 = load i32, ptr %add.ptr8, align 4, !tbaa !4
  %arrayidx28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom
  store i32 %4, ptr %arrayidx28, align 4, !tbaa !4
  %arrayidx29 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2048
  %5 = load i32, ptr %arrayidx29, align 4, !tbaa !4
  %add31 = add nuw nsw i32 %2, 512
  %idxprom32 = zext nneg i32 %add31 to i64
  %arrayidx33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom32
  store i32 %5, ptr %arrayidx33, align 4, !tbaa !4
  %arrayidx34 = getelementptr inbounds nuw i8, ptr %add.ptr8, i64 2048
  %6 = load i32, ptr %arrayidx34, align 4, !tbaa !4
  %arrayidx38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom32
  store i32 %6, ptr %arrayidx38, align 4, !tbaa !4
  %cmp150 = icmp ugt i32 %arrayLength, 2
  br i1 %cmp150, label %for.body.lr.ph, label %for.cond67.preheader

for.body.lr.ph:                                   ; preds = %entry
  %mul47 = shl nuw nsw i32 %2, 1
  br label %for.body

for.cond67.preheader:                             ; preds = %for.cond.cleanup44, %entry
  %stride65.0152 = lshr i32 %arrayLength, 1
  %cmp68.not153 = icmp eq i32 %stride65.0152, 0
  br i1 %cmp68.not153, label %for.cond.cleanup69, label %for.body70.lr.ph

for.body70.lr.ph:                                 ; preds = %for.cond67.preheader
  %mul73 = shl nuw nsw i32 %2, 1
  br label %for.body70

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup44
  %size.0151 = phi i32 [ 2, %for.body.lr.ph ], [ %shl, %for.cond.cleanup44 ]
  %div141 = lshr exact i32 %size.0151, 1
  %and = and i32 %div141, %2
  %cmp40 = icmp ne i32 %and, 0
  %conv = zext i1 %cmp40 to i32
  %xor = xor i32 %dir, %conv
  %cmp43.not148 = icmp eq i32 %size.0151, 0
  br i1 %cmp43.not148, label %for.cond.cleanup44, label %for.body45

for.cond.cleanup44:                               ; preds = %_Z10ComparatorRjS_S_S_j.exit, %for.body
  %shl = shl i32 %size.0151, 1
  %cmp = icmp ult i32 %shl, %arrayLength
  br i1 %cmp, label %for.body, label %for.cond67.preheader, !llvm.loop !9

for.body45:                                       ; preds = %for.body, %_Z10ComparatorRjS_S_S_j.exit
  %stride.0149 = phi i32 [ %shr, %_Z10ComparatorRjS_S_S_j.exit ], [ %div141, %for.body ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %sub = add nuw i32 %stride.0149, 1023
  %and49 = and i32 %sub, %2
  %sub50 = sub nsw i32 %mul47, %and49
  %idxprom52 = zext i32 %sub50 to i64
  %arrayidx53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom52
  %add57 = add i32 %sub50, %stride.0149
  %idxprom58 = zext i32 %add57 to i64
  %arrayidx59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom58
  %7 = load i32, ptr %arrayidx53, align 4, !tbaa !4
  %8 = load i32, ptr %arrayidx59, align 4, !tbaa !4
  %cmp.i = icmp ugt i32 %7, %8
  %conv.i = zext i1 %cmp.i to i32
  %cmp1.i = icmp eq i32 %xor, %conv.i
  br i1 %cmp1.i, label %if.then.i, label %_Z10ComparatorRjS_S_S_j.exit

if.then.i:                                        ; preds = %for.body45
  %arrayidx62 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom58
  %arrayidx56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom52
  store i32 %8, ptr %arrayidx53, align 4, !tbaa !4
  store i32 %7, ptr %arrayidx59, align 4, !tbaa !4
  %9 = load i32, ptr %arrayidx56, align 4, !tbaa !4
  %10 = load i32, ptr %arrayidx62, align 4, !tbaa !4
  store i32 %10, ptr %arrayidx56, align 4, !tbaa !4
  store i32 %9, ptr %arrayidx62, align 4, !tbaa !4
  br label %_Z10ComparatorRjS_S_S_j.exit

_Z10ComparatorRjS_S_S_j.exit:                     ; preds = %for.body45, %if.then.i
  %shr = lshr i32 %stride.0149, 1
  %cmp43.not = icmp eq i32 %shr, 0
  br i1 %cmp43.not, label %for.cond.cleanup44, label %for.body45, !llvm.loop !11

for.cond.cleanup69:                               ; preds = %_Z10ComparatorRjS_S_S_j.exit147, %for.cond67.preheader
  %add.ptr20 = getelementptr inbounds nuw i32, ptr %d_DstVal, i64 %idx.ext
  %add.ptr14 = getelementptr inbounds nuw i32, ptr %d_DstKey, i64 %idx.ext
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %11 = load i32, ptr %arrayidx23, align 4, !tbaa !4
  store i32 %11, ptr %add.ptr14, align 4, !tbaa !4
  %12 = load i32, ptr %arrayidx28, align 4, !tbaa !4
  store i32 %12, ptr %add.ptr20, align 4, !tbaa !4
  %13 = load i32, ptr %arrayidx33, align 4, !tbaa !4
  %arrayidx107 = getelementptr inbounds nuw i8, ptr %add.ptr14, i64 2048
  store i32 %13, ptr %arrayidx107, align 4, !tbaa !4
  %14 = load i32, ptr %arrayidx38, align 4, !tbaa !4
  %arrayidx112 = getelementptr inbounds nuw i8, ptr %add.ptr20, i64 2048
  store i32 %14, ptr %arrayidx112, align 4, !tbaa !4
  ret void

for.body70:                                       ; preds = %for.body70.lr.ph, %_Z10ComparatorRjS_S_S_j.exit147
  %stride65.0154 = phi i32 [ %stride65.0152, %for.body70.lr.ph ], [ %stride65.0, %_Z10ComparatorRjS_S_S_j.exit147 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %sub75 = add nuw i32 %stride65.0154, 1023
  %and76 = and i32 %sub75, %2
  %sub77 = sub nsw i32 %mul73, %and76
  %idxprom79 = zext i32 %sub77 to i64
  %arrayidx80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom79
  %add84 = add i32 %sub77, %stride65.0154
  %idxprom85 = zext i32 %add84 to i64
  %arrayidx86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_key to ptr), i64 %idxprom85
  %15 = load i32, ptr %arrayidx80, align 4, !tbaa !4
  %16 = load i32, ptr %arrayidx86, align 4, !tbaa !4
  %cmp.i143 = icmp ugt i32 %15, %16
  %conv.i144 = zext i1 %cmp.i143 to i32
  %cmp1.i145 = icmp eq i32 %dir, %conv.i144
  br i1 %cmp1.i145, label %if.then.i146, label %_Z10ComparatorRjS_S_S_j.exit147

if.then.i146:                                     ; preds = %for.body70
  %arrayidx89 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom85
  %arrayidx83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17bitonicSortSharedPjS_S_S_jjE5s_val to ptr), i64 %idxprom79
  store i32 %16, ptr %arrayidx80, align 4, !tbaa !4
  store i32 %15, ptr %arrayidx86, align 4, !tbaa !4
  %17 = load i32, ptr %arrayidx83, align 4, !tbaa !4
  %18 = load i32, ptr %arrayidx89, align 4, !tbaa !4
  store i32 %18, ptr %arrayidx83, align 4, !tbaa !4
  store i32 %17, ptr %arrayidx89, align 4, !tbaa !4
  br label %_Z10ComparatorRjS_S_S_j.exit147

_Z10ComparatorRjS_S_S_j.exit147:                  ; preds = %for.body70, %if.then.i146
  %stride65.0 = lshr i32 %stride65.0154, 1
  %cmp68.not = icmp eq i32 %stride65.0, 0
  br i1 %cmp68.not, label %for.cond.cleanup69, label %for.body70, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind memory(none) }

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
!8 = !{i64 2163514032, i64 2163514036, i64 2163514073, i64 2163514113, i64 2163514174, i64 2163514210, i64 2163514260}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
