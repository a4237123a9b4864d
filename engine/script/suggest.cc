#include "engine/script/suggest.h"

#include <algorithm>

#include "engine/text.h"

namespace stardate::script {
namespace {

using engine::AsciiLower;

// Edit distance over lower-cased bytes, counting a swap of two neighbours as one edit (a typo
// like "trun" for "turn") and so a "y" written for "ie" ("flys" for "flies", the usual slip in
// an English verb's -s form); (limit + 1) once it is certainly above `limit`.
size_t Distance(std::string_view a, std::string_view b, size_t limit) {
  if (a.size() > b.size() + limit || b.size() > a.size() + limit) return limit + 1;
  const size_t w = b.size() + 1;
  std::vector<size_t> d((a.size() + 1) * w);
  for (size_t j = 0; j <= b.size(); ++j) d[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    d[i * w] = i;
    size_t best = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t cost = AsciiLower(a[i - 1]) == AsciiLower(b[j - 1]) ? 0 : 1;
      size_t v =
          std::min({d[(i - 1) * w + j] + 1, d[i * w + j - 1] + 1, d[(i - 1) * w + j - 1] + cost});
      if (i > 1 && j > 1 && AsciiLower(a[i - 1]) == AsciiLower(b[j - 2]) &&
          AsciiLower(a[i - 2]) == AsciiLower(b[j - 1])) {
        v = std::min(v, d[(i - 2) * w + j - 2] + 1);
      }
      auto lower = [](char c) { return AsciiLower(c); };
      if (j > 1 && lower(a[i - 1]) == 'y' && lower(b[j - 2]) == 'i' && lower(b[j - 1]) == 'e') {
        v = std::min(v, d[(i - 1) * w + j - 2] + 1);
      }
      if (i > 1 && lower(b[j - 1]) == 'y' && lower(a[i - 2]) == 'i' && lower(a[i - 1]) == 'e') {
        v = std::min(v, d[(i - 2) * w + j - 1] + 1);
      }
      d[i * w + j] = v;
      best = std::min(best, v);
    }
    if (best > limit) return limit + 1;
  }
  return d[a.size() * w + b.size()];
}

}  // namespace

std::string Nearest(std::string_view word, const std::vector<std::string>& candidates) {
  const size_t limit = std::max<size_t>(1, word.size() / 3);
  std::string best;
  size_t best_distance = limit + 1;
  for (const std::string& c : candidates) {
    size_t d = Distance(word, c, limit);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

std::string DidYouMean(std::string_view word, const std::vector<std::string>& candidates) {
  std::string near = Nearest(word, candidates);
  return near.empty() ? "" : "; did you mean '" + near + "'?";
}

namespace {

std::string Join(const std::vector<std::string>& names, std::string_view last,
                 std::string_view quote) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? last : ", ";
    out += std::string(quote) + names[i] + std::string(quote);
  }
  return out;
}

}  // namespace

std::string JoinNames(const std::vector<std::string>& names) { return Join(names, " and ", ""); }

std::string OneOf(const std::vector<std::string>& names) { return Join(names, " or ", "'"); }

}  // namespace stardate::script
