// The Twilight Imperium 4 rule catalogue: every quote is verbatim from its file in data/ and is
// the sentence about its rule.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "engine/rule_catalogue.h"
#include "engine/ti4/rules/table.h"
#include "tests/support/rule_quotes.h"

namespace stardate::engine::ti4 {
namespace {

using testing::ReadRepositoryFile;
using testing::Squash;

// The words of each quote that state its check, read by hand against the sources.
const std::map<std::string_view, std::vector<std::string_view>> kKeyWords = {
    {"ti4.action-card.hand", {"To play an action card", "discards the card"}},
    {"ti4.action-card.limit", {"more than seven action cards", "discard the rest"}},
    {"ti4.activate.token", {"token", "none of your own tokens"}},
    {"ti4.combat.winner", {"ships remaining", "winner of the combat"}},
    {"ti4.commodity.value", {"caps commodities"}},
    {"ti4.component.action", {"component action", "during their turn of an action phase"}},
    {"ti4.control.already", {"already control"}},
    {"ti4.control.invasion",
     {"still has one or more on the planet", "structures there are destroyed"}},
    {"ti4.control.planet", {"loses control of a planet", "another player has units on it"}},
    {"ti4.destroy.units", {"ground combat"}},
    {"ti4.exhaust.control", {"gains control", "planet card"}},
    {"ti4.exhaust.ready", {"Exhausted cards can't be used"}},
    {"ti4.frontier.planets", {"frontier token", "does not contain any planets"}},
    {"ti4.move.active", {"active player", "into the active system"}},
    {"ti4.move.range", {"never through systems with enemy ships", "their own token"}},
    {"ti4.move.units", {"Ground forces", "capacity ships"}},
    {"ti4.objective.condition", {"Expand Borders", "planets"}},
    {"ti4.objective.home", {"cannot score public objectives", "home system"}},
    {"ti4.objective.once", {"max 1 public"}},
    {"ti4.objective.combat", {"one per combat"}},
    {"ti4.phase.order", {"Strategy", "Action", "Status", "Agenda"}},
    {"ti4.place.structures", {"Structures go on planets"}},
    {"ti4.place.where", {"Produced ground forces", "space"}},
    {"ti4.ready.when", {"status step 6", "agenda step 3"}},
    {"ti4.station.commodity.excess", {"loses control of a space station", "return them"}},
    {"ti4.station.commodity.value", {"commodity value is increased by one"}},
    {"ti4.station.control.combat", {"moves ships into", "win the resulting space combat"}},
    {"ti4.station.control.keep", {"retain control", "until another player moves ships in"}},
    {"ti4.station.control.only-units", {"gains control", "only player with units"}},
    {"ti4.station.convert", {"exhaust a space station at any time", "trade goods"}},
    {"ti4.station.convert.not-gained", {"not treated as being gained"}},
    {"ti4.station.exhaust", {"exhausted for resources or influence"}},
    {"ti4.station.frontier", {"space station, but no planets", "frontier token"}},
    {"ti4.station.like-planet", {"mechanically similar to planets"}},
    {"ti4.station.no-units", {"Structures and ground forces cannot"}},
    {"ti4.station.objective", {"do not count as planets", "scoring objectives"}},
    {"ti4.station.objective.home", {"may still score public objectives", "home system"}},
    {"ti4.station.ready", {"readied during the status phase"}},
    {"ti4.station.transact", {"resolve transactions", "space stations"}},
    {"ti4.station.transact.not-neighbors", {"will not make those players neighbors"}},
    {"ti4.station.transact.once", {"more than one transaction", "each agenda"}},
    {"ti4.station.vote", {"do not count as planets", "voting"}},
    {"ti4.timing.window", {"describes the timing", "can be resolved"}},
    {"ti4.transact.goods", {"What can be traded"}},
    {"ti4.transact.neighbors", {"one transaction with each of their neighbors"}},
    {"ti4.transact.phase", {"strategy and status phases have none"}},
    {"ti4.turn.active", {"one action per turn"}},
    {"ti4.vote.influence", {"Votes = **influence**"}},
    // Whole rounds
    {"ti4.strategy.pick", {"from the speaker, clockwise", "picks 1 card"}},
    {"ti4.strategy.primary", {"strategic action", "primary ability"}},
    {"ti4.strategy.secondary", {"each other player", "secondary ability"}},
    {"ti4.strategy.effect",
     {"other than the Mecatol Rex system", "two of their exhausted planets"}},
    {"ti4.action.pass", {"before they can pass"}},
    {"ti4.action.order", {"initiative order"}},
    {"ti4.tokens.gain", {"gains three command tokens", "every three influence"}},
    {"ti4.tokens.tactic", {"tactic\u2011pool token"}},
    {"ti4.custodians", {"remove the custodians token", "spending six influence"}},
    {"ti4.custodians.agenda", {"the agenda phase is added"}},
    {"ti4.research.when", {"research technology", "Technology strategy card"}},
    {"ti4.research.faction", {"faction technology that does not match their faction"}},
    {"ti4.research.prerequisites", {"one technology of the matching color"}},
    // Status phase, production and ownership
    {"ti4.secret.limit", {"three total scored and unscored secret objectives"}},
    {"ti4.secret.held", {"each objective only once"}},
    {"ti4.secret.once", {"one secret objective during each status phase"}},
    {"ti4.secret.condition", {"fulfills the requirement"}},
    {"ti4.status.draw", {"draws 1 action card"}},
    {"ti4.production.limit", {"combined total", "each individual unit counts"}},
    {"ti4.production.cost", {"spend a number of resources"}},
    {"ti4.fleet.pool", {"fleet pool", "non\u2011fighter ships"}},
    {"ti4.capacity", {"capacity values", "fighters and ground forces"}},
    {"ti4.trade-goods.spend", {"planets or trade goods"}},
    {"ti4.ability.faction", {"faction ability", "used only by the player of that faction"}},
    {"ti4.ability.technology", {"used only by a player who owns that technology"}},
    {"ti4.ability.pillage", {"neighbors", "3 or more trade goods"}},
    // The steps of a space combat and an invasion
    {"ti4.timing.step", {"tactical action's steps", "timing events"}},
};

TEST_CASE("ti4 rules: every catalogued quote is verbatim in its file in data/", "[ti4][rules]") {
  for (const Rule& rule : Ti4Rules()) {
    INFO(rule.id);
    std::string source = ReadRepositoryFile(rule.source);
    REQUIRE_FALSE(source.empty());
    CHECK(Squash(source).find(Squash(std::string(rule.quote))) != std::string::npos);
    CHECK_FALSE(rule.summary.empty());
  }
}

TEST_CASE("ti4 rules: each quote speaks of its rule, and every rule has its row", "[ti4][rules]") {
  std::set<std::string_view> ids;
  for (const Rule& rule : Ti4Rules()) {
    INFO(rule.id);
    CHECK(rule.id.substr(0, 4) == "ti4.");
    CHECK(ids.insert(rule.id).second);
    auto it = kKeyWords.find(rule.id);
    REQUIRE(it != kKeyWords.end());
    for (std::string_view words : it->second) {
      CHECK(rule.quote.find(words) != std::string_view::npos);
    }
  }
  CHECK(ids.size() == kKeyWords.size());
}

TEST_CASE(
    "ti4 rules: every row of the rule table names a catalogued rule, and every rule "
    "that rejects events has a row",
    "[ti4][rules]") {
  std::set<std::string_view> judged;
  for (const rules::RuleCheck& row : rules::CheckTable()) {
    INFO(row.rule);
    CHECK(FindRule(row.rule, "ti4") != nullptr);
    CHECK(row.check != nullptr);
    judged.insert(row.rule);
  }
  for (std::string_view id : rules::OwedRules()) judged.insert(id);
  for (std::string_view id : rules::CountingRules()) {
    CHECK(judged.count(id) == 0);  // a rule that rejects nothing has no row
    judged.insert(id);
  }
  for (const Rule& rule : Ti4Rules()) {
    INFO(rule.id);
    CHECK(judged.count(rule.id) == 1);
  }
}

TEST_CASE("ti4 rules: every note of 001 from 2 to 9 has a rule citing 001", "[ti4][rules]") {
  int from_001 = 0;
  for (const Rule& rule : Ti4Rules())
    from_001 += rule.source == "data/rules/001_f853442015250ef0.txt";
  CHECK(from_001 == 18);
  std::string text = ReadRepositoryFile("data/rules/001_f853442015250ef0.txt");
  // Every sentence of notes 2-9 but 6.1 (a reminder token, shown by `show`) is quoted.
  for (std::string_view sentence :
       {"only player with units", "win the resulting space combat", "retain control",
        "as though it were a planet.", "readied during the status phase", "cannot be committed",
        "for the purpose of voting", "may still score", "increased by one", "return them to the",
        "may resolve transactions", "will not make those players", "more than one transaction",
        "convert any commodities", "not treated as being gained", "frontier token"}) {
    INFO(sentence);
    CHECK(text.find(sentence) != std::string::npos);
    bool quoted = false;
    for (const Rule& rule : Ti4Rules())
      quoted |= rule.quote.find(sentence) != std::string_view::npos;
    CHECK(quoted);
  }
}

}  // namespace
}  // namespace stardate::engine::ti4
