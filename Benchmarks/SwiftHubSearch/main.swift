// toolkit: both
// How fast SwiftHub's list follows the search box with 1,000 (or `--repositories N`)
// repositories loaded: for each keystroke, the time from the text change to the end
// (after-paint) of the frame that shows the narrowed list; the part of it spent waiting for the
// frame clock's slot (GDK starts a frame at most once per refresh interval); what is left, the
// render and the frame, against a 60 Hz frame; and the same span in the main thread's CPU time
// (busy), which also leaves out the X server's share and the wait for the CPU.
// `--each` prints every keystroke. Docs/swifthub-search-benchmark.md has the commands.
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import SwiftHubApp
import SwiftHubData
/// `count` repositories in one page, with names that a search narrows gradually.
actor LoadedRepositories: RepositorySource {
    let count: Int
    init(count: Int) { self.count = count }

    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        let words = ["swift", "server", "argument", "layout", "network", "charts", "reactive", "async", "crypto", "parser"]
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let items = (0..<count).map { index in
            let name = "\(words[index % words.count])-\(words[(index / 10) % words.count])-\(index)"
            return Repository(
                id: index + 1, name: name, fullName: "owner\(index % 97)/\(name)",
                owner: .init(login: "owner\(index % 97)", avatarURL: nil), description: "A \(words[(index / 3) % words.count]) library number \(index).",
                htmlURL: URL(string: "https://github.com/owner/\(name)")!, homepage: nil, language: "Swift",
                stargazersCount: max(100_000 - index, 0), forksCount: index, openIssuesCount: 0, topics: [words[index % 7]], license: nil,
                createdAt: date, pushedAt: date, updatedAt: date)
        }
        return page == 1 ? SearchPage(totalCount: count, items: items) : SearchPage(totalCount: count, items: [])
    }
}

/// Frame-clock timestamps: when a frame paints and when it is done.
@MainActor
final class FrameWatcher {
    var frames = 0
    var afterPaint: [UInt64] = []
    /// The main thread's CPU time at each `after-paint`.
    var afterPaintBusy: [UInt64] = []
    /// Runs as each frame starts (`before-paint`, the first phase a frame always has), with the
    /// frame's time: when GDK started it (`g_get_monotonic_time`, µs), before any handler ran.
    var onFrameStart: (_ frameTime: gint64) -> Void = { _ in }
    /// Runs in each frame's paint phase, after StateGtk's renders (as the frame starts) and the
    /// layout: what it sees is what the frame draws.
    var onPaint: () -> Void = {}
    /// Runs after each frame's update phase, which follows StateGtk's renders.
    var onUpdated: () -> Void = {}
    private let clock: OpaquePointer

    /// Asks for a frame without invalidating anything: it paints only what changed.
    func requestFrame() {
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    init(window: UnsafeMutablePointer<GtkWidget>) {
        let clock = gtk_widget_get_frame_clock(window)!
        self.clock = clock
        let me = Unmanaged.passUnretained(self).toOpaque()
        let paint: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue().onPaint() }
        }
        let after: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let watcher = Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue()
                watcher.frames += 1
                watcher.afterPaint.append(DispatchTime.now().uptimeNanoseconds)
                watcher.afterPaintBusy.append(threadCPUNanoseconds())
            }
        }
        let start: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let watcher = Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue()
                // The timings' frame time, not the clock's, which is smoothed onto a refresh grid.
                let timings = gdk_frame_clock_get_current_timings(watcher.clock)
                watcher.onFrameStart(timings.map { gdk_frame_timings_get_frame_time($0) } ?? g_get_monotonic_time())
            }
        }
        let updated: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue().onUpdated() }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "update", unsafeBitCast(updated, to: GCallback.self), me, nil, G_CONNECT_AFTER)
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "before-paint", unsafeBitCast(start, to: GCallback.self), me, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "paint", unsafeBitCast(paint, to: GCallback.self), me, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(after, to: GCallback.self), me, nil, G_CONNECT_AFTER)
    }
}

func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

/// The nearest-rank percentile `p` (0...1) of `values`.
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))]
}

/// The 1, 5 and 15 minute load averages.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
}

let arguments = CommandLine.arguments
let printsEachKeystroke = arguments.contains("--each")
let repositoryCount = arguments.firstIndex(of: "--repositories").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 1000

MainActor.assumeIsolated {
    func ms(_ value: Double) -> String { String(format: "%.2f", value) }
    guard Gtk.initialize() else {
        FileHandle.standardError.write(Data("SwiftHubSearchBenchmark: no display; run it under xvfb-run\n".utf8))
        exit(2)
    }
    // As in the app: SwiftHub's views declare application actions.
    _ = Application(id: "org.stategtk.SwiftHubSearchBenchmark", isUnique: false).register()
    var configuration = AppConfiguration()
    configuration.cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-search-\(getpid())")
    let source = LoadedRepositories(count: repositoryCount)
    let store = RepositoryStore(network: source, fixtures: source, cache: nil)
    let controller = HomeViewController(configuration: configuration, store: store, avatars: AvatarLoader(offline: true))
    controller.show()
    guard Gtk.runUntil(timeout: 60, { controller.repositoryCounts.loaded == repositoryCount && controller.repositoryCounts.shown >= repositoryCount }) else {
        fatalError("the \(repositoryCount) repositories did not load: \(controller.repositoryCounts)")
    }
    let loadBefore = loadAverage()
    Gtk.runUntil(timeout: 1) { false }
    let watcher = FrameWatcher(window: controller.window)

    let keystrokes = ["s", "sw", "swi", "swif", "swift", "swift-", "swift-s", "swift-se", "", "a", "as", "asy", "asyn", "async", ""]
    var total: [Double] = [], render: [Double] = [], busy: [Double] = [], waited: [Double] = [], keystrokeToPaint: [Double] = []
    var updatedInNextFrame = 0, shownCounts: [Int] = []
    for round in 0..<4 {
        for text in keystrokes {
            let frameBefore = watcher.frames
            // The list's item count as the first frame after the keystroke paints.
            var shownAtFirstPaint: Int?
            var renderEnd: UInt64 = 0
            watcher.onPaint = {
                if shownAtFirstPaint == nil { shownAtFirstPaint = controller.repositoryCounts.shown }
            }
            watcher.onUpdated = { if renderEnd == 0 { renderEnd = DispatchTime.now().uptimeNanoseconds } }
            // In g_get_monotonic_time's µs, like the frame time: StateGtk renders in before-paint,
            // possibly before the watcher's handler runs, so the frame's own time is its start.
            var frameStart: gint64 = 0
            watcher.onFrameStart = { if frameStart == 0 { frameStart = $0 } }
            let busyStart = threadCPUNanoseconds()
            let start = DispatchTime.now().uptimeNanoseconds
            controller.search(text)
            // The frame paints what the keystroke changed, as in the app; the request only makes
            // sure that a keystroke that changes nothing on screen still gets a frame to measure.
            watcher.requestFrame()
            let handled = g_get_monotonic_time()
            guard Gtk.runUntil(timeout: 5, { watcher.frames > frameBefore }) else {
                fatalError("no frame came within 5 s of typing \"\(text)\"")
            }
            let end = watcher.afterPaint.last!
            let busyEnd = watcher.afterPaintBusy.last!
            Gtk.runUntil(timeout: 0.05) { false }
            if round > 0 {
                let wait = frameStart > handled ? UInt64(frameStart - handled) * 1000 : 0
                keystrokeToPaint.append(Double(end - start) / 1e6)
                waited.append(Double(wait) / 1e6)
                total.append(Double(end - start - wait) / 1e6)
                render.append(Double((renderEnd == 0 ? end : renderEnd) - start - wait) / 1e6)
                busy.append(milliseconds(busyEnd - busyStart))
                // Settled: what the search shows. The first frame showed it, or it did not.
                if shownAtFirstPaint == controller.repositoryCounts.shown { updatedInNextFrame += 1 }
                shownCounts.append(controller.repositoryCounts.shown)
                if printsEachKeystroke {
                    print("\"\(text)\" \(controller.repositoryCounts.shown) shown: keystroke to paint \(ms(keystrokeToPaint.last!)) ms, frame clock wait \(ms(waited.last!)) ms, render + frame \(ms(total.last!)) ms, busy \(ms(busy.last!)) ms")
                }
            }
        }
    }
    // A floor for the paint: a frame that repaints the whole window with nothing changed,
    // measured the same way (a keystroke's frame repaints only what it changed).
    var repaintBusy: [Double] = []
    for _ in 0..<total.count {
        let frameBefore = watcher.frames
        let busyStart = threadCPUNanoseconds()
        gtk_widget_queue_draw(controller.window)
        Gtk.runUntil(timeout: 5) { watcher.frames > frameBefore }
        repaintBusy.append(milliseconds(watcher.afterPaintBusy.last! - busyStart))
        Gtk.runUntil(timeout: 0.05) { false }
    }
    let budget = 1000.0 / 60
    print("""
    Render + frame: from the keystroke to the after-paint of the frame that shows it, less the
    wait for the frame clock's slot (from the keystroke's handler returning to the frame's
    before-paint; GDK starts a frame at most once per refresh interval, so a keystroke soon after
    another frame, or during an animation such as the overlay scroll bars' fading, waits for it).

    | repositories | keystrokes | render ms (median) | render + frame ms (median) | p95 ms | max ms | p95 / 60 Hz budget | updated in the next frame |
    |--:|--:|--:|--:|--:|--:|--:|--:|
    | \(repositoryCount) | \(total.count) | \(ms(median(render))) | \(ms(median(total))) | \(ms(percentile(total, 0.95))) | \(ms(total.max() ?? 0)) | \(String(format: "%.2f", percentile(total, 0.95) / budget))× | \(updatedInNextFrame) of \(total.count) |

    The same keystrokes from the keystroke to the after-paint with the wait included, the wait,
    and busy time (the main thread's CPU time from the keystroke to the after-paint):

    | repositories | keystroke to paint ms (median) | p95 | max | frame clock wait ms (median) | p95 | max | busy ms (median) | p95 | max |
    |--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|
    | \(repositoryCount) | \(ms(median(keystrokeToPaint))) | \(ms(percentile(keystrokeToPaint, 0.95))) | \(ms(keystrokeToPaint.max() ?? 0)) | \(ms(median(waited))) | \(ms(percentile(waited, 0.95))) | \(ms(waited.max() ?? 0)) | \(ms(median(busy))) | \(ms(percentile(busy, 0.95))) | \(ms(busy.max() ?? 0)) |

    A frame that repaints the whole window with nothing changed, \(repaintBusy.count) times: busy median \(ms(median(repaintBusy))) ms, p95 \(ms(percentile(repaintBusy, 0.95))) ms, max \(ms(repaintBusy.max() ?? 0)) ms.
    """)
    print("list sizes shown: \(Set(shownCounts).sorted())")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(loadBefore) before, \(loadAverage()) after")
}
