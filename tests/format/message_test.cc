// Bounded reading of a record's message: Cap'n Proto's refusals are said in the log's terms.
#include "format/message.h"

#include <capnp/any.h>
#include <capnp/message.h>
#include <capnp/schema.h>

#include <catch2/catch.hpp>

#include "tests/format/log_fixture.h"

using namespace stardate::format;

namespace {

AlignedBuffer Aligned(const std::string& message) {
  return AlignedBuffer::CopyOf(message.data(), message.size());
}

// An EventBlock whose heads claim `n` entries that take no bytes.
std::string BlockWithEmptyHeads(uint32_t n) {
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<stardate::schema::EventBlock>();
  auto slot = capnp::Schema::from<stardate::schema::EventBlock>()
                  .getFieldByName("heads")
                  .getProto()
                  .getSlot()
                  .getOffset();
  capnp::toAny(block).getPointerSection()[slot].initAsListOfAnyStruct(0, 0, n);
  return EncodeMessage(message);
}

stardate::Status ReadHeads(const AlignedBuffer& buffer) {
  return ReadMessage(buffer, "game.sdlog: offset 4096", [](capnp::FlatArrayMessageReader& r) {
    r.getRoot<stardate::schema::EventBlock>().getHeads();
    return stardate::Status::Ok();
  });
}

}  // namespace

TEST_CASE(
    "ReadMessage says a message over the traversal limit is too large, not Cap'n Proto's "
    "text",
    "[format][hostile]") {
  const AlignedBuffer buffer = Aligned(BlockWithEmptyHeads(100000000));
  CHECK(buffer.size() < 1024);
  stardate::Status st = ReadHeads(buffer);
  CHECK(st.code() == stardate::Status::Code::kCorruption);
  CHECK(st.message() ==
        "game.sdlog: offset 4096: message too large: its lists claim more than the 67108864 "
        "words (512 MiB) a reader traverses in one message (entries that take no bytes count as "
        "a word each)");
  CHECK(ReadHeads(Aligned(testing::EventBlockMessage(0, 1000))).ok());
}

TEST_CASE("ReadMessage names what is malformed in a message", "[format][hostile]") {
  std::string message = BlockWithEmptyHeads(1);
  message[4] = 100;  // the first segment now claims 100 words
  stardate::Status st = ReadHeads(Aligned(message));
  CHECK(st.code() == stardate::Status::Code::kCorruption);
  CHECK_THAT(st.message(), Catch::StartsWith("game.sdlog: offset 4096: malformed message: "));
}
