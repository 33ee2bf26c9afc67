import Foundation
import RRenderCore
import RRenderPublication

/// What a navigator tells its host (seed 001 "Events" and "UX Delegation": events or delegate
/// calls, as the platform's idioms prefer; readium.md §2.3), delivered both to the delegate and
/// on `PageNavigator.events`.
public enum NavigatorEvent: Sendable {
    /// The screen changed: its locator (sent only when it differs from the last one sent).
    case locationChanged(Locator)
    /// A jump landed (`go(to:)` or an internal link, never a page turn): the new location, for
    /// the host's history.
    case didJumpTo(Locator)
    /// An external link was tapped: the host decides how to open it.
    case presentExternalURL(URL)
    /// Something the reader should be told about.
    case presentError(NavigatorError)
    /// A noteref was tapped: the note's content, for a pop-up (readium.md §2.6, step 4). The
    /// delegate is asked whether to jump to it as well (`shouldNavigateToNote`).
    case presentNote(Note)
    /// A tap nothing handled: where, and the word under it if any.
    case tapped(at: Point, locator: Locator?)
}

/// An error the host should show to the reader (seed 001: "presentError").
public enum NavigatorError: Error, Sendable, CustomStringConvertible {
    /// The publication forbids copying its text.
    case copyForbidden
    /// A screen could not be drawn.
    case rendering(RRenderError)

    public var description: String {
        switch self {
        case .copyForbidden: "the publication forbids copying"
        case .rendering(let error): "\(error)"
        }
    }
}

/// The host's side of a navigator, every method optional.
public protocol NavigatorDelegate: AnyObject {
    func navigator(_ navigator: any Navigator, locationDidChange locator: Locator)
    func navigator(_ navigator: any Navigator, didJumpTo locator: Locator)
    func navigator(_ navigator: any Navigator, presentExternalURL url: URL)
    func navigator(_ navigator: any Navigator, presentError error: NavigatorError)
    func navigator(_ navigator: any VisualNavigator, didTapAt point: Point, locator: Locator?)
    /// A noteref was tapped: true to jump to the note as to any link (Readium's default), false
    /// to stay on the page and show `note` in place.
    func navigator(_ navigator: any Navigator, shouldNavigateToNote note: Note) -> Bool
}

extension NavigatorDelegate {
    public func navigator(_ navigator: any Navigator, locationDidChange locator: Locator) {}
    public func navigator(_ navigator: any Navigator, didJumpTo locator: Locator) {}
    public func navigator(_ navigator: any Navigator, presentExternalURL url: URL) {}
    public func navigator(_ navigator: any Navigator, presentError error: NavigatorError) {}
    public func navigator(_ navigator: any VisualNavigator, didTapAt point: Point, locator: Locator?) {}
    public func navigator(_ navigator: any Navigator, shouldNavigateToNote note: Note) -> Bool { true }
}
