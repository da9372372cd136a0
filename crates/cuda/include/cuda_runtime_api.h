/* cuda_runtime_api.h: gpujit's built-in subset: the CUDA runtime's types
 * that device code and templates name (cudaError_t, cudaStream_t,
 * cudaEvent_t, cudaTextureObject_t, cudaSurfaceObject_t, cudaMemcpyKind,
 * cudaDeviceProp), and the host functions a program's host code commonly
 * calls, declared only: a device compile parses host code and leaves it out,
 * so declarations are all it needs. Written for gpujit; it is not NVIDIA's
 * header. */
#ifndef __GPUJIT_CUDA_RUNTIME_API_H__
#define __GPUJIT_CUDA_RUNTIME_API_H__
#include <stddef.h>
#ifndef CUDART_VERSION
#define CUDART_VERSION 12090
#endif
typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidDevice = 101,
  cudaErrorNoDevice = 100,
  cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720,
  cudaErrorNotSupported = 801,
  cudaErrorNotReady = 600,
  cudaErrorIllegalState = 401,
  cudaErrorStreamCaptureUnsupported = 900,
  cudaErrorStreamCaptureInvalidated = 901,
  cudaErrorStreamCaptureUnmatched = 903,
  cudaErrorStreamCaptureUnjoined = 904,
  cudaErrorGraphExecUpdateFailure = 910,
  cudaErrorUnknown = 999
} cudaError_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
struct cudaPitchedPtr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
};
struct cudaExtent {
  size_t width;
  size_t height;
  size_t depth;
};
struct cudaPos {
  size_t x;
  size_t y;
  size_t z;
};
typedef struct cudaArray *cudaArray_t;
struct cudaMemcpy3DParms {
  cudaArray_t srcArray;
  struct cudaPos srcPos;
  struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray;
  struct cudaPos dstPos;
  struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent;
  enum cudaMemcpyKind kind;
};
static inline struct cudaPitchedPtr make_cudaPitchedPtr(void *__d, size_t __p, size_t __xsz,
                                                        size_t __ysz) {
  struct cudaPitchedPtr __s = {__d, __p, __xsz, __ysz};
  return __s;
}
static inline struct cudaExtent make_cudaExtent(size_t __w, size_t __h, size_t __d) {
  struct cudaExtent __e = {__w, __h, __d};
  return __e;
}
static inline struct cudaPos make_cudaPos(size_t __x, size_t __y, size_t __z) {
  struct cudaPos __p = {__x, __y, __z};
  return __p;
}
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrCooperativeLaunch = 95
};
enum cudaLaunchAttributeID {
  cudaLaunchAttributeIgnore = 0,
  cudaLaunchAttributeCooperative = 2,
  cudaLaunchAttributeClusterDimension = 4,
  cudaLaunchAttributeProgrammaticStreamSerialization = 6,
  cudaLaunchAttributePriority = 8
};
typedef union cudaLaunchAttributeValue {
  char pad[64];
  int cooperative;
  int priority;
  int programmaticStreamSerializationAllowed;
  struct {
    unsigned int x, y, z;
  } clusterDim;
} cudaLaunchAttributeValue;
typedef enum cudaLaunchAttributeID cudaKernelNodeAttrID;
typedef cudaLaunchAttributeValue cudaKernelNodeAttrValue;
#define cudaKernelNodeAttributeCooperative cudaLaunchAttributeCooperative
#define cudaKernelNodeAttributePriority cudaLaunchAttributePriority
typedef struct cudaLaunchAttribute_st {
  enum cudaLaunchAttributeID id;
  char pad[8 - sizeof(enum cudaLaunchAttributeID)];
  cudaLaunchAttributeValue val;
} cudaLaunchAttribute;
enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0,
  cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};
typedef struct CUgraphNode_st *cudaGraphNode_t;
enum cudaGraphNodeType {
  cudaGraphNodeTypeKernel = 0,
  cudaGraphNodeTypeMemcpy = 1,
  cudaGraphNodeTypeMemset = 2,
  cudaGraphNodeTypeHost = 3,
  cudaGraphNodeTypeGraph = 4,
  cudaGraphNodeTypeEmpty = 5,
  cudaGraphNodeTypeWaitEvent = 6,
  cudaGraphNodeTypeEventRecord = 7
};
struct cudaKernelNodeParams {
  void *func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};
struct cudaMemsetParams {
  void *dst;
  size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  size_t width;
  size_t height;
};
typedef void (*cudaHostFn_t)(void *__userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t __stream, cudaError_t __status,
                                     void *__userData);
struct cudaHostNodeParams {
  cudaHostFn_t fn;
  void *userData;
};
enum cudaGraphExecUpdateResult {
  cudaGraphExecUpdateSuccess = 0,
  cudaGraphExecUpdateError = 1,
  cudaGraphExecUpdateErrorTopologyChanged = 2,
  cudaGraphExecUpdateErrorNodeTypeChanged = 3,
  cudaGraphExecUpdateErrorFunctionChanged = 4,
  cudaGraphExecUpdateErrorParametersChanged = 5,
  cudaGraphExecUpdateErrorNotSupported = 6,
  cudaGraphExecUpdateErrorUnsupportedFunctionChange = 7,
  cudaGraphExecUpdateErrorAttributesChanged = 8
};
typedef struct cudaGraphExecUpdateResultInfo_st {
  enum cudaGraphExecUpdateResult result;
  cudaGraphNode_t errorNode;
  cudaGraphNode_t errorFromNode;
} cudaGraphExecUpdateResultInfo;
typedef struct cudaGraphEdgeData_st {
  unsigned char from_port;
  unsigned char to_port;
  unsigned char type;
  unsigned char reserved[5];
} cudaGraphEdgeData;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventRecordExternal 0x01
#define cudaEventWaitExternal 0x01
#define cudaMemAttachGlobal 0x01
/* What programs read from a device's properties; the fields a device
 * compile never looks at are left out. */
struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  int multiProcessorCount;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  size_t sharedMemPerBlockOptin;
  int concurrentKernels;
  int cooperativeLaunch;
  int managedMemory;
};

extern "C" {
cudaError_t cudaMalloc(void **__ptr, size_t __size);
cudaError_t cudaMallocManaged(void **__ptr, size_t __size, unsigned __flags = cudaMemAttachGlobal);
cudaError_t cudaMallocHost(void **__ptr, size_t __size);
cudaError_t cudaFree(void *__ptr);
cudaError_t cudaFreeHost(void *__ptr);
cudaError_t cudaMemcpy(void *__dst, const void *__src, size_t __count, enum cudaMemcpyKind __kind);
cudaError_t cudaMemcpyAsync(void *__dst, const void *__src, size_t __count,
                            enum cudaMemcpyKind __kind, cudaStream_t __stream = 0);
cudaError_t cudaMemset(void *__ptr, int __value, size_t __count);
cudaError_t cudaMemsetAsync(void *__ptr, int __value, size_t __count, cudaStream_t __stream = 0);
cudaError_t cudaMalloc3D(struct cudaPitchedPtr *__ptr, struct cudaExtent __extent);
cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *__p);
cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *__p, cudaStream_t __stream = 0);
cudaError_t cudaMemset2D(void *__ptr, size_t __pitch, int __value, size_t __width,
                         size_t __height);
cudaError_t cudaMemset2DAsync(void *__ptr, size_t __pitch, int __value, size_t __width,
                              size_t __height, cudaStream_t __stream = 0);
cudaError_t cudaMemset3D(struct cudaPitchedPtr __ptr, int __value, struct cudaExtent __extent);
cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr __ptr, int __value, struct cudaExtent __extent,
                              cudaStream_t __stream = 0);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t __error);
const char *cudaGetErrorName(cudaError_t __error);
cudaError_t cudaGetDevice(int *__device);
cudaError_t cudaSetDevice(int __device);
cudaError_t cudaGetDeviceCount(int *__count);
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *__prop, int __device);
cudaError_t cudaStreamCreate(cudaStream_t *__stream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *__stream, unsigned __flags);
cudaError_t cudaStreamDestroy(cudaStream_t __stream);
cudaError_t cudaStreamSynchronize(cudaStream_t __stream);
cudaError_t cudaEventCreate(cudaEvent_t *__event);
cudaError_t cudaEventRecord(cudaEvent_t __event, cudaStream_t __stream = 0);
cudaError_t cudaEventRecordWithFlags(cudaEvent_t __event, cudaStream_t __stream = 0,
                                     unsigned int __flags = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t __event);
cudaError_t cudaEventElapsedTime(float *__ms, cudaEvent_t __start, cudaEvent_t __end);
cudaError_t cudaEventDestroy(cudaEvent_t __event);
cudaError_t cudaFuncSetAttribute(const void *__func, enum cudaFuncAttribute __attr, int __value);
cudaError_t cudaDeviceGetAttribute(int *__value, enum cudaDeviceAttr __attr, int __device);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *__blocks, const void *__func,
                                                          int __block, size_t __shared);
cudaError_t cudaLaunchKernel(const void *__func, dim3 __grid, dim3 __block, void **__args,
                             size_t __shared = 0, cudaStream_t __stream = 0);
cudaError_t cudaLaunchCooperativeKernel(const void *__func, dim3 __grid, dim3 __block,
                                        void **__args, size_t __shared = 0,
                                        cudaStream_t __stream = 0);
typedef struct cudaLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  cudaStream_t stream;
  cudaLaunchAttribute *attrs;
  unsigned int numAttrs;
} cudaLaunchConfig_t;
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *__config, const void *__func,
                                void **__args);
cudaError_t cudaStreamBeginCapture(cudaStream_t __stream, enum cudaStreamCaptureMode __mode);
cudaError_t cudaStreamEndCapture(cudaStream_t __stream, cudaGraph_t *__graph);
cudaError_t cudaStreamIsCapturing(cudaStream_t __stream, enum cudaStreamCaptureStatus *__status);
#if CUDART_VERSION >= 13000
cudaError_t cudaStreamGetCaptureInfo(cudaStream_t __stream,
                                     enum cudaStreamCaptureStatus *__status,
                                     unsigned long long *__id = 0, cudaGraph_t *__graph = 0,
                                     const cudaGraphNode_t **__deps = 0,
                                     const cudaGraphEdgeData **__edges = 0,
                                     size_t *__count = 0);
#else
cudaError_t cudaStreamGetCaptureInfo(cudaStream_t __stream,
                                     enum cudaStreamCaptureStatus *__status,
                                     unsigned long long *__id = 0, cudaGraph_t *__graph = 0,
                                     const cudaGraphNode_t **__deps = 0, size_t *__count = 0);
#endif
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *__exec, cudaGraph_t __graph,
                                 unsigned long long __flags = 0);
cudaError_t cudaGraphLaunch(cudaGraphExec_t __exec, cudaStream_t __stream);
cudaError_t cudaGraphUpload(cudaGraphExec_t __exec, cudaStream_t __stream);
cudaError_t cudaGraphDestroy(cudaGraph_t __graph);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t __exec);
cudaError_t cudaGraphCreate(cudaGraph_t *__graph, unsigned int __flags);
cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                   const cudaGraphNode_t *__deps, size_t __count,
                                   const struct cudaKernelNodeParams *__params);
cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                     const cudaGraphNode_t *__deps, size_t __count, void *__dst,
                                     const void *__src, size_t __bytes, enum cudaMemcpyKind __kind);
cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                   const cudaGraphNode_t *__deps, size_t __count,
                                   const struct cudaMemsetParams *__params);
cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                  const cudaGraphNode_t *__deps, size_t __count);
cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                   const cudaGraphNode_t *__deps, size_t __count,
                                   const struct cudaMemcpy3DParms *__params);
cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                       const cudaGraphNode_t *__deps, size_t __count,
                                       cudaGraph_t __child);
cudaError_t cudaGraphClone(cudaGraph_t *__clone, cudaGraph_t __original);
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t __exec, cudaGraph_t __graph,
                                cudaGraphExecUpdateResultInfo *__info);
cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                 const cudaGraphNode_t *__deps, size_t __count,
                                 const struct cudaHostNodeParams *__params);
cudaError_t cudaLaunchHostFunc(cudaStream_t __stream, cudaHostFn_t __fn, void *__userData);
cudaError_t cudaStreamAddCallback(cudaStream_t __stream, cudaStreamCallback_t __callback,
                                  void *__userData, unsigned int __flags);
#if CUDART_VERSION >= 13000
cudaError_t cudaGraphAddDependencies(cudaGraph_t __graph, const cudaGraphNode_t *__from,
                                     const cudaGraphNode_t *__to,
                                     const cudaGraphEdgeData *__edges, size_t __count);
#else
cudaError_t cudaGraphAddDependencies(cudaGraph_t __graph, const cudaGraphNode_t *__from,
                                     const cudaGraphNode_t *__to, size_t __count);
#endif
cudaError_t cudaGraphAddDependencies_v2(cudaGraph_t __graph, const cudaGraphNode_t *__from,
                                        const cudaGraphNode_t *__to,
                                        const cudaGraphEdgeData *__edges, size_t __count);
cudaError_t cudaGraphGetNodes(cudaGraph_t __graph, cudaGraphNode_t *__nodes, size_t *__count);
#if CUDART_VERSION >= 13000
cudaError_t cudaGraphGetEdges(cudaGraph_t __graph, cudaGraphNode_t *__from, cudaGraphNode_t *__to,
                              cudaGraphEdgeData *__edges, size_t *__count);
cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t __node, cudaGraphNode_t *__deps,
                                         cudaGraphEdgeData *__edges, size_t *__count);
cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t __node, cudaGraphNode_t *__nodes,
                                           cudaGraphEdgeData *__edges, size_t *__count);
#else
cudaError_t cudaGraphGetEdges(cudaGraph_t __graph, cudaGraphNode_t *__from, cudaGraphNode_t *__to,
                              size_t *__count);
cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t __node, cudaGraphNode_t *__deps,
                                         size_t *__count);
cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t __node, cudaGraphNode_t *__nodes,
                                           size_t *__count);
#endif
cudaError_t cudaGraphGetEdges_v2(cudaGraph_t __graph, cudaGraphNode_t *__from,
                                 cudaGraphNode_t *__to, cudaGraphEdgeData *__edges,
                                 size_t *__count);
cudaError_t cudaGraphNodeGetDependencies_v2(cudaGraphNode_t __node, cudaGraphNode_t *__deps,
                                            cudaGraphEdgeData *__edges, size_t *__count);
cudaError_t cudaGraphNodeGetDependentNodes_v2(cudaGraphNode_t __node, cudaGraphNode_t *__nodes,
                                              cudaGraphEdgeData *__edges, size_t *__count);
cudaError_t cudaGraphNodeGetType(cudaGraphNode_t __node, enum cudaGraphNodeType *__type);
cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                        const cudaGraphNode_t *__deps, size_t __count,
                                        cudaEvent_t __event);
cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *__node, cudaGraph_t __graph,
                                      const cudaGraphNode_t *__deps, size_t __count,
                                      cudaEvent_t __event);
cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t __node, cudaEvent_t *__event);
cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t __node, cudaEvent_t *__event);
cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t __node,
                                         const struct cudaKernelNodeParams *__params);
cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t __exec, cudaGraphNode_t __node,
                                             const struct cudaKernelNodeParams *__params);
cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t __node, cudaKernelNodeAttrID __attr,
                                            const cudaKernelNodeAttrValue *__value);
cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t __node, cudaKernelNodeAttrID __attr,
                                            cudaKernelNodeAttrValue *__value);
cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t __dst, cudaGraphNode_t __src);
cudaError_t cudaMemcpyToSymbol(const void *__symbol, const void *__src, size_t __count,
                               size_t __offset = 0,
                               enum cudaMemcpyKind __kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *__dst, const void *__symbol, size_t __count,
                                 size_t __offset = 0,
                                 enum cudaMemcpyKind __kind = cudaMemcpyDeviceToHost);
}

/* The typed forms C++ programs call (`cudaMalloc(&d_x, bytes)` with a
 * `float **`, a symbol by reference, a kernel by pointer). */
template <class __T> inline cudaError_t cudaMalloc(__T **__ptr, size_t __size) {
  return ::cudaMalloc((void **)__ptr, __size);
}
template <class __T>
inline cudaError_t cudaMallocManaged(__T **__ptr, size_t __size,
                                     unsigned __flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)__ptr, __size, __flags);
}
template <class __T> inline cudaError_t cudaMallocHost(__T **__ptr, size_t __size) {
  return ::cudaMallocHost((void **)__ptr, __size);
}
template <class __T>
inline cudaError_t cudaMemcpyToSymbol(const __T &__symbol, const void *__src, size_t __count,
                                      size_t __offset = 0,
                                      enum cudaMemcpyKind __kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&__symbol, __src, __count, __offset, __kind);
}
template <class __T>
inline cudaError_t cudaMemcpyFromSymbol(void *__dst, const __T &__symbol, size_t __count,
                                        size_t __offset = 0,
                                        enum cudaMemcpyKind __kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(__dst, (const void *)&__symbol, __count, __offset, __kind);
}
template <class __T>
inline cudaError_t cudaFuncSetAttribute(__T *__func, enum cudaFuncAttribute __attr, int __value) {
  return ::cudaFuncSetAttribute((const void *)__func, __attr, __value);
}
template <class __T>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *__blocks, __T __func,
                                                                 int __block, size_t __shared) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(__blocks, (const void *)__func, __block,
                                                         __shared);
}
template <class __T>
inline cudaError_t cudaLaunchCooperativeKernel(__T *__func, dim3 __grid, dim3 __block,
                                               void **__args, size_t __shared = 0,
                                               cudaStream_t __stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)__func, __grid, __block, __args, __shared,
                                       __stream);
}
/* cudaLaunchKernelEx(&config, kernel, arguments...): each argument converted
 * to its parameter's type, then passed by address. */
template <class... __P>
inline cudaError_t __gj_launch_ex(const cudaLaunchConfig_t *__config, void (*__kernel)(__P...),
                                  __P... __args) {
  void *__ptrs[sizeof...(__P) > 0 ? sizeof...(__P) : 1] = {(void *)&__args...};
  return ::cudaLaunchKernelExC(__config, (const void *)__kernel, __ptrs);
}
template <class... __P, class... __A>
inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *__config,
                                      void (*__kernel)(__P...), __A &&...__args) {
  return __gj_launch_ex<__P...>(__config, __kernel, static_cast<__P>(__args)...);
}
#endif
