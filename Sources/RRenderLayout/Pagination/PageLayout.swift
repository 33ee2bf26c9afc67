import RRenderCore

/// One page of a resource, positioned in the viewport: what the painter draws, what
/// hit-testing and text extraction read. Coordinates are CSS px from the page's top-left.
public struct PageLayout {
    /// The viewport size.
    public var size: Size
    /// The area content is laid out in (the viewport less the page margins).
    public var contentRect: Rect
    /// Everything to draw, in painting order: positioned boxes with a negative `z-index`, box
    /// decorations, the atoms' content, then the other positioned boxes (CSS 2.1 Appendix E).
    public var fragments: [Fragment]
    public var links: [LinkRegion]
    /// The page colour the document asks for, if any.
    public var background: Color?
    /// Where content may be drawn (a scrolled window's content area), nil for anywhere.
    public var clip: Rect?
    /// Indices of `fragments` in reading order when painting order differs from it (positioned
    /// boxes and relative blocks painted in their layers); nil when it does not.
    public var readingOrder: [Int]?

    /// The fragments in reading order: what the page's text and its hit-testing context read.
    public var fragmentsInReadingOrder: [Fragment] {
        readingOrder.map { $0.map { fragments[$0] } } ?? fragments
    }

    public init(size: Size, contentRect: Rect, fragments: [Fragment], links: [LinkRegion], background: Color?) {
        self.size = size
        self.contentRect = contentRect
        self.fragments = fragments
        self.links = links
        self.background = background
    }

    /// The text shown on the page, in reading order: the lines of each paragraph joined as the
    /// source has them, paragraphs separated by newlines, the text of an inline-block in its
    /// place on the line. List markers are not text, and neither are copies drawn again
    /// (`TextFragment.isRepeated`: a table's header rows repeated at the top of the pages the
    /// table continues on): the header is text of the page where the table starts only, so a
    /// resource's pages' texts, joined, are its text exactly once.
    public var text: String {
        var pieces: [TextPiece] = []
        for case .text(let line) in fragmentsInReadingOrder where !line.paragraph.isGenerated && !line.isRepeated {
            let range = line.byteRange
            if let last = pieces.last, last.paragraph === line.paragraph.source {
                pieces[pieces.count - 1].range =
                    min(last.range.lowerBound, range.lowerBound)..<max(last.range.upperBound, range.upperBound)
            } else {
                pieces.append(TextPiece(paragraph: line.paragraph.source, range: range))
            }
        }
        // Paragraphs of inline-blocks whose line is on the page go inside that line's text.
        let onPage = Set(pieces.map { ObjectIdentifier($0.paragraph) })
        var embedded: [ObjectIdentifier: [(offset: Int, piece: TextPiece)]] = [:]
        var outer: [TextPiece] = []
        for piece in pieces {
            if let host = piece.paragraph.host, onPage.contains(ObjectIdentifier(host.source)) {
                embedded[ObjectIdentifier(host.source), default: []].append((host.byteOffset, piece))
            } else {
                outer.append(piece)
            }
        }
        func text(of piece: TextPiece) -> String {
            var spliced = "", position = piece.range.lowerBound
            for (offset, inner) in embedded[ObjectIdentifier(piece.paragraph)] ?? [] where piece.range.contains(offset) {
                // Two paragraphs in one inline-block: a space between them.
                spliced += position == offset && !spliced.isEmpty ? " " : piece.paragraph.spec.text(in: position..<offset)
                spliced += text(of: inner)
                position = offset
            }
            var part = spliced + piece.paragraph.spec.text(in: position..<piece.range.upperBound)
            while part.last == " " || part.last == "\n" { part.removeLast() }
            return part
        }
        var result = ""
        for (index, piece) in outer.enumerated() {
            result += text(of: piece)
            if index < outer.count - 1, !piece.paragraph.joinsNext { result += "\n" }
        }
        return result
    }
}

/// The part of one paragraph shown on a page.
private struct TextPiece {
    let paragraph: ParagraphSource
    var range: Range<Int>
}
