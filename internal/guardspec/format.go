package guardspec

import (
	"strconv"
	"time"
)

// FormatDuration writes a grace or interval the way spkit.yaml, profiles and
// the image environment write it, and ParseGrace / ParseInterval read it:
// whole seconds as "120s" (not "2m0s"), anything finer as Go writes it
// ("250ms"), zero as "0".
func FormatDuration(d time.Duration) string {
	switch {
	case d == 0:
		return "0"
	case d%time.Second == 0:
		return strconv.FormatInt(int64(d/time.Second), 10) + "s"
	}
	return d.String()
}
