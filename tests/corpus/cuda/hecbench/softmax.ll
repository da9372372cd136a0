; ModuleID = 'hecbench/softmax.cu'
source_filename = "hecbench/softmax.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7softMaxiiPKfPf(i32 noundef %numSlice, i32 noundef %sliceSize, ptr noundef readonly captures(none) %src, ptr noundef writeonly captures(none) %dest) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %numSlice
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul3 = mul nsw i32 %sliceSize, %add
  %cmp468 = icmp sgt i32 %sliceSize, 0
  br i1 %cmp468, label %for.body.preheader, label %cleanup

for.body.preheader:                               ; preds = %if.end
  %idxprom = sext i32 %mul3 to i64
  %arrayidx = getelementptr inbounds float, ptr %src, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %j.070 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
  %max_.069 = phi float [ %call.i.i, %for.body ], [ %3, %for.body.preheader ]
  %add6 = add nsw i32 %j.070, %mul3
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %src, i64 %idxprom7
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %call.i.i = tail call contract noundef float @__nv_fmaxf(float noundef %max_.069, float noundef %4) #4
  %inc = add nuw nsw i32 %j.070, 1
  %exitcond.not = icmp eq i32 %inc, %sliceSize
  br i1 %exitcond.not, label %for.body14, label %for.body, !llvm.loop !10

for.body14:                                       ; preds = %for.body, %for.body14
  %j10.073 = phi i32 [ %inc22, %for.body14 ], [ 0, %for.body ]
  %sum.072 = phi float [ %add20, %for.body14 ], [ 0.000000e+00, %for.body ]
  %add16 = add nsw i32 %j10.073, %mul3
  %idxprom17 = sext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %src, i64 %idxprom17
  %5 = load float, ptr %arrayidx18, align 4, !tbaa !8
  %sub = fsub contract float %5, %call.i.i
  %call.i67 = tail call contract noundef float @__nv_expf(float noundef %sub) #4
  %add20 = fadd contract float %sum.072, %call.i67
  %inc22 = add nuw nsw i32 %j10.073, 1
  %exitcond77.not = icmp eq i32 %inc22, %sliceSize
  br i1 %exitcond77.not, label %for.body28, label %for.body14, !llvm.loop !12

for.body28:                                       ; preds = %for.body14, %for.body28
  %j24.076 = phi i32 [ %inc40, %for.body28 ], [ 0, %for.body14 ]
  %add30 = add nsw i32 %j24.076, %mul3
  %idxprom31 = sext i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %src, i64 %idxprom31
  %6 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %sub33 = fsub contract float %6, %call.i.i
  %call.i = tail call contract noundef float @__nv_expf(float noundef %sub33) #4
  %div = fdiv contract float %call.i, %add20
  %arrayidx38 = getelementptr inbounds float, ptr %dest, i64 %idxprom31
  store float %div, ptr %arrayidx38, align 4, !tbaa !8
  %inc40 = add nuw nsw i32 %j24.076, 1
  %exitcond78.not = icmp eq i32 %inc40, %sliceSize
  br i1 %exitcond78.not, label %cleanup, label %for.body28, !llvm.loop !13

cleanup:                                          ; preds = %for.body28, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8softMax2iiPKfPf(i32 noundef %numSlice, i32 noundef %sliceSize, ptr noundef readonly captures(none) %src, ptr noundef writeonly captures(none) %dest) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !14
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul.i148 = mul nuw nsw i32 %3, %5
  %mul17.i150 = add nuw nsw i32 %mul.i148, %2
  %add.i151 = mul nuw nsw i32 %mul17.i150, %4
  %add6.i152 = add nuw nsw i32 %add.i151, %1
  %mul.i155 = mul nuw nsw i32 %4, %5
  %mul3.i = mul nuw nsw i32 %mul.i155, %6
  %sub.i = add nuw nsw i32 %mul3.i, 31
  %div1.i101 = lshr i32 %sub.i, 5
  %bf.value9.i = and i32 %div1.i101, 65535
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %bf.value9.i, %7
  %8 = lshr i32 %add6.i152, 5
  %bf.lshr.i = and i32 %8, 65535
  %add = add i32 %mul, %bf.lshr.i
  %cmp.not = icmp slt i32 %add, %numSlice
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul6 = mul nsw i32 %add, %sliceSize
  %idxprom = sext i32 %mul6 to i64
  %arrayidx = getelementptr inbounds float, ptr %src, i64 %idxprom
  %9 = load float, ptr %arrayidx, align 4, !tbaa !8
  %and.i87 = and i32 %add6.i152, 31
  %cmp8226 = icmp slt i32 %and.i87, %sliceSize
  br i1 %cmp8226, label %for.body, label %for.cond.i.preheader

for.cond.i.preheader:                             ; preds = %for.body, %if.end
  %max_.0.lcssa = phi float [ %9, %if.end ], [ %call.i.i199, %for.body ]
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %max_.0.lcssa, i32 16, i32 31)
  %cmp.i = fcmp contract olt float %max_.0.lcssa, %10
  %cond.i = select contract i1 %cmp.i, float %10, float %max_.0.lcssa
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i, i32 8, i32 31)
  %cmp.i.1 = fcmp contract olt float %cond.i, %11
  %cond.i.1 = select contract i1 %cmp.i.1, float %11, float %cond.i
  %12 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i.1, i32 4, i32 31)
  %cmp.i.2 = fcmp contract olt float %cond.i.1, %12
  %cond.i.2 = select contract i1 %cmp.i.2, float %12, float %cond.i.1
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i.2, i32 2, i32 31)
  %cmp.i.3 = fcmp contract olt float %cond.i.2, %13
  %cond.i.3 = select contract i1 %cmp.i.3, float %13, float %cond.i.2
  %14 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %cond.i.3, i32 1, i32 31)
  %cmp.i.4 = fcmp contract olt float %cond.i.3, %14
  %cond.i.4 = select contract i1 %cmp.i.4, float %14, float %cond.i.3
  br i1 %cmp8226, label %for.body23, label %for.cond.i177.preheader

for.body:                                         ; preds = %if.end, %for.body
  %j.0228 = phi i32 [ %add15, %for.body ], [ %and.i87, %if.end ]
  %max_.0227 = phi float [ %call.i.i199, %for.body ], [ %9, %if.end ]
  %add10 = add nsw i32 %j.0228, %mul6
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %src, i64 %idxprom11
  %15 = load float, ptr %arrayidx12, align 4, !tbaa !8
  %call.i.i199 = tail call contract noundef float @__nv_fmaxf(float noundef %max_.0227, float noundef %15) #4
  %add15 = add i32 %j.0228, 32
  %cmp8 = icmp slt i32 %add15, %sliceSize
  br i1 %cmp8, label %for.body, label %for.cond.i.preheader, !llvm.loop !15

for.cond.i177.preheader:                          ; preds = %for.body23, %for.cond.i.preheader
  %sum.0.lcssa = phi float [ 0.000000e+00, %for.cond.i.preheader ], [ %add29, %for.body23 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %sum.0.lcssa, i32 16, i32 31)
  %add.i200 = fadd contract float %sum.0.lcssa, %16
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i200, i32 8, i32 31)
  %add.i200.1 = fadd contract float %add.i200, %17
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i200.1, i32 4, i32 31)
  %add.i200.2 = fadd contract float %add.i200.1, %18
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i200.2, i32 2, i32 31)
  %add.i200.3 = fadd contract float %add.i200.2, %19
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i200.3, i32 1, i32 31)
  %add.i200.4 = fadd contract float %add.i200.3, %20
  br i1 %cmp8226, label %for.body41, label %cleanup

for.body23:                                       ; preds = %for.cond.i.preheader, %for.body23
  %j18.0233 = phi i32 [ %add32, %for.body23 ], [ %and.i87, %for.cond.i.preheader ]
  %sum.0232 = phi float [ %add29, %for.body23 ], [ 0.000000e+00, %for.cond.i.preheader ]
  %add25 = add nsw i32 %j18.0233, %mul6
  %idxprom26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %src, i64 %idxprom26
  %21 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %sub = fsub contract float %21, %cond.i.4
  %call.i80 = tail call contract noundef float @__nv_expf(float noundef %sub) #4
  %add29 = fadd contract float %sum.0232, %call.i80
  %add32 = add i32 %j18.0233, 32
  %cmp21 = icmp slt i32 %add32, %sliceSize
  br i1 %cmp21, label %for.body23, label %for.cond.i177.preheader, !llvm.loop !16

for.body41:                                       ; preds = %for.cond.i177.preheader, %for.body41
  %j36.0238 = phi i32 [ %add54, %for.body41 ], [ %and.i87, %for.cond.i177.preheader ]
  %add43 = add nsw i32 %j36.0238, %mul6
  %idxprom44 = sext i32 %add43 to i64
  %arrayidx45 = getelementptr inbounds float, ptr %src, i64 %idxprom44
  %22 = load float, ptr %arrayidx45, align 4, !tbaa !8
  %sub46 = fsub contract float %22, %cond.i.4
  %call.i = tail call contract noundef float @__nv_expf(float noundef %sub46) #4
  %div = fdiv contract float %call.i, %add.i200.4
  %arrayidx51 = getelementptr inbounds float, ptr %dest, i64 %idxprom44
  store float %div, ptr %arrayidx51, align 4, !tbaa !8
  %add54 = add i32 %j36.0238, 32
  %cmp39 = icmp slt i32 %add54, %sliceSize
  br i1 %cmp39, label %for.body41, label %cleanup, !llvm.loop !17

cleanup:                                          ; preds = %for.body41, %for.cond.i177.preheader, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fmaxf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{i64 2163512708, i64 2163512712, i64 2163512749, i64 2163512789, i64 2163512850, i64 2163512886, i64 2163512936}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
