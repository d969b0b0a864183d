// Package engine connects to the Docker engine the way the docker CLI does:
// DOCKER_HOST, the current docker context and its TLS settings are honoured
// because the connection is made by docker/cli's own DockerCli. The same
// DockerCli drives the Compose SDK, and its API client reaches the engine's
// embedded BuildKit.
package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/docker/cli/cli/command"
	"github.com/docker/cli/cli/flags"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// NewCLI returns an initialized DockerCli writing to out and errOut.
// It does not contact the engine; Ping does.
func NewCLI(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
	cli, err := command.NewDockerCli(command.WithInputStream(in), command.WithOutputStream(out), command.WithErrorStream(errOut))
	if err != nil {
		return nil, fmt.Errorf("creating Docker client: %w", err)
	}
	if err := cli.Initialize(flags.NewClientOptions()); err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err,
			"cannot set up the Docker client", "check DOCKER_HOST and the current docker context ("+err.Error()+")")
	}
	return cli, nil
}

// Ping checks that the engine answers and returns its version.
func Ping(ctx context.Context, c client.APIClient) (string, error) {
	v, err := c.ServerVersion(ctx, client.ServerVersionOptions{})
	if err != nil {
		return "", Unreachable(c.DaemonHost(), err)
	}
	return v.Version, nil
}

// Unreachable rewrites a failure to reach the engine at host into a sentence
// that says what to do.
func Unreachable(host string, err error) error {
	if errors.Is(err, context.Canceled) {
		return err
	}
	hint := "start it (sudo systemctl start docker) or point DOCKER_HOST at a running engine"
	if strings.Contains(err.Error(), "permission denied") {
		hint = "add your user to the docker group (sudo usermod -aG docker $USER, then log in again) or run as root"
	}
	return errdefs.Wrap(errdefs.Environment, err,
		fmt.Sprintf("the Docker engine at %s does not answer", host), hint)
}
