// The footer index (format/SPEC.md, "Footer record and the index"): reading the trailer and
// footer at open, checking that the index tiles the body, and falling back to a scan.
#include <algorithm>
#include <cstring>
#include <iterator>

#include "format/crc32c.h"
#include "format/log_reader_impl.h"

namespace stardate::format {
Result<Index> LogReader::Impl::ParseFooter(const uint8_t* payload, size_t size,
                                           uint64_t footer_offset,
                                           const Hash256& footer_prev_hash) const {
  const std::string where = "footer record";
  if (size < log::kFooterCountsSize) {
    return Status::Corruption(where + ": payload of " + std::to_string(size) +
                              " bytes is too short for the entry counts");
  }
  const uint64_t chunk_count = log::GetU32(payload);
  const uint64_t snapshot_count = log::GetU32(payload + 4);
  const uint64_t expected = log::kFooterCountsSize + chunk_count * log::kChunkEntrySize +
                            snapshot_count * log::kSnapshotEntrySize;
  if (expected != size) {
    return Status::Corruption(where + ": " + std::to_string(chunk_count) + " chunk and " +
                              std::to_string(snapshot_count) + " snapshot entries need " +
                              std::to_string(expected) + " bytes, payload has " +
                              std::to_string(size));
  }
  std::vector<IndexedRecord> chunks(chunk_count), snapshots(snapshot_count);
  const uint8_t* p = payload + log::kFooterCountsSize;
  auto read_prefix = [&p](IndexedRecord* r) {
    r->offset = log::GetU64(p);
    r->size = log::GetU64(p + 8);
    std::memcpy(r->hash.data(), p + 16, 32);
    p += log::kEntryPrefixSize;
  };
  for (IndexedRecord& r : chunks) {
    r.type = RecordType::kChunk;
    read_prefix(&r);
    r.chunk = log::DecodeChunkMeta(p);
    p += log::kChunkMetaSize;
  }
  for (IndexedRecord& r : snapshots) {
    r.type = RecordType::kSnapshot;
    read_prefix(&r);
    r.snapshot = log::DecodeSnapshotMeta(p);
    p += log::kSnapshotMetaSize;
  }

  uint64_t next_seq = 0, next_windows = 0;
  for (size_t i = 0; i < chunks.size(); ++i) {
    const ChunkMeta& m = chunks[i].chunk;
    if (m.first_seq != next_seq || m.windows_before != next_windows || m.event_count == 0 ||
        m.event_count > log::kMaxChunkEvents || m.first_seq > UINT64_MAX - m.event_count ||
        m.windows_before > UINT64_MAX - m.window_count) {
      return Status::Corruption(
          where + ": chunk entry " + std::to_string(i) + " (first_seq " +
          std::to_string(m.first_seq) + ", windows_before " + std::to_string(m.windows_before) +
          ", event_count " + std::to_string(m.event_count) + ") does not continue at seq " +
          std::to_string(next_seq) + ", window " + std::to_string(next_windows));
    }
    next_seq = m.first_seq + m.event_count;
    next_windows = m.windows_before + m.window_count;
  }
  for (size_t i = 1; i < snapshots.size(); ++i) {
    if (snapshots[i].snapshot.seq < snapshots[i - 1].snapshot.seq) {
      return Status::Corruption(where + ": snapshot entry " + std::to_string(i) +
                                " is out of sequence order");
    }
  }

  Index index;
  index.records.reserve(chunks.size() + snapshots.size());
  std::merge(chunks.begin(), chunks.end(), snapshots.begin(), snapshots.end(),
             std::back_inserter(index.records),
             [](const IndexedRecord& a, const IndexedRecord& b) { return a.offset < b.offset; });
  uint64_t pos = body_begin;
  Hash256 prev = header_hash;
  for (IndexedRecord& r : index.records) {
    const uint64_t header_size = log::RecordHeaderSize(r.type);
    if (r.offset != pos || r.size < header_size ||
        r.size - header_size > options.max_record_bytes || r.size - header_size > UINT32_MAX ||
        r.size > footer_offset - pos) {
      return Status::Corruption(where + ": entry for the " + log::RecordTypeName(r.type) +
                                " at offset " + std::to_string(r.offset) + " (size " +
                                std::to_string(r.size) + ") does not follow the record ending at " +
                                std::to_string(pos) + " within the body");
    }
    r.prev_hash = prev;
    prev = r.hash;
    pos += r.size;
  }
  if (pos != footer_offset) {
    return Status::Corruption(where + ": entries end at offset " + std::to_string(pos) +
                              ", expected the footer offset " + std::to_string(footer_offset));
  }
  if (footer_prev_hash != prev) {
    return Status::Corruption(where +
                              ": hash chain broken (the footer's previous-record hash "
                              "does not match the last indexed record)");
  }
  index.chain = prev;
  return index;
}

// Uses the trailer and footer when both are valid. Otherwise scans, reporting every damaged
// part of the trailer and footer to `problems`.
bool LogReader::Impl::TryFooter(Index* out) {
  uint64_t scan_end = file_size;
  bool trailer_handled = false;
  if (file_size >= body_begin + log::kTrailerSize) {
    const uint64_t trailer_offset = file_size - log::kTrailerSize;
    uint8_t t[log::kTrailerSize];
    Status read_trailer = Read(trailer_offset, sizeof(t), t);
    if (!read_trailer.ok()) {
      problems.push_back({trailer_offset, log::kTrailerSize, read_trailer.message()});
    } else if (std::memcmp(t + log::kTrailerMagicOffset, log::kTrailerMagic.data(),
                           log::kTrailerMagic.size()) == 0) {
      trailer_handled = true;
      const uint32_t stored_crc = log::GetU32(t + log::kTrailerCrcOffset);
      const uint32_t crc = Crc32c(t, log::kTrailerCrcOffset);
      const uint64_t footer_offset = log::GetU64(t + log::kTrailerFooterOffsetOffset);
      const uint64_t footer_size = log::GetU64(t + log::kTrailerFooterSizeOffset);
      const uint32_t footer_crc = log::GetU32(t + log::kTrailerFooterCrcOffset);
      std::string why;
      scan_end = trailer_offset;
      if (stored_crc != crc) {
        why = "trailer checksum mismatch (stored " + Hex32(stored_crc) + ", computed " +
              Hex32(crc) + ")";
      } else if (footer_offset < body_begin || footer_offset > trailer_offset ||
                 footer_size != trailer_offset - footer_offset ||
                 footer_size < log::kMinRecordHeaderSize ||
                 footer_size - log::kMinRecordHeaderSize > options.max_record_bytes) {
        why = "trailer: footer at offset " + std::to_string(footer_offset) + " of size " +
              std::to_string(footer_size) + " does not end at the trailer (offset " +
              std::to_string(trailer_offset) + ") or exceeds the record limit";
      }
      if (!why.empty()) {
        problems.push_back({trailer_offset, log::kTrailerSize, why});
      } else {
        scan_end = footer_offset;
        scratch.resize(footer_size);
        Status read = Read(footer_offset, footer_size, scratch.data());
        RecordHeader h;
        if (!read.ok()) {
          why = read.message();
        } else if (Crc32c(scratch.data(), footer_size) != footer_crc) {
          why = "footer record: checksum mismatch with the trailer's footer checksum " +
                Hex32(footer_crc);
        } else if (ParseRecordHeader(scratch.data(), footer_size, &h, &why) != Parse::kOk) {
          if (why.empty()) why = "footer record: truncated header";
        } else if (h.type != RecordType::kFooter) {
          why = std::string("trailer points at a ") + h.name() + ", expected the footer record";
        } else if (h.record_size() != footer_size) {
          why = "footer record: size " + std::to_string(h.record_size()) +
                " differs from the trailer's footer size " + std::to_string(footer_size);
        } else if (why = CheckDeclared(h, options); why.empty()) {
          why = CheckPayload(h, scratch.data() + h.header_size, options);
          if (why.empty()) {
            Result<Index> parsed = ParseFooter(scratch.data() + h.header_size, h.stored_size,
                                               footer_offset, h.prev_hash);
            if (parsed.ok()) {
              *out = std::move(parsed).value();
              return true;
            }
            problems.push_back({footer_offset, footer_size, parsed.status().message()});
            why.clear();
          }
        }
        if (!why.empty()) problems.push_back({footer_offset, footer_size, why});
      }
    }
  }

  ScanResult scan;
  Status status = Scan(body_begin, scan_end, /*decode=*/false, &scan);
  if (!status.ok()) {
    problems.push_back({body_begin, scan_end - body_begin, status.message()});
  }
  problems.insert(problems.end(), scan.problems.begin(), scan.problems.end());
  if (scan.footer_found && !trailer_handled) {
    const uint64_t rest = file_size - scan.footer_end;
    std::string why;
    if (rest == log::kTrailerSize) {
      why = "trailer: bad magic (expected " +
            HexBytes(log::kTrailerMagic.data(), log::kTrailerMagic.size()) + ")";
    } else if (rest < log::kTrailerSize) {
      why = "torn trailer at end of file (" + std::to_string(rest) + " of " +
            std::to_string(log::kTrailerSize) + " bytes)";
    } else {
      why = "unexpected " + std::to_string(rest) + " bytes after the footer record";
    }
    problems.push_back({scan.footer_end, rest, why});
  } else if (scan.footer_found && scan.footer_end != scan_end) {
    problems.push_back(
        {scan.footer_end, scan_end - scan.footer_end, "unexpected bytes after the footer record"});
  }
  std::stable_sort(problems.begin(), problems.end(),
                   [](const Problem& a, const Problem& b) { return a.offset < b.offset; });
  *out = std::move(scan.index);
  return false;
}

}  // namespace stardate::format
