package reposcan

import "testing"

// TestNoneFallbackWorkDirJoin: `elif cfg.get('work_dir', None) is None:`
// then `cfg.work_dir = osp.join('./work_dirs', ...)` is a code default
// (work_dirs); a key that is read (resume_from), a join that starts from
// a value, and a check of another key than the one assigned are not.
func TestNoneFallbackWorkDirJoin(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"if a.work_dir is not None:\n    c.work_dir = a.work_dir\nelif c.get('work_dir', None) is None:\n    # by name\n    c.work_dir = osp.join('./work_dirs',\n                          name)\n", "work_dirs"},
		{"if cfg.get(\"work_dir\") is None:\n    cfg.work_dir = os.path.join(\"exp/\", name)\n", "exp"},
		{"elif cfg.get('resume_from', None) is None:\n    cfg.resume_from = osp.join('./ckpts', name)\n", ""},
		{"elif cfg.get('work_dir', None) is None:\n    cfg.work_dir = osp.join(args.root, 'work_dirs')\n", ""},
		{"elif cfg.get('work_dir', None) is None:\n    cfg.out_dir = osp.join('./work_dirs', name)\n", ""},
	} {
		got := ""
		if outs := noneFallbacks("tools/train.py", tc.src); len(outs) > 0 {
			got = outs[0].Value
		}
		if got != tc.want {
			t.Errorf("noneFallbacks(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
}
