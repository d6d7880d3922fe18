package eval

// Weights holds every number the evaluation uses, so that a tuner can fit
// them in one place. Pairs named …MG and …EG are the middle-game and
// end-game values of one term; the evaluation blends them by the phase
// (the share of the start position's non-pawn material still on the board).
type Weights struct {
	// PawnValue is the worth of a pawn type the variant gives no value.
	PawnValue int
	// EstimateScale, EstimateExponent and EstimateEvery give an unvalued
	// piece its worth from its mobility m (see EstimateValue):
	// value = EstimateScale · m^EstimateExponent, with m measured on boards
	// where one square in EstimateEvery holds a piece.
	EstimateScale, EstimateExponent float64
	EstimateEvery                   int
	// MinPieceValue is the least worth an estimated piece gets.
	MinPieceValue int

	// MobilityMG/EG are centipawns per reachable square beyond the piece
	// type's average, for a type whose average is at most MobilityRef
	// squares; a type with a larger average a gets MobilityRef/a of it per
	// square (a queen's extra square is worth less than a knight's). RayCap
	// bounds the squares counted on one ray.
	MobilityMG, MobilityEG int
	MobilityRef            int
	RayCap                 int32
	// KingMobilityMG/EG are per square a royal piece reaches.
	KingMobilityMG, KingMobilityEG int
	// SpiralReachMG/EG replace them for a spiral king (spiral.md): its
	// reach through empty inner rings is its attacking and defending
	// power, and pieces in its rings (either side's) cut it down.
	SpiralReachMG, SpiralReachEG int

	// AdvanceMG/EG reward a pawn by the number of ranks it still has to
	// go to its promotion zone (index 1 = one rank to go); PassedMG/EG add
	// to it when no enemy pawn stands ahead on its file or the next ones.
	AdvanceMG, AdvanceEG [8]int
	PassedMG, PassedEG   [8]int

	// King safety: attack units are ZoneHit per square next to the king
	// that an enemy piece's captures reach plus NearAttacker per enemy
	// piece within NearRadius of it; the penalty is units² · DangerScale /
	// 16 in the middle game and units² · DangerScaleEG / 16 in the end game
	// (0: none there), at most DangerMax. Shelter is the middle-game bonus
	// per pawn or one-step piece (a guard) within one step of its king or
	// two squares in front, for at most ShelterMax of them.
	ZoneHit, NearAttacker int
	NearRadius            int64
	DangerScale           int
	DangerScaleEG         int
	DangerMax             int
	Shelter               int
	ShelterMax            int

	// Tempo is the bonus of the side to move.
	Tempo int

	// BishopPairMG/EG are a side's bonus for two or more pieces of one
	// colour-bound type (a bishop, a ferz, an alfil: every move keeps the
	// square's colour), which then cover both colours.
	BishopPairMG, BishopPairEG int

	// The plane (unbounded variants): a non-pawn piece at distance d >
	// FadeStart from the nearer king loses FadeRider (riders) or FadeLeaper
	// (others) percent of its worth per doubling of d/FadeStart, up to
	// FadeRiderMax or FadeLeaperMax percent: a rider far away can come back
	// along a line in a move or two, a leaper hardly ever.
	FadeStart                   int64
	FadeRider, FadeLeaper       int
	FadeRiderMax, FadeLeaperMax int
	// Formation is the bonus per 2×2 block of a side's formation pieces
	// (the knights of the Battle of Kadesh), which moves as a queen.
	Formation int
	// GuardNearKing is the bonus per one-step piece within GuardRadius of
	// its own king on the plane (guards are the king's bodyguard there).
	GuardNearKing int
	GuardRadius   int64
	// KingRayMG/EG are the plane's king-exposure penalty (plane_king.go):
	// per line from the king that no piece closes within KingRayReach
	// squares (or whose nearest piece is an enemy rider along it), times the
	// enemy's riders along lines of that kind, at most two.
	KingRayMG, KingRayEG int
	KingRayReach         int64
	// FarPawnMG/EG are what a pawn on the plane loses per rank beyond
	// FarPawnStart ranks from its promotion zone, at most FarPawnMax
	// (plane_pawns.go).
	FarPawnMG, FarPawnEG int
	FarPawnMax           int
	FarPawnStart         int64
	// The plane's king danger (plane_danger.go) adds attack units to the
	// ones above. An enemy piece is an attacker when its captures reach the
	// king zone, when it stands within NearRadius, or, a rider, within
	// NearRiderRadius of the king; each attacker brings KingAttackQueen,
	// KingAttackRook, KingAttackBishop or KingAttackLeaper units by the lines
	// it rides (both kinds, orthogonal, diagonal, none), and their sum counts
	// (attackers − 1)/2 times, for at most AttackerCap + 1 attackers: a lone
	// attacker adds nothing, and the danger grows with each one that joins.
	// KingRayUnit units come on top per exposed line from the king (as for
	// KingRayMG) times the enemy riders of its kind, at most two.
	KingAttackQueen, KingAttackRook    int
	KingAttackBishop, KingAttackLeaper int
	NearRiderRadius                    int64
	AttackerCap                        int
	KingRayUnit                        int
	// The plane's king tropism (plane_tropism.go): a piece but pawns and
	// royals of worth v at Chebyshev distance d from the enemy king earns
	// v · TropismMG/EG / (100 · (d + TropismAddend)), and at distance d' from
	// its own king min(v, GuardTropismCap) · GuardTropismMG/EG / (100 ·
	// (d' + TropismAddend)): pieces gathering near a king are an attack on
	// its way, before their captures reach the zone, and the ones near their
	// own king its defence. 0: off. Toward the enemy king it is on (SPRT.md
	// row 32); toward its own king it is off (row 31 lost with both).
	TropismMG, TropismEG           int
	GuardTropismMG, GuardTropismEG int
	GuardTropismCap                int
	TropismAddend                  int64
	// BehindKingMG/EG are the bonus of a rider on the plane that stands
	// beyond the enemy king's rank, seen from its own side (a white rider
	// above the black king), within BehindKingRadius squares of that king:
	// there no pawn wall stands between it and the king, which the games
	// against Apeiron lost to riders coming round behind the back rank.
	// A rider along diagonals only gets half (plane_behind.go).
	BehindKingMG, BehindKingEG int
	BehindKingRadius           int64
	// UndevelopedMG is the middle-game penalty of a minor piece on the
	// plane (neither pawn, royal nor rider: the knights, guards and hawks
	// of the built-in games) still on a square where the start position has
	// a piece of its type and colour (plane_develop.go). Riders reach the
	// game from home; the leapers and steppers that stay there are missing
	// from the defence of a king that the plane leaves open on every side.
	UndevelopedMG int
}

// Default returns the weights the engine plays with.
func Default() Weights {
	return Weights{
		PawnValue:        100,
		EstimateScale:    45.5,
		EstimateExponent: 1.15,
		EstimateEvery:    4,
		MinPieceValue:    50,

		MobilityMG:     4,
		MobilityEG:     4,
		MobilityRef:    6,
		RayCap:         7,
		KingMobilityMG: 0,
		KingMobilityEG: 3,
		SpiralReachMG:  1,
		SpiralReachEG:  2,

		AdvanceMG: [8]int{0, 30, 18, 8, 0, 0, 0, 0},
		AdvanceEG: [8]int{0, 50, 30, 18, 10, 5, 2, 0},
		PassedMG:  [8]int{0, 70, 45, 25, 12, 6, 3, 0},
		PassedEG:  [8]int{0, 130, 85, 50, 28, 14, 7, 0},

		ZoneHit:       2,
		NearAttacker:  2,
		NearRadius:    2,
		DangerScale:   3,
		DangerScaleEG: 0,
		DangerMax:     500,
		Shelter:       12,
		ShelterMax:    3,

		Tempo: 12,

		BishopPairMG: 0,
		BishopPairEG: 0,

		FadeStart:     12,
		FadeRider:     8,
		FadeLeaper:    25,
		FadeRiderMax:  50,
		FadeLeaperMax: 90,
		Formation:     150,
		GuardNearKing: 10,
		GuardRadius:   2,
		// The plane's king exposure and far pawns are off: neither passed
		// its SPRT (testdata/matches/planeval.md; tried with 12/4 and 6/6/48).
		KingRayMG:    0,
		KingRayEG:    0,
		KingRayReach: 6,
		FarPawnMG:    0,
		FarPawnEG:    0,
		FarPawnMax:   48,
		FarPawnStart: 6,

		KingAttackQueen:  8,
		KingAttackRook:   5,
		KingAttackBishop: 4,
		KingAttackLeaper: 3,
		NearRiderRadius:  5,
		AttackerCap:      3,
		KingRayUnit:      2,
		TropismMG:        60, // SPRT.md row 32
		TropismEG:        120,
		GuardTropismMG:   0,
		GuardTropismEG:   0,
		GuardTropismCap:  350,
		TropismAddend:    8,
		BehindKingMG:     45,
		BehindKingEG:     60,
		BehindKingRadius: 16,
		UndevelopedMG:    0,
	}
}
