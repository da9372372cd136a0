; ModuleID = 'heat2d.cu'
source_filename = "heat2d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12heat2d_stepsE4heat = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12heat2d_stepsE4next = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12heat2d_stepsE6source = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heat2d_steps(i32 noundef %steps, ptr noundef readonly captures(none) %power, ptr noundef readonly captures(none) %temp_in, ptr noundef writeonly captures(none) %temp_out, i32 noundef %cols, i32 noundef %rows, float noundef %gx, float noundef %gy, float noundef %gz, float noundef %ambient, float noundef %dt) local_unnamed_addr #0 {
entry:
  %mul = shl nsw i32 %steps, 1
  %sub = sub nsw i32 16, %mul
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul3 = mul i32 %sub, %2
  %sub4 = sub i32 %mul3, %steps
  %add = add i32 %sub4, %0
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul6 = mul i32 %sub, %3
  %sub7 = sub i32 %mul6, %steps
  %add8 = add i32 %sub7, %1
  %cmp = icmp sgt i32 %add, -1
  %cmp9 = icmp slt i32 %add, %cols
  %cmp11 = icmp sgt i32 %add8, -1
  %or.cond.not208.not211 = and i1 %cmp9, %cmp11
  %cmp12 = icmp slt i32 %add8, %rows
  %spec.select.not207.not210 = and i1 %cmp12, %or.cond.not208.not211
  %spec.select205.not.not209 = and i1 %cmp, %spec.select.not207.not210
  %call.i204 = tail call noundef i32 @__nv_max(i32 noundef %add, i32 noundef 0) #4
  %sub14 = add nsw i32 %cols, -1
  %call.i202 = tail call noundef i32 @__nv_min(i32 noundef %call.i204, i32 noundef range(i32 -2147483648, 2147483647) %sub14) #4
  %call.i203 = tail call noundef i32 @__nv_max(i32 noundef %add8, i32 noundef 0) #4
  %sub17 = add nsw i32 %rows, -1
  %call.i = tail call noundef i32 @__nv_min(i32 noundef %call.i203, i32 noundef range(i32 -2147483648, 2147483647) %sub17) #4
  %mul19 = mul nsw i32 %call.i, %cols
  %add20 = add nsw i32 %mul19, %call.i202
  %idxprom = sext i32 %add20 to i64
  %arrayidx = getelementptr inbounds float, ptr %temp_in, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom21 = zext nneg i32 %1 to i64
  %arrayidx22 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12heat2d_stepsE4heat to ptr), i64 %idxprom21
  %idxprom23 = zext nneg i32 %0 to i64
  %arrayidx24 = getelementptr inbounds nuw float, ptr %arrayidx22, i64 %idxprom23
  store float %4, ptr %arrayidx24, align 4, !tbaa !8
  %arrayidx28 = getelementptr inbounds float, ptr %power, i64 %idxprom
  %5 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12heat2d_stepsE6source to ptr), i64 %idxprom21
  %arrayidx32 = getelementptr inbounds nuw float, ptr %arrayidx30, i64 %idxprom23
  store float %5, ptr %arrayidx32, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp33.not212 = icmp slt i32 %steps, 1
  br i1 %cmp33.not212, label %if.end133, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %cmp51 = icmp sgt i32 %add, 0
  %arrayidx56 = getelementptr i8, ptr %arrayidx24, i64 -4
  %cmp58 = icmp slt i32 %add, %sub14
  %arrayidx64 = getelementptr i8, ptr %arrayidx24, i64 4
  %cmp68 = icmp sgt i32 %add8, 0
  %arrayidx72 = getelementptr i8, ptr %arrayidx22, i64 -64
  %arrayidx74 = getelementptr inbounds nuw float, ptr %arrayidx72, i64 %idxprom23
  %cmp79 = icmp slt i32 %add8, %sub17
  %arrayidx83 = getelementptr i8, ptr %arrayidx22, i64 64
  %arrayidx85 = getelementptr inbounds nuw float, ptr %arrayidx83, i64 %idxprom23
  %arrayidx109 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12heat2d_stepsE4next to ptr), i64 %idxprom21
  %arrayidx111 = getelementptr inbounds nuw float, ptr %arrayidx109, i64 %idxprom23
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end122
  br i1 %spec.select206, label %if.then124, label %if.end133

for.body:                                         ; preds = %for.body.lr.ph, %if.end122
  %s.0213 = phi i32 [ 1, %for.body.lr.ph ], [ %inc, %if.end122 ]
  %cmp35.not = icmp samesign uge i32 %0, %s.0213
  %or.cond199.not = and i1 %spec.select205.not.not209, %cmp35.not
  %sub37 = sub nsw i32 16, %s.0213
  %cmp38 = icmp slt i32 %0, %sub37
  %cmp40.not = icmp samesign uge i32 %1, %s.0213
  %or.cond200.not = and i1 %cmp40.not, %cmp38
  %cmp43 = icmp slt i32 %1, %sub37
  %spec.select201 = and i1 %cmp43, %or.cond200.not
  %spec.select206 = select i1 %or.cond199.not, i1 %spec.select201, i1 false
  br i1 %spec.select206, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %6 = load float, ptr %arrayidx24, align 4, !tbaa !8
  br i1 %cmp51, label %cond.true, label %cond.end

cond.true:                                        ; preds = %if.then
  %7 = load float, ptr %arrayidx56, align 4, !tbaa !8
  br label %cond.end

cond.end:                                         ; preds = %if.then, %cond.true
  %cond = phi contract float [ %7, %cond.true ], [ %6, %if.then ]
  br i1 %cmp58, label %cond.true59, label %cond.end66

cond.true59:                                      ; preds = %cond.end
  %8 = load float, ptr %arrayidx64, align 4, !tbaa !8
  br label %cond.end66

cond.end66:                                       ; preds = %cond.end, %cond.true59
  %cond67 = phi contract float [ %8, %cond.true59 ], [ %6, %cond.end ]
  br i1 %cmp68, label %cond.true69, label %cond.end76

cond.true69:                                      ; preds = %cond.end66
  %9 = load float, ptr %arrayidx74, align 4, !tbaa !8
  br label %cond.end76

cond.end76:                                       ; preds = %cond.end66, %cond.true69
  %cond77 = phi contract float [ %9, %cond.true69 ], [ %6, %cond.end66 ]
  br i1 %cmp79, label %cond.true80, label %cond.end87

cond.true80:                                      ; preds = %cond.end76
  %10 = load float, ptr %arrayidx85, align 4, !tbaa !8
  br label %cond.end87

cond.end87:                                       ; preds = %cond.end76, %cond.true80
  %cond88 = phi contract float [ %10, %cond.true80 ], [ %6, %cond.end76 ]
  %11 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %add93 = fadd contract float %cond, %cond67
  %mul94 = fmul contract float %6, 2.000000e+00
  %sub95 = fsub contract float %add93, %mul94
  %mul96 = fmul contract float %gx, %sub95
  %add97 = fadd contract float %mul96, %11
  %add98 = fadd contract float %cond77, %cond88
  %sub100 = fsub contract float %add98, %mul94
  %mul101 = fmul contract float %gy, %sub100
  %add102 = fadd contract float %add97, %mul101
  %sub103 = fsub contract float %ambient, %6
  %mul104 = fmul contract float %gz, %sub103
  %add105 = fadd contract float %mul104, %add102
  %mul106 = fmul contract float %dt, %add105
  %add107 = fadd contract float %6, %mul106
  store float %add107, ptr %arrayidx111, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %cond.end87, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %spec.select206, label %if.then113, label %if.end122

if.then113:                                       ; preds = %if.end
  %12 = load float, ptr %arrayidx111, align 4, !tbaa !8
  store float %12, ptr %arrayidx24, align 4, !tbaa !8
  br label %if.end122

if.end122:                                        ; preds = %if.then113, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc = add nuw i32 %s.0213, 1
  %exitcond.not = icmp eq i32 %s.0213, %steps
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !10

if.then124:                                       ; preds = %for.cond.cleanup
  %mul129 = mul nsw i32 %add8, %cols
  %add130 = add nsw i32 %mul129, %add
  %idxprom131 = sext i32 %add130 to i64
  %arrayidx132 = getelementptr inbounds float, ptr %temp_out, i64 %idxprom131
  %13 = load float, ptr %arrayidx24, align 4, !tbaa !8
  store float %13, ptr %arrayidx132, align 4, !tbaa !8
  br label %if.end133

if.end133:                                        ; preds = %entry, %if.then124, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_min(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_max(i32 noundef, i32 noundef) local_unnamed_addr #3

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
