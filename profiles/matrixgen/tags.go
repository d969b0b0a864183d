package matrixgen

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"

	"github.com/spkit-dev/spkit/profiles"
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
	var plats []string
	for _, img := range images {
		plats = append(plats, img.OS+"/"+img.Architecture)
	}
	t.addPlatforms(m[1], m[2]+"-"+m[3], plats)
}

// addPlatforms records that tag key ("cudnn-devel-ubuntu24.04") of an
// update is published for plats.
func (t imageTags) addPlatforms(version, key string, plats []string) {
	if t[version] == nil {
		t[version] = map[string][]string{}
	}
	for _, p := range plats {
		if !slices.Contains(t[version][key], p) {
			t[version][key] = append(t[version][key], p)
		}
	}
}

// merge adds o's tags to t.
func (t imageTags) merge(o imageTags) {
	for version, keys := range o {
		for key, plats := range keys {
			t.addPlatforms(version, key, plats)
		}
	}
}

// requiredVariants are the variants an update needs on every OS and
// platform to be chosen; the input's others (the cuDNN ones) are kept
// where the update has them everywhere.
var requiredVariants = []string{profiles.VariantBase, profiles.VariantRuntime, profiles.VariantDevel}

// pick returns the newest update of minor that has the required variants
// on every OS and platform the input asks for and that skip does not
// refuse (NVIDIA marks it unsupported), with the input's variants it has
// everywhere.
func (t imageTags) pick(minor string, in *Input, skip func(string) bool) (string, []string) {
	best := ""
	for version, have := range t {
		if minorOf(version) != minor || skip(version) || !t.complete(have, in, requiredVariants) {
			continue
		}
		if best == "" || versionLess(best, version) {
			best = version
		}
	}
	if best == "" {
		return "", nil
	}
	var variants []string
	for _, v := range in.Variants {
		if t.complete(t[best], in, []string{v}) {
			variants = append(variants, v)
		}
	}
	return best, variants
}

func (t imageTags) complete(have map[string][]string, in *Input, variants []string) bool {
	for _, v := range variants {
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
