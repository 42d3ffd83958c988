#!/usr/bin/env bash
# Fuzzes the whole pipeline (IntentCompiler: read → decode → validate → gate → generate) with libFuzzer for a while.
#   Scripts/fuzz.sh [seconds] [libFuzzer flags…]      (default 60 seconds)
# Builds Fuzz/ (a separate package, so the root package's build never sees the harness), seeds a
# temporary corpus from the real definitions, and runs with Fuzz/intentdefinition.dict.
# Crash, timeout and leak inputs are written to <work>/artifacts and printed; exits non-zero if
# there is any. The work folder is removed after a clean run unless FUZZ_WORK names it (reuse
# the same FUZZ_WORK to continue from an earlier run's corpus).
# To minimize a crash input:
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/IntentcFuzz -minimize_crash=1 -runs=100000 CRASH
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
corpus_sources=("${INTENTC_CORPUS:-$repo/../shared/corpus}" "$repo/Definitions")

cd "$repo/Fuzz"
# Not `--sanitize=fuzzer --sanitize=address`: SwiftPM passes the two in random order and swiftc
# honours only the last `-sanitize=`, so each build would rebuild everything and get either
# coverage or ASan. `--sanitize=fuzzer` keeps libFuzzer's `main` (no entry-point renaming); the
# combined flag after it instruments every module with both. ld.gold's warnings about ASan
# symbols it cannot export are dropped.
swift build -c release --product IntentcFuzz --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
  2>&1 | grep -v "Cannot export local symbol '__asan"
if [[ ${PIPESTATUS[0]} -ne 0 ]]; then
  echo "fuzz.sh: build failed" >&2
  exit 2
fi
fuzzer=$repo/Fuzz/.build/release/IntentcFuzz
if ! readelf -S "$fuzzer" | grep -q __sancov_cntrs; then
  echo "fuzz.sh: $fuzzer has no coverage counters; fuzzing it would be blind" >&2
  exit 2
fi

if [[ -n ${FUZZ_WORK:-} ]]; then
  work=$FUZZ_WORK
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-fuzz.XXXXXX")
fi
mkdir -p "$work/corpus" "$work/artifacts"
for source in "${corpus_sources[@]}"; do
  if [[ -d $source ]]; then
    cp "$source"/*.intentdefinition "$work/corpus/" 2>/dev/null || true
  fi
done
echo "fuzz.sh: $(ls "$work/corpus" | wc -l) corpus inputs in $work/corpus, running ${seconds}s"

# SWIFT_BACKTRACE=enable=no: otherwise Swift's backtracer runs before ASan and the report is bogus.
SWIFT_BACKTRACE=enable=no "$fuzzer" \
  -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 -timeout=10 \
  -dict="$repo/Fuzz/intentdefinition.dict" -artifact_prefix="$work/artifacts/" \
  "$@" "$work/corpus"
status=$?

artifacts=("$work/artifacts"/*)
if [[ $status -ne 0 || -e ${artifacts[0]} ]]; then
  echo "fuzz.sh: libFuzzer exited $status; artifacts in $work/artifacts:"
  for artifact in "${artifacts[@]}"; do
    [[ -e $artifact ]] || continue
    echo "== $artifact ($(wc -c <"$artifact") bytes)"
    od -A d -c "$artifact" | head -n 40
  done
  exit 1
fi
[[ -n ${FUZZ_WORK:-} ]] || rm -rf "$work"
echo "fuzz.sh: no crash in ${seconds}s"
