#!/usr/bin/env bash
# What a make target needs, installed (as root, with apt-get) or checked;
# quick when all is there. The argument names the target:
#   test (default)  make test's real-engine tier (.ci/run runs it too)
#     exit 0   a Docker daemon answers and every tool the integration tier
#              uses is installed: run both tiers
#     exit 10  no Docker daemon answers and none can be started here: the
#              unit tier only (said in one line)
#     exit 1   something is missing and cannot be installed here (not
#              root): one line names it and the command that installs it
#   cc              make build/install: the C compiler cgo needs (go-nvml)
#   try-base        make try-base (the README's offline try-it path): root,
#                   debootstrap and a Docker daemon
#     exit 0 when all is there, else exit 1 with one line saying what to do.
set -u
cd "$(dirname "$0")/.." || exit 1
mode=${1:-test}

root=0
[ "$(id -u)" = 0 ] && root=1

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq || return 1; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# need CMD PKG...: installs the packages (as root, with apt-get) unless CMD
# is on PATH; what cannot be installed is added to missing.
missing=()
need() {
  local cmd=$1
  shift
  command -v "$cmd" >/dev/null 2>&1 && return 0
  if [ "$root" = 1 ] && command -v apt-get >/dev/null 2>&1; then
    echo "$mode-setup: installing $* (for $cmd)"
    apt_install "$@" && command -v "$cmd" >/dev/null 2>&1 && return 0
  fi
  missing+=("$@")
  return 1
}

# stop_missing TARGET: the one line that stops TARGET when something is missing.
stop_missing() {
  if [ "$root" = 1 ]; then
    echo "$mode-setup: make $1 needs ${missing[*]}, which apt-get did not install here: install them (apt-get install -y ${missing[*]}), then run make $1 again"
  else
    echo "$mode-setup: make $1 needs ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]} (or run make $1 as root, which installs them)"
  fi
  exit 1
}

# start_dockerd: a Docker daemon answers, started here when we may.
start_dockerd() {
  scripts/docker-ready.sh && return 0
  [ "$root" = 1 ] || return 1
  command -v dockerd >/dev/null || apt_install docker.io || true
  command -v dockerd >/dev/null || return 1
  echo "$mode-setup: starting dockerd (log: /tmp/spkit-test-dockerd.log)"
  (setsid dockerd >/tmp/spkit-test-dockerd.log 2>&1 &)
  for _ in $(seq 1 60); do scripts/docker-ready.sh && return 0; sleep 1; done
  return 1
}

case "$mode" in
cc)
  cc=$(go env CC 2>/dev/null)
  need "${cc:-gcc}" gcc libc6-dev || stop_missing install
  exit 0
  ;;
try-base)
  if [ "$root" != 1 ]; then
    # shellcheck disable=SC2016 # $PATH is for the user's shell
    echo 'try-base-setup: make try-base debootstraps a Debian root file system, which needs root: run it as root (sudo env "PATH=$PATH" make try-base)'
    exit 1
  fi
  need debootstrap debootstrap || stop_missing try-base
  if ! start_dockerd; then
    echo "try-base-setup: no Docker daemon answers on ${DOCKER_HOST:-unix:///var/run/docker.sock} and none could be started here: install and start the Docker engine (apt-get install -y docker.io), then run make try-base again"
    exit 1
  fi
  exit 0
  ;;
test) ;;
*)
  echo "test-setup.sh: unknown target $mode (test, cc or try-base)"
  exit 2
  ;;
esac

# command -> Debian package(s) that provide it
tools=(
  "curl:curl"
  "debootstrap:debootstrap"
  "shellcheck:shellcheck"
  "docker-registry:docker-registry"
  "runc:runc"
  "aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu libc6-dev-arm64-cross"
  "python3:python3 python3-pip"
  "tmux:tmux"
  "qemu-aarch64-static:qemu-user-static binfmt-support"
)
for entry in "${tools[@]}"; do
  # shellcheck disable=SC2086 # the packages are a word list
  need "${entry%%:*}" ${entry#*:} || true
done

# The real engines some integration tests run the generated files through
# (issue 34): Slurm + munge, Prometheus + promtool, etcd. Optional: each of
# those tests skips with its reason when its engine is missing.
if [ "$root" = 1 ] && command -v apt-get >/dev/null 2>&1; then
  engines=()
  { command -v slurmctld >/dev/null && command -v munged >/dev/null; } || engines+=(slurm-wlm munge)
  { command -v prometheus >/dev/null && command -v promtool >/dev/null; } || engines+=(prometheus)
  command -v etcd >/dev/null || engines+=(etcd-server)
  if [ "${#engines[@]}" -gt 0 ]; then
    apt_install "${engines[@]}" || echo "test-setup: cannot install ${engines[*]}: their engine tests will skip"
  fi
fi
command -v kubectl >/dev/null || echo "test-setup: no kubectl on this machine: the Kubernetes tests will skip"

# arm64 images run under QEMU: register it with binfmt_misc where we can.
if [ "$root" = 1 ]; then
  if [ ! -e /proc/sys/fs/binfmt_misc/register ]; then
    mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc 2>/dev/null || echo "test-setup: cannot mount binfmt_misc: arm64 tests will skip"
  fi
  if [ -e /proc/sys/fs/binfmt_misc/register ] && [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] && command -v update-binfmts >/dev/null; then
    update-binfmts --enable qemu-aarch64 2>/dev/null || echo "test-setup: cannot register qemu-aarch64: arm64 tests will skip"
  fi
fi

if ! start_dockerd; then
  if [ "$root" = 1 ]; then
    echo "test-setup: no Docker daemon answers and dockerd did not start (see /tmp/spkit-test-dockerd.log): the real-engine tier is skipped"
  else
    echo "test-setup: no Docker daemon answers on ${DOCKER_HOST:-unix:///var/run/docker.sock}: the real-engine tier is skipped (start dockerd, or run make test as root to have it started)"
  fi
  exit 10
fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "test-setup: the real-engine tier needs: ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]} (or run make test as root, which installs them)"
  exit 1
fi
exit 0
