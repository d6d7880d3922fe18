package search

// prefetch asks the processor to bring the cache line at addr closer
// (PREFETCHT0): a hint that never faults and changes no state.
//
//go:noescape
func prefetch(addr *uint64)
