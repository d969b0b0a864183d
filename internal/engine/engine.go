// Package engine connects to the Docker engine the way the docker CLI does:
// DOCKER_HOST, the current docker context and its TLS settings are honoured
// because the connection is made by docker/cli's own DockerCli. The same
// DockerCli drives the Compose SDK, and its API client reaches the engine's
// embedded BuildKit.
//
// Every call to the engine has a deadline: Ping (PingTimeout) runs before
// any work, short calls run under CallTimeout (Call), and a failure becomes
// one line with exit code 4 that says what to check (Unreachable).
package engine

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/docker/cli/cli/command"
	"github.com/docker/cli/cli/config"
	"github.com/docker/cli/cli/flags"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// NewCLI returns an initialized DockerCli writing to out and errOut.
// It does not contact the engine; Ping does. A DOCKER_HOST or docker
// context that names no usable engine is an Environment error here:
// docker/cli would print "Failed to initialize" and exit(1) on first use.
func NewCLI(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
	opts := flags.NewClientOptions()
	if err := checkEndpoint(opts); err != nil {
		return nil, err
	}
	cli, err := command.NewDockerCli(command.WithInputStream(in), command.WithOutputStream(out), command.WithErrorStream(errOut))
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, "cannot set up the Docker client: "+firstLine(err), "")
	}
	if err := cli.Initialize(opts); err != nil {
		return nil, endpointError(err)
	}
	return cli, nil
}

// checkEndpoint resolves the engine's address from DOCKER_HOST or the docker
// context the way DockerCli will, and returns its failure as one line.
func checkEndpoint(opts *flags.ClientOptions) error {
	c, err := command.NewAPIClientFromFlags(opts, config.LoadDefaultConfigFile(io.Discard))
	if err != nil {
		return endpointError(err)
	}
	return c.Close()
}

// endpointError says which setting named a bad engine address.
func endpointError(err error) error {
	msg := strings.TrimPrefix(firstLine(err), "unable to resolve docker endpoint: ")
	if host := os.Getenv(client.EnvOverrideHost); host != "" {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("DOCKER_HOST=%s is not a usable Docker engine address (%s)", host, msg),
			"set it to unix:///var/run/docker.sock or tcp://HOST:2376, or unset it")
	}
	if name := os.Getenv(command.EnvOverrideContext); name != "" {
		if strings.Contains(msg, "not found") {
			msg = "no such context"
		}
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("DOCKER_CONTEXT=%s is not a usable docker context (%s)", name, msg),
			"see `docker context ls`, or unset DOCKER_CONTEXT")
	}
	return errdefs.Wrap(errdefs.Environment, err, "the current docker context is not usable ("+msg+")",
		"see `docker context ls` and `docker context use default`")
}

func firstLine(err error) string {
	return strings.TrimSpace(strings.SplitN(err.Error(), "\n", 2)[0])
}
