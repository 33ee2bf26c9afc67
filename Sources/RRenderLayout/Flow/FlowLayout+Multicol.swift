import RRenderCore
import RRenderStyle

/// How a multi-column container's content box is split: `count` columns `width` px wide with
/// `gap` px between them (CSS Multicol 1 §3.4).
struct ColumnGeometry: Equatable {
    var count: Int
    var width: Double
    var gap: Double

    /// The used count and width for a content box `available` px wide (§3.4's pseudo-algorithm).
    init(_ multicol: Multicol, available: Double, fontSize: Double) {
        let gap = max(0, multicol.gap?.resolve(against: available) ?? fontSize)
        var count = multicol.count ?? 1
        if let width = multicol.width {
            let fitting = max(1, Int(((available + gap) / (width + gap)).rounded(.down)))
            count = multicol.count.map { min($0, fitting) } ?? fitting
        }
        self.count = max(1, count)
        self.gap = gap
        self.width = max(0, (available + gap) / Double(self.count) - gap)
    }
}

/// A run of inner atoms `atoms` set in one column, and the strip of the inner flow it shows.
struct ColumnPiece {
    var atoms: Range<Int>
    var top: Double
    var bottom: Double
}

extension FlowLayout {
    /// Lays out the content of a multi-column container (CSS Multicol 1): its content flows
    /// in an inner flow one column wide, then is cut into columns that are balanced (§7.1,
    /// `column-fill: balance`). Content that does not fit the rest of the page fills it, then pages
    /// of columns one after another, the last balanced. Each set of columns is one atom, so a
    /// page break falls between sets, never inside one. False when it is not laid out in columns.
    func layoutMulticol(_ box: BlockBox, x: Double, width: Double) -> Bool {
        let style = box.style
        guard style.multicol.isMulticol, !style.writingMode.isVertical else { return false }
        let geometry = ColumnGeometry(style.multicol, available: width, fontSize: style.fontSize)
        guard geometry.count > 1, geometry.width > 0 else { return false }
        var plain = box, plainStyle = style
        plainStyle.multicol = Multicol()
        plain.style = plainStyle
        // A box spanning all columns (§6) ends the columns before it, balanced, and the
        // columns after it start below it.
        if case .blocks(let content) = box.content, case let children = hoistingSpanners(content),
            children.contains(where: \.style.multicol.spansAll)
        {
            var run: [BlockBox] = []
            func flushRun() {
                guard !run.isEmpty else { return }
                var part = plain
                part.content = .blocks(run)
                run = []
                _ = emitColumns(of: part, style: style, geometry: geometry, x: x, width: width)
            }
            for child in children {
                if child.style.multicol.spansAll {
                    flushRun()
                    opensSpanner = true
                    layoutBlock(child, x: x, containingWidth: width)
                } else {
                    run.append(child)
                }
            }
            flushRun()
            return true
        }
        // A definite height no taller than a page holds the columns (§7.1, §8.2).
        let height = openBlocks.last?.contentHeight.flatMap { $0 > 0 && ($0 <= pageHeight || pageHeight <= 0) ? $0 : nil }
        return emitColumns(of: plain, style: style, geometry: geometry, x: x, width: width, height: height)
    }

    /// `children` with each spanner inside a descendant block brought up among them (§6.1: a
    /// spanner may be any in-flow block of the container's formatting context). The blocks
    /// around it are cut in two at it: the part before it keeps their top edges, the part after
    /// it their bottom ones, as the box's fragments before and after a break would.
    func hoistingSpanners(_ children: [BlockBox]) -> [BlockBox] {
        guard children.contains(where: containsNestedSpanner) else { return children }
        var result: [BlockBox] = []
        for child in children {
            guard containsNestedSpanner(child), case .blocks(let grandchildren) = child.content else {
                result.append(child)
                continue
            }
            var run: [BlockBox] = [], parts = 0
            func flush(last: Bool) {
                var part = child
                part.content = .blocks(run)
                if parts > 0 { part.style.trimEdges(top: true) }
                if !last { part.style.trimEdges(top: false) }
                // The anchor is the element's start: only its first part keeps it.
                if parts > 0 { part.anchorID = nil }
                result.append(part)
                parts += 1
                run = []
            }
            for grandchild in hoistingSpanners(grandchildren) {
                if grandchild.style.multicol.spansAll {
                    flush(last: false)
                    result.append(grandchild)
                } else {
                    run.append(grandchild)
                }
            }
            flush(last: true)
        }
        return result
    }

    /// True when a spanner is inside `box` (not `box` itself) in the same formatting context.
    private func containsNestedSpanner(_ box: BlockBox) -> Bool {
        guard !box.style.multicol.spansAll, !box.style.multicol.isMulticol, !establishesContext(box),
            case .blocks(let children) = box.content
        else { return false }
        return children.contains { $0.style.multicol.spansAll || containsNestedSpanner($0) }
    }

    /// The content of `box` in balanced columns, as sets of columns; false when it has none.
    /// With a definite `height`, one set of columns that tall, more columns than `geometry`
    /// beside the box when the content needs them.
    private func emitColumns(
        of box: BlockBox, style: ComputedStyle, geometry: ColumnGeometry, x: Double, width: Double, height: Double? = nil
    )
        -> Bool
    {
        let columns = FlowLayout(shaper: shaper, pageHeight: pageHeight, widthCache: widthCache)
        columns.fragmentainer = .column
        positionsBoxes(of: columns)
        let inner = columns.layoutContent(of: box, width: geometry.width)
        guard !inner.atoms.isEmpty else { return false }
        let positioned = InnerPositioned(inner, layout: columns)
        let balancer = ColumnBalancer(flow: inner, count: geometry.count, pageHeight: pageHeight)
        if let height {
            let pieces = balancer.columns(height: height, sequential: style.multicol.fillsSequentially)
            emitColumnSet(
                pieces, inner: inner, positioned: positioned, style: style, geometry: geometry, x: x, width: width, height: height
            )
            return true
        }
        // Columns that start part-way down a page fill the rest of it first.
        let firstRoom = pageEnd(below: cursorY + margins.value).map { $0 - (cursorY + margins.value) }
        let firstSet = flow.atoms.count
        let sets = balancer.columnSets(firstRoom: firstRoom)
        for set in sets {
            emitColumnSet(set, inner: inner, positioned: positioned, style: style, geometry: geometry, x: x, width: width)
        }
        // A flow resumed on a later page of the columns would not know the room the first set had.
        if firstRoom != nil, sets.count > 1 { resumeRecorder?.forbid(firstSet + 1..<flow.atoms.count) }
        return true
    }

    /// One set of columns as an atom at the cursor: rules between columns with content, the
    /// inner decorations cut per column, then each column's atoms. The columns are as tall as
    /// their tallest, or `height` when the box has one.
    private func emitColumnSet(
        _ pieces: [ColumnPiece], inner: Flow, positioned: InnerPositioned, style: ComputedStyle, geometry: ColumnGeometry,
        x: Double, width: Double, height: Double? = nil
    ) {
        let top = resolveMargins(opening: true)
        let height = height ?? pieces.map { $0.bottom - $0.top }.max() ?? 0
        var fragments: [Fragment] = [], links: [LinkRegion] = []
        for (index, piece) in pieces.enumerated() {
            // Columns go in the inline direction: from the right in `rtl` (§2).
            let step = Double(index) * (geometry.width + geometry.gap)
            let columnX = style.direction == .rtl ? x + width - geometry.width - step : x + step
            let dx = columnX, dy = top - piece.top
            for decoration in inner.decorations {
                if let cut = decoration.sliced(from: piece.top, to: piece.bottom) {
                    fragments.append(Fragment.box(cut).offsetBy(dx: dx, dy: dy))
                }
            }
            for atom in inner.atoms[piece.atoms] {
                fragments += atom.fragments.map { $0.offsetBy(dx: dx, dy: dy) }
                links += atom.links.map { $0.offsetBy(dx: dx, dy: dy) }
            }
            // Positioned boxes in a column, and those whose containing block is outside the
            // columns (their static positions in it), are shown with the set.
            adoptPositioned(positioned.shown(with: piece.atoms, atomCount: inner.atoms.count), dx: dx, dy: dy)
            if index > 0,
                let rule = columnRule(
                    style: style, geometry: geometry, x: x, width: width, index: index, top: top, height: height)
            {
                fragments.insert(.box(rule), at: 0)
            }
        }
        let first = pieces.first?.atoms.lowerBound ?? 0, last = pieces.last?.atoms.upperBound ?? 0
        pendingAnchors += inner.anchors.filter { (first..<last).contains($0.value) }.sorted { $0.value < $1.value }.map(\.key)
        emitAtom(top: top, bottom: top + height, fragments: fragments, links: links)
        cursorY = top + height
    }

    /// The rule in the gap before column `index` (§4.2), centred in the gap, as tall as the
    /// columns; nil without a visible rule.
    private func columnRule(
        style: ComputedStyle, geometry: ColumnGeometry, x: Double, width: Double, index: Int,
        top: Double, height: Double
    ) -> BoxFragment? {
        let multicol = style.multicol
        let ruleWidth = multicol.usedRuleWidth
        guard ruleWidth > 0, height > 0 else { return nil }
        let gapMiddle = Double(index) * (geometry.width + geometry.gap) - geometry.gap / 2
        let middle = style.direction == .rtl ? x + width - gapMiddle : x + gapMiddle
        var styles = Sides<BorderStyle>(all: .none)
        styles.left = multicol.ruleStyle.inCollapsingModel
        return BoxFragment(
            rect: Rect(x: middle - ruleWidth / 2, y: top, width: ruleWidth, height: height), background: .transparent,
            borderWidths: EdgeInsets(top: 0, right: 0, bottom: 0, left: ruleWidth), borderStyles: styles,
            borderColors: Sides(all: multicol.ruleColor ?? style.color))
    }
}

extension ComputedStyle {
    /// Drops the top or bottom margin, border and padding: the edges a box cut in two at a
    /// spanner keeps on its other part.
    fileprivate mutating func trimEdges(top: Bool) {
        if top {
            (margin.top, borderWidth.top, padding.top) = (.px(0), 0, .zero)
        } else {
            (margin.bottom, borderWidth.bottom, padding.bottom) = (.px(0), 0, .zero)
        }
    }
}
