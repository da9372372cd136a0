; ModuleID = 'nbody.cu'
source_filename = "nbody.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@nbody_softening2 = dso_local addrspace(4) externally_initialized constant float 0x3F50624DE0000000, align 4
@staged = external dso_local local_unnamed_addr addrspace(3) global [0 x %struct.float4], align 16
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @nbody_softening2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nbody_step(ptr noundef writeonly captures(none) %pos_out, ptr noundef readonly captures(none) %pos_in, ptr noundef captures(none) %vel, i32 noundef %first, i32 noundef %count, float noundef %dt, float noundef %damping, i32 noundef %tiles) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %add3 = add i32 %add, %first
  %cmp = icmp ult i32 %add3, %count
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom = zext i32 %add3 to i64
  %arrayidx = getelementptr inbounds nuw %struct.float4, ptr %pos_in, i64 %idxprom
  %self.sroa.14.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12
  %self.sroa.11.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %self.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %self.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !tbaa !8
  %self.sroa.8.0.copyload = load float, ptr %self.sroa.8.0.arrayidx.sroa_idx, align 4, !tbaa !8
  %self.sroa.11.0.copyload = load float, ptr %self.sroa.11.0.arrayidx.sroa_idx, align 8, !tbaa !8
  %self.sroa.14.0.copyload = load float, ptr %self.sroa.14.0.arrayidx.sroa_idx, align 4, !tbaa !8
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %self.sroa.0.0 = phi float [ %self.sroa.0.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %self.sroa.8.0 = phi float [ %self.sroa.8.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %self.sroa.11.0 = phi float [ %self.sroa.11.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %self.sroa.14.0 = phi float [ %self.sroa.14.0.copyload, %cond.true ], [ 0.000000e+00, %entry ]
  %cmp6116 = icmp sgt i32 %tiles, 0
  br i1 %cmp6116, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %cond.end
  %idxprom19 = zext nneg i32 %2 to i64
  %arrayidx20 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @staged to ptr), i64 %idxprom19
  %ref.tmp.sroa.5.0.arrayidx20.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx20, i64 4
  %ref.tmp.sroa.6.0.arrayidx20.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx20, i64 8
  %ref.tmp.sroa.7.0.arrayidx20.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx20, i64 12
  %3 = load float, ptr addrspacecast (ptr addrspace(4) @nbody_softening2 to ptr), align 4
  br label %for.body

for.cond.cleanup:                                 ; preds = %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit, %cond.end
  %acc.sroa.9.0.lcssa = phi float [ 0.000000e+00, %cond.end ], [ %add31.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %acc.sroa.6.0.lcssa = phi float [ 0.000000e+00, %cond.end ], [ %add27.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %acc.sroa.0.0.lcssa = phi float [ 0.000000e+00, %cond.end ], [ %add23.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  br i1 %cmp, label %if.then, label %if.end

for.body:                                         ; preds = %for.body.lr.ph, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit
  %acc.sroa.0.0120 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add23.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %acc.sroa.6.0119 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add27.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %acc.sroa.9.0118 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add31.i, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %t.0117 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit ]
  %mul8 = mul i32 %t.0117, %1
  %add10 = add i32 %mul8, %2
  %cmp11 = icmp ult i32 %add10, %count
  br i1 %cmp11, label %cond.true12, label %cond.end17

cond.true12:                                      ; preds = %for.body
  %idxprom13 = zext i32 %add10 to i64
  %arrayidx14 = getelementptr inbounds nuw %struct.float4, ptr %pos_in, i64 %idxprom13
  %ref.tmp.sroa.7.0.arrayidx14.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 12
  %ref.tmp.sroa.6.0.arrayidx14.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 8
  %ref.tmp.sroa.5.0.arrayidx14.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx14, i64 4
  %ref.tmp.sroa.0.0.copyload = load float, ptr %arrayidx14, align 16, !tbaa !8
  %ref.tmp.sroa.5.0.copyload = load float, ptr %ref.tmp.sroa.5.0.arrayidx14.sroa_idx, align 4, !tbaa !8
  %ref.tmp.sroa.6.0.copyload = load float, ptr %ref.tmp.sroa.6.0.arrayidx14.sroa_idx, align 8, !tbaa !8
  %ref.tmp.sroa.7.0.copyload = load float, ptr %ref.tmp.sroa.7.0.arrayidx14.sroa_idx, align 4, !tbaa !8
  br label %cond.end17

cond.end17:                                       ; preds = %for.body, %cond.true12
  %ref.tmp.sroa.7.0 = phi float [ %ref.tmp.sroa.7.0.copyload, %cond.true12 ], [ 0.000000e+00, %for.body ]
  %ref.tmp.sroa.6.0 = phi float [ %ref.tmp.sroa.6.0.copyload, %cond.true12 ], [ 0.000000e+00, %for.body ]
  %ref.tmp.sroa.5.0 = phi float [ %ref.tmp.sroa.5.0.copyload, %cond.true12 ], [ 0.000000e+00, %for.body ]
  %ref.tmp.sroa.0.0 = phi float [ %ref.tmp.sroa.0.0.copyload, %cond.true12 ], [ 0.000000e+00, %for.body ]
  store float %ref.tmp.sroa.0.0, ptr %arrayidx20, align 16, !tbaa !8
  store float %ref.tmp.sroa.5.0, ptr %ref.tmp.sroa.5.0.arrayidx20.sroa_idx, align 4, !tbaa !8
  store float %ref.tmp.sroa.6.0, ptr %ref.tmp.sroa.6.0.arrayidx20.sroa_idx, align 8, !tbaa !8
  store float %ref.tmp.sroa.7.0, ptr %ref.tmp.sroa.7.0.arrayidx20.sroa_idx, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %for.body.i

for.body.i:                                       ; preds = %cond.end17, %for.body.i
  %k.0.i115 = phi i32 [ 0, %cond.end17 ], [ %inc.i, %for.body.i ]
  %agg.tmp98.sroa.9.0114 = phi float [ %acc.sroa.9.0118, %cond.end17 ], [ %add31.i, %for.body.i ]
  %agg.tmp98.sroa.6.0113 = phi float [ %acc.sroa.6.0119, %cond.end17 ], [ %add27.i, %for.body.i ]
  %agg.tmp98.sroa.0.0112 = phi float [ %acc.sroa.0.0120, %cond.end17 ], [ %add23.i, %for.body.i ]
  %idxprom.i = zext nneg i32 %k.0.i115 to i64
  %arrayidx.i = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @staged to ptr), i64 %idxprom.i
  %agg.tmp2.i.sroa.0.0.copyload = load float, ptr %arrayidx.i, align 16, !tbaa !8
  %agg.tmp2.i.sroa.4.0.arrayidx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 4
  %agg.tmp2.i.sroa.4.0.copyload = load float, ptr %agg.tmp2.i.sroa.4.0.arrayidx.i.sroa_idx, align 4, !tbaa !8
  %agg.tmp2.i.sroa.5.0.arrayidx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 8
  %agg.tmp2.i.sroa.5.0.copyload = load float, ptr %agg.tmp2.i.sroa.5.0.arrayidx.i.sroa_idx, align 8, !tbaa !8
  %agg.tmp2.i.sroa.6.0.arrayidx.i.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx.i, i64 12
  %agg.tmp2.i.sroa.6.0.copyload = load float, ptr %agg.tmp2.i.sroa.6.0.arrayidx.i.sroa_idx, align 4, !tbaa !8
  %sub.i = fsub contract float %agg.tmp2.i.sroa.0.0.copyload, %self.sroa.0.0
  %sub3.i = fsub contract float %agg.tmp2.i.sroa.4.0.copyload, %self.sroa.8.0
  %sub5.i = fsub contract float %agg.tmp2.i.sroa.5.0.copyload, %self.sroa.11.0
  %mul.i = fmul contract float %sub.i, %sub.i
  %mul10.i = fmul contract float %sub3.i, %sub3.i
  %add.i = fadd contract float %mul.i, %mul10.i
  %mul13.i = fmul contract float %sub5.i, %sub5.i
  %add14.i = fadd contract float %add.i, %mul13.i
  %add15.i = fadd contract float %3, %add14.i
  %call.i = tail call contract noundef float @__nv_rsqrtf(float noundef %add15.i) #4
  %mul17.i = fmul contract float %agg.tmp2.i.sroa.6.0.copyload, %call.i
  %mul18.i = fmul contract float %call.i, %mul17.i
  %mul19.i = fmul contract float %call.i, %mul18.i
  %mul21.i = fmul contract float %sub.i, %mul19.i
  %add23.i = fadd contract float %agg.tmp98.sroa.0.0112, %mul21.i
  %mul25.i = fmul contract float %sub3.i, %mul19.i
  %add27.i = fadd contract float %agg.tmp98.sroa.6.0113, %mul25.i
  %mul29.i = fmul contract float %sub5.i, %mul19.i
  %add31.i = fadd contract float %agg.tmp98.sroa.9.0114, %mul29.i
  %inc.i = add nuw nsw i32 %k.0.i115, 1
  %exitcond.not = icmp eq i32 %inc.i, %1
  br i1 %exitcond.not, label %_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit, label %for.body.i, !llvm.loop !10

_Z8sum_tileILi16EE6float3S0_6float4PKS1_j.exit:   ; preds = %for.body.i
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc = add nuw nsw i32 %t.0117, 1
  %exitcond123.not = icmp eq i32 %inc, %tiles
  br i1 %exitcond123.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13

if.then:                                          ; preds = %for.cond.cleanup
  %idxprom26 = zext i32 %add3 to i64
  %arrayidx27 = getelementptr inbounds nuw %struct.float4, ptr %vel, i64 %idxprom26
  %v.sroa.0.0.copyload = load float, ptr %arrayidx27, align 16, !tbaa !8
  %v.sroa.7.0.arrayidx27.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx27, i64 4
  %v.sroa.7.0.copyload = load float, ptr %v.sroa.7.0.arrayidx27.sroa_idx, align 4, !tbaa !8
  %v.sroa.10.0.arrayidx27.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx27, i64 8
  %v.sroa.10.0.copyload = load float, ptr %v.sroa.10.0.arrayidx27.sroa_idx, align 8, !tbaa !8
  %v.sroa.13.0.arrayidx27.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx27, i64 12
  %v.sroa.13.0.copyload = load float, ptr %v.sroa.13.0.arrayidx27.sroa_idx, align 4, !tbaa !8
  %mul29 = fmul contract float %dt, %acc.sroa.0.0.lcssa
  %add30 = fadd contract float %mul29, %v.sroa.0.0.copyload
  %mul31 = fmul contract float %damping, %add30
  %mul34 = fmul contract float %dt, %acc.sroa.6.0.lcssa
  %add35 = fadd contract float %mul34, %v.sroa.7.0.copyload
  %mul36 = fmul contract float %damping, %add35
  %mul39 = fmul contract float %dt, %acc.sroa.9.0.lcssa
  %add40 = fadd contract float %mul39, %v.sroa.10.0.copyload
  %mul41 = fmul contract float %damping, %add40
  %mul44 = fmul contract float %dt, %mul31
  %add46 = fadd contract float %self.sroa.0.0, %mul44
  %mul48 = fmul contract float %dt, %mul36
  %add50 = fadd contract float %self.sroa.8.0, %mul48
  %mul52 = fmul contract float %dt, %mul41
  %add54 = fadd contract float %self.sroa.11.0, %mul52
  %arrayidx56 = getelementptr inbounds nuw %struct.float4, ptr %pos_out, i64 %idxprom26
  store float %add46, ptr %arrayidx56, align 16, !tbaa !8
  %self.sroa.8.0.arrayidx56.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx56, i64 4
  store float %add50, ptr %self.sroa.8.0.arrayidx56.sroa_idx, align 4, !tbaa !8
  %self.sroa.11.0.arrayidx56.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx56, i64 8
  store float %add54, ptr %self.sroa.11.0.arrayidx56.sroa_idx, align 8, !tbaa !8
  %self.sroa.14.0.arrayidx56.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx56, i64 12
  store float %self.sroa.14.0, ptr %self.sroa.14.0.arrayidx56.sroa_idx, align 4, !tbaa !8
  store float %mul31, ptr %arrayidx27, align 16, !tbaa !8
  store float %mul36, ptr %v.sroa.7.0.arrayidx27.sroa_idx, align 4, !tbaa !8
  store float %mul41, ptr %v.sroa.10.0.arrayidx27.sroa_idx, align 8, !tbaa !8
  store float %v.sroa.13.0.copyload, ptr %v.sroa.13.0.arrayidx27.sroa_idx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_rsqrtf(float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx80,+sm_80" }
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.count", i32 16}
!13 = distinct !{!13, !11}
