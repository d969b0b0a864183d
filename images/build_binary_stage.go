package images

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/containerd/platforms"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// staged is one architecture's container binary, from where it was found.
type staged struct {
	from, arch string
	// health is the healthcheck binary; "" stages a symlink to spkit.
	health string
	// standIn: a copy of the full spkit stands in for spkit-container.
	standIn bool
}

// StageBinaries writes, for each platform's architecture, the container
// binary to repo/.spkit/bin/linux-<arch>/spkit (0755) and the healthcheck
// binary beside it as spkit-healthcheck (a symlink to spkit, with a
// warning, where there is none), for the Dockerfile to copy into
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
	if err := fsutil.MkdirAllIn(repo, dir); err != nil { // no link on the way: nothing staged outside
		return fsutil.WriteError(errdefs.Environment, err, dir)
	}
	removeLegacy(dir)
	for _, f := range files {
		if f.standIn {
			src.warnStandIn(f.arch)
		} else if f.health == "" {
			src.warnNoHealthcheck(f.arch)
		}
		if err := fsutil.MkdirAllIn(repo, filepath.Join(dir, StagedDir(f.arch))); err != nil {
			return fsutil.WriteError(errdefs.Environment, err, filepath.Join(dir, StagedDir(f.arch)))
		}
		if err := stageArch(filepath.Join(dir, StagedDir(f.arch)), f.from, f.health); err != nil {
			return fmt.Errorf("staging the %s binary: %w", f.arch, err)
		}
	}
	return nil
}

func stageArch(dir, from, health string) error {
	if err := copyIfChanged(from, filepath.Join(dir, "spkit")); err != nil {
		return err
	}
	link := filepath.Join(dir, HealthcheckName)
	if health != "" {
		return copyIfChanged(health, link)
	}
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
		f := staged{from: bin, arch: arch, standIn: standIn}
		if !standIn {
			f.health = s.findHealthcheck(arch)
		}
		files = append(files, f)
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

func (s BinarySource) warnNoHealthcheck(arch string) {
	if s.Warn == nil {
		return
	}
	fmt.Fprintf(s.Warn, "warning: no %s for linux/%s beside spkit or in $%s: the image's HEALTHCHECK runs spkit-container instead, which needs about twice the memory per check; `make install` installs %s beside spkit\n",
		HealthcheckName, arch, EnvBinDir, HealthcheckName)
}

// copyIfChanged writes from's bytes to to (0755) unless to is a regular
// file holding them already; a symlink at to is replaced, not followed.
func copyIfChanged(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if fi, err := os.Lstat(to); err == nil && fi.Mode().IsRegular() {
		if old, err := os.ReadFile(to); err == nil && bytes.Equal(old, data) {
			return os.Chmod(to, 0o755)
		}
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
