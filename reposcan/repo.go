// Package reposcan reads a user's training repository the way a careful
// engineer would before running it: how its README, Makefile and scripts
// launch training, which configs are the trainer's, where it writes its
// checkpoints, what it installs and which Python it asks for. It reports
// evidence and ranked candidates; it decides nothing and writes nothing
// (`spkit init` in package project decides, asks or refuses).
package reposcan

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// Bounds that keep a scan of any repository quick and small: a monorepo,
// a checkout with datasets or a hostile tree ends the walk, not the host.
const (
	maxFiles    = 50000
	maxDepth    = 10
	maxFileRead = 1 << 20 // bytes read of any one text file
	maxDocs     = 600     // Markdown/RST documents read for commands
	maxScripts  = 300     // shell scripts read for commands
)

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
	// spkit.yaml can name them).
	badNames int
}

func openRepo(dir string) (*repo, error) {
	r := &repo{dir: dir, set: map[string]bool{}, dirs: map[string]bool{"": true}}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if !utf8.ValidString(rel) {
			r.badNames++
			if e.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if e.IsDir() {
			if p == dir {
				return nil
			}
			if skipDirs[e.Name()] || strings.Count(rel, "/") >= maxDepth || strings.HasSuffix(e.Name(), ".egg-info") {
				return filepath.SkipDir
			}
			r.dirs[rel] = true
			return nil
		}
		if !e.Type().IsRegular() {
			// A link counts when it leads to a regular file; reads stay
			// bounded and refuse what is not one.
			st, err := os.Stat(p)
			if e.Type()&fs.ModeSymlink == 0 || err != nil || !st.Mode().IsRegular() {
				return nil
			}
		}
		if len(r.files) >= maxFiles {
			r.truncated = true
			return filepath.SkipAll
		}
		r.files = append(r.files, rel)
		r.set[rel] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(r.files)
	return r, nil
}

func (r *repo) isFile(rel string) bool {
	if r.set == nil { // a repo opened without a walk: ask the file system
		st, err := os.Stat(filepath.Join(r.dir, filepath.FromSlash(rel)))
		return err == nil && st.Mode().IsRegular() && !strings.HasPrefix(rel, "../") && !filepath.IsAbs(rel)
	}
	return r.set[rel]
}

func (r *repo) isDir(rel string) bool {
	if r.dirs == nil {
		st, err := os.Stat(filepath.Join(r.dir, filepath.FromSlash(rel)))
		return err == nil && st.IsDir()
	}
	return r.dirs[rel]
}

// read returns a text file's first maxFileRead bytes; a FIFO, device or
// link to one is refused without blocking.
func (r *repo) read(rel string) ([]byte, error) {
	if !r.isFile(rel) {
		return nil, fs.ErrNotExist
	}
	f, err := fsutil.OpenRegular(filepath.Join(r.dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxFileRead))
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
