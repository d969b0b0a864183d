package project

import (
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A process count is not only a launcher option: an accelerate config
// file says num_processes, a DeepSpeed config fixes train_batch_size to
// micro batch x accumulation x GPUs, a trainer config splits the GPUs
// into data/tensor/pipeline parallel groups, a wrapper script defaults
// NGPU=8. fitElsewhere fits what spkit can set from outside (an
// accelerate option, a wrapper's environment variable) and flags the rest
// with the file and key, in init's output and in spkit.yaml.

// parallelKeys are trainer config keys that fix how many GPUs (or GPU
// groups) the run expects.
var parallelKeys = []string{
	"num_processes", "num_gpus", "n_gpu", "n_gpus", "ngpus", "gpus", "devices", "world_size", "nproc_per_node",
	"dp", "tp", "pp", "data_parallel_size", "tensor_parallel_size", "pipeline_parallel_size",
	"model_parallel_size", "pipe_parallel_size", "dp_shard", "dp_replicate", "tensor_parallel_degree",
}

// wrapperDefault is a shell variable with a numeric default
// (NGPU=${NGPU:-"8"}); wrapperUse is a launcher option taking a variable.
var (
	wrapperDefault = regexp.MustCompile(`(?m)^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=\$\{([A-Za-z_][A-Za-z0-9_]*):-"?(\d+)"?\}`)
	wrapperUse     = regexp.MustCompile(`--(?:nproc[_-]per[_-]node|num[_-]processes|num[_-]gpus)[= ]"?\$\{?([A-Za-z_][A-Za-z0-9_]*)`)
	wrapperLiteral = regexp.MustCompile(`--(?:nproc[_-]per[_-]node|num[_-]processes|num[_-]gpus)[= ]"?(\d+)`)
	// wrapperPositional is a variable set from a positional argument
	// (GPUS=$2).
	wrapperPositional = regexp.MustCompile(`(?m)^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)="?\$\{?([1-9])\}?"?\s*$`)
)

// maxWrapperRead bounds how much of a wrapper script init reads.
const maxWrapperRead = 128 << 10

// fitElsewhere fits a count set outside the launcher's own option: in
// accelerate's config file, or a wrapper script's variable.
func (d *Detection) fitElsewhere(c *reposcan.Candidate, least int) {
	switch {
	case c.Launcher == "accelerate":
		d.fitAccelerateFile(c, least)
	case strings.HasSuffix(c.Target, ".sh"):
		d.fitWrapper(c, least)
	}
}

// configAt is the scanned config at a repo-relative path, or nil.
func (d *Detection) configAt(p string) *reposcan.Config {
	p = path.Clean(strings.TrimPrefix(p, "./"))
	for _, cfg := range d.findings.Configs {
		if cfg.Path == p {
			return cfg
		}
	}
	return nil
}

// optionValue is the value of an option among words (--opt v, --opt=v),
// with its index; -1 when absent.
func optionValue(words []string, names ...string) (string, int) {
	for i, w := range words {
		k, v, eq := strings.Cut(w, "=")
		if !slices.Contains(names, k) {
			continue
		}
		if eq {
			return v, i
		}
		if i+1 < len(words) {
			return words[i+1], i
		}
	}
	return "", -1
}

// fitAccelerateFile adds --num_processes to `accelerate launch` when the
// launcher config it names fixes more processes than the profiles' GPUs
// (the option overrides the file).
func (d *Detection) fitAccelerateFile(c *reposcan.Candidate, least int) bool {
	end := d.index(c.ArgStart - 1)
	if end < 1 {
		return false
	}
	file, _ := optionValue(d.Command[:end], "--config_file", "--config-file")
	cfg := d.configAt(file)
	if cfg == nil {
		return false
	}
	n, ok := intValue(cfg, "num_processes")
	if !ok || n <= least {
		return false
	}
	// After the config file's option: the count reads as its override.
	_, at := optionValue(d.Command[:end], "--config_file", "--config-file")
	if at++; !strings.Contains(d.Command[at-1], "=") {
		at++
	}
	if at < 1 || at > end {
		return false
	}
	d.Command = slices.Insert(d.Command, at, "--num_processes="+strconv.Itoa(least))
	d.Fitted = fmt.Sprintf("%s sets num_processes: %d, more than the profiles' machines take (%d): train.command passes --num_processes=%d, which overrides it; the global batch is the per-process batch times the processes", cfg.Path, n, least, least)
	d.note("%s", d.Fitted)
	d.decide("processes", fmt.Sprintf("--num_processes=%d", least), 80, "fitted over "+cfg.Path)
	return true
}

// fitWrapper sets a wrapper script's process-count variable
// (NGPU=${NGPU:-8} ... --nproc_per_node=${NGPU}) in env, or flags a count
// the script writes out.
func (d *Detection) fitWrapper(c *reposcan.Candidate, least int) bool {
	text := readBounded(filepath.Join(d.findings.Dir, filepath.FromSlash(c.Target)), maxWrapperRead)
	if text == "" {
		return false
	}
	if d.fitWrapperPositional(c, text, least) {
		return true
	}
	for _, u := range wrapperUse.FindAllStringSubmatch(text, -1) {
		for _, m := range wrapperDefault.FindAllStringSubmatch(text, -1) {
			n, _ := strconv.Atoi(m[3])
			if m[1] != u[1] || m[2] != u[1] || n <= least {
				continue
			}
			if d.Env == nil {
				d.Env = map[string]string{}
			}
			d.Env[m[1]] = strconv.Itoa(least)
			d.EnvWhy = append(d.EnvWhy, fmt.Sprintf("%s: %s starts ${%s:-%d} processes, one per GPU; the profiles' machines take %d", m[1], c.Target, m[1], n, least))
			d.Fitted = fmt.Sprintf("%s defaults %s to %d processes: env sets %s=%d", c.Target, m[1], n, m[1], least)
			d.note("%s", d.Fitted)
			d.decide("processes", m[1]+"="+strconv.Itoa(least), 80, "fitted through "+c.Target)
			return true
		}
	}
	if m := wrapperLiteral.FindStringSubmatch(text); m != nil {
		if n, _ := strconv.Atoi(m[1]); n > least {
			d.flagProcs(c.Target, strings.TrimSpace(m[0]), n, least)
			return true
		}
	}
	return false
}

// fitWrapperPositional fits a process count the command passes as a
// positional argument that the wrapper maps into its launcher's process
// option (GPUS=$2 ... --nproc_per_node=$GPUS; `dist_train.sh CONFIG 8`):
// that word is a process count, set to the profiles' GPUs.
func (d *Detection) fitWrapperPositional(c *reposcan.Candidate, text string, least int) bool {
	start := d.index(c.ArgStart)
	if start < 0 {
		return false
	}
	for _, u := range wrapperUse.FindAllStringSubmatch(text, -1) {
		for _, m := range wrapperPositional.FindAllStringSubmatch(text, -1) {
			pos, _ := strconv.Atoi(m[2])
			at := start + pos - 1
			if m[1] != u[1] || at >= len(d.Command) {
				continue
			}
			n, err := strconv.Atoi(d.Command[at])
			if err != nil || n <= least {
				continue
			}
			d.Command = slices.Clone(d.Command)
			d.Command[at] = strconv.Itoa(least)
			d.Fitted = fmt.Sprintf("%s takes its process count as argument %d (%s=$%d, one process per GPU): the documented %d is more than the profiles' machines take (%d), so train.command passes %d; the global batch is the per-process batch times the processes", c.Target, pos, m[1], pos, n, least, least)
			d.note("%s", d.Fitted)
			d.decide("processes", fmt.Sprintf("%s argument %d = %d", c.Target, pos, least), 80, "fitted through "+c.Target)
			return true
		}
	}
	return false
}

// flagDeepSpeed flags a DeepSpeed config the command passes whose
// train_batch_size is fixed: it is micro batch x accumulation x GPUs.
func (d *Detection) flagDeepSpeed(least int) {
	file, _ := optionValue(d.Command, "--deepspeed", "--deepspeed_config", "--deepspeed-config")
	cfg := d.configAt(file)
	if cfg == nil {
		return
	}
	if n, ok := intValue(cfg, "train_batch_size"); ok {
		d.flagProcs(cfg.Path, "train_batch_size", n, least)
	}
}

// flagTrainerConfig flags the trainer config's keys that fix a GPU count
// or parallel split above the profiles' GPUs.
func (d *Detection) flagTrainerConfig(least int) {
	p, _ := d.trainerConfig()
	cfg := d.configAt(p)
	if cfg == nil {
		return
	}
	for _, k := range parallelKeys {
		key, _, _ := cfg.Value(k)
		if n, ok := intValue(cfg, k); ok && n > least {
			d.flagProcs(cfg.Path, key, n, least)
		}
	}
}

// flagScriptCount flags a process count the script takes as its own
// option (train_net.py --num-gpus 8, a script that spawns its workers
// itself; --ngpus, --world_size): a name from parallelKeys with a whole
// number over the profiles' GPUs. It is the script's to honour, so it is
// said, not changed ("--gpus 0," is a device list, not a count).
func (d *Detection) flagScriptCount(c *reposcan.Candidate, least int) {
	d.nameCountSource(c)
	start := d.index(c.ArgStart)
	if start < 0 {
		return
	}
	for i := start; i < len(d.Command); i++ {
		k, v, eq := strings.Cut(d.Command[i], "=")
		if !strings.HasPrefix(k, "-") || !slices.Contains(parallelKeys, strings.ReplaceAll(strings.TrimLeft(k, "-"), "-", "_")) {
			continue
		}
		if !eq && i+1 < len(d.Command) {
			v = d.Command[i+1]
		}
		if n, err := strconv.Atoi(v); err == nil && n > least {
			d.flagProcs("train.command", k, n, least)
		}
	}
}

// nameCountSource puts the file and line of the documented count into
// the fitted note when it does not name it (a line from PRETRAIN.md with
// --nproc_per_node=8): the user finds the count where it is written.
func (d *Detection) nameCountSource(c *reposcan.Candidate) {
	f := c.Source.File
	if d.Fitted == "" || f == "" || f == "--command" || strings.Contains(d.Fitted, f) {
		return
	}
	if c.Source.Line > 0 {
		f = fmt.Sprintf("%s line %d", f, c.Source.Line)
	}
	d.Fitted = fmt.Sprintf("as documented (%s): %s", f, d.Fitted)
}

// flagProcs says, in init's output and spkit.yaml, that file's key
// assumes more GPUs than the profiles' machines have.
func (d *Detection) flagProcs(file, key string, n, least int) {
	s := fmt.Sprintf("%s: %s is %d, made for more GPUs than the profiles' machines have (%d): set it to fit before training", file, key, n, least)
	d.Checks = append(d.Checks, s)
	d.note("%s", s)
	d.decide("processes", file+": "+key, 30, "flagged, not fitted")
}

// intValue is a config key's integer value.
func intValue(cfg *reposcan.Config, key string) (int, bool) {
	_, v, ok := cfg.Value(key)
	if !ok {
		return 0, false
	}
	switch v := v.(type) {
	case int:
		return v, true
	case int64:
		return int(v), true
	case float64:
		return int(v), v == float64(int(v))
	case string:
		n, err := strconv.Atoi(v)
		return n, err == nil
	}
	return 0, false
}

// readBounded reads at most limit bytes of a regular file ("" on error).
func readBounded(p string, limit int64) string {
	fh, err := os.Open(p)
	if err != nil {
		return ""
	}
	defer fh.Close()
	if st, err := fh.Stat(); err != nil || !st.Mode().IsRegular() {
		return ""
	}
	data, err := io.ReadAll(io.LimitReader(fh, limit))
	if err != nil {
		return ""
	}
	return string(data)
}
