; ModuleID = 'cuda-samples/fast_walsh_transform.cu'
source_filename = "cuda-samples/fast_walsh_transform.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s_data = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15fwtBatch1KernelPfS_i(ptr noundef writeonly captures(none) %d_Output, ptr noundef readonly captures(none) %d_Input, i32 noundef %log2N) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !8
  %shl = shl nuw i32 1, %log2N
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %shl2 = shl i32 %1, %log2N
  %idx.ext = sext i32 %shl2 to i64
  %add.ptr = getelementptr inbounds float, ptr %d_Input, i64 %idx.ext
  %add.ptr4 = getelementptr inbounds float, ptr %d_Output, i64 %idx.ext
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp138 = icmp slt i32 %2, %shl
  br i1 %cmp138, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %shr = ashr i32 %shl, 2
  %cmp12140 = icmp sgt i32 %shr, 0
  br i1 %cmp12140, label %for.body14, label %for.cond.cleanup13

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %pos.0139 = phi i32 [ %2, %for.body.lr.ph ], [ %add, %for.body ]
  %idxprom = sext i32 %pos.0139 to i64
  %arrayidx = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom
  store float %4, ptr %arrayidx7, align 4, !tbaa !9
  %add = add i32 %pos.0139, %3
  %cmp = icmp slt i32 %add, %shl
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !11

for.cond.cleanup13:                               ; preds = %for.body14, %for.cond.cleanup
  %and48 = and i32 %log2N, 1
  %tobool.not = icmp eq i32 %and48, 0
  br i1 %tobool.not, label %if.end, label %if.then

for.body14:                                       ; preds = %for.cond.cleanup, %for.body14
  %stride.0141 = phi i32 [ %shr46, %for.body14 ], [ %shr, %for.cond.cleanup ]
  %sub = add nuw nsw i32 %stride.0141, 1023
  %and = and i32 %sub, %2
  %sub15 = sub nsw i32 %2, %and
  %shl16 = shl nsw i32 %sub15, 2
  %add17 = add nsw i32 %shl16, %and
  %add18 = add nsw i32 %add17, %stride.0141
  %add19 = add nsw i32 %add18, %stride.0141
  %add20 = add nsw i32 %add19, %stride.0141
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %idxprom21 = sext i32 %add17 to i64
  %arrayidx22 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom21
  %5 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %idxprom23 = sext i32 %add18 to i64
  %arrayidx24 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom23
  %6 = load float, ptr %arrayidx24, align 4, !tbaa !9
  %idxprom25 = sext i32 %add19 to i64
  %arrayidx26 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom25
  %7 = load float, ptr %arrayidx26, align 4, !tbaa !9
  %idxprom27 = sext i32 %add20 to i64
  %arrayidx28 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom27
  %8 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %add29 = fadd contract float %5, %7
  %sub30 = fsub contract float %5, %7
  %add31 = fadd contract float %6, %8
  %sub32 = fsub contract float %6, %8
  %add33 = fadd contract float %add29, %add31
  store float %add33, ptr %arrayidx22, align 4, !tbaa !9
  %sub36 = fsub contract float %add29, %add31
  store float %sub36, ptr %arrayidx24, align 4, !tbaa !9
  %add39 = fadd contract float %sub30, %sub32
  store float %add39, ptr %arrayidx26, align 4, !tbaa !9
  %sub42 = fsub contract float %sub30, %sub32
  store float %sub42, ptr %arrayidx28, align 4, !tbaa !9
  %shr46 = lshr i32 %stride.0141, 2
  %cmp12.not = icmp eq i32 %shr46, 0
  br i1 %cmp12.not, label %for.cond.cleanup13, label %for.body14, !llvm.loop !13

if.then:                                          ; preds = %for.cond.cleanup13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %div = ashr exact i32 %shl, 1
  %cmp52142 = icmp slt i32 %2, %div
  br i1 %cmp52142, label %for.body54.lr.ph, label %if.end

for.body54.lr.ph:                                 ; preds = %if.then
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body54

for.body54:                                       ; preds = %for.body54.lr.ph, %for.body54
  %pos49.0143 = phi i32 [ %2, %for.body54.lr.ph ], [ %add73, %for.body54 ]
  %shl56 = shl nuw i32 %pos49.0143, 1
  %idxprom60 = sext i32 %shl56 to i64
  %arrayidx61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom60
  %10 = load float, ptr %arrayidx61, align 4, !tbaa !9
  %arrayidx64 = getelementptr i8, ptr %arrayidx61, i64 4
  %11 = load float, ptr %arrayidx64, align 4, !tbaa !9
  %add65 = fadd contract float %10, %11
  store float %add65, ptr %arrayidx61, align 4, !tbaa !9
  %sub68 = fsub contract float %10, %11
  store float %sub68, ptr %arrayidx64, align 4, !tbaa !9
  %add73 = add nuw nsw i32 %pos49.0143, %9
  %cmp52 = icmp slt i32 %add73, %div
  br i1 %cmp52, label %for.body54, label %if.end, !llvm.loop !14

if.end:                                           ; preds = %for.body54, %if.then, %for.cond.cleanup13
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %cmp138, label %for.body80.lr.ph, label %for.cond.cleanup79

for.body80.lr.ph:                                 ; preds = %if.end
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body80

for.cond.cleanup79:                               ; preds = %for.body80, %if.end
  ret void

for.body80:                                       ; preds = %for.body80.lr.ph, %for.body80
  %pos75.0145 = phi i32 [ %2, %for.body80.lr.ph ], [ %add87, %for.body80 ]
  %idxprom81 = sext i32 %pos75.0145 to i64
  %arrayidx82 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_data to ptr), i64 %idxprom81
  %13 = load float, ptr %arrayidx82, align 4, !tbaa !9
  %arrayidx84 = getelementptr inbounds float, ptr %add.ptr4, i64 %idxprom81
  store float %13, ptr %arrayidx84, align 4, !tbaa !9
  %add87 = add i32 %pos75.0145, %12
  %cmp78 = icmp slt i32 %add87, %shl
  br i1 %cmp78, label %for.body80, label %for.cond.cleanup79, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15fwtBatch2KernelPfS_i(ptr noundef writeonly captures(none) %d_Output, ptr noundef readonly captures(none) %d_Input, i32 noundef %stride) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul5 = shl i32 %3, 2
  %mul6 = mul i32 %mul5, %1
  %mul8 = mul i32 %mul6, %4
  %idx.ext = zext i32 %mul8 to i64
  %add.ptr = getelementptr inbounds nuw float, ptr %d_Input, i64 %idx.ext
  %add.ptr12 = getelementptr inbounds nuw float, ptr %d_Output, i64 %idx.ext
  %sub = add nsw i32 %stride, -1
  %and = and i32 %sub, %add
  %sub13 = sub nsw i32 %add, %and
  %shl = shl i32 %sub13, 2
  %add14 = add nsw i32 %shl, %and
  %add15 = add nsw i32 %add14, %stride
  %add16 = add nsw i32 %add15, %stride
  %add17 = add nsw i32 %add16, %stride
  %idxprom = sext i32 %add14 to i64
  %arrayidx = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %idxprom18 = sext i32 %add15 to i64
  %arrayidx19 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom18
  %6 = load float, ptr %arrayidx19, align 4, !tbaa !9
  %idxprom20 = sext i32 %add16 to i64
  %arrayidx21 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom20
  %7 = load float, ptr %arrayidx21, align 4, !tbaa !9
  %idxprom22 = sext i32 %add17 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %add.ptr, i64 %idxprom22
  %8 = load float, ptr %arrayidx23, align 4, !tbaa !9
  %add24 = fadd contract float %5, %7
  %sub25 = fsub contract float %5, %7
  %add26 = fadd contract float %6, %8
  %sub27 = fsub contract float %6, %8
  %add28 = fadd contract float %add24, %add26
  %arrayidx30 = getelementptr inbounds float, ptr %add.ptr12, i64 %idxprom
  store float %add28, ptr %arrayidx30, align 4, !tbaa !9
  %sub31 = fsub contract float %add24, %add26
  %arrayidx33 = getelementptr inbounds float, ptr %add.ptr12, i64 %idxprom18
  store float %sub31, ptr %arrayidx33, align 4, !tbaa !9
  %add34 = fadd contract float %sub25, %sub27
  %arrayidx36 = getelementptr inbounds float, ptr %add.ptr12, i64 %idxprom20
  store float %add34, ptr %arrayidx36, align 4, !tbaa !9
  %sub37 = fsub contract float %sub25, %sub27
  %arrayidx39 = getelementptr inbounds float, ptr %add.ptr12, i64 %idxprom22
  store float %sub37, ptr %arrayidx39, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14modulateKernelPfS_i(ptr noundef captures(none) %d_A, ptr noundef readonly captures(none) %d_B, i32 noundef %N) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul5 = mul i32 %1, %3
  %conv = sitofp i32 %N to float
  %div = fdiv contract float 1.000000e+00, %conv
  %cmp15 = icmp slt i32 %add, %N
  br i1 %cmp15, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %pos.016 = phi i32 [ %add10, %for.body ], [ %add, %entry ]
  %idxprom = sext i32 %pos.016 to i64
  %arrayidx = getelementptr inbounds float, ptr %d_B, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %mul6 = fmul contract float %div, %4
  %arrayidx8 = getelementptr inbounds float, ptr %d_A, i64 %idxprom
  %5 = load float, ptr %arrayidx8, align 4, !tbaa !9
  %mul9 = fmul contract float %5, %mul6
  store float %mul9, ptr %arrayidx8, align 4, !tbaa !9
  %add10 = add nsw i32 %pos.016, %mul5
  %cmp = icmp slt i32 %add10, %N
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind memory(none) }

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
!8 = !{i64 2163515022, i64 2163515026, i64 2163515063, i64 2163515103, i64 2163515164, i64 2163515200, i64 2163515250}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
