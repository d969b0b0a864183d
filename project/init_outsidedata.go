package project

import (
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A data path the documented line passes that leaves the checkout
// (../data, set by the README's DATA_DIR=../data) or is absolute
// (/mnt/corpus) is the user's own data, fetched by hand to a place the
// container does not see: init refuses, naming it. Outputs (the line's
// output argument, a value whose option or name says output, log, cache,
// checkpoint, model or weights), the config it names and system folders
// are not data.

var (
	// notDataWord is an option or folder name that says the path is not
	// the training data.
	notDataWord = regexp.MustCompile(`(?i)out|save|ckpt|checkpoint|log|result|cache|dump|export|wandb|tensorboard|model|weight|resume|pretrain|tokenizer|home|venv|env`)
	// systemRoot is an absolute path under a system folder.
	systemRoot = regexp.MustCompile(`^/(tmp|dev|proc|sys|usr|etc|bin|opt|var|run|app)(/|$)`)
)

// outsidePath reports a path leaving the checkout from dir, the folder
// the line runs in (cd sub && ... ../configs/x.yaml stays inside), or
// absolute (not a system folder).
func outsidePath(dir, v string) bool {
	v = strings.Trim(v, `"'`)
	if path.IsAbs(v) {
		return !systemRoot.MatchString(v)
	}
	if v != ".." && !strings.HasPrefix(v, "../") {
		return false
	}
	p := path.Clean(path.Join(dir, v))
	return p == ".." || strings.HasPrefix(p, "../")
}

// outsideData lists the line's arguments that are data paths outside
// the checkout, each with the option that passes it.
func outsideData(c *reposcan.Candidate) []string {
	var out []string
	for i := c.ArgStart; i < len(c.Words); i++ {
		w, flag := c.Words[i], ""
		val := w
		switch k, v, ok := strings.Cut(w, "="); {
		case ok && !strings.Contains(k, "/"):
			flag, val = k, v
		case strings.HasPrefix(w, "-"):
			continue
		case i > c.ArgStart && strings.HasPrefix(c.Words[i-1], "-") && !strings.Contains(c.Words[i-1], "="):
			flag = c.Words[i-1]
		}
		if i == c.OutputIndex || i == c.ConfigIndex || !outsidePath(c.Dir, val) || notDataWord.MatchString(flag+" "+path.Base(val)) {
			continue
		}
		out = append(out, strings.TrimSpace(flag+" "+val))
	}
	return out
}

// guardOutsideData refuses a line that trains on data outside the
// checkout (above).
func guardOutsideData(c *reposcan.Candidate) error {
	paths := outsideData(c)
	if len(paths) == 0 {
		return nil
	}
	return errdefs.Configf("put the data in the repository's data folder (volumes.data mounts it), then give the line with that path: spkit init --command '...'",
		"the training command (%s) passes %s: a path outside the repository, the user's own data, which the container does not see",
		c.Source, strings.Map(printable, strings.Join(paths, ", ")))
}
