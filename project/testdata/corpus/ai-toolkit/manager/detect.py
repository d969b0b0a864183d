import platform


def detect(nvidia):
    arch = platform.machine().lower()
    if arch == "arm64":
        arch = "aarch64"
    os_name = platform.system().lower()
    # DGX OS / Grace (GB10, DGX Spark): NVIDIA GPU on aarch64 Linux
    return {"os": os_name, "arch": arch, "is_dgx": bool(os_name == "linux" and arch == "aarch64" and nvidia)}
