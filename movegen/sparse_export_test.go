package movegen

// CheckLookupMisses counts the attack directions of side c that the
// GivesCheck lookup (checkLookup.along) leaves out for the displacement v
// although v = n·back with n within the direction's reach; ok is false when
// the side's table has no lookup.
func (v *Variant) CheckLookupMisses(c Color, d Vec) (misses int, ok bool) {
	tab := &v.attack[c]
	look := &tab.checkDirs
	if !look.ok {
		return 0, false
	}
	listed := map[int16]bool{}
	for _, i := range look.along(d) {
		listed[i] = true
	}
	for i := range tab.dirs {
		dir := &tab.dirs[i]
		n, on := stepsAlong(d, dir.back)
		if on && (dir.far != 0 || n <= int32(len(dir.near))) && !listed[int16(i)] {
			misses++
		}
	}
	return misses, true
}
