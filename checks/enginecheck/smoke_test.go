package enginecheck

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

func TestStartErrorNoNVIDIARuntime(t *testing.T) {
	err := startError(errors.New(`Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]`))
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "nvidia-ctk runtime configure --runtime=docker") {
		t.Errorf("startError = %v (code %d), want the toolkit sentence with exit 4", err, errdefs.CodeOf(err))
	}
	if other := startError(errors.New("OCI runtime create failed")); errdefs.CodeOf(other) != errdefs.Runtime {
		t.Errorf("other start failures should be runtime errors, got code %d", errdefs.CodeOf(other))
	}
}

func TestSmokeHostConfig(t *testing.T) {
	cat := profiles.Builtin()
	for _, name := range cat.Names() {
		p, _ := cat.Get(name)
		reqs := smokeHostConfig(p).DeviceRequests
		if p.HasGPU() != (len(reqs) == 1) {
			t.Errorf("%s: %d device requests for HasGPU=%v", name, len(reqs), p.HasGPU())
			continue
		}
		if len(reqs) == 1 && (reqs[0].Driver != "nvidia" || reqs[0].Capabilities[0][0] != "gpu" || (p.Runtime.GPUs == "all" && reqs[0].Count != -1)) {
			t.Errorf("%s: device request %+v does not match runtime.gpus %q", name, reqs[0], p.Runtime.GPUs)
		}
	}
}
