package movegen

// WithoutPathMemo returns a copy of v whose multi-leg path walks remember
// no states: the plain search over every way, to check the memo against.
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
		}
		w.progs[i] = &cp
	}
	return &w
}
