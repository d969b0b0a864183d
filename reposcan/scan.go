package reposcan

import (
	"context"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// SourceKind says where a launch candidate was found.
type SourceKind string

const (
	FromReadme   SourceKind = "readme"   // the top-level README
	FromDoc      SourceKind = "doc"      // another Markdown/RST document
	FromMakefile SourceKind = "makefile" // a Makefile recipe
	FromShell    SourceKind = "shell"    // a shell script of the repository
	FromFile     SourceKind = "file"     // a train*.py entry point, no documented line
	FromConsole  SourceKind = "console"  // a console script's declaration
)

// Source is where a candidate was read.
type Source struct {
	Kind    SourceKind
	File    string   // repo-relative
	Line    int      // 1-based, 0 when not from a line
	Section []string // headings above it (documents) or the Makefile target
	Inline  bool     // an inline code span in prose
	// Label marks a nearest "heading" that is a bold line (**Option 2
	// (Git clone method):**): a label in the text, inside the section the
	// heading above it names.
	Label bool
}

func (s Source) String() string {
	at := Visible(s.File)
	if s.Line > 0 {
		at = fmt.Sprintf("%s:%d", s.File, s.Line)
	}
	if len(s.Section) > 0 {
		what := "section"
		if s.Kind == FromMakefile {
			what = "target"
		}
		at += fmt.Sprintf(" (%s %q)", what, s.Section[len(s.Section)-1])
	}
	return at
}

// Findings is what a scan found, candidates ranked best first.
type Findings struct {
	Dir string
	// Launches are the training launch candidates, best first; Others
	// are documented commands that run something of the repository but
	// rank as not-training (install, prepare, validate, ...), kept to
	// explain the choice.
	Launches []*Candidate
	// Missing are documented launch lines whose script is not in the
	// repository.
	Missing []MissingScript
	// Configs are the configuration files, trainer configs first.
	Configs []*Config
	Package *Package
	Deps    *Deps
	Python  []PythonAsk
	// Hardware are files named for a GPU or machine.
	Hardware []HardwareFile
	// Files are the repository's files (bounded); Truncated when the walk
	// stopped early.
	Files     []string
	Truncated bool
	Notes     []string

	scan *scan
}

// MissingScript is a documented command that runs a script the
// repository does not have.
type MissingScript struct {
	Script string
	Source Source
}

type scan struct {
	ctx            context.Context
	repo           *repo
	consoleScripts map[string]string
	pkg            *Package
	f              *Findings
	// pyproject facts installable() needs.
	hasBuildSystem, hasProjectTable, setuptoolsConfig bool
	// hasPoetry, projectDeps ([project].dependencies listed) and uvVirtual
	// ([tool.uv] package = false) decide Package.DependenciesOnly.
	hasPoetry, projectDeps, uvVirtual bool
	buildBackend                      string
	entries                           map[string]*Entry
	docMentions                       map[string]string
	// templates maps configs shipped only as templates to the template
	// (templateConfigs).
	templates map[string]string
	// links and about are the ranking inputs beyond the lines (linked,
	// topic), read once.
	links map[string]string
	about *string
	// docCmds are the documents' commands, read once (docCommands);
	// total is the budget all shell text of the scan shares.
	docCmds  map[string][]docCommand
	total    *budget
	docs     []string // documents(), listed once
	docTexts map[string]string
}

func (s *scan) note(format string, args ...any) {
	s.f.Notes = append(s.f.Notes, Visible(fmt.Sprintf(format, args...)))
}

// Scan reads the repository at dir. It reads only regular files, at most
// maxFileRead bytes of each and maxFiles files in all; it never runs
// anything and writes nothing.
func Scan(dir string) (*Findings, error) {
	return ScanContext(context.Background(), dir)
}

// ScanContext is Scan, ended early with ctx's error when ctx is cancelled
// (init's first Ctrl-C or SIGTERM).
func ScanContext(ctx context.Context, dir string) (*Findings, error) {
	r, err := openRepo(ctx, dir)
	if err != nil {
		return nil, err
	}
	s := &scan{ctx: ctx, repo: r, f: &Findings{Dir: dir, Files: r.files, Truncated: r.truncated}, entries: map[string]*Entry{}}
	if r.badNames > 0 {
		s.note("left out %d file(s) or folder(s) whose names are not UTF-8 or hold control characters: spkit.yaml cannot name them", r.badNames)
	}
	s.pkg = s.readPackage()
	s.consoleScripts = map[string]string{}
	if s.pkg != nil {
		s.consoleScripts = s.pkg.Scripts
	}
	s.f.Package = s.pkg
	s.f.Configs = s.findConfigs()
	var cands []*Candidate
	cands = append(cands, s.fromDocs()...)
	cands = append(cands, s.fromMakefiles()...)
	cands = append(cands, s.fromShellScripts()...)
	cands = append(cands, s.fromEntryFiles()...)
	cands = append(cands, s.fromConsoleScripts(cands)...)
	s.f.Launches = s.rank(cands)
	s.rankConfigs()
	s.f.Deps = s.readDeps()
	s.f.Python = s.pythonAsks()
	s.f.scan = s
	s.f.Hardware = s.hardwareFiles()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.noteBounds()
	return s.f, nil
}

// noteBounds reports the walk's and the reads' cuts.
func (s *scan) noteBounds() {
	if s.repo.truncated {
		s.note("listed only %d files (folders near the root first; data, outputs and media folders last): files past the cut are looked up only where a command names them", len(s.repo.files))
	}
	for _, f := range s.repo.cut {
		s.note("read only the first %d KiB of %s (to its last whole line)", maxFileRead>>10, f)
	}
	if f := s.repo.spentOn; f != "" {
		s.note("read %d MiB of the repository in all, the scan's bound: %s and the files after it are not read", maxScanRead>>20, f)
	}
	if s.total != nil && s.total.spent {
		s.note("the repository's shell text passed the scan's bound (%d MiB, %d commands): the files after that are not read for commands", maxScanWork>>20, maxScanCommands)
	}
}

// shellBudget is a fresh budget for one file's shell text, drawing on
// the scan's total.
func (s *scan) shellBudget() *budget {
	if s.total == nil {
		s.total = newBudget(s.ctx)
	}
	b := newBudget(s.ctx)
	b.total = s.total
	return b
}

// noteCuts reports what a file's budget cut.
func (s *scan) noteCuts(file string, b *budget) {
	for _, c := range b.cuts {
		s.note("%s, %s (a bound on reading shell text)", file, c)
	}
	if b.more > 0 {
		s.note("%s: %d more commands left out for the same bounds", file, b.more)
	}
}

// translated matches documents that translate another (README_zh.md,
// INSTALL.ja.md, docs/zh/...).
var translated = regexp.MustCompile(`(?i)([._-](zh|ja|jp|ko|kr|es|pt|pt-br|fr|de|ru|hi|it|tr|vi|ar|fa|id|pl|uk|zh-cn|zh-tw|zh_cn|zh_tw|cn|tw)\.(md|rst|markdown)$)|(^|/)(zh|ja|ko|es|fr|de|ru|cn|zh_cn|zh-cn|ja_jp|zh-hans|zh-hant)/`)

var readmeName = regexp.MustCompile(`(?i)^readme(\.(md|markdown|rst|txt))?$`)

// documents lists the Markdown/RST files to read for commands: the
// top-level README first, then other top-level documents, then those
// under docs/ and examples/ (bounded).
func (s *scan) documents() []string {
	if s.docs == nil {
		s.docs = s.listDocuments()
	}
	return s.docs
}

// listDocuments lists the documents, bounded in number (maxDocs) and in
// bytes (maxDocBytes), the cut noted.
func (s *scan) listDocuments() []string {
	var top, rest []string
	for _, f := range s.repo.files {
		ext := strings.ToLower(path.Ext(f))
		if ext != ".md" && ext != ".rst" && ext != ".markdown" && !readmeName.MatchString(path.Base(f)) {
			continue
		}
		if translated.MatchString(f) {
			continue // the same commands again, in another language
		}
		lower := strings.ToLower(f)
		switch {
		case !strings.Contains(f, "/") && readmeName.MatchString(f):
			top = append([]string{f}, top...)
		case !strings.Contains(f, "/"):
			if !strings.Contains(lower, "changelog") && !strings.Contains(lower, "license") && !strings.Contains(lower, "contributing") && !strings.Contains(lower, "code_of_conduct") {
				top = append(top, f)
			}
		default:
			rest = append(rest, f)
		}
	}
	// Shallow documents first: docs/training.md before docs/api/x/y.md.
	slices.SortStableFunc(rest, func(a, b string) int { return strings.Count(a, "/") - strings.Count(b, "/") })
	all := append(top, rest...)
	out := []string{}
	size := int64(0)
	for _, doc := range all {
		st, ok := s.repo.stat(doc)
		if ok {
			size += min(st.Size(), maxFileRead)
		}
		if len(out) == maxDocs || size > maxDocBytes && len(out) > 0 {
			s.note("read %d of %d documents for commands (at most %d, %d MiB in all): the rest are not read", len(out), len(all), maxDocs, maxDocBytes>>20)
			break
		}
		out = append(out, doc)
	}
	return out
}

func (s *scan) fromDocs() []*Candidate {
	var out []*Candidate
	for _, doc := range s.documents() {
		kind := FromDoc
		if !strings.Contains(doc, "/") && readmeName.MatchString(doc) {
			kind = FromReadme
		}
		dir := path.Dir(doc)
		if dir == "." {
			dir = ""
		}
		userConfig := s.userConfigIn(s.docText(doc))
		for _, dc := range s.docCommands(doc) {
			inv, b := dc.inv, dc.block
			if inv.Dir == "" && dir != "" {
				inv.Dir = dir
			}
			src := Source{Kind: kind, File: doc, Line: b.Line + inv.Line - 1, Section: b.Section, Inline: b.Inline, Label: b.Label}
			if c := s.candidate(inv, src); c != nil {
				if c.ConfigIndex < 0 {
					// It names no config, and the document has the user
					// write one the repository ships only as a template:
					// the line runs on that file.
					c.UserConfig = userConfig
				}
				out = append(out, c)
			}
		}
	}
	return out
}

// docText is a document's text, read once: several readers go through the
// documents (commands, pip lines, links, the Python asked for, mentions).
func (s *scan) docText(doc string) string {
	if t, ok := s.docTexts[doc]; ok {
		return t
	}
	if s.docTexts == nil {
		s.docTexts = map[string]string{}
	}
	t := s.repo.text(doc)
	s.docTexts[doc] = t
	return t
}

// docCommand is one command of a document's shell blocks.
type docCommand struct {
	inv   Invocation
	block Block
}

// docCommands are a document's commands, read once within the document's
// budget (its cuts noted once), whoever asks: the launch candidates and
// the README's pip lines.
func (s *scan) docCommands(doc string) []docCommand {
	if cmds, ok := s.docCmds[doc]; ok {
		return cmds
	}
	if s.total != nil && s.total.spent {
		return nil // the scan's budget is spent: the document is not even read
	}
	text := s.docText(doc)
	var blocks []Block
	if strings.EqualFold(path.Ext(doc), ".rst") {
		blocks = rstBlocks(text)
	} else {
		blocks = markdownBlocks(text)
	}
	var out []docCommand
	bud := s.shellBudget()
	for _, b := range blocks {
		if bud.stopped() {
			break // the budget is spent: the rest is not even parsed
		}
		bud.line = b.Line - 1
		for _, inv := range parseShellIn(b.Text, nil, bud) {
			out = append(out, docCommand{inv: inv, block: b})
		}
	}
	s.noteCuts(doc, bud)
	if s.docCmds == nil {
		s.docCmds = map[string][]docCommand{}
	}
	s.docCmds[doc] = out
	return out
}

var (
	makeVar    = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\s*[:?+]?=\s*(.*)$`)
	makeTarget = regexp.MustCompile(`^([A-Za-z0-9_./%-]+)\s*:([^=]|$)`)
	makeRef    = regexp.MustCompile(`\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]`)
)

// fromMakefiles reads each target's recipe lines as shell, with the
// Makefile's simple variables expanded.
func (s *scan) fromMakefiles() []*Candidate {
	var out []*Candidate
	for _, mf := range []string{"Makefile", "makefile", "GNUmakefile"} {
		if s.repo.isFile(mf) {
			out = append(out, s.fromMakefile(mf)...)
		}
	}
	return out
}

func (s *scan) fromMakefile(mf string) []*Candidate {
	var out []*Candidate
	vars := map[string]string{}
	target := ""
	bud := s.shellBudget()
	lines := strings.Split(s.repo.text(mf), "\n")
	for i := 0; i < len(lines) && !bud.stopped(); i++ {
		line := lines[i]
		if !strings.HasPrefix(line, "\t") {
			if m := makeVar.FindStringSubmatch(line); m != nil {
				vars[m[1]] = strings.TrimSpace(m[2])
			} else if m := makeTarget.FindStringSubmatch(line); m != nil {
				target = m[1]
			}
			continue
		}
		start := i
		var recipe string
		recipe, i = makeRecipe(lines, i)
		bud.line = start
		recipe, ok := expandMake(recipe, vars)
		if !ok || !bud.spend(0, len(recipe)) {
			bud.cut(1, "a recipe line expands past %d KiB; it is left out", maxRecipeBytes>>10)
			continue
		}
		for _, inv := range parseShellIn(recipe, nil, bud) {
			src := Source{Kind: FromMakefile, File: mf, Line: start + 1, Section: []string{target}}
			if c := s.candidate(inv, src); c != nil {
				out = append(out, c)
			}
		}
	}
	s.noteCuts(mf, bud)
	return out
}

// makeRecipe joins the recipe line at lines[i] with its continuation
// lines; it returns the line and the index of its last line.
func makeRecipe(lines []string, i int) (string, int) {
	parts := []string{strings.TrimLeft(strings.TrimPrefix(lines[i], "\t"), "@-+")}
	for i+1 < len(lines) {
		last, ok := strings.CutSuffix(strings.TrimRight(parts[len(parts)-1], " "), `\`)
		if !ok {
			break
		}
		parts[len(parts)-1] = strings.TrimRight(last, " ")
		i++
		parts = append(parts, strings.TrimSpace(lines[i]))
	}
	return strings.Join(parts, " "), i
}

// maxRecipeBytes bounds a recipe line once the Makefile's variables are
// expanded in it.
const maxRecipeBytes = 1 << 20

// expandMake expands $(VAR) and ${VAR} with the Makefile's variables (one
// pass, as make does for simple ones; unknown ones become shell's
// ${VAR}) and $$ to $; false when the line would pass maxRecipeBytes.
func expandMake(recipe string, vars map[string]string) (string, bool) {
	var b strings.Builder
	last := 0
	for _, m := range makeRef.FindAllStringSubmatchIndex(recipe, -1) {
		b.WriteString(recipe[last:m[0]])
		name := recipe[m[2]:m[3]]
		v, ok := vars[name]
		if !ok {
			v = "${" + name + "}"
		}
		if b.Len()+len(v) > maxRecipeBytes {
			return "", false
		}
		b.WriteString(v)
		last = m[1]
	}
	b.WriteString(recipe[last:])
	return strings.ReplaceAll(b.String(), "$$", "$"), true
}

// fromShellScripts reads the repository's shell scripts, shallow ones
// first (scripts/, examples/), bounded.
func (s *scan) fromShellScripts() []*Candidate {
	var scripts []string
	for _, f := range s.repo.files {
		if strings.HasSuffix(f, ".sh") {
			scripts = append(scripts, f)
		}
	}
	slices.SortStableFunc(scripts, func(a, b string) int { return strings.Count(a, "/") - strings.Count(b, "/") })
	if len(scripts) > maxScripts {
		scripts = scripts[:maxScripts]
	}
	var out []*Candidate
	size := int64(0)
	for _, sh := range scripts {
		if size += s.repo.size(sh); size > maxScriptBytes {
			s.note("read %d MiB of shell scripts for commands, the bound: %s and the scripts after it are not read", maxScriptBytes>>20, sh)
			break
		}
		bud := s.shellBudget()
		for _, inv := range parseShellIn(s.repo.text(sh), nil, bud) {
			src := Source{Kind: FromShell, File: sh, Line: inv.Line}
			if c := s.candidate(inv, src); c != nil {
				out = append(out, c)
			}
		}
		s.noteCuts(sh, bud)
	}
	return out
}
