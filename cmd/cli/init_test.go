package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedsTrainer lays out a repository shaped like the seeds' trainer.
func seedsTrainer(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for path, body := range map[string]string{
		"train.py":                           "print('train')\n",
		"train_4090.py":                      "print('train 4090')\n",
		"requirements.txt":                   "omegaconf\n",
		"train_configs/train_lora.yaml":      "batch_size: 1\n",
		"train_configs/train_dgx_spark.yaml": "batch_size: 4\n",
		"utils/__init__.py":                  "",
	} {
		p := filepath.Join(dir, path)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestInitWritesProjectAndDockerignore(t *testing.T) {
	dir := seedsTrainer(t)
	code, out, errOut := runCLI(t, dir, "init", "--command", "python train.py", "--output", "output")
	if code != 0 {
		t.Fatalf("init: exit %d: %s", code, errOut)
	}
	ignore, err := os.ReadFile(filepath.Join(dir, ".dockerignore"))
	if err != nil {
		t.Fatalf(".dockerignore not written: %v\n%s", err, out)
	}
	for _, want := range []string{"*.safetensors", "*.ckpt", ".git"} {
		if !strings.Contains(string(ignore), want) {
			t.Errorf(".dockerignore lacks %q", want)
		}
	}
	// The written project resolves and yields a DGX Spark Dockerfile.
	code, df, errOut := runCLI(t, dir, "dockerfile", "--profile", "dgx-spark", "--cuda", "13.0")
	if code != 0 {
		t.Fatalf("dockerfile after init: exit %d: %s", code, errOut)
	}
	if !strings.Contains(df, "nvidia/cuda:13.0") || !strings.Contains(df, "TARGETARCH") {
		t.Errorf("not a CUDA 13 multi-arch Dockerfile:\n%s", df)
	}
}

func TestInitKeepsUsersDockerignore(t *testing.T) {
	dir := seedsTrainer(t)
	mine := "my-own-rules\n"
	if err := os.WriteFile(filepath.Join(dir, ".dockerignore"), []byte(mine), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, dir, "init", "--command", "python train.py", "--output", "output"); code != 0 {
		t.Fatalf("init: exit %d: %s", code, errOut)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, ".dockerignore")); string(got) != mine {
		t.Errorf("init replaced the user's .dockerignore with:\n%s", got)
	}
}

func TestInitIgnoresGeneratedPathsOnly(t *testing.T) {
	dir := seedsTrainer(t)
	if err := os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.pyc\n.spkit/bin/"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, dir, "init", "--command", "python train.py", "--output", "output"); code != 0 {
		t.Fatalf("init: exit %d: %s", code, errOut)
	}
	got, _ := os.ReadFile(filepath.Join(dir, ".gitignore"))
	lines := strings.Split(strings.TrimSpace(string(got)), "\n")
	count := map[string]int{}
	for _, l := range lines {
		count[l]++
	}
	if lines[0] != "*.pyc" || count[".spkit/bin/"] != 1 || count[".spkit/generated/"] != 1 {
		t.Errorf(".gitignore =\n%s\nwant the user's lines kept and each generated path once", got)
	}
	for _, l := range lines {
		if l == ".spkit/" || l == ".spkit/profiles/" {
			t.Errorf(".gitignore ignores %s: the user's profiles must stay tracked", l)
		}
	}
	// A second init (with --force) adds nothing more.
	if code, _, errOut := runCLI(t, dir, "init", "--force", "--command", "python train.py", "--output", "output"); code != 0 {
		t.Fatalf("init --force: exit %d: %s", code, errOut)
	}
	again, _ := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if string(again) != string(got) {
		t.Errorf("second init changed .gitignore:\n%s", again)
	}
}
