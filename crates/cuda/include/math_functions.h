/* math_functions.h: gpujit's built-in stand-in; the math functions come with
 * __gpujit_cuda_prelude.h, the macros with <math.h>. */
#include <math.h>
