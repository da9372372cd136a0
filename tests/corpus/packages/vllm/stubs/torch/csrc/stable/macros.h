// Stand-in (gpujit corpus): see vllm_torch_stub.h.
#pragma once
#include <vllm_torch_stub.h>
