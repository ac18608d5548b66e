import XCTest
@testable import StateGtkCore

final class IdentityMapTests: XCTestCase {
    /// Random inserts and removals, mirrored in a Dictionary.
    func testMatchesDictionary() {
        var random = SolverSplitMix64(seed: 42)
        let objects = (0..<300).map { Variable("o\($0)") }
        var map = IdentityMap<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &random)])
            if reference[key] == nil {
                map.insert(step, for: key)
                reference[key] = step
            } else if Bool.random(using: &random) {
                XCTAssertEqual(map.remove(key), reference.removeValue(forKey: key))
            } else if let position = map.position(of: key) {
                map[position: position] += 1
                reference[key]! += 1
            } else {
                XCTFail("lost key at step \(step)")
            }
        }
        XCTAssertEqual(map.count, reference.count)
        for object in objects {
            XCTAssertEqual(map[ObjectIdentifier(object)], reference[ObjectIdentifier(object)])
        }
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: map.entries.map { ($0.key, $0.value) }), reference)
    }
}
