import Foundation
import RRenderCore
import RRenderStyle

/// One inline formatting context to shape into lines: the text with its styled runs.
///
/// Offsets are UTF-8 byte offsets into `text`, because that is what Pango uses. Inline objects
/// (images) occupy one U+FFFC character each.
public struct ParagraphSpec: Sendable {
    public var text: String
    /// Styled runs, in order, covering all of `text`.
    public var runs: [TextRun]
    /// Inline replaced content (images) placed on the line at U+FFFC characters.
    public var objects: [InlineObject]
    public var alignment: TextAlign
    /// The paragraph direction; nil lets the shaper take it from the first strong character.
    public var direction: Direction?
    /// The first line's indent in px (`text-indent`).
    public var indent: Double
    /// True under `overflow-wrap: break-word | anywhere`: a word too long for a line breaks
    /// between any two characters instead of overflowing.
    public var breaksLongWords: Bool

    public init(text: String, runs: [TextRun], objects: [InlineObject] = [], alignment: TextAlign = .start,
                direction: Direction? = nil, indent: Double = 0, breaksLongWords: Bool = false) {
        self.text = text
        self.runs = runs
        self.objects = objects
        self.alignment = alignment
        self.direction = direction
        self.indent = indent
        self.breaksLongWords = breaksLongWords
    }

    /// The text of `range` (byte offsets) without object replacement characters.
    public func text(in range: Range<Int>) -> String {
        let utf8 = Array(text.utf8)
        let lower = max(0, min(range.lowerBound, utf8.count)), upper = max(lower, min(range.upperBound, utf8.count))
        return String(decoding: utf8[lower..<upper], as: UTF8.self).replacingObjectCharacters().removingSoftHyphens()
    }
}

/// A run of text sharing one style, and the link it belongs to if any.
public struct TextRun: Sendable {
    /// UTF-8 byte offsets into the paragraph text.
    public var range: Range<Int>
    public var style: TextStyle
    /// The resolved target of the enclosing `a href`, if any.
    public var link: String?

    public init(range: Range<Int>, style: TextStyle, link: String? = nil) {
        self.range = range
        self.style = style
        self.link = link
    }
}

/// A replaced element inside a line (an inline image), sized before shaping.
public struct InlineObject: Sendable {
    /// The byte offset of its U+FFFC character.
    public var byteOffset: Int
    /// The box it occupies on the line; its bottom sits on the baseline.
    public var size: Size
    /// The resource to draw.
    public var image: String
    /// How the picture fills its box, and its natural size (`object-fit`).
    public var fit: ObjectFit
    public var naturalSize: Size?

    public init(byteOffset: Int, size: Size, image: String, fit: ObjectFit = .fill, naturalSize: Size? = nil) {
        self.byteOffset = byteOffset
        self.size = size
        self.image = image
        self.fit = fit
        self.naturalSize = naturalSize
    }
}

extension String {
    /// U+FFFC stands for an inline object in paragraph text.
    public static let objectReplacement = "\u{FFFC}"

    /// This string without soft hyphens (U+00AD): they are break hints, not text.
    public func removingSoftHyphens() -> String {
        contains("\u{00AD}") ? replacingOccurrences(of: "\u{00AD}", with: "") : self
    }

    /// This string without object replacement characters.
    public func replacingObjectCharacters() -> String {
        contains("\u{FFFC}") ? replacingOccurrences(of: "\u{FFFC}", with: "") : self
    }
}
