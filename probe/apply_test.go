package probe

import (
	"strings"
	"testing"
)

const spkitYAML = `# the trainer
name: lora
profiles:
  dgx-spark:
    # bigger batches on the Spark
    trainer_overrides: {batch_size: 4, max_train_steps: 20} # flow style
  cpu:
    trainer_overrides:
      batch_size: 2   # small
`

func TestApplyEditsInPlace(t *testing.T) {
	out, err := Apply([]byte(spkitYAML), "cpu", map[string]int{"batch_size": 9})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(spkitYAML, "batch_size: 2   # small", "batch_size: 9   # small", 1)
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	out, err = Apply([]byte(spkitYAML), "dgx-spark", map[string]int{"batch_size": 12})
	if err != nil || !strings.Contains(string(out), "{batch_size: 12, max_train_steps: 20} # flow style") {
		t.Errorf("flow style edit: %v\n%s", err, out)
	}
}

func TestApplyAddsMissingKeysKeepingComments(t *testing.T) {
	out, err := Apply([]byte(spkitYAML), "h100", map[string]int{"batch_size": 32, "seq_len": 2048})
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{"# the trainer", "# bigger batches on the Spark", "# small", "h100:", "batch_size: 32", "seq_len: 2048"} {
		if !strings.Contains(s, want) {
			t.Errorf("result lacks %q:\n%s", want, s)
		}
	}
	again, err := Apply(out, "h100", map[string]int{"batch_size": 33})
	if err != nil || !strings.Contains(string(again), "batch_size: 33") || strings.Count(string(again), "batch_size: 32") != 0 {
		t.Errorf("second apply: %v\n%s", err, again)
	}
}

// Issue #31 item 5: a value probed for one profile must not land in
// another's through a shared (anchored, aliased) mapping.
func TestApplyRefusesSharedMappings(t *testing.T) {
	for name, tc := range map[string]struct{ yaml, profile, want string }{
		"alias": {"profiles:\n  cpu: {trainer_overrides: &ov {batch_size: 2}}\n  h100: {trainer_overrides: *ov}\n", "h100",
			"spkit.yaml:3: profiles.h100.trainer_overrides is an alias (*ov) of the mapping at line 2"},
		"anchor": {"profiles:\n  cpu: {trainer_overrides: &ov {batch_size: 2}}\n  h100: {trainer_overrides: *ov}\n", "cpu",
			"spkit.yaml:2: profiles.cpu.trainer_overrides has the anchor &ov"},
		"anchored value": {"profiles:\n  cpu:\n    trainer_overrides:\n      batch_size: &b 2\n  h100:\n    trainer_overrides: {batch_size: *b}\n", "cpu",
			"spkit.yaml:4: profiles.cpu.trainer_overrides.batch_size has the anchor &b"},
		"aliased profile": {"profiles:\n  cpu: &p {trainer_overrides: {batch_size: 2}}\n  h100: *p\n", "h100",
			"profiles.h100 is an alias (*p)"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Apply([]byte(tc.yaml), tc.profile, map[string]int{"batch_size": 8})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Apply = %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := Apply([]byte("profiles:\n  cpu: {trainer_overrides: {batch_size: 2}}\n"), "cpu", map[string]int{"batch_size": 8}); err != nil {
		t.Errorf("a profile's own mapping: %v", err)
	}
}
