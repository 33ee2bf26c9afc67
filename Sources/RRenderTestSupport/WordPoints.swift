import RRenderCore
import RRenderLayout

/// Points inside words of a laid-out page, found from its fragments (not through hit-testing),
/// to check what a tap there finds.
public enum WordPoints {
    /// Up to `limit` words of `page` spread over its lines, each a whole space-delimited token
    /// of letters and marks (one character for CJK), with a point in its middle: in page px, or
    /// in screen px when the page is drawn in `frame`.
    public static func words(of page: PageLayout, frame: Rect? = nil, limit: Int = 12) -> [(point: Point, word: String)] {
        let lines = page.fragments.compactMap { fragment -> TextFragment? in
            if case .text(let line) = fragment, !line.paragraph.isGenerated { line } else { nil }
        }
        let step = max(1, lines.count / limit)
        var found: [(Point, String)] = []
        for line in stride(from: 0, to: lines.count, by: step).map({ lines[$0] }) {
            guard let (range, word) = firstWord(on: line) else { continue }
            let local = (range.lowerBound - line.paragraph.byteOffset)..<(range.upperBound - line.paragraph.byteOffset)
            guard let piece = line.paragraph.shaped.rects(forByteRange: local).first(where: { $0.line == line.line }) else {
                continue
            }
            // The line box starts where the shaped line's origin is: along it by the piece's middle.
            let along = piece.rect.midX - line.paragraph.shaped.lines[line.line].originX
            var point =
                line.isVertical
                ? Point(x: line.rect.midX, y: line.rect.minY + along)
                : Point(x: line.rect.minX + along, y: line.rect.midY)
            if let frame, page.size.width > 0, page.size.height > 0 {
                point = Point(
                    x: frame.minX + point.x * frame.width / page.size.width,
                    y: frame.minY + point.y * frame.height / page.size.height)
            }
            found.append((point, word))
        }
        return found
    }

    /// The first token of `line` between spaces (or the line's ends) made only of letters and
    /// marks, at least two characters long (a CJK character alone, or the ruby base it starts).
    private static func firstWord(on line: TextFragment) -> (Range<Int>, String)? {
        let spec = line.paragraph.spec
        let bytes = Array(spec.text.utf8)
        let lineRange = line.byteRange
        var start = lineRange.lowerBound
        while start < lineRange.upperBound {
            var end = start
            while end < lineRange.upperBound, bytes[end] != 0x20 { end += 1 }
            let token = String(decoding: bytes[start..<end], as: UTF8.self)
            if let first = token.unicodeScalars.first, first.value >= 0x3000, first.properties.isAlphabetic {
                let length = String(first).utf8.count
                // A ruby base is one word (a tap on it finds all of it).
                if let base = spec.rubies.first(where: { $0.range.contains(start) })?.range,
                    base.upperBound <= lineRange.upperBound
                {
                    return (base, spec.text(in: base))
                }
                return (start..<(start + length), String(first))
            }
            if token.unicodeScalars.count >= 2, token.unicodeScalars.allSatisfy(isLetterOrMark),
                spec.text(in: start..<end) == token
            {
                return (start..<end, token)
            }
            start = end + 1
        }
        return nil
    }

    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
