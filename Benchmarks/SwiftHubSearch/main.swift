// How fast SwiftHub's list follows the search box with 1,000 repositories loaded: for each
// keystroke, the time from the text change to the end (after-paint) of the frame that shows
// the narrowed list, split into StateGtk's render and GTK's frame, against a 60 Hz frame.
//
//   swift build -c release --product SwiftHubSearchBenchmark
//   xvfb-run -a -s "-screen 0 1280x1024x24" .build/release/SwiftHubSearchBenchmark
import CGtk
import Foundation
import StateGtk
import SwiftHubApp
import SwiftHubData

/// 1,000 repositories in one page, with names that a search narrows gradually.
actor ThousandRepositories: RepositorySource {
    func searchRepositories(filter: SearchFilter, sort: SearchSort, page: Int, perPage: Int) async throws(GitHubError) -> SearchPage {
        let words = ["swift", "server", "argument", "layout", "network", "charts", "reactive", "async", "crypto", "parser"]
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let items = (0..<1000).map { index in
            let name = "\(words[index % words.count])-\(words[(index / 10) % words.count])-\(index)"
            return Repository(
                id: index + 1, name: name, fullName: "owner\(index % 97)/\(name)",
                owner: .init(login: "owner\(index % 97)", avatarURL: nil), description: "A \(words[(index / 3) % words.count]) library number \(index).",
                htmlURL: URL(string: "https://github.com/owner/\(name)")!, homepage: nil, language: "Swift",
                stargazersCount: 100_000 - index, forksCount: index, openIssuesCount: 0, topics: [words[index % 7]], license: nil,
                createdAt: date, pushedAt: date, updatedAt: date)
        }
        return page == 1 ? SearchPage(totalCount: 1000, items: items) : SearchPage(totalCount: 1000, items: [])
    }
}

/// Frame-clock timestamps: when a frame starts painting and when it is done.
@MainActor
final class FrameWatcher {
    var frames = 0
    var beforePaint: [(UInt64, Int)] = []   // time, frame number
    var afterPaint: [UInt64] = []
    var onBeforePaint: () -> Void = {}

    init(window: UnsafeMutablePointer<GtkWidget>) {
        let clock = gtk_widget_get_frame_clock(window)!
        let me = Unmanaged.passUnretained(self).toOpaque()
        let before: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let watcher = Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue()
                watcher.beforePaint.append((DispatchTime.now().uptimeNanoseconds, watcher.frames))
                watcher.onBeforePaint()
            }
        }
        let after: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let watcher = Unmanaged<FrameWatcher>.fromOpaque(data!).takeUnretainedValue()
                watcher.frames += 1
                watcher.afterPaint.append(DispatchTime.now().uptimeNanoseconds)
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "before-paint", unsafeBitCast(before, to: GCallback.self), me, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(after, to: GCallback.self), me, nil, G_CONNECT_AFTER)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

MainActor.assumeIsolated {
    guard Gtk.initialize() else { fatalError("no display: run under xvfb-run") }
    var configuration = AppConfiguration()
    configuration.cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-search-\(getpid())")
    let store = RepositoryStore(network: ThousandRepositories(), fixtures: ThousandRepositories(), cache: nil)
    let controller = HomeViewController(configuration: configuration, store: store, avatars: AvatarLoader(offline: true))
    controller.show()
    guard Gtk.runUntil(timeout: 20, { controller.repositoryCounts.loaded == 1000 && controller.repositoryCounts.shown >= 1000 }) else {
        fatalError("the 1,000 repositories did not load: \(controller.repositoryCounts)")
    }
    Gtk.runUntil(timeout: 1) { false }
    let watcher = FrameWatcher(window: controller.window)

    let keystrokes = ["s", "sw", "swi", "swif", "swift", "swift-", "swift-s", "swift-se", "", "a", "as", "asy", "asyn", "async", ""]
    var total: [Double] = [], render: [Double] = [], updatedInNextFrame = 0, shownCounts: [Int] = []
    for round in 0..<4 {
        for text in keystrokes {
            let frameBefore = watcher.frames
            var listReadyAtFrameStart: Bool?
            watcher.onBeforePaint = {
                if listReadyAtFrameStart == nil { listReadyAtFrameStart = RenderProbe.renderEnd != 0 }
            }
            RenderProbe.renderEnd = 0
            let start = DispatchTime.now().uptimeNanoseconds
            controller.search(text)
            // StateGtk renders in an idle just before GTK's frame; an idle one step later marks its end.
            g_idle_add_full(G_PRIORITY_HIGH_IDLE + 11, { _ in
                MainActor.assumeIsolated { RenderProbe.renderEnd = DispatchTime.now().uptimeNanoseconds }
                return 0
            }, nil, nil)
            gtk_widget_queue_draw(controller.window)
            Gtk.runUntil(timeout: 5) { watcher.frames > frameBefore }
            let renderEnd = RenderProbe.renderEnd
            let end = watcher.afterPaint.last!
            if round > 0 {
                total.append(Double(end - start) / 1e6)
                render.append(Double(renderEnd - start) / 1e6)
                if listReadyAtFrameStart == true { updatedInNextFrame += 1 }
                shownCounts.append(controller.repositoryCounts.shown)
            }
            Gtk.runUntil(timeout: 0.05) { false }
        }
    }
    let budget = 1000.0 / 60
    print("""
    | keystrokes | render ms (median) | render + frame ms (median) | max ms | 60 Hz budget ms | updated in the next frame |
    |--:|--:|--:|--:|--:|--:|
    | \(total.count) | \(String(format: "%.2f", median(render))) | \(String(format: "%.2f", median(total))) | \(String(format: "%.2f", total.max() ?? 0)) | \(String(format: "%.1f", budget)) | \(updatedInNextFrame) of \(total.count) |
    """)
    print("list sizes shown: \(Set(shownCounts).sorted())")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores")
}

/// When the idle just after StateGtk's render ran (0: not yet): if it ran before the frame
/// started, the frame shows the narrowed list.
@MainActor
enum RenderProbe {
    static var renderEnd: UInt64 = 0
}
