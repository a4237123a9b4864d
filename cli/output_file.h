// Writing a command's output file without ever damaging the one it replaces: checked first
// (CheckOutput), written to a temporary file beside it, renamed over it once complete
// (TempOutput). Shared by every command that writes a file (record, view).
#ifndef STARDATE_CLI_OUTPUT_FILE_H_
#define STARDATE_CLI_OUTPUT_FILE_H_

#include <string>
#include <string_view>

#include "format/status.h"

namespace stardate::cli {

// Checks that `output` may be written: not a folder, not the input file `input` (by any path,
// a symlink included; "-" or "" for none), and not an existing file unless `force`. Sets
// *final_path to the file to replace (a symlink's target, so the link stays). `what` names the
// output in messages ("log file"), `input_role` the input ("the script being recorded").
Status CheckOutput(const std::string& input, const std::string& output, bool force,
                   std::string_view what, std::string_view input_role, std::string* final_path);

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
  // file gets (or the replaced file's), then makes the rename durable.
  Status Commit();

  // `status` with the temporary file's name replaced by the final one, which is what the user
  // asked for.
  Status Rename(const Status& status) const;

 private:
  std::string final_path_;
  std::string path_;
};

}  // namespace stardate::cli

#endif  // STARDATE_CLI_OUTPUT_FILE_H_
