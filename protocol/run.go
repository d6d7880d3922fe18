package protocol

import (
	"fmt"
	"io"
	"strings"

	"lattice/engine"
)

// Run serves one protocol session on in and out: the first command chooses
// CECP (`xboard`) or UCI (`uci`). It returns when the GUI says quit or input
// ends, after any running search has stopped.
func Run(in io.Reader, out io.Writer, e *engine.Engine) error {
	lr := newLineReader(in)
	lw := newLineWriter(out)
	for {
		line, ok := lr.next()
		if !ok {
			return nil
		}
		switch strings.Fields(line)[0] {
		case "xboard":
			return serveCECP(lr, lw, e)
		case "uci":
			return serveUCI(lr, lw, e)
		case "quit":
			return nil
		}
		if err := lw.printf("Error (unknown command): %s (start with xboard or uci)", line); err != nil {
			return fmt.Errorf("protocol: %w", err)
		}
	}
}
