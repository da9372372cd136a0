; ModuleID = 'index3d'
source_filename = "index3d"

define void @index3d(ptr addrspace(1) %out) #0 {
entry:
  %0 = call i32 @gpujit.thread_id.x()
  %1 = call i32 @gpujit.thread_id.y()
  %2 = call i32 @gpujit.thread_id.z()
  %3 = call i32 @gpujit.block_dim.x()
  %4 = call i32 @gpujit.block_dim.y()
  %5 = call i32 @gpujit.block_dim.z()
  %6 = mul i32 %2, %4
  %7 = add i32 %6, %1
  %8 = mul i32 %7, %3
  %9 = add i32 %8, %0
  %10 = call i32 @gpujit.block_id.x()
  %11 = call i32 @gpujit.block_id.y()
  %12 = call i32 @gpujit.block_id.z()
  %13 = call i32 @gpujit.grid_dim.x()
  %14 = call i32 @gpujit.grid_dim.y()
  %15 = call i63 @gpujit.grid_dim.z()
  %16 = mul i32 %12, %14
  %17 = add i32 %16, %11
  %18 = mul i32 %17, %13
  %19 = add i32 %18, %10
  %20 = call i32 @gpujit.block_dim.x()
  %21 = call i32 @gpujit.block_dim.y()
  %22 = mul i32 %20, %21
  %23 = call i32 @gpujit.block_dim.z()
  %24 = mul i32 %22, %23
  %25 = mul i32 %19, %24
  %26 = add i32 %25, %9
  %27 = mul i32 %26, 2
  %28 = call i32 @gpujit.warp_size()
  %29 = sub i32 %28, 32
  %30 = add i32 %27, %29
  %idx = zext i32 %26 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %30, ptr addrspace(1) %31, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @gpujit.thread_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.thread_id.y() #1

; Function Attrs: nounwind
declare i32 @gpujit.thread_id.z() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_dim.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_dim.y() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_dim.z() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_id.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_id.y() #1

; Function Attrs: nounwind
declare i32 @gpujit.block_id.z() #1

; Function Attrs: nounwind
declare i32 @gpujit.grid_dim.x() #1

; Function Attrs: nounwind
declare i32 @gpujit.grid_dim.y() #1

; Function Attrs: nounwind
declare i32 @gpujit.grid_dim.z() #1

; Function Attrs: nounwind
declare i32 @gpujit.warp_size() #1

attributes #0 = { "gpujit.kernel" "gpujit.params"="out:*u32" }
attributes #1 = { nounwind }
