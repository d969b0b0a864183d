package project

import (
	"strings"
	"testing"
)

// TestInitDataFolderByBareName: an option that takes the data's folder
// (--instance_data_dir, --train_data_dir) given a bare name the checkout
// lacks ("dog") is data the user brings, like a path would be: refused,
// naming the option and the folder. Shapes: held-out 34's
// ziplora-pytorch (`export INSTANCE_DIR="dog"`, then the diffusers
// DreamBooth line's `--instance_data_dir=$INSTANCE_DIR`) and kohya-ss's
// sd-scripts fine-tuning (`accelerate launch fine_tune.py
// --train_data_dir=train_data`). Precision: the class-images folder
// (DreamBooth makes it), a folder that ships, a trainer that downloads
// into the folder, and a bare name under an option that may name a
// dataset (--dataset pets) are not refused for it.
func TestInitDataFolderByBareName(t *testing.T) {
	dreambooth := "import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument('--pretrained_model_name_or_path', required=True)\np.add_argument('--instance_data_dir')\np.add_argument('--class_data_dir')\np.add_argument('--train_data_dir')\np.add_argument('--dataset')\np.add_argument('--output_dir', default='lora-out')\nargs = p.parse_args()\n"
	repo := func(readme, trainer string, extra ...string) map[string]string {
		files := map[string]string{
			"README.md":        "# LoRA\n\n## Training\n\n" + readme,
			"requirements.txt": "torch\ndiffusers\n",
			"train.py":         trainer,
		}
		for _, f := range extra {
			files[f] = "x"
		}
		return files
	}
	ziplora := "```bash\nexport MODEL_NAME=\"stabilityai/stable-diffusion-xl-base-1.0\"\nexport INSTANCE_DIR=\"dog\"\n\naccelerate launch train.py \\\n  --pretrained_model_name_or_path=$MODEL_NAME \\\n  --instance_data_dir=$INSTANCE_DIR \\\n  --output_dir=lora-sdxl-dog\n```\n"
	finetune := "```\naccelerate launch train.py --pretrained_model_name_or_path=model.safetensors --train_data_dir=train_data --output_dir=fine_tuned\n```\n"
	t.Run("ziplora shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, repo(ziplora, dreambooth))
		wantConfigRefusal(t, err, "--instance_data_dir", "dog")
	})
	t.Run("sd-scripts shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, repo(strings.Replace(finetune, "model.safetensors", "stabilityai/stable-diffusion-2-1", 1), dreambooth))
		wantConfigRefusal(t, err, "--train_data_dir", "train_data")
	})
	notRefusedFor := func(t *testing.T, files map[string]string, folder string) {
		t.Helper()
		withEvidenceBars(t)
		if _, err := detectH2(t, files); err != nil && strings.Contains(err.Error(), "= "+folder) {
			t.Fatalf("refused for %s: %v", folder, err)
		}
	}
	t.Run("class images", func(t *testing.T) {
		notRefusedFor(t, repo("```\naccelerate launch train.py --pretrained_model_name_or_path=stabilityai/stable-diffusion-2-1 --class_data_dir=dog-class --output_dir=lora-dog\n```\n", dreambooth), "dog-class")
	})
	t.Run("the folder ships", func(t *testing.T) {
		notRefusedFor(t, repo(ziplora, dreambooth, "dog/0.jpg", "dog/1.jpg"), "dog")
	})
	t.Run("the trainer downloads", func(t *testing.T) {
		notRefusedFor(t, repo(ziplora, dreambooth+"import torchvision\nds = torchvision.datasets.OxfordIIITPet(args.instance_data_dir, download=True)\n"), "dog")
	})
	t.Run("a dataset's name", func(t *testing.T) {
		notRefusedFor(t, repo("```\naccelerate launch train.py --pretrained_model_name_or_path=stabilityai/stable-diffusion-2-1 --dataset=pets --output_dir=lora-pets\n```\n", dreambooth), "pets")
	})
}

// TestInitImageFolderOnTheAuthorsMachine: a config's image folder key
// (img_path, img_folder) set to a folder on the authors' machine is data
// the user downloads, as a data_root there is. Shapes: held-out 34's
// naifu (config/train_sdxl.yaml's `dataset: img_path: "/root/niji-anime-1"`)
// and held-out 29's D-FINE (configs/dataset/coco_detection.yml's
// `img_folder: /data/COCO2017/train2017/`). Precision: a folder that ships
// with the repository is not refused for it.
func TestInitImageFolderOnTheAuthorsMachine(t *testing.T) {
	trainer := "import sys\nimport yaml\ncfg = yaml.safe_load(open(sys.argv[1]))\n"
	naifu := func(folder string) map[string]string {
		return map[string]string{
			"README.md":              "# diffusion trainer\n\n## Training\n\n```bash\npython trainer.py config/train_sdxl.yaml\n```\n",
			"requirements.txt":       "torch\nlightning\n",
			"trainer.py":             trainer,
			"config/train_sdxl.yaml": "trainer:\n  batch_size: 4\n  checkpoint_dir: checkpoint\n\ndataset:\n  name: data.bucket.AspectRatioDataset\n  img_path: \"" + folder + "\"\n",
			"images/a.png":           "x",
		}
	}
	dfine := map[string]string{
		"README.md":                          "# detector\n\n## Training\n\n```shell\npython train.py -c configs/dataset/coco_detection.yml --use-amp --seed=0\n```\n",
		"requirements.txt":                   "torch\ntorchvision\n",
		"train.py":                           "import argparse\np = argparse.ArgumentParser()\np.add_argument('-c', '--config')\np.add_argument('--use-amp', action='store_true')\np.add_argument('--seed', type=int)\np.add_argument('--output-dir', default='./output')\nargs = p.parse_args()\n",
		"configs/dataset/coco_detection.yml": "train_dataloader:\n  dataset:\n    type: CocoDetection\n    img_folder: /data/COCO2017/train2017/\n    ann_file: /data/COCO2017/annotations/instances_train2017.json\n",
	}
	t.Run("naifu shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, naifu("/root/niji-anime-1"))
		wantConfigRefusal(t, err, "config/train_sdxl.yaml", "img_path", "/root/niji-anime-1")
	})
	t.Run("D-FINE shape", func(t *testing.T) {
		withEvidenceBars(t)
		_, err := detectH2(t, dfine)
		wantConfigRefusal(t, err, "configs/dataset/coco_detection.yml", "img_folder", "/data/COCO2017/train2017/")
	})
	t.Run("a folder that ships", func(t *testing.T) {
		withEvidenceBars(t)
		if _, err := detectH2(t, naifu("images")); err != nil && strings.Contains(err.Error(), "img_path") {
			t.Fatalf("refused for the shipped folder: %v", err)
		}
	})
}
