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

# What an event does. Values 0..63 are core (game-agnostic), 64.. belong to rules modules.
enum EventKind {
  # --- core
  phase @0;          # active player enters phase `arg` (the module numbers its phases)
  turn @1;           # a new turn begins; player = active player, arg = turn number
  pass @2;           # player passes in the open response window
  resolve @3;        # both players passed: the top pending action resolves (engine-emitted)
  shuffle @4;        # player's draw deck is shuffled; the random outcomes = the permutation
  draw @5;           # player draws the top card of the draw deck; card = the card drawn
  concede @6;        # player concedes; the game ends
  # --- Star Trek CCG 1E
  seedDoorway @7;    # card
  seedMission @8;    # card = the mission, placed at the end of its quadrant's spaceline
  seedDilemma @9;    # card under mission `target`
  seedFacility @10;  # card at mission `target`
  report @11;        # card reports for duty: aboard facility `target` (ships: docked at it)
  build @12;         # facility card built at mission `target`
  playInterrupt @13; # card played, as a response when a window is open; target optional
  fly @14;           # ship `card` moves to mission `target`, spending RANGE
  dock @15;          # ship `card` docks at facility `target`
  undock @16;        # ship `card` undocks
  beam @17;          # personnel/equipment `card` (and its further cards) beam to `target`
                     # (a ship, a facility or a planet mission)
  discard @18;       # player discards `card` from hand
  playEvent @19;     # event card `card` played, on `target` if it plays on a card (Spacedock)
  seedSite @20;      # site `card` seeded at Nor `target`
  battle @21;        # ship or facility `card` attacks ship or facility `target` at its location
  destroy @22;       # ship or facility `card` is destroyed (engine-required after a battle)
  kill @23;          # personnel `card` is killed (engine-required: its facility or ship was destroyed)
  commandeer @24;    # player's personnel aboard take control of facility `card`; arg = affiliation
                     # bit chosen from the commandeering personnel (0 = unchanged)
  repair @25;        # ship `card` is repaired (engine-required when its repair time is served)
  walk @26;          # personnel `card` (and its further cards) walk to site `target` of the same Nor
  # --- Twilight Imperium 4 (engine/ti4/ti4_state.h). Systems are map positions + 1, planets
  # and space stations the map's planets in map order + 1, units (further cards) packed as
  # (system or owner) << 4 | unit type (engine/ti4/units.h).
  ti4Frontier @27;   # a frontier token is placed in system `target` at setup
  ti4Place @28;      # player places units (`cards`: unit types) in system `target`, on planet
                     # `card` (0: in space): starting units and production
  ti4Activate @29;   # player activates system `target` (a tactical action)
  ti4Move @30;       # player moves units into the active system `target`; `cards`: one
                     # (from system << 4 | unit type) per unit
  ti4Combat @31;     # space combat in system `target`: `cards` the units destroyed (owner << 4 |
                     # type); arg = winner + 1 (0: none); random = the dice, attacker first
  ti4Land @32;       # player commits ground forces (`cards`: unit types) from space to planet
                     # `card` of system `target`
  ti4Destroy @33;    # units (`cards`: owner << 4 | type) destroyed on planet `card` (0: in space)
                     # of system `target` (ground combat, bombardment)
  ti4Control @34;    # player gains control of planet or space station `card` (required when
                     # the rules give it)
  ti4Exhaust @35;    # player exhausts planet or station `card` for arg: 0 resources, 1 influence
  ti4Ready @36;      # player readies planets and stations `cards` (none named: every one)
  ti4Convert @37;    # player exhausts station `card` to convert arg commodities into trade goods
  ti4Replenish @38;  # player's commodities are replenished up to arg
  ti4Gain @39;       # player gains arg trade goods from the supply
  ti4Transact @40;   # player transacts with player `target` - 1; arg packs, a byte each from the
                     # lowest: commodities given, trade goods given, commodities received, trade
                     # goods received
  ti4Return @41;     # player returns arg commodities to the supply (required above the value)
  ti4Agenda @42;     # agenda number arg is revealed (the agenda phase's next vote)
  ti4Vote @43;       # player casts arg votes for outcome `target`, exhausting planets `cards`
  ti4Score @44;      # player scores public objective `card` (engine/ti4/objectives.h)
  ti4Reveal @45;     # public objective `card` is revealed
  # --- Star Trek CCG 1E play
  attempt @46;       # player attempts mission `card`: the Away Team on its planet, or the crew
                     # aboard ship `target` at a space mission (engine/stccg/rules/mission.cc)
  encounter @47;     # the attempting team encounters dilemma `card`; arg = the outcome the table
                     # wrote (engine/stccg/stccg_state.h, Outcome); `cards` the personnel it hit
  solve @48;         # player solves mission `card` (the attempt's last step); arg = the points
                     # scored
  score @49;         # player scores arg bonus points (negative: loses them), given by card `card`
  effect @50;        # a card's effect the engine does not model, stated by the table: card
                     # `card` (the cause) does arg (engine/stccg/stccg_state.h, Effect) to
                     # `target` and the further `cards`
  personnelBattle @51;  # player's personnel `card` and the further `cards` attack the opposing
                        # personnel at `target` (a planet mission's surface, a ship, a facility)
  engage @52;        # in the personnel battle under way, personnel `card` hits its adversary
                     # `target`: arg 1 stuns, 2 mortally wounds
  download @53;      # player downloads the further card (none: a search that took nothing) by
                     # the text of card `card`, playing it at once to `target`
  # --- Star Trek CCG 1E battle (attack permissions, tactics, the end of a personnel battle)
  allowAttack @54;   # card `card`'s text (stated by the table, taken on its word) allows player
                     # to attack any force that includes an affiliation of the set arg
  tactic @55;        # player plays tactic `card` in the window of the ship battle under way; arg
                     # 0: the bonuses the card prints, else 0x10000 | ATTACK << 8 | DEFENSE stated
  battleEnd @56;     # the personnel battle at `card` ends; `cards`: the casualty the losing side
                     # takes (random: its index among those it may be, under the seed)
  ration @57;        # player's Vorta present rations Ketracel-White: of player's Ketracel-White
                     # present with `card`, only `card` counts down at the end of this turn
  # Dominion rules that fire by themselves (the "deprive" area: 58-61).
  deprive @58;       # white deprivation (003): player's white-deprived personnel `card` and the
                     # further `cards` (a crew or Away Team with Ketracel-White-icon personnel and
                     # no Ketracel-White) battle at `target` (a planet mission's surface, a ship,
                     # a facility); random: with the seed, each personnel's team when they battle
                     # themselves (0 or 1, in the order named), then the draw choosing the victim
  expire @59;        # countdown card `card` (Ketracel-White) of player has counted down to zero and
                     # is discarded (a consequence the rules require)
  # 60-61 are held for later 1E kinds: Cap'n Proto numbers enumerants without holes.
  reserved60 @60;
  reserved61 @61;
  # --- Star Trek CCG 1E infiltration (engine/stccg/stccg_infiltration.cc)
  infiltrate @62;    # player's personnel `card` infiltrates: from hand, it reports infiltrating
                     # aboard the opponent's facility `target`; in play, it starts infiltrating
                     # the opponent's crew or Away Team at `target` (its ship, facility or planet)
  expose @63;        # infiltrator `card` is exposed; arg = how (engine/stccg/stccg_state.h,
                     # Exposure); `target` the card that exposed it (a card play, the persona)
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
