package profiles

import (
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// UnmarshalYAML reads a memory: section; its sizes are read here, once,
// and a bad one is refused with its line and column.
func (m *Memory) UnmarshalYAML(n *yaml.Node) error {
	type plain Memory // without this method
	p := plain(*m)
	err := decodeSection(n, "memory", &p, map[string]*memsize.Size{"gpu": &p.GPU, "system": &p.System})
	*m = Memory(p)
	return err
}

// UnmarshalYAML reads a runtime: section (shm_size as Memory's sizes).
func (r *Runtime) UnmarshalYAML(n *yaml.Node) error {
	type plain Runtime
	p := plain(*r)
	err := decodeSection(n, "runtime", &p, map[string]*memsize.Size{"shm_size": &p.ShmSize})
	*r = Runtime(p)
	return err
}

// decodeSection decodes the mapping n into v, a pointer to a struct with
// yaml tags, as the profile's strict decoder would (a custom unmarshaler's
// node decodes leniently): an unknown key is yaml.v3's own unknown-field
// error, which decodeProfile turns into "unknown key" with a suggestion.
// The keys in sizes are parsed into their memsize.Size ("" leaves one
// unset).
func decodeSection(n *yaml.Node, section string, v any, sizes map[string]*memsize.Size) error {
	t := reflect.TypeOf(v).Elem()
	if n.Kind != yaml.MappingNode {
		return &yaml.TypeError{Errors: []string{fmt.Sprintf("line %d: %s: expected a mapping", n.Line, section)}}
	}
	known := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		known[name] = true
	}
	var errs []string
	rest := &yaml.Node{Kind: yaml.MappingNode, Tag: n.Tag, Line: n.Line, Column: n.Column}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		switch dst, isSize := sizes[k.Value]; {
		case !known[k.Value]:
			errs = append(errs, fmt.Sprintf("line %d: field %s not found in type profiles.%s", k.Line, k.Value, strings.ToUpper(section[:1])+section[1:]))
		case isSize && val.Kind != yaml.ScalarNode:
			errs = append(errs, fmt.Sprintf("line %d:%d: %s.%s: expected a size such as 80GB", val.Line, val.Column, section, k.Value))
		case isSize && val.Value != "":
			s, err := memsize.Parse(val.Value)
			if err != nil {
				errs = append(errs, fmt.Sprintf("line %d:%d: %s.%s: %v", val.Line, val.Column, section, k.Value, err))
			}
			*dst = s
		case !isSize:
			rest.Content = append(rest.Content, k, val)
		}
	}
	if err := rest.Decode(v); err != nil {
		if te, ok := err.(*yaml.TypeError); ok {
			errs = append(errs, te.Errors...)
		} else {
			errs = append(errs, err.Error())
		}
	}
	if len(errs) > 0 {
		return &yaml.TypeError{Errors: errs}
	}
	return nil
}
