package supervisor

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// forwarded are the signals passed on to the trainer's process group.
var forwarded = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGUSR1, syscall.SIGUSR2}

// child is the trainer process. Its pid is also its process group id.
type child struct {
	cmd    *exec.Cmd
	pid    int
	done   bool
	status syscall.WaitStatus
}

// startChild becomes a subreaper (unless PID 1, which is one already),
// starts the command in its own process group (in the foreground of the
// terminal, if there is one, so it can read it) and returns it. sigs must
// already be subscribed so no SIGCHLD is missed.
func startChild(o *Options) (*child, error) {
	if os.Getpid() != 1 {
		// Orphaned grandchildren come to us to be reaped, as under PID 1.
		_ = unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
	}
	cmd := exec.Command(o.Command[0], o.Command[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = o.Stdin, o.Stdout, o.Stderr
	cmd.Env = o.Env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if f, ok := o.Stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		cmd.SysProcAttr.Foreground = true
		cmd.SysProcAttr.Ctty = int(f.Fd())
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &child{cmd: cmd, pid: cmd.Process.Pid}, nil
}

// subscribe routes the forwarded signals and SIGCHLD to a channel.
func subscribe() (chan os.Signal, func()) {
	ch := make(chan os.Signal, 64)
	signal.Notify(ch, append([]os.Signal{syscall.SIGCHLD}, forwarded...)...)
	return ch, func() { signal.Stop(ch) }
}

// reap collects every exited child (the trainer and any orphan reparented
// to us), so none stays a zombie. It reports whether the trainer is done.
func (c *child) reap() bool {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		if err != nil || pid <= 0 {
			return c.done
		}
		if pid == c.pid {
			c.done, c.status = true, ws
			// The pid is gone; let the os package drop its handle.
			_ = c.cmd.Process.Release()
		}
	}
}

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
