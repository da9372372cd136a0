; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %10 = and i32 %9, 127, !dbg !8
  %11 = and i32 %9, 31, !dbg !8
  %12 = lshr i32 %10, 5, !dbg !8
  %13 = or disjoint i32 %10, 128, !dbg !8
  %14 = or disjoint i32 %10, 256, !dbg !8
  %15 = or disjoint i32 %10, 384, !dbg !8
  %16 = or disjoint i32 %10, 512, !dbg !8
  %17 = or disjoint i32 %10, 640, !dbg !8
  %18 = or disjoint i32 %10, 768, !dbg !8
  %19 = or i32 %9, 896, !dbg !8
  %20 = icmp slt i32 %10, %4, !dbg !9
  %21 = icmp slt i32 %13, %4, !dbg !9
  %22 = icmp slt i32 %14, %4, !dbg !9
  %23 = icmp slt i32 %15, %4, !dbg !9
  %24 = icmp slt i32 %16, %4, !dbg !9
  %25 = icmp slt i32 %17, %4, !dbg !9
  %26 = icmp slt i32 %18, %4, !dbg !9
  %27 = icmp slt i32 %19, %4, !dbg !9
  %28 = mul i32 %2, %8, !dbg !10
  %29 = sext i32 %28 to i64, !dbg !11
  %30 = getelementptr float, ptr addrspace(1) %1, i64 %29, !dbg !11
  %31 = zext nneg i32 %10 to i64, !dbg !12
  %32 = getelementptr float, ptr addrspace(1) %30, i64 %31, !dbg !12
  %33 = zext nneg i32 %13 to i64, !dbg !12
  %34 = getelementptr float, ptr addrspace(1) %30, i64 %33, !dbg !12
  %35 = zext nneg i32 %14 to i64, !dbg !12
  %36 = getelementptr float, ptr addrspace(1) %30, i64 %35, !dbg !12
  %37 = zext nneg i32 %15 to i64, !dbg !12
  %38 = getelementptr float, ptr addrspace(1) %30, i64 %37, !dbg !12
  %39 = zext nneg i32 %16 to i64, !dbg !12
  %40 = getelementptr float, ptr addrspace(1) %30, i64 %39, !dbg !12
  %41 = zext nneg i32 %17 to i64, !dbg !12
  %42 = getelementptr float, ptr addrspace(1) %30, i64 %41, !dbg !12
  %43 = zext nneg i32 %18 to i64, !dbg !12
  %44 = getelementptr float, ptr addrspace(1) %30, i64 %43, !dbg !12
  %45 = zext nneg i32 %19 to i64, !dbg !12
  %46 = getelementptr float, ptr addrspace(1) %30, i64 %45, !dbg !12
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %32, i1 %20) #5, !dbg !13
  %48 = bitcast i32 %47 to float, !dbg !13
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %34, i1 %21) #5, !dbg !13
  %50 = bitcast i32 %49 to float, !dbg !13
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %36, i1 %22) #5, !dbg !13
  %52 = bitcast i32 %51 to float, !dbg !13
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %38, i1 %23) #5, !dbg !13
  %54 = bitcast i32 %53 to float, !dbg !13
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %40, i1 %24) #5, !dbg !13
  %56 = bitcast i32 %55 to float, !dbg !13
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %42, i1 %25) #5, !dbg !13
  %58 = bitcast i32 %57 to float, !dbg !13
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %44, i1 %26) #5, !dbg !13
  %60 = bitcast i32 %59 to float, !dbg !13
  %61 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %46, i1 %27) #5, !dbg !13
  %62 = bitcast i32 %61 to float, !dbg !13
  %63 = tail call float @llvm.maxnum.f32(float %48, float %50), !dbg !14
  %64 = tail call float @llvm.maxnum.f32(float %63, float %52), !dbg !14
  %65 = tail call float @llvm.maxnum.f32(float %64, float %54), !dbg !14
  %66 = tail call float @llvm.maxnum.f32(float %65, float %56), !dbg !14
  %67 = tail call float @llvm.maxnum.f32(float %66, float %58), !dbg !14
  %68 = tail call float @llvm.maxnum.f32(float %67, float %60), !dbg !14
  %69 = tail call float @llvm.maxnum.f32(float %68, float %62), !dbg !14
  %70 = bitcast float %69 to i32, !dbg !17
  %71 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 16, i32 31), !dbg !17
  %72 = bitcast i32 %71 to float, !dbg !17
  %73 = tail call float @llvm.maxnum.f32(float %69, float %72), !dbg !14
  %74 = bitcast float %73 to i32, !dbg !17
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 8, i32 31), !dbg !17
  %76 = bitcast i32 %75 to float, !dbg !17
  %77 = tail call float @llvm.maxnum.f32(float %73, float %76), !dbg !14
  %78 = bitcast float %77 to i32, !dbg !17
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 4, i32 31), !dbg !17
  %80 = bitcast i32 %79 to float, !dbg !17
  %81 = tail call float @llvm.maxnum.f32(float %77, float %80), !dbg !14
  %82 = bitcast float %81 to i32, !dbg !17
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 2, i32 31), !dbg !17
  %84 = bitcast i32 %83 to float, !dbg !17
  %85 = tail call float @llvm.maxnum.f32(float %81, float %84), !dbg !14
  %86 = bitcast float %85 to i32, !dbg !17
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 1, i32 31), !dbg !17
  %88 = bitcast i32 %87 to float, !dbg !17
  %89 = tail call float @llvm.maxnum.f32(float %85, float %88), !dbg !14
  %90 = icmp eq i32 %11, 0, !dbg !17
  %91 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !17
  %92 = bitcast float %89 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %91, <1 x i32> %92, i1 %90) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %93 = icmp samesign ult i32 %10, 4, !dbg !17
  %94 = getelementptr float, ptr addrspace(3) @global_smem, i32 %10, !dbg !17
  %95 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %94, i1 %93) #5, !dbg !17
  %96 = bitcast i32 %95 to float, !dbg !17
  %97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31), !dbg !17
  %98 = bitcast i32 %97 to float, !dbg !17
  %99 = tail call float @llvm.maxnum.f32(float %96, float %98), !dbg !14
  %100 = bitcast float %99 to i32, !dbg !17
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 1, i32 31), !dbg !17
  %102 = bitcast i32 %101 to float, !dbg !17
  %103 = tail call float @llvm.maxnum.f32(float %99, float %102), !dbg !14
  %104 = and i32 %9, 3, !dbg !17
  %105 = icmp eq i32 %104, 0, !dbg !17
  %106 = and i1 %93, %105, !dbg !17
  %107 = bitcast float %103 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %94, <1 x i32> %107, i1 %106) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %108 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %109 = fsub float %48, %108, !dbg !20
  %110 = fsub float %50, %108, !dbg !20
  %111 = fsub float %52, %108, !dbg !20
  %112 = fsub float %54, %108, !dbg !20
  %113 = fsub float %56, %108, !dbg !20
  %114 = fsub float %58, %108, !dbg !20
  %115 = fsub float %60, %108, !dbg !20
  %116 = fsub float %62, %108, !dbg !20
  %117 = fmul float %109, 0x3FF7154760000000, !dbg !21
  %118 = tail call float @llvm.nvvm.ex2.approx.f(float %117), !dbg !21
  %119 = fmul float %110, 0x3FF7154760000000, !dbg !21
  %120 = tail call float @llvm.nvvm.ex2.approx.f(float %119), !dbg !21
  %121 = fmul float %111, 0x3FF7154760000000, !dbg !21
  %122 = tail call float @llvm.nvvm.ex2.approx.f(float %121), !dbg !21
  %123 = fmul float %112, 0x3FF7154760000000, !dbg !21
  %124 = tail call float @llvm.nvvm.ex2.approx.f(float %123), !dbg !21
  %125 = fmul float %113, 0x3FF7154760000000, !dbg !21
  %126 = tail call float @llvm.nvvm.ex2.approx.f(float %125), !dbg !21
  %127 = fmul float %114, 0x3FF7154760000000, !dbg !21
  %128 = tail call float @llvm.nvvm.ex2.approx.f(float %127), !dbg !21
  %129 = fmul float %115, 0x3FF7154760000000, !dbg !21
  %130 = tail call float @llvm.nvvm.ex2.approx.f(float %129), !dbg !21
  %131 = fmul float %116, 0x3FF7154760000000, !dbg !21
  %132 = tail call float @llvm.nvvm.ex2.approx.f(float %131), !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %133 = fadd float %118, %120, !dbg !24
  %134 = fadd float %133, %122, !dbg !24
  %135 = fadd float %134, %124, !dbg !24
  %136 = fadd float %135, %126, !dbg !24
  %137 = fadd float %136, %128, !dbg !24
  %138 = fadd float %137, %130, !dbg !24
  %139 = fadd float %138, %132, !dbg !24
  %140 = bitcast float %139 to i32, !dbg !22
  %141 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %140, i32 16, i32 31), !dbg !22
  %142 = bitcast i32 %141 to float, !dbg !22
  %143 = fadd float %139, %142, !dbg !24
  %144 = bitcast float %143 to i32, !dbg !22
  %145 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 8, i32 31), !dbg !22
  %146 = bitcast i32 %145 to float, !dbg !22
  %147 = fadd float %143, %146, !dbg !24
  %148 = bitcast float %147 to i32, !dbg !22
  %149 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 4, i32 31), !dbg !22
  %150 = bitcast i32 %149 to float, !dbg !22
  %151 = fadd float %147, %150, !dbg !24
  %152 = bitcast float %151 to i32, !dbg !22
  %153 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 2, i32 31), !dbg !22
  %154 = bitcast i32 %153 to float, !dbg !22
  %155 = fadd float %151, %154, !dbg !24
  %156 = bitcast float %155 to i32, !dbg !22
  %157 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 1, i32 31), !dbg !22
  %158 = bitcast i32 %157 to float, !dbg !22
  %159 = fadd float %155, %158, !dbg !24
  %160 = bitcast float %159 to <1 x i32>, !dbg !22
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %91, <1 x i32> %160, i1 %90) #5, !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %161 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %94, i1 %93) #5, !dbg !22
  %162 = bitcast i32 %161 to float, !dbg !22
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 2, i32 31), !dbg !22
  %164 = bitcast i32 %163 to float, !dbg !22
  %165 = fadd float %162, %164, !dbg !24
  %166 = bitcast float %165 to i32, !dbg !22
  %167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 1, i32 31), !dbg !22
  %168 = bitcast i32 %167 to float, !dbg !22
  %169 = fadd float %165, %168, !dbg !24
  %170 = bitcast float %169 to <1 x i32>, !dbg !22
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %94, <1 x i32> %170, i1 %106) #5, !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %171 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !22
  %172 = mul i32 %3, %8, !dbg !25
  %173 = sext i32 %172 to i64, !dbg !26
  %174 = getelementptr float, ptr addrspace(1) %0, i64 %173, !dbg !26
  %175 = getelementptr float, ptr addrspace(1) %174, i64 %31, !dbg !27
  %176 = getelementptr float, ptr addrspace(1) %174, i64 %33, !dbg !27
  %177 = getelementptr float, ptr addrspace(1) %174, i64 %35, !dbg !27
  %178 = getelementptr float, ptr addrspace(1) %174, i64 %37, !dbg !27
  %179 = getelementptr float, ptr addrspace(1) %174, i64 %39, !dbg !27
  %180 = getelementptr float, ptr addrspace(1) %174, i64 %41, !dbg !27
  %181 = getelementptr float, ptr addrspace(1) %174, i64 %43, !dbg !27
  %182 = getelementptr float, ptr addrspace(1) %174, i64 %45, !dbg !27
  %183 = tail call float @llvm.nvvm.div.full(float %118, float %171), !dbg !28
  %184 = tail call float @llvm.nvvm.div.full(float %120, float %171), !dbg !28
  %185 = tail call float @llvm.nvvm.div.full(float %122, float %171), !dbg !28
  %186 = tail call float @llvm.nvvm.div.full(float %124, float %171), !dbg !28
  %187 = tail call float @llvm.nvvm.div.full(float %126, float %171), !dbg !28
  %188 = tail call float @llvm.nvvm.div.full(float %128, float %171), !dbg !28
  %189 = tail call float @llvm.nvvm.div.full(float %130, float %171), !dbg !28
  %190 = tail call float @llvm.nvvm.div.full(float %132, float %171), !dbg !28
  %191 = bitcast float %183 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %191, ptr addrspace(1) %175, i1 %20) #5, !dbg !29
  %192 = bitcast float %184 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %192, ptr addrspace(1) %176, i1 %21) #5, !dbg !29
  %193 = bitcast float %185 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %193, ptr addrspace(1) %177, i1 %22) #5, !dbg !29
  %194 = bitcast float %186 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %194, ptr addrspace(1) %178, i1 %23) #5, !dbg !29
  %195 = bitcast float %187 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %195, ptr addrspace(1) %179, i1 %24) #5, !dbg !29
  %196 = bitcast float %188 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %196, ptr addrspace(1) %180, i1 %25) #5, !dbg !29
  %197 = bitcast float %189 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %197, ptr addrspace(1) %181, i1 %26) #5, !dbg !29
  %198 = bitcast float %190 to i32, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %198, ptr addrspace(1) %182, i1 %27) #5, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dump.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 34, type: !5, scopeLine: 34, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 35, column: 24, scope: !4)
!8 = !DILocation(line: 36, column: 24, scope: !4)
!9 = !DILocation(line: 37, column: 18, scope: !4)
!10 = !DILocation(line: 38, column: 31, scope: !4)
!11 = !DILocation(line: 38, column: 25, scope: !4)
!12 = !DILocation(line: 38, column: 43, scope: !4)
!13 = !DILocation(line: 38, column: 16, scope: !4)
!14 = !DILocation(line: 170, column: 27, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!17 = !DILocation(line: 191, column: 40, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 39, column: 19, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 39, column: 12, scope: !4)
!21 = !DILocation(line: 40, column: 17, scope: !4)
!22 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !23)
!23 = !DILocation(line: 41, column: 17, scope: !19)
!24 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !22)
!25 = !DILocation(line: 42, column: 29, scope: !4)
!26 = !DILocation(line: 42, column: 23, scope: !4)
!27 = !DILocation(line: 42, column: 42, scope: !4)
!28 = !DILocation(line: 42, column: 54, scope: !4)
!29 = !DILocation(line: 42, column: 48, scope: !4)
!30 = !DILocation(line: 42, column: 4, scope: !4)
