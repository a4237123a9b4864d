// Opening a log (the file header and the game header record) and the positioned reads of
// indexed chunks and snapshots. The footer index is in log_footer.cc, the recovery scan and
// VerifyStructure in log_scan.cc.
#include "format/log_reader.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstring>

#include "format/crc32c.h"
#include "format/header_limits.h"
#include "format/log_reader_impl.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"

namespace stardate::format {
namespace {

void SplitIndex(const Index& index, std::vector<ChunkEntry>* chunks,
                std::vector<SnapshotEntry>* snapshots, std::vector<size_t>* chunk_records,
                std::vector<size_t>* snapshot_records) {
  for (size_t i = 0; i < index.records.size(); ++i) {
    const IndexedRecord& r = index.records[i];
    if (r.type == RecordType::kChunk) {
      chunks->push_back({r.offset, r.size, r.chunk});
      chunk_records->push_back(i);
    } else {
      snapshots->push_back({r.offset, r.size, r.snapshot});
      snapshot_records->push_back(i);
    }
  }
}

// A decompression context a closed reader left, for the next reader this thread opens. Making
// one allocates and sets up some hundred kilobytes: an indexer that opens thousands of small
// logs would spend more on that than on decompressing some of them.
struct SpareContext {
  ZSTD_DCtx* dctx = nullptr;
  ~SpareContext() { ZSTD_freeDCtx(dctx); }
};
thread_local SpareContext spare_context;

// Keeps `context` as this thread's spare (reset to its defaults) or frees it.
void ReleaseContext(ZSTD_DCtx* context) {
  if (context == nullptr) return;
  if (spare_context.dctx == nullptr &&
      !ZSTD_isError(ZSTD_DCtx_reset(context, ZSTD_reset_session_and_parameters))) {
    spare_context.dctx = context;
    return;
  }
  ZSTD_freeDCtx(context);
}

}  // namespace

LogReader::Impl::~Impl() {
  if (fd >= 0) ::close(fd);
  ReleaseContext(dctx);
}

Status LogReader::Impl::Read(uint64_t offset, size_t n, uint8_t* dst) const {
  if (fd >= 0) return log::ReadAt(fd, path, offset, n, dst);
  if (offset > bytes.size() || n > bytes.size() - offset) {
    return Status::Corruption(path + ": offset " + std::to_string(offset) +
                              ": unexpected end of file");
  }
  if (n > 0) std::memcpy(dst, bytes.data() + offset, n);
  return Status::Ok();
}

Status LogReader::Impl::OpenFileHeader(Hash256* file_hash) {
  if (file_size == 0) {
    return Status::Corruption(At(0) + ": empty file (expected the " +
                              std::to_string(log::kFileHeaderSize) +
                              "-byte stardate log file header)");
  }
  uint8_t bytes[log::kFileHeaderSize];
  const size_t n = static_cast<size_t>(std::min<uint64_t>(file_size, sizeof(bytes)));
  STARDATE_RETURN_IF_ERROR(Read(0, n, bytes));
  const size_t magic_n = std::min(n, log::kFileMagic.size());
  if (std::memcmp(bytes, log::kFileMagic.data(), magic_n) != 0) {
    return Status::Corruption(At(0) + ": not a stardate log (bad magic " +
                              HexBytes(bytes, magic_n) + ", expected " +
                              HexBytes(log::kFileMagic.data(), log::kFileMagic.size()) + ")");
  }
  if (n < log::kFileHeaderSize) {
    return Status::Corruption(At(n) + ": file ends inside the file header (file size " +
                              std::to_string(file_size) + ", expected at least " +
                              std::to_string(log::kFileHeaderSize) + ")");
  }
  const uint32_t stored_crc = log::GetU32(bytes + log::kFileHeaderCrcOffset);
  const uint32_t crc = Crc32c(bytes, log::kFileHeaderCrcOffset);
  if (stored_crc != crc) {
    return Status::Corruption(At(log::kFileHeaderCrcOffset) +
                              ": file header checksum mismatch (stored " + Hex32(stored_crc) +
                              ", computed " + Hex32(crc) + ")");
  }
  const uint32_t version = log::GetU32(bytes + log::kFileHeaderVersionOffset);
  if (version != log::kFormatVersion) {
    return Status::Unsupported(
        At(log::kFileHeaderVersionOffset) + ": format version " + std::to_string(version) +
        " (this reader reads version " + std::to_string(log::kFormatVersion) + ")" +
        (version < log::kFormatVersion ? "; record the game again from its .sdgame script" : ""));
  }
  *file_hash = Blake2b(bytes, sizeof(bytes));
  return Status::Ok();
}

Status LogReader::Impl::ReadHeaderRecordBytes(uint64_t pos, const std::string& where,
                                              RecordHeader* h) {
  uint8_t head[log::kMaxRecordHeaderSize];
  const size_t n = static_cast<size_t>(std::min<uint64_t>(file_size - pos, sizeof(head)));
  if (n == 0) return Status::Corruption(where + ": missing (the file ends after its header)");
  STARDATE_RETURN_IF_ERROR(Read(pos, n, head));
  std::string why;
  switch (ParseRecordHeader(head, n, h, &why)) {
    case Parse::kTruncated:
      return Status::Corruption(where + ": file ends inside the record header (file size " +
                                std::to_string(file_size) + ")");
    case Parse::kBad:
      return Status::Corruption(where + ": " + why);
    case Parse::kOk:
      break;
  }
  if (h->type != RecordType::kHeader) {
    return Status::Corruption(where + ": found a " + h->name() + " (expected the header record)");
  }
  why = CheckDeclared(*h, options);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  if (h->raw_size > kMaxHeaderMessageBytes) {
    return Status::Corruption(where + ": decompressed size " + std::to_string(h->raw_size) +
                              " exceeds the limit of " + std::to_string(kMaxHeaderMessageBytes) +
                              " bytes for a game header");
  }
  if (pos + h->record_size() > file_size) {
    return Status::Corruption(where + ": stored size " + std::to_string(h->stored_size) +
                              " exceeds file end (file size " + std::to_string(file_size) + ")");
  }
  scratch.resize(h->record_size());
  STARDATE_RETURN_IF_ERROR(Read(pos, scratch.size(), scratch.data()));
  why = CheckPayload(*h, scratch.data() + h->header_size, options);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  return Status::Ok();
}

Status LogReader::Impl::OpenHeaderRecord(const Hash256& file_hash) {
  const uint64_t pos = log::kFileHeaderSize;
  const std::string where = At(pos) + ": header record";
  RecordHeader h;
  STARDATE_RETURN_IF_ERROR(ReadHeaderRecordBytes(pos, where, &h));
  if (h.prev_hash != file_hash) {
    return Status::Corruption(where +
                              ": hash chain broken (the previous-record hash is not "
                              "the BLAKE2b-256 of the file header)");
  }
  std::string why = DecodePayload(dctx, h, scratch.data() + h.header_size, &header_message);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  // Every list and text is checked here, so no command that opens a log decodes a header
  // larger than the caps, whatever the file.
  STARDATE_RETURN_IF_ERROR(
      ReadMessage(header_message, where, [&where](capnp::FlatArrayMessageReader& reader) {
        return CheckHeaderLimits(reader.getRoot<schema::Header>(), where);
      }));
  header_hash = Blake2b(scratch.data(), scratch.size());
  body_begin = pos + h.record_size();
  return Status::Ok();
}

Status LogReader::Impl::ReadChecked(RecordType type, const IndexedRecord& entry,
                                    std::vector<uint8_t>* bytes, RecordHeader* out) const {
  const std::string where = At(entry.offset) + ": " + log::RecordTypeName(type);
  const uint64_t header_size = log::RecordHeaderSize(type);
  if (entry.size < header_size || entry.size - header_size > options.max_record_bytes ||
      entry.offset > file_size || entry.size > file_size - entry.offset) {
    return Status::Corruption(where + ": indexed size " + std::to_string(entry.size) +
                              " does not fit the file (file size " + std::to_string(file_size) +
                              ") or exceeds the record limit");
  }
  std::vector<uint8_t>& scratch = *bytes;
  scratch.resize(entry.size);
  STARDATE_RETURN_IF_ERROR(Read(entry.offset, entry.size, scratch.data()));
  RecordHeader& h = *out;
  std::string why;
  if (ParseRecordHeader(scratch.data(), scratch.size(), &h, &why) != Parse::kOk) {
    if (why.empty()) why = "truncated record header";
    return Status::Corruption(At(entry.offset) + ": " + why);
  }
  if (h.type != type) {
    return Status::Corruption(where + ": found a " + h.name() + " at the indexed offset");
  }
  if (h.record_size() != entry.size) {
    return Status::Corruption(where + ": record size " + std::to_string(h.record_size()) +
                              " differs from the index (" + std::to_string(entry.size) + ")");
  }
  why = CheckDeclared(h, options);
  if (why.empty()) why = CheckPayload(h, scratch.data() + h.header_size, options);
  if (!why.empty()) return Status::Corruption(At(entry.offset) + ": " + why);
  if (h.prev_hash != entry.prev_hash) {
    return Status::Corruption(where +
                              ": hash chain broken (its previous-record hash does not "
                              "match the preceding record)");
  }
  const bool meta_matches =
      type == RecordType::kChunk
          ? log::SameMeta(log::DecodeChunkMeta(h.meta.data()), entry.chunk)
          : log::SameMeta(log::DecodeSnapshotMeta(h.meta.data()), entry.snapshot);
  if (!meta_matches) {
    return Status::Corruption(where + ": record meta differs from the index");
  }
  return Status::Ok();
}

Result<AlignedBuffer> LogReader::Impl::ReadBody(RecordType type, const IndexedRecord& entry,
                                                ZSTD_DCtx* context,
                                                std::vector<uint8_t>* bytes) const {
  RecordHeader h;
  STARDATE_RETURN_IF_ERROR(ReadChecked(type, entry, bytes, &h));
  AlignedBuffer out;
  const std::string why = DecodePayload(context, h, bytes->data() + h.header_size, &out);
  if (!why.empty()) return Status::Corruption(At(entry.offset) + ": " + why);
  return out;
}

Result<ZSTD_DCtx*> LogReader::Impl::NewDecompressionContext() const {
  ZSTD_DCtx* context = spare_context.dctx;
  spare_context.dctx = nullptr;
  if (context == nullptr) context = ZSTD_createDCtx();
  if (context == nullptr) return Status::IoError(path + ": cannot allocate a zstd context");
  size_t rc = ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, options.max_window_log);
  if (ZSTD_isError(rc)) {
    ZSTD_freeDCtx(context);
    return Status::InvalidArgument(path + ": max_window_log " +
                                   std::to_string(options.max_window_log) + ": " +
                                   ZSTD_getErrorName(rc));
  }
  return context;
}

LogReader::LogReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LogReader::~LogReader() = default;

Result<std::unique_ptr<LogReader>> LogReader::Open(const std::string& path,
                                                   const ReaderOptions& options) {
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  impl->options = options;
  impl->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (impl->fd < 0) {
    const int err = errno;
    if (err == ENOENT) return Status::NotFound(path + ": no such file");
    return Status::IoError(path + ": cannot open: " + std::strerror(err));
  }
  struct stat st;
  if (::fstat(impl->fd, &st) != 0) {
    return Status::IoError(path + ": cannot stat: " + std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) return Status::IoError(path + ": not a regular file");
  impl->file_size = static_cast<uint64_t>(st.st_size);
  return Opened(std::move(impl));
}

Result<std::unique_ptr<LogReader>> LogReader::OpenBytes(const std::string& path,
                                                        std::string_view bytes,
                                                        const ReaderOptions& options) {
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  impl->options = options;
  impl->bytes = bytes;
  impl->file_size = bytes.size();
  return Opened(std::move(impl));
}

Result<std::unique_ptr<LogReader>> LogReader::Opened(std::unique_ptr<Impl> impl) {
  const std::string& path = impl->path;
  if (sodium_init() < 0) return Status::IoError(path + ": libsodium failed to initialise");
  if (impl->file_size >= log::kFileHeaderSize + kSealBlockSize) {
    // A seal block after the log is set aside before anything else is read.
    uint8_t block[kSealBlockSize];
    const uint64_t at = impl->file_size - kSealBlockSize;
    STARDATE_RETURN_IF_ERROR(impl->Read(at, sizeof(block), block));
    if (EndsWithSealMagic(block)) {
      auto seal = ParseSealBlock(block, impl->file_size);
      if (seal.ok()) {
        impl->seal = *seal;
      } else {
        impl->seal_problem = Problem{at, kSealBlockSize, seal.status().message()};
      }
      impl->file_size = at;
    }
  }

  auto context = impl->NewDecompressionContext();
  if (!context.ok()) return context.status();
  impl->dctx = *context;

  Hash256 file_hash;
  STARDATE_RETURN_IF_ERROR(impl->OpenFileHeader(&file_hash));
  STARDATE_RETURN_IF_ERROR(impl->OpenHeaderRecord(file_hash));
  impl->has_footer = impl->TryFooter(&impl->index);
  if (impl->seal_problem) impl->problems.push_back(*impl->seal_problem);
  SplitIndex(impl->index, &impl->chunks, &impl->snapshots, &impl->chunk_records,
             &impl->snapshot_records);
  return std::unique_ptr<LogReader>(new LogReader(std::move(impl)));
}

const std::string& LogReader::path() const { return impl_->path; }
const AlignedBuffer& LogReader::header_message() const { return impl_->header_message; }
bool LogReader::has_footer() const { return impl_->has_footer; }
const std::vector<ChunkEntry>& LogReader::chunks() const { return impl_->chunks; }
const std::vector<SnapshotEntry>& LogReader::snapshots() const { return impl_->snapshots; }
const std::vector<Problem>& LogReader::problems() const { return impl_->problems; }
const Hash256& LogReader::chain_hash() const { return impl_->index.chain; }
const Hash256& LogReader::header_hash() const { return impl_->header_hash; }
const SealBlock* LogReader::seal() const { return impl_->seal ? &*impl_->seal : nullptr; }
uint64_t LogReader::file_size() const { return impl_->file_size; }

Result<AlignedBuffer> LogReader::ReadChunk(size_t i) const {
  if (i >= impl_->chunks.size()) {
    return Status::InvalidArgument(impl_->path + ": chunk " + std::to_string(i) +
                                   " out of range (" + std::to_string(impl_->chunks.size()) +
                                   " chunks)");
  }
  return impl_->ReadBody(RecordType::kChunk, impl_->index.records[impl_->chunk_records[i]],
                         impl_->dctx, &impl_->scratch);
}

Result<AlignedBuffer> LogReader::ReadSnapshot(size_t i) const {
  if (i >= impl_->snapshots.size()) {
    return Status::InvalidArgument(impl_->path + ": snapshot " + std::to_string(i) +
                                   " out of range (" + std::to_string(impl_->snapshots.size()) +
                                   " snapshots)");
  }
  return impl_->ReadBody(RecordType::kSnapshot, impl_->index.records[impl_->snapshot_records[i]],
                         impl_->dctx, &impl_->scratch);
}

namespace {

Result<StoredPayload> Stored(const std::vector<uint8_t>& record, const RecordHeader& h) {
  StoredPayload p;
  p.codec = static_cast<uint8_t>(h.codec);
  p.raw_size = h.raw_size;
  p.bytes.assign(record.begin() + static_cast<ptrdiff_t>(h.header_size), record.end());
  return p;
}

}  // namespace

Result<StoredPayload> LogReader::ReadChunkStored(size_t i) const {
  if (i >= impl_->chunks.size()) {
    return Status::InvalidArgument(impl_->path + ": chunk " + std::to_string(i) + " out of range");
  }
  RecordHeader h;
  STARDATE_RETURN_IF_ERROR(impl_->ReadChecked(
      RecordType::kChunk, impl_->index.records[impl_->chunk_records[i]], &impl_->scratch, &h));
  return Stored(impl_->scratch, h);
}

Result<StoredPayload> LogReader::ReadSnapshotStored(size_t i) const {
  if (i >= impl_->snapshots.size()) {
    return Status::InvalidArgument(impl_->path + ": snapshot " + std::to_string(i) +
                                   " out of range");
  }
  RecordHeader h;
  STARDATE_RETURN_IF_ERROR(impl_->ReadChecked(RecordType::kSnapshot,
                                              impl_->index.records[impl_->snapshot_records[i]],
                                              &impl_->scratch, &h));
  return Stored(impl_->scratch, h);
}

struct LogReader::ChunkReader::State {
  const LogReader::Impl* impl = nullptr;
  ZSTD_DCtx* dctx = nullptr;
  std::vector<uint8_t> scratch;
  ~State() { ReleaseContext(dctx); }
};

LogReader::ChunkReader::ChunkReader(std::unique_ptr<State> state) : state_(std::move(state)) {}
LogReader::ChunkReader::~ChunkReader() = default;

Result<std::unique_ptr<LogReader::ChunkReader>> LogReader::NewChunkReader() const {
  auto state = std::make_unique<ChunkReader::State>();
  state->impl = impl_.get();
  auto context = impl_->NewDecompressionContext();
  if (!context.ok()) return context.status();
  state->dctx = *context;
  return std::unique_ptr<ChunkReader>(new ChunkReader(std::move(state)));
}

Result<AlignedBuffer> LogReader::ChunkReader::Read(size_t i) {
  const Impl& impl = *state_->impl;
  if (i >= impl.chunks.size()) {
    return Status::InvalidArgument(impl.path + ": chunk " + std::to_string(i) + " out of range (" +
                                   std::to_string(impl.chunks.size()) + " chunks)");
  }
  return impl.ReadBody(RecordType::kChunk, impl.index.records[impl.chunk_records[i]], state_->dctx,
                       &state_->scratch);
}

}  // namespace stardate::format
