package project

import (
	"bufio"
	"bytes"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
)

// configDirs hold trainer configs in the layouts init knows: the seeds'
// train_configs/, ai-toolkit's config/, LLaMA-Factory's and axolotl's
// examples/.
var configDirs = []string{"train_configs", "configs", "config", "examples"}

// maxConfigDepth bounds the walk below a config folder (examples/train_lora/x.yaml).
const maxConfigDepth = 3

// findConfigs lists the YAML and TOML files under the config folders.
func findConfigs(dir string) []string {
	var out []string
	for _, cd := range configDirs {
		root := filepath.Join(dir, cd)
		if !isDir(root) {
			continue
		}
		_ = filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			rel, _ := filepath.Rel(dir, p)
			rel = filepath.ToSlash(rel)
			if e.IsDir() && strings.Count(rel, "/") >= maxConfigDepth {
				return filepath.SkipDir
			}
			if !e.IsDir() && isConfigFile(p) && len(out) < 5000 {
				out = append(out, rel)
			}
			return nil
		})
	}
	return out
}

// requirementsFile is requirements.txt, else the first requirements*.txt
// that is not for development, tests or docs.
func requirementsFile(names []string) string {
	if slices.Contains(names, "requirements.txt") {
		return "requirements.txt"
	}
	for _, n := range names {
		if strings.HasPrefix(n, "requirements") && strings.HasSuffix(n, ".txt") &&
			!strings.Contains(n, "dev") && !strings.Contains(n, "test") && !strings.Contains(n, "doc") {
			return n
		}
	}
	return ""
}

// installFile is the file that makes the repository an installable
// package (pyproject.toml with a [project] or build system, else
// setup.py), or "".
func installFile(dir string) string {
	if src, err := readSmall(filepath.Join(dir, "pyproject.toml")); err == nil {
		for _, sect := range []string{"[project]", "[build-system]", "[tool.poetry]"} {
			if bytes.Contains(src, []byte(sect)) {
				return "pyproject.toml"
			}
		}
	}
	if isFile(filepath.Join(dir, "setup.py")) {
		return "setup.py"
	}
	return ""
}

// consoleScripts are the names under pyproject.toml's [project.scripts]
// (llamafactory-cli); installing the project puts them on PATH.
func consoleScripts(dir string) []string {
	src, err := readSmall(filepath.Join(dir, "pyproject.toml"))
	if err != nil {
		return nil
	}
	var out []string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			in = line == "[project.scripts]"
			continue
		}
		if k, _, ok := strings.Cut(line, "="); in && ok {
			out = append(out, strings.Trim(strings.TrimSpace(k), `"'`))
		}
	}
	return out
}

// dataDirs are the folders init mounts as the data, first found wins.
var dataDirs = []string{"data", "datasets", "dataset"}

// dataDir returns "./data" (or ./datasets) when the folder exists, else "":
// init never names a folder that is not there.
func dataDir(dir string) string {
	for _, d := range dataDirs {
		if isDir(filepath.Join(dir, d)) {
			return "./" + d
		}
	}
	return ""
}

// installCopies are the files pip needs to install the project itself.
func installCopies(dir, install string) []string {
	var out []string
	for _, n := range []string{"pyproject.toml", "setup.cfg", "README.md", "MANIFEST.in"} {
		if install != "" && isFile(filepath.Join(dir, n)) {
			out = append(out, n)
		}
	}
	return out
}
