// toolkit: both
import Foundation
/// Tests/EndToEnd/github_server.py on a free loopback port; it exits when its stdin closes.
final class GitHubServer {
    private let process = Process()
    private let input = Pipe()
    let base: URL

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEnd").appendingPathComponent("github_server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", script.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw NSError(domain: "GitHubServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "github_server.py did not print its port"])
        }
        base = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Switches the server into `mode` (ok, stall, drip, error500 …: see github_server.py).
    func setMode(_ mode: String) throws {
        _ = try Data(contentsOf: URL(string: "\(base.absoluteString)/_mode?set=\(mode)")!)
    }

    /// How many searches the server answered.
    func searchRequestCount() throws -> Int {
        let data = try Data(contentsOf: base.appendingPathComponent("_log"))
        return (try JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? 0
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}
