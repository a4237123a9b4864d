// Card abilities (engine/stccg/card_abilities.h): every row of every table reads its wording as
// a real card of the built-in lists prints it, and does not read a near-miss of that wording.
#include "engine/stccg/card_abilities.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rule_catalogue.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {
namespace {

// ---- Fixture vocabulary ---------------------------------------------------------------------

// One ability shown on a real card.
struct AbilityCase {
  std::string_view id;
  std::string_view title;    // a card of the built-in lists (the first the title finds)
  std::string_view printed;  // a clause of its Text (card abilities: words of its Text)
  std::string_view near_miss;
};

constexpr AbilityCase kCases[] = {
    // Card abilities: the whole Text.
    {"white.resets-countdowns", "Primary Supply Depot", "Resets countdowns of {Ketracel-White}",
     "Resets countdowns of {Ketracel-White Reserve} aboard."},
    {"white.stays-on-planet", "The Great Link", "{Ketracel-White} on planet does not count down",
     "{Ketracel-White} on planet counts down."},
    {"card.not-duplicatable", "Deep Space Station K-7", "(Not duplicatable.)", "(Duplicatable.)"},
    {"card.seed-one", "Federation Outpost", "Seed one", "Seeds one at any [S] mission."},
    {"card.seedable", "Primary Supply Depot", "Seeds at", "Reseeding is not allowed."},
    {"card.buildable", "Remote Supply Depot", "Build where", "Rebuilds where it stands."},
    // The staples of real decks (staple_abilities.cc).
    {"card.on-table", "Red Alert!", "Plays on table.", "Plays on any outpost."},
    {"play.reports-instead-of-card-play", "Red Alert!",
     "In place of your normal card play, you may report for duty any number of Ship, Personnel, "
     "and Equipment cards.",
     "In place of your normal card play, you may draw a card."},
    {"play.free-report-each-turn", "Attention All Hands",
     "may report (for free) aboard your matching outpost.",
     "Once each turn, your personnel may report aboard your matching outpost."},
    {"download.ship-instead-of-card-play", "Attention All Hands",
     "Once per game, in place of your normal card play, you may download a [Univ][TNG] ship to "
     "your matching outpost.",
     "Once per game, in place of your normal card play, you may download a personnel."},
    {"download.mission-specialists", "Assign Mission Specialists",
     "You may download to one of your outposts up to two different mission specialists",
     "You may download to one of your outposts one mission specialist."},
    {"score.mission-specialist", "Assign Mission Specialists",
     "Once each mission, your mission specialist may score 5 points",
     "Once each mission, your mission specialist may score points."},
    {"download.one-card", "Continuing Mission", "You may download one [WC] card.",
     "You may download one card."},
    {"draw.extra-at-end-of-turn", "The Traveler: Transcendence",
     "That player must draw one extra card at the end of each turn.",
     "That player must discard one card at the end of each turn."},
    {"draw.any-player-draws-three", "Kivas Fajo - Collector",
     "Choose any player to immediately draw three new cards",
     "Choose any player to immediately discard three cards."},
    {"draw.seven-at-once", "Handshake", "discard entire hand and draw seven cards.",
     "discard entire hand."},
    {"draw.after-personnel-report", "Continuing Mission",
     "Once each turn, when you play a [TNG] personnel with four or fewer [*] icons (and no DL/ ), "
     "you may draw a card.",
     "Once each turn, when you play a [TNG] ship, you may draw a card."},
    {"card.affects-all-players", "Mirror Image",
     "All {Red Alert}, {Kivas Fajo - Collector}, {Masaka Transformations} and {The Traveler: "
     "Transcendence} cards affect all players.",
     "All {Red Alert} cards affect their players."},
    {"reshuffle.discard-pile", "Regenerate", "shuffle your discard pile into draw deck",
     "shuffle your hand into draw deck."},
    {"reshuffle.bottom-three", "Get It Done",
     "shuffle the bottom three personnel and/or ships from your discard pile into your draw deck",
     "shuffle the bottom three personnel from your discard pile into your draw deck."},
    {"au.door-open", "Alternate Universe Door",
     "Door is now open, allowing your [AU] icon cards to enter play.",
     "Door is now open, allowing your cards to enter play."},
    {"au.may-seed-and-play", "Space-Time Portal",
     "Your [AU] cards may seed and (once per turn) play.", "Your [AU] cards may seed."},
    {"au.personnel-may-play", "Temporal Micro-Wormhole",
     "You may play [AU] personnel and [Equipment].",
     "You may play [AU] personnel from your discard pile."},
    {"tent.take-each-turn", "Q's Tent",
     "Once each turn, plays to take a card from your Q's Tent into your hand",
     "Once each turn, plays to take a card from your discard pile into your hand."},
    {"au.ignored", "Make a Difference Again", "You may ignore [AU] when playing [Films][TNG] cards",
     "You may ignore [TE] when playing [Films][TNG] cards."},
    // Facility clauses.
    {"facility.seeds-or-builds", "Federation Outpost",
     "Seed one OR build where you have a Federation ENGINEER.", "Seed one OR build when you like."},
    {"facility.may-be-seeded-at", "Terran Outpost",
     "May be seeded or built at {Terran Hideout} if no {headquarters} there.",
     "May be seeded at {Terran Hideout}."},
    {"facility.nor-coexists", "Chamber of Ministers", "A Nor may coexist here.",
     "A Nor may not coexist here."},
    {"facility.coexists-with", "Continuing Committee",
     "May coexist with {Office of the Proconsul}.", "May coexist with the Proconsul."},
    {"facility.not-duplicatable", "Deep Space Station K-7", "(Not duplicatable.)",
     "Not duplicatable."},
    {"facility.no-repairs", "Neutral Outpost", "Does not repair ships.",
     "Does not repair facilities."},
    {"facility.docks", "Tellarite Trading Post",
     "Ships may dock and repair here (as if an outpost).", "Ships may dock and report here."},
    {"facility.no-transporters", "Kazon Outpost", "Has no transporters.",
     "Has no working transporters."},
    {"facility.shields-extension", "Husnock Outpost", "Extends only 25% of its SHIELDS to ships.",
     "Extends all of its SHIELDS to ships."},
    {"facility.feature", "Hirogen Outpost", "Has a Holodeck.", "Has two Holodecks."},
    {"facility.download", "Hirogen Outpost", "DL/ {Hirogen Hunt}", "DL {Hirogen Hunt}"},
    {"facility.no-reporting", "Empok Nor", "No reporting aboard.", "No reporting aboard ships."},
    {"facility.used-by-all-players", "Deep Space Station K-7",
     "may be used by all players' compatible cards.", "may be used by all players' ships."},
    {"facility.mix-aboard", "Ferengi Trading Post",
     "Each player's non-Borg cards may report and mix aboard regardless of affiliation.",
     "Each player's non-Borg cards may mix aboard regardless of affiliation."},
    {"facility.normal-reporting", "Empok Nor (back)", "(Normal reporting now allowed.)",
     "(Normal reporting not allowed.)"},
    {"facility.free-play", "Central Command",
     "Once per turn, one Cardassian Gul or Legate OR one {HQ} card may play for free here.",
     "Once per game, one Cardassian Gul may play for free here."},
    {"facility.reports", "Remote Supply Depot",
     "Your equipment may report aboard, for free, regardless of quadrant.",
     "Your equipment may not be reported here."},
    {"facility.flips-if-commandeered-by", "Terok Nor",
     "If commandeered by any personnel who is [Baj] or [Fed], flip card over.",
     "If commandeered by any Bajoran personnel, flip card over."},
    {"facility.new-controller-may-flip", "Mirror Terok Nor",
     "If commandeered, new controller may flip card over.",
     "If commandeered, new controller must flip card over."},
    {"facility.flips-if-commandeered", "Empok Nor", "Flip over if commandeered.",
     "Flip over if destroyed."},
    {"facility.when-first-flipped", "Empok Nor (back)",
     "When first flipped, each player may download to station up to ten different Site and/or "
     "Equipment cards that may play there.",
     "When flipped, each player may draw a card."},
    {"facility.dilemmas-beneath", "Empok Nor",
     "Dilemmas with \"Empok Nor\" in gametext or lore may seed beneath station",
     "Dilemmas may seed beneath the mission"},
    {"facility.commandeer-blocked", "Empok Nor", "may not be commandeered while dilemmas remain.",
     "may not be commandeered while personnel remain."},
    {"facility.site-allowance", "Mirror Terok Nor",
     "{Ops} may only seed or play here if [TE] in gametext.", "{Ops} may only report here."},
    {"facility.seeds-here", "Husnock Outpost",
     "You may seed one [Univ] {Husnock Ship} face up here.",
     "You may play one [Univ] {Husnock Ship} face up here."},
    // Site clauses.
    {"site.nor-line", "Guest Quarters", "Any Nor: Habitat Ring", "Any station: Habitat Ring"},
    {"site.docks", "Docking Pylons",
     "Any ship with fewer than five staffing icons may dock and undock here if ship is compatible "
     "with station's affiliation OR crew includes a V.I.P. OR player controlling ship has a "
     "Computer Skill personnel present at this site unopposed (just before undocking, that "
     "personnel may board ship).",
     "Any ship with fewer than five staffing icons may dock here."},
    {"site.repairs", "Docking Pylons", "Ships may not report here but may repair here.",
     "Ships may not report here."},
    {"site.capacity", "Docking Pads", "Capacity: 6 ships.", "Capacity: six ships."},
    {"site.free-report", "Docking Ports", "Freighters and transports report for free here.",
     "Freighters and transports may report for free here."},
    {"site.nor-ships", "Klingon Restaurant",
     "Klingon ships may report, dock, undock and repair at this Nor.",
     "Klingon ships may fly to this Nor."},
    {"site.innermost", "Commander's Office",
     "This site is always the \"innermost\" site of any Nor (may not separate {Ops} from any "
     "other site).",
     "This site is never the \"innermost\" site of any Nor."},
    {"site.adjacent", "Holosuite",
     "This site must be placed adjacent to {Quark's Bar} (or another Holosuite).",
     "This site must be placed next to {Quark's Bar}."},
    {"site.commandeer", "Ops",
     "Any Computer Skill personnel unopposed here may commandeer station.",
     "Any Computer Skill personnel unopposed here may commandeer a ship."},
    {"site.ops-download", "Ops",
     "Any player may, in place of their normal card play, download to an unopposed site on this "
     "station one card which may play there (if reporting a ship or personnel, must be of "
     "matching affiliation)",
     "Any player may download to an unopposed site on this station one card."},
    {"site.matches-affiliation", "Ops: Mirror Universe",
     "Cards with same [KCA] or [TE] icon as this Nor are considered to match its affiliation for "
     "purposes related to its sites.",
     "Cards with same [KCA] icon as this Nor are compatible with it."},
    {"site.files-mission-reports", "Commander's Office",
     "Matching OFFICER personnel may {file mission reports} here.",
     "Matching OFFICER personnel may read mission reports here."},
    {"site.report-trigger", "Primary Turbolift",
     "Once every turn, when a [DS9] personnel reports (but is not downloaded) using their "
     "classification to another site on this Nor, that personnel's owner may draw a card.",
     "Once every turn, that personnel's owner may draw a card."},
    {"site.reports", "Ops", "Compatible OFFICER-classification personnel may report here.",
     "Compatible OFFICER-classification personnel may walk here."},
    {"site.feature", "Security Holding Cell", "Has a Brig.", "Has two brigs."},
    // Dilemma abilities: the whole Text.
    {"dilemma.get-past-requires", "Scientific Method",
     "To get past requires MEDICAL and 3 SCIENCE.", "To get past requires CUNNING>24 remaining."},
    {"dilemma.cannot-get-past-unless", "Ancient Computer",
     "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present.",
     "Cannot get past unless at least half of personnel in crew or Away Team (round up) each have "
     "CUNNING>7."},
    {"dilemma.unless-first", "Flaxian Assassin",
     "Unless 2 SECURITY and Biology present, kills one personnel (two if opponent has Tal Shiar "
     "in play) with three or more [*] icons (random selection).",
     "Unless Leadership present, kills one personnel (random selection) and \"stops\" all others "
     "present. To get past requires three [Stf] personnel OR three [Def] drones OR {Nog}."},
    {"dilemma.unless-after", "Chalnoth",
     "Kills one Away Team member (opponent's choice) unless 3 SECURITY OR STRENGTH>40 present. "
     "Discard dilemma.",
     "Kills one Away Team member (random selection) unless STRENGTH>44 OR you bribe rebels first "
     "by discarding an Equipment card, if present. Discard dilemma."},
    {"dilemma.then-get-past-requires", "Unscientific Method",
     "Most CUNNING SCIENCE personnel present without Greed or Treachery is killed. To get past "
     "requires CUNNING>24 remaining.",
     "To get past requires 3 Treachery and Acquisition OR 2 SCIENCE and 2 SECURITY OR {Ty "
     "Kajada}. Nullify by discarding {Recruit Mercenaries} from hand."},
    {"dilemma.get-past-requires-then", "Crippling Injury",
     "To get past requires 2 OFFICER OR 2 Leadership. Then, place on a unique leader present "
     "(opponent's choice); loses all regular skills and has NO STRENGTH.",
     "To get past requires SCIENCE and Stellar Cartography. Nullify by discarding a [Doorway] "
     "from hand."},
    {"dilemma.must-have", "Maglock",
     "To get past, crew must have at least 3 OFFICER with STRENGTH>5 each.",
     "To get through this maze-like structure and continue, Away Team must have {a Tricorder} OR "
     "2 ENGINEER."},
};

const AbilityCase* FindCase(std::string_view id) {
  for (const AbilityCase& c : kCases) {
    if (c.id == id) return &c;
  }
  return nullptr;
}

const CardFacts& ShippedCard(std::string_view title) {
  const Result<CardPool>& pool = CardPool::Shipped();
  REQUIRE(pool.ok());
  const CardFacts* card = pool->Find(title);
  INFO("title: " << title);
  REQUIRE(card != nullptr);
  return *card;
}

bool HasClause(const CardFacts& card, std::string_view printed) {
  const std::vector<std::string> clauses = wording::SplitClauses(card.text);
  INFO("clauses of " << card.title << ":\n" << wording::Join(clauses, "\n"));
  return std::find(clauses.begin(), clauses.end(), printed) != clauses.end();
}

bool Listed(const std::vector<std::string_view>& ids, std::string_view id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Reads `printed` as one clause with `row`.
template <typename Facts>
bool RowReads(const Ability<Facts>& row, std::string_view printed, Facts* facts) {
  const std::string clause(printed);
  const std::string key = wording::Key(clause);
  return row.read({clause, key}, facts);
}

// Reads `printed` as one clause with the whole table: the id of the row that reads it.
template <typename Facts>
std::string_view TableReads(std::span<const Ability<Facts>> table, std::string_view printed,
                            Facts* facts) {
  const std::string clause(printed);
  const std::string key = wording::Key(clause);
  const Ability<Facts>* row = ReadClause(table, {clause, key}, facts);
  return row == nullptr ? std::string_view() : row->id;
}

std::vector<std::string_view> RowIds() {
  std::vector<std::string_view> ids;
  for (const auto& row : CardAbilities()) ids.push_back(row.id);
  for (const auto& row : FacilityAbilities()) ids.push_back(row.id);
  for (const auto& row : SiteAbilities()) ids.push_back(row.id);
  for (const auto& row : DilemmaAbilities()) ids.push_back(row.id);
  return ids;
}

// ---- Tables ---------------------------------------------------------------------------------

TEST_CASE("Card abilities: every row has one id, a wording, a fact and a case on a real card",
          "[engine][cards]") {
  std::set<std::string_view> seen;
  for (std::string_view id : RowIds()) {
    INFO("ability " << id);
    CHECK(seen.insert(id).second);
    CHECK(FindCase(id) != nullptr);
  }
  for (const AbilityCase& c : kCases) {
    INFO("case " << c.id);
    CHECK(seen.count(c.id) == 1);
  }
  auto described = [](const auto& row) { return !row.wording.empty() && !row.fact.empty(); };
  CHECK(std::all_of(CardAbilities().begin(), CardAbilities().end(), described));
  CHECK(std::all_of(FacilityAbilities().begin(), FacilityAbilities().end(), described));
  CHECK(std::all_of(SiteAbilities().begin(), SiteAbilities().end(), described));
  CHECK(std::all_of(DilemmaAbilities().begin(), DilemmaAbilities().end(), described));
}

TEST_CASE("Card abilities: every rule an ability names is in the rule catalogue",
          "[engine][cards]") {
  auto check = [](std::string_view id, std::string_view rules) {
    while (!rules.empty()) {
      const size_t comma = rules.find(", ");
      const std::string_view rule = rules.substr(0, comma);
      INFO("ability " << id << " names " << rule);
      CHECK(FindRule(rule) != nullptr);
      if (comma == std::string_view::npos) break;
      rules.remove_prefix(comma + 2);
    }
  };
  for (const auto& row : CardAbilities()) check(row.id, row.rule);
  for (const auto& row : FacilityAbilities()) check(row.id, row.rule);
  for (const auto& row : SiteAbilities()) check(row.id, row.rule);
  for (const auto& row : DilemmaAbilities()) check(row.id, row.rule);
}

// ---- Each ability on its card ---------------------------------------------------------------

TEST_CASE("Card abilities: each reads its card's Text and not its near-miss", "[engine][cards]") {
  for (const Ability<CardFacts>& row : CardAbilities()) {
    DYNAMIC_SECTION(row.id) {
      const AbilityCase* c = FindCase(row.id);
      REQUIRE(c != nullptr);
      const CardFacts& card = ShippedCard(c->title);
      CHECK(Contains(card.text, c->printed));
      CardFacts scratch = card;
      CHECK(row.read({card.text, card.text}, &scratch));
      CHECK(Listed(AbilitiesRead(card), row.id));

      CardFacts near;
      near.type = card.type;
      near.text = std::string(c->near_miss);
      const CardFacts before = near;
      CHECK_FALSE(row.read({near.text, near.text}, &near));
      CHECK(near.resets_white_countdowns == before.resets_white_countdowns);
      CHECK(near.not_duplicatable == before.not_duplicatable);
      CHECK(near.buildable == before.buildable);
      CHECK(near.staple.downloads == before.staple.downloads);
      CHECK(near.staple.draws_now == before.staple.draws_now);
    }
  }
}

TEST_CASE("Card abilities: the Ketracel-White and copy facts are set on the cards that print them",
          "[engine][cards]") {
  CHECK(ShippedCard("Primary Supply Depot").resets_white_countdowns);
  CHECK_FALSE(ShippedCard("The Great Link").resets_white_countdowns);
  CHECK(ShippedCard("The Great Link").white_stays_on_planet);
  CHECK_FALSE(ShippedCard("Primary Supply Depot").white_stays_on_planet);
  CHECK(ShippedCard("Deep Space Station K-7").not_duplicatable);
  CHECK_FALSE(ShippedCard("Federation Outpost").not_duplicatable);
  // Facility abilities only: a personnel's "Seed one" reads nothing.
  CardFacts personnel;
  personnel.type = CardType::kPersonnel;
  personnel.text = "Seed one OR build where you have a Federation ENGINEER.";
  ReadCardAbilities(&personnel);
  CHECK_FALSE(personnel.seed_one);
  CHECK_FALSE(personnel.seedable);
  CHECK_FALSE(personnel.buildable);
}

TEST_CASE("Facility abilities: each reads its card's clause and not its near-miss",
          "[engine][cards]") {
  for (const Ability<FacilityReading>& row : FacilityAbilities()) {
    DYNAMIC_SECTION(row.id) {
      const AbilityCase* c = FindCase(row.id);
      REQUIRE(c != nullptr);
      const CardFacts& card = ShippedCard(c->title);
      REQUIRE(card.type == CardType::kFacility);
      CHECK(HasClause(card, c->printed));
      CHECK(Listed(AbilitiesRead(card), row.id));

      FacilityRules rules;
      rules.kind = card.facility_kind;
      FacilityReading reading;
      reading.rules = &rules;
      CHECK(TableReads(FacilityAbilities(), c->printed, &reading) == row.id);
      CHECK(rules.unclassified.empty());

      FacilityRules near_rules;
      near_rules.kind = card.facility_kind;
      FacilityReading near;
      near.rules = &near_rules;
      CHECK_FALSE(RowReads(row, c->near_miss, &near));
      CHECK(near_rules.placements.empty());
      CHECK(near_rules.unclassified.empty());
    }
  }
}

TEST_CASE("Site abilities: each reads its card's clause and not its near-miss", "[engine][cards]") {
  for (const Ability<SiteRules>& row : SiteAbilities()) {
    DYNAMIC_SECTION(row.id) {
      const AbilityCase* c = FindCase(row.id);
      REQUIRE(c != nullptr);
      const CardFacts& card = ShippedCard(c->title);
      REQUIRE(card.type == CardType::kSite);
      CHECK(HasClause(card, c->printed));
      CHECK(Listed(AbilitiesRead(card), row.id));

      SiteRules rules;
      CHECK(TableReads(SiteAbilities(), c->printed, &rules) == row.id);

      SiteRules near;
      CHECK_FALSE(RowReads(row, c->near_miss, &near));
      CHECK(near.reports.empty());
      CHECK(near.section.empty());
    }
  }
}

TEST_CASE("Dilemma abilities: each reads its card's Text and not its near-miss",
          "[engine][cards]") {
  for (const Ability<DilemmaReading>& row : DilemmaAbilities()) {
    DYNAMIC_SECTION(row.id) {
      const AbilityCase* c = FindCase(row.id);
      REQUIRE(c != nullptr);
      const CardFacts& card = ShippedCard(c->title);
      REQUIRE(card.type == CardType::kDilemma);
      CHECK(card.text == c->printed);
      CHECK(Listed(AbilitiesRead(card), row.id));
      CHECK(ReadDilemma(card).printed == c->printed);

      DilemmaReading near;
      const std::string text(c->near_miss);
      CHECK_FALSE(row.read({text, text}, &near));
      CHECK(near.condition.empty());
    }
  }
}

// The condition read from the dilemma `title` of the built-in lists ("" when none is).
std::string Condition(std::string_view title) { return ReadDilemma(ShippedCard(title)).condition; }

TEST_CASE("Dilemma abilities: real conditions read into the requirements grammar",
          "[engine][cards]") {
  CHECK(Condition("Scientific Method") == "MEDICAL + SCIENCE x3");
  CHECK(Condition("Emergency Conversion") == "Astrophysics x2 + Transporter Skill");
  CHECK(Condition("Navigational Hazards") == "Stellar Cartography + Navigation x2");
  CHECK(Condition("Hologram Ruse") == "INTEGRITY>30 + CUNNING>30");
  CHECK(Condition("Implication") == "Diplomacy x3 + INTEGRITY>30 OR Law + CUNNING>30");
  CHECK(Condition("Captain's Holiday") == "Archaeology x2 OR Geology x2");
  CHECK(Condition("Difficult Disposal") == "ENGINEER x2 + MEDICAL OR ENGINEER + MEDICAL x2");
  CHECK(Condition("Ancient Computer") == "Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3");
  CHECK(ReadDilemma(ShippedCard("Ancient Computer")).only_rule);
}

TEST_CASE("Dilemma abilities: a last \"To get past requires\" after effects that only take away",
          "[engine][cards]") {
  using Fails = DilemmaReading::Fails;
  for (std::string_view title : {"Unscientific Method", "Climbing the Ranks", "Triage",
                                 "Ferengi Infestation", "Rules of Obedience"}) {
    INFO(title);
    const DilemmaReading d = ReadDilemma(ShippedCard(title));
    CHECK_FALSE(d.condition.empty());
    CHECK(d.fails == Fails::kStopped);
    CHECK_FALSE(d.spares);
  }
  CHECK(Condition("Triage") == "INTEGRITY>22");  // "... unless you \"stop\" ...; ... remaining"
  CHECK(Condition("Rules of Obedience") ==
        "Geology + Honor x2 OR SECURITY x2 + Treachery x2 OR {Smiley}");
  // Effects that may add to the team or change the condition are not read past.
  for (std::string_view title : {"Routine Physical",          // "Stops X ..., where X=..."
                                 "Persistent Individuality",  // "Kills 7 - X ..., where X = ..."
                                 "Up Yer Shaft!",             // "... Nullify with ..."
                                 "Nuclear Disarmament"}) {    // "(if ..., stopped instead)"
    INFO(title);
    CHECK(Condition(title).empty());
  }
}

TEST_CASE("Dilemma abilities: \"unless\" conditions and the consequences they gate",
          "[engine][cards]") {
  using Fails = DilemmaReading::Fails;
  // A list ending at "present", an OR of sums, "x2" and "+" (a Second Edition wording).
  CHECK(Condition("Hanonian Land Eel") == "SECURITY + SCIENCE + STRENGTH>50");
  CHECK(Condition("Aggressive Behavior") ==
        "Anthropology x2 OR Leadership + Anthropology + CUNNING>35");
  CHECK(Condition("Short Circuit 2E") == "ENGINEER + Physics x2 OR Computer Skill x2 + SCIENCE");
  CHECK(Condition("Conundrum") == "INTEGRITY>40");
  CHECK(Condition("Talosian Cage") == "Empathy x3 OR {Christopher Pike}");
  CHECK(Condition("Gravitic Mine") == "SCIENCE + Navigation");
  // Sentences after a placing consequence tell what the placed dilemma does: read past.
  CHECK(Condition("Ankari \"Spirits\"") == "Honor x3 + INTEGRITY>35");
  CHECK(Condition("Hello Computer?") == "Archaeology + Physics + Computer Skill");
  CHECK(Condition("Vole Infestation").empty());  // "hand weapon OR ANIMAL ..."
  struct Case {
    std::string_view title;
    Fails fails;
    int kills;
  };
  for (const Case& c :
       {Case{"Astral Eddy", Fails::kKills, 1},            // "one crew member ... is killed"
        Case{"Chalnoth", Fails::kKills, 1},               // "Kills one Away Team member"
        Case{"Dangerous Climb", Fails::kKills, 1},        // "kills one Away Team member"
        Case{"Subspace Fracture", Fails::kKills, 0},      // "Entire crew or Away Team"
        Case{"Short Circuit 2E", Fails::kStopped, 0},     // "all of your personnel are stopped"
        Case{"Flaxian Assassin", Fails::kUnread, 0},      // "(two if ...)"
        Case{"Gravitic Mine", Fails::kUnread, 0},         // "Ship damaged"
        Case{"Ankari \"Spirits\"", Fails::kUnread, 0},    // "place on ship. Now and ..."
        Case{"New Essentialists", Fails::kUnread, 0}}) {  // "Nullify with ..."
    INFO(c.title);
    const DilemmaReading d = ReadDilemma(ShippedCard(c.title));
    CHECK(d.spares);
    CHECK(d.fails == c.fails);
    CHECK(d.kills == c.kills);
    CHECK_FALSE(d.only_rule);
  }
}

TEST_CASE("Dilemma abilities: near misses on real cards are taken on the table's word",
          "[engine][cards]") {
  for (std::string_view title : {
           "Crisis",              // "(or [Com] and [Def] icons) in Away Team and ..."
           "Hard Time",           // "To get past requires at least X personnel remaining."
           "Blended",             // "Empathy, Diplomacy, {Morn} or {any Scotty}", then a rule
           "Twisted",             // "at least half of personnel ... each have CUNNING>7"
           "Chula: The Dice",     // "one personnel with ..., another with ... and a third ..."
           "Founder Secret",      // "a changeling OR ... 4 [Def] drones"
           "Precision Piloting",  // "Navigation with [Cmd] or [Stf]"
           "Oops!",               // "Unless Leadership present, ..." then "To get past requires"
           "Berserk Changeling",  // "... OR {Changeling Sweep} ..." (an equipment)
           "Lockbox",             // "... (discard dilemma). Otherwise, score points ..."
           "Angry Mob",           // "... unless remaining Away Team has INTEGRITY>27 from ..."
           "None Shall Pass",     // "... OR Guramba."
       }) {
    INFO(title);
    CHECK(Condition(title).empty());
  }
  // A condition on a card that is not a dilemma is not read.
  CardFacts mission;
  mission.type = CardType::kMission;
  mission.text = "To get past requires MEDICAL and 3 SCIENCE.";
  CHECK(ReadDilemma(mission).condition.empty());
}

TEST_CASE("Card abilities: a card lists the abilities read from it, card abilities first",
          "[engine][cards]") {
  const std::vector<std::string_view> depot = AbilitiesRead(ShippedCard("Primary Supply Depot"));
  CHECK(depot == std::vector<std::string_view>{"white.resets-countdowns", "card.seedable",
                                               "facility.seeds-or-builds", "facility.seeds-here",
                                               "facility.no-repairs"});
  CHECK(AbilitiesRead(ShippedCard("Weyoun")).empty());
}

}  // namespace
}  // namespace stardate::engine::stccg
