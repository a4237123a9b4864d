#include "cli/casebook.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "engine/registry.h"

namespace stardate::cli {
namespace {

constexpr std::string_view kScriptExt = ".sdgame";

bool EndsWith(std::string_view s, std::string_view end) {
  return s.size() > end.size() && s.substr(s.size() - end.size()) == end;
}

// Splits "game.fly.range.illegal.no-crew" into rule "game.fly.range", kind "illegal" and
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

std::string FirstComment(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    size_t at = line.find_first_not_of(" \t");
    if (at == std::string::npos) continue;
    if (line[at] != '#') break;
    std::string title = line.substr(at + 1);
    while (!title.empty() && (title.back() == '\r' || title.back() == ' ')) title.pop_back();
    size_t lead = title.find_first_not_of(' ');
    return lead == std::string::npos ? "" : title.substr(lead);
  }
  return "";
}

}  // namespace

Casebook Casebook::BuiltIn() {
  Casebook book;
  book.origin_ = "samples/*/casebook (built in)";
  for (const EmbeddedFile* f = EmbeddedCasebook(); f->name != nullptr; ++f) {
    book.files_[f->name] = std::string(reinterpret_cast<const char*>(f->data), f->size);
  }
  book.Index("");
  return book;
}

Result<Casebook> Casebook::FromFolder(const std::string& dir) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    return Status::NotFound(dir + ": no such casebook folder");
  }
  Casebook book;
  book.origin_ = dir;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    if (!EndsWith(name, kScriptExt) && !EndsWith(name, ".audit.json")) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    book.files_[name] = text.str();
  }
  if (ec) return Status::IoError(dir + ": cannot list the folder: " + ec.message());
  book.Index(dir);
  return book;
}

void Casebook::Index(const std::string& folder) {
  for (const auto& [name, text] : files_) {  // std::map: file-name order
    if (!EndsWith(name, kScriptExt)) continue;
    std::string rule;
    Case c;
    c.name = name.substr(0, name.size() - kScriptExt.size());
    if (!ParseCaseName(c.name, &rule, &c)) continue;
    // Built in: each game's cases are in its casebook folder (engine/registry.h; the core's
    // rules are cased in the first game's book).
    std::string dir = folder;
    if (dir.empty()) dir = std::string(engine::CasebookGameOf(rule)->casebook);
    c.path = (std::filesystem::path(dir) / name).string();
    c.title = FirstComment(text);
    cases_[rule].push_back(std::move(c));
  }
  for (auto& [rule, list] : cases_) {
    std::stable_sort(list.begin(), list.end(), [](const Case& a, const Case& b) {
      return std::make_pair(a.kind != "illegal", a.variant) <
             std::make_pair(b.kind != "illegal", b.variant);
    });
  }
}

const std::vector<Case>& Casebook::CasesOf(std::string_view rule) const {
  static const std::vector<Case> kNone;
  auto it = cases_.find(rule);
  return it == cases_.end() ? kNone : it->second;
}

const std::string* Casebook::File(const std::string& name) const {
  auto it = files_.find(name);
  return it == files_.end() ? nullptr : &it->second;
}

std::vector<std::string> Casebook::CaseNames() const {
  std::vector<std::string> names;
  for (const auto& [name, text] : files_) {
    if (!EndsWith(name, kScriptExt)) continue;
    names.push_back(name.substr(0, name.size() - kScriptExt.size()));
  }
  return names;
}

}  // namespace stardate::cli
