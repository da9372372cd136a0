// Origin: zjin-lcf/HeCBench, src/popcount-cuda/main.cu, commit f27000a5188f8ac79bd43fc95a1b3f890c18823d
// (BSD-3-Clause, see LICENSE in this folder). The kernels are copied as
// published; host code is left out.
// Changes: none to kernel code.

#define m1  0x5555555555555555
#define m2  0x3333333333333333 
#define m4  0x0f0f0f0f0f0f0f0f 
#define h01 0x0101010101010101

#define BLOCK_SIZE 256
// CUDA kernels
__global__ void pc1 (const unsigned long* __restrict__ data,int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  unsigned long x = data[i];
  x -= (x >> 1) & m1;             //put count of each 2 bits into those 2 bits
  x = (x & m2) + ((x >> 2) & m2); //put count of each 4 bits into those 4 bits 
  x = (x + (x >> 4)) & m4;        //put count of each 8 bits into those 8 bits 
  x += x >>  8;  //put count of each 16 bits into their lowest 8 bits
  x += x >> 16;  //put count of each 32 bits into their lowest 8 bits
  x += x >> 32;  //put count of each 64 bits into their lowest 8 bits
  r[i] = x & 0x7f;
}

__global__ void pc2 (const unsigned long* __restrict__ data, int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  unsigned long x = data[i];
  x -= (x >> 1) & m1;             //put count of each 2 bits into those 2 bits
  x = (x & m2) + ((x >> 2) & m2); //put count of each 4 bits into those 4 bits 
  x = (x + (x >> 4)) & m4;        //put count of each 8 bits into those 8 bits 
  r[i] = (x * h01) >> 56;  //returns left 8 bits of x + (x<<8) + (x<<16) + (x<<24) + ... 
}

__global__ void pc3 (const unsigned long* __restrict__ data, int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  char count;
  unsigned long x = data[i];
  for (count=0; x; count++) x &= x - 1;
  r[i] = count;
}

__global__ void pc4 (const unsigned long* __restrict__ data, int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  unsigned long x = data[i];
  char cnt = 0;
  for (char i = 0; i < 64; i++)
  {
    cnt = cnt + (x & 0x1);
    x = x >> 1;
  }
  r[i] = cnt;
}

__constant__ unsigned char lut[256]; 
__global__ void pc5 (const unsigned long* __restrict__ data, int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  unsigned long x = data[i];
  unsigned char i1 = lut[(x & 0xFF)];
  unsigned char i2 = lut[(x >> 8) & 0xFF];
  unsigned char i3 = lut[(x >> 16) & 0xFF];
  unsigned char i4 = lut[(x >> 24) & 0xFF];
  unsigned char i5 = lut[(x >> 32) & 0xFF];
  unsigned char i6 = lut[(x >> 40) & 0xFF];
  unsigned char i7 = lut[(x >> 48) & 0xFF];
  unsigned char i8 = lut[(x >> 56) & 0xFF];
  r[i] = (i1+i2)+(i3+i4)+(i5+i6)+(i7+i8);
}

__global__ void pc6 (const unsigned long* __restrict__ data, int* __restrict__ r, const int length)
{
  int i = blockIdx.x*blockDim.x+threadIdx.x;
  if (i >= length) return;
  r[i] = __popcll(data[i]);
}

