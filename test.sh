#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test offscreen through ctest.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/ensure-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev -j"$(nproc)"
export QT_QPA_PLATFORM=offscreen
ctest --preset dev "$@"
