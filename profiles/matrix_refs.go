package profiles

import (
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"unicode"

	"github.com/distribution/reference"
)

// validateValues refuses what a generated file could not take from the
// matrix: a control character in any value (a newline in image: added a
// RUN line to the Dockerfile), a CUDA or base image that is no image
// reference, a torch index that is no http(s) address. A repository's own
// matrix is validated with the built-in one's rules (issue 41).
func (m *Matrix) validateValues() error {
	if where := controlIn(reflect.ValueOf(m).Elem(), "matrix"); where != "" {
		return fmt.Errorf("%s holds a control character", where)
	}
	for _, c := range m.CUDA {
		for _, osi := range c.OS {
			ref := c.Image + ":" + c.ImageVersion + "-" + VariantDevel + "-" + osi.Name
			if _, err := reference.ParseNormalizedNamed(ref); err != nil {
				return fmt.Errorf("matrix: CUDA %s: image %q is not an image reference: %v", c.Version, ref, err)
			}
		}
		if u, err := url.Parse(c.TorchIndex); c.TorchIndex != "" && (err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "") {
			return fmt.Errorf("matrix: CUDA %s: torch_index %q is not an http(s) address", c.Version, c.TorchIndex)
		}
	}
	for _, b := range m.Bases {
		if _, err := reference.ParseNormalizedNamed(b.Image); err != nil {
			return fmt.Errorf("matrix: torch base %q is not an image reference: %v", b.Image, err)
		}
	}
	return nil
}

// controlIn names the first string under v that holds a control
// character ("" when none does).
func controlIn(v reflect.Value, where string) string {
	switch v.Kind() {
	case reflect.String:
		if strings.IndexFunc(v.String(), unicode.IsControl) >= 0 {
			return where
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return controlIn(v.Elem(), where)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if w := controlIn(v.Index(i), fmt.Sprintf("%s[%d]", where, i)); w != "" {
				return w
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			k := fmt.Sprint(it.Key().Interface())
			if w := controlIn(it.Key(), where+" key"); w != "" {
				return w
			}
			if w := controlIn(it.Value(), where+"."+k); w != "" {
				return w
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
				if name == "" {
					name = f.Name
				}
				if w := controlIn(v.Field(i), where+"."+name); w != "" {
					return w
				}
			}
		}
	}
	return ""
}
