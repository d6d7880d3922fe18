package protocol

import (
	"fmt"
	"io"
	"strings"

	"lattice/engine"
)

// DefaultName is the engine's name on the wire when no version is known.
const DefaultName = "Lattice"

// Name is the engine's name on the wire for a version: "Lattice VERSION",
// or DefaultName for an empty version.
func Name(version string) string {
	version = strings.TrimSpace(version)
	if version == "" {
		return DefaultName
	}
	return DefaultName + " " + version
}

// Run serves one protocol session on in and out under DefaultName; see
// RunNamed.
func Run(in io.Reader, out io.Writer, e *engine.Engine) error {
	return RunNamed(in, out, e, DefaultName)
}

// RunNamed serves one protocol session on in and out: the first command
// chooses CECP (`xboard`) or UCI (`uci`). name is what the GUI is told
// (CECP `myname`, UCI `id name`). It returns when the GUI says quit or input
// ends, after any running search has stopped.
func RunNamed(in io.Reader, out io.Writer, e *engine.Engine, name string) error {
	if name = strings.TrimSpace(name); name == "" {
		name = DefaultName
	}
	lr := newLineReader(in)
	lw := newLineWriter(out)
	for {
		line, ok := lr.next()
		if !ok {
			return nil
		}
		switch strings.Fields(line)[0] {
		case "xboard":
			return serveCECP(lr, lw, e, name)
		case "uci":
			return serveUCI(lr, lw, e, name)
		case "quit":
			return nil
		}
		if err := lw.printf("Error (unknown command): %s (start with xboard or uci)", line); err != nil {
			return fmt.Errorf("protocol: %w", err)
		}
	}
}
