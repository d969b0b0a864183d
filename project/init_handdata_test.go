package project

import (
	"strings"
	"testing"
)

// TestInitHandDownloadProse: prose above the training line that has the
// user download the dataset by hand, with a link, when nothing fetches it
// (held-out 32's Matcha-TTS: "1. Download the dataset from [here](...),
// extract it to `data/LJSpeech-1.1`", then a Hydra `python
// matcha/train.py experiment=ljspeech` whose data path is an
// interpolation; MusicTransformer-Pytorch: "1. Download the Maestro
// dataset ... You can download the dataset [here](...)", then `python
// train.py -output_dir rpr --rpr` over a code default; univnet's "Download
// the training dataset." under "Prepare Dataset", no link: the heading says
// it is about the data): refused, naming
// the document's line. Precision: the same prose with a download script
// line in the document, or a trainer that downloads its data itself, is
// written; a git clone of code is no fetch of data.
func TestInitHandDownloadProse(t *testing.T) {
	matcha := func(extra string) map[string]string {
		return map[string]string{
			"README.md":                        "# tts\n\n## Train with your own dataset\n\nLet's assume we are training with LJ Speech\n\n1. Download the dataset from [here](https://keithito.com/LJ-Speech-Dataset/), extract it to `data/LJSpeech-1.1`, and prepare the file lists.\n\n2. Clone and enter the repository\n\n```bash\ngit clone https://github.com/someone/tts.git\ncd tts\n" + extra + "```\n\n3. Run training\n\n```bash\npython tts/train.py experiment=ljspeech\n```\n",
			"requirements.txt":                 "torch\nhydra-core\nlightning\n",
			"tts/train.py":                     "import hydra\nimport torch\n\n@hydra.main(version_base='1.3', config_path='../configs', config_name='train.yaml')\ndef main(cfg):\n    torch.save({}, cfg.paths.output_dir + '/last.ckpt')\n\nif __name__ == '__main__':\n    main()\n",
			"configs/train.yaml":               "defaults:\n  - data: ljspeech\n  - experiment: null\npaths:\n  output_dir: ${hydra:runtime.output_dir}\n",
			"configs/data/ljspeech.yaml":       "train_filelist_path: ${paths.data_dir}/filelists/ljs_audio_text_train_filelist.txt\n",
			"configs/experiment/ljspeech.yaml": "# @package _global_\ndefaults:\n  - override /data: ljspeech.yaml\nrun_name: ljspeech\n",
		}
	}
	music := func(trainer string) map[string]string {
		return map[string]string{
			"README.md":          "# music\n\n## How to run\n1. Download the Maestro dataset (we used v2). You can download the dataset [here](https://magenta.tensorflow.org/datasets/maestro).\n\n2. Run `preprocess_midi.py -output_dir <path_to_save_output> <path_to_maestro_data>`.\n\n### Training\n```\npython train.py -output_dir rpr --rpr\n```\n",
			"requirements.txt":   "torch\n",
			"train.py":           trainer,
			"preprocess_midi.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('root')\np.add_argument('-output_dir')\n",
		}
	}
	own := "import argparse\nimport os\nimport torch\n\np = argparse.ArgumentParser()\np.add_argument('-input_dir', default='./dataset/e_piano')\np.add_argument('-output_dir', default='./saved_models')\np.add_argument('--rpr', action='store_true')\na = p.parse_args()\ntorch.save({}, os.path.join(a.output_dir, 'results', 'best.pickle'))\n"
	downloads := "import argparse\nimport os\nimport torch\nimport torchvision\n\np = argparse.ArgumentParser()\np.add_argument('-output_dir', default='./saved_models')\np.add_argument('--rpr', action='store_true')\na = p.parse_args()\nds = torchvision.datasets.CIFAR10('data', download=True)\ntorch.save({}, os.path.join(a.output_dir, 'best.pickle'))\n"
	univnet := music(own)
	univnet["README.md"] = "# vocoder\n\n## Prepare Dataset\n\n- Download the training dataset. This can be any wav file with sampling rate 24,000Hz.\n- Preprocess it with the file lists.\n\n## Training\n\n```\npython train.py -output_dir rpr --rpr\n```\n"
	for name, files := range map[string]map[string]string{"matcha shape": matcha(""), "music shape": music(own), "univnet shape, no link": univnet} {
		t.Run(name, func(t *testing.T) {
			withEvidenceBars(t)
			_, err := detectH2(t, files)
			wantConfigRefusal(t, err, "README.md:", "download the dataset by hand")
		})
	}
	inline := music(own)
	inline["README.md"] = strings.Replace(inline["README.md"], "You can download the dataset [here](https://magenta.tensorflow.org/datasets/maestro).", "You can download the dataset [here](https://magenta.tensorflow.org/datasets/maestro), or run `bash scripts/download_maestro.sh`.", 1)
	for name, files := range map[string]map[string]string{"a download script": matcha("bash scripts/download_ljspeech.sh\n"), "the trainer downloads": music(downloads), "a download script in the prose": inline} {
		t.Run(name, func(t *testing.T) {
			withEvidenceBars(t)
			if _, err := detectH2(t, files); err != nil && strings.Contains(err.Error(), "by hand") {
				t.Fatalf("want no hand-download refusal, got %v", err)
			}
		})
	}
}

// TestInitMakerReadsTheUsersDownload: a documented prepare line whose
// input option names a folder outside the checkout (in_dir=../datasets/...,
// --input ~/c4_en_train.jsonl) makes the data from what the user
// downloaded, so it does not count as the repository fetching it: prose
// that has the user download the dataset still refuses the line. Shapes:
// held-out 36's VectorQuantizedCPC (`python preprocess.py
// in_dir=../datasets/2020/2019 dataset=2019/english` after "Download and
// extract the [ZeroSpeech2020 datasets](...)") and bigscience's
// Megatron-DeepSpeed (`python tools/preprocess_data.py --input
// ~/c4_en_train.jsonl --output-prefix c4_en_train ...`). Precision: the same
// line reading a folder the repository ships still counts as making it.
func TestInitMakerReadsTheUsersDownload(t *testing.T) {
	hydraTrainer := "import hydra\nimport torch\n\n@hydra.main(config_path='config/train_cpc.yaml')\ndef main(cfg):\n    torch.save({}, cfg.checkpoint_dir + '/model.pt')\n\nif __name__ == '__main__':\n    main()\n"
	vq := func(input string) map[string]string {
		return map[string]string{
			"README.md":              "# VQ-CPC\n\n## Data and Preprocessing\n\n1.  Download and extract the [ZeroSpeech2020 datasets](https://download.zerospeech.com/).\n\n2.  Preprocess audio and extract log-Mel spectrograms:\n    ```\n    python preprocess.py in_dir=" + input + " dataset=2019/english\n    ```\n\n## Training\n\n```\npython train_cpc.py checkpoint_dir=checkpoints/cpc/2019english dataset=2019/english\n```\n",
			"requirements.txt":       "torch\nhydra-core\n",
			"preprocess.py":          "import hydra\n\n@hydra.main(config_path='config/preprocessing.yaml')\ndef main(cfg):\n    print(cfg.in_dir)\n\nif __name__ == '__main__':\n    main()\n",
			"train_cpc.py":           hydraTrainer,
			"config/train_cpc.yaml":  "checkpoint_dir: ???\ndataset: 2019/english\n",
			"raw/2019/english/a.wav": "x",
		}
	}
	megatron := func(input string) map[string]string {
		return map[string]string{
			"README.md":                "# GPT pretraining\n\n## Data\n\nDownload the [C4 dataset](https://huggingface.co/datasets/allenai/c4) and preprocess it:\n\n```\npython tools/preprocess_data.py --input " + input + " --output-prefix c4_en_train --dataset-impl mmap\n```\n\n## Training\n\n```\npython pretrain_gpt.py --data-path c4_en_train_text_document --save checkpoints/gpt\n```\n",
			"requirements.txt":         "torch\n",
			"tools/preprocess_data.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--input')\np.add_argument('--output-prefix')\np.add_argument('--dataset-impl')\np.parse_args()\n",
			"pretrain_gpt.py":          "import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument('--data-path')\np.add_argument('--save', default='checkpoints')\na = p.parse_args()\ntorch.save({}, a.save + '/model.pt')\n",
			"raw/c4_en_train.jsonl":    "{}\n",
		}
	}
	for name, files := range map[string]map[string]string{"VectorQuantizedCPC shape": vq("../datasets/2020/2019"), "Megatron-DeepSpeed shape": megatron("~/c4_en_train.jsonl")} {
		t.Run(name, func(t *testing.T) {
			withEvidenceBars(t)
			_, err := detectH2(t, files)
			wantConfigRefusal(t, err, "README.md:", "download the dataset by hand")
		})
	}
	for name, files := range map[string]map[string]string{"VectorQuantizedCPC, shipped input": vq("raw/2019"), "Megatron-DeepSpeed, shipped input": megatron("raw/c4_en_train.jsonl")} {
		t.Run(name, func(t *testing.T) {
			withEvidenceBars(t)
			if _, err := detectH2(t, files); err != nil && strings.Contains(err.Error(), "by hand") {
				t.Fatalf("want no hand-download refusal, got %v", err)
			}
		})
	}
}
