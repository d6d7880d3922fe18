// Package variants is Lattice's catalogue of built-in games. Each is a
// movegen.VariantDef; Get compiles one by name.
package variants
