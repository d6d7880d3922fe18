package eval

import (
	"math"
	"math/bits"

	"lattice/movegen"
)

// Evaluator scores positions of one variant. It is immutable after New and
// safe for concurrent use by any number of goroutines.
type Evaluator struct {
	v     *movegen.Variant
	w     Weights
	types int
	info  [movegen.MaxPieceTypes + 1]typeInfo
	// promotes is set when pawns have something to promote to; a white
	// pawn then has promoW − y ranks to go, a black one y − promoB.
	promotes       bool
	promoW, promoB int32
	// phaseTotal is the non-pawn, non-royal material of the start position.
	phaseTotal int
	plane      bool
	// small: the board fits side.files; x0, y0 is its lower-left corner.
	small  bool
	x0, y0 int32
	// ranks has, on a small board with promotions, the advancement and
	// passed-pawn bonuses of a pawn of each colour by its rank y−y0 (zero
	// where the weights give none), so that pawnTerms looks them up at once.
	ranks [2][32]rankTerms
	// lines has, on the plane, the kinds of line each type rides along
	// (lineKinds), for the king-exposure term.
	lines [movegen.MaxPieceTypes + 1]uint8
	// attackW has, on the plane, the attack units of each type's attackers
	// by the lines it rides (plane_danger.go).
	attackW [movegen.MaxPieceTypes + 1]int
	// sets has the masks of the evaluation by square sets (sets.go), nil
	// where it does not apply.
	sets *setTables
	// home has, on the plane, each colour's minor pieces of the start
	// position by square (plane_develop.go).
	home [2][]homeSquare
	// pairTypes are the colour-bound types that earn the bishop pair
	// (Weights.BishopPairMG), none when its weights are 0.
	pairTypes []movegen.PieceType
}

// rankTerms are the pawn bonuses of one rank for one colour.
type rankTerms struct{ advMG, advEG, passMG, passEG int }

// typeInfo is what the evaluation needs to know about one piece type.
type typeInfo struct {
	value  int
	base16 int // the type's average Activity on the sample board, ×16
	// mobScale is the weight of one square of mobility, ×256 (see
	// Weights.MobilityRef).
	mobScale int
	pawn     bool
	royal    bool
	rider    bool
	stepper  bool
	spiral   bool
	// formation pieces also move as a queen when four of them stand in a
	// 2×2 block.
	formation bool
}

// New returns the evaluator of variant v with the Default weights.
func New(v *movegen.Variant) *Evaluator { return NewWithWeights(v, Default()) }

// NewWithWeights returns the evaluator of variant v with weights w.
func NewWithWeights(v *movegen.Variant, w Weights) *Evaluator {
	e := &Evaluator{v: v, w: w, types: v.NumPieceTypes(), plane: v.Unbounded()}
	w.RayCap = max(w.RayCap, 1)
	e.w.RayCap = w.RayCap
	board := sampleBoard(v)
	for i := range v.NumPieceTypes() {
		t := movegen.PieceType(i + 1)
		d := v.Def(t)
		sh := v.Shape(t)
		ti := typeInfo{value: pieceValue(v, t, &w), pawn: d.Pawn, royal: d.Royal,
			rider: sh.Rider, stepper: sh.Stepper, spiral: sh.Primitive == movegen.SpiralMover,
			formation: sh.Primitive == movegen.FormationMover}
		if !d.Royal && !d.Pawn {
			ti.base16 = int(16*v.SampleActivity(t, board, w.EstimateEvery, samplePatterns, w.RayCap) + 0.5)
			ti.mobScale = 256
			if ref := 16 * w.MobilityRef; ti.base16 > ref && ref >= 0 {
				ti.mobScale = 256 * ref / ti.base16
			}
		}
		e.info[t] = ti
		if sh.ColourBound && !d.Royal && !d.Pawn && w.BishopPairMG|w.BishopPairEG != 0 {
			e.pairTypes = append(e.pairTypes, t)
		}
	}
	e.small = !v.Unbounded() && v.Bounds().Width() <= maxFiles && v.Bounds().Height() <= 32
	e.x0, e.y0 = v.Bounds().X0, v.Bounds().Y0
	e.promotes = v.Definition().Promotion.Letters != ""
	e.promoW, e.promoB = v.Definition().Promotion.WhiteFrom, v.Definition().Promotion.BlackFrom
	if e.promoW == 0 {
		e.promoW = v.Bounds().Y1
	}
	if e.promoB == 0 {
		e.promoB = v.Bounds().Y0
	}
	if e.small && e.promotes {
		e.fillRanks()
	}
	if e.plane {
		// A probe that fails leaves the kinds empty: no exposure is scored.
		e.lines, _ = lineKinds(v)
		e.fillAttackWeights()
	}
	e.sets = e.newSetTables()
	// A variant made through the API may have no start position (every
	// game of it then starts from a given one): its phase stays unscaled.
	if v.StartFEN() == "" && v.StartICN() == "" {
		return e
	}
	start := v.StartPosition()
	if e.plane {
		e.fillHome(start)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		for t := 1; t <= e.types; t++ {
			if ti := &e.info[t]; !ti.pawn && !ti.royal {
				e.phaseTotal += start.Count(c, movegen.PieceType(t)) * ti.value
			}
		}
	}
	return e
}

// Weights returns the weights the evaluator uses.
func (e *Evaluator) Weights() Weights { return e.w }

// PieceValue returns the worth of a piece of type t in centipawns (0 for
// royal pieces and for types the variant does not have), for move ordering,
// exchange evaluation and futility margins. A piece the variant gives no
// value gets one estimated from its mobility (EstimateValue).
func (e *Evaluator) PieceValue(t movegen.PieceType) int {
	if int(t) >= len(e.info) {
		return 0
	}
	return e.info[t].value
}

// MaxScore bounds every score Evaluate returns: |score| ≤ MaxScore.
const MaxScore = 19999

// side gathers one colour's terms during an evaluation.
type side struct {
	mg, eg  int
	phase   int // non-pawn, non-royal material
	mob     int // mobility beyond the types' averages, ×16×256
	attack  int // attack units against the enemy king
	shelter int
	guards  int
	fade    int
	// attackers and attackWeight are, on the plane, the pieces attacking
	// the enemy king and their units; exposure is the units of the own
	// king's exposed lines (plane_danger.go).
	attackers, attackWeight, exposure int
}

// pawnList is one colour's pawns as the walk over its pieces collects
// them (pieces), for pawnTerms.
type pawnList struct {
	pawns  [maxPawns]movegen.Coord
	npawns int
	// files has the collected pawns by file on a board e.small allows
	// (bit y−y0 of files[x−x0+1]); offFiles is set when one lies off it.
	files    [maxFiles + 2]uint32
	offFiles bool
}

// maxFiles is the widest board whose passed pawns are found by files.
const maxFiles = 16

// maxPawns is how many pawns a side's passed-pawn test looks at.
const maxPawns = movegen.MemoPawns

// farAway stands for a missing king: no square is near it.
func farAway() movegen.Coord { return movegen.Coord{X: math.MaxInt32, Y: math.MaxInt32} }

// Evaluate returns the score of p in centipawns from the side to move's
// point of view, with |score| ≤ MaxScore. The terms are material, mobility,
// pawn advancement and passed pawns, king attack and shelter, the spiral
// king's reach, on the plane the fading worth of pieces far from both kings,
// guards near their king and the king's open lines (plane_king.go), and a
// tempo bonus; middle-game and end-game
// values are blended by the phase. It allocates nothing and never panics on
// a legal position of any variant. It keeps memos in p up to date (on the
// plane the kernel's activity cache, on a mailbox board the pawn terms and
// the sliders' reaches), so one Position must not be evaluated by two
// goroutines at once (the search's threads each evaluate a clone).
func (e *Evaluator) Evaluate(p *movegen.Position) int {
	if p == nil {
		return 0
	}
	var king [2]movegen.Coord
	var hasK [2]bool
	for c := movegen.White; c <= movegen.Black; c++ {
		king[c], hasK[c] = p.Royal(c)
		if !hasK[c] {
			king[c] = farAway()
		}
	}
	var st [2]side
	if e.sets == nil || !e.setTerms(p, &st, &king, &hasK) {
		e.walkTerms(p, &st, &king, &hasK)
	}
	return e.total(p, &st, &hasK)
}

// walkTerms fills st with both colours' terms by a walk over their pieces.
func (e *Evaluator) walkTerms(p *movegen.Position, st *[2]side, king *[2]movegen.Coord, hasK *[2]bool) {
	var pl [2]pawnList
	for c := movegen.White; c <= movegen.Black; c++ {
		e.pieces(p, c, &st[c], &pl[c], king, hasK)
	}
	if e.plane && e.promotes {
		if m := p.PawnMemo(); m != nil {
			e.memoPawnTerms(m, st, &pl)
			return
		}
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		e.pawnTerms(c, &st[c], &pl[c], &pl[c.Other()])
	}
}

// memoPawnTerms adds both colours' pawnTerms of the pawns pl to st,
// reusing the answer m holds when e computed it for the same pawns (those
// of the previous node evaluated, most often).
func (e *Evaluator) memoPawnTerms(m *movegen.PawnMemo, st *[2]side, pl *[2]pawnList) {
	if m.N != [2]int{pl[0].npawns, pl[1].npawns} || m.Owner != any(e) ||
		!samePawns(&m.Pawns[0], &pl[0].pawns, m.N[0]) || !samePawns(&m.Pawns[1], &pl[1].pawns, m.N[1]) {
		var d [2]side
		for c := movegen.White; c <= movegen.Black; c++ {
			e.pawnTerms(c, &d[c], &pl[c], &pl[c.Other()])
			m.MG[c], m.EG[c] = d[c].mg, d[c].eg
			m.Pawns[c] = pl[c].pawns
		}
		m.N, m.Owner = [2]int{pl[0].npawns, pl[1].npawns}, any(e)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		st[c].mg += m.MG[c]
		st[c].eg += m.EG[c]
	}
}

// total blends both colours' terms st into the score from the side to
// move's point of view.
func (e *Evaluator) total(p *movegen.Position, st *[2]side, hasK *[2]bool) int {
	w := &e.w
	phase := 256
	if e.phaseTotal > 0 {
		phase = min(st[0].phase+st[1].phase, e.phaseTotal) * 256 / e.phaseTotal
	}
	total := 0
	for c := movegen.White; c <= movegen.Black; c++ {
		s, o := &st[c], &st[c.Other()]
		mg := s.mg + w.MobilityMG*s.mob/(16*256) - s.fade
		eg := s.eg + w.MobilityEG*s.mob/(16*256) - s.fade
		for _, t := range e.pairTypes {
			if p.Count(c, t) >= 2 {
				mg += w.BishopPairMG
				eg += w.BishopPairEG
			}
		}
		if hasK[c] {
			u := o.attack
			if e.plane {
				u += e.planeDanger(s, o)
			}
			mg -= min(u*u*w.DangerScale/16, w.DangerMax)
			eg -= min(u*u*w.DangerScaleEG/16, w.DangerMax)
			mg += min(s.shelter, w.ShelterMax) * w.Shelter
			mg += s.guards * w.GuardNearKing
		}
		v := (mg*phase + eg*(256-phase)) / 256
		if c == movegen.White {
			total += v
		} else {
			total -= v
		}
	}
	if p.SideToMove() == movegen.Black {
		total = -total
	}
	return clamp(total + w.Tempo)
}

// pieces adds the material, mobility, king-attack, shelter and plane terms
// of colour c's pieces to s, and collects its pawns into pl. The sums go straight
// into s: a value held in a register across the kernel calls of the loop
// (PieceActivity) would be saved and restored around each of them. On the
// sparse board the pieces come with their codes (PieceCodes); on a mailbox
// board they are read first.
func (e *Evaluator) pieces(p *movegen.Position, c movegen.Color, s *side, pl *pawnList, king *[2]movegen.Coord, hasK *[2]bool) {
	them := c.Other()
	for t := 1; t <= e.types; t++ {
		if n := p.Count(c, movegen.PieceType(t)); n != 0 {
			ti := &e.info[t]
			s.mg += n * ti.value
			if !ti.pawn && !ti.royal {
				s.phase += n * ti.value
			}
		}
	}
	s.eg = s.mg
	if e.plane && hasK[c] {
		e.planeKing(p, c, s, king[c])
	}
	k := kings{own: king[c], enemy: king[them], ownK: hasK[c], enemyK: hasK[them]}
	k.zone = p.ZoneAround(k.enemy)
	sqs, codes := p.Pieces(c), p.PieceCodes(c)
	if codes == nil {
		// A mailbox board: read the codes once (at most one a square).
		var buf [256]movegen.Piece
		for i, sq := range sqs[:min(len(sqs), len(buf))] {
			buf[i] = p.At(sq)
		}
		codes = buf[:len(sqs)]
	}
	codes = codes[:len(sqs)]
	for i, sq := range sqs {
		pc := codes[i]
		ti := &e.info[pc.Type()]
		if ti.pawn {
			if n := pl.npawns; n < maxPawns {
				pl.pawns[n] = sq
				pl.npawns = n + 1
				if e.small {
					x, y := uint32(sq.X-e.x0), uint32(sq.Y-e.y0)
					if x < maxFiles && y < 32 {
						pl.files[x+1] |= 1 << y
					} else {
						pl.offFiles = true
					}
				}
			} else if e.plane && e.promotes {
				// A listed pawn's far-pawn term comes with its other
				// terms (pawnTerms).
				e.farPawn(c, sq, s)
			}
			if k.ownK && shields(c, sq, k.own) {
				s.shelter++
			}
			continue
		}
		e.piece(p, sq, pc, ti, s, &k)
	}
}

// kings is what one colour's piece terms need to know about the kings.
type kings struct {
	own, enemy   movegen.Coord
	ownK, enemyK bool
	zone         movegen.Zone // the enemy king's
}

// piece adds the terms of the non-pawn piece pc (type info ti) on sq.
func (e *Evaluator) piece(p *movegen.Position, sq movegen.Coord, pc movegen.Piece, ti *typeInfo, s *side, k *kings) {
	w := &e.w
	if ti.royal {
		if !ti.spiral && w.KingMobilityMG == 0 && w.KingMobilityEG == 0 {
			return
		}
		moves, hits := p.PieceActivity(sq, pc, &k.zone, w.RayCap)
		e.royalReach(s, ti, moves, hits)
		return
	}
	moves, hits := p.PieceActivity(sq, pc, &k.zone, w.RayCap)
	s.mob += (16*moves - ti.base16) * ti.mobScale
	s.attack += hits * w.ZoneHit
	dEnemy := int64(math.MaxInt64) // no king: nothing is near it
	if k.enemyK {
		if dEnemy = cheb(sq, k.enemy); dEnemy <= w.NearRadius {
			s.attack += w.NearAttacker
		}
		if e.plane {
			e.planeAttacker(s, pc.Type(), ti, hits, dEnemy)
			if ti.rider && dEnemy <= w.BehindKingRadius {
				e.behindKing(s, pc, sq, k.enemy)
			}
		}
	}
	if e.plane && w.TropismMG|w.TropismEG|w.GuardTropismMG|w.GuardTropismEG != 0 {
		dOwn := int64(math.MaxInt64)
		if k.ownK {
			dOwn = cheb(sq, k.own)
		}
		e.planeTropism(s, ti.value, dEnemy, dOwn)
	}
	if e.plane && !ti.rider && w.UndevelopedMG != 0 && e.atHome(pc, sq) {
		s.mg -= w.UndevelopedMG
	}
	if k.ownK && ti.stepper {
		d := cheb(sq, k.own)
		if d <= 1 {
			s.shelter++
		}
		if e.plane && d <= w.GuardRadius {
			s.guards++
		}
	}
	if e.plane && w.FadeStart > 0 && dEnemy > w.FadeStart {
		// Near the enemy king the nearer king is no farther: no fade.
		d := dEnemy // to the nearer king
		if k.ownK {
			d = min(d, cheb(sq, k.own))
		}
		if d != math.MaxInt64 && d > w.FadeStart {
			s.fade += e.fade(ti, d)
		}
	}
	if ti.formation && blockAt(p, sq, pc) {
		s.mg += w.Formation
		s.eg += w.Formation
	}
}

// samePawns reports whether the first n squares of a and of b, each
// square at most once, are the same in some order (the pawns' terms do not
// depend on it): a capture taken back may leave a pawn list in another
// order. Beyond n both hold zeros.
func samePawns(a, b *[maxPawns]movegen.Coord, n int) bool {
	if *a == *b {
		return true
	}
	// The sums of the coordinates tell most other sets apart at once.
	var sa, sb [2]int64
	for i := range a[:n] {
		sa[0], sa[1] = sa[0]+int64(a[i].X), sa[1]+int64(a[i].Y)
		sb[0], sb[1] = sb[0]+int64(b[i].X), sb[1]+int64(b[i].Y)
	}
	if sa != sb {
		return false
	}
	// Look for each square of a in b from where the previous one was
	// found: a list moved about by a few swaps costs little more than one
	// pass.
	j := 0
	for _, q := range a[:n] {
		for k := 0; b[j] != q; k++ {
			if k == n {
				return false
			}
			if j++; j == n {
				j = 0
			}
		}
		if j++; j == n {
			j = 0
		}
	}
	return true
}

// blockAt reports whether the piece pc on sq is the lower-left corner of a
// 2×2 block of such pieces.
func blockAt(p *movegen.Position, sq movegen.Coord, pc movegen.Piece) bool {
	if sq.X >= movegen.MaxCoord || sq.Y >= movegen.MaxCoord {
		return false
	}
	same := func(dx, dy int32) bool {
		return p.At(movegen.Coord{X: sq.X + dx, Y: sq.Y + dy}).Moved() == pc.Moved()
	}
	return same(1, 0) && same(0, 1) && same(1, 1)
}

// shields reports whether the pawn on sq shelters c's king on k: within one
// step of it, or two squares in front of it on its file or the next ones.
func shields(c movegen.Color, sq, k movegen.Coord) bool {
	dx := int64(sq.X) - int64(k.X)
	dy := int64(sq.Y) - int64(k.Y)
	if c == movegen.Black {
		dy = -dy
	}
	return dx >= -1 && dx <= 1 && dy >= -1 && dy <= 2
}

// fade is how much of its worth a piece of type ti loses on the plane for
// standing at distance d > FadeStart > 0 from the nearer king: a share per
// doubling of d/FadeStart.
func (e *Evaluator) fade(ti *typeInfo, d int64) int {
	w := &e.w
	doublings := bits.Len64(uint64(d / w.FadeStart))
	rate, most := w.FadeLeaper, w.FadeLeaperMax
	if ti.rider {
		rate, most = w.FadeRider, w.FadeRiderMax
	}
	return ti.value * min(doublings*rate, most) / 100
}

// fillRanks fills e.ranks from the weights: a pawn togo ranks from its
// promotion zone, 1 ≤ togo < len(AdvanceMG), gets AdvanceMG/EG[togo], and
// PassedMG/EG[togo] when passed; other ranks get nothing.
func (e *Evaluator) fillRanks() {
	w := &e.w
	for c := movegen.White; c <= movegen.Black; c++ {
		for y := range e.ranks[c] {
			rank := int64(e.y0) + int64(y)
			togo := int64(e.promoW) - rank
			if c == movegen.Black {
				togo = rank - int64(e.promoB)
			}
			if togo >= 1 && togo < int64(len(w.AdvanceMG)) {
				e.ranks[c][y] = rankTerms{w.AdvanceMG[togo], w.AdvanceEG[togo], w.PassedMG[togo], w.PassedEG[togo]}
			}
		}
	}
}

// pawnTerms adds to s the advancement and passed-pawn bonuses of the pawns
// of colour c in own against the enemy pawns of o, and on the plane their
// far-pawn terms (farPawn; pieces adds those of pawns own could not hold).
func (e *Evaluator) pawnTerms(c movegen.Color, s *side, own, o *pawnList) {
	if !e.promotes {
		return
	}
	if e.small && !own.offFiles && !o.offFiles {
		e.pawnTermsByFiles(c, s, own, o)
		return
	}
	w := &e.w
	var span pawnSpan
	bySpan := span.build(c, o)
	far := e.plane && (w.FarPawnMG != 0 || w.FarPawnEG != 0) && w.FarPawnStart > 0
	mg, eg := 0, 0
	for _, sq := range own.pawns[:min(own.npawns, maxPawns)] {
		togo := int64(e.promoW) - int64(sq.Y)
		if c == movegen.Black {
			togo = int64(sq.Y) - int64(e.promoB)
		}
		if extra := togo - w.FarPawnStart; far && extra > 0 {
			// farPawn's term, with togo at hand.
			extra = min(extra, int64(MaxScore))
			mg -= int(min(extra*int64(w.FarPawnMG), int64(w.FarPawnMax)))
			eg -= int(min(extra*int64(w.FarPawnEG), int64(w.FarPawnMax)))
		}
		if togo < 1 || togo >= int64(len(w.AdvanceMG)) {
			continue
		}
		mg += w.AdvanceMG[togo]
		eg += w.AdvanceEG[togo]
		if (bySpan && span.passed(sq)) || (!bySpan && passed(c, sq, o)) {
			mg += w.PassedMG[togo]
			eg += w.PassedEG[togo]
		}
	}
	s.mg += mg
	s.eg += eg
}

// pawnTermsByFiles is pawnTerms when every collected pawn of both sides is
// on a small board: the bonuses come from e.ranks, and a pawn is passed when
// the enemy's files bits hold no pawn ahead on its file or the next ones.
func (e *Evaluator) pawnTermsByFiles(c movegen.Color, s *side, own, o *pawnList) {
	ranks := &e.ranks[c&1]
	mg, eg := 0, 0
	for _, sq := range own.pawns[:min(own.npawns, maxPawns)] {
		x, y := uint32(sq.X-e.x0)&(maxFiles-1), uint32(sq.Y-e.y0)&31
		r := &ranks[y]
		mg += r.advMG
		eg += r.advEG
		near := o.files[x] | o.files[x+1] | o.files[x+2]
		if c == movegen.White {
			near >>= y + 1 // enemy pawns on higher ranks
		} else {
			near &= 1<<y - 1 // on lower ranks
		}
		if near == 0 {
			mg += r.passMG
			eg += r.passEG
		}
	}
	s.mg += mg
	s.eg += eg
}

// passed reports whether no pawn of o stands ahead of c's pawn on sq on
// its file or a neighbouring one.
func passed(c movegen.Color, sq movegen.Coord, o *pawnList) bool {
	for j := 0; j < o.npawns; j++ {
		q := o.pawns[j]
		dx := int64(q.X) - int64(sq.X)
		if dx < -1 || dx > 1 {
			continue
		}
		if (c == movegen.White && q.Y > sq.Y) || (c == movegen.Black && q.Y < sq.Y) {
			return false
		}
	}
	return true
}

// cheb is the Chebyshev (king-step) distance between two squares, in int64
// so that any coordinates are safe.
func cheb(a, b movegen.Coord) int64 {
	dx := int64(a.X) - int64(b.X)
	dy := int64(a.Y) - int64(b.Y)
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return max(dx, dy)
}

func clamp(x int) int {
	if x > MaxScore {
		return MaxScore
	}
	if x < -MaxScore {
		return -MaxScore
	}
	return x
}

// royalReach scores a royal of type ti that has moves moves, hits of them
// into the enemy king's zone: a spiral king's reach (and its threat to the
// other king), another royal's mobility.
func (e *Evaluator) royalReach(s *side, ti *typeInfo, moves, hits int) {
	w := &e.w
	if ti.spiral {
		s.mg += moves * w.SpiralReachMG
		s.eg += moves * w.SpiralReachEG
		s.attack += hits * w.ZoneHit
		return
	}
	s.mg += moves * w.KingMobilityMG
	s.eg += moves * w.KingMobilityEG
}
