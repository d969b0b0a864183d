package reposcan

import (
	"strings"
	"testing"
)

// snippetFor is a line of Python that calls name with the path
// 'out/x.pt' where the table says its path goes.
func snippetFor(name string, wc *writeCall) string {
	call := name
	if strings.HasPrefix(name, ".") {
		call = "obj" + name
	}
	switch wc.Path {
	case noPath:
		return call + "(max_epochs=1)\n"
	case receiverPath:
		return "Path('out/x.pt')" + name + "(parents=True)\n"
	case 1:
		return call + "(state, 'out/x.pt')\n"
	}
	return call + "('out/x.pt', 'wb')\n"
}

// TestWriteCallsTable: each call of the table is found in a line that
// calls it, as itself, and its path argument is where the table says;
// no name is in the table twice.
func TestWriteCallsTable(t *testing.T) {
	all := newCallSet(func(*writeCall) bool { return true })
	seen := map[string]bool{}
	for i := range writeCalls {
		wc := &writeCalls[i]
		for _, name := range wc.Names {
			if seen[name] {
				t.Errorf("%s is in the table twice", name)
			}
			seen[name] = true
			src := snippetFor(name, wc)
			found := all.find(src)
			if len(found) != 1 || found[0].writeCall != wc {
				t.Errorf("%q: found %d calls, want 1 of %v", src, len(found), wc.Names)
				continue
			}
			c := found[0]
			expr := ""
			switch {
			case c.Path == receiverPath:
				expr = receiver(src, c.start)
			case c.Path >= 0:
				expr = callArgs(src, c.open)[c.Path]
			}
			r, ok := resolvePath(expr, nil, 0)
			if wc.Path != noPath && (!ok || r.top != "out") {
				t.Errorf("%q: path %q points at %q, want out", src, expr, r.top)
			}
		}
	}
}

// TestWriteCallsNearMisses: names that only look like the table's calls
// are none of its sets' calls.
func TestWriteCallsNearMisses(t *testing.T) {
	// PIL's .save is any object's: writes keeps it only for an image path.
	all := newCallSet(func(c *writeCall) bool { return !c.ImageOnly })
	for _, src := range []string{
		"mytorch.save(state, 'out/x.pt')\n",
		"torch.saved(state, 'out/x.pt')\n",
		"np.saveas('out/x.npy', a)\n",
		"obj.save_pretrained_lora('out')\n",
		"reopen('out/x.pt', 'wb')\n",
		"trainer = Trainer(model=m)\n", // a bare Trainer is no known library's
		"mkdirs('out')\n",
		"torch.save\n",
	} {
		if found := all.find(src); len(found) != 0 {
			t.Errorf("%q: found %v", src, found[0].Names)
		}
	}
	// A .save of a path that names no image is no write.
	if got := writes("mytorch.save(state, 'out/x.pt')\nimg.save('out/x.png')\n", nil); len(got) != 1 || !got[0].media {
		t.Errorf(".save: writes %+v, want only the image", got)
	}
	// A def of a function named as a save is not a save.
	if got := saveCalls("train.py", "def save_checkpoint(state, filename):\n    pass\n"); len(got) != 0 {
		t.Errorf("a def is read as a save: %+v", got)
	}
}

// TestWriteCallsSets: the readers' sets are the table's rows that say so.
func TestWriteCallsSets(t *testing.T) {
	for _, tc := range []struct {
		set  callSet
		src  string
		want int
	}{
		{writeFirst, "np.save('out/a.npy', a)\nobj.save_weights('out/w.h5')\n", 1},
		{writeSecond, "torch.save(s, 'out/a.pt')\nsave_image(x, 'out/a.png')\nsave_file(t, 'out/a.safetensors')\n", 3},
		{modelSaves, "torch.save(s, 'a.pt')\nsave_image(x, 'a.png')\npl.Trainer()\nopen('a.pt', 'wb')\n", 2},
		{weightsWrites, "open('a.pt', 'wb')\ntorch.save(s, 'a.pt')\n", 1},
		{makeCalls, "os.makedirs('out')\nPath('out').mkdir()\nopen('out/a', 'w')\n", 2},
	} {
		if got := len(tc.set.find(tc.src)); got != tc.want {
			t.Errorf("%q: %d calls, want %d", tc.src, got, tc.want)
		}
	}
}
