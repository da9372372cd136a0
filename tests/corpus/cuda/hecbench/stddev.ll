; ModuleID = 'hecbench/stddev.cu'
source_filename = "hecbench/stddev.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z12sampleKernelIfiEvPT_T0_S2_ = comdat any

$_Z9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_ = comdat any

$_ZZ9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_E4sstd = comdat any

@_ZZ9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_E4sstd = linkonce_odr dso_local addrspace(3) global [32 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12sampleKernelIfiEvPT_T0_S2_(ptr noundef captures(none) %std, i32 noundef %D, i32 noundef %N) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %D
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %conv = sitofp i32 %N to float
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %std, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %div = fdiv contract float %3, %conv
  %call.i = tail call contract noundef float @__nv_sqrtf(float noundef %div) #4
  store float %call.i, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_(ptr noalias noundef captures(none) %std, ptr noalias noundef readonly captures(none) %data, i32 noundef %D, i32 noundef %N) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rem = and i32 %0, 31
  %div38 = lshr i32 %0, 5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl nuw nsw i32 %1, 5
  %add = or disjoint i32 %rem, %mul
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul4 = shl nsw i32 %2, 3
  %add5 = add nuw nsw i32 %div38, %mul4
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul7 = shl i32 %3, 3
  %cmp39 = icmp slt i32 %add5, %N
  br i1 %cmp39, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp8 = icmp slt i32 %add, %D
  br label %for.body

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  %thread_data.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add12, %cond.end ]
  %cmp15 = icmp samesign ult i32 %0, 32
  br i1 %cmp15, label %if.then, label %if.end

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %thread_data.041 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add12, %cond.end ]
  %i.040 = phi i32 [ %add5, %for.body.lr.ph ], [ %add13, %cond.end ]
  br i1 %cmp8, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %mul9 = mul nsw i32 %i.040, %D
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds float, ptr %data, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %5 = fmul contract float %4, %4
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %5, %cond.true ], [ 0.000000e+00, %for.body ]
  %add12 = fadd contract float %thread_data.041, %cond
  %add13 = add nsw i32 %i.040, %mul7
  %cmp = icmp slt i32 %add13, %N
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10

if.then:                                          ; preds = %for.cond.cleanup
  %idxprom17 = zext nneg i32 %0 to i64
  %arrayidx18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_E4sstd to ptr), i64 %idxprom17
  store float 0.000000e+00, ptr %arrayidx18, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idx.ext = zext nneg i32 %rem to i64
  %add.ptr = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9sopKernelIfiLi256ELi32EEvPT_PKS0_T0_S4_E4sstd to ptr), i64 %idx.ext
  %6 = atomicrmw fadd ptr %add.ptr, float %thread_data.0.lcssa seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp15, label %if.then22, label %if.end28

if.then22:                                        ; preds = %if.end
  %idx.ext23 = zext nneg i32 %add to i64
  %add.ptr24 = getelementptr inbounds nuw float, ptr %std, i64 %idx.ext23
  %7 = load float, ptr %add.ptr, align 4, !tbaa !8
  %8 = atomicrmw fadd ptr %add.ptr24, float %7 seq_cst, align 4
  br label %if.end28

if.end28:                                         ; preds = %if.then22, %if.end
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent nounwind }

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
