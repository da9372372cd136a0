; ModuleID = 'cuda-samples/inverse_cnd.cu'
source_filename = "cuda-samples/inverse_cnd.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16inverseCNDKernelPfPjj(ptr noundef writeonly captures(none) %d_Output, ptr noundef readonly captures(address_is_null) %d_Input, i32 noundef %pathN) local_unnamed_addr #0 {
entry:
  %add = add i32 %pathN, 1
  %div = udiv i32 -1, %add
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %call.i37 = tail call noundef i32 @__nv_umul24(i32 noundef %0, i32 noundef %1) #3
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add4 = add i32 %call.i37, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %call.i = tail call noundef i32 @__nv_umul24(i32 noundef %0, i32 noundef %3) #3
  %tobool.not = icmp eq ptr %d_Input, null
  %cmp1491 = icmp ult i32 %add4, %pathN
  br i1 %tobool.not, label %for.cond13.preheader, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  br i1 %cmp1491, label %for.body, label %if.end

for.cond13.preheader:                             ; preds = %entry
  br i1 %cmp1491, label %for.body16, label %if.end

for.body:                                         ; preds = %for.cond.preheader, %_Z13MoroInvCNDgpuj.exit
  %pos.090 = phi i32 [ %add11, %_Z13MoroInvCNDgpuj.exit ], [ %add4, %for.cond.preheader ]
  %idxprom = zext i32 %pos.090 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %d_Input, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %x.lobit.i = ashr i32 %4, 31
  %spec.select65.i = xor i32 %x.lobit.i, %4
  %conv3.i = uitofp i32 %spec.select65.i to float
  %mul.i = fmul contract float %conv3.i, 0x3DF0000000000000
  %add.i = fadd contract float %mul.i, 0x3DE0000000000000
  %sub4.i = fadd contract float %add.i, -5.000000e-01
  %cmp5.i = fcmp contract ogt float %sub4.i, 0xBFDAE147A0000000
  br i1 %cmp5.i, label %if.then6.i, label %if.else.i

if.then6.i:                                       ; preds = %for.body
  %mul7.i = fmul contract float %sub4.i, %sub4.i
  %mul8.i = fmul contract float %mul7.i, 0x403970E960000000
  %5 = fsub contract float 0x4044B212C0000000, %mul8.i
  %mul10.i = fmul contract float %mul7.i, %5
  %add11.i = fadd contract float %mul10.i, 0xC0329D70A0000000
  %mul12.i = fmul contract float %mul7.i, %add11.i
  %add13.i = fadd contract float %mul12.i, 0x40040D9320000000
  %mul14.i = fmul contract float %sub4.i, %add13.i
  %mul15.i = fmul contract float %mul7.i, 0x40090BF020000000
  %add16.i = fadd contract float %mul15.i, 0xC0350FEF00000000
  %mul17.i = fmul contract float %mul7.i, %add16.i
  %add18.i = fadd contract float %mul17.i, 0x40371557A0000000
  %mul19.i = fmul contract float %mul7.i, %add18.i
  %add20.i = fadd contract float %mul19.i, 0xC020F27000000000
  %mul21.i = fmul contract float %mul7.i, %add20.i
  %add22.i = fadd contract float %mul21.i, 1.000000e+00
  %div.i = fdiv contract float %mul14.i, %add22.i
  br label %_Z13MoroInvCNDgpuj.exit

if.else.i:                                        ; preds = %for.body
  %call.i66.i = tail call contract noundef float @__nv_fast_logf(float noundef %add.i) #3
  %fneg.i = fneg contract float %call.i66.i
  %call.i.i = tail call contract noundef float @__nv_fast_logf(float noundef %fneg.i) #3
  %mul24.i = fmul contract float %call.i.i, 0x3E9A93C500000000
  %add25.i = fadd contract float %mul24.i, 0x3E9361D580000000
  %mul26.i = fmul contract float %call.i.i, %add25.i
  %add27.i = fadd contract float %mul26.i, 0x3F00DEB200000000
  %mul28.i = fmul contract float %call.i.i, %add27.i
  %add29.i = fadd contract float %mul28.i, 0x3F39E62EA0000000
  %mul30.i = fmul contract float %call.i.i, %add29.i
  %add31.i = fadd contract float %mul30.i, 0x3F6F7643E0000000
  %mul32.i = fmul contract float %call.i.i, %add31.i
  %add33.i = fadd contract float %mul32.i, 0x3F9C4EAD80000000
  %mul34.i = fmul contract float %call.i.i, %add33.i
  %add35.i = fadd contract float %mul34.i, 0x3FC4950720000000
  %mul36.i = fmul contract float %call.i.i, %add35.i
  %add37.i = fadd contract float %mul36.i, 0x3FEF3CC6C0000000
  %mul38.i = fmul contract float %call.i.i, %add37.i
  %add39.i = fadd contract float %mul38.i, 0x3FD59932C0000000
  %fneg40.i = fneg contract float %add39.i
  br label %_Z13MoroInvCNDgpuj.exit

_Z13MoroInvCNDgpuj.exit:                          ; preds = %if.then6.i, %if.else.i
  %z.0.i = phi float [ %div.i, %if.then6.i ], [ %fneg40.i, %if.else.i ]
  %cmp.i = icmp slt i32 %4, 0
  %fneg42.i = fneg contract float %z.0.i
  %cond.i = select contract i1 %cmp.i, float %fneg42.i, float %z.0.i
  %arrayidx10 = getelementptr inbounds nuw float, ptr %d_Output, i64 %idxprom
  store float %cond.i, ptr %arrayidx10, align 4, !tbaa !8
  %add11 = add i32 %pos.090, %call.i
  %cmp = icmp ult i32 %add11, %pathN
  br i1 %cmp, label %for.body, label %if.end, !llvm.loop !10

for.body16:                                       ; preds = %for.cond13.preheader, %_Z13MoroInvCNDgpuj.exit87
  %pos12.092 = phi i32 [ %add23, %_Z13MoroInvCNDgpuj.exit87 ], [ %add4, %for.cond13.preheader ]
  %add18 = add nuw i32 %pos12.092, 1
  %mul = mul i32 %add18, %div
  %x.lobit.i38 = ashr i32 %mul, 31
  %spec.select65.i39 = xor i32 %x.lobit.i38, %mul
  %conv3.i40 = uitofp i32 %spec.select65.i39 to float
  %mul.i41 = fmul contract float %conv3.i40, 0x3DF0000000000000
  %add.i42 = fadd contract float %mul.i41, 0x3DE0000000000000
  %sub4.i43 = fadd contract float %add.i42, -5.000000e-01
  %cmp5.i44 = fcmp contract ogt float %sub4.i43, 0xBFDAE147A0000000
  br i1 %cmp5.i44, label %if.then6.i70, label %if.else.i45

if.then6.i70:                                     ; preds = %for.body16
  %mul7.i71 = fmul contract float %sub4.i43, %sub4.i43
  %mul8.i72 = fmul contract float %mul7.i71, 0x403970E960000000
  %6 = fsub contract float 0x4044B212C0000000, %mul8.i72
  %mul10.i73 = fmul contract float %mul7.i71, %6
  %add11.i74 = fadd contract float %mul10.i73, 0xC0329D70A0000000
  %mul12.i75 = fmul contract float %mul7.i71, %add11.i74
  %add13.i76 = fadd contract float %mul12.i75, 0x40040D9320000000
  %mul14.i77 = fmul contract float %sub4.i43, %add13.i76
  %mul15.i78 = fmul contract float %mul7.i71, 0x40090BF020000000
  %add16.i79 = fadd contract float %mul15.i78, 0xC0350FEF00000000
  %mul17.i80 = fmul contract float %mul7.i71, %add16.i79
  %add18.i81 = fadd contract float %mul17.i80, 0x40371557A0000000
  %mul19.i82 = fmul contract float %mul7.i71, %add18.i81
  %add20.i83 = fadd contract float %mul19.i82, 0xC020F27000000000
  %mul21.i84 = fmul contract float %mul7.i71, %add20.i83
  %add22.i85 = fadd contract float %mul21.i84, 1.000000e+00
  %div.i86 = fdiv contract float %mul14.i77, %add22.i85
  br label %_Z13MoroInvCNDgpuj.exit87

if.else.i45:                                      ; preds = %for.body16
  %call.i66.i46 = tail call contract noundef float @__nv_fast_logf(float noundef %add.i42) #3
  %fneg.i47 = fneg contract float %call.i66.i46
  %call.i.i48 = tail call contract noundef float @__nv_fast_logf(float noundef %fneg.i47) #3
  %mul24.i49 = fmul contract float %call.i.i48, 0x3E9A93C500000000
  %add25.i50 = fadd contract float %mul24.i49, 0x3E9361D580000000
  %mul26.i51 = fmul contract float %call.i.i48, %add25.i50
  %add27.i52 = fadd contract float %mul26.i51, 0x3F00DEB200000000
  %mul28.i53 = fmul contract float %call.i.i48, %add27.i52
  %add29.i54 = fadd contract float %mul28.i53, 0x3F39E62EA0000000
  %mul30.i55 = fmul contract float %call.i.i48, %add29.i54
  %add31.i56 = fadd contract float %mul30.i55, 0x3F6F7643E0000000
  %mul32.i57 = fmul contract float %call.i.i48, %add31.i56
  %add33.i58 = fadd contract float %mul32.i57, 0x3F9C4EAD80000000
  %mul34.i59 = fmul contract float %call.i.i48, %add33.i58
  %add35.i60 = fadd contract float %mul34.i59, 0x3FC4950720000000
  %mul36.i61 = fmul contract float %call.i.i48, %add35.i60
  %add37.i62 = fadd contract float %mul36.i61, 0x3FEF3CC6C0000000
  %mul38.i63 = fmul contract float %call.i.i48, %add37.i62
  %add39.i64 = fadd contract float %mul38.i63, 0x3FD59932C0000000
  %fneg40.i65 = fneg contract float %add39.i64
  br label %_Z13MoroInvCNDgpuj.exit87

_Z13MoroInvCNDgpuj.exit87:                        ; preds = %if.then6.i70, %if.else.i45
  %z.0.i66 = phi float [ %div.i86, %if.then6.i70 ], [ %fneg40.i65, %if.else.i45 ]
  %cmp.i67 = icmp slt i32 %mul, 0
  %fneg42.i68 = fneg contract float %z.0.i66
  %cond.i69 = select contract i1 %cmp.i67, float %fneg42.i68, float %z.0.i66
  %idxprom20 = zext i32 %pos12.092 to i64
  %arrayidx21 = getelementptr inbounds nuw float, ptr %d_Output, i64 %idxprom20
  store float %cond.i69, ptr %arrayidx21, align 4, !tbaa !8
  %add23 = add i32 %pos12.092, %call.i
  %cmp14 = icmp ult i32 %add23, %pathN
  br i1 %cmp14, label %for.body16, label %if.end, !llvm.loop !12

if.end:                                           ; preds = %_Z13MoroInvCNDgpuj.exit, %_Z13MoroInvCNDgpuj.exit87, %for.cond.preheader, %for.cond13.preheader
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_umul24(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_fast_logf(float noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = distinct !{!12, !11}
