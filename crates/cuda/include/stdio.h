/* stdio.h: gpujit's built-in <stdio.h> for CUDA device code: printf (device
 * printf, lowered to vprintf by clang; declared by __gpujit_cuda_prelude.h),
 * NULL, size_t and EOF. Written for gpujit; it is not glibc's header. */
#ifndef __GPUJIT_STDIO_H__
#define __GPUJIT_STDIO_H__
#include <stddef.h>
#ifndef EOF
#define EOF (-1)
#endif
#endif
