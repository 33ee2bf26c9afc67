import RRenderCore
import RRenderStyle
import RRenderXML

/// What the box builder needs from the publication: resolving hrefs and sizing images.
public struct BoxBuildContext {
    /// Resolves an href written in the document (`../images/a.png`, `#note1`) to a publication
    /// href or an external URL; nil when it cannot be resolved.
    public var resolveHREF: (String) -> String?
    /// The natural size of the image resource at a resolved href, nil when missing or unreadable.
    public var imageSize: (String) -> Size?
    /// Hyphenation for `hyphens: auto`; nil leaves words whole.
    public var hyphenator: (any Hyphenator)?
    /// The bytes of the publication resource at a resolved href (no fragment), nil when missing;
    /// used to embed the images an inline `<svg>` shows. Nil: such images are left out.
    public var resourceData: ((String) -> [UInt8]?)?
    /// True when a resolved href is an image that can be shown (itself or through its manifest
    /// fallbacks): an `<object>` whose data is one is replaced by it. Nil: objects always show
    /// their children.
    public var isImage: ((String) -> Bool)?
    /// Measures fonts for `vertical-align: text-top | text-bottom | middle` on inline text
    /// (the shaper's fonts); nil: the fallback metrics of `FontRelativeMetrics`.
    public var fontMetrics: (any FontMetricsSource)?

    public init(
        resolveHREF: @escaping (String) -> String?, imageSize: @escaping (String) -> Size?,
        hyphenator: (any Hyphenator)? = nil, resourceData: ((String) -> [UInt8]?)? = nil
    ) {
        self.resolveHREF = resolveHREF
        self.imageSize = imageSize
        self.hyphenator = hyphenator
        self.resourceData = resourceData
    }
}

/// Turns a styled tree into block boxes with inline content (CSS 2.1 §9.2): block-level elements
/// become blocks, runs of inline content become paragraphs (anonymous blocks where they sit
/// beside blocks), `display: none` disappears, tables and list items get their structure.
public struct BoxTreeBuilder {
    let context: BoxBuildContext
    /// The document's writing mode: in a vertical one, boxes carry logical styles and sizes.
    private(set) var writingMode: WritingMode = .horizontalTB
    /// Names the elements whose paragraphs the builder makes (set by `build`).
    private(set) var selectors: ElementSelectors?
    /// The page's CSS for SVG elements by element index (`StyledDocument.svgPresentation`).
    private(set) var svgPresentation: [Int: String] = [:]
    /// The styles of the anonymous blocks made so far, shared.
    let anonymousStyles = AnonymousStyles()
    /// The document's SVG definitions by id, for inline SVGs that use another's (set by `build`).
    private(set) var svgDefinitions: SVGSharedDefinitions?

    public init(context: BoxBuildContext) {
        self.context = context
    }

    /// The box of the whole document, from its root element. A document whose body is in a
    /// vertical writing mode is built with logical styles (see `LogicalStyles`).
    public func build(_ document: StyledDocument) -> BlockBox {
        let mode = document.body.style.writingMode
        var builder = self
        builder.selectors = ElementSelectors(root: document.root.element)
        builder.svgPresentation = document.svgPresentation
        builder.svgDefinitions = SVGSharedDefinitions(root: document.root.element)
        guard mode.isVertical else { return Self.propagatingBodyBackground(builder.blockContainer(document.root, marker: nil)) }
        builder.writingMode = mode
        return Self.propagatingBodyBackground(
            builder.blockContainer(LogicalStyles.converting(document.root, mode: mode), marker: nil))
    }

    /// The root box with the body's background layers when the root has no background of its
    /// own; the body then paints none (CSS Backgrounds 3 §2.11.2). Layout paints the root's
    /// layers over the whole page (see `Flow.canvasLayers`).
    static func propagatingBodyBackground(_ root: BlockBox) -> BlockBox {
        guard !root.style.effects.hasImages, root.style.backgroundColor.isTransparent,
            case .blocks(var children) = root.content,
            let body = children.firstIndex(where: { $0.tag == "body" }), children[body].style.effects.hasImages
        else { return root }
        var box = root
        let layers = children[body].style.effects
        box.style.effects.backgroundImages = layers.backgroundImages
        box.style.effects.backgroundPositions = layers.backgroundPositions
        box.style.effects.backgroundSizes = layers.backgroundSizes
        box.style.effects.backgroundRepeats = layers.backgroundRepeats
        children[body].style.effects.backgroundImages = []
        box.content = .blocks(children)
        return box
    }

    /// A block container for `element`: its children as blocks, or one paragraph. A marker
    /// `list-style-position: inside` is the first text of the item (CSS Lists 3 §3.1).
    func blockContainer(_ element: StyledElement, marker: ListMarker?) -> BlockBox {
        // Builders of another mode are made in a function of their own, never inlined: this
        // frame, once per level of nesting, holds no copy of the builder (`DeepDocumentTests`).
        orthogonalContainer(element, marker: marker) ?? blockContainerOfItsMode(element, marker: marker)
    }

    /// A block container whose mode is orthogonal to the builder's, built in its own mode; nil
    /// for any other.
    @inline(never) private func orthogonalContainer(_ element: StyledElement, marker: ListMarker?) -> BlockBox? {
        let mode = element.style.writingMode
        if writingMode.isVertical, LogicalStyles.isHorizontalInVertical(element) {
            // A horizontal box in vertical text: its own style is logical, what is inside it
            // kept its physical styles (`LogicalStyles.converting`).
            var inner = self
            inner.writingMode = .horizontalTB
            return inner.blockContainerOfItsMode(element, marker: marker)
        }
        guard mode.isVertical, !writingMode.isVertical, element.name != "html", element.name != "body" else { return nil }
        // A vertical box in a horizontal document (an orthogonal flow, laid out in its own mode
        // by `FlowLayout.layoutOrthogonal`): its own style stays physical, what is inside it
        // takes logical styles as a vertical document's does.
        var inner = self
        inner.writingMode = mode
        let logical = LogicalStyles.converting(element, mode: mode)
        return inner.blockContainerOfItsMode(
            StyledElement(
                element: element.element, index: element.index, sharedStyle: element.sharedStyle, children: logical.children,
                isGenerated: element.isGenerated, firstLine: element.firstLine), marker: marker)
    }

    /// A table of the other orientation than the text around it (a horizontal table in vertical
    /// text, its styles left physical by `LogicalStyles`; a vertical table in horizontal text):
    /// built in its own mode, inside an anonymous block of that mode that the flow lays out as
    /// it does any orthogonal block (`FlowLayout.layoutOrthogonal`).
    @inline(never) func orthogonalTable(_ element: StyledElement) -> BlockBox {
        let mode = element.style.writingMode
        var inner = self
        inner.writingMode = mode
        var style = element.style.inheritingProperties()
        style.display = .block
        // The table's margins are the block's, in the outer flow's terms: there they collapse
        // with the margins around it.
        style.margin = writingMode.isVertical ? LogicalStyles.rotated(element.style.margin, writingMode) : element.style.margin
        // In vertical text the table and what is inside it take logical styles, as a vertical
        // document's do.
        let own = mode.isVertical ? LogicalStyles.converting(element, mode: mode) : element
        var table = own.style
        table.margin = Sides(all: .px(0))
        let unmargined = StyledElement(
            element: own.element, index: own.index, sharedStyle: SharedStyle(table), children: own.children,
            isGenerated: own.isGenerated, firstLine: own.firstLine)
        return BlockBox(style: style, source: nil, tag: "div", content: .blocks([inner.table(unmargined)]))
    }

    /// `blockContainer` for an element in the builder's writing mode.
    private func blockContainerOfItsMode(_ element: StyledElement, marker: ListMarker?) -> BlockBox {
        let index = element.index
        var collector = BlockCollector(
            sharedStyle: element.sharedStyle, hyphenator: context.hyphenator,
            anonymousStyles: anonymousStyles, selector: selectors.map { names in { names.selector(of: index) } })
        var outsideMarker = marker
        if let marker, element.style.listStylePosition == .inside {
            collector.inline.appendText(
                marker.text + " ", style: marker.style, whiteSpace: .normal, transform: .none, link: nil,
                generated: true)
            outsideMarker = nil
        }
        collectChildren(of: element, into: &collector, inline: InlineContext())
        // An anonymous table box stands for no element of its own (its index is its parent's).
        let source = AnonymousTableObjects.isAnonymous(element) ? nil : element.index
        let box = BlockBox(
            sharedStyle: element.sharedStyle, source: source, tag: element.name,
            anchorID: element.element.id, content: collector.finish(), marker: outsideMarker)
        return element.firstLine.map(box.applyingFirstLine) ?? box
    }

    /// True for MathML elements other than tokens: white space between their children is not
    /// rendered (MathML Core §2.1.4; only token elements hold text).
    static func dropsWhiteSpace(_ element: StyledElement) -> Bool {
        element.element.namespace == Namespace.mathML && !["mi", "mn", "mo", "mtext", "ms"].contains(element.name)
    }

    /// Adds the children of `element` to `collector`; inline elements are entered recursively,
    /// block-level ones become boxes of their own.
    func collectChildren(of element: StyledElement, into collector: inout BlockCollector, inline: InlineContext) {
        var numbering = ListNumbering(list: element)
        // Table parts outside a table get an anonymous one (CSS 2.1 §17.2.1).
        let children =
            AnonymousTableObjects.hasMisparentedParts(element)
            ? AnonymousTableObjects.wrappingMisparentedParts(of: element) : element.children
        for child in children {
            switch child {
            case .text(let text):
                if Self.dropsWhiteSpace(element), text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
                    continue
                }
                let start = collector.inline.byteCount
                collector.inline.appendText(
                    text, style: inline.textStyle(element.style), whiteSpace: element.style.whiteSpace,
                    transform: element.style.textTransform, link: inline.link,
                    generated: inline.generated || element.isGenerated, fullWidth: element.style.fullWidth)
                collector.inline.combineUpright(from: start, element.style.eastAsian.combineUpright)
            case .element(let child):
                guard child.style.display != .none else { continue }
                if child.style.display == .listItem {
                    let marker = listMarker(for: child, ordinal: numbering.next(child))
                    collector.addBlock(blockContainer(child, marker: marker))
                } else {
                    collectElement(child, parent: element, into: &collector, inline: inline)
                }
            }
        }
    }

    func collectElement(
        _ child: StyledElement, parent: StyledElement, into collector: inout BlockCollector,
        inline: InlineContext
    ) {
        // One level per element of a document up to 256 deep: each kind of element is collected
        // in a function of its own, never inlined, so that this frame holds no computed style
        // (half a kilobyte, copied by every read of `child.style` in a debug build).
        let display = child.sharedStyle.value.display
        if child.sharedStyle.value.float != .none {
            collectFloat(child, into: &collector)
        } else if child.sharedStyle.value.wasInlineLevel, collector.inline.hasContent, !child.isReplaced {
            collector.inline.addPositioned(blockContainer(child, marker: nil))
        } else if collectReplaced(child, into: &collector, inline: inline) {
            return
        } else if display == .table, isOrthogonalTable(child) {
            collector.addBlock(orthogonalTable(child))
        } else if display == .table {
            collector.addBlock(table(child))
        } else if display == .inlineTable || display == .inlineBlock {
            collectInlineBlock(child, into: &collector, inline: inline)
        } else if display.isBlockLevel || display.isTablePart {
            collector.addBlock(blockContainer(child, marker: nil))
        } else {
            collectInlineElement(child, parent: parent, into: &collector, inline: inline)
        }
    }

    /// True for a table of the other orientation than the text around it (`orthogonalTable`).
    @inline(never)
    private func isOrthogonalTable(_ child: StyledElement) -> Bool {
        writingMode.isVertical ? LogicalStyles.isHorizontalTable(child) : child.style.writingMode.isVertical
    }

    /// A float beside text stays in its paragraph; one before any text floats on its own.
    @inline(never)
    private func collectFloat(_ child: StyledElement, into collector: inout BlockCollector) {
        let box = floatBox(child)
        if collector.inline.hasContent { collector.inline.addFloat(box) } else { collector.addBlock(box) }
    }

    /// An image or a line break; false for any other element.
    @inline(never)
    private func collectReplaced(_ child: StyledElement, into collector: inout BlockCollector, inline: InlineContext) -> Bool {
        let style = child.style
        if let image = replacedImage(child) {
            if let alt = altText(of: child, for: image) {
                collectAltText(alt, of: child, into: &collector, inline: inline)
            } else if style.display.isBlockLevel {
                collector.addBlock(
                    BlockBox(
                        sharedStyle: child.sharedStyle, source: child.index, tag: child.name,
                        anchorID: child.element.id, content: .image(image)))
            } else {
                if let id = child.element.id { collector.inline.addAnchor(id) }
                if Self.hasBoxEdges(style) {
                    // Margins, borders, padding or a background: the picture is laid out inside
                    // them as an atomic inline box, whose bottom margin edge sits on the baseline
                    // like the picture's own (CSS 2.1 §10.8.1).
                    let box = BlockBox(
                        sharedStyle: child.sharedStyle, source: child.index, tag: child.name, anchorID: nil,
                        content: .image(image))
                    collector.inline.appendInlineBlock(box, textStyle: inline.textStyle(style), link: inline.link)
                } else {
                    collector.inline.appendImage(image, style: style, textStyle: inline.textStyle(style), link: inline.link)
                }
            }
            return true
        }
        guard child.name == "br" else { return false }
        collector.inline.appendLineBreak(style: inline.textStyle(style))
        return true
    }

    /// True when a box styled so has margins, borders, padding or a background around its content.
    static func hasBoxEdges(_ style: ComputedStyle) -> Bool {
        let sides = [style.margin.top, style.margin.right, style.margin.bottom, style.margin.left]
        return sides.contains { $0 != .px(0) } || style.usedBorderWidths != .zero || style.paintsDecoration
            || [style.padding.top, style.padding.right, style.padding.bottom, style.padding.left].contains { $0 != .zero }
    }

    /// An inline-block or inline-table: it sits on the line like a big character (CSS 2.1 §17.4).
    @inline(never)
    private func collectInlineBlock(_ child: StyledElement, into collector: inout BlockCollector, inline: InlineContext) {
        if let id = child.element.id { collector.inline.addAnchor(id) }
        let box = child.style.display == .inlineTable ? table(child) : blockContainer(child, marker: nil)
        collector.inline.appendInlineBlock(box, textStyle: inline.textStyle(child.style), link: inline.link)
    }

    /// An inline element: its children join the paragraph, inside an inline box when it has edges.
    @inline(never)
    private func collectInlineElement(
        _ child: StyledElement, parent: StyledElement, into collector: inout BlockCollector,
        inline: InlineContext
    ) {
        if let id = child.element.id { collector.inline.addAnchor(id) }
        let entered = inline.entering(
            child, parentStyle: parent.style, metrics: context.fontMetrics, resolve: context.resolveHREF)
        var boxStyle = child.style
        if MathOperator.isOperator(child) { boxStyle = MathOperator.spaced(child, in: parent) }
        let boxed = InlineBox.isNeeded(for: boxStyle)
        // Its direction enters the paragraph's bidi algorithm as formatting characters around
        // it, edges included (CSS 2.1 §9.10).
        let bidi = child.style.unicodeBidi.controls(child.style.direction)
        collector.inline.appendBidiControl(bidi.open, textStyle: entered.textStyle(child.style))
        if boxed { collector.inline.openBox(style: boxStyle, textStyle: entered.textStyle(child.style)) }
        if Self.isRuby(child) {
            collectRuby(child, into: &collector, inline: entered)
        } else {
            collectChildren(of: child, into: &collector, inline: entered)
        }
        if boxed { collector.inline.closeBox() }
        collector.inline.appendBidiControl(bidi.close, textStyle: entered.textStyle(child.style))
    }

    /// The box of a floated element: an image, a table or a block container.
    private func floatBox(_ element: StyledElement) -> BlockBox {
        if let image = replacedImage(element) {
            return BlockBox(
                sharedStyle: element.sharedStyle, source: element.index, tag: element.name, anchorID: element.element.id,
                content: .image(image))
        }
        if element.style.display == .table { return table(element) }
        return blockContainer(element, marker: nil)
    }

    /// The image an element stands for, with its natural size in logical terms (a vertical
    /// document's logical width is the physical height).
    func replacedImage(_ element: StyledElement) -> ImageBox? {
        guard var image = physicalReplacedImage(element) else { return nil }
        if writingMode.isVertical, let size = image.intrinsicSize {
            image.intrinsicSize = Size(width: size.height, height: size.width)
        }
        if writingMode.isVertical, let natural = image.partialDimensions {
            image.partialDimensions = NaturalDimensions(
                width: natural.height, height: natural.width, ratio: natural.ratio.map { 1 / $0 })
        }
        return image
    }

    /// The image an element stands for: `<img src>`, an `<svg>` that only wraps one `<image>`
    /// (the usual EPUB cover page), or any other inline `<svg>` (drawn as a whole, see `InlineSVG`).
    private func physicalReplacedImage(_ element: StyledElement) -> ImageBox? {
        let dom = element.element
        var source: String?
        if dom.name == "iframe", dom.namespace == Namespace.xhtml {
            return .frame
        } else if dom.name == "img" {
            source = dom.attribute("src")
        } else if dom.name == "object", let data = dom.attribute("data"), let isImage = context.isImage,
            let href = context.resolveHREF(data), isImage(href)
        {
            // HTML §4.8.7: an object whose data can be shown shows it; otherwise its children
            // (the object's fallback content) are laid out, as for any element. The data's
            // manifest fallback chain counts (EPUB 3.3 §3.5.1): `imageBytes` follows it.
            source = data
        } else if dom.name == "svg", dom.namespace == Namespace.svg {
            source = InlineSVG.wrappedImageSource(dom)
            if source == nil {
                return InlineSVG(context: context, presentation: svgPresentation, definitions: svgDefinitions).image(for: element)
            }
        }
        guard let source else { return nil }
        let href = context.resolveHREF(source) ?? source
        var size = context.imageSize(href)
        if dom.name == "svg", let box = SVGViewBox(dom.attribute("viewBox")) { size = size ?? box.size }
        return ImageBox(href: href, intrinsicSize: size, alt: dom.attribute("alt") ?? "")
    }

    private func listMarker(for item: StyledElement, ordinal: Int) -> ListMarker? {
        guard let text = ListMarkerText.text(for: item.style.listStyleType, ordinal: ordinal) else { return nil }
        let symbols: Set<ListStyleType> = [.disc, .circle, .square]
        return ListMarker(
            text: text, style: TextStyle(item.style, decoration: [], baselineShift: 0),
            isSymbol: symbols.contains(item.style.listStyleType))
    }
}

/// The state carried into inline elements: accumulated decorations, baseline shift and link.
struct InlineContext {
    var decoration: TextDecoration = []
    var baselineShift: Double = 0
    /// The `vertical-align: top | bottom` box the content is in, nil for none.
    var lineAligned: LineAlignedBox?
    var link: InlineLink?
    /// True inside `::before`/`::after`.
    var generated = false

    func textStyle(_ style: ComputedStyle) -> TextStyle {
        var text = TextStyle(style, decoration: decoration.union(style.textDecoration), baselineShift: baselineShift)
        text.lineAligned = lineAligned
        return text
    }

    /// The context inside `element`, a child of an element styled `parentStyle`.
    func entering(
        _ element: StyledElement, parentStyle: ComputedStyle, metrics: (any FontMetricsSource)?,
        resolve: (String) -> String?
    ) -> InlineContext {
        var inner = self
        inner.decoration.formUnion(element.style.textDecoration)
        if let box = VerticalAlignment.lineAlignedBox(element.style, metrics: metrics) {
            // Placed against the line box, whatever its parent's baseline: shifts start again.
            inner.lineAligned = box
            inner.baselineShift = 0
        } else {
            inner.baselineShift += VerticalAlignment.textShift(element.style, parent: parentStyle, metrics: metrics)
        }
        if element.style.position == .relative {
            // A relatively positioned inline element moves up or down (CSS 2.1 §9.4.3: `sup {
            // position: relative; top: -0.5em }`), drawn as a baseline shift; sideways offsets are not drawn.
            inner.baselineShift -= FlowLayout.relativeOffset(element.style, containingWidth: 0).dy
        }
        inner.generated = generated || element.isGenerated
        if element.name == "a", let href = element.element.attribute("href") {
            inner.link = resolve(href).map { InlineLink(href: $0, isNoteref: InlineLink.isNoteref(element.element)) } ?? link
        }
        return inner
    }
}

/// A parsed SVG `viewBox` ("min-x min-y width height").
struct SVGViewBox {
    let size: Size

    init?(_ text: String?) {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else { return nil }
        size = Size(width: numbers[2].clampedLength, height: numbers[3].clampedLength)
    }
}
