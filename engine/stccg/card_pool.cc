#include "engine/stccg/card_pool.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include "data/shipped_data.h"
#include "engine/csv.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

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

// Reads one data record (its field count already checked): its columns verbatim, then the facts
// derived from them.
Status ReadFacts(const CsvRecord& record, const Columns& c, const std::string& source_name,
                 CardFacts* f) {
  auto field = [&](int index) -> const std::string& {
    static const std::string kEmpty;
    return index < 0 ? kEmpty : record.fields[static_cast<size_t>(index)];
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
  return DeriveCardFacts(field(c.mission_type), field(c.quadrant),
                         LinePrefix(source_name, record.line), f);
}

}  // namespace

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

namespace {

using TitleIndex = std::map<std::string, std::vector<size_t>, std::less<>>;

// The cards `title` names: those of that exact title, else those of its base title; null when
// there are none.
const std::vector<size_t>* Matching(const TitleIndex& by_title, const TitleIndex& by_base_title,
                                    std::string_view title) {
  auto exact = by_title.find(title);
  if (exact != by_title.end()) return &exact->second;
  auto base = by_base_title.find(BaseTitle(title));
  if (base != by_base_title.end()) return &base->second;
  return nullptr;
}

}  // namespace

std::vector<size_t> CardPool::Lookup(std::string_view title) const {
  const std::vector<size_t>* found = Matching(by_title_, by_base_title_, title);
  return found == nullptr ? std::vector<size_t>() : *found;
}

// Without Lookup's copy of the list: every game's state looks up each line of both decks.
const CardFacts* CardPool::Find(std::string_view title) const {
  const std::vector<size_t>* found = Matching(by_title_, by_base_title_, title);
  return found == nullptr || found->empty() ? nullptr : &cards_[found->front()];
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
