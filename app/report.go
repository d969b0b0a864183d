package app

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// ReportRequest is `spkit report`: a finished run's memory log summarized
// and, with Plot, drawn.
type ReportRequest struct {
	// Log is the memory log ("": the last run's, under the output folder).
	Log string
	// Plot is where the timeline goes (.png or .svg; "": no plot).
	Plot string
}

// Report prints the log's summary on Out and writes the plot. A plot that
// cannot be written is refused before anything is printed.
func Report(d *Deps, req ReportRequest) error {
	format := ""
	if req.Plot != "" {
		var err error
		if format, err = report.FormatOf(req.Plot); err != nil {
			return errdefs.Usagef("", "-o %v", err)
		}
		if err := fsutil.CheckWritable(req.Plot); err != nil {
			return fsutil.WriteError(errdefs.Usage, err, req.Plot)
		}
	}
	path := req.Log
	if path == "" {
		path = HostMemoryLog(d.Dir)
	}
	root := "" // a log the user named is theirs; one spkit found stays in the repository
	if req.Log == "" {
		root = d.Dir
	}
	l, err := report.ReadFileIn(root, path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errdefs.Wrap(errdefs.Environment, err, "no memory log at "+path,
			"give its path, or run the trainer with spkit train (spkit run writes it under the output folder)")
	case err != nil:
		if err := notALog(err); err != nil {
			return err
		}
		return errdefs.Wrap(errdefs.Failure, err, "reading the memory log "+path+": "+err.Error(), logHint)
	}
	fmt.Fprintf(d.Out, "memory log: %s\n%s", path, l.Summary().Text())
	if req.Plot == "" {
		return nil
	}
	return writePlot(d, l, req.Plot, format)
}

// writePlot draws the plot in memory and writes it atomically: a failure
// leaves no half-written file, and an existing one as it was.
func writePlot(d *Deps, l *report.Log, path, format string) error {
	var buf bytes.Buffer
	if err := report.Plot(&buf, l, format); err != nil {
		return errdefs.Wrap(errdefs.Failure, err, "drawing the plot: "+err.Error(), "")
	}
	if err := fsutil.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fsutil.WriteError(errdefs.Usage, err, path)
	}
	fmt.Fprintf(d.ErrOut, "spkit: timeline plot written to %s\n", path)
	return nil
}

const logHint = "give the path of a memory log that spkit run writes"

// notALog is the refusal of a memory log path that names a named pipe, a
// device or a directory (report, top), or nil for any other err.
func notALog(err error) error {
	if nr := (*fsutil.NotRegularError)(nil); errors.As(err, &nr) {
		return errdefs.Wrap(errdefs.Failure, err, nr.Error(), logHint)
	}
	return nil
}

// HostMemoryLog is the last run's log on the host: under spkit.yaml's
// output folder (./output without a spkit.yaml, or with one that does not
// load: the log is still worth finding).
func HostMemoryLog(dir string) string {
	out := runspec.DefaultOutput
	if cfg, err := project.Load(dir); err == nil {
		out = runspec.HostOutput(cfg)
	}
	if !filepath.IsAbs(out) {
		out = filepath.Join(dir, out)
	}
	return supervisor.DefaultMemoryLog(out)
}
