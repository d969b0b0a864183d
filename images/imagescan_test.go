package images_test

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

// scanImage streams a saved image (docker save: a tar of blobs or of
// layer tars) and reports which needles occur in it: in any file of any
// layer, decompressed (gzip or zstd, as the containerd store keeps them),
// in the config and the manifests. It holds a buffer, not the image: a
// saved torch image is gigabytes. A blob it cannot read is an error, so a
// secret cannot hide in a format the scan skips.
func scanImage(r io.Reader, needles ...string) (map[string]bool, error) {
	s := &scanner{needles: needles, found: map[string]bool{}}
	for _, n := range needles {
		s.overlap = max(s.overlap, len(n)-1)
	}
	return s.found, s.tar(r, "image", 0)
}

type scanner struct {
	needles []string
	overlap int
	found   map[string]bool
}

// tar scans each regular file of a tar stream as a blob.
func (s *scanner) tar(r io.Reader, name string, depth int) error {
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		// Names and link targets can carry a needle too.
		s.bytes([]byte(h.Name + "\x00" + h.Linkname))
		if h.Typeflag == tar.TypeReg {
			if err := s.blob(tr, name+"/"+h.Name, depth+1); err != nil {
				return err
			}
		}
	}
}

var (
	gzipMagic = []byte{0x1f, 0x8b}
	zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}
)

// blob scans one file: decompressed if compressed, walked if a tar,
// else its bytes.
func (s *scanner) blob(r io.Reader, name string, depth int) error {
	if depth > 4 {
		return s.stream(r)
	}
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(512)
	switch {
	case bytes.HasPrefix(head, gzipMagic):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		defer zr.Close()
		return s.blob(zr, name+" (gzip)", depth+1)
	case bytes.HasPrefix(head, zstdMagic):
		zr, err := zstd.NewReader(br)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		defer zr.Close()
		return s.blob(zr, name+" (zstd)", depth+1)
	case len(head) == 512 && string(head[257:262]) == "ustar":
		return s.tar(br, name, depth)
	}
	return s.stream(br)
}

// stream scans bytes as they come, keeping the tail of each chunk so a
// needle across two reads is found.
func (s *scanner) stream(r io.Reader) error {
	buf := make([]byte, s.overlap+256<<10)
	kept := 0
	for {
		n, err := r.Read(buf[kept:])
		if n > 0 {
			total := kept + n
			s.bytes(buf[:total])
			kept = min(s.overlap, total)
			copy(buf, buf[total-kept:total])
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func (s *scanner) bytes(b []byte) {
	for _, n := range s.needles {
		if !s.found[n] && bytes.Contains(b, []byte(n)) {
			s.found[n] = true
		}
	}
}
