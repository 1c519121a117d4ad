# moe_embed_files(OUTPUT out.cpp NAMESPACE ns FUNCTION fn FILES a.json b.yaml)
# Generates a .cpp defining `std::vector<moe::EmbeddedFile> ns::fn()` with each file's base name
# and contents, so data ships inside the binary (no install paths, no network).
function(moe_embed_files)
  cmake_parse_arguments(ARG "" "OUTPUT;NAMESPACE;FUNCTION" "FILES" ${ARGN})
  set(script ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/EmbedFilesScript.cmake)
  add_custom_command(
    OUTPUT ${ARG_OUTPUT}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${ARG_OUTPUT} -DNAMESPACE=${ARG_NAMESPACE}
            -DFUNCTION=${ARG_FUNCTION} "-DFILES=${ARG_FILES}" -P ${script}
    DEPENDS ${ARG_FILES} ${script}
    COMMENT "Embedding ${ARG_FUNCTION} data"
    VERBATIM)
endfunction()
