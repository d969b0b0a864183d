package images

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"

	spkitfs "github.com/spkit-dev/spkit/internal/fsutil"
)

// maxGitFile caps HEAD, a loose ref and a .git file ("gitdir: PATH"):
// each is a line. A named pipe or a device in their place is no file.
const maxGitFile = 64 << 10

func readGitFile(path string) ([]byte, error) {
	return spkitfs.ReadFile(context.Background(), path, maxGitFile)
}

// GitRevision returns the commit checked out in the repository at dir (or
// a parent), read from .git without the git CLI; "" when there is none.
func GitRevision(dir string) string {
	gitDir := findGitDir(dir)
	if gitDir == "" {
		return ""
	}
	head, err := readGitFile(filepath.Join(gitDir, "HEAD"))
	if err != nil {
		return ""
	}
	h := strings.TrimSpace(string(head))
	ref, ok := strings.CutPrefix(h, "ref: ")
	if !ok {
		return h // detached HEAD
	}
	if b, err := readGitFile(filepath.Join(gitDir, filepath.FromSlash(ref))); err == nil {
		return strings.TrimSpace(string(b))
	}
	return packedRef(filepath.Join(gitDir, "packed-refs"), ref)
}

func findGitDir(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(abs, ".git")
		if fi, err := os.Stat(p); err == nil {
			if fi.IsDir() {
				return p
			}
			// A worktree or submodule: "gitdir: PATH".
			b, err := readGitFile(p)
			if err != nil {
				return ""
			}
			d, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir: ")
			if !ok {
				return ""
			}
			if !filepath.IsAbs(d) {
				d = filepath.Join(abs, d)
			}
			return d
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return ""
		}
		abs = parent
	}
}

func packedRef(path, ref string) string {
	f, err := spkitfs.OpenRegular(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if sha, name, ok := strings.Cut(s.Text(), " "); ok && name == ref {
			return sha
		}
	}
	return ""
}
