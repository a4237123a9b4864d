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

Status ForEachInBlock(const format::AlignedBuffer& message, const std::string& where,
                      const std::function<Status(const Event&, uint32_t)>& fn) {
  return format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    auto block = reader.getRoot<schema::EventBlock>();
    auto list = block.getEvents();
    auto lines = block.getLines();
    auto extras = block.getExtras();
    if (lines.size() != 0 && lines.size() != list.size()) {
      return Status::Corruption(where + ": event block has " + std::to_string(list.size()) +
                                " events but " + std::to_string(lines.size()) + " line numbers");
    }
    static const uint16_t kKnown = capnp::Schema::from<schema::EventKind>().getEnumerants().size();
    uint32_t next_extra = 0;
    uint32_t previous_index = 0;
    Event e;  // reused: events without extras allocate nothing
    for (uint32_t i = 0; i < list.size(); ++i) {
      auto in = list[i];
      e.kind = in.getKind();
      if (static_cast<uint16_t>(e.kind) >= kKnown) {
        return Status::Corruption(where + ": event " + std::to_string(i) + " of the chunk has kind " +
                                  std::to_string(static_cast<uint16_t>(e.kind)) +
                                  ", which this Stardate does not know (kinds 0-" +
                                  std::to_string(kKnown - 1) + ")");
      }
      e.player = in.getPlayer();
      e.flags = in.getFlags();
      e.card = in.getCard();
      e.target = in.getTarget();
      e.arg = in.getArg();
      e.line = lines.size() != 0 ? lines[i] : 0;
      e.cards.clear();
      e.random.clear();
      e.violations.clear();
      if (next_extra < extras.size()) {
        auto x = extras[next_extra];
        uint32_t index = x.getIndex();
        if (index >= list.size() || (next_extra > 0 && index <= previous_index) || index < i) {
          return Status::Corruption(where + ": event extra refers to event " +
                                    std::to_string(index) + " (block has " +
                                    std::to_string(list.size()) +
                                    ", extras must be increasing)");
        }
        if (index == i) {
          for (auto c : x.getCards()) e.cards.push_back(c);
          for (auto r : x.getRandom()) e.random.push_back(r);
          for (auto v : x.getViolations()) e.violations.emplace_back(v.cStr());
          previous_index = index;
          ++next_extra;
        }
      }
      STARDATE_RETURN_IF_ERROR(fn(e, i));
    }
    if (next_extra < extras.size()) {
      return Status::Corruption(where + ": event extra refers to event " +
                                std::to_string(extras[next_extra].getIndex()) + " (block has " +
                                std::to_string(list.size()) + ", extras must be increasing)");
    }
    return Status::Ok();
  });
}

Status DecodeBlock(const format::AlignedBuffer& message, const std::string& where,
                   std::vector<Event>* out) {
  return ForEachInBlock(message, where, [&](const Event& e, uint32_t) {
    out->push_back(e);
    return Status::Ok();
  });
}

}  // namespace stardate::engine
