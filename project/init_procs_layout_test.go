package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitFitsLaunchLayout: a line laid out for several machines or a
// fixed GPU list is fitted to one machine with the profiles' GPUs. Shapes
// (our own text): accelerate --num_machines=4 --machine_rank (bytedance/
// 1d-tokenizer's README_TiTok/README_RAR, huggingface/open-muse's and the
// diffusers examples' multi-node lines); deepspeed --include localhost:0,...
// (GraphPKU/PiSSA's scripts, haotian-liu/LLaVA's finetune scripts),
// --num_nodes and a hostfile (DeepSpeedExamples); torchrun --nnodes
// --node_rank; a PyTorch Lightning trainer's --gpus list (timothybrooks/
// instruct-pix2pix, CompVis/latent-diffusion and stable-diffusion main.py)
// and trainer.devices=N (lightning-hydra-template). Near misses: a list
// that fits already (--gpus 0,), --include in a command that is not
// deepspeed's, --gpus in a script that is not Lightning.
func TestInitFitsLaunchLayout(t *testing.T) {
	plain := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--lr', default=1)\np.add_argument('--gpus', default='')\np.add_argument('--include', default='')\np.add_argument('--name', default='x')\nif __name__ == '__main__':\n    p.parse_args()\n"
	lightning := "import argparse\nimport pytorch_lightning as pl\np=argparse.ArgumentParser()\np.add_argument('--lr', default=1)\np.add_argument('--gpus', default='')\np.add_argument('--devices', default=1)\np.add_argument('--name', default='x')\np.add_argument('--logdir', default='logs')\nif __name__ == '__main__':\n    a = p.parse_args()\n    pl.Trainer(default_root_dir=a.logdir)\n"
	cases := []struct {
		name, line, trainer string
		profiles            []string
		want                []string
		perProfile          map[string][]string
		fitted              bool
	}{
		{"accelerate machines", "accelerate launch --num_machines=4 --num_processes=8 --machine_rank=0 --main_process_ip=127.0.0.1 --main_process_port=9999 --same_network train.py --lr 2", plain, nil,
			[]string{"accelerate", "launch", "--num_machines=1", "--num_processes=1", "--machine_rank=0", "--main_process_ip=127.0.0.1", "--main_process_port=9999", "--same_network", "train.py", "--lr", "2"}, nil, true},
		{"accelerate machines, a rank left open (init leaves it out)", "accelerate launch --num_machines 2 --machine_rank $MACHINE_RANK --num_processes 1 train.py", plain, nil,
			[]string{"accelerate", "launch", "--num_machines", "1", "--num_processes", "1", "train.py"}, nil, true},
		{"deepspeed include", "deepspeed --master_port=16971 --include=localhost:0,1,2,3,4,5,6,7 train.py --lr 2", plain, nil,
			[]string{"deepspeed", "--master_port=16971", "--include=localhost:0", "train.py", "--lr", "2"}, nil, true},
		{"deepspeed include apart, a profile with more GPUs", "deepspeed --include localhost:0,1,2,3,4,5,6,7 train.py", plain, []string{"h100", "gb200"},
			[]string{"deepspeed", "--include", "localhost:0", "train.py"},
			map[string][]string{"gb200": {"deepspeed", "--include", "localhost:0,1,2,3", "train.py"}}, true},
		{"deepspeed nodes and hostfile", "deepspeed --num_nodes 2 --hostfile hostfile --num_gpus 8 train.py", plain, nil,
			[]string{"deepspeed", "--num_nodes", "1", "--num_gpus", "1", "train.py"}, nil, true},
		{"torchrun nodes", "torchrun --nnodes=2 --node_rank=1 --nproc_per_node=8 train.py", plain, nil,
			[]string{"torchrun", "--nnodes=1", "--node_rank=0", "--nproc_per_node=1", "train.py"}, nil, true},
		{"lightning gpu list", "python main.py --name default --gpus 0,1,2,3,4,5,6,7", lightning, nil,
			[]string{"python", "main.py", "--name", "default", "--gpus", "0,"}, nil, true},
		{"lightning gpu list, a profile with more GPUs", "python main.py --gpus 0,1,2,3,4,5,6,7", lightning, []string{"h100", "gb200"},
			[]string{"python", "main.py", "--gpus", "0,"},
			map[string][]string{"gb200": {"python", "main.py", "--gpus", "0,1,2,3"}}, true},
		{"lightning devices count", "python main.py --devices 8", lightning, nil,
			[]string{"python", "main.py", "--devices", "1"}, nil, true},
		{"lightning hydra override", "python main.py trainer.devices=4 trainer.num_nodes=2", lightning, nil,
			[]string{"python", "main.py", "trainer.devices=1", "trainer.num_nodes=1"}, nil, true},
		{"lightning one GPU already", "python main.py --gpus 0,", lightning, nil,
			[]string{"python", "main.py", "--gpus", "0,"}, nil, false},
		{"lightning no GPU asked", "python main.py --gpus 0", lightning, nil,
			[]string{"python", "main.py", "--gpus", "0"}, nil, false},
		{"include not deepspeed's", "python train.py --include localhost:0,1,2,3", plain, nil,
			[]string{"python", "train.py", "--include", "localhost:0,1,2,3"}, nil, false},
		{"gpus in a script not Lightning", "python train.py --gpus 0,1,2,3", plain, nil,
			[]string{"python", "train.py", "--gpus", "0,1,2,3"}, nil, false},
		{"deepspeed include fits", "deepspeed --include localhost:0 train.py", plain, nil,
			[]string{"deepspeed", "--include", "localhost:0", "train.py"}, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			script := "train.py"
			if strings.Contains(c.line, "main.py") {
				script = "main.py"
			}
			dir := writeRepo(t, map[string]string{
				script:      c.trainer,
				"hostfile":  "worker-1 slots=8\nworker-2 slots=8\n",
				"README.md": "## Training\n```\n" + c.line + "\n```\n",
			})
			d, out := detectAndRender(t, dir, InitOptions{Profiles: c.profiles})
			if !slices.Equal(d.Command, c.want) {
				t.Errorf("command %q, want %q", d.Command, c.want)
			}
			if (d.Fitted != "") != c.fitted {
				t.Errorf("fitted %q, want fitted=%v", d.Fitted, c.fitted)
			}
			if c.fitted && !strings.Contains(string(out), "  # Fitted: ") {
				t.Errorf("spkit.yaml does not say the layout was fitted:\n%s", out)
			}
			cfg, err := Parse(out, FileName)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			for _, p := range d.Profiles {
				if got, want := cfg.Profiles[p.Name].TrainCommand, c.perProfile[p.Name]; !slices.Equal(got, want) {
					t.Errorf("profile %s train_command %q, want %q", p.Name, got, want)
				}
			}
		})
	}
}
