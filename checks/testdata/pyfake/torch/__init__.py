# A stand-in for torch with just what spkit's validate script touches: a
# CUDA 13.0 build that sees one GPU. Used by TestValidateScript.
__version__ = "2.9.1+cu130"


class version:
    cuda = "13.0"


class _T:
    def __matmul__(self, other):
        return self

    def float(self):
        return self

    def sum(self):
        return self

    def item(self):
        return 0.0

    def all(self):
        return True


float32 = "float32"
bfloat16 = "bfloat16"


def randn(*shape, device=None, dtype=None):
    return _T()


def isfinite(t):
    return t


class cuda:
    @staticmethod
    def is_available():
        return True

    @staticmethod
    def device_count():
        return 1

    @staticmethod
    def get_device_name(i):
        return "NVIDIA H100 80GB HBM3"

    @staticmethod
    def synchronize():
        pass

    @staticmethod
    def is_bf16_supported():
        return True
