package icn_test

import (
	"fmt"

	"lattice/movegen/icn"
)

func ExampleParse() {
	g, err := icn.Parse(`[Variant "Chess on an Infinite Plane"] w 1 (8|1;q,ch,r,b,n,ha,gu) P5,2+|K5,1|k5,8 5,2>5,4`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(g.Pieces), g.Pieces[0].Code, g.Pieces[0].Unmoved, g.Promotions.PiecesFor(icn.White))
	fmt.Println(icn.Format(g))
	// Output:
	// 3 P true [Q CH R B N HA GU]
	// [Variant "Chess on an Infinite Plane"] w 1 (8|1;q,ch,r,b,n,ha,gu) P5,2+|K5,1|k5,8 5,2>5,4
}

func ExampleParseMove() {
	for _, s := range []string{"R(e8)-(e5)", "R(08)", "Rx(0,4)", "3,7>3,8=CH"} {
		m, err := icn.ParseMove(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-11s piece %q to %v, numeric %s, lettered %s\n", s, m.Piece, m.To, m.Numeric(), m.Lettered())
	}
	_, err := icn.ParseMove("R(2000000000,4)")
	fmt.Println(err)
	// Output:
	// R(e8)-(e5)  piece "R" to -1,-2, numeric R(-1,1)-(-1,-2), lettered R(e8)-(e5)
	// R(08)       piece "R" to -6,1, numeric R(-6,1), lettered R(φ8)
	// Rx(0,4)     piece "R" to 0,4, numeric Rx(0,4), lettered Rx(f11)
	// 3,7>3,8=CH  piece "" to 3,8, numeric (3,7)-(3,8)=CH, lettered (i14)-(i15)=CH
	// move: coordinate 2000000000 is outside ±1073741823 (at offset 2: "2000000000,4")
}
