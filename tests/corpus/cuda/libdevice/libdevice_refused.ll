target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @t__nv_rcp64h(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_rcp64h(double %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_rz(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_rz(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_rd(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_rd(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_ru(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_ru(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_ieee_rz(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_ieee_rz(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_ieee_rd(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_ieee_rd(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmaf_ieee_ru(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmaf_ieee_ru(float %a0, float %a1, float %a2)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fma_rz(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_fma_rz(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fma_rd(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_fma_rd(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fma_ru(ptr %in0, ptr %in1, ptr %in2, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_fma_ru(double %a0, double %a1, double %a2)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dadd_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dadd_rz(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dadd_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dadd_rd(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dadd_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dadd_ru(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dmul_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dmul_rz(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dmul_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dmul_rd(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dmul_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dmul_ru(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fadd_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fadd_rd(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fadd_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fadd_ru(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmul_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmul_rd(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmul_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmul_ru(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fadd_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fadd_rz(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fmul_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fmul_rz(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2float_rz(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ll2float_rz(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2float_rd(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ll2float_rd(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2float_ru(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ll2float_ru(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2float_rz(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ull2float_rz(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2float_rd(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ull2float_rd(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2float_ru(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_ull2float_ru(i64 %a0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2double_rz(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ll2double_rz(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2double_rd(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ll2double_rd(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ll2double_ru(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ll2double_ru(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2double_rz(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ull2double_rz(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2double_rd(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ull2double_rd(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ull2double_ru(ptr %in0, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_ull2double_ru(i64 %a0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsub_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fsub_rz(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsub_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fsub_rd(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_fsub_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call float @__nv_fsub_ru(float %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nanf(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %r = call float @__nv_nanf(ptr %in0)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_ynf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_ynf(i32 %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_jnf(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %p1 = getelementptr float, ptr %in1, i64 %i64
  %a1 = load float, ptr %p1
  %r = call float @__nv_jnf(i32 %a0, float %a1)
  %q = getelementptr float, ptr %out, i64 %i64
  store float %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_yn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_yn(i32 %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_jn(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %p1 = getelementptr double, ptr %in1, i64 %i64
  %a1 = load double, ptr %p1
  %r = call double @__nv_jn(i32 %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_nan(ptr %in0, ptr %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bd = mul i32 %b, %d
  %i = add i32 %bd, %t
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %i64 = sext i32 %i to i64
  %r = call double @__nv_nan(ptr %in0)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsub_rz(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dsub_rz(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsub_ru(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dsub_ru(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

define ptx_kernel void @t__nv_dsub_rd(ptr %in0, ptr %in1, ptr %out, i32 %n) {
entry:
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
  %r = call double @__nv_dsub_rd(double %a0, double %a1)
  %q = getelementptr double, ptr %out, i64 %i64
  store double %r, ptr %q
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare double @__nv_rcp64h(double)
declare float @__nv_fmaf_rz(float, float, float)
declare float @__nv_fmaf_rd(float, float, float)
declare float @__nv_fmaf_ru(float, float, float)
declare float @__nv_fmaf_ieee_rz(float, float, float)
declare float @__nv_fmaf_ieee_rd(float, float, float)
declare float @__nv_fmaf_ieee_ru(float, float, float)
declare double @__nv_fma_rz(double, double, double)
declare double @__nv_fma_rd(double, double, double)
declare double @__nv_fma_ru(double, double, double)
declare double @__nv_dadd_rz(double, double)
declare double @__nv_dadd_rd(double, double)
declare double @__nv_dadd_ru(double, double)
declare double @__nv_dmul_rz(double, double)
declare double @__nv_dmul_rd(double, double)
declare double @__nv_dmul_ru(double, double)
declare float @__nv_fadd_rd(float, float)
declare float @__nv_fadd_ru(float, float)
declare float @__nv_fmul_rd(float, float)
declare float @__nv_fmul_ru(float, float)
declare float @__nv_fadd_rz(float, float)
declare float @__nv_fmul_rz(float, float)
declare float @__nv_ll2float_rz(i64)
declare float @__nv_ll2float_rd(i64)
declare float @__nv_ll2float_ru(i64)
declare float @__nv_ull2float_rz(i64)
declare float @__nv_ull2float_rd(i64)
declare float @__nv_ull2float_ru(i64)
declare double @__nv_ll2double_rz(i64)
declare double @__nv_ll2double_rd(i64)
declare double @__nv_ll2double_ru(i64)
declare double @__nv_ull2double_rz(i64)
declare double @__nv_ull2double_rd(i64)
declare double @__nv_ull2double_ru(i64)
declare float @__nv_fsub_rz(float, float)
declare float @__nv_fsub_rd(float, float)
declare float @__nv_fsub_ru(float, float)
declare float @__nv_nanf(ptr)
declare float @__nv_ynf(i32, float)
declare float @__nv_jnf(i32, float)
declare double @__nv_yn(i32, double)
declare double @__nv_jn(i32, double)
declare double @__nv_nan(ptr)
declare double @__nv_dsub_rz(double, double)
declare double @__nv_dsub_ru(double, double)
declare double @__nv_dsub_rd(double, double)
