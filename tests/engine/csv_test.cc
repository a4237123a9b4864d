#include "engine/csv.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace stardate::engine {
namespace {

// Fixture vocabulary: Read() returns the records of `text` (requiring success), Fields() one
// record's fields, Error() the message of a failed parse.
std::vector<CsvRecord> Read(std::string_view text) {
  Result<std::vector<CsvRecord>> records = ParseCsv(text, "t.csv");
  INFO(records.status().ToString());
  REQUIRE(records.ok());
  return *records;
}

std::vector<std::string> Fields(std::string_view text, size_t record = 0) {
  std::vector<CsvRecord> records = Read(text);
  REQUIRE(records.size() > record);
  return records[record].fields;
}

std::string Error(std::string_view text) {
  Result<std::vector<CsvRecord>> records = ParseCsv(text, "t.csv");
  REQUIRE_FALSE(records.ok());
  CHECK(records.status().code() == Status::Code::kInvalidArgument);
  return records.status().message();
}

using Strings = std::vector<std::string>;

TEST_CASE("CsvReader splits plain fields and keeps empty ones", "[engine]") {
  CHECK(Fields("a,b,c\n") == Strings{"a", "b", "c"});
  CHECK(Fields(",x,,\n") == Strings{"", "x", "", ""});
  CHECK(Fields("one") == Strings{"one"});
}

TEST_CASE("CsvReader skips a UTF-8 byte order mark", "[engine]") {
  std::vector<CsvRecord> records = Read("\xEF\xBB\xBFName,Type\nData,Personnel\n");
  REQUIRE(records.size() == 2);
  CHECK(records[0].fields == Strings{"Name", "Type"});
  CHECK(records[0].raw == "Name,Type");
}

TEST_CASE("CsvReader unquotes commas, doubled quotes and newlines", "[engine]") {
  CHECK(Fields("\"Cloaking Device, Tractor Beam\",x\n") ==
        Strings{"Cloaking Device, Tractor Beam", "x"});
  CHECK(Fields("\"Plays on any ship \"\"flying by\"\" one.\"\n") ==
        Strings{"Plays on any ship \"flying by\" one."});
  CHECK(Fields("\"\"\n") == Strings{""});
  CHECK(Fields("\"two\nlines\",\"crlf\r\ninside\"\n") == Strings{"two\nlines", "crlf\r\ninside"});
}

TEST_CASE("CsvReader numbers records by the line they start on", "[engine]") {
  std::vector<CsvRecord> records = Read("h1,h2\n\"a\nb\nc\",d\ne,f\n");
  REQUIRE(records.size() == 3);
  CHECK(records[0].line == 1);
  CHECK(records[1].line == 2);
  CHECK(records[2].line == 5);
  CHECK(records[2].fields == Strings{"e", "f"});
}

TEST_CASE("CsvReader keeps each record's source text verbatim", "[engine]") {
  std::vector<CsvRecord> records = Read("x,\"a, \"\"b\"\"\"\r\n\"multi\nline\",y");
  REQUIRE(records.size() == 2);
  CHECK(records[0].raw == "x,\"a, \"\"b\"\"\"");
  CHECK(records[1].raw == "\"multi\nline\",y");
}

TEST_CASE("CsvReader accepts LF and CRLF and a missing final terminator", "[engine]") {
  CHECK(Read("a,b\r\nc,d\r\n").size() == 2);
  CHECK(Fields("a,b\r\nc,d\r\n", 1) == Strings{"c", "d"});
  CHECK(Read("a,b\nc,d").size() == 2);
  CHECK(Read("").empty());
  CHECK(Read("\xEF\xBB\xBF").empty());
}

TEST_CASE("CsvReader reads an empty line as one empty field", "[engine]") {
  std::vector<CsvRecord> records = Read("a\n\nb\n");
  REQUIRE(records.size() == 3);
  CHECK(records[1].fields == Strings{""});
  CHECK(records[1].raw.empty());
  CHECK(records[2].line == 3);
}

TEST_CASE("CsvReader treats a lone CR as data", "[engine]") {
  CHECK(Fields("a\rb,c\n") == Strings{"a\rb", "c"});
}

TEST_CASE("CsvReader reports an unterminated quote at the line it opened", "[engine]") {
  CHECK(Error("h\n\"never closed\n\nmore") == "t.csv: line 2: unterminated quoted field");
  CHECK(Error("a,\"") == "t.csv: line 1: unterminated quoted field");
}

TEST_CASE("CsvReader rejects text after a closing quote", "[engine]") {
  CHECK(Error("h\n\"ab\"c,d\n") == "t.csv: line 2: unexpected 'c' after closing quote");
  CHECK(Error("\"ab\"\r,d\n") == "t.csv: line 1: unexpected 0x0d after closing quote");
}

TEST_CASE("CsvReader rejects a quote inside an unquoted field", "[engine]") {
  CHECK(Error("a,b\nsay \"hi\",c\n") == "t.csv: line 2: quote inside unquoted field");
}

TEST_CASE("CsvReader keeps returning its first error", "[engine]") {
  CsvReader reader("ok\nbad\"\nok\n", "t.csv");
  CsvRecord record;
  REQUIRE(*reader.Next(&record));
  Result<bool> first = reader.Next(&record);
  REQUIRE_FALSE(first.ok());
  Result<bool> again = reader.Next(&record);
  REQUIRE_FALSE(again.ok());
  CHECK(again.status().message() == first.status().message());
}

TEST_CASE("CsvQuote output reads back to the same field", "[engine]") {
  const std::string field = GENERATE(as<std::string>{}, "", "plain", "a,b", "say \"hi\"",
                                     "two\nlines", "cr\r\nlf", " padded ", "[Cmd][Stf] ");
  CHECK(Fields(CsvQuote(field) + ",end\n") == Strings{field, "end"});
  CHECK(CsvQuote("plain") == "plain");
  CHECK(CsvQuote("a,b") == "\"a,b\"");
}

}  // namespace
}  // namespace stardate::engine
