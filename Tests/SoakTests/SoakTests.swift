// toolkit: both
import StateGtk
import StateGtkTesting
import XCTest
@testable import Soak
/// The soak benchmark's 5,000-step version: random inserts, removes, moves, duplicate keys,
/// view-type and view/widget switches, nested views, list views that recycle their rows,
/// constraint and arrangement changes on real GTK; every 1,000 steps GTK matches the model and
/// every removed view and GObject is gone (pooled rows counted, and gone once their list is).
/// (The heap figures need G_SLICE=always-malloc from the start; the benchmark itself checks
/// them over 100,000 steps.)
final class SoakTests: XCTestCase {
    func testFiveThousandRandomStepsMatchTheModelAndLeakNothing() throws {
        try MainActor.assumeIsolated {
            try requireGtk()
            var checkpoints = 0, lists = 0
            // Few duplicate keys: each is reported on the log, which this test cannot silence.
            let report = Soak(steps: 5000, checkEvery: 1000, seed: 19, duplicatesPerThousand: 4).run { point in
                checkpoints += 1
                lists += point.lists
                XCTAssertGreaterThan(point.nodes, 0, "the tree is not empty at step \(point.step)")
            }
            XCTAssertEqual(checkpoints, 5)
            XCTAssertGreaterThan(lists, 0, "the soak went through list views")
            XCTAssertEqual(report.problems.filter { !$0.contains("heap") }, [])
        }
    }
}
