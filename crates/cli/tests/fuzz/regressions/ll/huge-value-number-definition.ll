; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumE7partial = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sum(ptr nocapture noundef readonly %x, ptr nocapture noundef %sum, ptr nocapture noundef %negatives, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %cmp = icmp ult i32 %add, %n
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !6
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %3, %cond.true ], [ 0.000000e+00, %entry ]
  %cmp3 = fcmp contract olt float %cond, 0.000000e+00
  %4 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp3)
  %5 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %div49 = lshr i32 %0, 5
  %cmp5 = icmp eq i32 %5, 0
  br i1 %cmp5, label %if.then, label %for.body.i.preheader

if.then:                                          ; preds = %cond.end
  %6 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %4)
  %7 = atomicrmw add ptr %negatives, i32 %6 monotonic, align 4
  br label %for.body.i.preheader

for.body.i.preheader:                             ; preds = %if.then, %cond.end
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i.preheader, %for.body.i
  %offset.07.i = phi i32 [ %div5.i, %for.body.i ], [ 16, %for.body.i.preheader ]
  %v.addr.06.i = phi float [ %add.i, %for.body.i ], [ %cond, %for.body.i.preheader ]
  %8 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v.addr.06.i, i32 %offset.07.i, i32 31)
  %add.i = fadd contract float %v.addr.06.i, %8
  %div5.i = lshr i32 %offset.07.i, 1
  %cmp.not.i = icmp ult i32 %offset.07.i, 2
  br i1 %cmp.not.i, label %_ZL8warp_sumf.exit, label %for.body.i, !llvm.loop !10

_ZL8warp_sumf.exit:                               ; preds = %for.body.i
  br i1 %cmp5, label %if.then8, label %if.end11

if.then8:                                         ; preds = %_ZL8warp_sumf.exit
  %idxprom9 = zext nneg i32 %div49 to i64
  %arrayidx10 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumE7partial to ptr), i64 0, i64 %idxprom9
  store float %add.i, ptr %arrayidx10, align 4, !tbaa !6
  br label %if.end11

if.end11:                                         ; preds = %if.then8, %_ZL8warp_sumf.exit
  tail call void @llvm.nvvm.barrier0()
  %cmp12 = icmp ult i32 %0, 32
  br i1 %cmp12, label %if.then13, label %if.end33

if.then13:                                        ; preds = %if.end11
  %add15 = add nuw nsw i32 %2, 31
  %div1650 = lshr i32 %add15, 5

  %cmp17 = icmp ult i32 %5, %div1650
  br i1 %cmp17, label %cond.true18, label %for.body.preheader

cond.true18:                                      ; preds = %if.then13
  %idxprom19 = zext nneg i32 %5 to i64
  %arrayidx20 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumE7partial to ptr), i64 0, i64 %idxprom19
  %9 = load float, ptr %arrayidx20, align 4, !tbaa !6
  br label %for.body.preheader

for.body.preheader:                               ; preds = %if.then13, %cond.true18
  %v.053.ph = phi float [ 0.000000e+00, %if.then13 ], [ %9, %cond.true18 ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %10 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %add25, i32 16, i32 31)
  %cmp28 = icmp eq i32 %0, 0
  br i1 %cmp28, label %if.then29, label %if.end33

for.body:                                         ; preds = %for.body.preheader, %for.body
  %v.053 = phi float [ %add25, %for.body ], [ %v.053.ph, %for.body.preheader ]
  %m.052 = phi i32 [ %div2651, %for.body ], [ 8, %fma165 ]
  %11 = bitcast float %v.053 to i32
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %12 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4294967295, i32 %m.052, i32 4127)
  %13 = bitcast i32 %12 to float
  %add25 = fadd contract float %v.053, %13
  %div2651 = lshr i32 %m.052, 1
  %cmp24.not = icmp ult i32 %m.052, 2
  br i1 %cmp24.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13

if.then29:                                        ; preds = %for.cond.cleanup
  %add27 = fadd contract float %add25, %10
  %14 = atomicrmw fadd ptr %sum, float %add27 monotonic, align 4
  br label %if.end33

if.end33:                                         ; preds = %for.cond.cleanup, %if.then29, %if.end11
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @reduce_sum, !"kernel", i32 1}
!1 = !{ptr @reduce_sum, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
