package profiles

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

//go:embed data/*.yaml
var builtin embed.FS

// Catalog is the set of known profiles: the built-in ones, then the user's
// (which may add profiles or override built-in ones).
type Catalog struct {
	byName map[string]*Profile
}

// Builtin returns the catalog of built-in profiles.
func Builtin() *Catalog {
	c, err := load(nil)
	if err != nil {
		// The embedded data is tested; a failure here is a build defect.
		panic(fmt.Sprintf("built-in profiles are invalid: %v", err))
	}
	return c
}

// Load returns the built-in profiles plus the user's profile files in dir
// (*.yaml). A missing dir is not an error.
func Load(dir string) (*Catalog, error) {
	var files []string
	if dir != "" {
		matches, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
		if err != nil {
			return nil, err
		}
		files = matches
	}
	return load(files)
}

func load(userFiles []string) (*Catalog, error) {
	c := &Catalog{byName: map[string]*Profile{}}
	entries, err := fs.Glob(builtin, "data/*.yaml")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if filepath.Base(e) == "matrix.yaml" {
			continue
		}
		data, err := builtin.ReadFile(e)
		if err != nil {
			return nil, err
		}
		p, err := decodeProfile(data, e)
		if err != nil {
			return nil, err
		}
		p.Origin = "built-in"
		c.byName[p.Name] = p
	}
	for _, f := range userFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("cannot read profile file %s", f), "check the file's permissions")
		}
		p, err := decodeProfile(data, f)
		if err != nil {
			return nil, err
		}
		p.Origin = f
		if err := c.addUser(p); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func decodeProfile(data []byte, path string) (*Profile, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var p Profile
	if err := dec.Decode(&p); err != nil {
		return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("%s: %s", path, yamlMessage(err)), "fix the profile file (see `spkit profiles show dgx-spark` for the format)")
	}
	if p.Name == "" {
		return nil, errdefs.Configf("give the profile a name: key", "%s: profile has no name", path)
	}
	return &p, nil
}

func yamlMessage(err error) string {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		return strings.Join(te.Errors, "; ")
	}
	return strings.TrimPrefix(err.Error(), "yaml: ")
}

// addUser adds a user profile; one that extends another starts from it.
func (c *Catalog) addUser(p *Profile) error {
	if p.Extends != "" {
		base, err := c.Get(p.Extends)
		if err != nil {
			return fmt.Errorf("profile %s (%s) extends %q: %w", p.Name, p.Origin, p.Extends, err)
		}
		p = Merge(base, p)
	}
	c.byName[p.Name] = p
	return nil
}

// Get returns the named profile, or an error listing the known ones.
func (c *Catalog) Get(name string) (*Profile, error) {
	if p, ok := c.byName[name]; ok {
		return p, nil
	}
	hint := "known profiles: " + strings.Join(c.Names(), ", ")
	if s := Suggest(name, c.Names()); s != "" {
		hint = fmt.Sprintf("did you mean %q? %s", s, hint)
	}
	return nil, errdefs.Configf(hint, "unknown profile %q", name)
}

// Names returns the profile names, sorted.
func (c *Catalog) Names() []string {
	names := make([]string, 0, len(c.byName))
	for n := range c.byName {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// All returns the profiles sorted by name.
func (c *Catalog) All() []*Profile {
	out := make([]*Profile, 0, len(c.byName))
	for _, n := range c.Names() {
		out = append(out, c.byName[n])
	}
	return out
}
