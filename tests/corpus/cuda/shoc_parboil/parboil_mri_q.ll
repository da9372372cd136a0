; ModuleID = 'shoc_parboil/parboil_mri_q.cu'
source_filename = "shoc_parboil/parboil_mri_q.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kValues = type { float, float, float, float }

@ck = dso_local addrspace(4) externally_initialized constant [1024 x %struct.kValues] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @ck to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17ComputePhiMag_GPUPfS_S_i(ptr noundef readonly captures(none) %phiR, ptr noundef readonly captures(none) %phiI, ptr noundef writeonly captures(none) %phiMag, i32 noundef %numK) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 9
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %cmp = icmp slt i32 %add, %numK
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %phiR, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3 = getelementptr inbounds float, ptr %phiI, i64 %idxprom
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %mul4 = fmul contract float %2, %2
  %mul5 = fmul contract float %3, %3
  %add6 = fadd contract float %mul4, %mul5
  %arrayidx8 = getelementptr inbounds float, ptr %phiMag, i64 %idxprom
  store float %add6, ptr %arrayidx8, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12ComputeQ_GPUiiPfS_S_S_S_(i32 noundef %numK, i32 noundef %kGlobalIndex, ptr noundef readonly captures(none) %x, ptr noundef readonly captures(none) %y, ptr noundef readonly captures(none) %z, ptr noundef captures(none) %Qr, ptr noundef captures(none) %Qi) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = shl i32 %0, 8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %1
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %2 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx3 = getelementptr inbounds float, ptr %y, i64 %idxprom
  %3 = load float, ptr %arrayidx3, align 4, !tbaa !8
  %arrayidx5 = getelementptr inbounds float, ptr %z, i64 %idxprom
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds float, ptr %Qr, i64 %idxprom
  %5 = load float, ptr %arrayidx7, align 4, !tbaa !8
  %arrayidx9 = getelementptr inbounds float, ptr %Qi, i64 %idxprom
  %6 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %7 = and i32 %numK, 1
  %tobool.not = icmp eq i32 %7, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %8 = load float, ptr addrspacecast (ptr addrspace(4) @ck to ptr), align 4, !tbaa !10
  %mul10 = fmul contract float %2, %8
  %9 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 4), align 4, !tbaa !12
  %mul11 = fmul contract float %3, %9
  %add12 = fadd contract float %mul10, %mul11
  %10 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 8), align 4, !tbaa !13
  %mul13 = fmul contract float %4, %10
  %add14 = fadd contract float %add12, %mul13
  %mul15 = fmul contract float %add14, 0x401921FB60000000
  %11 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 12), align 4, !tbaa !14
  %call.i125 = tail call contract noundef float @__nv_cosf(float noundef %mul15) #4
  %mul17 = fmul contract float %11, %call.i125
  %add18 = fadd contract float %5, %mul17
  %call.i = tail call contract noundef float @__nv_sinf(float noundef %mul15) #4
  %mul20 = fmul contract float %11, %call.i
  %add21 = fadd contract float %6, %mul20
  %inc22 = add nsw i32 %kGlobalIndex, 1
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %kIndex.0 = phi i32 [ 1, %if.then ], [ 0, %entry ]
  %sQi.0 = phi float [ %add21, %if.then ], [ %6, %entry ]
  %sQr.0 = phi float [ %add18, %if.then ], [ %5, %entry ]
  %kGlobalIndex.addr.0 = phi i32 [ %inc22, %if.then ], [ %kGlobalIndex, %entry ]
  %cmp23130 = icmp slt i32 %kGlobalIndex.addr.0, %numK
  br i1 %cmp23130, label %for.body, label %for.end

for.body:                                         ; preds = %if.end, %for.body
  %kGlobalIndex.addr.1134 = phi i32 [ %add77, %for.body ], [ %kGlobalIndex.addr.0, %if.end ]
  %sQr.1133 = phi float [ %add69, %for.body ], [ %sQr.0, %if.end ]
  %sQi.1132 = phi float [ %add75, %for.body ], [ %sQi.0, %if.end ]
  %kIndex.1131 = phi i32 [ %add76, %for.body ], [ %kIndex.0, %if.end ]
  %idxprom25 = zext nneg i32 %kIndex.1131 to i64
  %arrayidx26 = getelementptr inbounds nuw %struct.kValues, ptr addrspacecast (ptr addrspace(4) @ck to ptr), i64 %idxprom25
  %12 = load float, ptr %arrayidx26, align 4, !tbaa !10
  %mul27 = fmul contract float %2, %12
  %Ky = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 4
  %13 = load float, ptr %Ky, align 4, !tbaa !12
  %mul30 = fmul contract float %3, %13
  %add31 = fadd contract float %mul27, %mul30
  %Kz = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 8
  %14 = load float, ptr %Kz, align 4, !tbaa !13
  %mul34 = fmul contract float %4, %14
  %add35 = fadd contract float %add31, %mul34
  %mul36 = fmul contract float %add35, 0x401921FB60000000
  %PhiMag = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 12
  %15 = load float, ptr %PhiMag, align 4, !tbaa !14
  %call.i126 = tail call contract noundef float @__nv_cosf(float noundef %mul36) #4
  %mul40 = fmul contract float %15, %call.i126
  %add41 = fadd contract float %sQr.1133, %mul40
  %call.i128 = tail call contract noundef float @__nv_sinf(float noundef %mul36) #4
  %mul46 = fmul contract float %15, %call.i128
  %add47 = fadd contract float %sQi.1132, %mul46
  %arrayidx50 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 16
  %16 = load float, ptr %arrayidx50, align 4, !tbaa !10
  %mul52 = fmul contract float %2, %16
  %Ky55 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 20
  %17 = load float, ptr %Ky55, align 4, !tbaa !12
  %mul56 = fmul contract float %3, %17
  %add57 = fadd contract float %mul52, %mul56
  %Kz60 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 24
  %18 = load float, ptr %Kz60, align 4, !tbaa !13
  %mul61 = fmul contract float %4, %18
  %add62 = fadd contract float %add57, %mul61
  %mul63 = fmul contract float %add62, 0x401921FB60000000
  %PhiMag66 = getelementptr inbounds nuw i8, ptr %arrayidx26, i64 28
  %19 = load float, ptr %PhiMag66, align 4, !tbaa !14
  %call.i127 = tail call contract noundef float @__nv_cosf(float noundef %mul63) #4
  %mul68 = fmul contract float %19, %call.i127
  %add69 = fadd contract float %add41, %mul68
  %call.i129 = tail call contract noundef float @__nv_sinf(float noundef %mul63) #4
  %mul74 = fmul contract float %19, %call.i129
  %add75 = fadd contract float %add47, %mul74
  %add76 = add nuw nsw i32 %kIndex.1131, 2
  %add77 = add nsw i32 %kGlobalIndex.addr.1134, 2
  %cmp = icmp samesign ult i32 %kIndex.1131, 1022
  %cmp23 = icmp slt i32 %add77, %numK
  %20 = select i1 %cmp, i1 %cmp23, i1 false
  br i1 %20, label %for.body, label %for.end, !llvm.loop !15

for.end:                                          ; preds = %for.body, %if.end
  %sQi.1.lcssa = phi float [ %sQi.0, %if.end ], [ %add75, %for.body ]
  %sQr.1.lcssa = phi float [ %sQr.0, %if.end ], [ %add69, %for.body ]
  store float %sQr.1.lcssa, ptr %arrayidx7, align 4, !tbaa !8
  store float %sQi.1.lcssa, ptr %arrayidx9, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!10 = !{!11, !9, i64 0}
!11 = !{!"_ZTS7kValues", !9, i64 0, !9, i64 4, !9, i64 8, !9, i64 12}
!12 = !{!11, !9, i64 4}
!13 = !{!11, !9, i64 8}
!14 = !{!11, !9, i64 12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
