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
    /// Where laying out may stop, once the pages asked for are fixed (`PageStop`); nil lays
    /// the whole flow out.
    var stop: PageStop?
    /// True once `stop` was reached: no block after the one being laid out is begun.
    private(set) var stopped = false
    /// The pages fixed so far, kept once a box crossing a page's end is cut there
    /// (`pageCuts`); nil until one is met.
    var pageTracker: PageStop?
    /// The cuts made so far (`ContentLimits.maximumBoxSlicesPerFlow`).
    var boxSlices = 0
    /// True for a page's flow, whose boxes' heights go on over the pages they need
    /// (`pageCuts`); the flows inside cells, columns and atomic boxes keep them in one piece.
    var cutsBoxesAtPageEnds = false
    /// What this flow is broken into: `break-*` values for the other kind do not apply
    /// (`avoid-page` between two columns, `column` on a page).
    var fragmentainer = BreakValue.Fragmentainer.page
    /// Set while a multi-column box's spanner is opened: a spanner establishes a block
    /// formatting context (CSS Multicol 1 §6.1), an element of `column-span: all` elsewhere
    /// does not.
    var opensSpanner = false
    /// Records where each page's layout could resume (`ResumePoint`); nil: nothing recorded.
    var resumeRecorder: ResumePointRecorder?
    /// The resume point this flow starts at, and how many of the blocks open around it are open
    /// again so far; nil once its block is reached (or for a flow laid out from its start).
    var resuming: (point: ResumePoint, depth: Int)?
    /// The child indices from the root to the block being laid out (kept while recording).
    var resumePath: [Int] = []
    /// For a flow laid out from a resume point, the atoms of the whole flow before it.
    private(set) var resumedAfter: Int?
    var resumed: Bool { resumedAfter != nil }

    /// The height of this flow's containing block when definite (the page's content area for a
    /// page; an atomic or positioned box's own height), which the percentage heights of its top
    /// boxes are of; nil: they are `auto` (CSS 2.1 §10.5).
    var containingHeight: Double?

    /// Content widths measured in this resource, shared with the flows of cells and atomic boxes.
    let widthCache: ContentWidthCache
    /// How long a paragraph may be before it is shaped in chunks (`ParagraphChunk`); tests lower it.
    public var paragraphChunkBytes = ParagraphSpec.chunkBytes
    /// How long a word may be before it is shaped in chunks of its own; tests raise it.
    public var wordChunkBytes = ParagraphSpec.wordChunkBytes

    /// A flow for a page's content: absolutely positioned boxes are taken out of it, placed
    /// against the page (`pageBox`, in the content area's coordinates, for `position: fixed`;
    /// nil: the content area).
    /// `imagesFitPage` false (scroll mode) lets images be taller than a page.
    public convenience init(shaper: any TextShaper, pageHeight: Double, pageBox: Rect? = nil, imagesFitPage: Bool = true) {
        self.init(shaper: shaper, pageHeight: pageHeight, widthCache: ContentWidthCache())
        containingHeight = pageHeight
        cutsBoxesAtPageEnds = true
        widthCache.imagesFitPage = imagesFitPage
        positioning.enabled = true
        positioning.pageBox = pageBox
    }

    init(shaper: any TextShaper, pageHeight: Double, widthCache: ContentWidthCache) {
        self.shaper = shaper
        self.pageHeight = pageHeight
        self.widthCache = widthCache
    }

    /// Lays `root` out at `width` and returns the flow; from `point` on, when given (the flow's
    /// atoms are then those of the whole flow from `point.atom`, at the same places).
    public func layout(_ root: BlockBox, width: Double, resumingAt point: ResumePoint? = nil) -> Flow {
        positioning.flowWidth = width
        if let point {
            resumedAfter = point.atom
            resuming = (point, 0)
            cursorY = point.y
            margins = CollapsedMargin(positive: point.marginPositive, negative: point.marginNegative)
            pending = PendingBreak(
                forced: point.breakForced, avoid: point.breakAvoided, forcedResumeY: point.forcedResumeY, resumeY: point.resumeY)
        }
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
        // A forced break before the very first content would only make an empty page. (A
        // resumed flow's first atom is not the first content: its break stays as it was.)
        if !flow.breaks.isEmpty, !resumed { flow.breaks[0] = BreakPoint(kind: .allowed, resumeY: 0) }
        flow.height = max(flow.height, cursorY, floatArea.bottom)
        removeInvisibleDecorations()
        return flow
    }

    /// Stops the layout after the block just laid out if the pages asked for are fixed. Not
    /// while a float or a block whose cut-off part would look different (`OpenBlock.drawsWhole`)
    /// is still open: what the stopped layout closes early must look as it would on those pages.
    func checkStop() {
        guard !stopped, var stop, fragmentedFloats.isEmpty, pendingFloat.isEmpty, deferredFloats.isEmpty,
            !openBlocks.contains(where: \.drawsWhole)
        else { return }
        stopped = stop.isReached(in: flow)
        self.stop = stop
    }

    /// The resume point's top for the block being opened, when it is one of those open around
    /// the point (`.some(top)`, the top nil when not resolved yet there); nil otherwise.
    func reopenedTop() -> Double?? {
        guard let resuming, resuming.depth < resuming.point.path.count else { return nil }
        return .some(resuming.point.tops[resuming.depth])
    }

    /// The first child of the block being laid out: the one on the path to the resume point
    /// when resuming (the flow is laid out normally from the point's own block on).
    func firstChild(of count: Int) -> Int {
        guard var resuming, resuming.depth < resuming.point.path.count else { return 0 }
        let first = resuming.point.path[resuming.depth]
        resuming.depth += 1
        self.resuming = resuming.depth < resuming.point.path.count ? resuming : nil
        return min(first, count)
    }

    /// Records the place before child `index` of the block being laid out as a resume point,
    /// when nothing laid out before it acts on what follows (see `ResumePoint`).
    func recordResumePoint(before index: Int) {
        guard resumeRecorder?.lastAtom != flow.atoms.count, pendingFloat.isEmpty, deferredFloats.isEmpty,
            fragmentedFloats.isEmpty, avoidInsideFrom == nil, pendingMarker == nil, margins.clearanceDepth == nil,
            positioning.containers.isEmpty, !openBlocks.contains(where: { $0.drawsWhole || $0.opensContext }),
            floatArea.isEmpty || floatArea.bottom <= cursorY
        else { return }
        let point = ResumePoint(
            path: resumePath + [index], atom: flow.atoms.count, y: cursorY, marginPositive: margins.positive,
            marginNegative: margins.negative, tops: openBlocks.map(\.top), breakForced: pending.forced,
            breakAvoided: pending.avoid, forcedResumeY: pending.forcedResumeY, resumeY: pending.resumeY)
        resumeRecorder?.record(point, in: flow)
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
    private(set) var positive: Double = 0
    private(set) var negative: Double = 0
    /// Set when the margin is the top margin of a box with clearance (or collapses with one):
    /// the count of blocks open around that box. Such a margin does not collapse through the
    /// bottom of the box's parent (CSS 2.1 §8.3.1).
    var clearanceDepth: Int?

    mutating func add(_ margin: Double) {
        if margin > 0 { positive = max(positive, margin) } else { negative = min(negative, margin) }
    }

    var value: Double { positive + negative }

    init() {}

    /// A margin collapsed so far to `positive` and `negative` (a resume point's).
    init(positive: Double, negative: Double) {
        self.positive = positive
        self.negative = negative
    }
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
    /// True when the part of it on a page depends on its whole height: image layers placed in
    /// its whole box, shadows, rounded corners, a clip, relative offsets. A layout stops early
    /// only while no such block is open (`checkStop`).
    var drawsWhole = false
    /// True when it makes a new block formatting context: its floats are its own.
    var opensContext = false
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
