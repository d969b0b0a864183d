package compose

import "testing"

func TestDownSummary(t *testing.T) {
	cases := []struct {
		containers, volumes []string
		withVolumes         bool
		want                string
	}{
		{nil, nil, false, "nothing to remove: lora has no containers"},
		{nil, nil, true, "nothing to remove: lora has no containers or volumes"},
		{[]string{"lora-cpu-1"}, nil, false, "removed 1 container(s) (lora-cpu-1) of lora; volumes kept (the Hugging Face cache); pass --volumes to remove them"},
		{[]string{"lora-cpu-1"}, []string{"lora-hf-cache"}, true, "removed 1 container(s) (lora-cpu-1) and 1 volume(s) (lora-hf-cache) of lora; checkpoints in the output directory are kept"},
	}
	for _, c := range cases {
		if got := downSummary("lora", c.containers, c.volumes, c.withVolumes); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}
