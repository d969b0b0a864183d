package project

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// pos is where something sits in spkit.yaml; the zero pos means unknown
// (a Config built in code).
type pos struct{ line, col int }

// source is a parsed spkit.yaml: its path, and where each key path
// ("train.command", "copy[1]", "env.HF_HOME") was written, so semantic
// errors can point at a line too.
type source struct {
	path string
	at   map[string]pos
}

func (s *source) pos(key string) pos {
	if s == nil || s.at == nil {
		return pos{}
	}
	return s.at[key]
}

// errAt returns a one-line Config error located at p.
func (s *source) errAt(p pos, hint, format string, args ...any) *errdefs.Error {
	loc := FileName
	if s != nil && s.path != "" {
		loc = s.path
	}
	if p.line > 0 {
		loc = fmt.Sprintf("%s:%d:%d", loc, p.line, p.col)
	}
	msg := oneLine(loc + ": " + fmt.Sprintf(format, args...))
	return errdefs.New(errdefs.Config, msg, oneLine(hint))
}

// errKey returns a Config error located where key was written.
func (s *source) errKey(key, hint, format string, args ...any) *errdefs.Error {
	return s.errAt(s.pos(key), hint, format, args...)
}

// Parse decodes spkit.yaml bytes strictly; path names the file in errors.
// Unknown keys, wrong types, duplicate keys, an empty file and several
// documents are errors naming the line, column and key; then the values are
// validated (see Validate). Files the config names are not checked: Load
// does that.
func Parse(data []byte, path string) (*Config, error) {
	cfg, _, err := parse(data, path)
	return cfg, err
}

func parse(data []byte, path string) (*Config, *source, error) {
	src := &source{path: path, at: map[string]pos{}}
	root, err := src.document(data)
	if err != nil {
		return nil, nil, err
	}
	w := &walker{src: src}
	if err := w.value(root, configType, ""); err != nil {
		return nil, nil, err
	}
	var cfg Config
	if err := root.Decode(&cfg); err != nil {
		return nil, nil, src.yamlError(err)
	}
	cfg.Path = path
	if err := validate(&cfg, src); err != nil {
		return nil, nil, err
	}
	return &cfg, src, nil
}

// document returns the single document's top node.
func (s *source) document(data []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); errors.Is(err, io.EOF) {
		return nil, s.errAt(pos{}, "run `spkit init` to write one", "the file is empty")
	} else if err != nil {
		return nil, s.yamlError(err)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case err == nil:
		return nil, s.errAt(pos{next.Line, next.Column}, "keep one document: remove the `---` separator and what follows",
			"the file holds more than one YAML document")
	case !errors.Is(err, io.EOF):
		return nil, s.yamlError(err)
	}
	if len(doc.Content) == 0 || isNull(doc.Content[0]) {
		return nil, s.errAt(pos{doc.Line, doc.Column}, "run `spkit init` to write one", "the file holds no settings")
	}
	top := doc.Content[0]
	if top.Kind != yaml.MappingNode {
		return nil, s.errAt(pos{top.Line, top.Column}, "start with `name: ...`",
			"expected a mapping of settings at the top level, got %s", describeNode(top))
	}
	return top, nil
}

var yamlLine = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)

// yamlError rewrites a yaml.v3 error ("yaml: line 3: ...") as
// "spkit.yaml:3: ...".
func (s *source) yamlError(err error) *errdefs.Error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	loc := FileName
	if s.path != "" {
		loc = s.path
	}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		loc, msg = loc+":"+m[1], m[2]
	}
	e := errdefs.New(errdefs.Config, oneLine(loc+": "+msg), "fix the YAML syntax")
	e.Err = err
	return e
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

// describeNode names what a node is, for "expected X, got Y".
func describeNode(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	case yaml.DocumentNode:
		return "a document"
	}
	switch n.ShortTag() {
	case "!!null":
		return "nothing"
	case "!!bool":
		return "a boolean"
	case "!!int", "!!float":
		return "a number"
	case "!!str":
		return "a string"
	}
	return "a value tagged " + n.ShortTag()
}
