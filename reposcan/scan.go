package reposcan

import (
	"context"
	"fmt"
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
	// Line is the documented command's words (after its VAR=value
	// prefixes); Holder the one folder directly under the root that has a
	// file named Script, when no other place in the repository has one:
	// the line was likely written from there (`python main.py` of code in
	// src/). init names it in its refusal, never runs it on its own.
	Line   []string
	Holder string
}

type scan struct {
	ctx            context.Context
	hw             *hardwareTable
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
	// networks says, per config a line names, whether it is a network
	// definition (dropNetworkConfig), read once.
	networks map[string]bool
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
	return ScanWith(ctx, dir, ScanOptions{})
}

// ScanOptions are what a scan is told from above.
type ScanOptions struct {
	// HardwareWords name the machines spkit has profiles for (from the
	// profile catalog): a file named for one is that profile's variant.
	// Without them only hardware spkit has no profile for is known.
	HardwareWords []HardwareWord
}

// ScanWith is ScanContext with options.
func ScanWith(ctx context.Context, dir string, opts ScanOptions) (*Findings, error) {
	r, err := openRepo(ctx, dir)
	if err != nil {
		return nil, err
	}
	s := &scan{ctx: ctx, repo: r, f: &Findings{Dir: dir, Files: r.files, Truncated: r.truncated}, entries: map[string]*Entry{},
		hw: newHardwareTable(opts.HardwareWords)}
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
		s.note("%s, %s", file, c)
	}
	if b.more > 0 {
		s.note("%s: %d more commands left out for the same bounds", file, b.more)
	}
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
