# CPack DEB package: `cmake --build build --target package` writes
# build/moe-layout-studio_<version>_<arch>.deb holding moe-studio, moe-plan, the recipes, the
# desktop entry and the icons under /usr. tests/packaging checks it by unpacking it into a scratch
# root and running moe-plan --version from there.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "moe-layout-studio")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "MoE Layout Studio")
set(CPACK_PACKAGE_CONTACT "MoE Layout Studio maintainers <maintainers@moe-layout-studio.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Plan Megatron-Core Mixture-of-Experts training layouts: parallel folding, memory, step time")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_COMPRESSION_TYPE "gzip")  # fast to build in CI; xz saves little on stripped binaries
set(CPACK_STRIP_FILES ON)
# Debian 12 runtime packages of the dependencies (the -dev packages are build-time only).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libyaml-cpp0.7, libsqlite3-0, zlib1g, libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6printsupport6 (>= 6.4), libqcustomplot2.1-qt6")
# The studio's translations are embedded; Qt's own (file dialogs, standard buttons) and a CJK font
# for the Chinese one come from Debian (docs/building.md, "Translations").
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-wqy-microhei | fonts-noto-cjk")
if(NOT MOE_BUILD_GUI)
  # A CLI-only build packages only moe-plan and the recipes.
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libyaml-cpp0.7, libsqlite3-0, zlib1g")
  unset(CPACK_DEBIAN_PACKAGE_RECOMMENDS)
endif()
include(CPack)
