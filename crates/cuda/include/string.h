/* string.h: gpujit's built-in <string.h> for CUDA device code: memcpy and
 * memset (clang's CUDA headers, declared by the prelude), memcmp and strlen
 * (simple loops). Written for gpujit; it is not glibc's header. */
#ifndef __GPUJIT_STRING_H__
#define __GPUJIT_STRING_H__
#include <stddef.h>
static __inline__ __device__ int memcmp(const void *__a, const void *__b, size_t __n) {
  const unsigned char *__p = (const unsigned char *)__a, *__q = (const unsigned char *)__b;
  for (; __n != 0; --__n, ++__p, ++__q)
    if (*__p != *__q)
      return *__p < *__q ? -1 : 1;
  return 0;
}
static __inline__ __device__ size_t strlen(const char *__s) {
  size_t __n = 0;
  while (__s[__n] != 0)
    ++__n;
  return __n;
}
#endif
