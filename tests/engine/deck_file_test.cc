#include "engine/stccg/deck_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/table.h"
#include "tests/support/temp_dir.h"

namespace stardate::engine::stccg {
namespace {

// ---- Fixture vocabulary ---------------------------------------------------------------------

std::string DeckPath(const std::string& name) {
  return testing::SourceDir() + "/tests/data/decks/" + name;
}

const DeckTitles& Titles() {
  static const DeckTitles titles(*CardPool::Shipped());
  return titles;
}

// The card list's title `written` resolves to, or "error: <message>".
std::string TitleOf(const std::string& written) {
  Result<TitleResolution> r = Titles().Resolve(written);
  return r.ok() ? r->card->title : "error: " + r.status().message();
}

TitleMatch MatchOf(const std::string& written) {
  Result<TitleResolution> r = Titles().Resolve(written);
  REQUIRE(r.ok());
  return r->match;
}

Result<DeckFile> Parse(const std::string& text, const DeckFileLimits& limits = {}) {
  return ParseDeckFile(text, "deck.txt", limits);
}

// The message of the layout error `text` gives.
std::string LayoutError(const std::string& text, const DeckFileLimits& limits = {}) {
  Result<DeckFile> file = Parse(text, limits);
  REQUIRE_FALSE(file.ok());
  return file.status().message();
}

ResolvedDeck ReadShipped(const std::string& name) {
  Result<DeckFile> file = ReadDeckFile(DeckPath(name));
  REQUIRE(file.ok());
  return ResolveDeck(*file, Titles());
}

// The title each line written `written` resolved to in `deck`.
std::string ResolvedIn(const ResolvedDeck& deck, const std::string& written) {
  for (const ResolvedDeckLine& l : deck.lines) {
    if (l.line.written == written) return l.resolution.card->title;
  }
  return "(no such line)";
}

// ---- The starter decks ----------------------------------------------------------------------

TEST_CASE("Both shipped starter decks resolve on every line", "[stccg][deck]") {
  const std::string name = GENERATE("simple-federation.txt", "simple-klingon.txt");
  const ResolvedDeck deck = ReadShipped(name);
  INFO(name);
  for (const UnresolvedDeckLine& u : deck.unresolved) INFO(u.message);
  CHECK(deck.complete());
  CHECK(deck.lackey);
  CHECK(deck.CountIn(DeckFileSection::kDraw) == 30);
  CHECK(deck.CountIn(DeckFileSection::kMissions) == 6);
  CHECK(deck.CountIn(DeckFileSection::kSeed) == 23);
  CHECK(deck.CountIn(DeckFileSection::kQsTent) == 0);
  CHECK(deck.CountIn(DeckFileSection::kAside) == (name == "simple-klingon.txt" ? 3 : 0));
}

TEST_CASE("The starter decks' tricky titles resolve to the cards checked by hand",
          "[stccg][deck]") {
  const ResolvedDeck fed = ReadShipped("simple-federation.txt");
  CHECK(ResolvedIn(fed, "Mr. Scott *TMP") == "Mr. Scott (The Motion Pictures)");
  CHECK(ResolvedIn(fed, "Deanna Troi *FC") == "Deanna Troi (First Contact)");
  CHECK(ResolvedIn(fed, "NAVIGATIONAL HAZARDS *VOY") == "Navigational Hazards (Voyager)");
  CHECK(ResolvedIn(fed, "Kira**") == "Kira**");
  CHECK(ResolvedIn(fed, "STUDY \"HOLE IN SPACE\"") == "Study \"Hole in Space\"");
  CHECK(ResolvedIn(fed, "ANKARI \"SPIRITS\"") == "Ankari \"Spirits\"");
  CHECK(ResolvedIn(fed, "MAGLOCK") == "Maglock");
  CHECK(ResolvedIn(fed, "HQ: SECURE HOMEWORLD") == "HQ: Secure Homeworld");
  CHECK(ResolvedIn(fed, "Office of The President") == "Office of the President");
  CHECK(ResolvedIn(fed, "KIVAS FAJO - COLLECTOR") == "Kivas Fajo - Collector");
  CHECK(ResolvedIn(fed, "Jadzia Dax") == "Jadzia Dax");
  const ResolvedDeck kli = ReadShipped("simple-klingon.txt");
  CHECK(ResolvedIn(kli, "Jadzia Dax *BOG") == "Jadzia Dax (Blaze of Glory)");
  CHECK(ResolvedIn(kli, "Miral Paris*") == "Miral Paris*");
  CHECK(ResolvedIn(kli, "I.K.C. Qam-chee *CoC") == "I.K.C. Qam-Chee (Chain of Command)");
  CHECK(ResolvedIn(kli, "% Kor'choth") == "Kor'choth");
  CHECK(ResolvedIn(kli, "EXPLORE BLACK CLUSTER II*") == "Explore Black Cluster II");
  CHECK(ResolvedIn(kli, "% Vekma") == "Vekma");
}

TEST_CASE("A version marker names the version by its Release column", "[stccg][deck]") {
  Result<TitleResolution> scott = Titles().Resolve("Mr. Scott *TMP");
  REQUIRE(scott.ok());
  CHECK(scott->card->release == "tmp");
  CHECK(scott->match == TitleMatch::kVersionMarker);
  // The other starter decks of the plugin write the same markers.
  CHECK(TitleOf("Dr. Reyga *LfL") == "Dr. Reyga (Life From Lifelessness)");
  CHECK(Titles().Resolve("Dr. Reyga *LfL")->card->release == "lfl");
  CHECK(TitleOf("Rusot *VP") == "Rusot (Things Past)");
  CHECK(TitleOf("Shinzon *CoC") == "Shinzon (Chain of Command)");
  CHECK(TitleOf("Deanna Troi *VP") == "Deanna Troi (First Contact) *VP");
  // Without a marker, the title as the list writes it: the first version.
  CHECK(TitleOf("Mr. Scott") == "Mr. Scott");
  CHECK(MatchOf("Mr. Scott") == TitleMatch::kTitle);
}

TEST_CASE("The card list's own stars tell versions apart; stars no card has are dropped",
          "[stccg][deck]") {
  CHECK(TitleOf("Kira") == "Kira");
  CHECK(TitleOf("Kira*") == "Kira*");
  CHECK(TitleOf("KIRA**") == "Kira**");
  CHECK(MatchOf("Kira**") == TitleMatch::kTitle);
  CHECK(TitleOf("Rom*") == "Rom*");
  CHECK(TitleOf("INVESTIGATE SIGHTING II*") == "Investigate Sighting II");
  CHECK(MatchOf("INVESTIGATE SIGHTING II*") == TitleMatch::kTrailingStars);
}

TEST_CASE("A subtitle no card's title carries is dropped, with a note", "[stccg][deck]") {
  Result<TitleResolution> maglock = Titles().Resolve("Maglock (Homefront)");
  REQUIRE(maglock.ok());
  CHECK(maglock->card->title == "Maglock");
  CHECK(maglock->match == TitleMatch::kSubtitleDropped);
  CHECK(maglock->notes ==
        std::vector<std::string>{"the card list has no title 'Maglock (Homefront)'; "
                                 "'(Homefront)' is dropped"});
  // A subtitle the card list has is the card's own.
  CHECK(TitleOf("Vash (The Next Generation)") == "Vash (The Next Generation)");
  CHECK(MatchOf("Vash (The Next Generation)") == TitleMatch::kTitle);
  // Without it, the title must still name a card.
  CHECK_THAT(TitleOf("Qwxzy Vbnm (Homefront)"),
             Catch::StartsWith("error: no card titled 'Qwxzy Vbnm (Homefront)'"));
}

TEST_CASE("Typographic quotes and runs of spaces resolve like the card list's ASCII",
          "[stccg][deck]") {
  CHECK(TitleOf("Study \xE2\x80\x9CHole in Space\xE2\x80\x9D") == "Study \"Hole in Space\"");
  CHECK(TitleOf("Kor\xE2\x80\x99"
                "choth") == "Kor'choth");
  CHECK(TitleOf("  Admiral    Riker ") == "Admiral Riker");
}

TEST_CASE("'%' marks a universal card, and a note says when the list disagrees", "[stccg][deck]") {
  Result<TitleResolution> torin = Titles().Resolve("% Torin");
  REQUIRE(torin.ok());
  CHECK(torin->card->title == "Torin");
  CHECK(torin->notes.empty());
  Result<TitleResolution> data = Titles().Resolve("% Data");
  REQUIRE(data.ok());
  CHECK(data->card->title == "Data");
  REQUIRE(data->notes.size() == 1);
  CHECK(data->notes[0] ==
        "'%' marks a universal card; the card list does not mark 'Data' universal");
}

// ---- Titles that do not resolve -------------------------------------------------------------

TEST_CASE("A title the list does not have is an error naming the nearest titles", "[stccg][deck]") {
  const std::string typo = TitleOf("Jadzia Dxa");
  CHECK_THAT(typo, Catch::StartsWith("error: no card titled 'Jadzia Dxa' in "));
  CHECK_THAT(typo, Catch::Contains("; nearest: 'Jadzia Dax', 'Jadzia Dax (Blaze of Glory)'"));
  CHECK_THAT(typo, !Catch::Contains("2E"));  // Second Edition titles are never suggested
  CHECK_THAT(TitleOf("Qwxzy Vbnm"), Catch::EndsWith("; no title is close"));
}

TEST_CASE("Only the first 50 unresolved lines of a deck get nearest titles", "[stccg][deck]") {
  std::string text;
  for (int i = 0; i < 60; ++i) text += "1 Jadzia Dxa\n";
  Result<DeckFile> file = Parse(text);
  REQUIRE(file.ok());
  const ResolvedDeck deck = ResolveDeck(*file, Titles());
  REQUIRE(deck.unresolved.size() == 60);
  CHECK_THAT(deck.unresolved[49].message, Catch::Contains("; nearest: 'Jadzia Dax'"));
  CHECK_THAT(deck.unresolved[50].message,
             Catch::StartsWith("deck.txt: line 51: no card titled 'Jadzia Dxa' in "));
  CHECK_THAT(deck.unresolved[50].message, !Catch::Contains("nearest"));
}

TEST_CASE("A version marker no version has names the title's versions", "[stccg][deck]") {
  const std::string message = TitleOf("Mr. Scott *XYZ");
  CHECK_THAT(message, Catch::StartsWith("error: no version of 'Mr. Scott' has release 'XYZ' "
                                        "(the marker '*XYZ'); its versions: 'Mr. Scott' "
                                        "(release twt), 'Mr. Scott (The Motion Pictures)' "
                                        "(release tmp)"));
}

TEST_CASE("A title that names several cards is ambiguous and names them", "[stccg][deck]") {
  CHECK(TitleOf("Jadzia Dax *VP") ==
        "error: 'Jadzia Dax *VP' names several cards: 'Jadzia Dax (Blaze of Glory) *VP' "
        "(release VP), 'Jadzia Dax (Sanctuary)' (release VP); write the title as the card list "
        "does");
}

TEST_CASE("Titles that differ only in case are ambiguous unless written exactly", "[stccg][deck]") {
  std::ifstream in(testing::SourceDir() + "/data/stccg1e/Physical.csv", std::ios::binary);
  std::string header;
  REQUIRE(std::getline(in, header));
  const size_t columns = static_cast<size_t>(std::count(header.begin(), header.end(), ',')) + 1;
  auto row = [&](const std::string& name) {
    // Name, Set, ImageFile, Release, ..., Type (column 8): a personnel with blank numbers.
    std::string r = name + ",Trad_Modern_Open_Warp,,tst,,,,Personnel";
    for (size_t i = 8; i < columns; ++i) r += ",";
    return r;
  };
  Result<CardPool> pool =
      CardPool::Parse(header + "\n" + row("Tom Paris") + "\n" + row("TOM PARIS") + "\n", "two.csv");
  REQUIRE(pool.ok());
  const DeckTitles titles(*pool);
  CHECK(titles.Resolve("TOM PARIS")->card->title == "TOM PARIS");
  Result<TitleResolution> either = titles.Resolve("tom paris");
  REQUIRE_FALSE(either.ok());
  CHECK(either.status().message() ==
        "'tom paris' names several cards: 'Tom Paris' (release tst), 'TOM PARIS' (release tst); "
        "write the title as the card list does");
}

TEST_CASE("Second Edition cards are never a 1E deck's card", "[stccg][deck]") {
  CHECK(TitleOf("Kira Nerys 2E (Rescuer)") ==
        "error: 'Kira Nerys 2E (Rescuer)' is a Second Edition card, never part of a 1E deck");
  const CardPool& pool = *CardPool::Shipped();
  REQUIRE(pool.Find("Comm Officer Sato 2E (In A Mirror Darkly)") != nullptr);
  CHECK(DeckTitles::IsSecondEdition(*pool.Find("Comm Officer Sato 2E (In A Mirror Darkly)")));
  CHECK(DeckTitles::IsSecondEdition(*pool.Find("Jadzia Dax 2E (Emissary)")));
  CHECK_FALSE(DeckTitles::IsSecondEdition(*pool.Find("Jadzia Dax")));
}

// ---- Layout ---------------------------------------------------------------------------------

TEST_CASE("Plain COUNT TITLE text reads like the LackeyCCG layout", "[stccg][deck]") {
  Result<DeckFile> file =
      Parse("2 Data\n3x  Kurn\n\n# a comment\nmissions:\n1 Espionage Mission\n");
  REQUIRE(file.ok());
  CHECK_FALSE(file->lackey);
  CHECK(file->lines ==
        std::vector<DeckFileLine>{{1, DeckFileSection::kDraw, 2, "Data"},
                                  {2, DeckFileSection::kDraw, 3, "Kurn"},
                                  {6, DeckFileSection::kMissions, 1, "Espionage Mission"}});
  const ResolvedDeck deck = ResolveDeck(*file, Titles());
  CHECK(deck.complete());
  CHECK(SectionCards(deck, DeckFileSection::kDraw) ==
        std::vector<DeckCardCount>{{"Data", 2, 1}, {"Kurn", 3, 2}});
}

TEST_CASE("CR LF, LF and lone CR line ends read the same", "[stccg][deck]") {
  const std::string body = GENERATE(as<std::string>{}, "1\tData\r\nAside:\r\n1\tKurn\r\n",
                                    "1\tData\nAside:\n1\tKurn", "1\tData\rAside:\r1\tKurn\r");
  Result<DeckFile> file = Parse("\xEF\xBB\xBF" + body);
  REQUIRE(file.ok());
  CHECK(file->lackey);
  CHECK(file->lines == std::vector<DeckFileLine>{{1, DeckFileSection::kDraw, 1, "Data"},
                                                 {3, DeckFileSection::kAside, 1, "Kurn"}});
}

TEST_CASE("Every heading of the plugin opens its section; Outside: sets aside too",
          "[stccg][deck]") {
  Result<DeckFile> file = Parse(
      "1\tA\nMissions:\n1\tB\nSeed+Dil:\n1\tC\nQsTent:\n1\tD\nAside:\n1\tE\nOUTSIDE:\n1\tF\n");
  REQUIRE(file.ok());
  std::vector<DeckFileSection> sections;
  for (const DeckFileLine& l : file->lines) sections.push_back(l.section);
  CHECK(sections == std::vector<DeckFileSection>{DeckFileSection::kDraw, DeckFileSection::kMissions,
                                                 DeckFileSection::kSeed, DeckFileSection::kQsTent,
                                                 DeckFileSection::kAside, DeckFileSection::kAside});
}

TEST_CASE("An unknown heading is an error listing the known ones", "[stccg][deck]") {
  CHECK(LayoutError("1\tData\nSideboard:\n") ==
        "deck.txt: line 2: unknown heading 'Sideboard:'; expected one of Missions:, Seed+Dil:, "
        "QsTent:, Aside:, Outside:");
  CHECK(LayoutError("Seed + Dil:\n") ==
        "deck.txt: line 1: unknown heading 'Seed + Dil:'; did you mean 'Seed+Dil:'?");
}

TEST_CASE("A bad count is an error saying what was expected", "[stccg][deck]") {
  CHECK(LayoutError("0\tData\n") == "deck.txt: line 1: expected a count from 1 to 99, found '0'");
  CHECK(LayoutError("1\tData\nData\n") ==
        "deck.txt: line 2: expected 'COUNT<TAB>TITLE', 'COUNT TITLE' or a heading (Missions:, "
        "Seed+Dil:, QsTent:, Aside:, Outside:), found 'Data'");
  CHECK(LayoutError("3Data\n") ==
        "deck.txt: line 1: expected a tab or a space after the count, found '3Data'");
  CHECK(LayoutError("3\t\n") == "deck.txt: line 1: expected a title after the count '3'");
}

TEST_CASE("A deck file is read under limits, and the error names the limit hit", "[stccg][deck]") {
  DeckFileLimits limits;
  limits.max_bytes = 20;
  CHECK(LayoutError("1\tData\n1\tKurn\n1\tMartok\n", limits) ==
        "deck.txt: file is 23 bytes; the limit is 20");
  limits = {};
  limits.max_line_length = 8;
  CHECK(LayoutError("1\tData\n1\tAdmiral Riker\n", limits) ==
        "deck.txt: line 2: line is 15 bytes long; the limit is 8");
  limits = {};
  limits.max_lines = 2;
  CHECK(LayoutError("1\tData\n\n1\tKurn\n", limits) ==
        "deck.txt: line 3: more than 2 lines; the limit is 2");
  CHECK(LayoutError("100\tData\n") ==
        "deck.txt: line 1: count 100 is over the limit of 99 copies a line");
  CHECK(LayoutError("99999999999999999999\tData\n") ==
        "deck.txt: line 1: count 99999999999999999999 is over the limit of 99 copies a line");
  CHECK(LayoutError("1\tDa\x01ta\n") ==
        "deck.txt: line 1: control character 0x01 at column 5; expected text");
  // Within every limit:
  CHECK(Parse("99\tData\n").ok());
}

TEST_CASE("Reading a deck file names it in every error", "[stccg][deck]") {
  testing::TempDir dir;
  Result<DeckFile> missing = ReadDeckFile(dir.Path("none.txt"));
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.status().message() == dir.Path("none.txt") + ": cannot open file");
  {
    std::ofstream out(dir.Path("big.txt"), std::ios::binary);
    out << std::string(64, '#');
  }
  DeckFileLimits limits;
  limits.max_bytes = 32;
  Result<DeckFile> big = ReadDeckFile(dir.Path("big.txt"), limits);
  REQUIRE_FALSE(big.ok());
  CHECK(big.status().message() ==
        dir.Path("big.txt") + ": file is larger than 32 bytes, the limit");
}

// ---- The entry point of a script header -----------------------------------------------------

TEST_CASE("A deck file gives a player's seed and draw decks in file order", "[stccg][deck]") {
  Result<std::vector<DeckLine>> lines =
      LoadDeckLines(DeckPath("simple-klingon.txt"), *CardPool::Shipped());
  REQUIRE(lines.ok());
  int seed = 0, draw = 0;
  for (const DeckLine& l : *lines) (l.section == DeckSection::kSeed ? seed : draw) += l.count;
  CHECK(seed == 29);
  CHECK(draw == 30);  // the three cards set aside are not part of the deck
  CHECK(lines->front() == DeckLine{"The Traveler: Transcendence", 1, DeckSection::kDraw});
  CHECK((*lines)[17] == DeckLine{"Jadzia Dax (Blaze of Glory)", 1, DeckSection::kDraw});
}

TEST_CASE("A deck file with unresolved titles names every such line", "[stccg][deck]") {
  testing::TempDir dir;
  const std::string path = dir.Path("alice.txt");
  {
    std::ofstream out(path, std::ios::binary);
    out << "1\tData\r\n1\tJadzia Dxa\r\nMissions:\r\n1\tQwxzy Vbnm\r\n";
  }
  Result<std::vector<DeckLine>> lines = LoadDeckLines(path, *CardPool::Shipped());
  REQUIRE_FALSE(lines.ok());
  CHECK_THAT(lines.status().message(),
             Catch::StartsWith(path + ": line 2: no card titled 'Jadzia Dxa'"));
  CHECK_THAT(lines.status().message(),
             Catch::Contains("\n" + path + ": line 4: no card titled 'Qwxzy Vbnm'"));
}

}  // namespace
}  // namespace stardate::engine::stccg
