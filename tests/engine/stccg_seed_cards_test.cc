// Seed cards as their text says: doorways, and events, incidents and objectives that seed on the
// table or on a card, each in the seed phases its text or type gives (rules/seed.h).
#include <catch2/catch.hpp>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/rules/seed.h"
#include "engine/stccg/rules/turn.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
namespace stccg = stardate::engine::stccg;

namespace {

// Alice brings the seed cards of the shared Federation deck; the built-in card lists.
std::string SeedCardsHeader() {
  return "game stccg1e\nseed 1\nrandomness seed\n"
         "player Alice\n"
         "  seed \"Espionage Mission\"\n  seed \"Evacuation\"\n  seed \"Mirror Image\"\n"
         "  seed \"Red Alert!\"\n  seed \"Q's Tent\"\n  seed \"Alternate Universe Door\"\n"
         "  seed \"HQ: Secure Homeworld\"\n  seed \"Attention All Hands\"\n"
         "  seed \"Continuing Mission\"\n  draw \"Data\"\n"
         "player Bob\n  seed \"Distress Mission\"\n  draw \"Kurn\"\n---\n";
}

const stccg::CardFacts& Card(const std::string& title) {
  const stccg::CardFacts* f = stccg::CardPool::Shipped()->Find(title);
  REQUIRE(f != nullptr);
  return *f;
}

}  // namespace

TEST_CASE("SeedingOf reads where and in which seed phases a card's text seeds it",
          "[engine][stccg][seed]") {
  using stccg::Phase;
  const rules::Seeding mirror =
      rules::SeedingOf(Card("Mirror Image"));  // "Seeds or plays on table."
  CHECK(mirror.seeds);
  CHECK(mirror.on_table);
  CHECK((mirror.In(Phase::kDoorwaySeed) && mirror.In(Phase::kFacilitySeed)));
  CHECK_FALSE((mirror.In(Phase::kMissionSeed) || mirror.In(Phase::kDilemmaSeed)));
  const rules::Seeding hq = rules::SeedingOf(Card("HQ: Secure Homeworld"));
  CHECK((hq.seeds && !hq.on_table && hq.clause == "Seeds or plays on a homeworld"));
  const rules::Seeding door = rules::SeedingOf(Card("Alternate Universe Door"));
  CHECK((door.seeds && door.on_table && door.phases == 0x0f));
  CHECK(rules::SeedingOf(Card("Q's Tent")).Only() == Phase::kDoorwaySeed);
  CHECK(rules::SeedingOf(Card("Continuing Mission")).clause == "Seed one on table");
  CHECK_FALSE(rules::SeedingOf(Card("Red Alert!")).seeds);  // "Plays on table."
}

TEST_CASE("stccg.seed.card-type: an event, incident or objective seeds only as its text says",
          "[engine][stccg][seed]") {
  Table t(SeedCardsHeader());
  SECTION("Red Alert! plays on table and does not seed") {
    CHECK(t.Do("Alice seeds event \"Red Alert!\"") == Rules{R(rules::kSeedCardType.id)});
  }
  SECTION("Mirror Image seeds on the table, whatever word follows 'seeds'") {
    CHECK(t.Do("Alice seeds event \"Mirror Image\"") == Rules{});
    CHECK(t.state().cards()[t.events().back().card].zone == stccg::Zone::kInPlay);
  }
  SECTION("written as a doorway it is the same seed") {
    CHECK(t.Do("Alice seeds doorway \"Mirror Image\"") == Rules{});
  }
  SECTION("incidents and objectives too") {
    CHECK(t.Do("Alice seeds incident \"Attention All Hands\"") == Rules{});
    CHECK(t.Do("Alice seeds incident \"Continuing Mission\"") == Rules{});
  }
}

TEST_CASE("stccg.seed.card-type: a card that seeds on the table is rejected in the mission phase",
          "[engine][stccg][seed]") {
  Table t(SeedCardsHeader());
  t.Legal({"Alice seeds mission \"Espionage Mission\"", "Bob seeds mission \"Distress Mission\""});
  SECTION("an incident among the missions is rejected") {
    CHECK(t.Do("Alice seeds incident \"Attention All Hands\"") ==
          Rules{R(rules::kSeedCardType.id)});
  }
  SECTION("in the facility phase it is accepted, and an objective on its homeworld too") {
    t.Legal({"phase \"facility seed\""});
    CHECK(t.Do("Alice seeds incident \"Attention All Hands\"") == Rules{});
    CHECK(t.Do("Alice seeds objective \"HQ: Secure Homeworld\" on \"Espionage Mission\"") ==
          Rules{});
    const auto& hq = t.state().cards()[t.events().back().card];
    CHECK((hq.zone == stccg::Zone::kInPlay && hq.where == t.events().back().target));
  }
  SECTION("an Alternate Universe Door seeds in any seed phase") {
    CHECK(t.Do("Alice seeds doorway \"Alternate Universe Door\"") == Rules{});
  }
}

TEST_CASE("stccg.seed.phase-order: a Q's Tent is seeded in the doorway phase",
          "[engine][stccg][seed]") {
  Table t(SeedCardsHeader());
  SECTION("accepted before the missions") {
    CHECK(t.Do("Alice seeds doorway \"Q's Tent\"") == Rules{});
  }
  SECTION("rejected after them") {
    t.Legal({"Alice seeds mission \"Espionage Mission\""});
    CHECK(t.Do("Alice seeds doorway \"Q's Tent\"") == Rules{R(rules::kSeedPhaseOrder.id)});
  }
}

TEST_CASE("stccg.deck.construction: a deck from a deck file is judged before play",
          "[engine][stccg][seed][deck]") {
  const std::string missions =
      "  seed \"Espionage Mission\"\n  seed \"First Contact\"\n  seed \"Investigate Massacre\"\n"
      "  seed \"Repair Mission\"\n  seed \"Explore Dyson Sphere\"\n";
  const std::string bob = "player Bob\n  seed \"Distress Mission\"\n---\n";
  SECTION("five missions and 20 draw cards: one finding per rule broken, on the first event") {
    Table t("game stccg1e\nseed 1\nrandomness seed\nplayer Alice\n  file \"alice.txt\"\n" +
            missions + "  draw \"Data\" x20\n" + bob);
    CHECK(t.Do("phase \"mission seed\"") ==
          Rules{R(rules::kDeckConstruction.id), R(rules::kDeckConstruction.id)});
    CHECK(t.Do("Alice seeds mission \"Espionage Mission\"") == Rules{});
  }
  SECTION("six missions and 30 draw cards are accepted") {
    Table t("game stccg1e\nseed 1\nrandomness seed\nplayer Alice\n  file \"alice.txt\"\n" +
            missions + "  seed \"Survey Mission\"\n  draw \"Data\" x30\n" + bob);
    CHECK(t.Do("phase \"mission seed\"") == Rules{});
  }
  SECTION("the script's own deck lines are not judged") {
    Table t("game stccg1e\nseed 1\nrandomness seed\nplayer Alice\n" + missions +
            "  draw \"Data\"\n" + bob);
    CHECK(t.Do("phase \"mission seed\"") == Rules{});
  }
}
