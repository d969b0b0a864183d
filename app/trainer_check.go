package app

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// TrainerFinding is one thing the trainer needs that the repository does
// not give it, with the fix; one line.
type TrainerFinding struct{ Problem, Fix string }

func (f TrainerFinding) String() string { return f.Problem + ": " + f.Fix }

// CheckTrainer looks at what the target's trainer needs before any
// container starts: every copy entry matches files, the train command's
// script or module is among them, the trainer config exists, and the
// output folder (when it exists) is writable by the container's user, and
// the data folder volumes.data names exists.
// It reads the repository and changes nothing.
func CheckTrainer(dir string, t *project.Target) []TrainerFinding {
	cfg := t.Project
	var out []TrainerFinding
	for _, c := range cfg.Copy {
		if !copyMatches(dir, c) {
			out = append(out, TrainerFinding{fmt.Sprintf("copy entry %q matches no file", c), "fix or remove it in spkit.yaml's copy"})
		}
	}
	if f, ok := entryFinding(dir, cfg.Copy, t.TrainCommand); !ok {
		out = append(out, f)
	}
	if f, ok := selfInstallFinding(dir, cfg); !ok {
		out = append(out, f)
	}
	if t.TrainConfig != "" && !regular(filepath.Join(dir, t.TrainConfig)) {
		out = append(out, TrainerFinding{fmt.Sprintf("the trainer config %s does not exist", t.TrainConfig),
			"fix train.config (or the profile's train_config) in spkit.yaml"})
	}
	if f, ok := outputFinding(dir, runspec.HostOutput(cfg)); !ok {
		out = append(out, f)
	}
	if data := cfg.Volumes.Data; data != "" && !isDir(filepath.Join(dir, data)) {
		// The engine would create it, as root: spkit makes no folder the
		// user did not ask for.
		out = append(out, TrainerFinding{fmt.Sprintf("the data folder %s (volumes.data) does not exist", data),
			fmt.Sprintf("set volumes.data in spkit.yaml to the dataset's folder, or create %s", data)})
	}
	return out
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// checkTrainer runs CheckTrainer for app.Up: as root it first hands an
// output folder it cannot otherwise fix to the container's user; each
// finding is a line on w, and any is a config error (exit 3).
func checkTrainer(w io.Writer, dir string, t *project.Target) error {
	if os.Geteuid() == 0 {
		chownOutput(w, filepath.Join(dir, runspec.HostOutput(t.Project)))
	}
	found := CheckTrainer(dir, t)
	if len(found) == 0 {
		return nil
	}
	if len(found) > 1 {
		for _, f := range found {
			fmt.Fprintf(w, "spkit: %s\n", f)
		}
		return errdefs.Configf("fix the lines above", "%d problems with what the trainer needs (profile %s)", len(found), t.Profile.Name)
	}
	return errdefs.Configf(found[0].Fix, "%s", found[0].Problem)
}

// copyMatches reports whether a copy entry names a file or folder, or a
// glob that matches one.
func copyMatches(dir, c string) bool {
	p := filepath.Join(dir, filepath.FromSlash(strings.TrimSuffix(c, "/")))
	if strings.ContainsAny(c, "*?[") {
		m, err := filepath.Glob(p)
		return err == nil && len(m) > 0
	}
	_, err := os.Stat(p)
	return err == nil
}

// copied reports whether a repository path is inside what copy puts in
// the image (everything when copy is empty).
func copied(copies []string, rel string) bool {
	if len(copies) == 0 {
		return true
	}
	for _, c := range copies {
		c = strings.TrimSuffix(path.Clean(strings.TrimPrefix(c, "./")), "/")
		if ok, _ := path.Match(c, rel); ok || rel == c || strings.HasPrefix(rel, c+"/") {
			return true
		}
	}
	return false
}

// entryFinding checks the command's python script (train.py) or module
// (-m pkg.train); console scripts and other programs are not checked.
func entryFinding(dir string, copies, cmd []string) (TrainerFinding, bool) {
	for i, w := range cmd {
		var rels []string
		switch {
		case w == "-m" && i+1 < len(cmd):
			mod := strings.ReplaceAll(cmd[i+1], ".", "/")
			rels = []string{mod + ".py", mod + "/__main__.py", "src/" + mod + ".py", "src/" + mod + "/__main__.py"}
		case strings.HasSuffix(w, ".py") && !strings.HasPrefix(w, "-") && !path.IsAbs(w):
			rels = []string{path.Clean(w)}
		default:
			continue
		}
		for _, r := range rels {
			if regular(filepath.Join(dir, filepath.FromSlash(r))) {
				if copied(copies, r) {
					return TrainerFinding{}, true
				}
				return TrainerFinding{fmt.Sprintf("the entry point %s is not copied into the image", r), fmt.Sprintf("add %q to copy in spkit.yaml", r)}, false
			}
		}
		return TrainerFinding{fmt.Sprintf("the entry point %s does not exist", rels[0]), "fix train.command in spkit.yaml"}, false
	}
	return TrainerFinding{}, true
}

// outputFinding: an output folder the container's user (runspec.UID)
// cannot write makes the trainer fail at its first checkpoint.
func outputFinding(dir, rel string) (TrainerFinding, bool) {
	st, err := os.Stat(filepath.Join(dir, rel))
	if err != nil || !st.IsDir() || writableBy(st, runspec.UID, runspec.GID) {
		return TrainerFinding{}, true
	}
	return TrainerFinding{fmt.Sprintf("the output folder %s is not writable by the container's user (uid %d)", rel, runspec.UID),
		fmt.Sprintf("run sudo chown -R %d:%d %s", runspec.UID, runspec.GID, rel)}, false
}

func writableBy(st os.FileInfo, uid, gid int) bool {
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return true
	}
	m := st.Mode().Perm()
	return (int(sys.Uid) == uid && m&0o200 != 0) || (int(sys.Gid) == gid && m&0o020 != 0) || m&0o002 != 0
}

// chownOutput hands an existing output folder to uid 1000 when it, or
// anything in it (a root-owned .spkit/ or checkpoint folder after a root
// run or a cp, issue 42), is not writable by that user (spkit runs as root:
// the folder is ours to fix).
func chownOutput(w io.Writer, p string) {
	st, err := os.Stat(p)
	if err != nil || !st.IsDir() || !anyNotWritable(p) {
		return
	}
	err = filepath.Walk(p, func(f string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(f, runspec.UID, runspec.GID)
	})
	if err == nil {
		fmt.Fprintf(w, "spkit: gave %s to uid %d (the container's user)\n", p, runspec.UID)
	}
}

// anyNotWritable reports whether p, or a file or folder below it, is not
// writable by the container's user.
func anyNotWritable(p string) bool {
	found := false
	_ = filepath.Walk(p, func(_ string, fi os.FileInfo, err error) error {
		if err == nil && !writableBy(fi, runspec.UID, runspec.GID) {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

func regular(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// selfInstallFinding: installing the project itself (pip_packages: [.])
// needs its pyproject.toml or setup.py in the build context.
func selfInstallFinding(dir string, cfg *project.Config) (TrainerFinding, bool) {
	if !slices.ContainsFunc(cfg.PipPackages, isSelf) {
		return TrainerFinding{}, true
	}
	for _, f := range []string{"pyproject.toml", "setup.py"} {
		if regular(filepath.Join(dir, f)) && (copied(cfg.Copy, f) || cfg.Requirements == f) {
			return TrainerFinding{}, true
		}
	}
	return TrainerFinding{"pip_packages installs the project itself (.) but no pyproject.toml or setup.py is copied",
		"add pyproject.toml (or setup.py) to copy in spkit.yaml"}, false
}

// isSelf reports whether a pip_packages entry is the project (".",
// ".[extras]", "-e .").
func isSelf(p string) bool {
	p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p), "-e"))
	return p == "." || p == "./" || strings.HasPrefix(p, ".[")
}
