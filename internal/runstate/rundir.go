package runstate

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PrepareRunDir makes the state directory of spkit run with pid (RunDir)
// and returns it. $SPKIT_STATE_DIR is made only when its parent exists
// (spkit, often root, makes no folder tree the user did not ask for). On a
// host, $TMPDIR/spkit must be a real folder of this user or root, never a
// link (another user could point it anywhere); the folders of ended runs
// there (supervisor gone) are removed, so one run's state is kept, not one
// per run forever. alive reports whether a supervisor runs.
func PrepareRunDir(pid int, alive func(pid int) bool) (string, error) {
	if dir := os.Getenv(DirEnv); dir != "" {
		return dir, makeNamed(dir)
	}
	if pid == 1 {
		return Dir, nil
	}
	root := hostDir()
	if err := ownFolder(root, true); err != nil {
		return "", err
	}
	prune(root, alive)
	dir := filepath.Join(root, strconv.Itoa(pid))
	return dir, ownFolder(dir, true)
}

// makeNamed makes $SPKIT_STATE_DIR (one level) when its parent exists.
func makeNamed(dir string) error {
	parent := filepath.Dir(filepath.Clean(dir))
	if st, err := os.Stat(parent); err != nil || !st.IsDir() {
		return errdefs.Usagef("create that folder first, or point "+DirEnv+" at a folder that exists",
			"%s=%s: its folder %s does not exist", DirEnv, dir, parent)
	}
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot make %s=%s", DirEnv, dir), "point "+DirEnv+" at a writable folder")
	}
	return nil
}

// ownFolder makes dir when create is set and checks that it is a folder
// (not a link) of this user or root.
func ownFolder(dir string, create bool) error {
	if create {
		if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return errdefs.Wrap(errdefs.Environment, err, "cannot make the run-state folder "+dir, "set "+DirEnv+" to a writable folder")
		}
	}
	st, err := os.Lstat(dir)
	if err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot read the run-state folder "+dir, "set "+DirEnv+" to a writable folder")
	}
	if !st.IsDir() {
		return errdefs.New(errdefs.Environment,
			fmt.Sprintf("the run-state folder %s is a symbolic link or not a folder: spkit keeps its state only in a folder of its own", dir),
			"remove it, or set "+DirEnv+" to a folder of your own")
	}
	if uid := ownerOf(st); uid != uint32(os.Geteuid()) && uid != 0 {
		return errdefs.New(errdefs.Environment, fmt.Sprintf("the run-state folder %s belongs to uid %d, not to you", dir, uid),
			"set "+DirEnv+" to a folder of your own")
	}
	return nil
}

func ownerOf(st fs.FileInfo) uint32 {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return s.Uid
	}
	return 0
}

// prune removes the folders of ended runs under root: this user's, named
// for a supervisor that is gone.
func prune(root string, alive func(pid int) bool) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || !e.IsDir() || alive(pid) {
			continue
		}
		if st, err := e.Info(); err == nil && ownerOf(st) == uint32(os.Geteuid()) {
			_ = os.RemoveAll(filepath.Join(root, e.Name()))
		}
	}
}
