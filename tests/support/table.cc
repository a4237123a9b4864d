#include "tests/support/table.h"

#include <catch2/catch.hpp>
#include <atomic>
#include <sstream>
#include <unistd.h>

namespace stardate::testing {

std::string DefaultHeader(uint64_t seed, const std::string& randomness) {
  std::ostringstream s;
  s << "game stccg1e\nseed " << seed << "\nrandomness " << randomness << "\npool \"" << PoolPath()
    << "\"\n"
    << "player Alice\n"
       "  seed \"Reignite Dead Star\"\n  seed \"Symbiont Diagnosis\"\n  seed \"Study Nebula\"\n"
       "  seed \"Evacuation\"\n  seed \"Investigate Rogue Comet\"\n  seed \"Camping Trip\"\n"
       "  seed \"Federation Outpost\" x2\n  seed \"Dominion Outpost\"\n"
       "  draw \"Geordi La Forge\"\n  draw \"Data\"\n  draw \"Benjamin Sisko\"\n"
       "  draw \"Jadzia Dax\"\n  draw \"Julian Bashir\"\n  draw \"Runabout\"\n"
       "  draw \"U.S.S. Enterprise\"\n  draw \"Tricorder\"\n  draw \"Amanda Rogers\"\n"
       "  draw \"Kevin Uxbridge\"\n  draw \"Taylor Moore\"\n  draw \"Weyoun\"\n"
       "  draw \"Federation Outpost\"\n  draw \"Escape Pod\"\n"
       "player Bob\n"
       "  seed \"Rescue Founder\"\n  seed \"Construct Depot\"\n  seed \"Betazed Invasion\"\n"
       "  seed \"Protect Shipment\"\n  seed \"Cure Blight\"\n  seed \"Chart Stellar Cluster\"\n"
       "  seed \"Dominion Outpost\"\n  seed \"Primary Supply Depot\"\n"
       "  draw \"Weyoun\"\n  draw \"Keevan\"\n  draw \"Kilana\"\n  draw \"Borath\"\n"
       "  draw \"Omet'iklan\"\n  draw \"Remata'Klan\"\n  draw \"Jem'Hadar Attack Ship\"\n"
       "  draw \"Jem'Hadar Warship\"\n  draw \"Ketracel-White\"\n  draw \"Q2\"\n"
       "  draw \"Escape Pod\"\n  draw \"Data\"\n  draw \"Yak'Talon\"\n  draw \"Limara'Son\"\n"
       "---\n";
  return s.str();
}

Table::Table(std::string header, bool strict) {
  log_ = dir_.Path("game.sdlog");
  recorder::RecorderOptions options;
  options.strict = strict;
  live_ = std::make_unique<recorder::LiveRecorder>("table.sdgame", log_, "", options);
  std::istringstream in(header);
  std::string line;
  while (std::getline(in, line)) {
    auto r = live_->FeedLine(line);
    REQUIRE(r.ok());
  }
}

Table::~Table() = default;

Rules Table::Do(const std::string& line) {
  auto r = live_->FeedLine(line);
  status_ = r.status();
  if (!r.ok()) return {"error: " + r.status().message()};
  Rules out;
  if (r->empty()) return out;
  const recorder::Recorded& last = live_->last();
  for (const engine::Event& e : last.events) events_.push_back(e);
  for (const engine::Violation& v : last.violations[last.main_index]) out.push_back(v.rule);
  return out;
}

const engine::stccg::StccgState& Table::state() const {
  return dynamic_cast<const engine::stccg::StccgState&>(live_->recorder()->state());
}

void Table::Legal(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    INFO(line);
    REQUIRE(Do(line) == Rules{});
    const recorder::Recorded& last = live_->last();
    for (const auto& v : last.violations) REQUIRE(v.empty());
  }
}

void Table::Act(const std::string& line) {
  INFO(line);
  REQUIRE(Do(line) == Rules{});
  const engine::stccg::StccgState& s = state();
  const bool first = line.rfind(s.player_name(0) + " ", 0) == 0;
  const std::string& player = s.player_name(first ? 0 : 1);
  const std::string& other = s.player_name(first ? 1 : 0);
  Legal({other + " passes", player + " passes"});
}

void Table::Give(const std::string& player, const std::string& title) {
  REQUIRE(Do(player + " draws \"" + title + "\"").size() <= 1);
}

void Table::SetUpPlay(const std::vector<std::string>& alice_hand,
                      const std::vector<std::string>& bob_hand) {
  Legal({"Alice seeds mission \"Reignite Dead Star\"", "Bob seeds mission \"Rescue Founder\"",
         "Alice seeds mission \"Symbiont Diagnosis\"", "Bob seeds mission \"Construct Depot\"",
         "Alice seeds mission \"Study Nebula\"", "Bob seeds mission \"Protect Shipment\"",
         "Alice seeds facility \"Federation Outpost\" at \"Symbiont Diagnosis\"",
         "Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\""});
  for (const std::string& t : alice_hand) Give("Alice", t);
  for (const std::string& t : bob_hand) Give("Bob", t);
  Legal({"turn 1 Alice"});
}

std::string Table::Close() {
  REQUIRE(live_->Finish().ok());
  return log_;
}

}  // namespace stardate::testing
