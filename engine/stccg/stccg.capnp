# The Star Trek CCG First Edition part of a log header (schema::Header.moduleHeader,
# GameSetup::module_header): the card pool the decks draw from and the players' decks, so that a
# log is self-contained. Evolution follows Cap'n Proto's rules: add fields at the end, never
# renumber.
@0xdea68121c5afdd3a;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("stardate::stccgschema");

enum DeckSection {
  seed @0;   # seed deck: missions, dilemmas, facilities, doorways
  draw @1;   # draw deck: shuffled at the start of play
  tent @2;   # the Q's Tent side deck (a deck file's QsTent: section)
  file @3;   # not a card: the deck file the deck was read from, named by the entry's title (first
             # in its deck, count 0); a deck without one is the script's deck lines
}

struct DeckEntry {
  title @0 :Text;
  count @1 :UInt16;
  section @2 :DeckSection;
}

struct Deck {
  entries @0 :List(DeckEntry);
}

struct Setup {
  cardPool @0 :Text;        # the trekcc-CSV rows of every card the decks use
  cardPoolDigest @1 :Data;  # BLAKE2b-256 of cardPool
  poolSource @2 :Text;      # the card lists the recording read, one a line (informational)
  cardLocations @3 :Text;   # CSV (Name,location) of the missions' locations the rules use
  decks @4 :List(Deck);     # one per player, in the header's player order
}

# The core header as logs written before moduleHeader held this module's part laid it out
# (fields 0-14 of schema::Header with the types they had then, so that every field sits where
# those logs put it). Read-only: a log of that layout is read through it, never written.
struct OldPlayer {
  name @0 :Text;
  deck @1 :List(DeckEntry);
}

struct OldHeader {
  gameKind @0 :UInt16;
  rulesModule @1 :Text;
  rulesVersion @2 :UInt32;
  seed @3 :UInt64;
  rngCommitment @4 :Data;
  event @5 :Text;
  round @6 :Text;
  players @7 :List(OldPlayer);
  cardPool @8 :Text;
  cardPoolDigest @9 :Data;
  scriptName @10 :Text;
  snapshotInterval @11 :UInt32;
  meta @12 :AnyPointer;
  poolSource @13 :Text;
  cardLocations @14 :Text;
}
