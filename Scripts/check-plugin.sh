#!/usr/bin/env bash
# End-to-end check of the SwiftPM plugins on Examples/PluginDemo. Run from anywhere; CI runs it
# from the repository root. Works on a copy of the example in a temporary folder (removed on
# exit), so the repository is never modified.
#
# Verifies, by build logs and file modification times (never by timing):
#   1. the example builds, generates one file per definition under the expected names, and runs
#      (its target declares a handler named IntentHandler, which generated code must not mistake
#      for IntentRuntime's protocol of that name);
#   2. a rebuild with no change runs no generation and changes no generated file or object;
#   3. editing one definition regenerates only its file;
#   4. touching a definition reruns generation at most once, leaves the generated file and every
#      object untouched, and the next build does nothing;
#   5. editing intentc.json regenerates every file;
#   6. an invalid definition fails the build with a located error naming it, and fixing it heals;
#   7. a hand-written Swift file named like a generated one (in another case) fails the build with
#      an error naming both, and removing it heals;
#   8. the command plugin writes the same files into the package (also into another folder with
#      --output, and refuses to when a hand-written file clashes), they build into the same
#      program, a stray Swift file in the output folder is reported and kept, and --check catches
#      drift and the stray file;
#   9. adding IntentcPlugin back while the committed Generated/ folder is still there fails the
#      build with an error at a committed file's path that says to delete the folder or use one
#      plugin (IC234), and deleting the folder heals;
#  10. set-up mistakes give warnings naming the file and the fix: a definition listed in
#      `resources:` (IC230), an intentc.json at the package root (IC232), and every definition
#      hidden by `exclude:` (IC231);
#  11. an intentc.json `files` key that matches no definition of the target gives a warning at
#      the key (IC130), and a key matching one of its definitions gives none.
#  12. a translation table beside Base.lproj/Library.intentdefinition is checked in the build: a
#      missing key gives its warning (IC163) in the build output, and touching the table reruns
#      intentc on that definition once, leaving the generated file unchanged;
#  13. a target whose intentc.json says "flavor": "intents" gets Xcode's Intents classes from the
#      build plugin, wrapped in #if canImport(Intents), and builds where Intents is missing.
#  14. one target whose intentc.json says "flavors": ["default", "appintents"] (no symlink, no
#      second target) gets both flavors' files and the App Intents String Catalog, which lands in
#      the target's resource bundle among the build products, named like the table the generated
#      texts look up; "flavors": ["default", "intents"] fails the build with a located error.
# Prints one PASS/FAIL line per check; exits 1 if any failed.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/intentc-plugin-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
# SwiftPM puts lock and scratch files in $TMPDIR; keep them inside $work so they go too.
export TMPDIR=$work/tmp
mkdir -p "$TMPDIR"

check_name=check-plugin
# shellcheck source=Scripts/check-lib.sh
. "$repo/Scripts/check-lib.sh"

# The copy depends on this repository by absolute path instead of "../..".
demo=$work/PluginDemo
mkdir -p "$demo"
tar -C "$repo/Examples/PluginDemo" --exclude=./.build -cf - . | tar -C "$demo" -xf -
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$demo/Package.swift"
cd "$demo" || exit 1
cp Package.swift "$work/Package.swift.plugin"
intents=Sources/DemoIntents
logs=$work/logs
mkdir -p "$logs"

# build <name>: `swift build -v` into $logs/<name>.log; returns swift build's status. Every build
# uses -v (switching flags between builds would itself rebuild), which prints each command run.
build() { swift build -v >"$logs/$1.log" 2>&1; }
# generations <name> [definition]: how many intentc runs the build printed (for one definition,
# given by its path under Sources/DemoIntents).
generations() {
  grep -cE " generate [^ ]*/DemoIntents/${2:-[^ ]+\.intentdefinition} --output-file " "$logs/$1.log"
}
generated_dir() { find .build/plugins/outputs -type d -path '*/DemoIntents/*/IntentcPlugin' | head -n 1; }
# snapshot <name>: modification times of the generated files, the objects and the executable.
snapshot() {
  {
    find "$(generated_dir)" -name '*.swift' -printf 'generated/%P %T@\n'
    find "$bins/DemoIntents.build" "$bins/PluginDemo.build" -name '*.o' -printf 'object/%P %T@\n'
    find "$bins" -maxdepth 1 -name PluginDemo -printf 'executable/%P %T@\n'
  } | sort >"$logs/$1.times"
}
# changed <before> <after> [prefix]: the entries whose time changed, as one line.
changed() {
  diff "$logs/$1.times" "$logs/$2.times" | sed -n "s|^> ${3:-}\([^ ]*\) .*|\1|p" | tr '\n' ' ' | sed 's/ $//'
}
absent() { ! grep -q "$1" "$2"; }
contains() { grep -q "$1" <<<"$2"; }
show_log() { sed 's/^/    | /' "$logs/$1.log" | tail -n 25; }

echo "check-plugin: building $demo (a copy of Examples/PluginDemo) against $repo"

# 1. Cold build, file names, program output.
if ! build cold; then
  fail "the example builds"
  show_log cold
  finish
fi
pass "the example builds"
check "the example's set-up gets no warning from the plugin (its Base.lproj definition is a resource only by SwiftPM's rule)" \
  absent "\[IC14[0-9]\]" "$logs/cold.log"
bins=$(swift build --show-bin-path)
expected_files="Colors.swift Library.swift Shortcuts_Intents.swift Widgets_Intents.swift"
actual_files=$(find "$(generated_dir)" -name '*.swift' -printf '%f\n' | sort | tr '\n' ' ' | sed 's/ $//')
check "one generated file per definition, named like the CLI names them ($expected_files; de.lproj copy skipped)" \
  test "$actual_files" = "$expected_files"
check "the build passes SWIFT_DETERMINISTIC_HASHING=1 to intentc" \
  grep -q '"SWIFT_DETERMINISTIC_HASHING": "1"' .build/debug.yaml

expected_output=$(cat "$repo/Examples/PluginDemo/expected-output.txt")
actual_output=$("$bins/PluginDemo" 2>&1)
if [ "$actual_output" = "$expected_output" ]; then
  pass "the example runs and prints the expected output"
else
  fail "the example runs and prints the expected output"
  diff <(echo "$expected_output") <(echo "$actual_output") | sed 's/^/    | /'
fi
check "the target declares a handler named IntentHandler beside the generated code, and builds" \
  grep -q '^public struct IntentHandler: LogPagesIntentHandling' "$intents/IntentHandler.swift"
snapshot cold

# 2. No-change rebuild. The first rebuild after a clean build may rerun every generation once:
# SwiftPM links the intentc tool both as a plugin tool and in the main build, so the tool's
# modification time moves once more. intentc then finds its outputs current and writes nothing.
build settle
snapshot settle
check "the first rebuild changes no generated file, object or executable ($(generations settle) reruns of intentc)" \
  test -z "$(changed cold settle)"
build noop1
snapshot noop1
check "no-change rebuild runs no generation ($(generations noop1) runs)" test "$(generations noop1)" -eq 0
check "no-change rebuild prints no Generating step" absent Generating "$logs/noop1.log"
check "no-change rebuild changes no generated file, object or executable" test -z "$(changed settle noop1)"

# 3. Editing one definition.
sed -i 's|<string>Log Pages</string>|<string>Log Pages Read</string>|' "$intents/Shortcuts/Intents.intentdefinition"
build edit
snapshot edit
# SwiftPM sometimes relinks its copy of intentc on such a build and then reruns every generation;
# that is harmless (the other files are left as they are), so only this definition's runs count.
check "editing Shortcuts/Intents.intentdefinition runs intentc on it once ($(generations edit) runs in all)" \
  test "$(generations edit Shortcuts/Intents.intentdefinition)" -eq 1
edited=$(changed noop1 edit generated/)
check "editing it regenerates only its file (changed: $edited)" test "$edited" = "Shortcuts_Intents.swift"
check "editing it recompiles its object" contains Shortcuts_Intents.swift.o "$(changed noop1 edit object/)"
check "the program sees the edited definition" contains 'Log Pages Read' "$("$bins/PluginDemo" 2>&1)"

# 4. Touching a definition without changing it.
cp "$(generated_dir)/Colors.swift" "$work/Colors.before"
touch "$intents/Colors.intentdefinition"
build touch1
snapshot touch1
check "touching Colors.intentdefinition reruns intentc on it at most once ($(generations touch1) runs in all)" \
  test "$(generations touch1 Colors.intentdefinition)" -le 1
check "touching it leaves Colors.swift unchanged" cmp -s "$work/Colors.before" "$(generated_dir)/Colors.swift"
check "touching it changes no generated file, object or executable (changed: $(changed edit touch1))" \
  test -z "$(changed edit touch1)"
build touch2
snapshot touch2
check "the build after the touch runs no generation ($(generations touch2) runs)" test "$(generations touch2)" -eq 0
check "the build after the touch changes nothing" test -z "$(changed touch1 touch2)"

# 5. Editing intentc.json regenerates every file.
sed -i 's|"version": 1,|"version": 1,\n  "imports": ["Dispatch"],|' "$intents/intentc.json"
build config
snapshot config
regenerated=$(changed touch2 config generated/ | wc -w)
check "editing intentc.json runs intentc for every definition ($(generations config) runs)" \
  test "$(generations config)" -eq 4
check "editing intentc.json rewrites every generated file ($regenerated of 4)" test "$regenerated" -eq 4
check "the generated files carry the new setting" grep -q '^import Dispatch$' "$(generated_dir)/Colors.swift"
build config2
check "the build after editing intentc.json runs no generation" test "$(generations config2)" -eq 0

# 6. An invalid definition.
definition=$demo/$intents/Widgets/Intents.intentdefinition
cp "$definition" "$work/Intents.before"
sed -i '0,/<key>INIntentName<\/key>/s|<key>INIntentName</key>|<key>INIntentName</key><broken>|' "$definition"
if build broken; then
  fail "an invalid definition fails the build"
else
  pass "an invalid definition fails the build"
fi
check "the build output has a located error naming the definition" \
  grep -qE "^$definition:[0-9]+:[0-9]+: error: " "$logs/broken.log"
grep -E "^$definition:[0-9]+:[0-9]+: error: " "$logs/broken.log" | head -n 3 | sed 's/^/    | /'
cp "$work/Intents.before" "$definition"
check "fixing the definition makes the build pass again" build healed

# 7. A hand-written file whose name is a generated file's in another case: on Linux Swift would
# accept both, but not on a case-insensitive file system, so the plugin refuses it everywhere.
clash_message="Colors.intentdefinition generates Colors.swift, the name ignoring case of the target's own Helpers/colors.swift"
mkdir -p "$intents/Helpers"
echo '// Hand-written, named like the generated Colors.swift.' >"$intents/Helpers/colors.swift"
if build clash; then
  fail "a hand-written Helpers/colors.swift fails the build"
else
  pass "a hand-written Helpers/colors.swift fails the build"
fi
check "the build output names the definition and the hand-written file" grep -qF "$clash_message" "$logs/clash.log"
grep -F "$clash_message" "$logs/clash.log" | head -n 1 | sed 's/^/    | /'
rm -r "$intents/Helpers"
check "removing the file makes the build pass again" build unclashed

# 8. The command plugin, in the set-up it is meant for: the target without IntentcPlugin, its
# definitions excluded from its sources, the generated files committed in Generated/.
cp -R "$(generated_dir)" "$work/plugin-outputs"
program_output=$("$bins/PluginDemo" 2>&1)
sed -i 's|plugins: \[.plugin(name: "IntentcPlugin", package: "intentc")\]|exclude: ["Colors.intentdefinition", "Widgets", "Shortcuts", "Base.lproj", "de.lproj", "intentc.json"]|' Package.swift
check "the copy's manifest now commits generated code instead of using IntentcPlugin" \
  bash -c "grep -q 'exclude:' Package.swift && ! grep -q 'IntentcPlugin' Package.swift"
command_plugin() {
  swift package --allow-writing-to-package-directory generate-intent-code "$@" >"$logs/command.log" 2>&1
}
# same_files <folder>: whether <folder> holds exactly the files the build plugin generated.
same_files() {
  local file
  test "$(find "$1" -type f -printf '%f\n' | sort | tr '\n' ' ' | sed 's/ $//')" = "$expected_files" || return 1
  for file in $expected_files; do
    cmp -s "$work/plugin-outputs/$file" "$1/$file" || return 1
  done
}

# --output, before Generated/ exists (its files would be hand-written sources clashing with the
# ones written elsewhere).
if command_plugin --target DemoIntents --output Committed; then
  pass "generate-intent-code --output Committed succeeds"
else
  fail "generate-intent-code --output Committed succeeds"
  show_log command
fi
check "--output Committed writes the build plugin's files into $intents/Committed/ and nothing else" \
  same_files "$intents/Committed"
check "--output Committed writes nothing into $intents/Generated/" test ! -e "$intents/Generated"
check "generate-intent-code --check --output Committed passes when up to date" \
  command_plugin --check --target DemoIntents --output Committed
rm -r "$intents/Committed"
if command_plugin --target DemoIntents --output /tmp; then
  fail "--output refuses an absolute folder"
else
  pass "--output refuses an absolute folder"
fi

# A hand-written file named like a generated one (in another case): refused, nothing written.
mkdir -p "$intents/Helpers"
echo '// Hand-written, named like the generated Colors.swift.' >"$intents/Helpers/colors.swift"
if command_plugin --target DemoIntents; then
  fail "generate-intent-code fails when a hand-written Helpers/colors.swift clashes"
else
  pass "generate-intent-code fails when a hand-written Helpers/colors.swift clashes"
fi
check "it names the definition and the hand-written file" grep -qF "$clash_message" "$logs/command.log"
check "it writes nothing" test ! -e "$intents/Generated"
rm -r "$intents/Helpers"

if command_plugin --target DemoIntents; then
  pass "generate-intent-code --target DemoIntents succeeds"
else
  fail "generate-intent-code --target DemoIntents succeeds"
  show_log command
fi
check "it writes the files the build plugin generated into $intents/Generated/" same_files "$intents/Generated"
check "generate-intent-code --check passes when up to date" command_plugin --check --target DemoIntents

# A Swift file in the output folder that no definition produces: a warning, never deleted; an
# error under --check.
stray_message="Sources/DemoIntents/Generated/Stray.swift is not generated from any definition; delete it"
echo '// Not generated from any definition.' >"$intents/Generated/Stray.swift"
check "generate-intent-code succeeds with a stray Generated/Stray.swift" command_plugin --target DemoIntents
check "it warns about the stray file" grep -qE "warning: .*$stray_message" "$logs/command.log"
check "it keeps the stray file" test -f "$intents/Generated/Stray.swift"
if command_plugin --check --target DemoIntents; then
  fail "generate-intent-code --check fails on the stray file"
else
  pass "generate-intent-code --check fails on the stray file"
fi
check "--check reports the stray file as an error" grep -qE "error: .*$stray_message" "$logs/command.log"
rm "$intents/Generated/Stray.swift"
if build committed; then
  pass "the target builds from the committed files"
else
  fail "the target builds from the committed files"
  show_log committed
fi
check "the program built from them prints what the build plugin's build printed" \
  test "$("$bins/PluginDemo" 2>&1)" = "$program_output"
sed -i 's|<string>Reading Progress</string>|<string>Reading Streak</string>|' "$intents/Widgets/Intents.intentdefinition"
if command_plugin --check --target DemoIntents; then
  fail "generate-intent-code --check fails when a definition changed"
else
  pass "generate-intent-code --check fails when a definition changed"
fi
check "--check prints the difference" grep -q '^+.*Reading Streak' "$logs/command.log"
check "--check names the stale file" grep -q 'Widgets_Intents.swift is stale' "$logs/command.log"

# 9. Both plugins in one target: the committed Generated/ folder is still there when the target
# gets IntentcPlugin back.
cp "$work/Package.swift.plugin" Package.swift
if build both; then
  fail "IntentcPlugin with a committed Generated/ folder fails the build"
else
  pass "IntentcPlugin with a committed Generated/ folder fails the build"
fi
# SwiftPM prints a plugin's diagnostics without their file, so the messages name their files.
committed_message="$intents/Generated/Colors.swift was generated by intentc (the generate-intent-code command), and IntentcPlugin also generates it"
check "the error names the committed file's path and says to delete the folder or use one plugin (IC234)" \
  bash -c "grep -F 'error: $committed_message' '$logs/both.log' | grep -F 'use one plugin per target: delete the folder $intents/Generated (generated code)' | grep -qF '[IC234]'"
grep -F "$committed_message" "$logs/both.log" | head -n 1 | sed 's/^/    | /'
check "it does not advise renaming" absent "so rename one" "$logs/both.log"
rm -r "$intents/Generated"
cp "$work/Intents.before" "$definition"
check "deleting the Generated folder makes the build pass again" build one_plugin

# 10. Set-up warnings, each naming the file and the fix.
sed -i 's|plugins: \[.plugin(name: "IntentcPlugin", package: "intentc")\]|resources: [.copy("Colors.intentdefinition")],\n            &|' Package.swift
build resource
check "a definition listed in resources: builds with a warning naming it and saying to remove it (IC230)" \
  grep -qE "warning: $intents/Colors.intentdefinition is listed in the target's resources.*remove it from \`resources:\`.*\\[IC230\\]" "$logs/resource.log"
grep -F "[IC230]" "$logs/resource.log" | head -n 1 | sed 's/^/    | /'
cp "$work/Package.swift.plugin" Package.swift
echo '{"version": 1}' >intentc.json
build root_config
check "an intentc.json at the package root gives a warning saying where it belongs (IC232)" \
  grep -qE "warning: intentc.json is not read: .*move it to $intents/intentc.json \\[IC232\\]" "$logs/root_config.log"
grep -F "[IC232]" "$logs/root_config.log" | head -n 1 | sed 's/^/    | /'
rm intentc.json
sed -i 's|plugins: \[.plugin(name: "IntentcPlugin", package: "intentc")\]|exclude: ["Colors.intentdefinition", "Widgets", "Shortcuts", "Base.lproj", "de.lproj"],\n            &|' Package.swift
build excluded
check "a target whose definitions are all excluded gets a warning naming them and exclude: (IC231)" \
  grep -qE "warning: target 'DemoIntents' \\($intents\\) uses IntentcPlugin but has no definition it can see: \`exclude:\` in Package.swift hides Base.lproj/Library.intentdefinition, .*\\[IC231\\]" "$logs/excluded.log"
grep -F "[IC231]" "$logs/excluded.log" | head -n 1 | sed 's/^/    | /'
cp "$work/Package.swift.plugin" Package.swift
check "restoring the manifest makes the build pass again" build restored

# 11. intentc.json `files` keys: one for a definition of the target, one matching nothing.
cp "$intents/intentc.json" "$work/intentc.json.before"
printf '{\n  "version": 1,\n  "files": {\n    "Widgets/Intents.intentdefinition": {"accessLevel": "public"},\n    "Widget/Intents.intentdefinition": {}\n  }\n}\n' >"$intents/intentc.json"
check "the build with both keys succeeds" build files_keys
# intentc runs once per definition, each run with the same intentc.json, so each run warns.
check "a files key matching no definition gives a warning at the key (IC130; $(grep -c '\[IC130\]' "$logs/files_keys.log") times, once per intentc run)" \
  grep -qE "^$demo/$intents/intentc.json:5:5: warning: \"files\" key 'Widget/Intents.intentdefinition' matches no definition.*\\[IC130\\]" "$logs/files_keys.log"
grep -F "[IC130]" "$logs/files_keys.log" | head -n 1 | sed 's/^/    | /'
check "a files key matching a definition of the target gives none" \
  absent "key 'Widgets/Intents.intentdefinition' matches no definition" "$logs/files_keys.log"
cp "$work/intentc.json.before" "$intents/intentc.json"

# 12. Translation tables are inputs of their definition's intentc run, which checks them.
table=$intents/de.lproj/Library.strings
printf '/* German: one of the five strings, so the other four are missing. */\n"Bn2kVr" = "Buch wählen";\n' >"$table"
check "a build with a German table beside Base.lproj/Library.intentdefinition succeeds" build table
check "the build output has the missing-key warning at the table (IC163)" \
  grep -qE "^$demo/$table:[0-9]+:[0-9]+: warning: 'de' lacks 4 of the definition's 5 strings.*\\[IC163\\]" "$logs/table.log"
grep -F "[IC163]" "$logs/table.log" | head -n 1 | sed 's/^/    | /'
cp "$(generated_dir)/Library.swift" "$work/Library.before"
build table_settled
touch "$table"
build table_touch
check "touching the table reruns intentc on Library.intentdefinition once ($(generations table_touch) runs in all)" \
  test "$(generations table_touch Base.lproj/Library.intentdefinition)" -eq 1
check "the rerun reports the warning again" grep -qF "[IC163]" "$logs/table_touch.log"
check "touching the table leaves Library.swift unchanged" cmp -s "$work/Library.before" "$(generated_dir)/Library.swift"
rm "$table"

# 13. The flavor reaches the build plugin through intentc.json (the plugin passes --config).
classes=Sources/DemoIntentsClasses
mkdir -p "$classes"
cp "$repo/Examples/PluginDemo/Sources/DemoIntents/Colors.intentdefinition" "$classes/"
printf '{"version": 1, "flavor": "intents", "accessLevel": "internal"}\n' >"$classes/intentc.json"
printf '/// Intentionally empty: the target exists for its generated Intents classes.\nenum DemoIntentsClasses {}\n' \
  >"$classes/DemoIntentsClasses.swift"
sed -i 's|        .executableTarget(name: "PluginDemo"|        .target(name: "DemoIntentsClasses", plugins: [.plugin(name: "IntentcPlugin", package: "intentc")]),\n&|' \
  Package.swift
if swift build -v --target DemoIntentsClasses >"$logs/flavor.log" 2>&1; then
  pass "a target with \"flavor\": \"intents\" builds where the Intents framework is missing"
else
  fail "a target with \"flavor\": \"intents\" builds where the Intents framework is missing"
  show_log flavor
fi
classes_file=$(find .build/plugins/outputs -path '*/DemoIntentsClasses/*/IntentcPlugin/Colors.swift' | head -n 1)
check "the build plugin generates the intents flavor from intentc.json" \
  bash -c "grep -q '^#if canImport(Intents)\$' '$classes_file' && grep -q ': Intents.INIntent {' '$classes_file' && grep -q '^  internal nonisolated class' '$classes_file'"

# 14. Both flavors from one target, with the String Catalog as a resource.
both=Sources/DemoBothFlavors
mkdir -p "$both"
cp "$repo/Definitions/BookClub.intentdefinition" "$both/"
printf '{"version": 1, "flavors": ["default", "appintents"]}\n' >"$both/intentc.json"
printf '/// Intentionally empty: the target exists for its generated code.\nenum DemoBothFlavors {}\n' \
  >"$both/DemoBothFlavors.swift"
sed -i 's|        .executableTarget(name: "PluginDemo"|        .target(\n            name: "DemoBothFlavors", dependencies: [.product(name: "IntentRuntime", package: "intentc")],\n            plugins: [.plugin(name: "IntentcPlugin", package: "intentc")]),\n&|' \
  Package.swift
if swift build -v --target DemoBothFlavors >"$logs/both_flavors.log" 2>&1; then
  pass "a target with \"flavors\": [\"default\", \"appintents\"] builds"
else
  fail "a target with \"flavors\": [\"default\", \"appintents\"] builds"
  show_log both_flavors
fi
both_dir=$(find .build/plugins/outputs -type d -path '*/DemoBothFlavors/*/IntentcPlugin' | head -n 1)
both_files=$(find "$both_dir" -type f -printf '%f\n' | sort | tr '\n' ' ' | sed 's/ $//')
check "the plugin writes both flavors' files and the catalog (BookClub+AppIntents.swift BookClub.swift BookClubAppIntents.xcstrings; got: $both_files)" \
  test "$both_files" = "BookClub+AppIntents.swift BookClub.swift BookClubAppIntents.xcstrings"
check "the target holds no symbolic link" test -z "$(find "$both" -type l)"
check "the App Intents texts with placeholders look up table BookClubAppIntents, the catalog's name" \
  grep -q 'table: "BookClubAppIntents")' "$both_dir/BookClub+AppIntents.swift"
check "the catalog holds the texts App Intents fills in" grep -q '"comment" : "Generated by intentc from BookClub.intentdefinition' \
  "$both_dir/BookClubAppIntents.xcstrings"
bundled=$(find "$bins" -path '*DemoBothFlavors.resources/*' -name 'BookClubAppIntents*' -printf '%P\n' | head -n 1)
check "the catalog lands in the target's resource bundle among the build products (${bundled:-nothing found})" \
  test -n "$bundled"
printf '{"version": 1,\n "flavors": ["default", "intents"]}\n' >"$both/intentc.json"
if swift build -v --target DemoBothFlavors >"$logs/both_refused.log" 2>&1; then
  fail "\"flavors\": [\"default\", \"intents\"] fails the build"
else
  pass "\"flavors\": [\"default\", \"intents\"] fails the build"
fi
check "with a located error at \"intents\" saying why (IC126)" \
  grep -qE "^$demo/$both/intentc.json:2:25: error: \"intents\" cannot share a target with \"default\".*\\[IC126\\]" \
  "$logs/both_refused.log"
grep -F "[IC126]" "$logs/both_refused.log" | head -n 1 | sed 's/^/    | /'

finish
