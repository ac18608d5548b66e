import Foundation

/// The addresses SwiftHub opens for the user, out of what servers send. A repository's
/// `html_url` comes from the API (or from whatever `--api-base` points at): opened as it is, a
/// `file:`, `javascript:`, `data:` or `ssh:` address would hand a local file or a script to the
/// desktop's handler. Only `https` pages on GitHub are opened; anything else is refused, and the
/// window says so.
///
/// ```swift
/// SafeLink.repositoryPage("https://github.com/apple/swift")  // the URL
/// SafeLink.repositoryPage("file:///etc/passwd")              // nil
/// ```
public enum SafeLink {
    /// GitHub's web host; its subdomains (`gist.github.com`) are GitHub's too.
    public static let webHost = "github.com"

    /// `address` as a URL to open for a repository: `https`, on ``webHost`` or a subdomain of
    /// it, with no user name or password; nil otherwise.
    public static func repositoryPage(_ address: String) -> URL? {
        guard !address.contains("\0"), let url = URL(string: address), url.scheme?.lowercased() == "https",
              url.user == nil, url.password == nil, let host = url.host?.lowercased(),
              host == webHost || host.hasSuffix("." + webHost) else { return nil }
        return url
    }

    /// What the window says when it refuses `address`.
    public static func refusal(of address: String) -> String {
        "SwiftHub did not open “\(shown(address))”: it only opens https pages on \(webHost)."
    }

    /// `address` as a refusal shows it: at most 80 characters, NUL bytes made visible.
    public static func shown(_ address: String) -> String {
        let shown = address.count > 80 ? String(address.prefix(80)) + "…" : address
        return shown.replacingOccurrences(of: "\0", with: "\u{FFFD}")
    }
}

/// `login` as it can travel as a GTK action's string parameter, which ends at the first NUL
/// byte: NULs become U+FFFD, so a login that is not valid stays not valid on arrival (never a
/// shorter, valid, other owner's).
public func actionParameter(forLogin login: String) -> String {
    login.replacingOccurrences(of: "\0", with: "\u{FFFD}")
}
