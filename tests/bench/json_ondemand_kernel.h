// The JSON baseline's simdjson On-Demand reader, included (deliberately without an include
// guard) by json_baseline.cc and json_ondemand_haswell.cc.
//
// On-Demand is compiled into the caller, and simdjson.h provides it only for the kernel the
// compiler flags allow (simdjson::ondemand): the scalar "fallback" kernel with the default
// x86-64 flags, "haswell" in json_ondemand_haswell.cc (built with -mavx2 ...).
// Expects, in the including namespace: `od` (that kernel's ondemand namespace),
// StartSink(JsonSink*) and Deliver(JsonSink*, engine::Event&&).

inline std::string_view Str(od::value v) { return std::string_view(v); }

inline void ReadHeader(od::object header, engine::GameSetup* setup) {
  engine::stccg::StccgSetup part;  // the 1E module's part of the header
  for (auto field : header) {
    std::string_view key = field.unescaped_key();
    if (key == "game") {
      setup->rules_module = std::string(Str(field.value()));
    } else if (key == "seed") {
      setup->seed = uint64_t(field.value());
    } else if (key == "players") {
      for (auto p : field.value().get_array()) {
        engine::PlayerSetup player;
        std::vector<engine::stccg::DeckLine>& deck = part.decks.emplace_back();
        for (auto pf : p.get_object()) {
          std::string_view pk = pf.unescaped_key();
          if (pk == "name") {
            player.name = std::string(Str(pf.value()));
          } else if (pk == "deck") {
            for (auto d : pf.value().get_array()) {
              engine::stccg::DeckLine line;
              for (auto df : d.get_object()) {
                std::string_view dk = df.unescaped_key();
                if (dk == "t") line.title = std::string(Str(df.value()));
                if (dk == "n") line.count = static_cast<uint16_t>(uint64_t(df.value()));
                if (dk == "s") {
                  line.section = Str(df.value()) == "seed" ? engine::stccg::DeckSection::kSeed
                                                           : engine::stccg::DeckSection::kDraw;
                }
              }
              deck.push_back(std::move(line));
            }
          }
        }
        setup->players.push_back(std::move(player));
      }
    } else if (key == "pool") {
      part.card_pool_csv = std::string(Str(field.value()));
    } else if (key == "locations") {
      part.card_locations_csv = std::string(Str(field.value()));
    } else if (key == "randomness") {
      setup->randomness =
          Str(field.value()) == "seed" ? schema::Randomness::SEED : schema::Randomness::TABLE;
    }
  }
  setup->module_header = engine::stccg::EncodeStccgSetup(part);
}

inline void ReadEvent(od::object object, engine::Event* e) {
  for (auto field : object) {
    od::raw_json_string raw_key = field.key();
    od::value v = field.value();
    switch (raw_key.raw()[0]) {  // one-letter keys
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
        for (uint64_t c : v.get_array()) e->cards.push_back(static_cast<uint16_t>(c));
        break;
      case 'r':
        for (uint64_t r : v.get_array()) e->random.push_back(static_cast<uint32_t>(r));
        break;
      case 'v':
        for (auto s : v.get_array()) e->violations.emplace_back(std::string_view(s));
        break;
      default:
        break;
    }
  }
}

// Complete lines: the header line first (unless sink->header_done), then one event per line.
// Throws simdjson_error on malformed input.
inline Status ParseOndemand(const char* data, size_t length, size_t batch, JsonSink* sink) {
  static thread_local od::parser parser;
  od::document_stream docs = parser.iterate_many(data, length, batch);
  for (auto doc : docs) {
    od::object object = doc.get_object();
    if (!sink->header_done) {
      ReadHeader(object, &sink->setup);
      STARDATE_RETURN_IF_ERROR(StartSink(sink));
      continue;
    }
    engine::Event e;
    ReadEvent(object, &e);
    Deliver(sink, std::move(e));
  }
  return Status::Ok();
}
