package reposcan

import "testing"

// TestRootJoins: an options parser that builds the run's output root from
// the root folder the launch passes it. Shapes of our own text like
// BasicSR's options.py as Real-ESRGAN and GFPGAN vendor it (the older
// subscript form and the newer `is None` fallback form), and a trainer
// keeping checkpoints under ROOT/'checkpoints'. Precision: a log folder
// joined to the root, a results root for evaluation, a join onto a data
// root or onto another output root, a join whose first part is a
// user's option.
func TestRootJoins(t *testing.T) {
	for _, tc := range []struct{ src, want, where string }{
		{"    if opt['is_train']:\n        opt['path']['experiments_root'] = osp.join(root_path, 'experiments', opt['name'])\n        opt['path']['models'] = osp.join(opt['path']['experiments_root'], 'models')\n", "experiments", "x.py: opt['path'].experiments_root"},
		{"        experiments_root = opt['path'].get('experiments_root')\n        if experiments_root is None:\n            experiments_root = osp.join(root_path, 'experiments')\n        experiments_root = osp.join(experiments_root, opt['name'])\n", "experiments", "x.py: experiments_root"},
		{"CKPT_DIR = os.path.join(PROJECT_ROOT, \"checkpoints\")\n", "checkpoints", "x.py: CKPT_DIR"},
		{"cfg.save_dir = os.path.join(cfg.root_dir, \"outputs\", \"ckpt\")\n", "outputs/ckpt", "x.py: cfg.save_dir"},
		{"tb_dir = osp.join(opt['root_path'], 'tb_logger', opt['name'])\nlog_dir = osp.join(root_path, 'tb_logger')\n", "", ""},
		{"        results_root = osp.join(root_path, 'results')\n", "", ""},
		{"save_dir = osp.join(data_root, 'checkpoints')\n", "", ""},
		{"checkpoint_dir = osp.join(experiments_root, 'checkpoints')\n", "", ""},
		{"save_dir = osp.join(args.output, 'checkpoints')\n", "", ""},
		{"resume_path = osp.join(root_path, 'experiments')\n", "", ""},
		{"if save_dir == osp.join(root_path, 'experiments'):\n", "", ""},
	} {
		got, where := "", ""
		if outs := rootJoins("x.py", tc.src); len(outs) > 0 {
			got, where = outs[0].Value, outs[0].Where()
		}
		if got != tc.want || where != tc.where {
			t.Errorf("rootJoins(%q) = %q at %q, want %q at %q", tc.src, got, where, tc.want, tc.where)
		}
	}
}
