#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "engine/registry.h"
#include "engine/rule_catalogue.h"
#include "engine/stccg/card_pool.h"
#include "tests/support/rule_quotes.h"
#include "tests/support/table.h"

namespace {

using stardate::testing::ReadRepositoryFile;
using stardate::testing::Squash;

// What each rule's quote must speak of, checked by hand against the rule texts: the words of
// the sentence that state the check the rule makes. A new rule needs a row here.
const std::map<std::string_view, std::vector<std::string_view>>& KeyWords() {
  static const std::map<std::string_view, std::vector<std::string_view>> kKeyWords = {
      {"core.event.cards", {"card instance of the game", "acts on a card names one"}},
      {"core.game.over", {"game has ended", "no action follows"}},
      {"core.random.honest", {"must equal", "generator"}},
      {"core.required.missing", {"rules require", "before any other action"}},
      {"core.window.none-open", {"answers an action waiting for responses"}},
      {"core.window.responder", {"answer in turn", "every player but the one who acted"}},
      {"stccg.seed.card-type", {"Seed phases", "doorway", "mission", "dilemma", "facility"}},
      {"stccg.seed.under-mission", {"dilemmas and artifacts", "under missions"}},
      {"stccg.seed.dilemma-type", {"Planet dilemmas", "only under space missions"}},
      {"stccg.seed.site", {"Nors", "sites"}},
      {"stccg.deck.construction", {"30 seed cards", "exactly 6 missions", "draw deck"}},
      {"stccg.facility.at-mission", {"seed or build", "only at a mission"}},
      {"stccg.report.cards", {"Personnel, ships and equipment report", "facility"}},
      {"stccg.fly.ship", {"fly a ship"}},
      {"stccg.dock.ship", {"Docking and undocking", "dock at", "facility"}},
      {"stccg.beam.cards", {"personnel and equipment"}},
      {"stccg.walk.sites", {"between adjacent sites of a Nor"}},
      {"stccg.battle.ships-facilities", {"ship or facility"}},
      {"stccg.battle.destroyed", {"Facilities participate in battle", "destroyed"}},
      {"stccg.battle.federation", {"may not initiate battle except against Borg"}},
      {"stccg.battle.initiation", {"execute orders", "WEAPONS"}},
      {"stccg.battle.leader", {"leader", "OFFICER", "matching personnel"}},
      {"stccg.battle.return-fire", {"defender may return fire", "fired on it"}},
      {"stccg.beam.nor", {"may not beam", "Nor"}},
      {"stccg.beam.same-location", {"between a ship or facility", "at the same location"}},
      {"stccg.beam.transporters", {"have transporters"}},
      {"stccg.card.from-hand", {"as your normal card play"}},
      {"stccg.card.own", {"Orders", "fly a ship"}},
      {"stccg.commandeer.affiliation", {"commandeer a Nor", "affiliation changes"}},
      {"stccg.commandeer.allowed", {"When a card allows you to commandeer"}},
      {"stccg.commandeer.empok-nor-dilemmas", {"encountered before", "commandeered"}},
      {"stccg.commandeer.own", {"only if you do not already control"}},
      {"stccg.dock.allowed", {"allow docking only if specified"}},
      {"stccg.dock.compatible", {"dock a ship", "ship itself must be compatible"}},
      {"stccg.dock.no-weapons", {"fire its WEAPONS"}},
      {"stccg.dock.no-mission-attempt", {"may not attempt missions"}},
      {"stccg.dock.same-location", {"dock", "same location"}},
      {"stccg.dock.space-facility", {"cannot dock at a planet facility"}},
      {"stccg.draw.opening-hand", {"shuffled", "draws **7**"}},
      {"stccg.draw.card-draw", {"draw **1** card", "If you cannot draw"}},
      {"stccg.facility.build.allowed", {"built", "if the game text allows it"}},
      {"stccg.facility.build.engineer", {"build an outpost", "ENGINEER"}},
      {"stccg.facility.destroyed.kill", {"facility is destroyed", "killed"}},
      {"stccg.facility.enter.compatible", {"must be compatible", "(except a Nor)", "enter"}},
      {"stccg.facility.headquarters.homeworld",
       {"headquarters", "only on the specified homeworld"}},
      {"stccg.facility.not-duplicatable", {"not duplicatable"}},
      {"stccg.facility.one-per-location", {"where you already have a facility"}},
      {"stccg.facility.outpost-reference", {"card references to the outposts"}},
      {"stccg.facility.seed.homeworld", {"outpost", "homeworld mission"}},
      {"stccg.facility.seed.native-quadrant", {"seed only in their native quadrant"}},
      {"stccg.facility.seed.outpost-icon", {"outpost", "matching affiliation icon"}},
      {"stccg.facility.seed.phase", {"seed during the facility seed phase"}},
      {"stccg.facility.seed.seed-one", {"seed one"}},
      {"stccg.facility.station.location", {"Stations", "locations specified on the cards"}},
      {"stccg.facility.use.opponent-outpost", {"may not use your opponent"}},
      {"stccg.fly.damaged-range", {"RANGE", "reduced to 5"}},
      {"stccg.fly.range", {"RANGE", "spans"}},
      {"stccg.fly.staffed", {"[Cmd]/[Stf]", "match the ship's affiliation"}},
      {"stccg.fly.undocked", {"undocked to fly"}},
      {"stccg.repair.facility", {"repaired", "outpost or Docking Pylons"}},
      {"stccg.report.compatible", {"must be compatible", "report to"}},
      {"stccg.report.native-quadrant", {"native quadrant"}},
      {"stccg.report.opponent-outpost", {"may not use your opponent"}},
      {"stccg.report.station", {"Stations without sites", "explicitly allowing reporting"}},
      {"stccg.response.interrupt", {"valid response"}},
      {"stccg.seed.phase-order", {"Seed phases, in order"}},
      {"stccg.turn.active-player", {"On your opponent's turn", "only make valid responses"}},
      {"stccg.turn.normal-card-play", {"1 normal card play"}},
      {"stccg.turn.order", {"first turn"}},
      {"stccg.walk.stopped", {"stop at any site", "may not walk again that turn"}},
      {"stccg.seed.unique-per-mission", {"one copy of each seed card at each mission"}},
      {"stccg.attempt.team", {"Away Team attempts planet missions", "crew attempts space"}},
      {"stccg.attempt.affiliation", {"match one of the mission's affiliation icons"}},
      {"stccg.stopped", {"stopped card may not move", "mission", "attempt"}},
      {"stccg.dilemma.order", {"encountered bottom-first"}},
      {"stccg.dilemma.condition", {"conditions you fail", "stops"}},
      {"stccg.dilemma.personnel", {"Away Team is your personnel", "crew"}},
      {"stccg.mission.solve", {"solving a mission", "sub-action of the mission attempt"}},
      {"stccg.mission.requirements", {"meet the mission requirements", "score its points"}},
      {"stccg.mission.solved-once", {"solved only once per game"}},
      {"stccg.game.result", {"both draw decks are empty", "higher score wins"}},
      {"stccg.effect.stated", {"check conditions", "choose targets"}},
      {"stccg.battle.personnel.initiation", {"planet surface, ship, facility"}},
      {"stccg.battle.personnel.strength", {"Higher STRENGTH", "more than double"}},
      {"stccg.mission.fair-play", {"solve an opponent's unique mission", "in play"}},
      {"stccg.download.source", {"special download icon", "download the specified target card"}},
      {"stccg.download.location", {"download icon must be at that location"}},
      {"stccg.download.initiation", {"must select a target card", "valid target card"}},
      {"stccg.download.card-text-limit", {"Only by card text"}},
      {"stccg.draw.reshuffle", {"Only by card text"}},
      {"stccg.report.docked", {"allows a ship to report", "must* report docked"}},
      {"stccg.commandeer.attempt", {"Away Team in Ops", "commandeer attempt", "encounter"}},
      {"stccg.infiltrate.icon", {"infiltration icon", "affiliation changes"}},
      {"stccg.infiltrate.report",
       {"opponent is allowed to report", "compatible with that affiliation"}},
      {"stccg.infiltrate.present",
       {"infiltrate later", "present with an opponent's crew or Away Team"}},
      {"stccg.infiltrate.again", {"cannot infiltrate again", "away from"}},
      {"stccg.infiltrate.not-intruder", {"cannot initiate battle against your infiltrator"}},
      {"stccg.infiltrate.actions", {"may not take actions"}},
      {"stccg.infiltrate.expose", {"stops infiltrating", "voluntarily", "by a card play"}},
      {"stccg.infiltrate.expose.persona", {"present with any version of the persona"}},
      {"stccg.turn.phase-order", {"start of turn", "card draw", "No going back"}},
      {"stccg.battle.affiliation",
       {"more than one affiliation", "affiliation attack restrictions"}},
      {"stccg.battle.tactic", {"current tactic", "facility"}},
      {"stccg.battle.personnel.casualty", {"higher total STRENGTH", "randomly selected casualty"}},
      {"stccg.download.once-per-game", {"once per game per title"}},
      {"stccg.dominion.jemhadar-suicide", {"Jem'Hadar", "of both players", "present with"}},
      {"stccg.dominion.white-deprivation", {"random selection", "dies from white deprivation"}},
      {"stccg.dominion.white-deprivation.blows", {"must stun and mortally wound", "whenever"}},
      {"stccg.dominion.white-deprivation.prevent", {"may not prevent them from fighting"}},
      {"stccg.dominion.ketracel-white.countdown", {"countdown icon", "the countdown stops"}},
      {"stccg.dominion.ketracel-white.ration", {"require regular doses", "to survive"}},
      {"stccg.dilemma.consequence", {"conditions you fail", "just takes effect"}},
      {"stccg.dominion.white-deprivation.priorities", {"attack according to", "priorities"}},
      {"stccg.dilemma.placed", {"no conditions", "just takes effect"}},
      {"stccg.card.au-door", {"Door is now open", "[AU] icon cards to enter play"}},
      {"stccg.score.mission-specialist", {"Once each mission", "mission specialist", "score"}},
      {"stccg.card.qs-tent", {"Once each turn", "take a card from your Q's Tent"}},
      {"stccg.card.discard-from-table", {"After any use", "discard doorway"}},
      {"stccg.card.beneath-deck", {"from hand", "on the bottom of your deck"}},
  };
  return kKeyWords;
}

}  // namespace

// A rule whose source is a card list quotes a card's own text: some card of that list prints
// the quote, word for word, in its Text.
bool SomeCardPrints(const std::string& list, std::string_view quote) {
  auto pool =
      stardate::engine::stccg::CardPool::LoadFile(stardate::testing::SourceDir() + "/" + list);
  REQUIRE(pool.ok());
  return std::any_of(pool->cards().begin(), pool->cards().end(),
                     [&](const auto& card) { return card.text.find(quote) != std::string::npos; });
}

TEST_CASE("Every catalogued rule quotes its source in data/ verbatim", "[engine][rules]") {
  REQUIRE(stardate::engine::AllRules().size() >= 40);
  size_t card_texts = 0;
  for (const auto& rule : stardate::engine::AllRules()) {
    INFO(rule.id << " in " << rule.source);
    const bool card_list = rule.source.rfind("data/stccg1e/", 0) == 0;
    CHECK((rule.source.rfind("data/rules/", 0) == 0 ||
           rule.source.rfind("data/reference/", 0) == 0 || card_list ||
           rule.source == "format/SPEC.md" || rule.source == "engine/CORE_RULES.md"));
    std::string source = ReadRepositoryFile(rule.source);
    REQUIRE_FALSE(source.empty());
    if (card_list) {
      ++card_texts;
      CHECK(SomeCardPrints(std::string(rule.source), rule.quote));
    } else {
      CHECK(Squash(source).find(Squash(std::string(rule.quote))) != std::string::npos);
    }
    CHECK_FALSE(rule.summary.empty());
  }
  CHECK(card_texts >= 1);  // stccg.card.au-door: Alternate Universe Door's text
}

TEST_CASE("A card list quote is read from a card's Text, not from anywhere in the list",
          "[engine][rules]") {
  // The list's header row is in the file but in no card's Text; a quote is word for word.
  CHECK_FALSE(SomeCardPrints("data/stccg1e/Physical.csv", "Mission/ Dilemma Type"));
  CHECK_FALSE(SomeCardPrints("data/stccg1e/Physical.csv",
                             "Door is now open, allowing your [AU] cards to enter play."));
  CHECK(SomeCardPrints("data/stccg1e/Physical.csv",
                       "Door is now open, allowing your [AU] icon cards to enter play."));
}

TEST_CASE("Every rule's quote is the sentence about that rule", "[engine][rules]") {
  // The core's and 1E's rules here; TI4's in tests/ti4/rule_catalogue_test.cc.
  size_t checked = 0;
  for (const auto& rule : stardate::engine::AllRules()) {
    if (rule.id.rfind("ti4.", 0) == 0) continue;
    ++checked;
    INFO(rule.id << ": \"" << rule.quote << "\"");
    auto row = KeyWords().find(rule.id);
    REQUIRE(row != KeyWords().end());
    for (std::string_view words : row->second) {
      INFO("expected: " << words);
      CHECK(rule.quote.find(words) != std::string_view::npos);
    }
  }
  CHECK(KeyWords().size() == checked);  // no stale rows
}

// How 1E's base rules state the core's rules (engine/stccg/rules/catalogue.cc CoreCitations),
// checked by hand like KeyWords().
const std::map<std::string_view, std::vector<std::string_view>>& Stccg1eCoreKeyWords() {
  static const std::map<std::string_view, std::vector<std::string_view>> kKeyWords = {
      {"core.game.over", {"until one player scores 100"}},
      {"core.required.missing", {"Mandatory", "must"}},
      {"core.window.none-open", {"initiation", "optional responses", "results"}},
      {"core.window.responder", {"optional responses step", "opponent has the first"}},
  };
  return kKeyWords;
}

TEST_CASE("A game's own citation of a core rule is quoted for its games, the core's otherwise",
          "[engine][rules]") {
  namespace engine = stardate::engine;
  const engine::GameModule* stccg = engine::FindGame("stccg1e");
  REQUIRE(stccg != nullptr);
  REQUIRE(stccg->core_citations != nullptr);
  CHECK(stccg->core_citations().size() == Stccg1eCoreKeyWords().size());
  for (const engine::Rule& cited : stccg->core_citations()) {
    INFO(cited.id << ": \"" << cited.quote << "\"");
    const engine::Rule* core = engine::FindRule(cited.id);
    REQUIRE(core != nullptr);  // a citation of a rule the core has
    CHECK(core->source == "engine/CORE_RULES.md");
    CHECK(engine::FindRule(cited.id, "stccg1e") == &cited);
    CHECK(engine::FindRule(cited.id, "ti4") == core);  // TI4 cites no text of its own for it
    std::string source = ReadRepositoryFile(cited.source);
    REQUIRE_FALSE(source.empty());
    CHECK(Squash(source).find(Squash(std::string(cited.quote))) != std::string::npos);
    auto row = Stccg1eCoreKeyWords().find(cited.id);
    REQUIRE(row != Stccg1eCoreKeyWords().end());
    for (std::string_view words : row->second) {
      INFO("expected: " << words);
      CHECK(cited.quote.find(words) != std::string_view::npos);
    }
  }
  // A module's rule is found by either lookup.
  CHECK(engine::FindRule("stccg.fly.range", "ti4") == engine::FindRule("stccg.fly.range"));
  CHECK(engine::FindRule("core.window.responder", "no-such-game") ==
        engine::FindRule("core.window.responder"));
}

TEST_CASE("Rule quotes that misled judges are replaced by the sentences of their rules",
          "[engine][rules]") {
  auto quote = [](std::string_view id) {
    const stardate::engine::Rule* rule = stardate::engine::FindRule(id);
    REQUIRE(rule != nullptr);
    return std::string(rule->quote);
  };
  // Turn order used to quote "Unused seed cards leave the game".
  CHECK(quote("stccg.turn.order").find("seed cards") == std::string::npos);
  // The opening hand and the end-of-turn draw are different sentences.
  CHECK(quote("stccg.draw.opening-hand") != quote("stccg.draw.card-draw"));
  CHECK(quote("stccg.draw.opening-hand").find("ends the turn") == std::string::npos);
}

TEST_CASE("Rule ids are unique and found by FindRule", "[engine][rules]") {
  std::set<std::string_view> seen;
  for (const auto& rule : stardate::engine::AllRules()) {
    CHECK(seen.insert(rule.id).second);
    CHECK(stardate::engine::FindRule(rule.id) == &rule);
  }
  CHECK(stardate::engine::FindRule("stccg.no-such-rule") == nullptr);
}
