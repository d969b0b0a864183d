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
	d.fitLayout(c, opts)
	if least > 0 {
		d.flagDeepSpeed(least)
		d.flagTrainerConfig(least)
		d.flagScriptCount(c, least)
	}
	d.noteMoreGPULines(c)
}

// noteMoreGPULines says where the documentation runs the same training
// script on more GPUs (`torchrun --nproc_per_node=2 finetune.py ...` below
// the one-GPU `python finetune.py ...` written): train.command keeps the
// one-process line, and that line, its count set to the machine's GPUs,
// is the way to use more.
func (d *Detection) noteMoreGPULines(c *reposcan.Candidate) {
	if d.findings == nil || c.Target == "" || !singleProcess(c) {
		return
	}
	var srcs []reposcan.Source
	var line string
	for _, o := range d.findings.Launches {
		li, ok := reposcan.LauncherNamed(o.Launcher)
		if o == c || o.Target != c.Target || !ok || !li.Distributed || o.Source.Line == 0 ||
			!slices.ContainsFunc(o.Words, func(w string) bool { return hasProcFlag(li, w) }) {
			continue
		}
		srcs = append(append(srcs, o.Source), o.Also...)
		if line == "" {
			var env []string
			for _, e := range o.Environment {
				env = append(env, e.Name+"="+e.Value)
			}
			line = clip(strings.Join(append(env, o.Words...), " "), 160)
		}
	}
	at := lineSources(srcs, 3)
	if len(at) == 0 {
		return
	}
	d.note("%s also run %s on more GPUs (%s): train.command is the one-process line; on a machine with more GPUs, give that line with --command, its process count set to the GPUs", strings.Join(at, ", "), c.Target, strings.Map(printable, line))
}

// lineSources are where lines are documented, as file:line, each once
// and at most n (a source from no line, a script file itself, left out).
func lineSources(srcs []reposcan.Source, n int) []string {
	var out []string
	for _, src := range srcs {
		if where := fmt.Sprintf("%s:%d", src.File, src.Line); src.Line > 0 && !slices.Contains(out, where) && len(out) < n {
			out = append(out, where)
		}
	}
	return out
}

// hasProcFlag reports a word that sets the launcher's process count
// (--nproc_per_node=2, --num_processes).
func hasProcFlag(li reposcan.LauncherInfo, w string) bool {
	flag, _, _ := strings.Cut(w, "=")
	return slices.Contains(li.ProcFlags, flag)
}

// fitLauncherFlag fits the launcher's own process option; false when the
// command has none.
func (d *Detection) fitLauncherFlag(c *reposcan.Candidate, opts InitOptions) bool {
	o, found := d.launcherCount(c, opts)
	if !found || o.at < 0 {
		return found
	}
	procs, least := d.profileProcs(opts, o.n)
	if least == 0 || least >= o.n {
		d.decide("processes", strconv.Itoa(o.n), 90, "the launcher's own option, within the profiles' GPUs")
		return true
	}
	documented := o.word(d.Command)
	for i, p := range d.Profiles {
		if k, ok := procs[p.Name]; ok && k != least && len(p.TrainCommand) == 0 {
			d.Profiles[i].TrainCommand = o.set(d.Command, k)
			d.Profiles[i].CommandWhy = fmt.Sprintf("%d processes, one per GPU of this machine", k)
		}
	}
	d.Command = o.set(d.Command, least)
	d.fitCountEnv(o.n, least)
	fit := fmt.Sprintf("%s %s starts %d processes, one per GPU, more than the profiles' machines take (%d): train.command passes %s", c.Launcher, documented, o.n, least, o.word(d.Command))
	if len(d.Profiles) > 0 && slices.ContainsFunc(d.Profiles, func(p ProfileChoice) bool { return procs[p.Name] > least }) {
		fit += " (profiles with more GPUs start more)"
	}
	fit += "; the global batch is the per-process batch times the processes, so check that the trainer accumulates gradients or raise its batch"
	d.Fitted = fit
	d.note("%s", fit)
	d.decide("processes", o.word(d.Command), 90, "fitted on the launcher's own option")
	return true
}

// countOption is where the launcher's process count sits in the command:
// the word's index (-1: none), the count, and whether it is written
// --opt=N.
type countOption struct {
	at, n  int
	joined bool
}

// set writes k as the count.
func (o countOption) set(words []string, k int) []string {
	words = slices.Clone(words)
	if o.joined {
		flag, _, _ := strings.Cut(words[o.at], "=")
		words[o.at] = flag + "=" + strconv.Itoa(k)
	} else {
		words[o.at] = strconv.Itoa(k)
	}
	return words
}

// word is the option as written.
func (o countOption) word(words []string) string {
	if o.joined {
		return words[o.at]
	}
	return words[o.at-1] + " " + words[o.at]
}

// launcherCount finds the launcher's process option before the target.
// found is false when the launcher has none there (or is not one); a
// value that adapts already ("gpu", "auto", $NPROC) is found at -1.
func (d *Detection) launcherCount(c *reposcan.Candidate, opts InitOptions) (countOption, bool) {
	o := countOption{at: -1}
	li, _ := reposcan.LauncherNamed(c.Launcher) // its ProcFlags fix the count
	flags := li.ProcFlags
	end := -1
	if c.ArgStart >= 1 {
		end = d.index(c.ArgStart - 1) // the target: launcher options come before it
	}
	if len(flags) == 0 || end < 0 {
		return o, false
	}
	for i := 1; i < end; i++ {
		k, v, eq := strings.Cut(d.Command[i], "=")
		if !slices.Contains(flags, k) {
			continue
		}
		if !eq {
			if i+1 >= end {
				return countOption{at: -1}, true
			}
			i++
			v = d.Command[i]
		}
		m, err := strconv.Atoi(v)
		if countLeftOpen.MatchString(v) {
			// N, NUM_GPU, <num_gpus>: the documentation leaves the count
			// to the reader; one per GPU of the largest machine, fitted.
			m, err = maxProfileGPUs(d, opts)+1, nil
			d.note("%s %s leaves the process count open: init fits it to the profiles' GPUs", k, strings.Map(printable, v))
		}
		if err != nil || m < 1 {
			return countOption{at: -1}, true // it adapts already, or is not ours to set
		}
		o = countOption{at: i, n: m, joined: eq}
	}
	return o, o.at >= 0
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

// fitCountEnv fits a process count the documented line also sets in its
// environment (WORLD_SIZE=2 ... torchrun --nproc_per_node=2, for a trainer
// that reads WORLD_SIZE before the launcher sets it): a variable named
// for a count (parallelKeys) holding the launcher's documented count
// gets the fitted one.
func (d *Detection) fitCountEnv(documented, least int) {
	for k, v := range d.Env {
		if slices.Contains(parallelKeys, strings.ToLower(k)) && v == strconv.Itoa(documented) {
			d.Env[k] = strconv.Itoa(least)
			for i, why := range d.EnvWhy {
				if strings.HasPrefix(why, k+"="+v+":") {
					d.EnvWhy[i] = fmt.Sprintf("%s=%d: fitted with the launcher's count (%s)", k, least, why)
				}
			}
			d.note("env %s=%s, the documented line's count with its launcher's: fitted to %d as well", k, v, least)
		}
	}
}
