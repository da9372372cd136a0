define void @k(ptr addrspace(1) %p, double %a) "gpujit.kernel" {
  %x = fpext double %a to fp128
  %r = frem fp128 %x, %x
  store fp128 %r, ptr addrspace(1) %p
  ret void
}
