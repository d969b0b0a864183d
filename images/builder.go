package images

import (
	"context"
	"io"
	"strings"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/moby/client"
)

// Builder is a BuildKit that spkit can solve on: the Docker engine's own
// (EngineBuilder) or a standalone/remote buildkitd (RemoteBuilder). Like
// buildx's drivers, each knows how to connect, which platforms it can run
// and where a built image goes.
type Builder interface {
	// Name says which builder this is, for messages.
	Name() string
	// Client connects to BuildKit.
	Client(ctx context.Context) (*bkclient.Client, error)
	// CheckPlatforms fails, before anything is built, when the builder
	// cannot run RUN steps for one of platforms.
	CheckPlatforms(ctx context.Context, platforms []string) error
	// Exports returns where the image named ref goes (pushed when push),
	// and a function to call after the solve that waits for the export to
	// land (pushing it where the builder pushes after the solve) and says
	// what was exported.
	Exports(ctx context.Context, ref string, push bool, platforms []string) ([]bkclient.ExportEntry, ExportDone, error)
	// Cancel asks the builder to stop the build with the solve ref, after
	// the solve's context was cancelled (best effort).
	Cancel(ctx context.Context, ref string)
}

// ExportDone is called after the solve with its error; it waits for the
// export and returns what landed.
type ExportDone func(ctx context.Context, solveErr error) (Exported, error)

// Exported is what an export left: the image's size in the engine (0 when
// it was only pushed) and, for a push, the digest the registry holds ("":
// the solve's own).
type Exported struct {
	Size   int64
	Digest string
}

// Engine is the part of the Docker API client the builders use.
type Engine interface {
	client.HijackDialer
	DaemonHost() string
	ServerVersion(ctx context.Context, options client.ServerVersionOptions) (client.ServerVersionResult, error)
	ImageInspect(ctx context.Context, image string, opts ...client.ImageInspectOption) (client.ImageInspectResult, error)
	ImageLoad(ctx context.Context, input io.Reader, opts ...client.ImageLoadOption) (client.ImageLoadResult, error)
	ImagePush(ctx context.Context, image string, options client.ImagePushOptions) (client.ImagePushResponse, error)
	BuildCancel(ctx context.Context, id string, opts client.BuildCancelOptions) (client.BuildCancelResult, error)
}

// BuilderSchemes are the buildkitd addresses spkit dials: the buildkit
// client's own unix and tcp transports. docker-container://, kube-pod://
// and ssh:// need BuildKit's connection helpers, which spkit does not link.
var BuilderSchemes = []string{"unix://", "tcp://"}

// IsBuilderAddress reports whether addr names a buildkitd spkit can dial.
func IsBuilderAddress(addr string) bool {
	for _, p := range BuilderSchemes {
		if strings.HasPrefix(addr, p) && len(addr) > len(p) {
			return true
		}
	}
	return false
}

// imageSize returns the size of ref in the engine.
func imageSize(ctx context.Context, e Engine, ref string) (int64, error) {
	res, err := e.ImageInspect(ctx, ref)
	if err != nil {
		return 0, err
	}
	return res.Size, nil
}
