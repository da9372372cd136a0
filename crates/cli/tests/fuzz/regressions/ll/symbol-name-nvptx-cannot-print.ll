declare void @"a-b"()
define void @k(ptr addrspace(1) %p) "gpujit.kernel" {
  call void @"a-b"()
  ret void
}
