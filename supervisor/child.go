package supervisor

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// StartError is a trainer that could not be started (not found, not
// executable).
type StartError struct {
	Command string
	Err     error
}

func (e *StartError) Error() string { return "starting " + e.Command + ": " + e.Err.Error() }
func (e *StartError) Unwrap() error { return e.Err }

// child is the trainer process. Its pid is also its process group id.
type child struct {
	cmd    *exec.Cmd
	pid    int
	done   bool
	status syscall.WaitStatus
}

// startChild becomes a subreaper (unless PID 1, which is one already), so
// that every process the trainer starts stays a descendant of ours even
// when its parent exits (double forks, setsid'd daemons), and starts the
// command in its own process group (in the foreground of the terminal, if
// there is one, so it can read it).
//
// The trainer gets SIGKILL if spkit dies (Pdeathsig). The kernel sends it
// when the *thread* that forked the child exits, not the process: Run
// holds its goroutine on one OS thread (runtime.LockOSThread) from before
// this call until the trainer's tree is gone, so that thread cannot exit
// early. Pdeathsig reaches the trainer only; in a container the rest of
// the tree goes with PID 1's namespace, elsewhere it is reparented.
func startChild(o *Options) (*child, error) {
	if os.Getpid() != 1 {
		if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
			return nil, err
		}
	}
	cmd := exec.Command(o.Command[0], o.Command[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = o.Stdin, o.Stdout, o.Stderr
	cmd.Env = o.Env
	// flush's bound: a process stuck past SIGKILL may hold the pipes.
	cmd.WaitDelay = time.Second
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if f, ok := o.Stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		cmd.SysProcAttr.Foreground = true
		cmd.SysProcAttr.Ctty = int(f.Fd())
	}
	if err := cmd.Start(); err != nil {
		return nil, &StartError{Command: o.Command[0], Err: err}
	}
	return &child{cmd: cmd, pid: cmd.Process.Pid}, nil
}

// exited records the trainer's wait status once the reaper collected it.
func (c *child) exited(ws syscall.WaitStatus) {
	c.done, c.status = true, ws
	// The pid is gone; let the os package drop its handle.
	_ = c.cmd.Process.Release()
}

// flush waits for the goroutines copying the trainer's output when its
// streams are not files (tests, buffers): they end once every process
// holding the pipes is gone, which is true when this is called. The
// process itself was reaped already, so Wait's own error is expected.
func (c *child) flush() { _ = c.cmd.Wait() }

// signalGroup sends sig to the trainer's process group, or to the trainer
// alone when the group is gone (it may have left it).
func (c *child) signalGroup(o *Options, sig syscall.Signal) {
	if err := o.Signal(-c.pid, sig); errors.Is(err, syscall.ESRCH) && !c.done {
		_ = o.Signal(c.pid, sig)
	}
}

// exitCode is the trainer's exit status, 128+N when killed by signal N.
func (c *child) exitCode() int {
	if c.status.Signaled() {
		return 128 + int(c.status.Signal())
	}
	return c.status.ExitStatus()
}

// signal is the signal that killed the trainer, 0 when it exited.
func (c *child) signal() syscall.Signal {
	if c.status.Signaled() {
		return c.status.Signal()
	}
	return 0
}
