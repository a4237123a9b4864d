#include "engine/csv.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <utility>

namespace stardate::engine {

namespace {

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

std::string DescribeByte(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02x", u);
  return buf;
}

}  // namespace

CsvReader::CsvReader(std::string_view text, std::string source_name)
    : text_(text), source_name_(std::move(source_name)) {
  if (text_.substr(0, kUtf8Bom.size()) == kUtf8Bom) pos_ = kUtf8Bom.size();
}

Status CsvReader::Error(int line, const std::string& what) const {
  return Status::InvalidArgument(source_name_ + ": line " + std::to_string(line) + ": " + what);
}

Result<bool> CsvReader::Next(CsvRecord* record) {
  if (!error_.ok()) return error_;
  const size_t size = text_.size();
  if (pos_ >= size) return false;

  // True if an end of line (LF or CR LF) starts at `at`.
  auto eol_at = [&](size_t at) {
    return text_[at] == '\n' || (text_[at] == '\r' && at + 1 < size && text_[at + 1] == '\n');
  };

  if (++records_ > kMaxCsvRecords) {
    return error_ = Error(line_, "more than " + std::to_string(kMaxCsvRecords) +
                                     " records, the most a card list may hold");
  }
  record->fields.clear();
  record->line = line_;
  // A field or record past its limit is refused where it passes it, before it is kept whole.
  auto too_long = [&] {
    return error_ = Error(record->line, "a field longer than " + std::to_string(kMaxCsvFieldBytes) +
                                            " bytes, the most a card list's field may hold");
  };
  const size_t start = pos_;
  std::string field;
  while (true) {
    field.clear();
    if (pos_ < size && text_[pos_] == '"') {
      const int quote_line = line_;
      ++pos_;
      while (true) {
        if (pos_ >= size) return error_ = Error(quote_line, "unterminated quoted field");
        char c = text_[pos_++];
        if (c == '"') {
          if (pos_ < size && text_[pos_] == '"') {
            field += '"';
            ++pos_;
            continue;
          }
          break;
        }
        if (c == '\n') ++line_;
        if (field.size() == kMaxCsvFieldBytes) return too_long();
        field += c;
      }
      if (pos_ < size && text_[pos_] != ',' && !eol_at(pos_)) {
        return error_ =
                   Error(line_, "unexpected " + DescribeByte(text_[pos_]) + " after closing quote");
      }
    } else {
      while (pos_ < size && text_[pos_] != ',' && !eol_at(pos_)) {
        if (text_[pos_] == '"') return error_ = Error(line_, "quote inside unquoted field");
        if (field.size() == kMaxCsvFieldBytes) return too_long();
        field += text_[pos_++];
      }
    }
    if (record->fields.size() == kMaxCsvFields) {
      return error_ = Error(record->line, "more than " + std::to_string(kMaxCsvFields) +
                                              " fields in a record, the most a card list may "
                                              "hold");
    }
    record->fields.push_back(field);
    if (pos_ >= size) {
      record->raw.assign(text_.substr(start, pos_ - start));
      return true;
    }
    if (text_[pos_] == ',') {
      ++pos_;
      continue;
    }
    const size_t end = pos_;
    pos_ += text_[pos_] == '\r' ? 2 : 1;
    ++line_;
    record->raw.assign(text_.substr(start, end - start));
    return true;
  }
}

Result<std::vector<CsvRecord>> ParseCsv(std::string_view text, const std::string& source_name) {
  CsvReader reader(text, source_name);
  std::vector<CsvRecord> records;
  while (true) {
    CsvRecord record;
    Result<bool> more = reader.Next(&record);
    if (!more.ok()) return more.status();
    if (!*more) return records;
    records.push_back(std::move(record));
  }
}

Result<std::string> ReadCsvFile(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return Status::InvalidArgument(path + ": is a folder; expected a card list (.csv)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot open file");
  std::string text;
  char block[1 << 16];
  while (in) {
    in.read(block, sizeof block);
    text.append(block, static_cast<size_t>(in.gcount()));
    if (text.size() > kMaxCsvFileBytes) {
      return Status::InvalidArgument(path + ": larger than " + std::to_string(kMaxCsvFileBytes) +
                                     " bytes, the most a card list may hold");
    }
  }
  if (in.bad()) return Status::IoError(path + ": read failed");
  return text;
}

std::string CsvQuote(std::string_view field) {
  bool needs_quotes = field.find_first_of(",\"\r\n") != std::string_view::npos ||
                      (!field.empty() && (field.front() == ' ' || field.back() == ' '));
  if (!needs_quotes) return std::string(field);
  std::string out = "\"";
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

}  // namespace stardate::engine
