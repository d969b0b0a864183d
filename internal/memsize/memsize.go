// Package memsize is spkit's one type for memory sizes and headroom: parsed
// and printed here, for spkit.yaml, profiles, flags and the image
// environment alike.
//
// Sizes are binary, as docker/go-units' RAMInBytes reads them and as
// spkit has always written them: "28GB" is 28 GiB, "512MiB" is 512 MiB, a
// bare number is bytes.
package memsize

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	units "github.com/docker/go-units"
)

// Size is a number of bytes.
type Size uint64

// beyondUnits is a number in exa-, zetta- or yottabytes: go-units knows no
// such unit, but the size is too large, not unreadable.
// Compiled on first use: the in-image binary's healthcheck never parses
// such a size, and an initializer would run on every start.
var beyondUnits = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[0-9]+(?:\.[0-9]+)? ?[eEzZyY][iI]?[bB]?$`)
})

// MinHeadroom is the smallest headroom in bytes spkit accepts, and
// MinHeadroomPercent the smallest percentage: the kernel reclaims and then
// kills long before MemAvailable gets that low, so a smaller headroom
// could never trip the guard (1e-30% rounds to 0 bytes on any machine).
const (
	MinHeadroom        = Size(1 << 20)
	MinHeadroomPercent = 0.01
)

// Parse reads a positive size. Zero, a negative or an overflowing size is
// refused: a guard limit of 0 would switch the guard off without a word.
func Parse(s string) (Size, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, errors.New("empty size: write it like 28GB or 512MiB")
	}
	if strings.HasPrefix(t, "-") {
		return 0, fmt.Errorf("size %q is negative: write it like 28GB or 512MiB", s)
	}
	n, err := units.RAMInBytes(t)
	if err != nil {
		if beyondUnits().MatchString(t) {
			return 0, fmt.Errorf("size %q is too large: spkit takes sizes below 8EiB, in units up to PB", s)
		}
		return 0, fmt.Errorf("%q is not a size: write it like 28GB or 512MiB", s)
	}
	if n < 0 {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	if n == 0 {
		return 0, fmt.Errorf("size %q is zero: give a size above 0", s)
	}
	return Size(n), nil
}

// String prints the size in binary units with one decimal, "79.6 GiB"
// ("512 B" below a KiB).
func (s Size) String() string {
	const unit = 1024
	if s < unit {
		return fmt.Sprintf("%d B", uint64(s))
	}
	div, exp := uint64(unit), 0
	for m := uint64(s) / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(s)/float64(div), "KMGTP"[exp])
}

// Spec prints the size the way spkit.yaml and the image environment write
// it, exactly and parseable by Parse: "28GiB", "512MiB", or bytes.
func (s Size) Spec() string {
	for _, u := range []struct {
		name string
		n    uint64
	}{{"TiB", units.TiB}, {"GiB", units.GiB}, {"MiB", units.MiB}, {"KiB", units.KiB}} {
		if uint64(s) >= u.n && uint64(s)%u.n == 0 {
			return fmt.Sprintf("%d%s", uint64(s)/u.n, u.name)
		}
	}
	return strconv.FormatUint(uint64(s), 10)
}

// MarshalText writes Spec, so YAML and JSON carry a readable size.
func (s Size) MarshalText() ([]byte, error) { return []byte(s.Spec()), nil }

// UnmarshalText reads a size with Parse.
func (s *Size) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Headroom is how much memory must stay available: a size, or a percentage
// of the machine's total memory. The zero value means "not set".
type Headroom struct {
	Bytes   Size
	Percent float64
}

// ParseHeadroom reads "28GB" or "20%". A headroom of zero, one too small
// to ever trip (below MinHeadroom or MinHeadroomPercent) or of 100% and
// more would switch the guard off or stop every trainer: all are refused.
func ParseHeadroom(s string) (Headroom, error) {
	t := strings.TrimSpace(s)
	if p, ok := strings.CutSuffix(t, "%"); ok {
		pct, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || math.IsNaN(pct) || pct <= 0 || pct >= 100 {
			return Headroom{}, fmt.Errorf("headroom %q: a percentage must be above 0%% and below 100%%", s)
		}
		if pct < MinHeadroomPercent {
			return Headroom{}, fmt.Errorf("headroom %q is below %g%%: so little memory is never left before the kernel kills, and the guard could never trip", s, MinHeadroomPercent)
		}
		return Headroom{Percent: pct}, nil
	}
	b, err := Parse(t)
	if err != nil {
		return Headroom{}, err
	}
	if b < MinHeadroom {
		return Headroom{}, fmt.Errorf("headroom %q is below %s: so little memory is never left before the kernel kills, and the guard could never trip", s, MinHeadroom.Spec())
	}
	return Headroom{Bytes: b}, nil
}

// IsZero reports whether no headroom is set.
func (h Headroom) IsZero() bool { return h.Bytes == 0 && h.Percent == 0 }

// Of returns the headroom in bytes on a machine with total bytes.
func (h Headroom) Of(total uint64) uint64 {
	if h.Percent > 0 {
		return uint64(float64(total) * h.Percent / 100)
	}
	return uint64(h.Bytes)
}

// String prints the headroom for people: "28.0 GiB" or "20%".
func (h Headroom) String() string {
	if h.Percent > 0 {
		return strconv.FormatFloat(h.Percent, 'f', -1, 64) + "%"
	}
	return h.Bytes.String()
}

// Spec prints the headroom parseably: "28GiB" or "20%".
func (h Headroom) Spec() string {
	if h.Percent > 0 {
		return strconv.FormatFloat(h.Percent, 'f', -1, 64) + "%"
	}
	return h.Bytes.Spec()
}

// MarshalText writes Spec.
func (h Headroom) MarshalText() ([]byte, error) { return []byte(h.Spec()), nil }

// UnmarshalText reads a headroom with ParseHeadroom.
func (h *Headroom) UnmarshalText(b []byte) error {
	v, err := ParseHeadroom(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}
