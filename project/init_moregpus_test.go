package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitNotesTheMoreGPULine: when init writes the documentation's
// one-process line and the same documents run that script through a
// launcher with a process count, spkit.yaml's notes name where (file and
// line, every document that shows it) and the count option: the way to
// train on more GPUs. Shapes: held-out 35's Whisper-Finetune
// (`CUDA_VISIBLE_DEVICES=0 python finetune.py ...`, then `torchrun
// --nproc_per_node=2 finetune.py ...`, in README.md and again in
// README_en.md) and held-out 30's RT-DETR (`python tools/train.py -c
// configs/...` under single GPU, `torchrun --nproc_per_node=4
// tools/train.py -c ...` under multiple GPUs, after `export
// CUDA_VISIBLE_DEVICES=0,1,2,3`, which the note shows with the line).
// Precision: a launcher line of another script (generate.py) and a README
// with no such line add no note.
func TestInitNotesTheMoreGPULine(t *testing.T) {
	finetune := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--base_model', default='openai/whisper-tiny')\np.add_argument('--output_dir', default='output/')\nif __name__ == '__main__':\n    p.parse_args()\n"
	whisper := func(multi string) string {
		return "# Whisper fine-tuning\n\n## Single GPU\n\n```shell\nCUDA_VISIBLE_DEVICES=0 python finetune.py --base_model=openai/whisper-tiny --output_dir=output/\n```\n\n## Multiple GPUs\n\n```shell\n" + multi + "\n```\n"
	}
	cases := []struct {
		name  string
		files map[string]string
		want  []string // in one note; nil: no note
	}{
		{"Whisper-Finetune shape", map[string]string{
			"finetune.py": finetune, "generate.py": finetune, "requirements.txt": "torch\ntransformers\n",
			"README.md":    whisper("torchrun --nproc_per_node=2 finetune.py --base_model=openai/whisper-tiny --output_dir=output/"),
			"README_en.md": whisper("torchrun --nproc_per_node=2 finetune.py --base_model=openai/whisper-tiny --output_dir=output/"),
		}, []string{"README.md:12", "README_en.md:12", "--nproc_per_node=2", "finetune.py"}},
		{"RT-DETR shape", map[string]string{
			"tools/train.py":                     "import argparse\np = argparse.ArgumentParser()\np.add_argument('-c', '--config')\np.add_argument('-r', '--resume')\np.add_argument('--test-only', action='store_true')\nif __name__ == '__main__':\n    p.parse_args()\n",
			"configs/rtdetr/rtdetr_r50vd_6x.yml": "output_dir: ./output/rtdetr_r50vd_6x_coco\nepoches: 72\n",
			"requirements.txt":                   "torch\ntorchvision\n",
			"README.md":                          "# RT-DETR\n\n## Training on a single GPU\n\n```shell\nexport CUDA_VISIBLE_DEVICES=0\npython tools/train.py -c configs/rtdetr/rtdetr_r50vd_6x.yml\n```\n\n## Training on multiple GPUs\n\n```shell\nexport CUDA_VISIBLE_DEVICES=0,1,2,3\ntorchrun --nproc_per_node=4 tools/train.py -c configs/rtdetr/rtdetr_r50vd_6x.yml\n```\n",
		}, []string{"README.md:14", "CUDA_VISIBLE_DEVICES=0,1,2,3 torchrun --nproc_per_node=4", "tools/train.py"}},
		{"another script's launcher line", map[string]string{
			"finetune.py": finetune, "generate.py": finetune, "requirements.txt": "torch\ntransformers\n",
			"README.md": whisper("torchrun --nproc_per_node=2 generate.py --base_model=openai/whisper-tiny"),
		}, nil},
		{"no launcher line", map[string]string{
			"finetune.py": finetune, "requirements.txt": "torch\ntransformers\n",
			"README.md": "# Whisper fine-tuning\n\n## Training\n\n```shell\nCUDA_VISIBLE_DEVICES=0 python finetune.py --base_model=openai/whisper-tiny --output_dir=output/\n```\n",
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := detectH2(t, c.files)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if slices.ContainsFunc(d.Command, func(w string) bool { return strings.HasPrefix(w, "--nproc_per_node") }) {
				t.Fatalf("command %q: want the one-process line", d.Command)
			}
			i := slices.IndexFunc(d.Notes, func(n string) bool { return strings.Contains(n, "on more GPUs") })
			if c.want == nil {
				if i >= 0 {
					t.Errorf("unexpected note: %s", d.Notes[i])
				}
				return
			}
			if i < 0 {
				t.Fatalf("no note names the more-GPU line; notes:\n%s", strings.Join(d.Notes, "\n"))
			}
			for _, w := range c.want {
				if !strings.Contains(d.Notes[i], w) {
					t.Errorf("the note should name %q: %s", w, d.Notes[i])
				}
			}
		})
	}
}
