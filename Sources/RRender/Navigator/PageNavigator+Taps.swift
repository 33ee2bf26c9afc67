import Foundation
import RRenderCore
import RRenderPublication

/// Taps (readium.md §2.6): the topmost hit region under the point decides. An internal link
/// jumps (`didJumpTo`); an external one goes to the host (`presentExternalURL`); a noteref hands
/// the note to the host (`presentNote`), then jumps to it unless the delegate says no; anywhere
/// else the host gets `tapped` with the word under the point.
extension PageNavigator {
    @discardableResult
    public func tapped(at point: Point) -> Bool {
        let frame: Frame
        do { frame = try currentFrame } catch {
            send(.presentError(.rendering(error)))
            return false
        }
        if let region = frame.hitRegions(at: point).last {
            switch region.kind {
            case .link(let href):
                if follow(href) { return true }
            case .noteref(let href):
                if let note = frameSource.note(at: href) {
                    send(.presentNote(note))
                    if delegate?.navigator(self, shouldNavigateToNote: note) ?? true { _ = follow(href) }
                    return true
                }
                if follow(href) { return true }
            }
        }
        send(.tapped(at: point, locator: try? frameSource.textLocator(onPage: currentPage, at: point)))
        return false
    }

    /// Follows a link's href: a jump inside the publication, or an external URL for the host.
    /// False when it leads nowhere (a missing resource).
    private func follow(_ href: String) -> Bool {
        if publication.link(withHREF: href) != nil { return go(to: Link(href: href)) }
        guard let url = URL(string: href), url.scheme != nil else { return false }
        send(.presentExternalURL(url))
        return true
    }
}
