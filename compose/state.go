package compose

import (
	"archive/tar"
	"context"
	"fmt"
	"io"
	"path/filepath"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/runstate"
)

// RunState reads the supervisor's state file (internal/runstate) out of the
// service's container, running or exited: peak memory, limits and the
// trainer's exit code, as `spkit run` last wrote them. dir is the state
// directory in the container ("": runstate.Dir, PID 1's).
func (r *Runner) RunState(ctx context.Context, projectName, service, dir string) (*runstate.State, error) {
	ctr, err := r.container(ctx, projectName, service)
	if err != nil {
		return nil, err
	}
	if dir == "" {
		dir = runstate.Dir
	}
	path := filepath.Join(dir, runstate.FileName)
	res, err := r.Engine.CopyFromContainer(ctx, ctr.ID, client.CopyFromContainerOptions{SourcePath: path})
	if err != nil {
		return nil, fmt.Errorf("reading %s from %s: %w", path, service, err)
	}
	defer res.Content.Close()
	tr := tar.NewReader(res.Content)
	if _, err := tr.Next(); err != nil {
		return nil, fmt.Errorf("reading %s from %s: %w", path, service, err)
	}
	data, err := io.ReadAll(io.LimitReader(tr, 1<<20))
	if err != nil {
		return nil, fmt.Errorf("reading %s from %s: %w", path, service, err)
	}
	s, err := runstate.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("reading %s from %s: %w", path, service, err)
	}
	return s, nil
}
