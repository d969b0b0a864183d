package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/cmd/cli/incontainer"
)

// The container-side commands (run, healthcheck, validate) live in
// package incontainer, shared with the small in-image binary
// (cmd/spkit-container).

// Each runF (nil: the in-container run) is incontainer's seam.

func newRunCmd(f *Factory, runF func(context.Context, incontainer.RunRequest) error) *cobra.Command {
	return incontainer.NewRunCmd(f.containerDeps(), runF)
}

func newHealthcheckCmd(f *Factory, runF func() error) *cobra.Command {
	return incontainer.NewHealthcheckCmd(f.containerDeps(), runF)
}

func newValidateCmd(f *Factory, runF func(context.Context, incontainer.ValidateRequest) error) *cobra.Command {
	return incontainer.NewValidateCmd(f.containerDeps(), runF)
}

// containerDeps are the factory's streams, clock and NVML for the
// in-container commands.
func (f *Factory) containerDeps() *incontainer.Deps {
	return &incontainer.Deps{In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Now: f.Now, NewGPU: f.NewGPU}
}

// printReport writes a check report as text or JSON; a failed report exits 1.
func printReport(f *Factory, r *checks.Report, asJSON bool) error {
	return incontainer.PrintReport(f.IO.Out, r, asJSON)
}
