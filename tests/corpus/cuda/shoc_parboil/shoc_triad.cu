// Origin: vetter/shoc, src/cuda/level1/triad/Triad.cu (lines 35-59), commit 0aea03beba2f09fcb5935cc11737372fe4de9ec0
// (SHOC licence, BSD-3-Clause style, see LICENSE-shoc in this folder). The kernel copied as
// published; host code left out. No changes.
// ****************************************************************************
// Function: triad
//
// Purpose:
//   A simple vector addition kernel
//   C = A + s*B
//
// Arguments:
//   A,B - input vectors
//   C - output vectors
//   s - scalar
//
// Returns:  nothing
//
// Programmer: Kyle Spafford
// Creation: December 15, 2009
//
// Modifications:
//
// ****************************************************************************
__global__ void triad(float* A, float* B, float* C, float s)
{
    int gid = threadIdx.x + (blockIdx.x * blockDim.x);
    C[gid] = A[gid] + s*B[gid];
}
