#!/usr/bin/env bash
# The performance guards: regression limits, not goals. Real definitions are at most about
# 0.6 MB, where start-up dominates; these hold the simple code's measured shape on a synthetic
# definition 400 times the largest real one, so a change that makes intentc slower or hungrier in
# proportion to its input fails CI. Counts are callgrind instructions (deterministic, unlike wall
# time on a shared machine), compared with libxml2's own parser reading the same file:
#
#   lint --quiet          <= 1.6 x  xmllint --noout       (at 20 MB)
#   generate -o DIR       <= 3.9 x  xmllint --noout       (at 20 MB)
#   generate at 20 MB     <= 1.1 x  (10 x generate at 2 MB): linear in the input
#   lint's peak RSS       <= 4 x    the 20 MB input (the reader, the model, the plan)
#   generate's peak RSS   <= 10 x   the 20 MB input (also the file's declarations and its text)
#
#   Scripts/check-performance.sh [INTENTC]
#
# INTENTC is a release build of intentc (default: builds .build/release/intentc). Inputs are
# made from the corpus (INTENTC_CORPUS, default ../shared/corpus) by Scripts/Benchmark/synthesize.py.
# Needs valgrind, xmllint (libxml2-utils), /usr/bin/time (time) and python3. About four minutes
# on two cores. Prints one line per guard and exits 1 when one fails.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
corpus=$(cd "${INTENTC_CORPUS:-$repo/../shared/corpus}" && pwd)
for tool in valgrind xmllint python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "check-performance: $tool is missing (apt-get install valgrind libxml2-utils time)" >&2; exit 2; }
done
if [ $# -ge 1 ]; then
  intentc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  (cd "$repo" && swift build -c release --product intentc >/dev/null)
  intentc=$repo/.build/release/intentc
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-performance.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 "$repo/Scripts/Benchmark/synthesize.py" "$corpus" 2000000 "$work/2mb.intentdefinition"
python3 "$repo/Scripts/Benchmark/synthesize.py" "$corpus" 20000000 "$work/20mb.intentdefinition"
export SWIFT_DETERMINISTIC_HASHING=1

# instructions NAME COMMAND…: the instructions callgrind counts for one run of COMMAND.
instructions() {
  local name=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$work/$name.callgrind" "$@" >/dev/null 2>"$work/$name.log" || {
    cat "$work/$name.log" >&2
    echo "check-performance: $name failed" >&2
    exit 1
  }
  sed -n 's/^summary: //p' "$work/$name.callgrind"
}

xmllint20=$(instructions xmllint20 xmllint --noout "$work/20mb.intentdefinition")
lint20=$(instructions lint20 "$intentc" lint --quiet "$work/20mb.intentdefinition")
generate20=$(instructions generate20 "$intentc" generate "$work/20mb.intentdefinition" -o "$work/out20")
generate2=$(instructions generate2 "$intentc" generate "$work/2mb.intentdefinition" -o "$work/out2")
bytes20=$(stat -c %s "$work/20mb.intentdefinition")
bytes2=$(stat -c %s "$work/2mb.intentdefinition")
rm -rf "$work/out20"
# peak_rss COMMAND…: the peak resident set size of one run, in bytes.
peak_rss() {
  /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>&1
  echo $(( $(cat "$work/rss") * 1024 ))
}
lint_rss=$(peak_rss "$intentc" lint --quiet "$work/20mb.intentdefinition")
generate_rss=$(peak_rss "$intentc" generate --quiet "$work/20mb.intentdefinition" -o "$work/out20")

failed=0
# guard NAME VALUE LIMIT DETAIL: prints the line and records a failure when VALUE > LIMIT.
guard() {
  local verdict=ok
  if python3 -c "import sys; sys.exit(0 if $2 <= $3 else 1)"; then :; else verdict=FAILED; failed=1; fi
  printf '%-8s %-34s %6.2f (limit %s)  %s\n' "$verdict" "$1" "$2" "$3" "$4"
}
ratio() { python3 -c "print($1 / $2)"; }
guard "lint / xmllint --noout at 20 MB" "$(ratio "$lint20" "$xmllint20")" 1.6 \
  "$((lint20 / 1000000)) M / $((xmllint20 / 1000000)) M instructions"
guard "generate / xmllint --noout at 20 MB" "$(ratio "$generate20" "$xmllint20")" 3.9 \
  "$((generate20 / 1000000)) M / $((xmllint20 / 1000000)) M instructions"
guard "generate 20 MB / 2 MB, per byte" "$(python3 -c "print(($generate20 / $bytes20) / ($generate2 / $bytes2))")" 1.1 \
  "$((generate2 / 1000000)) M for $bytes2 bytes, $((generate20 / 1000000)) M for $bytes20 bytes"
guard "lint's peak RSS / input at 20 MB" "$(ratio "$lint_rss" "$bytes20")" 4.0 \
  "$((lint_rss / 1048576)) MiB for $((bytes20 / 1048576)) MiB"
guard "generate's peak RSS / input at 20 MB" "$(ratio "$generate_rss" "$bytes20")" 10.0 \
  "$((generate_rss / 1048576)) MiB for $((bytes20 / 1048576)) MiB"
if [ "$failed" -ne 0 ]; then
  echo "check-performance: a guard failed; see Documentation/Benchmarks.md" >&2
  exit 1
fi
echo "check-performance: all guards hold"
