package estimate

import (
	"fmt"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// The guard's sizes are strings in profiles today and are becoming typed
// memsize values; these read either, so the estimate does not break when
// the field types change.

// guardSize reads a size field: a string, a memsize.Size or a pointer to
// one. ok is false when it is unset.
func guardSize(v any) (memsize.Size, bool, error) {
	switch x := v.(type) {
	case nil:
		return 0, false, nil
	case string:
		if x == "" {
			return 0, false, nil
		}
		s, err := memsize.Parse(x)
		return s, err == nil, err
	case memsize.Size:
		return x, x > 0, nil
	case *memsize.Size:
		if x == nil {
			return 0, false, nil
		}
		return *x, *x > 0, nil
	}
	return 0, false, fmt.Errorf("unexpected size type %T", v)
}

// guardHeadroom reads a headroom field: a string ("28GB", "20%"), a
// memsize.Headroom, a memsize.Size or pointers to them.
func guardHeadroom(v any) (memsize.Headroom, bool, error) {
	switch x := v.(type) {
	case string:
		if x == "" {
			return memsize.Headroom{}, false, nil
		}
		h, err := memsize.ParseHeadroom(x)
		return h, err == nil, err
	case memsize.Headroom:
		return x, !x.IsZero(), nil
	case *memsize.Headroom:
		if x == nil {
			return memsize.Headroom{}, false, nil
		}
		return *x, !x.IsZero(), nil
	}
	s, ok, err := guardSize(v)
	return memsize.Headroom{Bytes: s}, ok, err
}
