// The rules casebook (samples/stccg/casebook/): one short game per rule, broken and kept.
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

// The number of cases committed when this test was written; more may be added.
constexpr size_t kCasesWritten = 102;

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
  };
  return kGaps;
}

std::string CasebookDir() { return testing::SourceDir() + "/samples/stccg/casebook"; }

// Every case name (file name without .sdgame), sorted.
std::vector<std::string> CaseNames() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(CasebookDir())) {
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
analyzer::AuditReport RecordAndAudit(const TempDir& dir, const std::string& name) {
  std::string out = dir.Path(name + ".sdlog");
  std::string cwd = std::filesystem::current_path();
  std::filesystem::current_path(CasebookDir());
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
  std::vector<std::string> names = CaseNames();
  CHECK(names.size() >= kCasesWritten);
  std::map<std::string, std::set<bool>> kinds;  // rule -> {illegal?}
  for (const std::string& name : names) {
    INFO(name);
    CaseName c = Parse(name);
    REQUIRE(c.valid);
    CHECK(engine::FindRule(c.rule) != nullptr);
    CHECK(std::filesystem::exists(CasebookDir() + "/" + name + ".audit.json"));
    std::string text = testing::ReadFileBytes(CasebookDir() + "/" + name + ".sdgame");
    CHECK(text.rfind(c.illegal ? "# ILLEGAL: " : "# LEGAL: ", 0) == 0);
    kinds[c.rule].insert(c.illegal);
  }
  for (const engine::Rule& r : engine::AllRules()) {
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
  std::string name = GENERATE(from_range(CaseNames()));
  INFO(name);
  CaseName c = Parse(name);
  REQUIRE(c.valid);
  TempDir dir;
  analyzer::AuditReport report = RecordAndAudit(dir, name);
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
        testing::ReadFileBytes(CasebookDir() + "/" + name + ".audit.json"));
}
