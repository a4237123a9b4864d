// stardate cards show TITLE [--pool FILE...] [--json]
// stardate cards check [FILE...] [--json]
//
// Inspect a card list in the trekcc CSV layout (Physical.csv, Virtual.csv or a subset of
// them): every column, the facts the engine reads and the rules derived from the game text
// of facilities and sites (engine/stccg/card_text.h). Without files, both read the card lists
// built into the program (data/stccg1e/Physical.csv and Virtual.csv).
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "cli/commands.h"
#include "data/shipped_data.h"
#include "engine/csv.h"
#include "engine/json_writer.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/card_text.h"

namespace stardate::cli {

namespace {

using engine::stccg::CardFacts;
using engine::stccg::CardPool;
using engine::stccg::CardType;

// ---- A small tree rendered either as JSON or as indented text -------------------------------

struct Node;
using Members = std::vector<std::pair<std::string, Node>>;

struct Node {
  std::variant<std::string, bool, int64_t, std::vector<Node>, Members> value;
  bool always_shown = false;  // text: print even when empty

  Node() : value(Members{}) {}
  Node(std::string s) : value(std::move(s)) {}              // NOLINT: implicit by design
  Node(std::string_view s) : value(std::string(s)) {}       // NOLINT
  Node(const char* s) : value(std::string(s)) {}            // NOLINT
  Node(bool b) : value(b) {}                                // NOLINT
  Node(int i) : value(static_cast<int64_t>(i)) {}           // NOLINT
  Node(std::vector<Node> list) : value(std::move(list)) {}  // NOLINT
  static Node List(const std::vector<std::string>& items) {
    std::vector<Node> list;
    for (const std::string& s : items) list.emplace_back(s);
    return Node(std::move(list));
  }

  Node& Add(std::string key, Node child) {
    std::get<Members>(value).emplace_back(std::move(key), std::move(child));
    return *this;
  }
  bool Empty() const {
    if (always_shown) return false;
    if (const auto* s = std::get_if<std::string>(&value)) return s->empty();
    if (const auto* l = std::get_if<std::vector<Node>>(&value)) return l->empty();
    if (const auto* m = std::get_if<Members>(&value)) return m->empty();
    return false;
  }
};

void WriteJson(const Node& node, engine::JsonWriter* j) {
  if (const auto* s = std::get_if<std::string>(&node.value)) {
    j->String(*s);
  } else if (const auto* b = std::get_if<bool>(&node.value)) {
    j->Bool(*b);
  } else if (const auto* i = std::get_if<int64_t>(&node.value)) {
    j->Int(*i);
  } else if (const auto* l = std::get_if<std::vector<Node>>(&node.value)) {
    j->BeginArray();
    for (const Node& item : *l) WriteJson(item, j);
    j->EndArray();
  } else {
    j->BeginObject();
    for (const auto& [key, child] : std::get<Members>(node.value)) {
      j->Key(key);
      WriteJson(child, j);
    }
    j->EndObject();
  }
}

std::string Scalar(const Node& node) {
  if (const auto* s = std::get_if<std::string>(&node.value)) return *s;
  if (const auto* b = std::get_if<bool>(&node.value)) return *b ? "yes" : "no";
  return std::to_string(std::get<int64_t>(node.value));
}

bool IsScalar(const Node& node) {
  return !std::holds_alternative<std::vector<Node>>(node.value) &&
         !std::holds_alternative<Members>(node.value);
}

// Text: "key: value", nested members indented by two spaces, list items as "- ". Members
// whose value is an empty string or empty list are left out unless always_shown (an empty
// list then reads "key: (none)").
void WriteText(const Members& members, int indent, std::string* out);

void WriteTextList(const std::vector<Node>& items, int indent, std::string* out) {
  for (const Node& item : items) {
    out->append(static_cast<size_t>(indent), ' ');
    if (IsScalar(item)) {
      *out += "- " + Scalar(item) + "\n";
    } else if (const auto* m = std::get_if<Members>(&item.value)) {
      // The first member shares the dash's line.
      std::string body;
      WriteText(*m, indent + 2, &body);
      *out += "- " + body.substr(std::min(body.size(), static_cast<size_t>(indent + 2)));
    } else {
      *out += "-\n";
      WriteTextList(std::get<std::vector<Node>>(item.value), indent + 2, out);
    }
  }
}

void WriteText(const Members& members, int indent, std::string* out) {
  for (const auto& [key, child] : members) {
    if (child.Empty()) continue;
    out->append(static_cast<size_t>(indent), ' ');
    if (IsScalar(child)) {
      *out += key + ": " + Scalar(child) + "\n";
    } else if (child.always_shown && std::get_if<std::vector<Node>>(&child.value) != nullptr &&
               std::get<std::vector<Node>>(child.value).empty()) {
      *out += key + ": (none)\n";
    } else if (const auto* m = std::get_if<Members>(&child.value)) {
      *out += key + ":\n";
      WriteText(*m, indent + 2, out);
    } else {
      *out += key + ":\n";
      WriteTextList(std::get<std::vector<Node>>(child.value), indent + 2, out);
    }
  }
}

// ---- Card descriptions ----------------------------------------------------------------------

std::string Quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string AffiliationList(uint32_t bits) { return engine::stccg::AffiliationNames(bits); }

// Every column of the card's source row, by header name, in column order.
Node Columns(const CardPool& pool, const CardFacts& card) {
  Node node;
  const CardPool::Source& source = pool.source_of(card);
  auto header = engine::ParseCsv(source.header_row, source.name);
  auto row = engine::ParseCsv(card.csv_row, source.name);
  if (!header.ok() || !row.ok() || header->empty() || row->empty()) return node;
  const std::vector<std::string>& names = header->front().fields;
  const std::vector<std::string>& values = row->front().fields;
  for (size_t i = 0; i < names.size() && i < values.size(); ++i) {
    Node value(values[i]);
    value.always_shown = true;
    node.Add(names[i], std::move(value));
  }
  return node;
}

Node Facts(const CardFacts& c) {
  Node n;
  n.Add("type", engine::stccg::CardTypeName(c.type));
  n.Add("affiliations", AffiliationList(c.affiliations));
  n.Add("quadrant", engine::stccg::QuadrantName(c.quadrant));
  n.Add("native_everywhere", c.native_everywhere);
  n.Add("universal", c.universal);
  n.Add("not_duplicatable", c.not_duplicatable);
  if (c.type == CardType::kMission) {
    n.Add("any_affiliation_may_attempt", c.any_affiliation_may_attempt);
    n.Add("planet_mission", c.planet_mission);
    n.Add("space_mission", c.space_mission);
    n.Add("homeworld", c.homeworld);
    n.Add("span", c.span);
    n.Add("points", c.points);
    n.Add("location", c.location);
  }
  if (c.type == CardType::kShip || c.type == CardType::kFacility) {
    n.Add("range", c.range);
    n.Add("weapons", c.weapons);
    n.Add("shields", c.shields);
  }
  if (c.type == CardType::kPersonnel) {
    n.Add("integrity", c.integrity);
    n.Add("cunning", c.cunning);
    n.Add("strength", c.strength);
  }
  if (c.type == CardType::kFacility) {
    static constexpr std::array<std::string_view, 4> kKinds = {"none", "outpost", "headquarters",
                                                               "station"};
    n.Add("facility_kind", kKinds[static_cast<size_t>(c.facility_kind)]);
    n.Add("seed_one", c.seed_one);
    n.Add("seedable", c.seedable);
    n.Add("buildable", c.buildable);
  }
  n.Add("source_line", c.source_line);
  return n;
}

std::string_view FacilityKindName(engine::stccg::FacilityKind kind) {
  switch (kind) {
    case engine::stccg::FacilityKind::kOutpost:
      return "outpost";
    case engine::stccg::FacilityKind::kHeadquarters:
      return "headquarters";
    case engine::stccg::FacilityKind::kStation:
      return "station";
    case engine::stccg::FacilityKind::kNone:
      break;
  }
  return "none";
}

Node PlacementNode(const engine::stccg::Placement& p) {
  Node n;
  n.Add("kind", engine::stccg::PlacementKindName(p.kind));
  n.Add("seed", p.seed);
  n.Add("build", p.build);
  n.Add("location", p.location);
  n.Add("region", p.region);
  if (!p.region.empty()) n.Add("or_adjacent_to_region", p.or_adjacent_to_region);
  n.Add("except_region", p.except_region);
  n.Add("mission_icons", AffiliationList(p.mission_icons));
  n.Add("no_affiliation_icons", p.no_affiliation_icons);
  n.Add("universal_mission", p.universal_mission);
  n.Add("space", p.space);
  n.Add("planet", p.planet);
  n.Add("non_homeworld", p.non_homeworld);
  n.Add("quadrant", p.quadrant ? engine::stccg::QuadrantName(*p.quadrant) : "");
  n.Add("completed_by_owner", p.completed_by_owner);
  n.Add("mission_keyword", p.mission_keyword);
  n.Add("condition", p.condition);
  n.Add("text", p.text);
  return n;
}

Node ReportClauseNode(const engine::stccg::ReportClause& c) {
  Node n;
  n.Add("text", c.text);
  std::vector<Node> items;
  for (const engine::stccg::ReportItem& i : c.items) {
    Node item;
    item.Add("kind", engine::stccg::ReportItemKindName(i.kind));
    item.Add("classification", i.classification);
    item.Add("related_to", i.related_to);
    item.Add("named", i.named);
    item.Add("qualifier", i.qualifier);
    item.Add("compatibility", engine::stccg::CompatibilityName(i.compatibility));
    items.push_back(std::move(item));
  }
  n.Add("items", Node(std::move(items)));
  n.Add("yours_only", c.yours_only);
  n.Add("only", c.only);
  n.Add("denied", c.denied);
  n.Add("for_free", c.for_free);
  n.Add("once_each_turn", c.once_each_turn);
  n.Add("download_instead", c.download_instead);
  n.Add("ignores_quadrant", c.ignores_quadrant);
  n.Add("condition", c.condition);
  return n;
}

std::vector<Node> ReportClauses(const std::vector<engine::stccg::ReportClause>& clauses) {
  std::vector<Node> out;
  for (const auto& c : clauses) out.push_back(ReportClauseNode(c));
  return out;
}

Node FacilityNode(const engine::stccg::FacilityRules& r, const std::string& other_side) {
  Node n;
  n.Add("kind", FacilityKindName(r.kind));
  n.Add("nor", r.nor);
  n.Add("back_side", r.back_side);
  n.Add("seedable", r.seedable);
  n.Add("seed_one", r.seed_one);
  n.Add("seed_phase", engine::stccg::SeedPhaseName(r.seed_phase));
  n.Add("seeds_uncontrolled", r.seeds_uncontrolled);
  n.Add("buildable", r.buildable);
  Node engineer;
  engineer.Add("required", r.engineer.required);
  if (r.engineer.required) {
    engineer.Add("any", r.engineer.any);
    engineer.Add("affiliations", AffiliationList(r.engineer.affiliations));
    engineer.Add("icons", Node::List(r.engineer.icons));
    engineer.Add("species", r.engineer.species);
    engineer.Add("text", r.engineer.text);
  }
  n.Add("engineer", std::move(engineer));
  std::vector<Node> placements;
  for (const auto& p : r.placements) placements.push_back(PlacementNode(p));
  n.Add("placements", Node(std::move(placements)));
  n.Add("on_planet", r.on_planet);
  n.Add("docking", engine::stccg::ProvisionName(r.docking));
  n.Add("repairs", engine::stccg::ProvisionName(r.repairs));
  Node reporting;
  reporting.Add("provision", engine::stccg::ProvisionName(r.reporting.provision));
  reporting.Add("all_players", r.reporting.all_players);
  reporting.Add("compatibility", engine::stccg::CompatibilityName(r.reporting.compatibility));
  reporting.Add("excluded_affiliations", AffiliationList(r.reporting.excluded_affiliations));
  reporting.Add("mix_aboard", r.reporting.mix_aboard);
  reporting.Add("clauses", Node(ReportClauses(r.reporting.clauses)));
  reporting.Add("basis", r.reporting.basis);
  n.Add("reporting", std::move(reporting));
  n.Add("transporters", r.transporters);
  n.Add("shields_extension_percent", r.shields_extension_percent);
  n.Add("nor_may_coexist", r.nor_may_coexist);
  n.Add("may_coexist_with", Node::List(r.may_coexist_with));
  n.Add("not_duplicatable", r.not_duplicatable);
  Node flip;
  flip.Add("two_sided", r.flip.two_sided);
  if (r.flip.two_sided) {
    flip.Add("on_commandeer", r.flip.on_commandeer);
    flip.Add("optional", r.flip.optional);
    flip.Add("commandeerer_affiliations", AffiliationList(r.flip.commandeerer_affiliations));
    flip.Add("unless", r.flip.unless);
    flip.Add("on_first_flip", r.flip.on_first_flip);
    flip.Add("other_side", r.flip.other_side);
    flip.Add("other_side_card", other_side);  // the exact title, from the ImageFile column
    flip.Add("text", r.flip.text);
  }
  n.Add("flip", std::move(flip));
  n.Add("dilemmas_seed_beneath", r.dilemmas_seed_beneath);
  n.Add("commandeer_blocked_while_dilemmas", r.commandeer_blocked_while_dilemmas);
  std::vector<Node> allowances;
  for (const auto& a : r.site_allowances) {
    Node s;
    s.Add("site", a.site);
    s.Add("icon", a.icon);
    s.Add("allowed", a.allowed);
    s.Add("condition", a.condition);
    s.Add("text", a.text);
    allowances.push_back(std::move(s));
  }
  n.Add("site_allowances", Node(std::move(allowances)));
  n.Add("free_plays", Node::List(r.free_plays));
  n.Add("seeds_here", Node::List(r.seeds_here));
  n.Add("downloads", Node::List(r.downloads));
  n.Add("features", Node::List(r.features));
  n.Add("other_text", Node::List(r.other_text));
  Node unclassified = Node::List(r.unclassified);
  unclassified.always_shown = true;
  n.Add("unclassified", std::move(unclassified));
  return n;
}

Node SiteNode(const engine::stccg::SiteRules& r) {
  Node n;
  n.Add("any_nor", r.any_nor);
  n.Add("nor_icon", r.nor_icon);
  n.Add("nors", Node::List(r.nors));
  n.Add("section", r.section);
  n.Add("innermost", r.innermost);
  n.Add("must_be_adjacent_to", r.must_be_adjacent_to);
  n.Add("docking_site", r.docking_site());
  Node docking;
  docking.Add("dock", r.docking.dock);
  docking.Add("report", r.docking.report);
  docking.Add("repair", r.docking.repair);
  docking.Add("max_staffing_icons", r.docking.max_staffing_icons);
  docking.Add("ships", r.docking.ships);
  docking.Add("condition", r.docking.condition);
  docking.Add("capacity", r.docking.capacity);
  docking.Add("free_reports", Node::List(r.docking.free_reports));
  n.Add("docking", std::move(docking));
  std::vector<Node> ship_rules;
  for (const auto& s : r.nor_ship_rules) {
    Node rule;
    rule.Add("ships", s.ships);
    rule.Add("report", s.report);
    rule.Add("dock", s.dock);
    rule.Add("repair", s.repair);
    rule.Add("text", s.text);
    ship_rules.push_back(std::move(rule));
  }
  n.Add("nor_ship_rules", Node(std::move(ship_rules)));
  n.Add("reports", Node(ReportClauses(r.reports)));
  n.Add("files_mission_reports", Node::List(r.files_mission_reports));
  n.Add("report_triggers", Node::List(r.report_triggers));
  n.Add("commandeer", r.commandeer);
  n.Add("commandeer_by", r.commandeer_by);
  n.Add("ops_download", r.ops_download);
  n.Add("match_affiliation_icons", Node::List(r.match_affiliation_icons));
  n.Add("features", Node::List(r.features));
  n.Add("other_text", Node::List(r.other_text));
  Node unclassified = Node::List(r.unclassified);
  unclassified.always_shown = true;
  n.Add("unclassified", std::move(unclassified));
  return n;
}

Node CardNode(const CardPool& pool, const CardFacts& card, const std::string& other_side) {
  Node n;
  n.Add("title", card.title);
  n.Add("source", pool.source_of(card).name + ":" + std::to_string(card.source_line));
  n.Add("columns", Columns(pool, card));
  n.Add("facts", Facts(card));
  if (card.type == CardType::kFacility) {
    n.Add("facility_rules", FacilityNode(engine::stccg::DeriveFacilityRules(card), other_side));
  } else if (card.type == CardType::kSite) {
    n.Add("site_rules", SiteNode(engine::stccg::DeriveSiteRules(card)));
  }
  return n;
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Up to five titles containing `query`, case-insensitively, each once, in pool order.
std::vector<std::string> Suggestions(const CardPool& pool, std::string_view query) {
  const std::string needle = Lower(engine::stccg::FaceTitle(query));
  std::vector<std::string> out;
  for (const CardFacts& card : pool.cards()) {
    if (out.size() == 5) break;
    if (Lower(card.title).find(needle) == std::string::npos) continue;
    if (std::find(out.begin(), out.end(), card.title) == out.end()) out.push_back(card.title);
  }
  return out;
}

// ---- Card lists -----------------------------------------------------------------------------

// The texts of the lists a command reads: the files given, in order, or the built-in lists.
struct ListTexts {
  std::vector<std::string> owned;  // file contents; the built-in lists need none
  std::vector<engine::stccg::CardListText> lists;
};

Result<ListTexts> ReadLists(const std::vector<std::string>& paths) {
  ListTexts texts;
  if (paths.empty()) {
    for (const data::ShippedFile& file : data::Stccg1eCardLists()) {
      texts.lists.push_back({file.text, std::string(file.path)});
    }
    return texts;
  }
  for (const std::string& path : paths) {
    if (std::filesystem::is_directory(path)) {
      return Status::InvalidArgument(path + ": is a folder; expected a card list (.csv)");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return Status::IoError(path + ": cannot open file");
    std::ostringstream contents;
    contents << in.rdbuf();
    if (in.bad()) return Status::IoError(path + ": read failed");
    texts.owned.push_back(std::move(contents).str());
  }
  for (size_t i = 0; i < paths.size(); ++i) texts.lists.push_back({texts.owned[i], paths[i]});
  return texts;
}

// Reads the lists (see ReadLists) into a pool with the shipped mission locations applied.
Result<CardPool> LoadPool(const std::vector<std::string>& paths) {
  if (paths.empty()) return engine::stccg::CardPool::Shipped();
  Result<ListTexts> texts = ReadLists(paths);
  if (!texts.ok()) return texts.status();
  Result<CardPool> pool = CardPool::ParseLists(texts->lists);
  if (!pool.ok()) return pool.status();
  const data::ShippedFile locations = data::Stccg1eLocations();
  STARDATE_RETURN_IF_ERROR(pool->ApplyLocations(locations.text, std::string(locations.path),
                                                engine::stccg::UnknownMissions::kSkip));
  return pool;
}

// Facility and Site rows of the lists, reprints included.
struct RowCounts {
  int facilities = 0, sites = 0;
};

RowCounts CountRows(const std::vector<engine::stccg::CardListText>& lists) {
  RowCounts counts;
  for (const engine::stccg::CardListText& list : lists) {
    auto records = engine::ParseCsv(list.text, list.name);
    if (!records.ok() || records->empty()) continue;
    const std::vector<std::string>& header = records->front().fields;
    auto type = std::find(header.begin(), header.end(), "Type");
    if (type == header.end()) continue;
    const size_t column = static_cast<size_t>(type - header.begin());
    for (size_t i = 1; i < records->size(); ++i) {
      const std::vector<std::string>& fields = (*records)[i].fields;
      if (fields.size() <= column) continue;
      if (fields[column] == "Facility") ++counts.facilities;
      if (fields[column] == "Site") ++counts.sites;
    }
  }
  return counts;
}

// ---- Subcommands ----------------------------------------------------------------------------

void AddCardsShow(CLI::App& cards, int* exit_code) {
  struct Args {
    std::string title;
    std::vector<std::string> pool;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = cards.add_subcommand(
      "show",
      "Print a card: every column, the facts the engine reads and, for facilities and "
      "sites, every property derived from the game text. A title matching several cards "
      "(reprints with different text, both sides of a two-sided card) prints them all; "
      "\"Deep Space 9\" also finds \"Deep Space 9 (back)\". Text output leaves out empty "
      "fields; --json has them all.");
  cmd->add_option("title", args->title, "the card's title, e.g. \"Deep Space 9\"")->required();
  cmd->add_option("--pool", args->pool,
                  "your card lists in the trekcc CSV layout (Physical.csv, Virtual.csv or a "
                  "subset), read in the order given (a title names the first list's card); "
                  "default: the built-in Physical.csv and Virtual.csv")
      ->expected(1, -1);
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    Result<CardPool> pool = LoadPool(args->pool);
    if (!pool.ok()) {
      *exit_code = Fail(pool.status());
      return;
    }
    const std::vector<const CardFacts*> found = engine::stccg::FindCardsByTitle(*pool, args->title);
    if (found.empty()) {
      std::string message = "no card titled " + Quoted(args->title) + " in " + pool->source_name();
      const std::vector<std::string> close = Suggestions(*pool, args->title);
      if (!close.empty()) {
        message += "; did you mean ";
        for (size_t i = 0; i < close.size(); ++i) {
          if (i > 0) message += i + 1 == close.size() ? " or " : ", ";
          message += Quoted(close[i]);
        }
        message += "?";
      }
      *exit_code = Fail(Status::NotFound(message));
      return;
    }
    const std::vector<std::string> other_sides = engine::stccg::OtherSideTitles(*pool);
    const CardFacts* first = pool->cards().data();
    std::vector<Node> nodes;
    for (const CardFacts* card : found) {
      nodes.push_back(CardNode(*pool, *card, other_sides[static_cast<size_t>(card - first)]));
    }
    if (args->json) {
      engine::JsonWriter j;
      WriteJson(Node(std::move(nodes)), &j);
      std::printf("%s\n", j.str().c_str());
    } else {
      std::string out;
      for (size_t i = 0; i < nodes.size(); ++i) {
        if (i > 0) out += "\n";
        WriteText(std::get<Members>(nodes[i].value), 0, &out);
      }
      std::fputs(out.c_str(), stdout);
    }
    *exit_code = 0;
  });
}

void AddCardsCheck(CLI::App& cards, int* exit_code) {
  struct Args {
    std::vector<std::string> paths;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = cards.add_subcommand(
      "check",
      "List every Facility and Site whose game text could not be classified, with the "
      "reason, and a summary \"N facilities, M sites, K unclassified\" (N and M count "
      "the files' rows; reprints with the same text are checked once). Exit 0 if all "
      "are classified, 1 otherwise.");
  cmd->add_option("files", args->paths,
                  "card lists in the trekcc CSV layout, read as one pool in the order given; "
                  "default: the built-in Physical.csv and Virtual.csv");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    Result<ListTexts> texts = ReadLists(args->paths);
    if (!texts.ok()) {
      *exit_code = Fail(texts.status());
      return;
    }
    Result<CardPool> pool = CardPool::ParseLists(texts->lists);
    if (!pool.ok()) {
      *exit_code = Fail(pool.status());
      return;
    }
    struct Finding {
      const CardFacts* card;
      std::vector<std::string> reasons;
    };
    std::vector<Finding> findings;
    int facility_cards = 0, site_cards = 0;
    for (const CardFacts& card : pool->cards()) {
      std::vector<std::string> reasons;
      if (card.type == CardType::kFacility) {
        ++facility_cards;
        reasons = engine::stccg::DeriveFacilityRules(card).unclassified;
      } else if (card.type == CardType::kSite) {
        ++site_cards;
        reasons = engine::stccg::DeriveSiteRules(card).unclassified;
      } else {
        continue;
      }
      if (!reasons.empty()) findings.push_back({&card, std::move(reasons)});
    }
    const RowCounts rows = CountRows(texts->lists);
    const std::string summary = std::to_string(rows.facilities) + " facilities, " +
                                std::to_string(rows.sites) + " sites, " +
                                std::to_string(findings.size()) + " unclassified";
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("file").String(pool->source_name());
      j.Key("facilities").Int(rows.facilities);
      j.Key("sites").Int(rows.sites);
      j.Key("facility_cards").Int(facility_cards);
      j.Key("site_cards").Int(site_cards);
      j.Key("unclassified").BeginArray();
      for (const Finding& f : findings) {
        j.BeginObject();
        j.Key("title").String(f.card->title);
        j.Key("type").String(engine::stccg::CardTypeName(f.card->type));
        j.Key("file").String(pool->source_of(*f.card).name);
        j.Key("line").Int(f.card->source_line);
        j.Key("reasons").BeginArray();
        for (const std::string& reason : f.reasons) j.String(reason);
        j.EndArray();
        j.EndObject();
      }
      j.EndArray();
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      for (const Finding& f : findings) {
        const std::string type(engine::stccg::CardTypeName(f.card->type));
        for (const std::string& reason : f.reasons) {
          std::printf("%s:%d: %s %s: %s\n", pool->source_of(*f.card).name.c_str(),
                      f.card->source_line, type.c_str(), Quoted(f.card->title).c_str(),
                      reason.c_str());
        }
      }
      std::printf("%s (%d facility and %d site cards after merging reprints)\n", summary.c_str(),
                  facility_cards, site_cards);
    }
    *exit_code = findings.empty() ? 0 : 1;
  });
}

}  // namespace

void AddCards(CLI::App& app, int* exit_code) {
  CLI::App* cards = app.add_subcommand(
      "cards",
      "Inspect a card list in the trekcc CSV layout and the rules derived from its "
      "facility and site texts.");
  cards->require_subcommand(1);
  AddCardsShow(*cards, exit_code);
  AddCardsCheck(*cards, exit_code);
}

}  // namespace stardate::cli
