package project

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// InitCUDA is the CUDA version `spkit init` prefers; the repository's
// pins may move it.
const InitCUDA = "13.0"

// chooseDeps decides what the image installs: the requirements file and
// what it nests, the project itself (when pip can build it), git for git+
// requirements, the Python the repository asks for, and the newest torch
// of spkit's matrix that satisfies the repository's pins on every
// profile's platform, refusing when none does.
func (d *Detection) chooseDeps(f *reposcan.Findings, opts InitOptions) error {
	deps := f.Deps
	d.requirementsFile(deps)
	d.installProject(f)
	if p := f.Package; p != nil && p.DependenciesOnly && d.Requirements == "" && d.Install == "" {
		d.dependenciesOnly(p)
	}
	if d.Requirements == "" && d.Install == "" && len(d.DepsFrom) == 0 {
		d.readmePackages(f)
	} else if d.Requirements != "" {
		d.requirementGaps(f)
	}
	if err := d.refuseCondaOnly(deps); err != nil {
		return err
	}
	if deps.SelfInstall && d.Install != "" {
		d.note("%s installs the project itself (-e .): the image drops that line and installs the project after its source", d.Requirements)
	}
	if len(deps.Git) > 0 {
		d.BuilderPackages = []string{"git"}
		d.note("%d requirement(s) install from git (%s): builder_packages: [git]", len(deps.Git), deps.Git[0])
	}
	if err := d.separatePackages(deps, opts); err != nil {
		return err
	}
	d.decideInstall(f)
	if d.Volumes.Data == "" {
		d.note("no data folder (%s): volumes.data is left out; set it to where the dataset is", strings.Join([]string{"data/", "datasets/", "dataset/"}, ", "))
	} else {
		d.note("data: %s", d.Volumes.Data)
	}
	if err := d.choosePython(f, opts.Matrix); err != nil {
		return err
	}
	if err := d.chooseTorch(f, opts); err != nil {
		return err
	}
	d.checkXformers(f.Dir)
	return nil
}

// refuseCondaOnly refuses when the only package list is a conda one (a
// requirements.txt that is `conda create --file` output) and nothing else
// says what pip installs: writing no packages would leave the trainer's
// imports out of the image.
func (d *Detection) refuseCondaOnly(deps *reposcan.Deps) error {
	if len(deps.CondaLists) == 0 || d.Requirements != "" || len(d.PipPackages) > 0 {
		return nil
	}
	return errdefs.Configf("list the packages the trainer imports in a pip requirements file and set requirements: in spkit.yaml, or pip_packages",
		"%s is a conda package list (for conda create --file: name=version=build lines, an @EXPLICIT list, or a pin of python itself such as python==3.6.12), not pip requirements, and nothing else says what pip installs", strings.Join(deps.CondaLists, ", "))
}

// requirementsFile takes the requirements file the scan found, with the
// files it includes.
func (d *Detection) requirementsFile(deps *reposcan.Deps) {
	d.Requirements, d.Nested = deps.Requirements, deps.Nested
	if d.Requirements == "" {
		return
	}
	why := ""
	if deps.Why != "" {
		why = " (" + deps.Why + ")"
	}
	d.note("requirements: %s%s", d.Requirements, why)
	if len(d.Nested) > 0 {
		d.note("%s includes %s: copied beside it in the builder", d.Requirements, strings.Join(d.Nested, ", "))
	}
}

// installProject installs the repository itself when pip can build it
// and the training needs it (projectNotNeeded), copying the files that
// describe it.
func (d *Detection) installProject(f *reposcan.Findings) {
	p := f.Package
	switch {
	case p == nil:
	case p.Installable && d.projectNotNeeded(f, p) != "":
		d.note("leaves the project (%s, %s) out: %s; the script runs from the copied source", p.From, orName(p.Name), d.projectNotNeeded(f, p))
	case p.Installable:
		d.Install = p.From
		// pip builds the project from the copied source: it needs the
		// files that describe it.
		for _, n := range []string{"pyproject.toml", "setup.cfg", "README.md", "README.rst", "MANIFEST.in", "VERSION"} {
			if slices.Contains(f.Files, n) && !slices.Contains(d.Copy, n) {
				d.Copy = append(d.Copy, n)
			}
		}
		spec := "."
		if extras := installExtras(f.Deps, p); len(extras) > 0 {
			spec = ".[" + strings.Join(extras, ",") + "]"
		}
		d.PipPackages = []string{spec}
		d.note("installs the project itself (%s, %s) after its source is copied: pip_packages: [%s]", p.From, orName(p.Name), spec)
	case f.Deps.SelfInstall || f.Deps.ReadmeProject:
		d.note("the repository installs itself (%s), but pip cannot build it here: %s; pip_packages leaves it out", p.From, p.Why)
	}
}

// readmePackages takes the README's own pip line as the list of what the
// trainer needs, when there is no requirements file or package; without
// one, what the trainer's imports need (importedPackages).
func (d *Detection) readmePackages(f *reposcan.Findings) {
	deps := f.Deps
	var pkgs []string
	for _, s := range deps.Separate {
		name := strings.ToLower(s.Spec)
		if s.Source.Kind == reposcan.FromDoc && !strings.Contains(s.Source.File, "/") && !slices.ContainsFunc(reposcan.TorchPackages, func(p string) bool { return strings.HasPrefix(name, p) }) && !strings.Contains(name, "git+") {
			pkgs = appendUnique(pkgs, s.Spec)
		}
	}
	if len(pkgs) == 0 {
		d.importedPackages(f)
		return
	}
	d.PipPackages = append(d.PipPackages, pkgs...)
	d.note("no requirements file or installable package: pip_packages takes what the README installs (%s)", strings.Join(pkgs, ", "))
	d.readmeLineGaps(f)
	deps.Separate = nil
}

// separatePackages lists the packages the README installs on its own, for
// the user to confirm.
func (d *Detection) separatePackages(deps *reposcan.Deps, opts InitOptions) error {
	for _, s := range deps.Separate {
		name := strings.ToLower(s.Spec)
		if slices.ContainsFunc(reposcan.TorchPackages, func(p string) bool { return strings.HasPrefix(name, p) }) ||
			strings.Contains(name, "git+") && d.Install != "" || s.Source.Kind != reposcan.FromDoc || strings.Count(s.Source.File, "/") > 0 {
			continue
		}
		if !slices.Contains(d.Separate, s.Spec) {
			d.Separate = append(d.Separate, s.Spec)
		}
	}
	if len(d.Separate) == 0 {
		return nil
	}
	return d.confirmSeparate(opts)
}

// dependenciesOnly installs the [project].dependencies of a project pip
// cannot build (a uv virtual project run from its source) as pip_packages,
// through pip's resolver like any other: torch, torchvision and torchaudio
// stay with spkit's torch step, their pins having gone to the torch
// solver with the requirements' (reposcan.Deps.Pins). What uv alone reads
// ([tool.uv.sources], extras, dependency groups) is said, not installed.
func (d *Detection) dependenciesOnly(p *reposcan.Package) {
	pip, torch, left := reposcan.PipDependencies(p.Dependencies)
	if len(pip) == 0 && len(torch) == 0 {
		return
	}
	d.PipPackages = append(d.PipPackages, pip...)
	say := func(format string, args ...any) {
		d.DepsFrom = append(d.DepsFrom, fmt.Sprintf(format, args...))
	}
	say("pip_packages are pyproject.toml's [project].dependencies: pip cannot build the project itself (%s), so its dependencies are installed and the trainer runs from its source.", p.Why)
	d.note("pyproject.toml declares its dependencies but pip cannot build the project (%s): pip_packages takes the %d dependencies (%s)", p.Why, len(pip), strings.Join(pip, ", "))
	if len(torch) > 0 {
		say("%s: left to torch: above, which meets the pin.", strings.Join(torch, ", "))
	}
	var index, other []string
	for _, name := range sortedKeys(p.UVSources) {
		for _, kind := range p.UVSources[name] {
			if slices.Contains(reposcan.TorchPackages, name) && strings.HasPrefix(kind, "index") {
				index = appendUnique(index, strings.TrimPrefix(kind, "index "))
			} else {
				other = append(other, name+" from "+kind)
			}
		}
	}
	if len(index) > 0 {
		say("[tool.uv.sources] takes torch from the uv index %s: not used; torch comes from the PyTorch index of the image's CUDA (or CPU for cpu).", strings.Join(index, ", "))
	}
	if len(other) > 0 {
		say("[tool.uv.sources] takes %s: pip installs those from the package index instead; check them.", strings.Join(other, ", "))
		d.note("pyproject.toml's [tool.uv.sources] takes %s, which pip does not read: pip_packages installs them from the package index; check them", strings.Join(other, ", "))
	}
	if len(left) > 0 {
		say("Left out: %s.", strings.Join(left, "; "))
		d.note("pip_packages leaves out %s", strings.Join(left, "; "))
	}
	if extras := sortedKeys(p.Extras); len(extras) > 0 || len(p.Groups) > 0 {
		var what []string
		if len(extras) > 0 {
			what = append(what, "[project.optional-dependencies] "+strings.Join(extras, ", "))
		}
		if len(p.Groups) > 0 {
			what = append(what, "[dependency-groups] "+strings.Join(p.Groups, ", "))
		}
		say("Not installed: %s; add what the trainer needs of them to pip_packages.", strings.Join(what, " and "))
	}
}

func orName(n string) string {
	if n == "" {
		return "no name"
	}
	return n
}

// installExtras are the extras the README installs the project with, that
// the package declares.
func installExtras(deps *reposcan.Deps, p *reposcan.Package) []string {
	var out []string
	for _, e := range deps.ReadmeExtras {
		if _, ok := p.Extras[e]; ok && !slices.Contains(out, e) && !devExtra(e) {
			out = append(out, e)
		}
	}
	return out
}

// devExtra reports extras for developing the project, not running it.
func devExtra(e string) bool {
	switch strings.ToLower(e) {
	case "dev", "test", "tests", "testing", "docs", "doc", "lint", "quality", "style", "all":
		return true
	}
	return false
}

// confirmSeparate asks which of the README's separate installs the image
// should have; without a terminal they are written commented out.
func (d *Detection) confirmSeparate(opts InitOptions) error {
	if opts.Ask == nil {
		d.note("the README also installs %s on its own: listed commented out under pip_packages; uncomment what the trainer needs", strings.Join(d.Separate, ", "))
		return nil
	}
	var keep, left []string
	for _, s := range d.Separate {
		ok, err := opts.Ask.Confirm(fmt.Sprintf("The README installs %s on its own. Install it in the image?", s))
		if err != nil {
			return err
		}
		if ok {
			keep = append(keep, s)
		} else {
			left = append(left, s)
		}
	}
	d.PipPackages = append(d.PipPackages, keep...)
	d.Separate = left
	return nil
}
