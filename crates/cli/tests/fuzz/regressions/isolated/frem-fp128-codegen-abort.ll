define void @k(ptr addrspace(1) %p, fp128 %a, fp128 %b) "gpujit.kernel" {
  %t = frem fp128 %a, %b
  store fp128 %t, ptr addrspace(1) %p
  ret void
}
