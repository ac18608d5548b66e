#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// A view that offers and accepts what a test sets, and records what was dropped on it.
@MainActor
final class DragCard: StateView {
    var offered: [DragData] = []
    var accepted: [DragType] = []
    var dropped: [DragData] = []
    let label = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .overlay
    }

    override func render() {
        label.text = "Card"
        label.minimumSize = Size(width: 200, height: 120)
        place(label, key: "label")
        dragSource(offered)
        dropTarget(accepting: accepted) { [weak self] data in self?.dropped.append(data) }
    }
}

/// A list of files that takes files dropped on it (`onDrop`): the app adds them to its items.
@MainActor
final class FileListHost: StateView {
    var files: [URL] = []
    private lazy var addFiles = Callback<DragData> { [weak self] data in
        guard let self, case .uris(let urls) = data else { return }
        files += urls
        setNeedsRender()
    }

    override func render() {
        place(LazyList.self, key: "files")
            .items(files, key: { $0 }) { url, row in
                row.place(ListTestRow.self).prop(ListTestRow.title, is: url.lastPathComponent)
            }
            .rowHeight(.fixed(30))
            .onDrop(accepting: [.uris], addFiles)
    }

    var list: LazyList { childView(forKey: "files") as! LazyList }
}

/// Drags through the X server (XTest, driven by xdotool), as a user's: between two StateGtk
/// windows, and from another X client (a GTK program in its own process) onto a view.
final class DragAndDropTests: XCTestCase {
    func testTextAndURIsDragFromOneViewToAnother() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let source = DragCard(), target = DragCard()
        let file = URL(fileURLWithPath: "/tmp/photo one.png")
        source.offered = [.text("Photo one"), .uris([file])]
        target.accepted = [.uris]
        let sourceWindow = TestWindow(source, width: 240, height: 160)
        let targetWindow = TestWindow(target, width: 240, height: 160)
        defer { sourceWindow.close(); targetWindow.close() }
        try place(sourceWindow, at: 40, targetWindow, at: 500)
        let warnings = try gtkWarnings {
            try drag(from: source.widget, to: target.widget) { !target.dropped.isEmpty }
            XCTAssertEqual(target.dropped, [.uris([file])], "the target takes the type it asked for")

            target.accepted = [.text]
            target.dropped = []
            target.setNeedsRender()
            StateView.flushRenders()
            try drag(from: source.widget, to: target.widget) { !target.dropped.isEmpty }
            XCTAssertEqual(target.dropped, [.text("Photo one")])

            // A type the source does not offer is not dropped.
            target.accepted = [DragType("application/x-stategtk-test")]
            target.dropped = []
            target.setNeedsRender()
            StateView.flushRenders()
            try drag(from: source.widget, to: target.widget, waitingAtMost: 1) { !target.dropped.isEmpty }
            XCTAssertEqual(target.dropped, [])
        }
        XCTAssertEqual(warnings, [])
    } }

    func testAppTypesDragBetweenViews() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let type = DragType("application/x-stategtk-photo")
        let source = DragCard(), target = DragCard()
        source.offered = [.custom(type, [1, 2, 3, 250])]
        target.accepted = [type]
        let sourceWindow = TestWindow(source, width: 240, height: 160)
        let targetWindow = TestWindow(target, width: 240, height: 160)
        defer { sourceWindow.close(); targetWindow.close() }
        try place(sourceWindow, at: 40, targetWindow, at: 500)
        try drag(from: source.widget, to: target.widget) { !target.dropped.isEmpty }
        XCTAssertEqual(target.dropped, [.custom(type, [1, 2, 3, 250])])
    } }

    /// Files dragged from another application (a GTK program in its own process offering
    /// `text/uri-list`, as a file manager does) onto a list arrive as file URLs, and the rows
    /// follow once the app adds them.
    func testFilesFromAnotherApplicationDropOntoAList() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let helper = try ExternalDragSource.start(uris: ["file:///tmp/report%20final.pdf", "file:///tmp/notes.txt"], x: 40, y: 40)
        defer { helper.stop() }
        let host = FileListHost()
        let window = TestWindow(host, width: 240, height: 200)
        defer { window.close() }
        try move(window, x: 500, y: 40)
        let warnings = try gtkWarnings {
            try drag(fromScreen: (100, 100), to: host.list.widget) { !host.files.isEmpty }
            StateView.flushRenders()
            Gtk.drainEvents()
        }
        let files = [URL(fileURLWithPath: "/tmp/report final.pdf"), URL(fileURLWithPath: "/tmp/notes.txt")]
        XCTAssertEqual(host.files, files)
        XCTAssertEqual(host.list.realizedKeys(as: URL.self), files)
        XCTAssertEqual(warnings, [])
    } }
}

// MARK: Helpers

struct DragTestFailed: Error { let reason: String }

func requireTool(_ name: String) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(name)") else { throw XCTSkip("\(name) is not installed") }
}

@MainActor
func place(_ first: TestWindow, at firstX: Int32, _ second: TestWindow, at secondX: Int32) throws {
    try move(first, x: firstX, y: 40)
    try move(second, x: secondX, y: 40)
}

/// Moves a window and waits until the X server has it there.
@MainActor
func move(_ window: TestWindow, x: Int32, y: Int32) throws {
    gtk_window_move(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), x, y)
    let deadline = g_get_monotonic_time() + 3_000_000
    while g_get_monotonic_time() < deadline {
        Gtk.drainEvents()
        var originX: Int32 = 0, originY: Int32 = 0
        if let gdkWindow = gtk_widget_get_window(window.window) {
            gdk_window_get_origin(gdkWindow, &originX, &originY)
            if originX == x && originY == y { return }
        }
        g_usleep(10_000)
    }
    throw DragTestFailed(reason: "the window did not move to \(x), \(y)")
}

/// The centre of `widget` on the screen.
@MainActor
func screenCentre(of widget: UnsafeMutablePointer<GtkWidget>) -> (Int32, Int32) {
    let toplevel = gtk_widget_get_toplevel(widget)!
    var x: Int32 = 0, y: Int32 = 0
    gtk_widget_translate_coordinates(widget, toplevel, gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2, &x, &y)
    var originX: Int32 = 0, originY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(toplevel), &originX, &originY)
    return (originX + x, originY + y)
}

@MainActor
func drag(
    from source: UnsafeMutablePointer<GtkWidget>, to target: UnsafeMutablePointer<GtkWidget>, waitingAtMost seconds: Double = 5,
    until done: () -> Bool
) throws {
    try drag(fromScreen: screenCentre(of: source), to: target, waitingAtMost: seconds, until: done)
}

/// Presses the primary button at `start`, moves past the drag threshold, over the target and
/// releases there, through XTest; the main loop runs all along (both ends of an XDND exchange
/// in this process answer from it). Then waits for `done`, up to `seconds`.
@MainActor
func drag(
    fromScreen start: (Int32, Int32), to target: UnsafeMutablePointer<GtkWidget>, waitingAtMost seconds: Double = 5,
    until done: () -> Bool
) throws {
    let end = screenCentre(of: target)
    let steps = [
        "mousemove --sync \(start.0) \(start.1)", "mousedown 1", "sleep 0.1",
        "mousemove \(start.0 + 10) \(start.1 + 10)", "sleep 0.1", "mousemove \(start.0 + 30) \(start.1 + 20)", "sleep 0.2",
        "mousemove \(end.0 - 10) \(end.1)", "sleep 0.2", "mousemove \(end.0) \(end.1)", "sleep 0.3", "mouseup 1",
    ]
    try xdotool(steps.joined(separator: " ").split(separator: " ").map(String.init))
    let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
    while !done(), g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 0); g_usleep(1_000) }
    Gtk.drainEvents()
}

/// A GTK program in a process of its own whose window is a drag source of `text/uri-list`:
/// another X client, as a file manager is. Compiled from C with the system's GTK on first use.
final class ExternalDragSource {
    private let process: Process

    private init(process: Process) { self.process = process }

    static func start(uris: [String], x: Int32, y: Int32) throws -> ExternalDragSource {
        let binary = try compiled()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["\(x)", "\(y)"] + uris
        let ready = Pipe()
        process.standardOutput = ready
        try process.run()
        // It prints "ready" once its window is mapped at (x, y).
        let line = ready.fileHandleForReading.availableData
        guard String(decoding: line, as: UTF8.self).contains("ready") else {
            process.terminate()
            throw DragTestFailed(reason: "the drag source helper did not start")
        }
        return ExternalDragSource(process: process)
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: Self.directory)
    }

    private static var directory: URL { FileManager.default.temporaryDirectory.appendingPathComponent("stategtk-dnd-\(getpid())") }

    private static func compiled() throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("source.c"), binary = directory.appendingPathComponent("source")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        try helperSource.write(to: source, atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/bin/sh")
        compile.arguments = ["-c", "$(command -v cc || command -v clang) -o '\(binary.path)' '\(source.path)' $(pkg-config --cflags --libs gtk+-3.0)"]
        try compile.run()
        compile.waitUntilExit()
        guard compile.terminationStatus == 0 else { throw DragTestFailed(reason: "could not compile the drag source helper") }
        return binary
    }

    private static let helperSource = """
        #include <gtk/gtk.h>
        #include <stdio.h>
        static char **uris;
        static void get(GtkWidget *w, GdkDragContext *c, GtkSelectionData *s, guint info, guint t, gpointer d) {
          gtk_selection_data_set_uris(s, uris);
        }
        static gboolean mapped(GtkWidget *w, GdkEvent *e, gpointer d) {
          gdk_display_sync(gdk_display_get_default());
          printf("ready\\n");
          fflush(stdout);
          return FALSE;
        }
        int main(int argc, char **argv) {
          gtk_init(&argc, &argv);
          uris = argv + 3;
          GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
          GtkWidget *box = gtk_event_box_new();
          gtk_container_add(GTK_CONTAINER(window), box);
          gtk_container_add(GTK_CONTAINER(box), gtk_label_new("Files"));
          gtk_window_set_default_size(GTK_WINDOW(window), 200, 150);
          gtk_window_move(GTK_WINDOW(window), atoi(argv[1]), atoi(argv[2]));
          gtk_drag_source_set(box, GDK_BUTTON1_MASK, NULL, 0, GDK_ACTION_COPY);
          gtk_drag_source_add_uri_targets(box);
          g_signal_connect(box, "drag-data-get", G_CALLBACK(get), NULL);
          g_signal_connect(window, "map-event", G_CALLBACK(mapped), NULL);
          gtk_widget_show_all(window);
          gtk_main();
          return 0;
        }
        """
}
#endif
