package cli

import (
	"context"
	"os"
	"time"

	"golang.org/x/term"

	"github.com/spkit-dev/spkit/report"
)

const (
	altScreenOn  = "\x1b[?1049h\x1b[?25l" // alternate screen, cursor hidden
	altScreenOff = "\x1b[?25h\x1b[?1049l"
	clearScreen  = "\x1b[H\x1b[2J"
)

// topScreen redraws the view every interval on the alternate screen, in
// raw mode so q or Ctrl-C quit at once; the terminal is restored on every
// way out.
func topScreen(ctx context.Context, in, out *os.File, interval time.Duration, frame func() report.Frame) error {
	old, err := term.MakeRaw(int(in.Fd()))
	if err != nil {
		return err
	}
	defer term.Restore(int(in.Fd()), old)
	_, _ = out.WriteString(altScreenOn)
	defer out.WriteString(altScreenOff)
	quit := make(chan struct{})
	go readKeys(in, quit)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		w, _, err := term.GetSize(int(out.Fd()))
		if err != nil {
			w = 80
		}
		view := report.View(frame(), w, true)
		// Raw mode: lines need a carriage return too.
		_, _ = out.WriteString(clearScreen + crlf(view))
		select {
		case <-ctx.Done():
			return nil
		case <-quit:
			return nil
		case <-t.C:
		}
	}
}

// readKeys closes quit on q, Q, Ctrl-C or the end of input.
func readKeys(in *os.File, quit chan<- struct{}) {
	b := make([]byte, 16)
	for {
		n, err := in.Read(b)
		for _, c := range b[:n] {
			if c == 'q' || c == 'Q' || c == 3 {
				close(quit)
				return
			}
		}
		if err != nil {
			close(quit)
			return
		}
	}
}

func crlf(s string) string {
	out := make([]byte, 0, len(s)+32)
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, '\r')
		}
		out = append(out, s[i])
	}
	return string(out)
}
