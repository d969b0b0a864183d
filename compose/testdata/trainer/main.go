// Command trainer is the integration test's trainer: it prints steps for
// TRAIN_SECONDS, writes a checkpoint holding its config into ./output, and
// exits with TRAIN_EXIT.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: trainer CONFIG")
		os.Exit(2)
	}
	cfg, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "trainer:", err)
		os.Exit(2)
	}
	secs, _ := strconv.Atoi(os.Getenv("TRAIN_SECONDS"))
	for i := 0; i < secs; i++ {
		fmt.Printf("step %d\n", i)
		time.Sleep(time.Second)
	}
	ckpt := "output/checkpoint-" + os.Getenv("SPKIT_PROFILE") + ".yaml"
	if err := os.WriteFile(ckpt, cfg, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "trainer: writing checkpoint:", err)
		os.Exit(1)
	}
	fmt.Println("checkpoint written:", ckpt)
	// TRAIN_STRAY: also write a file where no mount is (a seed-shaped
	// trainer's relative checkpoints/ path), into the container's layer.
	if stray := os.Getenv("TRAIN_STRAY"); stray != "" {
		if err := os.MkdirAll(filepath.Dir(stray), 0o755); err != nil || os.WriteFile(stray, cfg, 0o644) != nil {
			fmt.Fprintln(os.Stderr, "trainer: writing", stray, "failed")
			os.Exit(1)
		}
	}
	// TRAIN_LINK=AT=TO: a hostile trainer's link at AT, in the output
	// folder it shares with the host, to the host path TO (issue 41 item 2).
	if at, to, ok := strings.Cut(os.Getenv("TRAIN_LINK"), "="); ok {
		if err := os.MkdirAll(filepath.Dir(at), 0o755); err != nil || os.Symlink(to, at) != nil {
			fmt.Fprintln(os.Stderr, "trainer: linking", at, "failed")
			os.Exit(1)
		}
	}
	code, _ := strconv.Atoi(os.Getenv("TRAIN_EXIT"))
	os.Exit(code)
}
