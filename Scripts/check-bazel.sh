#!/usr/bin/env bash
# End-to-end check of intentc's Bazel rules on Examples/Bazel, with Bazel (Debian's
# bazel-bootstrap, 4.2.3, works) and a BuildGrid remote cache on 127.0.0.1. Run from anywhere;
# CI runs it from the repository root. Works in a temporary folder (two Bazel output bases, a
# disk cache, the cache server's files), removed on exit with the Bazel servers and the cache
# server it started.
#
# Verifies:
#   1. the example builds, every IntentcGenerate action in Bazel's Linux sandbox (the build
#      fails if one cannot be sandboxed), and its lint, compat and migration tests pass;
#   2. a definition with an error fails its action with intentc's `file:line:col: error: … [IC…]`
#      lines in Bazel's output and leaves no output; the lint and compat tests of a broken and of
#      a breaking definition, and the migration test of App Intents that lose a parameter, fail
#      with their located diagnostics;
#   3. after `bazel clean`, the build from --disk_cache executes no IntentcGenerate action;
#   4. a second output base (another machine: own execution root, no local cache) gets every
#      IntentcGenerate action from the remote cache;
#   5. every generated file equals what `intentc generate` writes for the same options, and
#      the two output bases hold the same bytes;
#   6. with the tool from the artifact bundle instead (http_archive of the zip with its SHA-256),
#      the example generates the same files: when .build/artifactbundle holds a release build
#      (CI's check-artifactbundle.sh makes it first) or INTENTC_BAZEL_BUNDLE=1 (a few minutes).
#   7. MODULE.bazel's version and the docs' bazel_dep are intentc --version's; in a workspace
#      whose file is WORKSPACE.bazel, intentc_local_binary takes a path relative
#      to the workspace root.
#   8. Examples/BazelModule's targets build and its tests pass (its BUILD file and .bazelrc, with
#      a WORKSPACE.bazel: Bazel 4 cannot read MODULE.bazel; GitHub Actions runs that form).
#   9. intentc_migration_test passes with a definition deleted since, read from a
#      new_git_repository pinned to the commit that shipped it.
# The intentc it uses: $INTENTC_BINARY, else .build/debug/intentc (built here if absent). The
# Apple SDKs for the example's typechecks: $INTENTC_APPLE_SDKS (default ../shared/apple-sdk beside
# the repository). BuildGrid: $INTENTC_BUILDGRID_VENV (default .build/buildgrid-venv, made with
# `python3 -m venv` and `pip install buildgrid` if missing).
#
# Ends with one line:
#   bazel: sandboxed ok; disk cache: N intentc actions after clean; remote cache: H/T hits; identical: yes|no
# and exits 1 if any check failed.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
example=$repo/Examples/Bazel
work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-bazel-check.XXXXXX")
logs=$work/logs
mkdir -p "$logs"
server_pid=
bases=()
cleanup() {
  local base
  for base in ${bases[@]+"${bases[@]}"}; do
    (cd "$example" && bazel --output_base="$base" shutdown >/dev/null 2>&1) || true
  done
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  chmod -R u+w "$work" 2>/dev/null || true
  [ -n "${INTENTC_KEEP_BAZEL_CHECK:-}" ] && echo "kept $work" >&2 || rm -rf "$work"
}
trap cleanup EXIT

check_name=check-bazel
# shellcheck source=Scripts/check-lib.sh
. "$repo/Scripts/check-lib.sh"
show_log() { grep -v 'linux-sandbox' "$logs/$1.log" | sed 's/^/    | /' | tail -n 25; }

if ! command -v bazel >/dev/null; then
  echo "check-bazel: no bazel on PATH (apt-get install bazel-bootstrap)" >&2
  exit 1
fi

# The tool.
if [ -n "${INTENTC_BINARY:-}" ]; then
  intentc=$INTENTC_BINARY
else
  intentc=$repo/.build/debug/intentc
  if [ ! -x "$intentc" ]; then
    echo "check-bazel: building intentc (swift build --product intentc)" >&2
    (cd "$repo" && swift build --product intentc >&2)
  fi
fi
export INTENTC_BINARY=$intentc
export INTENTC_APPLE_SDKS=${INTENTC_APPLE_SDKS:-$(cd "$repo/.." && pwd)/shared/apple-sdk}

# The remote cache: BuildGrid's CAS and action cache in memory, on a free port of 127.0.0.1.
venv=${INTENTC_BUILDGRID_VENV:-$repo/.build/buildgrid-venv}
if [ ! -x "$venv/bin/bgd" ]; then
  echo "check-bazel: installing BuildGrid into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q buildgrid >&2
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
cat >"$work/buildgrid.yml" <<EOF
server:
  - !channel
    address: "127.0.0.1:$port"
    insecure-mode: true
instances:
  - name: ''
    storages:
      - !lru-storage &cas-storage
        size: 512MB
    caches:
      - !lru-action-cache &ac
        storage: *cas-storage
        max-cached-refs: 10000
        allow-updates: true
    services:
      - !cas
        storage: *cas-storage
      - !bytestream
        storage: *cas-storage
      - !action-cache
        cache: *ac
EOF
"$venv/bin/bgd" server start "$work/buildgrid.yml" >"$logs/buildgrid.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  if python3 -c "import socket, sys; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
if ! kill -0 "$server_pid" 2>/dev/null; then
  fail "BuildGrid starts on 127.0.0.1:$port"
  show_log buildgrid
  finish
fi
remote=grpc://127.0.0.1:$port

# One Bazel command in the example with output base $1; its output goes to $logs/$2.log.
# --nosandbox_debug: Debian's /etc/bazel/bazelrc turns sandbox debugging on, which floods the log.
bazel_in() {
  local base=$1 log=$2
  shift 2
  case " ${bases[*]-} " in *" $base "*) ;; *) bases+=("$base") ;; esac
  (cd "$example" && bazel --output_base="$base" "$@" >"$logs/$log.log" 2>&1)
}
common=(--nosandbox_debug --symlink_prefix=/ --strategy=IntentcGenerate=linux-sandbox --color=no --curses=no)

# Counts IntentcGenerate spawns in an execution log: all of them, and those that a cache served.
count_spawns() { # count_spawns LOG.json → "total executed remote_hits sandboxed"
  python3 - "$1" <<'EOF'
import json, sys
text = open(sys.argv[1]).read()
decoder = json.JSONDecoder()
i = total = executed = remote = sandboxed = 0
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    spawn, i = decoder.raw_decode(text, i)
    if spawn.get("mnemonic") != "IntentcGenerate":
        continue
    total += 1
    if spawn.get("remoteCacheHit"):
        if spawn.get("runner") == "remote cache hit":
            remote += 1
    else:
        executed += 1
        if spawn.get("runner") == "linux-sandbox":
            sandboxed += 1
print(total, executed, remote, sandboxed)
EOF
}

base_a=$work/base-a
base_b=$work/base-b
disk=$work/disk-cache

# 1. The build, sandboxed, with both caches filled; then the example's tests.
if bazel_in "$base_a" build-a build "${common[@]}" --disk_cache="$disk" --remote_cache="$remote" \
  --execution_log_json_file="$work/build-a.json" //...; then
  read -r total_a executed_a _ sandboxed < <(count_spawns "$work/build-a.json")
  sandbox_ok=no
  if [ "$total_a" -gt 0 ] && [ "$executed_a" -eq "$total_a" ] && [ "$sandboxed" -eq "$total_a" ]; then sandbox_ok=yes; fi
  check "the example builds: $total_a IntentcGenerate actions, $sandboxed of them executed in the linux-sandbox" \
    test "$sandbox_ok" = yes
else
  fail "the example builds sandboxed"
  show_log build-a
  sandbox_ok=no
  total_a=0
fi
if bazel_in "$base_a" test-a test "${common[@]}" //:lint //:lint_translated //:compat //:migration //:migration_partial; then
  pass "intentc_lint_test and intentc_compat_test pass on the seed definitions, intentc_migration_test on App Intents that migrate"
  check "intentc_lint_test reads the declared translation tables (their warnings are in its log)" \
    grep -q "^../intentc/Tests/GeneratedIntentsTests/Translations/BookClub/fr.lproj/BookClub.strings:1:1: warning: 'fr' lacks .*\[IC163\]$" \
    "$base_a/execroot/intentc_example/bazel-out/k8-fastbuild/testlogs/lint_translated/test.log"
  check "intentc_migration_test with partial passes, the intent not migrated yet a located note in its log" \
    grep -q "^baseline/Custom.intentdefinition:49:4: note: intent 'MyIntent' (class 'WXMyIntentIntent') is not migrated yet; .*\[IC241\]$" \
    "$base_a/execroot/intentc_example/bazel-out/k8-fastbuild/testlogs/migration_partial/test.log"
else
  fail "intentc_lint_test, intentc_compat_test and intentc_migration_test pass"
  show_log test-a
fi

check "the tests ran without Bazel's coverage tools (.bazelrc: @intentc//bazel:no_coverage), which would be downloaded" \
  test ! -e "$base_a/external/remote_coverage_tools"
unsized=$(cd "$example" && bazel --output_base="$base_a" query --noshow_progress \
  'tests(//...) except attr(size, small, tests(//...))' 2>"$logs/query-size.log") || unsized="(query failed)"
check "intentc_lint_test, intentc_compat_test and intentc_migration_test are size small" test -z "$unsized"

# 2. What must fail does, with located diagnostics, and leaves nothing behind.
bin_a=$base_a/execroot/intentc_example/bazel-out/k8-fastbuild/bin
if bazel_in "$base_a" broken build "${common[@]}" //:Broken; then
  fail "a definition with an error fails its IntentcGenerate action"
else
  check "a definition with an error fails its action, with 'testdata/Broken.intentdefinition:69:6: error: … [IC051]' in Bazel's output" \
    grep -q '^testdata/Broken.intentdefinition:69:6: error: .*\[IC051\]$' "$logs/broken.log"
  check "… and leaves no output" test ! -e "$bin_a/Broken/Broken.swift"
fi
if bazel_in "$base_a" broken-tests test "${common[@]}" //:lint_broken //:compat_broken //:migration_lossy; then
  fail "the lint and compat tests of broken definitions, and a lossy migration's test, fail"
else
  testlogs=$base_a/execroot/intentc_example/bazel-out/k8-fastbuild/testlogs
  check "intentc_lint_test fails with the located error in its log" \
    grep -q '^testdata/Broken.intentdefinition:69:6: error: .*\[IC051\]$' "$testlogs/lint_broken/test.log"
  check "intentc_compat_test fails with the located breaking change in its log" \
    grep -q "^testdata/CustomRenamed.intentdefinition:69:6: error: parameter 'parameter' .* renamed .*\[IC203\]$" \
    "$testlogs/compat_broken/test.log"
  check "intentc_migration_test fails with the located lost parameter in its log" \
    grep -q "^testdata/migration_lossy/ConfigureMenuIntent.swift:8:35: error: 'ConfigureMenuIntent' has no @Parameter named 'parameter' (renamed to 'text'? .*\[IC242\]$" \
    "$testlogs/migration_lossy/test.log"
  check "… with the note at the parameter in the definition" \
    grep -q "^baseline/Custom.intentdefinition:69:6: note: the parameter is declared here$" "$testlogs/migration_lossy/test.log"
fi

# 3. After bazel clean, from the disk cache only.
bazel_in "$base_a" clean clean
after_clean=-
if bazel_in "$base_a" build-disk build "${common[@]}" --disk_cache="$disk" \
  --execution_log_json_file="$work/build-disk.json" //...; then
  read -r total_disk after_clean _ _ < <(count_spawns "$work/build-disk.json")
  check "after bazel clean, --disk_cache serves all $total_disk IntentcGenerate actions ($after_clean executed)" \
    test "$after_clean" -eq 0 -a "$total_disk" -eq "$total_a"
else
  fail "the build after bazel clean, from the disk cache"
  show_log build-disk
fi

# 4. Another output base, from the remote cache only.
hits=0
total_b=0
if bazel_in "$base_b" build-b build "${common[@]}" --remote_cache="$remote" \
  --execution_log_json_file="$work/build-b.json" //...; then
  read -r total_b _ hits _ < <(count_spawns "$work/build-b.json")
  check "a second output base gets $hits of $total_b IntentcGenerate actions from the remote cache" \
    test "$total_b" -gt 0 -a "$hits" -eq "$total_b"
  grep 'processes:' "$logs/build-b.log" | tail -n 1 | sed 's/^INFO: /    /'
else
  fail "the build in a second output base, from the remote cache"
  show_log build-b
fi

# 5. The bytes: intentc generate with the same options, and both output bases.
expected=$work/expected
generate() { # generate FLAVOR OUTPUT DEFINITION [OPTIONS…]: as the rule runs it, from the repository root
  local flavor=$1 output=$2 definition=$3
  shift 3
  (cd "$repo" && "$intentc" generate --flavor "$flavor" --access "${access:-public}" "$@" \
    --output-file "$expected/$output" "$definition" 2>/dev/null)
}
for seed in Accounts BookClub Configuration Custom PayTools; do
  generate default "$seed/$seed.swift" "Definitions/$seed.intentdefinition"
  generate appintents "$seed/$seed+AppIntents.swift" "Definitions/$seed.intentdefinition"
  generate intents "${seed}_intents/$seed+Intents.swift" "Definitions/$seed.intentdefinition"
done
translations=Tests/GeneratedIntentsTests/Translations/BookClub
access=internal generate default BookClubTranslated/BookClub.swift Definitions/BookClub.intentdefinition \
  --class-prefix BC --translations "$translations"
access=internal generate appintents BookClubTranslated/BookClub+AppIntents.swift Definitions/BookClub.intentdefinition \
  --class-prefix BC --translations "$translations"
generate intents CustomIntentsMoved_srcs/Custom+Intents.swift Definitions/Custom.intentdefinition --class-prefix WX
for flavor_file in default:Custom.swift appintents:Custom+AppIntents.swift; do
  generate "${flavor_file%%:*}" "WidgetIntents_srcs/${flavor_file#*:}" Definitions/Custom.intentdefinition \
    --class-prefix WX --shipped-class-prefix WX --warnings-as-errors
done
# `-o DIR`, the command as users run it, writes the same Swift (and the catalog when one is needed).
(cd "$repo" && "$intentc" generate Definitions/*.intentdefinition -o "$work/with-o/default" 2>/dev/null)
(cd "$repo" && "$intentc" generate --flavor appintents Definitions/*.intentdefinition -o "$work/with-o/appintents" 2>/dev/null)
(cd "$repo" && "$intentc" generate --flavor intents Definitions/*.intentdefinition -o "$work/with-o/intents" 2>/dev/null)

bin_b=$base_b/execroot/intentc_example/bazel-out/k8-fastbuild/bin
identical=yes
compared=0
while IFS= read -r file; do
  compared=$((compared + 1))
  for bin in "$bin_a" "$bin_b"; do
    if ! cmp -s "$expected/$file" "$bin/$file"; then
      identical=no
      echo "    differs: $bin/$file" >&2
    fi
  done
done < <(cd "$expected" && find . -type f -printf '%P\n' | LC_ALL=C sort)
while IFS= read -r file; do
  case "$file" in
    default/*) built=$bin_a/$(basename "$file" .swift)/$(basename "$file") ;;
    appintents/*.swift) stem=$(basename "$file" +AppIntents.swift); built=$bin_a/$stem/$(basename "$file") ;;
    appintents/*.xcstrings) stem=$(basename "$file" AppIntents.xcstrings); built=$bin_a/$stem/$(basename "$file") ;;
    intents/*) stem=$(basename "$file" .swift); built=$bin_a/${stem}_intents/$stem+Intents.swift ;;
  esac
  compared=$((compared + 1))
  cmp -s "$work/with-o/$file" "$built" || { identical=no; echo "    differs from -o: $file" >&2; }
done < <(cd "$work/with-o" && find . -type f -printf '%P\n' | LC_ALL=C sort)
# Every file the example generates was compared.
built_files=$(cd "$bin_a" && find . -path ./tools -prune -o -type f \( -name '*.swift' -o -name '*.xcstrings' \) -printf '%P\n' | LC_ALL=C sort)
expected_files=$(cd "$expected" && find . -type f -printf '%P\n' | LC_ALL=C sort)
[ "$built_files" = "$expected_files" ] || {
  identical=no
  echo "    the example generates other files than expected:" >&2
  diff <(echo "$expected_files") <(echo "$built_files") >&2 || true
}
check "all $(echo "$expected_files" | wc -l) generated files equal intentc generate's (--output-file and -o; $compared comparisons) in both output bases" \
  test "$identical" = yes

# 6. The tool from an artifact bundle: http_archive of the zip, checked against its SHA-256 (a
# file:// URL here, as a release's URL would be). Needs a release build: done when CI has built
# one already (.build/artifactbundle, by check-artifactbundle.sh) or INTENTC_BAZEL_BUNDLE=1 asks.
if [ -d "$repo/.build/artifactbundle" ] || [ "${INTENTC_BAZEL_BUNDLE:-0}" = 1 ]; then
  if "$repo/Scripts/make-artifactbundle.sh" "$work/dist" >"$work/checksum" 2>"$logs/bundle.log"; then
    checksum=$(cat "$work/checksum")
    bundle_ws=$work/bundle-example
    mkdir -p "$bundle_ws"
    (cd "$example" && find . -maxdepth 1 ! -name . ! -name 'bazel-*' -exec cp -R {} "$bundle_ws/" \;)
    python3 - "$bundle_ws/WORKSPACE" "$repo" "file://$work/dist/intentc.artifactbundle.zip" "$checksum" <<'EOF'
import re, sys
path, repo, url, checksum = sys.argv[1:]
text = open(path).read()
text = text.replace('path = "../.."', 'path = "%s"' % repo)
text = re.sub(r'load\("@intentc//bazel:repositories.bzl".*?\n\)\n', (
    'load("@intentc//bazel:repositories.bzl", "intentc_artifact_bundle")\n\n'
    'intentc_artifact_bundle(\n    name = "intentc_tool",\n    urls = ["%s"],\n    sha256 = "%s",\n)\n') % (url, checksum),
    text, count=1, flags=re.S)
assert "intentc_artifact_bundle(" in text and "intentc_local_binary(" not in text
open(path, "w").write(text)
EOF
    base_c=$work/base-c
    bases+=("$base_c")
    generators=$(cd "$bundle_ws" && bazel --output_base="$base_c" query --noshow_progress \
      'kind("_intentc_intent_library", //...) except attr(tags, manual, //...)' 2>"$logs/query-c.log")
    # shellcheck disable=SC2086 # one label per word
    if (cd "$bundle_ws" && env -u INTENTC_BINARY bazel --output_base="$base_c" build "${common[@]}" $generators \
      >"$logs/build-c.log" 2>&1); then
      bin_c=$base_c/execroot/intentc_example/bazel-out/k8-fastbuild/bin
      same=yes
      while IFS= read -r file; do cmp -s "$expected/$file" "$bin_c/$file" || same=no; done \
        < <(cd "$expected" && find . -type f -printf '%P\n')
      check "with the tool from the artifact bundle (http_archive, sha256 ${checksum:0:12}…), the release binary generates the same files" \
        test "$same" = yes
    else
      fail "a build with the tool from the artifact bundle (http_archive with its checksum)"
      show_log build-c
    fi
  else
    fail "make-artifactbundle.sh makes the bundle for the http_archive check"
    show_log bundle
  fi
else
  echo "SKIP: the tool from an artifact bundle (no release build in .build/artifactbundle; INTENTC_BAZEL_BUNDLE=1 makes one)"
fi

# The version users pin is the tool's: MODULE.bazel and every bazel_dep in the docs and examples.
tool_version=$("$intentc" --version | sed -n 's/^intentc //p')
module_version=$(sed -n 's/^    version = "\(.*\)",$/\1/p' "$repo/MODULE.bazel")
dep_versions=$(cd "$repo" && grep -rhoE 'bazel_dep\(name = "intentc", version = "[^"]*"\)' Sources Examples README.md bazel |
  sed 's/.*version = "\(.*\)")/\1/' | sort -u | paste -sd ' ')
check "one version: intentc --version $tool_version, MODULE.bazel ${module_version:-none}, bazel_dep in the docs and examples ${dep_versions:-none}" \
  test -n "$tool_version" -a "$module_version" = "$tool_version" -a "$dep_versions" = "$tool_version"

# 7. A workspace whose file is WORKSPACE.bazel, its tool at a path relative to its root that
# leaves it (intentc_local_binary finds the root whatever the workspace file is called).
ws_bazel=$work/workspace-bazel/example
mkdir -p "$ws_bazel" "$work/workspace-bazel/tool"
ln -s "$intentc" "$work/workspace-bazel/tool/intentc"
(cd "$example" && find . -maxdepth 1 ! -name . ! -name 'bazel-*' ! -name WORKSPACE -exec cp -R {} "$ws_bazel/" \;)
sed -e "s#path = \"../..\"#path = \"$repo\"#" -e 's#path = "../../.build/debug/intentc"#path = "../tool/intentc"#' \
  "$example/WORKSPACE" >"$ws_bazel/WORKSPACE.bazel"
base_d=$work/base-d
bases+=("$base_d")
if (cd "$ws_bazel" && env -u INTENTC_BINARY bazel --output_base="$base_d" build "${common[@]}" //:Custom \
  >"$logs/build-d.log" 2>&1); then
  check "in a workspace whose file is WORKSPACE.bazel, intentc_local_binary(path = \"../tool/intentc\") runs that intentc" \
    cmp -s "$expected/Custom/Custom.swift" "$base_d/execroot/intentc_example/bazel-out/k8-fastbuild/bin/Custom/Custom.swift"
else
  fail "a build in a workspace whose file is WORKSPACE.bazel, with intentc_local_binary's path relative to it"
  show_log build-d
fi

# 8. Examples/BazelModule's BUILD file and .bazelrc, with a WORKSPACE.bazel in place of its
# MODULE.bazel, which Bazel 4 cannot read (GitHub Actions runs the module form with Bazel 7 and 8).
module_ws=$work/module-example
mkdir -p "$module_ws"
cp "$repo/Examples/BazelModule/BUILD.bazel" "$module_ws/"
grep -v -e '--lockfile_mode' "$repo/Examples/BazelModule/.bazelrc" >"$module_ws/.bazelrc" # a Bzlmod flag
cat >"$module_ws/WORKSPACE.bazel" <<EOF
local_repository(name = "intentc", path = "$repo")
load("@intentc//bazel:repositories.bzl", "intentc_local_binary")
intentc_local_binary(name = "intentc_tool", path = "$intentc")
EOF
base_e=$work/base-e
bases+=("$base_e")
if (cd "$module_ws" && bazel --output_base="$base_e" test "${common[@]}" //... >"$logs/module.log" 2>&1); then
  pass "Examples/BazelModule builds and its lint, compat and migration tests pass (its BUILD file, with Bazel 4)"
else
  fail "Examples/BazelModule builds and its tests pass (its BUILD file, with Bazel 4)"
  show_log module
fi

# 9. A definition deleted since, read at the commit that shipped it: intentc_migration_test's
# definition from a new_git_repository pinned to that commit (a git repository made here).
app_git=$work/app
mkdir -p "$app_git/App"
cp "$example/baseline/Custom.intentdefinition" "$app_git/App/Intents.intentdefinition"
git_in_app() { git -C "$app_git" -c user.name=check -c user.email=check@localhost "$@" >/dev/null; }
git_in_app init -q
git_in_app add App
git_in_app commit -q -m "Ships the intent definition"
shipped=$(git -C "$app_git" rev-parse HEAD)
git_in_app rm -q App/Intents.intentdefinition
git_in_app commit -q -m "Moves to App Intents"
pinned_ws=$work/pinned-example
mkdir -p "$pinned_ws"
cp -R "$example/testdata/migration" "$example/.bazelrc" "$pinned_ws/"
cat >"$pinned_ws/WORKSPACE.bazel" <<EOF
local_repository(name = "intentc", path = "$repo")
load("@intentc//bazel:repositories.bzl", "intentc_local_binary")
intentc_local_binary(name = "intentc_tool", path = "$intentc")
load("@bazel_tools//tools/build_defs/repo:git.bzl", "new_git_repository")
new_git_repository(
    name = "app_shipped",
    remote = "file://$app_git",
    commit = "$shipped",
    build_file_content = 'exports_files(["App/Intents.intentdefinition"])',
)
EOF
cat >"$pinned_ws/BUILD.bazel" <<'EOF'
load("@intentc//bazel:defs.bzl", "intentc_migration_test")
intentc_migration_test(
    name = "migration",
    definition = "@app_shipped//:App/Intents.intentdefinition",
    srcs = glob(["migration/*.swift"]),
    shipped_class_prefix = "WX",
)
EOF
base_f=$work/base-f
bases+=("$base_f")
if (cd "$pinned_ws" && bazel --output_base="$base_f" test "${common[@]}" //:migration >"$logs/pinned.log" 2>&1); then
  pass "intentc_migration_test passes with the definition of a pinned commit (new_git_repository), deleted since"
else
  fail "intentc_migration_test with the definition of a pinned commit (new_git_repository)"
  show_log pinned
fi

summary="bazel: sandboxed $([ "$sandbox_ok" = yes ] && echo ok || echo FAILED); disk cache: $after_clean intentc actions after clean; remote cache: $hits/$total_b hits; identical: $identical"
if [ "$failures" -eq 0 ]; then
  echo "$check_name: all checks passed"
else
  echo "$check_name: $failures check(s) failed"
fi
echo "$summary"
[ "$failures" -eq 0 ]
