#!/usr/bin/env bash
# `make bench`: every benchmark the issues ask for, each rewriting its own
# section of docs/benchmarks.md with its figures and the command it ran.
# Needs a Docker daemon (build, healthcheck) and earlyoom (memory guard).
set -euo pipefail
cd "$(dirname "$0")/.."
doc=docs/benchmarks.md

make build

echo "== build: cold build vs code-edit rebuild, image sizes, context bytes"
go test -tags bench -count=1 -timeout 60m ./bench/build -args -write "$doc"

echo "== healthcheck: spkit-healthcheck vs the seeds' Python check"
go test -tags bench -count=1 -timeout 20m ./bench/healthcheck -args -write "$doc"

echo "== estimate: a 70B-shaped model sharded over 30 files, from its headers"
go test -tags bench -count=1 -run TestEstimateBench ./bench/estimate -args -write "$doc"

echo "== probe: trials in one container vs a container per trial (PROBE_BASELINE: a spkit built before one-container trials)"
if [ -n "${PROBE_BASELINE:-}" ]; then
	go test -tags bench -count=1 -timeout 90m ./bench/probe -args -write "$doc" -baseline "$PROBE_BASELINE"
else
	go test -tags bench -count=1 -timeout 90m ./bench/probe -args -write "$doc"
fi

echo "== memory guard: spkit run vs earlyoom"
command -v earlyoom >/dev/null || { apt-get update -qq && apt-get install -y -qq earlyoom >/dev/null; }
go run ./bench/guard -spkit bin/spkit-container -trials 12 -rates 256MiB,1GiB -margin 1GiB -cpu-window 20s -write "$doc"

echo "== metrics and spkit top: the guard's CPU with --metrics scraped, spkit top's CPU"
go run ./bench/metrics -window 30s -trials 3 -write "$doc"
echo "== spkit report on logs of a day, a week and a month"
go run ./bench/report -days 1,7,30 -write "$doc"
echo "make bench: figures written to $doc"
