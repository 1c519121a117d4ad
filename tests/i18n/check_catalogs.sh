#!/usr/bin/env bash
# Issue 42: the three catalogs hold every studio string, translated. lupdate runs over the studio's
# sources into copies of the .ts files (the real ones stay untouched) and must find no new string,
# no obsolete entry and no unfinished translation.
# Usage: check_catalogs.sh LUPDATE SOURCE_ROOT SOURCE_LIST_FILE
set -euo pipefail
lupdate=$1 root=$2 list=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$root"/resources/translations/moe_studio_*.ts "$tmp"/
"$lupdate" -locations none -no-obsolete -tr-function-alias QT_TRANSLATE_NOOP+=MOE_TR -I "$root" "@$list" -ts "$tmp"/moe_studio_*.ts >"$tmp/lupdate.log" 2>&1 || {
    cat "$tmp/lupdate.log"
    echo "FAIL: lupdate failed"
    exit 1
}
status=0
if grep -E "\(([1-9][0-9]*) new and" "$tmp/lupdate.log"; then
    echo "FAIL: strings in the sources that no catalog has yet (run: cmake --build build --target update_translations, then translate them)"
    status=1
fi
if grep -E "Removed [1-9][0-9]* obsolete" "$tmp/lupdate.log"; then
    echo "FAIL: catalog entries no source uses any more (update_translations removes them)"
    status=1
fi
for ts in "$tmp"/moe_studio_*.ts; do
    unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
    if [ "$unfinished" -ne 0 ]; then
        echo "FAIL: $(basename "$ts"): $unfinished unfinished translation(s):"
        grep -B3 'type="unfinished"' "$ts" | grep '<source>' | head -20
        status=1
    fi
done
grep -E "Found [0-9]+ source text" "$tmp/lupdate.log" | head -3
exit $status
