# Writes OUTPUT, a C++ file holding every casebook file of the folders DIRS ('|'-separated;
# *.sdgame, *.audit.json, the first folder's README.md) as bytes, in file-name order. Run by
# cli/CMakeLists.txt at build time.
string(REPLACE "|" ";" dirs "${DIRS}")
set(paths "")
set(first TRUE)
foreach(dir IN LISTS dirs)
  file(GLOB found ${dir}/*.sdgame ${dir}/*.audit.json)
  if(first)
    file(GLOB readme ${dir}/README.md)
    list(APPEND found ${readme})
    set(first FALSE)
  endif()
  list(APPEND paths ${found})
endforeach()
set(files "")
foreach(path IN LISTS paths)
  get_filename_component(name ${path} NAME)
  list(APPEND files "${name}")
  set(path_of_${name} ${path})
endforeach()
list(SORT files)
set(body "")
set(table "")
set(n 0)
foreach(name IN LISTS files)
  file(READ ${path_of_${name}} hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(APPEND body "const unsigned char kFile${n}[] = {${bytes}0x00};\n")
  string(APPEND table "    {\"${name}\", kFile${n}, ${size}},\n")
  math(EXPR n "${n} + 1")
endforeach()
set(text "// Generated from the samples' casebooks by cli/embed_casebook.cmake; do not edit.
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
include(${CMAKE_CURRENT_LIST_DIR}/write_if_changed.cmake)
stardate_write_if_changed(${OUTPUT} "${text}")
