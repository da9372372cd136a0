; ModuleID = 'shoc_parboil/parboil_spmv.cu'
source_filename = "shoc_parboil/parboil_spmv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@jds_ptr_int = dso_local addrspace(4) externally_initialized constant [5000 x i32] zeroinitializer, align 4
@sh_zcnt_int = dso_local addrspace(4) externally_initialized constant [5000 x i32] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), ptr addrspacecast (ptr addrspace(4) @sh_zcnt_int to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8spmv_jdsPfPKfPKiS3_S1_S3_i(ptr noundef writeonly captures(none) %dst_vector, ptr noundef readonly captures(none) %d_data, ptr noundef readonly captures(none) %d_index, ptr noundef readonly captures(none) %d_perm, ptr noundef readonly captures(none) %x_vec, ptr noundef readnone captures(none) %d_nzcnt, i32 noundef %dim) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %dim
  br i1 %cmp, label %if.then, label %if.end39

if.then:                                          ; preds = %entry
  %shr = ashr i32 %add, 5
  %idxprom = sext i32 %shr to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @sh_zcnt_int to ptr), i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %4 = load i32, ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), align 4, !tbaa !4
  %add3 = add nsw i32 %4, %add
  %idxprom4 = sext i32 %add3 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %d_data, i64 %idxprom4
  %5 = load float, ptr %arrayidx5, align 4, !tbaa !8
  %arrayidx7 = getelementptr inbounds i32, ptr %d_index, i64 %idxprom4
  %6 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %idxprom8 = sext i32 %6 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %x_vec, i64 %idxprom8
  %7 = load float, ptr %arrayidx9, align 4, !tbaa !8
  %cmp10 = icmp sgt i32 %3, 1
  br i1 %cmp10, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %if.then
  %.pn70 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), i64 4), align 4, !tbaa !4
  %j.071 = add nsw i32 %.pn70, %add
  %idxprom13.pn72 = sext i32 %j.071 to i64
  %i.0.in73 = getelementptr inbounds i32, ptr %d_index, i64 %idxprom13.pn72
  %i.074 = load i32, ptr %i.0.in73, align 4, !tbaa !4
  %cmp1575.not = icmp eq i32 %3, 2
  br i1 %cmp1575.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i32 %3, 1
  %8 = icmp eq i32 %3, 3
  br i1 %8, label %for.body.epil.preheader, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %9 = and i32 %3, 2147483646
  %10 = add nsw i32 %9, -4
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.preheader
  %i.081.epil.init = phi i32 [ %i.074, %for.body.preheader ], [ %i.0.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %idxprom13.pn80.epil.init = phi i64 [ %idxprom13.pn72, %for.body.preheader ], [ %idxprom13.pn.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %k.079.epil.init = phi i32 [ 2, %for.body.preheader ], [ %inc.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.078.epil.init = phi float [ 0.000000e+00, %for.body.preheader ], [ %add26.1, %for.cond.cleanup.loopexit.unr-lcssa ]
  %t.077.epil.init = phi float [ %7, %for.body.preheader ], [ %20, %for.cond.cleanup.loopexit.unr-lcssa ]
  %d.076.epil.init = phi float [ %5, %for.body.preheader ], [ %17, %for.cond.cleanup.loopexit.unr-lcssa ]
  %lcmp.mod103 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod103)
  %arrayidx17.epil = getelementptr inbounds float, ptr %d_data, i64 %idxprom13.pn80.epil.init
  %11 = load float, ptr %arrayidx17.epil, align 4, !tbaa !8
  %idxprom18.epil = zext nneg i32 %k.079.epil.init to i64
  %arrayidx19.epil = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), i64 %idxprom18.epil
  %idxprom23.epil = sext i32 %i.081.epil.init to i64
  %arrayidx24.epil = getelementptr inbounds float, ptr %x_vec, i64 %idxprom23.epil
  %12 = load float, ptr %arrayidx24.epil, align 4, !tbaa !8
  %mul25.epil = fmul contract float %d.076.epil.init, %t.077.epil.init
  %add26.epil = fadd contract float %sum.078.epil.init, %mul25.epil
  %.pn.epil = load i32, ptr %arrayidx19.epil, align 4, !tbaa !4
  %j.0.epil = add nsw i32 %.pn.epil, %add
  %idxprom13.pn.epil = sext i32 %j.0.epil to i64
  %i.0.in.epil = getelementptr inbounds i32, ptr %d_index, i64 %idxprom13.pn.epil
  %i.0.epil = load i32, ptr %i.0.in.epil, align 4, !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil.preheader, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %d.0.lcssa = phi float [ %5, %for.cond.preheader ], [ %17, %for.cond.cleanup.loopexit.unr-lcssa ], [ %11, %for.body.epil.preheader ]
  %t.0.lcssa = phi float [ %7, %for.cond.preheader ], [ %20, %for.cond.cleanup.loopexit.unr-lcssa ], [ %12, %for.body.epil.preheader ]
  %sum.0.lcssa = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add26.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add26.epil, %for.body.epil.preheader ]
  %idxprom13.pn.lcssa = phi i64 [ %idxprom13.pn72, %for.cond.preheader ], [ %idxprom13.pn.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %idxprom13.pn.epil, %for.body.epil.preheader ]
  %i.0.lcssa = phi i32 [ %i.074, %for.cond.preheader ], [ %i.0.1, %for.cond.cleanup.loopexit.unr-lcssa ], [ %i.0.epil, %for.body.epil.preheader ]
  %arrayidx28 = getelementptr inbounds float, ptr %d_data, i64 %idxprom13.pn.lcssa
  %13 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %idxprom29 = sext i32 %i.0.lcssa to i64
  %arrayidx30 = getelementptr inbounds float, ptr %x_vec, i64 %idxprom29
  %14 = load float, ptr %arrayidx30, align 4, !tbaa !8
  %mul31 = fmul contract float %d.0.lcssa, %t.0.lcssa
  %add32 = fadd contract float %sum.0.lcssa, %mul31
  br label %if.end

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %i.081 = phi i32 [ %i.074, %for.body.preheader.new ], [ %i.0.1, %for.body ]
  %idxprom13.pn80 = phi i64 [ %idxprom13.pn72, %for.body.preheader.new ], [ %idxprom13.pn.1, %for.body ]
  %k.079 = phi i32 [ 2, %for.body.preheader.new ], [ %inc.1, %for.body ]
  %sum.078 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add26.1, %for.body ]
  %t.077 = phi float [ %7, %for.body.preheader.new ], [ %20, %for.body ]
  %d.076 = phi float [ %5, %for.body.preheader.new ], [ %17, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx17 = getelementptr inbounds float, ptr %d_data, i64 %idxprom13.pn80
  %15 = load float, ptr %arrayidx17, align 4, !tbaa !8
  %idxprom18 = zext nneg i32 %k.079 to i64
  %arrayidx19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), i64 %idxprom18
  %idxprom23 = sext i32 %i.081 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %x_vec, i64 %idxprom23
  %16 = load float, ptr %arrayidx24, align 4, !tbaa !8
  %mul25 = fmul contract float %d.076, %t.077
  %add26 = fadd contract float %sum.078, %mul25
  %.pn = load i32, ptr %arrayidx19, align 4, !tbaa !4
  %j.0 = add nsw i32 %.pn, %add
  %idxprom13.pn = sext i32 %j.0 to i64
  %i.0.in = getelementptr inbounds i32, ptr %d_index, i64 %idxprom13.pn
  %i.0 = load i32, ptr %i.0.in, align 4, !tbaa !4
  %arrayidx17.1 = getelementptr inbounds float, ptr %d_data, i64 %idxprom13.pn
  %17 = load float, ptr %arrayidx17.1, align 4, !tbaa !8
  %18 = zext nneg i32 %k.079 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @jds_ptr_int to ptr), i64 %18
  %arrayidx19.1 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %idxprom23.1 = sext i32 %i.0 to i64
  %arrayidx24.1 = getelementptr inbounds float, ptr %x_vec, i64 %idxprom23.1
  %20 = load float, ptr %arrayidx24.1, align 4, !tbaa !8
  %mul25.1 = fmul contract float %15, %16
  %add26.1 = fadd contract float %add26, %mul25.1
  %inc.1 = add nuw nsw i32 %k.079, 2
  %.pn.1 = load i32, ptr %arrayidx19.1, align 4, !tbaa !4
  %j.0.1 = add nsw i32 %.pn.1, %add
  %idxprom13.pn.1 = sext i32 %j.0.1 to i64
  %i.0.in.1 = getelementptr inbounds i32, ptr %d_index, i64 %idxprom13.pn.1
  %i.0.1 = load i32, ptr %i.0.in.1, align 4, !tbaa !4
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter, %10
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !10

if.end:                                           ; preds = %for.cond.cleanup, %if.then
  %d.1 = phi float [ %13, %for.cond.cleanup ], [ %5, %if.then ]
  %t.1 = phi float [ %14, %for.cond.cleanup ], [ %7, %if.then ]
  %sum.1 = phi float [ %add32, %for.cond.cleanup ], [ 0.000000e+00, %if.then ]
  %mul33 = fmul contract float %d.1, %t.1
  %add34 = fadd contract float %sum.1, %mul33
  %idxprom35 = sext i32 %add to i64
  %arrayidx36 = getelementptr inbounds i32, ptr %d_perm, i64 %idxprom35
  %21 = load i32, ptr %arrayidx36, align 4, !tbaa !4
  %idxprom37 = sext i32 %21 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %dst_vector, i64 %idxprom37
  store float %add34, ptr %arrayidx38, align 4, !tbaa !8
  br label %if.end39

if.end39:                                         ; preds = %if.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
