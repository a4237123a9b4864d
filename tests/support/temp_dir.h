// A fresh, empty temporary folder, removed with everything in it when the object goes: the one
// test vocabulary for files every test program shares (header-only, so the format tests, which
// link nothing above format/, use it too).
#ifndef STARDATE_TESTS_SUPPORT_TEMP_DIR_H_
#define STARDATE_TESTS_SUPPORT_TEMP_DIR_H_

#include <catch2/catch.hpp>
#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace stardate::testing {

class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "stardate-test-XXXXXX");
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    dir_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // The path of `name` inside the folder.
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  std::string File(const std::string& name) const { return Path(name); }

 private:
  std::filesystem::path dir_;
};

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_TEMP_DIR_H_
