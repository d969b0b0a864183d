// Package archtest holds the dependency rule of spkit's rooms: a package
// imports only rooms below its own. docs/architecture.md draws the same
// table; change both together.
package archtest

import (
	"os/exec"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/spkit-dev/spkit/"

// rooms ranks every package (by path prefix, longest match wins). A package
// may import its own room and rooms of a lower rank, never a higher or an
// equal one.
var rooms = map[string]int{
	// Foundations: no spkit imports beyond rank 0.
	"internal/errdefs": 0, "internal/version": 0, "internal/memsize": 0, "internal/shell": 0, "internal/plotstyle": 0,
	// Facts and small codecs.
	"internal/guardspec": 1, "internal/runstate": 1, "internal/engine": 1, "internal/fsutil": 1, "internal/envcheck": 1,
	"gpu": 1, "hostmem": 1, "trainconfig": 1, "modelinfo": 1,
	"internal/imageenv": 2, "dist": 2, "reposcan": 2,
	// Knowledge as data: profiles and the version matrix (profiles/matrixgen).
	"profiles": 3,
	// spkit.yaml resolved against the profiles; probe's search, results
	// and plot (below estimate, which reads its results).
	"project": 4, "probe": 4,
	// The one resolved run spec, the estimator, the supervisor, the checks.
	"runspec": 5, "estimate": 5, "supervisor": 5, "checks": 5, "ci": 5,
	// Renderers and backends.
	"runner": 6, "images": 6, "k8s": 6, "slurm": 6, "metrics": 6, "report": 6, "checks/doctor": 6,
	"compose": 7, "swarm": 7, "checks/enginecheck": 7,
	// Use cases.
	"app": 8,
	// Commands.
	"cmd/cli":   9,
	"cmd/spkit": 10, "cmd/spkit-container": 10, "cmd/spkit-healthcheck": 10,
}

// helpers are test and benchmark helpers: they may import anything, and no
// production package may import them.
var helpers = []string{"internal/testenv", "internal/archtest", "bench", "tools"}

func room(pkg string) (string, int, bool) {
	best := ""
	for r := range rooms {
		if (pkg == r || strings.HasPrefix(pkg, r+"/")) && len(r) > len(best) {
			best = r
		}
	}
	return best, rooms[best], best != ""
}

func isHelper(pkg string) bool {
	for _, h := range helpers {
		if pkg == h || strings.HasPrefix(pkg, h+"/") {
			return true
		}
	}
	return false
}

func TestRoomsImportOnlyLowerRooms(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var problems []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := strings.TrimPrefix(fields[0], module)
		if isHelper(pkg) || strings.HasSuffix(pkg, "/testdata") || strings.Contains(pkg, "/testdata/") {
			continue
		}
		from, rank, ok := room(pkg)
		if !ok {
			problems = append(problems, pkg+": not in any room; add it to rooms (and docs/architecture.md)")
			continue
		}
		for _, imp := range fields[1:] {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			imp = strings.TrimPrefix(imp, module)
			if isHelper(imp) {
				problems = append(problems, pkg+" imports the test helper "+imp)
				continue
			}
			to, impRank, ok := room(imp)
			if ok && (to == from || impRank < rank) {
				continue
			}
			problems = append(problems, pkg+" ("+from+") imports "+imp+" ("+to+"), which is not below it")
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

func TestRoomLookup(t *testing.T) {
	if r, _, _ := room("checks/enginecheck"); r != "checks/enginecheck" {
		t.Errorf("room(checks/enginecheck) = %q: the longest prefix must win", r)
	}
	if _, _, ok := room("nowhere"); ok {
		t.Error("an unknown package found a room")
	}
}

// TestEveryRoomHoldsAPackage: a room in the table that no package lives in
// (a "matrix" room was ranked long after the matrix moved into profiles)
// says the table and the module have drifted apart.
func TestEveryRoomHoldsAPackage(t *testing.T) {
	out, err := exec.Command("go", "list", module+"...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	held := map[string]bool{}
	for _, pkg := range strings.Fields(string(out)) {
		if r, _, ok := room(strings.TrimPrefix(pkg, module)); ok {
			held[r] = true
		}
	}
	for r := range rooms {
		if !held[r] {
			t.Errorf("room %s holds no package: drop it from rooms (and docs/architecture.md)", r)
		}
	}
}
