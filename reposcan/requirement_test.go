package reposcan

import (
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
)

// TestParseRequirement: PEP 508 as pip reads it: extras with their
// closing bracket, parenthesised specifiers, markers, direct URLs and a
// requirements file's trailing options and comments.
func TestParseRequirement(t *testing.T) {
	for in, want := range map[string]Requirement{
		"accelerate[torch]>=0.30":                       {Name: "accelerate", Extras: []string{"torch"}, Spec: ">=0.30"},
		"datasets[audio, s3] >= 2.14.5  # pinned":       {Name: "datasets", Extras: []string{"audio", "s3"}, Spec: ">=2.14.5"},
		`torch (>=2.1, <2.6) ; python_version >= "3.9"`: {Name: "torch", Spec: ">=2.1,<2.6", Marker: `python_version >= "3.9"`},
		"flash_attn==2.7.4.post1 --hash=sha256:ab12":    {Name: "flash_attn", Spec: "==2.7.4.post1"},
		"descript-audiotools @ git+https://github.com/descriptinc/audiotools ; sys_platform == 'linux'": {
			Name: "descript-audiotools", URL: "git+https://github.com/descriptinc/audiotools", Marker: "sys_platform == 'linux'"},
	} {
		got, ok := ParseRequirement(in)
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("ParseRequirement(%q) = %+v, %v; want %+v", in, got, ok, want)
		}
	}
	for _, bad := range []string{"-r base.txt", "torch 2.1", "[extra]", "./local/pkg", "pkg[unclosed"} {
		if r, ok := ParseRequirement(bad); ok {
			t.Errorf("ParseRequirement(%q) = %+v, want not a requirement", bad, r)
		}
	}
	if got := (Requirement{Name: "flash-attn", Extras: []string{"x"}, Spec: ">=2", Marker: `python_version>"3.8"`}).String(); got != `flash-attn[x]>=2; python_version>"3.8"` {
		t.Errorf("String() = %s", got)
	}
}

// TestMarkersOnLinux: a requirement for another platform is not one in a
// Linux image; what the image decides later applies.
func TestMarkersOnLinux(t *testing.T) {
	for marker, want := range map[string]bool{
		`sys_platform == "darwin"`:                                   false,
		`platform_system == "Windows" or os_name == "nt"`:            false,
		`sys_platform == 'linux' and python_version >= "3.10"`:       true,
		`platform_system != "Darwin"`:                                true,
		`(sys_platform == "darwin" and platform_machine == "arm64")`: false,
		`python_version < "3.12"`:                                    true,
		`"linux" in sys_platform`:                                    true,
		`extra == "gpu"`:                                             true,
		`sys_platform not in "win32 cygwin"`:                         true,
		`garbage ((`:                                                 true,
	} {
		if got := (Requirement{Name: "x", Marker: marker}).OnLinux(); got != want {
			t.Errorf("OnLinux(%s) = %v, want %v", marker, got, want)
		}
	}
}

// TestSetupRequirements: setup.py lists read with Python's quoting, so
// the `]` of `pkg[extra]` no longer ends the list and the torch pin after
// it is kept; lists named by a variable, and requirements looked up in a
// table (deps["torch"]), are followed. Shapes: parler-tts's setup.py
// (install_requires=_deps, extras naming lists, "datasets[audio]"), the
// alignment-handbook's (_deps table, deps["torch"]), and an inline list.
// TestMarkerNestingIsBounded: a requirements line of a million '(' (the
// most of a file the scan reads) is read in a small stack, as an unknown
// marker (so the requirement applies), and a shallow one still decides.
// Before the bound the parser recursed once per '(' and passed a 16 MiB
// stack (four million ended the process at Go's 1 GB limit).
func TestMarkerNestingIsBounded(t *testing.T) {
	old := debug.SetMaxStack(16 << 20)
	defer debug.SetMaxStack(old)
	deep := strings.Repeat("(", 1<<20) + `sys_platform == "win32"` + strings.Repeat(")", 1<<20)
	if got := (Requirement{Name: "torch", Marker: deep}).OnLinux(); !got {
		t.Errorf("OnLinux(a million parentheses) = false, want true (unknown applies)")
	}
	shallow := strings.Repeat("(", 8) + `sys_platform == "win32"` + strings.Repeat(")", 8)
	if got := (Requirement{Name: "torch", Marker: shallow}).OnLinux(); got {
		t.Errorf("OnLinux(%s) = true, want false", shallow)
	}
}

func TestSetupRequirements(t *testing.T) {
	parler := "import setuptools\n\n_deps = [\n    \"transformers>=4.46.1,<=4.46.1\",\n    \"accelerate[torch]>=0.30\",\n    \"torch>=2.1,<2.6\",\n" +
		"    \"descript-audiotools @ git+https://github.com/descriptinc/audiotools\", # temporary fix, it's not published\n]\n\n" +
		"_extras_training_deps = [\n    \"wandb\",\n    \"datasets[audio]>=2.14.5\",\n    \"flash-attn>=2.5\",\n]\n\n" +
		"setuptools.setup(\n    name=\"parler_tts\",\n    install_requires=_deps,\n    extras_require={\n        \"dev\": [\"black~=23.1\"],\n        \"train\": _extras_training_deps,\n    },\n)\n"
	handbook := "import re\nfrom setuptools import setup\n\n_deps = [\n    \"accelerate>=1.2.1\",\n    \"deepspeed>=0.15.4\",\n    \"torch>=2.6.0\",\n]\n" +
		"deps = {b: a for a, b in (re.findall(r\"^(([^!=<>~ \\[\\]]+)(?:\\[[^\\]]+\\])?(?:[!=<>~ ].*)?$)\", x)[0] for x in _deps)}\n\n" +
		"install_requires = [\n    deps[\"accelerate\"],\n    deps[\"torch\"],\n]\n\nsetup(name=\"alignment-handbook\", install_requires=install_requires)\n"
	inline := "from setuptools import setup\nsetup(name='t', install_requires=['opencv-python', \"peft[test]>=0.10\", 'torch==2.5.1'],\n      extras_require={'gpu': ['bitsandbytes']})\n"
	for name, tc := range map[string]struct {
		src, pin string
		extra    string
		deps     []string
	}{
		"parler-tts shape":  {parler, ">=2.1,<2.6", "train", []string{"transformers>=4.46.1,<=4.46.1", "accelerate[torch]>=0.30", "torch>=2.1,<2.6", "descript-audiotools @ git+https://github.com/descriptinc/audiotools"}},
		"_deps table shape": {handbook, ">=2.6.0", "", []string{"accelerate>=1.2.1", "torch>=2.6.0"}},
		"inline list":       {inline, "==2.5.1", "gpu", []string{"opencv-python", "peft[test]>=0.10", "torch==2.5.1"}},
	} {
		t.Run(name, func(t *testing.T) {
			s := &scan{}
			p := &Package{Scripts: map[string]string{}, Extras: map[string][]string{}}
			s.fromSetupPy(p, tc.src)
			if !reflect.DeepEqual(p.Dependencies, tc.deps) {
				t.Errorf("dependencies %q\nwant %q", p.Dependencies, tc.deps)
			}
			dir := writeRepo(t, map[string]string{"setup.py": tc.src})
			in := ReadInstall(dir, "", true, []string{tc.extra})
			if len(in.Pins) != 1 || in.Pins[0].Package != "torch" || in.Pins[0].Spec != tc.pin {
				t.Errorf("pins %v, want torch%s", in.Pins, tc.pin)
			}
		})
	}
	p := &Package{Scripts: map[string]string{}, Extras: map[string][]string{}}
	(&scan{}).fromSetupPy(p, parler)
	if want := []string{"wandb", "datasets[audio]>=2.14.5", "flash-attn>=2.5"}; !reflect.DeepEqual(p.Extras["train"], want) {
		t.Errorf("extra train %q, want %q", p.Extras["train"], want)
	}
}

// TestSetupCfgRequirements: setup.cfg's install_requires and
// [options.extras_require] are read (they were not at all).
func TestSetupCfgRequirements(t *testing.T) {
	cfg := "[metadata]\nname = trainer\n\n[options]\npython_requires = >=3.9\ninstall_requires =\n    transformers[torch]>=4.40\n" +
		"    torch>=2.2,<2.5; platform_system != \"Darwin\"\n    torch==2.1.0; sys_platform == \"darwin\"\n\n[options.extras_require]\nflash =\n    flash-attn>=2.5.6\n"
	dir := writeRepo(t, map[string]string{"setup.cfg": cfg, "setup.py": "from setuptools import setup\nsetup()\n"})
	in := ReadInstall(dir, "", true, []string{"flash"})
	if len(in.Pins) != 1 || in.Pins[0].Spec != ">=2.2,<2.5" || in.Pins[0].Marker != `platform_system != "Darwin"` {
		t.Errorf("pins %+v: want only the Linux one, with its marker", in.Pins)
	}
	if len(in.Needs) != 1 || in.Needs[0].Package != "flash-attn" || in.Needs[0].From != `setup.py extra "flash"` {
		t.Errorf("needs %+v", in.Needs)
	}
}

// TestRequirementsFileNesting: nested -r files are followed, a -c
// constraints file pins torch (it is never lost) but installs nothing,
// and a pin for another platform is not a pin.
func TestRequirementsFileNesting(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"requirements.txt":      "-r requirements/base.txt\n-c constraints.txt\nopencv-python>=4.8 \\\n    --hash=sha256:00\n",
		"requirements/base.txt": "accelerate[torch]>=0.30\n-r gpu.txt\n",
		"requirements/gpu.txt":  "torch==2.1.0; sys_platform == \"darwin\"\nflash_attn==2.7.4.post1; python_version >= \"3.9\"\n",
		"constraints.txt":       "torch==2.5.1\nmamba-ssm==2.2.2\n",
	})
	in := ReadInstall(dir, "requirements.txt", false, nil)
	if len(in.Pins) != 1 || in.Pins[0].Spec != "==2.5.1" || in.Pins[0].Source != "constraints.txt:1" {
		t.Errorf("pins %+v, want the constraint's torch==2.5.1", in.Pins)
	}
	var got []string
	for _, n := range in.Needs {
		got = append(got, n.Package+" "+n.Requirement+" "+n.From)
	}
	want := []string{`flash-attn flash_attn==2.7.4.post1; python_version >= "3.9" requirements/gpu.txt:2`, "opencv-python opencv-python>=4.8 requirements.txt:3"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("needs %q\nwant %q", got, want)
	}
	if want := []string{"requirements/base.txt", "constraints.txt", "requirements/gpu.txt"}; !slices.Equal(in.Nested, want) && !slices.Equal(sortedCopy(in.Nested), sortedCopy(want)) {
		t.Errorf("nested %q, want %q", in.Nested, want)
	}
}

func sortedCopy(s []string) []string { c := slices.Clone(s); slices.Sort(c); return c }

// TestBuildNeedsTable: the table parses, every entry says why and gives
// an https source, and the packages issue 39 names get what their docs say.
func TestBuildNeedsTable(t *testing.T) {
	table, err := buildNeedTable()
	if err != nil || len(table) < 4 {
		t.Fatalf("table: %v, %d entries", err, len(table))
	}
	for name, e := range table {
		if e.Why == "" || len(e.Sources) == 0 || !strings.HasPrefix(e.Sources[0], "https://") {
			t.Errorf("%s: no why or no source", name)
		}
		if e.CUDABuild && (e.SkipCUDAEnv == "" || !e.NoBuildIsolation) {
			t.Errorf("%s: a CUDA build without its skip variable or without --no-build-isolation", name)
		}
	}
	fa, ok := NeedOf("flash-attn>=2.5", "x")
	if !ok || !fa.NoBuildIsolation || !fa.CUDABuild || !slices.Contains(fa.BuildDeps, "ninja") {
		t.Errorf("flash-attn: %+v", fa)
	}
	cv, ok := NeedOf("opencv-python==4.10.0.84", "x")
	if !ok || !slices.Equal(cv.RuntimeApt, []string{"libgl1", "libglib2.0-0"}) {
		t.Errorf("opencv-python: %+v", cv)
	}
	for _, none := range []string{"opencv-python-headless", "torch", `flash-attn; sys_platform == "darwin"`} {
		if n, ok := NeedOf(none, "x"); ok {
			t.Errorf("%s: need %+v", none, n)
		}
	}
}
