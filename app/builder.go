package app

import (
	"context"

	"github.com/docker/cli/cli/config/configfile"
	"github.com/moby/buildkit/session"
	"github.com/moby/buildkit/session/auth/authprovider"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
)

// SessionBuilder is ImageBuilder over one of spkit's BuildKit builders:
// the engine is pinged before anything is staged or sent, the session
// carries the registry credentials, and the image gets spkit's own
// binaries unless the options name others.
type SessionBuilder struct {
	B    images.Builder
	Auth session.Attachable
}

// Build builds o on the builder.
func (k *SessionBuilder) Build(ctx context.Context, o images.BuildOptions) (*images.Result, error) {
	if eb, ok := k.B.(*images.EngineBuilder); ok {
		// Before the binaries are staged and the context is sent.
		if _, err := engine.Ping(ctx, eb.Engine); err != nil {
			return nil, err
		}
	}
	if k.Auth != nil {
		o.Session = append(o.Session, k.Auth)
	}
	if o.Binaries.Self == "" && len(o.Binaries.Dirs) == 0 {
		o.Binaries = images.DefaultBinarySource()
	}
	return images.Build(ctx, k.B, o)
}

func authFrom(cfg *configfile.ConfigFile) session.Attachable {
	return authprovider.NewDockerAuthProvider(authprovider.DockerAuthProviderConfig{AuthConfigProvider: authprovider.LoadAuthConfig(cfg)})
}
