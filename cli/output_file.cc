#include "cli/output_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>

namespace stardate::cli {
namespace {

std::string ErrnoText(int err) { return std::strerror(err); }

}  // namespace

Status CheckOutput(const std::string& output, const std::vector<NamedInput>& inputs, bool force,
                   std::string* final_path, std::string_view what) {
  *final_path = output;
  struct stat out;
  if (::stat(output.c_str(), &out) != 0) {
    if (errno == ENOENT) return Status::Ok();
    return Status::IoError(output + ": cannot examine the output: " + ErrnoText(errno));
  }
  if (S_ISDIR(out.st_mode)) {
    return Status::InvalidArgument(output + ": is a folder (expected -o to name the " +
                                   std::string(what) + " to write)");
  }
  for (const NamedInput& input : inputs) {
    struct stat in;
    if (input.path != "-" && ::stat(input.path.c_str(), &in) == 0 && in.st_dev == out.st_dev &&
        in.st_ino == out.st_ino) {
      return Status::InvalidArgument(output + ": is " + input.role + " (" + input.path +
                                     "); -o must name another file");
    }
  }
  if (!force) {
    return Status::InvalidArgument(output + ": already exists; pass --force to overwrite it");
  }
  std::error_code ec;
  std::filesystem::path target = std::filesystem::canonical(output, ec);
  if (!ec) *final_path = target.string();
  return Status::Ok();
}

TempOutput::~TempOutput() {
  if (!path_.empty()) ::unlink(path_.c_str());
}

Status TempOutput::Create() {
  std::filesystem::path final_path(final_path_);
  std::filesystem::path dir = final_path.parent_path();
  std::string pattern = (dir / ("." + final_path.filename().string() + ".tmp-XXXXXX")).string();
  int fd = ::mkstemp(pattern.data());
  if (fd < 0) {
    return Status::IoError(final_path_ + ": cannot create a temporary file in " +
                           (dir.empty() ? std::string(".") : dir.string()) + ": " +
                           ErrnoText(errno));
  }
  ::close(fd);
  path_ = pattern;
  return Status::Ok();
}

Status TempOutput::Commit(unsigned requested_mode) {
  mode_t mode = 0;
  struct stat old;
  if (requested_mode != 0) {
    mode = static_cast<mode_t>(requested_mode);
  } else if (::stat(final_path_.c_str(), &old) == 0) {
    mode = old.st_mode & 07777;
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0644 & ~mask;
  }
  int fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Status::IoError(path_ + ": cannot reopen: " + ErrnoText(errno));
  Status st;
  if (::fchmod(fd, mode) != 0 || ::fsync(fd) != 0) {
    st = Status::IoError(final_path_ + ": cannot sync the file written: " + ErrnoText(errno));
  }
  ::close(fd);
  if (!st.ok()) return st;
  if (::rename(path_.c_str(), final_path_.c_str()) != 0) {
    return Status::IoError(final_path_ +
                           ": cannot replace it with the file written: " + ErrnoText(errno));
  }
  path_.clear();
  std::string dir = std::filesystem::path(final_path_).parent_path().string();
  int dir_fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    (void)::fsync(dir_fd);  // best effort: the log itself is already on disk
    ::close(dir_fd);
  }
  return Status::Ok();
}

Status TempOutput::Rename(const Status& status) const {
  if (status.ok() || path_.empty()) return status;
  std::string message = status.message();
  for (size_t at = message.find(path_); at != std::string::npos;
       at = message.find(path_, at + final_path_.size())) {
    message.replace(at, path_.size(), final_path_);
  }
  switch (status.code()) {
    case Status::Code::kIoError:
      return Status::IoError(message);
    case Status::Code::kNotFound:
      return Status::NotFound(message);
    case Status::Code::kRuleViolation:
      return Status::RuleViolation(message);
    case Status::Code::kCorruption:
      return Status::Corruption(message);
    case Status::Code::kUnsupported:
      return Status::Unsupported(message);
    default:
      return Status::InvalidArgument(message);
  }
}

Status WriteOutput(const std::string& output, const std::vector<NamedInput>& inputs, bool force,
                   const std::function<Status(const std::string& path)>& write,
                   std::string_view what) {
  std::string final_path;
  STARDATE_RETURN_IF_ERROR(CheckOutput(output, inputs, force, &final_path, what));
  TempOutput out(final_path);
  STARDATE_RETURN_IF_ERROR(out.Create());
  Status written = write(out.path());
  if (!written.ok()) return out.Rename(written);
  return out.Commit();
}

}  // namespace stardate::cli
