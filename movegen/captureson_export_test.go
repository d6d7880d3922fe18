package movegen

// CapturesOnByNoisy is GenerateCapturesOn as the sparse board first did it:
// every noisy move of the side, kept if it lands on sq (the reference for
// capturesOnSparse).
func (p *Position) CapturesOnByNoisy(ml *MoveList, sq Coord) {
	p.GenerateNoisy(ml)
	keepNormalTo(ml, 0, sq)
}
