package matrixgen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// The sources' published addresses.
const (
	DefaultTorchURL   = "https://download.pytorch.org/whl"
	DefaultHubURL     = "https://hub.docker.com/v2/repositories/nvidia/cuda/tags"
	DefaultDriversURL = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html"
	// DefaultGitHubURL serves the GitHub files curated.yaml names, by
	// commit: /OWNER/REPO/COMMIT/PATH.
	DefaultGitHubURL = "https://raw.githubusercontent.com"
)

// Environment variables that override the base URLs (mirrors, tests).
const (
	EnvTorchURL   = "SPKIT_MATRIX_TORCH_URL"
	EnvHubURL     = "SPKIT_MATRIX_HUB_URL"
	EnvDriversURL = "SPKIT_MATRIX_DRIVERS_URL"
	EnvGitHubURL  = "SPKIT_MATRIX_GITHUB_URL"
)

// maxPage bounds one page's size (PyTorch's largest index pages are a few MB).
const maxPage = 32 << 20

// Options are where the generator reads from.
type Options struct {
	TorchURL   string // PyTorch wheel indexes: TorchURL/cu130/torch/
	HubURL     string // Docker Hub's tags API for nvidia/cuda
	DriversURL string // CUDA toolkit release notes (driver table)
	GitHubURL  string // raw GitHub files (build matrices, image manifests)
	// Client reads the pages; nil is a client with a 30s timeout. A
	// redirect leaves a source's host only for a public address, unless
	// the client has a CheckRedirect of its own.
	Client *http.Client
	// Input is curated.yaml; nil is the copy embedded in spkit.
	Input []byte
}

// WithDefaults fills empty URLs from getenv (EnvTorchURL, ...) or the
// published addresses.
func (o Options) WithDefaults(getenv func(string) string) Options {
	pick := func(v, env, def string) string {
		if v == "" && getenv != nil {
			v = getenv(env)
		}
		if v == "" {
			v = def
		}
		return strings.TrimSuffix(v, "/")
	}
	o.TorchURL = pick(o.TorchURL, EnvTorchURL, DefaultTorchURL)
	o.HubURL = pick(o.HubURL, EnvHubURL, DefaultHubURL)
	o.DriversURL = pick(o.DriversURL, EnvDriversURL, DefaultDriversURL)
	o.GitHubURL = pick(o.GitHubURL, EnvGitHubURL, DefaultGitHubURL)
	if o.Client == nil {
		o.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if o.Client.CheckRedirect == nil {
		c := *o.Client
		c.CheckRedirect = checkRedirect
		o.Client = &c
	}
	return o
}

// errNotFound marks a page the source does not have (a CUDA line without
// a wheel index): not a failure.
var errNotFound = errors.New("not found")

// SourceError says which source could not be read.
type SourceError struct {
	URL string
	Err error
}

func (e *SourceError) Error() string { return fmt.Sprintf("reading %s: %v", e.URL, e.Err) }
func (e *SourceError) Unwrap() error { return e.Err }

// fetcher reads pages and remembers which, for the provenance.
type fetcher struct {
	client *http.Client
	read   []string
}

func (f *fetcher) get(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, &SourceError{URL: url, Err: err}
	}
	req.Header.Set("User-Agent", "spkit-matrixgen")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, &SourceError{URL: url, Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, errNotFound
	}
	if resp.StatusCode != http.StatusOK {
		return nil, &SourceError{URL: url, Err: fmt.Errorf("HTTP %s", resp.Status)}
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxPage))
	if err != nil {
		return nil, &SourceError{URL: url, Err: err}
	}
	f.read = append(f.read, url)
	return data, nil
}
