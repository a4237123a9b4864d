// The replay viewer's page (`stardate view`): one static HTML file with the game's timeline,
// the board at every point and the audit's findings, nothing fetched.
//
// The page is the template cli/view/page.html (built into the binary) with the game's data
// embedded as JSON: the steps (every event, with its script line, nesting depth, the response
// window it opens, its turn and phase), the boards (GameState::DescribeJson, of the player's
// view with a viewer) and the findings with their rule quotes. Boards are embedded after every
// event when the log has at most `every_event_limit` events; past that, at turn starts, phase
// changes, windows and the end only (the page shows the nearest stored board before the
// selected point and says so). Whatever the log, the boards embedded stay within a byte budget:
// past it they are thinned evenly over the game (a board carries the whole pending stack, so a
// deeply nested game's boards are large), which bounds the page and the memory used to build it.
//
// The data is escaped for its place inside a <script> element (ScriptSafeJson), so no text of
// the log (names, card titles, file names) can end the element or open another.
#ifndef STARDATE_CLI_VIEW_PAGE_H_
#define STARDATE_CLI_VIEW_PAGE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::cli {

inline constexpr uint64_t kEveryEventLimit = 20000;
inline constexpr size_t kBoardBudget = size_t{3} << 20;

struct ViewPageOptions {
  // Boards after every event for logs of at most this many events, else at turn starts,
  // phase changes, windows and the end.
  uint64_t every_event_limit = kEveryEventLimit;
  // The bytes of board JSON the page may embed (the final board is always embedded).
  size_t board_budget = kBoardBudget;
};

// `json` with every `<`, `>`, `&`, U+2028 and U+2029 written as a \u escape: the same JSON
// value, and text that cannot end or reopen the <script> element it is placed in.
std::string ScriptSafeJson(std::string_view json);

// The page template with its data marker (generated from cli/view/page.html).
std::string_view ViewPageTemplate();

struct ViewPage {
  std::string html;
  // What the page's notice says was damaged or lost; empty for an intact log.
  std::vector<std::string> notices;
};

// The page for the log `replayer` reads, as player `viewer` sees it (engine::kEveryone: the
// full game). A damaged log gives a page of every intact part, with a notice naming what was
// lost. Errors only if the log's game cannot be set up.
Result<ViewPage> BuildViewPage(const replayer::Replayer& replayer, uint8_t viewer,
                               const ViewPageOptions& options = {});

}  // namespace stardate::cli

#endif  // STARDATE_CLI_VIEW_PAGE_H_
