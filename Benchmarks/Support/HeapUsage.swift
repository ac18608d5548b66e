#if GTK3
import CGtk
import Foundation
/// The C heap in use, from glibc's mallinfo2().
///
/// Swift's Glibc module does not include <malloc.h>, so mallinfo2 is looked up with dlsym. It
/// returns `struct mallinfo2`, ten size_t fields (80 bytes), by value; any 80-byte C struct of
/// non-floating-point fields is returned the same way (indirectly, through a caller-provided
/// buffer, on x86-64 and on AArch64), so the function is called through a type returning
/// GdkWindowAttr, an 80-byte struct Swift already knows, and the bytes are read back as the ten
/// size_t fields. (A tiny C target would avoid this, at the price of one more Package.swift
/// entry.)
public enum HeapUsage {
    private typealias MallInfo2 = @convention(c) () -> GdkWindowAttr

    private static let mallinfo2: MallInfo2? = {
        guard MemoryLayout<GdkWindowAttr>.size == 10 * MemoryLayout<Int>.size,
              let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
        return unsafeBitCast(symbol, to: MallInfo2.self)
    }()

    /// Bytes allocated with malloc and not freed: `uordblks` (in the arenas) + `hblkhd` (in
    /// separately mmapped blocks). nil when mallinfo2 is unavailable.
    public static func bytesInUse() -> Int? {
        guard let mallinfo2 else { return nil }
        var info = mallinfo2()
        return withUnsafeBytes(of: &info) { raw in
            let fields = raw.bindMemory(to: Int.self)  // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, …
            return fields[7] + fields[4]
        }
    }

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
#endif
