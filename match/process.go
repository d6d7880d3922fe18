package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// errTimeout is returned by readLine when the deadline passes first.
var errTimeout = errors.New("no answer in time")

// process is a running engine: its standard input, and its standard output
// as a channel of lines read by a goroutine (so a read can have a
// deadline). The goroutine ends when the process closes its output.
type process struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	done  chan struct{} // closed when the output ends
	log   func(dir, line string)
	once  sync.Once
}

// findCommand checks that an engine's command can be started: a bare name
// is looked up in PATH, a path is taken relative to dir (the engine's
// working folder, as cutechess-cli does) and must be an executable file.
func findCommand(cmdPath, dir string) error {
	if !strings.ContainsRune(cmdPath, filepath.Separator) {
		_, err := exec.LookPath(cmdPath)
		return err
	}
	p := cmdPath
	if dir != "" && !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	fi, err := os.Stat(p)
	switch {
	case err != nil:
		return err
	case fi.IsDir():
		return fmt.Errorf("%s is a directory", p)
	case fi.Mode()&0o111 == 0:
		return fmt.Errorf("%s is not executable", p)
	}
	return nil
}

// startProcess starts cmd (a program path or name) with args in dir. log,
// when not nil, sees every line sent (">") and received ("<").
func startProcess(cmdPath, dir string, args []string, log func(dir, line string)) (*process, error) {
	c := exec.Command(cmdPath, args...)
	c.Dir = dir
	in, err := c.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := c.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", cmdPath, err)
	}
	p := &process{cmd: c, in: in, lines: make(chan string, 256), done: make(chan struct{}), log: log}
	go p.read(out)
	return p, nil
}

func (p *process) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if p.log != nil {
			p.log("<", line)
		}
		select {
		case p.lines <- line:
		case <-p.done:
			return
		}
	}
	p.once.Do(func() { close(p.done) })
}

// send writes one line to the engine.
func (p *process) send(format string, a ...any) error {
	line := fmt.Sprintf(format, a...)
	if p.log != nil {
		p.log(">", line)
	}
	_, err := io.WriteString(p.in, line+"\n")
	if err != nil {
		return fmt.Errorf("engine input closed: %w", err)
	}
	return nil
}

// readLine waits for the next line until the deadline. It reports a closed
// output (a crash or an exit) as an error.
func (p *process) readLine(deadline time.Time) (string, error) {
	d := time.Until(deadline)
	if d < 0 {
		d = 0
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case l := <-p.lines:
		return l, nil
	case <-p.done:
		select {
		case l := <-p.lines:
			return l, nil
		default:
		}
		return "", errors.New("engine exited")
	case <-t.C:
		return "", errTimeout
	}
}

// drain discards the lines already received.
func (p *process) drain() {
	for {
		select {
		case <-p.lines:
		default:
			return
		}
	}
}

// kill ends the process and waits for it; quit (when not empty) is sent
// first, with a short grace period.
func (p *process) kill(quit string) {
	if quit != "" {
		_ = p.send("%s", quit)
		_ = p.in.Close()
		exited := make(chan struct{})
		go func() { _ = p.cmd.Wait(); close(exited) }()
		select {
		case <-exited:
			p.once.Do(func() { close(p.done) })
			return
		case <-time.After(500 * time.Millisecond):
		}
		_ = p.cmd.Process.Kill()
		<-exited
	} else {
		_ = p.in.Close()
		_ = p.cmd.Process.Kill()
		_ = p.cmd.Wait()
	}
	p.once.Do(func() { close(p.done) })
}
