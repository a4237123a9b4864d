#include "format/log_writer.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <unistd.h>
// ZSTD_c_literalCompressionMode (raw literals) is one of zstd's experimental parameters.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>

#include <cstring>
#include <vector>

#include "format/crc32c.h"
#include "format/header_limits.h"
#include "format/log_constants.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"

namespace stardate::format {
namespace {

using log::Codec;
using log::RecordType;

std::string ErrnoText(int err) { return std::strerror(err); }

Hash256 Blake2b(const uint8_t* data, size_t n) {
  Hash256 out;
  crypto_generichash(out.data(), out.size(), data, n, nullptr, 0);
  return out;
}

// Fills the record header at the front of `record`, whose payload (already in place after the
// header) is `stored_size` bytes long.
void FillRecordHeader(RecordType type, Codec codec, uint32_t raw_size, const Hash256& prev_hash,
                      const uint8_t* meta, std::string* record) {
  uint8_t* p = reinterpret_cast<uint8_t*>(record->data());
  const size_t header_size = log::RecordHeaderSize(type);
  const size_t stored_size = record->size() - header_size;
  log::PutU32(p + log::kRecordMagicOffset, log::kRecordMagic);
  p[log::kRecordTypeOffset] = static_cast<uint8_t>(type);
  p[log::kRecordCodecOffset] = static_cast<uint8_t>(codec);
  log::PutU16(p + log::kRecordReservedOffset, 0);
  log::PutU32(p + log::kRecordStoredSizeOffset, static_cast<uint32_t>(stored_size));
  log::PutU32(p + log::kRecordRawSizeOffset, raw_size);
  log::PutU32(p + log::kRecordPayloadCrcOffset, Crc32c(p + header_size, stored_size));
  std::memcpy(p + log::kRecordPrevHashOffset, prev_hash.data(), prev_hash.size());
  const size_t meta_size = log::MetaSize(type);
  if (meta_size > 0) std::memcpy(p + log::kRecordMetaOffset, meta, meta_size);
  const size_t crc_offset = log::kRecordMetaOffset + meta_size;
  log::PutU32(p + crc_offset, Crc32c(p, crc_offset));
}

Status CheckMessage(std::string_view message, const char* what) {
  if (message.empty() || message.size() % 8 != 0) {
    return Status::InvalidArgument(std::string(what) + " message size " +
                                   std::to_string(message.size()) +
                                   " is not a positive multiple of 8");
  }
  if (message.size() > log::kMaxWriterMessageBytes) {
    return Status::InvalidArgument(std::string(what) + " message size " +
                                   std::to_string(message.size()) + " exceeds the limit of " +
                                   std::to_string(log::kMaxWriterMessageBytes) + " bytes");
  }
  return Status::Ok();
}

// What the footer index records about each body record.
template <typename Meta>
struct IndexEntry {
  uint64_t offset = 0;
  uint64_t size = 0;
  Hash256 hash{};
  Meta meta;
};

// A compression context for `settings`, writing frames that declare their content size.
Result<ZSTD_CCtx*> NewCompressionContext(const ZstdSettings& settings, const std::string& what) {
  ZSTD_CCtx* cctx = ZSTD_createCCtx();
  if (cctx == nullptr) return Status::IoError(what + ": cannot allocate a zstd context");
  auto refuse = [&](const std::string& setting, size_t rc) -> Result<ZSTD_CCtx*> {
    ZSTD_freeCCtx(cctx);
    return Status::InvalidArgument(what + ": zstd " + setting + ": " + ZSTD_getErrorName(rc));
  };
  size_t rc = ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, settings.level);
  if (ZSTD_isError(rc)) return refuse("level " + std::to_string(settings.level), rc);
  rc = ZSTD_CCtx_setParameter(cctx, ZSTD_c_minMatch, settings.min_match);
  if (ZSTD_isError(rc)) return refuse("min match " + std::to_string(settings.min_match), rc);
  rc = ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, 1);
  if (ZSTD_isError(rc)) return refuse("content size flag", rc);
  if (settings.raw_literals) {
    // One of zstd's experimental parameters (this spelling since 1.5.1): a library whose
    // experimental numbering differs refuses it, and literals stay Huffman-coded, which changes
    // the bytes and the decompression time, not what any reader decodes.
    (void)ZSTD_CCtx_setParameter(cctx, ZSTD_c_literalCompressionMode, ZSTD_ps_disable);
  }
  return cctx;
}

}  // namespace

struct LogWriter::Impl {
  std::string path;
  WriterOptions options;
  int fd = -1;
  ZSTD_CCtx* chunk_cctx = nullptr;  // chunk records (options.chunks)
  ZSTD_CCtx* cctx = nullptr;        // the header and snapshots (options.header_and_snapshots)
  Hash256 chain{};
  uint64_t offset = 0;
  Status failure;  // first I/O error; sticky
  bool closed = false;

  uint64_t next_seq = 0;
  uint64_t next_windows = 0;
  std::vector<IndexEntry<ChunkMeta>> chunks;
  std::vector<IndexEntry<SnapshotMeta>> snapshots;
  std::string record;  // reused for every record

  ~Impl() {
    if (fd >= 0) ::close(fd);
    ZSTD_freeCCtx(chunk_cctx);
    ZSTD_freeCCtx(cctx);
  }

  Status WriteAll(const uint8_t* data, size_t n) {
    while (n > 0) {
      ssize_t written = ::write(fd, data, n);
      if (written < 0) {
        if (errno == EINTR) continue;
        return Status::IoError(path + ": offset " + std::to_string(offset) +
                               ": write failed: " + ErrnoText(errno));
      }
      data += written;
      n -= static_cast<size_t>(written);
    }
    return Status::Ok();
  }

  Status Sync() {
    if (!options.sync) return Status::Ok();
    while (::fdatasync(fd) != 0) {
      if (errno == EINTR) continue;
      return Status::IoError(path + ": fdatasync failed: " + ErrnoText(errno));
    }
    return Status::Ok();
  }

  Status Usable() const {
    if (!failure.ok()) return failure;
    if (closed) return Status::InvalidArgument(path + ": the log writer is closed");
    return Status::Ok();
  }

  // Builds `record` with a zstd payload compressed from `message`.
  Status BuildCompressedRecord(RecordType type, const uint8_t* meta, std::string_view message) {
    const size_t header_size = log::RecordHeaderSize(type);
    record.resize(header_size + ZSTD_compressBound(message.size()));
    size_t stored =
        ZSTD_compress2(type == RecordType::kChunk ? chunk_cctx : cctx, record.data() + header_size,
                       record.size() - header_size, message.data(), message.size());
    if (ZSTD_isError(stored)) {
      return Status::IoError(path + ": zstd compression failed: " + ZSTD_getErrorName(stored));
    }
    if (stored > UINT32_MAX) {
      return Status::InvalidArgument(path + ": compressed record exceeds 4 GiB");
    }
    record.resize(header_size + stored);
    FillRecordHeader(type, Codec::kZstd, static_cast<uint32_t>(message.size()), chain, meta,
                     &record);
    return Status::Ok();
  }

  // Writes `record` at the end of the file; on failure cuts the partial record off and makes
  // the writer refuse further work.
  Status WriteRecord(const std::string& bytes) {
    Status status = WriteAll(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    if (status.ok()) status = Sync();
    if (!status.ok()) {
      if (::ftruncate(fd, static_cast<off_t>(offset)) != 0) {
        // The partial record stays; a reader drops it as torn.
      }
      failure = status;
      return status;
    }
    offset += bytes.size();
    return Status::Ok();
  }

  // Writes a chunk or snapshot record around an already encoded payload and extends the hash
  // chain over it, as AppendBodyRecord does.
  Status AppendStoredRecord(RecordType type, const uint8_t* meta, const StoredPayload& payload,
                            uint64_t* record_offset) {
    const size_t header_size = log::RecordHeaderSize(type);
    record.resize(header_size + payload.bytes.size());
    std::memcpy(record.data() + header_size, payload.bytes.data(), payload.bytes.size());
    FillRecordHeader(type, static_cast<Codec>(payload.codec), payload.raw_size, chain, meta,
                     &record);
    *record_offset = offset;
    STARDATE_RETURN_IF_ERROR(WriteRecord(record));
    chain = Blake2b(reinterpret_cast<const uint8_t*>(record.data()), record.size());
    return Status::Ok();
  }

  // Compresses and writes a chunk or snapshot record and extends the hash chain over it;
  // `*record_offset` receives where it starts. `record` keeps its bytes for the index entry.
  Status AppendBodyRecord(RecordType type, const uint8_t* meta, std::string_view message,
                          uint64_t* record_offset) {
    STARDATE_RETURN_IF_ERROR(BuildCompressedRecord(type, meta, message));
    *record_offset = offset;
    STARDATE_RETURN_IF_ERROR(WriteRecord(record));
    chain = Blake2b(reinterpret_cast<const uint8_t*>(record.data()), record.size());
    return Status::Ok();
  }
};

LogWriter::LogWriter(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LogWriter::~LogWriter() = default;

Result<std::unique_ptr<LogWriter>> LogWriter::Create(const std::string& path,
                                                     std::string_view header_message,
                                                     const WriterOptions& options) {
  STARDATE_RETURN_IF_ERROR(CheckMessage(header_message, "header").WithPrefix(path));
  if (header_message.size() > kMaxHeaderMessageBytes) {
    return Status::InvalidArgument(
        path + ": header message size " + std::to_string(header_message.size()) +
        " exceeds the limit of " + std::to_string(kMaxHeaderMessageBytes) + " bytes");
  }
  {
    // A log is written only if every reader will accept its header.
    const AlignedBuffer aligned =
        AlignedBuffer::CopyOf(header_message.data(), header_message.size());
    const std::string where = path + ": header";
    Status parsed = ReadMessage(aligned, where, [&where](capnp::FlatArrayMessageReader& reader) {
      return CheckHeaderLimits(reader.getRoot<schema::Header>(), where);
    });
    if (!parsed.ok()) return Status::InvalidArgument(parsed.message());
  }
  if (sodium_init() < 0) return Status::IoError(path + ": libsodium failed to initialise");

  auto impl = std::make_unique<Impl>();
  impl->path = path;
  impl->options = options;
  auto chunk_cctx = NewCompressionContext(options.chunks, path + ": chunks");
  if (!chunk_cctx.ok()) return chunk_cctx.status();
  impl->chunk_cctx = *chunk_cctx;
  auto cctx = NewCompressionContext(options.header_and_snapshots, path + ": header and snapshots");
  if (!cctx.ok()) return cctx.status();
  impl->cctx = *cctx;

  impl->fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (impl->fd < 0) return Status::IoError(path + ": cannot create: " + ErrnoText(errno));

  uint8_t file_header[log::kFileHeaderSize];
  std::memcpy(file_header, log::kFileMagic.data(), log::kFileMagic.size());
  log::PutU32(file_header + log::kFileHeaderVersionOffset, log::kFormatVersion);
  log::PutU32(file_header + log::kFileHeaderCrcOffset,
              Crc32c(file_header, log::kFileHeaderCrcOffset));
  impl->chain = Blake2b(file_header, sizeof(file_header));

  Status status = impl->BuildCompressedRecord(RecordType::kHeader, nullptr, header_message);
  if (status.ok()) {
    impl->record.insert(0, reinterpret_cast<const char*>(file_header), sizeof(file_header));
    status = impl->WriteRecord(impl->record);
  }
  if (!status.ok()) {
    ::close(impl->fd);
    impl->fd = -1;
    ::unlink(path.c_str());
    return status;
  }
  impl->chain =
      Blake2b(reinterpret_cast<const uint8_t*>(impl->record.data()) + log::kFileHeaderSize,
              impl->record.size() - log::kFileHeaderSize);
  return std::unique_ptr<LogWriter>(new LogWriter(std::move(impl)));
}

namespace {

// The sequence rules of AppendChunk (format/SPEC.md, "Chunk record").
Status CheckChunkMeta(const ChunkMeta& meta, uint64_t next_seq, uint64_t next_windows,
                      const std::string& where) {
  if (meta.event_count == 0) return Status::InvalidArgument(where + ": event_count is 0");
  if (meta.event_count > log::kMaxChunkEvents) {
    return Status::InvalidArgument(where + ": event_count " + std::to_string(meta.event_count) +
                                   " exceeds the limit of " + std::to_string(log::kMaxChunkEvents) +
                                   " events in a chunk");
  }
  if (meta.first_seq != next_seq) {
    return Status::InvalidArgument(where + ": first_seq " + std::to_string(meta.first_seq) +
                                   " does not continue the log (expected " +
                                   std::to_string(next_seq) + ")");
  }
  if (meta.windows_before != next_windows) {
    return Status::InvalidArgument(
        where + ": windows_before " + std::to_string(meta.windows_before) +
        " does not continue the log (expected " + std::to_string(next_windows) + ")");
  }
  if (meta.first_seq > UINT64_MAX - meta.event_count ||
      meta.windows_before > UINT64_MAX - meta.window_count) {
    return Status::InvalidArgument(where + ": sequence or window counter overflows");
  }
  return Status::Ok();
}

Status CheckStored(const StoredPayload& payload, const std::string& where) {
  if (payload.codec > 1) {
    return Status::InvalidArgument(where + ": codec " + std::to_string(payload.codec) +
                                   " (expected 0 raw or 1 zstd)");
  }
  if (payload.bytes.empty() || payload.bytes.size() > log::kMaxWriterMessageBytes ||
      payload.raw_size == 0 || payload.raw_size > log::kMaxWriterMessageBytes ||
      (payload.codec == 0 && payload.raw_size != payload.bytes.size())) {
    return Status::InvalidArgument(
        where + ": stored payload of " + std::to_string(payload.bytes.size()) + " bytes (" +
        std::to_string(payload.raw_size) + " decoded) is empty, inconsistent or over the limit");
  }
  return Status::Ok();
}

}  // namespace

// AppendChunk and AppendStoredChunk: the message to compress, or the payload as stored.
Status LogWriter::AppendChunkRecord(const ChunkMeta& meta, std::string_view message,
                                    const StoredPayload* stored) {
  Impl& w = *impl_;
  STARDATE_RETURN_IF_ERROR(w.Usable());
  const std::string where = w.path + ": chunk at seq " + std::to_string(meta.first_seq);
  STARDATE_RETURN_IF_ERROR(CheckChunkMeta(meta, w.next_seq, w.next_windows, where));
  STARDATE_RETURN_IF_ERROR(stored != nullptr
                               ? CheckStored(*stored, where)
                               : CheckMessage(message, "event block").WithPrefix(where));
  uint8_t meta_bytes[log::kChunkMetaSize];
  log::EncodeChunkMeta(meta, meta_bytes);
  uint64_t offset = 0;
  STARDATE_RETURN_IF_ERROR(
      stored != nullptr ? w.AppendStoredRecord(RecordType::kChunk, meta_bytes, *stored, &offset)
                        : w.AppendBodyRecord(RecordType::kChunk, meta_bytes, message, &offset));
  w.chunks.push_back({offset, w.record.size(), w.chain, meta});
  w.next_seq = meta.first_seq + meta.event_count;
  w.next_windows = meta.windows_before + meta.window_count;
  return Status::Ok();
}

Status LogWriter::AppendSnapshotRecord(const SnapshotMeta& meta, std::string_view message,
                                       const StoredPayload* stored) {
  Impl& w = *impl_;
  STARDATE_RETURN_IF_ERROR(w.Usable());
  const std::string where = w.path + ": snapshot at seq " + std::to_string(meta.seq);
  if (!w.snapshots.empty() && meta.seq < w.snapshots.back().meta.seq) {
    return Status::InvalidArgument(where +
                                   ": snapshots must be appended in sequence order "
                                   "(previous snapshot at seq " +
                                   std::to_string(w.snapshots.back().meta.seq) + ")");
  }
  STARDATE_RETURN_IF_ERROR(stored != nullptr ? CheckStored(*stored, where)
                                             : CheckMessage(message, "snapshot").WithPrefix(where));
  uint8_t meta_bytes[log::kSnapshotMetaSize];
  log::EncodeSnapshotMeta(meta, meta_bytes);
  uint64_t offset = 0;
  STARDATE_RETURN_IF_ERROR(
      stored != nullptr ? w.AppendStoredRecord(RecordType::kSnapshot, meta_bytes, *stored, &offset)
                        : w.AppendBodyRecord(RecordType::kSnapshot, meta_bytes, message, &offset));
  w.snapshots.push_back({offset, w.record.size(), w.chain, meta});
  return Status::Ok();
}

Status LogWriter::AppendChunk(const ChunkMeta& meta, std::string_view event_block_message) {
  return AppendChunkRecord(meta, event_block_message, nullptr);
}

Status LogWriter::AppendStoredChunk(const ChunkMeta& meta, const StoredPayload& payload) {
  return AppendChunkRecord(meta, {}, &payload);
}

Status LogWriter::AppendSnapshot(const SnapshotMeta& meta, std::string_view snapshot_message) {
  return AppendSnapshotRecord(meta, snapshot_message, nullptr);
}

Status LogWriter::AppendStoredSnapshot(const SnapshotMeta& meta, const StoredPayload& payload) {
  return AppendSnapshotRecord(meta, {}, &payload);
}

Status LogWriter::Close() {
  Impl& w = *impl_;
  if (w.closed) return w.failure;
  w.closed = true;
  if (!w.failure.ok()) {
    ::close(w.fd);
    w.fd = -1;
    return w.failure;
  }

  const size_t header_size = log::RecordHeaderSize(RecordType::kFooter);
  const uint64_t payload_size = log::kFooterCountsSize + w.chunks.size() * log::kChunkEntrySize +
                                w.snapshots.size() * log::kSnapshotEntrySize;
  if (payload_size > UINT32_MAX) {
    w.failure = Status::InvalidArgument(w.path + ": footer index exceeds 4 GiB");
  } else {
    std::string& rec = w.record;
    rec.assign(header_size + payload_size + log::kTrailerSize, '\0');
    uint8_t* p = reinterpret_cast<uint8_t*>(rec.data()) + header_size;
    log::PutU32(p, static_cast<uint32_t>(w.chunks.size()));
    log::PutU32(p + 4, static_cast<uint32_t>(w.snapshots.size()));
    p += log::kFooterCountsSize;
    auto put_prefix = [&p](uint64_t offset, uint64_t size, const Hash256& hash) {
      log::PutU64(p, offset);
      log::PutU64(p + 8, size);
      std::memcpy(p + 16, hash.data(), hash.size());
      p += log::kEntryPrefixSize;
    };
    for (const IndexEntry<ChunkMeta>& c : w.chunks) {
      put_prefix(c.offset, c.size, c.hash);
      log::EncodeChunkMeta(c.meta, p);
      p += log::kChunkMetaSize;
    }
    for (const IndexEntry<SnapshotMeta>& s : w.snapshots) {
      put_prefix(s.offset, s.size, s.hash);
      log::EncodeSnapshotMeta(s.meta, p);
      p += log::kSnapshotMetaSize;
    }
    rec.resize(header_size + payload_size);
    FillRecordHeader(RecordType::kFooter, Codec::kRaw, static_cast<uint32_t>(payload_size), w.chain,
                     nullptr, &rec);
    const uint32_t footer_crc = Crc32c(rec.data(), rec.size());
    const uint64_t footer_size = rec.size();
    rec.resize(footer_size + log::kTrailerSize);
    uint8_t* t = reinterpret_cast<uint8_t*>(rec.data()) + footer_size;
    log::PutU64(t + log::kTrailerFooterOffsetOffset, w.offset);
    log::PutU64(t + log::kTrailerFooterSizeOffset, footer_size);
    log::PutU32(t + log::kTrailerFooterCrcOffset, footer_crc);
    log::PutU32(t + log::kTrailerCrcOffset, Crc32c(t, log::kTrailerCrcOffset));
    std::memcpy(t + log::kTrailerMagicOffset, log::kTrailerMagic.data(), log::kTrailerMagic.size());
    // WriteRecord records a failure in w.failure.
    (void)w.WriteRecord(rec);
  }
  if (::close(w.fd) != 0 && w.failure.ok()) {
    w.failure = Status::IoError(w.path + ": close failed: " + ErrnoText(errno));
  }
  w.fd = -1;
  return w.failure;
}

const Hash256& LogWriter::chain_hash() const { return impl_->chain; }
uint64_t LogWriter::bytes_written() const { return impl_->offset; }

}  // namespace stardate::format
