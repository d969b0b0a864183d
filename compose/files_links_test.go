package compose

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// linkedRepo is a repository beside a folder with a file that must never
// change (a stand-in .bashrc, a registry's credentials).
func linkedRepo(t *testing.T) (repo, outside, victim string) {
	t.Helper()
	base := t.TempDir()
	repo, outside = filepath.Join(base, "repo"), filepath.Join(base, "outside")
	victim = filepath.Join(outside, "config.json")
	for _, d := range []string{filepath.Join(repo, "train_configs"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(victim, []byte(`{"auths": {"registry": {"auth": "c2VjcmV0"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	return repo, outside, victim
}

func victimKept(t *testing.T, outside, victim string) {
	t.Helper()
	if got, _ := os.ReadFile(victim); !strings.Contains(string(got), "c2VjcmV0") {
		t.Errorf("the file outside the repository changed (%d bytes)", len(got))
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("files appeared outside the repository: %v", entries)
	}
}

// Issue 41 item 1: generated files shipped as links out of the repository
// (the trainer config, the Dockerfile) are replaced, not written through.
func TestGeneratedFilesAreNotWrittenThroughLinks(t *testing.T) {
	repo, outside, victim := linkedRepo(t)
	tg := target(t, testConfig(t), "cpu")
	for _, rel := range []string{GeneratedTrainConfig("cpu", tg.TrainConfig), GeneratedDockerfile("cpu")} {
		link := filepath.Join(repo, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(victim, link); err != nil {
			t.Fatal(err)
		}
	}
	targets := []*project.Target{tg}
	if err := WriteTrainConfigs(repo, targets, map[string][]byte{"cpu": []byte("lr: 1\n")}); err != nil {
		t.Fatal(err)
	}
	if err := WriteDockerfiles(repo, targets); err != nil {
		t.Fatal(err)
	}
	victimKept(t, outside, victim)
	// .spkit itself a link out: refused, nothing written there.
	repo2, outside2, victim2 := linkedRepo(t)
	if err := os.Symlink(outside2, filepath.Join(repo2, ".spkit")); err != nil {
		t.Fatal(err)
	}
	err := WriteTrainConfigs(repo2, targets, map[string][]byte{"cpu": []byte("lr: 1\n")})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a linked .spkit: %v", err)
	}
	if err := WriteDockerfiles(repo2, targets); err == nil {
		t.Error("a linked .spkit: the Dockerfile was written")
	}
	victimKept(t, outside2, victim2)
}

// Issue 41 item 3: a trainer config linked to a host file outside the
// repository is not read (so neither copied, mounted nor printed into a
// ConfigMap).
func TestTrainConfigLinkedOutsideIsRefused(t *testing.T) {
	repo, _, victim := linkedRepo(t)
	tg := target(t, testConfig(t), "cpu")
	if err := os.Symlink(victim, filepath.Join(repo, filepath.FromSlash(tg.TrainConfig))); err != nil {
		t.Fatal(err)
	}
	files, _, err := TrainConfigs(repo, []*project.Target{tg})
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "outside") || strings.Contains(string(files["cpu"]), "c2VjcmV0") {
		t.Fatalf("err = %v, files %q; want exit 3 naming the link out", err, files)
	}
	t.Log(err)
}
