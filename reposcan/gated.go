package reposcan

import (
	_ "embed"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

// GatedFamily is a Hugging Face model family whose repositories are gated
// (the user accepts a licence on the Hub and passes a token), from the
// table in data/gated.yaml (each entry with the Hub page that shows it).
type GatedFamily struct {
	Prefix string `yaml:"prefix"`
	Why    string `yaml:"why"`
	Source string `yaml:"source"`
	Seen   string `yaml:"seen"`
}

//go:embed data/gated.yaml
var gatedYAML []byte

var gatedTable = sync.OnceValues(func() ([]GatedFamily, error) {
	var doc struct {
		Families []GatedFamily `yaml:"families"`
	}
	err := yaml.Unmarshal(gatedYAML, &doc)
	return doc.Families, err
})

// GatedModel returns the gated family a Hub model id (org/name) belongs
// to; false when the id is none of the table's.
func GatedModel(id string) (GatedFamily, bool) {
	id = strings.ToLower(strings.Trim(id, `"'`))
	if strings.Count(id, "/") != 1 {
		return GatedFamily{}, false
	}
	table, err := gatedTable()
	if err != nil {
		return GatedFamily{}, false
	}
	for _, f := range table {
		if strings.HasPrefix(id, strings.ToLower(f.Prefix)) {
			return f, true
		}
	}
	return GatedFamily{}, false
}
