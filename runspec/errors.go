package runspec

import (
	"fmt"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// UnsupportedError is a renderer's refusal of a setting its backend cannot
// express (a Swarm service and ipc: host, say).
type UnsupportedError struct {
	Backend string // "compose", "dockerfile", "swarm", "kubernetes"
	Field   string // the setting, as spkit.yaml or a profile names it
	Why     string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("%s cannot express %s: %s", e.Backend, e.Field, e.Why)
}

// Unsupported returns the refusal as the one-line Config error (exit 3)
// users see; errors.As still finds the *UnsupportedError.
func Unsupported(backend, field, why string) error {
	e := &UnsupportedError{Backend: backend, Field: field, Why: why}
	return errdefs.Wrap(errdefs.Config, e, e.Error(), "change "+field+" for this profile (a user profile can), or use another backend")
}
