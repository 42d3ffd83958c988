#!/usr/bin/env bash
# Rewrites every reference output under Tests/ReferenceOutputs/<flavor>/ from the current
# generator: the chosen corpus files (read from $INTENTC_CORPUS, else ../shared/corpus) and the
# definitions the tests build in code, for every flavor. The folders are emptied first, so a
# reference that is no longer produced disappears. Read the diff before committing:
#   git diff --stat Tests/ReferenceOutputs && git diff Tests/ReferenceOutputs
# This is the only way the references change; `swift test` only compares with them.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=${INTENTC_CORPUS:-../shared/corpus}
if ! ls "$corpus"/*.intentdefinition >/dev/null 2>&1; then
  echo "regenerate-references: no corpus at $corpus; set INTENTC_CORPUS" >&2
  exit 1
fi
INTENTC_CORPUS=$(cd "$corpus" && pwd)
export INTENTC_CORPUS

rm -rf Tests/ReferenceOutputs/*/
# CI=1: a missing corpus fails the tests instead of skipping them.
INTENTC_RECORD_REFERENCES=1 CI=1 swift test --filter ReferenceOutputTests
echo "regenerate-references: rewrote Tests/ReferenceOutputs; changes:"
git status --short Tests/ReferenceOutputs
