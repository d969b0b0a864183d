package images

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/containerd/platforms"
	bkclient "github.com/moby/buildkit/client"

	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// RemoteBuilder is a standalone or remote buildkitd (unix:// or tcp://): a
// build farm, or buildkitd on Kubernetes. With --push the image goes to the
// registry; otherwise it comes back as a docker tarball streamed into the
// engine's ImageLoad.
type RemoteBuilder struct {
	Addr string
	// Engine returns the Docker engine to load images into; it is asked
	// only when an image is not pushed.
	Engine func() (Engine, error)
}

// Name implements Builder.
func (b *RemoteBuilder) Name() string { return "the buildkitd at " + b.Addr }

// Client implements Builder.
func (b *RemoteBuilder) Client(ctx context.Context) (*bkclient.Client, error) {
	return bkclient.New(ctx, b.Addr)
}

// CheckPlatforms implements Builder from the platforms buildkitd's workers
// report (emulated ones included).
func (b *RemoteBuilder) CheckPlatforms(ctx context.Context, want []string) error {
	// The first call to buildkitd has the engine's ping deadline: a
	// listener that never answers is reported, not waited on.
	pctx, cancel := context.WithTimeout(ctx, engine.PingTimeout)
	defer cancel()
	c, err := b.Client(pctx)
	if err != nil {
		return b.unreachable(err)
	}
	defer c.Close()
	workers, err := c.ListWorkers(pctx)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return b.unreachable(err)
	}
	var have []string
	for _, w := range workers {
		for _, p := range w.Platforms {
			have = append(have, platforms.Format(platforms.Normalize(p)))
		}
	}
	for _, p := range want {
		if !platformIn(p, have) {
			return platformError(b.Name(), p, "its workers run "+strings.Join(have, ", "))
		}
	}
	return nil
}

func platformIn(want string, have []string) bool {
	wp, err := platforms.Parse(want)
	if err != nil {
		return false
	}
	for _, h := range have {
		if hp, err := platforms.Parse(h); err == nil && platforms.Only(hp).Match(wp) {
			return true
		}
	}
	return false
}

func (b *RemoteBuilder) unreachable(err error) error {
	return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("the buildkitd at %s does not answer", b.Addr),
		"check that buildkitd runs there and listens on that address (buildkitd --addr "+b.Addr+")")
}

// Exports implements Builder.
func (b *RemoteBuilder) Exports(ctx context.Context, ref string, push bool, plats []string) ([]bkclient.ExportEntry, ExportDone, error) {
	if push {
		e := bkclient.ExportEntry{Type: "image", Attrs: map[string]string{"name": ref, "push": "true"}}
		return []bkclient.ExportEntry{e}, func(_ context.Context, err error) (Exported, error) { return Exported{}, err }, nil
	}
	if len(plats) > 1 {
		return nil, nil, errdefs.Usagef("pass one --platform, or --push to a registry",
			"the Docker engine stores one platform per image, and %d were asked for", len(plats))
	}
	eng, err := b.Engine()
	if err != nil {
		return nil, nil, err
	}
	pr, pw := io.Pipe()
	loaded := make(chan error, 1)
	go func() { loaded <- loadImage(ctx, eng, pr) }()
	e := bkclient.ExportEntry{
		Type:   "docker",
		Attrs:  map[string]string{"name": ref},
		Output: func(map[string]string) (io.WriteCloser, error) { return pw, nil },
	}
	done := func(ctx context.Context, solveErr error) (Exported, error) {
		pw.CloseWithError(solveErr) // ends the load if the solve never wrote
		if err := <-loaded; err != nil && solveErr == nil {
			return Exported{}, fmt.Errorf("loading the image into the Docker engine: %w", err)
		}
		if solveErr != nil {
			return Exported{}, solveErr
		}
		size, err := imageSize(ctx, eng, ref)
		return Exported{Size: size}, err
	}
	return []bkclient.ExportEntry{e}, done, nil
}

// loadImage streams a docker tarball into the engine and reads its reply to
// the end (the engine reports load errors in the stream).
func loadImage(ctx context.Context, eng Engine, r *io.PipeReader) error {
	res, err := eng.ImageLoad(ctx, r)
	if err != nil {
		r.CloseWithError(err)
		return err
	}
	defer res.Close()
	body, err := io.ReadAll(res)
	if err != nil {
		return err
	}
	if i := strings.Index(string(body), `"errorDetail"`); i >= 0 {
		return fmt.Errorf("the engine refused the image: %s", strings.TrimSpace(string(body[i:])))
	}
	return nil
}

// Cancel implements Builder: cancelling the solve's context is enough.
func (b *RemoteBuilder) Cancel(context.Context, string) {}
