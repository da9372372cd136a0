; ModuleID = 'shoc_parboil/parboil_sgemm.cu'
source_filename = "shoc_parboil/parboil_sgemm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9mysgemmNTPKfiS0_iPfiiffE3b_s = internal unnamed_addr addrspace(3) global [8 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9mysgemmNTPKfiS0_iPfiiff(ptr noundef readonly captures(none) %A, i32 noundef %lda, ptr noundef readonly captures(none) %B, i32 noundef %ldb, ptr noundef captures(none) %C, i32 noundef %ldc, i32 noundef %k, float noundef %alpha, float noundef %beta) local_unnamed_addr #0 {
entry:
  %c = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %c) #5
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %c, i64 4
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %c, i64 8
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %c, i64 12
  %arrayidx.4 = getelementptr inbounds nuw i8, ptr %c, i64 16
  %arrayidx.5 = getelementptr inbounds nuw i8, ptr %c, i64 20
  %arrayidx.6 = getelementptr inbounds nuw i8, ptr %c, i64 24
  %arrayidx.7 = getelementptr inbounds nuw i8, ptr %c, i64 28
  %arrayidx.8 = getelementptr inbounds nuw i8, ptr %c, i64 32
  %arrayidx.9 = getelementptr inbounds nuw i8, ptr %c, i64 36
  %arrayidx.10 = getelementptr inbounds nuw i8, ptr %c, i64 40
  %arrayidx.11 = getelementptr inbounds nuw i8, ptr %c, i64 44
  %arrayidx.12 = getelementptr inbounds nuw i8, ptr %c, i64 48
  %arrayidx.13 = getelementptr inbounds nuw i8, ptr %c, i64 52
  %arrayidx.14 = getelementptr inbounds nuw i8, ptr %c, i64 56
  %arrayidx.15 = getelementptr inbounds nuw i8, ptr %c, i64 60
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul nuw nsw i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = shl i32 %3, 7
  %add5 = add i32 %add, %mul4
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul7 = shl nuw nsw i32 %4, 4
  %add9 = add nuw nsw i32 %mul7, %2
  %cmp12105 = icmp sgt i32 %k, 0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %c, i8 0, i64 64, i1 false)
  br i1 %cmp12105, label %for.body14.lr.ph, label %for.body65.preheader

for.body65.preheader:                             ; preds = %for.cond.cleanup13.loopexit, %entry
  br label %for.body65

for.body14.lr.ph:                                 ; preds = %entry
  %idxprom22 = zext nneg i32 %0 to i64
  %arrayidx23 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9mysgemmNTPKfiS0_iPfiiffE3b_s to ptr), i64 %idxprom22
  %idxprom25 = zext nneg i32 %2 to i64
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx23, i64 %idxprom25
  br label %for.body14

for.cond.cleanup13.loopexit:                      ; preds = %for.cond.cleanup29
  store float %add47, ptr %c, align 4
  store float %add47.1, ptr %arrayidx.1, align 4
  store float %add47.2, ptr %arrayidx.2, align 4
  store float %add47.3, ptr %arrayidx.3, align 4
  store float %add47.4, ptr %arrayidx.4, align 4
  store float %add47.5, ptr %arrayidx.5, align 4
  store float %add47.6, ptr %arrayidx.6, align 4
  store float %add47.7, ptr %arrayidx.7, align 4
  store float %add47.8, ptr %arrayidx.8, align 4
  store float %add47.9, ptr %arrayidx.9, align 4
  store float %add47.10, ptr %arrayidx.10, align 4
  store float %add47.11, ptr %arrayidx.11, align 4
  store float %add47.12, ptr %arrayidx.12, align 4
  store float %add47.13, ptr %arrayidx.13, align 4
  store float %add47.14, ptr %arrayidx.14, align 4
  store float %add47.15, ptr %arrayidx.15, align 4
  br label %for.body65.preheader

for.body14:                                       ; preds = %for.body14.lr.ph, %for.cond.cleanup29
  %5 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.15, %for.cond.cleanup29 ]
  %6 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.14, %for.cond.cleanup29 ]
  %7 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.13, %for.cond.cleanup29 ]
  %8 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.12, %for.cond.cleanup29 ]
  %9 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.11, %for.cond.cleanup29 ]
  %10 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.10, %for.cond.cleanup29 ]
  %11 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.9, %for.cond.cleanup29 ]
  %12 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.8, %for.cond.cleanup29 ]
  %13 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.7, %for.cond.cleanup29 ]
  %14 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.6, %for.cond.cleanup29 ]
  %15 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.5, %for.cond.cleanup29 ]
  %16 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.4, %for.cond.cleanup29 ]
  %17 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.3, %for.cond.cleanup29 ]
  %18 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.2, %for.cond.cleanup29 ]
  %19 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47.1, %for.cond.cleanup29 ]
  %20 = phi float [ 0.000000e+00, %for.body14.lr.ph ], [ %add47, %for.cond.cleanup29 ]
  %i10.0106 = phi i32 [ 0, %for.body14.lr.ph ], [ %add55, %for.cond.cleanup29 ]
  %add16 = add nuw i32 %i10.0106, %0
  %mul17 = mul i32 %add16, %ldb
  %add18 = add i32 %add9, %mul17
  %idxprom19 = zext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds nuw float, ptr %B, i64 %idxprom19
  %21 = load float, ptr %arrayidx20, align 4, !tbaa !8
  store float %21, ptr %arrayidx26, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body30

for.cond.cleanup29:                               ; preds = %for.body30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %add55 = add nuw nsw i32 %i10.0106, 8
  %cmp12 = icmp slt i32 %add55, %k
  br i1 %cmp12, label %for.body14, label %for.cond.cleanup13.loopexit, !llvm.loop !10

for.body30:                                       ; preds = %for.body14, %for.body30
  %22 = phi float [ %5, %for.body14 ], [ %add47.15, %for.body30 ]
  %23 = phi float [ %6, %for.body14 ], [ %add47.14, %for.body30 ]
  %24 = phi float [ %7, %for.body14 ], [ %add47.13, %for.body30 ]
  %25 = phi float [ %8, %for.body14 ], [ %add47.12, %for.body30 ]
  %26 = phi float [ %9, %for.body14 ], [ %add47.11, %for.body30 ]
  %27 = phi float [ %10, %for.body14 ], [ %add47.10, %for.body30 ]
  %28 = phi float [ %11, %for.body14 ], [ %add47.9, %for.body30 ]
  %29 = phi float [ %12, %for.body14 ], [ %add47.8, %for.body30 ]
  %30 = phi float [ %13, %for.body14 ], [ %add47.7, %for.body30 ]
  %31 = phi float [ %14, %for.body14 ], [ %add47.6, %for.body30 ]
  %32 = phi float [ %15, %for.body14 ], [ %add47.5, %for.body30 ]
  %33 = phi float [ %16, %for.body14 ], [ %add47.4, %for.body30 ]
  %34 = phi float [ %17, %for.body14 ], [ %add47.3, %for.body30 ]
  %35 = phi float [ %18, %for.body14 ], [ %add47.2, %for.body30 ]
  %36 = phi float [ %19, %for.body14 ], [ %add47.1, %for.body30 ]
  %37 = phi float [ %20, %for.body14 ], [ %add47, %for.body30 ]
  %j.0104 = phi i32 [ 0, %for.body14 ], [ %inc52, %for.body30 ]
  %add31 = add nuw nsw i32 %j.0104, %i10.0106
  %mul32 = mul nsw i32 %add31, %lda
  %add33 = add nsw i32 %mul32, %add5
  %idxprom34 = sext i32 %add33 to i64
  %arrayidx35 = getelementptr inbounds float, ptr %A, i64 %idxprom34
  %38 = load float, ptr %arrayidx35, align 4, !tbaa !8
  %idxprom40 = zext nneg i32 %j.0104 to i64
  %arrayidx41 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9mysgemmNTPKfiS0_iPfiiffE3b_s to ptr), i64 %idxprom40
  %39 = load float, ptr %arrayidx41, align 4, !tbaa !8
  %mul44 = fmul contract float %38, %39
  %add47 = fadd contract float %37, %mul44
  %arrayidx43.1 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 4
  %40 = load float, ptr %arrayidx43.1, align 4, !tbaa !8
  %mul44.1 = fmul contract float %38, %40
  %add47.1 = fadd contract float %36, %mul44.1
  %arrayidx43.2 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 8
  %41 = load float, ptr %arrayidx43.2, align 4, !tbaa !8
  %mul44.2 = fmul contract float %38, %41
  %add47.2 = fadd contract float %35, %mul44.2
  %arrayidx43.3 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 12
  %42 = load float, ptr %arrayidx43.3, align 4, !tbaa !8
  %mul44.3 = fmul contract float %38, %42
  %add47.3 = fadd contract float %34, %mul44.3
  %arrayidx43.4 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 16
  %43 = load float, ptr %arrayidx43.4, align 4, !tbaa !8
  %mul44.4 = fmul contract float %38, %43
  %add47.4 = fadd contract float %33, %mul44.4
  %arrayidx43.5 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 20
  %44 = load float, ptr %arrayidx43.5, align 4, !tbaa !8
  %mul44.5 = fmul contract float %38, %44
  %add47.5 = fadd contract float %32, %mul44.5
  %arrayidx43.6 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 24
  %45 = load float, ptr %arrayidx43.6, align 4, !tbaa !8
  %mul44.6 = fmul contract float %38, %45
  %add47.6 = fadd contract float %31, %mul44.6
  %arrayidx43.7 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 28
  %46 = load float, ptr %arrayidx43.7, align 4, !tbaa !8
  %mul44.7 = fmul contract float %38, %46
  %add47.7 = fadd contract float %30, %mul44.7
  %arrayidx43.8 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 32
  %47 = load float, ptr %arrayidx43.8, align 4, !tbaa !8
  %mul44.8 = fmul contract float %38, %47
  %add47.8 = fadd contract float %29, %mul44.8
  %arrayidx43.9 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 36
  %48 = load float, ptr %arrayidx43.9, align 4, !tbaa !8
  %mul44.9 = fmul contract float %38, %48
  %add47.9 = fadd contract float %28, %mul44.9
  %arrayidx43.10 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 40
  %49 = load float, ptr %arrayidx43.10, align 4, !tbaa !8
  %mul44.10 = fmul contract float %38, %49
  %add47.10 = fadd contract float %27, %mul44.10
  %arrayidx43.11 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 44
  %50 = load float, ptr %arrayidx43.11, align 4, !tbaa !8
  %mul44.11 = fmul contract float %38, %50
  %add47.11 = fadd contract float %26, %mul44.11
  %arrayidx43.12 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 48
  %51 = load float, ptr %arrayidx43.12, align 4, !tbaa !8
  %mul44.12 = fmul contract float %38, %51
  %add47.12 = fadd contract float %25, %mul44.12
  %arrayidx43.13 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 52
  %52 = load float, ptr %arrayidx43.13, align 4, !tbaa !8
  %mul44.13 = fmul contract float %38, %52
  %add47.13 = fadd contract float %24, %mul44.13
  %arrayidx43.14 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 56
  %53 = load float, ptr %arrayidx43.14, align 4, !tbaa !8
  %mul44.14 = fmul contract float %38, %53
  %add47.14 = fadd contract float %23, %mul44.14
  %arrayidx43.15 = getelementptr inbounds nuw i8, ptr %arrayidx41, i64 60
  %54 = load float, ptr %arrayidx43.15, align 4, !tbaa !8
  %mul44.15 = fmul contract float %38, %54
  %add47.15 = fadd contract float %22, %mul44.15
  %inc52 = add nuw nsw i32 %j.0104, 1
  %exitcond.not = icmp eq i32 %inc52, 8
  br i1 %exitcond.not, label %for.cond.cleanup29, label %for.body30, !llvm.loop !12

for.cond.cleanup64:                               ; preds = %for.body65
  call void @llvm.lifetime.end.p0(ptr nonnull %c) #5
  ret void

for.body65:                                       ; preds = %for.body65, %for.body65.preheader
  %i61.0107 = phi i32 [ 0, %for.body65.preheader ], [ %inc80.1, %for.body65 ]
  %reass.add = add nuw nsw i32 %i61.0107, %mul7
  %reass.mul = mul i32 %reass.add, %ldc
  %add67 = add i32 %reass.mul, %add5
  %idxprom68 = sext i32 %add67 to i64
  %arrayidx69 = getelementptr inbounds float, ptr %C, i64 %idxprom68
  %55 = load float, ptr %arrayidx69, align 4, !tbaa !8
  %mul70 = fmul contract float %beta, %55
  %idxprom71 = zext nneg i32 %i61.0107 to i64
  %arrayidx72 = getelementptr inbounds nuw float, ptr %c, i64 %idxprom71
  %56 = load float, ptr %arrayidx72, align 4, !tbaa !8
  %mul73 = fmul contract float %alpha, %56
  %add74 = fadd contract float %mul70, %mul73
  store float %add74, ptr %arrayidx69, align 4, !tbaa !8
  %inc80 = or disjoint i32 %i61.0107, 1
  %reass.add.1 = add nuw nsw i32 %inc80, %mul7
  %reass.mul.1 = mul i32 %reass.add.1, %ldc
  %add67.1 = add i32 %reass.mul.1, %add5
  %idxprom68.1 = sext i32 %add67.1 to i64
  %arrayidx69.1 = getelementptr inbounds float, ptr %C, i64 %idxprom68.1
  %57 = load float, ptr %arrayidx69.1, align 4, !tbaa !8
  %mul70.1 = fmul contract float %beta, %57
  %idxprom71.1 = zext nneg i32 %inc80 to i64
  %arrayidx72.1 = getelementptr inbounds nuw float, ptr %c, i64 %idxprom71.1
  %58 = load float, ptr %arrayidx72.1, align 4, !tbaa !8
  %mul73.1 = fmul contract float %alpha, %58
  %add74.1 = fadd contract float %mul70.1, %mul73.1
  store float %add74.1, ptr %arrayidx69.1, align 4, !tbaa !8
  %inc80.1 = add nuw nsw i32 %i61.0107, 2
  %exitcond108.not.1 = icmp eq i32 %inc80.1, 16
  br i1 %exitcond108.not.1, label %for.cond.cleanup64, label %for.body65, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
