#!/usr/bin/env bash
# Measures intentc against libxml2's own parser and the toolchain's plist converter, side by side
# in one run, and prints the table Documentation/Benchmarks.md shows.
#   Scripts/benchmark.sh [rounds]          (default 5 alternating rounds)
# Inputs, made here from the real corpus (INTENTC_CORPUS, default ../shared/corpus) by
# Scripts/Benchmark/synthesize.py, deterministic: a 2 MB and a 20 MB definition (every corpus
# intent, enum and type repeated under new names; valid), the largest real file, and a package
# of 20 small definitions built through IntentcPlugin.
# Each round runs every long command once (hyperfine -N --runs 1) and every command of a few
# milliseconds 20 times, so slow phases of a shared machine hit all commands alike; the table
# shows medians and ratios to `xmllint --noout`. It also measures peak RSS (/usr/bin/time -v),
# start-up against a minimal FoundationEssentials binary compiled here, and the plugin build
# (first, no-op, one definition touched).
# Needs hyperfine, xmllint (apt: hyperfine, libxml2-utils), python3, /usr/bin/time and plutil
# (Swift toolchain); installs nothing. Figures, not assertions: compare runs on the same machine.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
corpus=$(cd "${INTENTC_CORPUS:-$repo/../shared/corpus}" && pwd)
missing=()
for tool in hyperfine xmllint python3 plutil swiftc pkg-config; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
[[ -x /usr/bin/time ]] || missing+=(/usr/bin/time)
if ((${#missing[@]})); then
  echo "benchmark.sh: missing ${missing[*]} (apt-get install hyperfine libxml2-utils time)" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-benchmark.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/rounds" "$work/out"
cd "$repo"
swift build -c release --product intentc >/dev/null
intentc=$repo/.build/release/intentc

echo "benchmark.sh: generating inputs in $work" >&2
python3 Scripts/Benchmark/synthesize.py "$corpus" 2000000 "$work/2mb.intentdefinition"
python3 Scripts/Benchmark/synthesize.py "$corpus" 20000000 "$work/20mb.intentdefinition"
largest=$(ls -S "$corpus"/*.intentdefinition | head -n 1)
{
  echo "2_MB_synthetic $(wc -c <"$work/2mb.intentdefinition")"
  echo "20_MB_synthetic $(wc -c <"$work/20mb.intentdefinition")"
  echo "largest_real_file $(wc -c <"$largest")"
} >"$work/sizes.txt"

# The start-up baseline: a program that only imports FoundationEssentials and prints a line.
mkdir -p "$work/minimal"
printf 'import FoundationEssentials\nprint("intentc 0.0.0 \\(Date.now > Date.distantPast)")\n' >"$work/minimal/main.swift"
swiftc -O "$work/minimal/main.swift" -o "$work/minimal/minimal" 2>/dev/null
# The same program also calling into libxml2: the share of start-up that loading libxml2 and the
# libraries it links (ICU, zlib, lzma) costs any program that parses XML with it.
mkdir -p "$work/minimal-libxml2"
printf 'module LibXML2 [system] {\n  header "%s/libxml/parser.h"\n  link "xml2"\n  export *\n}\n' \
  "$(pkg-config --variable=includedir libxml-2.0)/libxml2" >"$work/minimal-libxml2/module.modulemap"
printf 'import FoundationEssentials\nimport LibXML2\nprint("intentc 0.0.0 \\(Date.now > Date.distantPast) \\(xmlGetLastError() == nil)")\n' \
  >"$work/minimal-libxml2/main.swift"
swiftc -O "$work/minimal-libxml2/main.swift" -I "$work/minimal-libxml2" \
  $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') -o "$work/minimal-libxml2/minimal" 2>/dev/null

# Commands that take milliseconds (start-up, the largest real file) run 20 times a round after 3
# warm-ups: one run of a 3 ms command says more about the scheduler than about the command.
long=() short=()
add() { local -n list=$1; list+=(-n "$2" "$3"); }
add short "intentc --version" "$intentc --version"
add short "minimal FoundationEssentials binary" "$work/minimal/minimal"
add short "minimal binary linking libxml2" "$work/minimal-libxml2/minimal"
for input in "2 MB synthetic:$work/2mb.intentdefinition" "20 MB synthetic:$work/20mb.intentdefinition" \
  "largest real file:$largest"; do
  name=${input%%:*} file=${input#*:}
  group=long
  [[ $name == "largest real file" ]] && group=short
  add $group "lint $name" "$intentc lint --quiet $file"
  add $group "generate $name" "$intentc generate --quiet $file -o $work/out"
  add $group "xmllint $name" "xmllint --noout $file"
  [[ $name == "largest real file" ]] || add $group "plutil $name" "plutil -convert json -o $work/out/plutil.json $file"
done

echo "benchmark.sh: $rounds alternating rounds" >&2
for round in $(seq "$rounds"); do
  hyperfine -N --runs 1 --style none -i --export-json "$work/rounds/$round-long.json" "${long[@]}" >/dev/null 2>&1
  hyperfine -N --warmup 3 --runs 20 --style none -i --export-json "$work/rounds/$round-short.json" "${short[@]}" \
    >/dev/null 2>&1
done

: >"$work/rss.txt"
for input in "2 MB synthetic:$work/2mb.intentdefinition" "20 MB synthetic:$work/20mb.intentdefinition" \
  "largest real file:$largest"; do
  name=${input%%:*} file=${input#*:}
  /usr/bin/time -v "$intentc" generate --quiet "$file" -o "$work/out" 2>"$work/time.txt" >/dev/null || true
  echo "generate $name $(awk '/Maximum resident set size/ {print $NF}' "$work/time.txt")" >>"$work/rss.txt"
done

echo "benchmark.sh: plugin build of 20 definitions" >&2
package=$work/package
mkdir -p "$package/Sources/Definitions"
python3 Scripts/Benchmark/synthesize.py "$corpus" --split 20 "$package/Sources/Definitions"
# SwiftPM skips a target without Swift sources, and its plugins with it.
printf '@_exported import IntentRuntime\n' >"$package/Sources/Definitions/Exports.swift"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "BenchmarkPlugin",
    dependencies: [.package(name: "intentc", path: "$repo")],
    targets: [
        .target(
            name: "Definitions",
            dependencies: [.product(name: "IntentRuntime", package: "intentc")],
            plugins: [.plugin(name: "IntentcPlugin", package: "intentc")])
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
timed_build() {
  local start end
  start=$(date +%s.%N)
  swift build --package-path "$package" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
  end=$(date +%s.%N)
  printf '%s %.2f s' "$1" "$(echo "$end - $start" | bc -l)"
}
{
  timed_build "first build"
  echo
  timed_build "no-op"
  echo
  touch "$package/Sources/Definitions/Definition07.intentdefinition"
  timed_build "one definition touched"
  echo
} >"$work/plugin.txt"

echo "Machine: $(nproc) cores, $(awk '/model name/ {sub(/.*: /, ""); print; exit}' /proc/cpuinfo)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg); $(swift --version 2>/dev/null | head -n 1)"
echo
python3 Scripts/Benchmark/report.py "$work"
