#!/usr/bin/env bash
# Generated Swift lines per intent over the corpus: the figure issue 7 tracks.
#   Scripts/generated-lines.sh [path/to/intentc]
# Without an argument, builds this checkout's intentc. Generates every corpus definition
# ($INTENTC_CORPUS, else ../shared/corpus) with default options, counts the lines of the Swift
# written, counts the custom intents that generate code (`intentc dump`, needs jq), and prints
# both and their quotient. Files that fail to generate count no lines and no intents.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${INTENTC_CORPUS:-$repo/../shared/corpus}"
if [[ $# -ge 1 ]]; then
  intentc="$1"
else
  swift build --package-path "$repo" --product intentc >/dev/null
  intentc="$(swift build --package-path "$repo" --show-bin-path)/intentc"
fi
lines=0
intents=0
files=0
for definition in "$corpus"/*.intentdefinition; do
  if swift_source="$("$intentc" generate "$definition" --quiet 2>/dev/null)"; then
    lines=$((lines + $(printf '%s\n' "$swift_source" | wc -l)))
    intents=$((intents + $("$intentc" dump "$definition" --quiet 2>/dev/null \
      | jq '[.intents[] | select(.kind == "custom")] | length')))
    files=$((files + 1))
  fi
done
echo "files: $files  lines: $lines  intents: $intents"
awk -v l="$lines" -v i="$intents" 'BEGIN { printf "lines per intent: %.1f\n", (i ? l / i : 0) }'
