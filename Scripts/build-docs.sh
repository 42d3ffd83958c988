#!/usr/bin/env bash
# Builds the DocC documentation of IntentRuntime (Sources/IntentRuntime/IntentRuntime.docc plus
# the doc comments) with the toolchain's `docc`, failing on any warning (broken links included).
#
#   Scripts/build-docs.sh [output-dir]     default: .build/docs/IntentRuntime.doccarchive
#
# swift-docc-plugin is not available offline, so this runs the two steps it would: emit the
# module's symbol graph, then `docc convert` (TOOLCHAIN.md §8). The symbol graph is built in its
# own scratch folder so that the package's regular build is not rebuilt with other flags.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs/IntentRuntime.doccarchive}
scratch=.build/docs-scratch
symbols=$scratch/symbol-graphs

# The compiler writes the symbol graph only when it rebuilds the module: without a graph from an
# earlier run, start the scratch build afresh.
if [ ! -f "$symbols/IntentRuntime.symbols.json" ]; then
  rm -rf "$scratch"
fi
mkdir -p "$symbols" "$(dirname "$output")"
swift build --scratch-path "$scratch" --target IntentRuntime \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols

docc convert Sources/IntentRuntime/IntentRuntime.docc \
  --additional-symbol-graph-dir "$symbols" \
  --output-path "$output" \
  --fallback-display-name IntentRuntime \
  --fallback-bundle-identifier org.intentc.IntentRuntime \
  --transform-for-static-hosting --hosting-base-path IntentRuntime \
  --warnings-as-errors

echo "documentation: $output"
