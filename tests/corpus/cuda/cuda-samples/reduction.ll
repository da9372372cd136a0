; ModuleID = 'cuda-samples/reduction.cu'
source_filename = "cuda-samples/reduction.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z7reduce6IfLj256ELb1EEvPT_S1_j = comdat any

$_Z7reduce6IiLj128ELb0EEvPT_S1_j = comdat any

$_Z7reduce6IdLj64ELb0EEvPT_S1_j = comdat any

@__smem_d = external dso_local local_unnamed_addr addrspace(3) global [0 x double], align 8
@__smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7reduce6IfLj256ELb1EEvPT_S1_j(ptr noundef readonly captures(none) %g_idata, ptr noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = shl i32 %2, 9
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = shl i32 %3, 9
  %add = add i32 %mul6, %1
  %cmp142 = icmp ult i32 %add, %n
  br i1 %cmp142, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %if.end
  %i.0144 = phi i32 [ %add15, %if.end ], [ %add, %entry ]
  %mySum.0143 = phi float [ %mySum.1, %if.end ], [ 0.000000e+00, %entry ]
  %idxprom = zext i32 %i.0144 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %g_idata, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !9
  %add8 = fadd contract float %mySum.0143, %4
  %add9 = add i32 %i.0144, 256
  %cmp10 = icmp ult i32 %add9, %n
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %idxprom12 = zext i32 %add9 to i64
  %arrayidx13 = getelementptr inbounds nuw float, ptr %g_idata, i64 %idxprom12
  %5 = load float, ptr %arrayidx13, align 4, !tbaa !9
  %add14 = fadd contract float %add8, %5
  br label %if.end

if.end:                                           ; preds = %if.then, %while.body
  %mySum.1 = phi float [ %add14, %if.then ], [ %add8, %while.body ]
  %add15 = add i32 %i.0144, %mul
  %cmp = icmp ult i32 %add15, %n
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !11

while.end:                                        ; preds = %if.end, %entry
  %mySum.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %mySum.1, %if.end ]
  %idxprom16 = zext nneg i32 %1 to i64
  %arrayidx17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom16
  store float %mySum.0.lcssa, ptr %arrayidx17, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp18 = icmp samesign ult i32 %1, 128
  br i1 %cmp18, label %if.then19, label %if.end26

if.then19:                                        ; preds = %while.end
  %arrayidx22 = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 512
  %6 = load float, ptr %arrayidx22, align 4, !tbaa !9
  %add23 = fadd contract float %mySum.0.lcssa, %6
  store float %add23, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end26

if.end26:                                         ; preds = %if.then19, %while.end
  %mySum.2 = phi float [ %add23, %if.then19 ], [ %mySum.0.lcssa, %while.end ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp27 = icmp samesign ult i32 %1, 64
  br i1 %cmp27, label %if.then28, label %if.end35

if.then28:                                        ; preds = %if.end26
  %arrayidx31 = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 256
  %7 = load float, ptr %arrayidx31, align 4, !tbaa !9
  %add32 = fadd contract float %mySum.2, %7
  store float %add32, ptr %arrayidx17, align 4, !tbaa !9
  br label %if.end35

if.end35:                                         ; preds = %if.then28, %if.end26
  %mySum.3 = phi float [ %add32, %if.then28 ], [ %mySum.2, %if.end26 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul.i.i = mul nuw nsw i32 %9, %11
  %mul17.i.i = add nuw nsw i32 %mul.i.i, %8
  %add.i.i = mul nuw nsw i32 %mul17.i.i, %10
  %add6.i.i = add nuw nsw i32 %add.i.i, %1
  %cmp40 = icmp samesign ult i32 %add6.i.i, 32
  br i1 %cmp40, label %if.then41, label %if.end51

if.then41:                                        ; preds = %if.end35
  %arrayidx44 = getelementptr inbounds nuw i8, ptr %arrayidx17, i64 128
  %12 = load float, ptr %arrayidx44, align 4, !tbaa !9
  %add45 = fadd contract float %mySum.3, %12
  %13 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add45, i32 16, i32 31)
  %add49 = fadd contract float %add45, %13
  %14 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add49, i32 8, i32 31)
  %add49.1 = fadd contract float %add49, %14
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add49.1, i32 4, i32 31)
  %add49.2 = fadd contract float %add49.1, %15
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add49.2, i32 2, i32 31)
  %add49.3 = fadd contract float %add49.2, %16
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add49.3, i32 1, i32 31)
  %add49.4 = fadd contract float %add49.3, %17
  br label %if.end51

if.end51:                                         ; preds = %if.then41, %if.end35
  %mySum.5 = phi float [ %mySum.3, %if.end35 ], [ %add49.4, %if.then41 ]
  %cmp53 = icmp eq i32 %add6.i.i, 0
  br i1 %cmp53, label %if.then54, label %if.end58

if.then54:                                        ; preds = %if.end51
  %idxprom56 = zext nneg i32 %3 to i64
  %arrayidx57 = getelementptr inbounds nuw float, ptr %g_odata, i64 %idxprom56
  store float %mySum.5, ptr %arrayidx57, align 4, !tbaa !9
  br label %if.end58

if.end58:                                         ; preds = %if.then54, %if.end51
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7reduce6IiLj128ELb0EEvPT_S1_j(ptr noundef readonly captures(none) %g_idata, ptr noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = shl i32 %2, 7
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul5 = shl i32 %3, 7
  %add = add i32 %mul5, %1
  %cmp113 = icmp ult i32 %add, %n
  br i1 %cmp113, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %i.0115 = phi i32 [ %add8, %while.body ], [ %add, %entry ]
  %mySum.0114 = phi i32 [ %add7, %while.body ], [ 0, %entry ]
  %idxprom = zext i32 %i.0115 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %g_idata, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %add7 = add nsw i32 %4, %mySum.0114
  %add8 = add i32 %i.0115, %mul
  %cmp = icmp ult i32 %add8, %n
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !13

while.end:                                        ; preds = %while.body, %entry
  %mySum.0.lcssa = phi i32 [ 0, %entry ], [ %add7, %while.body ]
  %idxprom9 = zext nneg i32 %1 to i64
  %arrayidx10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @__smem to ptr), i64 %idxprom9
  store i32 %mySum.0.lcssa, ptr %arrayidx10, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %cmp11 = icmp samesign ult i32 %1, 64
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx14 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 256
  %5 = load i32, ptr %arrayidx14, align 4, !tbaa !4
  %add15 = add nsw i32 %5, %mySum.0.lcssa
  store i32 %add15, ptr %arrayidx10, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  %mySum.1 = phi i32 [ %add15, %if.then ], [ %mySum.0.lcssa, %while.end ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul.i.i = mul nuw nsw i32 %7, %9
  %mul17.i.i = add nuw nsw i32 %mul.i.i, %6
  %add.i.i = mul nuw nsw i32 %mul17.i.i, %8
  %add6.i.i = add nuw nsw i32 %add.i.i, %1
  %cmp22 = icmp samesign ult i32 %add6.i.i, 32
  br i1 %cmp22, label %if.then23, label %if.end33

if.then23:                                        ; preds = %if.end
  %arrayidx26 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 128
  %10 = load i32, ptr %arrayidx26, align 4, !tbaa !4
  %add27 = add nsw i32 %10, %mySum.1
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add27, i32 16, i32 31)
  %add31 = add nsw i32 %11, %add27
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add31, i32 8, i32 31)
  %add31.1 = add nsw i32 %12, %add31
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add31.1, i32 4, i32 31)
  %add31.2 = add nsw i32 %13, %add31.1
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add31.2, i32 2, i32 31)
  %add31.3 = add nsw i32 %14, %add31.2
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %add31.3, i32 1, i32 31)
  %add31.4 = add nsw i32 %15, %add31.3
  br label %if.end33

if.end33:                                         ; preds = %if.then23, %if.end
  %mySum.3 = phi i32 [ %mySum.1, %if.end ], [ %add31.4, %if.then23 ]
  %cmp35 = icmp eq i32 %add6.i.i, 0
  br i1 %cmp35, label %if.then36, label %if.end40

if.then36:                                        ; preds = %if.end33
  %idxprom38 = zext nneg i32 %3 to i64
  %arrayidx39 = getelementptr inbounds nuw i32, ptr %g_odata, i64 %idxprom38
  store i32 %mySum.3, ptr %arrayidx39, align 4, !tbaa !4
  br label %if.end40

if.end40:                                         ; preds = %if.then36, %if.end33
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7reduce6IdLj64ELb0EEvPT_S1_j(ptr noundef readonly captures(none) %g_idata, ptr noundef writeonly captures(none) %g_odata, i32 noundef %n) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !8
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = shl i32 %2, 6
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul5 = shl i32 %3, 6
  %add = add i32 %mul5, %1
  %cmp98 = icmp ult i32 %add, %n
  br i1 %cmp98, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %i.0100 = phi i32 [ %add8, %while.body ], [ %add, %entry ]
  %mySum.099 = phi double [ %add7, %while.body ], [ 0.000000e+00, %entry ]
  %idxprom = zext i32 %i.0100 to i64
  %arrayidx = getelementptr inbounds nuw double, ptr %g_idata, i64 %idxprom
  %4 = load double, ptr %arrayidx, align 8, !tbaa !14
  %add7 = fadd contract double %mySum.099, %4
  %add8 = add i32 %i.0100, %mul
  %cmp = icmp ult i32 %add8, %n
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !16

while.end:                                        ; preds = %while.body, %entry
  %mySum.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add7, %while.body ]
  %idxprom9 = zext nneg i32 %1 to i64
  %arrayidx10 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @__smem_d to ptr), i64 %idxprom9
  store double %mySum.0.lcssa, ptr %arrayidx10, align 8, !tbaa !14
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul.i.i = mul nuw nsw i32 %6, %8
  %mul17.i.i = add nuw nsw i32 %mul.i.i, %5
  %add.i.i = mul nuw nsw i32 %mul17.i.i, %7
  %add6.i.i = add nuw nsw i32 %add.i.i, %1
  %cmp15 = icmp samesign ult i32 %add6.i.i, 32
  br i1 %cmp15, label %if.then, label %if.end

if.then:                                          ; preds = %while.end
  %arrayidx18 = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 256
  %9 = load double, ptr %arrayidx18, align 8, !tbaa !14
  %add19 = fadd contract double %mySum.0.lcssa, %9
  %10 = bitcast double %add19 to i64
  %__tmp.sroa.0.0.extract.trunc.i.i = trunc i64 %10 to i32
  %__tmp.sroa.6.0.extract.shift.i.i = lshr i64 %10, 32
  %__tmp.sroa.6.0.extract.trunc.i.i = trunc nuw i64 %__tmp.sroa.6.0.extract.shift.i.i to i32
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.0.0.extract.trunc.i.i, i32 16, i32 31)
  %12 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.6.0.extract.trunc.i.i, i32 16, i32 31)
  %__tmp.sroa.6.0.insert.ext.i.i = zext i32 %12 to i64
  %__tmp.sroa.6.0.insert.shift.i.i = shl nuw i64 %__tmp.sroa.6.0.insert.ext.i.i, 32
  %__tmp.sroa.0.0.insert.ext.i.i = zext i32 %11 to i64
  %__tmp.sroa.0.0.insert.insert.i.i = or disjoint i64 %__tmp.sroa.6.0.insert.shift.i.i, %__tmp.sroa.0.0.insert.ext.i.i
  %13 = bitcast i64 %__tmp.sroa.0.0.insert.insert.i.i to double
  %add23 = fadd contract double %add19, %13
  %14 = bitcast double %add23 to i64
  %__tmp.sroa.0.0.extract.trunc.i.i.1 = trunc i64 %14 to i32
  %__tmp.sroa.6.0.extract.shift.i.i.1 = lshr i64 %14, 32
  %__tmp.sroa.6.0.extract.trunc.i.i.1 = trunc nuw i64 %__tmp.sroa.6.0.extract.shift.i.i.1 to i32
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.0.0.extract.trunc.i.i.1, i32 8, i32 31)
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.6.0.extract.trunc.i.i.1, i32 8, i32 31)
  %__tmp.sroa.6.0.insert.ext.i.i.1 = zext i32 %16 to i64
  %__tmp.sroa.6.0.insert.shift.i.i.1 = shl nuw i64 %__tmp.sroa.6.0.insert.ext.i.i.1, 32
  %__tmp.sroa.0.0.insert.ext.i.i.1 = zext i32 %15 to i64
  %__tmp.sroa.0.0.insert.insert.i.i.1 = or disjoint i64 %__tmp.sroa.6.0.insert.shift.i.i.1, %__tmp.sroa.0.0.insert.ext.i.i.1
  %17 = bitcast i64 %__tmp.sroa.0.0.insert.insert.i.i.1 to double
  %add23.1 = fadd contract double %add23, %17
  %18 = bitcast double %add23.1 to i64
  %__tmp.sroa.0.0.extract.trunc.i.i.2 = trunc i64 %18 to i32
  %__tmp.sroa.6.0.extract.shift.i.i.2 = lshr i64 %18, 32
  %__tmp.sroa.6.0.extract.trunc.i.i.2 = trunc nuw i64 %__tmp.sroa.6.0.extract.shift.i.i.2 to i32
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.0.0.extract.trunc.i.i.2, i32 4, i32 31)
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.6.0.extract.trunc.i.i.2, i32 4, i32 31)
  %__tmp.sroa.6.0.insert.ext.i.i.2 = zext i32 %20 to i64
  %__tmp.sroa.6.0.insert.shift.i.i.2 = shl nuw i64 %__tmp.sroa.6.0.insert.ext.i.i.2, 32
  %__tmp.sroa.0.0.insert.ext.i.i.2 = zext i32 %19 to i64
  %__tmp.sroa.0.0.insert.insert.i.i.2 = or disjoint i64 %__tmp.sroa.6.0.insert.shift.i.i.2, %__tmp.sroa.0.0.insert.ext.i.i.2
  %21 = bitcast i64 %__tmp.sroa.0.0.insert.insert.i.i.2 to double
  %add23.2 = fadd contract double %add23.1, %21
  %22 = bitcast double %add23.2 to i64
  %__tmp.sroa.0.0.extract.trunc.i.i.3 = trunc i64 %22 to i32
  %__tmp.sroa.6.0.extract.shift.i.i.3 = lshr i64 %22, 32
  %__tmp.sroa.6.0.extract.trunc.i.i.3 = trunc nuw i64 %__tmp.sroa.6.0.extract.shift.i.i.3 to i32
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.0.0.extract.trunc.i.i.3, i32 2, i32 31)
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.6.0.extract.trunc.i.i.3, i32 2, i32 31)
  %__tmp.sroa.6.0.insert.ext.i.i.3 = zext i32 %24 to i64
  %__tmp.sroa.6.0.insert.shift.i.i.3 = shl nuw i64 %__tmp.sroa.6.0.insert.ext.i.i.3, 32
  %__tmp.sroa.0.0.insert.ext.i.i.3 = zext i32 %23 to i64
  %__tmp.sroa.0.0.insert.insert.i.i.3 = or disjoint i64 %__tmp.sroa.6.0.insert.shift.i.i.3, %__tmp.sroa.0.0.insert.ext.i.i.3
  %25 = bitcast i64 %__tmp.sroa.0.0.insert.insert.i.i.3 to double
  %add23.3 = fadd contract double %add23.2, %25
  %26 = bitcast double %add23.3 to i64
  %__tmp.sroa.0.0.extract.trunc.i.i.4 = trunc i64 %26 to i32
  %__tmp.sroa.6.0.extract.shift.i.i.4 = lshr i64 %26, 32
  %__tmp.sroa.6.0.extract.trunc.i.i.4 = trunc nuw i64 %__tmp.sroa.6.0.extract.shift.i.i.4 to i32
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.0.0.extract.trunc.i.i.4, i32 1, i32 31)
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %__tmp.sroa.6.0.extract.trunc.i.i.4, i32 1, i32 31)
  %__tmp.sroa.6.0.insert.ext.i.i.4 = zext i32 %28 to i64
  %__tmp.sroa.6.0.insert.shift.i.i.4 = shl nuw i64 %__tmp.sroa.6.0.insert.ext.i.i.4, 32
  %__tmp.sroa.0.0.insert.ext.i.i.4 = zext i32 %27 to i64
  %__tmp.sroa.0.0.insert.insert.i.i.4 = or disjoint i64 %__tmp.sroa.6.0.insert.shift.i.i.4, %__tmp.sroa.0.0.insert.ext.i.i.4
  %29 = bitcast i64 %__tmp.sroa.0.0.insert.insert.i.i.4 to double
  %add23.4 = fadd contract double %add23.3, %29
  br label %if.end

if.end:                                           ; preds = %if.then, %while.end
  %mySum.2 = phi double [ %mySum.0.lcssa, %while.end ], [ %add23.4, %if.then ]
  %cmp26 = icmp eq i32 %add6.i.i, 0
  br i1 %cmp26, label %if.then27, label %if.end31

if.then27:                                        ; preds = %if.end
  %idxprom29 = zext nneg i32 %3 to i64
  %arrayidx30 = getelementptr inbounds nuw double, ptr %g_odata, i64 %idxprom29
  store double %mySum.2, ptr %arrayidx30, align 8, !tbaa !14
  br label %if.end31

if.end31:                                         ; preds = %if.then27, %if.end
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(none) }

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
!8 = !{i64 2163514760, i64 2163514764, i64 2163514801, i64 2163514841, i64 2163514902, i64 2163514938, i64 2163514988}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = distinct !{!16, !12}
