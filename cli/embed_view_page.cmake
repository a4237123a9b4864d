# Writes OUTPUT, a C++ file holding the replay viewer's page template INPUT (cli/view/page.html)
# as bytes, for cli/view_page.cc. Run by cli/CMakeLists.txt at build time.
file(READ ${INPUT} hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
set(text "// Generated from cli/view/page.html by cli/embed_view_page.cmake; do not edit.
#include <string_view>

namespace stardate::cli {
namespace {

const char kPage[] = {${bytes}0x00};

}  // namespace

std::string_view ViewPageTemplate() { return std::string_view(kPage, ${size}); }

}  // namespace stardate::cli
")
include(${CMAKE_CURRENT_LIST_DIR}/write_if_changed.cmake)
stardate_write_if_changed(${OUTPUT} "${text}")
