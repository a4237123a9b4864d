#include "engine/ti4/rules/research.h"

#include <array>

#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {
namespace {

// The technology of `e`, or nullptr for a number the catalogue lacks.
const TechInfo* Tech(const Event& e) {
  auto catalog = Ti4Catalog::Shipped();
  if (!catalog.ok() || e.card < 1 || e.card > (*catalog)->techs().size() || e.card > 64) {
    return nullptr;
  }
  return &(*catalog)->techs()[e.card - 1];
}

// A colour's prerequisite letter (B, G, R, Y) for a technology type or specialty; 0 for none.
char Letter(std::string_view type) {
  if (type == "PROPULSION") return 'B';
  if (type == "BIOTIC") return 'G';
  if (type == "WARFARE") return 'R';
  if (type == "CYBERNETIC") return 'Y';
  return 0;
}

constexpr std::string_view kLetters = "BGRY";
constexpr std::array<const char*, 4> kColours = {"blue", "green", "red", "yellow"};

}  // namespace

void ResearchWhen(const Ti4State& s, const Event& e, Findings* out) {
  const TechInfo* tech = Tech(e);
  if (tech == nullptr) return out->Stop("technology " + std::to_string(e.card) + " is unknown");
  if (e.player >= s.round().research.size()) return;
  if (s.round().research[e.player] == 0) {
    out->Add(s.PlayerLabel(e.player) +
             " has no research left from the Technology card resolved this turn");
  }
  if ((s.round().techs[e.player] >> (e.card - 1)) & 1) {
    out->Add(s.PlayerLabel(e.player) + " already owns " + tech->name);
  }
}

void ResearchFaction(const Ti4State& s, const Event& e, Findings* out) {
  const TechInfo* tech = Tech(e);
  if (tech == nullptr || tech->faction.empty()) return;
  if (s.FactionId(e.player) != tech->faction) {
    out->Add(tech->name + " is a technology of another faction than " + s.PlayerLabel(e.player) +
             "'s");
  }
}

void ResearchPrerequisites(const Ti4State& s, const Event& e, Findings* out) {
  const TechInfo* tech = Tech(e);
  if (tech == nullptr || e.player >= s.round().techs.size()) return;
  auto catalog = Ti4Catalog::Shipped();
  std::array<int, 4> need{}, have{};
  for (char c : tech->prerequisites) {
    const size_t i = kLetters.find(c);
    if (i != std::string_view::npos) ++need[i];
  }
  const uint64_t owned = s.round().techs[e.player];
  for (size_t t = 0; t < (*catalog)->techs().size() && t < 64; ++t) {
    if (!((owned >> t) & 1)) continue;
    const auto& types = (*catalog)->techs()[t].types;
    const char c = types.empty() ? 0 : Letter(types[0]);
    if (c != 0) ++have[kLetters.find(c)];
  }
  // Each planet named ignores one prerequisite of its specialty's colour.
  for (size_t k = 0; k < e.cards.size(); ++k) {
    const uint16_t id = e.cards[k];
    const bool ok = s.ValidPlanet(id) && s.Controller(id - 1) == e.player && !s.Exhausted(id - 1);
    char c = 0;
    if (ok) {
      for (const std::string& sp : s.board().planets[id - 1].info->tech_specialties) {
        if (Letter(sp) != 0) c = Letter(sp);
      }
    }
    if (c == 0) {
      out->AddForCard(k, (s.ValidPlanet(id) ? s.PlanetName(id - 1) : "a planet off the map") +
                             " is no ready planet of " + s.PlayerLabel(e.player) +
                             " with a technology specialty");
    } else {
      ++have[kLetters.find(c)];
    }
  }
  for (size_t i = 0; i < need.size(); ++i) {
    if (have[i] < need[i]) {
      out->AddTotal(tech->name + " needs " + std::to_string(need[i]) + " " + kColours[i] +
                    " prerequisites; " + s.PlayerLabel(e.player) + " has " +
                    std::to_string(have[i]));
    }
  }
}

constexpr Rule kList[] = {kResearchWhen, kResearchFaction, kResearchPrerequisites};

std::span<const Rule> ResearchRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
