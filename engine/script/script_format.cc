// Printing scripts: the inverse of the parser, for `stardate dump`.
#include "engine/script/script.h"

#include "engine/script/script_internal.h"

namespace stardate::script {

namespace {

void AssertQuotable(std::string_view s) {
  for (char c : s) {
    assert(c != '"' && (static_cast<unsigned char>(c) >= 0x20 || c == '\t') && c != 0x7F);
    (void)c;
  }
}

std::string QuoteString(std::string_view s) {
  AssertQuotable(s);
  return "\"" + std::string(s) + "\"";
}

}  // namespace

std::string FormatCardRef(const CardRef& card) {
  assert(!card.title.empty() && card.copy >= 0);
  std::string out = QuoteString(card.title);
  if (card.copy > 0) out += "#" + std::to_string(card.copy);
  return out;
}

std::string FormatName(std::string_view name) {
  if (IsIdentifier(name) && !IsReserved(name)) return std::string(name);
  return QuoteString(name);
}

std::string FormatHeader(const ScriptHeader& header) {
  assert(IsIdentifier(header.game));
  std::string out;
  if (!header.format_version.empty()) out += "stardate " + header.format_version + "\n";
  out += "game " + header.game + "\n";
  if (header.has_seed) {
    out += "seed " + std::to_string(header.seed) + (header.seed_secret ? " secret" : "") + "\n";
  }
  if (!header.randomness.empty()) out += "randomness " + header.randomness + "\n";
  if (!header.event.empty()) out += "event " + QuoteString(header.event) + "\n";
  if (!header.round.empty()) out += "round " + QuoteString(header.round) + "\n";
  for (const auto& [key, value] : header.meta) {
    assert(IsIdentifier(key));
    out += "meta " + key + " " + QuoteString(value) + "\n";
  }
  if (!header.pool.empty()) {
    out += "pool";
    for (const std::string& path : header.pool) out += " " + QuoteString(path);
    out += "\n";
  }
  for (const PlayerDecl& player : header.players) {
    out += "player " + FormatName(player.name) + "\n";
    for (const DeckLine& line : player.deck) {
      assert(IsIdentifier(line.section) && !IsHeaderKeyword(line.section) && line.count >= 1);
      out += "  " + line.section + " " + QuoteString(line.title);
      if (line.count != 1) out += " x" + std::to_string(line.count);
      out += "\n";
    }
  }
  out += "---\n";
  return out;
}

std::string FormatStep(const ScriptStep& step) {
  assert(IsIdentifier(step.verb) && step.indent >= 0);
  assert(step.prep.empty() == !step.target.has_value());
  assert(step.player.empty() ? step.qualifier.empty() && step.cards.empty() && step.prep.empty()
                             : step.word.empty());
  std::string out(static_cast<size_t>(step.indent) * 2, ' ');
  if (!step.player.empty()) out += FormatName(step.player) + " ";
  out += step.verb;
  if (!step.qualifier.empty()) {
    assert(IsIdentifier(step.qualifier) && !IsReserved(step.qualifier));
    out += " " + step.qualifier;
  }
  for (size_t i = 0; i < step.cards.size(); ++i) {
    out += (i == 0 ? " " : ", ") + FormatCardRef(step.cards[i]);
  }
  if (step.target.has_value()) {
    assert(IsPrep(step.prep));
    out += " " + step.prep + " " +
           (step.prep == kBeside ? FormatName(step.target->title) : FormatCardRef(*step.target));
  }
  for (int64_t n : step.numbers) out += " " + std::to_string(n);
  if (!step.word.empty()) out += " " + FormatName(step.word);
  for (size_t i = 0; i < step.random.size(); ++i) {
    out += (i == 0 ? " random " : ",") + std::to_string(step.random[i]);
  }
  if (!step.comment.empty()) {
    assert(step.comment.find('\n') == std::string::npos);
    out += "  # " + step.comment;
  }
  return out;
}

std::string FormatScript(const Script& script) {
  std::string out = FormatHeader(script.header);
  for (const ScriptStep& step : script.steps) out += FormatStep(step) + "\n";
  return out;
}

bool ImplicitPasses(const ScriptHeader& header) {
  for (const auto& [key, value] : header.meta) {
    if (key == kPassesMetaKey) return value == kPassesImplicit;
  }
  return false;
}

void SetPassesForm(ScriptHeader* header, bool implicit) {
  const std::string_view form = implicit ? kPassesImplicit : kPassesExplicit;
  for (auto& [key, value] : header->meta) {
    if (key == kPassesMetaKey) {
      value = std::string(form);
      return;
    }
  }
  if (implicit) header->meta.emplace_back(std::string(kPassesMetaKey), std::string(form));
}

}  // namespace stardate::script
