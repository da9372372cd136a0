; ModuleID = 'softmax'
source_filename = "softmax"

@gpujit.shared.0.storage = internal addrspace(3) global [32 x float] undef, align 16

define void @softmax_rows(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %rows, i32 %cols) #0 {
entry:
  %var47 = alloca i32, align 4
  %var42 = alloca float, align 4
  %var41 = alloca i32, align 4
  %var35 = alloca float, align 4
  %var25 = alloca float, align 4
  %var24 = alloca i32, align 4
  %var18 = alloca i32, align 4
  %var17 = alloca float, align 4
  %var12 = alloca float, align 4
  %var11 = alloca i32, align 4
  %var5 = alloca float, align 4
  %var3 = alloca float, align 4
  %var2 = alloca i32, align 4
  %var1 = alloca i32, align 4
  %var = alloca float, align 4
  %0 = call ptr addrspace(3) @gpujit.shared.0()
  %1 = call i32 @gpujit.block_id.x()
  %2 = mul i32 %1, %cols
  %3 = call i32 @gpujit.thread_id.x()
  %4 = call i32 @gpujit.block_dim.x()
  store float 0xFFF0000000000000, ptr %var, align 4
  store i32 %3, ptr %var1, align 4
  br label %for.head

for.head:                                         ; preds = %for.body, %entry
  %5 = load i32, ptr %var1, align 4
  %lt = icmp ult i32 %5, %cols
  br i1 %lt, label %for.body, label %for.exit

for.body:                                         ; preds = %for.head
  %6 = load float, ptr %var, align 4
  %7 = add i32 %2, %5
  %idx = zext i32 %7 to i64
  %8 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = call float @gpujit.math.max.f32(float %6, float %9)
  store float %10, ptr %var, align 4
  %11 = load i32, ptr %var1, align 4
  %12 = add i32 %11, %4
  store i32 %12, ptr %var1, align 4
  br label %for.head

for.exit:                                         ; preds = %for.head
  %13 = load float, ptr %var, align 4
  %14 = call i32 @gpujit.warp_size()
  %15 = call i32 @gpujit.thread_id.x()
  %16 = call i32 @gpujit.warp_size()
  %17 = lshr i32 %16, 1
  store i32 %17, ptr %var2, align 4
  store float %13, ptr %var3, align 4
  br label %while.head

while.head:                                       ; preds = %while.body, %for.exit
  %18 = load i32, ptr %var2, align 4
  %gt = icmp ugt i32 %18, 0
  br i1 %gt, label %while.body, label %while.exit

while.body:                                       ; preds = %while.head
  %19 = load float, ptr %var3, align 4
  %20 = load i32, ptr %var2, align 4
  %21 = bitcast float %19 to i32
  %22 = call i32 @gpujit.shfl.xor(i32 %21, i32 %20, i32 %16)
  %23 = bitcast i32 %22 to float
  %24 = load float, ptr %var3, align 4
  %25 = call float @gpujit.math.max.f32(float %24, float %23)
  store float %25, ptr %var3, align 4
  %26 = load i32, ptr %var2, align 4
  %27 = lshr i32 %26, 1
  store i32 %27, ptr %var2, align 4
  br label %while.head

while.exit:                                       ; preds = %while.head
  %28 = load float, ptr %var3, align 4
  %29 = call i32 @gpujit.lane_id()
  %eq = icmp eq i32 %29, 0
  br i1 %eq, label %then, label %else

then:                                             ; preds = %while.exit
  %30 = udiv i32 %15, %14
  %idx4 = zext i32 %30 to i64
  %31 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx4
  store float %28, ptr addrspace(3) %31, align 4
  br label %endif

else:                                             ; preds = %while.exit
  br label %endif

endif:                                            ; preds = %else, %then
  call void @gpujit.barrier()
  %32 = call i32 @gpujit.block_dim.x()
  %33 = udiv i32 %32, %14
  store float 0xFFF0000000000000, ptr %var5, align 4
  %34 = call i32 @gpujit.lane_id()
  %lt6 = icmp ult i32 %34, %33
  br i1 %lt6, label %then7, label %else8

then7:                                            ; preds = %endif
  %35 = call i32 @gpujit.lane_id()
  %idx10 = zext i32 %35 to i64
  %36 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx10
  %37 = load float, ptr addrspace(3) %36, align 4
  store float %37, ptr %var5, align 4
  br label %endif9

else8:                                            ; preds = %endif
  br label %endif9

endif9:                                           ; preds = %else8, %then7
  %38 = load float, ptr %var5, align 4
  %39 = call i32 @gpujit.warp_size()
  %40 = lshr i32 %39, 1
  store i32 %40, ptr %var11, align 4
  store float %38, ptr %var12, align 4
  br label %while.head13

while.head13:                                     ; preds = %while.body14, %endif9
  %41 = load i32, ptr %var11, align 4
  %gt16 = icmp ugt i32 %41, 0
  br i1 %gt16, label %while.body14, label %while.exit15

while.body14:                                     ; preds = %while.head13
  %42 = load float, ptr %var12, align 4
  %43 = load i32, ptr %var11, align 4
  %44 = bitcast float %42 to i32
  %45 = call i32 @gpujit.shfl.xor(i32 %44, i32 %43, i32 %39)
  %46 = bitcast i32 %45 to float
  %47 = load float, ptr %var12, align 4
  %48 = call float @gpujit.math.max.f32(float %47, float %46)
  store float %48, ptr %var12, align 4
  %49 = load i32, ptr %var11, align 4
  %50 = lshr i32 %49, 1
  store i32 %50, ptr %var11, align 4
  br label %while.head13

while.exit15:                                     ; preds = %while.head13
  %51 = load float, ptr %var12, align 4
  call void @gpujit.barrier()
  store float 0.000000e+00, ptr %var17, align 4
  store i32 %3, ptr %var18, align 4
  br label %for.head19

for.head19:                                       ; preds = %for.body20, %while.exit15
  %52 = load i32, ptr %var18, align 4
  %lt22 = icmp ult i32 %52, %cols
  br i1 %lt22, label %for.body20, label %for.exit21

for.body20:                                       ; preds = %for.head19
  %53 = load float, ptr %var17, align 4
  %54 = add i32 %2, %52
  %idx23 = zext i32 %54 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx23
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = fsub contract float %56, %51
  %58 = call float @gpujit.math.exp.f32(float %57)
  %59 = fadd contract float %53, %58
  store float %59, ptr %var17, align 4
  %60 = load i32, ptr %var18, align 4
  %61 = add i32 %60, %4
  store i32 %61, ptr %var18, align 4
  br label %for.head19

for.exit21:                                       ; preds = %for.head19
  %62 = load float, ptr %var17, align 4
  %63 = call i32 @gpujit.warp_size()
  %64 = call i32 @gpujit.thread_id.x()
  %65 = call i32 @gpujit.warp_size()
  %66 = lshr i32 %65, 1
  store i32 %66, ptr %var24, align 4
  store float %62, ptr %var25, align 4
  br label %while.head26

while.head26:                                     ; preds = %while.body27, %for.exit21
  %67 = load i32, ptr %var24, align 4
  %gt29 = icmp ugt i32 %67, 0
  br i1 %gt29, label %while.body27, label %while.exit28

while.body27:                                     ; preds = %while.head26
  %68 = load float, ptr %var25, align 4
  %69 = load i32, ptr %var24, align 4
  %70 = bitcast float %68 to i32
  %71 = call i32 @gpujit.shfl.xor(i32 %70, i32 %69, i32 %65)
  %72 = bitcast i32 %71 to float
  %73 = load float, ptr %var25, align 4
  %74 = fadd contract float %73, %72
  store float %74, ptr %var25, align 4
  %75 = load i32, ptr %var24, align 4
  %76 = lshr i32 %75, 1
  store i32 %76, ptr %var24, align 4
  br label %while.head26

while.exit28:                                     ; preds = %while.head26
  %77 = load float, ptr %var25, align 4
  %78 = call i32 @gpujit.lane_id()
  %eq30 = icmp eq i32 %78, 0
  br i1 %eq30, label %then31, label %else32

then31:                                           ; preds = %while.exit28
  %79 = udiv i32 %64, %63
  %idx34 = zext i32 %79 to i64
  %80 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx34
  store float %77, ptr addrspace(3) %80, align 4
  br label %endif33

else32:                                           ; preds = %while.exit28
  br label %endif33

endif33:                                          ; preds = %else32, %then31
  call void @gpujit.barrier()
  %81 = call i32 @gpujit.block_dim.x()
  %82 = udiv i32 %81, %63
  store float 0.000000e+00, ptr %var35, align 4
  %83 = call i32 @gpujit.lane_id()
  %lt36 = icmp ult i32 %83, %82
  br i1 %lt36, label %then37, label %else38

then37:                                           ; preds = %endif33
  %84 = call i32 @gpujit.lane_id()
  %idx40 = zext i32 %84 to i64
  %85 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx40
  %86 = load float, ptr addrspace(3) %85, align 4
  store float %86, ptr %var35, align 4
  br label %endif39

else38:                                           ; preds = %endif33
  br label %endif39

endif39:                                          ; preds = %else38, %then37
  %87 = load float, ptr %var35, align 4
  call void @llvm.nvvm.barrier0() %88 = call i32 @gpujit.warp_size()
  %89 = lshr i32 %88, 1
  store i32 %89, ptr %var41, align 4
  store float %87, ptr %var42, align 4
  br label %while.head43

while.head43:                                     ; preds = %while.body44, %endif39
  %90 = load i32, ptr %var41, align 4
  %gt46 = icmp ugt i32 %90, 0
  br i1 %gt46, label %while.body44, label %while.exit45

while.body44:                                     ; preds = %while.head43
  %91 = load float, ptr %var42, align 4
  %92 = load i32, ptr %var41, align 4
  %93 = bitcast float %91 to i32
  %94 = call i32 @gpujit.shfl.xor(i32 %93, i32 %92, i32 %88)
  %95 = bitcast i32 %94 to float
  %96 = load float, ptr %var42, align 4
  %97 = fadd contract float %96, %95
  store float %97, ptr %var42, align 4
  %98 = load i32, ptr %var41, align 4
  %99 = lshr i32 %98, 1
  store i32 %99, ptr %var41, align 4
  br label %while.head43

while.exit45:                                     ; preds = %while.head43
  %100 = load float, ptr %var42, align 4
  call void @gpujit.barrier()
  %101 = fdiv contract float 1.000000e+00, %100
  store i32 %3, ptr %var47, align 4
  br label %for.head48

for.head48:                                       ; preds = %for.body49, %while.exit45
  %102 = load i32, ptr %var47, align 4
  %lt51 = icmp ult i32 %102, %cols
  br i1 %lt51, label %for.body49, label %for.exit50

for.body49:                                       ; preds = %for.head48
  %103 = add i32 %2, %102
  %idx52 = zext i32 %103 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx52
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = fsub contract float %105, %51
  %107 = call float @gpujit.math.exp.f32(float %106)
  %108 = fmul contract float %107, %101
  %idx53 = zext i32 %103 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx53
  store float %108, ptr addrspace(1) %109, align 4
  %110 = load i32, ptr %var47, align 4
  %111 = add i32 %110, %4
  store i32 %111, ptr %var47, align 4
  br label %for.head48

for.exit50:                                       ; preds = %for.head48
  ret void
}

; Function Attrs: nounwind
declare ptr addrspace(3) @gpujit.shared.0() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.thread_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_dim.x() #1

; Function Attrs: nounwind
declare float @gpujit.math.max.f32(float, float) #1

; Function Attrs: nounwind
declare i32 @gpujit.warp_size() #1

; Function Attrs: nounwind
declare i32 @gpujit.shfl.xor(i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @gpujit.lane_id() #1

; Function Attrs: nounwind
declare void @gpujit.barrier() #1

; Function Attrs: nounwind
declare float @gpujit.math.exp.f32(float) #1

attributes #0 = { "gpujit.kernel" "gpujit.params"="x:*f32;y:*f32;rows:u32;cols:u32" }
attributes #1 = { nounwind }
