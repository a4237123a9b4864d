// Limits on the game header a log carries (schema::Header), checked before anything in it is
// iterated or copied. A header message is small, but Cap'n Proto lets a list of zero-size
// entries claim millions of elements in a few bytes (each costs one word of the traversal
// limit and no bytes); a reader that turned each into a C++ object would use gigabytes. These
// caps, with the header record's size limit, bound what decoding a header costs whatever the
// file holds. format/SPEC.md ("Limits") lists the same values.
#ifndef STARDATE_FORMAT_HEADER_LIMITS_H_
#define STARDATE_FORMAT_HEADER_LIMITS_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "format/schema/stardate.capnp.h"
#include "format/status.h"

namespace stardate::format {

// The decoded header message (the header record's raw_size).
inline constexpr uint64_t kMaxHeaderMessageBytes = 16ull << 20;
// Players in a game (the most any registered game seats).
inline constexpr uint32_t kMaxHeaderPlayers = 8;
// Free-form header lines kept for round trips (date, judge, ...).
inline constexpr uint32_t kMaxMetaEntries = 256;
// Any one short text: rules module, event, round, script name, a player's name, a meta key or
// value (and a module's own short texts: a card title, ...). The script format's line limit, so any
// header a script can state fits.
inline constexpr size_t kMaxHeaderTextBytes = 65536;
// The rules module's own part of the header (a card pool and decks, a map, factions); the
// module checks its own lists and texts in it.
inline constexpr size_t kMaxModuleHeaderBytes = 12u << 20;

// Checks every list and text of `header`'s core part against the limits above, reading only
// sizes (the fields a module's part once occupied, schema::Header's superseded*, are the
// module's to check when it reads them).
// @return Ok, or Corruption "<where>: the players list holds 60000000 entries, at most 8 are
//         allowed" (the first list or text over its limit). Cap'n Proto may throw while the
//         sizes are read: call it inside format::ReadMessage().
Status CheckHeaderLimits(schema::Header::Reader header, const std::string& where);

// The messages of every header limit, for the core's part and the modules' own parts alike.
// @return Corruption "<where>: <list> holds <n> entries, at most <limit> are allowed".
Status TooManyEntries(const std::string& where, const std::string& list, uint64_t n,
                      uint64_t limit);
// @return Ok when `bytes` <= `limit`, else Corruption "<where>: <what> holds <bytes> bytes, at
//         most <limit> are allowed".
Status CheckSize(const std::string& where, const std::string& what, size_t bytes, size_t limit);
// CheckSize of a text's bytes.
Status CheckTextSize(const std::string& where, const std::string& what, capnp::Text::Reader text,
                     size_t limit);

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_HEADER_LIMITS_H_
