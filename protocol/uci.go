package protocol

import "lattice/engine"

// serveUCI runs the UCI loop after the `uci` command.
func serveUCI(lr *lineReader, lw *lineWriter, e *engine.Engine) error {
	return lw.printf("info string error: uci is not implemented yet")
}
