package project

import (
	"os"
	"path/filepath"
	"testing"
)

// TestInitKeyValueConfigOutput: a `key = value` text config the trainer
// reads (configargparse's --config, is_config_file=True) is read like a
// YAML config for its output key (basedir = ./logs), in a configs/ folder
// (nerf-pytorch's shape) and at the top as config_*.txt (the original
// NeRF's shape); the entry's --basedir default counts when no config says
// otherwise; a config's own basedir wins over the default (precision); a
// text file of names under configs/ is no config.
func TestInitKeyValueConfigOutput(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", "kvconfigoutput", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cases := []struct {
		name  string
		files map[string]string
		line  string
		want  string
	}{
		{"configs folder", map[string]string{"configs/scene_a.txt": read("scene_a.txt"), "configs/classes.txt": read("not_settings.txt")},
			"python run_field.py --config configs/scene_a.txt", "logs"},
		{"top-level config_*.txt", map[string]string{"config_scene_a.txt": read("scene_a.txt"), "requirements.txt": "torch>=2.6\nconfigargparse==1.7\n"},
			"python run_field.py --config config_scene_a.txt", "logs"},
		{"the config's basedir wins", map[string]string{"configs/scene_b.txt": read("scene_other_base.txt")},
			"python run_field.py --config configs/scene_b.txt", "runs"},
		{"the option's default", nil, "python run_field.py --expname x", "logs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"run_field.py": read("run_field.py"),
				"README.md":    "## Training\n```\n" + c.line + "\n```\n",
			}
			for k, v := range c.files {
				files[k] = v
			}
			d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
			if d.Volumes.Output != "./"+c.want {
				t.Errorf("volumes.output %q, want ./%s\n%s", d.Volumes.Output, c.want, out)
			}
			for _, cfg := range d.findings.Configs {
				if cfg.Path == "configs/classes.txt" {
					t.Errorf("a list of names was read as a config")
				}
			}
		})
	}
}
