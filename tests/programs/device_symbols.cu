// Module-scope device variables used as a program's global state: __device__
// counters and arrays written by kernels and read with cudaMemcpyFromSymbol,
// __constant__ lookup tables filled with cudaMemcpyToSymbol at offsets, a
// pointer from cudaGetSymbolAddress passed to a kernel and to cudaMemcpy, and
// cudaGetSymbolSize; a tiny bytecode interpreter reading its program from
// __constant__ memory.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

enum Op : unsigned char { PUSH_X, PUSH_C, ADD, MUL, SUB, DUP, HALT };
struct Insn { Op op; int arg; };

__constant__ Insn c_prog[32];
__constant__ int c_consts[8];
__device__ unsigned long long d_evaluations;
__device__ int d_results[256];
__device__ int d_histogram[16];

__global__ void interpret(int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= n) return;
  int stack[8], sp = 0;
  for (int pc = 0; pc < 32; ++pc) {
    Insn in = c_prog[pc];
    if (in.op == HALT) break;
    switch (in.op) {
      case PUSH_X: stack[sp++] = x; break;
      case PUSH_C: stack[sp++] = c_consts[in.arg]; break;
      case DUP: stack[sp] = stack[sp - 1]; ++sp; break;
      case ADD: --sp; stack[sp - 1] += stack[sp]; break;
      case SUB: --sp; stack[sp - 1] -= stack[sp]; break;
      case MUL: --sp; stack[sp - 1] *= stack[sp]; break;
      default: break;
    }
  }
  d_results[x] = stack[0];
  atomicAdd(&d_evaluations, 1ull);
  atomicAdd(&d_histogram[(unsigned)stack[0] % 16], 1);
}

__global__ void bump(int *p, int n, int by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += by;
}

int main() {
  // x*x*c0 + x*c1 - c2 : PUSH_X DUP MUL PUSH_C0 MUL PUSH_X PUSH_C1 MUL ADD PUSH_C2 SUB HALT
  Insn prog[] = {{PUSH_X, 0}, {DUP, 0}, {MUL, 0}, {PUSH_C, 0}, {MUL, 0}, {PUSH_X, 0}, {PUSH_C, 1}, {MUL, 0}, {ADD, 0}, {PUSH_C, 2}, {SUB, 0}, {HALT, 0}};
  CHECK(cudaMemcpyToSymbol(c_prog, prog, sizeof prog));
  int consts[3] = {3, -7, 11};
  CHECK(cudaMemcpyToSymbol(c_consts, consts, sizeof(int)));                           // c0
  CHECK(cudaMemcpyToSymbol(c_consts, consts + 1, 2 * sizeof(int), sizeof(int)));      // c1, c2 at an offset
  unsigned long long zero = 0;
  CHECK(cudaMemcpyToSymbol(d_evaluations, &zero, sizeof zero));
  int zeros[16] = {};
  CHECK(cudaMemcpyToSymbol(d_histogram, zeros, sizeof zeros));
  interpret<<<2, 128>>>(256);
  CHECK(cudaGetLastError());
  int res[256], hist[16];
  unsigned long long evals;
  CHECK(cudaMemcpyFromSymbol(res, d_results, sizeof res));
  CHECK(cudaMemcpyFromSymbol(&evals, d_evaluations, sizeof evals));
  CHECK(cudaMemcpyFromSymbol(hist, d_histogram, sizeof hist));
  int bad = 0, want_hist[16] = {};
  for (int x = 0; x < 256; ++x) { int v = 3 * x * x - 7 * x - 11; bad += res[x] != v; want_hist[(unsigned)v % 16]++; }
  for (int i = 0; i < 16; ++i) bad += hist[i] != want_hist[i];
  printf("interpreter: %llu evaluations, f(0) %d, f(10) %d, f(255) %d, histogram[0..3] %d %d %d %d\n", evals, res[0], res[10], res[255], hist[0], hist[1], hist[2], hist[3]);
  // the address of a __device__ array, used like any device pointer
  int *p; size_t size;
  CHECK(cudaGetSymbolAddress((void **)&p, d_results));
  CHECK(cudaGetSymbolSize(&size, d_results));
  bump<<<1, 256>>>(p, 256, 1000);
  CHECK(cudaGetLastError());
  int tail[4];
  CHECK(cudaMemcpy(tail, p + 252, sizeof tail, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpyFromSymbol(res, d_results, 2 * sizeof(int), 10 * sizeof(int)));   // results 10, 11
  printf("symbol size %zu bytes; after bump: f(252..255)+1000 = %d %d %d %d, f(10)+1000 = %d\n", size, tail[0], tail[1], tail[2], tail[3], res[0]);
  bad += size != sizeof(int) * 256 || res[0] != 3 * 100 - 70 - 11 + 1000 || res[1] != 3 * 121 - 77 - 11 + 1000;
  for (int i = 0; i < 4; ++i) { int x = 252 + i; bad += tail[i] != 3 * x * x - 7 * x - 11 + 1000; }
  int cback[3];
  CHECK(cudaMemcpyFromSymbol(cback, c_consts, sizeof cback));
  bad += cback[0] != 3 || cback[1] != -7 || cback[2] != 11;
  printf("%s\n", bad ? "MISMATCH" : "all symbol reads and writes agree with the CPU");
  return bad != 0;
}
