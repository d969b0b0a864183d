package app

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

const pinnedYAML = trainerYAML + `cuda: "13.0"
torch: base
base_image: nvcr.io/nvidia/pytorch:25.11-py3
profiles:
  cpu:
    cuda: "12.9"
  h100: {}
`

func TestTargetPicksTheProfile(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	lp, err := LoadProject(d.Dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	// spkit.yaml lists none: the fallback, else a usage error.
	if tg, err := lp.Target("", "", "standard", "build"); err != nil || tg.Profile.Name != "standard" {
		t.Errorf("fallback: %v, %v", tg, err)
	}
	if _, err := lp.Target("", "", "", "build"); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("no profile and no fallback: %v", err)
	}
	write(t, filepath.Join(d.Dir, "spkit.yaml"), pinnedYAML)
	lp, _ = LoadProject(d.Dir, nil)
	if _, err := lp.Target("", "", "standard", "build for"); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "pass --profile, one of: cpu, h100") {
		t.Errorf("two listed: %v", err)
	}
	if got := lp.ProjectProfiles(); strings.Join(got, ",") != "cpu,h100" {
		t.Errorf("ProjectProfiles = %v", got)
	}
}

// --cuda replaces spkit.yaml's CUDA and the profile's own; --torch the
// torch (and, unless base, the base image).
func TestPinsOverSpkitYAML(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), pinnedYAML)
	lp, err := LoadProject(d.Dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	tg, err := lp.Target("cpu", "", "", "build")
	if err != nil || tg.CUDA.Version != "12.9" {
		t.Fatalf("cpu's own CUDA: %v, %v", tg, err)
	}
	lp, _ = LoadProject(d.Dir, nil)
	tg, err = lp.Target("cpu", "13.0", "", "build")
	if err != nil || tg.CUDA.Version != "13.0" {
		t.Errorf("--cuda 13.0 over cpu's 12.9: %v, %v", tg.CUDA.Version, err)
	}
	lp, _ = LoadProject(d.Dir, nil)
	lp.Pin(Pins{Torch: "2.9.1"}, "h100")
	if c := lp.Config; c.Torch != "2.9.1" || c.BaseImage != "" || c.Torchvision != "" {
		t.Errorf("--torch 2.9.1: torch %q, base %q", c.Torch, c.BaseImage)
	}
	lp, _ = LoadProject(d.Dir, nil)
	lp.Pin(Pins{Torch: project.TorchFromBase, CUDA: "13.0"}, "cpu")
	if c := lp.Config; c.BaseImage == "" || c.CUDA != "13.0" || c.Profiles["cpu"].CUDA != "" {
		t.Errorf("--torch base --cuda 13.0: %+v", c)
	}
}
