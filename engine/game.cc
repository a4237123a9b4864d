#include "engine/game.h"

#include <capnp/message.h>

#include "format/header_limits.h"
#include "format/message.h"

namespace stardate::engine {
namespace {

std::string SeedBytes(uint64_t seed) {
  std::string s(8, '\0');
  for (int i = 0; i < 8; ++i) s[i] = static_cast<char>((seed >> (8 * i)) & 0xff);
  return s;
}

}  // namespace

std::string SeedCommitment(uint64_t seed) {
  format::Hash256 h = Blake2b256(SeedBytes(seed));
  return std::string(reinterpret_cast<const char*>(h.data()), h.size());
}

std::string EncodeHeader(const GameSetup& setup, uint16_t game_number) {
  capnp::MallocMessageBuilder message;
  auto h = message.initRoot<schema::Header>();
  h.setGameKind(game_number);
  h.setRulesModule(setup.rules_module);
  h.setRulesVersion(setup.rules_version);
  h.setSeed(setup.seed_state == SeedState::WITHHELD ? 0 : setup.seed);
  h.setRandomness(setup.randomness);
  const std::string commitment =
      setup.seed_known ? SeedCommitment(setup.seed) : setup.rng_commitment;
  h.setRngCommitment(
      kj::arrayPtr(reinterpret_cast<const kj::byte*>(commitment.data()), commitment.size()));
  if (setup.seed_state != SeedState::IN_HEADER) h.setSeedState(setup.seed_state);
  h.setEvent(setup.event);
  h.setRound(setup.round);
  auto players = h.initPlayers(setup.players.size());
  for (size_t i = 0; i < setup.players.size(); ++i) {
    players[i].setName(setup.players[i].name);
  }
  h.setScriptName(setup.script_name);
  h.setSnapshotInterval(setup.snapshot_interval);
  if (!setup.module_header.empty()) {
    h.setModuleHeader(kj::arrayPtr(reinterpret_cast<const kj::byte*>(setup.module_header.data()),
                                   setup.module_header.size()));
  }
  auto meta = h.initMeta(setup.meta.size());
  for (size_t i = 0; i < setup.meta.size(); ++i) {
    meta[i].setKey(setup.meta[i].first);
    meta[i].setValue(setup.meta[i].second);
  }
  return format::EncodeMessage(message);
}

Result<GameSetup> DecodeHeader(const format::AlignedBuffer& message, const std::string& where) {
  GameSetup s;
  Status st = format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    auto h = reader.getRoot<schema::Header>();
    // Sizes first: a list of millions of empty entries costs the message almost nothing, but
    // each would become a C++ object below.
    STARDATE_RETURN_IF_ERROR(format::CheckHeaderLimits(h, where + ": header"));
    s.rules_module = h.getRulesModule().cStr();
    s.rules_version = h.getRulesVersion();
    s.seed = h.getSeed();
    s.randomness = h.getRandomness();
    if (s.randomness != Randomness::SEED && s.randomness != Randomness::TABLE) {
      return Status::Corruption(where + ": header: unknown source of randomness " +
                                std::to_string(static_cast<int>(s.randomness)));
    }
    s.event = h.getEvent().cStr();
    s.round = h.getRound().cStr();
    for (auto p : h.getPlayers()) {
      PlayerSetup ps;
      ps.name = p.getName().cStr();
      s.players.push_back(std::move(ps));
    }
    s.script_name = h.getScriptName().cStr();
    s.snapshot_interval = h.getSnapshotInterval();
    auto module_header = h.getModuleHeader();
    s.module_header.assign(reinterpret_cast<const char*>(module_header.begin()),
                           module_header.size());
    for (auto kv : h.getMeta()) s.meta.emplace_back(kv.getKey().cStr(), kv.getValue().cStr());
    s.seed_state = h.getSeedState();
    if (s.seed_state != SeedState::IN_HEADER && s.seed_state != SeedState::WITHHELD &&
        s.seed_state != SeedState::REVEALED) {
      return Status::Corruption(where + ": header: unknown seed state " +
                                std::to_string(static_cast<int>(s.seed_state)));
    }
    auto stored = h.getRngCommitment();
    const std::string commitment(reinterpret_cast<const char*>(stored.begin()), stored.size());
    if (s.seed_state == SeedState::WITHHELD) {
      // Nothing to check the commitment against until the seed is revealed.
      s.seed_known = false;
      s.rng_commitment = commitment;
      if (s.rng_commitment.size() != 32) {
        return Status::Corruption(where + ": header: the RNG commitment of a withheld seed has " +
                                  std::to_string(stored.size()) + " bytes, expected 32");
      }
      if (s.seed != 0) {
        return Status::Corruption(where +
                                  ": header: the seed is marked withheld but the "
                                  "header holds one (" +
                                  std::to_string(s.seed) + ")");
      }
    } else if (commitment != SeedCommitment(s.seed)) {
      return Status::Corruption(where + ": header: the RNG commitment does not match the seed");
    }
    return Status::Ok();
  });
  if (!st.ok()) return st;
  if (s.rules_version > kRulesVersion) {
    return Status::Unsupported(where + ": rules version " + std::to_string(s.rules_version) +
                               " is newer than this Stardate's (" + std::to_string(kRulesVersion) +
                               ")");
  }
  return s;
}

}  // namespace stardate::engine
