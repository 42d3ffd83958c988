#!/usr/bin/env bash
# Rewrites every reference output under Tests/ReferenceOutputs/<flavor>/ (and migrate/) from the
# current generator. Every input is in the repository (Definitions/, the property generator's
# seeds, the definitions the tests build in code), so a plain clone reproduces them byte for
# byte; no outside material is read. The folders are emptied first, so a reference that is no
# longer produced disappears. Read the diff before committing:
#   git diff --stat Tests/ReferenceOutputs && git diff Tests/ReferenceOutputs
# This is the only way the references change; `swift test` only compares with them.
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf Tests/ReferenceOutputs/*/
INTENTC_RECORD_REFERENCES=1 swift test --filter ReferenceOutputTests
echo "regenerate-references: rewrote Tests/ReferenceOutputs; changes:"
git status --short Tests/ReferenceOutputs
