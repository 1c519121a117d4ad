# Unity builds: the .cpp files of one folder compile as a few translation units instead of one
# each, so the standard library, yaml-cpp and Qt headers are parsed once per unit rather than once
# per file (scripts/measure-build.sh shows the effect; docs/building.md has the table). An edit
# then recompiles the whole unit: -DMOE_UNITY_BUILD=OFF for one object per file.
option(MOE_UNITY_BUILD "Compile each folder's sources as a few unity translation units" ON)
set(MOE_UNITY_BATCH 12 CACHE STRING "Most .cpp files of one folder in one unity translation unit")

# moe_unity_by_folder(TARGET BASE_DIR [EXCLUDE file ...])
# Groups the target's .cpp files under BASE_DIR by folder, at most MOE_UNITY_BATCH to a group, so
# that only files of one folder (which share helpers and includes) ever meet in one unit. Files
# outside BASE_DIR (generated sources) and EXCLUDE'd ones compile on their own.
function(moe_unity_by_folder target base)
  if(NOT MOE_UNITY_BUILD)
    return()
  endif()
  cmake_parse_arguments(ARG "" "" "EXCLUDE" ${ARGN})
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "\\.cpp$")
  list(SORT sources)
  # First pass: each file's folder key; second: spread a folder's n files evenly over
  # ceil(n / MOE_UNITY_BATCH) groups.
  set(paths "")
  foreach(source IN LISTS sources)
    cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} NORMALIZE
               OUTPUT_VARIABLE path)
    cmake_path(IS_PREFIX base ${path} NORMALIZE under_base)
    cmake_path(GET path FILENAME name)
    if(NOT under_base OR name IN_LIST ARG_EXCLUDE)
      continue()
    endif()
    cmake_path(RELATIVE_PATH path BASE_DIRECTORY ${base} OUTPUT_VARIABLE relative)
    cmake_path(GET relative PARENT_PATH folder)
    string(MAKE_C_IDENTIFIER "${target}_${folder}" key)
    if(NOT DEFINED total_${key})
      set(total_${key} 0)
    endif()
    math(EXPR total_${key} "${total_${key}} + 1")
    set(key_of_${path} ${key})
    list(APPEND paths ${path})
  endforeach()
  foreach(path IN LISTS paths)
    set(key ${key_of_${path}})
    if(NOT DEFINED seen_${key})
      set(seen_${key} 0)
    endif()
    math(EXPR groups "(${total_${key}} + ${MOE_UNITY_BATCH} - 1) / ${MOE_UNITY_BATCH}")
    math(EXPR chunk "${seen_${key}} * ${groups} / ${total_${key}}")
    math(EXPR seen_${key} "${seen_${key}} + 1")
    set_source_files_properties(${path} TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP "${key}_${chunk}")
  endforeach()
endfunction()
