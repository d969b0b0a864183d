package project

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// installThreshold: what the image installs (the requirements file, the
// project itself, its extras) is written whatever its confidence, since a
// wrong install fails at build time, loudly, and is fixed in spkit.yaml;
// under the threshold spkit.yaml says so in a CHECK line naming the
// alternatives. The value comes from the named corpus like the others
// (TestInitConfidenceCorpus): the highest that keeps every right answer.
const installThreshold = 60

// installEvidence is the install decision's evidence: its confidence is
// its weakest part's.
type installEvidence struct {
	conf int
	why  []string
	alts []string
}

func (e *installEvidence) add(conf int, why string, alts ...string) {
	e.conf = min(e.conf, conf)
	e.why = append(e.why, why)
	e.alts = append(e.alts, alts...)
}

// decideInstall records the install decision with a confidence from its
// evidence: the file or project the documentation installs is sure, a
// conventional requirements.txt nearly so, a file picked by name among
// others or a project no document installs is not; under installThreshold
// a CHECK line names the alternatives.
func (d *Detection) decideInstall(f *reposcan.Findings) {
	deps, e := f.Deps, &installEvidence{conf: 100}
	d.requirementsEvidence(deps, e)
	d.projectEvidence(deps, e)
	if d.Requirements == "" && d.Install == "" {
		switch {
		case d.depsFromImports && len(d.importUnknown) > 0:
			// The table maps only the imports it knows: a list taken from
			// the imports misses the others, and the run stops at them.
			e.add(50, fmt.Sprintf("pip_packages are what the trainer imports, but spkit's table does not know %s", strings.Join(d.importUnknown[:min(len(d.importUnknown), 4)], ", ")),
				"a requirements file listing them (requirements: FILE)")
		case d.depsFromImports:
			e.add(70, "pip_packages are what the trainer imports (every import is the standard library's, the repository's own or in spkit's table)")
		case len(d.PipPackages) > 0:
			e.add(70, "pip_packages are the README's pip line")
		case len(deps.Separate) > 0:
			e.add(60, "no requirements file or installable package; the README installs packages on its own")
		default:
			e.add(30, "no requirements file, installable package or pip line found",
				"a requirements file with what the trainer imports (requirements: FILE)")
		}
	}
	answer := fmt.Sprintf("%s project=%v", d.Requirements, d.Install != "")
	d.decide("install", strings.TrimSpace(answer), e.conf, strings.Join(e.why, "; "))
	if e.conf >= installThreshold {
		return
	}
	s := fmt.Sprintf("not sure what the image installs (confidence %d of 100: %s)", e.conf, strings.Join(e.why, "; "))
	if len(e.alts) > 0 {
		s += "; the alternatives: " + strings.Join(e.alts[:min(len(e.alts), 3)], ", ")
	}
	d.InstallCheck = s
	d.note("%s", s)
}

// requirementsEvidence rates the requirements file.
func (d *Detection) requirementsEvidence(deps *reposcan.Deps, e *installEvidence) {
	switch {
	case d.Requirements == "":
	case deps.Why == reposcan.ReadmeInstallsIt:
		e.add(90, d.Requirements+": the README installs it")
	case d.Requirements == "requirements.txt":
		e.add(80, "requirements.txt at the root")
	case len(deps.Rivals) > 0:
		e.add(45, fmt.Sprintf("%s picked by its name (%s)", d.Requirements, deps.Why), quoteAll("requirements: ", deps.Rivals)...)
	default:
		e.add(65, d.Requirements+": the only requirements file")
	}
}

// projectEvidence rates installing the project itself, with its extras.
func (d *Detection) projectEvidence(deps *reposcan.Deps, e *installEvidence) {
	if d.Install == "" {
		return
	}
	if deps.ReadmeProject || deps.SelfInstall || len(deps.ReadmeExtras) > 0 {
		// The extras too are the documentation's (those the package
		// declares: pip ignores the others, as a README listing one per
		// platform expects).
		e.add(90, "the documentation installs the project")
		return
	}
	alts := []string{"pip_packages without \".\" (run from the source)"}
	if p := d.findings.Package; p != nil {
		for _, x := range sortedKeys(p.Extras) {
			if !devExtra(x) && len(alts) < 3 {
				alts = append(alts, fmt.Sprintf("pip_packages: [\".[%s]\"]", x))
			}
		}
	}
	e.add(55, "the project is installable but no document installs it", alts...)
}

func quoteAll(prefix string, xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = prefix + x
	}
	return out
}
