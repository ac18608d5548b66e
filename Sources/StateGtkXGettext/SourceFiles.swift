import ArgumentParser
import Foundation

/// The Swift files to read: files as given, folders searched, in a stable order.
enum SourceFiles {
    static func find(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            guard isFolder.boolValue else { files.append(path); continue }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".swift") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// `file` relative to `base` when it is inside it.
    static func relative(_ file: String, to base: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : file
    }
}
