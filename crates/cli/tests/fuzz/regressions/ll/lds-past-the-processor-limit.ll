; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramE5local = internal addrspace(3) global [32767 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram(ptr nocapture noundef readonly %data, i32 noundef %n, ptr nocapture noundef %bins) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp45 = icmp ult i32 %0, 256
  br i1 %cmp45, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call void @llvm.nvvm.barrier0()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul = mul i32 %2, %3
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = mul i32 %4, %2
  %add8 = add i32 %mul6, %0
  %cmp1047 = icmp ult i32 %add8, %n
  br i1 %cmp1047, label %for.body12, label %for.cond.cleanup11

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %b.046 = phi i32 [ %0, %for.body.lr.ph ], [ %add, %for.body ]
  %idxprom = zext nneg i32 %b.046 to i64
  %arrayidx = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %idxprom
  store i32 0, ptr %arrayidx, align 4, !tbaa !5
  %add = add nuw nsw i32 %b.046, %1
  %cmp = icmp ult i32 %add, 256
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !9

for.cond.cleanup11:                               ; preds = %for.body12, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier0()
  %cmp2349 = icmp ult i32 %0, 256
  br i1 %cmp2349, label %for.body25, label %for.cond.cleanup24

for.body12:                                       ; preds = %for.cond.cleanup, %for.body12
  %i.048 = phi i32 [ %add18, %for.body12 ], [ %add8, %for.cond.cleanup ]
  %idxprom13 = zext i32 %i.048 to i64
  %arrayidx14 = getelementptr inbounds i8, ptr %data, i64 %idxprom13
  %5 = load i8, ptr %arrayidx14, align 1, !tbaa !12
  %idxprom15 = zext i8 %5 to i64
  %arrayidx16 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %idxprom15
  %6 = atomicrmw add ptr %arrayidx16, i32 1 monotonic, align 4
  %add18 = add i32 %i.048, %mul
  %cmp10 = icmp ult i32 %add18, %n
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11, !llvm.loop !13

for.cond.cleanup24:                               ; preds = %if.end, %for.cond.cleanup11
  ret void

for.body25:                                       ; preds = %for.cond.cleanup11, %if.end
  %b20.050 = phi i32 [ %add35, %if.end ], [ %0, %for.cond.cleanup11 ]
  %idxprom26 = zext nneg i32 %b20.050 to i64
  %arrayidx27 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %idxprom26
  %7 = load i32, ptr %arrayidx27, align 4, !tbaa !5
  %cmp28.not = icmp eq i32 %7, 0
  br i1 %cmp28.not, label %if.end, label %if.then

if.then:                                          ; preds = %for.body25
  %arrayidx30 = getelementptr inbounds i32, ptr %bins, i64 %idxprom26
  %8 = atomicrmw add ptr %arrayidx30, i32 %7 monotonic, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body25
  %add35 = add nuw nsw i32 %b20.050, %2
  %cmp23 = icmp ult i32 %add35, 256
  br i1 %cmp23, label %for.body25, label %for.cond.cleanup24, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @histogram, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
