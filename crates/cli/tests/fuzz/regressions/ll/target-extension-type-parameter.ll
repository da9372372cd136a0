define void @k(target("spirv.Image") %t, ptr addrspace(1) %p) "gpujit.kernel" {
  ret void
}
