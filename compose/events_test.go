package compose

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/docker/compose/v5/cmd/display"
	"github.com/docker/compose/v5/pkg/api"
)

// Issue #14 item 10: compose status lines appear once.
func TestDedupEvents(t *testing.T) {
	var out bytes.Buffer
	p := Dedup(display.Plain(&out))
	p.Start(context.Background(), "up")
	net := api.Resource{ID: "Network x_default", Text: "Creating", Status: api.Working}
	p.On(net)
	p.On(net, api.Resource{ID: "Volume x-cache", Text: "Creating", Status: api.Working})
	p.On(api.Resource{ID: "Volume x-cache", Text: "Creating", Status: api.Working})
	p.On(api.Resource{ID: "Network x_default", Text: "Created", Status: api.Done})
	p.On(api.Resource{ID: "Network x_default", Text: "Created", Status: api.Done})
	p.Done("up", true)
	got := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{"Network x_default Creating", "Volume x-cache Creating", "Network x_default Created"}
	if len(got) != len(want) {
		t.Fatalf("printed %q, want %q", got, want)
	}
	for i := range want {
		if strings.TrimSpace(got[i]) != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}
}
