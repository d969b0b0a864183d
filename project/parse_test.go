package project

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
)

const okHead = "name: tiny\ncopy: [\"*.py\"]\ntrain:\n  command: [python, train.py]\n"

// badFiles are spkit.yaml files Parse must refuse, with a piece of the
// message (file:line:col and key included) each must produce. FuzzParse
// seeds its corpus with them.
var badFiles = []struct {
	name, yaml, want string
}{
	{"empty", "", "spkit.yaml: the file is empty"},
	// A helper found these silently ignored (issue #14 scenarios).
	{"overrides without a config", okHead + "profiles:\n  cpu:\n    trainer_overrides: {max_train_epochs: 1}\n",
		"spkit.yaml:7:5: profiles.cpu.trainer_overrides has no trainer config to change: spkit.yaml sets no train.config"},
	{"comments only", "# nothing\n", "spkit.yaml: the file is empty"},
	{"document marker only", "---\n", "spkit.yaml:1:1: the file holds no settings"},
	{"two documents", okHead + "---\nname: other\n", "spkit.yaml:5:1: the file holds more than one YAML document"},
	{"top-level list", "- name: x\n", "expected a mapping of settings at the top level, got a list"},
	{"syntax error", "name: [x\n", "spkit.yaml:"},
	{"tab indent", "name: x\n\tcopy: []\n", "spkit.yaml:2: found a tab character"},
	{"unknown key typo", okHead + "requirments: requirements.txt\n", `spkit.yaml:5:1: unknown key "requirments" (did you mean "requirements"?)`},
	{"unknown nested typo", "name: tiny\ncopy: [x]\ntrain:\n  comand: [python]\n", `spkit.yaml:4:3: unknown key "train.comand" (did you mean "train.command"?)`},
	{"key one level too high", "name: tiny\ncopy: [x]\ncommand: [python]\n", `spkit.yaml:3:1: unknown key "command" (did you mean "train.command"?)`},
	{"unknown key far off", okHead + "wibblewobble: 1\n", `unknown key "wibblewobble": keys allowed in the top level: `},
	{"unknown profile key", okHead + "profiles:\n  cpu:\n    trainer_config: x.yaml\n", `spkit.yaml:7:5: unknown key "profiles.cpu.trainer_config" (did you mean "profiles.cpu.train_config"?)`},
	{"command is a mapping", "name: tiny\ncopy: [x]\ntrain:\n  command: {python: train.py}\n", "spkit.yaml:4:12: train.command: expected a list of strings, got a mapping"},
	{"command is a string", "name: tiny\ncopy: [x]\ntrain:\n  command: python train.py\n", "train.command: expected a list of strings, got a string: write a list"},
	{"copy item is a list", "name: tiny\ncopy: [[x]]\ntrain:\n  command: [python]\n", "spkit.yaml:2:8: copy[0]: expected a string, got a list"},
	{"train is a list", "name: tiny\ncopy: [x]\ntrain: [python]\n", "spkit.yaml:3:8: train: expected a mapping, got a list"},
	{"env is a list", okHead + "env: [A=1]\n", "spkit.yaml:5:6: env: expected a mapping of strings, got a list"},
	{"env value is a mapping", okHead + "env:\n  A: {b: c}\n", "env.A: expected a string, got a mapping"},
	{"duplicate key", okHead + "name: again\n", `spkit.yaml:5:1: duplicate key "name" (first at line 1)`},
	{"duplicate nested key", okHead + "env:\n  A: 1\n  A: 2\n", `spkit.yaml:7:3: duplicate key "env.A" (first at line 6)`},
	{"duplicate in overrides", okHead + "profiles:\n  cpu:\n    trainer_overrides:\n      a: {b: 1, b: 2}\n", `duplicate key "profiles.cpu.trainer_overrides.a.b"`},
	{"merge key", okHead + "base: &b {A: 1}\n", `unknown key "base"`},
	{"merge key in env", okHead + "x: &b {A: \"1\"}\n", `unknown key "x"`},
	{"merge into profile", "name: tiny\ncopy: [x]\ntrain:\n  command: [python]\nprofiles:\n  cpu:\n    <<: {cuda: \"12.9\"}\n", "merge keys `<<`"},
	{"self alias", okHead + "profiles:\n  cpu:\n    trainer_overrides: &a {x: *a}\n", "nests more than 64 levels deep"},
	{"non-string override key", okHead + "profiles:\n  cpu:\n    trainer_overrides:\n      a: {1: x}\n", "key 1 is a number, expected a string"},
	{"name missing", "copy: [x]\ntrain:\n  command: [python]\n", "spkit.yaml: name is missing"},
	{"name upper case", "name: My Trainer\ncopy: [x]\ntrain:\n  command: [python]\n", `spkit.yaml:1:1: name "My Trainer" is not valid: use at most 63 lower-case letters`},
	{"name starts with digit", "name: 4090-lora\ncopy: [x]\ntrain:\n  command: [python]\n", `name "4090-lora" is not valid`},
	{"name ends with dash", "name: lora-\ncopy: [x]\ntrain:\n  command: [python]\n", `name "lora-" is not valid`},
	{"copy missing", "name: tiny\ntrain:\n  command: [python]\n", "copy is missing or empty"},
	{"copy empty", "name: tiny\ncopy: []\ntrain:\n  command: [python]\n", "spkit.yaml:2:1: copy is missing or empty"},
	{"copy bad glob", "name: tiny\ncopy: [\"*.py\", \"[a-\"]\ntrain:\n  command: [python]\n", `spkit.yaml:2:16: copy glob "[a-" is not a valid pattern`},
	{"copy escapes", "name: tiny\ncopy: [../secrets]\ntrain:\n  command: [python]\n", `copy glob "../secrets" leaves the repository`},
	{"copy absolute", "name: tiny\ncopy: [/etc/passwd]\ntrain:\n  command: [python]\n", `copy glob "/etc/passwd" leaves the repository`},
	{"command empty", "name: tiny\ncopy: [x]\ntrain:\n  command: []\n", "spkit.yaml:4:3: train.command is missing or empty"},
	{"train missing", "name: tiny\ncopy: [x]\n", "train.command is missing or empty"},
	{"bad duration", okHead + "  stop_grace_period: 2 minutes\n", `spkit.yaml:5:3: train.stop_grace_period "2 minutes" is not a duration`},
	{"negative duration", okHead + "  stop_grace_period: -5s\n", `"-5s" is not a duration`},
	{"relative workdir", okHead + "  workdir: app\n", `train.workdir "app" is not absolute`},
	{"config escapes", okHead + "  config: ../other/c.yaml\n", `train.config "../other/c.yaml" leaves the repository`},
	{"requirements absolute", okHead + "requirements: /tmp/r.txt\n", `spkit.yaml:5:1: requirements "/tmp/r.txt" leaves the repository`},
	{"volume absolute", okHead + "volumes:\n  data: /mnt/data\n", `spkit.yaml:6:3: volumes.data "/mnt/data" leaves the repository`},
	{"volume escapes", okHead + "volumes:\n  output: ../../out\n", `volumes.output "../../out" leaves the repository`},
	{"cache volume name", okHead + "volumes:\n  cache: my cache\n", `volumes.cache "my cache" is not a volume name`},
	{"env bad name", okHead + "env:\n  1FOO: x\n", `spkit.yaml:6:3: env: "1FOO" is not a valid variable name`},
	{"cuda visible all", okHead + "env:\n  CUDA_VISIBLE_DEVICES: all\n", "env: CUDA_VISIBLE_DEVICES=all is invalid and hides every GPU: remove it: set NVIDIA_VISIBLE_DEVICES=all"},
	{"cuda visible all in profile", okHead + "profiles:\n  dgx-spark:\n    env: {CUDA_VISIBLE_DEVICES: ALL}\n", "profiles.dgx-spark.env: CUDA_VISIBLE_DEVICES=all is invalid"},
	{"cuda not a version", okHead + "cuda: thirteen\n", `cuda "thirteen" is not a version`},
	{"python not a version", okHead + "python: \"3\"\n", `python "3" is not a version`},
	{"torch not a version", okHead + "torch: newest\n", `torch "newest" is not a version`},
	{"base with pins", okHead + "torch: base\ntorchvision: 0.24.1\n", "torch: base cannot pin torchvision or torchaudio"},
	{"apt name", okHead + "system_packages: [\"git; rm -rf /\"]\n", `system package "git; rm -rf /" is not a valid name`},
	{"pip newline", okHead + "pip_packages: [\"a\\nRUN x\"]\n", `pip_packages[0] "a\nRUN x" is not valid`},
	{"profile name", okHead + "profiles:\n  DGX Spark: {}\n", `spkit.yaml:6:3: profile name "DGX Spark" is not valid`},
	{"profile cuda", okHead + "profiles:\n  v100:\n    cuda: 12\n", `profiles.v100.cuda "12" is not a version`},
	{"profile guard size", okHead + "profiles:\n  dgx-spark:\n    max_used: lots\n", `spkit.yaml:7:5: profiles.dgx-spark.max_used: "lots" is not a size`},
	{"profile guard zero", okHead + "profiles:\n  dgx-spark:\n    max_used: 0GB\n", `spkit.yaml:7:5: profiles.dgx-spark.max_used: size "0GB" is zero`},
	{"profile guard percent", okHead + "profiles:\n  dgx-spark:\n    min_available: 120%\n", `spkit.yaml:7:5: profiles.dgx-spark.min_available: headroom "120%": a percentage must be above 0% and below 100%`},
	{"profile guard list", okHead + "profiles:\n  dgx-spark:\n    max_used: [1GB]\n", `spkit.yaml:7:15: profiles.dgx-spark.max_used: expected a value such as 28GB, got a list`},
	{"profile train_config escapes", okHead + "profiles:\n  cpu:\n    train_config: /abs.yaml\n", `profiles.cpu.train_config "/abs.yaml" leaves the repository`},
	{"profiles is a list", okHead + "profiles: [cpu]\n", "profiles: expected a mapping, got a list"},
	{"profiles_dir escapes", okHead + "profiles_dir: ../p\n", `profiles_dir "../p" leaves the repository`},
	{"metrics port 0", okHead + "metrics:\n  port: 0\n", `spkit.yaml:6:3: metrics.port 0 is not a TCP port: write a TCP port from 1 to 65535`},
	{"metrics port 70000", okHead + "metrics:\n  port: 70000\n", `spkit.yaml:6:3: metrics.port 70000 is not a TCP port`},
	{"metrics port negative", okHead + "metrics: {port: -1}\n", `spkit.yaml:5:11: metrics.port -1 is not a TCP port`},
	{"metrics port string", okHead + "metrics:\n  port: \"9400\"\n", `spkit.yaml:6:9: metrics.port: expected a whole number, got a string`},
	{"metrics port word", okHead + "metrics: {port: high}\n", `metrics.port: expected a whole number, got a string`},
	{"metrics port float", okHead + "metrics: {port: 9400.5}\n", `metrics.port: expected a whole number, got a number`},
	{"metrics is a number", okHead + "metrics: 9400\n", `spkit.yaml:5:10: metrics: expected a mapping, got a number: write a mapping, e.g. metrics: {port: 9400}`},
	{"metrics is true", okHead + "metrics: true\n", `metrics: expected a mapping, got a boolean`},
	{"metrics without port", okHead + "metrics: {}\n", `spkit.yaml:5:1: metrics.port is missing`},
	{"metrics unknown key", okHead + "metrics: {prot: 9400}\n", `unknown key "metrics.prot" (did you mean "metrics.port"?)`},
	{"metrics port one level too high", okHead + "port: 9400\n", `spkit.yaml:5:1: unknown key "port"`},
	{"profile metrics port", okHead + "profiles:\n  cpu:\n    metrics: {port: 70000}\n", `spkit.yaml:7:15: profiles.cpu.metrics.port 70000 is not a TCP port`},
	{"profile metrics string", okHead + "profiles:\n  cpu:\n    metrics: {port: nine}\n", `profiles.cpu.metrics.port: expected a whole number, got a string`},
}

// Issue 41: a 400k-word train.command was told as a nesting error.
func TestParseTellsALongListAsLong(t *testing.T) {
	words := strings.TrimSuffix(strings.Repeat("w, ", 150000), ", ")
	_, err := Parse([]byte("name: tiny\ncopy: [x]\ntrain:\n  command: [python, "+words+"]\n"), "spkit.yaml")
	if err == nil || !strings.Contains(err.Error(), "the file holds more than 100000 values") || strings.Contains(err.Error(), "nest") {
		t.Errorf("err = %v, want the list told as too long", err)
	}
}

func TestParseRejects(t *testing.T) {
	for _, tc := range badFiles {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := Parse([]byte(tc.yaml), "spkit.yaml")
			if err == nil {
				t.Fatalf("Parse accepted it: %+v", cfg)
			}
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Config {
				t.Fatalf("error %v (%T) is not a Config *errdefs.Error", err, err)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) {
				t.Errorf("message\n  %s\ndoes not contain\n  %s", msg, tc.want)
			}
			if strings.ContainsAny(msg, "\n\r") {
				t.Errorf("message is not one line: %q", msg)
			}
		})
	}
}

func TestParseFull(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "full.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := Parse(data, "testdata/full.yaml")
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if cfg.Path != "testdata/full.yaml" {
		t.Errorf("Path = %q", cfg.Path)
	}
	// Versions written as YAML numbers or strings both read as text.
	checks := map[string][2]any{
		"cuda":          {cfg.CUDA, "13.0"},
		"torch":         {cfg.Torch, "2.9.1"},
		"command":       {cfg.Train.Command, []string{"python", "train.py", "--config", "{config}"}},
		"copy":          {cfg.Copy, []string{"*.py", "image_datasets/", "train_configs/", "utils/"}},
		"grace":         {cfg.Train.StopGracePeriod, "2m"},
		"env":           {cfg.Env["TOKENIZERS_PARALLELISM"], "false"},
		"spark config":  {cfg.Profiles["dgx-spark"].TrainConfig, "train_configs/train_dgx_spark.yaml"},
		"spark guard":   {cfg.Profiles["dgx-spark"].MaxUsed, memsize.Size(100 << 30)},
		"4090 args":     {cfg.Profiles["rtx4090"].TrainArgs, []string{"--quantize"}},
		"v100 cuda":     {cfg.Profiles["v100"].CUDA, "12.9"},
		"profile count": {len(cfg.Profiles), 4},
		"override":      {cfg.Profiles["dgx-spark"].TrainerOverrides["memory_fraction"], 0.9},
		"metrics":       {cfg.Metrics, &Metrics{Port: 9400}},
		"spark metrics": {cfg.Profiles["dgx-spark"].Metrics, &Metrics{Port: 9401}},
		"cpu metrics":   {cfg.Profiles["cpu"].Metrics, (*Metrics)(nil)},
	}
	for name, c := range checks {
		if !reflect.DeepEqual(c[0], c[1]) {
			t.Errorf("%s = %#v, want %#v", name, c[0], c[1])
		}
	}
}

func TestParseUnquotedVersions(t *testing.T) {
	cfg, err := Parse([]byte(okHead+"cuda: 13.0\npython: 3.10\ntorch: 2.10.0\n"), "spkit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.CUDA != "13.0" || cfg.Python != "3.10" || cfg.Torch != "2.10.0" {
		t.Errorf("got cuda %q python %q torch %q", cfg.CUDA, cfg.Python, cfg.Torch)
	}
}

func TestParseAliases(t *testing.T) {
	in := okHead + "profiles:\n  rtx4090: &small\n    train_args: [--quantize]\n  rtx5090: *small\n"
	cfg, err := Parse([]byte(in), "spkit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Profiles["rtx5090"].TrainArgs; !reflect.DeepEqual(got, []string{"--quantize"}) {
		t.Errorf("rtx5090 train_args = %v", got)
	}
}

// Metrics are off unless spkit.yaml asks: no section, or a null one, is nil.
func TestParseMetricsOffByDefault(t *testing.T) {
	for _, in := range []string{okHead, okHead + "metrics:\n", okHead + "metrics: ~\nprofiles:\n  cpu: {metrics: null}\n"} {
		cfg, err := Parse([]byte(in), "spkit.yaml")
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if cfg.Metrics != nil || cfg.Profiles["cpu"].Metrics != nil {
			t.Errorf("%q: metrics %+v / %+v, want nil (off)", in, cfg.Metrics, cfg.Profiles["cpu"].Metrics)
		}
	}
	for _, port := range []int{1, 9400, 65535} {
		in := okHead + "metrics: {port: " + strconv.Itoa(port) + "}\n"
		if cfg, err := Parse([]byte(in), "spkit.yaml"); err != nil || cfg.Metrics == nil || cfg.Metrics.Port != port {
			t.Errorf("port %d: %+v, %v", port, cfg, err)
		}
	}
}

func TestParseNamesPath(t *testing.T) {
	_, err := Parse([]byte("name: tiny\nbogus: 1\n"), "/repo/spkit.yaml")
	if err == nil || !strings.HasPrefix(err.Error(), "/repo/spkit.yaml:2:1: ") {
		t.Errorf("error %v does not start with the path and position", err)
	}
}
