package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitKeepsANetworkDefinitionLiteral: a detector's --cfg names the
// network's layer table (backbone and head as lists), the model's
// architecture, while its run settings come from --hyp: the line keeps the
// file as written and names no trainer config. Two shapes: a cfg/training/
// folder passed by path (yolov7's), and a models/ file given from the
// README with its folder (yolov5's, ultralytics' yolov3).
func TestInitKeepsANetworkDefinitionLiteral(t *testing.T) {
	layers := "nc: 80\ndepth_multiple: 1.0\nwidth_multiple: 1.0\nanchors:\n  - [10,13, 16,30, 33,23]\nbackbone:\n  [[-1, 1, Conv, [32, 3, 1]],\n   [-1, 1, Conv, [64, 3, 2]]]\nhead:\n  [[-1, 1, SPPCSPC, [512]],\n   [[1], 1, Detect, [nc, anchors]]]\n"
	hyp := "lr0: 0.01\nmomentum: 0.937\nweight_decay: 0.0005\nepochs: 300\n"
	trainer := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--cfg', type=str, default='')\np.add_argument('--hyp', type=str, default='data/hyp.scratch.yaml')\np.add_argument('--data', type=str, default='data/coco.yaml')\np.add_argument('--batch-size', type=int, default=16)\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"cfg/training folder", map[string]string{
			"cfg/training/net-a.yaml":  layers,
			"data/hyp.scratch.p5.yaml": hyp,
			"data/coco.yaml":           "train: ./coco/train.txt\nval: ./coco/val.txt\nnc: 80\n",
		}, "python train.py --data data/coco.yaml --batch-size 32 --cfg cfg/training/net-a.yaml --hyp data/hyp.scratch.p5.yaml"},
		{"models folder", map[string]string{
			"models/net-n.yaml":              layers,
			"data/hyps/hyp.scratch-low.yaml": hyp,
			"data/coco.yaml":                 "path: ../datasets/coco\ntrain: train2017.txt\nval: val2017.txt\n",
		}, "python train.py --data data/coco.yaml --cfg models/net-n.yaml --batch-size 64"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.files["train.py"] = trainer
			c.files["requirements.txt"] = "torch>=1.7.0\n"
			c.files["README.md"] = "## Training\n```shell\n" + c.want + "\n```\n"
			d, _ := detectAndRender(t, writeRepo(t, c.files), InitOptions{})
			if !slices.Equal(d.Command, strings.Fields(c.want)) {
				t.Errorf("command %q, want %q", d.Command, c.want)
			}
			if d.MainConfig != "" {
				t.Errorf("config %q, want none: the file is the network's layers", d.MainConfig)
			}
		})
	}
}
