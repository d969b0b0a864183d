package images

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// EnvBinDir names a directory holding spkit-linux-<arch> and
// spkit-healthcheck-linux-<arch> binaries for architectures other than the
// running one.
const EnvBinDir = "SPKIT_BIN_DIR"

// HealthcheckName is the small healthcheck binary (cmd/spkit-healthcheck)
// as installed beside spkit and in images (/usr/local/bin), where the
// HEALTHCHECK runs it.
const HealthcheckName = "spkit-healthcheck"

// BinaryName is the file name of the spkit binary for arch in BinDir.
func BinaryName(arch string) string { return "spkit-linux-" + arch }

// HealthcheckBinaryName is the file name of the spkit-healthcheck binary
// for arch in BinDir.
func HealthcheckBinaryName(arch string) string { return HealthcheckName + "-linux-" + arch }

// BinarySource says where to find spkit binaries to put into images.
type BinarySource struct {
	// Self is the running executable, used for its own architecture; the
	// spkit-healthcheck beside it too.
	Self string
	// GOOS and GOARCH of the running executable.
	GOOS, GOARCH string
	// Dirs are searched for spkit-linux-<arch> and
	// spkit-healthcheck-linux-<arch>.
	Dirs []string
	// Warn, when set, receives the one-line warning printed when no
	// spkit-healthcheck is found and a copy of spkit stands in.
	Warn io.Writer
}

// DefaultBinarySource looks next to the running executable and in
// $SPKIT_BIN_DIR, and warns on stderr.
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

// native reports whether the running executable is a linux/arch binary.
func (s BinarySource) native(arch string) bool {
	return s.GOOS == "linux" && s.GOARCH == arch && s.Self != ""
}

// find returns the path of a linux spkit binary for arch.
func (s BinarySource) find(arch string) (string, error) {
	if s.native(arch) {
		return s.Self, nil
	}
	if p := s.lookDirs(BinaryName(arch)); p != "" {
		return p, nil
	}
	return "", errdefs.New(errdefs.Environment,
		fmt.Sprintf("no spkit binary for linux/%s to put into the image", arch),
		fmt.Sprintf("build one with `make build-%s` and put bin/%s next to spkit or in $%s (looked in: %s)",
			arch, BinaryName(arch), EnvBinDir, strings.Join(s.Dirs, ", ")))
}

// findHealthcheck returns the path of a linux spkit-healthcheck for arch:
// spkit-healthcheck beside the running executable for its own
// architecture, else spkit-healthcheck-linux-<arch> in Dirs; "" if none.
func (s BinarySource) findHealthcheck(arch string) string {
	if s.native(arch) {
		if p := filepath.Join(filepath.Dir(s.Self), HealthcheckName); isFile(p) {
			return p
		}
	}
	return s.lookDirs(HealthcheckBinaryName(arch))
}

func (s BinarySource) lookDirs(name string) string {
	for _, d := range s.Dirs {
		if p := filepath.Join(d, name); isFile(p) {
			return p
		}
	}
	return ""
}

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}
