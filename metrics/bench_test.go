package metrics

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// BenchmarkScrape renders one scrape of a guard's metrics (the handler
// alone, no network): its time, and the bytes it allocates, which on a
// small heap are fresh pages until the next collection.
func BenchmarkScrape(b *testing.B) {
	e := New(BuildInfo{Driver: "580.95.05", CUDA: "13.0", AddressingMode: "ATS", Profile: "dgx-spark", Unified: true}, "/")
	e.OnStart(supervisor.Start{Time: time.Now()})
	e.OnSample(supervisor.Sample{Time: time.Now(), MemTotal: 128 << 30, MemAvailable: 100 << 30, MemUsed: 28 << 30,
		TreeRSS: 10 << 30, TreePIDs: 3, GPU: []supervisor.GPUProcess{{PID: 42, Bytes: 20 << 30}}, GPUBytes: 20 << 30,
		Checks: []supervisor.Check{{Source: guardspec.Meminfo, Kind: supervisor.LimitHeadroom, Used: 28 << 30, Limit: 115 << 30}}})
	h := e.Handler()
	req := httptest.NewRequest(http.MethodGet, "/metrics", nil)
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusOK || w.Body.Len() == 0 {
			b.Fatalf("scrape: %d, %d bytes", w.Code, w.Body.Len())
		}
	}
}
