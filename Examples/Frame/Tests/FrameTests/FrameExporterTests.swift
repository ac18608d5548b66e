#if GTK3
import FrameApp
import Foundation
import XCTest
/// Export without a window: pixel sizes, white bands, transparency, failures. gdk-pixbuf needs
/// no display.
final class FrameExporterTests: XCTestCase {
    func testEachAspectIsExactAndFramedInWhite() throws {
        let folder = try temporaryFolder(self)
        let image = try FrameImage.load(from: FrameImage.sampleURL)
        XCTAssertEqual(image.size, PixelSize(width: 600, height: 400))
        for aspect in Aspect.allCases {
            let url = folder.appendingPathComponent("\(aspect).png")
            let size = try FrameExporter.export(image, aspect: aspect, margin: 0.1, to: url)
            let png = try XCTUnwrap(DecodedPNG(url))
            let layout = FrameGeometry.layout(image: image.size, aspect: aspect, margin: 0.1)
            XCTAssertEqual(size, PixelSize(width: png.width, height: png.height))
            XCTAssertEqual(Double(png.width), layout.canvas.width)
            XCTAssertEqual(png.width * aspect.ratio.height, png.height * aspect.ratio.width, "\(aspect) is exactly \(aspect.ratio)")
            for (x, y) in [(0, 0), (png.width - 1, 0), (0, png.height - 1), (png.width - 1, png.height - 1)] {
                XCTAssertTrue(png.isWhite(x, y), "\(aspect) corner \(x),\(y)")
            }
            XCTAssertNil(png.firstNonWhitePixel(inBorder: Int(layout.margin)).map { "\($0)" }, "\(aspect): the margin band is white")
            XCTAssertFalse(png.isWhite(png.width / 2, png.height / 2), "\(aspect): the image is in the middle")
            // The image is copied 1:1: its first pixel lands where the layout says.
            XCTAssertEqual(png.rgb(Int(layout.image.x), Int(layout.image.y)), try XCTUnwrap(DecodedPNG(FrameImage.sampleURL)).rgb(0, 0))
        }
    }

    func testTransparentPixelsBecomeWhite() throws {
        let folder = try temporaryFolder(self)
        let source = folder.appendingPathComponent("half.png")
        writeHalfTransparentPNG(to: source)
        let url = folder.appendingPathComponent("framed.png")
        try FrameExporter.export(try FrameImage.load(from: source), aspect: .square, margin: 0, to: url)
        let png = try XCTUnwrap(DecodedPNG(url))
        let layout = FrameGeometry.layout(image: PixelSize(width: 40, height: 30), aspect: .square, margin: 0)
        let (x, y) = (Int(layout.image.x), Int(layout.image.y))
        XCTAssertEqual(png.rgb(x + 5, y + 5), [220, 0, 0], "opaque pixels are kept")
        XCTAssertTrue(png.isWhite(x + 35, y + 5), "transparent pixels show the white canvas")
    }

    func testAFullDiskIsReportedAsSuch() throws {
        // /dev/full fails every write with ENOSPC, like a full disk.
        guard let probe = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        probe.closeFile()
        let image = try FrameImage.load(from: FrameImage.sampleURL)
        XCTAssertThrowsError(try FrameExporter.export(image, aspect: .portrait, margin: 0.1, to: URL(fileURLWithPath: "/dev/full"))) { error in
            XCTAssertEqual(error as? FrameError, .diskFull("/dev/full"))
            XCTAssertEqual("\(error)", "Cannot save “/dev/full”: the disk is full.")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: "/dev/full"), "a device is never deleted")
    }

    func testAMissingFolderFailsAtOnceAndProgressNeverStarts() throws {
        let image = try FrameImage.load(from: FrameImage.sampleURL)
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/framed.png")
        let reports = Reports()
        XCTAssertThrowsError(try FrameExporter.export(image, aspect: .portrait, margin: 0.1, to: url) { reports.add($0) }) { error in
            XCTAssertEqual(error as? FrameError, .cannotWrite(url.path, reason: "the folder does not exist"))
        }
        XCTAssertEqual(reports.values, [])
    }

    func testProgressRisesToOne() throws {
        let folder = try temporaryFolder(self)
        let reports = Reports()
        try FrameExporter.export(try FrameImage.load(from: FrameImage.sampleURL), aspect: .landscape, margin: 0.05,
                                 to: folder.appendingPathComponent("p.png")) { reports.add($0) }
        XCTAssertEqual(reports.values.last, 1)
        XCTAssertEqual(reports.values, reports.values.sorted(), "never goes back")
        XCTAssertGreaterThan(reports.values.count, 2)
    }

    func testACancelledExportLeavesNoFile() async throws {
        let folder = try temporaryFolder(self)
        let url = folder.appendingPathComponent("cancelled.png")
        let image = try FrameImage.load(from: FrameImage.sampleURL)
        let task = Task.detached { () throws(FrameError) -> PixelSize in
            withUnsafeCurrentTask { $0?.cancel() }  // cancelled before the first band
            return try FrameExporter.export(image, aspect: .portrait, margin: 0.1, to: url)
        }
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? FrameError, .cancelled) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testLoadingFailuresSayWhy() throws {
        let folder = try temporaryFolder(self)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("not an image".utf8).write(to: text)
        XCTAssertThrowsError(try FrameImage.load(from: text)) { XCTAssertEqual($0 as? FrameError, .notAnImage("notes.txt")) }
        XCTAssertThrowsError(try FrameImage.load(from: folder.appendingPathComponent("gone.png"))) {
            XCTAssertEqual($0 as? FrameError, .cannotRead("gone.png", reason: "the file does not exist"))
        }
        XCTAssertThrowsError(try FrameImage.load(from: folder)) {
            XCTAssertEqual($0 as? FrameError, .cannotRead(folder.lastPathComponent, reason: "it is a folder"))
        }
    }
}

/// Progress values reported from the exporting thread.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double] = []
    func add(_ value: Double) { lock.withLock { stored.append(value) } }
    var values: [Double] { lock.withLock { stored } }
}
#endif
