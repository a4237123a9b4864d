#include <catch2/catch.hpp>
#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/schema.h"
#include "tests/catalogue/catalogue_fixture.h"
#include "tests/catalogue/clickhouse_cluster.h"
#include "tests/catalogue/known_archive.h"

namespace stardate::testing {
namespace {

// What a `stats` run selects: forks or not, and the players of one side (--where side=X).
struct Selection {
  bool include_forks = false;
  std::string side;  // "" for every player
  bool Game(const KnownGame& g) const {
    if (g.fork && !include_forks) return false;
    if (side.empty()) return true;
    for (const KnownPlayer& p : g.players) {
      if (p.side == side) return true;
    }
    return false;
  }
  bool Player(const KnownGame& g, const KnownPlayer& p) const {
    return Game(g) && (side.empty() || p.side == side);
  }
};

std::string Field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string Line(const std::vector<std::string>& cells) {
  std::string out;
  for (size_t i = 0; i < cells.size(); ++i) out += (i ? "," : "") + Field(cells[i]);
  return out + "\n";
}

std::string N(int64_t v) { return std::to_string(v); }

// Games, decided and wins of a group of player-games.
struct Tally {
  int64_t games = 0, decided = 0, wins = 0;
  void Add(int won) {
    ++games;
    decided += won >= 0;
    wins += won == 1;
  }
  std::vector<std::string> Cells() const {
    return {N(games), N(decided), N(wins), cat::Rate(wins, decided)};
  }
};

int64_t Fact(const KnownPlayer& p, const std::string& id) {
  auto it = p.facts.find(id);
  return it == p.facts.end() ? 0 : it->second;
}

// Rows sorted by `key` (the report's ORDER BY), each a line.
template <typename Key>
std::string Sorted(std::vector<std::pair<Key, std::vector<std::string>>> rows) {
  std::sort(rows.begin(), rows.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string out;
  for (const auto& [key, cells] : rows) out += Line(cells);
  return out;
}

// Each report's rows as the test counts them from the generator's record.
class Expected {
 public:
  Expected(const std::vector<KnownGame>& games, Selection sel) : games_(games), sel_(sel) {}

  std::string Report(const std::string& name) const {
    if (name == "overview") return Overview();
    if (name == "win-rate-by-affiliation") return BySide();
    if (name == "matchups") return Matchups(false);
    if (name == "faction-matchups") return Matchups(true);
    if (name == "facilities-by-affiliation") return Facilities();
    if (name == "cards") return Cards();
    if (name == "rules") return Rules();
    if (name == "game-length") return Length();
    if (name == "win-rate-by-player") return ByPlayer();
    if (name == "events") return Events();
    if (name == "factions") return Factions();
    if (name == "stations") return Stations();
    if (name == "stations-held") return StationsHeld();
    if (name == "dilemmas") return Dilemmas();
    FAIL("no expected rows for " << name);
    return "";
  }

 private:
  void EachGame(const std::function<void(const KnownGame&)>& fn) const {
    for (const KnownGame& g : games_) {
      if (sel_.Game(g)) fn(g);
    }
  }
  void EachPlayer(const std::function<void(const KnownGame&, const KnownPlayer&)>& fn) const {
    for (const KnownGame& g : games_) {
      for (const KnownPlayer& p : g.players) {
        if (sel_.Player(g, p)) fn(g, p);
      }
    }
  }

  std::string Overview() const {
    int64_t n = 0, decided = 0, damaged = 0, events = 0, findings = 0;
    EachGame([&](const KnownGame& g) {
      ++n;
      decided += g.winner >= 0;
      damaged += g.damaged;
      events += static_cast<int64_t>(g.events);
      findings += g.findings();
    });
    return Line({N(n), N(decided), N(damaged), N(events), N(findings)});
  }

  std::string BySide() const {
    std::map<std::string, Tally> by;
    EachPlayer([&](const KnownGame&, const KnownPlayer& p) { by[p.side].Add(p.won); });
    std::vector<std::pair<std::pair<int64_t, std::string>, std::vector<std::string>>> rows;
    for (const auto& [side, t] : by) {
      std::vector<std::string> cells = {side};
      for (std::string& c : t.Cells()) cells.push_back(c);
      rows.push_back({{-t.games, side}, cells});
    }
    return Sorted(rows);
  }

  std::string Matchups(bool ti4_only) const {
    std::map<std::pair<std::string, std::string>, Tally> by;
    EachPlayer([&](const KnownGame& g, const KnownPlayer& a) {
      if (ti4_only && !g.ti4) return;
      for (const KnownPlayer& b : g.players) {
        if (&a != &b) by[{a.side, b.side}].Add(a.won);
      }
    });
    std::string out;
    for (const auto& [pair, t] : by) {
      std::vector<std::string> cells = {pair.first, pair.second};
      for (std::string& c : t.Cells()) cells.push_back(c);
      out += Line(cells);
    }
    return out;
  }

  std::string Facilities() const {
    static const char* const kFacts[] = {"facilities_seeded",    "facilities_built",
                                         "facilities_destroyed", "battles",
                                         "commandeerings",       "missions_solved"};
    std::map<std::string, std::vector<int64_t>> by;  // player-games, facts, cards, points
    EachPlayer([&](const KnownGame&, const KnownPlayer& p) {
      auto& v = by[p.side];
      v.resize(9);
      ++v[0];
      for (size_t i = 0; i < 6; ++i) v[1 + i] += Fact(p, kFacts[i]);
      v[7] += p.cards_played;
      v[8] += p.score;
    });
    std::vector<std::pair<std::pair<int64_t, std::string>, std::vector<std::string>>> rows;
    for (const auto& [side, v] : by) {
      std::vector<std::string> cells = {side};
      for (int64_t x : v) cells.push_back(N(x));
      rows.push_back({{-v[0], side}, cells});
    }
    return Sorted(rows);
  }

  std::string Cards() const {
    std::map<std::string, std::array<Tally, 3>> by;  // played, drawn, seeded
    EachPlayer([&](const KnownGame&, const KnownPlayer& p) {
      for (const auto& [title, c] : p.cards) {
        auto& t = by[title];
        if (c.played > 0) t[0].Add(p.won);
        if (c.drawn > 0) t[1].Add(p.won);
        if (c.seeded > 0) t[2].Add(p.won);
      }
    });
    std::vector<
        std::pair<std::tuple<int64_t, int64_t, int64_t, std::string>, std::vector<std::string>>>
        rows;
    for (const auto& [title, t] : by) {
      std::vector<std::string> cells = {title};
      for (const Tally& x : t) {
        for (std::string& c : x.Cells()) cells.push_back(c);
      }
      rows.push_back({{-t[0].games, -t[2].games, -t[1].games, title}, cells});
    }
    return Sorted(rows);
  }

  std::string Rules() const {
    std::map<std::string, std::pair<int64_t, std::vector<std::string>>> by;  // findings, paths
    EachGame([&](const KnownGame& g) {
      for (const auto& [rule, count] : g.rules) {
        by[rule].first += count;
        by[rule].second.push_back(g.path);
      }
    });
    std::vector<std::pair<std::tuple<int64_t, int64_t, std::string>, std::vector<std::string>>>
        rows;
    for (const auto& [rule, v] : by) {
      std::string examples;
      for (size_t i = 0; i < v.second.size() && i < 3; ++i) {
        examples += (i ? ", " : "") + v.second[i];
      }
      const auto games = static_cast<int64_t>(v.second.size());
      rows.push_back({{-v.first, -games, rule}, {rule, N(v.first), N(games), examples}});
    }
    return Sorted(rows);
  }

  std::string Length() const {
    std::map<int64_t, std::vector<int64_t>> by;  // from turn: events of each game
    EachGame(
        [&](const KnownGame& g) { by[g.turns / 5 * 5].push_back(static_cast<int64_t>(g.events)); });
    std::string out;
    for (const auto& [from, events] : by) {
      int64_t sum = 0;
      for (int64_t e : events) sum += e;
      const auto n = static_cast<int64_t>(events.size());
      out += Line({N(from) + "-" + N(from + 4), N(n), N(sum / n),
                   N(*std::min_element(events.begin(), events.end())),
                   N(*std::max_element(events.begin(), events.end()))});
    }
    return out;
  }

  std::string ByPlayer() const {
    std::map<std::string, std::pair<Tally, int64_t>> by;
    EachPlayer([&](const KnownGame&, const KnownPlayer& p) {
      by[p.name].first.Add(p.won);
      by[p.name].second += p.findings;
    });
    std::vector<std::pair<std::pair<int64_t, std::string>, std::vector<std::string>>> rows;
    for (const auto& [name, v] : by) {
      std::vector<std::string> cells = {name};
      for (std::string& c : v.first.Cells()) cells.push_back(c);
      cells.push_back(N(v.second));
      rows.push_back({{-v.first.games, name}, cells});
    }
    return Sorted(rows);
  }

  std::string Events() const {
    struct E {
      int64_t games = 0, decided = 0, damaged = 0, findings = 0;
      std::string first, last;
    };
    std::map<std::string, E> by;
    EachGame([&](const KnownGame& g) {
      E& e = by[g.event];
      ++e.games;
      e.decided += g.winner >= 0;
      e.damaged += g.damaged;
      e.findings += g.findings();
      if (!g.date.empty() && (e.first.empty() || g.date < e.first)) e.first = g.date;
      if (g.date > e.last) e.last = g.date;
    });
    std::vector<std::pair<std::pair<int64_t, std::string>, std::vector<std::string>>> rows;
    for (const auto& [event, e] : by) {
      rows.push_back(
          {{-e.games, event},
           {event, N(e.games), e.first, e.last, N(e.decided), N(e.damaged), N(e.findings)}});
    }
    return Sorted(rows);
  }

  std::string Factions() const {
    std::map<std::string, std::pair<Tally, std::array<int64_t, 6>>> by;
    EachPlayer([&](const KnownGame& g, const KnownPlayer& p) {
      if (!g.ti4) return;
      auto& v = by[p.side];
      v.first.Add(p.won);
      v.second[0] += p.score;
      v.second[5] += p.score;  // the points from no source of the four
      size_t i = 1;
      for (const char* source :
           {"vp_public_objectives", "vp_secret_objectives", "vp_custodians", "vp_imperial"}) {
        v.second[i++] += Fact(p, source);
        v.second[5] -= Fact(p, source);
      }
    });
    std::vector<std::pair<std::pair<int64_t, std::string>, std::vector<std::string>>> rows;
    for (const auto& [faction, v] : by) {
      std::vector<std::string> cells = {faction};
      for (std::string& c : v.first.Cells()) cells.push_back(c);
      for (int64_t sum : v.second) cells.push_back(cat::Mean(sum, v.first.games));
      rows.push_back({{-v.first.games, faction}, cells});
    }
    return Sorted(rows);
  }

  std::string Stations() const {
    int64_t games = 0, with_holder = 0, transactions = 0, holder_tx = 0;
    EachGame([&](const KnownGame& g) {
      if (!g.ti4) return;
      ++games;
      int64_t held = 0;
      for (const KnownPlayer& p : g.players) {
        held += Fact(p, "stations_held");
        transactions += Fact(p, "transactions");
      }
      with_holder += held > 0;
      holder_tx += g.station_transactions;
    });
    Tally holders, others;
    EachPlayer([&](const KnownGame& g, const KnownPlayer& p) {
      if (g.ti4) (Fact(p, "stations_held") > 0 ? holders : others).Add(p.won);
    });
    std::vector<std::string> cells = {N(games), N(with_holder)};
    for (std::string& c : holders.Cells()) cells.push_back(c);
    for (std::string& c : others.Cells()) cells.push_back(c);
    cells.push_back(N(transactions / 2));
    cells.push_back(N(holder_tx));
    return Line(cells);
  }

  std::string StationsHeld() const {
    std::map<int64_t, std::pair<Tally, int64_t>> by;
    EachPlayer([&](const KnownGame& g, const KnownPlayer& p) {
      if (!g.ti4) return;
      auto& v = by[Fact(p, "stations_held")];
      v.first.Add(p.won);
      v.second += Fact(p, "transactions");
    });
    std::string out;
    for (const auto& [held, v] : by) {
      std::vector<std::string> cells = {N(held)};
      for (std::string& c : v.first.Cells()) cells.push_back(c);
      cells.push_back(cat::Mean(v.second, v.first.games));
      out += Line(cells);
    }
    return out;
  }

  std::string Dilemmas() const {
    std::map<std::string, std::pair<Tally, std::array<int64_t, 2>>> by;
    EachPlayer([&](const KnownGame&, const KnownPlayer& p) {
      for (const auto& [title, c] : p.cards) {
        auto& v = by[title];
        if (c.seeded > 0) v.first.Add(p.won);
        v.second[0] += c.encountered;
        v.second[1] += c.stopped;
      }
    });
    std::vector<std::pair<std::tuple<int64_t, int64_t, std::string>, std::vector<std::string>>>
        rows;
    for (const auto& [title, v] : by) {
      if (v.second[0] == 0) continue;
      std::vector<std::string> cells = {title};
      for (std::string& c : v.first.Cells()) cells.push_back(c);
      cells.push_back(N(v.second[0]));
      cells.push_back(N(v.second[1]));
      cells.push_back(cat::Rate(v.second[1], v.second[0]));
      rows.push_back({{-v.second[0], -v.second[1], title}, cells});
    }
    return Sorted(rows);
  }

  const std::vector<KnownGame>& games_;
  Selection sel_;
};

// One report's rows as CSV, without its header.
std::string Rows(cat::QuerySource* source, const std::string& name,
                 const std::vector<cat::Filter>& filters, bool include_forks) {
  auto r = cat::RunReport(source, name, filters, include_forks);
  INFO(name);
  REQUIRE(r.ok());
  const std::string csv = cat::TableCsv(r->table);
  return csv.substr(csv.find('\n') + 1);
}

// Every canned report of `source` against the test's own counts, for each selection.
void CheckEveryFigure(cat::QuerySource* source, const std::vector<KnownGame>& games) {
  for (const Selection& sel : {Selection{}, Selection{true, ""}, Selection{false, "Dominion"},
                               Selection{false, "Federation"}}) {
    std::vector<cat::Filter> filters;
    if (!sel.side.empty()) filters.push_back(*cat::ParseFilter("side=" + sel.side));
    const Expected expected(games, sel);
    for (const char* name : cat::kReportNames) {
      INFO("report " << name << ", forks " << sel.include_forks << ", side " << sel.side);
      CHECK(Rows(source, name, filters, sel.include_forks) == expected.Report(name));
    }
  }
}

TEST_CASE(
    "Every figure of every canned report matches the generator's own record of a generated "
    "archive, on SQLite and on a two-shard ClickHouse cluster",
    "[catalogue][clickhouse][known]") {
  CatalogueFixture f;
  const std::vector<KnownGame> games = MakeKnownArchive(f.Logs());
  // The cases the archive must hold for the check to mean anything.
  int forks = 0, damaged = 0, ti4 = 0, decided = 0;
  for (const KnownGame& g : games) {
    forks += g.fork;
    damaged += g.damaged;
    ti4 += g.ti4;
    decided += g.winner >= 0;
  }
  REQUIRE(forks >= 10);
  REQUIRE(damaged >= 10);
  REQUIRE(ti4 >= 10);
  REQUIRE(decided >= 50);
  // Every source of a TI4 player's victory points is scored in some game.
  for (const char* source :
       {"vp_public_objectives", "vp_secret_objectives", "vp_custodians", "vp_imperial"}) {
    int64_t points = 0;
    for (const KnownGame& g : games) {
      for (const KnownPlayer& p : g.players) points += Fact(p, source);
    }
    INFO(source);
    REQUIRE(points > 0);
  }

  f.Index({f.Logs()});
  auto sqlite = cat::SqliteStore::OpenReadOnly(f.Db());
  REQUIRE(sqlite.ok());
  CheckEveryFigure(sqlite->get(), games);

  ClickHouseCluster cluster;
  for (size_t shard = 0; shard < 2; ++shard) {
    for (const std::string& ddl : cat::ClickHouseCreateShard("known", "catalogue")) {
      cluster.Run(shard, ddl);
    }
  }
  auto sink = cat::OpenSink("", cluster.Url(0, "known"));
  REQUIRE(sink.ok());
  cat::IndexOptions options;
  options.jobs = 2;
  REQUIRE(cat::Index({f.Logs()}, sink->get(), options).ok());
  auto ch = cat::OpenSource("", cluster.Url(1, "known"));
  REQUIRE(ch.ok());
  CheckEveryFigure(ch->get(), games);
}

}  // namespace
}  // namespace stardate::testing
