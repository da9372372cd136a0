define void @k(ptr addrspace(1) %p, [0 x i8] %z, [100000 x i64] %big) "gpujit.params"="a:f32" "gpujit.kernel" {
  ret void
}
