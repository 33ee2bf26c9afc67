import RRenderCore
import RRenderLayout

extension HitRegion {
    /// The hit region of a laid-out link: a note reference or a plain link.
    init(_ link: LinkRegion) {
        self.init(rect: link.rect, kind: link.isNoteref ? .noteref(href: link.href) : .link(href: link.href))
    }
}
