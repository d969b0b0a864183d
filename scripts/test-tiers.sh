#!/usr/bin/env bash
# make test: scripts/test-setup.sh, the unit tier, and the real-engine tier
# when a Docker daemon answers; at the end, what each took, and each engine
# or base image the run built on the way (internal/testenv records them in
# ~/.cache/spkit-test/build-times/; a second run finds them cached). Exits
# with the first failing tier's status.
set -u
cd "$(dirname "$0")/.." || exit 1
make=${MAKE:-make}
times_dir="$HOME/.cache/spkit-test/build-times"
mkdir -p "$times_dir"
marker=$(mktemp)
trap 'rm -f "$marker"' EXIT
start=$(date +%s)
lines=()

# tier NAME CMD...: runs CMD, notes what it took and how it ended.
tier() {
  local name=$1 t0 rc=0
  shift
  t0=$(date +%s)
  "$@" || rc=$?
  lines+=("$(printf '  %-18s %5d s  %s' "$name" $(($(date +%s) - t0)) "$([ "$rc" = 0 ] && echo ok || echo "FAILED (exit $rc)")")")
  return "$rc"
}

summary() {
  echo "make test: where the time went ($(nproc) cores)"
  printf '%s\n' "${lines[@]}"
  local f
  for f in $(find "$times_dir" -type f -newer "$marker" 2>/dev/null | sort); do
    printf '    built: %-40s %5d s\n' "$(basename "$f")" "$(cat "$f")"
  done
  printf '  %-18s %5d s\n' total $(($(date +%s) - start))
}

setup=0
tier setup scripts/test-setup.sh || setup=$?
if [ "$setup" -ne 0 ] && [ "$setup" -ne 10 ]; then summary; exit "$setup"; fi
tier "unit tier" "$make" --no-print-directory test-unit || { summary; exit 1; }
status=0
if [ "$setup" -eq 0 ]; then
  tier "real-engine tier" "$make" --no-print-directory test-integration || status=$?
else
  echo "make test: no Docker daemon answers; skipped the real-engine tier (make test-integration)"
fi
summary
exit "$status"
