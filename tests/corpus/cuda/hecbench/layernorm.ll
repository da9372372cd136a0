; ModuleID = 'hecbench/layernorm.cu'
source_filename = "hecbench/layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z25layernorm_forward_kernel1PfS_S_PKfS1_S1_ii(ptr noalias noundef writeonly captures(none) %out, ptr noalias noundef writeonly captures(address_is_null) %mean, ptr noalias noundef writeonly captures(address_is_null) %rstd, ptr noalias noundef %inp, ptr noalias noundef readonly captures(none) %weight, ptr noalias noundef readonly captures(none) %bias, i32 noundef %N, i32 noundef %C) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul.i203 = mul nuw nsw i32 %3, %5
  %mul17.i205 = add nuw nsw i32 %mul.i203, %2
  %add.i206 = mul nuw nsw i32 %mul17.i205, %4
  %add6.i207 = add nuw nsw i32 %add.i206, %1
  %mul.i209 = mul nuw nsw i32 %4, %5
  %mul3.i = mul nuw nsw i32 %mul.i209, %6
  %sub.i = add nuw nsw i32 %mul3.i, 31
  %div1.i128 = lshr i32 %sub.i, 5
  %bf.value9.i = and i32 %div1.i128, 65535
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %bf.value9.i, %7
  %8 = lshr i32 %add6.i207, 5
  %bf.lshr.i = and i32 %8, 65535
  %add = add i32 %mul, %bf.lshr.i
  %cmp.not = icmp slt i32 %add, %N
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul6 = mul nsw i32 %C, %add
  %idx.ext = sext i32 %mul6 to i64
  %add.ptr = getelementptr inbounds float, ptr %inp, i64 %idx.ext
  %and.i113 = and i32 %add6.i207, 31
  %cmp8297 = icmp slt i32 %and.i113, %C
  br i1 %cmp8297, label %for.body, label %for.cond.i231.preheader

for.cond.i231.preheader:                          ; preds = %for.body, %if.end
  %sum.0.lcssa = phi float [ 0.000000e+00, %if.end ], [ %add9, %for.body ]
  %9 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %sum.0.lcssa, i32 16, i32 31)
  %add.i254 = fadd contract float %sum.0.lcssa, %9
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i254, i32 8, i32 31)
  %add.i254.1 = fadd contract float %add.i254, %10
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i254.1, i32 4, i32 31)
  %add.i254.2 = fadd contract float %add.i254.1, %11
  %12 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i254.2, i32 2, i32 31)
  %add.i254.3 = fadd contract float %add.i254.2, %12
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i254.3, i32 1, i32 31)
  %add.i254.4 = fadd contract float %add.i254.3, %13
  %conv = sitofp i32 %C to float
  %div = fdiv contract float %add.i254.4, %conv
  %cmp15 = icmp eq i32 %and.i113, 0
  %cmp16 = icmp ne ptr %mean, null
  %or.cond = and i1 %cmp16, %cmp15
  br i1 %or.cond, label %if.then17, label %if.end20

for.body:                                         ; preds = %if.end, %for.body
  %i.0299 = phi i32 [ %add11, %for.body ], [ %and.i113, %if.end ]
  %sum.0298 = phi float [ %add9, %for.body ], [ 0.000000e+00, %if.end ]
  %idxprom = zext nneg i32 %i.0299 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom
  %14 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add9 = fadd contract float %sum.0298, %14
  %add11 = add nuw nsw i32 %i.0299, 32
  %cmp8 = icmp slt i32 %add11, %C
  br i1 %cmp8, label %for.body, label %for.cond.i231.preheader, !llvm.loop !11

if.then17:                                        ; preds = %for.cond.i231.preheader
  %idx.ext18 = sext i32 %add to i64
  %add.ptr19 = getelementptr inbounds float, ptr %mean, i64 %idx.ext18
  store float %div, ptr %add.ptr19, align 4, !tbaa !9
  br label %if.end20

if.end20:                                         ; preds = %if.then17, %for.cond.i231.preheader
  br i1 %cmp8297, label %for.body26, label %for.cond.i.preheader

for.cond.i.preheader:                             ; preds = %for.body26, %if.end20
  %sum.1.lcssa = phi float [ 0.000000e+00, %if.end20 ], [ %add30, %for.body26 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %sum.1.lcssa, i32 16, i32 31)
  %add.i267 = fadd contract float %sum.1.lcssa, %15
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i267, i32 8, i32 31)
  %add.i267.1 = fadd contract float %add.i267, %16
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i267.1, i32 4, i32 31)
  %add.i267.2 = fadd contract float %add.i267.1, %17
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i267.2, i32 2, i32 31)
  %add.i267.3 = fadd contract float %add.i267.2, %18
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i267.3, i32 1, i32 31)
  %add.i267.4 = fadd contract float %add.i267.3, %19
  %div38 = fdiv contract float %add.i267.4, %conv
  %add39 = fadd contract float %div38, 0x3EE4F8B580000000
  %call.i121 = tail call contract noundef float @__nv_rsqrtf(float noundef %add39) #5
  %cmp44 = icmp ne ptr %rstd, null
  %or.cond76 = and i1 %cmp44, %cmp15
  br i1 %or.cond76, label %if.then45, label %if.end48

for.body26:                                       ; preds = %if.end20, %for.body26
  %i21.0304 = phi i32 [ %add33, %for.body26 ], [ %and.i113, %if.end20 ]
  %sum.1303 = phi float [ %add30, %for.body26 ], [ 0.000000e+00, %if.end20 ]
  %idxprom27 = zext nneg i32 %i21.0304 to i64
  %arrayidx28 = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom27
  %20 = load float, ptr %arrayidx28, align 4, !tbaa !9
  %sub = fsub contract float %20, %div
  %mul29 = fmul contract float %sub, %sub
  %add30 = fadd contract float %sum.1303, %mul29
  %add33 = add nuw nsw i32 %i21.0304, 32
  %cmp24 = icmp slt i32 %add33, %C
  br i1 %cmp24, label %for.body26, label %for.cond.i.preheader, !llvm.loop !13

if.then45:                                        ; preds = %for.cond.i.preheader
  %idx.ext46 = sext i32 %add to i64
  %add.ptr47 = getelementptr inbounds float, ptr %rstd, i64 %idx.ext46
  store float %call.i121, ptr %add.ptr47, align 4, !tbaa !9
  br label %if.end48

if.end48:                                         ; preds = %if.then45, %for.cond.i.preheader
  %add.ptr51 = getelementptr inbounds float, ptr %out, i64 %idx.ext
  br i1 %cmp8297, label %for.body56, label %cleanup

for.body56:                                       ; preds = %if.end48, %for.body56
  %c.0309 = phi i32 [ %add72, %for.body56 ], [ %and.i113, %if.end48 ]
  %idx.ext57 = sext i32 %c.0309 to i64
  %add.ptr58 = getelementptr inbounds float, ptr %add.ptr, i64 %idx.ext57
  %21 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %add.ptr58) #4, !srcloc !14
  %sub60 = fsub contract float %21, %div
  %mul61 = fmul contract float %call.i121, %sub60
  %add.ptr63 = getelementptr inbounds float, ptr %add.ptr51, i64 %idx.ext57
  %arrayidx65 = getelementptr inbounds float, ptr %weight, i64 %idx.ext57
  %22 = load float, ptr %arrayidx65, align 4, !tbaa !9
  %mul66 = fmul contract float %22, %mul61
  %arrayidx68 = getelementptr inbounds float, ptr %bias, i64 %idx.ext57
  %23 = load float, ptr %arrayidx68, align 4, !tbaa !9
  %add69 = fadd contract float %23, %mul66
  store float %add69, ptr %add.ptr63, align 4, !tbaa !9
  %add72 = add i32 %c.0309, 32
  %cmp54 = icmp slt i32 %add72, %C
  br i1 %cmp54, label %for.body56, label %cleanup, !llvm.loop !15

cleanup:                                          ; preds = %for.body56, %if.end48, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z25layernorm_forward_kernel2PfS_S_PKfS1_S1_ii(ptr noalias noundef writeonly captures(none) %out, ptr noalias noundef writeonly captures(address_is_null) %mean, ptr noalias noundef writeonly captures(address_is_null) %rstd, ptr noalias noundef %inp, ptr noalias noundef readonly captures(none) %weight, ptr noalias noundef readonly captures(none) %bias, i32 noundef %N, i32 noundef %C) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %mul.i171 = mul nuw nsw i32 %3, %5
  %mul17.i173 = add nuw nsw i32 %mul.i171, %2
  %add.i174 = mul nuw nsw i32 %mul17.i173, %4
  %add6.i175 = add nuw nsw i32 %add.i174, %1
  %mul.i177 = mul nuw nsw i32 %4, %5
  %mul3.i = mul nuw nsw i32 %mul.i177, %6
  %sub.i = add nuw nsw i32 %mul3.i, 31
  %div1.i110 = lshr i32 %sub.i, 5
  %bf.value9.i = and i32 %div1.i110, 65535
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %bf.value9.i, %7
  %8 = lshr i32 %add6.i175, 5
  %bf.lshr.i = and i32 %8, 65535
  %add = add i32 %mul, %bf.lshr.i
  %cmp.not = icmp slt i32 %add, %N
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %mul6 = mul nsw i32 %C, %add
  %idx.ext = sext i32 %mul6 to i64
  %add.ptr = getelementptr inbounds float, ptr %inp, i64 %idx.ext
  %and.i96 = and i32 %add6.i175, 31
  %cmp8259 = icmp slt i32 %and.i96, %C
  br i1 %cmp8259, label %for.body, label %for.cond.i199.preheader

for.cond.i199.preheader:                          ; preds = %for.body, %if.end
  %sum.0.lcssa = phi float [ 0.000000e+00, %if.end ], [ %add9, %for.body ]
  %sum2.0.lcssa = phi float [ 0.000000e+00, %if.end ], [ %add11, %for.body ]
  %9 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %sum.0.lcssa, i32 16, i32 31)
  %add.i222 = fadd contract float %sum.0.lcssa, %9
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i222, i32 8, i32 31)
  %add.i222.1 = fadd contract float %add.i222, %10
  %11 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i222.1, i32 4, i32 31)
  %add.i222.2 = fadd contract float %add.i222.1, %11
  %12 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i222.2, i32 2, i32 31)
  %add.i222.3 = fadd contract float %add.i222.2, %12
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i222.3, i32 1, i32 31)
  %14 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %sum2.0.lcssa, i32 16, i32 31)
  %add.i223 = fadd contract float %sum2.0.lcssa, %14
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i223, i32 8, i32 31)
  %add.i223.1 = fadd contract float %add.i223, %15
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i223.1, i32 4, i32 31)
  %add.i223.2 = fadd contract float %add.i223.1, %16
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i223.2, i32 2, i32 31)
  %add.i223.3 = fadd contract float %add.i223.2, %17
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %add.i223.3, i32 1, i32 31)
  %add.i223.4 = fadd contract float %add.i223.3, %18
  %add.i222.4 = fadd contract float %add.i222.3, %13
  %conv = sitofp i32 %C to float
  %div = fdiv contract float %add.i222.4, %conv
  %div19 = fdiv contract float %add.i223.4, %conv
  %mul20 = fmul contract float %div, %div
  %sub = fsub contract float %div19, %mul20
  %add21 = fadd contract float %sub, 0x3EE4F8B580000000
  %call.i103 = tail call contract noundef float @__nv_rsqrtf(float noundef %add21) #5
  %cmp24 = icmp eq i32 %and.i96, 0
  %cmp25 = icmp ne ptr %mean, null
  %or.cond = and i1 %cmp25, %cmp24
  br i1 %or.cond, label %if.then26, label %if.end29

for.body:                                         ; preds = %if.end, %for.body
  %i.0262 = phi i32 [ %add13, %for.body ], [ %and.i96, %if.end ]
  %sum2.0261 = phi float [ %add11, %for.body ], [ 0.000000e+00, %if.end ]
  %sum.0260 = phi float [ %add9, %for.body ], [ 0.000000e+00, %if.end ]
  %idxprom = zext nneg i32 %i.0262 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %add.ptr, i64 %idxprom
  %19 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add9 = fadd contract float %sum.0260, %19
  %mul10 = fmul contract float %19, %19
  %add11 = fadd contract float %sum2.0261, %mul10
  %add13 = add nuw nsw i32 %i.0262, 32
  %cmp8 = icmp slt i32 %add13, %C
  br i1 %cmp8, label %for.body, label %for.cond.i199.preheader, !llvm.loop !16

if.then26:                                        ; preds = %for.cond.i199.preheader
  %idx.ext27 = sext i32 %add to i64
  %add.ptr28 = getelementptr inbounds float, ptr %mean, i64 %idx.ext27
  store float %div, ptr %add.ptr28, align 4, !tbaa !9
  br label %if.end29

if.end29:                                         ; preds = %if.then26, %for.cond.i199.preheader
  %cmp33 = icmp ne ptr %rstd, null
  %or.cond65 = and i1 %cmp33, %cmp24
  br i1 %or.cond65, label %if.then34, label %if.end37

if.then34:                                        ; preds = %if.end29
  %idx.ext35 = sext i32 %add to i64
  %add.ptr36 = getelementptr inbounds float, ptr %rstd, i64 %idx.ext35
  store float %call.i103, ptr %add.ptr36, align 4, !tbaa !9
  br label %if.end37

if.end37:                                         ; preds = %if.then34, %if.end29
  %add.ptr40 = getelementptr inbounds float, ptr %out, i64 %idx.ext
  br i1 %cmp8259, label %for.body45, label %cleanup

for.body45:                                       ; preds = %if.end37, %for.body45
  %c.0269 = phi i32 [ %add61, %for.body45 ], [ %and.i96, %if.end37 ]
  %idx.ext46 = sext i32 %c.0269 to i64
  %add.ptr47 = getelementptr inbounds float, ptr %add.ptr, i64 %idx.ext46
  %20 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %add.ptr47) #4, !srcloc !14
  %sub49 = fsub contract float %20, %div
  %mul50 = fmul contract float %call.i103, %sub49
  %add.ptr52 = getelementptr inbounds float, ptr %add.ptr40, i64 %idx.ext46
  %arrayidx54 = getelementptr inbounds float, ptr %weight, i64 %idx.ext46
  %21 = load float, ptr %arrayidx54, align 4, !tbaa !9
  %mul55 = fmul contract float %21, %mul50
  %arrayidx57 = getelementptr inbounds float, ptr %bias, i64 %idx.ext46
  %22 = load float, ptr %arrayidx57, align 4, !tbaa !9
  %add58 = fadd contract float %22, %mul55
  store float %add58, ptr %add.ptr52, align 4, !tbaa !9
  %add61 = add i32 %c.0269, 32
  %cmp43 = icmp slt i32 %add61, %C
  br i1 %cmp43, label %for.body45, label %cleanup, !llvm.loop !17

cleanup:                                          ; preds = %for.body45, %if.end37, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(none) }
attributes #5 = { convergent nounwind }

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
!8 = !{i64 2163521916, i64 2163521920, i64 2163521957, i64 2163521997, i64 2163522058, i64 2163522094, i64 2163522144}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{i64 2155549608}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
