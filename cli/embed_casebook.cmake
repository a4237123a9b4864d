# Writes OUTPUT, a C++ file holding every casebook file of DIR (*.sdgame, *.audit.json,
# README.md) as bytes, in file-name order. Run by cli/CMakeLists.txt at build time.
file(GLOB files RELATIVE ${DIR} ${DIR}/*.sdgame ${DIR}/*.audit.json ${DIR}/README.md)
list(SORT files)
set(body "")
set(table "")
set(n 0)
foreach(name IN LISTS files)
  file(READ ${DIR}/${name} hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(APPEND body "const unsigned char kFile${n}[] = {${bytes}0x00};\n")
  string(APPEND table "    {\"${name}\", kFile${n}, ${size}},\n")
  math(EXPR n "${n} + 1")
endforeach()
set(text "// Generated from samples/stccg/casebook/ by cli/embed_casebook.cmake; do not edit.
#include \"cli/casebook.h\"

namespace stardate::cli {
namespace {

${body}
const EmbeddedFile kFiles[] = {
${table}    {nullptr, nullptr, 0},
};

}  // namespace

const EmbeddedFile* EmbeddedCasebook() { return kFiles; }

}  // namespace stardate::cli
")
# Rewrite only on change, so an unchanged casebook does not recompile.
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE ${OUTPUT} "${text}")
