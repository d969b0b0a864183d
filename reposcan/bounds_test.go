package reposcan

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// trainerRepo is the tiny repository of issue 41's reproductions: train.py
// with argparse --config, configs/train.yaml, requirements.txt and a
// README whose Training block is block.
func trainerRepo(t *testing.T, block string, extra map[string]string) string {
	t.Helper()
	files := map[string]string{
		"train.py":           "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\np.parse_args()\n",
		"configs/train.yaml": "lr: 0.001\n",
		"requirements.txt":   "torch\n",
		"README.md":          "# Trainer\n\n## Training\n\n```bash\n" + block + "\n```\n",
	}
	for k, v := range extra {
		files[k] = v
	}
	return writeRepo(t, files)
}

// scanBounded scans dir and fails when the scan allocates more than
// 200 MB or runs longer than a bound only a hang would cross.
func scanBounded(t *testing.T, dir string) *Findings {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	f, err := Scan(dir)
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("scan took %v, allocated %d MB", took, alloc>>20)
	if alloc > 200<<20 {
		t.Errorf("the scan allocated %d MB, more than 200 MB", alloc>>20)
	}
	if took > 30*time.Second {
		t.Errorf("the scan took %v", took)
	}
	return f
}

func hasNote(f *Findings, part string) bool {
	for _, n := range f.Notes {
		if strings.Contains(n, part) {
			return true
		}
	}
	return false
}

// TestHostileReadmeDoubling: issue 41 item 4's `A="$A $A"` doubled 40
// times ran out of memory in readArgs; it ends small, with the cut in a
// note, and the line's $A left open (asked for, never written).
func TestHostileReadmeDoubling(t *testing.T) {
	block := "A=xxxxxxxxxx\n" + strings.Repeat("A=\"$A $A\"\n", 40) + "python train.py --config configs/train.yaml $A"
	f := scanBounded(t, trainerRepo(t, block, nil))
	if !hasNote(f, "$A grows past 64 KiB") {
		t.Errorf("no note on the cut: %q", f.Notes)
	}
	if len(f.Launches) == 0 || f.Launches[0].Target != "train.py" {
		t.Fatalf("launches: %v", f.Launches)
	}
	c := f.Launches[0]
	if len(c.Words) > 10 || len(c.Placeholders) != 1 || c.Placeholders[0].Text != "${A}" {
		t.Errorf("want the line with $A open, got %d words, placeholders %v", len(c.Words), c.Placeholders)
	}
}

// TestHostileReadmeLinear: text that was read in quadratic time (an
// unterminated heredoc of continued lines; twenty thousand commands, each
// looked up again in the whole script) is read in linear time.
func TestHostileReadmeLinear(t *testing.T) {
	for name, block := range map[string]string{
		"unterminated heredoc": "cat <<EOF\n" + strings.Repeat("some text of the heredoc \\\n", 40000) + "\npython train.py --config configs/train.yaml",
		"many commands":        strings.Repeat("python train.py --config configs/train.yaml --seed 1\n", 19000),
	} {
		t.Run(name, func(t *testing.T) {
			f := scanBounded(t, trainerRepo(t, block, nil))
			if len(f.Launches) == 0 || f.Launches[0].Target != "train.py" {
				t.Errorf("launches: %v", f.Launches)
			}
			if name == "many commands" && !hasNote(f, "more than 4000 commands; the rest of it is not read") {
				t.Errorf("no note on the cut: %q", f.Notes)
			}
		})
	}
}

// TestHostileReadmeCaps: a command of more than maxWords words, an
// argument over maxWordBytes and a document past its budget are cut, each
// with a note; the other commands of the document stay.
func TestHostileReadmeCaps(t *testing.T) {
	long := "python train.py --config configs/train.yaml --tag " + strings.Repeat("y", 70<<10)
	wide := "python train.py --config configs/train.yaml" + strings.Repeat(" --x 1", maxWords)
	block := "python train.py --config configs/train.yaml\n" + long + "\n" + wide
	f := scanBounded(t, trainerRepo(t, block, nil))
	for _, want := range []string{"README.md, line 7: a command with an argument over 64 KiB is left out", "README.md, line 8: a command of more than 2048 words"} {
		if !hasNote(f, want) {
			t.Errorf("no note %q in %q", want, f.Notes)
		}
	}
	if len(f.Launches) == 0 || len(f.Launches[0].Words) != 4 {
		t.Errorf("the plain line should stay: %v", f.Launches)
	}
	// Work: 200 lines each expanding a 60 KiB variable three times.
	work := "V=" + strings.Repeat("z", 60<<10) + "\n" + strings.Repeat("echo \"$V\" \"$V\" \"$V\"\n", 200) + "python train.py --config configs/train.yaml"
	f = scanBounded(t, trainerRepo(t, work, nil))
	if !hasNote(f, "expand to more than 8 MiB; the rest of it is not read") {
		t.Errorf("no note on the spent budget: %q", f.Notes)
	}
}

// TestScanCancelled: a cancelled scan ends with the context's error (init's
// first Ctrl-C ends it; it was ignored).
func TestScanCancelled(t *testing.T) {
	dir := trainerRepo(t, "python train.py --config configs/train.yaml", nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ScanContext(ctx, dir); !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
	b := newBudget(ctx)
	if invs := parseShellIn("python a.py\npython b.py", nil, b); len(invs) != 0 {
		t.Errorf("a cancelled budget still read %v", invs)
	}
}

// TestWalkLimitsTellTheTruth: a data folder with more files than the walk
// lists does not hide the documented train.py (issue 41 item 8); a
// documented script past the cut is looked up directly; the cut is a note.
func TestWalkLimitsTellTheTruth(t *testing.T) {
	defer func(n int) { fileLimit = n }(fileLimit)
	fileLimit = 100
	extra := map[string]string{"tools/deep/nested/finetune.py": "import sys\n", "aaa/readme.txt": "x"}
	for i := 0; i < 150; i++ {
		extra[fmt.Sprintf("data/shard-%04d.bin", i)] = "x"
		extra[fmt.Sprintf("aaa/file-%04d.txt", i)] = "x"
	}
	block := "python train.py --config configs/train.yaml\npython tools/deep/nested/finetune.py"
	f, err := Scan(trainerRepo(t, block, extra))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Missing) != 0 {
		t.Errorf("documented but reported missing: %v", f.Missing)
	}
	if !f.Truncated || !hasNote(f, "listed only 100 files") {
		t.Errorf("the cut is not reported: truncated=%v notes %q", f.Truncated, f.Notes)
	}
	targets := map[string]bool{}
	for _, c := range f.Launches {
		targets[c.Target] = true
	}
	if !targets["train.py"] || !targets["tools/deep/nested/finetune.py"] || f.Launches[0].Config != "configs/train.yaml" {
		t.Errorf("launches %v, first config %q", targets, f.Launches[0].Config)
	}
	// The same with --command.
	if c, err := f.ParseCommand("python tools/deep/nested/finetune.py --lr 1"); err != nil || c.Target != "tools/deep/nested/finetune.py" {
		t.Errorf("--command past the cut: %v, %v", c, err)
	}
}

// TestReadCutsReported: a README over the read limit and a -r chain past
// its depth are each reported, and a line cut in the middle is not read
// as a whole command.
func TestReadCutsReported(t *testing.T) {
	huge := "python train.py --config configs/train.yaml --tag " + strings.Repeat("w", 2_000_000)
	extra := map[string]string{"requirements.txt": "-r r1.txt\n"}
	for i := 1; i <= 7; i++ {
		extra[fmt.Sprintf("r%d.txt", i)] = fmt.Sprintf("-r r%d.txt\n", i+1)
	}
	extra["r8.txt"] = "torch==2.5.1\n"
	f := scanBounded(t, trainerRepo(t, "python train.py --config configs/train.yaml\n"+huge, extra))
	for _, want := range []string{"read only the first 1024 KiB of README.md", "r6.txt is nested more than 5 -r/-c levels deep"} {
		if !hasNote(f, want) {
			t.Errorf("no note %q in %q", want, f.Notes)
		}
	}
	for _, c := range f.Launches {
		for _, w := range c.Words {
			if strings.HasPrefix(w, "www") {
				t.Errorf("a cut argument was read as a word (%d bytes)", len(w))
			}
		}
	}
}

// TestScanRelativeDir: a repository named relative to the working folder
// (initscan corpus/x, spkit init -C x) reads its files: the beneath-root
// reads take the file relative to the root, not the root joined again.
func TestScanRelativeDir(t *testing.T) {
	dir := trainerRepo(t, "python train.py --config configs/train.yaml", nil)
	t.Chdir(filepath.Dir(dir))
	f, err := Scan(filepath.Base(dir) + "/")
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Launches) == 0 || f.Launches[0].Source.Kind != FromReadme || f.Launches[0].Config != "configs/train.yaml" {
		t.Errorf("launches %v", f.Launches)
	}
	if len(f.Configs) == 0 || f.Configs[0].Path != "configs/train.yaml" {
		t.Errorf("the trainer config is not classified first: %v", f.Configs[:min(len(f.Configs), 2)])
	}
}

// TestHostileReadmeManyBlocks: a megabyte of small blocks, each doubling
// a variable to 40 KiB and expanding it in 16 lines, was read once per
// block with a fresh budget for the README's pip lines (20 s, gigabytes
// allocated): each document's commands are read once, within its budget,
// and all the scan's shell text shares one more.
func TestHostileReadmeManyBlocks(t *testing.T) {
	block := "```bash\nA=xxxxxxxxxx\n" + strings.Repeat("A=\"$A $A\"\n", 12) + strings.Repeat("echo $A $A $A $A $A $A $A $A\n", 16) + "```\n"
	readme := "# T\n\n## Training\n\n```bash\npython train.py --config configs/train.yaml\n```\n" + strings.Repeat(block, (1<<20)/len(block))
	f := scanBounded(t, trainerRepo(t, "", map[string]string{"README.md": readme}))
	if len(f.Launches) == 0 || f.Launches[0].Config != "configs/train.yaml" {
		t.Errorf("launches %v", f.Launches)
	}
	if !hasNote(f, "expand to more than 8 MiB; the rest of it is not read") || !hasNote(f, "more commands left out for the same bounds") {
		t.Errorf("no note on the spent budget or the commands past the first five cuts: %q", f.Notes)
	}
	s := &scan{ctx: context.Background()}
	for i := 0; i < 20; i++ {
		b := s.shellBudget()
		for j := 0; j < 40 && b.spend(0, 1<<20); j++ {
		}
	}
	if !s.total.spent || s.total.work > maxScanWork+(1<<20) {
		t.Errorf("the scan's total: spent %v after %d MiB", s.total.spent, s.total.work>>20)
	}
}

// TestManyLargeDocuments: 20 documents of a megabyte, each four thousand
// commands, took minutes and gigabytes before the scan's own bounds (150
// of them: 190 s, 1.5 GB): documents past 16 MiB are not read, the scan's
// commands are bounded in all, and both cuts are notes.
func TestManyLargeDocuments(t *testing.T) {
	block := "```bash\n" + strings.Repeat("python train.py --config configs/train.yaml --seed 1\n", 30) + "```\n"
	doc := "# Guide\n" + strings.Repeat(block, (1<<20-100)/len(block))
	extra := map[string]string{}
	for i := 0; i < 20; i++ {
		extra[fmt.Sprintf("docs/guide%02d.md", i)] = doc
	}
	f := scanBounded(t, trainerRepo(t, "python train.py --config configs/train.yaml", extra))
	for _, want := range []string{"of 21 documents for commands (at most 600, 16 MiB in all)", "commands in all; the rest is not read"} {
		if !hasNote(f, want) {
			t.Errorf("no note %q in %q", want, f.Notes)
		}
	}
	if len(f.Launches) == 0 || f.Launches[0].Source.Kind != FromReadme {
		t.Errorf("the README's line is not first: %v", f.Launches)
	}
}

// TestConfigFloodBounded: a config folder of megabyte files is classified
// up to its bound (48 MiB), noted; the README's line and its config are
// still read (they do not compete for the same bound).
func TestConfigFloodBounded(t *testing.T) {
	big := `{"lr": 1, "pad": "` + strings.Repeat("z", 1<<20-40) + `"}`
	extra := map[string]string{}
	for i := 0; i < 52; i++ {
		extra[fmt.Sprintf("configs/flood/%02d.json", i)] = big
	}
	start := time.Now()
	f, err := Scan(trainerRepo(t, "python train.py --config configs/train.yaml", extra))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("scan took %v", time.Since(start))
	if !hasNote(f, "config files (at most 5000, 48 MiB in all, shallow ones first)") {
		t.Errorf("no note on the configs left out: %q", f.Notes)
	}
	if len(f.Launches) == 0 || f.Launches[0].Source.Kind != FromReadme || f.Launches[0].Config != "configs/train.yaml" {
		t.Errorf("launches %v", f.Launches)
	}
	if len(f.Configs) == 0 || f.Configs[0].Path != "configs/train.yaml" {
		t.Errorf("the trainer config is not classified first: %v", f.Configs[:min(len(f.Configs), 2)])
	}
}

// TestCutNotesKeepWholeCharacters: a command cut for its words is named
// by its first 40 bytes in the note; a byte cut through a character (a
// script named in another alphabet) printed invalid UTF-8 on stderr.
func TestCutNotesKeepWholeCharacters(t *testing.T) {
	first := "x" + strings.Repeat("é", 30) // the 40th byte is inside an é
	b := newBudget(context.Background())
	parseShellIn(first+strings.Repeat(" a", maxWords+1), nil, b)
	if len(b.cuts) != 1 || !strings.Contains(b.cuts[0], "more than 2048 words") {
		t.Fatalf("cuts = %q, want the word cut", b.cuts)
	}
	if !utf8.ValidString(b.cuts[0]) || !strings.Contains(b.cuts[0], "x"+strings.Repeat("é", 19)+"... ...") {
		t.Errorf("the note is %q, want the command's first whole characters", b.cuts[0])
	}
}
