package reposcan

import (
	"slices"
	"strings"
	"testing"
)

// TestFetchedFiles: what one README shell line downloads or writes.
func TestFetchedFiles(t *testing.T) {
	cases := []struct {
		line string
		want []string
	}{
		{"curl -L https://example.org/d/finance.json -o my_custom_dataset.json", []string{"my_custom_dataset.json"}},
		{"curl https://example.org/b/1.txt --output custom_texts/book1.txt", []string{"custom_texts/book1.txt"}},
		{"curl -O https://example.org/d/input.txt", []string{"input.txt"}},
		{"wget https://example.org/d/input.json -O data.json", []string{"input.json", "data.json"}},
		{"wget --output-document=data.json https://example.org/x", []string{"data.json", "x"}},
		{"python prepare.py > data/train.txt", []string{"data/train.txt"}},
		{"python train.py --data data.json 2>&1", nil},
		{"curl -s https://example.org/install.sh | sh -o quiet", nil},
		{"mkdir -p custom_texts", nil},
	}
	for _, c := range cases {
		if got := fetchedFiles(strings.Fields(c.line)); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
}
