#include <catch2/catch.hpp>

#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"
#include "tests/support/table.h"

using namespace stardate;
using stardate::testing::TempDir;

namespace {

// fed-vs-dominion recorded with chunks of 8 events, so a line search crosses chunks.
std::unique_ptr<replayer::Replayer> OpenFedVsDominion(const TempDir& dir) {
  recorder::RecorderOptions options;
  options.chunk_events = 8;
  options.snapshot_interval = 16;
  options.snapshot_min_gap = 8;
  const std::string out = dir.Path("fvd.sdlog");
  auto rec =
      recorder::RecordScriptText(testing::ReadSample("fed-vs-dominion.sdgame"),
                                 testing::SamplePath("fed-vs-dominion.sdgame"), out, "", options);
  REQUIRE(rec.ok());
  auto r = replayer::Replayer::Open(out);
  REQUIRE(r.ok());
  return std::move(r).value();
}

replayer::Address Line(uint64_t n) { return {replayer::Address::Kind::kLine, n}; }

}  // namespace

TEST_CASE("ParseAddress reads line:N and names it among the expected forms", "[replayer]") {
  auto a = replayer::ParseAddress("line:74");
  REQUIRE(a.ok());
  CHECK(a->kind == replayer::Address::Kind::kLine);
  CHECK(a->n == 74);
  CHECK(a->ToString() == "line:74");
  auto bad = replayer::ParseAddress("lines:4");
  REQUIRE(!bad.ok());
  CHECK(bad.status().message().find("line:N") != std::string::npos);
}

TEST_CASE("Replayer line:N is the state right after the events written on that line",
          "[replayer]") {
  TempDir dir;
  auto r = OpenFedVsDominion(dir);
  // Line 74: Alice reports the Enterprise; its window is open, nothing resolved yet.
  auto report = r->Seek(Line(74));
  REQUIRE(report.ok());
  REQUIRE(report->state->core().stack.size() == 1);
  auto last = r->EventAt(report->seq - 1);
  REQUIRE(last.ok());
  CHECK(last->line == 74);
  auto next = r->EventAt(report->seq);
  REQUIRE(next.ok());
  CHECK(next->line == 75);
  // Line 79: Bob's pass closes the window; the recorder's resolution carries the line too.
  auto pass = r->Seek(Line(79));
  REQUIRE(pass.ok());
  CHECK(pass->state->core().stack.empty());
  auto resolved = r->EventAt(pass->seq - 1);
  REQUIRE(resolved.ok());
  CHECK(resolved->kind == engine::EventKind::RESOLVE);
  // The same state as the event address it stands for.
  auto same = r->Seek({replayer::Address::Kind::kEvent, pass->seq});
  REQUIRE(same.ok());
  CHECK(same->state->Hash() == pass->state->Hash());
}

TEST_CASE("Replayer line:N on a line that wrote no event names the nearest lines that did",
          "[replayer]") {
  TempDir dir;
  auto r = OpenFedVsDominion(dir);
  auto comment = r->Seek(Line(70));  // "# Facility phase."
  REQUIRE(!comment.ok());
  CHECK(comment.status().message() ==
        dir.Path("fvd.sdlog") + ": line:70: line 70 of " +
            testing::SamplePath("fed-vs-dominion.sdgame") +
            " wrote no event; the nearest lines that did are line 69 and line 71");
  auto header = r->Seek(Line(3));
  REQUIRE(!header.ok());
  CHECK(header.status().message().find("the nearest line that did is line ") != std::string::npos);
  auto past = r->Seek(Line(5000));
  REQUIRE(!past.ok());
  CHECK(past.status().message().find("wrote no event; the nearest line that did is line 112") !=
        std::string::npos);
}
