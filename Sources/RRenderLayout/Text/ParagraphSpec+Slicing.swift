import RRenderCore

extension ParagraphSpec {
    /// The rest of the paragraph from byte `offset` (a line start): the text, runs and objects
    /// moved to start at 0, no first-line indent. Used to shape the lines after a width change.
    public func suffix(from offset: Int) -> ParagraphSpec {
        guard offset > 0 else { return self }
        let utf8 = Array(text.utf8)
        let start = min(offset, utf8.count)
        var rest = self
        rest.text = String(decoding: utf8[start...], as: UTF8.self)
        rest.runs = runs.compactMap { run in
            guard run.range.upperBound > start else { return nil }
            var moved = run
            moved.range = (max(run.range.lowerBound, start) - start)..<(run.range.upperBound - start)
            return moved
        }
        rest.objects = objects.compactMap { object in
            guard object.byteOffset >= start else { return nil }
            var moved = object
            moved.byteOffset -= start
            return moved
        }
        rest.inlineBoxes = inlineBoxes.compactMap { $0.shifted(by: -start) }
        if !rubies.isEmpty { rest.rubies = rubies.sliced(start..<utf8.count) }
        if !combinedRanges.isEmpty { rest.combinedRanges = combinedRanges.sliced(start..<utf8.count) }
        rest.indent = 0
        return rest
    }
}
