extension Locator.Text {
    /// A copy for display: every run of whitespace becomes one space in all three parts, then the
    /// leading space of `before` and the trailing space of `after` are dropped (the highlight
    /// keeps its edge spaces, which separate it from its context).
    public func sanitized() -> Locator.Text {
        Locator.Text(
            before: before.map { Self.coalescingWhitespace($0) }.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 },
            highlight: highlight.map { Self.coalescingWhitespace($0) },
            after: after.map { Self.coalescingWhitespace($0) }.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
        )
    }

    /// A copy that highlights only `range` of `highlight`, counted in `Character`s: the text of
    /// the highlight before the range is appended to `before`, the text after it prepended to
    /// `after`. The range is clamped to the highlight; empty `before`/`after` become nil. A nil
    /// or blank highlight gives `highlight = nil` and leaves the context as it is.
    public func highlighting(_ range: Range<Int>) -> Locator.Text {
        guard let highlight, !highlight.allSatisfy(\.isWhitespace) else {
            return Locator.Text(
                before: before.flatMap { $0.isEmpty ? nil : $0 }, highlight: nil,
                after: after.flatMap { $0.isEmpty ? nil : $0 })
        }
        let count = highlight.count
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        let lowerIndex = highlight.index(highlight.startIndex, offsetBy: lower)
        let upperIndex = highlight.index(highlight.startIndex, offsetBy: upper)
        let newBefore = (before ?? "") + String(highlight[..<lowerIndex])
        let newAfter = String(highlight[upperIndex...]) + (after ?? "")
        return Locator.Text(
            before: newBefore.isEmpty ? nil : newBefore,
            highlight: String(highlight[lowerIndex..<upperIndex]),
            after: newAfter.isEmpty ? nil : newAfter)
    }

    /// `s` with every run of whitespace and newlines replaced by one space.
    static func coalescingWhitespace(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        var inRun = false
        for c in s {
            if c.isWhitespace {
                if !inRun { out.append(" ") }
                inRun = true
            } else {
                out.append(c)
                inRun = false
            }
        }
        return out
    }
}
