; ModuleID = 'hecbench/shuffle.cu'
source_filename = "hecbench/shuffle.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14bcast_shfl_sg8iPi(i32 noundef %arg, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 7
  %cmp = icmp eq i32 %and, 0
  %cond = select i1 %cmp, i32 %arg, i32 0
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %cond, i32 0, i32 31)
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %2, %3
  %add = add i32 %mul, %0
  %conv = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %1, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z18bcast_shfl_xor_sg8Pi(ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 7
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %and, i32 1, i32 31)
  %add = add nsw i32 %1, %and
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add, i32 2, i32 31)
  %add.1 = add nsw i32 %2, %add
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.1, i32 4, i32 31)
  %add.2 = add nsw i32 %3, %add.1
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = mul i32 %4, %5
  %add6 = add i32 %mul4, %0
  %conv = zext i32 %add6 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %add.2, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15bcast_shfl_sg16iPi(i32 noundef %arg, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 15
  %cmp = icmp eq i32 %and, 0
  %cond = select i1 %cmp, i32 %arg, i32 0
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %cond, i32 0, i32 31)
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %2, %3
  %add = add i32 %mul, %0
  %conv = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %1, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19bcast_shfl_xor_sg16Pi(ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 15
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %and, i32 1, i32 31)
  %add = add nsw i32 %1, %and
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add, i32 2, i32 31)
  %add.1 = add nsw i32 %2, %add
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.1, i32 4, i32 31)
  %add.2 = add nsw i32 %3, %add.1
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.2, i32 8, i32 31)
  %add.3 = add nsw i32 %4, %add.2
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = mul i32 %5, %6
  %add6 = add i32 %mul4, %0
  %conv = zext i32 %add6 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %add.3, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15bcast_shfl_sg32iPi(i32 noundef %arg, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 31
  %cmp = icmp eq i32 %and, 0
  %cond = select i1 %cmp, i32 %arg, i32 0
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %cond, i32 0, i32 31)
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %2, %3
  %add = add i32 %mul, %0
  %conv = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %1, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19bcast_shfl_xor_sg32Pi(ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %and = and i32 %0, 31
  %1 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %and, i32 1, i32 31)
  %add = add nsw i32 %1, %and
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add, i32 2, i32 31)
  %add.1 = add nsw i32 %2, %add
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.1, i32 4, i32 31)
  %add.2 = add nsw i32 %3, %add.1
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.2, i32 8, i32 31)
  %add.3 = add nsw i32 %4, %add.2
  %5 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %add.3, i32 16, i32 31)
  %add.4 = add nsw i32 %5, %add.3
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = mul i32 %6, %7
  %add6 = add i32 %mul4, %0
  %conv = zext i32 %add6 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %conv
  store i32 %add.4, ptr %arrayidx, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14transpose_shflPfPKf(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = xor i32 %2, -1
  %sub5 = add nsw i32 %0, %3
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %5 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %4, i32 %sub5, i32 31)
  %arrayidx8 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom
  store float %5, ptr %arrayidx8, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!9 = !{!"float", !6, i64 0}
