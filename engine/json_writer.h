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
  JsonWriter& BeginObject() { Sep(); out_ += '{'; first_.push_back(true); return *this; }
  JsonWriter& EndObject() { out_ += '}'; first_.pop_back(); return *this; }
  JsonWriter& BeginArray() { Sep(); out_ += '['; first_.push_back(true); return *this; }
  JsonWriter& EndArray() { out_ += ']'; first_.pop_back(); return *this; }
  JsonWriter& Key(std::string_view k) {
    Sep();
    Quote(k);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& String(std::string_view s) { Sep(); Quote(s); return *this; }
  JsonWriter& Int(int64_t v) { Sep(); out_ += std::to_string(v); return *this; }
  JsonWriter& Uint(uint64_t v) { Sep(); out_ += std::to_string(v); return *this; }
  JsonWriter& Bool(bool v) { Sep(); out_ += v ? "true" : "false"; return *this; }
  JsonWriter& Null() { Sep(); out_ += "null"; return *this; }
  // Inserts already-serialized JSON as one value.
  JsonWriter& Raw(std::string_view json) { Sep(); out_ += json; return *this; }
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
  void Quote(std::string_view s) {
    out_ += '"';
    for (char c : s) {
      switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default:
          if (static_cast<unsigned char>(c) < 0x20) {
            static const char* kHex = "0123456789abcdef";
            out_ += "\\u00";
            out_ += kHex[(c >> 4) & 0xf];
            out_ += kHex[c & 0xf];
          } else {
            out_ += c;
          }
      }
    }
    out_ += '"';
  }
  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_JSON_WRITER_H_
