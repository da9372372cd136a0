; ModuleID = 'hecbench/threadfence.cu'
source_filename = "hecbench/threadfence.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3sumPKfiPjPVfE15isLastBlockDone = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ3sumPKfiPjPVfE10partialSum = internal addrspace(3) global float undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z3sumPKfiPjPVf(ptr noalias noundef readonly captures(none) %array, i32 noundef %N, ptr noalias noundef captures(none) %count, ptr noalias noundef %result) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %0, %2
  %add = add i32 %mul, %3
  %cmp = icmp eq i32 %3, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp4 = icmp ult i32 %add, %N
  br i1 %cmp4, label %if.then5, label %if.end7

if.then5:                                         ; preds = %if.end
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %array, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %5 = atomicrmw fadd ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), float %4 seq_cst, align 4
  br label %if.end7

if.end7:                                          ; preds = %if.then5, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then9, label %if.end14

if.then9:                                         ; preds = %if.end7
  %6 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), align 4, !tbaa !8
  %idxprom10 = zext nneg i32 %0 to i64
  %arrayidx11 = getelementptr inbounds nuw float, ptr %result, i64 %idxprom10
  store volatile float %6, ptr %arrayidx11, align 4, !tbaa !8
  tail call void @llvm.nvvm.membar.gl()
  %7 = atomicrmw add ptr %count, i32 1 seq_cst, align 4
  %sub = add nsw i32 %1, -1
  %cmp13 = icmp eq i32 %7, %sub
  %storedv = zext i1 %cmp13 to i8
  store i8 %storedv, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE15isLastBlockDone to ptr), align 1, !tbaa !10
  br label %if.end14

if.end14:                                         ; preds = %if.then9, %if.end7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE15isLastBlockDone to ptr), align 1, !tbaa !10, !range !12, !noundef !13
  %loadedv = trunc nuw i8 %8 to i1
  br i1 %loadedv, label %if.then15, label %if.end28

if.then15:                                        ; preds = %if.end14
  br i1 %cmp, label %if.then17, label %if.end18

if.then17:                                        ; preds = %if.then15
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), align 4, !tbaa !8
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.then15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp1943 = icmp samesign ult i32 %3, %1
  br i1 %cmp1943, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %if.end18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp, label %if.then25, label %if.end28

for.body:                                         ; preds = %if.end18, %for.body
  %i.044 = phi i32 [ %add23, %for.body ], [ %3, %if.end18 ]
  %idxprom20 = zext nneg i32 %i.044 to i64
  %arrayidx21 = getelementptr inbounds nuw float, ptr %result, i64 %idxprom20
  %9 = load volatile float, ptr %arrayidx21, align 4, !tbaa !8
  %10 = atomicrmw fadd ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), float %9 seq_cst, align 4
  %add23 = add nuw i32 %i.044, %2
  %cmp19 = icmp ult i32 %add23, %1
  br i1 %cmp19, label %for.body, label %for.cond.cleanup, !llvm.loop !14

if.then25:                                        ; preds = %for.cond.cleanup
  %11 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ3sumPKfiPjPVfE10partialSum to ptr), align 4, !tbaa !8
  store volatile float %11, ptr %result, align 4, !tbaa !8
  store i32 0, ptr %count, align 4, !tbaa !4
  br label %if.end28

if.end28:                                         ; preds = %for.cond.cleanup, %if.then25, %if.end14
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"bool", !6, i64 0}
!12 = !{i8 0, i8 2}
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
