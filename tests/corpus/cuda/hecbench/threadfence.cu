// Origin: zjin-lcf/HeCBench, src/threadfence-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code.

__global__ void sum (
    const float*__restrict__ array,
    const int N,
    unsigned int *__restrict__ count,
    volatile float*__restrict__ result)
{
  __shared__ bool isLastBlockDone;
  __shared__ float partialSum;

  // Each block sums a subset of the input array.
  unsigned int bid = blockIdx.x;
  unsigned int num_blocks = gridDim.x;
  unsigned int block_size = blockDim.x;
  unsigned int lid = threadIdx.x;
  unsigned int gid = bid * block_size + lid;

  if (lid == 0) partialSum = 0;
  __syncthreads();

  if (gid < N)
    atomicAdd(&partialSum, array[gid]);

  __syncthreads();

  if (lid == 0) {

    // Thread 0 of each block stores the partial sum
    // to global memory. The compiler will use 
    // a store operation that bypasses the L1 cache
    // since the "result" variable is declared as
    // volatile. This ensures that the threads of
    // the last block will read the correct partial
    // sums computed by all other blocks.
    result[bid] = partialSum;

    // Thread 0 makes sure that the incrementation
    // of the "count" variable is only performed after
    // the partial sum has been written to global memory.
    __threadfence();

    // Thread 0 signals that it is done.
    unsigned int value = atomicAdd(count, 1);

    // Thread 0 determines if its block is the last
    // block to be done.
    isLastBlockDone = (value == (num_blocks - 1));
  }

  // Synchronize to make sure that each thread reads
  // the correct value of isLastBlockDone.
  __syncthreads();

  if (isLastBlockDone) {

    // The last block sums the partial sums
    // stored in result[0 .. num_blocks-1]
    if (lid == 0) partialSum = 0;
    __syncthreads();

    for (int i = lid; i < num_blocks; i += block_size)
      atomicAdd(&partialSum, result[i]);

    __syncthreads();

    if (lid == 0) {
      // Thread 0 of last block stores the total sum
      // to global memory and resets the count
      // varialble, so that the next kernel call
      // works properly.
      result[0] = partialSum;
      *count = 0;
    }
  }
}

