package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
	"github.com/spkit-dev/spkit/project"
)

// MatrixRequest is `spkit matrix`: the version matrix in use, or only
// what one profile's platform and GPU can use.
type MatrixRequest struct {
	Profile string
}

// Matrix returns the matrix in use and where it came from (with the
// profile's filter, when one is named).
func Matrix(d *Deps, req MatrixRequest) (*profiles.Matrix, string, error) {
	m := d.matrix()
	origin := m.Source()
	if req.Profile == "" {
		return m, origin, nil
	}
	cat, _, err := project.LoadCatalog(d.Dir, m)
	if err != nil {
		return nil, "", err
	}
	p, err := cat.Get(req.Profile)
	if err != nil {
		return nil, "", err
	}
	cc, ccName := "", "none"
	if p.HasGPU() {
		cc, ccName = p.GPU.ComputeCapability, p.GPU.ComputeCapability
	}
	origin += fmt.Sprintf("; only what profile %s (%s, compute capability %s) can use", p.Name, p.Platform, ccName)
	return m.For(p.Platform, cc), origin, nil
}

// matrix is the version matrix the command loaded, else the built-in one.
func (d *Deps) matrix() *profiles.Matrix {
	if d.Matrix != nil {
		return d.Matrix
	}
	return profiles.DefaultMatrix()
}

// RefreshMatrixRequest is `spkit matrix refresh`.
type RefreshMatrixRequest struct {
	// Repo writes the repository's .spkit/matrix.yaml instead of the
	// user's ~/.config/spkit/matrix.yaml.
	Repo bool
	// Sources are the generator's URLs ("" each: its environment
	// variable, else the default).
	Sources matrixgen.Options
	// Timeout bounds the whole refresh.
	Timeout time.Duration
	// Getenv reads the environment (os.Getenv when nil).
	Getenv func(string) string
}

// RefreshMatrix regenerates the matrix from its sources and writes it
// atomically; it returns the path written and the matrix. On any failure
// the previous matrix stays as it was.
func RefreshMatrix(ctx context.Context, d *Deps, req RefreshMatrixRequest) (string, *profiles.Matrix, error) {
	getenv := req.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	path := profiles.RepoMatrixPath(d.Dir)
	if !req.Repo {
		p, err := profiles.UserMatrixPath(getenv)
		if err != nil {
			return "", nil, errdefs.Wrap(errdefs.Environment, err, OneLine(err.Error()), "use --repo")
		}
		path = p
	}
	note := "refreshed by spkit matrix refresh on " + d.Now().UTC().Format("2006-01-02")
	m, err := generateWithin(ctx, req.Sources.WithDefaults(getenv), req.Timeout, note)
	if err != nil {
		return "", nil, err
	}
	data, err := matrixgen.Marshal(m)
	switch {
	case err == nil && req.Repo: // in the repository: no link followed out of it
		err = fsutil.WriteFileAtomicIn(d.Dir, path, data, 0o644)
	case err == nil:
		err = fsutil.WriteFileAtomic(path, data, 0o644)
	}
	if err != nil {
		return "", nil, errdefs.Wrap(errdefs.Environment, err, "cannot write the matrix: "+OneLine(err.Error()), "the previous matrix stays in use")
	}
	return path, m, nil
}

// generate is the matrix generator (a fake in tests).
var generate = matrixgen.Generate

// generateWithin runs the generator and returns at the timeout whatever it
// is doing (a request in flight, a large page being parsed): the command
// ends at its deadline, not some seconds after (issue #31).
func generateWithin(ctx context.Context, src matrixgen.Options, timeout time.Duration, note string) (*profiles.Matrix, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	type result struct {
		m   *profiles.Matrix
		err error
	}
	done := make(chan result, 1)
	gen := generate // read once: the goroutine may outlive this call
	go func() {
		m, err := gen(ctx, src, note)
		done <- result{m, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		r.err = ctx.Err()
	}
	if errors.Is(r.err, context.DeadlineExceeded) || (r.err != nil && errors.Is(ctx.Err(), context.DeadlineExceeded)) {
		return nil, errdefs.Wrap(errdefs.Environment, r.err, fmt.Sprintf("cannot refresh the matrix: the sources did not finish within --timeout %s", timeout),
			"the previous matrix stays in use; give a longer --timeout on a slow network")
	}
	if r.err != nil {
		return nil, refreshError(r.err)
	}
	return r.m, nil
}

// refreshError says in one line which source failed; the old data stays.
func refreshError(err error) error {
	var se *matrixgen.SourceError
	if errors.As(err, &se) {
		cause := se.Err
		var ue *url.Error
		if errors.As(cause, &ue) {
			cause = ue.Err
		}
		return errdefs.Wrap(errdefs.Environment, err,
			fmt.Sprintf("cannot refresh the matrix: %s is unreachable (%s)", se.URL, OneLine(cause.Error())),
			"the previous matrix stays in use")
	}
	return errdefs.Wrap(errdefs.Environment, err, "cannot refresh the matrix: "+OneLine(err.Error()), "the previous matrix stays in use")
}

// OneLine folds s's lines and runs of spaces into one line.
func OneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
