package images

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
)

// EnvBinDir names a directory holding spkit-container-linux-<arch>
// binaries for architectures other than the running one.
const EnvBinDir = "SPKIT_BIN_DIR"

// HealthcheckName is the name the image's HEALTHCHECK runs in
// /usr/local/bin: the small cmd/spkit-healthcheck binary, or a symlink to
// the container binary where that is missing.
const HealthcheckName = imageenv.HealthcheckBinary

// HealthcheckBinaryName is the file name of the healthcheck binary for arch
// beside spkit or in $SPKIT_BIN_DIR.
func HealthcheckBinaryName(arch string) string { return HealthcheckName + "-linux-" + arch }

// ContainerName is the small in-image binary (cmd/spkit-container: spkit
// run, healthcheck, validate), installed beside spkit by `make install`.
const ContainerName = "spkit-container"

// ContainerBinaryName is the file name of the container binary for arch
// beside spkit or in $SPKIT_BIN_DIR (`make install` cross-builds them).
func ContainerBinaryName(arch string) string { return ContainerName + "-linux-" + arch }

// StagedDir is the directory under BinDir whose files the image copies
// into /usr/local/bin: spkit and spkit-healthcheck.
func StagedDir(arch string) string { return "linux-" + arch }

// BinarySource says where to find the container binaries to put into
// images.
type BinarySource struct {
	// Self is the running executable: spkit-container beside it serves its
	// own architecture, and Self itself stands in when that is missing.
	Self string
	// GOOS and GOARCH of the running executable.
	GOOS, GOARCH string
	// Dirs are searched for spkit-container-linux-<arch>.
	Dirs []string
	// Warn, when set, receives the one-line warning printed when a copy of
	// spkit stands in for the container binary.
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

// find returns the path of the linux container binary for arch, and
// whether it is a copy of the full spkit standing in for it.
func (s BinarySource) find(arch string) (string, bool, error) {
	if p := s.lookDirs(ContainerBinaryName(arch)); p != "" {
		return p, false, nil
	}
	if s.native(arch) {
		if p := filepath.Join(filepath.Dir(s.Self), ContainerName); isFile(p) {
			return p, false, nil
		}
		return s.Self, true, nil
	}
	return "", false, errdefs.New(errdefs.Environment,
		fmt.Sprintf("no %s for linux/%s to put into the image", ContainerName, arch),
		fmt.Sprintf("`make install` cross-builds it when %s is installed (apt-get install %s), or put %s beside spkit or in $%s (looked in: %s)",
			crossCC(arch), crossPackage(arch), ContainerBinaryName(arch), EnvBinDir, strings.Join(s.Dirs, ", ")))
}

// crossCC and crossPackage name the C cross compiler go-nvml's cgo needs
// to build for arch on another machine (Debian's names).
func crossCC(arch string) string {
	if arch == "amd64" {
		return "x86_64-linux-gnu-gcc"
	}
	return "aarch64-linux-gnu-gcc"
}

func crossPackage(arch string) string {
	if arch == "amd64" {
		return "gcc-x86-64-linux-gnu"
	}
	return "gcc-aarch64-linux-gnu"
}

// findHealthcheck returns the path of the healthcheck binary for arch, or
// "" when there is none (the image then gets a symlink to spkit).
func (s BinarySource) findHealthcheck(arch string) string {
	if p := s.lookDirs(HealthcheckBinaryName(arch)); p != "" {
		return p
	}
	if s.native(arch) {
		if p := filepath.Join(filepath.Dir(s.Self), HealthcheckName); isFile(p) {
			return p
		}
	}
	return ""
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
