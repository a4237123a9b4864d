#include "engine/stccg/card_pool.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "data/shipped_data.h"
#include "engine/csv.h"

namespace stardate::engine::stccg {
namespace {

// ---- Fixture vocabulary ---------------------------------------------------------------------

std::string ReferencePath(const std::string& name) {
  return std::string(STARDATE_SOURCE_DIR) + "/data/stccg1e/" + name;
}

std::string SamplePath(const std::string& name) {
  return std::string(STARDATE_SOURCE_DIR) + "/samples/cards/" + name;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream contents;
  contents << in.rdbuf();
  return contents.str();
}

// Loads `path` once per test program; fails the test if it does not load.
const CardPool& Pool(const std::string& path) {
  static std::map<std::string, Result<CardPool>> loaded;
  auto it = loaded.find(path);
  if (it == loaded.end()) it = loaded.emplace(path, CardPool::LoadFile(path)).first;
  INFO(it->second.status().ToString());
  REQUIRE(it->second.ok());
  return *it->second;
}

const CardPool& Physical() { return Pool(ReferencePath("Physical.csv")); }
const CardPool& Virtual() { return Pool(ReferencePath("Virtual.csv")); }
const CardPool& Curated() { return Pool(SamplePath("stccg1e-pool.csv")); }

const CardFacts& Card(const CardPool& pool, std::string_view title) {
  const CardFacts* card = pool.Find(title);
  INFO("title: " << title);
  REQUIRE(card != nullptr);
  return *card;
}

// The columns of Physical.csv, in its order.
const std::vector<std::string> kColumns = {"Name",       "Set",      "ImageFile",
                                           "Release",    "Info",     "Property",
                                           "Uniqueness", "Type",     "Mission/ Dilemma Type",
                                           "Affil",      "Class",    "Int/Rng",
                                           "Cun/Wpn",    "Str/Shd",  "Points",
                                           "Region",     "Quadrant", "Span",
                                           "Icons",      "Staff",    "Characteristics/ Keywords",
                                           "Requires",   "Persona",  "Command",
                                           "Lore",       "Reports",  "Names",
                                           "Text"};

std::string Header(const std::vector<std::string>& columns = kColumns) {
  std::string out;
  for (const std::string& c : columns) out += (out.empty() ? "" : ",") + CsvQuote(c);
  return out + "\n";
}

// One data row with the given column values; other columns are blank.
std::string Row(const std::map<std::string, std::string>& values,
                const std::vector<std::string>& columns = kColumns) {
  std::string out;
  for (size_t i = 0; i < columns.size(); ++i) {
    auto it = values.find(columns[i]);
    if (i > 0) out += ",";
    if (it != values.end()) out += CsvQuote(it->second);
  }
  return out + "\n";
}

CardPool ParseOk(const std::string& csv) {
  Result<CardPool> pool = CardPool::Parse(csv, "t.csv");
  INFO(pool.status().ToString());
  REQUIRE(pool.ok());
  return *pool;
}

std::string ParseError(const std::string& csv) {
  Result<CardPool> pool = CardPool::Parse(csv, "t.csv");
  REQUIRE_FALSE(pool.ok());
  CHECK(pool.status().code() == Status::Code::kInvalidArgument);
  return pool.status().message();
}

// Every fact of a card except source_line, as text, so facts compare with one ==.
std::string Describe(const CardFacts& c) {
  std::ostringstream out;
  for (const std::string* s : {&c.title,         &c.set,          &c.release,
                               &c.info,          &c.property,     &c.uniqueness,
                               &c.type_text,     &c.class_text,   &c.affil_text,
                               &c.icons,         &c.staffing,     &c.keywords,
                               &c.requires_text, &c.persona,      &c.command,
                               &c.reports,       &c.names,        &c.text,
                               &c.lore,          &c.region,       &c.mission_requirements,
                               &c.int_rng_text,  &c.cun_wpn_text, &c.str_shd_text,
                               &c.points_text,   &c.span_text,    &c.location,
                               &c.csv_row}) {
    out << *s << '|';
  }
  out << static_cast<int>(c.type) << ' ' << c.affiliations << ' ' << c.any_affiliation_may_attempt
      << ' ' << static_cast<int>(c.quadrant) << ' ' << c.native_everywhere << ' '
      << c.planet_mission << ' ' << c.space_mission << ' ' << c.homeworld << ' ' << c.span << ' '
      << c.points << ' ' << c.range << ' ' << c.weapons << ' ' << c.shields << ' ' << c.integrity
      << ' ' << c.cunning << ' ' << c.strength << ' ' << static_cast<int>(c.facility_kind) << ' '
      << c.seed_one << ' ' << c.seedable << ' ' << c.buildable << ' ' << c.universal << ' '
      << c.not_duplicatable;
  return out.str();
}

std::vector<std::string> DescribeAll(const CardPool& pool) {
  std::vector<std::string> out;
  for (const CardFacts& c : pool.cards()) out.push_back(Describe(c));
  std::sort(out.begin(), out.end());
  return out;
}

// ---- Reference files ------------------------------------------------------------------------

TEST_CASE("CardPool loads every row of Physical.csv", "[engine]") {
  const CardPool& pool = Physical();
  CHECK(pool.row_count() == 3396);
  CHECK(pool.cards().size() < 3396);  // reprints with the same text merge
  CHECK(pool.cards().size() > 3200);
  CHECK(pool.header_row().rfind("Name,Set,ImageFile,Release,", 0) == 0);
  CHECK(pool.cards().front().source_line == 2);
}

TEST_CASE("CardPool loads every row of Virtual.csv", "[engine]") {
  CHECK(Virtual().row_count() == 2885);
}

TEST_CASE("CardPool reads selected_cards.csv despite its extra columns", "[engine]") {
  const CardPool& pool = Pool(ReferencePath("selected_cards.csv"));
  CHECK(pool.row_count() == 58);
  CHECK(Card(pool, "Dominion Outpost").quadrant == Quadrant::kGamma);
}

TEST_CASE("CardPool reads the facts of outposts", "[engine]") {
  const CardFacts& fed = Card(Physical(), "Federation Outpost");
  CHECK(fed.type == CardType::kFacility);
  CHECK(fed.facility_kind == FacilityKind::kOutpost);
  CHECK(fed.affiliations == Affiliation::kFederation);
  CHECK(fed.quadrant == Quadrant::kAlpha);
  CHECK(fed.seed_one);
  CHECK(fed.seedable);
  CHECK(fed.buildable);
  CHECK(fed.universal);
  CHECK_FALSE(fed.not_duplicatable);
  CHECK(fed.shields == 30);
  CHECK(fed.weapons == 0);

  const CardFacts& neutral = Card(Physical(), "Neutral Outpost");
  CHECK(neutral.affiliations == Affiliation::kNeutral);
  CHECK(neutral.seed_one);

  // Dominion Outpost is a virtual card (HF6); it is not in Physical.csv.
  CHECK(Physical().Find("Dominion Outpost") == nullptr);
  const CardFacts& dom = Card(Virtual(), "Dominion Outpost");
  CHECK(dom.quadrant == Quadrant::kGamma);
  CHECK(dom.affiliations == Affiliation::kDominion);
  CHECK(dom.seed_one);

  const CardFacts& depot = Card(Physical(), "Primary Supply Depot");
  CHECK(depot.quadrant == Quadrant::kGamma);
  CHECK(depot.seedable);
  CHECK_FALSE(depot.seed_one);
  CHECK_FALSE(depot.buildable);
}

TEST_CASE("CardPool reads the facts of stations and headquarters", "[engine]") {
  const CardFacts& empok = Card(Physical(), "Empok Nor");
  CHECK(empok.facility_kind == FacilityKind::kStation);
  CHECK(empok.affiliations == Affiliation::kNeutral);
  CHECK(empok.seedable);
  CHECK_FALSE(empok.buildable);

  const CardFacts& terok = Card(Physical(), "Terok Nor");
  CHECK(terok.facility_kind == FacilityKind::kStation);
  CHECK(terok.quadrant == Quadrant::kAlpha);
  CHECK(terok.affiliations == Affiliation::kCardassian);
  CHECK(terok.weapons == 6);
  CHECK(terok.shields == 34);

  const CardFacts& k7 = Card(Physical(), "Deep Space Station K-7");
  CHECK(k7.buildable);  // "Plays at {2267 Sherman's Planet}"
  CHECK_FALSE(k7.seedable);
  CHECK(k7.not_duplicatable);

  const CardFacts& colony = Card(Physical(), "Colony");
  CHECK(colony.buildable);  // "Build on any planet mission you completed."
  CHECK_FALSE(colony.seedable);

  const CardFacts& link = Card(Physical(), "The Great Link");
  CHECK(link.facility_kind == FacilityKind::kHeadquarters);
  CHECK(link.quadrant == Quadrant::kGamma);
  CHECK(link.seedable);
  CHECK(link.buildable);  // "Seeds or plays on {Founders' homeworld}"
  CHECK(link.not_duplicatable);
}

TEST_CASE("CardPool reads the facts of missions", "[engine]") {
  const CardFacts& alter = Card(Physical(), "Alter Records");
  CHECK(alter.type == CardType::kMission);
  CHECK(alter.planet_mission);
  CHECK_FALSE(alter.space_mission);
  CHECK(alter.quadrant == Quadrant::kAlpha);
  CHECK(alter.homeworld);
  CHECK(alter.affiliations == Affiliation::kCardassian);
  CHECK(alter.span == 4);
  CHECK(alter.points == 35);
  CHECK(alter.region == "Bajor Region");
  CHECK(alter.mission_requirements == alter.text);

  const CardFacts& relay = Card(Physical(), "Access Relay Station");
  CHECK(relay.quadrant == Quadrant::kGamma);
  CHECK_FALSE(relay.homeworld);
  CHECK(relay.affiliations == (Affiliation::kFederation | Affiliation::kRomulan |
                               Affiliation::kKlingon | Affiliation::kCardassian));

  const CardFacts& survey = Card(Physical(), "Survey Star System");
  CHECK(survey.space_mission);
  CHECK(survey.universal);

  const CardFacts& anomaly = Card(Physical(), "Investigate Anomaly II");
  CHECK(anomaly.affil_text == "Federation[FED][ROM][KLI]");
  CHECK(anomaly.affiliations ==
        (Affiliation::kFederation | Affiliation::kRomulan | Affiliation::kKlingon));

  const CardFacts& mineral = Card(Physical(), "Mineral Survey");
  CHECK(mineral.any_affiliation_may_attempt);
  CHECK(mineral.affiliations == 0);

  CHECK(Card(Physical(), "Transport Colonists").points == 35);         // "35*"
  CHECK(Card(Physical(), "The Discovery of Sha Ka Ree").points == 0);  // "10X"
  CHECK(Card(Physical(), "FGC-47 Research").span == 0);                // "X"
}

TEST_CASE("CardPool reads the facts of personnel, ships and equipment", "[engine]") {
  const CardFacts& weyoun = Card(Physical(), "Weyoun");
  CHECK(weyoun.type == CardType::kPersonnel);
  CHECK(weyoun.affiliations == Affiliation::kDominion);
  CHECK(weyoun.quadrant == Quadrant::kGamma);
  CHECK(weyoun.integrity == 5);
  CHECK(weyoun.cunning == 9);
  CHECK(weyoun.strength == 5);

  CHECK(Card(Physical(), "Sons of Mogh").integrity == 16);  // "8+8"
  CHECK(Card(Physical(), "Kira Nerys").strength == 8);      // "8+X"
  CHECK(Card(Physical(), "Hajur").quadrant == Quadrant::kDelta);
  CHECK(Card(Physical(), "Vartoq").quadrant == Quadrant::kMirror);         // [MU]
  CHECK(Card(Physical(), "H.M.S. Bounty*").quadrant == Quadrant::kAlpha);  // [AU] is no quadrant
  CHECK(Card(Physical(), "H.M.S. Bounty*").affiliations ==
        (Affiliation::kKlingon | Affiliation::kFederation));

  const CardFacts& defiant = Card(Physical(), "U.S.S. Defiant");
  CHECK(defiant.type == CardType::kShip);
  CHECK(defiant.range == 8);
  CHECK(defiant.weapons == 10);
  CHECK(defiant.shields == 9);

  const CardFacts& white = Card(Physical(), "Ketracel-White");
  CHECK(white.type == CardType::kEquipment);
  CHECK(white.native_everywhere);
  CHECK(white.icons == "[3]");
}

TEST_CASE("CardPool maps unknown types to kOther and keeps their text", "[engine]") {
  const CardFacts& q = Card(Physical(), "Q's Planet");
  CHECK(q.type == CardType::kOther);
  CHECK(q.type_text == "Q Mission");
  CHECK(Card(Physical(), "Strafing Run").type == CardType::kTactic);
}

TEST_CASE("CardPool merges reprints and keeps rows whose text differs", "[engine]") {
  std::vector<const CardFacts*> weyoun = Physical().FindAll("Weyoun");
  REQUIRE(weyoun.size() == 1);  // dom and Ref rows share the text
  CHECK(weyoun[0]->release == "dom");

  std::vector<const CardFacts*> chamber = Physical().FindAll("Chamber of Ministers");
  REQUIRE(chamber.size() == 2);
  CHECK(chamber[0]->release == "ds9");
  CHECK(chamber[1]->release == "Ref");
  CHECK(Physical().Find("Chamber of Ministers") == chamber[0]);
}

TEST_CASE("CardPool finds a title without its variant marks only when no exact match", "[engine]") {
  CHECK(Card(Physical(), "Hajur").title == "Hajur");
  CHECK(Card(Physical(), "Hajur*").title == "Hajur*");
  CHECK(Card(Virtual(), "Garak").title == "Garak*");
  CHECK(Card(Virtual(), "Cardassian Outpost").title == "Cardassian Outpost");
  CHECK(Card(Virtual(), "Deep Space 9 *VP").title == "Deep Space 9 *VP");
  CHECK(Physical().Find("No Such Card") == nullptr);
  CHECK(Physical().FindAll("No Such Card").empty());
}

// ---- Curated pool ---------------------------------------------------------------------------

TEST_CASE("The curated pool holds every selected card with its selected facts", "[engine]") {
  Result<std::vector<CsvRecord>> selected =
      ParseCsv(ReadFile(ReferencePath("selected_cards.csv")), "selected_cards.csv");
  REQUIRE(selected.ok());
  REQUIRE(selected->size() == 59);
  for (size_t r = 1; r < selected->size(); ++r) {
    const std::vector<std::string>& row = (*selected)[r].fields;
    const CardFacts& card = Card(Curated(), row[0]);
    CHECK(card.type_text == row[9]);
    CHECK(card.text == row[29]);
  }
}

TEST_CASE("The curated pool copies its rows verbatim from the reference CSVs", "[engine]") {
  std::set<std::string> reference_rows;
  for (const char* file : {"Physical.csv", "Virtual.csv"}) {
    std::istringstream lines(ReadFile(ReferencePath(file)));
    for (std::string line; std::getline(lines, line);) reference_rows.insert(line);
  }
  CHECK(Curated().header_row() == Physical().header_row());
  CHECK(ReadFile(SamplePath("stccg1e-pool.csv")).rfind("\xEF\xBB\xBF", 0) == 0);
  for (const CardFacts& card : Curated().cards()) {
    INFO(card.title);
    CHECK(reference_rows.count(card.csv_row) == 1);
  }
}

TEST_CASE("The curated pool has enough cards for two players' sample games", "[engine]") {
  std::map<CardType, int> by_type;
  int fed_missions = 0, dom_missions = 0, gamma_missions = 0, alpha_missions = 0;
  for (const CardFacts& card : Curated().cards()) {
    ++by_type[card.type];
    if (card.type != CardType::kMission || card.homeworld) continue;
    if (card.affiliations & Affiliation::kFederation) ++fed_missions;
    if (card.affiliations & Affiliation::kDominion) ++dom_missions;
    if (card.quadrant == Quadrant::kGamma) ++gamma_missions;
    if (card.quadrant == Quadrant::kAlpha) ++alpha_missions;
  }
  CHECK(by_type[CardType::kMission] >= 12);
  CHECK(by_type[CardType::kInterrupt] >= 4);
  CHECK(by_type[CardType::kEquipment] >= 4);
  CHECK(fed_missions >= 6);
  CHECK(dom_missions >= 3);
  CHECK(gamma_missions >= 6);
  CHECK(alpha_missions >= 6);
  CHECK(Card(Curated(), "Keevan").affiliations == Affiliation::kDominion);
  CHECK(Card(Curated(), "Kira Nerys").affiliations == Affiliation::kBajoran);
  CHECK(Card(Curated(), "Tricorder").native_everywhere);
}

TEST_CASE("CardPool applies mission locations from the locations file", "[engine]") {
  CardPool pool = Curated();
  Status status = pool.ApplyLocations(ReadFile(ReferencePath("locations.csv")), "locations.csv");
  INFO(status.ToString());
  REQUIRE(status.ok());
  CHECK(Card(pool, "Alter Records").location == "Bajor");
  CHECK(Card(pool, "Intelligence Operation").location == "Founders' homeworld");
  CHECK(Card(pool, "Rescue Founder").location.empty());

  Status bad = pool.ApplyLocations("Name,location\nWeyoun,Bajor\n", "loc.csv");
  CHECK(bad.message() ==
        "loc.csv: line 2: no mission titled 'Weyoun' in " + SamplePath("stccg1e-pool.csv"));
  CHECK(pool.ApplyLocations("Name\nAlter Records\n", "loc.csv").message() ==
        "loc.csv: line 1: missing column 'location'");
}

TEST_CASE("CardPool skips locations of missions it lacks when told to", "[engine]") {
  CardPool pool = ParseOk(Header() + Row({{"Name", "Alter Records"}, {"Type", "Mission"}}));
  const std::string csv = "Name,location\nAlter Records,Bajor\nKhitomer Research,Khitomer\n";
  CHECK_FALSE(pool.ApplyLocations(csv, "loc.csv").ok());
  CHECK(Card(pool, "Alter Records").location.empty());  // unchanged after the error
  REQUIRE(pool.ApplyLocations(csv, "loc.csv", UnknownMissions::kSkip).ok());
  CHECK(Card(pool, "Alter Records").location == "Bajor");
}

// ---- Several lists and the built-in pool ----------------------------------------------------

TEST_CASE("CardPool reads several lists as one, the first list's card winning a title",
          "[engine]") {
  Result<CardPool> both =
      CardPool::LoadFiles({ReferencePath("Physical.csv"), ReferencePath("Virtual.csv")});
  INFO(both.status().ToString());
  REQUIRE(both.ok());
  CHECK(both->row_count() == 3396 + 2885);
  CHECK(both->cards().size() == 5580);  // distinct (title, text) pairs, checked with a script
  CHECK(both->source_name() == ReferencePath("Physical.csv") + ", " + ReferencePath("Virtual.csv"));
  // Only in the virtual list.
  CHECK(both->source_of(Card(*both, "Dominion Outpost")).name == ReferencePath("Virtual.csv"));
  // In both with the same text: one card, from the physical list.
  CHECK(both->FindAll("Q the Referee").size() == 1);
  CHECK(both->source_of(Card(*both, "Q the Referee")).name == ReferencePath("Physical.csv"));
  // In both with different texts: two cards, the first list's first.
  std::vector<const CardFacts*> kazon = both->FindAll("Kazon Outpost");
  REQUIRE(kazon.size() == 2);
  CHECK(kazon[0]->text.find("at a [KAZ] or [NON] mission") != std::string::npos);
  CHECK(kazon[1]->text.find("at a [KAZ] or [NON] location") != std::string::npos);
  Result<CardPool> reversed =
      CardPool::LoadFiles({ReferencePath("Virtual.csv"), ReferencePath("Physical.csv")});
  REQUIRE(reversed.ok());
  CHECK(Card(*reversed, "Kazon Outpost").text.find("location") != std::string::npos);
}

TEST_CASE("CardPool names the list and line of an error in a later list", "[engine]") {
  const std::string good = Header() + Row({{"Name", "Data"}, {"Type", "Personnel"}});
  const std::string bad =
      Header() + Row({{"Name", "Odo"}, {"Type", "Personnel"}, {"Int/Rng", "ten"}});
  Result<CardPool> pool = CardPool::ParseLists({{good, "a.csv"}, {bad, "b.csv"}});
  REQUIRE_FALSE(pool.ok());
  CHECK(pool.status().message() ==
        "b.csv: line 2: column 'Int/Rng': cannot read 'ten' as a number");
  CHECK(CardPool::ParseLists({}).status().message() == "no card list to read");
  Result<CardPool> missing = CardPool::LoadFiles({ReferencePath("Physical.csv"), "/no/such.csv"});
  CHECK(missing.status().message() == "/no/such.csv: cannot open file");
}

TEST_CASE("SubsetCsv writes rows of lists with different headers under one header", "[engine]") {
  std::vector<std::string> reordered = kColumns;
  std::reverse(reordered.begin(), reordered.end());
  reordered.push_back("Blueprint ID");
  const std::string first =
      Header() +
      Row({{"Name", "Data"}, {"Type", "Personnel"}, {"Affil", "Federation"}, {"Str/Shd", "8"}});
  const std::string second = Header(reordered) + Row({{"Name", "Odo, Constable"},
                                                      {"Type", "Personnel"},
                                                      {"Affil", "Bajoran"},
                                                      {"Text", "Says \"no\"."},
                                                      {"Blueprint ID", "1"}},
                                                     reordered);
  Result<CardPool> pool = CardPool::ParseLists({{first, "a.csv"}, {second, "b.csv"}});
  REQUIRE(pool.ok());
  const std::string subset = pool->SubsetCsv({"Odo, Constable", "Data"});
  CHECK(subset.rfind(Header().substr(0, Header().size() - 1) + ",Blueprint ID\n", 0) == 0);
  CardPool copy = ParseOk(subset);
  REQUIRE(copy.cards().size() == 2);
  for (const CardFacts& card : copy.cards()) {
    CardFacts original = Card(*pool, card.title), read = card;
    original.csv_row = read.csv_row = "";  // rows are written anew
    CHECK(Describe(read) == Describe(original));
  }
  // Rows from one list keep that list's header and bytes.
  CHECK(pool->SubsetCsv({"Odo, Constable"}) ==
        Header(reordered) + Card(*pool, "Odo, Constable").csv_row + "\n");
}

TEST_CASE("The built-in pool is data/'s Physical.csv then Virtual.csv, with locations",
          "[engine]") {
  const Result<CardPool>& shipped = CardPool::Shipped();
  INFO(shipped.status().ToString());
  REQUIRE(shipped.ok());
  REQUIRE(shipped->sources().size() == 2);
  CHECK(shipped->sources()[0].name == "data/stccg1e/Physical.csv");
  CHECK(shipped->sources()[1].name == "data/stccg1e/Virtual.csv");
  // Built in byte for byte.
  for (const data::ShippedFile& file : data::Stccg1eCardLists()) {
    CHECK(file.text == ReadFile(std::string(STARDATE_SOURCE_DIR) + "/" + std::string(file.path)));
  }
  CHECK(data::Stccg1eLocations().text == ReadFile(ReferencePath("locations.csv")));
  CHECK(shipped->row_count() == 3396 + 2885);
  CHECK(Card(*shipped, "Dominion Outpost").facility_kind == FacilityKind::kOutpost);
  CHECK(Card(*shipped, "Alter Records").location == "Bajor");
  CHECK(Card(*shipped, "Khitomer Research").location == "Khitomer");
  CHECK(&CardPool::Shipped() == &shipped);  // read once
}

TEST_CASE("ShippedLocationsCsv keeps the locations of the given missions only", "[engine]") {
  Result<std::string> csv = ShippedLocationsCsv({"Weyoun", "Khitomer Research", "Alter Records"});
  REQUIRE(csv.ok());
  // In the order of data/stccg1e/locations.csv.
  CHECK(*csv == "Name,location\nAlter Records,Bajor\nKhitomer Research,Khitomer\n");
  CHECK(*ShippedLocationsCsv({}) == "Name,location\n");
}

// ---- Round trip -----------------------------------------------------------------------------

TEST_CASE("SubsetCsv reads back to the same facts", "[engine]") {
  const std::vector<std::string> titles = {
      "Weyoun", "Alter Records", "Weyoun", "Chamber of Ministers", "Ketracel-White", "Nobody"};
  const std::string subset = Physical().SubsetCsv(titles);
  CardPool copy = ParseOk(subset);
  REQUIRE(copy.cards().size() == 5);  // Weyoun once, both Chambers, Nobody skipped
  CHECK(copy.cards()[0].title == "Weyoun");
  CHECK(copy.cards()[1].title == "Alter Records");
  CHECK(copy.header_row() == Physical().header_row());
  for (const CardFacts& card : copy.cards()) {
    std::vector<std::string> originals;
    for (const CardFacts* original : Physical().FindAll(card.title)) {
      originals.push_back(Describe(*original));
    }
    CHECK(std::count(originals.begin(), originals.end(), Describe(card)) == 1);
  }
}

TEST_CASE("SubsetCsv of every title reproduces the whole pool", "[engine]") {
  const std::string file = GENERATE(as<std::string>{}, "Physical.csv", "Virtual.csv");
  const CardPool& pool = Pool(ReferencePath(file));
  std::vector<std::string> titles;
  for (const CardFacts& card : pool.cards()) titles.push_back(card.title);
  CardPool copy = ParseOk(pool.SubsetCsv(titles));
  CHECK(DescribeAll(copy) == DescribeAll(pool));
}

// ---- Bad input ------------------------------------------------------------------------------

TEST_CASE("CardPool names the file and line of a missing column", "[engine]") {
  std::vector<std::string> columns = kColumns;
  columns.erase(std::find(columns.begin(), columns.end(), "Type"));
  CHECK(ParseError(Header(columns) + Row({{"Name", "Data"}}, columns)) ==
        "t.csv: line 1: missing column 'Type'");
  CHECK(ParseError("") == "t.csv: line 1: no header row");
  CHECK(ParseError("Name,Name\n") == "t.csv: line 1: duplicate column 'Name'");
}

TEST_CASE("CardPool finds columns by name in any order and ignores extras", "[engine]") {
  std::vector<std::string> columns = kColumns;
  std::reverse(columns.begin(), columns.end());
  columns.insert(columns.begin() + 3, "Blueprint ID");
  CardPool pool = ParseOk(Header(columns) + Row({{"Name", "Data"},
                                                 {"Type", "Personnel"},
                                                 {"Affil", "Federation"},
                                                 {"Int/Rng", "8"},
                                                 {"Cun/Wpn", "12"},
                                                 {"Str/Shd", "12"},
                                                 {"Blueprint ID", "101_204"}},
                                                columns));
  const CardFacts& data = Card(pool, "Data");
  CHECK(data.cunning == 12);
  CHECK(data.affiliations == Affiliation::kFederation);
}

TEST_CASE("CardPool names the line of a row with the wrong number of fields", "[engine]") {
  std::string row = Row({{"Name", "Data"}, {"Type", "Personnel"}});
  row.erase(row.rfind(','), 1);
  CHECK(ParseError(Header() + Row({{"Name", "Kromm"}}) + row) ==
        "t.csv: line 3: expected 28 fields, found 27");
}

TEST_CASE("CardPool names the line and column of a bad number", "[engine]") {
  CHECK(ParseError(Header() + "\n" +
                   Row({{"Name", "Data"}, {"Type", "Personnel"}, {"Str/Shd", "ten"}})) ==
        "t.csv: line 3: column 'Str/Shd': cannot read 'ten' as a number");
  CHECK(ParseError(Header() + Row({{"Name", "M"}, {"Type", "Mission"}, {"Points", "+/-10"}})) ==
        "t.csv: line 2: column 'Points': cannot read '+/-10' as a number");
}

TEST_CASE("CardPool reads blank, *, ?, X, Q and NO as zero", "[engine]") {
  const std::string value = GENERATE(as<std::string>{}, "", "*", "?", "X", "Q", "NO");
  CardPool pool = ParseOk(Header() + Row({{"Name", "S"},
                                          {"Type", "Ship"},
                                          {"Int/Rng", value},
                                          {"Cun/Wpn", "5+X"},
                                          {"Str/Shd", "8-X"}}));
  CHECK(Card(pool, "S").range == 0);
  CHECK(Card(pool, "S").int_rng_text == value);
  CHECK(Card(pool, "S").weapons == 5);
  CHECK(Card(pool, "S").shields == 8);
}

TEST_CASE("CardPool keeps odd numbers of card types it does not count", "[engine]") {
  CardPool pool = ParseOk(Header() + Row({{"Name", "E"}, {"Type", "Event"}, {"Points", "+/-10"}}));
  CHECK(Card(pool, "E").points_text == "+/-10");
  CHECK(Card(pool, "E").points == 0);
}

TEST_CASE("CardPool names the file and line of an unterminated quote", "[engine]") {
  CHECK(ParseError(Header() + Row({{"Name", "Data"}}) + "\"Kromm,Set\n") ==
        "t.csv: line 3: unterminated quoted field");
}

TEST_CASE("CardPool rejects a blank Name and an unknown quadrant", "[engine]") {
  CHECK(ParseError(Header() + Row({{"Type", "Personnel"}})) == "t.csv: line 2: empty 'Name'");
  CHECK(ParseError(Header() + Row({{"Name", "M"}, {"Type", "Mission"}, {"Quadrant", "Beta"}})) ==
        "t.csv: line 2: column 'Quadrant': unknown quadrant 'Beta'");
}

TEST_CASE("CardPool skips blank lines", "[engine]") {
  CardPool pool = ParseOk(Header() + "\n" + Row({{"Name", "A"}}) + "\r\n" + Row({{"Name", "B"}}));
  CHECK(pool.cards().size() == 2);
  CHECK(Card(pool, "B").source_line == 5);
}

TEST_CASE("LoadFile names a file it cannot open", "[engine]") {
  Result<CardPool> pool = CardPool::LoadFile("/nonexistent/cards.csv");
  REQUIRE_FALSE(pool.ok());
  CHECK(pool.status().code() == Status::Code::kIoError);
  CHECK(pool.status().message() == "/nonexistent/cards.csv: cannot open file");
}

// ---- Affiliations ---------------------------------------------------------------------------

TEST_CASE("ParseAffiliations reads the word and the icon forms", "[engine]") {
  CHECK(ParseAffiliations("Federation") == Affiliation::kFederation);
  CHECK(ParseAffiliations("Klingon/Federation") ==
        (Affiliation::kKlingon | Affiliation::kFederation));
  CHECK(ParseAffiliations("Non-Aligned") == Affiliation::kNonAligned);
  CHECK(ParseAffiliations("Non-aligned") == Affiliation::kNonAligned);
  CHECK(ParseAffiliations("[FED][ROM][KLI][CAR]") ==
        (Affiliation::kFederation | Affiliation::kRomulan | Affiliation::kKlingon |
         Affiliation::kCardassian));
  CHECK(ParseAffiliations("[BAJ]") == Affiliation::kBajoran);
  CHECK(ParseAffiliations("[DOM]") == Affiliation::kDominion);
  CHECK(ParseAffiliations("[NON]") == Affiliation::kNonAligned);
  CHECK(ParseAffiliations("[NA]") == Affiliation::kNonAligned);
  CHECK(ParseAffiliations("[Bor][XIN]") == (Affiliation::kBorg | Affiliation::kXindi));
  CHECK(ParseAffiliations("[MQ]") == 0);
  CHECK(ParseAffiliations("") == 0);
  CHECK(ParseAffiliations("Q Continuum") == 0);
}

TEST_CASE("AffiliationNames lists names in bit order and reads back", "[engine]") {
  CHECK(AffiliationNames(0).empty());
  CHECK(AffiliationNames(Affiliation::kDominion | Affiliation::kFederation) ==
        "Federation/Dominion");
  CHECK(ParseAffiliations(AffiliationNames(Affiliation::kAll)) == Affiliation::kAll);
}

}  // namespace
}  // namespace stardate::engine::stccg
