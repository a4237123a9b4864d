# The Twilight Imperium 4 part of a log header (schema::Header.moduleHeader, GameSetup::
# module_header): the map and the players' factions. Evolution follows Cap'n Proto's rules: add
# fields at the end, never renumber.
@0x99f83e39540112b4;

using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("stardate::ti4schema");

# One system tile on the board at axial hex coordinates (q, r); the centre is (0, 0). Two tiles
# are adjacent when their sides touch: (q+1, r), (q-1, r), (q, r+1), (q, r-1), (q+1, r-1),
# (q-1, r+1).
struct MapTile {
  tile @0 :Text;     # the tile id of data/ti4/systems.ts ("18" is Mecatol Rex)
  q @1 :Int16;
  r @2 :Int16;
}

# Two map positions (indexes into `tiles`) made adjacent by a hyperlane or another map effect.
struct Link {
  a @0 :UInt16;
  b @1 :UInt16;
}

struct Faction {
  faction @0 :Text;          # the faction's name as the table calls it ("Emirates of Hacan")
  home @1 :UInt16;           # the map position (index into `tiles`) of the home system
  commodityValue @2 :UInt8;  # from the faction sheet, before space stations (001 note 6)
}

struct Setup {
  tiles @0 :List(MapTile);
  links @1 :List(Link);
  factions @2 :List(Faction);   # one per header player, in the same order
  victoryPoints @3 :UInt8;      # the points that win (10 unless the table says 14)
  speaker @4 :UInt8;            # the speaker (player index)
}
