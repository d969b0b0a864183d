package reposcan

import (
	_ "embed"
	"slices"
	"sync"

	"gopkg.in/yaml.v3"
)

// BuildNeed is what one of the repository's requirements needs beyond
// `pip install` to build in the image or to import there, from the table
// in data/buildneeds.yaml (each entry with its sources).
type BuildNeed struct {
	Package     string // normalized name: flash-attn
	Requirement string // as the repository writes it: flash-attn==2.7.4.post1
	From        string // where: requirements.txt:3, setup.py dependencies
	// NoBuildIsolation: install it with --no-build-isolation after torch,
	// with BuildDeps installed first (its build imports torch).
	NoBuildIsolation bool
	BuildDeps        []string
	// CUDABuild: it compiles CUDA code, so the builder needs nvcc;
	// SkipCUDAEnv is the variable its build reads to build without CUDA.
	CUDABuild   bool
	SkipCUDAEnv string
	// RuntimeApt are Debian packages the runtime image needs for it to
	// import (libgl1 for opencv-python).
	RuntimeApt []string
	Why        string
	Sources    []string
}

//go:embed data/buildneeds.yaml
var buildNeedsYAML []byte

type buildNeedEntry struct {
	Name             string   `yaml:"name"`
	NoBuildIsolation bool     `yaml:"no_build_isolation"`
	CUDABuild        bool     `yaml:"cuda_build"`
	BuildDeps        []string `yaml:"build_deps"`
	SkipCUDAEnv      string   `yaml:"skip_cuda_env"`
	RuntimeApt       []string `yaml:"runtime_apt"`
	Why              string   `yaml:"why"`
	Sources          []string `yaml:"sources"`
}

// buildNeedTable is the embedded table by normalized name.
var buildNeedTable = sync.OnceValues(func() (map[string]buildNeedEntry, error) {
	var doc struct {
		Packages []buildNeedEntry `yaml:"packages"`
	}
	if err := yaml.Unmarshal(buildNeedsYAML, &doc); err != nil {
		return nil, err
	}
	out := map[string]buildNeedEntry{}
	for _, e := range doc.Packages {
		out[normName(e.Name)] = e
	}
	return out, nil
})

// NeedOf returns what a requirement needs (false when the table knows
// nothing for it, or it does not apply on Linux). from says where the
// requirement is written.
func NeedOf(req, from string) (BuildNeed, bool) {
	r, ok := ParseRequirement(req)
	if !ok || !r.OnLinux() {
		return BuildNeed{}, false
	}
	table, err := buildNeedTable()
	e, known := table[r.Normalized()]
	if err != nil || !known {
		return BuildNeed{}, false
	}
	return BuildNeed{
		Package: r.Normalized(), Requirement: r.String(), From: from,
		NoBuildIsolation: e.NoBuildIsolation, BuildDeps: slices.Clone(e.BuildDeps),
		CUDABuild: e.CUDABuild, SkipCUDAEnv: e.SkipCUDAEnv, RuntimeApt: slices.Clone(e.RuntimeApt),
		Why: e.Why, Sources: slices.Clone(e.Sources),
	}, true
}

// addNeed appends a requirement's need once per package.
func addNeed(needs []BuildNeed, req, from string) []BuildNeed {
	n, ok := NeedOf(req, from)
	if !ok || slices.ContainsFunc(needs, func(o BuildNeed) bool { return o.Package == n.Package }) {
		return needs
	}
	return append(needs, n)
}
