package project

import (
	"strings"
	"testing"
)

// TestInitDataMadeFromAPlaceholder: a documented line that makes the
// data path from an input the user brings (held-out 30's Samba, a
// lit-gpt-family `python scripts/prepare_slimpajama.py --source_path
// /path/to/SlimPajama ... --destination_path data/slim`;
// rosinality/stylegan2-pytorch's `python prepare_data.py --out LMDB_PATH
// ... DATASET_PATH`, then `python train.py LMDB_PATH`)
// does not make it: the data is the user's, and no other script's URL
// stands for it. Refused, naming the path. Precision: the same line
// reading a folder the checkout ships makes the data, and init writes
// the command with a note to run it first.
func TestInitDataMadeFromAPlaceholder(t *testing.T) {
	litgpt := func(source string) map[string]string {
		return map[string]string{
			"README.md":                     "# samba\n\n## Data Preparation\n\nDownload the corpus to a directory of your choice.\n\n```bash\npython scripts/prepare_slimpajama.py --source_path " + source + " --tokenizer_path data/llama --destination_path data/slim --split train\n```\n\n## Training\n\n```bash\ntorchrun --nnodes=1 --nproc_per_node=8 pretrain.py --train_data_dir data/slim --val_data_dir data/slim\n```\n",
			"requirements.txt":              "torch\nlightning\n",
			"pretrain.py":                   "import argparse\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('--train_data_dir', default='data/slim')\np.add_argument('--val_data_dir', default='data/slim')\np.add_argument('--out_dir', default='out/run')\na = p.parse_args()\ntorch.save({}, a.out_dir + '/iter-0.pth')\n",
			"scripts/prepare_slimpajama.py": "import argparse\nimport glob\n\np = argparse.ArgumentParser()\np.add_argument('--source_path')\np.add_argument('--destination_path')\na = p.parse_args()\nfiles = glob.glob(a.source_path + '/**/*.jsonl.zst')\n",
			"scripts/prepare_redpajama.py":  "# RedPajama sample: https://huggingface.co/datasets/togethercomputer/RedPajama-Data-1T-Sample\nimport urllib.request\nurllib.request.urlretrieve('https://example.org/sample.jsonl', 'data/sample.jsonl')\n",
			"data/sample/part.jsonl":        "{}\n",
		}
	}
	stylegan := map[string]string{
		"README.md":        "# stylegan\n\n## Usage\n\nFirst create lmdb datasets:\n\n```bash\npython prepare_data.py --out data/ffhq_lmdb --n_worker 8 --size 256 /path/to/ffhq_images\n```\n\nThen train:\n\n```bash\npython train.py --batch 16 --iter 800000 data/ffhq_lmdb\n```\n",
		"requirements.txt": "torch\nlmdb\n",
		"prepare_data.py":  "import argparse\nimport lmdb\n\np = argparse.ArgumentParser()\np.add_argument('--out', type=str)\np.add_argument('--size', type=str, default='256')\np.add_argument('--n_worker', type=int, default=8)\np.add_argument('path', type=str)\na = p.parse_args()\nenv = lmdb.open(a.out, map_size=1024 ** 4)\n",
		"train.py":         "import argparse\nimport os\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('path', type=str)\np.add_argument('--batch', type=int, default=16)\np.add_argument('--iter', type=int, default=800000)\na = p.parse_args()\nos.makedirs('checkpoint', exist_ok=True)\ntorch.save({}, f'checkpoint/{0:06d}.pt')\n",
	}
	t.Run("lit-gpt shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, litgpt("/path/to/SlimPajama"))
		wantConfigRefusal(t, err, "reads its data from", "data/slim")
	})
	t.Run("stylegan2 shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, stylegan)
		wantConfigRefusal(t, err, "reads its data from", "data/ffhq_lmdb")
	})
	t.Run("made from a shipped folder", func(t *testing.T) {
		d, err := detectH2(t, litgpt("data/sample"))
		if err != nil {
			t.Fatalf("want it written (the prepare line reads a shipped folder), got %v", err)
		}
		if !strings.Contains(strings.Join(d.Notes, "\n"), "which it makes") {
			t.Errorf("want a note to run the prepare line first, notes:\n%s", strings.Join(d.Notes, "\n"))
		}
	})
}

// TestInitDataUnderADataSection: a bare location key (path, root) inside
// a YAML data section is a data path (End-to-end-ASR-Pytorch's
// `data: corpus: path: 'data/LibriSpeech'  # comment`; instruct-pix2pix's
// `data: params: train: params: path: data/clip-filtered-dataset`).
// Refused when the checkout lacks it and nothing makes it. Precision: the
// same config with the folder shipped is written, and a path under
// another section (model: path:) is no data.
func TestInitDataUnderADataSection(t *testing.T) {
	asr := func(ship bool) map[string]string {
		files := map[string]string{
			"README.md":                     "# asr\n\n## Training\n\n```bash\npython3 main.py --config config/libri/asr_example.yaml\n```\n",
			"requirements.txt":              "torch\npyyaml\n",
			"main.py":                       "import argparse\nimport os\nimport yaml\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('--config', required=True)\np.add_argument('--output_dir', default='ckpt')\na = p.parse_args()\ncfg = yaml.safe_load(open(a.config))\ntorch.save({}, os.path.join(a.output_dir, 'best.pth'))\n",
			"config/libri/asr_example.yaml": "data:\n  corpus:\n    name: 'Librispeech'\n    path: 'data/LibriSpeech'          # Path to raw LibriSpeech dataset\n    train_split: ['train-clean-100']\n  audio:\n    feat_dim: 40\nmodel:\n  path: checkpoints/base\n  optimizer: 'Adadelta'\n",
		}
		if ship {
			files["data/LibriSpeech/train-clean-100/1.flac"] = "x"
		}
		return files
	}
	pix2pix := map[string]string{
		"README.md":          "# edits\n\n## Training\n\n```bash\npython main.py --name default --base configs/train.yaml --train --gpus 0,\n```\n",
		"requirements.txt":   "torch\nomegaconf\npytorch-lightning\n",
		"main.py":            "import argparse\nimport torch\nfrom omegaconf import OmegaConf\n\np = argparse.ArgumentParser()\np.add_argument('--name')\np.add_argument('--base', nargs='*')\np.add_argument('--train', action='store_true')\np.add_argument('--gpus')\np.add_argument('--logdir', default='logs')\na = p.parse_args()\ncfg = OmegaConf.load(a.base[0])\ntorch.save({}, a.logdir + '/last.ckpt')\n",
		"configs/train.yaml": "model:\n  base_learning_rate: 1.0e-04\ndata:\n  target: main.DataModuleFromConfig\n  params:\n    batch_size: 32\n    train:\n      target: edit_dataset.EditDataset\n      params:\n        path: data/clip-filtered-dataset\n        split: train\n",
	}
	t.Run("asr shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, asr(false))
		wantConfigRefusal(t, err, "reads its data from data.corpus.path", "data/LibriSpeech")
	})
	t.Run("ldm shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, pix2pix)
		wantConfigRefusal(t, err, "reads its data from", "data/clip-filtered-dataset")
	})
	t.Run("shipped", func(t *testing.T) {
		withEvidenceBars(t)
		if _, err := detectH2(t, asr(true)); err != nil && strings.Contains(err.Error(), "path") {
			t.Fatalf("want no data refusal (data shipped; model.path is no data), got %v", err)
		}
	})
}

// TestInitDataOnTheAuthorsMachineInAList: a config the line passes under
// an option spkit does not know as a config option (argbind's
// `--args.load conf/ablations/baseline.yml`), the configs it includes
// (`$include: - conf/base.yml`), and data folders given as a YAML list
// of absolute paths on the authors' machine (descript-audio-codec's
// `train/build_dataset.folders: speech_fb: - /data/daps/train`, vampnet's
// `train/AudioLoader.sources: &id001` then `- /media/CHONK/hugo/spotdl/audio-train`): refused,
// naming the file and key. Precision: a list of the checkout's own
// relative folders is no such value.
func TestInitDataOnTheAuthorsMachineInAList(t *testing.T) {
	trainer := "import argbind\nimport torch\n\n@argbind.bind(without_prefix=True)\ndef train(save_path: str = 'ckpt'):\n    torch.save({}, save_path + '/latest.pth')\n\nif __name__ == '__main__':\n    args = argbind.parse_args()\n    with argbind.scope(args):\n        train()\n"
	dac := func(folder string) map[string]string {
		return map[string]string{
			"README.md":                   "# codec\n\n### Single GPU training\n\n```\nexport CUDA_VISIBLE_DEVICES=0\npython scripts/train.py --args.load conf/ablations/baseline.yml --save_path runs/baseline/\n```\n",
			"requirements.txt":            "torch\nargbind\n",
			"scripts/train.py":            trainer,
			"conf/ablations/baseline.yml": "$include:\n  - conf/base.yml\n  - conf/1gpu.yml\n",
			"conf/1gpu.yml":               "batch_size: 12\n",
			"conf/base.yml":               "num_iters: 400000\n\ntrain/build_dataset.folders:\n  speech_fb:\n    - " + folder + "\n  music:\n    - " + folder + "\n",
			"data/daps/train/a.wav":       "x",
		}
	}
	vampnet := map[string]string{
		"README.md":            "# vampnet\n\n## Training\n\n```bash\npython scripts/exp/train.py --args.load conf/vampnet.yml --save_path runs/vampnet\n```\n",
		"requirements.txt":     "torch\nargbind\n",
		"scripts/exp/train.py": trainer,
		"conf/vampnet.yml":     "train/AudioLoader.sources: &id001\n- /media/CHONK/hugo/spotdl/audio-train\nval/AudioLoader.sources:\n  - /media/CHONK/hugo/spotdl/audio-val\n",
	}
	t.Run("descript-audio-codec shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, dac("/data/daps/train"))
		wantConfigRefusal(t, err, "conf/base.yml", "train/build_dataset.folders", "/data/daps/train")
	})
	t.Run("vampnet shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, vampnet)
		wantConfigRefusal(t, err, "conf/vampnet.yml", "train/AudioLoader.sources", "/media/CHONK")
	})
	t.Run("shipped relative folders", func(t *testing.T) {
		withEvidenceBars(t)
		if _, err := detectH2(t, dac("data/daps/train")); err != nil && strings.Contains(err.Error(), "data/daps") {
			t.Fatalf("want no data refusal (the folder ships), got %v", err)
		}
	})
}
