; ModuleID = 'hecbench/popcount.cu'
source_filename = "hecbench/popcount.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lut = dso_local addrspace(4) externally_initialized constant [256 x i8] zeroinitializer, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @lut to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3pc1PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %shr = lshr i64 %3, 1
  %and = and i64 %shr, 6148914691236517205
  %sub = sub i64 %3, %and
  %and3 = and i64 %sub, 3689348814741910323
  %shr4 = lshr i64 %sub, 2
  %and5 = and i64 %shr4, 3689348814741910323
  %add6 = add nuw nsw i64 %and5, %and3
  %shr7 = lshr i64 %add6, 4
  %add8 = add nuw nsw i64 %shr7, %add6
  %and9 = and i64 %add8, 1085102592571150095
  %shr10 = lshr i64 %and9, 8
  %add11 = add nuw nsw i64 %shr10, %and9
  %shr12 = lshr i64 %add11, 16
  %add13 = add nuw nsw i64 %shr12, %add11
  %shr14 = lshr i64 %add13, 32
  %add15 = add nuw nsw i64 %shr14, %add13
  %4 = trunc i64 %add15 to i32
  %conv = and i32 %4, 127
  %arrayidx18 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  store i32 %conv, ptr %arrayidx18, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3pc2PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %4 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %3)
  %conv = trunc nuw nsw i64 %4 to i32
  %arrayidx13 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  store i32 %conv, ptr %arrayidx13, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3pc3PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %tobool.not10 = icmp eq i64 %3, 0
  br i1 %tobool.not10, label %for.end, label %for.body

for.body:                                         ; preds = %if.end, %for.body
  %x.012 = phi i64 [ %and, %for.body ], [ %3, %if.end ]
  %count.011 = phi i8 [ %inc, %for.body ], [ 0, %if.end ]
  %sub = add i64 %x.012, -1
  %and = and i64 %sub, %x.012
  %inc = add i8 %count.011, 1
  %tobool.not = icmp eq i64 %and, 0
  br i1 %tobool.not, label %for.end.loopexit, label %for.body, !llvm.loop !10

for.end.loopexit:                                 ; preds = %for.body
  %4 = sext i8 %inc to i32
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit, %if.end
  %count.0.lcssa = phi i32 [ 0, %if.end ], [ %4, %for.end.loopexit ]
  %arrayidx4 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  store i32 %count.0.lcssa, ptr %arrayidx4, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %for.end
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3pc4PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %conv8 = sext i8 %conv7.3 to i32
  %arrayidx10 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  store i32 %conv8, ptr %arrayidx10, align 4, !tbaa !4
  br label %cleanup

for.body:                                         ; preds = %for.body, %if.end
  %i3.018 = phi i8 [ 0, %if.end ], [ %inc.3, %for.body ]
  %cnt.017 = phi i8 [ 0, %if.end ], [ %conv7.3, %for.body ]
  %x.016 = phi i64 [ %3, %if.end ], [ %shr.3, %for.body ]
  %4 = trunc i64 %x.016 to i8
  %5 = and i8 %4, 1
  %conv7 = add i8 %5, %cnt.017
  %shr = lshr i64 %x.016, 1
  %6 = trunc i64 %shr to i8
  %7 = and i8 %6, 1
  %conv7.1 = add i8 %7, %conv7
  %shr.1 = lshr i64 %x.016, 2
  %8 = trunc i64 %shr.1 to i8
  %9 = and i8 %8, 1
  %conv7.2 = add i8 %9, %conv7.1
  %shr.2 = lshr i64 %x.016, 3
  %inc.2 = or disjoint i8 %i3.018, 3
  %10 = trunc i64 %shr.2 to i8
  %11 = and i8 %10, 1
  %conv7.3 = add i8 %11, %conv7.2
  %shr.3 = lshr i64 %x.016, 4
  %inc.3 = add nuw nsw i8 %i3.018, 4
  %cmp4.3 = icmp samesign ult i8 %inc.2, 63
  br i1 %cmp4.3, label %for.body, label %for.cond.cleanup, !llvm.loop !12

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z3pc5PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %and = and i64 %3, 255
  %arrayidx3 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and
  %4 = load i8, ptr %arrayidx3, align 1, !tbaa !13
  %shr = lshr i64 %3, 8
  %and4 = and i64 %shr, 255
  %arrayidx5 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and4
  %5 = load i8, ptr %arrayidx5, align 1, !tbaa !13
  %shr6 = lshr i64 %3, 16
  %and7 = and i64 %shr6, 255
  %arrayidx8 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and7
  %6 = load i8, ptr %arrayidx8, align 1, !tbaa !13
  %shr9 = lshr i64 %3, 24
  %and10 = and i64 %shr9, 255
  %arrayidx11 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and10
  %7 = load i8, ptr %arrayidx11, align 1, !tbaa !13
  %shr12 = lshr i64 %3, 32
  %and13 = and i64 %shr12, 255
  %arrayidx14 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and13
  %8 = load i8, ptr %arrayidx14, align 1, !tbaa !13
  %shr15 = lshr i64 %3, 40
  %and16 = and i64 %shr15, 255
  %arrayidx17 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and16
  %9 = load i8, ptr %arrayidx17, align 1, !tbaa !13
  %shr18 = lshr i64 %3, 48
  %and19 = and i64 %shr18, 255
  %arrayidx20 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %and19
  %10 = load i8, ptr %arrayidx20, align 1, !tbaa !13
  %shr21 = lshr i64 %3, 56
  %arrayidx23 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 %shr21
  %11 = load i8, ptr %arrayidx23, align 1, !tbaa !13
  %conv = zext i8 %4 to i32
  %conv24 = zext i8 %5 to i32
  %conv26 = zext i8 %6 to i32
  %conv27 = zext i8 %7 to i32
  %conv30 = zext i8 %8 to i32
  %conv31 = zext i8 %9 to i32
  %conv34 = zext i8 %10 to i32
  %conv35 = zext i8 %11 to i32
  %add36 = add nuw nsw i32 %conv24, %conv
  %add32 = add nuw nsw i32 %add36, %conv26
  %add28 = add nuw nsw i32 %add32, %conv27
  %add25 = add nuw nsw i32 %add28, %conv30
  %add29 = add nuw nsw i32 %add25, %conv31
  %add33 = add nuw nsw i32 %add29, %conv34
  %add37 = add nuw nsw i32 %add33, %conv35
  %arrayidx39 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  store i32 %add37, ptr %arrayidx39, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3pc6PKmPii(ptr noalias noundef readonly captures(none) %data, ptr noalias noundef writeonly captures(none) %r, i32 noundef %length) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %length
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %r, i64 %idxprom
  %arrayidx = getelementptr inbounds i64, ptr %data, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %call.i = tail call noundef i32 @__nv_popcll(i64 noundef %3) #6
  store i32 %call.i, ptr %arrayidx5, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popcll(i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!6, !6, i64 0}
