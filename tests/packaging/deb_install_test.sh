#!/usr/bin/env bash
# The DEB package (issue 6, packaging): build it with CPack, unpack it into a scratch root with
# dpkg-deb -x (no root, nothing touches the system), check that the programs, recipes, desktop
# entry and icons sit where Debian expects them, and run the packaged moe-plan from there.
# Usage: deb_install_test.sh BUILD_DIR CPACK_COMMAND EXPECTED_VERSION
set -euo pipefail
build=$1
cpack=$2
expected_version=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

(cd "$build" && "$cpack" -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1) || {
    cat "$scratch/cpack.log"
    echo "FAIL: cpack could not build the DEB package"
    exit 1
}
deb=$(find "$scratch/out" -maxdepth 1 -name 'moe-layout-studio_*.deb' | head -n 1)
[[ -n "$deb" ]] || { echo "FAIL: no moe-layout-studio_*.deb in $scratch/out"; ls -l "$scratch/out"; exit 1; }
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"

[[ "$(dpkg-deb -f "$deb" Package)" == moe-layout-studio ]] || { echo "FAIL: wrong package name"; exit 1; }
[[ "$(dpkg-deb -f "$deb" Version)" == "$expected_version" ]] || { echo "FAIL: version $(dpkg-deb -f "$deb" Version), expected $expected_version"; exit 1; }
dpkg-deb -f "$deb" Depends | grep -q 'libyaml-cpp' || { echo "FAIL: Depends lacks yaml-cpp"; exit 1; }

root="$scratch/root"
dpkg-deb -x "$deb" "$root"
status=0
for path in usr/bin/moe-plan usr/bin/moe-studio usr/share/applications/moe-layout-studio.desktop \
            usr/share/icons/hicolor/scalable/apps/moe-layout-studio.svg \
            usr/share/icons/hicolor/16x16/apps/moe-layout-studio.png \
            usr/share/icons/hicolor/48x48/apps/moe-layout-studio.png \
            usr/share/icons/hicolor/256x256/apps/moe-layout-studio.png; do
    [[ -s "$root/$path" ]] || { echo "FAIL: missing or empty $path"; status=1; }
done
recipes=$(find "$root/usr/share/moe-layout-studio/recipes" -name '*.yaml' | wc -l)
sources=$(find "$(dirname "$0")/../../recipes" -name '*.yaml' | wc -l)
[[ "$recipes" -eq "$sources" ]] || { echo "FAIL: $recipes recipes installed, $sources in recipes/"; status=1; }
# A PNG starts with the 8-byte signature 89 50 4E 47 0D 0A 1A 0A.
[[ "$(head -c 8 "$root/usr/share/icons/hicolor/48x48/apps/moe-layout-studio.png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] ||
    { echo "FAIL: the 48x48 icon is not a PNG"; status=1; }
grep -q '^Icon=moe-layout-studio$' "$root/usr/share/applications/moe-layout-studio.desktop" || { echo "FAIL: desktop entry icon"; status=1; }
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$root/usr/share/applications/moe-layout-studio.desktop" || status=1
fi

version=$("$root/usr/bin/moe-plan" --version)
echo "packaged moe-plan --version: $version"
[[ "$version" == *"$expected_version"* ]] || { echo "FAIL: --version does not name $expected_version"; status=1; }
"$root/usr/bin/moe-plan" memory builtin:dsv3-128k-h100 >/dev/null || { echo "FAIL: packaged moe-plan cannot evaluate a built-in recipe"; status=1; }
[[ $status -eq 0 ]] && echo "PASS: DEB installs into a scratch root and runs"
exit $status
