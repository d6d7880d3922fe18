package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"lattice/match"
	"lattice/movegen"
	"lattice/movegen/variants"
)

// TestMatchLatticeVsLattice plays short self-play matches on chess and on
// the infinite plane with the real binary as both engines, and checks the
// cutechess-cli lines and that the PGN replays legally through the kernel.
func TestMatchLatticeVsLattice(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and plays games")
	}
	bin := buildLattice(t)
	cases := []struct {
		variant  string
		limit    string
		protoB   string
		openings []string
	}{
		{"chess", "depth=2", "uci", []string{"file=../../testdata/openings/chess.epd", "format=epd", "order=sequential"}},
		{"infinite", "nodes=1500", "uci", []string{"file=../../testdata/openings/infinite.icn", "format=icn", "plies=1"}},
		// CECP with XBoard's 0-based ranks on a 10-rank board.
		{"grand", "depth=2", "xboard", []string{"plies=2"}},
	}
	for _, c := range cases {
		t.Run(c.variant+"-"+c.protoB, func(t *testing.T) {
			pgn := filepath.Join(t.TempDir(), "games.pgn")
			args := []string{"match", "-engine", "cmd=" + bin, "name=A", "-engine", "cmd=" + bin, "name=B",
				"proto=" + c.protoB, "-each", c.limit, "-variant", c.variant, "-games", "2", "-rounds", "2", "-repeat",
				"-srand", "7", "-maxmoves", "25", "-sprt", "elo0=0", "elo1=10", "-pgnout", pgn, "-openings"}
			code, out, errOut := runCmd(append(args, c.openings...)...)
			require.Equal(t, 0, code, errOut)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			assert.Regexp(t, `^Started game 1 of 4 \(A vs B\)$`, lines[0])
			assert.Regexp(t, `(?m)^Finished game 4 \(B vs A\): (1-0|0-1|1/2-1/2) \{[^}]+\}$`, out)
			assert.Regexp(t, `(?m)^Score of A vs B: \d - \d - \d  \[\d\.\d{3}\] 4$`, out)
			assert.Regexp(t, `(?m)^Elo difference: (-?\d+\.\d|-?inf) \+/- (\d+\.\d|nan), LOS: \d+\.\d %, DrawRatio: \d+\.\d %$`, out)
			assert.Regexp(t, `(?m)^SPRT: llr -?[\d.e-]+ \(-?\d+\.\d%\), lbound -2\.94, ubound 2\.94$`, out)
			assert.Regexp(t, `(?m)^Ptnml\(0-2\): \[\d, \d, \d, \d, \d\]$`, out)
			assert.Equal(t, "Finished match", lines[len(lines)-1])
			data, err := os.ReadFile(pgn)
			require.NoError(t, err)
			games := strings.Split(strings.TrimSpace(string(data)), "\n\n[Event")
			require.Len(t, games, 4)
			for _, g := range games {
				replayPGN(t, c.variant, g)
			}
		})
	}
}

var (
	tagRe     = regexp.MustCompile(`(?m)^\[(\w+) "([^"]*)"\]$`)
	commentRe = regexp.MustCompile(`\{[^}]*\}`)
	engineCmt = regexp.MustCompile(`\{(book|[+-](\d+\.\d\d|M\d+)/\d+ \d+\.\d{3}s|\d+\.\d{3}s)\}`)
)

// replayPGN plays a game's moves through the kernel from its start and
// checks PlyCount, the comments and the result against the position.
func replayPGN(t *testing.T, variant, g string) {
	t.Helper()
	tags := map[string]string{}
	for _, m := range tagRe.FindAllStringSubmatch(g, -1) {
		tags[m[1]] = m[2]
	}
	v, err := variants.Get(variant)
	require.NoError(t, err)
	pos := v.StartPosition()
	if variant != "chess" {
		assert.Equal(t, variant, tags["Variant"])
	}
	if variant == "chess" {
		assert.NotEmpty(t, tags["FEN"], "the chess games start from the EPD file")
	}
	if tags["FEN"] != "" {
		assert.Equal(t, "1", tags["SetUp"])
		pos, err = v.ParseFEN(tags["FEN"])
		require.NoError(t, err)
	}
	if variant == "infinite" {
		require.NotEmpty(t, tags["ICN"])
		pos, err = v.ParseICN(tags["ICN"], movegen.AutoBoard, nil)
		require.NoError(t, err)
	}
	assert.Equal(t, "-", tags["TimeControl"])
	assert.NotEmpty(t, tags["Termination"])
	body := g[strings.LastIndex(g, "]")+1:]
	comments := commentRe.FindAllString(body, -1)
	moves := 0
	for _, tok := range strings.Fields(commentRe.ReplaceAllString(body, " ")) {
		if strings.HasSuffix(tok, ".") || tok == tags["Result"] {
			continue
		}
		m, err := match.ParseMoveText(pos, tok)
		require.NoError(t, err, "move %d %s", moves+1, tok)
		if !v.Unbounded() {
			assert.Equal(t, match.SAN(pos, m), tok, "the PGN has SAN")
		}
		pos.Make(m)
		moves++
	}
	assert.Equal(t, tags["PlyCount"], strconv.Itoa(moves))
	require.Len(t, comments, moves+1) // one per move and the reason
	for _, c := range comments[:moves] {
		assert.Regexp(t, engineCmt, c)
	}
	switch o := pos.Outcome(); {
	case o == movegen.Checkmate:
		want := "1-0"
		if pos.SideToMove() == movegen.White {
			want = "0-1"
		}
		assert.Equal(t, want, tags["Result"])
	case o != movegen.Ongoing:
		assert.Equal(t, "1/2-1/2", tags["Result"])
	default:
		assert.Equal(t, "adjudication", tags["Termination"])
	}
}

func TestMatchBadCommandLines(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"match"}, "needs two -engine"},
		{[]string{"match", "-tournament", "swiss"}, "round-robin or gauntlet"},
		{[]string{"match", "-engine", "cmd=x", "depth=1", "-engine", "cmd=y", "depth=1", "-engine", "cmd=z", "depth=1", "-sprt", "elo0=0", "elo1=5"}, "not a tournament"},
		{[]string{"match", "-engine", "cmd=x", "depth=1", "-engine", "cmd=y"}, "no limit"},
		{[]string{"match", "-engine", "cmd=x", "depth=1", "-engine", "cmd=y", "depth=1", "-games", "0"}, "at least 1"},
		{[]string{"match", "-sprt", "elo0=5", "elo1=0"}, "must exceed"},
		{[]string{"match", "-engine", "cmd=x", "bogus"}, "not key=value"},
		{[]string{"match", "-frobnicate"}, "unknown match option"},
		{[]string{"match", "-h"}, "help requested"},
		{[]string{"match", "-variant", "nosuch"}, "nosuch"},
		{[]string{"match", "-openings", "format=fen"}, "epd, pgn or icn"},
		{[]string{"match", "-engine", "cmd=x", "tc=5+x", "-engine", "cmd=y", "depth=1"}, "bad increment"},
		{[]string{"match", "-engine", "cmd=x", "proto=xboard", "nodes=5", "-engine", "cmd=y", "depth=1"}, "needs UCI"},
		{[]string{"match", "-resign", "movecount=3"}, "score="},
		{[]string{"match", "-engine", "cmd=x", "depth=1", "-engine", "cmd=y", "depth=1", "-resume"}, "-resume needs -pgnout"},
	}
	for _, c := range cases {
		code, _, errOut := runCmd(c.args...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.want, "%v", c.args)
	}
}

// TestMatchAgainstFairyMax plays 4 games against Fairy-Max (CECP) in chess
// and capablanca, one game at a time (two at once on a loaded two-core
// machine cost both engines games on time); skipped when fairymax is not
// installed.
func TestMatchAgainstFairyMax(t *testing.T) {
	if testing.Short() {
		t.Skip("plays real games")
	}
	fm, err := exec.LookPath("fairymax")
	if err != nil {
		if _, err2 := os.Stat("/usr/games/fairymax"); err2 != nil {
			t.Skip("fairymax not installed")
		}
		fm = "/usr/games/fairymax"
	}
	bin := buildLattice(t)
	// Chess starts from the EPD file: Fairy-Max has no setboard, so the
	// runner sets the positions up in edit mode.
	openings := map[string][]string{"chess": {"file=../../testdata/openings/chess.epd", "format=epd"},
		"capablanca": {"plies=2"}}
	for _, v := range []string{"chess", "capablanca"} {
		t.Run(v, func(t *testing.T) {
			args := []string{"match", "-engine", "cmd=" + bin, "name=Lattice", "-engine", "cmd=" + fm,
				"name=Fairy-Max", "proto=xboard", "-each", "tc=2+0.05", "-variant", v, "-games", "4", "-repeat",
				"-srand", "11", "-maxmoves", "40", "-concurrency", "1", "-openings"}
			code, out, errOut := runCmd(append(args, openings[v]...)...)
			require.Equal(t, 0, code, errOut)
			assert.Regexp(t, `(?m)^Score of Lattice vs Fairy-Max: \d - \d - \d  \[\d\.\d{3}\] 4$`, out)
			assert.NotContains(t, out, "Failures of", out)
			assert.NotContains(t, out, "illegal", out)
			assert.NotContains(t, out, "disconnects", out)
		})
	}
}

// TestEngineOptionNamesWithSpaces: option.NAME=V with spaces in NAME, as
// one argument (quoted in the shell, as cutechess-cli users write it) or
// split by an unquoted shell into words.
func TestEngineOptionNamesWithSpaces(t *testing.T) {
	cases := []struct {
		toks []string
		want [][2]string
		err  string
	}{
		{[]string{"cmd=x", "depth=1", "option.Move Overhead=100"}, [][2]string{{"Move Overhead", "100"}}, ""},
		{[]string{"cmd=x", "option.Move", "Overhead=100", "depth=1"}, [][2]string{{"Move Overhead", "100"}}, ""},
		{[]string{"cmd=x", "depth=1", "option.Hash=64", "option.Draw offers=1"}, [][2]string{{"Hash", "64"}, {"Draw offers", "1"}}, ""},
		{[]string{"cmd=x", "depth=1", "option.Skill", "Level", "Of", "Play=3"}, [][2]string{{"Skill Level Of Play", "3"}}, ""},
		{[]string{"cmd=x", "depth=1", "option.Path=/a b/c=d"}, [][2]string{{"Path", "/a b/c=d"}}, ""},
		{[]string{"cmd=x", "option.Ponder", "depth=1"}, nil, `"option.Ponder" is not key=value`},
		{[]string{"cmd=x", "depth=1", "option. =1"}, nil, "unknown token"},
	}
	for _, c := range cases {
		e, err := engineSpec(c.toks, 0)
		if c.err != "" {
			assert.ErrorContains(t, err, c.err, "%q", c.toks)
			continue
		}
		require.NoError(t, err, "%q", c.toks)
		assert.Equal(t, c.want, e.Options, "%q", c.toks)
	}
	// Through the whole command line, -each included (and cutechess-cli's
	// -recover, which is how this runner always works).
	m, err := parseMatchArgs([]string{"-engine", "cmd=a", "option.Move Overhead=50", "-engine", "cmd=b",
		"-recover", "-each", "depth=1", "option.Draw", "offers=1"})
	require.NoError(t, err)
	e, err := engineSpec(append(append([]string(nil), m.each...), m.engines[1]...), 1)
	require.NoError(t, err)
	assert.Equal(t, [][2]string{{"Draw offers", "1"}}, e.Options)
	e, err = engineSpec(append(append([]string(nil), m.each...), m.engines[0]...), 0)
	require.NoError(t, err)
	assert.Equal(t, [][2]string{{"Draw offers", "1"}, {"Move Overhead", "50"}}, e.Options)
}
