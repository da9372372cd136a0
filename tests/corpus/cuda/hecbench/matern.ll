; ModuleID = 'hecbench/matern.cu'
source_filename = "hecbench/matern.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13matern_kernelifPKfS0_S0_PfE12local_result = internal unnamed_addr addrspace(3) global [800 x float] undef, align 4
@_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets = internal unnamed_addr addrspace(3) global [48 x float] undef, align 4
@_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources = internal unnamed_addr addrspace(3) global [150 x float] undef, align 4
@_ZZ13matern_kernelifPKfS0_S0_PfE13local_weights = internal unnamed_addr addrspace(3) global [50 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13matern_kernelifPKfS0_S0_Pf(i32 noundef %num_targets, float noundef %l, ptr noalias noundef readonly captures(none) %sources, ptr noalias noundef readonly captures(none) %targets, ptr noalias noundef readonly captures(none) %weights, ptr noalias noundef writeonly captures(none) %result) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp.not = icmp slt i32 %add, %num_targets
  br i1 %cmp.not, label %if.end, label %cleanup107

if.end:                                           ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %cmp4 = icmp samesign ugt i32 %3, 49
  br i1 %cmp4, label %cleanup107, label %if.end6

if.end6:                                          ; preds = %if.end
  %cmp7 = icmp eq i32 %3, 0
  br i1 %cmp7, label %for.cond.preheader, label %if.end16

for.cond.preheader:                               ; preds = %if.end6
  %mul10 = mul nsw i32 %add, 3
  %mul12 = mul nuw nsw i32 %0, 3
  %idxprom = sext i32 %mul10 to i64
  %arrayidx = getelementptr inbounds float, ptr %targets, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom14 = zext nneg i32 %mul12 to i64
  %arrayidx15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %idxprom14
  store float %4, ptr %arrayidx15, align 4, !tbaa !8
  %5 = sext i32 %mul10 to i64
  %6 = getelementptr float, ptr %targets, i64 %5
  %arrayidx.1 = getelementptr i8, ptr %6, i64 4
  %7 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %8 = zext nneg i32 %mul12 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %8
  %arrayidx15.1 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %7, ptr %arrayidx15.1, align 4, !tbaa !8
  %10 = sext i32 %mul10 to i64
  %11 = getelementptr float, ptr %targets, i64 %10
  %arrayidx.2 = getelementptr i8, ptr %11, i64 8
  %12 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %13 = zext nneg i32 %mul12 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %13
  %arrayidx15.2 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store float %12, ptr %arrayidx15.2, align 4, !tbaa !8
  br label %if.end16

if.end16:                                         ; preds = %for.cond.preheader, %if.end6
  %cmp17 = icmp eq i32 %0, 0
  %mul24 = mul nuw nsw i32 %3, 3
  %idxprom26 = zext nneg i32 %mul24 to i64
  br i1 %cmp17, label %for.cond20.preheader, label %if.end16.if.end39_crit_edge

if.end16.if.end39_crit_edge:                      ; preds = %if.end16
  %.pre157 = add nuw nsw i32 %mul24, 1
  %.pre158 = zext nneg i32 %.pre157 to i64
  %.pre159 = add nuw nsw i32 %mul24, 2
  %.pre160 = zext nneg i32 %.pre159 to i64
  %.pre161 = zext nneg i32 %3 to i64
  br label %if.end39

for.cond20.preheader:                             ; preds = %if.end16
  %arrayidx27 = getelementptr inbounds nuw float, ptr %sources, i64 %idxprom26
  %15 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %arrayidx31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom26
  store float %15, ptr %arrayidx31, align 4, !tbaa !8
  %add25.1 = add nuw nsw i32 %mul24, 1
  %idxprom26.1 = zext nneg i32 %add25.1 to i64
  %arrayidx27.1 = getelementptr inbounds nuw float, ptr %sources, i64 %idxprom26.1
  %16 = load float, ptr %arrayidx27.1, align 4, !tbaa !8
  %arrayidx31.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom26.1
  store float %16, ptr %arrayidx31.1, align 4, !tbaa !8
  %add25.2 = add nuw nsw i32 %mul24, 2
  %idxprom26.2 = zext nneg i32 %add25.2 to i64
  %arrayidx27.2 = getelementptr inbounds nuw float, ptr %sources, i64 %idxprom26.2
  %17 = load float, ptr %arrayidx27.2, align 4, !tbaa !8
  %arrayidx31.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom26.2
  store float %17, ptr %arrayidx31.2, align 4, !tbaa !8
  %idxprom35 = zext nneg i32 %3 to i64
  %arrayidx36 = getelementptr inbounds nuw float, ptr %weights, i64 %idxprom35
  %18 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %arrayidx38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_weights to ptr), i64 %idxprom35
  store float %18, ptr %arrayidx38, align 4, !tbaa !8
  br label %if.end39

if.end39:                                         ; preds = %if.end16.if.end39_crit_edge, %for.cond20.preheader
  %idxprom81.pre-phi = phi i64 [ %.pre161, %if.end16.if.end39_crit_edge ], [ %idxprom35, %for.cond20.preheader ]
  %idxprom51.2.pre-phi = phi i64 [ %.pre160, %if.end16.if.end39_crit_edge ], [ %idxprom26.2, %for.cond20.preheader ]
  %idxprom51.1.pre-phi = phi i64 [ %.pre158, %if.end16.if.end39_crit_edge ], [ %idxprom26.1, %for.cond20.preheader ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %mul45 = mul nuw nsw i32 %0, 3
  %idxprom47 = zext nneg i32 %mul45 to i64
  %arrayidx48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %idxprom47
  %19 = load float, ptr %arrayidx48, align 4, !tbaa !8
  %arrayidx52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom26
  %20 = load float, ptr %arrayidx52, align 4, !tbaa !8
  %sub = fsub contract float %19, %20
  %mul62 = fmul contract float %sub, %sub
  %21 = zext nneg i32 %mul45 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %21
  %arrayidx48.1 = getelementptr inbounds nuw i8, ptr %22, i64 4
  %23 = load float, ptr %arrayidx48.1, align 4, !tbaa !8
  %arrayidx52.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom51.1.pre-phi
  %24 = load float, ptr %arrayidx52.1, align 4, !tbaa !8
  %sub.1 = fsub contract float %23, %24
  %mul62.1 = fmul contract float %sub.1, %sub.1
  %add63.1 = fadd contract float %mul62, %mul62.1
  %25 = zext nneg i32 %mul45 to i64
  %26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_targets to ptr), i64 %25
  %arrayidx48.2 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %27 = load float, ptr %arrayidx48.2, align 4, !tbaa !8
  %arrayidx52.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_sources to ptr), i64 %idxprom51.2.pre-phi
  %28 = load float, ptr %arrayidx52.2, align 4, !tbaa !8
  %sub.2 = fsub contract float %27, %28
  %mul62.2 = fmul contract float %sub.2, %sub.2
  %add63.2 = fadd contract float %add63.1, %mul62.2
  %call.i148 = tail call contract noundef float @__nv_sqrtf(float noundef %add63.2) #4
  %call.i147 = tail call contract noundef float @__nv_sqrtf(float noundef 5.000000e+00) #4
  %mul69 = fmul contract float %call.i148, %call.i147
  %div = fdiv contract float %mul69, %l
  %add70 = fadd contract float %div, 1.000000e+00
  %mul71 = fmul contract float %add63.2, 5.000000e+00
  %mul72 = fmul contract float %l, 3.000000e+00
  %mul73 = fmul contract float %l, %mul72
  %div74 = fdiv contract float %mul71, %mul73
  %add75 = fadd contract float %div74, %add70
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef 5.000000e+00) #4
  %fneg = fneg contract float %call.i
  %mul77 = fmul contract float %call.i148, %fneg
  %div78 = fdiv contract float %mul77, %l
  %call.i149 = tail call contract noundef float @__nv_expf(float noundef %div78) #4
  %mul80 = fmul contract float %call.i149, %add75
  %arrayidx82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE13local_weights to ptr), i64 %idxprom81.pre-phi
  %29 = load float, ptr %arrayidx82, align 4, !tbaa !8
  %mul83 = fmul contract float %29, %mul80
  %mul84 = mul nuw nsw i32 %0, 50
  %add85 = add nuw nsw i32 %mul84, %3
  %idxprom86 = zext nneg i32 %add85 to i64
  %arrayidx87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom86
  store float %mul83, ptr %arrayidx87, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp7, label %for.body94.preheader, label %cleanup107

for.body94.preheader:                             ; preds = %if.end39
  %invariant.op = add nuw nsw i32 1, %mul84
  %invariant.op162 = add nuw nsw i32 2, %mul84
  %invariant.op163 = add nuw nsw i32 3, %mul84
  %invariant.op164 = add nuw nsw i32 4, %mul84
  br label %for.body94

for.cond.cleanup93:                               ; preds = %for.body94
  %idxprom103 = sext i32 %add to i64
  %arrayidx104 = getelementptr inbounds float, ptr %result, i64 %idxprom103
  store float %add99.4, ptr %arrayidx104, align 4, !tbaa !8
  br label %cleanup107

for.body94:                                       ; preds = %for.body94, %for.body94.preheader
  %i90.0155 = phi i32 [ 0, %for.body94.preheader ], [ %inc101.4, %for.body94 ]
  %res.0154 = phi float [ 0.000000e+00, %for.body94.preheader ], [ %add99.4, %for.body94 ]
  %add96 = add nuw nsw i32 %i90.0155, %mul84
  %idxprom97 = zext nneg i32 %add96 to i64
  %arrayidx98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom97
  %30 = load float, ptr %arrayidx98, align 4, !tbaa !8
  %add99 = fadd contract float %res.0154, %30
  %add96.1.reass = add nuw nsw i32 %i90.0155, %invariant.op
  %idxprom97.1 = zext nneg i32 %add96.1.reass to i64
  %arrayidx98.1 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom97.1
  %31 = load float, ptr %arrayidx98.1, align 4, !tbaa !8
  %add99.1 = fadd contract float %add99, %31
  %add96.2.reass = add nuw nsw i32 %i90.0155, %invariant.op162
  %idxprom97.2 = zext nneg i32 %add96.2.reass to i64
  %arrayidx98.2 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom97.2
  %32 = load float, ptr %arrayidx98.2, align 4, !tbaa !8
  %add99.2 = fadd contract float %add99.1, %32
  %add96.3.reass = add nuw nsw i32 %i90.0155, %invariant.op163
  %idxprom97.3 = zext nneg i32 %add96.3.reass to i64
  %arrayidx98.3 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom97.3
  %33 = load float, ptr %arrayidx98.3, align 4, !tbaa !8
  %add99.3 = fadd contract float %add99.2, %33
  %add96.4.reass = add nuw nsw i32 %i90.0155, %invariant.op164
  %idxprom97.4 = zext nneg i32 %add96.4.reass to i64
  %arrayidx98.4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13matern_kernelifPKfS0_S0_PfE12local_result to ptr), i64 %idxprom97.4
  %34 = load float, ptr %arrayidx98.4, align 4, !tbaa !8
  %add99.4 = fadd contract float %add99.3, %34
  %inc101.4 = add nuw nsw i32 %i90.0155, 5
  %exitcond.not.4 = icmp eq i32 %inc101.4, 50
  br i1 %exitcond.not.4, label %for.cond.cleanup93, label %for.body94, !llvm.loop !10

cleanup107:                                       ; preds = %if.end, %for.cond.cleanup93, %if.end39, %entry
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nounwind }

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
