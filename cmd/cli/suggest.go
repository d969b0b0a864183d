package cli

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// unknownCommand turns cobra's multi-line "unknown command" error (with
// its "Did you mean this?" list) into one usage error that keeps the
// suggestions: `unknown command "bulid" for "spkit" (did you mean build?)`.
func unknownCommand(err error) error {
	first, rest, _ := strings.Cut(err.Error(), "\n")
	var did []string
	if _, list, ok := strings.Cut(rest, "Did you mean this?"); ok {
		for _, l := range strings.Split(list, "\n") {
			if s := strings.TrimSpace(l); s != "" {
				did = append(did, s)
			}
		}
	}
	msg := strings.TrimSpace(first)
	if len(did) > 0 {
		msg += " (did you mean " + strings.Join(did, " or ") + "?)"
	}
	return errdefs.Wrap(errdefs.Usage, err, msg, "see spkit --help")
}

// flagError is the root's flag error: a usage error, with the closest flag
// for an unknown one (`unknown flag: --cuad (did you mean --cuda?)`).
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		if s := closestFlag(cmd, name); s != "" {
			msg += " (did you mean --" + s + "?)"
		}
	}
	return errdefs.Wrap(errdefs.Usage, err, msg, "see "+cmd.CommandPath()+" --help")
}

// closestFlag returns the command's flag nearest to name (at most two
// edits, or name as a prefix), or "".
func closestFlag(cmd *cobra.Command, name string) string {
	best, bestD := "", 3
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		d := profiles.EditDistance(name, f.Name)
		if strings.HasPrefix(f.Name, name) {
			d = min(d, 1)
		}
		if d < bestD && !f.Hidden {
			best, bestD = f.Name, d
		}
	})
	return best
}
