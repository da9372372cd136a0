; ModuleID = 'rodinia/nn.cu'
source_filename = "rodinia/nn.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.latLong = type { float, float }

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6euclidP7latLongPfiff(ptr noundef readonly captures(none) %d_locations, ptr noundef writeonly captures(none) %d_distances, i32 noundef %numRecords, float noundef %lat, float noundef %lng) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = mul i32 %1, %2
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %add = add i32 %mul, %3
  %mul4 = mul i32 %add, %0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add6 = add i32 %mul4, %4
  %cmp = icmp slt i32 %add6, %numRecords
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %idx.ext = sext i32 %add6 to i64
  %add.ptr = getelementptr inbounds %struct.latLong, ptr %d_locations, i64 %idx.ext
  %add.ptr8 = getelementptr inbounds float, ptr %d_distances, i64 %idx.ext
  %5 = load float, ptr %add.ptr, align 4, !tbaa !8
  %sub = fsub contract float %lat, %5
  %mul12 = fmul contract float %sub, %sub
  %lng13 = getelementptr inbounds nuw i8, ptr %add.ptr, i64 4
  %6 = load float, ptr %lng13, align 4, !tbaa !11
  %sub14 = fsub contract float %lng, %6
  %mul17 = fmul contract float %sub14, %sub14
  %add18 = fadd contract float %mul12, %mul17
  %call.i27 = tail call contract noundef float @__nv_sqrtf(float noundef %add18) #3
  store float %call.i27, ptr %add.ptr8, align 4, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS7latLong", !10, i64 0, !10, i64 4}
!10 = !{!"float", !6, i64 0}
!11 = !{!9, !10, i64 4}
!12 = !{!10, !10, i64 0}
