; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) readnone captures(none) %7, ptr addrspace(1) readnone captures(none) %8) local_unnamed_addr #0 !dbg !5 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %12 = and i32 %11, 127, !dbg !9
  %13 = and i32 %11, 31, !dbg !9
  %14 = lshr i32 %12, 5, !dbg !9
  %15 = mul i32 %4, %10, !dbg !10
  %16 = sext i32 %15 to i64, !dbg !11
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !11
  %18 = icmp eq i32 %13, 0, !dbg !12
  %19 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !12
  %20 = icmp samesign ult i32 %12, 4, !dbg !12
  %21 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !12
  %22 = and i32 %11, 3, !dbg !12
  %23 = icmp eq i32 %22, 0, !dbg !12
  %24 = and i1 %20, %23, !dbg !12
  %25 = sitofp i32 %5 to float, !dbg !17
  %26 = shl nuw nsw i32 %12, 2, !dbg !9
  %27 = or disjoint i32 %26, 1, !dbg !9
  %28 = or disjoint i32 %26, 2, !dbg !9
  %29 = or disjoint i32 %26, 3, !dbg !9
  %30 = insertelement <4 x i32> poison, i32 %26, i64 0, !dbg !18
  %31 = insertelement <4 x i32> %30, i32 %27, i64 1, !dbg !18
  %32 = insertelement <4 x i32> %31, i32 %28, i64 2, !dbg !18
  %33 = insertelement <4 x i32> %32, i32 %29, i64 3, !dbg !18
  %34 = insertelement <4 x i32> poison, i32 %5, i64 0, !dbg !18
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !18
  %36 = icmp slt <4 x i32> %33, %35, !dbg !18
  %37 = zext nneg i32 %26 to i64, !dbg !19
  %38 = getelementptr float, ptr addrspace(1) %17, i64 %37, !dbg !19
  %39 = zext nneg i32 %27 to i64, !dbg !19
  %40 = getelementptr float, ptr addrspace(1) %17, i64 %39, !dbg !19
  %41 = zext nneg i32 %28 to i64, !dbg !19
  %42 = getelementptr float, ptr addrspace(1) %17, i64 %41, !dbg !19
  %43 = zext nneg i32 %29 to i64, !dbg !19
  %44 = getelementptr float, ptr addrspace(1) %17, i64 %43, !dbg !19
  %45 = extractelement <4 x i1> %36, i64 0, !dbg !20
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %45) #7, !dbg !20
  %47 = extractelement <4 x i1> %36, i64 1, !dbg !20
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %40, i1 %47) #7, !dbg !20
  %49 = extractelement <4 x i1> %36, i64 2, !dbg !20
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %49) #7, !dbg !20
  %51 = extractelement <4 x i1> %36, i64 3, !dbg !20
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %51) #7, !dbg !20
  %53 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !20
  %54 = insertelement <4 x i32> %53, i32 %48, i64 1, !dbg !20
  %55 = insertelement <4 x i32> %54, i32 %50, i64 2, !dbg !20
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3, !dbg !20
  %57 = bitcast <4 x i32> %56 to <4 x float>, !dbg !20
  %shift = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop = fadd <4 x float> %shift, %57, !dbg !21
  %shift2 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop3 = fadd <4 x float> %foldExtExtBinop, %shift2, !dbg !21
  %shift5 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop6 = fadd <4 x float> %foldExtExtBinop3, %shift5, !dbg !21
  %58 = shufflevector <4 x i32> %30, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !9
  %59 = or disjoint <4 x i32> %58, <i32 512, i32 513, i32 514, i32 515>, !dbg !9
  %60 = icmp slt <4 x i32> %59, %35, !dbg !18
  %61 = extractelement <4 x i32> %59, i64 0, !dbg !19
  %62 = zext nneg i32 %61 to i64, !dbg !19
  %63 = getelementptr float, ptr addrspace(1) %17, i64 %62, !dbg !19
  %64 = extractelement <4 x i32> %59, i64 1, !dbg !19
  %65 = zext nneg i32 %64 to i64, !dbg !19
  %66 = getelementptr float, ptr addrspace(1) %17, i64 %65, !dbg !19
  %67 = extractelement <4 x i32> %59, i64 2, !dbg !19
  %68 = zext nneg i32 %67 to i64, !dbg !19
  %69 = getelementptr float, ptr addrspace(1) %17, i64 %68, !dbg !19
  %70 = extractelement <4 x i32> %59, i64 3, !dbg !19
  %71 = zext nneg i32 %70 to i64, !dbg !19
  %72 = getelementptr float, ptr addrspace(1) %17, i64 %71, !dbg !19
  %73 = extractelement <4 x i1> %60, i64 0, !dbg !20
  %74 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %63, i1 %73) #7, !dbg !20
  %75 = extractelement <4 x i1> %60, i64 1, !dbg !20
  %76 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %66, i1 %75) #7, !dbg !20
  %77 = extractelement <4 x i1> %60, i64 2, !dbg !20
  %78 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %69, i1 %77) #7, !dbg !20
  %79 = extractelement <4 x i1> %60, i64 3, !dbg !20
  %80 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %72, i1 %79) #7, !dbg !20
  %81 = insertelement <4 x i32> poison, i32 %74, i64 0, !dbg !20
  %82 = insertelement <4 x i32> %81, i32 %76, i64 1, !dbg !20
  %83 = insertelement <4 x i32> %82, i32 %78, i64 2, !dbg !20
  %84 = insertelement <4 x i32> %83, i32 %80, i64 3, !dbg !20
  %85 = bitcast <4 x i32> %84 to <4 x float>, !dbg !20
  %foldExtExtBinop8 = fadd <4 x float> %foldExtExtBinop6, %85, !dbg !21
  %shift10 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop11 = fadd <4 x float> %foldExtExtBinop8, %shift10, !dbg !21
  %shift13 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop14 = fadd <4 x float> %foldExtExtBinop11, %shift13, !dbg !21
  %shift16 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop17 = fadd <4 x float> %foldExtExtBinop14, %shift16, !dbg !21
  %86 = extractelement <4 x float> %foldExtExtBinop17, i64 0, !dbg !21
  %87 = bitcast float %86 to i32, !dbg !12
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 16, i32 31), !dbg !12
  %89 = bitcast i32 %88 to float, !dbg !12
  %90 = fadd float %86, %89, !dbg !21
  %91 = bitcast float %90 to i32, !dbg !12
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 8, i32 31), !dbg !12
  %93 = bitcast i32 %92 to float, !dbg !12
  %94 = fadd float %90, %93, !dbg !21
  %95 = bitcast float %94 to i32, !dbg !12
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 4, i32 31), !dbg !12
  %97 = bitcast i32 %96 to float, !dbg !12
  %98 = fadd float %94, %97, !dbg !21
  %99 = bitcast float %98 to i32, !dbg !12
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 2, i32 31), !dbg !12
  %101 = bitcast i32 %100 to float, !dbg !12
  %102 = fadd float %98, %101, !dbg !21
  %103 = bitcast float %102 to i32, !dbg !12
  %104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 1, i32 31), !dbg !12
  %105 = bitcast i32 %104 to float, !dbg !12
  %106 = fadd float %102, %105, !dbg !21
  %107 = bitcast float %106 to <1 x i32>, !dbg !12
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %19, <1 x i32> %107, i1 %18) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %108 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %21, i1 %20) #7, !dbg !12
  %109 = bitcast i32 %108 to float, !dbg !12
  %110 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 2, i32 31), !dbg !12
  %111 = bitcast i32 %110 to float, !dbg !12
  %112 = fadd float %109, %111, !dbg !21
  %113 = bitcast float %112 to i32, !dbg !12
  %114 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 1, i32 31), !dbg !12
  %115 = bitcast i32 %114 to float, !dbg !12
  %116 = fadd float %112, %115, !dbg !21
  %117 = bitcast float %116 to <1 x i32>, !dbg !12
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %21, <1 x i32> %117, i1 %24) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %118 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !12
  %119 = tail call float @llvm.nvvm.div.full(float %118, float %25), !dbg !17
  %120 = insertelement <4 x float> poison, float %119, i64 0, !dbg !22
  %121 = shufflevector <4 x float> %120, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !22
  %122 = fsub <4 x float> %57, %121, !dbg !22
  %123 = fsub <4 x float> %85, %121, !dbg !22
  %124 = select <4 x i1> %36, <4 x float> %122, <4 x float> zeroinitializer, !dbg !23
  %125 = select <4 x i1> %60, <4 x float> %123, <4 x float> zeroinitializer, !dbg !23
  %foldExtExtBinop19 = fmul <4 x float> %124, %124, !dbg !24
  %foldExtExtBinop21 = fmul <4 x float> %124, %124, !dbg !24
  %foldExtExtBinop23 = fmul <4 x float> %124, %124, !dbg !24
  %foldExtExtBinop25 = fmul <4 x float> %124, %124, !dbg !24
  %foldExtExtBinop27 = fmul <4 x float> %125, %125, !dbg !24
  %foldExtExtBinop29 = fmul <4 x float> %125, %125, !dbg !24
  %foldExtExtBinop31 = fmul <4 x float> %125, %125, !dbg !24
  %foldExtExtBinop33 = fmul <4 x float> %125, %125, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %shift35 = shufflevector <4 x float> %foldExtExtBinop21, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop36 = fadd <4 x float> %foldExtExtBinop19, %shift35, !dbg !27
  %shift38 = shufflevector <4 x float> %foldExtExtBinop23, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop39 = fadd <4 x float> %shift38, %foldExtExtBinop36, !dbg !27
  %shift41 = shufflevector <4 x float> %foldExtExtBinop25, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop42 = fadd <4 x float> %shift41, %foldExtExtBinop39, !dbg !27
  %foldExtExtBinop44 = fadd <4 x float> %foldExtExtBinop27, %foldExtExtBinop42, !dbg !27
  %shift46 = shufflevector <4 x float> %foldExtExtBinop29, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop47 = fadd <4 x float> %shift46, %foldExtExtBinop44, !dbg !27
  %shift49 = shufflevector <4 x float> %foldExtExtBinop31, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop50 = fadd <4 x float> %shift49, %foldExtExtBinop47, !dbg !27
  %shift52 = shufflevector <4 x float> %foldExtExtBinop33, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop53 = fadd <4 x float> %shift52, %foldExtExtBinop50, !dbg !27
  %126 = extractelement <4 x float> %foldExtExtBinop53, i64 0, !dbg !27
  %127 = bitcast float %126 to i32, !dbg !25
  %128 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 16, i32 31), !dbg !25
  %129 = bitcast i32 %128 to float, !dbg !25
  %130 = fadd float %126, %129, !dbg !27
  %131 = bitcast float %130 to i32, !dbg !25
  %132 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 8, i32 31), !dbg !25
  %133 = bitcast i32 %132 to float, !dbg !25
  %134 = fadd float %130, %133, !dbg !27
  %135 = bitcast float %134 to i32, !dbg !25
  %136 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 4, i32 31), !dbg !25
  %137 = bitcast i32 %136 to float, !dbg !25
  %138 = fadd float %134, %137, !dbg !27
  %139 = bitcast float %138 to i32, !dbg !25
  %140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 2, i32 31), !dbg !25
  %141 = bitcast i32 %140 to float, !dbg !25
  %142 = fadd float %138, %141, !dbg !27
  %143 = bitcast float %142 to i32, !dbg !25
  %144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 1, i32 31), !dbg !25
  %145 = bitcast i32 %144 to float, !dbg !25
  %146 = fadd float %142, %145, !dbg !27
  %147 = bitcast float %146 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %19, <1 x i32> %147, i1 %18) #7, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %148 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %21, i1 %20) #7, !dbg !25
  %149 = bitcast i32 %148 to float, !dbg !25
  %150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 2, i32 31), !dbg !25
  %151 = bitcast i32 %150 to float, !dbg !25
  %152 = fadd float %149, %151, !dbg !27
  %153 = bitcast float %152 to i32, !dbg !25
  %154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 1, i32 31), !dbg !25
  %155 = bitcast i32 %154 to float, !dbg !25
  %156 = fadd float %152, %155, !dbg !27
  %157 = bitcast float %156 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %21, <1 x i32> %157, i1 %24) #7, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %158 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %159 = tail call float @llvm.nvvm.div.full(float %158, float %25), !dbg !28
  %160 = fadd float %6, %159, !dbg !29
  %161 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #7, !dbg !30
  %.not.i = icmp eq i32 %161, 0, !dbg !30
  %162 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #7, !dbg !30
  %.not1.i = icmp eq i32 %162, 0, !dbg !30
  br i1 %.not.i, label %168, label %163, !dbg !30

163:                                              ; preds = %9
  br i1 %.not1.i, label %166, label %164, !dbg !30

164:                                              ; preds = %163
  %165 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %160) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

166:                                              ; preds = %163
  %167 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %160) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

168:                                              ; preds = %9
  br i1 %.not1.i, label %171, label %169, !dbg !30

169:                                              ; preds = %168
  %170 = tail call float @llvm.nvvm.sqrt.rn.f(float %160) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

171:                                              ; preds = %168
  %172 = tail call float @llvm.nvvm.sqrt.approx.f(float %160) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

__nv_sqrtf.exit:                                  ; preds = %164, %166, %169, %171
  %.0.i = phi float [ %165, %164 ], [ %167, %166 ], [ %170, %169 ], [ %172, %171 ], !dbg !30
  %173 = or i32 %11, 896, !dbg !9
  %174 = icmp slt i32 %173, %5, !dbg !18
  %175 = or disjoint i32 %12, 768, !dbg !9
  %176 = icmp slt i32 %175, %5, !dbg !18
  %177 = or disjoint i32 %12, 640, !dbg !9
  %178 = icmp slt i32 %177, %5, !dbg !18
  %179 = or disjoint i32 %12, 512, !dbg !9
  %180 = icmp slt i32 %179, %5, !dbg !18
  %181 = or disjoint i32 %12, 384, !dbg !9
  %182 = icmp slt i32 %181, %5, !dbg !18
  %183 = or disjoint i32 %12, 256, !dbg !9
  %184 = icmp slt i32 %183, %5, !dbg !18
  %185 = or disjoint i32 %12, 128, !dbg !9
  %186 = icmp slt i32 %185, %5, !dbg !18
  %187 = icmp slt i32 %12, %5, !dbg !18
  %188 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !31
  %189 = getelementptr float, ptr addrspace(1) %2, i64 %37, !dbg !32
  %190 = getelementptr float, ptr addrspace(1) %2, i64 %39, !dbg !32
  %191 = getelementptr float, ptr addrspace(1) %2, i64 %41, !dbg !32
  %192 = getelementptr float, ptr addrspace(1) %2, i64 %43, !dbg !32
  %193 = getelementptr float, ptr addrspace(1) %2, i64 %62, !dbg !32
  %194 = getelementptr float, ptr addrspace(1) %2, i64 %65, !dbg !32
  %195 = getelementptr float, ptr addrspace(1) %2, i64 %68, !dbg !32
  %196 = getelementptr float, ptr addrspace(1) %2, i64 %71, !dbg !32
  %197 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %189, i1 %45) #7, !dbg !33
  %198 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %190, i1 %47) #7, !dbg !33
  %199 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %191, i1 %49) #7, !dbg !33
  %200 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %192, i1 %51) #7, !dbg !33
  %201 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %193, i1 %73) #7, !dbg !33
  %202 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %194, i1 %75) #7, !dbg !33
  %203 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %195, i1 %77) #7, !dbg !33
  %204 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %196, i1 %79) #7, !dbg !33
  %205 = getelementptr float, ptr addrspace(1) %3, i64 %37, !dbg !34
  %206 = getelementptr float, ptr addrspace(1) %3, i64 %39, !dbg !34
  %207 = getelementptr float, ptr addrspace(1) %3, i64 %41, !dbg !34
  %208 = getelementptr float, ptr addrspace(1) %3, i64 %43, !dbg !34
  %209 = getelementptr float, ptr addrspace(1) %3, i64 %62, !dbg !34
  %210 = getelementptr float, ptr addrspace(1) %3, i64 %65, !dbg !34
  %211 = getelementptr float, ptr addrspace(1) %3, i64 %68, !dbg !34
  %212 = getelementptr float, ptr addrspace(1) %3, i64 %71, !dbg !34
  %213 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %205, i1 %45) #7, !dbg !35
  %214 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %206, i1 %47) #7, !dbg !35
  %215 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %207, i1 %49) #7, !dbg !35
  %216 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %208, i1 %51) #7, !dbg !35
  %217 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %209, i1 %73) #7, !dbg !35
  %218 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %210, i1 %75) #7, !dbg !35
  %219 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %211, i1 %77) #7, !dbg !35
  %220 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %212, i1 %79) #7, !dbg !35
  %221 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !36
  %222 = zext nneg i32 %12 to i64, !dbg !37
  %223 = getelementptr float, ptr addrspace(1) %221, i64 %222, !dbg !37
  %224 = zext nneg i32 %185 to i64, !dbg !37
  %225 = getelementptr float, ptr addrspace(1) %221, i64 %224, !dbg !37
  %226 = zext nneg i32 %183 to i64, !dbg !37
  %227 = getelementptr float, ptr addrspace(1) %221, i64 %226, !dbg !37
  %228 = zext nneg i32 %181 to i64, !dbg !37
  %229 = getelementptr float, ptr addrspace(1) %221, i64 %228, !dbg !37
  %230 = zext nneg i32 %179 to i64, !dbg !37
  %231 = getelementptr float, ptr addrspace(1) %221, i64 %230, !dbg !37
  %232 = zext nneg i32 %177 to i64, !dbg !37
  %233 = getelementptr float, ptr addrspace(1) %221, i64 %232, !dbg !37
  %234 = zext nneg i32 %175 to i64, !dbg !37
  %235 = getelementptr float, ptr addrspace(1) %221, i64 %234, !dbg !37
  %236 = zext nneg i32 %173 to i64, !dbg !37
  %237 = getelementptr float, ptr addrspace(1) %221, i64 %236, !dbg !37
  %238 = insertelement <4 x i32> poison, i32 %197, i64 0, !dbg !33
  %239 = insertelement <4 x i32> %238, i32 %198, i64 1, !dbg !33
  %240 = insertelement <4 x i32> %239, i32 %199, i64 2, !dbg !33
  %241 = insertelement <4 x i32> %240, i32 %200, i64 3, !dbg !33
  %242 = bitcast <4 x i32> %241 to <4 x float>, !dbg !33
  %243 = insertelement <4 x i32> poison, i32 %213, i64 0, !dbg !35
  %244 = insertelement <4 x i32> %243, i32 %214, i64 1, !dbg !35
  %245 = insertelement <4 x i32> %244, i32 %215, i64 2, !dbg !35
  %246 = insertelement <4 x i32> %245, i32 %216, i64 3, !dbg !35
  %247 = bitcast <4 x i32> %246 to <4 x float>, !dbg !35
  %248 = insertelement <4 x float> poison, float %188, i64 0, !dbg !38
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !38
  %250 = fmul <4 x float> %124, %249, !dbg !38
  %251 = fmul <4 x float> %250, %242, !dbg !39
  %252 = fadd <4 x float> %251, %247, !dbg !40
  %253 = insertelement <4 x i32> poison, i32 %201, i64 0, !dbg !33
  %254 = insertelement <4 x i32> %253, i32 %202, i64 1, !dbg !33
  %255 = insertelement <4 x i32> %254, i32 %203, i64 2, !dbg !33
  %256 = insertelement <4 x i32> %255, i32 %204, i64 3, !dbg !33
  %257 = bitcast <4 x i32> %256 to <4 x float>, !dbg !33
  %258 = insertelement <4 x i32> poison, i32 %217, i64 0, !dbg !35
  %259 = insertelement <4 x i32> %258, i32 %218, i64 1, !dbg !35
  %260 = insertelement <4 x i32> %259, i32 %219, i64 2, !dbg !35
  %261 = insertelement <4 x i32> %260, i32 %220, i64 3, !dbg !35
  %262 = bitcast <4 x i32> %261 to <4 x float>, !dbg !35
  %263 = fmul <4 x float> %125, %249, !dbg !38
  %264 = fmul <4 x float> %263, %257, !dbg !39
  %265 = fadd <4 x float> %264, %262, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %266 = shl nuw nsw i32 %12, 4, !dbg !41
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %266, !dbg !41
  store <4 x float> %252, ptr addrspace(3) %267, align 16, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %268 = shl nuw nsw i32 %11, 6, !dbg !41
  %269 = and i32 %268, 1536, !dbg !41
  %270 = shl nuw nsw i32 %11, 4, !dbg !41
  %271 = and i32 %270, 112, !dbg !41
  %272 = shl nuw nsw i32 %11, 2, !dbg !41
  %273 = and i32 %272, 384, !dbg !41
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %269, !dbg !41
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %274, i32 %271, !dbg !41
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %275, i32 %273, !dbg !41
  %277 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %276), !dbg !41
  %278 = extractvalue { i32, i32, i32, i32 } %277, 0, !dbg !41
  %279 = extractvalue { i32, i32, i32, i32 } %277, 1, !dbg !41
  %280 = extractvalue { i32, i32, i32, i32 } %277, 2, !dbg !41
  %281 = extractvalue { i32, i32, i32, i32 } %277, 3, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  store <4 x float> %265, ptr addrspace(3) %267, align 16, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %282 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %276), !dbg !41
  %283 = extractvalue { i32, i32, i32, i32 } %282, 0, !dbg !41
  %284 = extractvalue { i32, i32, i32, i32 } %282, 1, !dbg !41
  %285 = extractvalue { i32, i32, i32, i32 } %282, 2, !dbg !41
  %286 = extractvalue { i32, i32, i32, i32 } %282, 3, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %278, ptr addrspace(1) %223, i1 %187) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %279, ptr addrspace(1) %225, i1 %186) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %280, ptr addrspace(1) %227, i1 %184) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %281, ptr addrspace(1) %229, i1 %182) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %283, ptr addrspace(1) %231, i1 %180) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %284, ptr addrspace(1) %233, i1 %178) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %285, ptr addrspace(1) %235, i1 %176) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %286, ptr addrspace(1) %237, i1 %174) #7, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dump.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 46, type: !6, scopeLine: 46, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 47, column: 24, scope: !5)
!9 = !DILocation(line: 48, column: 24, scope: !5)
!10 = !DILocation(line: 50, column: 30, scope: !5)
!11 = !DILocation(line: 50, column: 24, scope: !5)
!12 = !DILocation(line: 293, column: 36, scope: !13, inlinedAt: !15)
!13 = distinct !DILexicalBlockFile(scope: !5, file: !14, discriminator: 0)
!14 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!15 = !DILocation(line: 51, column: 18, scope: !16)
!16 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!17 = !DILocation(line: 51, column: 31, scope: !5)
!18 = !DILocation(line: 49, column: 18, scope: !5)
!19 = !DILocation(line: 50, column: 39, scope: !5)
!20 = !DILocation(line: 50, column: 16, scope: !5)
!21 = !DILocation(line: 263, column: 15, scope: !13, inlinedAt: !12)
!22 = !DILocation(line: 52, column: 27, scope: !5)
!23 = !DILocation(line: 52, column: 33, scope: !5)
!24 = !DILocation(line: 53, column: 21, scope: !5)
!25 = !DILocation(line: 293, column: 36, scope: !13, inlinedAt: !26)
!26 = !DILocation(line: 53, column: 17, scope: !16)
!27 = !DILocation(line: 263, column: 15, scope: !13, inlinedAt: !25)
!28 = !DILocation(line: 53, column: 34, scope: !5)
!29 = !DILocation(line: 54, column: 31, scope: !5)
!30 = !DILocation(line: 54, column: 25, scope: !5)
!31 = !DILocation(line: 54, column: 17, scope: !5)
!32 = !DILocation(line: 55, column: 24, scope: !5)
!33 = !DILocation(line: 55, column: 16, scope: !5)
!34 = !DILocation(line: 56, column: 24, scope: !5)
!35 = !DILocation(line: 56, column: 16, scope: !5)
!36 = !DILocation(line: 57, column: 21, scope: !5)
!37 = !DILocation(line: 57, column: 36, scope: !5)
!38 = !DILocation(line: 57, column: 46, scope: !5)
!39 = !DILocation(line: 57, column: 53, scope: !5)
!40 = !DILocation(line: 57, column: 57, scope: !5)
!41 = !DILocation(line: 57, column: 42, scope: !5)
!42 = !DILocation(line: 57, column: 4, scope: !5)
