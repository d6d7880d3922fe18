//go:build linux && (amd64 || arm64)

package search

import (
	"syscall"
	"unsafe"
)

// hugePagesAsked tells the tests that large tables are aligned to huge
// pages here.
const hugePagesAsked = true

// hugePage is the size of a transparent huge page on linux/amd64 and arm64.
const hugePage = 2 << 20

// newTableData returns n zero words for a table, starting on a huge-page
// boundary when the table is at least one huge page, with the kernel asked
// (madvise MADV_HUGEPAGE) to back them with huge pages: probes land all
// over the table, and with 4 KiB pages most of them would also miss the
// TLB. The advice is only a hint; where the kernel declines it the table
// works the same with small pages.
func newTableData(n uint64) []uint64 {
	const words = hugePage / 8
	if n*8 < hugePage {
		return make([]uint64, n)
	}
	raw := make([]uint64, n+words)
	off := (words - uint64(uintptr(unsafe.Pointer(&raw[0]))%hugePage/8)) % words
	data := raw[off : off+n : off+n]
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&data[0])), n*8), syscall.MADV_HUGEPAGE)
	return data
}
