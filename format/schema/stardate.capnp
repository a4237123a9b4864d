# Stardate log schema. Every event, header and snapshot is defined here once.
# Format version 2 (format/SPEC.md) stores events column-wise in EventBlock as below. Within a format version,
# evolution follows Cap'n Proto's rules: add fields and enumerants at the end, never renumber.
@0xc7d1e0a4b5f3a291;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("stardate::schema");

# Where a game's random outcomes come from (DESIGN.md, "Randomness has a source").
enum Randomness {
  seed @0;   # the PRNG keyed by `seed` decides shuffles, random selections and chances; the
             # outcomes are written in the events and an audit proves them honest
  table @1;  # physical shuffles and dice at a table: the outcomes the script writes are facts, a
             # draw deck is a set of unknown order, and a draw the script leaves unnamed is a
             # card unknown to the log until it is played or revealed
}

# Where the header's seed stands (format/SPEC.md, "Withheld seeds").
enum SeedState {
  inHeader @0;  # `seed` is the game's seed (every log written before the field existed)
  withheld @1;  # the game was recorded with its seed withheld: `seed` is 0 and `rngCommitment`
                # alone commits to it; the random outcomes written in the events are not
                # checked until it is revealed
  revealed @2;  # recorded withheld, then revealed (`stardate reveal`): `seed` is the seed, which
                # `rngCommitment` matches; its state hashes, like a withheld game's, count it as 0
}

struct Player {
  name @0 :Text;
  supersededDeck @1 :AnyPointer;  # read-only, see Header.moduleHeader: a player's deck list in
                                  # logs written before the rules module's part held it
}

struct Header {
  gameKind @0 :UInt16;         # superseded by rulesModule, which names the game: the number
                               # the game's module registers (engine/registry.h, GameModule::
                               # header_number), written where logs have always had one (once an
                               # enum of game names, which an UInt16 reads the same); ignored
  rulesModule @1 :Text;        # the registered rules module that plays the game
  rulesVersion @2 :UInt32;     # bumped whenever a rule change alters replay output
  seed @3 :UInt64;             # PRNG key; see engine/rng.h
  rngCommitment @4 :Data;      # BLAKE2b-256 of the seed (little-endian), published before play
  event @5 :Text;              # tournament / event name
  round @6 :Text;
  players @7 :List(Player);
  superseded8 @8 :AnyPointer;  # read-only, see moduleHeader
  superseded9 @9 :AnyPointer;  # read-only, see moduleHeader
  scriptName @10 :Text;        # file the game was recorded from ("-" for standard input)
  snapshotInterval @11 :UInt32;  # a snapshot at least every N events (and at every turn start)
  meta @12 :List(KeyValue);    # free-form header lines kept for round trips (date, judge, ...)
  superseded13 @13 :AnyPointer;  # read-only, see moduleHeader
  superseded14 @14 :AnyPointer;  # read-only, see moduleHeader
  randomness @15 :Randomness;  # logs written before this field existed read as `seed`, which
                               # is what they used
  moduleHeader @16 :Data;      # the rules module's own part of the header (its cards, decks,
                               # map, factions, ...), in a form the module defines. Logs written
                               # before it held every module's part kept some modules' part in
                               # the fields now named superseded* (Player.supersededDeck too):
                               # writers leave those empty; the module that wrote them reads
                               # them from such a log when moduleHeader is empty
                               # (format/SPEC.md, "The rules module's part of the header")
  # A fork (`stardate fork`): a log continued from a point of another log. Empty parentHash:
  # not a fork. The events before parentEvents are the parent's, event for event.
  parentHash @17 :Data;        # the parent's chain value (BLAKE2b-256 of its last record)
  parentAddress @18 :Text;     # the address the fork was taken at, e.g. "window:3"
  parentEvents @19 :UInt64;    # the events shared with the parent: the fork point
  forkScript @20 :Text;        # the continuation script the events after the fork came from
  seedState @21 :SeedState;    # absent (inHeader) in logs written before the field existed
}

struct KeyValue {
  key @0 :Text;
  value @1 :Text;
}

# What an event does: the core's kinds. The number is the wire's (an EventBlock head keeps 8
# bits); the numbers above these are the modules' (the note at the end).
enum EventKind {
  # --- core
  phase @0;          # active player enters phase `arg` (the module numbers its phases)
  turn @1;           # a new turn begins; player = active player, arg = turn number
  pass @2;           # player passes in the open response window
  resolve @3;        # both players passed: the top pending action resolves (engine-emitted)
  shuffle @4;        # player's draw deck is shuffled; the random outcomes = the permutation
  draw @5;           # player draws the top card of the draw deck; card = the card drawn
  concede @6;        # player concedes; the game ends
  # Every number from 7 to 255 belongs to the rules module the header names: each module
  # declares its kinds and their names in its own folder (engine/<module>/kinds.h),
  # keeping the numbers logs have always used.
}

# One chunk's worth of events: the payload of a container chunk record. Events are stored
# column-wise (a structure of arrays), so zstd sees the recurring shape of play (a pass, a
# resolution, a phase step) apart from the card ids the players chose. Event i's values are
# found by walking the events in order: each column holds entries only for the events whose
# head bits say so. format/SPEC.md ("Event blocks") gives the grammar and an example.
struct EventBlock {
  heads @0 :List(UInt16);   # one per event: bits 0-7 the EventKind (kinds are < 256);
                            # bits 8-9 the player (3: the player is in `players`);
                            # bits 10-11 the engine's flags (bit 10: emitted by the engine as a
                            # required step; bit 11: recorded as illegal);
                            # bit 12: card != 0, bit 13: target != 0 (both in `idsLo`/`idsHi`);
                            # bit 14: arg != 0 (in `args`); bit 15: an entry in `exts`
  exts @1 :Data;            # one byte per event with head bit 15: bit 0 further cards (a count
                            # in `groups`, the ids in `idsLo`/`idsHi`), bit 1 line (`lines`),
                            # bit 2 random outcomes (`random`), bit 3 violations (`violations`);
                            # bits 4-7 are 0
  players @2 :Data;         # the player of each event whose head says 3
  idsLo @3 :Data;           # card instance ids, low bytes: for each event in order its card,
                            # its target and its further cards, each only if present
  idsHi @4 :Data;           # the high bytes of the same ids (0 while a game has < 256 cards)
  groups @5 :List(UInt32);  # the number of further cards (beam groups), > 0
  args @6 :List(UInt32);    # the event's small integer operand (phase, turn number, ...), as the
                            # difference (modulo 2^32) from the arg of the block's previous event
                            # of the same kind with an arg (0 if none): turn numbers store 1s
  lines @7 :List(UInt32);   # script line, as the difference (modulo 2^32) from the previous
                            # stored line in the block (0 before the first)
  random @8 :List(UInt32);  # random outcomes drawn for the event: a count n, then n values
  violations @9 :List(UInt32);  # rule ids the recorder flagged (faithful mode): a count n, then
                                # n indexes into ruleIds
  ruleIds @10 :List(Text);  # the distinct rule ids of the block's violations, in order of first
                            # use
}

# A keyframe: the engine's canonical state bytes after `seq` events.
struct Snapshot {
  seq @0 :UInt64;
  state @1 :Data;              # engine-defined canonical serialization (engine/state_codec.h)
}
