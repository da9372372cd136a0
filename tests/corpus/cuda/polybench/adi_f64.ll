; ModuleID = 'polybench/adi_f64.cu'
source_filename = "polybench/adi_f64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel1iPdS_S_(i32 noundef %n, ptr noundef readonly captures(none) %A, ptr noundef captures(none) %B, ptr noundef captures(none) %X) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  %cmp378 = icmp sgt i32 %n, 1
  %or.cond = and i1 %cmp, %cmp378
  br i1 %or.cond, label %for.body.lver.check, label %if.end

for.body.lver.check:                              ; preds = %entry
  %mul4 = mul nsw i32 %add, 264
  %sub = add i32 %mul4, -1
  %3 = sext i32 %mul4 to i64
  %4 = shl nsw i64 %3, 3
  %scevgep = getelementptr i8, ptr %X, i64 %4
  %5 = add nsw i32 %n, -2
  %6 = zext i32 %5 to i64
  %7 = add nsw i64 %3, %6
  %8 = shl nsw i64 %7, 3
  %9 = add nsw i64 %8, 16
  %scevgep80 = getelementptr i8, ptr %X, i64 %9
  %scevgep81 = getelementptr i8, ptr %B, i64 %4
  %scevgep82 = getelementptr i8, ptr %B, i64 %9
  %bound0 = icmp ult ptr %scevgep, %scevgep82
  %bound1 = icmp ult ptr %scevgep81, %scevgep80
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.lver.orig, label %for.body.ph

for.body.lver.orig:                               ; preds = %for.body.lver.check, %for.body.lver.orig
  %i2.079.lver.orig = phi i32 [ %inc.lver.orig, %for.body.lver.orig ], [ 1, %for.body.lver.check ]
  %add5.lver.orig = add nsw i32 %i2.079.lver.orig, %mul4
  %idxprom.lver.orig = sext i32 %add5.lver.orig to i64
  %arrayidx.lver.orig = getelementptr inbounds double, ptr %X, i64 %idxprom.lver.orig
  %10 = load double, ptr %arrayidx.lver.orig, align 8, !tbaa !8
  %add7.lver.orig = add i32 %sub, %i2.079.lver.orig
  %idxprom8.lver.orig = sext i32 %add7.lver.orig to i64
  %arrayidx9.lver.orig = getelementptr inbounds double, ptr %X, i64 %idxprom8.lver.orig
  %11 = load double, ptr %arrayidx9.lver.orig, align 8, !tbaa !8
  %arrayidx13.lver.orig = getelementptr inbounds double, ptr %A, i64 %idxprom.lver.orig
  %12 = load double, ptr %arrayidx13.lver.orig, align 8, !tbaa !8
  %mul14.lver.orig = fmul contract double %11, %12
  %arrayidx19.lver.orig = getelementptr inbounds double, ptr %B, i64 %idxprom8.lver.orig
  %13 = load double, ptr %arrayidx19.lver.orig, align 8, !tbaa !8
  %div.lver.orig = fdiv contract double %mul14.lver.orig, %13
  %sub20.lver.orig = fsub contract double %10, %div.lver.orig
  store double %sub20.lver.orig, ptr %arrayidx.lver.orig, align 8, !tbaa !8
  %arrayidx28.lver.orig = getelementptr inbounds double, ptr %B, i64 %idxprom.lver.orig
  %14 = load double, ptr %arrayidx28.lver.orig, align 8, !tbaa !8
  %15 = load double, ptr %arrayidx13.lver.orig, align 8, !tbaa !8
  %mul37.lver.orig = fmul contract double %15, %15
  %16 = load double, ptr %arrayidx19.lver.orig, align 8, !tbaa !8
  %div43.lver.orig = fdiv contract double %mul37.lver.orig, %16
  %sub44.lver.orig = fsub contract double %14, %div43.lver.orig
  store double %sub44.lver.orig, ptr %arrayidx28.lver.orig, align 8, !tbaa !8
  %inc.lver.orig = add nuw nsw i32 %i2.079.lver.orig, 1
  %exitcond.not.lver.orig = icmp eq i32 %inc.lver.orig, %n
  br i1 %exitcond.not.lver.orig, label %if.end, label %for.body.lver.orig, !llvm.loop !10

for.body.ph:                                      ; preds = %for.body.lver.check
  %17 = sext i32 %mul4 to i64
  %18 = shl nsw i64 %17, 3
  %scevgep84 = getelementptr i8, ptr %X, i64 %18
  %load_initial = load double, ptr %scevgep84, align 8
  %scevgep85 = getelementptr i8, ptr %B, i64 %18
  %load_initial86 = load double, ptr %scevgep85, align 8
  br label %for.body

for.body:                                         ; preds = %for.body.ph, %for.body
  %store_forwarded87 = phi double [ %load_initial86, %for.body.ph ], [ %sub44, %for.body ]
  %store_forwarded = phi double [ %load_initial, %for.body.ph ], [ %sub20, %for.body ]
  %i2.079 = phi i32 [ 1, %for.body.ph ], [ %inc, %for.body ]
  %add5 = add nsw i32 %i2.079, %mul4
  %idxprom = sext i32 %add5 to i64
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %19 = load double, ptr %arrayidx, align 8, !tbaa !8
  %arrayidx13 = getelementptr inbounds double, ptr %A, i64 %idxprom
  %20 = load double, ptr %arrayidx13, align 8, !tbaa !8
  %mul14 = fmul contract double %store_forwarded, %20
  %div = fdiv contract double %mul14, %store_forwarded87
  %sub20 = fsub contract double %19, %div
  store double %sub20, ptr %arrayidx, align 8, !tbaa !8
  %arrayidx28 = getelementptr inbounds double, ptr %B, i64 %idxprom
  %21 = load double, ptr %arrayidx28, align 8, !tbaa !8
  %22 = load double, ptr %arrayidx13, align 8, !tbaa !8
  %mul37 = fmul contract double %22, %22
  %div43 = fdiv contract double %mul37, %store_forwarded87
  %sub44 = fsub contract double %21, %div43
  store double %sub44, ptr %arrayidx28, align 8, !tbaa !8
  %inc = add nuw nsw i32 %i2.079, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !10

if.end:                                           ; preds = %for.body, %for.body.lver.orig, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel2iPdS_S_(i32 noundef %n, ptr noundef readnone captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef captures(none) %X) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i32 %add, 264
  %add4 = add nsw i32 %mul3, 263
  %idxprom = sext i32 %add4 to i64
  %arrayidx8 = getelementptr inbounds double, ptr %B, i64 %idxprom
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %4 = load double, ptr %arrayidx8, align 8, !tbaa !8
  %div = fdiv contract double %3, %4
  store double %div, ptr %arrayidx, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel3iPdS_S_(i32 noundef %n, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef captures(none) %X) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  %cmp350 = icmp sgt i32 %n, 2
  %or.cond = and i1 %cmp, %cmp350
  br i1 %or.cond, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %entry
  %mul4 = mul nsw i32 %add, 264
  %3 = add nsw i32 %n, -3
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i2.051 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %reass.sub = sub i32 %mul4, %i2.051
  %add6 = add i32 %reass.sub, 262
  %idxprom = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %4 = load double, ptr %arrayidx, align 8, !tbaa !8
  %add10 = add i32 %reass.sub, 261
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds double, ptr %X, i64 %idxprom11
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %arrayidx18 = getelementptr inbounds double, ptr %A, i64 %idxprom11
  %6 = load double, ptr %arrayidx18, align 8, !tbaa !8
  %mul19 = fmul contract double %5, %6
  %sub20 = fsub contract double %4, %mul19
  %arrayidx25 = getelementptr inbounds double, ptr %B, i64 %idxprom11
  %7 = load double, ptr %arrayidx25, align 8, !tbaa !8
  %div = fdiv contract double %sub20, %7
  store double %div, ptr %arrayidx, align 8, !tbaa !8
  %inc = add nuw nsw i32 %i2.051, 1
  %exitcond.not = icmp eq i32 %i2.051, %3
  br i1 %exitcond.not, label %if.end, label %for.body, !llvm.loop !12

if.end:                                           ; preds = %for.body, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel4iPdS_S_i(i32 noundef %n, ptr noundef readonly captures(none) %A, ptr noundef captures(none) %B, ptr noundef captures(none) %X, i32 noundef %i1) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul3 = mul nsw i32 %i1, 264
  %add4 = add nsw i32 %mul3, %add
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %mul5 = add i32 %add, -264
  %add6 = add i32 %mul5, %mul3
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds double, ptr %X, i64 %idxprom7
  %4 = load double, ptr %arrayidx8, align 8, !tbaa !8
  %arrayidx12 = getelementptr inbounds double, ptr %A, i64 %idxprom
  %5 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %mul13 = fmul contract double %4, %5
  %arrayidx18 = getelementptr inbounds double, ptr %B, i64 %idxprom7
  %6 = load double, ptr %arrayidx18, align 8, !tbaa !8
  %div = fdiv contract double %mul13, %6
  %sub19 = fsub contract double %3, %div
  store double %sub19, ptr %arrayidx, align 8, !tbaa !8
  %arrayidx27 = getelementptr inbounds double, ptr %B, i64 %idxprom
  %7 = load double, ptr %arrayidx27, align 8, !tbaa !8
  %8 = load double, ptr %arrayidx12, align 8, !tbaa !8
  %mul36 = fmul contract double %8, %8
  %9 = load double, ptr %arrayidx18, align 8, !tbaa !8
  %div42 = fdiv contract double %mul36, %9
  %sub43 = fsub contract double %7, %div42
  store double %sub43, ptr %arrayidx27, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel5iPdS_S_(i32 noundef %n, ptr noundef readnone captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef captures(none) %X) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %add3 = add nsw i32 %add, 69432
  %idxprom = sext i32 %add3 to i64
  %arrayidx6 = getelementptr inbounds double, ptr %B, i64 %idxprom
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %4 = load double, ptr %arrayidx6, align 8, !tbaa !8
  %div = fdiv contract double %3, %4
  store double %div, ptr %arrayidx, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11adi_kernel6iPdS_S_i(i32 noundef %n, ptr noundef readonly captures(none) %A, ptr noundef readonly captures(none) %B, ptr noundef captures(none) %X, i32 noundef %i1) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 262, %i1
  %mul3 = mul nsw i32 %sub, 264
  %add4 = add nsw i32 %mul3, %add
  %idxprom = sext i32 %add4 to i64
  %arrayidx = getelementptr inbounds double, ptr %X, i64 %idxprom
  %3 = load double, ptr %arrayidx, align 8, !tbaa !8
  %sub6 = sub i32 261, %i1
  %mul7 = mul nsw i32 %sub6, 264
  %add8 = add nsw i32 %mul7, %add
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds double, ptr %X, i64 %idxprom9
  %4 = load double, ptr %arrayidx10, align 8, !tbaa !8
  %arrayidx15 = getelementptr inbounds double, ptr %A, i64 %idxprom9
  %5 = load double, ptr %arrayidx15, align 8, !tbaa !8
  %mul16 = fmul contract double %4, %5
  %sub17 = fsub contract double %3, %mul16
  %arrayidx22 = getelementptr inbounds double, ptr %B, i64 %idxprom
  %6 = load double, ptr %arrayidx22, align 8, !tbaa !8
  %div = fdiv contract double %sub17, %6
  store double %div, ptr %arrayidx, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!9 = !{!"double", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
