package cli

import (
	"bytes"
	"context"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// dockerfileRepo writes a seeds-shaped trainer repository whose spkit.yaml
// has the given profiles section and returns its directory.
func dockerfileRepo(t *testing.T, profilesYAML string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"spkit.yaml": "name: lora-trainer\ncuda: \"13.0\"\nrequirements: requirements.txt\ncopy: [\"*.py\", train_configs/]\n" +
			"train:\n  command: [python, train.py, --config, \"{config}\"]\n  config: train_configs/train_lora.yaml\n" +
			"volumes:\n  data: ./corpus\n" + profilesYAML,
		"requirements.txt":              "omegaconf\n",
		"train.py":                      "print('train')\n",
		"train_configs/train_lora.yaml": "lr: 1e-4\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestDockerfileCommand(t *testing.T) {
	twoProfiles := "profiles:\n  dgx-spark: {}\n  rtx4090: {}\n"
	cases := []struct {
		name     string
		profiles string
		args     []string
		code     errdefs.Code
		want     []string // in stdout (or stderr when code != 0)
		not      []string
	}{
		{"dgx-spark cuda 13", twoProfiles, []string{"--cuda", "13.0", "--profile", "dgx-spark"}, errdefs.OK,
			[]string{"profile dgx-spark (linux/arm64), CUDA 13.0", "FROM nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04 AS builder",
				"FROM nvidia/cuda:13.0.3-base-ubuntu24.04 AS runtime", "SPKIT_UNIFIED_MEMORY=true",
				`CMD ["python","train.py","--config","/app/train_configs/train_lora.yaml"]`}, []string{"# syntax="}},
		// Issue 30's acceptance: cu129 2.12.1 on amd64 and arm64, 2.14.1 on
		// cu130 (with torchaudio 2.11.0), CUDA 13.2.
		{"h100 cu129 2.12.1", "", []string{"--profile", "h100", "--cuda", "12.9", "--torch", "2.12.1"}, errdefs.OK,
			[]string{"FROM nvidia/cuda:12.9.1-cudnn-devel-ubuntu24.04 AS builder", "pip install torch==2.12.1 torchvision==0.27.1 --index-url https://download.pytorch.org/whl/cu129"}, nil},
		{"dgx-spark cu129 2.12.1", "", []string{"--profile", "dgx-spark", "--cuda", "12.9", "--torch", "2.12.1"}, errdefs.OK,
			[]string{"profile dgx-spark (linux/arm64), CUDA 12.9, torch 2.12.1", "pip install torch==2.12.1 torchvision==0.27.1 --index-url https://download.pytorch.org/whl/cu129"}, nil},
		{"h100 cu130 2.14.1", "", []string{"--profile", "h100", "--cuda", "13.0", "--torch", "2.14.1"}, errdefs.OK,
			[]string{"pip install torch==2.14.1 torchvision==0.29.1 torchaudio==2.11.0 --index-url https://download.pytorch.org/whl/cu130"}, nil},
		{"dgx-spark cuda 13.2", "", []string{"--profile", "dgx-spark", "--cuda", "13.2"}, errdefs.OK,
			[]string{"FROM nvidia/cuda:13.2.1-base-ubuntu24.04 AS runtime", "--index-url https://download.pytorch.org/whl/cu132"}, []string{"torchaudio"}},
		{"only listed profile is the default", "profiles:\n  cpu: {}\n", nil, errdefs.OK,
			[]string{"SPKIT_PROFILE=cpu", "SPKIT_GPU_COUNT=0"}, nil},
		{"no profiles listed: standard", "", nil, errdefs.OK, []string{"SPKIT_PROFILE=standard"}, nil},
		{"several profiles need --profile", twoProfiles, nil, errdefs.Usage,
			[]string{"spkit.yaml lists 2 profiles", "dgx-spark, rtx4090"}, nil},
		{"--cuda beats the per-profile cuda", "profiles:\n  rtx4090:\n    cuda: \"12.9\"\n", []string{"--cuda", "13.0"}, errdefs.OK,
			[]string{"FROM nvidia/cuda:13.0.3-base-ubuntu24.04 AS runtime"}, nil},
		{"base image and devel target", "", []string{"--base-image", "debian-torch:bookworm", "--target", "devel"}, errdefs.OK,
			[]string{"FROM debian-torch:bookworm AS builder", "FROM debian-torch:bookworm AS runtime"}, []string{"nvidia/cuda"}},
		{"syntax opt-in", "", []string{"--syntax"}, errdefs.OK, []string{"# syntax=docker/dockerfile:1."}, nil},
		{"dockerignore", "", []string{"--dockerignore"}, errdefs.OK,
			[]string{"\n.git\n", "**/*.safetensors", "\ncorpus\n", "!.spkit/bin"}, []string{"FROM"}},
		{"bad base image", "", []string{"--base-image", "a b"}, errdefs.Usage, []string{`invalid --base-image "a b"`}, nil},
		{"argument", "", []string{"runtime"}, errdefs.Usage, []string{"takes no arguments"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := dockerfileRepo(t, c.profiles)
			before := dirEntries(t, dir)
			code, stdout, stderr := runDockerfileCLI(dir, c.args...)
			if code != int(c.code) {
				t.Fatalf("exit code %d, want %d; stderr %q", code, c.code, stderr)
			}
			out := stdout
			if c.code != errdefs.OK {
				out = stderr
				if stdout != "" {
					t.Errorf("stdout on failure: %q", stdout)
				}
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			for _, n := range c.not {
				if strings.Contains(out, n) {
					t.Errorf("output contains %q", n)
				}
			}
			if after := dirEntries(t, dir); after != before {
				t.Errorf("spkit dockerfile wrote files: %v", after)
			}
		})
	}
}

// runDockerfileCLI runs `spkit -C dir dockerfile args...` with buffers for
// streams and returns the exit code, stdout and stderr.
func runDockerfileCLI(dir string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	f := NewFactory()
	f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: &errOut}
	code := Run(context.Background(), f, append([]string{"-C", dir, "dockerfile"}, args...))
	return code, out.String(), errOut.String()
}

// dirEntries lists the paths under dir, to show a command wrote nothing.
func dirEntries(t *testing.T, dir string) string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		paths = append(paths, p)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(paths, "\n")
}
