import Foundation

/// Paths inside the suites' root folder: `/`-separated, relative, without `.` or `..`.
enum SuitePath {
    /// The path `reference` names from the file at `path`, or nil when it names nothing inside
    /// the root: another scheme (`http:`, `data:`), an absolute path, a bare fragment, or a
    /// `..` past the root. A query and fragment are dropped, percent escapes decoded.
    static func resolve(_ reference: String, from path: String) -> String? {
        var url = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let cut = url.firstIndex(where: { $0 == "#" || $0 == "?" }) { url = String(url[..<cut]) }
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("\\") else { return nil }
        if let colon = url.firstIndex(of: ":"), url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            return nil  // a scheme
        }
        let decoded = url.removingPercentEncoding ?? url
        return normalized(folder(of: path) + decoded)
    }

    /// The folder of `path`, with a trailing `/` (empty at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `path` without `.` and `..` segments; nil when a `..` leaves the root.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// How to reach `target` from the file at `path`, both relative to the root.
    static func relative(_ target: String, from path: String) -> String {
        let here = folder(of: path).split(separator: "/"), there = target.split(separator: "/")
        var common = 0
        while common < here.count, common < there.count - 1, here[common] == there[common] { common += 1 }
        let up = Array(repeating: "..", count: here.count - common)
        return (up + there[common...].map(String.init)).joined(separator: "/")
    }
}
