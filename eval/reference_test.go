package eval

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"lattice/movegen"
	"lattice/movegen/variants"
)

// This file keeps the evaluation as it was written first, term by term in
// one loop, as the reference that the faster Evaluate must equal exactly
// (TestEvaluateEqualsReference): a pure speed change to the evaluation may
// not change a single score.

// refSide gathers one colour's terms during an evaluation.
type refSide struct {
	mg, eg  int
	phase   int // non-pawn, non-royal material
	mob     int // mobility beyond the types' averages, ×16×256
	attack  int // attack units against the enemy king
	shelter int
	// attackers, attackWeight: the plane's attackers of the enemy king;
	// exposure: the plane's exposure units of the own king.
	attackers, attackWeight, exposure int
	guards                            int
	fade                              int
	pawns                             [maxPawns]movegen.Coord
	npawns                            int
	// files has the collected pawns by file on a board e.small allows
	// (bit y−y0 of files[x−x0+1]); offFiles is set when one lies off it.
	files    [maxFiles + 2]uint32
	offFiles bool
}

// refEvaluate is Evaluate as first written.
func (e *Evaluator) refEvaluate(p *movegen.Position) int {
	if p == nil {
		return 0
	}
	var st [2]refSide
	var king [2]movegen.Coord
	var hasK [2]bool
	for c := movegen.White; c <= movegen.Black; c++ {
		king[c], hasK[c] = p.Royal(c)
		if !hasK[c] {
			king[c] = farAway()
		}
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		e.refPieces(p, c, &st[c], &king, &hasK)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		e.refPawnTerms(c, &st[c], &st[c.Other()])
	}
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
		for t := 1; t <= e.types; t++ {
			pt := movegen.PieceType(t)
			if e.v.Shape(pt).ColourBound && !e.info[t].pawn && !e.info[t].royal && p.Count(c, pt) >= 2 {
				mg += w.BishopPairMG
				eg += w.BishopPairEG
			}
		}
		if hasK[c] {
			u := o.attack
			if e.plane {
				u += s.exposure
				if o.attackers > 1 {
					u += o.attackWeight * min(o.attackers-1, w.AttackerCap) / 2
				}
			}
			mg -= min(u*u*w.DangerScale/16, w.DangerMax)
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
// of colour c's pieces to s, and collects its pawns.
// refPieces is the first pieces: every term in one loop.
func (e *Evaluator) refPieces(p *movegen.Position, c movegen.Color, s *refSide, king *[2]movegen.Coord, hasK *[2]bool) {
	w := &e.w
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
	own, enemy := king[c], king[them]
	ownK, enemyK := hasK[c], hasK[them]
	zone := p.ZoneAround(enemy)
	var mob, attack, shelter, guards, fade, kmg, keg, npawns int
	for _, sq := range p.Pieces(c) {
		pc := p.At(sq)
		ti := &e.info[pc.Type()]
		switch {
		case ti.pawn:
			if npawns < maxPawns {
				s.pawns[npawns] = sq
				npawns++
				x, y := uint32(sq.X-e.x0), uint32(sq.Y-e.y0)
				if x < maxFiles && y < 32 {
					s.files[x+1] |= 1 << y
				} else {
					s.offFiles = true
				}
			}
			if ownK && shields(c, sq, own) {
				shelter++
			}
		case ti.royal:
			if !ti.spiral && w.KingMobilityMG == 0 && w.KingMobilityEG == 0 {
				continue
			}
			moves, hits := p.PieceActivity(sq, pc, &zone, w.RayCap)
			if ti.spiral {
				kmg += moves * w.SpiralReachMG
				keg += moves * w.SpiralReachEG
				attack += hits * w.ZoneHit
			} else {
				kmg += moves * w.KingMobilityMG
				keg += moves * w.KingMobilityEG
			}
		default:
			moves, hits := p.PieceActivity(sq, pc, &zone, w.RayCap)
			mob += (16*moves - ti.base16) * ti.mobScale
			attack += hits * w.ZoneHit
			if enemyK && cheb(sq, enemy) <= w.NearRadius {
				attack += w.NearAttacker
			}
			if enemyK && e.plane {
				if d := cheb(sq, enemy); hits > 0 || d <= w.NearRadius || (ti.rider && d <= w.NearRiderRadius) {
					s.attackers++
					s.attackWeight += refAttackWeight(w, e.lines[pc.Type()])
				}
			}
			if ownK && ti.stepper {
				d := cheb(sq, own)
				if d <= 1 {
					shelter++
				}
				if e.plane && d <= w.GuardRadius {
					guards++
				}
			}
			if e.plane {
				fade += e.refFade(ti, sq, king, hasK)
			}
			if e.plane {
				tmg, teg := refTropism(w, ti.value, sq, king, hasK, c)
				kmg += tmg
				keg += teg
			}
			if e.plane && !ti.rider && refStart(e.v).At(sq) == pc {
				kmg -= w.UndevelopedMG
			}
			if e.plane && enemyK && ti.rider && cheb(sq, enemy) <= w.BehindKingRadius {
				bmg, beg := refBehindKing(w, c, sq, enemy, e.lines[pc.Type()])
				kmg += bmg
				keg += beg
			}
			if ti.formation && blockAt(p, sq, pc) {
				kmg += w.Formation
				keg += w.Formation
			}
		}
	}
	s.mg += kmg
	s.eg += keg
	if e.plane && ownK {
		s.exposure = e.refExposure(p, c, own)
	}
	s.mob, s.attack, s.shelter, s.guards, s.fade, s.npawns = mob, attack, shelter, guards, fade, npawns
}

// refStarts holds each variant's start position for refStart.
var refStarts = map[*movegen.Variant]*movegen.Position{}

// refStart is v's start position, made once.
func refStart(v *movegen.Variant) *movegen.Position {
	if p, ok := refStarts[v]; ok {
		return p
	}
	p := v.StartPosition()
	refStarts[v] = p
	return p
}

// refTropism is the plane's king tropism of a piece of c worth value on sq:
// value / (d + addend) for its distance d from each king there is, times
// the enemy king's weights and (worth capped) its own king's, in hundredths.
func refTropism(w *Weights, value int, sq movegen.Coord, king *[2]movegen.Coord, hasK *[2]bool, c movegen.Color) (mg, eg int) {
	pull := func(v int, k movegen.Coord) int {
		d := cheb(sq, k)
		if d >= int64(v) { // d + addend > v: nothing
			return 0
		}
		return v / int(d+max(w.TropismAddend, 1))
	}
	if hasK[c.Other()] {
		f := pull(value, king[c.Other()])
		mg += f * w.TropismMG / 100
		eg += f * w.TropismEG / 100
	}
	if hasK[c] {
		f := pull(min(value, w.GuardTropismCap), king[c])
		mg += f * w.GuardTropismMG / 100
		eg += f * w.GuardTropismEG / 100
	}
	return mg, eg
}

// refBehindKing is the plane's bonus of a rider of c on sq that rides lines
// of the kinds l, against the enemy king on k: full for a rider with an
// orthogonal line standing past k's rank as c looks at the board, half for a
// diagonal-only one, nothing on or before that rank.
func refBehindKing(w *Weights, c movegen.Color, sq, k movegen.Coord, l uint8) (mg, eg int) {
	past := (c == movegen.White && sq.Y > k.Y) || (c == movegen.Black && sq.Y < k.Y)
	switch {
	case !past:
		return 0, 0
	case l&lineOrth != 0:
		return w.BehindKingMG, w.BehindKingEG
	default:
		return w.BehindKingMG / 2, w.BehindKingEG / 2
	}
}

// refAttackWeight is the plane's attack weight of a piece riding lines of
// the kinds l.
func refAttackWeight(w *Weights, l uint8) int {
	switch {
	case l&lineOrth != 0 && l&lineDiag != 0:
		return w.KingAttackQueen
	case l&lineOrth != 0:
		return w.KingAttackRook
	case l&lineDiag != 0:
		return w.KingAttackBishop
	}
	return w.KingAttackLeaper
}

// refExposure is the plane's exposure units of c's king on k, found by
// walking each of the eight lines from the king square by square: a line is
// exposed when it is empty for KingRayReach squares or its first piece is an
// enemy rider along it; each counts the enemy riders of its kind, at most 2.
func (e *Evaluator) refExposure(p *movegen.Position, c movegen.Color, k movegen.Coord) int {
	w := &e.w
	riders := [2]int{} // orthogonal, diagonal
	for _, sq := range p.Pieces(c.Other()) {
		l := e.lines[p.At(sq).Type()]
		if l&lineOrth != 0 {
			riders[0]++
		}
		if l&lineDiag != 0 {
			riders[1]++
		}
	}
	if riders[0] == 0 && riders[1] == 0 {
		return 0
	}
	units := 0
	for _, d := range [8][2]int32{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
		kind, want := 0, uint8(lineOrth)
		if d[0] != 0 && d[1] != 0 {
			kind, want = 1, lineDiag
		}
		exposed := true
		for i := int32(1); int64(i) <= w.KingRayReach; i++ {
			pc := p.At(movegen.Coord{X: k.X + i*d[0], Y: k.Y + i*d[1]})
			if pc == movegen.Empty {
				continue
			}
			exposed = pc.Color() != c && e.lines[pc.Type()]&want != 0
			break
		}
		if exposed {
			units += min(riders[kind], 2) * w.KingRayUnit
		}
	}
	return units
}

// refFade is how much of its worth a piece on sq loses on the plane for
// standing far from both kings.
func (e *Evaluator) refFade(ti *typeInfo, sq movegen.Coord, king *[2]movegen.Coord, hasK *[2]bool) int {
	w := &e.w
	d := int64(math.MaxInt64)
	for c := 0; c < 2; c++ {
		if hasK[c] {
			d = min(d, cheb(sq, king[c]))
		}
	}
	if d == math.MaxInt64 || d <= w.FadeStart || w.FadeStart <= 0 {
		return 0
	}
	doublings := 0
	for q := d / w.FadeStart; q > 0; q >>= 1 {
		doublings++
	}
	rate, most := w.FadeLeaper, w.FadeLeaperMax
	if ti.rider {
		rate, most = w.FadeRider, w.FadeRiderMax
	}
	return ti.value * min(doublings*rate, most) / 100
}

// refPawnTerms adds advancement and passed-pawn bonuses of s's pawns (colour
// c) against the enemy pawns of o.
func (e *Evaluator) refPawnTerms(c movegen.Color, s, o *refSide) {
	if !e.promotes {
		return
	}
	w := &e.w
	// by files, when every collected pawn of both sides is on the board
	byFiles := e.small && !s.offFiles && !o.offFiles
	for i := 0; i < s.npawns; i++ {
		sq := s.pawns[i]
		togo := int64(e.promoW) - int64(sq.Y)
		if c == movegen.Black {
			togo = int64(sq.Y) - int64(e.promoB)
		}
		if togo < 1 || togo >= int64(len(w.AdvanceMG)) {
			continue
		}
		s.mg += w.AdvanceMG[togo]
		s.eg += w.AdvanceEG[togo]
		if byFiles {
			x, y := uint32(sq.X-e.x0)&(maxFiles-1), uint32(sq.Y-e.y0)&31
			near := o.files[x] | o.files[x+1] | o.files[x+2]
			if c == movegen.White {
				near >>= y + 1 // enemy pawns on higher ranks
			} else {
				near &= 1<<y - 1 // on lower ranks
			}
			if near == 0 {
				s.mg += w.PassedMG[togo]
				s.eg += w.PassedEG[togo]
			}
		} else if refPassed(c, sq, o) {
			s.mg += w.PassedMG[togo]
			s.eg += w.PassedEG[togo]
		}
	}
}

// refPassed reports whether no pawn of o stands ahead of c's pawn on sq on
// its file or a neighbouring one.
func refPassed(c movegen.Color, sq movegen.Coord, o *refSide) bool {
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

// TestEvaluateEqualsReference: over random games of every built-in variant,
// with the default weights and with weights that switch the optional terms
// (king mobility, the plane's fade, the bishop pair, the tropism toward
// a piece's own king) off or up, Evaluate gives exactly the
// reference's score at every ply.
func TestEvaluateEqualsReference(t *testing.T) {
	noKing := Default()
	noKing.KingMobilityMG, noKing.KingMobilityEG = 0, 0
	strong := Default()
	strong.KingMobilityMG, strong.FadeStart, strong.GuardRadius, strong.NearRadius = 2, 3, 4, 3
	strong.BehindKingMG, strong.BehindKingEG, strong.BehindKingRadius = 31, 77, 40
	strong.UndevelopedMG = 37
	strong.BishopPairMG, strong.BishopPairEG = 29, 53
	strong.GuardTropismMG, strong.GuardTropismEG = 41, 23
	games, plies := 6, 120
	if testing.Short() {
		games, plies = 2, 80
	}
	ml := movegen.NewMoveList(256)
	for _, name := range variants.Names() {
		v, err := variants.Get(name)
		require.NoError(t, err)
		for wi, w := range []Weights{Default(), noKing, strong} {
			e := NewWithWeights(v, w)
			rng := rand.New(rand.NewSource(int64(7 + wi)))
			for g := 0; g < games; g++ {
				p := v.StartPosition()
				for ply := 0; ply < plies; ply++ {
					require.Equal(t, e.refEvaluate(p), e.Evaluate(p), "%s weights %d game %d ply %d", name, wi, g, ply)
					p.GenerateLegal(ml)
					if ml.Len() == 0 {
						break
					}
					p.Make(ml.Moves[rng.Intn(ml.Len())])
				}
			}
		}
	}
}
