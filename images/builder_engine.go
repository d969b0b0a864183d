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
	// Auth gives the engine the registry credentials for --push.
	Auth RegistryAuth
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
	if len(platforms) > 1 {
		return multiPlatformError(len(platforms))
	}
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
// engine, and with push the engine pushes it after the solve (that
// exporter's own push=true pushes nothing on Docker 20.10). The engine
// holds one platform per image, so a multi-platform push needs a
// standalone buildkitd.
func (b *EngineBuilder) Exports(_ context.Context, ref string, push bool, platforms []string) ([]bkclient.ExportEntry, ExportDone, error) {
	if len(platforms) > 1 {
		return nil, nil, multiPlatformError(len(platforms))
	}
	done := func(ctx context.Context, solveErr error) (Exported, error) {
		if solveErr != nil {
			return Exported{}, solveErr
		}
		size, err := imageSize(ctx, b.Engine, ref)
		if err != nil || !push {
			return Exported{Size: size}, err
		}
		dgst, err := pushImage(ctx, b.Engine, ref, b.Auth)
		return Exported{Size: size, Digest: dgst}, err
	}
	return []bkclient.ExportEntry{{Type: "moby", Attrs: map[string]string{"name": ref}}}, done, nil
}

// Cancel implements Builder.
func (b *EngineBuilder) Cancel(ctx context.Context, ref string) {
	_, _ = b.Engine.BuildCancel(ctx, ref, client.BuildCancelOptions{})
}

// multiPlatformError: the engine's BuildKit (Docker 20.10's moby exporter)
// exports one platform per image.
func multiPlatformError(n int) error {
	return errdefs.Usagef("build one --platform at a time here, or push a multi-platform image through a standalone buildkitd: --builder tcp://host:1234 --push (docs/build.md)",
		"the Docker engine's BuildKit stores one platform per image and cannot export a multi-platform image (%d platforms asked for)", n)
}

// CheckCacheExports fails for cache exports the engine's BuildKit cannot
// do: Docker 20.10's builder exports only inline cache (it imports
// registry cache fine).
func (b *EngineBuilder) CheckCacheExports(to []bkclient.CacheOptionsEntry) error {
	for _, c := range to {
		if c.Type != "inline" {
			return errdefs.Usagef("export registry cache through a standalone buildkitd (--builder tcp://host:1234), or use --cache-to type=inline with --push",
				"the Docker engine's BuildKit cannot export cache of type %q", c.Type)
		}
	}
	return nil
}
