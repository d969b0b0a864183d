package images

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/reposcan"
)

// runLines are a stage's RUN commands, as the shell gets them.
func runLines(t *testing.T, st instructions.Stage) []string {
	t.Helper()
	var out []string
	for _, c := range st.Commands {
		if run, ok := c.(*instructions.RunCommand); ok {
			out = append(out, strings.Join(run.CmdLine, " "))
		}
	}
	return out
}

func indexOf(lines []string, part string) int {
	for i, l := range lines {
		if strings.Contains(l, part) {
			return i
		}
	}
	return -1
}

// TestDockerfileBuildNeeds: requirements that pin flash-attn (its build
// imports torch) and opencv-python (cv2 loads libGL at import) get what
// their install docs say (issue 39 item 5): flash-attn installed without
// build isolation after torch and before the requirements, with its build
// tools, its CUDA build skipped where there is no nvcc (cpu); libgl1 and
// libglib2.0-0 in the runtime image, once.
func TestDockerfileBuildNeeds(t *testing.T) {
	dir := t.TempDir()
	req := "accelerate[torch]>=0.30\nflash-attn==2.7.4.post1\nopencv-python>=4.8\n"
	if err := os.WriteFile(filepath.Join(dir, "requirements.txt"), []byte(req), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, profile := range []string{"cpu", "h100"} {
		t.Run(profile, func(t *testing.T) {
			tg, err := project.Resolve(dfTrainerConfig(), profile, profiles.Builtin(), profiles.DefaultMatrix())
			if err != nil {
				t.Fatal(err)
			}
			tg.Install = reposcan.ReadInstall(dir, "requirements.txt", false, nil)
			text, err := Dockerfile(tg, DockerfileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			stages := parseStages(t, text)
			builder := runLines(t, stages[0])
			want := "pip install packaging ninja wheel psutil && pip install --no-build-isolation flash-attn==2.7.4.post1"
			if profile == "cpu" {
				want = "pip install packaging ninja wheel psutil && FLASH_ATTENTION_SKIP_CUDA_BUILD=TRUE pip install --no-build-isolation flash-attn==2.7.4.post1"
			}
			torch, flash, reqs := indexOf(builder, "--index-url"), indexOf(builder, want), indexOf(builder, "pip install -r")
			if flash < 0 || !(torch < flash && flash < reqs) {
				t.Errorf("torch at %d, flash-attn at %d, requirements at %d; want %q between them in:\n%s", torch, flash, reqs, want, strings.Join(builder, "\n"))
			}
			runtime := runLines(t, stages[len(stages)-1])
			apt := runtime[indexOf(runtime, "apt-get install")]
			if strings.Count(apt, " libgl1") != 1 || strings.Count(apt, " libglib2.0-0") != 1 {
				t.Errorf("runtime apt line %q: want libgl1 and libglib2.0-0 once", apt)
			}
			if lint := lintDockerfile(t, text, tg.Profile.Platform); len(lint) > 0 {
				t.Errorf("lint: %q", lint)
			}
		})
	}
	// A package the README installs on its own line (pip_packages) too.
	cfg := dfTrainerConfig()
	cfg.PipPackages = []string{"mamba-ssm>=2.2"}
	tg, err := project.Resolve(cfg, "h100", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	text, err := Dockerfile(tg, DockerfileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "pip install --no-build-isolation 'mamba-ssm>=2.2'") {
		t.Errorf("pip_packages' mamba-ssm not installed without build isolation:\n%s", text)
	}
}
