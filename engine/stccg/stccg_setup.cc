#include "engine/stccg/stccg_setup.h"

#include <capnp/message.h>

#include <algorithm>

#include "engine/state_codec.h"
#include "engine/stccg/stccg.capnp.h"
#include "format/header_limits.h"
#include "format/message.h"

namespace stardate::engine::stccg {
namespace {

// The sizes of one player's deck list, then its lines.
Status ReadDeck(capnp::List<stccgschema::DeckEntry>::Reader entries, size_t player,
                const std::string& where, std::vector<DeckLine>* deck,
                std::string* deck_file = nullptr) {
  const std::string who = "player " + std::to_string(player + 1) + "'s";
  if (entries.size() > kMaxDeckLines) {
    return format::TooManyEntries(where, who + " deck list", entries.size(), kMaxDeckLines);
  }
  for (uint32_t j = 0; j < entries.size(); ++j) {
    STARDATE_RETURN_IF_ERROR(
        format::CheckTextSize(where, who + " deck line " + std::to_string(j + 1) + "'s title",
                              entries[j].getTitle(), format::kMaxHeaderTextBytes));
  }
  for (auto e : entries) {
    const stccgschema::DeckSection section = e.getSection();
    if (section == stccgschema::DeckSection::FILE) {
      if (deck_file != nullptr) *deck_file = e.getTitle().cStr();
      continue;
    }
    if (section != stccgschema::DeckSection::SEED && section != stccgschema::DeckSection::DRAW &&
        section != stccgschema::DeckSection::TENT) {
      return Status::Corruption(where + ": " + who + " deck lists \"" + e.getTitle().cStr() +
                                "\" in unknown section " +
                                std::to_string(static_cast<int>(section)) +
                                " (expected 0 seed, 1 draw, 2 tent or 3 file)");
    }
    deck->push_back({e.getTitle().cStr(), e.getCount(),
                     section == stccgschema::DeckSection::SEED   ? DeckSection::kSeed
                     : section == stccgschema::DeckSection::DRAW ? DeckSection::kDraw
                                                                 : DeckSection::kTent});
  }
  return Status::Ok();
}

// The texts both layouts hold, size-checked, then the pool's digest.
Status ReadTexts(capnp::Text::Reader pool, capnp::Data::Reader digest, capnp::Text::Reader source,
                 capnp::Text::Reader locations, const std::string& where, StccgSetup* out) {
  STARDATE_RETURN_IF_ERROR(
      format::CheckTextSize(where, "the card pool text", pool, kMaxCardPoolBytes));
  STARDATE_RETURN_IF_ERROR(
      format::CheckTextSize(where, "the pool source", source, format::kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      format::CheckTextSize(where, "the card locations text", locations, kMaxCardLocationsBytes));
  out->card_pool_csv = pool.cStr();
  out->pool_source = source.cStr();
  out->card_locations_csv = locations.cStr();
  // The last pool text whose digest this thread checked: the games of an archive share a few
  // pools, and comparing the text is cheaper than hashing it again.
  thread_local std::string checked_pool;
  thread_local format::Hash256 checked_digest{};
  thread_local bool checked = false;
  if (checked && digest.size() == checked_digest.size() &&
      std::equal(digest.begin(), digest.end(), checked_digest.begin()) &&
      out->card_pool_csv == checked_pool) {
    return Status::Ok();
  }
  const format::Hash256 expected = Blake2b256(out->card_pool_csv);
  if (digest.size() != expected.size() ||
      !std::equal(digest.begin(), digest.end(), expected.begin())) {
    return Status::Corruption(where + ": the card pool digest does not match the pool");
  }
  checked_pool = out->card_pool_csv;
  checked_digest = expected;
  checked = true;
  return Status::Ok();
}

}  // namespace

std::string EncodeStccgSetup(const StccgSetup& setup) {
  capnp::MallocMessageBuilder message;
  auto s = message.initRoot<stccgschema::Setup>();
  s.setCardPool(setup.card_pool_csv);
  const format::Hash256 digest = Blake2b256(setup.card_pool_csv);
  s.setCardPoolDigest(kj::arrayPtr(digest.data(), digest.size()));
  s.setPoolSource(setup.pool_source);
  s.setCardLocations(setup.card_locations_csv);
  auto decks = s.initDecks(static_cast<unsigned>(setup.decks.size()));
  for (size_t p = 0; p < setup.decks.size(); ++p) {
    // A deck read from a deck file names it first, in an entry of its own.
    const bool file = p < setup.deck_files.size() && !setup.deck_files[p].empty();
    auto entries = decks[p].initEntries(static_cast<unsigned>(setup.decks[p].size() + file));
    if (file) {
      entries[0].setTitle(setup.deck_files[p]);
      entries[0].setCount(0);
      entries[0].setSection(stccgschema::DeckSection::FILE);
    }
    for (size_t j = 0; j < setup.decks[p].size(); ++j) {
      const DeckLine& d = setup.decks[p][j];
      auto entry = entries[static_cast<unsigned>(j + file)];
      entry.setTitle(d.title);
      entry.setCount(d.count);
      entry.setSection(d.section == DeckSection::kSeed   ? stccgschema::DeckSection::SEED
                       : d.section == DeckSection::kDraw ? stccgschema::DeckSection::DRAW
                                                         : stccgschema::DeckSection::TENT);
    }
  }
  return format::EncodeMessage(message);
}

Result<StccgSetup> DecodeStccgSetup(const std::string& bytes, size_t players,
                                    const std::string& where) {
  const std::string at = where + ": the module header";
  if (bytes.empty() || bytes.size() % sizeof(capnp::word) != 0) {
    return Status::Corruption(at + " holds " + std::to_string(bytes.size()) +
                              " bytes, expected a Cap'n Proto message (a positive multiple of 8)");
  }
  StccgSetup out;
  Status st = format::ReadMessage(
      format::AlignedBuffer::CopyOf(bytes.data(), bytes.size()), at,
      [&](capnp::FlatArrayMessageReader& r) {
        auto s = r.getRoot<stccgschema::Setup>();
        auto decks = s.getDecks();
        if (decks.size() != players) {
          return Status::Corruption(at + ": the decks list holds " + std::to_string(decks.size()) +
                                    " entries, expected one per player (" +
                                    std::to_string(players) + ")");
        }
        STARDATE_RETURN_IF_ERROR(ReadTexts(s.getCardPool(), s.getCardPoolDigest(),
                                           s.getPoolSource(), s.getCardLocations(), at, &out));
        std::vector<std::string> files(players);
        bool from_files = false;
        for (size_t p = 0; p < players; ++p) {
          out.decks.emplace_back();
          STARDATE_RETURN_IF_ERROR(ReadDeck(decks[static_cast<unsigned>(p)].getEntries(), p, at,
                                            &out.decks.back(), &files[p]));
          from_files |= !files[p].empty();
        }
        // Only a header with a deck file lists them (so older logs decode as they were written).
        if (from_files) out.deck_files = std::move(files);
        return Status::Ok();
      });
  if (!st.ok()) return st;
  return out;
}

Result<std::string> UpgradeOldStccgHeader(const format::AlignedBuffer& header,
                                          const std::string& where) {
  StccgSetup out;
  Status st = format::ReadMessage(header, where, [&](capnp::FlatArrayMessageReader& r) {
    auto h = r.getRoot<stccgschema::OldHeader>();
    // The core checked the players list's size (format::CheckHeaderLimits).
    auto players = h.getPlayers();
    if (players.size() > format::kMaxHeaderPlayers) {
      return format::TooManyEntries(where, "the players list", players.size(),
                                    format::kMaxHeaderPlayers);
    }
    STARDATE_RETURN_IF_ERROR(ReadTexts(h.getCardPool(), h.getCardPoolDigest(), h.getPoolSource(),
                                       h.getCardLocations(), where, &out));
    for (uint32_t p = 0; p < players.size(); ++p) {
      out.decks.emplace_back();
      STARDATE_RETURN_IF_ERROR(ReadDeck(players[p].getDeck(), p, where, &out.decks.back()));
    }
    return Status::Ok();
  });
  if (!st.ok()) return st;
  return EncodeStccgSetup(out);
}

Result<StccgSetup> SetupOf(const GameSetup& setup) {
  return DecodeStccgSetup(setup.module_header, setup.players.size(), "header");
}

std::vector<std::string> StccgSetupDifferences(const GameSetup& a, const GameSetup& b) {
  Result<StccgSetup> x = SetupOf(a);
  Result<StccgSetup> y = SetupOf(b);
  if (!x.ok() || !y.ok()) return {a.rules_module + " setup differs"};  // bytes differ
  std::vector<std::string> out;
  for (size_t i = 0; i < std::min(a.players.size(), b.players.size()); ++i) {
    if (a.players[i].name == b.players[i].name && !(x->decks[i] == y->decks[i])) {
      out.push_back(a.players[i].name + "'s deck differs");
    }
  }
  if (x->card_pool_csv != y->card_pool_csv) out.push_back("card pool differs");
  if (x->card_locations_csv != y->card_locations_csv) out.push_back("mission locations differ");
  return out;
}

}  // namespace stardate::engine::stccg
