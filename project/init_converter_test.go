package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitConverterDoesNotProvideData: a prepare script that unpacks or
// converts data the user downloaded does not make the data root, so the
// line is refused as the user's data. Shapes: open-mmlab/mmpretrain
// (configs/_base_/datasets with data_root 'data/imagenet' and
// tools/dataset_converters/odl_*_preprocess.sh, which cats $1's archives
// before it curls a label list) and a timm/pycls-style data/prepare
// script whose --src is the folder of downloaded tar files.
func TestInitConverterDoesNotProvideData(t *testing.T) {
	for name, want := range map[string][]string{
		"mmcls-odl": {"data_root = data/imagenet", "configs/_base_/datasets/imagenet_bs32.py", "docs/dataset_prepare.md"},
		"timm-prep": {"data/imagenet", "README.md"},
	} {
		_, err := Detect(filepath.Join("testdata", "converter", name), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config {
			t.Errorf("%s: want a refusal naming %q, got %v", name, want, err)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: the refusal should name %q:\n%v", name, w, err)
			}
		}
	}
	// Precision: a script that downloads into the folder it is given
	// (wget, then unpack) still provides the data.
	d, err := Detect(filepath.Join("testdata", "converter", "timm-download"), InitOptions{})
	if err != nil || len(d.Command) == 0 {
		t.Errorf("timm-download: want it written, got %v", err)
	}
}

// TestConvertsUserData: which prepare scripts convert the user's data.
func TestConvertsUserData(t *testing.T) {
	for _, c := range []struct {
		file, text string
		want       bool
	}{
		// mmpretrain odl_*_preprocess.sh shape: reads $1 first, a side fetch later.
		{"a.sh", "DOWNLOAD_DIR=$1\nDATA_ROOT=$2\ncat $DOWNLOAD_DIR/raw/*.tar.gz.* | tar -xvz -C $DOWNLOAD_DIR\nwget -P $DATA_ROOT https://x.org/meta.tar.gz\n", true},
		{"b.sh", "tar -xf \"$1\" -C data/imagenet\n", true},
		// pycls/timm shapes: an input folder of downloaded or raw files.
		{"c.py", "p.add_argument('input', help='input folder')\nos.listdir(args.input)\n", true},
		{"d.py", "p.add_argument('--ilsvrc', help='the downloaded ILSVRC2012 tars')\n", true},
		// Precision: downloaders, even with an output folder argument.
		{"e.sh", "OUT=${1:-data}\nwget -P $OUT https://x.org/d.tgz\ntar -xzf $OUT/d.tgz -C $OUT\n", false},
		{"f.sh", "# unpack $1 below\ncurl -L https://x.org/d.zip -o d.zip\nunzip d.zip -d $1\n", false},
		{"g.py", "p.add_argument('--input_file', default='input.txt')\nurllib.request.urlretrieve(url, input_file_path)\n", false},
		{"h.py", "import requests\nopen('input.txt','w').write(requests.get(url).text)\n", false},
		{"i.sh", "mkdir -p $1\ncd $1\n", false},
		{"j.py", "p.add_argument('--out_dir', help='where to write the shards')\n", false},
	} {
		if got := convertsUserData(c.file, c.text); got != c.want {
			t.Errorf("%s: convertsUserData = %v, want %v", c.file, got, c.want)
		}
	}
}
