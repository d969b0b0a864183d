package incontainer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// holdPoll is how often hold looks for the trials it stops to be gone.
const holdPoll = 50 * time.Millisecond

// NewHoldCmd is `spkit hold`, the PID 1 of spkit probe's container: it
// keeps the container up between trials (each trial is `spkit run` started
// in it through the engine's exec), reaps what is reparented to it, and on
// SIGTERM (docker stop) stops the trials still running, each through its
// own supervisor (SIGTERM, so the trainer gets its grace), before it exits.
// runF runs it with the trials' grace (nil: only as PID 1, then hold);
// tests record it.
func NewHoldCmd(d *Deps, runF func(grace time.Duration) error) *cobra.Command {
	var grace time.Duration
	if runF == nil {
		runF = func(grace time.Duration) error {
			if os.Getpid() != 1 {
				return errdefs.Usagef("spkit probe starts it as a container's entrypoint", "spkit hold runs only as a container's PID 1 (it stops every spkit in its PID namespace)")
			}
			return hold(d.ErrOut, grace)
		}
	}
	cmd := &cobra.Command{
		Use:    "hold",
		Short:  "Keep spkit probe's container up between trials (its PID 1)",
		Hidden: true,
		Args:   ExactArgs(0, "no arguments"),
		RunE:   func(*cobra.Command, []string) error { return runF(grace) },
	}
	cmd.Flags().DurationVar(&grace, "grace", 30*time.Second, "on SIGTERM, how long the trials' supervisors get before SIGKILL")
	return cmd
}

// hold waits for SIGTERM or SIGINT, reaping orphans meanwhile, then stops
// the trials.
func hold(errOut io.Writer, grace time.Duration) error {
	stop := make(chan os.Signal, 2)
	chld := make(chan os.Signal, 16)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	signal.Notify(chld, syscall.SIGCHLD)
	defer signal.Stop(stop)
	defer signal.Stop(chld)
	return holdUntil(errOut, grace, stop, chld)
}

// holdUntil reaps on each signal from chld until one comes from stop,
// then stops the trials.
func holdUntil(errOut io.Writer, grace time.Duration, stop, chld <-chan os.Signal) error {
	for {
		select {
		case <-chld:
			reapAll()
		case <-stop:
			stopTrials(errOut, grace)
			return nil
		}
	}
}

// reapAll collects every exited child without blocking.
func reapAll() {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if pid <= 0 || (err != nil && !errors.Is(err, syscall.EINTR)) {
			return
		}
	}
}

// stopTrials sends SIGTERM to every other process running this binary (the
// trials' `spkit run`), which stop their trainers with their own grace;
// what is left after grace gets SIGKILL.
func stopTrials(errOut io.Writer, grace time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	sig := syscall.SIGTERM
	for {
		pids := spkitProcesses()
		if len(pids) == 0 {
			return
		}
		for _, p := range pids {
			_ = syscall.Kill(p, sig)
		}
		select {
		case <-ctx.Done():
			if sig == syscall.SIGKILL {
				fmt.Fprintf(errOut, "spkit: %d trial process(es) outlived SIGKILL\n", len(pids))
				return
			}
			sig = syscall.SIGKILL
			ctx, cancel = context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
		case <-time.After(holdPoll):
			// Signalled processes are reaped by whoever started them (the
			// engine's exec); reparented ones by us.
			reapAll()
		}
		if sig == syscall.SIGTERM {
			sig = 0 // signal once, then only look
		}
	}
}

// spkitProcesses are the pids, other than this one, whose executable is
// this binary.
func spkitProcesses() []int {
	self, err := os.Readlink("/proc/self/exe")
	if err != nil {
		return nil
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []int
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		if exe, err := os.Readlink(filepath.Join("/proc", e.Name(), "exe")); err == nil && exe == self {
			out = append(out, pid)
		}
	}
	return out
}
