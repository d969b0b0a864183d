package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// Load reads dir/spkit.yaml strictly (see Parse) and checks the files it
// names. A missing file is a Config error that says to run `spkit init`.
func Load(dir string) (*Config, error) {
	path := filepath.Join(dir, FileName)
	data, err := fsutil.ReadFileIn(context.Background(), dir, path, fsutil.MaxConfigBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("no %s in %s", FileName, dir),
			"run `spkit init` there to write one, or pass -C DIR")
	}
	if err != nil {
		return nil, fsutil.ReadError(errdefs.Config, err, path)
	}
	cfg, src, err := parse(data, path)
	if err != nil {
		return nil, err
	}
	cfg.Dir = dir
	if st, err := os.Stat(filepath.Join(dir, "data")); err != nil || !st.IsDir() {
		cfg.NoDefaultData = true
	}
	if err := checkFiles(cfg, src); err != nil {
		return nil, err
	}
	cfg.Installs = readInstalls(cfg)
	return cfg, nil
}

// readInstalls reads, for the project's requirements file and each
// profile's own, what it nests and pins (with the project's dependencies
// when pip_packages installs it, or lists them).
func readInstalls(cfg *Config) map[string]*reposcan.Install {
	self, extras := selfPackage(cfg.PipPackages)
	var deps []reposcan.Pin
	if !self {
		// pip_packages may list the dependencies of a project pip cannot
		// build (a uv virtual project): their torch pins hold too.
		deps = reposcan.DependencyPins(cfg.Dir, cfg.PipPackages)
	}
	out := map[string]*reposcan.Install{}
	for _, req := range append([]string{cfg.Requirements}, profileRequirements(cfg)...) {
		if _, ok := out[req]; !ok {
			in := reposcan.ReadInstall(cfg.Dir, req, self, extras)
			in.Pins = append(in.Pins, deps...)
			out[req] = in
		}
	}
	return out
}

func profileRequirements(cfg *Config) []string {
	var out []string
	for _, name := range sortedKeys(cfg.Profiles) {
		if r := cfg.Profiles[name].Requirements; r != "" {
			out = append(out, r)
		}
	}
	return out
}

// selfPackage reports whether pip_packages installs the project (".",
// ".[a,b]", "-e .") and with which extras.
func selfPackage(pkgs []string) (bool, []string) {
	for _, p := range pkgs {
		p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(p), "-e "))
		p = strings.TrimPrefix(p, "./")
		if p == "." || p == "" {
			return true, nil
		}
		if strings.HasPrefix(p, ".[") && strings.HasSuffix(p, "]") {
			var extras []string
			for _, e := range strings.Split(p[2:len(p)-1], ",") {
				if e = strings.TrimSpace(e); e != "" {
					extras = append(extras, e)
				}
			}
			return true, extras
		}
	}
	return false, nil
}

// checkFiles checks that the files cfg names exist in its repository.
func checkFiles(cfg *Config, src *source) error {
	if err := checkRequirements(cfg, src, "requirements", cfg.Requirements); err != nil {
		return err
	}
	for _, name := range sortedKeys(cfg.Profiles) {
		if err := checkRequirements(cfg, src, "profiles."+name+".requirements", cfg.Profiles[name].Requirements); err != nil {
			return err
		}
	}
	return nil
}

// checkRequirements checks that a requirements file spkit.yaml names is a
// regular file of the repository.
func checkRequirements(cfg *Config, src *source, key, req string) error {
	if req == "" {
		return nil
	}
	err := fsutil.CheckRegularIn(cfg.Dir, filepath.Join(cfg.Dir, req))
	var nr *fsutil.NotRegularError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return src.errKey(key, "create it, fix the path, or remove the line", "requirements file %s does not exist", req)
	case errors.As(err, &nr):
		return src.errKey(key, "point it at a pip requirements file", "requirements %s is %s, not a file", req, nr.Kind)
	case errors.As(err, new(*fsutil.OutsideError)):
		return fsutil.ReadError(errdefs.Config, err, req)
	case err != nil:
		return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("%s: cannot read requirements file %s", src.path, req), "check its permissions")
	}
	return nil
}
