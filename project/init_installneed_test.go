package project

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitRootPackageNeedsNoInstall: a trainer run from the repository's
// root imports the package folder beside it without an install, so its
// import alone does not install the project when a requirements file
// lists the dependencies. simcselike is shaped like princeton-nlp/SimCSE
// (setup.py packages the embedding tool with old pins, the README's `pip
// install NAME` and `python setup.py install` are for the tool, train.py
// imports the root folder); timmlike like huggingface/pytorch-image-models
// (train.py at the root imports the library folder, pyproject's
// dependencies read from requirements.txt). The precision cases keep the
// install: a compiled extension, the script in a subfolder (Python looks
// for the package beside the script, as in openai/guided-diffusion's
// scripts/), a README that installs the source (`pip install -e .`), the
// package's dependencies the only list, and a console-script command.
func TestInitRootPackageNeedsNoInstall(t *testing.T) {
	opts := InitOptions{KnownProfiles: profiles.Builtin().Names()}
	for _, dir := range []string{"testdata/installneed/simcselike", "testdata/installneed/timmlike"} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), opts)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Install != "" || len(d.PipPackages) > 0 || d.Requirements != "requirements.txt" {
				t.Errorf("install %q, pip_packages %v, requirements %q; want requirements.txt only", d.Install, d.PipPackages, d.Requirements)
			}
		})
	}
	ext := "from setuptools import setup\nfrom torch.utils.cpp_extension import BuildExtension, CUDAExtension\n\nsetup(\n    name='sentlib',\n    packages=['sentlib'],\n    ext_modules=[CUDAExtension('sentlib._ops', ['sentlib/csrc/ops.cu'])],\n    cmdclass={'build_ext': BuildExtension},\n)\n"
	sub := strings.Replace(readFixture(t, "testdata/installneed/simcselike/README.md"), "python train.py", "python scripts/train.py", 1)
	readme := strings.Replace(readFixture(t, "testdata/installneed/simcselike/README.md"), "pip install -r requirements.txt", "pip install -r requirements.txt\npip install -e .", 1)
	console := strings.Replace(readFixture(t, "testdata/installneed/simcselike/README.md"), "python train.py", "sentlib-train", 1)
	for name, change := range map[string]map[string]string{
		"CUDA extension":         {"setup.py": ext},
		"script in a subfolder":  {"scripts/train.py": readFixture(t, "testdata/installneed/simcselike/train.py"), "train.py": "", "README.md": sub},
		"README installs source": {"README.md": readme},
		"dependencies only list": {"requirements.txt": ""},
		"console-script command": {"README.md": console, "setup.py": "from setuptools import setup\n\nsetup(\n    name='sentlib',\n    packages=['sentlib'],\n    install_requires=['transformers'],\n    entry_points={'console_scripts': ['sentlib-train=sentlib.train:main']},\n)\n", "sentlib/train.py": readFixture(t, "testdata/installneed/simcselike/train.py")},
	} {
		t.Run(name, func(t *testing.T) {
			dir := copyTree(t, "testdata/installneed/simcselike")
			for f, body := range change {
				p := filepath.Join(dir, f)
				if body == "" { // removed
					_ = os.Remove(p)
					continue
				}
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			d, err := Detect(dir, opts)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Install == "" {
				t.Errorf("leaves the project out; want it installed (%s); notes: %v", name, d.Notes)
			}
		})
	}
}

func readFixture(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
