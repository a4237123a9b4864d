#include "tests/conformance/dominion_game.h"

#include <sstream>

#include "engine/stccg/kinds.h"
#include "tests/support/table.h"

namespace stardate::testing {
namespace {

// Alice plays the Federation and the Dominion; Bob the Dominion. Each draws a deck of one
// common Jem'Hadar (any copy will do, so the shuffle does not matter to the script) and a few
// named cards. Alice's deck is drawn out at the end of the deprivation rounds, so her named
// cards are then in hand; Bob's never is (the draw that empties both decks ends the game):
// its size does not depend on the rounds, so the seed's shuffle of it is always the same one,
// and under kSeed it puts his named cards in his opening hand.
constexpr const char* kAliceJemHadar = "\"Yak'Talon\"";
constexpr const char* kBobJemHadar = "\"Temo'Zuma\"";
constexpr const char* kAliceOutpost = "\"Dominion Outpost\"#1";
constexpr const char* kBobOutpost = "\"Dominion Outpost\"#2";
constexpr int kAliceNamed = 5;  // Geordi La Forge, Data, Julian Bashir, Runabout, Benjamin Sisko
constexpr int kBobNamed = 3;    // Bashir Founder, Founder Leader, Ketracel-White
constexpr int kOpeningHand = 7;
constexpr int kBobDeck = 40;
constexpr const char* kSeed = "13";

class Script {
 public:
  std::string Text() const { return out_.str(); }
  void Line(const std::string& line) { out_ << line << "\n"; }
  void Comment(const std::string& text) { out_ << "# " << text << "\n"; }
  // A line that opens a response window, then both players pass (the opponent first).
  void Played(const std::string& player, const std::string& rest) {
    out_ << player << " " << rest << "\n";
    const std::string other = player == "Alice" ? "Bob" : "Alice";
    out_ << "  " << other << " passes\n  " << player << " passes\n";
  }
  void Turn(int n, const std::string& player) { out_ << "turn " << n << " " << player << "\n"; }
  // The lone Jem'Hadar `title` at `where` battles no one and dies of white deprivation.
  void LoneDeprivation(const std::string& player, const std::string& title,
                       const std::string& where) {
    Played(player, "deprives " + title + " at " + where);
    Line(player + " loses " + title);
  }

 private:
  std::ostringstream out_;
};

void Header(int rounds, Script* s) {
  // Alice's deck is drawn out at the end of the last deprivation round: 7 opening cards and
  // one draw a turn.
  const int alice_deck = kOpeningHand + rounds;
  s->Comment("A generated Dominion game (tests/conformance/dominion_game.cc, " +
             std::to_string(rounds) + " deprivation rounds):");
  s->Comment(
      "white deprivation turn after turn, infiltration and exposure, a Founder's death with");
  s->Comment(
      "Jem'Hadar of both players present, Empok Nor commandeered. The seed draws every card.");
  s->Line("stardate 1");
  s->Line("game stccg1e");
  s->Line(std::string("seed ") + kSeed);
  s->Line("randomness seed");
  s->Line("event \"Stardate Sample Open\"");
  s->Line("meta judge \"Sample\"");
  s->Line("player Alice");
  s->Line("  seed \"Evacuation\"");
  s->Line("  seed \"Camping Trip\"");
  s->Line("  seed \"Construct Depot\"");
  s->Line("  seed \"Armus - Skin of Evil\"");
  s->Line("  seed \"Empok Nor\"");
  s->Line("  seed \"Ops\"");
  s->Line("  seed \"Docking Pylons\"");
  s->Line("  seed \"Garak Has Some Issues\"");
  s->Line("  seed \"Federation Outpost\"");
  s->Line("  seed \"Dominion Outpost\"");
  s->Line("  draw \"Geordi La Forge\"");
  s->Line("  draw \"Data\"");
  s->Line("  draw \"Julian Bashir\"");
  s->Line("  draw \"Runabout\"");
  s->Line("  draw \"Benjamin Sisko\"");
  s->Line(std::string("  draw ") + kAliceJemHadar + " x" +
          std::to_string(alice_deck - kAliceNamed));
  s->Line("player Bob");
  s->Line("  seed \"Rescue Founder\"");
  s->Line("  seed \"Cure Blight\"");
  s->Line("  seed \"Oops!\"");
  s->Line("  seed \"Dominion Outpost\"");
  s->Line("  draw \"Bashir Founder\"");
  s->Line("  draw \"Founder Leader\"");
  s->Line("  draw \"Ketracel-White\"");
  s->Line(std::string("  draw ") + kBobJemHadar + " x" + std::to_string(kBobDeck - kBobNamed));
  s->Line("---");
  s->Line("Alice seeds mission \"Evacuation\"");
  s->Line("Bob seeds mission \"Rescue Founder\"");
  s->Line("Alice seeds mission \"Camping Trip\"");
  s->Line("Bob seeds mission \"Cure Blight\"");
  s->Line("Alice seeds mission \"Construct Depot\"");
  s->Comment(
      "Empok Nor seeds uncontrolled at a universal mission, both players' dilemmas beneath.");
  s->Line("Alice seeds facility \"Empok Nor\" at \"Construct Depot\"");
  s->Line("Alice seeds dilemma \"Garak Has Some Issues\" under \"Empok Nor\"");
  s->Line("Bob seeds dilemma \"Oops!\" under \"Empok Nor\"");
  s->Line("Alice seeds dilemma \"Armus - Skin of Evil\" under \"Rescue Founder\"");
  s->Line("Alice seeds facility \"Federation Outpost\" at \"Evacuation\"");
  s->Line("Alice seeds site \"Ops\" at \"Empok Nor\"");
  s->Line("Alice seeds site \"Docking Pylons\" at \"Empok Nor\"");
  s->Line(std::string("Alice seeds facility ") + kAliceOutpost + " at \"Rescue Founder\"");
  s->Line(std::string("Bob seeds facility ") + kBobOutpost + " at \"Rescue Founder\"");
}

// Round r: each player's Jem'Hadar reported last turn, alone at the outpost with no
// Ketracel-White, dies of white deprivation; a new one reports.
void DeprivationRound(int r, Script* s) {
  s->Turn(2 * r - 1, "Alice");
  if (r > 1) s->LoneDeprivation("Alice", kAliceJemHadar, kAliceOutpost);
  s->Played("Alice", std::string("reports ") + kAliceJemHadar + " to " + kAliceOutpost);
  s->Turn(2 * r, "Bob");
  if (r > 1) s->LoneDeprivation("Bob", kBobJemHadar, kBobOutpost);
  s->Played("Bob", std::string("reports ") + kBobJemHadar + " to " + kBobOutpost);
}

// The white deprivation owed now, whose group, split and victim the seed decides: the engine
// (a recording of the script so far) names the group's copies and then the victim.
void SeededDeprivation(const std::string& player, const std::string& where, Script* s) {
  std::string group;
  {
    Table table(s->Text());
    for (const engine::Event& e : table.state().Owed()) {
      if (e.kind != engine::stccg::kDeprive) continue;
      group = table.state().CardRef(e.card);
      for (uint16_t id : e.cards) group += ", " + table.state().CardRef(id);
    }
  }
  s->Played(player, "deprives " + group + " at " + where);
  Table table(s->Text());
  s->Line(player + " loses " + table.state().CardRef(table.state().dominion().battle.victim));
}

// The closing acts, from turn `t` (Alice's): every named card is in hand.
void ClosingActs(int t, Script* s) {
  const std::string yak = kAliceJemHadar, temo = kBobJemHadar;
  s->Turn(t, "Alice");
  s->LoneDeprivation("Alice", yak, kAliceOutpost);
  s->Played("Alice", "reports \"Geordi La Forge\" to \"Federation Outpost\"");
  s->Turn(t + 1, "Bob");
  s->LoneDeprivation("Bob", temo, kBobOutpost);
  s->Comment("Bashir Founder reports infiltrating Alice's outpost: Federation, part of her crew.");
  s->Played("Bob", "infiltrates \"Bashir Founder\" to \"Federation Outpost\"");
  s->Turn(t + 2, "Alice");
  s->Played("Alice", "reports \"Data\" to \"Federation Outpost\"");
  s->Comment("He beams down with Alice's Away Team and takes part in its attempt.");
  s->Played("Alice", "beams \"Geordi La Forge\", \"Data\", \"Bashir Founder\" to \"Evacuation\"");
  s->Played("Alice", "attempts \"Evacuation\", \"Bashir Founder\"");
  s->Turn(t + 3, "Bob");
  s->Played("Bob", "reports " + temo + " to " + kBobOutpost);
  s->Comment("He beams himself back up with the outpost's transporters.");
  s->Played("Bob", "beams \"Bashir Founder\" to \"Federation Outpost\"");
  s->Turn(t + 4, "Alice");
  s->Played("Alice", "reports \"Julian Bashir\" to \"Federation Outpost\"");
  s->Comment("Julian Bashir is present: the impersonator is exposed.");
  s->Line("Bob exposes persona \"Bashir Founder\", \"Julian Bashir\"");
  s->Played("Alice", "beams \"Julian Bashir\" to \"Evacuation\"");
  s->Turn(t + 5, "Bob");
  s->LoneDeprivation("Bob", temo, kBobOutpost);
  s->Played("Bob", std::string("reports \"Founder Leader\" to ") + kBobOutpost);
  s->Turn(t + 6, "Alice");
  s->Played("Alice", "reports " + yak + " to " + kAliceOutpost);
  s->Played("Alice", "beams \"Geordi La Forge\" to \"Federation Outpost\"");
  s->Comment("Present again with Alice's crew after being away from it, he infiltrates again.");
  s->Line("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"");
  s->Played("Alice", "beams " + yak + " to \"Rescue Founder\"");
  s->Turn(t + 7, "Bob");
  s->Played("Bob", "reports " + temo + " to " + kBobOutpost);
  s->Played("Bob", "beams \"Founder Leader\", " + temo + " to \"Rescue Founder\"");
  s->Played("Bob", "attempts \"Rescue Founder\"");
  s->Line("Bob encounters killed \"Armus - Skin of Evil\", \"Founder Leader\"");
  s->Comment("Founder Leader is dead: the Jem'Hadar of both players present kill themselves.");
  s->Line("Bob loses " + temo);
  s->Line("Alice loses " + yak);
  s->Turn(t + 8, "Alice");
  s->Played("Alice", "reports docked \"Runabout\" to \"Federation Outpost\"");
  s->Turn(t + 9, "Bob");
  s->Comment("Ketracel-White keeps Bob's next two Jem'Hadar from white deprivation.");
  s->Played("Bob", std::string("reports \"Ketracel-White\" to ") + kBobOutpost);
  s->Turn(t + 10, "Alice");
  s->Played("Alice", "reports \"Benjamin Sisko\" to \"Federation Outpost\"");
  s->Played("Alice", "beams \"Benjamin Sisko\" to \"Runabout\"");
  s->Played("Alice", "beams \"Data\" to \"Runabout\"");
  s->Played("Alice", "undocks \"Runabout\"");
  s->Played("Alice", "flies \"Runabout\" to \"Construct Depot\"");
  s->Played("Alice", "docks \"Runabout\" at \"Docking Pylons\"");
  s->Comment("From the docked Runabout, Data and Sisko walk to Ops: the commandeer attempt.");
  s->Played("Alice", "walks \"Data\", \"Benjamin Sisko\" to \"Ops\"");
  s->Played("Alice", "attempts \"Empok Nor\"");
  s->Line("Alice encounters overcome \"Garak Has Some Issues\"");
  s->Line("Alice encounters overcome \"Oops!\"");
  s->Comment("No dilemma is left: Data's Computer Skill at Ops commandeers the station.");
  s->Played("Alice", "commandeers Federation \"Empok Nor\"");
  s->Turn(t + 11, "Bob");
  s->Played("Bob", "reports " + temo + " to " + kBobOutpost);
  s->Turn(t + 12, "Alice");
  s->Turn(t + 13, "Bob");
  s->Played("Bob", "reports " + temo + " to " + kBobOutpost);
  s->Comment("The Ketracel-White goes down to the planet, away from them.");
  s->Played("Bob", "beams \"Ketracel-White\" to \"Rescue Founder\"");
  s->Turn(t + 14, "Alice");
  s->Turn(t + 15, "Bob");
  s->Comment("Two Jem'Hadar, no Ketracel-White, no one else to attack: they battle themselves,");
  s->Comment("split into two teams by the seed; neither can hit the other (equal STRENGTH), and");
  s->Comment("the seed's random selection takes one of them.");
  SeededDeprivation("Bob", kBobOutpost, s);
}

}  // namespace

std::string DominionGameScript(int rounds) {
  Script s;
  Header(rounds, &s);
  for (int r = 1; r <= rounds; ++r) DeprivationRound(r, &s);
  ClosingActs(2 * rounds + 1, &s);
  return s.Text();
}

}  // namespace stardate::testing
