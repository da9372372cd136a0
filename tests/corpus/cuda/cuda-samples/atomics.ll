; ModuleID = 'cuda-samples/atomics.cu'
source_filename = "cuda-samples/atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10testKernelPi(ptr noundef captures(none) %g_odata) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = atomicrmw add ptr %g_odata, i32 10 seq_cst, align 4
  %arrayidx4 = getelementptr inbounds nuw i8, ptr %g_odata, i64 4
  %4 = atomicrmw add ptr %arrayidx4, i32 -10 seq_cst, align 4
  %arrayidx6 = getelementptr inbounds nuw i8, ptr %g_odata, i64 8
  %5 = atomicrmw xchg ptr %arrayidx6, i32 %add seq_cst, align 4
  %arrayidx8 = getelementptr inbounds nuw i8, ptr %g_odata, i64 12
  %6 = atomicrmw max ptr %arrayidx8, i32 %add seq_cst, align 4
  %arrayidx10 = getelementptr inbounds nuw i8, ptr %g_odata, i64 16
  %7 = atomicrmw min ptr %arrayidx10, i32 %add seq_cst, align 4
  %arrayidx12 = getelementptr inbounds nuw i8, ptr %g_odata, i64 20
  %8 = atomicrmw uinc_wrap ptr %arrayidx12, i32 17 seq_cst, align 4
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %g_odata, i64 24
  %9 = atomicrmw udec_wrap ptr %arrayidx14, i32 137 seq_cst, align 4
  %arrayidx16 = getelementptr inbounds nuw i8, ptr %g_odata, i64 28
  %sub = add i32 %add, -1
  %10 = cmpxchg ptr %arrayidx16, i32 %sub, i32 %add seq_cst seq_cst, align 4
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %g_odata, i64 32
  %mul19 = shl i32 %add, 1
  %add20 = add i32 %mul19, 7
  %11 = atomicrmw and ptr %arrayidx18, i32 %add20 seq_cst, align 4
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %g_odata, i64 36
  %shl = shl nuw i32 1, %add
  %12 = atomicrmw or ptr %arrayidx22, i32 %shl seq_cst, align 4
  %arrayidx24 = getelementptr inbounds nuw i8, ptr %g_odata, i64 40
  %13 = atomicrmw xor ptr %arrayidx24, i32 %add seq_cst, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
