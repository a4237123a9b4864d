// Event kinds: the core's 0-6 from the schema, every number above declared by the module the
// header names (engine/<module>/kinds.h), with the names dumps and JSON show.
#include <catch2/catch.hpp>

#include <set>
#include <span>

#include "engine/event.h"
#include "engine/stccg/kinds.h"
#include "engine/ti4/kinds.h"

using stardate::engine::EventKind;
using stardate::engine::KindInfo;
using stardate::engine::KindName;
namespace stccg = stardate::engine::stccg;
namespace ti4 = stardate::engine::ti4;

TEST_CASE("Each module's kinds lie above the core's and below the known limit, once each",
          "[engine][kinds]") {
  for (std::span<const KindInfo> kinds :
       {std::span<const KindInfo>(stccg::kKinds), std::span<const KindInfo>(ti4::kKinds)}) {
    std::set<uint16_t> numbers;
    std::set<std::string_view> names;
    for (const KindInfo& k : kinds) {
      INFO(k.name);
      CHECK(static_cast<uint16_t>(k.kind) > static_cast<uint16_t>(EventKind::CONCEDE));
      CHECK(static_cast<uint16_t>(k.kind) < stardate::engine::kKnownKinds);
      CHECK(numbers.insert(k.kind).second);
      CHECK(names.insert(k.name).second);
    }
  }
}

TEST_CASE("KindName names the core's kinds alone and a module's from the module's table",
          "[engine][kinds]") {
  CHECK(KindName(EventKind::PASS) == "pass");
  CHECK(KindName(EventKind::CONCEDE, stccg::kKinds) == "concede");
  CHECK(KindName(stccg::kSeedFacility, stccg::kKinds) == "seedFacility");
  CHECK(KindName(ti4::kTi4Transact, ti4::kKinds) == "ti4Transact");
  CHECK(KindName(EventKind(200), stccg::kKinds) == "kind200");
  // The numbers logs hold, which never change.
  CHECK(static_cast<uint16_t>(stccg::kReport) == 11);
  CHECK(static_cast<uint16_t>(ti4::kTi4Frontier) == 27);
  CHECK(static_cast<uint16_t>(stccg::kExpose) == 63);
}
