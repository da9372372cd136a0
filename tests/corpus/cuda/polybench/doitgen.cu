// Origin: cavazos-lab/PolyBench-ACC (PolyBench/GPU 1.0, CUDA), CUDA/linear-algebra/kernels/doitgen/doitgen.cu and CUDA/linear-algebra/kernels/doitgen/doitgen.cuh,
// commit 70ea4ca9047dc4ec9c3ca79b4c91b3b2cc1510e7.
// Licence: BSD-3-Clause (University of Delaware), with the PolyBench/C licence of Ohio State
// University it derives from; both texts are in LICENSE in this folder.
// The kernels are copied as published, in source order; host code is left out.
// Changes (none to kernel code):
//  - the dataset-size macros are #defined to one small size (NQ=12, NR=12, NP=40) in place of the
//    doitgen.cuh presets (MINI..EXTRALARGE_DATASET);
//  - POLYBENCH_LOOP_BOUND is copied from CUDA/utilities/polybench.h (its default branch:
//    parametric loop bounds); the _PB_* macros and DATA_TYPE come from doitgen.cuh;
//  - the includes (stdio, polybench.h, polybenchUtilFuncts.h, cuda.h) are dropped.

#define NQ 12
#define NR 12
#define NP 40

/* CUDA/utilities/polybench.h */
# define POLYBENCH_LOOP_BOUND(x,y) y

/* doitgen.cuh */
# define _PB_NQ POLYBENCH_LOOP_BOUND(NQ,nq)
# define _PB_NR POLYBENCH_LOOP_BOUND(NR,nr)
# define _PB_NP POLYBENCH_LOOP_BOUND(NP,np)

# ifndef DATA_TYPE
#  define DATA_TYPE float
# endif

__global__ void doitgen_kernel1(int nr, int nq, int np, DATA_TYPE *sum, DATA_TYPE *A, DATA_TYPE *C4, int r)
{
	int p = blockIdx.x * blockDim.x + threadIdx.x;
	int q = blockIdx.y * blockDim.y + threadIdx.y;

	if ((p < np) && (q < nq))
	{
		sum[r * (nq * np) + q * np + p] = (DATA_TYPE)0.0;
	
		for (int s = 0; s < np; s++)
		{
			sum[r * (nq * np) + q * np + p] = sum[r * (nq * np) + q * np + p] + A[r * (nq * np) + q * np + s] * C4[s * np + p];
		}
	}
}

__global__ void doitgen_kernel2(int nr, int nq, int np, DATA_TYPE *sum, DATA_TYPE *A, DATA_TYPE *C4, int r)
{
	int p = blockIdx.x * blockDim.x + threadIdx.x;
	int q = blockIdx.y * blockDim.y + threadIdx.y;

	if ((p < np) && (q < nq))
	{
		A[r * (nq * np) + q * np + p] = sum[r * (nq * np) + q * np + p];
	}
}
