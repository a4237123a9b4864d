#include "format/header_limits.h"

namespace stardate::format {

Status TooManyEntries(const std::string& where, const std::string& list, uint64_t n,
                      uint64_t limit) {
  return Status::Corruption(where + ": " + list + " holds " + std::to_string(n) +
                            " entries, at most " + std::to_string(limit) + " are allowed");
}

Status CheckSize(const std::string& where, const std::string& what, size_t bytes, size_t limit) {
  if (bytes <= limit) return Status::Ok();
  return Status::Corruption(where + ": " + what + " holds " + std::to_string(bytes) +
                            " bytes, at most " + std::to_string(limit) + " are allowed");
}

Status CheckTextSize(const std::string& where, const std::string& what, capnp::Text::Reader text,
                     size_t limit) {
  return CheckSize(where, what, text.size(), limit);
}

Status CheckHeaderLimits(schema::Header::Reader header, const std::string& where) {
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the rules module", header.getRulesModule(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the event", header.getEvent(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the round", header.getRound(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the script name", header.getScriptName(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the fork address", header.getParentAddress(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(
      CheckTextSize(where, "the fork script name", header.getForkScript(), kMaxHeaderTextBytes));
  STARDATE_RETURN_IF_ERROR(CheckSize(where, "the parent hash", header.getParentHash().size(), 64));
  STARDATE_RETURN_IF_ERROR(CheckSize(where, "the module header", header.getModuleHeader().size(),
                                     kMaxModuleHeaderBytes));

  auto players = header.getPlayers();
  if (players.size() > kMaxHeaderPlayers) {
    return TooManyEntries(where, "the players list", players.size(), kMaxHeaderPlayers);
  }
  for (uint32_t i = 0; i < players.size(); ++i) {
    const std::string who = "player " + std::to_string(i + 1) + "'s";
    STARDATE_RETURN_IF_ERROR(
        CheckTextSize(where, who + " name", players[i].getName(), kMaxHeaderTextBytes));
  }

  auto meta = header.getMeta();
  if (meta.size() > kMaxMetaEntries) {
    return TooManyEntries(where, "the meta list", meta.size(), kMaxMetaEntries);
  }
  for (uint32_t i = 0; i < meta.size(); ++i) {
    const std::string what = "meta entry " + std::to_string(i + 1) + "'s";
    STARDATE_RETURN_IF_ERROR(
        CheckTextSize(where, what + " key", meta[i].getKey(), kMaxHeaderTextBytes));
    STARDATE_RETURN_IF_ERROR(
        CheckTextSize(where, what + " value", meta[i].getValue(), kMaxHeaderTextBytes));
  }
  return Status::Ok();
}

}  // namespace stardate::format
