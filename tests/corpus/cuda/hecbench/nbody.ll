; ModuleID = 'hecbench/nbody.cu'
source_filename = "hecbench/nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { [3 x float], [3 x float], [3 x float], float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z20accelerate_particlesP8Particleiff(ptr noundef captures(none) %p, i32 noundef %n, float noundef %kSofteningSquared, float noundef %kG) local_unnamed_addr #0 {
entry:
  %pi.sroa.7 = alloca [3 x float], align 4
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %n
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr nonnull %pi.sroa.7)
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.Particle, ptr %p, i64 %idxprom
  %pi.sroa.0.0.copyload = load float, ptr %arrayidx, align 4
  %pi.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %pi.sroa.5.0.copyload = load float, ptr %pi.sroa.5.0.arrayidx.sroa_idx, align 4
  %pi.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %pi.sroa.6.0.copyload = load float, ptr %pi.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %pi.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %pi.sroa.7, ptr noundef nonnull align 4 dereferenceable(12) %pi.sroa.7.0.arrayidx.sroa_idx, i64 12, i1 false), !tbaa.struct !9
  %pi.sroa.768.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %pi.sroa.768.0.copyload = load float, ptr %pi.sroa.768.0.arrayidx.sroa_idx, align 4
  %pi.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 28
  %pi.sroa.9.0.copyload = load float, ptr %pi.sroa.9.0.arrayidx.sroa_idx, align 4
  %pi.sroa.11.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %pi.sroa.11.0.copyload = load float, ptr %pi.sroa.11.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %pi.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 36
  %pi.sroa.13.0.copyload = load float, ptr %pi.sroa.13.0.arrayidx.sroa_idx, align 4, !tbaa !10
  %cmp878 = icmp sgt i32 %n, 0
  br i1 %cmp878, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  %acc2.0.lcssa = phi float [ %pi.sroa.11.0.copyload, %if.end ], [ %add40, %for.body ]
  %acc1.0.lcssa = phi float [ %pi.sroa.9.0.copyload, %if.end ], [ %add38, %for.body ]
  %acc0.0.lcssa = phi float [ %pi.sroa.768.0.copyload, %if.end ], [ %add36, %for.body ]
  store float %pi.sroa.0.0.copyload, ptr %arrayidx, align 4
  store float %pi.sroa.5.0.copyload, ptr %pi.sroa.5.0.arrayidx.sroa_idx, align 4
  store float %pi.sroa.6.0.copyload, ptr %pi.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa !8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %pi.sroa.7.0.arrayidx.sroa_idx, ptr noundef nonnull align 4 dereferenceable(12) %pi.sroa.7, i64 12, i1 false), !tbaa.struct !9
  store float %acc0.0.lcssa, ptr %pi.sroa.768.0.arrayidx.sroa_idx, align 4
  store float %acc1.0.lcssa, ptr %pi.sroa.9.0.arrayidx.sroa_idx, align 4
  store float %acc2.0.lcssa, ptr %pi.sroa.11.0.arrayidx.sroa_idx, align 4, !tbaa !8
  store float %pi.sroa.13.0.copyload, ptr %pi.sroa.13.0.arrayidx.sroa_idx, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(ptr nonnull %pi.sroa.7)
  br label %cleanup

for.body:                                         ; preds = %if.end, %for.body
  %acc0.082 = phi float [ %add36, %for.body ], [ %pi.sroa.768.0.copyload, %if.end ]
  %acc1.081 = phi float [ %add38, %for.body ], [ %pi.sroa.9.0.copyload, %if.end ]
  %acc2.080 = phi float [ %add40, %for.body ], [ %pi.sroa.11.0.copyload, %if.end ]
  %j.079 = phi i32 [ %inc, %for.body ], [ 0, %if.end ]
  %idxprom9 = zext nneg i32 %j.079 to i64
  %arrayidx10 = getelementptr inbounds nuw %struct.Particle, ptr %p, i64 %idxprom9
  %pj.sroa.0.0.copyload = load float, ptr %arrayidx10, align 4
  %pj.sroa.4.0.arrayidx10.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 4
  %pj.sroa.4.0.copyload = load float, ptr %pj.sroa.4.0.arrayidx10.sroa_idx, align 4
  %pj.sroa.5.0.arrayidx10.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 8
  %pj.sroa.5.0.copyload = load float, ptr %pj.sroa.5.0.arrayidx10.sroa_idx, align 4, !tbaa !8
  %pj.sroa.651.0.arrayidx10.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx10, i64 36
  %pj.sroa.651.0.copyload = load float, ptr %pj.sroa.651.0.arrayidx10.sroa_idx, align 4, !tbaa !10
  %sub = fsub contract float %pj.sroa.0.0.copyload, %pi.sroa.0.0.copyload
  %sub18 = fsub contract float %pj.sroa.4.0.copyload, %pi.sroa.5.0.copyload
  %sub23 = fsub contract float %pj.sroa.5.0.copyload, %pi.sroa.6.0.copyload
  %mul24 = fmul contract float %sub, %sub
  %mul25 = fmul contract float %sub18, %sub18
  %add26 = fadd contract float %mul24, %mul25
  %mul27 = fmul contract float %sub23, %sub23
  %add28 = fadd contract float %add26, %mul27
  %add29 = fadd contract float %kSofteningSquared, %add28
  %call.i = tail call contract noundef float @__nv_rsqrtf(float noundef %add29) #8
  %mul31 = fmul contract float %kG, %pj.sroa.651.0.copyload
  %mul32 = fmul contract float %mul31, %call.i
  %mul33 = fmul contract float %call.i, %mul32
  %mul34 = fmul contract float %call.i, %mul33
  %mul35 = fmul contract float %sub, %mul34
  %add36 = fadd contract float %acc0.082, %mul35
  %mul37 = fmul contract float %sub18, %mul34
  %add38 = fadd contract float %acc1.081, %mul37
  %mul39 = fmul contract float %sub23, %mul34
  %add40 = fadd contract float %acc2.080, %mul39
  %inc = add nuw nsw i32 %j.079, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16update_particlesP8ParticlePfif(ptr noalias noundef captures(none) %p, ptr noalias noundef writeonly captures(none) %e, i32 noundef %n, float noundef %dt) local_unnamed_addr #3 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp slt i32 %add, %n
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.Particle, ptr %p, i64 %idxprom
  %pi.sroa.0.0.copyload = load float, ptr %arrayidx, align 4
  %pi.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %pi.sroa.6.0.copyload = load float, ptr %pi.sroa.6.0.arrayidx.sroa_idx, align 4
  %pi.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %pi.sroa.8.0.copyload = load float, ptr %pi.sroa.8.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %pi.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %pi.sroa.10.0.copyload = load float, ptr %pi.sroa.10.0.arrayidx.sroa_idx, align 4
  %pi.sroa.15.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %pi.sroa.15.0.copyload = load float, ptr %pi.sroa.15.0.arrayidx.sroa_idx, align 4
  %pi.sroa.20.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 20
  %pi.sroa.20.0.copyload = load float, ptr %pi.sroa.20.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %pi.sroa.25.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %pi.sroa.25.0.copyload = load float, ptr %pi.sroa.25.0.arrayidx.sroa_idx, align 4
  %pi.sroa.27.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 28
  %pi.sroa.27.0.copyload = load float, ptr %pi.sroa.27.0.arrayidx.sroa_idx, align 4
  %pi.sroa.29.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 32
  %pi.sroa.29.0.copyload = load float, ptr %pi.sroa.29.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %pi.sroa.31.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 36
  %pi.sroa.31.0.copyload = load float, ptr %pi.sroa.31.0.arrayidx.sroa_idx, align 4, !tbaa !10
  %mul4 = fmul contract float %dt, %pi.sroa.25.0.copyload
  %add6 = fadd contract float %pi.sroa.10.0.copyload, %mul4
  %mul9 = fmul contract float %dt, %pi.sroa.27.0.copyload
  %add12 = fadd contract float %pi.sroa.15.0.copyload, %mul9
  %mul15 = fmul contract float %dt, %pi.sroa.29.0.copyload
  %add18 = fadd contract float %pi.sroa.20.0.copyload, %mul15
  %mul21 = fmul contract float %dt, %add6
  %add23 = fadd contract float %pi.sroa.0.0.copyload, %mul21
  %mul26 = fmul contract float %dt, %add12
  %add29 = fadd contract float %pi.sroa.6.0.copyload, %mul26
  %mul32 = fmul contract float %dt, %add18
  %add35 = fadd contract float %pi.sroa.8.0.copyload, %mul32
  %mul46 = fmul contract float %add6, %add6
  %mul51 = fmul contract float %add12, %add12
  %add52 = fadd contract float %mul46, %mul51
  %mul57 = fmul contract float %add18, %add18
  %add58 = fadd contract float %add52, %mul57
  %mul59 = fmul contract float %pi.sroa.31.0.copyload, %add58
  %arrayidx61 = getelementptr inbounds float, ptr %e, i64 %idxprom
  store float %mul59, ptr %arrayidx61, align 4, !tbaa !10
  store float %add23, ptr %arrayidx, align 4
  store float %add29, ptr %pi.sroa.6.0.arrayidx.sroa_idx, align 4
  store float %add35, ptr %pi.sroa.8.0.arrayidx.sroa_idx, align 4, !tbaa !8
  store float %add6, ptr %pi.sroa.10.0.arrayidx.sroa_idx, align 4
  store float %add12, ptr %pi.sroa.15.0.arrayidx.sroa_idx, align 4
  store float %add18, ptr %pi.sroa.20.0.arrayidx.sroa_idx, align 4, !tbaa !8
  store float 0.000000e+00, ptr %pi.sroa.25.0.arrayidx.sroa_idx, align 4
  store float 0.000000e+00, ptr %pi.sroa.27.0.arrayidx.sroa_idx, align 4
  store float 0.000000e+00, ptr %pi.sroa.29.0.arrayidx.sroa_idx, align 4, !tbaa !8
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17accumulate_energyPfi(ptr noundef captures(none) %e, i32 noundef %n) local_unnamed_addr #4 {
entry:
  %cmp5 = icmp sgt i32 %n, 1
  br i1 %cmp5, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %e.promoted = load float, ptr %e, align 4, !tbaa !10
  %0 = add nsw i32 %n, -1
  %1 = add nsw i32 %n, -2
  %xtraiter = and i32 %0, 3
  %2 = icmp ult i32 %1, 3
  br i1 %2, label %for.body.epil.preheader, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i32 %0, -4
  br label %for.body

for.cond.for.cond.cleanup_crit_edge.unr-lcssa:    ; preds = %for.body
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.cond.for.cond.cleanup_crit_edge.unr-lcssa, %for.body.lr.ph
  %.epil.init = phi float [ %e.promoted, %for.body.lr.ph ], [ %add.3, %for.cond.for.cond.cleanup_crit_edge.unr-lcssa ]
  %i.06.epil.init = phi i32 [ 1, %for.body.lr.ph ], [ %inc.3, %for.cond.for.cond.cleanup_crit_edge.unr-lcssa ]
  %lcmp.mod8 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod8)
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil, %for.body.epil.preheader
  %3 = phi float [ %.epil.init, %for.body.epil.preheader ], [ %add.epil, %for.body.epil ]
  %i.06.epil = phi i32 [ %i.06.epil.init, %for.body.epil.preheader ], [ %inc.epil, %for.body.epil ]
  %epil.iter = phi i32 [ 0, %for.body.epil.preheader ], [ %epil.iter.next, %for.body.epil ]
  %idxprom.epil = zext nneg i32 %i.06.epil to i64
  %arrayidx.epil = getelementptr inbounds nuw float, ptr %e, i64 %idxprom.epil
  %4 = load float, ptr %arrayidx.epil, align 4, !tbaa !10
  %add.epil = fadd contract float %4, %3
  %inc.epil = add nuw nsw i32 %i.06.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.body.epil, !llvm.loop !14

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.body.epil, %for.cond.for.cond.cleanup_crit_edge.unr-lcssa
  %add.lcssa = phi float [ %add.3, %for.cond.for.cond.cleanup_crit_edge.unr-lcssa ], [ %add.epil, %for.body.epil ]
  store float %add.lcssa, ptr %e, align 4, !tbaa !10
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %5 = phi float [ %e.promoted, %for.body.lr.ph.new ], [ %add.3, %for.body ]
  %i.06 = phi i32 [ 1, %for.body.lr.ph.new ], [ %inc.3, %for.body ]
  %niter = phi i32 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %idxprom = zext nneg i32 %i.06 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %e, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !10
  %add = fadd contract float %6, %5
  %7 = zext nneg i32 %i.06 to i64
  %8 = getelementptr inbounds nuw float, ptr %e, i64 %7
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %9 = load float, ptr %arrayidx.1, align 4, !tbaa !10
  %add.1 = fadd contract float %9, %add
  %10 = zext nneg i32 %i.06 to i64
  %11 = getelementptr inbounds nuw float, ptr %e, i64 %10
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %12 = load float, ptr %arrayidx.2, align 4, !tbaa !10
  %add.2 = fadd contract float %12, %add.1
  %13 = zext nneg i32 %i.06 to i64
  %14 = getelementptr inbounds nuw float, ptr %e, i64 %13
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %15 = load float, ptr %arrayidx.3, align 4, !tbaa !10
  %add.3 = fadd contract float %15, %add.2
  %inc.3 = add nuw nsw i32 %i.06, 4
  %niter.next.3 = add nuw i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.for.cond.cleanup_crit_edge.unr-lcssa, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { convergent nounwind }

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
!8 = !{!6, !6, i64 0}
!9 = !{i64 0, i64 12, !8, i64 12, i64 12, !8, i64 24, i64 4, !10}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !13}
