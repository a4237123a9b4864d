// RecordScriptStream: a script read as a stream records exactly what the whole text records,
// and a line past the limit is an error naming it, whatever follows.
#include <catch2/catch.hpp>
#include <sstream>

#include "recorder/recorder.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::ReadFileBytes;
using testing::TempDir;

TEST_CASE("RecordScriptStream writes the same log as RecordScriptText", "[recorder][stream]") {
  TempDir dir;
  const std::string name = GENERATE(from_range(testing::SampleNames()));
  const std::string text = testing::ReadSample(name + ".sdgame");
  recorder::RecorderOptions options;
  // The scripts' own pool lines (or the built-in lists), read from the samples' folder.
  const std::string script = testing::SamplePath(name + ".sdgame");
  auto whole = recorder::RecordScriptText(text, script, dir.Path("text.sdlog"),
                                          std::vector<std::string>{}, options);
  REQUIRE(whole.ok());
  std::istringstream in(text);
  auto streamed = recorder::RecordScriptStream(in, script, dir.Path("stream.sdlog"), {}, options);
  REQUIRE(streamed.ok());
  CHECK(streamed->events == whole->events);
  CHECK(streamed->findings == whole->findings);
  CHECK(ReadFileBytes(dir.Path("stream.sdlog")) == ReadFileBytes(dir.Path("text.sdlog")));
}

TEST_CASE("RecordScriptStream refuses a line past the limit, naming it", "[recorder][stream]") {
  TempDir dir;
  std::string text = testing::ReadSample("fed-vs-dominion.sdgame");
  const size_t second = text.find('\n') + 1;
  SECTION("a line of exactly the limit is the parser's to judge") {
    text.insert(second, "# " + std::string(script::kMaxScriptLineBytes - 2, 'x') + "\r\n");
    std::istringstream in(text);
    auto r = recorder::RecordScriptStream(in, "g.sdgame", dir.Path("g.sdlog"),
                                          {testing::PoolPath()}, {});
    CHECK(r.ok());
  }
  SECTION("one byte more is refused at line 2") {
    text.insert(second, "# " + std::string(script::kMaxScriptLineBytes - 1, 'x') + "\r\n");
    std::istringstream in(text);
    auto r = recorder::RecordScriptStream(in, "g.sdgame", dir.Path("g.sdlog"),
                                          {testing::PoolPath()}, {});
    REQUIRE_FALSE(r.ok());
    CHECK(r.status().message() ==
          "g.sdgame:2:65537: expected a line of at most 65536 bytes, found a longer line");
  }
}
