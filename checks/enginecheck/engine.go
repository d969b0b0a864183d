// Package enginecheck holds the checks that talk to the Docker engine:
// doctor's engine probe and `spkit smoke`. They live apart from package
// healthcheck so the HEALTHCHECK binary links no Docker client.
package enginecheck

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/spkit-dev/spkit/internal/version"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// minBuildKitAPI is the first engine API version with the /grpc endpoint
// BuildKit's client dials (Docker 18.09).
const minBuildKitAPI = "1.39"

// ProbeEngine returns an EngineProber over the engine client.
func ProbeEngine(c client.APIClient) doctor.EngineProber {
	return func(ctx context.Context) doctor.EngineStatus {
		ctx, cancel := context.WithTimeout(ctx, doctor.EngineTimeout)
		defer cancel()
		st := doctor.EngineStatus{Host: c.DaemonHost()}
		v, err := c.ServerVersion(ctx, client.ServerVersionOptions{})
		if err != nil {
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				// doctor's own deadline, not the other commands' ping's.
				err = engine.TimedOut(c.DaemonHost(), doctor.EngineTimeout, err)
			}
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
		st.BuildKit = version.Compare(st.APIVersion, minBuildKitAPI) >= 0
		st.BuildKitReason = fmt.Sprintf("engine API %s, BuildKit's /grpc endpoint needs %s or newer", st.APIVersion, minBuildKitAPI)
		return st
	}
}

func unreachable(st doctor.EngineStatus, host string, err error) doctor.EngineStatus {
	st.Error = err.Error()
	var ue *errdefs.Error
	if errors.As(engine.Unreachable(host, err), &ue) {
		st.Error, st.Hint = ue.Msg, ue.Hint
	}
	return st
}
