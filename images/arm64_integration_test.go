//go:build integration

package images_test

import (
	"context"
	"debug/elf"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// An arm64 image built on this (amd64) machine: the engine builds it under
// QEMU from an arm64 Debian base with python3, the in-image spkit is the
// cross-compiled arm64 binary, and under emulation the HEALTHCHECK says
// healthy, validate's checks pass (the stand-in base has no PyTorch: only
// the torch import fails, for that reason) and the stand-in trainer runs
// its steps on aarch64 under spkit run.
func TestArm64ImageUnderEmulation(t *testing.T) {
	base := testenv.Arm64PythonBase(t)
	dir := testenv.CopyDir(t, "testdata/arm64-trainer")
	o := arm64Opts(t, dir, base)
	res := build(t, o)
	eng := testenv.Engine(t)
	img, err := eng.ImageInspect(context.Background(), res.Ref)
	if err != nil || img.Architecture != "arm64" {
		t.Fatalf("image %s: architecture %q, %v; want arm64", res.Ref, img.Architecture, err)
	}
	checkELF(t, filepath.Join(dir, images.BinDir, images.StagedDir("arm64"), "spkit"), elf.EM_AARCH64)
	run := func(entry []string, cmd ...string) testenv.Result {
		return testenv.Run(t, eng, &container.Config{Image: res.Ref, Entrypoint: entry, Cmd: cmd}, nil)
	}
	if r := run([]string{"python3", "-c", "d=open('/usr/local/bin/spkit','rb').read(20);print(d[18]|d[19]<<8)"}); strings.TrimSpace(r.Stdout) != "183" {
		t.Errorf("the in-image spkit's ELF machine = %q %q, want 183 (aarch64)", r.Stdout, r.Stderr)
	}
	if r := run([]string{"spkit-healthcheck"}); r.ExitCode != 0 || !strings.HasPrefix(r.Stdout, "healthy") {
		t.Errorf("spkit-healthcheck under emulation = exit %d, %q %q", r.ExitCode, r.Stdout, r.Stderr)
	}
	checkValidate(t, run([]string{"spkit", "validate", "--json"}), false)
	r := run(nil, "python3", "train.py", "--config", "train_configs/train.yaml")
	if r.ExitCode != 0 || !strings.Contains(r.Stdout, "step 3/3") || !strings.Contains(r.Stdout, "on aarch64") {
		t.Errorf("the trainer under spkit run = exit %d, %q %q; want 3 steps on aarch64", r.ExitCode, r.Stdout, r.Stderr)
	}
}

// The gated tier (SPKIT_TEST_ARM64_TORCH=1): the PyTorch fixture trainer
// on an arm64 Debian base with Debian's PyTorch, under emulation; validate
// passes entirely.
func TestArm64TorchTrainerUnderEmulation(t *testing.T) {
	if os.Getenv("SPKIT_TEST_ARM64_TORCH") == "" {
		t.Skip("set SPKIT_TEST_ARM64_TORCH=1 to build an arm64 PyTorch base under QEMU (~25 minutes) and run the torch trainer on it")
	}
	base := testenv.Arm64TorchBase(t)
	dir := fixture(t)
	res := build(t, arm64Opts(t, dir, base))
	eng := testenv.Engine(t)
	run := func(entry []string, cmd ...string) testenv.Result {
		return testenv.Run(t, eng, &container.Config{Image: res.Ref, Entrypoint: entry, Cmd: cmd}, nil)
	}
	checkValidate(t, run([]string{"spkit", "validate", "--json"}), true)
	r := run(nil, "python3", "train.py", "--config", "train_configs/train.yaml")
	if r.ExitCode != 0 || !strings.Contains(r.Stdout, "loss ") {
		t.Errorf("the torch trainer under spkit run on arm64 = exit %d, %q %q", r.ExitCode, r.Stdout, r.Stderr)
	}
}

// arm64Opts resolves the stand-in for the cpu profile on linux/arm64 with
// the arm64 container binary from the cross compiler.
func arm64Opts(t *testing.T, dir, base string) images.BuildOptions {
	t.Helper()
	cfg, err := project.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	tgt, err := project.Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	df, err := images.Dockerfile(tgt, images.DockerfileOptions{BaseImage: base})
	if err != nil {
		t.Fatal(err)
	}
	return images.BuildOptions{
		Dir: dir, Config: cfg, Dockerfile: []byte(df), Ref: "spkit-test/arm64:" + randomHex(t)[:8], Stage: images.StageRuntime,
		Platforms: []string{"linux/arm64"}, Progress: "plain", ProgressOut: testWriter{t}, Out: testWriter{t},
		Binaries: images.BinarySource{Self: testenv.BuildSpkit(t), GOOS: "linux", GOARCH: hostArch(t),
			Dirs: []string{testenv.ContainerBinaryDir(t, "arm64")}},
		Recorder: images.NewRecorder(),
	}
}

func checkELF(t *testing.T, path string, want elf.Machine) {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	if f.Machine != want {
		t.Errorf("%s is %v, want %v", path, f.Machine, want)
	}
}

// checkValidate: every check passes or is skipped; without PyTorch in the
// base (withTorch false) the torch import may fail, and only because torch
// is missing.
func checkValidate(t *testing.T, r testenv.Result, withTorch bool) {
	t.Helper()
	var rep checks.Report
	if err := json.Unmarshal([]byte(r.Stdout), &rep); err != nil {
		t.Fatalf("spkit validate --json: %v\n%s\n%s", err, r.Stdout, r.Stderr)
	}
	for _, c := range rep.Checks {
		if c.Status != checks.Fail {
			continue
		}
		if !withTorch && c.Name == "torch-import" && strings.Contains(c.Reason, "No module named 'torch'") {
			continue
		}
		t.Errorf("validate under emulation: %s failed: %s", c.Name, c.Reason)
	}
}
