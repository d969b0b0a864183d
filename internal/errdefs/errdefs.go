// Package errdefs holds the errors spkit shows to users and the exit codes
// they map to. Every package returns plain wrapped errors for internal
// failures and an *Error where the user has something to fix; the CLI prints
// one line per error and exits with the code documented in docs/exit-codes.md.
package errdefs

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Code is a process exit code. The set is fixed and documented; add to it
// only together with docs/exit-codes.md.
type Code int

const (
	// OK: the command did what was asked.
	OK Code = 0
	// Failure: the command ran and found a problem (a failed check,
	// an unhealthy GPU, a workflow that differs from the generated one).
	Failure Code = 1
	// Usage: bad flags or arguments.
	Usage Code = 2
	// Config: spkit.yaml, a profile or the version combination is invalid.
	Config Code = 3
	// Environment: something spkit needs on this machine is missing or does
	// not answer (Docker engine, BuildKit, NVIDIA runtime, NVML, a file).
	Environment Code = 4
	// Build: the image build failed (a step failed, a push was refused).
	Build Code = 5
	// Runtime: a container or the trainer could not be started or failed.
	Runtime Code = 6
	// MemoryGuard: spkit run stopped the trainer because memory crossed the
	// guard's limit.
	MemoryGuard Code = 7
	// Cancelled: interrupted by the user (Ctrl-C, SIGTERM).
	Cancelled Code = 130
)

// Error is an error a user can act on: what was wrong, and what to do.
type Error struct {
	Code Code
	// Msg says what was wrong, in one sentence, without a trailing period.
	Msg string
	// Hint says what to do about it. Optional.
	Hint string
	// Err is the underlying cause, kept for errors.Is/As and --debug.
	Err error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Msg)
	if e.Hint != "" {
		b.WriteString(": ")
		b.WriteString(e.Hint)
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// New returns an *Error with the code, message and hint.
func New(code Code, msg, hint string) *Error {
	return &Error{Code: code, Msg: msg, Hint: hint}
}

// Wrap returns an *Error that keeps err as its cause.
func Wrap(code Code, err error, msg, hint string) *Error {
	return &Error{Code: code, Msg: msg, Hint: hint, Err: err}
}

// Usagef is a Usage error with a formatted message.
func Usagef(hint, format string, args ...any) *Error {
	return &Error{Code: Usage, Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// Configf is a Config error with a formatted message.
func Configf(hint, format string, args ...any) *Error {
	return &Error{Code: Config, Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// ExitError carries an exit code without a message: the command already said
// what happened (a failed check list, a trainer's own exit code).
type ExitError struct{ Code Code }

func (e *ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// CodeOf returns the exit code for err: OK for nil, the code of the first
// *Error or *ExitError in the chain, Cancelled for context cancellation,
// Failure otherwise.
func CodeOf(err error) Code {
	if err == nil {
		return OK
	}
	var ee *ExitError
	if errors.As(err, &ee) {
		return ee.Code
	}
	var ue *Error
	if errors.As(err, &ue) {
		return ue.Code
	}
	if errors.Is(err, context.Canceled) {
		return Cancelled
	}
	return Failure
}

// Silent reports whether err has already been reported to the user.
func Silent(err error) bool {
	var ee *ExitError
	return errors.As(err, &ee)
}
