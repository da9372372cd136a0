// Origin: yuhc/gpu-rodinia, cuda/kmeans/kmeans_cuda_kernel.cu, commit 9c10d3ea16ddba2ba057cc3951a9efc4c2cc18a4
// (Rodinia licence, BSD-style, see LICENSE in this folder). Host code is left out.
// Kept: invert_mapping only. kmeansPoint reads its points through texture references
// (tex1Dfetch of t_features), which this corpus leaves out, so it and the three
// texture declarations are dropped. Kernel code is unchanged.

/* ----------------- invert_mapping() --------------------- */
/* inverts data array from row-major to column-major.

   [p0,dim0][p0,dim1][p0,dim2] ... 
   [p1,dim0][p1,dim1][p1,dim2] ... 
   [p2,dim0][p2,dim1][p2,dim2] ... 
										to
   [dim0,p0][dim0,p1][dim0,p2] ...
   [dim1,p0][dim1,p1][dim1,p2] ...
   [dim2,p0][dim2,p1][dim2,p2] ...
*/
__global__ void invert_mapping(float *input,			/* original */
							   float *output,			/* inverted */
							   int npoints,				/* npoints */
							   int nfeatures)			/* nfeatures */
{
	int point_id = threadIdx.x + blockDim.x*blockIdx.x;	/* id of thread */
	int i;

	if(point_id < npoints){
		for(i=0;i<nfeatures;i++)
			output[point_id + npoints*i] = input[point_id*nfeatures + i];
	}
	return;
}
/* ----------------- invert_mapping() end --------------------- */
