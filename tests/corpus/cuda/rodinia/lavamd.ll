; ModuleID = 'rodinia/lavamd.cu'
source_filename = "rodinia/lavamd.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.FOUR_VECTOR = type { double, double, double, double }
%struct.par_str = type { double }
%struct.dim_str = type { i32, i32, i32, i32, i64, i64, i64, i64, i64 }
%struct.box_str = type { i32, i32, i32, i32, i64, i32, [26 x %struct.nei_str] }
%struct.nei_str = type { i32, i32, i32, i32, i64 }

@_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rA_shared = internal unnamed_addr addrspace(3) global [100 x %struct.FOUR_VECTOR] undef, align 8
@_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rB_shared = internal unnamed_addr addrspace(3) global [100 x %struct.FOUR_VECTOR] undef, align 8
@_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9qB_shared = internal unnamed_addr addrspace(3) global [100 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_(ptr noundef readonly byval(%struct.par_str) align 8 captures(none) %d_par_gpu, ptr noundef readonly byval(%struct.dim_str) align 8 captures(none) %d_dim_gpu, ptr noundef readonly captures(none) %d_box_gpu, ptr noundef readonly captures(none) %d_rv_gpu, ptr noundef readonly captures(none) %d_qv_gpu, ptr noundef captures(none) %d_fv_gpu) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %conv = zext nneg i32 %0 to i64
  %number_boxes = getelementptr inbounds nuw i8, ptr %d_dim_gpu, i64 16
  %2 = load i64, ptr %number_boxes, align 8, !tbaa !8
  %cmp = icmp sgt i64 %2, %conv
  br i1 %cmp, label %if.then, label %if.end144

if.then:                                          ; preds = %entry
  %3 = load double, ptr %d_par_gpu, align 8, !tbaa !11
  %mul = fmul contract double %3, 2.000000e+00
  %mul3 = fmul contract double %3, %mul
  %arrayidx = getelementptr inbounds nuw %struct.box_str, ptr %d_box_gpu, i64 %conv
  %offset = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  %4 = load i64, ptr %offset, align 8, !tbaa !14
  %sext = shl i64 %4, 32
  %idxprom5 = ashr exact i64 %sext, 32
  %arrayidx8 = getelementptr inbounds %struct.FOUR_VECTOR, ptr %d_fv_gpu, i64 %idxprom5
  %cmp9202 = icmp samesign ult i32 %1, 100
  br i1 %cmp9202, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %if.then
  %arrayidx6 = getelementptr inbounds %struct.FOUR_VECTOR, ptr %d_rv_gpu, i64 %idxprom5
  %idxprom10 = zext nneg i32 %1 to i64
  %arrayidx11 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr %arrayidx6, i64 %idxprom10
  %arrayidx13 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rA_shared to ptr), i64 %idxprom10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %arrayidx13, ptr noundef nonnull align 8 dereferenceable(32) %arrayidx11, i64 32, i1 false), !tbaa.struct !16
  br label %while.end

while.end:                                        ; preds = %while.body.lr.ph, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %nn = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  %5 = load i32, ptr %nn, align 8, !tbaa !18
  %cmp17.not209 = icmp slt i32 %5, 0
  br i1 %cmp17.not209, label %if.end144, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %while.end
  %idxprom35 = zext nneg i32 %1 to i64
  %invariant.gep = getelementptr %struct.FOUR_VECTOR, ptr %d_rv_gpu, i64 %idxprom35
  %arrayidx38 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rB_shared to ptr), i64 %idxprom35
  %invariant.gep213 = getelementptr double, ptr %d_qv_gpu, i64 %idxprom35
  %arrayidx42 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9qB_shared to ptr), i64 %idxprom35
  %idxprom51 = zext nneg i32 %1 to i64
  %arrayidx52 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rA_shared to ptr), i64 %idxprom51
  %x = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 8
  %y = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 16
  %z = getelementptr inbounds nuw i8, ptr %arrayidx52, i64 24
  %arrayidx115 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr %arrayidx8, i64 %idxprom51
  %x123 = getelementptr inbounds nuw i8, ptr %arrayidx115, i64 8
  %y130 = getelementptr inbounds nuw i8, ptr %arrayidx115, i64 16
  %z137 = getelementptr inbounds nuw i8, ptr %arrayidx115, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %while.end140
  %k.0210 = phi i32 [ 0, %for.body.lr.ph ], [ %inc142, %while.end140 ]
  %cmp18 = icmp eq i32 %k.0210, 0
  br i1 %cmp18, label %if.end, label %if.else

if.else:                                          ; preds = %for.body
  %6 = zext nneg i32 %k.0210 to i64
  %7 = getelementptr %struct.nei_str, ptr %arrayidx, i64 %6
  %number = getelementptr i8, ptr %7, i64 20
  %8 = load i32, ptr %number, align 4, !tbaa !19
  br label %if.end

if.end:                                           ; preds = %for.body, %if.else
  %pointer.0 = phi i32 [ %8, %if.else ], [ %0, %for.body ]
  br i1 %cmp9202, label %while.body34, label %while.end44

while.body34:                                     ; preds = %if.end
  %idxprom24 = sext i32 %pointer.0 to i64
  %arrayidx25 = getelementptr inbounds %struct.box_str, ptr %d_box_gpu, i64 %idxprom24
  %offset26 = getelementptr inbounds nuw i8, ptr %arrayidx25, i64 16
  %9 = load i64, ptr %offset26, align 8, !tbaa !14
  %sext201 = shl i64 %9, 32
  %idxprom28 = ashr exact i64 %sext201, 32
  %gep = getelementptr %struct.FOUR_VECTOR, ptr %invariant.gep, i64 %idxprom28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %arrayidx38, ptr noundef nonnull align 8 dereferenceable(32) %gep, i64 32, i1 false), !tbaa.struct !16
  %gep214 = getelementptr double, ptr %invariant.gep213, i64 %idxprom28
  %10 = load double, ptr %gep214, align 8, !tbaa !17
  store double %10, ptr %arrayidx42, align 8, !tbaa !17
  br label %while.end44

while.end44:                                      ; preds = %while.body34, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp9202, label %for.cond48.preheader, label %while.end140

for.cond48.preheader:                             ; preds = %while.end44
  %.pre = load double, ptr %x, align 8, !tbaa !21
  %.pre211 = load double, ptr %y, align 8, !tbaa !23
  %.pre212 = load double, ptr %z, align 8, !tbaa !24
  br label %for.body50

for.body50:                                       ; preds = %for.cond48.preheader, %for.body50
  %11 = phi double [ %.pre212, %for.cond48.preheader ], [ %24, %for.body50 ]
  %12 = phi double [ %.pre211, %for.cond48.preheader ], [ %22, %for.body50 ]
  %13 = phi double [ %.pre, %for.cond48.preheader ], [ %20, %for.body50 ]
  %j.0206 = phi i32 [ 0, %for.cond48.preheader ], [ %inc, %for.body50 ]
  %14 = load double, ptr %arrayidx52, align 8, !tbaa !25
  %idxprom53 = zext nneg i32 %j.0206 to i64
  %arrayidx54 = getelementptr inbounds nuw %struct.FOUR_VECTOR, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9rB_shared to ptr), i64 %idxprom53
  %15 = load double, ptr %arrayidx54, align 8, !tbaa !25
  %add56 = fadd contract double %14, %15
  %x61 = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 8
  %16 = load double, ptr %x61, align 8, !tbaa !21
  %mul62 = fmul contract double %13, %16
  %y67 = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 16
  %17 = load double, ptr %y67, align 8, !tbaa !23
  %mul68 = fmul contract double %12, %17
  %add69 = fadd contract double %mul62, %mul68
  %z74 = getelementptr inbounds nuw i8, ptr %arrayidx54, i64 24
  %18 = load double, ptr %z74, align 8, !tbaa !24
  %mul75 = fmul contract double %11, %18
  %add76 = fadd contract double %add69, %mul75
  %sub77 = fsub contract double %add56, %add76
  %19 = fneg contract double %sub77
  %fneg = fmul contract double %mul3, %19
  %call.i = tail call contract noundef double @__nv_exp(double noundef %fneg) #5
  %mul80 = fmul contract double %call.i, 2.000000e+00
  %20 = load double, ptr %x, align 8, !tbaa !21
  %21 = load double, ptr %x61, align 8, !tbaa !21
  %sub87 = fsub contract double %20, %21
  %mul90 = fmul contract double %mul80, %sub87
  %22 = load double, ptr %y, align 8, !tbaa !23
  %23 = load double, ptr %y67, align 8, !tbaa !23
  %sub97 = fsub contract double %22, %23
  %mul100 = fmul contract double %mul80, %sub97
  %24 = load double, ptr %z, align 8, !tbaa !24
  %25 = load double, ptr %z74, align 8, !tbaa !24
  %sub107 = fsub contract double %24, %25
  %mul110 = fmul contract double %mul80, %sub107
  %arrayidx112 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15kernel_gpu_cuda7par_str7dim_strP7box_strP11FOUR_VECTORPdS4_E9qB_shared to ptr), i64 %idxprom53
  %26 = load double, ptr %arrayidx112, align 8, !tbaa !17
  %mul113 = fmul contract double %call.i, %26
  %27 = load double, ptr %arrayidx115, align 8, !tbaa !25
  %add117 = fadd contract double %27, %mul113
  store double %add117, ptr %arrayidx115, align 8, !tbaa !25
  %mul120 = fmul contract double %mul90, %26
  %28 = load double, ptr %x123, align 8, !tbaa !21
  %add124 = fadd contract double %mul120, %28
  store double %add124, ptr %x123, align 8, !tbaa !21
  %mul127 = fmul contract double %mul100, %26
  %29 = load double, ptr %y130, align 8, !tbaa !23
  %add131 = fadd contract double %mul127, %29
  store double %add131, ptr %y130, align 8, !tbaa !23
  %mul134 = fmul contract double %26, %mul110
  %30 = load double, ptr %z137, align 8, !tbaa !24
  %add138 = fadd contract double %mul134, %30
  store double %add138, ptr %z137, align 8, !tbaa !24
  %inc = add nuw nsw i32 %j.0206, 1
  %exitcond.not = icmp eq i32 %inc, 100
  br i1 %exitcond.not, label %while.end140, label %for.body50, !llvm.loop !26

while.end140:                                     ; preds = %for.body50, %while.end44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc142 = add nuw nsw i32 %k.0210, 1
  %31 = load i32, ptr %nn, align 8, !tbaa !18
  %cmp17.not.not = icmp slt i32 %k.0210, %31
  br i1 %cmp17.not.not, label %for.body, label %if.end144, !llvm.loop !28

if.end144:                                        ; preds = %while.end140, %while.end, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!8 = !{!9, !10, i64 16}
!9 = !{!"_ZTS7dim_str", !5, i64 0, !5, i64 4, !5, i64 8, !5, i64 12, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48}
!10 = !{!"long", !6, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS7par_str", !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = !{!15, !10, i64 16}
!15 = !{!"_ZTS7box_str", !5, i64 0, !5, i64 4, !5, i64 8, !5, i64 12, !10, i64 16, !5, i64 24, !6, i64 32}
!16 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 8, !17}
!17 = !{!13, !13, i64 0}
!18 = !{!15, !5, i64 24}
!19 = !{!20, !5, i64 12}
!20 = !{!"_ZTS7nei_str", !5, i64 0, !5, i64 4, !5, i64 8, !5, i64 12, !10, i64 16}
!21 = !{!22, !13, i64 8}
!22 = !{!"_ZTS11FOUR_VECTOR", !13, i64 0, !13, i64 8, !13, i64 16, !13, i64 24}
!23 = !{!22, !13, i64 16}
!24 = !{!22, !13, i64 24}
!25 = !{!22, !13, i64 0}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
