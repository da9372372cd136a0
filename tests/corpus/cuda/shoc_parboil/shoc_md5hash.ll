; ModuleID = 'shoc_parboil/shoc_md5hash.cu'
source_filename = "shoc_parboil/shoc_md5hash.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z16FindKeyspaceSizeii(i32 noundef %byteLength, i32 noundef %valsPerByte) local_unnamed_addr #0 {
entry:
  %cmp.not7 = icmp sgt i32 %byteLength, 0
  br i1 %cmp.not7, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %entry
  %div = sdiv i32 2147483647, %valsPerByte
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %i.09 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %if.end ]
  %keyspace.08 = phi i32 [ 1, %for.body.lr.ph ], [ %mul, %if.end ]
  %cmp1.not = icmp slt i32 %keyspace.08, %div
  br i1 %cmp1.not, label %if.end, label %cleanup

if.end:                                           ; preds = %for.body
  %mul = mul nsw i32 %keyspace.08, %valsPerByte
  %inc = add nuw nsw i32 %i.09, 1
  %exitcond.not = icmp eq i32 %inc, %byteLength
  br i1 %exitcond.not, label %cleanup, label %for.body, !llvm.loop !8

cleanup:                                          ; preds = %if.end, %for.body, %entry
  %spec.select = phi i32 [ 1, %entry ], [ %mul, %if.end ], [ -1, %for.body ]
  ret i32 %spec.select
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z10IndexToKeyjiiPh(i32 noundef %index, i32 noundef %byteLength, i32 noundef %valsPerByte, ptr noundef writeonly captures(none) initializes((0, 8)) %vals) local_unnamed_addr #1 {
entry:
  %div = udiv i32 %index, %valsPerByte
  %div4 = udiv i32 %div, %valsPerByte
  %div8 = udiv i32 %div4, %valsPerByte
  %div12 = udiv i32 %div8, %valsPerByte
  %0 = mul i32 %div12, %valsPerByte
  %rem9.decomposed = sub i32 %div8, %0
  %1 = mul i32 %div8, %valsPerByte
  %rem5.decomposed = sub i32 %div4, %1
  %2 = mul i32 %div4, %valsPerByte
  %rem1.decomposed = sub i32 %div, %2
  %3 = mul i32 %div, %valsPerByte
  %rem.decomposed = sub i32 %index, %3
  %4 = insertelement <4 x i32> poison, i32 %rem.decomposed, i64 0
  %5 = insertelement <4 x i32> %4, i32 %rem1.decomposed, i64 1
  %6 = insertelement <4 x i32> %5, i32 %rem5.decomposed, i64 2
  %7 = insertelement <4 x i32> %6, i32 %rem9.decomposed, i64 3
  %8 = trunc <4 x i32> %7 to <4 x i8>
  store <4 x i8> %8, ptr %vals, align 1, !tbaa !10
  %arrayidx15 = getelementptr inbounds nuw i8, ptr %vals, i64 4
  %div16 = udiv i32 %div12, %valsPerByte
  %div20 = udiv i32 %div16, %valsPerByte
  %div20.frozen = freeze i32 %div20
  %div24 = udiv i32 %div20.frozen, %valsPerByte
  %rem25 = urem i32 %div24, %valsPerByte
  %9 = mul i32 %div24, %valsPerByte
  %rem21.decomposed = sub i32 %div20.frozen, %9
  %10 = mul i32 %div20, %valsPerByte
  %rem17.decomposed = sub i32 %div16, %10
  %11 = mul i32 %div16, %valsPerByte
  %rem13.decomposed = sub i32 %div12, %11
  %12 = insertelement <4 x i32> poison, i32 %rem13.decomposed, i64 0
  %13 = insertelement <4 x i32> %12, i32 %rem17.decomposed, i64 1
  %14 = insertelement <4 x i32> %13, i32 %rem21.decomposed, i64 2
  %15 = insertelement <4 x i32> %14, i32 %rem25, i64 3
  %16 = trunc <4 x i32> %15 to <4 x i8>
  store <4 x i8> %16, ptr %arrayidx15, align 1, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z24FindKeyWithDigest_KerneljjjjiiiPiPhPj(i32 noundef %searchDigest0, i32 noundef %searchDigest1, i32 noundef %searchDigest2, i32 noundef %searchDigest3, i32 noundef %keyspace, i32 noundef %byteLength, i32 noundef %valsPerByte, ptr noundef writeonly captures(none) %foundIndex, ptr noundef writeonly captures(none) %foundKey, ptr noundef writeonly captures(none) %foundDigest) local_unnamed_addr #2 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %mul3 = mul nsw i32 %valsPerByte, %add
  %div.i = udiv i32 %mul3, %valsPerByte
  %div4.i = udiv i32 %div.i, %valsPerByte
  %div8.i = udiv i32 %div4.i, %valsPerByte
  %div8.i.frozen = freeze i32 %div8.i
  %div12.i = udiv i32 %div8.i.frozen, %valsPerByte
  %div12.i.frozen = freeze i32 %div12.i
  %div16.i = udiv i32 %div12.i.frozen, %valsPerByte
  %3 = mul i32 %div16.i, %valsPerByte
  %rem13.i.decomposed = sub i32 %div12.i.frozen, %3
  %4 = mul i32 %div12.i, %valsPerByte
  %rem9.i.decomposed = sub i32 %div8.i.frozen, %4
  %5 = mul i32 %div8.i, %valsPerByte
  %rem5.i.decomposed = sub i32 %div4.i, %5
  %6 = mul i32 %div4.i, %valsPerByte
  %rem1.i.decomposed = sub i32 %div.i, %6
  %7 = insertelement <4 x i32> poison, i32 %rem1.i.decomposed, i64 0
  %8 = insertelement <4 x i32> %7, i32 %rem5.i.decomposed, i64 1
  %9 = insertelement <4 x i32> %8, i32 %rem9.i.decomposed, i64 2
  %10 = insertelement <4 x i32> %9, i32 %rem13.i.decomposed, i64 3
  %11 = trunc <4 x i32> %10 to <4 x i8>
  %div20.i = udiv i32 %div16.i, %valsPerByte
  %12 = mul i32 %div20.i, %valsPerByte
  %rem17.i.decomposed = sub i32 %div16.i, %12
  %conv18.i = trunc i32 %rem17.i.decomposed to i8
  %div24.i = udiv i32 %div20.i, %valsPerByte
  %13 = mul i32 %div24.i, %valsPerByte
  %rem21.i.decomposed = sub i32 %div20.i, %13
  %conv22.i = trunc i32 %rem21.i.decomposed to i8
  %rem25.i = urem i32 %div24.i, %valsPerByte
  %conv26.i = trunc i32 %rem25.i to i8
  %cmp71 = icmp sgt i32 %valsPerByte, 0
  br i1 %cmp71, label %land.rhs.lr.ph, label %for.cond.cleanup

land.rhs.lr.ph:                                   ; preds = %entry
  %14 = mul i32 %div.i, %valsPerByte
  %rem.i.decomposed = sub i32 %mul3, %14
  %conv.i = trunc i32 %rem.i.decomposed to i8
  %key.sroa.0.sroa.12.0.insert.ext = shl i32 %rem9.i.decomposed, 24
  %key.sroa.0.sroa.10.0.insert.ext = shl i32 %rem5.i.decomposed, 16
  %key.sroa.0.sroa.10.0.insert.shift = and i32 %key.sroa.0.sroa.10.0.insert.ext, 16711680
  %key.sroa.0.sroa.10.0.insert.insert = or disjoint i32 %key.sroa.0.sroa.12.0.insert.ext, %key.sroa.0.sroa.10.0.insert.shift
  %key.sroa.0.sroa.8.0.insert.ext = shl i32 %rem1.i.decomposed, 8
  %key.sroa.0.sroa.8.0.insert.shift = and i32 %key.sroa.0.sroa.8.0.insert.ext, 65280
  %key.sroa.0.sroa.8.0.insert.insert = or disjoint i32 %key.sroa.0.sroa.10.0.insert.insert, %key.sroa.0.sroa.8.0.insert.shift
  %key.sroa.14.sroa.10.0.insert.ext = shl i32 %rem25.i, 24
  %key.sroa.14.sroa.8.0.insert.ext = shl i32 %rem21.i.decomposed, 16
  %key.sroa.14.sroa.8.0.insert.shift = and i32 %key.sroa.14.sroa.8.0.insert.ext, 16711680
  %key.sroa.14.sroa.8.0.insert.insert = or disjoint i32 %key.sroa.14.sroa.10.0.insert.ext, %key.sroa.14.sroa.8.0.insert.shift
  %key.sroa.14.sroa.6.0.insert.ext = shl i32 %rem17.i.decomposed, 8
  %key.sroa.14.sroa.6.0.insert.shift = and i32 %key.sroa.14.sroa.6.0.insert.ext, 65280
  %key.sroa.14.sroa.6.0.insert.insert = or disjoint i32 %key.sroa.14.sroa.8.0.insert.insert, %key.sroa.14.sroa.6.0.insert.shift
  %key.sroa.14.sroa.0.0.insert.ext = and i32 %rem13.i.decomposed, 255
  %key.sroa.14.sroa.0.0.insert.insert = or disjoint i32 %key.sroa.14.sroa.6.0.insert.insert, %key.sroa.14.sroa.0.0.insert.ext
  %or15.i = or i32 %key.sroa.14.sroa.0.0.insert.insert, -2147483648
  %or13.i = or i32 %key.sroa.14.sroa.0.0.insert.insert, 8388608
  %or11.i = or i32 %key.sroa.14.sroa.0.0.insert.insert, 32768
  %or9.i = or i32 %key.sroa.14.sroa.0.0.insert.insert, 128
  %mul.i = shl i32 %byteLength, 3
  %add182.i = add i32 %mul.i, -1502002290
  %add314.i = add i32 %mul.i, -1019803690
  %add425.i = add i32 %mul.i, -35309556
  %add578.i = add i32 %mul.i, -1416354905
  %arrayidx21 = getelementptr inbounds nuw i8, ptr %foundKey, i64 1
  %arrayidx29 = getelementptr inbounds nuw i8, ptr %foundKey, i64 5
  %arrayidx31 = getelementptr inbounds nuw i8, ptr %foundKey, i64 6
  %arrayidx33 = getelementptr inbounds nuw i8, ptr %foundKey, i64 7
  %arrayidx37 = getelementptr inbounds nuw i8, ptr %foundDigest, i64 4
  %arrayidx39 = getelementptr inbounds nuw i8, ptr %foundDigest, i64 8
  %arrayidx41 = getelementptr inbounds nuw i8, ptr %foundDigest, i64 12
  br label %land.rhs

land.rhs:                                         ; preds = %land.rhs.lr.ph, %if.end
  %j.073 = phi i32 [ 0, %land.rhs.lr.ph ], [ %inc43, %if.end ]
  %key.sroa.0.sroa.0.072 = phi i8 [ %conv.i, %land.rhs.lr.ph ], [ %inc, %if.end ]
  %add4 = add nsw i32 %j.073, %mul3
  %cmp5 = icmp slt i32 %add4, %keyspace
  br i1 %cmp5, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %land.rhs, %if.end, %entry
  ret void

for.body:                                         ; preds = %land.rhs
  %key.sroa.0.sroa.0.0.insert.ext = zext i8 %key.sroa.0.sroa.0.072 to i32
  %key.sroa.0.sroa.0.0.insert.insert = or disjoint i32 %key.sroa.0.sroa.8.0.insert.insert, %key.sroa.0.sroa.0.0.insert.ext
  switch i32 %byteLength, label %_Z10md5_2wordsPjjS_.exit [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb2.i
    i32 2, label %sw.bb4.i
    i32 3, label %sw.bb6.i
    i32 4, label %sw.bb8.i
    i32 5, label %sw.bb10.i
    i32 6, label %sw.bb12.i
    i32 7, label %sw.bb14.i
  ]

sw.bb.i:                                          ; preds = %for.body
  %or.i = or i32 %key.sroa.0.sroa.0.0.insert.insert, 128
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb2.i:                                         ; preds = %for.body
  %or3.i = or i32 %key.sroa.0.sroa.0.0.insert.insert, 32768
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb4.i:                                         ; preds = %for.body
  %or5.i = or i32 %key.sroa.0.sroa.0.0.insert.insert, 8388608
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb6.i:                                         ; preds = %for.body
  %or7.i = or i32 %key.sroa.0.sroa.0.0.insert.insert, -2147483648
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb8.i:                                         ; preds = %for.body
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb10.i:                                        ; preds = %for.body
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb12.i:                                        ; preds = %for.body
  br label %_Z10md5_2wordsPjjS_.exit

sw.bb14.i:                                        ; preds = %for.body
  br label %_Z10md5_2wordsPjjS_.exit

_Z10md5_2wordsPjjS_.exit:                         ; preds = %for.body, %sw.bb.i, %sw.bb2.i, %sw.bb4.i, %sw.bb6.i, %sw.bb8.i, %sw.bb10.i, %sw.bb12.i, %sw.bb14.i
  %W1.0.i = phi i32 [ %key.sroa.14.sroa.0.0.insert.insert, %for.body ], [ %key.sroa.14.sroa.0.0.insert.insert, %sw.bb.i ], [ %key.sroa.14.sroa.0.0.insert.insert, %sw.bb2.i ], [ %key.sroa.14.sroa.0.0.insert.insert, %sw.bb4.i ], [ %key.sroa.14.sroa.0.0.insert.insert, %sw.bb6.i ], [ %or9.i, %sw.bb8.i ], [ %or11.i, %sw.bb10.i ], [ %or13.i, %sw.bb12.i ], [ %or15.i, %sw.bb14.i ]
  %W0.0.i = phi i32 [ %key.sroa.0.sroa.0.0.insert.insert, %for.body ], [ %or.i, %sw.bb.i ], [ %or3.i, %sw.bb2.i ], [ %or5.i, %sw.bb4.i ], [ %or7.i, %sw.bb6.i ], [ %key.sroa.0.sroa.0.0.insert.insert, %sw.bb8.i ], [ %key.sroa.0.sroa.0.0.insert.insert, %sw.bb10.i ], [ %key.sroa.0.sroa.0.0.insert.insert, %sw.bb12.i ], [ %key.sroa.0.sroa.0.0.insert.insert, %sw.bb14.i ]
  %add19.i = add i32 %W0.0.i, -680876937
  %or20.i = tail call i32 @llvm.fshl.i32(i32 %add19.i, i32 %add19.i, i32 7)
  %add21.i = add i32 %or20.i, -271733879
  %and22.i = and i32 %add21.i, -271733879
  %not23.i = sub i32 271733878, %or20.i
  %and24.i = and i32 %not23.i, -1732584194
  %or25.i = or i32 %and22.i, %and24.i
  %add27.i = add i32 %W1.0.i, -117830708
  %add28.i = add i32 %add27.i, %or25.i
  %or32.i = tail call i32 @llvm.fshl.i32(i32 %add28.i, i32 %add28.i, i32 12)
  %add33.i = add i32 %or32.i, %add21.i
  %and34.i = and i32 %add33.i, %add21.i
  %not35.i = and i32 %add33.i, -271733879
  %and36.i = xor i32 %not35.i, -271733879
  %or37.i = or i32 %and36.i, %and34.i
  %add39.i = add i32 %or37.i, -1126478375
  %or44.i = tail call i32 @llvm.fshl.i32(i32 %add39.i, i32 %add39.i, i32 17)
  %add45.i = add i32 %or44.i, %add33.i
  %and46.i = and i32 %add45.i, %add33.i
  %not47.i = xor i32 %add45.i, -1
  %and48.i = and i32 %add21.i, %not47.i
  %or49.i = or i32 %and46.i, %and48.i
  %add51.i = add i32 %or49.i, -1316259209
  %or56.i = tail call i32 @llvm.fshl.i32(i32 %add51.i, i32 %add51.i, i32 22)
  %add57.i = add i32 %or56.i, %add45.i
  %and58.i = and i32 %add57.i, %add45.i
  %not59.i = xor i32 %add57.i, -1
  %and60.i = and i32 %add33.i, %not59.i
  %or61.i = or i32 %and58.i, %and60.i
  %add62.i = add i32 %or20.i, -448152776
  %add63.i = add i32 %add62.i, %or61.i
  %or68.i = tail call i32 @llvm.fshl.i32(i32 %add63.i, i32 %add63.i, i32 7)
  %add69.i = add i32 %or68.i, %add57.i
  %and70.i = and i32 %add69.i, %add57.i
  %not71.i = xor i32 %add69.i, -1
  %and72.i = and i32 %add45.i, %not71.i
  %or73.i = or i32 %and70.i, %and72.i
  %add74.i = add i32 %add33.i, 1200080426
  %add75.i = add i32 %add74.i, %or73.i
  %or80.i = tail call i32 @llvm.fshl.i32(i32 %add75.i, i32 %add75.i, i32 12)
  %add81.i = add i32 %or80.i, %add69.i
  %and82.i = and i32 %add81.i, %add69.i
  %not83.i = xor i32 %add81.i, -1
  %and84.i = and i32 %add57.i, %not83.i
  %or85.i = or i32 %and82.i, %and84.i
  %add86.i = add i32 %add45.i, -1473231341
  %add87.i = add i32 %add86.i, %or85.i
  %or92.i = tail call i32 @llvm.fshl.i32(i32 %add87.i, i32 %add87.i, i32 17)
  %add93.i = add i32 %or92.i, %add81.i
  %and94.i = and i32 %add93.i, %add81.i
  %not95.i = xor i32 %add93.i, -1
  %and96.i = and i32 %add69.i, %not95.i
  %or97.i = or i32 %and94.i, %and96.i
  %add98.i = add i32 %add57.i, -45705983
  %add99.i = add i32 %add98.i, %or97.i
  %or104.i = tail call i32 @llvm.fshl.i32(i32 %add99.i, i32 %add99.i, i32 22)
  %add105.i = add i32 %or104.i, %add93.i
  %and106.i = and i32 %add105.i, %add93.i
  %not107.i = xor i32 %add105.i, -1
  %and108.i = and i32 %add81.i, %not107.i
  %or109.i = or i32 %and106.i, %and108.i
  %add110.i = add i32 %add69.i, 1770035416
  %add111.i = add i32 %add110.i, %or109.i
  %or116.i = tail call i32 @llvm.fshl.i32(i32 %add111.i, i32 %add111.i, i32 7)
  %add117.i = add i32 %or116.i, %add105.i
  %and118.i = and i32 %add117.i, %add105.i
  %not119.i = xor i32 %add117.i, -1
  %and120.i = and i32 %add93.i, %not119.i
  %or121.i = or i32 %and118.i, %and120.i
  %add122.i = add i32 %add81.i, -1958414417
  %add123.i = add i32 %add122.i, %or121.i
  %or128.i = tail call i32 @llvm.fshl.i32(i32 %add123.i, i32 %add123.i, i32 12)
  %add129.i = add i32 %or128.i, %add117.i
  %and130.i = and i32 %add129.i, %add117.i
  %not131.i = xor i32 %add129.i, -1
  %and132.i = and i32 %add105.i, %not131.i
  %or133.i = or i32 %and130.i, %and132.i
  %add134.i = add i32 %add93.i, -42063
  %add135.i = add i32 %add134.i, %or133.i
  %or140.i = tail call i32 @llvm.fshl.i32(i32 %add135.i, i32 %add135.i, i32 17)
  %add141.i = add i32 %or140.i, %add129.i
  %and142.i = and i32 %add141.i, %add129.i
  %not143.i = xor i32 %add141.i, -1
  %and144.i = and i32 %add117.i, %not143.i
  %or145.i = or i32 %and142.i, %and144.i
  %add146.i = add i32 %add105.i, -1990404162
  %add147.i = add i32 %add146.i, %or145.i
  %or152.i = tail call i32 @llvm.fshl.i32(i32 %add147.i, i32 %add147.i, i32 22)
  %add153.i = add i32 %or152.i, %add141.i
  %and154.i = and i32 %add153.i, %add141.i
  %not155.i = xor i32 %add153.i, -1
  %and156.i = and i32 %add129.i, %not155.i
  %or157.i = or i32 %and154.i, %and156.i
  %add158.i = add i32 %add117.i, 1804603682
  %add159.i = add i32 %add158.i, %or157.i
  %or164.i = tail call i32 @llvm.fshl.i32(i32 %add159.i, i32 %add159.i, i32 7)
  %add165.i = add i32 %or164.i, %add153.i
  %and166.i = and i32 %add165.i, %add153.i
  %not167.i = xor i32 %add165.i, -1
  %and168.i = and i32 %add141.i, %not167.i
  %or169.i = or i32 %and166.i, %and168.i
  %add170.i = add i32 %add129.i, -40341101
  %add171.i = add i32 %add170.i, %or169.i
  %or176.i = tail call i32 @llvm.fshl.i32(i32 %add171.i, i32 %add171.i, i32 12)
  %add177.i = add i32 %or176.i, %add165.i
  %and178.i = and i32 %add177.i, %add165.i
  %not179.i = xor i32 %add177.i, -1
  %and180.i = and i32 %add153.i, %not179.i
  %or181.i = or i32 %and178.i, %and180.i
  %add183.i = add i32 %add182.i, %add141.i
  %add184.i = add i32 %add183.i, %or181.i
  %or188.i = tail call i32 @llvm.fshl.i32(i32 %add184.i, i32 %add184.i, i32 17)
  %add189.i = add i32 %or188.i, %add177.i
  %and190.i = and i32 %add189.i, %add177.i
  %not191.i = xor i32 %add189.i, -1
  %and192.i = and i32 %add165.i, %not191.i
  %or193.i = or i32 %and190.i, %and192.i
  %add194.i = add i32 %add153.i, 1236535329
  %add195.i = add i32 %add194.i, %or193.i
  %or200.i = tail call i32 @llvm.fshl.i32(i32 %add195.i, i32 %add195.i, i32 22)
  %add201.i = add i32 %or200.i, %add189.i
  %and202.i = and i32 %add201.i, %add177.i
  %and204.i = and i32 %add189.i, %not179.i
  %or205.i = or i32 %and202.i, %and204.i
  %add206.i = add i32 %W1.0.i, -165796510
  %add207.i = add i32 %add206.i, %add165.i
  %add208.i = add i32 %add207.i, %or205.i
  %or212.i = tail call i32 @llvm.fshl.i32(i32 %add208.i, i32 %add208.i, i32 5)
  %add213.i = add i32 %or212.i, %add201.i
  %and214.i = and i32 %add213.i, %add189.i
  %and216.i = and i32 %add201.i, %not191.i
  %or217.i = or i32 %and214.i, %and216.i
  %add218.i = add i32 %add177.i, -1069501632
  %add219.i = add i32 %add218.i, %or217.i
  %or224.i = tail call i32 @llvm.fshl.i32(i32 %add219.i, i32 %add219.i, i32 9)
  %add225.i = add i32 %or224.i, %add213.i
  %and226.i = and i32 %add225.i, %add201.i
  %not227.i = xor i32 %add201.i, -1
  %and228.i = and i32 %add213.i, %not227.i
  %or229.i = or i32 %and226.i, %and228.i
  %add230.i = add i32 %add189.i, 643717713
  %add231.i = add i32 %add230.i, %or229.i
  %or236.i = tail call i32 @llvm.fshl.i32(i32 %add231.i, i32 %add231.i, i32 14)
  %add237.i = add i32 %or236.i, %add225.i
  %and238.i = and i32 %add237.i, %add213.i
  %not239.i = xor i32 %add213.i, -1
  %and240.i = and i32 %add225.i, %not239.i
  %or241.i = or i32 %and238.i, %and240.i
  %add242.i = add i32 %W0.0.i, -373897302
  %add243.i = add i32 %add242.i, %add201.i
  %add244.i = add i32 %add243.i, %or241.i
  %or248.i = tail call i32 @llvm.fshl.i32(i32 %add244.i, i32 %add244.i, i32 20)
  %add249.i = add i32 %or248.i, %add237.i
  %and250.i = and i32 %add249.i, %add225.i
  %not251.i = xor i32 %add225.i, -1
  %and252.i = and i32 %add237.i, %not251.i
  %or253.i = or i32 %and250.i, %and252.i
  %add254.i = add i32 %add213.i, -701558691
  %add255.i = add i32 %add254.i, %or253.i
  %or260.i = tail call i32 @llvm.fshl.i32(i32 %add255.i, i32 %add255.i, i32 5)
  %add261.i = add i32 %or260.i, %add249.i
  %and262.i = and i32 %add261.i, %add237.i
  %not263.i = xor i32 %add237.i, -1
  %and264.i = and i32 %add249.i, %not263.i
  %or265.i = or i32 %and262.i, %and264.i
  %add266.i = add i32 %add225.i, 38016083
  %add267.i = add i32 %add266.i, %or265.i
  %or272.i = tail call i32 @llvm.fshl.i32(i32 %add267.i, i32 %add267.i, i32 9)
  %add273.i = add i32 %or272.i, %add261.i
  %and274.i = and i32 %add273.i, %add249.i
  %not275.i = xor i32 %add249.i, -1
  %and276.i = and i32 %add261.i, %not275.i
  %or277.i = or i32 %and274.i, %and276.i
  %add278.i = add i32 %add237.i, -660478335
  %add279.i = add i32 %add278.i, %or277.i
  %or284.i = tail call i32 @llvm.fshl.i32(i32 %add279.i, i32 %add279.i, i32 14)
  %add285.i = add i32 %or284.i, %add273.i
  %and286.i = and i32 %add285.i, %add261.i
  %not287.i = xor i32 %add261.i, -1
  %and288.i = and i32 %add273.i, %not287.i
  %or289.i = or i32 %and286.i, %and288.i
  %add290.i = add i32 %add249.i, -405537848
  %add291.i = add i32 %add290.i, %or289.i
  %or296.i = tail call i32 @llvm.fshl.i32(i32 %add291.i, i32 %add291.i, i32 20)
  %add297.i = add i32 %or296.i, %add285.i
  %and298.i = and i32 %add297.i, %add273.i
  %not299.i = xor i32 %add273.i, -1
  %and300.i = and i32 %add285.i, %not299.i
  %or301.i = or i32 %and298.i, %and300.i
  %add302.i = add i32 %add261.i, 568446438
  %add303.i = add i32 %add302.i, %or301.i
  %or308.i = tail call i32 @llvm.fshl.i32(i32 %add303.i, i32 %add303.i, i32 5)
  %add309.i = add i32 %or308.i, %add297.i
  %and310.i = and i32 %add309.i, %add285.i
  %not311.i = xor i32 %add285.i, -1
  %and312.i = and i32 %add297.i, %not311.i
  %or313.i = or i32 %and310.i, %and312.i
  %add315.i = add i32 %add314.i, %add273.i
  %add316.i = add i32 %add315.i, %or313.i
  %or320.i = tail call i32 @llvm.fshl.i32(i32 %add316.i, i32 %add316.i, i32 9)
  %add321.i = add i32 %or320.i, %add309.i
  %and322.i = and i32 %add321.i, %add297.i
  %not323.i = xor i32 %add297.i, -1
  %and324.i = and i32 %add309.i, %not323.i
  %or325.i = or i32 %and322.i, %and324.i
  %add326.i = add i32 %add285.i, -187363961
  %add327.i = add i32 %add326.i, %or325.i
  %or332.i = tail call i32 @llvm.fshl.i32(i32 %add327.i, i32 %add327.i, i32 14)
  %add333.i = add i32 %or332.i, %add321.i
  %and334.i = and i32 %add333.i, %add309.i
  %not335.i = xor i32 %add309.i, -1
  %and336.i = and i32 %add321.i, %not335.i
  %or337.i = or i32 %and334.i, %and336.i
  %add338.i = add i32 %add297.i, 1163531501
  %add339.i = add i32 %add338.i, %or337.i
  %or344.i = tail call i32 @llvm.fshl.i32(i32 %add339.i, i32 %add339.i, i32 20)
  %add345.i = add i32 %or344.i, %add333.i
  %and346.i = and i32 %add345.i, %add321.i
  %not347.i = xor i32 %add321.i, -1
  %and348.i = and i32 %add333.i, %not347.i
  %or349.i = or i32 %and346.i, %and348.i
  %add350.i = add i32 %add309.i, -1444681467
  %add351.i = add i32 %add350.i, %or349.i
  %or356.i = tail call i32 @llvm.fshl.i32(i32 %add351.i, i32 %add351.i, i32 5)
  %add357.i = add i32 %or356.i, %add345.i
  %and358.i = and i32 %add357.i, %add333.i
  %not359.i = xor i32 %add333.i, -1
  %and360.i = and i32 %add345.i, %not359.i
  %or361.i = or i32 %and358.i, %and360.i
  %add362.i = add i32 %add321.i, -51403784
  %add363.i = add i32 %add362.i, %or361.i
  %or368.i = tail call i32 @llvm.fshl.i32(i32 %add363.i, i32 %add363.i, i32 9)
  %add369.i = add i32 %or368.i, %add357.i
  %and370.i = and i32 %add369.i, %add345.i
  %not371.i = xor i32 %add345.i, -1
  %and372.i = and i32 %add357.i, %not371.i
  %or373.i = or i32 %and370.i, %and372.i
  %add374.i = add i32 %add333.i, 1735328473
  %add375.i = add i32 %add374.i, %or373.i
  %or380.i = tail call i32 @llvm.fshl.i32(i32 %add375.i, i32 %add375.i, i32 14)
  %add381.i = add i32 %or380.i, %add369.i
  %and382.i = and i32 %add381.i, %add357.i
  %not383.i = xor i32 %add357.i, -1
  %and384.i = and i32 %add369.i, %not383.i
  %or385.i = or i32 %and382.i, %and384.i
  %add386.i = add i32 %add345.i, -1926607734
  %add387.i = add i32 %add386.i, %or385.i
  %or392.i = tail call i32 @llvm.fshl.i32(i32 %add387.i, i32 %add387.i, i32 20)
  %add393.i = add i32 %or392.i, %add381.i
  %xor.i = xor i32 %add393.i, %add381.i
  %xor394.i = xor i32 %xor.i, %add369.i
  %add395.i = add i32 %add357.i, -378558
  %add396.i = add i32 %add395.i, %xor394.i
  %or401.i = tail call i32 @llvm.fshl.i32(i32 %add396.i, i32 %add396.i, i32 4)
  %add402.i = add i32 %or401.i, %add393.i
  %xor404.i = xor i32 %add402.i, %xor.i
  %add405.i = add i32 %add369.i, -2022574463
  %add406.i = add i32 %add405.i, %xor404.i
  %or411.i = tail call i32 @llvm.fshl.i32(i32 %add406.i, i32 %add406.i, i32 11)
  %add412.i = add i32 %or411.i, %add402.i
  %xor413.i = xor i32 %add412.i, %add402.i
  %xor414.i = xor i32 %xor413.i, %add393.i
  %add415.i = add i32 %add381.i, 1839030562
  %add416.i = add i32 %add415.i, %xor414.i
  %or421.i = tail call i32 @llvm.fshl.i32(i32 %add416.i, i32 %add416.i, i32 16)
  %add422.i = add i32 %or421.i, %add412.i
  %xor424.i = xor i32 %xor413.i, %add422.i
  %add426.i = add i32 %add425.i, %add393.i
  %add427.i = add i32 %add426.i, %xor424.i
  %or431.i = tail call i32 @llvm.fshl.i32(i32 %add427.i, i32 %add427.i, i32 23)
  %add432.i = add i32 %or431.i, %add422.i
  %xor433.i = xor i32 %add422.i, %add412.i
  %xor434.i = xor i32 %xor433.i, %add432.i
  %add435.i = add i32 %W1.0.i, -1530992060
  %add436.i = add i32 %add435.i, %add402.i
  %add437.i = add i32 %add436.i, %xor434.i
  %or441.i = tail call i32 @llvm.fshl.i32(i32 %add437.i, i32 %add437.i, i32 4)
  %add442.i = add i32 %or441.i, %add432.i
  %xor443.i = xor i32 %add432.i, %add422.i
  %xor444.i = xor i32 %xor443.i, %add442.i
  %add445.i = add i32 %add412.i, 1272893353
  %add446.i = add i32 %add445.i, %xor444.i
  %or451.i = tail call i32 @llvm.fshl.i32(i32 %add446.i, i32 %add446.i, i32 11)
  %add452.i = add i32 %or451.i, %add442.i
  %xor453.i = xor i32 %add442.i, %add432.i
  %xor454.i = xor i32 %xor453.i, %add452.i
  %add455.i = add i32 %add422.i, -155497632
  %add456.i = add i32 %add455.i, %xor454.i
  %or461.i = tail call i32 @llvm.fshl.i32(i32 %add456.i, i32 %add456.i, i32 16)
  %add462.i = add i32 %or461.i, %add452.i
  %xor463.i = xor i32 %add452.i, %add442.i
  %xor464.i = xor i32 %xor463.i, %add462.i
  %add465.i = add i32 %add432.i, -1094730640
  %add466.i = add i32 %add465.i, %xor464.i
  %or471.i = tail call i32 @llvm.fshl.i32(i32 %add466.i, i32 %add466.i, i32 23)
  %add472.i = add i32 %or471.i, %add462.i
  %xor473.i = xor i32 %add462.i, %add452.i
  %xor474.i = xor i32 %xor473.i, %add472.i
  %add475.i = add i32 %add442.i, 681279174
  %add476.i = add i32 %add475.i, %xor474.i
  %or481.i = tail call i32 @llvm.fshl.i32(i32 %add476.i, i32 %add476.i, i32 4)
  %add482.i = add i32 %or481.i, %add472.i
  %xor483.i = xor i32 %add472.i, %add462.i
  %xor484.i = xor i32 %xor483.i, %add482.i
  %add485.i = add i32 %W0.0.i, -358537222
  %add486.i = add i32 %add485.i, %add452.i
  %add487.i = add i32 %add486.i, %xor484.i
  %or491.i = tail call i32 @llvm.fshl.i32(i32 %add487.i, i32 %add487.i, i32 11)
  %add492.i = add i32 %or491.i, %add482.i
  %xor493.i = xor i32 %add482.i, %add472.i
  %xor494.i = xor i32 %xor493.i, %add492.i
  %add495.i = add i32 %add462.i, -722521979
  %add496.i = add i32 %add495.i, %xor494.i
  %or501.i = tail call i32 @llvm.fshl.i32(i32 %add496.i, i32 %add496.i, i32 16)
  %add502.i = add i32 %or501.i, %add492.i
  %xor503.i = xor i32 %add492.i, %add482.i
  %xor504.i = xor i32 %xor503.i, %add502.i
  %add505.i = add i32 %add472.i, 76029189
  %add506.i = add i32 %add505.i, %xor504.i
  %or511.i = tail call i32 @llvm.fshl.i32(i32 %add506.i, i32 %add506.i, i32 23)
  %add512.i = add i32 %or511.i, %add502.i
  %xor513.i = xor i32 %add502.i, %add492.i
  %xor514.i = xor i32 %xor513.i, %add512.i
  %add515.i = add i32 %add482.i, -640364487
  %add516.i = add i32 %add515.i, %xor514.i
  %or521.i = tail call i32 @llvm.fshl.i32(i32 %add516.i, i32 %add516.i, i32 4)
  %add522.i = add i32 %or521.i, %add512.i
  %xor523.i = xor i32 %add512.i, %add502.i
  %xor524.i = xor i32 %xor523.i, %add522.i
  %add525.i = add i32 %add492.i, -421815835
  %add526.i = add i32 %add525.i, %xor524.i
  %or531.i = tail call i32 @llvm.fshl.i32(i32 %add526.i, i32 %add526.i, i32 11)
  %add532.i = add i32 %or531.i, %add522.i
  %xor533.i = xor i32 %add522.i, %add512.i
  %xor534.i = xor i32 %xor533.i, %add532.i
  %add535.i = add i32 %add502.i, 530742520
  %add536.i = add i32 %add535.i, %xor534.i
  %or541.i = tail call i32 @llvm.fshl.i32(i32 %add536.i, i32 %add536.i, i32 16)
  %add542.i = add i32 %or541.i, %add532.i
  %xor543.i = xor i32 %add532.i, %add522.i
  %xor544.i = xor i32 %xor543.i, %add542.i
  %add545.i = add i32 %add512.i, -995338651
  %add546.i = add i32 %add545.i, %xor544.i
  %or551.i = tail call i32 @llvm.fshl.i32(i32 %add546.i, i32 %add546.i, i32 23)
  %add552.i = add i32 %or551.i, %add542.i
  %not553.i = xor i32 %add532.i, -1
  %or554.i = or i32 %add552.i, %not553.i
  %xor555.i = xor i32 %or554.i, %add542.i
  %add556.i = add i32 %W0.0.i, -198630844
  %add557.i = add i32 %add556.i, %add522.i
  %add558.i = add i32 %add557.i, %xor555.i
  %or562.i = tail call i32 @llvm.fshl.i32(i32 %add558.i, i32 %add558.i, i32 6)
  %add563.i = add i32 %or562.i, %add552.i
  %not564.i = xor i32 %add542.i, -1
  %or565.i = or i32 %add563.i, %not564.i
  %xor566.i = xor i32 %or565.i, %add552.i
  %add567.i = add i32 %add532.i, 1126891415
  %add568.i = add i32 %add567.i, %xor566.i
  %or573.i = tail call i32 @llvm.fshl.i32(i32 %add568.i, i32 %add568.i, i32 10)
  %add574.i = add i32 %or573.i, %add563.i
  %not575.i = xor i32 %add552.i, -1
  %or576.i = or i32 %add574.i, %not575.i
  %xor577.i = xor i32 %or576.i, %add563.i
  %add579.i = add i32 %add578.i, %add542.i
  %add580.i = add i32 %add579.i, %xor577.i
  %or584.i = tail call i32 @llvm.fshl.i32(i32 %add580.i, i32 %add580.i, i32 15)
  %add585.i = add i32 %or584.i, %add574.i
  %not586.i = xor i32 %add563.i, -1
  %or587.i = or i32 %add585.i, %not586.i
  %xor588.i = xor i32 %or587.i, %add574.i
  %add589.i = add i32 %add552.i, -57434055
  %add590.i = add i32 %add589.i, %xor588.i
  %or595.i = tail call i32 @llvm.fshl.i32(i32 %add590.i, i32 %add590.i, i32 21)
  %add596.i = add i32 %or595.i, %add585.i
  %not597.i = xor i32 %add574.i, -1
  %or598.i = or i32 %add596.i, %not597.i
  %xor599.i = xor i32 %or598.i, %add585.i
  %add600.i = add i32 %add563.i, 1700485571
  %add601.i = add i32 %add600.i, %xor599.i
  %or606.i = tail call i32 @llvm.fshl.i32(i32 %add601.i, i32 %add601.i, i32 6)
  %add607.i = add i32 %or606.i, %add596.i
  %not608.i = xor i32 %add585.i, -1
  %or609.i = or i32 %add607.i, %not608.i
  %xor610.i = xor i32 %or609.i, %add596.i
  %add611.i = add i32 %add574.i, -1894986606
  %add612.i = add i32 %add611.i, %xor610.i
  %or617.i = tail call i32 @llvm.fshl.i32(i32 %add612.i, i32 %add612.i, i32 10)
  %add618.i = add i32 %or617.i, %add607.i
  %not619.i = xor i32 %add596.i, -1
  %or620.i = or i32 %add618.i, %not619.i
  %xor621.i = xor i32 %or620.i, %add607.i
  %add622.i = add i32 %add585.i, -1051523
  %add623.i = add i32 %add622.i, %xor621.i
  %or628.i = tail call i32 @llvm.fshl.i32(i32 %add623.i, i32 %add623.i, i32 15)
  %add629.i = add i32 %or628.i, %add618.i
  %not630.i = xor i32 %add607.i, -1
  %or631.i = or i32 %add629.i, %not630.i
  %xor632.i = xor i32 %or631.i, %add618.i
  %add633.i = add i32 %W1.0.i, -2054922799
  %add634.i = add i32 %add633.i, %add596.i
  %add635.i = add i32 %add634.i, %xor632.i
  %or639.i = tail call i32 @llvm.fshl.i32(i32 %add635.i, i32 %add635.i, i32 21)
  %add640.i = add i32 %or639.i, %add629.i
  %not641.i = xor i32 %add618.i, -1
  %or642.i = or i32 %add640.i, %not641.i
  %xor643.i = xor i32 %or642.i, %add629.i
  %add644.i = add i32 %add607.i, 1873313359
  %add645.i = add i32 %add644.i, %xor643.i
  %or650.i = tail call i32 @llvm.fshl.i32(i32 %add645.i, i32 %add645.i, i32 6)
  %add651.i = add i32 %or650.i, %add640.i
  %not652.i = xor i32 %add629.i, -1
  %or653.i = or i32 %add651.i, %not652.i
  %xor654.i = xor i32 %or653.i, %add640.i
  %add655.i = add i32 %add618.i, -30611744
  %add656.i = add i32 %add655.i, %xor654.i
  %or661.i = tail call i32 @llvm.fshl.i32(i32 %add656.i, i32 %add656.i, i32 10)
  %add662.i = add i32 %or661.i, %add651.i
  %not663.i = xor i32 %add640.i, -1
  %or664.i = or i32 %add662.i, %not663.i
  %xor665.i = xor i32 %or664.i, %add651.i
  %add666.i = add i32 %add629.i, -1560198380
  %add667.i = add i32 %add666.i, %xor665.i
  %or672.i = tail call i32 @llvm.fshl.i32(i32 %add667.i, i32 %add667.i, i32 15)
  %add673.i = add i32 %or672.i, %add662.i
  %not674.i = xor i32 %add651.i, -1
  %or675.i = or i32 %add673.i, %not674.i
  %xor676.i = xor i32 %or675.i, %add662.i
  %add677.i = add i32 %add640.i, 1309151649
  %add678.i = add i32 %add677.i, %xor676.i
  %or683.i = tail call i32 @llvm.fshl.i32(i32 %add678.i, i32 %add678.i, i32 21)
  %add684.i = add i32 %or683.i, %add673.i
  %not685.i = xor i32 %add662.i, -1
  %or686.i = or i32 %add684.i, %not685.i
  %xor687.i = xor i32 %or686.i, %add673.i
  %add688.i = add i32 %add651.i, -145523070
  %add689.i = add i32 %add688.i, %xor687.i
  %or694.i = tail call i32 @llvm.fshl.i32(i32 %add689.i, i32 %add689.i, i32 6)
  %add695.i = add i32 %or694.i, %add684.i
  %not696.i = xor i32 %add673.i, -1
  %or697.i = or i32 %add695.i, %not696.i
  %xor698.i = xor i32 %or697.i, %add684.i
  %add699.i = add i32 %add662.i, -1120210379
  %add700.i = add i32 %add699.i, %xor698.i
  %or705.i = tail call i32 @llvm.fshl.i32(i32 %add700.i, i32 %add700.i, i32 10)
  %add706.i = add i32 %or705.i, %add695.i
  %not707.i = xor i32 %add684.i, -1
  %or708.i = or i32 %add706.i, %not707.i
  %xor709.i = xor i32 %or708.i, %add695.i
  %add710.i = add i32 %add673.i, 718787259
  %add711.i = add i32 %add710.i, %xor709.i
  %or716.i = tail call i32 @llvm.fshl.i32(i32 %add711.i, i32 %add711.i, i32 15)
  %add717.i = add i32 %or716.i, %add706.i
  %not718.i = xor i32 %add695.i, -1
  %or719.i = or i32 %add717.i, %not718.i
  %xor720.i = xor i32 %or719.i, %add706.i
  %add721.i = add i32 %add684.i, -343485551
  %add722.i = add i32 %add721.i, %xor720.i
  %or727.i = tail call i32 @llvm.fshl.i32(i32 %add722.i, i32 %add722.i, i32 21)
  %add729.i = add i32 %add695.i, 1732584193
  %add728.i = add i32 %add717.i, -271733879
  %add730.i = add i32 %add728.i, %or727.i
  %add731.i = add i32 %add717.i, -1732584194
  %add732.i = add i32 %add706.i, 271733878
  %cmp8 = icmp eq i32 %add729.i, %searchDigest0
  %cmp10 = icmp eq i32 %add730.i, %searchDigest1
  %or.cond = select i1 %cmp8, i1 %cmp10, i1 false
  %cmp13 = icmp eq i32 %add731.i, %searchDigest2
  %or.cond69 = select i1 %or.cond, i1 %cmp13, i1 false
  %cmp16 = icmp eq i32 %add732.i, %searchDigest3
  %or.cond70 = select i1 %or.cond69, i1 %cmp16, i1 false
  br i1 %or.cond70, label %if.then, label %if.end

if.then:                                          ; preds = %_Z10md5_2wordsPjjS_.exit
  store i32 %add4, ptr %foundIndex, align 4, !tbaa !4
  store i8 %key.sroa.0.sroa.0.072, ptr %foundKey, align 1, !tbaa !10
  store <4 x i8> %11, ptr %arrayidx21, align 1, !tbaa !10
  store i8 %conv18.i, ptr %arrayidx29, align 1, !tbaa !10
  store i8 %conv22.i, ptr %arrayidx31, align 1, !tbaa !10
  store i8 %conv26.i, ptr %arrayidx33, align 1, !tbaa !10
  store i32 %searchDigest0, ptr %foundDigest, align 4, !tbaa !4
  store i32 %searchDigest1, ptr %arrayidx37, align 4, !tbaa !4
  store i32 %searchDigest2, ptr %arrayidx39, align 4, !tbaa !4
  store i32 %searchDigest3, ptr %arrayidx41, align 4, !tbaa !4
  br label %if.end

if.end:                                           ; preds = %if.then, %_Z10md5_2wordsPjjS_.exit
  %inc = add i8 %key.sroa.0.sroa.0.072, 1
  %inc43 = add nuw nsw i32 %j.073, 1
  %exitcond.not = icmp eq i32 %inc43, %valsPerByte
  br i1 %exitcond.not, label %for.cond.cleanup, label %land.rhs, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!6, !6, i64 0}
!11 = distinct !{!11, !9}
