; ModuleID = 'rodinia/gaussian.cu'
source_filename = "rodinia/gaussian.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4Fan1PfS_ii(ptr noundef writeonly captures(none) %m_cuda, ptr noundef readonly captures(none) %a_cuda, i32 noundef %Size, i32 noundef %t) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = xor i32 %t, -1
  %sub3 = add i32 %Size, %3
  %cmp.not = icmp ult i32 %add, %sub3
  br i1 %cmp.not, label %if.end, label %return

if.end:                                           ; preds = %entry
  %add9 = add nuw i32 %add, 1
  %add10 = add i32 %add9, %t
  %mul11 = mul i32 %add10, %Size
  %idx.ext = zext i32 %mul11 to i64
  %add.ptr = getelementptr inbounds nuw float, ptr %a_cuda, i64 %idx.ext
  %idx.ext12 = sext i32 %t to i64
  %add.ptr13 = getelementptr inbounds float, ptr %add.ptr, i64 %idx.ext12
  %4 = load float, ptr %add.ptr13, align 4, !tbaa !8
  %mul14 = mul nsw i32 %t, %Size
  %idx.ext15 = sext i32 %mul14 to i64
  %add.ptr16 = getelementptr inbounds float, ptr %a_cuda, i64 %idx.ext15
  %add.ptr18 = getelementptr inbounds float, ptr %add.ptr16, i64 %idx.ext12
  %5 = load float, ptr %add.ptr18, align 4, !tbaa !8
  %div = fdiv contract float %4, %5
  %add.ptr28 = getelementptr inbounds nuw float, ptr %m_cuda, i64 %idx.ext
  %add.ptr30 = getelementptr inbounds float, ptr %add.ptr28, i64 %idx.ext12
  store float %div, ptr %add.ptr30, align 4, !tbaa !8
  br label %return

return:                                           ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4Fan2PfS_S_iii(ptr noundef readonly captures(none) %m_cuda, ptr noundef captures(none) %a_cuda, ptr noundef captures(none) %b_cuda, i32 noundef %Size, i32 noundef %j1, i32 noundef %t) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %3 = xor i32 %t, -1
  %sub3 = add i32 %Size, %3
  %cmp.not = icmp ult i32 %add, %sub3
  br i1 %cmp.not, label %if.end, label %return

if.end:                                           ; preds = %entry
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul7 = mul nuw nsw i32 %5, %6
  %add8 = add nuw nsw i32 %mul7, %4
  %sub9 = sub nsw i32 %Size, %t
  %cmp10.not = icmp ult i32 %add8, %sub9
  br i1 %cmp10.not, label %if.end12, label %return

if.end12:                                         ; preds = %if.end
  %add23 = add nuw nsw i32 %add, 1
  %add24 = add nsw i32 %add23, %t
  %mul25 = mul nsw i32 %add24, %Size
  %add26 = add nsw i32 %mul25, %t
  %idxprom = sext i32 %add26 to i64
  %arrayidx = getelementptr inbounds float, ptr %m_cuda, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul27 = mul nsw i32 %t, %Size
  %add28 = add nsw i32 %t, %add8
  %add29 = add nsw i32 %mul27, %add28
  %idxprom30 = sext i32 %add29 to i64
  %arrayidx31 = getelementptr inbounds float, ptr %a_cuda, i64 %idxprom30
  %8 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %mul32 = fmul contract float %7, %8
  %add37 = add nsw i32 %mul25, %add28
  %idxprom38 = sext i32 %add37 to i64
  %arrayidx39 = getelementptr inbounds float, ptr %a_cuda, i64 %idxprom38
  %9 = load float, ptr %arrayidx39, align 4, !tbaa !8
  %sub40 = fsub contract float %9, %mul32
  store float %sub40, ptr %arrayidx39, align 4, !tbaa !8
  %cmp41 = icmp eq i32 %add8, 0
  br i1 %cmp41, label %if.then42, label %return

if.then42:                                        ; preds = %if.end12
  %arrayidx49 = getelementptr inbounds float, ptr %m_cuda, i64 %idxprom38
  %10 = load float, ptr %arrayidx49, align 4, !tbaa !8
  %idxprom50 = sext i32 %t to i64
  %arrayidx51 = getelementptr inbounds float, ptr %b_cuda, i64 %idxprom50
  %11 = load float, ptr %arrayidx51, align 4, !tbaa !8
  %mul52 = fmul contract float %10, %11
  %idxprom55 = sext i32 %add24 to i64
  %arrayidx56 = getelementptr inbounds float, ptr %b_cuda, i64 %idxprom55
  %12 = load float, ptr %arrayidx56, align 4, !tbaa !8
  %sub57 = fsub contract float %12, %mul52
  store float %sub57, ptr %arrayidx56, align 4, !tbaa !8
  br label %return

return:                                           ; preds = %if.end12, %if.then42, %if.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
