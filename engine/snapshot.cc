#include "engine/snapshot.h"

#include <capnp/message.h>

#include "format/message.h"
#include "format/schema/stardate.capnp.h"

namespace stardate::engine {

std::string EncodeSnapshot(const GameState& state) {
  capnp::MallocMessageBuilder message;
  auto snap = message.initRoot<schema::Snapshot>();
  snap.setSeq(state.core().seq);
  std::string bytes = state.Serialize();
  snap.setState(kj::arrayPtr(reinterpret_cast<const capnp::byte*>(bytes.data()), bytes.size()));
  return format::EncodeMessage(message);
}

Status RestoreSnapshot(const format::AlignedBuffer& message, uint64_t expected_seq,
                       const std::string& where, GameState* state) {
  return format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    auto snap = reader.getRoot<schema::Snapshot>();
    if (snap.getSeq() != expected_seq) {
      return Status::Corruption(where + ": snapshot is of event " + std::to_string(snap.getSeq()) +
                                "; the index says " + std::to_string(expected_seq));
    }
    auto data = snap.getState();
    Status st = state->Restore(
        std::string_view(reinterpret_cast<const char*>(data.begin()), data.size()), where);
    if (st.ok() && state->core().seq != expected_seq) {
      return Status::Corruption(where + ": snapshot state is after " +
                                std::to_string(state->core().seq) + " events, expected " +
                                std::to_string(expected_seq));
    }
    return st;
  });
}

}  // namespace stardate::engine
