# spkit validate's Python half: run by `python3 -c` with one JSON argument
# {"gpu": bool, "cuda": "13.0", "extras": {"feature": "module"}}; prints one
# JSON list of checks on its last line. Keep it short and dependency-free.
import json, sys, time

cfg = json.loads(sys.argv[1])
out = []
ns = {}


def check(name, fn):
    t = time.monotonic()
    try:
        status, reason = fn()
    except Exception as e:  # noqa: BLE001 - every failure becomes a check
        status, reason = "fail", "%s: %s" % (type(e).__name__, e)
    out.append({"name": name, "status": status, "reason": reason,
                "duration_ns": int((time.monotonic() - t) * 1e9)})
    return status == "ok"


def torch_import():
    import torch
    ns["torch"] = torch
    return "ok", "torch %s (built for CUDA %s)" % (torch.__version__, torch.version.cuda or "none: CPU build")


def cuda_version():
    torch, want = ns["torch"], cfg["cuda"]
    have = torch.version.cuda
    if not cfg["gpu"]:
        return "skip", "cpu image (SPKIT_GPU_COUNT=0)"
    if have is None:
        return "fail", "torch %s is a CPU build but the image declares CUDA %s: install torch from the CUDA wheel index" % (torch.__version__, want)
    if have.split(".")[:2] != want.split(".")[:2]:
        return "fail", "torch.version.cuda is %s but the image declares CUDA %s: install the matching torch build" % (have, want)
    return "ok", "torch.version.cuda %s matches SPKIT_CUDA_VERSION %s" % (have, want)


def cuda_available():
    torch = ns["torch"]
    if not torch.cuda.is_available():
        return "fail", "torch.cuda.is_available() is False: the container sees no usable GPU (driver too old, or started without a GPU request)"
    return "ok", "%d CUDA device(s), device 0: %s" % (torch.cuda.device_count(), torch.cuda.get_device_name(0))


def matmul():
    torch = ns["torch"]
    a = torch.randn(256, 256, device="cuda")
    b = a @ a
    torch.cuda.synchronize()
    if not bool(torch.isfinite(b).all()):
        return "fail", "a 256x256 matmul on the GPU gave non-finite values"
    return "ok", "256x256 fp32 matmul on %s" % torch.cuda.get_device_name(0)


def bf16():
    torch = ns["torch"]
    if not torch.cuda.is_bf16_supported():
        return "fail", "the GPU does not support bf16: set mixed_precision to fp16 in the trainer config"
    a = torch.randn(64, 64, device="cuda", dtype=torch.bfloat16)
    (a @ a).float().sum().item()
    return "ok", "bf16 supported (64x64 bf16 matmul ran)"


def extra(module):
    def run():
        m = __import__(module)
        return "ok", "%s %s imports" % (module, getattr(m, "__version__", ""))
    return run


gpu_checks = [("cuda-available", cuda_available), ("matmul", matmul), ("bf16", bf16)]
if check("torch-import", torch_import):
    check("torch-cuda", cuda_version)
    if not cfg["gpu"]:
        for name, _ in gpu_checks:
            out.append({"name": name, "status": "skip", "reason": "cpu image (SPKIT_GPU_COUNT=0)", "duration_ns": 0})
    elif check("cuda-available", cuda_available):
        check("matmul", matmul)
        check("bf16", bf16)
    else:
        for name, _ in gpu_checks[1:]:
            out.append({"name": name, "status": "skip", "reason": "CUDA is not available", "duration_ns": 0})
else:
    for name in ["torch-cuda"] + [n for n, _ in gpu_checks]:
        out.append({"name": name, "status": "skip", "reason": "torch did not import", "duration_ns": 0})
for feature, module in sorted(cfg["extras"].items()):
    check("extra:" + feature, extra(module))
sys.stdout.write("\n" + json.dumps(out) + "\n")
