; ModuleID = 'io.cu'
source_filename = "io.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, double, double, i64, i32, ptr, i32 }

@.str = private unnamed_addr constant [51 x i8] c"thread %d: x=%.3f scaled=%g big=%lld c=%c %s|%5d|\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [10 x i8] c"x[i] >= 0\00", align 1
@.str4 = private unnamed_addr constant [6 x i8] c"io.cu\00", align 1
@__func__.check = private unnamed_addr constant [6 x i8] c"check\00", align 1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @report(ptr noundef readonly captures(none) %x, i32 noundef %n, double noundef %scale, i64 noundef %big) local_unnamed_addr #0 {
entry:
  %tmp = alloca %printf_args, align 8
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %x, i64 %idxprom
  %3 = load float, ptr %arrayidx, align 4, !tbaa !8
  %conv = fpext contract float %3 to double
  %mul6 = fmul contract double %scale, %conv
  %add8 = add nsw i64 %big, %idxprom
  %add9 = add nsw i32 %add, 97
  %4 = and i32 %add, 1
  %tobool.not = icmp eq i32 %4, 0
  %cond = select i1 %tobool.not, ptr @.str2, ptr @.str1
  %sub = sub nsw i32 0, %add
  store i32 %add, ptr %tmp, align 8
  %5 = getelementptr inbounds nuw i8, ptr %tmp, i64 8
  store double %conv, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %tmp, i64 16
  store double %mul6, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %tmp, i64 24
  store i64 %add8, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %tmp, i64 32
  store i32 %add9, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %tmp, i64 40
  store ptr %cond, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %tmp, i64 48
  store i32 %sub, ptr %10, align 8
  %11 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %tmp) #6
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @check(ptr noundef readonly captures(none) %x, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp = icmp slt i32 %add, %n
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %x, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %cmp3 = icmp sgt i32 %3, -1
  br i1 %cmp3, label %if.end, label %cond.false

cond.false:                                       ; preds = %if.then
  tail call void @__assertfail(ptr noundef nonnull @.str3, ptr noundef nonnull @.str4, i32 noundef 20, ptr noundef nonnull @__func__.check, i64 noundef 1) #7
  br label %if.end

if.end:                                           ; preds = %cond.false, %if.then, %entry
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: write)
define dso_local ptx_kernel void @stop(ptr noundef writeonly captures(none) %out, i32 noundef %when) local_unnamed_addr #3 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext nneg i32 %0 to i64
  %arrayidx = getelementptr inbounds nuw i32, ptr %out, i64 %idxprom
  store i32 1, ptr %arrayidx, align 4, !tbaa !4
  %cmp = icmp eq i32 %0, %when
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @llvm.trap()
  unreachable

if.end:                                           ; preds = %entry
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #3 = { mustprogress noinline norecurse nounwind memory(argmem: write, inaccessiblemem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
