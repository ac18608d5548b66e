// toolkit: both
import CStateGLib
import Foundation
/// The C heap in use, from glibc's mallinfo2() (CStateGLib's `sg_heap_bytes_in_use`).
///
/// ```swift
/// let before = HeapUsage.bytesInUse() ?? 0
/// ```
public enum HeapUsage {
    /// Bytes allocated with malloc and not freed: `uordblks` (in the arenas) + `hblkhd` (in
    /// separately mmapped blocks).
    public static func bytesInUse() -> Int { Int(sg_heap_bytes_in_use()) }

    /// GLib's slice allocator keeps freed blocks in its own magazines, where malloc never sees
    /// them: only with G_SLICE=always-malloc does the heap show what GTK really holds.
    public static var sliceUsesMalloc: Bool {
        ProcessInfo.processInfo.environment["G_SLICE"]?.contains("always-malloc") ?? false
    }

    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let mallocTrim: MallocTrim? = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim").map { unsafeBitCast($0, to: MallocTrim.self) }

    /// Makes malloc consolidate and return the memory freed so far now, rather than in the next
    /// large allocation: freeing a million rows in one implementation would otherwise be paid
    /// in the next implementation's timed run.
    public static func trim() { _ = mallocTrim?(0) }
}
