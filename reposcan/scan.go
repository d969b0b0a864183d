package reposcan

import (
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
	at := s.File
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
}

func (s *scan) note(format string, args ...any) {
	s.f.Notes = append(s.f.Notes, fmt.Sprintf(format, args...))
}

// Scan reads the repository at dir. It reads only regular files, at most
// maxFileRead bytes of each and maxFiles files in all; it never runs
// anything and writes nothing.
func Scan(dir string) (*Findings, error) {
	r, err := openRepo(dir)
	if err != nil {
		return nil, err
	}
	s := &scan{repo: r, f: &Findings{Dir: dir, Files: r.files, Truncated: r.truncated}, entries: map[string]*Entry{}}
	if r.badNames > 0 {
		s.note("left out %d file(s) or folder(s) whose names are not UTF-8: spkit.yaml cannot name them", r.badNames)
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
	return s.f, nil
}

// translated matches documents that translate another (README_zh.md,
// INSTALL.ja.md, docs/zh/...).
var translated = regexp.MustCompile(`(?i)([._-](zh|ja|jp|ko|kr|es|pt|pt-br|fr|de|ru|hi|it|tr|vi|ar|fa|id|pl|uk|zh-cn|zh-tw|zh_cn|zh_tw|cn|tw)\.(md|rst|markdown)$)|(^|/)(zh|ja|ko|es|fr|de|ru|cn|zh_cn|zh-cn|ja_jp|zh-hans|zh-hant)/`)

var readmeName = regexp.MustCompile(`(?i)^readme(\.(md|markdown|rst|txt))?$`)

// documents lists the Markdown/RST files to read for commands: the
// top-level README first, then other top-level documents, then those
// under docs/ and examples/ (bounded).
func (s *scan) documents() []string {
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
	out := append(top, rest...)
	if len(out) > maxDocs {
		out = out[:maxDocs]
	}
	return out
}

func (s *scan) fromDocs() []*Candidate {
	var out []*Candidate
	for _, doc := range s.documents() {
		text := s.repo.text(doc)
		var blocks []Block
		if strings.EqualFold(path.Ext(doc), ".rst") {
			blocks = rstBlocks(text)
		} else {
			blocks = markdownBlocks(text)
		}
		kind := FromDoc
		if !strings.Contains(doc, "/") && readmeName.MatchString(doc) {
			kind = FromReadme
		}
		dir := path.Dir(doc)
		if dir == "." {
			dir = ""
		}
		userConfig := s.userConfigIn(text)
		for _, b := range blocks {
			for _, inv := range parseShell(b.Text, nil) {
				if inv.Dir == "" && dir != "" {
					inv.Dir = dir
				}
				src := Source{Kind: kind, File: doc, Line: b.Line + inv.Line - 1, Section: b.Section, Inline: b.Inline, Label: b.Label}
				if c := s.candidate(inv, src); c != nil {
					if c.ConfigIndex < 0 {
						// It names no config, and the document has the
						// user write one the repository ships only as a
						// template: the line runs on that file.
						c.UserConfig = userConfig
					}
					out = append(out, c)
				}
			}
		}
	}
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
		if !s.repo.isFile(mf) {
			continue
		}
		vars := map[string]string{}
		target := ""
		lines := strings.Split(s.repo.text(mf), "\n")
		for i := 0; i < len(lines); i++ {
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
			recipe := strings.TrimLeft(strings.TrimPrefix(line, "\t"), "@-+")
			for strings.HasSuffix(strings.TrimRight(recipe, " "), `\`) && i+1 < len(lines) {
				i++
				recipe = strings.TrimRight(strings.TrimRight(recipe, " "), `\`) + " " + strings.TrimSpace(lines[i])
			}
			recipe = makeRef.ReplaceAllStringFunc(recipe, func(m string) string {
				if v, ok := vars[makeRef.FindStringSubmatch(m)[1]]; ok {
					return v
				}
				return "${" + makeRef.FindStringSubmatch(m)[1] + "}"
			})
			recipe = strings.ReplaceAll(recipe, "$$", "$")
			for _, inv := range parseShell(recipe, nil) {
				src := Source{Kind: FromMakefile, File: mf, Line: start + 1, Section: []string{target}}
				if c := s.candidate(inv, src); c != nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
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
	for _, sh := range scripts {
		for _, inv := range parseShell(s.repo.text(sh), nil) {
			src := Source{Kind: FromShell, File: sh, Line: inv.Line}
			if c := s.candidate(inv, src); c != nil {
				out = append(out, c)
			}
		}
	}
	return out
}
