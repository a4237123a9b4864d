# Writes OUTPUT, a C++ file holding the text of INPUT as bytes behind a function returning it:
# the replay viewer's page template (cli/view/page.html, for cli/view_page.cc) and each game
# module's board script for it (engine/<game>/view.js, the module's `view_script`). NAMESPACE
# and FUNCTION name the function (default: stardate::cli::ViewPageTemplate). Run by
# cli/CMakeLists.txt and the modules' CMakeLists at build time.
if(NOT DEFINED NAMESPACE)
  set(NAMESPACE stardate::cli)
endif()
if(NOT DEFINED FUNCTION)
  set(FUNCTION ViewPageTemplate)
endif()
file(READ ${INPUT} hex HEX)
string(LENGTH "${hex}" hex_length)
math(EXPR size "${hex_length} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
get_filename_component(input_name ${INPUT} NAME)
set(text "// Generated from ${input_name} by cli/embed_view_page.cmake; do not edit.
#include <string_view>

namespace ${NAMESPACE} {
namespace {

const char kText[] = {${bytes}0x00};

}  // namespace

std::string_view ${FUNCTION}() { return std::string_view(kText, ${size}); }

}  // namespace ${NAMESPACE}
")
include(${CMAKE_CURRENT_LIST_DIR}/write_if_changed.cmake)
stardate_write_if_changed(${OUTPUT} "${text}")
