#!/usr/bin/env bash
# Fuzzes intentc with libFuzzer: the reader alone (ReaderFuzz, fast), the whole pipeline
# (IntentcFuzz, through IntentCompiler: read → decode → validate → gate → generate), or both side by side;
# the reader on binary property lists (BinaryReaderFuzz); or the declaration reader of App Intents
# Swift behind `migrate --check` (SwiftReaderFuzz). Harnesses joined by commas run side by side.
#   Scripts/fuzz.sh [reader|pipeline|both|swift|binary|swift,binary…] [seconds] [libFuzzer flags…]
#   (default: both, 60 s)
#   Scripts/fuzz.sh merge                 minimize FUZZ_WORK's corpora into Fuzz/Corpus/<harness>
# Builds Fuzz/ (a separate package, so the root package's build never sees the harnesses). Each
# harness starts from the minimized seeds (Fuzz/Corpus/<harness>; the reader's and swift's are
# committed, the pipeline's are tens of MB, so the pipeline also starts from the reader's), the real
# definitions and Fuzz/intentdefinition.dict (swift: Generated/AppIntents and Fuzz/swift.dict;
# binary: the real definitions converted with the toolchain's plutil). Its corpus lives in <work>/<harness>/corpus: set
# FUZZ_WORK to a folder to keep it and to resume from it later (without FUZZ_WORK a temporary
# folder is used and removed after a clean run). At the end it prints, per harness, the
# executions, the coverage (libFuzzer's edge count `cov` and feature count `ft`) and the corpus
# size. Crash, timeout and leak inputs go to <work>/<harness>/artifacts and are printed; the
# script exits non-zero if there is any. Run it with `nice -n 10` beside other work.
# To minimize a crash input:
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/release/ReaderFuzz -minimize_crash=1 -runs=100000 CRASH
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-both}
if [[ $mode =~ ^(both|merge|(reader|pipeline|swift|binary)(,(reader|pipeline|swift|binary))*)$ ]]; then
  shift $(($# > 0 ? 1 : 0))
else
  mode=both
fi
seconds=${1:-60}
shift $(($# > 0 ? 1 : 0))
corpus_sources=("${INTENTC_CORPUS:-$repo/../shared/corpus}" "$repo/Definitions")

product() {
  case $1 in
    reader) echo ReaderFuzz ;;
    swift) echo SwiftReaderFuzz ;;
    binary) echo BinaryReaderFuzz ;;
    *) echo IntentcFuzz ;;
  esac
}
# The readers get shorter inputs: their bugs live in syntax, and short inputs run faster. Binary
# definitions are dense (most take 3 to 30 KB), so the binary reader gets 32 KB.
max_len() {
  case $1 in
    pipeline) echo 65536 ;;
    binary) echo 32768 ;;
    *) echo 4096 ;;
  esac
}
dictionary() { [[ $1 == swift ]] && echo "$repo/Fuzz/swift.dict" || echo "$repo/Fuzz/intentdefinition.dict"; }
harnesses=(reader pipeline)
[[ $mode == both || $mode == merge ]] || IFS=, read -ra harnesses <<<"$mode"

cd "$repo/Fuzz"
for harness in "${harnesses[@]}"; do
  # Not `--sanitize=fuzzer --sanitize=address`: SwiftPM passes the two in random order and
  # swiftc honours only the last `-sanitize=`, so each build would rebuild everything and get
  # either coverage or ASan. `--sanitize=fuzzer` keeps libFuzzer's `main` (no entry-point
  # renaming); the combined flag after it instruments every module with both. ld.gold's
  # warnings about ASan symbols it cannot export are dropped.
  swift build -c release --product "$(product "$harness")" --sanitize=fuzzer \
    -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -v "Cannot export local symbol '__asan"
  if [[ ${PIPESTATUS[0]} -ne 0 ]]; then
    echo "fuzz.sh: build of $(product "$harness") failed" >&2
    exit 2
  fi
  # Read the sections whole before searching: with pipefail, `readelf | grep -q` fails whenever
  # grep stops at the first match before readelf has written everything (SIGPIPE).
  sections=$(readelf -S ".build/release/$(product "$harness")")
  if ! grep -q __sancov_cntrs <<<"$sections"; then
    echo "fuzz.sh: $(product "$harness") has no coverage counters; fuzzing it would be blind" >&2
    exit 2
  fi
done

if [[ -n ${FUZZ_WORK:-} ]]; then
  work=$FUZZ_WORK
  mkdir -p "$work"
elif [[ $mode == merge ]]; then
  echo "fuzz.sh: merge needs FUZZ_WORK (the folder of an earlier run)" >&2
  exit 2
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-fuzz.XXXXXX")
fi

# SWIFT_BACKTRACE=enable=no: otherwise Swift's backtracer runs before ASan and the report is bogus.
run_fuzzer() {
  local harness=$1
  shift
  SWIFT_BACKTRACE=enable=no "$repo/Fuzz/.build/release/$(product "$harness")" \
    -dict="$(dictionary "$harness")" -max_len="$(max_len "$harness")" "$@"
}

if [[ $mode == merge ]]; then
  for harness in "${harnesses[@]}"; do
    seeds=$repo/Fuzz/Corpus/$harness
    mkdir -p "$seeds" "$work/$harness/merged"
    run_fuzzer "$harness" -merge=1 "$work/$harness/merged" "$seeds" "$work/$harness/corpus" \
      >"$work/$harness/merge.log" 2>&1 || { cat "$work/$harness/merge.log"; exit 1; }
    rm -rf "$seeds" && mv "$work/$harness/merged" "$seeds"
    echo "fuzz.sh: $harness seeds: $(ls "$seeds" | wc -l) files, $(du -sh "$seeds" | cut -f1)" \
      "($(grep -o 'MERGE-OUTER: [0-9]* new files.*' "$work/$harness/merge.log" | tail -n 1))"
  done
  exit 0
fi

for harness in "${harnesses[@]}"; do
  mkdir -p "$work/$harness/corpus" "$work/$harness/artifacts"
  cp "$repo/Fuzz/Corpus/$harness"/* "$work/$harness/corpus/" 2>/dev/null || true
  [[ $harness == pipeline ]] && cp "$repo/Fuzz/Corpus/reader"/* "$work/$harness/corpus/" 2>/dev/null
  if [[ $harness == swift ]]; then
    cp "$repo"/Generated/AppIntents/*.swift "$work/$harness/corpus/"
  elif [[ $harness == binary ]]; then
    for source in "${corpus_sources[@]}"; do
      for file in "$source"/*.intentdefinition; do
        [[ -f $file ]] || continue
        plutil -convert binary1 -o "$work/$harness/corpus/$(basename "$file").bplist" "$file" >/dev/null ||
          echo "fuzz.sh: plutil could not convert $file" >&2
      done
    done
  else
    for source in "${corpus_sources[@]}"; do
      [[ -d $source ]] && cp "$source"/*.intentdefinition "$work/$harness/corpus/" 2>/dev/null
    done
  fi
  echo "fuzz.sh: $harness: $(ls "$work/$harness/corpus" | wc -l) corpus inputs in" \
    "$work/$harness/corpus, running ${seconds}s (log: $work/$harness/fuzz.log)"
  run_fuzzer "$harness" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 \
    -artifact_prefix="$work/$harness/artifacts/" "$@" "$work/$harness/corpus" \
    >"$work/$harness/fuzz.log" 2>&1 &
  echo $! >"$work/$harness/pid"
done

failed=0
printf '%-9s %14s %8s %8s %10s %8s\n' harness executions exec/s cov ft corpus
for harness in "${harnesses[@]}"; do
  wait "$(cat "$work/$harness/pid")"
  status=$?
  log=$work/$harness/fuzz.log
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1)
  printf '%-9s %14s %8s %8s %10s %8s\n' "$harness" \
    "$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')" \
    "$(grep -o 'average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$')" \
    "$(grep -o 'cov: [0-9]*' <<<"$done_line" | grep -o '[0-9]*')" \
    "$(grep -o 'ft: [0-9]*' <<<"$done_line" | grep -o '[0-9]*')" \
    "$(ls "$work/$harness/corpus" | wc -l)"
  artifacts=("$work/$harness/artifacts"/*)
  if [[ $status -ne 0 || -e ${artifacts[0]} ]]; then
    failed=1
    echo "fuzz.sh: $harness: libFuzzer exited $status; the end of its log:"
    tail -n 30 "$log"
    for artifact in "${artifacts[@]}"; do
      [[ -e $artifact ]] || continue
      echo "== $artifact ($(wc -c <"$artifact") bytes)"
      od -A d -c "$artifact" | head -n 40
    done
  fi
done
[[ $failed -eq 0 ]] || exit 1
[[ -n ${FUZZ_WORK:-} ]] || rm -rf "$work"
echo "fuzz.sh: no crash, leak or timeout in ${seconds}s"
