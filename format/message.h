// Encoding and bounded decoding of flat Cap'n Proto messages (the payloads of log records).
#ifndef STARDATE_FORMAT_MESSAGE_H_
#define STARDATE_FORMAT_MESSAGE_H_

#include <capnp/message.h>
#include <capnp/serialize.h>

#include <functional>
#include <string>

#include "format/log_format.h"
#include "format/status.h"

namespace stardate::format {

// Flat (unpacked, segment-table-prefixed) bytes of `message`; size is a multiple of 8.
std::string EncodeMessage(capnp::MessageBuilder& message);

// Every message read from a log is read under these: Cap'n Proto counts each word it reads
// (a list entry that takes no bytes counts as one word) and refuses the message past the limit.
inline constexpr uint64_t kTraversalLimitWords = 64ull << 20;  // 512 MiB
inline constexpr int kNestingLimit = 16;

// Traversal limits applied to every message read from a log.
capnp::ReaderOptions BoundedReaderOptions();

// Calls `fn` with a reader over `buffer` under BoundedReaderOptions(). Any kj::Exception thrown
// by Cap'n Proto while `fn` reads (malformed pointers, limits exceeded) becomes Corruption
// prefixed with `where` (e.g. "game.sdlog: offset 4096"), saying which limit was exceeded
// ("message too large: ...") or what was malformed.
Status ReadMessage(const AlignedBuffer& buffer, const std::string& where,
                   const std::function<Status(capnp::FlatArrayMessageReader&)>& fn);

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_MESSAGE_H_
