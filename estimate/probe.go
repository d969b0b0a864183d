package estimate

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// maxProbeBytes caps a probe results file.
const maxProbeBytes = 16 << 20

// Trial statuses in probe results.
const (
	TrialOK      = "ok"
	TrialStopped = "stopped"
	TrialSkipped = "skipped"
	TrialFailed  = "failed"
)

// ProbeResults is `spkit probe`'s results.json for one profile.
type ProbeResults struct {
	CeilingBytes int64          `json:"ceiling_bytes"`
	Trials       []ProbeTrial   `json:"trials"`
	Best         map[string]any `json:"best"`
	// Path is where the results were read from.
	Path string `json:"-"`
}

// ProbeTrial is one run of the trainer with some settings.
type ProbeTrial struct {
	Values         map[string]any `json:"values"`
	PeakBytes      int64          `json:"peak_bytes"`
	PredictedBytes int64          `json:"predicted_bytes"`
	Status         string         `json:"status"`
	Seconds        float64        `json:"seconds"`
}

// BatchSize is the trial's batch_size value, 0 when it has none.
func (t ProbeTrial) BatchSize() int64 {
	f, ok := t.Values["batch_size"].(float64)
	if !ok || f < 1 || f > maxBatchCap || f != float64(int64(f)) {
		return 0
	}
	return int64(f)
}

// ProbePath is where `spkit probe` writes a profile's results in the
// trainer repository dir.
func ProbePath(dir, profile string) string {
	return filepath.Join(dir, ".spkit", "probe", profile, "results.json")
}

// ReadProbe reads the probe results for profile in dir; nil, nil when there
// are none.
func ReadProbe(dir, profile string) (*ProbeResults, error) {
	path := ProbePath(dir, profile)
	// Without blocking on a named pipe, and refusing what is not a file.
	f, err := fsutil.OpenRegular(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if nr := (*fsutil.NotRegularError)(nil); errors.As(err, &nr) {
		return nil, errdefs.Wrap(errdefs.Config, err, nr.Error(), "remove it or run spkit probe again")
	}
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read %s", path), "check the file's permissions")
	}
	defer f.Close()
	var r ProbeResults
	dec := json.NewDecoder(io.LimitReader(f, maxProbeBytes))
	if err := dec.Decode(&r); err != nil {
		return nil, errdefs.Configf("run spkit probe again", "%s is not probe results: %v", path, err)
	}
	for i, t := range r.Trials {
		switch t.Status {
		case TrialOK, TrialStopped, TrialSkipped, TrialFailed:
		default:
			return nil, errdefs.Configf("run spkit probe again", "%s: trial %d has unknown status %q", path, i+1, t.Status)
		}
		if t.PeakBytes < 0 {
			return nil, errdefs.Configf("run spkit probe again", "%s: trial %d has a negative peak", path, i+1)
		}
	}
	r.Path = path
	return &r, nil
}
