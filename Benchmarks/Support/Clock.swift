// toolkit: both
import Foundation
/// Monotonic time in nanoseconds.
@inline(__always)
public func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// CPU time of the calling thread in nanoseconds. Everything measured runs on the main thread,
/// so this is the work itself, without the time the thread waited for the CPU (the machine may
/// be shared) or for the X server.
@inline(__always)
public func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

public func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }
