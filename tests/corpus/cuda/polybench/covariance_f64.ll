; ModuleID = 'polybench/covariance_f64.cu'
source_filename = "polybench/covariance_f64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11mean_kerneliiPdS_(i32 noundef %m, i32 noundef %n, ptr noundef writeonly captures(none) %mean, ptr noundef readonly captures(none) %data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %mean, i64 %idxprom
  store double 0.000000e+00, ptr %arrayidx, align 8, !tbaa !8
  %cmp321 = icmp sgt i32 %n, 0
  br i1 %cmp321, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %if.then
  %xtraiter = and i32 %n, 3
  %3 = icmp ult i32 %n, 4
  br i1 %3, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483644
  %invariant.op = add i32 264, %add
  %invariant.op25 = add i32 528, %add
  %invariant.op26 = add i32 792, %add
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %4 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add10.3, %for.body ]
  %i.022 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %mul4 = mul nuw nsw i32 %i.022, 264
  %add5 = add nsw i32 %mul4, %add
  %idxprom6 = sext i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds double, ptr %data, i64 %idxprom6
  %5 = load double, ptr %arrayidx7, align 8, !tbaa !8
  %add10 = fadd contract double %5, %4
  store double %add10, ptr %arrayidx, align 8, !tbaa !8
  %6 = mul nuw i32 %i.022, 264
  %add5.1.reass = add i32 %6, %invariant.op
  %idxprom6.1 = sext i32 %add5.1.reass to i64
  %arrayidx7.1 = getelementptr inbounds double, ptr %data, i64 %idxprom6.1
  %7 = load double, ptr %arrayidx7.1, align 8, !tbaa !8
  %add10.1 = fadd contract double %7, %add10
  store double %add10.1, ptr %arrayidx, align 8, !tbaa !8
  %8 = mul nuw i32 %i.022, 264
  %add5.2.reass = add i32 %8, %invariant.op25
  %idxprom6.2 = sext i32 %add5.2.reass to i64
  %arrayidx7.2 = getelementptr inbounds double, ptr %data, i64 %idxprom6.2
  %9 = load double, ptr %arrayidx7.2, align 8, !tbaa !8
  %add10.2 = fadd contract double %9, %add10.1
  store double %add10.2, ptr %arrayidx, align 8, !tbaa !8
  %10 = mul nuw i32 %i.022, 264
  %add5.3.reass = add i32 %10, %invariant.op26
  %idxprom6.3 = sext i32 %add5.3.reass to i64
  %arrayidx7.3 = getelementptr inbounds double, ptr %data, i64 %idxprom6.3
  %11 = load double, ptr %arrayidx7.3, align 8, !tbaa !8
  %add10.3 = fadd contract double %11, %add10.2
  store double %add10.3, ptr %arrayidx, align 8, !tbaa !8
  %inc.3 = add nuw nsw i32 %i.022, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

for.end.loopexit.unr-lcssa:                       ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.preheader
  %.epil.init = phi double [ 0.000000e+00, %for.body.preheader ], [ %add10.3, %for.end.loopexit.unr-lcssa ]
  %i.022.epil.init = phi i32 [ 0, %for.body.preheader ], [ %inc.3, %for.end.loopexit.unr-lcssa ]
  %lcmp.mod24 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod24)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %12 = phi double [ %add10.epil, %for.body.epil ], [ %.epil.init, %for.body.epil.preheader ]
  %i.022.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %i.022.epil.init, %for.body.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.body.epil.preheader ]
  %mul4.epil = mul nuw nsw i32 %i.022.epil, 264
  %add5.epil = add nsw i32 %mul4.epil, %add
  %idxprom6.epil = sext i32 %add5.epil to i64
  %arrayidx7.epil = getelementptr inbounds double, ptr %data, i64 %idxprom6.epil
  %13 = load double, ptr %arrayidx7.epil, align 8, !tbaa !8
  %add10.epil = fadd contract double %13, %12
  store double %add10.epil, ptr %arrayidx, align 8, !tbaa !8
  %inc.epil = add nuw nsw i32 %i.022.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !12

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %if.then
  %14 = phi double [ 0.000000e+00, %if.then ], [ %add10.3, %for.end.loopexit.unr-lcssa ], [ %add10.epil, %for.body.epil ]
  %div = fdiv contract double %14, 0x414885C20147AE14
  store double %div, ptr %arrayidx, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13reduce_kerneliiPdS_(i32 noundef %m, i32 noundef %n, ptr noundef readonly captures(none) %mean, ptr noundef captures(none) %data) local_unnamed_addr #1 {
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
  %cmp = icmp slt i32 %add7, %n
  %cmp8 = icmp slt i32 %add, %m
  %or.cond = and i1 %cmp8, %cmp
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 264
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds double, ptr %data, i64 %idxprom11
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %mean, i64 %idxprom
  %6 = load double, ptr %arrayidx, align 8, !tbaa !8
  %7 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %sub = fsub contract double %7, %6
  store double %sub, ptr %arrayidx12, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12covar_kerneliiPdS_(i32 noundef %m, i32 noundef %n, ptr noundef writeonly captures(none) %symmat, ptr noundef readonly captures(none) %data) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %m
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %mul4 = mul nsw i32 %add, 264
  %cmp754 = icmp sgt i32 %n, 0
  %xtraiter = and i32 %n, 1
  %3 = icmp eq i32 %n, 1
  %unroll_iter = and i32 %n, 2147483646
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %lcmp.mod58 = icmp ne i32 %xtraiter, 0
  br label %for.body

for.body:                                         ; preds = %for.cond.preheader, %for.end
  %j2.056 = phi i32 [ %add, %for.cond.preheader ], [ %inc32, %for.end ]
  %add5 = add nsw i32 %j2.056, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds double, ptr %symmat, i64 %idxprom
  store double 0.000000e+00, ptr %arrayidx, align 8, !tbaa !8
  br i1 %cmp754, label %for.body8.preheader, label %for.end

for.body8.preheader:                              ; preds = %for.body
  br i1 %3, label %for.body8.epil.preheader, label %for.body8

for.body8:                                        ; preds = %for.body8.preheader, %for.body8
  %4 = phi double [ %add22.1, %for.body8 ], [ 0.000000e+00, %for.body8.preheader ]
  %i.055 = phi i32 [ %inc.1, %for.body8 ], [ 0, %for.body8.preheader ]
  %niter = phi i32 [ %niter.next.1, %for.body8 ], [ 0, %for.body8.preheader ]
  %mul9 = mul nuw nsw i32 %i.055, 264
  %add10 = add nsw i32 %mul9, %add
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds double, ptr %data, i64 %idxprom11
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %add14 = add nsw i32 %mul9, %j2.056
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds double, ptr %data, i64 %idxprom15
  %6 = load double, ptr %arrayidx16, align 8, !tbaa !8
  %mul17 = fmul contract double %5, %6
  %add22 = fadd contract double %4, %mul17
  store double %add22, ptr %arrayidx, align 8, !tbaa !8
  %7 = mul nuw i32 %i.055, 264
  %mul9.1 = add nuw i32 %7, 264
  %add10.1 = add nsw i32 %mul9.1, %add
  %idxprom11.1 = sext i32 %add10.1 to i64
  %arrayidx12.1 = getelementptr inbounds double, ptr %data, i64 %idxprom11.1
  %8 = load double, ptr %arrayidx12.1, align 8, !tbaa !8
  %add14.1 = add nsw i32 %mul9.1, %j2.056
  %idxprom15.1 = sext i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds double, ptr %data, i64 %idxprom15.1
  %9 = load double, ptr %arrayidx16.1, align 8, !tbaa !8
  %mul17.1 = fmul contract double %8, %9
  %add22.1 = fadd contract double %add22, %mul17.1
  store double %add22.1, ptr %arrayidx, align 8, !tbaa !8
  %inc.1 = add nuw nsw i32 %i.055, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body8, !llvm.loop !14

for.end.loopexit.unr-lcssa:                       ; preds = %for.body8
  br i1 %lcmp.mod.not, label %for.end, label %for.body8.epil.preheader

for.body8.epil.preheader:                         ; preds = %for.end.loopexit.unr-lcssa, %for.body8.preheader
  %.epil.init = phi double [ 0.000000e+00, %for.body8.preheader ], [ %add22.1, %for.end.loopexit.unr-lcssa ]
  %i.055.epil.init = phi i32 [ 0, %for.body8.preheader ], [ %inc.1, %for.end.loopexit.unr-lcssa ]
  tail call void @llvm.assume(i1 %lcmp.mod58)
  %mul9.epil = mul nuw nsw i32 %i.055.epil.init, 264
  %add10.epil = add nsw i32 %mul9.epil, %add
  %idxprom11.epil = sext i32 %add10.epil to i64
  %arrayidx12.epil = getelementptr inbounds double, ptr %data, i64 %idxprom11.epil
  %10 = load double, ptr %arrayidx12.epil, align 8, !tbaa !8
  %add14.epil = add nsw i32 %mul9.epil, %j2.056
  %idxprom15.epil = sext i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds double, ptr %data, i64 %idxprom15.epil
  %11 = load double, ptr %arrayidx16.epil, align 8, !tbaa !8
  %mul17.epil = fmul contract double %10, %11
  %add22.epil = fadd contract double %.epil.init, %mul17.epil
  store double %add22.epil, ptr %arrayidx, align 8, !tbaa !8
  br label %for.end

for.end:                                          ; preds = %for.body8.epil.preheader, %for.end.loopexit.unr-lcssa, %for.body
  %12 = phi double [ 0.000000e+00, %for.body ], [ %add22.1, %for.end.loopexit.unr-lcssa ], [ %add22.epil, %for.body8.epil.preheader ]
  %mul27 = mul nsw i32 %j2.056, 264
  %add28 = add nsw i32 %mul27, %add
  %idxprom29 = sext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds double, ptr %symmat, i64 %idxprom29
  store double %12, ptr %arrayidx30, align 8, !tbaa !8
  %inc32 = add nsw i32 %j2.056, 1
  %cmp3 = icmp slt i32 %inc32, %m
  br i1 %cmp3, label %for.body, label %if.end, !llvm.loop !15

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!9 = !{!"double", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
