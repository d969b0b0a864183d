package images

import (
	"context"
	"net"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// EngineBuilder is the Docker engine's embedded BuildKit, reached through
// the engine API: BuildKit's gRPC API over a connection hijacked from
// POST /grpc (h2c), and the build session over POST /session. Built images
// land in the engine through BuildKit's "moby" exporter. DOCKER_HOST and
// the docker context are honoured because the engine client comes from
// docker/cli.
type EngineBuilder struct {
	Engine Engine
	// BinfmtDir is where the kernel lists registered binfmt_misc
	// interpreters (/proc/sys/fs/binfmt_misc); tests point it elsewhere.
	BinfmtDir string
}

// NewEngineBuilder returns the builder for the engine e.
func NewEngineBuilder(e Engine) *EngineBuilder {
	return &EngineBuilder{Engine: e, BinfmtDir: "/proc/sys/fs/binfmt_misc"}
}

// Name implements Builder.
func (b *EngineBuilder) Name() string {
	return "the Docker engine at " + b.Engine.DaemonHost()
}

// Client implements Builder.
func (b *EngineBuilder) Client(ctx context.Context) (*bkclient.Client, error) {
	grpcDialer := func(ctx context.Context, _ string) (net.Conn, error) {
		return b.Engine.DialHijack(ctx, "/grpc", "h2c", nil)
	}
	sessionDialer := func(ctx context.Context, proto string, meta map[string][]string) (net.Conn, error) {
		return b.Engine.DialHijack(ctx, "/session", proto, meta)
	}
	return bkclient.New(ctx, "", bkclient.WithContextDialer(grpcDialer), bkclient.WithSessionDialer(sessionDialer))
}

// CheckPlatforms implements Builder: the engine runs its own platform, and
// others only through QEMU registered with binfmt_misc, which spkit can see
// only when the engine runs on this machine.
func (b *EngineBuilder) CheckPlatforms(ctx context.Context, platforms []string) error {
	v, err := b.Engine.ServerVersion(ctx, client.ServerVersionOptions{})
	if err != nil {
		return engine.Unreachable(b.Engine.DaemonHost(), err)
	}
	native := v.Os + "/" + v.Arch
	local := engine.IsLocal(b.Engine.DaemonHost())
	for _, p := range platforms {
		ok, why := canRun(native, p, local, b.BinfmtDir)
		if !ok {
			return platformError(b.Name(), p, why)
		}
	}
	return nil
}

// Exports implements Builder: the moby exporter stores the image in the
// engine (and pushes it when asked).
func (b *EngineBuilder) Exports(_ context.Context, ref string, push bool, platforms []string) ([]bkclient.ExportEntry, func(context.Context, error) (int64, error), error) {
	if len(platforms) > 1 && !push {
		return nil, nil, errdefs.Usagef("pass one --platform, or --push to a registry (which holds multi-platform images)",
			"the Docker engine stores one platform per image, and %d were asked for", len(platforms))
	}
	attrs := map[string]string{"name": ref}
	if push {
		attrs["push"] = "true"
	}
	done := func(ctx context.Context, solveErr error) (int64, error) {
		if solveErr != nil {
			return 0, solveErr
		}
		return imageSize(ctx, b.Engine, ref)
	}
	return []bkclient.ExportEntry{{Type: "moby", Attrs: attrs}}, done, nil
}

// Cancel implements Builder.
func (b *EngineBuilder) Cancel(ctx context.Context, ref string) {
	_, _ = b.Engine.BuildCancel(ctx, ref, client.BuildCancelOptions{})
}
