#!/usr/bin/env bash
# Builds intentc's DocC documentation with the toolchain's `docc`, failing on any warning (broken
# links included):
#   - the libraries IntentRuntime, IntentDefinition and IntentCodegen: each module's catalog
#     (Sources/<Module>/<Module>.docc) plus its public symbols' doc comments;
#   - the command-line tool and its plugins: Sources/intentc/intentc.docc, articles only (an
#     executable has no API to publish, so the catalog is a technology root of its own).
#
#   Scripts/build-docs.sh [output-dir]     default: .build/docs (one <Name>.doccarchive each)
#
# swift-docc-plugin is not available offline, so this runs the two steps it would: emit the
# modules' symbol graphs (one build of the two library roots, in a scratch folder of its own so
# that the package's regular build is not rebuilt with other flags), then `docc convert` per
# catalog with only that module's graphs.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
scratch=.build/docs-scratch
symbols=$scratch/symbol-graphs
libraries=(IntentRuntime IntentDefinition IntentCodegen)

# The compiler writes a symbol graph only when it rebuilds the module: without every graph from
# an earlier run, start the scratch build afresh.
for module in "${libraries[@]}"; do
  if [ ! -f "$symbols/$module.symbols.json" ]; then
    rm -rf "$scratch"
    break
  fi
done
mkdir -p "$symbols" "$output"
# IntentCodegen depends on IntentDefinition, so two targets cover the three libraries.
for target in IntentRuntime IntentCodegen; do
  swift build --scratch-path "$scratch" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols
done

convert() {  # catalog name [symbol-graph-dir]
  local catalog=$1 name=$2 graphs=${3:-}
  local args=(
    --output-path "$output/$name.doccarchive"
    --fallback-display-name "$name"
    --fallback-bundle-identifier "org.intentc.$name"
    --transform-for-static-hosting --hosting-base-path "$name"
    --warnings-as-errors
  )
  if [ -n "$graphs" ]; then
    args+=(--additional-symbol-graph-dir "$graphs")
  fi
  docc convert "$catalog" "${args[@]}"
  echo "documentation: $output/$name.doccarchive"
}

for module in "${libraries[@]}"; do
  # Only this module's graphs: its own and its extensions of other modules' types.
  graphs=$scratch/graphs-$module
  rm -rf "$graphs" && mkdir -p "$graphs"
  cp "$symbols/$module.symbols.json" "$graphs/"
  find "$symbols" -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
  convert "Sources/$module/$module.docc" "$module" "$graphs"
done
convert Sources/intentc/intentc.docc intentc
