; ModuleID = 'hecbench/van_genuchten.cu'
source_filename = "hecbench/van_genuchten.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12vanGenuchtenPKdS0_PdS1_S1_i(ptr noalias noundef readonly captures(none) %Ksat, ptr noalias noundef readonly captures(none) %psi, ptr noalias noundef writeonly captures(none) %C, ptr noalias noundef writeonly captures(none) %theta, ptr noalias noundef writeonly captures(none) %K, i32 noundef %size) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp slt i32 %add, %size
  br i1 %cmp, label %if.then, label %if.end47

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %psi, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %mul3 = fmul contract double %3, 1.000000e+02
  %cmp4 = fcmp contract olt double %mul3, 0.000000e+00
  br i1 %cmp4, label %if.then5, label %if.end

if.then5:                                         ; preds = %if.then
  %mul6 = fmul contract double %mul3, -2.000000e-02
  %call.i69 = tail call contract noundef double @__nv_pow(double noundef %mul6, double noundef 1.800000e+00) #3
  %add8 = fadd contract double %call.i69, 1.000000e+00
  %call.i68 = tail call contract noundef double @__nv_pow(double noundef %add8, double noundef 0x3FDC71C71C71C71D) #3
  %div10 = fdiv contract double 3.500000e-01, %call.i68
  %add11 = fadd contract double %div10, 1.000000e-01
  br label %if.end

if.end:                                           ; preds = %if.then, %if.then5
  %_theta.0 = phi double [ %add11, %if.then5 ], [ 4.500000e-01, %if.then ]
  %arrayidx13 = getelementptr inbounds double, ptr %theta, i64 %idxprom
  store double %_theta.0, ptr %arrayidx13, align 8, !tbaa !8
  %sub = fadd contract double %_theta.0, -1.000000e-01
  %div14 = fdiv contract double %sub, 3.500000e-01
  %call.i67 = tail call contract noundef double @__nv_pow(double noundef %div14, double noundef 2.250000e+00) #3
  %sub17 = fsub contract double 1.000000e+00, %call.i67
  %call.i66 = tail call contract noundef double @__nv_pow(double noundef %sub17, double noundef 0x3FDC71C71C71C71D) #3
  %sub19 = fsub contract double 1.000000e+00, %call.i66
  %arrayidx21 = getelementptr inbounds double, ptr %Ksat, i64 %idxprom
  %4 = load double, ptr %arrayidx21, align 8, !tbaa !8
  %call.i70 = tail call contract noundef double @__nv_sqrt(double noundef %div14) #3
  %mul23 = fmul contract double %4, %call.i70
  %mul24 = fmul contract double %sub19, %mul23
  %mul25 = fmul contract double %sub19, %mul24
  %arrayidx27 = getelementptr inbounds double, ptr %K, i64 %idxprom
  store double %mul25, ptr %arrayidx27, align 8, !tbaa !8
  br i1 %cmp4, label %if.then29, label %if.end47.sink.split

if.then29:                                        ; preds = %if.end
  %call.i72 = tail call contract noundef double @__nv_fabs(double noundef %mul3) #3
  %mul31 = fmul contract double %call.i72, 2.000000e-02
  %call.i65 = tail call contract noundef double @__nv_pow(double noundef %mul31, double noundef 8.000000e-01) #3
  %mul33 = fmul contract double %call.i65, 0xBFF9999999999999
  %mul34 = fmul contract double %mul33, -3.500000e-01
  %call.i71 = tail call contract noundef double @__nv_fabs(double noundef %mul3) #3
  %mul36 = fmul contract double %call.i71, 2.000000e-02
  %call.i64 = tail call contract noundef double @__nv_pow(double noundef %mul36, double noundef 1.800000e+00) #3
  %add38 = fadd contract double %call.i64, 1.000000e+00
  %call.i = tail call contract noundef double @__nv_pow(double noundef %add38, double noundef 0xBFF71C71C71C71C7) #3
  %mul40 = fmul contract double %mul34, %call.i
  br label %if.end47.sink.split

if.end47.sink.split:                              ; preds = %if.end, %if.then29
  %mul40.sink = phi double [ %mul40, %if.then29 ], [ 0.000000e+00, %if.end ]
  %arrayidx42 = getelementptr inbounds double, ptr %C, i64 %idxprom
  store double %mul40.sink, ptr %arrayidx42, align 8, !tbaa !8
  br label %if.end47

if.end47:                                         ; preds = %if.end47.sink.split, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_pow(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_fabs(double noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nounwind }

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
!9 = !{!"double", !6, i64 0}
