package project

import (
	"encoding"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/profiles"
)

var configType = reflect.TypeFor[Config]()

// Limits that keep a hostile file (alias loops, alias bombs) from hanging
// the walk.
const (
	maxDepth = 64
	maxNodes = 100000
)

// walker checks a YAML node tree against the Go types of Config before it is
// decoded, so each error can name its line and key. The schema is the
// structs' yaml tags: a field added to types.go is known here at once.
type walker struct {
	src   *source
	nodes int
}

// value checks n against t; key is the dotted path of n ("" at the top).
func (w *walker) value(n *yaml.Node, t reflect.Type, key string) error {
	n, err := w.enter(n, key)
	if err != nil {
		return err
	}
	if isNull(n) {
		return nil // unset: defaults and validation take over
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem() // an optional section (metrics): checked as its value
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		return w.text(n, t, key)
	}
	switch t.Kind() {
	case reflect.Struct:
		return w.structure(n, t, key)
	case reflect.Map:
		return w.mapping(n, t, key)
	case reflect.Slice:
		return w.list(n, t, key)
	case reflect.Interface:
		return w.free(n, key, 0)
	default:
		return w.scalar(n, t, key)
	}
}

// enter follows aliases and counts nodes against the limits.
func (w *walker) enter(n *yaml.Node, key string) (*yaml.Node, error) {
	for i := 0; n.Kind == yaml.AliasNode; i++ {
		if n.Alias == nil || i > maxDepth {
			return nil, w.src.errAt(pos{n.Line, n.Column}, "", "%s: alias %q cannot be resolved", label(key), n.Value)
		}
		n = n.Alias
	}
	w.nodes++
	if strings.Count(key, ".") > maxDepth {
		return nil, w.src.errAt(pos{n.Line, n.Column}, "use less nesting",
			"%s: the file nests more than %d levels deep", label(key), maxDepth)
	}
	if w.nodes > maxNodes {
		// A 400k-word train.command was told as nesting (issue 41).
		return nil, w.src.errAt(pos{n.Line, n.Column}, "shorten it: a command or list this long is no trainer's (aliases count each time they are used)",
			"%s: the file holds more than %d values", label(key), maxNodes)
	}
	return n, nil
}

func (w *walker) typeError(n *yaml.Node, t reflect.Type, key string) error {
	hint := ""
	if t.Kind() == reflect.Slice && n.Kind == yaml.ScalarNode {
		hint = fmt.Sprintf("write a list, e.g. %s: [%s]", lastKey(key), n.Value)
	}
	if t == reflect.TypeFor[Metrics]() && n.Kind == yaml.ScalarNode {
		hint = fmt.Sprintf("write a mapping, e.g. %s: {port: %s}", lastKey(key), n.Value)
	}
	return w.src.errAt(pos{n.Line, n.Column}, hint, "%s: expected %s, got %s", label(key), describeType(t), describeNode(n))
}

func (w *walker) scalar(n *yaml.Node, t reflect.Type, key string) error {
	if n.Kind != yaml.ScalarNode {
		return w.typeError(n, t, key)
	}
	tag := n.ShortTag()
	switch t.Kind() {
	case reflect.String:
		return nil // any scalar reads as its text: cuda: 13.0 is "13.0"
	case reflect.Bool:
		if tag == "!!bool" {
			return nil
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if tag == "!!int" {
			return nil
		}
	case reflect.Float32, reflect.Float64:
		if tag == "!!int" || tag == "!!float" {
			return nil
		}
	}
	return w.typeError(n, t, key)
}

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// text checks a value whose type reads itself from text (a memory size):
// it is parsed here, so its error names the line and column.
func (w *walker) text(n *yaml.Node, t reflect.Type, key string) error {
	if n.Kind != yaml.ScalarNode {
		return w.src.errAt(pos{n.Line, n.Column}, "", "%s: expected a value such as 28GB, got %s", label(key), describeNode(n))
	}
	v := reflect.New(t).Interface().(encoding.TextUnmarshaler)
	if err := v.UnmarshalText([]byte(n.Value)); err != nil {
		return w.src.errKey(key, "", "%s: %v", label(key), err)
	}
	return nil
}

func (w *walker) list(n *yaml.Node, t reflect.Type, key string) error {
	if n.Kind != yaml.SequenceNode {
		return w.typeError(n, t, key)
	}
	for i, item := range n.Content {
		k := fmt.Sprintf("%s[%d]", key, i)
		w.src.at[k] = pos{item.Line, item.Column}
		if err := w.value(item, t.Elem(), k); err != nil {
			return err
		}
	}
	return nil
}

// entries checks that n is a mapping with unique scalar keys and calls fn
// for each entry.
func (w *walker) entries(n *yaml.Node, t reflect.Type, key string, fn func(k, v *yaml.Node) error) error {
	if n.Kind != yaml.MappingNode {
		return w.typeError(n, t, key)
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode || k.ShortTag() == "!!merge" {
			return w.src.errAt(pos{k.Line, k.Column}, "write each key out; anchors can only be used as values",
				"%s: keys must be plain names (merge keys `<<` and complex keys are not supported)", label(key))
		}
		if first, dup := seen[k.Value]; dup {
			return w.src.errAt(pos{k.Line, k.Column}, "remove one of them",
				"duplicate key %q (first at line %d)", join(key, k.Value), first)
		}
		seen[k.Value] = k.Line
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}

func (w *walker) structure(n *yaml.Node, t reflect.Type, key string) error {
	fields := yamlFields(t)
	return w.entries(n, t, key, func(k, v *yaml.Node) error {
		child := join(key, k.Value)
		ft, ok := fields[k.Value]
		if !ok {
			return w.unknownKey(k, fields, key)
		}
		w.src.at[child] = pos{k.Line, k.Column}
		return w.value(v, ft, child)
	})
}

func (w *walker) mapping(n *yaml.Node, t reflect.Type, key string) error {
	return w.entries(n, t, key, func(k, v *yaml.Node) error {
		child := join(key, k.Value)
		w.src.at[child] = pos{k.Line, k.Column}
		return w.value(v, t.Elem(), child)
	})
}

// free checks a free-form value (trainer_overrides): any shape, but keys
// are strings, unique, and the nesting is bounded.
func (w *walker) free(n *yaml.Node, key string, depth int) error {
	n, err := w.enter(n, key)
	if err != nil {
		return err
	}
	if depth > maxDepth {
		return w.src.errAt(pos{n.Line, n.Column}, "", "%s: nested too deeply", label(key))
	}
	switch n.Kind {
	case yaml.SequenceNode:
		for i, item := range n.Content {
			if err := w.free(item, fmt.Sprintf("%s[%d]", key, i), depth+1); err != nil {
				return err
			}
		}
	case yaml.MappingNode:
		return w.entries(n, reflect.TypeFor[map[string]any](), key, func(k, v *yaml.Node) error {
			if k.ShortTag() != "!!str" {
				return w.src.errAt(pos{k.Line, k.Column}, fmt.Sprintf("quote it: %q", k.Value),
					"%s: key %s is %s, expected a string", label(key), k.Value, describeNode(k))
			}
			return w.free(v, join(key, k.Value), depth+1)
		})
	}
	return nil
}

func (w *walker) unknownKey(k *yaml.Node, fields map[string]reflect.Type, parent string) error {
	known := make([]string, 0, len(fields))
	for name := range fields {
		known = append(known, name)
	}
	sort.Strings(known)
	p := pos{k.Line, k.Column}
	if s := profiles.Suggest(k.Value, known); s != "" {
		return w.src.errAt(p, "", "unknown key %q (did you mean %q?)", join(parent, k.Value), join(parent, s))
	}
	// A key written one level too high: "command:" meaning "train.command".
	for _, name := range known {
		ft := fields[name]
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if ft.Kind() == reflect.Struct {
			if _, ok := yamlFields(ft)[k.Value]; ok {
				return w.src.errAt(p, "", "unknown key %q (did you mean %q?)", join(parent, k.Value), join(parent, name+"."+k.Value))
			}
		}
	}
	where := "the top level"
	if parent != "" {
		where = parent
	}
	return w.src.errAt(p, "keys allowed in "+where+": "+strings.Join(known, ", "), "unknown key %q", join(parent, k.Value))
}

// yamlFields maps the yaml names of t's fields to their types, the way
// yaml.v3 names them (tag name, else the lower-cased field name).
func yamlFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "-" {
			continue
		}
		if strings.Contains(opts, "inline") && f.Type.Kind() == reflect.Struct {
			for k, v := range yamlFields(f.Type) {
				out[k] = v
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = f.Type
	}
	return out
}

func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Struct, reflect.Interface:
		return "a mapping"
	case reflect.Slice:
		return "a list of " + strings.TrimPrefix(strings.TrimPrefix(describeType(t.Elem()), "a "), "an ") + "s"
	case reflect.Map:
		if t.Elem().Kind() == reflect.String {
			return "a mapping of strings"
		}
		return "a mapping"
	case reflect.Float32, reflect.Float64:
		return "a number"
	}
	return "a whole number"
}

func join(parent, key string) string {
	if parent == "" {
		return key
	}
	return parent + "." + key
}

func lastKey(key string) string {
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		return key[i+1:]
	}
	return key
}

// label is the key path as errors show it.
func label(key string) string {
	if key == "" {
		return "top level"
	}
	return key
}
