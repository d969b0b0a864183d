package project

import (
	"fmt"
	"path"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// The output confidences when nothing says where the trainer writes: the
// launched code saves (a torch.save of a path from an option or a config,
// a Lightning Trainer, an mmengine Runner...) somewhere init cannot tell,
// so ./output would be a guess its checkpoints miss (under
// outputThreshold: asked or refused); it saves only to relative paths its
// code names (a file in the working folder: ./output stays, with a CHECK
// line naming them, as before); or it saves nothing init can see, and
// ./output only holds what the user adds (outputThreshold itself).
const (
	savesUnplacedConfidence = 30
	savesHereConfidence     = 20
	savesNothingConfidence  = outputThreshold
)

// undecidedOutput answers the output when no rule found where the trainer
// writes, by what the launched code saves (reposcan.Saves): nothing, and
// ./output stays with a note; only to places its code names, and ./output
// stays with a CHECK line naming them; somewhere else, and init asks for
// the folder in a terminal and refuses otherwise, naming the save calls
// and --output. The corpus sweep (anyConfidence) keeps ./output.
func (d *Detection) undecidedOutput(f *reposcan.Findings, opts InitOptions) (writePlace, bool, error) {
	saves := f.Saves(d.launch)
	if len(saves) == 0 {
		why := "nothing says where it writes, and the code it runs saves nothing init can see"
		d.decide("output", "./output", savesNothingConfidence, why)
		d.checkOutput(why + ": it seems to need no output folder; rerun with --output DIR if it does save")
		return writePlace{}, false, nil
	}
	var unplaced, here []string
	for _, s := range saves {
		at := strings.Map(printable, s.At())
		if s.Known == "" {
			unplaced = append(unplaced, at)
		} else {
			here = append(here, fmt.Sprintf("%s to %s", at, strings.Map(printable, s.Known)))
		}
	}
	if len(unplaced) == 0 || opts.anyConfidence {
		why := "nothing says where it writes"
		if len(here) > 0 {
			why += fmt.Sprintf("; the code saves to paths it names (%s)", strings.Join(here, ", "))
		}
		d.decide("output", "./output", savesHereConfidence, why)
		d.checkOutput(why)
		return writePlace{}, false, nil
	}
	return d.askUnplaced(opts, fmt.Sprintf("no output argument, config key or default says where it writes, but the code it runs saves (%s)", strings.Join(unplaced, ", ")))
}

// askUnplaced asks for the folder a trainer that saves writes to, in a
// terminal, and refuses otherwise, naming why and --output.
func (d *Detection) askUnplaced(opts InitOptions, why string) (writePlace, bool, error) {
	if opts.Ask == nil {
		d.decide("output", "./output", savesUnplacedConfidence, why)
		return writePlace{}, false, errdefs.Configf("pass it: spkit init --output DIR (the folder, relative to the repository, its checkpoints go to), or run spkit init in a terminal to answer",
			"not sure where %s writes its checkpoints (confidence %d of 100, under %d): %s", d.launchName(), savesUnplacedConfidence, outputThreshold, why)
	}
	v, err := opts.Ask.Fill(Question{Flag: "--output", Placeholder: "<folder its checkpoints go to>", Why: why})
	if err != nil {
		return writePlace{}, false, err
	}
	w, err := givenOutput(v, "given at the prompt")
	return w, err == nil, err
}

// checkOutput is the CHECK line of an output init could not place: ./output
// stays, and the user points the trainer there or reruns with --output.
func (d *Detection) checkOutput(why string) {
	s := fmt.Sprintf("could not tell where %s writes its checkpoints (%s): volumes.output is ./output, mounted at %s; point the trainer's output there, or rerun with --output DIR",
		d.launchName(), why, path.Join(DefaultWorkdir, "output"))
	d.Checks = append(d.Checks, s)
	d.note("%s", s)
}
