// Package reposcan reads a user's training repository the way a careful
// engineer would before running it: how its README, Makefile and scripts
// launch training, which configs are the trainer's, where it writes its
// checkpoints, what it installs and which Python it asks for. It reports
// evidence and ranked candidates; it decides nothing and writes nothing
// (`spkit init` in package project decides, asks or refuses).
package reposcan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// Bounds that keep a scan of any repository quick and small: a monorepo,
// a checkout with datasets or a hostile tree ends the walk, not the host.
const (
	maxFiles    = 50000
	maxDepth    = 10
	maxFileRead = 1 << 20  // bytes read of any one text file
	maxDocs     = 600      // Markdown/RST documents read for commands
	maxDocBytes = 16 << 20 // bytes of those documents, all together
	maxScripts  = 300      // shell scripts read for commands
)

// fileLimit is maxFiles; tests lower it.
var fileLimit = maxFiles

// skipDirs are never walked: version control, environments, caches,
// dependencies and outputs.
var skipDirs = map[string]bool{
	".git": true, ".hg": true, ".svn": true, "node_modules": true, "__pycache__": true, ".venv": true,
	"venv": true, ".tox": true, ".mypy_cache": true, ".pytest_cache": true, ".ruff_cache": true,
	"wandb": true, ".idea": true, ".vscode": true, "site-packages": true, ".spkit": true, ".eggs": true,
}

// repo is the repository's file list (regular files, repo-relative with
// forward slashes) and its bounded reader.
type repo struct {
	dir   string
	files []string
	set   map[string]bool
	dirs  map[string]bool
	// Truncated is set when the walk stopped at maxFiles.
	truncated bool
	// badNames counts paths left out because they are not UTF-8 (no
	// spkit.yaml can name them) or hold control characters (a terminal
	// would act on them when they are printed).
	badNames int
	// cut are the files read only in part (over maxFileRead).
	cut []string
	// readLeft is what a scan may still read, in bytes, when bounded
	// (readBounded); spentOn is the first file it refused.
	readBounded bool
	readLeft    int64
	spentOn     string
}

// maxScanRead bounds the bytes one scan reads in all (documents, configs,
// scripts, entry points): a tree of a thousand megabyte configs ends the
// reading, not the host.
const maxScanRead = 160 << 20

// Bounds by kind, so that no kind spends what the others need: configs
// classified, shell scripts read for commands (documents: maxDocBytes).
const (
	maxConfigBytes = 48 << 20
	maxScriptBytes = 16 << 20
)

// size is what reading rel costs: its size, at most maxFileRead.
func (r *repo) size(rel string) int64 {
	if st, ok := r.stat(rel); ok {
		return min(st.Size(), maxFileRead)
	}
	return 0
}

// errReadBudget is a read refused because the scan's bound is spent.
var errReadBudget = errors.New("the scan's read bound is spent")

// openRepo lists the repository's files: breadth first, so the files near
// its root (the scripts and configs a README names) are listed before a
// dataset's thousands, and folders named for data, outputs or media last.
// When the walk stops at maxFiles it says so (Truncated, with a note), and
// isFile still answers for a file a command names.
func openRepo(ctx context.Context, dir string) (*repo, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, err
	} else if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a directory", dir)
	}
	r := &repo{dir: dir, set: map[string]bool{}, dirs: map[string]bool{"": true}, readBounded: true, readLeft: maxScanRead}
	queue, late := []string{""}, []string(nil)
	for len(queue)+len(late) > 0 && !r.truncated {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if len(queue) == 0 {
			queue, late = late, nil
		}
		cur := queue[0]
		queue = queue[1:]
		for _, sub := range r.readDir(cur) {
			if lateDirs[strings.ToLower(path.Base(sub))] {
				late = append(late, sub)
			} else {
				queue = append(queue, sub)
			}
		}
	}
	slices.Sort(r.files)
	return r, nil
}

// lateDirs are folders that usually hold data, outputs or media rather than
// code: walked after everything else.
var lateDirs = map[string]bool{
	"data": true, "datasets": true, "dataset": true, "output": true, "outputs": true, "checkpoints": true,
	"cache": true, "logs": true, "runs": true, "images": true, "assets": true, "media": true, "samples": true,
}

// maxDirEntries bounds the entries read from one folder.
const maxDirEntries = maxFiles + 1

// readDir lists one folder's files into r and returns its subfolders to
// walk (repo-relative).
func (r *repo) readDir(rel string) []string {
	f, err := os.Open(filepath.Join(r.dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil
	}
	defer f.Close()
	ents, _ := f.ReadDir(maxDirEntries)
	if len(ents) == maxDirEntries {
		r.truncated = true // more than a walk lists in all
	}
	slices.SortFunc(ents, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	var subs []string
	for _, e := range ents {
		p := path.Join(rel, e.Name())
		if hasHidden(p) {
			r.badNames++
			continue
		}
		if e.IsDir() {
			if !skipDirs[e.Name()] && strings.Count(p, "/") < maxDepth && !strings.HasSuffix(e.Name(), ".egg-info") {
				r.dirs[p] = true
				subs = append(subs, p)
			}
			continue
		}
		if !r.listable(p, e) {
			continue
		}
		if len(r.files) >= fileLimit {
			r.truncated = true
			return nil
		}
		r.files = append(r.files, p)
		r.set[p] = true
	}
	return subs
}

// listable reports a regular file, or a link that leads to one (reads stay
// bounded and refuse what is not one).
func (r *repo) listable(rel string, e fs.DirEntry) bool {
	if e.Type().IsRegular() {
		return true
	}
	if e.Type()&fs.ModeSymlink == 0 {
		return false
	}
	// The rule for a user's tree: a link counts only when it stays in it
	// (a config linked to a host file is not the repository's).
	return fsutil.CheckRegularIn(r.dir, filepath.Join(r.dir, filepath.FromSlash(rel))) == nil
}

// isFile reports a regular file of the repository. A repository opened
// without a walk, or whose walk stopped at maxFiles, is asked directly: a
// documented train.py past the cut is still found.
func (r *repo) isFile(rel string) bool {
	if r.set[rel] {
		return true
	}
	if r.set != nil && !r.truncated {
		return false
	}
	st, ok := r.stat(rel)
	return ok && st.Mode().IsRegular()
}

// stat asks the file system about a path inside the repository.
func (r *repo) stat(rel string) (fs.FileInfo, bool) {
	if rel == "" || path.IsAbs(rel) || path.Clean(rel) != rel || rel == ".." || strings.HasPrefix(rel, "../") {
		return nil, false
	}
	st, err := os.Stat(filepath.Join(r.dir, filepath.FromSlash(rel)))
	return st, err == nil
}

func (r *repo) isDir(rel string) bool {
	if r.dirs[rel] {
		return true
	}
	if r.dirs != nil && !r.truncated {
		return false
	}
	st, ok := r.stat(rel)
	return ok && st.IsDir()
}

// read returns a text file's first maxFileRead bytes; a FIFO, device or
// link to one is refused without blocking.
func (r *repo) read(rel string) ([]byte, error) {
	if !r.isFile(rel) {
		return nil, fs.ErrNotExist
	}
	if r.readBounded && r.readLeft <= 0 {
		if r.spentOn == "" {
			r.spentOn = rel
		}
		return nil, errReadBudget
	}
	f, err := fsutil.OpenRegularIn(r.dir, filepath.Join(r.dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil {
		buf.Grow(int(min(st.Size(), maxFileRead)) + 1) // one allocation, not ReadAll's doublings
	}
	_, err = buf.ReadFrom(io.LimitReader(f, maxFileRead+1))
	b := buf.Bytes()
	r.readLeft -= int64(len(b))
	if len(b) > maxFileRead {
		// Cut at the last whole line: half a command is not a command.
		b = b[:maxFileRead]
		if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
			b = b[:i+1]
		}
		if !slices.Contains(r.cut, rel) {
			r.cut = append(r.cut, rel)
		}
	}
	return b, err
}

func (r *repo) text(rel string) string {
	b, _ := r.read(rel)
	return string(b)
}

// top lists the top-level entries: files and folders.
func (r *repo) top() (files, dirs []string) {
	for _, f := range r.files {
		if !strings.Contains(f, "/") {
			files = append(files, f)
		}
	}
	for d := range r.dirs {
		if d != "" && !strings.Contains(d, "/") {
			dirs = append(dirs, d)
		}
	}
	slices.Sort(dirs)
	return files, dirs
}
