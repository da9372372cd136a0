; ModuleID = 'cuda-samples/scalar_prod.cu'
source_filename = "cuda-samples/scalar_prod.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13scalarProdGPUPfS_S_iiE11accumResult = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13scalarProdGPUPfS_S_ii(ptr noundef writeonly captures(none) %d_C, ptr noundef readonly captures(none) %d_A, ptr noundef readonly captures(none) %d_B, i32 noundef %vectorN, i32 noundef %elementN) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp80 = icmp slt i32 %1, %vectorN
  br i1 %cmp80, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %cmp46 = icmp eq i32 %2, 0
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %vec.081 = phi i32 [ %1, %for.body.lr.ph ], [ %add51, %if.end ]
  %call.i = tail call noundef i32 @__nv_mul24(i32 noundef %elementN, i32 noundef %vec.081) #5
  %add = add nsw i32 %call.i, %elementN
  br label %for.body7

for.body7:                                        ; preds = %for.body, %for.cond.cleanup11
  %iAccum.076 = phi i32 [ %2, %for.body ], [ %add21, %for.cond.cleanup11 ]
  %cmp1073 = icmp slt i32 %iAccum.076, %elementN
  br i1 %cmp1073, label %for.body12.preheader, label %for.cond.cleanup11

for.body12.preheader:                             ; preds = %for.body7
  %add8 = add nsw i32 %iAccum.076, %call.i
  br label %for.body12

for.cond.cleanup11:                               ; preds = %for.body12, %for.body7
  %sum.0.lcssa = phi float [ 0.000000e+00, %for.body7 ], [ %add15, %for.body12 ]
  %idxprom17 = zext nneg i32 %iAccum.076 to i64
  %arrayidx18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13scalarProdGPUPfS_S_iiE11accumResult to ptr), i64 %idxprom17
  store float %sum.0.lcssa, ptr %arrayidx18, align 4, !tbaa !9
  %add21 = add nuw nsw i32 %iAccum.076, %3
  %cmp5 = icmp samesign ult i32 %add21, 1024
  br i1 %cmp5, label %for.body7, label %for.body26, !llvm.loop !11

for.body12:                                       ; preds = %for.body12.preheader, %for.body12
  %pos.075 = phi i32 [ %add16, %for.body12 ], [ %add8, %for.body12.preheader ]
  %sum.074 = phi float [ %add15, %for.body12 ], [ 0.000000e+00, %for.body12.preheader ]
  %idxprom = sext i32 %pos.075 to i64
  %arrayidx = getelementptr inbounds float, ptr %d_A, i64 %idxprom
  %5 = load float, ptr %arrayidx, align 4, !tbaa !9
  %arrayidx14 = getelementptr inbounds float, ptr %d_B, i64 %idxprom
  %6 = load float, ptr %arrayidx14, align 4, !tbaa !9
  %mul = fmul contract float %5, %6
  %add15 = fadd contract float %sum.074, %mul
  %add16 = add nsw i32 %pos.075, 1024
  %cmp10 = icmp slt i32 %add16, %add
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11, !llvm.loop !13

for.cond.cleanup25:                               ; preds = %for.cond.cleanup31
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br i1 %cmp46, label %if.then, label %if.end

for.body26:                                       ; preds = %for.cond.cleanup11, %for.cond.cleanup31
  %stride.079 = phi i32 [ %shr, %for.cond.cleanup31 ], [ 512, %for.cond.cleanup11 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp3077 = icmp samesign ult i32 %2, %stride.079
  br i1 %cmp3077, label %for.body32, label %for.cond.cleanup31

for.cond.cleanup31:                               ; preds = %for.body32, %for.body26
  %shr = lshr i32 %stride.079, 1
  %cmp24.not = icmp eq i32 %shr, 0
  br i1 %cmp24.not, label %for.cond.cleanup25, label %for.body26, !llvm.loop !14

for.body32:                                       ; preds = %for.body26, %for.body32
  %iAccum27.078 = phi i32 [ %add41, %for.body32 ], [ %2, %for.body26 ]
  %add33 = add nuw nsw i32 %iAccum27.078, %stride.079
  %idxprom34 = zext nneg i32 %add33 to i64
  %arrayidx35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13scalarProdGPUPfS_S_iiE11accumResult to ptr), i64 %idxprom34
  %7 = load float, ptr %arrayidx35, align 4, !tbaa !9
  %idxprom36 = zext nneg i32 %iAccum27.078 to i64
  %arrayidx37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13scalarProdGPUPfS_S_iiE11accumResult to ptr), i64 %idxprom36
  %8 = load float, ptr %arrayidx37, align 4, !tbaa !9
  %add38 = fadd contract float %7, %8
  store float %add38, ptr %arrayidx37, align 4, !tbaa !9
  %add41 = add nuw nsw i32 %iAccum27.078, %3
  %cmp30 = icmp samesign ult i32 %add41, %stride.079
  br i1 %cmp30, label %for.body32, label %for.cond.cleanup31, !llvm.loop !15

if.then:                                          ; preds = %for.cond.cleanup25
  %idxprom47 = sext i32 %vec.081 to i64
  %arrayidx48 = getelementptr inbounds float, ptr %d_C, i64 %idxprom47
  %9 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13scalarProdGPUPfS_S_iiE11accumResult to ptr), align 4, !tbaa !9
  store float %9, ptr %arrayidx48, align 4, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup25
  %add51 = add i32 %vec.081, %4
  %cmp = icmp slt i32 %add51, %vectorN
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_mul24(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind memory(none) }
attributes #5 = { convergent nounwind }

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
!8 = !{i64 2163514350, i64 2163514354, i64 2163514391, i64 2163514431, i64 2163514492, i64 2163514528, i64 2163514578}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
