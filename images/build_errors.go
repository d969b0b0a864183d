package images

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

var (
	rpcPrefix = regexp.MustCompile(`rpc error: code = \w+ desc = `)
	exitCode  = regexp.MustCompile(`exit code: \d+`)
)

// cleanMessage strips gRPC framing from a BuildKit error and keeps its first
// line.
func cleanMessage(err error) string {
	msg := rpcPrefix.ReplaceAllString(err.Error(), "")
	msg = strings.TrimSpace(strings.SplitN(msg, "\n", 2)[0])
	return strings.TrimPrefix(msg, "failed to solve: ")
}

// containsAny reports whether s contains one of subs (case-insensitive).
func containsAny(s string, subs ...string) bool {
	s = strings.ToLower(s)
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// SolveError rewrites a failed solve into one sentence with an exit code.
// ctx is the solve's context, rec what the status stream said, builder the
// builder's name and ref the image being built.
func SolveError(ctx context.Context, err error, rec *Recorder, builder, ref string) error {
	if ctx.Err() != nil || errors.Is(err, context.Canceled) {
		return errdefs.Wrap(errdefs.Cancelled, context.Canceled, "build cancelled", "")
	}
	msg := err.Error()
	if e := pipOffline(err, rec); e != nil {
		return e
	}
	switch {
	case rec != nil && rec.Failed() != nil && exitCode.MatchString(rec.Failed().Error):
		step := rec.Failed()
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("step %q failed (%s)", shortStep(step.Name), exitCode.FindString(step.Error)),
			"its last log lines are above; fix the step and build again")
	case containsAny(msg, "push access denied", "unauthorized", "insufficient_scope", "failed to push", "denied: requested access"):
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("the registry refused the push of %s (%s)", ref, cleanMessage(err)),
			"log in with `docker login REGISTRY` and check that the repository exists and you may push to it")
	case containsAny(msg, "failed to resolve source metadata", "pull access denied", "failed to do request", "failed to authorize"):
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("a base image cannot be pulled (%s)", cleanMessage(err)),
			"check the network and the image name, or pass --base-image with an image the builder has")
	case containsAny(msg, "connection refused", "error while dialing", "no such file or directory", "connection reset", "code = unavailable", "eof"):
		return errdefs.Wrap(errdefs.Environment, err,
			fmt.Sprintf("lost the connection to %s (%s)", builder, cleanMessage(err)),
			"check that the builder runs and build again")
	case containsAny(msg, "dockerfile parse error", "failed to parse dockerfile", "unknown instruction"):
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("the Dockerfile is invalid (%s)", cleanMessage(err)), "this is a bug in spkit's generator: please report it")
	}
	return errdefs.Wrap(errdefs.Build, err, fmt.Sprintf("the build failed: %s", cleanMessage(err)), "run with --progress plain for the full log")
}

// networkSigns are what pip (urllib3) logs when it cannot reach an index;
// without this, the failure it ends with ("No matching distribution",
// "conflicting dependencies") hides the cause.
var networkSigns = []string{
	"Network is unreachable", "Temporary failure in name resolution", "Name or service not known",
	"Failed to establish a new connection", "NewConnectionError", "ConnectTimeoutError", "No route to host",
	"Connection refused')",
}

// pipOffline recognises a pip step that failed because the build has no
// network (nil otherwise).
func pipOffline(err error, rec *Recorder) error {
	if rec == nil {
		return nil
	}
	step := rec.Failed()
	if step == nil || !strings.Contains(step.Name, "pip") {
		return nil
	}
	sign := step.Logged(networkSigns...)
	if sign == "" {
		return nil
	}
	return errdefs.Wrap(errdefs.Environment, err,
		fmt.Sprintf("pip could not reach its package index from the build (%q in step %q)", sign, shortStep(step.Name)),
		"give the builder network access (behind a proxy: --build-arg HTTPS_PROXY=URL), or build offline from a base image that ships PyTorch and your requirements: --torch base --base-image REF (README: Try it)")
}

// shortStep keeps a step's name readable in one line: "[builder 5/5] RUN
// pip install -r ..." rather than the whole multi-line RUN.
func shortStep(name string) string {
	name = strings.Join(strings.Fields(name), " ")
	const max = 100
	if len(name) <= max {
		return name
	}
	return name[:max-3] + "..."
}
