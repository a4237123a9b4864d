// A minimal streaming JSON writer with deterministic output (keys in the order written).
#ifndef STARDATE_ENGINE_JSON_WRITER_H_
#define STARDATE_ENGINE_JSON_WRITER_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stardate::engine {

class JsonWriter {
 public:
  JsonWriter& BeginObject() {
    Sep();
    out_ += '{';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& EndObject() {
    out_ += '}';
    first_.pop_back();
    return *this;
  }
  JsonWriter& BeginArray() {
    Sep();
    out_ += '[';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& EndArray() {
    out_ += ']';
    first_.pop_back();
    return *this;
  }
  JsonWriter& Key(std::string_view k) {
    Sep();
    Quote(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& String(std::string_view s) {
    Sep();
    Quote(s);
    return *this;
  }
  JsonWriter& Int(int64_t v) {
    Sep();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& Uint(uint64_t v) {
    Sep();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& Bool(bool v) {
    Sep();
    out_ += v ? "true" : "false";
    return *this;
  }
  JsonWriter& Null() {
    Sep();
    out_ += "null";
    return *this;
  }
  // Inserts already-serialized JSON as one value.
  JsonWriter& Raw(std::string_view json) {
    Sep();
    out_ += json;
    return *this;
  }
  const std::string& str() const { return out_; }

 private:
  void Sep() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_.empty()) {
      if (!first_.back()) out_ += ',';
      first_.back() = false;
    }
  }
  // Writes `s` as a JSON string. Bytes that are not well-formed UTF-8 (a card list with a
  // stray 0xFF, a truncated sequence, an overlong form, a surrogate) each become U+FFFD, so the
  // output is always valid JSON.
  void Quote(std::string_view s) {
    out_ += '"';
    for (size_t i = 0; i < s.size();) {
      const unsigned char c = static_cast<unsigned char>(s[i]);
      if (c >= 0x80) {
        const size_t n = Utf8Length(s, i);
        if (n == 0) {
          out_ += "\\ufffd";
          ++i;
        } else {
          out_.append(s.data() + i, n);
          i += n;
        }
        continue;
      }
      switch (c) {
        case '"':
          out_ += "\\\"";
          break;
        case '\\':
          out_ += "\\\\";
          break;
        case '\n':
          out_ += "\\n";
          break;
        case '\r':
          out_ += "\\r";
          break;
        case '\t':
          out_ += "\\t";
          break;
        default:
          if (c < 0x20) {
            static const char* kHex = "0123456789abcdef";
            out_ += "\\u00";
            out_ += kHex[(c >> 4) & 0xf];
            out_ += kHex[c & 0xf];
          } else {
            out_ += static_cast<char>(c);
          }
      }
      ++i;
    }
    out_ += '"';
  }
  // The length of the well-formed UTF-8 sequence starting at s[i] (a byte >= 0x80), or 0.
  static size_t Utf8Length(std::string_view s, size_t i) {
    auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    auto cont = [&](size_t k) { return k < s.size() && (byte(k) & 0xC0) == 0x80; };
    const unsigned char c = byte(i);
    if (c >= 0xC2 && c <= 0xDF) return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
      if (!cont(i + 1) || !cont(i + 2)) return 0;
      const unsigned char d = byte(i + 1);
      if (c == 0xE0 && d < 0xA0) return 0;  // overlong
      if (c == 0xED && d > 0x9F) return 0;  // a surrogate
      return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
      if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3)) return 0;
      const unsigned char d = byte(i + 1);
      if (c == 0xF0 && d < 0x90) return 0;  // overlong
      if (c == 0xF4 && d > 0x8F) return 0;  // above U+10FFFF
      return 4;
    }
    return 0;
  }
  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_JSON_WRITER_H_
