package compose

import (
	"context"
	"sync"

	"github.com/docker/compose/v5/pkg/api"
)

// Dedup wraps a Compose event processor so that a resource's line is
// shown once: the SDK reports some steps (a network's or a volume's
// creation) more than once with the same text, and the plain display
// prints every report. Events are compared by what the display prints.
func Dedup(next api.EventProcessor) api.EventProcessor {
	return &dedup{next: next, last: map[string]api.Resource{}}
}

type dedup struct {
	next api.EventProcessor
	mu   sync.Mutex
	last map[string]api.Resource
}

func (d *dedup) Start(ctx context.Context, operation string) { d.next.Start(ctx, operation) }

func (d *dedup) Done(operation string, success bool) { d.next.Done(operation, success) }

func (d *dedup) On(events ...api.Resource) {
	d.mu.Lock()
	fresh := events[:0:0]
	for _, e := range events {
		if prev, ok := d.last[e.ID]; ok && prev.Text == e.Text && prev.Details == e.Details {
			continue
		}
		d.last[e.ID] = e
		fresh = append(fresh, e)
	}
	d.mu.Unlock()
	if len(fresh) > 0 {
		d.next.On(fresh...)
	}
}
