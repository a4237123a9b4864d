// stardate sql (--db F | --from URL) "SELECT ..." [--json|--csv]: any read-only query.
#include <cstdio>
#include <memory>
#include <string>

#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/reports.h"
#include "cli/commands.h"

namespace stardate::cli {

void AddSql(CLI::App& app, int* exit_code) {
  struct Args {
    std::string query, db, from;
    bool json = false, csv = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "sql",
      "Run one read-only SQL query on a catalogue (stardate index; the tables are "
      "described in analyzer/CATALOGUE.md). The catalogue is opened read-only and a "
      "statement that would write is refused.");
  cmd->add_option("query", args->query, "one SELECT (or another read-only statement)")->required();
  cmd->add_option("--db", args->db, "the SQLite catalogue");
  cmd->add_option("--from", args->from, "a ClickHouse catalogue: clickhouse://HOST:PORT/DB");
  auto* json = cmd->add_flag("--json", args->json, "machine-readable output: an array of rows");
  cmd->add_flag("--csv", args->csv, "CSV output")->excludes(json);
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    if (args->db.empty() == args->from.empty()) {
      *exit_code = FailUsage(
          "sql needs one catalogue: --db FILE or --from "
          "clickhouse://HOST:PORT/DB",
          json);
      return;
    }
    auto source = analyzer::catalogue::OpenSource(args->db, args->from);
    if (!source.ok()) {
      *exit_code = Fail(source.status(), json);
      return;
    }
    auto result = (*source)->Query(args->query);
    if (!result.ok()) {
      *exit_code = Fail(result.status(), json);
      return;
    }
    namespace cat = analyzer::catalogue;
    std::string out = json        ? cat::TableJson(*result) + "\n"
                      : args->csv ? cat::TableCsv(*result)
                                  : cat::TableText(*result);
    std::fputs(out.c_str(), stdout);
  });
}

}  // namespace stardate::cli
