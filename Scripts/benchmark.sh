#!/usr/bin/env bash
# Prints how long `intentc lint` and `intentc generate` take on the largest corpus file and on
# the bundled definitions, with a release build. Figures, not assertions: run it on a quiet
# machine and compare runs, e.g. before and after a change.
#   Scripts/benchmark.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
corpus=${INTENTC_CORPUS:-../shared/corpus}
swift build -c release --product intentc >/dev/null
bin=.build/release/intentc
largest=$(ls -S "$corpus"/*.intentdefinition | head -n 1)
printf 'largest corpus file: %s (%s lines, %s bytes)\n' "$largest" "$(wc -l <"$largest")" "$(wc -c <"$largest")"

all=$(ls "$corpus"/*.intentdefinition | tr '\n' ' ')
if command -v hyperfine >/dev/null; then
  # -N runs commands without a shell, so the corpus list is expanded here.
  # `--version` is the baseline: process start-up alone, so the ratios show what the work adds.
  hyperfine -N --warmup 3 --runs "$runs" \
    -n "start-up (--version)" "$bin --version" \
    -n "lint largest" "$bin lint $largest" \
    -n "generate largest" "$bin generate $largest" \
    -n "lint whole corpus" "$bin lint $all"
else
  measure() {
    local label=$1; shift
    local start end
    "$@" >/dev/null 2>&1 || true
    start=$(date +%s%N)
    for _ in $(seq "$runs"); do "$@" >/dev/null 2>&1 || true; done
    end=$(date +%s%N)
    printf '%-40s mean %.2f ms over %d runs\n' "$label" "$(echo "($end - $start) / $runs / 1000000" | bc -l)" "$runs"
  }
  measure "start-up (--version)" "$bin" --version
  measure "lint largest" "$bin" lint "$largest"
  measure "generate largest" "$bin" generate "$largest"
  # shellcheck disable=SC2086
  measure "lint whole corpus ($(echo $all | wc -w) files)" "$bin" lint $all
fi
