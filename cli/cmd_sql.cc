// stardate sql (--db F | --from URL) "SELECT ..." [--json|--csv] [--timeout S] [--max-rows N]:
// any read-only query, its rows printed as the store produces them, under a time limit and a
// row cap (a query may be written to run forever or to return billions of rows).
#include <cstdio>
#include <memory>
#include <string>

#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/reports.h"
#include "cli/commands.h"

namespace stardate::cli {
namespace {

namespace cat = analyzer::catalogue;

enum class Form { kText, kCsv, kJson };

// Rows printed a block at a time: a text table aligns the columns of each block of kBlockRows
// (one block for any ordinary answer), CSV and JSON rows run on unchanged across blocks.
class RowPrinter {
 public:
  static constexpr size_t kBlockRows = 1000;

  explicit RowPrinter(Form form) : form_(form) {}

  void Columns(const std::vector<std::string>& columns) { block_.columns = columns; }

  void Row(std::vector<cat::Cell>& row) {
    block_.rows.push_back(std::move(row));
    if (block_.rows.size() == kBlockRows) Flush();
  }

  // Prints what is left, and the end of the output.
  void Finish() {
    if (blocks_ == 0 || !block_.rows.empty()) Flush();
    if (form_ == Form::kJson) Write("]\n");
  }

 private:
  void Flush() {
    std::string out;
    if (form_ == Form::kJson) {
      out = cat::TableJson(block_);  // "[...]"
      out = (blocks_ == 0 ? "[" : block_.rows.empty() ? "" : ",") + out.substr(1, out.size() - 2);
    } else {
      out = form_ == Form::kCsv ? cat::TableCsv(block_) : cat::TableText(block_);
      if (blocks_ > 0) out.erase(0, out.find('\n') + 1);  // the header line once
    }
    Write(out);
    ++blocks_;
    block_.rows.clear();
  }

  // Every byte, NUL included: a value is printed whole whatever it holds.
  static void Write(const std::string& s) {
    std::fwrite(s.data(), 1, s.size(), stdout);
    std::fflush(stdout);
  }

  Form form_;
  cat::QueryResult block_;
  size_t blocks_ = 0;
};

}  // namespace

void AddSql(CLI::App& app, int* exit_code) {
  struct Args {
    std::string query, db, from;
    bool json = false, csv = false;
    int timeout_s = 60;
    uint64_t max_rows = 1000000;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "sql",
      "Run one read-only SQL query on a catalogue (stardate index; the tables are "
      "described in analyzer/CATALOGUE.md). The catalogue is opened read-only and a "
      "statement that would write is refused. Rows are printed as they come, within a "
      "time limit and a row cap (exit 1 past either, after the rows printed so far).");
  cmd->add_option("query", args->query, "one SELECT (or another read-only statement)")->required();
  cmd->add_option("--db", args->db, "the SQLite catalogue");
  cmd->add_option("--from", args->from,
                  "a ClickHouse catalogue: clickhouse://[USER[:PASSWORD]@]HOST:PORT/DB"
                  "[?timeout=SECONDS]");
  auto* json = cmd->add_flag("--json", args->json, "machine-readable output: an array of rows");
  cmd->add_flag("--csv", args->csv, "CSV output")->excludes(json);
  cmd->add_option("--timeout", args->timeout_s,
                  "seconds a query may run on an SQLite catalogue (default 60; 0: no limit)")
      ->check(CLI::Range(0, 86400));
  cmd->add_option("--max-rows", args->max_rows,
                  "rows printed at most (default 1000000); a query that gives more stops "
                  "there with exit 1");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    if (args->db.empty() == args->from.empty()) {
      *exit_code = FailUsage(
          "sql needs one catalogue: --db FILE or --from "
          "clickhouse://HOST:PORT/DB",
          json);
      return;
    }
    auto source = cat::OpenSource(args->db, args->from);
    if (!source.ok()) {
      *exit_code = Fail(source.status(), json);
      return;
    }
    RowPrinter printer(json ? Form::kJson : args->csv ? Form::kCsv : Form::kText);
    uint64_t rows = 0;
    bool capped = false;
    Status st = (*source)->Stream(
        args->query, args->timeout_s * 1000,
        [&](const std::vector<std::string>& columns) {
          printer.Columns(columns);
          return Status::Ok();
        },
        [&](std::vector<cat::Cell>& row) {
          if (rows == args->max_rows) {
            capped = true;
            return Status::InvalidArgument("the query gives more than " +
                                           std::to_string(args->max_rows) +
                                           " rows; the first are printed (--max-rows sets "
                                           "the cap)");
          }
          ++rows;
          printer.Row(row);
          return Status::Ok();
        });
    if (!st.ok() && !capped && rows == 0) {
      *exit_code = Fail(st, json);
      return;
    }
    printer.Finish();
    if (!st.ok()) *exit_code = Fail(st, json);
  });
}

}  // namespace stardate::cli
