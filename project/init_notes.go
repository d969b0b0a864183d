package project

import (
	"context"
	"errors"
)

// NotedError is init's refusal with what the scan had to leave out
// (a cut, an elided placeholder, an escaped line): a refusal prints no
// spkit.yaml to carry them, and every cut is reported (issue 41 item 8).
// It unwraps to the refusal, so its exit code and message are the
// refusal's.
type NotedError struct {
	Err   error
	Notes []string
}

func (e *NotedError) Error() string { return e.Err.Error() }

func (e *NotedError) Unwrap() error { return e.Err }

// withScanNotes puts the scan's notes on a refusal; a cancelled run (the
// user stopped it) and a scan without notes keep the error as it is.
func withScanNotes(err error, notes []string) error {
	if len(notes) == 0 || errors.Is(err, context.Canceled) {
		return err
	}
	return &NotedError{Err: err, Notes: notes}
}

// ScanNotes are the scan's notes an init error carries (none for most).
func ScanNotes(err error) []string {
	var n *NotedError
	if errors.As(err, &n) {
		return n.Notes
	}
	return nil
}
