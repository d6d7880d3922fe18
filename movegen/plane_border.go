package movegen

// stepLimit is borderDistance without a division for a step whose
// components are -1, 0 or 1 (every queen step, the rays the open plane
// walks most): the distance to the border along each axis is a difference.
func stepLimit(b Bounds, c Coord, d Vec) int32 {
	if uint32(d.X+1) > 2 || uint32(d.Y+1) > 2 {
		return borderDistance(b, c, d)
	}
	limit := int32(2*MaxCoord + 1)
	switch d.X {
	case 1:
		limit = min(limit, b.X1-c.X)
	case -1:
		limit = min(limit, c.X-b.X0)
	}
	switch d.Y {
	case 1:
		limit = min(limit, b.Y1-c.Y)
	case -1:
		limit = min(limit, c.Y-b.Y0)
	}
	return limit
}
