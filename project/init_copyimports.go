package project

import (
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A folder whose name says data, models or docs (notCode) is still the
// trainer's code when the repository's own Python imports it as a package
// (`from models.vgg import vgg16_bn` inside a function, `import
// models.modeling`): left out of the image, the run stops at that import.
// The data folders are mounted whole, so they are not copied; weights in a
// copied folder stay out through .dockerignore.

// Bounds on what importedFolders reads.
const (
	importScanFiles = 2000
	importScanBytes = 512 << 10 // per file, moduleImports' bound too
)

// importedFolders are the notCode top-level folders holding Python files
// that a Python file of the repository outside them imports (tests/ that
// import each other are not the trainer's), data folders aside.
func importedFolders(dir string, f *reposcan.Findings) map[string]bool {
	want := map[string]bool{}
	for _, p := range f.Files {
		top, rest, nested := strings.Cut(p, "/")
		if nested && notCode[top] && !isDataDir(top) && strings.HasSuffix(rest, ".py") {
			want[top] = true
		}
	}
	found := map[string]bool{}
	read := 0
	for _, p := range f.Files {
		if len(found) == len(want) || read >= importScanFiles {
			break
		}
		if len(want) == 0 || !strings.HasSuffix(p, ".py") {
			continue
		}
		read++
		self, _, _ := strings.Cut(p, "/")
		for _, mod := range moduleImports(dir, p) {
			name, _, _ := strings.Cut(mod, ".")
			if want[name] && name != self {
				found[name] = true
			}
		}
	}
	return found
}

// isDataDir reports a folder init mounts as the data.
func isDataDir(name string) bool {
	for _, d := range dataDirs {
		if d == name {
			return true
		}
	}
	return false
}
