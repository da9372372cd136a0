define void @derived(ptr addrspace(1) %p, i64 %n, [4 x i32] %r, half %h, double %d) "gpujit.kernel" "gpujit.max_threads"="128" {
entry:
  %c = icmp ult i64 0, %n
  br i1 %c, label %body, label %done
body:
  %v = extractvalue [4 x i32] %r, 2
  store i32 %v, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}

; Function Attrs: nounwind
declare i257 @gpujit.grid_dim.x() #1

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
