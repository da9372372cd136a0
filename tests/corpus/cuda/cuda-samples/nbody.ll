; ModuleID = 'cuda-samples/nbody.cu'
source_filename = "cuda-samples/nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.double4 = type { double, double, double, double }
%struct.float4 = type { float, float, float, float }

$_Z15integrateBodiesIdEvPN4vec4IT_E4TypeES4_S4_jjffi = comdat any

$_Z15integrateBodiesIfEvPN4vec4IT_E4TypeES4_S4_jjffi = comdat any

@softeningSquared = dso_local addrspace(4) externally_initialized constant float 0x3F847AE140000000, align 4
@softeningSquared_fp64 = dso_local addrspace(4) externally_initialized constant double 1.000000e-02, align 8
@__smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @softeningSquared to ptr), ptr addrspacecast (ptr addrspace(4) @softeningSquared_fp64 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z7rsqrt_TIfET_S0_(float noundef %x) local_unnamed_addr #0 {
entry:
  %call.i = tail call contract noundef float @__nv_rsqrtf(float noundef %x) #7
  ret float %call.i
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef double @_Z7rsqrt_TIdET_S0_(double noundef %x) local_unnamed_addr #0 {
entry:
  %call.i = tail call contract noundef double @__nv_rsqrt(double noundef %x) #7
  ret double %call.i
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @_Z19getSofteningSquaredIdET_v() local_unnamed_addr #1 {
entry:
  %0 = load double, ptr addrspacecast (ptr addrspace(4) @softeningSquared_fp64 to ptr), align 8, !tbaa !8
  ret double %0
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15integrateBodiesIdEvPN4vec4IT_E4TypeES4_S4_jjffi(ptr noalias noundef writeonly captures(none) %newPos, ptr noalias noundef readonly captures(none) %oldPos, ptr noundef captures(none) %vel, i32 noundef %deviceOffset, i32 noundef %deviceNumBodies, float noundef %deltaTime, float noundef %damping, i32 noundef %numTiles) local_unnamed_addr #2 comdat {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !10
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %3
  %cmp.not = icmp ult i32 %add, %deviceNumBodies
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %add4 = add i32 %deviceOffset, %add
  %idxprom = zext i32 %add4 to i64
  %arrayidx = getelementptr inbounds nuw %struct.double4, ptr %oldPos, i64 %idxprom
  %position.sroa.0.0.copyload = load double, ptr %arrayidx, align 16, !tbaa !8
  %position.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %position.sroa.7.0.copyload = load double, ptr %position.sroa.7.0.arrayidx.sroa_idx, align 8, !tbaa !8
  %position.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %position.sroa.9.0.copyload = load double, ptr %position.sroa.9.0.arrayidx.sroa_idx, align 16, !tbaa !8
  %position.sroa.11.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %position.sroa.11.0.copyload = load double, ptr %position.sroa.11.0.arrayidx.sroa_idx, align 8, !tbaa !8
  %cmp32.i = icmp sgt i32 %numTiles, 0
  br i1 %cmp32.i, label %for.body.lr.ph.i, label %_Z16computeBodyAccelIdEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit

for.body.lr.ph.i:                                 ; preds = %if.end
  %idxprom4.i = zext nneg i32 %3 to i64
  %arrayidx5.i = getelementptr inbounds nuw %struct.double4, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom4.i
  %4 = load double, ptr addrspacecast (ptr addrspace(4) @softeningSquared_fp64 to ptr), align 8
  br label %for.body.i

for.body.i:                                       ; preds = %for.cond.cleanup9.i, %for.body.lr.ph.i
  %retval.sroa.0.036.i = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %add26.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.4.035.i = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %add30.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.6.034.i = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %add34.i.i, %for.cond.cleanup9.i ]
  %tile.033.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc18.i, %for.cond.cleanup9.i ]
  %mul.i = mul i32 %tile.033.i, %2
  %add.i = add i32 %mul.i, %3
  %idxprom.i = zext i32 %add.i to i64
  %arrayidx.i = getelementptr inbounds nuw %struct.double4, ptr %oldPos, i64 %idxprom.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %arrayidx5.i, ptr noundef nonnull align 16 dereferenceable(32) %arrayidx.i, i64 32, i1 false), !tbaa.struct !11
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br label %for.body10.i

for.cond.cleanup9.i:                              ; preds = %for.body10.i
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %inc18.i = add nuw nsw i32 %tile.033.i, 1
  %exitcond39.not.i = icmp eq i32 %inc18.i, %numTiles
  br i1 %exitcond39.not.i, label %_Z16computeBodyAccelIdEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit, label %for.body.i, !llvm.loop !12

for.body10.i:                                     ; preds = %for.body10.i, %for.body.i
  %retval.sroa.0.131.i = phi double [ %retval.sroa.0.036.i, %for.body.i ], [ %add26.i.i, %for.body10.i ]
  %retval.sroa.4.130.i = phi double [ %retval.sroa.4.035.i, %for.body.i ], [ %add30.i.i, %for.body10.i ]
  %retval.sroa.6.129.i = phi double [ %retval.sroa.6.034.i, %for.body.i ], [ %add34.i.i, %for.body10.i ]
  %counter.028.i = phi i32 [ 0, %for.body.i ], [ %inc.i, %for.body10.i ]
  %idxprom14.i = zext nneg i32 %counter.028.i to i64
  %arrayidx15.i = getelementptr inbounds nuw %struct.double4, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom14.i
  %agg.tmp13.sroa.0.0.copyload.i = load double, ptr %arrayidx15.i, align 16, !tbaa !8
  %agg.tmp13.sroa.2.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 8
  %agg.tmp13.sroa.2.0.copyload.i = load double, ptr %agg.tmp13.sroa.2.0.arrayidx15.sroa_idx.i, align 8, !tbaa !8
  %agg.tmp13.sroa.3.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 16
  %agg.tmp13.sroa.3.0.copyload.i = load double, ptr %agg.tmp13.sroa.3.0.arrayidx15.sroa_idx.i, align 16, !tbaa !8
  %agg.tmp13.sroa.4.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 24
  %agg.tmp13.sroa.4.0.copyload.i = load double, ptr %agg.tmp13.sroa.4.0.arrayidx15.sroa_idx.i, align 8, !tbaa !8
  %sub.i.i = fsub contract double %agg.tmp13.sroa.0.0.copyload.i, %position.sroa.0.0.copyload
  %sub4.i.i = fsub contract double %agg.tmp13.sroa.2.0.copyload.i, %position.sroa.7.0.copyload
  %sub7.i.i = fsub contract double %agg.tmp13.sroa.3.0.copyload.i, %position.sroa.9.0.copyload
  %mul.i.i = fmul contract double %sub.i.i, %sub.i.i
  %mul13.i.i = fmul contract double %sub4.i.i, %sub4.i.i
  %add.i.i = fadd contract double %mul.i.i, %mul13.i.i
  %mul16.i.i = fmul contract double %sub7.i.i, %sub7.i.i
  %add17.i.i = fadd contract double %add.i.i, %mul16.i.i
  %add18.i.i = fadd contract double %4, %add17.i.i
  %call.i.i.i.i = tail call contract noundef double @__nv_rsqrt(double noundef %add18.i.i) #7
  %mul20.i.i = fmul contract double %call.i.i.i.i, %call.i.i.i.i
  %mul21.i.i = fmul contract double %call.i.i.i.i, %mul20.i.i
  %mul22.i.i = fmul contract double %agg.tmp13.sroa.4.0.copyload.i, %mul21.i.i
  %mul24.i.i = fmul contract double %sub.i.i, %mul22.i.i
  %add26.i.i = fadd contract double %retval.sroa.0.131.i, %mul24.i.i
  %mul28.i.i = fmul contract double %sub4.i.i, %mul22.i.i
  %add30.i.i = fadd contract double %retval.sroa.4.130.i, %mul28.i.i
  %mul32.i.i = fmul contract double %sub7.i.i, %mul22.i.i
  %add34.i.i = fadd contract double %retval.sroa.6.129.i, %mul32.i.i
  %inc.i = add nuw nsw i32 %counter.028.i, 1
  %exitcond.not.i = icmp eq i32 %inc.i, %2
  br i1 %exitcond.not.i, label %for.cond.cleanup9.i, label %for.body10.i, !llvm.loop !14

_Z16computeBodyAccelIdEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit: ; preds = %for.cond.cleanup9.i, %if.end
  %retval.sroa.6.0.lcssa.i = phi double [ 0.000000e+00, %if.end ], [ %add34.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.4.0.lcssa.i = phi double [ 0.000000e+00, %if.end ], [ %add30.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.0.0.lcssa.i = phi double [ 0.000000e+00, %if.end ], [ %add26.i.i, %for.cond.cleanup9.i ]
  %arrayidx9 = getelementptr inbounds nuw %struct.double4, ptr %vel, i64 %idxprom
  %velocity.sroa.0.0.copyload = load double, ptr %arrayidx9, align 16, !tbaa !8
  %velocity.sroa.9.0.arrayidx9.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx9, i64 8
  %velocity.sroa.9.0.copyload = load double, ptr %velocity.sroa.9.0.arrayidx9.sroa_idx, align 8, !tbaa !8
  %velocity.sroa.14.0.arrayidx9.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx9, i64 16
  %velocity.sroa.14.0.copyload = load double, ptr %velocity.sroa.14.0.arrayidx9.sroa_idx, align 16, !tbaa !8
  %conv = fpext contract float %deltaTime to double
  %mul10 = fmul contract double %retval.sroa.0.0.lcssa.i, %conv
  %add12 = fadd contract double %velocity.sroa.0.0.copyload, %mul10
  %mul14 = fmul contract double %retval.sroa.4.0.lcssa.i, %conv
  %add16 = fadd contract double %mul14, %velocity.sroa.9.0.copyload
  %mul18 = fmul contract double %retval.sroa.6.0.lcssa.i, %conv
  %add20 = fadd contract double %mul18, %velocity.sroa.14.0.copyload
  %conv21 = fpext contract float %damping to double
  %mul23 = fmul contract double %add12, %conv21
  %mul26 = fmul contract double %add16, %conv21
  %mul29 = fmul contract double %add20, %conv21
  %mul32 = fmul contract double %mul23, %conv
  %add34 = fadd contract double %position.sroa.0.0.copyload, %mul32
  %mul37 = fmul contract double %mul26, %conv
  %add39 = fadd contract double %position.sroa.7.0.copyload, %mul37
  %mul42 = fmul contract double %mul29, %conv
  %add44 = fadd contract double %position.sroa.9.0.copyload, %mul42
  %arrayidx47 = getelementptr inbounds nuw %struct.double4, ptr %newPos, i64 %idxprom
  store double %add34, ptr %arrayidx47, align 16, !tbaa !8
  %position.sroa.7.0.arrayidx47.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 8
  store double %add39, ptr %position.sroa.7.0.arrayidx47.sroa_idx, align 8, !tbaa !8
  %position.sroa.9.0.arrayidx47.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 16
  store double %add44, ptr %position.sroa.9.0.arrayidx47.sroa_idx, align 16, !tbaa !8
  %position.sroa.11.0.arrayidx47.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx47, i64 24
  store double %position.sroa.11.0.copyload, ptr %position.sroa.11.0.arrayidx47.sroa_idx, align 8, !tbaa !8
  store double %mul23, ptr %arrayidx9, align 16, !tbaa !8
  store double %mul26, ptr %velocity.sroa.9.0.arrayidx9.sroa_idx, align 8, !tbaa !8
  store double %mul29, ptr %velocity.sroa.14.0.arrayidx9.sroa_idx, align 16, !tbaa !8
  br label %cleanup

cleanup:                                          ; preds = %entry, %_Z16computeBodyAccelIdEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15integrateBodiesIfEvPN4vec4IT_E4TypeES4_S4_jjffi(ptr noalias noundef writeonly captures(none) %newPos, ptr noalias noundef readonly captures(none) %oldPos, ptr noundef captures(none) %vel, i32 noundef %deviceOffset, i32 noundef %deviceNumBodies, float noundef %deltaTime, float noundef %damping, i32 noundef %numTiles) local_unnamed_addr #2 comdat {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !10
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %3
  %cmp.not = icmp ult i32 %add, %deviceNumBodies
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %add4 = add i32 %deviceOffset, %add
  %idxprom = zext i32 %add4 to i64
  %arrayidx = getelementptr inbounds nuw %struct.float4, ptr %oldPos, i64 %idxprom
  %position.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !tbaa !16
  %position.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %position.sroa.7.0.copyload = load float, ptr %position.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa !16
  %position.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %position.sroa.9.0.copyload = load float, ptr %position.sroa.9.0.arrayidx.sroa_idx, align 8, !tbaa !16
  %position.sroa.11.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %position.sroa.11.0.copyload = load float, ptr %position.sroa.11.0.arrayidx.sroa_idx, align 4, !tbaa !16
  %cmp32.i = icmp sgt i32 %numTiles, 0
  br i1 %cmp32.i, label %for.body.lr.ph.i, label %_Z16computeBodyAccelIfEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit

for.body.lr.ph.i:                                 ; preds = %if.end
  %idxprom4.i = zext nneg i32 %3 to i64
  %arrayidx5.i = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom4.i
  %4 = load float, ptr addrspacecast (ptr addrspace(4) @softeningSquared to ptr), align 4
  br label %for.body.i

for.body.i:                                       ; preds = %for.cond.cleanup9.i, %for.body.lr.ph.i
  %retval.sroa.0.036.i = phi float [ 0.000000e+00, %for.body.lr.ph.i ], [ %add26.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.4.035.i = phi float [ 0.000000e+00, %for.body.lr.ph.i ], [ %add30.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.6.034.i = phi float [ 0.000000e+00, %for.body.lr.ph.i ], [ %add34.i.i, %for.cond.cleanup9.i ]
  %tile.033.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc18.i, %for.cond.cleanup9.i ]
  %mul.i = mul i32 %tile.033.i, %2
  %add.i = add i32 %mul.i, %3
  %idxprom.i = zext i32 %add.i to i64
  %arrayidx.i = getelementptr inbounds nuw %struct.float4, ptr %oldPos, i64 %idxprom.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %arrayidx5.i, ptr noundef nonnull align 16 dereferenceable(16) %arrayidx.i, i64 16, i1 false), !tbaa.struct !18
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br label %for.body10.i

for.cond.cleanup9.i:                              ; preds = %for.body10.i
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %inc18.i = add nuw nsw i32 %tile.033.i, 1
  %exitcond39.not.i = icmp eq i32 %inc18.i, %numTiles
  br i1 %exitcond39.not.i, label %_Z16computeBodyAccelIfEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit, label %for.body.i, !llvm.loop !19

for.body10.i:                                     ; preds = %for.body10.i, %for.body.i
  %retval.sroa.0.131.i = phi float [ %retval.sroa.0.036.i, %for.body.i ], [ %add26.i.i, %for.body10.i ]
  %retval.sroa.4.130.i = phi float [ %retval.sroa.4.035.i, %for.body.i ], [ %add30.i.i, %for.body10.i ]
  %retval.sroa.6.129.i = phi float [ %retval.sroa.6.034.i, %for.body.i ], [ %add34.i.i, %for.body10.i ]
  %counter.028.i = phi i32 [ 0, %for.body.i ], [ %inc.i, %for.body10.i ]
  %idxprom14.i = zext nneg i32 %counter.028.i to i64
  %arrayidx15.i = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom14.i
  %agg.tmp13.sroa.0.0.copyload.i = load float, ptr %arrayidx15.i, align 16, !tbaa !16
  %agg.tmp13.sroa.2.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 4
  %agg.tmp13.sroa.2.0.copyload.i = load float, ptr %agg.tmp13.sroa.2.0.arrayidx15.sroa_idx.i, align 4, !tbaa !16
  %agg.tmp13.sroa.3.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 8
  %agg.tmp13.sroa.3.0.copyload.i = load float, ptr %agg.tmp13.sroa.3.0.arrayidx15.sroa_idx.i, align 8, !tbaa !16
  %agg.tmp13.sroa.4.0.arrayidx15.sroa_idx.i = getelementptr inbounds nuw i8, ptr %arrayidx15.i, i64 12
  %agg.tmp13.sroa.4.0.copyload.i = load float, ptr %agg.tmp13.sroa.4.0.arrayidx15.sroa_idx.i, align 4, !tbaa !16
  %sub.i.i = fsub contract float %agg.tmp13.sroa.0.0.copyload.i, %position.sroa.0.0.copyload
  %sub4.i.i = fsub contract float %agg.tmp13.sroa.2.0.copyload.i, %position.sroa.7.0.copyload
  %sub7.i.i = fsub contract float %agg.tmp13.sroa.3.0.copyload.i, %position.sroa.9.0.copyload
  %mul.i.i = fmul contract float %sub.i.i, %sub.i.i
  %mul13.i.i = fmul contract float %sub4.i.i, %sub4.i.i
  %add.i.i = fadd contract float %mul.i.i, %mul13.i.i
  %mul16.i.i = fmul contract float %sub7.i.i, %sub7.i.i
  %add17.i.i = fadd contract float %add.i.i, %mul16.i.i
  %add18.i.i = fadd contract float %4, %add17.i.i
  %call.i.i.i.i = tail call contract noundef float @__nv_rsqrtf(float noundef %add18.i.i) #7
  %mul20.i.i = fmul contract float %call.i.i.i.i, %call.i.i.i.i
  %mul21.i.i = fmul contract float %call.i.i.i.i, %mul20.i.i
  %mul22.i.i = fmul contract float %agg.tmp13.sroa.4.0.copyload.i, %mul21.i.i
  %mul24.i.i = fmul contract float %sub.i.i, %mul22.i.i
  %add26.i.i = fadd contract float %retval.sroa.0.131.i, %mul24.i.i
  %mul28.i.i = fmul contract float %sub4.i.i, %mul22.i.i
  %add30.i.i = fadd contract float %retval.sroa.4.130.i, %mul28.i.i
  %mul32.i.i = fmul contract float %sub7.i.i, %mul22.i.i
  %add34.i.i = fadd contract float %retval.sroa.6.129.i, %mul32.i.i
  %inc.i = add nuw nsw i32 %counter.028.i, 1
  %exitcond.not.i = icmp eq i32 %inc.i, %2
  br i1 %exitcond.not.i, label %for.cond.cleanup9.i, label %for.body10.i, !llvm.loop !20

_Z16computeBodyAccelIfEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit: ; preds = %for.cond.cleanup9.i, %if.end
  %retval.sroa.6.0.lcssa.i = phi float [ 0.000000e+00, %if.end ], [ %add34.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.4.0.lcssa.i = phi float [ 0.000000e+00, %if.end ], [ %add30.i.i, %for.cond.cleanup9.i ]
  %retval.sroa.0.0.lcssa.i = phi float [ 0.000000e+00, %if.end ], [ %add26.i.i, %for.cond.cleanup9.i ]
  %arrayidx9 = getelementptr inbounds nuw %struct.float4, ptr %vel, i64 %idxprom
  %velocity.sroa.0.0.copyload = load float, ptr %arrayidx9, align 16, !tbaa !16
  %velocity.sroa.9.0.arrayidx9.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx9, i64 4
  %velocity.sroa.9.0.copyload = load float, ptr %velocity.sroa.9.0.arrayidx9.sroa_idx, align 4, !tbaa !16
  %velocity.sroa.14.0.arrayidx9.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx9, i64 8
  %velocity.sroa.14.0.copyload = load float, ptr %velocity.sroa.14.0.arrayidx9.sroa_idx, align 8, !tbaa !16
  %mul10 = fmul contract float %deltaTime, %retval.sroa.0.0.lcssa.i
  %add12 = fadd contract float %velocity.sroa.0.0.copyload, %mul10
  %mul13 = fmul contract float %deltaTime, %retval.sroa.4.0.lcssa.i
  %add15 = fadd contract float %mul13, %velocity.sroa.9.0.copyload
  %mul16 = fmul contract float %deltaTime, %retval.sroa.6.0.lcssa.i
  %add18 = fadd contract float %mul16, %velocity.sroa.14.0.copyload
  %mul20 = fmul contract float %damping, %add12
  %mul22 = fmul contract float %damping, %add15
  %mul24 = fmul contract float %damping, %add18
  %mul26 = fmul contract float %deltaTime, %mul20
  %add28 = fadd contract float %position.sroa.0.0.copyload, %mul26
  %mul30 = fmul contract float %deltaTime, %mul22
  %add32 = fadd contract float %position.sroa.7.0.copyload, %mul30
  %mul34 = fmul contract float %deltaTime, %mul24
  %add36 = fadd contract float %position.sroa.9.0.copyload, %mul34
  %arrayidx39 = getelementptr inbounds nuw %struct.float4, ptr %newPos, i64 %idxprom
  store float %add28, ptr %arrayidx39, align 16, !tbaa !16
  %position.sroa.7.0.arrayidx39.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx39, i64 4
  store float %add32, ptr %position.sroa.7.0.arrayidx39.sroa_idx, align 4, !tbaa !16
  %position.sroa.9.0.arrayidx39.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx39, i64 8
  store float %add36, ptr %position.sroa.9.0.arrayidx39.sroa_idx, align 8, !tbaa !16
  %position.sroa.11.0.arrayidx39.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx39, i64 12
  store float %position.sroa.11.0.copyload, ptr %position.sroa.11.0.arrayidx39.sroa_idx, align 4, !tbaa !16
  store float %mul20, ptr %arrayidx9, align 16, !tbaa !16
  store float %mul22, ptr %velocity.sroa.9.0.arrayidx9.sroa_idx, align 4, !tbaa !16
  store float %mul24, ptr %velocity.sroa.14.0.arrayidx9.sroa_idx, align 8, !tbaa !16
  br label %cleanup

cleanup:                                          ; preds = %entry, %_Z16computeBodyAccelIfEN4vec3IT_E4TypeEN4vec4IS1_E4TypeEPS6_iN18cooperative_groups4__v112thread_blockE.exit
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local double @__nv_rsqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { convergent nounwind }
attributes #8 = { convergent nounwind memory(none) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !6, i64 0}
!10 = !{i64 2163516827, i64 2163516831, i64 2163516868, i64 2163516908, i64 2163516969, i64 2163517005, i64 2163517055}
!11 = !{i64 0, i64 8, !8, i64 8, i64 8, !8, i64 16, i64 8, !8, i64 24, i64 8, !8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15}
!15 = !{!"llvm.loop.unroll.count", i32 128}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = !{i64 0, i64 4, !16, i64 4, i64 4, !16, i64 8, i64 4, !16, i64 12, i64 4, !16}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13, !15}
