#!/usr/bin/env bash
# Typechecks Swift files against the stand-ins of Apple's frameworks, on any machine.
#
#   Scripts/typecheck-flavor.sh FLAVOR [--swift-version 5|6] [--allow-warnings]
#                               [--module-name NAME] FILE.swift…
#
# FLAVOR names Tests/StandIns/<FLAVOR>.modules: the stand-in modules, one name per line, in build
# order. Each module is the folder Tests/StandIns/<Module>/: its .swift files are compiled into
# <Module>.swiftmodule, and a module.modulemap there (Objective-C declarations Swift cannot
# write, such as the root class NSObject) is put on the include path and, when the folder also
# has Swift files, imported as the module's underlying Clang module.
#
# The built modules are cached in .build/standins/ under a hash of the stand-in sources, the
# compiler version, the Swift version and the flavor ($INTENTC_STANDIN_CACHE overrides the
# folder; $SWIFTC picks the compiler). Then the FILEs are typechecked as one module
# (`swiftc -frontend -typecheck`), with Objective-C interop on (it is what
# makes @objc, @NSManaged and optional requirements checkable on Linux, and it changes nothing
# for code without @objc).
#
# Prints the compiler's diagnostics. Exit status: 0 clean; 1 on any error, and on any warning
# unless --allow-warnings; 64 on bad usage; 2 when the stand-ins themselves fail to build.
set -euo pipefail

usage() {
  cat >&2 <<'EOF'
usage: Scripts/typecheck-flavor.sh FLAVOR [--swift-version 5|6] [--allow-warnings] [--module-name NAME] FILE.swift...
  FLAVOR            a flavor with Tests/StandIns/FLAVOR.modules (e.g. intents, appintents)
  --swift-version   language mode of the FILEs (default 6)
  --allow-warnings  exit 0 when there are warnings but no errors (default: warnings fail)
  --module-name     name of the module the FILEs form (default TypecheckedFiles)
EOF
  exit 64
}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
standins="$root/Tests/StandIns"

[ $# -ge 1 ] || usage
flavor=$1
shift
case "$flavor" in -*|'') usage ;; esac
modules_file="$standins/$flavor.modules"
if [ ! -f "$modules_file" ]; then
  echo "typecheck-flavor: unknown flavor '$flavor' (no $modules_file)" >&2
  usage
fi

swift_version=6
allow_warnings=0
module_name=TypecheckedFiles
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --swift-version)
      [ $# -ge 2 ] || usage
      case "$2" in 5|6) swift_version=$2 ;; *) usage ;; esac
      shift 2 ;;
    --allow-warnings) allow_warnings=1; shift ;;
    --module-name)
      [ $# -ge 2 ] || usage
      module_name=$2
      shift 2 ;;
    -h|--help) usage ;;
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

swiftc=${SWIFTC:-swiftc}

checksum() {
  if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi
}
objc_flags=(-enable-objc-interop -disable-objc-attr-requires-foundation-module)

# The modules of the flavor, in order (blank lines and # comments ignored).
modules=()
while IFS= read -r line || [ -n "$line" ]; do
  line=${line%%#*}
  line=$(printf '%s' "$line" | tr -d '[:space:]')
  [ -n "$line" ] && modules+=("$line")
done <"$modules_file"

for module in "${modules[@]}"; do
  if [ ! -d "$standins/$module" ]; then
    echo "typecheck-flavor: $modules_file lists $module, but $standins/$module does not exist" >&2
    exit 2
  fi
done

# Every input that can change the built modules goes into the cache key.
key=$(
  {
    printf 'flavor %s\nswift-version %s\n' "$flavor" "$swift_version"
    "$swiftc" --version 2>&1
    cat "$modules_file"
    for module in "${modules[@]}"; do
      (cd "$standins" && find "$module" -type f | LC_ALL=C sort | while IFS= read -r f; do
        printf '== %s\n' "$f"
        cat "$f"
      done)
    done
  } | checksum | cut -c1-16
)
cache_root=${INTENTC_STANDIN_CACHE:-$root/.build/standins}
build="$cache_root/$flavor-swift$swift_version-$key"

# Include paths: the built Swift modules, then each module folder with a module map.
include_flags=(-I "$build/modules")
for module in "${modules[@]}"; do
  if [ -f "$standins/$module/module.modulemap" ]; then
    include_flags+=(-I "$standins/$module")
  fi
done

build_standins() {
  mkdir -p "$cache_root"
  local staging
  staging=$(mktemp -d "$cache_root/.building-XXXXXX")
  mkdir -p "$staging/modules"
  local staged_flags=(-I "$staging/modules" "${include_flags[@]:2}")
  local module sources underlying
  for module in "${modules[@]}"; do
    local folder="$standins/$module"
    sources=()
    while IFS= read -r source; do sources+=("$source"); done \
      < <(find "$folder" -maxdepth 1 -name '*.swift' | LC_ALL=C sort)
    [ ${#sources[@]} -gt 0 ] || continue
    underlying=()
    if [ -f "$folder/module.modulemap" ]; then underlying=(-import-underlying-module); fi
    if ! "$swiftc" -frontend -emit-module "${objc_flags[@]}" -parse-as-library -swift-version 5 \
      -experimental-skip-all-function-bodies \
      -module-name "$module" "${staged_flags[@]}" -module-cache-path "$cache_root/clang-cache" \
      ${underlying[@]+"${underlying[@]}"} "${sources[@]}" -o "$staging/modules/$module.swiftmodule"; then
      echo "typecheck-flavor: the stand-in module $module does not build" >&2
      rm -rf "$staging"
      exit 2
    fi
  done
  # Another run may have built the same key meanwhile; the first one to finish wins.
  [ -d "$build" ] || mv "$staging" "$build" 2>/dev/null || true
  rm -rf "$staging" "$build/$(basename "$staging")"
}

[ -d "$build/modules" ] || build_standins

# As in an app target: top-level code only in a file named main.swift.
library_flags=(-parse-as-library)
for file in "${files[@]}"; do
  if [ "$(basename "$file")" = main.swift ]; then library_flags=(); fi
done

set +e
output=$("$swiftc" -frontend -typecheck "${objc_flags[@]}" ${library_flags[@]+"${library_flags[@]}"} \
  -swift-version "$swift_version" \
  -module-name "$module_name" "${include_flags[@]}" -module-cache-path "$cache_root/clang-cache" \
  "${files[@]}" 2>&1)
status=$?
set -e
[ -z "$output" ] || printf '%s\n' "$output"

if [ $status -ne 0 ]; then
  exit 1
fi
if [ $allow_warnings -eq 0 ] && printf '%s\n' "$output" | grep -q ': warning: '; then
  echo "typecheck-flavor: warnings (pass --allow-warnings to accept them)" >&2
  exit 1
fi
exit 0
