// The project as a newcomer meets it: README's quick start builds only the command, the test
// script builds everything, and no document names a folder of the machine it was written on.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <string>

#include "tests/support/samples.h"

using namespace stardate;

namespace {

std::string Read(const std::string& relative) {
  return testing::ReadFileBytes(testing::SourceDir() + "/" + relative);
}

}  // namespace

TEST_CASE("The quick start builds only the stardate command and the test script everything",
          "[cli][project]") {
  std::string quickstart = Read("scripts/quickstart.sh");
  CHECK(quickstart.find("\nscripts/build.sh stardate\n") != std::string::npos);
  std::string test = Read("scripts/test.sh");
  CHECK(test.find("\nscripts/build.sh\n") != std::string::npos);
  CHECK(test.find("ctest") != std::string::npos);
  // build.sh turns each argument into a --target and builds all without one.
  std::string build = Read("scripts/build.sh");
  CHECK(build.find("targets+=(--target \"$t\")") != std::string::npos);
}

TEST_CASE("No document names an absolute folder of a particular machine", "[cli][project]") {
  const std::regex machine_path(R"((^|[\s`"'(=])/(work|home|root|Users|mnt|opt)/)");
  size_t documents = 0;
  for (auto it = std::filesystem::recursive_directory_iterator(testing::SourceDir());
       it != std::filesystem::recursive_directory_iterator(); ++it) {
    std::string name = it->path().filename().string();
    if (it->is_directory() && (name == ".git" || name.rfind("build", 0) == 0 || name == "out")) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->path().extension() != ".md") continue;
    ++documents;
    std::string text = testing::ReadFileBytes(it->path().string());
    std::smatch m;
    INFO(it->path().string());
    CHECK_FALSE(std::regex_search(text, m, machine_path));
  }
  CHECK(documents >= 4);
}
