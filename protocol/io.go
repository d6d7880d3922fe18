package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
)

// maxLine is the longest input line read; a longer one is skipped to its
// end and delivered as tooLongLine, answered as bad input rather than
// buffered without bound (and without ending the session).
const maxLine = 1 << 20

// tooLongLine stands in for an input line longer than maxLine. No command
// starts with a NUL byte, so every protocol answers it as bad input.
const tooLongLine = "\x00(line longer than 1 MiB)"

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
		br := bufio.NewReaderSize(r, 64<<10)
		var buf []byte
		tooLong := false
		for {
			chunk, err := br.ReadSlice('\n')
			if len(buf)+len(chunk) > maxLine {
				tooLong, buf = true, buf[:0]
			} else if !tooLong {
				buf = append(buf, chunk...)
			}
			if err == bufio.ErrBufferFull {
				continue
			}
			if tooLong {
				ch <- tooLongLine
			} else if line := strings.TrimSpace(string(buf)); line != "" {
				ch <- line
			}
			buf, tooLong = buf[:0], false
			if err != nil {
				return
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

// failure returns the first write error, nil while writing works. It is
// safe to call while a search's callback writes.
func (lw *lineWriter) failure() error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.err
}
