// Origin: cavazos-lab/PolyBench-ACC (PolyBench/GPU 1.0, CUDA), CUDA/stencils/fdtd-2d/fdtd2d.cu and CUDA/stencils/fdtd-2d/fdtd2d.cuh,
// commit 70ea4ca9047dc4ec9c3ca79b4c91b3b2cc1510e7.
// Licence: BSD-3-Clause (University of Delaware), with the PolyBench/C licence of Ohio State
// University it derives from; both texts are in LICENSE in this folder.
// The kernels are copied as published, in source order; host code is left out.
// Changes (none to kernel code):
//  - the dataset-size macros are #defined to one small size (TMAX=6, NX=60, NY=70) in place of the
//    fdtd2d.cuh presets (MINI..EXTRALARGE_DATASET);
//  - POLYBENCH_LOOP_BOUND is copied from CUDA/utilities/polybench.h (its default branch:
//    parametric loop bounds); the _PB_* macros and DATA_TYPE come from fdtd2d.cuh;
//  - the includes (stdio, polybench.h, polybenchUtilFuncts.h, cuda.h) are dropped.

#define TMAX 6
#define NX 60
#define NY 70

/* CUDA/utilities/polybench.h */
# define POLYBENCH_LOOP_BOUND(x,y) y

/* fdtd2d.cuh */
# define _PB_TMAX POLYBENCH_LOOP_BOUND(TMAX,tmax)
# define _PB_NX POLYBENCH_LOOP_BOUND(NX,nx)
# define _PB_NY POLYBENCH_LOOP_BOUND(NY,ny)

# ifndef DATA_TYPE
#  define DATA_TYPE float
# endif

__global__ void fdtd_step1_kernel(int nx, int ny, DATA_TYPE* _fict_, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < _PB_NX) && (j < _PB_NY))
	{
		if (i == 0) 
		{
			ey[i * NY + j] = _fict_[t];
		}
		else
		{ 
			ey[i * NY + j] = ey[i * NY + j] - 0.5f*(hz[i * NY + j] - hz[(i-1) * NY + j]);
		}
	}
}

__global__ void fdtd_step2_kernel(int nx, int ny, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;
	
	if ((i < _PB_NX) && (j < _PB_NY) && (j > 0))
	{
		ex[i * NY + j] = ex[i * NY + j] - 0.5f*(hz[i * NY + j] - hz[i * NY + (j-1)]);
	}
}

__global__ void fdtd_step3_kernel(int nx, int ny, DATA_TYPE *ex, DATA_TYPE *ey, DATA_TYPE *hz, int t)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;
	
	if ((i < (_PB_NX-1)) && (j < (_PB_NY-1)))
	{	
		hz[i * NY + j] = hz[i * NY + j] - 0.7f*(ex[i * NY + (j+1)] - ex[i * NY + j] + ey[(i + 1) * NY + j] - ey[i * NY + j]);
	}
}
