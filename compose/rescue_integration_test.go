//go:build integration

package compose_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestUpRescuesNothingThroughALink is issue 41 item 2 on a real engine: a
// trainer that writes a checkpoint outside its mounts and makes the rescue's
// folder (or the rescued file itself) a link to a host path gets nothing
// written there by `spkit up` or `spkit down`.
func TestUpRescuesNothingThroughALink(t *testing.T) {
	c := testenv.Engine(t)
	img := testImage(t, c)
	for _, tc := range []struct {
		name string
		// at is the link the trainer makes under output/, given the container.
		at func(ctr string) string
	}{
		{"folder", func(ctr string) string { return "rescued-from-container/" + ctr }},
		{"file", func(ctr string) string { return "rescued-from-container/" + ctr + "/checkpoints/final.ckpt" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			name := fmt.Sprintf("spkitrescuelink%s%d", tc.name, os.Getpid())
			ctr := name + "-cpu-1"
			host := t.TempDir()
			victim := filepath.Join(host, "final.ckpt")
			must(t, os.WriteFile(victim, []byte("keep"), 0o644))
			to := host
			if tc.name == "file" {
				to = victim
			}
			dir := t.TempDir()
			writeRepo(t, dir, name)
			env := fmt.Sprintf(`env: {TRAIN_SECONDS: "1", TRAIN_EXIT: "0", TRAIN_STRAY: "checkpoints/final.ckpt", TRAIN_LINK: "output/%s=%s"}`, tc.at(ctr), to)
			yml := strings.Replace(fmt.Sprintf(itSpkitYAML, name), `env: {TRAIN_SECONDS: "20", TRAIN_EXIT: "3"}`, env, 1)
			must(t, os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(yml), 0o644))
			ref := name + ":cuda13.0-cpu"
			if _, err := c.ImageTag(context.Background(), client.ImageTagOptions{Source: img, Target: ref}); err != nil {
				t.Fatalf("tagging %s: %v", ref, err)
			}
			testenv.RemoveImageOnCleanup(t, c, ref)
			t.Cleanup(func() { spkit(t, dir, "down", "--volumes") })
			t.Cleanup(func() {
				_, _ = c.ContainerRemove(context.Background(), ctr, client.ContainerRemoveOptions{Force: true})
			})

			code, out, errOut := spkit(t, dir, "up", "cpu")
			t.Logf("spkit up cpu = %d:\n%s%s", code, out, errOut)
			code, out, errOut = spkit(t, dir, "down")
			t.Logf("spkit down = %d:\n%s%s", code, out, errOut)
			if got, _ := os.ReadFile(victim); string(got) != "keep" {
				t.Errorf("the host file was overwritten through the trainer's link: %q", got)
			}
			if entries, _ := os.ReadDir(host); len(entries) != 1 {
				t.Errorf("files appeared in the host folder: %v", entries)
			}
		})
	}
}
