package protocol

import "lattice/engine"

// serveCECP runs the CECP loop after the `xboard` command.
func serveCECP(lr *lineReader, lw *lineWriter, e *engine.Engine) error {
	return lw.printf("Error (not implemented yet): xboard")
}
