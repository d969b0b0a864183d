package app

import (
	"io"
	"sync"

	"github.com/docker/cli/cli/command"
	"github.com/docker/cli/cli/config"

	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/swarm"
)

// DockerDialer makes the Docker CLI connection over a command's streams.
type DockerDialer func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error)

// Docker is the one connection to the Docker engine that the backends,
// the builders, doctor, smoke and top share: made on first use, once, so
// a command that never reaches the engine never connects to it.
type Docker struct {
	In          io.ReadCloser
	Out, ErrOut io.Writer
	// Dial makes the connection; nil is engine.NewCLI (DOCKER_HOST and the
	// docker context, as the docker CLI reads them).
	Dial DockerDialer

	once sync.Once
	cli  *command.DockerCli
	err  error

	composeOnce sync.Once
	compose     compose.Engine
	composeErr  error
}

// CLI returns the Docker CLI connection; its error is already a user error.
func (d *Docker) CLI() (*command.DockerCli, error) {
	d.once.Do(func() {
		dial := d.Dial
		if dial == nil {
			dial = engine.NewCLI
		}
		d.cli, d.err = dial(d.In, d.Out, d.ErrOut)
	})
	return d.cli, d.err
}

// Compose returns the Compose SDK runner over the connection, with
// spkit's deadlines (compose.NewEngine), once: the use cases' Engine and
// the compose backends share it.
func (d *Docker) Compose() (compose.Engine, error) {
	d.composeOnce.Do(func() {
		cli, err := d.CLI()
		if err != nil {
			d.composeErr = err
			return
		}
		d.compose, d.composeErr = compose.NewEngine(cli, d.Out, d.ErrOut)
	})
	return d.compose, d.composeErr
}

// Engine is Compose as the use cases' Engine.
func (d *Docker) Engine() (Engine, error) { return d.Compose() }

// swarmConn is the connection as the swarm backend takes it.
func (d *Docker) swarmConn() (swarm.Conn, error) {
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	return cli, nil
}

// Checks are doctor's and smoke's engine checks over the connection.
func (d *Docker) Checks() (EngineChecks, error) {
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	return enginecheck.Checks{API: cli.Client()}, nil
}

// Runs finds the running trainers top follows, over the connection.
func (d *Docker) Runs() (RunFinder, error) {
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	return compose.Finder{API: cli.Client()}, nil
}

// Builder returns the engine's BuildKit ("") or the buildkitd at addr,
// with the docker config's registry credentials for its session.
func (d *Docker) Builder(addr string) (ImageBuilder, error) {
	if addr != "" {
		api := func() (images.Engine, error) {
			cli, err := d.CLI()
			if err != nil {
				return nil, err
			}
			return cli.Client(), nil
		}
		cfg := config.LoadDefaultConfigFile(d.ErrOut)
		return &SessionBuilder{B: &images.RemoteBuilder{Addr: addr, Engine: api}, Auth: authFrom(cfg)}, nil
	}
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	eb := images.NewEngineBuilder(cli.Client())
	eb.Auth = func(ref string) (string, error) { return command.RetrieveAuthTokenFromImage(cli.ConfigFile(), ref) }
	return &SessionBuilder{B: eb, Auth: authFrom(cli.ConfigFile())}, nil
}
