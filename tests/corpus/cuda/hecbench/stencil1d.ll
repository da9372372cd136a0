; ModuleID = 'hecbench/stencil1d.cu'
source_filename = "hecbench/stencil1d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stencil_1dPKiPiE4temp = internal unnamed_addr addrspace(3) global [270 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10stencil_1dPKiPi(ptr noalias noundef readonly captures(none) %in, ptr noalias noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %add4 = add nuw nsw i32 %0, 7
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %idxprom5 = zext nneg i32 %add4 to i64
  %arrayidx6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %idxprom5
  store i32 %3, ptr %arrayidx6, align 4, !tbaa !4
  %cmp = icmp samesign ult i32 %0, 7
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %cmp8 = icmp slt i32 %add, 7
  br i1 %cmp8, label %cond.end, label %cond.false

cond.false:                                       ; preds = %if.then
  %4 = zext nneg i32 %add to i64
  %5 = getelementptr i32, ptr %in, i64 %4
  %arrayidx10 = getelementptr i8, ptr %5, i64 -28
  %6 = load i32, ptr %arrayidx10, align 4, !tbaa !4
  br label %cond.end

cond.end:                                         ; preds = %if.then, %cond.false
  %cond = phi i32 [ %6, %cond.false ], [ 0, %if.then ]
  %idxprom12 = zext nneg i32 %0 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %idxprom12
  store i32 %cond, ptr %arrayidx13, align 4, !tbaa !4
  %arrayidx16 = getelementptr i8, ptr %arrayidx, i64 1024
  %7 = load i32, ptr %arrayidx16, align 4, !tbaa !4
  %arrayidx19 = getelementptr inbounds nuw i8, ptr %arrayidx13, i64 1052
  store i32 %7, ptr %arrayidx19, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom22 = zext nneg i32 %0 to i64
  %arrayidx23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %idxprom22
  %8 = load i32, ptr %arrayidx23, align 4, !tbaa !4
  %9 = zext nneg i32 %0 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %9
  %arrayidx23.1 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %11 = load i32, ptr %arrayidx23.1, align 4, !tbaa !4
  %add24.1 = add nsw i32 %11, %8
  %12 = zext nneg i32 %0 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %12
  %arrayidx23.2 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %14 = load i32, ptr %arrayidx23.2, align 4, !tbaa !4
  %add24.2 = add nsw i32 %14, %add24.1
  %15 = zext nneg i32 %0 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %15
  %arrayidx23.3 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %17 = load i32, ptr %arrayidx23.3, align 4, !tbaa !4
  %add24.3 = add nsw i32 %17, %add24.2
  %18 = zext nneg i32 %0 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %18
  %arrayidx23.4 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %20 = load i32, ptr %arrayidx23.4, align 4, !tbaa !4
  %add24.4 = add nsw i32 %20, %add24.3
  %21 = zext nneg i32 %0 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %21
  %arrayidx23.5 = getelementptr inbounds nuw i8, ptr %22, i64 20
  %23 = load i32, ptr %arrayidx23.5, align 4, !tbaa !4
  %add24.5 = add nsw i32 %23, %add24.4
  %24 = zext nneg i32 %0 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %24
  %arrayidx23.6 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %26 = load i32, ptr %arrayidx23.6, align 4, !tbaa !4
  %add24.6 = add nsw i32 %26, %add24.5
  %idxprom22.7 = zext nneg i32 %add4 to i64
  %arrayidx23.7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %idxprom22.7
  %27 = load i32, ptr %arrayidx23.7, align 4, !tbaa !4
  %add24.7 = add nsw i32 %27, %add24.6
  %28 = zext nneg i32 %0 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %28
  %arrayidx23.8 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %30 = load i32, ptr %arrayidx23.8, align 4, !tbaa !4
  %add24.8 = add nsw i32 %30, %add24.7
  %31 = zext nneg i32 %0 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %31
  %arrayidx23.9 = getelementptr inbounds nuw i8, ptr %32, i64 36
  %33 = load i32, ptr %arrayidx23.9, align 4, !tbaa !4
  %add24.9 = add nsw i32 %33, %add24.8
  %34 = zext nneg i32 %0 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %34
  %arrayidx23.10 = getelementptr inbounds nuw i8, ptr %35, i64 40
  %36 = load i32, ptr %arrayidx23.10, align 4, !tbaa !4
  %add24.10 = add nsw i32 %36, %add24.9
  %37 = zext nneg i32 %0 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %37
  %arrayidx23.11 = getelementptr inbounds nuw i8, ptr %38, i64 44
  %39 = load i32, ptr %arrayidx23.11, align 4, !tbaa !4
  %add24.11 = add nsw i32 %39, %add24.10
  %40 = zext nneg i32 %0 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %40
  %arrayidx23.12 = getelementptr inbounds nuw i8, ptr %41, i64 48
  %42 = load i32, ptr %arrayidx23.12, align 4, !tbaa !4
  %add24.12 = add nsw i32 %42, %add24.11
  %43 = zext nneg i32 %0 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %43
  %arrayidx23.13 = getelementptr inbounds nuw i8, ptr %44, i64 52
  %45 = load i32, ptr %arrayidx23.13, align 4, !tbaa !4
  %add24.13 = add nsw i32 %45, %add24.12
  %46 = zext nneg i32 %0 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10stencil_1dPKiPiE4temp to ptr), i64 %46
  %arrayidx23.14 = getelementptr inbounds nuw i8, ptr %47, i64 56
  %48 = load i32, ptr %arrayidx23.14, align 4, !tbaa !4
  %add24.14 = add nsw i32 %48, %add24.13
  %arrayidx26 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %add24.14, ptr %arrayidx26, align 4, !tbaa !4
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
