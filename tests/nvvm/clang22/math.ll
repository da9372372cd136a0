; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @math(ptr noundef readonly captures(none) %x, ptr noundef writeonly captures(none) %out, ptr noundef writeonly captures(none) %ftz, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp eq i32 %add, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, ptr %ftz, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %cmp3 = icmp ult i32 %add, %n
  br i1 %cmp3, label %if.then4, label %if.end14

if.then4:                                         ; preds = %if.end
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %fneg = fneg contract float %3
  %mul5 = fmul contract float %3, %fneg
  %call6 = tail call contract float @__nv_expf(float noundef %mul5) #3
  %call7 = tail call contract float @__nv_sinf(float noundef %3) #3
  %mul8 = fmul contract float %call6, %call7
  %call9 = tail call contract float @__nv_fabsf(float noundef %3) #3
  %call10 = tail call contract float @__nv_sqrtf(float noundef %call9) #3
  %add11 = fadd contract float %mul8, %call10
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom
  store float %add11, ptr %arrayidx13, align 4, !tbaa !8
  br label %if.end14

if.end14:                                         ; preds = %if.then4, %if.end
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!"float", !6, i64 0}
