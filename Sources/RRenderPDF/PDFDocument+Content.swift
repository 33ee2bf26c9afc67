internal import CPoppler
import RRenderCore

/// A link on a PDF page.
public struct PDFLink: Sendable, Hashable {
    /// Where it goes.
    public enum Target: Sendable, Hashable {
        /// A page of the document (1-based), and the point from its top (in points) when stated.
        case page(Int, top: Double?)
        /// An external URI.
        case uri(String)
    }

    /// The area, in points from the page's top left.
    public var rect: Rect
    public var target: Target
}

/// The text of a PDF page: the characters, and for each Unicode scalar its rectangle in points
/// from the page's top left (newlines included), for hit-testing and search.
public struct PDFPageText: Sendable, Hashable {
    public var text: String
    public var scalarRects: [Rect]
}

extension PDFDocument {
    /// The links of page `index`: internal destinations (named ones resolved) and URIs; other
    /// actions (launch, JavaScript, forms) are left out.
    public func links(_ index: Int) -> [PDFLink] {
        guard let page = page(index), let mapping = rr_poppler_page_get_link_mapping(page) else { return [] }
        defer { rr_poppler_page_free_link_mapping(mapping) }
        let height = pageSize(index).height
        var links: [PDFLink] = []
        var node: UnsafeMutablePointer<GList>? = mapping
        while let current = node {
            defer { node = current.pointee.next }
            guard let entry = current.pointee.data?.assumingMemoryBound(to: PopplerLinkMapping.self),
                let action = entry.pointee.action
            else { continue }
            let area = entry.pointee.area
            let rect = Rect(
                x: min(area.x1, area.x2), y: height - max(area.y1, area.y2),
                width: abs(area.x2 - area.x1), height: abs(area.y2 - area.y1))
            switch action.pointee.type {
            case POPPLER_ACTION_GOTO_DEST:
                if let dest = action.pointee.goto_dest.dest, let target = destinationPage(dest) {
                    links.append(PDFLink(rect: rect, target: .page(target.page, top: target.top)))
                }
            case POPPLER_ACTION_URI:
                if let uri = action.pointee.uri.uri.map({ String(cString: $0) }), !uri.isEmpty {
                    links.append(PDFLink(rect: rect, target: .uri(uri)))
                }
            default:
                continue
            }
        }
        // Poppler lists them last to first.
        return links.reversed()
    }

    /// The text of page `index` with a rectangle per Unicode scalar.
    public func text(_ index: Int) -> PDFPageText {
        guard let page = page(index) else { return PDFPageText(text: "", scalarRects: []) }
        let text: String
        if let raw = rr_poppler_page_get_text(page) {
            text = String(cString: raw)
            g_free(raw)
        } else {
            text = ""
        }
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        var rects: [Rect] = []
        if rr_poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles {
            rects = (0..<Int(count)).map { i in
                let r = rectangles[i]
                return Rect(x: r.x1, y: r.y1, width: r.x2 - r.x1, height: r.y2 - r.y1)
            }
            g_free(rectangles)
        }
        return PDFPageText(text: text, scalarRects: rects)
    }
}
