package testenv

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Arm64PythonRef is a minimal arm64 Debian bookworm with python3, built
// with debootstrap under QEMU: the base of Arm64TorchRef.
const Arm64PythonRef = "spkit-test/debian-python:bookworm-arm64-1"

const binfmtDir = "/proc/sys/fs/binfmt_misc"

// EnsureArm64Emulation makes arm64 binaries runnable here: it mounts
// binfmt_misc where it is empty and registers Debian's qemu-aarch64
// (qemu-user-static + binfmt-support), as root. It skips the test, saying
// why, when that is impossible.
func EnsureArm64Emulation(t testing.TB) {
	t.Helper()
	if emulationReady() {
		return
	}
	if os.Geteuid() != 0 {
		t.Skip("testenv: arm64 emulation is not registered and registering it needs root")
	}
	if _, err := os.Stat(filepath.Join(binfmtDir, "register")); err != nil {
		if out, err := exec.Command("mount", "-t", "binfmt_misc", "binfmt_misc", binfmtDir).CombinedOutput(); err != nil {
			t.Skipf("testenv: cannot mount binfmt_misc for arm64 emulation: %v %s", err, out)
		}
	}
	if _, err := exec.LookPath("update-binfmts"); err != nil {
		t.Skip("testenv: no arm64 emulation: apt-get install -y qemu-user-static binfmt-support")
	}
	if out, err := exec.Command("update-binfmts", "--enable", "qemu-aarch64").CombinedOutput(); err != nil || !emulationReady() {
		t.Skipf("testenv: cannot register qemu-aarch64 with binfmt_misc: %v %s", err, out)
	}
}

func emulationReady() bool {
	b, err := os.ReadFile(filepath.Join(binfmtDir, "qemu-aarch64"))
	return err == nil && strings.HasPrefix(string(b), "enabled")
}

// Arm64PythonBase returns Arm64PythonRef, building it the first time with
// debootstrap --arch=arm64 (its second stage runs under QEMU: ~10 minutes
// on a loaded machine) and importing it as a linux/arm64 image.
func Arm64PythonBase(t testing.TB) string {
	t.Helper()
	EnsureArm64Emulation(t)
	c := Engine(t)
	if exists(t, c, Arm64PythonRef) {
		return Arm64PythonRef
	}
	unlock := lock(t)
	defer unlock()
	if exists(t, c, Arm64PythonRef) {
		return Arm64PythonRef
	}
	t.Logf("testenv: building %s with debootstrap --arch=arm64 (under QEMU)", Arm64PythonRef)
	start := time.Now()
	if err := buildRootfs(context.Background(), c, Arm64PythonRef, "arm64", "ca-certificates,python3"); err != nil {
		t.Fatalf("testenv: building %s: %v", Arm64PythonRef, err)
	}
	recordBuild(Arm64PythonRef, start)
	return Arm64PythonRef
}

// Arm64TorchRef is Arm64PythonRef with Debian's arm64 PyTorch 1.13 and the
// trainer's Python dependencies (TorchPackages).
const Arm64TorchRef = "spkit-test/torch:bookworm-arm64-2"

// Arm64TorchBase returns Arm64TorchRef, building it the first time on
// Arm64PythonBase (buildArm64Torch: a few minutes, most of it the
// packages' download and configuration under QEMU).
func Arm64TorchBase(t testing.TB) string {
	t.Helper()
	Arm64PythonBase(t)
	c := Engine(t)
	if exists(t, c, Arm64TorchRef) {
		return Arm64TorchRef
	}
	unlock := lock(t)
	defer unlock()
	if exists(t, c, Arm64TorchRef) {
		return Arm64TorchRef
	}
	t.Logf("testenv: building %s on %s", Arm64TorchRef, Arm64PythonRef)
	start := time.Now()
	if err := buildArm64Torch(context.Background(), c, t.Logf); err != nil {
		t.Fatalf("testenv: %v", err)
	}
	recordBuild(Arm64TorchRef, start)
	return Arm64TorchRef
}
