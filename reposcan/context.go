package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// The launch context a line carries besides its words: what it puts in the
// environment, the folder it runs in, and the arguments that name the
// repository's files from there (issue 39 item 3).

// EnvVar is one variable a launch line sets for the process it starts.
type EnvVar struct {
	Name, Value string
	// Open is set when the text leaves the value open ($GPUS, $(nproc)).
	Open bool
	// Exported is set for a variable exported before the line (export
	// VAR=value) rather than given as its VAR=value prefix.
	Exported bool
	// Placeholder is set when the value is one the user must replace
	// ({path_to_your_model}, /path/to/data, <model>, YOUR_KEY).
	Placeholder bool
}

// PathArg is an argument that names a file or folder of the repository
// from the folder the line runs in.
type PathArg struct {
	Index   int    // in Words
	Prefix  string // "--config=" for an option's inline value, else ""
	Written string // the path as written, relative to WorkDir
	Repo    string // the same path, relative to the repository's root
}

var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// environment is what the line sets: the variables exported before it,
// then its own VAR=value prefixes (which win).
func environment(inv Invocation, l *Launch) []EnvVar {
	var out []EnvVar
	set := func(kv string, open, exported bool) {
		name, value, ok := strings.Cut(kv, "=")
		if !ok || !envName.MatchString(name) {
			return
		}
		for i := range out {
			if out[i].Name == name {
				out = append(out[:i], out[i+1:]...)
				break
			}
		}
		out = append(out, EnvVar{Name: name, Value: value, Open: open, Exported: exported, Placeholder: !open && isPlaceholder(value, false)})
	}
	for i, kv := range inv.Exported {
		set(kv, i < len(inv.ExportOpen) && inv.ExportOpen[i], true)
	}
	for i, kv := range l.Env {
		// Prefixes from `env VAR=x cmd` come after the shell's own and carry
		// no mark: a value with an expansion in it is open.
		open := i < len(inv.EnvOpen) && inv.EnvOpen[i] || i >= len(inv.EnvOpen) && strings.Contains(kv, "$")
		set(kv, open, false)
	}
	return out
}

// pathArgs finds the words that name a file or folder of the repository
// from the folder the line runs in (after a `cd`): they are relative to
// WorkDir, and RootWords rewrites them from the root.
func (s *scan) pathArgs(c *Candidate) {
	if c.WorkDir == "" {
		return
	}
	for i := 1; i < len(c.Words); i++ {
		if c.Unknown[i] {
			continue
		}
		prefix, val := "", c.Words[i]
		if k, v, ok := strings.Cut(val, "="); ok && strings.HasPrefix(val, "-") {
			prefix, val = k+"=", v
		} else if strings.HasPrefix(val, "-") {
			continue
		}
		if val == "" || path.IsAbs(val) || strings.Contains(val, "://") || strings.HasPrefix(val, "~") {
			continue
		}
		rel := path.Clean(path.Join(c.WorkDir, val))
		// A path that is not there yet (an output folder) counts when it is
		// written as relative (./x, ../x): a model id (org/name) is not.
		explicit := strings.HasPrefix(val, "./") || strings.HasPrefix(val, "../")
		if rel == ".." || strings.HasPrefix(rel, "../") || !explicit && !s.repo.isFile(rel) && !s.repo.isDir(rel) {
			continue
		}
		if !strings.Contains(val, "/") && path.Ext(val) == "" && !s.repo.isFile(rel) {
			continue // a bare word that happens to name a folder
		}
		c.PathArgs = append(c.PathArgs, PathArg{Index: i, Prefix: prefix, Written: val, Repo: rel})
	}
}

// RootWords are the line's words run from the repository's root instead
// of WorkDir: each PathArg written from the root. A line that runs where
// it is documented (no cd) is returned as it is.
func (c *Candidate) RootWords() []string {
	out := append([]string(nil), c.Words...)
	for _, p := range c.PathArgs {
		out[p.Index] = p.Prefix + p.Repo
	}
	return out
}

// Hydra-style launches name a config folder and a config name apart
// (--config-path configs --config-name sft, -cp configs -cn sft): the
// config is the folder's file of that name.
var (
	configDirFlag  = regexp.MustCompile(`^--?(config[_-]path|config[_-]dir|cp|cd)$`)
	configNameFlag = regexp.MustCompile(`^--?(config[_-]name|cn)$`)
	// dirOption is an option that names the folder configs are read from
	// (-d configs, --config-dir configs): a config value that resolves
	// nowhere else is looked for there.
	dirOption = regexp.MustCompile(`^--?(d|dir|configs?[_-]?dir|config[_-]?path|cp|cd)$`)
)

// configUnderDirOption finds a config value in the folder a -d/--config-dir
// option of the line names ("" when none holds it).
func (s *scan) configUnderDirOption(c *Candidate, val string) string {
	dir, i := optionValue(c.Words, 1, dirOption)
	if i < 0 || c.Unknown[i] || strings.HasPrefix(dir, "-") {
		return ""
	}
	for _, base := range []string{path.Join(c.Dir, dir), dir} {
		base = path.Clean(base)
		if strings.HasPrefix(base, "../") || base == ".." || path.IsAbs(base) || !s.repo.isDir(base) {
			continue
		}
		if p := s.configNamed(base, strings.TrimPrefix(val, "./")); p != "" {
			return p
		}
	}
	return ""
}

// optionValue returns the value of the first option in words[from:] that
// re matches (--x v or --x=v), with the value's index; -1 when none.
func optionValue(words []string, from int, re *regexp.Regexp) (string, int) {
	for i := from; i < len(words); i++ {
		w := words[i]
		if k, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") && re.MatchString(k) {
			return v, i
		}
		if re.MatchString(w) && i+1 < len(words) {
			return words[i+1], i + 1
		}
	}
	return "", -1
}

// dirAndNameConfig reads a config given as a folder and a name; false when
// the line does not give one that resolves.
func (s *scan) dirAndNameConfig(c *Candidate) bool {
	dir, di := optionValue(c.Words, c.ArgStart, configDirFlag)
	name, ni := optionValue(c.Words, c.ArgStart, configNameFlag)
	if di < 0 || ni < 0 || c.Unknown[di] || c.Unknown[ni] {
		return false
	}
	// Hydra reads a relative config path from the script's folder; other
	// launchers from where they run.
	var bases []string
	if c.Kind == KindScript {
		bases = append(bases, path.Join(path.Dir(c.Target), dir))
	}
	bases = append(bases, path.Join(c.Dir, dir), dir)
	for _, base := range bases {
		base = path.Clean(base)
		if strings.HasPrefix(base, "../") || base == ".." || path.IsAbs(base) {
			continue
		}
		if p := s.configNamed(base, name); p != "" {
			flag := c.Words[ni-1]
			if k, _, ok := strings.Cut(c.Words[ni], "="); ok && strings.HasPrefix(k, "-") {
				flag = k
			}
			c.ConfigIndex, c.ConfigFlag, c.Config = ni, flag, p
			c.ConfigDir, c.ConfigByName = base, true
			return true
		}
	}
	return false
}

// configNamed is the config file a folder holds under a name (with or
// without its extension), or "".
func (s *scan) configNamed(dir, name string) string {
	for _, ext := range []string{"", ".yaml", ".yml"} {
		if p := path.Join(dir, name+ext); s.repo.isFile(p) && isConfigPath(p) {
			return p
		}
	}
	return ""
}

// cdFolder is the folder a documented `cd` leads to. Alternatives shown
// one under the other, each from the root (`cd trainer && torchrun ...`,
// then `cd trainer && python ...`), read as one script would be
// trainer/trainer: the longest tail of the path that is a folder of the
// repository is where the line runs. A path with none is kept (a folder
// the documentation has the user make).
func (s *scan) cdFolder(dir string) string {
	if dir == "" || s.repo.isDir(dir) {
		return dir
	}
	parts := strings.Split(dir, "/")
	for i := 1; i < len(parts); i++ {
		if tail := strings.Join(parts[i:], "/"); s.repo.isDir(tail) {
			return tail
		}
	}
	return dir
}
