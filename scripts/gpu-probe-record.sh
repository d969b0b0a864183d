#!/usr/bin/env bash
# spkit probe on a discrete GPU with a model big enough to run out of the
# GPU's memory (issue 40): the example trainer at hidden 2048, 16 layers,
# seq 1024 (on the H100 of 2026-11-27 batch 16 held 50.3 GiB and batch 32
# died of torch.OutOfMemoryError), `spkit probe h100 --local` over
# batch_size=1..64, 3 steps a trial. It runs where scripts/gpu-record.sh
# record runs (the lent GPU machine: python3 with CUDA PyTorch, no Docker,
# no network), called from it, or alone:
#
#   scripts/gpu-probe-record.sh OUT [SPKIT]
#       writes OUT/probe-oom.md (the command, its exit, the end of its
#       stderr and results.md) and OUT/probe-oom.json (results.json).
#   RECORD=FILE (gpu-record.sh's record.md): the section is appended to
#       FILE instead, and OUT/probe.json becomes {"example": what was
#       there, "oom": these results} (the device tool returns 8 files).
#   DRY_RUN=1: no GPU or torch: the same steps with the cpu profile and
#       internal/testenv/oomtrainer (prints PyTorch's real OOM traceback
#       past a fake 79.6 GiB device: batch 36 and up), under the real
#       `spkit run`; what probe/gpurecord_test.go runs.
#
# SPKIT defaults to bin/spkit (or .gpu/spkit.gz unpacked). Copy OUT to
# docs/gpu/DATE-MACHINE/ and commit it.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)

out=${1:?usage: scripts/gpu-probe-record.sh OUT [SPKIT]}
mkdir -p "$out" && out=$(cd "$out" && pwd)
spkit=${2:-${SPKIT:-$root/bin/spkit}}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ ! -x "$spkit" ] && [ -f "$root/.gpu/spkit.gz" ]; then
	spkit=$work/spkit
	gunzip -c "$root/.gpu/spkit.gz" >"$spkit" && chmod +x "$spkit"
fi
[ -x "$spkit" ] || { echo "gpu-probe-record: no spkit at $spkit (make build)" >&2; exit 2; }

trainer=$work/trainer
if [ "${DRY_RUN:-0}" = 1 ]; then
	prof=cpu range=1..64
	extra=(--ceiling 2GB)
	mkdir -p "$trainer"
	cp "$root/internal/testenv/oomtrainer/train.sh" "$trainer/train.sh"
	cat >"$trainer/spkit.yaml" <<-'YAML'
		name: oom-dry-run
		copy: [train.sh, cfg.yaml]
		train:
		  command: [sh, train.sh, --config, "{config}"]
		  config: cfg.yaml
	YAML
	printf 'batch_size: 1\nmax_train_steps: 3\noutput_dir: out\n' >"$trainer/cfg.yaml"
	export OOM_GPU_TOTAL_MIB=81559 OOM_SPIKE_MIB=8192 OOM_SECONDS=0.6
	shape="dry run: the OOM test trainer on the cpu profile, no GPU"
else
	prof=h100 range=1..64
	extra=()
	cp -r "$root/examples/lora-trainer" "$trainer"
	# The profile's config, at the shape that ran out of memory.
	cat >"$trainer/train_configs/train_lora.yaml" <<-YAML
		output_dir: output/lora
		seed: 42
		device: cuda
		hidden_size: 2048
		num_layers: 16
		num_heads: 16
		seq_len: 1024
		vocab_size: 512
		rank: 8
		lora_alpha: 16
		batch_size: 1
		max_train_steps: 3
		checkpointing_steps: 3
		mixed_precision: bf16
		unified_memory: false
		pin_memory: true
	YAML
	if ! python3 -c 'import omegaconf' 2>/dev/null && [ -d "$root/.gpu/pylib" ]; then
		export PYTHONPATH="$root/.gpu/pylib${PYTHONPATH:+:$PYTHONPATH}"
	fi
	shape="the example trainer at hidden 2048, 16 layers, seq 1024, bf16, LoRA rank 8"
fi

cmd=("$spkit" probe "$prof" --local --param "batch_size=$range" --steps 3 "${extra[@]}" --json)
start=$(date +%s)
(cd "$trainer" && "${cmd[@]}" >"$work/probe.json" 2>"$work/probe.err")
rc=$?
took=$(($(date +%s) - start))
section() {
	printf '\n## spkit probe %s --local --param batch_size=%s --steps 3 %s(exit %d, %ds)\n\n%s\n\n```\n' \
		"$prof" "$range" "${extra[*]:+${extra[*]} }" "$rc" "$took" "$shape"
	tail -n 40 "$work/probe.err"
	cat "$trainer/.spkit/probe/$prof/results.md" 2>/dev/null
	printf '```\n'
}
results=$trainer/.spkit/probe/$prof/results.json
if [ -n "${RECORD:-}" ]; then
	section >>"$RECORD"
	python3 - "$out/probe.json" "$results" <<-'PY'
		import json, sys
		def load(p):
		    try:
		        with open(p) as f:
		            return json.load(f)
		    except (OSError, ValueError):
		        return None
		merged = {"example": load(sys.argv[1]), "oom": load(sys.argv[2])}
		with open(sys.argv[1], "w") as f:
		    json.dump(merged, f, indent=2)
	PY
else
	section >"$out/probe-oom.md"
	cp "$results" "$out/probe-oom.json" 2>/dev/null || echo "gpu-probe-record: no results.json (exit $rc)" >&2
fi
exit "$rc"
