package app

import (
	"fmt"
	"io"
	"sync"

	"github.com/docker/cli/cli/command"
	"github.com/docker/cli/cli/config"
	"github.com/docker/compose/v5/cmd/display"
	composesdk "github.com/docker/compose/v5/pkg/compose"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
)

// DockerDialer makes the Docker CLI connection over a command's streams.
type DockerDialer func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error)

// Docker is the one connection to the Docker engine that the engine and
// builder adapters, doctor, smoke and top share: made on first use, once,
// so a command that never reaches the engine never connects to it.
type Docker struct {
	In          io.ReadCloser
	Out, ErrOut io.Writer
	// Dial makes the connection; nil is engine.NewCLI (DOCKER_HOST and the
	// docker context, as the docker CLI reads them).
	Dial DockerDialer

	once sync.Once
	cli  *command.DockerCli
	err  error
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

// API returns the engine's API client (not yet pinged).
func (d *Docker) API() (client.APIClient, error) {
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	return cli.Client(), nil
}

// Engine returns the Compose SDK runner over the connection, with spkit's
// deadlines (see timedEngine).
func (d *Docker) Engine() (NodesEngine, error) {
	cli, err := d.CLI()
	if err != nil {
		return nil, err
	}
	svc, err := composesdk.NewComposeService(cli, composesdk.WithEventProcessor(compose.Dedup(display.Plain(d.ErrOut))),
		composesdk.WithOutputStream(d.Out), composesdk.WithErrorStream(d.ErrOut))
	if err != nil {
		return nil, fmt.Errorf("setting up the Compose SDK: %w", err)
	}
	return &timedEngine{r: &compose.Runner{Compose: svc, Engine: cli.Client(), Out: d.Out, ErrOut: d.ErrOut}}, nil
}

// Builder returns the engine's BuildKit ("") or the buildkitd at addr,
// with the docker config's registry credentials for its session.
func (d *Docker) Builder(addr string) (ImageBuilder, error) {
	if addr != "" {
		api := func() (images.Engine, error) { return d.API() }
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
