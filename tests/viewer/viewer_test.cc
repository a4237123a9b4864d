// The replay viewer's page (`stardate view`) in a real headless browser: for every bundled
// sample the page is generated, loaded by Chromium at a response window (a URL fragment the
// page honours), and the board read back from the page's DOM must be what `show --at ... --json`
// says; a screenshot of each sample must show a drawn page.
#include <catch2/catch.hpp>
#include <simdjson.h>
#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Contains;
using testing::Run;
using testing::Stardate;
using testing::TempDir;

namespace {

constexpr const char* kBrowser = "/usr/bin/chromium-headless-shell";

// The browser, or a failure naming the package that provides it (never a skip).
void RequireBrowser() {
  INFO("the viewer's tests need a headless Chromium at "
       << kBrowser
       << ": install the Debian package chromium-headless-shell (scripts/packages.txt)");
  REQUIRE(std::filesystem::exists(kBrowser));
}

// The browser's output (the command runner's, which holds only `stardate` to the memory bound).
std::string Shell(const std::string& cmd) { return testing::RunShell(cmd).out; }

// Chromium's command line: no sandbox (tests may run as root), a profile of its own, a fixed
// window, and virtual time so the page's script has run before the DOM or picture is taken.
std::string Browser(const TempDir& dir, const std::string& what, const std::string& url) {
  return std::string(kBrowser) + " --no-sandbox --disable-gpu --hide-scrollbars " +
         "--user-data-dir='" + dir.Path("profile") + "' --window-size=1400,1000 " +
         "--virtual-time-budget=5000 " + what + " '" + url + "' 2>/dev/null";
}

std::string DumpDom(const TempDir& dir, const std::string& url) {
  return Shell(Browser(dir, "--dump-dom", url));
}

// ---- Reading the page's DOM: start tags and their attributes.

struct Tag {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::string Attr(const std::string& key) const {
    auto it = attrs.find(key);
    return it == attrs.end() ? "" : it->second;
  }
  bool HasClass(const std::string& c) const {
    std::string classes = " " + Attr("class") + " ";
    return Contains(classes, " " + c + " ");
  }
};

std::string Unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    size_t end = s.find(';', i);
    std::string entity = s.substr(i + 1, end - i - 1);
    if (entity == "amp")
      out += '&';
    else if (entity == "quot")
      out += '"';
    else if (entity == "lt")
      out += '<';
    else if (entity == "gt")
      out += '>';
    else if (entity == "nbsp")
      out += "\xc2\xa0";
    else
      out += "&" + entity + ";";
    i = end;
  }
  return out;
}

// Every start tag of `html` outside <script> elements (the page's data is JSON text there).
std::vector<Tag> Tags(std::string html) {
  for (size_t at = html.find("<script"); at != std::string::npos; at = html.find("<script", at)) {
    size_t end = html.find("</script>", at);
    html.erase(at, end == std::string::npos ? std::string::npos : end + 9 - at);
  }
  std::vector<Tag> tags;
  for (size_t at = html.find('<'); at != std::string::npos; at = html.find('<', at + 1)) {
    size_t i = at + 1;
    if (i >= html.size() || !std::isalpha(static_cast<unsigned char>(html[i]))) continue;
    Tag t;
    while (i < html.size() && std::isalnum(static_cast<unsigned char>(html[i])))
      t.name += html[i++];
    while (i < html.size() && html[i] != '>') {
      while (i < html.size() && html[i] == ' ') ++i;
      std::string key;
      while (i < html.size() && html[i] != '=' && html[i] != ' ' && html[i] != '>')
        key += html[i++];
      std::string value;
      if (i < html.size() && html[i] == '=') {
        i += 2;  // ="
        size_t close = html.find('"', i);
        value = Unescape(html.substr(i, close - i));
        i = close + 1;
      }
      if (!key.empty()) t.attrs[key] = value;
    }
    tags.push_back(std::move(t));
  }
  return tags;
}

std::vector<Tag> WithClass(const std::vector<Tag>& tags, const std::string& c) {
  std::vector<Tag> out;
  for (const Tag& t : tags) {
    if (t.HasClass(c)) out.push_back(t);
  }
  return out;
}

const Tag* ById(const std::vector<Tag>& tags, const std::string& id) {
  for (const Tag& t : tags) {
    if (t.Attr("id") == id) return &t;
  }
  return nullptr;
}

std::string Str(simdjson::dom::element e) {
  if (e.is_null()) return "";
  return std::string(std::string_view(e.get_string()));
}

std::string Num(simdjson::dom::element e) {
  if (e.is_int64()) return std::to_string(int64_t(e));
  return std::to_string(uint64_t(e));
}

// The board the page shows (`tags`) is the state `show --json` printed (`show`).
void CheckBoard(const std::vector<Tag>& tags, const std::string& show) {
  simdjson::dom::parser parser;
  simdjson::dom::element doc = parser.parse(show);
  simdjson::dom::element state = doc["state"];
  const Tag* board = ById(tags, "board");
  REQUIRE(board != nullptr);
  CHECK(board->Attr("data-turn") == Num(state["turn"]));
  CHECK(board->Attr("data-phase") == Str(state["phase"]));
  CHECK(board->Attr("data-point") == board->Attr("data-state-point"));
  std::vector<Tag> players = WithClass(tags, "player");
  simdjson::dom::array want_players = state["players"];
  REQUIRE(players.size() == want_players.size());
  size_t i = 0;
  const bool ti4 = Str(state["game"]) == "ti4";
  for (simdjson::dom::element p : want_players) {
    const Tag& got = players[i++];
    INFO("player " << Str(p["name"]));
    CHECK(got.Attr("data-name") == Str(p["name"]));
    if (ti4) {
      CHECK(got.Attr("data-vp") == Num(p["victoryPoints"]));
      CHECK(got.Attr("data-commodities") == Num(p["commodities"]));
      CHECK(got.Attr("data-tradegoods") == Num(p["tradeGoods"]));
      CHECK(got.Attr("data-stations") == Num(p["spaceStations"]));
    } else {
      CHECK(got.Attr("data-score") == Num(p["score"]));
      CHECK(got.Attr("data-deck") == Num(p["drawDeck"]));
      simdjson::dom::array hand = p["hand"];
      CHECK(got.Attr("data-hand") == std::to_string(hand.size() + uint64_t(p["unknownInHand"])));
    }
  }
  if (ti4) {
    // Every planet and station with its controller; every player's ships in every system.
    std::multiset<std::string> want, got;
    for (simdjson::dom::element sys : simdjson::dom::array(state["systems"])) {
      for (simdjson::dom::element pl : simdjson::dom::array(sys["planets"])) {
        want.insert(Str(pl["name"]) + " <- " + Str(pl["controller"]));
      }
      simdjson::dom::array space = sys["space"];
      size_t k = 0;
      for (simdjson::dom::element units : space) {
        std::string u = Str(units);
        if (!u.empty()) {
          want.insert(Str(sys["name"]) + ": " +
                      Str(simdjson::dom::array(state["players"]).at(k)["name"]) + " " + u);
        }
        ++k;
      }
    }
    std::string system;
    for (const Tag& t : tags) {
      if (t.HasClass("system")) system = t.Attr("data-system");
      if (t.HasClass("planet"))
        got.insert(t.Attr("data-planet") + " <- " + t.Attr("data-controller"));
      if (t.HasClass("units"))
        got.insert(system + ": " + t.Attr("data-player") + " " + t.Attr("data-units"));
    }
    CHECK(got == want);
    return;
  }
  // 1E: every card on the table, with its zone, holder and controller; the missions; the
  // pending actions by window.
  const std::set<std::string> on_table{"at location", "on planet", "aboard",       "docked",
                                       "site",        "in play",   "under mission"};
  std::multiset<std::string> want, got;
  for (simdjson::dom::element c : simdjson::dom::array(state["cards"])) {
    if (!on_table.count(Str(c["zone"]))) continue;
    want.insert(Str(c["card"]) + " | " + Str(c["zone"]) + " | " + Str(c["where"]) + " | " +
                Str(c["controller"]));
  }
  for (const Tag& t : WithClass(tags, "card")) {
    got.insert(t.Attr("data-card") + " | " + t.Attr("data-zone") + " | " + t.Attr("data-where") +
               " | " + t.Attr("data-controller"));
  }
  CHECK(got == want);
  std::multiset<std::string> missions, shown;
  for (simdjson::dom::element m : simdjson::dom::array(state["spaceline"])) {
    missions.insert(Str(m["mission"]));
  }
  for (const Tag& t : WithClass(tags, "mission")) shown.insert(t.Attr("data-mission"));
  CHECK(shown == missions);
  std::vector<std::string> pending, listed;
  for (simdjson::dom::element p : simdjson::dom::array(doc["pending"]))
    pending.push_back(Num(p["window"]));
  for (const Tag& t : tags) {
    if (t.name == "li" && !t.Attr("data-window").empty()) listed.push_back(t.Attr("data-window"));
  }
  CHECK(listed == pending);
}

// ---- A PNG's pixels, enough to tell a drawn page from a blank one.

uint32_t Be32(const std::string& s, size_t at) {
  return (uint32_t(uint8_t(s[at])) << 24) | (uint32_t(uint8_t(s[at + 1])) << 16) |
         (uint32_t(uint8_t(s[at + 2])) << 8) | uint32_t(uint8_t(s[at + 3]));
}

struct Picture {
  uint32_t width = 0, height = 0;
  size_t colours = 0;     // distinct pixel values
  double dark_share = 0;  // share of pixels darker than mid-grey (text, the header)
};

// Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes).
Picture ReadPng(const std::string& png) {
  Picture pic;
  REQUIRE(png.size() > 33);
  REQUIRE(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
  pic.width = Be32(png, 16);
  pic.height = Be32(png, 20);
  const int depth = uint8_t(png[24]), type = uint8_t(png[25]), interlace = uint8_t(png[28]);
  REQUIRE(depth == 8);
  REQUIRE((type == 2 || type == 6));
  REQUIRE(interlace == 0);
  const size_t channels = type == 6 ? 4 : 3;
  std::string idat;
  for (size_t at = 8; at + 8 <= png.size();) {
    uint32_t len = Be32(png, at);
    std::string kind = png.substr(at + 4, 4);
    if (kind == "IDAT") idat += png.substr(at + 8, len);
    at += 12 + len;
  }
  const size_t stride = pic.width * channels;
  std::string raw((stride + 1) * pic.height, '\0');
  uLongf raw_len = raw.size();
  REQUIRE(uncompress(reinterpret_cast<Bytef*>(raw.data()), &raw_len,
                     reinterpret_cast<const Bytef*>(idat.data()), idat.size()) == Z_OK);
  std::vector<uint8_t> prev(stride, 0), row(stride);
  std::set<uint32_t> colours;
  size_t dark = 0;
  for (uint32_t y = 0; y < pic.height; ++y) {
    const uint8_t filter = uint8_t(raw[y * (stride + 1)]);
    const uint8_t* in = reinterpret_cast<const uint8_t*>(raw.data()) + y * (stride + 1) + 1;
    for (size_t x = 0; x < stride; ++x) {
      int a = x >= channels ? row[x - channels] : 0, b = prev[x],
          c = x >= channels ? prev[x - channels] : 0;
      int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
      int pred = filter == 1   ? a
                 : filter == 2 ? b
                 : filter == 3 ? (a + b) / 2
                 : filter == 4 ? (pa <= pb && pa <= pc ? a
                                  : pb <= pc           ? b
                                                       : c)
                               : 0;
      row[x] = uint8_t(in[x] + pred);
    }
    for (uint32_t x = 0; x < pic.width; ++x) {
      const uint8_t* px = &row[x * channels];
      colours.insert((uint32_t(px[0]) << 16) | (uint32_t(px[1]) << 8) | px[2]);
      if (px[0] + px[1] + px[2] < 3 * 128) ++dark;
    }
    prev = row;
  }
  pic.colours = colours.size();
  pic.dark_share = double(dark) / (double(pic.width) * pic.height);
  return pic;
}

struct Sample {
  std::string log;      // from the repository root
  std::string seen_by;  // "" or a player name
};

std::vector<Sample> Samples() {
  std::vector<Sample> out;
  for (const std::string& name : testing::SampleNames()) {
    out.push_back({"samples/stccg/" + name + ".sdlog", ""});
  }
  out.push_back({"samples/ti4/contested_station.sdlog", ""});
  out.push_back({"samples/ti4/stations_trade.sdlog", ""});
  return out;
}

uint64_t Windows(const std::string& log) {
  // The replayer's count, as the error for an address past the last window names it.
  Run past = Stardate("show " + log + " --at window:1000000");
  REQUIRE(past.code == 1);
  size_t at = past.out.find("the log has ");
  REQUIRE(at != std::string::npos);
  return std::stoull(past.out.substr(at + 12));
}

std::string MakePage(const TempDir& dir, const std::string& log, const std::string& name,
                     const std::string& as_player = "") {
  std::string page = dir.Path(name + ".html");
  Run r = Stardate("view " + log + " -o '" + page + "' --force" +
                   (as_player.empty() ? "" : " --as-player " + as_player));
  INFO(r.out);
  REQUIRE(r.code == 0);
  return page;
}

}  // namespace

TEST_CASE(
    "Viewer page shows the board of a response window as show --at window:N says, in "
    "Chromium",
    "[viewer]") {
  RequireBrowser();
  TempDir dir;
  for (const Sample& s : Samples()) {
    std::string page = MakePage(dir, s.log, "page");
    const uint64_t windows = Windows(s.log);
    std::vector<std::string> points;  // fragment, show address
    if (windows == 0) {
      points = {"event=20", "event:20", "end", "end"};
    } else {
      for (uint64_t w : {uint64_t{0}, windows / 2, windows - 1}) {
        points.push_back("window=" + std::to_string(w));
        points.push_back("window:" + std::to_string(w));
      }
    }
    for (size_t i = 0; i < points.size(); i += 2) {
      INFO(s.log << " #" << points[i]);
      std::vector<Tag> tags = Tags(DumpDom(dir, "file://" + page + "#" + points[i]));
      REQUIRE(ById(tags, "board") != nullptr);
      Run show = Stardate("show " + s.log + " --at " + points[i + 1] + " --json");
      REQUIRE(show.code == 0);
      CheckBoard(tags, show.out);
    }
  }
}

TEST_CASE("Viewer page steps with the keyboard: right arrow, End and Home", "[viewer]") {
  RequireBrowser();
  TempDir dir;
  const std::string log = "samples/stccg/fed-vs-dominion.sdlog";
  std::string page = MakePage(dir, log, "keys");
  // Two steps past window 3's initiating event: the state after that event and one more.
  Run at_window = Stardate("show " + log + " --at window:3 --json");
  simdjson::dom::parser parser;
  simdjson::dom::element doc = parser.parse(at_window.out);
  simdjson::dom::array pending = doc["pending"];
  uint64_t seq = uint64_t(pending.at(pending.size() - 1)["event"]);
  std::vector<Tag> stepped =
      Tags(DumpDom(dir, "file://" + page + "#window=3&keys=ArrowRight,ArrowRight"));
  CheckBoard(stepped,
             Stardate("show " + log + " --at event:" + std::to_string(seq + 2) + " --json").out);
  CheckBoard(Tags(DumpDom(dir, "file://" + page + "#window=3&keys=End")),
             Stardate("show " + log + " --at end --json").out);
  CheckBoard(Tags(DumpDom(dir, "file://" + page + "#window=3&keys=End,Home")),
             Stardate("show " + log + " --at start --json").out);
}

TEST_CASE(
    "Viewer page of a long game stores boards at turns, phases and windows and shows the "
    "nearest one before the selected point",
    "[viewer]") {
  RequireBrowser();
  TempDir dir;
  const std::string log = "samples/stccg/long-game.sdlog";
  std::string page = dir.Path("long.html");
  // A limit below the sample's 146 events makes it a "long" game.
  REQUIRE(Stardate("view " + log + " -o '" + page + "' --board-limit 10").code == 0);
  for (uint64_t w : {0, 5, 18}) {
    std::vector<Tag> tags = Tags(DumpDom(dir, "file://" + page + "#window=" + std::to_string(w)));
    CheckBoard(tags, Stardate("show " + log + " --at window:" + std::to_string(w) + " --json").out);
  }
  // After event 39, 40 events in (Bob's responses in turn 2), no board is stored: the page shows
  // the one stored last before it and says so.
  std::string html = DumpDom(dir, "file://" + page + "#event=39");
  std::vector<Tag> tags = Tags(html);
  const Tag* board = ById(tags, "board");
  REQUIRE(board != nullptr);
  CHECK(board->Attr("data-point") == "40");
  const std::string stored = board->Attr("data-state-point");
  REQUIRE(!stored.empty());
  CHECK(std::stoi(stored) < 40);
  CHECK(Contains(html, "Board as of position " + stored + " (the nearest stored one)."));
  // CheckBoard also wants the point to be the stored one: compare the stored board's players.
  // Position P is the state after P events: event P - 1, or the start.
  const int after = std::stoi(stored);
  Run show = Stardate("show " + log + " --at " +
                      (after == 0 ? std::string("start") : "event:" + std::to_string(after - 1)) +
                      " --json");
  simdjson::dom::parser parser;
  simdjson::dom::element doc = parser.parse(show.out);
  CHECK(board->Attr("data-turn") == Num(doc["state"]["turn"]));
  CHECK(board->Attr("data-phase") == Str(doc["state"]["phase"]));
  CHECK(WithClass(tags, "card").size() > 0);
}

TEST_CASE("Viewer page marks every audit finding on the timeline with its rule quote", "[viewer]") {
  RequireBrowser();
  TempDir dir;
  const std::string log = "samples/stccg/illegal-facilities.sdlog";
  std::string page = MakePage(dir, log, "findings");
  std::vector<Tag> tags = Tags(DumpDom(dir, "file://" + page + "#event=0"));
  Run audit = Stardate("audit " + log + " --json");
  simdjson::dom::parser parser;
  simdjson::dom::element doc = parser.parse(audit.out);
  std::multiset<std::string> want, got;
  for (simdjson::dom::element f : simdjson::dom::array(doc["findings"])) {
    want.insert(Str(f["rule"]) + ": " + Str(f["quote"]));
  }
  for (const Tag& t : WithClass(tags, "fbadge")) got.insert(t.Attr("title"));
  CHECK(want.size() == 8);
  CHECK(got == want);
  // The audit's "event 14", `show --at event:14` and #event=14 are one step: the one that seeded
  // the outpost at a homeworld, applied; its panel quotes the rule.
  simdjson::dom::element first = simdjson::dom::array(doc["findings"]).at(0);
  REQUIRE(uint64_t(first["event"]) == 14);
  std::string html = DumpDom(dir, "file://" + page + "#event=14");
  const std::vector<Tag> at = Tags(html);
  REQUIRE(ById(at, "board") != nullptr);
  CHECK(ById(at, "board")->Attr("data-point") == "15");  // after 15 events: event 14 applied
  CheckBoard(at, Stardate("show " + log + " --at event:14 --json").out);
  CHECK(Contains(html, "stccg.facility.seed.homeworld"));
  CHECK(Contains(html, "You may not seed or build any outpost at any homeworld mission"));
}

TEST_CASE("Viewer page of a damaged log shows what was recovered under a visible notice",
          "[viewer]") {
  RequireBrowser();
  TempDir dir;
  std::string page = dir.Path("damaged.html");
  Run r = Stardate("view samples/corrupt/long-game-bitflip.sdlog -o '" + page + "'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "from the intact part of a damaged log"));
  std::string html = DumpDom(dir, "file://" + page + "#end");
  CHECK(Contains(html, "This log is damaged: the page shows what was recovered."));
  CHECK(Contains(html, "payload checksum mismatch"));
  CheckBoard(Tags(html), Stardate("show samples/corrupt/long-game-bitflip.sdlog --json").out);
}

TEST_CASE("Viewer page as a player names no card that player never saw", "[viewer]") {
  TempDir dir;
  const std::string log = "samples/stccg/fed-vs-dominion.sdlog";
  std::string full = testing::ReadFileBytes(MakePage(dir, log, "full"));
  std::string bob = testing::ReadFileBytes(MakePage(dir, log, "bob", "Bob"));
  // Alice's cards drawn and still in her hand at the end: in the full page, never in Bob's.
  for (const char* title : {"Julian Bashir", "Taylor Moore", "Escape Pod", "Kevin Uxbridge"}) {
    INFO(title);
    CHECK(Contains(full, title));
    CHECK_FALSE(Contains(bob, title));
  }
  CHECK(Contains(bob, "\"seenBy\":\"Bob\""));
}

TEST_CASE("view refuses to overwrite a page without --force and leaves it intact on failure",
          "[viewer]") {
  TempDir dir;
  std::string page = dir.Path("kept.html");
  {
    std::ofstream out(page);
    out << "keep me";
  }
  Run r = Stardate("view samples/stccg/fed-vs-dominion.sdlog -o '" + page + "'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, page + ": already exists; pass --force to overwrite it"));
  Run missing = Stardate("view samples/stccg/no-such.sdlog -o '" + page + "' --force");
  CHECK(missing.code == 1);
  Run bad_player = Stardate("view samples/stccg/fed-vs-dominion.sdlog -o '" + page +
                            "' --force --as-player Carol");
  CHECK(bad_player.code == 2);
  CHECK(testing::ReadFileBytes(page) == "keep me");
  size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.Path(""))) {
    (void)e;
    ++files;
  }
  CHECK(files == 1);  // no temporary file left behind
}

TEST_CASE("Viewer page screenshot of every sample shows a drawn page", "[viewer]") {
  RequireBrowser();
  TempDir dir;
  for (const Sample& s : Samples()) {
    INFO(s.log);
    std::string page = MakePage(dir, s.log, "shot");
    std::string png = dir.Path("shot.png");
    std::filesystem::remove(png);
    Shell(Browser(dir, "--screenshot='" + png + "'", "file://" + page + "#end"));
    REQUIRE(std::filesystem::exists(png));
    Picture pic = ReadPng(testing::ReadFileBytes(png));
    CHECK(pic.width == 1400);
    CHECK(pic.height == 1000);
    CHECK(pic.colours > 50);       // text, badges, boxes: not a blank or one-colour page
    CHECK(pic.dark_share > 0.03);  // the header bar and the text are drawn
    CHECK(pic.dark_share < 0.6);
    // And the DOM holds what a judge needs: the timeline, the scrubber, the players, the map.
    std::vector<Tag> tags = Tags(DumpDom(dir, "file://" + page + "#end"));
    CHECK(WithClass(tags, "step").size() > 10);
    CHECK(ById(tags, "scrubber") != nullptr);
    CHECK(WithClass(tags, "player").size() >= 2);
    CHECK(WithClass(tags, "mission").size() + WithClass(tags, "system").size() >= 3);
  }
}

// ---- Hostile text in every field the page shows.

namespace {

// Text that ends a <script> element, opens a comment that swallows the page's own end tag,
// makes an element with a handler, quotes, and a right-to-left override.
const std::string kHostile =
    "</script><!--<script><img src=x onerror=alert(1)>&amp;'\xe2\x80\xae"
    "92";

std::string HostileScript(const std::string& game, const std::string& text) {
  const std::string alice = "\"Alice" + text + "\"", bob = "\"Bob" + text + "\"";
  std::string s = "stardate 1\ngame " + game + "\nseed 7\nrandomness seed\nevent \"" + text +
                  "\"\nround \"" + text + "\"\n";
  if (game == "ti4") {
    const std::string carol = "\"Carol" + text + "\"";
    s += "meta map \"18@0,0 109@1,-1 117@1,0 26@0,1 41@-1,1 111@-1,0 25@0,-1 01@2,-1 92@-2,1 "
         "16@0,-2\"\n";
    s += "player " + alice + "\n  faction \"Federation of Sol\"\n  home \"01\"\n" +
         "  commodity-value \"4\"\nplayer " + bob +
         "\n  faction \"Emirates of Hacan\"\n  home \"16\"\n  commodity-value \"6\"\n" + "player " +
         carol + "\n  faction \"Last Bastion\"\n  home \"92\"\n  commodity-value \"3\"\n---\n" +
         alice + " places \"2 cruisers\", \"carrier\" at \"Jord\"\n" + bob +
         " places \"carrier\" at \"Arretze\"\nphase strategy\nphase action\nturn 1 " + alice + "\n";
    return s;
  }
  s += "player " + alice + "\n  seed \"Reignite Dead Star\"\n  seed \"Federation Outpost\"\n" +
       "  draw \"Data\"\nplayer " + bob + "\n  seed \"Rescue Founder\"\n" +
       "  seed \"Dominion Outpost\"\n  draw \"Weyoun\"\n---\n" + alice +
       " seeds mission \"Reignite Dead Star\"\n" + bob + " seeds mission \"Rescue Founder\"\n" +
       alice + " seeds facility \"Federation Outpost\" at \"Reignite Dead Star\"\n" + bob +
       " seeds facility \"Dominion Outpost\" at \"Rescue Founder\"\nturn 1 " + alice + "\n" +
       alice + " plays \"Data\"\n";
  return s;
}

// The page of the game `HostileScript(game, text)` records, its script named `name`.
std::string HostilePage(const TempDir& dir, const std::string& game, const std::string& text,
                        const std::string& name) {
  const std::string script = dir.Path(name + ".sdgame"), log = dir.Path("game.sdlog");
  {
    std::ofstream out(script, std::ios::binary);
    out << HostileScript(game, text);
  }
  Run rec = Stardate("record '" + script + "' -o '" + log + "' --force");
  INFO(rec.out);
  REQUIRE((rec.code == 0 || rec.code == 1));  // a flagged action is still recorded
  const std::string page = dir.Path(game + ".html");
  Run view = Stardate("view '" + log + "' -o '" + page + "' --force");
  INFO(view.out);
  REQUIRE((view.code == 0 || view.code == 1));
  return page;
}

std::vector<std::string> TagNames(const std::string& html) {
  std::vector<std::string> names;
  for (size_t at = html.find('<'); at != std::string::npos; at = html.find('<', at + 1)) {
    size_t end = at + 1;
    if (end < html.size() && html[end] == '/') ++end;
    while (end < html.size() && std::isalnum(static_cast<unsigned char>(html[end]))) ++end;
    names.push_back(html.substr(at, end - at));
  }
  return names;
}

// The text of the element whose start tag holds `id="ID"`, up to the end tag `close`.
std::string Section(const std::string& html, const std::string& id, const std::string& close) {
  size_t at = html.find("id=\"" + id + "\"");
  REQUIRE(at != std::string::npos);
  return html.substr(at, html.find(close, at) - at);
}

}  // namespace

TEST_CASE(
    "Viewer page shows hostile names, titles and file names as text: no element of theirs, "
    "every event on the timeline, each name isolated from the text around it",
    "[viewer][hostile]") {
  RequireBrowser();
  TempDir dir;
  const std::string game = GENERATE("stccg1e", "ti4");
  INFO(game);
  // The script's file name is shown too: it carries what a file name can hold (but for the
  // single quote the test's shell quoting needs).
  const std::string hostile_name =
      "\"><!--<script><img src=x onerror=alert(2)>\xe2\x80\xa8\xe2\x80\xa9\xe2\x80\xae";
  const std::string plain =
      DumpDom(dir, "file://" + HostilePage(dir, game, "Plain", "plain") + "#end");
  const std::string page = HostilePage(dir, game, kHostile, hostile_name);
  // The data is JSON escaped for its <script> element: no <, >, & or line separator left.
  const std::string raw = testing::ReadFileBytes(page);
  const std::string open = "id=\"game-data\">";
  const size_t data = raw.find(open) + open.size();
  REQUIRE(data > open.size());
  const std::string json = raw.substr(data, raw.find("</script>", data) - data);
  CHECK(json.find_first_of("<>&") == std::string::npos);
  CHECK_FALSE(Contains(json, "\xe2\x80\xa8"));
  CHECK_FALSE(Contains(json, "\xe2\x80\xa9"));
  CHECK(Contains(json, "\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e"));
  const std::string html = DumpDom(dir, "file://" + page + "#end");
  // The page ran to its end and drew the same elements as for plain names.
  CHECK(Contains(html, "data-ready=\"1\""));
  CHECK(TagNames(Section(html, "title", "</html>")) ==
        TagNames(Section(plain, "title", "</html>")));
  for (const Tag& t : Tags(html)) {
    INFO(t.name);
    CHECK(t.name != "img");
    CHECK(t.Attr("onerror").empty());
  }
  // Every event is on the timeline, and the hostile text is shown as text.
  Run dump = Stardate("dump '" + dir.Path("game.sdlog") + "' --json");
  simdjson::dom::parser parser;
  simdjson::dom::element doc = parser.parse(dump.out);
  CHECK(WithClass(Tags(html), "step").size() == simdjson::dom::array(doc["events"]).size());
  CHECK(Contains(html, "&lt;/script&gt;&lt;!--&lt;script&gt;&lt;img src=x onerror=alert(1)&gt;"));
  CHECK(Contains(html, "onerror=alert(2)&gt;"));
  // Each override stays inside its own <bdi>: the header's and the timeline's.
  for (const std::string& part :
       {Section(html, "title", "</h1>"), Section(html, "subtitle", "</div>"),
        Section(html, "timeline", "</ol>")}) {
    size_t count = 0;
    for (size_t at = part.find("\xe2\x80\xae"); at != std::string::npos;
         at = part.find("\xe2\x80\xae", at + 1), ++count) {
      INFO(part.substr(part.rfind('<', at), 80));
      CHECK(part.compare(part.rfind('<', at), 5, "<bdi>") == 0);
      CHECK(part.compare(part.find('<', at), 6, "</bdi>") == 0);
    }
    CHECK(count > 0);
  }
}

namespace {

// A game whose every play after the first responds to the one before: `depth` nested
// response windows, none closed.
std::string NestedScript(int depth) {
  std::string s =
      "stardate 1\ngame stccg1e\nseed 7\nrandomness seed\nplayer Alice\n"
      "  seed \"Reignite Dead Star\"\n  seed \"Federation Outpost\"\n  draw \"Data\"\n"
      "player Bob\n  seed \"Rescue Founder\"\n  seed \"Dominion Outpost\"\n  draw \"Weyoun\"\n"
      "---\nAlice seeds mission \"Reignite Dead Star\"\nBob seeds mission \"Rescue Founder\"\n"
      "Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\"\n"
      "Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\"\nturn 1 Alice\n";
  for (int i = 0; i < depth; ++i)
    s += i % 2 == 0 ? "Alice plays \"Data\"\n" : "Bob plays \"Weyoun\"\n";
  return s;
}

// The size of the page `view` writes for NestedScript(depth).
uint64_t NestedPageBytes(const TempDir& dir, int depth) {
  const std::string script = dir.Path("nested.sdgame"), log = dir.Path("nested.sdlog");
  {
    std::ofstream out(script);
    out << NestedScript(depth);
  }
  Run rec = Stardate("record '" + script + "' -o '" + log + "' --force");
  REQUIRE(rec.code == 0);
  const std::string page = dir.Path("nested.html");
  Run view = Stardate("view '" + log + "' -o '" + page + "' --force");
  INFO(view.out);
  REQUIRE(view.code == 0);
  return std::filesystem::file_size(page);
}

}  // namespace

TEST_CASE(
    "Viewer page of deeply nested responses stays under 5 MB and grows linearly with the "
    "nesting",
    "[viewer][hostile]") {
  TempDir dir;
  // Every board carries the whole pending stack: embedding one per event made the 3,000-deep
  // page 490 MB.
  const uint64_t deep = NestedPageBytes(dir, 3000);
  CHECK(deep < 5000000);
  const uint64_t deeper = NestedPageBytes(dir, 6000);
  CHECK(deeper < 2 * deep + 500000);
  // The page still opens at the deepest point with a board.
  RequireBrowser();
  std::vector<Tag> tags = Tags(DumpDom(dir, "file://" + dir.Path("nested.html") + "#end"));
  const Tag* board = ById(tags, "board");
  REQUIRE(board != nullptr);
  CHECK(board->Attr("data-point") == board->Attr("data-state-point"));
}

TEST_CASE(
    "Viewer page shows the step's findings and the game's result without scrolling at "
    "1400x900",
    "[viewer]") {
  RequireBrowser();
  TempDir dir;
  const std::string log = "samples/stccg/illegal-facilities.sdlog";
  std::string html = testing::ReadFileBytes(MakePage(dir, log, "fold"));
  // Measures the laid-out page once it is drawn: the bottom of the step's first finding and of
  // the result line, and how many rule badges reach past the timeline's right edge.
  const std::string probe = R"(<script>
addEventListener("load", () => setTimeout(() => {
  const box = (e) => e.getBoundingClientRect();
  const timeline = box(document.getElementById("timeline"));
  let clipped = 0;
  for (const b of document.querySelectorAll(".fbadge")) {
    if (box(b).right > timeline.right + 0.5) ++clipped;
  }
  const finding = document.querySelector("#findings .finding");
  document.body.setAttribute("data-measure", [
    finding ? Math.ceil(box(finding).bottom) : -1,
    Math.ceil(box(document.getElementById("result")).bottom), clipped, innerHeight].join(","));
}, 0));
</script></body>)";
  html.replace(html.rfind("</body>"), 7, probe);
  const std::string page = dir.Path("fold.html");
  testing::WriteFileBytes(page, html);
  std::string cmd = Browser(dir, "--dump-dom", "file://" + page + "#event=14");
  cmd.replace(cmd.find("--window-size=1400,1000"), 23, "--window-size=1400,900");
  std::string dom = Shell(cmd);
  const Tag* body = nullptr;
  std::vector<Tag> tags = Tags(dom);
  for (const Tag& t : tags) {
    if (t.name == "body") body = &t;
  }
  REQUIRE(body != nullptr);
  const std::string measure = body->Attr("data-measure");
  INFO(measure);
  int finding_bottom = 0, result_bottom = 0, clipped = 0, height = 0;
  REQUIRE(std::sscanf(measure.c_str(), "%d,%d,%d,%d", &finding_bottom, &result_bottom, &clipped,
                      &height) == 4);
  CHECK(height == 900);
  CHECK(finding_bottom > 0);
  CHECK(finding_bottom <= height);
  CHECK(result_bottom <= height);
  CHECK(clipped == 0);
  CHECK(Contains(dom, "At the end of the log: the game goes on"));
}
