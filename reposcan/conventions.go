package reposcan

import (
	"regexp"
	"strings"
)

// The conventions trainer repositories share, in one place: the launchers
// that start a training script, the words that say "this trains", and the
// folders configs live in. The readers (launch lines, entry files, config
// names, headings) and the ranking take their views from here.

// LauncherInfo is a command that starts a Python script or module.
type LauncherInfo struct {
	Name string // "accelerate"
	// Sub is the subcommand that launches ("launch"), "" when none.
	Sub string
	// Distributed: it starts one process per GPU (ProcFlags set how many).
	Distributed bool
	ProcFlags   []string
	// Modules are the `python -m` forms of the same launcher.
	Modules []string
	// Bool are its options that take no value.
	Bool []string
}

// Launchers are the launchers spkit reads, python first.
var Launchers = []LauncherInfo{
	{Name: "python"},
	{Name: "accelerate", Sub: "launch", Distributed: true, ProcFlags: []string{"--num_processes", "--num-processes"},
		Modules: []string{"accelerate.commands.launch"},
		Bool: []string{"--multi_gpu", "--cpu", "--tpu", "--use_deepspeed", "--use_fsdp", "--use_megatron_lm", "--use_xpu",
			"--no_python", "--debug", "-q", "--quiet", "--dynamo_use_fullgraph", "--dynamo_use_dynamic", "--same_network",
			"--enable_cpu_affinity", "--downcast_bf16", "--tpu_use_cluster", "--fsdp_use_orig_params", "-m", "--module"}},
	{Name: "torchrun", Distributed: true, ProcFlags: []string{"--nproc_per_node", "--nproc-per-node"},
		Modules: []string{"torch.distributed.run", "torch.distributed.launch"},
		Bool:    []string{"--standalone", "--no-python", "--no_python", "--run-path", "--run_path", "--no_spawn", "-m", "--module", "--use_env", "--use-env"}},
	{Name: "deepspeed", Distributed: true, ProcFlags: []string{"--num_gpus", "--num-gpus"},
		Bool: []string{"--no_local_rank", "--no_ssh_check", "--force_multi", "--autotuning", "--bind_cores_to_rank", "-m", "--module", "--no_python"}},
	// MosaicML Composer's distributed launcher.
	{Name: "composer", Distributed: true, ProcFlags: []string{"-n", "--nproc"}, Bool: []string{"-m", "--module"}},
}

// LauncherNamed finds a launcher by name (project fits the process count
// on its ProcFlags).
func LauncherNamed(name string) (LauncherInfo, bool) {
	for _, l := range Launchers {
		if l.Name == name {
			return l, true
		}
	}
	return LauncherInfo{}, false
}

// pythonExe is a Python interpreter named as a command: python,
// python3, python3.11, /usr/bin/python3.
var pythonExe = regexp.MustCompile(`^(?:.*/)?python(?:3(?:\.\d+)?)?$`)

// IsPython says whether a command's first word is a Python interpreter.
func IsPython(word string) bool { return pythonExe.MatchString(word) }

// launcherOfModule is the launcher `python -m mod` runs, if any.
func launcherOfModule(mod string) (LauncherInfo, bool) {
	for _, l := range Launchers {
		for _, m := range l.Modules {
			if m == mod {
				return l, true
			}
		}
	}
	return LauncherInfo{}, false
}

// launcherBool are the launchers' options without a value; others take
// one unless written --opt=value.
var launcherBool = func() map[string]bool {
	out := map[string]bool{}
	for _, l := range Launchers {
		for _, b := range l.Bool {
			out[b] = true
		}
	}
	return out
}()

// trainingWords say "this trains". Core words also name entry files and
// trainer configs (train.py, sft.yaml); the others say it in headings and
// script names (a DPO section, grpo.py run by a README line).
var trainingWords = []struct {
	word string
	core bool
}{
	{"train", true}, {"training", true}, {"finetune", true}, {"fine_tune", true}, {"finetuning", true},
	{"sft", true}, {"pretrain", true}, {"lora", true}, {"qlora", true}, {"dreambooth", true}, {"full", false},
	{"trains", false}, {"trainer", false}, {"trainers", false}, {"finetunes", false}, {"fine-tune", false},
	{"fine-tunes", false}, {"fine-tuning", false}, {"fine_tuning", false}, {"dpo", false}, {"grpo", false},
	{"orpo", false}, {"kto", false}, {"ppo", false}, {"rlhf", false}, {"pretraining", false},
	{"textual.inversion", false}, {"distill", false}, {"distillation", false},
}

// wordsRegexp builds a case-insensitive whole-word regexp over the words
// that pass keep; sep is what may stand around a word.
func wordsRegexp(keep func(word string, core bool) bool, sep string) *regexp.Regexp {
	var ws []string
	for _, w := range trainingWords {
		if keep(w.word, w.core) {
			ws = append(ws, w.word)
		}
	}
	return regexp.MustCompile(`(?i)(^|` + sep + `)(` + strings.Join(ws, "|") + `)(` + sep + `|$)`)
}

var (
	// trainWord: in a heading, a name or a subcommand (any training word).
	trainWord = wordsRegexp(func(w string, _ bool) bool { return w != "full" }, `[^a-z]`)
	// entryName: a file a trainer is started by (train.py, finetune_lora.py).
	entryName = wordsRegexp(func(w string, core bool) bool {
		return core && w != "qlora" && w != "dreambooth"
	}, `[_-]`)
	// trainerName: a config of the trainer's (train_lora.yaml, full.yaml).
	trainerName = wordsRegexp(func(w string, core bool) bool {
		return core && w != "finetuning" || w == "full"
	}, `[^a-z]`)
)

// configDirs are the folders trainers keep their configs in, in the order
// they are preferred when nothing else decides; "config*" is any other
// folder whose name starts with config (config_hub, configuration).
var configDirs = []string{
	"train_configs", "training_configs", "configs", "config", anyConfigDir, "recipes",
	"examples", "example", "presets", "training_presets", "experiments", "conf", "hparams", "options", "settings",
}

// anyConfigDir stands in configDirs for a folder named config-something.
const anyConfigDir = "config*"

// XformersOptions are trainer options that turn on xformers'
// memory-efficient attention: the trainers that take them stop with
// "xformers is not available" when the package is missing, and each
// xformers wheel requires one torch release
// (https://pypi.org/project/xformers/), so project says so rather than
// install it.
var XformersOptions = []string{"--enable_xformers_memory_efficient_attention", "--xformers"}
