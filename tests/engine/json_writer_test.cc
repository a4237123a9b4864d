#include <catch2/catch.hpp>

#include "engine/json_writer.h"

using stardate::engine::JsonWriter;

namespace {

std::string Quoted(std::string_view s) {
  JsonWriter j;
  j.String(s);
  return j.str();
}

}  // namespace

TEST_CASE("JsonWriter keeps well-formed UTF-8 and escapes what JSON requires", "[engine][json]") {
  CHECK(Quoted("Zoë \"Q\"\n") == "\"Zoë \\\"Q\\\"\\n\"");
  CHECK(Quoted("\xF0\x9F\x96\x96") == "\"\xF0\x9F\x96\x96\"");  // a 4-byte sequence
  CHECK(Quoted(std::string("a\x01", 2)) == "\"a\\u0001\"");
}

TEST_CASE("JsonWriter replaces bytes that are not UTF-8 by U+FFFD", "[engine][json]") {
  CHECK(Quoted("Data\xFF") == "\"Data\\ufffd\"");                           // a stray byte
  CHECK(Quoted("\xC3") == "\"\\ufffd\"");                                   // a cut sequence
  CHECK(Quoted("\xC0\xAF") == "\"\\ufffd\\ufffd\"");                        // an overlong form
  CHECK(Quoted("\xED\xA0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");             // a surrogate
  CHECK(Quoted("\xF4\x90\x80\x80") == "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");  // above U+10FFFF
}
