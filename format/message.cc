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
  options.traversalLimitInWords = 64ull << 20;  // 512 MiB of traversal
  options.nestingLimit = 16;
  return options;
}

Status ReadMessage(const AlignedBuffer& buffer, const std::string& where,
                   const std::function<Status(capnp::FlatArrayMessageReader&)>& fn) {
  if (buffer.size() % 8 != 0) {
    return Status::Corruption(where + ": message size " + std::to_string(buffer.size()) +
                              " is not a multiple of 8");
  }
  Status result;
  KJ_IF_MAYBE(exception, kj::runCatchingExceptions([&]() {
                capnp::FlatArrayMessageReader reader(buffer.words(), BoundedReaderOptions());
                result = fn(reader);
              })) {
    return Status::Corruption(where + ": malformed message: " +
                              std::string(exception->getDescription().cStr()));
  }
  return result;
}

}  // namespace stardate::format
