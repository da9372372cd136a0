// Origin: cavazos-lab/PolyBench-ACC (PolyBench/GPU 1.0, CUDA), CUDA/linear-algebra/kernels/mvt/mvt.cu and CUDA/linear-algebra/kernels/mvt/mvt.cuh,
// commit 70ea4ca9047dc4ec9c3ca79b4c91b3b2cc1510e7.
// Licence: BSD-3-Clause (University of Delaware), with the PolyBench/C licence of Ohio State
// University it derives from; both texts are in LICENSE in this folder.
// The kernels are copied as published, in source order; host code is left out.
// Changes (none to kernel code):
//  - the dataset-size macros are #defined to one small size (N=300) in place of the
//    mvt.cuh presets (MINI..EXTRALARGE_DATASET);
//  - POLYBENCH_LOOP_BOUND is copied from CUDA/utilities/polybench.h (its default branch:
//    parametric loop bounds); the _PB_* macros and DATA_TYPE come from mvt.cuh;
//  - the includes (stdio, polybench.h, polybenchUtilFuncts.h, cuda.h) are dropped.

#define N 300

/* CUDA/utilities/polybench.h */
# define POLYBENCH_LOOP_BOUND(x,y) y

/* mvt.cuh */
# define _PB_N POLYBENCH_LOOP_BOUND(N,n)

# ifndef DATA_TYPE
#  define DATA_TYPE float
# endif

__global__ void mvt_kernel1(int n, DATA_TYPE *a, DATA_TYPE *x1, DATA_TYPE *y_1)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < _PB_N)
	{
		int j;
		for(j=0; j < _PB_N; j++)
		{
			x1[i] += a[i * N + j] * y_1[j];
		}
	}
}

__global__ void mvt_kernel2(int n, DATA_TYPE *a, DATA_TYPE *x2, DATA_TYPE *y_2)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < _PB_N)
	{
		int j;
		for(j=0; j < _PB_N; j++)
		{
			x2[i] += a[j * N + i] * y_2[j];	
		}
	}
}
