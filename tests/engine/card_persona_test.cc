// The 004 "any" ruling on real cards of the full card list (data/stccg1e/).
#include <catch2/catch.hpp>

#include <string>

#include "engine/stccg/card_persona.h"
#include "engine/stccg/card_pool.h"

using stardate::engine::stccg::CardFacts;
using stardate::engine::stccg::CardPool;
using stardate::engine::stccg::IsAnyOf;
using stardate::engine::stccg::IsImpersonator;
using stardate::engine::stccg::IsPersona;

namespace {

const CardPool& FullPool() {
  const auto& pool = CardPool::Shipped();
  REQUIRE(pool.ok());
  return pool.value();
}

const CardFacts& Card(const std::string& title) {
  const CardFacts* c = FullPool().Find(title);
  INFO(title);
  REQUIRE(c != nullptr);
  return *c;
}

}  // namespace

TEST_CASE("card_persona: any Odo is every version of Odo and never Odo Founder", "[engine][any]") {
  CHECK(IsAnyOf(Card("Odo"), "Odo"));
  CHECK(IsAnyOf(Card("Overseer Odo"), "Odo"));
  CHECK(IsAnyOf(Card("Odo (The Trouble with Tribbles)"), "Odo"));
  CHECK(IsPersona(Card("Odo"), "Odo"));
  // 004 "any": "Odo Founder is not 'any Odo'" (an impersonator, persona <Odo> in the card list).
  CHECK(IsImpersonator(Card("Odo Founder")));
  CHECK_FALSE(IsAnyOf(Card("Odo Founder"), "Odo"));
  CHECK_FALSE(IsPersona(Card("Odo Founder"), "Odo"));
  CHECK_FALSE(IsAnyOf(Card("Founder Leader"), "Odo"));      // "Told Odo of his origin" in its lore
  CHECK_FALSE(IsPersona(Card("Odo's \"Cousin\""), "Odo"));  // a dilemma
}

TEST_CASE(
    "card_persona: the Founder lookalikes of the Dominion set are not the persona they "
    "impersonate",
    "[engine][any]") {
  const struct {
    const char* lookalike;
    const char* persona;
  } kLookalikes[] = {
      {"Bashir Founder", "Julian Bashir"},  {"O'Brien Founder", "Miles O'Brien"},
      {"Kira Founder", "Kira Nerys"},       {"Krajensky Founder", "Ambassador Krajensky"},
      {"Leyton Founder", "Admiral Leyton"}, {"Lovok Founder", "Lovok"},
      {"Martok Founder", "Martok"},         {"Odo Founder", "Odo"}};
  for (const auto& l : kLookalikes) {
    INFO(l.lookalike);
    CHECK(IsImpersonator(Card(l.lookalike)));
    CHECK_FALSE(IsPersona(Card(l.lookalike), l.persona));
    CHECK_FALSE(IsAnyOf(Card(l.lookalike), l.persona));
  }
  CHECK(IsPersona(Card("Julian Bashir"), "Julian Bashir"));
  CHECK(IsPersona(Card("Kira Nerys"), "Kira Nerys"));
  CHECK(IsPersona(Card("Admiral Leyton"), "Admiral Leyton"));
  CHECK_FALSE(IsImpersonator(Card("Founder Leader")));  // a Founder, impersonating no one
}

TEST_CASE("card_persona: a persona named in the Persona column counts; a namesake does not",
          "[engine][any]") {
  CHECK(IsPersona(Card("Smiley"), "Miles O'Brien"));          // "(Miles O'Brien)"
  CHECK(IsPersona(Card("Ensign O'Brien"), "Miles O'Brien"));  // "Miles O'Brien"
  CHECK(IsPersona(Card("Miles O'Brien"), "Miles O'Brien"));
  CHECK_FALSE(IsPersona(Card("Keiko O'Brien"), "Miles O'Brien"));
  CHECK(IsPersona(Card("Chief Engineer Scott"), "Mr. Scott"));
}

TEST_CASE(
    "card_persona: any Nor is a station identified as a Nor; any Enterprise a ship with "
    "Enterprise in its title",
    "[engine][any]") {
  for (const char* nor : {"Terok Nor", "Empok Nor", "Nor", "Alliance Nor", "Deep Space 9 (back)"}) {
    INFO(nor);
    CHECK(IsAnyOf(Card(nor), "Nor"));
  }
  CHECK_FALSE(IsAnyOf(Card("Federation Outpost"), "Nor"));
  CHECK_FALSE(IsAnyOf(Card("Bok'Nor"), "Enterprise"));
  CHECK(IsAnyOf(Card("U.S.S. Enterprise"), "Enterprise"));
  CHECK_FALSE(IsAnyOf(Card("Norah Satie"), "Nor"));  // a personnel; no whole word either
}
