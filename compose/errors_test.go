package compose

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestExplain(t *testing.T) {
	tests := []struct {
		err  string
		code errdefs.Code
		want string
	}{
		{`Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]`, errdefs.Environment, "nvidia-ctk runtime configure"},
		{`OCI runtime create failed: error setting rlimit type 8: operation not permitted`, errdefs.Runtime, "RLIMIT_MEMLOCK"},
		{`Conflict. The container name "/x-cpu-1" is already in use by container "abc"`, errdefs.Runtime, "docker rm"},
		{`No such image: x:cuda13.0-cpu`, errdefs.Environment, "spkit build --profile cpu"},
		{`something else broke`, errdefs.Runtime, "something else broke"},
	}
	for _, tc := range tests {
		err := Explain(errors.New(tc.err), "cpu")
		if errdefs.CodeOf(err) != tc.code || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Explain(%q) = %v (code %d), want code %d mentioning %q", tc.err, err, errdefs.CodeOf(err), tc.code, tc.want)
		}
		if !strings.Contains(errors.Unwrap(err).Error(), tc.err) {
			t.Errorf("Explain(%q) lost its cause", tc.err)
		}
	}
}
