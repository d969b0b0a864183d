//go:build integration

package incontainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestRunInTheEngineGoesOnWithARootOwnedSpkitFolder is issue 42 in a real
// container: the output folder holds a .spkit/ that root made (cp of the
// README's try-it run, a root container), the container runs as its
// non-root user, and spkit run (the image's entry point on every path:
// spkit up, --nodes, Swarm, the docker compose CLI, sbatch) refused the
// run before the trainer started. Now the trainer runs, and one warning
// names the chown that brings the log back.
func TestRunInTheEngineGoesOnWithARootOwnedSpkitFolder(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("making a root-owned .spkit/ needs root")
	}
	c := testenv.Engine(t)
	bin := filepath.Dir(testenv.BuildSpkit(t))
	out := testenv.WritableDir(t)
	if err := os.Mkdir(filepath.Join(out, ".spkit"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The user spkit's images run as (runspec.UID), not root.
	cfg := &container.Config{Image: testenv.DebianBase(t), User: "1000:1000",
		Env: []string{"SPKIT_OUTPUT_DIR=/out", "SPKIT_GPU_COUNT=0"},
		Cmd: []string{"/spkit/spkit-container", "run", "--", "sh", "-c", "echo trained > /out/trained"}}
	hc := &container.HostConfig{Mounts: []mount.Mount{
		{Type: mount.TypeBind, Source: bin, Target: "/spkit", ReadOnly: true},
		{Type: mount.TypeBind, Source: out, Target: "/out"},
	}}
	res := testenv.Run(t, c, cfg, hc)
	if res.ExitCode != 0 {
		t.Fatalf("spkit run with a root-owned /out/.spkit: exit %d, want 0\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "trained")); err != nil {
		t.Errorf("the trainer did not run: %v", err)
	}
	want := "spkit: warning: no memory log for this run (open /out/.spkit/memory.jsonl: permission denied; the container runs as uid 1000): on the host, run sudo chown -R 1000:1000 output/.spkit"
	if !strings.Contains(res.Stderr, want) {
		t.Errorf("stderr lacks the warning %q:\n%s", want, res.Stderr)
	}
}
