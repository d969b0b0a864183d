package reposcan

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// writeRepo writes files (slash paths) into a fresh directory.
func writeRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, body := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func words(invs []Invocation) [][]string {
	var out [][]string
	for _, inv := range invs {
		out = append(out, append(slices.Clone(inv.Env), inv.Words...))
	}
	return out
}

// TestParseShell: commands read as bash reads them, without running
// anything.
func TestParseShell(t *testing.T) {
	cases := []struct {
		name, text string
		want       [][]string
	}{
		{"continuations and comments", "python train.py \\\n  --config a.yaml \\\n  --lr 1e-4  # our default\n", [][]string{{"python", "train.py", "--config", "a.yaml", "--lr", "1e-4"}}},
		{"quotes", `python train.py --name "my run" --tag 'a b' --x=it\'s`, [][]string{{"python", "train.py", "--name", "my run", "--tag", "a b", "--x=it's"}}},
		{"env prefix", "CUDA_VISIBLE_DEVICES=0 HF_HOME=/h accelerate launch t.py", [][]string{{"CUDA_VISIBLE_DEVICES=0", "HF_HOME=/h", "accelerate", "launch", "t.py"}}},
		{"variables", "CFG=configs/a.yaml\nexport OUT=runs\npython t.py --config $CFG --out ${OUT}/x --d ${MISSING:-dflt}", [][]string{{"python", "t.py", "--config", "configs/a.yaml", "--out", "runs/x", "--d", "dflt"}}},
		{"unknown stays open", "python t.py --model $MODEL --tag $(date)", [][]string{{"python", "t.py", "--model", "${MODEL}", "--tag", "$(...)"}}},
		{"angle placeholders survive", "python qlora.py --model_name_or_path <path_or_name> --x <a b>", [][]string{{"python", "qlora.py", "--model_name_or_path", "<path_or_name>", "--x", "<a b>"}}},
		{"split unquoted variable", "ARGS=\"--a 1 --b 2\"\npython t.py $ARGS \"$ARGS\"", [][]string{{"python", "t.py", "--a", "1", "--b", "2", "--a 1 --b 2"}}},
		{"heredoc argument list", "read -r -d '' CMD <<EOF\nopenrlhf.cli.train_sft \\\n --max_len 2048\nEOF\ndeepspeed --module $CMD", [][]string{{"deepspeed", "--module", "openrlhf.cli.train_sft", "--max_len", "2048"}}},
		{"not shell at all: what parses is kept", "import torch\npython train.py --x 1\nif x:\n", [][]string{{"import", "torch"}, {"python", "train.py", "--x", "1"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := words(parseShell(c.text, nil)); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
		})
	}
	invs := parseShell("cd examples/lora && python train.py", nil)
	if len(invs) != 1 || invs[0].Dir != "examples/lora" {
		t.Errorf("cd not followed: %+v", invs)
	}
	invs = parseShell("python t.py --model $MODEL", nil)
	if !invs[0].Unknown[3] || invs[0].Unknown[1] {
		t.Errorf("unknown marks %v", invs[0].Unknown)
	}
}

// TestMarkdownBlocks: shell blocks with the headings above them; other
// languages left out; console output dropped; options a README breaks
// onto lines of their own joined back.
func TestMarkdownBlocks(t *testing.T) {
	doc := "# Tool\n\n## Installation\n```bash\npip install -r requirements.txt\n```\n" +
		"Training\n--------\n\n```python\nimport x\n```\n" +
		"**Start**\n```console\n$ python train.py --config a.yaml\nepoch 1 loss 3\n$ python eval.py\n```\n" +
		"### Windows\n```\npython scripts\\train.py\n```\n" +
		"### One line\n```\naccelerate launch hv_train.py\n  --dit path/to/dit\n  --sdpa\n```\n" +
		"Run `python train.py --config b.yaml` for more.\n\n    python indented.py --x 1\n"
	blocks := markdownBlocks(doc)
	var got []string
	for _, b := range blocks {
		got = append(got, strings.Join(b.Section, " > ")+": "+strings.Join(words(parseShell(b.Text, nil))[0], " "))
	}
	want := []string{
		"Tool > Installation: pip install -r requirements.txt",
		"Tool > Training > Start: python train.py --config a.yaml",
		"Tool > Training > Windows: python scripts/train.py",
		"Tool > Training > One line: accelerate launch hv_train.py --dit path/to/dit --sdpa",
		"Tool > Training > One line: python train.py --config b.yaml",
		"Tool > Training > One line: python indented.py --x 1",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if n := len(parseShell(blocks[1].Text, nil)); n != 2 {
		t.Errorf("console block: %d commands, want 2 (output lines dropped)", n)
	}
	if !blocks[4].Inline || blocks[5].Inline {
		t.Errorf("inline flags: %v %v", blocks[4].Inline, blocks[5].Inline)
	}
}

// TestClassify: what each launch line runs, and what is not a launch of
// the repository at all.
func TestClassify(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py": "", "scripts/run.sh": "", "src/pkg/cli/train.py": "", "pkg2/__main__.py": "",
		"pyproject.toml": "[project]\nname='tool'\n[project.scripts]\ntool = 'pkg.cli:main'\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := f.scan
	cases := []struct {
		line                       string
		kind                       Kind
		launcher, target, sub, arg string
	}{
		{"python -u -W ignore train.py --x 1", KindScript, "python", "train.py", "", "--x"},
		{"python3.11 -m pkg.cli.train cfg.yaml", KindModule, "python", "pkg.cli.train", "", "cfg.yaml"},
		{"accelerate launch --config_file acc.yaml --num_processes 2 --multi_gpu train.py --lr 1", KindScript, "accelerate", "train.py", "", "--lr"},
		{"accelerate launch -m pkg.cli.train c.yml", KindModule, "accelerate", "pkg.cli.train", "", "c.yml"},
		{"torchrun --standalone --nproc_per_node=8 -m pkg2 --x", KindModule, "torchrun", "pkg2", "", "--x"},
		{"python -m torch.distributed.run --nproc_per_node 2 train.py", KindScript, "torchrun", "train.py", "", ""},
		{"deepspeed --num_gpus 1 train.py --deepspeed", KindScript, "deepspeed", "train.py", "", "--deepspeed"},
		{"composer train.py cfg.yaml max_duration=10ba", KindScript, "composer", "train.py", "", "cfg.yaml"},
		{"nohup env A=1 python train.py", KindScript, "python", "train.py", "", ""},
		{"tool train configs/x.yaml", KindConsole, "", "tool", "train", "configs/x.yaml"},
		{"bash scripts/run.sh --fast", KindShell, "", "scripts/run.sh", "", "--fast"},
	}
	for _, c := range cases {
		l := s.classify(parseShell(c.line, nil)[0])
		if l == nil {
			t.Errorf("%q: not a launch", c.line)
			continue
		}
		arg := ""
		if len(l.Args()) > 0 {
			arg = l.Args()[0]
		}
		if l.Kind != c.kind || l.Launcher != c.launcher || l.Target != c.target || l.Sub != c.sub || arg != c.arg {
			t.Errorf("%q: %s %q %q %q first arg %q", c.line, l.Kind, l.Launcher, l.Target, l.Sub, arg)
		}
	}
	for _, line := range []string{"pip install -r requirements.txt", "git clone x", "huggingface-cli login", "python -m pip install x"} {
		if l := s.classify(parseShell(line, nil)[0]); l != nil {
			t.Errorf("%q read as a launch: %+v", line, l)
		}
	}
	if l := s.classify(parseShell("python missing.py", nil)[0]); l == nil || l.Missing != "missing.py" {
		t.Errorf("a missing script is not reported: %+v", l)
	}
}

// TestPlaceholders: words the user has to replace.
func TestPlaceholders(t *testing.T) {
	for w, want := range map[string]bool{
		"<path_or_name>": true, "path/to/your/dataset": true, "/path/to/data": true, "YOUR_TOKEN": true, "your-model": true,
		"{model_name}": true, "MODEL_PATH": true, "...": true, "xxx": true,
		"meta-llama/Llama-3.2-1B": false, "configs/a.yaml": false, "1e-4": false, "bf16": false, "OUTPUT": false,
	} {
		if got := isPlaceholder(w, false); got != want {
			t.Errorf("isPlaceholder(%q) = %v", w, got)
		}
	}
}

// TestEntry: what entry points declare, read from their source.
func TestEntry(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"a.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', '-c', required=True)\np.add_argument('--output_dir', default='out/run')\n" +
			"p.add_argument('--fast', action='store_true')\np.add_argument('config_file_list', nargs='+')\n",
		"b.py":          "import fire\ndef train(\n    base_model: str = '',  # the model\n    data_path: str = 'yahma/alpaca',\n    output_dir: str = './lora-alpaca',\n):\n    assert base_model, 'give --base_model'\nif __name__ == '__main__':\n    fire.Fire(train)\n",
		"c.py":          "from transformers import HfArgumentParser\n@dataclass\nclass ModelArguments:\n    model_name_or_path: Optional[str] = field(\n        default='EleutherAI/pythia-12b'\n    )\n    token: str\n    data_path: str = field(default=None, metadata={'help': 'x'})\n\n@dataclass\nclass Other:\n    x: int\n",
		"d.py":          "import sys\nout_dir = 'out'\nexec(open('configurator.py').read())\n",
		"e.py":          "import click\n@click.command()\n@click.argument('config')\n@click.option('--out', default='o')\ndef main(config, out):\n    pass\n",
		"f.py":          "from utils.args import parse_args\nif __name__ == '__main__':\n    parse_args()\n",
		"utils/args.py": "def parse_args():\n    p.add_argument('--config')\n    p.add_argument('--seed', default=1)\n    p.add_argument('--epochs')\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	s := f.scan
	a := s.entry("a.py")
	if a.Parser != "argparse" || len(a.Required()) != 2 {
		t.Errorf("a.py: parser %q required %v", a.Parser, a.Required())
	}
	if out, _ := a.Lookup("--output-dir"); out.Default != "out/run" {
		t.Errorf("a.py --output_dir default %q", out.Default)
	}
	if fast, _ := a.Lookup("--fast"); !fast.Bool {
		t.Errorf("--fast is a flag")
	}
	b := s.entry("b.py")
	if b.Parser != "fire" || len(b.Required()) != 1 || b.Required()[0].Flag() != "--base_model" {
		t.Errorf("b.py: parser %q required %v (want --base_model, asserted)", b.Parser, b.Required())
	}
	c := s.entry("c.py")
	if c.Parser != "hf" {
		t.Fatalf("c.py parser %q", c.Parser)
	}
	if m, _ := c.Lookup("--model_name_or_path"); m.Required || m.Default != "EleutherAI/pythia-12b" {
		t.Errorf("c.py field with a multi-line default: %+v", m)
	}
	if tok, _ := c.Lookup("--token"); !tok.Required {
		t.Errorf("c.py field without a default is required")
	}
	if dp, _ := c.Lookup("--data_path"); dp.Required || dp.HasDefault {
		t.Errorf("c.py field(default=None) is optional with no value: %+v", dp)
	}
	if _, ok := c.Lookup("--x"); ok {
		t.Errorf("c.py: a dataclass not named for arguments was read")
	}
	d := s.entry("d.py")
	if !d.KeyValue || d.Constants["out_dir"] != "out" {
		t.Errorf("d.py: configurator %v constants %v", d.KeyValue, d.Constants)
	}
	e := s.entry("e.py")
	if e.Parser != "click" || len(e.Required()) != 1 || !e.Required()[0].Positional {
		t.Errorf("e.py: %q %+v", e.Parser, e.Required())
	}
	if len(s.entry("f.py").Args) != 3 {
		t.Errorf("f.py: the parser in utils/args.py was not followed")
	}
}

// TestConfigKinds: trainer configs apart from launcher, dataset, model
// configs and presets.
func TestConfigKinds(t *testing.T) {
	f, err := Scan(writeRepo(t, map[string]string{
		"configs/train.yaml":           "model_name_or_path: x\nlearning_rate: 1e-4\noutput_dir: out\n",
		"configs/accelerate.yaml":      "compute_environment: LOCAL_MACHINE\ndistributed_type: MULTI_GPU\nnum_processes: 8\n",
		"configs/ds_z2.json":           `{"zero_optimization": {"stage": 2}, "train_micro_batch_size_per_gpu": "auto", "gradient_clipping": 1}`,
		"configs/dataset_info.json":    `{"alpaca": {"file_name": "a.json"}, "b": {"hf_hub_url": "x/y"}}`,
		"configs/model/config.json":    `{"architectures": ["Llama"], "hidden_size": 4096, "vocab_size": 32000, "model_type": "llama"}`,
		"training_presets/#lora.json":  `{"learning_rate": 1, "batch_size": 2}`,
		"config/train_shakespeare.py":  "out_dir = 'out'\nbatch_size = 64\nlearning_rate = 1e-3\n",
		".github/workflows/ci.yaml":    "on: push\n",
		"docker-compose.yaml":          "services: {}\n",
		"examples/recipe.toml":         "output_dir = '/data/x'\n[model]\ntype = 'wan'\nrank = 32\n",
		"examples/weak.yaml":           "seed: 1\n",
		"configs/nested/deep/a/b.yaml": "learning_rate: 1\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]ConfigKind{}
	for _, c := range f.Configs {
		kinds[c.Path] = c.Kind
	}
	want := map[string]ConfigKind{
		"configs/train.yaml": ConfigTrainer, "configs/accelerate.yaml": ConfigLauncher, "configs/ds_z2.json": ConfigLauncher,
		"configs/dataset_info.json": ConfigDataset, "configs/model/config.json": ConfigOther, "training_presets/#lora.json": ConfigOther,
		"config/train_shakespeare.py": ConfigTrainer, "examples/recipe.toml": ConfigTrainer, "examples/weak.yaml": ConfigOther,
		"configs/nested/deep/a/b.yaml": ConfigTrainer,
	}
	for p, k := range want {
		if kinds[p] != k {
			t.Errorf("%s: %q, want %q", p, kinds[p], k)
		}
	}
	for _, p := range []string{".github/workflows/ci.yaml", "docker-compose.yaml"} {
		if _, ok := kinds[p]; ok {
			t.Errorf("%s read as a config", p)
		}
	}
	for _, c := range f.Configs {
		if c.Path == "examples/recipe.toml" {
			if k, v, ok := c.Value("output_dir"); !ok || k != "output_dir" || v != "/data/x" {
				t.Errorf("toml output_dir: %q %v %v", k, v, ok)
			}
		}
	}
}

// TestRequirements: nested files followed (once, bounded), pins read
// from specifiers, local versions and wheel URLs, git requirements and
// index lines collected, the project's own line noticed.
func TestRequirements(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"requirements.txt":          "-r requirements/base.txt\n--extra-index-url https://download.pytorch.org/whl/cu130\ntorch==2.12.0+cu130  # the CUDA build\n-e .\n",
		"requirements/base.txt":     "-c ../constraints.txt\ntorchvision>=0.26 ; platform_system == 'Linux'\n-e git+https://github.com/a/b.git@1ffa423#egg=b\n-r base.txt\n-r missing.txt\n",
		"constraints.txt":           "https://download.pytorch.org/whl/cu128/torchaudio-2.7.1%2Bcu128-cp312-cp312-linux_x86_64.whl\nnumpy<3\n",
		"requirements-dev.txt":      "pytest\n",
		"dgx_requirements.txt":      "-r requirements.txt\n",
		"README.md":                 "## Install\n```\npip install -r requirements.txt\npip install flash-attn --no-build-isolation\npip install torch==2.12.0 --index-url https://download.pytorch.org/whl/cu130\n```\n",
		"train.py":                  "",
		"requirements/unrelated.md": "",
	})
	in := ReadInstall(dir, "requirements.txt", false, nil)
	if !slices.Equal(in.Nested, []string{"requirements/base.txt", "constraints.txt"}) {
		t.Errorf("nested %q", in.Nested)
	}
	var pins []string
	for _, p := range in.Pins {
		pins = append(pins, p.Package+p.Spec+" @"+p.Source)
	}
	// In the order pip meets them: base.txt's -c line first.
	wantPins := []string{"torchaudio==2.7.1+cu128 @constraints.txt:1", "torchvision>=0.26 @requirements/base.txt:2", "torch==2.12.0+cu130 @requirements.txt:3"}
	if !reflect.DeepEqual(pins, wantPins) {
		t.Errorf("pins %q\nwant %q", pins, wantPins)
	}
	if len(in.Git) != 1 || !strings.Contains(in.Notes[0], "names missing.txt, which is not in the repository") {
		t.Errorf("git %q notes %q", in.Git, in.Notes)
	}
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	d := f.Deps
	if d.Requirements != "requirements.txt" || !d.SelfInstall || !slices.Contains(d.IndexURLs, "--extra-index-url https://download.pytorch.org/whl/cu130") {
		t.Errorf("deps %+v", d)
	}
	if len(d.Separate) != 2 || d.Separate[0].Spec != "flash-attn" || !slices.Contains(d.Separate[0].Flags, "--no-build-isolation") {
		t.Errorf("separate installs %+v", d.Separate)
	}
	soft := slices.IndexFunc(d.Pins, func(p Pin) bool { return p.Soft })
	if soft < 0 || d.Pins[soft].Spec != "==2.12.0" {
		t.Errorf("the README's torch pin is not a soft pin: %+v", d.Pins)
	}
}

// TestInstallable: pip can build a project with a build backend, a
// setup.py or a src layout, not a flat layout with several packages.
func TestInstallable(t *testing.T) {
	cases := map[string]struct {
		files map[string]string
		want  bool
	}{
		"tool settings only": {map[string]string{"pyproject.toml": "[tool.ruff]\nline-length = 100\n"}, false},
		"flat layout":        {map[string]string{"pyproject.toml": "[project]\nname='x'\n", "modules/a.py": "", "resources/r.json": "", "train.py": ""}, false},
		"one package":        {map[string]string{"pyproject.toml": "[project]\nname='x'\n", "x/__init__.py": "", "tests/t.py": "", "docs/a.md": ""}, true},
		"src layout":         {map[string]string{"pyproject.toml": "[project]\nname='x'\n", "src/x/__init__.py": "", "other/a.py": ""}, true},
		"hatchling":          {map[string]string{"pyproject.toml": "[build-system]\nbuild-backend='hatchling.build'\n[project]\nname='x'\n", "a/b.py": "", "c/d.py": ""}, true},
		"package-dir":        {map[string]string{"pyproject.toml": "[project]\nname='trl'\n[tool.setuptools]\npackage-dir = {'trl' = 'trl'}\n", "trl/a.py": "", "assets/x.png": ""}, true},
		"setup.py":           {map[string]string{"setup.py": "from setuptools import setup\nsetup(name='library', install_requires=['torch>=2.1'])\n", "a/b.py": "", "c/d.py": ""}, true},
	}
	for name, c := range cases {
		f, err := Scan(writeRepo(t, c.files))
		if err != nil {
			t.Fatal(err)
		}
		if installable := f.Package != nil && f.Package.Installable; installable != c.want {
			t.Errorf("%s: %+v, want installable %v", name, f.Package, c.want)
		}
	}
}

// TestSatisfies: PEP 440 specifiers with PyTorch's local labels.
func TestSatisfies(t *testing.T) {
	for _, c := range []struct {
		spec, v string
		want    bool
	}{
		{"==2.12.0+cu130", "2.12.0", true}, {">=2.11.0,<=2.12.1", "2.12.1", true}, {">=2.11.0,<=2.12.1", "2.13.0", false},
		{"~=2.4", "2.9.1", true}, {"<2.5", "2.5.0", false}, {"==2.6.*", "2.6.0", true}, {"", "1.0", true}, {"!=2.7.0", "2.7.0", false},
	} {
		if got, err := Satisfies(c.spec, c.v); err != nil || got != c.want {
			t.Errorf("Satisfies(%q, %q) = %v, %v", c.spec, c.v, got, err)
		}
	}
	if _, err := Satisfies(">>2", "1.0"); err == nil {
		t.Errorf("a bad specifier was accepted")
	}
	if pub, locals := SplitLocal("==2.12.0+cu130"); pub != "==2.12.0" || !slices.Equal(locals, []string{"cu130"}) {
		t.Errorf("SplitLocal: %q %q", pub, locals)
	}
}

// TestPythonAsks: environment lines and metadata are strong, prose is not;
// a line about one machine is that machine's.
func TestPythonAsks(t *testing.T) {
	f, err := ScanWith(context.Background(), writeRepo(t, map[string]string{
		"pyproject.toml":  "[project]\nname='x'\nrequires-python = '>=3.10, <3.14'\n",
		".python-version": "3.11.9\n",
		"README.md":       "Requires Python 3.10+.\n```\nconda create -n x python=3.12\n```\nOn DGX OS use Python 3.11.\n",
	}), ScanOptions{HardwareWords: testHardwareWords})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range f.Python {
		got = append(got, a.Spec+"|"+a.Source+"|"+a.Profile+"|"+map[bool]string{true: "strong", false: "prose"}[a.Strong])
	}
	want := []string{">=3.10,<3.14|pyproject.toml requires-python||strong", "==3.11|.python-version||strong",
		">=3.10|README.md:1||prose", "==3.12|README.md:3||strong", "==3.11|README.md:5|dgx-spark|prose"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("asks:\n%q\nwant\n%q", got, want)
	}
}

// testHardwareWords stand for the words project derives from the
// profile catalog (TestHardwareWordsFromTheCatalog there checks those).
var testHardwareWords = []HardwareWord{
	{"rtx4090", "rtx4090", 0}, {"4090", "rtx4090", 1}, {"24gb", "rtx4090", 4},
	{"dgx-spark", "dgx-spark", 0}, {"dgx_spark", "dgx-spark", 0}, {"dgx", "dgx-spark", 1}, {"spark", "dgx-spark", 3}, {"gb10", "dgx-spark", 2},
	{"h100", "h100", 0}, {"80gb", "h100", 4}, {"a100", "a100", 0}, {"80gb", "a100", 4},
	{"gh200", "gh200", 0}, {"cpu", "cpu", 0},
}

// TestHardwareOf: names that point at a machine, and names that do not;
// a word two profiles share (80gb) names hardware but no profile.
func TestHardwareOf(t *testing.T) {
	h := newHardwareTable(testHardwareWords)
	for name, want := range map[string]string{
		"train_4090.py": "rtx4090", "train_lora_24gb.yaml": "rtx4090", "dgx_requirements.txt": "dgx-spark", "spark_requirements.txt": "dgx-spark",
		"h100_full.yaml": "h100", "gh200.yaml": "gh200", "train_cpu.yaml": "cpu", "mac_requirements.txt": "", "lora_8GB.json": "",
		"train_dgx_spark.yaml": "dgx-spark", "x-80gb.peft-lora": "", "train_rtx4090.py": "rtx4090",
	} {
		w, ok := h.of(name)
		if !ok || w.Profile != want {
			t.Errorf("of(%q) = %q %v, want %q", name, w.Profile, ok, want)
		}
	}
	for _, name := range []string{"train.py", "requirements.txt", "lora-1b.yml", "config_4096ctx.yaml", "sparkle.yaml"} {
		if w, ok := h.of(name); ok {
			t.Errorf("of(%q) = %q", name, w.Profile)
		}
	}
	// Without the catalog's words only other hardware is known.
	if w, ok := newHardwareTable(nil).of("train_4090.py"); ok {
		t.Errorf("no words: train_4090.py named for %q", w.Profile)
	}
}

// TestScanIsBounded: a hostile tree (a FIFO named like a script, a link to
// /dev/zero as requirements, a huge README) is read without blocking and
// in bounded memory.
func TestScanIsBounded(t *testing.T) {
	dir := writeRepo(t, map[string]string{"README.md": "```\npython train.py\n```\n" + strings.Repeat("x", 3<<20)})
	if err := os.Symlink("/dev/zero", filepath.Join(dir, "requirements.txt")); err != nil {
		t.Fatal(err)
	}
	if err := mkfifo(filepath.Join(dir, "train.py")); err != nil {
		t.Skip(err)
	}
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(f.Files, "train.py") || slices.Contains(f.Files, "requirements.txt") || f.Deps.Requirements != "" {
		t.Errorf("a FIFO or device was taken as a file: %q %q", f.Files, f.Deps.Requirements)
	}
}

// TestNamesThatAreNotUTF8 are left out with a note: spkit.yaml is UTF-8 and
// could not name them (issue 31 item 10).
func TestNamesThatAreNotUTF8(t *testing.T) {
	dir := writeRepo(t, map[string]string{"train.py": "", "configs/good.yaml": "learning_rate: 1\n"})
	if err := os.WriteFile(filepath.Join(dir, "configs", "bad\xff.yaml"), []byte("learning_rate: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Configs {
		if c.Path != "configs/good.yaml" {
			t.Errorf("config %q read", c.Path)
		}
	}
	if len(f.Notes) == 0 || !strings.Contains(f.Notes[0], "not UTF-8") {
		t.Errorf("notes %q", f.Notes)
	}
}

// TestUserWrittenConfig: a command that names no config, shown in a
// document that has the user write a config the repository ships only as
// a template, ranks below a command naming a config the repository has;
// every line of that command carries it. A bold label that says nothing
// ("**Option 2:**") leaves the heading above it the nearest.
func TestUserWrittenConfig(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"pyproject.toml":             "[project]\nname = \"tool\"\n[project.scripts]\ntool = \"tool.cli:main\"\n",
		"tool/__init__.py":           "",
		"tool/cli.py":                "def main(): pass\n",
		"config/config.json.example": "{\"learning_rate\": 1e-4, \"max_train_steps\": 10}\n",
		"examples/small/config.json": "{\"learning_rate\": 1e-4, \"max_train_steps\": 10, \"lora_rank\": 4, \"output_dir\": \"out\"}\n",
		"docs/MODEL.md":              "# Model\n\nCreate `config/config.json` from `config/config.json.example`.\n\n## Training\n\n```bash\ntool train\n```\n",
		"docs/OTHER.md":              "# Other\n\n## Start training\n\n```bash\ntool train\n```\n",
		"examples/README.md":         "## Examples\n\n### Running an example\n\n**Option 2:**\n```bash\ntool train env=examples/small\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	var bare, example *Candidate
	for _, c := range f.Launches {
		switch strings.Join(c.Words, " ") {
		case "tool train":
			bare = c
		case "tool train env=examples/small":
			example = c
		}
	}
	if bare == nil || example == nil {
		t.Fatalf("candidates: %v", f.Launches)
	}
	if bare.UserConfig != "config/config.json" {
		t.Errorf("bare line reads %q, want config/config.json (folded from docs/MODEL.md)", bare.UserConfig)
	}
	if !slices.ContainsFunc(bare.Evidence, func(e string) bool { return strings.Contains(e, "ships only config/config.json.example") }) {
		t.Errorf("bare line evidence %q", bare.Evidence)
	}
	if !slices.ContainsFunc(example.Evidence, func(e string) bool { return strings.Contains(e, `under "Running an example"`) }) {
		t.Errorf("example line evidence %q: the bold label should leave its heading the nearest", example.Evidence)
	}
	if f.Launches[0] != example {
		t.Errorf("best is %q, want the example line", f.Launches[0].Words)
	}
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Create `config/config.json`:", true},
		{"copy config/config.json.example to SimpleTuner/config/config.json.", true},
		{"copy config/config.json.example first", false},
		{"my_config/config.json", false},
	} {
		if got := mentionsPath(c.text, "config/config.json"); got != c.want {
			t.Errorf("mentionsPath(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
