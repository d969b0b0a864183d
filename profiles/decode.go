package profiles

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

var unknownFieldRE = regexp.MustCompile(`^line (\d+): field (\S+) not found in type`)

// decodeProfile decodes one profile file strictly: unknown keys and wrong
// types are errors that name the file and line.
func decodeProfile(data []byte, path string) (*Profile, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var p Profile
	err := dec.Decode(&p)
	if errors.Is(err, io.EOF) {
		return nil, errdefs.Configf("write a profile in it (`spkit profiles show dgx-spark` shows the format), or remove it",
			"%s: the file is empty", path)
	}
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Config, err, path+":"+yamlMessage(err),
			"fix the profile file (`spkit profiles show dgx-spark` shows the format)")
	}
	if err := singleDocument(dec, path); err != nil {
		return nil, err
	}
	if err := checkEnvLines(data, path); err != nil {
		return nil, err
	}
	if p.Name == "" {
		return nil, errdefs.Configf("add name: to the file", "%s: profile has no name", path)
	}
	return &p, nil
}

// singleDocument refuses a second YAML document after the first, as
// spkit.yaml does: silently ignoring it would drop settings.
func singleDocument(dec *yaml.Decoder, path string) error {
	var next yaml.Node
	err := dec.Decode(&next)
	switch {
	case errors.Is(err, io.EOF):
		return nil
	case err != nil:
		return errdefs.Wrap(errdefs.Config, err, path+":"+yamlMessage(err), "fix the profile file")
	}
	return errdefs.Configf("keep one profile per file: remove the `---` separator and what follows",
		"%s:%d: the file holds more than one YAML document", path, next.Line)
}

// yamlMessage turns yaml.v3's error into "LINE: what was wrong".
func yamlMessage(err error) string {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		return strings.TrimPrefix(msg, "line ")
	}
	out := make([]string, len(te.Errors))
	for i, e := range te.Errors {
		out[i] = strings.TrimPrefix(e, "line ")
		if m := unknownFieldRE.FindStringSubmatch(e); m != nil {
			out[i] = fmt.Sprintf("%s: unknown key %q", m[1], m[2])
			if s := Suggest(m[2], profileKeys()); s != "" {
				out[i] += fmt.Sprintf(" (did you mean %q?)", s)
			}
		}
	}
	return strings.Join(out, "; ")
}

// profileKeys lists every key a profile file may hold, at any depth.
func profileKeys() []string {
	seen := map[string]bool{}
	collectKeys(reflect.TypeOf(Profile{}), seen)
	for _, k := range guardKeys { // Guard decodes itself: its fields carry no tags
		seen[k] = true
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func collectKeys(t reflect.Type, seen map[string]bool) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return
	}
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		if name == "" || name == "-" {
			continue
		}
		seen[name] = true
		collectKeys(t.Field(i).Type, seen)
	}
}
