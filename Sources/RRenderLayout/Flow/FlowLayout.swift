import RRenderCore
import RRenderStyle

/// Lays a box tree out as a `Flow`: blocks stacked top to bottom with collapsed margins
/// (CSS 2.1 §8.3.1), paragraphs shaped into lines, images sized, tables gridded. Each line,
/// image or table row becomes an atom; pagination later chooses breaks between atoms.
public final class FlowLayout {
    let shaper: any TextShaper
    /// The height of a page's content area: images never grow taller than this.
    let pageHeight: Double
    let flow = Flow()
    var cursorY: Double = 0
    var margins = CollapsedMargin()
    var openBlocks: [OpenBlock] = []
    var pending = PendingBreak()
    var pendingAnchors: [String] = []
    var pendingMarker: PendingMarker?
    /// The floats of this flow (a block formatting context).
    var floatArea = FloatArea()
    /// Floats placed since the last atom.
    var pendingFloat = PendingFloat()
    /// Block-level floats met before the in-flow content after them: placed once the margins
    /// before that content are resolved.
    var deferredFloats: [DeferredFloat] = []
    /// Floats taller than a page, laid out as atoms of their own: merged into the flow when it
    /// is finished, so that they break across pages beside the content around them.
    var fragmentedFloats: [FragmentedFloat] = []
    /// The atom count when the outermost `break-inside: avoid` block was entered.
    var avoidInsideFrom: Int?
    /// Absolutely positioned boxes and their containing blocks (`FlowLayout+Positioned`).
    var positioning = PositioningState()

    /// The height of this flow's containing block when definite (the page's content area for a
    /// page; an atomic or positioned box's own height), which the percentage heights of its top
    /// boxes are of; nil: they are `auto` (CSS 2.1 §10.5).
    var containingHeight: Double?

    /// Content widths measured in this resource, shared with the flows of cells and atomic boxes.
    let widthCache: ContentWidthCache
    /// How long a paragraph may be before it is shaped in chunks (`ParagraphChunk`); tests lower it.
    public var paragraphChunkBytes = ParagraphSpec.chunkBytes

    /// A flow for a page's content: absolutely positioned boxes are taken out of it, placed
    /// against the page (`pageBox`, in the content area's coordinates, for `position: fixed`;
    /// nil: the content area).
    /// `imagesFitPage` false (scroll mode) lets images be taller than a page.
    public convenience init(shaper: any TextShaper, pageHeight: Double, pageBox: Rect? = nil, imagesFitPage: Bool = true) {
        self.init(shaper: shaper, pageHeight: pageHeight, widthCache: ContentWidthCache())
        containingHeight = pageHeight
        widthCache.imagesFitPage = imagesFitPage
        positioning.enabled = true
        positioning.pageBox = pageBox
    }

    init(shaper: any TextShaper, pageHeight: Double, widthCache: ContentWidthCache) {
        self.shaper = shaper
        self.pageHeight = pageHeight
        self.widthCache = widthCache
    }

    /// Lays `root` out at `width` and returns the flow.
    public func layout(_ root: BlockBox, width: Double) -> Flow {
        positioning.flowWidth = width
        var root = root
        if root.style.hasEffects, root.style.effects.hasImages {
            // The root's background is the canvas's, painted over the whole page, not its box's.
            flow.canvasLayers = root.style.effects
            root.style.effects.backgroundImages = []
        }
        layoutBlock(root, x: 0, containingWidth: width)
        return finish()
    }

    /// Lays only the content of `box` (not its margins, borders or padding) out at `width`. The
    /// box establishes a block formatting context (an inline-block, a float, a cell, a positioned
    /// box): its last child's bottom margin stays inside it (CSS 2.1 §10.6.7).
    func layoutContent(of box: BlockBox, width: Double) -> Flow {
        layoutBlockContent(box, x: 0, width: width)
        cursorY = max(0, cursorY + margins.value)
        return finish()
    }

    private func finish() -> Flow {
        placeDeferredFloats(at: cursorY + margins.value)
        finishPositioned()
        if !pendingFloat.isEmpty {
            // Floats after the last content still need an atom to be drawn with.
            let top = pendingFloat.top ?? cursorY
            emitAtom(top: top, bottom: top, fragments: [], links: [])
        }
        let moved = fragmentedFloats.isEmpty ? nil : flow.merge(fragmentedFloats)
        anchorPositioned(movedAtoms: moved)
        // A forced break before the very first content would only make an empty page.
        if !flow.breaks.isEmpty { flow.breaks[0] = BreakPoint(kind: .allowed, resumeY: 0) }
        flow.height = max(flow.height, cursorY, floatArea.bottom)
        removeInvisibleDecorations()
        return flow
    }

    /// What the percentage heights of a box opened now are of: its containing block's content
    /// height when definite, else nil.
    var percentageBase: Double? {
        guard let parent = openBlocks.last else { return containingHeight }
        return parent.contentHeight
    }

    /// The `direction` of the block a box opened now is placed in (the root's own, at the top).
    func containingDirection(for style: ComputedStyle) -> Direction {
        openBlocks.last?.direction ?? style.direction
    }

    /// What the percentage heights of the content of the innermost open block's own box (a
    /// block-level picture's) are of: the block around that box.
    var parentPercentageBase: Double? {
        openBlocks.count >= 2 ? openBlocks[openBlocks.count - 2].contentHeight : containingHeight
    }

    /// Makes the pending collapsed margin real: the cursor moves past it and every block still
    /// waiting for its top edge gets it. `opening` is true when content or a box edge starts
    /// here (the place a page would resume after a break).
    @discardableResult
    func resolveMargins(opening: Bool) -> Double {
        cursorY += margins.value
        margins = CollapsedMargin()
        placeDeferredFloats(at: cursorY)
        var i = openBlocks.count - 1
        while i >= 0, openBlocks[i].top == nil {
            openBlocks[i].top = cursorY
            i -= 1
        }
        if opening, pending.resumeY == nil { pending.resumeY = cursorY }
        return cursorY
    }

    /// Adds an atom after the ones laid out so far, recording the break point before it.
    /// `backgrounds` are an in-flow block's background and borders drawn as the atom: painted
    /// under every float and line of the page (CSS 2.1 Appendix E).
    func emitAtom(
        top: Double, bottom: Double, fragments: [Fragment], links: [LinkRegion], avoidBreakBefore: Bool = false,
        closing: [Fragment] = [], backgrounds: [Fragment] = []
    ) {
        let index = flow.atoms.count
        var fragments = fragments, links = links, top = top, bottom = bottom
        if let marker = pendingMarker {
            pendingMarker = nil
            fragments.insert(contentsOf: markerFragments(marker, atomTop: top, fragments: fragments), at: 0)
        }
        if !pendingFloat.isEmpty {
            // A float travels with the content beside it: drawn first, counted in the atom's extent.
            fragments.insert(contentsOf: pendingFloat.fragments, at: 0)
            links += pendingFloat.links
            if let floatTop = pendingFloat.top, floatTop < top {
                pending.resumeY = min(pending.resumeY ?? floatTop, floatTop)
                top = floatTop
            }
            bottom = max(bottom, pendingFloat.bottom)
            pendingFloat = PendingFloat()
        }
        // The break before the first atom is made neutral in `finish`, once fragmented floats
        // (which may come before it) are merged in.
        let insideAvoid = avoidInsideFrom.map { index > $0 } ?? false
        let kind: BreakPoint.Kind =
            pending.forced
            ? .forced
            : (pending.avoid || avoidBreakBefore || insideAvoid ? .avoid : .allowed)
        let resume = pending.forced ? (pending.forcedResumeY ?? top) : (pending.resumeY ?? top)
        flow.breaks.append(BreakPoint(kind: kind, resumeY: min(resume, top)))
        for anchor in pendingAnchors where flow.anchors[anchor] == nil { flow.anchors[anchor] = index }
        pendingAnchors.removeAll()
        flow.atoms.append(
            Atom(
                top: top, bottom: bottom, fragments: backgrounds.isEmpty ? fragments : backgrounds + fragments,
                links: links, closingFragments: closing, backgroundCount: backgrounds.count))
        flow.height = max(flow.height, bottom)
        pending = PendingBreak()
    }
}

/// Adjoining vertical margins collapse to the largest positive plus the most negative
/// (CSS 2.1 §8.3.1).
struct CollapsedMargin {
    private var positive: Double = 0
    private var negative: Double = 0
    /// Set when the margin is the top margin of a box with clearance (or collapses with one):
    /// the count of blocks open around that box. Such a margin does not collapse through the
    /// bottom of the box's parent (CSS 2.1 §8.3.1).
    var clearanceDepth: Int?

    mutating func add(_ margin: Double) {
        if margin > 0 { positive = max(positive, margin) } else { negative = min(negative, margin) }
    }

    var value: Double { positive + negative }
}

/// A block whose box is open while its content is laid out.
struct OpenBlock {
    /// The top border edge, nil until the margins above it are resolved.
    var top: Double?
    /// Its slot in `flow.decorations`, if it paints a background or borders.
    var decoration: Int?
    /// Its content height when known before its content (see `BlockHeight.definite`).
    var contentHeight: Double?
    /// Its `direction`: the one its children's boxes are placed by.
    var direction: Direction = .ltr
}

/// What is known about the break before the next atom.
struct PendingBreak {
    var forced = false
    var avoid = false
    /// The cursor where a forced break happened: margins after a forced break are kept.
    var forcedResumeY: Double?
    /// The top of the first box opened since the last atom.
    var resumeY: Double?
}

/// A list item's marker, waiting for the item's first atom.
struct PendingMarker {
    let marker: ListMarker
    /// The left edge of the item's content box.
    let contentX: Double
    let contentWidth: Double
    let direction: Direction
    let vertical: Bool
}
