package images

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/containerd/platforms"
)

// staged is one architecture's container binary, from where it was found.
type staged struct {
	from, arch string
	// standIn: a copy of the full spkit stands in for spkit-container.
	standIn bool
}

// StageBinaries writes, for each platform's architecture, the container
// binary to repo/.spkit/bin/linux-<arch>/spkit (0755) and the symlink
// spkit-healthcheck -> spkit beside it, for the Dockerfile to copy into
// /usr/local/bin in one COPY. Every source is found before anything is
// written; a file that already holds the same bytes is left alone, so its
// layer stays cached. Files of older layouts in .spkit/bin are removed, so
// that they no longer weigh on the build context.
func StageBinaries(repo string, src BinarySource, plats []string) error {
	files, err := src.plan(plats)
	if err != nil {
		return err
	}
	dir := filepath.Join(repo, filepath.FromSlash(BinDir))
	removeLegacy(dir)
	for _, f := range files {
		if f.standIn {
			src.warnStandIn(f.arch)
		}
		if err := stageArch(filepath.Join(dir, StagedDir(f.arch)), f.from); err != nil {
			return fmt.Errorf("staging the %s binary: %w", f.arch, err)
		}
	}
	return nil
}

func stageArch(dir, from string) error {
	if err := copyIfChanged(from, filepath.Join(dir, "spkit")); err != nil {
		return err
	}
	link := filepath.Join(dir, HealthcheckName)
	if t, err := os.Readlink(link); err == nil && t == "spkit" {
		return nil
	}
	_ = os.Remove(link)
	return os.Symlink("spkit", link)
}

// removeLegacy removes the spkit-linux-<arch> and
// spkit-healthcheck-linux-<arch> files earlier versions staged.
func removeLegacy(dir string) {
	old, _ := filepath.Glob(filepath.Join(dir, "spkit-*linux-*"))
	for _, p := range old {
		_ = os.Remove(p)
	}
}

// plan finds the binary for each architecture.
func (s BinarySource) plan(plats []string) ([]staged, error) {
	var files []staged
	seen := map[string]bool{}
	for _, p := range plats {
		pl, err := platforms.Parse(p)
		if err != nil {
			return nil, err
		}
		arch := pl.Architecture
		if seen[arch] {
			continue
		}
		seen[arch] = true
		bin, standIn, err := s.find(arch)
		if err != nil {
			return nil, err
		}
		files = append(files, staged{from: bin, arch: arch, standIn: standIn})
	}
	return files, nil
}

func (s BinarySource) warnStandIn(arch string) {
	if s.Warn == nil {
		return
	}
	fmt.Fprintf(s.Warn, "warning: no %s for linux/%s beside spkit or in $%s: the image gets a copy of spkit instead, which is about 8 times larger and slower to start (its HEALTHCHECK misses the 20 ms / 15 MiB budget); `make install` installs %s beside spkit\n",
		ContainerName, arch, EnvBinDir, ContainerName)
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
