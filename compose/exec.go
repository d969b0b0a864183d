package compose

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ExecOptions run one command in a service's running container.
type ExecOptions struct {
	Cmd []string
	// Env is added to the container's environment for this command.
	Env []string
	// Logs gets the command's output, standard output and error both
	// (Out when nil): what a trainer prints, steps and progress bars alike.
	Logs io.Writer
}

// execSettle bounds the wait, after a command's output ended, for the
// engine to record its exit.
var execSettle = 5 * time.Second

// Exec runs o.Cmd in the service's running container (as the container's
// user, in its working directory), streams its output and returns its exit
// code once it ended. Cancelling ctx stops following it: the command goes
// on inside the container, which the caller then removes (the engine has no
// call that signals one exec'd process).
func (r *Runner) Exec(ctx context.Context, projectName, service string, o ExecOptions) (int, error) {
	ctr, err := r.container(ctx, projectName, service)
	if err != nil {
		return 0, err
	}
	if ctr.State != container.StateRunning {
		return 0, errdefs.New(errdefs.Runtime, fmt.Sprintf("the container of %s is not running (%s)", service, strings.ToLower(ctr.Status)),
			"see its last lines with `spkit logs "+service+"`")
	}
	created, err := r.Engine.ExecCreate(ctx, ctr.ID, client.ExecCreateOptions{AttachStdout: true, AttachStderr: true, Env: o.Env, Cmd: o.Cmd})
	if err != nil {
		return 0, fmt.Errorf("starting %s in %s: %w", o.Cmd[0], service, err)
	}
	att, err := r.Engine.ExecAttach(ctx, created.ID, client.ExecAttachOptions{})
	if err != nil {
		return 0, fmt.Errorf("starting %s in %s: %w", o.Cmd[0], service, err)
	}
	defer att.Close()
	out := o.Logs
	if out == nil {
		out = r.Out
	}
	copied := make(chan error, 1)
	go func() {
		_, err := stdcopy.StdCopy(out, out, att.Reader)
		copied <- err
	}()
	select {
	case <-ctx.Done():
		att.Close()
		// The copy ends with the closed stream; its error is the cancel's.
		if err := <-copied; err != nil && !errors.Is(err, net.ErrClosed) {
			return 0, fmt.Errorf("%w (reading the output of %s in %s: %v)", ctx.Err(), o.Cmd[0], service, err)
		}
		return 0, ctx.Err()
	case err := <-copied:
		if err != nil && ctx.Err() == nil {
			return 0, fmt.Errorf("reading the output of %s in %s: %w", o.Cmd[0], service, err)
		}
	}
	return r.execExit(ctx, created.ID, service)
}

// execExit waits (briefly) for the engine to record the exec'd command's
// exit, and returns its code.
func (r *Runner) execExit(ctx context.Context, id, service string) (int, error) {
	deadline := time.Now().Add(execSettle)
	for {
		res, err := r.Engine.ExecInspect(ctx, id, client.ExecInspectOptions{})
		if err != nil {
			return 0, fmt.Errorf("reading the exit code of a command in %s: %w", service, err)
		}
		if !res.Running {
			return res.ExitCode, nil
		}
		if time.Now().After(deadline) {
			return 0, errdefs.New(errdefs.Runtime, fmt.Sprintf("a command in %s closed its output but is still running after %s", service, execSettle),
				"remove the container: spkit down "+service)
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}
