package profiles

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

//go:embed data/*.yaml
var builtin embed.FS

// OriginBuiltin is the Origin of the profiles embedded in spkit.
const OriginBuiltin = "built-in"

// Catalog is the set of known profiles: the built-in ones, then the user's
// (which may add profiles or override built-in ones).
type Catalog struct {
	byName map[string]*Profile
}

// Builtin returns the catalog of built-in profiles (checked against the
// built-in matrix).
func Builtin() *Catalog {
	c, err := load(nil, DefaultMatrix())
	if err != nil {
		// The embedded data is tested; a failure here is a build defect.
		panic(fmt.Sprintf("built-in profiles are invalid: %v", err))
	}
	return c
}

// Load is LoadFor with the built-in matrix (for callers that have none).
func Load(dir string) (*Catalog, error) { return LoadFor(dir, nil) }

// LoadFor returns the built-in profiles plus the user's profile files in
// dir (*.yaml), each checked against the matrix m (nil: the built-in one).
// A missing dir is not an error.
func LoadFor(dir string, m *Matrix) (*Catalog, error) {
	if m == nil {
		m = DefaultMatrix()
	}
	var files []string
	if dir != "" {
		matches, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
		if err != nil {
			return nil, err
		}
		files = matches
	}
	return load(files, m)
}

func load(userFiles []string, m *Matrix) (*Catalog, error) {
	builtins, err := loadBuiltins(m)
	if err != nil {
		return nil, err
	}
	users, err := readUserFiles(userFiles)
	if err != nil {
		return nil, err
	}
	r := &extender{builtins: builtins, users: users, done: map[string]*Profile{}}
	c := &Catalog{byName: map[string]*Profile{}}
	for name, p := range builtins {
		c.byName[name] = p
	}
	for _, name := range sortedNames(users) {
		p, err := r.resolve(name, nil)
		if err != nil {
			return nil, err
		}
		if err := p.Validate(m); err != nil {
			return nil, err
		}
		c.byName[name] = p
	}
	return c, nil
}

func loadBuiltins(m *Matrix) (map[string]*Profile, error) {
	entries, err := fs.Glob(builtin, "data/*.yaml")
	if err != nil {
		return nil, err
	}
	out := map[string]*Profile{}
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
		p.Origin = OriginBuiltin
		if err := p.Validate(m); err != nil {
			return nil, err
		}
		out[p.Name] = p
	}
	return out, nil
}

// readUserFiles reads each profile file beneath its own folder: a profile
// in .spkit/profiles that is a link out of that folder (to a file outside
// the repository) is refused, never read (issue 41).
func readUserFiles(files []string) (map[string]*Profile, error) {
	out := map[string]*Profile{}
	for _, f := range files {
		data, err := fsutil.ReadFileIn(context.Background(), filepath.Dir(f), f, fsutil.MaxConfigBytes)
		if err != nil {
			return nil, fsutil.ReadError(errdefs.Config, err, f)
		}
		p, err := decodeProfile(data, f)
		if err != nil {
			return nil, err
		}
		p.Origin = f
		if prev, ok := out[p.Name]; ok {
			return nil, errdefs.Configf("keep one file per profile name",
				"profile %s is defined twice: %s and %s", p.Name, prev.Origin, f)
		}
		out[p.Name] = p
	}
	return out, nil
}

// extender resolves user profiles' extends: chains. A user profile may
// extend a built-in (also one of the same name, to change a few values) or
// another user profile.
type extender struct {
	builtins, users, done map[string]*Profile
}

func (r *extender) resolve(name string, chain []string) (*Profile, error) {
	if p, ok := r.done[name]; ok {
		return p, nil
	}
	p := r.users[name]
	if p.Extends == "" {
		r.done[name] = p
		return p, nil
	}
	if _, builtin := r.builtins[name]; p.Extends == name && !builtin {
		return nil, errdefs.Configf("extend a built-in profile or another of yours, or remove extends:",
			"profile %s (%s) extends itself", name, p.Origin)
	}
	if containsString(chain, name) {
		return nil, errdefs.Configf("break the cycle of extends:", "profile %s (%s) extends itself through %s",
			name, p.Origin, strings.Join(append(chain, name), " -> "))
	}
	base, err := r.base(p, append(chain, name))
	if err != nil {
		return nil, err
	}
	out := Merge(base, p)
	out.Origin = p.Origin
	r.done[name] = out
	return out, nil
}

func (r *extender) base(p *Profile, chain []string) (*Profile, error) {
	if _, ok := r.users[p.Extends]; ok && p.Extends != p.Name {
		return r.resolve(p.Extends, chain)
	}
	if b, ok := r.builtins[p.Extends]; ok {
		return b, nil
	}
	known := append(sortedNames(r.builtins), sortedNames(r.users)...)
	hint := "known profiles: " + strings.Join(known, ", ")
	if s := Suggest(p.Extends, known); s != "" {
		hint = fmt.Sprintf("did you mean %q? %s", s, hint)
	}
	return nil, errdefs.Configf(hint, "profile %s (%s) extends unknown profile %q", p.Name, p.Origin, p.Extends)
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func sortedNames(m map[string]*Profile) []string {
	out := make([]string, 0, len(m))
	for n := range m {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
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
func (c *Catalog) Names() []string { return sortedNames(c.byName) }

// All returns the profiles sorted by name.
func (c *Catalog) All() []*Profile {
	out := make([]*Profile, 0, len(c.byName))
	for _, n := range c.Names() {
		out = append(out, c.byName[n])
	}
	return out
}
