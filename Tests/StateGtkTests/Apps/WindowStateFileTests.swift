// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
@testable import StateGtk
import StateGtkTesting
import XCTest
private final class StateFileController: StateViewController {
    override func viewDidLoad() { rootView = StateView(parentViewController: self) }
}

/// `window-state.json` is outside the app's control: no content of it stops a launch, one bad
/// entry costs only its own window, and the file lives where `$HOME` says.
final class WindowStateFileTests: XCTestCase {
    private static var stateFile: URL { testConfigHome.appendingPathComponent("org.stategtk.Tests/window-state.json") }

    private static func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: stateFile)
    }

    /// The issue's file: a width of 10^10 stopped every launch with "Not enough bits".
    func testAHugeSizeOpensTheWindowClampedToTheScreenAndKeepsTheOtherEntries() throws { try onMain {
        try requireGtk()
        _ = testApplication()
        try Self.write("""
            {"StateFileController":{"height":740,"isMaximized":false,"width":10000000000},
             "Other":{"height":300,"isMaximized":true,"width":400},
             "Broken":{"width":"wide"}}
            """)
        let messages = TestLog.capture {
            let controller = StateFileController(title: "State", width: 300, height: 200)
            presentForTest(controller)
            Gtk.drainEvents()
            XCTAssertLessThanOrEqual(allocation(controller.window).width, 1280, "no wider than the screen")
            XCTAssertLessThanOrEqual(allocation(controller.window).height, 1024)
            closeForTest(controller)
        }
        XCTAssertFalse(messages.contains { $0.contains("not a window size") }, "a huge size is clamped, not refused: \(messages)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.stateFile)) as? [String: [String: Any]]
        XCTAssertEqual(saved?["Other"]?["width"] as? Int, 400, "another window's entry survives a bad one: \(String(describing: saved))")
        XCTAssertEqual(saved?["Other"]?["isMaximized"] as? Bool, true)
        XCTAssertNotNil(saved?["StateFileController"])
    } }

    func testAnEntryThatIsNotASizeIsReportedAndSkipped() throws { try onMain {
        try requireGtk()
        _ = testApplication()
        try Self.write(#"{"StateFileController":{"width":-5,"height":"tall"},"Other":{"width":640,"height":480,"isMaximized":false}}"#)
        let file = WindowStateFile(applicationID: "org.stategtk.Tests")
        let messages = TestLog.capture { XCTAssertNil(file.entry(for: "StateFileController")) }
        XCTAssertEqual(messages.filter { $0.contains("\"StateFileController\" is not a window size") }.count, 1, "\(messages)")
        XCTAssertEqual(file.entry(for: "Other"), .init(width: 640, height: 480, isMaximized: false))
    } }

    func testWithoutXDGConfigHomeTheFileIsUnderHome() {
        let file = WindowStateFile(applicationID: "org.example.App", environment: ["HOME": "/tmp/elsewhere"])
        XCTAssertEqual(file.url.path, "/tmp/elsewhere/.config/org.example.App/window-state.json")
        let relative = WindowStateFile(applicationID: "org.example.App", environment: ["HOME": "/tmp/elsewhere", "XDG_CONFIG_HOME": "relative"])
        XCTAssertEqual(relative.url.path, "/tmp/elsewhere/.config/org.example.App/window-state.json", "a relative XDG path is ignored")
        let xdg = WindowStateFile(applicationID: "org.example.App", environment: ["HOME": "/tmp/elsewhere", "XDG_CONFIG_HOME": "/tmp/xdg"])
        XCTAssertEqual(xdg.url.path, "/tmp/xdg/org.example.App/window-state.json")
    }

    /// Random bytes and mutations of a valid file, seeded: reading never traps, every entry read
    /// is a usable size, and when the file is still a JSON object, its untouched good entries are
    /// read back as they were.
    func testFuzzedFilesNeverStopALaunchAndKeepTheGoodEntries() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("window-state-fuzz-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = WindowStateFile(applicationID: "fuzz", environment: ["XDG_CONFIG_HOME": directory.path])
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let good = #"{"Good":{"height":480,"isMaximized":false,"width":640}"#
        let valid = Array((good + #","Home":{"height":740,"isMaximized":true,"width":1100}}"#).utf8)
        let hostileValues = ["1e400", "-1", "0", "\"NaN\"", "1e-400", "true", "null", "\"x\"", "[]", "{}", "1e10", "2.5", "-0", "9223372036854775808"]
        var random = SeededRandom(seed: 27)  // RandomListTests': the same cases on every run
        func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        var goodKept = 0
        for index in 0..<3_000 {
            var bytes: [UInt8]
            switch index % 3 {
            case 0:
                bytes = (0..<below(200)).map { _ in UInt8(below(256)) }
            case 1:
                bytes = valid
                for _ in 0...below(4) {
                    let at = below(bytes.count)
                    switch below(3) {
                    case 0: bytes[at] = UInt8(below(256))
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(bytes[below(bytes.count)], at: at)
                    }
                }
            default:
                let value = hostileValues[below(hostileValues.count)]
                let field = ["width", "height", "isMaximized"][below(3)]
                bytes = Array((good + #","Home":{"height":740,"isMaximized":true,"width":1100,"\#(field)":\#(value)}}"#).utf8)
            }
            try Data(bytes).write(to: file.url)
            _ = TestLog.capture {
                let entries = file.entries()
                for entry in entries.values {
                    XCTAssert((1...WindowStateFile.largestSide).contains(entry.width) && (1...WindowStateFile.largestSide).contains(entry.height),
                              "case \(index): \(entry)")
                }
                if index % 3 == 2 {
                    XCTAssertEqual(entries["Good"], .init(width: 640, height: 480, isMaximized: false), "case \(index): a bad Home costs Good nothing: \(String(decoding: bytes, as: UTF8.self))")
                    if entries["Good"] != nil { goodKept += 1 }
                }
                guard index % 20 == 0 else { return }
                file.save(.init(width: 10, height: 10, isMaximized: false), for: "Saved")
                XCTAssertEqual(file.entry(for: "Saved"), .init(width: 10, height: 10, isMaximized: false), "case \(index): saving works after any file")
            }
        }
        XCTAssertEqual(goodKept, 1_000)
    }
}
