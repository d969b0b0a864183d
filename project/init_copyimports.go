package project

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A folder whose name says data, models or docs (notCode) is still the
// trainer's code when the repository's own Python imports it as a package
// (`from models.vgg import vgg16_bn` inside a function, `import
// models.modeling`): left out of the image, the run stops at that import.
// The data folders are mounted whole, so they are not copied; weights in a
// copied folder stay out through .dockerignore.

// topImport is an import statement's first package name, at any indent.
var topImport = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+([A-Za-z_]\w*)[\w.]*[ \t]+import|import[ \t]+([A-Za-z_]\w*))`)

// Bounds on what importedFolders reads.
const (
	importScanFiles = 2000
	importScanBytes = 512 << 10
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
		for _, name := range importsIn(filepath.Join(dir, filepath.FromSlash(p))) {
			if want[name] && name != self {
				found[name] = true
			}
		}
	}
	return found
}

// importsIn lists the first package name of each import in a Python file
// (its first importScanBytes).
func importsIn(file string) []string {
	fh, err := os.Open(file)
	if err != nil {
		return nil
	}
	defer fh.Close()
	buf, _ := io.ReadAll(io.LimitReader(fh, importScanBytes))
	var out []string
	for _, m := range topImport.FindAllStringSubmatch(string(buf), -1) {
		out = append(out, m[1]+m[2])
	}
	return out
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
