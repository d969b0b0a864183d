package images

import (
	"regexp"
	"slices"

	"github.com/spkit-dev/spkit/internal/shell"
	"github.com/spkit-dev/spkit/reposcan"
)

// safeRequirement is a requirement spkit writes into a RUN line: PEP 508
// characters only (it is quoted as well).
var safeRequirement = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._\-\[\], <>=!~*+;"'()@:/%#]*$`)

// installBuildNeeds installs, after torch and before the requirements, the
// packages whose build imports torch (flash-attn, mamba-ssm: the table
// behind reposcan.NeedOf, with its sources): without build isolation,
// with the tools their builds import installed first. A profile without a
// GPU has no nvcc: their own variable skips the CUDA build there. The
// requirements' install then finds them satisfied.
func (g *generator) installBuildNeeds() {
	for _, n := range g.buildNeeds() {
		if !n.NoBuildIsolation || !safeRequirement.MatchString(n.Requirement) {
			continue
		}
		env := ""
		if n.CUDABuild && n.SkipCUDAEnv != "" && !g.t.Profile.HasGPU() {
			env = n.SkipCUDAEnv + "=TRUE "
		}
		g.w.comment(n.Package + " builds against the installed torch: no build isolation (" + n.Why + ").")
		g.pipWithSecrets("pip install " + shell.Join(n.BuildDeps) + " && " + env +
			"pip install --no-build-isolation " + shell.Quote(n.Requirement))
	}
}

// buildNeeds are the needs of the requirements (and the project's
// dependencies) and of pip_packages, one per package.
func (g *generator) buildNeeds() []reposcan.BuildNeed {
	var out []reposcan.BuildNeed
	if g.t.Install != nil {
		out = append(out, g.t.Install.Needs...)
	}
	_, _, pkgs := splitSelf(g.t.Project.PipPackages)
	for _, p := range pkgs {
		n, ok := reposcan.NeedOf(p, "pip_packages")
		if ok && !slices.ContainsFunc(out, func(o reposcan.BuildNeed) bool { return o.Package == n.Package }) {
			out = append(out, n)
		}
	}
	return out
}

// needsAptPackages are the system libraries the installed requirements
// load at import (libgl1 for opencv-python), each once.
func (g *generator) needsAptPackages(have []string) []string {
	var out []string
	for _, n := range g.buildNeeds() {
		for _, p := range n.RuntimeApt {
			if !slices.Contains(have, p) && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}
