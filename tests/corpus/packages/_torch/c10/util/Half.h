// Stand-in (gpujit corpus): c10::Half and c10::BFloat16 from c10_float16_stub.h,
// and <algorithm>, which the real header brings in through its includes.
#pragma once
#include <algorithm>
#include <c10_float16_stub.h>
