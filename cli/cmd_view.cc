// stardate view GAME.sdlog -o GAME.html [--as-player NAME] [--force] [--json]: the replay
// viewer, one static page (cli/view_page.h). Written to a temporary file and renamed over -o
// once complete, so a failed run leaves an existing page as it was.
#include <cstdio>
#include <fstream>

#include "cli/commands.h"
#include "cli/output_file.h"
#include "cli/player_view.h"
#include "cli/view_page.h"
#include "engine/json_writer.h"

namespace stardate::cli {

void AddView(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    std::string output;
    std::string as_player;
    ViewPageOptions page;
    bool force = false;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "view",
      "Write a replay viewer: one self-contained HTML page (no server, nothing fetched) "
      "with the game's timeline, a scrubber and keyboard stepping, the board at every "
      "point and the audit's findings with their rule quotes. A damaged log gives a "
      "page of what was recovered, with a notice (exit 1).");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_option("-o,--output", args->output, "the page to write (GAME.html)")->required();
  AddAsPlayerOption(cmd, &args->as_player);
  cmd->add_option("--board-limit", args->page.every_event_limit,
                  "embed the board after every event for logs of at most this many events "
                  "(default 20000); a longer log's page has boards at turn starts, phase "
                  "changes, response windows and the end");
  cmd->add_option("--board-bytes", args->page.board_budget,
                  "the bytes of boards the page may embed (default 3 MiB): past them the "
                  "boards are thinned evenly over the game and the page shows the nearest "
                  "stored one");
  cmd->add_flag("-f,--force", args->force, "overwrite the page -o names if it exists");
  cmd->add_flag("--json", args->json, "machine-readable output: what was written");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    auto log = OpenLog(args->path, exit_code, json);
    if (log == nullptr) return;
    std::optional<uint8_t> viewer =
        FindViewer(log->setup(), args->path, args->as_player, exit_code, json);
    if (!viewer) return;
    std::string final_path;
    Status usable = CheckOutput(args->output, {{args->path, "the log being viewed"}}, args->force,
                                &final_path, "page file");
    if (!usable.ok()) {
      *exit_code = Fail(usable, json);
      return;
    }
    auto page = BuildViewPage(*log, *viewer, args->page);
    if (!page.ok()) {
      *exit_code = Fail(page.status(), json);
      return;
    }
    TempOutput out(final_path);
    Status st = out.Create();
    if (st.ok()) {
      std::ofstream file(out.path(), std::ios::binary | std::ios::trunc);
      file.write(page->html.data(), static_cast<std::streamsize>(page->html.size()));
      file.close();
      if (!file) st = Status::IoError(args->output + ": cannot write the page");
    }
    if (st.ok()) st = out.Commit();
    if (!st.ok()) {
      *exit_code = Fail(st, json);
      return;
    }
    const bool damaged = !page->notices.empty();
    if (json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->path);
      j.Key("page").String(args->output);
      j.Key("bytes").Uint(page->html.size());
      j.Key("seenBy").String(args->as_player);
      j.Key("notices").BeginArray();
      for (const std::string& n : page->notices) j.String(n);
      j.EndArray();
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf("wrote %s (%zu bytes)%s\n", args->output.c_str(), page->html.size(),
                  damaged ? ", from the intact part of a damaged log" : "");
      for (const std::string& n : page->notices) {
        std::fprintf(stderr, "stardate: %s: %s\n", args->path.c_str(), n.c_str());
      }
    }
    *exit_code = damaged ? kExitBadInput : kExitOk;
  });
}

}  // namespace stardate::cli
