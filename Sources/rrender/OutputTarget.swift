import Foundation

/// Where PNGs go: one file, a `%d` pattern for several pages, or standard output. Files are
/// written atomically (`AtomicFile`), so a failure never leaves half a PNG behind.
struct OutputTarget: Sendable {
    let pattern: String

    init(_ pattern: String, pageCount: Int) throws {
        if pageCount > 1, let problem = Self.problemNamingSeveralPages(pattern) { throw CLIFailure.usage(problem) }
        self.pattern = pattern
    }

    /// Why `pattern` cannot name several pages (standard output, or no `%d`), or nil.
    static func problemNamingSeveralPages(_ pattern: String) -> String? {
        if pattern == "-" { return "standard output (-o -) takes a single page" }
        if placeholder(in: pattern) == nil { return "‘\(pattern)’ needs a %d (such as page-%d.png) to name several pages" }
        return nil
    }

    /// The file for page `number`.
    func path(for number: Int) -> String {
        guard let found = Self.placeholder(in: pattern) else { return pattern }
        var digits = String(number)
        if let width = found.width, digits.count < width {
            digits = String(repeating: found.zeroPadded ? "0" : " ", count: width - digits.count) + digits
        }
        return pattern.replacingCharacters(in: found.range, with: digits)
    }

    /// Creates the folders the files go into.
    func prepareDirectories(for numbers: [Int]) throws {
        guard pattern != "-" else { return }
        for number in numbers.prefix(1) {
            try AtomicFile.prepareFolder(for: path(for: number))
        }
    }

    /// Writes `bytes` as page `number`.
    func write(_ bytes: [UInt8], page number: Int) throws {
        if pattern == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        try AtomicFile.write(bytes, to: path(for: number))
    }

    /// True when `pattern` names each page with a `%d` (not standard output).
    static func numbersPages(_ pattern: String) -> Bool {
        pattern != "-" && placeholder(in: pattern) != nil
    }

    /// The `%d`, `%3d` or `%03d` in a pattern.
    private static func placeholder(in pattern: String) -> (range: Range<String.Index>, width: Int?, zeroPadded: Bool)? {
        guard let percent = pattern.firstIndex(of: "%") else { return nil }
        var index = pattern.index(after: percent)
        var spec = ""
        while index < pattern.endIndex, pattern[index].isNumber {
            spec.append(pattern[index])
            index = pattern.index(after: index)
        }
        guard index < pattern.endIndex, pattern[index] == "d" else { return nil }
        // A file name holds at most 255 bytes: `%999999999d` must not pad a gigabyte.
        return (percent..<pattern.index(after: index), Int(spec).map { min($0, 255) }, spec.hasPrefix("0"))
    }
}
