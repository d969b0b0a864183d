package reposcan

import (
	"strings"
	"testing"
)

// TestMarkdownBlocksCRLF: a README saved with Windows line endings (as
// CutMix-PyTorch's and other Windows-edited repositories' are) yields the
// same blocks, sections and lines as with Unix ones; before, each line
// kept its carriage return and every command was dropped as holding a
// terminal control character.
func TestMarkdownBlocksCRLF(t *testing.T) {
	unix := "# Model\n\n## Train\n\nTrain on CIFAR-100:\n\n```\npython train.py --net_type pyramidnet --dataset cifar100 --expname PyraNet200\n```\n"
	crlf := strings.ReplaceAll(unix, "\n", "\r\n")
	a, b := markdownBlocks(unix), markdownBlocks(crlf)
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("blocks: unix %d, crlf %d", len(a), len(b))
	}
	for i := range a {
		if a[i].Text != b[i].Text || a[i].Line != b[i].Line || strings.Join(a[i].Section, "/") != strings.Join(b[i].Section, "/") {
			t.Errorf("block %d: unix %+v, crlf %+v", i, a[i], b[i])
		}
		if strings.ContainsRune(b[i].Text, '\r') {
			t.Errorf("block %d keeps a carriage return: %q", i, b[i].Text)
		}
	}
}
