import RRenderLayout

/// A page's start (`PageStart`: its break token and resume point) as the fields of a cache
/// entry's `start` line: the token's atom and y, the point's atom, y, margins, path (child
/// indices joined by commas), tops (commas, `-` for none), and pending break (`forced`,
/// `avoid`, then the two optional y, `-` for none). Numbers are written in Swift's shortest
/// form that reads back to the same `Double`, so a page resumed from the cache is laid out at
/// the same places as the first time, to the bit.
enum PageStartFields {
    static let count = 12

    static func encode(_ start: PageStart) -> [String] {
        let point = start.point
        return [
            "\(start.token.atom)", "\(start.token.y)", "\(point.atom)", "\(point.y)", "\(point.marginPositive)",
            "\(point.marginNegative)", point.path.map(String.init).joined(separator: ","),
            point.tops.map { $0.map { "\($0)" } ?? "-" }.joined(separator: ","),
            point.breakForced ? "1" : "0", point.breakAvoided ? "1" : "0", optional(point.forcedResumeY),
            optional(point.resumeY)
        ]
    }

    /// The start the fields describe; nil when any is malformed (the entry is then ignored).
    static func decode(_ fields: ArraySlice<String>) -> PageStart? {
        let f = Array(fields)
        guard f.count == count, let tokenAtom = Int(f[0]), let tokenY = finite(f[1]), let atom = Int(f[2]),
            let y = finite(f[3]), let positive = finite(f[4]), let negative = finite(f[5]), tokenAtom >= atom, atom >= 0
        else { return nil }
        let path = f[6].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        let tops = f[7].split(separator: ",", omittingEmptySubsequences: false).map { optionalValue(String($0)) }
        guard !path.isEmpty, path.count == tops.count, path.count <= 10_000, path.allSatisfy({ ($0 ?? -1) >= 0 }),
            tops.allSatisfy({ $0 != nil }), f[8] == "0" || f[8] == "1", f[9] == "0" || f[9] == "1",
            let forcedResumeY = optionalValue(f[10]), let resumeY = optionalValue(f[11])
        else { return nil }
        let point = ResumePoint(
            path: path.compactMap { $0 }, atom: atom, y: y, marginPositive: positive, marginNegative: negative,
            tops: tops.compactMap { $0 }, breakForced: f[8] == "1", breakAvoided: f[9] == "1", forcedResumeY: forcedResumeY,
            resumeY: resumeY)
        return PageStart(token: BreakToken(atom: tokenAtom, y: tokenY), point: point)
    }

    private static func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }

    /// `-` (none) or a finite number; nil when malformed.
    private static func optionalValue(_ field: String) -> Double?? {
        field == "-" ? .some(nil) : finite(field).map { .some($0) }
    }

    private static func finite<S: StringProtocol>(_ field: S) -> Double? {
        guard let value = Double(field), value.isFinite else { return nil }
        return value
    }
}
