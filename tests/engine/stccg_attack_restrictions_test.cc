// Affiliation attack restrictions as pure functions of affiliation sets (base rules section 4;
// 003 "Dominion Attack Restrictions", "Affiliation Attack Restrictions"; 002 "force").
#include <catch2/catch.hpp>

#include <vector>

#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/card_pool.h"

using stardate::engine::stccg::Affiliation;
using stardate::engine::stccg::AttackBreaches;
using stardate::engine::stccg::AttackRestriction;
using stardate::engine::stccg::RestrictionOf;

namespace {

using A = Affiliation;

// The affiliations whose restriction the attack breaks.
std::vector<uint32_t> Broken(std::vector<uint32_t> attackers, std::vector<uint32_t> defenders,
                             uint32_t allowed = 0) {
  std::vector<uint32_t> out;
  for (const auto& b : AttackBreaches(attackers, defenders, allowed)) out.push_back(b.affiliation);
  return out;
}

}  // namespace

TEST_CASE("stccg.battle.affiliation: every affiliation of the card list has its restriction",
          "[engine][battle]") {
  CHECK(RestrictionOf(A::kFederation) == AttackRestriction::kBorgOnly);
  for (uint32_t free : {A::kKlingon, A::kKazon, A::kNonAligned, A::kNeutral}) {
    CHECK(RestrictionOf(free) == AttackRestriction::kNone);
  }
  for (uint32_t own : {A::kRomulan, A::kCardassian, A::kBajoran, A::kDominion, A::kFerengi,
                       A::kBorg, A::kVidiian, A::kHirogen, A::kStarfleet, A::kVulcan, A::kXindi}) {
    CHECK(RestrictionOf(own) == AttackRestriction::kNotOwn);
  }
}

TEST_CASE("stccg.battle.affiliation: the Dominion attacks anyone but the Dominion",
          "[engine][battle]") {
  CHECK(Broken({A::kDominion}, {A::kDominion}) == std::vector<uint32_t>{A::kDominion});
  CHECK(Broken({A::kDominion}, {A::kCardassian}).empty());
  CHECK(Broken({A::kDominion}, {A::kFederation, A::kBajoran}).empty());
  CHECK(Broken({A::kDominion, A::kDominion}, {A::kDominion}).size() == 1);  // one breach
  // Klingons may attack Klingons; Romulans may not attack Romulans.
  CHECK(Broken({A::kKlingon}, {A::kKlingon}).empty());
  CHECK(Broken({A::kRomulan}, {A::kRomulan}) == std::vector<uint32_t>{A::kRomulan});
}

TEST_CASE(
    "stccg.battle.affiliation: a force of several affiliations obeys all their restrictions "
    "and is attacked as each affiliation it includes",
    "[engine][battle]") {
  // 002 "force": a Klingon ship with a Klingon/Romulan crew is both a Klingon and a Romulan
  // force; it may not initiate battle against Romulans, nor be attacked by a Romulan force.
  CHECK(Broken({A::kKlingon, A::kRomulan}, {A::kRomulan}) == std::vector<uint32_t>{A::kRomulan});
  CHECK(Broken({A::kRomulan}, {A::kKlingon, A::kRomulan}) == std::vector<uint32_t>{A::kRomulan});
  CHECK(Broken({A::kKlingon, A::kRomulan}, {A::kKlingon}).empty());
  // A Non-Aligned ship with a Federation crew member is a Federation force.
  CHECK(Broken({A::kNonAligned, A::kFederation}, {A::kKlingon}) ==
        std::vector<uint32_t>{A::kFederation});
  CHECK(Broken({A::kNonAligned, A::kFederation}, {A::kBorg}).empty());
}

TEST_CASE(
    "stccg.battle.affiliation: a card allowing one affiliation allows any force that "
    "includes it",
    "[engine][battle]") {
  // 003: "Admiral Leyton allows you to attack a joint Dominion/Cardassian/Non-Aligned force."
  const std::vector<uint32_t> joint = {A::kDominion, A::kCardassian, A::kNonAligned};
  CHECK(Broken({A::kFederation}, joint) == std::vector<uint32_t>{A::kFederation});
  CHECK(Broken({A::kFederation}, joint, A::kDominion).empty());
  CHECK(Broken({A::kDominion}, {A::kDominion}, A::kDominion).empty());
  CHECK(Broken({A::kDominion}, {A::kDominion}, A::kKlingon).size() == 1);
}

TEST_CASE(
    "stccg.battle.affiliation: a multi-affiliation card is taken in the affiliation that "
    "allows the attack",
    "[engine][battle]") {
  // Its mode is not in the log: no finding rests on a guess.
  CHECK(Broken({A::kFederation | A::kKlingon}, {A::kCardassian}).empty());
  CHECK(Broken({A::kRomulan}, {A::kRomulan | A::kKlingon}).empty());
  CHECK(Broken({A::kRomulan | A::kDominion}, {A::kRomulan, A::kDominion}) ==
        std::vector<uint32_t>{A::kRomulan});
  CHECK(Broken({A::kDominion}, {}).empty());  // nothing to attack: nothing to judge here
}
