import RRenderCore

/// One page of a resource, positioned in the viewport: what the painter draws, what
/// hit-testing and text extraction read. Coordinates are CSS px from the page's top-left.
public struct PageLayout {
    /// The viewport size.
    public var size: Size
    /// The area content is laid out in (the viewport less the page margins).
    public var contentRect: Rect
    /// Everything to draw, in painting order: box decorations, then the atoms' content.
    public var fragments: [Fragment]
    public var links: [LinkRegion]
    /// The page colour the document asks for, if any.
    public var background: Color?

    public init(size: Size, contentRect: Rect, fragments: [Fragment], links: [LinkRegion], background: Color?) {
        self.size = size
        self.contentRect = contentRect
        self.fragments = fragments
        self.links = links
        self.background = background
    }

    /// The text shown on the page, in reading order: the lines of each paragraph joined as the
    /// source has them, paragraphs separated by newlines. List markers are not text, and neither
    /// are copies drawn again (`TextFragment.isRepeated`: a table's header rows repeated at the
    /// top of the pages the table continues on): the header is text of the page where the
    /// table starts only, so a resource's pages' texts, joined, are its text exactly once.
    public var text: String {
        var pieces: [(paragraph: ParagraphSource, range: Range<Int>)] = []
        for case .text(let line) in fragments where !line.paragraph.isGenerated && !line.isRepeated {
            let range = line.byteRange
            if let last = pieces.last, last.paragraph === line.paragraph.source {
                pieces[pieces.count - 1].range = min(last.range.lowerBound, range.lowerBound)..<max(last.range.upperBound, range.upperBound)
            } else {
                pieces.append((line.paragraph.source, range))
            }
        }
        var text = ""
        for (index, piece) in pieces.enumerated() {
            var part = piece.paragraph.spec.text(in: piece.range)
            while part.last == " " || part.last == "\n" { part.removeLast() }
            text += part
            if index < pieces.count - 1, !piece.paragraph.joinsNext { text += "\n" }
        }
        return text
    }
}
