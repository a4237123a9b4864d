// stardate rules [ID] [--json] [--casebook DIR]: the rule catalogue with citations, and the
// casebook games (samples/stccg/casebook/) that show each rule broken and kept.
//
// A casebook file is named RULE-ID.illegal[.VARIANT].sdgame or RULE-ID.legal[.VARIANT].sdgame;
// its first comment line says in one sentence what happens in it.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/rule_catalogue.h"

namespace stardate::cli {
namespace {

constexpr const char* kDefaultCasebook = "samples/stccg/casebook";

struct Case {
  std::string path;     // the folder joined with the file name
  std::string kind;     // "illegal" or "legal"
  std::string variant;  // the part after the kind, "" if none
  std::string title;    // the first comment line, without "#"
};

// Splits "stccg.fly.range.illegal.no-crew" into rule "stccg.fly.range", kind "illegal" and
// variant "no-crew". False if no part is "illegal" or "legal".
bool ParseCaseName(const std::string& stem, std::string* rule, Case* c) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t dot = stem.find('.', start);
    parts.push_back(stem.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  for (size_t i = 1; i < parts.size(); ++i) {
    if (parts[i] != "illegal" && parts[i] != "legal") continue;
    rule->clear();
    for (size_t k = 0; k < i; ++k) *rule += (k ? "." : "") + parts[k];
    c->kind = parts[i];
    c->variant.clear();
    for (size_t k = i + 1; k < parts.size(); ++k) c->variant += (k > i + 1 ? "." : "") + parts[k];
    return true;
  }
  return false;
}

std::string FirstComment(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    size_t at = line.find_first_not_of(" \t");
    if (at == std::string::npos) continue;
    if (line[at] != '#') break;
    std::string text = line.substr(at + 1);
    while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.pop_back();
    size_t lead = text.find_first_not_of(' ');
    return lead == std::string::npos ? "" : text.substr(lead);
  }
  return "";
}

// Every case in `dir`, by rule id, in file-name order. An absent folder has no cases.
std::map<std::string, std::vector<Case>> ScanCasebook(const std::string& dir) {
  std::map<std::string, std::vector<Case>> cases;
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return cases;
  const std::string ext = ".sdgame";
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > ext.size() && name.compare(name.size() - ext.size(), ext.size(), ext) == 0) {
      names.push_back(name);
    }
  }
  std::sort(names.begin(), names.end());
  for (const std::string& name : names) {
    std::string rule;
    Case c;
    if (!ParseCaseName(name.substr(0, name.size() - ext.size()), &rule, &c)) continue;
    c.path = (std::filesystem::path(dir) / name).string();
    c.title = FirstComment(c.path);
    cases[rule].push_back(std::move(c));
  }
  // Illegal before legal, the plain case before its variants.
  for (auto& [rule, list] : cases) {
    std::stable_sort(list.begin(), list.end(), [](const Case& a, const Case& b) {
      return std::make_pair(a.kind != "illegal", a.variant) <
             std::make_pair(b.kind != "illegal", b.variant);
    });
  }
  return cases;
}

std::string CountLabel(size_t n) {
  if (n == 0) return "[no casebook case]";
  return "[" + std::to_string(n) + " casebook case" + (n == 1 ? "" : "s") + "]";
}

}  // namespace

void AddRules(CLI::App& app, int* exit_code) {
  struct Args {
    std::string id;
    std::string casebook;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "rules", "List the rule catalogue, or show one rule with its casebook cases.");
  cmd->add_option("id", args->id, "a rule id, e.g. stccg.facility.seed.homeworld");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->add_option(
      "--casebook", args->casebook,
      std::string("folder of casebook games (default: ") + kDefaultCasebook + ", if it exists)");
  cmd->callback([args, exit_code]() {
    std::vector<const engine::Rule*> chosen;
    for (const engine::Rule& r : engine::AllRules()) {
      if (args->id.empty() || r.id == args->id) chosen.push_back(&r);
    }
    if (chosen.empty()) {
      *exit_code = Fail(Status::NotFound("no rule '" + args->id + "' (try 'stardate rules')"));
      return;
    }
    std::string dir = args->casebook.empty() ? kDefaultCasebook : args->casebook;
    std::error_code ec;
    bool have_casebook = std::filesystem::is_directory(dir, ec);
    if (!args->casebook.empty() && !have_casebook) {
      *exit_code = Fail(Status::NotFound(dir + ": no such casebook folder"));
      return;
    }
    std::map<std::string, std::vector<Case>> cases = ScanCasebook(dir);
    auto cases_of = [&](const engine::Rule* r) -> const std::vector<Case>& {
      static const std::vector<Case> kNone;
      auto it = cases.find(std::string(r->id));
      return it == cases.end() ? kNone : it->second;
    };
    if (args->json) {
      engine::JsonWriter j;
      j.BeginArray();
      for (const engine::Rule* r : chosen) {
        j.BeginObject();
        j.Key("id").String(r->id);
        j.Key("source").String(r->source);
        j.Key("quote").String(r->quote);
        j.Key("summary").String(r->summary);
        j.Key("cases").BeginArray();
        for (const Case& c : cases_of(r)) {
          j.BeginObject();
          j.Key("path").String(c.path);
          j.Key("kind").String(c.kind);
          j.Key("variant").String(c.variant);
          j.Key("title").String(c.title);
          j.EndObject();
        }
        j.EndArray();
        j.EndObject();
      }
      j.EndArray();
      std::printf("%s\n", j.str().c_str());
      *exit_code = 0;
      return;
    }
    for (const engine::Rule* r : chosen) {
      const std::vector<Case>& mine = cases_of(r);
      std::string id(r->id);
      if (have_casebook && args->id.empty()) id += "  " + CountLabel(mine.size());
      std::printf("%s\n  %.*s\n  \"%.*s\" (%.*s)\n", id.c_str(),
                  static_cast<int>(r->summary.size()), r->summary.data(),
                  static_cast<int>(r->quote.size()), r->quote.data(),
                  static_cast<int>(r->source.size()), r->source.data());
      if (!args->id.empty() && have_casebook) {
        if (mine.empty()) {
          std::printf("  casebook: no case in %s\n", dir.c_str());
        } else {
          std::printf("  casebook:\n");
        }
        for (const Case& c : mine) {
          std::printf("    %s\n      %s\n", c.path.c_str(), c.title.c_str());
        }
      }
    }
    *exit_code = 0;
  });
}

}  // namespace stardate::cli
