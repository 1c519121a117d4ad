#!/usr/bin/env bash
# Installs the Debian 12 packages the build and tests need, only those that are missing.
# Sourced by run.sh and test.sh; safe to run repeatedly.
set -euo pipefail

MOE_DEPS=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev libgl-dev
  libqcustomplot-dev libqcustomplot2.1-qt6
  libyaml-cpp-dev nlohmann-json3-dev
  libsqlite3-dev zlib1g-dev
  libbenchmark-dev
  fonts-dejavu-core
  # Translations (docs/building.md, "Translations"): lupdate/lrelease, qt_add_translations for
  # CMake, and Qt's own catalogs (qtbase_*.qm: file dialogs, message boxes, standard buttons).
  qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
  # A CJK font, so the zh_CN studio shows glyphs rather than boxes. WenQuanYi Micro Hei (one
  # sans-serif .ttc, 1.6 MB download, 5 MB installed) covers Simplified and Traditional Chinese;
  # fonts-noto-cjk (56 MB download, 89 MB installed) would add weights and Japanese/Korean styles
  # the studio does not use.
  fonts-wqy-microhei
)

missing=()
for pkg in "${MOE_DEPS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
      echo "error: need root (or sudo) to install: ${missing[*]}" >&2; exit 2
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
