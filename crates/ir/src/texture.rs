//! Texture fetches: [`TexOp`], the portable form of PTX's `tex.1d`/`tex.2d`
//! (CUDA's `tex1Dfetch`, `tex1D`, `tex2D` on a `cudaTextureObject_t`), and
//! the software sampler every target without texture hardware of its own
//! lowers them to.
//!
//! A texture handle on such a target is the device address of a software
//! descriptor ([`gpujit_device::texture::layout`]); the sampler reads it and
//! the texels with ordinary loads and applies the addressing mode, point or
//! bilinear filtering (with the blend weights rounded to 1/256, as NVIDIA's
//! texture units do), and the conversion of integer texels.

use inkwell::AddressSpace;
use inkwell::context::ContextRef;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

use crate::IrError;
use crate::lower::LowerCx;

/// The geometry of a fetch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TexDims {
    /// One coordinate (`tex.1d`).
    One,
    /// Two coordinates (`tex.2d`).
    Two,
}

/// The element type of a fetch's four results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TexResult {
    /// Floats: float texels, or integer texels converted (normalized or not).
    F32,
    /// Signed integers.
    S32,
    /// Unsigned integers.
    U32,
}

/// One texture fetch: `<4 x R> (i64 handle, C x[, C y])`, `R` the result
/// type, `C` an `i32` (integer coordinates) or a `float`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TexOp {
    /// One or two coordinates.
    pub dims: TexDims,
    /// The results' type.
    pub result: TexResult,
    /// Whether the coordinates are integer texel indices rather than floats.
    pub int_coords: bool,
}

impl TexOp {
    /// Every fetch.
    pub fn all() -> Vec<TexOp> {
        let mut v = Vec::new();
        for dims in [TexDims::One, TexDims::Two] {
            for result in [TexResult::F32, TexResult::S32, TexResult::U32] {
                for int_coords in [true, false] {
                    v.push(TexOp {
                        dims,
                        result,
                        int_coords,
                    });
                }
            }
        }
        v
    }

    /// `1d` or `2d`.
    pub fn geometry(self) -> &'static str {
        match self.dims {
            TexDims::One => "1d",
            TexDims::Two => "2d",
        }
    }

    fn result_name(self) -> &'static str {
        match self.result {
            TexResult::F32 => "f32",
            TexResult::S32 => "s32",
            TexResult::U32 => "u32",
        }
    }

    fn coord_name(self) -> &'static str {
        if self.int_coords { "s32" } else { "f32" }
    }

    /// The declared function's name: `gpujit.tex.2d.f32.f32`.
    pub fn name(self) -> String {
        format!(
            "gpujit.tex.{}.{}.{}",
            self.geometry(),
            self.result_name(),
            self.coord_name()
        )
    }

    /// The number of coordinates.
    pub fn coords(self) -> u32 {
        match self.dims {
            TexDims::One => 1,
            TexDims::Two => 2,
        }
    }

    /// The result vector's type.
    pub fn result_type<'ctx>(self, ctx: ContextRef<'ctx>) -> BasicTypeEnum<'ctx> {
        match self.result {
            TexResult::F32 => ctx.f32_type().vec_type(4).into(),
            _ => ctx.i32_type().vec_type(4).into(),
        }
    }

    /// The type of one coordinate.
    pub fn coord_type<'ctx>(self, ctx: ContextRef<'ctx>) -> BasicTypeEnum<'ctx> {
        if self.int_coords {
            ctx.i32_type().into()
        } else {
            ctx.f32_type().into()
        }
    }

    /// The LLVM type of the declared function.
    pub fn signature<'ctx>(self, ctx: ContextRef<'ctx>) -> FunctionType<'ctx> {
        let mut params: Vec<BasicMetadataTypeEnum> = vec![ctx.i64_type().into()];
        params
            .extend((0..self.coords()).map(|_| BasicMetadataTypeEnum::from(self.coord_type(ctx))));
        match self.result_type(ctx) {
            BasicTypeEnum::VectorType(v) => v.fn_type(&params, false),
            other => other.into_vector_type().fn_type(&params, false),
        }
    }

    /// NVIDIA's intrinsic for the fetch: `llvm.nvvm.tex.unified.2d.v4f32.f32`.
    pub fn nvvm_intrinsic(self) -> String {
        format!(
            "llvm.nvvm.tex.unified.{}.v4{}.{}",
            self.geometry(),
            self.result_name(),
            self.coord_name()
        )
    }
}

/// The software sampler's functions, linked into a module once, at the
/// first fetch lowered: `@gpujit_tex_{sample,fetch}_{f,i}(ptr addrspace(1)
/// descriptor, C x, C y, i32 dims)`.
const SAMPLER: &str = r#"
declare float @llvm.floor.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

define i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 %at) {
  %p = getelementptr i8, ptr addrspace(1) %d, i64 %at
  %v = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v
}

; Channel %c of the texel at (%x, %y), both inside the texture: 32 bits,
; integers extended by their kind, halves widened to a float's bits, 0 for
; a channel the format lacks.
define i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 %c) {
entry:
  %base = load i64, ptr addrspace(1) %d, align 8
  %pitch = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 16)
  %kind = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 20)
  %cb = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 24)
  %ch = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 28)
  %has = icmp ult i32 %c, %ch
  br i1 %has, label %read, label %missing
missing:
  ret i32 0
read:
  %y64 = zext i32 %y to i64
  %pitch64 = zext i32 %pitch to i64
  %row = mul i64 %y64, %pitch64
  %texel = mul i32 %cb, %ch
  %x64 = zext i32 %x to i64
  %texel64 = zext i32 %texel to i64
  %col = mul i64 %x64, %texel64
  %c64 = zext i32 %c to i64
  %cb64 = zext i32 %cb to i64
  %coff = mul i64 %c64, %cb64
  %a1 = add i64 %base, %row
  %a2 = add i64 %a1, %col
  %a3 = add i64 %a2, %coff
  %p = inttoptr i64 %a3 to ptr addrspace(1)
  %signed = icmp eq i32 %kind, 0
  switch i32 %cb, label %b4 [ i32 1, label %b1
                              i32 2, label %b2 ]
b1:
  %v1 = load i8, ptr addrspace(1) %p, align 1
  %v1s = sext i8 %v1 to i32
  %v1z = zext i8 %v1 to i32
  %r1 = select i1 %signed, i32 %v1s, i32 %v1z
  ret i32 %r1
b2:
  %v2 = load i16, ptr addrspace(1) %p, align 2
  %v2s = sext i16 %v2 to i32
  %v2z = zext i16 %v2 to i32
  %h = bitcast i16 %v2 to half
  %hf = fpext half %h to float
  %hb = bitcast float %hf to i32
  %isf = icmp eq i32 %kind, 2
  %t2 = select i1 %signed, i32 %v2s, i32 %v2z
  %r2 = select i1 %isf, i32 %hb, i32 %t2
  ret i32 %r2
b4:
  %v4 = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v4
}

; Channel %c as a float: float texels as stored; integers converted, and
; scaled to [0, 1] or [-1, 1] under a normalized read.
define float @gpujit_tex_channel_f(ptr addrspace(1) %d, i32 %x, i32 %y, i32 %c) {
entry:
  %raw = call i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 %c)
  %kind = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 20)
  %isf = icmp eq i32 %kind, 2
  br i1 %isf, label %float, label %int
float:
  %f = bitcast i32 %raw to float
  ret float %f
int:
  %signed = icmp eq i32 %kind, 0
  %sf = sitofp i32 %raw to float
  %uf = uitofp i32 %raw to float
  %v = select i1 %signed, float %sf, float %uf
  %flags = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 32)
  %nbit = and i32 %flags, 4
  %norm = icmp ne i32 %nbit, 0
  br i1 %norm, label %scale, label %plain
plain:
  ret float %v
scale:
  %cb = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 24)
  %bits = shl i32 %cb, 3
  %sbit = zext i1 %signed to i32
  %sh = sub i32 %bits, %sbit
  %m = shl i32 1, %sh
  %m1 = sub i32 %m, 1
  %mf = uitofp i32 %m1 to float
  %q = fdiv float %v, %mf
  %qs = call float @llvm.maxnum.f32(float %q, float -1.0)
  %r = select i1 %signed, float %qs, float %q
  ret float %r
}

; Texel index %i of an axis of %n texels under address mode %mode: wrap
; and mirror with normalized coordinates, clamp or border otherwise; -1
; when the index is outside under border.
define i32 @gpujit_tex_wrap(i32 %i, i32 %n, i32 %mode, i1 %normalized) {
entry:
  %is_wrap = icmp eq i32 %mode, 0
  %is_mirror = icmp eq i32 %mode, 2
  %repeats = or i1 %is_wrap, %is_mirror
  %rep = and i1 %repeats, %normalized
  br i1 %rep, label %repeat, label %edge
repeat:
  %n2 = shl i32 %n, 1
  %period = select i1 %is_wrap, i32 %n, i32 %n2
  %r0 = srem i32 %i, %period
  %neg = icmp slt i32 %r0, 0
  %r0p = add i32 %r0, %period
  %r = select i1 %neg, i32 %r0p, i32 %r0
  %back = icmp sge i32 %r, %n
  %m0 = sub i32 %n2, 1
  %m = sub i32 %m0, %r
  %mirrored = and i1 %is_mirror, %back
  %rr = select i1 %mirrored, i32 %m, i32 %r
  ret i32 %rr
edge:
  %is_border = icmp eq i32 %mode, 3
  br i1 %is_border, label %border, label %clamp
border:
  %inside = icmp ult i32 %i, %n
  %b = select i1 %inside, i32 %i, i32 -1
  ret i32 %b
clamp:
  %lo = call i32 @llvm.smax.i32(i32 %i, i32 0)
  %last = sub i32 %n, 1
  %c = call i32 @llvm.smin.i32(i32 %lo, i32 %last)
  ret i32 %c
}

; The texel (x, y) that indices (%i, %j) address (y is 0 in one
; dimension); x is -1 when the texel is outside under border.
define <2 x i32> @gpujit_tex_locate(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims) {
  %w = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 8)
  %h = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 12)
  %flags = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 32)
  %mx = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 36)
  %my = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 40)
  %nbit = and i32 %flags, 2
  %norm = icmp ne i32 %nbit, 0
  %x = call i32 @gpujit_tex_wrap(i32 %i, i32 %w, i32 %mx, i1 %norm)
  %two = icmp eq i32 %dims, 2
  %yw = call i32 @gpujit_tex_wrap(i32 %j, i32 %h, i32 %my, i1 %norm)
  %y = select i1 %two, i32 %yw, i32 0
  %xo = icmp slt i32 %x, 0
  %yo = icmp slt i32 %y, 0
  %out = or i1 %xo, %yo
  %xr = select i1 %out, i32 -1, i32 %x
  %v0 = insertelement <2 x i32> poison, i32 %xr, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 %y, i32 1
  ret <2 x i32> %v1
}

; The texel at indices (%i, %j) after addressing (%j ignored in one
; dimension); the border colour outside under border.
define <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims) {
entry:
  %at = call <2 x i32> @gpujit_tex_locate(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  %x = extractelement <2 x i32> %at, i32 0
  %y = extractelement <2 x i32> %at, i32 1
  %out = icmp slt i32 %x, 0
  br i1 %out, label %border, label %read
border:
  %bp = getelementptr i8, ptr addrspace(1) %d, i64 48
  %bv = load <4 x float>, ptr addrspace(1) %bp, align 4
  ret <4 x float> %bv
read:
  %c0 = call float @gpujit_tex_channel_f(ptr addrspace(1) %d, i32 %x, i32 %y, i32 0)
  %c1 = call float @gpujit_tex_channel_f(ptr addrspace(1) %d, i32 %x, i32 %y, i32 1)
  %c2 = call float @gpujit_tex_channel_f(ptr addrspace(1) %d, i32 %x, i32 %y, i32 2)
  %c3 = call float @gpujit_tex_channel_f(ptr addrspace(1) %d, i32 %x, i32 %y, i32 3)
  %v0 = insertelement <4 x float> poison, float %c0, i32 0
  %v1 = insertelement <4 x float> %v0, float %c1, i32 1
  %v2 = insertelement <4 x float> %v1, float %c2, i32 2
  %v3 = insertelement <4 x float> %v2, float %c3, i32 3
  ret <4 x float> %v3
}

; As @gpujit_tex_texel_f, the channels as integers.
define <4 x i32> @gpujit_tex_texel_i(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims) {
entry:
  %at = call <2 x i32> @gpujit_tex_locate(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  %x = extractelement <2 x i32> %at, i32 0
  %y = extractelement <2 x i32> %at, i32 1
  %out = icmp slt i32 %x, 0
  br i1 %out, label %border, label %read
border:
  %bp = getelementptr i8, ptr addrspace(1) %d, i64 48
  %bv = load <4 x float>, ptr addrspace(1) %bp, align 4
  %bi = fptosi <4 x float> %bv to <4 x i32>
  ret <4 x i32> %bi
read:
  %c0 = call i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 0)
  %c1 = call i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 1)
  %c2 = call i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 2)
  %c3 = call i32 @gpujit_tex_channel(ptr addrspace(1) %d, i32 %x, i32 %y, i32 3)
  %v0 = insertelement <4 x i32> poison, i32 %c0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %c1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %c2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %c3, i32 3
  ret <4 x i32> %v3
}

; Whether index %i reads past a linear resource (integer fetches of a
; linear resource read zeros there, whatever the address mode).
define i1 @gpujit_tex_past_linear(ptr addrspace(1) %d, i32 %i) {
  %flags = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 32)
  %lbit = and i32 %flags, 8
  %linear = icmp ne i32 %lbit, 0
  %w = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 8)
  %outside = icmp uge i32 %i, %w
  %past = and i1 %linear, %outside
  ret i1 %past
}

define <4 x float> @gpujit_tex_fetch_f(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims) {
entry:
  %past = call i1 @gpujit_tex_past_linear(ptr addrspace(1) %d, i32 %i)
  br i1 %past, label %zero, label %read
zero:
  ret <4 x float> zeroinitializer
read:
  %v = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  ret <4 x float> %v
}

define <4 x i32> @gpujit_tex_fetch_i(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims) {
entry:
  %past = call i1 @gpujit_tex_past_linear(ptr addrspace(1) %d, i32 %i)
  br i1 %past, label %zero, label %read
zero:
  ret <4 x i32> zeroinitializer
read:
  %v = call <4 x i32> @gpujit_tex_texel_i(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  ret <4 x i32> %v
}

; A float coordinate scaled to texels (normalized coordinates times the size).
define float @gpujit_tex_scale(ptr addrspace(1) %d, float %x, i64 %size_at) {
  %flags = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 32)
  %nbit = and i32 %flags, 2
  %norm = icmp ne i32 %nbit, 0
  %n = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 %size_at)
  %nf = uitofp i32 %n to float
  %s = fmul float %x, %nf
  %u = select i1 %norm, float %s, float %x
  ret float %u
}

define i32 @gpujit_tex_floor_index(float %u) {
  %f = call float @llvm.floor.f32(float %u)
  %i = call i32 @llvm.fptosi.sat.i32.f32(float %f)
  ret i32 %i
}

; The bilinear weight of the upper texel: the fraction of %u - 0.5, rounded
; to 1/256.
define float @gpujit_tex_weight(float %u, float %i0) {
  %ub = fsub float %u, 0.5
  %a = fsub float %ub, %i0
  %a256 = fmul float %a, 256.0
  %ar = fadd float %a256, 0.5
  %af = call float @llvm.floor.f32(float %ar)
  %w = fmul float %af, 0x3F70000000000000
  ret float %w
}

define <4 x float> @gpujit_tex_sample_f(ptr addrspace(1) %d, float %x, float %y, i32 %dims) {
entry:
  %u = call float @gpujit_tex_scale(ptr addrspace(1) %d, float %x, i64 8)
  %v = call float @gpujit_tex_scale(ptr addrspace(1) %d, float %y, i64 12)
  %flags = call i32 @gpujit_tex_field(ptr addrspace(1) %d, i64 32)
  %lbit = and i32 %flags, 1
  %linear = icmp ne i32 %lbit, 0
  br i1 %linear, label %blend, label %point
point:
  %i = call i32 @gpujit_tex_floor_index(float %u)
  %j = call i32 @gpujit_tex_floor_index(float %v)
  %t = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  ret <4 x float> %t
blend:
  %ub = fsub float %u, 0.5
  %vb = fsub float %v, 0.5
  %i0f = call float @llvm.floor.f32(float %ub)
  %j0f = call float @llvm.floor.f32(float %vb)
  %a = call float @gpujit_tex_weight(float %u, float %i0f)
  %bw = call float @gpujit_tex_weight(float %v, float %j0f)
  %two = icmp eq i32 %dims, 2
  %b = select i1 %two, float %bw, float 0.0
  %i0 = call i32 @llvm.fptosi.sat.i32.f32(float %i0f)
  %j0 = call i32 @llvm.fptosi.sat.i32.f32(float %j0f)
  %i1 = add i32 %i0, 1
  %j1 = add i32 %j0, 1
  %t00 = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i0, i32 %j0, i32 %dims)
  %t10 = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i1, i32 %j0, i32 %dims)
  %t01 = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i0, i32 %j1, i32 %dims)
  %t11 = call <4 x float> @gpujit_tex_texel_f(ptr addrspace(1) %d, i32 %i1, i32 %j1, i32 %dims)
  %a0 = fsub float 1.0, %a
  %b0 = fsub float 1.0, %b
  %w00 = fmul float %a0, %b0
  %w10 = fmul float %a, %b0
  %w01 = fmul float %a0, %b
  %w11 = fmul float %a, %b
  %s00 = insertelement <4 x float> poison, float %w00, i32 0
  %v00 = shufflevector <4 x float> %s00, <4 x float> poison, <4 x i32> zeroinitializer
  %s10 = insertelement <4 x float> poison, float %w10, i32 0
  %v10 = shufflevector <4 x float> %s10, <4 x float> poison, <4 x i32> zeroinitializer
  %s01 = insertelement <4 x float> poison, float %w01, i32 0
  %v01 = shufflevector <4 x float> %s01, <4 x float> poison, <4 x i32> zeroinitializer
  %s11 = insertelement <4 x float> poison, float %w11, i32 0
  %v11 = shufflevector <4 x float> %s11, <4 x float> poison, <4 x i32> zeroinitializer
  %p00 = fmul <4 x float> %t00, %v00
  %p10 = fmul <4 x float> %t10, %v10
  %p01 = fmul <4 x float> %t01, %v01
  %p11 = fmul <4 x float> %t11, %v11
  %q0 = fadd <4 x float> %p00, %p10
  %q1 = fadd <4 x float> %p01, %p11
  %r = fadd <4 x float> %q0, %q1
  ret <4 x float> %r
}

define <4 x i32> @gpujit_tex_sample_i(ptr addrspace(1) %d, float %x, float %y, i32 %dims) {
  %u = call float @gpujit_tex_scale(ptr addrspace(1) %d, float %x, i64 8)
  %v = call float @gpujit_tex_scale(ptr addrspace(1) %d, float %y, i64 12)
  %i = call i32 @gpujit_tex_floor_index(float %u)
  %j = call i32 @gpujit_tex_floor_index(float %v)
  %t = call <4 x i32> @gpujit_tex_texel_i(ptr addrspace(1) %d, i32 %i, i32 %j, i32 %dims)
  ret <4 x i32> %t
}
"#;

/// The body of `op` on a target that samples in software: a call of the
/// sampler (linked into the module at its first use) on the descriptor the
/// handle addresses.
pub fn lower_software<'ctx>(
    op: TexOp,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let e = |x: inkwell::builder::BuilderError| IrError::Llvm(x.to_string());
    let which = match (op.int_coords, op.result) {
        (true, TexResult::F32) => "gpujit_tex_fetch_f",
        (true, _) => "gpujit_tex_fetch_i",
        (false, TexResult::F32) => "gpujit_tex_sample_f",
        (false, _) => "gpujit_tex_sample_i",
    };
    if cx.module.get_function(which).is_none() {
        let buf = MemoryBuffer::create_from_memory_range_copy(SAMPLER.as_bytes(), "gpujit.tex");
        let lib = cx
            .ctx
            .create_module_from_ir(buf)
            .map_err(|m| IrError::Llvm(format!("the texture sampler: {m}")))?;
        cx.module
            .link_in_module(lib)
            .map_err(|m| IrError::Llvm(format!("linking the texture sampler: {m}")))?;
        // Linked with external linkage (the linker drops unreferenced
        // internal functions), made internal here.
        for f in cx.module.get_functions() {
            if f.get_name().to_bytes().starts_with(b"gpujit_tex_") {
                f.set_linkage(inkwell::module::Linkage::Internal);
            }
        }
    }
    let f = cx
        .module
        .get_function(which)
        .ok_or_else(|| IrError::Llvm(format!("the texture sampler has no {which}")))?;
    let b = cx.builder;
    let handle = cx.param(0)?.into_int_value();
    let desc = b
        .build_int_to_ptr(handle, cx.ctx.ptr_type(AddressSpace::from(1u16)), "")
        .map_err(e)?;
    let x = cx.param(1)?;
    let y = match op.dims {
        TexDims::Two => cx.param(2)?,
        TexDims::One if op.int_coords => cx.ctx.i32_type().const_zero().into(),
        TexDims::One => cx.ctx.f32_type().const_zero().into(),
    };
    let dims = cx.ctx.i32_type().const_int(u64::from(op.coords()), false);
    let args: [BasicMetadataValueEnum; 4] = [desc.into(), x.into(), y.into(), dims.into()];
    let r = b
        .build_call(f, &args, "")
        .map_err(e)?
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| IrError::Llvm(format!("{which} returned nothing")))?;
    Ok(Some(r))
}

/// The body of `op` on NVIDIA: the hardware fetch, its four results packed
/// into the portable vector.
pub fn lower_nvvm<'ctx>(
    op: TexOp,
    cx: &LowerCx<'_, 'ctx>,
) -> Result<Option<BasicValueEnum<'ctx>>, IrError> {
    let e = |x: inkwell::builder::BuilderError| IrError::Llvm(x.to_string());
    let elem = match op.result {
        TexResult::F32 => BasicTypeEnum::from(cx.ctx.f32_type()),
        _ => cx.ctx.i32_type().into(),
    };
    let st = cx.ctx.struct_type(&[elem; 4], false);
    let mut params: Vec<BasicMetadataTypeEnum> = vec![cx.ctx.i64_type().into()];
    params.extend((0..op.coords()).map(|_| BasicMetadataTypeEnum::from(op.coord_type(cx.ctx))));
    let args: Vec<BasicMetadataValueEnum> = (0..=op.coords())
        .map(|i| cx.param(i).map(Into::into))
        .collect::<Result<_, _>>()?;
    let s = cx
        .call(&op.nvvm_intrinsic(), st.fn_type(&params, false), &args)?
        .ok_or_else(|| IrError::Llvm(format!("{} returned nothing", op.nvvm_intrinsic())))?
        .into_struct_value();
    let vt = op.result_type(cx.ctx).into_vector_type();
    let mut v = vt.get_poison();
    for k in 0..4u32 {
        let x = cx.builder.build_extract_value(s, k, "").map_err(e)?;
        v = cx
            .builder
            .build_insert_element(v, x, cx.ctx.i32_type().const_int(u64::from(k), false), "")
            .map_err(e)?;
    }
    Ok(Some(v.into()))
}
