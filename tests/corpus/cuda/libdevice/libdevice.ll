target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @t__nv_clz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call i32 @__nv_clz(i32 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_clzll(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call i32 @__nv_clzll(i64 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_popc(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call i32 @__nv_popc(i32 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_popcll(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call i32 @__nv_popcll(i64 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_byte_perm(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %p2 = getelementptr i32, ptr %in2, i64 %i64
  %a2 = load i32, ptr %p2
  %r = call i32 @__nv_byte_perm(i32 %a0, i32 %a1, i32 %a2)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_min(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_min(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_umin(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_umin(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llmin(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_llmin(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ullmin(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_ullmin(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_max(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_max(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_umax(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_umax(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llmax(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_llmax(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ullmax(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_ullmax(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_mulhi(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_mulhi(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_umulhi(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_umulhi(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_mul64hi(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_mul64hi(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_umul64hi(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %p1 = getelementptr i64, ptr %in1, i64 %i64
  %a1 = load i64, ptr %p1
  %r = call i64 @__nv_umul64hi(i64 %a0, i64 %a1)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_mul24(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_mul24(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_umul24(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_umul24(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_brev(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call i32 @__nv_brev(i32 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_brevll(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call i64 @__nv_brevll(i64 %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sad(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %p2 = getelementptr i32, ptr %in2, i64 %i64
  %a2 = load i32, ptr %p2
  %r = call i32 @__nv_sad(i32 %a0, i32 %a1, i32 %a2)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_usad(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %p2 = getelementptr i32, ptr %in2, i64 %i64
  %a2 = load i32, ptr %p2
  %r = call i32 @__nv_usad(i32 %a0, i32 %a1, i32 %a2)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_abs(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call i32 @__nv_abs(i32 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llabs(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call i64 @__nv_llabs(i64 %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_floorf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_floorf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_floor(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_floor(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fabsf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fabsf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fabs(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_fabs(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fminf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fminf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaxf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fmaxf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rsqrtf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_rsqrtf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmin(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_fmin(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmax(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_fmax(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rsqrt(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_rsqrt(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ceil(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_ceil(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_trunc(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_trunc(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_exp2f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_exp2f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_truncf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_truncf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ceilf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_ceilf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_saturatef(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_saturatef(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_rn(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %r = call float @__nv_fmaf_rn(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_ieee_rn(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %r = call float @__nv_fmaf_ieee_rn(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fma_rn(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %r = call double @__nv_fma_rn(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_fdividef(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fast_fdividef(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdiv_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fdiv_rn(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdiv_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fdiv_rz(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdiv_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fdiv_rd(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdiv_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fdiv_ru(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frcp_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_frcp_rn(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frcp_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_frcp_rz(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frcp_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_frcp_rd(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frcp_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_frcp_ru(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsqrt_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fsqrt_rn(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsqrt_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fsqrt_rz(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsqrt_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fsqrt_rd(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsqrt_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fsqrt_ru(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ddiv_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_ddiv_rn(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ddiv_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_ddiv_rz(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ddiv_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_ddiv_rd(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ddiv_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_ddiv_ru(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_drcp_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_drcp_rn(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_drcp_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_drcp_rz(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_drcp_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_drcp_rd(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_drcp_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_drcp_ru(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsqrt_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_dsqrt_rn(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsqrt_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_dsqrt_rz(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsqrt_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_dsqrt_rd(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsqrt_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_dsqrt_ru(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sqrtf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_sqrtf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sqrt(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_sqrt(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dadd_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_dadd_rn(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dmul_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_dmul_rn(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fadd_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fadd_rn(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmul_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fmul_rn(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2float_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call float @__nv_double2float_rn(double %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2float_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call float @__nv_double2float_rz(double %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2float_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call float @__nv_double2float_rd(double %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2float_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call float @__nv_double2float_ru(double %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2int_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2int_rn(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2int_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2int_rz(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2int_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2int_rd(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2int_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2int_ru(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2uint_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2uint_rn(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2uint_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2uint_rz(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2uint_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2uint_rd(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2uint_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2uint_ru(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int2double_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call double @__nv_int2double_rn(i32 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint2double_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call double @__nv_uint2double_rn(i32 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2int_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2int_rn(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2int_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2int_rz(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2int_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2int_rd(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2int_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2int_ru(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2uint_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2uint_rn(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2uint_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2uint_rz(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2uint_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2uint_rd(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2uint_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float2uint_ru(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int2float_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_int2float_rn(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int2float_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_int2float_rz(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int2float_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_int2float_rd(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int2float_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_int2float_ru(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint2float_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_uint2float_rn(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint2float_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_uint2float_rz(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint2float_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_uint2float_rd(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint2float_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_uint2float_ru(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_hiloint2double(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call double @__nv_hiloint2double(i32 %a0, i32 %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2loint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2loint(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2hiint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_double2hiint(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ll_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ll_rn(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ll_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ll_rz(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ll_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ll_rd(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ll_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ll_ru(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ull_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ull_rn(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ull_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ull_rz(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ull_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ull_rd(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2ull_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_float2ull_ru(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ll_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ll_rn(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ll_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ll_rz(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ll_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ll_rd(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ll_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ll_ru(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ull_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ull_rn(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ull_rz(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ull_rz(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ull_rd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ull_rd(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double2ull_ru(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double2ull_ru(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2float_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call float @__nv_ll2float_rn(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2float_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call float @__nv_ull2float_rn(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2double_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call double @__nv_ll2double_rn(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2double_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call double @__nv_ull2double_rn(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float2half_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i16 @__nv_float2half_rn(float %a0)
  %q = getelementptr i16, ptr %out, i64 %i64
  store i16 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_half2float(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i16, ptr %in0, i64 %i64
  %a0 = load i16, ptr %p0
  %r = call float @__nv_half2float(i16 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_int_as_float(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_int_as_float(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float_as_int(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float_as_int(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uint_as_float(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call float @__nv_uint_as_float(i32 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_float_as_uint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_float_as_uint(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_longlong_as_double(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call double @__nv_longlong_as_double(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_double_as_longlong(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_double_as_longlong(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_sinf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_sinf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_cosf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_cosf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_log2f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_log2f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_logf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_logf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_expf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_expf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_tanhf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_tanhf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tanhf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_tanhf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_tanf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_tanf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_sincosf(ptr %in0, ptr %out1, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %s1 = alloca float
  %s2 = alloca float
  call void @__nv_fast_sincosf(float %a0, ptr %s1, ptr %s2)
  %v1 = load float, ptr %s1
  %w1 = getelementptr float, ptr %out1, i64 %i64
  store float %v1, ptr %w1
  %v2 = load float, ptr %s2
  %w2 = getelementptr float, ptr %out2, i64 %i64
  store float %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_exp10f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_exp10f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_log10f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_fast_log10f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fast_powf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fast_powf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_hadd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_hadd(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rhadd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_rhadd(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_uhadd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_uhadd(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_urhadd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call i32 @__nv_urhadd(i32 %a0, i32 %a1)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsub_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fsub_rn(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frsqrt_rn(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_frsqrt_rn(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ffs(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i32, ptr %in0, i64 %i64
  %a0 = load i32, ptr %p0
  %r = call i32 @__nv_ffs(i32 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ffsll(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr i64, ptr %in0, i64 %i64
  %a0 = load i64, ptr %p0
  %r = call i32 @__nv_ffsll(i64 %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rintf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_rintf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llrintf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_llrintf(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nearbyintf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_nearbyintf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_isnanf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_isnanf(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_signbitf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_signbitf(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_copysignf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_copysignf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_finitef(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_finitef(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_isinff(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_isinff(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nextafterf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_nextafterf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sinf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_sinf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cosf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_cosf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sincosf(ptr %in0, ptr %out1, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %s1 = alloca float
  %s2 = alloca float
  call void @__nv_sincosf(float %a0, ptr %s1, ptr %s2)
  %v1 = load float, ptr %s1
  %w1 = getelementptr float, ptr %out1, i64 %i64
  store float %v1, ptr %w1
  %v2 = load float, ptr %s2
  %w2 = getelementptr float, ptr %out2, i64 %i64
  store float %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sinpif(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_sinpif(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cospif(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_cospif(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sincospif(ptr %in0, ptr %out1, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %s1 = alloca float
  %s2 = alloca float
  call void @__nv_sincospif(float %a0, ptr %s1, ptr %s2)
  %v1 = load float, ptr %s1
  %w1 = getelementptr float, ptr %out1, i64 %i64
  store float %v1, ptr %w1
  %v2 = load float, ptr %s2
  %w2 = getelementptr float, ptr %out2, i64 %i64
  store float %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tanf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_tanf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log2f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_log2f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_expf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_expf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_exp10f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_exp10f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_coshf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_coshf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sinhf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_sinhf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atan2f(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_atan2f(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atanf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_atanf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_asinf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_asinf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_acosf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_acosf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_logf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_logf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log10f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_log10f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log1pf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_log1pf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_acoshf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_acoshf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_asinhf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_asinhf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atanhf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_atanhf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_expm1f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_expm1f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_hypotf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_hypotf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rhypotf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_rhypotf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_norm3df(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %r = call float @__nv_norm3df(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnorm3df(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %r = call float @__nv_rnorm3df(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_norm4df(ptr %in0, ptr %in1, ptr %in2, ptr %in3, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %p3 = getelementptr float, ptr %in3, i64 %i64
  %a3 = load float, ptr %p3
  %r = call float @__nv_norm4df(float %a0, float %a1, float %a2, float %a3)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnorm4df(ptr %in0, ptr %in1, ptr %in2, ptr %in3, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %p3 = getelementptr float, ptr %in3, i64 %i64
  %a3 = load float, ptr %p3
  %r = call float @__nv_rnorm4df(float %a0, float %a1, float %a2, float %a3)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_normf(ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %o1 = mul i64 %i64, 5
  %p1 = getelementptr float, ptr %in1, i64 %o1
  %r = call float @__nv_normf(i32 5, ptr %p1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnormf(ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %o1 = mul i64 %i64, 5
  %p1 = getelementptr float, ptr %in1, i64 %o1
  %r = call float @__nv_rnormf(i32 5, ptr %p1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cbrtf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_cbrtf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rcbrtf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_rcbrtf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_j0f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_j0f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_j1f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_j1f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_y0f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_y0f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_y1f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_y1f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cyl_bessel_i0f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_cyl_bessel_i0f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cyl_bessel_i1f(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_cyl_bessel_i1f(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erff(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_erff(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfinvf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_erfinvf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfcf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_erfcf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfcxf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_erfcxf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfcinvf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_erfcinvf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_normcdfinvf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_normcdfinvf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_normcdff(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_normcdff(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_lgammaf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_lgammaf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ldexpf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call float @__nv_ldexpf(float %a0, i32 %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_scalbnf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call float @__nv_scalbnf(float %a0, i32 %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frexpf(ptr %in0, ptr %out, ptr %out1, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %s1 = alloca i32
  %r = call float @__nv_frexpf(float %a0, ptr %s1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  %v1 = load i32, ptr %s1
  %w1 = getelementptr i32, ptr %out1, i64 %i64
  store i32 %v1, ptr %w1
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_modff(ptr %in0, ptr %out, ptr %out1, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %s1 = alloca float
  %r = call float @__nv_modff(float %a0, ptr %s1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  %v1 = load float, ptr %s1
  %w1 = getelementptr float, ptr %out1, i64 %i64
  store float %v1, ptr %w1
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmodf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fmodf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_remainderf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_remainderf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_remquof(ptr %in0, ptr %in1, ptr %out, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %s2 = alloca i32
  %r = call float @__nv_remquof(float %a0, float %a1, ptr %s2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  %v2 = load i32, ptr %s2
  %w2 = getelementptr i32, ptr %out2, i64 %i64
  store i32 %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %p2 = getelementptr float, ptr %in2, i64 %i64
  %a2 = load float, ptr %p2
  %r = call float @__nv_fmaf(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_powif(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call float @__nv_powif(float %a0, i32 %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_powi(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call double @__nv_powi(double %a0, i32 %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_powf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_powf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tgammaf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_tgammaf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_roundf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_roundf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llroundf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i64 @__nv_llroundf(float %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdimf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_fdimf(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ilogbf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call i32 @__nv_ilogbf(float %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_logbf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr float, ptr %in0, i64 %i64
  %a0 = load float, ptr %p0
  %r = call float @__nv_logbf(float %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_rint(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llrint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_llrint(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nearbyint(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_nearbyint(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_signbitd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_signbitd(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_isfinited(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_isfinited(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_isinfd(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_isinfd(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_isnand(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_isnand(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_copysign(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_copysign(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sincos(ptr %in0, ptr %out1, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %s1 = alloca double
  %s2 = alloca double
  call void @__nv_sincos(double %a0, ptr %s1, ptr %s2)
  %v1 = load double, ptr %s1
  %w1 = getelementptr double, ptr %out1, i64 %i64
  store double %v1, ptr %w1
  %v2 = load double, ptr %s2
  %w2 = getelementptr double, ptr %out2, i64 %i64
  store double %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sincospi(ptr %in0, ptr %out1, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %s1 = alloca double
  %s2 = alloca double
  call void @__nv_sincospi(double %a0, ptr %s1, ptr %s2)
  %v1 = load double, ptr %s1
  %w1 = getelementptr double, ptr %out1, i64 %i64
  store double %v1, ptr %w1
  %v2 = load double, ptr %s2
  %w2 = getelementptr double, ptr %out2, i64 %i64
  store double %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sin(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_sin(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cos(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cos(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sinpi(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_sinpi(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cospi(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cospi(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tan(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_tan(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_log(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log2(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_log2(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log10(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_log10(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_log1p(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_log1p(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_exp(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_exp(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_exp2(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_exp2(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_exp10(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_exp10(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_expm1(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_expm1(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cosh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cosh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_sinh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_sinh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tanh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_tanh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atan2(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_atan2(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atan(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_atan(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_asin(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_asin(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_acos(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_acos(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_acosh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_acosh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_asinh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_asinh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_atanh(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_atanh(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_hypot(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_hypot(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rhypot(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_rhypot(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_norm3d(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %r = call double @__nv_norm3d(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnorm3d(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %r = call double @__nv_rnorm3d(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_norm4d(ptr %in0, ptr %in1, ptr %in2, ptr %in3, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %p3 = getelementptr double, ptr %in3, i64 %i64
  %a3 = load double, ptr %p3
  %r = call double @__nv_norm4d(double %a0, double %a1, double %a2, double %a3)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnorm4d(ptr %in0, ptr %in1, ptr %in2, ptr %in3, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %p3 = getelementptr double, ptr %in3, i64 %i64
  %a3 = load double, ptr %p3
  %r = call double @__nv_rnorm4d(double %a0, double %a1, double %a2, double %a3)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_norm(ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %o1 = mul i64 %i64, 5
  %p1 = getelementptr double, ptr %in1, i64 %o1
  %r = call double @__nv_norm(i32 5, ptr %p1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rnorm(ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %o1 = mul i64 %i64, 5
  %p1 = getelementptr double, ptr %in1, i64 %o1
  %r = call double @__nv_rnorm(i32 5, ptr %p1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cbrt(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cbrt(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_rcbrt(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_rcbrt(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_pow(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_pow(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_j0(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_j0(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_j1(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_j1(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_y0(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_y0(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_y1(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_y1(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cyl_bessel_i0(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cyl_bessel_i0(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_cyl_bessel_i1(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_cyl_bessel_i1(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_erf(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfinv(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_erfinv(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfcinv(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_erfcinv(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_normcdfinv(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_normcdfinv(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfc(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_erfc(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_erfcx(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_erfcx(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_normcdf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_normcdf(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_tgamma(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_tgamma(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_lgamma(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_lgamma(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ldexp(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call double @__nv_ldexp(double %a0, i32 %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_scalbn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr i32, ptr %in1, i64 %i64
  %a1 = load i32, ptr %p1
  %r = call double @__nv_scalbn(double %a0, i32 %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_frexp(ptr %in0, ptr %out, ptr %out1, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %s1 = alloca i32
  %r = call double @__nv_frexp(double %a0, ptr %s1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  %v1 = load i32, ptr %s1
  %w1 = getelementptr i32, ptr %out1, i64 %i64
  store i32 %v1, ptr %w1
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_modf(ptr %in0, ptr %out, ptr %out1, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %s1 = alloca double
  %r = call double @__nv_modf(double %a0, ptr %s1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  %v1 = load double, ptr %s1
  %w1 = getelementptr double, ptr %out1, i64 %i64
  store double %v1, ptr %w1
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmod(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_fmod(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_remainder(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_remainder(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_remquo(ptr %in0, ptr %in1, ptr %out, ptr %out2, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %s2 = alloca i32
  %r = call double @__nv_remquo(double %a0, double %a1, ptr %s2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  %v2 = load i32, ptr %s2
  %w2 = getelementptr i32, ptr %out2, i64 %i64
  store i32 %v2, ptr %w2
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nextafter(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_nextafter(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_round(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_round(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_llround(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i64 @__nv_llround(double %a0)
  %q = getelementptr i64, ptr %out, i64 %i64
  store i64 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ilogb(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call i32 @__nv_ilogb(double %a0)
  %q = getelementptr i32, ptr %out, i64 %i64
  store i32 %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_logb(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %r = call double @__nv_logb(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fma(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %p2 = getelementptr double, ptr %in2, i64 %i64
  %a2 = load double, ptr %p2
  %r = call double @__nv_fma(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsub_rn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_dsub_rn(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fdim(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %p0 = getelementptr double, ptr %in0, i64 %i64
  %a0 = load double, ptr %p0
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_fdim(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @__nv_clz(i32)
declare i32 @__nv_clzll(i64)
declare i32 @__nv_popc(i32)
declare i32 @__nv_popcll(i64)
declare i32 @__nv_byte_perm(i32, i32, i32)
declare i32 @__nv_min(i32, i32)
declare i32 @__nv_umin(i32, i32)
declare i64 @__nv_llmin(i64, i64)
declare i64 @__nv_ullmin(i64, i64)
declare i32 @__nv_max(i32, i32)
declare i32 @__nv_umax(i32, i32)
declare i64 @__nv_llmax(i64, i64)
declare i64 @__nv_ullmax(i64, i64)
declare i32 @__nv_mulhi(i32, i32)
declare i32 @__nv_umulhi(i32, i32)
declare i64 @__nv_mul64hi(i64, i64)
declare i64 @__nv_umul64hi(i64, i64)
declare i32 @__nv_mul24(i32, i32)
declare i32 @__nv_umul24(i32, i32)
declare i32 @__nv_brev(i32)
declare i64 @__nv_brevll(i64)
declare i32 @__nv_sad(i32, i32, i32)
declare i32 @__nv_usad(i32, i32, i32)
declare i32 @__nv_abs(i32)
declare i64 @__nv_llabs(i64)
declare float @__nv_floorf(float)
declare double @__nv_floor(double)
declare float @__nv_fabsf(float)
declare double @__nv_fabs(double)
declare float @__nv_fminf(float, float)
declare float @__nv_fmaxf(float, float)
declare float @__nv_rsqrtf(float)
declare double @__nv_fmin(double, double)
declare double @__nv_fmax(double, double)
declare double @__nv_rsqrt(double)
declare double @__nv_ceil(double)
declare double @__nv_trunc(double)
declare float @__nv_exp2f(float)
declare float @__nv_truncf(float)
declare float @__nv_ceilf(float)
declare float @__nv_saturatef(float)
declare float @__nv_fmaf_rn(float, float, float)
declare float @__nv_fmaf_ieee_rn(float, float, float)
declare double @__nv_fma_rn(double, double, double)
declare float @__nv_fast_fdividef(float, float)
declare float @__nv_fdiv_rn(float, float)
declare float @__nv_fdiv_rz(float, float)
declare float @__nv_fdiv_rd(float, float)
declare float @__nv_fdiv_ru(float, float)
declare float @__nv_frcp_rn(float)
declare float @__nv_frcp_rz(float)
declare float @__nv_frcp_rd(float)
declare float @__nv_frcp_ru(float)
declare float @__nv_fsqrt_rn(float)
declare float @__nv_fsqrt_rz(float)
declare float @__nv_fsqrt_rd(float)
declare float @__nv_fsqrt_ru(float)
declare double @__nv_ddiv_rn(double, double)
declare double @__nv_ddiv_rz(double, double)
declare double @__nv_ddiv_rd(double, double)
declare double @__nv_ddiv_ru(double, double)
declare double @__nv_drcp_rn(double)
declare double @__nv_drcp_rz(double)
declare double @__nv_drcp_rd(double)
declare double @__nv_drcp_ru(double)
declare double @__nv_dsqrt_rn(double)
declare double @__nv_dsqrt_rz(double)
declare double @__nv_dsqrt_rd(double)
declare double @__nv_dsqrt_ru(double)
declare float @__nv_sqrtf(float)
declare double @__nv_sqrt(double)
declare double @__nv_dadd_rn(double, double)
declare double @__nv_dmul_rn(double, double)
declare float @__nv_fadd_rn(float, float)
declare float @__nv_fmul_rn(float, float)
declare float @__nv_double2float_rn(double)
declare float @__nv_double2float_rz(double)
declare float @__nv_double2float_rd(double)
declare float @__nv_double2float_ru(double)
declare i32 @__nv_double2int_rn(double)
declare i32 @__nv_double2int_rz(double)
declare i32 @__nv_double2int_rd(double)
declare i32 @__nv_double2int_ru(double)
declare i32 @__nv_double2uint_rn(double)
declare i32 @__nv_double2uint_rz(double)
declare i32 @__nv_double2uint_rd(double)
declare i32 @__nv_double2uint_ru(double)
declare double @__nv_int2double_rn(i32)
declare double @__nv_uint2double_rn(i32)
declare i32 @__nv_float2int_rn(float)
declare i32 @__nv_float2int_rz(float)
declare i32 @__nv_float2int_rd(float)
declare i32 @__nv_float2int_ru(float)
declare i32 @__nv_float2uint_rn(float)
declare i32 @__nv_float2uint_rz(float)
declare i32 @__nv_float2uint_rd(float)
declare i32 @__nv_float2uint_ru(float)
declare float @__nv_int2float_rn(i32)
declare float @__nv_int2float_rz(i32)
declare float @__nv_int2float_rd(i32)
declare float @__nv_int2float_ru(i32)
declare float @__nv_uint2float_rn(i32)
declare float @__nv_uint2float_rz(i32)
declare float @__nv_uint2float_rd(i32)
declare float @__nv_uint2float_ru(i32)
declare double @__nv_hiloint2double(i32, i32)
declare i32 @__nv_double2loint(double)
declare i32 @__nv_double2hiint(double)
declare i64 @__nv_float2ll_rn(float)
declare i64 @__nv_float2ll_rz(float)
declare i64 @__nv_float2ll_rd(float)
declare i64 @__nv_float2ll_ru(float)
declare i64 @__nv_float2ull_rn(float)
declare i64 @__nv_float2ull_rz(float)
declare i64 @__nv_float2ull_rd(float)
declare i64 @__nv_float2ull_ru(float)
declare i64 @__nv_double2ll_rn(double)
declare i64 @__nv_double2ll_rz(double)
declare i64 @__nv_double2ll_rd(double)
declare i64 @__nv_double2ll_ru(double)
declare i64 @__nv_double2ull_rn(double)
declare i64 @__nv_double2ull_rz(double)
declare i64 @__nv_double2ull_rd(double)
declare i64 @__nv_double2ull_ru(double)
declare float @__nv_ll2float_rn(i64)
declare float @__nv_ull2float_rn(i64)
declare double @__nv_ll2double_rn(i64)
declare double @__nv_ull2double_rn(i64)
declare i16 @__nv_float2half_rn(float)
declare float @__nv_half2float(i16)
declare float @__nv_int_as_float(i32)
declare i32 @__nv_float_as_int(float)
declare float @__nv_uint_as_float(i32)
declare i32 @__nv_float_as_uint(float)
declare double @__nv_longlong_as_double(i64)
declare i64 @__nv_double_as_longlong(double)
declare float @__nv_fast_sinf(float)
declare float @__nv_fast_cosf(float)
declare float @__nv_fast_log2f(float)
declare float @__nv_fast_logf(float)
declare float @__nv_fast_expf(float)
declare float @__nv_fast_tanhf(float)
declare float @__nv_tanhf(float)
declare float @__nv_fast_tanf(float)
declare void @__nv_fast_sincosf(float, ptr, ptr)
declare float @__nv_fast_exp10f(float)
declare float @__nv_fast_log10f(float)
declare float @__nv_fast_powf(float, float)
declare i32 @__nv_hadd(i32, i32)
declare i32 @__nv_rhadd(i32, i32)
declare i32 @__nv_uhadd(i32, i32)
declare i32 @__nv_urhadd(i32, i32)
declare float @__nv_fsub_rn(float, float)
declare float @__nv_frsqrt_rn(float)
declare i32 @__nv_ffs(i32)
declare i32 @__nv_ffsll(i64)
declare float @__nv_rintf(float)
declare i64 @__nv_llrintf(float)
declare float @__nv_nearbyintf(float)
declare i32 @__nv_isnanf(float)
declare i32 @__nv_signbitf(float)
declare float @__nv_copysignf(float, float)
declare i32 @__nv_finitef(float)
declare i32 @__nv_isinff(float)
declare float @__nv_nextafterf(float, float)
declare float @__nv_sinf(float)
declare float @__nv_cosf(float)
declare void @__nv_sincosf(float, ptr, ptr)
declare float @__nv_sinpif(float)
declare float @__nv_cospif(float)
declare void @__nv_sincospif(float, ptr, ptr)
declare float @__nv_tanf(float)
declare float @__nv_log2f(float)
declare float @__nv_expf(float)
declare float @__nv_exp10f(float)
declare float @__nv_coshf(float)
declare float @__nv_sinhf(float)
declare float @__nv_atan2f(float, float)
declare float @__nv_atanf(float)
declare float @__nv_asinf(float)
declare float @__nv_acosf(float)
declare float @__nv_logf(float)
declare float @__nv_log10f(float)
declare float @__nv_log1pf(float)
declare float @__nv_acoshf(float)
declare float @__nv_asinhf(float)
declare float @__nv_atanhf(float)
declare float @__nv_expm1f(float)
declare float @__nv_hypotf(float, float)
declare float @__nv_rhypotf(float, float)
declare float @__nv_norm3df(float, float, float)
declare float @__nv_rnorm3df(float, float, float)
declare float @__nv_norm4df(float, float, float, float)
declare float @__nv_rnorm4df(float, float, float, float)
declare float @__nv_normf(i32, ptr)
declare float @__nv_rnormf(i32, ptr)
declare float @__nv_cbrtf(float)
declare float @__nv_rcbrtf(float)
declare float @__nv_j0f(float)
declare float @__nv_j1f(float)
declare float @__nv_y0f(float)
declare float @__nv_y1f(float)
declare float @__nv_cyl_bessel_i0f(float)
declare float @__nv_cyl_bessel_i1f(float)
declare float @__nv_erff(float)
declare float @__nv_erfinvf(float)
declare float @__nv_erfcf(float)
declare float @__nv_erfcxf(float)
declare float @__nv_erfcinvf(float)
declare float @__nv_normcdfinvf(float)
declare float @__nv_normcdff(float)
declare float @__nv_lgammaf(float)
declare float @__nv_ldexpf(float, i32)
declare float @__nv_scalbnf(float, i32)
declare float @__nv_frexpf(float, ptr)
declare float @__nv_modff(float, ptr)
declare float @__nv_fmodf(float, float)
declare float @__nv_remainderf(float, float)
declare float @__nv_remquof(float, float, ptr)
declare float @__nv_fmaf(float, float, float)
declare float @__nv_powif(float, i32)
declare double @__nv_powi(double, i32)
declare float @__nv_powf(float, float)
declare float @__nv_tgammaf(float)
declare float @__nv_roundf(float)
declare i64 @__nv_llroundf(float)
declare float @__nv_fdimf(float, float)
declare i32 @__nv_ilogbf(float)
declare float @__nv_logbf(float)
declare double @__nv_rint(double)
declare i64 @__nv_llrint(double)
declare double @__nv_nearbyint(double)
declare i32 @__nv_signbitd(double)
declare i32 @__nv_isfinited(double)
declare i32 @__nv_isinfd(double)
declare i32 @__nv_isnand(double)
declare double @__nv_copysign(double, double)
declare void @__nv_sincos(double, ptr, ptr)
declare void @__nv_sincospi(double, ptr, ptr)
declare double @__nv_sin(double)
declare double @__nv_cos(double)
declare double @__nv_sinpi(double)
declare double @__nv_cospi(double)
declare double @__nv_tan(double)
declare double @__nv_log(double)
declare double @__nv_log2(double)
declare double @__nv_log10(double)
declare double @__nv_log1p(double)
declare double @__nv_exp(double)
declare double @__nv_exp2(double)
declare double @__nv_exp10(double)
declare double @__nv_expm1(double)
declare double @__nv_cosh(double)
declare double @__nv_sinh(double)
declare double @__nv_tanh(double)
declare double @__nv_atan2(double, double)
declare double @__nv_atan(double)
declare double @__nv_asin(double)
declare double @__nv_acos(double)
declare double @__nv_acosh(double)
declare double @__nv_asinh(double)
declare double @__nv_atanh(double)
declare double @__nv_hypot(double, double)
declare double @__nv_rhypot(double, double)
declare double @__nv_norm3d(double, double, double)
declare double @__nv_rnorm3d(double, double, double)
declare double @__nv_norm4d(double, double, double, double)
declare double @__nv_rnorm4d(double, double, double, double)
declare double @__nv_norm(i32, ptr)
declare double @__nv_rnorm(i32, ptr)
declare double @__nv_cbrt(double)
declare double @__nv_rcbrt(double)
declare double @__nv_pow(double, double)
declare double @__nv_j0(double)
declare double @__nv_j1(double)
declare double @__nv_y0(double)
declare double @__nv_y1(double)
declare double @__nv_cyl_bessel_i0(double)
declare double @__nv_cyl_bessel_i1(double)
declare double @__nv_erf(double)
declare double @__nv_erfinv(double)
declare double @__nv_erfcinv(double)
declare double @__nv_normcdfinv(double)
declare double @__nv_erfc(double)
declare double @__nv_erfcx(double)
declare double @__nv_normcdf(double)
declare double @__nv_tgamma(double)
declare double @__nv_lgamma(double)
declare double @__nv_ldexp(double, i32)
declare double @__nv_scalbn(double, i32)
declare double @__nv_frexp(double, ptr)
declare double @__nv_modf(double, ptr)
declare double @__nv_fmod(double, double)
declare double @__nv_remainder(double, double)
declare double @__nv_remquo(double, double, ptr)
declare double @__nv_nextafter(double, double)
declare double @__nv_round(double)
declare i64 @__nv_llround(double)
declare i32 @__nv_ilogb(double)
declare double @__nv_logb(double)
declare double @__nv_fma(double, double, double)
declare double @__nv_dsub_rn(double, double)
declare double @__nv_fdim(double, double)
