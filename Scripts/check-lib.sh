# The PASS/FAIL bookkeeping the check scripts share. Source it after setting `check_name` (the
# name printed in the summary); `finish` prints the summary and exits 0 or 1.
failures=0
pass() { printf 'PASS: %s\n' "$*"; }
fail() {
  printf 'FAIL: %s\n' "$*"
  failures=$((failures + 1))
}
check() { # check <description> <command...>: PASS if the command succeeds
  local description=$1
  shift
  if "$@"; then pass "$description"; else fail "$description"; fi
}
finish() {
  if [ "$failures" -eq 0 ]; then
    echo "$check_name: all checks passed"
    exit 0
  fi
  echo "$check_name: $failures check(s) failed"
  exit 1
}
