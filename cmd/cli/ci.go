package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// newCICmd is `spkit ci`; runF runs `spkit ci github`'s request (nil: the
// use case), so a test asserts what a command line through the parent
// builds.
func newCICmd(f *Factory, runF func(app.CIGitHubRequest) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ci",
		Short: "Generate CI pipelines for the trainer's images",
		Args:  exactArgs(0, "a subcommand (github)"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.Usagef("run `spkit ci github`", "spkit ci needs a subcommand")
		},
	}
	cmd.AddCommand(newCIGitHubCmd(f, runF))
	return cmd
}

func newCIGitHubCmd(f *Factory, runF func(app.CIGitHubRequest) error) *cobra.Command {
	req := app.CIGitHubRequest{}
	if runF == nil {
		runF = func(r app.CIGitHubRequest) error { return app.CIGitHub(f.Deps(), r) }
	}
	cmd := &cobra.Command{
		Use:   "github",
		Short: "Write a GitHub Actions workflow that builds, pushes and smoke-tests the images",
		Long: `Writes a workflow (default ` + ci.DefaultWorkflowPath + `) that builds each profile's image on
native runners per architecture (ubuntu-24.04, ubuntu-24.04-arm), caches layers in the registry,
pushes by digest, merges multi-arch manifests with SBOM and provenance attestations, and runs
` + "`spkit smoke`" + ` on the result. With --check, exits 1 and prints the diff when the checked-in
workflow differs from what spkit would generate.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error { return runF(req) },
	}
	fl := cmd.Flags()
	fl.StringVarP(&req.Output, "output", "o", ci.DefaultWorkflowPath, "workflow path, relative to the repository (- for stdout)")
	fl.StringSliceVar(&req.Profiles, "profiles", nil, "profiles to build (default: those in spkit.yaml)")
	fl.StringSliceVar(&req.Platforms, "platforms", nil, "build every image for these platforms (default: each profile's own)")
	fl.StringVar(&req.Registry, "registry", "", "registry and namespace, e.g. ghcr.io/acme (default: ghcr.io/<repository owner>)")
	fl.StringSliceVar(&req.GPURunner, "gpu-runner", nil, "runs-on labels of a self-hosted GPU runner for full GPU smoke tests")
	fl.BoolVar(&req.PinSHA, "pin-sha", false, "pin actions to commit SHAs instead of major versions")
	fl.BoolVar(&req.QEMU, "qemu", false, "build all architectures on amd64 runners with QEMU instead of native runners")
	fl.BoolVar(&req.Check, "check", false, "exit 1 and show the diff if the workflow differs from the generated one")
	fl.StringVar(&req.SpkitVersion, "spkit-version", "", "spkit version CI installs (default: this binary's version)")
	return cmd
}
