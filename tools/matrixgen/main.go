// Command matrixgen writes spkit's embedded version matrix
// (profiles/data/matrix.yaml) from its sources. `make matrix` runs it
// against the network and records the pages it read for the drift test;
// `make matrix-offline` regenerates from the recorded pages.
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
)

func main() {
	out := flag.String("o", "profiles/data/matrix.yaml", "the matrix file to write")
	pages := flag.String("pages", "", "read the recorded pages in this directory instead of the network")
	record := flag.String("record", "", "save the pages read into this directory (with its pages.txt)")
	note := flag.String("note", "", "a note kept in the matrix's generated: section")
	flag.Parse()
	if err := run(*out, *pages, *record, *note); err != nil {
		fmt.Fprintln(os.Stderr, "matrixgen:", err)
		os.Exit(1)
	}
}

func run(out, pages, record, note string) error {
	opts := matrixgen.Options{Client: &http.Client{Timeout: time.Minute}}
	var rec *matrixgen.Recorder
	switch {
	case pages != "":
		p, err := matrixgen.LoadPages(pages)
		if err != nil {
			return err
		}
		opts.Client = p.Client()
	case record != "":
		rec = &matrixgen.Recorder{Dir: record, Next: http.DefaultTransport}
		opts.Client.Transport = rec
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	m, err := matrixgen.Generate(ctx, opts.WithDefaults(os.Getenv), note)
	if err != nil {
		return err
	}
	data, err := matrixgen.Marshal(m)
	if err != nil {
		return err
	}
	if rec != nil {
		if err := rec.WriteManifest(); err != nil {
			return err
		}
	}
	return fsutil.WriteFileAtomic(out, data, 0o644)
}
