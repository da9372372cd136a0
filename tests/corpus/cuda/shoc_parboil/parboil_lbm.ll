; ModuleID = 'shoc_parboil/parboil_lbm.cu'
source_filename = "shoc_parboil/parboil_lbm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z27performStreamCollide_kernelPfS_(ptr noundef readonly captures(none) %srcGrid, ptr noundef writeonly captures(none) %dstGrid) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = mul nuw nsw i32 %1, 40
  %add4 = add nuw nsw i32 %mul, %0
  %mul7 = mul nuw nsw i32 %2, 320
  %add8 = add nuw nsw i32 %add4, %mul7
  %idxprom = zext nneg i32 %add8 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %srcGrid, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %arrayidx20 = getelementptr i8, ptr %arrayidx, i64 12800
  %4 = load float, ptr %arrayidx20, align 4, !tbaa !8
  %arrayidx31 = getelementptr i8, ptr %arrayidx, i64 25600
  %5 = load float, ptr %arrayidx31, align 4, !tbaa !8
  %arrayidx42 = getelementptr i8, ptr %arrayidx, i64 38400
  %6 = load float, ptr %arrayidx42, align 4, !tbaa !8
  %arrayidx53 = getelementptr i8, ptr %arrayidx, i64 51200
  %7 = load float, ptr %arrayidx53, align 4, !tbaa !8
  %arrayidx64 = getelementptr i8, ptr %arrayidx, i64 64000
  %8 = load float, ptr %arrayidx64, align 4, !tbaa !8
  %arrayidx75 = getelementptr i8, ptr %arrayidx, i64 76800
  %9 = load float, ptr %arrayidx75, align 4, !tbaa !8
  %arrayidx86 = getelementptr i8, ptr %arrayidx, i64 89600
  %10 = load float, ptr %arrayidx86, align 4, !tbaa !8
  %arrayidx97 = getelementptr i8, ptr %arrayidx, i64 102400
  %11 = load float, ptr %arrayidx97, align 4, !tbaa !8
  %arrayidx108 = getelementptr i8, ptr %arrayidx, i64 115200
  %12 = load float, ptr %arrayidx108, align 4, !tbaa !8
  %arrayidx119 = getelementptr i8, ptr %arrayidx, i64 128000
  %13 = load float, ptr %arrayidx119, align 4, !tbaa !8
  %arrayidx130 = getelementptr i8, ptr %arrayidx, i64 140800
  %14 = load float, ptr %arrayidx130, align 4, !tbaa !8
  %arrayidx141 = getelementptr i8, ptr %arrayidx, i64 153600
  %15 = load float, ptr %arrayidx141, align 4, !tbaa !8
  %arrayidx152 = getelementptr i8, ptr %arrayidx, i64 166400
  %16 = load float, ptr %arrayidx152, align 4, !tbaa !8
  %arrayidx163 = getelementptr i8, ptr %arrayidx, i64 179200
  %17 = load float, ptr %arrayidx163, align 4, !tbaa !8
  %arrayidx174 = getelementptr i8, ptr %arrayidx, i64 192000
  %18 = load float, ptr %arrayidx174, align 4, !tbaa !8
  %arrayidx185 = getelementptr i8, ptr %arrayidx, i64 204800
  %19 = load float, ptr %arrayidx185, align 4, !tbaa !8
  %arrayidx196 = getelementptr i8, ptr %arrayidx, i64 217600
  %20 = load float, ptr %arrayidx196, align 4, !tbaa !8
  %arrayidx207 = getelementptr i8, ptr %arrayidx, i64 230400
  %21 = load float, ptr %arrayidx207, align 4, !tbaa !8
  %arrayidx218 = getelementptr i8, ptr %arrayidx, i64 243200
  %22 = load i32, ptr %arrayidx218, align 4, !tbaa !4
  %and = and i32 %22, 1
  %tobool.not = icmp eq i32 %and, 0
  br i1 %tobool.not, label %if.else, label %if.end457

if.else:                                          ; preds = %entry
  %add219 = fadd contract float %3, %4
  %add220 = fadd contract float %add219, %5
  %add221 = fadd contract float %add220, %6
  %add222 = fadd contract float %add221, %7
  %add223 = fadd contract float %add222, %8
  %add224 = fadd contract float %add223, %9
  %add225 = fadd contract float %add224, %10
  %add226 = fadd contract float %add225, %11
  %add227 = fadd contract float %add226, %12
  %add228 = fadd contract float %add227, %13
  %add229 = fadd contract float %add228, %14
  %add230 = fadd contract float %add229, %15
  %add231 = fadd contract float %add230, %16
  %add232 = fadd contract float %add231, %17
  %add233 = fadd contract float %add232, %18
  %add234 = fadd contract float %add233, %19
  %add235 = fadd contract float %add234, %20
  %add236 = fadd contract float %add235, %21
  %sub = fsub contract float %6, %7
  %add237 = fadd contract float %sub, %10
  %sub238 = fsub contract float %add237, %11
  %add239 = fadd contract float %sub238, %12
  %sub240 = fsub contract float %add239, %13
  %add241 = fadd contract float %sub240, %18
  %add242 = fadd contract float %add241, %19
  %sub243 = fsub contract float %add242, %20
  %sub244 = fsub contract float %sub243, %21
  %sub245 = fsub contract float %4, %5
  %add246 = fadd contract float %sub245, %10
  %add247 = fadd contract float %add246, %11
  %sub248 = fsub contract float %add247, %12
  %sub249 = fsub contract float %sub248, %13
  %add250 = fadd contract float %sub249, %14
  %add251 = fadd contract float %add250, %15
  %sub252 = fsub contract float %add251, %16
  %sub253 = fsub contract float %sub252, %17
  %sub254 = fsub contract float %8, %9
  %add255 = fadd contract float %sub254, %14
  %sub256 = fsub contract float %add255, %15
  %add257 = fadd contract float %sub256, %16
  %sub258 = fsub contract float %add257, %17
  %add259 = fadd contract float %sub258, %18
  %sub260 = fsub contract float %add259, %19
  %add261 = fadd contract float %sub260, %20
  %sub262 = fsub contract float %add261, %21
  %div = fdiv contract float %sub244, %add236
  %div263 = fdiv contract float %sub253, %add236
  %div264 = fdiv contract float %sub262, %add236
  %and276 = and i32 %22, 2
  %tobool277.not = icmp eq i32 %and276, 0
  %ux.0 = select i1 %tobool277.not, float %div, float 0x3F747AE140000000
  %uy.0 = select i1 %tobool277.not, float %div263, float 0x3F60624DE0000000
  %uz.0 = select i1 %tobool277.not, float %div264, float 0.000000e+00
  %mul279 = fmul contract float %ux.0, %ux.0
  %mul280 = fmul contract float %uy.0, %uy.0
  %add281 = fadd contract float %mul279, %mul280
  %mul282 = fmul contract float %uz.0, %uz.0
  %add283 = fadd contract float %mul282, %add281
  %mul284 = fmul contract float %add283, 1.500000e+00
  %sub285 = fadd contract float %mul284, -1.000000e+00
  %mul286 = fmul contract float %add236, 0x3FFF333340000000
  %mul289 = fmul contract float %mul286, 0x3FD5555560000000
  %mul290 = fmul contract float %3, 0xBFEE666680000000
  %23 = fmul contract float %mul289, %sub285
  %add292 = fsub contract float %mul290, %23
  %mul293 = fmul contract float %mul286, 0x3FAC71C720000000
  %mul294 = fmul contract float %4, 0x3FEE666680000000
  %mul295 = fmul contract float %uy.0, 4.500000e+00
  %add296 = fadd contract float %mul295, 3.000000e+00
  %mul297 = fmul contract float %uy.0, %add296
  %sub298 = fsub contract float %mul297, %sub285
  %mul299 = fmul contract float %mul293, %sub298
  %24 = fsub contract float %mul299, %mul294
  %mul301 = fmul contract float %5, 0x3FEE666680000000
  %sub303 = fadd contract float %mul295, -3.000000e+00
  %mul304 = fmul contract float %uy.0, %sub303
  %sub305 = fsub contract float %mul304, %sub285
  %mul306 = fmul contract float %mul293, %sub305
  %25 = fsub contract float %mul306, %mul301
  %mul308 = fmul contract float %8, 0x3FEE666680000000
  %mul309 = fmul contract float %uz.0, 4.500000e+00
  %add310 = fadd contract float %mul309, 3.000000e+00
  %mul311 = fmul contract float %uz.0, %add310
  %sub312 = fsub contract float %mul311, %sub285
  %mul313 = fmul contract float %mul293, %sub312
  %26 = fsub contract float %mul313, %mul308
  %mul315 = fmul contract float %9, 0x3FEE666680000000
  %sub317 = fadd contract float %mul309, -3.000000e+00
  %mul318 = fmul contract float %uz.0, %sub317
  %sub319 = fsub contract float %mul318, %sub285
  %mul320 = fmul contract float %mul293, %sub319
  %27 = fsub contract float %mul320, %mul315
  %mul322 = fmul contract float %6, 0x3FEE666680000000
  %mul323 = fmul contract float %ux.0, 4.500000e+00
  %add324 = fadd contract float %mul323, 3.000000e+00
  %mul325 = fmul contract float %ux.0, %add324
  %sub326 = fsub contract float %mul325, %sub285
  %mul327 = fmul contract float %mul293, %sub326
  %28 = fsub contract float %mul327, %mul322
  %mul329 = fmul contract float %7, 0x3FEE666680000000
  %sub331 = fadd contract float %mul323, -3.000000e+00
  %mul332 = fmul contract float %ux.0, %sub331
  %sub333 = fsub contract float %mul332, %sub285
  %mul334 = fmul contract float %mul293, %sub333
  %29 = fsub contract float %mul334, %mul329
  %mul336 = fmul contract float %mul286, 0x3F9C71C720000000
  %mul337 = fmul contract float %14, 0x3FEE666680000000
  %add338 = fadd contract float %uy.0, %uz.0
  %mul340 = fmul contract float %add338, 4.500000e+00
  %add341 = fadd contract float %mul340, 3.000000e+00
  %mul342 = fmul contract float %add338, %add341
  %sub343 = fsub contract float %mul342, %sub285
  %mul344 = fmul contract float %mul336, %sub343
  %30 = fsub contract float %mul344, %mul337
  %mul346 = fmul contract float %15, 0x3FEE666680000000
  %sub347 = fsub contract float %uy.0, %uz.0
  %mul349 = fmul contract float %sub347, 4.500000e+00
  %add350 = fadd contract float %mul349, 3.000000e+00
  %mul351 = fmul contract float %sub347, %add350
  %sub352 = fsub contract float %mul351, %sub285
  %mul353 = fmul contract float %mul336, %sub352
  %31 = fsub contract float %mul353, %mul346
  %mul355 = fmul contract float %16, 0x3FEE666680000000
  %fneg356 = fneg contract float %uy.0
  %add357 = fsub contract float %uz.0, %uy.0
  %mul360 = fmul contract float %add357, 4.500000e+00
  %add361 = fadd contract float %mul360, 3.000000e+00
  %mul362 = fmul contract float %add357, %add361
  %sub363 = fsub contract float %mul362, %sub285
  %mul364 = fmul contract float %mul336, %sub363
  %32 = fsub contract float %mul364, %mul355
  %mul366 = fmul contract float %17, 0x3FEE666680000000
  %sub368 = fsub contract float %fneg356, %uz.0
  %mul371 = fmul contract float %sub368, 4.500000e+00
  %add372 = fadd contract float %mul371, 3.000000e+00
  %mul373 = fmul contract float %sub368, %add372
  %sub374 = fsub contract float %mul373, %sub285
  %mul375 = fmul contract float %mul336, %sub374
  %33 = fsub contract float %mul375, %mul366
  %mul377 = fmul contract float %10, 0x3FEE666680000000
  %add378 = fadd contract float %ux.0, %uy.0
  %mul380 = fmul contract float %add378, 4.500000e+00
  %add381 = fadd contract float %mul380, 3.000000e+00
  %mul382 = fmul contract float %add378, %add381
  %sub383 = fsub contract float %mul382, %sub285
  %mul384 = fmul contract float %mul336, %sub383
  %34 = fsub contract float %mul384, %mul377
  %mul386 = fmul contract float %12, 0x3FEE666680000000
  %sub387 = fsub contract float %ux.0, %uy.0
  %mul389 = fmul contract float %sub387, 4.500000e+00
  %add390 = fadd contract float %mul389, 3.000000e+00
  %mul391 = fmul contract float %sub387, %add390
  %sub392 = fsub contract float %mul391, %sub285
  %mul393 = fmul contract float %mul336, %sub392
  %35 = fsub contract float %mul393, %mul386
  %mul395 = fmul contract float %18, 0x3FEE666680000000
  %add396 = fadd contract float %ux.0, %uz.0
  %mul398 = fmul contract float %add396, 4.500000e+00
  %add399 = fadd contract float %mul398, 3.000000e+00
  %mul400 = fmul contract float %add396, %add399
  %sub401 = fsub contract float %mul400, %sub285
  %mul402 = fmul contract float %mul336, %sub401
  %36 = fsub contract float %mul402, %mul395
  %mul404 = fmul contract float %19, 0x3FEE666680000000
  %sub405 = fsub contract float %ux.0, %uz.0
  %mul407 = fmul contract float %sub405, 4.500000e+00
  %add408 = fadd contract float %mul407, 3.000000e+00
  %mul409 = fmul contract float %sub405, %add408
  %sub410 = fsub contract float %mul409, %sub285
  %mul411 = fmul contract float %mul336, %sub410
  %37 = fsub contract float %mul411, %mul404
  %mul413 = fmul contract float %11, 0x3FEE666680000000
  %fneg414 = fneg contract float %ux.0
  %add415 = fsub contract float %uy.0, %ux.0
  %mul418 = fmul contract float %add415, 4.500000e+00
  %add419 = fadd contract float %mul418, 3.000000e+00
  %mul420 = fmul contract float %add415, %add419
  %sub421 = fsub contract float %mul420, %sub285
  %mul422 = fmul contract float %mul336, %sub421
  %38 = fsub contract float %mul422, %mul413
  %mul424 = fmul contract float %13, 0x3FEE666680000000
  %sub426 = fsub contract float %fneg414, %uy.0
  %mul429 = fmul contract float %sub426, 4.500000e+00
  %add430 = fadd contract float %mul429, 3.000000e+00
  %mul431 = fmul contract float %sub426, %add430
  %sub432 = fsub contract float %mul431, %sub285
  %mul433 = fmul contract float %mul336, %sub432
  %39 = fsub contract float %mul433, %mul424
  %mul435 = fmul contract float %20, 0x3FEE666680000000
  %add437 = fsub contract float %uz.0, %ux.0
  %mul440 = fmul contract float %add437, 4.500000e+00
  %add441 = fadd contract float %mul440, 3.000000e+00
  %mul442 = fmul contract float %add437, %add441
  %sub443 = fsub contract float %mul442, %sub285
  %mul444 = fmul contract float %mul336, %sub443
  %40 = fsub contract float %mul444, %mul435
  %mul446 = fmul contract float %21, 0x3FEE666680000000
  %sub448 = fsub contract float %fneg414, %uz.0
  %mul451 = fmul contract float %sub448, 4.500000e+00
  %add452 = fadd contract float %mul451, 3.000000e+00
  %mul453 = fmul contract float %sub448, %add452
  %sub454 = fsub contract float %mul453, %sub285
  %mul455 = fmul contract float %mul336, %sub454
  %41 = fsub contract float %mul455, %mul446
  br label %if.end457

if.end457:                                        ; preds = %entry, %if.else
  %tempT.0 = phi float [ %26, %if.else ], [ %9, %entry ]
  %tempB.0 = phi float [ %27, %if.else ], [ %8, %entry ]
  %tempNE.0 = phi float [ %34, %if.else ], [ %13, %entry ]
  %tempNW.0 = phi float [ %38, %if.else ], [ %12, %entry ]
  %tempSE.0 = phi float [ %35, %if.else ], [ %11, %entry ]
  %tempSW.0 = phi float [ %39, %if.else ], [ %10, %entry ]
  %tempNT.0 = phi float [ %30, %if.else ], [ %17, %entry ]
  %tempNB.0 = phi float [ %31, %if.else ], [ %16, %entry ]
  %tempST.0 = phi float [ %32, %if.else ], [ %15, %entry ]
  %tempSB.0 = phi float [ %33, %if.else ], [ %14, %entry ]
  %tempET.0 = phi float [ %36, %if.else ], [ %21, %entry ]
  %tempEB.0 = phi float [ %37, %if.else ], [ %20, %entry ]
  %tempWT.0 = phi float [ %40, %if.else ], [ %19, %entry ]
  %tempWB.0 = phi float [ %41, %if.else ], [ %18, %entry ]
  %tempW.0 = phi float [ %29, %if.else ], [ %6, %entry ]
  %tempE.0 = phi float [ %28, %if.else ], [ %7, %entry ]
  %tempS.0 = phi float [ %25, %if.else ], [ %4, %entry ]
  %tempN.0 = phi float [ %24, %if.else ], [ %5, %entry ]
  %tempC.0 = phi float [ %add292, %if.else ], [ %3, %entry ]
  %arrayidx468 = getelementptr inbounds nuw float, ptr %dstGrid, i64 %idxprom
  store float %tempC.0, ptr %arrayidx468, align 4, !tbaa !8
  %mul471 = add nuw i32 %mul, 40
  %add472 = add nuw nsw i32 %mul471, %0
  %add476 = add nuw nsw i32 %add472, %mul7
  %42 = sext i32 %add476 to i64
  %43 = getelementptr float, ptr %dstGrid, i64 %42
  %arrayidx479 = getelementptr i8, ptr %43, i64 12800
  store float %tempN.0, ptr %arrayidx479, align 4, !tbaa !8
  %mul482 = add nsw i32 %mul, -40
  %add483 = add nsw i32 %mul482, %0
  %add487 = add nsw i32 %add483, %mul7
  %44 = sext i32 %add487 to i64
  %45 = getelementptr float, ptr %dstGrid, i64 %44
  %arrayidx490 = getelementptr i8, ptr %45, i64 25600
  store float %tempS.0, ptr %arrayidx490, align 4, !tbaa !8
  %add491 = add nuw nsw i32 %0, 1
  %add494 = add nuw nsw i32 %add491, %mul
  %add498 = add nuw nsw i32 %add494, %mul7
  %46 = zext nneg i32 %add498 to i64
  %47 = getelementptr float, ptr %dstGrid, i64 %46
  %arrayidx501 = getelementptr i8, ptr %47, i64 38400
  store float %tempE.0, ptr %arrayidx501, align 4, !tbaa !8
  %add502 = add nsw i32 %0, -1
  %add505 = add nsw i32 %add502, %mul
  %add509 = add nsw i32 %add505, %mul7
  %48 = sext i32 %add509 to i64
  %49 = getelementptr float, ptr %dstGrid, i64 %48
  %arrayidx512 = getelementptr i8, ptr %49, i64 51200
  store float %tempW.0, ptr %arrayidx512, align 4, !tbaa !8
  %mul519 = add nuw nsw i32 %mul7, 320
  %add520 = add nuw nsw i32 %add4, %mul519
  %50 = zext nneg i32 %add520 to i64
  %51 = getelementptr float, ptr %dstGrid, i64 %50
  %arrayidx523 = getelementptr i8, ptr %51, i64 64000
  store float %tempT.0, ptr %arrayidx523, align 4, !tbaa !8
  %mul530 = add nsw i32 %mul7, -320
  %add531 = add nsw i32 %add4, %mul530
  %52 = sext i32 %add531 to i64
  %53 = getelementptr float, ptr %dstGrid, i64 %52
  %arrayidx534 = getelementptr i8, ptr %53, i64 76800
  store float %tempB.0, ptr %arrayidx534, align 4, !tbaa !8
  %add538 = add nuw nsw i32 %mul7, %add491
  %add542 = add nuw nsw i32 %add538, %mul471
  %54 = sext i32 %add542 to i64
  %55 = getelementptr float, ptr %dstGrid, i64 %54
  %arrayidx545 = getelementptr i8, ptr %55, i64 89600
  store float %tempNE.0, ptr %arrayidx545, align 4, !tbaa !8
  %add549 = add nsw i32 %mul7, %add502
  %add553 = add i32 %add549, %mul471
  %56 = sext i32 %add553 to i64
  %57 = getelementptr float, ptr %dstGrid, i64 %56
  %arrayidx556 = getelementptr i8, ptr %57, i64 102400
  store float %tempNW.0, ptr %arrayidx556, align 4, !tbaa !8
  %add564 = add i32 %add538, %mul482
  %58 = sext i32 %add564 to i64
  %59 = getelementptr float, ptr %dstGrid, i64 %58
  %arrayidx567 = getelementptr i8, ptr %59, i64 115200
  store float %tempSE.0, ptr %arrayidx567, align 4, !tbaa !8
  %add575 = add i32 %add549, %mul482
  %60 = sext i32 %add575 to i64
  %61 = getelementptr float, ptr %dstGrid, i64 %60
  %arrayidx578 = getelementptr i8, ptr %61, i64 128000
  store float %tempSW.0, ptr %arrayidx578, align 4, !tbaa !8
  %add586 = add nuw nsw i32 %add472, %mul519
  %62 = sext i32 %add586 to i64
  %63 = getelementptr float, ptr %dstGrid, i64 %62
  %arrayidx589 = getelementptr i8, ptr %63, i64 140800
  store float %tempNT.0, ptr %arrayidx589, align 4, !tbaa !8
  %add597 = add nsw i32 %add472, %mul530
  %64 = sext i32 %add597 to i64
  %65 = getelementptr float, ptr %dstGrid, i64 %64
  %arrayidx600 = getelementptr i8, ptr %65, i64 153600
  store float %tempNB.0, ptr %arrayidx600, align 4, !tbaa !8
  %add608 = add nsw i32 %add483, %mul519
  %66 = zext nneg i32 %add608 to i64
  %67 = getelementptr float, ptr %dstGrid, i64 %66
  %arrayidx611 = getelementptr i8, ptr %67, i64 166400
  store float %tempST.0, ptr %arrayidx611, align 4, !tbaa !8
  %add619 = add nsw i32 %add483, %mul530
  %68 = sext i32 %add619 to i64
  %69 = getelementptr float, ptr %dstGrid, i64 %68
  %arrayidx622 = getelementptr i8, ptr %69, i64 179200
  store float %tempSB.0, ptr %arrayidx622, align 4, !tbaa !8
  %add630 = add nuw nsw i32 %add494, %mul519
  %70 = zext nneg i32 %add630 to i64
  %71 = getelementptr float, ptr %dstGrid, i64 %70
  %arrayidx633 = getelementptr i8, ptr %71, i64 192000
  store float %tempET.0, ptr %arrayidx633, align 4, !tbaa !8
  %add641 = add nsw i32 %add494, %mul530
  %72 = sext i32 %add641 to i64
  %73 = getelementptr float, ptr %dstGrid, i64 %72
  %arrayidx644 = getelementptr i8, ptr %73, i64 204800
  store float %tempEB.0, ptr %arrayidx644, align 4, !tbaa !8
  %add652 = add nsw i32 %add505, %mul519
  %74 = zext nneg i32 %add652 to i64
  %75 = getelementptr float, ptr %dstGrid, i64 %74
  %arrayidx655 = getelementptr i8, ptr %75, i64 217600
  store float %tempWT.0, ptr %arrayidx655, align 4, !tbaa !8
  %add663 = add nsw i32 %add505, %mul530
  %76 = sext i32 %add663 to i64
  %77 = getelementptr float, ptr %dstGrid, i64 %76
  %arrayidx666 = getelementptr i8, ptr %77, i64 230400
  store float %tempWB.0, ptr %arrayidx666, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
