package images

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/containerd/platforms"
)

// staged is one file StageBinaries writes: from a binary to its name in BinDir.
type staged struct{ from, name string }

// StageBinaries writes, for each platform's architecture, the spkit binary
// to repo/.spkit/bin/spkit-linux-<arch> and the small healthcheck binary to
// repo/.spkit/bin/spkit-healthcheck-linux-<arch> (0755), for the
// Dockerfile to copy. Without a spkit-healthcheck for an architecture, a
// copy of spkit stands in (spkit run as spkit-healthcheck runs its
// healthcheck, more slowly) and one warning line goes to src.Warn. Every
// source is found before anything is written; a file that already holds
// the same bytes is left alone, so its layer stays cached.
func StageBinaries(repo string, src BinarySource, plats []string) error {
	files, err := src.plan(plats)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := copyIfChanged(f.from, filepath.Join(repo, filepath.FromSlash(BinDir), f.name)); err != nil {
			return fmt.Errorf("staging %s: %w", f.name, err)
		}
	}
	return nil
}

// plan finds the binaries for each architecture, warning for a missing
// spkit-healthcheck.
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
		spkit, err := s.find(arch)
		if err != nil {
			return nil, err
		}
		hc := s.findHealthcheck(arch)
		if hc == "" {
			hc = spkit
			s.warnNoHealthcheck(arch)
		}
		files = append(files, staged{spkit, BinaryName(arch)}, staged{hc, HealthcheckBinaryName(arch)})
	}
	return files, nil
}

func (s BinarySource) warnNoHealthcheck(arch string) {
	if s.Warn == nil {
		return
	}
	how := "`make install` installs spkit and spkit-healthcheck side by side"
	if !s.native(arch) {
		how = fmt.Sprintf("`make build-%s` builds bin/%s; put it beside bin/%s or in $%s",
			arch, HealthcheckBinaryName(arch), BinaryName(arch), EnvBinDir)
	}
	fmt.Fprintf(s.Warn, "warning: no %s for linux/%s beside spkit or in $%s: the image's HEALTHCHECK runs a copy of spkit instead, which is slower (about 30 ms and 26 MiB a check, over its 20 ms / 15 MiB budget); %s\n",
		HealthcheckName, arch, EnvBinDir, how)
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
