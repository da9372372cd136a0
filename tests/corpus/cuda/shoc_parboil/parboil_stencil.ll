; ModuleID = 'shoc_parboil/parboil_stencil.cu'
source_filename = "shoc_parboil/parboil_stencil.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh_A0 = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z24block2D_hybrid_coarsen_xffPfS_iii(float noundef %c0, float noundef %c1, ptr noundef readonly captures(none) %A0, ptr noundef writeonly captures(none) %Anext, i32 noundef %nx, i32 noundef %ny, i32 noundef %nz) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = shl nuw nsw i32 %1, 1
  %mul2 = mul i32 %mul, %0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul2, %2
  %add11 = add i32 %add, %1
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %mul14 = mul nuw nsw i32 %3, %4
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %add16 = add nuw nsw i32 %mul14, %5
  %mul20 = mul nuw nsw i32 %5, %1
  %mul21 = shl nuw nsw i32 %mul20, 1
  %add22 = add nuw nsw i32 %mul21, %2
  %add25 = add nuw nsw i32 %2, %1
  %add30 = add nuw nsw i32 %mul21, %add25
  %idxprom = zext nneg i32 %add22 to i64
  %arrayidx = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4, !tbaa !8
  %idxprom31 = zext nneg i32 %add30 to i64
  %arrayidx32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom31
  store float 0.000000e+00, ptr %arrayidx32, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp = icmp sgt i32 %add, 0
  %cmp33 = icmp ne i32 %add16, 0
  %or.cond = and i1 %cmp33, %cmp
  %sub = add nsw i32 %nx, -1
  %cmp35 = icmp slt i32 %add, %sub
  %or.cond399 = select i1 %or.cond, i1 %cmp35, i1 false
  %sub36 = add nsw i32 %ny, -1
  %cmp37 = icmp slt i32 %add16, %sub36
  %spec.select = select i1 %or.cond399, i1 %cmp37, i1 false
  %cmp41 = icmp slt i32 %add11, %sub
  %or.cond400 = select i1 %cmp33, i1 %cmp41, i1 false
  %spec.select405 = select i1 %or.cond400, i1 %cmp37, i1 false
  %cmp48 = icmp eq i32 %2, 0
  %sub55 = add nsw i32 %mul, -1
  %cmp56 = icmp eq i32 %add25, %sub55
  %cmp59 = icmp eq i32 %5, 0
  %sub63 = add nsw i32 %4, -1
  %cmp64 = icmp eq i32 %5, %sub63
  %cmp66 = icmp slt i32 %add, %nx
  %cmp68 = icmp slt i32 %add16, %ny
  %or.cond401 = and i1 %cmp66, %cmp68
  br i1 %or.cond401, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul71 = mul nsw i32 %nx, %add16
  %add72 = add nsw i32 %mul71, %add
  %idxprom73 = sext i32 %add72 to i64
  %arrayidx74 = getelementptr inbounds float, ptr %A0, i64 %idxprom73
  %6 = load float, ptr %arrayidx74, align 4, !tbaa !8
  %add76 = add nuw nsw i32 %ny, %add16
  %mul77 = mul nsw i32 %add76, %nx
  %add78 = add nsw i32 %mul77, %add
  %idxprom79 = sext i32 %add78 to i64
  %arrayidx80 = getelementptr inbounds float, ptr %A0, i64 %idxprom79
  %7 = load float, ptr %arrayidx80, align 4, !tbaa !8
  store float %7, ptr %arrayidx, align 4, !tbaa !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %bottom.0 = phi float [ %6, %if.then ], [ 0.000000e+00, %entry ]
  %cmp83 = icmp slt i32 %add11, %nx
  %or.cond402 = and i1 %cmp83, %cmp68
  br i1 %or.cond402, label %if.then86, label %if.end101

if.then86:                                        ; preds = %if.end
  %mul89 = mul nsw i32 %nx, %add16
  %add90 = add nsw i32 %mul89, %add11
  %idxprom91 = sext i32 %add90 to i64
  %arrayidx92 = getelementptr inbounds float, ptr %A0, i64 %idxprom91
  %8 = load float, ptr %arrayidx92, align 4, !tbaa !8
  %add94 = add nuw nsw i32 %ny, %add16
  %mul95 = mul nsw i32 %add94, %nx
  %add96 = add nsw i32 %mul95, %add11
  %idxprom97 = sext i32 %add96 to i64
  %arrayidx98 = getelementptr inbounds float, ptr %A0, i64 %idxprom97
  %9 = load float, ptr %arrayidx98, align 4, !tbaa !8
  store float %9, ptr %arrayidx32, align 4, !tbaa !8
  br label %if.end101

if.end101:                                        ; preds = %if.then86, %if.end
  %bottom2.0 = phi float [ %8, %if.then86 ], [ 0.000000e+00, %if.end ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %cmp103406 = icmp sgt i32 %nz, 2
  br i1 %cmp103406, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %if.end101
  %10 = add nuw nsw i32 %mul20, %1
  %11 = shl nuw nsw i32 %10, 1
  %add127 = add nuw nsw i32 %11, %2
  %idxprom128 = zext nneg i32 %add127 to i64
  %arrayidx129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom128
  %add118 = add nuw nsw i32 %add16, 1
  %sub142 = sub nsw i32 %add22, %mul
  %idxprom143 = zext i32 %sub142 to i64
  %arrayidx144 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom143
  %sub132 = add nsw i32 %add16, -1
  %arrayidx159 = getelementptr i8, ptr %arrayidx, i64 -4
  %sub149 = add nsw i32 %add, -1
  %arrayidx167 = getelementptr i8, ptr %arrayidx, i64 4
  %add208 = add nuw nsw i32 %11, %add25
  %idxprom209 = zext nneg i32 %add208 to i64
  %arrayidx210 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom209
  %sub225 = sub nsw i32 %add30, %mul
  %idxprom226 = zext i32 %sub225 to i64
  %arrayidx227 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @sh_A0 to ptr), i64 %idxprom226
  %arrayidx242 = getelementptr i8, ptr %arrayidx32, i64 4
  %add232 = add nsw i32 %add11, 1
  %arrayidx251 = getelementptr i8, ptr %arrayidx32, i64 -4
  %12 = add nsw i32 %nz, -2
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end264, %if.end101
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end264
  %k.0411 = phi i32 [ 1, %for.body.lr.ph ], [ %inc, %if.end264 ]
  %top2.0410 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %top2.1, %if.end264 ]
  %top.0409 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %top.1, %if.end264 ]
  %bottom2.1408 = phi float [ %bottom2.0, %for.body.lr.ph ], [ %20, %if.end264 ]
  %bottom.1407 = phi float [ %bottom.0, %for.body.lr.ph ], [ %19, %if.end264 ]
  br i1 %or.cond401, label %if.then107, label %if.end115

if.then107:                                       ; preds = %for.body
  %add108 = add nuw nsw i32 %k.0411, 1
  %mul109 = mul nsw i32 %add108, %ny
  %add110 = add nsw i32 %mul109, %add16
  %mul111 = mul nsw i32 %add110, %nx
  %add112 = add nsw i32 %mul111, %add
  %idxprom113 = sext i32 %add112 to i64
  %arrayidx114 = getelementptr inbounds float, ptr %A0, i64 %idxprom113
  %13 = load float, ptr %arrayidx114, align 4, !tbaa !8
  br label %if.end115

if.end115:                                        ; preds = %if.then107, %for.body
  %top.1 = phi float [ %13, %if.then107 ], [ %top.0409, %for.body ]
  br i1 %spec.select, label %if.then116, label %if.end181

if.then116:                                       ; preds = %if.end115
  br i1 %cmp64, label %cond.true, label %cond.end

cond.true:                                        ; preds = %if.then116
  %mul119 = mul nsw i32 %k.0411, %ny
  %add120 = add nsw i32 %add118, %mul119
  %mul121 = mul nsw i32 %add120, %nx
  %add122 = add nsw i32 %mul121, %add
  %idxprom123 = sext i32 %add122 to i64
  %arrayidx124 = getelementptr inbounds float, ptr %A0, i64 %idxprom123
  br label %cond.end

cond.end:                                         ; preds = %if.then116, %cond.true
  %cond.in = phi ptr [ %arrayidx124, %cond.true ], [ %arrayidx129, %if.then116 ]
  %cond = load float, ptr %cond.in, align 4, !tbaa !8
  br i1 %cmp59, label %cond.true131, label %cond.end145

cond.true131:                                     ; preds = %cond.end
  %mul133 = mul nsw i32 %k.0411, %ny
  %add134 = add nsw i32 %sub132, %mul133
  %mul135 = mul nsw i32 %add134, %nx
  %add136 = add nsw i32 %mul135, %add
  %idxprom137 = sext i32 %add136 to i64
  %arrayidx138 = getelementptr inbounds float, ptr %A0, i64 %idxprom137
  br label %cond.end145

cond.end145:                                      ; preds = %cond.end, %cond.true131
  %cond146.in = phi ptr [ %arrayidx138, %cond.true131 ], [ %arrayidx144, %cond.end ]
  %cond146 = load float, ptr %cond146.in, align 4, !tbaa !8
  %mul150 = mul nsw i32 %k.0411, %ny
  %add151 = add nsw i32 %mul150, %add16
  %mul152 = mul nsw i32 %add151, %nx
  %add153 = add nsw i32 %sub149, %mul152
  %idxprom154 = sext i32 %add153 to i64
  %arrayidx155 = getelementptr inbounds float, ptr %A0, i64 %idxprom154
  %cond161.in = select i1 %cmp48, ptr %arrayidx155, ptr %arrayidx159
  %cond161 = load float, ptr %cond161.in, align 4, !tbaa !8
  %add162 = fadd contract float %bottom.1407, %top.1
  %add163 = fadd contract float %add162, %cond
  %add164 = fadd contract float %add163, %cond146
  %14 = load float, ptr %arrayidx167, align 4, !tbaa !8
  %add168 = fadd contract float %add164, %14
  %add169 = fadd contract float %cond161, %add168
  %mul170 = fmul contract float %c1, %add169
  %15 = load float, ptr %arrayidx, align 4, !tbaa !8
  %mul173 = fmul contract float %c0, %15
  %sub174 = fsub contract float %mul170, %mul173
  %add178 = add nsw i32 %mul152, %add
  %idxprom179 = sext i32 %add178 to i64
  %arrayidx180 = getelementptr inbounds float, ptr %Anext, i64 %idxprom179
  store float %sub174, ptr %arrayidx180, align 4, !tbaa !8
  br label %if.end181

if.end181:                                        ; preds = %cond.end145, %if.end115
  br i1 %or.cond402, label %if.then185, label %if.end193

if.then185:                                       ; preds = %if.end181
  %add186 = add nuw nsw i32 %k.0411, 1
  %mul187 = mul nsw i32 %add186, %ny
  %add188 = add nsw i32 %mul187, %add16
  %mul189 = mul nsw i32 %add188, %nx
  %add190 = add nsw i32 %mul189, %add11
  %idxprom191 = sext i32 %add190 to i64
  %arrayidx192 = getelementptr inbounds float, ptr %A0, i64 %idxprom191
  %16 = load float, ptr %arrayidx192, align 4, !tbaa !8
  br label %if.end193

if.end193:                                        ; preds = %if.then185, %if.end181
  %top2.1 = phi float [ %16, %if.then185 ], [ %top2.0410, %if.end181 ]
  br i1 %spec.select405, label %if.then195, label %if.end264

if.then195:                                       ; preds = %if.end193
  br i1 %cmp64, label %cond.true197, label %cond.end211

cond.true197:                                     ; preds = %if.then195
  %mul199 = mul nsw i32 %k.0411, %ny
  %add200 = add nsw i32 %add118, %mul199
  %mul201 = mul nsw i32 %add200, %nx
  %add202 = add nsw i32 %mul201, %add11
  %idxprom203 = sext i32 %add202 to i64
  %arrayidx204 = getelementptr inbounds float, ptr %A0, i64 %idxprom203
  br label %cond.end211

cond.end211:                                      ; preds = %if.then195, %cond.true197
  %cond212.in = phi ptr [ %arrayidx204, %cond.true197 ], [ %arrayidx210, %if.then195 ]
  %cond212 = load float, ptr %cond212.in, align 4, !tbaa !8
  br i1 %cmp59, label %cond.true214, label %cond.end228

cond.true214:                                     ; preds = %cond.end211
  %mul216 = mul nsw i32 %k.0411, %ny
  %add217 = add nsw i32 %sub132, %mul216
  %mul218 = mul nsw i32 %add217, %nx
  %add219 = add nsw i32 %mul218, %add11
  %idxprom220 = sext i32 %add219 to i64
  %arrayidx221 = getelementptr inbounds float, ptr %A0, i64 %idxprom220
  br label %cond.end228

cond.end228:                                      ; preds = %cond.end211, %cond.true214
  %cond229.in = phi ptr [ %arrayidx221, %cond.true214 ], [ %arrayidx227, %cond.end211 ]
  %cond229 = load float, ptr %cond229.in, align 4, !tbaa !8
  %mul233 = mul nsw i32 %k.0411, %ny
  %add234 = add nsw i32 %mul233, %add16
  %mul235 = mul nsw i32 %add234, %nx
  %add236 = add nsw i32 %add232, %mul235
  %idxprom237 = sext i32 %add236 to i64
  %arrayidx238 = getelementptr inbounds float, ptr %A0, i64 %idxprom237
  %cond244.in = select i1 %cmp56, ptr %arrayidx238, ptr %arrayidx242
  %cond244 = load float, ptr %cond244.in, align 4, !tbaa !8
  %add245 = fadd contract float %bottom2.1408, %top2.1
  %add246 = fadd contract float %add245, %cond212
  %add247 = fadd contract float %add246, %cond229
  %add248 = fadd contract float %add247, %cond244
  %17 = load float, ptr %arrayidx251, align 4, !tbaa !8
  %add252 = fadd contract float %add248, %17
  %mul253 = fmul contract float %c1, %add252
  %18 = load float, ptr %arrayidx32, align 4, !tbaa !8
  %mul256 = fmul contract float %c0, %18
  %sub257 = fsub contract float %mul253, %mul256
  %add261 = add nsw i32 %mul235, %add11
  %idxprom262 = sext i32 %add261 to i64
  %arrayidx263 = getelementptr inbounds float, ptr %Anext, i64 %idxprom262
  store float %sub257, ptr %arrayidx263, align 4, !tbaa !8
  br label %if.end264

if.end264:                                        ; preds = %cond.end228, %if.end193
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = load float, ptr %arrayidx, align 4, !tbaa !8
  store float %top.1, ptr %arrayidx, align 4, !tbaa !8
  %20 = load float, ptr %arrayidx32, align 4, !tbaa !8
  store float %top2.1, ptr %arrayidx32, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %inc = add nuw nsw i32 %k.0411, 1
  %exitcond.not = icmp eq i32 %k.0411, %12
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
