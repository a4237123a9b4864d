// The recovery scan (format/SPEC.md, "Scanning and recovery"): walking the records of a log
// without a usable footer, resynchronising after damage, and the full structural check.
#include <algorithm>
#include <cstring>

#include "format/crc32c.h"
#include "format/log_reader_impl.h"

namespace stardate::format {
Result<uint64_t> LogReader::Impl::FindNextRecord(uint64_t start, uint64_t end) const {
  constexpr size_t kBlock = 64 << 10;
  uint8_t magic[4];
  log::PutU32(magic, log::kRecordMagic);
  std::vector<uint8_t> block;
  for (uint64_t pos = start; pos < end; pos += kBlock) {
    const size_t n =
        static_cast<size_t>(std::min<uint64_t>(kBlock + log::kMaxRecordHeaderSize, end - pos));
    block.resize(n);
    STARDATE_RETURN_IF_ERROR(Read(pos, n, block.data()));
    const size_t limit = std::min(kBlock, n);
    for (size_t i = 0; i < limit; ++i) {
      const void* hit = std::memchr(block.data() + i, magic[0], limit - i);
      if (hit == nullptr) break;
      i = static_cast<const uint8_t*>(hit) - block.data();
      if (n - i < 4 || std::memcmp(block.data() + i, magic, 4) != 0) continue;
      RecordHeader h;
      std::string why;
      if (ParseRecordHeader(block.data() + i, n - i, &h, &why) == Parse::kOk &&
          CheckDeclared(h, options).empty()) {
        return pos + i;
      }
    }
  }
  return end;
}

// Scans records in [begin, end), which starts at a record boundary, keeping every intact chunk
// and snapshot and reporting every byte range it cannot use. Stops at the first intact footer
// record. With `decode`, every payload is also decompressed.
Status LogReader::Impl::Scan(uint64_t begin, uint64_t end, bool decode, ScanResult* out) const {
  Hash256 chain = header_hash;
  uint64_t next_seq = 0;
  bool have_chunk = false;
  uint64_t last_snapshot_seq = 0;
  bool have_snapshot = false;
  AlignedBuffer decoded;
  std::vector<uint8_t> record;
  uint64_t pos = begin;

  while (pos < end) {
    const uint64_t remaining = end - pos;
    uint8_t head[log::kMaxRecordHeaderSize];
    const size_t n = static_cast<size_t>(std::min<uint64_t>(remaining, sizeof(head)));
    STARDATE_RETURN_IF_ERROR(Read(pos, n, head));
    RecordHeader h;
    std::string why;
    const Parse parsed = ParseRecordHeader(head, n, &h, &why);
    if (parsed == Parse::kTruncated) {
      out->problems.push_back({pos, remaining,
                               "torn record at end of file (" + std::to_string(remaining) +
                                   " bytes of a record header)"});
      break;
    }
    uint64_t resume = pos + 1;  // where to look for the next record if this one is unusable
    if (parsed == Parse::kOk) {
      why = CheckDeclared(h, options);
      if (why.empty() && h.record_size() > remaining) {
        Result<uint64_t> next = FindNextRecord(pos + 1, end);
        STARDATE_RETURN_IF_ERROR(next.status());
        if (*next == end) {
          out->problems.push_back({pos, remaining,
                                   "torn record at end of file (" + std::string(h.name()) + " of " +
                                       std::to_string(h.record_size()) + " bytes, " +
                                       std::to_string(remaining) + " present)"});
          break;
        }
        why = std::string(h.name()) + ": stored size " + std::to_string(h.stored_size) +
              " exceeds file end (file size " + std::to_string(file_size) + ")";
      } else if (h.record_size() <= remaining) {
        resume = pos + h.record_size();
        if (why.empty()) {
          record.resize(h.record_size());
          STARDATE_RETURN_IF_ERROR(Read(pos, record.size(), record.data()));
          why = CheckPayload(h, record.data() + h.header_size, options);
          if (why.empty() && decode) {
            why = DecodePayload(dctx, h, record.data() + h.header_size, &decoded);
          }
          if (why.empty() && h.type == RecordType::kHeader) {
            why = "unexpected second header record";
          }
        }
      }
    }
    if (!why.empty()) {
      Result<uint64_t> next = FindNextRecord(resume, end);
      STARDATE_RETURN_IF_ERROR(next.status());
      out->problems.push_back(
          {pos, *next - pos,
           why + "; " + std::to_string(*next - pos) + " bytes skipped" +
               (*next == end ? " to the end of the file" : " to the next record")});
      pos = *next;
      continue;
    }

    if (h.type == RecordType::kFooter) {
      out->footer_found = true;
      out->footer_offset = pos;
      out->footer_end = pos + h.record_size();
      out->footer_prev_hash = h.prev_hash;
      out->footer_payload.assign(record.begin() + h.header_size, record.end());
      break;
    }
    if (h.prev_hash != chain) {
      out->problems.push_back({pos, h.record_size(),
                               std::string(h.name()) +
                                   ": hash chain broken (its previous-record hash does not "
                                   "match the last intact record; record kept)"});
    }
    const Hash256 hash = Blake2b(record.data(), record.size());
    IndexedRecord r;
    r.type = h.type;
    r.offset = pos;
    r.size = h.record_size();
    r.hash = hash;
    r.prev_hash = h.prev_hash;
    bool keep = true;
    if (h.type == RecordType::kChunk) {
      r.chunk = log::DecodeChunkMeta(h.meta.data());
      if (have_chunk && r.chunk.first_seq < next_seq) {
        out->problems.push_back({pos, r.size,
                                 "chunk record: first_seq " + std::to_string(r.chunk.first_seq) +
                                     " overlaps earlier chunks (expected at least " +
                                     std::to_string(next_seq) + "); record dropped"});
        keep = false;
      } else {
        have_chunk = true;
        next_seq = r.chunk.first_seq + r.chunk.event_count;
      }
    } else {
      r.snapshot = log::DecodeSnapshotMeta(h.meta.data());
      if (have_snapshot && r.snapshot.seq < last_snapshot_seq) {
        out->problems.push_back({pos, r.size,
                                 "snapshot record: seq " + std::to_string(r.snapshot.seq) +
                                     " is before the previous snapshot's seq " +
                                     std::to_string(last_snapshot_seq) + "; record dropped"});
        keep = false;
      } else {
        have_snapshot = true;
        last_snapshot_seq = r.snapshot.seq;
      }
    }
    if (keep) {
      out->index.records.push_back(r);
      chain = hash;
    }
    pos += h.record_size();
  }
  out->index.chain = chain;
  return Status::Ok();
}

Status LogReader::VerifyStructure() const {
  Result<std::vector<Problem>> found = StructureProblems();
  if (!found.ok()) return found.status();
  if (found->empty()) return Status::Ok();
  std::string message = impl_->At(found->front().offset) + ": " + found->front().what;
  if (found->size() > 1) {
    message += " (and " + std::to_string(found->size() - 1) + " more problems)";
  }
  return Status::Corruption(message);
}

Result<std::vector<Problem>> LogReader::StructureProblems() const {
  const Impl& r = *impl_;
  ScanResult scan;
  STARDATE_RETURN_IF_ERROR(r.Scan(r.body_begin, r.file_size, /*decode=*/true, &scan));
  std::vector<Problem> found = std::move(scan.problems);

  uint64_t next_seq = 0, next_windows = 0;
  for (const IndexedRecord& rec : scan.index.records) {
    if (rec.type != RecordType::kChunk) continue;
    if (rec.chunk.first_seq != next_seq) {
      found.push_back({rec.offset, rec.size,
                       "chunk record: first_seq " + std::to_string(rec.chunk.first_seq) +
                           " breaks sequence continuity (expected " + std::to_string(next_seq) +
                           ")"});
    } else if (rec.chunk.windows_before != next_windows) {
      found.push_back({rec.offset, rec.size,
                       "chunk record: windows_before " + std::to_string(rec.chunk.windows_before) +
                           " breaks window continuity (expected " + std::to_string(next_windows) +
                           ")"});
    }
    next_seq = rec.chunk.first_seq + rec.chunk.event_count;
    next_windows = rec.chunk.windows_before + rec.chunk.window_count;
  }

  if (scan.footer_found) {
    const uint64_t rest = r.file_size - scan.footer_end;
    uint8_t t[log::kTrailerSize];
    bool trailer_ok =
        rest == log::kTrailerSize && r.Read(scan.footer_end, sizeof(t), t).ok() &&
        std::memcmp(t + log::kTrailerMagicOffset, log::kTrailerMagic.data(),
                    log::kTrailerMagic.size()) == 0 &&
        log::GetU32(t + log::kTrailerCrcOffset) == Crc32c(t, log::kTrailerCrcOffset) &&
        log::GetU64(t + log::kTrailerFooterOffsetOffset) == scan.footer_offset &&
        log::GetU64(t + log::kTrailerFooterSizeOffset) == scan.footer_end - scan.footer_offset;
    if (trailer_ok) {
      std::vector<uint8_t> footer(scan.footer_end - scan.footer_offset);
      trailer_ok =
          r.Read(scan.footer_offset, footer.size(), footer.data()).ok() &&
          Crc32c(footer.data(), footer.size()) == log::GetU32(t + log::kTrailerFooterCrcOffset);
    }
    if (!trailer_ok) {
      found.push_back({scan.footer_end, rest,
                       "trailer: expected " + std::to_string(log::kTrailerSize) +
                           " bytes with the trailer magic, a valid checksum and the footer's "
                           "offset, size and checksum"});
    }
    Result<Index> footer = r.ParseFooter(scan.footer_payload.data(), scan.footer_payload.size(),
                                         scan.footer_offset, scan.footer_prev_hash);
    if (!footer.ok()) {
      found.push_back(
          {scan.footer_offset, scan.footer_end - scan.footer_offset, footer.status().message()});
    } else {
      const std::vector<IndexedRecord>& a = footer->records;
      const std::vector<IndexedRecord>& b = scan.index.records;
      for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const bool same =
            i < a.size() && i < b.size() && a[i].type == b[i].type && a[i].offset == b[i].offset &&
            a[i].size == b[i].size && a[i].hash == b[i].hash &&
            (a[i].type == RecordType::kChunk ? log::SameMeta(a[i].chunk, b[i].chunk)
                                             : log::SameMeta(a[i].snapshot, b[i].snapshot));
        if (!same) {
          const uint64_t offset = i < b.size() ? b[i].offset : scan.footer_offset;
          found.push_back({offset, 0,
                           "footer index entry " + std::to_string(i) +
                               " differs from the record scanned at this offset"});
          break;
        }
      }
    }
  } else if (r.has_footer) {
    found.push_back({r.body_begin, r.file_size - r.body_begin,
                     "the footer read at open was not found by the scan"});
  }

  if (r.seal_problem) found.push_back(*r.seal_problem);
  std::stable_sort(found.begin(), found.end(),
                   [](const Problem& a, const Problem& b) { return a.offset < b.offset; });
  return found;
}

}  // namespace stardate::format
