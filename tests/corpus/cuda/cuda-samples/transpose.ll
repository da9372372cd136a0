; ModuleID = 'cuda-samples/transpose.cu'
source_filename = "cuda-samples/transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18transposeCoalescedPfS_iiE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ24transposeNoBankConflictsPfS_iiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ17transposeDiagonalPfS_iiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14transposeNaivePfS_ii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3 = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5 = add nuw nsw i32 %mul3, %3
  %mul8 = mul nsw i32 %height, %add
  %add9 = add nsw i32 %mul8, %add5
  %reass.mul = mul i32 %add5, %width
  %add11 = add i32 %reass.mul, %add
  %idxprom = sext i32 %add11 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom13 = sext i32 %add9 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %odata, i64 %idxprom13
  store float %4, ptr %arrayidx14, align 4, !tbaa !8
  %reass.add.1 = add nuw nsw i32 %add5, 16
  %reass.mul.1 = mul i32 %reass.add.1, %width
  %add11.1 = add i32 %reass.mul.1, %add
  %idxprom.1 = sext i32 %add11.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %6 = sext i32 %add9 to i64
  %7 = getelementptr float, ptr %odata, i64 %6
  %arrayidx14.1 = getelementptr i8, ptr %7, i64 64
  store float %5, ptr %arrayidx14.1, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18transposeCoalescedPfS_ii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !10
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 5
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul4 = shl nuw nsw i32 %3, 5
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add6 = add nuw nsw i32 %mul4, %4
  %add8 = add i32 %mul, %2
  %idxprom26 = zext nneg i32 %2 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18transposeCoalescedPfS_iiE4tile to ptr), i64 %idxprom26
  %reass.mul60 = mul i32 %add6, %width
  %add20 = add i32 %add8, %reass.mul60
  %idxprom = sext i32 %add20 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom23 = zext nneg i32 %4 to i64
  %gep = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom23
  store float %5, ptr %gep, align 4, !tbaa !8
  %reass.add59.1 = add nuw nsw i32 %add6, 16
  %reass.mul60.1 = mul i32 %reass.add59.1, %width
  %add20.1 = add i32 %add8, %reass.mul60.1
  %idxprom.1 = sext i32 %add20.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %add22.1 = add nuw nsw i32 %4, 16
  %idxprom23.1 = zext nneg i32 %add22.1 to i64
  %gep.1 = getelementptr inbounds nuw [32 x float], ptr %invariant.gep, i64 %idxprom23.1
  store float %6, ptr %gep.1, align 4, !tbaa !8
  %add16 = add i32 %mul, %4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %arrayidx36 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18transposeCoalescedPfS_iiE4tile to ptr), i64 %idxprom26
  %add18 = add nuw nsw i32 %mul4, %2
  %arrayidx40 = getelementptr inbounds nuw float, ptr %arrayidx36, i64 %idxprom23
  %7 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %reass.mul = mul i32 %add16, %height
  %add42 = add i32 %add18, %reass.mul
  %idxprom43 = sext i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds float, ptr %odata, i64 %idxprom43
  store float %7, ptr %arrayidx44, align 4, !tbaa !8
  %arrayidx40.1 = getelementptr inbounds nuw float, ptr %arrayidx36, i64 %idxprom23.1
  %8 = load float, ptr %arrayidx40.1, align 4, !tbaa !8
  %reass.add.1 = add i32 %add16, 16
  %reass.mul.1 = mul i32 %reass.add.1, %height
  %add42.1 = add i32 %add18, %reass.mul.1
  %idxprom43.1 = sext i32 %add42.1 to i64
  %arrayidx44.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom43.1
  store float %8, ptr %arrayidx44.1, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z24transposeNoBankConflictsPfS_ii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !10
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %1, 5
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul4 = shl nuw nsw i32 %3, 5
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add6 = add nuw nsw i32 %mul4, %4
  %add8 = add i32 %mul, %2
  %idxprom26 = zext nneg i32 %2 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsPfS_iiE4tile to ptr), i64 %idxprom26
  %reass.mul60 = mul i32 %add6, %width
  %add20 = add i32 %add8, %reass.mul60
  %idxprom = sext i32 %add20 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom23 = zext nneg i32 %4 to i64
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom23
  store float %5, ptr %gep, align 4, !tbaa !8
  %reass.add59.1 = add nuw nsw i32 %add6, 16
  %reass.mul60.1 = mul i32 %reass.add59.1, %width
  %add20.1 = add i32 %add8, %reass.mul60.1
  %idxprom.1 = sext i32 %add20.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %add22.1 = add nuw nsw i32 %4, 16
  %idxprom23.1 = zext nneg i32 %add22.1 to i64
  %gep.1 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom23.1
  store float %6, ptr %gep.1, align 4, !tbaa !8
  %add16 = add i32 %mul, %4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %arrayidx36 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ24transposeNoBankConflictsPfS_iiE4tile to ptr), i64 %idxprom26
  %add18 = add nuw nsw i32 %mul4, %2
  %arrayidx40 = getelementptr inbounds nuw float, ptr %arrayidx36, i64 %idxprom23
  %7 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %reass.mul = mul i32 %add16, %height
  %add42 = add i32 %add18, %reass.mul
  %idxprom43 = sext i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds float, ptr %odata, i64 %idxprom43
  store float %7, ptr %arrayidx44, align 4, !tbaa !8
  %arrayidx40.1 = getelementptr inbounds nuw float, ptr %arrayidx36, i64 %idxprom23.1
  %8 = load float, ptr %arrayidx40.1, align 4, !tbaa !8
  %reass.add.1 = add i32 %add16, 16
  %reass.mul.1 = mul i32 %reass.add.1, %height
  %add42.1 = add i32 %add18, %reass.mul.1
  %idxprom43.1 = sext i32 %add42.1 to i64
  %arrayidx44.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom43.1
  store float %8, ptr %arrayidx44.1, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17transposeDiagonalPfS_ii(ptr noundef writeonly captures(none) %odata, ptr noundef readonly captures(none) %idata, i32 noundef %width, i32 noundef %height) local_unnamed_addr #1 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !10
  %cmp = icmp eq i32 %width, %height
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %add = add nuw i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %rem = urem i32 %add, %3
  br label %if.end

if.else:                                          ; preds = %entry
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = mul i32 %4, %5
  %add8 = add i32 %mul, %1
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %div = udiv i32 %add8, %6
  %7 = mul i32 %div, %6
  %rem10.decomposed = sub i32 %add8, %7
  %add12 = add i32 %div, %rem10.decomposed
  %rem14 = urem i32 %add12, %4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %blockIdx_y.0 = phi i32 [ %1, %if.then ], [ %rem10.decomposed, %if.else ]
  %blockIdx_x.0 = phi i32 [ %rem, %if.then ], [ %rem14, %if.else ]
  %mul15 = shl nsw i32 %blockIdx_x.0, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul18 = shl nsw i32 %blockIdx_y.0, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add20 = add nuw i32 %mul18, %9
  %add22 = add nuw i32 %mul15, %8
  %idxprom39 = zext nneg i32 %8 to i64
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17transposeDiagonalPfS_iiE4tile to ptr), i64 %idxprom39
  %reass.mul79 = mul i32 %add20, %width
  %add33 = add i32 %add22, %reass.mul79
  %idxprom = sext i32 %add33 to i64
  %arrayidx = getelementptr inbounds float, ptr %idata, i64 %idxprom
  %10 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom36 = zext nneg i32 %9 to i64
  %gep = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom36
  store float %10, ptr %gep, align 4, !tbaa !8
  %reass.add78.1 = add nuw i32 %add20, 16
  %reass.mul79.1 = mul i32 %reass.add78.1, %width
  %add33.1 = add i32 %add22, %reass.mul79.1
  %idxprom.1 = sext i32 %add33.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %idata, i64 %idxprom.1
  %11 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %add35.1 = add nuw nsw i32 %9, 16
  %idxprom36.1 = zext nneg i32 %add35.1 to i64
  %gep.1 = getelementptr inbounds nuw [33 x float], ptr %invariant.gep, i64 %idxprom36.1
  store float %11, ptr %gep.1, align 4, !tbaa !8
  %add28 = add nuw i32 %mul15, %9
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %arrayidx49 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17transposeDiagonalPfS_iiE4tile to ptr), i64 %idxprom39
  %add30 = add nuw i32 %mul18, %8
  %arrayidx53 = getelementptr inbounds nuw float, ptr %arrayidx49, i64 %idxprom36
  %12 = load float, ptr %arrayidx53, align 4, !tbaa !8
  %reass.mul = mul i32 %add28, %height
  %add55 = add i32 %add30, %reass.mul
  %idxprom56 = sext i32 %add55 to i64
  %arrayidx57 = getelementptr inbounds float, ptr %odata, i64 %idxprom56
  store float %12, ptr %arrayidx57, align 4, !tbaa !8
  %arrayidx53.1 = getelementptr inbounds nuw float, ptr %arrayidx49, i64 %idxprom36.1
  %13 = load float, ptr %arrayidx53.1, align 4, !tbaa !8
  %reass.add.1 = add nuw i32 %add28, 16
  %reass.mul.1 = mul i32 %reass.add.1, %height
  %add55.1 = add i32 %add30, %reass.mul.1
  %idxprom56.1 = sext i32 %add55.1 to i64
  %arrayidx57.1 = getelementptr inbounds float, ptr %odata, i64 %idxprom56.1
  store float %13, ptr %arrayidx57.1, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind memory(none) }

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
!10 = !{i64 2163516106, i64 2163516110, i64 2163516147, i64 2163516187, i64 2163516248, i64 2163516284, i64 2163516334}
