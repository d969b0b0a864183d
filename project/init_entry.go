package project

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// ConfigToken is the train.command word spkit replaces by the generated
// trainer config's path inside the container.
const ConfigToken = "{config}"

// entry is a train command init found, with where it came from.
type entry struct {
	Command []string // argv; a config argument is ConfigToken
	Config  string   // the config the command names, "" when none
	// Missing is a config file the command names that is not among the
	// repository's configs (a typo, or one the user makes): it is replaced
	// by ConfigToken, so train.config fills its place, and init says so.
	Missing string
	Why     string
}

// launchLine is a documented training command: a launcher (accelerate
// launch, torchrun, deepspeed), python with a script or module, or a
// "<name>-cli train" console script.
var launchLine = regexp.MustCompile(`^\s*(?:\$\s*)?((?:CUDA_VISIBLE_DEVICES=\S+\s+)?(?:accelerate\s+launch|torchrun|python3?|deepspeed)\s.*|[a-z][a-z0-9_-]*-cli\s+train\s.*)$`)

// documentedEntry returns the first training command a README or Makefile
// shows whose script, module or console script exists in the repository.
func documentedEntry(dir string, consoleScripts []string, configs []string) *entry {
	for _, doc := range []string{"README.md", "README.rst", "README", "Makefile"} {
		src, err := readSmall(filepath.Join(dir, doc))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(bytes.NewReader(src))
		for sc.Scan() {
			if e := parseLaunch(dir, sc.Text(), consoleScripts, configs); e != nil {
				e.Why = "the training command " + doc + " shows"
				return e
			}
		}
	}
	return nil
}

// parseLaunch turns one documented line into an entry when what it runs
// exists: a copied .py file, a module under the repo or src/, or one of the
// project's console scripts.
func parseLaunch(dir, line string, consoleScripts []string, configs []string) *entry {
	m := launchLine.FindStringSubmatch(strings.TrimRight(line, " \\"))
	if m == nil {
		return nil
	}
	words := strings.Fields(m[1])
	if strings.HasPrefix(words[0], "CUDA_VISIBLE_DEVICES=") {
		words = words[1:]
	}
	if !runsSomethingReal(dir, words, consoleScripts) {
		return nil
	}
	e := &entry{}
	for _, w := range words {
		w = strings.Trim(w, `"'`)
		if e.Config == "" && e.Missing == "" && isConfigFile(w) {
			if rel := filepath.ToSlash(filepath.Clean(w)); slices.Contains(configs, rel) {
				e.Config = rel
			} else {
				e.Missing = w
			}
			w = ConfigToken
		}
		e.Command = append(e.Command, w)
	}
	if e.Command[0] == "python" {
		e.Command[0] = "python3"
	}
	return e
}

func runsSomethingReal(dir string, words, consoleScripts []string) bool {
	if slices.Contains(consoleScripts, words[0]) {
		return true
	}
	for i, w := range words {
		switch {
		case strings.HasSuffix(w, ".py"):
			return isFile(filepath.Join(dir, w))
		case w == "-m" && i+1 < len(words):
			return moduleExists(dir, words[i+1])
		}
	}
	return false
}

// moduleExists finds a dotted module in the repo or its src/ folder.
func moduleExists(dir, mod string) bool {
	rel := filepath.Join(strings.Split(mod, ".")...)
	for _, root := range []string{dir, filepath.Join(dir, "src")} {
		if isFile(filepath.Join(root, rel+".py")) || isFile(filepath.Join(root, rel, "__main__.py")) {
			return true
		}
	}
	return false
}

func isConfigFile(p string) bool {
	switch filepath.Ext(p) {
	case ".yaml", ".yml", ".toml":
		return true
	}
	return false
}

// scriptEntry runs a python script; its config argument is the flag the
// script's argparse declares (--config, --config_file), or a positional
// one (ai-toolkit's run.py config_file_list).
func scriptEntry(dir, script, why string) *entry {
	e := &entry{Command: []string{"python3", script}, Why: script + why}
	src, _ := readSmall(filepath.Join(dir, script))
	if m := configFlag.FindSubmatch(src); m != nil {
		e.Command = append(e.Command, string(m[1]), ConfigToken)
	} else if positionalConfig.Match(src) {
		e.Command = append(e.Command, ConfigToken)
	}
	return e
}

var (
	configFlag       = regexp.MustCompile(`["'](--config(?:[_-]file)?)["']`)
	positionalConfig = regexp.MustCompile(`add_argument\(\s*["'][a-z_]*config[a-z_]*["']`)
)

// srcEntry finds a train module in a src/<pkg> layout: src/pkg/train.py
// runs as python3 -m pkg.train.
func srcEntry(dir string) *entry {
	pkgs, _ := os.ReadDir(filepath.Join(dir, "src"))
	for _, p := range pkgs {
		for _, rel := range []string{"train.py", filepath.Join("cli", "train.py")} {
			if p.IsDir() && isFile(filepath.Join(dir, "src", p.Name(), rel)) {
				mod := p.Name() + "." + strings.ReplaceAll(strings.TrimSuffix(rel, ".py"), string(filepath.Separator), ".")
				return &entry{Command: []string{"python3", "-m", mod}, Why: "src/" + p.Name() + "/" + filepath.ToSlash(rel) + " (src layout)"}
			}
		}
	}
	return nil
}

// scriptsEntry finds scripts/train*.py.
func scriptsEntry(dir string) *entry {
	matches, _ := filepath.Glob(filepath.Join(dir, "scripts", "train*.py"))
	if len(matches) == 0 {
		return nil
	}
	slices.Sort(matches)
	rel := "scripts/" + filepath.Base(matches[0])
	return scriptEntry(dir, rel, ", in scripts/")
}

func readSmall(p string) ([]byte, error) {
	f, err := fsutil.OpenRegular(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, 1<<20))
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
