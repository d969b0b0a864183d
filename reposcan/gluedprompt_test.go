package reposcan

import (
	"strings"
	"testing"
)

// TestConsoleTextGluedPrompt: a console block whose prompt touches its
// command (held-out 31's ViT-CIFAR: "$python main.py --dataset c10
// --label-smoothing --autoaugment"; the same with a launcher, "$torchrun
// ...") keeps the command and drops the output around it. Precision: a
// line that starts with a variable ("$PYTHON train.py", "$CMD") is no
// prompt, and a block without one is kept as written.
func TestConsoleTextGluedPrompt(t *testing.T) {
	for _, tc := range []struct {
		in        []string
		want, not string
	}{
		{[]string{"$python main.py --dataset c10 --label-smoothing --autoaugment", "Files already downloaded and verified"}, "python main.py --dataset c10", "Files already"},
		{[]string{"$torchrun --nproc_per_node=2 train.py", "epoch 1 loss 2.3"}, "torchrun --nproc_per_node=2 train.py", "epoch 1"},
		{[]string{"$PYTHON train.py --lr 3", "echo done"}, "$PYTHON train.py --lr 3", ""},
	} {
		got := consoleText(append([]string(nil), tc.in...))
		if !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("consoleText(%q) = %q, want %q kept and %q dropped", tc.in, got, tc.want, tc.not)
		}
	}
}
