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
