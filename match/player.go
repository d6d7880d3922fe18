package match

import (
	"fmt"
	"sync"
)

// player is one engine process of a match worker, restarted when it has
// failed.
type player struct {
	spec   *EngineSpec
	c      client
	broken bool
	log    func(dir, line string)
	// zeroRanks: CECP counts this variant's ranks from 0 (10 ranks).
	zeroRanks bool
	mu        sync.Mutex
}

// ensure starts the engine (again) when it is not running or has failed.
func (p *player) ensure() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.c != nil && !p.broken {
		return nil
	}
	if p.c != nil {
		p.c.stop(false)
		p.c = nil
	}
	proc, err := startProcess(p.spec.Cmd, p.spec.Dir, p.spec.Args, p.log)
	if err != nil {
		return err
	}
	var c client
	switch p.spec.Proto {
	case UCI:
		c = &uciClient{p: proc, spec: p.spec}
	case CECP:
		c = &cecpClient{p: proc, spec: p.spec, zeroRanks: p.zeroRanks}
	default:
		proc.kill("")
		return fmt.Errorf("unknown protocol %q", p.spec.Proto)
	}
	if err := c.handshake(); err != nil {
		c.stop(false)
		return fmt.Errorf("%s: handshake: %w", p.spec.Name, err)
	}
	p.c, p.broken = c, false
	return nil
}

// close ends the engine.
func (p *player) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.c != nil {
		p.c.stop(!p.broken)
		p.c = nil
	}
}
