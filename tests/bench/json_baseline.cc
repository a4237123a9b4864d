#include "tests/bench/json_baseline.h"

#include <zstd.h>

#include <charconv>
#include <cstring>
#include <simdjson.h>

#include "engine/stccg/stccg_setup.h"

namespace stardate::bench {
namespace {

constexpr size_t kFlushBytes = 256 << 10;
constexpr size_t kBatchBytes = 1 << 20;   // simdjson batch: far above one line, fits in L2
constexpr size_t kWindowBytes = 1 << 20;  // streaming replay: text decompressed per step

void AppendUint(uint64_t v, std::string* out) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof(buf), v);
  out->append(buf, r.ptr);
}

void AppendInt(int64_t v, std::string* out) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof(buf), v);
  out->append(buf, r.ptr);
}

void AppendString(std::string_view s, std::string* out) {
  out->push_back('"');
  for (char c : s) {
    switch (c) {
      case '"':
        out->append("\\\"");
        break;
      case '\\':
        out->append("\\\\");
        break;
      case '\n':
        out->append("\\n");
        break;
      case '\r':
        out->append("\\r");
        break;
      case '\t':
        out->append("\\t");
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static const char kHex[] = "0123456789abcdef";
          out->append("\\u00");
          out->push_back(kHex[(c >> 4) & 0xf]);
          out->push_back(kHex[c & 0xf]);
        } else {
          out->push_back(c);
        }
    }
  }
  out->push_back('"');
}

template <typename T>
void AppendList(const char* key, const std::vector<T>& v, std::string* out) {
  out->append(key);
  out->push_back('[');
  for (size_t i = 0; i < v.size(); ++i) {
    if (i > 0) out->push_back(',');
    if constexpr (std::is_same_v<T, std::string>) {
      AppendString(v[i], out);
    } else {
      AppendUint(v[i], out);
    }
  }
  out->push_back(']');
}

std::string HeaderJson(const engine::GameSetup& setup) {
  std::string out = "{\"game\":";
  AppendString(setup.rules_module, &out);
  out += ",\"seed\":";
  AppendUint(setup.seed, &out);
  out += setup.randomness == schema::Randomness::SEED ? ",\"randomness\":\"seed\""
                                                      : ",\"randomness\":\"table\"";
  out += ",\"players\":[";
  Result<engine::stccg::StccgSetup> read = engine::stccg::SetupOf(setup);
  const engine::stccg::StccgSetup part = read.ok() ? *read : engine::stccg::StccgSetup{};
  for (size_t p = 0; p < setup.players.size(); ++p) {
    if (p > 0) out += ',';
    out += "{\"name\":";
    AppendString(setup.players[p].name, &out);
    out += ",\"deck\":[";
    for (size_t i = 0; p < part.decks.size() && i < part.decks[p].size(); ++i) {
      const engine::stccg::DeckLine& d = part.decks[p][i];
      if (i > 0) out += ',';
      out += "{\"t\":";
      AppendString(d.title, &out);
      out += ",\"n\":";
      AppendUint(d.count, &out);
      out +=
          d.section == engine::stccg::DeckSection::kSeed ? ",\"s\":\"seed\"}" : ",\"s\":\"draw\"}";
    }
    out += "]}";
  }
  out += "],\"pool\":";
  AppendString(part.card_pool_csv, &out);
  out += ",\"locations\":";
  AppendString(part.card_locations_csv, &out);
  out += "}\n";
  return out;
}

// ---- DOM

namespace dom = simdjson::dom;

void ReadHeader(dom::object header, engine::GameSetup* setup) {
  setup->rules_module = std::string(std::string_view(header["game"]));
  setup->seed = uint64_t(header["seed"]);
  engine::stccg::StccgSetup part;  // the 1E module's part of the header
  for (dom::object p : dom::array(header["players"])) {
    engine::PlayerSetup player;
    player.name = std::string(std::string_view(p["name"]));
    std::vector<engine::stccg::DeckLine>& deck = part.decks.emplace_back();
    for (dom::object d : dom::array(p["deck"])) {
      engine::stccg::DeckLine line;
      line.title = std::string(std::string_view(d["t"]));
      line.count = static_cast<uint16_t>(uint64_t(d["n"]));
      line.section = std::string_view(d["s"]) == "seed" ? engine::stccg::DeckSection::kSeed
                                                        : engine::stccg::DeckSection::kDraw;
      deck.push_back(std::move(line));
    }
    setup->players.push_back(std::move(player));
  }
  part.card_pool_csv = std::string(std::string_view(header["pool"]));
  part.card_locations_csv = std::string(std::string_view(header["locations"]));
  setup->module_header = engine::stccg::EncodeStccgSetup(part);
  setup->randomness = std::string_view(header["randomness"]) == "seed" ? schema::Randomness::SEED
                                                                       : schema::Randomness::TABLE;
}

void ReadEvent(dom::object object, engine::Event* e) {
  for (dom::key_value_pair kv : object) {
    const dom::element& v = kv.value;
    switch (kv.key[0]) {
      case 'k':
        e->kind = static_cast<engine::EventKind>(uint64_t(v));
        break;
      case 'p':
        e->player = static_cast<uint8_t>(uint64_t(v));
        break;
      case 'f':
        e->flags = static_cast<uint8_t>(uint64_t(v));
        break;
      case 'c':
        e->card = static_cast<uint16_t>(uint64_t(v));
        break;
      case 't':
        e->target = static_cast<uint16_t>(uint64_t(v));
        break;
      case 'a':
        e->arg = static_cast<int32_t>(int64_t(v));
        break;
      case 'l':
        e->line = static_cast<uint32_t>(uint64_t(v));
        break;
      case 'x':
        for (dom::element c : dom::array(v)) e->cards.push_back(static_cast<uint16_t>(uint64_t(c)));
        break;
      case 'r':
        for (dom::element r : dom::array(v))
          e->random.push_back(static_cast<uint32_t>(uint64_t(r)));
        break;
      case 'v':
        for (dom::element s : dom::array(v)) e->violations.emplace_back(std::string_view(s));
        break;
      default:
        break;
    }
  }
}

}  // namespace

namespace json_internal {

Status StartSink(JsonSink* sink) {
  sink->header_done = true;
  if (!sink->apply) return Status::Ok();
  auto state = engine::NewGame(sink->setup);
  if (!state.ok()) return state.status();
  sink->state = std::move(state).value();
  return Status::Ok();
}

void Deliver(JsonSink* sink, engine::Event&& e) {
  ++sink->events;
  if (sink->apply) {
    sink->state->Apply(e);
  } else if (sink->collect != nullptr) {
    sink->collect->push_back(std::move(e));
  } else {
    sink->digest += EventDigest(e);
  }
}

}  // namespace json_internal

namespace {

// On-Demand with the kernel simdjson::ondemand names in this translation unit: without
// -msse4.2/-mavx2 that is the scalar "fallback" kernel (see json_ondemand_kernel.h).
namespace builtin_kernel {
using json_internal::Deliver;
using json_internal::StartSink;
namespace od = simdjson::ondemand;
#include "tests/bench/json_ondemand_kernel.h"
}  // namespace builtin_kernel

// The On-Demand kernel used for this CPU.
std::string OndemandKernel() {
#ifdef STARDATE_BENCH_HASWELL_ONDEMAND
  std::string active = simdjson::get_active_implementation()->name();
  if (active == "icelake" || active == "haswell") return "haswell";
#endif
  return SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION);
}

// Parses complete lines [data, data + length); data + length + SIMDJSON_PADDING is readable.
Status ParseLines(const char* data, size_t length, JsonParser parser, JsonSink* sink) {
  try {
    if (parser == JsonParser::kOndemand) {
#ifdef STARDATE_BENCH_HASWELL_ONDEMAND
      static const bool haswell = OndemandKernel() == "haswell";
      if (haswell) return json_internal::ParseOndemandHaswell(data, length, kBatchBytes, sink);
#endif
      return builtin_kernel::ParseOndemand(data, length, kBatchBytes, sink);
    }
    if (!sink->header_done) {
      // The header line (the whole card pool) may exceed a batch: parse it alone.
      const char* nl = static_cast<const char*>(std::memchr(data, '\n', length));
      size_t header_length = nl == nullptr ? length : static_cast<size_t>(nl - data) + 1;
      dom::parser header_parser;
      dom::element h = header_parser.parse(data, header_length, /*realloc_if_needed=*/false);
      ReadHeader(dom::object(h), &sink->setup);
      STARDATE_RETURN_IF_ERROR(json_internal::StartSink(sink));
      data += header_length;
      length -= header_length;
    }
    static thread_local dom::parser p;
    for (dom::element doc : p.parse_many(data, length, kBatchBytes)) {
      engine::Event e;
      ReadEvent(dom::object(doc), &e);
      json_internal::Deliver(sink, std::move(e));
    }
  } catch (const simdjson::simdjson_error& error) {
    return Status::Corruption(std::string("json: ") + error.what());
  }
  return Status::Ok();
}

}  // namespace

void AppendEventJson(const engine::Event& e, std::string* out) {
  out->append("{\"k\":");
  AppendUint(static_cast<uint16_t>(e.kind), out);
  if (e.player != 0) {
    out->append(",\"p\":");
    AppendUint(e.player, out);
  }
  if (e.flags != 0) {
    out->append(",\"f\":");
    AppendUint(e.flags, out);
  }
  if (e.card != 0) {
    out->append(",\"c\":");
    AppendUint(e.card, out);
  }
  if (e.target != 0) {
    out->append(",\"t\":");
    AppendUint(e.target, out);
  }
  if (e.arg != 0) {
    out->append(",\"a\":");
    AppendInt(e.arg, out);
  }
  if (e.line != 0) {
    out->append(",\"l\":");
    AppendUint(e.line, out);
  }
  if (!e.cards.empty()) AppendList(",\"x\":", e.cards, out);
  if (!e.random.empty()) AppendList(",\"r\":", e.random, out);
  if (!e.violations.empty()) AppendList(",\"v\":", e.violations, out);
  out->append("}\n");
}

Result<std::unique_ptr<JsonLogWriter>> JsonLogWriter::Create(const std::string& path,
                                                             const engine::GameSetup& setup,
                                                             int level) {
  std::unique_ptr<JsonLogWriter> w(new JsonLogWriter());
  w->file_ = std::fopen(path.c_str(), "wb");
  if (w->file_ == nullptr) return Status::IoError(path + ": cannot create");
  w->cctx_ = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(w->cctx_, ZSTD_c_compressionLevel, level);
  w->out_.resize(ZSTD_CStreamOutSize());
  w->text_.reserve(kFlushBytes + 4096);
  w->text_ = HeaderJson(setup);
  return w;
}

JsonLogWriter::~JsonLogWriter() {
  if (file_ != nullptr) std::fclose(file_);
  ZSTD_freeCCtx(cctx_);
}

Status JsonLogWriter::Add(const engine::Event& e) {
  AppendEventJson(e, &text_);
  if (text_.size() >= kFlushBytes) return Compress(/*end=*/false);
  return Status::Ok();
}

Status JsonLogWriter::Compress(bool end) {
  text_bytes_ += text_.size();
  ZSTD_inBuffer in{text_.data(), text_.size(), 0};
  ZSTD_EndDirective mode = end ? ZSTD_e_end : ZSTD_e_continue;
  for (;;) {
    ZSTD_outBuffer out{out_.data(), out_.size(), 0};
    size_t left = ZSTD_compressStream2(cctx_, &out, &in, mode);
    if (ZSTD_isError(left)) return Status::IoError(std::string("zstd: ") + ZSTD_getErrorName(left));
    if (out.pos > 0 && std::fwrite(out_.data(), 1, out.pos, file_) != out.pos) {
      return Status::IoError("write failed");
    }
    file_bytes_ += out.pos;
    if (end ? left == 0 : in.pos == in.size) break;
  }
  text_.clear();
  return Status::Ok();
}

Status JsonLogWriter::Close() {
  Status st = Compress(/*end=*/true);
  if (std::fclose(file_) != 0 && st.ok()) st = Status::IoError("close failed");
  file_ = nullptr;
  return st;
}

Result<std::string> ReadFileBytes(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return Status::NotFound(path + ": cannot open");
  std::string out;
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof(buf), f)) > 0) out.append(buf, n);
  std::fclose(f);
  return out;
}

Result<JsonText> DecompressJson(const std::string& compressed) {
  JsonText text;
  text.bytes.resize(compressed.size() * 8 + simdjson::SIMDJSON_PADDING);
  ZSTD_DCtx* dctx = ZSTD_createDCtx();
  ZSTD_inBuffer in{compressed.data(), compressed.size(), 0};
  Status st;
  while (in.pos < in.size) {
    if (text.bytes.size() - text.length < (1 << 20) + simdjson::SIMDJSON_PADDING) {
      text.bytes.resize(text.bytes.size() * 2);
    }
    ZSTD_outBuffer out{text.bytes.data() + text.length,
                       text.bytes.size() - text.length - simdjson::SIMDJSON_PADDING, 0};
    size_t rc = ZSTD_decompressStream(dctx, &out, &in);
    text.length += out.pos;
    if (ZSTD_isError(rc)) {
      st = Status::Corruption(std::string("zstd: ") + ZSTD_getErrorName(rc));
      break;
    }
  }
  ZSTD_freeDCtx(dctx);
  if (!st.ok()) return st;
  return text;
}

Result<uint64_t> DecompressJsonDiscard(const std::string& compressed) {
  static thread_local std::vector<char> window(kWindowBytes);
  ZSTD_DCtx* dctx = ZSTD_createDCtx();
  ZSTD_inBuffer in{compressed.data(), compressed.size(), 0};
  uint64_t total = 0;
  Status st;
  while (in.pos < in.size) {
    ZSTD_outBuffer out{window.data(), window.size(), 0};
    size_t rc = ZSTD_decompressStream(dctx, &out, &in);
    total += out.pos;
    if (ZSTD_isError(rc)) {
      st = Status::Corruption(std::string("zstd: ") + ZSTD_getErrorName(rc));
      break;
    }
  }
  ZSTD_freeDCtx(dctx);
  if (!st.ok()) return st;
  return total;
}

std::string JsonParserName(JsonParser parser) {
  if (parser == JsonParser::kOndemand) return "ondemand iterate_many (" + OndemandKernel() + ")";
  return "DOM parse_many (" + simdjson::get_active_implementation()->name() + ")";
}

Status ParseJsonLog(const JsonText& text, JsonParser parser, JsonSink* sink) {
  return ParseLines(text.bytes.data(), text.length, parser, sink);
}

Status ReplayJsonLog(const std::string& path, JsonParser parser, JsonSink* sink) {
  auto compressed = ReadFileBytes(path);
  if (!compressed.ok()) return compressed.status();
  // buffer: [carried partial line][new text ...][padding]
  static thread_local std::vector<char> buffer;
  buffer.resize(kWindowBytes + simdjson::SIMDJSON_PADDING);
  size_t filled = 0;
  ZSTD_DCtx* dctx = ZSTD_createDCtx();
  ZSTD_inBuffer in{compressed->data(), compressed->size(), 0};
  Status st;
  for (bool more = true; more && st.ok();) {
    if (buffer.size() - filled < (64 << 10) + simdjson::SIMDJSON_PADDING) {
      buffer.resize(buffer.size() * 2);  // a line longer than the window
    }
    ZSTD_outBuffer out{buffer.data() + filled, buffer.size() - filled - simdjson::SIMDJSON_PADDING,
                       0};
    size_t rc = ZSTD_decompressStream(dctx, &out, &in);
    if (ZSTD_isError(rc)) {
      st = Status::Corruption(std::string("zstd: ") + ZSTD_getErrorName(rc));
      break;
    }
    filled += out.pos;
    more = in.pos < in.size || out.pos == out.size;
    const char* end =
        filled == 0 ? nullptr : static_cast<const char*>(memrchr(buffer.data(), '\n', filled));
    if (end == nullptr) continue;
    size_t complete = static_cast<size_t>(end - buffer.data()) + 1;
    st = ParseLines(buffer.data(), complete, parser, sink);
    std::memmove(buffer.data(), buffer.data() + complete, filled - complete);
    filled -= complete;
  }
  ZSTD_freeDCtx(dctx);
  if (st.ok() && filled != 0) st = Status::Corruption(path + ": last line has no end");
  return st;
}

}  // namespace stardate::bench
