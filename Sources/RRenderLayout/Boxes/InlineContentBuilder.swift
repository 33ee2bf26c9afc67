import RRenderCore
import RRenderStyle

/// Collects the inline content of one paragraph: text with white space processed (CSS Text 3
/// §4.1), styled runs, line breaks, inline images and anchors.
struct InlineContentBuilder {
    /// Hyphenation for text styled `hyphens: auto`; nil leaves words whole.
    let hyphenator: (any Hyphenator)?
    private(set) var bytes: [UInt8] = []
    private(set) var runs: [TextRun] = []
    private(set) var images: [InlineImage] = []
    private(set) var anchors: [InlineAnchor] = []
    private(set) var floats: [InlineFloat] = []
    private(set) var positioned: [InlineFloat] = []
    private(set) var inlineBlocks: [InlineBlock] = []
    private(set) var inlineBoxes: [InlineBox] = []
    private(set) var rubies: [RubyAnnotation] = []
    private(set) var combinedRanges: [Range<Int>] = []
    /// The inline boxes entered and not yet left, innermost last (indices into `inlineBoxes`).
    private var openBoxes: [Int] = []
    /// True when the last character emitted is a collapsible space (or nothing has been).
    private var afterCollapsibleSpace = true
    /// True once something other than collapsible white space was added.
    private(set) var hasContent = false

    init(hyphenator: (any Hyphenator)? = nil) {
        self.hyphenator = hyphenator
    }

    /// Adds a text node's characters in `style`.
    mutating func appendText(
        _ text: String, style: TextStyle, whiteSpace: WhiteSpace, transform: TextTransform, link: InlineLink?,
        generated: Bool = false, fullWidth: Bool = false
    ) {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        let collapse = whiteSpace.collapsesSpaces, keepNewlines = whiteSpace.preservesNewlines
        for byte in transformed(text, transform).utf8 {
            let isNewline = byte == 0x0A || byte == 0x0D
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0C || (isNewline && !keepNewlines)
            if isNewline && keepNewlines {
                if byte == 0x0D { continue }
                out.append(0x0A)
                afterCollapsibleSpace = collapse
                hasContent = true
            } else if isSpace && collapse {
                if !afterCollapsibleSpace { out.append(0x20) }
                afterCollapsibleSpace = true
            } else {
                out.append(byte == 0x09 && collapse ? 0x20 : byte)
                afterCollapsibleSpace = false
                hasContent = true
            }
        }
        if fullWidth { out = FullWidth.transforming(out, preservedSpaces: !collapse) }
        var text = Hyphenation.apply(style.hyphens, language: style.language, to: out, hyphenator: hyphenator)
        if style.allowsBreaks, !style.keepsAll {
            text = LineBreakOpportunities.apply(style.lineBreak, language: style.language, to: text, after: lastScalar)
        }
        append(text, style: style, link: link, generated: generated)
    }

    /// The last character of the paragraph so far, if any.
    private var lastScalar: Unicode.Scalar? {
        guard !bytes.isEmpty else { return nil }
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, bytes.count - start < 4 { start -= 1 }
        return String(decoding: bytes[start...], as: UTF8.self).unicodeScalars.first
    }

    /// How many bytes of text the paragraph has so far.
    var byteCount: Int { bytes.count }

    /// Sets `text` as a ruby annotation over the bytes `base` (spaces at its ends left out);
    /// nothing for an empty base or annotation.
    mutating func addRuby(over base: Range<Int>, text: String, style: TextStyle, isOver: Bool, align: RubyAlign) {
        guard let trimmed = trimmedRange(base), !text.isEmpty else { return }
        rubies.append(RubyAnnotation(range: trimmed, text: text, style: style, isOver: isOver, align: align))
    }

    /// Marks the text added since byte `start` for `text-combine-upright`: all of it (spaces at
    /// its ends left out), or each run of at most `n` ASCII digits (CSS Writing Modes 3 §9.1.1).
    mutating func combineUpright(from start: Int, _ mode: CombineUpright) {
        switch mode {
        case .none: return
        case .all:
            if let trimmed = trimmedRange(start..<bytes.count) { combinedRanges.append(trimmed) }
        case .digits(let limit):
            var runStart: Int?
            for offset in start...bytes.count {
                let isDigit = offset < bytes.count && (0x30...0x39).contains(bytes[offset])
                if isDigit, runStart == nil { runStart = offset }
                if !isDigit, let first = runStart {
                    if offset - first <= limit { combinedRanges.append(first..<offset) }
                    runStart = nil
                }
            }
        }
    }

    /// `range` without the spaces at its ends, nil when nothing is left.
    private func trimmedRange(_ range: Range<Int>) -> Range<Int>? {
        var lower = max(0, range.lowerBound), upper = min(range.upperBound, bytes.count)
        while lower < upper, bytes[lower] == 0x20 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 { upper -= 1 }
        return lower < upper ? lower..<upper : nil
    }

    /// Adds a forced line break (`<br>`).
    mutating func appendLineBreak(style: TextStyle) {
        trimTrailingSpace()
        append([0x0A], style: style, link: nil)
        afterCollapsibleSpace = true
        hasContent = true
    }

    /// Adds an inline image.
    mutating func appendImage(_ image: ImageBox, style: ComputedStyle, textStyle: TextStyle, link: InlineLink?) {
        images.append(InlineImage(byteOffset: bytes.count, image: image, style: style))
        append(Array(String.objectReplacement.utf8), style: textStyle, link: link)
        afterCollapsibleSpace = false
        hasContent = true
    }

    /// Adds an inline-block.
    mutating func appendInlineBlock(_ box: BlockBox, textStyle: TextStyle, link: InlineLink?) {
        inlineBlocks.append(InlineBlock(byteOffset: bytes.count, box: box))
        append(Array(String.objectReplacement.utf8), style: textStyle, link: link)
        afterCollapsibleSpace = false
        hasContent = true
    }

    /// Adds a floated box at the current position (CSS 2.1 §9.5: it goes to the line it occurs in).
    mutating func addFloat(_ box: BlockBox) {
        floats.append(InlineFloat(byteOffset: bytes.count, box: box))
    }

    /// Adds an absolutely positioned box that was inline-level at the current position: taken
    /// out of the flow, it keeps its place in the line as its static position (no text).
    mutating func addPositioned(_ box: BlockBox) {
        positioned.append(InlineFloat(byteOffset: bytes.count, box: box))
    }

    /// Enters an inline element that needs a box (see `InlineBox.isNeeded`): its start spacer.
    /// An edge with width makes a line of its own even with nothing else on it (CSS 2.1 §9.4.2).
    mutating func openBox(style: ComputedStyle, textStyle: TextStyle) {
        let start = bytes.count
        appendSpacer(textStyle)
        inlineBoxes.append(
            InlineBox(range: start..<bytes.count, startSpacer: start, endSpacer: nil, style: style, textStyle: textStyle))
        openBoxes.append(inlineBoxes.count - 1)
        if InlineBox.hasEdge(style, atStart: true) { hasContent = true }
    }

    /// Leaves the innermost inline box: its end spacer. A collapsible space just before it stays
    /// inside the box (it is removed if the paragraph ends there, see `finish`).
    mutating func closeBox() {
        guard let index = openBoxes.popLast() else { return }
        let end = bytes.count
        appendSpacer(inlineBoxes[index].textStyle)
        inlineBoxes[index].endSpacer = end
        inlineBoxes[index].range = inlineBoxes[index].range.lowerBound..<bytes.count
        if InlineBox.hasEdge(inlineBoxes[index].style, atStart: false) { hasContent = true }
    }

    /// The inline boxes still open, outermost first: a block inside them ends this paragraph,
    /// and they go on in the next (`continueBoxes`, CSS 2.1 §9.2.1.1).
    var openBoxTemplates: [InlineBox] { openBoxes.map { inlineBoxes[$0] } }

    /// Goes on with `boxes` (a paragraph's `openBoxTemplates`) after a block that split them:
    /// each starts here without its start edge.
    mutating func continueBoxes(_ boxes: [InlineBox]) {
        for box in boxes {
            inlineBoxes.append(
                InlineBox(
                    range: bytes.count..<bytes.count, startSpacer: nil, endSpacer: nil, style: box.style,
                    textStyle: box.textStyle))
            openBoxes.append(inlineBoxes.count - 1)
        }
    }

    /// Unicode bidi formatting characters (`UnicodeBidi.controls`): generated, invisible, and
    /// leaving white space processing as it was.
    mutating func appendBidiControl(_ controls: String, textStyle: TextStyle) {
        append(Array(controls.utf8), style: textStyle, link: nil, generated: true)
    }

    /// A spacer: generated, so not the document's text, and leaving white space processing as it was.
    private mutating func appendSpacer(_ style: TextStyle) {
        append(Array(InlineBox.spacer.utf8), style: style, link: nil, generated: true)
    }

    /// Records that the element `id` starts here.
    mutating func addAnchor(_ id: String) {
        anchors.append(InlineAnchor(id: id, byteOffset: bytes.count))
    }

    /// The paragraph, or nil when it holds nothing but collapsible white space.
    mutating func finish(alignment: TextAlign, direction: Direction?, indent: Double, breaksLongWords: Bool) -> InlineContent? {
        guard hasContent else { return nil }
        trimTrailingSpace()
        // A trailing forced break adds no line (CSS 2.1 §9.4.2 has the last line end at the break).
        if bytes.last == 0x0A, bytes.count > 1, runs.last?.style.allowsBreaks == true { dropLastByte() }
        let text = String(decoding: bytes, as: UTF8.self)
        var paragraph = ParagraphSpec(
            text: text, runs: runs, alignment: alignment, direction: direction, indent: indent,
            breaksLongWords: breaksLongWords)
        // The trailing space or break dropped above may have shortened the text.
        paragraph.rubies = rubies.filter { $0.range.upperBound <= bytes.count }
        paragraph.combinedRanges = combinedRanges.filter { $0.upperBound <= bytes.count }
        var content = InlineContent(
            paragraph: paragraph, images: images, anchors: anchors, floats: floats, inlineBlocks: inlineBlocks)
        content.positioned = positioned.map { InlineFloat(byteOffset: min($0.byteOffset, bytes.count), box: $0.box) }
        // A box still open goes on into the next paragraph: here it ends with the text.
        content.inlineBoxes = inlineBoxes.enumerated().map { index, box in
            var box = box
            let upper = openBoxes.contains(index) ? bytes.count : min(box.range.upperBound, bytes.count)
            box.range = min(box.range.lowerBound, upper)..<upper
            return box
        }
        return content
    }

    private mutating func append(_ out: [UInt8], style: TextStyle, link: InlineLink?, generated: Bool = false) {
        guard !out.isEmpty else { return }
        let start = bytes.count
        bytes.append(contentsOf: out)
        if let last = runs.last, last.style == style, last.link == link?.href, last.isNoteref == (link?.isNoteref ?? false),
            last.isGenerated == generated, last.range.upperBound == start
        {
            runs[runs.count - 1].range = last.range.lowerBound..<bytes.count
        } else {
            runs.append(
                TextRun(
                    range: start..<bytes.count, style: style, link: link?.href, isGenerated: generated,
                    isNoteref: link?.isNoteref ?? false))
        }
    }

    /// Removes a collapsible space at the end (CSS Text 3 §4.1.2: spaces at the end of a line go),
    /// also when inline boxes end after it: their end edges then follow the last word.
    private mutating func trimTrailingSpace() {
        guard afterCollapsibleSpace else { return }
        if bytes.last == 0x20 { return dropLastByte() }
        let spacer = Array(InlineBox.spacer.utf8)
        var end = bytes.count
        while end >= spacer.count, bytes[(end - spacer.count)..<end].elementsEqual(spacer) { end -= spacer.count }
        if end < bytes.count, end > 0, bytes[end - 1] == 0x20 { removeByte(at: end - 1) }
    }

    /// Removes the byte at `offset` from the middle of the text, moving everything after it.
    private mutating func removeByte(at offset: Int) {
        func moved(_ value: Int) -> Int { value > offset ? value - 1 : value }
        func moved(_ range: Range<Int>) -> Range<Int> {
            moved(range.lowerBound)..<max(moved(range.lowerBound), moved(range.upperBound))
        }
        bytes.remove(at: offset)
        runs = runs.compactMap { run in
            var run = run
            run.range = moved(run.range)
            return run.range.isEmpty ? nil : run
        }
        for i in images.indices { images[i].byteOffset = moved(images[i].byteOffset) }
        for i in anchors.indices { anchors[i].byteOffset = moved(anchors[i].byteOffset) }
        for i in floats.indices { floats[i].byteOffset = moved(floats[i].byteOffset) }
        for i in positioned.indices { positioned[i].byteOffset = moved(positioned[i].byteOffset) }
        for i in inlineBlocks.indices { inlineBlocks[i].byteOffset = moved(inlineBlocks[i].byteOffset) }
        for i in rubies.indices { rubies[i].range = moved(rubies[i].range) }
        combinedRanges = combinedRanges.map(moved)
        for i in inlineBoxes.indices {
            inlineBoxes[i].range = moved(inlineBoxes[i].range)
            inlineBoxes[i].startSpacer = inlineBoxes[i].startSpacer.map(moved)
            inlineBoxes[i].endSpacer = inlineBoxes[i].endSpacer.map(moved)
        }
    }

    private mutating func dropLastByte() {
        bytes.removeLast()
        while let last = runs.last, last.range.upperBound > bytes.count {
            if last.range.lowerBound >= bytes.count {
                runs.removeLast()
            } else {
                runs[runs.count - 1].range = last.range.lowerBound..<bytes.count
            }
        }
    }

    private func transformed(_ text: String, _ transform: TextTransform) -> String {
        switch transform {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalize: capitalized(text)
        }
    }

    /// Upper-cases the first letter of each word (CSS Text 3 §2.1), continuing across text nodes.
    private func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = afterCollapsibleSpace
        for character in text {
            result += atWordStart && character.isLetter ? character.uppercased() : String(character)
            atWordStart = character.isWhitespace || (character.isPunctuation && character != "'" && character != "’")
        }
        return result
    }
}
