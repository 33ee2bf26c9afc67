import RRenderCore
import RRenderStyle

/// A ruby annotation (`<rt>`) over a base of a paragraph (CSS Ruby 1). The base is the
/// paragraph's own text, so page text, search and locators read the base only; the annotation
/// is drawn beside it (`FlowLayout+Ruby`).
public struct RubyAnnotation: Sendable, Hashable {
    /// The base's UTF-8 range in the paragraph text.
    public var range: Range<Int>
    /// The annotation's text, white space collapsed.
    public var text: String
    public var style: TextStyle
    /// Over the base (above, or right in vertical text) or under it (below, or left).
    public var isOver: Bool
    public var align: RubyAlign
    /// Extra room given to each character of the base, in px, when the annotation is wider than
    /// the base (set by layout from measured widths; `ruby-align` spreads it).
    public var baseSpacing: Double = 0
    /// How far the annotation may reach over the kana before and after the base, in px
    /// (JLREQ §3.3.7), set with `baseSpacing`.
    public var overhangBefore: Double = 0
    public var overhangAfter: Double = 0

    public init(range: Range<Int>, text: String, style: TextStyle, isOver: Bool = true, align: RubyAlign = .spaceAround) {
        self.range = range
        self.text = text
        self.style = style
        self.isOver = isOver
        self.align = align
    }
}

extension Array where Element == RubyAnnotation {
    /// The annotations whose base lies in `range`, moved to start at its lower bound (bases never
    /// straddle a cut: a chunk is cut at a line start, and a base is never broken).
    func sliced(_ range: Range<Int>) -> [RubyAnnotation] {
        compactMap { ruby in
            guard ruby.range.lowerBound >= range.lowerBound, ruby.range.upperBound <= range.upperBound else { return nil }
            var moved = ruby
            moved.range = (ruby.range.lowerBound - range.lowerBound)..<(ruby.range.upperBound - range.lowerBound)
            return moved
        }
    }
}

extension Array where Element == Range<Int> {
    /// The ranges inside `range`, moved to start at its lower bound.
    func sliced(_ range: Range<Int>) -> [Range<Int>] {
        compactMap { piece in
            guard piece.lowerBound >= range.lowerBound, piece.upperBound <= range.upperBound else { return nil }
            return (piece.lowerBound - range.lowerBound)..<(piece.upperBound - range.lowerBound)
        }
    }
}
