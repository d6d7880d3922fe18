package movegen

// WithoutPathMemo returns a copy of v whose multi-leg path walks remember
// no states, take no chain shortcut and whose attack tests do not give up
// early: the plain search over every way, to check the memo, the chains and
// the reach test against.
func (v *Variant) WithoutPathMemo() *Variant {
	w := *v
	for i, prog := range w.progs {
		if prog == nil || prog.Paths == nil {
			continue
		}
		cp := *prog
		cp.Paths = append([]Path(nil), prog.Paths...)
		for j := range cp.Paths {
			cp.Paths[j].Memo = false
			cp.Paths[j].Chain = chainShape{}
			cp.Paths[j].Reach = make([]int32, len(cp.Paths[j].Legs))
			for k := range cp.Paths[j].Reach {
				cp.Paths[j].Reach[k] = -1
			}
		}
		w.progs[i] = &cp
	}
	return &w
}
