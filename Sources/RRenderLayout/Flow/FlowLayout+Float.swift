import RRenderCore
import RRenderStyle

/// A float laid out and placed: what it draws and its margin box, in flow coordinates.
struct PlacedFloatContent {
    var fragments: [Fragment]
    var links: [LinkRegion]
    var rect: Rect
    /// Where the float occurs in its paragraph's text, for floats met inside a paragraph.
    var anchor: Int?
    /// True for a float taller than a page: its content is in `fragmentedFloats`, not here.
    var isFragmented = false
}

extension FlowLayout {
    /// Lays a floated box out in a flow of its own and places it at or below `y` within
    /// `[x, x + width)` (CSS 2.1 §9.5.1); a float with `clear` below the earlier floats it
    /// clears (§9.5.2: its top outer edge below their bottom outer edges).
    ///
    /// A float taller than a page keeps its content as atoms, to break across pages like the
    /// content beside it (CSS Fragmentation 3 §2: floats are fragmented).
    func placeFloat(_ box: BlockBox, y: Double, x: Double, width: Double) -> PlacedFloatContent {
        let laid = layoutAtomicBox(box, containingWidth: width, positionsBoxes: true)
        let top = max(y, floatArea.clearance(box.style.clear) ?? y)
        let rect = floatArea.place(
            size: laid.size, side: box.style.float == .right ? .right : .left, y: top, left: x, right: x + width)
        adoptPositioned(laid.positioned, dx: rect.minX + laid.contentOrigin.x, dy: rect.minY + laid.contentOrigin.y)
        if laid.size.height > pageHeight + 0.01, !laid.inner.atoms.isEmpty {
            fragmentedFloats.append(FragmentedFloat(laid, at: rect.origin, anchor: box.anchorID))
            return PlacedFloatContent(fragments: [], links: [], rect: rect, isFragmented: true)
        }
        let (fragments, links) = laid.content.placed(at: rect.origin)
        // Ids inside the float: the atom it is drawn with.
        pendingAnchors += laid.inner.anchors.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
        return PlacedFloatContent(
            fragments: box.tag == "::first-letter" ? fragments.map(Self.joiningNext) : fragments,
            links: links, rect: rect)
    }

    /// A text fragment whose paragraph runs on into the next one (a floated first letter).
    private static func joiningNext(_ fragment: Fragment) -> Fragment {
        guard case .text(let line) = fragment else { return fragment }
        let source = ParagraphSource(spec: line.paragraph.spec, isGenerated: line.paragraph.isGenerated, joinsNext: true)
        let paragraph = FlowParagraph(source: source, shaped: line.paragraph.shaped, byteOffset: line.paragraph.byteOffset)
        return .text(TextFragment(paragraph: paragraph, line: line.line, origin: line.origin, rect: line.rect))
    }

    /// A block-level float between blocks, drawn with the next atom (so a page break never
    /// separates them). Its top is where the next line box would be (CSS 2.1 §9.5.1): below the
    /// margins met since the last content, not the ones after it, when its parent's top is
    /// known. While the parent's top margin may still collapse with the next box's, the float
    /// waits for it: it is placed at the parent's top (a float before a paragraph whose top
    /// margin collapses through its parent's sits beside the paragraph's first line).
    func layoutBlockFloat(_ box: BlockBox, x: Double, containingWidth: Double) {
        let item = DeferredFloat(box: box, x: x, width: containingWidth, depth: openBlocks.count)
        if let parent = openBlocks.last, parent.top == nil {
            deferredFloats.append(item)
        } else {
            placeBlockFloat(item, at: cursorY + margins.value)
        }
    }

    /// Places the deferred block-level floats at `y`; with `depth`, only those deferred inside
    /// an open block that deep or deeper.
    func placeDeferredFloats(at y: Double, depth: Int = 0) {
        guard deferredFloats.contains(where: { $0.depth >= depth }) else { return }
        let waiting = deferredFloats.filter { $0.depth >= depth }
        deferredFloats.removeAll { $0.depth >= depth }
        for item in waiting { placeBlockFloat(item, at: y) }
    }

    private func placeBlockFloat(_ item: DeferredFloat, at y: Double) {
        let placed = placeFloat(item.box, y: y, x: item.x, width: item.width)
        // A fragmented float's id is its first slice's; a whole float's, the atom it goes with.
        if !placed.isFragmented, let id = item.box.anchorID { pendingAnchors.append(id) }
        queueFloat(placed)
    }

    /// Keeps a placed float's fragments for the next atom (a fragmented float has its own).
    func queueFloat(_ placed: PlacedFloatContent) {
        guard !placed.isFragmented else { return }
        pendingFloat.fragments += placed.fragments
        pendingFloat.links += placed.links
        pendingFloat.top = min(pendingFloat.top ?? placed.rect.minY, placed.rect.minY)
        pendingFloat.bottom = max(pendingFloat.bottom, placed.rect.maxY)
    }
}

/// A block-level float waiting for the margins before the next in-flow content.
struct DeferredFloat {
    let box: BlockBox
    let x: Double
    let width: Double
    /// How many blocks were open when it was deferred (its parent's depth).
    let depth: Int
}

/// Floats placed but not drawn yet: they travel with the next atom.
struct PendingFloat {
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    var top: Double?
    var bottom: Double = 0

    var isEmpty: Bool { fragments.isEmpty && top == nil }
}
