package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"lattice/match"
)

// matchUsage lists the options of `lattice match`.
const matchUsage = `usage: lattice match [-tournament round-robin|gauntlet] -engine cmd=PATH [name=N] [proto=uci|xboard] [dir=D] [arg=A]… [option.NAME=V]… [tc=T] [st=S] [nodes=N] [depth=D]
        -engine … [-each KEY=VALUE…] [-variant NAME] [-variants FILE] [-games N] [-rounds N] [-concurrency N]
        [-openings file=F format=epd|pgn|icn order=random|sequential plies=N] [-repeat] [-srand N]
        [-sprt elo0=E0 elo1=E1 alpha=A beta=B] [-draw movenumber=N movecount=N score=CP] [-resign movecount=N score=CP]
        [-maxmoves N] [-timemargin MS] [-ratinginterval N] [-pgnout FILE [-resume]] [-event NAME] [-recover] [-debug]`

// matchArgs is a parsed match command line.
type matchArgs struct {
	engines    [][]string // key=value tokens of each -engine
	each       []string
	cfg        match.Config
	variants   []string
	openFile   string
	openFmt    string
	pgnout     string
	debug      bool
	resume     bool
	tournament string
}

// runMatch runs `lattice match`: two engines (more: a tournament, with
// a table and a cross table), cutechess-cli's options and output. Ctrl-C ends the games under way and prints the summary so far;
// -resume counts the games already in the -pgnout file and plays the rest.
func runMatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintln(stderr, matchUsage) // as the other commands' -h
		return usagef("match: flag: help requested")
	}
	m, err := parseMatchArgs(args)
	if err != nil {
		return err
	}
	cfg := &m.cfg
	cat, err := loadCatalogue(m.variants)
	if err != nil {
		return err
	}
	v, err := cat.Get(cfg.VariantName)
	if err != nil {
		return usagef("%v", err)
	}
	cfg.Variant = v
	var specs []match.EngineSpec
	for i, toks := range m.engines {
		spec, err := engineSpec(append(append([]string(nil), m.each...), toks...), i)
		if err != nil {
			return err
		}
		specs = append(specs, spec)
	}
	if m.tournament == "" && len(specs) > 2 {
		m.tournament = match.RoundRobin
	}
	switch {
	case m.tournament != "" && (cfg.SPRT != nil || m.resume):
		return usagef("-sprt and -resume are for a match of two engines, not a tournament")
	case m.tournament != "" && len(specs) < 2, m.tournament == "" && len(specs) != 2:
		return usagef("a match needs two -engine options (a tournament at least two), got %d\n%s", len(specs), matchUsage)
	case m.tournament == "":
		cfg.Engines = [2]match.EngineSpec{specs[0], specs[1]}
	}
	if m.openFile != "" {
		f, err := os.Open(m.openFile)
		if err != nil {
			return usagef("openings: %v", err)
		}
		cfg.Openings, err = match.ReadOpenings(f, m.openFmt, v)
		f.Close()
		if err != nil {
			return usagef("openings %s: %v", m.openFile, err)
		}
		if m.openFmt == "pgn" && cfg.RandomPlies > 0 {
			// As cutechess-cli: plies= is the most book moves of a game.
			match.CapOpenings(cfg.Openings, cfg.RandomPlies)
			cfg.RandomPlies = 0
		}
	}
	if m.resume {
		if m.pgnout == "" {
			return usagef("-resume needs -pgnout FILE (the games played so far)")
		}
		f, err := os.Open(m.pgnout)
		if err == nil {
			cfg.Resume, err = match.ReadPGN(f)
			f.Close()
		}
		if err != nil && !os.IsNotExist(err) {
			return usagef("resume: %v", err)
		}
	}
	if m.pgnout != "" {
		f, err := os.OpenFile(m.pgnout, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return usagef("pgnout: %v", err)
		}
		defer f.Close()
		cfg.PGN = f
	}
	if m.debug {
		var mu sync.Mutex // the engines' reader goroutines log at once
		cfg.Debug = func(engine, dir, line string) {
			mu.Lock()
			defer mu.Unlock()
			fmt.Fprintf(stderr, "%s %s %s\n", engine, dir, line)
		}
	}
	cfg.Out = stdout
	if isTerminal(stderr) && !isTerminal(stdout) { // the results go to a file: show a status line
		cfg.Progress = func(line string) { fmt.Fprintf(stderr, "\r%s\x1b[K", line) }
		defer fmt.Fprintln(stderr)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if m.tournament != "" {
		_, err = match.RunTournament(ctx, m.tournament, specs, *cfg)
	} else {
		_, err = match.Run(ctx, *cfg)
	}
	if err != nil {
		return usagef("%v", err)
	}
	return nil
}

// parseMatchArgs reads the command line: options with key=value tokens
// after them, cutechess-cli style.
func parseMatchArgs(args []string) (*matchArgs, error) {
	m := &matchArgs{openFmt: "epd"}
	c := &m.cfg
	c.VariantName, c.Concurrency, c.Event = "chess", 1, "lattice match"
	c.TimeMargin, c.RatingInterval = 100*time.Millisecond, 10
	games, rounds := 1, 1
	tokens := func(i int) []string {
		var out []string
		for j := i + 1; j < len(args) && !strings.HasPrefix(args[j], "-"); j++ {
			out = append(out, args[j])
		}
		return out
	}
	for i := 0; i < len(args); i++ {
		opt := args[i]
		toks := tokens(i)
		one := func() (string, error) {
			if len(toks) != 1 {
				return "", usagef("%s wants one value", opt)
			}
			return toks[0], nil
		}
		num := func() (int, error) {
			s, err := one()
			if err != nil {
				return 0, err
			}
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				return 0, usagef("%s: want a number of at least 0, not %q", opt, s)
			}
			return n, nil
		}
		var err error
		var n int
		var s string
		switch opt {
		case "-engine":
			m.engines = append(m.engines, toks)
		case "-each":
			m.each = append(m.each, toks...)
		case "-variant":
			c.VariantName, err = one()
		case "-variants":
			s, err = one()
			m.variants = append(m.variants, s)
		case "-games":
			games, err = num()
		case "-rounds":
			rounds, err = num()
		case "-concurrency":
			c.Concurrency, err = num()
		case "-maxmoves":
			c.Adj.MaxMoves, err = num()
		case "-ratinginterval":
			c.RatingInterval, err = num()
		case "-timemargin":
			n, err = num()
			c.TimeMargin = time.Duration(n) * time.Millisecond
		case "-srand":
			n, err = num()
			c.Seed = int64(n)
		case "-repeat":
			c.Repeat = true
		case "-recover":
			// cutechess-cli's restart of crashed engines: always on here.
		case "-resume":
			m.resume = true
		case "-tournament":
			m.tournament, err = one()
			if err == nil && m.tournament != match.RoundRobin && m.tournament != match.Gauntlet {
				err = usagef("-tournament must be round-robin or gauntlet, not %q", m.tournament)
			}
		case "-debug":
			m.debug = true
		case "-event":
			c.Event, err = one()
		case "-pgnout":
			if len(toks) == 0 {
				err = usagef("-pgnout wants a file")
			} else {
				m.pgnout = toks[0] // cutechess's "min" / "fi" flags are accepted and ignored
			}
		case "-openings":
			err = m.openings(toks)
		case "-sprt":
			err = m.sprt(toks)
		case "-draw":
			err = keyValues(opt, toks, map[string]*int{"movenumber": &c.Adj.DrawMoveNumber,
				"movecount": &c.Adj.DrawMoves, "score": &c.Adj.DrawScore})
			if err == nil && c.Adj.DrawMoves == 0 {
				err = usagef("-draw needs movecount=N")
			}
		case "-resign":
			err = keyValues(opt, toks, map[string]*int{"movecount": &c.Adj.ResignMoves, "score": &c.Adj.ResignScore})
			if err == nil && (c.Adj.ResignMoves == 0 || c.Adj.ResignScore == 0) {
				err = usagef("-resign needs movecount=N and score=CP")
			}
		default:
			err = usagef("unknown match option %q\n%s", opt, matchUsage)
		}
		if err != nil {
			return nil, err
		}
		i += len(toks)
	}
	if games < 1 || rounds < 1 {
		return nil, usagef("-games and -rounds must be at least 1")
	}
	c.Games = games * rounds
	return m, nil
}

// keyValues reads key=number tokens into the named ints.
func keyValues(opt string, toks []string, into map[string]*int) error {
	for _, t := range toks {
		k, v, ok := strings.Cut(t, "=")
		p := into[k]
		if !ok || p == nil {
			return usagef("%s: unknown token %q", opt, t)
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return usagef("%s: %s wants a number of at least 0, not %q", opt, k, v)
		}
		*p = n
	}
	return nil
}

// openings reads the -openings tokens.
func (m *matchArgs) openings(toks []string) error {
	for _, t := range toks {
		k, v, _ := strings.Cut(t, "=")
		switch k {
		case "file":
			m.openFile = v
		case "format":
			if v != "epd" && v != "icn" && v != "pgn" {
				return usagef("-openings: format must be epd, pgn or icn, not %q", v)
			}
			m.openFmt = v
		case "order":
			if v != "random" && v != "sequential" {
				return usagef("-openings: order must be random or sequential, not %q", v)
			}
			m.cfg.Random = v == "random"
		case "plies":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 200 {
				return usagef("-openings: plies must be 0..200, not %q", v)
			}
			m.cfg.RandomPlies = n
		default:
			return usagef("-openings: unknown token %q", t)
		}
	}
	return nil
}

// sprt reads the -sprt tokens.
func (m *matchArgs) sprt(toks []string) error {
	s := match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, t := range toks {
		k, v, _ := strings.Cut(t, "=")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return usagef("-sprt: %q is not a number", t)
		}
		switch k {
		case "elo0":
			s.Elo0 = f
		case "elo1":
			s.Elo1 = f
		case "alpha":
			s.Alpha = f
		case "beta":
			s.Beta = f
		default:
			return usagef("-sprt: unknown token %q", t)
		}
	}
	if err := s.Validate(); err != nil {
		return usagef("%v", err)
	}
	m.cfg.SPRT = &s
	return nil
}

// joinOptionWords rejoins an option name with spaces that reached the
// command line in pieces: "option.Move", "Overhead=100" (the shell split an
// unquoted option.Move Overhead=100) becomes "option.Move Overhead=100".
// A whole token (the shell passed the quoted name as one argument) stays
// as it is.
func joinOptionWords(toks []string) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if strings.HasPrefix(t, "option.") && !strings.Contains(t, "=") {
			j := i + 1
			for j < len(toks) && !strings.Contains(toks[j], "=") {
				j++
			}
			if j < len(toks) && !knownKey(toks[j]) {
				t = strings.Join(toks[i:j+1], " ")
				i = j
			}
		}
		out = append(out, t)
	}
	return out
}

// knownKey reports whether a key=value token starts with one of -engine's
// own keys (so it is not the tail of an option name).
func knownKey(t string) bool {
	k, _, _ := strings.Cut(t, "=")
	switch k {
	case "cmd", "name", "dir", "arg", "proto", "tc", "st", "nodes", "depth":
		return true
	}
	return strings.HasPrefix(k, "option.")
}

// engineSpec reads one engine's key=value tokens (the -each ones first).
// An option's name may have spaces (option.Move Overhead=100).
func engineSpec(toks []string, i int) (match.EngineSpec, error) {
	e := match.EngineSpec{Proto: match.UCI}
	for _, t := range joinOptionWords(toks) {
		k, v, ok := strings.Cut(t, "=")
		if !ok {
			return e, usagef("-engine: %q is not key=value", t)
		}
		var err error
		switch {
		case k == "cmd":
			e.Cmd = v
		case k == "name":
			e.Name = v
		case k == "dir":
			e.Dir = v
		case k == "arg":
			e.Args = append(e.Args, v)
		case k == "proto":
			e.Proto = match.Proto(v)
		case k == "tc":
			e.TC, err = match.ParseTC(v)
		case k == "st":
			var f float64
			f, err = strconv.ParseFloat(v, 64)
			if err == nil && f <= 0 {
				err = fmt.Errorf("must be positive")
			}
			e.TC = match.TimeControl{MoveTime: time.Duration(f * float64(time.Second))}
		case k == "nodes":
			e.Nodes, err = strconv.ParseInt(v, 10, 64)
		case k == "depth":
			e.Depth, err = strconv.Atoi(v)
		case strings.HasPrefix(k, "option.") && strings.TrimSpace(k[len("option."):]) != "":
			e.Options = append(e.Options, [2]string{strings.TrimSpace(k[len("option."):]), v})
		default:
			return e, usagef("-engine: unknown token %q", t)
		}
		if err != nil {
			return e, usagef("-engine %s: %v", t, err)
		}
	}
	if e.Name == "" {
		e.Name = filepath.Base(e.Cmd)
		if i == 1 {
			e.Name += "-2"
		}
	}
	if err := e.Validate(); err != nil {
		return e, usagef("%v", err)
	}
	return e, nil
}

// isTerminal reports whether w is a character device (a terminal), where
// the live progress line goes.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
