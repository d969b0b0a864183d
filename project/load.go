package project

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// Load reads dir/spkit.yaml strictly (see Parse) and checks the files it
// names. A missing file is a Config error that says to run `spkit init`.
func Load(dir string) (*Config, error) {
	path := filepath.Join(dir, FileName)
	data, err := fsutil.ReadFile(context.Background(), path, fsutil.MaxConfigBytes)
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
	return cfg, nil
}

// checkFiles checks that the files cfg names exist in its repository.
func checkFiles(cfg *Config, src *source) error {
	if cfg.Requirements == "" {
		return nil
	}
	err := fsutil.CheckRegular(filepath.Join(cfg.Dir, cfg.Requirements))
	var nr *fsutil.NotRegularError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return src.errKey("requirements", "create it, fix the path, or remove the requirements: line", "requirements file %s does not exist", cfg.Requirements)
	case errors.As(err, &nr):
		return src.errKey("requirements", "point it at a pip requirements file", "requirements %s is %s, not a file", cfg.Requirements, nr.Kind)
	case err != nil:
		return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("%s: cannot read requirements file %s", src.path, cfg.Requirements), "check its permissions")
	}
	return nil
}
