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
	guards  int
	fade    int
	pawns   [maxPawns]movegen.Coord
	npawns  int
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
		if hasK[c] {
			u := o.attack
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
			if ti.formation && blockAt(p, sq, pc) {
				kmg += w.Formation
				keg += w.Formation
			}
		}
	}
	s.mg += kmg
	s.eg += keg
	s.mob, s.attack, s.shelter, s.guards, s.fade, s.npawns = mob, attack, shelter, guards, fade, npawns
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
// (king mobility, the plane's fade) off or up, Evaluate gives exactly the
// reference's score at every ply.
func TestEvaluateEqualsReference(t *testing.T) {
	noKing := Default()
	noKing.KingMobilityMG, noKing.KingMobilityEG = 0, 0
	strong := Default()
	strong.KingMobilityMG, strong.FadeStart, strong.GuardRadius, strong.NearRadius = 2, 3, 4, 3
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
