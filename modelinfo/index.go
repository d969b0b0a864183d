package modelinfo

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// maxIndexBytes caps model.safetensors.index.json: a 405B model's index is
// about 100 KB.
const maxIndexBytes = 64 << 20

// shardIndex is model.safetensors.index.json.
type shardIndex struct {
	WeightMap map[string]string `json:"weight_map"`
}

// ReadSharded reads the index at indexPath and the header of every shard
// it names, and checks that each shard holds the tensors the index says.
func ReadSharded(indexPath string) ([]*File, error) {
	idx, err := readIndex(indexPath)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(indexPath)
	byShard := map[string][]string{}
	for tensor, shard := range idx.WeightMap {
		if !filepath.IsLocal(shard) || filepath.Base(shard) != shard {
			return nil, errdefs.Configf("shard names are file names next to the index",
				"%s: tensor %q names shard %q outside the model directory", indexPath, tensor, shard)
		}
		byShard[shard] = append(byShard[shard], tensor)
	}
	shards := make([]string, 0, len(byShard))
	for s := range byShard {
		shards = append(shards, s)
	}
	sort.Strings(shards)
	files := make([]*File, 0, len(shards))
	for _, s := range shards {
		f, err := ReadHeader(filepath.Join(dir, s))
		if err != nil {
			return nil, err
		}
		if err := checkShardHolds(indexPath, f, byShard[s]); err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return files, nil
}

func readIndex(path string) (*shardIndex, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size > maxIndexBytes {
		return nil, errdefs.Configf("is it a safetensors index?", "%s is %d bytes, over the %d MiB an index may have", path, size, maxIndexBytes>>20)
	}
	var idx shardIndex
	if err := json.NewDecoder(f).Decode(&idx); err != nil {
		return nil, errdefs.Configf("is it a complete model.safetensors.index.json?", "%s is not a safetensors index: %v", path, err)
	}
	if len(idx.WeightMap) == 0 {
		return nil, errdefs.Configf("is it a complete model.safetensors.index.json?", "%s has no weight_map entries", path)
	}
	return &idx, nil
}

func checkShardHolds(indexPath string, f *File, tensors []string) error {
	have := make(map[string]bool, len(f.Tensors))
	for _, t := range f.Tensors {
		have[t.Name] = true
	}
	sort.Strings(tensors)
	for _, name := range tensors {
		if !have[name] {
			return errdefs.Configf("the index and its shards do not match; download the model again",
				"%s lists tensor %q in %s, whose header lacks it", indexPath, name, filepath.Base(f.Path))
		}
	}
	return nil
}

// readAllSafetensors reads every *.safetensors file in dir (a model saved
// in several files without an index); none is an empty list.
func readAllSafetensors(dir string) ([]*File, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.safetensors"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	files := make([]*File, 0, len(paths))
	for _, p := range paths {
		f, err := ReadHeader(p)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return files, nil
}

// exists reports whether path names something (of any kind).
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
