; ModuleID = 'rodinia/hotspot3d.cu'
source_filename = "rodinia/hotspot3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11hotspotOpt1PfS_S_fiiifffffff(ptr noundef readonly captures(none) %p, ptr noundef readonly captures(none) %tIn, ptr noundef writeonly captures(none) %tOut, float noundef %sdc, i32 noundef %nx, i32 noundef %ny, i32 noundef %nz, float noundef %ce, float noundef %cw, float noundef %cn, float noundef %cs, float noundef %ct, float noundef %cb, float noundef %cc) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul5 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add7 = add nuw nsw i32 %mul5, %5
  %mul8 = mul nsw i32 %nx, %add7
  %add9 = add nsw i32 %mul8, %add
  %mul10 = mul nsw i32 %ny, %nx
  %cmp = icmp eq i32 %add, 0
  %sub = add nsw i32 %add9, -1
  %cond = select i1 %cmp, i32 %mul8, i32 %sub
  %sub11 = add nsw i32 %nx, -1
  %cmp12 = icmp ne i32 %add, %sub11
  %add15 = zext i1 %cmp12 to i32
  %cond17 = add nsw i32 %add9, %add15
  %cmp18 = icmp eq i32 %add7, 0
  %sub21 = sub nsw i32 %add9, %nx
  %cond23 = select i1 %cmp18, i32 %add, i32 %sub21
  %sub24 = add nsw i32 %ny, -1
  %cmp25 = icmp eq i32 %add7, %sub24
  %add28 = select i1 %cmp25, i32 0, i32 %nx
  %cond30 = add nsw i32 %add28, %add9
  %idxprom = sext i32 %add9 to i64
  %arrayidx = getelementptr inbounds float, ptr %tIn, i64 %idxprom
  %6 = load float, ptr %arrayidx, align 4, !tbaa !8
  %add31 = add nsw i32 %add9, %mul10
  %idxprom32 = sext i32 %add31 to i64
  %arrayidx33 = getelementptr inbounds float, ptr %tIn, i64 %idxprom32
  %7 = load float, ptr %arrayidx33, align 4, !tbaa !8
  %mul34 = fmul contract float %cc, %6
  %idxprom35 = sext i32 %cond to i64
  %arrayidx36 = getelementptr inbounds float, ptr %tIn, i64 %idxprom35
  %8 = load float, ptr %arrayidx36, align 4, !tbaa !8
  %mul37 = fmul contract float %cw, %8
  %add38 = fadd contract float %mul34, %mul37
  %idxprom39 = sext i32 %cond17 to i64
  %arrayidx40 = getelementptr inbounds float, ptr %tIn, i64 %idxprom39
  %9 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %mul41 = fmul contract float %ce, %9
  %add42 = fadd contract float %add38, %mul41
  %idxprom43 = sext i32 %cond30 to i64
  %arrayidx44 = getelementptr inbounds float, ptr %tIn, i64 %idxprom43
  %10 = load float, ptr %arrayidx44, align 4, !tbaa !8
  %mul45 = fmul contract float %cs, %10
  %add46 = fadd contract float %add42, %mul45
  %idxprom47 = sext i32 %cond23 to i64
  %arrayidx48 = getelementptr inbounds float, ptr %tIn, i64 %idxprom47
  %11 = load float, ptr %arrayidx48, align 4, !tbaa !8
  %mul49 = fmul contract float %cn, %11
  %add50 = fadd contract float %add46, %mul49
  %mul51 = fmul contract float %cb, %6
  %add52 = fadd contract float %mul51, %add50
  %mul53 = fmul contract float %ct, %7
  %add54 = fadd contract float %mul53, %add52
  %arrayidx56 = getelementptr inbounds float, ptr %p, i64 %idxprom
  %12 = load float, ptr %arrayidx56, align 4, !tbaa !8
  %mul57 = fmul contract float %sdc, %12
  %add58 = fadd contract float %mul57, %add54
  %mul59 = fmul contract float %ct, 8.000000e+01
  %add60 = fadd contract float %mul59, %add58
  %arrayidx62 = getelementptr inbounds float, ptr %tOut, i64 %idxprom
  store float %add60, ptr %arrayidx62, align 4, !tbaa !8
  %S.0240 = add nsw i32 %cond30, %mul10
  %N.0241 = add nsw i32 %cond23, %mul10
  %E.0242 = add nsw i32 %cond17, %mul10
  %W.0243 = add nsw i32 %cond, %mul10
  %cmp69244 = icmp sgt i32 %nz, 2
  br i1 %cmp69244, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %13 = add nsw i32 %nz, -2
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %.pre = fmul contract float %cb, %temp3.0247
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %mul126.pre-phi = phi float [ %mul92, %for.cond.cleanup.loopexit ], [ %mul53, %entry ]
  %mul124.pre-phi = phi float [ %.pre, %for.cond.cleanup.loopexit ], [ %mul51, %entry ]
  %idxprom128.pre-phi = phi i64 [ %idxprom71, %for.cond.cleanup.loopexit ], [ %idxprom32, %entry ]
  %temp3.0.lcssa = phi float [ %19, %for.cond.cleanup.loopexit ], [ %7, %entry ]
  %S.0.lcssa = phi i32 [ %S.0, %for.cond.cleanup.loopexit ], [ %S.0240, %entry ]
  %N.0.lcssa = phi i32 [ %N.0, %for.cond.cleanup.loopexit ], [ %N.0241, %entry ]
  %E.0.lcssa = phi i32 [ %E.0, %for.cond.cleanup.loopexit ], [ %E.0242, %entry ]
  %W.0.lcssa = phi i32 [ %W.0, %for.cond.cleanup.loopexit ], [ %W.0243, %entry ]
  %mul107 = fmul contract float %cc, %temp3.0.lcssa
  %idxprom108 = sext i32 %W.0.lcssa to i64
  %arrayidx109 = getelementptr inbounds float, ptr %tIn, i64 %idxprom108
  %14 = load float, ptr %arrayidx109, align 4, !tbaa !8
  %mul110 = fmul contract float %cw, %14
  %add111 = fadd contract float %mul107, %mul110
  %idxprom112 = sext i32 %E.0.lcssa to i64
  %arrayidx113 = getelementptr inbounds float, ptr %tIn, i64 %idxprom112
  %15 = load float, ptr %arrayidx113, align 4, !tbaa !8
  %mul114 = fmul contract float %ce, %15
  %add115 = fadd contract float %add111, %mul114
  %idxprom116 = sext i32 %S.0.lcssa to i64
  %arrayidx117 = getelementptr inbounds float, ptr %tIn, i64 %idxprom116
  %16 = load float, ptr %arrayidx117, align 4, !tbaa !8
  %mul118 = fmul contract float %cs, %16
  %add119 = fadd contract float %add115, %mul118
  %idxprom120 = sext i32 %N.0.lcssa to i64
  %arrayidx121 = getelementptr inbounds float, ptr %tIn, i64 %idxprom120
  %17 = load float, ptr %arrayidx121, align 4, !tbaa !8
  %mul122 = fmul contract float %cn, %17
  %add123 = fadd contract float %add119, %mul122
  %add125 = fadd contract float %mul124.pre-phi, %add123
  %add127 = fadd contract float %mul126.pre-phi, %add125
  %arrayidx129 = getelementptr inbounds float, ptr %p, i64 %idxprom128.pre-phi
  %18 = load float, ptr %arrayidx129, align 4, !tbaa !8
  %mul130 = fmul contract float %sdc, %18
  %add131 = fadd contract float %mul130, %add127
  %add133 = fadd contract float %mul59, %add131
  %arrayidx135 = getelementptr inbounds float, ptr %tOut, i64 %idxprom128.pre-phi
  store float %add133, ptr %arrayidx135, align 4, !tbaa !8
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %W.0252 = phi i32 [ %W.0, %for.body ], [ %W.0243, %for.body.preheader ]
  %E.0251 = phi i32 [ %E.0, %for.body ], [ %E.0242, %for.body.preheader ]
  %N.0250 = phi i32 [ %N.0, %for.body ], [ %N.0241, %for.body.preheader ]
  %S.0249 = phi i32 [ %S.0, %for.body ], [ %S.0240, %for.body.preheader ]
  %k.0248 = phi i32 [ %inc, %for.body ], [ 1, %for.body.preheader ]
  %temp3.0247 = phi float [ %19, %for.body ], [ %7, %for.body.preheader ]
  %temp2.0246 = phi float [ %temp3.0247, %for.body ], [ %6, %for.body.preheader ]
  %c.0245 = phi i32 [ %add70, %for.body ], [ %add31, %for.body.preheader ]
  %add70 = add nsw i32 %c.0245, %mul10
  %idxprom71 = sext i32 %add70 to i64
  %arrayidx72 = getelementptr inbounds float, ptr %tIn, i64 %idxprom71
  %19 = load float, ptr %arrayidx72, align 4, !tbaa !8
  %mul73 = fmul contract float %cc, %temp3.0247
  %idxprom74 = sext i32 %W.0252 to i64
  %arrayidx75 = getelementptr inbounds float, ptr %tIn, i64 %idxprom74
  %20 = load float, ptr %arrayidx75, align 4, !tbaa !8
  %mul76 = fmul contract float %cw, %20
  %add77 = fadd contract float %mul73, %mul76
  %idxprom78 = sext i32 %E.0251 to i64
  %arrayidx79 = getelementptr inbounds float, ptr %tIn, i64 %idxprom78
  %21 = load float, ptr %arrayidx79, align 4, !tbaa !8
  %mul80 = fmul contract float %ce, %21
  %add81 = fadd contract float %add77, %mul80
  %idxprom82 = sext i32 %S.0249 to i64
  %arrayidx83 = getelementptr inbounds float, ptr %tIn, i64 %idxprom82
  %22 = load float, ptr %arrayidx83, align 4, !tbaa !8
  %mul84 = fmul contract float %cs, %22
  %add85 = fadd contract float %add81, %mul84
  %idxprom86 = sext i32 %N.0250 to i64
  %arrayidx87 = getelementptr inbounds float, ptr %tIn, i64 %idxprom86
  %23 = load float, ptr %arrayidx87, align 4, !tbaa !8
  %mul88 = fmul contract float %cn, %23
  %add89 = fadd contract float %add85, %mul88
  %mul90 = fmul contract float %cb, %temp2.0246
  %add91 = fadd contract float %mul90, %add89
  %mul92 = fmul contract float %ct, %19
  %add93 = fadd contract float %mul92, %add91
  %idxprom94 = sext i32 %c.0245 to i64
  %arrayidx95 = getelementptr inbounds float, ptr %p, i64 %idxprom94
  %24 = load float, ptr %arrayidx95, align 4, !tbaa !8
  %mul96 = fmul contract float %sdc, %24
  %add97 = fadd contract float %mul96, %add93
  %add99 = fadd contract float %mul59, %add97
  %arrayidx101 = getelementptr inbounds float, ptr %tOut, i64 %idxprom94
  store float %add99, ptr %arrayidx101, align 4, !tbaa !8
  %inc = add nuw nsw i32 %k.0248, 1
  %S.0 = add nsw i32 %S.0249, %mul10
  %N.0 = add nsw i32 %N.0250, %mul10
  %E.0 = add nsw i32 %E.0251, %mul10
  %W.0 = add nsw i32 %W.0252, %mul10
  %exitcond.not = icmp eq i32 %k.0248, %13
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
