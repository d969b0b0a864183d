package images

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/containerd/platforms"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// qemuNames maps a GOARCH to the name binfmt_misc registers QEMU under
// (tonistiigi/binfmt and Debian's qemu-user-binfmt use these).
var qemuNames = map[string]string{
	"arm64":   "qemu-aarch64",
	"amd64":   "qemu-x86_64",
	"arm":     "qemu-arm",
	"ppc64le": "qemu-ppc64le",
	"s390x":   "qemu-s390x",
	"riscv64": "qemu-riscv64",
}

// NormalizePlatforms parses a comma-separated --platform value (or the
// profile's platform) into normalized "os/arch[/variant]" strings.
func NormalizePlatforms(values ...string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, v := range values {
		for _, s := range strings.Split(v, ",") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			p, err := platforms.Parse(s)
			if err != nil {
				return nil, errdefs.Usagef("write it as os/arch, e.g. linux/arm64", "invalid platform %q", s)
			}
			f := platforms.Format(platforms.Normalize(p))
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out, nil
}

// canRun reports whether a builder whose native platform is native can run
// RUN steps for want, and why not. Emulation is checked in binfmtDir only
// when local (the engine runs on this machine).
func canRun(native, want string, local bool, binfmtDir string) (bool, string) {
	np, err1 := platforms.Parse(native)
	wp, err2 := platforms.Parse(want)
	if err1 != nil || err2 != nil {
		return false, fmt.Sprintf("cannot compare platforms %q and %q", native, want)
	}
	if platforms.Only(np).Match(wp) {
		return true, "native"
	}
	if !local {
		return false, fmt.Sprintf("it runs %s and spkit cannot see whether QEMU is registered on a remote engine", native)
	}
	name, ok := qemuNames[wp.Architecture]
	if !ok {
		return false, fmt.Sprintf("it runs %s", native)
	}
	data, err := os.ReadFile(filepath.Join(binfmtDir, name))
	if err != nil || !strings.HasPrefix(string(data), "enabled") {
		return false, fmt.Sprintf("it runs %s and no QEMU emulator for %s is registered (%s)", native, wp.Architecture, filepath.Join(binfmtDir, name))
	}
	return true, "emulated by " + name
}

// platformError says that builder cannot build platform and names the
// ways out.
func platformError(builder, platform, why string) error {
	arch := platform[strings.LastIndex(platform, "/")+1:]
	return errdefs.New(errdefs.Environment,
		fmt.Sprintf("%s cannot build %s images: %s", builder, platform, why),
		fmt.Sprintf("build on the %s machine itself (e.g. the DGX Spark), point --builder at a remote %s buildkitd (tcp://host:1234), or install QEMU (apt-get install qemu-user-static binfmt-support)", arch, arch))
}
