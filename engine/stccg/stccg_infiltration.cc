// Infiltration (data/rules/003_e9f36b50e205961e.txt, "Founder Lookalikes" and the infiltration
// rules after it): the infiltration icon, infiltrators in the opponent's crews and Away Teams,
// exposure. The checks are in engine/stccg/rules/infiltration.cc.
#include <algorithm>

#include "engine/stccg/card_persona.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

constexpr std::string_view kExposureNames[] = {"voluntarily", "card", "persona", "incompatible",
                                               "arrested"};

// The text between the first '<' and the next '>', or "".
std::string_view Angled(std::string_view text) {
  size_t open = text.find('<');
  if (open == std::string_view::npos) return {};
  size_t close = text.find('>', open + 1);
  if (close == std::string_view::npos) return {};
  return text.substr(open + 1, close - open - 1);
}

}  // namespace

std::string_view ExposureName(Exposure exposure) {
  return internal::NameAt(kExposureNames, static_cast<int64_t>(exposure), "exposure?");
}

std::optional<Exposure> ParseExposure(std::string_view name) {
  int i = internal::IndexOfName(kExposureNames, name);
  if (i < 0) return std::nullopt;
  return static_cast<Exposure>(i);
}

// ---------------------------------------------------------------------------------------------
// Card facts

uint32_t StccgState::InfiltrationIcon(uint16_t id) const {
  if (!ValidCard(id)) return 0;
  const CardFacts& f = *instances_[id].facts;
  if (f.type != CardType::kPersonnel) return 0;
  // The card list writes the icon as the affiliation's abbreviation in angle brackets
  // ("<Fed>[GQ][Stf]"), where the staffing and other icons use square ones.
  std::string_view icon = Angled(f.icons);
  if (icon.empty()) return 0;
  return ParseAffiliations("[" + std::string(icon) + "]");
}

std::string StccgState::ImpersonatedPersona(uint16_t id) const {
  if (!ValidCard(id)) return "";
  // The persona name is italicized on the card ("not a true version of that persona"); the
  // card list writes it in angle brackets.
  return std::string(Angled(instances_[id].facts->persona));
}

bool StccgState::IsPersona(uint16_t id, std::string_view name) const {
  // 004 "any" (engine/stccg/card_persona.h): an impersonator is never a version of the persona.
  return ValidCard(id) && stccg::IsPersona(*instances_[id].facts, name);
}

// ---------------------------------------------------------------------------------------------
// State

const StccgState::Infiltrator* StccgState::InfiltratorOf(uint16_t id) const {
  for (const Infiltrator& i : infiltrators_) {
    if (i.card == id) return &i;
  }
  return nullptr;
}

bool StccgState::Infiltrating(uint16_t id) const {
  const Infiltrator* i = InfiltratorOf(id);
  return i != nullptr && i->status != Infiltration::kExposed;
}

bool StccgState::Present(uint16_t a, uint16_t b) const {
  if (!ValidCard(a) || !ValidCard(b)) return false;
  const CardState& x = cards_[a];
  const CardState& y = cards_[b];
  return (x.zone == Zone::kOnPlanet || x.zone == Zone::kAboard) && x.zone == y.zone &&
         x.where == y.where && x.where != 0;
}

uint16_t StccgState::PersonaPresent(uint16_t id) const {
  const std::string persona = ImpersonatedPersona(id);
  if (persona.empty()) return 0;
  for (size_t other = 1; other < cards_.size(); ++other) {
    auto o = static_cast<uint16_t>(other);
    if (o != id && Present(id, o) && IsPersona(o, persona)) return o;
  }
  return 0;
}

bool StccgState::TakesPart(uint16_t id, uint8_t host) const {
  const Infiltrator* i = InfiltratorOf(id);
  return i != nullptr && i->status == Infiltration::kInfiltrating && instances_[id].owner != host;
}

bool StccgState::Arrested(uint16_t id) const {
  const Infiltrator* i = InfiltratorOf(id);
  return i != nullptr && i->status == Infiltration::kArrested;
}

bool StccgState::MovesHimself(const Event& e) const {
  // Several infiltrators moved together are InfiltrateActions' one finding.
  for (uint16_t id : ActingCards(e)) {
    if (!ValidCard(id) || !Infiltrating(id) || instances_[id].owner != e.player) return false;
  }
  return true;
}

bool StccgState::InfiltratesFromHand(const Event& e) const {
  const Zone z = cards_[e.card].zone;
  return z != Zone::kAboard && z != Zone::kOnPlanet;
}

// ---------------------------------------------------------------------------------------------
// Apply

void StccgState::ApplyInfiltration(const Event& e) {
  if (!ValidCard(e.card)) return;
  if (e.kind == stccg::kInfiltrate) {
    if (InfiltratesFromHand(e)) {
      // A card play like a report: it is pending until its window closes.
      if (IsPlayer(e.player)) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      return;
    }
    ResolveInfiltration(e);
    return;
  }
  // EXPOSE
  auto it = std::find_if(infiltrators_.begin(), infiltrators_.end(),
                         [&](const Infiltrator& i) { return i.card == e.card; });
  if (it == infiltrators_.end()) return;
  if (static_cast<Exposure>(e.arg) == Exposure::kArrested) {
    it->status = Infiltration::kArrested;
    return;
  }
  // "reverts to its previous affiliation"; he may be treated as an intruder from now on.
  it->status = Infiltration::kExposed;
  cards_[e.card].affiliation = 0;
}

void StccgState::ResolveInfiltration(const Event& e) {
  if (!ValidCard(e.card)) return;
  if (cards_[e.card].zone == Zone::kPending) {
    if (!ValidCard(e.target)) return;
    MoveCard(e.card, Zone::kAboard, e.target);
    if (IsPlayer(e.player)) cards_[e.card].controller = e.player;
  }
  const uint32_t icon = InfiltrationIcon(e.card);
  auto it = std::find_if(infiltrators_.begin(), infiltrators_.end(),
                         [&](const Infiltrator& i) { return i.card == e.card; });
  if (it == infiltrators_.end()) {
    infiltrators_.push_back(Infiltrator{e.card, icon, Infiltration::kInfiltrating});
  } else {
    it->icon = icon;
    it->status = Infiltration::kInfiltrating;
  }
  // "The infiltrator's affiliation changes to match that of the infiltration icon."
  cards_[e.card].affiliation = icon;
}

void StccgState::RefreshInfiltration() {
  for (size_t k = 0; k < infiltrators_.size();) {
    Infiltrator& inf = infiltrators_[k];
    const uint16_t id = inf.card;
    const Zone z = cards_[id].zone;
    const bool in_play = z == Zone::kAboard || z == Zone::kOnPlanet;
    // A card that leaves play (killed, returned, captured) leaves infiltration with its icon;
    // an exposure owed to it is owed no longer.
    if (!in_play) {
      cards_[id].affiliation = 0;
      consequences_.erase(
          std::remove_if(consequences_.begin(), consequences_.end(),
                         [&](const Event& c) { return c.kind == stccg::kExpose && c.card == id; }),
          consequences_.end());
      infiltrators_.erase(infiltrators_.begin() + static_cast<std::ptrdiff_t>(k));
      continue;
    }
    const uint8_t owner = instances_[id].owner;
    if (inf.status == Infiltration::kExposed) {
      // "cannot infiltrate again until after being away from (not present with) all of the
      // opponent's personnel": once away, he may again.
      bool near = false;
      for (size_t other = 1; other < cards_.size() && !near; ++other) {
        auto o = static_cast<uint16_t>(other);
        near = o != id && cards_[o].controller != owner &&
               instances_[o].type == CardType::kPersonnel && Present(id, o);
      }
      if (!near) {
        infiltrators_.erase(infiltrators_.begin() + static_cast<std::ptrdiff_t>(k));
        continue;
      }
    } else if (const uint16_t persona = PersonaPresent(id); persona != 0) {
      const bool owed =
          std::any_of(consequences_.begin(), consequences_.end(),
                      [&](const Event& c) { return c.kind == stccg::kExpose && c.card == id; });
      if (!owed) {
        Event x;
        x.kind = stccg::kExpose;
        x.player = owner;
        x.card = id;
        x.target = persona;
        x.arg = static_cast<int32_t>(Exposure::kPersona);
        consequences_.push_back(x);
      }
    }
    ++k;
  }
}

// ---------------------------------------------------------------------------------------------
// Serialization

void StccgState::SerializeInfiltration(ByteWriter* w) const {
  if (infiltrators_.empty() && attempt_infiltrators_.empty()) return;
  w->U8(internal::kSectionInfiltration);
  w->Seq(infiltrators_, [&](const Infiltrator& i) {
    w->U16(i.card);
    w->U32(i.icon);
    w->U8(static_cast<uint8_t>(i.status));
  });
  w->U16(attempt_mission_);
  w->Seq(attempt_infiltrators_, [&](uint16_t id) { w->U16(id); });
}

void StccgState::RestoreInfiltration(ByteReader* r, size_t cards) {
  std::vector<Infiltrator> infiltrators;
  uint32_t n = r->Count(7);
  for (uint32_t k = 0; k < n && r->ok(); ++k) {
    Infiltrator i;
    i.card = r->U16();
    i.icon = r->U32();
    uint8_t status = r->U8();
    if (i.card == 0 || i.card >= cards) r->Fail("infiltrator card " + std::to_string(i.card));
    if (status > static_cast<uint8_t>(Infiltration::kExposed)) {
      r->Fail("infiltration status " + std::to_string(status));
    }
    i.status = static_cast<Infiltration>(status);
    infiltrators.push_back(i);
  }
  uint16_t mission = r->U16();
  if (mission >= cards) r->Fail("attempted mission " + std::to_string(mission));
  std::vector<uint16_t> attempt;
  internal::ReadCardIds(r, cards, &attempt);
  if (!r->ok()) return;
  infiltrators_ = std::move(infiltrators);
  attempt_mission_ = mission;
  attempt_infiltrators_ = std::move(attempt);
}

}  // namespace stardate::engine::stccg
