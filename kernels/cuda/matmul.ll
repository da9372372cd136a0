; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6a_tile = comdat any

$_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6b_tile = comdat any

@_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6a_tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6b_tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @matmul_tiled32(ptr noundef writeonly captures(none) %c, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, i32 noundef %width) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul.i = shl i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add.i = add i32 %mul.i, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul3.i = shl nuw nsw i32 %2, 5
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add5.i = add nuw nsw i32 %mul3.i, %3
  %cmp.i3 = icmp sgt i32 %width, 0
  br i1 %cmp.i3, label %for.body.i.lr.ph, label %for.cond.cleanup.i

for.body.i.lr.ph:                                 ; preds = %entry
  %cmp10.i = icmp samesign ult i32 %add5.i, %width
  %mul12.i = mul nuw nsw i32 %width, %add5.i
  %idxprom15.i = zext nneg i32 %3 to i64
  %arrayidx16.i = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6a_tile to ptr), i64 %idxprom15.i
  %idxprom18.i = zext nneg i32 %1 to i64
  %arrayidx19.i = getelementptr inbounds nuw float, ptr %arrayidx16.i, i64 %idxprom18.i
  %cmp22.i = icmp slt i32 %add.i, %width
  %arrayidx33.i = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6b_tile to ptr), i64 %idxprom15.i
  %arrayidx36.i = getelementptr inbounds nuw float, ptr %arrayidx33.i, i64 %idxprom18.i
  %invariant.gep = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulILi32EEvPfPKfS2_iE6b_tile to ptr), i64 %idxprom18.i
  %arrayidx45.i.1 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 4
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 128
  %arrayidx45.i.2 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 8
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %arrayidx45.i.3 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 12
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 384
  %arrayidx45.i.4 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 16
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %arrayidx45.i.5 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 20
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 640
  %arrayidx45.i.6 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 24
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %arrayidx45.i.7 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 28
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 896
  %arrayidx45.i.8 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 32
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1024
  %arrayidx45.i.9 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 36
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1152
  %arrayidx45.i.10 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 40
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1280
  %arrayidx45.i.11 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 44
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1408
  %arrayidx45.i.12 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 48
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1536
  %arrayidx45.i.13 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 52
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1664
  %arrayidx45.i.14 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 56
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1792
  %arrayidx45.i.15 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 60
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1920
  %arrayidx45.i.16 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 64
  %gep.16 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2048
  %arrayidx45.i.17 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 68
  %gep.17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2176
  %arrayidx45.i.18 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 72
  %gep.18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2304
  %arrayidx45.i.19 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 76
  %gep.19 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2432
  %arrayidx45.i.20 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 80
  %gep.20 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2560
  %arrayidx45.i.21 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 84
  %gep.21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2688
  %arrayidx45.i.22 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 88
  %gep.22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2816
  %arrayidx45.i.23 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 92
  %gep.23 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2944
  %arrayidx45.i.24 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 96
  %gep.24 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3072
  %arrayidx45.i.25 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 100
  %gep.25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3200
  %arrayidx45.i.26 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 104
  %gep.26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3328
  %arrayidx45.i.27 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 108
  %gep.27 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3456
  %arrayidx45.i.28 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 112
  %gep.28 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3584
  %arrayidx45.i.29 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 116
  %gep.29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3712
  %arrayidx45.i.30 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 120
  %gep.30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3840
  %arrayidx45.i.31 = getelementptr inbounds nuw i8, ptr %arrayidx16.i, i64 124
  %gep.31 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3968
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cond.end29.i, %entry
  %sum.0.i.lcssa = phi float [ 0.000000e+00, %entry ], [ %add52.i.31, %cond.end29.i ]
  %cmp56.i = icmp slt i32 %add5.i, %width
  %cmp58.i = icmp slt i32 %add.i, %width
  %or.cond88.i = and i1 %cmp56.i, %cmp58.i
  br i1 %or.cond88.i, label %if.then.i, label %_Z12tiled_matmulILi32EEvPfPKfS2_i.exit

for.body.i:                                       ; preds = %for.body.i.lr.ph, %cond.end29.i
  %sum.0.i5 = phi float [ 0.000000e+00, %for.body.i.lr.ph ], [ %add52.i.31, %cond.end29.i ]
  %base.0.i4 = phi i32 [ 0, %for.body.i.lr.ph ], [ %add54.i, %cond.end29.i ]
  %add7.i = add nuw i32 %base.0.i4, %1
  %add9.i = add nuw i32 %base.0.i4, %3
  %cmp11.i = icmp slt i32 %add7.i, %width
  %or.cond.i = and i1 %cmp10.i, %cmp11.i
  br i1 %or.cond.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %for.body.i
  %add13.i = add nsw i32 %add7.i, %mul12.i
  %idxprom.i = sext i32 %add13.i to i64
  %arrayidx.i = getelementptr inbounds float, ptr %a, i64 %idxprom.i
  %4 = load float, ptr %arrayidx.i, align 4, !tbaa !8
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %for.body.i
  %cond.i = phi contract float [ %4, %cond.true.i ], [ 0.000000e+00, %for.body.i ]
  store float %cond.i, ptr %arrayidx19.i, align 4, !tbaa !8
  %cmp20.i = icmp slt i32 %add9.i, %width
  %or.cond87.i = and i1 %cmp22.i, %cmp20.i
  br i1 %or.cond87.i, label %cond.true23.i, label %cond.end29.i

cond.true23.i:                                    ; preds = %cond.end.i
  %mul24.i = mul nsw i32 %add9.i, %width
  %add25.i = add nsw i32 %mul24.i, %add.i
  %idxprom26.i = sext i32 %add25.i to i64
  %arrayidx27.i = getelementptr inbounds float, ptr %b, i64 %idxprom26.i
  %5 = load float, ptr %arrayidx27.i, align 4, !tbaa !8
  br label %cond.end29.i

cond.end29.i:                                     ; preds = %cond.true23.i, %cond.end.i
  %cond30.i = phi contract float [ %5, %cond.true23.i ], [ 0.000000e+00, %cond.end.i ]
  store float %cond30.i, ptr %arrayidx36.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = load float, ptr %arrayidx16.i, align 4, !tbaa !8
  %7 = load float, ptr %invariant.gep, align 4, !tbaa !8
  %mul51.i = fmul contract float %6, %7
  %add52.i = fadd contract float %sum.0.i5, %mul51.i
  %8 = load float, ptr %arrayidx45.i.1, align 4, !tbaa !8
  %9 = load float, ptr %gep.1, align 4, !tbaa !8
  %mul51.i.1 = fmul contract float %8, %9
  %add52.i.1 = fadd contract float %add52.i, %mul51.i.1
  %10 = load float, ptr %arrayidx45.i.2, align 4, !tbaa !8
  %11 = load float, ptr %gep.2, align 4, !tbaa !8
  %mul51.i.2 = fmul contract float %10, %11
  %add52.i.2 = fadd contract float %add52.i.1, %mul51.i.2
  %12 = load float, ptr %arrayidx45.i.3, align 4, !tbaa !8
  %13 = load float, ptr %gep.3, align 4, !tbaa !8
  %mul51.i.3 = fmul contract float %12, %13
  %add52.i.3 = fadd contract float %add52.i.2, %mul51.i.3
  %14 = load float, ptr %arrayidx45.i.4, align 4, !tbaa !8
  %15 = load float, ptr %gep.4, align 4, !tbaa !8
  %mul51.i.4 = fmul contract float %14, %15
  %add52.i.4 = fadd contract float %add52.i.3, %mul51.i.4
  %16 = load float, ptr %arrayidx45.i.5, align 4, !tbaa !8
  %17 = load float, ptr %gep.5, align 4, !tbaa !8
  %mul51.i.5 = fmul contract float %16, %17
  %add52.i.5 = fadd contract float %add52.i.4, %mul51.i.5
  %18 = load float, ptr %arrayidx45.i.6, align 4, !tbaa !8
  %19 = load float, ptr %gep.6, align 4, !tbaa !8
  %mul51.i.6 = fmul contract float %18, %19
  %add52.i.6 = fadd contract float %add52.i.5, %mul51.i.6
  %20 = load float, ptr %arrayidx45.i.7, align 4, !tbaa !8
  %21 = load float, ptr %gep.7, align 4, !tbaa !8
  %mul51.i.7 = fmul contract float %20, %21
  %add52.i.7 = fadd contract float %add52.i.6, %mul51.i.7
  %22 = load float, ptr %arrayidx45.i.8, align 4, !tbaa !8
  %23 = load float, ptr %gep.8, align 4, !tbaa !8
  %mul51.i.8 = fmul contract float %22, %23
  %add52.i.8 = fadd contract float %add52.i.7, %mul51.i.8
  %24 = load float, ptr %arrayidx45.i.9, align 4, !tbaa !8
  %25 = load float, ptr %gep.9, align 4, !tbaa !8
  %mul51.i.9 = fmul contract float %24, %25
  %add52.i.9 = fadd contract float %add52.i.8, %mul51.i.9
  %26 = load float, ptr %arrayidx45.i.10, align 4, !tbaa !8
  %27 = load float, ptr %gep.10, align 4, !tbaa !8
  %mul51.i.10 = fmul contract float %26, %27
  %add52.i.10 = fadd contract float %add52.i.9, %mul51.i.10
  %28 = load float, ptr %arrayidx45.i.11, align 4, !tbaa !8
  %29 = load float, ptr %gep.11, align 4, !tbaa !8
  %mul51.i.11 = fmul contract float %28, %29
  %add52.i.11 = fadd contract float %add52.i.10, %mul51.i.11
  %30 = load float, ptr %arrayidx45.i.12, align 4, !tbaa !8
  %31 = load float, ptr %gep.12, align 4, !tbaa !8
  %mul51.i.12 = fmul contract float %30, %31
  %add52.i.12 = fadd contract float %add52.i.11, %mul51.i.12
  %32 = load float, ptr %arrayidx45.i.13, align 4, !tbaa !8
  %33 = load float, ptr %gep.13, align 4, !tbaa !8
  %mul51.i.13 = fmul contract float %32, %33
  %add52.i.13 = fadd contract float %add52.i.12, %mul51.i.13
  %34 = load float, ptr %arrayidx45.i.14, align 4, !tbaa !8
  %35 = load float, ptr %gep.14, align 4, !tbaa !8
  %mul51.i.14 = fmul contract float %34, %35
  %add52.i.14 = fadd contract float %add52.i.13, %mul51.i.14
  %36 = load float, ptr %arrayidx45.i.15, align 4, !tbaa !8
  %37 = load float, ptr %gep.15, align 4, !tbaa !8
  %mul51.i.15 = fmul contract float %36, %37
  %add52.i.15 = fadd contract float %add52.i.14, %mul51.i.15
  %38 = load float, ptr %arrayidx45.i.16, align 4, !tbaa !8
  %39 = load float, ptr %gep.16, align 4, !tbaa !8
  %mul51.i.16 = fmul contract float %38, %39
  %add52.i.16 = fadd contract float %add52.i.15, %mul51.i.16
  %40 = load float, ptr %arrayidx45.i.17, align 4, !tbaa !8
  %41 = load float, ptr %gep.17, align 4, !tbaa !8
  %mul51.i.17 = fmul contract float %40, %41
  %add52.i.17 = fadd contract float %add52.i.16, %mul51.i.17
  %42 = load float, ptr %arrayidx45.i.18, align 4, !tbaa !8
  %43 = load float, ptr %gep.18, align 4, !tbaa !8
  %mul51.i.18 = fmul contract float %42, %43
  %add52.i.18 = fadd contract float %add52.i.17, %mul51.i.18
  %44 = load float, ptr %arrayidx45.i.19, align 4, !tbaa !8
  %45 = load float, ptr %gep.19, align 4, !tbaa !8
  %mul51.i.19 = fmul contract float %44, %45
  %add52.i.19 = fadd contract float %add52.i.18, %mul51.i.19
  %46 = load float, ptr %arrayidx45.i.20, align 4, !tbaa !8
  %47 = load float, ptr %gep.20, align 4, !tbaa !8
  %mul51.i.20 = fmul contract float %46, %47
  %add52.i.20 = fadd contract float %add52.i.19, %mul51.i.20
  %48 = load float, ptr %arrayidx45.i.21, align 4, !tbaa !8
  %49 = load float, ptr %gep.21, align 4, !tbaa !8
  %mul51.i.21 = fmul contract float %48, %49
  %add52.i.21 = fadd contract float %add52.i.20, %mul51.i.21
  %50 = load float, ptr %arrayidx45.i.22, align 4, !tbaa !8
  %51 = load float, ptr %gep.22, align 4, !tbaa !8
  %mul51.i.22 = fmul contract float %50, %51
  %add52.i.22 = fadd contract float %add52.i.21, %mul51.i.22
  %52 = load float, ptr %arrayidx45.i.23, align 4, !tbaa !8
  %53 = load float, ptr %gep.23, align 4, !tbaa !8
  %mul51.i.23 = fmul contract float %52, %53
  %add52.i.23 = fadd contract float %add52.i.22, %mul51.i.23
  %54 = load float, ptr %arrayidx45.i.24, align 4, !tbaa !8
  %55 = load float, ptr %gep.24, align 4, !tbaa !8
  %mul51.i.24 = fmul contract float %54, %55
  %add52.i.24 = fadd contract float %add52.i.23, %mul51.i.24
  %56 = load float, ptr %arrayidx45.i.25, align 4, !tbaa !8
  %57 = load float, ptr %gep.25, align 4, !tbaa !8
  %mul51.i.25 = fmul contract float %56, %57
  %add52.i.25 = fadd contract float %add52.i.24, %mul51.i.25
  %58 = load float, ptr %arrayidx45.i.26, align 4, !tbaa !8
  %59 = load float, ptr %gep.26, align 4, !tbaa !8
  %mul51.i.26 = fmul contract float %58, %59
  %add52.i.26 = fadd contract float %add52.i.25, %mul51.i.26
  %60 = load float, ptr %arrayidx45.i.27, align 4, !tbaa !8
  %61 = load float, ptr %gep.27, align 4, !tbaa !8
  %mul51.i.27 = fmul contract float %60, %61
  %add52.i.27 = fadd contract float %add52.i.26, %mul51.i.27
  %62 = load float, ptr %arrayidx45.i.28, align 4, !tbaa !8
  %63 = load float, ptr %gep.28, align 4, !tbaa !8
  %mul51.i.28 = fmul contract float %62, %63
  %add52.i.28 = fadd contract float %add52.i.27, %mul51.i.28
  %64 = load float, ptr %arrayidx45.i.29, align 4, !tbaa !8
  %65 = load float, ptr %gep.29, align 4, !tbaa !8
  %mul51.i.29 = fmul contract float %64, %65
  %add52.i.29 = fadd contract float %add52.i.28, %mul51.i.29
  %66 = load float, ptr %arrayidx45.i.30, align 4, !tbaa !8
  %67 = load float, ptr %gep.30, align 4, !tbaa !8
  %mul51.i.30 = fmul contract float %66, %67
  %add52.i.30 = fadd contract float %add52.i.29, %mul51.i.30
  %68 = load float, ptr %arrayidx45.i.31, align 4, !tbaa !8
  %69 = load float, ptr %gep.31, align 4, !tbaa !8
  %mul51.i.31 = fmul contract float %68, %69
  %add52.i.31 = fadd contract float %add52.i.30, %mul51.i.31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add54.i = add nuw nsw i32 %base.0.i4, 32
  %cmp.i = icmp slt i32 %add54.i, %width
  br i1 %cmp.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !10

if.then.i:                                        ; preds = %for.cond.cleanup.i
  %mul59.i = mul nsw i32 %width, %add5.i
  %add60.i = add nsw i32 %mul59.i, %add.i
  %idxprom61.i = sext i32 %add60.i to i64
  %arrayidx62.i = getelementptr inbounds float, ptr %c, i64 %idxprom61.i
  store float %sum.0.i.lcssa, ptr %arrayidx62.i, align 4, !tbaa !8
  br label %_Z12tiled_matmulILi32EEvPfPKfS2_i.exit

_Z12tiled_matmulILi32EEvPfPKfS2_i.exit:           ; preds = %for.cond.cleanup.i, %if.then.i
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
