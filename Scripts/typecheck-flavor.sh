#!/usr/bin/env bash
# Typechecks Swift files for an Apple platform against Apple's real SDK, with IntentRuntime built
# for that platform where the flavor needs it: generated code, your own widget or handler code, or
# both as one module, on a Mac or on Linux.
#
#   Scripts/typecheck-flavor.sh FLAVOR TARGET [--swift-version 5|6] [--allow-warnings] [--sil]
#                               [--module-name NAME] FILE.swift…
#
#   FLAVOR   default, intents or appintents: the flavor of the generated files among the FILEs.
#            default and appintents code imports IntentRuntime, so the script first builds
#            IntentRuntime (Sources/IntentRuntime) for TARGET and puts it on the import path;
#            intents code needs only Apple's frameworks.
#   TARGET   ios<version> or macos<version>: the platform and deployment target, e.g. ios13.0,
#            ios16.0, macos10.15. Availability is checked at that target for real.
#   --sil    also run the passes after type checking (-emit-sil), which find stored properties an
#            initializer leaves unset (definite initialization).
#
# Examples:
#   Scripts/typecheck-flavor.sh intents ios12.0 Generated/Intents/*.swift MyIntentHandler.swift
#   Scripts/typecheck-flavor.sh appintents ios17.0 Generated/*.swift Generated/AppIntents/*.swift Widget.swift
#
# The SDK is found as Scripts/apple-swiftc.sh says (Xcode's on a Mac; $APPLE_SDK; else
# $INTENTC_APPLE_SDKS or ../shared/apple-sdk beside the package). The built IntentRuntime is cached
# under $INTENTC_APPLE_SDK_CACHE (default ${TMPDIR:-/tmp}/intentc-apple-sdk), keyed by its sources,
# the target, the language mode and the compiler ($SWIFTC picks it).
#
# Prints the compiler's diagnostics. Exit status: 0 clean; 1 on any error, and on any warning
# unless --allow-warnings; 64 on bad usage; 2 when no SDK is found or IntentRuntime does not build.
set -euo pipefail

usage() {
  sed -n '6,7p;9,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' | sed '1s/^ */usage: /' >&2
  exit 64
}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 2 ] || usage
flavor=$1
target=$2
shift 2
case "$flavor" in
  default | appintents) runtime=1 ;;
  intents) runtime=0 ;;
  *) echo "typecheck-flavor: unknown flavor '$flavor' (default, intents or appintents)" >&2; usage ;;
esac
case "$target" in
  ios[0-9]* | macos[0-9]*) ;;
  *) echo "typecheck-flavor: TARGET must be ios<version> or macos<version>, not '$target'" >&2; usage ;;
esac

swift_version=6
allow_warnings=0
mode=(-typecheck)
module_name=TypecheckedFiles
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --swift-version)
      [ $# -ge 2 ] || usage
      case "$2" in 5 | 6) swift_version=$2 ;; *) usage ;; esac
      shift 2 ;;
    --allow-warnings) allow_warnings=1; shift ;;
    --sil) mode=(-emit-sil -o /dev/null); shift ;;
    --module-name)
      [ $# -ge 2 ] || usage
      module_name=$2
      shift 2 ;;
    -h | --help) usage ;;
    -*) echo "typecheck-flavor: unknown option $1" >&2; usage ;;
    *) files+=("$1"); shift ;;
  esac
done
[ ${#files[@]} -gt 0 ] || usage
for file in "${files[@]}"; do
  if [ ! -f "$file" ]; then
    echo "typecheck-flavor: no such file: $file" >&2
    exit 64
  fi
done

frontend="$root/Scripts/apple-swiftc.sh"
checksum() {
  if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi
}

imports=()
if [ $runtime -eq 1 ]; then
  sources=()
  while IFS= read -r source; do sources+=("$source"); done \
    < <(find "$root/Sources/IntentRuntime" -maxdepth 1 -name '*.swift' | LC_ALL=C sort)
  key=$(
    {
      printf 'target %s\nswift-version %s\n' "$target" "$swift_version"
      "${SWIFTC:-swiftc}" --version 2>&1
      for source in "${sources[@]}"; do printf '== %s\n' "$(basename "$source")"; cat "$source"; done
    } | checksum | cut -c1-16
  )
  cache=${INTENTC_APPLE_SDK_CACHE:-${TMPDIR:-/tmp}/intentc-apple-sdk}/runtime-$key
  if [ ! -f "$cache/IntentRuntime.swiftmodule" ]; then
    mkdir -p "$(dirname "$cache")"
    staging=$(mktemp -d "$cache.building-XXXXXX")
    set +e
    built=$("$frontend" "$target" -emit-module -swift-version "$swift_version" -parse-as-library \
      -module-name IntentRuntime "${sources[@]}" -o "$staging/IntentRuntime.swiftmodule" 2>&1)
    status=$?
    set -e
    if [ $status -ne 0 ]; then
      printf '%s\n' "$built" >&2
      echo "typecheck-flavor: IntentRuntime does not build for $target" >&2
      rm -rf "$staging"
      exit 2
    fi
    # Another run may have built the same key meanwhile; the first one to finish wins.
    mv -T "$staging" "$cache" 2>/dev/null || rm -rf "$staging"
  fi
  imports=(-I "$cache")
fi

# As in an app target: top-level code only in a file named main.swift.
library_flags=(-parse-as-library)
for file in "${files[@]}"; do
  if [ "$(basename "$file")" = main.swift ]; then library_flags=(); fi
done

set +e
output=$("$frontend" "$target" "${mode[@]}" ${library_flags[@]+"${library_flags[@]}"} \
  -swift-version "$swift_version" -module-name "$module_name" ${imports[@]+"${imports[@]}"} "${files[@]}" 2>&1)
status=$?
set -e
[ -z "$output" ] || printf '%s\n' "$output"

if [ $status -eq 2 ] && printf '%s\n' "$output" | grep -q '^apple-swiftc: '; then exit 2; fi
if [ $status -ne 0 ]; then exit 1; fi
if [ $allow_warnings -eq 0 ] && printf '%s\n' "$output" | grep -q ': warning: '; then
  echo "typecheck-flavor: warnings (pass --allow-warnings to accept them)" >&2
  exit 1
fi
exit 0
