// The 1E deck check `stardate deck check` prints (engine/registry.h CardBook::check_deck): a
// deck file (LackeyCCG layout or plain `COUNT TITLE` text, docs/deck-files.md) resolved against
// the card lists, with each line as written and the card it names, the deck's composition and
// the base rules' construction checks (engine/stccg/deck_check.h).
#ifndef STARDATE_ENGINE_STCCG_DECK_REPORT_H_
#define STARDATE_ENGINE_STCCG_DECK_REPORT_H_

#include <string>
#include <vector>

#include "engine/registry.h"

namespace stardate::engine::stccg {

// Reads the deck file at `path` and the card lists `lists` (the built-in ones when empty).
// NotFound / InvalidArgument naming the file (and line) when either cannot be read; otherwise
// the report, not clean when a line names no card (each named in `errors`) or a construction
// check fails.
Result<CardCheck> CheckDeck(const std::string& path, const std::vector<std::string>& lists);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_DECK_REPORT_H_
