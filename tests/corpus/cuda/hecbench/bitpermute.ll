; ModuleID = 'hecbench/bitpermute.cu'
source_filename = "hecbench/bitpermute.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@exchange = external dso_local local_unnamed_addr addrspace(3) global [0 x i64], align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z19bit_rev_permutationPlPKlj(ptr noundef writeonly captures(address) %d_out, ptr noundef readonly captures(address) %d_in, i32 noundef %lg_domain_size) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %cmp = icmp eq i32 %0, 1
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %shl = shl nuw i32 1, %lg_domain_size
  %cmp2 = icmp eq i32 %1, %shl
  %or.cond57 = select i1 %cmp, i1 %cmp2, i1 false
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %or.cond57, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %call.i54 = tail call noundef i32 @__nv_brev(i32 noundef %2) #4
  %sub.i52 = sub i32 32, %lg_domain_size
  %shr.i53 = lshr i32 %call.i54, %sub.i52
  %idxprom = zext nneg i32 %2 to i64
  %arrayidx = getelementptr inbounds nuw i64, ptr %d_in, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !8
  %cmp5 = icmp eq ptr %d_out, %d_in
  br i1 %cmp5, label %if.then6, label %if.end

if.then6:                                         ; preds = %if.then
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %if.end

if.end:                                           ; preds = %if.then6, %if.then
  %idxprom7 = zext i32 %shr.i53 to i64
  br label %if.end31.sink.split

if.else:                                          ; preds = %entry
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %4
  %add = add i32 %mul, %2
  %call.i55 = tail call noundef i32 @__nv_brev(i32 noundef %add) #4
  %sub.i = sub i32 32, %lg_domain_size
  %shr.i = lshr i32 %call.i55, %sub.i
  %cmp15 = icmp ne ptr %d_out, %d_in
  %cmp16 = icmp eq i32 %add, %shr.i
  %5 = and i1 %cmp15, %cmp16
  %cmp17 = icmp ult i32 %add, %shr.i
  %or.cond = or i1 %cmp17, %5
  br i1 %or.cond, label %if.then18, label %if.end31

if.then18:                                        ; preds = %if.else
  %idxprom19 = zext i32 %add to i64
  %arrayidx20 = getelementptr inbounds nuw i64, ptr %d_in, i64 %idxprom19
  %6 = load i64, ptr %arrayidx20, align 8, !tbaa !8
  br i1 %5, label %if.then18.if.end27_crit_edge, label %if.then22

if.then18.if.end27_crit_edge:                     ; preds = %if.then18
  %.pre56 = zext i32 %shr.i to i64
  br label %if.end31.sink.split

if.then22:                                        ; preds = %if.then18
  %arrayidx26 = getelementptr inbounds nuw i64, ptr %d_out, i64 %idxprom19
  %idxprom23 = zext i32 %shr.i to i64
  %arrayidx24 = getelementptr inbounds nuw i64, ptr %d_in, i64 %idxprom23
  %7 = load i64, ptr %arrayidx24, align 8, !tbaa !8
  store i64 %7, ptr %arrayidx26, align 8, !tbaa !8
  br label %if.end31.sink.split

if.end31.sink.split:                              ; preds = %if.then22, %if.then18.if.end27_crit_edge, %if.end
  %idxprom28.pre-phi.sink = phi i64 [ %idxprom7, %if.end ], [ %.pre56, %if.then18.if.end27_crit_edge ], [ %idxprom23, %if.then22 ]
  %.sink = phi i64 [ %3, %if.end ], [ %6, %if.then18.if.end27_crit_edge ], [ %6, %if.then22 ]
  %arrayidx29 = getelementptr inbounds nuw i64, ptr %d_out, i64 %idxprom28.pre-phi.sink
  store i64 %.sink, ptr %arrayidx29, align 8, !tbaa !8
  br label %if.end31

if.end31:                                         ; preds = %if.end31.sink.split, %if.else
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z21bit_rev_permutation_zPlPKlj(ptr noundef writeonly captures(none) %out, ptr noundef readonly captures(none) %in, i32 noundef %lg_domain_size) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %div139 = lshr i32 %0, 5
  %rem = and i32 %0, 31
  %call.i145 = tail call noundef i32 @__nv_brev(i32 noundef %rem) #4
  %shr.i144 = lshr i32 %call.i145, 27
  %sub = add i32 %lg_domain_size, -5
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %1, %2
  %add = add i32 %mul, %0
  %sub.i = sub i32 42, %lg_domain_size
  %idxprom17 = zext nneg i32 %div139 to i64
  %arrayidx18 = getelementptr inbounds nuw [32 x [32 x i64]], ptr addrspacecast (ptr addrspace(3) @exchange to ptr), i64 %idxprom17
  %idxprom21 = zext nneg i32 %shr.i144 to i64
  %invariant.gep = getelementptr inbounds nuw i64, ptr %arrayidx18, i64 %idxprom21
  %arrayidx40 = getelementptr inbounds nuw [32 x i64], ptr %arrayidx18, i64 %idxprom21
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %mul93 = mul i32 %1, %3
  %mul13142.1 = shl nuw i32 1, %sub
  %gep.1 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 256
  %mul13142.2 = shl i32 2, %sub
  %gep.2 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 512
  %mul13142.3 = shl i32 3, %sub
  %gep.3 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 768
  %mul13142.4 = shl i32 4, %sub
  %gep.4 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1024
  %mul13142.5 = shl i32 5, %sub
  %gep.5 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1280
  %mul13142.6 = shl i32 6, %sub
  %gep.6 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1536
  %mul13142.7 = shl i32 7, %sub
  %gep.7 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 1792
  %mul13142.8 = shl i32 8, %sub
  %gep.8 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2048
  %mul13142.9 = shl i32 9, %sub
  %gep.9 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2304
  %mul13142.10 = shl i32 10, %sub
  %gep.10 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2560
  %mul13142.11 = shl i32 11, %sub
  %gep.11 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 2816
  %mul13142.12 = shl i32 12, %sub
  %gep.12 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3072
  %mul13142.13 = shl i32 13, %sub
  %gep.13 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3328
  %mul13142.14 = shl i32 14, %sub
  %gep.14 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3584
  %mul13142.15 = shl i32 15, %sub
  %gep.15 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 3840
  %mul13142.16 = shl i32 16, %sub
  %gep.16 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4096
  %mul13142.17 = shl i32 17, %sub
  %gep.17 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4352
  %mul13142.18 = shl i32 18, %sub
  %gep.18 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4608
  %mul13142.19 = shl i32 19, %sub
  %gep.19 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 4864
  %mul13142.20 = shl i32 20, %sub
  %gep.20 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 5120
  %mul13142.21 = shl i32 21, %sub
  %gep.21 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 5376
  %mul13142.22 = shl i32 22, %sub
  %gep.22 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 5632
  %mul13142.23 = shl i32 23, %sub
  %gep.23 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 5888
  %mul13142.24 = shl i32 24, %sub
  %gep.24 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 6144
  %mul13142.25 = shl i32 25, %sub
  %gep.25 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 6400
  %mul13142.26 = shl i32 26, %sub
  %gep.26 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 6656
  %mul13142.27 = shl i32 27, %sub
  %gep.27 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 6912
  %mul13142.28 = shl i32 28, %sub
  %gep.28 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 7168
  %mul13142.29 = shl i32 29, %sub
  %gep.29 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 7424
  %mul13142.30 = shl i32 30, %sub
  %gep.30 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 7680
  %mul13142.31 = shl i32 31, %sub
  %gep.31 = getelementptr inbounds nuw i8, ptr %invariant.gep, i64 7936
  %arrayidx42.1 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 8
  %arrayidx42.2 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 16
  %arrayidx42.3 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 24
  %arrayidx42.4 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 32
  %arrayidx42.5 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 40
  %arrayidx42.6 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 48
  %arrayidx42.7 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 56
  %arrayidx42.8 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 64
  %arrayidx42.9 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 72
  %arrayidx42.10 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 80
  %arrayidx42.11 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 88
  %arrayidx42.12 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 96
  %arrayidx42.13 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 104
  %arrayidx42.14 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 112
  %arrayidx42.15 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 120
  %arrayidx42.16 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 128
  %arrayidx42.17 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 136
  %arrayidx42.18 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 144
  %arrayidx42.19 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 152
  %arrayidx42.20 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 160
  %arrayidx42.21 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 168
  %arrayidx42.22 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 176
  %arrayidx42.23 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 184
  %arrayidx42.24 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 192
  %arrayidx42.25 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 200
  %arrayidx42.26 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 208
  %arrayidx42.27 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 216
  %arrayidx42.28 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 224
  %arrayidx42.29 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 232
  %arrayidx42.30 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 240
  %arrayidx42.31 = getelementptr inbounds nuw i8, ptr %arrayidx40, i64 248
  br label %do.body

do.body:                                          ; preds = %cleanup89, %entry
  %tid.0 = phi i32 [ %add, %entry ], [ %add94, %cleanup89 ]
  %shr = lshr i32 %tid.0, 5
  %call.i146 = tail call noundef i32 @__nv_brev(i32 noundef %shr) #4
  %shr.i = lshr i32 %call.i146, %sub.i
  %cmp = icmp ugt i32 %shr, %shr.i
  br i1 %cmp, label %cleanup89, label %if.end

if.end:                                           ; preds = %do.body
  %mul8 = and i32 %tid.0, -32
  %add9 = or disjoint i32 %mul8, %rem
  %mul10 = shl i32 %shr.i, 5
  %add11 = or disjoint i32 %mul10, %rem
  %cmp23.not = icmp eq i32 %shr, %shr.i
  %idxprom = zext i32 %add9 to i64
  %arrayidx = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom
  %4 = load i64, ptr %arrayidx, align 8, !tbaa !8
  store i64 %4, ptr %invariant.gep, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc, label %if.then24

if.then24:                                        ; preds = %if.end
  %idxprom27 = zext i32 %add11 to i64
  %arrayidx28 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27
  %5 = load i64, ptr %arrayidx28, align 8, !tbaa !8
  br label %for.inc

for.inc:                                          ; preds = %if.end, %if.then24
  %regs.sroa.0.0 = phi i64 [ %4, %if.end ], [ %5, %if.then24 ]
  %add14.1 = add i32 %mul13142.1, %add9
  %idxprom.1 = zext i32 %add14.1 to i64
  %arrayidx.1 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.1
  %6 = load i64, ptr %arrayidx.1, align 8, !tbaa !8
  store i64 %6, ptr %gep.1, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.1, label %if.then24.1

if.then24.1:                                      ; preds = %for.inc
  %add26.1 = add i32 %mul13142.1, %add11
  %idxprom27.1 = zext i32 %add26.1 to i64
  %arrayidx28.1 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.1
  %7 = load i64, ptr %arrayidx28.1, align 8, !tbaa !8
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then24.1, %for.inc
  %regs.sroa.5.0 = phi i64 [ %6, %for.inc ], [ %7, %if.then24.1 ]
  %add14.2 = add i32 %mul13142.2, %add9
  %idxprom.2 = zext i32 %add14.2 to i64
  %arrayidx.2 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.2
  %8 = load i64, ptr %arrayidx.2, align 8, !tbaa !8
  store i64 %8, ptr %gep.2, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.2, label %if.then24.2

if.then24.2:                                      ; preds = %for.inc.1
  %add26.2 = add i32 %mul13142.2, %add11
  %idxprom27.2 = zext i32 %add26.2 to i64
  %arrayidx28.2 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.2
  %9 = load i64, ptr %arrayidx28.2, align 8, !tbaa !8
  br label %for.inc.2

for.inc.2:                                        ; preds = %if.then24.2, %for.inc.1
  %regs.sroa.8.0 = phi i64 [ %8, %for.inc.1 ], [ %9, %if.then24.2 ]
  %add14.3 = add i32 %mul13142.3, %add9
  %idxprom.3 = zext i32 %add14.3 to i64
  %arrayidx.3 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.3
  %10 = load i64, ptr %arrayidx.3, align 8, !tbaa !8
  store i64 %10, ptr %gep.3, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.3, label %if.then24.3

if.then24.3:                                      ; preds = %for.inc.2
  %add26.3 = add i32 %mul13142.3, %add11
  %idxprom27.3 = zext i32 %add26.3 to i64
  %arrayidx28.3 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.3
  %11 = load i64, ptr %arrayidx28.3, align 8, !tbaa !8
  br label %for.inc.3

for.inc.3:                                        ; preds = %if.then24.3, %for.inc.2
  %regs.sroa.11.0 = phi i64 [ %10, %for.inc.2 ], [ %11, %if.then24.3 ]
  %add14.4 = add i32 %mul13142.4, %add9
  %idxprom.4 = zext i32 %add14.4 to i64
  %arrayidx.4 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.4
  %12 = load i64, ptr %arrayidx.4, align 8, !tbaa !8
  store i64 %12, ptr %gep.4, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.4, label %if.then24.4

if.then24.4:                                      ; preds = %for.inc.3
  %add26.4 = add i32 %mul13142.4, %add11
  %idxprom27.4 = zext i32 %add26.4 to i64
  %arrayidx28.4 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.4
  %13 = load i64, ptr %arrayidx28.4, align 8, !tbaa !8
  br label %for.inc.4

for.inc.4:                                        ; preds = %if.then24.4, %for.inc.3
  %regs.sroa.14.0 = phi i64 [ %12, %for.inc.3 ], [ %13, %if.then24.4 ]
  %add14.5 = add i32 %mul13142.5, %add9
  %idxprom.5 = zext i32 %add14.5 to i64
  %arrayidx.5 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.5
  %14 = load i64, ptr %arrayidx.5, align 8, !tbaa !8
  store i64 %14, ptr %gep.5, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.5, label %if.then24.5

if.then24.5:                                      ; preds = %for.inc.4
  %add26.5 = add i32 %mul13142.5, %add11
  %idxprom27.5 = zext i32 %add26.5 to i64
  %arrayidx28.5 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.5
  %15 = load i64, ptr %arrayidx28.5, align 8, !tbaa !8
  br label %for.inc.5

for.inc.5:                                        ; preds = %if.then24.5, %for.inc.4
  %regs.sroa.17.0 = phi i64 [ %14, %for.inc.4 ], [ %15, %if.then24.5 ]
  %add14.6 = add i32 %mul13142.6, %add9
  %idxprom.6 = zext i32 %add14.6 to i64
  %arrayidx.6 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.6
  %16 = load i64, ptr %arrayidx.6, align 8, !tbaa !8
  store i64 %16, ptr %gep.6, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.6, label %if.then24.6

if.then24.6:                                      ; preds = %for.inc.5
  %add26.6 = add i32 %mul13142.6, %add11
  %idxprom27.6 = zext i32 %add26.6 to i64
  %arrayidx28.6 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.6
  %17 = load i64, ptr %arrayidx28.6, align 8, !tbaa !8
  br label %for.inc.6

for.inc.6:                                        ; preds = %if.then24.6, %for.inc.5
  %regs.sroa.20.0 = phi i64 [ %16, %for.inc.5 ], [ %17, %if.then24.6 ]
  %add14.7 = add i32 %mul13142.7, %add9
  %idxprom.7 = zext i32 %add14.7 to i64
  %arrayidx.7 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.7
  %18 = load i64, ptr %arrayidx.7, align 8, !tbaa !8
  store i64 %18, ptr %gep.7, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.7, label %if.then24.7

if.then24.7:                                      ; preds = %for.inc.6
  %add26.7 = add i32 %mul13142.7, %add11
  %idxprom27.7 = zext i32 %add26.7 to i64
  %arrayidx28.7 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.7
  %19 = load i64, ptr %arrayidx28.7, align 8, !tbaa !8
  br label %for.inc.7

for.inc.7:                                        ; preds = %if.then24.7, %for.inc.6
  %regs.sroa.23.0 = phi i64 [ %18, %for.inc.6 ], [ %19, %if.then24.7 ]
  %add14.8 = add i32 %mul13142.8, %add9
  %idxprom.8 = zext i32 %add14.8 to i64
  %arrayidx.8 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.8
  %20 = load i64, ptr %arrayidx.8, align 8, !tbaa !8
  store i64 %20, ptr %gep.8, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.8, label %if.then24.8

if.then24.8:                                      ; preds = %for.inc.7
  %add26.8 = add i32 %mul13142.8, %add11
  %idxprom27.8 = zext i32 %add26.8 to i64
  %arrayidx28.8 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.8
  %21 = load i64, ptr %arrayidx28.8, align 8, !tbaa !8
  br label %for.inc.8

for.inc.8:                                        ; preds = %if.then24.8, %for.inc.7
  %regs.sroa.26.0 = phi i64 [ %20, %for.inc.7 ], [ %21, %if.then24.8 ]
  %add14.9 = add i32 %mul13142.9, %add9
  %idxprom.9 = zext i32 %add14.9 to i64
  %arrayidx.9 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.9
  %22 = load i64, ptr %arrayidx.9, align 8, !tbaa !8
  store i64 %22, ptr %gep.9, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.9, label %if.then24.9

if.then24.9:                                      ; preds = %for.inc.8
  %add26.9 = add i32 %mul13142.9, %add11
  %idxprom27.9 = zext i32 %add26.9 to i64
  %arrayidx28.9 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.9
  %23 = load i64, ptr %arrayidx28.9, align 8, !tbaa !8
  br label %for.inc.9

for.inc.9:                                        ; preds = %if.then24.9, %for.inc.8
  %regs.sroa.29.0 = phi i64 [ %22, %for.inc.8 ], [ %23, %if.then24.9 ]
  %add14.10 = add i32 %mul13142.10, %add9
  %idxprom.10 = zext i32 %add14.10 to i64
  %arrayidx.10 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.10
  %24 = load i64, ptr %arrayidx.10, align 8, !tbaa !8
  store i64 %24, ptr %gep.10, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.10, label %if.then24.10

if.then24.10:                                     ; preds = %for.inc.9
  %add26.10 = add i32 %mul13142.10, %add11
  %idxprom27.10 = zext i32 %add26.10 to i64
  %arrayidx28.10 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.10
  %25 = load i64, ptr %arrayidx28.10, align 8, !tbaa !8
  br label %for.inc.10

for.inc.10:                                       ; preds = %if.then24.10, %for.inc.9
  %regs.sroa.32.0 = phi i64 [ %24, %for.inc.9 ], [ %25, %if.then24.10 ]
  %add14.11 = add i32 %mul13142.11, %add9
  %idxprom.11 = zext i32 %add14.11 to i64
  %arrayidx.11 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.11
  %26 = load i64, ptr %arrayidx.11, align 8, !tbaa !8
  store i64 %26, ptr %gep.11, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.11, label %if.then24.11

if.then24.11:                                     ; preds = %for.inc.10
  %add26.11 = add i32 %mul13142.11, %add11
  %idxprom27.11 = zext i32 %add26.11 to i64
  %arrayidx28.11 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.11
  %27 = load i64, ptr %arrayidx28.11, align 8, !tbaa !8
  br label %for.inc.11

for.inc.11:                                       ; preds = %if.then24.11, %for.inc.10
  %regs.sroa.35.0 = phi i64 [ %26, %for.inc.10 ], [ %27, %if.then24.11 ]
  %add14.12 = add i32 %mul13142.12, %add9
  %idxprom.12 = zext i32 %add14.12 to i64
  %arrayidx.12 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.12
  %28 = load i64, ptr %arrayidx.12, align 8, !tbaa !8
  store i64 %28, ptr %gep.12, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.12, label %if.then24.12

if.then24.12:                                     ; preds = %for.inc.11
  %add26.12 = add i32 %mul13142.12, %add11
  %idxprom27.12 = zext i32 %add26.12 to i64
  %arrayidx28.12 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.12
  %29 = load i64, ptr %arrayidx28.12, align 8, !tbaa !8
  br label %for.inc.12

for.inc.12:                                       ; preds = %if.then24.12, %for.inc.11
  %regs.sroa.38.0 = phi i64 [ %28, %for.inc.11 ], [ %29, %if.then24.12 ]
  %add14.13 = add i32 %mul13142.13, %add9
  %idxprom.13 = zext i32 %add14.13 to i64
  %arrayidx.13 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.13
  %30 = load i64, ptr %arrayidx.13, align 8, !tbaa !8
  store i64 %30, ptr %gep.13, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.13, label %if.then24.13

if.then24.13:                                     ; preds = %for.inc.12
  %add26.13 = add i32 %mul13142.13, %add11
  %idxprom27.13 = zext i32 %add26.13 to i64
  %arrayidx28.13 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.13
  %31 = load i64, ptr %arrayidx28.13, align 8, !tbaa !8
  br label %for.inc.13

for.inc.13:                                       ; preds = %if.then24.13, %for.inc.12
  %regs.sroa.41.0 = phi i64 [ %30, %for.inc.12 ], [ %31, %if.then24.13 ]
  %add14.14 = add i32 %mul13142.14, %add9
  %idxprom.14 = zext i32 %add14.14 to i64
  %arrayidx.14 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.14
  %32 = load i64, ptr %arrayidx.14, align 8, !tbaa !8
  store i64 %32, ptr %gep.14, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.14, label %if.then24.14

if.then24.14:                                     ; preds = %for.inc.13
  %add26.14 = add i32 %mul13142.14, %add11
  %idxprom27.14 = zext i32 %add26.14 to i64
  %arrayidx28.14 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.14
  %33 = load i64, ptr %arrayidx28.14, align 8, !tbaa !8
  br label %for.inc.14

for.inc.14:                                       ; preds = %if.then24.14, %for.inc.13
  %regs.sroa.44.0 = phi i64 [ %32, %for.inc.13 ], [ %33, %if.then24.14 ]
  %add14.15 = add i32 %mul13142.15, %add9
  %idxprom.15 = zext i32 %add14.15 to i64
  %arrayidx.15 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.15
  %34 = load i64, ptr %arrayidx.15, align 8, !tbaa !8
  store i64 %34, ptr %gep.15, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.15, label %if.then24.15

if.then24.15:                                     ; preds = %for.inc.14
  %add26.15 = add i32 %mul13142.15, %add11
  %idxprom27.15 = zext i32 %add26.15 to i64
  %arrayidx28.15 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.15
  %35 = load i64, ptr %arrayidx28.15, align 8, !tbaa !8
  br label %for.inc.15

for.inc.15:                                       ; preds = %if.then24.15, %for.inc.14
  %regs.sroa.47.0 = phi i64 [ %34, %for.inc.14 ], [ %35, %if.then24.15 ]
  %add14.16 = add i32 %mul13142.16, %add9
  %idxprom.16 = zext i32 %add14.16 to i64
  %arrayidx.16 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.16
  %36 = load i64, ptr %arrayidx.16, align 8, !tbaa !8
  store i64 %36, ptr %gep.16, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.16, label %if.then24.16

if.then24.16:                                     ; preds = %for.inc.15
  %add26.16 = add i32 %mul13142.16, %add11
  %idxprom27.16 = zext i32 %add26.16 to i64
  %arrayidx28.16 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.16
  %37 = load i64, ptr %arrayidx28.16, align 8, !tbaa !8
  br label %for.inc.16

for.inc.16:                                       ; preds = %if.then24.16, %for.inc.15
  %regs.sroa.50.0 = phi i64 [ %36, %for.inc.15 ], [ %37, %if.then24.16 ]
  %add14.17 = add i32 %mul13142.17, %add9
  %idxprom.17 = zext i32 %add14.17 to i64
  %arrayidx.17 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.17
  %38 = load i64, ptr %arrayidx.17, align 8, !tbaa !8
  store i64 %38, ptr %gep.17, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.17, label %if.then24.17

if.then24.17:                                     ; preds = %for.inc.16
  %add26.17 = add i32 %mul13142.17, %add11
  %idxprom27.17 = zext i32 %add26.17 to i64
  %arrayidx28.17 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.17
  %39 = load i64, ptr %arrayidx28.17, align 8, !tbaa !8
  br label %for.inc.17

for.inc.17:                                       ; preds = %if.then24.17, %for.inc.16
  %regs.sroa.53.0 = phi i64 [ %38, %for.inc.16 ], [ %39, %if.then24.17 ]
  %add14.18 = add i32 %mul13142.18, %add9
  %idxprom.18 = zext i32 %add14.18 to i64
  %arrayidx.18 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.18
  %40 = load i64, ptr %arrayidx.18, align 8, !tbaa !8
  store i64 %40, ptr %gep.18, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.18, label %if.then24.18

if.then24.18:                                     ; preds = %for.inc.17
  %add26.18 = add i32 %mul13142.18, %add11
  %idxprom27.18 = zext i32 %add26.18 to i64
  %arrayidx28.18 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.18
  %41 = load i64, ptr %arrayidx28.18, align 8, !tbaa !8
  br label %for.inc.18

for.inc.18:                                       ; preds = %if.then24.18, %for.inc.17
  %regs.sroa.56.0 = phi i64 [ %40, %for.inc.17 ], [ %41, %if.then24.18 ]
  %add14.19 = add i32 %mul13142.19, %add9
  %idxprom.19 = zext i32 %add14.19 to i64
  %arrayidx.19 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.19
  %42 = load i64, ptr %arrayidx.19, align 8, !tbaa !8
  store i64 %42, ptr %gep.19, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.19, label %if.then24.19

if.then24.19:                                     ; preds = %for.inc.18
  %add26.19 = add i32 %mul13142.19, %add11
  %idxprom27.19 = zext i32 %add26.19 to i64
  %arrayidx28.19 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.19
  %43 = load i64, ptr %arrayidx28.19, align 8, !tbaa !8
  br label %for.inc.19

for.inc.19:                                       ; preds = %if.then24.19, %for.inc.18
  %regs.sroa.59.0 = phi i64 [ %42, %for.inc.18 ], [ %43, %if.then24.19 ]
  %add14.20 = add i32 %mul13142.20, %add9
  %idxprom.20 = zext i32 %add14.20 to i64
  %arrayidx.20 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.20
  %44 = load i64, ptr %arrayidx.20, align 8, !tbaa !8
  store i64 %44, ptr %gep.20, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.20, label %if.then24.20

if.then24.20:                                     ; preds = %for.inc.19
  %add26.20 = add i32 %mul13142.20, %add11
  %idxprom27.20 = zext i32 %add26.20 to i64
  %arrayidx28.20 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.20
  %45 = load i64, ptr %arrayidx28.20, align 8, !tbaa !8
  br label %for.inc.20

for.inc.20:                                       ; preds = %if.then24.20, %for.inc.19
  %regs.sroa.62.0 = phi i64 [ %44, %for.inc.19 ], [ %45, %if.then24.20 ]
  %add14.21 = add i32 %mul13142.21, %add9
  %idxprom.21 = zext i32 %add14.21 to i64
  %arrayidx.21 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.21
  %46 = load i64, ptr %arrayidx.21, align 8, !tbaa !8
  store i64 %46, ptr %gep.21, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.21, label %if.then24.21

if.then24.21:                                     ; preds = %for.inc.20
  %add26.21 = add i32 %mul13142.21, %add11
  %idxprom27.21 = zext i32 %add26.21 to i64
  %arrayidx28.21 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.21
  %47 = load i64, ptr %arrayidx28.21, align 8, !tbaa !8
  br label %for.inc.21

for.inc.21:                                       ; preds = %if.then24.21, %for.inc.20
  %regs.sroa.65.0 = phi i64 [ %46, %for.inc.20 ], [ %47, %if.then24.21 ]
  %add14.22 = add i32 %mul13142.22, %add9
  %idxprom.22 = zext i32 %add14.22 to i64
  %arrayidx.22 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.22
  %48 = load i64, ptr %arrayidx.22, align 8, !tbaa !8
  store i64 %48, ptr %gep.22, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.22, label %if.then24.22

if.then24.22:                                     ; preds = %for.inc.21
  %add26.22 = add i32 %mul13142.22, %add11
  %idxprom27.22 = zext i32 %add26.22 to i64
  %arrayidx28.22 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.22
  %49 = load i64, ptr %arrayidx28.22, align 8, !tbaa !8
  br label %for.inc.22

for.inc.22:                                       ; preds = %if.then24.22, %for.inc.21
  %regs.sroa.68.0 = phi i64 [ %48, %for.inc.21 ], [ %49, %if.then24.22 ]
  %add14.23 = add i32 %mul13142.23, %add9
  %idxprom.23 = zext i32 %add14.23 to i64
  %arrayidx.23 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.23
  %50 = load i64, ptr %arrayidx.23, align 8, !tbaa !8
  store i64 %50, ptr %gep.23, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.23, label %if.then24.23

if.then24.23:                                     ; preds = %for.inc.22
  %add26.23 = add i32 %mul13142.23, %add11
  %idxprom27.23 = zext i32 %add26.23 to i64
  %arrayidx28.23 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.23
  %51 = load i64, ptr %arrayidx28.23, align 8, !tbaa !8
  br label %for.inc.23

for.inc.23:                                       ; preds = %if.then24.23, %for.inc.22
  %regs.sroa.71.0 = phi i64 [ %50, %for.inc.22 ], [ %51, %if.then24.23 ]
  %add14.24 = add i32 %mul13142.24, %add9
  %idxprom.24 = zext i32 %add14.24 to i64
  %arrayidx.24 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.24
  %52 = load i64, ptr %arrayidx.24, align 8, !tbaa !8
  store i64 %52, ptr %gep.24, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.24, label %if.then24.24

if.then24.24:                                     ; preds = %for.inc.23
  %add26.24 = add i32 %mul13142.24, %add11
  %idxprom27.24 = zext i32 %add26.24 to i64
  %arrayidx28.24 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.24
  %53 = load i64, ptr %arrayidx28.24, align 8, !tbaa !8
  br label %for.inc.24

for.inc.24:                                       ; preds = %if.then24.24, %for.inc.23
  %regs.sroa.74.0 = phi i64 [ %52, %for.inc.23 ], [ %53, %if.then24.24 ]
  %add14.25 = add i32 %mul13142.25, %add9
  %idxprom.25 = zext i32 %add14.25 to i64
  %arrayidx.25 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.25
  %54 = load i64, ptr %arrayidx.25, align 8, !tbaa !8
  store i64 %54, ptr %gep.25, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.25, label %if.then24.25

if.then24.25:                                     ; preds = %for.inc.24
  %add26.25 = add i32 %mul13142.25, %add11
  %idxprom27.25 = zext i32 %add26.25 to i64
  %arrayidx28.25 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.25
  %55 = load i64, ptr %arrayidx28.25, align 8, !tbaa !8
  br label %for.inc.25

for.inc.25:                                       ; preds = %if.then24.25, %for.inc.24
  %regs.sroa.77.0 = phi i64 [ %54, %for.inc.24 ], [ %55, %if.then24.25 ]
  %add14.26 = add i32 %mul13142.26, %add9
  %idxprom.26 = zext i32 %add14.26 to i64
  %arrayidx.26 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.26
  %56 = load i64, ptr %arrayidx.26, align 8, !tbaa !8
  store i64 %56, ptr %gep.26, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.26, label %if.then24.26

if.then24.26:                                     ; preds = %for.inc.25
  %add26.26 = add i32 %mul13142.26, %add11
  %idxprom27.26 = zext i32 %add26.26 to i64
  %arrayidx28.26 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.26
  %57 = load i64, ptr %arrayidx28.26, align 8, !tbaa !8
  br label %for.inc.26

for.inc.26:                                       ; preds = %if.then24.26, %for.inc.25
  %regs.sroa.80.0 = phi i64 [ %56, %for.inc.25 ], [ %57, %if.then24.26 ]
  %add14.27 = add i32 %mul13142.27, %add9
  %idxprom.27 = zext i32 %add14.27 to i64
  %arrayidx.27 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.27
  %58 = load i64, ptr %arrayidx.27, align 8, !tbaa !8
  store i64 %58, ptr %gep.27, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.27, label %if.then24.27

if.then24.27:                                     ; preds = %for.inc.26
  %add26.27 = add i32 %mul13142.27, %add11
  %idxprom27.27 = zext i32 %add26.27 to i64
  %arrayidx28.27 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.27
  %59 = load i64, ptr %arrayidx28.27, align 8, !tbaa !8
  br label %for.inc.27

for.inc.27:                                       ; preds = %if.then24.27, %for.inc.26
  %regs.sroa.83.0 = phi i64 [ %58, %for.inc.26 ], [ %59, %if.then24.27 ]
  %add14.28 = add i32 %mul13142.28, %add9
  %idxprom.28 = zext i32 %add14.28 to i64
  %arrayidx.28 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.28
  %60 = load i64, ptr %arrayidx.28, align 8, !tbaa !8
  store i64 %60, ptr %gep.28, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.28, label %if.then24.28

if.then24.28:                                     ; preds = %for.inc.27
  %add26.28 = add i32 %mul13142.28, %add11
  %idxprom27.28 = zext i32 %add26.28 to i64
  %arrayidx28.28 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.28
  %61 = load i64, ptr %arrayidx28.28, align 8, !tbaa !8
  br label %for.inc.28

for.inc.28:                                       ; preds = %if.then24.28, %for.inc.27
  %regs.sroa.86.0 = phi i64 [ %60, %for.inc.27 ], [ %61, %if.then24.28 ]
  %add14.29 = add i32 %mul13142.29, %add9
  %idxprom.29 = zext i32 %add14.29 to i64
  %arrayidx.29 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.29
  %62 = load i64, ptr %arrayidx.29, align 8, !tbaa !8
  store i64 %62, ptr %gep.29, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.29, label %if.then24.29

if.then24.29:                                     ; preds = %for.inc.28
  %add26.29 = add i32 %mul13142.29, %add11
  %idxprom27.29 = zext i32 %add26.29 to i64
  %arrayidx28.29 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.29
  %63 = load i64, ptr %arrayidx28.29, align 8, !tbaa !8
  br label %for.inc.29

for.inc.29:                                       ; preds = %if.then24.29, %for.inc.28
  %regs.sroa.89.0 = phi i64 [ %62, %for.inc.28 ], [ %63, %if.then24.29 ]
  %add14.30 = add i32 %mul13142.30, %add9
  %idxprom.30 = zext i32 %add14.30 to i64
  %arrayidx.30 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.30
  %64 = load i64, ptr %arrayidx.30, align 8, !tbaa !8
  store i64 %64, ptr %gep.30, align 8, !tbaa !8
  br i1 %cmp23.not, label %for.inc.30, label %if.then24.30

if.then24.30:                                     ; preds = %for.inc.29
  %add26.30 = add i32 %mul13142.30, %add11
  %idxprom27.30 = zext i32 %add26.30 to i64
  %arrayidx28.30 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom27.30
  %65 = load i64, ptr %arrayidx28.30, align 8, !tbaa !8
  br label %for.inc.30

for.inc.30:                                       ; preds = %if.then24.30, %for.inc.29
  %regs.sroa.92.0 = phi i64 [ %64, %for.inc.29 ], [ %65, %if.then24.30 ]
  %add14.31 = add i32 %mul13142.31, %add9
  %idxprom.31 = zext i32 %add14.31 to i64
  %arrayidx.31 = getelementptr inbounds nuw i64, ptr %in, i64 %idxprom.31
  %66 = load i64, ptr %arrayidx.31, align 8, !tbaa !8
  store i64 %66, ptr %gep.31, align 8, !tbaa !8
  %.pre = add i32 %mul13142.31, %add11
  %.pre153 = zext i32 %.pre to i64
  br i1 %cmp23.not, label %for.inc.31, label %if.then24.31

if.then24.31:                                     ; preds = %for.inc.30
  %arrayidx28.31 = getelementptr inbounds nuw i64, ptr %in, i64 %.pre153
  %67 = load i64, ptr %arrayidx28.31, align 8, !tbaa !8
  br label %for.inc.31

for.inc.31:                                       ; preds = %for.inc.30, %if.then24.31
  %regs.sroa.95.0 = phi i64 [ %67, %if.then24.31 ], [ %66, %for.inc.30 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %68 = load i64, ptr %arrayidx40, align 8, !tbaa !8
  %idxprom45 = zext i32 %add11 to i64
  %arrayidx46 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45
  store i64 %68, ptr %arrayidx46, align 8, !tbaa !8
  %69 = load i64, ptr %arrayidx42.1, align 8, !tbaa !8
  %add44.1 = add i32 %mul13142.1, %add11
  %idxprom45.1 = zext i32 %add44.1 to i64
  %arrayidx46.1 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.1
  store i64 %69, ptr %arrayidx46.1, align 8, !tbaa !8
  %70 = load i64, ptr %arrayidx42.2, align 8, !tbaa !8
  %add44.2 = add i32 %mul13142.2, %add11
  %idxprom45.2 = zext i32 %add44.2 to i64
  %arrayidx46.2 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.2
  store i64 %70, ptr %arrayidx46.2, align 8, !tbaa !8
  %71 = load i64, ptr %arrayidx42.3, align 8, !tbaa !8
  %add44.3 = add i32 %mul13142.3, %add11
  %idxprom45.3 = zext i32 %add44.3 to i64
  %arrayidx46.3 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.3
  store i64 %71, ptr %arrayidx46.3, align 8, !tbaa !8
  %72 = load i64, ptr %arrayidx42.4, align 8, !tbaa !8
  %add44.4 = add i32 %mul13142.4, %add11
  %idxprom45.4 = zext i32 %add44.4 to i64
  %arrayidx46.4 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.4
  store i64 %72, ptr %arrayidx46.4, align 8, !tbaa !8
  %73 = load i64, ptr %arrayidx42.5, align 8, !tbaa !8
  %add44.5 = add i32 %mul13142.5, %add11
  %idxprom45.5 = zext i32 %add44.5 to i64
  %arrayidx46.5 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.5
  store i64 %73, ptr %arrayidx46.5, align 8, !tbaa !8
  %74 = load i64, ptr %arrayidx42.6, align 8, !tbaa !8
  %add44.6 = add i32 %mul13142.6, %add11
  %idxprom45.6 = zext i32 %add44.6 to i64
  %arrayidx46.6 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.6
  store i64 %74, ptr %arrayidx46.6, align 8, !tbaa !8
  %75 = load i64, ptr %arrayidx42.7, align 8, !tbaa !8
  %add44.7 = add i32 %mul13142.7, %add11
  %idxprom45.7 = zext i32 %add44.7 to i64
  %arrayidx46.7 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.7
  store i64 %75, ptr %arrayidx46.7, align 8, !tbaa !8
  %76 = load i64, ptr %arrayidx42.8, align 8, !tbaa !8
  %add44.8 = add i32 %mul13142.8, %add11
  %idxprom45.8 = zext i32 %add44.8 to i64
  %arrayidx46.8 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.8
  store i64 %76, ptr %arrayidx46.8, align 8, !tbaa !8
  %77 = load i64, ptr %arrayidx42.9, align 8, !tbaa !8
  %add44.9 = add i32 %mul13142.9, %add11
  %idxprom45.9 = zext i32 %add44.9 to i64
  %arrayidx46.9 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.9
  store i64 %77, ptr %arrayidx46.9, align 8, !tbaa !8
  %78 = load i64, ptr %arrayidx42.10, align 8, !tbaa !8
  %add44.10 = add i32 %mul13142.10, %add11
  %idxprom45.10 = zext i32 %add44.10 to i64
  %arrayidx46.10 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.10
  store i64 %78, ptr %arrayidx46.10, align 8, !tbaa !8
  %79 = load i64, ptr %arrayidx42.11, align 8, !tbaa !8
  %add44.11 = add i32 %mul13142.11, %add11
  %idxprom45.11 = zext i32 %add44.11 to i64
  %arrayidx46.11 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.11
  store i64 %79, ptr %arrayidx46.11, align 8, !tbaa !8
  %80 = load i64, ptr %arrayidx42.12, align 8, !tbaa !8
  %add44.12 = add i32 %mul13142.12, %add11
  %idxprom45.12 = zext i32 %add44.12 to i64
  %arrayidx46.12 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.12
  store i64 %80, ptr %arrayidx46.12, align 8, !tbaa !8
  %81 = load i64, ptr %arrayidx42.13, align 8, !tbaa !8
  %add44.13 = add i32 %mul13142.13, %add11
  %idxprom45.13 = zext i32 %add44.13 to i64
  %arrayidx46.13 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.13
  store i64 %81, ptr %arrayidx46.13, align 8, !tbaa !8
  %82 = load i64, ptr %arrayidx42.14, align 8, !tbaa !8
  %add44.14 = add i32 %mul13142.14, %add11
  %idxprom45.14 = zext i32 %add44.14 to i64
  %arrayidx46.14 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.14
  store i64 %82, ptr %arrayidx46.14, align 8, !tbaa !8
  %83 = load i64, ptr %arrayidx42.15, align 8, !tbaa !8
  %add44.15 = add i32 %mul13142.15, %add11
  %idxprom45.15 = zext i32 %add44.15 to i64
  %arrayidx46.15 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.15
  store i64 %83, ptr %arrayidx46.15, align 8, !tbaa !8
  %84 = load i64, ptr %arrayidx42.16, align 8, !tbaa !8
  %add44.16 = add i32 %mul13142.16, %add11
  %idxprom45.16 = zext i32 %add44.16 to i64
  %arrayidx46.16 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.16
  store i64 %84, ptr %arrayidx46.16, align 8, !tbaa !8
  %85 = load i64, ptr %arrayidx42.17, align 8, !tbaa !8
  %add44.17 = add i32 %mul13142.17, %add11
  %idxprom45.17 = zext i32 %add44.17 to i64
  %arrayidx46.17 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.17
  store i64 %85, ptr %arrayidx46.17, align 8, !tbaa !8
  %86 = load i64, ptr %arrayidx42.18, align 8, !tbaa !8
  %add44.18 = add i32 %mul13142.18, %add11
  %idxprom45.18 = zext i32 %add44.18 to i64
  %arrayidx46.18 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.18
  store i64 %86, ptr %arrayidx46.18, align 8, !tbaa !8
  %87 = load i64, ptr %arrayidx42.19, align 8, !tbaa !8
  %add44.19 = add i32 %mul13142.19, %add11
  %idxprom45.19 = zext i32 %add44.19 to i64
  %arrayidx46.19 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.19
  store i64 %87, ptr %arrayidx46.19, align 8, !tbaa !8
  %88 = load i64, ptr %arrayidx42.20, align 8, !tbaa !8
  %add44.20 = add i32 %mul13142.20, %add11
  %idxprom45.20 = zext i32 %add44.20 to i64
  %arrayidx46.20 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.20
  store i64 %88, ptr %arrayidx46.20, align 8, !tbaa !8
  %89 = load i64, ptr %arrayidx42.21, align 8, !tbaa !8
  %add44.21 = add i32 %mul13142.21, %add11
  %idxprom45.21 = zext i32 %add44.21 to i64
  %arrayidx46.21 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.21
  store i64 %89, ptr %arrayidx46.21, align 8, !tbaa !8
  %90 = load i64, ptr %arrayidx42.22, align 8, !tbaa !8
  %add44.22 = add i32 %mul13142.22, %add11
  %idxprom45.22 = zext i32 %add44.22 to i64
  %arrayidx46.22 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.22
  store i64 %90, ptr %arrayidx46.22, align 8, !tbaa !8
  %91 = load i64, ptr %arrayidx42.23, align 8, !tbaa !8
  %add44.23 = add i32 %mul13142.23, %add11
  %idxprom45.23 = zext i32 %add44.23 to i64
  %arrayidx46.23 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.23
  store i64 %91, ptr %arrayidx46.23, align 8, !tbaa !8
  %92 = load i64, ptr %arrayidx42.24, align 8, !tbaa !8
  %add44.24 = add i32 %mul13142.24, %add11
  %idxprom45.24 = zext i32 %add44.24 to i64
  %arrayidx46.24 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.24
  store i64 %92, ptr %arrayidx46.24, align 8, !tbaa !8
  %93 = load i64, ptr %arrayidx42.25, align 8, !tbaa !8
  %add44.25 = add i32 %mul13142.25, %add11
  %idxprom45.25 = zext i32 %add44.25 to i64
  %arrayidx46.25 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.25
  store i64 %93, ptr %arrayidx46.25, align 8, !tbaa !8
  %94 = load i64, ptr %arrayidx42.26, align 8, !tbaa !8
  %add44.26 = add i32 %mul13142.26, %add11
  %idxprom45.26 = zext i32 %add44.26 to i64
  %arrayidx46.26 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.26
  store i64 %94, ptr %arrayidx46.26, align 8, !tbaa !8
  %95 = load i64, ptr %arrayidx42.27, align 8, !tbaa !8
  %add44.27 = add i32 %mul13142.27, %add11
  %idxprom45.27 = zext i32 %add44.27 to i64
  %arrayidx46.27 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.27
  store i64 %95, ptr %arrayidx46.27, align 8, !tbaa !8
  %96 = load i64, ptr %arrayidx42.28, align 8, !tbaa !8
  %add44.28 = add i32 %mul13142.28, %add11
  %idxprom45.28 = zext i32 %add44.28 to i64
  %arrayidx46.28 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.28
  store i64 %96, ptr %arrayidx46.28, align 8, !tbaa !8
  %97 = load i64, ptr %arrayidx42.29, align 8, !tbaa !8
  %add44.29 = add i32 %mul13142.29, %add11
  %idxprom45.29 = zext i32 %add44.29 to i64
  %arrayidx46.29 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.29
  store i64 %97, ptr %arrayidx46.29, align 8, !tbaa !8
  %98 = load i64, ptr %arrayidx42.30, align 8, !tbaa !8
  %add44.30 = add i32 %mul13142.30, %add11
  %idxprom45.30 = zext i32 %add44.30 to i64
  %arrayidx46.30 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom45.30
  store i64 %98, ptr %arrayidx46.30, align 8, !tbaa !8
  %99 = load i64, ptr %arrayidx42.31, align 8, !tbaa !8
  %arrayidx46.31 = getelementptr inbounds nuw i64, ptr %out, i64 %.pre153
  store i64 %99, ptr %arrayidx46.31, align 8, !tbaa !8
  br i1 %cmp23.not, label %cleanup89, label %if.end52

if.end52:                                         ; preds = %for.inc.31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i64 %regs.sroa.0.0, ptr %invariant.gep, align 8, !tbaa !8
  store i64 %regs.sroa.5.0, ptr %gep.1, align 8, !tbaa !8
  store i64 %regs.sroa.8.0, ptr %gep.2, align 8, !tbaa !8
  store i64 %regs.sroa.11.0, ptr %gep.3, align 8, !tbaa !8
  store i64 %regs.sroa.14.0, ptr %gep.4, align 8, !tbaa !8
  store i64 %regs.sroa.17.0, ptr %gep.5, align 8, !tbaa !8
  store i64 %regs.sroa.20.0, ptr %gep.6, align 8, !tbaa !8
  store i64 %regs.sroa.23.0, ptr %gep.7, align 8, !tbaa !8
  store i64 %regs.sroa.26.0, ptr %gep.8, align 8, !tbaa !8
  store i64 %regs.sroa.29.0, ptr %gep.9, align 8, !tbaa !8
  store i64 %regs.sroa.32.0, ptr %gep.10, align 8, !tbaa !8
  store i64 %regs.sroa.35.0, ptr %gep.11, align 8, !tbaa !8
  store i64 %regs.sroa.38.0, ptr %gep.12, align 8, !tbaa !8
  store i64 %regs.sroa.41.0, ptr %gep.13, align 8, !tbaa !8
  store i64 %regs.sroa.44.0, ptr %gep.14, align 8, !tbaa !8
  store i64 %regs.sroa.47.0, ptr %gep.15, align 8, !tbaa !8
  store i64 %regs.sroa.50.0, ptr %gep.16, align 8, !tbaa !8
  store i64 %regs.sroa.53.0, ptr %gep.17, align 8, !tbaa !8
  store i64 %regs.sroa.56.0, ptr %gep.18, align 8, !tbaa !8
  store i64 %regs.sroa.59.0, ptr %gep.19, align 8, !tbaa !8
  store i64 %regs.sroa.62.0, ptr %gep.20, align 8, !tbaa !8
  store i64 %regs.sroa.65.0, ptr %gep.21, align 8, !tbaa !8
  store i64 %regs.sroa.68.0, ptr %gep.22, align 8, !tbaa !8
  store i64 %regs.sroa.71.0, ptr %gep.23, align 8, !tbaa !8
  store i64 %regs.sroa.74.0, ptr %gep.24, align 8, !tbaa !8
  store i64 %regs.sroa.77.0, ptr %gep.25, align 8, !tbaa !8
  store i64 %regs.sroa.80.0, ptr %gep.26, align 8, !tbaa !8
  store i64 %regs.sroa.83.0, ptr %gep.27, align 8, !tbaa !8
  store i64 %regs.sroa.86.0, ptr %gep.28, align 8, !tbaa !8
  store i64 %regs.sroa.89.0, ptr %gep.29, align 8, !tbaa !8
  store i64 %regs.sroa.92.0, ptr %gep.30, align 8, !tbaa !8
  store i64 %regs.sroa.95.0, ptr %gep.31, align 8, !tbaa !8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %100 = load i64, ptr %arrayidx40, align 8, !tbaa !8
  %arrayidx83 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom
  store i64 %100, ptr %arrayidx83, align 8, !tbaa !8
  %101 = load i64, ptr %arrayidx42.1, align 8, !tbaa !8
  %arrayidx83.1 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.1
  store i64 %101, ptr %arrayidx83.1, align 8, !tbaa !8
  %102 = load i64, ptr %arrayidx42.2, align 8, !tbaa !8
  %arrayidx83.2 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.2
  store i64 %102, ptr %arrayidx83.2, align 8, !tbaa !8
  %103 = load i64, ptr %arrayidx42.3, align 8, !tbaa !8
  %arrayidx83.3 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.3
  store i64 %103, ptr %arrayidx83.3, align 8, !tbaa !8
  %104 = load i64, ptr %arrayidx42.4, align 8, !tbaa !8
  %arrayidx83.4 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.4
  store i64 %104, ptr %arrayidx83.4, align 8, !tbaa !8
  %105 = load i64, ptr %arrayidx42.5, align 8, !tbaa !8
  %arrayidx83.5 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.5
  store i64 %105, ptr %arrayidx83.5, align 8, !tbaa !8
  %106 = load i64, ptr %arrayidx42.6, align 8, !tbaa !8
  %arrayidx83.6 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.6
  store i64 %106, ptr %arrayidx83.6, align 8, !tbaa !8
  %107 = load i64, ptr %arrayidx42.7, align 8, !tbaa !8
  %arrayidx83.7 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.7
  store i64 %107, ptr %arrayidx83.7, align 8, !tbaa !8
  %108 = load i64, ptr %arrayidx42.8, align 8, !tbaa !8
  %arrayidx83.8 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.8
  store i64 %108, ptr %arrayidx83.8, align 8, !tbaa !8
  %109 = load i64, ptr %arrayidx42.9, align 8, !tbaa !8
  %arrayidx83.9 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.9
  store i64 %109, ptr %arrayidx83.9, align 8, !tbaa !8
  %110 = load i64, ptr %arrayidx42.10, align 8, !tbaa !8
  %arrayidx83.10 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.10
  store i64 %110, ptr %arrayidx83.10, align 8, !tbaa !8
  %111 = load i64, ptr %arrayidx42.11, align 8, !tbaa !8
  %arrayidx83.11 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.11
  store i64 %111, ptr %arrayidx83.11, align 8, !tbaa !8
  %112 = load i64, ptr %arrayidx42.12, align 8, !tbaa !8
  %arrayidx83.12 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.12
  store i64 %112, ptr %arrayidx83.12, align 8, !tbaa !8
  %113 = load i64, ptr %arrayidx42.13, align 8, !tbaa !8
  %arrayidx83.13 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.13
  store i64 %113, ptr %arrayidx83.13, align 8, !tbaa !8
  %114 = load i64, ptr %arrayidx42.14, align 8, !tbaa !8
  %arrayidx83.14 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.14
  store i64 %114, ptr %arrayidx83.14, align 8, !tbaa !8
  %115 = load i64, ptr %arrayidx42.15, align 8, !tbaa !8
  %arrayidx83.15 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.15
  store i64 %115, ptr %arrayidx83.15, align 8, !tbaa !8
  %116 = load i64, ptr %arrayidx42.16, align 8, !tbaa !8
  %arrayidx83.16 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.16
  store i64 %116, ptr %arrayidx83.16, align 8, !tbaa !8
  %117 = load i64, ptr %arrayidx42.17, align 8, !tbaa !8
  %arrayidx83.17 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.17
  store i64 %117, ptr %arrayidx83.17, align 8, !tbaa !8
  %118 = load i64, ptr %arrayidx42.18, align 8, !tbaa !8
  %arrayidx83.18 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.18
  store i64 %118, ptr %arrayidx83.18, align 8, !tbaa !8
  %119 = load i64, ptr %arrayidx42.19, align 8, !tbaa !8
  %arrayidx83.19 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.19
  store i64 %119, ptr %arrayidx83.19, align 8, !tbaa !8
  %120 = load i64, ptr %arrayidx42.20, align 8, !tbaa !8
  %arrayidx83.20 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.20
  store i64 %120, ptr %arrayidx83.20, align 8, !tbaa !8
  %121 = load i64, ptr %arrayidx42.21, align 8, !tbaa !8
  %arrayidx83.21 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.21
  store i64 %121, ptr %arrayidx83.21, align 8, !tbaa !8
  %122 = load i64, ptr %arrayidx42.22, align 8, !tbaa !8
  %arrayidx83.22 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.22
  store i64 %122, ptr %arrayidx83.22, align 8, !tbaa !8
  %123 = load i64, ptr %arrayidx42.23, align 8, !tbaa !8
  %arrayidx83.23 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.23
  store i64 %123, ptr %arrayidx83.23, align 8, !tbaa !8
  %124 = load i64, ptr %arrayidx42.24, align 8, !tbaa !8
  %arrayidx83.24 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.24
  store i64 %124, ptr %arrayidx83.24, align 8, !tbaa !8
  %125 = load i64, ptr %arrayidx42.25, align 8, !tbaa !8
  %arrayidx83.25 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.25
  store i64 %125, ptr %arrayidx83.25, align 8, !tbaa !8
  %126 = load i64, ptr %arrayidx42.26, align 8, !tbaa !8
  %arrayidx83.26 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.26
  store i64 %126, ptr %arrayidx83.26, align 8, !tbaa !8
  %127 = load i64, ptr %arrayidx42.27, align 8, !tbaa !8
  %arrayidx83.27 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.27
  store i64 %127, ptr %arrayidx83.27, align 8, !tbaa !8
  %128 = load i64, ptr %arrayidx42.28, align 8, !tbaa !8
  %arrayidx83.28 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.28
  store i64 %128, ptr %arrayidx83.28, align 8, !tbaa !8
  %129 = load i64, ptr %arrayidx42.29, align 8, !tbaa !8
  %arrayidx83.29 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.29
  store i64 %129, ptr %arrayidx83.29, align 8, !tbaa !8
  %130 = load i64, ptr %arrayidx42.30, align 8, !tbaa !8
  %arrayidx83.30 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.30
  store i64 %130, ptr %arrayidx83.30, align 8, !tbaa !8
  %131 = load i64, ptr %arrayidx42.31, align 8, !tbaa !8
  %arrayidx83.31 = getelementptr inbounds nuw i64, ptr %out, i64 %idxprom.31
  store i64 %131, ptr %arrayidx83.31, align 8, !tbaa !8
  br label %cleanup89

cleanup89:                                        ; preds = %for.inc.31, %if.end52, %do.body
  %add94 = add i32 %tid.0, %mul93
  %add94.highbits = lshr i32 %add94, %sub
  %cmp95 = icmp eq i32 %add94.highbits, 0
  br i1 %cmp95, label %do.body, label %do.end, !llvm.loop !10

do.end:                                           ; preds = %cleanup89
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_brev(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!9 = !{!"long", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
