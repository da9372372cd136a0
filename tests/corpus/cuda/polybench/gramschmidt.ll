; ModuleID = 'polybench/gramschmidt.cu'
source_filename = "polybench/gramschmidt.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19gramschmidt_kernel1iiPfS_S_i(i32 noundef %ni, i32 noundef %nj, ptr noundef readonly captures(none) %a, ptr noundef writeonly captures(none) %r, ptr noundef readnone captures(none) %q, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = sub nsw i32 0, %2
  %cmp = icmp eq i32 %mul, %add
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp326 = icmp sgt i32 %ni, 0
  br i1 %cmp326, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i32 %ni, 3
  %3 = icmp ult i32 %ni, 4
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %ni, 2147483644
  %invariant.op = add i32 40, %k
  %invariant.op31 = add i32 80, %k
  %invariant.op32 = add i32 120, %k
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %i.028 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %nrm.027 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add11.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nuw nsw i32 %i.028, 40
  %add5 = add nsw i32 %mul4, %k
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul10 = fmul contract float %4, %4
  %add11 = fadd contract float %nrm.027, %mul10
  %5 = mul nuw i32 %i.028, 40
  %add5.1.reass = add i32 %5, %invariant.op
  %idxprom.1 = sext i32 %add5.1.reass to i64
  %arrayidx.1 = getelementptr inbounds float, ptr %a, i64 %idxprom.1
  %6 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %mul10.1 = fmul contract float %6, %6
  %add11.1 = fadd contract float %add11, %mul10.1
  %7 = mul nuw i32 %i.028, 40
  %add5.2.reass = add i32 %7, %invariant.op31
  %idxprom.2 = sext i32 %add5.2.reass to i64
  %arrayidx.2 = getelementptr inbounds float, ptr %a, i64 %idxprom.2
  %8 = load float, ptr %arrayidx.2, align 4, !tbaa !8
  %mul10.2 = fmul contract float %8, %8
  %add11.2 = fadd contract float %add11.1, %mul10.2
  %9 = mul nuw i32 %i.028, 40
  %add5.3.reass = add i32 %9, %invariant.op32
  %idxprom.3 = sext i32 %add5.3.reass to i64
  %arrayidx.3 = getelementptr inbounds float, ptr %a, i64 %idxprom.3
  %10 = load float, ptr %arrayidx.3, align 4, !tbaa !8
  %mul10.3 = fmul contract float %10, %10
  %add11.3 = fadd contract float %add11.2, %mul10.3
  %inc.3 = add nuw nsw i32 %i.028, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %i.028.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %nrm.027.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add11.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod30 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod30)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %i.028.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.028.epil.init, %for.body.epil.preheader ]
  %nrm.027.epil = phi float [ %add11.epil, %for.body.epil ], [ %nrm.027.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %mul4.epil = mul nuw nsw i32 %i.028.epil, 40
  %add5.epil = add nsw i32 %mul4.epil, %k
  %idxprom.epil = sext i32 %add5.epil to i64
  %arrayidx.epil = getelementptr inbounds float, ptr %a, i64 %idxprom.epil
  %11 = load float, ptr %arrayidx.epil, align 4, !tbaa !8
  %mul10.epil = fmul contract float %11, %11
  %add11.epil = fadd contract float %nrm.027.epil, %mul10.epil
  %inc.epil = add nuw nsw i32 %i.028.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !12

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %nrm.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add11.3, %for.end.loopexit.unr-lcssa ], [ %add11.epil, %for.body.epil ]
  %call.i25 = tail call contract noundef float @__nv_sqrtf(float noundef %nrm.0.lcssa) #6
  %add14 = mul nsw i32 %k, 41
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %r, i64 %idxprom15
  store float %call.i25, ptr %arrayidx16, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19gramschmidt_kernel2iiPfS_S_i(i32 noundef %ni, i32 noundef %nj, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %r, ptr noundef writeonly captures(none) %q, i32 noundef %k) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %ni
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i32 %add, 40
  %add4 = add nsw i32 %k, %mul3
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add6 = mul nsw i32 %k, 41
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %r, i64 %idxprom7
  %4 = load float, ptr %arrayidx8, align 4, !tbaa !8
  %div = fdiv contract float %3, %4
  %arrayidx12 = getelementptr inbounds float, ptr %q, i64 %idxprom
  store float %div, ptr %arrayidx12, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z19gramschmidt_kernel3iiPfS_S_i(i32 noundef %ni, i32 noundef %nj, ptr noundef captures(none) %a, ptr noundef captures(none) %r, ptr noundef readonly captures(none) %q, i32 noundef %k) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp sgt i32 %add, %k
  %cmp3 = icmp slt i32 %add, %nj
  %or.cond = and i1 %cmp3, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul4 = mul nsw i32 %k, 40
  %add5 = add nsw i32 %mul4, %add
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds float, ptr %r, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %cmp663 = icmp sgt i32 %ni, 0
  br i1 %cmp663, label %for.body.preheader, label %if.end

for.body.preheader:                               ; preds = %if.then
  %3 = add nsw i32 %ni, -1
  %xtraiter = and i32 %ni, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %ni, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %5 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add20.1, %for.body ]
  %i.064 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %mul7 = mul nuw nsw i32 %i.064, 40
  %add8 = add nsw i32 %mul7, %k
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %q, i64 %idxprom9
  %6 = load float, ptr %arrayidx10, align 4, !tbaa !8
  %add12 = add nsw i32 %mul7, %add
  %idxprom13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %a, i64 %idxprom13
  %7 = load float, ptr %arrayidx14, align 4, !tbaa !8
  %mul15 = fmul contract float %6, %7
  %add20 = fadd contract float %5, %mul15
  store float %add20, ptr %arrayidx, align 4, !tbaa !8
  %8 = mul nuw i32 %i.064, 40
  %mul7.1 = add nuw i32 %8, 40
  %add8.1 = add nsw i32 %mul7.1, %k
  %idxprom9.1 = sext i32 %add8.1 to i64
  %arrayidx10.1 = getelementptr inbounds float, ptr %q, i64 %idxprom9.1
  %9 = load float, ptr %arrayidx10.1, align 4, !tbaa !8
  %add12.1 = add nsw i32 %mul7.1, %add
  %idxprom13.1 = sext i32 %add12.1 to i64
  %arrayidx14.1 = getelementptr inbounds float, ptr %a, i64 %idxprom13.1
  %10 = load float, ptr %arrayidx14.1, align 4, !tbaa !8
  %mul15.1 = fmul contract float %9, %10
  %add20.1 = fadd contract float %add20, %mul15.1
  store float %add20.1, ptr %arrayidx, align 4, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.064, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.body23.preheader.unr-lcssa, label %for.body, !llvm.loop !14

for.body23.preheader.unr-lcssa:                   ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body23.preheader, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.body23.preheader.unr-lcssa, %for.body.preheader
  %.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add20.1, %for.body23.preheader.unr-lcssa ]
  %i.064.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.1, %for.body23.preheader.unr-lcssa ]
  %lcmp.mod68 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod68)
  %mul7.epil = mul nuw nsw i32 %i.064.epil.init, 40
  %add8.epil = add nsw i32 %mul7.epil, %k
  %idxprom9.epil = sext i32 %add8.epil to i64
  %arrayidx10.epil = getelementptr inbounds float, ptr %q, i64 %idxprom9.epil
  %11 = load float, ptr %arrayidx10.epil, align 4, !tbaa !8
  %add12.epil = add nsw i32 %mul7.epil, %add
  %idxprom13.epil = sext i32 %add12.epil to i64
  %arrayidx14.epil = getelementptr inbounds float, ptr %a, i64 %idxprom13.epil
  %12 = load float, ptr %arrayidx14.epil, align 4, !tbaa !8
  %mul15.epil = fmul contract float %11, %12
  %add20.epil = fadd contract float %.epil.init, %mul15.epil
  store float %add20.epil, ptr %arrayidx, align 4, !tbaa !8
  br label %for.body23.preheader

for.body23.preheader:                             ; preds = %for.body23.preheader.unr-lcssa, %for.body.epil.preheader
  %xtraiter69 = and i32 %ni, 1
  %13 = icmp eq i32 %3, 0
  br i1 %13, label %for.body23.epil.preheader, label %for.body23.preheader.new

for.body23.preheader.new:                         ; preds = %for.body23.preheader
  %unroll_iter72 = and i32 %ni, 2147483646
  br label %for.body23

for.body23:                                       ; preds = %for.body23, %for.body23.preheader.new
  %i.166 = phi i32 [ 0, %for.body23.preheader.new ], [ %inc38.1, %for.body23 ]
  %niter73 = phi i32 [ 0, %for.body23.preheader.new ], [ %niter73.next.1, %for.body23 ]
  %mul24 = mul nuw nsw i32 %i.166, 40
  %add25 = add nsw i32 %mul24, %k
  %idxprom26 = sext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds float, ptr %q, i64 %idxprom26
  %14 = load float, ptr %arrayidx27, align 4, !tbaa !8
  %15 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul32 = fmul contract float %14, %15
  %add34 = add nsw i32 %mul24, %add
  %idxprom35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %a, i64 %idxprom35
  %16 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %sub = fsub contract float %16, %mul32
  store float %sub, ptr %arrayidx36, align 4, !tbaa !8
  %17 = mul nuw i32 %i.166, 40
  %mul24.1 = add nuw i32 %17, 40
  %add25.1 = add nsw i32 %mul24.1, %k
  %idxprom26.1 = sext i32 %add25.1 to i64
  %arrayidx27.1 = getelementptr inbounds float, ptr %q, i64 %idxprom26.1
  %18 = load float, ptr %arrayidx27.1, align 4, !tbaa !8
  %19 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul32.1 = fmul contract float %18, %19
  %add34.1 = add nsw i32 %mul24.1, %add
  %idxprom35.1 = sext i32 %add34.1 to i64
  %arrayidx36.1 = getelementptr inbounds float, ptr %a, i64 %idxprom35.1
  %20 = load float, ptr %arrayidx36.1, align 4, !tbaa !8
  %sub.1 = fsub contract float %20, %mul32.1
  store float %sub.1, ptr %arrayidx36.1, align 4, !tbaa !8
  %inc38.1 = add nuw nsw i32 %i.166, 2
  %niter73.next.1 = add i32 %niter73, 2
  %niter73.ncmp.1 = icmp eq i32 %niter73.next.1, %unroll_iter72
  br i1 %niter73.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body23, !llvm.loop !15

if.end.loopexit.unr-lcssa:                        ; preds = %for.body23
  %lcmp.mod70.not = icmp eq i32 %xtraiter69, 0
  br i1 %lcmp.mod70.not, label %if.end, label %for.body23.epil.preheader

for.body23.epil.preheader:                        ; preds = %if.end.loopexit.unr-lcssa, %for.body23.preheader
  %i.166.epil.init = phi i32 [ 0, %for.body23.preheader ], [ %inc38.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod71 = icmp ne i32 %xtraiter69, 0
  tail call void @llvm.assume(i1 %lcmp.mod71)
  %mul24.epil = mul nuw nsw i32 %i.166.epil.init, 40
  %add25.epil = add nsw i32 %mul24.epil, %k
  %idxprom26.epil = sext i32 %add25.epil to i64
  %arrayidx27.epil = getelementptr inbounds float, ptr %q, i64 %idxprom26.epil
  %21 = load float, ptr %arrayidx27.epil, align 4, !tbaa !8
  %22 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul32.epil = fmul contract float %21, %22
  %add34.epil = add nsw i32 %mul24.epil, %add
  %idxprom35.epil = sext i32 %add34.epil to i64
  %arrayidx36.epil = getelementptr inbounds float, ptr %a, i64 %idxprom35.epil
  %23 = load float, ptr %arrayidx36.epil, align 4, !tbaa !8
  %sub.epil = fsub contract float %23, %mul32.epil
  store float %sub.epil, ptr %arrayidx36.epil, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body23.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { convergent nounwind }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
