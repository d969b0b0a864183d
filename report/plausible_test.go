package report_test

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/report"
)

// Issue 41: a tree RSS of 2^63 bytes and a negative exit code were summed
// into a report; a line dated back in time passed unsaid.
func TestReportRefusesLinesThatCannotBeTrue(t *testing.T) {
	const head = `{"event":"sample","time":"2026-11-24T10:00:00Z","mem_total":1099511627776,"mem_used":1048576}` + "\n"
	for name, c := range map[string]struct{ line, want string }{
		"2^63 RSS":             {`{"event":"sample","time":"2026-11-24T10:00:01Z","mem_total":1099511627776,"mem_used":1048576,"tree_rss":9223372036854775808}`, "the tree RSS 9223372036854775808 bytes is more than any machine holds"},
		"huge GPU":             {`{"event":"sample","time":"2026-11-24T10:00:01Z","mem_total":1099511627776,"mem_used":1048576,"gpu_bytes":18446744073709551615}`, "the GPU memory"},
		"negative exit":        {`{"event":"exit","time":"2026-11-24T10:00:01Z","mem_total":1099511627776,"mem_used":1048576,"exit_code":-1}`, "exit code -1 is not 0 to 255"},
		"trainer exit too big": {`{"event":"exit","time":"2026-11-24T10:00:01Z","mem_total":1099511627776,"mem_used":1048576,"exit_code":0,"trainer_exit_code":9999}`, "trainer exit code 9999"},
	} {
		_, err := report.Read(strings.NewReader(head + c.line + "\n"))
		if err == nil || !strings.Contains(err.Error(), "line 2 cannot be true") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want line 2 refused with %q", name, err, c.want)
		}
	}
	back := head + `{"event":"sample","time":"2026-11-24T10:00:10Z","mem_total":1099511627776,"mem_used":1048576}` + "\n" +
		`{"event":"sample","time":"2026-11-24T10:00:05Z","mem_total":1099511627776,"mem_used":1048576}` + "\n"
	l, err := report.Read(strings.NewReader(back))
	if err != nil {
		t.Fatal(err)
	}
	if text := l.Summary().Text(); !strings.Contains(text, "warning: 1 line dated before the line above") {
		t.Errorf("a line 5 s back in time is not flagged:\n%s", text)
	}
}
