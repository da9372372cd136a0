; ModuleID = 'hecbench/lombscargle.cu'
source_filename = "hecbench/lombscargle.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11lombscargleiiPKfS0_S0_Pff(i32 noundef %x_shape, i32 noundef %freqs_shape, ptr noalias noundef readonly captures(none) %x, ptr noalias noundef readonly captures(none) %y, ptr noalias noundef readonly captures(none) %freqs, ptr noalias noundef writeonly captures(none) %pgram, float noundef %y_dot) local_unnamed_addr #0 {
entry:
  %c = alloca float, align 4
  %s = alloca float, align 4
  %c_tau = alloca float, align 4
  %s_tau = alloca float, align 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul5 = mul i32 %1, %3
  %cmp110 = icmp slt i32 %add, %freqs_shape
  br i1 %cmp110, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp799 = icmp sgt i32 %x_shape, 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.cond.cleanup8, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.cond.cleanup8
  %tid.0111 = phi i32 [ %add, %for.body.lr.ph ], [ %add67, %for.cond.cleanup8 ]
  %idxprom = sext i32 %tid.0111 to i64
  %arrayidx = getelementptr inbounds float, ptr %freqs, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(ptr nonnull %c) #4
  call void @llvm.lifetime.start.p0(ptr nonnull %s) #4
  br i1 %cmp799, label %for.body9, label %for.cond.cleanup8

for.cond.cleanup8:                                ; preds = %for.body9, %for.body
  %cc.0.lcssa = phi float [ 0.000000e+00, %for.body ], [ %add22, %for.body9 ]
  %ss.0.lcssa = phi float [ 0.000000e+00, %for.body ], [ %add24, %for.body9 ]
  %cs.0.lcssa = phi float [ 0.000000e+00, %for.body ], [ %add26, %for.body9 ]
  %xs.0.lcssa = phi float [ 0.000000e+00, %for.body ], [ %add20, %for.body9 ]
  %xc.0.lcssa = phi float [ 0.000000e+00, %for.body ], [ %add16, %for.body9 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %c_tau) #4
  call void @llvm.lifetime.start.p0(ptr nonnull %s_tau) #4
  %mul27 = fmul contract float %cs.0.lcssa, 2.000000e+00
  %sub = fsub contract float %cc.0.lcssa, %ss.0.lcssa
  %call.i = call contract noundef float @__nv_atan2f(float noundef %mul27, float noundef %sub) #5
  %mul29 = fmul contract float %4, 2.000000e+00
  %div = fdiv contract float %call.i, %mul29
  %mul30 = fmul contract float %4, %div
  call void @__nv_sincosf(float noundef %mul30, ptr noundef nonnull %s_tau, ptr noundef nonnull %c_tau) #5
  %5 = load float, ptr %c_tau, align 4, !tbaa !8
  %mul31 = fmul contract float %5, %5
  %6 = load float, ptr %s_tau, align 4, !tbaa !8
  %mul32 = fmul contract float %6, %6
  %mul33 = fmul contract float %5, 2.000000e+00
  %mul34 = fmul contract float %mul33, %6
  %mul35 = fmul contract float %xc.0.lcssa, %5
  %mul36 = fmul contract float %xs.0.lcssa, %6
  %add37 = fadd contract float %mul35, %mul36
  %mul41 = fmul contract float %add37, %add37
  %mul42 = fmul contract float %cc.0.lcssa, %mul31
  %mul43 = fmul contract float %cs.0.lcssa, %mul34
  %add44 = fadd contract float %mul42, %mul43
  %mul45 = fmul contract float %ss.0.lcssa, %mul32
  %add46 = fadd contract float %mul45, %add44
  %div47 = fdiv contract float %mul41, %add46
  %mul48 = fmul contract float %xs.0.lcssa, %5
  %mul49 = fmul contract float %xc.0.lcssa, %6
  %sub50 = fsub contract float %mul48, %mul49
  %mul54 = fmul contract float %sub50, %sub50
  %mul55 = fmul contract float %ss.0.lcssa, %mul31
  %sub57 = fsub contract float %mul55, %mul43
  %mul58 = fmul contract float %cc.0.lcssa, %mul32
  %add59 = fadd contract float %mul58, %sub57
  %div60 = fdiv contract float %mul54, %add59
  %add61 = fadd contract float %div47, %div60
  %mul62 = fmul contract float %add61, 5.000000e-01
  %mul63 = fmul contract float %y_dot, %mul62
  %arrayidx65 = getelementptr inbounds float, ptr %pgram, i64 %idxprom
  store float %mul63, ptr %arrayidx65, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %s_tau) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %c_tau) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %s) #4
  call void @llvm.lifetime.end.p0(ptr nonnull %c) #4
  %add67 = add nsw i32 %tid.0111, %mul5
  %cmp = icmp slt i32 %add67, %freqs_shape
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

for.body9:                                        ; preds = %for.body, %for.body9
  %xc.0105 = phi float [ %add16, %for.body9 ], [ 0.000000e+00, %for.body ]
  %xs.0104 = phi float [ %add20, %for.body9 ], [ 0.000000e+00, %for.body ]
  %j.0103 = phi i32 [ %inc, %for.body9 ], [ 0, %for.body ]
  %cs.0102 = phi float [ %add26, %for.body9 ], [ 0.000000e+00, %for.body ]
  %ss.0101 = phi float [ %add24, %for.body9 ], [ 0.000000e+00, %for.body ]
  %cc.0100 = phi float [ %add22, %for.body9 ], [ 0.000000e+00, %for.body ]
  %idxprom10 = zext nneg i32 %j.0103 to i64
  %arrayidx11 = getelementptr inbounds nuw float, ptr %x, i64 %idxprom10
  %7 = load float, ptr %arrayidx11, align 4, !tbaa !8
  %mul12 = fmul contract float %4, %7
  call void @__nv_sincosf(float noundef %mul12, ptr noundef nonnull %s, ptr noundef nonnull %c) #5
  %arrayidx14 = getelementptr inbounds nuw float, ptr %y, i64 %idxprom10
  %8 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %9 = load float, ptr %c, align 4, !tbaa !8
  %mul15 = fmul contract float %8, %9
  %add16 = fadd contract float %xc.0105, %mul15
  %10 = load float, ptr %s, align 4, !tbaa !8
  %mul19 = fmul contract float %8, %10
  %add20 = fadd contract float %xs.0104, %mul19
  %mul21 = fmul contract float %9, %9
  %add22 = fadd contract float %cc.0100, %mul21
  %mul23 = fmul contract float %10, %10
  %add24 = fadd contract float %ss.0101, %mul23
  %mul25 = fmul contract float %9, %10
  %add26 = fadd contract float %cs.0102, %mul25
  %inc = add nuw nsw i32 %j.0103, 1
  %exitcond.not = icmp eq i32 %inc, %x_shape
  br i1 %exitcond.not, label %for.cond.cleanup8, label %for.body9, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local void @__nv_sincosf(float noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { nounwind }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
