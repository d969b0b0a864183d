package reposcan

import (
	"slices"
	"testing"
)

// TestDependenciesOnly: a pyproject.toml pip cannot build as a package (a
// uv virtual project: no [build-system], setup.py or setup.cfg, or [tool.uv]
// package = false) that lists [project].dependencies has them installed on
// their own, and their torch pin counts as a requirements file's; a project
// that declares a build system pip then fails on is not read that way, and
// a requirements file keeps the last word.
func TestDependenciesOnly(t *testing.T) {
	const deps = `[project]
name = "chat"
dependencies = ["numpy>=1.26", "torch==2.9.1", "wandb"]

[project.optional-dependencies]
gpu = ["torch==2.9.1"]

[dependency-groups]
dev = ["pytest"]

[tool.uv.sources]
torch = [{ index = "pytorch-cu128", extra = "gpu" }]
rustbpe = { git = "https://github.com/a/rustbpe" }
`
	flat := map[string]string{"chat/__init__.py": "", "tasks/a.py": "", "dev/x.py": "", "README.md": "# chat\n"}
	with := func(extra map[string]string) map[string]string {
		out := map[string]string{}
		for k, v := range flat {
			out[k] = v
		}
		for k, v := range extra {
			out[k] = v
		}
		return out
	}
	torchPin := func(f *Findings) bool {
		return slices.ContainsFunc(f.Deps.Pins, func(p Pin) bool { return p.Package == "torch" && p.Spec == "==2.9.1" && !p.Soft })
	}
	cases := []struct {
		name     string
		files    map[string]string
		depsOnly bool
		pin      bool
	}{
		{"no build system, flat layout", with(map[string]string{"pyproject.toml": deps}), true, true},
		{"uv package = false with a build backend", with(map[string]string{"pyproject.toml": deps + "\n[tool.uv]\npackage = false\n\n[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling.build\"\n"}), true, true},
		{"a setuptools build system pip fails on", with(map[string]string{"pyproject.toml": deps + "\n[build-system]\nrequires = [\"setuptools\"]\nbuild-backend = \"setuptools.build_meta\"\n"}), false, false},
		{"a requirements file decides", with(map[string]string{"pyproject.toml": deps, "requirements.txt": "numpy\n"}), true, false},
		{"no dependencies", with(map[string]string{"pyproject.toml": "[project]\nname = \"chat\"\n"}), false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := Scan(writeRepo(t, c.files))
			if err != nil {
				t.Fatal(err)
			}
			p := f.Package
			if p == nil || p.Installable || p.DependenciesOnly != c.depsOnly {
				t.Fatalf("package %+v: want not installable, DependenciesOnly %v", p, c.depsOnly)
			}
			if torchPin(f) != c.pin {
				t.Errorf("pins %v: torch==2.9.1 from the dependencies %v", f.Deps.Pins, c.pin)
			}
			if c.depsOnly && (!slices.Equal(p.Groups, []string{"dev"}) || !slices.Equal(p.UVSources["torch"], []string{"index pytorch-cu128"}) || !slices.Equal(p.UVSources["rustbpe"], []string{"git"})) {
				t.Errorf("groups %q, uv sources %q", p.Groups, p.UVSources)
			}
		})
	}
}

// TestPipDependencies: the requirement strings pip takes as they are,
// torch's left to the torch step, and what pip cannot install before the
// source is copied or does not read as a requirement left out.
func TestPipDependencies(t *testing.T) {
	pip, torch, left := PipDependencies([]string{
		"numpy>=1.26.0", "Torch==2.9.1", "torchvision; sys_platform == 'linux'", "kernels @ git+https://github.com/a/k@v1",
		"local @ file:///src/local", "--index-url=https://evil", "bad\nline", "",
	})
	if !slices.Equal(pip, []string{"numpy>=1.26.0", "kernels @ git+https://github.com/a/k@v1"}) {
		t.Errorf("pip %q", pip)
	}
	if !slices.Equal(torch, []string{"Torch==2.9.1", "torchvision; sys_platform == 'linux'"}) {
		t.Errorf("torch %q", torch)
	}
	if len(left) != 3 {
		t.Errorf("left %q", left)
	}
}

// TestDependencyPins: loading spkit.yaml holds the pyproject's torch pins
// when pip_packages lists its dependencies, and only then.
func TestDependencyPins(t *testing.T) {
	dir := writeRepo(t, map[string]string{"pyproject.toml": "[project]\ndependencies = [\"numpy>=1.26\", \"torch==2.9.1\"]\n"})
	if pins := DependencyPins(dir, []string{"numpy>=1.26"}); len(pins) != 1 || pins[0].Spec != "==2.9.1" {
		t.Errorf("pins %v", pins)
	}
	if pins := DependencyPins(dir, []string{"fastsafetensors"}); pins != nil {
		t.Errorf("pins %v without the dependencies in pip_packages", pins)
	}
}
