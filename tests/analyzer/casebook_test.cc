// The rules casebooks (samples/stccg/casebook/, samples/ti4/casebook/): one short game per rule,
// broken and kept.
//
// Each CASE.sdgame is recorded the way scripts/update-casebook.sh records it (from its folder,
// as "CASE.sdgame", into a log named CASE.sdlog), audited, and compared with CASE.audit.json.
// The file name says what the audit must find: RULE-ID.illegal[.VARIANT].sdgame breaks RULE-ID,
// RULE-ID.legal[.VARIANT].sdgame breaks nothing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "analyzer/audit.h"
#include "engine/rule_catalogue.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::TempDir;

namespace {

// A game's casebook: its folder, the rules it must show (each broken and kept), and the number
// of cases committed when this test was last changed (more may be added).
struct Book {
  std::string folder;  // under samples/
  bool (*covers)(std::string_view rule);
  size_t cases_written;
};
const std::vector<Book>& Books() {
  static const std::vector<Book> kBooks = {
      {"stccg/casebook",
       [](std::string_view id) { return id.rfind("core.", 0) == 0 || id.rfind("stccg.", 0) == 0; },
       120},
      // The space-station rules of 001 and the base rules they rest on.
      {"ti4/casebook", [](std::string_view id) { return id.rfind("ti4.", 0) == 0; }, 84},
  };
  return kBooks;
}

// Cases left out on purpose, and why. A rule listed here must have exactly the cases the entry
// allows; every other catalogued rule must have at least one illegal and one legal case.
struct Gap {
  bool no_illegal;  // no illegal case may exist
  bool no_legal;    // no legal case may exist
  const char* why;
};
const std::map<std::string, Gap>& Gaps() {
  static const std::map<std::string, Gap> kGaps = {
      // The recorder inserts every required resolution, setup shuffle and draw, phase step and
      // end-of-turn draw itself, so no script can leave one out; the rule fires only for logs
      // written by other means.
      {"core.required.missing", {true, true, "not reachable from a script"}},
      // A script names cards by title, so every card it names is one of the game's; only a log
      // written by another program can break it (tests/engine/stccg_rule_table_test.cc).
      {"core.event.cards", {true, true, "not reachable from a script"}},
      // Notes that only permit something: there is nothing to break.
      {"ti4.station.objective.home",
       {true, false, "001 note 5 permits scoring; a legal game shows it"}},
  };
  return kGaps;
}

std::string CasebookDir(const Book& book) {
  return testing::SourceDir() + "/samples/" + book.folder;
}

// Every case name of `book` (file name without .sdgame), sorted.
std::vector<std::string> CaseNames(const Book& book) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(CasebookDir(book))) {
    std::string file = entry.path().filename().string();
    const std::string ext = ".sdgame";
    if (file.size() > ext.size() && file.compare(file.size() - ext.size(), ext.size(), ext) == 0) {
      names.push_back(file.substr(0, file.size() - ext.size()));
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

struct CaseName {
  std::string rule;
  bool illegal = false;
  bool valid = false;
};

// "stccg.fly.range.illegal.no-crew" -> rule "stccg.fly.range", illegal.
CaseName Parse(const std::string& name) {
  CaseName c;
  for (const char* kind : {".illegal", ".legal"}) {
    std::string k = kind;
    size_t at = name.find(k + ".");
    if (at == std::string::npos && name.size() >= k.size() &&
        name.compare(name.size() - k.size(), k.size(), k) == 0) {
      at = name.size() - k.size();
    }
    if (at != std::string::npos && at > 0) {
      c.rule = name.substr(0, at);
      c.illegal = k == ".illegal";
      c.valid = true;
      return c;
    }
  }
  return c;
}

// Records and audits a case as scripts/update-casebook.sh does; returns the audit's JSON.
analyzer::AuditReport RecordAndAudit(const TempDir& dir, const Book& book,
                                     const std::string& name) {
  std::string out = dir.Path(name + ".sdlog");
  std::string cwd = std::filesystem::current_path();
  std::filesystem::current_path(CasebookDir(book));
  auto recorded =
      recorder::RecordScriptText(testing::ReadFileBytes(name + ".sdgame"), name + ".sdgame", out,
                                 "", recorder::RecorderOptions());
  std::filesystem::current_path(cwd);
  REQUIRE(recorded.ok());
  auto replayer = replayer::Replayer::Open(out);
  REQUIRE(replayer.ok());
  auto report = analyzer::Audit(**replayer);
  REQUIRE(report.ok());
  // The script audits the log from its temporary folder, where it is named CASE.sdlog.
  report->log = name + ".sdlog";
  return *report;
}

}  // namespace

TEST_CASE("The casebook holds every case written, each named after a catalogued rule",
          "[analyzer][casebook]") {
  const Book& book = GENERATE(from_range(Books()));
  INFO(book.folder);
  std::vector<std::string> names = CaseNames(book);
  CHECK(names.size() >= book.cases_written);
  std::map<std::string, std::set<bool>> kinds;  // rule -> {illegal?}
  for (const std::string& name : names) {
    INFO(name);
    CaseName c = Parse(name);
    REQUIRE(c.valid);
    CHECK(engine::FindRule(c.rule) != nullptr);
    CHECK(book.covers(c.rule));
    CHECK(std::filesystem::exists(CasebookDir(book) + "/" + name + ".audit.json"));
    std::string text = testing::ReadFileBytes(CasebookDir(book) + "/" + name + ".sdgame");
    CHECK(text.rfind(c.illegal ? "# ILLEGAL: " : "# LEGAL: ", 0) == 0);
    kinds[c.rule].insert(c.illegal);
  }
  for (const engine::Rule& r : engine::AllRules()) {
    if (!book.covers(r.id)) continue;
    std::string id(r.id);
    INFO(id);
    auto gap = Gaps().find(id);
    bool want_illegal = gap == Gaps().end() || !gap->second.no_illegal;
    bool want_legal = gap == Gaps().end() || !gap->second.no_legal;
    INFO("known gap: " << (gap == Gaps().end() ? "none" : gap->second.why));
    // A case was added for a listed gap: take the rule off the list.
    CHECK(kinds[id].count(true) == (want_illegal ? 1u : 0u));
    CHECK(kinds[id].count(false) == (want_legal ? 1u : 0u));
  }
}

TEST_CASE("Every casebook case audits to its expected output and names its rule",
          "[analyzer][casebook]") {
  const Book& book = GENERATE(from_range(Books()));
  std::string name = GENERATE_COPY(from_range(CaseNames(book)));
  INFO(book.folder << "/" << name);
  CaseName c = Parse(name);
  REQUIRE(c.valid);
  TempDir dir;
  analyzer::AuditReport report = RecordAndAudit(dir, book, name);
  CHECK(report.problems.empty());
  if (c.illegal) {
    bool named = std::any_of(report.findings.begin(), report.findings.end(),
                             [&](const analyzer::Finding& f) { return f.rule == c.rule; });
    CHECK(named);
    for (const analyzer::Finding& f : report.findings) {
      CHECK_FALSE(f.quote.empty());
      CHECK(f.line > 0);
    }
  } else {
    for (const analyzer::Finding& f : report.findings) UNSCOPED_INFO(f.rule << ": " << f.detail);
    CHECK(report.findings.empty());
  }
  // Regenerate with scripts/update-casebook.sh, and review the diff against the rule texts.
  CHECK(analyzer::AuditJson(report) ==
        testing::ReadFileBytes(CasebookDir(book) + "/" + name + ".audit.json"));
}
