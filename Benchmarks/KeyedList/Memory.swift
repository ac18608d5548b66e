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
enum HeapUsage {
    private typealias MallInfo2 = @convention(c) () -> GdkWindowAttr

    private static let mallinfo2: MallInfo2? = {
        guard MemoryLayout<GdkWindowAttr>.size == 10 * MemoryLayout<Int>.size,
              let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
        return unsafeBitCast(symbol, to: MallInfo2.self)
    }()

    /// Bytes allocated with malloc and not freed: `uordblks` (in the arenas) + `hblkhd` (in
    /// separately mmapped blocks). nil when mallinfo2 is unavailable.
    static func bytesInUse() -> Int? {
        guard let mallinfo2 else { return nil }
        var info = mallinfo2()
        return withUnsafeBytes(of: &info) { raw in
            let fields = raw.bindMemory(to: Int.self)  // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, …
            return fields[7] + fields[4]
        }
    }

    /// GLib's slice allocator keeps freed blocks in its own magazines, where malloc never sees
    /// them: only with G_SLICE=always-malloc does the heap show what GTK really holds.
    static var sliceUsesMalloc: Bool {
        ProcessInfo.processInfo.environment["G_SLICE"]?.contains("always-malloc") ?? false
    }
}

/// The heap measurements.
struct MemoryReport {
    struct Footprint { var name: String; var rows: Int; var bytes: Int }
    var footprints: [Footprint] = []
    /// Heap in use after each create-1,000/clear cycle, by implementation.
    var cycles: [(name: String, bytesAfterCycle: [Int])] = []
    var sliceUsesMalloc = HeapUsage.sliceUsesMalloc
}

@MainActor
enum MemoryBenchmark {
    static func run(_ implementations: [ListImplementation]) -> MemoryReport? {
        guard HeapUsage.bytesInUse() != nil else {
            warn("mallinfo2 is not available: no heap measurements")
            return nil
        }
        var report = MemoryReport()
        var generator = RowGenerator(seed: 2024)
        for implementation in implementations {
            let empty = inUse(after: ListModel(), on: implementation)
            let full = inUse(after: ListModel(rows: generator.rows(10_000)), on: implementation)
            report.footprints.append(.init(name: implementation.name, rows: 10_000, bytes: full - empty))
            _ = inUse(after: ListModel(), on: implementation)
        }
        for implementation in implementations {
            var after: [Int] = []
            for _ in 1...5 {
                _ = inUse(after: ListModel(rows: generator.rows(1000)), on: implementation)
                after.append(inUse(after: ListModel(), on: implementation))
            }
            report.cycles.append((implementation.name, after))
        }
        return report
    }

    /// Shows `model`, paints it, lets the main loop go quiet, and returns the heap in use.
    private static func inUse(after model: ListModel, on implementation: ListImplementation) -> Int {
        implementation.load(model)
        implementation.host.frameAndSettle()
        Verification.check(implementation, shows: model, after: "a memory step")
        return HeapUsage.bytesInUse()!
    }
}
