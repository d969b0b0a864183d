package project

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Load reads dir/spkit.yaml. A missing file is a Config error that says to
// run `spkit init`.
func Load(dir string) (*Config, error) {
	path := filepath.Join(dir, FileName)
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("no %s in %s", FileName, dir),
			"run `spkit init` there to write one, or pass -C DIR")
	}
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("cannot read %s", path), "check the file's permissions")
	}
	cfg, err := Parse(data, path)
	if err != nil {
		return nil, err
	}
	cfg.Dir = dir
	return cfg, nil
}

// Parse decodes spkit.yaml bytes; path names the file in errors.
// TODO(issue 2): strict parsing with file:line, key and "did you mean".
func Parse(data []byte, path string) (*Config, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var cfg Config
	if err := dec.Decode(&cfg); err != nil {
		return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("%s: %v", path, err), "fix the file")
	}
	cfg.Path = path
	return &cfg, nil
}
