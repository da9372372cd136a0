// Stand-in (gpujit corpus): the handle type only.
#pragma once
typedef struct cublasContext* cublasHandle_t;
