package engine

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Deadlines for engine calls. Variables so tests can shorten them.
var (
	// PingTimeout bounds the ping every engine command makes before work:
	// an engine that accepts connections and never answers is reported
	// after this long instead of hanging.
	PingTimeout = 10 * time.Second
	// CallTimeout bounds one short call (list containers, inspect an image).
	CallTimeout = 60 * time.Second
)

// Host is an engine client that knows its address.
type Host interface{ DaemonHost() string }

// Pinger is the part of the engine client Ping uses.
type Pinger interface {
	Host
	ServerVersion(ctx context.Context, options client.ServerVersionOptions) (client.ServerVersionResult, error)
}

// Ping checks within PingTimeout that the engine answers and speaks the
// Docker API, and returns its version.
func Ping(ctx context.Context, c Pinger) (string, error) {
	v, err := Call(ctx, c, PingTimeout, func(ctx context.Context) (client.ServerVersionResult, error) {
		return c.ServerVersion(ctx, client.ServerVersionOptions{})
	})
	if err != nil {
		return "", err
	}
	return v.Version, nil
}

// Call runs one engine call under a deadline of d and rewrites a failure to
// reach the engine into one line (Unreachable). Errors the engine answered
// with (no such container, conflict) are returned as they are.
func Call[T any](ctx context.Context, c Host, d time.Duration, call func(context.Context) (T, error)) (T, error) {
	cctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	v, err := call(cctx)
	if err == nil {
		return v, nil
	}
	if ctx.Err() == nil && errors.Is(cctx.Err(), context.DeadlineExceeded) {
		return v, TimedOut(c.DaemonHost(), d, err)
	}
	if IsConnectionError(err) {
		return v, Unreachable(c.DaemonHost(), err)
	}
	return v, err
}

// IsConnectionError reports whether err says the engine could not be
// reached or did not speak HTTP, as opposed to an answer from the engine.
func IsConnectionError(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var ne net.Error
	if client.IsErrConnectionFailed(err) || errors.As(err, &ne) || errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	text := err.Error()
	for _, s := range []string{"connection refused", "connection reset", "no such host", "EOF", "unable to parse"} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return notDocker(err)
}

// TimedOut is the line for an engine that accepted a call and did not
// answer within d: the deadline the caller gave, never another.
func TimedOut(host string, d time.Duration, err error) error {
	return errdefs.Wrap(errdefs.Environment, err,
		fmt.Sprintf("the Docker engine at %s did not answer within %s", host, d),
		"check that DOCKER_HOST (or the docker context) names a running Docker engine, and that it is not stuck (sudo systemctl status docker)")
}

// Unreachable rewrites a failure to reach the engine at host into a sentence
// that says what to do.
func Unreachable(host string, err error) error {
	var ue *errdefs.Error
	switch {
	case errors.Is(err, context.Canceled), errors.As(err, &ue):
		return err
	case errors.Is(err, context.DeadlineExceeded):
		return TimedOut(host, PingTimeout, err)
	case notDocker(err):
		return errdefs.Wrap(errdefs.Environment, err,
			fmt.Sprintf("the server at %s does not speak the Docker API", host),
			"check that DOCKER_HOST (or the docker context) names a Docker engine, not another service")
	case strings.Contains(err.Error(), "permission denied"):
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("the Docker engine at %s does not answer", host),
			"add your user to the docker group (sudo usermod -aG docker $USER, then log in again) or run as root")
	}
	return errdefs.Wrap(errdefs.Environment, err,
		fmt.Sprintf("the Docker engine at %s does not answer", host),
		"start it (sudo systemctl start docker) or point DOCKER_HOST at a running engine")
}

// notDocker reports whether the other end answered, but not as an engine.
func notDocker(err error) bool {
	text := err.Error()
	return strings.Contains(text, "malformed HTTP") || strings.Contains(text, "page not found") ||
		strings.Contains(text, "server gave HTTP response to HTTPS client") || strings.Contains(text, "unexpected EOF")
}
