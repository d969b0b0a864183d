package matrixgen

import (
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
)

var (
	hrefRe  = regexp.MustCompile(`<a\s[^>]*href="([^"]+)"`)
	wheelRe = regexp.MustCompile(`^([a-z_]+)-(\d+\.\d+\.\d+)\+(cu\d+)-cp(\d)(\d+)-cp\d+(t?)-(.+)\.whl$`)
)

// wheelPlatforms maps a wheel's platform tag to the image platform.
var wheelPlatforms = []struct{ tag, platform string }{
	{"x86_64", "linux/amd64"},
	{"aarch64", "linux/arm64"},
}

// wheels maps version -> platform -> CPython versions ("3.12").
type wheels map[string]map[string][]string

// parseWheels reads a PEP 503 simple index page of one package on one
// wheel line (cu130): Linux CPython wheels only; free-threaded (cp314t)
// and Windows wheels are left out.
func parseWheels(page []byte, line string) wheels {
	out := wheels{}
	for _, m := range hrefRe.FindAllSubmatch(page, -1) {
		href, _, _ := strings.Cut(string(m[1]), "#")
		name, err := url.PathUnescape(path.Base(href))
		if err != nil {
			continue
		}
		w := wheelRe.FindStringSubmatch(name)
		if w == nil || w[3] != line || w[6] == "t" {
			continue
		}
		platform := platformOf(w[7])
		if platform == "" {
			continue
		}
		out.add(w[2], platform, w[4]+"."+w[5])
	}
	return out
}

func platformOf(tag string) string {
	if !strings.Contains(tag, "linux") {
		return ""
	}
	for _, p := range wheelPlatforms {
		if strings.HasSuffix(tag, p.tag) {
			return p.platform
		}
	}
	return ""
}

func (w wheels) add(version, platform, python string) {
	if w[version] == nil {
		w[version] = map[string][]string{}
	}
	if !slices.Contains(w[version][platform], python) {
		w[version][platform] = append(w[version][platform], python)
	}
}

// versions returns the versions, newest first.
func (w wheels) versions() []string {
	out := make([]string, 0, len(w))
	for v := range w {
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b string) int {
		switch {
		case versionLess(b, a):
			return -1
		case versionLess(a, b):
			return 1
		}
		return 0
	})
	return out
}

// covers reports whether version has wheels on every platform of want.
func (w wheels) covers(version string, want map[string][]string) bool {
	for p := range want {
		if len(w[version][p]) == 0 {
			return false
		}
	}
	return true
}
