package reposcan

import (
	"context"
	"fmt"
)

// Bounds on reading shell text from a document a stranger wrote: a README
// can double a variable forty times or ship a megabyte of one command,
// and the scan must still end quickly and small (issue 41 item 4).
const (
	// maxWordBytes bounds one argument or one variable's value.
	maxWordBytes = 64 << 10
	// maxWords bounds the words of one command.
	maxWords = 2048
	// maxDocWork bounds the bytes of words and values one document's
	// commands expand to, all together.
	maxDocWork = 8 << 20
	// maxDocCommands bounds the commands read from one document.
	maxDocCommands = 4000
	// maxScanWork bounds the expansion of all the shell text one scan
	// reads (documents, Makefiles, scripts), the text itself counted;
	// maxScanCommands bounds the commands read in all.
	maxScanWork     = 64 << 20
	maxScanCommands = 12000
)

// budget is what one document may cost the shell reader. It records each
// cut in words the user reads: nothing is left out silently.
type budget struct {
	ctx      context.Context
	work     int
	commands int
	// spent is set once the document's budget is used up: the rest of it
	// is not read.
	spent bool
	// line is added to the lines of the text being read (a code block's
	// place in its document), for the notes.
	line int
	cuts []string
	more int // cuts past the first five, counted
	// total is the scan's budget this one draws on too (nil: none).
	total *budget
}

func newBudget(ctx context.Context) *budget {
	if ctx == nil {
		ctx = context.Background()
	}
	return &budget{ctx: ctx}
}

// cut records one thing left out, at a line of the text being read: the
// first five in words, the rest counted (more).
func (b *budget) cut(line int, format string, args ...any) {
	if len(b.cuts) >= 5 {
		b.more++
		return
	}
	b.stop(line, format, args...)
}

// stop records the cut that ends the reading: always in words.
func (b *budget) stop(line int, format string, args ...any) {
	b.cuts = append(b.cuts, fmt.Sprintf("line %d: ", line+b.line)+fmt.Sprintf(format, args...))
}

// stopped reports whether reading must end: the document's budget is spent
// or the scan was cancelled.
func (b *budget) stopped() bool {
	return b.spent || b.total != nil && b.total.spent || b.ctx.Err() != nil
}

// spend charges n bytes of expansion; false (with a note, once) when the
// document's budget is used up.
func (b *budget) spend(line, n int) bool {
	if b.spent || b.total != nil && b.total.spent {
		return false
	}
	b.work += n
	if b.work > maxDocWork {
		b.spent = true
		b.stop(line, "its commands expand to more than %d MiB; the rest of it is not read", maxDocWork>>20)
		return false
	}
	if t := b.total; t != nil {
		t.work += n
		if t.work > maxScanWork {
			t.spent, b.spent = true, true
			b.stop(line, "the repository's shell text expands to more than %d MiB in all; the rest is not read", maxScanWork>>20)
			return false
		}
	}
	return true
}

// command charges one command; false when the document, or the scan, has
// given too many.
func (b *budget) command(line int) bool {
	if b.stopped() {
		return false
	}
	b.commands++
	if b.commands > maxDocCommands {
		b.spent = true
		b.stop(line, "more than %d commands; the rest of it is not read", maxDocCommands)
		return false
	}
	if t := b.total; t != nil {
		t.commands++
		if t.commands > maxScanCommands {
			t.spent, b.spent = true, true
			b.stop(line, "the repository's shell text holds more than %d commands in all; the rest is not read", maxScanCommands)
			return false
		}
	}
	return true
}

// read charges shell text about to be parsed to the scan's total.
func (b *budget) read(n int) bool {
	if b.stopped() {
		return false
	}
	if t := b.total; t != nil {
		t.work += n
		if t.work > maxScanWork {
			t.spent, b.spent = true, true
			b.stop(0, "the repository's shell text passes %d MiB in all; the rest is not read", maxScanWork>>20)
			return false
		}
	}
	return true
}
