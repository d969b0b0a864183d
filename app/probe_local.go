package app

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
)

// localTrials runs each trial as a local process under `spkit run`: a
// fresh process tree per trial, guarded on its own RSS (and GPU memory).
type localTrials struct {
	d   *Deps
	req ProbeRequest
	dir string
	// gpuLimit is the guard's GPU memory limit (0: none).
	gpuLimit uint64
}

// tailLines is how much of a trial's output is searched for a CUDA
// out-of-memory error: torchrun prints its own summary after a rank's
// traceback.
const tailLines = 200

func (l *localTrials) close(context.Context) error { return nil }

func (l *localTrials) run(ctx context.Context, n int, adjust func(*project.Target)) probe.Outcome {
	start := time.Now()
	prep, err := Prepare(l.d.Dir, l.d.matrix(), PrepareRequest{Profiles: []string{l.req.Profile}, Adjust: adjust})
	if err != nil {
		return probe.Outcome{Status: probe.Failed, Err: err}
	}
	dir := probe.TrialDir(l.dir, n)
	if err := l.clear(dir); err != nil {
		return probe.Outcome{Status: probe.Failed, Err: err}
	}
	logf, err := fsutil.CreateIn(l.d.Dir, filepath.Join(dir, "output.log"), 0o644)
	if err != nil {
		return probe.Outcome{Status: probe.Failed, Err: err}
	}
	defer logf.Close()
	cmd := l.command(ctx, prep.Run[0], dir)
	cmd.Stdout, cmd.Stderr = logf, logf
	runErr := cmd.Run()
	code := 0
	var exitErr *exec.ExitError
	if errors.As(runErr, &exitErr) {
		code = exitErr.ExitCode()
	} else if runErr != nil {
		return probe.Outcome{Status: probe.Failed, Err: runErr}
	}
	return l.outcome(dir, code, time.Since(start))
}

// clear makes trial folder dir: an earlier probe's state there must not
// pass for this trial's, and a log left there as a link is removed, never
// written through.
func (l *localTrials) clear(dir string) error {
	if err := fsutil.MkdirAllIn(l.d.Dir, dir); err != nil {
		return err
	}
	for _, name := range []string{runstate.FileName, "memory.jsonl"} {
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// command is the trial's `spkit run` of target t, its state in dir.
func (l *localTrials) command(ctx context.Context, t *project.Target, dir string) *exec.Cmd {
	args := append([]string{"run"}, guardArgs(t, l.gpuLimit)...)
	args = append(args, "--grace", TrialGrace.String(), "--memory-log", filepath.Join(dir, "memory.jsonl"), "--metrics=", "--")
	for _, a := range t.TrainCommand {
		args = append(args, strings.ReplaceAll(a, compose.ConfigPlaceholder, compose.GeneratedTrainConfig(t.Profile.Name, t.TrainConfig)))
	}
	cmd := exec.CommandContext(ctx, l.req.Self, args...)
	cmd.Dir, cmd.Env = l.d.Dir, append(os.Environ(), runstate.DirEnv+"="+dir)
	// The profile's environment (its allocator settings, the project's and
	// the profile's env), as a container of the profile would have it.
	for _, k := range slices.Sorted(maps.Keys(t.Env)) {
		cmd.Env = append(cmd.Env, k+"="+t.Env[k])
	}
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 45 * time.Second
	return cmd
}

// outcome reads what the trial in dir left (its run state and output)
// and says what failed.
func (l *localTrials) outcome(dir string, code int, took time.Duration) probe.Outcome {
	log := filepath.Join(dir, "output.log")
	lines := lastLines(log, tailLines)
	state, err := runstate.Read(filepath.Join(dir, runstate.FileName))
	var out probe.Outcome
	if err != nil {
		out = probe.Outcome{Status: probe.Failed, Err: unmeasured(code, err), Duration: took}
	} else {
		out = outcome(code, state, took, lines, true)
	}
	switch out.Status {
	case probe.Failed:
		for _, line := range lastN(lines, 10) {
			fmt.Fprintln(l.d.ErrOut, "  | "+probe.Printable(line))
		}
	case probe.OOM:
		fmt.Fprintln(l.d.ErrOut, "  | "+out.Err.Error())
	}
	out.Throughput = throughput(log)
	out.NoSteps = !showsSteps(log)
	return out
}

// showsSteps reports whether the trainer's output shows an optimizer step.
func showsSteps(path string) bool {
	for _, line := range lastLines(path, 200) {
		if report.ShowsStep(line) {
			return true
		}
	}
	return false
}

// lastLines returns up to n last lines of the file.
func lastLines(path string, n int) []string {
	f, err := fsutil.OpenRegular(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(io.LimitReader(f, 64<<20))
	for sc.Scan() {
		lines = append(lines, sc.Text())
		if len(lines) > n {
			lines = lines[1:]
		}
	}
	return lines
}

// rates are the throughput figures trainers print: tqdm's it/s, samples/s,
// and Hugging Face's train_samples_per_second.
var rates = regexp.MustCompile(`([0-9]+(?:\.[0-9]+)?) ?(?:it/s|samples/s|sample/s)|samples_per_second['"]?[:=] ?([0-9]+(?:\.[0-9]+)?)`)

// throughput is the last rate the trainer's output shows (0 if none).
func throughput(path string) float64 {
	var last float64
	for _, line := range lastLines(path, 200) {
		for _, m := range rates.FindAllStringSubmatch(line, -1) {
			v := m[1]
			if v == "" {
				v = m[2]
			}
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				last = f
			}
		}
	}
	return last
}
