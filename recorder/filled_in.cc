#include "recorder/filled_in.h"

#include <algorithm>

namespace stardate::recorder {
namespace {

bool Required(const StepMark& m) { return (m.flags & engine::Event::kEngineEmitted) != 0; }

}  // namespace

size_t OwnEventOfLine(std::span<const StepMark> run) {
  for (size_t i = 0; i < run.size(); ++i) {
    if (!Required(run[i]) && run[i].kind != engine::EventKind::PASS) return i;
  }
  for (size_t i = run.size(); i-- > 0;) {
    if (!(Required(run[i]) && run[i].kind == engine::EventKind::RESOLVE)) return i;
  }
  return 0;
}

std::vector<bool> FilledIn(std::span<const StepMark> marks) {
  std::vector<bool> filled(marks.size(), false);
  for (size_t begin = 0; begin < marks.size();) {
    size_t end = begin + 1;
    while (end < marks.size() && marks[end].line == marks[begin].line) ++end;
    if (marks[begin].line != 0 && end - begin > 1) {
      const size_t own = begin + OwnEventOfLine(marks.subspan(begin, end - begin));
      for (size_t i = begin; i < end; ++i) filled[i] = i != own;
    }
    begin = end;
  }
  return filled;
}

void CountFilledIn(const std::string& kind_name, FilledInCounts* counts) {
  auto it = std::find_if(counts->begin(), counts->end(),
                         [&](const auto& c) { return c.first == kind_name; });
  if (it == counts->end()) {
    counts->emplace_back(kind_name, 1);
  } else {
    ++it->second;
  }
}

std::string DescribeFilledIn(const FilledInCounts& counts) {
  std::string out;
  for (const auto& [kind, n] : counts) {
    if (!out.empty()) out += ", ";
    // The schema's kind names are verbs ("resolve", "pass"); counted, they are the steps.
    std::string noun = kind == "resolve" ? "resolution" : kind;
    if (n != 1) noun += noun.ends_with("s") || noun.ends_with("sh") ? "es" : "s";
    out += std::to_string(n) + " " + noun;
  }
  return out;
}

}  // namespace stardate::recorder
