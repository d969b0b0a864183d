package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
)

// Issue #12 item 8 and #14 item 7: -o takes any writable path, on another
// file system too, with spkit run from the repository (-C .); an existing
// file keeps its mode.
func TestComposeOutputAnywhere(t *testing.T) {
	repoDir := t.TempDir()
	for name, body := range repo {
		if err := os.WriteFile(filepath.Join(repoDir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "compose.yaml")
	if err := os.WriteFile(out, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Chdir(repoDir)
	code, _, stderr := runAttack(t, ".", []string{"compose", "cpu", "-o", out}, false, 30*time.Second)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(data), "context: "+filepath.ToSlash(mustRel(t, filepath.Dir(out), repoDir))) {
		t.Errorf("compose file does not point back at the repository:\n%s", data)
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the existing file's 0600", st.Mode().Perm())
	}
}

func mustRel(t *testing.T, from, to string) string {
	t.Helper()
	rel, err := filepath.Rel(from, to)
	if err != nil {
		t.Fatal(err)
	}
	return rel
}

// Issue #12 item 6: doctor still runs with a bogus DOCKER_HOST and reports
// the engine as a problem (exit 1, as its help says), without docker/cli's
// "Failed to initialize".
func TestDoctorWithBogusEngine(t *testing.T) {
	for env, want := range map[string]string{
		"DOCKER_HOST":    "DOCKER_HOST=bogus://x is not a usable Docker engine address",
		"DOCKER_CONTEXT": "DOCKER_CONTEXT=bogus://x is not a usable docker context",
	} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("DOCKER_HOST", "")
			t.Setenv("DOCKER_CONTEXT", "")
			t.Setenv(env, "bogus://x")
			f := NewFactory()
			f.NewGPU = func() gpu.Lister { return gputest.Machines["h100"].Lister() }
			code, stdout, stderr := runFactory(t, f, t.TempDir(), []string{"doctor"}, 30*time.Second)
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			if !strings.Contains(stdout, want) {
				t.Errorf("report does not say %q:\n%s", want, stdout)
			}
			if strings.Contains(stdout+stderr, "Failed to initialize") {
				t.Errorf("docker/cli's own message leaked: %s%s", stdout, stderr)
			}
		})
	}
}

// Issue #12 item 8: an init that failed wrote nothing, so the rerun needs
// no --force.
func TestInitRerunAfterFailure(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "train.py"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ignore := filepath.Join(dir, ".gitignore")
	if err := os.WriteFile(ignore, []byte("x\n"), 0o444); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runAttack(t, dir, []string{"init"}, false, 30*time.Second); code != 4 {
		t.Fatalf("first init: exit %d, want 4", code)
	}
	if err := os.Chmod(ignore, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runAttack(t, dir, []string{"init"}, false, 30*time.Second); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	for _, name := range []string{"spkit.yaml", ".dockerignore", ".gitignore"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Issue #12 item 3: a FIFO where init reads the train script does not stall
// it (init only reads the script for hints).
func TestInitWithFIFOScript(t *testing.T) {
	dir := t.TempDir()
	fifo("train.py")(t, dir)
	if code, _, stderr := runAttack(t, dir, []string{"init"}, false, 10*time.Second); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}
