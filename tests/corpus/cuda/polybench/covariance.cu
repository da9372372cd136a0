// Origin: cavazos-lab/PolyBench-ACC (PolyBench/GPU 1.0, CUDA), CUDA/datamining/covariance/covariance.cu and CUDA/datamining/covariance/covariance.cuh,
// commit 70ea4ca9047dc4ec9c3ca79b4c91b3b2cc1510e7.
// Licence: BSD-3-Clause (University of Delaware), with the PolyBench/C licence of Ohio State
// University it derives from; both texts are in LICENSE in this folder.
// The kernels are copied as published, in source order; host code is left out.
// Changes (none to kernel code):
//  - the dataset-size macros are #defined to one small size (M=264, N=32) in place of the
//    covariance.cuh presets (MINI..EXTRALARGE_DATASET);
//  - POLYBENCH_LOOP_BOUND is copied from CUDA/utilities/polybench.h (its default branch:
//    parametric loop bounds); the _PB_* macros and DATA_TYPE come from covariance.cuh, FLOAT_N from covariance.cu;
//  - the includes (stdio, polybench.h, polybenchUtilFuncts.h, cuda.h) are dropped.

#define M 264
#define N 32

/* CUDA/utilities/polybench.h */
# define POLYBENCH_LOOP_BOUND(x,y) y

/* covariance.cuh */
# define _PB_M POLYBENCH_LOOP_BOUND(M,m)
# define _PB_N POLYBENCH_LOOP_BOUND(N,n)

# ifndef DATA_TYPE
#  define DATA_TYPE float
# endif

/* covariance.cu */
#define FLOAT_N 3214212.01

__global__ void mean_kernel(int m, int n, DATA_TYPE *mean, DATA_TYPE *data)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;

	if (j < _PB_M)
	{
		mean[j] = 0.0;

		int i;
		for(i = 0; i < _PB_N; i++)
		{
			mean[j] += data[i * M + j];
		}
		mean[j] /= (DATA_TYPE)FLOAT_N;
	}
}

__global__ void reduce_kernel(int m, int n, DATA_TYPE *mean, DATA_TYPE *data)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;
		
	if ((i < _PB_N) && (j < _PB_M))
	{
		data[i * M + j] -= mean[j];	
	}
}

__global__ void covar_kernel(int m, int n, DATA_TYPE *symmat, DATA_TYPE *data)
{
	int j1 = blockIdx.x * blockDim.x + threadIdx.x;
	int i, j2;

	if (j1 < _PB_M)
	{
		for (j2 = j1; j2 < _PB_M; j2++)
		{		
			symmat[j1*M + j2] = 0.0;
			for(i = 0; i < _PB_N; i++)
			{
				symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
			}
			symmat[j2 * M + j1] = symmat[j1 * M + j2];
		}
	}
}
