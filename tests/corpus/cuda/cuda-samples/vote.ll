; ModuleID = 'cuda-samples/vote.cu'
source_filename = "cuda-samples/vote.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14VoteAnyKernel1PjS_i(ptr noundef readonly captures(none) %input, ptr noundef writeonly captures(none) %result, i32 noundef %size) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %input, i64 %idxprom
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %tobool.i = icmp ne i32 %1, 0
  %2 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %tobool.i)
  %conv.i = zext i1 %2 to i32
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %result, i64 %idxprom
  store i32 %conv.i, ptr %arrayidx3, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14VoteAllKernel2PjS_i(ptr noundef readonly captures(none) %input, ptr noundef writeonly captures(none) %result, i32 noundef %size) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %input, i64 %idxprom
  %1 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %tobool.i = icmp ne i32 %1, 0
  %2 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %tobool.i)
  %conv.i = zext i1 %2 to i32
  %arrayidx3 = getelementptr inbounds nuw i32, ptr %result, i64 %idxprom
  store i32 %conv.i, ptr %arrayidx3, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14VoteAnyKernel3Pbi(ptr noundef writeonly captures(none) %info, i32 noundef %warp_size) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul nuw nsw i32 %0, 3
  %idx.ext = zext nneg i32 %mul to i64
  %add.ptr = getelementptr inbounds nuw i8, ptr %info, i64 %idx.ext
  %mul1 = mul nsw i32 %warp_size, 3
  %div = sdiv i32 %mul1, 2
  %cmp = icmp sge i32 %0, %div
  %1 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %cmp)
  %storedv = zext i1 %1 to i8
  store i8 %storedv, ptr %add.ptr, align 1, !tbaa !8
  %add.ptr6 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1
  %storedv7 = zext i1 %cmp to i8
  store i8 %storedv7, ptr %add.ptr6, align 1, !tbaa !8
  %2 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %cmp)
  br i1 %2, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %add.ptr14 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2
  store i8 1, ptr %add.ptr14, align 1, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"bool", !6, i64 0}
