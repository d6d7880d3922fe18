package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
)

// maxLine is the longest input line read; a longer one is cut off and
// answered as bad input rather than buffered without bound.
const maxLine = 1 << 20

// lineReader delivers input lines from a goroutine of its own, so a protocol
// loop can read the next command while the engine thinks. The channel closes
// at end of input or on a read error.
type lineReader struct {
	lines <-chan string
}

// newLineReader starts reading r. Lines are delivered without their line
// ending and with surrounding white space trimmed; empty lines are skipped.
func newLineReader(r io.Reader) *lineReader {
	ch := make(chan string, 16)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 0, 4096), maxLine)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line != "" {
				ch <- line
			}
		}
	}()
	return &lineReader{lines: ch}
}

// next returns the next line, or false at end of input.
func (lr *lineReader) next() (string, bool) {
	line, ok := <-lr.lines
	return line, ok
}

// lineWriter writes whole lines, each flushed at once, from any goroutine
// (the protocol loop and the search's callbacks alike).
type lineWriter struct {
	mu  sync.Mutex
	w   *bufio.Writer
	err error
}

func newLineWriter(w io.Writer) *lineWriter { return &lineWriter{w: bufio.NewWriter(w)} }

// printf writes one line (a newline is added) and flushes it. The first
// write error is kept and returned by every later call.
func (lw *lineWriter) printf(format string, a ...any) error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.err != nil {
		return lw.err
	}
	fmt.Fprintf(lw.w, format, a...)
	lw.w.WriteByte('\n')
	lw.err = lw.w.Flush()
	return lw.err
}
