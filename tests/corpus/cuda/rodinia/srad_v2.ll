; ModuleID = 'rodinia/srad_v2.cu'
source_filename = "rodinia/srad_v2.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11srad_cuda_1PfS_S_S_S_S_iif(ptr noundef writeonly captures(none) %E_C, ptr noundef writeonly captures(none) %W_C, ptr noundef writeonly captures(none) %N_C, ptr noundef writeonly captures(none) %S_C, ptr noundef readonly captures(none) %J_cuda, ptr noundef writeonly captures(none) %C_cuda, i32 noundef %cols, i32 noundef %rows, float noundef %q0sqr) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %mul = shl nsw i32 %cols, 4
  %mul4 = mul i32 %mul, %1
  %mul5 = shl nsw i32 %0, 4
  %add = add nsw i32 %mul4, %mul5
  %mul6 = mul nsw i32 %cols, %3
  %add7 = add nsw i32 %add, %mul6
  %add8 = add nsw i32 %add7, %2
  %add13 = add i32 %add, %2
  %sub = sub i32 %add13, %cols
  %add20 = add i32 %add13, %mul
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds float, ptr %J_cuda, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom35 = zext nneg i32 %3 to i64
  %arrayidx36 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5north to ptr), i64 %idxprom35
  %idxprom37 = zext nneg i32 %2 to i64
  %arrayidx38 = getelementptr inbounds nuw float, ptr %arrayidx36, i64 %idxprom37
  store float %4, ptr %arrayidx38, align 4, !tbaa !8
  %idxprom39 = sext i32 %add20 to i64
  %arrayidx40 = getelementptr inbounds float, ptr %J_cuda, i64 %idxprom39
  %5 = load float, ptr %arrayidx40, align 4, !tbaa !8
  %arrayidx42 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE5south to ptr), i64 %idxprom35
  %arrayidx44 = getelementptr inbounds nuw float, ptr %arrayidx42, i64 %idxprom37
  store float %5, ptr %arrayidx44, align 4, !tbaa !8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %add46 = add nuw nsw i32 %mul5, %2
  %idxprom47 = zext nneg i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds nuw float, ptr %J_cuda, i64 %idxprom47
  %6 = load float, ptr %arrayidx48, align 4, !tbaa !8
  store float %6, ptr %arrayidx38, align 4, !tbaa !8
  br label %if.end72

if.else:                                          ; preds = %entry
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %sub54 = add nsw i32 %7, -1
  %cmp55 = icmp eq i32 %1, %sub54
  br i1 %cmp55, label %if.then56, label %if.end72

if.then56:                                        ; preds = %if.else
  %mul63 = mul nsw i32 %cols, 15
  %add62 = add nuw i32 %mul5, %2
  %add64 = add i32 %add62, %mul63
  %add65 = add i32 %add64, %mul4
  %idxprom66 = zext i32 %add65 to i64
  %arrayidx67 = getelementptr inbounds nuw float, ptr %J_cuda, i64 %idxprom66
  %8 = load float, ptr %arrayidx67, align 4, !tbaa !8
  store float %8, ptr %arrayidx44, align 4, !tbaa !8
  br label %if.end72

if.end72:                                         ; preds = %if.else, %if.then56, %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = sext i32 %add7 to i64
  %10 = getelementptr float, ptr %J_cuda, i64 %9
  %arrayidx74 = getelementptr i8, ptr %10, i64 -4
  %11 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %arrayidx76 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4west to ptr), i64 %idxprom35
  %arrayidx78 = getelementptr inbounds nuw float, ptr %arrayidx76, i64 %idxprom37
  store float %11, ptr %arrayidx78, align 4, !tbaa !8
  %arrayidx80 = getelementptr i8, ptr %10, i64 64
  %12 = load float, ptr %arrayidx80, align 4, !tbaa !8
  %arrayidx82 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4east to ptr), i64 %idxprom35
  %arrayidx84 = getelementptr inbounds nuw float, ptr %arrayidx82, i64 %idxprom37
  store float %12, ptr %arrayidx84, align 4, !tbaa !8
  %cmp85 = icmp eq i32 %0, 0
  br i1 %cmp85, label %if.then86, label %if.else97

if.then86:                                        ; preds = %if.end72
  %add90 = add nsw i32 %mul4, %mul6
  %idxprom91 = sext i32 %add90 to i64
  %arrayidx92 = getelementptr inbounds float, ptr %J_cuda, i64 %idxprom91
  %13 = load float, ptr %arrayidx92, align 4, !tbaa !8
  store float %13, ptr %arrayidx78, align 4, !tbaa !8
  br label %if.end119

if.else97:                                        ; preds = %if.end72
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sub99 = add nsw i32 %14, -1
  %cmp100 = icmp eq i32 %0, %sub99
  br i1 %cmp100, label %if.then101, label %if.end119

if.then101:                                       ; preds = %if.else97
  %sub105 = shl i32 %14, 4
  %add107 = add i32 %sub105, -1
  %add109 = add i32 %add107, %mul6
  %sub111 = add i32 %add109, %mul4
  %idxprom112 = zext i32 %sub111 to i64
  %arrayidx113 = getelementptr inbounds nuw float, ptr %J_cuda, i64 %idxprom112
  %15 = load float, ptr %arrayidx113, align 4, !tbaa !8
  store float %15, ptr %arrayidx84, align 4, !tbaa !8
  br label %if.end119

if.end119:                                        ; preds = %if.else97, %if.then101, %if.then86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom120 = sext i32 %add8 to i64
  %arrayidx121 = getelementptr inbounds float, ptr %J_cuda, i64 %idxprom120
  %16 = load float, ptr %arrayidx121, align 4, !tbaa !8
  %arrayidx123 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 %idxprom35
  %arrayidx125 = getelementptr inbounds nuw float, ptr %arrayidx123, i64 %idxprom37
  store float %16, ptr %arrayidx125, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = load float, ptr %arrayidx125, align 4, !tbaa !8
  %cmp130 = icmp eq i32 %3, 0
  %cmp131 = icmp eq i32 %2, 0
  %18 = or i32 %3, %2
  %or.cond = icmp eq i32 %18, 0
  br i1 %or.cond, label %if.then132, label %if.else155

if.then132:                                       ; preds = %if.end119
  %arrayidx142 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 %idxprom37
  %arrayidx153 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 4
  br label %if.end372

if.else155:                                       ; preds = %if.end119
  %cmp158 = icmp eq i32 %2, 15
  %or.cond439 = and i1 %cmp130, %cmp158
  br i1 %or.cond439, label %if.then159, label %if.else182

if.then159:                                       ; preds = %if.else155
  %arrayidx169 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 %idxprom37
  %arrayidx175 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 56
  br label %if.end372

if.else182:                                       ; preds = %if.else155
  %cmp183 = icmp eq i32 %3, 15
  %or.cond440 = and i1 %cmp183, %cmp158
  br i1 %or.cond440, label %if.then186, label %if.else209

if.then186:                                       ; preds = %if.else182
  %arrayidx191 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 896), i64 %idxprom37
  %arrayidx202 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 56
  br label %if.end372

if.else209:                                       ; preds = %if.else182
  %or.cond441 = and i1 %cmp183, %cmp131
  br i1 %or.cond441, label %if.then213, label %if.else236

if.then213:                                       ; preds = %if.else209
  %arrayidx218 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 896), i64 %idxprom37
  %arrayidx234 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 4
  br label %if.end372

if.else236:                                       ; preds = %if.else209
  br i1 %cmp130, label %if.then238, label %if.else262

if.then238:                                       ; preds = %if.else236
  %arrayidx248 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 64), i64 %idxprom37
  %arrayidx254 = getelementptr i8, ptr %arrayidx125, i64 -4
  %arrayidx260 = getelementptr i8, ptr %arrayidx125, i64 4
  br label %if.end372

if.else262:                                       ; preds = %if.else236
  br i1 %cmp158, label %if.then264, label %if.else288

if.then264:                                       ; preds = %if.else262
  %arrayidx267 = getelementptr i8, ptr %arrayidx123, i64 -64
  %arrayidx269 = getelementptr inbounds nuw float, ptr %arrayidx267, i64 %idxprom37
  %arrayidx273 = getelementptr i8, ptr %arrayidx123, i64 64
  %arrayidx275 = getelementptr inbounds nuw float, ptr %arrayidx273, i64 %idxprom37
  %arrayidx281 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 56
  br label %if.end372

if.else288:                                       ; preds = %if.else262
  br i1 %cmp183, label %if.then290, label %if.else314

if.then290:                                       ; preds = %if.else288
  %arrayidx295 = getelementptr inbounds nuw float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE4temp to ptr), i64 896), i64 %idxprom37
  %arrayidx306 = getelementptr i8, ptr %arrayidx125, i64 -4
  %arrayidx312 = getelementptr i8, ptr %arrayidx125, i64 4
  br label %if.end372

if.else314:                                       ; preds = %if.else288
  %arrayidx319 = getelementptr i8, ptr %arrayidx123, i64 -64
  %arrayidx321 = getelementptr inbounds nuw float, ptr %arrayidx319, i64 %idxprom37
  %arrayidx325 = getelementptr i8, ptr %arrayidx123, i64 64
  %arrayidx327 = getelementptr inbounds nuw float, ptr %arrayidx325, i64 %idxprom37
  br i1 %cmp131, label %if.then316, label %if.else340

if.then316:                                       ; preds = %if.else314
  %arrayidx338 = getelementptr inbounds nuw i8, ptr %arrayidx123, i64 4
  br label %if.end372

if.else340:                                       ; preds = %if.else314
  %arrayidx357 = getelementptr i8, ptr %arrayidx125, i64 -4
  %arrayidx363 = getelementptr i8, ptr %arrayidx125, i64 4
  br label %if.end372

if.end372:                                        ; preds = %if.then159, %if.then213, %if.then264, %if.then316, %if.else340, %if.then290, %if.then238, %if.then186, %if.then132
  %.pn.in = phi ptr [ %arrayidx142, %if.then132 ], [ %arrayidx169, %if.then159 ], [ %arrayidx44, %if.then186 ], [ %arrayidx44, %if.then213 ], [ %arrayidx248, %if.then238 ], [ %arrayidx275, %if.then264 ], [ %arrayidx44, %if.then290 ], [ %arrayidx327, %if.then316 ], [ %arrayidx327, %if.else340 ]
  %.pn664.in = phi ptr [ %arrayidx153, %if.then132 ], [ %arrayidx84, %if.then159 ], [ %arrayidx84, %if.then186 ], [ %arrayidx234, %if.then213 ], [ %arrayidx260, %if.then238 ], [ %arrayidx84, %if.then264 ], [ %arrayidx312, %if.then290 ], [ %arrayidx338, %if.then316 ], [ %arrayidx363, %if.else340 ]
  %.pn665.in = phi ptr [ %arrayidx78, %if.then132 ], [ %arrayidx175, %if.then159 ], [ %arrayidx202, %if.then186 ], [ %arrayidx78, %if.then213 ], [ %arrayidx254, %if.then238 ], [ %arrayidx281, %if.then264 ], [ %arrayidx306, %if.then290 ], [ %arrayidx78, %if.then316 ], [ %arrayidx357, %if.else340 ]
  %.pn666.in = phi ptr [ %arrayidx38, %if.then132 ], [ %arrayidx38, %if.then159 ], [ %arrayidx191, %if.then186 ], [ %arrayidx218, %if.then213 ], [ %arrayidx38, %if.then238 ], [ %arrayidx269, %if.then264 ], [ %arrayidx295, %if.then290 ], [ %arrayidx321, %if.then316 ], [ %arrayidx321, %if.else340 ]
  %.pn666 = load float, ptr %.pn666.in, align 4, !tbaa !8
  %n.0 = fsub contract float %.pn666, %17
  %.pn665 = load float, ptr %.pn665.in, align 4, !tbaa !8
  %w.0 = fsub contract float %.pn665, %17
  %.pn664 = load float, ptr %.pn664.in, align 4, !tbaa !8
  %e.0 = fsub contract float %.pn664, %17
  %.pn = load float, ptr %.pn.in, align 4, !tbaa !8
  %s.0 = fsub contract float %.pn, %17
  %mul373 = fmul contract float %n.0, %n.0
  %mul374 = fmul contract float %s.0, %s.0
  %add375 = fadd contract float %mul373, %mul374
  %mul376 = fmul contract float %w.0, %w.0
  %add377 = fadd contract float %mul376, %add375
  %mul378 = fmul contract float %e.0, %e.0
  %add379 = fadd contract float %mul378, %add377
  %mul380 = fmul contract float %17, %17
  %div = fdiv contract float %add379, %mul380
  %add381 = fadd contract float %n.0, %s.0
  %add382 = fadd contract float %w.0, %add381
  %add383 = fadd contract float %e.0, %add382
  %div384 = fdiv contract float %add383, %17
  %conv = fpext contract float %div to double
  %mul385 = fmul contract double %conv, 5.000000e-01
  %mul386 = fmul contract float %div384, %div384
  %conv387 = fpext contract float %mul386 to double
  %mul388 = fmul contract double %conv387, 6.250000e-02
  %sub389 = fsub contract double %mul385, %mul388
  %conv390 = fptrunc contract double %sub389 to float
  %conv391 = fpext contract float %div384 to double
  %mul392 = fmul contract double %conv391, 2.500000e-01
  %add393 = fadd contract double %mul392, 1.000000e+00
  %conv394 = fptrunc contract double %add393 to float
  %mul395 = fmul contract float %conv394, %conv394
  %div396 = fdiv contract float %conv390, %mul395
  %sub397 = fsub contract float %div396, %q0sqr
  %add398 = fadd contract float %q0sqr, 1.000000e+00
  %mul399 = fmul contract float %q0sqr, %add398
  %div400 = fdiv contract float %sub397, %mul399
  %conv401 = fpext contract float %div400 to double
  %add402 = fadd contract double %conv401, 1.000000e+00
  %div403 = fdiv contract double 1.000000e+00, %add402
  %conv404 = fptrunc contract double %div403 to float
  %cmp405 = fcmp contract olt double %div403, 0xB690000000000000
  br i1 %cmp405, label %if.then406, label %if.else411

if.then406:                                       ; preds = %if.end372
  %arrayidx408 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 %idxprom35
  %arrayidx410 = getelementptr inbounds nuw float, ptr %arrayidx408, i64 %idxprom37
  store float 0.000000e+00, ptr %arrayidx410, align 4, !tbaa !8
  br label %if.end424

if.else411:                                       ; preds = %if.end372
  %cmp412 = fcmp contract ogt double %div403, 0x3FF0000010000000
  %arrayidx415 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 %idxprom35
  %arrayidx417 = getelementptr inbounds nuw float, ptr %arrayidx415, i64 %idxprom37
  br i1 %cmp412, label %if.then413, label %if.else418

if.then413:                                       ; preds = %if.else411
  store float 1.000000e+00, ptr %arrayidx417, align 4, !tbaa !8
  br label %if.end424

if.else418:                                       ; preds = %if.else411
  store float %conv404, ptr %arrayidx417, align 4, !tbaa !8
  br label %if.end424

if.end424:                                        ; preds = %if.then413, %if.else418, %if.then406
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx426 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_1PfS_S_S_S_S_iifE11temp_result to ptr), i64 %idxprom35
  %arrayidx428 = getelementptr inbounds nuw float, ptr %arrayidx426, i64 %idxprom37
  %19 = load float, ptr %arrayidx428, align 4, !tbaa !8
  %arrayidx430 = getelementptr inbounds float, ptr %C_cuda, i64 %idxprom120
  store float %19, ptr %arrayidx430, align 4, !tbaa !8
  %arrayidx432 = getelementptr inbounds float, ptr %E_C, i64 %idxprom120
  store float %e.0, ptr %arrayidx432, align 4, !tbaa !8
  %arrayidx434 = getelementptr inbounds float, ptr %W_C, i64 %idxprom120
  store float %w.0, ptr %arrayidx434, align 4, !tbaa !8
  %arrayidx436 = getelementptr inbounds float, ptr %S_C, i64 %idxprom120
  store float %s.0, ptr %arrayidx436, align 4, !tbaa !8
  %arrayidx438 = getelementptr inbounds float, ptr %N_C, i64 %idxprom120
  store float %n.0, ptr %arrayidx438, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11srad_cuda_2PfS_S_S_S_S_iiff(ptr noundef readonly captures(none) %E_C, ptr noundef readonly captures(none) %W_C, ptr noundef readonly captures(none) %N_C, ptr noundef readonly captures(none) %S_C, ptr noundef captures(none) %J_cuda, ptr noundef readonly captures(none) %C_cuda, i32 noundef %cols, i32 noundef %rows, float noundef %lambda, float noundef %q0sqr) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %mul = shl nsw i32 %cols, 4
  %mul4 = mul i32 %mul, %1
  %mul5 = shl nsw i32 %0, 4
  %add = add nsw i32 %mul4, %mul5
  %mul6 = mul nsw i32 %cols, %3
  %add7 = add nsw i32 %add, %mul6
  %add8 = add nsw i32 %add7, %2
  %add14 = add i32 %mul, %2
  %add15 = add i32 %add14, %add
  %idxprom = sext i32 %add8 to i64
  %arrayidx = getelementptr inbounds float, ptr %J_cuda, i64 %idxprom
  %4 = load float, ptr %arrayidx, align 4, !tbaa !8
  %idxprom23 = zext nneg i32 %3 to i64
  %arrayidx24 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE4temp to ptr), i64 %idxprom23
  %idxprom25 = zext nneg i32 %2 to i64
  %arrayidx26 = getelementptr inbounds nuw float, ptr %arrayidx24, i64 %idxprom25
  store float %4, ptr %arrayidx26, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %idxprom27 = sext i32 %add15 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %C_cuda, i64 %idxprom27
  %5 = load float, ptr %arrayidx28, align 4, !tbaa !8
  %arrayidx30 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE7south_c to ptr), i64 %idxprom23
  %arrayidx32 = getelementptr inbounds nuw float, ptr %arrayidx30, i64 %idxprom25
  store float %5, ptr %arrayidx32, align 4, !tbaa !8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %sub = add nsw i32 %6, -1
  %cmp = icmp eq i32 %1, %sub
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul40 = mul nsw i32 %cols, 15
  %add39 = add nuw i32 %mul5, %2
  %add41 = add i32 %add39, %mul40
  %add42 = add i32 %add41, %mul4
  %idxprom43 = zext i32 %add42 to i64
  %arrayidx44 = getelementptr inbounds nuw float, ptr %C_cuda, i64 %idxprom43
  %7 = load float, ptr %arrayidx44, align 4, !tbaa !8
  store float %7, ptr %arrayidx32, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = sext i32 %add7 to i64
  %9 = getelementptr float, ptr %C_cuda, i64 %8
  %arrayidx50 = getelementptr i8, ptr %9, i64 64
  %10 = load float, ptr %arrayidx50, align 4, !tbaa !8
  %arrayidx52 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE6east_c to ptr), i64 %idxprom23
  %arrayidx54 = getelementptr inbounds nuw float, ptr %arrayidx52, i64 %idxprom25
  store float %10, ptr %arrayidx54, align 4, !tbaa !8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sub56 = add nsw i32 %11, -1
  %cmp57 = icmp eq i32 %0, %sub56
  br i1 %cmp57, label %if.then58, label %if.end75

if.then58:                                        ; preds = %if.end
  %sub62 = shl i32 %11, 4
  %add64 = add i32 %sub62, -1
  %add66 = add i32 %add64, %mul6
  %sub68 = add i32 %add66, %mul4
  %idxprom69 = zext i32 %sub68 to i64
  %arrayidx70 = getelementptr inbounds nuw float, ptr %C_cuda, i64 %idxprom69
  %12 = load float, ptr %arrayidx70, align 4, !tbaa !8
  store float %12, ptr %arrayidx54, align 4, !tbaa !8
  br label %if.end75

if.end75:                                         ; preds = %if.then58, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %arrayidx77 = getelementptr inbounds float, ptr %C_cuda, i64 %idxprom
  %13 = load float, ptr %arrayidx77, align 4, !tbaa !8
  %arrayidx79 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE11c_cuda_temp to ptr), i64 %idxprom23
  %arrayidx81 = getelementptr inbounds nuw float, ptr %arrayidx79, i64 %idxprom25
  store float %13, ptr %arrayidx81, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = load float, ptr %arrayidx81, align 4, !tbaa !8
  %cmp86 = icmp eq i32 %3, 15
  %cmp87 = icmp eq i32 %2, 15
  %or.cond = and i1 %cmp86, %cmp87
  br i1 %or.cond, label %if.end133, label %if.else

if.else:                                          ; preds = %if.end75
  br i1 %cmp87, label %if.then98, label %if.else108

if.then98:                                        ; preds = %if.else
  %arrayidx101 = getelementptr i8, ptr %arrayidx79, i64 64
  %arrayidx103 = getelementptr inbounds nuw float, ptr %arrayidx101, i64 %idxprom25
  br label %if.end133

if.else108:                                       ; preds = %if.else
  br i1 %cmp86, label %if.then110, label %if.else120

if.then110:                                       ; preds = %if.else108
  %arrayidx119 = getelementptr i8, ptr %arrayidx81, i64 4
  br label %if.end133

if.else120:                                       ; preds = %if.else108
  %arrayidx123 = getelementptr i8, ptr %arrayidx79, i64 64
  %arrayidx125 = getelementptr inbounds nuw float, ptr %arrayidx123, i64 %idxprom25
  %arrayidx130 = getelementptr i8, ptr %arrayidx81, i64 4
  br label %if.end133

if.end133:                                        ; preds = %if.end75, %if.then98, %if.else120, %if.then110
  %cs.0.in = phi ptr [ %arrayidx125, %if.else120 ], [ %arrayidx103, %if.then98 ], [ %arrayidx32, %if.then110 ], [ %arrayidx32, %if.end75 ]
  %ce.0.in = phi ptr [ %arrayidx130, %if.else120 ], [ %arrayidx54, %if.then98 ], [ %arrayidx119, %if.then110 ], [ %arrayidx54, %if.end75 ]
  %ce.0 = load float, ptr %ce.0.in, align 4, !tbaa !8
  %cs.0 = load float, ptr %cs.0.in, align 4, !tbaa !8
  %arrayidx135 = getelementptr inbounds float, ptr %N_C, i64 %idxprom
  %15 = load float, ptr %arrayidx135, align 4, !tbaa !8
  %mul136 = fmul contract float %14, %15
  %arrayidx138 = getelementptr inbounds float, ptr %S_C, i64 %idxprom
  %16 = load float, ptr %arrayidx138, align 4, !tbaa !8
  %mul139 = fmul contract float %cs.0, %16
  %add140 = fadd contract float %mul136, %mul139
  %arrayidx142 = getelementptr inbounds float, ptr %W_C, i64 %idxprom
  %17 = load float, ptr %arrayidx142, align 4, !tbaa !8
  %mul143 = fmul contract float %14, %17
  %add144 = fadd contract float %add140, %mul143
  %arrayidx146 = getelementptr inbounds float, ptr %E_C, i64 %idxprom
  %18 = load float, ptr %arrayidx146, align 4, !tbaa !8
  %mul147 = fmul contract float %ce.0, %18
  %add148 = fadd contract float %add144, %mul147
  %19 = load float, ptr %arrayidx26, align 4, !tbaa !8
  %conv = fpext contract float %19 to double
  %conv153 = fpext contract float %lambda to double
  %mul154 = fmul contract double %conv153, 2.500000e-01
  %conv155 = fpext contract float %add148 to double
  %mul156 = fmul contract double %mul154, %conv155
  %add157 = fadd contract double %mul156, %conv
  %conv158 = fptrunc contract double %add157 to float
  %arrayidx160 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11srad_cuda_2PfS_S_S_S_S_iiffE13c_cuda_result to ptr), i64 %idxprom23
  %arrayidx162 = getelementptr inbounds nuw float, ptr %arrayidx160, i64 %idxprom25
  store float %conv158, ptr %arrayidx162, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = load float, ptr %arrayidx162, align 4, !tbaa !8
  store float %20, ptr %arrayidx, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
