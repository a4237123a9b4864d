#include "analyzer/catalogue/indexer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "analyzer/catalogue/game_record.h"

namespace stardate::analyzer::catalogue {
namespace {

constexpr std::string_view kLogExt = ".sdlog";

// What a worker made of one file.
struct Slot {
  bool ready = false;
  std::string hash;
  Status error;                      // unreadable
  std::optional<GameRecord> record;  // decoded (not for a file catalogued already)
};

// Reads the file into `out` (reusing its capacity): one open, one fstat, reads straight into
// the buffer.
Status ReadFile(const std::string& path, std::string* out) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return Status::NotFound(path + ": no such file or folder");
    return Status::IoError(path + ": cannot be read: " + std::strerror(errno));
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) return Status::IoError(path + ": cannot be read");
  if (S_ISDIR(st.st_mode)) return Status::InvalidArgument(path + ": is a folder");
  out->clear();
  size_t size = 0;
  out->resize(S_ISREG(st.st_mode) ? static_cast<size_t>(st.st_size) + 1 : 65536);
  for (;;) {
    if (size == out->size()) out->resize(out->size() * 2);
    const ssize_t n = ::read(fd, out->data() + size, out->size() - size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return Status::IoError(path + ": read failed: " + std::strerror(errno));
    if (n == 0) break;
    size += static_cast<size_t>(n);
  }
  out->resize(size);
  return Status::Ok();
}

// Asks the kernel to start reading the file now (posix_fadvise WILLNEED), without waiting: on an
// archive not in the page cache the workers then find the files they open already read, and the
// disk is given many files at once instead of one per worker.
void ReadAhead(const std::string& path) {
  // Non-blocking: a named pipe given as a log must not hold up the worker here.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return;  // the worker that opens it reports why
  ::posix_fadvise(fd, 0, 0, POSIX_FADV_WILLNEED);
  ::close(fd);
}

// How far ahead of the file a worker opens its read-ahead runs (within the workers' window).
constexpr size_t kReadAheadFiles = 48;

}  // namespace

std::vector<std::string> ExpandLogPaths(const std::vector<std::string>& paths) {
  std::vector<std::string> logs;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (!std::filesystem::is_directory(path, ec)) {
      logs.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    auto options = std::filesystem::directory_options::skip_permission_denied;
    for (auto it = std::filesystem::recursive_directory_iterator(path, options, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
      std::string name = it->path().string();
      if (it->is_regular_file(ec) && name.size() > kLogExt.size() &&
          name.compare(name.size() - kLogExt.size(), kLogExt.size(), kLogExt) == 0) {
        found.push_back(name);
      }
    }
    std::sort(found.begin(), found.end());
    logs.insert(logs.end(), found.begin(), found.end());
  }
  return logs;
}

std::string KindName(FileOutcome::Kind kind) {
  switch (kind) {
    case FileOutcome::Kind::kCatalogued:
      return "catalogued";
    case FileOutcome::Kind::kDamaged:
      return "damaged";
    case FileOutcome::Kind::kSkipped:
      return "skipped";
    case FileOutcome::Kind::kMoved:
      return "moved";
    case FileOutcome::Kind::kDuplicate:
      return "duplicate";
    case FileOutcome::Kind::kUnreadable:
      return "unreadable";
  }
  return "unknown";
}

Status ParseShard(const std::string& text, IndexOptions* options) {
  const size_t slash = text.find('/');
  auto number = [](std::string_view digits) {
    int v = 0;
    if (digits.empty() || digits.size() > 4) return 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return 0;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  const int k = slash == std::string::npos ? 0 : number(std::string_view(text).substr(0, slash));
  const int n = slash == std::string::npos ? 0 : number(std::string_view(text).substr(slash + 1));
  if (k < 1 || n < 1 || k > n || n > 1024) {
    return Status::InvalidArgument("--shard " + text +
                                   ": expected K/N, this index's share K of N (1 <= K <= N <= "
                                   "1024), e.g. 1/2 and 2/2 for two indexers");
  }
  options->shard = k;
  options->shards = n;
  return Status::Ok();
}

Result<IndexReport> Index(const std::vector<std::string>& paths, CatalogueSink* sink,
                          const IndexOptions& options) {
  std::vector<std::string> files = ExpandLogPaths(paths);
  auto known_or = sink->Known();
  if (!known_or.ok()) return known_or.status();
  std::map<std::string, KnownGame> known = std::move(known_or).value();
  int64_t next_id = 1;
  // A shard's games take the ids of their files' positions (see IndexOptions::shard).
  std::vector<int64_t> shard_ids;
  if (options.shards > 1) {
    const std::set<std::string_view> listed(files.begin(), files.end());
    int64_t base = 0;
    for (const auto& [hash, g] : known) {
      if (listed.count(g.path) == 0) base = std::max(base, g.id);
    }
    std::vector<std::string> share;
    for (size_t i = static_cast<size_t>(options.shard - 1); i < files.size();
         i += static_cast<size_t>(options.shards)) {
      share.push_back(std::move(files[i]));
      shard_ids.push_back(base + static_cast<int64_t>(i) + 1);
    }
    files = std::move(share);
  } else {
    for (const auto& [hash, g] : known) next_id = std::max(next_id, g.id + 1);
  }

  int jobs =
      options.jobs > 0 ? options.jobs : static_cast<int>(std::thread::hardware_concurrency());
  jobs = std::clamp(jobs, 1, 256);
  // Workers run at most `window` files ahead of the writer, which bounds the records in memory.
  const size_t window = static_cast<size_t>(jobs) * 64;

  std::vector<Slot> slots(files.size());
  std::mutex mu;
  std::condition_variable slot_ready, writer_moved;
  size_t written = 0;  // guarded by mu
  bool stop = false;   // guarded by mu: the writer failed
  std::atomic<size_t> next{0};

  auto work = [&]() {
    std::string bytes;  // the file's bytes, its capacity kept from file to file
    for (;;) {
      const size_t i = next.fetch_add(1);
      if (i >= files.size()) return;
      if (i + kReadAheadFiles < files.size()) {
        ReadAhead(files[i + kReadAheadFiles]);
      }
      {
        std::unique_lock<std::mutex> lock(mu);
        writer_moved.wait(lock, [&] { return stop || i < written + window; });
        if (stop) return;
      }
      Slot s;
      s.error = ReadFile(files[i], &bytes);
      if (s.error.ok()) {
        s.hash = ContentHash(bytes);
        if (known.find(s.hash) == known.end()) {
          auto rec = CatalogueLog(files[i], bytes, s.hash);
          if (rec.ok()) {
            s.record = std::move(rec).value();
          } else {
            s.error = rec.status();
          }
        }
      }
      std::lock_guard<std::mutex> lock(mu);
      slots[i] = std::move(s);
      slots[i].ready = true;
      slot_ready.notify_all();
    }
  };
  std::vector<std::thread> workers;
  for (int k = 0; k < jobs && static_cast<size_t>(k) < files.size(); ++k)
    workers.emplace_back(work);

  IndexReport report;
  std::map<std::string, int64_t> this_run;  // hash -> id of the games catalogued now
  Status failed;
  int in_batch = 0;
  IndexProgress progress;
  progress.total = files.size();
  for (size_t i = 0; i < files.size() && failed.ok(); ++i) {
    Slot s;
    {
      std::unique_lock<std::mutex> lock(mu);
      slot_ready.wait(lock, [&] { return slots[i].ready; });
      s = std::move(slots[i]);
      slots[i] = Slot();
    }
    FileOutcome o;
    o.path = files[i];
    if (!s.error.ok()) {
      o.kind = FileOutcome::Kind::kUnreadable;
      o.detail = s.error.message();
      ++report.unreadable;
    } else if (auto k = known.find(s.hash); k != known.end()) {
      o.game = k->second.id;
      std::error_code ec;
      if (k->second.damaged) ++report.known_damaged;
      if (k->second.path == o.path) {
        o.kind = FileOutcome::Kind::kSkipped;
        if (k->second.damaged) o.detail = "catalogued from a damaged log (stardate verify)";
        ++report.skipped;
      } else if (!std::filesystem::exists(k->second.path, ec)) {
        o.kind = FileOutcome::Kind::kMoved;
        o.detail = "catalogued as " + k->second.path + ", which no longer exists";
        failed = sink->UpdatePath(o.game, o.path);
        k->second.path = o.path;
        ++report.moved;
      } else {
        o.kind = FileOutcome::Kind::kDuplicate;
        o.detail = "the same content as " + k->second.path + ", catalogued already";
        ++report.duplicates;
      }
    } else if (auto d = this_run.find(s.hash); d != this_run.end()) {
      o.kind = FileOutcome::Kind::kDuplicate;
      o.game = d->second;
      o.detail = "the same content as an earlier file of this run";
      ++report.duplicates;
    } else {
      GameRecord& r = *s.record;
      o.game = shard_ids.empty() ? next_id++ : shard_ids[i];
      this_run.emplace(s.hash, o.game);
      if (r.damaged) {
        o.kind = FileOutcome::Kind::kDamaged;
        o.detail = r.problems.empty() ? "events lost" : r.problems.front();
        ++report.damaged;
      } else {
        ++report.catalogued;
      }
      report.events += r.events;
      progress.events += r.events;
      failed = sink->Add(o.game, r);
      if (failed.ok() && ++in_batch >= sink->batch_games()) {
        failed = sink->Flush();
        in_batch = 0;
      }
    }
    report.files.push_back(std::move(o));
    {
      std::lock_guard<std::mutex> lock(mu);
      written = i + 1;
      if (!failed.ok()) stop = true;
      writer_moved.notify_all();
    }
    progress.done = i + 1;
    if (options.progress) options.progress(progress);
  }
  {
    std::lock_guard<std::mutex> lock(mu);
    stop = true;
    writer_moved.notify_all();
  }
  for (std::thread& t : workers) t.join();
  if (!failed.ok()) return failed;
  STARDATE_RETURN_IF_ERROR(sink->Flush());
  STARDATE_RETURN_IF_ERROR(sink->Finish());
  return report;
}

}  // namespace stardate::analyzer::catalogue
