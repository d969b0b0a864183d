package reposcan

import (
	"slices"
	"testing"
)

// TestWrittenFolders reads the shapes a script makes and writes a folder
// in (issue 39): the folders found, "." for a file written into the
// working folder, none for a dataset root or a folder only read.
func TestWrittenFolders(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"mkdir then a literal file under it", "import os\nos.mkdir('checkpoint')\ntorch.save(s, './checkpoint/ckpt.pth')\n", []string{"checkpoint"}},
		{"f-string under the folder", "os.makedirs(\"logs\", exist_ok=True)\nlogfile = f\"logs/{run_id}.txt\"\nwith open(logfile, \"a\") as f:\n    f.write(x)\n", []string{"logs"}},
		{"a variable joined from the literal", "log_dir = os.path.join('logs', str(uuid.uuid4()))\nos.makedirs(log_dir)\nlog_path = os.path.join(log_dir, 'log.pt')\ntorch.save(d, log_path)\n", []string{"logs"}},
		{"Path receiver and /", "out = Path('results') / name\nout.mkdir(parents=True)\nnp.save(out / 'x.npy', a)\n", []string{"results"}},
		{"f-string on a variable", "run = os.path.join('runs', tag)\nPath(run).mkdir()\nmodel.save_pretrained(f\"{run}/final\")\n", []string{"runs"}},
		{"a folder only read", "os.makedirs('ckpt', exist_ok=True)\nx = torch.load('ckpt/last.pt')\nwith open('ckpt/meta.json') as f:\n    pass\n", nil},
		{"a dataset root", "os.makedirs('cifar', exist_ok=True)\nds = CIFAR10(root='cifar', download=True)\ntorch.save(ds, 'cifar/cache.pt')\n", nil},
		{"a data-named folder", "os.makedirs('data_cache', exist_ok=True)\ntorch.save(ds, 'data_cache/x.pt')\n", nil},
		{"a variable assigned two folders", "d = 'a'\nd = 'b'\nos.makedirs(d)\ntorch.save(m, os.path.join(d, 'm.pt'))\n", nil},
		{"a file in the working folder", "torch.save(G.state_dict(), 'G.ckpt')\n", []string{"."}},
		{"an absolute folder", "os.makedirs('/tmp/out')\ntorch.save(m, '/tmp/out/m.pt')\n", nil},
		{"a folder made but never written", "os.makedirs('logs', exist_ok=True)\n", nil},
	} {
		var got []string
		for _, w := range writtenFolders("train.py", StripComments(tc.src)) {
			if !slices.Contains(got, w.Folder) {
				got = append(got, w.Folder)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: folders %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestWrittenFoldersKinds: each folder says whether a checkpoint save
// writes into it (a torch.save, a helper of the file's own wrapping one,
// an open of a weights file) and whether only images, figures or tables
// do (issue 39, held-out 14); a module's mkdir helper makes its argument.
func TestWrittenFoldersKinds(t *testing.T) {
	src := "import utils\n" +
		"def save_ckpt(path, step=0):\n    torch.save({'m': model.state_dict()}, path)\n\n" +
		"utils.mkdir('checkpoints')\nos.mkdir('results')\nos.makedirs('logs')\n" +
		"Image.fromarray(x).save('results/%d_image.png' % i)\nplt.savefig('results/%d.png' % i)\n" +
		"cv2.imwrite('logs/a.jpg', im)\nwith open('logs/a.txt', 'w') as f:\n    pass\n" +
		"save_ckpt('checkpoints/latest_%s.pth' % name)\nsave_ckpt(step=1, path='checkpoints/best.pth')\n"
	var got []WrittenFolder
	for _, w := range writtenFolders("main.py", StripComments(src)) {
		got = mergeWritten(got, w)
	}
	want := map[string][2]bool{"results": {false, true}, "logs": {false, false}, "checkpoints": {true, false}}
	if len(got) != len(want) {
		t.Fatalf("folders %+v, want %v", got, want)
	}
	for _, w := range got {
		if k, ok := want[w.Folder]; !ok || k != [2]bool{w.Saves, w.Media} {
			t.Errorf("%s: saves %v media %v, want %v", w.Folder, w.Saves, w.Media, k)
		}
	}
	// A helper that saves nothing it is handed is no save helper.
	if h := saveHelpers("def dump(path):\n    torch.save(m, 'x.pt')\n    print(path)\n"); len(h) != 0 {
		t.Errorf("helpers %v, want none", h)
	}
}
