#if GTK3
import CGtk
import FrameApp
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The real FrameView in a window under Xvfb: states, transitions, controls, export, errors.
final class FrameViewTests: XCTestCase {
    func testItStartsEmptyThenCrossFadesToEditing() throws { try onMain {
        try requireGtk()
        let host = HostWindow()
        defer { host.close() }
        XCTAssertEqual(host.view.state.current?.name, "empty()")
        let placeholder = try XCTUnwrap(host.view.childView(forKey: "placeholder") as? Placeholder)
        XCTAssertEqual(placeholder.title.text, "Open an image")

        var sawHalfFaded = false
        host.view.open(FrameImage.sampleURL)
        Gtk.runUntil(timeout: 10) {
            let opacity = gtk_widget_get_opacity(host.view.widget)
            if opacity > 0.05 && opacity < 0.95 { sawHalfFaded = true }
            return host.view.state.current?.name == "editing(_:)" && host.isSettled
        }
        StateView.flushRenders()
        XCTAssertEqual(host.view.state.current?.name, "editing(_:)")
        XCTAssertTrue(sawHalfFaded, "the cross-fade drew frames in between")
        XCTAssertEqual(gtk_widget_get_opacity(host.view.widget), 1, "it ends opaque")
        XCTAssertNil(host.view.childView(forKey: "placeholder"))
        XCTAssertNotNil(host.view.childView(forKey: "controls"))
        XCTAssertEqual(host.view.state[FrameView.image]?.name, "sample.png")
    } }

    func testAspectAndMarginControlsReframeThePreview() throws { try onMain {
        try requireGtk()
        let host = HostWindow()
        defer { host.close() }
        host.open(FrameImage.sampleURL)
        let controls = try XCTUnwrap(host.view.childView(forKey: "controls") as? ControlsBar)
        let preview = host.view.preview
        /// Whether the preview drew a canvas of `ratio` (it redraws when its settings change).
        @MainActor func drawsCanvas(ofRatio ratio: Double) -> Bool {
            Gtk.runUntil(timeout: 3) { preview.lastLayout.map { abs($0.canvas.width / $0.canvas.height - ratio) < 1e-9 } ?? false }
        }
        XCTAssertTrue(drawsCanvas(ofRatio: 4.0 / 5))

        // As a user would: press "Landscape", then press it again (it stays pressed).
        gtk_button_clicked(UnsafeMutableRawPointer(controls.aspectButtons[1].gtkWidget).assumingMemoryBound(to: GtkButton.self))
        Gtk.runUntil(timeout: 2) { host.view.state[FrameView.aspect] == .landscape }
        StateView.flushRenders()
        XCTAssertEqual(host.view.state[FrameView.aspect], .landscape)
        XCTAssertEqual(controls.aspectButtons.map(\.isActive), [false, true, false])
        XCTAssertTrue(drawsCanvas(ofRatio: 5.0 / 4))
        gtk_button_clicked(UnsafeMutableRawPointer(controls.aspectButtons[1].gtkWidget).assumingMemoryBound(to: GtkButton.self))
        Gtk.runUntil(timeout: 0.2) { false }
        XCTAssertEqual(controls.aspectButtons.map(\.isActive), [false, true, false], "the current aspect cannot be un-pressed")

        // Drag the margin slider to 20 %.
        gtk_range_set_value(UnsafeMutableRawPointer(controls.margin.gtkWidget).assumingMemoryBound(to: GtkRange.self), 20)
        Gtk.runUntil(timeout: 2) { host.view.state[FrameView.margin] == 0.2 }
        XCTAssertEqual(host.view.state[FrameView.margin], 0.2)
        let expected = FrameGeometry.layout(image: PixelSize(width: 600, height: 400), aspect: .landscape, margin: 0.2)
        Gtk.runUntil(timeout: 3) { preview.lastLayout.map { abs($0.margin / $0.canvas.width - expected.margin / expected.canvas.width) < 1e-9 } ?? false }
        let layout = try XCTUnwrap(preview.lastLayout)
        XCTAssertEqual(layout.margin / layout.canvas.width, expected.margin / expected.canvas.width, accuracy: 1e-9)
        XCTAssertTrue(host.view.status.text.contains("\(Int(expected.canvas.width)) × \(Int(expected.canvas.height))"), host.view.status.text)
        XCTAssertEqual(host.view.state.current?.name, "editing(_:)", "settings are data, not states")
    } }

    func testExportingGoesThroughItsStateAndWritesAFramedPNG() throws {
        let url = try temporaryFolder(self).appendingPathComponent("framed.png")
        try onMain {
            try requireGtk()
            let host = HostWindow()
            defer { host.close() }
            host.open(FrameImage.sampleURL)
            host.view.state[FrameView.aspect] = .portrait

            var controlsWereOff = false, emphasis = 0.0
            var result: Result<PixelSize, FrameError>?
            host.view.export(to: url) { result = $0 }
            XCTAssertEqual(host.view.state.current?.name, "exporting(progress:)", "the state applies as the export starts")
            Gtk.runUntil(timeout: 20) {
                StateView.flushRenders()
                if host.view.state[FrameView.mode] == .exporting {
                    let controls = host.view.childView(forKey: "controls") as? ControlsBar
                    controlsWereOff = controlsWereOff || controls?.export.isSensitive == false
                    emphasis = max(emphasis, host.view.exportEmphasis)
                }
                return result != nil && host.isSettled
            }
            XCTAssertTrue(controlsWereOff, "controls are disabled while exporting")
            XCTAssertGreaterThan(emphasis, 0, "the default transition animated the export's emphasis")
            XCTAssertEqual(host.view.state.current?.name, "editing(_:)")
            XCTAssertEqual(host.view.exportEmphasis, 0)
            XCTAssertEqual(host.view.preview.dimming, 0)

            let size = try XCTUnwrap(result).get()
            let png = try XCTUnwrap(DecodedPNG(url))
            XCTAssertEqual(PixelSize(width: png.width, height: png.height), size)
            XCTAssertEqual(png.width * 5, png.height * 4, "portrait is exactly 4:5")
            let layout = FrameGeometry.layout(image: PixelSize(width: 600, height: 400), aspect: .portrait, margin: 0.08)
            XCTAssertNil(png.firstNonWhitePixel(inBorder: Int(layout.margin)).map { "\($0)" }, "corners and margin band are white")
            XCTAssertFalse(png.isWhite(png.width / 2, png.height / 2))
            XCTAssertEqual(host.view.infoBar.text, "Saved “framed.png”, \(size) pixels.")
            XCTAssertEqual(host.view.infoBar.messageType, .info)
        }
    }

    func testUnreadableAndNonImageFilesShowAnErrorAndKeepTheImage() throws {
        let folder = try temporaryFolder(self)
        try onMain {
            try requireGtk()
            let host = HostWindow()
            defer { host.close() }
            host.open(FrameImage.sampleURL)
            let sample = try XCTUnwrap(host.view.state[FrameView.image])
            let text = folder.appendingPathComponent("notes.txt")
            try Data("hello".utf8).write(to: text)
            var unreadable = [folder.appendingPathComponent("missing.png"), folder]
            if getuid() != 0 {  // root reads everything: chmod 000 only tests something for other users
                let locked = folder.appendingPathComponent("locked.png")
                try FileManager.default.copyItem(at: FrameImage.sampleURL, to: locked)
                chmod(locked.path, 0)
                unreadable.append(locked)
            }
            for url in unreadable + [text] {
                guard case .failure(let error) = host.open(url) else { return XCTFail("\(url.lastPathComponent) opened") }
                XCTAssertEqual(host.view.infoBar.text, error.description)
                XCTAssertEqual(host.view.infoBar.messageType, .error)
                XCTAssertNotEqual(gtk_widget_get_mapped(host.view.infoBar.gtkWidget), 0, "the error is on screen")
                XCTAssertTrue(host.view.state[FrameView.image] === sample, "the previous image stays")
                XCTAssertEqual(host.view.state.current?.name, "editing(_:)")
            }
            XCTAssertEqual(host.view.infoBar.text, "“notes.txt” is not an image Frame can read.")

            // Closing the bar removes it; a good image clears the error too.
            host.view.infoBar.onClose()
            StateView.flushRenders()
            XCTAssertFalse(host.view.childKeys.contains("notice"))
            host.open(text)
            host.open(FrameImage.sampleURL)
            XCTAssertNil(host.view.state[FrameView.notice])
        }
    }

    func testAnExportToAnUnwritablePlaceShowsTheError() throws { try onMain {
        try requireGtk()
        let host = HostWindow()
        defer { host.close() }
        host.open(FrameImage.sampleURL)
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/framed.png")
        let (result, states) = host.export(to: missing)
        guard case .failure(.cannotWrite(missing.path, "the folder does not exist")) = result else { return XCTFail("\(String(describing: result))") }
        XCTAssertEqual(host.view.infoBar.text, "Cannot save “\(missing.path)”: the folder does not exist.")
        XCTAssertEqual(host.view.infoBar.messageType, .error)
        XCTAssertEqual(states.last, "editing(_:)")
        XCTAssertTrue(states.contains("exporting(progress:)"), "\(states)")

        let (full, _) = host.export(to: URL(fileURLWithPath: "/dev/full"))
        if case .failure(.diskFull) = full {
            XCTAssertEqual(host.view.infoBar.text, "Cannot save “/dev/full”: the disk is full.")
        } else {
            XCTFail("/dev/full: \(String(describing: full))")
        }

        // A read-only folder: only meaningful when not root (root writes anywhere).
        if getuid() != 0 {
            let readOnly = FileManager.default.temporaryDirectory.appendingPathComponent("FrameTests-ro-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
            defer { try? FileManager.default.removeItem(at: readOnly) }
            let target = readOnly.appendingPathComponent("framed.png")
            _ = host.export(to: target)
            XCTAssertEqual(host.view.infoBar.text, "Cannot save “\(target.path)”: permission denied.")
        }
    } }

    func testCancellingAnExportReturnsToEditingWithNoFile() throws {
        let url = try temporaryFolder(self).appendingPathComponent("cancelled.png")
        try onMain {
            try requireGtk()
            let host = HostWindow()
            defer { host.close() }
            host.open(FrameImage.sampleURL)
            let (result, states) = host.export(to: url, cancelAtOnce: true)
            guard case .failure(.cancelled) = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(states, ["exporting(progress:)", "editing(_:)"])
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
            XCTAssertNil(host.view.state[FrameView.notice], "a cancel is not an error")
        }
    }
}
#endif
