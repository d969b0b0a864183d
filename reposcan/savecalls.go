package reposcan

import (
	"regexp"
	"strings"
)

// The calls that write files, make folders or save a model, in one table:
// Saves (does the trainer save checkpoints, and where) and WrittenFolders
// (which folder does the code make and write into) both read it.

// Where a call's path is, besides an argument's index.
const (
	noPath       = -1 // it takes no path (a trainer object writes under its own option)
	receiverPath = -2 // the object it is called on (Path("logs").mkdir())
)

// saveKind says when a call counts as the trainer saving a model or state.
type saveKind int

const (
	savesNothing saveKind = iota
	savesAlways           // a model, its state, or a trainer that saves under its own folder
	savesWeights          // only when its path is a weights file (open(..., "wb"))
)

// writeCall is a call and what it does with a path.
type writeCall struct {
	// Names as written: "torch.save"; a leading dot is a method of any
	// object (".save_pretrained"). Each is matched as a whole word up to
	// its opening parenthesis.
	Names []string
	// Path is the index of the argument that is the path it writes to
	// (or makes), noPath or receiverPath.
	Path int
	// Folder: the path may name a folder to write into, not a file.
	Folder bool
	// Mode: it writes only when its second argument is a write mode.
	Mode bool
	// Makes: it makes the folder its path names.
	Makes bool
	// Written: WrittenFolders follows its path to the folder it writes in.
	Written bool
	// Saves: whether it is the trainer saving a model or state.
	Saves saveKind
	// Media: it writes an image, a figure or a table of values, never a
	// checkpoint; a folder only such calls write is outranked by the one
	// the trainer's checkpoints go to (WrittenFolder.Media).
	Media bool
	// ImageOnly: it writes only when its path names an image file (PIL's
	// img.save('results/1.png')), and then it is Media.
	ImageOnly bool
}

// writeCalls is the table. A call left out of WrittenFolders (Written
// false) with a path is one whose path init reads only for Saves.
var writeCalls = []writeCall{
	{Names: []string{"torch.save"}, Path: 1, Written: true, Saves: savesAlways},
	{Names: []string{"save_file"}, Path: 1, Written: true, Saves: savesAlways}, // safetensors
	{Names: []string{"save_image"}, Path: 1, Written: true, Media: true},       // torchvision
	{Names: []string{".save_pretrained", ".save_model", ".save_checkpoint", ".save_state"}, Path: 0, Folder: true, Written: true, Saves: savesAlways},
	{Names: []string{".save_weights"}, Path: 0, Saves: savesAlways}, // Keras
	// A repository's own save_checkpoint(state, ...): its first argument
	// is read as for the method, and a state resolves to no path.
	{Names: []string{"save_checkpoint", "save_model"}, Path: 0, Saves: savesAlways},
	{Names: []string{"np.save", "np.savez", "np.savez_compressed", "np.savetxt",
		"numpy.save", "numpy.savez", "numpy.savez_compressed", "numpy.savetxt"}, Path: 0, Written: true, Media: true},
	{Names: []string{".savefig", ".to_csv", ".to_json", ".to_parquet"}, Path: 0, Written: true, Media: true},
	{Names: []string{"cv2.imwrite", "imageio.imwrite", "imageio.imsave", "imageio.mimsave", ".imsave"}, Path: 0, Written: true, Media: true},
	{Names: []string{".save"}, Path: 0, Written: true, ImageOnly: true}, // PIL
	{Names: []string{"open"}, Path: 0, Mode: true, Written: true, Saves: savesWeights},
	// Trainer objects that save under their own output folder.
	{Names: []string{"pl.Trainer", "L.Trainer", "lightning.Trainer", "pytorch_lightning.Trainer",
		"Runner", "Runner.from_cfg", "ModelCheckpoint", "TrainingArguments"}, Path: noPath, Saves: savesAlways},
	{Names: []string{"os.mkdir", "os.makedirs"}, Path: 0, Makes: true},
	{Names: []string{".mkdir"}, Path: receiverPath, Makes: true},
}

// callSet finds the calls of a part of the table in source text.
type callSet struct {
	re    *regexp.Regexp
	calls []*writeCall // by the regexp's group, less one
}

// foundCall is a call of a callSet in source text.
type foundCall struct {
	start, open int // where its name starts, and its opening parenthesis
	*writeCall
}

// newCallSet is the set of the table's calls that keep passes.
func newCallSet(keep func(*writeCall) bool) callSet {
	var cs callSet
	var alts []string
	for i := range writeCalls {
		wc := &writeCalls[i]
		if !keep(wc) {
			continue
		}
		for _, name := range wc.Names {
			head := `\b` + regexp.QuoteMeta(name)
			if strings.HasPrefix(name, ".") {
				head = regexp.QuoteMeta(name)
			}
			alts = append(alts, `(`+head+`\s*\()`)
			cs.calls = append(cs.calls, wc)
		}
	}
	cs.re = regexp.MustCompile(strings.Join(alts, "|"))
	return cs
}

// find are the set's calls in src, in order.
func (cs callSet) find(src string) []foundCall {
	var out []foundCall
	for _, m := range cs.re.FindAllStringSubmatchIndex(src, -1) {
		for g := 1; 2*g < len(m); g++ {
			if m[2*g] >= 0 {
				out = append(out, foundCall{start: m[0], open: m[1] - 1, writeCall: cs.calls[g-1]})
				break
			}
		}
	}
	return out
}

var (
	// makeCalls make a folder.
	makeCalls = newCallSet(func(c *writeCall) bool { return c.Makes })
	// writeFirst and writeSecond write to their first or second argument.
	writeFirst  = newCallSet(func(c *writeCall) bool { return c.Written && c.Path == 0 })
	writeSecond = newCallSet(func(c *writeCall) bool { return c.Written && c.Path == 1 })
	// modelSaves save a model, its state or a checkpoint, or build a
	// trainer object that does under its own output folder.
	modelSaves = newCallSet(func(c *writeCall) bool { return c.Saves == savesAlways })
	// weightsWrites save only when they write a weights file.
	weightsWrites = newCallSet(func(c *writeCall) bool { return c.Saves == savesWeights })
)
