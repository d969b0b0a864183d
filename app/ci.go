package app

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"

	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// CIGitHubRequest is `spkit ci github`: the workflow that builds, pushes
// and smoke-tests the profiles' images.
type CIGitHubRequest struct {
	// Output is the workflow's path relative to the repository ("-":
	// stdout).
	Output string
	// Profiles to build (spkit.yaml's when empty); Platforms replace each
	// profile's own.
	Profiles, Platforms []string
	// Registry is HOST/NAMESPACE ("": ghcr.io/<repository owner>).
	Registry  string
	GPURunner []string
	PinSHA    bool
	QEMU      bool
	// Check compares the checked-in workflow with the generated one
	// instead of writing it.
	Check bool
	// SpkitVersion is the spkit CI installs ("": this binary's).
	SpkitVersion string
}

var (
	registryRE = regexp.MustCompile(`^[a-z0-9.-]+(:[0-9]+)?(/[a-z0-9._-]+)+$`)
	platformRE = regexp.MustCompile(`^linux/(amd64|arm64)$`)
)

// Validate refuses values the workflow cannot carry, before any work.
func (r *CIGitHubRequest) Validate() error {
	if r.Registry != "" && !registryRE.MatchString(r.Registry) {
		return errdefs.Usagef("write it as HOST/NAMESPACE in lower case, e.g. ghcr.io/acme", "--registry %q is not a registry namespace", r.Registry)
	}
	for _, p := range r.Platforms {
		if !platformRE.MatchString(p) {
			return errdefs.Usagef("use linux/amd64 or linux/arm64", "--platforms: unsupported platform %q", p)
		}
	}
	for _, l := range r.GPURunner {
		if strings.TrimSpace(l) == "" {
			return errdefs.Usagef("pass the runner's labels, e.g. --gpu-runner self-hosted,gpu", "--gpu-runner has an empty label")
		}
	}
	if r.Check && r.Output == "-" {
		return errdefs.Usagef("name the checked-in file with -o", "--check cannot compare against stdout")
	}
	return nil
}

// spkitVersion is the spkit CI installs: the request's, this release, or a
// development build's commit (it has no release to install).
func (r *CIGitHubRequest) spkitVersion() string {
	if r.SpkitVersion != "" {
		return r.SpkitVersion
	}
	v := version.Get()
	if v.Version != "dev" {
		return v.Version
	}
	if v.Commit != "unknown" {
		return v.Commit
	}
	return "main"
}

// CIGitHub generates the workflow and prints it (Output "-"), compares it
// with the checked-in one (Check: the diff on Out and exit 1 when they
// differ) or writes it atomically.
func CIGitHub(d *Deps, req CIGitHubRequest) error {
	if err := req.Validate(); err != nil {
		return err
	}
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return err
	}
	names := req.Profiles
	if len(names) == 0 {
		names = lp.ProjectProfiles()
	}
	if len(names) == 0 {
		return errdefs.Configf("list them under profiles: in spkit.yaml or pass --profiles", "no profiles to build")
	}
	targets, err := lp.Targets(names)
	if err != nil {
		return err
	}
	out, err := ci.GitHubWorkflow(ci.GitHubOptions{
		Project:      lp.Config.Name,
		Images:       ciImages(targets, req.Platforms),
		Registry:     req.Registry,
		GPURunner:    req.GPURunner,
		PinSHA:       req.PinSHA,
		QEMU:         req.QEMU,
		SpkitVersion: req.spkitVersion(),
		GoVersion:    goMinor(runtime.Version()),
	})
	if err != nil {
		return err
	}
	return emitWorkflow(d, req, out)
}

func emitWorkflow(d *Deps, req CIGitHubRequest, out []byte) error {
	if req.Output == "-" {
		_, err := d.Out.Write(out)
		return err
	}
	path := req.Output
	if !filepath.IsAbs(path) {
		path = filepath.Join(d.Dir, path)
	}
	if req.Check {
		have, err := readNamed(d.Dir, req.Output, path)
		if err != nil {
			return errdefs.Wrap(errdefs.Failure, err, fmt.Sprintf("cannot read %s", req.Output), "generate it with `spkit ci github`")
		}
		if diff := ci.Diff(req.Output, have, out); diff != "" {
			fmt.Fprint(d.Out, diff)
			return errdefs.New(errdefs.Failure, req.Output+" differs from what spkit generates", "run `spkit ci github` to update it")
		}
		fmt.Fprintf(d.Out, "%s is up to date\n", req.Output)
		return nil
	}
	if err := writeNamed(d.Dir, req.Output, path, out); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, req.Output)
	}
	fmt.Fprintf(d.Out, "wrote %s\n", req.Output)
	return nil
}

// readNamed and writeNamed read and write the workflow: beneath the
// repository dir, no link followed, unless the user typed an absolute path
// (theirs to name).
func readNamed(dir, given, path string) ([]byte, error) {
	if filepath.IsAbs(given) {
		return fsutil.ReadFile(context.Background(), path, fsutil.MaxConfigBytes)
	}
	return fsutil.ReadFileIn(context.Background(), dir, path, fsutil.MaxConfigBytes)
}

func writeNamed(dir, given, path string, data []byte) error {
	if filepath.IsAbs(given) {
		return fsutil.WriteFileAtomic(path, data, 0o644)
	}
	return fsutil.WriteFileAtomicIn(dir, path, data, 0o644)
}

// ciImages returns the pipeline's images for resolved targets. With
// platforms set, every image is built for those instead of its profile's own.
func ciImages(targets []*project.Target, platforms []string) []ci.Image {
	out := make([]ci.Image, 0, len(targets))
	for _, t := range targets {
		ps := platforms
		if len(ps) == 0 {
			ps = []string{t.Profile.Platform}
		}
		out = append(out, ci.Image{
			Profile:   t.Profile.Name,
			TagSuffix: strings.TrimPrefix(runspec.ImageRef(t), strings.ToLower(t.Project.Name)+":"),
			Platforms: ps,
			GPU:       t.Profile.HasGPU(),
		})
	}
	return out
}

// goMinor is the Go version CI builds spkit with: goVersion ("go1.26.2")
// as 1.N.
func goMinor(goVersion string) string {
	v := strings.TrimPrefix(goVersion, "go")
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return v
	}
	return parts[0] + "." + parts[1]
}
