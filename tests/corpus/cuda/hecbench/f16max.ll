; ModuleID = 'hecbench/f16max.cu'
source_filename = "hecbench/f16max.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

$_Z4hmaxI7__half2EvPKT_S3_PS1_m = comdat any

$_Z4hmaxI6__halfEvPKT_S3_PS1_m = comdat any

; Function Attrs: convergent mustprogress nounwind
define dso_local void @_Z8half_max7__half2S_(ptr dead_on_unwind noalias writable writeonly sret(%struct.__half2) align 4 captures(none) initializes((0, 4)) %agg.result, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %a, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %b) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %a, align 4, !tbaa !4
  %1 = load i32, ptr %b, align 4, !tbaa !4
  %2 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %0, i32 %1) #4, !srcloc !8
  %and = and i32 %2, -2147450880
  %shr = lshr i32 %and, 21
  %shr2 = lshr exact i32 %and, 13
  %or = or disjoint i32 %shr, %shr2
  %mul = mul nuw nsw i32 %or, 17
  %or3 = or i32 %mul, 12816
  %call.i = tail call noundef i32 @__nv_byte_perm(i32 noundef %0, i32 noundef %1, i32 noundef range(i32 16, 4505600) %or3) #5
  store i32 %call.i, ptr %agg.result, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define dso_local %struct.__half @_Z8half_max6__halfS_(ptr noundef readonly byval(%struct.__half) align 2 captures(none) %a, ptr noundef readonly byval(%struct.__half) align 2 captures(none) %b) local_unnamed_addr #0 {
entry:
  %0 = load i16, ptr %a, align 2, !tbaa !9
  %1 = load i16, ptr %b, align 2, !tbaa !9
  %2 = tail call i16 asm "{sub.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %0, i16 %1) #4, !srcloc !11
  %3 = lshr i16 %2, 13
  %4 = and i16 %3, 4
  %narrow = mul nuw nsw i16 %4, 17
  %5 = or i16 %narrow, 16
  %or = zext nneg i16 %5 to i32
  %conv2 = sext i16 %0 to i32
  %conv3 = sext i16 %1 to i32
  %call.i = tail call noundef i32 @__nv_byte_perm(i32 noundef %conv2, i32 noundef %conv3, i32 noundef range(i32 16, 4505600) %or) #5
  %conv5 = trunc i32 %call.i to i16
  %.fca.0.insert = insertvalue %struct.__half poison, i16 %conv5, 0
  ret %struct.__half %.fca.0.insert
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4hmaxI7__half2EvPKT_S3_PS1_m(ptr noalias noundef readonly captures(none) %a, ptr noalias noundef readonly captures(none) %b, ptr noalias noundef writeonly captures(none) %r, i64 noundef %size) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %conv = zext i32 %add to i64
  %cmp18 = icmp ugt i64 %size, %conv
  br i1 %cmp18, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul9 = mul i32 %1, %3
  %conv10 = zext i32 %mul9 to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.019 = phi i64 [ %conv, %for.body.lr.ph ], [ %add11, %for.body ]
  %arrayidx = getelementptr inbounds nuw %struct.__half2, ptr %a, i64 %i.019
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %arrayidx4 = getelementptr inbounds nuw %struct.__half2, ptr %b, i64 %i.019
  %5 = load i32, ptr %arrayidx4, align 4, !tbaa !4
  %6 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %4, i32 %5) #4, !srcloc !8
  %and.i = and i32 %6, -2147450880
  %shr.i = lshr i32 %and.i, 21
  %shr2.i = lshr exact i32 %and.i, 13
  %or.i = or disjoint i32 %shr.i, %shr2.i
  %mul.i = mul nuw nsw i32 %or.i, 17
  %or3.i = or i32 %mul.i, 12816
  %call.i.i = tail call noundef i32 @__nv_byte_perm(i32 noundef %4, i32 noundef %5, i32 noundef range(i32 16, 4505600) %or3.i) #5, !noalias !12
  %arrayidx5 = getelementptr inbounds nuw %struct.__half2, ptr %r, i64 %i.019
  store i32 %call.i.i, ptr %arrayidx5, align 4, !tbaa !4
  %add11 = add i64 %i.019, %conv10
  %cmp = icmp ult i64 %add11, %size
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !15
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4hmaxI6__halfEvPKT_S3_PS1_m(ptr noalias noundef readonly captures(none) %a, ptr noalias noundef readonly captures(none) %b, ptr noalias noundef writeonly captures(none) %r, i64 noundef %size) local_unnamed_addr #1 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %conv = zext i32 %add to i64
  %cmp18 = icmp ugt i64 %size, %conv
  br i1 %cmp18, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul9 = mul i32 %1, %3
  %conv10 = zext i32 %mul9 to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.019 = phi i64 [ %conv, %for.body.lr.ph ], [ %add11, %for.body ]
  %arrayidx = getelementptr inbounds nuw %struct.__half, ptr %a, i64 %i.019
  %4 = load i16, ptr %arrayidx, align 2, !tbaa !9
  %arrayidx4 = getelementptr inbounds nuw %struct.__half, ptr %b, i64 %i.019
  %5 = load i16, ptr %arrayidx4, align 2, !tbaa !9
  %6 = tail call i16 asm "{sub.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %4, i16 %5) #4, !srcloc !11
  %7 = lshr i16 %6, 13
  %8 = and i16 %7, 4
  %narrow.i = mul nuw nsw i16 %8, 17
  %9 = or i16 %narrow.i, 16
  %or.i = zext nneg i16 %9 to i32
  %conv2.i = sext i16 %4 to i32
  %conv3.i = sext i16 %5 to i32
  %call.i.i = tail call noundef i32 @__nv_byte_perm(i32 noundef %conv2.i, i32 noundef %conv3.i, i32 noundef range(i32 16, 4505600) %or.i) #5
  %conv5.i = trunc i32 %call.i.i to i16
  %arrayidx6 = getelementptr inbounds nuw %struct.__half, ptr %r, i64 %i.019
  store i16 %conv5.i, ptr %arrayidx6, align 2, !tbaa !9
  %add11 = add i64 %i.019, %conv10
  %cmp = icmp ult i64 %add11, %size
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !17
}

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_byte_perm(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }
attributes #5 = { convergent nounwind }

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
!8 = !{i64 2157358003, i64 2157358032}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !6, i64 0}
!11 = !{i64 2157499369, i64 2157499396}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_Z8half_max7__half2S_: %agg.result"}
!14 = distinct !{!14, !"_Z8half_max7__half2S_"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
