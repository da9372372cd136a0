; ModuleID = 'rodinia/streamcluster.cu'
source_filename = "rodinia/streamcluster.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Point = type { float, ptr, i64, float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z6d_distiiiiPf(i32 noundef %p1, i32 noundef %p2, i32 noundef %num, i32 noundef %dim, ptr noundef readonly captures(none) %coord_d) local_unnamed_addr #0 {
entry:
  %cmp15 = icmp sgt i32 %dim, 0
  br i1 %cmp15, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %dim, 1
  %0 = icmp eq i32 %dim, 1
  br i1 %0, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %dim, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %retval1.017.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add7.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %i.016.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod19 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod19)
  %mul.epil = mul nsw i32 %i.016.epil.init, %num
  %add.epil = add nsw i32 %mul.epil, %p1
  %idxprom.epil = sext i32 %add.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %coord_d, i64 %idxprom.epil
  %1 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %add3.epil = add nsw i32 %mul.epil, %p2
  %idxprom4.epil = sext i32 %add3.epil to i64
  %arrayidx5.epil = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4.epil
  %2 = load float, ptr %arrayidx5.epil, align 4, !tbaa !8
  %sub.epil = fsub contract float %1, %2
  %mul6.epil = fmul contract float %sub.epil, %sub.epil
  %add7.epil = fadd contract float %retval1.017.epil.init, %mul6.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %retval1.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add7.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add7.epil, %for.body.epil.preheader ]
  ret float %retval1.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %retval1.017 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add7.1, %for.body ]
  %i.016 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %mul = mul nsw i32 %i.016, %num
  %add = add nsw i32 %mul, %p1
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %coord_d, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add3 = add nsw i32 %mul, %p2
  %idxprom4 = sext i32 %add3 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4
  %4 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %sub = fsub contract float %3, %4
  %mul6 = fmul contract float %sub, %sub
  %add7 = fadd contract float %retval1.017, %mul6
  %inc = or disjoint i32 %i.016, 1
  %mul.1 = mul nsw i32 %inc, %num
  %add.1 = add nsw i32 %mul.1, %p1
  %idxprom.1 = sext i32 %add.1 to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %coord_d, i64 %idxprom.1
  %5 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %add3.1 = add nsw i32 %mul.1, %p2
  %idxprom4.1 = sext i32 %add3.1 to i64
  %arrayidx5.1 = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4.1
  %6 = load float, ptr %arrayidx5.1, align 4, !tbaa !8
  %sub.1 = fsub contract float %5, %6
  %mul6.1 = fmul contract float %sub.1, %sub.1
  %add7.1 = fadd contract float %add7, %mul6.1
  %inc.1 = add nuw nsw i32 %i.016, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19kernel_compute_costiilP5PointiiPfS1_PiPb(i32 noundef %num, i32 noundef %dim, i64 noundef %x, ptr noundef readonly captures(none) %p, i32 noundef %K, i32 noundef %stride, ptr noundef readonly captures(none) %coord_d, ptr noundef captures(none) %work_mem_d, ptr noundef readonly captures(none) %center_table_d, ptr noundef writeonly captures(none) %switch_membership_d) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul4 = mul i32 %add, %3
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add6 = add i32 %mul4, %4
  %cmp = icmp slt i32 %add6, %num
  br i1 %cmp, label %if.then, label %if.end34

if.then:                                          ; preds = %entry
  %mul7 = mul nsw i32 %stride, %add6
  %idxprom = sext i32 %mul7 to i64
  %arrayidx = getelementptr inbounds float, ptr %work_mem_d, i64 %idxprom
  %conv = trunc i64 %x to i32
  %cmp15.i = icmp sgt i32 %dim, 0
  br i1 %cmp15.i, label %for.body.i.preheader, label %_Z6d_distiiiiPf.exit

for.body.i.preheader:                             ; preds = %if.then
  %xtraiter = and i32 %dim, 1
  %5 = icmp eq i32 %dim, 1
  br i1 %5, label %for.body.i.epil.preheader, label %for.body.i.preheader.new

for.body.i.preheader.new:                         ; preds = %for.body.i.preheader
  %unroll_iter = and i32 %dim, 2147483646
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i, %for.body.i.preheader.new
  %retval1.017.i = phi float [ 0.000000e+00, %for.body.i.preheader.new ], [ %add7.i.1, %for.body.i ]
  %i.016.i = phi i32 [ 0, %for.body.i.preheader.new ], [ %inc.i.1, %for.body.i ]
  %niter = phi i32 [ 0, %for.body.i.preheader.new ], [ %niter.next.1, %for.body.i ]
  %mul.i = mul nsw i32 %i.016.i, %num
  %add.i = add nsw i32 %mul.i, %add6
  %idxprom.i = sext i32 %add.i to i64
  %arrayidx.i = getelementptr inbounds float, ptr %coord_d, i64 %idxprom.i
  %6 = load float, ptr %arrayidx.i, align 4, !tbaa !8
  %add3.i = add nsw i32 %mul.i, %conv
  %idxprom4.i = sext i32 %add3.i to i64
  %arrayidx5.i = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4.i
  %7 = load float, ptr %arrayidx5.i, align 4, !tbaa !8
  %sub.i = fsub contract float %6, %7
  %mul6.i = fmul contract float %sub.i, %sub.i
  %add7.i = fadd contract float %retval1.017.i, %mul6.i
  %inc.i = or disjoint i32 %i.016.i, 1
  %mul.i.1 = mul nsw i32 %inc.i, %num
  %add.i.1 = add nsw i32 %mul.i.1, %add6
  %idxprom.i.1 = sext i32 %add.i.1 to i64
  %arrayidx.i.1 = getelementptr inbounds float, ptr %coord_d, i64 %idxprom.i.1
  %8 = load float, ptr %arrayidx.i.1, align 4, !tbaa !8
  %add3.i.1 = add nsw i32 %mul.i.1, %conv
  %idxprom4.i.1 = sext i32 %add3.i.1 to i64
  %arrayidx5.i.1 = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4.i.1
  %9 = load float, ptr %arrayidx5.i.1, align 4, !tbaa !8
  %sub.i.1 = fsub contract float %8, %9
  %mul6.i.1 = fmul contract float %sub.i.1, %sub.i.1
  %add7.i.1 = fadd contract float %add7.i, %mul6.i.1
  %inc.i.1 = add nuw nsw i32 %i.016.i, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa, label %for.body.i, !llvm.loop !10

_Z6d_distiiiiPf.exit.loopexit.unr-lcssa:          ; preds = %for.body.i
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_Z6d_distiiiiPf.exit, label %for.body.i.epil.preheader

for.body.i.epil.preheader:                        ; preds = %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa, %for.body.i.preheader
  %retval1.017.i.epil.init = phi float [ 0.000000e+00, %for.body.i.preheader ], [ %add7.i.1, %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa ]
  %i.016.i.epil.init = phi i32 [ 0, %for.body.i.preheader ], [ %inc.i.1, %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa ]
  %lcmp.mod53 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod53)
  %mul.i.epil = mul nsw i32 %i.016.i.epil.init, %num
  %add.i.epil = add nsw i32 %mul.i.epil, %add6
  %idxprom.i.epil = sext i32 %add.i.epil to i64
  %arrayidx.i.epil = getelementptr inbounds float, ptr %coord_d, i64 %idxprom.i.epil
  %10 = load float, ptr %arrayidx.i.epil, align 4, !tbaa !8
  %add3.i.epil = add nsw i32 %mul.i.epil, %conv
  %idxprom4.i.epil = sext i32 %add3.i.epil to i64
  %arrayidx5.i.epil = getelementptr inbounds float, ptr %coord_d, i64 %idxprom4.i.epil
  %11 = load float, ptr %arrayidx5.i.epil, align 4, !tbaa !8
  %sub.i.epil = fsub contract float %10, %11
  %mul6.i.epil = fmul contract float %sub.i.epil, %sub.i.epil
  %add7.i.epil = fadd contract float %retval1.017.i.epil.init, %mul6.i.epil
  br label %_Z6d_distiiiiPf.exit

_Z6d_distiiiiPf.exit:                             ; preds = %for.body.i.epil.preheader, %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa, %if.then
  %retval1.0.lcssa.i = phi float [ 0.000000e+00, %if.then ], [ %add7.i.1, %_Z6d_distiiiiPf.exit.loopexit.unr-lcssa ], [ %add7.i.epil, %for.body.i.epil.preheader ]
  %idxprom9 = sext i32 %add6 to i64
  %arrayidx10 = getelementptr inbounds %struct.Point, ptr %p, i64 %idxprom9
  %12 = load float, ptr %arrayidx10, align 8, !tbaa !12
  %mul11 = fmul contract float %retval1.0.lcssa.i, %12
  %cost = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 24
  %13 = load float, ptr %cost, align 8, !tbaa !17
  %cmp14 = fcmp contract olt float %mul11, %13
  br i1 %cmp14, label %if.then15, label %if.else

if.then15:                                        ; preds = %_Z6d_distiiiiPf.exit
  %arrayidx17 = getelementptr inbounds i8, ptr %switch_membership_d, i64 %idxprom9
  store i8 1, ptr %arrayidx17, align 1, !tbaa !18
  %sub = fsub contract float %mul11, %13
  br label %if.end34.sink.split

if.else:                                          ; preds = %_Z6d_distiiiiPf.exit
  %sub27 = fsub contract float %13, %mul11
  %assign = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 16
  %14 = load i64, ptr %assign, align 8, !tbaa !20
  %arrayidx30 = getelementptr inbounds i32, ptr %center_table_d, i64 %14
  %15 = load i32, ptr %arrayidx30, align 4, !tbaa !4
  br label %if.end34.sink.split

if.end34.sink.split:                              ; preds = %if.else, %if.then15
  %K.sink = phi i32 [ %K, %if.then15 ], [ %15, %if.else ]
  %sub.sink = phi float [ %sub, %if.then15 ], [ %sub27, %if.else ]
  %idxprom21 = sext i32 %K.sink to i64
  %arrayidx22 = getelementptr inbounds float, ptr %arrayidx, i64 %idxprom21
  %16 = load float, ptr %arrayidx22, align 4, !tbaa !8
  %add23 = fadd contract float %sub.sink, %16
  store float %add23, ptr %arrayidx22, align 4, !tbaa !8
  br label %if.end34

if.end34:                                         ; preds = %if.end34.sink.split, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!12 = !{!13, !9, i64 0}
!13 = !{!"_ZTS5Point", !9, i64 0, !14, i64 8, !16, i64 16, !9, i64 24}
!14 = !{!"p1 float", !15, i64 0}
!15 = !{!"any pointer", !6, i64 0}
!16 = !{!"long", !6, i64 0}
!17 = !{!13, !9, i64 24}
!18 = !{!19, !19, i64 0}
!19 = !{!"bool", !6, i64 0}
!20 = !{!13, !16, i64 16}
