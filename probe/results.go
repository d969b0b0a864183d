package probe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strconv"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// Memory models: what a probe's ceiling, target and judged peak are.
const (
	// Host: no GPU; one pool, the host's memory.
	Host = "host"
	// Unified: the GPU has no memory of its own (DGX Spark, GB10: NVML
	// reports none); host and GPU memory are one pool, and the judged peak
	// is their sum.
	Unified = "unified"
	// Discrete: each GPU has its own memory. Ceiling and target are the
	// fullest device's, the judged peak is the trainer's GPU memory on it,
	// and host memory is judged apart (HostCeiling, HostTarget).
	Discrete = "discrete"
)

// DefaultMargin is kept below the ceiling by a fitting trial: a short
// trial's peak can grow a little over a long run (fragmentation, a late
// evaluation, a bigger checkpoint).
var DefaultMargin = memsize.Headroom{Percent: 5}

// Results is a probe's record: `spkit probe` writes it as results.json
// (a stable shape for scripts, read by `spkit estimate`) and results.md
// under Dir(repository, profile).
type Results struct {
	Profile string `json:"profile"`
	// Memory is the memory model (Host, Unified, Discrete); empty in
	// results written before it existed (read as one pool).
	Memory string `json:"memory,omitempty"`
	// Ceiling is where the guard stops a trial (on a discrete GPU the
	// fullest device's memory less what is not the trainer's); Target the
	// most a fitting trial may peak at (the ceiling less the margin).
	Ceiling uint64 `json:"ceiling_bytes"`
	Target  uint64 `json:"target_bytes"`
	// HostCeiling and HostTarget judge host memory apart (Discrete only).
	HostCeiling uint64 `json:"host_ceiling_bytes,omitempty"`
	HostTarget  uint64 `json:"host_target_bytes,omitempty"`
	// GPUTotal is the fullest device's total memory (Discrete only).
	GPUTotal uint64 `json:"gpu_total_bytes,omitempty"`
	// Source says what the peaks measure ("cgroup+gpu", "tree+gpu").
	Source string `json:"source"`
	Steps  int    `json:"steps"`
	// Params are the probed parameters in order.
	Params []string          `json:"params"`
	Trials []Trial           `json:"trials"`
	Best   map[string]int    `json:"best"`
	Fits   map[string]Fit    `json:"fits,omitempty"`
	Errors map[string]string `json:"errors,omitempty"`
}

// ResultsFile is the results' file name in a probe's folder.
const ResultsFile = "results.json"

// Dir is where `spkit probe` keeps a profile's results in the trainer
// repository repo.
func Dir(repo, profile string) string { return filepath.Join(repo, ".spkit", "probe", profile) }

// ResultsPath is the results file of a profile's probe in repo.
func ResultsPath(repo, profile string) string { return filepath.Join(Dir(repo, profile), ResultsFile) }

// TrialDir is trial n's folder in a probe's folder dir (its output, memory
// log, run state and trainer config).
func TrialDir(dir string, n int) string { return filepath.Join(dir, TrialsFolder, strconv.Itoa(n)) }

// TrialsFolder holds the trials' folders in a probe's folder.
const TrialsFolder = "trials"

// WriteJSON writes r indented.
func (r *Results) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// maxResultsBytes caps a results file read back.
const maxResultsBytes = 16 << 20

// ReadResults reads the results of a profile's probe in repo; nil, nil
// when there are none. A file that is not a regular file, is larger than
// maxResultsBytes, leads out of repo through a link, or is not probe
// results, is a config error (exit 3) naming it.
func ReadResults(repo, profile string) (*Results, error) {
	path := ResultsPath(repo, profile)
	data, err := fsutil.ReadFileIn(context.Background(), repo, path, maxResultsBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, readErr(err, path)
	}
	var r Results
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, errdefs.Configf("run spkit probe again", "%s is not probe results: %v", path, err)
	}
	if err := r.check(); err != nil {
		return nil, errdefs.Configf("run spkit probe again", "%s: %v", path, err)
	}
	return &r, nil
}

// readErr is a results file that could not be read: the file's own fault
// (not a file, too large, a link out) is a config error, the machine's
// (permissions) an environment one.
func readErr(err error, path string) error {
	var nr *fsutil.NotRegularError
	var tl *fsutil.TooLargeError
	var out *fsutil.OutsideError
	var link *fsutil.LinkError
	if errors.As(err, &nr) || errors.As(err, &tl) || errors.As(err, &out) || errors.As(err, &link) {
		return fsutil.ReadError(errdefs.Config, err, path)
	}
	return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot read %s", path), "check the file's permissions")
}

func (r *Results) check() error {
	switch r.Memory {
	case "", Host, Unified, Discrete:
	default:
		return fmt.Errorf("unknown memory model %q", r.Memory)
	}
	for i, t := range r.Trials {
		switch t.Status {
		case OK, Stopped, Skipped, OOM, Failed:
		default:
			return fmt.Errorf("trial %d has unknown status %q", i+1, t.Status)
		}
	}
	return nil
}
