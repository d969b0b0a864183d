package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitFitsScriptGPUList: a script's own GPU id list and DataParallel
// switch are fitted to the profiles' GPUs. Shapes (our own text):
// --gpu_ids 0,1,2,3,4,5,6,7 (NVIDIA/pix2pixHD's and junyanz/pytorch-
// CycleGAN-and-pix2pix's train lines, NVIDIA/vid2vid's scripts), vid2vid's
// --n_gpus_gen 6 beside it (fitting the list would leave the count
// impossible: kept and flagged), NVlabs/FUNIT's --multigpus switch.
// Near misses: --gpu_ids -1 (the CPU), a list that fits already, a
// --multigpus that takes a value, a profile with more GPUs keeping its own.
func TestInitFitsScriptGPUList(t *testing.T) {
	trainer := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--name', default='x')\np.add_argument('--gpu_ids', default='0')\np.add_argument('--n_gpus_gen', type=int, default=-1)\np.add_argument('--multigpus', action='store_true')\np.add_argument('--lr', default=1)\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name, line string
		profiles   []string
		want       []string
		perProfile map[string][]string
		fitted     bool
		check      string
	}{
		{"pix2pixHD-shaped list", "python train.py --name label2city_512p --gpu_ids 0,1,2,3,4,5,6,7 --lr 2", nil,
			[]string{"python", "train.py", "--name", "label2city_512p", "--gpu_ids", "0", "--lr", "2"}, nil, true, ""},
		{"list joined, a profile with more GPUs", "python train.py --gpu_ids=0,1,2,3,4,5,6,7", []string{"h100", "gb200"},
			[]string{"python", "train.py", "--gpu_ids=0"},
			map[string][]string{"gb200": {"python", "train.py", "--gpu_ids=0,1,2,3"}}, true, ""},
		{"FUNIT-shaped switch", "python train.py --lr 2 --multigpus", nil,
			[]string{"python", "train.py", "--lr", "2"}, nil, true, ""},
		{"vid2vid-shaped count beside the list", "python train.py --name label2city_512 --gpu_ids 0,1,2,3,4,5,6,7 --n_gpus_gen 6", nil,
			[]string{"python", "train.py", "--name", "label2city_512", "--gpu_ids", "0,1,2,3,4,5,6,7", "--n_gpus_gen", "6"}, nil, false, "--n_gpus_gen is 6"},
		{"CPU kept", "python train.py --gpu_ids -1 --lr 2", nil,
			[]string{"python", "train.py", "--gpu_ids", "-1", "--lr", "2"}, nil, false, ""},
		{"one GPU already", "python train.py --gpu_ids 0", nil,
			[]string{"python", "train.py", "--gpu_ids", "0"}, nil, false, ""},
		{"switch with a value", "python train.py --multigpus 1", nil,
			[]string{"python", "train.py", "--multigpus", "1"}, nil, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"train.py":  trainer,
				"README.md": "## Training\n```\n" + c.line + "\n```\n",
			})
			d, _ := detectAndRender(t, dir, InitOptions{Profiles: c.profiles})
			if !slices.Equal(d.Command, c.want) {
				t.Errorf("command %q, want %q", d.Command, c.want)
			}
			if (d.Fitted != "") != c.fitted {
				t.Errorf("fitted %q, want fitted=%v", d.Fitted, c.fitted)
			}
			for name, want := range c.perProfile {
				for _, p := range d.Profiles {
					if p.Name == name && !slices.Equal(p.TrainCommand, want) {
						t.Errorf("profile %s command %q, want %q", name, p.TrainCommand, want)
					}
				}
			}
			if c.check != "" && !strings.Contains(strings.Join(d.Checks, "\n"), c.check) {
				t.Errorf("checks %q, want one saying %q", d.Checks, c.check)
			}
		})
	}
}
