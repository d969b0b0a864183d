package project

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// procFlags are the launcher options that fix how many processes (one per
// GPU) a launch starts.
var procFlags = map[string][]string{
	"torchrun":   {"--nproc_per_node", "--nproc-per-node"},
	"accelerate": {"--num_processes", "--num-processes"},
	"deepspeed":  {"--num_gpus", "--num-gpus"},
}

// fitProcesses fits a launcher's fixed process count to the profiles'
// GPUs. `torchrun --nproc_per_node=8` starts eight processes, each on a GPU
// of its own: on a machine with fewer GPUs the extra ranks fail, so a line
// written for a bigger machine never runs as it is. train.command gets the
// smallest count the profiles have; a profile with more GPUs, up to the
// documented count, gets its own train_command.
func (d *Detection) fitProcesses(opts InitOptions) {
	c := d.launch
	if c == nil {
		return
	}
	_, least := d.profileProcs(opts, 1<<20)
	if !d.fitLauncherFlag(c, opts) && least > 0 {
		d.fitElsewhere(c, least)
	}
	if least > 0 {
		d.flagDeepSpeed(least)
		d.flagTrainerConfig(least)
	}
}

// fitLauncherFlag fits the launcher's own process option; false when the
// command has none.
func (d *Detection) fitLauncherFlag(c *reposcan.Candidate, opts InitOptions) bool {
	if c.ArgStart < 1 {
		return false
	}
	flags := procFlags[c.Launcher]
	if len(flags) == 0 {
		return false
	}
	end := d.index(c.ArgStart - 1) // the target: launcher options come before it
	if end < 0 {
		return false
	}
	at, n, joined := -1, 0, false
	for i := 1; i < end; i++ {
		k, v, eq := strings.Cut(d.Command[i], "=")
		if !slices.Contains(flags, k) {
			continue
		}
		if !eq {
			if i+1 >= end {
				return true
			}
			i++
			v = d.Command[i]
		}
		m, err := strconv.Atoi(v)
		if countLeftOpen.MatchString(v) {
			// N, NUM_GPU, <num_gpus>: the documentation leaves the count
			// to the reader; one per GPU of the largest machine, fitted
			// below.
			m, err = maxProfileGPUs(d, opts)+1, nil
			d.note("%s %s leaves the process count open: init fits it to the profiles' GPUs", k, strings.Map(printable, v))
		}
		if err != nil || m < 1 {
			return true // "gpu", "auto", $NPROC: it adapts already, or is not ours to set
		}
		at, n, joined = i, m, eq
	}
	if at < 0 {
		return false
	}
	procs, least := d.profileProcs(opts, n)
	if least == 0 || least >= n {
		d.decide("processes", strconv.Itoa(n), 90, "the launcher's own option, within the profiles' GPUs")
		return true
	}
	set := func(words []string, k int) []string {
		words = slices.Clone(words)
		if joined {
			flag, _, _ := strings.Cut(words[at], "=")
			words[at] = flag + "=" + strconv.Itoa(k)
		} else {
			words[at] = strconv.Itoa(k)
		}
		return words
	}
	word := func(words []string) string {
		if joined {
			return words[at]
		}
		return words[at-1] + " " + words[at]
	}
	documented := word(d.Command)
	for i, p := range d.Profiles {
		if k, ok := procs[p.Name]; ok && k != least && len(p.TrainCommand) == 0 {
			d.Profiles[i].TrainCommand = set(d.Command, k)
			d.Profiles[i].CommandWhy = fmt.Sprintf("%d processes, one per GPU of this machine", k)
		}
	}
	d.Command = set(d.Command, least)
	fit := fmt.Sprintf("%s %s starts %d processes, one per GPU, more than the profiles' machines take (%d): train.command passes %s", c.Launcher, documented, n, least, word(d.Command))
	if len(d.Profiles) > 0 && slices.ContainsFunc(d.Profiles, func(p ProfileChoice) bool { return procs[p.Name] > least }) {
		fit += " (profiles with more GPUs start more)"
	}
	fit += "; the global batch is the per-process batch times the processes, so check that the trainer accumulates gradients or raise its batch"
	d.Fitted = fit
	d.note("%s", fit)
	d.decide("processes", word(d.Command), 90, "fitted on the launcher's own option")
	return true
}

// countLeftOpen is a process count the documentation leaves to the
// reader: a capitalised name (N, NUM_GPU, NPROC) or an angle placeholder.
var countLeftOpen = regexp.MustCompile(`^([A-Z][A-Z0-9_]*|<[^<>]+>)$`)

// maxProfileGPUs is the most GPUs a profile's machine has (1 at least).
func maxProfileGPUs(d *Detection, opts InitOptions) int {
	procs, _ := d.profileProcs(opts, 1<<20)
	most := 1
	for _, k := range procs {
		most = max(most, k)
	}
	return most
}

// profileProcs is how many processes each profile's machine takes (one
// per GPU, one on a CPU, at most n), and the least of them (0: no
// profile known).
func (d *Detection) profileProcs(opts InitOptions, n int) (map[string]int, int) {
	cat := opts.Catalog
	if cat == nil {
		cat = profiles.Builtin()
	}
	procs := map[string]int{}
	least := 0
	for _, p := range d.Profiles {
		prof, err := cat.Get(p.Name)
		if err != nil {
			continue
		}
		k := 1
		if prof.HasGPU() {
			k = max(prof.GPU.Count, 1)
		}
		procs[p.Name] = min(k, n)
		if least == 0 || procs[p.Name] < least {
			least = procs[p.Name]
		}
	}
	return procs, least
}
