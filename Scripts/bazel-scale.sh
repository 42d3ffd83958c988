#!/usr/bin/env bash
# Measures intentc's Bazel rules at monorepo scale, for the figures in the "Building with Bazel"
# article:
#
#   Scripts/bazel-scale.sh [COPIES]
#
# synthesizes, in a temporary folder (removed on exit), a workspace of one package per
# definition: every `*.intentdefinition` of $INTENTC_CORPUS (default ../shared/corpus beside the
# repository) COPIES times (default 10), each an intentc_intent_library with the three flavors,
# so 32 definitions give 320 targets and 960 IntentcGenerate actions. Then it times, with the
# Bazel server already running:
#   cold        the first build (empty output base, no cache)
#   no-op       the same build again
#   one edit    one definition changed (a display name), so its three actions run again
#   cached      after `bazel clean`, a build from the --disk_cache the cold build filled
# and prints one line per build: wall seconds and Bazel's process summary. The intentc it runs:
# $INTENTC_BINARY, else .build/debug/intentc (build it first). Nothing here is a pass condition.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
copies=${1:-10}
corpus=${INTENTC_CORPUS:-$repo/../shared/corpus}
intentc=${INTENTC_BINARY:-$repo/.build/debug/intentc}
if [ ! -x "$intentc" ]; then
  echo "bazel-scale: no intentc at $intentc (swift build --product intentc, or set INTENTC_BINARY)" >&2
  exit 1
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-bazel-scale.XXXXXX")
ws=$work/ws
base=$work/output-base
cleanup() {
  (cd "$ws" 2>/dev/null && bazel --output_base="$base" shutdown >/dev/null 2>&1) || true
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$ws"
cat >"$ws/WORKSPACE" <<EOF
workspace(name = "scale")

local_repository(name = "intentc", path = "$repo")

load("@intentc//bazel:repositories.bzl", "intentc_local_binary")

intentc_local_binary(name = "intentc_tool", path = "$intentc")
EOF
: >"$ws/BUILD.bazel"
targets=0
for copy in $(seq -w 1 "$copies"); do
  for definition in "$corpus"/*.intentdefinition; do
    name=$(basename "$definition" .intentdefinition)
    package=$ws/intents/c$copy/$name
    mkdir -p "$package"
    cp "$definition" "$package/"
    cat >"$package/BUILD.bazel" <<EOF
load("@intentc//bazel:defs.bzl", "intentc_intent_library")

intentc_intent_library(
    name = "intents",
    src = "$name.intentdefinition",
    flavors = ["default", "intents", "appintents"],
)
EOF
    targets=$((targets + 1))
  done
done
echo "bazel-scale: $targets definition targets ($((targets * 3)) IntentcGenerate actions) in $ws" >&2

flags=(--nosandbox_debug --symlink_prefix=/ --color=no --curses=no --disk_cache="$work/disk-cache")
cd "$ws"
bazel --output_base="$base" info release >/dev/null 2>&1 # starts the server outside the timings
measure() { # measure LABEL
  local start end summary
  start=$(date +%s.%N)
  bazel --output_base="$base" build "${flags[@]}" //... >"$work/$1.log" 2>&1 || {
    sed 's/^/    | /' "$work/$1.log" | grep -v linux-sandbox | tail -n 20 >&2
    exit 1
  }
  end=$(date +%s.%N)
  summary=$(grep -E '^INFO: [0-9]+ process' "$work/$1.log" | tail -n 1 | sed 's/^INFO: //')
  printf '%-9s %7.1f s   %s\n' "$1" "$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" "$summary"
}
measure cold
measure no-op
edited=$(find "$ws/intents" -name '*.intentdefinition' | LC_ALL=C sort | head -n 1)
# A display name, as a typical edit: the same file, one string longer.
python3 - "$edited" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
edited = re.sub(r"(<key>INIntentTitle</key>\s*<string>)([^<]*)(</string>)", r"\1\2 (edited)\3", text, count=1)
assert edited != text, "no intent title to edit in " + path
open(path, "w", encoding="utf-8").write(edited)
EOF
measure "one-edit"
bazel --output_base="$base" clean >/dev/null 2>&1
measure cached
