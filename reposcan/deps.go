package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Deps is what the repository installs and how.
type Deps struct {
	// Requirements is the requirements file the image installs ("" when
	// none); Nested are the files it pulls in with -r/-c, which the image
	// must copy beside it; Others are requirements files left out (dev,
	// docs, tests, or named for hardware).
	Requirements string
	Why          string
	Nested       []string
	Others       []string
	// Rivals are the requirements files that could have been the main one
	// (the README's, requirements.txt, requirements/*.txt not for
	// development or a machine), for init to name when it is unsure.
	Rivals []string
	// CondaLists are requirements-named files that are conda package lists
	// (name=version=build, for `conda create --file`): pip cannot install
	// them, so they are not Requirements.
	CondaLists []string
	// Pins are the torch, torchvision and torchaudio specifiers the
	// repository states, with where.
	Pins []Pin
	// IndexURLs are --index-url / --extra-index-url / --find-links lines
	// of the requirements files; ReadmeIndexURLs those of the README's pip
	// lines (how its author set up an environment).
	IndexURLs       []string
	ReadmeIndexURLs []string
	// Git are requirements installed from git (git+https://...): the
	// builder stage needs git.
	Git []string
	// SelfInstall is set when the requirements install the project itself
	// ("-e ." or "."), which fails before the source is copied.
	SelfInstall bool
	// Needs are what the requirements (and the project's dependencies)
	// need beyond pip install: --no-build-isolation, nvcc, system
	// libraries (NeedOf's table).
	Needs []BuildNeed
	// ReadmeInstalls are what the README's pip lines install: requirements
	// files, the project with extras, and packages named on their own.
	ReadmeRequirements []string
	ReadmeExtras       []string
	ReadmeProject      bool
	// ReadmeProjectLocal: the README installs the project from its source
	// (`pip install -e .`, `pip install .[extra]`), not by name from PyPI.
	ReadmeProjectLocal bool
	Separate           []Separate
}

// Pin is one stated version constraint on a PyTorch package.
type Pin struct {
	Package string // torch, torchvision, torchaudio
	Spec    string // PEP 440 specifier as written (">=2.4,<2.6", "==2.12.0+cu130"), "" for any
	Source  string // "requirements.txt:3", "pyproject.toml dependencies", "README.md:40"
	// Soft marks a pin the README's own install line states (a user's
	// environment setup), not a requirement of the project.
	Soft bool
	// Marker is the pin's environment marker, when it has one that may
	// hold on Linux (python_version >= "3.10"); pins whose marker cannot
	// hold there are not pins.
	Marker string
}

func (p Pin) String() string {
	spec := p.Spec
	if spec == "" {
		spec = " (any version)"
	}
	return fmt.Sprintf("%s%s (%s)", p.Package, spec, p.Source)
}

// Separate is a package the README installs on its own line.
type Separate struct {
	Spec   string // "torchao", "flash-attn==2.7.4"
	Source Source
	Flags  []string // pip flags on that line (--no-build-isolation)
}

// TorchPackages are the packages whose versions spkit's matrix decides.
var TorchPackages = []string{"torch", "torchvision", "torchaudio"}

var (
	reqName   = regexp.MustCompile(`^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$`)
	wheelURL  = regexp.MustCompile(`/(torch|torchvision|torchaudio)-([0-9][^-]*)-`)
	reqIgnore = regexp.MustCompile(`(?i)(dev|test|doc|lint|ci|bench|optional|extra)`)
)

// normName is a package name as pip compares it (PEP 503).
func normName(n string) string {
	return strings.ToLower(strings.NewReplacer("_", "-", ".", "-").Replace(n))
}

// readDeps reads the requirements file init installs (and what it
// nests), the package's dependencies, and the README's pip lines.
func (s *scan) readDeps() *Deps {
	d := &Deps{}
	s.readmeInstalls(d)
	d.Requirements, d.Why = s.mainRequirements(d)
	var lines []reqLine
	if d.Requirements != "" {
		lines = s.readRequirements(d.Requirements, d, map[string]bool{}, 0, false)
	}
	for _, l := range lines {
		if strings.Contains(l.text, "git+") && !l.constraint {
			d.Git = append(d.Git, l.text)
		}
		if p, ok := requirementPin(l.text, l.at()); ok {
			d.Pins = append(d.Pins, p)
		}
		if !l.constraint {
			d.Needs = addNeed(d.Needs, l.text, l.at())
		}
	}
	if p := s.pkg; p != nil && (p.Installable || p.DependenciesOnly && d.Requirements == "") {
		// A project pip cannot build whose dependencies the image installs
		// on their own (no requirements file) pins torch the same way.
		for _, dep := range p.Dependencies {
			if strings.Contains(dep, "git+") {
				d.Git = append(d.Git, dep)
			}
			if pin, ok := requirementPin(dep, p.From+" dependencies"); ok {
				d.Pins = append(d.Pins, pin)
			}
			d.Needs = addNeed(d.Needs, dep, p.From+" dependencies")
		}
		for _, extra := range d.ReadmeExtras {
			if !p.Installable {
				break // extras come with the project only
			}
			for _, dep := range p.Extras[extra] {
				if strings.Contains(dep, "git+") {
					d.Git = append(d.Git, dep)
				}
				if pin, ok := requirementPin(dep, fmt.Sprintf("%s extra %q", p.From, extra)); ok {
					d.Pins = append(d.Pins, pin)
				}
			}
		}
	}
	if d.Requirements == "" && len(d.Pins) == 0 {
		// No requirements file: the conda environment file's pip section
		// says which torch the authors ran.
		d.Pins = append(d.Pins, s.condaPipPins()...)
	}
	for _, sep := range d.Separate {
		if pin, ok := requirementPin(sep.Spec, sep.Source.File+fmt.Sprintf(":%d", sep.Source.Line)); ok {
			pin.Soft = true
			d.Pins = append(d.Pins, pin)
		}
	}
	d.Rivals = s.requirementsRivals(d)
	d.Others = s.otherRequirements(d)
	return d
}

// ReadmeInstallsIt is Deps.Why for a requirements file the README's pip
// line installs.
const ReadmeInstallsIt = "the README installs it"

// cdRequirements writes the requirements files a pip line names after a
// `cd` from the root (`cd NAME/fine-tune`, `pip install -r
// requirements.txt` installs fine-tune/requirements.txt), when the file
// is there.
func (s *scan) cdRequirements(inv Invocation, args []string) []string {
	if !inv.Cd {
		return args
	}
	dir, out := s.cdFolder(inv.Dir), slices.Clone(args)
	for i := 0; i+1 < len(out); i++ {
		if out[i] == "-r" || out[i] == "--requirement" {
			if p := path.Join(dir, out[i+1]); s.repo.isFile(p) {
				out[i+1] = p
			}
		}
	}
	return out
}

// readmeInstalls reads the pip lines of the documents: requirements files,
// the project (with extras), separate packages, index URLs.
func (s *scan) readmeInstalls(d *Deps) {
	for _, doc := range s.documents() {
		if strings.Contains(doc, "/") {
			continue // how the README sets up; tutorials install for themselves
		}
		for _, dc := range s.docCommands(doc) {
			args, ok := pipInstallArgs(dc.inv.Words)
			if !ok {
				d.ReadmeProjectLocal = d.ReadmeProjectLocal || mimLocalInstall(dc.inv.Words)
				continue
			}
			src := Source{Kind: FromDoc, File: doc, Line: dc.block.Line + dc.inv.Line - 1, Section: dc.block.Section}
			s.pipLine(d, s.cdRequirements(dc.inv, args), src)
		}
	}
}

// pipInstallArgs returns the arguments after `pip install` (pip, pip3,
// python -m pip, uv pip).
func pipInstallArgs(w []string) ([]string, bool) {
	for i := 0; i+1 < len(w) && i < 4; i++ {
		if (w[i] == "pip" || w[i] == "pip3" || strings.HasSuffix(w[i], "/pip")) && w[i+1] == "install" {
			return w[i+2:], true
		}
	}
	return nil, false
}

// mimLocalInstall says whether the words are OpenMMLab's `mim install -e
// .` (or `mim install .`, with extras): pip's install of the project's
// source through mim, which also picks prebuilt wheels for its extras.
func mimLocalInstall(w []string) bool {
	if len(w) < 3 || path.Base(w[0]) != "mim" || w[1] != "install" {
		return false
	}
	for _, a := range w[2:] {
		if a = strings.TrimPrefix(a, "./"); a == "." || a == "" || strings.HasPrefix(a, ".[") {
			return true
		}
	}
	return false
}

func (s *scan) pipLine(d *Deps, args []string, src Source) {
	var flags, specs []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-r" || a == "--requirement":
			if i+1 < len(args) {
				d.ReadmeRequirements = appendNew(d.ReadmeRequirements, path.Clean(args[i+1]))
				i++
			}
		case a == "-e" || a == "--editable":
			if i+1 < len(args) {
				d.ReadmeProjectLocal = s.projectSpec(d, args[i+1]) || d.ReadmeProjectLocal
				i++
			}
		case a == "-i" || a == "--index-url" || a == "--extra-index-url" || a == "-f" || a == "--find-links":
			if i+1 < len(args) {
				d.ReadmeIndexURLs = appendNew(d.ReadmeIndexURLs, a+" "+args[i+1])
				i++
			}
		case strings.HasPrefix(a, "-"):
			flags = append(flags, a)
		case a == "." || a == "./" || strings.HasPrefix(a, ".[") || strings.HasPrefix(a, "./["):
			d.ReadmeProjectLocal = s.projectSpec(d, a) || d.ReadmeProjectLocal
		default:
			specs = append(specs, a)
		}
	}
	for _, sp := range specs {
		if strings.HasSuffix(sp, ".txt") || isPlaceholder(sp, false) {
			continue
		}
		if m := reqName.FindStringSubmatch(sp); m != nil && s.pkg != nil && s.pkg.Name != "" && normName(m[1]) == normName(s.pkg.Name) && !strings.Contains(sp, "git+") {
			// `pip install PROJECT[extra]`: the project itself, from PyPI.
			s.projectSpec(d, m[2])
			continue
		}
		d.Separate = append(d.Separate, Separate{Spec: sp, Source: src, Flags: flags})
	}
}

// projectSpec reads the project's own spec (".", ".[extra]", "[extra]"
// after the name) and says whether it was one.
func (s *scan) projectSpec(d *Deps, spec string) bool {
	spec = strings.TrimPrefix(strings.TrimPrefix(spec, "./"), ".")
	if !strings.HasPrefix(spec, "[") && spec != "" {
		return false
	}
	d.ReadmeProject = true
	for _, e := range strings.Split(strings.Trim(spec, "[]"), ",") {
		if e = strings.TrimSpace(e); e != "" {
			d.ReadmeExtras = appendNew(d.ReadmeExtras, e)
		}
	}
	return true
}
