#include "engine/stccg/card_book.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "data/shipped_data.h"
#include "engine/text.h"
#include "engine/csv.h"
#include "engine/json_writer.h"
#include "engine/script/suggest.h"
#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_coverage.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_report.h"
#include "engine/stccg/card_text.h"

namespace stardate::engine::stccg {

namespace {

std::string Quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string AffiliationList(uint32_t bits) { return AffiliationNames(bits); }

// Every column of the card's source row, by header name, in column order.
ReportNode Columns(const CardPool& pool, const CardFacts& card) {
  ReportNode node;
  const CardPool::Source& source = pool.source_of(card);
  auto header = ParseCsv(source.header_row, source.name);
  auto row = ParseCsv(card.csv_row, source.name);
  if (!header.ok() || !row.ok() || header->empty() || row->empty()) return node;
  const std::vector<std::string>& names = header->front().fields;
  const std::vector<std::string>& values = row->front().fields;
  for (size_t i = 0; i < names.size() && i < values.size(); ++i) {
    ReportNode value(values[i]);
    value.always_shown = true;
    node.Add(names[i], std::move(value));
  }
  return node;
}

ReportNode Facts(const CardFacts& c) {
  ReportNode n;
  n.Add("type", CardTypeName(c.type));
  n.Add("affiliations", AffiliationList(c.affiliations));
  n.Add("quadrant", QuadrantName(c.quadrant));
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

std::string_view FacilityKindName(FacilityKind kind) {
  switch (kind) {
    case FacilityKind::kOutpost:
      return "outpost";
    case FacilityKind::kHeadquarters:
      return "headquarters";
    case FacilityKind::kStation:
      return "station";
    case FacilityKind::kNone:
      break;
  }
  return "none";
}

ReportNode PlacementNode(const Placement& p) {
  ReportNode n;
  n.Add("kind", PlacementKindName(p.kind));
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
  n.Add("quadrant", p.quadrant ? QuadrantName(*p.quadrant) : "");
  n.Add("completed_by_owner", p.completed_by_owner);
  n.Add("mission_keyword", p.mission_keyword);
  n.Add("condition", p.condition);
  n.Add("text", p.text);
  return n;
}

ReportNode ReportClauseNode(const ReportClause& c) {
  ReportNode n;
  n.Add("text", c.text);
  std::vector<ReportNode> items;
  for (const ReportItem& i : c.items) {
    ReportNode item;
    item.Add("kind", ReportItemKindName(i.kind));
    item.Add("classification", i.classification);
    item.Add("related_to", i.related_to);
    item.Add("named", i.named);
    item.Add("qualifier", i.qualifier);
    item.Add("compatibility", CompatibilityName(i.compatibility));
    items.push_back(std::move(item));
  }
  n.Add("items", ReportNode(std::move(items)));
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

std::vector<ReportNode> ReportClauses(const std::vector<ReportClause>& clauses) {
  std::vector<ReportNode> out;
  for (const auto& c : clauses) out.push_back(ReportClauseNode(c));
  return out;
}

ReportNode FacilityNode(const FacilityRules& r, const std::string& other_side) {
  ReportNode n;
  n.Add("kind", FacilityKindName(r.kind));
  n.Add("nor", r.nor);
  n.Add("back_side", r.back_side);
  n.Add("seedable", r.seedable);
  n.Add("seed_one", r.seed_one);
  n.Add("seed_phase", SeedPhaseName(r.seed_phase));
  n.Add("seeds_uncontrolled", r.seeds_uncontrolled);
  n.Add("buildable", r.buildable);
  ReportNode engineer;
  engineer.Add("required", r.engineer.required);
  if (r.engineer.required) {
    engineer.Add("any", r.engineer.any);
    engineer.Add("affiliations", AffiliationList(r.engineer.affiliations));
    engineer.Add("icons", ReportNode::List(r.engineer.icons));
    engineer.Add("species", r.engineer.species);
    engineer.Add("text", r.engineer.text);
  }
  n.Add("engineer", std::move(engineer));
  std::vector<ReportNode> placements;
  for (const auto& p : r.placements) placements.push_back(PlacementNode(p));
  n.Add("placements", ReportNode(std::move(placements)));
  n.Add("on_planet", r.on_planet);
  n.Add("docking", ProvisionName(r.docking));
  n.Add("repairs", ProvisionName(r.repairs));
  ReportNode reporting;
  reporting.Add("provision", ProvisionName(r.reporting.provision));
  reporting.Add("all_players", r.reporting.all_players);
  reporting.Add("compatibility", CompatibilityName(r.reporting.compatibility));
  reporting.Add("excluded_affiliations", AffiliationList(r.reporting.excluded_affiliations));
  reporting.Add("mix_aboard", r.reporting.mix_aboard);
  reporting.Add("clauses", ReportNode(ReportClauses(r.reporting.clauses)));
  reporting.Add("basis", r.reporting.basis);
  n.Add("reporting", std::move(reporting));
  n.Add("transporters", r.transporters);
  n.Add("shields_extension_percent", r.shields_extension_percent);
  n.Add("nor_may_coexist", r.nor_may_coexist);
  n.Add("may_coexist_with", ReportNode::List(r.may_coexist_with));
  n.Add("not_duplicatable", r.not_duplicatable);
  ReportNode flip;
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
  std::vector<ReportNode> allowances;
  for (const auto& a : r.site_allowances) {
    ReportNode s;
    s.Add("site", a.site);
    s.Add("icon", a.icon);
    s.Add("allowed", a.allowed);
    s.Add("condition", a.condition);
    s.Add("text", a.text);
    allowances.push_back(std::move(s));
  }
  n.Add("site_allowances", ReportNode(std::move(allowances)));
  n.Add("free_plays", ReportNode::List(r.free_plays));
  n.Add("seeds_here", ReportNode::List(r.seeds_here));
  n.Add("downloads", ReportNode::List(r.downloads));
  n.Add("features", ReportNode::List(r.features));
  n.Add("other_text", ReportNode::List(r.other_text));
  ReportNode unclassified = ReportNode::List(r.unclassified);
  unclassified.always_shown = true;
  n.Add("unclassified", std::move(unclassified));
  return n;
}

ReportNode SiteNode(const SiteRules& r) {
  ReportNode n;
  n.Add("any_nor", r.any_nor);
  n.Add("nor_icon", r.nor_icon);
  n.Add("nors", ReportNode::List(r.nors));
  n.Add("section", r.section);
  n.Add("innermost", r.innermost);
  n.Add("must_be_adjacent_to", r.must_be_adjacent_to);
  n.Add("docking_site", r.docking_site());
  ReportNode docking;
  docking.Add("dock", r.docking.dock);
  docking.Add("report", r.docking.report);
  docking.Add("repair", r.docking.repair);
  docking.Add("max_staffing_icons", r.docking.max_staffing_icons);
  docking.Add("ships", r.docking.ships);
  docking.Add("condition", r.docking.condition);
  docking.Add("capacity", r.docking.capacity);
  docking.Add("free_reports", ReportNode::List(r.docking.free_reports));
  n.Add("docking", std::move(docking));
  std::vector<ReportNode> ship_rules;
  for (const auto& s : r.nor_ship_rules) {
    ReportNode rule;
    rule.Add("ships", s.ships);
    rule.Add("report", s.report);
    rule.Add("dock", s.dock);
    rule.Add("repair", s.repair);
    rule.Add("text", s.text);
    ship_rules.push_back(std::move(rule));
  }
  n.Add("nor_ship_rules", ReportNode(std::move(ship_rules)));
  n.Add("reports", ReportNode(ReportClauses(r.reports)));
  n.Add("files_mission_reports", ReportNode::List(r.files_mission_reports));
  n.Add("report_triggers", ReportNode::List(r.report_triggers));
  n.Add("commandeer", r.commandeer);
  n.Add("commandeer_by", r.commandeer_by);
  n.Add("ops_download", r.ops_download);
  n.Add("match_affiliation_icons", ReportNode::List(r.match_affiliation_icons));
  n.Add("features", ReportNode::List(r.features));
  n.Add("other_text", ReportNode::List(r.other_text));
  ReportNode unclassified = ReportNode::List(r.unclassified);
  unclassified.always_shown = true;
  n.Add("unclassified", std::move(unclassified));
  return n;
}

ReportNode CardNode(const CardPool& pool, const CardFacts& card, const std::string& other_side) {
  ReportNode n;
  n.Add("title", card.title);
  n.Add("source", pool.source_of(card).name + ":" + std::to_string(card.source_line));
  n.Add("columns", Columns(pool, card));
  n.Add("facts", Facts(card));
  if (card.type == CardType::kFacility) {
    n.Add("facility_rules", FacilityNode(DeriveFacilityRules(card), other_side));
  } else if (card.type == CardType::kSite) {
    n.Add("site_rules", SiteNode(DeriveSiteRules(card)));
  }
  // Last, so that what comes before reads the same with or without it.
  std::vector<std::string> abilities;
  for (std::string_view id : AbilitiesRead(card)) abilities.emplace_back(id);
  n.Add("abilities", ReportNode::List(abilities));
  // What no ability reads: the engine takes it on the table's word.
  n.Add("taken_on_the_tables_word", ReportNode::List(UnreadClauses(card)));
  return n;
}

}  // namespace

std::vector<std::string> Suggestions(const CardPool& pool, std::string_view query) {
  const std::string needle = AsciiLower(FaceTitle(query));
  std::vector<std::string> out;
  for (const CardFacts& card : pool.cards()) {
    if (out.size() == 5) break;
    if (AsciiLower(card.title).find(needle) == std::string::npos) continue;
    if (std::find(out.begin(), out.end(), card.title) == out.end()) out.push_back(card.title);
  }
  return out;
}

namespace {

// ---- Card lists -----------------------------------------------------------------------------

// The texts of the lists a command reads: the files given, in order, or the built-in lists.
struct ListTexts {
  std::vector<std::string> owned;  // file contents; the built-in lists need none
  std::vector<CardListText> lists;
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
    auto text = ReadCsvFile(path);
    if (!text.ok()) return text.status();
    texts.owned.push_back(std::move(*text));
  }
  for (size_t i = 0; i < paths.size(); ++i) texts.lists.push_back({texts.owned[i], paths[i]});
  return texts;
}

// Reads the lists (see ReadLists) into a pool with the shipped mission locations applied.
Result<CardPool> LoadPool(const std::vector<std::string>& paths) {
  if (paths.empty()) return CardPool::Shipped();
  Result<ListTexts> texts = ReadLists(paths);
  if (!texts.ok()) return texts.status();
  Result<CardPool> pool = CardPool::ParseLists(texts->lists);
  if (!pool.ok()) return pool.status();
  const data::ShippedFile locations = data::Stccg1eLocations();
  STARDATE_RETURN_IF_ERROR(
      pool->ApplyLocations(locations.text, std::string(locations.path), UnknownMissions::kSkip));
  return pool;
}

// Facility and Site rows of the lists, reprints included.
struct RowCounts {
  int facilities = 0, sites = 0;
};

RowCounts CountRows(const std::vector<CardListText>& lists) {
  RowCounts counts;
  for (const CardListText& list : lists) {
    auto records = ParseCsv(list.text, list.name);
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

Result<CardsFound> Show(std::string_view title, const std::vector<std::string>& lists) {
  Result<CardPool> pool = LoadPool(lists);
  if (!pool.ok()) return pool.status();
  CardsFound found;
  found.source = pool->source_name();
  const std::vector<const CardFacts*> cards = FindCardsByTitle(*pool, title);
  if (cards.empty()) {
    // The title `record` would suggest for the same typo (the nearest by edit distance) first,
    // then the titles holding what was typed.
    std::vector<std::string> titles;
    titles.reserve(pool->cards().size());
    for (const CardFacts& card : pool->cards()) titles.push_back(card.title);
    const std::string nearest = script::Nearest(title, titles);
    if (!nearest.empty()) found.suggestions.push_back(nearest);
    for (std::string& s : Suggestions(*pool, title)) {
      if (s != nearest) found.suggestions.push_back(std::move(s));
    }
    return found;
  }
  const std::vector<std::string> other_sides = OtherSideTitles(*pool);
  const CardFacts* first = pool->cards().data();
  for (const CardFacts* card : cards) {
    found.cards.push_back(CardNode(*pool, *card, other_sides[static_cast<size_t>(card - first)]));
  }
  return found;
}

Result<CardCheck> Check(const std::vector<std::string>& lists) {
  Result<ListTexts> texts = ReadLists(lists);
  if (!texts.ok()) return texts.status();
  Result<CardPool> pool = CardPool::ParseLists(texts->lists);
  if (!pool.ok()) return pool.status();
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
      reasons = DeriveFacilityRules(card).unclassified;
    } else if (card.type == CardType::kSite) {
      ++site_cards;
      reasons = DeriveSiteRules(card).unclassified;
    } else {
      continue;
    }
    if (!reasons.empty()) findings.push_back({&card, std::move(reasons)});
  }
  const RowCounts rows = CountRows(texts->lists);
  CardCheck result;
  result.clean = findings.empty();
  JsonWriter j;
  j.BeginObject();
  j.Key("file").String(pool->source_name());
  j.Key("facilities").Int(rows.facilities);
  j.Key("sites").Int(rows.sites);
  j.Key("facility_cards").Int(facility_cards);
  j.Key("site_cards").Int(site_cards);
  j.Key("unclassified").BeginArray();
  for (const Finding& f : findings) {
    const std::string type(CardTypeName(f.card->type));
    const std::string& file = pool->source_of(*f.card).name;
    j.BeginObject();
    j.Key("title").String(f.card->title);
    j.Key("type").String(type);
    j.Key("file").String(file);
    j.Key("line").Int(f.card->source_line);
    j.Key("reasons").BeginArray();
    for (const std::string& reason : f.reasons) {
      j.String(reason);
      result.text += file + ":" + std::to_string(f.card->source_line) + ": " + type + " " +
                     Quoted(f.card->title) + ": " + reason + "\n";
    }
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  result.json = j.str();
  result.text += std::to_string(rows.facilities) + " facilities, " + std::to_string(rows.sites) +
                 " sites, " + std::to_string(findings.size()) + " unclassified (" +
                 std::to_string(facility_cards) + " facility and " + std::to_string(site_cards) +
                 " site cards after merging reprints)\n";
  return result;
}

Result<CardCheck> CoverageCheck(const std::vector<std::string>& lists) {
  Result<ListTexts> texts = ReadLists(lists);
  if (!texts.ok()) return texts.status();
  Result<CardPool> pool = CardPool::ParseLists(texts->lists);
  if (!pool.ok()) return pool.status();
  const Coverage c = CountCoverage(*pool);
  CardCheck result;
  JsonWriter j;
  j.BeginObject();
  j.Key("file").String(pool->source_name());
  j.Key("types").BeginObject();
  for (const auto& [type, t] : c.types) {
    j.Key(type).BeginObject();
    j.Key("fully").Int(t.fully);
    j.Key("partly").Int(t.partly);
    j.Key("none").Int(t.none);
    j.Key("no_text").Int(t.no_text);
    j.EndObject();
    result.text += type + ": " + std::to_string(t.fully + t.partly + t.none + t.no_text) +
                   " cards, " + std::to_string(t.fully) + " read fully, " +
                   std::to_string(t.partly) + " partly, " + std::to_string(t.none) +
                   " not at all, " + std::to_string(t.no_text) + " without text\n";
  }
  j.EndObject();
  j.Key("dilemmas").Int(c.dilemmas);
  j.Key("dilemmas_stating_conditions").Int(c.dilemmas_stating_conditions);
  j.Key("dilemma_conditions").Int(c.dilemma_conditions);
  j.EndObject();
  result.json = j.str();
  result.text += std::to_string(c.dilemma_conditions) + " of the " +
                 std::to_string(c.dilemmas_stating_conditions) +
                 " dilemmas whose text states a condition (\"get past\", \"unless\", "
                 "\"requires\") have it read; " +
                 std::to_string(c.dilemmas) +
                 " dilemmas in all (reprints with the same text counted once)\n";
  return result;
}

}  // namespace

const CardBook kCardBook = {
    .lists =
        "card lists in the trekcc CSV layout (Physical.csv, Virtual.csv or a subset), read "
        "as one pool in the order given (a title names the first list's card)",
    .show = &Show,
    .check = &Check,
    .coverage = &CoverageCheck,
    .check_deck = &CheckDeck,
    .decks =
        "Star Trek CCG 1E deck files in the LackeyCCG layout (COUNT<TAB>TITLE, the draw deck "
        "first, then Missions:, Seed+Dil:, QsTent:, Aside:) or plain COUNT TITLE text, "
        "docs/deck-files.md",
    .summary = "card lists and the rules derived from their facility and site texts",
    .shows =
        "every column, the facts the engine reads and, for facilities and sites, every "
        "property derived from the game text, then the ids of the abilities read from the "
        "text; a title matching several cards (reprints, both sides of a two-sided card) "
        "prints them all, and \"Deep Space 9\" also finds \"Deep Space 9 (back)\".",
    .checks =
        "every Facility and Site whose game text could not be classified, with the "
        "reason, and a summary \"N facilities, M sites, K unclassified\" (N and M count "
        "the files' rows; reprints with the same text are checked once).",
    .example = "Deep Space 9",
};

}  // namespace stardate::engine::stccg
