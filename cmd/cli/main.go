// Package cli holds spkit's cobra commands. Commands are thin: each parses
// its options, validates them, and calls the package that does the work.
// Errors are printed once, here, and mapped to the exit codes documented in
// docs/exit-codes.md.
package cli

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spkit-dev/spkit/cmd/cli/incontainer"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Main runs spkit with the process's arguments and returns the exit code.
func Main() int {
	f := NewFactory()
	return Run(context.Background(), f, os.Args[1:])
}

// Run executes the command line args against the factory and returns the
// exit code. Tests call it with a factory whose streams are buffers.
func Run(ctx context.Context, f *Factory, args []string) int {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	// After the first Ctrl-C, commands wind down through ctx; a second one
	// gets Go's default handling and ends spkit at once, whatever it waits on.
	go func() {
		<-ctx.Done()
		stop()
	}()

	root := NewRootCmd(f)
	root.SetArgs(args)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return int(errdefs.OK)
	}
	if ue := (*errdefs.Error)(nil); !errors.As(err, &ue) && strings.HasPrefix(err.Error(), "unknown command") {
		// cobra's own usage errors carry no code: they are usage errors,
		// one line with cobra's "did you mean".
		err = unknownCommand(err)
	}
	if ctx.Err() != nil && !errdefs.Silent(err) {
		err = errdefs.Wrap(errdefs.Cancelled, err, "cancelled", "")
	}
	incontainer.PrintError(f.IO.ErrOut, err, f.Debug)
	return int(errdefs.CodeOf(err))
}
