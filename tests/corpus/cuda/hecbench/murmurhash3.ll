; ModuleID = 'hecbench/murmurhash3.cu'
source_filename = "hecbench/murmurhash3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z19MurmurHash3_x64_128PKvjjPv(ptr noundef readonly captures(none) %key, i32 noundef %len, i32 noundef %seed, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %div191 = lshr i32 %len, 4
  %conv = zext i32 %seed to i64
  %cmp239.not = icmp eq i32 %div191, 0
  br i1 %cmp239.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %h2.0.lcssa = phi i64 [ %conv, %entry ], [ %add19, %for.body ]
  %h1.0.lcssa = phi i64 [ %conv, %entry ], [ %add11, %for.body ]
  %mul20 = and i32 %len, -16
  %idx.ext = zext i32 %mul20 to i64
  %add.ptr = getelementptr inbounds nuw i8, ptr %key, i64 %idx.ext
  %and = and i32 %len, 15
  switch i32 %and, label %default.unreachable244 [
    i32 15, label %sw.bb
    i32 14, label %sw.bb25
    i32 13, label %sw.bb30
    i32 12, label %sw.bb35
    i32 11, label %sw.bb40
    i32 10, label %sw.bb45
    i32 9, label %sw.bb50
    i32 8, label %sw.bb59
    i32 7, label %sw.bb64
    i32 6, label %sw.bb69
    i32 5, label %sw.bb74
    i32 4, label %sw.bb79
    i32 3, label %sw.bb84
    i32 2, label %sw.bb89
    i32 1, label %sw.bb94
    i32 0, label %sw.epilog
  ]

for.body:                                         ; preds = %entry, %for.body
  %h1.0242 = phi i64 [ %add11, %for.body ], [ %conv, %entry ]
  %h2.0241 = phi i64 [ %add19, %for.body ], [ %conv, %entry ]
  %i.0240 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %mul = shl i32 %i.0240, 4
  %idxprom.i199 = zext i32 %mul to i64
  %arrayidx.i200 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199
  %0 = load i8, ptr %arrayidx.i200, align 1, !tbaa !8
  %add.i198.1 = or disjoint i32 %mul, 1
  %idxprom.i199.1 = zext i32 %add.i198.1 to i64
  %arrayidx.i200.1 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.1
  %1 = load i8, ptr %arrayidx.i200.1, align 1, !tbaa !8
  %add.i198.2 = or disjoint i32 %mul, 2
  %idxprom.i199.2 = zext i32 %add.i198.2 to i64
  %arrayidx.i200.2 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.2
  %2 = load i8, ptr %arrayidx.i200.2, align 1, !tbaa !8
  %add.i198.3 = or disjoint i32 %mul, 3
  %idxprom.i199.3 = zext i32 %add.i198.3 to i64
  %arrayidx.i200.3 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.3
  %3 = load i8, ptr %arrayidx.i200.3, align 1, !tbaa !8
  %add.i198.4 = or disjoint i32 %mul, 4
  %idxprom.i199.4 = zext i32 %add.i198.4 to i64
  %arrayidx.i200.4 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.4
  %4 = load i8, ptr %arrayidx.i200.4, align 1, !tbaa !8
  %add.i198.5 = or disjoint i32 %mul, 5
  %idxprom.i199.5 = zext i32 %add.i198.5 to i64
  %arrayidx.i200.5 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.5
  %5 = load i8, ptr %arrayidx.i200.5, align 1, !tbaa !8
  %add.i198.6 = or disjoint i32 %mul, 6
  %idxprom.i199.6 = zext i32 %add.i198.6 to i64
  %arrayidx.i200.6 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.6
  %6 = load i8, ptr %arrayidx.i200.6, align 1, !tbaa !8
  %add.i198.7 = or disjoint i32 %mul, 7
  %idxprom.i199.7 = zext i32 %add.i198.7 to i64
  %arrayidx.i200.7 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i199.7
  %7 = load i8, ptr %arrayidx.i200.7, align 1, !tbaa !8
  %invariant.op = or disjoint i32 %mul, 8
  %idxprom.i = zext i32 %invariant.op to i64
  %arrayidx.i = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i
  %8 = load i8, ptr %arrayidx.i, align 1, !tbaa !8
  %conv.i = zext i8 %8 to i64
  %add.i.reass.1 = or disjoint i32 %mul, 9
  %idxprom.i.1 = zext i32 %add.i.reass.1 to i64
  %arrayidx.i.1 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.1
  %9 = load i8, ptr %arrayidx.i.1, align 1, !tbaa !8
  %conv.i.1 = zext i8 %9 to i64
  %shl.i.1 = shl nuw nsw i64 %conv.i.1, 8
  %or.i.1 = or disjoint i64 %shl.i.1, %conv.i
  %add.i.reass.2 = or disjoint i32 %mul, 10
  %idxprom.i.2 = zext i32 %add.i.reass.2 to i64
  %arrayidx.i.2 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.2
  %10 = load i8, ptr %arrayidx.i.2, align 1, !tbaa !8
  %conv.i.2 = zext i8 %10 to i64
  %shl.i.2 = shl nuw nsw i64 %conv.i.2, 16
  %or.i.2 = or disjoint i64 %shl.i.2, %or.i.1
  %add.i.reass.3 = or disjoint i32 %mul, 11
  %idxprom.i.3 = zext i32 %add.i.reass.3 to i64
  %arrayidx.i.3 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.3
  %11 = load i8, ptr %arrayidx.i.3, align 1, !tbaa !8
  %conv.i.3 = zext i8 %11 to i64
  %shl.i.3 = shl nuw nsw i64 %conv.i.3, 24
  %or.i.3 = or disjoint i64 %shl.i.3, %or.i.2
  %add.i.reass.4 = or disjoint i32 %mul, 12
  %idxprom.i.4 = zext i32 %add.i.reass.4 to i64
  %arrayidx.i.4 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.4
  %12 = load i8, ptr %arrayidx.i.4, align 1, !tbaa !8
  %conv.i.4 = zext i8 %12 to i64
  %shl.i.4 = shl nuw nsw i64 %conv.i.4, 32
  %or.i.4 = or disjoint i64 %shl.i.4, %or.i.3
  %add.i.reass.5 = or disjoint i32 %mul, 13
  %idxprom.i.5 = zext i32 %add.i.reass.5 to i64
  %arrayidx.i.5 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.5
  %13 = load i8, ptr %arrayidx.i.5, align 1, !tbaa !8
  %conv.i.5 = zext i8 %13 to i64
  %shl.i.5 = shl nuw nsw i64 %conv.i.5, 40
  %or.i.5 = or i64 %shl.i.5, %or.i.4
  %add.i.reass.6 = or disjoint i32 %mul, 14
  %idxprom.i.6 = zext i32 %add.i.reass.6 to i64
  %arrayidx.i.6 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.6
  %14 = load i8, ptr %arrayidx.i.6, align 1, !tbaa !8
  %conv.i.6 = zext i8 %14 to i64
  %shl.i.6 = shl nuw nsw i64 %conv.i.6, 48
  %or.i.6 = or i64 %shl.i.6, %or.i.5
  %add.i.reass.7 = or disjoint i32 %mul, 15
  %idxprom.i.7 = zext i32 %add.i.reass.7 to i64
  %arrayidx.i.7 = getelementptr inbounds nuw i8, ptr %key, i64 %idxprom.i.7
  %15 = load i8, ptr %arrayidx.i.7, align 1, !tbaa !8
  %conv.i.7 = zext i8 %15 to i64
  %shl.i.7 = shl nuw i64 %conv.i.7, 56
  %or.i.7 = or i64 %shl.i.7, %or.i.6
  %conv.i201 = zext i8 %0 to i64
  %conv.i201.1 = zext i8 %1 to i64
  %shl.i204.1 = shl nuw nsw i64 %conv.i201.1, 8
  %or.i205.1 = or disjoint i64 %shl.i204.1, %conv.i201
  %conv.i201.2 = zext i8 %2 to i64
  %shl.i204.2 = shl nuw nsw i64 %conv.i201.2, 16
  %or.i205.2 = or disjoint i64 %shl.i204.2, %or.i205.1
  %conv.i201.3 = zext i8 %3 to i64
  %shl.i204.3 = shl nuw nsw i64 %conv.i201.3, 24
  %or.i205.3 = or disjoint i64 %shl.i204.3, %or.i205.2
  %conv.i201.4 = zext i8 %4 to i64
  %shl.i204.4 = shl nuw nsw i64 %conv.i201.4, 32
  %or.i205.4 = or disjoint i64 %shl.i204.4, %or.i205.3
  %conv.i201.5 = zext i8 %5 to i64
  %shl.i204.5 = shl nuw nsw i64 %conv.i201.5, 40
  %or.i205.5 = or i64 %shl.i204.5, %or.i205.4
  %conv.i201.6 = zext i8 %6 to i64
  %shl.i204.6 = shl nuw nsw i64 %conv.i201.6, 48
  %or.i205.6 = or i64 %shl.i204.6, %or.i205.5
  %conv.i201.7 = zext i8 %7 to i64
  %shl.i204.7 = shl nuw i64 %conv.i201.7, 56
  %or.i205.7 = or i64 %shl.i204.7, %or.i205.6
  %mul5 = mul i64 %or.i205.7, -8663945395140668459
  %shl.i217 = mul i64 %or.i205.7, -8601547726154366976
  %shr.i218 = lshr i64 %mul5, 33
  %or.i219 = or disjoint i64 %shr.i218, %shl.i217
  %mul7 = mul i64 %or.i219, 5545529020109919103
  %xor = xor i64 %mul7, %h1.0242
  %or.i222 = tail call i64 @llvm.fshl.i64(i64 %xor, i64 %xor, i64 27)
  %add9 = add i64 %or.i222, %h2.0241
  %mul10 = mul i64 %add9, 5
  %add11 = add i64 %mul10, 1390208809
  %mul12 = mul i64 %or.i.7, 5545529020109919103
  %shl.i223 = mul i64 %or.i.7, 5659660229084708864
  %shr.i224 = lshr i64 %mul12, 31
  %or.i225 = or disjoint i64 %shr.i224, %shl.i223
  %mul14 = mul i64 %or.i225, -8663945395140668459
  %xor15 = xor i64 %mul14, %h2.0241
  %or.i228 = tail call i64 @llvm.fshl.i64(i64 %xor15, i64 %xor15, i64 31)
  %add17 = add i64 %or.i228, %add11
  %mul18 = mul i64 %add17, 5
  %add19 = add i64 %mul18, 944331445
  %inc = add nuw nsw i32 %i.0240, 1
  %exitcond.not = icmp eq i32 %inc, %div191
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9

sw.bb:                                            ; preds = %for.cond.cleanup
  %arrayidx = getelementptr inbounds nuw i8, ptr %add.ptr, i64 14
  %16 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv23 = zext i8 %16 to i64
  %shl = shl nuw nsw i64 %conv23, 48
  br label %sw.bb25

sw.bb25:                                          ; preds = %for.cond.cleanup, %sw.bb
  %k222.0 = phi i64 [ %shl, %sw.bb ], [ 0, %for.cond.cleanup ]
  %arrayidx26 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 13
  %17 = load i8, ptr %arrayidx26, align 1, !tbaa !8
  %conv27 = zext i8 %17 to i64
  %shl28 = shl nuw nsw i64 %conv27, 40
  %xor29 = or disjoint i64 %shl28, %k222.0
  br label %sw.bb30

sw.bb30:                                          ; preds = %for.cond.cleanup, %sw.bb25
  %k222.1 = phi i64 [ %xor29, %sw.bb25 ], [ 0, %for.cond.cleanup ]
  %arrayidx31 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 12
  %18 = load i8, ptr %arrayidx31, align 1, !tbaa !8
  %conv32 = zext i8 %18 to i64
  %shl33 = shl nuw nsw i64 %conv32, 32
  %xor34 = xor i64 %shl33, %k222.1
  br label %sw.bb35

sw.bb35:                                          ; preds = %for.cond.cleanup, %sw.bb30
  %k222.2 = phi i64 [ %xor34, %sw.bb30 ], [ 0, %for.cond.cleanup ]
  %arrayidx36 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 11
  %19 = load i8, ptr %arrayidx36, align 1, !tbaa !8
  %conv37 = zext i8 %19 to i64
  %shl38 = shl nuw nsw i64 %conv37, 24
  %xor39 = xor i64 %shl38, %k222.2
  br label %sw.bb40

sw.bb40:                                          ; preds = %for.cond.cleanup, %sw.bb35
  %k222.3 = phi i64 [ %xor39, %sw.bb35 ], [ 0, %for.cond.cleanup ]
  %arrayidx41 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 10
  %20 = load i8, ptr %arrayidx41, align 1, !tbaa !8
  %conv42 = zext i8 %20 to i64
  %shl43 = shl nuw nsw i64 %conv42, 16
  %xor44 = xor i64 %shl43, %k222.3
  br label %sw.bb45

sw.bb45:                                          ; preds = %for.cond.cleanup, %sw.bb40
  %k222.4 = phi i64 [ %xor44, %sw.bb40 ], [ 0, %for.cond.cleanup ]
  %arrayidx46 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 9
  %21 = load i8, ptr %arrayidx46, align 1, !tbaa !8
  %conv47 = zext i8 %21 to i64
  %shl48 = shl nuw nsw i64 %conv47, 8
  %xor49 = xor i64 %shl48, %k222.4
  br label %sw.bb50

sw.bb50:                                          ; preds = %for.cond.cleanup, %sw.bb45
  %k222.5 = phi i64 [ %xor49, %sw.bb45 ], [ 0, %for.cond.cleanup ]
  %arrayidx51 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 8
  %22 = load i8, ptr %arrayidx51, align 1, !tbaa !8
  %conv52 = zext i8 %22 to i64
  %xor54 = xor i64 %k222.5, %conv52
  %mul55 = mul i64 %xor54, 5545529020109919103
  %shl.i229 = mul i64 %xor54, 5659660229084708864
  %shr.i230 = lshr i64 %mul55, 31
  %or.i231 = or disjoint i64 %shr.i230, %shl.i229
  %mul57 = mul i64 %or.i231, -8663945395140668459
  %xor58 = xor i64 %mul57, %h2.0.lcssa
  br label %sw.bb59

sw.bb59:                                          ; preds = %for.cond.cleanup, %sw.bb50
  %h2.1 = phi i64 [ %xor58, %sw.bb50 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %arrayidx60 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 7
  %23 = load i8, ptr %arrayidx60, align 1, !tbaa !8
  %conv61 = zext i8 %23 to i64
  %shl62 = shl nuw i64 %conv61, 56
  br label %sw.bb64

sw.bb64:                                          ; preds = %for.cond.cleanup, %sw.bb59
  %h2.2 = phi i64 [ %h2.1, %sw.bb59 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.0 = phi i64 [ %shl62, %sw.bb59 ], [ 0, %for.cond.cleanup ]
  %arrayidx65 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 6
  %24 = load i8, ptr %arrayidx65, align 1, !tbaa !8
  %conv66 = zext i8 %24 to i64
  %shl67 = shl nuw nsw i64 %conv66, 48
  %xor68 = or disjoint i64 %shl67, %k121.0
  br label %sw.bb69

sw.bb69:                                          ; preds = %for.cond.cleanup, %sw.bb64
  %h2.3 = phi i64 [ %h2.2, %sw.bb64 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.1 = phi i64 [ %xor68, %sw.bb64 ], [ 0, %for.cond.cleanup ]
  %arrayidx70 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 5
  %25 = load i8, ptr %arrayidx70, align 1, !tbaa !8
  %conv71 = zext i8 %25 to i64
  %shl72 = shl nuw nsw i64 %conv71, 40
  %xor73 = xor i64 %shl72, %k121.1
  br label %sw.bb74

sw.bb74:                                          ; preds = %for.cond.cleanup, %sw.bb69
  %h2.4 = phi i64 [ %h2.3, %sw.bb69 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.2 = phi i64 [ %xor73, %sw.bb69 ], [ 0, %for.cond.cleanup ]
  %arrayidx75 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %26 = load i8, ptr %arrayidx75, align 1, !tbaa !8
  %conv76 = zext i8 %26 to i64
  %shl77 = shl nuw nsw i64 %conv76, 32
  %xor78 = xor i64 %shl77, %k121.2
  br label %sw.bb79

sw.bb79:                                          ; preds = %for.cond.cleanup, %sw.bb74
  %h2.5 = phi i64 [ %h2.4, %sw.bb74 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.3 = phi i64 [ %xor78, %sw.bb74 ], [ 0, %for.cond.cleanup ]
  %arrayidx80 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 3
  %27 = load i8, ptr %arrayidx80, align 1, !tbaa !8
  %conv81 = zext i8 %27 to i64
  %shl82 = shl nuw nsw i64 %conv81, 24
  %xor83 = xor i64 %shl82, %k121.3
  br label %sw.bb84

sw.bb84:                                          ; preds = %for.cond.cleanup, %sw.bb79
  %h2.6 = phi i64 [ %h2.5, %sw.bb79 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.4 = phi i64 [ %xor83, %sw.bb79 ], [ 0, %for.cond.cleanup ]
  %arrayidx85 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 2
  %28 = load i8, ptr %arrayidx85, align 1, !tbaa !8
  %conv86 = zext i8 %28 to i64
  %shl87 = shl nuw nsw i64 %conv86, 16
  %xor88 = xor i64 %shl87, %k121.4
  br label %sw.bb89

sw.bb89:                                          ; preds = %for.cond.cleanup, %sw.bb84
  %h2.7 = phi i64 [ %h2.6, %sw.bb84 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.5 = phi i64 [ %xor88, %sw.bb84 ], [ 0, %for.cond.cleanup ]
  %arrayidx90 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 1
  %29 = load i8, ptr %arrayidx90, align 1, !tbaa !8
  %conv91 = zext i8 %29 to i64
  %shl92 = shl nuw nsw i64 %conv91, 8
  %xor93 = xor i64 %shl92, %k121.5
  br label %sw.bb94

sw.bb94:                                          ; preds = %for.cond.cleanup, %sw.bb89
  %h2.8 = phi i64 [ %h2.7, %sw.bb89 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %k121.6 = phi i64 [ %xor93, %sw.bb89 ], [ 0, %for.cond.cleanup ]
  %30 = load i8, ptr %add.ptr, align 1, !tbaa !8
  %conv96 = zext i8 %30 to i64
  %xor98 = xor i64 %k121.6, %conv96
  %mul99 = mul i64 %xor98, -8663945395140668459
  %shl.i232 = mul i64 %xor98, -8601547726154366976
  %shr.i233 = lshr i64 %mul99, 33
  %or.i234 = or disjoint i64 %shr.i233, %shl.i232
  %mul101 = mul i64 %or.i234, 5545529020109919103
  %xor102 = xor i64 %mul101, %h1.0.lcssa
  br label %sw.epilog

default.unreachable244:                           ; preds = %for.cond.cleanup
  unreachable

sw.epilog:                                        ; preds = %for.cond.cleanup, %sw.bb94
  %h2.9 = phi i64 [ %h2.8, %sw.bb94 ], [ %h2.0.lcssa, %for.cond.cleanup ]
  %h1.1 = phi i64 [ %xor102, %sw.bb94 ], [ %h1.0.lcssa, %for.cond.cleanup ]
  %conv103 = zext i32 %len to i64
  %xor104 = xor i64 %h1.1, %conv103
  %xor106 = xor i64 %h2.9, %conv103
  %add107 = add i64 %xor104, %xor106
  %add108 = add i64 %add107, %xor106
  %shr.i209 = lshr i64 %add107, 33
  %xor.i210 = xor i64 %shr.i209, %add107
  %mul.i211 = mul i64 %xor.i210, -49064778989728563
  %shr1.i212 = lshr i64 %mul.i211, 33
  %xor2.i213 = xor i64 %shr1.i212, %mul.i211
  %mul3.i214 = mul i64 %xor2.i213, -4265267296055464877
  %shr4.i215 = lshr i64 %mul3.i214, 33
  %xor5.i216 = xor i64 %shr4.i215, %mul3.i214
  %shr.i = lshr i64 %add108, 33
  %xor.i = xor i64 %shr.i, %add108
  %mul.i208 = mul i64 %xor.i, -49064778989728563
  %shr1.i = lshr i64 %mul.i208, 33
  %xor2.i = xor i64 %shr1.i, %mul.i208
  %mul3.i = mul i64 %xor2.i, -4265267296055464877
  %shr4.i = lshr i64 %mul3.i, 33
  %xor5.i = xor i64 %shr4.i, %mul3.i
  %add111 = add i64 %xor5.i, %xor5.i216
  %add112 = add i64 %add111, %xor5.i
  store i64 %add111, ptr %out, align 8, !tbaa !11
  %arrayidx114 = getelementptr inbounds nuw i8, ptr %out, i64 8
  store i64 %add112, ptr %arrayidx114, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z26MurmurHash3_x64_128_kernelPKhPKjS2_Pmj(ptr noalias noundef readonly captures(none) %d_keys, ptr noalias noundef readonly captures(none) %d_length, ptr noalias noundef readonly captures(none) %length, ptr noalias noundef writeonly captures(none) %d_out, i32 noundef %numKeys) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp ult i32 %add, %numKeys
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %d_length, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %idx.ext = zext i32 %3 to i64
  %add.ptr = getelementptr inbounds nuw i8, ptr %d_keys, i64 %idx.ext
  %arrayidx4 = getelementptr inbounds nuw i32, ptr %length, i64 %idxprom
  %4 = load i32, ptr %arrayidx4, align 4, !tbaa !4
  %mul5 = shl i32 %add, 1
  %idx.ext6 = zext i32 %mul5 to i64
  %add.ptr7 = getelementptr inbounds nuw i64, ptr %d_out, i64 %idx.ext6
  %div191.i = lshr i32 %4, 4
  %cmp239.not.i = icmp eq i32 %div191.i, 0
  br i1 %cmp239.not.i, label %for.cond.cleanup.i, label %for.body.i

for.cond.cleanup.i:                               ; preds = %for.body.i, %if.then
  %h2.0.lcssa.i = phi i64 [ %idxprom, %if.then ], [ %add19.i, %for.body.i ]
  %h1.0.lcssa.i = phi i64 [ %idxprom, %if.then ], [ %add11.i, %for.body.i ]
  %mul20.i = and i32 %4, -16
  %idx.ext.i = zext i32 %mul20.i to i64
  %add.ptr.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idx.ext.i
  %and.i = and i32 %4, 15
  switch i32 %and.i, label %default.unreachable [
    i32 15, label %sw.bb.i
    i32 14, label %sw.bb25.i
    i32 13, label %sw.bb30.i
    i32 12, label %sw.bb35.i
    i32 11, label %sw.bb40.i
    i32 10, label %sw.bb45.i
    i32 9, label %sw.bb50.i
    i32 8, label %sw.bb59.i
    i32 7, label %sw.bb64.i
    i32 6, label %sw.bb69.i
    i32 5, label %sw.bb74.i
    i32 4, label %sw.bb79.i
    i32 3, label %sw.bb84.i
    i32 2, label %sw.bb89.i
    i32 1, label %sw.bb94.i
    i32 0, label %_Z19MurmurHash3_x64_128PKvjjPv.exit
  ]

for.body.i:                                       ; preds = %if.then, %for.body.i
  %h1.0242.i = phi i64 [ %add11.i, %for.body.i ], [ %idxprom, %if.then ]
  %h2.0241.i = phi i64 [ %add19.i, %for.body.i ], [ %idxprom, %if.then ]
  %i.0240.i = phi i32 [ %inc.i, %for.body.i ], [ 0, %if.then ]
  %mul.i = shl i32 %i.0240.i, 4
  %idxprom.i199.i = zext i32 %mul.i to i64
  %arrayidx.i200.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.i
  %5 = load i8, ptr %arrayidx.i200.i, align 1, !tbaa !8
  %add.i198.1.i = or disjoint i32 %mul.i, 1
  %idxprom.i199.1.i = zext i32 %add.i198.1.i to i64
  %arrayidx.i200.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.1.i
  %6 = load i8, ptr %arrayidx.i200.1.i, align 1, !tbaa !8
  %add.i198.2.i = or disjoint i32 %mul.i, 2
  %idxprom.i199.2.i = zext i32 %add.i198.2.i to i64
  %arrayidx.i200.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.2.i
  %7 = load i8, ptr %arrayidx.i200.2.i, align 1, !tbaa !8
  %add.i198.3.i = or disjoint i32 %mul.i, 3
  %idxprom.i199.3.i = zext i32 %add.i198.3.i to i64
  %arrayidx.i200.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.3.i
  %8 = load i8, ptr %arrayidx.i200.3.i, align 1, !tbaa !8
  %add.i198.4.i = or disjoint i32 %mul.i, 4
  %idxprom.i199.4.i = zext i32 %add.i198.4.i to i64
  %arrayidx.i200.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.4.i
  %9 = load i8, ptr %arrayidx.i200.4.i, align 1, !tbaa !8
  %add.i198.5.i = or disjoint i32 %mul.i, 5
  %idxprom.i199.5.i = zext i32 %add.i198.5.i to i64
  %arrayidx.i200.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.5.i
  %10 = load i8, ptr %arrayidx.i200.5.i, align 1, !tbaa !8
  %add.i198.6.i = or disjoint i32 %mul.i, 6
  %idxprom.i199.6.i = zext i32 %add.i198.6.i to i64
  %arrayidx.i200.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.6.i
  %11 = load i8, ptr %arrayidx.i200.6.i, align 1, !tbaa !8
  %add.i198.7.i = or disjoint i32 %mul.i, 7
  %idxprom.i199.7.i = zext i32 %add.i198.7.i to i64
  %arrayidx.i200.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i199.7.i
  %12 = load i8, ptr %arrayidx.i200.7.i, align 1, !tbaa !8
  %invariant.op.i = or disjoint i32 %mul.i, 8
  %idxprom.i.i = zext i32 %invariant.op.i to i64
  %arrayidx.i.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.i
  %13 = load i8, ptr %arrayidx.i.i, align 1, !tbaa !8
  %conv.i.i = zext i8 %13 to i64
  %add.i.reass.1.i = or disjoint i32 %mul.i, 9
  %idxprom.i.1.i = zext i32 %add.i.reass.1.i to i64
  %arrayidx.i.1.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.1.i
  %14 = load i8, ptr %arrayidx.i.1.i, align 1, !tbaa !8
  %conv.i.1.i = zext i8 %14 to i64
  %shl.i.1.i = shl nuw nsw i64 %conv.i.1.i, 8
  %or.i.1.i = or disjoint i64 %shl.i.1.i, %conv.i.i
  %add.i.reass.2.i = or disjoint i32 %mul.i, 10
  %idxprom.i.2.i = zext i32 %add.i.reass.2.i to i64
  %arrayidx.i.2.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.2.i
  %15 = load i8, ptr %arrayidx.i.2.i, align 1, !tbaa !8
  %conv.i.2.i = zext i8 %15 to i64
  %shl.i.2.i = shl nuw nsw i64 %conv.i.2.i, 16
  %or.i.2.i = or disjoint i64 %or.i.1.i, %shl.i.2.i
  %add.i.reass.3.i = or disjoint i32 %mul.i, 11
  %idxprom.i.3.i = zext i32 %add.i.reass.3.i to i64
  %arrayidx.i.3.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.3.i
  %16 = load i8, ptr %arrayidx.i.3.i, align 1, !tbaa !8
  %conv.i.3.i = zext i8 %16 to i64
  %shl.i.3.i = shl nuw nsw i64 %conv.i.3.i, 24
  %or.i.3.i = or disjoint i64 %or.i.2.i, %shl.i.3.i
  %add.i.reass.4.i = or disjoint i32 %mul.i, 12
  %idxprom.i.4.i = zext i32 %add.i.reass.4.i to i64
  %arrayidx.i.4.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.4.i
  %17 = load i8, ptr %arrayidx.i.4.i, align 1, !tbaa !8
  %conv.i.4.i = zext i8 %17 to i64
  %shl.i.4.i = shl nuw nsw i64 %conv.i.4.i, 32
  %or.i.4.i = or disjoint i64 %or.i.3.i, %shl.i.4.i
  %add.i.reass.5.i = or disjoint i32 %mul.i, 13
  %idxprom.i.5.i = zext i32 %add.i.reass.5.i to i64
  %arrayidx.i.5.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.5.i
  %18 = load i8, ptr %arrayidx.i.5.i, align 1, !tbaa !8
  %conv.i.5.i = zext i8 %18 to i64
  %shl.i.5.i = shl nuw nsw i64 %conv.i.5.i, 40
  %or.i.5.i = or i64 %or.i.4.i, %shl.i.5.i
  %add.i.reass.6.i = or disjoint i32 %mul.i, 14
  %idxprom.i.6.i = zext i32 %add.i.reass.6.i to i64
  %arrayidx.i.6.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.6.i
  %19 = load i8, ptr %arrayidx.i.6.i, align 1, !tbaa !8
  %conv.i.6.i = zext i8 %19 to i64
  %shl.i.6.i = shl nuw nsw i64 %conv.i.6.i, 48
  %or.i.6.i = or i64 %or.i.5.i, %shl.i.6.i
  %add.i.reass.7.i = or disjoint i32 %mul.i, 15
  %idxprom.i.7.i = zext i32 %add.i.reass.7.i to i64
  %arrayidx.i.7.i = getelementptr inbounds nuw i8, ptr %add.ptr, i64 %idxprom.i.7.i
  %20 = load i8, ptr %arrayidx.i.7.i, align 1, !tbaa !8
  %conv.i.7.i = zext i8 %20 to i64
  %shl.i.7.i = shl nuw i64 %conv.i.7.i, 56
  %or.i.7.i = or i64 %or.i.6.i, %shl.i.7.i
  %conv.i201.i = zext i8 %5 to i64
  %conv.i201.1.i = zext i8 %6 to i64
  %shl.i204.1.i = shl nuw nsw i64 %conv.i201.1.i, 8
  %or.i205.1.i = or disjoint i64 %shl.i204.1.i, %conv.i201.i
  %conv.i201.2.i = zext i8 %7 to i64
  %shl.i204.2.i = shl nuw nsw i64 %conv.i201.2.i, 16
  %or.i205.2.i = or disjoint i64 %or.i205.1.i, %shl.i204.2.i
  %conv.i201.3.i = zext i8 %8 to i64
  %shl.i204.3.i = shl nuw nsw i64 %conv.i201.3.i, 24
  %or.i205.3.i = or disjoint i64 %or.i205.2.i, %shl.i204.3.i
  %conv.i201.4.i = zext i8 %9 to i64
  %shl.i204.4.i = shl nuw nsw i64 %conv.i201.4.i, 32
  %or.i205.4.i = or disjoint i64 %or.i205.3.i, %shl.i204.4.i
  %conv.i201.5.i = zext i8 %10 to i64
  %shl.i204.5.i = shl nuw nsw i64 %conv.i201.5.i, 40
  %or.i205.5.i = or i64 %or.i205.4.i, %shl.i204.5.i
  %conv.i201.6.i = zext i8 %11 to i64
  %shl.i204.6.i = shl nuw nsw i64 %conv.i201.6.i, 48
  %or.i205.6.i = or i64 %or.i205.5.i, %shl.i204.6.i
  %conv.i201.7.i = zext i8 %12 to i64
  %shl.i204.7.i = shl nuw i64 %conv.i201.7.i, 56
  %or.i205.7.i = or i64 %or.i205.6.i, %shl.i204.7.i
  %mul5.i = mul i64 %or.i205.7.i, -8663945395140668459
  %shl.i217.i = mul i64 %or.i205.7.i, -8601547726154366976
  %shr.i218.i = lshr i64 %mul5.i, 33
  %or.i219.i = or disjoint i64 %shr.i218.i, %shl.i217.i
  %mul7.i = mul i64 %or.i219.i, 5545529020109919103
  %xor.i = xor i64 %mul7.i, %h1.0242.i
  %or.i222.i = tail call i64 @llvm.fshl.i64(i64 %xor.i, i64 %xor.i, i64 27)
  %add9.i = add i64 %or.i222.i, %h2.0241.i
  %mul10.i = mul i64 %add9.i, 5
  %add11.i = add i64 %mul10.i, 1390208809
  %mul12.i = mul i64 %or.i.7.i, 5545529020109919103
  %shl.i223.i = mul i64 %or.i.7.i, 5659660229084708864
  %shr.i224.i = lshr i64 %mul12.i, 31
  %or.i225.i = or disjoint i64 %shr.i224.i, %shl.i223.i
  %mul14.i = mul i64 %or.i225.i, -8663945395140668459
  %xor15.i = xor i64 %mul14.i, %h2.0241.i
  %or.i228.i = tail call i64 @llvm.fshl.i64(i64 %xor15.i, i64 %xor15.i, i64 31)
  %add17.i = add i64 %or.i228.i, %add11.i
  %mul18.i = mul i64 %add17.i, 5
  %add19.i = add i64 %mul18.i, 944331445
  %inc.i = add nuw nsw i32 %i.0240.i, 1
  %exitcond.not.i = icmp eq i32 %inc.i, %div191.i
  br i1 %exitcond.not.i, label %for.cond.cleanup.i, label %for.body.i, !llvm.loop !9

sw.bb.i:                                          ; preds = %for.cond.cleanup.i
  %arrayidx.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 14
  %21 = load i8, ptr %arrayidx.i, align 1, !tbaa !8
  %conv23.i = zext i8 %21 to i64
  %shl.i = shl nuw nsw i64 %conv23.i, 48
  br label %sw.bb25.i

sw.bb25.i:                                        ; preds = %sw.bb.i, %for.cond.cleanup.i
  %k222.0.i = phi i64 [ %shl.i, %sw.bb.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx26.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 13
  %22 = load i8, ptr %arrayidx26.i, align 1, !tbaa !8
  %conv27.i = zext i8 %22 to i64
  %shl28.i = shl nuw nsw i64 %conv27.i, 40
  %xor29.i = or disjoint i64 %shl28.i, %k222.0.i
  br label %sw.bb30.i

sw.bb30.i:                                        ; preds = %sw.bb25.i, %for.cond.cleanup.i
  %k222.1.i = phi i64 [ %xor29.i, %sw.bb25.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx31.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 12
  %23 = load i8, ptr %arrayidx31.i, align 1, !tbaa !8
  %conv32.i = zext i8 %23 to i64
  %shl33.i = shl nuw nsw i64 %conv32.i, 32
  %xor34.i = xor i64 %shl33.i, %k222.1.i
  br label %sw.bb35.i

sw.bb35.i:                                        ; preds = %sw.bb30.i, %for.cond.cleanup.i
  %k222.2.i = phi i64 [ %xor34.i, %sw.bb30.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx36.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 11
  %24 = load i8, ptr %arrayidx36.i, align 1, !tbaa !8
  %conv37.i = zext i8 %24 to i64
  %shl38.i = shl nuw nsw i64 %conv37.i, 24
  %xor39.i = xor i64 %shl38.i, %k222.2.i
  br label %sw.bb40.i

sw.bb40.i:                                        ; preds = %sw.bb35.i, %for.cond.cleanup.i
  %k222.3.i = phi i64 [ %xor39.i, %sw.bb35.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx41.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 10
  %25 = load i8, ptr %arrayidx41.i, align 1, !tbaa !8
  %conv42.i = zext i8 %25 to i64
  %shl43.i = shl nuw nsw i64 %conv42.i, 16
  %xor44.i = xor i64 %shl43.i, %k222.3.i
  br label %sw.bb45.i

sw.bb45.i:                                        ; preds = %sw.bb40.i, %for.cond.cleanup.i
  %k222.4.i = phi i64 [ %xor44.i, %sw.bb40.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx46.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 9
  %26 = load i8, ptr %arrayidx46.i, align 1, !tbaa !8
  %conv47.i = zext i8 %26 to i64
  %shl48.i = shl nuw nsw i64 %conv47.i, 8
  %xor49.i = xor i64 %shl48.i, %k222.4.i
  br label %sw.bb50.i

sw.bb50.i:                                        ; preds = %sw.bb45.i, %for.cond.cleanup.i
  %k222.5.i = phi i64 [ %xor49.i, %sw.bb45.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx51.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 8
  %27 = load i8, ptr %arrayidx51.i, align 1, !tbaa !8
  %conv52.i = zext i8 %27 to i64
  %xor54.i = xor i64 %k222.5.i, %conv52.i
  %mul55.i = mul i64 %xor54.i, 5545529020109919103
  %shl.i229.i = mul i64 %xor54.i, 5659660229084708864
  %shr.i230.i = lshr i64 %mul55.i, 31
  %or.i231.i = or disjoint i64 %shr.i230.i, %shl.i229.i
  %mul57.i = mul i64 %or.i231.i, -8663945395140668459
  %xor58.i = xor i64 %mul57.i, %h2.0.lcssa.i
  br label %sw.bb59.i

sw.bb59.i:                                        ; preds = %sw.bb50.i, %for.cond.cleanup.i
  %h2.1.i = phi i64 [ %xor58.i, %sw.bb50.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %arrayidx60.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 7
  %28 = load i8, ptr %arrayidx60.i, align 1, !tbaa !8
  %conv61.i = zext i8 %28 to i64
  %shl62.i = shl nuw i64 %conv61.i, 56
  br label %sw.bb64.i

sw.bb64.i:                                        ; preds = %sw.bb59.i, %for.cond.cleanup.i
  %h2.2.i = phi i64 [ %h2.1.i, %sw.bb59.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.0.i = phi i64 [ %shl62.i, %sw.bb59.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx65.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 6
  %29 = load i8, ptr %arrayidx65.i, align 1, !tbaa !8
  %conv66.i = zext i8 %29 to i64
  %shl67.i = shl nuw nsw i64 %conv66.i, 48
  %xor68.i = or disjoint i64 %shl67.i, %k121.0.i
  br label %sw.bb69.i

sw.bb69.i:                                        ; preds = %sw.bb64.i, %for.cond.cleanup.i
  %h2.3.i = phi i64 [ %h2.2.i, %sw.bb64.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.1.i = phi i64 [ %xor68.i, %sw.bb64.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx70.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 5
  %30 = load i8, ptr %arrayidx70.i, align 1, !tbaa !8
  %conv71.i = zext i8 %30 to i64
  %shl72.i = shl nuw nsw i64 %conv71.i, 40
  %xor73.i = xor i64 %shl72.i, %k121.1.i
  br label %sw.bb74.i

sw.bb74.i:                                        ; preds = %sw.bb69.i, %for.cond.cleanup.i
  %h2.4.i = phi i64 [ %h2.3.i, %sw.bb69.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.2.i = phi i64 [ %xor73.i, %sw.bb69.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx75.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 4
  %31 = load i8, ptr %arrayidx75.i, align 1, !tbaa !8
  %conv76.i = zext i8 %31 to i64
  %shl77.i = shl nuw nsw i64 %conv76.i, 32
  %xor78.i = xor i64 %shl77.i, %k121.2.i
  br label %sw.bb79.i

sw.bb79.i:                                        ; preds = %sw.bb74.i, %for.cond.cleanup.i
  %h2.5.i = phi i64 [ %h2.4.i, %sw.bb74.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.3.i = phi i64 [ %xor78.i, %sw.bb74.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx80.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 3
  %32 = load i8, ptr %arrayidx80.i, align 1, !tbaa !8
  %conv81.i = zext i8 %32 to i64
  %shl82.i = shl nuw nsw i64 %conv81.i, 24
  %xor83.i = xor i64 %shl82.i, %k121.3.i
  br label %sw.bb84.i

sw.bb84.i:                                        ; preds = %sw.bb79.i, %for.cond.cleanup.i
  %h2.6.i = phi i64 [ %h2.5.i, %sw.bb79.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.4.i = phi i64 [ %xor83.i, %sw.bb79.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx85.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 2
  %33 = load i8, ptr %arrayidx85.i, align 1, !tbaa !8
  %conv86.i = zext i8 %33 to i64
  %shl87.i = shl nuw nsw i64 %conv86.i, 16
  %xor88.i = xor i64 %shl87.i, %k121.4.i
  br label %sw.bb89.i

sw.bb89.i:                                        ; preds = %sw.bb84.i, %for.cond.cleanup.i
  %h2.7.i = phi i64 [ %h2.6.i, %sw.bb84.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.5.i = phi i64 [ %xor88.i, %sw.bb84.i ], [ 0, %for.cond.cleanup.i ]
  %arrayidx90.i = getelementptr inbounds nuw i8, ptr %add.ptr.i, i64 1
  %34 = load i8, ptr %arrayidx90.i, align 1, !tbaa !8
  %conv91.i = zext i8 %34 to i64
  %shl92.i = shl nuw nsw i64 %conv91.i, 8
  %xor93.i = xor i64 %shl92.i, %k121.5.i
  br label %sw.bb94.i

sw.bb94.i:                                        ; preds = %sw.bb89.i, %for.cond.cleanup.i
  %h2.8.i = phi i64 [ %h2.7.i, %sw.bb89.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %k121.6.i = phi i64 [ %xor93.i, %sw.bb89.i ], [ 0, %for.cond.cleanup.i ]
  %35 = load i8, ptr %add.ptr.i, align 1, !tbaa !8
  %conv96.i = zext i8 %35 to i64
  %xor98.i = xor i64 %k121.6.i, %conv96.i
  %mul99.i = mul i64 %xor98.i, -8663945395140668459
  %shl.i232.i = mul i64 %xor98.i, -8601547726154366976
  %shr.i233.i = lshr i64 %mul99.i, 33
  %or.i234.i = or disjoint i64 %shr.i233.i, %shl.i232.i
  %mul101.i = mul i64 %or.i234.i, 5545529020109919103
  %xor102.i = xor i64 %mul101.i, %h1.0.lcssa.i
  br label %_Z19MurmurHash3_x64_128PKvjjPv.exit

default.unreachable:                              ; preds = %for.cond.cleanup.i
  unreachable

_Z19MurmurHash3_x64_128PKvjjPv.exit:              ; preds = %for.cond.cleanup.i, %sw.bb94.i
  %h2.9.i = phi i64 [ %h2.8.i, %sw.bb94.i ], [ %h2.0.lcssa.i, %for.cond.cleanup.i ]
  %h1.1.i = phi i64 [ %xor102.i, %sw.bb94.i ], [ %h1.0.lcssa.i, %for.cond.cleanup.i ]
  %conv103.i = zext i32 %4 to i64
  %xor104.i = xor i64 %h1.1.i, %conv103.i
  %xor106.i = xor i64 %h2.9.i, %conv103.i
  %add107.i = add i64 %xor104.i, %xor106.i
  %add108.i = add i64 %add107.i, %xor106.i
  %shr.i209.i = lshr i64 %add107.i, 33
  %xor.i210.i = xor i64 %shr.i209.i, %add107.i
  %mul.i211.i = mul i64 %xor.i210.i, -49064778989728563
  %shr1.i212.i = lshr i64 %mul.i211.i, 33
  %xor2.i213.i = xor i64 %shr1.i212.i, %mul.i211.i
  %mul3.i214.i = mul i64 %xor2.i213.i, -4265267296055464877
  %shr4.i215.i = lshr i64 %mul3.i214.i, 33
  %xor5.i216.i = xor i64 %shr4.i215.i, %mul3.i214.i
  %shr.i.i = lshr i64 %add108.i, 33
  %xor.i.i = xor i64 %shr.i.i, %add108.i
  %mul.i208.i = mul i64 %xor.i.i, -49064778989728563
  %shr1.i.i = lshr i64 %mul.i208.i, 33
  %xor2.i.i = xor i64 %shr1.i.i, %mul.i208.i
  %mul3.i.i = mul i64 %xor2.i.i, -4265267296055464877
  %shr4.i.i = lshr i64 %mul3.i.i, 33
  %xor5.i.i = xor i64 %shr4.i.i, %mul3.i.i
  %add111.i = add i64 %xor5.i.i, %xor5.i216.i
  %add112.i = add i64 %add111.i, %xor5.i.i
  store i64 %add111.i, ptr %add.ptr7, align 8, !tbaa !11
  %arrayidx114.i = getelementptr inbounds nuw i8, ptr %add.ptr7, i64 8
  store i64 %add112.i, ptr %arrayidx114.i, align 8, !tbaa !11
  br label %if.end

if.end:                                           ; preds = %_Z19MurmurHash3_x64_128PKvjjPv.exit, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !6, i64 0}
