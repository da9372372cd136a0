/* assert.h: gpujit's built-in assert for CUDA device code: a failed
 * assertion calls __assert_fail (declared by __gpujit_cuda_prelude.h, which
 * reports through CUDA's __assertfail); NDEBUG turns it off. Written for
 * gpujit; it is not glibc's header. Like glibc's, it may be included again
 * with a different NDEBUG. */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e)                                                              \
  ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif
