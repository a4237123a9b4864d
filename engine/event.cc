#include "engine/event.h"

#include <capnp/schema.h>

#include "format/message.h"

namespace stardate::engine {

std::string KindName(EventKind kind) {
  auto enumerants = capnp::Schema::from<schema::EventKind>().getEnumerants();
  auto index = static_cast<uint16_t>(kind);
  if (index < enumerants.size()) {
    return enumerants[index].getProto().getName().cStr();
  }
  return "kind" + std::to_string(index);
}

std::string EncodeBlock(const std::vector<Event>& events) {
  capnp::MallocMessageBuilder message(1024 + events.size() * 2);
  auto block = message.initRoot<schema::EventBlock>();
  auto list = block.initEvents(events.size());
  bool any_line = false;
  uint32_t extra_count = 0;
  for (size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    auto out = list[i];
    out.setKind(e.kind);
    out.setPlayer(e.player);
    out.setFlags(e.flags);
    out.setCard(e.card);
    out.setTarget(e.target);
    out.setArg(e.arg);
    any_line |= e.line != 0;
    if (!e.cards.empty() || !e.random.empty() || !e.violations.empty()) ++extra_count;
  }
  if (any_line) {
    auto lines = block.initLines(events.size());
    for (size_t i = 0; i < events.size(); ++i) lines.set(i, events[i].line);
  }
  if (extra_count > 0) {
    auto extras = block.initExtras(extra_count);
    uint32_t k = 0;
    for (size_t i = 0; i < events.size(); ++i) {
      const Event& e = events[i];
      if (e.cards.empty() && e.random.empty() && e.violations.empty()) continue;
      auto x = extras[k++];
      x.setIndex(static_cast<uint32_t>(i));
      if (!e.cards.empty()) {
        auto c = x.initCards(e.cards.size());
        for (size_t j = 0; j < e.cards.size(); ++j) c.set(j, e.cards[j]);
      }
      if (!e.random.empty()) {
        auto r = x.initRandom(e.random.size());
        for (size_t j = 0; j < e.random.size(); ++j) r.set(j, e.random[j]);
      }
      if (!e.violations.empty()) {
        auto v = x.initViolations(e.violations.size());
        for (size_t j = 0; j < e.violations.size(); ++j) v.set(j, e.violations[j]);
      }
    }
  }
  return format::EncodeMessage(message);
}

Status DecodeBlock(const format::AlignedBuffer& message, const std::string& where,
                   std::vector<Event>* out) {
  return format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    auto block = reader.getRoot<schema::EventBlock>();
    auto list = block.getEvents();
    auto lines = block.getLines();
    if (lines.size() != 0 && lines.size() != list.size()) {
      return Status::Corruption(where + ": event block has " + std::to_string(list.size()) +
                                " events but " + std::to_string(lines.size()) + " line numbers");
    }
    size_t base = out->size();
    out->reserve(base + list.size());
    const uint16_t known = capnp::Schema::from<schema::EventKind>().getEnumerants().size();
    for (uint32_t i = 0; i < list.size(); ++i) {
      auto in = list[i];
      Event e;
      e.kind = in.getKind();
      if (static_cast<uint16_t>(e.kind) >= known) {
        return Status::Corruption(where + ": event " + std::to_string(i) + " of the chunk has kind " +
                                  std::to_string(static_cast<uint16_t>(e.kind)) +
                                  ", which this Stardate does not know (kinds 0-" +
                                  std::to_string(known - 1) + ")");
      }
      e.player = in.getPlayer();
      e.flags = in.getFlags();
      e.card = in.getCard();
      e.target = in.getTarget();
      e.arg = in.getArg();
      if (lines.size() != 0) e.line = lines[i];
      out->push_back(std::move(e));
    }
    uint32_t previous = 0;
    bool first = true;
    for (auto x : block.getExtras()) {
      uint32_t index = x.getIndex();
      if (index >= list.size() || (!first && index <= previous)) {
        return Status::Corruption(where + ": event extra refers to event " +
                                  std::to_string(index) + " (block has " +
                                  std::to_string(list.size()) + ", extras must be increasing)");
      }
      first = false;
      previous = index;
      Event& e = (*out)[base + index];
      for (auto c : x.getCards()) e.cards.push_back(c);
      for (auto r : x.getRandom()) e.random.push_back(r);
      for (auto v : x.getViolations()) e.violations.emplace_back(v.cStr());
    }
    return Status::Ok();
  });
}

}  // namespace stardate::engine
