package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// Entry is what a Python entry point declares about its command line,
// read from its source (argparse, HfArgumentParser dataclasses, fire,
// click, sys.argv) without running it.
type Entry struct {
	File string
	Args []Arg
	// Argv is set when the script reads sys.argv[1] itself (a positional
	// config, as a run.py CONFIG or a configurator-style script takes).
	Argv bool
	// KeyValue is set when the script takes --key=value overrides of its
	// module globals (a configurator.py exec'd by the script).
	KeyValue bool
	// Constants are module-level string assignments (out_dir = 'out').
	Constants map[string]string
	// OutputEnv is set when the script's output folder comes from an
	// environment variable it reads (nil otherwise).
	OutputEnv *EnvOutput
	// Parser names how it reads arguments: argparse, hf, fire, click,
	// typer, jsonargparse, absl, argv, hydra, "" when nothing was
	// recognised.
	Parser string
	// KnownArgs is set when the parser keeps options it does not declare
	// (parse_known_args): any option may be meant for something else.
	KnownArgs bool
	// Closed is set when a plain argparse parser built in the file itself
	// declares every option it takes (argclosed.go); Abbrev unless it
	// turns prefix matching off (allow_abbrev=False).
	Closed, Abbrev bool
	// HydraConfigPath is a Hydra entry point's config_path when the
	// decorator writes it as a literal (HydraPathLiteral), relative to the
	// file (hydra.go).
	HydraConfigPath  string
	HydraPathLiteral bool
	// HydraConfigName is the decorator's config_name when it is a
	// literal ("config"), the config Hydra composes by default.
	HydraConfigName string
	// BaseArgs are the options an imported options module's classes
	// inherit from a base class in another repository module
	// (baseargs.go): read only for the output folder's default, since the
	// command's other checks never saw them.
	BaseArgs []Arg
}

// Arg is one declared argument.
type Arg struct {
	Names      []string // "--config", "-c"; a positional's name ("config_file")
	Positional bool
	Required   bool
	Default    string // the literal default, "" when none or not literal
	HasDefault bool
	Bool       bool   // store_true / store_false: takes no value
	Help       string // the help text, when a literal ("save to project/name")
}

// Flag is the argument's long option (or its name).
func (a Arg) Flag() string {
	for _, n := range a.Names {
		if strings.HasPrefix(n, "--") {
			return n
		}
	}
	return a.Names[0]
}

// Key is the argument's name without dashes, as dataclass fields and
// configs spell it ("output_dir").
func (a Arg) Key() string {
	return strings.ReplaceAll(strings.TrimLeft(a.Flag(), "-"), "-", "_")
}

var (
	addArgument   = regexp.MustCompile(`\.add_argument\(`)
	clickDecl     = regexp.MustCompile(`@(?:click|\w+)\.(option|argument)\(`)
	fireCall      = regexp.MustCompile(`fire\.Fire\(\s*([A-Za-z_][A-Za-z0-9_]*)?`)
	defSig        = regexp.MustCompile(`(?m)^(?:async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(`)
	dataclassFld  = regexp.MustCompile(`(?m)^ {4}([a-z_][a-z0-9_]*)\s*:\s*([^=\n]+?)(?:\s*=\s*(.+))?$`)
	dataclassHead = regexp.MustCompile(`(?m)^@(?:dataclasses\.)?dataclass[^\n]*\n(?:@[^\n]*\n)*class\s+\w*(?:Arguments|Args|Config|Params|Options|Settings|Hyperparameters)\b[^\n]*:\s*\n`)
	unindented    = regexp.MustCompile(`(?m)^[^\s#\n]`)
	moduleConst   = regexp.MustCompile(`(?m)^([a-z_][a-z0-9_]*)\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)')\s*(?:#.*)?$`)
	argvOne       = regexp.MustCompile(`sys\.argv\[\s*1\s*\]|sys\.argv\[\s*1\s*:\s*\]`)
	configurator  = regexp.MustCompile(`exec\(open\(['"][\w/]*configurator\.py['"]\)`)
	hfParser      = regexp.MustCompile(`HfArgumentParser|TrlParser|parse_args_into_dataclasses|parse_yaml_file`)
	assertArg     = regexp.MustCompile(`(?m)^\s+assert\s+\(?\s*([a-z_][a-z0-9_]*)\b`)
	stringLit     = regexp.MustCompile(`^\s*[rbuf]?(?:"([^"]*)"|'([^']*)')`)
	kwarg         = regexp.MustCompile(`\b(required|default|action|nargs|type|dest|help)\s*=\s*`)
	// rootLit is a default joined to a variable named for the repository's
	// root (ROOT / "runs/train"): the literal is the folder in it.
	rootLit     = regexp.MustCompile(`^[A-Z_]*ROOT[A-Z_]*\s*/\s*["']([^"'\n]+)["']`)
	number      = regexp.MustCompile(`^-?[0-9.e]+$`)
	pathLit     = regexp.MustCompile(`^Path\(\s*["']([^"']*)["']\s*\)`)
	localImport = regexp.MustCompile(`(?m)^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))`)
)

// argvJSON is sys.argv[1] read as inline JSON overrides of the script's
// defaults (json.loads(sys.argv[1])): an optional argument, not a config file.
var argvJSON = regexp.MustCompile(`json\.loads\(\s*sys\.argv\[\s*1\s*\]\s*\)`)

// entry reads (once) what the Python file at rel declares; files it
// imports from the repository are read too when the file itself declares
// no arguments (a train.py whose parser lives in utils/args.py).
func (s *scan) entry(rel string) *Entry {
	if e, ok := s.entries[rel]; ok {
		return e
	}
	e := &Entry{File: rel, Constants: map[string]string{}}
	s.entries[rel] = e
	src := s.repo.text(rel)
	e.read(src)
	e.OutputEnv = s.envOutput(rel, src)
	if len(e.Args) == 0 && !e.Argv && e.Parser != "hydra" {
		for i, m := range localImport.FindAllStringSubmatch(src, -1) {
			if i > 40 {
				break
			}
			mod := m[1] + m[2]
			f := s.moduleFile(mod)
			if f == "" {
				f = s.moduleFile(strings.TrimPrefix(path.Dir(rel)+"/", "./") + mod)
			}
			if f == "" || f == rel {
				continue
			}
			sub := &Entry{Constants: map[string]string{}}
			text := s.repo.text(f)
			sub.read(text)
			if len(sub.Args) > 0 {
				e.Args, e.Parser = sub.Args, sub.Parser
				e.BaseArgs = s.baseClassArgs(f, text)
				break
			}
		}
	}
	return e
}

func (e *Entry) read(src string) {
	for _, m := range moduleConst.FindAllStringSubmatch(src, -1) {
		if _, ok := e.Constants[m[1]]; !ok {
			e.Constants[m[1]] = m[2] + m[3]
		}
	}
	if strings.Contains(src, "parse_known_args") {
		e.KnownArgs = true
	}
	e.readHydra(src)
	if configurator.MatchString(src) {
		e.KeyValue, e.Parser = true, "configurator"
	}
	if n := len(argvOne.FindAllStringIndex(src, -1)); n > 0 && n > len(argvJSON.FindAllStringIndex(src, -1)) {
		e.Argv = true
		if e.Parser == "" {
			e.Parser = "argv"
		}
	}
	for _, loc := range addArgument.FindAllStringIndex(src, -1) {
		if call, ok := balanced(src, loc[1]-1); ok {
			if a, ok := argparseArg(call); ok {
				e.Args = append(e.Args, a)
				e.Parser = "argparse"
			}
		}
	}
	for _, loc := range clickDecl.FindAllStringSubmatchIndex(src, -1) {
		kind := src[loc[2]:loc[3]]
		if call, ok := balanced(src, loc[1]-1); ok {
			if a, ok := argparseArg(call); ok {
				if kind == "argument" {
					a.Positional = true
					a.Required = !a.HasDefault
				}
				e.Args = append(e.Args, a)
				e.Parser = "click"
			}
		}
	}
	if hfParser.MatchString(src) {
		if e.Parser == "" || e.Parser == "argv" {
			e.Parser = "hf"
		}
		e.Args = append(e.Args, dataclassArgs(src)...)
	}
	if args := abslArgs(src); len(args) > 0 {
		e.Args = append(e.Args, args...)
		e.Parser = "absl"
	}
	if m := fireCall.FindStringSubmatch(src); m != nil {
		e.Parser = "fire"
		e.Args = append(e.Args, fireArgs(src, m[1])...)
	}
	e.readClosed(src)
}

// argparseArg reads add_argument(...) / click.option(...) arguments.
func argparseArg(call string) (Arg, bool) {
	var a Arg
	for _, part := range splitTop(call) {
		if m := stringLit.FindStringSubmatch(part); m != nil {
			name := m[1] + m[2]
			if name != "" {
				a.Names = append(a.Names, name)
			}
			continue
		}
		km := kwarg.FindStringSubmatchIndex(part)
		if km == nil || km[0] != 0 {
			continue
		}
		key, val := part[km[2]:km[3]], strings.TrimSpace(part[km[1]:])
		switch key {
		case "required":
			a.Required = strings.HasPrefix(val, "True")
		case "default":
			a.HasDefault = !strings.HasPrefix(val, "None")
			if m := stringLit.FindStringSubmatch(val); m != nil {
				a.Default = m[1] + m[2]
			} else if a.HasDefault && number.MatchString(val) {
				a.Default = val
			} else if m := rootLit.FindStringSubmatch(val); m != nil {
				a.Default = m[1]
			}
		case "help":
			if m := stringLit.FindStringSubmatch(val); m != nil {
				a.Help = m[1] + m[2]
			}
		case "action":
			a.Bool = strings.Contains(val, "store_true") || strings.Contains(val, "store_false") || strings.Contains(val, "BooleanOptionalAction")
		case "nargs":
			// '?', '*' and argparse.REMAINDER ('...') may all be empty.
			if strings.Contains(val, "?") || strings.Contains(val, "*") || strings.Contains(val, "REMAINDER") || strings.Contains(val, "...") {
				a.HasDefault = true
			}
		}
	}
	if len(a.Names) == 0 {
		return a, false
	}
	if !strings.HasPrefix(a.Names[0], "-") {
		a.Positional = true
		a.Required = !a.HasDefault
	}
	return a, true
}

// dataclassArgs reads the fields of @dataclass argument classes that
// HfArgumentParser turns into --flags (classes named *Arguments, *Args,
// *Config): a field without a default is required.
func dataclassArgs(src string) []Arg {
	var out []Arg
	for _, loc := range dataclassHead.FindAllStringSubmatchIndex(src, -1) {
		body := src[loc[1]:]
		if end := unindented.FindStringIndex(body); end != nil {
			body = body[:end[0]]
		}
		for _, m := range dataclassFld.FindAllStringSubmatchIndex(body, -1) {
			name, typ := body[m[2]:m[3]], strings.TrimSpace(body[m[4]:m[5]])
			a := Arg{Names: []string{"--" + name}, Bool: strings.HasPrefix(typ, "bool") || strings.Contains(typ, "[bool]")}
			if m[6] < 0 {
				a.Required = true
				out = append(out, a)
				continue
			}
			val := strings.TrimSpace(body[m[6]:m[7]])
			switch {
			case strings.HasPrefix(val, "field("):
				inner, ok := balanced(body, m[6]+strings.Index(body[m[6]:], "("))
				if !ok {
					continue
				}
				none := false
				for _, part := range splitTop(StripComments(inner)) {
					if strings.HasPrefix(part, "default=None") {
						none = true // optional, and no value: the trainer gets None
						continue
					}
					if strings.HasPrefix(part, "default=") || strings.HasPrefix(part, "default_factory=") {
						a.HasDefault = true
						if lm := stringLit.FindStringSubmatch(strings.TrimPrefix(part, "default=")); lm != nil {
							a.Default = lm[1] + lm[2]
						}
					}
				}
				a.Required = !a.HasDefault && !none
			default:
				a.HasDefault = !strings.HasPrefix(val, "None")
				if lm := stringLit.FindStringSubmatch(val); lm != nil {
					a.Default = lm[1] + lm[2]
				} else if pm := pathLit.FindStringSubmatch(val); pm != nil {
					a.Default = pm[1]
				}
			}
			out = append(out, a)
		}
	}
	return out
}

// fireArgs reads the signature of the function fire.Fire starts: a
// parameter without a default, or one the body asserts (a fire-style trainer's
// `assert base_model`), is required.
func fireArgs(src, fn string) []Arg {
	if fn == "" {
		fn = "main"
	}
	var out []Arg
	for _, loc := range defSig.FindAllStringSubmatchIndex(src, -1) {
		if src[loc[2]:loc[3]] != fn {
			continue
		}
		sig, ok := balanced(src, loc[1]-1)
		if !ok {
			return nil
		}
		body := src[loc[1]:]
		if next := defSig.FindStringIndex(body[1:]); next != nil {
			body = body[:next[0]+1]
		}
		asserted := map[string]bool{}
		for _, am := range assertArg.FindAllStringSubmatch(body, -1) {
			asserted[am[1]] = true
		}
		for _, p := range splitTop(StripComments(sig)) {
			name, def, hasDef := strings.Cut(p, "=")
			name, _, _ = strings.Cut(name, ":")
			name = strings.TrimSpace(name)
			if name == "" || name == "self" || strings.HasPrefix(name, "*") {
				continue
			}
			a := Arg{Names: []string{"--" + name}, HasDefault: hasDef}
			if lm := stringLit.FindStringSubmatch(def); lm != nil {
				a.Default = lm[1] + lm[2]
			}
			a.Required = !hasDef || asserted[name] && (a.Default == "" || strings.TrimSpace(def) == "None")
			out = append(out, a)
		}
		break
	}
	return out
}

// Lookup finds a declared argument by a flag as written ("--output_dir",
// "--output-dir").
func (e *Entry) Lookup(flag string) (Arg, bool) {
	if e == nil {
		return Arg{}, false
	}
	key := strings.ReplaceAll(strings.TrimLeft(flag, "-"), "-", "_")
	for _, a := range e.Args {
		for _, n := range a.Names {
			if n == flag || strings.ReplaceAll(strings.TrimLeft(n, "-"), "-", "_") == key && strings.HasPrefix(n, "-") {
				return a, true
			}
		}
	}
	return Arg{}, false
}

// Required lists the arguments the entry cannot run without.
func (e *Entry) Required() []Arg {
	if e == nil {
		return nil
	}
	var out []Arg
	for _, a := range e.Args {
		if a.Required {
			out = append(out, a)
		}
	}
	return out
}
