// The catalogue of the Star Trek CCG 1E module: every rule of its areas (rules/<area>.h), and
// the core's rules as the 1E rule texts state them.
#ifndef STARDATE_ENGINE_STCCG_RULES_CATALOGUE_H_
#define STARDATE_ENGINE_STCCG_RULES_CATALOGUE_H_

#include <span>

#include "engine/rule_catalogue.h"

namespace stardate::engine::stccg {

// The module's rules, sorted by id: every area's list together.
std::span<const Rule> Rules();
// The core rules as the 1E rule texts state them (GameModule::core_citations).
std::span<const Rule> CoreCitations();

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_RULES_CATALOGUE_H_
