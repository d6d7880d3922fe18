package movegen

// Where a complex piece can capture at all. pieceAttacks generates a
// complex piece's captures forward (its lame or initial capture rays, its
// multi-leg paths, its primitive) to ask whether it reaches a target; most
// pieces stand where none of those moves could ever land on the target,
// whatever stands between. complexReach holds, per program, the offsets
// (target − piece, as mailbox index offsets) where one could, so that the
// attack tests skip the rest without generating:
//   - a capture ray lands only n steps along its step, Min ≤ n ≤ Max;
//   - a straight path stays on its first leg's lines, a piece's attack on
//     a target being looked for only along a first step that points at it
//     (pathWalk), and within the path's reach when it has one;
//   - any other path stays within its reach (Path.Reach[0]);
//   - a prime leaper leaps orthogonally.
// A program with a path of unbounded reach that is not straight, a spiral
// or a formation mover can capture anywhere: it gets no table.
// TestComplexReachHoldsEveryAttack checks that every attack pieceAttacks
// finds in random positions lies in the table.

// offsetSet is a set of mailbox index offsets within ±lineOff.
type offsetSet [(2*lineOff + 64) / 64]uint64

// add puts the offset of the displacement (dx, dy) in the set, when it
// fits a mailbox board.
func (s *offsetSet) add(dx, dy int32) {
	if abs32(dx) >= MaxMailboxSide || abs32(dy) >= MaxMailboxSide {
		return
	}
	i := uint32(dy*mailboxStride + dx + lineOff)
	s[i>>6] |= 1 << (i & 63)
}

// has reports whether the offset d is in the set; offsets beyond the
// table are.
func (s *offsetSet) has(d int32) bool {
	i := uint32(d + lineOff)
	if i > 2*lineOff {
		return true
	}
	return s[i>>6]>>(i&63)&1 != 0
}

// hasVec is has for the displacement v, on any board: displacements no
// mailbox board holds are in the set.
func (s *offsetSet) hasVec(v Vec) bool {
	if abs32(v.X) >= MaxMailboxSide || abs32(v.Y) >= MaxMailboxSide {
		return true
	}
	return s.has(v.Y*mailboxStride + v.X)
}

// complexReach builds the table of prog (see the top of the file);
// unmoved tells that an unmoved piece runs it, whose every capture ray
// pieceAttacks looks at. It returns nil when prog may capture anywhere.
func complexReach(prog *Program, unmoved bool) *offsetSet {
	switch prog.Primitive {
	case NoPrimitive, PrimeLeaper:
	default:
		return nil
	}
	s := new(offsetSet)
	along := func(d Vec, lo, hi int32) {
		for n := max(lo, 1); hi == 0 || n <= hi; n++ {
			v := d.Scale(n)
			if abs32(v.X) >= MaxMailboxSide || abs32(v.Y) >= MaxMailboxSide {
				return
			}
			s.add(v.X, v.Y)
		}
	}
	for _, r := range prog.Rays {
		if r.Mode&ModeCapture != 0 && (r.Min != 1 || unmoved) {
			along(r.Step, r.Min, r.Max)
		}
	}
	for i := range prog.Paths {
		path := &prog.Paths[i]
		reach := path.Reach[0]
		switch {
		case path.Straight:
			for _, d := range path.Legs[0].Steps {
				hi := int32(0)
				if reach >= 0 {
					hi = reach / max(abs32(d.X), abs32(d.Y), 1)
				}
				along(d, 1, hi)
			}
		case reach < 0:
			return nil
		default:
			r := min(reach, MaxMailboxSide-1)
			for dy := -r; dy <= r; dy++ {
				for dx := -r; dx <= r; dx++ {
					s.add(dx, dy)
				}
			}
		}
	}
	if prog.Primitive == PrimeLeaper {
		for _, d := range orthogonal {
			along(d, 1, 0)
		}
	}
	return s
}

// buildComplexReach sets the complexReach table of every program of v.
func (v *Variant) buildComplexReach() {
	unmoved := map[*Program]bool{}
	for pc, prog := range v.progs {
		if prog != nil && Piece(pc).IsPiece() && Piece(pc).Unmoved() {
			unmoved[prog] = true
		}
	}
	for _, prog := range v.progs {
		if prog != nil {
			prog.complexReach = complexReach(prog, unmoved[prog])
		}
	}
}

// mayAttack reports whether the complex piece pc could capture on the
// mailbox index ti from fi beyond the attack tables' rays: false only when
// its complexReach table rules it out.
func (p *Position) mayAttack(pc Piece, fi, ti int32) bool {
	r := p.v.progs[pc].complexReach
	return r == nil || r.has(ti-fi)
}
