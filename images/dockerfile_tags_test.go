package images

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

var fromRe = regexp.MustCompile(`(?m)^FROM (\S+)`)

// Issue 30: no Dockerfile spkit generates names a tag NVIDIA marks
// unsupported (and deletes), for any built-in profile on any CUDA release
// and OS the matrix knows; each CUDA stage builds on its release's image
// in a variant that release publishes (12.8.2 has no cuDNN images).
func TestNoDockerfileNamesAnUnsupportedTag(t *testing.T) {
	cat, m := profiles.Builtin(), profiles.DefaultMatrix()
	if len(m.UnsupportedImages) == 0 {
		t.Fatal("the matrix lists no unsupported images")
	}
	built := 0
	for _, rel := range m.CUDA {
		for _, os := range rel.OS {
			for _, p := range cat.All() {
				for _, torch := range []string{"", project.TorchFromBase} {
					cfg := dfTrainerConfig()
					cfg.CUDA, cfg.OS, cfg.Torch = rel.Version, os.Name, torch
					tg, err := project.Resolve(cfg, p.Name, cat, m)
					if err != nil {
						continue // refused combinations have no Dockerfile
					}
					df, err := Dockerfile(tg, DockerfileOptions{})
					if err != nil {
						t.Fatalf("%s cuda %s %s: %v", p.Name, rel.Version, os.Name, err)
					}
					built++
					for _, from := range fromRe.FindAllStringSubmatch(df, -1) {
						checkFrom(t, m, &rel, from[1], p.Name)
					}
				}
			}
		}
	}
	if built < 50 {
		t.Errorf("only %d Dockerfiles generated", built)
	}
}

func checkFrom(t *testing.T, m *profiles.Matrix, rel *profiles.CUDARelease, ref, profile string) {
	t.Helper()
	if n := m.TagNotice(ref); n != nil {
		t.Errorf("%s cuda %s: %s", profile, rel.Version, n)
	}
	tag, ok := profiles.ParseImageTag(ref)
	if !ok {
		return // the CPU base or an image that ships PyTorch
	}
	if tag.Version != rel.ImageVersion || !rel.HasVariant(tag.Variant) {
		t.Errorf("%s cuda %s: FROM %s, not a variant of %s the release publishes (%v)", profile, rel.Version, ref, rel.ImageVersion, rel.Variants)
	}
}

// Issue 30's acceptance: cu129 2.12.1 on amd64 and arm64, 2.14.1 on cu130,
// and torchaudio 2.11.0 for a project that pins it with torch 2.14.1.
func TestIssue30Combinations(t *testing.T) {
	cat, m := profiles.Builtin(), profiles.DefaultMatrix()
	for _, c := range []struct {
		profile, cuda, torch, audio string
		want                        []string
	}{
		{"h100", "12.9", "2.12.1", "", []string{"FROM nvidia/cuda:12.9.1-cudnn-devel-ubuntu24.04 AS builder", "torch==2.12.1 torchvision==0.27.1 --index-url https://download.pytorch.org/whl/cu129"}},
		{"dgx-spark", "12.9", "2.12.1", "", []string{"FROM nvidia/cuda:12.9.1-cudnn-devel-ubuntu24.04 AS builder", "torch==2.12.1 torchvision==0.27.1 --index-url https://download.pytorch.org/whl/cu129"}},
		{"h100", "13.0", "2.14.1", "", []string{"FROM nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04 AS builder", "torch==2.14.1 torchvision==0.29.1 torchaudio==2.11.0 --index-url https://download.pytorch.org/whl/cu130"}},
		{"dgx-spark", "13.0", "2.14.1", "2.11.0", []string{"torch==2.14.1 torchvision==0.29.1 torchaudio==2.11.0 --index-url https://download.pytorch.org/whl/cu130"}},
		{"dgx-spark", "13.2", "", "", []string{"FROM nvidia/cuda:13.2.1-cudnn-devel-ubuntu24.04 AS builder", "torch==2.14.1 torchvision==0.29.1 --index-url https://download.pytorch.org/whl/cu132"}},
		{"v100", "12.8", "", "", []string{"FROM nvidia/cuda:12.8.2-devel-ubuntu24.04 AS builder", "FROM nvidia/cuda:12.8.2-base-ubuntu24.04 AS runtime"}},
	} {
		cfg := dfTrainerConfig()
		cfg.CUDA, cfg.Torch, cfg.Torchaudio = c.cuda, c.torch, c.audio
		tg, err := project.Resolve(cfg, c.profile, cat, m)
		if err != nil {
			t.Errorf("%s cuda %s torch %s: %v", c.profile, c.cuda, c.torch, err)
			continue
		}
		df, err := Dockerfile(tg, DockerfileOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(df, w) {
				t.Errorf("%s cuda %s torch %s: Dockerfile lacks %q", c.profile, c.cuda, c.torch, w)
			}
		}
	}
	// cu129 and cu132 have no torchaudio 2.11.0 wheels: a pin is refused.
	cfg := dfTrainerConfig()
	cfg.CUDA, cfg.Torch, cfg.Torchaudio = "12.9", "2.12.1", "2.11.0"
	_, err := project.Resolve(cfg, "h100", cat, m)
	if err == nil || errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "torchaudio 2.11.0 does not pair with torch 2.12.1") {
		t.Errorf("cu129 torchaudio pin: %v", err)
	}
}

// A base image the registry lacks is said in one line: the tag, why
// (NVIDIA's unsupported mark) and the supported tag; any other missing
// image is named as such.
func TestMissingBaseImage(t *testing.T) {
	m := profiles.DefaultMatrix()
	gone := errors.New(`rpc error: code = Unknown desc = failed to solve: nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04: failed to resolve source metadata for docker.io/nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04: docker.io/nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04: not found`)
	err := MissingBaseImage(gone, m)
	want := "base image nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04 is not in the registry: NVIDIA marks 13.0.2 unsupported (newer version available) and deletes its tags; use nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04"
	if err == nil || err.Error() != want || errdefs.CodeOf(err) != errdefs.Build {
		t.Errorf("err = %v\nwant %s", err, want)
	}
	engine := errors.New(`failed to solve with frontend dockerfile.v0: failed to create LLB definition: 127.0.0.1:5000/nvidia/cuda:13.1.0-base-ubuntu24.04: not found`)
	if err := MissingBaseImage(engine, m); err == nil || !strings.HasSuffix(err.Error(), "; use 127.0.0.1:5000/nvidia/cuda:13.1.2-base-ubuntu24.04") {
		t.Errorf("engine's BuildKit = %v", err)
	}
	other := errors.New(`failed to solve: failed to resolve source metadata for docker.io/library/debian:nope: docker.io/library/debian:nope: not found`)
	if err := MissingBaseImage(other, m); err == nil || !strings.HasPrefix(err.Error(), "base image library/debian:nope is not in the registry (deleted, or never published)") {
		t.Errorf("other = %v", err)
	}
	if err := MissingBaseImage(errors.New("failed to resolve source metadata for docker.io/nvidia/cuda:13.0.3-base-ubuntu24.04: failed to do request: dial tcp: i/o timeout"), m); err != nil {
		t.Errorf("a network failure is not a missing tag: %v", err)
	}
	if strings.Contains(MissingBaseImage(gone, m).Error(), "\n") {
		t.Error("more than one line")
	}
}
