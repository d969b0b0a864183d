package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitChecksXformers: a written command that turns on xformers'
// attention gets a CHECK line when nothing installs xformers (spkit does
// not add it: its wheels pin one torch). Shapes: held-out 36's
// instruction-tuned-sd (`accelerate launch train_instruct_pix2pix.py ...
// --enable_xformers_memory_efficient_attention`, a requirements.txt
// without it) and kohya-ss's sd-scripts (`accelerate launch
// train_network.py ... --xformers`, xformers installed by a separate
// README step). Precision: a requirements file that lists xformers
// (held-out 34's ziplora-pytorch) and a line without the option say
// nothing.
func TestInitChecksXformers(t *testing.T) {
	trainer := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--pretrained_model_name_or_path')\np.add_argument('--dataset_name')\np.add_argument('--dataset_config')\np.add_argument('--output_dir', default='out')\np.add_argument('--enable_xformers_memory_efficient_attention', action='store_true')\np.add_argument('--xformers', action='store_true')\nif __name__ == '__main__':\n    p.parse_args()\n"
	repo := func(line, reqs string) map[string]string {
		return map[string]string{
			"train.py":         trainer,
			"dataset.toml":     "[general]\nresolution = 512\n",
			"requirements.txt": reqs,
			"README.md":        "# diffusion fine-tuning\n\n## Training\n\n```bash\n" + line + "\n```\n",
		}
	}
	pix2pix := "accelerate launch --mixed_precision=fp16 train.py --pretrained_model_name_or_path=stabilityai/stable-diffusion-2-1 --dataset_name=instruction-tuning-sd/cartoonization --output_dir=cartoonization --enable_xformers_memory_efficient_attention"
	kohya := "accelerate launch train.py --pretrained_model_name_or_path=stabilityai/stable-diffusion-2-1 --dataset_config=dataset.toml --output_dir=lora_out --xformers"
	for _, tc := range []struct {
		name, line, reqs string
		want             string // the option the CHECK names; "" for none
	}{
		{"instruction-tuned-sd shape", pix2pix, "torchvision\naccelerate\ndiffusers\ntransformers\ndatasets\n", "--enable_xformers_memory_efficient_attention"},
		{"sd-scripts shape", kohya, "accelerate\ndiffusers\ntransformers\ntoml\n", "--xformers"},
		{"listed in the requirements", pix2pix, "accelerate\ndiffusers\ntransformers\nxformers>=0.0.20\n", ""},
		{"no option", strings.TrimSuffix(pix2pix, " --enable_xformers_memory_efficient_attention"), "accelerate\ndiffusers\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := detectH2(t, repo(tc.line, tc.reqs))
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			i := slices.IndexFunc(d.Checks, func(c string) bool { return strings.Contains(c, "xformers") })
			switch {
			case tc.want == "" && i >= 0:
				t.Errorf("unexpected CHECK: %s", d.Checks[i])
			case tc.want != "" && i < 0:
				t.Errorf("no CHECK says xformers is needed; checks %q", d.Checks)
			case tc.want != "" && !strings.Contains(d.Checks[i], tc.want):
				t.Errorf("the CHECK should name %s: %s", tc.want, d.Checks[i])
			}
		})
	}
}
