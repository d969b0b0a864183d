package healthcheck

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// EngineTimeout bounds doctor's questions to the Docker engine.
const EngineTimeout = 3 * time.Second

// minBuildKitAPI is the first engine API version with the /grpc endpoint
// BuildKit's client dials (Docker 18.09).
const minBuildKitAPI = "1.39"

// EngineStatus is what doctor learned from the Docker engine.
type EngineStatus struct {
	Answers    bool   `json:"answers"`
	Error      string `json:"error,omitempty"`
	Hint       string `json:"hint,omitempty"`
	Host       string `json:"host,omitempty"`
	Version    string `json:"version,omitempty"`
	APIVersion string `json:"api_version,omitempty"`
	// Runtimes are the OCI runtimes the engine knows ("runc", "nvidia").
	Runtimes    []string `json:"runtimes,omitempty"`
	CDISpecDirs []string `json:"cdi_spec_dirs,omitempty"`
	BuildKit    bool     `json:"buildkit"`
	// BuildKitReason says how BuildKit's availability was decided.
	BuildKitReason string `json:"buildkit_reason,omitempty"`
}

// EngineProber asks the engine about itself.
type EngineProber func(ctx context.Context) EngineStatus

// ProbeEngine returns an EngineProber over the engine client.
func ProbeEngine(c client.APIClient) EngineProber {
	return func(ctx context.Context) EngineStatus {
		ctx, cancel := context.WithTimeout(ctx, EngineTimeout)
		defer cancel()
		st := EngineStatus{Host: c.DaemonHost()}
		v, err := c.ServerVersion(ctx, client.ServerVersionOptions{})
		if err != nil {
			return unreachable(st, c.DaemonHost(), err)
		}
		st.Answers, st.Version, st.APIVersion = true, v.Version, v.APIVersion
		if info, err := c.Info(ctx, client.InfoOptions{}); err == nil {
			for name := range info.Info.Runtimes {
				st.Runtimes = append(st.Runtimes, name)
			}
			sort.Strings(st.Runtimes)
			st.CDISpecDirs = info.Info.CDISpecDirs
		}
		st.BuildKit = compareVersions(st.APIVersion, minBuildKitAPI) >= 0
		st.BuildKitReason = fmt.Sprintf("engine API %s, BuildKit's /grpc endpoint needs %s or newer", st.APIVersion, minBuildKitAPI)
		return st
	}
}

func unreachable(st EngineStatus, host string, err error) EngineStatus {
	st.Error = err.Error()
	var ue *errdefs.Error
	if errors.As(engine.Unreachable(host, err), &ue) {
		st.Error, st.Hint = ue.Msg, ue.Hint
	}
	return st
}
