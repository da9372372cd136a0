define void @derived(ptr addrspace(1) %p, i64 %n, [4 x i32] %r, half %h, ppc_fp128 %d) "gpujit.kernel" "gpujit.max_threads"="128" {
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
