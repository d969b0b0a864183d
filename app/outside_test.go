package app

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestWarnsWhenTheTrainerWritesOutside: a merged config or a command
// argument that writes outside every read-write mount is warned about
// before the run; one under the output mount or the cache is not.
func TestWarnsWhenTheTrainerWritesOutside(t *testing.T) {
	dir := writeProject(t, "name: w\ncopy: [\"*.py\"]\ntrain:\n  command: [python, train.py, --config, \"{config}\", --save_dir, /tmp/ckpt]\n  config: c.yaml\nprofiles:\n  cpu: {}\n",
		map[string]string{"train.py": "", "c.yaml": "output_dir: /tmp/torchtune/run\nlogging: output/logs\n"})
	prep, err := Prepare(dir, nil, PrepareRequest{Profiles: []string{"cpu"}})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(prep.Warnings, "\n")
	for _, want := range []string{
		"profile cpu: the trainer writes to /tmp/ckpt (train.command's --save_dir), outside every mount",
		"the trainer writes to /tmp/torchtune/run (output_dir in c.yaml), outside every mount: its checkpoints would stay in the container; point it under /app/output",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("warnings lack %q:\n%s", want, got)
		}
	}

	dir = writeProject(t, "name: w\ncopy: [\"*.py\"]\ntrain:\n  command: [python, train.py, --config, \"{config}\", --output_dir, output/run]\n  config: c.yaml\nprofiles:\n  cpu: {}\n",
		map[string]string{"train.py": "", "c.yaml": "output_dir: output/lora\nsave_dir: /cache/huggingface/x\n"})
	if prep, err = Prepare(dir, nil, PrepareRequest{Profiles: []string{"cpu"}}); err != nil {
		t.Fatal(err)
	}
	if len(prep.Warnings) != 0 {
		t.Errorf("warnings for paths on the mounts: %q", prep.Warnings)
	}
}

// writeProject writes spkit.yaml and files into a fresh repository.
func writeProject(t *testing.T, yaml string, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "spkit.yaml"), yaml)
	for p, body := range files {
		write(t, filepath.Join(dir, p), body)
	}
	return dir
}
