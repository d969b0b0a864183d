package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/project"
)

type ciGitHubOptions struct {
	Output       string
	Profiles     []string
	Platforms    []string
	Registry     string
	GPURunner    []string
	PinSHA       bool
	QEMU         bool
	Check        bool
	SpkitVersion string
}

func newCICmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ci",
		Short: "Generate CI pipelines for the trainer's images",
		Args:  exactArgs(0, "a subcommand (github)"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.Usagef("run `spkit ci github`", "spkit ci needs a subcommand")
		},
	}
	cmd.AddCommand(newCIGitHubCmd(f))
	return cmd
}

func newCIGitHubCmd(f *Factory) *cobra.Command {
	opts := &ciGitHubOptions{}
	cmd := &cobra.Command{
		Use:   "github",
		Short: "Write a GitHub Actions workflow that builds, pushes and smoke-tests the images",
		Long: `Writes a workflow (default ` + ci.DefaultWorkflowPath + `) that builds each profile's image on
native runners per architecture (ubuntu-24.04, ubuntu-24.04-arm), caches layers in the registry,
pushes by digest, merges multi-arch manifests with SBOM and provenance attestations, and runs
` + "`spkit smoke`" + ` on the result. With --check, exits 1 and prints the diff when the checked-in
workflow differs from what spkit would generate.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := opts.validate(); err != nil {
				return err
			}
			return runCIGitHub(f, opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.Output, "output", "o", ci.DefaultWorkflowPath, "workflow path, relative to the repository (- for stdout)")
	fl.StringSliceVar(&opts.Profiles, "profiles", nil, "profiles to build (default: those in spkit.yaml)")
	fl.StringSliceVar(&opts.Platforms, "platforms", nil, "build every image for these platforms (default: each profile's own)")
	fl.StringVar(&opts.Registry, "registry", "", "registry and namespace, e.g. ghcr.io/acme (default: ghcr.io/<repository owner>)")
	fl.StringSliceVar(&opts.GPURunner, "gpu-runner", nil, "runs-on labels of a self-hosted GPU runner for full GPU smoke tests")
	fl.BoolVar(&opts.PinSHA, "pin-sha", false, "pin actions to commit SHAs instead of major versions")
	fl.BoolVar(&opts.QEMU, "qemu", false, "build all architectures on amd64 runners with QEMU instead of native runners")
	fl.BoolVar(&opts.Check, "check", false, "exit 1 and show the diff if the workflow differs from the generated one")
	fl.StringVar(&opts.SpkitVersion, "spkit-version", "", "spkit version CI installs (default: this binary's version)")
	return cmd
}

var (
	registryRE = regexp.MustCompile(`^[a-z0-9.-]+(:[0-9]+)?(/[a-z0-9._-]+)+$`)
	platformRE = regexp.MustCompile(`^linux/(amd64|arm64)$`)
)

func (o *ciGitHubOptions) validate() error {
	if o.Registry != "" && !registryRE.MatchString(o.Registry) {
		return errdefs.Usagef("write it as HOST/NAMESPACE in lower case, e.g. ghcr.io/acme", "--registry %q is not a registry namespace", o.Registry)
	}
	for _, p := range o.Platforms {
		if !platformRE.MatchString(p) {
			return errdefs.Usagef("use linux/amd64 or linux/arm64", "--platforms: unsupported platform %q", p)
		}
	}
	for _, l := range o.GPURunner {
		if strings.TrimSpace(l) == "" {
			return errdefs.Usagef("pass the runner's labels, e.g. --gpu-runner self-hosted,gpu", "--gpu-runner has an empty label")
		}
	}
	if o.Check && o.Output == "-" {
		return errdefs.Usagef("name the checked-in file with -o", "--check cannot compare against stdout")
	}
	return nil
}

func (o *ciGitHubOptions) version() string {
	if o.SpkitVersion != "" {
		return o.SpkitVersion
	}
	if v := version.Get(); v.Version != "dev" {
		return v.Version
	}
	// A development build has no release to install: use its commit.
	if c := version.Get().Commit; c != "unknown" {
		return c
	}
	return "main"
}

func runCIGitHub(f *Factory, opts *ciGitHubOptions) error {
	lp, err := loadProject(f)
	if err != nil {
		return err
	}
	names := opts.Profiles
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
		Images:       ciImages(targets, opts.Platforms),
		Registry:     opts.Registry,
		GPURunner:    opts.GPURunner,
		PinSHA:       opts.PinSHA,
		QEMU:         opts.QEMU,
		SpkitVersion: opts.version(),
		GoVersion:    goMinor(),
	})
	if err != nil {
		return err
	}
	return emitWorkflow(f, opts, out)
}

func emitWorkflow(f *Factory, opts *ciGitHubOptions, out []byte) error {
	if opts.Output == "-" {
		_, err := f.IO.Out.Write(out)
		return err
	}
	path := opts.Output
	if !filepath.IsAbs(path) {
		path = filepath.Join(f.Dir, path)
	}
	if opts.Check {
		have, err := fsutil.ReadFile(context.Background(), path, fsutil.MaxConfigBytes)
		if err != nil {
			return errdefs.Wrap(errdefs.Failure, err, fmt.Sprintf("cannot read %s", opts.Output), "generate it with `spkit ci github`")
		}
		if d := ci.Diff(opts.Output, have, out); d != "" {
			fmt.Fprint(f.IO.Out, d)
			return errdefs.New(errdefs.Failure, opts.Output+" differs from what spkit generates", "run `spkit ci github` to update it")
		}
		fmt.Fprintf(f.IO.Out, "%s is up to date\n", opts.Output)
		return nil
	}
	if err := fsutil.WriteFileAtomic(path, out, 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", opts.Output), "check the directory's permissions")
	}
	fmt.Fprintf(f.IO.Out, "wrote %s\n", opts.Output)
	return nil
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
			TagSuffix: strings.TrimPrefix(images.DefaultTag(t), strings.ToLower(t.Project.Name)+":"),
			Platforms: ps,
			GPU:       t.Profile.HasGPU(),
		})
	}
	return out
}

// goMinor is the Go version CI builds spkit with: this binary's, as 1.N.
func goMinor() string {
	v := strings.TrimPrefix(runtime.Version(), "go")
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return v
	}
	return parts[0] + "." + parts[1]
}
