package matrixgen

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
)

// hubPage is one page of Docker Hub's tags API.
type hubPage struct {
	Next    string `json:"next"`
	Results []struct {
		Name   string `json:"name"`
		Images []struct {
			OS           string `json:"os"`
			Architecture string `json:"architecture"`
		} `json:"images"`
	} `json:"results"`
}

// maxHubPages bounds the pages read per CUDA minor.
const maxHubPages = 20

var imageTagRe = regexp.MustCompile(`^(\d+\.\d+\.\d+)-(.+)-((?:ubuntu|rockylinux|ubi)[\d.]+)$`)

// imageTags maps "13.0.1" -> "cudnn-devel-ubuntu24.04" -> platforms.
type imageTags map[string]map[string][]string

// fetchTags reads the tags of one CUDA minor ("13.0"), following pages.
func (g *gen) fetchTags(ctx context.Context, minor string, into imageTags) error {
	for page := 1; page <= maxHubPages; page++ {
		q := url.Values{"page_size": {"100"}, "name": {minor + "."}, "page": {strconv.Itoa(page)}}
		data, err := g.f.get(ctx, g.o.HubURL+"?"+q.Encode())
		if err != nil {
			return err
		}
		var p hubPage
		if err := json.Unmarshal(data, &p); err != nil {
			return &SourceError{URL: g.o.HubURL, Err: fmt.Errorf("not a tags page: %w", err)}
		}
		for _, r := range p.Results {
			into.add(r.Name, r.Images)
		}
		if p.Next == "" {
			return nil
		}
	}
	return nil
}

func (t imageTags) add(name string, images []struct {
	OS           string `json:"os"`
	Architecture string `json:"architecture"`
}) {
	m := imageTagRe.FindStringSubmatch(name)
	if m == nil {
		return
	}
	if t[m[1]] == nil {
		t[m[1]] = map[string][]string{}
	}
	key := m[2] + "-" + m[3]
	for _, img := range images {
		p := img.OS + "/" + img.Architecture
		if !slices.Contains(t[m[1]][key], p) {
			t[m[1]][key] = append(t[m[1]][key], p)
		}
	}
}

// pick returns the newest patch release of minor whose tags cover every
// variant, OS and platform the input asks for.
func (t imageTags) pick(minor string, in *Input) string {
	best := ""
	for version, have := range t {
		if minorOf(version) != minor || !t.complete(have, in) {
			continue
		}
		if best == "" || versionLess(best, version) {
			best = version
		}
	}
	return best
}

func (t imageTags) complete(have map[string][]string, in *Input) bool {
	for _, v := range in.Variants {
		for _, o := range in.OS {
			for _, p := range in.Platforms {
				if !slices.Contains(have[v+"-"+o.Name], p) {
					return false
				}
			}
		}
	}
	return true
}
