// Origin: vetter/shoc, src/cuda/level1/stencil2d/CUDAStencilKernel.cu (lines 21-183), commit 0aea03beba2f09fcb5935cc11737372fe4de9ec0
// (SHOC licence, BSD-3-Clause style, see LICENSE-shoc in this folder). SharedMemory<T>,
// the index helpers and StencilKernel copied as published; host code left out.
// Changes: explicit instantiations StencilKernel<float> and StencilKernel<double> added
// (CUDAStencil<T>::operator() launches them; the file forces both via EnsureStencilInstantiation).
//
// We are using the "trick" illustrated by the NVIDIA simpleTemplates example
// for accessing dynamically-allocated shared memory from a templatized
// function.  The strategy uses a templatized struct with specialized
// accessor functions that declare the actual symbol with the type in
// their type name (to avoid naming conflicts).
//
template<typename T>
struct SharedMemory
{
    // Should never be instantiated.
    // We enforce this at compile time.
    __device__ T* GetPointer( void )
    {
        extern __device__ void error( void );
        error();
        return NULL;
    }
};

// specializations for types we use
template<>
struct SharedMemory<float>
{
    __device__ float* GetPointer( void )
    {
        extern __shared__ float sh_float[];
        // printf( "sh_float=%p\n", sh_float );
        return sh_float;
    }
};

template<>
struct SharedMemory<double>
{
    __device__ double* GetPointer( void )
    {
        extern __shared__ double sh_double[];
        // printf( "sh_double=%p\n", sh_double );
        return sh_double;
    }
};




__device__
int
ToGlobalRow( int gidRow, int lszRow, int lidRow )
{
    return gidRow * lszRow + lidRow;
}

__device__
int
ToGlobalCol( int gidCol, int lszCol, int lidCol )
{
    return gidCol * lszCol + lidCol;
}

__device__
int
ToFlatIdx( int row, int col, int rowWidth )
{
    // assumes input coordinates and dimensions are logical (without halo)
    // and a halo width of 1
    return (row+1)*(rowWidth + 2) + (col+1);
}



template<class T>
__global__
void
StencilKernel( T* data,
                T* newData,
                int alignment,
                int nStripItems,
                T wCenter,
                T wCardinal,
                T wDiagonal )
{
    // determine our location in the coordinate system
    // see the comment in operator() at the definition of the dimGrid
    // and dimBlock dim3s to understand why .x == row and .y == column.
    int gidRow = blockIdx.x;
    int gidCol = blockIdx.y;
    // int gszRow = gridDim.x;
    int gszCol = gridDim.y;
    int lidRow = threadIdx.x;
    int lidCol = threadIdx.y;
    int lszRow = nStripItems;
    int lszCol = blockDim.y;

    // determine our logical global data coordinates (without halo)
    int gRow = ToGlobalRow( gidRow, lszRow, lidRow );
    int gCol = ToGlobalCol( gidCol, lszCol, lidCol );

    // determine pitch of rows (without halo)
    int nCols = gszCol * lszCol + 2;     // assume halo is there for computing padding
    int nPaddedCols = nCols + (((nCols % alignment) == 0) ? 0 : (alignment - (nCols % alignment)));
    int gRowWidth = nPaddedCols - 2;    // remove the halo

    // Copy my global data item to a shared local buffer.
    // That local buffer is passed to us.
    // We assume it is large enough to hold all the data computed by
    // our thread block, plus a halo of width 1.
    SharedMemory<T> shobj;
    T* sh = shobj.GetPointer();
    int lRowWidth = lszCol;
    for( int i = 0; i < (lszRow + 2); i++ )
    {
        int lidx = ToFlatIdx( lidRow - 1 + i, lidCol, lRowWidth );
        int gidx = ToFlatIdx( gRow - 1 + i, gCol, gRowWidth );
        sh[lidx] = data[gidx];
    }

    // Copy the "left" and "right" halo rows into our local memory buffer.
    // Only two threads are involved (first column and last column).
    if( lidCol == 0 )
    {
        for( int i = 0; i < (lszRow + 2); i++ )
        {
            int lidx = ToFlatIdx(lidRow - 1 + i, lidCol - 1, lRowWidth );
            int gidx = ToFlatIdx(gRow - 1 + i, gCol - 1, gRowWidth );
            sh[lidx] = data[gidx];
        }
    }
    else if( lidCol == (lszCol - 1) )
    {
        for( int i = 0; i < (lszRow + 2); i++ )
        {
            int lidx = ToFlatIdx(lidRow - 1 + i, lidCol + 1, lRowWidth );
            int gidx = ToFlatIdx(gRow - 1 + i, gCol + 1, gRowWidth );
            sh[lidx] = data[gidx];
        }
    }

    // let all those loads finish
    __syncthreads();

    // do my part of the smoothing operation
    for( int i = 0; i < lszRow; i++ )
    {
        int cidx  = ToFlatIdx( lidRow     + i, lidCol    , lRowWidth );
        int nidx  = ToFlatIdx( lidRow - 1 + i, lidCol    , lRowWidth );
        int sidx  = ToFlatIdx( lidRow + 1 + i, lidCol    , lRowWidth );
        int eidx  = ToFlatIdx( lidRow     + i, lidCol + 1, lRowWidth );
        int widx  = ToFlatIdx( lidRow     + i, lidCol - 1, lRowWidth );
        int neidx = ToFlatIdx( lidRow - 1 + i, lidCol + 1, lRowWidth );
        int seidx = ToFlatIdx( lidRow + 1 + i, lidCol + 1, lRowWidth );
        int nwidx = ToFlatIdx( lidRow - 1 + i, lidCol - 1, lRowWidth );
        int swidx = ToFlatIdx( lidRow + 1 + i, lidCol - 1, lRowWidth );

        T centerValue = sh[cidx];
        T cardinalValueSum = sh[nidx] + sh[sidx] + sh[eidx] + sh[widx];
        T diagonalValueSum = sh[neidx] + sh[seidx] + sh[nwidx] + sh[swidx];

        newData[ToFlatIdx(gRow + i, gCol, gRowWidth)] = wCenter * centerValue +
                wCardinal * cardinalValueSum +
                wDiagonal * diagonalValueSum;
    }
}

template __global__ void StencilKernel<float>(float* data, float* newData, int alignment,
        int nStripItems, float wCenter, float wCardinal, float wDiagonal);
template __global__ void StencilKernel<double>(double* data, double* newData, int alignment,
        int nStripItems, double wCenter, double wCardinal, double wDiagonal);
