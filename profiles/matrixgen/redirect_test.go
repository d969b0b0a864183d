package matrixgen

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// Issue 41 item 10: a source that redirects to a link-local, private or
// loopback address is not followed there. The source itself (a test
// server on 127.0.0.1) is the user's to name, and its own redirects are
// followed.
func TestRedirectsLeaveTheSourceOnlyForPublicHosts(t *testing.T) {
	var inside atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		inside.Add(1)
		_, _ = w.Write([]byte("secret"))
	}))
	defer other.Close()
	source := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/page":
			_, _ = w.Write([]byte("ok"))
		case "/moved":
			http.Redirect(w, r, "/page", http.StatusFound)
		case "/metadata":
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		default:
			http.Redirect(w, r, other.URL+"/x", http.StatusFound)
		}
	}))
	defer source.Close()
	f := &fetcher{client: Options{}.WithDefaults(nil).Client}
	ctx := context.Background()
	if data, err := f.get(ctx, source.URL+"/moved"); err != nil || string(data) != "ok" {
		t.Errorf("a redirect within the source: %q, %v", data, err)
	}
	for _, path := range []string{"/other", "/metadata"} {
		_, err := f.get(ctx, source.URL+path)
		if err == nil || !strings.Contains(err.Error(), "refusing the redirect") || !strings.Contains(err.Error(), "not a public address") {
			t.Errorf("%s: err = %v, want the redirect refused", path, err)
		}
	}
	if n := inside.Load(); n != 0 {
		t.Errorf("the other loopback server was reached %d times", n)
	}
	if err := checkPublic(ctx, "8.8.8.8"); err != nil {
		t.Errorf("a public address: %v", err)
	}
}
