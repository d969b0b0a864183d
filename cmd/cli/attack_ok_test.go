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
	for _, name := range []string{"train.py", "requirements.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ignore := filepath.Join(dir, ".gitignore")
	if err := os.WriteFile(ignore, []byte("x\n"), 0o444); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runAttack(t, dir, []string{"init", "--command", "python train.py", "--output", "output"}, false, 30*time.Second); code != 4 {
		t.Fatalf("first init: exit %d, want 4", code)
	}
	if err := os.Chmod(ignore, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runAttack(t, dir, []string{"init", "--command", "python train.py", "--output", "output"}, false, 30*time.Second); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, stderr)
	}
	for _, name := range []string{"spkit.yaml", ".dockerignore", ".gitignore"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Issue #12 item 3: a FIFO where init reads the train script does not stall
// it: a named pipe is not a script, so init refuses at once (exit 3) and
// says what it needs.
func TestInitWithFIFOScript(t *testing.T) {
	dir := t.TempDir()
	fifo("train.py")(t, dir)
	code, _, stderr := runAttack(t, dir, []string{"init"}, false, 10*time.Second)
	if code != 3 || !strings.Contains(stderr, "--command") {
		t.Fatalf("exit %d, want 3 naming --command: %s", code, stderr)
	}
}

// Issue #31 item 10: a relative -C with -o elsewhere works for a Swarm
// stack too (it said "same filesystem").
func TestComposeNodesRelativeDir(t *testing.T) {
	parent := t.TempDir()
	repoDir := filepath.Join(parent, "repo")
	if err := os.Mkdir(repoDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range repo {
		if err := os.WriteFile(filepath.Join(repoDir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "stack.yaml")
	t.Chdir(parent)
	code, _, stderr := runAttack(t, "repo", []string{"compose", "cpu", "--nodes", "2", "-o", out}, false, 30*time.Second)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if data, err := os.ReadFile(out); err != nil || !strings.Contains(string(data), filepath.ToSlash(mustRel(t, filepath.Dir(out), repoDir))) {
		t.Errorf("the stack does not point back at the repository (%v):\n%s", err, data)
	}
}

// Issue #31 item 13: doctor's engine question has its own deadline, and
// the message names that one (it said "within 10s" after 5 s).
func TestDoctorSilentEngineNamesItsDeadline(t *testing.T) {
	t.Setenv("DOCKER_CONTEXT", "")
	t.Setenv("DOCKER_HOST", silentEngine(t))
	f := NewFactory()
	f.NewGPU = func() gpu.Lister { return gputest.Machines["h100"].Lister() }
	start := time.Now()
	code, stdout, _ := runFactory(t, f, t.TempDir(), []string{"doctor"}, time.Minute)
	if code != 1 || !strings.Contains(stdout, "did not answer within 3s") || strings.Contains(stdout, "within 10s") {
		t.Errorf("exit %d, report:\n%s", code, stdout)
	}
	if took := time.Since(start); took > 8*time.Second {
		t.Errorf("doctor took %s", took)
	}
}

// Issue #31 item 10: init writes a spkit.yaml that loads whatever the tree
// holds: a FIFO as requirements.txt, a link from requirements-dev.txt to
// /dev/zero, a config whose name is not UTF-8.
func TestInitOnAHostileTreeWritesALoadableFile(t *testing.T) {
	dir := t.TempDir()
	for p, body := range map[string]string{
		"train.py":       "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\nif __name__ == '__main__':\n    p.parse_args()\n",
		"configs/a.yaml": "learning_rate: 1\n", "configs/bad\xff.yaml": "learning_rate: 2\n",
		"README.md": "```\npip install numpy\n```\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fifo("requirements.txt")(t, dir)
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "requirements-dev.txt")); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runAttack(t, dir, []string{"init", "--command", "python train.py", "--output", "output"}, false, 10*time.Second)
	if code != 0 || !strings.Contains(stderr, "not UTF-8") {
		t.Fatalf("init: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runAttack(t, dir, []string{"dockerfile", "--profile", "cpu"}, false, 10*time.Second); code != 0 {
		t.Fatalf("the spkit.yaml init wrote does not load: exit %d: %s", code, stderr)
	}
}
