package testenv

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// DeadlineEnv names the Unix time by which the test run must be done
// (.ci/run sets it from its 60-minute budget). An engine that is not
// cached and would not be built before it is not built: its tests skip,
// saying so. Unset: no deadline.
const DeadlineEnv = "SPKIT_TEST_DEADLINE"

// checkBudget skips the test when building what (about expect on a
// 2-core machine) would overrun DeadlineEnv, or the test binary's own
// -timeout with 5 minutes left for the test itself (a panic there would
// fail the whole package).
func checkBudget(t testing.TB, what string, expect time.Duration) {
	t.Helper()
	var deadline time.Time
	source := ""
	if v := os.Getenv(DeadlineEnv); v != "" {
		sec, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			t.Fatalf("testenv: %s=%q is not a Unix time", DeadlineEnv, v)
		}
		deadline, source = time.Unix(sec, 0), DeadlineEnv
	}
	if tt, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if d, ok := tt.Deadline(); ok && (deadline.IsZero() || d.Add(-5*time.Minute).Before(deadline)) {
			deadline, source = d.Add(-5*time.Minute), "go test -timeout, 5 minutes kept for the test"
		}
	}
	if deadline.IsZero() {
		return
	}
	if left := time.Until(deadline); left < expect {
		t.Skipf("testenv: building %s takes about %s on 2 cores and %s is left (%s): not built, so this test skips; "+
			"run it with more time (the build is cached in ~/.cache/spkit-test/)", what, expect, left.Round(time.Second), source)
	}
}

// goTools are engines built from Go source in a module of their own (a
// go.mod that requires them, a tools.go that imports their commands), as
// buildkitd is: `go install MODULE/cmd/X@VERSION` is refused for modules
// whose go.mod has replace or exclude directives (Kubernetes, compose).
// The binaries are cached by version in ~/.cache/spkit-test/NAME/, so CI
// builds each once.
type goTools struct {
	// Name is the cache directory, version included ("kube-v1.37.2").
	Name string
	// GoMod is the module's go.mod: require and replace lines.
	GoMod string
	// Commands are the main packages to build; each binary is named after
	// its package's last element, or by Rename.
	Commands []string
	Rename   map[string]string
	// LDFlags are passed to go build (versions stamped as upstream does).
	LDFlags string
	// Unoptimised builds the commands' packages with -N -l (the standard
	// library stays optimised): a test engine compiled in less time. On
	// k8s.io/api and its dependencies from an empty cache it took 43% less
	// CPU (1m30s user against 2m38s, docs/benchmarks.md).
	Unoptimised bool
	// Expect is about how long a first build takes on a 2-core machine
	// (checkBudget).
	Expect time.Duration
}

// build returns the directory holding the binaries, building them the
// first time (under a lock, so concurrent test processes build once).
func (g goTools) build(t testing.TB) string {
	t.Helper()
	dir, ok := g.cached()
	if ok {
		return dir
	}
	unlock := lockFile(t, "/tmp/spkit-testenv-"+g.Name+".lock")
	defer unlock()
	if g.complete(dir) {
		return dir
	}
	checkBudget(t, g.Name, g.Expect)
	mod := t.TempDir()
	must := func(err error) {
		if err != nil {
			t.Fatalf("testenv: building %s: %v", g.Name, err)
		}
	}
	var tools strings.Builder
	tools.WriteString("//go:build tools\n\npackage tools\n\nimport (\n")
	for _, c := range g.Commands {
		tools.WriteString("\t_ \"" + c + "\"\n")
	}
	tools.WriteString(")\n")
	must(os.WriteFile(filepath.Join(mod, "go.mod"), []byte(g.GoMod), 0o644))
	must(os.WriteFile(filepath.Join(mod, "tools.go"), []byte(tools.String()), 0o644))
	tmp := dir + ".tmp"
	must(os.RemoveAll(tmp))
	must(os.MkdirAll(tmp, 0o755))
	start := time.Now()
	t.Logf("testenv: building %s (cached in %s; the first build takes minutes)", g.Name, dir)
	g.goCmd(t, mod, "mod", "tidy")
	// One go build for every command: their packages compile and link in
	// parallel (go build -o DIR names each binary after its package).
	g.goCmd(t, mod, append(g.buildArgs(tmp+"/"), g.Commands...)...)
	for _, c := range g.Commands {
		if n := g.binary(c); n != path.Base(c) {
			must(os.Rename(filepath.Join(tmp, path.Base(c)), filepath.Join(tmp, n)))
		}
	}
	must(os.RemoveAll(dir))
	must(os.Rename(tmp, dir))
	recordBuild(g.Name, start)
	t.Logf("testenv: built %s in %s", g.Name, time.Since(start).Round(time.Second))
	return dir
}

// buildArgs are go build's arguments, up to the packages.
func (g goTools) buildArgs(out string) []string {
	args := []string{"build", "-trimpath", "-ldflags", g.LDFlags}
	if g.Unoptimised {
		// The later pattern wins for the packages it matches.
		args = append(args, "-gcflags=all=-N -l", "-gcflags=std=")
	}
	return append(args, "-o", out)
}

// cached returns the binaries' directory when they are built.
func (g goTools) cached() (string, bool) {
	home, _ := os.UserHomeDir()
	dir := filepath.Join(home, ".cache", "spkit-test", g.Name)
	return dir, g.complete(dir)
}

func (g goTools) binary(pkg string) string {
	if n, ok := g.Rename[pkg]; ok {
		return n
	}
	return path.Base(pkg)
}

func (g goTools) complete(dir string) bool {
	for _, c := range g.Commands {
		if !isExecutable(filepath.Join(dir, g.binary(c))) {
			return false
		}
	}
	return true
}

func (g goTools) goCmd(t testing.TB, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("testenv: go %s for %s: %v\n%s", strings.Join(args, " "), g.Name, err, tail(string(out), 3000))
	}
}
