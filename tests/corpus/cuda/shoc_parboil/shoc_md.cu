// Origin: vetter/shoc, src/cuda/level1/md/MD.cu (lines 76-159) and MD.h (lines 7-13), commit 0aea03beba2f09fcb5935cc11737372fe4de9ec0
// (SHOC licence, BSD-3-Clause style, see LICENSE-shoc in this folder). compute_lj_force
// copied as published; host code left out.
// Changes: the texture references (posTexture, posTexture_dp) and the texture readers
// texReader_sp / texReader_dp are left out, since MD.cu's texture path is skipped here; in
// their place a reader 'noTexReader' is added (marked below) that is only named as the
// template argument: the kernels are instantiated with useTexture = false (the kernel's
// own global-memory path: jpos = position[jidx]), so the reader is never called.
// Explicit instantiations compute_lj_force<float, float3, float4, false, noTexReader> and
// <double, double3, double4, false, noTexReader> added. MD.h's constants kept.

// ---- MD.h
// Problem Constants
static const float  cutsq        = 16.0f; // Square of cutoff distance
static const int    maxNeighbors = 128;  // Max number of nearest neighbors
static const double domainEdge   = 20.0; // Edge length of the cubic domain
static const float  lj1          = 1.5;  // LJ constants
static const float  lj2          = 2.0;
static const float  EPSILON      = 0.1f; // Relative Error between CPU/GPU

// ---- added: stand-in for the texture readers (never called with useTexture = false)
struct noTexReader {
    __device__ __forceinline__ float4 operator()(int idx) const { return make_float4(0.f, 0.f, 0.f, 0.f); }
};
struct noTexReaderDP {
    __device__ __forceinline__ double4 operator()(int idx) const { return make_double4(0., 0., 0., 0.); }
};

// ---- MD.cu
// ****************************************************************************
// Function: compute_lj_force
//
// Purpose:
//   GPU kernel to calculate Lennard Jones force
//
// Arguments:
//      force3:     array to store the calculated forces
//      position:   positions of atoms
//      neighCount: number of neighbors for each atom to consider
//      neighList:  atom neighbor list
//      cutsq:      cutoff distance squared
//      lj1, lj2:   LJ force constants
//      inum:       total number of atoms
//
// Returns: nothing
//
// Programmer: Kyle Spafford
// Creation: July 26, 2010
//
// Modifications:
//
// ****************************************************************************
template <class T, class forceVecType, class posVecType, bool useTexture,
          typename texReader>
__global__ void compute_lj_force(forceVecType* __restrict__ force3,
                                 const posVecType* __restrict__ position,
                                 const int neighCount,
                                 const int* __restrict__ neighList,
                                 const T cutsq,
                                 const T lj1,
                                 const T lj2,
                                 const int inum)
{
    // Global ID - one thread per atom
    int idx = blockIdx.x*blockDim.x + threadIdx.x;

    // Position of this thread's atom
    posVecType ipos = position[idx];

    // Force accumulator
    forceVecType f = {0.0f, 0.0f, 0.0f};

    texReader positionTexReader;

    int j = 0;
    while (j < neighCount)
    {
        int jidx = neighList[j*inum + idx];
        posVecType jpos;
        if (useTexture)
        {
            // Use texture mem as a cache
            jpos = positionTexReader(jidx);
        }
        else
        {
            jpos = position[jidx];
        }

        // Calculate distance
        T delx = ipos.x - jpos.x;
        T dely = ipos.y - jpos.y;
        T delz = ipos.z - jpos.z;
        T r2inv = delx*delx + dely*dely + delz*delz;

        // If distance is less than cutoff, calculate force
        // and add to accumulator
        if (r2inv < cutsq)
        {
            r2inv = 1.0f/r2inv;
            T r6inv = r2inv * r2inv * r2inv;
            T force = r2inv*r6inv*(lj1*r6inv - lj2);

            f.x += delx * force;
            f.y += dely * force;
            f.z += delz * force;
        }
        j++;
    }

    // store the results
    force3[idx] = f;
}

template __global__ void compute_lj_force<float, float3, float4, false, noTexReader>(
        float3* __restrict__ force3, const float4* __restrict__ position, const int neighCount,
        const int* __restrict__ neighList, const float cutsq, const float lj1, const float lj2,
        const int inum);
template __global__ void compute_lj_force<double, double3, double4, false, noTexReaderDP>(
        double3* __restrict__ force3, const double4* __restrict__ position, const int neighCount,
        const int* __restrict__ neighList, const double cutsq, const double lj1, const double lj2,
        const int inum);
