#!/usr/bin/env bash
# Times a clean clone's configure, build and tests (the steps of .ci/run after the package step;
# the build in two parts: the programs ./run.sh builds, then the tests),
# without ccache, and prints one Markdown table row per step: wall time, CPU time (user+sys) and
# the load average when the step ended. On a shared machine wall time depends on the others;
# CPU time / jobs is the fair estimate of the wall time on an idle machine with that many cores.
#
#   scripts/measure-build.sh CLONE_DIR [REF] [JOBS]
#
# CLONE_DIR must not exist yet; put it next to this checkout (e.g. ../ci-measure) so that
# ../shared/data resolves as it does in CI. REF defaults to HEAD, JOBS to 2.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 CLONE_DIR [REF] [JOBS]" >&2
  exit 2
fi
clone_dir=$1
ref=${2:-HEAD}
jobs=${3:-2}
repo=$(cd "$(dirname "$0")/.." && pwd)
if [ -e "$clone_dir" ]; then
  echo "error: $clone_dir exists; give a new folder" >&2
  exit 2
fi

git clone --quiet --no-hardlinks "$repo" "$clone_dir"
git -C "$clone_dir" checkout --quiet --detach "$(git -C "$repo" rev-parse "$ref")"
cd "$clone_dir"
export CCACHE_DISABLE=1 CI=true QT_QPA_PLATFORM=offscreen

log_dir=$clone_dir/.measure
mkdir -p "$log_dir"
# step NAME COMMAND...: runs the command under GNU time, keeps its output in .measure/NAME.log.
step() {
  local name=$1
  shift
  local status=0
  /usr/bin/time -f '%e %U %S' -o "$log_dir/$name.time" "$@" >"$log_dir/$name.log" 2>&1 || status=$?
  local load
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  read -r wall user sys <"$log_dir/$name.time"
  awk -v n="$name" -v w="$wall" -v u="$user" -v s="$sys" -v j="$jobs" -v l="$load" -v st="$status" \
    'BEGIN { cpu = u + s; printf "| %s | %d:%02d | %d:%02d | %d:%02d | %s |%s\n", n, w / 60, w % 60,
             cpu / 60, cpu % 60, cpu / j / 60, (cpu / j) % 60, l, (st == 0 ? "" : " FAILED (exit " st ")") }'
  return "$status"
}

echo "| step | wall | CPU (user+sys) | CPU / $jobs | load avg (1, 5, 15 min) |"
echo "| --- | --- | --- | --- | --- |"
step configure cmake --preset dev
# The two programs first (what ./run.sh builds before the window opens), then the rest (tests).
step build-programs cmake --build --preset dev -j"$jobs" --target moe-studio moe-plan
step build-rest cmake --build --preset dev -j"$jobs"
step tests ctest --preset dev -j"$jobs"
echo "commit $(git rev-parse --short HEAD), $(nproc) cores, logs in $log_dir"
