package cli

import (
	"io"
	"os"
	"sync"
	"time"

	"github.com/docker/cli/cli/command"
	"golang.org/x/term"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/engine"
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

	dockerOnce sync.Once
	docker     *command.DockerCli
	dockerErr  error
	// NewDockerCLI creates the Docker CLI connection; replaced in tests.
	NewDockerCLI func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error)
	// NewGPU returns the NVML view of the GPUs; tests give gputest fixtures.
	NewGPU func() gpu.Lister
	// NewEngine and NewBuilder replace the engine and the builders (tests);
	// nil means the real ones.
	NewEngine  func() (app.Engine, error)
	NewBuilder func(addr string) (app.ImageBuilder, error)

	engineOnce sync.Once
	eng        app.Engine
	engErr     error
}

// NewFactory returns the factory for the real process.
func NewFactory() *Factory {
	return &Factory{
		IO:           &IOStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr},
		Dir:          ".",
		Now:          time.Now,
		NewDockerCLI: engine.NewCLI,
		NewGPU:       func() gpu.Lister { return gpu.New() },
	}
}

// DockerCLI returns the Docker CLI connection, creating it on first use.
func (f *Factory) DockerCLI() (*command.DockerCli, error) {
	f.dockerOnce.Do(func() {
		f.docker, f.dockerErr = f.NewDockerCLI(f.IO.In, f.IO.Out, f.IO.ErrOut)
	})
	return f.docker, f.dockerErr
}
