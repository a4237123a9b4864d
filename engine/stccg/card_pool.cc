#include "engine/stccg/card_pool.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include "data/shipped_data.h"
#include "engine/csv.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

// ---- Text helpers (engine/text.h: ASCII only, the CSV's markup is ASCII) --------------------

// True if `word` (lower case) occurs in `text` not preceded or followed by a letter.
bool ContainsWordIgnoreCase(std::string_view text, std::string_view word) {
  const std::string lower = AsciiLower(text);
  for (size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
    const bool starts = at == 0 || !IsAsciiLetter(lower[at - 1]);
    const size_t end = at + word.size();
    const bool ends = end == lower.size() || !IsAsciiLetter(lower[end]);
    if (starts && ends) return true;
  }
  return false;
}

// The "[...]" tokens of `text`, without brackets.
std::vector<std::string_view> BracketTokens(std::string_view text) {
  std::vector<std::string_view> tokens;
  size_t open = text.find('[');
  while (open != std::string_view::npos) {
    const size_t close = text.find(']', open + 1);
    if (close == std::string_view::npos) break;
    tokens.push_back(text.substr(open + 1, close - open - 1));
    open = text.find('[', close + 1);
  }
  return tokens;
}

// Title without variant marks: a trailing " *VP", then trailing '*' and spaces.
std::string_view BaseTitle(std::string_view title) {
  title = Trim(title);
  constexpr std::string_view kVirtualPromo = "*VP";
  if (title.size() >= kVirtualPromo.size() &&
      title.substr(title.size() - kVirtualPromo.size()) == kVirtualPromo) {
    title.remove_suffix(kVirtualPromo.size());
  }
  while (!title.empty() && (title.back() == '*' || title.back() == ' ')) title.remove_suffix(1);
  return title;
}

// ---- Vocabulary tables ----------------------------------------------------------------------

struct AffiliationName {
  uint32_t bit;
  std::string_view word;
  std::string_view icon;
};

constexpr std::array<AffiliationName, 16> kAffiliationNames = {{
    {Affiliation::kFederation, "Federation", "FED"},
    {Affiliation::kKlingon, "Klingon", "KLI"},
    {Affiliation::kRomulan, "Romulan", "ROM"},
    {Affiliation::kCardassian, "Cardassian", "CAR"},
    {Affiliation::kBajoran, "Bajoran", "BAJ"},
    {Affiliation::kDominion, "Dominion", "DOM"},
    {Affiliation::kFerengi, "Ferengi", "FER"},
    {Affiliation::kBorg, "Borg", "BOR"},
    {Affiliation::kNonAligned, "Non-Aligned", "NON"},
    {Affiliation::kNeutral, "Neutral", "NEU"},
    {Affiliation::kKazon, "Kazon", "KAZ"},
    {Affiliation::kVidiian, "Vidiian", "VID"},
    {Affiliation::kHirogen, "Hirogen", "HIR"},
    {Affiliation::kStarfleet, "Starfleet", "STA"},
    {Affiliation::kVulcan, "Vulcan", "VUL"},
    {Affiliation::kXindi, "Xindi", "XIN"},
}};

struct TypeName {
  CardType type;
  std::string_view name;
};

constexpr std::array<TypeName, 18> kTypeNames = {{
    {CardType::kMission, "Mission"},
    {CardType::kDilemma, "Dilemma"},
    {CardType::kFacility, "Facility"},
    {CardType::kSite, "Site"},
    {CardType::kPersonnel, "Personnel"},
    {CardType::kShip, "Ship"},
    {CardType::kEquipment, "Equipment"},
    {CardType::kEvent, "Event"},
    {CardType::kInterrupt, "Interrupt"},
    {CardType::kDoorway, "Doorway"},
    {CardType::kArtifact, "Artifact"},
    {CardType::kObjective, "Objective"},
    {CardType::kIncident, "Incident"},
    {CardType::kTactic, "Tactic"},
    {CardType::kTimeLocation, "Time Location"},
    {CardType::kTribble, "Tribble"},
    {CardType::kQArtifact, "Q Artifact"},
    {CardType::kOther, "Other"},
}};

constexpr std::array<std::string_view, 4> kQuadrantNames = {"Alpha", "Gamma", "Delta", "Mirror"};

CardType ParseCardType(std::string_view text) {
  text = Trim(text);
  for (const TypeName& t : kTypeNames) {
    if (t.type != CardType::kOther && text == t.name) return t.type;
  }
  return CardType::kOther;
}

bool ParseQuadrant(std::string_view text, Quadrant* quadrant) {
  text = Trim(text);
  for (size_t i = 0; i < kQuadrantNames.size(); ++i) {
    if (EqualsIgnoreAsciiCase(text, kQuadrantNames[i])) {
      *quadrant = static_cast<Quadrant>(i);
      return true;
    }
  }
  return false;
}

// Native quadrant from the Icons column; see CardFacts::quadrant.
Quadrant QuadrantFromIcons(std::string_view icons) {
  for (std::string_view token : BracketTokens(icons)) {
    if (EqualsIgnoreAsciiCase(token, "GQ")) return Quadrant::kGamma;
    if (EqualsIgnoreAsciiCase(token, "DQ")) return Quadrant::kDelta;
    if (EqualsIgnoreAsciiCase(token, "MU") || EqualsIgnoreAsciiCase(token, "MQ"))
      return Quadrant::kMirror;
  }
  return Quadrant::kAlpha;
}

// Reads a numeric column per the grammar in card_pool.h. Returns false if `text` is not a
// number in that grammar.
bool ParseNumber(std::string_view text, int* value) {
  text = Trim(text);
  if (text.empty() || text == "*" || text == "?" || text == "X" || text == "x" || text == "Q" ||
      text == "NO") {
    *value = 0;
    return true;
  }
  if (text.back() == '*') text.remove_suffix(1);
  size_t i = 0;
  int sign = 1;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    sign = text[i] == '-' ? -1 : 1;
    ++i;
  }
  int total = 0;
  while (true) {
    constexpr size_t kMaxDigits = 6;  // keeps the sum far from int overflow
    int term = 0;
    size_t digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      if (++digits > kMaxDigits) return false;
      term = term * 10 + (text[i] - '0');
      ++i;
    }
    if (i < text.size() && (text[i] == 'X' || text[i] == 'x')) {
      term = 0;  // X is variable and counts as 0, and so does any multiple of it
      ++i;
    } else if (digits == 0) {
      return false;
    }
    total += sign * term;
    if (i == text.size()) break;
    if (text[i] != '+' && text[i] != '-') return false;
    sign = text[i] == '-' ? -1 : 1;
    ++i;
  }
  *value = total;
  return true;
}

}  // namespace

bool HasKeyword(std::string_view keywords, std::string_view keyword) {
  while (!keywords.empty()) {
    const size_t semi = keywords.find(';');
    std::string_view item = Trim(keywords.substr(0, semi));
    if (EqualsIgnoreAsciiCase(item, keyword)) return true;
    if (semi == std::string_view::npos) break;
    keywords.remove_prefix(semi + 1);
  }
  return false;
}

namespace {

// ---- Columns --------------------------------------------------------------------------------

// Column indices of a header; -1 for an absent optional column.
struct Columns {
  int name = -1, set = -1, release = -1, info = -1, property = -1, uniqueness = -1, type = -1,
      mission_type = -1, affil = -1, class_text = -1, int_rng = -1, cun_wpn = -1, str_shd = -1,
      points = -1, region = -1, quadrant = -1, span = -1, icons = -1, staff = -1, keywords = -1,
      lore = -1, text = -1;
  int requires_text = -1, persona = -1, command = -1, reports = -1, names = -1, image_file = -1;
  size_t count = 0;  // fields per record
};

struct ColumnSpec {
  std::string_view name;
  int Columns::*index;
  bool required;
};

constexpr std::array<ColumnSpec, 28> kColumnSpecs = {{
    {"Name", &Columns::name, true},
    {"Set", &Columns::set, true},
    {"Release", &Columns::release, true},
    {"Info", &Columns::info, true},
    {"Property", &Columns::property, true},
    {"Uniqueness", &Columns::uniqueness, true},
    {"Type", &Columns::type, true},
    {"Mission/ Dilemma Type", &Columns::mission_type, true},
    {"Affil", &Columns::affil, true},
    {"Class", &Columns::class_text, true},
    {"Int/Rng", &Columns::int_rng, true},
    {"Cun/Wpn", &Columns::cun_wpn, true},
    {"Str/Shd", &Columns::str_shd, true},
    {"Points", &Columns::points, true},
    {"Region", &Columns::region, true},
    {"Quadrant", &Columns::quadrant, true},
    {"Span", &Columns::span, true},
    {"Icons", &Columns::icons, true},
    {"Staff", &Columns::staff, true},
    {"Characteristics/ Keywords", &Columns::keywords, true},
    {"Lore", &Columns::lore, true},
    {"Text", &Columns::text, true},
    {"Requires", &Columns::requires_text, false},
    {"Persona", &Columns::persona, false},
    {"Command", &Columns::command, false},
    {"Reports", &Columns::reports, false},
    {"Names", &Columns::names, false},
    {"ImageFile", &Columns::image_file, false},
}};

std::string LinePrefix(const std::string& source_name, int line) {
  return source_name + ": line " + std::to_string(line) + ": ";
}

// Finds the columns of `header` by name (surrounding spaces ignored).
Status ReadHeader(const CsvRecord& header, const std::string& source_name, Columns* columns) {
  std::map<std::string, int, std::less<>> by_name;
  for (size_t i = 0; i < header.fields.size(); ++i) {
    std::string name(Trim(header.fields[i]));
    if (name.empty()) continue;
    if (!by_name.emplace(name, static_cast<int>(i)).second) {
      return Status::InvalidArgument(LinePrefix(source_name, header.line) + "duplicate column '" +
                                     name + "'");
    }
  }
  for (const ColumnSpec& spec : kColumnSpecs) {
    auto it = by_name.find(spec.name);
    if (it != by_name.end()) {
      columns->*spec.index = it->second;
    } else if (spec.required) {
      return Status::InvalidArgument(LinePrefix(source_name, header.line) + "missing column '" +
                                     std::string(spec.name) + "'");
    } else {
      columns->*spec.index = -1;
    }
  }
  columns->count = header.fields.size();
  return Status::Ok();
}

// Builds the facts of one data record (its field count already checked).
// The countdown icon: a number in brackets among the icons ("[3]"); 0 when there is none.
int CountdownIcon(std::string_view icons) {
  for (size_t open = icons.find('['); open != std::string_view::npos;
       open = icons.find('[', open + 1)) {
    const size_t close = icons.find(']', open);
    if (close == std::string_view::npos || close == open + 1 || close - open > 3) continue;
    int n = 0;
    bool digits = true;
    for (size_t i = open + 1; i < close; ++i) {
      digits &= icons[i] >= '0' && icons[i] <= '9';
      if (digits) n = n * 10 + (icons[i] - '0');
    }
    if (digits) return n;
  }
  return 0;
}

Status ReadFacts(const CsvRecord& record, const Columns& c, const std::string& source_name,
                 CardFacts* f) {
  auto field = [&](int index) -> const std::string& {
    static const std::string kEmpty;
    return index < 0 ? kEmpty : record.fields[static_cast<size_t>(index)];
  };
  auto number = [&](int index, std::string_view column, int* value) -> Status {
    if (ParseNumber(field(index), value)) return Status::Ok();
    return Status::InvalidArgument(LinePrefix(source_name, record.line) + "column '" +
                                   std::string(column) + "': cannot read '" + field(index) +
                                   "' as a number");
  };

  f->title = field(c.name);
  if (Trim(f->title).empty()) {
    return Status::InvalidArgument(LinePrefix(source_name, record.line) + "empty 'Name'");
  }
  f->set = field(c.set);
  f->release = field(c.release);
  f->info = field(c.info);
  f->property = field(c.property);
  f->uniqueness = field(c.uniqueness);
  f->type_text = field(c.type);
  f->class_text = field(c.class_text);
  f->affil_text = field(c.affil);
  f->icons = field(c.icons);
  f->staffing = field(c.staff);
  f->keywords = field(c.keywords);
  f->requires_text = field(c.requires_text);
  f->persona = field(c.persona);
  f->command = field(c.command);
  f->reports = field(c.reports);
  f->names = field(c.names);
  f->image_file = field(c.image_file);
  f->text = field(c.text);
  f->lore = field(c.lore);
  f->region = field(c.region);
  f->int_rng_text = field(c.int_rng);
  f->cun_wpn_text = field(c.cun_wpn);
  f->str_shd_text = field(c.str_shd);
  f->points_text = field(c.points);
  f->span_text = field(c.span);
  f->csv_row = record.raw;
  f->source_line = record.line;

  f->type = ParseCardType(f->type_text);
  f->universal = EqualsIgnoreAsciiCase(Trim(f->uniqueness), "univ");
  f->not_duplicatable = Contains(AsciiLower(f->text), "not duplicatable");
  f->homeworld = HasKeyword(f->keywords, "Homeworld");
  f->white_icon = f->type == CardType::kPersonnel && Contains(f->icons, "[KW]");
  f->ketracel_white = f->type == CardType::kEquipment && Contains(f->title, "Ketracel-White");
  f->countdown = CountdownIcon(f->icons);
  f->resets_white_countdowns = Contains(f->text, "Resets countdowns of {Ketracel-White}");
  f->white_stays_on_planet = Contains(f->text, "{Ketracel-White} on planet does not count down");
  const std::string_view mission_type = field(c.mission_type);
  f->planet_mission = Contains(mission_type, "P");
  f->space_mission = Contains(mission_type, "S");

  const std::string_view quadrant_text = Trim(field(c.quadrant));
  if (!quadrant_text.empty()) {
    if (!ParseQuadrant(quadrant_text, &f->quadrant)) {
      return Status::InvalidArgument(LinePrefix(source_name, record.line) +
                                     "column 'Quadrant': unknown quadrant '" +
                                     std::string(quadrant_text) + "'");
    }
  } else if (f->type != CardType::kMission) {
    f->quadrant = QuadrantFromIcons(f->icons);
  }

  switch (f->type) {
    case CardType::kMission: {
      f->mission_requirements = f->text;
      const std::string_view affil = Trim(f->affil_text);
      if (affil.substr(0, 3) == "Any") {
        // Prose; icons in it may be exclusions ("except [Bor]"), so none are read.
        f->any_affiliation_may_attempt = Contains(affil, "may attempt");
      } else {
        f->affiliations = ParseAffiliations(affil);
      }
      STARDATE_RETURN_IF_ERROR(number(c.span, "Span", &f->span));
      STARDATE_RETURN_IF_ERROR(number(c.points, "Points", &f->points));
      break;
    }
    case CardType::kPersonnel:
      f->affiliations = ParseAffiliations(f->affil_text);
      STARDATE_RETURN_IF_ERROR(number(c.int_rng, "Int/Rng", &f->integrity));
      STARDATE_RETURN_IF_ERROR(number(c.cun_wpn, "Cun/Wpn", &f->cunning));
      STARDATE_RETURN_IF_ERROR(number(c.str_shd, "Str/Shd", &f->strength));
      break;
    case CardType::kShip:
    case CardType::kFacility:
      f->affiliations = ParseAffiliations(f->affil_text);
      STARDATE_RETURN_IF_ERROR(number(c.int_rng, "Int/Rng", &f->range));
      STARDATE_RETURN_IF_ERROR(number(c.cun_wpn, "Cun/Wpn", &f->weapons));
      STARDATE_RETURN_IF_ERROR(number(c.str_shd, "Str/Shd", &f->shields));
      break;
    case CardType::kEquipment:
      f->native_everywhere = true;
      break;
    default:
      break;
  }

  if (f->type == CardType::kFacility) {
    const std::string_view kind = Trim(f->class_text);
    if (EqualsIgnoreAsciiCase(kind, "Outpost")) f->facility_kind = FacilityKind::kOutpost;
    if (EqualsIgnoreAsciiCase(kind, "Headquarters")) f->facility_kind = FacilityKind::kHeadquarters;
    if (EqualsIgnoreAsciiCase(kind, "Station")) f->facility_kind = FacilityKind::kStation;
    f->seed_one = Contains(f->text, "Seed one");
    f->seedable = Contains(f->text, "Seed ") || Contains(f->text, "Seeds");
    const std::string lower = AsciiLower(f->text);
    f->buildable = ContainsWordIgnoreCase(f->text, "build") || Contains(lower, "plays at") ||
                   Contains(lower, "plays on");
  }
  return Status::Ok();
}

}  // namespace

// ---- Vocabulary -----------------------------------------------------------------------------

uint32_t ParseAffiliations(std::string_view text) {
  uint32_t bits = 0;
  if (Contains(text, "[")) {
    for (std::string_view token : BracketTokens(text)) {
      token = Trim(token);
      if (EqualsIgnoreAsciiCase(token, "NA")) bits |= Affiliation::kNonAligned;
      for (const AffiliationName& a : kAffiliationNames) {
        if (EqualsIgnoreAsciiCase(token, a.icon)) bits |= a.bit;
      }
    }
    return bits;
  }
  while (!text.empty()) {
    const size_t slash = text.find('/');
    const std::string_view word = Trim(text.substr(0, slash));
    for (const AffiliationName& a : kAffiliationNames) {
      if (EqualsIgnoreAsciiCase(word, a.word)) bits |= a.bit;
    }
    if (slash == std::string_view::npos) break;
    text.remove_prefix(slash + 1);
  }
  return bits;
}

std::string AffiliationNames(uint32_t affiliations) {
  std::string out;
  for (const AffiliationName& a : kAffiliationNames) {
    if ((affiliations & a.bit) == 0) continue;
    if (!out.empty()) out += '/';
    out += a.word;
  }
  return out;
}

std::string_view CardTypeName(CardType type) {
  for (const TypeName& t : kTypeNames) {
    if (t.type == type) return t.name;
  }
  return "Other";
}

std::string_view QuadrantName(Quadrant quadrant) {
  return kQuadrantNames[static_cast<size_t>(quadrant)];
}

// ---- CardPool -------------------------------------------------------------------------------

Result<CardPool> CardPool::LoadFile(const std::string& path) { return LoadFiles({path}); }

Result<CardPool> CardPool::LoadFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> texts;
  for (const std::string& path : paths) {
    auto text = ReadCsvFile(path);
    if (!text.ok()) return text.status();
    texts.push_back(std::move(*text));
  }
  std::vector<CardListText> lists;
  for (size_t i = 0; i < paths.size(); ++i) lists.push_back({texts[i], paths[i]});
  return ParseLists(lists);
}

Result<CardPool> CardPool::Parse(std::string_view csv_text, const std::string& source_name) {
  return ParseLists({{csv_text, source_name}});
}

Result<CardPool> CardPool::ParseLists(const std::vector<CardListText>& lists) {
  if (lists.empty()) return Status::InvalidArgument("no card list to read");
  CardPool pool;
  for (const CardListText& list : lists) {
    STARDATE_RETURN_IF_ERROR(pool.AddList(list.text, list.name));
    if (!pool.source_name_.empty()) pool.source_name_ += ", ";
    pool.source_name_ += list.name;
  }
  return pool;
}

const Result<CardPool>& CardPool::Shipped() {
  static const Result<CardPool> shipped = []() -> Result<CardPool> {
    std::vector<CardListText> lists;
    for (const data::ShippedFile& file : data::Stccg1eCardLists()) {
      lists.push_back({file.text, std::string(file.path)});
    }
    Result<CardPool> pool = ParseLists(lists);
    if (!pool.ok()) return pool.status();
    const data::ShippedFile locations = data::Stccg1eLocations();
    STARDATE_RETURN_IF_ERROR(
        pool->ApplyLocations(locations.text, std::string(locations.path), UnknownMissions::kError));
    return pool;
  }();
  return shipped;
}

Status CardPool::AddList(std::string_view csv_text, const std::string& source_name) {
  CsvReader reader(csv_text, source_name);
  CsvRecord record;
  Result<bool> more = reader.Next(&record);
  if (!more.ok()) return more.status();
  if (!*more) {
    return Status::InvalidArgument(LinePrefix(source_name, 1) + "no header row");
  }
  Columns columns;
  STARDATE_RETURN_IF_ERROR(ReadHeader(record, source_name, &columns));

  // Built aside, so that a list with an error leaves the pool as it was.
  CardPool added = *this;
  const int source_index = static_cast<int>(added.sources_.size());
  added.sources_.push_back({source_name, record.raw});
  while (true) {
    more = reader.Next(&record);
    if (!more.ok()) return more.status();
    if (!*more) break;
    if (record.fields.size() == 1 && record.raw.empty()) continue;  // blank line
    if (record.fields.size() != columns.count) {
      return Status::InvalidArgument(LinePrefix(source_name, record.line) + "expected " +
                                     std::to_string(columns.count) + " fields, found " +
                                     std::to_string(record.fields.size()));
    }
    CardFacts facts;
    STARDATE_RETURN_IF_ERROR(ReadFacts(record, columns, source_name, &facts));
    facts.source_index = source_index;
    ++added.row_count_;

    std::vector<size_t>& same_title = added.by_title_[facts.title];
    bool reprint = false;
    for (size_t index : same_title) reprint = reprint || added.cards_[index].text == facts.text;
    if (reprint) continue;
    const size_t index = added.cards_.size();
    same_title.push_back(index);
    added.by_base_title_[std::string(BaseTitle(facts.title))].push_back(index);
    added.cards_.push_back(std::move(facts));
  }
  *this = std::move(added);
  return Status::Ok();
}

std::vector<size_t> CardPool::Lookup(std::string_view title) const {
  auto exact = by_title_.find(title);
  if (exact != by_title_.end()) return exact->second;
  auto base = by_base_title_.find(BaseTitle(title));
  if (base != by_base_title_.end()) return base->second;
  return {};
}

const CardFacts* CardPool::Find(std::string_view title) const {
  std::vector<size_t> found = Lookup(title);
  return found.empty() ? nullptr : &cards_[found.front()];
}

std::vector<const CardFacts*> CardPool::FindAll(std::string_view title) const {
  std::vector<const CardFacts*> out;
  for (size_t index : Lookup(title)) out.push_back(&cards_[index]);
  return out;
}

std::string CardPool::SubsetCsv(const std::vector<std::string>& titles) const {
  std::vector<size_t> rows;
  std::set<size_t> emitted;
  for (const std::string& title : titles) {
    for (size_t index : Lookup(title)) {
      if (emitted.insert(index).second) rows.push_back(index);
    }
  }
  // The header rows of the lists the rows come from, in the lists' order.
  std::vector<bool> used(sources_.size(), false);
  for (size_t index : rows) used[static_cast<size_t>(cards_[index].source_index)] = true;
  std::vector<const std::string*> headers;
  for (size_t i = 0; i < sources_.size(); ++i) {
    if (!used[i]) continue;
    bool seen = false;
    for (const std::string* h : headers) seen = seen || *h == sources_[i].header_row;
    if (!seen) headers.push_back(&sources_[i].header_row);
  }
  if (headers.size() <= 1) {
    std::string out = (headers.empty() ? header_row() : *headers.front()) + "\n";
    for (size_t index : rows) out += cards_[index].csv_row + "\n";
    return out;
  }
  // Lists with different header rows: every column once, each row written under the union.
  std::vector<std::vector<std::string>> names(headers.size());
  std::vector<std::string> columns;
  for (size_t h = 0; h < headers.size(); ++h) {
    Result<std::vector<CsvRecord>> header = ParseCsv(*headers[h], "header");
    if (header.ok() && !header->empty()) names[h] = header->front().fields;
    for (const std::string& name : names[h]) {
      if (std::find(columns.begin(), columns.end(), name) == columns.end()) {
        columns.push_back(name);
      }
    }
  }
  auto line = [](const std::vector<std::string>& fields) {
    std::string out;
    for (size_t i = 0; i < fields.size(); ++i) {
      if (i > 0) out += ',';
      out += CsvQuote(fields[i]);
    }
    return out + "\n";
  };
  std::string out = line(columns);
  for (size_t index : rows) {
    const CardFacts& card = cards_[index];
    size_t h = 0;
    while (*headers[h] != source_of(card).header_row) ++h;
    Result<std::vector<CsvRecord>> row = ParseCsv(card.csv_row, "row");
    std::vector<std::string> fields(columns.size());
    if (row.ok() && row->size() == 1) {
      const std::vector<std::string>& values = row->front().fields;
      for (size_t i = 0; i < names[h].size() && i < values.size(); ++i) {
        const size_t column = static_cast<size_t>(
            std::find(columns.begin(), columns.end(), names[h][i]) - columns.begin());
        if (fields[column].empty()) fields[column] = values[i];
      }
    }
    out += line(fields);
  }
  return out;
}

Status CardPool::ApplyLocations(std::string_view csv_text, const std::string& source_name,
                                UnknownMissions unknown) {
  Result<std::vector<CsvRecord>> records = ParseCsv(csv_text, source_name);
  if (!records.ok()) return records.status();
  if (records->empty()) {
    return Status::InvalidArgument(LinePrefix(source_name, 1) + "no header row");
  }
  const CsvRecord& header = records->front();
  int name_column = -1, location_column = -1;
  for (size_t i = 0; i < header.fields.size(); ++i) {
    if (Trim(header.fields[i]) == "Name") name_column = static_cast<int>(i);
    if (Trim(header.fields[i]) == "location") location_column = static_cast<int>(i);
  }
  if (name_column < 0 || location_column < 0) {
    return Status::InvalidArgument(LinePrefix(source_name, header.line) + "missing column '" +
                                   (name_column < 0 ? "Name" : "location") + "'");
  }
  std::vector<std::pair<size_t, std::string>> updates;
  for (size_t r = 1; r < records->size(); ++r) {
    const CsvRecord& record = (*records)[r];
    if (record.fields.size() == 1 && record.raw.empty()) continue;
    if (record.fields.size() != header.fields.size()) {
      return Status::InvalidArgument(LinePrefix(source_name, record.line) + "expected " +
                                     std::to_string(header.fields.size()) + " fields, found " +
                                     std::to_string(record.fields.size()));
    }
    const std::string& name = record.fields[static_cast<size_t>(name_column)];
    bool found = false;
    for (size_t index : Lookup(name)) {
      if (cards_[index].type != CardType::kMission) continue;
      updates.emplace_back(index, record.fields[static_cast<size_t>(location_column)]);
      found = true;
    }
    if (!found && unknown == UnknownMissions::kError) {
      return Status::InvalidArgument(LinePrefix(source_name, record.line) + "no mission titled '" +
                                     name + "' in " + source_name_);
    }
  }
  for (auto& [index, location] : updates) cards_[index].location = std::move(location);
  return Status::Ok();
}

Result<std::string> ShippedLocationsCsv(const std::vector<std::string>& titles) {
  const data::ShippedFile file = data::Stccg1eLocations();
  Result<std::vector<CsvRecord>> rows = ParseCsv(file.text, std::string(file.path));
  if (!rows.ok()) return rows.status();
  std::string csv = "Name,location\n";
  for (size_t i = 1; i < rows->size(); ++i) {
    const std::vector<std::string>& fields = (*rows)[i].fields;
    if (fields.size() < 2) continue;
    if (std::find(titles.begin(), titles.end(), fields[0]) == titles.end()) continue;
    csv += CsvQuote(fields[0]) + "," + CsvQuote(fields[1]) + "\n";
  }
  return csv;
}

}  // namespace stardate::engine::stccg
