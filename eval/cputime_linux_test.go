package eval_test

import (
	"syscall"
	"unsafe"
)

// threadCPU is the calling thread's CPU time in nanoseconds
// (CLOCK_THREAD_CPUTIME_ID), which a loaded machine does not inflate the
// way it inflates wall time. The caller locks its OS thread.
func threadCPU() int64 {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return ts.Nano()
}
