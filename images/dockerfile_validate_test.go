package images

import (
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/shell"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

func resolveTrainer(t *testing.T, profile string, edit func(*project.Config)) *project.Target {
	t.Helper()
	cfg := dfTrainerConfig()
	cfg.CUDA = "13.0"
	tg, err := project.Resolve(cfg, profile, profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatalf("resolve: %v", err)
	}
	// Edits go to the resolved target, past project's own validation, to
	// show the generator defends itself.
	edit(tg.Project)
	return tg
}

func TestDockerfileRejectsBadInput(t *testing.T) {
	cases := []struct {
		name string
		edit func(*project.Config, *project.Target, *DockerfileOptions)
		code errdefs.Code
		msg  string
	}{
		{"unknown target", func(_ *project.Config, _ *project.Target, o *DockerfileOptions) { o.Target = "prod" },
			errdefs.Usage, `unknown target stage "prod"`},
		{"relative workdir", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) { c.Train.Workdir = "app" },
			errdefs.Config, `train.workdir "app" is not absolute`},
		{"copy outside repo", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) { c.Copy = []string{"../secrets"} },
			errdefs.Config, `copy "../secrets" is outside the repository`},
		{"copy absolute", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) { c.Copy = []string{"/etc/passwd"} },
			errdefs.Config, `copy "/etc/passwd" is an absolute path`},
		{"copy wildcard dir", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) { c.Copy = []string{"src/*/x.py"} },
			errdefs.Config, `has a wildcard in a directory name`},
		{"secret in env", func(_ *project.Config, tg *project.Target, _ *DockerfileOptions) { tg.Env["HF_TOKEN"] = "hf_abc" },
			errdefs.Config, "env HF_TOKEN looks like a secret"},
		{"api key in env", func(_ *project.Config, tg *project.Target, _ *DockerfileOptions) { tg.Env["WANDB_API_KEY"] = "x" },
			errdefs.Config, "env WANDB_API_KEY looks like a secret"},
		{"bad env name", func(_ *project.Config, tg *project.Target, _ *DockerfileOptions) { tg.Env["1X"] = "x" },
			errdefs.Config, `env name "1X" is not a valid variable name`},
		{"shell in apt name", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) {
			c.SystemPackages = []string{"git; curl evil"}
		}, errdefs.Config, `system package "git; curl evil" is not a valid apt package name`},
		{"shell in builder apt name", func(c *project.Config, _ *project.Target, _ *DockerfileOptions) {
			c.BuilderPackages = []string{"git && curl evil"}
		}, errdefs.Config, `builder package "git && curl evil" is not a valid apt package name`},
		{"requirements outside", func(c *project.Config, tg *project.Target, _ *DockerfileOptions) {
			c.Requirements, tg.Requirements = "../r.txt", "../r.txt"
		},
			errdefs.Config, `requirements "../r.txt" is outside the repository`},
		// Issue 41 item 5: a requirements name read from a README.
		{"requirements as a flag", func(c *project.Config, tg *project.Target, _ *DockerfileOptions) {
			c.Requirements, tg.Requirements = "--from=evil /etc/passwd", "--from=evil /etc/passwd"
		}, errdefs.Config, `requirements "--from=evil /etc/passwd" starts with '-'`},
		{"requirements with a newline", func(c *project.Config, tg *project.Target, _ *DockerfileOptions) {
			c.Requirements, tg.Requirements = "r.txt\nRUN id", "r.txt\nRUN id"
		}, errdefs.Config, "holds a control character"},
		{"requirements with a variable", func(c *project.Config, tg *project.Target, _ *DockerfileOptions) {
			c.Requirements, tg.Requirements = "${HOME}.txt", "${HOME}.txt"
		}, errdefs.Config, "holds one of $"},
		{"{config} without config", func(_ *project.Config, tg *project.Target, _ *DockerfileOptions) { tg.TrainConfig = "" },
			errdefs.Config, "train.command uses {config} but no trainer config file is set"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tg := resolveTrainer(t, "h100", func(*project.Config) {})
			var opts DockerfileOptions
			c.edit(tg.Project, tg, &opts)
			text, err := Dockerfile(tg, opts)
			if err == nil {
				t.Fatalf("no error; generated %d bytes", len(text))
			}
			if text != "" {
				t.Errorf("returned text along with the error")
			}
			if got := errdefs.CodeOf(err); got != c.code {
				t.Errorf("exit code %d, want %d (%v)", got, c.code, err)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
}

// TestDockerfileQuoting: values that are not plain words reach the image
// literally, and pip specifiers are not shell redirections.
func TestDockerfileQuoting(t *testing.T) {
	tg := resolveTrainer(t, "cpu", func(c *project.Config) {
		c.PipPackages = []string{"numpy<2", "it's"}
		c.Copy = []string{"my configs/"}
	})
	tg.Env["GREETING"] = `say "hi" to $USER`
	text, err := Dockerfile(tg, DockerfileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`pip install 'numpy<2' 'it'\''s'`, `COPY ["my configs","/app/my configs"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %s", want)
		}
	}
	// The value as BuildKit expands it must be the literal string.
	lex := shell.NewLex('\\')
	for _, st := range parseStages(t, text) {
		for _, cmd := range st.Commands {
			env, ok := cmd.(*instructions.EnvCommand)
			if !ok {
				continue
			}
			for _, kv := range env.Env {
				if kv.Key != "GREETING" {
					continue
				}
				got, _, err := lex.ProcessWord(kv.Value, shell.EnvsFromSlice([]string{"USER=root"}))
				if err != nil || got != `say "hi" to $USER` {
					t.Errorf("%s: GREETING expands to %q (%v)", st.Name, got, err)
				}
			}
		}
	}
	if warnings := lintDockerfile(t, text, "linux/amd64"); len(warnings) > 0 {
		t.Errorf("lint: %v", warnings)
	}
}

// TestLintCatchesProblems shows the lint helper fails on what it must
// catch, so a clean golden means something.
func TestLintCatchesProblems(t *testing.T) {
	bad := "FROM debian:bookworm AS Build\nENV HF_TOKEN=abc\nCMD python train.py\n"
	warnings := strings.Join(lintDockerfile(t, bad, "linux/amd64"), "\n")
	for _, rule := range []string{"StageNameCasing", "SecretsUsedInArgOrEnv", "JSONArgsRecommended"} {
		if !strings.Contains(warnings, rule) {
			t.Errorf("lint did not report %s; got:\n%s", rule, warnings)
		}
	}
}

// A requirements name with a space is one COPY source, read as such by
// BuildKit's own parser (issue 41 item 5: it was two).
func TestDockerfileCopiesARequirementsNameWithASpaceAsOneFile(t *testing.T) {
	tg := resolveTrainer(t, "cpu", func(c *project.Config) { c.Requirements = "reqs/a b.txt" })
	tg.Requirements = ""
	text, err := Dockerfile(tg, DockerfileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, st := range parseStages(t, text) {
		for _, cmd := range st.Commands {
			if c, ok := cmd.(*instructions.CopyCommand); ok && strings.Contains(strings.Join(c.SourcePaths, "|"), "a b.txt") {
				found = true
				if len(c.SourcePaths) != 1 || c.SourcePaths[0] != "reqs/a b.txt" || c.DestPath != "/tmp/spkit/req/reqs/a b.txt" {
					t.Errorf("COPY %q -> %q, want one source reqs/a b.txt", c.SourcePaths, c.DestPath)
				}
			}
		}
	}
	if !found {
		t.Errorf("no COPY of reqs/a b.txt in\n%s", text)
	}
}
