; ModuleID = 'rodinia/pathfinder.cu'
source_filename = "rodinia/pathfinder.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14dynproc_kerneliPiS_S_iiiiE4prev = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ14dynproc_kerneliPiS_S_iiiiE6result = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14dynproc_kerneliPiS_S_iiii(i32 noundef %iteration, ptr noundef readonly captures(none) %gpuWall, ptr noundef readonly captures(none) %gpuSrc, ptr noundef writeonly captures(none) %gpuResults, i32 noundef %cols, i32 noundef %rows, i32 noundef %startStep, i32 noundef %border) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul2 = shl nsw i32 %iteration, 1
  %sub = sub nsw i32 256, %mul2
  %mul3 = mul nsw i32 %sub, %0
  %sub4 = sub nsw i32 %mul3, %border
  %sub5 = add nsw i32 %sub4, 255
  %add6 = add nsw i32 %sub4, %1
  %cmp = icmp slt i32 %sub4, 0
  %sub7 = sub nsw i32 0, %sub4
  %cond = select i1 %cmp, i32 %sub7, i32 0
  %cmp9.not = icmp slt i32 %sub5, %cols
  %2 = xor i32 %sub4, -1
  %sub13 = add i32 %cols, %2
  %cond16 = select i1 %cmp9.not, i32 255, i32 %sub13
  %sub17 = add nsw i32 %1, -1
  %add18 = add nuw nsw i32 %1, 1
  %cond23 = tail call i32 @llvm.smax.i32(i32 %sub17, i32 %cond)
  %cond28 = tail call i32 @llvm.smin.i32(i32 %add18, i32 %cond16)
  %cmp29 = icmp sge i32 %1, %cond
  %cmp30 = icmp sle i32 %1, %cond16
  %3 = and i1 %cmp29, %cmp30
  %cmp31 = icmp sgt i32 %add6, -1
  %cmp33.not.not = icmp slt i32 %add6, %cols
  %or.cond134 = and i1 %cmp31, %cmp33.not.not
  br i1 %or.cond134, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom34 = zext nneg i32 %1 to i64
  %arrayidx35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 %idxprom34
  %idxprom = zext nneg i32 %add6 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %gpuSrc, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %4, ptr %arrayidx35, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %invariant.op = sub nsw i32 254, %1
  %cmp36135 = icmp sgt i32 %iteration, 0
  br i1 %cmp36135, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %idxprom45 = sext i32 %cond23 to i64
  %arrayidx46 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 %idxprom45
  %idxprom47 = zext nneg i32 %1 to i64
  %arrayidx48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 %idxprom47
  %idxprom49 = sext i32 %cond28 to i64
  %arrayidx50 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE4prev to ptr), i64 %idxprom49
  %arrayidx68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 %idxprom47
  %sub70 = add nsw i32 %iteration, -1
  br label %for.body

for.body:                                         ; preds = %if.end80, %for.body.lr.ph
  %i.0136 = phi i32 [ 0, %for.body.lr.ph ], [ %add37, %if.end80 ]
  %add37 = add nuw nsw i32 %i.0136, 1
  %cmp38.not.not = icmp samesign ugt i32 %1, %i.0136
  %cmp42 = icmp sle i32 %i.0136, %invariant.op
  %5 = select i1 %cmp38.not.not, i1 %cmp42, i1 false
  %or.cond138 = select i1 %5, i1 %3, i1 false
  br i1 %or.cond138, label %if.then44, label %if.end69

if.then44:                                        ; preds = %for.body
  %6 = load i32, ptr %arrayidx46, align 4, !tbaa !4
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !4
  %8 = load i32, ptr %arrayidx50, align 4, !tbaa !4
  %cond55 = tail call i32 @llvm.smin.i32(i32 %6, i32 %7)
  %cond60 = tail call i32 @llvm.smin.i32(i32 %cond55, i32 %8)
  %add61 = add nsw i32 %i.0136, %startStep
  %mul62 = mul nsw i32 %add61, %cols
  %add63 = add nsw i32 %mul62, %add6
  %idxprom64 = sext i32 %add63 to i64
  %arrayidx65 = getelementptr inbounds i32, ptr %gpuWall, i64 %idxprom64
  %9 = load i32, ptr %arrayidx65, align 4, !tbaa !4
  %add66 = add nsw i32 %cond60, %9
  store i32 %add66, ptr %arrayidx68, align 4, !tbaa !4
  br label %if.end69

if.end69:                                         ; preds = %if.then44, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp71 = icmp eq i32 %i.0136, %sub70
  br i1 %cmp71, label %cleanup, label %if.end73

if.end73:                                         ; preds = %if.end69
  br i1 %or.cond138, label %if.then75, label %if.end80

if.then75:                                        ; preds = %if.end73
  %10 = load i32, ptr %arrayidx68, align 4, !tbaa !4
  store i32 %10, ptr %arrayidx48, align 4, !tbaa !4
  br label %if.end80

if.end80:                                         ; preds = %if.then75, %if.end73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body

cleanup:                                          ; preds = %if.end69, %if.end
  %computed.2.off0 = phi i1 [ undef, %if.end ], [ %or.cond138, %if.end69 ]
  br i1 %computed.2.off0, label %if.then82, label %if.end87

if.then82:                                        ; preds = %cleanup
  %idxprom85 = sext i32 %add6 to i64
  %arrayidx86 = getelementptr inbounds i32, ptr %gpuResults, i64 %idxprom85
  %idxprom83 = zext nneg i32 %1 to i64
  %arrayidx84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14dynproc_kerneliPiS_S_iiiiE6result to ptr), i64 %idxprom83
  %11 = load i32, ptr %arrayidx84, align 4, !tbaa !4
  store i32 %11, ptr %arrayidx86, align 4, !tbaa !4
  br label %if.end87

if.end87:                                         ; preds = %if.then82, %cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
