package report_test

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/report"
)

// sampleLines is n sample lines, a second apart, used memory i MiB at line i.
func sampleLines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `{"event":"sample","time":"2026-11-24T%02d:%02d:%02dZ","mem_total":1099511627776,"mem_used":%d}`+"\n",
			i/3600%24, i/60%60, i%60, i<<20)
	}
	return b.String()
}

// Lines are decoded in batches on several goroutines: the summary must be
// the one a line-by-line read gives, whatever the batch boundaries, and a
// bad line must be named by its number in the file.
func TestReadAcrossBatches(t *testing.T) {
	const n = 10007 // several batches, the last one partial
	l, err := report.Read(strings.NewReader(sampleLines(n)))
	if err != nil {
		t.Fatal(err)
	}
	s := l.Summary()
	if l.Lines != n || s.Samples != n {
		t.Fatalf("read %d lines, %d samples, want %d", l.Lines, s.Samples, n)
	}
	// The peak is the last line's: a batch folded out of order, or one
	// lost, would show here or in the count.
	if s.Used.Bytes != n<<20 || !s.Used.At.Equal(s.End) || s.End.Second() != n%60 {
		t.Errorf("peak used %d at %v, end %v; want %d at the last line", s.Used.Bytes, s.Used.At, s.End, n<<20)
	}

	for _, at := range []int{1, 2048, 2049, 5000, n} {
		lines := strings.SplitAfter(sampleLines(n), "\n")
		lines[at-1] = `{"event":"sample","time":` + "\n" // cut short
		_, err := report.Read(strings.NewReader(strings.Join(lines, "")))
		if at == n {
			if err != nil {
				t.Errorf("a cut-short last line: %v, want it dropped", err)
			}
			continue
		}
		if want := fmt.Sprintf("line %d is not a memory log line", at); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("bad line %d: err = %v, want %q", at, err, want)
		}
	}

	// A cut-short line followed only by an empty line is not the last.
	if _, err := report.Read(strings.NewReader(sampleLines(3) + "{\"event\":\n\n")); err == nil {
		t.Error("a cut-short line before an empty line was dropped; want an error")
	}
	// Whole JSON that is not a log line is an error even as the last line.
	if _, err := report.Read(strings.NewReader(sampleLines(3000) + "{\"a\":1}\n")); err == nil || !strings.Contains(err.Error(), "line 3001") {
		t.Errorf("err = %v, want line 3001 named", err)
	}
}

// endless is a reader of sample lines that never ends.
type endless struct{ buf bytes.Buffer }

func (e *endless) Read(p []byte) (int, error) {
	if e.buf.Len() == 0 {
		e.buf.WriteString(sampleLines(1000))
	}
	return e.buf.Read(p)
}

// A bad first line ends the read at once, however much follows: the
// reading and decoding goroutines stop with it.
func TestReadStopsAtABadLine(t *testing.T) {
	_, err := report.Read(io.MultiReader(strings.NewReader("{\"a\":1}\n"), &endless{}))
	if err == nil || !strings.Contains(err.Error(), "line 1 is not a memory log line") {
		t.Fatalf("err = %v", err)
	}
	lines := sampleLines(4096)
	long := strings.Repeat("x", 5<<20)
	_, err = report.Read(strings.NewReader(lines + long + "\n" + lines))
	if err == nil || !strings.Contains(err.Error(), "line 4097 is longer than") {
		t.Fatalf("err = %v, want line 4097 too long", err)
	}
}
