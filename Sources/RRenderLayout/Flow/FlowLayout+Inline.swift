import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Shapes a paragraph into lines and adds one atom per line. Beside floats the paragraph is
    /// shaped in segments, each at the width the floats leave free (CSS 2.1 §9.5); a float met in
    /// the text is placed at the top of the line it falls on. A break between lines is avoided
    /// where it would leave fewer than `orphans` lines before it or `widows` after it
    /// (CSS Fragmentation 3 §4.4).
    func layoutParagraph(_ content: InlineContent, style: ComputedStyle, x: Double, width: Double) {
        var spec = content.paragraph
        spec.indent = style.textIndent.resolve(against: width)
        var inlineBlocks: [Int: AtomicBoxContent] = [:]
        let direction = style.direction
        for item in content.inlineBlocks { inlineBlocks[item.byteOffset] = layoutAtomic(item.box, containingWidth: width) }
        spec.objects = content.images.map {
            let size = usedImageSize($0.image, style: $0.style, containingWidth: width, containingHeight: percentageBase)
            // A picture's baseline is its bottom edge in horizontal lines; in a column, whose
            // dominant baseline is central, it is centred on the column (CSS Writing Modes 3
            // §4.2, §4.3), where Pango also centres the shape.
            let natural = spec.vertical ? size.height / 2 : size.height
            var object = InlineObject(
                byteOffset: $0.byteOffset, size: size,
                ascent: Self.atomicAscent(height: size.height, natural: natural, style: $0.style),
                // A hidden image keeps its room on the line and draws nothing (CSS 2.1 §11.2).
                image: $0.style.visibility == .visible && $0.image.showsPicture ? $0.image.href : nil,
                fit: $0.style.objectFit,
                naturalSize: $0.image.intrinsicSize)
            object.opacity = $0.style.opacity
            object.offset = Self.relativeShift($0.style, containingWidth: width, containingDirection: direction)
            object.alignment = Self.lineAlignment($0.style)
            return object
        }
        let blockStyles = Dictionary(content.inlineBlocks.map { ($0.byteOffset, $0.box.style) }) { first, _ in first }
        spec.objects += inlineBlocks.map { offset, laid in
            var object = InlineObject(
                byteOffset: offset, size: laid.size, ascent: Self.inlineBlockAscent(laid, style: blockStyles[offset]),
                image: nil)
            if let style = blockStyles[offset] {
                object.offset = Self.relativeShift(style, containingWidth: width, containingDirection: direction)
                object.alignment = Self.lineAlignment(style)
            }
            return object
        }
        spec.objects.sort { $0.byteOffset < $1.byteOffset }
        content.addingInlineBoxes(to: &spec, containingWidth: width)
        let decorations = prepareDecorations(&spec)
        // `::first-line`: the first line is broken with the style on all its candidates, and the
        // paragraph keeps the style on what that line holds (CSS Pseudo-Elements 4 §2.1).
        var firstLineSpec: ParagraphSpec?
        if let firstLine = content.firstLine {
            let styled = spec.styled(firstLine: firstLine, through: .max)
            let end =
                shaper.shape(
                    ParagraphChunk(styled, from: 0, limit: paragraphChunkBytes, wordLimit: wordChunkBytes).spec, width: width
                ).lines.first?
                .byteRange.upperBound ?? 0
            spec = spec.styled(firstLine: firstLine, through: end)
            firstLineSpec = styled
        }
        let source = ParagraphSource(spec: spec, isGenerated: false)
        for (offset, block) in inlineBlocks {
            for case .text(let line) in block.fragments where line.paragraph.source.host == nil {
                line.paragraph.source.host = (source, offset)
            }
        }
        let top = resolveMargins(opening: true)
        var placer = SegmentPlacer(
            source: source, floats: content.floats, inlineBlocks: inlineBlocks, x: x, width: width, y: top,
            wordLimit: wordChunkBytes)
        placer.firstLineSpec = firstLineSpec
        placer.decorations = decorations
        let textLength = spec.text.utf8.count
        placer.positionedOffsets = content.positioned.map { min($0.byteOffset, textLength) }
        let lines = placer.run(in: self)
        let anchors = anchorLines(content.anchors, lines: lines)
        for (i, line) in lines.enumerated() {
            // A float is in reading order at its anchor: before the line's text when it starts the
            // line (a drop cap), after it otherwise (a line number at the end of a verse).
            var fragments = line.fragments, links = line.links, top = line.top, bottom = line.bottom
            for placed in line.floats where !placed.isFragmented {
                if (placed.anchor ?? 0) <= line.byteRange.lowerBound {
                    queueFloat(placed)
                } else {
                    fragments += placed.fragments
                    links += placed.links
                    top = min(top, placed.rect.minY)
                    bottom = max(bottom, placed.rect.maxY)
                }
            }
            pendingAnchors += anchors[i]
            for (item, point) in line.staticPositions {
                deferPositioned(content.positioned[item].box, x: x, containingWidth: width, staticPosition: point)
            }
            let avoid = i > 0 && (i < style.orphans || lines.count - i < style.widows || top < line.top)
            emitAtom(top: top, bottom: bottom, fragments: fragments, links: links, avoidBreakBefore: avoid)
        }
        cursorY = max(placer.y, top)
        // A box no line took (a paragraph without lines) stands where the paragraph ends.
        let taken = lines.reduce(0) { $0 + $1.staticPositions.count }
        for item in content.positioned[taken...] { deferPositioned(item.box, x: x, containingWidth: width) }
    }

    /// Where a relatively positioned atomic inline (a picture, an inline-block) is drawn from
    /// its place on the line (CSS 2.1 §9.4.3); nothing for any other.
    static func relativeShift(_ style: ComputedStyle, containingWidth: Double, containingDirection: Direction) -> Point {
        guard style.position == .relative else { return Point(x: 0, y: 0) }
        let (dx, dy) = relativeOffset(style, containingWidth: containingWidth, containingDirection: containingDirection)
        return Point(x: dx, y: dy)
    }

    /// How far an inline-block rises above the baseline: to its last line's baseline (its
    /// bottom without text), raised or lowered by `vertical-align`; `middle` puts its midpoint
    /// half an x-height (about 0.25 em) above the baseline (CSS 2.1 §10.8.1).
    static func inlineBlockAscent(_ laid: AtomicBoxContent, style: ComputedStyle?) -> Double {
        atomicAscent(height: laid.size.height, natural: laid.lastBaseline ?? laid.size.height, style: style)
    }

    /// How far an atomic inline `height` tall whose baseline is `natural` below its top (a
    /// picture's is its bottom) rises above the line's baseline under its `vertical-align`.
    static func atomicAscent(height: Double, natural: Double, style: ComputedStyle?) -> Double {
        guard let style else { return natural }
        if style.verticalAlign == .middle { return height / 2 + style.fontSize * 0.25 }
        return natural + VerticalAlignment.shift(style.verticalAlign, parentFontSize: style.fontSize)
    }

    /// `vertical-align: top` and `bottom` align a box with its line box, not its baseline.
    static func lineAlignment(_ style: ComputedStyle) -> LineAlignment {
        switch style.verticalAlign {
        case .top: .top
        case .bottom: .bottom
        default: .baseline
        }
    }

    /// An image laid out as a block of its own.
    func layoutBlockImage(_ image: ImageBox, style: ComputedStyle, x: Double, width: Double) {
        // The picture's own box is open: its percentages are of the block around it.
        let size = usedImageSize(image, style: style, containingWidth: width, containingHeight: parentPercentageBase)
        let top = resolveMargins(opening: true)
        if size.height > 0 {
            var fragment = ImageFragment(
                rect: Rect(origin: Point(x: x, y: top), size: size), href: image.href, alt: image.alt,
                fit: style.objectFit, naturalSize: image.intrinsicSize)
            fragment.opacity = style.opacity
            let shown = style.visibility == .visible && image.showsPicture
            emitAtom(top: top, bottom: top + size.height, fragments: shown ? [.image(fragment)] : [], links: [])
        }
        cursorY = top + size.height
    }

    /// The marker of a list item, beside the first atom of the item: outside the content box,
    /// on the first line's baseline (CSS Lists 3 §3.1). A counter's suffix is ". " (CSS Counter
    /// Styles 3 §6.1), so "3." ends a space's width before the content, as browsers draw it; a
    /// symbol (`•`) keeps half an em, nearer the gap browsers leave after their bullet shapes.
    func markerFragments(_ pending: PendingMarker, atomTop: Double, fragments: [Fragment]) -> [Fragment] {
        let text = pending.marker.text
        var spec = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: pending.marker.style)])
        spec.vertical = pending.vertical
        let shaped = shaper.shape(spec, width: 10_000)
        guard let line = shaped.lines.first else { return [] }
        let gap = pending.marker.isSymbol ? pending.marker.style.fontSize * 0.5 : spaceWidth(spec)
        var baseline = atomTop + line.baseline
        if case .text(let first)? = fragments.first { baseline = first.origin.y }
        let x = pending.direction == .rtl ? pending.contentX + pending.contentWidth + gap : pending.contentX - gap - line.width
        let paragraph = FlowParagraph(source: ParagraphSource(spec: spec, isGenerated: true), shaped: shaped)
        return [
            .text(
                TextFragment(
                    paragraph: paragraph, line: 0, origin: Point(x: x, y: baseline),
                    rect: Rect(x: x, y: baseline - line.baseline, width: line.width, height: line.height)))
        ]
    }

    /// The width of a space in the style of `spec`'s first run.
    private func spaceWidth(_ spec: ParagraphSpec) -> Double {
        func width(_ text: String) -> Double {
            var probe = spec
            probe.text = text
            probe.runs = spec.runs.prefix(1).map { TextRun(range: 0..<text.utf8.count, style: $0.style) }
            return shaper.shape(probe, width: 10_000).lines.first?.width ?? 0
        }
        return max(0, width("0 0") - width("00"))
    }

    /// The clickable areas of the paragraph's links, per line; `y` places a y of the shaped
    /// paragraph in the flow.
    func linkRegions(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, x: Double, y: (Double) -> Double,
        lineCount: Int
    ) -> [[LinkRegion]] {
        var regions = [[LinkRegion]](repeating: [], count: lineCount)
        for run in spec.runs {
            guard let href = run.link else { continue }
            for piece in shaped.rects(forByteRange: run.range) where piece.line < lineCount {
                let rect = Rect(x: piece.rect.x + x, y: y(piece.rect.y), width: piece.rect.width, height: piece.rect.height)
                regions[piece.line].append(LinkRegion(rect: rect, href: href, isNoteref: run.isNoteref))
            }
        }
        return regions
    }

    /// The atomic inlines on line `line` of a segment starting at byte `offset` of its paragraph:
    /// images and inline-blocks, `ascent` of each above the baseline.
    func objectFragments(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, line: Int, x: Double, baselineY: Double,
        offset: Int, inlineBlocks: [Int: AtomicBoxContent]
    ) -> (fragments: [Fragment], links: [LinkRegion]) {
        let range = shaped.lines[line].byteRange
        var fragments: [Fragment] = [], links: [LinkRegion] = []
        for object in spec.objects(in: range) where object.size.height > 0 {
            let rects = shaped.rects(forByteRange: object.byteRange)
            guard let rect = rects.first?.rect else { continue }
            // A top- or bottom-aligned box is at the line box's top or bottom.
            let shapedLine = shaped.lines[line]
            let ascent =
                switch object.alignment {
                case .baseline: object.ascent
                case .top: shapedLine.baseline - shapedLine.top
                case .bottom: object.size.height - (shapedLine.bottom - shapedLine.baseline)
                }
            let frame = Rect(
                x: x + rect.x + object.offset.x, y: baselineY - ascent + object.offset.y, width: object.size.width,
                height: object.size.height)
            if let image = object.image {
                var fragment = ImageFragment(rect: frame, href: image, alt: "", fit: object.fit, naturalSize: object.naturalSize)
                fragment.opacity = object.opacity
                fragments.append(.image(fragment))
            } else if let block = inlineBlocks[object.byteOffset + offset] {
                let placed = block.placed(at: frame.origin)
                fragments += placed.fragments
                links += placed.links
            }
        }
        return (fragments, links)
    }

    /// The backgrounds and borders of the inline boxes on line `line`: across the box's content
    /// area (its font's ascent and descent) plus vertical padding and borders; the start border
    /// and padding on the line where the box starts, the end ones where it ends (CSS 2.1 §10.6.1,
    /// `box-decoration-break: slice`).
    func inlineBoxFragments(
        _ spec: ParagraphSpec, _ shaped: any ShapedParagraph, line: Int, x: Double,
        baselineY: Double
    ) -> [Fragment] {
        guard !spec.inlineBoxes.isEmpty, line < shaped.lines.count else { return [] }
        let lineRange = shaped.lines[line].byteRange
        let rtl = spec.direction == .rtl
        var fragments: [Fragment] = []
        for box in spec.inlineBoxes where box.range.overlaps(lineRange) {
            let starts = box.opens && lineRange.contains(box.range.lowerBound)
            let ends = box.closes && box.range.upperBound <= lineRange.upperBound
            let onLine = box.range.clamped(to: lineRange)
            var pieces = shaped.rects(forByteRange: onLine).filter { $0.line == line }.map(\.rect)
            if starts { pieces += spacerRects(spec, shaped, at: box.range.lowerBound, line: line) }
            if ends { pieces += spacerRects(spec, shaped, at: box.range.upperBound - InlineBox.spacer.utf8.count, line: line) }
            guard var left = pieces.map(\.minX).min(), var right = pieces.map(\.maxX).max() else { continue }
            var borders = box.borderWidths
            let (hasLeft, hasRight) = rtl ? (ends, starts) : (starts, ends)
            if hasLeft { left += box.margin.left } else { borders.left = 0 }
            if hasRight { right -= box.margin.right } else { borders.right = 0 }
            if (hasLeft && box.margin.left < 0) || (hasRight && box.margin.right < 0) {
                // A spacer narrower than its border and padding (a negative margin pulls the text
                // in) has no extent of its own to start from: the edge stands out from the text.
                let length = InlineBox.spacer.utf8.count
                let lower = starts ? onLine.lowerBound + length : onLine.lowerBound
                let upper = ends ? onLine.upperBound - length : onLine.upperBound
                let text = lower..<max(lower, upper)
                let inner = text.isEmpty ? [] : shaped.rects(forByteRange: text).filter { $0.line == line }.map(\.rect)
                if hasLeft, box.margin.left < 0, let textLeft = inner.map(\.minX).min() {
                    left = textLeft - box.padding.left - borders.left
                }
                if hasRight, box.margin.right < 0, let textRight = inner.map(\.maxX).max() {
                    right = textRight + box.padding.right + borders.right
                }
            }
            let metrics = shaper.fontMetrics(box.textStyle)
            // The shaper centres vertical text on its baseline: so is its content area.
            let centred = (metrics.ascent + metrics.descent) / 2
            let (above, below) = widthCache.flowIsVertical ? (centred, centred) : (metrics.ascent, metrics.descent)
            // A `vertical-align: top | bottom` box stands on its line box's edge.
            let shapedLine = shaped.lines[line]
            let lineRise =
                box.textStyle.lineAligned?.rise(
                    lineTop: shapedLine.top - shapedLine.baseline, lineBottom: shapedLine.bottom - shapedLine.baseline) ?? 0
            let baseline = baselineY - box.textStyle.baselineShift - lineRise
            let top = baseline - above - box.padding.top - borders.top
            let bottom = baseline + below + box.padding.bottom + borders.bottom
            let rect = Rect(x: x + left, y: top, width: max(0, right - left), height: bottom - top)
            // Each line's piece is a box of its own (`box-decoration-break: slice` is not followed
            // for image layers: each piece positions them anew, as `clone` would).
            let effects = box.effects.flatMap { BoxEffects($0, rect: rect, borders: borders, padding: box.padding) }
            fragments.append(
                .box(
                    BoxFragment(
                        rect: rect, background: box.background, borderWidths: borders,
                        borderStyles: box.borderStyles, borderColors: box.borderColors, effects: effects)))
        }
        return fragments
    }

    /// Where the spacer at byte `offset` sits on line `line`. A shaper may give its range no
    /// width, at its logical start (the left edge, the right in a right-to-left paragraph).
    private func spacerRects(_ spec: ParagraphSpec, _ shaped: any ShapedParagraph, at offset: Int, line: Int) -> [Rect] {
        guard let object = spec.objects(in: offset..<(offset + 1)).first else { return [] }
        return shaped.rects(forByteRange: object.byteRange).filter { $0.line == line }.map { piece in
            guard piece.rect.width < object.size.width / 2 else { return piece.rect }
            let x = spec.direction == .rtl ? piece.rect.minX - object.size.width : piece.rect.minX
            return Rect(x: x, y: piece.rect.minY, width: object.size.width, height: piece.rect.height)
        }
    }

    /// The ids that start on each line: the last line starting at or before each, found by
    /// binary search (a paragraph of thousands of verses has thousands of ids and lines).
    private func anchorLines(_ anchors: [InlineAnchor], lines: [PlacedLine]) -> [[String]] {
        var result = [[String]](repeating: [], count: lines.count)
        guard !lines.isEmpty else { return result }
        for anchor in anchors {
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if lines[middle].byteRange.lowerBound <= anchor.byteOffset { low = middle + 1 } else { high = middle }
            }
            result[max(0, low - 1)].append(anchor.id)
        }
        return result
    }
}
