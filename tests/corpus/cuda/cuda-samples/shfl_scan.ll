; ModuleID = 'cuda-samples/shfl_scan.cu'
source_filename = "cuda-samples/shfl_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sums = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ11uniform_addPiS_iE3buf = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14shfl_scan_testPiiS_(ptr noundef captures(none) %data, i32 noundef %width, ptr noundef writeonly captures(address_is_null) %partial_sums) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %rem = srem i32 %add, 32
  %div91 = lshr i32 %2, 5
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %data, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %cmp.not98 = icmp slt i32 %width, 1
  br i1 %cmp.not98, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %4 = shl i32 %width, 8
  %shl.i = sub i32 8192, %4
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %value.0.lcssa = phi i32 [ %3, %entry ], [ %spec.select, %for.body ]
  %rem9 = and i32 %2, 31
  %cmp10 = icmp eq i32 %rem9, 31
  br i1 %cmp10, label %if.then11, label %if.end14

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %value.0100 = phi i32 [ %3, %for.body.lr.ph ], [ %spec.select, %for.body ]
  %i.099 = phi i32 [ 1, %for.body.lr.ph ], [ %mul7, %for.body ]
  %5 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %value.0100, i32 %i.099, i32 %shl.i)
  %cmp5.not = icmp slt i32 %rem, %i.099
  %add6 = select i1 %cmp5.not, i32 0, i32 %5
  %spec.select = add nsw i32 %add6, %value.0100
  %mul7 = shl nsw i32 %i.099, 1
  %cmp.not = icmp sgt i32 %mul7, %width
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !llvm.loop !8

if.then11:                                        ; preds = %for.cond.cleanup
  %idxprom12 = zext nneg i32 %div91 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %idxprom12
  store i32 %value.0.lcssa, ptr %arrayidx13, align 4, !tbaa !4
  br label %if.end14

if.end14:                                         ; preds = %if.then11, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp15 = icmp eq i32 %div91, 0
  br i1 %cmp15, label %land.lhs.true, label %if.end45

land.lhs.true:                                    ; preds = %if.end14
  %div1792 = lshr i32 %1, 5
  %cmp18 = icmp ult i32 %rem, %div1792
  br i1 %cmp18, label %if.then19, label %if.end45

if.then19:                                        ; preds = %land.lhs.true
  %idxprom20 = zext nneg i32 %rem to i64
  %arrayidx21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %idxprom20
  %6 = load i32, ptr %arrayidx21, align 4, !tbaa !4
  %notmask = shl nsw i32 -1, %div1792
  %sub = xor i32 %notmask, -1
  %7 = shl nuw nsw i32 %div1792, 8
  %shl.i97 = sub nuw nsw i32 8192, %7
  br label %for.body31

for.cond.cleanup30:                               ; preds = %for.body31
  store i32 %spec.select96, ptr %arrayidx21, align 4, !tbaa !4
  br label %if.end45

for.body31:                                       ; preds = %if.then19, %for.body31
  %i25.0102 = phi i32 [ 1, %if.then19 ], [ %mul41, %for.body31 ]
  %warp_sum.0101 = phi i32 [ %6, %if.then19 ], [ %spec.select96, %for.body31 ]
  %8 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %sub, i32 %warp_sum.0101, i32 %i25.0102, i32 %shl.i97)
  %cmp36.not = icmp samesign ult i32 %rem, %i25.0102
  %add38 = select i1 %cmp36.not, i32 0, i32 %8
  %spec.select96 = add nsw i32 %add38, %warp_sum.0101
  %mul41 = shl nuw nsw i32 %i25.0102, 1
  %cmp29.not = icmp samesign ugt i32 %mul41, %div1792
  br i1 %cmp29.not, label %for.cond.cleanup30, label %for.body31, !llvm.loop !11

if.end45:                                         ; preds = %for.cond.cleanup30, %land.lhs.true, %if.end14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp15, label %if.end51, label %if.then47

if.then47:                                        ; preds = %if.end45
  %9 = zext nneg i32 %div91 to i64
  %10 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %9
  %arrayidx50 = getelementptr i8, ptr %10, i64 -4
  %11 = load i32, ptr %arrayidx50, align 4, !tbaa !4
  br label %if.end51

if.end51:                                         ; preds = %if.then47, %if.end45
  %blockSum.0 = phi i32 [ %11, %if.then47 ], [ 0, %if.end45 ]
  %add52 = add nsw i32 %blockSum.0, %value.0.lcssa
  store i32 %add52, ptr %arrayidx, align 4, !tbaa !4
  %cmp55.not = icmp ne ptr %partial_sums, null
  %sub59 = add nsw i32 %1, -1
  %cmp60 = icmp eq i32 %2, %sub59
  %or.cond = select i1 %cmp55.not, i1 %cmp60, i1 false
  br i1 %or.cond, label %if.then61, label %if.end65

if.then61:                                        ; preds = %if.end51
  %idxprom63 = zext nneg i32 %0 to i64
  %arrayidx64 = getelementptr inbounds nuw i32, ptr %partial_sums, i64 %idxprom63
  store i32 %add52, ptr %arrayidx64, align 4, !tbaa !4
  br label %if.end65

if.end65:                                         ; preds = %if.then61, %if.end51
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11uniform_addPiS_i(ptr noundef captures(none) %data, ptr noundef readonly captures(none) %partial_sums, i32 noundef %len) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp sgt i32 %add, %len
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %cmp4 = icmp eq i32 %2, 0
  br i1 %cmp4, label %if.then5, label %if.end7

if.then5:                                         ; preds = %if.end
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %partial_sums, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %3, ptr addrspacecast (ptr addrspace(3) @_ZZ11uniform_addPiS_iE3buf to ptr), align 4, !tbaa !4
  br label %if.end7

if.end7:                                          ; preds = %if.then5, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11uniform_addPiS_iE3buf to ptr), align 4, !tbaa !4
  %idxprom8 = sext i32 %add to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %data, i64 %idxprom8
  %5 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  %add10 = add nsw i32 %5, %4
  store i32 %add10, ptr %arrayidx9, align 4, !tbaa !4
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.enable"}
!11 = distinct !{!11, !9}
