package eval

import "fmt"

// This file gives a tuner the integer weights as a flat vector. The
// structural numbers (RayCap, the radii and FadeStart, the estimate's
// sampling) and the float estimate parameters stay out: they shape the
// terms rather than weigh them, and a fitted piece value replaces an
// estimate.

// vectorVisit calls f with the name and address of every weight the vector
// holds, in a fixed order.
func (w *Weights) vectorVisit(f func(name string, p *int)) {
	f("PawnValue", &w.PawnValue)
	f("MobilityMG", &w.MobilityMG)
	f("MobilityEG", &w.MobilityEG)
	f("MobilityRef", &w.MobilityRef)
	f("KingMobilityMG", &w.KingMobilityMG)
	f("KingMobilityEG", &w.KingMobilityEG)
	f("SpiralReachMG", &w.SpiralReachMG)
	f("SpiralReachEG", &w.SpiralReachEG)
	arrays := []struct {
		name string
		a    *[8]int
	}{{"AdvanceMG", &w.AdvanceMG}, {"AdvanceEG", &w.AdvanceEG}, {"PassedMG", &w.PassedMG}, {"PassedEG", &w.PassedEG}}
	for _, a := range arrays {
		for i := 1; i < len(a.a); i++ { // index 0 (no rank to go) is never read
			f(fmt.Sprintf("%s[%d]", a.name, i), &a.a[i])
		}
	}
	f("ZoneHit", &w.ZoneHit)
	f("NearAttacker", &w.NearAttacker)
	f("DangerScale", &w.DangerScale)
	f("DangerScaleEG", &w.DangerScaleEG)
	f("DangerMax", &w.DangerMax)
	f("Shelter", &w.Shelter)
	f("ShelterMax", &w.ShelterMax)
	f("Tempo", &w.Tempo)
	f("FadeRider", &w.FadeRider)
	f("FadeLeaper", &w.FadeLeaper)
	f("FadeRiderMax", &w.FadeRiderMax)
	f("FadeLeaperMax", &w.FadeLeaperMax)
	f("Formation", &w.Formation)
	f("GuardNearKing", &w.GuardNearKing)
	f("KingRayMG", &w.KingRayMG)
	f("KingRayEG", &w.KingRayEG)
	f("FarPawnMG", &w.FarPawnMG)
	f("FarPawnEG", &w.FarPawnEG)
	f("FarPawnMax", &w.FarPawnMax)
	f("KingAttackQueen", &w.KingAttackQueen)
	f("KingAttackRook", &w.KingAttackRook)
	f("KingAttackBishop", &w.KingAttackBishop)
	f("KingAttackLeaper", &w.KingAttackLeaper)
	f("KingRayUnit", &w.KingRayUnit)
	f("TropismMG", &w.TropismMG)
	f("TropismEG", &w.TropismEG)
	f("GuardTropismMG", &w.GuardTropismMG)
	f("GuardTropismEG", &w.GuardTropismEG)
	f("GuardTropismCap", &w.GuardTropismCap)
	f("BehindKingMG", &w.BehindKingMG)
	f("BehindKingEG", &w.BehindKingEG)
	f("UndevelopedMG", &w.UndevelopedMG)
	f("BishopPairMG", &w.BishopPairMG)
	f("BishopPairEG", &w.BishopPairEG)
}

// VectorNames returns the names of the weights Vector holds, in its order:
// field names, with an index for the per-rank arrays ("PassedEG[2]").
func VectorNames() []string {
	var w Weights
	var names []string
	w.vectorVisit(func(name string, _ *int) { names = append(names, name) })
	return names
}

// Vector returns the tunable integer weights of w as a flat slice in the
// order of VectorNames.
func (w Weights) Vector() []int {
	var x []int
	w.vectorVisit(func(_ string, p *int) { x = append(x, *p) })
	return x
}

// SetVector sets the weights of w from x, a slice in the order of
// VectorNames; it returns an error, changing nothing, when x has the wrong
// length.
func (w *Weights) SetVector(x []int) error {
	if n := len(VectorNames()); len(x) != n {
		return fmt.Errorf("eval: weight vector has %d entries, want %d", len(x), n)
	}
	i := 0
	w.vectorVisit(func(_ string, p *int) { *p = x[i]; i++ })
	return nil
}

// VectorMin returns the least value the weight called name may take:
// PawnValue, MobilityRef and the caps (DangerMax, ShelterMax, the fade
// maxima) at least 1, every other weight at least 0 (each is a bonus or a
// penalty whose sign the evaluation fixes). Unknown names give 0.
func VectorMin(name string) int {
	switch name {
	case "MobilityRef", "DangerMax", "ShelterMax", "FadeRiderMax", "FadeLeaperMax", "PawnValue":
		return 1
	}
	return 0
}
