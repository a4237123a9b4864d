# stardate_write_if_changed(PATH TEXT): writes TEXT to PATH unless it already holds exactly
# that, so an unchanged generated file keeps its time stamp and does not recompile. Included by
# cli/embed_casebook.cmake and cli/embed_view_page.cmake.
function(stardate_write_if_changed path text)
  if(EXISTS ${path})
    file(READ ${path} old)
    if(old STREQUAL text)
      return()
    endif()
  endif()
  file(WRITE ${path} "${text}")
endfunction()
