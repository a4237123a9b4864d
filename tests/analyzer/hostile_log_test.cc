// Logs written by other tools or tampered with: every command answers, none crashes.
#include <catch2/catch.hpp>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "engine/event.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/stccg/kinds.h"
#include "format/log_writer.h"
#include "replayer/replayer.h"
#include "tests/support/events.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Ev;
using testing::TempDir;

namespace {

// A log with the sample game's header and the given events in one chunk (meta filled honestly
// for sequence and counters the writer checks; the state hash is left zero).
std::string WriteLog(const TempDir& dir, const std::vector<engine::Event>& events) {
  auto sample = replayer::Replayer::Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  REQUIRE(sample.ok());
  std::string path = dir.Path("hostile.sdlog");
  auto writer = format::LogWriter::Create(path, engine::EncodeLogHeader((*sample)->setup()));
  REQUIRE(writer.ok());
  format::ChunkMeta meta;
  meta.first_seq = 0;
  meta.event_count = static_cast<uint32_t>(events.size());
  REQUIRE((*writer)->AppendChunk(meta, engine::EncodeBlock(events)).ok());
  REQUIRE((*writer)->Close().ok());
  return path;
}

}  // namespace

TEST_CASE("A turn naming a player who is not in the game is audited, not a crash",
          "[analyzer][hostile]") {
  TempDir dir;
  using K = engine::EventKind;
  std::string path = WriteLog(
      dir, {Ev(K::TURN, 5, 0, 0, 1), Ev(K::TURN, 0, 0, 0, 2),
            Ev(engine::stccg::kReport, 7, 60000, 9999), Ev(engine::stccg::kBeam, 0, 3, 65535)});
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  CHECK(audit->events == 4);
  CHECK(audit->findings.size() >= 4);
  CHECK_FALSE(analyzer::Verify(**r).ok());  // the state hash was not recorded honestly
  CHECK(analyzer::DumpLog(**r).ok());
  auto end = (*r)->Seek({replayer::Address::Kind::kEnd, 0});
  REQUIRE(end.ok());
  CHECK_FALSE(end->state->Describe().empty());
}

TEST_CASE("An event kind this version does not know is reported as corruption",
          "[analyzer][hostile]") {
  TempDir dir;
  std::string path = WriteLog(dir, {Ev(static_cast<engine::EventKind>(200), 0)});
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  auto events = (*r)->ChunkEvents(0);
  REQUIRE_FALSE(events.ok());
  CHECK(events.status().message().find("has kind 200, which this Stardate does not know") !=
        std::string::npos);
  // The dump and the audit keep what they can and name the lost event.
  auto dump = analyzer::DumpLog(**r);
  REQUIRE(dump.ok());
  REQUIRE(dump->lost.size() == 1);
  CHECK(dump->lost[0].first == 0);
  CHECK(dump->lost[0].end == 1);
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  CHECK_FALSE(audit->problems.empty());
}

TEST_CASE("The audit names every consequence still due when the log ends", "[analyzer][hostile]") {
  // The casebook's destroyed-ship game cut before the table carried out the destruction.
  std::string script = testing::ReadSample("casebook/stccg.battle.destroyed.legal.sdgame");
  size_t cut = script.find("Alice loses");
  REQUIRE(cut != std::string::npos);
  script.resize(cut);
  TempDir dir;
  std::string cwd = std::filesystem::current_path();
  std::filesystem::current_path(testing::SourceDir() + "/samples/stccg/casebook");
  auto rec = recorder::RecordScriptText(script, "cut.sdgame", dir.Path("cut.sdlog"), "", {});
  std::filesystem::current_path(cwd);
  REQUIRE(rec.ok());
  auto r = replayer::Replayer::Open(dir.Path("cut.sdlog"));
  REQUIRE(r.ok());
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  // The Runabout's destruction and the death of Data, who was aboard: both owed, both named.
  REQUIRE(audit->findings.size() == 2);
  CHECK(audit->findings[0].rule == "stccg.battle.destroyed");
  CHECK(audit->findings[0].action == "the end of the log");
  CHECK(audit->findings[0].cards == std::vector<std::string>{"Runabout"});
  CHECK(audit->findings[1].rule == "stccg.facility.destroyed.kill");
  CHECK(audit->findings[1].cards == std::vector<std::string>{"Data"});
}
