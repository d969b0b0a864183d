package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// maxAnswer bounds one answer typed at init's prompts.
const maxAnswer = 4096

// lineReader reads answers a line at a time, bounded.
type lineReader struct{ r *bufio.Reader }

func newLineReader(r io.Reader) *lineReader { return &lineReader{r: bufio.NewReaderSize(r, maxAnswer)} }

// line returns the next line without its end; io.EOF when input ended
// (Ctrl-D), which init takes as "stop".
func (l *lineReader) line() (string, error) {
	s, err := l.r.ReadString('\n')
	if err != nil && (s == "" || err != io.EOF) {
		return "", err
	}
	if len(s) > maxAnswer {
		s = s[:maxAnswer]
	}
	return strings.TrimSpace(s), nil
}

// promptAsker asks init's questions on a terminal.
type promptAsker struct {
	in  *lineReader
	out io.Writer
}

// maxTries bounds how often a question is asked again after a bad answer.
const maxTries = 3

func stopped(err error) error {
	if err == io.EOF {
		return errdefs.Usagef("answer the questions, or pass --yes to take the best-ranked answers", "spkit init stopped: input ended before an answer")
	}
	return err
}

// Choose lists the options with their evidence and reads a number, or a
// line of the user's own.
func (p *promptAsker) Choose(title string, options []project.Option) (int, string, error) {
	fmt.Fprintf(p.out, "\n%s\n", title)
	for i, o := range options {
		fmt.Fprintf(p.out, "  %d) %s\n", i+1, o.Label)
		for j, e := range o.Evidence {
			if j == 4 {
				fmt.Fprintf(p.out, "       ...\n")
				break
			}
			fmt.Fprintf(p.out, "       %s\n", e)
		}
	}
	for try := 0; try < maxTries; try++ {
		fmt.Fprintf(p.out, "Pick 1-%d, or type your own [1]: ", len(options))
		ans, err := p.in.line()
		if err != nil {
			return 0, "", stopped(err)
		}
		if ans == "" {
			return 0, "", nil
		}
		if n, err := strconv.Atoi(ans); err == nil {
			if n >= 1 && n <= len(options) {
				return n - 1, "", nil
			}
			fmt.Fprintf(p.out, "%d is not one of 1-%d.\n", n, len(options))
			continue
		}
		return -1, ans, nil
	}
	return 0, "", errdefs.Usagef("pick a number from the list, or pass --command", "spkit init stopped: no valid answer after %d tries", maxTries)
}

// Fill asks for a value the documentation leaves open.
func (p *promptAsker) Fill(q project.Question) (string, error) {
	what := q.String()
	for try := 0; try < maxTries; try++ {
		fmt.Fprintf(p.out, "\n%s needs a value (%s): ", what, q.Why)
		ans, err := p.in.line()
		if err != nil {
			return "", stopped(err)
		}
		if ans != "" {
			return ans, nil
		}
	}
	return "", errdefs.Usagef("give the value, or pass the whole line with --command", "spkit init stopped: no value for %s", what)
}

// Confirm asks yes or no; no is the default.
func (p *promptAsker) Confirm(question string) (bool, error) {
	fmt.Fprintf(p.out, "\n%s [y/N]: ", question)
	ans, err := p.in.line()
	if err != nil {
		return false, stopped(err)
	}
	return strings.EqualFold(ans, "y") || strings.EqualFold(ans, "yes"), nil
}
