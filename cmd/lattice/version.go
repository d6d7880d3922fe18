package main

import (
	"fmt"
	"io"
)

// version is the build's version, stamped in by `make release` (and any
// build that wants it) with
//
//	go build -ldflags "-X main.version=$(git describe --always --dirty)"
//
// It is the one package-level variable of the command: the linker can set
// only a package-level string, and nothing assigns it at run time.
var version = "dev"

// buildVersion is the version to report: the stamped one, or "dev".
func buildVersion() string {
	if version == "" {
		return "dev"
	}
	return version
}

// runVersion prints "lattice VERSION" (`lattice version`, `lattice -version`).
func runVersion(args []string, stdout io.Writer) error {
	if len(args) > 0 {
		return usagef("version takes no arguments, got %q", args[0])
	}
	_, err := fmt.Fprintf(stdout, "lattice %s\n", buildVersion())
	return err
}
