// The replay viewer's page (`stardate view`): one static HTML file with the game's timeline,
// the board at every point and the audit's findings, nothing fetched.
//
// The page is the template cli/view/page.html (built into the binary) with the game's data
// embedded as JSON: the steps (every event, with its script line, nesting depth, the response
// window it opens, its turn and phase), the boards (GameState::DescribeJson, of the player's
// view with a viewer) and the findings with their rule quotes. Boards are embedded after every
// event when the log has at most `every_event_limit` events; past that, at turn starts, phase
// changes, windows and the end only (the page shows the nearest stored board before the
// selected point and says so).
#ifndef STARDATE_CLI_VIEW_PAGE_H_
#define STARDATE_CLI_VIEW_PAGE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::cli {

inline constexpr uint64_t kEveryEventLimit = 20000;

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
                               uint64_t every_event_limit = kEveryEventLimit);

}  // namespace stardate::cli

#endif  // STARDATE_CLI_VIEW_PAGE_H_
