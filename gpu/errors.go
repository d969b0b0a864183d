package gpu

import (
	"errors"
	"fmt"

	"github.com/NVIDIA/go-nvml/pkg/nvml"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ErrNoDriver is the cause when libnvidia-ml.so.1 cannot be loaded: no
// NVIDIA driver on the host, or a container started without the NVIDIA
// runtime.
var ErrNoDriver = errors.New("NVIDIA driver library libnvidia-ml.so.1 not found")

// Error is an NVML failure: which query failed (Op), on which GPU (-1 for
// none), and the NVML return code. Error() is one line with what to do.
type Error struct {
	Op     string
	Device int
	Ret    nvml.Return
}

func (e *Error) Error() string {
	where := ""
	if e.Device >= 0 {
		where = fmt.Sprintf(" of GPU %d", e.Device)
	}
	return fmt.Sprintf("NVML %s%s failed (%s): %s", e.Op, where, retName(e.Ret), hintFor(e.Ret))
}

// Unwrap lets errors.Is(err, ErrNoDriver) match a missing library.
func (e *Error) Unwrap() error {
	if e.Ret == nvml.ERROR_LIBRARY_NOT_FOUND {
		return ErrNoDriver
	}
	return nil
}

// NoDriver reports whether err says there is no NVIDIA driver at all.
func NoDriver(err error) bool { return errors.Is(err, ErrNoDriver) }

// UserError wraps err as an environment error (exit 4) for the CLI.
func UserError(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("NVML %s failed (%s)", e.Op, retName(e.Ret)), hintFor(e.Ret))
	}
	return err
}

// retName is the NVML constant's name. The strings are fixed here so they
// read the same whether or not the library is loaded.
func retName(r nvml.Return) string {
	if n, ok := retNames[r]; ok {
		return n
	}
	return fmt.Sprintf("NVML error %d", int32(r))
}

var retNames = map[nvml.Return]string{
	nvml.ERROR_UNINITIALIZED:           "UNINITIALIZED",
	nvml.ERROR_INVALID_ARGUMENT:        "INVALID_ARGUMENT",
	nvml.ERROR_NOT_SUPPORTED:           "NOT_SUPPORTED",
	nvml.ERROR_NO_PERMISSION:           "NO_PERMISSION",
	nvml.ERROR_NOT_FOUND:               "NOT_FOUND",
	nvml.ERROR_DRIVER_NOT_LOADED:       "DRIVER_NOT_LOADED",
	nvml.ERROR_TIMEOUT:                 "TIMEOUT",
	nvml.ERROR_IRQ_ISSUE:               "IRQ_ISSUE",
	nvml.ERROR_LIBRARY_NOT_FOUND:       "LIBRARY_NOT_FOUND",
	nvml.ERROR_FUNCTION_NOT_FOUND:      "FUNCTION_NOT_FOUND",
	nvml.ERROR_CORRUPTED_INFOROM:       "CORRUPTED_INFOROM",
	nvml.ERROR_GPU_IS_LOST:             "GPU_IS_LOST",
	nvml.ERROR_RESET_REQUIRED:          "RESET_REQUIRED",
	nvml.ERROR_OPERATING_SYSTEM:        "OPERATING_SYSTEM",
	nvml.ERROR_LIB_RM_VERSION_MISMATCH: "LIB_RM_VERSION_MISMATCH",
	nvml.ERROR_MEMORY:                  "MEMORY",
	nvml.ERROR_NO_DATA:                 "NO_DATA",
	nvml.ERROR_UNKNOWN:                 "UNKNOWN",
}

// hintFor says what a user does about an NVML return code.
func hintFor(r nvml.Return) string {
	switch r {
	case nvml.ERROR_LIBRARY_NOT_FOUND:
		return "no NVIDIA driver here: install the NVIDIA driver on the host; in a container, start it with a GPU request (--gpus all, or a compose device reservation) through the NVIDIA Container Toolkit"
	case nvml.ERROR_DRIVER_NOT_LOADED:
		return "the NVIDIA kernel module is not loaded: run `sudo modprobe nvidia` or reboot after installing the driver"
	case nvml.ERROR_LIB_RM_VERSION_MISMATCH:
		return "the driver library and kernel module versions differ (driver updated without reboot): reboot the host"
	case nvml.ERROR_NO_PERMISSION:
		return "no permission to query the GPU: check the /dev/nvidia* device permissions"
	case nvml.ERROR_GPU_IS_LOST, nvml.ERROR_RESET_REQUIRED:
		return "the GPU fell off the bus or needs a reset: check `dmesg` for Xid errors, then reset the GPU or reboot"
	case nvml.ERROR_TIMEOUT, nvml.ERROR_IRQ_ISSUE:
		return "the GPU did not answer in time: check `dmesg` for Xid errors and retry"
	case nvml.ERROR_CORRUPTED_INFOROM:
		return "the GPU's InfoROM is corrupted: contact your hardware vendor"
	case nvml.ERROR_FUNCTION_NOT_FOUND:
		return "the driver is too old for this query: upgrade the NVIDIA driver"
	}
	return "run `nvidia-smi` to see the driver's own report"
}
