// Package incontainer holds the commands spkit runs inside the image: run
// (the ENTRYPOINT's supervisor), healthcheck (the HEALTHCHECK) and validate.
// They link the supervisor, the checks and NVML only, never BuildKit,
// compose or the Docker client, so the small cmd/spkit-container binary
// that images ship (about a fifth of spkit's size, and a start within the
// healthcheck's budget) and the full spkit share one implementation.
package incontainer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/version"
)

// HealthcheckName is the name the image's HEALTHCHECK runs; a binary
// invoked under it runs `healthcheck`.
const HealthcheckName = imageenv.HealthcheckBinary

// Deps are what the in-container commands depend on.
type Deps struct {
	In          io.Reader
	Out, ErrOut io.Writer
	Now         func() time.Time
	NewGPU      func() gpu.Lister
}

// ProcessDeps are the real process's streams, clock and NVML.
func ProcessDeps() *Deps {
	return &Deps{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr, Now: time.Now,
		NewGPU: func() gpu.Lister { return gpu.New() }}
}

// Main runs the container binary with the process's arguments (argv[0]
// included) and returns the exit code.
func Main(args []string, d *Deps) int {
	if filepath.Base(args[0]) == HealthcheckName && len(args) == 1 {
		// The HEALTHCHECK, every few seconds: straight to the checks,
		// without building the command tree.
		return healthcheck(d)
	}
	if filepath.Base(args[0]) == HealthcheckName {
		args = append([]string{args[0], "healthcheck"}, args[1:]...)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	root := newRootCmd(d)
	root.SetArgs(args[1:])
	root.SetIn(d.In)
	root.SetOut(d.Out)
	root.SetErr(d.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return int(errdefs.OK)
	}
	if strings.HasPrefix(err.Error(), "unknown command") {
		err = errdefs.Wrap(errdefs.Usage, err, strings.SplitN(err.Error(), "\n", 2)[0], "inside the image spkit runs run, healthcheck, validate and version")
	}
	PrintError(d.ErrOut, err, false)
	return int(errdefs.CodeOf(err))
}

func newRootCmd(d *Deps) *cobra.Command {
	root := &cobra.Command{
		Use:           "spkit",
		Short:         "spkit's container side: run, healthcheck, validate",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(NewRunCmd(d, nil), NewHealthcheckCmd(d, nil), NewValidateCmd(d, nil), NewHoldCmd(d, nil), &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Run: func(*cobra.Command, []string) {
			fmt.Fprintf(d.Out, "spkit %s (%s, container)\n", version.Version, version.Commit)
		},
	})
	return root
}

// flagError makes a flag cobra cannot parse a usage error (exit 2).
func flagError(_ *cobra.Command, err error) error {
	return errdefs.Wrap(errdefs.Usage, err, err.Error(), "see --help")
}

// PrintError writes err as one line (two with debug: the cause chain).
func PrintError(w io.Writer, err error, debug bool) {
	if errdefs.Silent(err) {
		return
	}
	msg := err.Error()
	var ue *errdefs.Error
	if errors.As(err, &ue) && !debug {
		msg = ue.Error()
	}
	msg = strings.TrimSpace(strings.SplitN(msg, "\n", 2)[0])
	fmt.Fprintf(w, "spkit: %s\n", msg)
	if debug && ue != nil && ue.Err != nil {
		fmt.Fprintf(w, "spkit: cause: %v\n", ue.Err)
	}
}

// ExactArgs is cobra.ExactArgs with a usage exit code and a hint.
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return errdefs.Usagef("usage: "+cmd.UseLine(), "%s takes %s, got %d argument(s)", cmd.CommandPath(), what, len(args))
		}
		return nil
	}
}

// WriteJSON writes v indented, without HTML escaping.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
