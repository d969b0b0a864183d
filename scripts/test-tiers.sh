#!/usr/bin/env bash
# make test: scripts/test-setup.sh, the unit tier, and the real-engine tier
# when a Docker daemon answers; at the end, what each took, and each engine
# or base image the run built on the way (internal/testenv records them in
# ~/.cache/spkit-test/build-times/; a second run finds them cached). Exits
# with the first failing tier's status.
#
# On a fresh machine the real-engine tier first builds its base images
# (debootstrap and apt: mostly downloads) and the engines it builds from Go
# source (compiles: Kubernetes alone is ~18 minutes of 2 cores, unoptimised;
# docs/benchmarks.md). prebuild
# starts both in the background, at nice 19, while the unit tier runs; the
# tests that need them wait on internal/testenv's locks and find them
# built. SPKIT_TEST_PREBUILD=0 turns that off.
set -u
cd "$(dirname "$0")/.." || exit 1
make=${MAKE:-make}
times_dir="$HOME/.cache/spkit-test/build-times"
mkdir -p "$times_dir"
marker=$(mktemp)
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

# prebuild: the bases and the engines the real-engine tier will need, in
# the background (its own process group, ended with this script); the log
# is /tmp/spkit-test-prebuild.log.
prebuild_pid='' prebuild_bin=''
prebuild() {
  [ "${SPKIT_TEST_PREBUILD:-1}" = 1 ] || return 0
  # buildkitd first: the images tests wait on it, and it is the smallest.
  local engines='docker_compose|buildkitd'
  # The Kubernetes tests skip without etcd or kubectl: no build for them.
  command -v etcd >/dev/null && command -v kubectl >/dev/null && engines+='|Kubernetes|cri-dockerd'
  # One test binary, two runs side by side: the bases (downloads, and the
  # arm64 ones under QEMU, which skip without it) beside the engines
  # (compiles).
  prebuild_bin=$(mktemp -d)
  setsid bash -c "nice -n 19 go test -c -tags integration -o $prebuild_bin/testenv.test ./internal/testenv/ || exit 1
    cd internal/testenv || exit 1
    nice -n 19 $prebuild_bin/testenv.test -test.timeout 60m -test.v -test.run '^(TestTorchBaseImportsTorch|TestArm64TorchBaseImportsTorch)\$' &
    SPKIT_TEST_BUILD_ENGINES=1 nice -n 19 $prebuild_bin/testenv.test -test.timeout 60m -test.v -test.run 'TestEnginesBuild/($engines)' &
    wait" >/tmp/spkit-test-prebuild.log 2>&1 &
  prebuild_pid=$!
  echo "make test: building the real-engine tier's bases and engines in the background (log: /tmp/spkit-test-prebuild.log)"
}
# shellcheck disable=SC2317 # the EXIT trap calls it
stop_prebuild() {
  [ -n "$prebuild_pid" ] && kill -- "-$prebuild_pid" 2>/dev/null
  [ -n "$prebuild_bin" ] && rm -rf "$prebuild_bin"
  rm -f "$marker"
}
trap stop_prebuild EXIT

setup=0
tier setup scripts/test-setup.sh || setup=$?
[ "$setup" -eq 0 ] && prebuild
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
