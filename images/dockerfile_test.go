package images

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// goldenCUDA are the CUDA versions every built-in profile gets a golden
// Dockerfile for.
var goldenCUDA = []string{"13.0", "12.9"}

// dfTrainerConfig is a project shaped like the seeds' trainer.
func dfTrainerConfig() *project.Config {
	return &project.Config{
		Name:           "lora-trainer",
		Requirements:   "requirements.txt",
		SystemPackages: []string{"git", "libgl1"},
		PipPackages:    []string{"fastsafetensors>=0.1.10"},
		Copy:           []string{"*.py", "train_configs/", "utils"},
		Train: project.Train{
			Command: []string{"python", "train.py", "--config", "{config}"},
			Config:  "train_configs/train_lora.yaml",
		},
		Env: map[string]string{"HF_HUB_ENABLE_HF_TRANSFER": "1"},
	}
}

// dockerfileCase is one generated Dockerfile checked against a golden file.
type dockerfileCase struct {
	golden  string // file name under testdata/dockerfile
	target  *project.Target
	opts    DockerfileOptions
	release *profiles.CUDARelease
}

// dfGoldenCases resolves the trainer for every built-in profile and CUDA
// version the matrix knows, plus variants (torch from the base image,
// --base-image, --target devel, --syntax). Combinations Resolve rejects
// must be rejected as config errors and have no golden file.
func dfGoldenCases(t *testing.T) []dockerfileCase {
	t.Helper()
	cat, m := profiles.Builtin(), profiles.DefaultMatrix()
	var cases []dockerfileCase
	for _, version := range goldenCUDA {
		rel, err := m.Release(version)
		if err != nil {
			t.Logf("CUDA %s is not in the matrix yet; no goldens for it", version)
			continue
		}
		for _, p := range cat.All() {
			cfg := dfTrainerConfig()
			cfg.CUDA = version
			tg, err := project.Resolve(cfg, p.Name, cat, m)
			name := p.Name + "_cuda" + version + ".Dockerfile"
			if err != nil {
				assertRejected(t, name, err)
				continue
			}
			assertAcceptedCombination(t, p, rel)
			cases = append(cases, dockerfileCase{golden: name, target: tg, release: rel})
		}
	}
	return append(cases, dfVariantCases(t, cat, m)...)
}

func dfVariantCases(t *testing.T, cat *profiles.Catalog, m *profiles.Matrix) []dockerfileCase {
	t.Helper()
	resolve := func(profile string, edit func(*project.Config)) *project.Target {
		cfg := dfTrainerConfig()
		edit(cfg)
		tg, err := project.Resolve(cfg, profile, cat, m)
		if err != nil {
			t.Fatalf("resolve %s: %v", profile, err)
		}
		return tg
	}
	none := func(*project.Config) {}
	torchBase := func(c *project.Config) { c.CUDA, c.Torch = "13.0", project.TorchFromBase }
	rel, _ := m.Release("13.0")
	return []dockerfileCase{
		{golden: "dgx-spark_cuda13.0_torch-base.Dockerfile", target: resolve("dgx-spark", torchBase), release: rel},
		{golden: "cpu_cuda13.0_debian-base.Dockerfile", target: resolve("cpu", torchBase), release: rel,
			opts: DockerfileOptions{BaseImage: "spkit-test/debian-torch:bookworm"}},
		{golden: "dgx-spark_cuda13.0_devel.Dockerfile", target: resolve("dgx-spark", none), release: rel,
			opts: DockerfileOptions{Target: StageDevel}},
		{golden: "h100_cuda13.0_syntax.Dockerfile", target: resolve("h100", none), release: rel,
			opts: DockerfileOptions{Syntax: true}},
	}
}

// assertRejected checks a combination Resolve refused was refused as a
// config error with a message, not a crash or another kind of failure.
func assertRejected(t *testing.T, name string, err error) {
	t.Helper()
	if code := errdefs.CodeOf(err); code != errdefs.Config {
		t.Errorf("%s: Resolve failed with exit code %d (%v), want a config error", name, code, err)
	}
	if _, statErr := os.Stat(dfGoldenPath(name)); statErr == nil && !golden.Updating() {
		t.Errorf("%s: Resolve now rejects this combination (%v) but a golden file exists; run go test ./images -update", name, err)
	}
}

// assertAcceptedCombination: a GPU whose architecture the CUDA release
// dropped (V100 with CUDA 13) must never get a Dockerfile.
func assertAcceptedCombination(t *testing.T, p *profiles.Profile, rel *profiles.CUDARelease) {
	t.Helper()
	if p.GPU != nil && slices.Contains(rel.Dropped, p.GPU.Architecture) {
		t.Errorf("profile %s (%s) resolved with CUDA %s, which dropped %s", p.Name, p.GPU.Architecture, rel.Version, p.GPU.Architecture)
	}
}

func dfGoldenPath(name string) string { return filepath.Join("testdata", "dockerfile", name) }

func TestDockerfileGolden(t *testing.T) {
	cases := dfGoldenCases(t)
	if len(cases) == 0 {
		t.Fatal("no Dockerfile cases: the catalog or matrix is empty")
	}
	want := map[string]bool{}
	for _, c := range cases {
		want[c.golden] = true
		t.Run(strings.TrimSuffix(c.golden, ".Dockerfile"), func(t *testing.T) {
			got, err := Dockerfile(c.target, c.opts)
			if err != nil {
				t.Fatalf("Dockerfile: %v", err)
			}
			dfCompareGolden(t, dfGoldenPath(c.golden), got)
			checkStructure(t, c, got)
			if warnings := lintDockerfile(t, got, c.target.Profile.Platform); len(warnings) > 0 {
				t.Errorf("BuildKit lint found %d problem(s):\n%s", len(warnings), strings.Join(warnings, "\n"))
			}
		})
	}
	checkNoStaleGoldens(t, want)
}

func dfCompareGolden(t *testing.T, path, got string) {
	t.Helper()
	golden.Assert(t, path, []byte(got))
}

// checkNoStaleGoldens removes (with -update) or reports golden files no
// case produces any more, e.g. after a profile was renamed.
func checkNoStaleGoldens(t *testing.T, want map[string]bool) {
	t.Helper()
	entries, _ := os.ReadDir(filepath.Join("testdata", "dockerfile"))
	for _, e := range entries {
		if want[e.Name()] {
			continue
		}
		if golden.Updating() {
			_ = os.Remove(dfGoldenPath(e.Name()))
			continue
		}
		t.Errorf("stale golden file %s: no case generates it (run go test ./images -update)", dfGoldenPath(e.Name()))
	}
}
