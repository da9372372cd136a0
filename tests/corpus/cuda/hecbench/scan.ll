; ModuleID = 'hecbench/scan.cu'
source_filename = "hecbench/scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z4scanIiLi256EEvlPT_PKS0_ = comdat any

$_Z9scan_bcaoIiLi256EEvlPT_PKS0_ = comdat any

$_Z4scanIlLi128EEvlPT_PKS0_ = comdat any

$_Z9scan_bcaoIlLi128EEvlPT_PKS0_ = comdat any

$_ZZ4scanIiLi256EEvlPT_PKS0_E4temp = comdat any

$_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp = comdat any

$_ZZ4scanIlLi128EEvlPT_PKS0_E4temp = comdat any

$_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp = comdat any

@_ZZ4scanIiLi256EEvlPT_PKS0_E4temp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [512 x i32] undef, comdat, align 4
@_ZZ4scanIlLi128EEvlPT_PKS0_E4temp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [128 x i64] undef, comdat, align 8
@_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i64] undef, comdat, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4scanIiLi256EEvlPT_PKS0_(i64 noundef %nblocks, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_idata) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %cmp120 = icmp sgt i64 %nblocks, %conv
  br i1 %cmp120, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul4 = shl nuw nsw i32 %1, 1
  %idxprom = zext nneg i32 %mul4 to i64
  %arrayidx7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom
  %add = or disjoint i32 %mul4, 1
  %idxprom9 = zext nneg i32 %add to i64
  %arrayidx14 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom9
  %add24 = add nuw nsw i32 %mul4, 2
  %cmp33 = icmp eq i32 %1, 0
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %conv83 = zext nneg i32 %2 to i64
  %cmp19 = icmp samesign ult i32 %1, 128
  %3 = zext nneg i32 %add24 to i64
  %4 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %3
  %arrayidx30 = getelementptr i8, ptr %4, i64 -4
  %5 = zext nneg i32 %add to i64
  %6 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %5
  %arrayidx28 = getelementptr i8, ptr %6, i64 -4
  %cmp19.1 = icmp samesign ult i32 %1, 64
  %mul25.1 = shl nuw nsw i32 %add24, 1
  %7 = zext nneg i32 %mul25.1 to i64
  %8 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %7
  %arrayidx30.1 = getelementptr i8, ptr %8, i64 -4
  %mul22.1 = shl nuw nsw i32 %add, 1
  %9 = zext nneg i32 %mul22.1 to i64
  %10 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %9
  %arrayidx28.1 = getelementptr i8, ptr %10, i64 -4
  %cmp19.2 = icmp samesign ult i32 %1, 32
  %mul25.2 = shl nuw nsw i32 %add24, 2
  %11 = zext nneg i32 %mul25.2 to i64
  %12 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %11
  %arrayidx30.2 = getelementptr i8, ptr %12, i64 -4
  %mul22.2 = shl nuw nsw i32 %add, 2
  %13 = zext nneg i32 %mul22.2 to i64
  %14 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %13
  %arrayidx28.2 = getelementptr i8, ptr %14, i64 -4
  %cmp19.3 = icmp samesign ult i32 %1, 16
  %mul25.3 = shl nuw nsw i32 %add24, 3
  %15 = zext nneg i32 %mul25.3 to i64
  %16 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %15
  %arrayidx30.3 = getelementptr i8, ptr %16, i64 -4
  %mul22.3 = shl nuw nsw i32 %add, 3
  %17 = zext nneg i32 %mul22.3 to i64
  %18 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %17
  %arrayidx28.3 = getelementptr i8, ptr %18, i64 -4
  %cmp19.4 = icmp samesign ult i32 %1, 8
  %mul25.4 = shl nuw nsw i32 %add24, 4
  %19 = zext nneg i32 %mul25.4 to i64
  %20 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %19
  %arrayidx30.4 = getelementptr i8, ptr %20, i64 -4
  %mul22.4 = shl nuw nsw i32 %add, 4
  %21 = zext nneg i32 %mul22.4 to i64
  %22 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %21
  %arrayidx28.4 = getelementptr i8, ptr %22, i64 -4
  %cmp19.5 = icmp samesign ult i32 %1, 4
  %mul25.5 = shl nuw nsw i32 %add24, 5
  %23 = zext nneg i32 %mul25.5 to i64
  %24 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %23
  %arrayidx30.5 = getelementptr i8, ptr %24, i64 -4
  %mul22.5 = shl nuw nsw i32 %add, 5
  %25 = zext nneg i32 %mul22.5 to i64
  %26 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %25
  %arrayidx28.5 = getelementptr i8, ptr %26, i64 -4
  %cmp19.6 = icmp samesign ult i32 %1, 2
  %mul25.6 = shl nuw nsw i32 %add24, 6
  %27 = zext nneg i32 %mul25.6 to i64
  %28 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %27
  %arrayidx30.6 = getelementptr i8, ptr %28, i64 -4
  %mul22.6 = shl nuw nsw i32 %add, 6
  %29 = zext nneg i32 %mul22.6 to i64
  %30 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %29
  %arrayidx28.6 = getelementptr i8, ptr %30, i64 -4
  %cmp19.7 = icmp eq i32 %1, 0
  %mul47.1 = shl nuw nsw i32 %add, 6
  %mul52.1 = shl nuw nsw i32 %add24, 6
  %31 = zext nneg i32 %mul47.1 to i64
  %32 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %31
  %arrayidx55.1 = getelementptr i8, ptr %32, i64 -4
  %33 = zext nneg i32 %mul52.1 to i64
  %34 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %33
  %arrayidx57.1 = getelementptr i8, ptr %34, i64 -4
  %mul47.2 = shl nuw nsw i32 %add, 5
  %mul52.2 = shl nuw nsw i32 %add24, 5
  %35 = zext nneg i32 %mul47.2 to i64
  %36 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %35
  %arrayidx55.2 = getelementptr i8, ptr %36, i64 -4
  %37 = zext nneg i32 %mul52.2 to i64
  %38 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %37
  %arrayidx57.2 = getelementptr i8, ptr %38, i64 -4
  %mul47.3 = shl nuw nsw i32 %add, 4
  %mul52.3 = shl nuw nsw i32 %add24, 4
  %39 = zext nneg i32 %mul47.3 to i64
  %40 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %39
  %arrayidx55.3 = getelementptr i8, ptr %40, i64 -4
  %41 = zext nneg i32 %mul52.3 to i64
  %42 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %41
  %arrayidx57.3 = getelementptr i8, ptr %42, i64 -4
  %mul47.4 = shl nuw nsw i32 %add, 3
  %mul52.4 = shl nuw nsw i32 %add24, 3
  %43 = zext nneg i32 %mul47.4 to i64
  %44 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %43
  %arrayidx55.4 = getelementptr i8, ptr %44, i64 -4
  %45 = zext nneg i32 %mul52.4 to i64
  %46 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %45
  %arrayidx57.4 = getelementptr i8, ptr %46, i64 -4
  %mul47.5 = shl nuw nsw i32 %add, 2
  %mul52.5 = shl nuw nsw i32 %add24, 2
  %47 = zext nneg i32 %mul47.5 to i64
  %48 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %47
  %arrayidx55.5 = getelementptr i8, ptr %48, i64 -4
  %49 = zext nneg i32 %mul52.5 to i64
  %50 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %49
  %arrayidx57.5 = getelementptr i8, ptr %50, i64 -4
  %mul47.6 = shl nuw nsw i32 %add, 1
  %mul52.6 = shl nuw nsw i32 %add24, 1
  %51 = zext nneg i32 %mul47.6 to i64
  %52 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %51
  %arrayidx55.6 = getelementptr i8, ptr %52, i64 -4
  %53 = zext nneg i32 %mul52.6 to i64
  %54 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %53
  %arrayidx57.6 = getelementptr i8, ptr %54, i64 -4
  %arrayidx55.7 = getelementptr i8, ptr %arrayidx14, i64 -4
  %55 = zext nneg i32 %add24 to i64
  %56 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %55
  %arrayidx57.7 = getelementptr i8, ptr %56, i64 -4
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc64.7, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.inc64.7
  %bid.0121 = phi i64 [ %conv, %for.body.lr.ph ], [ %add84, %for.inc64.7 ]
  %mul = shl nsw i64 %bid.0121, 8
  %add.ptr = getelementptr inbounds nuw i32, ptr %g_idata, i64 %mul
  %arrayidx = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idxprom
  %57 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %57, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx10 = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idxprom9
  %58 = load i32, ptr %arrayidx10, align 4, !tbaa !4
  store i32 %58, ptr %arrayidx14, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %59 = load i32, ptr %arrayidx28, align 4, !tbaa !4
  %60 = load i32, ptr %arrayidx30, align 4, !tbaa !4
  %add31 = add nsw i32 %60, %59
  store i32 %add31, ptr %arrayidx30, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %61 = load i32, ptr %arrayidx28.1, align 4, !tbaa !4
  %62 = load i32, ptr %arrayidx30.1, align 4, !tbaa !4
  %add31.1 = add nsw i32 %62, %61
  store i32 %add31.1, ptr %arrayidx30.1, align 4, !tbaa !4
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %63 = load i32, ptr %arrayidx28.2, align 4, !tbaa !4
  %64 = load i32, ptr %arrayidx30.2, align 4, !tbaa !4
  %add31.2 = add nsw i32 %64, %63
  store i32 %add31.2, ptr %arrayidx30.2, align 4, !tbaa !4
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %65 = load i32, ptr %arrayidx28.3, align 4, !tbaa !4
  %66 = load i32, ptr %arrayidx30.3, align 4, !tbaa !4
  %add31.3 = add nsw i32 %66, %65
  store i32 %add31.3, ptr %arrayidx30.3, align 4, !tbaa !4
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %67 = load i32, ptr %arrayidx28.4, align 4, !tbaa !4
  %68 = load i32, ptr %arrayidx30.4, align 4, !tbaa !4
  %add31.4 = add nsw i32 %68, %67
  store i32 %add31.4, ptr %arrayidx30.4, align 4, !tbaa !4
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %69 = load i32, ptr %arrayidx28.5, align 4, !tbaa !4
  %70 = load i32, ptr %arrayidx30.5, align 4, !tbaa !4
  %add31.5 = add nsw i32 %70, %69
  store i32 %add31.5, ptr %arrayidx30.5, align 4, !tbaa !4
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %71 = load i32, ptr %arrayidx28.6, align 4, !tbaa !4
  %72 = load i32, ptr %arrayidx30.6, align 4, !tbaa !4
  %add31.6 = add nsw i32 %72, %71
  store i32 %add31.6, ptr %arrayidx30.6, align 4, !tbaa !4
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.7, label %if.then.7, label %if.end.7

if.then.7:                                        ; preds = %if.end.6
  %73 = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 508), align 4, !tbaa !4
  %74 = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1020), align 4, !tbaa !4
  %add31.7 = add nsw i32 %74, %73
  store i32 %add31.7, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1020), align 4, !tbaa !4
  br label %if.end.7

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  %add.ptr2 = getelementptr inbounds nuw i32, ptr %g_odata, i64 %mul
  br i1 %cmp33, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end.7
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1020), align 4, !tbaa !4
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end.7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.7, label %if.then43, label %for.inc64

if.then43:                                        ; preds = %if.end35
  %75 = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 508), align 4, !tbaa !4
  %76 = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1020), align 4, !tbaa !4
  store i32 %76, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 508), align 4, !tbaa !4
  %add62 = add nsw i32 %76, %75
  store i32 %add62, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1020), align 4, !tbaa !4
  br label %for.inc64

for.inc64:                                        ; preds = %if.end35, %if.then43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.6, label %if.then43.1, label %for.inc64.1

if.then43.1:                                      ; preds = %for.inc64
  %77 = load i32, ptr %arrayidx55.1, align 4, !tbaa !4
  %78 = load i32, ptr %arrayidx57.1, align 4, !tbaa !4
  store i32 %78, ptr %arrayidx55.1, align 4, !tbaa !4
  %add62.1 = add nsw i32 %78, %77
  store i32 %add62.1, ptr %arrayidx57.1, align 4, !tbaa !4
  br label %for.inc64.1

for.inc64.1:                                      ; preds = %if.then43.1, %for.inc64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.5, label %if.then43.2, label %for.inc64.2

if.then43.2:                                      ; preds = %for.inc64.1
  %79 = load i32, ptr %arrayidx55.2, align 4, !tbaa !4
  %80 = load i32, ptr %arrayidx57.2, align 4, !tbaa !4
  store i32 %80, ptr %arrayidx55.2, align 4, !tbaa !4
  %add62.2 = add nsw i32 %80, %79
  store i32 %add62.2, ptr %arrayidx57.2, align 4, !tbaa !4
  br label %for.inc64.2

for.inc64.2:                                      ; preds = %if.then43.2, %for.inc64.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.4, label %if.then43.3, label %for.inc64.3

if.then43.3:                                      ; preds = %for.inc64.2
  %81 = load i32, ptr %arrayidx55.3, align 4, !tbaa !4
  %82 = load i32, ptr %arrayidx57.3, align 4, !tbaa !4
  store i32 %82, ptr %arrayidx55.3, align 4, !tbaa !4
  %add62.3 = add nsw i32 %82, %81
  store i32 %add62.3, ptr %arrayidx57.3, align 4, !tbaa !4
  br label %for.inc64.3

for.inc64.3:                                      ; preds = %if.then43.3, %for.inc64.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.3, label %if.then43.4, label %for.inc64.4

if.then43.4:                                      ; preds = %for.inc64.3
  %83 = load i32, ptr %arrayidx55.4, align 4, !tbaa !4
  %84 = load i32, ptr %arrayidx57.4, align 4, !tbaa !4
  store i32 %84, ptr %arrayidx55.4, align 4, !tbaa !4
  %add62.4 = add nsw i32 %84, %83
  store i32 %add62.4, ptr %arrayidx57.4, align 4, !tbaa !4
  br label %for.inc64.4

for.inc64.4:                                      ; preds = %if.then43.4, %for.inc64.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.2, label %if.then43.5, label %for.inc64.5

if.then43.5:                                      ; preds = %for.inc64.4
  %85 = load i32, ptr %arrayidx55.5, align 4, !tbaa !4
  %86 = load i32, ptr %arrayidx57.5, align 4, !tbaa !4
  store i32 %86, ptr %arrayidx55.5, align 4, !tbaa !4
  %add62.5 = add nsw i32 %86, %85
  store i32 %add62.5, ptr %arrayidx57.5, align 4, !tbaa !4
  br label %for.inc64.5

for.inc64.5:                                      ; preds = %if.then43.5, %for.inc64.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.1, label %if.then43.6, label %for.inc64.6

if.then43.6:                                      ; preds = %for.inc64.5
  %87 = load i32, ptr %arrayidx55.6, align 4, !tbaa !4
  %88 = load i32, ptr %arrayidx57.6, align 4, !tbaa !4
  store i32 %88, ptr %arrayidx55.6, align 4, !tbaa !4
  %add62.6 = add nsw i32 %88, %87
  store i32 %add62.6, ptr %arrayidx57.6, align 4, !tbaa !4
  br label %for.inc64.6

for.inc64.6:                                      ; preds = %if.then43.6, %for.inc64.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19, label %if.then43.7, label %for.inc64.6.for.inc64.7_crit_edge

for.inc64.6.for.inc64.7_crit_edge:                ; preds = %for.inc64.6
  %.pre = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %.pre122 = load i32, ptr %arrayidx14, align 4, !tbaa !4
  br label %for.inc64.7

if.then43.7:                                      ; preds = %for.inc64.6
  %89 = load i32, ptr %arrayidx55.7, align 4, !tbaa !4
  %90 = load i32, ptr %arrayidx57.7, align 4, !tbaa !4
  store i32 %90, ptr %arrayidx55.7, align 4, !tbaa !4
  %add62.7 = add nsw i32 %90, %89
  store i32 %add62.7, ptr %arrayidx57.7, align 4, !tbaa !4
  br label %for.inc64.7

for.inc64.7:                                      ; preds = %for.inc64.6.for.inc64.7_crit_edge, %if.then43.7
  %91 = phi i32 [ %.pre122, %for.inc64.6.for.inc64.7_crit_edge ], [ %add62.7, %if.then43.7 ]
  %92 = phi i32 [ %.pre, %for.inc64.6.for.inc64.7_crit_edge ], [ %90, %if.then43.7 ]
  %arrayidx72 = getelementptr inbounds nuw i32, ptr %add.ptr2, i64 %idxprom
  store i32 %92, ptr %arrayidx72, align 4, !tbaa !4
  %arrayidx80 = getelementptr inbounds nuw i32, ptr %add.ptr2, i64 %idxprom9
  store i32 %91, ptr %arrayidx80, align 4, !tbaa !4
  %add84 = add nuw nsw i64 %bid.0121, %conv83
  %cmp = icmp slt i64 %add84, %nblocks
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !8
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_bcaoIiLi256EEvlPT_PKS0_(i64 noundef %nblocks, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_idata) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %cmp135 = icmp sgt i64 %nblocks, %conv
  br i1 %cmp135, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %1, 128
  %shr = lshr i32 %1, 5
  %shr4 = lshr i32 %add, 5
  %idxprom = zext nneg i32 %1 to i64
  %add5 = add nuw nsw i32 %shr, %1
  %idxprom6 = zext nneg i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom6
  %idxprom8 = zext nneg i32 %add to i64
  %add10 = add nuw nsw i32 %shr4, %add
  %idxprom11 = zext nneg i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom11
  %mul18 = shl nuw nsw i32 %1, 1
  %add19 = or disjoint i32 %mul18, 1
  %add22 = add nuw nsw i32 %mul18, 2
  %cmp36 = icmp eq i32 %1, 0
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %conv86 = zext nneg i32 %2 to i64
  %cmp17 = icmp samesign ult i32 %1, 128
  %sub24 = or disjoint i32 %mul18, 1
  %shr25 = lshr i32 %1, 4
  %add26 = add nuw nsw i32 %shr25, %mul18
  %shr27 = lshr i32 %1, 4
  %add28 = add nuw nsw i32 %shr27, %sub24
  %idxprom29 = zext nneg i32 %add26 to i64
  %arrayidx30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29
  %idxprom31 = zext nneg i32 %add28 to i64
  %arrayidx32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31
  %cmp17.1 = icmp samesign ult i32 %1, 64
  %mul20.1 = shl nuw nsw i32 %add19, 1
  %sub.1 = add nsw i32 %mul20.1, -1
  %mul23.1 = shl nuw nsw i32 %add22, 1
  %sub24.1 = add nsw i32 %mul23.1, -1
  %shr25.1 = lshr i32 %sub.1, 5
  %add26.1 = add nuw nsw i32 %shr25.1, %sub.1
  %shr27.1 = lshr i32 %sub24.1, 5
  %add28.1 = add nsw i32 %shr27.1, %sub24.1
  %idxprom29.1 = zext nneg i32 %add26.1 to i64
  %arrayidx30.1 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.1
  %idxprom31.1 = zext nneg i32 %add28.1 to i64
  %arrayidx32.1 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.1
  %cmp17.2 = icmp samesign ult i32 %1, 32
  %mul20.2 = shl nuw nsw i32 %add19, 2
  %sub.2 = add nsw i32 %mul20.2, -1
  %mul23.2 = shl nuw nsw i32 %add22, 2
  %sub24.2 = add nsw i32 %mul23.2, -1
  %shr25.2 = lshr i32 %sub.2, 5
  %add26.2 = add nuw nsw i32 %shr25.2, %sub.2
  %shr27.2 = lshr i32 %sub24.2, 5
  %add28.2 = add nsw i32 %shr27.2, %sub24.2
  %idxprom29.2 = zext nneg i32 %add26.2 to i64
  %arrayidx30.2 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.2
  %idxprom31.2 = zext nneg i32 %add28.2 to i64
  %arrayidx32.2 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.2
  %cmp17.3 = icmp samesign ult i32 %1, 16
  %mul20.3 = shl nuw nsw i32 %add19, 3
  %sub.3 = add nsw i32 %mul20.3, -1
  %mul23.3 = shl nuw nsw i32 %add22, 3
  %sub24.3 = add nsw i32 %mul23.3, -1
  %shr25.3 = lshr i32 %sub.3, 5
  %add26.3 = add nuw nsw i32 %shr25.3, %sub.3
  %shr27.3 = lshr i32 %sub24.3, 5
  %add28.3 = add nsw i32 %shr27.3, %sub24.3
  %idxprom29.3 = zext nneg i32 %add26.3 to i64
  %arrayidx30.3 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.3
  %idxprom31.3 = zext nneg i32 %add28.3 to i64
  %arrayidx32.3 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.3
  %cmp17.4 = icmp samesign ult i32 %1, 8
  %mul20.4 = shl nuw nsw i32 %add19, 4
  %sub.4 = add nsw i32 %mul20.4, -1
  %mul23.4 = shl nuw nsw i32 %add22, 4
  %sub24.4 = add nsw i32 %mul23.4, -1
  %shr25.4 = lshr i32 %sub.4, 5
  %add26.4 = add nuw nsw i32 %shr25.4, %sub.4
  %shr27.4 = lshr i32 %sub24.4, 5
  %add28.4 = add nsw i32 %shr27.4, %sub24.4
  %idxprom29.4 = zext nneg i32 %add26.4 to i64
  %arrayidx30.4 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.4
  %idxprom31.4 = zext nneg i32 %add28.4 to i64
  %arrayidx32.4 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.4
  %cmp17.5 = icmp samesign ult i32 %1, 4
  %mul20.5 = shl nuw nsw i32 %add19, 5
  %sub.5 = add nsw i32 %mul20.5, -1
  %mul23.5 = shl nuw nsw i32 %add22, 5
  %sub24.5 = add nsw i32 %mul23.5, -1
  %shr25.5 = lshr i32 %sub.5, 5
  %add26.5 = add nuw nsw i32 %shr25.5, %sub.5
  %shr27.5 = lshr i32 %sub24.5, 5
  %add28.5 = add nsw i32 %shr27.5, %sub24.5
  %idxprom29.5 = zext nneg i32 %add26.5 to i64
  %arrayidx30.5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.5
  %idxprom31.5 = zext nneg i32 %add28.5 to i64
  %arrayidx32.5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.5
  %cmp17.6 = icmp samesign ult i32 %1, 2
  %mul20.6 = shl nuw nsw i32 %add19, 6
  %sub.6 = add nsw i32 %mul20.6, -1
  %mul23.6 = shl nuw nsw i32 %add22, 6
  %sub24.6 = add nsw i32 %mul23.6, -1
  %shr25.6 = lshr i32 %sub.6, 5
  %add26.6 = add nuw nsw i32 %shr25.6, %sub.6
  %shr27.6 = lshr i32 %sub24.6, 5
  %add28.6 = add nsw i32 %shr27.6, %sub24.6
  %idxprom29.6 = zext nneg i32 %add26.6 to i64
  %arrayidx30.6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.6
  %idxprom31.6 = zext nneg i32 %add28.6 to i64
  %arrayidx32.6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.6
  %cmp17.7 = icmp eq i32 %1, 0
  %mul50.1 = shl nuw nsw i32 %add19, 6
  %sub51.1 = add nsw i32 %mul50.1, -1
  %mul55.1 = shl nuw nsw i32 %add22, 6
  %sub56.1 = add nsw i32 %mul55.1, -1
  %shr57.1 = lshr i32 %sub51.1, 5
  %add58.1 = add nuw nsw i32 %shr57.1, %sub51.1
  %shr59.1 = lshr i32 %sub56.1, 5
  %add60.1 = add nsw i32 %shr59.1, %sub56.1
  %idxprom61.1 = zext nneg i32 %add58.1 to i64
  %arrayidx62.1 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.1
  %idxprom63.1 = zext nneg i32 %add60.1 to i64
  %arrayidx64.1 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.1
  %mul50.2 = shl nuw nsw i32 %add19, 5
  %sub51.2 = add nsw i32 %mul50.2, -1
  %mul55.2 = shl nuw nsw i32 %add22, 5
  %sub56.2 = add nsw i32 %mul55.2, -1
  %shr57.2 = lshr i32 %sub51.2, 5
  %add58.2 = add nuw nsw i32 %shr57.2, %sub51.2
  %shr59.2 = lshr i32 %sub56.2, 5
  %add60.2 = add nsw i32 %shr59.2, %sub56.2
  %idxprom61.2 = zext nneg i32 %add58.2 to i64
  %arrayidx62.2 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.2
  %idxprom63.2 = zext nneg i32 %add60.2 to i64
  %arrayidx64.2 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.2
  %mul50.3 = shl nuw nsw i32 %add19, 4
  %sub51.3 = add nsw i32 %mul50.3, -1
  %mul55.3 = shl nuw nsw i32 %add22, 4
  %sub56.3 = add nsw i32 %mul55.3, -1
  %shr57.3 = lshr i32 %sub51.3, 5
  %add58.3 = add nuw nsw i32 %shr57.3, %sub51.3
  %shr59.3 = lshr i32 %sub56.3, 5
  %add60.3 = add nsw i32 %shr59.3, %sub56.3
  %idxprom61.3 = zext nneg i32 %add58.3 to i64
  %arrayidx62.3 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.3
  %idxprom63.3 = zext nneg i32 %add60.3 to i64
  %arrayidx64.3 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.3
  %mul50.4 = shl nuw nsw i32 %add19, 3
  %sub51.4 = add nsw i32 %mul50.4, -1
  %mul55.4 = shl nuw nsw i32 %add22, 3
  %sub56.4 = add nsw i32 %mul55.4, -1
  %shr57.4 = lshr i32 %sub51.4, 5
  %add58.4 = add nuw nsw i32 %shr57.4, %sub51.4
  %shr59.4 = lshr i32 %sub56.4, 5
  %add60.4 = add nsw i32 %shr59.4, %sub56.4
  %idxprom61.4 = zext nneg i32 %add58.4 to i64
  %arrayidx62.4 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.4
  %idxprom63.4 = zext nneg i32 %add60.4 to i64
  %arrayidx64.4 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.4
  %mul50.5 = shl nuw nsw i32 %add19, 2
  %sub51.5 = add nsw i32 %mul50.5, -1
  %mul55.5 = shl nuw nsw i32 %add22, 2
  %sub56.5 = add nsw i32 %mul55.5, -1
  %shr57.5 = lshr i32 %sub51.5, 5
  %add58.5 = add nuw nsw i32 %shr57.5, %sub51.5
  %shr59.5 = lshr i32 %sub56.5, 5
  %add60.5 = add nsw i32 %shr59.5, %sub56.5
  %idxprom61.5 = zext nneg i32 %add58.5 to i64
  %arrayidx62.5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.5
  %idxprom63.5 = zext nneg i32 %add60.5 to i64
  %arrayidx64.5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.5
  %mul50.6 = shl nuw nsw i32 %add19, 1
  %sub51.6 = add nsw i32 %mul50.6, -1
  %mul55.6 = shl nuw nsw i32 %add22, 1
  %sub56.6 = add nsw i32 %mul55.6, -1
  %shr57.6 = lshr i32 %sub51.6, 5
  %add58.6 = add nuw nsw i32 %shr57.6, %sub51.6
  %shr59.6 = lshr i32 %sub56.6, 5
  %add60.6 = add nsw i32 %shr59.6, %sub56.6
  %idxprom61.6 = zext nneg i32 %add58.6 to i64
  %arrayidx62.6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.6
  %idxprom63.6 = zext nneg i32 %add60.6 to i64
  %arrayidx64.6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.6
  %sub56.7 = or disjoint i32 %mul18, 1
  %shr57.7 = lshr i32 %1, 4
  %add58.7 = add nuw nsw i32 %shr57.7, %mul18
  %shr59.7 = lshr i32 %1, 4
  %add60.7 = add nuw nsw i32 %shr59.7, %sub56.7
  %idxprom61.7 = zext nneg i32 %add58.7 to i64
  %arrayidx62.7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.7
  %idxprom63.7 = zext nneg i32 %add60.7 to i64
  %arrayidx64.7 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.7
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc71.7, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.inc71.7
  %bid.0136 = phi i64 [ %conv, %for.body.lr.ph ], [ %add87, %for.inc71.7 ]
  %mul = shl nsw i64 %bid.0136, 8
  %add.ptr = getelementptr inbounds nuw i32, ptr %g_idata, i64 %mul
  %arrayidx = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  store i32 %3, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx9 = getelementptr inbounds nuw i32, ptr %add.ptr, i64 %idxprom8
  %4 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  store i32 %4, ptr %arrayidx12, align 4, !tbaa !4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = load i32, ptr %arrayidx30, align 4, !tbaa !4
  %6 = load i32, ptr %arrayidx32, align 4, !tbaa !4
  %add33 = add nsw i32 %6, %5
  store i32 %add33, ptr %arrayidx32, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %7 = load i32, ptr %arrayidx30.1, align 4, !tbaa !4
  %8 = load i32, ptr %arrayidx32.1, align 4, !tbaa !4
  %add33.1 = add nsw i32 %8, %7
  store i32 %add33.1, ptr %arrayidx32.1, align 4, !tbaa !4
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %9 = load i32, ptr %arrayidx30.2, align 4, !tbaa !4
  %10 = load i32, ptr %arrayidx32.2, align 4, !tbaa !4
  %add33.2 = add nsw i32 %10, %9
  store i32 %add33.2, ptr %arrayidx32.2, align 4, !tbaa !4
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %11 = load i32, ptr %arrayidx30.3, align 4, !tbaa !4
  %12 = load i32, ptr %arrayidx32.3, align 4, !tbaa !4
  %add33.3 = add nsw i32 %12, %11
  store i32 %add33.3, ptr %arrayidx32.3, align 4, !tbaa !4
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %13 = load i32, ptr %arrayidx30.4, align 4, !tbaa !4
  %14 = load i32, ptr %arrayidx32.4, align 4, !tbaa !4
  %add33.4 = add nsw i32 %14, %13
  store i32 %add33.4, ptr %arrayidx32.4, align 4, !tbaa !4
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %15 = load i32, ptr %arrayidx30.5, align 4, !tbaa !4
  %16 = load i32, ptr %arrayidx32.5, align 4, !tbaa !4
  %add33.5 = add nsw i32 %16, %15
  store i32 %add33.5, ptr %arrayidx32.5, align 4, !tbaa !4
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %17 = load i32, ptr %arrayidx30.6, align 4, !tbaa !4
  %18 = load i32, ptr %arrayidx32.6, align 4, !tbaa !4
  %add33.6 = add nsw i32 %18, %17
  store i32 %add33.6, ptr %arrayidx32.6, align 4, !tbaa !4
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.7, label %if.then.7, label %if.end.7

if.then.7:                                        ; preds = %if.end.6
  %19 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 520), align 4, !tbaa !4
  %20 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1048), align 4, !tbaa !4
  %add33.7 = add nsw i32 %20, %19
  store i32 %add33.7, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1048), align 4, !tbaa !4
  br label %if.end.7

if.end.7:                                         ; preds = %if.then.7, %if.end.6
  %add.ptr2 = getelementptr inbounds nuw i32, ptr %g_odata, i64 %mul
  br i1 %cmp36, label %if.then37, label %if.end38

if.then37:                                        ; preds = %if.end.7
  store i32 0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1048), align 4, !tbaa !4
  br label %if.end38

if.end38:                                         ; preds = %if.then37, %if.end.7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.7, label %if.then46, label %for.inc71

if.then46:                                        ; preds = %if.end38
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 520), align 4, !tbaa !4
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1048), align 4, !tbaa !4
  store i32 %22, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 520), align 4, !tbaa !4
  %add69 = add nsw i32 %22, %21
  store i32 %add69, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIiLi256EEvlPT_PKS0_E4temp to ptr), i64 1048), align 4, !tbaa !4
  br label %for.inc71

for.inc71:                                        ; preds = %if.end38, %if.then46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.6, label %if.then46.1, label %for.inc71.1

if.then46.1:                                      ; preds = %for.inc71
  %23 = load i32, ptr %arrayidx62.1, align 4, !tbaa !4
  %24 = load i32, ptr %arrayidx64.1, align 4, !tbaa !4
  store i32 %24, ptr %arrayidx62.1, align 4, !tbaa !4
  %add69.1 = add nsw i32 %24, %23
  store i32 %add69.1, ptr %arrayidx64.1, align 4, !tbaa !4
  br label %for.inc71.1

for.inc71.1:                                      ; preds = %if.then46.1, %for.inc71
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.5, label %if.then46.2, label %for.inc71.2

if.then46.2:                                      ; preds = %for.inc71.1
  %25 = load i32, ptr %arrayidx62.2, align 4, !tbaa !4
  %26 = load i32, ptr %arrayidx64.2, align 4, !tbaa !4
  store i32 %26, ptr %arrayidx62.2, align 4, !tbaa !4
  %add69.2 = add nsw i32 %26, %25
  store i32 %add69.2, ptr %arrayidx64.2, align 4, !tbaa !4
  br label %for.inc71.2

for.inc71.2:                                      ; preds = %if.then46.2, %for.inc71.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.4, label %if.then46.3, label %for.inc71.3

if.then46.3:                                      ; preds = %for.inc71.2
  %27 = load i32, ptr %arrayidx62.3, align 4, !tbaa !4
  %28 = load i32, ptr %arrayidx64.3, align 4, !tbaa !4
  store i32 %28, ptr %arrayidx62.3, align 4, !tbaa !4
  %add69.3 = add nsw i32 %28, %27
  store i32 %add69.3, ptr %arrayidx64.3, align 4, !tbaa !4
  br label %for.inc71.3

for.inc71.3:                                      ; preds = %if.then46.3, %for.inc71.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.3, label %if.then46.4, label %for.inc71.4

if.then46.4:                                      ; preds = %for.inc71.3
  %29 = load i32, ptr %arrayidx62.4, align 4, !tbaa !4
  %30 = load i32, ptr %arrayidx64.4, align 4, !tbaa !4
  store i32 %30, ptr %arrayidx62.4, align 4, !tbaa !4
  %add69.4 = add nsw i32 %30, %29
  store i32 %add69.4, ptr %arrayidx64.4, align 4, !tbaa !4
  br label %for.inc71.4

for.inc71.4:                                      ; preds = %if.then46.4, %for.inc71.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.2, label %if.then46.5, label %for.inc71.5

if.then46.5:                                      ; preds = %for.inc71.4
  %31 = load i32, ptr %arrayidx62.5, align 4, !tbaa !4
  %32 = load i32, ptr %arrayidx64.5, align 4, !tbaa !4
  store i32 %32, ptr %arrayidx62.5, align 4, !tbaa !4
  %add69.5 = add nsw i32 %32, %31
  store i32 %add69.5, ptr %arrayidx64.5, align 4, !tbaa !4
  br label %for.inc71.5

for.inc71.5:                                      ; preds = %if.then46.5, %for.inc71.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.1, label %if.then46.6, label %for.inc71.6

if.then46.6:                                      ; preds = %for.inc71.5
  %33 = load i32, ptr %arrayidx62.6, align 4, !tbaa !4
  %34 = load i32, ptr %arrayidx64.6, align 4, !tbaa !4
  store i32 %34, ptr %arrayidx62.6, align 4, !tbaa !4
  %add69.6 = add nsw i32 %34, %33
  store i32 %add69.6, ptr %arrayidx64.6, align 4, !tbaa !4
  br label %for.inc71.6

for.inc71.6:                                      ; preds = %if.then46.6, %for.inc71.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17, label %if.then46.7, label %for.inc71.7

if.then46.7:                                      ; preds = %for.inc71.6
  %35 = load i32, ptr %arrayidx62.7, align 4, !tbaa !4
  %36 = load i32, ptr %arrayidx64.7, align 4, !tbaa !4
  store i32 %36, ptr %arrayidx62.7, align 4, !tbaa !4
  %add69.7 = add nsw i32 %36, %35
  store i32 %add69.7, ptr %arrayidx64.7, align 4, !tbaa !4
  br label %for.inc71.7

for.inc71.7:                                      ; preds = %if.then46.7, %for.inc71.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx78 = getelementptr inbounds nuw i32, ptr %add.ptr2, i64 %idxprom
  store i32 %37, ptr %arrayidx78, align 4, !tbaa !4
  %38 = load i32, ptr %arrayidx12, align 4, !tbaa !4
  %arrayidx83 = getelementptr inbounds nuw i32, ptr %add.ptr2, i64 %idxprom8
  store i32 %38, ptr %arrayidx83, align 4, !tbaa !4
  %add87 = add nuw nsw i64 %bid.0136, %conv86
  %cmp = icmp slt i64 %add87, %nblocks
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4scanIlLi128EEvlPT_PKS0_(i64 noundef %nblocks, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_idata) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %cmp120 = icmp sgt i64 %nblocks, %conv
  br i1 %cmp120, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul4 = shl nuw nsw i32 %1, 1
  %idxprom = zext nneg i32 %mul4 to i64
  %arrayidx7 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom
  %add = or disjoint i32 %mul4, 1
  %idxprom9 = zext nneg i32 %add to i64
  %arrayidx14 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom9
  %add24 = add nuw nsw i32 %mul4, 2
  %cmp33 = icmp eq i32 %1, 0
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %conv83 = zext nneg i32 %2 to i64
  %cmp19 = icmp samesign ult i32 %1, 64
  %3 = zext nneg i32 %add24 to i64
  %4 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %3
  %arrayidx30 = getelementptr i8, ptr %4, i64 -8
  %5 = zext nneg i32 %add to i64
  %6 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %5
  %arrayidx28 = getelementptr i8, ptr %6, i64 -8
  %cmp19.1 = icmp samesign ult i32 %1, 32
  %mul25.1 = shl nuw nsw i32 %add24, 1
  %7 = zext nneg i32 %mul25.1 to i64
  %8 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %7
  %arrayidx30.1 = getelementptr i8, ptr %8, i64 -8
  %mul22.1 = shl nuw nsw i32 %add, 1
  %9 = zext nneg i32 %mul22.1 to i64
  %10 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %9
  %arrayidx28.1 = getelementptr i8, ptr %10, i64 -8
  %cmp19.2 = icmp samesign ult i32 %1, 16
  %mul25.2 = shl nuw nsw i32 %add24, 2
  %11 = zext nneg i32 %mul25.2 to i64
  %12 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %11
  %arrayidx30.2 = getelementptr i8, ptr %12, i64 -8
  %mul22.2 = shl nuw nsw i32 %add, 2
  %13 = zext nneg i32 %mul22.2 to i64
  %14 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %13
  %arrayidx28.2 = getelementptr i8, ptr %14, i64 -8
  %cmp19.3 = icmp samesign ult i32 %1, 8
  %mul25.3 = shl nuw nsw i32 %add24, 3
  %15 = zext nneg i32 %mul25.3 to i64
  %16 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %15
  %arrayidx30.3 = getelementptr i8, ptr %16, i64 -8
  %mul22.3 = shl nuw nsw i32 %add, 3
  %17 = zext nneg i32 %mul22.3 to i64
  %18 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %17
  %arrayidx28.3 = getelementptr i8, ptr %18, i64 -8
  %cmp19.4 = icmp samesign ult i32 %1, 4
  %mul25.4 = shl nuw nsw i32 %add24, 4
  %19 = zext nneg i32 %mul25.4 to i64
  %20 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %19
  %arrayidx30.4 = getelementptr i8, ptr %20, i64 -8
  %mul22.4 = shl nuw nsw i32 %add, 4
  %21 = zext nneg i32 %mul22.4 to i64
  %22 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %21
  %arrayidx28.4 = getelementptr i8, ptr %22, i64 -8
  %cmp19.5 = icmp samesign ult i32 %1, 2
  %mul25.5 = shl nuw nsw i32 %add24, 5
  %23 = zext nneg i32 %mul25.5 to i64
  %24 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %23
  %arrayidx30.5 = getelementptr i8, ptr %24, i64 -8
  %mul22.5 = shl nuw nsw i32 %add, 5
  %25 = zext nneg i32 %mul22.5 to i64
  %26 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %25
  %arrayidx28.5 = getelementptr i8, ptr %26, i64 -8
  %cmp19.6 = icmp eq i32 %1, 0
  %mul47.1 = shl nuw nsw i32 %add, 5
  %mul52.1 = shl nuw nsw i32 %add24, 5
  %27 = zext nneg i32 %mul47.1 to i64
  %28 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %27
  %arrayidx55.1 = getelementptr i8, ptr %28, i64 -8
  %29 = zext nneg i32 %mul52.1 to i64
  %30 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %29
  %arrayidx57.1 = getelementptr i8, ptr %30, i64 -8
  %mul47.2 = shl nuw nsw i32 %add, 4
  %mul52.2 = shl nuw nsw i32 %add24, 4
  %31 = zext nneg i32 %mul47.2 to i64
  %32 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %31
  %arrayidx55.2 = getelementptr i8, ptr %32, i64 -8
  %33 = zext nneg i32 %mul52.2 to i64
  %34 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %33
  %arrayidx57.2 = getelementptr i8, ptr %34, i64 -8
  %mul47.3 = shl nuw nsw i32 %add, 3
  %mul52.3 = shl nuw nsw i32 %add24, 3
  %35 = zext nneg i32 %mul47.3 to i64
  %36 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %35
  %arrayidx55.3 = getelementptr i8, ptr %36, i64 -8
  %37 = zext nneg i32 %mul52.3 to i64
  %38 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %37
  %arrayidx57.3 = getelementptr i8, ptr %38, i64 -8
  %mul47.4 = shl nuw nsw i32 %add, 2
  %mul52.4 = shl nuw nsw i32 %add24, 2
  %39 = zext nneg i32 %mul47.4 to i64
  %40 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %39
  %arrayidx55.4 = getelementptr i8, ptr %40, i64 -8
  %41 = zext nneg i32 %mul52.4 to i64
  %42 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %41
  %arrayidx57.4 = getelementptr i8, ptr %42, i64 -8
  %mul47.5 = shl nuw nsw i32 %add, 1
  %mul52.5 = shl nuw nsw i32 %add24, 1
  %43 = zext nneg i32 %mul47.5 to i64
  %44 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %43
  %arrayidx55.5 = getelementptr i8, ptr %44, i64 -8
  %45 = zext nneg i32 %mul52.5 to i64
  %46 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %45
  %arrayidx57.5 = getelementptr i8, ptr %46, i64 -8
  %arrayidx55.6 = getelementptr i8, ptr %arrayidx14, i64 -8
  %47 = zext nneg i32 %add24 to i64
  %48 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %47
  %arrayidx57.6 = getelementptr i8, ptr %48, i64 -8
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc64.6, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.inc64.6
  %bid.0121 = phi i64 [ %conv, %for.body.lr.ph ], [ %add84, %for.inc64.6 ]
  %mul = shl nsw i64 %bid.0121, 7
  %add.ptr = getelementptr inbounds nuw i64, ptr %g_idata, i64 %mul
  %arrayidx = getelementptr inbounds nuw i64, ptr %add.ptr, i64 %idxprom
  %49 = load i64, ptr %arrayidx, align 8, !tbaa !11
  store i64 %49, ptr %arrayidx7, align 8, !tbaa !11
  %arrayidx10 = getelementptr inbounds nuw i64, ptr %add.ptr, i64 %idxprom9
  %50 = load i64, ptr %arrayidx10, align 8, !tbaa !11
  store i64 %50, ptr %arrayidx14, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %51 = load i64, ptr %arrayidx28, align 8, !tbaa !11
  %52 = load i64, ptr %arrayidx30, align 8, !tbaa !11
  %add31 = add nsw i64 %52, %51
  store i64 %add31, ptr %arrayidx30, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %53 = load i64, ptr %arrayidx28.1, align 8, !tbaa !11
  %54 = load i64, ptr %arrayidx30.1, align 8, !tbaa !11
  %add31.1 = add nsw i64 %54, %53
  store i64 %add31.1, ptr %arrayidx30.1, align 8, !tbaa !11
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %55 = load i64, ptr %arrayidx28.2, align 8, !tbaa !11
  %56 = load i64, ptr %arrayidx30.2, align 8, !tbaa !11
  %add31.2 = add nsw i64 %56, %55
  store i64 %add31.2, ptr %arrayidx30.2, align 8, !tbaa !11
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %57 = load i64, ptr %arrayidx28.3, align 8, !tbaa !11
  %58 = load i64, ptr %arrayidx30.3, align 8, !tbaa !11
  %add31.3 = add nsw i64 %58, %57
  store i64 %add31.3, ptr %arrayidx30.3, align 8, !tbaa !11
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %59 = load i64, ptr %arrayidx28.4, align 8, !tbaa !11
  %60 = load i64, ptr %arrayidx30.4, align 8, !tbaa !11
  %add31.4 = add nsw i64 %60, %59
  store i64 %add31.4, ptr %arrayidx30.4, align 8, !tbaa !11
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %61 = load i64, ptr %arrayidx28.5, align 8, !tbaa !11
  %62 = load i64, ptr %arrayidx30.5, align 8, !tbaa !11
  %add31.5 = add nsw i64 %62, %61
  store i64 %add31.5, ptr %arrayidx30.5, align 8, !tbaa !11
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %63 = load i64, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 504), align 8, !tbaa !11
  %64 = load i64, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1016), align 8, !tbaa !11
  %add31.6 = add nsw i64 %64, %63
  store i64 %add31.6, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1016), align 8, !tbaa !11
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  %add.ptr2 = getelementptr inbounds nuw i64, ptr %g_odata, i64 %mul
  br i1 %cmp33, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end.6
  store i64 0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1016), align 8, !tbaa !11
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.6, label %if.then43, label %for.inc64

if.then43:                                        ; preds = %if.end35
  %65 = load i64, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 504), align 8, !tbaa !11
  %66 = load i64, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1016), align 8, !tbaa !11
  store i64 %66, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 504), align 8, !tbaa !11
  %add62 = add nsw i64 %66, %65
  store i64 %add62, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4scanIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1016), align 8, !tbaa !11
  br label %for.inc64

for.inc64:                                        ; preds = %if.end35, %if.then43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.5, label %if.then43.1, label %for.inc64.1

if.then43.1:                                      ; preds = %for.inc64
  %67 = load i64, ptr %arrayidx55.1, align 8, !tbaa !11
  %68 = load i64, ptr %arrayidx57.1, align 8, !tbaa !11
  store i64 %68, ptr %arrayidx55.1, align 8, !tbaa !11
  %add62.1 = add nsw i64 %68, %67
  store i64 %add62.1, ptr %arrayidx57.1, align 8, !tbaa !11
  br label %for.inc64.1

for.inc64.1:                                      ; preds = %if.then43.1, %for.inc64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.4, label %if.then43.2, label %for.inc64.2

if.then43.2:                                      ; preds = %for.inc64.1
  %69 = load i64, ptr %arrayidx55.2, align 8, !tbaa !11
  %70 = load i64, ptr %arrayidx57.2, align 8, !tbaa !11
  store i64 %70, ptr %arrayidx55.2, align 8, !tbaa !11
  %add62.2 = add nsw i64 %70, %69
  store i64 %add62.2, ptr %arrayidx57.2, align 8, !tbaa !11
  br label %for.inc64.2

for.inc64.2:                                      ; preds = %if.then43.2, %for.inc64.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.3, label %if.then43.3, label %for.inc64.3

if.then43.3:                                      ; preds = %for.inc64.2
  %71 = load i64, ptr %arrayidx55.3, align 8, !tbaa !11
  %72 = load i64, ptr %arrayidx57.3, align 8, !tbaa !11
  store i64 %72, ptr %arrayidx55.3, align 8, !tbaa !11
  %add62.3 = add nsw i64 %72, %71
  store i64 %add62.3, ptr %arrayidx57.3, align 8, !tbaa !11
  br label %for.inc64.3

for.inc64.3:                                      ; preds = %if.then43.3, %for.inc64.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.2, label %if.then43.4, label %for.inc64.4

if.then43.4:                                      ; preds = %for.inc64.3
  %73 = load i64, ptr %arrayidx55.4, align 8, !tbaa !11
  %74 = load i64, ptr %arrayidx57.4, align 8, !tbaa !11
  store i64 %74, ptr %arrayidx55.4, align 8, !tbaa !11
  %add62.4 = add nsw i64 %74, %73
  store i64 %add62.4, ptr %arrayidx57.4, align 8, !tbaa !11
  br label %for.inc64.4

for.inc64.4:                                      ; preds = %if.then43.4, %for.inc64.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19.1, label %if.then43.5, label %for.inc64.5

if.then43.5:                                      ; preds = %for.inc64.4
  %75 = load i64, ptr %arrayidx55.5, align 8, !tbaa !11
  %76 = load i64, ptr %arrayidx57.5, align 8, !tbaa !11
  store i64 %76, ptr %arrayidx55.5, align 8, !tbaa !11
  %add62.5 = add nsw i64 %76, %75
  store i64 %add62.5, ptr %arrayidx57.5, align 8, !tbaa !11
  br label %for.inc64.5

for.inc64.5:                                      ; preds = %if.then43.5, %for.inc64.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp19, label %if.then43.6, label %for.inc64.5.for.inc64.6_crit_edge

for.inc64.5.for.inc64.6_crit_edge:                ; preds = %for.inc64.5
  %.pre = load i64, ptr %arrayidx7, align 8, !tbaa !11
  %.pre122 = load i64, ptr %arrayidx14, align 8, !tbaa !11
  br label %for.inc64.6

if.then43.6:                                      ; preds = %for.inc64.5
  %77 = load i64, ptr %arrayidx55.6, align 8, !tbaa !11
  %78 = load i64, ptr %arrayidx57.6, align 8, !tbaa !11
  store i64 %78, ptr %arrayidx55.6, align 8, !tbaa !11
  %add62.6 = add nsw i64 %78, %77
  store i64 %add62.6, ptr %arrayidx57.6, align 8, !tbaa !11
  br label %for.inc64.6

for.inc64.6:                                      ; preds = %for.inc64.5.for.inc64.6_crit_edge, %if.then43.6
  %79 = phi i64 [ %.pre122, %for.inc64.5.for.inc64.6_crit_edge ], [ %add62.6, %if.then43.6 ]
  %80 = phi i64 [ %.pre, %for.inc64.5.for.inc64.6_crit_edge ], [ %78, %if.then43.6 ]
  %arrayidx72 = getelementptr inbounds nuw i64, ptr %add.ptr2, i64 %idxprom
  store i64 %80, ptr %arrayidx72, align 8, !tbaa !11
  %arrayidx80 = getelementptr inbounds nuw i64, ptr %add.ptr2, i64 %idxprom9
  store i64 %79, ptr %arrayidx80, align 8, !tbaa !11
  %add84 = add nuw nsw i64 %bid.0121, %conv83
  %cmp = icmp slt i64 %add84, %nblocks
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !13
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9scan_bcaoIlLi128EEvlPT_PKS0_(i64 noundef %nblocks, ptr noalias noundef writeonly captures(none) %g_odata, ptr noalias noundef readonly captures(none) %g_idata) local_unnamed_addr #0 comdat {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext nneg i32 %0 to i64
  %cmp135 = icmp sgt i64 %nblocks, %conv
  br i1 %cmp135, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nuw nsw i32 %1, 64
  %shr = lshr i32 %1, 5
  %shr4 = lshr i32 %add, 5
  %idxprom = zext nneg i32 %1 to i64
  %add5 = add nuw nsw i32 %shr, %1
  %idxprom6 = zext nneg i32 %add5 to i64
  %arrayidx7 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom6
  %idxprom8 = zext nneg i32 %add to i64
  %add10 = add nuw nsw i32 %shr4, %add
  %idxprom11 = zext nneg i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom11
  %mul18 = shl nuw nsw i32 %1, 1
  %add19 = or disjoint i32 %mul18, 1
  %add22 = add nuw nsw i32 %mul18, 2
  %cmp36 = icmp eq i32 %1, 0
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %conv86 = zext nneg i32 %2 to i64
  %cmp17 = icmp samesign ult i32 %1, 64
  %sub24 = or disjoint i32 %mul18, 1
  %shr25 = lshr i32 %1, 4
  %add26 = add nuw nsw i32 %shr25, %mul18
  %shr27 = lshr i32 %1, 4
  %add28 = add nuw nsw i32 %shr27, %sub24
  %idxprom29 = zext nneg i32 %add26 to i64
  %arrayidx30 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29
  %idxprom31 = zext nneg i32 %add28 to i64
  %arrayidx32 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31
  %cmp17.1 = icmp samesign ult i32 %1, 32
  %mul20.1 = shl nuw nsw i32 %add19, 1
  %sub.1 = add nsw i32 %mul20.1, -1
  %mul23.1 = shl nuw nsw i32 %add22, 1
  %sub24.1 = add nsw i32 %mul23.1, -1
  %shr25.1 = lshr i32 %sub.1, 5
  %add26.1 = add nuw nsw i32 %shr25.1, %sub.1
  %shr27.1 = lshr i32 %sub24.1, 5
  %add28.1 = add nsw i32 %shr27.1, %sub24.1
  %idxprom29.1 = zext nneg i32 %add26.1 to i64
  %arrayidx30.1 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.1
  %idxprom31.1 = zext nneg i32 %add28.1 to i64
  %arrayidx32.1 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.1
  %cmp17.2 = icmp samesign ult i32 %1, 16
  %mul20.2 = shl nuw nsw i32 %add19, 2
  %sub.2 = add nsw i32 %mul20.2, -1
  %mul23.2 = shl nuw nsw i32 %add22, 2
  %sub24.2 = add nsw i32 %mul23.2, -1
  %shr25.2 = lshr i32 %sub.2, 5
  %add26.2 = add nuw nsw i32 %shr25.2, %sub.2
  %shr27.2 = lshr i32 %sub24.2, 5
  %add28.2 = add nsw i32 %shr27.2, %sub24.2
  %idxprom29.2 = zext nneg i32 %add26.2 to i64
  %arrayidx30.2 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.2
  %idxprom31.2 = zext nneg i32 %add28.2 to i64
  %arrayidx32.2 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.2
  %cmp17.3 = icmp samesign ult i32 %1, 8
  %mul20.3 = shl nuw nsw i32 %add19, 3
  %sub.3 = add nsw i32 %mul20.3, -1
  %mul23.3 = shl nuw nsw i32 %add22, 3
  %sub24.3 = add nsw i32 %mul23.3, -1
  %shr25.3 = lshr i32 %sub.3, 5
  %add26.3 = add nuw nsw i32 %shr25.3, %sub.3
  %shr27.3 = lshr i32 %sub24.3, 5
  %add28.3 = add nsw i32 %shr27.3, %sub24.3
  %idxprom29.3 = zext nneg i32 %add26.3 to i64
  %arrayidx30.3 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.3
  %idxprom31.3 = zext nneg i32 %add28.3 to i64
  %arrayidx32.3 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.3
  %cmp17.4 = icmp samesign ult i32 %1, 4
  %mul20.4 = shl nuw nsw i32 %add19, 4
  %sub.4 = add nsw i32 %mul20.4, -1
  %mul23.4 = shl nuw nsw i32 %add22, 4
  %sub24.4 = add nsw i32 %mul23.4, -1
  %shr25.4 = lshr i32 %sub.4, 5
  %add26.4 = add nuw nsw i32 %shr25.4, %sub.4
  %shr27.4 = lshr i32 %sub24.4, 5
  %add28.4 = add nsw i32 %shr27.4, %sub24.4
  %idxprom29.4 = zext nneg i32 %add26.4 to i64
  %arrayidx30.4 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.4
  %idxprom31.4 = zext nneg i32 %add28.4 to i64
  %arrayidx32.4 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.4
  %cmp17.5 = icmp samesign ult i32 %1, 2
  %mul20.5 = shl nuw nsw i32 %add19, 5
  %sub.5 = add nsw i32 %mul20.5, -1
  %mul23.5 = shl nuw nsw i32 %add22, 5
  %sub24.5 = add nsw i32 %mul23.5, -1
  %shr25.5 = lshr i32 %sub.5, 5
  %add26.5 = add nuw nsw i32 %shr25.5, %sub.5
  %shr27.5 = lshr i32 %sub24.5, 5
  %add28.5 = add nsw i32 %shr27.5, %sub24.5
  %idxprom29.5 = zext nneg i32 %add26.5 to i64
  %arrayidx30.5 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom29.5
  %idxprom31.5 = zext nneg i32 %add28.5 to i64
  %arrayidx32.5 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom31.5
  %cmp17.6 = icmp eq i32 %1, 0
  %mul50.1 = shl nuw nsw i32 %add19, 5
  %sub51.1 = add nsw i32 %mul50.1, -1
  %mul55.1 = shl nuw nsw i32 %add22, 5
  %sub56.1 = add nsw i32 %mul55.1, -1
  %shr57.1 = lshr i32 %sub51.1, 5
  %add58.1 = add nuw nsw i32 %shr57.1, %sub51.1
  %shr59.1 = lshr i32 %sub56.1, 5
  %add60.1 = add nsw i32 %shr59.1, %sub56.1
  %idxprom61.1 = zext nneg i32 %add58.1 to i64
  %arrayidx62.1 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.1
  %idxprom63.1 = zext nneg i32 %add60.1 to i64
  %arrayidx64.1 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.1
  %mul50.2 = shl nuw nsw i32 %add19, 4
  %sub51.2 = add nsw i32 %mul50.2, -1
  %mul55.2 = shl nuw nsw i32 %add22, 4
  %sub56.2 = add nsw i32 %mul55.2, -1
  %shr57.2 = lshr i32 %sub51.2, 5
  %add58.2 = add nuw nsw i32 %shr57.2, %sub51.2
  %shr59.2 = lshr i32 %sub56.2, 5
  %add60.2 = add nsw i32 %shr59.2, %sub56.2
  %idxprom61.2 = zext nneg i32 %add58.2 to i64
  %arrayidx62.2 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.2
  %idxprom63.2 = zext nneg i32 %add60.2 to i64
  %arrayidx64.2 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.2
  %mul50.3 = shl nuw nsw i32 %add19, 3
  %sub51.3 = add nsw i32 %mul50.3, -1
  %mul55.3 = shl nuw nsw i32 %add22, 3
  %sub56.3 = add nsw i32 %mul55.3, -1
  %shr57.3 = lshr i32 %sub51.3, 5
  %add58.3 = add nuw nsw i32 %shr57.3, %sub51.3
  %shr59.3 = lshr i32 %sub56.3, 5
  %add60.3 = add nsw i32 %shr59.3, %sub56.3
  %idxprom61.3 = zext nneg i32 %add58.3 to i64
  %arrayidx62.3 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.3
  %idxprom63.3 = zext nneg i32 %add60.3 to i64
  %arrayidx64.3 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.3
  %mul50.4 = shl nuw nsw i32 %add19, 2
  %sub51.4 = add nsw i32 %mul50.4, -1
  %mul55.4 = shl nuw nsw i32 %add22, 2
  %sub56.4 = add nsw i32 %mul55.4, -1
  %shr57.4 = lshr i32 %sub51.4, 5
  %add58.4 = add nuw nsw i32 %shr57.4, %sub51.4
  %shr59.4 = lshr i32 %sub56.4, 5
  %add60.4 = add nsw i32 %shr59.4, %sub56.4
  %idxprom61.4 = zext nneg i32 %add58.4 to i64
  %arrayidx62.4 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.4
  %idxprom63.4 = zext nneg i32 %add60.4 to i64
  %arrayidx64.4 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.4
  %mul50.5 = shl nuw nsw i32 %add19, 1
  %sub51.5 = add nsw i32 %mul50.5, -1
  %mul55.5 = shl nuw nsw i32 %add22, 1
  %sub56.5 = add nsw i32 %mul55.5, -1
  %shr57.5 = lshr i32 %sub51.5, 5
  %add58.5 = add nuw nsw i32 %shr57.5, %sub51.5
  %shr59.5 = lshr i32 %sub56.5, 5
  %add60.5 = add nsw i32 %shr59.5, %sub56.5
  %idxprom61.5 = zext nneg i32 %add58.5 to i64
  %arrayidx62.5 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.5
  %idxprom63.5 = zext nneg i32 %add60.5 to i64
  %arrayidx64.5 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.5
  %sub56.6 = or disjoint i32 %mul18, 1
  %shr57.6 = lshr i32 %1, 4
  %add58.6 = add nuw nsw i32 %shr57.6, %mul18
  %shr59.6 = lshr i32 %1, 4
  %add60.6 = add nuw nsw i32 %shr59.6, %sub56.6
  %idxprom61.6 = zext nneg i32 %add58.6 to i64
  %arrayidx62.6 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom61.6
  %idxprom63.6 = zext nneg i32 %add60.6 to i64
  %arrayidx64.6 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 %idxprom63.6
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc71.6, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.inc71.6
  %bid.0136 = phi i64 [ %conv, %for.body.lr.ph ], [ %add87, %for.inc71.6 ]
  %mul = shl nsw i64 %bid.0136, 7
  %add.ptr = getelementptr inbounds nuw i64, ptr %g_idata, i64 %mul
  %arrayidx = getelementptr inbounds nuw i64, ptr %add.ptr, i64 %idxprom
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !11
  store i64 %3, ptr %arrayidx7, align 8, !tbaa !11
  %arrayidx9 = getelementptr inbounds nuw i64, ptr %add.ptr, i64 %idxprom8
  %4 = load i64, ptr %arrayidx9, align 8, !tbaa !11
  store i64 %4, ptr %arrayidx12, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %5 = load i64, ptr %arrayidx30, align 8, !tbaa !11
  %6 = load i64, ptr %arrayidx32, align 8, !tbaa !11
  %add33 = add nsw i64 %6, %5
  store i64 %add33, ptr %arrayidx32, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.1, label %if.then.1, label %if.end.1

if.then.1:                                        ; preds = %if.end
  %7 = load i64, ptr %arrayidx30.1, align 8, !tbaa !11
  %8 = load i64, ptr %arrayidx32.1, align 8, !tbaa !11
  %add33.1 = add nsw i64 %8, %7
  store i64 %add33.1, ptr %arrayidx32.1, align 8, !tbaa !11
  br label %if.end.1

if.end.1:                                         ; preds = %if.then.1, %if.end
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.2, label %if.then.2, label %if.end.2

if.then.2:                                        ; preds = %if.end.1
  %9 = load i64, ptr %arrayidx30.2, align 8, !tbaa !11
  %10 = load i64, ptr %arrayidx32.2, align 8, !tbaa !11
  %add33.2 = add nsw i64 %10, %9
  store i64 %add33.2, ptr %arrayidx32.2, align 8, !tbaa !11
  br label %if.end.2

if.end.2:                                         ; preds = %if.then.2, %if.end.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.3, label %if.then.3, label %if.end.3

if.then.3:                                        ; preds = %if.end.2
  %11 = load i64, ptr %arrayidx30.3, align 8, !tbaa !11
  %12 = load i64, ptr %arrayidx32.3, align 8, !tbaa !11
  %add33.3 = add nsw i64 %12, %11
  store i64 %add33.3, ptr %arrayidx32.3, align 8, !tbaa !11
  br label %if.end.3

if.end.3:                                         ; preds = %if.then.3, %if.end.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.4, label %if.then.4, label %if.end.4

if.then.4:                                        ; preds = %if.end.3
  %13 = load i64, ptr %arrayidx30.4, align 8, !tbaa !11
  %14 = load i64, ptr %arrayidx32.4, align 8, !tbaa !11
  %add33.4 = add nsw i64 %14, %13
  store i64 %add33.4, ptr %arrayidx32.4, align 8, !tbaa !11
  br label %if.end.4

if.end.4:                                         ; preds = %if.then.4, %if.end.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.5, label %if.then.5, label %if.end.5

if.then.5:                                        ; preds = %if.end.4
  %15 = load i64, ptr %arrayidx30.5, align 8, !tbaa !11
  %16 = load i64, ptr %arrayidx32.5, align 8, !tbaa !11
  %add33.5 = add nsw i64 %16, %15
  store i64 %add33.5, ptr %arrayidx32.5, align 8, !tbaa !11
  br label %if.end.5

if.end.5:                                         ; preds = %if.then.5, %if.end.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.6, label %if.then.6, label %if.end.6

if.then.6:                                        ; preds = %if.end.5
  %17 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 512), align 8, !tbaa !11
  %18 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1040), align 8, !tbaa !11
  %add33.6 = add nsw i64 %18, %17
  store i64 %add33.6, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1040), align 8, !tbaa !11
  br label %if.end.6

if.end.6:                                         ; preds = %if.then.6, %if.end.5
  %add.ptr2 = getelementptr inbounds nuw i64, ptr %g_odata, i64 %mul
  br i1 %cmp36, label %if.then37, label %if.end38

if.then37:                                        ; preds = %if.end.6
  store i64 0, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1040), align 8, !tbaa !11
  br label %if.end38

if.end38:                                         ; preds = %if.then37, %if.end.6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.6, label %if.then46, label %for.inc71

if.then46:                                        ; preds = %if.end38
  %19 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 512), align 8, !tbaa !11
  %20 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1040), align 8, !tbaa !11
  store i64 %20, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 512), align 8, !tbaa !11
  %add69 = add nsw i64 %20, %19
  store i64 %add69, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_bcaoIlLi128EEvlPT_PKS0_E4temp to ptr), i64 1040), align 8, !tbaa !11
  br label %for.inc71

for.inc71:                                        ; preds = %if.end38, %if.then46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.5, label %if.then46.1, label %for.inc71.1

if.then46.1:                                      ; preds = %for.inc71
  %21 = load i64, ptr %arrayidx62.1, align 8, !tbaa !11
  %22 = load i64, ptr %arrayidx64.1, align 8, !tbaa !11
  store i64 %22, ptr %arrayidx62.1, align 8, !tbaa !11
  %add69.1 = add nsw i64 %22, %21
  store i64 %add69.1, ptr %arrayidx64.1, align 8, !tbaa !11
  br label %for.inc71.1

for.inc71.1:                                      ; preds = %if.then46.1, %for.inc71
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.4, label %if.then46.2, label %for.inc71.2

if.then46.2:                                      ; preds = %for.inc71.1
  %23 = load i64, ptr %arrayidx62.2, align 8, !tbaa !11
  %24 = load i64, ptr %arrayidx64.2, align 8, !tbaa !11
  store i64 %24, ptr %arrayidx62.2, align 8, !tbaa !11
  %add69.2 = add nsw i64 %24, %23
  store i64 %add69.2, ptr %arrayidx64.2, align 8, !tbaa !11
  br label %for.inc71.2

for.inc71.2:                                      ; preds = %if.then46.2, %for.inc71.1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.3, label %if.then46.3, label %for.inc71.3

if.then46.3:                                      ; preds = %for.inc71.2
  %25 = load i64, ptr %arrayidx62.3, align 8, !tbaa !11
  %26 = load i64, ptr %arrayidx64.3, align 8, !tbaa !11
  store i64 %26, ptr %arrayidx62.3, align 8, !tbaa !11
  %add69.3 = add nsw i64 %26, %25
  store i64 %add69.3, ptr %arrayidx64.3, align 8, !tbaa !11
  br label %for.inc71.3

for.inc71.3:                                      ; preds = %if.then46.3, %for.inc71.2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.2, label %if.then46.4, label %for.inc71.4

if.then46.4:                                      ; preds = %for.inc71.3
  %27 = load i64, ptr %arrayidx62.4, align 8, !tbaa !11
  %28 = load i64, ptr %arrayidx64.4, align 8, !tbaa !11
  store i64 %28, ptr %arrayidx62.4, align 8, !tbaa !11
  %add69.4 = add nsw i64 %28, %27
  store i64 %add69.4, ptr %arrayidx64.4, align 8, !tbaa !11
  br label %for.inc71.4

for.inc71.4:                                      ; preds = %if.then46.4, %for.inc71.3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17.1, label %if.then46.5, label %for.inc71.5

if.then46.5:                                      ; preds = %for.inc71.4
  %29 = load i64, ptr %arrayidx62.5, align 8, !tbaa !11
  %30 = load i64, ptr %arrayidx64.5, align 8, !tbaa !11
  store i64 %30, ptr %arrayidx62.5, align 8, !tbaa !11
  %add69.5 = add nsw i64 %30, %29
  store i64 %add69.5, ptr %arrayidx64.5, align 8, !tbaa !11
  br label %for.inc71.5

for.inc71.5:                                      ; preds = %if.then46.5, %for.inc71.4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %cmp17, label %if.then46.6, label %for.inc71.6

if.then46.6:                                      ; preds = %for.inc71.5
  %31 = load i64, ptr %arrayidx62.6, align 8, !tbaa !11
  %32 = load i64, ptr %arrayidx64.6, align 8, !tbaa !11
  store i64 %32, ptr %arrayidx62.6, align 8, !tbaa !11
  %add69.6 = add nsw i64 %32, %31
  store i64 %add69.6, ptr %arrayidx64.6, align 8, !tbaa !11
  br label %for.inc71.6

for.inc71.6:                                      ; preds = %if.then46.6, %for.inc71.5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = load i64, ptr %arrayidx7, align 8, !tbaa !11
  %arrayidx78 = getelementptr inbounds nuw i64, ptr %add.ptr2, i64 %idxprom
  store i64 %33, ptr %arrayidx78, align 8, !tbaa !11
  %34 = load i64, ptr %arrayidx12, align 8, !tbaa !11
  %arrayidx83 = getelementptr inbounds nuw i64, ptr %add.ptr2, i64 %idxprom8
  store i64 %34, ptr %arrayidx83, align 8, !tbaa !11
  %add87 = add nuw nsw i64 %bid.0136, %conv86
  %cmp = icmp slt i64 %add87, %nblocks
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
