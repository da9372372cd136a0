// Origin: zjin-lcf/HeCBench, src/stddev-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (the file's own licence, Apache-2.0, Copyright (c) 2018-2020 NVIDIA CORPORATION, is kept
// below; the Apache-2.0 text is LICENSE-haversine in this folder).
// The kernels are copied as published; host code is left out.
// Changes: none to kernel code. Added: explicit instantiations sopKernel<float, int, 256, 32>
// and sampleKernel<float, int> (what stddev<float> launches).
/*
 * Copyright (c) 2018-2020, NVIDIA CORPORATION.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

// final step for the deviation of a sample
template <typename Type, typename IdxType>
__global__ void sampleKernel (Type *std, IdxType D, IdxType N) {
  IdxType i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < D) std[i] = sqrtf(std[i] / N);
}

// sum of products using atomics
template <typename Type, typename IdxType, int TPB, int ColsPerBlk = 32>
__global__ void sopKernel(
        Type *__restrict__ std, 
  const Type *__restrict__ data, 
  IdxType D, 
  IdxType N) 
{
  const int RowsPerBlkPerIter = TPB / ColsPerBlk;
  IdxType thisColId = threadIdx.x % ColsPerBlk;
  IdxType thisRowId = threadIdx.x / ColsPerBlk;
  IdxType colId = thisColId + ((IdxType)blockIdx.y * ColsPerBlk);
  IdxType rowId = thisRowId + ((IdxType)blockIdx.x * RowsPerBlkPerIter);
  Type thread_data = Type(0);
  const IdxType stride = RowsPerBlkPerIter * gridDim.x;
  for (IdxType i = rowId; i < N; i += stride) {
    Type val = (colId < D) ? data[i * D + colId] : Type(0);
    thread_data += val * val;
  }
  __shared__ Type sstd[ColsPerBlk];
  if (threadIdx.x < ColsPerBlk) sstd[threadIdx.x] = Type(0);
  __syncthreads();

  atomicAdd(sstd + thisColId, thread_data);
  __syncthreads();

  if (threadIdx.x < ColsPerBlk) atomicAdd(std + colId, sstd[thisColId]);
}

template __global__ void sampleKernel<float, int>(float *, int, int);
template __global__ void sopKernel<float, int, 256, 32>(float *__restrict__, const float *__restrict__, int, int);
