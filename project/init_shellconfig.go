package project

import (
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// A wrapper script that builds its config's path from its positional
// arguments (dataset=$1; exp_name=$2;
// config=config/${dataset}/${dataset}_${exp_name}.yaml, run as
// `sh tool/train.sh ade20k pspnet50`) names that config only through the
// line's words: shellConfig fills them in, so the data check reads the
// config the line trains with.

var (
	// shellAssign is a shell variable assignment (name=value).
	shellAssign = regexp.MustCompile(`^\s*(?:export\s+)?([A-Za-z_]\w*)=(\S+)\s*(?:#.*)?$`)
	// shellVarRef is $1, $name or ${name}.
	shellVarRef = regexp.MustCompile(`\$\{?([A-Za-z_]\w*|[0-9])\}?`)
	// shellConfigOption is a config option on a script's line
	// (--config=${config}, --cfg path.yaml).
	shellConfigOption = regexp.MustCompile(`--(?:config|cfg|config_file|config_path)[= ]+["']?(\S+?)["']?(?:\s|$)`)
)

// shellConfig is the YAML config a shell line's script names, its
// variables and positional arguments filled in from the line, when the
// checkout has it ("" when none).
func shellConfig(dir string, c *reposcan.Candidate) string {
	if c.Kind != reposcan.KindShell {
		return ""
	}
	vars := map[string]string{}
	for i := c.ArgStart; i < len(c.Words) && i-c.ArgStart < 9; i++ {
		vars[strconv.Itoa(i-c.ArgStart+1)] = c.Words[i]
	}
	var found []string
	for _, line := range strings.Split(readRepoText(dir, c.Target, maxServeRead), "\n") {
		if m := shellAssign.FindStringSubmatch(line); m != nil {
			v, ok := expandShell(strings.Trim(m[2], `"'`), vars)
			if ok {
				vars[m[1]] = v
				if configOptionWord.MatchString(m[1]) {
					found = append(found, v)
				}
			}
			continue
		}
		for _, m := range shellConfigOption.FindAllStringSubmatch(line, -1) {
			if v, ok := expandShell(m[1], vars); ok {
				found = append(found, v)
			}
		}
	}
	for _, v := range found {
		if p := path.Clean(v); (strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml")) && !strings.HasPrefix(p, "../") && shipped(dir, p) && readRepoText(dir, p, fsutil.MaxConfigBytes) != "" {
			return p
		}
	}
	return ""
}

// expandShell fills $name, ${name} and $1 from vars; false when one is
// unknown.
func expandShell(v string, vars map[string]string) (string, bool) {
	ok := true
	out := shellVarRef.ReplaceAllStringFunc(v, func(ref string) string {
		name := strings.Trim(ref, "${}")
		val, known := vars[name]
		ok = ok && known
		return val
	})
	return out, ok
}
