#!/usr/bin/env bash
# Installs what is missing, builds, and opens MoE Layout Studio on the built-in default recipe.
# Without a display it prints the headless report of that recipe instead.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/ensure-deps.sh
cmake --preset dev >/dev/null
# Only the two programs: the tests and benchmarks are for ./test.sh, and building them first would
# keep the window waiting.
cmake --build --preset dev -j"$(nproc)" --target moe-studio moe-plan

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec build/app/moe-studio/moe-studio "$@"
fi
echo "No display found: printing the headless report of the default recipe."
echo "(Open the studio with a display, or see 'build/app/moe-plan/moe-plan help'.)"
echo
build/app/moe-plan/moe-plan report "$@" || true
