package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Candidate is one way the repository's documentation, Makefile, scripts
// or files start something of the repository, read as a possible training
// launch, with its score and the evidence behind it.
type Candidate struct {
	Launch
	Source Source
	// Score ranks candidates (higher is better); Evidence says why, one
	// entry per rule that applied ("+30 runs train.py"), and Scores says
	// the same with the rule's name, for a decider's confidence.
	Score    int
	Evidence []string
	Scores   []Points
	// Placeholders are words the user has to supply ("<path_or_name>",
	// "path/to/data", an unset $MODEL).
	Placeholders []Placeholder
	// ConfigIndex is the index in Words of the trainer config's value (-1
	// when the line names none); Config is that file, repo-relative, and
	// ConfigMissing a config-looking value the repository lacks.
	ConfigIndex   int
	Config        string
	ConfigMissing string
	ConfigFlag    string // "--config", "" for a positional config
	// OutputIndex is the index in Words of an output argument's value (-1
	// when none); OutputFlag is its flag ("--output_dir", "out_dir=").
	OutputIndex int
	OutputFlag  string
	// Entry is what the Python file it starts declares (nil for a console
	// script whose parser is not in one file, or a shell script).
	Entry *Entry
	// Mentions counts the lines that run the same target; Also are the
	// sources of the others folded into this one (at most maxAlso).
	Mentions int
	Also     []Source
	// ConfigByName is set when the line names its config by name, not by
	// path (--config-name sft with --config-path configs; env=NAME for a
	// folder holding config.json): the trainer's loader wants the name,
	// and ConfigDir is the folder it looks in.
	ConfigByName bool
	ConfigDir    string
	// Environment is what the line sets for the process it starts: the
	// variables exported before it and its VAR=value prefixes.
	Environment []EnvVar
	// WorkDir is the folder a `cd` before the line moved to ("" for the
	// repository's root); its relative arguments are relative to it, and
	// PathArgs lists those that name the repository's files (RootWords
	// writes them from the root).
	WorkDir  string
	PathArgs []PathArg
	// Elided are the marks for "more options here" the line held and that
	// are not in Words: `...`, `--resume ...` (an option with its value
	// left open), `[TRAINING PARAMETERS]`, `[args]`.
	Elided []string
	// UserConfig is the config a line that names none reads, when its
	// document has the user write it and the repository ships it only as
	// a template (config/config.json beside config/config.json.example).
	UserConfig string
	// Needs are the inputs the line reads that another documented line
	// makes (a later stage of a pipeline): it runs only after that one.
	Needs []Need
	// Loop says the shell for-loops that run the line once per word, read
	// with the first word ("" when none): the text trains several times.
	Loop string
}

// Placeholder is a word the documentation leaves for the user to fill.
type Placeholder struct {
	Index int    // in Words
	Text  string // as written
	Flag  string // the option it is the value of, "" for a positional
	// Launcher marks a launcher's own option (torchrun --master_port=<port>):
	// the launcher has a default for it.
	Launcher bool
	// Output marks the value of an output option: spkit answers it with
	// the output mount.
	Output bool
}

var (
	angle      = regexp.MustCompile(`<[A-Za-z][^<>]*>`)
	placeWords = regexp.MustCompile(`(?i)(^|[/=])path/to(/|$)|(^|[/=])path[_-](of|to)[_-]|(^|[^a-z])your[_-]|^your$|^xxx+$|^\.\.\.$|^\{[a-z_ -]+\}$|^\[[A-Z_ ]+\]$|<your|^/path/|^(MODEL|DATA|DATASET|OUTPUT|CONFIG|CKPT|CHECKPOINT)[_A-Z]*(_PATH|_DIR|_NAME|_ID)$|^[A-Z]+_(PATH|DIR|NAME)$`)
)

// isPlaceholder reports whether a word is one the user must replace: a
// path with a segment that names what goes there (/path/to/data,
// /path_of_model_folder/8B, PATH_TO_DATA, data/path-to-ckpt, a Hydra
// override's ckpt=path/to/x), your_*, <...>, {name}, MODEL_PATH. A real
// folder named like one (data/path_finder, configs/your.yaml) is not.
func isPlaceholder(w string, unknown bool) bool {
	return unknown || angle.MatchString(w) || placeWords.MatchString(w)
}

// IsPlaceholder reports whether a word is one the user must replace (see
// isPlaceholder): a value a script or config hard-codes for them.
func IsPlaceholder(w string) bool { return isPlaceholder(w, false) }

// candidate reads an invocation as a launch candidate; nil when it runs
// nothing of the repository.
func (s *scan) candidate(inv Invocation, src Source) *Candidate {
	l := s.classify(inv)
	if l == nil {
		return nil
	}
	if l.Missing != "" {
		m := MissingScript{Script: l.Missing, Source: src, Line: slices.Clone(inv.Words)}
		if inv.Dir == "" {
			m.Holder = s.soleFolder(l.Missing)
		}
		s.f.Missing = append(s.f.Missing, m)
		return nil
	}
	for _, w := range l.Args() {
		if w == "-h" || w == "--help" || w == "--version" {
			return nil // shows usage, runs nothing
		}
	}
	switch l.Sub {
	case "help", "version", "env", "--help", "-h", "ls", "list":
		return nil
	}
	c := &Candidate{Launch: *l, Source: src, ConfigIndex: -1, OutputIndex: -1, Mentions: 1, Loop: inv.Loop}
	switch l.Kind {
	case KindScript:
		c.Entry = s.entry(l.Target)
	case KindModule:
		c.Entry = s.entry(s.moduleFile(l.Target))
	case KindConsole:
		if mod, _, _ := strings.Cut(s.consoleScripts[l.Target], ":"); mod != "" && l.Sub == "" {
			if f := s.moduleFile(strings.TrimSpace(mod)); f != "" {
				c.Entry = s.entry(f)
			}
		}
	}
	s.elide(c)
	c.Environment = environment(inv, l)
	if inv.Cd && !s.cdIsClone(c, inv.Dir) {
		c.WorkDir = s.cdFolder(inv.Dir)
	}
	s.pathArgs(c)
	s.readArgs(c)
	s.dropNetworkConfig(c)
	return c
}

// dropNetworkConfig keeps a network definition the line passes as a config
// (a detector's --cfg naming its layer table) as written: it is the
// model's architecture, not the run's settings, so the line names no
// trainer config.
func (s *scan) dropNetworkConfig(c *Candidate) {
	if c.Config != "" && s.isNetwork(c.Config) {
		c.Config, c.ConfigIndex, c.ConfigFlag = "", -1, ""
	}
}

// isNetwork reads a config file once and reports a network definition.
func (s *scan) isNetwork(p string) bool {
	if net, ok := s.networks[p]; ok {
		return net
	}
	if s.networks == nil {
		s.networks = map[string]bool{}
	}
	format := configFormat(p)
	net := false
	if format == "yaml" || format == "json" {
		if b, err := s.repo.read(p); err == nil {
			top, ok := decodeConfig(format, b).(map[string]any)
			net = ok && networkDefinition(top)
		}
	}
	s.networks[p] = net
	return net
}

func isConfigPath(w string) bool {
	switch strings.ToLower(path.Ext(w)) {
	case ".yaml", ".yml", ".json", ".toml", ".cfg", ".ini":
		return true
	case ".py":
		return strings.Contains(w, "config")
	}
	return false
}

// IsConfigFlag reports whether an option names the trainer's config
// (--config, -c, --config-path, --config_file, --cfg, ...).
func IsConfigFlag(flag string) bool {
	k, _, _ := strings.Cut(flag, "=")
	return configFlag.MatchString(k)
}

// MissingRequired lists the required arguments of the entry point the
// line does not give.
func (c *Candidate) MissingRequired() []string {
	if c.Entry == nil {
		return nil
	}
	return c.missingRequired()
}

// ParseCommand reads a command line the user gives (spkit init --command)
// as a launch candidate: it must run a script, module or console script of
// the repository.
func (f *Findings) ParseCommand(line string) (*Candidate, error) {
	s := f.scan
	if hasHidden(line) {
		return nil, fmt.Errorf("the command holds a control character (%s): type it without one", Visible(line))
	}
	if n := len(strings.Fields(line)); n > maxWords {
		return nil, fmt.Errorf("the command has %d words and spkit reads at most %d in one command: put the arguments in a config file and name it", n, maxWords)
	}
	invs := parseShell(line, nil)
	if len(invs) != 1 {
		return nil, fmt.Errorf("want one command, read %d", len(invs))
	}
	inv := invs[0]
	l := s.classify(inv)
	switch {
	case l == nil:
		return nil, fmt.Errorf("%s runs nothing of the repository", inv.Words[0])
	case l.Missing != "":
		return nil, fmt.Errorf("%s is not in the repository", l.Missing)
	}
	c := s.candidate(inv, Source{Kind: FromDoc, File: "--command"})
	if c == nil {
		return nil, fmt.Errorf("%s shows usage, it does not train", inv.Words[0])
	}
	// Files the user names are the user's: only real placeholders remain
	// questions.
	c.Placeholders = slices.DeleteFunc(c.Placeholders, func(p Placeholder) bool { return !isPlaceholder(p.Text, c.Unknown[p.Index]) })
	s.score(c)
	return c, nil
}

// cdIsClone reports a `cd` that enters the clone, not a folder of it
// (`git clone URL; cd NAME; python train.py`, `...; bash train/sft.sh`):
// the script the line runs,
// as written, is missing in that folder and stands at the repository's
// root, so the line runs from the root.
func (s *scan) cdIsClone(c *Candidate, dir string) bool {
	if c.Kind != KindScript && c.Kind != KindShell || c.ArgStart < 1 || dir == "" {
		return false
	}
	w := c.Words[c.ArgStart-1]
	return !path.IsAbs(w) && !s.repo.isFile(path.Join(s.cdFolder(dir), w)) && s.repo.isFile(path.Clean(w)) && path.Clean(w) == c.Target
}
