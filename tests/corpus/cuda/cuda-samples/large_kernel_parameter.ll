; ModuleID = 'cuda-samples/large_kernel_parameter.cu'
source_filename = "cuda-samples/large_kernel_parameter.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.param_t = type { [12 x i32] }

@excess_params = dso_local addrspace(4) externally_initialized constant <{ i32, i32, i32, [7985 x i32] }> <{ i32 1, i32 2, i32 3, [7985 x i32] zeroinitializer }>, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @excess_params to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13kernelDefault7param_tPi(ptr noundef readonly byval(%struct.param_t) align 4 captures(none) "nvvm.grid_constant" %p, ptr noundef writeonly captures(none) %result) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %p, align 4, !tbaa !4
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %p, i64 4
  %1 = load i32, ptr %arrayidx.1, align 4, !tbaa !4
  %add.1 = add nsw i32 %1, %0
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %p, i64 8
  %2 = load i32, ptr %arrayidx.2, align 4, !tbaa !4
  %add.2 = add nsw i32 %2, %add.1
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %p, i64 12
  %3 = load i32, ptr %arrayidx.3, align 4, !tbaa !4
  %add.3 = add nsw i32 %3, %add.2
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %p, i64 16
  %4 = load i32, ptr %arrayidx.4, align 4, !tbaa !4
  %add.4 = add nsw i32 %4, %add.3
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %p, i64 20
  %5 = load i32, ptr %arrayidx.5, align 4, !tbaa !4
  %add.5 = add nsw i32 %5, %add.4
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %p, i64 24
  %6 = load i32, ptr %arrayidx.6, align 4, !tbaa !4
  %add.6 = add nsw i32 %6, %add.5
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %p, i64 28
  %7 = load i32, ptr %arrayidx.7, align 4, !tbaa !4
  %add.7 = add nsw i32 %7, %add.6
  %arrayidx.8 = getelementptr inbounds nuw i8, ptr %p, i64 32
  %8 = load i32, ptr %arrayidx.8, align 4, !tbaa !4
  %add.8 = add nsw i32 %8, %add.7
  %arrayidx.9 = getelementptr inbounds nuw i8, ptr %p, i64 36
  %9 = load i32, ptr %arrayidx.9, align 4, !tbaa !4
  %add.9 = add nsw i32 %9, %add.8
  %arrayidx.10 = getelementptr inbounds nuw i8, ptr %p, i64 40
  %10 = load i32, ptr %arrayidx.10, align 4, !tbaa !4
  %add.10 = add nsw i32 %10, %add.9
  %arrayidx.11 = getelementptr inbounds nuw i8, ptr %p, i64 44
  %11 = load i32, ptr %arrayidx.11, align 4, !tbaa !4
  %add.11 = add nsw i32 %11, %add.10
  br label %for.body5

for.cond.cleanup4:                                ; preds = %for.body5
  store i32 %add8.3, ptr %result, align 4, !tbaa !4
  ret void

for.body5:                                        ; preds = %for.body5, %entry
  %i1.021 = phi i32 [ 0, %entry ], [ %inc10.3, %for.body5 ]
  %tmp.120 = phi i32 [ %add.11, %entry ], [ %add8.3, %for.body5 ]
  %idxprom6 = zext nneg i32 %i1.021 to i64
  %arrayidx7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @excess_params to ptr), i64 %idxprom6
  %12 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %add8 = add nsw i32 %12, %tmp.120
  %13 = zext nneg i32 %i1.021 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @excess_params to ptr), i64 %13
  %arrayidx7.1 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %15 = load i32, ptr %arrayidx7.1, align 4, !tbaa !4
  %add8.1 = add nsw i32 %15, %add8
  %16 = zext nneg i32 %i1.021 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @excess_params to ptr), i64 %16
  %arrayidx7.2 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %18 = load i32, ptr %arrayidx7.2, align 4, !tbaa !4
  %add8.2 = add nsw i32 %18, %add8.1
  %19 = zext nneg i32 %i1.021 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @excess_params to ptr), i64 %19
  %arrayidx7.3 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %21 = load i32, ptr %arrayidx7.3, align 4, !tbaa !4
  %add8.3 = add nsw i32 %21, %add8.2
  %inc10.3 = add nuw nsw i32 %i1.021, 4
  %exitcond.not.3 = icmp eq i32 %inc10.3, 7988
  br i1 %exitcond.not.3, label %for.cond.cleanup4, label %for.body5, !llvm.loop !8
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
