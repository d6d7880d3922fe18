package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"lattice/eval"
	"lattice/match"
	"lattice/tune"
)

// tuneOptions are the flags of `lattice tune`.
type tuneOptions struct {
	variant, pgn, out, params, k string
	holdout                      float64
	iterations, patience         int
	skip, quiet                  int
	maxScore, perGame            int
	seed                         uint64
	files                        fileList
}

func parseTuneFlags(args []string, stderr io.Writer) (*tuneOptions, error) {
	fs := newFlagSet("tune")
	o := &tuneOptions{}
	d := tune.DefaultSampleOptions()
	fs.StringVar(&o.variant, "variant", "chess", "`NAME` of the games' variant (lattice variants lists them)")
	fs.StringVar(&o.pgn, "pgn", "", "games to fit on: PGN `FILE[,FILE…]`, as lattice match -pgnout writes them")
	fs.StringVar(&o.out, "out", "", "write the fitted values to this variant `FILE`")
	fs.Float64Var(&o.holdout, "holdout", 0.1, "share of the games set aside to judge the fit (0..0.9)")
	fs.IntVar(&o.iterations, "iterations", 100, "at most this many passes over the parameters")
	fs.IntVar(&o.patience, "patience", 3, "stop after `N` passes without a better held-out error")
	fs.StringVar(&o.params, "params", "material", "what to fit: material (piece values), all (also every eval weight) or material,NAME,… (also the weights named)")
	fs.StringVar(&o.k, "k", "auto", "sigmoid scale per centipawn, or auto to fit it first")
	fs.Uint64Var(&o.seed, "seed", 1, "seed of the held-out split and of -pergame")
	fs.IntVar(&o.skip, "skip", d.SkipPlies, "leave out the first `N` plies of every game (book moves always)")
	fs.IntVar(&o.quiet, "quiet", d.QuietMargin, "leave out positions whose capture search gains more than `CP` over the static score")
	fs.IntVar(&o.maxScore, "maxscore", d.MaxScore, "leave out positions whose static score exceeds `CP` (0: none)")
	fs.IntVar(&o.perGame, "pergame", 0, "keep at most `N` positions of a game, chosen at random (0: all)")
	addVariantsFlag(fs, &o.files)
	if err := fs.Parse(args); err != nil {
		return nil, flagError(fs, err, stderr)
	}
	switch {
	case fs.NArg() > 0:
		return nil, usagef("tune: unexpected argument %q", fs.Arg(0))
	case o.pgn == "":
		return nil, usagef("tune: -pgn FILE is required")
	case o.holdout < 0 || o.holdout > 0.9:
		return nil, usagef("tune: -holdout must be 0..0.9, got %g", o.holdout)
	case o.iterations < 1 || o.patience < 1:
		return nil, usagef("tune: -iterations and -patience must be at least 1")
	case o.skip < 0 || o.quiet < 0 || o.maxScore < 0 || o.perGame < 0:
		return nil, usagef("tune: -skip, -quiet, -maxscore and -pergame must not be negative")
	}
	if _, _, err := tune.ParseParams(o.params); err != nil {
		return nil, usagef("tune: -%v", err)
	}
	if o.k != "auto" {
		k, err := strconv.ParseFloat(o.k, 64)
		if err != nil || !(k > 0) || k > 1 {
			return nil, usagef("tune: -k must be auto or a number in (0, 1], not %q", o.k)
		}
	}
	return o, nil
}

// runTune fits piece values (and with -params all every eval weight) to
// the results of the games of PGN files and prints the old and fitted
// values.
//
//	lattice tune -variant V -pgn FILE[,FILE…] [-out FILE] [-holdout 0.1] [-iterations N] [-patience N] [-params material|all] [-k auto|K] [-seed N] [-skip N] [-quiet CP] [-maxscore CP] [-pergame N] [-variants FILE]
func runTune(args []string, stdout, stderr io.Writer) error {
	o, err := parseTuneFlags(args, stderr)
	if err != nil {
		return err
	}
	cat, err := loadCatalogue(o.files)
	if err != nil {
		return err
	}
	v, err := cat.Get(o.variant)
	if err != nil {
		return usagef("tune: %v", err)
	}
	games, err := readGames(strings.Split(o.pgn, ","))
	if err != nil {
		return usagef("tune: %v", err)
	}
	sopt := tune.SampleOptions{SkipPlies: o.skip, QuietMargin: o.quiet, MaxScore: o.maxScore, PerGame: o.perGame, Seed: o.seed}
	w := eval.Default()
	samples, st, err := tune.Collect(v, eval.NewWithWeights(v, w), games, sopt)
	if err != nil {
		return usagef("tune: %v", err)
	}
	printStats(stdout, st)
	train, held := samples.Split(o.holdout, o.seed)
	if train.Len() == 0 {
		return usagef("tune: no training positions (%d games, %d positions)", st.Games, st.Positions)
	}
	if o.holdout > 0 && held.Len() == 0 {
		return usagef("tune: no game fell into the held-out set; give more games or -holdout 0")
	}
	set, names, _ := tune.ParseParams(o.params)
	m := tune.NewModel(v, w, set, names...)
	fopt := tune.FitOptions{MaxPasses: o.iterations, Patience: o.patience}
	if o.k != "auto" {
		fopt.K, _ = strconv.ParseFloat(o.k, 64)
	}
	res, err := tune.Fit(m, train, held, fopt, func(p tune.Pass) {
		h := "-"
		if held.Len() > 0 {
			h = strconv.FormatFloat(p.Held, 'f', 6, 64)
		}
		fmt.Fprintf(stdout, "pass %d: training %.6f held-out %s, %d changed\n", p.N, p.Train, h, p.Changed)
	})
	if err != nil {
		return err
	}
	if err := tune.WriteTable(stdout, res); err != nil {
		return err
	}
	if err := tune.WriteSummary(stdout, res, train.Len(), held.Len()); err != nil {
		return err
	}
	values, weights := tune.EngineOptions(v, res)
	fmt.Fprintf(stdout, "engine options: PieceValues=%s\n", values)
	if weights != "" {
		fmt.Fprintf(stdout, "engine options: EvalWeights=%s\n", weights)
	}
	if o.out == "" {
		return nil
	}
	var b bytes.Buffer
	header := []string{
		"Fitted by lattice tune " + strings.Join(args, " "),
		fmt.Sprintf("%d positions of %d games; K = %.6g; training error %.6f -> %.6f, held-out %.6f -> %.6f",
			st.Positions, st.GamesUsed, res.K, res.TrainBefore, res.TrainAfter, res.HeldBefore, res.HeldAfter),
		fmt.Sprintf("Use: lattice …%s -variants %s -variant %s-tuned", loadFirst(o.files), o.out, v.Name()),
	}
	if err := tune.WriteVariantFile(&b, v, m, res, header); err != nil {
		return err
	}
	if err := os.WriteFile(o.out, b.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s\n", o.out)
	return nil
}

// loadFirst is the -variants flags the tuned file needs before it: the
// files its variant may come from.
func loadFirst(files []string) string {
	var b strings.Builder
	for _, f := range files {
		b.WriteString(" -variants " + f)
	}
	return b.String()
}

// readGames reads every game of the PGN files.
func readGames(paths []string) ([]*match.Game, error) {
	var games []*match.Game
	for _, p := range paths {
		if p == "" {
			return nil, fmt.Errorf("-pgn: empty file name")
		}
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		g, err := match.ReadPGN(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		if len(g) == 0 {
			return nil, fmt.Errorf("%s: no games", p)
		}
		games = append(games, g...)
	}
	return games, nil
}

// printStats says how many games and positions the fit uses and why the
// others were left out.
func printStats(w io.Writer, st tune.SampleStats) {
	var skipped []string
	for k, n := range st.GamesSkipped {
		skipped = append(skipped, fmt.Sprintf("%d %s", n, k))
	}
	sort.Strings(skipped)
	fmt.Fprintf(w, "games: %d read, %d used", st.Games, st.GamesUsed)
	if len(skipped) > 0 {
		fmt.Fprintf(w, " (skipped: %s)", strings.Join(skipped, ", "))
	}
	fmt.Fprintf(w, "\npositions: %d kept; left out: %d opening, %d in check, %d noisy, %d decided, %d mate scores, %d over -pergame\n",
		st.Positions, st.Opening, st.InCheck, st.Noisy, st.Decided, st.MateScore, st.OverPerGame)
}
