//go:build integration

package images_test

import (
	"context"
	"debug/elf"
	"encoding/json"
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

// An arm64 image of the example trainer (examples/lora-trainer, offline:
// torch from the base) built on this (amd64) machine: the engine builds it
// under QEMU from an arm64 Debian base with Debian's arm64 PyTorch
// (testenv.Arm64TorchBase), the in-image spkit is the cross-compiled arm64
// binary, and under emulation the HEALTHCHECK says healthy, every validate
// check passes (the torch import included) and the trainer runs a few
// steps with torch on aarch64 under spkit run, checkpointing into its
// output folder.
func TestArm64TorchTrainerUnderEmulation(t *testing.T) {
	base := testenv.Arm64TorchBase(t)
	dir := testenv.OfflineExample(t, "spkit-test-arm64", base)
	res := build(t, arm64Opts(t, dir, base))
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
	checkValidate(t, run([]string{"spkit", "validate", "--json"}))
	// A small model, so that three steps take seconds under QEMU.
	r := run(nil, "python3", "train.py", "--config", "train_configs/train_lora.yaml", "max_train_steps=3",
		"checkpointing_steps=3", "hidden_size=64", "num_layers=2", "seq_len=32", "vocab_size=128")
	for _, want := range []string{"step 3/3 loss", "checkpoint ", "done: step 3/3"} {
		if r.ExitCode != 0 || !strings.Contains(r.Stdout, want) {
			t.Fatalf("the example trainer under spkit run on arm64 = exit %d, want %q in\n%s\n%s", r.ExitCode, want, r.Stdout, r.Stderr)
		}
	}
	r = run(nil, "python3", "-c", "import platform, torch; print(platform.machine(), torch.ones(3).sum().item())")
	if r.ExitCode != 0 || strings.TrimSpace(r.Stdout) != "aarch64 3.0" {
		t.Errorf("torch under spkit run = exit %d, %q %q; want aarch64 3.0", r.ExitCode, r.Stdout, r.Stderr)
	}
}

// arm64Opts resolves the trainer in dir for the cpu profile on linux/arm64 with
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

// checkValidate: every check passes or is skipped.
func checkValidate(t *testing.T, r testenv.Result) {
	t.Helper()
	var rep checks.Report
	if err := json.Unmarshal([]byte(r.Stdout), &rep); err != nil {
		t.Fatalf("spkit validate --json: %v\n%s\n%s", err, r.Stdout, r.Stderr)
	}
	for _, c := range rep.Checks {
		if c.Status == checks.Fail {
			t.Errorf("validate under emulation: %s failed: %s", c.Name, c.Reason)
		}
	}
}
