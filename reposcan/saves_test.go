package reposcan

import "testing"

// TestSaveCalls: the save calls init reads when nothing says where the
// trainer writes, with where each writes when the code names it.
func TestSaveCalls(t *testing.T) {
	for _, tc := range []struct {
		src, call, known, option string
		n                        int
	}{
		{"torch.save(model.state_dict(), 'model.pt')\n", "torch.save", "model.pt", "", 1},
		{"torch.save(state, os.path.join(args.output_dir, 'x.pt'))\n", "torch.save", "", "output_dir", 1},
		{"torch.save(state, args.output_dir + '/x.pt')\n", "torch.save", "", "output_dir", 1},
		{"model.save_pretrained(cfg['save_dir'])\n", ".save_pretrained", "", "save_dir", 1},
		{"with open(ckpt_path, 'wb') as f:\n    f.write(b)\n", "open(ckpt_path, 'wb')", "", "", 0},
		{"with open('last.ckpt', 'wb') as f:\n    f.write(b)\n", "open('last.ckpt', 'wb')", "last.ckpt", "", 1},
		{"def save_checkpoint(state, filename):\n    pass\n", "", "", "", 0},
		{"torch.save(data, hyp['misc']['data_location'])\n", "", "", "", 0},
		{"trainer = pl.Trainer(max_epochs=3)\n", "pl.Trainer", "", "", 1},
		{"with open('log.txt', 'w') as f:\n    f.write(s)\n", "", "", "", 0},
	} {
		got := saveCalls("train.py", tc.src)
		if len(got) != tc.n {
			t.Errorf("saveCalls(%q) = %+v, want %d", tc.src, got, tc.n)
			continue
		}
		if tc.n == 1 && (got[0].Call != tc.call || got[0].Known != tc.known || got[0].option != tc.option) {
			t.Errorf("saveCalls(%q) = %+v, want call %q known %q option %q", tc.src, got[0], tc.call, tc.known, tc.option)
		}
	}
}
