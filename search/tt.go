package search

import (
	"fmt"
	"math/bits"
	"sync/atomic"
)

// The transposition table holds 16-byte entries in buckets of four (one
// 64-byte cache line). An entry is two words:
//
//	w0: key check (48 bits) | depth (8) | generation (6) | bound (2)
//	w1: move key (32) | score (16) | static eval (16)
//
// Threads share the table without locks: each word is read and written with
// atomics (so the race detector has nothing to flag), and slot 0 holds
// w0 XOR w1, so an entry torn by two threads writing at once fails the key
// check instead of handing out another position's data. The move key is
// never trusted either: the search only uses it to pick a move out of the
// list it generated itself.
type table struct {
	data    []uint64 // 2 words per entry, 8 per bucket
	buckets uint64
	gen     uint8 // 6 bits, advanced by each search
}

const (
	entryBytes   = 16
	bucketSize   = 4
	checkBits    = 48
	checkMask    = 1<<checkBits - 1
	depthOffset  = 2 // stored depth is depth+depthOffset (qsearch stores 0 or -1)
	genMask      = 63
	defaultHash  = 16
	hashFullSize = 1000
)

// ttEntry is an unpacked table entry.
type ttEntry struct {
	move  uint32
	score Score
	eval  Score
	depth int
	bound Bound
}

// newTable returns a table of exactly mb MiB (entries × 16 ≤ mb MiB).
func newTable(mb int) (*table, error) {
	if mb < 1 || mb > MaxHashMB {
		return nil, fmt.Errorf("hash size must be 1 to %d MB, got %d", MaxHashMB, mb)
	}
	buckets := uint64(mb) << 20 / (entryBytes * bucketSize)
	return &table{data: newTableData(buckets * bucketSize * 2), buckets: buckets}, nil
}

// entries is the number of entries the table holds.
func (t *table) entries() int { return int(t.buckets) * bucketSize }

// clear empties the table.
func (t *table) clear() {
	clear(t.data)
	t.gen = 0
}

// newSearch advances the generation, so older entries are replaced first.
func (t *table) newSearch() { t.gen = (t.gen + 1) & genMask }

// bucket returns the index of the first word of key's bucket.
func (t *table) bucket(key uint64) uint64 {
	hi, _ := bits.Mul64(key, t.buckets)
	return hi * bucketSize * 2
}

// prefetch starts loading key's bucket into the cache, so that the probe
// which follows a few hundred instructions later (after the move is made
// and the node's first tests) finds it there instead of waiting on memory.
func (t *table) prefetch(key uint64) { prefetch(&t.data[t.bucket(key)]) }

// load reads entry i's two words.
func (t *table) load(i uint64) (w0, w1 uint64) {
	w1 = atomic.LoadUint64(&t.data[i+1])
	w0 = atomic.LoadUint64(&t.data[i]) ^ w1
	return w0, w1
}

// bucketWords is one bucket's words, entry j at 2j and 2j+1.
type bucketWords = [bucketSize * 2]uint64

// bucketAt returns key's bucket (one bounds check for all its words).
func (t *table) bucketAt(key uint64) *bucketWords {
	b := t.bucket(key)
	return (*bucketWords)(t.data[b : b+bucketSize*2])
}

// loadIn reads the two words of the entry at word j of bucket bk, as load.
func loadIn(bk *bucketWords, j int) (w0, w1 uint64) {
	w1 = atomic.LoadUint64(&bk[(j+1)&(bucketSize*2-1)])
	w0 = atomic.LoadUint64(&bk[j&(bucketSize*2-1)]) ^ w1
	return w0, w1
}

// probe looks key up.
func (t *table) probe(key uint64) (ttEntry, bool) {
	bk := t.bucketAt(key)
	check := key & checkMask
	for j := 0; j < bucketSize*2; j += 2 {
		w0, w1 := loadIn(bk, j)
		if w0>>16 == check && Bound(w0&3) != NoBound {
			return unpack(w0, w1), true
		}
	}
	return ttEntry{}, false
}

func unpack(w0, w1 uint64) ttEntry {
	return ttEntry{
		move:  uint32(w1 >> 32),
		score: Score(int16(w1 >> 16)),
		eval:  Score(int16(w1)),
		depth: int(uint8(w0>>8)) - depthOffset,
		bound: Bound(w0 & 3),
	}
}

// store writes an entry for key, replacing the same position's entry when
// the new one is at least about as deep (or exact, or from a newer search),
// otherwise the shallowest and oldest entry of the bucket. A store without
// a move keeps the move already known for the position.
func (t *table) store(key uint64, move uint32, score, eval Score, depth int, bound Bound) {
	bk := t.bucketAt(key)
	check := key & checkMask
	victim, worst := 0, int(1<<30)
	for i := 0; i < bucketSize*2; i += 2 {
		w0, w1 := loadIn(bk, i)
		oldBound := Bound(w0 & 3)
		oldDepth := int(uint8(w0>>8)) - depthOffset
		if w0>>16 == check && oldBound != NoBound {
			oldGen := uint8(w0>>2) & genMask
			if bound != Exact && oldGen == t.gen && depth+3 < oldDepth {
				return
			}
			if move == 0 {
				move = uint32(w1 >> 32)
			}
			victim = i
			break
		}
		if oldBound == NoBound {
			victim, worst = i, -1<<30
			continue
		}
		age := int((t.gen - uint8(w0>>2)) & genMask)
		if v := oldDepth - 8*age; v < worst {
			victim, worst = i, v
		}
	}
	d := max(min(depth+depthOffset, 255), 0)
	w0 := check<<16 | uint64(d)<<8 | uint64(t.gen)<<2 | uint64(bound)
	w1 := uint64(move)<<32 | uint64(uint16(int16(score)))<<16 | uint64(uint16(int16(eval)))
	atomic.StoreUint64(&bk[(victim+1)&(bucketSize*2-1)], w1)
	atomic.StoreUint64(&bk[victim&(bucketSize*2-1)], w0^w1)
}

// hashFull estimates the table's fill by this search, in permille.
func (t *table) hashFull() int {
	n := min(hashFullSize, t.entries())
	used := 0
	for i := 0; i < n; i++ {
		w0, _ := t.load(uint64(i) * 2)
		if Bound(w0&3) != NoBound && uint8(w0>>2)&genMask == t.gen {
			used++
		}
	}
	return used * 1000 / n
}
