package estimate

import (
	"testing"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// The guard's sizes are strings in profiles today and typed memsize values
// after the guard-spec change; both must read the same.
func TestEstimateGuardSizesEitherType(t *testing.T) {
	const gib = 1 << 30
	hundred := memsize.Size(100 * gib)
	for _, v := range []any{"100GB", hundred, &hundred} {
		s, ok, err := guardSize(v)
		if err != nil || !ok || s != hundred {
			t.Errorf("guardSize(%#v) = %v, %v, %v", v, s, ok, err)
		}
	}
	for _, v := range []any{"", memsize.Size(0), (*memsize.Size)(nil), nil} {
		if _, ok, err := guardSize(v); ok || err != nil {
			t.Errorf("guardSize(%#v): ok %v, err %v; want unset", v, ok, err)
		}
	}
	quarter := memsize.Headroom{Percent: 25}
	for _, v := range []any{"25%", quarter, &quarter} {
		h, ok, err := guardHeadroom(v)
		if err != nil || !ok || h.Of(128*gib) != 32*gib {
			t.Errorf("guardHeadroom(%#v) = %v, %v, %v", v, h, ok, err)
		}
	}
	if h, ok, err := guardHeadroom("28GB"); err != nil || !ok || h.Of(128*gib) != 28*gib {
		t.Errorf("guardHeadroom(28GB) = %v, %v, %v", h, ok, err)
	}
	if _, _, err := guardHeadroom("lots"); err == nil {
		t.Error("guardHeadroom(lots) succeeded")
	}
}
