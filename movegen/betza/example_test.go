package betza_test

import (
	"fmt"

	"lattice/movegen/betza"
)

func ExampleParse() {
	p, err := betza.Parse("fmWfceFifmnD")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(p.Components), "components:", betza.Format(p))
	paths, err := betza.Expand(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, path := range paths {
		fmt.Println(path)
	}
	_, err = betza.Parse("fmW)")
	fmt.Println(err)
	// Output:
	// 3 components: fmWfceFifmnD
	// W [(0,1)]x1:m
	// F [(1,1) (-1,1)]x1:ce
	// D initial lame [(0,1)]x1:m > turn{0}x1:m
	// betza: position 3: unexpected ')'
}

func ExampleExpand() {
	p, _ := betza.Parse("Kmpa(mpfa)mfK")
	paths, _ := betza.Expand(p)
	for _, path := range paths {
		fmt.Println(path)
	}
	// Output:
	// K [(0,1) (1,1) (1,0) (1,-1) (0,-1) (-1,-1) (-1,0) (-1,1)]x1:mc
	// K [(0,1) (1,1) (1,0) (1,-1) (0,-1) (-1,-1) (-1,0) (-1,1)]x1:mp > (turn{0}x1:mp)* > turn{0}x1:m
}
