#include "engine/stccg/card_persona.h"

#include <string>

namespace stardate::engine::stccg {

namespace {

bool WordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// `name` occurs in `text` as whole words: not inside a longer word, and not as a possessive
// ("Odo's" names something of Odo's, not Odo).
bool HasWords(std::string_view text, std::string_view name) {
  if (name.empty()) return false;
  for (size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    const size_t end = at + name.size();
    const bool starts = at == 0 || !WordChar(text[at - 1]);
    const bool ends = end == text.size() || (!WordChar(text[end]) && text[end] != '\'');
    if (starts && ends) return true;
  }
  return false;
}

// The Persona column without its brackets: "(Odo)" -> "Odo".
std::string_view Unbracketed(std::string_view persona) {
  while (!persona.empty() && persona.front() == ' ') persona.remove_prefix(1);
  while (!persona.empty() && persona.back() == ' ') persona.remove_suffix(1);
  if (persona.size() >= 2 && persona.front() == '(' && persona.back() == ')') {
    persona = persona.substr(1, persona.size() - 2);
  }
  return persona;
}

}  // namespace

bool IsImpersonator(const CardFacts& card) {
  const std::string_view persona = Unbracketed(card.persona);
  return (!persona.empty() && persona.front() == '<') ||
         card.keywords.find("Infiltrator;") != std::string::npos;
}

bool IsPersona(const CardFacts& card, std::string_view name) {
  if (card.type != CardType::kPersonnel || name.empty() || IsImpersonator(card)) return false;
  return HasWords(card.title, name) || Unbracketed(card.persona) == name;
}

bool IsAnyOf(const CardFacts& card, std::string_view name) {
  switch (card.type) {
    case CardType::kPersonnel:
      return IsPersona(card, name);
    case CardType::kFacility:
    case CardType::kEquipment:
      return HasWords(card.title, name) || HasWords(card.lore, name);
    default:
      return HasWords(card.title, name);
  }
}

}  // namespace stardate::engine::stccg
