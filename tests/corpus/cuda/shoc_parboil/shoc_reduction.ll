; ModuleID = 'shoc_parboil/shoc_reduction.cu'
source_filename = "shoc_parboil/shoc_reduction.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z6reduceIfLi256EEvPKT_PS0_j = comdat any

$_Z6reduceIdLi256EEvPKT_PS0_j = comdat any

@s_float = external dso_local addrspace(3) global [0 x float], align 4
@s_double = external dso_local addrspace(3) global [0 x double], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reduceIfLi256EEvPKT_PS0_j(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = shl nuw nsw i32 %2, 1
  %mul3 = mul i32 %mul, %1
  %add = add i32 %mul3, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul7 = mul i32 %mul, %3
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), i64 %idxprom
  store volatile float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp125 = icmp ult i32 %add, %n
  br i1 %cmp125, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %i.0126 = phi i32 [ %add18, %while.body ], [ %add, %entry ]
  %idxprom9 = zext i32 %i.0126 to i64
  %arrayidx10 = getelementptr inbounds nuw float, ptr %g_idata, i64 %idxprom9
  %4 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add11 = add i32 %i.0126, 256
  %idxprom12 = zext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr %g_idata, i64 %idxprom12
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !8
  %add14 = fadd contract float %4, %5
  %6 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add17 = fadd contract float %6, %add14
  store volatile float %add17, ptr %arrayidx, align 4, !tbaa !8
  %add18 = add i32 %i.0126, %mul7
  %cmp = icmp ult i32 %add18, %n
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !10

while.end:                                        ; preds = %while.body, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp19 = icmp samesign ult i32 %0, 128
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 512
  %7 = load volatile float, ptr %arrayidx22, align 4, !tbaa !8
  %8 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add25 = fadd contract float %7, %8
  store volatile float %add25, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp26 = icmp samesign ult i32 %0, 64
  br i1 %cmp26, label %if.then27, label %if.end34

if.then27:                                        ; preds = %if.end
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 256
  %9 = load volatile float, ptr %arrayidx30, align 4, !tbaa !8
  %10 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add33 = fadd contract float %9, %10
  store volatile float %add33, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end34

if.end34:                                         ; preds = %if.then27, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp35 = icmp samesign ult i32 %0, 32
  br i1 %cmp35, label %if.then36, label %if.end73

if.then36:                                        ; preds = %if.end34
  %arrayidx39 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 128
  %11 = load volatile float, ptr %arrayidx39, align 4, !tbaa !8
  %12 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add42 = fadd contract float %11, %12
  store volatile float %add42, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx45 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 64
  %13 = load volatile float, ptr %arrayidx45, align 4, !tbaa !8
  %14 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add48 = fadd contract float %13, %14
  store volatile float %add48, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx51 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %15 = load volatile float, ptr %arrayidx51, align 4, !tbaa !8
  %16 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add54 = fadd contract float %15, %16
  store volatile float %add54, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx57 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %17 = load volatile float, ptr %arrayidx57, align 4, !tbaa !8
  %18 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add60 = fadd contract float %17, %18
  store volatile float %add60, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx63 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %19 = load volatile float, ptr %arrayidx63, align 4, !tbaa !8
  %20 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add66 = fadd contract float %19, %20
  store volatile float %add66, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx69 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %21 = load volatile float, ptr %arrayidx69, align 4, !tbaa !8
  %22 = load volatile float, ptr %arrayidx, align 4, !tbaa !8
  %add72 = fadd contract float %21, %22
  store volatile float %add72, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end73

if.end73:                                         ; preds = %if.then36, %if.end34
  %cmp74 = icmp eq i32 %0, 0
  br i1 %cmp74, label %if.then75, label %if.end80

if.then75:                                        ; preds = %if.end73
  %idxprom78 = zext nneg i32 %1 to i64
  %arrayidx79 = getelementptr inbounds nuw float, ptr %g_odata, i64 %idxprom78
  %23 = load volatile float, ptr addrspacecast (ptr addrspace(3) @s_float to ptr), align 4, !tbaa !8
  store float %23, ptr %arrayidx79, align 4, !tbaa !8
  br label %if.end80

if.end80:                                         ; preds = %if.then75, %if.end73
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reduceIdLi256EEvPKT_PS0_j(ptr noalias noundef readonly captures(none) %g_idata, ptr noalias noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = shl nuw nsw i32 %2, 1
  %mul3 = mul i32 %mul, %1
  %add = add i32 %mul3, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul7 = mul i32 %mul, %3
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), i64 %idxprom
  store volatile double 0.000000e+00, ptr %arrayidx, align 8, !tbaa !12
  %cmp125 = icmp ult i32 %add, %n
  br i1 %cmp125, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %i.0126 = phi i32 [ %add18, %while.body ], [ %add, %entry ]
  %idxprom9 = zext i32 %i.0126 to i64
  %arrayidx10 = getelementptr inbounds nuw double, ptr %g_idata, i64 %idxprom9
  %4 = load double, ptr %arrayidx10, align 8, !tbaa !12
  %add11 = add i32 %i.0126, 256
  %idxprom12 = zext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds nuw double, ptr %g_idata, i64 %idxprom12
  %5 = load double, ptr %arrayidx13, align 8, !tbaa !12
  %add14 = fadd contract double %4, %5
  %6 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add17 = fadd contract double %6, %add14
  store volatile double %add17, ptr %arrayidx, align 8, !tbaa !12
  %add18 = add i32 %i.0126, %mul7
  %cmp = icmp ult i32 %add18, %n
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !14

while.end:                                        ; preds = %while.body, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp19 = icmp samesign ult i32 %0, 128
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 1024
  %7 = load volatile double, ptr %arrayidx22, align 8, !tbaa !12
  %8 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add25 = fadd contract double %7, %8
  store volatile double %add25, ptr %arrayidx, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp26 = icmp samesign ult i32 %0, 64
  br i1 %cmp26, label %if.then27, label %if.end34

if.then27:                                        ; preds = %if.end
  %arrayidx30 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 512
  %9 = load volatile double, ptr %arrayidx30, align 8, !tbaa !12
  %10 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add33 = fadd contract double %9, %10
  store volatile double %add33, ptr %arrayidx, align 8, !tbaa !12
  br label %if.end34

if.end34:                                         ; preds = %if.then27, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp35 = icmp samesign ult i32 %0, 32
  br i1 %cmp35, label %if.then36, label %if.end73

if.then36:                                        ; preds = %if.end34
  %arrayidx39 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 256
  %11 = load volatile double, ptr %arrayidx39, align 8, !tbaa !12
  %12 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add42 = fadd contract double %11, %12
  store volatile double %add42, ptr %arrayidx, align 8, !tbaa !12
  %arrayidx45 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 128
  %13 = load volatile double, ptr %arrayidx45, align 8, !tbaa !12
  %14 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add48 = fadd contract double %13, %14
  store volatile double %add48, ptr %arrayidx, align 8, !tbaa !12
  %arrayidx51 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 64
  %15 = load volatile double, ptr %arrayidx51, align 8, !tbaa !12
  %16 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add54 = fadd contract double %15, %16
  store volatile double %add54, ptr %arrayidx, align 8, !tbaa !12
  %arrayidx57 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %17 = load volatile double, ptr %arrayidx57, align 8, !tbaa !12
  %18 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add60 = fadd contract double %17, %18
  store volatile double %add60, ptr %arrayidx, align 8, !tbaa !12
  %arrayidx63 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %19 = load volatile double, ptr %arrayidx63, align 8, !tbaa !12
  %20 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add66 = fadd contract double %19, %20
  store volatile double %add66, ptr %arrayidx, align 8, !tbaa !12
  %arrayidx69 = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %21 = load volatile double, ptr %arrayidx69, align 8, !tbaa !12
  %22 = load volatile double, ptr %arrayidx, align 8, !tbaa !12
  %add72 = fadd contract double %21, %22
  store volatile double %add72, ptr %arrayidx, align 8, !tbaa !12
  br label %if.end73

if.end73:                                         ; preds = %if.then36, %if.end34
  %cmp74 = icmp eq i32 %0, 0
  br i1 %cmp74, label %if.then75, label %if.end80

if.then75:                                        ; preds = %if.end73
  %idxprom78 = zext nneg i32 %1 to i64
  %arrayidx79 = getelementptr inbounds nuw double, ptr %g_odata, i64 %idxprom78
  %23 = load volatile double, ptr addrspacecast (ptr addrspace(3) @s_double to ptr), align 8, !tbaa !12
  store double %23, ptr %arrayidx79, align 8, !tbaa !12
  br label %if.end80

if.end80:                                         ; preds = %if.then75, %if.end73
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
