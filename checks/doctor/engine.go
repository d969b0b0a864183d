package doctor

import (
	"context"
	"time"
)

// EngineTimeout bounds doctor's questions to the Docker engine.
const EngineTimeout = 3 * time.Second

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
