package cli

import (
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/runner"
)

// IOStreams are the command's standard streams.
type IOStreams struct {
	In     io.ReadCloser
	Out    io.Writer
	ErrOut io.Writer
}

// IsTerminal reports whether w is a terminal (false for buffers and pipes).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Factory holds what commands depend on. Expensive clients are created on
// first use; tests replace fields with fakes.
type Factory struct {
	IO *IOStreams
	// Debug adds causes to error output (--debug).
	Debug bool
	// Dir is the trainer repository spkit works in (-C/--dir).
	Dir string
	// Now is the clock.
	Now func() time.Time

	// NewDockerCLI makes the Docker connection (nil: the real one, from
	// DOCKER_HOST and the docker context); tests make one that fails.
	NewDockerCLI app.DockerDialer
	// NewGPU returns the NVML view of the GPUs; tests give gputest fixtures.
	NewGPU func() gpu.Lister
	// NewBuilder replaces the builders (tests); nil means the real ones,
	// over the Docker connection.
	NewBuilder func(addr string) (app.ImageBuilder, error)
	// Backends replace the runners' registry (tests); nil means
	// app.Backends over the Docker connection.
	Backends []runner.Backend
	// Matrix is the version matrix this process's commands use, loaded
	// before each command (preferRefreshedMatrix); nil: the built-in one.
	Matrix *profiles.Matrix

	dockerOnce sync.Once
	docker     *app.Docker
}

// NewFactory returns the factory for the real process.
func NewFactory() *Factory {
	return &Factory{
		IO:     &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr},
		Dir:    ".",
		Now:    time.Now,
		NewGPU: func() gpu.Lister { return gpu.New() },
	}
}

// Deps returns the use cases' dependencies over this factory: the engine,
// the backends, the builders and the engine checks connect on first use.
func (f *Factory) Deps() *app.Deps {
	c := f.dockerConn()
	backends := f.Backends
	if backends == nil {
		backends = app.Backends(c)
	}
	return &app.Deps{
		Dir:      f.Dir,
		Engine:   c.Engine,
		Backends: backends,
		Builder:  f.builder,
		Checks:   c.Checks,
		Runs:     c.Runs,
		GPU:      f.NewGPU(),
		ProcRoot: "/",
		Shm:      app.DevShm,
		Out:      f.IO.Out,
		ErrOut:   f.IO.ErrOut,
		Now:      f.Now,
		Matrix:   f.Matrix,
	}
}

// dockerConn is the one Docker connection, over the factory's streams as
// they are when it is first asked for (tests replace them first).
func (f *Factory) dockerConn() *app.Docker {
	f.dockerOnce.Do(func() {
		f.docker = &app.Docker{In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Dial: f.NewDockerCLI}
	})
	return f.docker
}

// builder returns the engine's BuildKit ("") or the buildkitd at addr.
func (f *Factory) builder(addr string) (app.ImageBuilder, error) {
	if f.NewBuilder != nil {
		return f.NewBuilder(addr)
	}
	return f.dockerConn().Builder(addr)
}
