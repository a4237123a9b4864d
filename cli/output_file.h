// Writing an output file safely: -o checks and a temporary file renamed over the output only
// once complete, so a failed command leaves the previous file as it was and no temporary file.
#ifndef STARDATE_CLI_OUTPUT_FILE_H_
#define STARDATE_CLI_OUTPUT_FILE_H_

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "format/status.h"

namespace stardate::cli {

// An input of the command, which -o must not name: its path and what it is ("the script being
// recorded").
struct NamedInput {
  std::string path;
  std::string role;
};

// Checks that `output` may be written: not a folder, not one of `inputs` (by any path, a
// symlink included), and not an existing file unless `force`. Sets *final_path to the file to
// replace (a symlink's target, so the link stays).
// `what` names the output in messages ("log file", "page file").
Status CheckOutput(const std::string& output, const std::vector<NamedInput>& inputs, bool force,
                   std::string* final_path, std::string_view what = "log file");

// Checks `output` (CheckOutput), has `write` write the whole file at the temporary path it is
// given (beside the output), and renames that over `output` once `write` returned ok. On any
// error the previous file is as it was, no temporary file remains, and the error names
// `output` where it named the temporary file.
Status WriteOutput(const std::string& output, const std::vector<NamedInput>& inputs, bool force,
                   const std::function<Status(const std::string& path)>& write,
                   std::string_view what = "log file");

// A file in the folder of `final_path`, removed on destruction unless Commit() renamed it over
// `final_path`.
class TempOutput {
 public:
  explicit TempOutput(std::string final_path) : final_path_(std::move(final_path)) {}
  ~TempOutput();
  TempOutput(const TempOutput&) = delete;
  TempOutput& operator=(const TempOutput&) = delete;

  Status Create();
  const std::string& path() const { return path_; }
  // Makes the written file durable and puts it in place of `final_path` with the mode a new
  // file gets (or the replaced file's, or `mode` when not 0), then makes the rename durable.
  Status Commit(unsigned mode = 0);
  // `status` with the temporary file's name replaced by the final one, which is what the user
  // asked for.
  Status Rename(const Status& status) const;

 private:
  std::string final_path_;
  std::string path_;
};

}  // namespace stardate::cli

#endif  // STARDATE_CLI_OUTPUT_FILE_H_
