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
// with its CHECK line.
func (d *Detection) madeFolder(f *reposcan.Findings, c *reposcan.Candidate) (writePlace, bool) {
	ws := f.WrittenFolders(c)
	if len(ws) == 0 {
		return writePlace{}, false
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
	from := fmt.Sprintf("%s makes %s/ and writes there (%s)", w.File, w.Folder, w.Write)
	return writePlace{value: w.Folder, from: from, argIndex: -1, conf: madeConfidence}, true
}
