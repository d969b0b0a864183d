package reposcan

import (
	"os"
	"strings"
	"testing"
)

// TestShellForLoopSetsItsVariable: a for-loop over listed words sets its
// variable, so the line in its body is read with the first word (not an
// open ${arch}), and the invocation says it runs once per word. Shapes: a
// CIFAR residual-net run.sh looping over architectures with
// --save-dir=save_$arch, and a multi-seed baseline script looping over
// seeds with --output_dir runs/seed_${seed}.
func TestShellForLoopSetsItsVariable(t *testing.T) {
	for file, want := range map[string]string{
		"../project/testdata/h8shapes/resnetlooplike/run.sh":              "python -u trainer.py --arch=resnet20 --save-dir=save_resnet20",
		"../project/testdata/h8shapes/seedsweeplike/scripts/multiseed.sh": "python train.py --env Pong --seed 0 --output_dir runs/seed_0",
	} {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		inv := trainInvocation(t, parseShell(string(b), nil))
		if got := strings.Join(inv.Words, " "); got != want {
			t.Errorf("%s: %q, want %q", file, got, want)
		}
		for i, u := range inv.Unknown {
			if u {
				t.Errorf("%s: word %q marked open", file, inv.Words[i])
			}
		}
		if !strings.Contains(inv.Loop, "runs; read with the first") {
			t.Errorf("%s: Loop %q, want it to say the loop runs the line several times", file, inv.Loop)
		}
	}
}

// TestShellForLoopPrecision: loops whose words the text does not give (a
// glob, a command's output, a $LIST) leave the variable open as before;
// a loop over one word runs the line once, so it is not marked; a line
// after the loop is not marked.
func TestShellForLoopPrecision(t *testing.T) {
	for _, text := range []string{
		"for cfg in configs/*.yaml; do python train.py --config $cfg; done",
		"for seed in $(seq 0 2); do python train.py --seed $seed; done",
		"for seed in $SEEDS; do python train.py --seed $seed; done",
	} {
		inv := trainInvocation(t, parseShell(text, nil))
		if !inv.Unknown[len(inv.Unknown)-1] {
			t.Errorf("%q: the loop variable was read as given: %q", text, inv.Words)
		}
	}
	invs := parseShell("for seed in 3; do python train.py --seed $seed; done\npython train.py --seed 9\n", nil)
	if len(invs) != 2 || invs[0].Loop != "" || invs[1].Loop != "" {
		t.Fatalf("one-word loop or a later line marked: %+v", invs)
	}
	if got := strings.Join(invs[0].Words, " "); got != "python train.py --seed 3" {
		t.Errorf("one-word loop read as %q", got)
	}
}

func trainInvocation(t *testing.T, invs []Invocation) Invocation {
	t.Helper()
	for _, inv := range invs {
		if len(inv.Words) > 1 && strings.HasPrefix(inv.Words[0], "python") {
			return inv
		}
	}
	t.Fatalf("no python line in %+v", invs)
	return Invocation{}
}
