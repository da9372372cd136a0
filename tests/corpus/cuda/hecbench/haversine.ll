; ModuleID = 'hecbench/haversine.cu'
source_filename = "hecbench/haversine.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.double4 = type { double, double, double, double }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z26compute_haversine_distancePK7double4Pdi(ptr noalias noundef readonly captures(none) %p, ptr noalias noundef writeonly captures(none) %distance, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.double4, ptr %p, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 16, !tbaa !8
  %mul3 = fmul contract double %3, 0x400921FB54442D18
  %div = fdiv contract double %mul3, 1.800000e+02
  %y = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %4 = load double, ptr %y, align 8, !tbaa !11
  %mul6 = fmul contract double %4, 0x400921FB54442D18
  %div7 = fdiv contract double %mul6, 1.800000e+02
  %z = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %5 = load double, ptr %z, align 16, !tbaa !12
  %mul10 = fmul contract double %5, 0x400921FB54442D18
  %div11 = fdiv contract double %mul10, 1.800000e+02
  %w = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %6 = load double, ptr %w, align 8, !tbaa !13
  %mul14 = fmul contract double %6, 0x400921FB54442D18
  %div15 = fdiv contract double %mul14, 1.800000e+02
  %sub = fsub contract double %div15, %div7
  %div17 = fmul contract double %sub, 5.000000e-01
  %sub19 = fsub contract double %div11, %div
  %div20 = fmul contract double %sub19, 5.000000e-01
  %call.i51 = tail call contract noundef double @__nv_sin(double noundef %div20) #3
  %call.i50 = tail call contract noundef double @__nv_sin(double noundef %div20) #3
  %mul23 = fmul contract double %call.i51, %call.i50
  %call.i49 = tail call contract noundef double @__nv_sin(double noundef %div17) #3
  %call.i = tail call contract noundef double @__nv_sin(double noundef %div17) #3
  %mul26 = fmul contract double %call.i49, %call.i
  %call.i53 = tail call contract noundef double @__nv_cos(double noundef %div) #3
  %call.i52 = tail call contract noundef double @__nv_cos(double noundef %div11) #3
  %mul29 = fmul contract double %call.i53, %call.i52
  %mul30 = fmul contract double %mul26, %mul29
  %add31 = fadd contract double %mul23, %mul30
  %call.i55 = tail call contract noundef double @__nv_sqrt(double noundef %add31) #3
  %call.i54 = tail call contract noundef double @__nv_asin(double noundef %call.i55) #3
  %mul34 = fmul contract double %call.i54, 1.274200e+04
  %arrayidx36 = getelementptr inbounds double, ptr %distance, i64 %idxprom
  store double %mul34, ptr %arrayidx36, align 8, !tbaa !14
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sin(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_cos(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_asin(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #2

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
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS7double4", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!10 = !{!"double", !6, i64 0}
!11 = !{!9, !10, i64 8}
!12 = !{!9, !10, i64 16}
!13 = !{!9, !10, i64 24}
!14 = !{!10, !10, i64 0}
