import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays a table out on its column grid. Each band of rows (a row, or rows a row span ties
    /// together) is one atom when it fits a page, else slices of it that do (`TableBand`); pages
    /// break between them. The header rows are recorded to be repeated on the pages the table
    /// continues on (`RepeatedHeader`).
    func layoutTable(_ table: TableBox, style: ComputedStyle, x: Double, width: Double) {
        let sizer = TableSizer(table: table, style: style, shaper: shaper, pageHeight: pageHeight, cache: widthCache)
        // The table's `height` is that of its border box, a minimum for its rows.
        let edges = style.usedBorderWidths.vertical + style.usedPadding(containingWidth: width).vertical
        // Percentages are of the block around the wrapper (open: it, the wrapper, the table box).
        let base = openBlocks.count >= 3 ? openBlocks[openBlocks.count - 3].contentHeight : containingHeight
        var specifiedHeight: Double?
        if case .percent = table.height {
            specifiedHeight = base.flatMap { table.height.resolve(against: $0) }
        } else {
            specifiedHeight = table.height.resolve(against: 0)
        }
        // `max-height` and `min-height` bound it (percentages only of a definite height).
        func bound(_ length: LengthPercentage) -> Double? {
            if case .percent = length { return base.map { length.resolve(against: $0) } }
            return length.resolve(against: 0)
        }
        if let height = specifiedHeight, let maxHeight = table.maxHeight.flatMap(bound) {
            specifiedHeight = min(height, maxHeight)
        }
        if let minHeight = bound(table.minHeight), minHeight > 0 { specifiedHeight = max(specifiedHeight ?? 0, minHeight) }
        let minimumHeight = specifiedHeight.map { max(0, $0 - (table.sizesBorderBox ? edges : 0)) } ?? 0
        let grid = TableGrid(
            table: table, columns: sizer.columnWidths(tableWidth: width),
            spacing: (sizer.spacing, sizer.verticalSpacing), collapse: style.borderCollapse, x: x,
            minimumHeight: minimumHeight, pageHeight: pageHeight
        ) { box, width in
            // A vertical cell in a horizontal table is an orthogonal flow (CSS Writing Modes 3 §7).
            if self.isOrthogonal(box) { return self.orthogonalCellContent(box, width: width) }
            return FlowLayout(shaper: self.shaper, pageHeight: self.pageHeight, widthCache: self.widthCache).layoutContent(
                of: box, width: width)
        }
        resolveMargins(opening: true)
        guard !table.rows.isEmpty else {
            // No rows, no spacing: only the height the table asks for.
            if minimumHeight > 0 {
                emitAtom(top: cursorY, bottom: cursorY + minimumHeight, fragments: [], links: [])
                cursorY += minimumHeight
            }
            return
        }
        let headerRows = table.headerRowCount
        // On a continuation page the header takes its rows and the spacing above and below them.
        let headerHeight = headerRows > 0 ? grid.height(of: 0..<headerRows) + 2 * grid.spacing : 0
        // A header taller than half a page is not repeated: it would crowd the body out.
        let repeats = headerRows > 0 && headerRows < table.rows.count && headerHeight <= pageHeight / 2
        // With collapsed borders the header repeats below the table's half of its top edges,
        // which its cells draw whole.
        let borderTop = headerRows > 0 && table.collapsedGrid != nil ? style.usedBorderWidths.top : 0
        var header = RepeatedHeader(
            continuation: 0..<0, fragments: [], links: [], top: cursorY - borderTop, height: headerHeight + borderTop)
        var continuationStart = flow.atoms.count
        cursorY += grid.spacing
        for band in grid.bands {
            let firstBodyBand = band.lowerBound == headerRows && headerRows > 0
            if firstBodyBand { continuationStart = flow.atoms.count }
            let available = pageHeight - (repeats ? header.height : 0)
            let slices = grid.band(band, available: available).slices(available: available)
            for (index, slice) in slices.enumerated() {
                let fragments = slice.fragments.map { $0.offsetBy(dx: 0, dy: cursorY) }
                let backgrounds = slice.backgrounds.map { $0.offsetBy(dx: 0, dy: cursorY) }
                let links = slice.links.map { $0.offsetBy(dx: 0, dy: cursorY) }
                if band.upperBound <= headerRows {
                    header.fragments += backgrounds + fragments
                    header.links += links
                }
                pendingAnchors += slice.anchors
                // A break between the header rows and the first body row is avoided.
                emitAtom(
                    top: cursorY, bottom: cursorY + slice.height, fragments: fragments, links: links,
                    avoidBreakBefore: firstBodyBand && index == 0,
                    closing: slice.closing.map { $0.offsetBy(dx: 0, dy: cursorY) }, backgrounds: backgrounds)
                cursorY += slice.height
            }
            cursorY += grid.spacing
        }
        if repeats {
            header.continuation = continuationStart..<flow.atoms.count
            flow.repeatedHeaders.append(header)
        }
    }
}

extension BlockBox {
    /// True for a table wrapper box: a box keeping a table element's `display` whose children
    /// are the captions and the table box (`BoxTreeBuilder.table`).
    var isTableWrapper: Bool {
        guard style.display == .table || style.display == .inlineTable, case .blocks = content else { return false }
        return true
    }
}

extension BlockBox {
    /// What a wrapper's `width` leaves out of its table's border box: nothing for an HTML
    /// `table` (`box-sizing: border-box`, as browsers style it), else the table box's borders
    /// and padding.
    func tableContentEdges(containingWidth: Double) -> Double {
        guard case .blocks(let children) = content,
            let table = children.first(where: { if case .table = $0.content { true } else { false } }),
            case .table(let grid) = table.content, !grid.sizesBorderBox
        else { return 0 }
        return table.style.usedBorderWidths.horizontal + table.style.usedPadding(containingWidth: containingWidth).horizontal
    }
}

extension FlowLayout {
    /// The used width of a table's border box, which its wrapper takes as its content width
    /// (CSS 2.1 §17.4): the table's `width` (a border-box width, as browsers take it), else
    /// shrink-to-fit within `available`; never narrower than the table's (or a caption's)
    /// min-content width, so a table too wide for its container overflows it.
    func usedTableWidth(_ wrapper: BlockBox, available: Double, containingWidth: Double) -> Double {
        let style = wrapper.style
        let widths = ContentWidths(shaper: shaper, pageHeight: pageHeight, cache: widthCache).ofTableWrapper(wrapper)
        var width =
            style.width.resolve(against: containingWidth).map { $0 + wrapper.tableContentEdges(containingWidth: containingWidth) }
            ?? min(max(widths.min, available), widths.max)
        if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { width = min(width, maxWidth) }
        return max(width, style.minWidth.resolve(against: containingWidth), widths.min)
    }

    /// The wrapper with its used width set (`usedTableWidth`) for a containing block
    /// `containingWidth` wide.
    func sizedTableWrapper(_ wrapper: BlockBox, containingWidth: Double) -> BlockBox {
        let style = wrapper.style
        let margins =
            (style.margin.left.resolve(against: containingWidth) ?? 0)
            + (style.margin.right.resolve(against: containingWidth) ?? 0)
        var sized = wrapper
        var sizedStyle = style
        sizedStyle.width = .px(
            usedTableWidth(wrapper, available: max(0, containingWidth - margins), containingWidth: containingWidth))
        (sizedStyle.minWidth, sizedStyle.maxWidth) = (.zero, nil)
        sized.style = sizedStyle
        return sized
    }
}
