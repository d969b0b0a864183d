package project

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A line written for a cluster says its layout in more than the process
// count: how many machines (accelerate --num_machines 4, torchrun
// --nnodes 2, deepspeed --num_nodes 2 or a hostfile), which GPUs
// (deepspeed --include localhost:0,...,7, accelerate --gpu_ids 0,1,2,3),
// and, where the trainer is PyTorch Lightning, the Trainer's own device
// options (--gpus 0,1,2,3, --devices 8, trainer.devices=8), or the
// script's own GPU list and switch (--gpu_ids 0,1,2,3, --multigpus). spkit runs
// one machine with the profile's GPUs, so each is fitted: machines to
// one, a machine rank to 0, a GPU list to the first GPUs of the machine,
// a hostfile dropped.

// layoutOption is an option that holds part of the run's layout, and how
// it is fitted to k GPUs on one machine.
type layoutOption struct {
	// launcher is the launcher whose own option it is (before the
	// target); "lightning" is the script's own, where the trainer is
	// PyTorch Lightning; "script" any other script's own.
	launcher string
	names    []string
	// fit is the value for k GPUs on one machine: "" drops the option
	// (with its value), false leaves it as written.
	fit func(v string, k int) (string, bool)
}

// layoutOptions is the table.
var layoutOptions = []layoutOption{
	{"accelerate", []string{"--num_machines", "--num-machines"}, oneMachine},
	{"accelerate", []string{"--machine_rank", "--machine-rank"}, rankZero},
	{"accelerate", []string{"--gpu_ids", "--gpu-ids"}, func(v string, k int) (string, bool) { return idList(v, k, false) }},
	{"torchrun", []string{"--nnodes"}, oneMachine},
	{"torchrun", []string{"--node_rank", "--node-rank"}, rankZero},
	{"deepspeed", []string{"--num_nodes", "--num-nodes"}, oneMachine},
	{"deepspeed", []string{"--include", "-i"}, deepspeedInclude},
	{"deepspeed", []string{"--hostfile", "-H"}, func(string, int) (string, bool) { return "", true }},
	{"lightning", []string{"--gpus", "--devices", "trainer.gpus", "trainer.devices", "--trainer.gpus", "--trainer.devices"}, lightningDevices},
	{"lightning", []string{"--num_nodes", "--num-nodes", "trainer.num_nodes", "--trainer.num_nodes"}, oneMachine},
	{"script", []string{"--gpu_ids", "--gpu-ids"}, scriptGPUIDs},
}

// oneMachine fits a machine count: a number over 1 or one the
// documentation leaves open (N, $NNODES) is 1.
func oneMachine(v string, _ int) (string, bool) {
	lo, _, _ := strings.Cut(v, ":") // torchrun's elastic 1:4
	n, err := strconv.Atoi(lo)
	if err == nil && (n > 1 || lo != v) || err != nil && openValue(v) {
		return "1", true
	}
	return v, false
}

// rankZero fits a machine's rank: the one machine is rank 0.
func rankZero(v string, _ int) (string, bool) {
	if n, err := strconv.Atoi(v); err == nil && n != 0 || err != nil && openValue(v) {
		return "0", true
	}
	return v, false
}

// openValue is a value the documentation leaves to the reader or the
// cluster: N, <nodes>, $NNODES, ${MACHINE_RANK}.
func openValue(v string) bool {
	return countLeftOpen.MatchString(v) || shellVar.MatchString(v)
}

var shellVar = regexp.MustCompile(`^\$(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)$`)

// idList fits a comma list of GPU ids to the first k GPUs: 0,1,2,3 is 0
// for one GPU (Lightning's "0," with trailing). A list within k, or a
// value that is no list, is kept.
func idList(v string, k int, trailing bool) (string, bool) {
	ids := slices.DeleteFunc(strings.Split(v, ","), func(s string) bool { return s == "" })
	if len(ids) == 0 || slices.ContainsFunc(ids, func(s string) bool { _, err := strconv.Atoi(s); return err != nil }) {
		return v, false
	}
	k = min(k, len(ids))
	want := make([]string, k)
	for i := range want {
		want[i] = strconv.Itoa(i)
	}
	s := strings.Join(want, ",")
	if trailing && k == 1 {
		s += ","
	}
	if slices.Equal(ids, want) {
		return v, false
	}
	return s, true
}

// deepspeedInclude fits deepspeed's host:GPU list (localhost:0,1,2,3,
// worker-0:0,1@worker-1:0,1) to this machine's first k GPUs; without a
// hostfile deepspeed knows only localhost.
func deepspeedInclude(v string, k int) (string, bool) {
	n := 0
	for _, host := range strings.Split(v, "@") {
		name, slots, ok := strings.Cut(host, ":")
		if !ok || name == "" {
			return v, false // a host's every GPU, or not a host list
		}
		n += len(strings.Split(slots, ","))
	}
	ids := make([]string, min(k, n))
	for i := range ids {
		ids[i] = strconv.Itoa(i)
	}
	if want := "localhost:" + strings.Join(ids, ","); want != v {
		return want, true
	}
	return v, false
}

// lightningDevices fits a Lightning Trainer's devices: a list (0,1,2,3)
// to the first k GPUs, written 0, for one (in PL 1.x --gpus 0 is no GPU);
// a count over k to k. -1, auto and 0 adapt or ask for none: kept.
func lightningDevices(v string, k int) (string, bool) {
	if strings.Contains(v, ",") {
		return idList(v, k, true)
	}
	if n, err := strconv.Atoi(v); err == nil && n > k {
		return strconv.Itoa(k), true
	}
	return v, false
}

// fitLayout fits the line's layout options to one machine with the
// profiles' GPUs: train.command for the fewest, a profile with more its
// own train_command.
func (d *Detection) fitLayout(c *reposcan.Candidate, opts InitOptions) {
	procs, least := d.profileProcs(opts, 1<<20)
	if least == 0 {
		return
	}
	lightning := d.runsLightning(c)
	base := d.Command
	fitted, said := d.layoutFit(c, base, least, lightning)
	if key, n, blocked := countBeside(base, d.index(c.ArgStart), least); blocked && !slices.Contains(parallelKeys, strings.TrimLeft(key, "-")) {
		d.flagProcs("train.command", key, n, least)
	}
	if len(said) == 0 {
		return
	}
	d.Command = fitted
	for i, p := range d.Profiles {
		from := p.TrainCommand
		if len(from) == 0 {
			from = base
		}
		if mine, _ := d.layoutFit(c, from, procs[p.Name], lightning); !slices.Equal(mine, d.Command) {
			d.Profiles[i].TrainCommand = mine
			d.Profiles[i].CommandWhy = fmt.Sprintf("one machine, %d GPUs", procs[p.Name])
		}
	}
	fit := fmt.Sprintf("%s's line is laid out for more machines or GPUs than one machine with the profiles' GPUs (%d): %s", c.Source.File, least, strings.Join(said, ", "))
	if d.Fitted != "" {
		fit = d.Fitted + "; " + fit
	}
	d.Fitted = fit
	d.note("%s", fit)
	d.decide("processes", strings.Join(said, ", "), 85, "the line's layout, fitted to one machine")
}

// layoutFit is words with the layout options fitted to k GPUs, and what
// changed ("--num_machines=4 -> --num_machines=1"). The script's own GPU
// options are left as written when a GPU count beside them
// (--n_gpus_gen 6) would not fit the fitted list.
func (d *Detection) layoutFit(c *reposcan.Candidate, words []string, k int, lightning bool) ([]string, []string) {
	end, start := d.index(c.ArgStart-1), d.index(c.ArgStart)
	_, _, blocked := countBeside(words, start, k)
	var out, said []string
	for i := 0; i < len(words); i++ {
		launcher := c.Launcher
		switch {
		case i >= start && start >= 0 && lightning:
			launcher = "lightning"
		case i >= start && start >= 0 && !blocked:
			launcher = "script"
		case i < 1 || i >= end:
			out = append(out, words[i])
			continue
		}
		fitted, s, used := fitWord(words, i, launcher, k)
		out = append(out, fitted...)
		if s != "" {
			said = append(said, s)
		}
		i += used - 1
	}
	return out, said
}

// fitWord fits words[i] when it is the launcher's layout option: the
// words it becomes, what changed ("" when nothing), and how many words it
// took (its value with it).
func fitWord(words []string, i int, launcher string, k int) ([]string, string, int) {
	w := words[i]
	if launcher == "script" && k == 1 && slices.Contains(gpuSwitches, w) && (i+1 == len(words) || strings.HasPrefix(words[i+1], "-")) {
		return nil, w + " dropped", 1
	}
	o, ok := layoutFor(launcher, w)
	name, v, joined := strings.Cut(w, "=")
	if !ok || !joined && !strings.HasPrefix(name, "-") {
		return []string{w}, "", 1
	}
	used := 1
	if !joined && i+1 < len(words) {
		v, used = words[i+1], 2
	}
	nv, change := o.fit(v, k)
	if !change {
		return []string{w}, "", 1
	}
	written := w
	if !joined {
		written = strings.TrimSpace(w + " " + v)
	}
	switch {
	case nv == "":
		return nil, written + " dropped", used
	case joined:
		return []string{name + "=" + nv}, written + " -> " + name + "=" + nv, used
	default:
		return []string{name, nv}, written + " -> " + name + " " + nv, used
	}
}

// gpuSwitches are a script's on/off options for spreading the model over
// every visible GPU (DataParallel): with one GPU they are dropped.
var gpuSwitches = []string{"--multigpus", "--multi_gpus", "--multi-gpus", "--multi_gpu", "--multi-gpu"}

// gpuCount is a script option counting GPUs (--n_gpus_gen 6, --num_gpus 8).
var gpuCount = regexp.MustCompile(`^-{1,2}(?:n|num)_?gpus(?:_[a-z]+)?$`)

// countBeside is a GPU count among the script's options that is over k
// while the line also lists GPU ids: fitting the list to k would leave
// the count impossible, so neither is fitted.
func countBeside(words []string, start, k int) (string, int, bool) {
	if start < 0 || !slices.ContainsFunc(words[start:], func(w string) bool { o, ok := layoutFor("script", w); return ok && o.names[0] == "--gpu_ids" }) {
		return "", 0, false
	}
	for i := start; i < len(words); i++ {
		name, v, joined := strings.Cut(words[i], "=")
		if !gpuCount.MatchString(name) {
			continue
		}
		if !joined && i+1 < len(words) {
			v = words[i+1]
		}
		if n, err := strconv.Atoi(v); err == nil && n > k {
			return name, n, true
		}
	}
	return "", 0, false
}

// scriptGPUIDs fits a script's own GPU id list (--gpu_ids 0,1,2,3 -> 0);
// a negative id (-1: the CPU) is kept.
func scriptGPUIDs(v string, k int) (string, bool) {
	if strings.HasPrefix(v, "-") {
		return v, false
	}
	return idList(v, k, false)
}

// layoutFor is the table's option for a launcher's word (--opt, --opt=v,
// +trainer.devices=8).
func layoutFor(launcher, w string) (layoutOption, bool) {
	name, _, _ := strings.Cut(w, "=")
	name = strings.TrimPrefix(name, "+")
	for _, o := range layoutOptions {
		if o.launcher == launcher && slices.Contains(o.names, name) {
			return o, true
		}
	}
	return layoutOption{}, false
}

// lightningImport is a Python file importing PyTorch Lightning.
var lightningImport = regexp.MustCompile(`(?m)^\s*(?:import|from)\s+(?:pytorch_lightning|lightning)(?:[\s.,]|$)`)

// runsLightning says whether the script the line starts imports PyTorch
// Lightning (its --gpus and --devices are then the Trainer's).
func (d *Detection) runsLightning(c *reposcan.Candidate) bool {
	file := c.Target
	if c.Entry != nil && c.Entry.File != "" {
		file = c.Entry.File
	}
	if !strings.HasSuffix(file, ".py") {
		return false
	}
	text := readBounded(filepath.Join(d.findings.Dir, filepath.FromSlash(file)), maxWrapperRead)
	return lightningImport.MatchString(text)
}
