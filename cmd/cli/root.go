package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/version"
)

// NewRootCmd returns the spkit command tree.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "spkit",
		Short: "Build, run and check ML trainers in CUDA containers, from DGX Spark to H100",
		Long: `spkit takes a training repository (described by spkit.yaml) and makes it run
in containers on NVIDIA hardware: it generates a multi-stage CUDA image and
builds it with BuildKit, emits and runs compose variants per hardware profile,
and supervises the trainer with a memory guard.

Exit codes: 0 ok, 1 a check failed, 2 usage, 3 invalid config, 4 environment
(engine, GPU, files), 5 build failed, 6 container or trainer failed,
7 stopped by the memory guard, 130 cancelled. See docs/exit-codes.md.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// --version prints what `spkit version` prints first.
		Version:                    version.Get().Version,
		SuggestionsMinimumDistance: 2,
	}
	root.SetVersionTemplate("spkit {{.Version}}\n")
	root.PersistentFlags().BoolVar(&f.Debug, "debug", false, "print the cause behind each error")
	root.PersistentFlags().StringVarP(&f.Dir, "dir", "C", f.Dir, "the trainer repository to work in (holds spkit.yaml)")
	root.PersistentPreRunE = preferRefreshedMatrix(f)
	root.SetFlagErrorFunc(flagError)

	root.AddCommand(
		newVersionCmd(f, nil),
		newInitCmd(f, nil),
		newProfilesCmd(f, nil),
		newDockerfileCmd(f, nil),
		newBuildCmd(f, nil),
		newComposeCmd(f, nil),
		newK8sCmd(f, nil),
		newSlurmCmd(f, nil),
		newUpCmd(f, nil),
		newDownCmd(f, nil),
		newPsCmd(f, nil),
		newLogsCmd(f, nil),
		newDoctorCmd(f, nil),
		newHealthcheckCmd(f, nil),
		newValidateCmd(f, nil),
		newSmokeCmd(f, nil),
		newRunCmd(f, nil),
		newTrainCmd(f, nil),
		newProbeCmd(f, nil),
		newCICmd(f, nil),
		newMatrixCmd(f, nil),
		newEstimateCmd(f, nil),
		newReportCmd(f, nil),
		newTopCmd(f, nil),
	)
	return root
}

// exactArgs is cobra.ExactArgs with a usage exit code and a hint.
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n && cmd.HasAvailableSubCommands() {
			// A mistyped subcommand ("profiles lsit"), not an argument.
			msg := fmt.Sprintf("unknown command %q for %q", args[n], cmd.CommandPath())
			cmd.SuggestionsMinimumDistance = max(cmd.SuggestionsMinimumDistance, 2)
			if s := cmd.SuggestionsFor(args[n]); len(s) > 0 {
				msg += " (did you mean " + strings.Join(s, " or ") + "?)"
			}
			return errdefs.Usagef("see "+cmd.CommandPath()+" --help", "%s", msg)
		}
		if len(args) != n {
			return errdefs.Usagef("usage: "+cmd.UseLine(), "%s takes %s, got %d argument(s)", cmd.CommandPath(), what, len(args))
		}
		return nil
	}
}
