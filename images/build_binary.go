package images

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/containerd/platforms"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// EnvBinDir names a directory holding spkit-linux-<arch> binaries for
// architectures other than the running one.
const EnvBinDir = "SPKIT_BIN_DIR"

// BinaryName is the file name of the spkit binary for arch in BinDir.
func BinaryName(arch string) string { return "spkit-linux-" + arch }

// BinarySource says where to find spkit binaries to put into images.
type BinarySource struct {
	// Self is the running executable, used for its own architecture.
	Self string
	// GOOS and GOARCH of the running executable.
	GOOS, GOARCH string
	// Dirs are searched for spkit-linux-<arch> for other architectures.
	Dirs []string
}

// DefaultBinarySource looks next to the running executable and in
// $SPKIT_BIN_DIR.
func DefaultBinarySource() BinarySource {
	s := BinarySource{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		s.Self = exe
		s.Dirs = append(s.Dirs, filepath.Dir(exe))
	}
	if d := os.Getenv(EnvBinDir); d != "" {
		s.Dirs = append([]string{d}, s.Dirs...)
	}
	return s
}

// find returns the path of a linux spkit binary for arch.
func (s BinarySource) find(arch string) (string, error) {
	if s.GOOS == "linux" && s.GOARCH == arch && s.Self != "" {
		return s.Self, nil
	}
	for _, d := range s.Dirs {
		p := filepath.Join(d, BinaryName(arch))
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
			return p, nil
		}
	}
	return "", errdefs.New(errdefs.Environment,
		fmt.Sprintf("no spkit binary for linux/%s to put into the image", arch),
		fmt.Sprintf("build one with `make build-%s` and put bin/%s next to spkit or in $%s (looked in: %s)",
			arch, BinaryName(arch), EnvBinDir, strings.Join(s.Dirs, ", ")))
}

// StageBinaries writes the spkit binary for each platform's architecture to
// repo/.spkit/bin/spkit-linux-<arch> (0755) for the Dockerfile to copy. A
// file that already holds the same bytes is left alone, so its layer stays
// cached.
func StageBinaries(repo string, src BinarySource, plats []string) error {
	for _, p := range plats {
		pl, err := platforms.Parse(p)
		if err != nil {
			return err
		}
		arch := pl.Architecture
		from, err := src.find(arch)
		if err != nil {
			return err
		}
		if err := copyIfChanged(from, filepath.Join(repo, filepath.FromSlash(BinDir), BinaryName(arch))); err != nil {
			return fmt.Errorf("staging the spkit binary for %s: %w", arch, err)
		}
	}
	return nil
}

func copyIfChanged(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if old, err := os.ReadFile(to); err == nil && bytes.Equal(old, data) {
		return os.Chmod(to, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(to), ".spkit-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o755); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), to)
}
