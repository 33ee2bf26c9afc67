import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays a table out on its column grid. Each band of rows (a row, or rows a row span ties
    /// together) is one atom when it fits a page, else slices of it that do (`TableBand`); pages
    /// break between them. The header rows are recorded to be repeated on the pages the table
    /// continues on (`RepeatedHeader`).
    func layoutTable(_ table: TableBox, style: ComputedStyle, x: Double, width: Double) {
        if let caption = table.caption { layoutBlock(caption, x: x, containingWidth: width) }
        let sizer = TableSizer(table: table, style: style, shaper: shaper, pageHeight: pageHeight, cache: widthCache)
        let grid = TableGrid(table: table, columns: sizer.columnWidths(tableWidth: width), spacing: sizer.spacing,
                             collapse: style.borderCollapse, x: x, pageHeight: pageHeight) { box, width in
            FlowLayout(shaper: self.shaper, pageHeight: self.pageHeight, widthCache: self.widthCache).layoutContent(of: box, width: width)
        }
        resolveMargins(opening: true)
        let headerRows = table.headerRowCount
        // On a continuation page the header takes its rows and the spacing above and below them.
        let headerHeight = headerRows > 0 ? grid.height(of: 0..<headerRows) + 2 * grid.spacing : 0
        // A header taller than half a page is not repeated: it would crowd the body out.
        let repeats = headerRows > 0 && headerRows < table.rows.count && headerHeight <= pageHeight / 2
        var header = RepeatedHeader(continuation: 0..<0, fragments: [], links: [], top: cursorY, height: headerHeight)
        var continuationStart = flow.atoms.count
        cursorY += grid.spacing
        for band in grid.bands {
            let firstBodyBand = band.lowerBound == headerRows && headerRows > 0
            if firstBodyBand { continuationStart = flow.atoms.count }
            let available = pageHeight - (repeats ? headerHeight : 0)
            let slices = grid.band(band, available: available).slices(available: available)
            for (index, slice) in slices.enumerated() {
                let fragments = slice.fragments.map { $0.offsetBy(dx: 0, dy: cursorY) }
                let links = slice.links.map { $0.offsetBy(dx: 0, dy: cursorY) }
                if band.upperBound <= headerRows {
                    header.fragments += fragments
                    header.links += links
                }
                pendingAnchors += slice.anchors
                // A break between the header rows and the first body row is avoided.
                emitAtom(top: cursorY, bottom: cursorY + slice.height, fragments: fragments, links: links,
                         avoidBreakBefore: firstBodyBand && index == 0,
                         closing: slice.closing.map { $0.offsetBy(dx: 0, dy: cursorY) })
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
