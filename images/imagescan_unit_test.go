package images_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/klauspost/compress/zstd"
)

// tarOf is a tar of name → content.
func tarOf(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for name, data := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write(data)
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The image scan finds a needle inside a file of a gzip or zstd layer,
// across the scanner's chunk boundary, and in a plain layer tar; it does
// not find what is not there.
func TestScanImageReadsCompressedLayers(t *testing.T) {
	// The needle straddles the 256 KiB chunk boundary.
	big := []byte(strings.Repeat("x", 256<<10-5) + "hf_SECRET" + strings.Repeat("y", 1000))
	gzLayer := func() []byte {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write(tarOf(t, map[string][]byte{"app/weights.bin": big}))
		zw.Close()
		return b.Bytes()
	}()
	zstdLayer := func() []byte {
		var b bytes.Buffer
		zw, _ := zstd.NewWriter(&b)
		zw.Write(tarOf(t, map[string][]byte{"app/req.txt": []byte("# marker_zstd\n")}))
		zw.Close()
		return b.Bytes()
	}()
	image := tarOf(t, map[string][]byte{
		"blobs/sha256/aaa": gzLayer,
		"blobs/sha256/bbb": zstdLayer,
		"blobs/sha256/ccc": tarOf(t, map[string][]byte{"etc/plain": []byte("marker_plain")}),
		"index.json":       []byte(`{"manifests":[]}`),
	})
	found, err := scanImage(bytes.NewReader(image), "hf_SECRET", "marker_zstd", "marker_plain", "absent_value")
	if err != nil {
		t.Fatal(err)
	}
	for needle, want := range map[string]bool{"hf_SECRET": true, "marker_zstd": true, "marker_plain": true, "absent_value": false} {
		if found[needle] != want {
			t.Errorf("found[%s] = %v, want %v", needle, found[needle], want)
		}
	}
	// Compressed, the needle is not in the image's bytes: a plain scan of
	// the saved image would miss it.
	if bytes.Contains(image, []byte("hf_SECRET")) {
		t.Fatal("the test image holds the needle uncompressed")
	}
	// Read a byte at a time, the needle is found only across reads.
	s := &scanner{needles: []string{"hf_SECRET"}, overlap: len("hf_SECRET") - 1, found: map[string]bool{}}
	if err := s.stream(iotest.OneByteReader(strings.NewReader("aaahf_SECRETbbb"))); err != nil || !s.found["hf_SECRET"] {
		t.Errorf("a byte at a time: found %v, err %v", s.found, err)
	}
}
