//go:build !linux || !(amd64 || arm64)

package search

// hugePagesAsked tells the tests that tables are plain allocations here.
const hugePagesAsked = false

// newTableData returns n zero words for a table.
func newTableData(n uint64) []uint64 { return make([]uint64, n) }
