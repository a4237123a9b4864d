#include "format/message.h"

#include <kj/exception.h>

namespace stardate::format {

std::string EncodeMessage(capnp::MessageBuilder& message) {
  kj::Array<capnp::word> words = capnp::messageToFlatArray(message);
  auto bytes = words.asBytes();
  return std::string(reinterpret_cast<const char*>(bytes.begin()), bytes.size());
}

capnp::ReaderOptions BoundedReaderOptions() {
  capnp::ReaderOptions options;
  options.traversalLimitInWords = kTraversalLimitWords;
  options.nestingLimit = kNestingLimit;
  return options;
}

namespace {

// What Cap'n Proto's description of a refused message means for a log's reader. Its texts
// name its own API ("See capnp::ReaderOptions"), which says nothing to a judge.
std::string Explain(const std::string& description) {
  if (description.find("traversal limit") != std::string::npos) {
    return "message too large: its lists claim more than the " +
           std::to_string(kTraversalLimitWords) + " words (" +
           std::to_string(kTraversalLimitWords / (1 << 17)) +
           " MiB) a reader traverses in one message (entries that take no bytes count as a "
           "word each)";
  }
  if (description.find("deeply-nested") != std::string::npos) {
    return "message too deeply nested: more than " + std::to_string(kNestingLimit) +
           " levels of pointers";
  }
  return "malformed message: " + description;
}

}  // namespace

Status ReadMessage(const AlignedBuffer& buffer, const std::string& where,
                   const std::function<Status(capnp::FlatArrayMessageReader&)>& fn) {
  if (buffer.size() % 8 != 0) {
    return Status::Corruption(where + ": message size " + std::to_string(buffer.size()) +
                              " is not a multiple of 8");
  }
  Status result;
  KJ_IF_MAYBE (exception, kj::runCatchingExceptions([&]() {
                 capnp::FlatArrayMessageReader reader(buffer.words(), BoundedReaderOptions());
                 result = fn(reader);
               })) {
    return Status::Corruption(where + ": " + Explain(exception->getDescription().cStr()));
  }
  return result;
}

}  // namespace stardate::format
