package project

import (
	"strings"
	"testing"
)

// TestInitWorkDirJoinFallback: an OpenMMLab-style tools/train.py fills
// cfg.work_dir when neither the command line nor the config sets it
// (`elif cfg.get('work_dir', None) is None:` then `cfg.work_dir =
// osp.join('./work_dirs', <config name>)`): the trainer writes under
// work_dirs/ (issue 39, held-out 9's mmpretrain). Fixtures of our own
// text shaped like open-mmlab/mmpretrain (a classifier, setup.py) and
// open-mmlab/mmyolo (a detector, requirements.txt), whose tools/train.py
// carry the same lines. The precision case: a config that sets its own
// work_dir is where the run writes, not the code's fallback.
func TestInitWorkDirJoinFallback(t *testing.T) {
	for _, tc := range []struct{ dir, output, from string }{
		{"workdirjoin/clsrepo", "./work_dirs", "tools/train.py: cfg.work_dir"},
		{"workdirjoin/detrepo", "./work_dirs", "tools/train.py: cfg.work_dir"},
		{"workdirjoin/cfgwins", "./runs", "work_dir in configs/net/small.py"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/"+tc.dir), InitOptions{})
			if d.Volumes.Output != tc.output {
				t.Fatalf("volumes.output %q, want %q (command %q, notes %q)", d.Volumes.Output, tc.output, d.Command, d.Notes)
			}
			if !strings.Contains(string(yaml)+strings.Join(d.Notes, "\n"), tc.from) {
				t.Errorf("nothing says %q: %s\nnotes %q", tc.from, yaml, d.Notes)
			}
		})
	}
}
