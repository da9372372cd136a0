; A row sum written in the shape Triton 3.6 gives its kernels' LLVM IR (see
; README): a `ptx_kernel` with `ptr addrspace(1)` parameters, the two
; trailing scratch pointers Triton appends (`readnone captures(none)`), the
; block size as an `"nvvm.reqntid"` attribute, Triton's dynamic shared memory
; `@global_smem`, floats shuffled as i32 with `shfl.sync.bfly.i32`, the
; `barrier.cta.sync.aligned.all` barrier LLVM 21+ writes, and debug metadata.
; One block of 128 threads sums one row of `ncols` floats.
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

define ptx_kernel void @row_sum_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !5 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %8 = mul i32 %6, %2, !dbg !10
  %9 = sext i32 %8 to i64, !dbg !10
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %9, !dbg !10
  br label %11, !dbg !11

11:
  %12 = phi i32 [ %7, %5 ], [ %19, %15 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %18, %15 ]
  %14 = icmp slt i32 %12, %2, !dbg !11
  br i1 %14, label %15, label %20, !dbg !11

15:
  %16 = getelementptr float, ptr addrspace(1) %10, i32 %12, !dbg !12
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !12
  %18 = fadd float %13, %17, !dbg !13
  %19 = add i32 %12, 128, !dbg !11
  br label %11, !dbg !11

20:
  %21 = bitcast float %13 to i32, !dbg !14
  %22 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 16, i32 31), !dbg !14
  %23 = bitcast i32 %22 to float, !dbg !14
  %24 = fadd float %13, %23, !dbg !14
  %25 = bitcast float %24 to i32, !dbg !14
  %26 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 8, i32 31), !dbg !14
  %27 = bitcast i32 %26 to float, !dbg !14
  %28 = fadd float %24, %27, !dbg !14
  %29 = bitcast float %28 to i32, !dbg !14
  %30 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 4, i32 31), !dbg !14
  %31 = bitcast i32 %30 to float, !dbg !14
  %32 = fadd float %28, %31, !dbg !14
  %33 = bitcast float %32 to i32, !dbg !14
  %34 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 2, i32 31), !dbg !14
  %35 = bitcast i32 %34 to float, !dbg !14
  %36 = fadd float %32, %35, !dbg !14
  %37 = bitcast float %36 to i32, !dbg !14
  %38 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 1, i32 31), !dbg !14
  %39 = bitcast i32 %38 to float, !dbg !14
  %40 = fadd float %36, %39, !dbg !14
  %41 = and i32 %7, 31, !dbg !14
  %42 = lshr i32 %7, 5, !dbg !14
  %43 = icmp eq i32 %41, 0, !dbg !14
  br i1 %43, label %44, label %46, !dbg !14

44:
  %45 = getelementptr float, ptr addrspace(3) @global_smem, i32 %42, !dbg !14
  store float %40, ptr addrspace(3) %45, align 4, !dbg !14
  br label %46, !dbg !14

46:
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !14
  %47 = icmp eq i32 %7, 0, !dbg !15
  br i1 %47, label %48, label %57, !dbg !15

48:
  %49 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !15
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 4, !dbg !15
  %51 = load float, ptr addrspace(3) %50, align 4, !dbg !15
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 8, !dbg !15
  %53 = load float, ptr addrspace(3) %52, align 8, !dbg !15
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 12, !dbg !15
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !15
  %s0 = fadd float %49, %51, !dbg !15
  %s1 = fadd float %53, %55, !dbg !15
  %s2 = fadd float %s0, %s1, !dbg !15
  %56 = getelementptr float, ptr addrspace(1) %1, i32 %6, !dbg !15
  store float %s2, ptr addrspace(1) %56, align 4, !dbg !15
  br label %57, !dbg !15

57:
  ret void, !dbg !16
}

declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!3 = !DIFile(filename: "row_sum.py", directory: "/work")
!4 = !DISubroutineType(cc: DW_CC_normal, types: !{})
!5 = distinct !DISubprogram(name: "row_sum_kernel", linkageName: "row_sum_kernel", scope: !3, file: !3, line: 7, type: !4, scopeLine: 7, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!8 = !DILocation(line: 8, column: 24, scope: !5)
!9 = !DILocation(line: 9, column: 28, scope: !5)
!10 = !DILocation(line: 10, column: 18, scope: !5)
!11 = !DILocation(line: 11, column: 5, scope: !5)
!12 = !DILocation(line: 12, column: 16, scope: !5)
!13 = !DILocation(line: 13, column: 13, scope: !5)
!14 = !DILocation(line: 14, column: 12, scope: !5)
!15 = !DILocation(line: 15, column: 9, scope: !5)
!16 = !DILocation(line: 16, column: 1, scope: !5)
