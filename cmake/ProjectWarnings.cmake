# Strict warnings for the project's own targets only; third-party headers come in as SYSTEM
# includes through their imported targets, so they do not trip -Werror.
function(moe_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wcast-align -Woverloaded-virtual
                                           -Wnull-dereference -Wimplicit-fallthrough)
  if(MOE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
