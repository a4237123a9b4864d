#include "engine/ti4/ti4_catalog.h"

#include <memory>
#include <set>

#include "engine/text.h"
#include "engine/ti4/literal.h"
#include "engine/ti4/ti4_data.h"

namespace stardate::engine::ti4 {
namespace {

// One file being read: its name for errors and the ids seen so far (an id is unique within
// its file).
struct Reader {
  const std::string& file;
  std::set<std::string> ids;

  Status Error(const Literal& at, const std::string& what) const {
    return Status::InvalidArgument(file + ":" + std::to_string(at.line) + ": " + what);
  }

  // The string field `key` of `obj`, "" when absent; `required` refuses an empty one.
  Status Text(const Literal& obj, std::string_view key, bool required, std::string* out) const {
    const Literal* v = obj.Find(key);
    if (v != nullptr && v->type != Literal::Type::kString && v->type != Literal::Type::kNull) {
      return Error(*v, "expected '" + std::string(key) + "' to be a string");
    }
    *out = v != nullptr && v->type == Literal::Type::kString ? v->text : std::string();
    if (required && out->empty()) {
      return Error(obj, "expected a non-empty '" + std::string(key) + "'");
    }
    return Status::Ok();
  }

  Status Strings(const Literal& obj, std::string_view key, std::vector<std::string>* out) const {
    out->clear();
    const Literal* v = obj.Find(key);
    if (v == nullptr || v->type == Literal::Type::kNull) return Status::Ok();
    if (v->type == Literal::Type::kArray) {
      for (const Literal& item : v->items) {
        if (item.type != Literal::Type::kString) break;
        out->push_back(item.text);
      }
      if (out->size() == v->items.size()) return Status::Ok();
    }
    return Error(*v, "expected '" + std::string(key) + "' to be an array of strings");
  }

  Status Int(const Literal& obj, std::string_view key, int lo, int hi, int* out) const {
    const Literal* v = obj.Find(key);
    if (v == nullptr || v->type != Literal::Type::kNumber || !v->integral || v->integer < lo ||
        v->integer > hi) {
      return Error(v != nullptr ? *v : obj, "expected '" + std::string(key) +
                                                "' to be a whole number from " +
                                                std::to_string(lo) + " to " + std::to_string(hi));
    }
    *out = static_cast<int>(v->integer);
    return Status::Ok();
  }

  // The id (field `key`) of an entry: present and not seen before in this file.
  Status Id(const Literal& obj, std::string_view key, std::string* out) {
    if (Status st = Text(obj, key, true, out); !st.ok()) return st;
    if (!ids.insert(*out).second) return Error(obj, "duplicate id '" + *out + "'");
    return Status::Ok();
  }
};

// The entries of one file: a literal array of objects, within the limits.
Result<Literal> Entries(const data::ShippedFile& f, const std::string& name) {
  if (f.text.size() > Ti4Catalog::kMaxBytes) {
    return Status::InvalidArgument(name + ": larger than " + std::to_string(Ti4Catalog::kMaxBytes) +
                                   " bytes");
  }
  Result<Literal> list = ParseModuleLiteral(f.text, name);
  if (!list.ok()) return list.status();
  if (list->type != Literal::Type::kArray) {
    return Status::InvalidArgument(name + ":" + std::to_string(list->line) +
                                   ": expected an array of entries");
  }
  if (list->items.size() > Ti4Catalog::kMaxEntries) {
    return Status::InvalidArgument(name + ": more than " + std::to_string(Ti4Catalog::kMaxEntries) +
                                   " entries");
  }
  for (const Literal& item : list->items) {
    if (item.type != Literal::Type::kObject) {
      return Status::InvalidArgument(name + ":" + std::to_string(item.line) +
                                     ": expected an object");
    }
  }
  return list;
}

Status ReadFaction(Reader& r, const Literal& e, const Ti4Data* board, FactionInfo* f) {
  Status st = r.Id(e, "alias", &f->id);
  if (st.ok()) st = r.Text(e, "factionName", true, &f->name);
  if (st.ok()) st = r.Text(e, "homeSystem", true, &f->home_system);
  if (st.ok()) st = r.Int(e, "commodities", 0, 99, &f->commodities);
  if (st.ok()) st = r.Strings(e, "homePlanets", &f->home_planets);
  if (st.ok()) st = r.Strings(e, "startingTech", &f->starting_techs);
  if (st.ok()) st = r.Strings(e, "factionTech", &f->faction_techs);
  if (!st.ok() || board == nullptr) return st;
  if (board->FindSystem(f->home_system) == nullptr) {
    return r.Error(e, "expected home system '" + f->home_system + "' of '" + f->id +
                          "' to be a tile of the system data");
  }
  for (const std::string& p : f->home_planets) {
    if (board->FindPlanet(p) == nullptr) {
      return r.Error(e, "expected home planet '" + p + "' of '" + f->id +
                            "' to be a planet of the planet data");
    }
  }
  return Status::Ok();
}

Status ReadTech(Reader& r, const Literal& e, TechInfo* t) {
  Status st = r.Id(e, "alias", &t->id);
  if (st.ok()) st = r.Text(e, "name", true, &t->name);
  if (st.ok()) st = r.Strings(e, "types", &t->types);
  if (st.ok()) st = r.Text(e, "requirements", false, &t->prerequisites);
  if (st.ok()) st = r.Text(e, "faction", false, &t->faction);
  if (st.ok()) st = r.Text(e, "baseUpgrade", false, &t->upgrade_of);
  if (!st.ok()) return st;
  if (t->prerequisites.find_first_not_of("BGRY") != std::string::npos) {
    return r.Error(e, "expected the prerequisites '" + t->prerequisites + "' of '" + t->id +
                          "' to be letters B, G, R and Y");
  }
  return Status::Ok();
}

Status ReadObjective(Reader& r, const Literal& e, bool secret, ObjectiveInfo* o) {
  o->secret = secret;
  Status st = r.Id(e, "alias", &o->id);
  if (st.ok()) st = r.Text(e, "name", true, &o->name);
  if (st.ok()) st = r.Text(e, "phase", false, &o->phase);
  if (st.ok()) st = r.Text(e, "text", false, &o->text);
  if (st.ok()) st = r.Int(e, "points", 1, secret ? 1 : 2, &o->points);
  return st;
}

}  // namespace

Result<Ti4Catalog> Ti4Catalog::Parse(const std::vector<data::ShippedFile>& files,
                                     const Ti4Data* board) {
  if (files.size() != 6) return Status::InvalidArgument("expected the six catalogue files");
  Ti4Catalog c;
  std::vector<Literal> lists;
  std::vector<std::string> names;
  for (const data::ShippedFile& f : files) {
    names.emplace_back(f.path);
    Result<Literal> list = Entries(f, names.back());
    if (!list.ok()) return list.status();
    lists.push_back(std::move(*list));
  }
  Reader factions{names[0], {}};
  for (const Literal& e : lists[0].items) {
    FactionInfo f;
    if (Status st = ReadFaction(factions, e, board, &f); !st.ok()) return st;
    c.factions_.push_back(std::move(f));
  }
  Reader cards{names[1], {}};
  for (const Literal& e : lists[1].items) {
    StrategyCardInfo s;
    Status st = cards.Id(e, "id", &s.id);
    if (st.ok()) st = cards.Text(e, "name", true, &s.name);
    if (st.ok()) st = cards.Int(e, "initiative", 0, 99, &s.initiative);
    if (!st.ok()) return st;
    c.strategy_cards_.push_back(std::move(s));
  }
  Reader techs{names[2], {}};
  for (const Literal& e : lists[2].items) {
    TechInfo t;
    if (Status st = ReadTech(techs, e, &t); !st.ok()) return st;
    if (!t.faction.empty() && !factions.ids.count(t.faction)) {
      return techs.Error(e,
                         "expected faction '" + t.faction + "' of '" + t.id + "' in " + names[0]);
    }
    c.techs_.push_back(std::move(t));
  }
  Reader actions{names[3], {}};
  for (const Literal& e : lists[3].items) {
    ActionCardInfo a;
    Status st = actions.Id(e, "alias", &a.id);
    if (st.ok()) st = actions.Text(e, "name", true, &a.name);
    if (st.ok()) st = actions.Text(e, "phase", false, &a.phase);
    if (st.ok()) st = actions.Text(e, "window", false, &a.window);
    if (st.ok()) st = actions.Text(e, "text", false, &a.text);
    if (!st.ok()) return st;
    c.action_cards_.push_back(std::move(a));
  }
  for (int k = 4; k < 6; ++k) {
    Reader objectives{names[k], {}};
    for (const Literal& e : lists[k].items) {
      ObjectiveInfo o;
      if (Status st = ReadObjective(objectives, e, k == 5, &o); !st.ok()) return st;
      c.objectives_.push_back(std::move(o));
    }
  }
  return c;
}

Result<const Ti4Catalog*> Ti4Catalog::Shipped() {
  static const Result<std::unique_ptr<Ti4Catalog>> shipped =
      []() -> Result<std::unique_ptr<Ti4Catalog>> {
    Result<const Ti4Data*> board = Ti4Data::Shipped();
    if (!board.ok()) return board.status();
    auto parsed = Parse(data::Ti4CatalogFiles(), *board);
    if (!parsed.ok()) return parsed.status();
    return std::make_unique<Ti4Catalog>(std::move(*parsed));
  }();
  if (!shipped.ok()) return shipped.status();
  return static_cast<const Ti4Catalog*>(shipped->get());
}

namespace {

template <typename T>
const T* FindIn(const std::vector<T>& list, std::string_view id_or_name) {
  const std::string want = AsciiLower(id_or_name);
  for (const T& x : list) {
    if (x.id == id_or_name || AsciiLower(x.name) == want) return &x;
  }
  return nullptr;
}

}  // namespace

const FactionInfo* Ti4Catalog::FindFaction(std::string_view id_or_name) const {
  return FindIn(factions_, id_or_name);
}

const TechInfo* Ti4Catalog::FindTech(std::string_view id_or_name) const {
  return FindIn(techs_, id_or_name);
}

}  // namespace stardate::engine::ti4
