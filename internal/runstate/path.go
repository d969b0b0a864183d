package runstate

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Path returns the state file of this process's run: $SPKIT_STATE_DIR/
// run.json when set, else the shared Dir/run.json (a container's, where
// spkit run is PID 1). Host-side readers use Find.
func Path() string {
	dir := os.Getenv(DirEnv)
	if dir == "" {
		dir = Dir
	}
	return filepath.Join(dir, FileName)
}

// hostDir holds the hosts' per-run directories: spkit under $TMPDIR (or
// /tmp), PID/run.json in it.
func hostDir() string { return filepath.Join(os.TempDir(), "spkit") }

// RunDir is the state directory of spkit run with pid: $SPKIT_STATE_DIR
// when set; Dir as PID 1 (a container's entrypoint: the container is the
// run, and healthcheck and `spkit up` read it there); else
// $TMPDIR/spkit/PID, so that two runs on one host never share a file (issue #31: healthcheck
// reported another run's exit code). spkit run passes it on to the trainer
// as $SPKIT_STATE_DIR, so what the trainer starts reads its own run.
func RunDir(pid int) string {
	if dir := os.Getenv(DirEnv); dir != "" {
		return dir
	}
	if pid == 1 {
		return Dir
	}
	return filepath.Join(hostDir(), strconv.Itoa(pid))
}

// Find is the state file healthcheck reads: $SPKIT_STATE_DIR/run.json
// when set; a container's Dir/run.json (written by PID 1); else the one run
// on this host ($TMPDIR/spkit/PID/run.json) whose supervisor is alive or, with none
// alive, the one that ended last. With several alive it is an error naming
// them: the caller must pick one with $SPKIT_STATE_DIR. With none at all
// it is Path(), which does not exist.
func Find(alive func(pid int) bool) (string, error) {
	if os.Getenv(DirEnv) != "" {
		return Path(), nil
	}
	shared := filepath.Join(Dir, FileName)
	if s, err := Read(shared); err == nil && s.SupervisorPID == 1 {
		return shared, nil
	}
	var paths []string
	if ownFolder(hostDir(), false) == nil { // a link planted there is not read
		paths, _ = filepath.Glob(filepath.Join(hostDir(), "[0-9]*", FileName))
	}
	var live []string
	latest, latestPath := (*State)(nil), ""
	for _, p := range paths {
		s, err := Read(p)
		if err != nil {
			continue
		}
		if s.Status != Exited && alive(s.SupervisorPID) {
			live = append(live, p)
		}
		if latest == nil || s.Updated.After(latest.Updated) {
			latest, latestPath = s, p
		}
	}
	switch {
	case len(live) == 1:
		return live[0], nil
	case len(live) > 1:
		dirs := make([]string, len(live))
		for i, p := range live {
			dirs[i] = filepath.Dir(p)
		}
		return "", fmt.Errorf("%d runs of spkit run on this host (%s): set %s to the one to check", len(live), strings.Join(dirs, ", "), DirEnv)
	case latest != nil:
		return latestPath, nil
	}
	return Path(), nil
}
