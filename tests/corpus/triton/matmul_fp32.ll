; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 5, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = and i32 %15, 112, !dbg !10
  %17 = lshr exact i32 %16, 4, !dbg !10
  %18 = lshr i32 %15, 5, !dbg !10
  %19 = and i32 %18, 3, !dbg !10
  %20 = or disjoint i32 %19, 4, !dbg !10
  %21 = or disjoint i32 %19, 8, !dbg !10
  %22 = or disjoint i32 %19, 12, !dbg !10
  %23 = and i32 %15, 31, !dbg !10
  %24 = or disjoint i32 %17, %14, !dbg !11
  %25 = or disjoint i32 %24, 8, !dbg !11
  %26 = or disjoint i32 %24, 16, !dbg !11
  %27 = or disjoint i32 %24, 24, !dbg !11
  %28 = shl nuw nsw i32 %13, 5, !dbg !12
  %29 = or disjoint i32 %28, %23, !dbg !13
  %30 = and i32 %15, 15, !dbg !14
  %31 = icmp slt i32 %24, %3, !dbg !15
  %32 = icmp slt i32 %25, %3, !dbg !15
  %33 = icmp slt i32 %26, %3, !dbg !15
  %34 = icmp slt i32 %27, %3, !dbg !15
  %35 = mul i32 %6, %24, !dbg !16
  %36 = mul i32 %6, %25, !dbg !16
  %37 = mul i32 %6, %26, !dbg !16
  %38 = mul i32 %6, %27, !dbg !16
  %39 = sext i32 %35 to i64, !dbg !17
  %40 = getelementptr float, ptr addrspace(1) %0, i64 %39, !dbg !17
  %41 = sext i32 %36 to i64, !dbg !17
  %42 = getelementptr float, ptr addrspace(1) %0, i64 %41, !dbg !17
  %43 = sext i32 %37 to i64, !dbg !17
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43, !dbg !17
  %45 = sext i32 %38 to i64, !dbg !17
  %46 = getelementptr float, ptr addrspace(1) %0, i64 %45, !dbg !17
  %47 = icmp slt i32 %29, %4, !dbg !18
  %48 = icmp sgt i32 %5, 0, !dbg !19
  %49 = icmp slt i32 %30, %5, !dbg !20
  %50 = and i1 %31, %49, !dbg !21
  %51 = and i1 %32, %49, !dbg !21
  %52 = and i1 %33, %49, !dbg !21
  %53 = and i1 %34, %49, !dbg !21
  %54 = zext nneg i32 %30 to i64, !dbg !22
  %55 = getelementptr float, ptr addrspace(1) %40, i64 %54, !dbg !22
  %56 = getelementptr float, ptr addrspace(1) %42, i64 %54, !dbg !22
  %57 = getelementptr float, ptr addrspace(1) %44, i64 %54, !dbg !22
  %58 = getelementptr float, ptr addrspace(1) %46, i64 %54, !dbg !22
  %59 = shl nuw nsw i32 %15, 2, !dbg !23
  %60 = and i32 %59, 508, !dbg !23
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !23
  %62 = select i1 %50, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %61, ptr addrspace(1) %55, i32 %62) #2, !dbg !23
  %63 = or disjoint i32 %60, 512, !dbg !23
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !23
  %65 = select i1 %51, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %64, ptr addrspace(1) %56, i32 %65) #2, !dbg !23
  %66 = or disjoint i32 %60, 1024, !dbg !23
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66, !dbg !23
  %68 = select i1 %52, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %67, ptr addrspace(1) %57, i32 %68) #2, !dbg !23
  %69 = or disjoint i32 %60, 1536, !dbg !23
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69, !dbg !23
  %71 = select i1 %53, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %70, ptr addrspace(1) %58, i32 %71) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %72 = icmp slt i32 %19, %5, !dbg !24
  %73 = icmp slt i32 %20, %5, !dbg !24
  %74 = icmp slt i32 %21, %5, !dbg !24
  %75 = icmp slt i32 %22, %5, !dbg !24
  %76 = and i1 %47, %72, !dbg !25
  %77 = and i1 %47, %73, !dbg !25
  %78 = and i1 %47, %74, !dbg !25
  %79 = and i1 %47, %75, !dbg !25
  %80 = mul i32 %7, %19, !dbg !26
  %81 = mul i32 %7, %20, !dbg !26
  %82 = mul i32 %7, %21, !dbg !26
  %83 = mul i32 %7, %22, !dbg !26
  %84 = sext i32 %80 to i64, !dbg !27
  %85 = getelementptr float, ptr addrspace(1) %1, i64 %84, !dbg !27
  %86 = sext i32 %81 to i64, !dbg !27
  %87 = getelementptr float, ptr addrspace(1) %1, i64 %86, !dbg !27
  %88 = sext i32 %82 to i64, !dbg !27
  %89 = getelementptr float, ptr addrspace(1) %1, i64 %88, !dbg !27
  %90 = sext i32 %83 to i64, !dbg !27
  %91 = getelementptr float, ptr addrspace(1) %1, i64 %90, !dbg !27
  %92 = zext nneg i32 %29 to i64, !dbg !28
  %93 = getelementptr float, ptr addrspace(1) %85, i64 %92, !dbg !28
  %94 = getelementptr float, ptr addrspace(1) %87, i64 %92, !dbg !28
  %95 = getelementptr float, ptr addrspace(1) %89, i64 %92, !dbg !28
  %96 = getelementptr float, ptr addrspace(1) %91, i64 %92, !dbg !28
  %97 = and i1 %48, %77, !dbg !19
  %98 = and i1 %48, %78, !dbg !19
  %99 = and i1 %48, %79, !dbg !19
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %60, !dbg !29
  %101 = select i1 %76, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %100, ptr addrspace(1) %93, i32 %101) #2, !dbg !29
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %63, !dbg !29
  %103 = select i1 %97, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %102, ptr addrspace(1) %94, i32 %103) #2, !dbg !29
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %66, !dbg !29
  %105 = select i1 %98, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %104, ptr addrspace(1) %95, i32 %105) #2, !dbg !29
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %69, !dbg !29
  %107 = select i1 %99, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %106, ptr addrspace(1) %96, i32 %107) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %108 = icmp sgt i32 %5, 16, !dbg !19
  %109 = or disjoint i32 %30, 16, !dbg !30
  %110 = or disjoint i32 %19, 16, !dbg !30
  %111 = or disjoint i32 %19, 20, !dbg !30
  %112 = or disjoint i32 %19, 24, !dbg !30
  %113 = or i32 %18, 28, !dbg !30
  %114 = icmp slt i32 %109, %5, !dbg !20
  %115 = and i1 %31, %114, !dbg !21
  %116 = and i1 %32, %114, !dbg !21
  %117 = and i1 %33, %114, !dbg !21
  %118 = and i1 %34, %114, !dbg !21
  %119 = zext nneg i32 %109 to i64, !dbg !22
  %120 = getelementptr float, ptr addrspace(1) %40, i64 %119, !dbg !22
  %121 = getelementptr float, ptr addrspace(1) %42, i64 %119, !dbg !22
  %122 = getelementptr float, ptr addrspace(1) %44, i64 %119, !dbg !22
  %123 = getelementptr float, ptr addrspace(1) %46, i64 %119, !dbg !22
  %124 = and i1 %108, %115, !dbg !19
  %125 = and i1 %108, %116, !dbg !19
  %126 = and i1 %108, %117, !dbg !19
  %127 = and i1 %108, %118, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %60, !dbg !23
  %129 = select i1 %124, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %128, ptr addrspace(1) %120, i32 %129) #2, !dbg !23
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %63, !dbg !23
  %131 = select i1 %125, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %130, ptr addrspace(1) %121, i32 %131) #2, !dbg !23
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %66, !dbg !23
  %133 = select i1 %126, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %132, ptr addrspace(1) %122, i32 %133) #2, !dbg !23
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %69, !dbg !23
  %135 = select i1 %127, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %134, ptr addrspace(1) %123, i32 %135) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %136 = icmp slt i32 %110, %5, !dbg !24
  %137 = icmp slt i32 %111, %5, !dbg !24
  %138 = icmp slt i32 %112, %5, !dbg !24
  %139 = icmp slt i32 %113, %5, !dbg !24
  %140 = and i1 %47, %136, !dbg !25
  %141 = and i1 %47, %137, !dbg !25
  %142 = and i1 %47, %138, !dbg !25
  %143 = and i1 %47, %139, !dbg !25
  %144 = mul i32 %7, %110, !dbg !26
  %145 = mul i32 %7, %111, !dbg !26
  %146 = mul i32 %7, %112, !dbg !26
  %147 = mul i32 %7, %113, !dbg !26
  %148 = sext i32 %144 to i64, !dbg !27
  %149 = getelementptr float, ptr addrspace(1) %1, i64 %148, !dbg !27
  %150 = sext i32 %145 to i64, !dbg !27
  %151 = getelementptr float, ptr addrspace(1) %1, i64 %150, !dbg !27
  %152 = sext i32 %146 to i64, !dbg !27
  %153 = getelementptr float, ptr addrspace(1) %1, i64 %152, !dbg !27
  %154 = sext i32 %147 to i64, !dbg !27
  %155 = getelementptr float, ptr addrspace(1) %1, i64 %154, !dbg !27
  %156 = getelementptr float, ptr addrspace(1) %149, i64 %92, !dbg !28
  %157 = getelementptr float, ptr addrspace(1) %151, i64 %92, !dbg !28
  %158 = getelementptr float, ptr addrspace(1) %153, i64 %92, !dbg !28
  %159 = getelementptr float, ptr addrspace(1) %155, i64 %92, !dbg !28
  %160 = and i1 %108, %140, !dbg !19
  %161 = and i1 %108, %141, !dbg !19
  %162 = and i1 %108, %142, !dbg !19
  %163 = and i1 %108, %143, !dbg !19
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6144), i32 %60, !dbg !29
  %165 = select i1 %160, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %164, ptr addrspace(1) %156, i32 %165) #2, !dbg !29
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6144), i32 %63, !dbg !29
  %167 = select i1 %161, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %166, ptr addrspace(1) %157, i32 %167) #2, !dbg !29
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6144), i32 %66, !dbg !29
  %169 = select i1 %162, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %168, ptr addrspace(1) %158, i32 %169) #2, !dbg !29
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6144), i32 %69, !dbg !29
  %171 = select i1 %163, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %170, ptr addrspace(1) %159, i32 %171) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %92, !dbg !19
  br i1 %48, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre = shl nuw nsw i32 %30, 3, !dbg !31
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %172 = add nsw i32 %5, -32
  %173 = shl nuw nsw i32 %16, 3
  %invariant.gep117 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %173, !dbg !19
  %174 = shl nuw nsw i32 %30, 3
  %invariant.gep119 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %174, !dbg !19
  br label %175, !dbg !19

175:                                              ; preds = %.lr.ph, %175
  %176 = phi i32 [ -1, %.lr.ph ], [ %183, %175 ]
  %177 = phi i32 [ 1, %.lr.ph ], [ %357, %175 ]
  %178 = phi i32 [ 0, %.lr.ph ], [ %417, %175 ]
  %179 = phi <8 x float> [ zeroinitializer, %.lr.ph ], [ %354, %175 ]
  %180 = icmp slt i32 %178, %172, !dbg !19
  %181 = add i32 %176, 1, !dbg !19
  %182 = icmp sgt i32 %181, 1, !dbg !19
  %183 = select i1 %182, i32 0, i32 %181, !dbg !19
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %184 = shl i32 %183, 9, !dbg !23
  %gep118 = getelementptr float, ptr addrspace(3) %invariant.gep117, i32 %184, !dbg !23
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 16, !dbg !23
  %186 = load float, ptr addrspace(3) %185, align 16, !dbg !23
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 20, !dbg !23
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 36, !dbg !23
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 52, !dbg !23
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 60, !dbg !23
  %191 = load float, ptr addrspace(3) %190, align 4, !dbg !23
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 64, !dbg !23
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 80, !dbg !23
  %194 = load float, ptr addrspace(3) %193, align 16, !dbg !23
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 84, !dbg !23
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 100, !dbg !23
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 116, !dbg !23
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 124, !dbg !23
  %199 = load float, ptr addrspace(3) %198, align 4, !dbg !23
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1024, !dbg !23
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1040, !dbg !23
  %202 = load float, ptr addrspace(3) %201, align 16, !dbg !23
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1044, !dbg !23
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1060, !dbg !23
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1076, !dbg !23
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1084, !dbg !23
  %207 = load float, ptr addrspace(3) %206, align 4, !dbg !23
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1088, !dbg !23
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1104, !dbg !23
  %210 = load float, ptr addrspace(3) %209, align 16, !dbg !23
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1108, !dbg !23
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1124, !dbg !23
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1140, !dbg !23
  %214 = load float, ptr addrspace(3) %213, align 4, !dbg !23
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep118, i32 1144, !dbg !23
  %gep120 = getelementptr float, ptr addrspace(3) %invariant.gep119, i32 %184, !dbg !29
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 128, !dbg !29
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 256, !dbg !29
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 384, !dbg !29
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 512, !dbg !29
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 640, !dbg !29
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 768, !dbg !29
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 896, !dbg !29
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1024, !dbg !29
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1152, !dbg !29
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1280, !dbg !29
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1408, !dbg !29
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1536, !dbg !29
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1664, !dbg !29
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1792, !dbg !29
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep120, i32 1920, !dbg !29
  %231 = load <4 x float>, ptr addrspace(3) %gep118, align 16, !dbg !23
  %232 = load <4 x float>, ptr addrspace(3) %192, align 16, !dbg !23
  %233 = load <4 x float>, ptr addrspace(3) %200, align 16, !dbg !23
  %234 = load <4 x float>, ptr addrspace(3) %208, align 16, !dbg !23
  %235 = load <2 x float>, ptr addrspace(3) %gep120, align 8, !dbg !29
  %236 = shufflevector <2 x float> %235, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %237 = load <2 x float>, ptr addrspace(3) %216, align 8, !dbg !29
  %238 = shufflevector <2 x float> %237, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %239 = load <2 x float>, ptr addrspace(3) %217, align 8, !dbg !29
  %240 = shufflevector <2 x float> %239, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %241 = load <2 x float>, ptr addrspace(3) %218, align 8, !dbg !29
  %242 = shufflevector <2 x float> %241, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %243 = load <2 x float>, ptr addrspace(3) %219, align 8, !dbg !29
  %244 = shufflevector <2 x float> %243, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %245 = shufflevector <4 x float> %231, <4 x float> %232, <8 x i32> <i32 0, i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %246 = shufflevector <4 x float> %233, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %247 = shufflevector <8 x float> %245, <8 x float> %246, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %248 = shufflevector <4 x float> %234, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %249 = shufflevector <8 x float> %247, <8 x float> %248, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 8, i32 8>, !dbg !32
  %250 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %249, <8 x float> %236, <8 x float> %179), !dbg !32
  %251 = shufflevector <4 x float> %231, <4 x float> %232, <8 x i32> <i32 1, i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %252 = shufflevector <8 x float> %251, <8 x float> %246, <8 x i32> <i32 0, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %253 = shufflevector <8 x float> %252, <8 x float> %248, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 9, i32 9>, !dbg !32
  %254 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %253, <8 x float> %238, <8 x float> %250), !dbg !32
  %255 = shufflevector <4 x float> %231, <4 x float> %232, <8 x i32> <i32 2, i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %256 = shufflevector <8 x float> %255, <8 x float> %246, <8 x i32> <i32 0, i32 1, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %257 = shufflevector <8 x float> %256, <8 x float> %248, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 10, i32 10>, !dbg !32
  %258 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %257, <8 x float> %240, <8 x float> %254), !dbg !32
  %259 = shufflevector <4 x float> %231, <4 x float> %232, <8 x i32> <i32 3, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %260 = shufflevector <8 x float> %259, <8 x float> %246, <8 x i32> <i32 0, i32 1, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %261 = shufflevector <8 x float> %260, <8 x float> %248, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 11, i32 11>, !dbg !32
  %262 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %261, <8 x float> %242, <8 x float> %258), !dbg !32
  %263 = insertelement <8 x float> poison, float %186, i64 0, !dbg !32
  %264 = insertelement <8 x float> %263, float %194, i64 1, !dbg !32
  %265 = insertelement <8 x float> %264, float %202, i64 2, !dbg !32
  %266 = insertelement <8 x float> %265, float %210, i64 3, !dbg !32
  %267 = shufflevector <8 x float> %266, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>, !dbg !32
  %268 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %267, <8 x float> %244, <8 x float> %262), !dbg !32
  %269 = load <4 x float>, ptr addrspace(3) %187, align 4, !dbg !23
  %270 = load <4 x float>, ptr addrspace(3) %188, align 4, !dbg !23
  %271 = load <2 x float>, ptr addrspace(3) %189, align 4, !dbg !23
  %272 = load <4 x float>, ptr addrspace(3) %195, align 4, !dbg !23
  %273 = load <4 x float>, ptr addrspace(3) %196, align 4, !dbg !23
  %274 = load <2 x float>, ptr addrspace(3) %197, align 4, !dbg !23
  %275 = load <4 x float>, ptr addrspace(3) %203, align 4, !dbg !23
  %276 = load <4 x float>, ptr addrspace(3) %204, align 4, !dbg !23
  %277 = load <2 x float>, ptr addrspace(3) %205, align 4, !dbg !23
  %278 = load <4 x float>, ptr addrspace(3) %211, align 4, !dbg !23
  %279 = load <4 x float>, ptr addrspace(3) %212, align 4, !dbg !23
  %280 = load <2 x float>, ptr addrspace(3) %215, align 8, !dbg !23
  %281 = load <2 x float>, ptr addrspace(3) %220, align 8, !dbg !29
  %282 = shufflevector <2 x float> %281, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %283 = load <2 x float>, ptr addrspace(3) %221, align 8, !dbg !29
  %284 = shufflevector <2 x float> %283, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %285 = load <2 x float>, ptr addrspace(3) %222, align 8, !dbg !29
  %286 = shufflevector <2 x float> %285, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %287 = load <2 x float>, ptr addrspace(3) %223, align 8, !dbg !29
  %288 = shufflevector <2 x float> %287, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %289 = load <2 x float>, ptr addrspace(3) %224, align 8, !dbg !29
  %290 = shufflevector <2 x float> %289, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %291 = load <2 x float>, ptr addrspace(3) %225, align 8, !dbg !29
  %292 = shufflevector <2 x float> %291, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %293 = load <2 x float>, ptr addrspace(3) %226, align 8, !dbg !29
  %294 = shufflevector <2 x float> %293, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %295 = load <2 x float>, ptr addrspace(3) %227, align 8, !dbg !29
  %296 = shufflevector <2 x float> %295, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %297 = load <2 x float>, ptr addrspace(3) %228, align 8, !dbg !29
  %298 = shufflevector <2 x float> %297, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %299 = load <2 x float>, ptr addrspace(3) %229, align 8, !dbg !29
  %300 = shufflevector <2 x float> %299, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %301 = load <2 x float>, ptr addrspace(3) %230, align 8, !dbg !29
  %302 = shufflevector <2 x float> %301, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !29
  %303 = shufflevector <4 x float> %269, <4 x float> %272, <8 x i32> <i32 0, i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %304 = shufflevector <4 x float> %275, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %305 = shufflevector <8 x float> %303, <8 x float> %304, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %306 = shufflevector <4 x float> %278, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %307 = shufflevector <8 x float> %305, <8 x float> %306, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 8, i32 8>, !dbg !32
  %308 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %307, <8 x float> %282, <8 x float> %268), !dbg !32
  %309 = shufflevector <4 x float> %269, <4 x float> %272, <8 x i32> <i32 1, i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %310 = shufflevector <8 x float> %309, <8 x float> %304, <8 x i32> <i32 0, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %311 = shufflevector <8 x float> %310, <8 x float> %306, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 9, i32 9>, !dbg !32
  %312 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %311, <8 x float> %284, <8 x float> %308), !dbg !32
  %313 = shufflevector <4 x float> %269, <4 x float> %272, <8 x i32> <i32 2, i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %314 = shufflevector <8 x float> %313, <8 x float> %304, <8 x i32> <i32 0, i32 1, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %315 = shufflevector <8 x float> %314, <8 x float> %306, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 10, i32 10>, !dbg !32
  %316 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %315, <8 x float> %286, <8 x float> %312), !dbg !32
  %317 = shufflevector <4 x float> %269, <4 x float> %272, <8 x i32> <i32 3, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %318 = shufflevector <8 x float> %317, <8 x float> %304, <8 x i32> <i32 0, i32 1, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %319 = shufflevector <8 x float> %318, <8 x float> %306, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 11, i32 11>, !dbg !32
  %320 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %319, <8 x float> %288, <8 x float> %316), !dbg !32
  %321 = shufflevector <4 x float> %270, <4 x float> %273, <8 x i32> <i32 0, i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %322 = shufflevector <4 x float> %276, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %323 = shufflevector <8 x float> %321, <8 x float> %322, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %324 = shufflevector <4 x float> %279, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %325 = shufflevector <8 x float> %323, <8 x float> %324, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 8, i32 8>, !dbg !32
  %326 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %325, <8 x float> %290, <8 x float> %320), !dbg !32
  %327 = shufflevector <4 x float> %270, <4 x float> %273, <8 x i32> <i32 1, i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %328 = shufflevector <8 x float> %327, <8 x float> %322, <8 x i32> <i32 0, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %329 = shufflevector <8 x float> %328, <8 x float> %324, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 9, i32 9>, !dbg !32
  %330 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %329, <8 x float> %292, <8 x float> %326), !dbg !32
  %331 = shufflevector <4 x float> %270, <4 x float> %273, <8 x i32> <i32 2, i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %332 = shufflevector <8 x float> %331, <8 x float> %322, <8 x i32> <i32 0, i32 1, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %333 = shufflevector <8 x float> %332, <8 x float> %324, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 10, i32 10>, !dbg !32
  %334 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %333, <8 x float> %294, <8 x float> %330), !dbg !32
  %335 = shufflevector <4 x float> %270, <4 x float> %273, <8 x i32> <i32 3, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %336 = shufflevector <8 x float> %335, <8 x float> %322, <8 x i32> <i32 0, i32 1, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %337 = shufflevector <8 x float> %336, <8 x float> %324, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 11, i32 11>, !dbg !32
  %338 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %337, <8 x float> %296, <8 x float> %334), !dbg !32
  %339 = shufflevector <2 x float> %271, <2 x float> %274, <8 x i32> <i32 0, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %340 = shufflevector <2 x float> %277, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %341 = shufflevector <8 x float> %339, <8 x float> %340, <8 x i32> <i32 0, i32 1, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %342 = insertelement <8 x float> %341, float %214, i64 3, !dbg !32
  %343 = shufflevector <8 x float> %342, <8 x float> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>, !dbg !32
  %344 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %343, <8 x float> %298, <8 x float> %338), !dbg !32
  %345 = shufflevector <2 x float> %271, <2 x float> %274, <8 x i32> <i32 1, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %346 = shufflevector <8 x float> %345, <8 x float> %340, <8 x i32> <i32 0, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %347 = shufflevector <2 x float> %280, <2 x float> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !32
  %348 = shufflevector <8 x float> %346, <8 x float> %347, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 8, i32 8>, !dbg !32
  %349 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %348, <8 x float> %300, <8 x float> %344), !dbg !32
  %350 = insertelement <8 x float> poison, float %191, i64 0, !dbg !32
  %351 = insertelement <8 x float> %350, float %199, i64 1, !dbg !32
  %352 = insertelement <8 x float> %351, float %207, i64 2, !dbg !32
  %353 = shufflevector <8 x float> %352, <8 x float> %347, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 9, i32 9>, !dbg !32
  %354 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %353, <8 x float> %302, <8 x float> %349), !dbg !32
  %355 = add i32 %177, 1, !dbg !19
  %356 = icmp sgt i32 %355, 1, !dbg !19
  %357 = select i1 %356, i32 0, i32 %355, !dbg !19
  %358 = add i32 %178, 32, !dbg !19
  %359 = or disjoint i32 %358, %30, !dbg !30
  %360 = or disjoint i32 %358, %19, !dbg !30
  %361 = or disjoint i32 %358, %20, !dbg !30
  %362 = or disjoint i32 %358, %21, !dbg !30
  %363 = or disjoint i32 %358, %22, !dbg !30
  %364 = icmp slt i32 %359, %5, !dbg !20
  %365 = and i1 %31, %364, !dbg !21
  %366 = and i1 %32, %364, !dbg !21
  %367 = and i1 %33, %364, !dbg !21
  %368 = and i1 %34, %364, !dbg !21
  %369 = sext i32 %359 to i64, !dbg !22
  %370 = getelementptr float, ptr addrspace(1) %40, i64 %369, !dbg !22
  %371 = getelementptr float, ptr addrspace(1) %42, i64 %369, !dbg !22
  %372 = getelementptr float, ptr addrspace(1) %44, i64 %369, !dbg !22
  %373 = getelementptr float, ptr addrspace(1) %46, i64 %369, !dbg !22
  %374 = shl i32 %357, 9, !dbg !23
  %375 = getelementptr float, ptr addrspace(3) @global_smem, i32 %374, !dbg !23
  %376 = and i1 %180, %365, !dbg !19
  %377 = and i1 %180, %366, !dbg !19
  %378 = and i1 %180, %367, !dbg !19
  %379 = and i1 %180, %368, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %380 = getelementptr inbounds nuw i8, ptr addrspace(3) %375, i32 %60, !dbg !23
  %381 = select i1 %376, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %380, ptr addrspace(1) %370, i32 %381) #2, !dbg !23
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) %375, i32 %63, !dbg !23
  %383 = select i1 %377, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %382, ptr addrspace(1) %371, i32 %383) #2, !dbg !23
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) %375, i32 %66, !dbg !23
  %385 = select i1 %378, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %384, ptr addrspace(1) %372, i32 %385) #2, !dbg !23
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) %375, i32 %69, !dbg !23
  %387 = select i1 %379, i32 4, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %386, ptr addrspace(1) %373, i32 %387) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %388 = icmp slt i32 %360, %5, !dbg !24
  %389 = icmp slt i32 %361, %5, !dbg !24
  %390 = icmp slt i32 %362, %5, !dbg !24
  %391 = icmp slt i32 %363, %5, !dbg !24
  %392 = and i1 %47, %388, !dbg !25
  %393 = and i1 %47, %389, !dbg !25
  %394 = and i1 %47, %390, !dbg !25
  %395 = and i1 %47, %391, !dbg !25
  %396 = mul i32 %360, %7, !dbg !26
  %397 = mul i32 %361, %7, !dbg !26
  %398 = mul i32 %362, %7, !dbg !26
  %399 = mul i32 %363, %7, !dbg !26
  %400 = sext i32 %396 to i64, !dbg !27
  %401 = sext i32 %397 to i64, !dbg !27
  %402 = sext i32 %398 to i64, !dbg !27
  %403 = sext i32 %399 to i64, !dbg !27
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %400, !dbg !28
  %gep112 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %401, !dbg !28
  %gep114 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %402, !dbg !28
  %gep116 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %403, !dbg !28
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %374, !dbg !29
  %405 = and i1 %180, %392, !dbg !19
  %406 = and i1 %180, %393, !dbg !19
  %407 = and i1 %180, %394, !dbg !19
  %408 = and i1 %180, %395, !dbg !19
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 %60, !dbg !29
  %410 = select i1 %405, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) %409, ptr addrspace(1) %gep, i32 %410) #2, !dbg !29
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 %63, !dbg !29
  %412 = select i1 %406, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %411, ptr addrspace(1) %gep112, i32 %412) #2, !dbg !29
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 %66, !dbg !29
  %414 = select i1 %407, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %413, ptr addrspace(1) %gep114, i32 %414) #2, !dbg !29
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) %404, i32 %69, !dbg !29
  %416 = select i1 %408, i32 4, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r"(ptr addrspace(3) nonnull %415, ptr addrspace(1) %gep116, i32 %416) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %417 = add i32 %178, 16, !dbg !19
  %418 = icmp slt i32 %417, %5, !dbg !19
  br i1 %418, label %175, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %175, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %174, %175 ], !dbg !31
  %419 = phi <8 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %354, %175 ]
  %420 = or disjoint i32 %113, %14, !dbg !11
  %421 = or disjoint i32 %112, %14, !dbg !11
  %422 = or disjoint i32 %111, %14, !dbg !11
  %423 = or disjoint i32 %110, %14, !dbg !11
  %424 = or disjoint i32 %22, %14, !dbg !11
  %425 = or disjoint i32 %21, %14, !dbg !11
  %426 = or disjoint i32 %20, %14, !dbg !11
  %427 = or disjoint i32 %19, %14, !dbg !11
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %428 = icmp slt i32 %427, %3, !dbg !33
  %429 = icmp slt i32 %426, %3, !dbg !33
  %430 = icmp slt i32 %425, %3, !dbg !33
  %431 = icmp slt i32 %424, %3, !dbg !33
  %432 = icmp slt i32 %423, %3, !dbg !33
  %433 = icmp slt i32 %422, %3, !dbg !33
  %434 = icmp slt i32 %421, %3, !dbg !33
  %435 = icmp slt i32 %420, %3, !dbg !33
  %436 = and i1 %428, %47, !dbg !34
  %437 = and i1 %429, %47, !dbg !34
  %438 = and i1 %430, %47, !dbg !34
  %439 = and i1 %431, %47, !dbg !34
  %440 = and i1 %432, %47, !dbg !34
  %441 = and i1 %433, %47, !dbg !34
  %442 = and i1 %434, %47, !dbg !34
  %443 = and i1 %435, %47, !dbg !34
  %444 = mul i32 %8, %427, !dbg !35
  %445 = mul i32 %8, %426, !dbg !35
  %446 = mul i32 %8, %425, !dbg !35
  %447 = mul i32 %8, %424, !dbg !35
  %448 = mul i32 %8, %423, !dbg !35
  %449 = mul i32 %8, %422, !dbg !35
  %450 = mul i32 %8, %421, !dbg !35
  %451 = mul i32 %8, %420, !dbg !35
  %452 = sext i32 %444 to i64, !dbg !36
  %453 = getelementptr float, ptr addrspace(1) %2, i64 %452, !dbg !36
  %454 = sext i32 %445 to i64, !dbg !36
  %455 = getelementptr float, ptr addrspace(1) %2, i64 %454, !dbg !36
  %456 = sext i32 %446 to i64, !dbg !36
  %457 = getelementptr float, ptr addrspace(1) %2, i64 %456, !dbg !36
  %458 = sext i32 %447 to i64, !dbg !36
  %459 = getelementptr float, ptr addrspace(1) %2, i64 %458, !dbg !36
  %460 = sext i32 %448 to i64, !dbg !36
  %461 = getelementptr float, ptr addrspace(1) %2, i64 %460, !dbg !36
  %462 = sext i32 %449 to i64, !dbg !36
  %463 = getelementptr float, ptr addrspace(1) %2, i64 %462, !dbg !36
  %464 = sext i32 %450 to i64, !dbg !36
  %465 = getelementptr float, ptr addrspace(1) %2, i64 %464, !dbg !36
  %466 = sext i32 %451 to i64, !dbg !36
  %467 = getelementptr float, ptr addrspace(1) %2, i64 %466, !dbg !36
  %468 = getelementptr float, ptr addrspace(1) %453, i64 %92, !dbg !37
  %469 = getelementptr float, ptr addrspace(1) %455, i64 %92, !dbg !37
  %470 = getelementptr float, ptr addrspace(1) %457, i64 %92, !dbg !37
  %471 = getelementptr float, ptr addrspace(1) %459, i64 %92, !dbg !37
  %472 = getelementptr float, ptr addrspace(1) %461, i64 %92, !dbg !37
  %473 = getelementptr float, ptr addrspace(1) %463, i64 %92, !dbg !37
  %474 = getelementptr float, ptr addrspace(1) %465, i64 %92, !dbg !37
  %475 = getelementptr float, ptr addrspace(1) %467, i64 %92, !dbg !37
  %476 = shl nuw nsw i32 %16, 4, !dbg !31
  %477 = or disjoint i32 %476, %.pre-phi, !dbg !31
  %478 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %477, !dbg !31
  %479 = shufflevector <8 x float> %419, <8 x float> poison, <2 x i32> <i32 0, i32 4>, !dbg !31
  store <2 x float> %479, ptr addrspace(3) %478, align 8, !dbg !31
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) %478, i32 128, !dbg !31
  %481 = shufflevector <8 x float> %419, <8 x float> poison, <2 x i32> <i32 2, i32 6>, !dbg !31
  store <2 x float> %481, ptr addrspace(3) %480, align 8, !dbg !31
  %482 = xor i32 %477, 2112, !dbg !31
  %483 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %482, !dbg !31
  %484 = shufflevector <8 x float> %419, <8 x float> poison, <2 x i32> <i32 1, i32 5>, !dbg !31
  store <2 x float> %484, ptr addrspace(3) %483, align 8, !dbg !31
  %485 = getelementptr inbounds nuw i8, ptr addrspace(3) %483, i32 128, !dbg !31
  %486 = shufflevector <8 x float> %419, <8 x float> poison, <2 x i32> <i32 3, i32 7>, !dbg !31
  store <2 x float> %486, ptr addrspace(3) %485, align 8, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %487 = and i32 %59, 504, !dbg !31
  %488 = and i32 %15, 1, !dbg !31
  %489 = icmp eq i32 %488, 0, !dbg !31
  %490 = select i1 %489, i32 0, i32 2112, !dbg !31
  %491 = xor i32 %490, %487, !dbg !31
  %492 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %491, !dbg !31
  %493 = load <2 x i32>, ptr addrspace(3) %492, align 8, !dbg !31
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) %492, i32 512, !dbg !31
  %495 = load <2 x i32>, ptr addrspace(3) %494, align 8, !dbg !31
  %496 = getelementptr inbounds nuw i8, ptr addrspace(3) %492, i32 1024, !dbg !31
  %497 = load <2 x i32>, ptr addrspace(3) %496, align 8, !dbg !31
  %498 = getelementptr inbounds nuw i8, ptr addrspace(3) %492, i32 1536, !dbg !31
  %499 = load <2 x i32>, ptr addrspace(3) %498, align 8, !dbg !31
  %.extract = extractelement <2 x i32> %493, i64 0, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %468, i1 %436) #2, !dbg !31
  %.extract9 = extractelement <2 x i32> %495, i64 0, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract9, ptr addrspace(1) %469, i1 %437) #2, !dbg !31
  %.extract10 = extractelement <2 x i32> %497, i64 0, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract10, ptr addrspace(1) %470, i1 %438) #2, !dbg !31
  %.extract11 = extractelement <2 x i32> %499, i64 0, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract11, ptr addrspace(1) %471, i1 %439) #2, !dbg !31
  %.extract12 = extractelement <2 x i32> %493, i64 1, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract12, ptr addrspace(1) %472, i1 %440) #2, !dbg !31
  %.extract13 = extractelement <2 x i32> %495, i64 1, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract13, ptr addrspace(1) %473, i1 %441) #2, !dbg !31
  %.extract14 = extractelement <2 x i32> %497, i64 1, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract14, ptr addrspace(1) %474, i1 %442) #2, !dbg !31
  %.extract15 = extractelement <2 x i32> %499, i64 1, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract15, ptr addrspace(1) %475, i1 %443) #2, !dbg !31
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dump.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 61, type: !5, scopeLine: 61, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 63, column: 26, scope: !4)
!8 = !DILocation(line: 64, column: 26, scope: !4)
!9 = !DILocation(line: 65, column: 17, scope: !4)
!10 = !DILocation(line: 65, column: 35, scope: !4)
!11 = !DILocation(line: 65, column: 22, scope: !4)
!12 = !DILocation(line: 66, column: 17, scope: !4)
!13 = !DILocation(line: 66, column: 22, scope: !4)
!14 = !DILocation(line: 67, column: 22, scope: !4)
!15 = !DILocation(line: 71, column: 40, scope: !4)
!16 = !DILocation(line: 70, column: 42, scope: !4)
!17 = !DILocation(line: 70, column: 28, scope: !4)
!18 = !DILocation(line: 73, column: 67, scope: !4)
!19 = !DILocation(line: 69, column: 26, scope: !4)
!20 = !DILocation(line: 71, column: 67, scope: !4)
!21 = !DILocation(line: 71, column: 46, scope: !4)
!22 = !DILocation(line: 70, column: 48, scope: !4)
!23 = !DILocation(line: 70, column: 20, scope: !4)
!24 = !DILocation(line: 73, column: 47, scope: !4)
!25 = !DILocation(line: 73, column: 53, scope: !4)
!26 = !DILocation(line: 72, column: 49, scope: !4)
!27 = !DILocation(line: 72, column: 28, scope: !4)
!28 = !DILocation(line: 72, column: 55, scope: !4)
!29 = !DILocation(line: 72, column: 20, scope: !4)
!30 = !DILocation(line: 71, column: 52, scope: !4)
!31 = !DILocation(line: 75, column: 60, scope: !4)
!32 = !DILocation(line: 74, column: 25, scope: !4)
!33 = !DILocation(line: 76, column: 33, scope: !4)
!34 = !DILocation(line: 76, column: 39, scope: !4)
!35 = !DILocation(line: 75, column: 35, scope: !4)
!36 = !DILocation(line: 75, column: 21, scope: !4)
!37 = !DILocation(line: 75, column: 41, scope: !4)
!38 = !DILocation(line: 75, column: 4, scope: !4)
