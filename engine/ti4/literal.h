// Reading the Twilight Imperium 4 data files as they come: a TypeScript module whose one
// exported array is a JavaScript literal (data/ti4/systems.ts, planets.ts) or a JSON document
// (data/ti4/space_stations.json).
//
// The accepted literal language is JSON plus what those files use: unquoted keys, trailing
// commas, `//` and `/* */` comments. Anything else (an expression, a template string) is an
// error naming the file, the line and column, what was expected and what was found.
#ifndef STARDATE_ENGINE_TI4_LITERAL_H_
#define STARDATE_ENGINE_TI4_LITERAL_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "format/status.h"

namespace stardate::engine::ti4 {

struct Literal {
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
  Type type = Type::kNull;
  bool boolean = false;
  // kNumber: the digits as written in `text`; `integer` holds the value when it is a whole
  // number (195 or 195.0), so nothing here uses floating point.
  int64_t integer = 0;
  bool integral = false;
  std::string text;            // kString: the text; kNumber: the number as written
  std::vector<Literal> items;  // kArray
  // kObject: the field names and their values, in file order (two lists rather than pairs,
  // which some standard libraries refuse to hold of a type not yet complete).
  std::vector<std::string> keys;
  std::vector<Literal> values;
  int line = 0;  // 1-based, where the value starts

  // The field named `key` of an object, or nullptr.
  const Literal* Find(std::string_view key) const;
};

// Parses one literal value starting at `text`. Errors are "WHERE:LINE:COLUMN: expected X,
// found Y".
Result<Literal> ParseLiteral(std::string_view text, const std::string& where);

// Parses the literal assigned by the first `= ` whose value starts with `[` or `{` (the
// exported array of a generated TypeScript module), or the whole text when it starts with one
// (JSON). The line numbers of the result are the file's.
Result<Literal> ParseModuleLiteral(std::string_view text, const std::string& where);

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_LITERAL_H_
