#!/usr/bin/env bash
# What `make test`'s real-engine tier needs, installed (as root) or checked.
# `make test` and .ci/run both run it; it is quick when all is there.
#   exit 0   a Docker daemon answers and every tool the integration tier
#            uses is installed: run both tiers
#   exit 10  no Docker daemon answers and none can be started here: the
#            unit tier only (said in one line)
#   exit 1   something is missing and cannot be installed here (not root):
#            one line names it and the command that installs it
set -u
cd "$(dirname "$0")/.." || exit 1

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

root=0
[ "$(id -u)" = 0 ] && root=1

apt_install() {
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq || return 1; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

missing=()
for entry in "${tools[@]}"; do
  cmd=${entry%%:*}
  pkgs=${entry#*:}
  command -v "$cmd" >/dev/null 2>&1 && continue
  if [ "$root" = 1 ] && command -v apt-get >/dev/null 2>&1; then
    # shellcheck disable=SC2086 # pkgs is a word list
    apt_install $pkgs || missing+=("$pkgs")
  else
    missing+=("$pkgs")
  fi
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

# A Docker daemon: start one when we may and none answers.
if ! scripts/docker-ready.sh; then
  if [ "$root" = 1 ]; then
    command -v dockerd >/dev/null || apt_install docker.io || true
    if command -v dockerd >/dev/null; then
      echo "test-setup: starting dockerd (log: /tmp/spkit-test-dockerd.log)"
      (setsid dockerd >/tmp/spkit-test-dockerd.log 2>&1 &)
      for _ in $(seq 1 60); do scripts/docker-ready.sh && break; sleep 1; done
    fi
  fi
fi
if ! scripts/docker-ready.sh; then
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
