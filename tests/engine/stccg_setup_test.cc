// The 1E module's part of a log header (engine/stccg/stccg_setup.h): its round trip, its caps
// (each refusal naming the list or text), and logs written before headers had a module part,
// whose cards and decks sat in the core header's fields.
#include "engine/stccg/stccg_setup.h"

#include <capnp/message.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <string>

#include "engine/registry.h"
#include "engine/state_codec.h"
#include "engine/stccg/stccg.capnp.h"
#include "format/message.h"

using namespace stardate;
using engine::stccg::DeckLine;
using engine::stccg::DeckSection;
using engine::stccg::StccgSetup;

namespace {

format::AlignedBuffer Aligned(const std::string& message) {
  return format::AlignedBuffer::CopyOf(message.data(), message.size());
}

StccgSetup TwoDecks() {
  StccgSetup s;
  s.card_pool_csv = "Name,Type\nData,Personnel\n";
  s.pool_source = "cards.csv";
  s.card_locations_csv = "Name,location\n";
  s.decks = {{{"Data", 2, DeckSection::kDraw}, {"Null Space", 1, DeckSection::kSeed}},
             {{"Weyoun", 1, DeckSection::kDraw}}};
  return s;
}

// A header as logs were written before headers had a module part: the core's fields and the
// module's facts side by side (stccgschema::OldHeader lays the fields out where those logs
// did). `deck_entries` > 0 replaces player 1's deck by that many zero-size entries.
std::string OldHeader(const StccgSetup& s, uint32_t deck_entries = 0, bool good_digest = true) {
  capnp::MallocMessageBuilder message;
  auto h = message.initRoot<stccgschema::OldHeader>();
  h.setRulesModule("stccg1e");
  h.setRulesVersion(1);
  h.setSeed(404);
  const std::string commitment = engine::SeedCommitment(404);
  h.setRngCommitment(
      kj::arrayPtr(reinterpret_cast<const kj::byte*>(commitment.data()), commitment.size()));
  auto players = h.initPlayers(2);
  for (unsigned p = 0; p < 2; ++p) {
    players[p].setName(p == 0 ? "Alice" : "Bob");
    auto deck = players[p].initDeck(static_cast<unsigned>(s.decks[p].size()));
    for (unsigned j = 0; j < s.decks[p].size(); ++j) {
      deck[j].setTitle(s.decks[p][j].title);
      deck[j].setCount(s.decks[p][j].count);
      deck[j].setSection(s.decks[p][j].section == DeckSection::kSeed
                             ? stccgschema::DeckSection::SEED
                             : stccgschema::DeckSection::DRAW);
    }
  }
  if (deck_entries > 0) {
    capnp::toAny(players[0]).getPointerSection()[1].initAsListOfAnyStruct(0, 0, deck_entries);
  }
  h.setCardPool(s.card_pool_csv);
  const format::Hash256 digest = engine::Blake2b256(good_digest ? s.card_pool_csv : "other");
  h.setCardPoolDigest(kj::arrayPtr(digest.data(), digest.size()));
  h.setPoolSource(s.pool_source);
  h.setCardLocations(s.card_locations_csv);
  return format::EncodeMessage(message);
}

}  // namespace

TEST_CASE("stccg setup: the module part round-trips pool, source, locations and decks",
          "[engine][stccg][header]") {
  const StccgSetup s = TwoDecks();
  auto decoded = engine::stccg::DecodeStccgSetup(engine::stccg::EncodeStccgSetup(s), 2, "header");
  REQUIRE(decoded.ok());
  CHECK(*decoded == s);
}

TEST_CASE("stccg setup: the module part round-trips every deck at its cap",
          "[engine][stccg][header][hostile]") {
  StccgSetup s;
  s.decks.assign(2, std::vector<DeckLine>(engine::stccg::kMaxDeckLines, {"Card", 1, {}}));
  auto decoded = engine::stccg::DecodeStccgSetup(engine::stccg::EncodeStccgSetup(s), 2, "header");
  REQUIRE(decoded.ok());
  CHECK(*decoded == s);
}

TEST_CASE("stccg setup: a module part's deck list of millions of entries is refused, naming it",
          "[engine][stccg][header][hostile]") {
  capnp::MallocMessageBuilder message;
  auto setup = message.initRoot<stccgschema::Setup>();
  const format::Hash256 digest = engine::Blake2b256("");
  setup.setCardPoolDigest(kj::arrayPtr(digest.data(), digest.size()));
  auto decks = setup.initDecks(2);
  capnp::toAny(decks[0]).getPointerSection()[0].initAsListOfAnyStruct(0, 0, 60000000);
  const std::string bytes = format::EncodeMessage(message);
  CHECK(bytes.size() < 1024);  // a few bytes claim 60 million entries
  auto decoded = engine::stccg::DecodeStccgSetup(bytes, 2, "game.sdlog: header");
  REQUIRE_FALSE(decoded.ok());
  CHECK(decoded.status().message() ==
        "game.sdlog: header: the module header: player 1's deck list holds 60000000 entries, "
        "at most 2048 are allowed");
}

TEST_CASE(
    "stccg setup: a module part over a text cap, without a deck per player or with a "
    "wrong digest is refused",
    "[engine][stccg][header][hostile]") {
  StccgSetup s = TwoDecks();
  SECTION("the card pool text") {
    s.card_pool_csv.assign(engine::stccg::kMaxCardPoolBytes + 1, 'x');
    auto decoded = engine::stccg::DecodeStccgSetup(engine::stccg::EncodeStccgSetup(s), 2, "h");
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.status().message() ==
          "h: the module header: the card pool text holds 8388609 bytes, at most 8388608 are "
          "allowed");
  }
  SECTION("one deck for two players") {
    auto decoded = engine::stccg::DecodeStccgSetup(engine::stccg::EncodeStccgSetup(s), 3, "h");
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.status().message() ==
          "h: the module header: the decks list holds 2 entries, expected one per player (3)");
  }
  SECTION("not a message") {
    auto decoded = engine::stccg::DecodeStccgSetup("xyz", 2, "h");
    REQUIRE_FALSE(decoded.ok());
    CHECK(decoded.status().message() ==
          "h: the module header holds 3 bytes, expected a Cap'n Proto message (a positive "
          "multiple of 8)");
  }
}

TEST_CASE("stccg setup: a header of the old layout reads into the module part it holds",
          "[engine][stccg][header]") {
  auto setup = engine::ReadLogHeader(Aligned(OldHeader(TwoDecks())), "game.sdlog");
  REQUIRE(setup.ok());
  REQUIRE(setup->players.size() == 2);
  CHECK(setup->players[1].name == "Bob");
  auto part = engine::stccg::SetupOf(*setup);
  REQUIRE(part.ok());
  CHECK(*part == TwoDecks());
  // Written again, it is the new layout, which reads back the same.
  auto again = engine::ReadLogHeader(Aligned(engine::EncodeLogHeader(*setup)), "game.sdlog");
  REQUIRE(again.ok());
  CHECK(*again == *setup);
}

TEST_CASE("stccg setup: an old-layout header over a cap or with a wrong digest is refused",
          "[engine][stccg][header][hostile]") {
  SECTION("a deck list of millions of entries") {
    auto setup = engine::ReadLogHeader(Aligned(OldHeader(TwoDecks(), 60000000)), "game.sdlog");
    REQUIRE_FALSE(setup.ok());
    CHECK(setup.status().message() ==
          "game.sdlog: header: player 1's deck list holds 60000000 entries, at most 2048 are "
          "allowed");
  }
  SECTION("a pool that is not the one its digest names") {
    auto setup = engine::ReadLogHeader(Aligned(OldHeader(TwoDecks(), 0, false)), "game.sdlog");
    REQUIRE_FALSE(setup.ok());
    CHECK(setup.status().message() ==
          "game.sdlog: header: the card pool digest does not match the pool");
  }
}
