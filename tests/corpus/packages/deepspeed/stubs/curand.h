// Ours: a stand-in for cuRAND's host API header curand.h (absent from the CUDA
// 12.9 header set the suite compiles against). DeepSpeed's csrc/includes/context.h
// creates a generator in host code; the kernels use none of it.
#pragma once
typedef struct curandGenerator_st* curandGenerator_t;
typedef enum { CURAND_RNG_PSEUDO_DEFAULT = 100 } curandRngType_t;
typedef enum { CURAND_STATUS_SUCCESS = 0 } curandStatus_t;
curandStatus_t curandCreateGenerator(curandGenerator_t* generator, curandRngType_t rng_type);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed);
