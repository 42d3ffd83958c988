#!/usr/bin/env bash
# Checks N random definitions from TestSupport's DefinitionGenerator (seeds FIRST … FIRST+N-1):
# each must lint without error, generate Swift in every flavor that typechecks against Apple's
# SDKs at the flavor's floor (default iOS 13, intents iOS 12, appintents iOS 16, Swift 6 mode),
# round-trip through dump's JSON, and be compatible with itself (GeneratedDefinitionTests).
#   Scripts/check-generated-definitions.sh [N] [FIRST]     (default: 100 seeds from 1)
# Needs the SDKs (see Scripts/apple-swiftc.sh). Prints the counts, then each failed seed with the
# check it failed and its first error; reproduce one with
#   INTENTC_GENERATED_COUNT=1 INTENTC_GENERATED_FIRST_SEED=SEED swift test --filter GeneratedDefinition
# (its test failure prints the generated file). Exits non-zero when a seed fails.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-100}
first=${2:-1}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cd "$repo"
swift build --build-tests >/dev/null || { echo "check-generated-definitions: the build failed" >&2; exit 1; }
start=$(date +%s)
INTENTC_GENERATED_COUNT=$count INTENTC_GENERATED_FIRST_SEED=$first \
  swift test --skip-build --filter GeneratedDefinitionPropertyTests >"$log" 2>&1
seconds=$(($(date +%s) - start))
checked=$(grep -c '^generated-definition seed=[0-9]* checked' "$log")
failed=$(grep -c '^generated-definition seed=[0-9]* failed' "$log")
rejected=$(grep -c '^generated-definition seed=[0-9]* failed lint' "$log")
echo "seeds: $count from $first, in ${seconds} s"
echo "passed every check: $checked"
echo "rejected by lint: $rejected"
echo "failed (lint included): $failed"
grep '^generated-definition seed=[0-9]* failed' "$log" | sed 's/^generated-definition //' | sort -t= -k2 -n
if [ $((checked + failed)) -ne "$count" ]; then
  echo "check-generated-definitions: only $((checked + failed)) of $count seeds reported; the test log follows" >&2
  tail -50 "$log" >&2
  exit 1
fi
[ "$failed" -eq 0 ]
