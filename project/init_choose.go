package project

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/trainconfig"
)

// pickEntry decides train.command: a command the README or Makefile shows
// (when what it runs exists), else a top-level *train*.py, run.py, a
// console script, scripts/train*.py, or src/<pkg>/train.py.
func (d *Detection) pickEntry(dir string) {
	scripts := consoleScripts(dir)
	e := documentedEntry(dir, scripts, d.Configs)
	switch {
	case e != nil:
	case len(d.Scripts) > 0:
		e = scriptEntry(dir, d.Scripts[0], scriptWhy(d.Scripts))
	case isFile(filepath.Join(dir, "run.py")):
		e = scriptEntry(dir, "run.py", ", no train*.py")
	case len(scripts) > 0:
		e = &entry{Command: []string{scripts[0], ConfigToken}, Why: "console script " + scripts[0] + " from pyproject.toml [project.scripts]; check its arguments"}
	default:
		e = scriptsEntry(dir)
		if e == nil {
			e = srcEntry(dir)
		}
	}
	if e == nil {
		d.Command = []string{"python", "train.py", "--config", ConfigToken}
		d.MainScript = "train.py"
		d.note("could not find an entry point (train*.py, run.py, scripts/, src/<pkg>/train.py, [project.scripts], a launch line in README or Makefile): set train.command")
		return
	}
	for i, w := range e.Command {
		if w == "python3" {
			e.Command[i] = "python"
		}
		if strings.HasSuffix(w, ".py") && d.MainScript == "" {
			d.MainScript = w
		}
	}
	d.Command, d.CommandWhy, d.MainConfig = e.Command, e.Why, e.Config
	if e.Missing != "" {
		d.note("%s names %s, which is not in the repository: train.config takes its place; check train.command and train.config", e.Why, strings.Map(printable, e.Missing))
	}
}

func scriptWhy(scripts []string) string {
	if scripts[0] == "train.py" {
		return ""
	}
	if len(scripts) == 1 {
		return ", the only train script"
	}
	return ", first of " + strings.Join(scripts, ", ")
}

// pickConfig decides train.config when the command did not name one, and
// makes sure the command takes it.
func (d *Detection) pickConfig(dir string, hw map[string]bool) {
	defer func() {
		if d.CommandWhy != "" {
			d.Notes = slices.Insert(d.Notes, 0, fmt.Sprintf("entry point: %s (%s)", strings.Join(d.Command, " "), strings.Map(printable, d.CommandWhy)))
		}
	}()
	why := "named by the training command"
	if d.MainConfig == "" {
		d.MainConfig = pickMainConfig(dir, d.MainScript, d.Configs, hw)
		why = "of " + fmt.Sprint(len(d.Configs)) + " found"
	}
	if d.MainConfig == "" {
		d.note("could not find a trainer config (YAML or TOML under %s): train.config is left out", strings.Join(dirsSlash(configDirs), ", "))
		d.Command = slices.DeleteFunc(d.Command, func(w string) bool { return w == ConfigToken })
		if n := len(d.Command); n > 0 && strings.HasPrefix(d.Command[n-1], "--config") {
			d.Command = d.Command[:n-1]
		}
		return
	}
	if !slices.Contains(d.Command, ConfigToken) {
		d.Command = append(d.Command, "--config", ConfigToken)
		d.note("the entry point declares no config argument: guessed --config; check train.command")
	}
	d.note("config: %s (%s)", d.MainConfig, why)
}

func (d *Detection) noteDeps(dir string) {
	switch {
	case d.Requirements != "":
		d.note("requirements: %s", d.Requirements)
	case d.Install == "":
		d.note("could not find requirements*.txt, pyproject.toml or setup.py: add what the trainer imports to requirements or pip_packages")
	}
	if selfInstall(dir, d.Requirements) {
		d.note("%s installs the project itself (-e .): with pip_packages: [.] the image drops that line and installs the project after its source", d.Requirements)
	}
	if d.Install != "" {
		d.note("installs the project itself (%s) after its source is copied: pip_packages: [.]", d.Install)
	}
	if d.Volumes.Data == "" {
		d.note("no data folder (%s): volumes.data is left out; set it to where the dataset is", strings.Join(dirsSlash(dataDirs), ", "))
	} else {
		d.note("data: %s", d.Volumes.Data)
	}
}

func dirsSlash(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n + "/"
	}
	return out
}

func (d *Detection) note(format string, args ...any) {
	d.Notes = append(d.Notes, strings.Map(printable, fmt.Sprintf(format, args...)))
}

// selfInstall reports whether a requirements file installs the repository
// itself ("-e ." or "."), which fails before the source is copied.
func selfInstall(dir, req string) bool {
	if req == "" {
		return false
	}
	src, _ := readSmall(filepath.Join(dir, req))
	for _, line := range strings.Split(string(src), "\n") {
		switch strings.Join(strings.Fields(line), " ") {
		case ".", "-e .", "--editable .", "./", "-e ./":
			return true
		}
	}
	return false
}

// pickOutput puts volumes.output where the trainer config writes: the
// output mount sits at <workdir>/<folder>, so a LLaMA-Factory config's
// output_dir: saves/llama3/lora gets volumes.output: ./saves, and its
// checkpoints land on the host instead of in the container's layer. Paths
// that cannot be mounted that way (absolute, outside the repository, into
// the code or the data) are left at the default with a note.
func (d *Detection) pickOutput(dir string) {
	if d.MainConfig == "" {
		return
	}
	base, err := readSmall(filepath.Join(dir, d.MainConfig))
	if err != nil {
		return
	}
	key, v, ok := trainconfig.FirstScalar(base, trainconfig.OutputKeys...)
	if !ok || strings.TrimSpace(v) == "" {
		return
	}
	p := path.Clean(filepath.ToSlash(strings.TrimSpace(v)))
	top := strings.SplitN(p, "/", 2)[0]
	code := slices.Contains(d.Copy, top+"/") || strings.HasSuffix(top, ".py")
	switch {
	case path.IsAbs(p) || p == "." || top == ".." || top == "data" || code:
		d.note("%s sets %s: %s, which volumes.output (%s, mounted at the image's workdir) cannot cover: set %s to a folder under output/, or its checkpoints stay in the container",
			d.MainConfig, key, strings.Map(printable, v), d.Volumes.Output, key)
	case "./"+top != d.Volumes.Output:
		d.Volumes.Output = "./" + top
		d.note("volumes.output: ./%s, where %s's %s (%s) writes", strings.Map(printable, top), d.MainConfig, key, strings.Map(printable, v))
	}
}
