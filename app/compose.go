package app

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/runspec"
)

// ComposeRequest is `spkit compose [PROFILE...]`: one compose file with a
// service per profile.
type ComposeRequest struct {
	Profiles []string
	// Output is where the file will be written ("" or "-": printed); the
	// file's build contexts and bind mounts name the repository from there.
	Output        string
	ShowOverrides bool
	Flags         runspec.Flags
}

// ComposeResult is the compose file and how many services it holds.
type ComposeResult struct {
	Data     []byte
	Services int
}

// Compose renders the compose file, checked by compose-go's loader, and
// writes what plain `docker compose` needs beside it: each profile's
// trainer config and Dockerfile under .spkit/generated/, and an output
// folder uid 1000 can write (the engine would create a root-owned one).
// An Output that cannot be written is refused before anything is.
func Compose(ctx context.Context, d *Deps, req ComposeRequest) (*ComposeResult, error) {
	relDir := "."
	if req.Output != "" && req.Output != "-" {
		if err := fsutil.CheckWritable(req.Output); err != nil {
			return nil, fsutil.WriteError(errdefs.Usage, err, req.Output)
		}
		var err error
		if relDir, err = RelRepo(d.Dir, req.Output); err != nil {
			return nil, err
		}
	}
	preq := PrepareRequest{Profiles: req.Profiles, ShowOverrides: req.ShowOverrides, Overrides: d.ErrOut, Flags: req.Flags}
	prep, err := resolve(d.Dir, d.matrix(), preq)
	if err != nil {
		return nil, err
	}
	// Rendered before anything is written: a spec compose cannot run
	// leaves nothing half-done.
	p, err := compose.Render(prep.Specs, compose.Options{RepoDir: relDir})
	if err != nil {
		return nil, err
	}
	if err := prep.commit(d.Dir, preq); err != nil {
		return nil, err
	}
	warn(d.ErrOut, prep.Warnings)
	data, err := compose.Marshal(ctx, p)
	if err != nil {
		return nil, err
	}
	if err := compose.WriteDockerfiles(d.Dir, prep.Configured); err != nil {
		return nil, err
	}
	if err := compose.PrepareOutput(d.Dir, prep.Project.Config); err != nil {
		return nil, err
	}
	return &ComposeResult{Data: data, Services: len(p.Services)}, nil
}

// RelRepo is the repository dir as a file written at output names it
// (output "" or "-", printed: "."). Both are made absolute first: a
// relative -C (or -o) would otherwise not place.
func RelRepo(dir, output string) (string, error) {
	if output == "" || output == "-" {
		return ".", nil
	}
	absOut, err := filepath.Abs(output)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, "cannot resolve "+output, "")
	}
	absRepo, err := filepath.Abs(dir)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Environment, err, "cannot resolve "+dir, "")
	}
	rel, err := filepath.Rel(filepath.Dir(absOut), absRepo)
	if err != nil {
		return "", errdefs.Wrap(errdefs.Usage, err, fmt.Sprintf("cannot place %s relative to %s", output, dir), "write the file inside the repository")
	}
	return filepath.ToSlash(rel), nil
}
