// `stardate cards check --coverage` (engine/stccg/card_coverage.h): what the ability tables read
// of each card, counted by card type, on a list whose figures are known card by card.
#include "engine/stccg/card_coverage.h"

#include <catch2/catch.hpp>
#include <string>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {
namespace {

// Rows of data/stccg1e/Physical.csv: four dilemmas and a personnel.
//  * Scientific Method ("To get past requires MEDICAL and 3 SCIENCE.") and Emergency Conversion
//    ("To get past requires 2 Astrophysics and Transporter Skill."): the condition is the whole
//    text, read: fully.
//  * Null Space (damage "unless 2 Navigation aboard"): its condition read, what the damage does
//    not: partly.
//  * Crisis (a condition with icons and "in Away Team"): not read at all.
//  * Data: a personnel whose text (his skills) no card ability reads: not at all.
constexpr std::string_view kList =
    R"(Name,Set,ImageFile,Release,Info,Property,Uniqueness,Type,Mission/ Dilemma Type,Affil,Class,Int/Rng,Cun/Wpn,Str/Shd,Points,Region,Quadrant,Span,Icons,Staff,Characteristics/ Keywords,Requires,Persona,Command,Lore,Reports,Names,Text
Crisis,Trad_Modern_Open_Warp,crisis,dom,C,FC,,Dilemma,[P],,,,,,,,,,,,,,,,The crew of the U.S.S. Enterprise-E faced concurrent problems in 2063. The Borg required Picard's attention on the ship while Riker and the away team worked with Cochrane on Earth.,,,To get past requires Leadership (or [Com] and [Def] icons) in Away Team and an OFFICER-classification personnel (or 2 [Def] Borg) aboard your ship at this location.
Data,Trad_Modern_Open_Warp,data,premiere,R,TNG,,Personnel,,Federation,OFFICER,8,12,12,,,,,[Cmd],,Android; Male; Soong-type android;,,,,Lt. Commander Data is a sentient android created by Dr. Noonien Soong. Has positronic brain. Desires to be human. Once left his head in San Francisco.,,Dr. Noonien Soong,OFFICER ENGINEER Computer Skill x 2 Music Astrophysics Exobiology
Emergency Conversion,Trad_Modern_Open_Warp,emergencyconversion,mm,7 C,TOS,,Dilemma,[S],,,,,,,,,,,,,,,,"With the field density between the mirror universe and their own closing quickly, Mr. Scott and Dr. McCoy rushed to complete modifications to the transporters.",,,To get past requires 2 Astrophysics and Transporter Skill.
Null Space,Trad_Modern_Open_Warp,nullspace,premiere,U,TNG,,Dilemma,[S],,,,,,5,,,,,,,,,,"A rare, invisible pocket of space caused by turbulence during star formation. Absorbs all energy.",,,Ship hits null space turbulence and is damaged unless 2 Navigation aboard. Discard dilemma.
Scientific Method,Trad_Modern_Open_Warp,scientificmethod,roa,C,TNG,,Dilemma,[S/P],,,,,,,,,,,,MEDICAL-related dilemma; SCIENCE-related dilemma;,,,,"Beverly Crusher scanned Jo'Bril's body for tetryon traces during her 2369 ""murder"" investigation. Her scientific approach eventually revealed that Jo'bril had faked his own death.",,,To get past requires MEDICAL and 3 SCIENCE.
)";

}  // namespace

TEST_CASE("Card coverage: dilemmas read fully, partly or not at all, counted by type",
          "[engine][cards]") {
  Result<CardPool> pool = CardPool::ParseLists({{kList, "coverage.csv"}});
  REQUIRE(pool.ok());
  CHECK(ReadingOf(*pool->Find("Scientific Method")) == Reading::kFully);
  CHECK(ReadingOf(*pool->Find("Null Space")) == Reading::kPartly);
  CHECK(ReadingOf(*pool->Find("Crisis")) == Reading::kNone);
  const Coverage c = CountCoverage(*pool);
  CHECK(c.dilemmas == 4);
  CHECK(c.dilemmas_stating_conditions == 4);  // each says "requires" or "unless"
  CHECK(c.dilemma_conditions == 3);
  REQUIRE(c.types.count("Dilemma") == 1);
  CHECK(c.types.at("Dilemma").fully == 2);
  CHECK(c.types.at("Dilemma").partly == 1);
  CHECK(c.types.at("Dilemma").none == 1);
  CHECK(c.types.at("Dilemma").no_text == 0);
  REQUIRE(c.types.count("Personnel") == 1);
  CHECK(c.types.at("Personnel").none == 1);
  CHECK(c.types.size() == 2);
}

TEST_CASE("Card coverage: a card without text is counted apart", "[engine][cards]") {
  CardFacts blank;
  blank.type = CardType::kEvent;
  CHECK(ReadingOf(blank) == Reading::kNoText);
  blank.text = "Not a wording any ability reads.";
  CHECK(ReadingOf(blank) == Reading::kNone);
}

}  // namespace stardate::engine::stccg
