internal import CPoppler
import Foundation
import RRenderCore

/// What a PDF says about itself.
public struct PDFInfo: Sendable, Hashable {
    public var title: String?
    public var author: String?
    public var subject: String?
    public var keywords: String?
    public var creator: String?
    public var producer: String?
    /// The catalog's `/Lang`, when stated where it can be read without decompressing.
    public var language: String?
    /// From `/ViewerPreferences /Direction`: `rtl` for `R2L`, else `auto`.
    public var readingProgression: ReadingProgression
    /// Each page's size, in points.
    public var pageSizes: [Size]
    /// The outline (bookmarks).
    public var outline: [PDFOutlineItem]
}

/// An outline entry: a title, the page it goes to (1-based; nil when it goes nowhere), children.
public struct PDFOutlineItem: Sendable, Hashable {
    public var title: String
    public var page: Int?
    public var children: [PDFOutlineItem]
}

extension PDFDocument {
    /// The document's metadata, page sizes and outline.
    public func info() -> PDFInfo {
        PDFInfo(
            title: Self.take(rr_poppler_document_get_title(raw)), author: Self.take(rr_poppler_document_get_author(raw)),
            subject: Self.take(rr_poppler_document_get_subject(raw)), keywords: Self.take(rr_poppler_document_get_keywords(raw)),
            creator: Self.take(rr_poppler_document_get_creator(raw)), producer: Self.take(rr_poppler_document_get_producer(raw)),
            language: data.withUnsafeBytes(PDFCatalogScan.language), readingProgression: readingProgression,
            pageSizes: (0..<pageCount).map(pageSize), outline: outline())
    }

    /// `rtl` when the viewer preferences say `/Direction /R2L` (read from the bytes: poppler-glib
    /// 22.12's `viewer-preferences` property reports no direction).
    var readingProgression: ReadingProgression {
        data.withUnsafeBytes(PDFCatalogScan.isRightToLeft) ? .rtl : .auto
    }

    /// The outline, walked depth first.
    func outline() -> [PDFOutlineItem] {
        guard let iterator = rr_poppler_index_iter_new(raw) else { return [] }
        defer { rr_poppler_index_iter_free(iterator) }
        return outlineItems(iterator, depth: 0)
    }

    private func outlineItems(_ iterator: OpaquePointer, depth: Int) -> [PDFOutlineItem] {
        var items: [PDFOutlineItem] = []
        repeat {
            guard let action = rr_poppler_index_iter_get_action(iterator) else { continue }
            defer { rr_poppler_action_free(action) }
            var item = PDFOutlineItem(title: "", page: nil, children: [])
            if action.pointee.type == POPPLER_ACTION_GOTO_DEST {
                item.title = action.pointee.goto_dest.title.map { String(cString: $0) } ?? ""
                item.page = action.pointee.goto_dest.dest.flatMap(destinationPage)?.page
            } else {
                item.title = action.pointee.any.title.map { String(cString: $0) } ?? ""
            }
            item.title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
            // Bounded depth: a hostile outline cannot recurse without end.
            if depth < 32, let child = rr_poppler_index_iter_get_child(iterator) {
                item.children = outlineItems(child, depth: depth + 1)
                rr_poppler_index_iter_free(child)
            }
            items.append(item)
        } while rr_poppler_index_iter_next(iterator) != 0
        return items
    }

    /// The page (1-based) and top (points from the page's top) a destination goes to; named
    /// destinations are looked up. Nil when it names no page of the document.
    func destinationPage(_ dest: UnsafeMutablePointer<PopplerDest>) -> (page: Int, top: Double?)? {
        var resolved = dest.pointee
        var found: UnsafeMutablePointer<PopplerDest>?
        if resolved.type == POPPLER_DEST_NAMED {
            guard let name = resolved.named_dest, let named = rr_poppler_document_find_dest(raw, name) else { return nil }
            found = named
            resolved = named.pointee
        }
        defer { if let found { rr_poppler_dest_free(found) } }
        let page = Int(resolved.page_num)
        guard page >= 1, page <= pageCount else { return nil }
        let top = resolved.change_top != 0 ? pageSize(page - 1).height - resolved.top : nil
        return (page, top)
    }
}
