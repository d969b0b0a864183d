package images

import (
	"path"
	"strings"

	"github.com/spkit-dev/spkit/internal/shell"
)

// projectSrc is where the build context is mounted to install the project
// itself; the mount is read-write so pip may build in the tree, and what
// it writes there is discarded with the mount.
const projectSrc = "/tmp/spkit/src"

// isProjectFile reports whether requirements names the project's own
// metadata (pyproject.toml, setup.py, setup.cfg) rather than a
// requirements list: it is installed as the project, never with pip -r.
func isProjectFile(req string) bool {
	switch path.Base(req) {
	case "pyproject.toml", "setup.py", "setup.cfg":
		return true
	}
	return false
}

// splitSelf separates the pip_packages entry that installs the project
// itself (".", "./", ".[extras]", with or without -e) from the others.
// It returns the extras ("[torch,metrics]" or "") and whether there was one.
func splitSelf(pkgs []string) (extras string, self bool, others []string) {
	for _, p := range pkgs {
		s := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(p, "--editable"), "-e"))
		s = strings.TrimPrefix(strings.TrimSpace(s), "./")
		s = strings.TrimPrefix(s, ".")
		if s == "" || strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			extras, self = s, true
			continue
		}
		others = append(others, p)
	}
	return extras, self, others
}

// installProject installs the trainer's own package (pyproject.toml or
// setup.py) after the requirements, with its source: the build context,
// which holds what copy lists, bind-mounted for this RUN. A plain (not
// editable) install, so the package and its console scripts live in the
// venv the runtime stage copies.
func (g *generator) installProject() {
	extras, self, _ := splitSelf(g.t.Project.PipPackages)
	if !self && !isProjectFile(g.requirements()) {
		return
	}
	g.pipWithSecretsMount("type=bind,target="+projectSrc+",rw", "pip install "+shell.Quote(projectSrc+extras))
}

// selfLine matches a requirements line that installs the project itself
// ("-e .", ".", "./"), for sed.
const selfLine = `/^[[:space:]]*\(-e[[:space:]]*\|--editable[[:space:]]*\)\{0,1\}\.\/\{0,1\}[[:space:]]*$/d`

// dropSelfInstall returns a command prefix that removes the project's own
// line from the copied requirements (kohya's "-e ."), which pip cannot
// install before the source exists, when installProject installs the
// project after it; "" otherwise.
func (g *generator) dropSelfInstall(req string) string {
	if _, self, _ := splitSelf(g.t.Project.PipPackages); !self {
		return ""
	}
	return "sed -i '" + selfLine + "' " + req + " && "
}
