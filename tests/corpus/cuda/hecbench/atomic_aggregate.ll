; ModuleID = 'hecbench/atomic_aggregate.cu'
source_filename = "hecbench/atomic_aggregate.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z12atomicAggIncPi(ptr noundef %ptr) local_unnamed_addr #0 {
entry:
  %0 = ptrtoint ptr %ptr to i64
  %1 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %0)
  %call.i = tail call noundef i32 @__nv_ffs(i32 noundef %1) #5
  %sub = add nsw i32 %call.i, -1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = and i32 %2, 31
  %cmp = icmp eq i32 %rem, %sub
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call.i16 = tail call noundef i32 @__nv_popc(i32 noundef %1) #5
  %3 = atomicrmw add ptr %ptr, i32 %call.i16 seq_cst, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %res.0 = phi i32 [ %3, %if.then ], [ 0, %entry ]
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %1, i32 %res.0, i32 %sub, i32 31)
  %notmask = shl nsw i32 -1, %rem
  %sub6 = xor i32 %notmask, -1
  %and = and i32 %1, %sub6
  %call.i15 = tail call noundef i32 @__nv_popc(i32 noundef %and) #5
  %add = add nsw i32 %call.i15, %4
  ret i32 %add
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z1kPii(ptr noundef %d, i32 noundef %s) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = urem i32 %0, %s
  %idx.ext = zext nneg i32 %rem to i64
  %add.ptr = getelementptr inbounds nuw i32, ptr %d, i64 %idx.ext
  %1 = ptrtoint ptr %add.ptr to i64
  %2 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %1)
  %call.i.i = tail call noundef i32 @__nv_ffs(i32 noundef %2) #5
  %sub.i = add nsw i32 %call.i.i, -1
  %rem.i = and i32 %0, 31
  %cmp.i = icmp eq i32 %rem.i, %sub.i
  br i1 %cmp.i, label %if.then.i, label %_Z12atomicAggIncPi.exit

if.then.i:                                        ; preds = %entry
  %call.i16.i = tail call noundef i32 @__nv_popc(i32 noundef %2) #5
  %3 = atomicrmw add ptr %add.ptr, i32 %call.i16.i seq_cst, align 4
  br label %_Z12atomicAggIncPi.exit

_Z12atomicAggIncPi.exit:                          ; preds = %entry, %if.then.i
  %res.0.i = phi i32 [ %3, %if.then.i ], [ 0, %entry ]
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %2, i32 %res.0.i, i32 %sub.i, i32 31)
  %notmask.i = shl nsw i32 -1, %rem.i
  %sub6.i = xor i32 %notmask.i, -1
  %and.i = and i32 %2, %sub6.i
  %call.i15.i = tail call noundef i32 @__nv_popc(i32 noundef %and.i) #5
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_ffs(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
