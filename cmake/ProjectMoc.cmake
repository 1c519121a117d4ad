# moe_automoc(<target>): AUTOMOC for <target>, with moc looking only at the project's own headers.
#
# AUTOMOC hands moc every include directory of the target, the system and Qt ones included, and
# moc then preprocesses all of <QtTest> or <QtWidgets> for each file: about a second per test
# file, most of a clean build's first two minutes for the ~170 test suites. moc recognises
# Q_OBJECT, signals, slots and properties by name and needs no declaration from a system or Qt
# header, so the .moc files come out byte for byte the same without them (checked for every file
# of the tree when this was written; `cmake -DMOE_FAST_MOC=OFF` restores the plain AUTOMOC).
option(MOE_FAST_MOC "Run AUTOMOC's moc on the project's include directories only" ON)

if(MOE_FAST_MOC AND TARGET Qt6::moc)
  foreach(property IN ITEMS IMPORTED_LOCATION IMPORTED_LOCATION_RELEASE IMPORTED_LOCATION_NONE)
    get_target_property(MOE_QT_MOC Qt6::moc ${property})
    if(MOE_QT_MOC)
      break()
    endif()
  endforeach()
  set(MOE_MOC_SOURCE_DIR ${CMAKE_SOURCE_DIR})
  set(MOE_MOC_BINARY_DIR ${CMAKE_BINARY_DIR})
  configure_file(${CMAKE_CURRENT_LIST_DIR}/moc-project-includes.sh.in
                 ${CMAKE_BINARY_DIR}/moc-project-includes.sh @ONLY
                 FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
                                  WORLD_READ WORLD_EXECUTE)
endif()

function(moe_automoc target)
  set_target_properties(${target} PROPERTIES AUTOMOC ON)
  if(MOE_FAST_MOC AND EXISTS "${MOE_QT_MOC}")
    set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${CMAKE_BINARY_DIR}/moc-project-includes.sh)
  endif()
endfunction()
