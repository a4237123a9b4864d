// stardate rules [ID]: the rule catalogue with citations.
#include <cstdio>

#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/rule_catalogue.h"

namespace stardate::cli {

void AddRules(CLI::App& app, int* exit_code) {
  struct Args {
    std::string id;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("rules", "List the rule catalogue, or show one rule.");
  cmd->add_option("id", args->id, "a rule id, e.g. stccg.facility.seed.homeworld");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    std::vector<const engine::Rule*> chosen;
    for (const engine::Rule& r : engine::AllRules()) {
      if (args->id.empty() || r.id == args->id) chosen.push_back(&r);
    }
    if (chosen.empty()) {
      *exit_code = Fail(Status::NotFound("no rule '" + args->id + "' (try 'stardate rules')"));
      return;
    }
    if (args->json) {
      engine::JsonWriter j;
      j.BeginArray();
      for (const engine::Rule* r : chosen) {
        j.BeginObject();
        j.Key("id").String(r->id);
        j.Key("source").String(r->source);
        j.Key("quote").String(r->quote);
        j.Key("summary").String(r->summary);
        j.EndObject();
      }
      j.EndArray();
      std::printf("%s\n", j.str().c_str());
    } else {
      for (const engine::Rule* r : chosen) {
        std::printf("%.*s\n  %.*s\n  \"%.*s\" (%.*s)\n", static_cast<int>(r->id.size()),
                    r->id.data(), static_cast<int>(r->summary.size()), r->summary.data(),
                    static_cast<int>(r->quote.size()), r->quote.data(),
                    static_cast<int>(r->source.size()), r->source.data());
      }
    }
    *exit_code = 0;
  });
}

}  // namespace stardate::cli
