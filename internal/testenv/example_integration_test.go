//go:build integration

package testenv

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"
)

// tinyModel keeps the example trainer fast on a shared CPU.
var tinyModel = []string{"hidden_size=64", "num_layers=2", "num_heads=2", "seq_len=32", "vocab_size=128",
	"batch_size=4", "num_threads=1"}

func trainerConfig(t *testing.T, out string, args ...string) *container.Config {
	cmd := append([]string{"python3", "train.py", "--config", "train_configs/train_lora.yaml", "output_dir=" + out}, tinyModel...)
	cfg := &container.Config{Image: TorchBase(t), User: User(), WorkingDir: "/app",
		Env: []string{"PYTHONDONTWRITEBYTECODE=1"}, Cmd: append(cmd, args...)}
	return cfg
}

func trainerMounts(t *testing.T, outDir string) *container.HostConfig {
	return &container.HostConfig{Mounts: []mount.Mount{
		{Type: mount.TypeBind, Source: CopyExample(t), Target: "/app", ReadOnly: true},
		{Type: mount.TypeBind, Source: outDir, Target: "/out"},
	}}
}

var doneRE = regexp.MustCompile(`(?m)^done: step (\d+)/(\d+) loss (\S+) `)

// TestExampleTrainerCheckpointsOnSIGTERMAndResumes runs the example trainer
// in a container, stops it with SIGTERM, and checks that a rerun resumes from
// the checkpoint and ends exactly where an uninterrupted run ends.
func TestExampleTrainerCheckpointsOnSIGTERMAndResumes(t *testing.T) {
	c := Engine(t)
	out := WritableDir(t)
	hc := trainerMounts(t, out)

	cfg := trainerConfig(t, "/out/stopped", "max_train_steps=500", "checkpointing_steps=1000", "step_sleep=0.2")
	id := Start(t, c, cfg, hc)
	WaitForLog(t, c, id, "step 3/500", 3*time.Minute)
	Signal(t, c, id, "TERM")
	if code := Wait(t, c, id, time.Minute); code != 143 {
		stdout, stderr := Logs(t, c, id)
		t.Fatalf("trainer exit code after SIGTERM = %d, want 143\n%s%s", code, stdout, stderr)
	}
	stdout, _ := Logs(t, c, id)
	m := regexp.MustCompile(`SIGTERM at step (\d+)/500: checkpoint /out/stopped/checkpoints/step-(\d+)\.pt`).FindStringSubmatch(stdout)
	if m == nil || m[1] != m[2] {
		t.Fatalf("no SIGTERM checkpoint line in the trainer's output:\n%s", stdout)
	}
	stopped, _ := strconv.Atoi(m[1])
	if _, err := os.Stat(filepath.Join(out, "stopped", "checkpoints", "step-"+m[1]+".pt")); err != nil {
		t.Fatalf("SIGTERM checkpoint not on the host: %v", err)
	}

	total := stopped + 2
	limit := fmt.Sprintf("max_train_steps=%d", total)
	cfg = trainerConfig(t, "/out/stopped", limit)
	resumed := Run(t, c, cfg, hc)
	cfg = trainerConfig(t, "/out/straight", limit)
	straight := Run(t, c, cfg, hc)
	for name, r := range map[string]Result{"resumed": resumed, "uninterrupted": straight} {
		if r.ExitCode != 0 {
			t.Fatalf("%s run exited %d:\n%s%s", name, r.ExitCode, r.Stdout, r.Stderr)
		}
	}
	want := fmt.Sprintf("resumed from /out/stopped/checkpoints/step-%d.pt at step %d\nstep %d/%d ", stopped, stopped, stopped+1, total)
	if !strings.Contains(resumed.Stdout, want) {
		t.Errorf("resumed run did not resume at step %d:\n%s", stopped, resumed.Stdout)
	}
	r, s := doneRE.FindStringSubmatch(resumed.Stdout), doneRE.FindStringSubmatch(straight.Stdout)
	if r == nil || s == nil || r[1] != strconv.Itoa(total) || r[3] != s[3] {
		t.Errorf("resumed and uninterrupted runs end differently:\nresumed: %q\nuninterrupted: %q", r, s)
	}
}

func TestExampleTrainerRejectsBadConfig(t *testing.T) {
	c := Engine(t)
	hc := trainerMounts(t, WritableDir(t))
	for _, arg := range []string{"batch_size=0", "mixed_precision=fp8", "use_8bit_adam=true", "hidden_size=65"} {
		cfg := trainerConfig(t, "/out/bad", arg)
		res := Run(t, c, cfg, hc)
		if res.ExitCode != 2 || !strings.HasPrefix(res.Stderr, "config error: ") {
			t.Errorf("%s: exit %d, stderr %q; want 2 and a config error", arg, res.ExitCode, res.Stderr)
		}
	}
}
