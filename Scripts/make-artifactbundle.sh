#!/usr/bin/env bash
# Builds a release intentc that needs no Swift toolchain to run and packs it as a SwiftPM
# artifact bundle, for `.binaryTarget` in a package and for CI jobs that download one file:
#
#   Scripts/make-artifactbundle.sh DIR
#
# writes
#   DIR/intentc.artifactbundle/info.json                      schema 1.0, one artifact `intentc`
#   DIR/intentc.artifactbundle/LICENSE, NOTICE
#   DIR/intentc.artifactbundle/intentc-<version>-<variant>/bin/intentc
#   DIR/intentc.artifactbundle.zip                            the same tree, for download
# and prints the zip's SwiftPM checksum (the `checksum:` of a `.binaryTarget(url:…)`).
#
# The binary is stripped. One variant per platform this machine builds for:
#   - Linux: the host's triple (x86_64-unknown-linux-gnu here), built with the Swift standard
#     library and Foundation linked in (--static-swift-stdlib). At run time the binary needs only
#     the C libraries every Linux system has (glibc, libstdc++, libgcc_s, libm) and libxml2's
#     shared library (`libxml2` on Debian and Ubuntu, with its own dependencies: ICU, zlib, lzma).
#   - macOS: one universal binary for arm64-apple-macosx and x86_64-apple-macosx
#     (--arch arm64 --arch x86_64); the Swift runtime and libxml2 are part of macOS.
#
# The layout is fixed (sorted entries, fixed times and modes in the zip), so the same binary
# always gives the same zip and checksum. The build uses a scratch folder of its own
# (.build/artifactbundle) so that the package's regular builds are not rebuilt with other flags.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 DIR" >&2
  exit 64
fi
repo=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
scratch=$repo/.build/artifactbundle

case "$(uname -s)" in
  Linux)
    triple=$(swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -n 1)
    flags=(--static-swift-stdlib)
    variant=$triple
    triples=("$triple")
    ;;
  Darwin)
    flags=(--arch arm64 --arch x86_64)
    variant=macos
    triples=(arm64-apple-macosx x86_64-apple-macosx)
    ;;
  *)
    echo "make-artifactbundle: unsupported system $(uname -s)" >&2
    exit 1
    ;;
esac
build=(swift build -c release --product intentc --scratch-path "$scratch" "${flags[@]}")

echo "make-artifactbundle: ${build[*]}" >&2
(cd "$repo" && "${build[@]}" >&2)
binary=$(cd "$repo" && "${build[@]}" --show-bin-path)/intentc
version=$("$binary" --version)
version=${version#intentc }

bundle=$out/intentc.artifactbundle
executable=intentc-$version-$variant/bin/intentc
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$(dirname "$executable")"
cp "$binary" "$bundle/$executable"
# The symbol table and debug info are half the binary and nothing a user of the tool runs.
strip "$bundle/$executable"
cp "$repo/LICENSE" "$repo/NOTICE" "$bundle/"
supported=$(printf '"%s", ' "${triples[@]}")
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "intentc": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$executable",
          "supportedTriples": [${supported%, }]
        }
      ]
    }
  }
}
EOF

# Modes and times that do not depend on the umask, the clock or the time zone (zip stores local
# times), and entries in byte order.
find "$bundle" -type d -exec chmod 755 {} +
find "$bundle" -type f -exec chmod 644 {} +
chmod 755 "$bundle/$executable"
export TZ=UTC
find "$bundle" -exec touch -h -d '2000-01-01 00:00:00' {} +
(cd "$out" && find intentc.artifactbundle | LC_ALL=C sort | zip -q -X -@ intentc.artifactbundle.zip)

checksum=$(cd "$repo" && swift package compute-checksum "$bundle.zip")
echo "make-artifactbundle: $bundle ($executable, intentc $version)" >&2
echo "make-artifactbundle: $bundle.zip, $(wc -c <"$bundle.zip") bytes, checksum:" >&2
echo "$checksum"
