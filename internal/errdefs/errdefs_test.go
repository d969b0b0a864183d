package errdefs

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

func TestCodeOf(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want Code
	}{
		{"nil", nil, OK},
		{"plain", errors.New("x"), Failure},
		{"user error", Configf("fix it", "bad %s", "thing"), Config},
		{"wrapped user error", fmt.Errorf("loading: %w", New(Environment, "no engine", "")), Environment},
		{"exit error", &ExitError{Code: 42}, 42},
		{"cancelled", fmt.Errorf("build: %w", context.Canceled), Cancelled},
	}
	for _, c := range cases {
		if got := CodeOf(c.err); got != c.want {
			t.Errorf("%s: CodeOf = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	cause := errors.New("dial unix /var/run/docker.sock: connect: permission denied")
	err := Wrap(Environment, cause, "cannot reach the Docker engine", "add yourself to the docker group")
	if got, want := err.Error(), "cannot reach the Docker engine: add yourself to the docker group"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(err, cause) {
		t.Error("Wrap lost its cause")
	}
}
