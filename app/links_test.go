package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/supervisor"
)

// outsideFile is a host file beside the repository that must never change
// (a stand-in .bashrc).
func outsideFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), ".bashrc")
	write(t, path, "keep")
	return path
}

func keptOutside(t *testing.T, victim string) {
	t.Helper()
	if got, _ := os.ReadFile(victim); string(got) != "keep" {
		t.Errorf("the file outside the repository changed (%d bytes)", len(got))
	}
	if entries, _ := os.ReadDir(filepath.Dir(victim)); len(entries) != 1 {
		t.Errorf("files appeared outside the repository: %v", entries)
	}
}

func link(t *testing.T, target, at string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(at), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, at); err != nil {
		t.Fatal(err)
	}
}

// Issue 41 item 1: init --force over a spkit.yaml that links out, and a
// .gitignore that links out, write nothing outside the repository.
func TestInitWritesNothingThroughLinks(t *testing.T) {
	victim := outsideFile(t)
	d := initRepo(t, nil)
	link(t, victim, filepath.Join(d.Dir, "spkit.yaml"))
	if _, err := Init(context.Background(), d, InitRequest{Force: true, Profiles: []string{"cpu"}, Command: "python train.py", Output: "output"}); err != nil {
		t.Fatal(err)
	}
	keptOutside(t, victim)
	if st, err := os.Lstat(filepath.Join(d.Dir, "spkit.yaml")); err != nil || !st.Mode().IsRegular() {
		t.Errorf("spkit.yaml is not a file of the repository now: %v", err)
	}
	d = initRepo(t, nil)
	link(t, victim, filepath.Join(d.Dir, ".gitignore"))
	_, err := Init(context.Background(), d, InitRequest{Profiles: []string{"cpu"}, Command: "python train.py", Output: "output"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "outside") {
		t.Errorf("a .gitignore linked out: %v", err)
	}
	keptOutside(t, victim)
	if _, err := os.Lstat(filepath.Join(d.Dir, "spkit.yaml")); err == nil {
		t.Error("spkit.yaml was written though the .gitignore was refused")
	}
}

// Issue 41 item 1: the workflow `spkit ci github` writes, shipped as a
// link out of the repository, is replaced; a linked .github is refused.
func TestCIGitHubWritesNothingThroughLinks(t *testing.T) {
	victim := outsideFile(t)
	d := ciDeps(t, ciYAML)
	link(t, victim, filepath.Join(d.Dir, ci.DefaultWorkflowPath))
	if err := CIGitHub(d, CIGitHubRequest{Output: ci.DefaultWorkflowPath, SpkitVersion: "v0.1.0"}); err != nil {
		t.Fatal(err)
	}
	keptOutside(t, victim)
	d = ciDeps(t, ciYAML)
	link(t, filepath.Dir(victim), filepath.Join(d.Dir, ".github"))
	err := CIGitHub(d, CIGitHubRequest{Output: ci.DefaultWorkflowPath, SpkitVersion: "v0.1.0"})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a linked .github: %v", err)
	}
	keptOutside(t, victim)
}

// Issue 41 item 3: an output folder that links out of the repository is
// refused before anything runs or is written.
func TestOutputLinkedOutsideIsRefused(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	outside := t.TempDir()
	link(t, outside, filepath.Join(d.Dir, "output"))
	_, err := Prepare(d.Dir, nil, PrepareRequest{Profiles: []string{"cpu"}})
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "volumes.output ./output is a link to "+outside) {
		t.Fatalf("err = %v, want exit 3 naming the link", err)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 0 {
		t.Errorf("written outside: %v", entries)
	}
}

// Issue 41 item 3: a data folder the repository ships as a link to a host
// folder (~/.ssh) was mounted into the container running the repository's
// code; it is refused unless the user named where it leads in
// $SPKIT_MOUNT_OUTSIDE (a dataset on another disk).
func TestDataLinkedOutsideNeedsTheUsersWord(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	outside := t.TempDir()
	if err := os.RemoveAll(filepath.Join(d.Dir, "data")); err != nil {
		t.Fatal(err)
	}
	link(t, outside, filepath.Join(d.Dir, "data"))
	env := map[string]string{}
	req := PrepareRequest{Profiles: []string{"cpu"}, RenderOnly: true, Getenv: func(k string) string { return env[k] }}
	_, err := Prepare(d.Dir, nil, req)
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "volumes.data ./data is a link to "+outside) ||
		!strings.Contains(err.Error(), EnvMountOutside+"="+outside) {
		t.Fatalf("err = %v, want exit 3 naming the link and the variable that allows it", err)
	}
	for _, named := range []string{outside, filepath.Dir(outside) + string(os.PathListSeparator) + "/elsewhere"} {
		env[EnvMountOutside] = named
		if _, err := Prepare(d.Dir, nil, req); err != nil {
			t.Errorf("%s=%s: %v, want the named folder mounted", EnvMountOutside, named, err)
		}
	}
	env[EnvMountOutside] = outside + "-not"
	if _, err := Prepare(d.Dir, nil, req); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("a name that only shares a prefix allowed the link: %v", err)
	}
}

// Issue 41 item 3 (the other way): the trainer shares the output folder
// and can leave the memory log there as a link to a host file; spkit
// report, finding the log itself, does not read it (top: report's
// TestFollowerReadsNoLinkOutOfItsRoot).
func TestReportReadsNoLogLinkedOutside(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	secret := filepath.Join(t.TempDir(), "shadow")
	write(t, secret, `{"t":"2026-01-01T00:00:00Z","secret":"c2VjcmV0"}`+"\n")
	link(t, secret, HostMemoryLog(d.Dir))
	err := Report(d, ReportRequest{})
	if err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("report: err = %v, want the link refused", err)
	}
}

// Issue 41 item 1: probe's output.log, run state, memory log and
// results.md shipped in the repository as links to a host file are
// replaced or removed, never written through.
func TestLocalProbeWritesNothingThroughLinks(t *testing.T) {
	d, req := localProbe(t, "")
	victim := outsideFile(t)
	trial := filepath.Join(d.Dir, ".spkit", "probe", "cpu", "trials", "1")
	for _, name := range []string{"output.log", "run.json", "memory.jsonl"} {
		link(t, victim, filepath.Join(trial, name))
	}
	link(t, victim, filepath.Join(d.Dir, ".spkit", "probe", "cpu", "results.md"))
	if _, err := Probe(context.Background(), d, req); err != nil {
		t.Fatal(err)
	}
	keptOutside(t, victim)
	if st, err := os.Lstat(filepath.Join(trial, "output.log")); err != nil || !st.Mode().IsRegular() {
		t.Errorf("output.log: %v, %v", st, err)
	}
}

// `spkit matrix refresh --repo` writes .spkit/matrix.yaml beneath the
// repository: a .spkit linked out of it is refused.
func TestRefreshMatrixRepoWritesNothingThroughLinks(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	victim := outsideFile(t)
	link(t, filepath.Dir(victim), filepath.Join(d.Dir, ".spkit"))
	fakeGenerate(t, func(context.Context, matrixgen.Options, string) (*profiles.Matrix, error) {
		return profiles.DefaultMatrix(), nil
	})
	_, _, err := RefreshMatrix(context.Background(), d, RefreshMatrixRequest{Repo: true, Timeout: time.Minute, Getenv: func(string) string { return "" }})
	if err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("err = %v, want the linked .spkit refused", err)
	}
	keptOutside(t, victim)
}

// Issue 41 item 3: a trainer config linked to a host file (a registry's
// credentials) never reaches the Kubernetes ConfigMap.
func TestK8sPrintsNoConfigLinkedOutside(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), strings.Replace(trainerYAML, "  command: [python3, train.py]\n",
		"  command: [python3, train.py, --config, \"{config}\"]\n  config: configs/train.yaml\n", 1))
	secret := filepath.Join(t.TempDir(), "config.json")
	write(t, secret, `{"auths": {"registry.example": {"auth": "c2VjcmV0"}}}`)
	link(t, secret, filepath.Join(d.Dir, "configs", "train.yaml"))
	req := NodesRequest{UpRequest: UpRequest{Profile: "h100"}, Nodes: 2, Image: "registry.example/lora:1"}
	data, _, err := K8s(d, K8sRequest{NodesRequest: req})
	if errdefs.CodeOf(err) != errdefs.Config || strings.Contains(string(data), "c2VjcmV0") {
		t.Errorf("err = %v; want exit 3 and no manifests (got %d bytes)", err, len(data))
	}
}

// The trainer shares its output folder: spkit top, following the running
// trainer's log it found through the engine, reads no link it left there.
func TestTopReadsNoLogLinkedOutside(t *testing.T) {
	d, c := topDeps(t)
	out := t.TempDir()
	running(c, "cpu", out)
	secret := filepath.Join(t.TempDir(), "shadow")
	write(t, secret, `{"event":"start","time":"2026-05-01T12:00:00Z","command":["c2VjcmV0"]}`+"\n")
	link(t, secret, supervisor.DefaultMemoryLog(out))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w, err := Top(ctx, d, TopRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.fol.Poll(); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("poll = %v, want the link refused", err)
	}
}

// The probe's container shares its trials folder; clearing it for a new
// probe follows no link out of the repository (os.RemoveAll through a
// linked .spkit/probe emptied a host folder).
func TestProbeClearsNoFolderThroughALink(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	victim := outsideFile(t)
	link(t, filepath.Dir(victim), filepath.Join(d.Dir, ".spkit", "probe"))
	cfg := &project.Config{Volumes: project.Volumes{Output: "./.spkit/probe/cpu/trials"}}
	c := &containerTrials{d: d}
	err := c.clearTrials(&project.Target{Project: cfg})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("err = %v, want the linked folder refused", err)
	}
	keptOutside(t, victim)
}

// Issue 41 item 1, end to end through compose: generated files shipped as
// links out of the repository are replaced, not refused and not written
// through (the run mounts spkit's own copy).
func TestComposeReplacesGeneratedLinks(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), strings.Replace(trainerYAML, "  command: [python3, train.py]\n",
		"  command: [python3, train.py, --config, \"{config}\"]\n  config: configs/train.yaml\n", 1))
	write(t, filepath.Join(d.Dir, "configs", "train.yaml"), "lr: 0.1\n")
	victim := outsideFile(t)
	for _, f := range []string{"train-config.yaml", "Dockerfile"} {
		link(t, victim, filepath.Join(d.Dir, ".spkit", "generated", "cpu", f))
	}
	if _, err := Compose(context.Background(), d, ComposeRequest{Profiles: []string{"cpu"}}); err != nil {
		t.Fatal(err)
	}
	keptOutside(t, victim)
}
