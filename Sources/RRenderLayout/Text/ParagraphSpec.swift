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
    /// True under `word-break: break-all` or `line-break: anywhere` (CSS Text 3 §5.2, §5.3): a
    /// line may break between any two characters, and fills up to its end.
    public var breaksAnywhere = false
    /// `text-align-last` (CSS Text 3 §6.3): the alignment of the last line and of each line
    /// before a forced break; nil follows `alignment` (`start` under `justify`).
    public var alignLast: TextAlign?
    /// `text-justify` (CSS Text 3 §6.4): where a justified line puts its slack.
    public var justify: TextJustify = .auto
    /// True in a vertical writing mode: lines are shaped as columns (upright CJK, sideways Latin).
    public var vertical = false
    /// Inline elements that paint a background or borders on their lines, filled in at layout time.
    public var inlineBoxes: [InlineBoxSpan] = []
    /// Ruby annotations, in text order, over bases that never break across lines.
    public var rubies: [RubyAnnotation] = []
    /// The ranges set upright side by side in one em of vertical text (`text-combine-upright`,
    /// tate-chu-yoko), in text order; ignored in horizontal text.
    public var combinedRanges: [Range<Int>] = []
    /// The CSS selector of the block element holding the paragraph (`ElementSelectors`): the
    /// element of a locator's `cssSelector`. Nil for generated paragraphs (markers).
    public var cssSelector: String?

    public init(
        text: String, runs: [TextRun], objects: [InlineObject] = [], alignment: TextAlign = .start,
        direction: Direction? = nil, indent: Double = 0, breaksLongWords: Bool = false
    ) {
        self.text = text
        self.runs = runs
        self.objects = objects
        self.alignment = alignment
        self.direction = direction
        self.indent = indent
        self.breaksLongWords = breaksLongWords
    }

    /// The document's text in `range` (byte offsets): generated text, object replacement
    /// characters, soft hyphens and zero-width spaces (the breaks `line-break` adds) left out.
    /// Costs the length of `range`, not of the paragraph (a page of a long paragraph asks for
    /// its few lines).
    public func text(in range: Range<Int>) -> String {
        text.utf8.withContiguousBytes { utf8 in
            let lower = max(0, min(range.lowerBound, utf8.count)), upper = max(lower, min(range.upperBound, utf8.count))
            var kept: [UInt8] = []
            kept.reserveCapacity(upper - lower)
            var position = lower
            var index = runs.firstIndex(endingAfter: lower)
            while index < runs.count, runs[index].range.lowerBound < upper {
                let run = runs[index]
                index += 1
                guard run.isGenerated else { continue }
                if run.range.lowerBound > position { kept += utf8[position..<run.range.lowerBound] }
                position = max(position, run.range.upperBound)
            }
            if position < upper { kept += utf8[position..<upper] }
            return String(decoding: Self.removingHints(kept), as: UTF8.self)
        }
    }
}

extension ParagraphSpec {
    /// The run holding byte `offset`.
    public func run(at offset: Int) -> TextRun? {
        let index = runs.firstIndex(endingAfter: offset)
        return index < runs.count && runs[index].range.contains(offset) ? runs[index] : nil
    }

    /// The text of bytes `range` as written (generated text and all).
    public func text(bytes range: Range<Int>) -> String {
        text.utf8.withContiguousBytes { utf8 in
            let lower = max(0, min(range.lowerBound, utf8.count)), upper = max(lower, min(range.upperBound, utf8.count))
            return String(decoding: UnsafeRawBufferPointer(rebasing: utf8[lower..<upper]), as: UTF8.self)
        }
    }

    /// UTF-8 `bytes` without what is not text: zero-width spaces (E2 80 8B) and soft hyphens
    /// (C2 AD), break hints of layout's (`line-break`, `LineBreakOpportunities`) or the author's,
    /// and object replacement characters (EF BF BC), which stand for inline objects. Byte by
    /// byte: `String.contains` with Foundation imported is a locale-aware search, once 6 % of a
    /// whole-book search.
    static func removingHints(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 == 0x8B || $0 == 0xAD || $0 == 0xBC }) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x8B {
                index += 3
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xAD {
                index += 2
            } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBC {
                index += 3
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }
}

/// A run of text sharing one style, and the link it belongs to if any.
public struct TextRun: Sendable {
    /// UTF-8 byte offsets into the paragraph text.
    public var range: Range<Int>
    public var style: TextStyle
    /// The resolved target of the enclosing `a href`, if any.
    public var link: String?
    /// True for text generated by `::before`/`::after`: drawn, but not the document's text.
    public var isGenerated: Bool
    /// True when the enclosing link is a note reference (see `InlineLink`).
    public var isNoteref: Bool

    public init(range: Range<Int>, style: TextStyle, link: String? = nil, isGenerated: Bool = false, isNoteref: Bool = false) {
        self.range = range
        self.style = style
        self.link = link
        self.isGenerated = isGenerated
        self.isNoteref = isNoteref
    }
}

/// An atomic inline inside a line, sized before shaping: an image, or an inline-block (whose
/// content the layout keeps apart, see `FlowLayout.layoutParagraph`).
public struct InlineObject: Sendable {
    /// The byte offset of its U+FFFC character (or of an inline box's spacer).
    public var byteOffset: Int
    /// The UTF-8 length of its character: 3 for U+FFFC and for a spacer (U+180E).
    public var byteLength: Int
    /// The box it occupies on the line.
    public var size: Size
    /// How far the box rises above the baseline: all of it for an image (its bottom sits on the
    /// baseline), down to its last line's baseline for an inline-block (CSS 2.1 §10.8.1).
    public var ascent: Double
    /// The resource to draw; nil for an inline-block.
    public var image: String?
    /// How the picture fills its box, and its natural size (`object-fit`).
    public var fit: ObjectFit
    public var naturalSize: Size?
    /// The picture's used opacity (see `BoxEffectsStyle.opacity`).
    public var opacity: Double = 1
    /// How far a relatively positioned box is drawn from its place on the line (CSS 2.1
    /// §9.4.3); the line is laid out as if it were not moved.
    public var offset = Point(x: 0, y: 0)
    /// What the box is aligned with: the baseline (`ascent` above it), or the top or bottom of
    /// the line box (`vertical-align: top`, `bottom`), which it makes taller if it is taller.
    public var alignment = LineAlignment.baseline

    public init(
        byteOffset: Int, byteLength: Int = 3, size: Size, ascent: Double? = nil, image: String?, fit: ObjectFit = .fill,
        naturalSize: Size? = nil
    ) {
        self.byteOffset = byteOffset
        self.byteLength = byteLength
        self.size = size
        self.ascent = ascent ?? size.height
        self.image = image
        self.fit = fit
        self.naturalSize = naturalSize
    }

    /// How far the box reaches below the baseline.
    public var descent: Double { size.height - ascent }

    /// Its character's bytes.
    public var byteRange: Range<Int> { byteOffset..<(byteOffset + byteLength) }
}

/// Where an atomic inline sits on its line (CSS 2.1 §10.8.1 `vertical-align`).
public enum LineAlignment: Sendable, Hashable {
    case baseline, top, bottom
}

extension String {
    /// U+FFFC stands for an inline object in paragraph text.
    public static let objectReplacement = "\u{FFFC}"
}
