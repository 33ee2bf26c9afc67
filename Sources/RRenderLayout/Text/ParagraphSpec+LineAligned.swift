/// The text of `vertical-align: top | bottom` boxes (CSS 2.1 §10.8): it takes no part in its
/// line's height from its baseline, and is moved onto the line box's edge once that height is
/// known. A shaper sets such runs aside when it measures its lines (`lineAlignedBox(at:)`),
/// then shapes the paragraph again with them raised (`placingLineAligned(on:)`), which moves
/// no break: a rise changes no advance.
extension ParagraphSpec {
    /// True when some of the text is in such a box.
    public var hasLineAlignedText: Bool { runs.contains { $0.style.lineAligned != nil } }

    /// The `vertical-align: top | bottom` box the text at byte `offset` is in, nil for none.
    public func lineAlignedBox(at offset: Int) -> LineAlignedBox? {
        let index = runs.firstIndex(endingAfter: offset)
        guard index < runs.count, runs[index].range.contains(offset) else { return nil }
        return runs[index].style.lineAligned
    }

    /// The paragraph with the text of such boxes raised onto the edges of its lines: `lines`
    /// gives each line's byte range, and its top and bottom from its baseline (down positive).
    /// Their runs are split where lines end.
    public func placingLineAligned(on lines: [(range: Range<Int>, top: Double, bottom: Double)]) -> ParagraphSpec {
        guard !lines.isEmpty else { return self }
        var placed = self
        placed.runs = []
        placed.runs.reserveCapacity(runs.count + lines.count)
        var index = 0
        for run in runs {
            guard let box = run.style.lineAligned else {
                placed.runs.append(run)
                continue
            }
            var start = run.range.lowerBound
            while start < run.range.upperBound {
                while index < lines.count - 1, lines[index].range.upperBound <= start { index += 1 }
                let line = lines[index]
                let last = index == lines.count - 1
                let end = last ? run.range.upperBound : min(run.range.upperBound, max(line.range.upperBound, start + 1))
                var piece = run
                piece.range = start..<end
                piece.style.baselineShift += box.rise(lineTop: line.top, lineBottom: line.bottom)
                placed.runs.append(piece)
                start = end
            }
        }
        return placed
    }
}
