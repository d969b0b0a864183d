package k8s

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation"
)

// Issue #31 item 11: every object name is one sanitiser's output, a valid
// DNS label, whatever the project and cache names hold.
func TestEveryObjectNameIsADNSLabel(t *testing.T) {
	for _, tc := range []struct{ project, cache string }{
		{"x_y", ""}, {"lora__trainer", "My_Cache.v2"}, {"a", "9cache"}, {"very_long_project_name_that_goes_on_and_on_and_on_past_sixty", ""},
	} {
		s := spec(t, "cpu")
		s.Project = tc.project
		s.Cache.Name = tc.project + "-hf-cache"
		if tc.cache != "" {
			s.Cache.Name = tc.cache
		}
		m, err := Render(s, Options{Nodes: 2, Namespace: "train-ns"})
		if err != nil {
			t.Fatal(err)
		}
		names := []string{m.Job.Name, m.Service.Name, m.Job.Spec.Template.Spec.Subdomain}
		for _, c := range m.Claims {
			names = append(names, c.Name)
		}
		if m.ConfigMap != nil {
			names = append(names, m.ConfigMap.Name)
		}
		for _, v := range m.Job.Spec.Template.Spec.Volumes {
			if pvc := v.PersistentVolumeClaim; pvc != nil {
				names = append(names, pvc.ClaimName)
				found := false
				for _, c := range m.Claims {
					found = found || c.Name == pvc.ClaimName
				}
				if !found {
					t.Errorf("%s: volume %s names claim %s, which the manifests do not hold", tc.project, v.Name, pvc.ClaimName)
				}
			}
		}
		for _, n := range names {
			if errs := validation.IsDNS1123Label(n); len(errs) > 0 {
				t.Errorf("%s: object name %q: %v", tc.project, n, errs)
			}
		}
		if errs := validation.IsDNS1035Label(m.Service.Name); len(errs) > 0 {
			t.Errorf("%s: service name %q: %v", tc.project, m.Service.Name, errs)
		}
	}
}

func TestNamespaceAndStorageClassChecked(t *testing.T) {
	for _, o := range []Options{{Nodes: 2, Namespace: "Bad_NS;id"}, {Nodes: 2, Namespace: "a\nb"}, {Nodes: 2, StorageClass: "fast ssd"}} {
		if _, err := Render(spec(t, "cpu"), o); err == nil {
			t.Errorf("Render took %+v", o)
		}
	}
}
