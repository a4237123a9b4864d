#include "tests/bench/archive_generator.h"

#include <cstdio>

#include "engine/rng.h"
#include "recorder/recorder.h"
#include "tests/bench/game_generator.h"
#include "tests/bench/ti4_generator.h"

namespace stardate::bench {
namespace {

// "2025-MM-DD" for day `d` of a 12 x 28-day season (dates sort as text).
std::string Date(uint64_t d) {
  d %= 336;
  char buf[16];
  std::snprintf(buf, sizeof buf, "2025-%02d-%02d", static_cast<int>(d / 28 + 1),
                static_cast<int>(d % 28 + 1));
  return buf;
}

}  // namespace

Result<ArchiveGenerator> ArchiveGenerator::Create(const std::string& pool_path) {
  auto setup = BenchSetup(pool_path, DeckOptions{});
  if (!setup.ok()) return setup.status();
  ArchiveGenerator g;
  g.stccg_ = std::move(setup).value();
  return g;
}

Status ArchiveGenerator::Record(uint64_t k, const std::string& path) const {
  engine::EventRng rng(0xca7a1096ull + k, 0);
  const bool ti4 = k % 20 == 19;
  engine::GameSetup setup;
  if (ti4) {
    auto s = Ti4BenchSetup(k);
    if (!s.ok()) return s.status();
    setup = std::move(s).value();
  } else {
    setup = stccg_;
    setup.seed = 1000003 * k + 17;
  }
  for (size_t p = 0; p < setup.players.size(); ++p) {
    setup.players[p].name = "Player " + std::to_string(1 + rng.Below(400));
  }
  if (setup.players.size() >= 2 && setup.players[0].name == setup.players[1].name) {
    setup.players[1].name += " (B)";
  }
  setup.event = "League " + std::to_string(k % 40);
  setup.round = "Round " + std::to_string(1 + k % 7);
  setup.meta = {{"date", Date(k / 300)}};
  const uint64_t target = ti4 ? 600 + rng.Below(600) : 150 + rng.Below(600);
  auto rec = recorder::Recorder::Create(setup, path, recorder::RecorderOptions{});
  if (!rec.ok()) return rec.status();
  recorder::Recorder& r = **rec;
  if (ti4) {
    Ti4Generator gen(setup.seed ^ 0x5eed);
    while (r.events_recorded() < target) {
      auto done = r.Record(gen.Next(static_cast<const engine::ti4::Ti4State&>(r.state())));
      if (!done.ok()) return done.status();
    }
  } else {
    GameGenerator gen(setup.seed ^ 0x5eed, 0.01);
    for (;;) {
      const auto& s = static_cast<const engine::stccg::StccgState&>(r.state());
      if (r.events_recorded() >= target && s.core().stack.empty()) break;
      auto done = r.Record(gen.Next(s));
      if (!done.ok()) return done.status();
    }
    engine::Event concede;
    concede.kind = engine::EventKind::CONCEDE;
    concede.player = static_cast<uint8_t>(rng.Below(2));
    auto done = r.Record(std::move(concede));
    if (!done.ok()) return done.status();
  }
  return r.Finish();
}

}  // namespace stardate::bench
