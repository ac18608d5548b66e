import Foundation
import XCTest
@testable import SwiftHubData

/// `Repository` holds its fields in one shared object: a copy shares it, and it still behaves
/// as a value (a change to a copy leaves the original as it was; equality and hashing by value).
final class RepositoryValueTests: XCTestCase {
    func testACopySharesTheFieldsUntilOneOfThemChanges() {
        let original = makeRepository(id: 1, name: "Alamofire", description: "HTTP", topics: ["http"], stars: 10)
        var copy = original
        XCTAssertTrue(copy.sharesStorage(with: original))
        XCTAssertEqual(copy, original)

        copy.name = "Kingfisher"
        copy.topics.append("images")
        copy.stargazersCount += 1
        copy.owner.login = "onevcat"
        XCTAssertFalse(copy.sharesStorage(with: original))
        XCTAssertEqual(original.name, "Alamofire")
        XCTAssertEqual(original.topics, ["http"])
        XCTAssertEqual(original.stargazersCount, 10)
        XCTAssertEqual(original.owner.login, "someone")
        XCTAssertEqual(copy.name, "Kingfisher")
        XCTAssertEqual(copy.topics, ["http", "images"])
        XCTAssertEqual(copy.stargazersCount, 11)
        XCTAssertEqual(copy.owner.login, "onevcat")
        XCTAssertNotEqual(copy, original)
    }

    func testACopyInAnArrayIsOneSharedValue() {
        let repositories = (1...3).map { makeRepository(id: $0, name: "r\($0)") }
        var picked = [repositories[2], repositories[0]]
        XCTAssertTrue(picked[0].sharesStorage(with: repositories[2]))
        picked[0].description = "changed"
        XCTAssertNil(repositories[2].description)
        XCTAssertEqual(picked[0].description, "changed")
        XCTAssertTrue(picked[1].sharesStorage(with: repositories[0]))
    }

    func testEqualFieldsAreEqualRepositoriesWithEqualHashes() {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let a = makeRepository(id: 7, name: "Vapor", description: "Server", topics: ["server"], stars: 3, updated: date)
        let b = makeRepository(id: 7, name: "Vapor", description: "Server", topics: ["server"], stars: 3, updated: date)
        XCTAssertFalse(a.sharesStorage(with: b))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b]).count, 1)

        // One field apart is another value, whichever field it is.
        var other = b
        other.pushedAt = nil
        XCTAssertNotEqual(a, other)
        other = b
        other.license = nil
        XCTAssertNotEqual(a, other)
        other = b
        other.id = 8
        XCTAssertNotEqual(a, other)
        XCTAssertEqual(Set([a, b, other]).count, 2)
    }

    func testCodableRoundTripKeepsEveryField() throws {
        var repository = makeRepository(id: 42, name: "Nuke", owner: "kean", description: "<b>Images</b> 🚀 שלום", topics: ["image", "swift"], stars: 8_000, forks: 500)
        repository.homepage = "https://kean.blog/nuke"
        repository.openIssuesCount = 12
        repository.pushedAt = nil
        let decoded = try JSONDecoder().decode(Repository.self, from: JSONEncoder().encode(repository))
        XCTAssertEqual(decoded, repository)
        XCTAssertFalse(decoded.sharesStorage(with: repository))
        XCTAssertEqual(decoded.homepage, "https://kean.blog/nuke")
        XCTAssertEqual(decoded.openIssuesCount, 12)
        XCTAssertNil(decoded.pushedAt)
        XCTAssertEqual(decoded.license, .init(name: "MIT License", spdxId: "MIT"))
        XCTAssertEqual(decoded.owner.avatarURL, repository.owner.avatarURL)
    }
}
