; ModuleID = 'shoc_parboil/shoc_md.cu'
source_filename = "shoc_parboil/shoc_md.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.float3 = type { float, float, float }
%struct.double4 = type { double, double, double, double }
%struct.double3 = type { double, double, double }

$_Z16compute_lj_forceIf6float36float4Lb0E11noTexReaderEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

$_Z16compute_lj_forceId7double37double4Lb0E13noTexReaderDPEvPT0_PKT1_iPKiT_SA_SA_i = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16compute_lj_forceIf6float36float4Lb0E11noTexReaderEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias noundef writeonly captures(none) %force3, ptr noalias noundef readonly captures(none) %position, i32 noundef %neighCount, ptr noalias noundef readonly captures(none) %neighList, float noundef %cutsq, float noundef %lj1, float noundef %lj2, i32 noundef %inum) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.float4, ptr %position, i64 %idxprom
  %ipos.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !tbaa !8
  %ipos.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %ipos.sroa.4.0.copyload = load float, ptr %ipos.sroa.4.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %ipos.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %ipos.sroa.5.0.copyload = load float, ptr %ipos.sroa.5.0.arrayidx.sroa_idx, align 8, !tbaa !8
  %cmp56 = icmp sgt i32 %neighCount, 0
  br i1 %cmp56, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %if.end
  %f.sroa.0.060 = phi float [ %f.sroa.0.1, %if.end ], [ 0.000000e+00, %entry ]
  %f.sroa.6.059 = phi float [ %f.sroa.6.1, %if.end ], [ 0.000000e+00, %entry ]
  %f.sroa.8.058 = phi float [ %f.sroa.8.1, %if.end ], [ 0.000000e+00, %entry ]
  %j.057 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %mul3 = mul nsw i32 %j.057, %inum
  %add4 = add nsw i32 %mul3, %add
  %idxprom5 = sext i32 %add4 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %neighList, i64 %idxprom5
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !4
  %idxprom7 = sext i32 %3 to i64
  %arrayidx8 = getelementptr inbounds %struct.float4, ptr %position, i64 %idxprom7
  %jpos.sroa.0.0.copyload = load float, ptr %arrayidx8, align 16, !tbaa !8
  %jpos.sroa.4.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 4
  %jpos.sroa.4.0.copyload = load float, ptr %jpos.sroa.4.0.arrayidx8.sroa_idx, align 4, !tbaa !8
  %jpos.sroa.5.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 8
  %jpos.sroa.5.0.copyload = load float, ptr %jpos.sroa.5.0.arrayidx8.sroa_idx, align 8, !tbaa !8
  %sub = fsub contract float %ipos.sroa.0.0.copyload, %jpos.sroa.0.0.copyload
  %sub11 = fsub contract float %ipos.sroa.4.0.copyload, %jpos.sroa.4.0.copyload
  %sub13 = fsub contract float %ipos.sroa.5.0.copyload, %jpos.sroa.5.0.copyload
  %mul14 = fmul contract float %sub, %sub
  %mul15 = fmul contract float %sub11, %sub11
  %add16 = fadd contract float %mul14, %mul15
  %mul17 = fmul contract float %sub13, %sub13
  %add18 = fadd contract float %add16, %mul17
  %cmp19 = fcmp contract olt float %add18, %cutsq
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %div = fdiv contract float 1.000000e+00, %add18
  %mul20 = fmul contract float %div, %div
  %mul21 = fmul contract float %div, %mul20
  %mul22 = fmul contract float %div, %mul21
  %mul23 = fmul contract float %lj1, %mul21
  %sub24 = fsub contract float %mul23, %lj2
  %mul25 = fmul contract float %mul22, %sub24
  %mul26 = fmul contract float %sub, %mul25
  %add28 = fadd contract float %f.sroa.0.060, %mul26
  %mul29 = fmul contract float %sub11, %mul25
  %add31 = fadd contract float %f.sroa.6.059, %mul29
  %mul32 = fmul contract float %sub13, %mul25
  %add34 = fadd contract float %f.sroa.8.058, %mul32
  br label %if.end

if.end:                                           ; preds = %if.then, %while.body
  %f.sroa.8.1 = phi float [ %add34, %if.then ], [ %f.sroa.8.058, %while.body ]
  %f.sroa.6.1 = phi float [ %add31, %if.then ], [ %f.sroa.6.059, %while.body ]
  %f.sroa.0.1 = phi float [ %add28, %if.then ], [ %f.sroa.0.060, %while.body ]
  %inc = add nuw nsw i32 %j.057, 1
  %exitcond.not = icmp eq i32 %inc, %neighCount
  br i1 %exitcond.not, label %while.end, label %while.body, !llvm.loop !10

while.end:                                        ; preds = %if.end, %entry
  %f.sroa.8.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %f.sroa.8.1, %if.end ]
  %f.sroa.6.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %f.sroa.6.1, %if.end ]
  %f.sroa.0.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %f.sroa.0.1, %if.end ]
  %arrayidx36 = getelementptr inbounds %struct.float3, ptr %force3, i64 %idxprom
  store float %f.sroa.0.0.lcssa, ptr %arrayidx36, align 4, !tbaa !8
  %f.sroa.6.0.arrayidx36.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx36, i64 4
  store float %f.sroa.6.0.lcssa, ptr %f.sroa.6.0.arrayidx36.sroa_idx, align 4, !tbaa !8
  %f.sroa.8.0.arrayidx36.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx36, i64 8
  store float %f.sroa.8.0.lcssa, ptr %f.sroa.8.0.arrayidx36.sroa_idx, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16compute_lj_forceId7double37double4Lb0E13noTexReaderDPEvPT0_PKT1_iPKiT_SA_SA_i(ptr noalias noundef writeonly captures(none) %force3, ptr noalias noundef readonly captures(none) %position, i32 noundef %neighCount, ptr noalias noundef readonly captures(none) %neighList, double noundef %cutsq, double noundef %lj1, double noundef %lj2, i32 noundef %inum) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.double4, ptr %position, i64 %idxprom
  %ipos.sroa.0.0.copyload = load double, ptr %arrayidx, align 16, !tbaa !12
  %ipos.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %ipos.sroa.4.0.copyload = load double, ptr %ipos.sroa.4.0.arrayidx.sroa_idx, align 8, !tbaa !12
  %ipos.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %ipos.sroa.5.0.copyload = load double, ptr %ipos.sroa.5.0.arrayidx.sroa_idx, align 16, !tbaa !12
  %cmp56 = icmp sgt i32 %neighCount, 0
  br i1 %cmp56, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %if.end
  %f.sroa.0.060 = phi double [ %f.sroa.0.1, %if.end ], [ 0.000000e+00, %entry ]
  %f.sroa.6.059 = phi double [ %f.sroa.6.1, %if.end ], [ 0.000000e+00, %entry ]
  %f.sroa.8.058 = phi double [ %f.sroa.8.1, %if.end ], [ 0.000000e+00, %entry ]
  %j.057 = phi i32 [ %inc, %if.end ], [ 0, %entry ]
  %mul3 = mul nsw i32 %j.057, %inum
  %add4 = add nsw i32 %mul3, %add
  %idxprom5 = sext i32 %add4 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %neighList, i64 %idxprom5
  %3 = load i32, ptr %arrayidx6, align 4, !tbaa !4
  %idxprom7 = sext i32 %3 to i64
  %arrayidx8 = getelementptr inbounds %struct.double4, ptr %position, i64 %idxprom7
  %jpos.sroa.0.0.copyload = load double, ptr %arrayidx8, align 16, !tbaa !12
  %jpos.sroa.4.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 8
  %jpos.sroa.4.0.copyload = load double, ptr %jpos.sroa.4.0.arrayidx8.sroa_idx, align 8, !tbaa !12
  %jpos.sroa.5.0.arrayidx8.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx8, i64 16
  %jpos.sroa.5.0.copyload = load double, ptr %jpos.sroa.5.0.arrayidx8.sroa_idx, align 16, !tbaa !12
  %sub = fsub contract double %ipos.sroa.0.0.copyload, %jpos.sroa.0.0.copyload
  %sub11 = fsub contract double %ipos.sroa.4.0.copyload, %jpos.sroa.4.0.copyload
  %sub13 = fsub contract double %ipos.sroa.5.0.copyload, %jpos.sroa.5.0.copyload
  %mul14 = fmul contract double %sub, %sub
  %mul15 = fmul contract double %sub11, %sub11
  %add16 = fadd contract double %mul14, %mul15
  %mul17 = fmul contract double %sub13, %sub13
  %add18 = fadd contract double %add16, %mul17
  %cmp19 = fcmp contract olt double %add18, %cutsq
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %div = fdiv contract double 1.000000e+00, %add18
  %mul20 = fmul contract double %div, %div
  %mul21 = fmul contract double %div, %mul20
  %mul22 = fmul contract double %div, %mul21
  %mul23 = fmul contract double %lj1, %mul21
  %sub24 = fsub contract double %mul23, %lj2
  %mul25 = fmul contract double %mul22, %sub24
  %mul26 = fmul contract double %sub, %mul25
  %add28 = fadd contract double %f.sroa.0.060, %mul26
  %mul29 = fmul contract double %sub11, %mul25
  %add31 = fadd contract double %f.sroa.6.059, %mul29
  %mul32 = fmul contract double %sub13, %mul25
  %add34 = fadd contract double %f.sroa.8.058, %mul32
  br label %if.end

if.end:                                           ; preds = %if.then, %while.body
  %f.sroa.8.1 = phi double [ %add34, %if.then ], [ %f.sroa.8.058, %while.body ]
  %f.sroa.6.1 = phi double [ %add31, %if.then ], [ %f.sroa.6.059, %while.body ]
  %f.sroa.0.1 = phi double [ %add28, %if.then ], [ %f.sroa.0.060, %while.body ]
  %inc = add nuw nsw i32 %j.057, 1
  %exitcond.not = icmp eq i32 %inc, %neighCount
  br i1 %exitcond.not, label %while.end, label %while.body, !llvm.loop !14

while.end:                                        ; preds = %if.end, %entry
  %f.sroa.8.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %f.sroa.8.1, %if.end ]
  %f.sroa.6.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %f.sroa.6.1, %if.end ]
  %f.sroa.0.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %f.sroa.0.1, %if.end ]
  %arrayidx36 = getelementptr inbounds %struct.double3, ptr %force3, i64 %idxprom
  store double %f.sroa.0.0.lcssa, ptr %arrayidx36, align 8, !tbaa !12
  %f.sroa.6.0.arrayidx36.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx36, i64 8
  store double %f.sroa.6.0.lcssa, ptr %f.sroa.6.0.arrayidx36.sroa_idx, align 8, !tbaa !12
  %f.sroa.8.0.arrayidx36.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx36, i64 16
  store double %f.sroa.8.0.lcssa, ptr %f.sroa.8.0.arrayidx36.sroa_idx, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !11}
