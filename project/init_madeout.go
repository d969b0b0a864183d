package project

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// madeConfidence is the output confidence of a folder the code makes and
// writes into: at the output threshold, under every other sign.
const madeConfidence = 60

// madeFolder is where the trainer writes when nothing else says: the one
// folder its code makes and writes into by a relative literal
// (reposcan.WrittenFolders). When the code writes to several (or also
// straight into the working folder), none is taken and ./output stays,
// with its CHECK line, unless one of them gets the checkpoints and the
// others only images, figures or tables (checkpointFolder). A folder
// that gets only images is not taken when the code saves checkpoints
// elsewhere: images never outrank checkpoints.
func (d *Detection) madeFolder(f *reposcan.Findings, c *reposcan.Candidate) (writePlace, bool) {
	ws := f.WrittenFolders(c)
	if len(ws) == 0 {
		return writePlace{}, false
	}
	if w, ok := checkpointFolder(ws); ok && len(ws) > 1 {
		from := fmt.Sprintf("%s makes %s/ and saves its checkpoints there (%s); the other places it writes hold only images, figures or tables", w.File, w.Folder, w.Write)
		return writePlace{value: w.Folder, from: from, argIndex: -1, conf: madeConfidence}, true
	}
	if len(ws) > 1 || ws[0].Folder == "." {
		var each []string
		for _, w := range ws[:min(len(ws), 4)] {
			each = append(each, fmt.Sprintf("%s in %s", w.Folder, w.File))
		}
		d.note("the code writes to more than one place (%s): none is taken as the output", strings.Join(each, ", "))
		return writePlace{}, false
	}
	w := ws[0]
	if saves := f.Saves(c); w.Media && len(saves) > 0 {
		d.note("the code writes only images, figures or tables to %s/ (%s) and saves its checkpoints elsewhere (%s): %s/ is not taken as the output", w.Folder, w.Write, saves[0].At(), w.Folder)
		return writePlace{}, false
	}
	from := fmt.Sprintf("%s makes %s/ and writes there (%s)", w.File, w.Folder, w.Write)
	return writePlace{value: w.Folder, from: from, argIndex: -1, conf: madeConfidence}, true
}

// checkpointFolder is the one made folder the code saves checkpoints into
// when every other place it writes gets only images, figures or tables
// (validation images in results/, weights in checkpoints/): images never
// outrank checkpoints. The working folder itself is never taken.
func checkpointFolder(ws []reposcan.WrittenFolder) (reposcan.WrittenFolder, bool) {
	var found reposcan.WrittenFolder
	n := 0
	for _, w := range ws {
		switch {
		case w.Saves && w.Folder != ".":
			found = w
			n++
		case !w.Media:
			return reposcan.WrittenFolder{}, false
		}
	}
	return found, n == 1
}
