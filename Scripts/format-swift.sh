#!/usr/bin/env bash
# Formats the project's Swift with the toolchain's swift-format and .swift-format (4 spaces, 120
# columns), or, with --check, lints it strictly (what CI runs: any finding fails).
#
#   Scripts/format-swift.sh            rewrite the files in place
#   Scripts/format-swift.sh --check    swift format lint --strict; exit 1 on a finding
#
# Left out, because their bytes are fixed elsewhere: Generated/ (intentc's own output, checked
# with generate --check), Tests/ReferenceOutputs/ (golden files, changed only by
# Scripts/regenerate-references.sh) and test fixtures (folders named *Fixtures/: inputs whose
# findings the tests locate by line and column).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.swift' | grep -v -E '^(Generated/|Tests/ReferenceOutputs/)|Fixtures/')
if [ "${1:-}" = --check ]; then
  swift format lint --strict --parallel --configuration .swift-format "${files[@]}"
  echo "format-swift: ${#files[@]} files lint clean"
else
  swift format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
