package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"lattice/movegen/variants"
)

// fileList is a repeatable -variants flag: variant files to load, in order.
type fileList []string

func (f *fileList) String() string { return strings.Join(*f, ",") }

func (f *fileList) Set(s string) error {
	*f = append(*f, s)
	return nil
}

// addVariantsFlag registers -variants on fs.
func addVariantsFlag(fs *flag.FlagSet, files *fileList) {
	fs.Var(files, "variants", "load variant definitions from `FILE` (repeatable; see README, \"Variant files\")")
}

// loadCatalogue returns the built-in variants plus those of files. A bad
// file is a usage error: one line, file:line:col first.
func loadCatalogue(files []string) (*variants.Catalogue, error) {
	c, err := variants.NewCatalogue()
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if err := c.LoadFile(f); err != nil {
			return nil, usagef("%v", err)
		}
	}
	return c, nil
}

// parseWithArgs parses flags that may come before or after positional
// arguments and returns the positional ones.
func parseWithArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// runVariants lists every variant: name, board and where it is defined.
//
//	lattice variants [-variants FILE]
func runVariants(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("variants")
	var files fileList
	addVariantsFlag(fs, &files)
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err, stderr)
	}
	if fs.NArg() > 0 {
		return usagef("variants: unexpected argument %q", fs.Arg(0))
	}
	c, err := loadCatalogue(files)
	if err != nil {
		return err
	}
	for _, name := range c.Names() {
		d, _ := c.Def(name)
		board := fmt.Sprintf("%dx%d", d.Bounds.Width(), d.Bounds.Height())
		if d.Unbounded {
			board = "unbounded"
		}
		fmt.Fprintf(stdout, "%-20s %-10s %s\n", name, board, c.Source(name))
	}
	return nil
}

// runVariant is `lattice variant show NAME [-variants FILE]`: it prints the
// resolved definition in the variant file format.
func runVariant(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "show" {
		return usagef("variant: usage: lattice variant show NAME [-variants FILE]")
	}
	fs := newFlagSet("variant show")
	var files fileList
	addVariantsFlag(fs, &files)
	names, err := parseWithArgs(fs, args[1:])
	if err != nil {
		return flagError(fs, err, stderr)
	}
	if len(names) != 1 {
		return usagef("variant show: want one variant name, got %d", len(names))
	}
	c, err := loadCatalogue(files)
	if err != nil {
		return err
	}
	d, ok := c.Def(names[0])
	if !ok {
		return usagef("variant show: unknown variant %q (known: %s)", names[0], strings.Join(c.Names(), ", "))
	}
	fmt.Fprintf(stdout, "# %s: %s\n", d.Name, c.Source(d.Name))
	fmt.Fprint(stdout, variants.Format(d))
	return nil
}
