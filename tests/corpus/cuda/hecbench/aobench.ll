; ModuleID = 'hecbench/aobench.cu'
source_filename = "hecbench/aobench.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct._vec = type { float, float, float }
%struct._Plane = type { %struct._vec, %struct._vec }

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere(ptr noundef captures(none) %isect, ptr noundef readonly captures(none) %ray, ptr noundef readonly captures(none) %sphere) local_unnamed_addr #0 {
entry:
  %0 = load float, ptr %ray, align 4, !tbaa !8
  %1 = load float, ptr %sphere, align 4, !tbaa !12
  %sub = fsub contract float %0, %1
  %y = getelementptr inbounds nuw i8, ptr %ray, i64 4
  %2 = load float, ptr %y, align 4, !tbaa !14
  %y5 = getelementptr inbounds nuw i8, ptr %sphere, i64 4
  %3 = load float, ptr %y5, align 4, !tbaa !15
  %sub6 = fsub contract float %2, %3
  %z = getelementptr inbounds nuw i8, ptr %ray, i64 8
  %4 = load float, ptr %z, align 4, !tbaa !16
  %z10 = getelementptr inbounds nuw i8, ptr %sphere, i64 8
  %5 = load float, ptr %z10, align 4, !tbaa !17
  %sub11 = fsub contract float %4, %5
  %dir = getelementptr inbounds nuw i8, ptr %ray, i64 12
  %agg.tmp13.sroa.0.0.copyload = load float, ptr %dir, align 4, !tbaa !18
  %agg.tmp13.sroa.2.0.dir.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 16
  %agg.tmp13.sroa.2.0.copyload = load float, ptr %agg.tmp13.sroa.2.0.dir.sroa_idx, align 4, !tbaa !18
  %agg.tmp13.sroa.3.0.dir.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 20
  %agg.tmp13.sroa.3.0.copyload = load float, ptr %agg.tmp13.sroa.3.0.dir.sroa_idx, align 4, !tbaa !18
  %mul.i = fmul contract float %sub, %agg.tmp13.sroa.0.0.copyload
  %mul3.i = fmul contract float %sub6, %agg.tmp13.sroa.2.0.copyload
  %add.i = fadd contract float %mul.i, %mul3.i
  %mul5.i = fmul contract float %sub11, %agg.tmp13.sroa.3.0.copyload
  %add6.i = fadd contract float %add.i, %mul5.i
  %mul.i114 = fmul contract float %sub, %sub
  %mul3.i117 = fmul contract float %sub6, %sub6
  %add.i118 = fadd contract float %mul.i114, %mul3.i117
  %mul5.i121 = fmul contract float %sub11, %sub11
  %add6.i122 = fadd contract float %add.i118, %mul5.i121
  %radius = getelementptr inbounds nuw i8, ptr %sphere, i64 12
  %6 = load float, ptr %radius, align 4, !tbaa !19
  %mul = fmul contract float %6, %6
  %mul19 = fmul contract float %add6.i, %add6.i
  %7 = fsub contract float %mul, %add6.i122
  %sub20 = fadd contract float %mul19, %7
  %cmp = fcmp contract ogt float %sub20, 0.000000e+00
  br i1 %cmp, label %if.then, label %if.end71

if.then:                                          ; preds = %entry
  %fneg = fneg contract float %add6.i
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub20) #7
  %sub22 = fsub contract float %fneg, %call.i
  %cmp23 = fcmp contract ogt float %sub22, 0.000000e+00
  br i1 %cmp23, label %land.lhs.true, label %if.end71

land.lhs.true:                                    ; preds = %if.then
  %8 = load float, ptr %isect, align 4, !tbaa !20
  %cmp25 = fcmp contract olt float %sub22, %8
  br i1 %cmp25, label %if.then26, label %if.end71

if.then26:                                        ; preds = %land.lhs.true
  store float %sub22, ptr %isect, align 4, !tbaa !20
  %hit = getelementptr inbounds nuw i8, ptr %isect, i64 28
  store i32 1, ptr %hit, align 4, !tbaa !22
  %9 = load float, ptr %ray, align 4, !tbaa !8
  %10 = load float, ptr %dir, align 4, !tbaa !23
  %mul32 = fmul contract float %sub22, %10
  %add = fadd contract float %9, %mul32
  %p = getelementptr inbounds nuw i8, ptr %isect, i64 4
  store float %add, ptr %p, align 4, !tbaa !24
  %11 = load float, ptr %y, align 4, !tbaa !14
  %12 = load float, ptr %agg.tmp13.sroa.2.0.dir.sroa_idx, align 4, !tbaa !25
  %mul38 = fmul contract float %sub22, %12
  %add39 = fadd contract float %11, %mul38
  %y41 = getelementptr inbounds nuw i8, ptr %isect, i64 8
  store float %add39, ptr %y41, align 4, !tbaa !26
  %13 = load float, ptr %z, align 4, !tbaa !16
  %14 = load float, ptr %agg.tmp13.sroa.3.0.dir.sroa_idx, align 4, !tbaa !27
  %mul46 = fmul contract float %sub22, %14
  %add47 = fadd contract float %13, %mul46
  %z49 = getelementptr inbounds nuw i8, ptr %isect, i64 12
  store float %add47, ptr %z49, align 4, !tbaa !28
  %15 = load float, ptr %sphere, align 4, !tbaa !12
  %sub54 = fsub contract float %add, %15
  %n = getelementptr inbounds nuw i8, ptr %isect, i64 16
  store float %sub54, ptr %n, align 4, !tbaa !29
  %16 = load float, ptr %y5, align 4, !tbaa !15
  %sub60 = fsub contract float %add39, %16
  %y62 = getelementptr inbounds nuw i8, ptr %isect, i64 20
  store float %sub60, ptr %y62, align 4, !tbaa !30
  %17 = load float, ptr %z10, align 4, !tbaa !17
  %sub67 = fsub contract float %add47, %17
  %z69 = getelementptr inbounds nuw i8, ptr %isect, i64 24
  store float %sub67, ptr %z69, align 4, !tbaa !31
  %mul.i.i = fmul contract float %sub54, %sub54
  %mul3.i.i = fmul contract float %sub60, %sub60
  %add.i.i = fadd contract float %mul.i.i, %mul3.i.i
  %mul5.i.i = fmul contract float %sub67, %sub67
  %add6.i.i = fadd contract float %add.i.i, %mul5.i.i
  %call.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i) #7
  %call.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i) #7
  %cmp.i = fcmp contract ogt float %call.i.i.i, 0x3C670EF540000000
  br i1 %cmp.i, label %if.then.i, label %if.end71

if.then.i:                                        ; preds = %if.then26
  %18 = load float, ptr %n, align 4, !tbaa !32
  %div.i = fdiv contract float %18, %call.i.i
  store float %div.i, ptr %n, align 4, !tbaa !32
  %19 = load float, ptr %y62, align 4, !tbaa !33
  %div4.i = fdiv contract float %19, %call.i.i
  store float %div4.i, ptr %y62, align 4, !tbaa !33
  %20 = load float, ptr %z69, align 4, !tbaa !34
  %div5.i = fdiv contract float %20, %call.i.i
  store float %div5.i, ptr %z69, align 4, !tbaa !34
  br label %if.end71

if.end71:                                         ; preds = %if.then.i, %if.then26, %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane(ptr noundef captures(none) %isect, ptr noundef readonly captures(none) %ray, ptr noundef readonly captures(none) %plane) local_unnamed_addr #0 {
entry:
  %agg.tmp.sroa.0.0.copyload = load float, ptr %plane, align 4, !tbaa !18
  %agg.tmp.sroa.2.0.plane.sroa_idx = getelementptr inbounds nuw i8, ptr %plane, i64 4
  %agg.tmp.sroa.2.0.copyload = load float, ptr %agg.tmp.sroa.2.0.plane.sroa_idx, align 4, !tbaa !18
  %agg.tmp.sroa.3.0.plane.sroa_idx = getelementptr inbounds nuw i8, ptr %plane, i64 8
  %agg.tmp.sroa.3.0.copyload = load float, ptr %agg.tmp.sroa.3.0.plane.sroa_idx, align 4, !tbaa !18
  %n = getelementptr inbounds nuw i8, ptr %plane, i64 12
  %agg.tmp1.sroa.0.0.copyload = load float, ptr %n, align 4, !tbaa !18
  %agg.tmp1.sroa.2.0.n.sroa_idx = getelementptr inbounds nuw i8, ptr %plane, i64 16
  %agg.tmp1.sroa.2.0.copyload = load float, ptr %agg.tmp1.sroa.2.0.n.sroa_idx, align 4, !tbaa !18
  %agg.tmp1.sroa.3.0.n.sroa_idx = getelementptr inbounds nuw i8, ptr %plane, i64 20
  %agg.tmp1.sroa.3.0.copyload = load float, ptr %agg.tmp1.sroa.3.0.n.sroa_idx, align 4, !tbaa !18
  %dir = getelementptr inbounds nuw i8, ptr %ray, i64 12
  %agg.tmp2.sroa.0.0.copyload = load float, ptr %dir, align 4, !tbaa !18
  %agg.tmp2.sroa.2.0.dir.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 16
  %agg.tmp2.sroa.2.0.copyload = load float, ptr %agg.tmp2.sroa.2.0.dir.sroa_idx, align 4, !tbaa !18
  %agg.tmp2.sroa.3.0.dir.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 20
  %agg.tmp2.sroa.3.0.copyload = load float, ptr %agg.tmp2.sroa.3.0.dir.sroa_idx, align 4, !tbaa !18
  %mul.i64 = fmul contract float %agg.tmp1.sroa.0.0.copyload, %agg.tmp2.sroa.0.0.copyload
  %mul3.i67 = fmul contract float %agg.tmp1.sroa.2.0.copyload, %agg.tmp2.sroa.2.0.copyload
  %add.i68 = fadd contract float %mul.i64, %mul3.i67
  %mul5.i71 = fmul contract float %agg.tmp1.sroa.3.0.copyload, %agg.tmp2.sroa.3.0.copyload
  %add6.i72 = fadd contract float %add.i68, %mul5.i71
  %call.i = tail call contract noundef float @__nv_fabsf(float noundef %add6.i72) #7
  %cmp = fcmp contract olt float %call.i, 0x3C670EF540000000
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mul.i = fmul contract float %agg.tmp.sroa.0.0.copyload, %agg.tmp1.sroa.0.0.copyload
  %mul3.i = fmul contract float %agg.tmp.sroa.2.0.copyload, %agg.tmp1.sroa.2.0.copyload
  %add.i = fadd contract float %mul.i, %mul3.i
  %mul5.i = fmul contract float %agg.tmp.sroa.3.0.copyload, %agg.tmp1.sroa.3.0.copyload
  %add6.i = fadd contract float %add.i, %mul5.i
  %agg.tmp7.sroa.0.0.copyload = load float, ptr %ray, align 4, !tbaa !18
  %agg.tmp7.sroa.2.0.ray.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 4
  %agg.tmp7.sroa.2.0.copyload = load float, ptr %agg.tmp7.sroa.2.0.ray.sroa_idx, align 4, !tbaa !18
  %agg.tmp7.sroa.3.0.ray.sroa_idx = getelementptr inbounds nuw i8, ptr %ray, i64 8
  %agg.tmp7.sroa.3.0.copyload = load float, ptr %agg.tmp7.sroa.3.0.ray.sroa_idx, align 4, !tbaa !18
  %agg.tmp8.sroa.0.0.copyload = load float, ptr %n, align 4, !tbaa !18
  %agg.tmp8.sroa.2.0.copyload = load float, ptr %agg.tmp1.sroa.2.0.n.sroa_idx, align 4, !tbaa !18
  %agg.tmp8.sroa.3.0.copyload = load float, ptr %agg.tmp1.sroa.3.0.n.sroa_idx, align 4, !tbaa !18
  %mul.i73 = fmul contract float %agg.tmp7.sroa.0.0.copyload, %agg.tmp8.sroa.0.0.copyload
  %mul3.i76 = fmul contract float %agg.tmp7.sroa.2.0.copyload, %agg.tmp8.sroa.2.0.copyload
  %add.i77 = fadd contract float %mul.i73, %mul3.i76
  %mul5.i80 = fmul contract float %agg.tmp7.sroa.3.0.copyload, %agg.tmp8.sroa.3.0.copyload
  %add6.i81 = fadd contract float %add.i77, %mul5.i80
  %add = fsub contract float %add6.i81, %add6.i
  %fneg11 = fneg contract float %add
  %div = fdiv contract float %fneg11, %add6.i72
  %cmp12 = fcmp contract ogt float %div, 0.000000e+00
  br i1 %cmp12, label %land.lhs.true, label %cleanup

land.lhs.true:                                    ; preds = %if.end
  %0 = load float, ptr %isect, align 4, !tbaa !20
  %cmp14 = fcmp contract olt float %div, %0
  br i1 %cmp14, label %if.then15, label %cleanup

if.then15:                                        ; preds = %land.lhs.true
  store float %div, ptr %isect, align 4, !tbaa !20
  %hit = getelementptr inbounds nuw i8, ptr %isect, i64 28
  store i32 1, ptr %hit, align 4, !tbaa !22
  %1 = load float, ptr %dir, align 4, !tbaa !23
  %mul = fmul contract float %div, %1
  %add20 = fadd contract float %agg.tmp7.sroa.0.0.copyload, %mul
  %p21 = getelementptr inbounds nuw i8, ptr %isect, i64 4
  store float %add20, ptr %p21, align 4, !tbaa !24
  %2 = load float, ptr %agg.tmp2.sroa.2.0.dir.sroa_idx, align 4, !tbaa !25
  %mul26 = fmul contract float %div, %2
  %add27 = fadd contract float %agg.tmp7.sroa.2.0.copyload, %mul26
  %y29 = getelementptr inbounds nuw i8, ptr %isect, i64 8
  store float %add27, ptr %y29, align 4, !tbaa !26
  %3 = load float, ptr %agg.tmp2.sroa.3.0.dir.sroa_idx, align 4, !tbaa !27
  %mul33 = fmul contract float %div, %3
  %add34 = fadd contract float %agg.tmp7.sroa.3.0.copyload, %mul33
  %z36 = getelementptr inbounds nuw i8, ptr %isect, i64 12
  store float %add34, ptr %z36, align 4, !tbaa !28
  %n38 = getelementptr inbounds nuw i8, ptr %isect, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %n38, ptr noundef nonnull align 4 dereferenceable(12) %n, i64 12, i1 false), !tbaa.struct !35
  br label %cleanup

cleanup:                                          ; preds = %if.end, %land.lhs.true, %if.then15, %entry
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z10orthoBasisP4_vecS_(ptr noundef captures(none) initializes((0, 36)) %basis, ptr noundef readonly byval(%struct._vec) align 4 captures(none) %n) local_unnamed_addr #0 {
entry:
  %arrayidx = getelementptr inbounds nuw i8, ptr %basis, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %arrayidx, ptr noundef nonnull align 4 dereferenceable(12) %n, i64 12, i1 false), !tbaa.struct !35
  %arrayidx1 = getelementptr inbounds nuw i8, ptr %basis, i64 12
  store float 0.000000e+00, ptr %arrayidx1, align 4, !tbaa !32
  %y = getelementptr inbounds nuw i8, ptr %basis, i64 16
  store float 0.000000e+00, ptr %y, align 4, !tbaa !33
  %z = getelementptr inbounds nuw i8, ptr %basis, i64 20
  store float 0.000000e+00, ptr %z, align 4, !tbaa !34
  %0 = load float, ptr %n, align 4, !tbaa !32
  %1 = tail call contract float @llvm.fabs.f32(float %0)
  %or.cond = fcmp contract olt float %1, 0x3FE3333340000000
  br i1 %or.cond, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  store float 1.000000e+00, ptr %arrayidx1, align 4, !tbaa !32
  br label %if.end30

if.else:                                          ; preds = %entry
  %y9 = getelementptr inbounds nuw i8, ptr %n, i64 4
  %2 = load float, ptr %y9, align 4, !tbaa !33
  %3 = tail call contract float @llvm.fabs.f32(float %2)
  %or.cond42 = fcmp contract olt float %3, 0x3FE3333340000000
  br i1 %or.cond42, label %if.then14, label %if.else17

if.then14:                                        ; preds = %if.else
  store float 1.000000e+00, ptr %y, align 4, !tbaa !33
  br label %if.end30

if.else17:                                        ; preds = %if.else
  %z18 = getelementptr inbounds nuw i8, ptr %n, i64 8
  %4 = load float, ptr %z18, align 4, !tbaa !34
  %5 = tail call contract float @llvm.fabs.f32(float %4)
  %or.cond43 = fcmp contract olt float %5, 0x3FE3333340000000
  br i1 %or.cond43, label %if.then23, label %if.else26

if.then23:                                        ; preds = %if.else17
  store float 1.000000e+00, ptr %z, align 4, !tbaa !34
  br label %if.end30

if.else26:                                        ; preds = %if.else17
  store float 1.000000e+00, ptr %arrayidx1, align 4, !tbaa !32
  br label %if.end30

if.end30:                                         ; preds = %if.then14, %if.else26, %if.then23, %if.then
  %agg.tmp.sroa.3.0.copyload = phi float [ 0.000000e+00, %if.then14 ], [ 0.000000e+00, %if.else26 ], [ 1.000000e+00, %if.then23 ], [ 0.000000e+00, %if.then ]
  %agg.tmp.sroa.2.0.copyload = phi float [ 1.000000e+00, %if.then14 ], [ 0.000000e+00, %if.else26 ], [ 0.000000e+00, %if.then23 ], [ 0.000000e+00, %if.then ]
  %agg.tmp.sroa.0.0.copyload = phi float [ 0.000000e+00, %if.then14 ], [ 1.000000e+00, %if.else26 ], [ 0.000000e+00, %if.then23 ], [ 1.000000e+00, %if.then ]
  %agg.tmp33.sroa.0.0.copyload = load float, ptr %arrayidx, align 4, !tbaa !18
  %agg.tmp33.sroa.2.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %basis, i64 28
  %agg.tmp33.sroa.2.0.copyload = load float, ptr %agg.tmp33.sroa.2.0.arrayidx.sroa_idx, align 4, !tbaa !18
  %agg.tmp33.sroa.3.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %basis, i64 32
  %agg.tmp33.sroa.3.0.copyload = load float, ptr %agg.tmp33.sroa.3.0.arrayidx.sroa_idx, align 4, !tbaa !18
  %mul.i = fmul contract float %agg.tmp.sroa.2.0.copyload, %agg.tmp33.sroa.3.0.copyload
  %mul3.i = fmul contract float %agg.tmp.sroa.3.0.copyload, %agg.tmp33.sroa.2.0.copyload
  %sub.i = fsub contract float %mul.i, %mul3.i
  store float %sub.i, ptr %basis, align 4, !tbaa !32
  %mul6.i = fmul contract float %agg.tmp.sroa.3.0.copyload, %agg.tmp33.sroa.0.0.copyload
  %mul9.i = fmul contract float %agg.tmp.sroa.0.0.copyload, %agg.tmp33.sroa.3.0.copyload
  %sub10.i = fsub contract float %mul6.i, %mul9.i
  %y11.i = getelementptr inbounds nuw i8, ptr %basis, i64 4
  store float %sub10.i, ptr %y11.i, align 4, !tbaa !33
  %mul14.i = fmul contract float %agg.tmp.sroa.0.0.copyload, %agg.tmp33.sroa.2.0.copyload
  %mul17.i = fmul contract float %agg.tmp.sroa.2.0.copyload, %agg.tmp33.sroa.0.0.copyload
  %sub18.i = fsub contract float %mul14.i, %mul17.i
  %z19.i = getelementptr inbounds nuw i8, ptr %basis, i64 8
  store float %sub18.i, ptr %z19.i, align 4, !tbaa !34
  %mul.i.i = fmul contract float %sub.i, %sub.i
  %mul3.i.i = fmul contract float %sub10.i, %sub10.i
  %add.i.i = fadd contract float %mul.i.i, %mul3.i.i
  %mul5.i.i = fmul contract float %sub18.i, %sub18.i
  %add6.i.i = fadd contract float %mul5.i.i, %add.i.i
  %call.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i) #7
  %call.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i) #7
  %cmp.i = fcmp contract ogt float %call.i.i.i, 0x3C670EF540000000
  %agg.tmp39.sroa.0.0.copyload.pre = load float, ptr %basis, align 4, !tbaa !18
  %agg.tmp39.sroa.2.0.copyload.pre = load float, ptr %y11.i, align 4, !tbaa !18
  %agg.tmp39.sroa.3.0.copyload.pre = load float, ptr %z19.i, align 4, !tbaa !18
  br i1 %cmp.i, label %if.then.i, label %_ZL10vnormalizeP4_vec.exit

if.then.i:                                        ; preds = %if.end30
  %div.i = fdiv contract float %agg.tmp39.sroa.0.0.copyload.pre, %call.i.i
  store float %div.i, ptr %basis, align 4, !tbaa !32
  %div4.i = fdiv contract float %agg.tmp39.sroa.2.0.copyload.pre, %call.i.i
  store float %div4.i, ptr %y11.i, align 4, !tbaa !33
  %div5.i = fdiv contract float %agg.tmp39.sroa.3.0.copyload.pre, %call.i.i
  store float %div5.i, ptr %z19.i, align 4, !tbaa !34
  br label %_ZL10vnormalizeP4_vec.exit

_ZL10vnormalizeP4_vec.exit:                       ; preds = %if.end30, %if.then.i
  %agg.tmp39.sroa.3.0.copyload = phi float [ %agg.tmp39.sroa.3.0.copyload.pre, %if.end30 ], [ %div5.i, %if.then.i ]
  %agg.tmp39.sroa.2.0.copyload = phi float [ %agg.tmp39.sroa.2.0.copyload.pre, %if.end30 ], [ %div4.i, %if.then.i ]
  %agg.tmp39.sroa.0.0.copyload = phi float [ %agg.tmp39.sroa.0.0.copyload.pre, %if.end30 ], [ %div.i, %if.then.i ]
  %agg.tmp37.sroa.0.0.copyload = load float, ptr %arrayidx, align 4, !tbaa !18
  %agg.tmp37.sroa.2.0.copyload = load float, ptr %agg.tmp33.sroa.2.0.arrayidx.sroa_idx, align 4, !tbaa !18
  %agg.tmp37.sroa.3.0.copyload = load float, ptr %agg.tmp33.sroa.3.0.arrayidx.sroa_idx, align 4, !tbaa !18
  %mul.i65 = fmul contract float %agg.tmp37.sroa.2.0.copyload, %agg.tmp39.sroa.3.0.copyload
  %mul3.i68 = fmul contract float %agg.tmp37.sroa.3.0.copyload, %agg.tmp39.sroa.2.0.copyload
  %sub.i69 = fsub contract float %mul.i65, %mul3.i68
  store float %sub.i69, ptr %arrayidx1, align 4, !tbaa !32
  %mul6.i70 = fmul contract float %agg.tmp37.sroa.3.0.copyload, %agg.tmp39.sroa.0.0.copyload
  %mul9.i71 = fmul contract float %agg.tmp37.sroa.0.0.copyload, %agg.tmp39.sroa.3.0.copyload
  %sub10.i72 = fsub contract float %mul6.i70, %mul9.i71
  store float %sub10.i72, ptr %y, align 4, !tbaa !33
  %mul14.i74 = fmul contract float %agg.tmp37.sroa.0.0.copyload, %agg.tmp39.sroa.2.0.copyload
  %mul17.i75 = fmul contract float %agg.tmp37.sroa.2.0.copyload, %agg.tmp39.sroa.0.0.copyload
  %sub18.i76 = fsub contract float %mul14.i74, %mul17.i75
  store float %sub18.i76, ptr %z, align 4, !tbaa !34
  %mul.i.i83 = fmul contract float %sub.i69, %sub.i69
  %mul3.i.i84 = fmul contract float %sub10.i72, %sub10.i72
  %add.i.i85 = fadd contract float %mul.i.i83, %mul3.i.i84
  %mul5.i.i86 = fmul contract float %sub18.i76, %sub18.i76
  %add6.i.i87 = fadd contract float %mul5.i.i86, %add.i.i85
  %call.i.i88 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i87) #7
  %call.i.i.i89 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i88) #7
  %cmp.i90 = fcmp contract ogt float %call.i.i.i89, 0x3C670EF540000000
  br i1 %cmp.i90, label %if.then.i91, label %_ZL10vnormalizeP4_vec.exit95

if.then.i91:                                      ; preds = %_ZL10vnormalizeP4_vec.exit
  %6 = load float, ptr %arrayidx1, align 4, !tbaa !32
  %div.i92 = fdiv contract float %6, %call.i.i88
  store float %div.i92, ptr %arrayidx1, align 4, !tbaa !32
  %7 = load float, ptr %y, align 4, !tbaa !33
  %div4.i93 = fdiv contract float %7, %call.i.i88
  store float %div4.i93, ptr %y, align 4, !tbaa !33
  %8 = load float, ptr %z, align 4, !tbaa !34
  %div5.i94 = fdiv contract float %8, %call.i.i88
  store float %div5.i94, ptr %z, align 4, !tbaa !34
  br label %_ZL10vnormalizeP4_vec.exit95

_ZL10vnormalizeP4_vec.exit95:                     ; preds = %_ZL10vnormalizeP4_vec.exit, %if.then.i91
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG(ptr noundef writeonly captures(none) %col, ptr noundef readonly captures(none) %isect, ptr noundef readonly captures(none) %spheres, ptr noundef readonly captures(none) %plane, ptr noundef nonnull align 4 captures(none) dereferenceable(8) %rng) local_unnamed_addr #0 {
entry:
  %p1 = getelementptr inbounds nuw i8, ptr %isect, i64 4
  %0 = load float, ptr %p1, align 4, !tbaa !24
  %n = getelementptr inbounds nuw i8, ptr %isect, i64 16
  %1 = load float, ptr %n, align 4, !tbaa !29
  %mul = fmul contract float %1, 0x3F1A36E2E0000000
  %add = fadd contract float %0, %mul
  %y = getelementptr inbounds nuw i8, ptr %isect, i64 8
  %2 = load float, ptr %y, align 4, !tbaa !26
  %y6 = getelementptr inbounds nuw i8, ptr %isect, i64 20
  %3 = load float, ptr %y6, align 4, !tbaa !30
  %mul7 = fmul contract float %3, 0x3F1A36E2E0000000
  %add8 = fadd contract float %2, %mul7
  %z = getelementptr inbounds nuw i8, ptr %isect, i64 12
  %4 = load float, ptr %z, align 4, !tbaa !28
  %z12 = getelementptr inbounds nuw i8, ptr %isect, i64 24
  %5 = load float, ptr %z12, align 4, !tbaa !31
  %mul13 = fmul contract float %5, 0x3F1A36E2E0000000
  %add14 = fadd contract float %4, %mul13
  %6 = tail call contract float @llvm.fabs.f32(float %1)
  %or.cond.i = fcmp contract olt float %6, 0x3FE3333340000000
  br i1 %or.cond.i, label %if.end30.i, label %if.else.i

if.else.i:                                        ; preds = %entry
  %7 = tail call contract float @llvm.fabs.f32(float %3)
  %or.cond42.i = fcmp contract olt float %7, 0x3FE3333340000000
  br i1 %or.cond42.i, label %if.end30.i, label %if.else17.i

if.else17.i:                                      ; preds = %if.else.i
  %8 = tail call contract float @llvm.fabs.f32(float %5)
  %or.cond43.i = fcmp contract olt float %8, 0x3FE3333340000000
  %. = select i1 %or.cond43.i, float 1.000000e+00, float 0.000000e+00
  %.329 = select i1 %or.cond43.i, float 0.000000e+00, float 1.000000e+00
  br label %if.end30.i

if.end30.i:                                       ; preds = %if.else17.i, %if.else.i, %entry
  %agg.tmp.sroa.3.0.copyload.i = phi float [ 0.000000e+00, %entry ], [ 0.000000e+00, %if.else.i ], [ %., %if.else17.i ]
  %agg.tmp.sroa.2.0.copyload.i = phi float [ 0.000000e+00, %entry ], [ 1.000000e+00, %if.else.i ], [ 0.000000e+00, %if.else17.i ]
  %agg.tmp.sroa.0.0.copyload.i = phi float [ 1.000000e+00, %entry ], [ 0.000000e+00, %if.else.i ], [ %.329, %if.else17.i ]
  %mul.i.i = fmul contract float %5, %agg.tmp.sroa.2.0.copyload.i
  %mul3.i.i = fmul contract float %3, %agg.tmp.sroa.3.0.copyload.i
  %sub.i.i = fsub contract float %mul.i.i, %mul3.i.i
  %mul6.i.i = fmul contract float %1, %agg.tmp.sroa.3.0.copyload.i
  %mul9.i.i = fmul contract float %5, %agg.tmp.sroa.0.0.copyload.i
  %sub10.i.i = fsub contract float %mul6.i.i, %mul9.i.i
  %mul14.i.i = fmul contract float %3, %agg.tmp.sroa.0.0.copyload.i
  %mul17.i.i = fmul contract float %1, %agg.tmp.sroa.2.0.copyload.i
  %sub18.i.i = fsub contract float %mul14.i.i, %mul17.i.i
  %mul.i.i.i = fmul contract float %sub.i.i, %sub.i.i
  %mul3.i.i.i = fmul contract float %sub10.i.i, %sub10.i.i
  %add.i.i.i = fadd contract float %mul.i.i.i, %mul3.i.i.i
  %mul5.i.i.i = fmul contract float %sub18.i.i, %sub18.i.i
  %add6.i.i.i = fadd contract float %mul5.i.i.i, %add.i.i.i
  %call.i.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i) #7
  %call.i.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i) #7
  %cmp.i.i = fcmp contract ogt float %call.i.i.i.i, 0x3C670EF540000000
  br i1 %cmp.i.i, label %if.then.i.i, label %_ZL10vnormalizeP4_vec.exit.i

if.then.i.i:                                      ; preds = %if.end30.i
  %div.i.i = fdiv contract float %sub.i.i, %call.i.i.i
  %div4.i.i = fdiv contract float %sub10.i.i, %call.i.i.i
  %div5.i.i = fdiv contract float %sub18.i.i, %call.i.i.i
  br label %_ZL10vnormalizeP4_vec.exit.i

_ZL10vnormalizeP4_vec.exit.i:                     ; preds = %if.then.i.i, %if.end30.i
  %basis.sroa.0.0 = phi float [ %div.i.i, %if.then.i.i ], [ %sub.i.i, %if.end30.i ]
  %basis.sroa.6.0 = phi float [ %div4.i.i, %if.then.i.i ], [ %sub10.i.i, %if.end30.i ]
  %basis.sroa.10.0 = phi float [ %div5.i.i, %if.then.i.i ], [ %sub18.i.i, %if.end30.i ]
  %mul.i65.i = fmul contract float %3, %basis.sroa.10.0
  %mul3.i68.i = fmul contract float %5, %basis.sroa.6.0
  %sub.i69.i = fsub contract float %mul.i65.i, %mul3.i68.i
  %mul6.i70.i = fmul contract float %5, %basis.sroa.0.0
  %mul9.i71.i = fmul contract float %1, %basis.sroa.10.0
  %sub10.i72.i = fsub contract float %mul6.i70.i, %mul9.i71.i
  %mul14.i74.i = fmul contract float %1, %basis.sroa.6.0
  %mul17.i75.i = fmul contract float %3, %basis.sroa.0.0
  %sub18.i76.i = fsub contract float %mul14.i74.i, %mul17.i75.i
  %mul.i.i83.i = fmul contract float %sub.i69.i, %sub.i69.i
  %mul3.i.i84.i = fmul contract float %sub10.i72.i, %sub10.i72.i
  %add.i.i85.i = fadd contract float %mul.i.i83.i, %mul3.i.i84.i
  %mul5.i.i86.i = fmul contract float %sub18.i76.i, %sub18.i76.i
  %add6.i.i87.i = fadd contract float %mul5.i.i86.i, %add.i.i85.i
  %call.i.i88.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i87.i) #7
  %call.i.i.i89.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i88.i) #7
  %cmp.i90.i = fcmp contract ogt float %call.i.i.i89.i, 0x3C670EF540000000
  br i1 %cmp.i90.i, label %if.then.i91.i, label %_Z10orthoBasisP4_vecS_.exit

if.then.i91.i:                                    ; preds = %_ZL10vnormalizeP4_vec.exit.i
  %div.i92.i = fdiv contract float %sub.i69.i, %call.i.i88.i
  %div4.i93.i = fdiv contract float %sub10.i72.i, %call.i.i88.i
  %div5.i94.i = fdiv contract float %sub18.i76.i, %call.i.i88.i
  br label %_Z10orthoBasisP4_vecS_.exit

_Z10orthoBasisP4_vecS_.exit:                      ; preds = %_ZL10vnormalizeP4_vec.exit.i, %if.then.i91.i
  %basis.sroa.14.0 = phi float [ %div.i92.i, %if.then.i91.i ], [ %sub.i69.i, %_ZL10vnormalizeP4_vec.exit.i ]
  %basis.sroa.21.0 = phi float [ %div4.i93.i, %if.then.i91.i ], [ %sub10.i72.i, %_ZL10vnormalizeP4_vec.exit.i ]
  %basis.sroa.27.0 = phi float [ %div5.i94.i, %if.then.i91.i ], [ %sub18.i76.i, %_ZL10vnormalizeP4_vec.exit.i ]
  %fmask.i = getelementptr inbounds nuw i8, ptr %rng, i64 4
  %y5.i = getelementptr inbounds nuw i8, ptr %spheres, i64 4
  %z10.i = getelementptr inbounds nuw i8, ptr %spheres, i64 8
  %radius.i = getelementptr inbounds nuw i8, ptr %spheres, i64 12
  %add.ptr = getelementptr inbounds nuw i8, ptr %spheres, i64 16
  %y5.i149 = getelementptr inbounds nuw i8, ptr %spheres, i64 20
  %z10.i152 = getelementptr inbounds nuw i8, ptr %spheres, i64 24
  %radius.i170 = getelementptr inbounds nuw i8, ptr %spheres, i64 28
  %add.ptr69 = getelementptr inbounds nuw i8, ptr %spheres, i64 32
  %y5.i214 = getelementptr inbounds nuw i8, ptr %spheres, i64 36
  %z10.i217 = getelementptr inbounds nuw i8, ptr %spheres, i64 40
  %radius.i235 = getelementptr inbounds nuw i8, ptr %spheres, i64 44
  %agg.tmp.sroa.2.0.plane.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 4
  %agg.tmp.sroa.3.0.plane.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 8
  %n.i280 = getelementptr inbounds nuw i8, ptr %plane, i64 12
  %agg.tmp1.sroa.2.0.n.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 16
  %agg.tmp1.sroa.3.0.n.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 20
  br label %for.cond17.preheader

for.cond17.preheader:                             ; preds = %_Z10orthoBasisP4_vecS_.exit, %for.inc72
  %j.0337 = phi i32 [ 0, %_Z10orthoBasisP4_vecS_.exit ], [ %inc73, %for.inc72 ]
  %occlusion.0336 = phi float [ 0.000000e+00, %_Z10orthoBasisP4_vecS_.exit ], [ %spec.select, %for.inc72 ]
  br label %for.body19

for.body19:                                       ; preds = %for.cond17.preheader, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit
  %i.0335 = phi i32 [ 0, %for.cond17.preheader ], [ %inc, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ]
  %occlusion.1334 = phi float [ %occlusion.0336, %for.cond17.preheader ], [ %spec.select, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ]
  %9 = load i32, ptr %rng, align 4, !tbaa !36
  %shr.i.i = lshr i32 %9, 6
  %xor.i.i = xor i32 %shr.i.i, %9
  %shl.i.i = shl i32 %xor.i.i, 17
  %xor5.i.i = xor i32 %shl.i.i, %xor.i.i
  %shr7.i.i = lshr i32 %xor5.i.i, 9
  %xor9.i.i = xor i32 %shr7.i.i, %xor5.i.i
  store i32 %xor9.i.i, ptr %rng, align 4, !tbaa !36
  %10 = load i32, ptr %fmask.i, align 4, !tbaa !38
  %and.i = and i32 %xor9.i.i, %10
  %or.i = or i32 %and.i, 1065353216
  %11 = bitcast i32 %or.i to float
  %sub.i = fadd contract float %11, -1.000000e+00
  %call.i115 = tail call contract noundef float @__nv_sqrtf(float noundef %sub.i) #7
  %12 = load i32, ptr %rng, align 4, !tbaa !36
  %shr.i.i119 = lshr i32 %12, 6
  %xor.i.i120 = xor i32 %shr.i.i119, %12
  %shl.i.i121 = shl i32 %xor.i.i120, 17
  %xor5.i.i122 = xor i32 %shl.i.i121, %xor.i.i120
  %shr7.i.i123 = lshr i32 %xor5.i.i122, 9
  %xor9.i.i124 = xor i32 %shr7.i.i123, %xor5.i.i122
  store i32 %xor9.i.i124, ptr %rng, align 4, !tbaa !36
  %13 = load i32, ptr %fmask.i, align 4, !tbaa !38
  %and.i126 = and i32 %xor9.i.i124, %13
  %or.i127 = or i32 %and.i126, 1065353216
  %14 = bitcast i32 %or.i127 to float
  %sub.i128 = fadd contract float %14, -1.000000e+00
  %mul22 = fmul contract float %sub.i128, 0x401921FB60000000
  %call.i116 = tail call contract noundef float @__nv_cosf(float noundef %mul22) #7
  %mul25 = fmul contract float %call.i115, %call.i116
  %call.i117 = tail call contract noundef float @__nv_sinf(float noundef %mul22) #7
  %mul28 = fmul contract float %call.i115, %call.i117
  %mul30 = fmul contract float %call.i115, %call.i115
  %sub = fsub contract float 1.000000e+00, %mul30
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub) #7
  %mul33 = fmul contract float %basis.sroa.0.0, %mul25
  %mul36 = fmul contract float %basis.sroa.14.0, %mul28
  %add37 = fadd contract float %mul33, %mul36
  %mul40 = fmul contract float %1, %call.i
  %add41 = fadd contract float %mul40, %add37
  %mul44 = fmul contract float %basis.sroa.6.0, %mul25
  %mul47 = fmul contract float %basis.sroa.21.0, %mul28
  %add48 = fadd contract float %mul44, %mul47
  %mul51 = fmul contract float %3, %call.i
  %add52 = fadd contract float %mul51, %add48
  %mul55 = fmul contract float %basis.sroa.10.0, %mul25
  %mul58 = fmul contract float %basis.sroa.27.0, %mul28
  %add59 = fadd contract float %mul55, %mul58
  %mul62 = fmul contract float %5, %call.i
  %add63 = fadd contract float %mul62, %add59
  %15 = load float, ptr %spheres, align 4, !tbaa !12
  %sub.i129 = fsub contract float %add, %15
  %16 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub6.i = fsub contract float %add8, %16
  %17 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub11.i = fsub contract float %add14, %17
  %mul.i.i132 = fmul contract float %sub.i129, %add41
  %mul3.i.i133 = fmul contract float %sub6.i, %add52
  %add.i.i = fadd contract float %mul.i.i132, %mul3.i.i133
  %mul5.i.i = fmul contract float %add63, %sub11.i
  %add6.i.i = fadd contract float %add.i.i, %mul5.i.i
  %mul.i114.i = fmul contract float %sub.i129, %sub.i129
  %mul3.i117.i = fmul contract float %sub6.i, %sub6.i
  %add.i118.i = fadd contract float %mul.i114.i, %mul3.i117.i
  %mul5.i121.i = fmul contract float %sub11.i, %sub11.i
  %add6.i122.i = fadd contract float %add.i118.i, %mul5.i121.i
  %18 = load float, ptr %radius.i, align 4, !tbaa !19
  %mul.i = fmul contract float %18, %18
  %mul19.i = fmul contract float %add6.i.i, %add6.i.i
  %19 = fsub contract float %mul.i, %add6.i122.i
  %sub20.i = fadd contract float %mul19.i, %19
  %cmp.i = fcmp contract ogt float %sub20.i, 0.000000e+00
  br i1 %cmp.i, label %if.then.i134, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

if.then.i134:                                     ; preds = %for.body19
  %fneg.i = fneg contract float %add6.i.i
  %call.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i) #7
  %sub22.i = fsub contract float %fneg.i, %call.i.i
  %cmp23.i = fcmp contract ogt float %sub22.i, 0.000000e+00
  %cmp25.i = fcmp contract olt float %sub22.i, 0x4376345780000000
  %or.cond = and i1 %cmp23.i, %cmp25.i
  br i1 %or.cond, label %if.then26.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

if.then26.i:                                      ; preds = %if.then.i134
  %mul32.i = fmul contract float %add41, %sub22.i
  %add.i = fadd contract float %add, %mul32.i
  %mul38.i = fmul contract float %add52, %sub22.i
  %add39.i = fadd contract float %add8, %mul38.i
  %mul46.i = fmul contract float %add63, %sub22.i
  %add47.i = fadd contract float %add14, %mul46.i
  %20 = load float, ptr %spheres, align 4, !tbaa !12
  %sub54.i = fsub contract float %add.i, %20
  %21 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub60.i = fsub contract float %add39.i, %21
  %22 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub67.i = fsub contract float %add47.i, %22
  %mul.i.i.i135 = fmul contract float %sub54.i, %sub54.i
  %mul3.i.i.i136 = fmul contract float %sub60.i, %sub60.i
  %add.i.i.i137 = fadd contract float %mul.i.i.i135, %mul3.i.i.i136
  %mul5.i.i.i138 = fmul contract float %sub67.i, %sub67.i
  %add6.i.i.i139 = fadd contract float %add.i.i.i137, %mul5.i.i.i138
  %call.i.i.i140 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i139) #7
  %call.i.i.i.i141 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i140) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit: ; preds = %if.then26.i, %for.body19, %if.then.i134
  %occIsect.sroa.51.0 = phi i32 [ 0, %if.then.i134 ], [ 1, %if.then26.i ], [ 0, %for.body19 ]
  %occIsect.sroa.0.0 = phi float [ 0x4376345780000000, %if.then.i134 ], [ %sub22.i, %if.then26.i ], [ 0x4376345780000000, %for.body19 ]
  %23 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub.i147 = fsub contract float %add, %23
  %24 = load float, ptr %y5.i149, align 4, !tbaa !15
  %sub6.i150 = fsub contract float %add8, %24
  %25 = load float, ptr %z10.i152, align 4, !tbaa !17
  %sub11.i153 = fsub contract float %add14, %25
  %mul.i.i160 = fmul contract float %add41, %sub.i147
  %mul3.i.i161 = fmul contract float %add52, %sub6.i150
  %add.i.i162 = fadd contract float %mul.i.i160, %mul3.i.i161
  %mul5.i.i163 = fmul contract float %add63, %sub11.i153
  %add6.i.i164 = fadd contract float %add.i.i162, %mul5.i.i163
  %mul.i114.i165 = fmul contract float %sub.i147, %sub.i147
  %mul3.i117.i166 = fmul contract float %sub6.i150, %sub6.i150
  %add.i118.i167 = fadd contract float %mul.i114.i165, %mul3.i117.i166
  %mul5.i121.i168 = fmul contract float %sub11.i153, %sub11.i153
  %add6.i122.i169 = fadd contract float %add.i118.i167, %mul5.i121.i168
  %26 = load float, ptr %radius.i170, align 4, !tbaa !19
  %mul.i171 = fmul contract float %26, %26
  %mul19.i172 = fmul contract float %add6.i.i164, %add6.i.i164
  %27 = fsub contract float %mul.i171, %add6.i122.i169
  %sub20.i173 = fadd contract float %mul19.i172, %27
  %cmp.i174 = fcmp contract ogt float %sub20.i173, 0.000000e+00
  br i1 %cmp.i174, label %if.then.i175, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211

if.then.i175:                                     ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit
  %fneg.i176 = fneg contract float %add6.i.i164
  %call.i.i177 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i173) #7
  %sub22.i178 = fsub contract float %fneg.i176, %call.i.i177
  %cmp23.i179 = fcmp contract ogt float %sub22.i178, 0.000000e+00
  %cmp25.i181 = fcmp contract olt float %sub22.i178, %occIsect.sroa.0.0
  %or.cond330 = and i1 %cmp23.i179, %cmp25.i181
  br i1 %or.cond330, label %if.then26.i182, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211

if.then26.i182:                                   ; preds = %if.then.i175
  %mul32.i184 = fmul contract float %add41, %sub22.i178
  %add.i185 = fadd contract float %add, %mul32.i184
  %mul38.i187 = fmul contract float %add52, %sub22.i178
  %add39.i188 = fadd contract float %add8, %mul38.i187
  %mul46.i190 = fmul contract float %add63, %sub22.i178
  %add47.i191 = fadd contract float %add14, %mul46.i190
  %28 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub54.i193 = fsub contract float %add.i185, %28
  %29 = load float, ptr %y5.i149, align 4, !tbaa !15
  %sub60.i195 = fsub contract float %add39.i188, %29
  %30 = load float, ptr %z10.i152, align 4, !tbaa !17
  %sub67.i197 = fsub contract float %add47.i191, %30
  %mul.i.i.i199 = fmul contract float %sub54.i193, %sub54.i193
  %mul3.i.i.i200 = fmul contract float %sub60.i195, %sub60.i195
  %add.i.i.i201 = fadd contract float %mul.i.i.i199, %mul3.i.i.i200
  %mul5.i.i.i202 = fmul contract float %sub67.i197, %sub67.i197
  %add6.i.i.i203 = fadd contract float %add.i.i.i201, %mul5.i.i.i202
  %call.i.i.i204 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i203) #7
  %call.i.i.i.i205 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i204) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211: ; preds = %if.then26.i182, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit, %if.then.i175
  %occIsect.sroa.51.1 = phi i32 [ %occIsect.sroa.51.0, %if.then.i175 ], [ 1, %if.then26.i182 ], [ %occIsect.sroa.51.0, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ]
  %occIsect.sroa.0.1 = phi float [ %occIsect.sroa.0.0, %if.then.i175 ], [ %sub22.i178, %if.then26.i182 ], [ %occIsect.sroa.0.0, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ]
  %31 = load float, ptr %add.ptr69, align 4, !tbaa !12
  %sub.i212 = fsub contract float %add, %31
  %32 = load float, ptr %y5.i214, align 4, !tbaa !15
  %sub6.i215 = fsub contract float %add8, %32
  %33 = load float, ptr %z10.i217, align 4, !tbaa !17
  %sub11.i218 = fsub contract float %add14, %33
  %mul.i.i225 = fmul contract float %add41, %sub.i212
  %mul3.i.i226 = fmul contract float %add52, %sub6.i215
  %add.i.i227 = fadd contract float %mul.i.i225, %mul3.i.i226
  %mul5.i.i228 = fmul contract float %add63, %sub11.i218
  %add6.i.i229 = fadd contract float %add.i.i227, %mul5.i.i228
  %mul.i114.i230 = fmul contract float %sub.i212, %sub.i212
  %mul3.i117.i231 = fmul contract float %sub6.i215, %sub6.i215
  %add.i118.i232 = fadd contract float %mul.i114.i230, %mul3.i117.i231
  %mul5.i121.i233 = fmul contract float %sub11.i218, %sub11.i218
  %add6.i122.i234 = fadd contract float %add.i118.i232, %mul5.i121.i233
  %34 = load float, ptr %radius.i235, align 4, !tbaa !19
  %mul.i236 = fmul contract float %34, %34
  %mul19.i237 = fmul contract float %add6.i.i229, %add6.i.i229
  %35 = fsub contract float %mul.i236, %add6.i122.i234
  %sub20.i238 = fadd contract float %mul19.i237, %35
  %cmp.i239 = fcmp contract ogt float %sub20.i238, 0.000000e+00
  br i1 %cmp.i239, label %if.then.i240, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276

if.then.i240:                                     ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211
  %fneg.i241 = fneg contract float %add6.i.i229
  %call.i.i242 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i238) #7
  %sub22.i243 = fsub contract float %fneg.i241, %call.i.i242
  %cmp23.i244 = fcmp contract ogt float %sub22.i243, 0.000000e+00
  %cmp25.i246 = fcmp contract olt float %sub22.i243, %occIsect.sroa.0.1
  %or.cond331 = and i1 %cmp23.i244, %cmp25.i246
  br i1 %or.cond331, label %if.then26.i247, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276

if.then26.i247:                                   ; preds = %if.then.i240
  %mul32.i249 = fmul contract float %add41, %sub22.i243
  %add.i250 = fadd contract float %add, %mul32.i249
  %mul38.i252 = fmul contract float %add52, %sub22.i243
  %add39.i253 = fadd contract float %add8, %mul38.i252
  %mul46.i255 = fmul contract float %add63, %sub22.i243
  %add47.i256 = fadd contract float %add14, %mul46.i255
  %36 = load float, ptr %add.ptr69, align 4, !tbaa !12
  %sub54.i258 = fsub contract float %add.i250, %36
  %37 = load float, ptr %y5.i214, align 4, !tbaa !15
  %sub60.i260 = fsub contract float %add39.i253, %37
  %38 = load float, ptr %z10.i217, align 4, !tbaa !17
  %sub67.i262 = fsub contract float %add47.i256, %38
  %mul.i.i.i264 = fmul contract float %sub54.i258, %sub54.i258
  %mul3.i.i.i265 = fmul contract float %sub60.i260, %sub60.i260
  %add.i.i.i266 = fadd contract float %mul.i.i.i264, %mul3.i.i.i265
  %mul5.i.i.i267 = fmul contract float %sub67.i262, %sub67.i262
  %add6.i.i.i268 = fadd contract float %add.i.i.i266, %mul5.i.i.i267
  %call.i.i.i269 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i268) #7
  %call.i.i.i.i270 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i269) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276: ; preds = %if.then26.i247, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211, %if.then.i240
  %occIsect.sroa.51.2 = phi i32 [ %occIsect.sroa.51.1, %if.then.i240 ], [ 1, %if.then26.i247 ], [ %occIsect.sroa.51.1, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211 ]
  %occIsect.sroa.0.2 = phi float [ %occIsect.sroa.0.1, %if.then.i240 ], [ %sub22.i243, %if.then26.i247 ], [ %occIsect.sroa.0.1, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211 ]
  %agg.tmp.sroa.0.0.copyload.i277 = load float, ptr %plane, align 4, !tbaa !18
  %agg.tmp.sroa.2.0.copyload.i278 = load float, ptr %agg.tmp.sroa.2.0.plane.sroa_idx.i, align 4, !tbaa !18
  %agg.tmp.sroa.3.0.copyload.i279 = load float, ptr %agg.tmp.sroa.3.0.plane.sroa_idx.i, align 4, !tbaa !18
  %agg.tmp1.sroa.0.0.copyload.i = load float, ptr %n.i280, align 4, !tbaa !18
  %agg.tmp1.sroa.2.0.copyload.i = load float, ptr %agg.tmp1.sroa.2.0.n.sroa_idx.i, align 4, !tbaa !18
  %agg.tmp1.sroa.3.0.copyload.i = load float, ptr %agg.tmp1.sroa.3.0.n.sroa_idx.i, align 4, !tbaa !18
  %mul.i64.i = fmul contract float %add41, %agg.tmp1.sroa.0.0.copyload.i
  %mul3.i67.i = fmul contract float %add52, %agg.tmp1.sroa.2.0.copyload.i
  %add.i68.i = fadd contract float %mul.i64.i, %mul3.i67.i
  %mul5.i71.i = fmul contract float %add63, %agg.tmp1.sroa.3.0.copyload.i
  %add6.i72.i = fadd contract float %add.i68.i, %mul5.i71.i
  %call.i.i282 = tail call contract noundef float @__nv_fabsf(float noundef %add6.i72.i) #7
  %cmp.i283 = fcmp contract olt float %call.i.i282, 0x3C670EF540000000
  br i1 %cmp.i283, label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit, label %if.end.i

if.end.i:                                         ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276
  %mul.i.i284 = fmul contract float %agg.tmp.sroa.0.0.copyload.i277, %agg.tmp1.sroa.0.0.copyload.i
  %mul3.i.i285 = fmul contract float %agg.tmp.sroa.2.0.copyload.i278, %agg.tmp1.sroa.2.0.copyload.i
  %add.i.i286 = fadd contract float %mul.i.i284, %mul3.i.i285
  %mul5.i.i287 = fmul contract float %agg.tmp.sroa.3.0.copyload.i279, %agg.tmp1.sroa.3.0.copyload.i
  %add6.i.i288 = fadd contract float %add.i.i286, %mul5.i.i287
  %agg.tmp8.sroa.0.0.copyload.i = load float, ptr %n.i280, align 4, !tbaa !18
  %agg.tmp8.sroa.2.0.copyload.i = load float, ptr %agg.tmp1.sroa.2.0.n.sroa_idx.i, align 4, !tbaa !18
  %agg.tmp8.sroa.3.0.copyload.i = load float, ptr %agg.tmp1.sroa.3.0.n.sroa_idx.i, align 4, !tbaa !18
  %mul.i73.i = fmul contract float %add, %agg.tmp8.sroa.0.0.copyload.i
  %mul3.i76.i = fmul contract float %add8, %agg.tmp8.sroa.2.0.copyload.i
  %add.i77.i = fadd contract float %mul.i73.i, %mul3.i76.i
  %mul5.i80.i = fmul contract float %add14, %agg.tmp8.sroa.3.0.copyload.i
  %add6.i81.i = fadd contract float %add.i77.i, %mul5.i80.i
  %add.i289 = fsub contract float %add6.i81.i, %add6.i.i288
  %fneg11.i = fneg contract float %add.i289
  %div.i = fdiv contract float %fneg11.i, %add6.i72.i
  %cmp12.i = fcmp contract ogt float %div.i, 0.000000e+00
  %cmp14.i = fcmp contract olt float %div.i, %occIsect.sroa.0.2
  %or.cond332 = and i1 %cmp12.i, %cmp14.i
  %spec.select333 = select i1 %or.cond332, i32 1, i32 %occIsect.sroa.51.2
  br label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit

_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit: ; preds = %if.end.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276
  %occIsect.sroa.51.3 = phi i32 [ %occIsect.sroa.51.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276 ], [ %spec.select333, %if.end.i ]
  %tobool.not = icmp eq i32 %occIsect.sroa.51.3, 0
  %add71 = fadd contract float %occlusion.1334, 1.000000e+00
  %spec.select = select i1 %tobool.not, float %occlusion.1334, float %add71
  %inc = add nuw nsw i32 %i.0335, 1
  %exitcond.not = icmp eq i32 %inc, 8
  br i1 %exitcond.not, label %for.inc72, label %for.body19, !llvm.loop !39

for.inc72:                                        ; preds = %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit
  %inc73 = add nuw nsw i32 %j.0337, 1
  %exitcond338.not = icmp eq i32 %inc73, 8
  br i1 %exitcond338.not, label %for.end74, label %for.cond17.preheader, !llvm.loop !41

for.end74:                                        ; preds = %for.inc72
  %sub76 = fsub contract float 6.400000e+01, %spec.select
  %div = fmul contract float %sub76, 1.562500e-02
  store float %div, ptr %col, align 4, !tbaa !32
  %y80 = getelementptr inbounds nuw i8, ptr %col, i64 4
  store float %div, ptr %y80, align 4, !tbaa !33
  %z81 = getelementptr inbounds nuw i8, ptr %col, i64 8
  store float %div, ptr %z81, align 4, !tbaa !34
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef zeroext i8 @_Z5clampf(float noundef %f) local_unnamed_addr #2 {
entry:
  %mul = fmul contract float %f, 2.555000e+02
  %conv = fptosi float %mul to i32
  %spec.store.select = tail call i32 @llvm.smax.i32(i32 %conv, i32 0)
  %spec.store.select5 = tail call i32 @llvm.umin.i32(i32 %spec.store.select, i32 255)
  %conv4 = trunc nuw i32 %spec.store.select5 to i8
  ret i8 %conv4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13render_kernelPhPK7_Sphere6_Planeiii(ptr noundef writeonly captures(none) %fimg, ptr noundef readonly captures(none) %spheres, ptr noundef readonly byval(%struct._Plane) align 4 captures(none) %plane, i32 noundef %h, i32 noundef %w, i32 noundef %nsubsamples) local_unnamed_addr #3 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %h
  %cmp8 = icmp slt i32 %add, %w
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end85

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %w, %add7
  %add10 = add nsw i32 %mul9, %add
  %cmp11379 = icmp sgt i32 %nsubsamples, 0
  br i1 %cmp11379, label %for.cond12.preheader.lr.ph, label %for.cond.cleanup

for.cond12.preheader.lr.ph:                       ; preds = %if.then
  %conv = sitofp i32 %add to float
  %conv17 = uitofp nneg i32 %nsubsamples to float
  %conv19 = sitofp i32 %w to float
  %div20 = fmul contract float %conv19, 5.000000e-01
  %conv24 = uitofp nneg i32 %add7 to float
  %conv29 = uitofp nneg i32 %h to float
  %div30 = fmul contract float %conv29, 5.000000e-01
  %y5.i = getelementptr inbounds nuw i8, ptr %spheres, i64 4
  %z10.i = getelementptr inbounds nuw i8, ptr %spheres, i64 8
  %radius.i = getelementptr inbounds nuw i8, ptr %spheres, i64 12
  %add.ptr = getelementptr inbounds nuw i8, ptr %spheres, i64 16
  %y5.i147 = getelementptr inbounds nuw i8, ptr %spheres, i64 20
  %z10.i150 = getelementptr inbounds nuw i8, ptr %spheres, i64 24
  %radius.i168 = getelementptr inbounds nuw i8, ptr %spheres, i64 28
  %add.ptr45 = getelementptr inbounds nuw i8, ptr %spheres, i64 32
  %y5.i212 = getelementptr inbounds nuw i8, ptr %spheres, i64 36
  %z10.i215 = getelementptr inbounds nuw i8, ptr %spheres, i64 40
  %radius.i233 = getelementptr inbounds nuw i8, ptr %spheres, i64 44
  %agg.tmp.sroa.0.0.copyload.i275 = load float, ptr %plane, align 4
  %agg.tmp.sroa.2.0.plane.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 4
  %agg.tmp.sroa.2.0.copyload.i276 = load float, ptr %agg.tmp.sroa.2.0.plane.sroa_idx.i, align 4
  %agg.tmp.sroa.3.0.plane.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 8
  %agg.tmp.sroa.3.0.copyload.i277 = load float, ptr %agg.tmp.sroa.3.0.plane.sroa_idx.i, align 4
  %n.i278 = getelementptr inbounds nuw i8, ptr %plane, i64 12
  %agg.tmp1.sroa.0.0.copyload.i = load float, ptr %n.i278, align 4
  %agg.tmp1.sroa.2.0.n.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 16
  %agg.tmp1.sroa.2.0.copyload.i = load float, ptr %agg.tmp1.sroa.2.0.n.sroa_idx.i, align 4
  %agg.tmp1.sroa.3.0.n.sroa_idx.i = getelementptr inbounds nuw i8, ptr %plane, i64 20
  %agg.tmp1.sroa.3.0.copyload.i = load float, ptr %agg.tmp1.sroa.3.0.n.sroa_idx.i, align 4
  %mul.i.i282 = fmul contract float %agg.tmp.sroa.0.0.copyload.i275, %agg.tmp1.sroa.0.0.copyload.i
  %mul3.i.i283 = fmul contract float %agg.tmp.sroa.2.0.copyload.i276, %agg.tmp1.sroa.2.0.copyload.i
  %add.i.i284 = fadd contract float %mul.i.i282, %mul3.i.i283
  %mul5.i.i285 = fmul contract float %agg.tmp.sroa.3.0.copyload.i277, %agg.tmp1.sroa.3.0.copyload.i
  %add6.i.i286 = fadd contract float %add.i.i284, %mul5.i.i285
  %mul.i73.i = fmul contract float %agg.tmp1.sroa.0.0.copyload.i, 0.000000e+00
  %mul3.i76.i = fmul contract float %agg.tmp1.sroa.2.0.copyload.i, 0.000000e+00
  %add.i77.i = fadd contract float %mul.i73.i, %mul3.i76.i
  %mul5.i80.i = fmul contract float %agg.tmp1.sroa.3.0.copyload.i, 0.000000e+00
  %add6.i81.i = fadd contract float %add.i77.i, %mul5.i80.i
  %add.i287 = fsub contract float %add6.i81.i, %add6.i.i286
  %fneg11.i = fneg contract float %add.i287
  br label %for.cond12.preheader

for.cond12.preheader:                             ; preds = %for.cond12.preheader.lr.ph, %for.cond.cleanup14
  %s0.0390 = phi float [ 0.000000e+00, %for.cond12.preheader.lr.ph ], [ %s0.2, %for.cond.cleanup14 ]
  %s1.0389 = phi float [ 0.000000e+00, %for.cond12.preheader.lr.ph ], [ %s1.2, %for.cond.cleanup14 ]
  %v.0388 = phi i32 [ 0, %for.cond12.preheader.lr.ph ], [ %inc55, %for.cond.cleanup14 ]
  %s2.0387 = phi float [ 0.000000e+00, %for.cond12.preheader.lr.ph ], [ %s2.2, %for.cond.cleanup14 ]
  %rng.sroa.0.0386 = phi i32 [ %add10, %for.cond12.preheader.lr.ph ], [ %rng.sroa.0.2, %for.cond.cleanup14 ]
  %isect.sroa.11.0385 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.11.5, %for.cond.cleanup14 ]
  %isect.sroa.16.0384 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.16.5, %for.cond.cleanup14 ]
  %isect.sroa.21.0383 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.21.5, %for.cond.cleanup14 ]
  %isect.sroa.26.0382 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.26.5, %for.cond.cleanup14 ]
  %isect.sroa.37.0381 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.37.5, %for.cond.cleanup14 ]
  %isect.sroa.47.0380 = phi float [ undef, %for.cond12.preheader.lr.ph ], [ %isect.sroa.47.5, %for.cond.cleanup14 ]
  %conv25 = uitofp nneg i32 %v.0388 to float
  %div27 = fdiv contract float %conv25, %conv17
  %add28 = fadd contract float %div27, %conv24
  %sub31 = fsub contract float %add28, %div30
  %fneg = fneg contract float %sub31
  %div34 = fdiv contract float %fneg, %div30
  %mul3.i.i = fmul contract float %div34, %div34
  br label %for.body15

for.cond.cleanup:                                 ; preds = %for.cond.cleanup14, %if.then
  %s2.0.lcssa = phi float [ 0.000000e+00, %if.then ], [ %s2.2, %for.cond.cleanup14 ]
  %s1.0.lcssa = phi float [ 0.000000e+00, %if.then ], [ %s1.2, %for.cond.cleanup14 ]
  %s0.0.lcssa = phi float [ 0.000000e+00, %if.then ], [ %s0.2, %for.cond.cleanup14 ]
  %mul57 = mul nsw i32 %nsubsamples, %nsubsamples
  %conv58 = uitofp nneg i32 %mul57 to float
  %div59 = fdiv contract float %s0.0.lcssa, %conv58
  %mul.i = fmul contract float %div59, 2.555000e+02
  %conv.i = fptosi float %mul.i to i32
  %spec.store.select.i = tail call i32 @llvm.smax.i32(i32 %conv.i, i32 0)
  %spec.store.select5.i = tail call i32 @llvm.umin.i32(i32 %spec.store.select.i, i32 255)
  %conv4.i = trunc nuw i32 %spec.store.select5.i to i8
  %mul63 = mul nsw i32 %add10, 3
  %idxprom = sext i32 %mul63 to i64
  %arrayidx = getelementptr inbounds i8, ptr %fimg, i64 %idxprom
  store i8 %conv4.i, ptr %arrayidx, align 1, !tbaa !42
  %div67 = fdiv contract float %s1.0.lcssa, %conv58
  %mul.i125 = fmul contract float %div67, 2.555000e+02
  %conv.i126 = fptosi float %mul.i125 to i32
  %spec.store.select.i127 = tail call i32 @llvm.smax.i32(i32 %conv.i126, i32 0)
  %spec.store.select5.i128 = tail call i32 @llvm.umin.i32(i32 %spec.store.select.i127, i32 255)
  %conv4.i129 = trunc nuw i32 %spec.store.select5.i128 to i8
  %arrayidx74 = getelementptr i8, ptr %arrayidx, i64 1
  store i8 %conv4.i129, ptr %arrayidx74, align 1, !tbaa !42
  %div77 = fdiv contract float %s2.0.lcssa, %conv58
  %mul.i130 = fmul contract float %div77, 2.555000e+02
  %conv.i131 = fptosi float %mul.i130 to i32
  %spec.store.select.i132 = tail call i32 @llvm.smax.i32(i32 %conv.i131, i32 0)
  %spec.store.select5.i133 = tail call i32 @llvm.umin.i32(i32 %spec.store.select.i132, i32 255)
  %conv4.i134 = trunc nuw i32 %spec.store.select5.i133 to i8
  %arrayidx84 = getelementptr i8, ptr %arrayidx, i64 2
  store i8 %conv4.i134, ptr %arrayidx84, align 1, !tbaa !42
  br label %if.end85

for.cond.cleanup14:                               ; preds = %if.end
  %inc55 = add nuw nsw i32 %v.0388, 1
  %exitcond394.not = icmp eq i32 %inc55, %nsubsamples
  br i1 %exitcond394.not, label %for.cond.cleanup, label %for.cond12.preheader, !llvm.loop !43

for.body15:                                       ; preds = %for.cond12.preheader, %if.end
  %s0.1369 = phi float [ %s0.0390, %for.cond12.preheader ], [ %s0.2, %if.end ]
  %s1.1368 = phi float [ %s1.0389, %for.cond12.preheader ], [ %s1.2, %if.end ]
  %u.0367 = phi i32 [ 0, %for.cond12.preheader ], [ %inc, %if.end ]
  %s2.1366 = phi float [ %s2.0387, %for.cond12.preheader ], [ %s2.2, %if.end ]
  %rng.sroa.0.1365 = phi i32 [ %rng.sroa.0.0386, %for.cond12.preheader ], [ %rng.sroa.0.2, %if.end ]
  %isect.sroa.11.1364 = phi float [ %isect.sroa.11.0385, %for.cond12.preheader ], [ %isect.sroa.11.5, %if.end ]
  %isect.sroa.16.1363 = phi float [ %isect.sroa.16.0384, %for.cond12.preheader ], [ %isect.sroa.16.5, %if.end ]
  %isect.sroa.21.1362 = phi float [ %isect.sroa.21.0383, %for.cond12.preheader ], [ %isect.sroa.21.5, %if.end ]
  %isect.sroa.26.1361 = phi float [ %isect.sroa.26.0382, %for.cond12.preheader ], [ %isect.sroa.26.5, %if.end ]
  %isect.sroa.37.1360 = phi float [ %isect.sroa.37.0381, %for.cond12.preheader ], [ %isect.sroa.37.5, %if.end ]
  %isect.sroa.47.1359 = phi float [ %isect.sroa.47.0380, %for.cond12.preheader ], [ %isect.sroa.47.5, %if.end ]
  %conv16 = uitofp nneg i32 %u.0367 to float
  %div = fdiv contract float %conv16, %conv17
  %add18 = fadd contract float %div, %conv
  %sub = fsub contract float %add18, %div20
  %div23 = fdiv contract float %sub, %div20
  %mul.i.i = fmul contract float %div23, %div23
  %add.i.i = fadd contract float %mul3.i.i, %mul.i.i
  %add6.i.i = fadd contract float %add.i.i, 1.000000e+00
  %call.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i) #7
  %call.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i) #7
  %cmp.i = fcmp contract ogt float %call.i.i.i, 0x3C670EF540000000
  br i1 %cmp.i, label %if.then.i, label %_ZL10vnormalizeP4_vec.exit

if.then.i:                                        ; preds = %for.body15
  %div.i = fdiv contract float %div23, %call.i.i
  %div4.i = fdiv contract float %div34, %call.i.i
  %div5.i = fdiv contract float -1.000000e+00, %call.i.i
  br label %_ZL10vnormalizeP4_vec.exit

_ZL10vnormalizeP4_vec.exit:                       ; preds = %for.body15, %if.then.i
  %ray.sroa.26.0 = phi float [ %div.i, %if.then.i ], [ %div23, %for.body15 ]
  %ray.sroa.38.0 = phi float [ %div4.i, %if.then.i ], [ %div34, %for.body15 ]
  %ray.sroa.50.0 = phi float [ %div5.i, %if.then.i ], [ -1.000000e+00, %for.body15 ]
  %6 = load float, ptr %spheres, align 4, !tbaa !12
  %sub.i = fsub contract float 0.000000e+00, %6
  %7 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub6.i = fsub contract float 0.000000e+00, %7
  %8 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub11.i = fsub contract float 0.000000e+00, %8
  %mul.i.i135 = fmul contract float %ray.sroa.26.0, %sub.i
  %mul3.i.i136 = fmul contract float %ray.sroa.38.0, %sub6.i
  %add.i.i137 = fadd contract float %mul.i.i135, %mul3.i.i136
  %mul5.i.i138 = fmul contract float %ray.sroa.50.0, %sub11.i
  %add6.i.i139 = fadd contract float %add.i.i137, %mul5.i.i138
  %mul.i114.i = fmul contract float %sub.i, %sub.i
  %mul3.i117.i = fmul contract float %sub6.i, %sub6.i
  %add.i118.i = fadd contract float %mul.i114.i, %mul3.i117.i
  %mul5.i121.i = fmul contract float %sub11.i, %sub11.i
  %add6.i122.i = fadd contract float %add.i118.i, %mul5.i121.i
  %9 = load float, ptr %radius.i, align 4, !tbaa !19
  %mul.i140 = fmul contract float %9, %9
  %mul19.i = fmul contract float %add6.i.i139, %add6.i.i139
  %10 = fsub contract float %mul.i140, %add6.i122.i
  %sub20.i = fadd contract float %mul19.i, %10
  %cmp.i141 = fcmp contract ogt float %sub20.i, 0.000000e+00
  br i1 %cmp.i141, label %if.then.i142, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

if.then.i142:                                     ; preds = %_ZL10vnormalizeP4_vec.exit
  %fneg.i = fneg contract float %add6.i.i139
  %call.i.i143 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i) #7
  %sub22.i = fsub contract float %fneg.i, %call.i.i143
  %cmp23.i = fcmp contract ogt float %sub22.i, 0.000000e+00
  %cmp25.i = fcmp contract olt float %sub22.i, 0x4376345780000000
  %or.cond354 = and i1 %cmp23.i, %cmp25.i
  br i1 %or.cond354, label %if.then26.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

if.then26.i:                                      ; preds = %if.then.i142
  %mul32.i = fmul contract float %ray.sroa.26.0, %sub22.i
  %add.i = fadd contract float %mul32.i, 0.000000e+00
  %mul38.i = fmul contract float %ray.sroa.38.0, %sub22.i
  %add39.i = fadd contract float %mul38.i, 0.000000e+00
  %mul46.i = fmul contract float %ray.sroa.50.0, %sub22.i
  %add47.i = fadd contract float %mul46.i, 0.000000e+00
  %11 = load float, ptr %spheres, align 4, !tbaa !12
  %sub54.i = fsub contract float %add.i, %11
  %12 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub60.i = fsub contract float %add39.i, %12
  %13 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub67.i = fsub contract float %add47.i, %13
  %mul.i.i.i = fmul contract float %sub54.i, %sub54.i
  %mul3.i.i.i = fmul contract float %sub60.i, %sub60.i
  %add.i.i.i = fadd contract float %mul.i.i.i, %mul3.i.i.i
  %mul5.i.i.i = fmul contract float %sub67.i, %sub67.i
  %add6.i.i.i = fadd contract float %add.i.i.i, %mul5.i.i.i
  %call.i.i.i144 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i) #7
  %call.i.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i144) #7
  %cmp.i.i = fcmp contract ogt float %call.i.i.i.i, 0x3C670EF540000000
  br i1 %cmp.i.i, label %if.then.i.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

if.then.i.i:                                      ; preds = %if.then26.i
  %div.i.i = fdiv contract float %sub54.i, %call.i.i.i144
  %div4.i.i = fdiv contract float %sub60.i, %call.i.i.i144
  %div5.i.i = fdiv contract float %sub67.i, %call.i.i.i144
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit: ; preds = %_ZL10vnormalizeP4_vec.exit, %if.then.i142, %if.then26.i, %if.then.i.i
  %isect.sroa.57.0 = phi i32 [ 1, %if.then.i.i ], [ 1, %if.then26.i ], [ 0, %_ZL10vnormalizeP4_vec.exit ], [ 0, %if.then.i142 ]
  %isect.sroa.47.2 = phi float [ %div5.i.i, %if.then.i.i ], [ %sub67.i, %if.then26.i ], [ %isect.sroa.47.1359, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.47.1359, %if.then.i142 ]
  %isect.sroa.37.2 = phi float [ %div4.i.i, %if.then.i.i ], [ %sub60.i, %if.then26.i ], [ %isect.sroa.37.1360, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.37.1360, %if.then.i142 ]
  %isect.sroa.26.2 = phi float [ %div.i.i, %if.then.i.i ], [ %sub54.i, %if.then26.i ], [ %isect.sroa.26.1361, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.26.1361, %if.then.i142 ]
  %isect.sroa.21.2 = phi float [ %add47.i, %if.then.i.i ], [ %add47.i, %if.then26.i ], [ %isect.sroa.21.1362, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.21.1362, %if.then.i142 ]
  %isect.sroa.16.2 = phi float [ %add39.i, %if.then.i.i ], [ %add39.i, %if.then26.i ], [ %isect.sroa.16.1363, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.16.1363, %if.then.i142 ]
  %isect.sroa.11.2 = phi float [ %add.i, %if.then.i.i ], [ %add.i, %if.then26.i ], [ %isect.sroa.11.1364, %_ZL10vnormalizeP4_vec.exit ], [ %isect.sroa.11.1364, %if.then.i142 ]
  %isect.sroa.0.0 = phi float [ %sub22.i, %if.then.i.i ], [ %sub22.i, %if.then26.i ], [ 0x4376345780000000, %_ZL10vnormalizeP4_vec.exit ], [ 0x4376345780000000, %if.then.i142 ]
  %14 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub.i145 = fsub contract float 0.000000e+00, %14
  %15 = load float, ptr %y5.i147, align 4, !tbaa !15
  %sub6.i148 = fsub contract float 0.000000e+00, %15
  %16 = load float, ptr %z10.i150, align 4, !tbaa !17
  %sub11.i151 = fsub contract float 0.000000e+00, %16
  %mul.i.i158 = fmul contract float %ray.sroa.26.0, %sub.i145
  %mul3.i.i159 = fmul contract float %ray.sroa.38.0, %sub6.i148
  %add.i.i160 = fadd contract float %mul.i.i158, %mul3.i.i159
  %mul5.i.i161 = fmul contract float %ray.sroa.50.0, %sub11.i151
  %add6.i.i162 = fadd contract float %add.i.i160, %mul5.i.i161
  %mul.i114.i163 = fmul contract float %sub.i145, %sub.i145
  %mul3.i117.i164 = fmul contract float %sub6.i148, %sub6.i148
  %add.i118.i165 = fadd contract float %mul.i114.i163, %mul3.i117.i164
  %mul5.i121.i166 = fmul contract float %sub11.i151, %sub11.i151
  %add6.i122.i167 = fadd contract float %add.i118.i165, %mul5.i121.i166
  %17 = load float, ptr %radius.i168, align 4, !tbaa !19
  %mul.i169 = fmul contract float %17, %17
  %mul19.i170 = fmul contract float %add6.i.i162, %add6.i.i162
  %18 = fsub contract float %mul.i169, %add6.i122.i167
  %sub20.i171 = fadd contract float %mul19.i170, %18
  %cmp.i172 = fcmp contract ogt float %sub20.i171, 0.000000e+00
  br i1 %cmp.i172, label %if.then.i173, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209

if.then.i173:                                     ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit
  %fneg.i174 = fneg contract float %add6.i.i162
  %call.i.i175 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i171) #7
  %sub22.i176 = fsub contract float %fneg.i174, %call.i.i175
  %cmp23.i177 = fcmp contract ogt float %sub22.i176, 0.000000e+00
  %cmp25.i179 = fcmp contract olt float %sub22.i176, %isect.sroa.0.0
  %or.cond355 = and i1 %cmp23.i177, %cmp25.i179
  br i1 %or.cond355, label %if.then26.i180, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209

if.then26.i180:                                   ; preds = %if.then.i173
  %mul32.i182 = fmul contract float %ray.sroa.26.0, %sub22.i176
  %add.i183 = fadd contract float %mul32.i182, 0.000000e+00
  %mul38.i185 = fmul contract float %ray.sroa.38.0, %sub22.i176
  %add39.i186 = fadd contract float %mul38.i185, 0.000000e+00
  %mul46.i188 = fmul contract float %ray.sroa.50.0, %sub22.i176
  %add47.i189 = fadd contract float %mul46.i188, 0.000000e+00
  %19 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub54.i191 = fsub contract float %add.i183, %19
  %20 = load float, ptr %y5.i147, align 4, !tbaa !15
  %sub60.i193 = fsub contract float %add39.i186, %20
  %21 = load float, ptr %z10.i150, align 4, !tbaa !17
  %sub67.i195 = fsub contract float %add47.i189, %21
  %mul.i.i.i197 = fmul contract float %sub54.i191, %sub54.i191
  %mul3.i.i.i198 = fmul contract float %sub60.i193, %sub60.i193
  %add.i.i.i199 = fadd contract float %mul.i.i.i197, %mul3.i.i.i198
  %mul5.i.i.i200 = fmul contract float %sub67.i195, %sub67.i195
  %add6.i.i.i201 = fadd contract float %add.i.i.i199, %mul5.i.i.i200
  %call.i.i.i202 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i201) #7
  %call.i.i.i.i203 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i202) #7
  %cmp.i.i204 = fcmp contract ogt float %call.i.i.i.i203, 0x3C670EF540000000
  br i1 %cmp.i.i204, label %if.then.i.i205, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209

if.then.i.i205:                                   ; preds = %if.then26.i180
  %div.i.i206 = fdiv contract float %sub54.i191, %call.i.i.i202
  %div4.i.i207 = fdiv contract float %sub60.i193, %call.i.i.i202
  %div5.i.i208 = fdiv contract float %sub67.i195, %call.i.i.i202
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209: ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit, %if.then.i173, %if.then26.i180, %if.then.i.i205
  %isect.sroa.57.1 = phi i32 [ 1, %if.then.i.i205 ], [ 1, %if.then26.i180 ], [ %isect.sroa.57.0, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.57.0, %if.then.i173 ]
  %isect.sroa.47.3 = phi float [ %div5.i.i208, %if.then.i.i205 ], [ %sub67.i195, %if.then26.i180 ], [ %isect.sroa.47.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.47.2, %if.then.i173 ]
  %isect.sroa.37.3 = phi float [ %div4.i.i207, %if.then.i.i205 ], [ %sub60.i193, %if.then26.i180 ], [ %isect.sroa.37.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.37.2, %if.then.i173 ]
  %isect.sroa.26.3 = phi float [ %div.i.i206, %if.then.i.i205 ], [ %sub54.i191, %if.then26.i180 ], [ %isect.sroa.26.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.26.2, %if.then.i173 ]
  %isect.sroa.21.3 = phi float [ %add47.i189, %if.then.i.i205 ], [ %add47.i189, %if.then26.i180 ], [ %isect.sroa.21.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.21.2, %if.then.i173 ]
  %isect.sroa.16.3 = phi float [ %add39.i186, %if.then.i.i205 ], [ %add39.i186, %if.then26.i180 ], [ %isect.sroa.16.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.16.2, %if.then.i173 ]
  %isect.sroa.11.3 = phi float [ %add.i183, %if.then.i.i205 ], [ %add.i183, %if.then26.i180 ], [ %isect.sroa.11.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.11.2, %if.then.i173 ]
  %isect.sroa.0.1 = phi float [ %sub22.i176, %if.then.i.i205 ], [ %sub22.i176, %if.then26.i180 ], [ %isect.sroa.0.0, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit ], [ %isect.sroa.0.0, %if.then.i173 ]
  %22 = load float, ptr %add.ptr45, align 4, !tbaa !12
  %sub.i210 = fsub contract float 0.000000e+00, %22
  %23 = load float, ptr %y5.i212, align 4, !tbaa !15
  %sub6.i213 = fsub contract float 0.000000e+00, %23
  %24 = load float, ptr %z10.i215, align 4, !tbaa !17
  %sub11.i216 = fsub contract float 0.000000e+00, %24
  %mul.i.i223 = fmul contract float %ray.sroa.26.0, %sub.i210
  %mul3.i.i224 = fmul contract float %ray.sroa.38.0, %sub6.i213
  %add.i.i225 = fadd contract float %mul.i.i223, %mul3.i.i224
  %mul5.i.i226 = fmul contract float %ray.sroa.50.0, %sub11.i216
  %add6.i.i227 = fadd contract float %add.i.i225, %mul5.i.i226
  %mul.i114.i228 = fmul contract float %sub.i210, %sub.i210
  %mul3.i117.i229 = fmul contract float %sub6.i213, %sub6.i213
  %add.i118.i230 = fadd contract float %mul.i114.i228, %mul3.i117.i229
  %mul5.i121.i231 = fmul contract float %sub11.i216, %sub11.i216
  %add6.i122.i232 = fadd contract float %add.i118.i230, %mul5.i121.i231
  %25 = load float, ptr %radius.i233, align 4, !tbaa !19
  %mul.i234 = fmul contract float %25, %25
  %mul19.i235 = fmul contract float %add6.i.i227, %add6.i.i227
  %26 = fsub contract float %mul.i234, %add6.i122.i232
  %sub20.i236 = fadd contract float %mul19.i235, %26
  %cmp.i237 = fcmp contract ogt float %sub20.i236, 0.000000e+00
  br i1 %cmp.i237, label %if.then.i238, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274

if.then.i238:                                     ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209
  %fneg.i239 = fneg contract float %add6.i.i227
  %call.i.i240 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i236) #7
  %sub22.i241 = fsub contract float %fneg.i239, %call.i.i240
  %cmp23.i242 = fcmp contract ogt float %sub22.i241, 0.000000e+00
  %cmp25.i244 = fcmp contract olt float %sub22.i241, %isect.sroa.0.1
  %or.cond356 = and i1 %cmp23.i242, %cmp25.i244
  br i1 %or.cond356, label %if.then26.i245, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274

if.then26.i245:                                   ; preds = %if.then.i238
  %mul32.i247 = fmul contract float %ray.sroa.26.0, %sub22.i241
  %add.i248 = fadd contract float %mul32.i247, 0.000000e+00
  %mul38.i250 = fmul contract float %ray.sroa.38.0, %sub22.i241
  %add39.i251 = fadd contract float %mul38.i250, 0.000000e+00
  %mul46.i253 = fmul contract float %ray.sroa.50.0, %sub22.i241
  %add47.i254 = fadd contract float %mul46.i253, 0.000000e+00
  %27 = load float, ptr %add.ptr45, align 4, !tbaa !12
  %sub54.i256 = fsub contract float %add.i248, %27
  %28 = load float, ptr %y5.i212, align 4, !tbaa !15
  %sub60.i258 = fsub contract float %add39.i251, %28
  %29 = load float, ptr %z10.i215, align 4, !tbaa !17
  %sub67.i260 = fsub contract float %add47.i254, %29
  %mul.i.i.i262 = fmul contract float %sub54.i256, %sub54.i256
  %mul3.i.i.i263 = fmul contract float %sub60.i258, %sub60.i258
  %add.i.i.i264 = fadd contract float %mul.i.i.i262, %mul3.i.i.i263
  %mul5.i.i.i265 = fmul contract float %sub67.i260, %sub67.i260
  %add6.i.i.i266 = fadd contract float %add.i.i.i264, %mul5.i.i.i265
  %call.i.i.i267 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i266) #7
  %call.i.i.i.i268 = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i267) #7
  %cmp.i.i269 = fcmp contract ogt float %call.i.i.i.i268, 0x3C670EF540000000
  br i1 %cmp.i.i269, label %if.then.i.i270, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274

if.then.i.i270:                                   ; preds = %if.then26.i245
  %div.i.i271 = fdiv contract float %sub54.i256, %call.i.i.i267
  %div4.i.i272 = fdiv contract float %sub60.i258, %call.i.i.i267
  %div5.i.i273 = fdiv contract float %sub67.i260, %call.i.i.i267
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274: ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209, %if.then.i238, %if.then26.i245, %if.then.i.i270
  %isect.sroa.57.2 = phi i32 [ 1, %if.then.i.i270 ], [ 1, %if.then26.i245 ], [ %isect.sroa.57.1, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.57.1, %if.then.i238 ]
  %isect.sroa.47.4 = phi float [ %div5.i.i273, %if.then.i.i270 ], [ %sub67.i260, %if.then26.i245 ], [ %isect.sroa.47.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.47.3, %if.then.i238 ]
  %isect.sroa.37.4 = phi float [ %div4.i.i272, %if.then.i.i270 ], [ %sub60.i258, %if.then26.i245 ], [ %isect.sroa.37.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.37.3, %if.then.i238 ]
  %isect.sroa.26.4 = phi float [ %div.i.i271, %if.then.i.i270 ], [ %sub54.i256, %if.then26.i245 ], [ %isect.sroa.26.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.26.3, %if.then.i238 ]
  %isect.sroa.21.4 = phi float [ %add47.i254, %if.then.i.i270 ], [ %add47.i254, %if.then26.i245 ], [ %isect.sroa.21.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.21.3, %if.then.i238 ]
  %isect.sroa.16.4 = phi float [ %add39.i251, %if.then.i.i270 ], [ %add39.i251, %if.then26.i245 ], [ %isect.sroa.16.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.16.3, %if.then.i238 ]
  %isect.sroa.11.4 = phi float [ %add.i248, %if.then.i.i270 ], [ %add.i248, %if.then26.i245 ], [ %isect.sroa.11.3, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.11.3, %if.then.i238 ]
  %isect.sroa.0.2 = phi float [ %sub22.i241, %if.then.i.i270 ], [ %sub22.i241, %if.then26.i245 ], [ %isect.sroa.0.1, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit209 ], [ %isect.sroa.0.1, %if.then.i238 ]
  %mul.i64.i = fmul contract float %ray.sroa.26.0, %agg.tmp1.sroa.0.0.copyload.i
  %mul3.i67.i = fmul contract float %ray.sroa.38.0, %agg.tmp1.sroa.2.0.copyload.i
  %add.i68.i = fadd contract float %mul.i64.i, %mul3.i67.i
  %mul5.i71.i = fmul contract float %ray.sroa.50.0, %agg.tmp1.sroa.3.0.copyload.i
  %add6.i72.i = fadd contract float %add.i68.i, %mul5.i71.i
  %call.i.i280 = tail call contract noundef float @__nv_fabsf(float noundef %add6.i72.i) #7
  %cmp.i281 = fcmp contract olt float %call.i.i280, 0x3C670EF540000000
  br i1 %cmp.i281, label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit, label %if.end.i

if.end.i:                                         ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274
  %div.i288 = fdiv contract float %fneg11.i, %add6.i72.i
  %cmp12.i = fcmp contract ogt float %div.i288, 0.000000e+00
  %cmp14.i = fcmp contract olt float %div.i288, %isect.sroa.0.2
  %or.cond357 = and i1 %cmp12.i, %cmp14.i
  br i1 %or.cond357, label %if.then15.i, label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit

if.then15.i:                                      ; preds = %if.end.i
  %mul33.i = fmul contract float %ray.sroa.50.0, %div.i288
  %add34.i = fadd contract float %mul33.i, 0.000000e+00
  %mul26.i = fmul contract float %ray.sroa.38.0, %div.i288
  %add27.i = fadd contract float %mul26.i, 0.000000e+00
  %mul.i291 = fmul contract float %ray.sroa.26.0, %div.i288
  %add20.i = fadd contract float %mul.i291, 0.000000e+00
  br label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit

_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit: ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274, %if.end.i, %if.then15.i
  %isect.sroa.57.3 = phi i32 [ %isect.sroa.57.2, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ 1, %if.then15.i ], [ %isect.sroa.57.2, %if.end.i ]
  %isect.sroa.47.5 = phi float [ %isect.sroa.47.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %agg.tmp1.sroa.3.0.copyload.i, %if.then15.i ], [ %isect.sroa.47.4, %if.end.i ]
  %isect.sroa.37.5 = phi float [ %isect.sroa.37.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %agg.tmp1.sroa.2.0.copyload.i, %if.then15.i ], [ %isect.sroa.37.4, %if.end.i ]
  %isect.sroa.26.5 = phi float [ %isect.sroa.26.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %agg.tmp1.sroa.0.0.copyload.i, %if.then15.i ], [ %isect.sroa.26.4, %if.end.i ]
  %isect.sroa.21.5 = phi float [ %isect.sroa.21.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %add34.i, %if.then15.i ], [ %isect.sroa.21.4, %if.end.i ]
  %isect.sroa.16.5 = phi float [ %isect.sroa.16.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %add27.i, %if.then15.i ], [ %isect.sroa.16.4, %if.end.i ]
  %isect.sroa.11.5 = phi float [ %isect.sroa.11.4, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit274 ], [ %add20.i, %if.then15.i ], [ %isect.sroa.11.4, %if.end.i ]
  %tobool.not = icmp eq i32 %isect.sroa.57.3, 0
  br i1 %tobool.not, label %if.end, label %if.then47

if.then47:                                        ; preds = %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit
  %mul.i293 = fmul contract float %isect.sroa.26.5, 0x3F1A36E2E0000000
  %add.i294 = fadd contract float %mul.i293, %isect.sroa.11.5
  %mul7.i = fmul contract float %isect.sroa.37.5, 0x3F1A36E2E0000000
  %add8.i = fadd contract float %mul7.i, %isect.sroa.16.5
  %mul13.i = fmul contract float %isect.sroa.47.5, 0x3F1A36E2E0000000
  %add14.i = fadd contract float %mul13.i, %isect.sroa.21.5
  %30 = tail call contract float @llvm.fabs.f32(float %isect.sroa.26.5)
  %or.cond.i.i = fcmp contract olt float %30, 0x3FE3333340000000
  br i1 %or.cond.i.i, label %if.end30.i.i, label %if.else.i.i

if.else.i.i:                                      ; preds = %if.then47
  %31 = tail call contract float @llvm.fabs.f32(float %isect.sroa.37.5)
  %or.cond42.i.i = fcmp contract olt float %31, 0x3FE3333340000000
  br i1 %or.cond42.i.i, label %if.end30.i.i, label %if.else17.i.i

if.else17.i.i:                                    ; preds = %if.else.i.i
  %32 = tail call contract float @llvm.fabs.f32(float %isect.sroa.47.5)
  %or.cond43.i.i = fcmp contract olt float %32, 0x3FE3333340000000
  %.329.i = select i1 %or.cond43.i.i, float 0.000000e+00, float 1.000000e+00
  %..i = select i1 %or.cond43.i.i, float 1.000000e+00, float 0.000000e+00
  br label %if.end30.i.i

if.end30.i.i:                                     ; preds = %if.else17.i.i, %if.else.i.i, %if.then47
  %agg.tmp.sroa.3.0.copyload.i.i = phi float [ 0.000000e+00, %if.then47 ], [ 0.000000e+00, %if.else.i.i ], [ %..i, %if.else17.i.i ]
  %agg.tmp.sroa.2.0.copyload.i.i = phi float [ 0.000000e+00, %if.then47 ], [ 1.000000e+00, %if.else.i.i ], [ 0.000000e+00, %if.else17.i.i ]
  %agg.tmp.sroa.0.0.copyload.i.i = phi float [ 1.000000e+00, %if.then47 ], [ 0.000000e+00, %if.else.i.i ], [ %.329.i, %if.else17.i.i ]
  %mul.i.i.i297 = fmul contract float %isect.sroa.47.5, %agg.tmp.sroa.2.0.copyload.i.i
  %mul3.i.i.i298 = fmul contract float %isect.sroa.37.5, %agg.tmp.sroa.3.0.copyload.i.i
  %sub.i.i.i = fsub contract float %mul.i.i.i297, %mul3.i.i.i298
  %mul6.i.i.i = fmul contract float %isect.sroa.26.5, %agg.tmp.sroa.3.0.copyload.i.i
  %mul9.i.i.i = fmul contract float %isect.sroa.47.5, %agg.tmp.sroa.0.0.copyload.i.i
  %sub10.i.i.i = fsub contract float %mul6.i.i.i, %mul9.i.i.i
  %mul14.i.i.i = fmul contract float %isect.sroa.37.5, %agg.tmp.sroa.0.0.copyload.i.i
  %mul17.i.i.i = fmul contract float %isect.sroa.26.5, %agg.tmp.sroa.2.0.copyload.i.i
  %sub18.i.i.i = fsub contract float %mul14.i.i.i, %mul17.i.i.i
  %mul.i.i.i.i = fmul contract float %sub.i.i.i, %sub.i.i.i
  %mul3.i.i.i.i = fmul contract float %sub10.i.i.i, %sub10.i.i.i
  %add.i.i.i.i = fadd contract float %mul.i.i.i.i, %mul3.i.i.i.i
  %mul5.i.i.i.i = fmul contract float %sub18.i.i.i, %sub18.i.i.i
  %add6.i.i.i.i = fadd contract float %mul5.i.i.i.i, %add.i.i.i.i
  %call.i.i.i.i299 = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i.i) #7
  %call.i.i.i.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i.i299) #7
  %cmp.i.i.i = fcmp contract ogt float %call.i.i.i.i.i, 0x3C670EF540000000
  br i1 %cmp.i.i.i, label %if.then.i.i.i, label %_ZL10vnormalizeP4_vec.exit.i.i

if.then.i.i.i:                                    ; preds = %if.end30.i.i
  %div.i.i.i = fdiv contract float %sub.i.i.i, %call.i.i.i.i299
  %div4.i.i.i = fdiv contract float %sub10.i.i.i, %call.i.i.i.i299
  %div5.i.i.i = fdiv contract float %sub18.i.i.i, %call.i.i.i.i299
  br label %_ZL10vnormalizeP4_vec.exit.i.i

_ZL10vnormalizeP4_vec.exit.i.i:                   ; preds = %if.then.i.i.i, %if.end30.i.i
  %basis.sroa.0.0.i = phi float [ %div.i.i.i, %if.then.i.i.i ], [ %sub.i.i.i, %if.end30.i.i ]
  %basis.sroa.6.0.i = phi float [ %div4.i.i.i, %if.then.i.i.i ], [ %sub10.i.i.i, %if.end30.i.i ]
  %basis.sroa.10.0.i = phi float [ %div5.i.i.i, %if.then.i.i.i ], [ %sub18.i.i.i, %if.end30.i.i ]
  %mul.i65.i.i = fmul contract float %isect.sroa.37.5, %basis.sroa.10.0.i
  %mul3.i68.i.i = fmul contract float %isect.sroa.47.5, %basis.sroa.6.0.i
  %sub.i69.i.i = fsub contract float %mul.i65.i.i, %mul3.i68.i.i
  %mul6.i70.i.i = fmul contract float %isect.sroa.47.5, %basis.sroa.0.0.i
  %mul9.i71.i.i = fmul contract float %isect.sroa.26.5, %basis.sroa.10.0.i
  %sub10.i72.i.i = fsub contract float %mul6.i70.i.i, %mul9.i71.i.i
  %mul14.i74.i.i = fmul contract float %isect.sroa.26.5, %basis.sroa.6.0.i
  %mul17.i75.i.i = fmul contract float %isect.sroa.37.5, %basis.sroa.0.0.i
  %sub18.i76.i.i = fsub contract float %mul14.i74.i.i, %mul17.i75.i.i
  %mul.i.i83.i.i = fmul contract float %sub.i69.i.i, %sub.i69.i.i
  %mul3.i.i84.i.i = fmul contract float %sub10.i72.i.i, %sub10.i72.i.i
  %add.i.i85.i.i = fadd contract float %mul.i.i83.i.i, %mul3.i.i84.i.i
  %mul5.i.i86.i.i = fmul contract float %sub18.i76.i.i, %sub18.i76.i.i
  %add6.i.i87.i.i = fadd contract float %mul5.i.i86.i.i, %add.i.i85.i.i
  %call.i.i88.i.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i87.i.i) #7
  %call.i.i.i89.i.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i88.i.i) #7
  %cmp.i90.i.i = fcmp contract ogt float %call.i.i.i89.i.i, 0x3C670EF540000000
  br i1 %cmp.i90.i.i, label %if.then.i91.i.i, label %_Z10orthoBasisP4_vecS_.exit.i

if.then.i91.i.i:                                  ; preds = %_ZL10vnormalizeP4_vec.exit.i.i
  %div.i92.i.i = fdiv contract float %sub.i69.i.i, %call.i.i88.i.i
  %div4.i93.i.i = fdiv contract float %sub10.i72.i.i, %call.i.i88.i.i
  %div5.i94.i.i = fdiv contract float %sub18.i76.i.i, %call.i.i88.i.i
  br label %_Z10orthoBasisP4_vecS_.exit.i

_Z10orthoBasisP4_vecS_.exit.i:                    ; preds = %if.then.i91.i.i, %_ZL10vnormalizeP4_vec.exit.i.i
  %basis.sroa.14.0.i = phi float [ %div.i92.i.i, %if.then.i91.i.i ], [ %sub.i69.i.i, %_ZL10vnormalizeP4_vec.exit.i.i ]
  %basis.sroa.21.0.i = phi float [ %div4.i93.i.i, %if.then.i91.i.i ], [ %sub10.i72.i.i, %_ZL10vnormalizeP4_vec.exit.i.i ]
  %basis.sroa.27.0.i = phi float [ %div5.i94.i.i, %if.then.i91.i.i ], [ %sub18.i76.i.i, %_ZL10vnormalizeP4_vec.exit.i.i ]
  %mul.i73.i.i = fmul contract float %agg.tmp1.sroa.0.0.copyload.i, %add.i294
  %mul3.i76.i.i = fmul contract float %agg.tmp1.sroa.2.0.copyload.i, %add8.i
  %add.i77.i.i = fadd contract float %mul3.i76.i.i, %mul.i73.i.i
  %mul5.i80.i.i = fmul contract float %agg.tmp1.sroa.3.0.copyload.i, %add14.i
  %add6.i81.i.i = fadd contract float %mul5.i80.i.i, %add.i77.i.i
  %add.i289.i = fsub contract float %add6.i81.i.i, %add6.i.i286
  %fneg11.i.i = fneg contract float %add.i289.i
  br label %for.cond17.preheader.i

for.cond17.preheader.i:                           ; preds = %for.inc72.i, %_Z10orthoBasisP4_vecS_.exit.i
  %rng.sroa.0.3 = phi i32 [ %rng.sroa.0.1365, %_Z10orthoBasisP4_vecS_.exit.i ], [ %xor9.i.i124.i, %for.inc72.i ]
  %j.0337.i = phi i32 [ 0, %_Z10orthoBasisP4_vecS_.exit.i ], [ %inc73.i, %for.inc72.i ]
  %occlusion.0336.i = phi float [ 0.000000e+00, %_Z10orthoBasisP4_vecS_.exit.i ], [ %spec.select.i, %for.inc72.i ]
  br label %for.body19.i

for.body19.i:                                     ; preds = %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i, %for.cond17.preheader.i
  %rng.sroa.0.4 = phi i32 [ %rng.sroa.0.3, %for.cond17.preheader.i ], [ %xor9.i.i124.i, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i ]
  %i.0335.i = phi i32 [ 0, %for.cond17.preheader.i ], [ %inc.i, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i ]
  %occlusion.1334.i = phi float [ %occlusion.0336.i, %for.cond17.preheader.i ], [ %spec.select.i, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i ]
  %shr.i.i.i = lshr i32 %rng.sroa.0.4, 6
  %xor.i.i.i = xor i32 %shr.i.i.i, %rng.sroa.0.4
  %shl.i.i.i = shl i32 %xor.i.i.i, 17
  %xor5.i.i.i = xor i32 %shl.i.i.i, %xor.i.i.i
  %shr7.i.i.i = lshr i32 %xor5.i.i.i, 9
  %xor9.i.i.i = xor i32 %shr7.i.i.i, %xor5.i.i.i
  %and.i.i = and i32 %xor9.i.i.i, 8388607
  %or.i.i = or disjoint i32 %and.i.i, 1065353216
  %33 = bitcast i32 %or.i.i to float
  %sub.i.i = fadd contract float %33, -1.000000e+00
  %call.i115.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub.i.i) #7
  %shr.i.i119.i = lshr i32 %xor9.i.i.i, 6
  %xor.i.i120.i = xor i32 %shr.i.i119.i, %xor9.i.i.i
  %shl.i.i121.i = shl i32 %xor.i.i120.i, 17
  %xor5.i.i122.i = xor i32 %shl.i.i121.i, %xor.i.i120.i
  %shr7.i.i123.i = lshr i32 %xor5.i.i122.i, 9
  %xor9.i.i124.i = xor i32 %shr7.i.i123.i, %xor5.i.i122.i
  %and.i126.i = and i32 %xor9.i.i124.i, 8388607
  %or.i127.i = or disjoint i32 %and.i126.i, 1065353216
  %34 = bitcast i32 %or.i127.i to float
  %sub.i128.i = fadd contract float %34, -1.000000e+00
  %mul22.i = fmul contract float %sub.i128.i, 0x401921FB60000000
  %call.i116.i = tail call contract noundef float @__nv_cosf(float noundef %mul22.i) #7
  %mul25.i = fmul contract float %call.i115.i, %call.i116.i
  %call.i117.i = tail call contract noundef float @__nv_sinf(float noundef %mul22.i) #7
  %mul28.i = fmul contract float %call.i115.i, %call.i117.i
  %mul30.i = fmul contract float %call.i115.i, %call.i115.i
  %sub.i301 = fsub contract float 1.000000e+00, %mul30.i
  %call.i.i302 = tail call contract noundef float @__nv_sqrtf(float noundef %sub.i301) #7
  %mul33.i303 = fmul contract float %basis.sroa.0.0.i, %mul25.i
  %mul36.i = fmul contract float %basis.sroa.14.0.i, %mul28.i
  %add37.i = fadd contract float %mul33.i303, %mul36.i
  %mul40.i = fmul contract float %isect.sroa.26.5, %call.i.i302
  %add41.i = fadd contract float %mul40.i, %add37.i
  %mul44.i = fmul contract float %basis.sroa.6.0.i, %mul25.i
  %mul47.i = fmul contract float %basis.sroa.21.0.i, %mul28.i
  %add48.i = fadd contract float %mul44.i, %mul47.i
  %mul51.i = fmul contract float %isect.sroa.37.5, %call.i.i302
  %add52.i = fadd contract float %mul51.i, %add48.i
  %mul55.i = fmul contract float %basis.sroa.10.0.i, %mul25.i
  %mul58.i = fmul contract float %basis.sroa.27.0.i, %mul28.i
  %add59.i = fadd contract float %mul55.i, %mul58.i
  %mul62.i = fmul contract float %isect.sroa.47.5, %call.i.i302
  %add63.i = fadd contract float %mul62.i, %add59.i
  %35 = load float, ptr %spheres, align 4, !tbaa !12
  %sub.i129.i = fsub contract float %add.i294, %35
  %36 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub6.i.i = fsub contract float %add8.i, %36
  %37 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub11.i.i = fsub contract float %add14.i, %37
  %mul.i.i132.i = fmul contract float %sub.i129.i, %add41.i
  %mul3.i.i133.i = fmul contract float %sub6.i.i, %add52.i
  %add.i.i.i304 = fadd contract float %mul.i.i132.i, %mul3.i.i133.i
  %mul5.i.i.i305 = fmul contract float %add63.i, %sub11.i.i
  %add6.i.i.i306 = fadd contract float %add.i.i.i304, %mul5.i.i.i305
  %mul.i114.i.i = fmul contract float %sub.i129.i, %sub.i129.i
  %mul3.i117.i.i = fmul contract float %sub6.i.i, %sub6.i.i
  %add.i118.i.i = fadd contract float %mul.i114.i.i, %mul3.i117.i.i
  %mul5.i121.i.i = fmul contract float %sub11.i.i, %sub11.i.i
  %add6.i122.i.i = fadd contract float %add.i118.i.i, %mul5.i121.i.i
  %38 = load float, ptr %radius.i, align 4, !tbaa !19
  %mul.i.i307 = fmul contract float %38, %38
  %mul19.i.i = fmul contract float %add6.i.i.i306, %add6.i.i.i306
  %39 = fsub contract float %mul.i.i307, %add6.i122.i.i
  %sub20.i.i = fadd contract float %mul19.i.i, %39
  %cmp.i.i308 = fcmp contract ogt float %sub20.i.i, 0.000000e+00
  br i1 %cmp.i.i308, label %if.then.i134.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i

if.then.i134.i:                                   ; preds = %for.body19.i
  %fneg.i.i = fneg contract float %add6.i.i.i306
  %call.i.i.i311 = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i.i) #7
  %sub22.i.i = fsub contract float %fneg.i.i, %call.i.i.i311
  %cmp23.i.i = fcmp contract ogt float %sub22.i.i, 0.000000e+00
  %cmp25.i.i = fcmp contract olt float %sub22.i.i, 0x4376345780000000
  %or.cond.i = and i1 %cmp23.i.i, %cmp25.i.i
  br i1 %or.cond.i, label %if.then26.i.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i

if.then26.i.i:                                    ; preds = %if.then.i134.i
  %mul32.i.i = fmul contract float %add41.i, %sub22.i.i
  %add.i.i312 = fadd contract float %add.i294, %mul32.i.i
  %mul38.i.i = fmul contract float %add52.i, %sub22.i.i
  %add39.i.i = fadd contract float %add8.i, %mul38.i.i
  %mul46.i.i = fmul contract float %add63.i, %sub22.i.i
  %add47.i.i = fadd contract float %add14.i, %mul46.i.i
  %40 = load float, ptr %spheres, align 4, !tbaa !12
  %sub54.i.i = fsub contract float %add.i.i312, %40
  %41 = load float, ptr %y5.i, align 4, !tbaa !15
  %sub60.i.i = fsub contract float %add39.i.i, %41
  %42 = load float, ptr %z10.i, align 4, !tbaa !17
  %sub67.i.i = fsub contract float %add47.i.i, %42
  %mul.i.i.i135.i = fmul contract float %sub54.i.i, %sub54.i.i
  %mul3.i.i.i136.i = fmul contract float %sub60.i.i, %sub60.i.i
  %add.i.i.i137.i = fadd contract float %mul.i.i.i135.i, %mul3.i.i.i136.i
  %mul5.i.i.i138.i = fmul contract float %sub67.i.i, %sub67.i.i
  %add6.i.i.i139.i = fadd contract float %add.i.i.i137.i, %mul5.i.i.i138.i
  %call.i.i.i140.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i139.i) #7
  %call.i.i.i.i141.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i140.i) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i: ; preds = %if.then26.i.i, %if.then.i134.i, %for.body19.i
  %occIsect.sroa.51.0.i = phi i32 [ 0, %if.then.i134.i ], [ 1, %if.then26.i.i ], [ 0, %for.body19.i ]
  %occIsect.sroa.0.0.i = phi float [ 0x4376345780000000, %if.then.i134.i ], [ %sub22.i.i, %if.then26.i.i ], [ 0x4376345780000000, %for.body19.i ]
  %43 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub.i147.i = fsub contract float %add.i294, %43
  %44 = load float, ptr %y5.i147, align 4, !tbaa !15
  %sub6.i150.i = fsub contract float %add8.i, %44
  %45 = load float, ptr %z10.i150, align 4, !tbaa !17
  %sub11.i153.i = fsub contract float %add14.i, %45
  %mul.i.i160.i = fmul contract float %add41.i, %sub.i147.i
  %mul3.i.i161.i = fmul contract float %add52.i, %sub6.i150.i
  %add.i.i162.i = fadd contract float %mul.i.i160.i, %mul3.i.i161.i
  %mul5.i.i163.i = fmul contract float %add63.i, %sub11.i153.i
  %add6.i.i164.i = fadd contract float %add.i.i162.i, %mul5.i.i163.i
  %mul.i114.i165.i = fmul contract float %sub.i147.i, %sub.i147.i
  %mul3.i117.i166.i = fmul contract float %sub6.i150.i, %sub6.i150.i
  %add.i118.i167.i = fadd contract float %mul.i114.i165.i, %mul3.i117.i166.i
  %mul5.i121.i168.i = fmul contract float %sub11.i153.i, %sub11.i153.i
  %add6.i122.i169.i = fadd contract float %add.i118.i167.i, %mul5.i121.i168.i
  %46 = load float, ptr %radius.i168, align 4, !tbaa !19
  %mul.i171.i = fmul contract float %46, %46
  %mul19.i172.i = fmul contract float %add6.i.i164.i, %add6.i.i164.i
  %47 = fsub contract float %mul.i171.i, %add6.i122.i169.i
  %sub20.i173.i = fadd contract float %mul19.i172.i, %47
  %cmp.i174.i = fcmp contract ogt float %sub20.i173.i, 0.000000e+00
  br i1 %cmp.i174.i, label %if.then.i175.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i

if.then.i175.i:                                   ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i
  %fneg.i176.i = fneg contract float %add6.i.i164.i
  %call.i.i177.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i173.i) #7
  %sub22.i178.i = fsub contract float %fneg.i176.i, %call.i.i177.i
  %cmp23.i179.i = fcmp contract ogt float %sub22.i178.i, 0.000000e+00
  %cmp25.i181.i = fcmp contract olt float %sub22.i178.i, %occIsect.sroa.0.0.i
  %or.cond330.i = and i1 %cmp23.i179.i, %cmp25.i181.i
  br i1 %or.cond330.i, label %if.then26.i182.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i

if.then26.i182.i:                                 ; preds = %if.then.i175.i
  %mul32.i184.i = fmul contract float %add41.i, %sub22.i178.i
  %add.i185.i = fadd contract float %add.i294, %mul32.i184.i
  %mul38.i187.i = fmul contract float %add52.i, %sub22.i178.i
  %add39.i188.i = fadd contract float %add8.i, %mul38.i187.i
  %mul46.i190.i = fmul contract float %add63.i, %sub22.i178.i
  %add47.i191.i = fadd contract float %add14.i, %mul46.i190.i
  %48 = load float, ptr %add.ptr, align 4, !tbaa !12
  %sub54.i193.i = fsub contract float %add.i185.i, %48
  %49 = load float, ptr %y5.i147, align 4, !tbaa !15
  %sub60.i195.i = fsub contract float %add39.i188.i, %49
  %50 = load float, ptr %z10.i150, align 4, !tbaa !17
  %sub67.i197.i = fsub contract float %add47.i191.i, %50
  %mul.i.i.i199.i = fmul contract float %sub54.i193.i, %sub54.i193.i
  %mul3.i.i.i200.i = fmul contract float %sub60.i195.i, %sub60.i195.i
  %add.i.i.i201.i = fadd contract float %mul.i.i.i199.i, %mul3.i.i.i200.i
  %mul5.i.i.i202.i = fmul contract float %sub67.i197.i, %sub67.i197.i
  %add6.i.i.i203.i = fadd contract float %add.i.i.i201.i, %mul5.i.i.i202.i
  %call.i.i.i204.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i203.i) #7
  %call.i.i.i.i205.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i204.i) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i: ; preds = %if.then26.i182.i, %if.then.i175.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i
  %occIsect.sroa.51.1.i = phi i32 [ %occIsect.sroa.51.0.i, %if.then.i175.i ], [ 1, %if.then26.i182.i ], [ %occIsect.sroa.51.0.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i ]
  %occIsect.sroa.0.1.i = phi float [ %occIsect.sroa.0.0.i, %if.then.i175.i ], [ %sub22.i178.i, %if.then26.i182.i ], [ %occIsect.sroa.0.0.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit.i ]
  %51 = load float, ptr %add.ptr45, align 4, !tbaa !12
  %sub.i212.i = fsub contract float %add.i294, %51
  %52 = load float, ptr %y5.i212, align 4, !tbaa !15
  %sub6.i215.i = fsub contract float %add8.i, %52
  %53 = load float, ptr %z10.i215, align 4, !tbaa !17
  %sub11.i218.i = fsub contract float %add14.i, %53
  %mul.i.i225.i = fmul contract float %add41.i, %sub.i212.i
  %mul3.i.i226.i = fmul contract float %add52.i, %sub6.i215.i
  %add.i.i227.i = fadd contract float %mul.i.i225.i, %mul3.i.i226.i
  %mul5.i.i228.i = fmul contract float %add63.i, %sub11.i218.i
  %add6.i.i229.i = fadd contract float %add.i.i227.i, %mul5.i.i228.i
  %mul.i114.i230.i = fmul contract float %sub.i212.i, %sub.i212.i
  %mul3.i117.i231.i = fmul contract float %sub6.i215.i, %sub6.i215.i
  %add.i118.i232.i = fadd contract float %mul.i114.i230.i, %mul3.i117.i231.i
  %mul5.i121.i233.i = fmul contract float %sub11.i218.i, %sub11.i218.i
  %add6.i122.i234.i = fadd contract float %add.i118.i232.i, %mul5.i121.i233.i
  %54 = load float, ptr %radius.i233, align 4, !tbaa !19
  %mul.i236.i = fmul contract float %54, %54
  %mul19.i237.i = fmul contract float %add6.i.i229.i, %add6.i.i229.i
  %55 = fsub contract float %mul.i236.i, %add6.i122.i234.i
  %sub20.i238.i = fadd contract float %mul19.i237.i, %55
  %cmp.i239.i = fcmp contract ogt float %sub20.i238.i, 0.000000e+00
  br i1 %cmp.i239.i, label %if.then.i240.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i

if.then.i240.i:                                   ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i
  %fneg.i241.i = fneg contract float %add6.i.i229.i
  %call.i.i242.i = tail call contract noundef float @__nv_sqrtf(float noundef %sub20.i238.i) #7
  %sub22.i243.i = fsub contract float %fneg.i241.i, %call.i.i242.i
  %cmp23.i244.i = fcmp contract ogt float %sub22.i243.i, 0.000000e+00
  %cmp25.i246.i = fcmp contract olt float %sub22.i243.i, %occIsect.sroa.0.1.i
  %or.cond331.i = and i1 %cmp23.i244.i, %cmp25.i246.i
  br i1 %or.cond331.i, label %if.then26.i247.i, label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i

if.then26.i247.i:                                 ; preds = %if.then.i240.i
  %mul32.i249.i = fmul contract float %add41.i, %sub22.i243.i
  %add.i250.i = fadd contract float %add.i294, %mul32.i249.i
  %mul38.i252.i = fmul contract float %add52.i, %sub22.i243.i
  %add39.i253.i = fadd contract float %add8.i, %mul38.i252.i
  %mul46.i255.i = fmul contract float %add63.i, %sub22.i243.i
  %add47.i256.i = fadd contract float %add14.i, %mul46.i255.i
  %56 = load float, ptr %add.ptr45, align 4, !tbaa !12
  %sub54.i258.i = fsub contract float %add.i250.i, %56
  %57 = load float, ptr %y5.i212, align 4, !tbaa !15
  %sub60.i260.i = fsub contract float %add39.i253.i, %57
  %58 = load float, ptr %z10.i215, align 4, !tbaa !17
  %sub67.i262.i = fsub contract float %add47.i256.i, %58
  %mul.i.i.i264.i = fmul contract float %sub54.i258.i, %sub54.i258.i
  %mul3.i.i.i265.i = fmul contract float %sub60.i260.i, %sub60.i260.i
  %add.i.i.i266.i = fadd contract float %mul.i.i.i264.i, %mul3.i.i.i265.i
  %mul5.i.i.i267.i = fmul contract float %sub67.i262.i, %sub67.i262.i
  %add6.i.i.i268.i = fadd contract float %add.i.i.i266.i, %mul5.i.i.i267.i
  %call.i.i.i269.i = tail call contract noundef float @__nv_sqrtf(float noundef %add6.i.i.i268.i) #7
  %call.i.i.i.i270.i = tail call contract noundef float @__nv_fabsf(float noundef %call.i.i.i269.i) #7
  br label %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i

_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i: ; preds = %if.then26.i247.i, %if.then.i240.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i
  %occIsect.sroa.51.2.i = phi i32 [ %occIsect.sroa.51.1.i, %if.then.i240.i ], [ 1, %if.then26.i247.i ], [ %occIsect.sroa.51.1.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i ]
  %occIsect.sroa.0.2.i = phi float [ %occIsect.sroa.0.1.i, %if.then.i240.i ], [ %sub22.i243.i, %if.then26.i247.i ], [ %occIsect.sroa.0.1.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit211.i ]
  %mul.i64.i.i = fmul contract float %agg.tmp1.sroa.0.0.copyload.i, %add41.i
  %mul3.i67.i.i = fmul contract float %agg.tmp1.sroa.2.0.copyload.i, %add52.i
  %add.i68.i.i = fadd contract float %mul.i64.i.i, %mul3.i67.i.i
  %mul5.i71.i.i = fmul contract float %agg.tmp1.sroa.3.0.copyload.i, %add63.i
  %add6.i72.i.i = fadd contract float %mul5.i71.i.i, %add.i68.i.i
  %call.i.i282.i = tail call contract noundef float @__nv_fabsf(float noundef %add6.i72.i.i) #7
  %cmp.i283.i = fcmp contract olt float %call.i.i282.i, 0x3C670EF540000000
  br i1 %cmp.i283.i, label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i, label %if.end.i.i

if.end.i.i:                                       ; preds = %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i
  %div.i.i309 = fdiv contract float %fneg11.i.i, %add6.i72.i.i
  %cmp12.i.i = fcmp contract ogt float %div.i.i309, 0.000000e+00
  %cmp14.i.i = fcmp contract olt float %div.i.i309, %occIsect.sroa.0.2.i
  %or.cond332.i = and i1 %cmp12.i.i, %cmp14.i.i
  %spec.select333.i = select i1 %or.cond332.i, i32 1, i32 %occIsect.sroa.51.2.i
  br label %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i

_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i: ; preds = %if.end.i.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i
  %occIsect.sroa.51.3.i = phi i32 [ %occIsect.sroa.51.2.i, %_Z20ray_sphere_intersectP6_IsectPK4_RayPK7_Sphere.exit276.i ], [ %spec.select333.i, %if.end.i.i ]
  %tobool.not.i = icmp eq i32 %occIsect.sroa.51.3.i, 0
  %add71.i = fadd contract float %occlusion.1334.i, 1.000000e+00
  %spec.select.i = select i1 %tobool.not.i, float %occlusion.1334.i, float %add71.i
  %inc.i = add nuw nsw i32 %i.0335.i, 1
  %exitcond.not.i = icmp eq i32 %inc.i, 8
  br i1 %exitcond.not.i, label %for.inc72.i, label %for.body19.i, !llvm.loop !39

for.inc72.i:                                      ; preds = %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit.i
  %inc73.i = add nuw nsw i32 %j.0337.i, 1
  %exitcond338.not.i = icmp eq i32 %inc73.i, 8
  br i1 %exitcond338.not.i, label %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit, label %for.cond17.preheader.i, !llvm.loop !41

_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit: ; preds = %for.inc72.i
  %sub76.i = fsub contract float 6.400000e+01, %spec.select.i
  %div.i310 = fmul contract float %sub76.i, 1.562500e-02
  %add49 = fadd contract float %s0.1369, %div.i310
  %add51 = fadd contract float %s1.1368, %div.i310
  %add53 = fadd contract float %s2.1366, %div.i310
  br label %if.end

if.end:                                           ; preds = %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit
  %rng.sroa.0.2 = phi i32 [ %rng.sroa.0.1365, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ], [ %xor9.i.i124.i, %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit ]
  %s2.2 = phi float [ %s2.1366, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ], [ %add53, %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit ]
  %s1.2 = phi float [ %s1.1368, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ], [ %add51, %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit ]
  %s0.2 = phi float [ %s0.1369, %_Z19ray_plane_intersectP6_IsectPK4_RayPK6_Plane.exit ], [ %add49, %_Z17ambient_occlusionP4_vecPK6_IsectPK7_SpherePK6_PlaneR3RNG.exit ]
  %inc = add nuw nsw i32 %u.0367, 1
  %exitcond.not = icmp eq i32 %inc, %nsubsamples
  br i1 %exitcond.not, label %for.cond.cleanup14, label %for.body15, !llvm.loop !44

if.end85:                                         ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 0}
!9 = !{!"_ZTS4_Ray", !10, i64 0, !10, i64 12}
!10 = !{!"_ZTS4_vec", !11, i64 0, !11, i64 4, !11, i64 8}
!11 = !{!"float", !6, i64 0}
!12 = !{!13, !11, i64 0}
!13 = !{!"_ZTS7_Sphere", !10, i64 0, !11, i64 12}
!14 = !{!9, !11, i64 4}
!15 = !{!13, !11, i64 4}
!16 = !{!9, !11, i64 8}
!17 = !{!13, !11, i64 8}
!18 = !{!11, !11, i64 0}
!19 = !{!13, !11, i64 12}
!20 = !{!21, !11, i64 0}
!21 = !{!"_ZTS6_Isect", !11, i64 0, !10, i64 4, !10, i64 16, !5, i64 28}
!22 = !{!21, !5, i64 28}
!23 = !{!9, !11, i64 12}
!24 = !{!21, !11, i64 4}
!25 = !{!9, !11, i64 16}
!26 = !{!21, !11, i64 8}
!27 = !{!9, !11, i64 20}
!28 = !{!21, !11, i64 12}
!29 = !{!21, !11, i64 16}
!30 = !{!21, !11, i64 20}
!31 = !{!21, !11, i64 24}
!32 = !{!10, !11, i64 0}
!33 = !{!10, !11, i64 4}
!34 = !{!10, !11, i64 8}
!35 = !{i64 0, i64 4, !18, i64 4, i64 4, !18, i64 8, i64 4, !18}
!36 = !{!37, !5, i64 0}
!37 = !{!"_ZTS3RNG", !5, i64 0, !5, i64 4}
!38 = !{!37, !5, i64 4}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = distinct !{!41, !40}
!42 = !{!6, !6, i64 0}
!43 = distinct !{!43, !40}
!44 = distinct !{!44, !40}
