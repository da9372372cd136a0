/* stdlib.h: gpujit's built-in <stdlib.h> for CUDA device code: malloc and
 * free (device heap; declared by __gpujit_cuda_prelude.h), abs, labs, llabs
 * (clang's CUDA math), NULL, size_t and the exit codes. Written for gpujit;
 * it is not glibc's header. */
#ifndef __GPUJIT_STDLIB_H__
#define __GPUJIT_STDLIB_H__
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#endif
