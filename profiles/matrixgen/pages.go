package matrixgen

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

// ManifestFile lists recorded pages, one "URL file" per line, in a pages
// directory (profiles/matrixgen/testdata/sources).
const ManifestFile = "pages.txt"

// Pages are source pages kept on disk, keyed by URL.
type Pages struct {
	dir   string
	files map[string]string // URL -> file name
}

// LoadPages reads dir's manifest.
func LoadPages(dir string) (*Pages, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, err
	}
	p := &Pages{dir: dir, files: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && !strings.HasPrefix(f[0], "#") {
			p.files[f[0]] = f[1]
		}
	}
	return p, nil
}

// RoundTrip serves a recorded page, or 404 for one not recorded.
func (p *Pages) RoundTrip(req *http.Request) (*http.Response, error) {
	resp := &http.Response{StatusCode: http.StatusNotFound, Status: "404 Not Found", Request: req,
		Header: http.Header{}, Body: io.NopCloser(strings.NewReader(""))}
	name, ok := p.files[req.URL.String()]
	if !ok {
		return resp, nil
	}
	data, err := os.ReadFile(filepath.Join(p.dir, name))
	if err != nil {
		return nil, err
	}
	resp.StatusCode, resp.Status = http.StatusOK, "200 OK"
	resp.Body = io.NopCloser(bytes.NewReader(data))
	return resp, nil
}

// Client returns an HTTP client that answers from the pages.
func (p *Pages) Client() *http.Client { return &http.Client{Transport: p} }

// Handler serves the pages over HTTP under /torch, /hub, /drivers and
// /github, the base URLs' stand-ins (Options{TorchURL: srv.URL +
// "/torch", ...}).
func (p *Pages) Handler() http.Handler {
	bases := map[string]string{"torch": DefaultTorchURL, "hub": DefaultHubURL, "drivers": DefaultDriversURL, "github": DefaultGitHubURL}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		first, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
		base, ok := bases[first]
		if !ok {
			http.NotFound(w, r)
			return
		}
		u := base
		if rest != "" {
			u += "/" + rest
		}
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		req, err := http.NewRequest(http.MethodGet, u, nil)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		resp, err := p.RoundTrip(req)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.WriteHeader(resp.StatusCode)
		if _, err := io.Copy(w, resp.Body); err != nil {
			return // the client went away; nothing more to say to it
		}
	})
}

// Recorder is a transport that saves every page it reads into a pages
// directory (make matrix records what it read, for the drift test).
type Recorder struct {
	Dir  string
	Next http.RoundTripper
	list []string
}

// RoundTrip fetches the page and saves it when the answer is 200.
func (r *Recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := r.Next.RoundTrip(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		return resp, err
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	name := fmt.Sprintf("page-%03d%s", len(r.list)+1, pageExt(resp.Header.Get("Content-Type")))
	if err := os.WriteFile(filepath.Join(r.Dir, name), data, 0o644); err != nil {
		return nil, err
	}
	r.list = append(r.list, req.URL.String()+" "+name)
	resp.Body = io.NopCloser(bytes.NewReader(data))
	return resp, nil
}

// WriteManifest writes the manifest of the recorded pages.
func (r *Recorder) WriteManifest() error {
	body := "# Recorded by make matrix: URL file\n" + strings.Join(r.list, "\n") + "\n"
	return os.WriteFile(filepath.Join(r.Dir, ManifestFile), []byte(body), 0o644)
}

func pageExt(contentType string) string {
	if strings.Contains(contentType, "json") {
		return ".json"
	}
	return ".html"
}
