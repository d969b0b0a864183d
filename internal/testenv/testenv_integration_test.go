//go:build integration

package testenv

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"
)

func TestDebianBaseCachedAndRuns(t *testing.T) {
	ref := DebianBase(t)
	if !strings.HasPrefix(ref, "spkit-test/debian:bookworm-") {
		t.Fatalf("DebianBase = %q, want spkit-test/debian:bookworm-N", ref)
	}
	// A cache hit is the same image, not a rebuild (how long the engine
	// takes to say so depends on how busy the machine is).
	first := imageID(t, ref)
	if again := DebianBase(t); again != ref {
		t.Fatalf("second DebianBase = %q, first %q", again, ref)
	}
	if id := imageID(t, ref); id != first {
		t.Errorf("second DebianBase rebuilt %s (image %s, was %s), want a cache hit", ref, id, first)
	}
	res := Run(t, Engine(t), &container.Config{Image: ref, User: "65534:65534",
		Cmd: []string{"sh", "-c", ". /etc/os-release && echo $VERSION_CODENAME && id -u"}}, nil)
	if res.ExitCode != 0 {
		t.Fatalf("container exited %d: %s%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if got := strings.Fields(res.Stdout); len(got) != 2 || got[0] != "bookworm" || got[1] != "65534" {
		t.Errorf("container printed %q, want bookworm and uid 65534", res.Stdout)
	}
}

func TestTorchBaseImportsTorch(t *testing.T) {
	ref := TorchBase(t)
	res := Run(t, Engine(t), &container.Config{Image: ref, User: "65534:65534",
		Cmd: []string{"python3", "-c", "import torch, omegaconf, yaml, numpy; print(torch.__version__)"}}, nil)
	if res.ExitCode != 0 {
		t.Fatalf("python3 exited %d:\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if v := strings.TrimSpace(res.Stdout); !strings.HasPrefix(v, "1.13") {
		t.Errorf("torch.__version__ = %q, want Debian bookworm's 1.13", v)
	}
}

// TestArm64TorchBaseImportsTorch builds the arm64 bases (debootstrap and
// apt under QEMU; make test's prebuild starts it beside the unit tier) and
// imports torch in them, emulated.
func TestArm64TorchBaseImportsTorch(t *testing.T) {
	ref := Arm64TorchBase(t)
	res := Run(t, Engine(t), &container.Config{Image: ref, User: "65534:65534",
		Cmd: []string{"python3", "-c", "import platform, torch, yaml; print(platform.machine(), torch.__version__)"}}, nil)
	if res.ExitCode != 0 {
		t.Fatalf("python3 exited %d:\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if got := strings.Fields(res.Stdout); len(got) != 2 || got[0] != "aarch64" || !strings.HasPrefix(got[1], "1.13") {
		t.Errorf("the arm64 base printed %q, want aarch64 and Debian's torch 1.13", res.Stdout)
	}
}

func TestRunReportsExitCodeAndStreams(t *testing.T) {
	res := Run(t, Engine(t), &container.Config{Image: DebianBase(t),
		Cmd: []string{"sh", "-c", "echo out; echo err >&2; exit 3"}}, nil)
	if res.ExitCode != 3 || res.Stdout != "out\n" || res.Stderr != "err\n" {
		t.Errorf("Run = %+v, want exit 3, stdout %q, stderr %q", res, "out\n", "err\n")
	}
}

func TestBuildSpkit(t *testing.T) {
	p := BuildSpkit(t)
	fi, err := os.Stat(p)
	if err != nil || fi.Mode()&0o111 == 0 {
		t.Fatalf("BuildSpkit = %s: not an executable (%v)", p, err)
	}
	if again := BuildSpkit(t); again != p {
		t.Errorf("second BuildSpkit = %s, first %s", again, p)
	}
}

func imageID(t *testing.T, ref string) string {
	t.Helper()
	img, err := Engine(t).ImageInspect(context.Background(), ref)
	if err != nil {
		t.Fatal(err)
	}
	return img.ID
}
