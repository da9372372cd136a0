; ModuleID = 'block_reduce.cu'
source_filename = "block_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sums = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_reduce256(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %partial, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul.i = mul i32 %1, %2
  %add.i = add i32 %mul.i, %0
  %cmp.i1 = icmp ult i32 %add.i, %n
  br i1 %cmp.i1, label %for.body.i.lr.ph, label %for.cond.cleanup.i

for.body.i.lr.ph:                                 ; preds = %entry
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul6.i = mul i32 %2, %3
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %for.body.i, %entry
  %acc.0.i.lcssa = phi float [ 0.000000e+00, %entry ], [ %add3.i, %for.body.i ]
  %idxprom8.i = zext nneg i32 %0 to i64
  %arrayidx9.i = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %idxprom8.i
  store float %acc.0.i.lcssa, ptr %arrayidx9.i, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp14.i = icmp samesign ult i32 %0, 128
  br i1 %cmp14.i, label %if.then.i, label %if.end.i

for.body.i:                                       ; preds = %for.body.i.lr.ph, %for.body.i
  %i.0.i3 = phi i32 [ %add.i, %for.body.i.lr.ph ], [ %add7.i, %for.body.i ]
  %acc.0.i2 = phi float [ 0.000000e+00, %for.body.i.lr.ph ], [ %add3.i, %for.body.i ]
  %idxprom.i = zext i32 %i.0.i3 to i64
  %arrayidx.i = getelementptr inbounds nuw float, ptr %in, i64 %idxprom.i
  %4 = load float, ptr %arrayidx.i, align 4, !tbaa !8
  %add3.i = fadd contract float %acc.0.i2, %4
  %add7.i = add i32 %i.0.i3, %mul6.i
  %cmp.i = icmp ult i32 %add7.i, %n
  br i1 %cmp.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !10

if.then.i:                                        ; preds = %for.cond.cleanup.i
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %5
  %arrayidx17.i = getelementptr inbounds nuw i8, ptr %6, i64 512
  %7 = load float, ptr %arrayidx17.i, align 4, !tbaa !8
  %8 = load float, ptr %arrayidx9.i, align 4, !tbaa !8
  %add20.i = fadd contract float %7, %8
  store float %add20.i, ptr %arrayidx9.i, align 4, !tbaa !8
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.cond.cleanup.i
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp14.i.1 = icmp samesign ult i32 %0, 64
  br i1 %cmp14.i.1, label %if.then.i.1, label %if.end.i.1

if.then.i.1:                                      ; preds = %if.end.i
  %9 = zext nneg i32 %0 to i64
  %10 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sums to ptr), i64 %9
  %arrayidx17.i.1 = getelementptr inbounds nuw i8, ptr %10, i64 256
  %11 = load float, ptr %arrayidx17.i.1, align 4, !tbaa !8
  %12 = load float, ptr %arrayidx9.i, align 4, !tbaa !8
  %add20.i.1 = fadd contract float %11, %12
  store float %add20.i.1, ptr %arrayidx9.i, align 4, !tbaa !8
  br label %if.end.i.1

if.end.i.1:                                       ; preds = %if.then.i.1, %if.end.i
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp23.i = icmp samesign ult i32 %0, 32
  br i1 %cmp23.i, label %if.then24.i, label %_Z16sum_into_partialILj256EEvPKfPfj.exit

if.then24.i:                                      ; preds = %if.end.i.1
  %13 = load float, ptr %arrayidx9.i, align 4, !tbaa !8
  %arrayidx29.i = getelementptr inbounds nuw i8, ptr %arrayidx9.i, i64 128
  %14 = load float, ptr %arrayidx29.i, align 4, !tbaa !8
  %add30.i = fadd contract float %13, %14
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add30.i, i32 16, i32 31)
  %add36.i = fadd contract float %add30.i, %15
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add36.i, i32 8, i32 31)
  %add36.i.1 = fadd contract float %add36.i, %16
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add36.i.1, i32 4, i32 31)
  %add36.i.2 = fadd contract float %add36.i.1, %17
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add36.i.2, i32 2, i32 31)
  %add36.i.3 = fadd contract float %add36.i.2, %18
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %add36.i.3, i32 1, i32 31)
  %cmp40.i = icmp eq i32 %0, 0
  br i1 %cmp40.i, label %if.then41.i, label %_Z16sum_into_partialILj256EEvPKfPfj.exit

if.then41.i:                                      ; preds = %if.then24.i
  %add36.i.4 = fadd contract float %add36.i.3, %19
  %idxprom43.i = zext nneg i32 %1 to i64
  %arrayidx44.i = getelementptr inbounds nuw float, ptr %partial, i64 %idxprom43.i
  store float %add36.i.4, ptr %arrayidx44.i, align 4, !tbaa !8
  br label %_Z16sum_into_partialILj256EEvPKfPfj.exit

_Z16sum_into_partialILj256EEvPKfPfj.exit:         ; preds = %if.end.i.1, %if.then24.i, %if.then41.i
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
