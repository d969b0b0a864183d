package images

import (
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// TestDockerfileInstallsTheProject: a pyproject/src-layout project is
// installed as a package after the requirements, with its source mounted,
// never with pip install -r pyproject.toml; "." never reaches the plain
// pip_packages install.
func TestDockerfileInstallsTheProject(t *testing.T) {
	cases := map[string]struct {
		edit func(*project.Config)
		want string
	}{
		"pip_packages .[extras]":                        {func(c *project.Config) { c.PipPackages = []string{".[torch,metrics]", "fastsafetensors"} }, "pip install '/tmp/spkit/src[torch,metrics]'"},
		"pip_packages -e .":                             {func(c *project.Config) { c.PipPackages = []string{"-e ."} }, "pip install /tmp/spkit/src"},
		"requirements.txt with -e . and pip_packages .": {func(c *project.Config) { c.PipPackages = []string{"."} }, "pip install /tmp/spkit/src"},
		"requirements: pyproject.toml":                  {func(c *project.Config) { c.Requirements = "pyproject.toml"; c.PipPackages = nil }, "pip install /tmp/spkit/src"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			cfg := dfTrainerConfig()
			c.edit(cfg)
			tg, err := project.Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix())
			if err != nil {
				t.Fatal(err)
			}
			text, err := Dockerfile(tg, DockerfileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(text, "-r /tmp/spkit/req/requirements.txt") != (cfg.Requirements == "requirements.txt") {
				t.Errorf("pip install -r where it does not belong:\n%s", text)
			}
			if strings.Contains(text, "pip install .") || strings.Contains(text, "pip install -e") || strings.Contains(text, "'.[") {
				t.Errorf("the project reached a plain pip install:\n%s", text)
			}
			// The requirements' own "-e ." goes when the project is installed after them.
			if want := cfg.Requirements == "requirements.txt" && len(cfg.PipPackages) > 0; strings.Contains(text, "sed -i") != want {
				t.Errorf("sed over the requirements: want %v:\n%s", want, text)
			}
			builder := parseStages(t, text)[0]
			last := builder.Commands[len(builder.Commands)-1].(*instructions.RunCommand)
			if err := last.Expand(func(w string) (string, error) { return w, nil }); err != nil {
				t.Fatal(err)
			}
			line := strings.Join(last.CmdLine, " ")
			if !strings.Contains(line, c.want) {
				t.Errorf("the builder's last step %q, want %q", line, c.want)
			}
			bind := false
			for _, m := range instructions.GetMounts(last) {
				bind = bind || (m.Type == instructions.MountTypeBind && m.Target == projectSrc && !m.ReadOnly)
			}
			if !bind {
				t.Errorf("the project install has no read-write bind of the source: %s", last.String())
			}
			if lint := lintDockerfile(t, text, tg.Profile.Platform); len(lint) > 0 {
				t.Errorf("lint: %q", lint)
			}
		})
	}
}
