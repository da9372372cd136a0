; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %17 = shl i32 %15, 5, !dbg !9
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %19 = and i32 %18, 31, !dbg !10
  %20 = lshr i32 %18, 5, !dbg !10
  %21 = and i32 %20, 3, !dbg !10
  %22 = or disjoint i32 %21, 4, !dbg !10
  %23 = or disjoint i32 %21, 8, !dbg !10
  %24 = or disjoint i32 %21, 12, !dbg !10
  %25 = or disjoint i32 %21, 16, !dbg !10
  %26 = or disjoint i32 %21, 20, !dbg !10
  %27 = or disjoint i32 %21, 24, !dbg !10
  %28 = or i32 %20, 28, !dbg !10
  %29 = or disjoint i32 %17, %19, !dbg !11
  %30 = shl nuw nsw i32 %16, 5, !dbg !12
  %31 = or disjoint i32 %21, %30, !dbg !13
  %32 = or disjoint i32 %22, %30, !dbg !13
  %33 = or disjoint i32 %23, %30, !dbg !13
  %34 = or disjoint i32 %24, %30, !dbg !13
  %35 = or disjoint i32 %25, %30, !dbg !13
  %36 = or disjoint i32 %26, %30, !dbg !13
  %37 = or disjoint i32 %27, %30, !dbg !13
  %38 = or disjoint i32 %28, %30, !dbg !13
  %39 = add i32 %5, 31, !dbg !14
  %40 = sdiv i32 %39, 32, !dbg !19
  %41 = icmp slt i32 %29, %3, !dbg !20
  %42 = icmp slt i32 %31, %4, !dbg !21
  %43 = icmp slt i32 %32, %4, !dbg !21
  %44 = icmp slt i32 %33, %4, !dbg !21
  %45 = icmp slt i32 %34, %4, !dbg !21
  %46 = icmp slt i32 %35, %4, !dbg !21
  %47 = icmp slt i32 %36, %4, !dbg !21
  %48 = icmp slt i32 %37, %4, !dbg !21
  %49 = icmp slt i32 %38, %4, !dbg !21
  %50 = icmp sgt i32 %39, 31, !dbg !22
  br i1 %50, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !22

.._crit_edge_crit_edge:                           ; preds = %14
  %.pre = shl nuw nsw i32 %18, 6, !dbg !23
  %.pre63 = shl nuw nsw i32 %18, 4, !dbg !23
  %.pre65 = and i32 %.pre63, 512, !dbg !23
  %.pre67 = shl nuw nsw i32 %18, 1, !dbg !23
  %.pre69 = shl nuw nsw i32 %18, 3, !dbg !23
  br label %._crit_edge, !dbg !22

.lr.ph:                                           ; preds = %14
  %51 = shl i32 %8, 5, !dbg !24
  %52 = shl i32 %7, 5, !dbg !25
  %53 = mul i32 %8, %19, !dbg !26
  %54 = sext i32 %53 to i64, !dbg !27
  %55 = getelementptr half, ptr addrspace(1) %1, i64 %54, !dbg !27
  %56 = mul i32 %9, %38, !dbg !28
  %57 = sext i32 %56 to i64, !dbg !29
  %58 = getelementptr half, ptr addrspace(1) %55, i64 %57, !dbg !29
  %59 = mul i32 %9, %37, !dbg !28
  %60 = sext i32 %59 to i64, !dbg !29
  %61 = getelementptr half, ptr addrspace(1) %55, i64 %60, !dbg !29
  %62 = mul i32 %9, %36, !dbg !28
  %63 = sext i32 %62 to i64, !dbg !29
  %64 = getelementptr half, ptr addrspace(1) %55, i64 %63, !dbg !29
  %65 = mul i32 %9, %35, !dbg !28
  %66 = sext i32 %65 to i64, !dbg !29
  %67 = getelementptr half, ptr addrspace(1) %55, i64 %66, !dbg !29
  %68 = mul i32 %9, %34, !dbg !28
  %69 = sext i32 %68 to i64, !dbg !29
  %70 = getelementptr half, ptr addrspace(1) %55, i64 %69, !dbg !29
  %71 = mul i32 %9, %33, !dbg !28
  %72 = sext i32 %71 to i64, !dbg !29
  %73 = getelementptr half, ptr addrspace(1) %55, i64 %72, !dbg !29
  %74 = mul i32 %9, %32, !dbg !28
  %75 = sext i32 %74 to i64, !dbg !29
  %76 = getelementptr half, ptr addrspace(1) %55, i64 %75, !dbg !29
  %77 = mul i32 %9, %31, !dbg !28
  %78 = sext i32 %77 to i64, !dbg !29
  %79 = getelementptr half, ptr addrspace(1) %55, i64 %78, !dbg !29
  %80 = mul i32 %6, %29, !dbg !30
  %81 = sext i32 %80 to i64, !dbg !31
  %82 = getelementptr half, ptr addrspace(1) %0, i64 %81, !dbg !31
  %83 = mul i32 %7, %28, !dbg !32
  %84 = sext i32 %83 to i64, !dbg !33
  %85 = getelementptr half, ptr addrspace(1) %82, i64 %84, !dbg !33
  %86 = mul i32 %7, %27, !dbg !32
  %87 = sext i32 %86 to i64, !dbg !33
  %88 = getelementptr half, ptr addrspace(1) %82, i64 %87, !dbg !33
  %89 = mul i32 %7, %26, !dbg !32
  %90 = sext i32 %89 to i64, !dbg !33
  %91 = getelementptr half, ptr addrspace(1) %82, i64 %90, !dbg !33
  %92 = mul i32 %7, %25, !dbg !32
  %93 = sext i32 %92 to i64, !dbg !33
  %94 = getelementptr half, ptr addrspace(1) %82, i64 %93, !dbg !33
  %95 = mul i32 %7, %24, !dbg !32
  %96 = sext i32 %95 to i64, !dbg !33
  %97 = getelementptr half, ptr addrspace(1) %82, i64 %96, !dbg !33
  %98 = mul i32 %7, %23, !dbg !32
  %99 = sext i32 %98 to i64, !dbg !33
  %100 = getelementptr half, ptr addrspace(1) %82, i64 %99, !dbg !33
  %101 = mul i32 %7, %22, !dbg !32
  %102 = sext i32 %101 to i64, !dbg !33
  %103 = getelementptr half, ptr addrspace(1) %82, i64 %102, !dbg !33
  %104 = mul i32 %7, %21, !dbg !32
  %105 = sext i32 %104 to i64, !dbg !33
  %106 = getelementptr half, ptr addrspace(1) %82, i64 %105, !dbg !33
  %107 = shl nuw nsw i32 %18, 1
  %108 = and i32 %107, 126
  %109 = and i32 %18, 64
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, i32 0, i32 144
  %112 = xor i32 %111, %108
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %112
  %114 = or disjoint i32 %112, 512
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %114
  %116 = or disjoint i32 %112, 1024
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116
  %118 = or disjoint i32 %112, 1536
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %118
  %120 = xor i32 %112, 288
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %120
  %122 = or disjoint i32 %120, 512
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %122
  %124 = or disjoint i32 %120, 1024
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = or disjoint i32 %120, 1536
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %112
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %114
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %116
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %118
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %120
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %122
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %124
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %126
  %136 = shl nuw nsw i32 %18, 6
  %137 = and i32 %136, 448
  %138 = shl nuw nsw i32 %18, 3
  %139 = and i32 %138, 48
  %140 = and i32 %107, 16
  %141 = shl nuw nsw i32 %18, 5
  %142 = and i32 %141, 512
  %143 = lshr exact i32 %109, 1
  %144 = or disjoint i32 %137, %139
  %145 = or disjoint i32 %140, %143
  %146 = xor i32 %144, %145
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 %146
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %148, i32 1024
  %150 = and i32 %107, 48
  %151 = shl nuw nsw i32 %18, 4
  %152 = and i32 %151, 512
  %153 = xor i32 %144, %150
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2048), i32 %152
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %154, i32 %153
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 1024
  %157 = sext i32 %52 to i64
  %158 = sext i32 %51 to i64
  br label %159, !dbg !22

159:                                              ; preds = %.lr.ph, %159
  %.pn1761 = phi ptr addrspace(1) [ %58, %.lr.ph ], [ %283, %159 ]
  %.pn1960 = phi ptr addrspace(1) [ %61, %.lr.ph ], [ %282, %159 ]
  %.pn2159 = phi ptr addrspace(1) [ %64, %.lr.ph ], [ %281, %159 ]
  %.pn2358 = phi ptr addrspace(1) [ %67, %.lr.ph ], [ %280, %159 ]
  %.pn2557 = phi ptr addrspace(1) [ %70, %.lr.ph ], [ %279, %159 ]
  %.pn2756 = phi ptr addrspace(1) [ %73, %.lr.ph ], [ %278, %159 ]
  %.pn2955 = phi ptr addrspace(1) [ %76, %.lr.ph ], [ %277, %159 ]
  %.pn3154 = phi ptr addrspace(1) [ %79, %.lr.ph ], [ %276, %159 ]
  %.pn153 = phi ptr addrspace(1) [ %85, %.lr.ph ], [ %275, %159 ]
  %.pn352 = phi ptr addrspace(1) [ %88, %.lr.ph ], [ %274, %159 ]
  %.pn551 = phi ptr addrspace(1) [ %91, %.lr.ph ], [ %273, %159 ]
  %.pn750 = phi ptr addrspace(1) [ %94, %.lr.ph ], [ %272, %159 ]
  %.pn949 = phi ptr addrspace(1) [ %97, %.lr.ph ], [ %271, %159 ]
  %.pn1148 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %270, %159 ]
  %.pn1347 = phi ptr addrspace(1) [ %103, %.lr.ph ], [ %269, %159 ]
  %.pn1546 = phi ptr addrspace(1) [ %106, %.lr.ph ], [ %268, %159 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %259, %159 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %260, %159 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %261, %159 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %262, %159 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %264, %159 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %265, %159 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %159 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %159 ]
  %168 = phi i32 [ 0, %.lr.ph ], [ %284, %159 ]
  %169 = shl i32 %168, 5, !dbg !34
  %170 = sub i32 %5, %169, !dbg !35
  %171 = icmp slt i32 %21, %170, !dbg !36
  %172 = icmp slt i32 %22, %170, !dbg !36
  %173 = icmp slt i32 %23, %170, !dbg !36
  %174 = icmp slt i32 %24, %170, !dbg !36
  %175 = icmp slt i32 %25, %170, !dbg !36
  %176 = icmp slt i32 %26, %170, !dbg !36
  %177 = icmp slt i32 %27, %170, !dbg !36
  %178 = icmp slt i32 %28, %170, !dbg !36
  %179 = and i1 %41, %171, !dbg !37
  %180 = and i1 %41, %172, !dbg !37
  %181 = and i1 %41, %173, !dbg !37
  %182 = and i1 %41, %174, !dbg !37
  %183 = and i1 %41, %175, !dbg !37
  %184 = and i1 %41, %176, !dbg !37
  %185 = and i1 %41, %177, !dbg !37
  %186 = and i1 %41, %178, !dbg !37
  %187 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1546, i1 %179) #4, !dbg !38
  %188 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1347, i1 %180) #4, !dbg !38
  %189 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1148, i1 %181) #4, !dbg !38
  %190 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn949, i1 %182) #4, !dbg !38
  %191 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn750, i1 %183) #4, !dbg !38
  %192 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn551, i1 %184) #4, !dbg !38
  %193 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn352, i1 %185) #4, !dbg !38
  %194 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn153, i1 %186) #4, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %195 = insertelement <1 x i16> poison, i16 %187, i64 0, !dbg !38
  store <1 x i16> %195, ptr addrspace(3) %113, align 2, !dbg !38
  %196 = insertelement <1 x i16> poison, i16 %189, i64 0, !dbg !38
  store <1 x i16> %196, ptr addrspace(3) %115, align 2, !dbg !38
  %197 = insertelement <1 x i16> poison, i16 %191, i64 0, !dbg !38
  store <1 x i16> %197, ptr addrspace(3) %117, align 2, !dbg !38
  %198 = insertelement <1 x i16> poison, i16 %193, i64 0, !dbg !38
  store <1 x i16> %198, ptr addrspace(3) %119, align 2, !dbg !38
  %199 = insertelement <1 x i16> poison, i16 %188, i64 0, !dbg !38
  store <1 x i16> %199, ptr addrspace(3) %121, align 2, !dbg !38
  %200 = insertelement <1 x i16> poison, i16 %190, i64 0, !dbg !38
  store <1 x i16> %200, ptr addrspace(3) %123, align 2, !dbg !38
  %201 = insertelement <1 x i16> poison, i16 %192, i64 0, !dbg !38
  store <1 x i16> %201, ptr addrspace(3) %125, align 2, !dbg !38
  %202 = insertelement <1 x i16> poison, i16 %194, i64 0, !dbg !38
  store <1 x i16> %202, ptr addrspace(3) %127, align 2, !dbg !38
  %203 = icmp slt i32 %19, %170, !dbg !39
  %204 = and i1 %42, %203, !dbg !40
  %205 = and i1 %43, %203, !dbg !40
  %206 = and i1 %44, %203, !dbg !40
  %207 = and i1 %45, %203, !dbg !40
  %208 = and i1 %46, %203, !dbg !40
  %209 = and i1 %47, %203, !dbg !40
  %210 = and i1 %48, %203, !dbg !40
  %211 = and i1 %49, %203, !dbg !40
  %212 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3154, i1 %204) #4, !dbg !41
  %213 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2955, i1 %205) #4, !dbg !41
  %214 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2756, i1 %206) #4, !dbg !41
  %215 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2557, i1 %207) #4, !dbg !41
  %216 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2358, i1 %208) #4, !dbg !41
  %217 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn2159, i1 %209) #4, !dbg !41
  %218 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1960, i1 %210) #4, !dbg !41
  %219 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1761, i1 %211) #4, !dbg !41
  %220 = insertelement <1 x i16> poison, i16 %212, i64 0, !dbg !41
  store <1 x i16> %220, ptr addrspace(3) %128, align 2, !dbg !41
  %221 = insertelement <1 x i16> poison, i16 %214, i64 0, !dbg !41
  store <1 x i16> %221, ptr addrspace(3) %129, align 2, !dbg !41
  %222 = insertelement <1 x i16> poison, i16 %216, i64 0, !dbg !41
  store <1 x i16> %222, ptr addrspace(3) %130, align 2, !dbg !41
  %223 = insertelement <1 x i16> poison, i16 %218, i64 0, !dbg !41
  store <1 x i16> %223, ptr addrspace(3) %131, align 2, !dbg !41
  %224 = insertelement <1 x i16> poison, i16 %213, i64 0, !dbg !41
  store <1 x i16> %224, ptr addrspace(3) %132, align 2, !dbg !41
  %225 = insertelement <1 x i16> poison, i16 %215, i64 0, !dbg !41
  store <1 x i16> %225, ptr addrspace(3) %133, align 2, !dbg !41
  %226 = insertelement <1 x i16> poison, i16 %217, i64 0, !dbg !41
  store <1 x i16> %226, ptr addrspace(3) %134, align 2, !dbg !41
  %227 = insertelement <1 x i16> poison, i16 %219, i64 0, !dbg !41
  store <1 x i16> %227, ptr addrspace(3) %135, align 2, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !38
  %228 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %148), !dbg !38
  %229 = extractvalue { i32, i32, i32, i32 } %228, 0, !dbg !38
  %230 = extractvalue { i32, i32, i32, i32 } %228, 1, !dbg !38
  %231 = extractvalue { i32, i32, i32, i32 } %228, 2, !dbg !38
  %232 = extractvalue { i32, i32, i32, i32 } %228, 3, !dbg !38
  %233 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) nonnull %149), !dbg !38
  %234 = extractvalue { i32, i32, i32, i32 } %233, 0, !dbg !38
  %235 = extractvalue { i32, i32, i32, i32 } %233, 1, !dbg !38
  %236 = extractvalue { i32, i32, i32, i32 } %233, 2, !dbg !38
  %237 = extractvalue { i32, i32, i32, i32 } %233, 3, !dbg !38
  %238 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %155), !dbg !41
  %239 = extractvalue { i32, i32, i32, i32 } %238, 0, !dbg !41
  %240 = extractvalue { i32, i32, i32, i32 } %238, 1, !dbg !41
  %241 = extractvalue { i32, i32, i32, i32 } %238, 2, !dbg !41
  %242 = extractvalue { i32, i32, i32, i32 } %238, 3, !dbg !41
  %243 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %156), !dbg !41
  %244 = extractvalue { i32, i32, i32, i32 } %243, 0, !dbg !41
  %245 = extractvalue { i32, i32, i32, i32 } %243, 1, !dbg !41
  %246 = extractvalue { i32, i32, i32, i32 } %243, 2, !dbg !41
  %247 = extractvalue { i32, i32, i32, i32 } %243, 3, !dbg !41
  %248 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %160, float %161, float %162, float %163, i32 %229, i32 %230, i32 %231, i32 %232, i32 %239, i32 %240) #4, !dbg !42
  %249 = extractvalue { float, float, float, float } %248, 0, !dbg !42
  %250 = extractvalue { float, float, float, float } %248, 1, !dbg !42
  %251 = extractvalue { float, float, float, float } %248, 2, !dbg !42
  %252 = extractvalue { float, float, float, float } %248, 3, !dbg !42
  %253 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %164, float %165, float %166, float %167, i32 %229, i32 %230, i32 %231, i32 %232, i32 %244, i32 %245) #4, !dbg !42
  %254 = extractvalue { float, float, float, float } %253, 0, !dbg !42
  %255 = extractvalue { float, float, float, float } %253, 1, !dbg !42
  %256 = extractvalue { float, float, float, float } %253, 2, !dbg !42
  %257 = extractvalue { float, float, float, float } %253, 3, !dbg !42
  %258 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %249, float %250, float %251, float %252, i32 %234, i32 %235, i32 %236, i32 %237, i32 %241, i32 %242) #4, !dbg !42
  %259 = extractvalue { float, float, float, float } %258, 0, !dbg !42
  %260 = extractvalue { float, float, float, float } %258, 1, !dbg !42
  %261 = extractvalue { float, float, float, float } %258, 2, !dbg !42
  %262 = extractvalue { float, float, float, float } %258, 3, !dbg !42
  %263 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %254, float %255, float %256, float %257, i32 %234, i32 %235, i32 %236, i32 %237, i32 %246, i32 %247) #4, !dbg !42
  %264 = extractvalue { float, float, float, float } %263, 0, !dbg !42
  %265 = extractvalue { float, float, float, float } %263, 1, !dbg !42
  %266 = extractvalue { float, float, float, float } %263, 2, !dbg !42
  %267 = extractvalue { float, float, float, float } %263, 3, !dbg !42
  %268 = getelementptr half, ptr addrspace(1) %.pn1546, i64 %157, !dbg !43
  %269 = getelementptr half, ptr addrspace(1) %.pn1347, i64 %157, !dbg !43
  %270 = getelementptr half, ptr addrspace(1) %.pn1148, i64 %157, !dbg !43
  %271 = getelementptr half, ptr addrspace(1) %.pn949, i64 %157, !dbg !43
  %272 = getelementptr half, ptr addrspace(1) %.pn750, i64 %157, !dbg !43
  %273 = getelementptr half, ptr addrspace(1) %.pn551, i64 %157, !dbg !43
  %274 = getelementptr half, ptr addrspace(1) %.pn352, i64 %157, !dbg !43
  %275 = getelementptr half, ptr addrspace(1) %.pn153, i64 %157, !dbg !43
  %276 = getelementptr half, ptr addrspace(1) %.pn3154, i64 %158, !dbg !44
  %277 = getelementptr half, ptr addrspace(1) %.pn2955, i64 %158, !dbg !44
  %278 = getelementptr half, ptr addrspace(1) %.pn2756, i64 %158, !dbg !44
  %279 = getelementptr half, ptr addrspace(1) %.pn2557, i64 %158, !dbg !44
  %280 = getelementptr half, ptr addrspace(1) %.pn2358, i64 %158, !dbg !44
  %281 = getelementptr half, ptr addrspace(1) %.pn2159, i64 %158, !dbg !44
  %282 = getelementptr half, ptr addrspace(1) %.pn1960, i64 %158, !dbg !44
  %283 = getelementptr half, ptr addrspace(1) %.pn1761, i64 %158, !dbg !44
  %284 = add nuw nsw i32 %168, 1, !dbg !22
  %exitcond.not = icmp eq i32 %284, %40, !dbg !22
  br i1 %exitcond.not, label %._crit_edge, label %159, !dbg !22

._crit_edge:                                      ; preds = %159, %.._crit_edge_crit_edge
  %.pre-phi70 = phi i32 [ %.pre69, %.._crit_edge_crit_edge ], [ %138, %159 ], !dbg !23
  %.pre-phi68 = phi i32 [ %.pre67, %.._crit_edge_crit_edge ], [ %107, %159 ], !dbg !23
  %.pre-phi66 = phi i32 [ %.pre65, %.._crit_edge_crit_edge ], [ %152, %159 ], !dbg !23
  %.pre-phi64 = phi i32 [ %.pre63, %.._crit_edge_crit_edge ], [ %151, %159 ], !dbg !23
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %136, %159 ], !dbg !23
  %285 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %259, %159 ], !dbg !45
  %286 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %260, %159 ], !dbg !45
  %287 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %261, %159 ], !dbg !45
  %288 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %262, %159 ], !dbg !45
  %289 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %264, %159 ], !dbg !45
  %290 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %265, %159 ], !dbg !45
  %291 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %266, %159 ], !dbg !45
  %292 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %267, %159 ], !dbg !45
  %293 = mul i32 %10, %29, !dbg !46
  %294 = sext i32 %293 to i64, !dbg !47
  %295 = getelementptr float, ptr addrspace(1) %2, i64 %294, !dbg !47
  %296 = mul i32 %11, %31, !dbg !48
  %297 = mul i32 %11, %32, !dbg !48
  %298 = mul i32 %11, %33, !dbg !48
  %299 = mul i32 %11, %34, !dbg !48
  %300 = mul i32 %11, %35, !dbg !48
  %301 = mul i32 %11, %36, !dbg !48
  %302 = mul i32 %11, %37, !dbg !48
  %303 = mul i32 %11, %38, !dbg !48
  %304 = sext i32 %296 to i64, !dbg !49
  %305 = getelementptr float, ptr addrspace(1) %295, i64 %304, !dbg !49
  %306 = sext i32 %297 to i64, !dbg !49
  %307 = getelementptr float, ptr addrspace(1) %295, i64 %306, !dbg !49
  %308 = sext i32 %298 to i64, !dbg !49
  %309 = getelementptr float, ptr addrspace(1) %295, i64 %308, !dbg !49
  %310 = sext i32 %299 to i64, !dbg !49
  %311 = getelementptr float, ptr addrspace(1) %295, i64 %310, !dbg !49
  %312 = sext i32 %300 to i64, !dbg !49
  %313 = getelementptr float, ptr addrspace(1) %295, i64 %312, !dbg !49
  %314 = sext i32 %301 to i64, !dbg !49
  %315 = getelementptr float, ptr addrspace(1) %295, i64 %314, !dbg !49
  %316 = sext i32 %302 to i64, !dbg !49
  %317 = getelementptr float, ptr addrspace(1) %295, i64 %316, !dbg !49
  %318 = sext i32 %303 to i64, !dbg !49
  %319 = getelementptr float, ptr addrspace(1) %295, i64 %318, !dbg !49
  %320 = and i1 %41, %42, !dbg !50
  %321 = and i1 %41, %43, !dbg !50
  %322 = and i1 %41, %44, !dbg !50
  %323 = and i1 %41, %45, !dbg !50
  %324 = and i1 %41, %46, !dbg !50
  %325 = and i1 %41, %47, !dbg !50
  %326 = and i1 %41, %48, !dbg !50
  %327 = and i1 %41, %49, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %328 = and i32 %.pre-phi, 1088, !dbg !23
  %329 = shl nuw nsw i32 %18, 2, !dbg !23
  %330 = and i32 %329, 120, !dbg !23
  %331 = and i32 %.pre-phi68, 128, !dbg !23
  %332 = or disjoint i32 %.pre-phi66, %331, !dbg !23
  %333 = xor i32 %328, %330, !dbg !23
  %334 = or disjoint i32 %332, %333, !dbg !23
  %335 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %334, !dbg !23
  %336 = insertelement <2 x float> poison, float %285, i64 0, !dbg !23
  %337 = insertelement <2 x float> %336, float %289, i64 1, !dbg !23
  store <2 x float> %337, ptr addrspace(3) %335, align 8, !dbg !23
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %335, i32 256, !dbg !23
  %339 = insertelement <2 x float> poison, float %286, i64 0, !dbg !23
  %340 = insertelement <2 x float> %339, float %290, i64 1, !dbg !23
  store <2 x float> %340, ptr addrspace(3) %338, align 8, !dbg !23
  %341 = xor i32 %334, 2056, !dbg !23
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %341, !dbg !23
  %343 = insertelement <2 x float> poison, float %287, i64 0, !dbg !23
  %344 = insertelement <2 x float> %343, float %291, i64 1, !dbg !23
  store <2 x float> %344, ptr addrspace(3) %342, align 8, !dbg !23
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 256, !dbg !23
  %346 = insertelement <2 x float> poison, float %288, i64 0, !dbg !23
  %347 = insertelement <2 x float> %346, float %292, i64 1, !dbg !23
  store <2 x float> %347, ptr addrspace(3) %345, align 8, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %348 = shl nuw nsw i32 %18, 8, !dbg !23
  %349 = and i32 %348, 3072, !dbg !23
  %350 = and i32 %.pre-phi64, 112, !dbg !23
  %351 = and i32 %.pre-phi70, 384, !dbg !23
  %352 = and i32 %18, 72, !dbg !23
  %353 = or disjoint i32 %349, %350, !dbg !23
  %354 = or disjoint i32 %351, %352, !dbg !23
  %355 = xor i32 %353, %354, !dbg !23
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %355, !dbg !23
  %357 = load <2 x i32>, ptr addrspace(3) %356, align 8, !dbg !23
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %356, i32 512, !dbg !23
  %359 = load <2 x i32>, ptr addrspace(3) %358, align 8, !dbg !23
  %360 = xor i32 %355, 8, !dbg !23
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %360, !dbg !23
  %362 = load <2 x i32>, ptr addrspace(3) %361, align 8, !dbg !23
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %361, i32 512, !dbg !23
  %364 = load <2 x i32>, ptr addrspace(3) %363, align 8, !dbg !23
  %.extract = extractelement <2 x i32> %357, i64 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %305, i1 %320) #4, !dbg !23
  %.extract39 = extractelement <2 x i32> %362, i64 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract39, ptr addrspace(1) %307, i1 %321) #4, !dbg !23
  %.extract40 = extractelement <2 x i32> %359, i64 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract40, ptr addrspace(1) %309, i1 %322) #4, !dbg !23
  %.extract41 = extractelement <2 x i32> %364, i64 0, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract41, ptr addrspace(1) %311, i1 %323) #4, !dbg !23
  %.extract42 = extractelement <2 x i32> %357, i64 1, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract42, ptr addrspace(1) %313, i1 %324) #4, !dbg !23
  %.extract43 = extractelement <2 x i32> %362, i64 1, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract43, ptr addrspace(1) %315, i1 %325) #4, !dbg !23
  %.extract44 = extractelement <2 x i32> %359, i64 1, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract44, ptr addrspace(1) %317, i1 %326) #4, !dbg !23
  %.extract45 = extractelement <2 x i32> %364, i64 1, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract45, ptr addrspace(1) %319, i1 %327) #4, !dbg !23
  ret void, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dump.py", directory: "/work/wt-ptx/tests/corpus/ptx/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 27, column: 26, scope: !4)
!8 = !DILocation(line: 28, column: 26, scope: !4)
!9 = !DILocation(line: 29, column: 21, scope: !4)
!10 = !DILocation(line: 29, column: 44, scope: !4)
!11 = !DILocation(line: 29, column: 31, scope: !4)
!12 = !DILocation(line: 30, column: 21, scope: !4)
!13 = !DILocation(line: 30, column: 31, scope: !4)
!14 = !DILocation(line: 43, column: 17, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/root/.cache/gpujit/venv/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 35, column: 33, scope: !18)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!19 = !DILocation(line: 43, column: 30, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 36, column: 52, scope: !4)
!21 = !DILocation(line: 37, column: 90, scope: !4)
!22 = !DILocation(line: 35, column: 22, scope: !4)
!23 = !DILocation(line: 42, column: 21, scope: !4)
!24 = !DILocation(line: 40, column: 28, scope: !4)
!25 = !DILocation(line: 39, column: 28, scope: !4)
!26 = !DILocation(line: 33, column: 39, scope: !4)
!27 = !DILocation(line: 33, column: 21, scope: !4)
!28 = !DILocation(line: 33, column: 69, scope: !4)
!29 = !DILocation(line: 33, column: 51, scope: !4)
!30 = !DILocation(line: 32, column: 39, scope: !4)
!31 = !DILocation(line: 32, column: 21, scope: !4)
!32 = !DILocation(line: 32, column: 69, scope: !4)
!33 = !DILocation(line: 32, column: 51, scope: !4)
!34 = !DILocation(line: 36, column: 84, scope: !4)
!35 = !DILocation(line: 36, column: 80, scope: !4)
!36 = !DILocation(line: 36, column: 76, scope: !4)
!37 = !DILocation(line: 36, column: 58, scope: !4)
!38 = !DILocation(line: 36, column: 20, scope: !4)
!39 = !DILocation(line: 37, column: 52, scope: !4)
!40 = !DILocation(line: 37, column: 72, scope: !4)
!41 = !DILocation(line: 37, column: 20, scope: !4)
!42 = !DILocation(line: 38, column: 27, scope: !4)
!43 = !DILocation(line: 39, column: 18, scope: !4)
!44 = !DILocation(line: 40, column: 18, scope: !4)
!45 = !DILocation(line: 34, column: 19, scope: !4)
!46 = !DILocation(line: 41, column: 39, scope: !4)
!47 = !DILocation(line: 41, column: 21, scope: !4)
!48 = !DILocation(line: 41, column: 69, scope: !4)
!49 = !DILocation(line: 41, column: 51, scope: !4)
!50 = !DILocation(line: 42, column: 56, scope: !4)
!51 = !DILocation(line: 42, column: 4, scope: !4)
