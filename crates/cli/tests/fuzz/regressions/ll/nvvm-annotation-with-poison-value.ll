target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
!1 = !{ptr @k, !"maxntidx", i32 poison}

declare void @llvm.nvvm.barrier0()
declare float @__nv_expf(float)

define void @k(ptr %out, ptr %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %b, %w
  %i = add i32 %m, %t
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %done
body:
  %ix = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr %in, i64 %ix
  %x = load float, ptr %src, align 4
  %e = call float @__nv_expf(float %x)
  call void @llvm.nvvm.barrier0()
  %dst = getelementptr inbounds float, ptr %out, i64 %ix
  store float %e, ptr %dst, align 4
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}