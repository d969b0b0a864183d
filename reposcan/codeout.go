package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// CodeOutput is an output folder a trainer's code sets as a default: a
// field of a config dataclass (checkpoint_dir: str = "ckpts") in the
// entry point or in a repository module it imports, which the trainer
// writes to when nothing on its command line or in its config says else.
type CodeOutput struct {
	File  string // where the field is, repo-relative
	Class string // the dataclass that holds it
	Key   string // the field ("checkpoint_dir")
	Value string // its literal default ("ckpts")
}

// Where is the default as a person finds it: file, class and key.
func (o CodeOutput) Where() string {
	if o.Class == "" {
		return o.File + ": " + o.Key
	}
	return o.File + ": " + o.Class + "." + o.Key
}

const (
	// maxCodeFiles bounds the Python files read for code defaults: the
	// entry point and the modules it imports, breadth first.
	maxCodeFiles = 16
	// maxCodeDepth is how many imports away from the entry point a module
	// is read (the entry imports a defaults module that imports the
	// config classes: two).
	maxCodeDepth = 2
)

var (
	// codeOutputKey names a field that holds the folder checkpoints go to
	// (checkpoint_dir, vlm_checkpoint_path, dump_folder, output_dir,
	// work_dir).
	codeOutputKey = regexp.MustCompile(`^(?:[a-z0-9]+_)*(?:checkpoints?|ckpts?|outputs?|out|save|saves|dump|work)_(?:dir|path|folder|root)$`)
	// codeInputKey names a field that is read, not written: a checkpoint
	// to resume from or start with.
	codeInputKey  = regexp.MustCompile(`(^|_)(resume|init|initial|pretrained|pretrain|load|from|base|teacher|ref|reference|restore|eval)(_|$)`)
	dataclassDecl = regexp.MustCompile(`(?m)^([ \t]*)@(?:dataclasses\.)?dataclass\b[^\n]*\n(?:[ \t]*@[^\n]*\n)*[ \t]*class[ \t]+(\w+)[^\n]*:[ \t]*\n`)
	// codeField is a dataclass field with a literal string default, bare,
	// in field(default=...) or in Path(...).
	codeField = regexp.MustCompile(`(?m)^[ \t]+([a-z_][a-z0-9_]*)[ \t]*:[^=\n]*=[ \t]*(?:(?:dataclasses\.)?field\([ \t]*default[ \t]*=[ \t]*)?(?:Path\([ \t]*)?([rfbu]*)(?:"([^"\n]*)"|'([^'\n]*)')`)
	pyImport  = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]+)|import[ \t]+([\w.]+))`)
	fileValue = regexp.MustCompile(`(?i)\.(pt|pth|ckpt|bin|safetensors|json|ya?ml|txt|log)$`)
)

// CodeOutputs are the output-folder defaults the code the launch runs
// declares in its config dataclasses: the entry point's and those of the
// repository modules it imports (maxCodeDepth imports deep, maxCodeFiles
// files at most). A shell script's launch is followed to the first
// Python entry point it runs.
func (f *Findings) CodeOutputs(c *Candidate) []CodeOutput {
	s, start := f.launchCode(c)
	if start == "" {
		return nil
	}
	var out, inits []CodeOutput
	for _, file := range s.codeFiles(start) {
		src := StripComments(s.repo.text(file))
		inits = append(inits, initDefaults(file, src)...)
		out = append(out, codeOutputFields(file, src)...)
		out = append(out, noneFallbacks(file, src)...)
		out = append(out, rootJoins(file, src)...)
		out = append(out, headJoins(file, src)...)
		out = append(out, sentinelFallbacks(file, src)...)
	}
	if len(out) == 0 {
		// A trainer class's keyword default counts only when nothing
		// nearer (a field, a fallback) says.
		out = passedBy(StripComments(s.repo.text(start)), inits)
	}
	if len(out) == 0 && c.Kind == KindConsole {
		out = s.packageOutputs(start)
	}
	return out
}

// codeFiles are the Python files the code that starts at start runs: start
// and the repository modules it imports, breadth first, maxCodeDepth
// imports deep and maxCodeFiles files at most.
func (s *scan) codeFiles(start string) []string { return s.codeFilesTo(start, maxCodeDepth) }

// codeFilesTo are codeFiles up to maxDepth imports from start.
func (s *scan) codeFilesTo(start string, maxDepth int) []string {
	files := []string{start}
	seen := map[string]bool{start: true}
	level := []string{start}
	for depth := 0; depth < maxDepth && len(level) > 0; depth++ {
		var next []string
		for _, file := range level {
			for _, m := range s.imports(file, StripComments(s.repo.text(file))) {
				if !seen[m] && len(seen) < maxCodeFiles {
					seen[m] = true
					next = append(next, m)
				}
			}
		}
		files = append(files, next...)
		level = next
	}
	return files
}

// launchCode is the scan and the Python file the launch c runs first
// (codeStart), or nil and "" when there is none to read.
func (f *Findings) launchCode(c *Candidate) (*scan, string) {
	if f.scan == nil || c == nil {
		return nil, ""
	}
	return f.scan, f.scan.codeStart(c)
}

// codeStart is the Python file the launch runs first: its entry point,
// a console script's module (also under a subcommand: TOOL-train METHOD),
// or the first one a shell script starts.
func (s *scan) codeStart(c *Candidate) string {
	switch {
	case c.Entry != nil && c.Entry.File != "":
		return c.Entry.File
	case c.Kind == KindShell:
		return s.scriptEntry(c.Target)
	case c.Kind == KindConsole:
		if mod, _, _ := strings.Cut(s.consoleScripts[c.Target], ":"); mod != "" {
			return s.moduleFile(strings.TrimSpace(mod))
		}
	}
	return ""
}

// scriptEntry is the Python file the first launch of a shell script
// starts ("" when it starts none of the repository's).
func (s *scan) scriptEntry(script string) string {
	for _, inv := range parseShellIn(s.repo.text(script), nil, newBudget(s.ctx)) {
		l := s.classify(inv)
		switch {
		case l == nil:
		case l.Kind == KindScript && strings.HasSuffix(l.Target, ".py"):
			return l.Target
		case l.Kind == KindModule:
			if f := s.moduleFile(l.Target); f != "" {
				return f
			}
		}
	}
	return ""
}

// codeOutputFields are the dataclass fields of src named for an output
// folder, with a literal default that reads as a folder.
func codeOutputFields(file, src string) []CodeOutput {
	var out []CodeOutput
	for _, loc := range dataclassDecl.FindAllStringSubmatchIndex(src, -1) {
		indent, class := len(src[loc[2]:loc[3]]), src[loc[4]:loc[5]]
		body := indentedBody(src[loc[1]:], indent)
		for _, m := range codeField.FindAllStringSubmatch(body, -1) {
			key, v := m[1], m[3]+m[4]
			if strings.ContainsAny(m[2], "fF") {
				v, _ = templateFolder(m[2], v)
			}
			if !codeOutputKey.MatchString(key) || codeInputKey.MatchString(key) || v == "" || strings.ContainsAny(v, " \t{}$") || fileValue.MatchString(v) {
				continue
			}
			out = append(out, CodeOutput{File: file, Class: class, Key: key, Value: v})
		}
	}
	return out
}

// noneFallback is an option the code fills when the command line left it
// out: `if args.save_dir is None:` (or `elif cfg.get('work_dir', None) is
// None:`) then `args.save_dir = ` a literal, an f-string or an
// os.path.join (osp.join) whose first part is a literal folder.
var noneFallback = regexp.MustCompile(`(?m)^[ \t]*(?:el)?if[ \t]+(?:(\w+)\.(\w+)|(\w+)\.get\([ \t]*["'](\w+)["'][^)\n]*\))[ \t]+is[ \t]+None[ \t]*:[ \t]*\n(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]+(\w+)\.(\w+)[ \t]*=[ \t]*(?:(?:os\.path|osp)\.join\([ \t]*)?([rfbu]*)(?:"([^"\n]*)"|'([^'\n]*)')`)

// noneFallbacks are the output folders src sets for an output option the
// command line left unset (noneFallback). Of an f-string only the folders
// before its first {} are kept (f"checkpoints/{name}-{time}" is under
// checkpoints); a name built from values from the start is no folder.
func noneFallbacks(file, src string) []CodeOutput {
	var out []CodeOutput
	for _, m := range noneFallback.FindAllStringSubmatch(src, -1) {
		obj, key, v := m[1]+m[3], m[2]+m[4], m[8]+m[9]
		if m[5] != obj || m[6] != key || !codeOutputKey.MatchString(key) || codeInputKey.MatchString(key) {
			continue
		}
		if strings.ContainsAny(m[7], "fF") {
			before, _, templ := strings.Cut(v, "{")
			if templ {
				v = before[:strings.LastIndex(before, "/")+1]
			}
		}
		v = strings.TrimSuffix(strings.TrimPrefix(v, "./"), "/")
		if v == "" || v == "." || strings.ContainsAny(v, " \t{}$") || fileValue.MatchString(v) || path.IsAbs(v) {
			continue
		}
		out = append(out, CodeOutput{File: file, Class: obj, Key: key, Value: v})
	}
	return out
}

// indentedBody is the text up to the first line indented no deeper than
// indent (the end of a class or function body that starts src).
func indentedBody(src string, indent int) string {
	lines := strings.SplitAfter(src, "\n")
	n := 0
	for _, l := range lines {
		t := strings.TrimLeft(l, " \t")
		if strings.TrimSpace(t) != "" && len(l)-len(t) <= indent {
			break
		}
		n += len(l)
	}
	return src[:n]
}

// imports are the repository files the Python file rel (source src)
// imports: modules, packages, and the submodules a `from pkg import sub`
// names.
func (s *scan) imports(rel, src string) []string {
	var out []string
	add := func(f string) {
		if f != "" && f != rel {
			out = append(out, f)
		}
	}
	for _, m := range pyImport.FindAllStringSubmatch(src, -1) {
		if m[3] != "" {
			add(s.importFile(rel, m[3]))
			continue
		}
		add(s.importFile(rel, m[1]))
		for _, n := range strings.Split(strings.Trim(m[2], "() \t"), ",") {
			if name := strings.Fields(n); len(name) > 0 && name[0] != "*" {
				sub := strings.TrimSuffix(m[1], ".") + "." + name[0]
				if strings.Trim(m[1], ".") == "" {
					sub = m[1] + name[0]
				}
				add(s.importFile(rel, sub))
			}
		}
	}
	return out
}

// importFile is the repository file the module mod names as the file rel
// sees it: relative (.configs), absolute (pkg.data.configs), a package's
// __init__.py, or beside rel; "" when the repository has none.
func (s *scan) importFile(rel, mod string) string {
	dots := len(mod) - len(strings.TrimLeft(mod, "."))
	name := strings.ReplaceAll(mod[dots:], ".", "/")
	var bases []string
	if dots > 0 {
		dir := path.Dir(rel)
		for range dots - 1 {
			dir = path.Dir(dir)
		}
		bases = []string{strings.TrimPrefix(path.Join(dir, name), "./")}
	} else if name != "" {
		bases = []string{name, "src/" + name, strings.TrimPrefix(path.Join(path.Dir(rel), name), "./")}
	}
	for _, b := range bases {
		for _, f := range []string{b + ".py", b + "/__init__.py"} {
			if b != "" && b != "." && s.repo.isFile(f) {
				return f
			}
		}
	}
	return ""
}
