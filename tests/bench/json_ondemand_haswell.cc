// The JSON baseline's On-Demand reader built for AVX2 CPUs (simdjson's "haswell" kernel).
// tests/bench/CMakeLists.txt compiles this file alone with -mavx2 -mbmi -mpclmul -mlzcnt, which
// makes simdjson::ondemand the haswell kernel here; json_baseline.cc calls it only when
// simdjson's runtime dispatch found such a CPU.
#include <simdjson.h>

#include "engine/stccg/stccg_setup.h"
#include "tests/bench/json_baseline.h"

#if !SIMDJSON_CAN_ALWAYS_RUN_HASWELL
#error "json_ondemand_haswell.cc must be compiled with -mavx2 -mbmi -mpclmul -mlzcnt"
#endif

namespace stardate::bench::json_internal {
namespace {
namespace od = simdjson::ondemand;
#include "tests/bench/json_ondemand_kernel.h"
}  // namespace

Status ParseOndemandHaswell(const char* data, size_t length, size_t batch, JsonSink* sink) {
  return ParseOndemand(data, length, batch, sink);
}

}  // namespace stardate::bench::json_internal
