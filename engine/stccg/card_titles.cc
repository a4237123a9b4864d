// Card titles as the card lists print them: a face's title, two-sided cards
// (engine/stccg/card_text.h).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "engine/stccg/card_text.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

using wording::EndsWith;
using wording::Trim;

// ---- Titles and two-sided cards -------------------------------------------------------------

std::string FaceTitle(std::string_view title) {
  title = Trim(title);
  if (EndsWith(title, "*VP")) title.remove_suffix(3);
  while (!title.empty() && (title.back() == '*' || title.back() == ' ')) title.remove_suffix(1);
  if (EndsWith(title, " (back)")) title.remove_suffix(7);
  return std::string(Trim(title));
}

std::vector<const CardFacts*> FindCardsByTitle(const CardPool& pool, std::string_view title) {
  std::vector<const CardFacts*> found = pool.FindAll(title);
  for (const CardFacts* back : pool.FindAll(std::string(Trim(title)) + " (back)")) {
    if (std::find(found.begin(), found.end(), back) == found.end()) found.push_back(back);
  }
  return found;
}

std::vector<std::string> OtherSideTitles(const CardPool& pool) {
  const std::vector<CardFacts>& cards = pool.cards();
  std::vector<std::string> other(cards.size());

  // Each card's images, and which card shows each image first (the first list's card when
  // several lists have it).
  std::vector<std::vector<std::string>> images(cards.size());
  std::map<std::string, size_t, std::less<>> by_front_image;
  for (size_t i = 0; i < cards.size(); ++i) {
    std::string_view list = cards[i].image_file;
    while (!list.empty()) {
      const size_t comma = list.find(',');
      const std::string_view image = Trim(list.substr(0, comma));
      if (!image.empty()) images[i].emplace_back(image);
      if (comma == std::string_view::npos) break;
      list.remove_prefix(comma + 1);
    }
    if (!images[i].empty()) by_front_image.emplace(images[i].front(), i);
  }
  for (size_t i = 0; i < cards.size(); ++i) {
    if (images[i].size() < 2) continue;
    auto it = by_front_image.find(images[i][1]);
    if (it != by_front_image.end() && it->second != i) other[i] = cards[it->second].title;
  }
  return other;
}

}  // namespace stardate::engine::stccg
