#!/bin/sh
# A trainer for probe's tests that runs out of GPU memory as PyTorch does.
# It reads batch_size from the config file given as its last argument
# (after --config or alone). Its GPU memory is OOM_BASE_MIB + batch times
# OOM_PER_SAMPLE_MIB (what NVML would see it hold); it needs OOM_SPIKE_MIB
# more at its peak (a transient the guard's samples miss). When that is more
# than OOM_GPU_TOTAL_MIB (the fake device's memory) it prints PyTorch 2.11's
# real OutOfMemoryError traceback (the text seen on an H100, docs/gpu) and
# exits 1; with OOM_TORCHRUN=1 as torchrun's rank 0, followed by torchrun's
# ChildFailedError summary. Else it prints its steps and exits 0. Every run
# prints "fake-gpu-mib N": what a supervisor's NVML sampling would have seen
# (what it holds, the spike missed; at most the device's memory).
# OOM_SECONDS keeps it running that long first (for a real supervisor's
# samples).
set -u
cfg=""
for a in "$@"; do cfg=$a; done
b=$(sed -n 's/^batch_size: *//p' "$cfg")
base=${OOM_BASE_MIB:-2048}
per=${OOM_PER_SAMPLE_MIB:-2048}
spike=${OOM_SPIKE_MIB:-2048}
total=${OOM_GPU_TOTAL_MIB:-81559}
held=$((base + b * per))
need=$((held + spike))

# PyTorch's format_size: MiB under a GiB, else GiB, two decimals.
gib() {
	if [ "$1" -lt 1024 ]; then printf '%d.00 MiB' "$1"; else printf '%d.%02d GiB' $(($1 / 1024)) $((($1 % 1024) * 100 / 1024)); fi
}

echo "device: cuda"
echo "batch_size: $b"
echo "torch 2.11.0+cu130 precision bf16 unified_memory False pin_memory True"
[ "${OOM_SECONDS:-0}" != 0 ] && sleep "$OOM_SECONDS"
if [ "$need" -le "$total" ]; then
	echo "fake-gpu-mib $held"
	echo "step 1/1 loss 6.391346"
	echo "done: step 1/1 peak_memory_mb $need"
	exit 0
fi
# What it holds when the allocation fails: never more than the device.
[ "$held" -gt $((total - 200)) ] && held=$((total - 200))
echo "fake-gpu-mib $held"
p=""
[ "${OOM_TORCHRUN:-0}" = 1 ] && p="[rank0]: "
free=$((total - held))
cat >&2 <<TRACE
${p}Traceback (most recent call last):
${p}  File "/work/train.py", line 250, in <module>
${p}    main()
${p}  File "/work/train.py", line 231, in main
${p}    logits = model(x)
${p}             ^^^^^^^^
${p}  File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", line 1779, in _wrapped_call_impl
${p}    return self._call_impl(*args, **kwargs)
${p}           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
${p}  File "/usr/local/lib/python3.12/dist-packages/torch/nn/modules/module.py", line 1790, in _call_impl
${p}    return forward_call(*args, **kwargs)
${p}           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
${p}  File "/work/train.py", line 184, in forward
${p}    x = x + self.attention(self.ln1(x))
${p}            ^^^^^^^^^^^^^^^^^^^^^^^^^^^
${p}  File "/work/train.py", line 180, in attention
${p}    out = scores.softmax(dim=-1) @ v
${p}          ^^^^^^^^^^^^^^^^^^^^^^
${p}torch.OutOfMemoryError: CUDA out of memory. Tried to allocate $(gib "$spike"). GPU 0 has a total capacity of $(gib "$total") of which $(gib "$free") is free. Including non-PyTorch memory, this process has $(gib "$held") memory in use. Of the allocated memory $(gib "$held") is allocated by PyTorch, and 49.48 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)
TRACE
if [ "${OOM_TORCHRUN:-0}" = 1 ]; then
	cat >&2 <<'SUMMARY'
E1127 19:40:01.123000 1234 torch/distributed/elastic/multiprocessing/api.py:882] failed (exitcode: 1) local_rank: 0 (pid: 1290) of binary: /usr/bin/python3
Traceback (most recent call last):
  File "/usr/local/bin/torchrun", line 8, in <module>
    sys.exit(main())
             ^^^^^^
  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/elastic/multiprocessing/errors/__init__.py", line 357, in wrapper
    return f(*args, **kwargs)
           ^^^^^^^^^^^^^^^^^^
  File "/usr/local/lib/python3.12/dist-packages/torch/distributed/launcher/api.py", line 289, in launch_agent
    raise ChildFailedError(
torch.distributed.elastic.multiprocessing.errors.ChildFailedError: 
============================================================
train.py FAILED
------------------------------------------------------------
Failures:
  <NO_OTHER_FAILURES>
------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2026-11-27_19:40:01
  host      : gpu-host
  rank      : 0 (local_rank: 0)
  exitcode  : 1 (pid: 1290)
  error_file: <N/A>
  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html
============================================================
SUMMARY
fi
exit 1
