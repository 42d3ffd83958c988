#!/usr/bin/env bash
# Runs the Swift frontend for an Apple platform against a real Apple SDK, so that code users build
# with Xcode (IntentRuntime, generated code, widget code, the compiler itself) is typechecked with
# Apple's own interfaces and real availability checking — on a Mac or on Linux.
#
#   Scripts/apple-swiftc.sh TARGET [swiftc -frontend arguments…]
#     TARGET  ios<version> (arm64) or macos<version> (x86_64): the platform and deployment target,
#             e.g. ios13.0, ios16.0, macos10.15.
#   Scripts/apple-swiftc.sh ios16.0 -typecheck -swift-version 6 -parse-as-library -module-name App *.swift
#
# Which SDK:
#   $APPLE_SDK             an SDK folder (iPhoneOS*.sdk or MacOSX*.sdk) for the platform; else
#   on macOS               Xcode's (xcrun --show-sdk-path --sdk iphoneos|macosx); else
#   $INTENTC_APPLE_SDKS    a folder holding iPhoneOS*.sdk, MacOSX*.sdk and apinotes/ (default
#                          ../shared/apple-sdk beside the package).
# On Linux the toolchain's resource folder is not Darwin's, so this script makes one that is close
# enough: the toolchain's lib/swift without Linux's own C modules (dispatch, Block, CoreFoundation,
# _foundation_unicode, _FoundationCShims, os: they would hide the SDK's modules of the same names),
# with the API notes Darwin toolchains ship for Dispatch and os (taken from the SDK folder's
# apinotes/). SwiftUI's interface also needs building once with availability checking off: it was
# written by an older compiler whose conformances a newer availability checker refuses. Code given
# on the command line is always checked with availability on.
# Darwin toolchains ship the layouts of classes built by older runtimes, which -emit-sil reads for
# Objective-C classes; Linux ones don't, so the passes after type checking run without them
# (-disable-legacy-type-info: it changes code generation only, never what typechecks).
# Everything built is cached under $INTENTC_APPLE_SDK_CACHE (default ${TMPDIR:-/tmp}/intentc-apple-sdk),
# keyed by SDK, target and compiler. The first use of a target builds the SDK's modules (about a
# minute on 2 cores); later runs take seconds.
# Exit status: the compiler's; 64 on bad usage; 2 when no SDK is found.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 1 ] || { sed -n '2,9p' "$0" >&2; exit 64; }
target=$1
shift
case $target in
  ios[0-9]*) triple=arm64-apple-$target; xcrun_sdk=iphoneos; pattern='iPhoneOS*.sdk' ;;
  macos[0-9]*) triple=x86_64-apple-$target; xcrun_sdk=macosx; pattern='MacOSX*.sdk' ;;
  *) echo "apple-swiftc: TARGET must be ios<version> or macos<version>, not '$target'" >&2; exit 64 ;;
esac

if [ "$(uname -s)" = Darwin ] && [ -z "${APPLE_SDK:-}" ]; then
  exec xcrun swiftc -frontend "$@" -target "$triple" -sdk "$(xcrun --show-sdk-path --sdk "$xcrun_sdk")"
fi

sdks=${INTENTC_APPLE_SDKS:-$root/../shared/apple-sdk}
sdk=${APPLE_SDK:-}
if [ -z "$sdk" ]; then
  sdk=$(find "$sdks" -maxdepth 1 -name "$pattern" 2>/dev/null | sort | tail -1)
fi
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
  echo "apple-swiftc: no $pattern found (looked in ${APPLE_SDK:-$sdks}); set APPLE_SDK or INTENTC_APPLE_SDKS" >&2
  exit 2
fi
sdk=$(cd "$sdk" && pwd)
swiftc=${SWIFTC:-$(command -v swiftc)}
[ "$(uname -s)" = Darwin ] && exec "$swiftc" -frontend "$@" -target "$triple" -sdk "$sdk"

toolchain_lib=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift" && pwd)
compiler=$("$swiftc" --version 2>/dev/null | head -1)
key=$(printf '%s\n%s\n%s\n' "$sdk" "$triple" "$compiler" | sha256sum | cut -c1-16)
cache=${INTENTC_APPLE_SDK_CACHE:-${TMPDIR:-/tmp}/intentc-apple-sdk}/$key
mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9
if [ ! -d "$cache/resource" ]; then
  rm -rf "$cache/resource.partial"
  mkdir -p "$cache/resource.partial/apinotes"
  for entry in "$toolchain_lib"/*; do
    case $(basename "$entry") in
      dispatch | Block | CoreFoundation | _foundation_unicode | _FoundationCShims | os | apinotes) ;;
      *) ln -s "$entry" "$cache/resource.partial/" ;;
    esac
  done
  cp "$toolchain_lib"/apinotes/* "$cache/resource.partial/apinotes/" 2>/dev/null || true
  notes=$(dirname "$sdk")/apinotes
  if [ -d "$notes" ]; then cp "$notes"/*.apinotes "$cache/resource.partial/apinotes/"; fi
  mv "$cache/resource.partial" "$cache/resource"
fi
common=(-target "$triple" -sdk "$sdk" -resource-dir "$cache/resource" -module-cache-path "$cache/modules"
  -disable-legacy-type-info)
if [ ! -f "$cache/prebuilt/SwiftUI.swiftmodule" ]; then
  interface=$(find "$sdk/System/Library/Frameworks/SwiftUI.framework" -path '*SwiftUI.swiftmodule/*' \
    -name "${triple%%-*}-apple-*.swiftinterface" ! -name '*.private.*' 2>/dev/null | sort | head -1)
  if [ -n "$interface" ]; then
    mkdir -p "$cache/prebuilt"
    if ! "$swiftc" -frontend -compile-module-from-interface "${common[@]}" -disable-availability-checking \
      -module-name SwiftUI "$interface" -o "$cache/prebuilt/SwiftUI.partial.swiftmodule" >"$cache/prebuilt.log" 2>&1; then
      cat "$cache/prebuilt.log" >&2
      echo "apple-swiftc: SwiftUI did not build from $interface" >&2
      exit 2
    fi
    mv "$cache/prebuilt/SwiftUI.partial.swiftmodule" "$cache/prebuilt/SwiftUI.swiftmodule"
  fi
fi
flock -u 9
exec "$swiftc" -frontend "$@" "${common[@]}" -I "$cache/prebuilt"
