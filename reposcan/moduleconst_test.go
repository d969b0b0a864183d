package reposcan

import "testing"

// TestFormattedAndSettingsPaths: where a path built by a %-format, a
// template variable's .format(...), a settings module's constant or a
// name joined onto itself points (issue 39, held-out 12). Our own text,
// shaped like clovaai/CutMix-PyTorch ("runs/%s/" % (args.expname)) and
// weiaicunzai/pytorch-cifar100 (settings.CHECKPOINT_PATH joined, then the
// name joined onto itself, then .format). A %-format whose head is a
// directive has no fixed folder; a file named by one ("model_%d.pt" %
// epoch) is in the working folder.
func TestFormattedAndSettingsPaths(t *testing.T) {
	consts := map[string]*pathRef{".CHECKPOINT_PATH": {top: "checkpoint"}}
	src := `ckpt = os.path.join(settings.CHECKPOINT_PATH, args.net, settings.TIME_NOW)
ckpt = os.path.join(ckpt, '{net}-{epoch}-{type}.pth')
directory = "runs/%s/" % (args.expname)
rooted = "%s/%s/" % (args.root, args.expname)
`
	vars := pathVarsFrom(src, consts)
	for _, tc := range []struct {
		expr, top string
		ok        bool
	}{
		{`directory + filename`, "runs", true},
		{`'runs/%s/' % (args.expname) + 'model_best.pth.tar'`, "runs", true},
		{`"model_%d.pt" % epoch`, "x", true},
		{`"100%% done/x"`, "100%% done", false}, // no format operator: a plain literal with a blank
		{`rooted + filename`, "", false},
		{`"%s/ckpt.pt" % args.out`, "", false},
		{`ckpt.format(net=args.net, epoch=1, type='best')`, "checkpoint", true},
		{`os.path.join(settings.CHECKPOINT_PATH, "x.pth")`, "checkpoint", true},
		{`cfg.LOG_DIR`, "", false},
	} {
		r, ok := resolvePath(tc.expr, vars, 0)
		if ok != tc.ok || ok && r.top != tc.top {
			t.Errorf("resolvePath(%q) = %+v %v, want %q %v", tc.expr, r, ok, tc.top, tc.ok)
		}
	}
}

// TestImportedConsts: a constant is seen through its module (.NAME) and,
// where the file imports it by name, as itself or its alias.
func TestImportedConsts(t *testing.T) {
	consts := map[string]*pathRef{".CHECKPOINT_DIR": {top: "checkpoints"}, ".LOG_DIR": {top: "logs"}}
	got := importedConsts("from config import DATA\nfrom config import CHECKPOINT_DIR as CKPT\n", consts)
	if got["CKPT"] == nil || got["CKPT"].top != "checkpoints" || got["LOG_DIR"] != nil || got[".LOG_DIR"] == nil {
		t.Errorf("importedConsts = %v", got)
	}
}
