; ModuleID = 'hecbench/minkowski.cu'
source_filename = "hecbench/minkowski.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z9minkowskiILi40ELi64ELi100EEvPKfS1_Pfff = comdat any

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9minkowskiILi40ELi64ELi100EEvPKfS1_Pfff(ptr noalias noundef readonly captures(none) %a, ptr noalias noundef readonly captures(none) %b, ptr noalias noundef writeonly captures(none) %c, float noundef %p, float noundef %one_over_p) local_unnamed_addr #0 comdat {
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
  %cmp = icmp slt i32 %add, 100
  %cmp8 = icmp samesign ult i32 %add7, 40
  %or.cond = and i1 %cmp, %cmp8
  br i1 %or.cond, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %mul10 = shl nuw nsw i32 %add7, 6
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  %call.i = tail call contract noundef float @__nv_powf(float noundef %add18.1, float noundef %one_over_p) #3
  %mul20 = mul nuw nsw i32 %add7, 100
  %add21 = add nsw i32 %mul20, %add
  %idxprom22 = sext i32 %add21 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %c, i64 %idxprom22
  store float %call.i, ptr %arrayidx23, align 4, !tbaa !8
  br label %if.end

for.body:                                         ; preds = %for.body, %for.cond.preheader
  %i.035 = phi i32 [ 0, %for.cond.preheader ], [ %inc.1, %for.body ]
  %sum.034 = phi float [ 0.000000e+00, %for.cond.preheader ], [ %add18.1, %for.body ]
  %add11 = add nuw nsw i32 %i.035, %mul10
  %idxprom = zext nneg i32 %add11 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %a, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul12 = mul nuw nsw i32 %i.035, 100
  %add13 = add nsw i32 %mul12, %add
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %b, i64 %idxprom14
  %7 = load float, ptr %arrayidx15, align 4, !tbaa !8
  %sub = fsub contract float %6, %7
  %call.i33 = tail call contract noundef float @__nv_fabsf(float noundef %sub) #3
  %call.i32 = tail call contract noundef float @__nv_powf(float noundef %call.i33, float noundef %p) #3
  %add18 = fadd contract float %sum.034, %call.i32
  %inc = or disjoint i32 %i.035, 1
  %add11.1 = add nuw nsw i32 %inc, %mul10
  %idxprom.1 = zext nneg i32 %add11.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw float, ptr %a, i64 %idxprom.1
  %8 = load float, ptr %arrayidx.1, align 4, !tbaa !8
  %mul12.1 = mul nuw nsw i32 %inc, 100
  %add13.1 = add nsw i32 %mul12.1, %add
  %idxprom14.1 = sext i32 %add13.1 to i64
  %arrayidx15.1 = getelementptr inbounds float, ptr %b, i64 %idxprom14.1
  %9 = load float, ptr %arrayidx15.1, align 4, !tbaa !8
  %sub.1 = fsub contract float %8, %9
  %call.i33.1 = tail call contract noundef float @__nv_fabsf(float noundef %sub.1) #3
  %call.i32.1 = tail call contract noundef float @__nv_powf(float noundef %call.i33.1, float noundef %p) #3
  %add18.1 = fadd contract float %add18, %call.i32.1
  %inc.1 = add nuw nsw i32 %i.035, 2
  %exitcond.not.1 = icmp eq i32 %inc.1, 64
  br i1 %exitcond.not.1, label %for.cond.cleanup, label %for.body, !llvm.loop !10

if.end:                                           ; preds = %for.cond.cleanup, %entry
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

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fabsf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nounwind }

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
