; ModuleID = 'polybench/gemm_f64.cu'
source_filename = "polybench/gemm_f64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11gemm_kerneliiiddPdS_S_(i32 noundef %ni, i32 noundef %nj, i32 noundef %nk, double noundef %alpha, double noundef %beta, ptr noundef readonly captures(none) %a, ptr noundef readonly captures(none) %b, ptr noundef captures(none) %c) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %cmp = icmp slt i32 %add7, %ni
  %cmp8 = icmp slt i32 %add, %nj
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul9 = mul nuw nsw i32 %add7, 88
  %add10 = add nsw i32 %mul9, %add
  %idxprom = sext i32 %add10 to i64
  %arrayidx = getelementptr inbounds double, ptr %c, i64 %idxprom
  %6 = load double, ptr %arrayidx, align 8, !tbaa !8
  %mul11 = fmul contract double %beta, %6
  store double %mul11, ptr %arrayidx, align 8, !tbaa !8
  %cmp1238 = icmp sgt i32 %nk, 0
  br i1 %cmp1238, label %for.body.lr.ph, label %if.end

for.body.lr.ph:                                   ; preds = %if.then
  %mul13 = mul nuw nsw i32 %add7, 56
  %xtraiter = and i32 %nk, 1
  %7 = icmp eq i32 %nk, 1
  br i1 %7, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %nk, 2147483646
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %8 = phi double [ %mul11, %for.body.lr.ph.new ], [ %add27.1, %for.body ]
  %k.039 = phi i32 [ 0, %for.body.lr.ph.new ], [ %inc.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %add14 = add nuw nsw i32 %k.039, %mul13
  %idxprom15 = zext nneg i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds nuw double, ptr %a, i64 %idxprom15
  %9 = load double, ptr %arrayidx16, align 8, !tbaa !8
  %mul17 = fmul contract double %alpha, %9
  %mul18 = mul nuw nsw i32 %k.039, 88
  %add19 = add nsw i32 %mul18, %add
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds double, ptr %b, i64 %idxprom20
  %10 = load double, ptr %arrayidx21, align 8, !tbaa !8
  %mul22 = fmul contract double %mul17, %10
  %add27 = fadd contract double %8, %mul22
  store double %add27, ptr %arrayidx, align 8, !tbaa !8
  %inc = or disjoint i32 %k.039, 1
  %add14.1 = add nuw nsw i32 %inc, %mul13
  %idxprom15.1 = zext nneg i32 %add14.1 to i64
  %arrayidx16.1 = getelementptr inbounds nuw double, ptr %a, i64 %idxprom15.1
  %11 = load double, ptr %arrayidx16.1, align 8, !tbaa !8
  %mul17.1 = fmul contract double %alpha, %11
  %mul18.1 = mul nuw nsw i32 %inc, 88
  %add19.1 = add nsw i32 %mul18.1, %add
  %idxprom20.1 = sext i32 %add19.1 to i64
  %arrayidx21.1 = getelementptr inbounds double, ptr %b, i64 %idxprom20.1
  %12 = load double, ptr %arrayidx21.1, align 8, !tbaa !8
  %mul22.1 = fmul contract double %mul17.1, %12
  %add27.1 = fadd contract double %add27, %mul22.1
  store double %add27.1, ptr %arrayidx, align 8, !tbaa !8
  %inc.1 = add nuw nsw i32 %k.039, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %if.end.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end.loopexit.unr-lcssa:                        ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %if.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %if.end.loopexit.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi double [ %mul11, %for.body.lr.ph ], [ %add27.1, %if.end.loopexit.unr-lcssa ]
  %k.039.epil.init = phi i32 [ 0, %for.body.lr.ph ], [ %inc.1, %if.end.loopexit.unr-lcssa ]
  %lcmp.mod40 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod40)
  %add14.epil = add nuw nsw i32 %k.039.epil.init, %mul13
  %idxprom15.epil = zext nneg i32 %add14.epil to i64
  %arrayidx16.epil = getelementptr inbounds nuw double, ptr %a, i64 %idxprom15.epil
  %13 = load double, ptr %arrayidx16.epil, align 8, !tbaa !8
  %mul17.epil = fmul contract double %alpha, %13
  %mul18.epil = mul nuw nsw i32 %k.039.epil.init, 88
  %add19.epil = add nsw i32 %mul18.epil, %add
  %idxprom20.epil = sext i32 %add19.epil to i64
  %arrayidx21.epil = getelementptr inbounds double, ptr %b, i64 %idxprom20.epil
  %14 = load double, ptr %arrayidx21.epil, align 8, !tbaa !8
  %mul22.epil = fmul contract double %mul17.epil, %14
  %add27.epil = fadd contract double %.epil.init, %mul22.epil
  store double %add27.epil, ptr %arrayidx, align 8, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %for.body.epil.preheader, %if.end.loopexit.unr-lcssa, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
