import RRenderCore
import RRenderStyle

extension FlowLayout {
    /// Lays a table out on its column grid. Each band of rows (a row, or rows a row span ties
    /// together) is one atom when it fits a page, else slices of it that do (`TableBand`); pages
    /// break between them. The header rows are recorded to be repeated on the pages the table
    /// continues on (`RepeatedHeader`).
    func layoutTable(_ table: TableBox, style: ComputedStyle, x: Double, width: Double) {
        if let caption = table.caption { layoutBlock(caption, x: x, containingWidth: width) }
        let sizer = TableSizer(table: table, style: style, shaper: shaper, pageHeight: pageHeight)
        let grid = TableGrid(table: table, columns: sizer.columnWidths(tableWidth: width), spacing: sizer.spacing,
                             collapse: style.borderCollapse, x: x, pageHeight: pageHeight) { box, width in
            FlowLayout(shaper: self.shaper, pageHeight: self.pageHeight).layoutContent(of: box, width: width)
        }
        resolveMargins(opening: true)
        cursorY += grid.spacing
        let headerRows = table.headerRowCount
        let headerHeight = headerRows > 0 ? grid.height(of: 0..<headerRows) + grid.spacing : 0
        // A header taller than half a page is not repeated: it would crowd the body out.
        let repeats = headerRows > 0 && headerRows < table.rows.count && headerHeight <= pageHeight / 2
        let available = pageHeight - (repeats ? headerHeight : 0)
        var header = RepeatedHeader(continuation: 0..<0, fragments: [], links: [], top: cursorY, height: headerHeight)
        var continuationStart = flow.atoms.count
        for band in grid.bands {
            let firstBodyBand = band.lowerBound == headerRows && headerRows > 0
            if firstBodyBand { continuationStart = flow.atoms.count }
            for (index, slice) in grid.band(band).slices(available: available).enumerated() {
                let fragments = slice.fragments.map { $0.offsetBy(dx: 0, dy: cursorY) }
                let links = slice.links.map { LinkRegion(rect: $0.rect.offsetBy(dx: 0, dy: cursorY), href: $0.href) }
                if band.upperBound <= headerRows {
                    header.fragments += fragments
                    header.links += links
                }
                pendingAnchors += slice.anchors
                // A break between the header rows and the first body row is avoided.
                emitAtom(top: cursorY, bottom: cursorY + slice.height, fragments: fragments, links: links,
                         avoidBreakBefore: firstBodyBand && index == 0)
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

/// A table row's content, placed: the row atom's fragments and links.
struct LaidOutRow {
    var height: Double
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    var anchors: [String] = []

    /// Adds everything of a cell's flow, moved by `dx`, `dy`.
    mutating func add(_ flow: Flow, dx: Double, dy: Double) {
        fragments += flow.decorations.map { Fragment.box($0).offsetBy(dx: dx, dy: dy) }
        for atom in flow.atoms {
            fragments += atom.fragments.map { $0.offsetBy(dx: dx, dy: dy) }
            links += atom.links.map { LinkRegion(rect: $0.rect.offsetBy(dx: dx, dy: dy), href: $0.href) }
        }
        anchors += flow.anchors.sorted { $0.value < $1.value }.map(\.key)
    }
}
