#!/usr/bin/env bash
# Exit 0 when a Docker daemon answers on DOCKER_HOST or the default socket.
# curl, not the docker CLI: the engine API's /_ping is all we need to know.
set -u
host=${DOCKER_HOST:-unix:///var/run/docker.sock}
case "$host" in
  unix://*) exec curl -fsS --max-time 5 --unix-socket "${host#unix://}" http://localhost/_ping >/dev/null 2>&1 ;;
  tcp://*)  exec curl -fsS --max-time 5 "http://${host#tcp://}/_ping" >/dev/null 2>&1 ;;
  *)        exit 1 ;;
esac
