package metrics

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// slotListener serves at most max connections at once, like
// netutil.LimitListener, but an idle connection (one that sent nothing
// yet, or a keep-alive one between requests) gives its slot up to a new
// one: the longest idle is closed. Sixteen keep-alive clients held every
// slot for IdleTimeout and scrapes waited behind them (issue 41 item 7);
// now a scrape waits only for a request in flight, which ReadTimeout and
// WriteTimeout bound. One connection more than max is open while a slot
// is being freed.
type slotListener struct {
	net.Listener
	max int

	mu     sync.Mutex
	cond   *sync.Cond
	open   int
	idle   map[net.Conn]time.Time
	closed bool
}

func newSlotListener(ln net.Listener, max int) *slotListener {
	l := &slotListener{Listener: ln, max: max, idle: map[net.Conn]time.Time{}}
	l.cond = sync.NewCond(&l.mu)
	return l
}

// Accept returns the next connection once it has a slot.
func (l *slotListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for l.open >= l.max && !l.closed {
		if !l.evictIdle() {
			l.cond.Wait() // every slot busy with a request: one ends soon
		}
	}
	if l.closed {
		c.Close()
		return nil, net.ErrClosed
	}
	l.open++
	return c, nil
}

// evictIdle closes the longest-idle connection; its slot is free when the
// server reports it closed. Called with mu held.
func (l *slotListener) evictIdle() bool {
	var oldest net.Conn
	var since time.Time
	for c, t := range l.idle {
		if oldest == nil || t.Before(since) {
			oldest, since = c, t
		}
	}
	if oldest == nil {
		return false
	}
	delete(l.idle, oldest)
	oldest.Close()
	l.cond.Wait() // until a connection closes or turns idle
	return true
}

// connState is the server's ConnState hook: it tells idle connections from
// busy ones and frees the slot of a closed one.
func (l *slotListener) connState(c net.Conn, st http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch st {
	case http.StateNew, http.StateIdle:
		l.idle[c] = time.Now()
	case http.StateActive:
		delete(l.idle, c)
		return
	case http.StateClosed, http.StateHijacked:
		delete(l.idle, c)
		l.open--
	}
	l.cond.Broadcast()
}

// Close stops accepting; an Accept waiting for a slot returns.
func (l *slotListener) Close() error {
	l.mu.Lock()
	l.closed = true
	l.cond.Broadcast()
	l.mu.Unlock()
	return l.Listener.Close()
}
