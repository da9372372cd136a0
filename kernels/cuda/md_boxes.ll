; ModuleID = 'md_boxes.cu'
source_filename = "md_boxes.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.BoxLattice = type { i32, float }

@_ZZ13md_box_forces10BoxLatticePK6float4PS0_E6others = internal unnamed_addr addrspace(3) global [64 x %struct.float4] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13md_box_forces10BoxLatticePK6float4PS0_(ptr noundef readonly byval(%struct.BoxLattice) align 4 captures(none) %lattice, ptr noundef readonly captures(none) %particles, ptr noundef writeonly captures(none) %forces) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %lattice, align 4, !tbaa !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %.frozen = freeze i32 %0
  %div = sdiv i32 %1, %.frozen
  %2 = mul i32 %div, %.frozen
  %rem.decomposed = sub i32 %1, %2
  %rem2 = srem i32 %div, %0
  %mul = mul nsw i32 %0, %0
  %div3 = udiv i32 %1, %mul
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp samesign ult i32 %3, 64
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %mul5 = shl nsw i32 %1, 6
  %add = or disjoint i32 %mul5, %3
  %idxprom = zext nneg i32 %add to i64
  %arrayidx = getelementptr inbounds nuw %struct.float4, ptr %particles, i64 %idxprom
  %self.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %self.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %self.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !tbaa !11
  %self.sroa.5.0.copyload = load float, ptr %self.sroa.5.0.arrayidx.sroa_idx, align 4, !tbaa !11
  %self.sroa.7.0.copyload = load float, ptr %self.sroa.7.0.arrayidx.sroa_idx, align 8, !tbaa !11
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %self.sroa.0.0 = phi float [ %self.sroa.0.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %self.sroa.5.0 = phi float [ %self.sroa.5.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %self.sroa.7.0 = phi float [ %self.sroa.7.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %alpha = getelementptr inbounds nuw i8, ptr %lattice, i64 4
  %5 = load float, ptr %alpha, align 4
  %fneg = fneg contract float %5
  %mul69 = fmul contract float %5, 2.000000e+00
  br label %for.cond9.preheader

for.cond9.preheader:                              ; preds = %cond.end, %for.cond.cleanup11
  %total.sroa.12.0177 = phi float [ 0.000000e+00, %cond.end ], [ %total.sroa.12.5, %for.cond.cleanup11 ]
  %total.sroa.9.0176 = phi float [ 0.000000e+00, %cond.end ], [ %total.sroa.9.5, %for.cond.cleanup11 ]
  %total.sroa.6.0175 = phi float [ 0.000000e+00, %cond.end ], [ %total.sroa.6.5, %for.cond.cleanup11 ]
  %total.sroa.0.0174 = phi float [ 0.000000e+00, %cond.end ], [ %total.sroa.0.5, %for.cond.cleanup11 ]
  %dz.0173 = phi i32 [ -1, %cond.end ], [ %inc96, %for.cond.cleanup11 ]
  %add19 = add nsw i32 %dz.0173, %div3
  %cmp23 = icmp sgt i32 %add19, -1
  %cmp29.not = icmp slt i32 %add19, %0
  %mul30 = mul nsw i32 %add19, %0
  br label %for.cond13.preheader

for.cond.cleanup:                                 ; preds = %for.cond.cleanup11
  br i1 %cmp, label %if.then100, label %if.end105

for.cond13.preheader:                             ; preds = %for.cond9.preheader, %for.cond.cleanup15
  %total.sroa.12.1172 = phi float [ %total.sroa.12.0177, %for.cond9.preheader ], [ %total.sroa.12.5, %for.cond.cleanup15 ]
  %total.sroa.9.1171 = phi float [ %total.sroa.9.0176, %for.cond9.preheader ], [ %total.sroa.9.5, %for.cond.cleanup15 ]
  %total.sroa.6.1170 = phi float [ %total.sroa.6.0175, %for.cond9.preheader ], [ %total.sroa.6.5, %for.cond.cleanup15 ]
  %total.sroa.0.1169 = phi float [ %total.sroa.0.0174, %for.cond9.preheader ], [ %total.sroa.0.5, %for.cond.cleanup15 ]
  %dy.0168 = phi i32 [ -1, %for.cond9.preheader ], [ %inc92, %for.cond.cleanup15 ]
  %add18 = add nsw i32 %dy.0168, %rem2
  %cmp21 = icmp sgt i32 %add18, -1
  %cmp27.not = icmp slt i32 %add18, %0
  %add31 = add nuw nsw i32 %add18, %mul30
  %mul32 = mul nsw i32 %add31, %0
  br label %for.body16

for.cond.cleanup11:                               ; preds = %for.cond.cleanup15
  %inc96 = add nsw i32 %dz.0173, 1
  %exitcond180.not = icmp eq i32 %inc96, 2
  br i1 %exitcond180.not, label %for.cond.cleanup, label %for.cond9.preheader, !llvm.loop !12

for.cond.cleanup15:                               ; preds = %cleanup
  %inc92 = add nsw i32 %dy.0168, 1
  %exitcond179.not = icmp eq i32 %inc92, 2
  br i1 %exitcond179.not, label %for.cond.cleanup11, label %for.cond13.preheader, !llvm.loop !14

for.body16:                                       ; preds = %for.cond13.preheader, %cleanup
  %total.sroa.12.2167 = phi float [ %total.sroa.12.1172, %for.cond13.preheader ], [ %total.sroa.12.5, %cleanup ]
  %total.sroa.9.2166 = phi float [ %total.sroa.9.1171, %for.cond13.preheader ], [ %total.sroa.9.5, %cleanup ]
  %total.sroa.6.2165 = phi float [ %total.sroa.6.1170, %for.cond13.preheader ], [ %total.sroa.6.5, %cleanup ]
  %total.sroa.0.2164 = phi float [ %total.sroa.0.1169, %for.cond13.preheader ], [ %total.sroa.0.5, %cleanup ]
  %dx.0163 = phi i32 [ -1, %for.cond13.preheader ], [ %inc88, %cleanup ]
  %add17 = add nsw i32 %dx.0163, %rem.decomposed
  %cmp20 = icmp sgt i32 %add17, -1
  %or.cond.not155 = select i1 %cmp20, i1 %cmp21, i1 false
  %or.cond106.not154 = select i1 %or.cond.not155, i1 %cmp23, i1 false
  %cmp25.not = icmp slt i32 %add17, %0
  %or.cond151 = and i1 %cmp25.not, %or.cond106.not154
  %or.cond152 = select i1 %or.cond151, i1 %cmp27.not, i1 false
  %or.cond153 = select i1 %or.cond152, i1 %cmp29.not, i1 false
  br i1 %or.cond153, label %if.end, label %cleanup

if.end:                                           ; preds = %for.body16
  br i1 %cmp, label %for.body38.lr.ph, label %for.cond.cleanup37

for.body38.lr.ph:                                 ; preds = %if.end
  %add33 = add nuw nsw i32 %add17, %mul32
  %mul39 = shl nsw i32 %add33, 6
  br label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %for.body52, label %if.end84

for.body38:                                       ; preds = %for.body38.lr.ph, %for.body38
  %k.0157 = phi i32 [ %3, %for.body38.lr.ph ], [ %add46, %for.body38 ]
  %add40 = add nuw nsw i32 %k.0157, %mul39
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds %struct.float4, ptr %particles, i64 %idxprom41
  %idxprom43 = zext nneg i32 %k.0157 to i64
  %arrayidx44 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13md_box_forces10BoxLatticePK6float4PS0_E6others to ptr), i64 %idxprom43
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %arrayidx44, ptr noundef nonnull align 16 dereferenceable(16) %arrayidx42, i64 16, i1 false), !tbaa.struct !15
  %add46 = add nuw nsw i32 %k.0157, %4
  %cmp36 = icmp samesign ult i32 %add46, 64
  br i1 %cmp36, label %for.body38, label %for.cond.cleanup37, !llvm.loop !16

for.body52:                                       ; preds = %for.cond.cleanup37, %for.body52
  %total.sroa.12.3162 = phi float [ %add81, %for.body52 ], [ %total.sroa.12.2167, %for.cond.cleanup37 ]
  %total.sroa.9.3161 = phi float [ %add79, %for.body52 ], [ %total.sroa.9.2166, %for.cond.cleanup37 ]
  %total.sroa.6.3160 = phi float [ %add76, %for.body52 ], [ %total.sroa.6.2165, %for.cond.cleanup37 ]
  %total.sroa.0.3159 = phi float [ %add73, %for.body52 ], [ %total.sroa.0.2164, %for.cond.cleanup37 ]
  %j.0158 = phi i32 [ %inc, %for.body52 ], [ 0, %for.cond.cleanup37 ]
  %idxprom53 = zext nneg i32 %j.0158 to i64
  %arrayidx54 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13md_box_forces10BoxLatticePK6float4PS0_E6others to ptr), i64 %idxprom53
  %o.sroa.0.0.copyload = load float, ptr %arrayidx54, align 16, !tbaa !11
  %o.sroa.4.0.arrayidx54.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 4
  %o.sroa.4.0.copyload = load float, ptr %o.sroa.4.0.arrayidx54.sroa_idx, align 4, !tbaa !11
  %o.sroa.5.0.arrayidx54.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 8
  %o.sroa.5.0.copyload = load float, ptr %o.sroa.5.0.arrayidx54.sroa_idx, align 8, !tbaa !11
  %o.sroa.6.0.arrayidx54.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 12
  %o.sroa.6.0.copyload = load float, ptr %o.sroa.6.0.arrayidx54.sroa_idx, align 4, !tbaa !11
  %sub = fsub contract float %self.sroa.0.0, %o.sroa.0.0.copyload
  %sub57 = fsub contract float %self.sroa.5.0, %o.sroa.4.0.copyload
  %sub59 = fsub contract float %self.sroa.7.0, %o.sroa.5.0.copyload
  %mul60 = fmul contract float %sub, %sub
  %mul61 = fmul contract float %sub57, %sub57
  %add62 = fadd contract float %mul60, %mul61
  %mul63 = fmul contract float %sub59, %sub59
  %add64 = fadd contract float %add62, %mul63
  %mul65 = fmul contract float %add64, %fneg
  %call.i = tail call contract noundef float @__nv_expf(float noundef %mul65) #5
  %mul67 = fmul contract float %o.sroa.6.0.copyload, %call.i
  %mul70 = fmul contract float %mul69, %mul67
  %mul71 = fmul contract float %sub, %mul70
  %add73 = fadd contract float %total.sroa.0.3159, %mul71
  %mul74 = fmul contract float %sub57, %mul70
  %add76 = fadd contract float %total.sroa.6.3160, %mul74
  %mul77 = fmul contract float %sub59, %mul70
  %add79 = fadd contract float %total.sroa.9.3161, %mul77
  %add81 = fadd contract float %total.sroa.12.3162, %mul67
  %inc = add nuw nsw i32 %j.0158, 1
  %exitcond.not = icmp eq i32 %inc, 64
  br i1 %exitcond.not, label %if.end84, label %for.body52, !llvm.loop !17

if.end84:                                         ; preds = %for.body52, %for.cond.cleanup37
  %total.sroa.0.4 = phi float [ %total.sroa.0.2164, %for.cond.cleanup37 ], [ %add73, %for.body52 ]
  %total.sroa.6.4 = phi float [ %total.sroa.6.2165, %for.cond.cleanup37 ], [ %add76, %for.body52 ]
  %total.sroa.9.4 = phi float [ %total.sroa.9.2166, %for.cond.cleanup37 ], [ %add79, %for.body52 ]
  %total.sroa.12.4 = phi float [ %total.sroa.12.2167, %for.cond.cleanup37 ], [ %add81, %for.body52 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %cleanup

cleanup:                                          ; preds = %for.body16, %if.end84
  %total.sroa.0.5 = phi float [ %total.sroa.0.4, %if.end84 ], [ %total.sroa.0.2164, %for.body16 ]
  %total.sroa.6.5 = phi float [ %total.sroa.6.4, %if.end84 ], [ %total.sroa.6.2165, %for.body16 ]
  %total.sroa.9.5 = phi float [ %total.sroa.9.4, %if.end84 ], [ %total.sroa.9.2166, %for.body16 ]
  %total.sroa.12.5 = phi float [ %total.sroa.12.4, %if.end84 ], [ %total.sroa.12.2167, %for.body16 ]
  %inc88 = add nsw i32 %dx.0163, 1
  %exitcond178.not = icmp eq i32 %inc88, 2
  br i1 %exitcond178.not, label %for.cond.cleanup15, label %for.body16, !llvm.loop !18

if.then100:                                       ; preds = %for.cond.cleanup
  %mul101 = shl nsw i32 %1, 6
  %add102 = or disjoint i32 %mul101, %3
  %idxprom103 = zext nneg i32 %add102 to i64
  %arrayidx104 = getelementptr inbounds nuw %struct.float4, ptr %forces, i64 %idxprom103
  %total.sroa.12.0.arrayidx104.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx104, i64 12
  %total.sroa.9.0.arrayidx104.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx104, i64 8
  %total.sroa.6.0.arrayidx104.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx104, i64 4
  store float %total.sroa.0.5, ptr %arrayidx104, align 16, !tbaa !11
  store float %total.sroa.6.5, ptr %total.sroa.6.0.arrayidx104.sroa_idx, align 4, !tbaa !11
  store float %total.sroa.9.5, ptr %total.sroa.9.0.arrayidx104.sroa_idx, align 8, !tbaa !11
  store float %total.sroa.12.5, ptr %total.sroa.12.0.arrayidx104.sroa_idx, align 4, !tbaa !11
  br label %if.end105

if.end105:                                        ; preds = %if.then100, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" }
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
!8 = !{!9, !5, i64 0}
!9 = !{!"_ZTS10BoxLattice", !5, i64 0, !10, i64 4}
!10 = !{!"float", !6, i64 0}
!11 = !{!10, !10, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
