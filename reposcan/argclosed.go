package reposcan

import (
	"regexp"
	"strings"
)

// A closed parser is a plain argparse parser built in the entry file
// itself, of at least five arguments, whose every option is a literal
// there: no parse_known_args, no
// subparsers or parent parsers, no option names made at run time, and the
// parser object handed to no other function (which could add options
// init does not see). Its option set is complete, so an option the line
// passes that argparse would not accept (matching names exactly or by an
// unambiguous prefix, as argparse does) stops the script at start.

var (
	argParserNew = regexp.MustCompile(`\bArgumentParser\(`)
	// parserOpen is what makes the option set unknowable from the file.
	parserOpen = regexp.MustCompile(`parse_known_args|add_subparsers|parents\s*=|prefix_chars\s*=|fromfile_prefix_chars\s*=|add_argument\(\s*\*|ArgumentParser\(\s*\*\*`)
	// parserHandedOn is the parser passed to a function (add_args(parser)).
	parserHandedOn = regexp.MustCompile(`[\w.]+\(\s*(?:[\w.]+\s*,\s*)*(\w*parser\w*)\s*[,)]`)
	// optionName is a literal option string argparse reads as is.
	optionName   = regexp.MustCompile(`^(-{1,2}[A-Za-z0-9][\w.-]*|[A-Za-z_]\w*)$`)
	negativeWord = regexp.MustCompile(`^-\d+$|^-\d*\.\d+$`)
	noAbbrev     = regexp.MustCompile(`allow_abbrev\s*=\s*False`)
)

// closedMinArgs is the fewest arguments a parser declares before its
// option set is taken as the script's whole command line: a stub of one
// or two options says too little.
const closedMinArgs = 5

// readClosed sets Closed and Abbrev for an entry whose argparse options
// were read from src.
func (e *Entry) readClosed(src string) {
	e.Abbrev = !noAbbrev.MatchString(src)
	if e.Parser != "argparse" || e.KnownArgs || len(e.Args) < closedMinArgs || !argParserNew.MatchString(src) || parserOpen.MatchString(src) {
		return
	}
	for _, m := range parserHandedOn.FindAllStringSubmatch(src, -1) {
		if m[1] != "argparse" {
			return
		}
	}
	if len(addArgument.FindAllStringIndex(src, -1)) != len(e.Args) {
		return // a call init could not read
	}
	for _, a := range e.Args {
		for _, n := range a.Names {
			if !optionName.MatchString(n) {
				return
			}
		}
	}
	e.Closed = true
}

// accepts reports whether argparse takes word as one of the arguments
// declared: an option string exactly, by the part before "=", a short
// option with its value attached (-b256), or an unambiguous prefix of the
// option strings of one argument.
func accepts(args []Arg, word string, abbrev bool) bool {
	flag, _, _ := strings.Cut(word, "=")
	matches := 0
	for _, a := range args {
		hit := false
		for _, o := range a.Names {
			switch {
			case !strings.HasPrefix(o, "-"):
			case o == flag:
				return true
			case !strings.HasPrefix(word, "--") && len(o) == 2 && o[1] != '-' && strings.HasPrefix(word, o):
				hit = true
			case abbrev && strings.HasPrefix(o, flag):
				hit = true
			}
		}
		if hit {
			matches++
		}
	}
	return matches == 1
}

// BrokenOptions lists the options the line passes that its entry point's
// closed argparse parser does not accept: argparse exits on the first
// ("unrecognized arguments"), so the line fails as written. Nil when the
// parser is not closed.
func (c *Candidate) BrokenOptions() []string {
	e := c.Entry
	if e == nil || !e.Closed || c.Kind != KindScript && c.Kind != KindModule {
		return nil
	}
	var out []string
	for _, w := range c.Args() {
		if w == "--" {
			break
		}
		if len(w) < 2 || w[0] != '-' || strings.Contains(w, " ") || negativeWord.MatchString(w) {
			continue
		}
		if !accepts(e.Args, w, e.Abbrev) {
			out = append(out, w)
		}
	}
	return out
}
