internal import CPangoCairo
import RRenderLayout

/// The Pango layouts a painter makes again (see `PangoParagraph`: a paragraph drops its layout
/// once the shaper has moved on). A layout made again for a page is kept until the next page is
/// painted, and kept on if that page shows the paragraph too: the pages of a long paragraph
/// (shaped a chunk at a time, 8 KB of text) and a paragraph split across two pages are shaped
/// once for painting, not once a page. At most the layouts of one page stay kept.
extension PagePainter {
    /// The Pango line of `fragment`, its paragraph's layout made again if it was dropped.
    func pangoLine(_ fragment: TextFragment) -> UnsafeMutablePointer<PangoLayoutLine>? {
        guard let paragraph = fragment.paragraph.shaped as? PangoParagraph, let (layout, recreated) = paragraph.liveLayout()
        else { return nil }
        if recreated {
            remade.append(paragraph)
        } else if !kept.isEmpty {
            reused.insert(ObjectIdentifier(paragraph))
        }
        return pango_layout_get_line_readonly(layout, Int32(fragment.line))
    }

    /// Once a page is painted: what was made again for it is kept for the next page, and what was
    /// kept from the page before is dropped unless this page used it too.
    func settleLayouts() {
        var next: [ObjectIdentifier: PangoParagraph] = [:]
        for (id, paragraph) in kept {
            if reused.contains(id) { next[id] = paragraph } else { paragraph.dropLayout() }
        }
        for paragraph in remade { next[ObjectIdentifier(paragraph)] = paragraph }
        kept = next
        remade.removeAll()
        reused.removeAll()
    }

    /// Drops the layouts kept for the next page (its chapter is done).
    public func dropKeptLayouts() {
        for paragraph in kept.values { paragraph.dropLayout() }
        kept.removeAll()
    }
}
