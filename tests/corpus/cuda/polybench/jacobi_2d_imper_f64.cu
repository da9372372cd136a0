// Origin: cavazos-lab/PolyBench-ACC (PolyBench/GPU 1.0, CUDA), CUDA/stencils/jacobi-2d-imper/jacobi2D.cu and CUDA/stencils/jacobi-2d-imper/jacobi2D.cuh,
// commit 70ea4ca9047dc4ec9c3ca79b4c91b3b2cc1510e7.
// Licence: BSD-3-Clause (University of Delaware), with the PolyBench/C licence of Ohio State
// University it derives from; both texts are in LICENSE in this folder.
// The kernels are copied as published, in source order; host code is left out.
// Changes (none to kernel code):
//  - the dataset-size macros are #defined to one small size (TSTEPS=6, N=90) in place of the
//    jacobi2D.cuh presets (MINI..EXTRALARGE_DATASET);
//  - POLYBENCH_LOOP_BOUND is copied from CUDA/utilities/polybench.h (its default branch:
//    parametric loop bounds); the _PB_* macros and DATA_TYPE come from jacobi2D.cuh;
//  - DATA_TYPE is #defined to double before the .cuh default (as -DDATA_TYPE=double does);
//  - the includes (stdio, polybench.h, polybenchUtilFuncts.h, cuda.h) are dropped.

#define TSTEPS 6
#define N 90

/* CUDA/utilities/polybench.h */
# define POLYBENCH_LOOP_BOUND(x,y) y

/* jacobi2D.cuh */
# define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS,tsteps)
# define _PB_N POLYBENCH_LOOP_BOUND(N,n)

#define DATA_TYPE double

# ifndef DATA_TYPE
#  define DATA_TYPE float
# endif

__global__ void runJacobiCUDA_kernel1(int n, DATA_TYPE* A, DATA_TYPE* B)
{
	int i = blockIdx.y * blockDim.y + threadIdx.y;
	int j = blockIdx.x * blockDim.x + threadIdx.x;

	if ((i >= 1) && (i < (_PB_N-1)) && (j >= 1) && (j < (_PB_N-1)))
	{
		B[i*N + j] = 0.2f * (A[i*N + j] + A[i*N + (j-1)] + A[i*N + (1 + j)] + A[(1 + i)*N + j] + A[(i-1)*N + j]);	
	}
}

__global__ void runJacobiCUDA_kernel2(int n, DATA_TYPE* A, DATA_TYPE* B)
{
	int i = blockIdx.y * blockDim.y + threadIdx.y;
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	
	if ((i >= 1) && (i < (_PB_N-1)) && (j >= 1) && (j < (_PB_N-1)))
	{
		A[i*N + j] = B[i*N + j];
	}
}
