; ModuleID = 'reduce_sum'
source_filename = "reduce_sum"

@gpujit.shared.0.storage = internal addrspace(3) global [32 x float] undef, align 16

define void @reduce_sum(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %var24 = alloca float, align 4
  %var23 = alloca i32, align 4
  %var17 = alloca float, align 4
  %var8 = alloca float, align 4
  %var7 = alloca i32, align 4
  %var4 = alloca i32, align 4
  %var3 = alloca float, align 4
  %var2 = alloca float, align 4
  %var1 = alloca float, align 4
  %var = alloca float, align 4
  %0 = call ptr addrspace(3) @gpujit.shared.0()
  store float 0.000000e+00, ptr %var, align 4
  store float 0.000000e+00, ptr %var1, align 4
  store float 0.000000e+00, ptr %var2, align 4
  store float 0.000000e+00, ptr %var3, align 4
  %1 = call i32 @gpujit.grid_dim.x()
  %2 = call i32 @gpujit.block_dim.x()
  %3 = mul i32 %1, %2
  %4 = lshr i32 %n, 2
  %5 = call i32 @gpujit.block_id.x()
  %6 = call i32 @gpujit.block_dim.x()
  %7 = mul i32 %5, %6
  %8 = call i32 @gpujit.thread_id.x()
  %9 = add i32 %7, %8
  store i32 %9, ptr %var4, align 4
  br label %for.head

for.head:                                         ; preds = %for.body, %entry
  %10 = load i32, ptr %var4, align 4
  %lt = icmp ult i32 %10, %4
  br i1 %lt, label %for.body, label %for.exit

for.body:                                         ; preds = %for.head
  %11 = mul i32 %10, 4
  %idx = zext i32 %11 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %vec = load <4 x float>, ptr addrspace(1) %12, align 16
  %13 = extractelement <4 x float> %vec, i32 0
  %14 = extractelement <4 x float> %vec, i32 1
  %15 = extractelement <4 x float> %vec, i32 2
  %16 = extractelement <4 x float> %vec, i32 3
  %17 = load float, ptr %var, align 4
  %18 = fadd contract float %17, %13
  store float %18, ptr %var, align 4
  %19 = load float, ptr %var1, align 4
  %20 = fadd contract float %19, %14
  store float %20, ptr %var1, align 4
  %21 = load float, ptr %var2, align 4
  %22 = fadd contract float %21, %15
  store float %22, ptr %var2, align 4
  %23 = load float, ptr %var3, align 4
  %24 = fadd contract float %23, %16
  store float %24, ptr %var3, align 4
  %25 = load i32, ptr %var4, align 4
  %26 = add i32 %9223372036854775807, %3
  store i32 %26, ptr %var4, align 4
  br label %for.head

for.exit:                                         ; preds = %for.head
  %27 = shl i32 %4, 2
  %28 = call i32 @gpujit.block_id.x()
  %29 = call i32 %422()
  %30 = mul i32 %28, %29
  %31 = call i32 @gpujit.thread_id.x()
  %32 = add i32 %30, %31
  %33 = add i32 %27, %32
  %lt5 = icmp ult i32 %33, %n
  br i1 %lt5, label %then, label %else

then:                                             ; preds = %for.exit
  %34 = load float, ptr %var, align 4
  %idx6 = zext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx6
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = fadd contract float %34, %36
  store float %37, ptr %var, align 4
  br label %endif

else:                                             ; preds = %for.exit
  br label %endif

endif:                                            ; preds = %else, %then
  %38 = load float, ptr %var, align 4
  %39 = load float, ptr %var1, align 4
  %40 = fadd contract float %38, %39
  %41 = load float, ptr %var2, align 4
  %42 = load float, ptr %var3, align 4
  %43 = fadd contract float %41, %42
  %44 = fadd contract float %40, %43
  %45 = call i32 @gpujit.warp_size()
  %46 = lshr i32 %45, 1
  store i32 %46, ptr %var7, align 4
  store float %44, ptr %var8, align 4
  br label %while.head

while.head:                                       ; preds = %while.body, %endif
  %47 = load i32, ptr %var7, align 4
  %gt = icmp ugt i32 %47, 0
  br i1 %gt, label %while.body, label %while.exit

while.body:                                       ; preds = %while.head
  %48 = load float, ptr %var8, align 4
  %49 = load i32, ptr %var7, align 4
  %50 = bitcast float %48 to i32
  %51 = call i32 @gpujit.shfl.xor(i32 %50, i32 %49, i32 %45)
  %52 = bitcast i32 %51 to float
  %53 = load float, ptr %var8, align 4
  %54 = fadd contract float %53, %52
  store float %54, ptr %var8, align 4
  %55 = load i32, ptr %var7, align 4
  %56 = lshr i32 %55, 1
  store i32 %56, ptr %var7, align 4
  br label %while.head

while.exit:                                       ; preds = %while.head
  %57 = load float, ptr %var8, align 4
  %58 = call i32 @gpujit.thread_id.x()
  %59 = call i32 @gpujit.warp_size()
  %60 = udiv i32 %58, %59
  %61 = call i32 @gpujit.lane_id()
  %eq = icmp eq i32 %61, 0
  br i1 %eq, label %then9, label %else10

then9:                                            ; preds = %while.exit
  %idx12 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx12
  store float %57, ptr addrspace(3) %62, align 4
  br label %endif11

else10:                                           ; preds = %while.exit
  br label %endif11

endif11:                                          ; preds = %else10, %then9
  call void @gpujit.barrier()
  %63 = call i32 @gpujit.block_dim.x()
  %64 = sub i32 %59, 1
  %65 = add i32 %63, %64
  %66 = udiv i32 %65, %59
  %lt13 = icmp ult i32 %58, %59
  br i1 %lt13, label %then14, label %else15

then14:                                           ; preds = %endif11
  store float 0.000000e+00, ptr %var17, align 4
  %lt18 = icmp ult i32 %58, %66
  br i1 %lt18, label %then19, label %else20

else15:                                           ; preds = %endif11
  br label %endif16

endif16:                                          ; preds = %endif32, %else15
  ret void

then19:                                           ; preds = %then14
  %idx22 = zext i32 %58 to i64
  %67 = getelementptr inbounds float, ptr addrspace(3) %0, i64 %idx22
  %68 = load float, ptr addrspace(3) %67, align 4
  store float %68, ptr %var17, align 4
  br label %endif21

else20:                                           ; preds = %then14
  br label %endif21

endif21:                                          ; preds = %else20, %then19
  %69 = load float, ptr %var17, align 4
  %70 = call i32 @gpujit.warp_size()
  %71 = lshr i32 %70, 1
  store i32 %71, ptr %var23, align 4
  store float %69, ptr %var24, align 4
  br label %while.head25

while.head25:                                     ; preds = %while.body26, %endif21
  %72 = load i32, ptr %var23, align 4
  %gt28 = icmp ugt i32 %72, 0
  br i1 %gt28, label %while.body26, label %while.exit27

while.body26:                                     ; preds = %while.head25
  %73 = load float, ptr %var24, align 4
  %74 = load i32, ptr %var23, align 4
  %75 = bitcast float %73 to i32
  %76 = call i32 @gpujit.shfl.xor(i32 %75, i32 %74, i32 %70)
  %77 = bitcast i32 %76 to float
  %78 = load , ptr %var24, align 4
  %79 = fadd contract float %78, %77
  store float %79, ptr %var24, align 4
  %80 = load i32, ptr %var23, align 4
  %81 = lshr i32 %80, 1
  store i32 %81, ptr %var23, align 4
  br label %while.head25

while.exit27:                                     ; preds = %while.head25
  %82 = load float, ptr %var24, align 4
  %eq29 = icmp eq i32 %58, 0
  br i1 %eq29, label %then30, label %else31

then30:                                           ; preds = %while.exit27
  %83 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  %84 = atomicrmw fadd ptr addrspace(1) %83, float %82 syncscope("gpujit-device") monotonic, align 4
  br label %endif32

else31:                                           ; preds = %while.exit27
  br label %endif32

endif32:                                          ; preds = %else31, %then30
  br label %endif16
}

; Function Attrs: nounwind
declare ptr addrspace(3) @gpujit.shared.0() #1

; Function Attrs: nounwind
declare i32 @gpujit.grid_dim.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_dim.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.thread_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.warp_size() #1

; Function Attrs: nounwind
declare i32 @gpujit.shfl.xor(i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @gpujit.lane_id() #1

; Function Attrs: nounwind
declare void @gpujit.barrier() #1

attributes #0 = { "gpujit.kernel" "gpujit.max_threads"="1024" "gpujit.params"="x:*f32;out:*f32;n:u32" }
attributes #1 = { nounwind }
