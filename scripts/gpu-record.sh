#!/usr/bin/env bash
# Records what spkit's GPU paths print on a lent GPU machine (issue #18's
# "On a GPU"; the brief's docs/gpu/ records). That machine has python3 with
# PyTorch (CUDA) and no Docker or network, so prepare here, then record there:
#
#   bash scripts/gpu-record.sh prepare
#       (here, with Docker) make build, gzip spkit and spkit-container
#       into .gpu/ (git-ignored; ~20 MB, under the tool's 64 MiB), and copy
#       omegaconf and antlr4 (the example trainer's config library, pure
#       Python) out of the local PyTorch base into .gpu/pylib;
#   device run, carry [.gpu]:  bash scripts/gpu-record.sh record "$OUT"
#       (there) runs, in about 5 minutes: spkit version and doctor (text
#       and --json); the example trainer, sized to hold a few GiB of GPU
#       memory, under spkit-container run with --metrics, scraped mid-run,
#       and spkit-healthcheck during the run; spkit report of its memory
#       log; spkit validate; spkit estimate of the same shape beside the
#       measured peak; spkit probe --local of the batch size; and first,
#       spkit estimate against 12 measured fine-tuning runs (Llama, Qwen2,
#       Mistral, Gemma 2; transformers and peft, about 2 minutes) with the
#       largest batch that really fits beside spkit's answer.
#   bash scripts/gpu-record.sh estimate OUT   that step alone (DRY_RUN=1:
#       no GPU or torch: the plan and spkit's answers, as the test runs it).
#
# OUT gets at most 8 files (the device tool's limit): record.md (every
# command and its output, with the date and the machine), doctor.json,
# memory.jsonl, metrics.txt, memory.png, probe.json, estimate-runs.json and
# estimate-runs.md. Copy them to docs/gpu/DATE-MACHINE/ and commit them.
# DEVICE=cpu runs the other steps without a GPU (a torch container here).
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)

prepare() {
	make build
	rm -rf .gpu/pylib && mkdir -p .gpu/pylib
	local id
	id=$(docker create spkit-test/torch:bookworm-1) || {
		echo "gpu-record: no spkit-test/torch:bookworm-1 (make try-base builds it)" >&2
		exit 1
	}
	for p in omegaconf antlr4; do
		docker cp "$id:/usr/lib/python3/dist-packages/$p" .gpu/pylib/ || exit 1
	done
	docker rm "$id" >/dev/null
	# The binaries travel gzipped: the device tool carries 64 MiB in all.
	gzip -9c bin/spkit >.gpu/spkit.gz
	gzip -9c bin/spkit-container >.gpu/spkit-container.gz
	du -sh .gpu
}

record() {
	local out=${1:?usage: scripts/gpu-record.sh record OUT_DIR}
	local device=${DEVICE:-cuda}
	mkdir -p "$out"
	out=$(cd "$out" && pwd)
	local work
	work=$(mktemp -d)
	mkdir -p "$work/bin"
	local spkit=$work/bin/spkit ctr=$work/bin/spkit-container
	for b in spkit spkit-container; do
		if [ -f "$root/.gpu/$b.gz" ]; then
			gunzip -c "$root/.gpu/$b.gz" >"$work/bin/$b"
		else
			cp "$root/bin/$b" "$work/bin/$b"
		fi
		chmod +x "$work/bin/$b"
	done
	ln -s "$ctr" "$work/spkit-healthcheck"
	export PATH="$work:$work/bin:$PATH" SPKIT_STATE_DIR=$work/state
	mkdir -p "$SPKIT_STATE_DIR"
	if ! python3 -c 'import omegaconf' 2>/dev/null && [ -d "$root/.gpu/pylib" ]; then
		export PYTHONPATH="$root/.gpu/pylib${PYTHONPATH:+:$PYTHONPATH}"
	fi
	rec=$out/record.md
	printf '# spkit on a GPU machine: %s\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" >"$rec"

	step "machine" bash -c 'uname -srm; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>&1;
		python3 -c "import torch; print(\"torch\", torch.__version__, \"cuda\", torch.version.cuda, \"available\", torch.cuda.is_available())"'
	step "spkit version" "$spkit" version
	step "spkit doctor" "$spkit" doctor
	"$spkit" doctor --json >"$out/doctor.json" 2>&1
	# First, so that a run past the device tool's limit still keeps them.
	[ "$device" = cuda ] && estimate_runs "$spkit" "$out"

	# The example trainer, sized to hold a few GiB on a GPU: 16 layers of
	# 2048, batch 16 of 512 tokens, bf16 autocast, 40 steps, a checkpoint at
	# 20 (on a CPU, a shape that runs in a minute).
	cp -r "$root/examples/lora-trainer" "$work/trainer"
	local hidden=2048 layers=16 heads=16 seq=512 batch=16
	[ "$device" = cuda ] || { hidden=256 layers=4 heads=4 seq=128 batch=8; }
	cat >"$work/trainer/gpu.yaml" <<-EOF
		output_dir: $work/output
		device: $device
		hidden_size: $hidden
		num_layers: $layers
		num_heads: $heads
		seq_len: $seq
		vocab_size: 512
		batch_size: $batch
		max_train_steps: 40
		checkpointing_steps: 20
		mixed_precision: bf16
	EOF
	local addr=127.0.0.1:9464
	(cd "$work/trainer" && "$ctr" run --metrics "$addr" --memory-log "$out/memory.jsonl" --grace 60s \
		-- python3 train.py --config gpu.yaml >"$work/run.txt" 2>&1) &
	local run=$!
	# Mid-run: once a scrape shows the trainer's GPU memory (on CPU: its
	# RSS), or after 60 s, keep that scrape and ask the healthcheck.
	local want='^spkit_gpu_process_memory_bytes{.*} [1-9]'
	[ "$device" = cuda ] || want='^spkit_trainer_rss_bytes [1-9]'
	sleep 1
	for _ in $(seq 120); do
		python3 - "$addr" >"$work/scrape.txt" 2>/dev/null <<-'EOF' && grep -q "$want" "$work/scrape.txt" && break
			import sys, urllib.request
			print(urllib.request.urlopen("http://" + sys.argv[1] + "/metrics", timeout=2).read().decode())
		EOF
		kill -0 "$run" 2>/dev/null || break
		sleep 0.5
	done
	cp "$work/scrape.txt" "$out/metrics.txt" 2>/dev/null
	step "spkit-healthcheck (during the run)" spkit-healthcheck
	wait "$run"
	local rc=$?
	{
		printf '\n## spkit-container run --metrics %s -- python3 train.py --config gpu.yaml (exit %d)\n\n```\n' "$addr" "$rc"
		cat "$work/trainer/gpu.yaml"
		echo "---"
		tail -n 30 "$work/run.txt"
		# shellcheck disable=SC2016 # Markdown fences
		printf '```\n\nThe scrape (metrics.txt), spkit_ lines:\n\n```\n'
		grep '^spkit_' "$out/metrics.txt" 2>/dev/null || echo "(no scrape)"
		printf '```\n'
	} >>"$rec"
	step "spkit-healthcheck (after the run)" spkit-healthcheck
	step "spkit report" "$spkit" report "$out/memory.jsonl" -o "$out/memory.png"
	# validate as in the image: the output folder and what the image
	# declares (CUDA 13.0 torch on a GPU; none on a CPU). Its own state
	# folder: the trainer check reads a run state, and the run is over.
	export SPKIT_STATE_DIR=$work/validate-state
	mkdir -p "$SPKIT_STATE_DIR"
	local torchv
	torchv=$(python3 -c 'import torch; print(torch.__version__.split("+")[0])' 2>/dev/null)
	if [ "$device" = cuda ]; then
		step "spkit validate" env SPKIT_OUTPUT_DIR="$work/output" SPKIT_CUDA_VERSION=13.0 SPKIT_GPU_COUNT=all \
			SPKIT_TORCH_VERSION="$torchv" "$ctr" validate
	else
		step "spkit validate" env SPKIT_OUTPUT_DIR="$work/output" SPKIT_GPU_COUNT=0 SPKIT_TORCH_VERSION="$torchv" "$ctr" validate
	fi
	# The example's parameters: per block qkv, proj, fc1, fc2 (12h² + 13h)
	# and two LayerNorms (4h); embedding, positions, final LayerNorm, head.
	local params=$((layers * (12 * hidden * hidden + 17 * hidden) + 2 * 512 * hidden + seq * hidden + 2 * hidden + 512))
	step "spkit estimate, the same shape (the measured peak is in the report above)" "$spkit" estimate --params "$params" \
		--hidden-size "$hidden" --layers "$layers" --heads "$heads" --kv-heads "$heads" --intermediate-size $((4 * hidden)) --vocab-size 512 \
		--seq-len "$seq" --batch-size "$batch" --method lora --lora-rank 8 --precision bf16 --attention eager --profile h100
	# probe: the example's own config (small), batch size 1..256, 3 steps a trial.
	local prof=h100 range=1..256
	[ "$device" = cuda ] || { prof=cpu range=1..16; }
	(cd "$work/trainer" && "$spkit" probe "$prof" --local --param "batch_size=$range" --steps 3 --json >"$out/probe.json" 2>"$work/probe.err")
	local prc=$?
	{
		printf "\n## spkit probe %s --local --param batch_size=%s --steps 3 (exit %d)\n\n\`\`\`\n" "$prof" "$range" "$prc"
		tail -n 20 "$work/probe.err"
		cat "$work/trainer/.spkit/probe/$prof/results.md" 2>/dev/null
		printf '```\n'
	} >>"$rec"
	[ "$device" = cuda ] && RECORD=$rec bash "$root/scripts/gpu-probe-record.sh" "$out" "$spkit" # probe into CUDA OOM (issue 40)
	rm -rf "$work"
	ls -la "$out"
}

# estimate_runs SPKIT OUT: spkit estimate against 12 fine-tuning runs over
# Llama, Qwen2, Mistral and Gemma 2 shapes (full, LoRA with peft's defaults,
# with and without checkpointing and dropout; scripts/gpu_estimate_runs.py
# says which), each trained 3 AdamW steps on the GPU, and the largest
# TinyLlama LoRA batch at 2048 tokens that really fits beside spkit's max
# batch. Writes OUT/estimate-runs.json (configs, settings, counters,
# spkit's --json) and OUT/estimate-runs.md (the table), and appends the
# table to record.md. DRY_RUN=1 (no GPU, no torch): plan and spkit's
# answers only, what a test here runs.
estimate_runs() {
	local spkit=$1 out=$2 dir
	dir=$(mktemp -d)
	local py=$root/scripts/gpu_estimate_runs.py
	python3 "$py" plan "$dir" || return 1
	mkdir -p "$dir/estimates"
	local args id
	for args in "$dir"/args/*.txt; do
		id=$(basename "$args" .txt)
		mapfile -t a <"$args"
		"$spkit" estimate "${a[@]}" >"$dir/estimates/$id.json" 2>"$dir/estimates/$id.err" ||
			{ echo "gpu-record: spkit estimate for $id failed: $(cat "$dir/estimates/$id.err")" >&2; rm -f "$dir/estimates/$id.json"; }
	done
	if [ "${DRY_RUN:-0}" != 1 ]; then
		python3 "$py" measure "$dir" >"$dir/measure.log" 2>&1 || tail -n 5 "$dir/measure.log" >&2
		local mbrun start
		mbrun=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["maxbatch_run"])' "$dir/runs.json")
		start=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["profiles"]["h100"]["max_batch_size"])' "$dir/estimates/$mbrun.json")
		python3 "$py" maxbatch "$dir" "$mbrun" "$start" >"$dir/maxbatch.log" 2>&1 || tail -n 5 "$dir/maxbatch.log" >&2
	fi
	{
		printf '\n## spkit estimate against %s runs (%s)\n\n' "$(find "$dir/args" -name '*.txt' | wc -l)" "$([ "${DRY_RUN:-0}" = 1 ] && echo "dry run: not measured" || echo "3 AdamW steps each")"
		python3 "$py" compare "$dir" "$out/estimate-runs"
	} >>"${rec:-/dev/stdout}"
	rm -rf "$dir"
}

# step TITLE CMD...: the command and its output (and exit code) into record.md.
step() {
	local title=$1
	shift
	{
		printf '\n## %s\n\n```\n$ %s\n' "$title" "${*#"$root/"}"
		"$@" 2>&1
		printf '(exit %d)\n```\n' "$?"
	} >>"$rec"
}

case "${1:-}" in
prepare) prepare ;;
record) record "${2:-}" ;;
estimate)
	mkdir -p "${2:?usage: scripts/gpu-record.sh estimate OUT_DIR}"
	out=$(cd "$2" && pwd)
	rec=$out/record.md
	spkit=${SPKIT:-$root/bin/spkit}
	[ -f "$root/.gpu/spkit.gz" ] && [ -z "${SPKIT:-}" ] && { spkit=$(mktemp); gunzip -c "$root/.gpu/spkit.gz" >"$spkit"; chmod +x "$spkit"; }
	estimate_runs "$spkit" "$out"
	cat "$rec"
	;;
*)
	echo "usage: scripts/gpu-record.sh prepare | record OUT_DIR | estimate OUT_DIR (DRY_RUN=1: no GPU)" >&2
	exit 2
	;;
esac
